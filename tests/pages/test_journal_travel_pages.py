"""The GCSE journal and travel pages as the server sends them: heads and first data. Drafts
(journal) and unpublished stories (travel) never reach a visitor's HTML (their pages' 404s and
the sitemap: test_detail_pages.py)."""

from datetime import date

import pytest
from django.test import Client, override_settings

from tests.core.factories import SiteProfileFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.pages.html import (
    assert_detail_page,
    assert_list_page,
    canonical,
    initial_data,
    json_ld,
    meta,
)
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db


# --- GCSE journal --------------------------------------------------------------------------


@pytest.mark.parametrize("path", ["/gcse-journey", "/gcsejourney"])
def test_journal_list_embeds_published_entries_as_the_api_would(client: Client, path):
    SiteProfileFactory(name="Ada Example")
    older = GcseJournalEntryFactory(topic="Quadratic equations", study_date=date(2025, 1, 6))
    newer = GcseJournalEntryFactory(
        topic="Electromagnetism", subject="physics", study_date=date(2025, 2, 3)
    )
    GcseJournalEntryFactory(topic="Secret draft topic", content="Hidden notes", is_published=False)

    html, data = assert_list_page(
        client, path, "/api/gcse-journal", title="My GCSE Journal | Ada Example"
    )
    assert meta(html, "name", "description") == (
        "Ada Example&#x27;s GCSE study journal: weekly notes and progress across six subjects."
    )
    assert [e["id"] for e in data] == [str(newer.id), str(older.id)]
    assert "Secret draft topic" not in html
    assert "Hidden notes" not in html


def test_journal_alias_points_its_canonical_link_at_gcse_journey(client: Client):
    assert canonical(client.get("/gcsejourney").content.decode()) == (
        "http://testserver/gcse-journey"
    )
    assert canonical(client.get("/gcse-journey").content.decode()) == (
        "http://testserver/gcse-journey"
    )


def test_journal_entry_page_has_its_own_head_and_first_data(client: Client):
    SiteProfileFactory(name="Ada Example")
    entry = GcseJournalEntryFactory(
        slug="week-1-maths-quadratic-equations",
        week="Week 1",
        subject="maths",
        topic="Quadratic equations",
        content="Started the quadratics unit.\n\nCompleting the square finally clicked.",
        progress=85,
        study_date=date(2025, 1, 6),
    )

    html = assert_detail_page(
        client,
        "/gcse-journey/week-1-maths-quadratic-equations",
        "/api/gcse-journal/week-1-maths-quadratic-equations",
        entry,
        title="Quadratic equations: GCSE Mathematics | Ada Example",
        description="Started the quadratics unit. Completing the square finally clicked.",
    )
    assert meta(html, "property", "og:type") == "article"
    person, article = json_ld(html)
    assert person["@type"] == "Person"
    assert article["@type"] == "Article"
    assert article["headline"] == "Quadratic equations"
    assert article["datePublished"] == "2025-01-06"
    assert article["author"]["name"] == "Ada Example"


def test_journal_entry_is_reachable_by_id_too(client: Client):
    entry = GcseJournalEntryFactory()

    response = client.get(f"/gcse-journey/{entry.id}")

    assert response.status_code == 200
    assert initial_data(response.content.decode())["data"][f"/api/gcse-journal/{entry.id}"][
        "id"
    ] == (str(entry.id))


def test_long_journal_descriptions_are_cut_to_160_characters(client: Client):
    GcseJournalEntryFactory(slug="long", content="word " * 200)

    description = meta(client.get("/gcse-journey/long").content.decode(), "name", "description")

    assert 0 < len(description) <= 160


# --- Travel --------------------------------------------------------------------------------


def test_travel_list_embeds_published_stories_as_the_api_would(client: Client):
    SiteProfileFactory(name="Ada Example")
    tokyo = TravelStoryFactory(title="Tokyo nights", visit_date=date(2024, 4, 2))
    paris = TravelStoryFactory(
        title="Paris bread", country="France", city="Paris", visit_date=date(2023, 7, 1)
    )
    TravelStoryFactory(title="Unpublished trip", content="Secret trip notes", is_published=False)

    html, data = assert_list_page(
        client, "/travel", "/api/travel-stories", title="Travel Journey | Ada Example"
    )
    assert [s["id"] for s in data] == [str(tokyo.id), str(paris.id)]
    assert "Unpublished trip" not in html
    assert "Secret trip notes" not in html


def test_travel_story_page_has_its_own_head_image_and_first_data(client: Client):
    SiteProfileFactory(name="Ada Example")
    story = TravelStoryFactory(
        slug="neon-nights-in-tokyo",
        title="Neon Nights in Tokyo",
        country="Japan",
        city="Tokyo",
        content="Tokyo was calmer than I expected.\nThe trains run to the second.",
        image_url="/media/demo/travel-tokyo.webp",
    )

    html = assert_detail_page(
        client,
        "/travel/neon-nights-in-tokyo",
        "/api/travel-stories/neon-nights-in-tokyo",
        story,
        title="Neon Nights in Tokyo | Ada Example",
        description="Tokyo was calmer than I expected. The trains run to the second.",
    )
    assert meta(html, "property", "og:type") == "article"
    assert meta(html, "property", "og:image") == "http://testserver/media/demo/travel-tokyo.webp"
    assert meta(html, "name", "twitter:card") == "summary_large_image"
    person, article = json_ld(html)
    assert person["@type"] == "Person"
    assert article["@type"] == "Article"
    assert article["headline"] == "Neon Nights in Tokyo"
    assert article["contentLocation"] == {"@type": "Place", "name": "Tokyo, Japan"}
    assert article["image"] == "http://testserver/media/demo/travel-tokyo.webp"
    assert article["author"]["name"] == "Ada Example"


def test_travel_story_without_a_main_image_shares_its_first_gallery_photo(client: Client):
    TravelStoryFactory(slug="no-cover", image_url="", gallery=["/media/demo/first.webp"])

    html = client.get("/travel/no-cover").content.decode()

    assert meta(html, "property", "og:image") == "http://testserver/media/demo/first.webp"


@override_settings(API_PAGE_SIZE=2)
def test_first_data_is_the_apis_first_page(client: Client):
    GcseJournalEntryFactory.create_batch(3)
    TravelStoryFactory.create_batch(3)

    journal = initial_data(client.get("/gcse-journey").content.decode())["data"][
        "/api/gcse-journal"
    ]
    travel = initial_data(client.get("/travel").content.decode())["data"]["/api/travel-stories"]

    assert len(journal) == 2
    assert journal == client.get("/api/gcse-journal").json()
    assert len(travel) == 3  # whole: the map plots every story
    assert travel == client.get("/api/travel-stories").json()
