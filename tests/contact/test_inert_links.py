"""Links in a visitor's message reach the owner as text, never clickable: in the e-mail about
it (its subject, sender's name and text) and in the digest; the inbox's API hands the panel the
text as it was sent (the panel draws it as plain text: message-row.test.tsx)."""

from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone

from apps.contact.models import ContactMessage
from apps.contact.services import digest_send_due
from tests.guardian.links import INERT_FORMS, LINKS_TEXT, clickable_in
from tests.helpers import VALID_CONTACT

pytestmark = pytest.mark.django_db

SITE = ("http://testserver/admin",)


def test_the_owners_email_about_a_message_shows_its_links_as_text(
    api_client, settings, django_capture_on_commit_callbacks
):
    settings.OWNER_EMAIL = "owner@example.com"
    payload = {
        **VALID_CONTACT,
        "name": "Spam www.name.example",
        "subject": "Win at prize.example",
        "message": LINKS_TEXT,
    }

    with django_capture_on_commit_callbacks(execute=True):
        assert api_client.post("/api/contact", payload, format="json").status_code == 201

    (sent,) = mail.outbox
    # The sender's own address stays on the From line: it is whom the owner replies to.
    assert f"<{VALID_CONTACT['email']}>" in sent.body
    assert clickable_in(sent.body, ignore=(*SITE, VALID_CONTACT["email"])) == [], sent.body
    assert clickable_in(sent.subject) == []
    for form in INERT_FORMS:
        assert form in sent.body
    assert "www[.]name[.]example" in sent.body
    assert sent.subject == "New message: Win at prize[.]example"
    assert not getattr(sent, "alternatives", [])  # plain text only: no HTML part to link in
    # What is stored (and what the inbox shows, as text) is what the visitor sent.
    assert ContactMessage.objects.get().message == LINKS_TEXT


def test_the_digest_shows_names_and_subjects_links_as_text(settings):
    settings.OWNER_EMAIL = "owner@example.com"
    message = ContactMessage.objects.create(
        name="See www.name.example",
        email="a@example.com",
        subject="Go to https://subject.example",
        message="Hello hello hello",
        age_verification="over-13",
    )
    ContactMessage.objects.filter(id=message.id).update(
        created_at=timezone.now() - timedelta(hours=2)
    )

    assert digest_send_due() == 1

    (sent,) = mail.outbox
    assert clickable_in(sent.body, ignore=SITE) == [], sent.body
    assert "https[:]//subject[.]example" in sent.body
