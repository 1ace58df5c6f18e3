"""Pseudonym mode (issue 16): with the mode on, no byte the site sends a visitor names the owner
in full (pages, their head and first data, the API, the feeds, the sitemap, robots.txt, the 404
page, the e-mails to referees), and the pseudonym stands where the name stood.

Every public output reads the name through apps/core/public_profile.py. The test reads the site
twice: first with the mode off, which proves the full name really is in those bytes (so the test
would fail if the mode did nothing), then with the mode switched on through the owner's panel
API, which also proves no kept page or API answer outlives the switch."""

import json
import re
from email.utils import parseaddr
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from django.core import mail
from django.core.cache import cache
from django.core.management import call_command
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from apps.blog.categories import category_slug
from apps.blog.models import BlogPost
from apps.core.models import SiteProfile
from apps.core.public_profile import UNNAMED, public_name, public_profile, site_from_email
from apps.pages.routes import PAGES
from tests.blog.categorised import categorised
from tests.core.factories import SiteProfileFactory
from tests.pages.html import initial_data, json_ld, meta, sitemap_pages, sitemap_text
from tests.testimonials.factories import (
    VALID_REQUEST,
    VALID_TESTIMONIAL,
    ApprovedTestimonialFactory,
)

pytestmark = pytest.mark.django_db

FULL_NAME = "Ada Quillfeather"
SHORT_NAME = "Adaquill"  # her short name for the header: often part of the full name
PSEUDONYM = "A. Q."
# Any of these in a response is a leak (compared without regard to case).
REVEALING = (FULL_NAME, "Quillfeather", SHORT_NAME)
OPENAPI_JSON = "application/vnd.oai.openapi+json"


def _name_the_owner(owner) -> None:
    SiteProfile.objects.filter(pk=1).update(
        name=FULL_NAME, display_name=SHORT_NAME, email="hello@example.com"
    )
    # The owner's account may carry her name too (it names the author of a post's revisions).
    owner.first_name, owner.last_name = "Ada", "Quillfeather"
    owner.save()


@pytest.fixture
def demo_site(owner) -> None:
    """The demo content, a testimonial, and a profile naming the owner in full."""
    call_command("seed_demo", stdout=open("/dev/null", "w"))  # noqa: SIM115
    ApprovedTestimonialFactory()
    _name_the_owner(owner)


@pytest.fixture
def site(owner) -> None:
    """A profile naming the owner in full and one published post (quicker than the demo)."""
    SiteProfileFactory()
    categorised("Science", is_published=True)
    _name_the_owner(owner)


def _bytes(response) -> str:
    headers = "\n".join(f"{key}: {value}" for key, value in response.items())
    return headers + "\n" + response.content.decode()


def _leaks(text: str) -> list[str]:
    return [word for word in REVEALING if word.lower() in text.lower()]


def _public_api_reads(client: APIClient) -> list[str]:
    """Every GET the visitor's OpenAPI document lists, a detail at every id and slug its list
    answers, and each blog category."""
    document = json.loads(client.get("/api/schema", HTTP_ACCEPT=OPENAPI_JSON).content)
    paths = [p for p, operations in document["paths"].items() if "get" in operations]
    assert len(paths) >= 15, paths
    reads = ["/api/search?q=GCSE", "/api/search?q=science"]
    for path in paths:
        if "{" not in path:
            reads.append(path)
            continue
        collection = path.split("{")[0]
        if collection.startswith("/api/blog-categories/"):
            slugs = {category_slug(c) for post in BlogPost.objects.all() for c in post.categories}
            reads += [path.replace("{slug}", slug) for slug in sorted(slugs)]
            continue
        listed = client.get(collection).json()
        rows = listed["results"] if isinstance(listed, dict) else listed
        reads += [path.replace("{id}", str(row["id"])) for row in rows]
        reads += [path.replace("{id}", row["slug"]) for row in rows if row.get("slug")]
    return reads


def _public_reads(client: Client, api: APIClient) -> list[str]:
    pages = [page.url() for page in PAGES if "(?P<" not in page.path]
    sitemap = sitemap_text(client)
    details = [urlsplit(loc).path for loc in re.findall(r"<loc>([^<]+)</loc>", sitemap)]
    categories = [p for p in details if p.startswith("/blog/category/")]
    assert len(details) > len(pages), "the demo has detail pages"
    assert categories, "the demo has category pages"
    return [
        *pages,
        *details,
        "/search?q=GCSE",
        *(f"{p}/feed.xml" for p in categories),
        "/blog/feed.xml",
        "/sitemap.xml",
        *(urlsplit(page).path for page in sitemap_pages(client)),
        "/robots.txt",
        "/no-such-page",
        "/blog/no-such-post",
        "/api/no-such-endpoint",
        *_public_api_reads(api),
    ]


def _read_all(urls: list[str]) -> dict[str, str]:
    client = Client()
    answers = {}
    for url in dict.fromkeys(urls):
        response = client.get(url)
        assert response.status_code < 500, (url, response.status_code)
        answers[url] = _bytes(response)
    return answers


def test_with_pseudonym_mode_on_no_public_byte_names_the_owner(demo_site, owner_client):
    urls = _public_reads(Client(), APIClient())
    before = _read_all(urls)
    named = [url for url, text in before.items() if FULL_NAME in text]
    # The name really is in these bytes while the mode is off: every page's title, the feeds.
    for url in ("/", "/blog", "/privacy-policy", "/no-such-page", "/blog/feed.xml"):
        assert url in named, url

    response = owner_client.patch(
        "/api/admin/profile", {"pseudonymMode": True, "pseudonym": PSEUDONYM}, format="json"
    )
    assert response.status_code == 200, response.content
    assert response.json()["name"] == FULL_NAME  # the owner's own view keeps her name

    after = _read_all(urls)
    leaks = {url: _leaks(text) for url, text in after.items() if _leaks(text)}
    assert leaks == {}
    missing = [url for url in named if PSEUDONYM not in after[url]]
    assert missing == [], "the pseudonym stands where the name stood"


def test_every_name_on_a_page_is_the_pseudonym(site, client):
    profile = SiteProfile.objects.get()
    profile.pseudonym_mode, profile.pseudonym = True, PSEUDONYM
    profile.save()
    post = BlogPost.objects.filter(is_published=True).first()

    home = client.get("/").content.decode()
    article = client.get(post.get_absolute_url()).content.decode()
    feed = client.get("/blog/feed.xml").content.decode()
    missing = client.get("/no-such-page").content.decode()  # drawn whole, footer included

    assert f"<title>{PSEUDONYM} | " in home
    assert meta(home, "property", "og:site_name") == PSEUDONYM
    assert meta(article, "name", "twitter:title").endswith(f"| {PSEUDONYM}")
    first = initial_data(home)["profile"]
    assert (first["name"], first["displayName"]) == (PSEUDONYM, PSEUDONYM)
    person = next(b for b in json_ld(home) if b["@type"] == "Person")
    assert person["name"] == PSEUDONYM
    posting = next(b for b in json_ld(article) if b["@type"] == "BlogPosting")
    assert posting["author"]["name"] == PSEUDONYM
    assert f"{PSEUDONYM}. All rights reserved." in missing  # the footer's copyright line
    assert f"<title>{PSEUDONYM}: My Blogs</title>" in feed
    assert re.search(rf"<dc:creator[^>]*>{re.escape(PSEUDONYM)}</dc:creator>", feed)  # author
    assert not _leaks(home + article + feed + missing)


def test_the_feeds_author_costs_no_query_per_post(site, client):
    def queries(path: str) -> int:
        with CaptureQueriesContext(connection) as captured:
            assert client.get(path).status_code == 200
        return len(captured)

    one = queries("/blog/feed.xml")
    for _ in range(4):
        categorised("Science", is_published=True)
    cache.clear()
    assert queries("/blog/feed.xml") == one


def test_the_emails_to_referees_and_every_from_name_use_the_pseudonym(
    site, owner_client, settings, django_capture_on_commit_callbacks
):
    settings.DEFAULT_FROM_EMAIL = f"{FULL_NAME} <no-reply@student.example>"
    settings.OWNER_EMAIL = "owner@example.com"
    owner_client.patch(
        "/api/admin/profile", {"pseudonymMode": True, "pseudonym": PSEUDONYM}, format="json"
    )

    sent = owner_client.post("/api/testimonials/request", VALID_REQUEST, format="json")
    with django_capture_on_commit_callbacks(execute=True):
        APIClient().post(
            "/api/contact",
            {
                "name": "Ms Patel",
                "email": "patel@school.example",
                "subject": "Science fair",
                "message": "Would you present your project at our science fair?",
                "ageVerification": "over-13",
                "consent": True,
                "coppaCompliant": True,
            },
            format="json",
        )

    assert sent.status_code == 201, sent.content
    request, notification = mail.outbox
    # The referee answers through the e-mail's link and is sent a confirmation.
    link = next(word for word in request.body.split() if "/testimonials?" in word)
    invite = parse_qs(urlsplit(link).query)["invite"][0]
    answer = {**VALID_TESTIMONIAL, "name": "Mr Rivera", "role": "Mentor", "invite": invite}
    assert APIClient().post("/api/testimonials", answer, format="json").status_code == 201
    confirmation = mail.outbox[2]
    assert confirmation.to == [VALID_REQUEST["email"]]
    assert confirmation.subject == f"Your testimonial for {PSEUDONYM}"
    assert parseaddr(confirmation.from_email) == (PSEUDONYM, "no-reply@student.example")
    assert request.to == [VALID_REQUEST["email"]]
    assert parseaddr(request.from_email) == (PSEUDONYM, "no-reply@student.example")
    assert request.subject == f"{PSEUDONYM} would love a testimonial from you"
    html = request.alternatives[0][0]
    assert PSEUDONYM in request.body
    assert PSEUDONYM in html
    assert parseaddr(notification.from_email) == (PSEUDONYM, "no-reply@student.example")
    for email in mail.outbox:
        alternatives = "".join(content for content, _ in getattr(email, "alternatives", []))
        whole = email.message().as_string() + email.body + alternatives
        assert not _leaks(whole), email.subject


def test_the_from_name_is_the_full_name_while_the_mode_is_off(site, settings):
    settings.DEFAULT_FROM_EMAIL = "Portfolio <no-reply@student.example>"
    assert site_from_email() == f"{FULL_NAME} <no-reply@student.example>"
    settings.DEFAULT_FROM_EMAIL = "no-reply@student.example"
    assert site_from_email() == f"{FULL_NAME} <no-reply@student.example>"


def test_the_public_profile_fails_closed_and_carries_no_protection():
    profile = SiteProfile(
        name=FULL_NAME,
        display_name=SHORT_NAME,
        pseudonym_mode=True,
        pseudonym="  ",
        sensitive_words=["Quillfeather"],
        guardian_email="parent@example.com",
    )
    # A blank pseudonym (refused by the model's clean, but a row written another way may hold
    # one) never lets the full name through.
    assert public_name(profile) == UNNAMED
    shown = public_profile(profile)
    assert (shown.name, shown.display_name) == (UNNAMED, UNNAMED)
    assert not hasattr(shown, "sensitive_words")
    assert not hasattr(shown, "guardian_email")

    profile.pseudonym_mode = False
    assert public_profile(profile).display_name == SHORT_NAME
    assert public_name(profile) == FULL_NAME


def test_no_code_reads_the_name_or_the_from_address_past_the_public_profile():
    """A new e-mail or page cannot bypass the rule: the From address and the owner's name are
    read only through apps/core/public_profile.py (the owner's own profile API aside)."""
    apps = Path(__file__).resolve().parents[2] / "apps"
    bypasses = [
        f"{path.relative_to(apps)}: {pattern}"
        for path in apps.rglob("*.py")
        if path.name != "public_profile.py" and "migrations" not in path.parts
        for pattern in ("DEFAULT_FROM_EMAIL", "site_profile_get().name")
        if pattern in path.read_text()
    ]
    assert bypasses == []
