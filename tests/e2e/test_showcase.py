"""Achievements, projects (list and page) and memes as a visitor uses them."""

import datetime
import re

import pytest
from django.utils import timezone
from playwright.sync_api import Page, expect

from apps.demo.images import demo_image
from apps.showcase.models import Meme, Project
from tests.e2e.screen import assert_no_sideways_scroll
from tests.e2e.visiting import (
    expect_links,
    expect_not_found,
    expect_page,
    follow,
    no_api_requests,
    open_from,
)
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.rendering]


# --- achievements ----------------------------------------------------------------------------


GOLD_DATE = datetime.date(2025, 1, 4)


def _achievements() -> None:
    AchievementFactory(
        title="Gold Certificate, Maths Challenge",
        description="Top 7% of entrants nationally.",
        category="Academic",
        issuer="UK Mathematics Trust",
        date=GOLD_DATE,
        image_url=demo_image("e2e-gold"),
    )
    AchievementFactory(
        title="Bronze Duke of Edinburgh's Award",
        category="Leadership",
        issuer="The Duke of Edinburgh's Award",
        date=GOLD_DATE - datetime.timedelta(days=300),
        image_url=demo_image("e2e-dofe"),
    )
    AchievementFactory(title="A hidden award", is_published=False)


def test_achievements_show_each_card_newest_first(page: Page, live_server, page_errors):
    _achievements()

    page.goto(live_server.url + "/achievements")

    expect(page.get_by_role("heading", name="Achievements & Certificates", level=1)).to_be_visible()
    cards = page.get_by_role("article")
    expect(cards).to_have_count(2)
    expect(cards.nth(0).get_by_role("heading")).to_have_text("Gold Certificate, Maths Challenge")
    expect(cards.nth(1).get_by_role("heading")).to_have_text("Bronze Duke of Edinburgh's Award")
    first = cards.nth(0)
    for text in ("Academic", "UK Mathematics Trust", "January 4, 2025", "Top 7% of entrants"):
        expect(first).to_contain_text(text)
    image = first.get_by_role("img", name="Certificate: Gold Certificate, Maths Challenge")
    expect(image).to_have_attribute("width", "1200")
    expect(page.get_by_text("A hidden award")).to_have_count(0)
    expect(page.get_by_role("link", name="Get in Touch")).to_have_attribute("href", "/contact")
    assert page_errors == []


def test_view_certificate_opens_the_viewer_and_escape_closes_it(
    page: Page, live_server, page_errors
):
    _achievements()
    page.goto(live_server.url + "/achievements")

    page.get_by_role("button", name="View Certificate: Bronze Duke of Edinburgh's Award").click()

    viewer = page.get_by_role("dialog", name="Bronze Duke of Edinburgh's Award")
    expect(viewer).to_be_visible()
    expect(viewer.get_by_role("img")).to_have_attribute("src", re.compile(r"e2e-dofe-1600w\.webp$"))
    expect(viewer).to_contain_text("The Duke of Edinburgh's Award")
    page.keyboard.press("ArrowRight")  # the viewer steps through every certificate
    expect(page.get_by_role("dialog", name="Gold Certificate, Maths Challenge")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.get_by_role("dialog")).to_have_count(0)
    assert page_errors == []


def test_back_to_home_goes_home_when_the_visit_started_here(page: Page, live_server, page_errors):
    _achievements()
    page.goto(live_server.url + "/achievements")  # arrived directly: nothing to go back to

    page.get_by_role("link", name="Back to Home").click()

    expect(page).to_have_url(live_server.url + "/")
    assert page_errors == []


# --- projects --------------------------------------------------------------------------------


def _projects() -> dict[str, Project]:
    return {
        "featured": ProjectFactory(
            title="Daily Advice Hub",
            slug="daily-advice-hub",
            description="A daily-advice website.",
            full_description="Advice in 15 life categories, with downloadable cards.",
            website="https://example.com/advice",
            status=Project.Status.LIVE_AND_GROWING,
            progress=95,
            users="2,500+",
            impact="Read in over 20 countries",
            features=["Advice in 15 life categories", "Daily e-mail subscription"],
            technologies=["React", "TypeScript"],
            featured=True,
            image_url=demo_image("e2e-advice"),
        ),
        "prototype": ProjectFactory(
            title="Revision Buddy",
            slug="revision-buddy",
            status=Project.Status.PROTOTYPE,
            progress=60,
            type="App",
            impact="Tested by two forms",
            technologies=["Python", "Flask"],
            demo_url="https://example.com/revision-buddy/try",
            sort_order=1,
        ),
        "planning": ProjectFactory(
            title="Community Book Swap",
            status=Project.Status.PLANNING,
            progress=40,
            sort_order=2,
        ),
        "development": ProjectFactory(
            title="Eco Tracker",
            status=Project.Status.IN_DEVELOPMENT,
            progress=90,
            sort_order=3,
        ),
        "live": ProjectFactory(
            title="Peer Tutoring",
            status=Project.Status.LIVE,
            progress=95,
            website="https://example.com/tutoring",
            sort_order=4,
        ),
        "hidden": ProjectFactory(title="Secret venture", is_published=False),
    }


def test_projects_page_shows_the_featured_project_then_the_others(
    page: Page, live_server, page_errors
):
    _projects()

    page.goto(live_server.url + "/projects")

    expect(page.get_by_role("heading", name="Projects & Ventures", level=1)).to_be_visible()
    featured = page.get_by_role("article", name="Daily Advice Hub")
    expect(featured.get_by_text("Featured", exact=True)).to_be_visible()
    for text in (
        "example.com",
        "Live & Growing",
        "Advice in 15 life categories, with downloadable cards.",
        "2,500+",
        "Read in over 20 countries",
        "Daily e-mail subscription",
        "TypeScript",
    ):
        expect(featured).to_contain_text(text)
    expect(featured.get_by_role("heading", name="Key Features")).to_be_visible()
    expect(featured.get_by_role("heading", name="Technologies Used")).to_be_visible()
    expect(featured.get_by_role("progressbar")).to_have_attribute("value", "95")
    visit = featured.get_by_role("link", name="Visit Website")
    expect(visit).to_have_attribute("href", "https://example.com/advice")
    expect(visit).to_have_attribute("target", "_blank")
    expect(visit).to_have_attribute("rel", "noopener noreferrer")

    others = page.get_by_role("region", name="Other Projects").get_by_role("article")
    expect(others.get_by_role("heading")).to_have_text(
        ["Revision Buddy", "Community Book Swap", "Eco Tracker", "Peer Tutoring"]
    )
    expect(page.get_by_text("Secret venture")).to_have_count(0)
    assert page_errors == []


@pytest.mark.parametrize(
    ("title", "status", "tone", "progress"),
    [
        ("Daily Advice Hub", "Live & Growing", "green", "95"),
        ("Revision Buddy", "Prototype", "yellow", "60"),
        ("Community Book Swap", "Planning", "gray", "40"),
        ("Eco Tracker", "In Development", "blue", "90"),
        ("Peer Tutoring", "Live", "green", "95"),
    ],
)
def test_status_badges_and_progress_bars(
    page: Page, live_server, page_errors, title, status, tone, progress
):
    _projects()
    page.goto(live_server.url + "/projects")

    card = page.get_by_role("article", name=title)
    badge = card.locator("[data-tone]").first
    expect(badge).to_have_text(f"Status: {status}")
    expect(badge).to_have_attribute("data-tone", tone)
    expect(card.get_by_role("progressbar", name="Progress")).to_have_attribute("value", progress)
    expect(card).to_contain_text(f"{progress}%")
    assert page_errors == []


def test_demo_opens_the_demo_in_a_new_tab_and_is_not_drawn_without_one(
    page: Page, live_server, page_errors
):
    _projects()
    page.goto(live_server.url + "/projects")

    with_demo = page.get_by_role("article", name="Revision Buddy")
    demo = with_demo.get_by_role("link", name="Demo: Revision Buddy")
    expect(demo).to_have_attribute("href", "https://example.com/revision-buddy/try")
    expect(demo).to_have_attribute("target", "_blank")
    expect(demo).to_have_attribute("rel", "noopener noreferrer")
    # A website is not a demo: no Demo button, and nothing 'Coming soon'.
    with_site = page.get_by_role("article", name="Peer Tutoring")
    expect(with_site.get_by_role("link", name=re.compile("Demo"))).to_have_count(0)
    expect(with_site.get_by_role("button", name=re.compile("Demo"))).to_have_count(0)
    expect(page.get_by_text("Coming soon")).to_have_count(0)
    expect_links(page, {"Let's Collaborate": "/contact", "Project Updates": "/blog"})
    assert page_errors == []


def test_the_project_page_offers_the_demo_beside_the_website(page: Page, live_server, page_errors):
    _projects()
    page.goto(live_server.url + "/projects/revision-buddy")

    demo = page.get_by_role("link", name="Demo: Revision Buddy")
    expect(demo).to_have_attribute("href", "https://example.com/revision-buddy/try")
    expect(demo).to_have_attribute("target", "_blank")
    page.goto(live_server.url + "/projects/daily-advice-hub")
    expect(page.get_by_role("link", name="Visit Website")).to_be_visible()
    expect(page.get_by_role("link", name=re.compile("Demo"))).to_have_count(0)
    assert page_errors == []


def test_learn_more_opens_the_project_page(page: Page, live_server, page_errors):
    _projects()
    projects, project = live_server.url + "/projects", live_server.url + "/projects/revision-buddy"

    open_from(page, projects, "Learn More: Revision Buddy", project, "Revision Buddy")

    expect(page.get_by_role("progressbar")).to_have_attribute("value", "60")
    expect(page.locator("main")).to_contain_text("Tested by two forms")
    expect(page).to_have_title(re.compile(r"^Revision Buddy \| "))
    follow(page, "Back to Projects", live_server.url + "/projects")
    assert page_errors == []


def test_project_page_loaded_directly_shows_its_details(page: Page, live_server, page_errors):
    _projects()

    expect_page(page, live_server.url + "/projects/daily-advice-hub", "Daily Advice Hub")

    expect(page.get_by_role("heading", name="Key Features", level=2)).to_be_visible()
    expect(page.get_by_role("link", name="Visit Website")).to_have_attribute("target", "_blank")
    assert page_errors == []


@pytest.mark.parametrize("slug", ["no-such-project", "secret-venture"])
def test_missing_or_hidden_project_is_a_404(page: Page, live_server, page_errors, slug):
    ProjectFactory(title="Secret venture", slug="secret-venture", is_published=False)

    expect_not_found(page, f"{live_server.url}/projects/{slug}", "Project Not Found")

    expect(page.get_by_text("Secret venture")).to_have_count(0)
    follow(page, "Back to Projects", live_server.url + "/projects")
    assert page_errors == []


def test_back_to_home_goes_back_in_history(page: Page, live_server, page_errors):
    _projects()
    page.goto(live_server.url + "/projects/revision-buddy")
    follow(page, "Back to Projects", live_server.url + "/projects")

    page.get_by_role("link", name="Back to Home").click()

    expect(page).to_have_url(live_server.url + "/projects/revision-buddy")
    assert page_errors == []


def test_projects_header_stays_on_screen_while_scrolling(page: Page, live_server, page_errors):
    _projects()
    page.goto(live_server.url + "/projects")

    page.mouse.wheel(0, 1500)
    heading = page.get_by_role("heading", name="Projects & Ventures", level=1)
    expect(heading).to_be_in_viewport()
    expect(page.get_by_role("link", name="Back to Home")).to_be_in_viewport()
    assert page_errors == []


# --- memes -----------------------------------------------------------------------------------


def _memes() -> list[Meme]:
    older = MemeFactory(
        caption="Chemistry puns are my element",
        text="I'd tell you a chemistry joke, but all the good ones argon.",
        hashtags=["Chemistry", "Puns"],
        likes=89,
        comments=12,
        shares=7,
    )
    newer = MemeFactory(
        caption="My calculator seeing me type 2 + 2",
        text="",
        image_url=demo_image("e2e-meme"),
        hashtags=["Maths"],
        likes=156,
        comments=34,
        shares=15,
    )
    MemeFactory(caption="A hidden meme", is_published=False)
    Meme.objects.filter(pk=older.pk).update(created_at=timezone.now() - datetime.timedelta(days=3))
    return [newer, older]


def _count(button) -> str:
    return button.locator("[data-count]").inner_text()


def test_memes_page_shows_each_card(page: Page, live_server, page_errors):
    _memes()

    page.goto(live_server.url + "/memes")

    expect(page.get_by_role("heading", name="All My Memes!", level=1)).to_be_visible()
    expect(page.get_by_role("link", name="Back to Home")).to_have_attribute("href", "/")
    cards = page.get_by_role("article")
    expect(cards).to_have_count(2)
    newer, older = cards.nth(0), cards.nth(1)
    expect(newer).to_have_accessible_name("My calculator seeing me type 2 + 2")
    expect(newer.get_by_role("img")).to_be_visible()
    expect(newer).to_contain_text("@alex")
    expect(newer).to_contain_text("#Maths")
    expect(older).to_contain_text("3 days ago")
    expect(older.get_by_text("all the good ones argon.")).to_be_visible()
    expect(older).to_contain_text("#Chemistry")
    expect(older).to_contain_text("#Puns")
    assert _count(older.get_by_role("button", name=re.compile("^Like"))) == "89"
    assert _count(older.get_by_role("button", name=re.compile("^Comments"))) == "12"
    assert _count(older.get_by_role("button", name=re.compile("^Share"))) == "7"
    expect(page.get_by_text("A hidden meme")).to_have_count(0)

    expect(page.get_by_role("heading", name="Want to add more memes?")).to_be_visible()
    expect(page.get_by_role("link", name="Admin Panel")).to_have_attribute("href", "/admin")
    assert page_errors == []


def test_like_and_share_move_the_count_by_one_and_back(page: Page, live_server, page_errors):
    _memes()
    page.goto(live_server.url + "/memes")
    card = page.get_by_role("article", name="Chemistry puns are my element")
    like = card.get_by_role("button", name=re.compile("^Like"))
    share = card.get_by_role("button", name=re.compile("^Share"))
    comments = card.get_by_role("button", name=re.compile("^Comments"))

    like.click()
    expect(like).to_have_attribute("aria-pressed", "true")
    expect(like.locator("[data-count]")).to_have_text("90")
    like.click()
    expect(like).to_have_attribute("aria-pressed", "false")
    expect(like.locator("[data-count]")).to_have_text("89")

    share.click()
    expect(share).to_have_attribute("aria-pressed", "true")
    expect(share.locator("[data-count]")).to_have_text("8")
    share.click()
    expect(share.locator("[data-count]")).to_have_text("7")

    comments.click()
    expect(comments).to_have_attribute("aria-expanded", "true")
    expect(comments.locator("[data-count]")).to_have_text("12")
    comments.click()
    expect(comments).to_have_attribute("aria-expanded", "false")

    # Nothing was saved: a fresh visit starts from the owner's counts.
    page.reload()
    card = page.get_by_role("article", name="Chemistry puns are my element")
    like = card.get_by_role("button", name=re.compile("^Like"))
    expect(like.locator("[data-count]")).to_have_text("89")
    assert page_errors == []


# --- every page --------------------------------------------------------------------------------


def _everything() -> None:
    _achievements()
    _projects()
    _memes()


@pytest.mark.parametrize(
    ("path", "heading"),
    [
        ("/achievements", "Achievements & Certificates"),
        ("/projects", "Projects & Ventures"),
        ("/projects/daily-advice-hub", "Daily Advice Hub"),
        ("/memes", "All My Memes!"),
    ],
)
def test_first_paint_needs_no_api_request(page: Page, live_server, page_errors, path, heading):
    _everything()

    with no_api_requests(page):
        page.goto(live_server.url + path)
        expect(page.get_by_role("heading", name=heading, level=1)).to_be_visible()
        expect(page.get_by_role("article").first).to_be_visible()
    assert page_errors == []


@pytest.mark.parametrize(
    ("path", "heading"),
    [
        ("/achievements", "Achievements & Certificates"),
        ("/projects", "Projects & Ventures"),
        ("/projects/daily-advice-hub", "Daily Advice Hub"),
        ("/memes", "All My Memes!"),
    ],
)
def test_pages_fit_a_phone(phone_page: Page, live_server, page_errors, path, heading):
    _everything()

    phone_page.goto(live_server.url + path)

    expect(phone_page.get_by_role("heading", name=heading, level=1)).to_be_visible()
    expect(phone_page.get_by_role("article").first).to_be_visible()
    phone_page.wait_for_load_state("networkidle")
    assert_no_sideways_scroll(phone_page)
    assert page_errors == []


def test_like_works_by_keyboard_on_a_phone(phone_page: Page, live_server, page_errors):
    _memes()
    phone_page.goto(live_server.url + "/memes")
    like = phone_page.get_by_role("article").first.get_by_role("button", name=re.compile("^Like"))

    like.focus()
    phone_page.keyboard.press("Enter")

    expect(like).to_have_attribute("aria-pressed", "true")
    expect(like.locator("[data-count]")).to_have_text("157")
    assert page_errors == []
