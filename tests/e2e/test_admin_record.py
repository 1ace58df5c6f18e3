"""The Record tab as the owner uses it (issue 27): signed out at /admin, the owner signs in,
opens the Record tab, adds GCSE Mathematics (AQA, Higher) with its target 8, mocks 6
(November) and 7 (March) and predicted 8, and the dashboard's chart shows them; a grade off
the GCSE scale is refused with the server's message on the field. Then, as a visitor, none of
those private grades is anywhere: not on a public page, in a feed, the sitemap, a search, the
record's API or the log's."""

import io
import json
import re
from datetime import date
from xml.etree import ElementTree

import pypdf
import pytest
from playwright.sync_api import Browser, Page, expect

from apps.blog.services import post_create
from apps.record.models import Grade, LogEntry, Qualification
from tests.e2e.admin import expect_toast, sign_in, unexpected
from tests.e2e.conftest import PageErrors, _new_page
from tests.e2e.screen import assert_no_sideways_scroll
from tests.e2e.test_admin_sign_in_paths import expect_panel, sign_in_on_login_page
from tests.e2e.test_every_route import AXE, AXE_SERIOUS, one_row_of_every_kind
from tests.record.factories import gcse_maths, grade, log_entry
from tests.showcase.factories import AchievementFactory

pytestmark = pytest.mark.django_db(transaction=True)

GCSE_SCALE_MESSAGE = "Grade must be one of 9, 8, 7, 6, 5, 4, 3, 2, 1 or U for a GCSE"
NOVEMBER = "2025-11-14"
MARCH = "2026-03-12"
PRIVATE = {"6", "7", "8"}
# A grade in words, as a page would write one: "Target 8", "Mock: 6", "Mathematics 7".
GRADE_IN_WORDS = re.compile(
    r"\b(target|mocks?|predicted|achieved|mathematics)\b\W{0,3}(grade\W{0,3})?[678]\b", re.I
)


def add_qualification(page: Page) -> None:
    form = page.get_by_role("form", name="Add Qualification")
    form.get_by_label("Subject").fill("Mathematics")
    form.get_by_label("Type").select_option(label="GCSE")
    form.get_by_label("Exam board").select_option(label="AQA")
    form.get_by_label("Tier").select_option(label="Higher")
    form.get_by_label("Exam series").fill("June 2027")
    form.get_by_role("button", name="Add Qualification").click()
    expect_toast(page, "Success", "Qualification added successfully!")
    listed = page.get_by_role("listitem").filter(has_text="Mathematics")
    expect(listed).to_contain_text("GCSE · AQA")
    expect(listed).to_contain_text("Higher")


def add_grade(page: Page, kind: str, value: str, date: str = "") -> None:
    form = page.get_by_role("form", name="Add a grade")
    form.get_by_label("Kind").select_option(label=kind)
    form.get_by_label("Grade", exact=True).fill(value)
    form.get_by_label("Date").fill(date)
    form.get_by_role("button", name="Add Grade").click()
    expect_toast(page, "Success", "Grade added successfully!")
    expect(form.get_by_label("Grade", exact=True)).to_have_value("")


def grade_rows(page: Page):
    return page.get_by_role("table", name="Grades of Mathematics").get_by_test_id("grade-row")


def test_the_owner_records_private_grades_the_dashboard_charts_and_no_visitor_sees(
    page: Page, live_server, owner, browser: Browser, page_errors
):
    routes = one_row_of_every_kind()
    # A post in a category named like the subject: its category page and feed are walked too.
    post_create(
        title="Revising quadratics",
        excerpt="How I revise.",
        content="Little and often.",
        categories=["Mathematics"],
        is_published=True,
    )
    routes.append("/blog/category/mathematics")
    page.goto(f"{live_server.url}/admin")
    expect(page).to_have_url(re.compile(r"/admin/login"))
    sign_in_on_login_page(page)
    expect_panel(page, live_server)

    page.get_by_role("tab", name="Record").click()
    expect(page).to_have_url(f"{live_server.url}/admin?tab=record")
    expect(page.get_by_role("heading", name="Add Qualification")).to_be_visible()
    add_qualification(page)
    expect(page.get_by_role("heading", name="Grades", exact=True)).to_be_visible()

    # Off the scale: the server's message, on the field, and nothing stored.
    form = page.get_by_role("form", name="Add a grade")
    form.get_by_label("Kind").select_option(label="Target")
    form.get_by_label("Grade", exact=True).fill("10")
    form.get_by_role("button", name="Add Grade").click()
    expect(form.get_by_text(GCSE_SCALE_MESSAGE, exact=True)).to_be_visible()
    expect(form.get_by_label("Grade", exact=True)).to_have_attribute("aria-invalid", "true")
    assert Grade.objects.count() == 0

    form.get_by_label("Grade", exact=True).fill("8")
    form.get_by_role("button", name="Add Grade").click()
    expect_toast(page, "Success", "Grade added successfully!")
    expect(grade_rows(page)).to_have_count(1)
    add_grade(page, "Mock", "6", NOVEMBER)
    add_grade(page, "Mock", "7", MARCH)
    add_grade(page, "Predicted", "8")
    rows = grade_rows(page)
    expect(rows).to_have_count(4)
    expect(rows.nth(0)).to_contain_text("Target")
    expect(rows.nth(1)).to_contain_text("November 14, 2025")
    expect(rows.nth(2)).to_contain_text("March 12, 2026")
    for index in range(4):
        expect(rows.nth(index).get_by_role("switch")).to_have_attribute("aria-checked", "false")

    maths = Qualification.objects.get()
    assert (maths.subject, maths.type, maths.board, maths.tier) == (
        "Mathematics",
        "gcse",
        "aqa",
        "higher",
    )
    stored = sorted((g.kind, g.value, str(g.date or ""), g.is_public) for g in maths.grades.all())
    assert stored == [
        ("mock", "6", NOVEMBER, False),
        ("mock", "7", MARCH, False),
        ("predicted", "8", "", False),
        ("target", "8", "", False),
    ]

    # The dashboard's chart of Mathematics: the target's line, both mocks, the predicted grade.
    page.get_by_role("tab", name="Dashboard").click()
    chart = page.get_by_test_id("grade-chart").filter(has_text="GCSE Mathematics")
    expect(chart).to_be_visible()
    picture = chart.get_by_role("img", name="GCSE Mathematics: grades over time")
    expect(picture).to_be_visible()
    expect(chart.locator("[data-kind=target]")).to_have_attribute("data-value", "8")
    expect(chart.locator("[data-kind=mock]")).to_have_count(2)
    assert chart.locator("[data-kind=mock]").evaluate_all(
        "(marks) => marks.map((m) => m.dataset.value)"
    ) == ["6", "7"]
    expect(chart.locator("[data-kind=predicted]")).to_have_attribute("data-value", "8")
    words = "GCSE Mathematics: target 8; mocks 6 (November 2025), 7 (March 2026); predicted 8."
    expect(chart.get_by_test_id("grade-chart-text")).to_have_text(words)
    mocks = chart.locator("[data-kind=mock]")
    november_y = float(mocks.nth(0).get_attribute("cy"))
    march_y = float(mocks.nth(1).get_attribute("cy"))
    assert march_y < november_y  # the 7 drawn above the 6
    assert unexpected(page_errors, "/api/admin/record/grades") == []

    # A visitor: nothing of the private grades anywhere.
    visitor_errors = PageErrors()
    visitor = _new_page(browser, {"width": 1280, "height": 800}, visitor_errors)
    try:
        # Every answer of the API the pages read, kept as it passes (a body is gone once the
        # page navigates away).
        bodies: list[tuple[str, str]] = []

        def keep(route):
            answer = route.fetch()
            bodies.append((route.request.url, answer.text()))
            route.fulfill(response=answer)

        visitor.route(re.compile(r"/api/"), keep)
        for path in routes:
            opened = visitor.goto(live_server.url + path)
            assert opened.status == (404 if path == "/no-such-page" else 200), path
            visitor.wait_for_load_state("networkidle")
            text = visitor.locator("body").inner_text()
            assert not GRADE_IN_WORDS.search(text), (path, GRADE_IN_WORDS.search(text))
            html = visitor.content()
            assert not GRADE_IN_WORDS.search(re.sub(r"<[^>]+>", " ", html)), path
        assert bodies  # the pages did read the API
        for url, body in bodies:
            assert not _has_private_grade(body), url
        visitor.unroute(re.compile(r"/api/"))

        request = visitor.context.request
        record = request.get(f"{live_server.url}/api/record")
        assert record.ok
        assert record.json() == []
        log = request.get(f"{live_server.url}/api/log-entries")
        assert log.ok
        assert not _has_private_grade(log.text())
        search = request.get(f"{live_server.url}/api/search?q=Mathematics")
        assert search.ok
        assert not _has_private_grade(search.text())
        assert not GRADE_IN_WORDS.search(search.text())
        for feed in ("/feed.xml", "/blog/feed.xml"):
            answer = request.get(live_server.url + feed)
            assert answer.ok, feed
            assert not GRADE_IN_WORDS.search(answer.text()), feed
        category_feeds = []
        for address in _sitemap_addresses(request, live_server.url):
            answer = request.get(address)
            assert answer.ok, address
            assert "/admin" not in answer.text()
            assert not GRADE_IN_WORDS.search(answer.text()), address
            category_feeds += [
                f"{live_server.url}{path}/feed.xml"
                for path in re.findall(
                    r"<loc>https?://[^/<]+(/blog/category/[^<]+)</loc>", answer.text()
                )
            ]
        assert category_feeds  # the blog's category feeds too
        for feed in category_feeds:
            answer = request.get(feed)
            assert answer.ok, feed
            assert not GRADE_IN_WORDS.search(answer.text()), feed
        assert unexpected(visitor_errors) == []
    finally:
        visitor.context.close()


def _has_private_grade(body: str) -> bool:
    """Whether a JSON answer holds a grade (an object with a kind and a value) of 6, 7 or 8."""
    try:
        data = json.loads(body)
    except ValueError:
        return False
    found = []

    def walk(node):
        if isinstance(node, dict):
            if node.get("value") in PRIVATE and "kind" in node:
                found.append(node)
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(data)
    return bool(found)


def _sitemap_addresses(request, base: str) -> list[str]:
    """The sitemap index and every section it lists, as this server's addresses."""
    names = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}
    index = request.get(f"{base}/sitemap.xml")
    assert index.ok
    sections = [
        re.sub(r"^https?://[^/]+", base, loc.text or "")
        for loc in ElementTree.fromstring(index.body()).findall(".//s:loc", names)
    ]
    assert sections
    return [f"{base}/sitemap.xml", *sections]


def test_the_owner_logs_an_entry_with_evidence_and_marks_an_achieved_grade_public(
    owner_page: Page, live_server, browser: Browser, page_errors
):
    page = owner_page
    AchievementFactory(title="UKMT Gold", image_url="", is_published=True)
    maths = gcse_maths(series="June 2027")
    grade(maths, kind="achieved", value="9")
    grade(maths, kind="target", value="8")
    page.goto(f"{live_server.url}/admin?tab=record")
    expect(page.get_by_role("heading", name="Add Log Entry")).to_be_visible()

    # A grade marked public in the panel: visitors' record has it, and only it.
    achieved = page.get_by_role("switch", name="Public: Achieved 9")
    expect(achieved).to_have_attribute("aria-checked", "false")
    achieved.click()
    expect(achieved).to_have_attribute("aria-checked", "true")
    expect(page.get_by_role("switch", name="Public: Target 8")).to_have_attribute(
        "aria-checked", "false"
    )

    form = page.get_by_role("form", name="Add Log Entry")
    form.get_by_label("Kind").select_option(label="Competition or olympiad")
    form.get_by_label("Title").fill("Mathematical Olympiad")
    form.get_by_label("Organisation").fill("UKMT")
    form.get_by_label("Start date").fill("2026-02-05")
    form.get_by_label("Hours").fill("2.5")
    form.get_by_role("textbox", name="Reflection").fill("Hard, and **fun**.")
    form.get_by_label("Evidence type").select_option(label="Achievement")
    expect(form.get_by_label("Achievement", exact=True)).to_contain_text("UKMT Gold")
    form.get_by_role("button", name="Add evidence").click()
    expect(form.get_by_role("list", name="Evidence")).to_contain_text("UKMT Gold")
    form.get_by_role("switch", name="Published").click()
    form.get_by_role("button", name="Add Entry").click()
    expect_toast(page, "Success", "Log entry added successfully!")
    expect(page.get_by_role("listitem").filter(has_text="Mathematical Olympiad")).to_contain_text(
        "1 piece of evidence"
    )

    entry = LogEntry.objects.get()
    assert (entry.kind, entry.organisation, str(entry.hours), entry.is_published) == (
        "competition",
        "UKMT",
        "2.5",
        True,
    )
    assert entry.reflection == "Hard, and **fun**."
    assert [link.target.title for link in entry.evidence.all()] == ["UKMT Gold"]

    visitor = browser.new_context()
    try:
        record = visitor.request.get(f"{live_server.url}/api/record").json()
        assert record == [
            {
                "subject": "Mathematics",
                "type": "gcse",
                "board": "AQA",
                "tier": "higher",
                "series": "June 2027",
                "grades": [{"kind": "achieved", "value": "9", "date": None}],
            }
        ]
        log = visitor.request.get(f"{live_server.url}/api/log-entries").json()
        rows = log["results"] if isinstance(log, dict) else log
        assert [row["title"] for row in rows] == ["Mathematical Olympiad"]
        assert "<strong>fun</strong>" in rows[0]["reflection"]
        assert [item["title"] for item in rows[0]["evidence"]] == ["UKMT Gold"]

        # The CV, its PDF and its JSON Resume carry the public achieved 9, never the target 8.
        cv = visitor.new_page()
        cv.goto(f"{live_server.url}/cv")
        qualifications = cv.get_by_role("region", name="Qualifications")
        expect(qualifications).to_contain_text("Mathematics")
        expect(qualifications).to_contain_text("9")
        expect(qualifications).not_to_contain_text("8")
        pdf = visitor.request.get(f"{live_server.url}/cv.pdf")
        assert pdf.headers["content-type"] == "application/pdf"
        text = "\n".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf.body())).pages)
        qualifications_text = text.split("QUALIFICATIONS", 1)[1].split("ACHIEVEMENTS", 1)[0]
        assert "Mathematics" in qualifications_text, text
        assert "Grade 9" in qualifications_text, text
        assert not re.search(r"\b8\b", qualifications_text), text
        resume = visitor.request.get(f"{live_server.url}/cv.json").json()
        assert [(e["area"], e["score"]) for e in resume["education"]] == [("Mathematics", "9")]
    finally:
        visitor.close()
    assert page_errors == []


LONG = "Pneumonoultramicroscopicsilicovolcanoconiosis" * 2


def test_the_record_tab_and_the_grade_charts_fit_a_phone(
    owner_phone_page: Page, live_server, page_errors
):
    page = owner_phone_page
    long = gcse_maths(subject=LONG, series="June 2027")
    grade(long, kind="target", value="8")
    grade(long, kind="mock", value="6", date=date(2025, 11, 14))
    log_entry(title=LONG, organisation=LONG)

    page.goto(f"{live_server.url}/admin?tab=record")
    expect(page.get_by_role("table", name=f"Grades of {LONG}")).to_be_visible()
    expect(page.get_by_role("heading", name=LONG, level=3).first).to_be_visible()
    assert_no_sideways_scroll(page)

    page.goto(f"{live_server.url}/admin")
    expect(page.get_by_test_id("grade-chart").filter(has_text=LONG)).to_be_visible()
    assert_no_sideways_scroll(page)
    assert page_errors == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_record_tab_and_the_grade_charts_pass_axe(browser: Browser, live_server, owner, scheme):
    maths = gcse_maths(series="June 2027")
    grade(maths, kind="target", value="8")
    grade(maths, kind="mock", value="6", date=date(2025, 11, 14))
    grade(maths, kind="predicted", value="8", is_public=True)
    log_entry()
    # axe is injected as an inline script, which the site's CSP rightly forbids.
    context = browser.new_context(
        viewport={"width": 1280, "height": 800}, bypass_csp=True, color_scheme=scheme
    )
    try:
        page = sign_in(context.new_page(), owner)
        failures = []
        for path, ready in (
            ("/admin?tab=record", page.get_by_role("table", name="Grades of Mathematics")),
            ("/admin", page.get_by_test_id("grade-chart")),
        ):
            page.goto(live_server.url + path)
            expect(ready).to_be_visible()
            page.add_script_tag(path=str(AXE))
            failures += [f"{scheme} {path}: {found}" for found in page.evaluate(AXE_SERIOUS)]
        assert failures == [], "\n".join(failures)
    finally:
        context.close()
