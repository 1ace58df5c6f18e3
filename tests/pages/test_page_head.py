"""GET /page-head?path=...: the head of a page, for the app after an in-app navigation. It is
the very run of tags the page's own HTML carries (one template, one head_build), so the client
never builds a head: no title, description or Truncator logic is ported to TypeScript."""

import re
from pathlib import Path

import pytest
from django.test import Client

from apps.pages.routes import PAGES
from tests.blog.categorised import categorised
from tests.core.factories import SiteProfileFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.showcase.factories import ProjectFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db

FRONTEND = Path(__file__).resolve().parents[2] / "frontend" / "src"
HEAD_RUN = re.compile(r"<!--page-head-->(.*?)<!--/page-head-->", re.S)


def _sent_head(client: Client, address: str) -> tuple[str, int]:
    response = client.get(address)
    match = HEAD_RUN.search(response.content.decode())
    assert match, address
    return match.group(1), response.status_code


def _asked_head(client: Client, address: str) -> tuple[str, int]:
    response = client.get("/page-head", {"path": address})
    assert response["Content-Type"] == "application/json"
    assert response["X-Robots-Tag"] == "noindex"
    return response.json()["head"], response.status_code


@pytest.fixture
def addresses(db) -> list[str]:
    SiteProfileFactory()
    post = categorised(
        "Science",
        slug="why-the-sky-is-blue",
        excerpt="Rayleigh scattering, explained. " * 8,  # longer than 160 characters
    )
    entry = GcseJournalEntryFactory(is_published=True)
    story = TravelStoryFactory()
    project = ProjectFactory(featured=True, technologies=["Django", "React"])
    fixed = ["/" + page.path for page in PAGES if "(?P<" not in page.path]
    return [
        *fixed,
        f"/blog/{post.slug}",
        f"/blog/{post.id}",
        "/blog/category/science",
        f"/gcse-journey/{entry.slug}",
        f"/travel/{story.slug}",
        f"/projects/{project.id}",
        "/search?q=sky%20%20blue",
        "/search?q=" + "long+" * 40,
        "/blog/no-such-post",
        "/no/such/page",
        "/blog/",
    ]


def test_the_head_asked_for_is_the_head_the_page_sends(client: Client, addresses):
    for address in addresses:
        assert _asked_head(client, address) == _sent_head(client, address), address


def test_a_missing_row_has_the_head_of_its_not_found_screen(client: Client, addresses):
    head, status = _asked_head(client, "/blog/no-such-post")

    assert status == 404
    assert "<title>Post Not Found | Ada Example</title>" in head
    assert '<meta name="robots" content="noindex, nofollow">' in head


def test_a_category_spelt_another_way_has_the_head_of_the_page_it_redirects_to(
    client: Client, addresses
):
    head, status = _asked_head(client, "/blog/category/Science")

    assert status == 200
    assert '<link rel="canonical" href="http://testserver/blog/category/science">' in head


def test_a_search_head_runs_no_search_and_is_not_kept(
    client: Client, addresses, django_assert_num_queries
):
    with django_assert_num_queries(1):  # the site profile, for the title's name
        response = client.get("/page-head", {"path": "/search?q=tides"})

    assert "<title>Search: tides | Ada Example</title>" in response.json()["head"]
    assert response["Cache-Control"] == "no-store"


@pytest.mark.parametrize(
    "path",
    ["", "blog", "//evil.example/x", "https://evil.example/", "/blog/%00", "/\n", "/" + "a" * 3000],
)
def test_a_path_that_is_no_address_of_the_site_is_a_clear_400(client: Client, path):
    response = client.get("/page-head", {"path": path})

    assert response.status_code == 400
    assert response.json()["detail"].startswith("path:")


def test_only_reads_are_answered(client: Client):
    assert client.post("/page-head?path=/blog").status_code == 405


def test_the_client_builds_no_head_of_its_own():
    """Nothing of the server's head is ported: no table of titles, no Truncator."""
    sources = [
        p
        for p in FRONTEND.rglob("*.ts*")
        if "api-types" not in p.name and "api-schemas" not in p.name
    ]
    ported = re.compile(r"Truncator|truncateChars|PAGE_HEADS|headTags\(|og:description")
    assert [str(p) for p in sources if ported.search(p.read_text())] == []
