"""The owner exports everything held about one e-mail address from Django admin."""

import json

import pytest
from django.contrib.auth.models import Permission
from django.test import Client

from tests.accounts.factories import OWNER_PASSWORD, UserFactory
from tests.contact.factories import ContactMessageFactory
from tests.testimonials.factories import TestimonialFactory, TestimonialRequestFactory
from tests.visits.factories import views_of

pytestmark = pytest.mark.django_db

URL = "/django-admin/privacy/export/"


def test_export_holds_every_row_for_that_address_and_no_other(owner_browser):
    ContactMessageFactory(email="Parent@Example.com", message="First message here.")
    ContactMessageFactory(email="parent@example.com", message="Second message here.")
    ContactMessageFactory(email="someone.else@example.com")
    TestimonialRequestFactory(email="parent@example.com")

    response = owner_browser.post(URL, {"email": "parent@example.com"})

    assert response.status_code == 200
    assert response["Content-Disposition"] == 'attachment; filename="personal-data.json"'
    data = json.loads(response.content)
    assert [m["message"] for m in data["contactMessages"]] == [
        "First message here.",
        "Second message here.",
    ]
    assert len(data["testimonialRequests"]) == 1
    assert "someone.else@example.com" not in response.content.decode()


def test_a_verified_testimonial_is_exported_with_the_request_it_answers(owner_browser):
    """A testimonial sent through a request's link is linked to the request's address (until
    the purge erases the address), so the export for that address holds it."""
    request = TestimonialRequestFactory(email="coach@example.com")
    TestimonialRequestFactory(email="coach@example.com")  # not answered
    TestimonialFactory(name="Coach Lee", content="Words about the season.", request=request)

    data = json.loads(owner_browser.post(URL, {"email": "coach@example.com"}).content)

    answered, unanswered = sorted(
        data["testimonialRequests"], key=lambda r: r["testimonial"] is None
    )
    assert answered["id"] == str(request.id)
    assert (answered["testimonial"]["name"], answered["testimonial"]["content"]) == (
        "Coach Lee",
        "Words about the season.",
    )
    assert unanswered["testimonial"] is None


def test_page_views_hold_nothing_to_export_and_the_export_says_so(owner_browser):
    views_of("/contact", 3)  # the day the parent wrote, perhaps: still nobody's

    data = json.loads(owner_browser.post(URL, {"email": "parent@example.com"}).content)

    assert set(data) == {"email", "exportedAt", "contactMessages", "testimonialRequests", "note"}
    assert "Page views are kept only as daily totals" in data["note"]


def test_the_form_is_linked_from_the_admin_index(owner_browser):
    assert URL.encode() in owner_browser.get("/django-admin/").content
    assert owner_browser.get(URL).status_code == 200


def test_an_invalid_address_shows_the_form_again(owner_browser):
    response = owner_browser.post(URL, {"email": "not-an-address"})

    assert response.status_code == 200
    assert b"Enter a valid email address" in response.content


def test_visitors_are_sent_to_the_admin_sign_in(client):
    response = client.post(URL, {"email": "parent@example.com"})

    assert response.status_code == 302
    assert "/django-admin/login/" in response["Location"]


def _staff_browser(*, with_export_permission: bool) -> Client:
    """A Django-admin account that is staff but not the owner (not a superuser)."""
    staff = UserFactory(username="helper", is_staff=True, is_superuser=False)
    if with_export_permission:
        staff.user_permissions.add(
            Permission.objects.get(
                content_type__app_label="contact", codename="export_personal_data"
            )
        )
    client = Client()
    assert client.login(username="helper", password=OWNER_PASSWORD)
    return client


def test_a_staff_account_without_the_permission_gets_403_and_no_data():
    ContactMessageFactory(email="parent@example.com", message="Please keep this private.")
    TestimonialRequestFactory(email="parent@example.com")
    staff = _staff_browser(with_export_permission=False)

    posted = staff.post(URL, {"email": "parent@example.com"})
    shown = staff.get(URL)

    assert posted.status_code == 403
    assert shown.status_code == 403
    assert b"Please keep this private." not in posted.content
    assert "Content-Disposition" not in posted
    # ...and the admin index does not offer it a link it cannot use.
    index = staff.get("/django-admin/")
    assert index.status_code == 200
    assert URL.encode() not in index.content


def test_a_staff_account_given_the_export_permission_gets_the_export():
    ContactMessageFactory(email="parent@example.com", message="First message here.")
    staff = _staff_browser(with_export_permission=True)

    response = staff.post(URL, {"email": "parent@example.com"})

    assert response.status_code == 200
    assert response["Content-Disposition"] == 'attachment; filename="personal-data.json"'
    assert [m["message"] for m in json.loads(response.content)["contactMessages"]] == [
        "First message here."
    ]
    assert URL.encode() in staff.get("/django-admin/").content


def test_the_owner_needs_no_explicit_permission(owner_browser):
    ContactMessageFactory(email="parent@example.com")

    response = owner_browser.post(URL, {"email": "parent@example.com"})

    assert response.status_code == 200
    assert len(json.loads(response.content)["contactMessages"]) == 1
