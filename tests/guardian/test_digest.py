"""The guardian's weekly digest (`manage.py send_guardian_digest`): sent through the project's
mail backend to the guardian's address only, listing the week's publications with their links,
counts of what visitors sent (never who or what), and the share links made; at most once a
week, and never without a guardian's address."""

from datetime import timedelta
from io import StringIO
from unittest import mock

import pytest
from django.apps import apps as django_apps
from django.core import mail
from django.core.management import CommandError, call_command
from django.utils import timezone

from apps.guardian.digest import guardian_digest_send
from apps.guardian.models import GuardianDigest
from tests.blog.factories import BlogPostFactory
from tests.contact.factories import ContactMessageFactory
from tests.core.factories import SiteProfileFactory
from tests.guardian.helpers import GUARDIAN, guardian_approval_on
from tests.helpers import created_minutes_ago
from tests.journal.factories import GcseJournalEntryFactory
from tests.showcase.factories import ProjectFactory
from tests.testimonials.factories import TestimonialFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db

WEEK = 7 * 24 * 60


def _run() -> str:
    out = StringIO()
    call_command("send_guardian_digest", stdout=out)
    return out.getvalue()


def _a_week_of_content():
    BlogPostFactory(title="Why the Sky is Blue", slug="why-the-sky-is-blue")
    BlogPostFactory(
        title="An Old Post", slug="an-old-post", published_at=timezone.now() - timedelta(days=9)
    )
    BlogPostFactory(title="A Secret Draft", slug="a-secret-draft", is_published=False)
    BlogPostFactory(
        title="Coming Next Week",
        slug="coming-next-week",
        published_at=timezone.now() + timedelta(days=3),
    )
    GcseJournalEntryFactory(week="Week 12", topic="Quadratic equations", slug="week-12-quadratics")
    TravelStoryFactory(title="Three Days in Kyoto", slug="three-days-in-kyoto")
    ProjectFactory(title="Rocket Club Website", slug="rocket-club-website")
    ProjectFactory(title="Hidden Project", slug="hidden-project", is_published=False)
    for name in ("Priya Shah", "Sam Teacher"):
        ContactMessageFactory(name=name, email=f"{name.split()[0].lower()}@example.com")
    created_minutes_ago(
        ContactMessageFactory(name="Last Month", subject="Old news"), minutes_ago=WEEK + 60
    )
    TestimonialFactory(name="Mrs Okafor")


def test_the_digest_goes_to_the_guardian_through_the_mail_backend(settings):
    SiteProfileFactory(guardian_email=GUARDIAN)  # a digest needs no guardian approval
    _a_week_of_content()

    assert "Sent the guardian this week's digest." in _run()

    [email] = mail.outbox  # django.core.mail's locmem backend: the project's mail path
    assert settings.MAILERS["default"]["BACKEND"] == "django.core.mail.backends.locmem.EmailBackend"
    assert email.to == [GUARDIAN]
    assert email.subject.startswith("This week on the website: ")
    body = email.body
    assert "Blog posts:\n- Why the Sky is Blue: http://testserver/blog/why-the-sky-is-blue" in body
    assert "GCSE journal entries:\n- Week 12: Quadratic equations: http://testserver/" in body
    assert "Travel stories:\n- Three Days in Kyoto: http://testserver/travel/" in body
    assert "Projects:\n- Rocket Club Website: http://testserver/projects/" in body
    for unseen in ("An Old Post", "A Secret Draft", "Coming Next Week", "Hidden Project"):
        assert unseen not in body
    assert "- Testimonials: 1\n- Contact messages: 2\n" in body
    assert "Guardian approval is off: what visitors under 13 send goes straight to" in body
    # Counts only: no visitor's name, address, subject or text.
    for private in ("Priya", "priya@example.com", "Okafor", "About your project", "physics"):
        assert private not in body


def test_no_guardian_address_no_digest():
    SiteProfileFactory(guardian_email="")
    _a_week_of_content()

    assert "No digest sent" in _run()
    assert mail.outbox == []
    assert GuardianDigest.objects.count() == 0


def test_no_site_profile_no_digest():
    assert guardian_digest_send() is False
    assert mail.outbox == []


def test_one_digest_a_week_however_often_it_runs():
    SiteProfileFactory(guardian_email=GUARDIAN)
    monday = timezone.make_aware(timezone.datetime(2026, 11, 23, 8, 0))

    assert guardian_digest_send(now=monday) is True
    assert guardian_digest_send(now=monday + timedelta(hours=1)) is False
    assert guardian_digest_send(now=monday + timedelta(days=6, hours=15)) is False  # Sunday
    assert len(mail.outbox) == 1
    assert guardian_digest_send(now=monday + timedelta(days=7)) is True  # the next Monday
    assert len(mail.outbox) == 2


def test_a_refused_digest_is_sent_by_the_next_run(caplog):
    SiteProfileFactory(guardian_email=GUARDIAN)

    with (
        mock.patch("apps.guardian.digest.EmailMessage.send", side_effect=OSError("no route")),
        pytest.raises(CommandError) as failed,
    ):
        _run()

    assert failed.value.returncode == 1
    assert GuardianDigest.objects.count() == 0
    assert GUARDIAN not in caplog.text
    assert "Sent the guardian" in _run()
    assert len(mail.outbox) == 1


def test_the_digest_counts_what_waits_for_the_guardian(django_capture_on_commit_callbacks):
    from apps.contact.services import message_submit

    guardian_approval_on()
    with django_capture_on_commit_callbacks(execute=True):
        message_submit(
            name="Tom",
            email="tom@example.com",
            subject="Hello",
            message="Hello from a young reader!",
            age_verification="under-13-with-consent",
        )
    mail.outbox.clear()

    _run()

    assert "- Contact messages: 1\n- Waiting for your approval: 1 " in mail.outbox[0].body
    assert "Guardian approval is on: what visitors under 13 send waits for you" in (
        mail.outbox[0].body
    )


@pytest.mark.skipif(
    not django_apps.is_installed("apps.sharing"), reason="share links are not installed"
)
def test_the_digest_lists_the_share_links_made_this_week():
    from apps.sharing.services import share_link_create, share_link_revoke

    SiteProfileFactory(guardian_email=GUARDIAN)
    post = BlogPostFactory(title="Why the Sky is Blue", slug="why-the-sky-is-blue")
    share_link_create(target_type="post", target_id=post.pk, recipient="Mrs Patel", days=14)
    old, _ = share_link_create(target_type="post", target_id=post.pk, recipient="Grandad", days=30)
    created_minutes_ago(old, minutes_ago=WEEK + 60)
    revoked, _ = share_link_create(target_type="post", target_id=post.pk, recipient="Coach")
    share_link_revoke(link=revoked)

    _run()

    body = mail.outbox[0].body
    expires = timezone.localtime(timezone.now() + timedelta(days=14))
    assert f"- For Mrs Patel: Why the Sky is Blue, works until {expires:%-d %B %Y}" in body
    assert "- For Coach: Why the Sky is Blue, already switched off" in body
    assert "Grandad" not in body


def test_without_an_app_that_makes_share_links_the_digest_leaves_the_section_out():
    SiteProfileFactory(guardian_email=GUARDIAN)
    BlogPostFactory(title="Why the Sky is Blue", slug="why-the-sky-is-blue")

    with mock.patch.dict("apps.guardian.digest._link_makers", clear=True):
        _run()

    assert "Why the Sky is Blue" in mail.outbox[0].body
    assert "Share links made" not in mail.outbox[0].body
