"""An approved testimonial can be taken off the site again (not only deleted), and e-mails that
ask for a testimonial greet their reader once."""

from datetime import timedelta

import pytest
from django.core import mail
from django.core.management import call_command
from django.utils import timezone

from apps.testimonials.models import Testimonial
from tests.testimonials.factories import ApprovedTestimonialFactory, TestimonialFactory

pytestmark = pytest.mark.django_db

URL = "/api/testimonials"


def test_owner_unpublishes_an_approved_testimonial(owner_client, api_client):
    testimonial = ApprovedTestimonialFactory(name="Ms Patel")
    assert [t["name"] for t in api_client.get(URL).json()] == ["Ms Patel"]

    response = owner_client.post(f"{URL}/{testimonial.id}/unpublish")

    assert response.status_code == 200
    assert response.json()["isApproved"] is False
    assert response.json()["publishedAt"] is None
    assert api_client.get(URL).json() == []
    pending = owner_client.get(f"{URL}?status=pending").json()
    assert [t["id"] for t in pending] == [str(testimonial.id)]


def test_an_unpublished_testimonial_can_be_approved_again(owner_client, api_client):
    testimonial = ApprovedTestimonialFactory()
    owner_client.post(f"{URL}/{testimonial.id}/unpublish")

    assert owner_client.post(f"{URL}/{testimonial.id}/approve").status_code == 200
    assert len(api_client.get(URL).json()) == 1


def test_unpublishing_a_pending_testimonial_changes_nothing(owner_client):
    testimonial = TestimonialFactory()

    response = owner_client.post(f"{URL}/{testimonial.id}/unpublish")

    assert response.status_code == 200
    assert response.json()["isApproved"] is False


def test_only_the_owner_unpublishes(api_client, other_user_client):
    testimonial = ApprovedTestimonialFactory()

    assert api_client.post(f"{URL}/{testimonial.id}/unpublish").status_code == 401
    assert other_user_client.post(f"{URL}/{testimonial.id}/unpublish").status_code == 403
    assert Testimonial.objects.get(pk=testimonial.pk).is_approved is True


def test_unpublish_of_an_unknown_testimonial_is_404(owner_client):
    missing = "00000000-0000-0000-0000-000000000000"
    assert owner_client.post(f"{URL}/{missing}/unpublish").status_code == 404


def test_an_old_testimonial_unpublished_today_is_kept_for_the_retention_period(owner_client):
    testimonial = ApprovedTestimonialFactory()
    long_ago = timezone.now() - timedelta(days=400)
    Testimonial.objects.filter(pk=testimonial.pk).update(created_at=long_ago, updated_at=long_ago)

    owner_client.post(f"{URL}/{testimonial.id}/unpublish")
    call_command("purge_expired", verbosity=0)

    assert Testimonial.objects.filter(pk=testimonial.pk).exists()


REQUEST = {
    "name": "Mr Jones",
    "email": "mr.jones@school.example",
    "relationship": "Teacher",
}


@pytest.mark.parametrize(
    "message",
    [
        "Hi Mr Jones,\n\nWould you write a few words about my science project?",
        "Dear Mr Jones, would you write a few words about my science project?",
        "Would you write a few words about my science project?",
    ],
)
def test_a_request_email_greets_its_reader_once(owner_client, message):
    response = owner_client.post(f"{URL}/request", {**REQUEST, "message": message}, format="json")

    assert response.status_code == 201
    sent = mail.outbox[0]
    html = sent.alternatives[0][0]
    for body in (sent.body, html):
        greetings = sum(body.count(word) for word in ("Hello Mr Jones", "Hi Mr Jones", "Dear Mr"))
        assert greetings == 1, body
    assert "science project" in sent.body
