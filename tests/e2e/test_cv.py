"""The CV in a browser: a visitor opens /cv and reads the sections in the order the owner
chose, with the achieved grade marked public and nothing private; printed, the page is the CV
alone (no header, navigation or footer)."""

import re
from datetime import date

import pytest
from playwright.sync_api import Page, expect

from apps.cv.models import SECTIONS
from apps.cv.services import cv_settings_update
from tests.core.factories import SiteProfileFactory
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
