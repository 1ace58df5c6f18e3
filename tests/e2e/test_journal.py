"""The GCSE journal as a visitor uses it: search and subject tabs, one entry open at a time,
Share Progress, the /gcsejourney alias, the entry page and its 404, and a phone-sized screen."""

from datetime import date

import pytest
from playwright.sync_api import Page, expect

from apps.record.services import qualification_create
from tests.e2e.screen import assert_no_sideways_scroll
from tests.e2e.visiting import (
    expect_link_copied,
    expect_not_found,
    expect_page,
    follow,
    no_api_requests,
    open_from,
    without_a_share_sheet,
)
from tests.journal.factories import GcseJournalEntryFactory

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.rendering]

LONG_NOTES = (
    "Started the quadratics unit. I can factorise when a = 1 without thinking, but harder ones "
    "still take me a few tries. Completing the square finally clicked when I drew it as an "
    "actual square with a missing corner. Next: use the quadratic formula and check answers by "
    "substituting back in, then try the exam questions on the discriminant and on sketching "
    "parabolas from their turning points, which is where I lost most marks last time."
)


def _entries():
    """Three published entries (two maths, one physics) and a draft."""
    quadratics = GcseJournalEntryFactory(
        slug="week-1-maths-quadratic-equations",
        week="Week 1",
        subject="maths",
        topic="Quadratic equations",
        content=LONG_NOTES,
        progress=85,
        study_date=date(2025, 1, 6),
        links=[{"type": "other", "title": "Revision guide", "url": "https://example.org/guide"}],
        media_uploads=[{"type": "pdf", "title": "Worked examples"}],
    )
    magnets = GcseJournalEntryFactory(
        slug="week-2-physics-electromagnetism",
        week="Week 2",
        subject="physics",
        topic="Electromagnetism",
        content="Built an electromagnet with a nail and a coil of wire.",
        progress=70,
        study_date=date(2025, 1, 13),
    )
    ratios = GcseJournalEntryFactory(
        slug="week-3-maths-ratios",
        week="Week 3",
        subject="maths",
        topic="Ratios and proportion",
        content="Best-buy questions, and a MAGNETIC whiteboard full of recipes to scale.",
        progress=40,
        study_date=date(2025, 1, 20),
    )
    GcseJournalEntryFactory(
        slug="week-4-draft",
        topic="Unfinished draft topic",
        content="Not ready to share.",
        is_published=False,
    )
    return quadratics, magnets, ratios


def _cards(page: Page):
    return page.get_by_role("tabpanel").get_by_role("article")


def _search(page: Page):
    return page.get_by_role("searchbox", name="Search journal entries")


def test_journal_lists_published_entries_with_their_details(page: Page, live_server, page_errors):
    _entries()

    page.goto(live_server.url + "/gcse-journey")

    expect(page.get_by_role("heading", name="My GCSE Journal", level=1)).to_be_visible()
    expect(page).to_have_title("My GCSE Journal | Alex Morgan")
    expect(_cards(page)).to_have_count(3)
    # Newest study date first.
    expect(_cards(page).get_by_role("heading", level=2)).to_have_text(
        ["Ratios and proportion", "Electromagnetism", "Quadratic equations"]
    )
    card = _cards(page).filter(has_text="Quadratic equations")
    expect(card).to_contain_text("Mathematics")
    expect(card).to_contain_text("Week 1")
    expect(card).to_contain_text("January 6, 2025")
    expect(card).to_contain_text("85%")
    progress = card.get_by_role("progressbar", name="Progress")
    expect(progress).to_have_attribute("value", "85")
    expect(progress).to_have_attribute("max", "100")
    expect(card.get_by_role("button", name="Share Progress")).to_be_visible()
    expect(page.get_by_text("Unfinished draft topic")).to_have_count(0)
    assert page_errors == []


def test_subject_tabs_default_to_all_and_work_with_the_keyboard(
    page: Page, live_server, page_errors
):
    _entries()
    page.goto(live_server.url + "/gcse-journey")

    tabs = page.get_by_role("tab")
    expect(tabs).to_have_text(
        ["All", "Mathematics", "Physics", "Chemistry", "Biology", "English", "Economics"]
    )
    expect(page.get_by_role("tab", name="All")).to_have_attribute("aria-selected", "true")

    page.get_by_role("tab", name="All").focus()
    page.keyboard.press("ArrowRight")

    mathematics = page.get_by_role("tab", name="Mathematics")
    expect(mathematics).to_have_attribute("aria-selected", "true")
    expect(mathematics).to_be_focused()
    expect(_cards(page)).to_have_count(2)
    page.keyboard.press("End")
    expect(page.get_by_role("tab", name="Economics")).to_be_focused()
    assert page_errors == []


def test_search_and_subject_combine(page: Page, live_server, page_errors):
    _entries()
    page.goto(live_server.url + "/gcse-journey")

    # Case-insensitive, on topic ("Electromagnetism") and content ("MAGNETIC").
    _search(page).fill("magnet")
    expect(_cards(page)).to_have_count(2)
    expect(_cards(page).get_by_role("heading", level=2)).to_have_text(
        ["Ratios and proportion", "Electromagnetism"]
    )

    page.get_by_role("tab", name="Mathematics").click()
    expect(_cards(page)).to_have_count(1)
    expect(_cards(page).first).to_contain_text("Ratios and proportion")

    page.get_by_role("tab", name="Physics").click()
    expect(_cards(page)).to_have_count(1)
    expect(_cards(page).first).to_contain_text("Electromagnetism")

    _search(page).fill("")
    page.get_by_role("tab", name="Mathematics").click()
    expect(_cards(page)).to_have_count(2)
    page.get_by_role("tab", name="All").click()
    expect(_cards(page)).to_have_count(3)
    assert page_errors == []


def test_both_empty_states(page: Page, live_server, page_errors):
    _entries()
    page.goto(live_server.url + "/gcse-journey")

    _search(page).fill("photosynthesis")
    expect(page.get_by_role("heading", name="No entries found")).to_be_visible()
    expect(page.get_by_text("Try adjusting your search terms")).to_be_visible()
    expect(page.get_by_text("No journal entries for this subject yet")).to_have_count(0)

    _search(page).fill("   ")  # spaces are not a search
    page.get_by_role("tab", name="English").click()
    expect(page.get_by_role("heading", name="No entries found")).to_be_visible()
    expect(page.get_by_text("No journal entries for this subject yet")).to_be_visible()
    expect(page.get_by_text("Try adjusting your search terms")).to_have_count(0)
    assert page_errors == []


def test_one_entry_is_expanded_at_a_time(page: Page, live_server, page_errors):
    _entries()
    page.goto(live_server.url + "/gcse-journey")
    quadratics = _cards(page).filter(has_text="Quadratic equations")
    magnets = _cards(page).filter(has_text="Electromagnetism")
    notes = quadratics.get_by_text("Started the quadratics unit.")

    # Collapsed: clipped to two lines.
    assert notes.evaluate("el => getComputedStyle(el).webkitLineClamp") == "2"
    collapsed_height = notes.bounding_box()["height"]
    expect(quadratics.get_by_role("link", name="Revision guide")).to_have_count(0)

    quadratics.get_by_role("button", name="View More").click()

    toggle = quadratics.get_by_role("button", name="Show Less")
    expect(toggle).to_have_attribute("aria-expanded", "true")
    assert notes.evaluate("el => getComputedStyle(el).webkitLineClamp") == "none"
    assert notes.bounding_box()["height"] > collapsed_height
    expect(quadratics.get_by_role("link", name="Revision guide")).to_be_visible()
    expect(quadratics).to_contain_text("Worked examples")

    magnets.get_by_role("button", name="View More").click()

    expect(magnets.get_by_role("button", name="Show Less")).to_be_visible()
    expect(quadratics.get_by_role("button", name="View More")).to_have_attribute(
        "aria-expanded", "false"
    )
    expect(page.get_by_role("button", name="Show Less")).to_have_count(1)

    magnets.get_by_role("button", name="Show Less").click()
    expect(page.get_by_role("button", name="Show Less")).to_have_count(0)
    expect(page.get_by_role("button", name="View More")).to_have_count(3)
    assert page_errors == []


def test_share_progress_copies_the_entry_link(page: Page, live_server, page_errors):
    _entries()
    without_a_share_sheet(page, live_server.url)
    page.goto(live_server.url + "/gcse-journey")

    _cards(page).filter(has_text="Electromagnetism").get_by_role(
        "button", name="Share Progress"
    ).click()

    expect_link_copied(page, live_server.url + "/gcse-journey/week-2-physics-electromagnetism")
    assert page_errors == []


def test_share_progress_failure_is_only_logged(page: Page, live_server, page_errors):
    _entries()
    page.add_init_script(
        "delete Navigator.prototype.share;"
        "Object.defineProperty(navigator, 'clipboard', {value: {writeText: () =>"
        " Promise.reject(new Error('denied'))}});"
    )
    page.goto(live_server.url + "/gcse-journey")

    failed = "Sharing the journal entry failed"
    with page.expect_console_message(lambda m: m.type == "warning" and failed in m.text):
        _cards(page).first.get_by_role("button", name="Share Progress").click()

    # (the warning arrived: expect_console_message raises when it does not)
    expect(page.get_by_test_id("toast")).to_have_count(0)
    assert page_errors == []


def test_gcsejourney_is_the_same_screen(page: Page, live_server, page_errors):
    _entries()

    expect_page(page, live_server.url + "/gcsejourney", "My GCSE Journal")

    expect(_cards(page)).to_have_count(3)
    canonical = page.locator('link[rel="canonical"]')
    expect(canonical).to_have_attribute("href", "http://testserver/gcse-journey")
    _search(page).fill("ratios")
    expect(_cards(page)).to_have_count(1)
    assert page_errors == []


def test_the_subjects_are_the_record_s_once_it_has_any(page: Page, live_server, page_errors):
    """A student whose record holds other subjects (A levels, Computer Science) keeps one journal:
    its tabs and each entry's badge name the record's subjects, drawn with the page's first data."""
    qualification_create(subject="Computer Science", type="gcse", board="aqa")
    qualification_create(subject="Mathematics", type="gcse", board="aqa")
    GcseJournalEntryFactory(
        subject="computer-science", slug="binary", topic="Binary numbers", week="Week 3"
    )

    with no_api_requests(page):
        page.goto(live_server.url + "/gcse-journey")
        expect(page.get_by_role("tab")).to_have_text(["All", "Computer Science", "Mathematics"])
        expect(_cards(page)).to_have_count(1)
        expect(_cards(page).first).to_contain_text("Computer Science")
    page.get_by_role("tab", name="Computer Science").click()
    expect(_cards(page)).to_have_count(1)

    page.goto(live_server.url + "/gcse-journey/binary")
    expect(page.get_by_role("heading", name="Binary numbers", level=1)).to_be_visible()
    expect(page.get_by_text("Computer Science", exact=True)).to_be_visible()
    expect(page.get_by_text("computer-science", exact=True)).to_have_count(0)
    assert page_errors == []


def test_first_paint_needs_no_api_request(page: Page, live_server):
    _entries()

    with no_api_requests(page):
        page.goto(live_server.url + "/gcse-journey")
        expect(_cards(page)).to_have_count(3)
        page.goto(live_server.url + "/gcse-journey/week-1-maths-quadratic-equations")
        expect(page.get_by_role("heading", name="Quadratic equations", level=1)).to_be_visible()


def test_entry_page_shows_the_whole_entry(page: Page, live_server, page_errors):
    _entries()
    journal = live_server.url + "/gcse-journey"
    entry = journal + "/week-1-maths-quadratic-equations"

    open_from(page, journal, "Quadratic equations", entry, "Quadratic equations")

    expect(page).to_have_title("Quadratic equations: GCSE Mathematics | Alex Morgan")
    expect(page.get_by_text("Mathematics", exact=True)).to_be_visible()
    expect(page.get_by_text("Week 1", exact=True)).to_be_visible()
    expect(page.get_by_text("January 6, 2025")).to_be_visible()
    expect(page.get_by_role("progressbar", name="Progress")).to_have_attribute("value", "85")
    expect(page.get_by_text("which is where I lost most marks last time.")).to_be_visible()
    link = page.get_by_role("link", name="Revision guide")
    expect(link).to_have_attribute("href", "https://example.org/guide")
    expect(link).to_have_attribute("target", "_blank")
    expect(link).to_have_attribute("rel", "noopener noreferrer")
    expect(page.get_by_text("Worked examples")).to_be_visible()
    expect(page.get_by_role("button", name="Share Progress")).to_be_visible()

    page.get_by_role("link", name="Back to GCSE Journal").first.click()
    expect(page).to_have_url(live_server.url + "/gcse-journey")
    assert page_errors == []


@pytest.mark.parametrize("slug", ["no-such-entry", "week-4-draft"])
def test_missing_or_draft_entry_is_not_found_with_status_404(
    page: Page, live_server, page_errors, slug
):
    _entries()

    expect_not_found(page, f"{live_server.url}/gcse-journey/{slug}", "Entry Not Found")

    expect(page.get_by_text("The journal entry you're looking for doesn't exist.")).to_be_visible()
    expect(page.get_by_text("Unfinished draft topic")).to_have_count(0)
    follow(page, "Back to GCSE Journal", live_server.url + "/gcse-journey")
    expect(_cards(page)).to_have_count(3)
    assert page_errors == []


def test_journal_on_a_phone(phone_page: Page, live_server, page_errors):
    _entries()
    page = phone_page

    page.goto(live_server.url + "/gcse-journey")

    expect(_cards(page)).to_have_count(3)
    assert_no_sideways_scroll(page)
    # The tabs scroll sideways inside their own row; the last one is reachable.
    economics = page.get_by_role("tab", name="Economics")
    economics.click()
    expect(economics).to_have_attribute("aria-selected", "true")
    expect(page.get_by_text("No journal entries for this subject yet")).to_be_visible()
    page.get_by_role("tab", name="All").click()
    _cards(page).first.get_by_role("button", name="View More").click()
    expect(page.get_by_role("button", name="Show Less")).to_be_visible()
    assert_no_sideways_scroll(page)

    page.goto(live_server.url + "/gcse-journey/week-1-maths-quadratic-equations")
    expect(page.get_by_role("heading", name="Quadratic equations", level=1)).to_be_visible()
    assert_no_sideways_scroll(page)
    assert page_errors == []
