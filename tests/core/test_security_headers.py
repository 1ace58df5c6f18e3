"""Every kind of response carries the security headers (DESIGN.md section 9, issue 7)."""

from unittest import mock

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.test import Client

pytestmark = pytest.mark.django_db

CSP_PARTS = (
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
)


def assert_security_headers(response) -> None:
    csp = response["Content-Security-Policy"]
    for part in CSP_PARTS:
        assert part in csp, (part, csp)
    assert "unsafe-inline" not in csp
    assert "unsafe-eval" not in csp
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Referrer-Policy"]
    assert response["Cross-Origin-Opener-Policy"] == "same-origin"
    # No other site's page may embed or fetch the site's answers (issue 25): pages, the API,
    # static files and pictures alike.
    assert response["Cross-Origin-Resource-Policy"] == "same-origin"
    permissions = response["Permissions-Policy"]
    for feature in ("camera=()", "microphone=()", "geolocation=()"):
        assert feature in permissions


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/", 200),
        ("/no-such-page", 404),
        ("/api/blog-posts", 200),
        ("/api/admin/verify", 401),
        ("/api/nothing", 404),
        ("/healthz", 200),
        ("/robots.txt", 200),
        ("/sitemap.xml", 200),
        ("/django-admin/login/", 200),
    ],
)
def test_pages_api_and_errors_carry_the_headers(client: Client, path, status):
    response = client.get(path)

    assert response.status_code == status
    assert_security_headers(response)


def test_a_500_page_carries_the_headers_and_no_traceback():
    client = Client(raise_request_exception=False)
    with mock.patch("apps.pages.views.site_profile_public", side_effect=RuntimeError("boom")):
        response = client.get("/")

    assert response.status_code == 500
    assert b"Traceback" not in response.content
    assert b"Something went wrong" in response.content
    assert_security_headers(response)


def test_uploaded_media_is_sandboxed(client: Client):
    default_storage.save("gallery/probe.webp", ContentFile(b"RIFF....WEBP"))

    response = client.get("/media/gallery/probe.webp")

    assert response.status_code == 200
    assert_security_headers(response)
    assert "sandbox" in response["Content-Security-Policy"]


def test_missing_media_is_404_with_the_headers(client: Client):
    response = client.get("/media/gallery/nothing-here.webp")

    assert response.status_code == 404
    assert_security_headers(response)


def test_static_files_carry_the_headers(settings):
    settings.WHITENOISE_USE_FINDERS = True
    settings.WHITENOISE_AUTOREFRESH = True

    response = Client().get("/static/favicon.svg")

    assert response.status_code == 200
    assert_security_headers(response)


@pytest.mark.parametrize("policy", ["same-site", "cross-origin"])
def test_media_can_be_opened_to_the_site_s_cdn(client: Client, settings, policy):
    """A CDN on another host of the site (media.example.org for www.example.org) needs
    same-site on the pictures only: MEDIA_CROSS_ORIGIN_RESOURCE_POLICY says so."""
    settings.MEDIA_CROSS_ORIGIN_RESOURCE_POLICY = policy
    default_storage.save("gallery/cdn.webp", ContentFile(b"RIFF....WEBP"))

    picture = client.get("/media/gallery/cdn.webp")
    page = client.get("/")

    assert picture.status_code == 200
    assert picture["Cross-Origin-Resource-Policy"] == policy
    assert page["Cross-Origin-Resource-Policy"] == "same-origin"
