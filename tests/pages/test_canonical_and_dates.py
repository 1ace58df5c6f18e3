"""One address per page, and dates HTML accepts.

A row reached by its id and by its slug names the same canonical address (the slug's) in its
canonical link, og:url and JSON-LD; a missing row's tab says what the React page says; and every
date-time the API and the pages print has whole seconds, since HTML's <time datetime> allows at
most three fractional digits (the W3C checker refused six).
"""

import re
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from django.test import Client

from tests.blog.factories import BlogPostFactory
from tests.core.factories import SiteProfileFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.media.factories import MediaItemFactory
from tests.pages.html import canonical, initial_data, json_ld, meta
from tests.showcase.factories import MemeFactory, ProjectFactory
from tests.testimonials.factories import ApprovedTestimonialFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db

LONDON = ZoneInfo("Europe/London")
# HTML's valid global date and time string, as the pages use it.
HTML_DATETIME = re.compile(
    r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$"
)


ROWS = {
    "blog": lambda: BlogPostFactory(slug="why-the-sky-is-blue"),
    "gcse-journey": lambda: GcseJournalEntryFactory(slug="week-3-forces"),
    "travel": lambda: TravelStoryFactory(slug="tokyo-in-spring"),
    "projects": lambda: ProjectFactory(slug="daily-advice-hub"),
}


@pytest.mark.parametrize("section", list(ROWS))
def test_a_row_reached_by_id_names_its_slug_address(client: Client, section):
    row = ROWS[section]()
    slug_address = f"http://testserver/{section}/{row.slug}"

    for path in (f"/{section}/{row.slug}", f"/{section}/{row.id}"):
        html = client.get(path).content.decode()

        assert canonical(html) == slug_address, path
        assert meta(html, "property", "og:url") == slug_address, path
        articles = [block for block in json_ld(html) if block["@type"] != "Person"]
        for block in articles:
            assert block["url"] == slug_address, path
            assert block["mainEntityOfPage"] == slug_address, path


@pytest.mark.parametrize(
    ("path", "title"),
    [
        ("/blog/no-such-post", "Post Not Found"),
        ("/gcse-journey/no-such-entry", "Entry Not Found"),
        ("/travel/no-such-story", "Story Not Found"),
        ("/projects/no-such-project", "Project Not Found"),
        ("/no-such-page", "404 Page Not Found"),
    ],
)
def test_a_missing_page_is_titled_as_its_screen_says(client: Client, path, title):
    SiteProfileFactory(name="Ada Example")

    response = client.get(path)

    html = response.content.decode()
    assert response.status_code == 404
    assert f"<title>{title} | Ada Example</title>" in html
    assert meta(html, "name", "robots") == "noindex, nofollow"


def test_a_picture_stored_elsewhere_keeps_its_own_address_in_the_share_tags(client: Client):
    BlogPostFactory(slug="cdn-picture", image_url="https://cdn.example.org/blog/sky.webp")

    html = client.get("/blog/cdn-picture").content.decode()

    assert meta(html, "property", "og:image") == "https://cdn.example.org/blog/sky.webp"
    posting = next(block for block in json_ld(html) if block["@type"] == "BlogPosting")
    assert posting["image"] == "https://cdn.example.org/blog/sky.webp"


def test_pages_tell_the_app_the_site_address_its_canonical_links_start_with(client: Client):
    assert initial_data(client.get("/blog").content.decode())["siteUrl"] == "http://testserver"


# --- dates --------------------------------------------------------------------------------

WITH_MICROSECONDS = datetime(2025, 1, 4, 12, 30, 15, 123456, tzinfo=LONDON)


@pytest.mark.parametrize(
    ("path", "make"),
    [
        ("/api/blog-posts", lambda: BlogPostFactory(published_at=WITH_MICROSECONDS)),
        ("/api/travel-stories", TravelStoryFactory),
        ("/api/gcse-journal", GcseJournalEntryFactory),
        ("/api/media-items", MediaItemFactory),
        ("/api/memes", MemeFactory),
        ("/api/projects", ProjectFactory),
        ("/api/testimonials", ApprovedTestimonialFactory),
    ],
)
def test_the_api_writes_date_times_in_whole_seconds(client: Client, path, make):
    make()

    row = client.get(path).json()[0]

    stamps = {
        name: value
        for name, value in row.items()
        if isinstance(value, str) and re.match(r"\d{4}-\d\d-\d\dT", value)
    }
    assert stamps, row
    for name, value in stamps.items():
        assert HTML_DATETIME.match(value), (name, value)
        assert "." not in value, (name, value)


def test_the_blog_pages_print_valid_time_datetimes(client: Client):
    BlogPostFactory(slug="sky", published_at=WITH_MICROSECONDS)

    for path in ("/blog", "/blog/sky"):
        html = client.get(path).content.decode()
        datetimes = re.findall(r'<time datetime="([^"]*)"', html)

        assert datetimes == ["2025-01-04T12:30:15+00:00"], path
    posting = next(b for b in json_ld(client.get("/blog/sky").content.decode()) if "headline" in b)
    assert posting["datePublished"] == "2025-01-04T12:30:15+00:00"
