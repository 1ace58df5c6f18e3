"""'Show my guardian' (issue 28): the owner forwards a contact message or testimonial to her
guardian's address with a note; the guardian's e-mail carries the text (links inert), the
sender's name and the note; the owner's lists say when it was shown. No guardian set: nothing
is sent, and the answer says why. Bounded: once an hour per item, FORWARDS_PER_DAY a day."""

import uuid
from datetime import timedelta
from unittest import mock

import pytest
from django.core import mail
from django.utils import timezone

from apps.contact.models import ContactMessage
from apps.guardian import forwards
from apps.guardian.models import GuardianForward
from tests.contact.factories import ContactMessageFactory
from tests.core.factories import SiteProfileFactory
from tests.guardian.helpers import GUARDIAN, guardian_approval_on
from tests.guardian.links import INERT_FORMS, LINKS_TEXT, clickable_in
from tests.helpers import VALID_CONTACT
from tests.testimonials.factories import TestimonialFactory

pytestmark = pytest.mark.django_db

INBOX = "/api/contact-messages"
TESTIMONIALS = "/api/testimonials"


def _show(client, path, note="Please have a look at this one.", **kwargs):
    return client.post(f"{path}/show-guardian", {"note": note}, format="json", **kwargs)


@pytest.fixture
def guardian():
    return SiteProfileFactory(name="Ada Example", guardian_email=GUARDIAN)


def test_a_message_is_forwarded_with_its_text_inert_the_senders_name_and_the_note(
    owner_client, guardian
):
    message = ContactMessageFactory(
        name="Stranger Danger", subject="Visit www.subject.example", message=LINKS_TEXT
    )

    response = _show(owner_client, f"{INBOX}/{message.id}", note="This one worries me.")

    assert response.status_code == 201, response.content
    assert response.json()["detail"] == "Sent to your guardian."
    (sent,) = mail.outbox
    assert sent.to == [GUARDIAN]
    assert sent.subject == "Ada Example wants you to see a contact message"
    html = sent.alternatives[0].content
    for part in (sent.body, html):
        assert "Stranger Danger" in part
        assert "This one worries me." in part
        assert clickable_in(part, ignore=("http://testserver",)) == [], part
        assert "www[.]subject[.]example" in part
    for form in INERT_FORMS:
        assert form in sent.body
    assert "<a " not in html  # nothing in the HTML part is a link
    assert message.email not in sent.body  # the sender's address is not passed on
    assert message.email not in html
    # The owner's inbox says it was shown, and when.
    listed = owner_client.get(INBOX).json()[0]
    assert listed["shownToGuardianAt"] == response.json()["shownAt"]
    assert GuardianForward.objects.get().message_id == message.id


def test_a_testimonial_is_forwarded_with_its_role_and_rating(owner_client, guardian):
    testimonial = TestimonialFactory(name="Mr Rivera", role="Coach", content=LINKS_TEXT, rating=2)

    response = _show(owner_client, f"{TESTIMONIALS}/{testimonial.id}", note="")

    assert response.status_code == 201, response.content
    (sent,) = mail.outbox
    assert "Mr Rivera" in sent.body
    assert "Relationship: Coach" in sent.body
    assert "Rating: 2 out of 5" in sent.body
    assert "did not add a note" in sent.body
    assert clickable_in(sent.body, ignore=("http://testserver",)) == []


def test_with_no_guardian_set_nothing_is_sent_and_the_answer_says_why(owner_client):
    SiteProfileFactory(guardian_email="")
    message = ContactMessageFactory()

    response = _show(owner_client, f"{INBOX}/{message.id}")

    assert response.status_code == 409
    assert response.json()["detail"] == forwards.NO_GUARDIAN
    assert mail.outbox == []
    assert not GuardianForward.objects.exists()


def test_one_item_is_shown_at_most_once_an_hour(owner_client, guardian):
    message = ContactMessageFactory()
    assert _show(owner_client, f"{INBOX}/{message.id}").status_code == 201

    again = _show(owner_client, f"{INBOX}/{message.id}")
    assert again.status_code == 409
    assert "already" in again.json()["detail"]
    assert len(mail.outbox) == 1

    later = timezone.now() + timedelta(hours=1, minutes=1)
    with mock.patch("django.utils.timezone.now", return_value=later):
        assert _show(owner_client, f"{INBOX}/{message.id}").status_code == 201
    assert len(mail.outbox) == 2


def test_the_site_sends_at_most_forwards_per_day(owner_client, guardian, monkeypatch):
    monkeypatch.setattr(forwards, "FORWARDS_PER_DAY", 2)
    messages = [ContactMessageFactory() for _ in range(3)]

    answers = [_show(owner_client, f"{INBOX}/{m.id}") for m in messages]

    assert [a.status_code for a in answers] == [201, 201, 429]
    assert "last 24 hours" in answers[2].json()["detail"]
    assert len(mail.outbox) == 2
    assert GuardianForward.objects.count() == 2


def test_a_refusing_mail_server_keeps_nothing_and_answers_503(owner_client, guardian):
    message = ContactMessageFactory()

    with mock.patch(
        "django.core.mail.EmailMultiAlternatives.send", side_effect=OSError("smtp down")
    ):
        response = _show(owner_client, f"{INBOX}/{message.id}")

    assert response.status_code == 503
    assert response.json()["detail"] == forwards.NOT_SENT
    assert not GuardianForward.objects.exists()
    assert owner_client.get(INBOX).json()[0]["shownToGuardianAt"] is None


# --- bad input and visitors ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("note", "message"),
    [
        ("x" * 1001, "Keep the note to 1000 characters or fewer"),
        (["a list"], "The note must be text"),
        (None, "The note must be text"),
    ],
)
def test_a_bad_note_is_a_clear_400_and_nothing_is_sent(owner_client, guardian, note, message):
    item = ContactMessageFactory()

    response = _show(owner_client, f"{INBOX}/{item.id}", note=note)

    assert response.status_code == 400
    assert response.json()["note"] == [message]
    assert mail.outbox == []
    assert not GuardianForward.objects.exists()


def test_an_unknown_or_held_item_is_a_404(owner_client, api_client):
    guardian_approval_on()
    with mock.patch("apps.guardian.holds._email_guardian"):
        api_client.post(
            "/api/contact",
            {**VALID_CONTACT, "ageVerification": "under-13-with-consent"},
            format="json",
        )
    held = ContactMessage.objects.get()

    assert _show(owner_client, f"{INBOX}/{uuid.uuid4()}").status_code == 404
    assert _show(owner_client, f"{INBOX}/{held.id}").status_code == 404
    assert _show(owner_client, f"{TESTIMONIALS}/{uuid.uuid4()}").status_code == 404
    assert mail.outbox == []


def test_visitors_cannot_show_anything_to_the_guardian(not_the_owner, guardian):
    client, status = not_the_owner
    message = ContactMessageFactory()
    testimonial = TestimonialFactory()

    assert _show(client, f"{INBOX}/{message.id}").status_code == status
    assert _show(client, f"{TESTIMONIALS}/{testimonial.id}").status_code == status
    assert mail.outbox == []
    assert not GuardianForward.objects.exists()
