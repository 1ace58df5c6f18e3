"""Issue 12: the admin panel on a phone (390 px wide). No admin screen is wider than the phone,
even with text long enough to push a layout out (a very long unbroken title, long names), and
every tab can be reached from the tab bar, whose arrows say there is more."""

import re
from collections.abc import Iterator
from contextlib import suppress

import pytest
from django.utils import timezone
from playwright.sync_api import Browser, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from apps.blog.models import BlogPost
from apps.journal.models import GcseJournalEntry
from apps.travel.models import TravelStory
from tests.blog.factories import BlogPostFactory
from tests.contact.factories import ContactMessageFactory
from tests.e2e.admin import expect_toast, sign_in
from tests.e2e.conftest import PageErrors, _new_page
from tests.e2e.screen import assert_no_sideways_scroll
from tests.e2e.test_admin_blog import fill_post, open_blog_tab
from tests.e2e.test_admin_journal import fill_entry, open_journal_tab
from tests.e2e.test_admin_travel import fill_story, open_travel_tab
from tests.gallery.factories import uploaded_item
from tests.journal.factories import GcseJournalEntryFactory
from tests.media.factories import MediaItemFactory
from tests.testimonials.factories import ApprovedTestimonialFactory, TestimonialFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db(transaction=True)

PHONE_390 = {"width": 390, "height": 844}
# One word, far wider than a phone: nothing may break it for the layout's sake.
LONG = "Pneumonoultramicroscopicsilicovolcanoconiosis" * 3
# The specification's seven tabs with the showcase after the media, the record and the
# personal statement (issue 27), then the profile (issue 14).
TAB_BAR = [
    "Dashboard",
    "Blog",
    "GCSE Journey",
    "Travel",
    "Gallery",
    "Media",
    "Showcase",
    "Record",
    "Personal statement",
    "Testimonials",
    "Profile",
]


@pytest.fixture(autouse=True)
def _own_media_folder(settings, tmp_path):
    settings.MEDIA_ROOT = str(tmp_path / "media")


@pytest.fixture
def owner_390(browser: Browser, live_server, owner, page_errors: PageErrors) -> Iterator[Page]:
    """A 390 px wide phone page signed in as the owner (tokens added on every load)."""
    page = sign_in(_new_page(browser, PHONE_390, page_errors), owner)
    yield page
    page.context.close()


@pytest.fixture
def long_texts() -> None:
    """A row with an overlong unbroken word on every tab (newest first, so the dashboard's
    Recent Activity lists them)."""
    BlogPostFactory(title=f"Blog {LONG}", excerpt=LONG, categories=[LONG[:40]])
    GcseJournalEntryFactory(topic=f"Journal {LONG}", content=LONG)
    TravelStoryFactory(title=f"Travel {LONG}", content=LONG, image_url="", gallery=[])
    uploaded_item(title=f"Photo {LONG}"[:200], caption=LONG, is_published=True)
    MediaItemFactory(title=f"Media {LONG}", publication=LONG[:100], description=LONG)
    ApprovedTestimonialFactory(name=LONG[:100], content=LONG)
    TestimonialFactory(name=LONG[:99] + "P", content=LONG)
    # Already read, so opening it writes nothing while the page reads.
    ContactMessageFactory(
        name=LONG[:100],
        subject=f"Inbox {LONG}"[:200],
        message=LONG,
        is_read=True,
        read_at=timezone.now(),
    )


# Each tab, and what shows once its rows have loaded.
TABS = {
    "dashboard": ("/admin", "Journal Pneumono"),  # in Recent Activity: the newest six
    "blog": ("/admin?tab=blog", "Blog Pneumono"),
    "gcse": ("/admin?tab=gcse", "Journal Pneumono"),
    "travel": ("/admin?tab=travel", "Travel Pneumono"),
    "gallery": ("/admin?tab=gallery", "Photo Pneumono"),
    "media": ("/admin?tab=media", "Media Pneumono"),
    "testimonials": ("/admin?tab=testimonials", LONG[:100]),
    "inbox": ("/admin?tab=inbox", "Inbox Pneumono"),
    "requests": ("/admin?tab=requests", "Ask someone for a testimonial"),
}


@pytest.mark.parametrize("tab", TABS)
def test_no_admin_screen_is_wider_than_a_phone(
    owner_390: Page, live_server, long_texts, page_errors, tab
):
    page = owner_390
    path, loaded = TABS[tab]
    if tab == "inbox":
        # The inbox reads its list and its unread count at once, each in an IMMEDIATE
        # transaction; the live server's in-memory (shared-cache) SQLite then refuses one at
        # once with "database table is locked" and a 503. The count is not what this test is
        # about, so it is answered here.
        page.route(
            live_server.url + "/api/contact-messages/unread-count",
            lambda route: route.fulfill(json={"unreadCount": 0}),
        )

    page.goto(live_server.url + path)

    expect(page.get_by_text(loaded).first).to_be_visible()
    assert_no_sideways_scroll(page)
    if tab == "dashboard":
        expect(page.get_by_role("heading", name="Recent Activity")).to_be_visible()
        expect(page.get_by_role("region", name="Recent Activity")).to_contain_text(
            "Journal Pneumono"
        )
    if tab == "inbox":  # the opened message, with its long name and text, fits too
        page.locator("#admin-tabpanel").get_by_role("article").first.get_by_role(
            "button"
        ).first.click()
        expect(page.get_by_text("From", exact=True)).to_be_visible()
        assert_no_sideways_scroll(page)
    assert page_errors == []


EDITORS = {"blog": "Title", "gcse": "Topic", "travel": "Title", "media": "Title"}


@pytest.mark.parametrize("tab", EDITORS)
def test_editing_a_row_with_a_long_title_fits_a_phone(
    owner_390: Page, live_server, long_texts, page_errors, tab
):
    """The editor names the row it edits ('Editing "..."'): that line must wrap too."""
    page = owner_390
    path, loaded = TABS[tab]
    page.goto(live_server.url + path)
    expect(page.get_by_text(loaded).first).to_be_visible()

    page.locator("#admin-tabpanel").get_by_role("button", name="Edit").first.click()

    expect(page.get_by_label(EDITORS[tab], exact=True)).to_have_value(re.compile("Pneumono"))
    assert_no_sideways_scroll(page)
    assert page_errors == []


def test_a_long_place_name_fits_the_travel_list(owner_390: Page, live_server, page_errors):
    # A real town's name (58 letters, one word).
    TravelStoryFactory(
        title="A day in Anglesey",
        country="United Kingdom",
        city="Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch",
        image_url="",
        gallery=[],
    )
    page = owner_390

    page.goto(live_server.url + "/admin?tab=travel")

    expect(page.get_by_text("A day in Anglesey")).to_be_visible()
    assert_no_sideways_scroll(page)
    assert page_errors == []


def test_a_long_role_fits_the_testimonial_cards(owner_390: Page, live_server, page_errors):
    # What a visitor may type as their role on the public form: a work e-mail address, say.
    ApprovedTestimonialFactory(
        name="Mrs Okafor", role="head.of.science.and.year.eleven@exampleacademy.org.uk"
    )
    page = owner_390

    page.goto(live_server.url + "/admin?tab=testimonials")

    expect(page.get_by_role("article", name="Mrs Okafor")).to_be_visible()
    assert_no_sideways_scroll(page)
    assert page_errors == []


# --- each editor's round trip at 375 px: add a row, edit one, delete it ---------------------

WRITTEN = "Written on a phone"
# Per editor: how to open it and fill its form with a row called WRITTEN.
FORMS = {
    "blog": (open_blog_tab, lambda page: fill_post(page, title=WRITTEN)),
    "gcse": (open_journal_tab, lambda page: fill_entry(page, topic=WRITTEN)),
    "travel": (open_travel_tab, lambda page: fill_story(page, title=WRITTEN)),
}
# Per editor: what its toasts call a row, its save button, its heading while a row is edited,
# and the button that empties the form.
WORDS = {
    "blog": ("Blog post", "Create Post", "Edit Post", "Start Fresh"),
    "gcse": ("GCSE journal entry", "Add Entry", "Edit Entry", "Clear Form"),
    "travel": ("Travel story", "Add Story", "Edit Travel Story", "Clear Form"),
}


def _seed_a_row(tab: str) -> str:
    """One row for the editor to edit; answers its name on the list's buttons."""
    if tab == "blog":
        return BlogPostFactory(title="Phone-sized post").title
    if tab == "gcse":
        entry = GcseJournalEntryFactory(week="Week 4", topic="Cells")
        return f"{entry.week}: {entry.topic}"
    return TravelStoryFactory(title="Harbour Days", country="Australia", image_url="").title


def _names(tab: str) -> list[str]:
    if tab == "gcse":
        return list(GcseJournalEntry.objects.values_list("topic", flat=True))
    model = BlogPost if tab == "blog" else TravelStory
    return list(model.objects.values_list("title", flat=True))


@pytest.mark.parametrize("tab", WORDS)
def test_an_editor_adds_edits_and_deletes_on_a_phone(
    owner_phone_page: Page, live_server, page_errors, tab
):
    page, (open_editor, fill) = owner_phone_page, FORMS[tab]
    thing, save, editing, clear = WORDS[tab]
    row = _seed_a_row(tab)
    open_editor(page, live_server)

    assert_no_sideways_scroll(page)
    fill(page)
    page.get_by_role("button", name=save).click()
    expect_toast(page, "Success", f"{thing} created successfully!")
    page.get_by_role("button", name=f"Edit {row}").click()
    expect(page.get_by_role("heading", name=editing)).to_be_in_viewport()
    page.get_by_role("button", name=clear).click()
    page.get_by_role("button", name=f"Delete {row}").click()
    if tab != "blog":  # the blog deletes at once, and offers Undo instead
        page.get_by_role("dialog").get_by_role("button", name="Delete").click()
    expect_toast(page, "Success", f"{thing} deleted successfully!")
    assert_no_sideways_scroll(page)
    assert _names(tab) == [WRITTEN]
    assert page_errors == []


def _inside_the_screen(page: Page, name: str) -> bool:
    box = page.get_by_role("tab", name=name).bounding_box()
    return box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE_390["width"]


def test_every_tab_is_reachable_with_the_tab_bars_arrows(owner_390: Page, live_server, page_errors):
    page = owner_390
    page.goto(live_server.url + "/admin")
    expect(page.get_by_role("tab", name="Dashboard")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_role("tablist", name="Sections").get_by_role("tab")).to_have_text(TAB_BAR)
    # Tabs are hidden to the right, and the bar says so.
    assert not _inside_the_screen(page, "Profile")
    more = page.get_by_role("button", name="Show more tabs")
    expect(more).to_be_visible()
    expect(page.get_by_role("button", name="Show earlier tabs")).to_have_count(0)

    # The arrow, not Playwright's own scrolling, brings the last tab into view.
    # Each click scrolls 70% of the bar; the arrow goes once nothing is left to the right (it
    # may go while a click is on its way: then there is nothing more to click).
    for _ in range(6):
        if more.count() == 0:
            break
        with suppress(PlaywrightTimeoutError):
            more.click(timeout=2_000)
    expect(more).to_have_count(0)  # nothing more to the right
    assert _inside_the_screen(page, "Profile")
    earlier = page.get_by_role("button", name="Show earlier tabs")
    expect(earlier).to_be_visible()

    page.get_by_role("tab", name="Profile").click()

    expect(page.get_by_role("tab", name="Profile")).to_have_attribute("aria-selected", "true")
    expect(page).to_have_url(live_server.url + "/admin?tab=profile")
    expect(page.get_by_role("heading", name="Profile & Site Settings")).to_be_visible()
    assert_no_sideways_scroll(page)

    # And back: the left arrow brings the first tab into view again.
    for _ in range(6):
        if earlier.count() == 0:
            break
        with suppress(PlaywrightTimeoutError):
            earlier.click(timeout=2_000)
    expect(earlier).to_have_count(0)
    assert _inside_the_screen(page, "Dashboard")
    page.get_by_role("tab", name="Dashboard").click()
    expect(page).to_have_url(live_server.url + "/admin")
    assert page_errors == []


def test_a_deep_link_to_a_hidden_tab_shows_it_selected(owner_390: Page, live_server, page_errors):
    page = owner_390

    page.goto(live_server.url + "/admin?tab=media")

    expect(page.get_by_role("tab", name="Media")).to_have_attribute("aria-selected", "true")
    page.wait_for_function(
        """() => {
          const r = document.getElementById("tab-media").getBoundingClientRect();
          return r.left >= 0 && r.right <= window.innerWidth;
        }"""
    )
    expect(page.get_by_role("button", name="Show earlier tabs")).to_be_visible()
    assert page_errors == []
