"""The static pages' heads as the server sends them: contact, testimonial form, privacy policy and
site map. They have no first data (the forms post; the texts are part of the bundle)."""

import html
import json
import re

import pytest
from django.test import Client

from tests.core.factories import SiteProfileFactory
from tests.pages.html import initial_data, sitemap_locations

pytestmark = pytest.mark.django_db

STATIC_PAGES = [
    (
        "/contact",
        "Get In Touch",
        "Send Ada Example a message about study, collaboration or publications; replies usually "
        "come within 24-48 hours.",
    ),
    (
        "/testimonials",
        "Share Your Experience",
        "Teachers, coaches, mentors and classmates: share your experience of working with "
        "Ada Example. Every testimonial is reviewed before it is published.",
    ),
    (
        "/privacy-policy",
        "Privacy Policy",
        "How Ada Example's portfolio collects, uses, protects and deletes information, following "
        "COPPA's rules on children's privacy.",
    ),
    (
        "/sitemap",
        "Site Map",
        "Every page of Ada Example's portfolio in one place, grouped into six categories.",
    ),
]


def _meta(page_html: str, attribute: str, name: str) -> str:
    match = re.search(rf'<meta {attribute}="{re.escape(name)}" content="([^"]*)">', page_html)
    assert match, f"no {name} meta tag"
    return html.unescape(match.group(1))


@pytest.mark.parametrize(("path", "title", "description"), STATIC_PAGES)
def test_static_page_sends_its_head_in_the_html(client: Client, path, title, description):
    SiteProfileFactory(name="Ada Example")

    response = client.get(path)

    page_html = response.content.decode()
    assert response.status_code == 200
    assert f"<title>{title} | Ada Example</title>" in page_html
    assert _meta(page_html, "name", "description") == description
    assert len(description) <= 160, "descriptions are cut at 160 characters"
    assert f'<link rel="canonical" href="http://testserver{path}">' in page_html
    assert _meta(page_html, "property", "og:title") == f"{title} | Ada Example"
    assert _meta(page_html, "property", "og:description") == description
    assert _meta(page_html, "property", "og:url") == f"http://testserver{path}"
    assert _meta(page_html, "property", "og:type") == "website"
    assert _meta(page_html, "name", "twitter:card") == "summary_large_image"  # the site card
    assert _meta(page_html, "name", "twitter:title") == f"{title} | Ada Example"
    assert 'name="robots"' not in page_html, "these pages are for search engines too"


@pytest.mark.parametrize("path", [p for p, _, _ in STATIC_PAGES])
def test_static_page_carries_the_person_and_no_rows(client: Client, path):
    SiteProfileFactory(name="Ada Example", email="ada@example.com")

    page_html = client.get(path).content.decode()

    blocks = re.findall(r'<script type="application/ld\+json">(.*?)</script>', page_html, re.S)
    person = json.loads(blocks[0])
    assert person["@type"] == "Person"
    assert person["name"] == "Ada Example"
    initial = initial_data(page_html)
    # No rows; the site map's overview shows the site's figures (none to count here).
    figures = dict.fromkeys(("articles", "progress", "certificates", "countries"))
    assert initial["data"] == ({"/api/site-figures": figures} if path == "/sitemap" else {})
    # The contact page and the privacy policy show the owner's address from the profile.
    assert initial["profile"]["email"] == "ada@example.com"
    assert initial["profile"]["location"] == "United Kingdom"


def test_static_pages_render_without_a_site_profile(client: Client):
    """A fresh deploy before seed_demo: the placeholder profile, never a 500."""
    for path, title, _ in STATIC_PAGES:
        response = client.get(path)
        assert response.status_code == 200
        assert f"<title>{title} | " in response.content.decode()


def test_testimonial_link_with_a_query_keeps_a_clean_canonical(client: Client):
    SiteProfileFactory()

    page_html = client.get("/testimonials?name=Mr+Jones&role=Coach").content.decode()

    assert '<link rel="canonical" href="http://testserver/testimonials">' in page_html
    assert "Mr Jones" not in page_html, "the visitor's name is never echoed into the HTML"


@pytest.mark.parametrize("path", ["/contact/", "/sitemap/"])
def test_a_trailing_slash_is_the_same_page_with_the_same_canonical(client: Client, path):
    response = client.get(path)

    assert response.status_code == 200
    canonical = f'<link rel="canonical" href="http://testserver{path.rstrip("/")}">'
    assert canonical in response.content.decode()


def test_static_pages_are_in_sitemap_xml(client: Client):
    locations = sitemap_locations(client)
    for path, _, _ in STATIC_PAGES:
        assert f"http://testserver{path}" in locations


def test_the_site_map_page_is_not_the_xml_sitemap(client: Client):
    page = client.get("/sitemap")
    xml = client.get("/sitemap.xml")

    assert page["Content-Type"].startswith("text/html")
    assert xml["Content-Type"].startswith("application/xml")
