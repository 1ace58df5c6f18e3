"""The site search (apps/search/selectors.py), on whichever database the suite runs on: the
same tests pass on SQLite (FTS5) and on PostgreSQL (full-text search)."""

from datetime import timedelta
from unittest import mock

import pytest
from django.contrib.auth.models import AnonymousUser
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from apps.blog.services import post_update
from apps.journal.services import entry_delete
from apps.search.selectors import MAX_RESULTS, search, search_terms
from tests.blog.factories import BlogPostFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.showcase.factories import ProjectFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db

VISITOR = AnonymousUser()


def titles(query: str, viewer=VISITOR) -> list[str]:
    return [result.title for result in search(query=query, viewer=viewer)]


def post(title: str, body: str = "Nothing in particular.", **fields):
    return BlogPostFactory(
        title=title,
        content=f"<p>{body}</p>",
        excerpt=fields.pop("excerpt", "An excerpt."),
        **fields,
    )


# --- finding -----------------------------------------------------------------------------


def test_revising_finds_revision_and_the_other_forms_of_the_word():
    post("Planning the summer", "My revision timetable, hour by hour.")
    post("Unrelated", "Nothing about that here.")

    for query in ("revising", "revision", "revised", "REVISE"):
        assert titles(query) == ["Planning the summer"], query


def test_a_title_match_outranks_a_body_match():
    # The body match is the newer post, so the order is the rank's, not the date's.
    post("Volcanoes of Iceland", "Lava and ash.", published_at=timezone.now() - timedelta(days=9))
    post("A trip to the museum", "We saw a model volcano erupt.")

    assert titles("volcano") == ["Volcanoes of Iceland", "A trip to the museum"]


def test_an_excerpt_match_outranks_a_body_match():
    post("One", "Photosynthesis in detail.", excerpt="Leaves and light.")
    post(
        "Two",
        "Leaves again.",
        excerpt="All about photosynthesis.",
        published_at=timezone.now() - timedelta(days=3),
    )

    assert titles("photosynthesis") == ["Two", "One"]


def test_matches_in_the_body_only_come_newest_first_however_often_the_word_is_there():
    now = timezone.now()
    post("Older", "Tides, tides and more tides.", published_at=now - timedelta(days=5))
    post("Newest", "The tides came in.", published_at=now - timedelta(days=1))
    post("Middle", "Tides twice: tides.", published_at=now - timedelta(days=3))

    assert titles("tides") == ["Newest", "Middle", "Older"]


def test_every_word_must_match_in_any_field():
    post("Tides", "The moon pulls the ocean.")
    post("Moon landing", "Apollo 11.")

    assert titles("moon ocean") == ["Tides"]
    assert titles("moon apollo") == ["Moon landing"]


def test_the_last_word_also_matches_as_a_prefix_while_it_is_typed():
    post("Revision notes", "Flashcards.")

    assert titles("revi") == ["Revision notes"]
    assert titles("flashc") == ["Revision notes"]
    # Only the last word: a finished word in the middle is matched whole.
    assert titles("flashc notes") == []


def test_every_kind_of_content_is_found_with_its_type_and_page():
    BlogPostFactory(title="Ocean blog", slug="ocean-blog")
    GcseJournalEntryFactory(topic="Ocean currents", slug="ocean-currents", subject="physics")
    TravelStoryFactory(title="Ocean view", slug="ocean-view", visit_date="2024-04-01")
    ProjectFactory(title="Ocean cleanup", slug="ocean-cleanup", start_date="2023-09-01")

    found = {
        r.title: (r.kind, r.type, r.url, r.date) for r in search(query="ocean", viewer=VISITOR)
    }

    assert found["Ocean blog"][:3] == ("blog", "Blog post", "/blog/ocean-blog")
    assert found["Ocean currents"][:3] == (
        "journal",
        "GCSE journal",
        "/gcse-journey/ocean-currents",
    )
    assert found["Ocean view"] == (
        "travel",
        "Travel story",
        "/travel/ocean-view",
        timezone.datetime(2024, 4, 1).date(),
    )
    assert found["Ocean cleanup"] == (
        "project",
        "Project",
        "/projects/ocean-cleanup",
        timezone.datetime(2023, 9, 1).date(),
    )


def test_what_a_row_is_found_by_beyond_its_text():
    BlogPostFactory(title="A post", categories=["Astronomy"])
    GcseJournalEntryFactory(topic="Moles", subject="chemistry", week="Week 7")
    TravelStoryFactory(title="A story", city="Kyoto", country="Japan", highlights=["Fushimi Inari"])
    ProjectFactory(title="A project", technologies=["Django"], features=["Spaced repetition"])

    assert titles("astronomy") == ["A post"]
    assert titles("chemistry") == ["Moles"]
    assert titles("kyoto") == titles("inari") == ["A story"]
    assert titles("django") == titles("repetition") == ["A project"]


@pytest.mark.parametrize("query", ["gaudi", "Gaudí", "GAUDI", "gaud", "sagrada familia"])
def test_accents_are_folded_in_the_text_and_the_query(query):
    TravelStoryFactory(
        title="Gaudí's Barcelona",
        content="The Sagrada Família, unfinished since 1882, and the Café de l'Òpera.",
    )
    post("Café society", "An essay on café culture.")

    assert "Gaudí's Barcelona" in titles(query)


@pytest.mark.parametrize(
    ("query", "found"), [("cafe", "Café society"), ("opera", "Gaudí's Barcelona")]
)
def test_an_unaccented_word_finds_the_accented_one_in_any_field(query, found):
    TravelStoryFactory(title="Gaudí's Barcelona", content="The Café de l'Òpera on La Rambla.")
    post("Café society", "An essay.")

    assert found in titles(query)


def test_a_folded_match_is_highlighted_as_written():
    filler = "We walked on along the seafront for a long while. " * 40
    post("Notes", f"{filler}Then past the Casa Batlló by Antoni Gaudí in the rain.", excerpt="")

    [result] = search(query="gaudi", viewer=VISITOR)

    assert "<mark>Gaudí</mark>" in result.snippet


def test_a_word_in_angle_brackets_is_a_word():
    # PostgreSQL's parser would take "<canvas>" for a tag and leave it out of the index.
    post("Drawing on a <canvas>", "The &lt;svg&gt; element scales.")

    assert titles("canvas") == titles("svg") == ["Drawing on a <canvas>"]


def test_results_are_bounded():
    for n in range(MAX_RESULTS + 5):
        post(f"Glacier {n}")

    assert len(search(query="glacier", viewer=VISITOR)) == MAX_RESULTS


# --- highlighting -------------------------------------------------------------------------


def test_the_snippet_marks_the_matched_words_and_escapes_everything_else():
    post("Tides", "Tom &amp; Jerry's &lt;b&gt;ocean&lt;/b&gt; <em>tides</em> study.")

    [result] = search(query="tides", viewer=VISITOR)

    assert "<mark>tides</mark>" in result.snippet
    assert "Tom &amp; Jerry&#x27;s &lt;b&gt;ocean&lt;/b&gt;" in result.snippet
    assert "<em>" not in result.snippet
    # The only markup is <mark>.
    assert result.snippet.replace("<mark>", "").replace("</mark>", "").count("<") == 0


def test_a_match_deep_in_a_long_text_is_shown_where_it_is():
    filler = "Plain words about nothing much. " * 400  # about 13,000 characters
    post("Long read", f"{filler} The narwhal tusk is a tooth. {filler}")

    [result] = search(query="narwhals", viewer=VISITOR)

    assert "<mark>narwhal</mark> tusk is a tooth." in result.snippet


def test_a_title_with_markup_is_text():
    post("<script>alert(1)</script> Rivers", "Meanders.")

    [result] = search(query="rivers", viewer=VISITOR)

    # Text, as stored: whoever shows it escapes it (the API as JSON, the page's template).
    assert result.title == "<script>alert(1)</script> Rivers"
    assert "<script" not in result.snippet


def test_the_snippet_is_the_excerpt_when_only_the_title_matches():
    post("Volcanoes", "Nothing here.", excerpt="A short & sweet introduction.")

    [result] = search(query="volcanoes", viewer=VISITOR)

    assert result.snippet == "A short &amp; sweet introduction."


# --- who finds what -----------------------------------------------------------------------

HIDDEN = [
    pytest.param(
        lambda: BlogPostFactory(title="Hidden zebra", is_published=False), id="draft post"
    ),
    pytest.param(
        lambda: BlogPostFactory(
            title="Hidden zebra", published_at=timezone.now() + timedelta(hours=1)
        ),
        id="scheduled post",
    ),
    pytest.param(
        lambda: BlogPostFactory(title="Hidden zebra", deleted_at=timezone.now()), id="deleted post"
    ),
    pytest.param(
        lambda: GcseJournalEntryFactory(topic="Hidden zebra", is_published=False), id="draft entry"
    ),
    pytest.param(
        lambda: TravelStoryFactory(title="Hidden zebra", is_published=False), id="hidden story"
    ),
    pytest.param(
        lambda: ProjectFactory(title="Hidden zebra", is_published=False), id="hidden project"
    ),
]


@pytest.mark.parametrize("make", HIDDEN)
def test_a_visitor_never_finds_what_they_may_not_see(make, visitor):
    make()
    BlogPostFactory(title="Visible zebra")

    assert titles("zebra", viewer=visitor) == ["Visible zebra"]
    assert titles("hidden", viewer=visitor) == []


def test_the_owner_finds_drafts_too(owner):
    BlogPostFactory(title="Draft zebra", is_published=False)

    assert titles("zebra", viewer=owner) == ["Draft zebra"]


def test_unpublishing_hides_a_post_at_once_and_publishing_shows_it_again():
    row = BlogPostFactory(title="Walrus facts")
    assert titles("walrus") == ["Walrus facts"]

    post_update(instance=row, data={"is_published": False})
    assert titles("walrus") == []

    post_update(instance=row, data={"is_published": True})
    assert titles("walrus") == ["Walrus facts"]


def test_a_scheduled_post_is_found_by_itself_once_it_is_due():
    due = timezone.now() + timedelta(minutes=5)
    BlogPostFactory(title="Scheduled narwhal", published_at=due)
    assert titles("narwhal") == []

    later = due + timedelta(seconds=1)
    with mock.patch("apps.blog.selectors.timezone.now", return_value=later):
        assert titles("narwhal") == ["Scheduled narwhal"]


def test_scheduling_a_published_post_hides_it_at_once():
    row = BlogPostFactory(title="Early otter")
    row.published_at = timezone.now() + timedelta(days=1)
    row.save()

    assert titles("otter") == []


# --- the index follows the rows -----------------------------------------------------------


def test_the_index_follows_a_change_of_text():
    row = BlogPostFactory(title="Old title", content="<p>Kelp forests.</p>")
    row.title = "New heading"
    row.content = row.content_html = "<p>Coral reefs.</p>"
    row.save()

    assert titles("old") == titles("kelp") == []
    assert titles("heading") == titles("coral") == ["New heading"]


def test_the_index_forgets_a_deleted_row():
    entry = GcseJournalEntryFactory(topic="Enzymes")
    story = TravelStoryFactory(title="Lisbon trams")
    assert titles("enzymes") == ["Enzymes"]

    entry_delete(instance=entry)
    story.delete()

    assert titles("enzymes") == titles("trams") == []


def test_a_row_saved_without_its_text_keeps_its_document():
    project = ProjectFactory(title="Book swap")
    with CaptureQueriesContext(connection) as saved:
        project.sort_order = 3
        project.save(update_fields=["sort_order"])

    assert len(saved.captured_queries) == 1  # the row's own UPDATE, nothing for the index
    assert titles("swap") == ["Book swap"]


# --- any query, never an error ------------------------------------------------------------

FULL_WIDTH_ZEBRA = "\uff5a\uff45\uff42\uff52\uff41"  # what a Japanese keyboard may type

HOSTILE = [
    "",
    "   ",
    "!!!",
    '"',
    '"""',
    "'",
    "*",
    "-",
    "^",
    ":",
    "()",
    "AND",
    "OR NOT",
    "NEAR",
    "NEAR(zebra giraffe, 2)",
    '"zebra',
    "zebra*",
    "-zebra",
    "title:zebra",
    "{title}: zebra",
    "zebra:*",
    "zebra & !giraffe | (x <-> y)",
    "'; DROP TABLE search_document; --",
    "%_\\",
    "x" * 1000,
    "zebra " * 200,
    "a" * 41 + " " + "b" * 5000,
    "🙂🦓",
    "zebra\x00",
    "\x00",
    "\x02zebra\x03",
    FULL_WIDTH_ZEBRA,
    "ﬁsh",  # a ligature
    "Ωμέγα 数学",
]


@pytest.mark.parametrize("query", HOSTILE)
def test_any_query_answers_with_one_query_at_most_and_no_error(query):
    BlogPostFactory(title="Zebra crossing", content="<p>Giraffe and zebra.</p>")

    with CaptureQueriesContext(connection) as ctx:
        results = search(query=query, viewer=VISITOR)

    assert isinstance(results, list)
    assert len(ctx.captured_queries) <= 1


@pytest.mark.parametrize(
    "query", ['"zebra"', "zebra*", "-zebra", "zebra!!!", "(zebra)", FULL_WIDTH_ZEBRA]
)
def test_operators_and_quotes_are_only_punctuation(query):
    BlogPostFactory(title="Zebra crossing")

    assert titles(query) == ["Zebra crossing"]


def test_the_query_is_cut_into_a_few_short_terms():
    assert search_terms("Revising, the \u2018NEAR\u2019 quotes \u2014 100% done!") == [
        "revising",
        "the",
        "near",
        "quotes",
        "100",
        "done",
    ]
    assert search_terms("a b c d e f g h i j") == list("abcdefgh")
    assert search_terms("x" * 1000) == ["x" * 40]
    assert search_terms("snake_case AND snake") == ["snake", "case", "and"]
    assert search_terms("🙂 \x00 ***") == []


def test_the_number_of_queries_does_not_grow_with_the_results():
    post("Comet one")
    with CaptureQueriesContext(connection) as one:
        assert len(search(query="comet", viewer=VISITOR)) == 1
    for n in range(24):
        post(f"Comet {n}")
        GcseJournalEntryFactory(topic=f"Comet {n}")
    with CaptureQueriesContext(connection) as many:
        assert len(search(query="comet", viewer=VISITOR)) == MAX_RESULTS

    assert len(one.captured_queries) == len(many.captured_queries) == 1
