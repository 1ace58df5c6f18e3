"""The admin GCSE Journey editor, as the owner uses it: add, edit, publish, unpublish and
delete journal entries, with the study-date rules and the specification's toasts."""

import datetime
import json

import pytest
from playwright.sync_api import Page, Route, expect
from rest_framework.test import APIClient

from apps.journal.models import GcseJournalEntry
from tests.e2e.admin import expect_messages, expect_toast, open_tab, unexpected
from tests.e2e.watching import posts_sent
from tests.journal.factories import GcseJournalEntryFactory

pytestmark = pytest.mark.django_db(transaction=True)

# What each field says when the form is sent without it.
REQUIRED = {
    "Week": "Week is required",
    "Subject": "Subject is required",
    "Topic": "Topic is required",
    "Content": "Content is required",
    "Study date": "Study date is required",
    "Progress (%)": "Progress must be a whole number between 0 and 100",
}


def open_journal_tab(page: Page, live_server) -> None:
    open_tab(page, live_server, "gcse", "Add Journal Entry")


def fill_entry(
    page: Page, *, week="Week 3", subject="Physics", topic="Waves", content="Notes."
) -> None:
    page.get_by_label("Week", exact=True).fill(week)
    page.get_by_label("Subject", exact=True).select_option(label=subject)
    page.get_by_label("Topic", exact=True).fill(topic)
    page.get_by_label("Content", exact=True).fill(content)


def public_topics() -> list[str]:
    return [entry["topic"] for entry in APIClient().get("/api/gcse-journal").json()]


def subject_count(page: Page, subject: str):
    return (
        page.get_by_role("region", name="Entries per subject")
        .get_by_role("listitem")
        .filter(has_text=subject)
    )


def test_an_empty_journal_counts_zero_for_every_subject(owner_page: Page, live_server, page_errors):
    """(Its empty list's words: tests/e2e/test_editor_contract.py.)"""
    open_journal_tab(owner_page, live_server)

    for subject in ("Mathematics", "Physics", "Chemistry", "Biology", "English", "Economics"):
        expect(subject_count(owner_page, subject)).to_contain_text("0")
    assert page_errors == []


def test_owner_adds_a_published_entry(owner_page: Page, live_server, page_errors):
    page = owner_page
    GcseJournalEntryFactory(subject="maths")
    open_journal_tab(page, live_server)
    expect(subject_count(page, "Physics")).to_contain_text("0 entries")
    fill_entry(
        page, topic="Wave speed", content="v = f x wavelength.\nPractical with a ripple tank."
    )
    expect(page.get_by_label("Study date")).to_have_value(datetime.date.today().isoformat())
    page.get_by_label("Progress (%)").fill("40")
    published = page.get_by_label("Published (visitors can read it)")
    expect(published).not_to_be_checked()
    published.check()

    page.get_by_role("button", name="Add Entry").click()

    expect_toast(page, "Success", "GCSE journal entry created successfully!")
    row = page.get_by_role("listitem").filter(has_text="Wave speed")
    expect(row).to_contain_text("Published")
    expect(row).to_contain_text("Physics · Week 3")
    expect(row).to_contain_text("40%")
    expect(subject_count(page, "Physics")).to_contain_text("1 entry")
    expect(page.get_by_label("Topic", exact=True)).to_have_value("")
    entry = GcseJournalEntry.objects.get(topic="Wave speed")
    assert (entry.subject, entry.week, entry.progress, entry.is_published) == (
        "physics",
        "Week 3",
        40,
        True,
    )
    assert entry.study_date == datetime.date.today()
    assert "Wave speed" in public_topics()
    assert page_errors == []


def test_validation_messages(owner_page: Page, live_server, page_errors):
    page = owner_page
    posts = posts_sent(page)
    open_journal_tab(page, live_server)
    page.get_by_label("Study date").fill("")
    page.get_by_label("Progress (%)").fill("")

    page.get_by_role("button", name="Add Entry").click()

    expect_messages(page, REQUIRED.values())

    progress = page.get_by_label("Progress (%)")
    for value in ("101", "-1"):
        progress.fill(value)
        expect(page.get_by_text("Progress must be between 0 and 100", exact=True)).to_be_visible()
    assert posts == []
    assert page_errors == []


def test_study_date_rules(owner_page: Page, live_server, page_errors):
    page = owner_page
    open_journal_tab(page, live_server)
    fill_entry(page, topic="Dated")
    study_date = page.get_by_label("Study date")
    today = datetime.date.today()
    expect(study_date).to_have_attribute("max", today.isoformat())
    expect(study_date).to_have_attribute("min", "1900-01-01")

    study_date.fill((today + datetime.timedelta(days=1)).isoformat())
    page.get_by_role("button", name="Add Entry").click()
    expect(page.get_by_text("Study date cannot be in the future", exact=True)).to_be_visible()

    study_date.fill("1899-12-31")  # once the form has been tried, messages follow the typing
    expect(page.get_by_text("Study date cannot be before 1900-01-01", exact=True)).to_be_visible()

    study_date.fill("1900-01-01")
    expect(page.locator("#field-studyDate-error")).to_have_count(0)
    page.get_by_role("button", name="Add Entry").click()
    expect_toast(page, "Success", "GCSE journal entry created successfully!")
    assert GcseJournalEntry.objects.get().study_date == datetime.date(1900, 1, 1)
    assert page_errors == []


def test_server_refusal_is_shown_on_its_field(owner_page: Page, live_server, page_errors):
    """The browser's clock and the server's can disagree about today: the server's word wins
    and its message lands on the study date."""
    page = owner_page

    def from_the_future(route: Route) -> None:
        if route.request.method != "POST":
            route.continue_()
            return
        body = json.loads(route.request.post_data)
        body["studyDate"] = "2999-01-01"
        route.continue_(post_data=json.dumps(body))

    page.route("**/api/gcse-journal", from_the_future)
    open_journal_tab(page, live_server)
    fill_entry(page, topic="Clock skew")

    page.get_by_role("button", name="Add Entry").click()

    expect_toast(
        page, "Failed to create entry. Please try again.", "Study date cannot be in the future"
    )
    expect(page.locator("#field-studyDate-error")).to_have_text(
        "Study date cannot be in the future"
    )
    expect(page.get_by_label("Study date")).to_have_attribute("aria-invalid", "true")
    expect(page.get_by_label("Topic", exact=True)).to_have_value("Clock skew")
    assert not GcseJournalEntry.objects.exists()
    assert unexpected(page_errors, "400: " + live_server.url + "/api/gcse-journal") == []
