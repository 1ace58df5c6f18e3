"""Testimonials' write rules, where they live (apps/testimonials/services.py): pending until
approved, no approval of an under-13's words without a consent record, unpublishing returns one
to the pending ones, corrections never approve, one request per address per interval."""

import re
from datetime import timedelta
from urllib.parse import parse_qs, urlsplit

import pytest
from django.core import mail
from django.core.exceptions import ValidationError
from django.utils import timezone

from apps.testimonials import services
from apps.testimonials.links import invite_read
from apps.testimonials.models import CONSENT_NEEDED, Testimonial, TestimonialRequest
from apps.testimonials.services import RequestTooSoon, request_form_link
from tests.testimonials.factories import (
    ApprovedTestimonialFactory,
    TestimonialFactory,
    TestimonialRequestFactory,
)

pytestmark = pytest.mark.django_db

UNDER_13 = "under-13-with-consent"
CONSENT = "Signed form from a parent, confirmed by phone on 3 May."


def _aged(row, days: int):
    then = timezone.now() - timedelta(days=days)
    type(row).objects.filter(pk=row.pk).update(created_at=then, updated_at=then)
    row.refresh_from_db()
    return row


# --- submit, approve, unpublish ------------------------------------------------------------------


def test_a_submitted_testimonial_waits_for_approval():
    testimonial = services.testimonial_submit(
        name="Ms Patel", role="Teacher", content="Great.", rating=4, age_verification="over-13"
    )

    testimonial.refresh_from_db()
    assert (testimonial.is_approved, testimonial.published_at) == (False, None)
    assert testimonial.rating == 4


def test_approve_publishes_and_dates_it_now():
    testimonial = TestimonialFactory()
    before = timezone.now()

    returned = services.testimonial_approve(testimonial=testimonial)

    assert returned is testimonial
    testimonial.refresh_from_db()
    assert testimonial.is_approved is True
    assert before <= testimonial.published_at <= timezone.now()


def test_approving_an_approved_testimonial_keeps_its_date():
    published = timezone.now() - timedelta(days=40)
    testimonial = ApprovedTestimonialFactory(published_at=published)

    services.testimonial_approve(testimonial=testimonial)

    testimonial.refresh_from_db()
    assert testimonial.published_at == published


@pytest.mark.parametrize("consent", ["", "   \n "])
def test_approve_refuses_an_under_13_testimonial_without_a_consent_record(consent):
    testimonial = TestimonialFactory(age_verification=UNDER_13, consent_verification=consent)

    with pytest.raises(ValidationError) as refused:
        services.testimonial_approve(testimonial=testimonial)

    assert refused.value.message_dict == {"consent_verification": [CONSENT_NEEDED]}
    testimonial.refresh_from_db()
    assert (testimonial.is_approved, testimonial.published_at) == (False, None)


def test_approve_accepts_an_under_13_testimonial_once_consent_is_recorded():
    testimonial = TestimonialFactory(age_verification=UNDER_13, consent_verification=CONSENT)

    services.testimonial_approve(testimonial=testimonial)

    testimonial.refresh_from_db()
    assert testimonial.is_approved is True


def test_unpublish_returns_it_to_pending_and_restarts_its_retention():
    testimonial = _aged(ApprovedTestimonialFactory(), days=400)

    returned = services.testimonial_unpublish(testimonial=testimonial)

    assert returned is testimonial
    testimonial.refresh_from_db()
    assert (testimonial.is_approved, testimonial.published_at) == (False, None)
    assert testimonial.updated_at > timezone.now() - timedelta(minutes=1)
    assert services.testimonials_purge_expired() == 0


def test_unpublishing_a_pending_testimonial_changes_nothing():
    testimonial = _aged(TestimonialFactory(), days=10)
    stamp = testimonial.updated_at

    services.testimonial_unpublish(testimonial=testimonial)

    testimonial.refresh_from_db()
    assert testimonial.is_approved is False
    assert testimonial.updated_at == stamp


# --- corrections and delete ----------------------------------------------------------------------


def test_a_correction_changes_the_text_but_never_the_approval():
    testimonial = TestimonialFactory(content="Grate student.")

    services.testimonial_update(
        instance=testimonial,
        data={"content": "Great student.", "is_approved": True, "published_at": timezone.now()},
    )

    testimonial.refresh_from_db()
    assert testimonial.content == "Great student."
    assert (testimonial.is_approved, testimonial.published_at) == (False, None)


def test_a_published_under_13_testimonial_cannot_lose_its_consent_record():
    testimonial = ApprovedTestimonialFactory(
        age_verification=UNDER_13, consent_verification=CONSENT, name="Kept"
    )

    with pytest.raises(ValidationError):
        services.testimonial_update(
            instance=testimonial, data={"consent_verification": "", "name": "New"}
        )

    testimonial.refresh_from_db()
    assert (testimonial.consent_verification, testimonial.name) == (CONSENT, "Kept")


def test_a_published_testimonial_cannot_be_corrected_to_under_13_without_consent():
    testimonial = ApprovedTestimonialFactory(age_verification="over-13")

    with pytest.raises(ValidationError):
        services.testimonial_update(instance=testimonial, data={"age_verification": UNDER_13})

    testimonial.refresh_from_db()
    assert testimonial.age_verification == "over-13"


def test_delete_removes_a_testimonial_in_either_state():
    pending, approved, kept = (
        TestimonialFactory(),
        ApprovedTestimonialFactory(),
        TestimonialFactory(),
    )

    services.testimonial_delete(testimonial=pending)
    services.testimonial_delete(testimonial=approved)

    assert list(Testimonial.objects.all()) == [kept]


# --- requests ------------------------------------------------------------------------------------


def _send(email: str = "mr.jones@school.example") -> TestimonialRequest:
    return services.testimonial_request_send(
        name="Mr Jones",
        email=email,
        relationship="Teacher",
        message="Would you write a few words?",
        owner_name="Alex",
    )


def test_a_request_is_recorded_and_emailed_with_a_prefilled_link():
    request = _send()

    assert TestimonialRequest.objects.get() == request
    (sent,) = mail.outbox
    assert sent.to == ["mr.jones@school.example"]
    assert sent.subject == "Alex would love a testimonial from you"
    # The link the e-mail carries opens the form for this request. (Signing it again here would
    # give another token whenever the clock has passed a second since the e-mail.)
    assert invite_read(token=_invite_in(sent.body)) == request


def _invite_in(text: str) -> str:
    (link,) = re.findall(r"http://testserver/testimonials\?invite=\S+", text)
    return parse_qs(urlsplit(link).query)["invite"][0]


def test_the_form_link_is_the_requests_signed_link_and_names_no_one():
    request = TestimonialRequestFactory(name="Mr O'Neil & Co", relationship="Coach/Mentor")

    link = request_form_link(request=request)

    assert link.startswith("http://testserver/testimonials?invite=")
    assert invite_read(token=_invite_in(link)) == request
    for private in ("Neil", "Coach", request.email):
        assert private not in link


def test_a_second_request_to_the_same_address_in_any_case_is_refused():
    first = _send("mr.jones@school.example")

    with pytest.raises(RequestTooSoon) as refused:
        _send("Mr.Jones@School.Example")

    assert refused.value.previous == first
    assert TestimonialRequest.objects.count() == 1
    assert len(mail.outbox) == 1


def test_a_request_after_the_interval_is_allowed(settings):
    _aged(_send(), days=settings.TESTIMONIAL_REQUEST_INTERVAL_DAYS + 1)

    _send()

    assert TestimonialRequest.objects.count() == 2


# --- purge ---------------------------------------------------------------------------------------


def test_purge_deletes_stale_pending_testimonials_and_old_requests_and_counts_them(settings):
    retention = settings.TESTIMONIAL_RETENTION_DAYS
    interval = settings.TESTIMONIAL_REQUEST_INTERVAL_DAYS
    fresh_pending = _aged(TestimonialFactory(), days=retention - 1)
    _aged(TestimonialFactory(), days=retention + 1)
    old_approved = _aged(ApprovedTestimonialFactory(), days=retention * 5)
    recent_request = _aged(TestimonialRequestFactory(), days=interval - 1)
    _aged(TestimonialRequestFactory(), days=interval + 1)

    assert services.testimonials_purge_expired() == 2

    assert set(Testimonial.objects.all()) == {fresh_pending, old_approved}
    assert list(TestimonialRequest.objects.all()) == [recent_request]


def test_purge_measures_from_the_moment_it_is_given(settings):
    pending = TestimonialFactory()
    later = timezone.now() + timedelta(days=settings.TESTIMONIAL_RETENTION_DAYS + 1)

    assert services.testimonials_purge_expired(now=later) == 1

    assert not Testimonial.objects.filter(pk=pending.pk).exists()
