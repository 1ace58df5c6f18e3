"""/api/testimonials: public submission, approved-only reading, moderation, requests, retention."""

from datetime import timedelta
from unittest import mock
from urllib.parse import parse_qs, urlsplit

import pytest
from django.core import mail
from django.core.management import call_command
from django.utils import timezone

from apps.testimonials.models import Testimonial, TestimonialRequest
from tests.core.factories import SiteProfileFactory
from tests.helpers import count_queries
from tests.testimonials.factories import (
    VALID_REQUEST,
    VALID_TESTIMONIAL,
    ApprovedTestimonialFactory,
    TestimonialFactory,
    TestimonialRequestFactory,
)

pytestmark = pytest.mark.django_db

URL = "/api/testimonials"


def _post(client, payload, ip="10.0.0.1"):
    return client.post(URL, payload, format="json", REMOTE_ADDR=ip)


# --- submitting ------------------------------------------------------------------------------


def test_visitor_submits_a_testimonial_which_waits_for_approval(api_client):
    response = _post(api_client, VALID_TESTIMONIAL)

    assert response.status_code == 201
    assert response.json()["status"] == "pending"
    stored = Testimonial.objects.get()
    assert (stored.name, stored.role, stored.rating) == ("Mrs Okafor", "Teacher", 5)
    assert stored.is_approved is False
    assert stored.published_at is None


def test_rating_defaults_to_five(api_client):
    _post(api_client, {k: v for k, v in VALID_TESTIMONIAL.items() if k != "rating"})

    assert Testimonial.objects.get().rating == 5


def test_a_client_can_never_create_an_approved_testimonial(api_client):
    _post(
        api_client, {**VALID_TESTIMONIAL, "isApproved": True, "publishedAt": "2024-01-01T00:00:00Z"}
    )

    stored = Testimonial.objects.get()
    assert stored.is_approved is False
    assert stored.published_at is None


def test_missing_required_fields_each_get_their_message(api_client):
    response = _post(api_client, {})

    assert response.json() == {
        "name": ["Name is required"],
        "role": ["Role/Relationship is required"],
        "content": ["Please write at least 20 characters"],
        "ageVerification": ["Age verification is required for COPPA compliance"],
        "coppaCompliant": ["COPPA compliance acknowledgment is required"],
    }


def test_honeypot_gets_201_but_nothing_is_stored(api_client):
    response = _post(api_client, {**VALID_TESTIMONIAL, "website": "buy now"})

    assert response.status_code == 201
    assert not Testimonial.objects.exists()


def test_the_sixth_submission_in_an_hour_gets_429(api_client):
    for _ in range(5):
        assert _post(api_client, VALID_TESTIMONIAL, ip="10.7.7.7").status_code == 201

    assert _post(api_client, VALID_TESTIMONIAL, ip="10.7.7.7").status_code == 429
    assert Testimonial.objects.count() == 5


# --- reading ---------------------------------------------------------------------------------


def test_visitors_see_approved_testimonials_only_without_private_fields(api_client):
    approved = ApprovedTestimonialFactory()
    TestimonialFactory()

    body = api_client.get(URL).json()

    assert [t["id"] for t in body] == [str(approved.id)]
    assert set(body[0]) == {"id", "name", "role", "content", "rating", "publishedAt", "verified"}


@pytest.mark.parametrize("query", ["?status=pending", "/admin"])
def test_visitors_cannot_see_pending_testimonials(api_client, query):
    TestimonialFactory()

    assert api_client.get(URL + query).status_code == 401


def test_visitor_asking_for_approved_gets_them(api_client):
    ApprovedTestimonialFactory()

    assert len(api_client.get(URL + "?status=approved").json()) == 1


def test_owner_filters_pending_and_approved(owner_client):
    pending = TestimonialFactory()
    approved = ApprovedTestimonialFactory()

    pending_ids = [t["id"] for t in owner_client.get(URL + "?status=pending").json()]
    approved_ids = [t["id"] for t in owner_client.get(URL + "?status=approved").json()]
    every = owner_client.get(URL + "/admin").json()

    assert pending_ids == [str(pending.id)]
    assert approved_ids == [str(approved.id)]
    assert {t["id"] for t in every} == {str(pending.id), str(approved.id)}
    assert "isApproved" in every[0]


def test_unknown_status_is_400(owner_client):
    response = owner_client.get(URL + "?status=everything")

    assert response.status_code == 400
    assert response.json() == {"status": ["Status must be pending or approved"]}


def test_other_signed_in_users_get_403_on_owner_lists(other_user_client):
    assert other_user_client.get(URL + "?status=pending").status_code == 403
    assert other_user_client.get(URL + "/admin").status_code == 403


@pytest.mark.parametrize("path", ["", "?status=pending", "/admin"])
def test_lists_run_a_constant_number_of_queries(owner_client, path):
    TestimonialFactory()
    ApprovedTestimonialFactory()
    two = count_queries(owner_client, URL + path)
    TestimonialFactory.create_batch(25)
    ApprovedTestimonialFactory.create_batch(25)

    assert count_queries(owner_client, URL + path) == two <= 3


# --- moderation ------------------------------------------------------------------------------


def test_owner_approves_and_publishes(owner_client, api_client):
    testimonial = TestimonialFactory()

    response = owner_client.post(f"{URL}/{testimonial.id}/approve")

    assert response.status_code == 200
    testimonial.refresh_from_db()
    assert testimonial.is_approved is True
    assert testimonial.published_at is not None
    assert [t["id"] for t in api_client.get(URL).json()] == [str(testimonial.id)]


def test_approving_twice_changes_nothing_and_sends_nothing(owner_client):
    testimonial = TestimonialFactory()
    owner_client.post(f"{URL}/{testimonial.id}/approve")
    testimonial.refresh_from_db()
    first_published = testimonial.published_at

    response = owner_client.post(f"{URL}/{testimonial.id}/approve")

    assert response.status_code == 200
    testimonial.refresh_from_db()
    assert testimonial.published_at == first_published
    assert mail.outbox == []


def test_an_under_13_testimonial_needs_a_consent_record_before_approval(owner_client):
    testimonial = TestimonialFactory(age_verification="under-13-with-consent")

    refused = owner_client.post(f"{URL}/{testimonial.id}/approve")
    Testimonial.objects.filter(id=testimonial.id).update(
        consent_verification="Signed form from parent, checked by phone on 3 May."
    )
    accepted = owner_client.post(f"{URL}/{testimonial.id}/approve")

    assert refused.status_code == 400
    assert "consentVerification" in refused.json()
    assert accepted.status_code == 200


def test_owner_deletes_a_testimonial_in_either_state(owner_client):
    pending = TestimonialFactory()
    approved = ApprovedTestimonialFactory()

    assert owner_client.delete(f"{URL}/{pending.id}").status_code == 204
    assert owner_client.delete(f"{URL}/{approved.id}").status_code == 204
    assert not Testimonial.objects.exists()


def test_only_the_owner_moderates(not_the_owner):
    client, status = not_the_owner
    testimonial = TestimonialFactory()

    assert client.post(f"{URL}/{testimonial.id}/approve").status_code == status
    assert client.delete(f"{URL}/{testimonial.id}").status_code == status
    testimonial.refresh_from_db()
    assert testimonial.is_approved is False


def test_approving_an_unknown_testimonial_is_404(owner_client):
    assert (
        owner_client.post(f"{URL}/00000000-0000-0000-0000-000000000000/approve").status_code == 404
    )
    assert owner_client.post(f"{URL}/not-a-uuid/approve").status_code == 404


# --- requests by e-mail ----------------------------------------------------------------------


def test_owner_sends_a_request_with_a_prefilled_link(owner_client, settings):
    settings.SITE_URL = "https://ada.example"
    SiteProfileFactory(name="Ada Example")

    response = owner_client.post(f"{URL}/request", VALID_REQUEST, format="json")

    assert response.status_code == 201
    assert response.json() == {
        "detail": "Your testimonial request has been sent via email.",
        "sent": True,
    }
    assert TestimonialRequest.objects.get().email == "rivera@club.example"
    sent = mail.outbox[0]
    assert sent.to == ["rivera@club.example"]
    assert sent.subject == "Ada Example would love a testimonial from you"
    html = sent.alternatives[0].content
    assert sent.alternatives[0].mimetype == "text/html"
    link = next(word for word in sent.body.split() if word.startswith("https://ada.example"))
    assert urlsplit(link).path == "/testimonials"
    # The signed, single-use link: it carries no name, role or address, only its token, and
    # the page prefills the form from GET /api/testimonials/invite (tests/testimonials/
    # test_trusted.py).
    (token,) = parse_qs(urlsplit(link).query)["invite"]
    assert set(parse_qs(urlsplit(link).query)) == {"invite"}
    assert "rivera" not in token.lower()
    assert link in html


def test_a_second_request_to_the_same_address_within_30_days_is_refused(owner_client):
    owner_client.post(f"{URL}/request", VALID_REQUEST, format="json")

    again = owner_client.post(
        f"{URL}/request", {**VALID_REQUEST, "email": "RIVERA@club.example"}, format="json"
    )

    assert again.status_code == 400
    assert again.json()["email"][0].startswith("A request was already sent to this address on ")
    assert TestimonialRequest.objects.count() == 1
    assert len(mail.outbox) == 1


def test_a_request_after_30_days_is_allowed(owner_client):
    old = TestimonialRequestFactory(email="rivera@club.example")
    TestimonialRequest.objects.filter(id=old.id).update(
        created_at=timezone.now() - timedelta(days=31)
    )

    assert owner_client.post(f"{URL}/request", VALID_REQUEST, format="json").status_code == 201


def test_a_failing_mail_server_keeps_the_request_to_send_later_and_says_so(owner_client):
    """Nothing is lost: the request is kept, not sent yet (tests/test_mail_failures.py sends it
    later through a real SMTP server)."""
    with mock.patch(
        "django.core.mail.EmailMultiAlternatives.send", side_effect=OSError("smtp down")
    ):
        response = owner_client.post(f"{URL}/request", VALID_REQUEST, format="json")

    assert response.status_code == 201
    assert response.json() == {
        "detail": "Your request is saved, but the e-mail could not be sent yet. "
        "Your site will try again automatically.",
        "sent": False,
    }
    assert TestimonialRequest.objects.get().email_sent_at is None


def test_only_the_owner_sends_requests(not_the_owner):
    client, status = not_the_owner

    assert client.post(f"{URL}/request", VALID_REQUEST, format="json").status_code == status
    assert mail.outbox == []


# --- retention -------------------------------------------------------------------------------


def _aged(factory, days: int):
    row = factory()
    then = timezone.now() - timedelta(days=days)
    type(row).objects.filter(id=row.id).update(created_at=then, updated_at=then)
    return row


def test_purge_deletes_unapproved_testimonials_past_90_days_only():
    kept_pending = _aged(TestimonialFactory, 89)
    _aged(TestimonialFactory, 91)
    kept_approved = _aged(ApprovedTestimonialFactory, 400)

    call_command("purge_expired", stdout=open("/dev/null", "w"))  # noqa: SIM115

    assert set(Testimonial.objects.values_list("id", flat=True)) == {
        kept_pending.id,
        kept_approved.id,
    }


def test_purge_deletes_requests_older_than_30_days():
    kept = _aged(TestimonialRequestFactory, 29)
    _aged(TestimonialRequestFactory, 31)

    call_command("purge_expired", stdout=open("/dev/null", "w"))  # noqa: SIM115

    assert list(TestimonialRequest.objects.values_list("id", flat=True)) == [kept.id]


def test_a_stale_token_does_not_stop_a_public_submission(api_client):
    api_client.credentials(HTTP_AUTHORIZATION="Bearer expired.or.forged.token")

    response = _post(api_client, VALID_TESTIMONIAL)

    assert response.status_code == 201
