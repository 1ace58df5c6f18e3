"""The CV in a browser: a visitor opens /cv and reads the sections in the order the owner
chose, with the achieved grade marked public and nothing private; printed, the page is the CV
alone (no header, navigation or footer)."""

import io
import re
from datetime import date
from pathlib import Path

import pypdf
import pytest
from playwright.sync_api import Page, expect

from apps.cv.models import SECTIONS
from apps.cv.services import cv_settings_update
from tests.core.factories import SiteProfileFactory
from tests.e2e.admin import expect_toast, open_tab
from tests.e2e.conftest import APP_HAS_STARTED
from tests.record.factories import gcse_maths, grade, log_entry
from tests.showcase.factories import AchievementFactory, ProjectFactory

pytestmark = pytest.mark.django_db(transaction=True)

ORDER = ["projects", "activities", "education", "awards", "appearances"]


@pytest.fixture
def cv(db):
    SiteProfileFactory(name="Ada Example")
    maths = gcse_maths(series="June 2027")
    grade(maths, "target", "8")
    grade(maths, "mock", "6", date=date(2026, 11, 20))
    grade(maths, "predicted", "7")
    grade(maths, "achieved", "9", date=date(2027, 8, 20), is_public=True)
    AchievementFactory(title="Gold in the Junior Maths Challenge")
    ProjectFactory(title="Revision Buddy")
    log_entry(title="Beach clean-up", kind="volunteering", is_published=True)
    cv_settings_update(sections=[{"key": key, "shown": key != "appearances"} for key in ORDER])


def test_a_visitor_reads_the_sections_in_the_owner_s_order(page: Page, live_server, cv):
    page.goto(live_server.url + "/cv")
    page.wait_for_function(APP_HAS_STARTED)
    page.wait_for_function("() => !document.querySelector('[data-first-screen]')")

    main = page.get_by_role("main")
    expect(main.get_by_role("heading", level=1)).to_have_text("Ada Example")
    expect(main.get_by_role("heading", level=2)).to_have_text(
        [SECTIONS[key] for key in ORDER if key != "appearances"]
    )
    education = main.get_by_role("region", name=SECTIONS["education"])
    expect(education.get_by_role("heading", name="Mathematics")).to_be_visible()
    expect(education.get_by_text("Grade 9")).to_be_visible()
    for private in ("Grade 8", "Grade 7", "Grade 6"):
        expect(main.get_by_text(private)).to_have_count(0)
    # the contact form's address is the one way to reach the owner: no e-mail link
    expect(main.get_by_role("link", name="/contact")).to_have_attribute(
        "href", re.compile("/contact$")
    )
    expect(main.locator("a[href^='mailto:']")).to_have_count(0)

    href = main.get_by_role("link", name="Download PDF").get_attribute("href")
    pdf = page.request.get(live_server.url + href)
    assert pdf.ok
    assert pdf.headers["content-type"] == "application/pdf"


def test_printed_the_page_is_the_cv_alone(page: Page, live_server, cv):
    page.goto(live_server.url + "/cv")
    page.wait_for_function(APP_HAS_STARTED)
    page.wait_for_function("() => !document.querySelector('[data-first-screen]')")
    banner = page.get_by_role("banner").first
    expect(banner).to_be_visible()

    page.emulate_media(media="print")

    expect(page.locator("#root > div > header")).to_be_hidden()
    expect(page.get_by_role("navigation")).to_have_count(0)
    expect(page.locator("#root > div > footer")).to_be_hidden()
    expect(page.get_by_role("link", name="Download PDF")).to_be_hidden()
    expect(page.get_by_role("heading", level=1)).to_have_text("Ada Example")
    expect(page.get_by_role("heading", name="Mathematics")).to_be_visible()
    # A4 with the CV's own margins, the CV starting at the top of the sheet
    assert page.evaluate("() => document.querySelector('#main').getBoundingClientRect().top") < 5

    page.emulate_media(media="screen")
    expect(banner).to_be_visible()


def test_the_owner_orders_the_cv_in_the_panel_and_downloads_a_private_pdf(
    owner_page: Page, live_server, cv, browser
):
    """Signed in, the Record tab's CV section: hide a section, move another first, save; a
    visitor's /cv follows. Then the private PDF with an address the owner types."""
    page = owner_page
    open_tab(page, live_server, "record", "Record")
    section = page.get_by_role("region", name="CV")
    order = section.get_by_role("list", name="CV sections")
    expect(order.get_by_role("listitem")).to_have_text([SECTIONS[key] for key in ORDER])

    order.get_by_role("checkbox", name=SECTIONS["appearances"]).check()
    order.get_by_role("checkbox", name=SECTIONS["projects"]).uncheck()
    order.get_by_role("button", name=f"Move {SECTIONS['education']} up").click()
    order.get_by_role("button", name=f"Move {SECTIONS['education']} up").click()
    section.get_by_role("button", name="Save sections").click()
    expect_toast(page, "Success", "The CV's sections are saved.")

    visitor = browser.new_context().new_page()
    visitor.goto(live_server.url + "/cv")
    expect(visitor.get_by_role("main").get_by_role("heading", level=2)).to_have_text(
        [SECTIONS["education"], SECTIONS["activities"], SECTIONS["awards"]]
    )  # the media section is shown but has no published row: it is left out
    visitor.context.close()

    section.get_by_label("E-mail address to add").fill("not-an-address")
    section.get_by_role("button", name="Download private PDF").click()
    expect(section.get_by_role("alert")).to_have_text("Enter a valid email address")
    section.get_by_label("E-mail address to add").fill("ada.cv@example.org")
    with page.expect_download() as download:
        section.get_by_role("button", name="Download private PDF").click()
    body = Path(download.value.path()).read_bytes()
    assert body.startswith(b"%PDF")
    text = "".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(body)).pages)
    assert "ada.cv@example.org" in text
