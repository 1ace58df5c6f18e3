"""The page shell: the head a crawler sees without JavaScript, first data, and real 404s."""

import re

import pytest
from django.test import Client

from tests.core.factories import SiteProfileFactory
from tests.pages.html import initial_data, json_ld

pytestmark = pytest.mark.django_db


def test_home_page_sends_its_head_tags_in_the_html(client: Client):
    SiteProfileFactory(name="Ada Example")

    response = client.get("/")

    assert response.status_code == 200
    html = response.content.decode()
    assert "<title>Ada Example | Curious Mind. Global Learner. Future Changemaker.</title>" in html
    assert '<meta name="description" content="Ada Example: a UK student' in html
    assert '<link rel="canonical" href="http://testserver/">' in html
    assert '<meta property="og:title" content="Ada Example | Curious Mind.' in html
    assert '<meta property="og:url" content="http://testserver/">' in html
    assert '<meta property="og:type" content="website">' in html
    # Every page has a share picture (the site's card here): the large card.
    assert '<meta name="twitter:card" content="summary_large_image">' in html
    assert '<meta name="twitter:title" content="Ada Example | Curious Mind.' in html
    assert 'name="robots"' not in html


def test_every_page_carries_a_json_ld_person_from_the_site_profile(client: Client):
    SiteProfileFactory()

    person = json_ld(client.get("/").content.decode())[0]

    assert person == {
        "@context": "https://schema.org",
        "@type": "Person",
        "name": "Ada Example",
        "description": "Curious Mind. Global Learner. Future Changemaker.",
        "url": "http://testserver/",
        "email": "mailto:ada@example.com",
        "homeLocation": {"@type": "Place", "name": "United Kingdom"},
        "sameAs": [
            "https://x.com/ada",
            "https://instagram.com/ada",
            "https://linkedin.com/in/ada",
            "https://youtube.com/@ada",
        ],
    }


def test_profile_text_cannot_break_out_of_the_head(client: Client):
    SiteProfileFactory(name='Eve</script><script>alert(1)</script>"', tagline="x")

    html = client.get("/").content.decode()

    assert "<script>alert(1)" not in html
    assert json_ld(html)[0]["name"] == 'Eve</script><script>alert(1)</script>"'
    assert initial_data(html)["profile"]["name"] == 'Eve</script><script>alert(1)</script>"'


def test_page_embeds_the_site_profile_as_first_data(client: Client):
    SiteProfileFactory()

    data = initial_data(client.get("/").content.decode())

    assert data["page"] == "home"
    assert data["profile"]["name"] == "Ada Example"
    assert data["profile"]["socialLinks"]["professional"] == "https://linkedin.com/in/ada"


def test_pages_render_before_any_profile_exists(client: Client):
    response = client.get("/")

    assert response.status_code == 200
    assert json_ld(response.content.decode())[0]["@type"] == "Person"


def test_unknown_path_answers_404_with_the_shell(client: Client):
    response = client.get("/no/such/page")

    assert response.status_code == 404
    html = response.content.decode()
    assert "<title>404 Page Not Found | " in html
    assert "data-first-screen" in html.split('<div id="root">', 1)[1]
    # The whole 404 page, footer and all (apps/pages/first_screen.py): its largest paint.
    assert ">404 Page Not Found</h1>" in html.split('<div id="root">', 1)[1]
    assert "<footer " in html.split('<div id="root">', 1)[1]
    assert '<meta name="robots" content="noindex, nofollow">' in html
    assert initial_data(html)["page"] == "not-found"


@pytest.mark.parametrize("path", ["/admin", "/admin/login", "/admin/"])
def test_admin_pages_are_served_but_never_indexed(client: Client, path: str):
    response = client.get(path)

    assert response.status_code == 200
    assert '<meta name="robots" content="noindex, nofollow">' in response.content.decode()


def test_pages_refuse_writes(client: Client):
    assert client.post("/").status_code == 405


def test_unknown_api_path_is_a_json_404_not_the_shell(client: Client):
    response = client.get("/api/nothing-here")

    assert response.status_code == 404
    assert response.json() == {"detail": "Not found."}


def test_shell_loads_the_bundle_through_webpack_loader(client: Client):
    html = client.get("/").content.decode()

    # The fake loader used outside end-to-end tests renders a placeholder bundle path.
    assert re.search(r'<script src="[^"]+" defer', html)
