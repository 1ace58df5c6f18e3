"""Who sees which testimonials and in what order, and which requests an address has had
(apps/testimonials/selectors.py)."""

from datetime import timedelta

import pytest
from django.contrib.auth.models import AnonymousUser
from django.utils import timezone

from apps.guardian.models import GuardianHold
from apps.testimonials import selectors
from apps.testimonials.models import Testimonial, TestimonialRequest
from apps.testimonials.selectors import APPROVED, PENDING, request_recent_for, requests_for_email
from tests.helpers import created_minutes_ago
from tests.testimonials.factories import (
    ApprovedTestimonialFactory,
    TestimonialFactory,
    TestimonialRequestFactory,
)

pytestmark = pytest.mark.django_db

NOW = timezone.now()


@pytest.fixture
def rows():
    """Two approved (the later published one created first) and two pending testimonials."""
    return {
        "published_last": created_minutes_ago(
            ApprovedTestimonialFactory(published_at=NOW - timedelta(days=1)), minutes_ago=50
        ),
        "published_first": created_minutes_ago(
            ApprovedTestimonialFactory(published_at=NOW - timedelta(days=5)), minutes_ago=40
        ),
        "pending_older": created_minutes_ago(TestimonialFactory(), minutes_ago=30),
        "pending_newer": created_minutes_ago(TestimonialFactory(), minutes_ago=20),
    }


@pytest.mark.parametrize("status", [None, PENDING, APPROVED, "anything"])
def test_visitor_cannot_see_pending_testimonials_whatever_they_ask_for(visitor, rows, status):
    listed = list(selectors.testimonial_list(viewer=visitor, status=status))

    assert listed == [rows["published_last"], rows["published_first"]]


def test_owner_sees_every_testimonial_newest_submitted_first(owner, rows):
    assert list(selectors.testimonial_list(viewer=owner)) == [
        rows["pending_newer"],
        rows["pending_older"],
        rows["published_first"],
        rows["published_last"],
    ]


def test_owner_asking_for_pending_gets_only_those(owner, rows):
    listed = list(selectors.testimonial_list(viewer=owner, status=PENDING))

    assert listed == [rows["pending_newer"], rows["pending_older"]]


def test_owner_asking_for_approved_gets_them_newest_published_first(owner, rows):
    listed = list(selectors.testimonial_list(viewer=owner, status=APPROVED))

    assert listed == [rows["published_last"], rows["published_first"]]


def test_approved_testimonials_published_together_are_newest_created_first(owner):
    moment = NOW - timedelta(days=2)
    older = created_minutes_ago(ApprovedTestimonialFactory(published_at=moment), minutes_ago=9)
    newer = created_minutes_ago(ApprovedTestimonialFactory(published_at=moment), minutes_ago=1)

    assert list(selectors.testimonial_list(viewer=AnonymousUser())) == [newer, older]


# --- requests ------------------------------------------------------------------------------------


def test_the_recent_request_is_found_whatever_the_case_of_the_address(settings):
    created_minutes_ago(TestimonialRequestFactory(email="coach@example.com"), minutes_ago=60)
    latest = created_minutes_ago(
        TestimonialRequestFactory(email="Coach@Example.com"), minutes_ago=5
    )
    TestimonialRequestFactory(email="someone.else@example.com")

    assert request_recent_for(email="COACH@example.COM") == latest


def test_a_request_older_than_the_interval_is_not_recent(settings):
    days = settings.TESTIMONIAL_REQUEST_INTERVAL_DAYS + 1
    created_minutes_ago(
        TestimonialRequestFactory(email="coach@example.com"), minutes_ago=days * 24 * 60
    )

    assert request_recent_for(email="coach@example.com") is None


def test_requests_for_an_address_are_all_of_them_oldest_first():
    first = created_minutes_ago(
        TestimonialRequestFactory(email="coach@example.com"), minutes_ago=90 * 24 * 60
    )
    second = created_minutes_ago(
        TestimonialRequestFactory(email="COACH@example.com"), minutes_ago=10
    )
    TestimonialRequestFactory(email="other@example.com")

    assert list(requests_for_email(email="  Coach@Example.com ")) == [first, second]
    assert TestimonialRequest.objects.count() == 3
    assert Testimonial.objects.count() == 0


def test_the_dashboards_figures_leave_out_a_testimonial_waiting_for_the_guardian():
    ApprovedTestimonialFactory(rating=5)
    ApprovedTestimonialFactory(rating=4)
    TestimonialFactory(rating=1)
    held = TestimonialFactory(rating=1)
    GuardianHold.objects.create(testimonial=held, token_hash="a" * 64)

    assert selectors.testimonial_figures() == {
        "total": 3,
        "pending": 1,
        "published": 2,
        "averageRating": 4.5,
    }
    assert held not in selectors.testimonials_received()


def test_an_empty_site_has_no_average_rating():
    assert selectors.testimonial_figures()["averageRating"] is None


def test_requests_sent_since_count_those_emailed_and_those_answered():
    since = NOW - timedelta(days=30)
    TestimonialRequestFactory(used_at=NOW)
    TestimonialRequestFactory()
    TestimonialRequestFactory(email_sent_at=None)  # the mail server has not taken it yet
    TestimonialRequestFactory(email_sent_at=NOW - timedelta(days=31), used_at=NOW)

    assert selectors.requests_sent_since(since=since) == (2, 1)
