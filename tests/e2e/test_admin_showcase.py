"""The Showcase tab as the owner uses it (issue 14): achievements with a certificate picture,
projects with a demo address, their order and the one featured project, and memes, each seen
on the public page afterwards; deleting a meme after a confirmation, a server refusal on its
field, and the tab on a 390 px phone. (What every editor does, achievements' too: creating,
publishing, editing and deleting, is in tests/e2e/test_editor_contract.py.)"""

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from playwright.sync_api import Browser, Page, expect

from apps.gallery.models import GalleryItem
from apps.showcase.models import Achievement, Meme, Project
from tests.documents import pdfs
from tests.e2e.admin import delete_once_sure, expect_toast, sign_in, unexpected
from tests.e2e.conftest import PageErrors, _new_page
from tests.e2e.screen import assert_no_sideways_scroll
from tests.e2e.test_admin_pictures import small_picture
from tests.e2e.test_admin_sign_in_paths import sign_in_on_login_page
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory

pytestmark = pytest.mark.django_db(transaction=True)

STORED_PICTURE = re.compile(r"^/media/gallery/[\w-]+-\d+w\.webp$")
IMAGE_URL_MESSAGE = "Use an image on this site (an address starting with /media/ or /static/)."
PHONE_390 = {"width": 390, "height": 844}
LONG = "Pneumonoultramicroscopicsilicovolcanoconiosis" * 3


@pytest.fixture(autouse=True)
def _own_media_folder(settings, tmp_path):
    """Uploads go to this test's own folder (the site serves /media/ from it)."""
    settings.MEDIA_ROOT = str(tmp_path / "media")


def open_showcase(page: Page, live_server, view: str = "") -> None:
    """The tab at ?tab=showcase (and &view=...), once its editor's form is there."""
    page.goto(f"{live_server.url}/admin?tab=showcase{f'&view={view}' if view else ''}")
    expect(page.get_by_role("heading", name="Showcase", level=2)).to_be_visible()
    heading = {"": "Add Achievement", "projects": "Add Project", "memes": "Add Meme"}[view]
    expect(page.get_by_role("heading", name=heading)).to_be_visible()


def choose_view(page: Page, name: str) -> None:
    views = page.get_by_role("tablist", name="Showcase")
    views.get_by_role("tab", name=name).click()
    expect(views.get_by_role("tab", name=name)).to_have_attribute("aria-selected", "true")


@contextmanager
def visitor_at(browser: Browser, url: str) -> Iterator[Page]:
    """A visitor (no token) at url, in a browser context of their own."""
    visitor = browser.new_context().new_page()
    try:
        visitor.goto(url)
        visitor.wait_for_function("() => !document.querySelector('[data-first-screen]')")
        yield visitor
    finally:
        visitor.context.close()


def other_projects(visitor: Page):
    return visitor.get_by_role("region", name="Other Projects").get_by_role("heading", level=3)


# --- reaching the tab ------------------------------------------------------------------------


def test_signed_out_the_showcase_link_returns_there_after_signing_in(
    page: Page, live_server, owner, page_errors
):
    page.goto(live_server.url + "/admin?tab=showcase&view=projects")
    expect(page).to_have_url(re.compile(r"/admin/login\?next="))

    sign_in_on_login_page(page)

    expect(page).to_have_url(live_server.url + "/admin?tab=showcase&view=projects")
    expect(page.get_by_role("tab", name="Showcase")).to_have_attribute("aria-selected", "true")
    views = page.get_by_role("tablist", name="Showcase")
    expect(views.get_by_role("tab")).to_have_text(["Achievements", "Projects", "Memes"])
    expect(views.get_by_role("tab", name="Projects")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_role("heading", name="Add Project")).to_be_visible()
    # Each empty list says what to do.
    expect(page.get_by_text(re.compile(r"^No projects yet\. Add .+ with the form"))).to_be_visible()
    choose_view(page, "Memes")
    expect(page).to_have_url(live_server.url + "/admin?tab=showcase&view=memes")
    expect(page.get_by_text(re.compile(r"^No memes yet\. Add one with the form"))).to_be_visible()
    choose_view(page, "Achievements")
    expect(page).to_have_url(live_server.url + "/admin?tab=showcase")
    expect(page.get_by_text(re.compile(r"^No achievements yet\. Add your first"))).to_be_visible()
    assert page_errors == []


# --- achievements ----------------------------------------------------------------------------


def test_an_achievement_with_an_uploaded_certificate_shows_in_the_viewer(
    owner_page: Page, live_server, browser: Browser, tmp_path, page_errors
):
    page = owner_page
    scan = tmp_path / "certificate.png"
    small_picture(scan)
    open_showcase(page, live_server)

    page.get_by_label("Title", exact=True).fill("Gold Award, Maths Challenge")
    page.get_by_label("Issuer").fill("UK Mathematics Trust")
    page.get_by_label("Date", exact=True).fill("2025-02-06")
    page.get_by_label("Category").fill("Academic")
    page.get_by_label("Description").fill("Top 7% of students nationally.")
    page.get_by_label("Picture to upload").set_input_files(scan)
    expect_toast(page, "Success", "Photo uploaded successfully!")
    address = page.get_by_label("Certificate picture (optional)")
    expect(address).to_have_value(STORED_PICTURE)
    stored = address.input_value()
    page.get_by_role("switch", name="Published").click()  # new rows start as drafts
    page.get_by_role("button", name="Add Achievement").click()

    expect_toast(page, "Success", "Achievement created successfully!")
    expect(page.get_by_role("heading", name="Achievements (1)")).to_be_visible()
    row = page.get_by_role("listitem").filter(has_text="Gold Award, Maths Challenge")
    expect(row).to_contain_text("Academic · UK Mathematics Trust")
    expect(row).to_contain_text("Certificate")
    achievement = Achievement.objects.get()
    assert (achievement.image_url, str(achievement.date)) == (stored, "2025-02-06")
    # Kept through the gallery's pipeline as a hidden photo of the achievements category.
    photo = GalleryItem.objects.get()
    assert (photo.category, photo.is_published) == ("achievements", False)

    with visitor_at(browser, live_server.url + "/achievements") as visitor:
        card = visitor.get_by_role("article").filter(has_text="Gold Award, Maths Challenge")
        expect(card).to_contain_text("UK Mathematics Trust")
        visitor.get_by_role("button", name="View Certificate: Gold Award, Maths Challenge").click()
        viewer = visitor.get_by_role("dialog", name="Gold Award, Maths Challenge")
        expect(viewer.get_by_role("img")).to_have_attribute("src", stored)
        viewer.get_by_role("img").evaluate("img => img.decode()")
        assert viewer.get_by_role("img").evaluate("img => img.naturalWidth") > 0
    assert page_errors == []


def test_an_achievement_with_a_certificate_pdf_opens_it_in_a_new_tab(
    owner_page: Page, live_server, browser: Browser, page_errors
):
    page = owner_page
    open_showcase(page, live_server)
    page.get_by_label("Title", exact=True).fill("Bronze Duke of Edinburgh's Award")
    page.get_by_label("Description").fill("Volunteering, a skill, a sport and an expedition.")
    # A file that is not a PDF is refused and changes nothing.
    page.get_by_label("Upload certificate PDF: the file to upload").set_input_files(
        {"name": "award.pdf", "mimeType": "application/pdf", "buffer": b"<html>no</html>"}
    )
    expect(page.get_by_test_id("toast")).to_contain_text("Invalid File")
    expect(page.get_by_role("link", name="Open the certificate PDF")).to_have_count(0)

    page.get_by_label("Upload certificate PDF: the file to upload").set_input_files(
        {"name": "award.pdf", "mimeType": "application/pdf", "buffer": pdfs.simple_pdf()}
    )
    expect_toast(page, "Success", "File uploaded successfully!")
    expect(page.get_by_role("link", name="Open the certificate PDF")).to_be_visible()
    page.get_by_role("switch", name="Published").click()  # new rows start as drafts
    page.get_by_role("button", name="Add Achievement").click()
    expect_toast(page, "Success", "Achievement created successfully!")

    achievement = Achievement.objects.get()
    assert re.fullmatch(r"/media/documents/[0-9a-f]{32}\.pdf", achievement.certificate_url)
    with visitor_at(browser, live_server.url + "/achievements") as visitor:
        link = visitor.get_by_role("link", name=re.compile(r"^View Certificate: Bronze Duke"))
        expect(link).to_have_attribute("href", achievement.certificate_url)
        expect(link).to_have_attribute("target", "_blank")
        with visitor.context.expect_page() as new_tab:
            link.click()
        assert new_tab.value.url == live_server.url + achievement.certificate_url
        answer = visitor.request.get(live_server.url + achievement.certificate_url)
        assert answer.headers["content-type"] == "application/pdf"
        assert answer.body().startswith(b"%PDF-")
    # The refused upload is the one failed request, on purpose.
    assert unexpected(page_errors, "/api/documents/upload") == []


# --- projects --------------------------------------------------------------------------------


def test_a_project_with_a_demo_address_shows_demo_and_one_without_does_not(
    owner_page: Page, live_server, browser: Browser, page_errors
):
    ProjectFactory(title="Book Swap", website="https://example.com/books", sort_order=1)
    page = owner_page
    open_showcase(page, live_server, "projects")

    page.get_by_label("Title", exact=True).fill("Revision Buddy")
    page.get_by_label("Status").select_option("Prototype")
    page.get_by_label("Type").fill("App")
    page.get_by_label("Progress (%)").fill("60")
    page.get_by_label("Start date (optional)").fill("2024-09-01")
    page.get_by_label("Description", exact=True).fill("Flashcards that space themselves.")
    page.get_by_label("Key features").fill("Spaced repetition")
    page.get_by_role("button", name="Add feature").click()
    page.get_by_label("Technologies").fill("Python")
    page.get_by_label("Technologies").press("Enter")
    page.get_by_label("Impact (optional)").fill("Tested by two forms")
    page.get_by_label("Demo URL (optional)").fill("https://demo.example.org/revision-buddy")
    page.get_by_role("switch", name="Published").click()  # new rows start as drafts
    page.get_by_role("button", name="Add Project").click()

    expect_toast(page, "Success", "Project created successfully!")
    project = Project.objects.get(title="Revision Buddy")
    assert project.demo_url == "https://demo.example.org/revision-buddy"
    assert (project.status, project.progress, str(project.start_date)) == (
        "Prototype",
        60,
        "2024-09-01",
    )
    assert (project.features, project.technologies) == (["Spaced repetition"], ["Python"])

    with visitor_at(browser, live_server.url + "/projects") as visitor:
        card = visitor.get_by_role("article", name="Revision Buddy")
        demo = card.get_by_role("link", name="Demo: Revision Buddy")
        expect(demo).to_have_attribute("href", "https://demo.example.org/revision-buddy")
        expect(demo).to_have_attribute("target", "_blank")
        expect(demo).to_have_attribute("rel", "noopener noreferrer")
        expect(card).to_contain_text("Tested by two forms")
        without = visitor.get_by_role("article", name="Book Swap")
        expect(without.get_by_role("link", name=re.compile("Demo"))).to_have_count(0)
        expect(visitor.get_by_text("Coming soon")).to_have_count(0)
    assert page_errors == []


def test_moving_projects_changes_the_order_on_the_projects_page(
    owner_page: Page, live_server, browser: Browser, page_errors
):
    ProjectFactory(title="Star", featured=True, sort_order=0)
    for place, title in enumerate(["Ant", "Bee", "Cat"]):
        ProjectFactory(title=title, sort_order=place)
    page = owner_page
    open_showcase(page, live_server, "projects")
    expect(page.get_by_role("button", name="Move Star up")).to_have_count(0)
    expect(page.get_by_role("button", name="Move Ant up")).to_have_attribute(
        "aria-disabled", "true"
    )

    with page.expect_response(lambda r: r.url.endswith("/api/projects/reorder")) as answer:
        page.get_by_role("button", name="Move Cat up").click()
    assert answer.value.status == 200
    with page.expect_response(lambda r: r.url.endswith("/api/projects/reorder")) as answer:
        page.get_by_role("button", name="Move Ant down").click()
    assert answer.value.status == 200

    expect(page.get_by_role("status").filter(has_text="Moved “Ant” down: 2 of 3.")).to_be_attached()
    assert list(Project.objects.order_by("sort_order").values_list("title", flat=True))[1:] == [
        "Cat",
        "Ant",
        "Bee",
    ]
    with visitor_at(browser, live_server.url + "/projects") as visitor:
        expect(other_projects(visitor)).to_have_text(["Cat", "Ant", "Bee"])
    assert page_errors == []


def test_featuring_another_project_moves_the_featured_card(
    owner_page: Page, live_server, browser: Browser, page_errors
):
    ProjectFactory(title="Daily Advice Hub", featured=True)
    ProjectFactory(title="Eco Tracker", sort_order=1)
    page = owner_page
    open_showcase(page, live_server, "projects")

    page.get_by_role("button", name="Edit Eco Tracker").click()
    page.get_by_role("switch", name="Featured").click()
    expect(
        page.get_by_text("saving moves the Featured card from “Daily Advice Hub”")
    ).to_be_visible()
    page.get_by_role("button", name="Update Project").click()

    expect_toast(page, "Success", "Project updated successfully!")
    assert list(Project.objects.filter(featured=True).values_list("title", flat=True)) == [
        "Eco Tracker"
    ]
    row = page.get_by_role("listitem").filter(has_text="Eco Tracker")
    expect(row).to_contain_text("Featured")
    with visitor_at(browser, live_server.url + "/projects") as visitor:
        featured = visitor.get_by_role("region", name="Featured Project")
        expect(featured.get_by_role("heading", name="Eco Tracker")).to_be_visible()
        expect(other_projects(visitor)).to_have_text(["Daily Advice Hub"])
    assert page_errors == []


def test_a_bad_demo_address_is_caught_and_a_server_refusal_shows_on_its_field(
    owner_page: Page, live_server, page_errors
):
    page = owner_page
    open_showcase(page, live_server, "projects")
    page.get_by_label("Title", exact=True).fill("Borrowed picture")
    page.get_by_label("Description", exact=True).fill("A project.")
    page.get_by_label("Demo URL (optional)").fill("javascript:alert(1)")
    page.get_by_role("button", name="Add Project").click()
    expect(
        page.get_by_text("Enter a web address starting with http:// or https://")
    ).to_be_visible()

    page.get_by_label("Demo URL (optional)").fill("")
    # An address elsewhere passes the form (it may be the site's media bucket); the server
    # refuses it, and says so on the field.
    page.get_by_label("Image (optional)").fill("https://example.com/picture.jpg")
    page.get_by_role("button", name="Add Project").click()

    expect_toast(page, "Failed to create project. Please try again.", IMAGE_URL_MESSAGE)
    expect(page.get_by_role("alert").filter(has_text=IMAGE_URL_MESSAGE)).to_be_visible()
    expect(page.get_by_label("Title", exact=True)).to_have_value("Borrowed picture")
    assert not Project.objects.exists()
    assert unexpected(page_errors, "400: ", "example.com") == []


# --- memes -----------------------------------------------------------------------------------


def test_a_text_panel_meme_is_added_and_shows_on_the_memes_page(
    owner_page: Page, live_server, browser: Browser, page_errors
):
    page = owner_page
    open_showcase(page, live_server, "memes")

    page.get_by_label("Author handle").fill("@alex")
    page.get_by_label("Caption").fill("Every. Single. Time.")
    page.get_by_role("button", name="Add Meme").click()
    expect(page.get_by_text("Add an image or some text for the meme")).to_be_visible()

    page.get_by_label("Text panel (optional)").fill("Me: I'll start revising early.")
    page.get_by_label("Hashtags").fill("#GCSELife")
    page.get_by_label("Hashtags").press("Enter")
    page.get_by_label("Likes").fill("147")
    page.get_by_label("Comments").fill("23")
    page.get_by_label("Shares").fill("-1")
    page.get_by_role("button", name="Add Meme").click()
    expect(page.get_by_text("Shares must be a whole number, 0 or more")).to_be_visible()
    page.get_by_label("Shares").fill("12")
    page.get_by_role("switch", name="Published").click()  # new rows start as drafts
    page.get_by_role("button", name="Add Meme").click()

    expect_toast(page, "Success", "Meme created successfully!")
    meme = Meme.objects.get()
    assert (meme.hashtags, meme.likes, meme.comments, meme.shares) == (["GCSELife"], 147, 23, 12)
    with visitor_at(browser, live_server.url + "/memes") as visitor:
        card = visitor.get_by_role("article", name="Every. Single. Time.")
        expect(card).to_contain_text("@alex")
        expect(card.get_by_text("Me: I'll start revising early.")).to_be_visible()
        expect(card).to_contain_text("#GCSELife")
        expect(card.get_by_role("button", name=re.compile("^Like"))).to_contain_text("147")
    assert page_errors == []


def test_a_meme_is_deleted_after_a_confirmation(owner_page: Page, live_server, page_errors):
    MemeFactory(caption="Chemistry puns")
    MemeFactory(caption="Maths jokes")
    page = owner_page
    open_showcase(page, live_server, "memes")

    delete_once_sure(
        page,
        page.get_by_role("button", name="Delete Chemistry puns"),
        "Delete this meme?",
        lambda: Meme.objects.count() == 2,
        says="“Chemistry puns”",
    )

    expect_toast(page, "Success", "Meme deleted successfully!")
    assert list(Meme.objects.values_list("caption", flat=True)) == ["Maths jokes"]
    assert page_errors == []


# --- on a phone ------------------------------------------------------------------------------


@pytest.fixture
def owner_390(browser: Browser, live_server, owner, page_errors: PageErrors) -> Iterator[Page]:
    page = sign_in(_new_page(browser, PHONE_390, page_errors), owner)
    yield page
    page.context.close()


def test_the_tab_fits_a_phone_and_adds_a_meme_there(owner_390: Page, live_server, page_errors):
    AchievementFactory(title=f"Award {LONG}"[:200], issuer=LONG[:100], description=LONG)
    ProjectFactory(title=f"Project {LONG}"[:200], type=LONG[:50], description=LONG)
    ProjectFactory(title="Second project", sort_order=1)
    MemeFactory(caption=f"Meme {LONG}", author_handle=f"@{LONG}"[:50], hashtags=[LONG[:40]])
    page = owner_390
    page.goto(live_server.url + "/admin?tab=showcase")

    for view, loaded in [
        ("Achievements", "Award Pneumono"),
        ("Projects", "Project Pneumono"),
        ("Memes", "Meme Pneumono"),
    ]:
        choose_view(page, view)
        expect(page.get_by_text(re.compile(loaded)).first).to_be_visible()
        assert_no_sideways_scroll(page)
        # One column: the form above the list, as wide as it.
        form, listed = page.locator("#admin-tabpanel section").all()[:2]
        form_box, list_box = form.bounding_box(), listed.bounding_box()
        assert form_box["y"] + form_box["height"] <= list_box["y"]
        assert form_box["width"] == list_box["width"]

    page.get_by_role("button", name=re.compile("^Edit Meme Pneumono")).click()
    expect(page.get_by_role("heading", name="Edit Meme")).to_be_in_viewport()
    assert_no_sideways_scroll(page)
    page.get_by_role("button", name="Clear Form").click()
    page.get_by_label("Author handle").fill("@alex")
    page.get_by_label("Caption").fill("Written on a phone")
    page.get_by_label("Text panel (optional)").fill("Tiny screen, big jokes.")
    page.get_by_role("button", name="Add Meme").click()
    expect_toast(page, "Success", "Meme created successfully!")
    assert Meme.objects.filter(caption="Written on a phone").exists()
    assert_no_sideways_scroll(page)
    assert page_errors == []
