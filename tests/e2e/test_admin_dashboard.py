"""The admin dashboard as the owner uses it: live figures, quick actions, the inbox card."""

from pathlib import Path

import pytest
from django.utils import timezone
from playwright.sync_api import Locator, Page, expect

from apps.core.models import SiteProfile
from apps.media.models import MediaItem
from apps.testimonials.models import TestimonialRequest
from tests.blog.factories import BlogPostFactory
from tests.contact.factories import ContactMessageFactory
from tests.e2e.screen import assert_no_sideways_scroll
from tests.gallery.factories import GalleryItemFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.media.factories import MediaItemFactory
from tests.testimonials.factories import (
    ApprovedTestimonialFactory,
    TestimonialFactory,
    TestimonialRequestFactory,
)
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db(transaction=True)


def seed_known_mix() -> None:
    """A mix whose figures are known: drafts and published, two countries, every media type,
    pending and approved testimonials, read and unread messages."""
    SiteProfile.objects.create(pk=1, name="Jamie Rivera", tagline="Curious mind")
    BlogPostFactory.create_batch(3, is_published=True)
    BlogPostFactory.create_batch(2, is_published=False)
    GcseJournalEntryFactory(subject="maths", progress=40)
    GcseJournalEntryFactory(subject="maths", progress=60)
    GcseJournalEntryFactory(subject="physics", progress=80, is_published=False)
    TravelStoryFactory(country="Japan")
    TravelStoryFactory(country="Japan")
    TravelStoryFactory(country="France")
    GalleryItemFactory.create_batch(3, category="travel")
    GalleryItemFactory(category="general", is_published=False)
    MediaItemFactory.create_batch(2, type=MediaItem.Type.PODCAST)
    MediaItemFactory.create_batch(3, type=MediaItem.Type.ARTICLE)
    MediaItemFactory(type=MediaItem.Type.VIDEO)
    TestimonialFactory.create_batch(2)
    ApprovedTestimonialFactory(rating=5)
    ApprovedTestimonialFactory(rating=4)
    ApprovedTestimonialFactory(rating=4)
    ContactMessageFactory.create_batch(2)
    ContactMessageFactory(is_read=True)
    requests = TestimonialRequestFactory.create_batch(10)
    # Three of the ten links were used to send a testimonial.
    answered = [r.pk for r in requests[:3]]
    TestimonialRequest.objects.filter(pk__in=answered).update(used_at=timezone.now())


def figure(card: Locator, label: str) -> Locator:
    """The value beside a label in a summary card's figures."""
    return card.locator("dt", has_text=label).locator("xpath=following-sibling::dd[1]")


def card(page: Page | Locator, title: str) -> Locator:
    return page.get_by_role("region", name=title, exact=True)


def summary(page: Page, title: str, key: str, value: str, figures: dict | None = None) -> Locator:
    """The summary card called `title`: its headline value (test id `<key>-value`) and, beside
    their labels, its other figures. Answers the card."""
    region = card(page, title)
    expect(region.get_by_test_id(f"{key}-value")).to_have_text(value)
    for label, number in (figures or {}).items():
        expect(figure(region, label)).to_have_text(number)
    return region


def test_dashboard_figures_match_the_live_rows(owner_page: Page, live_server, page_errors):
    seed_known_mix()

    owner_page.goto(live_server.url + "/admin")

    expect(owner_page.get_by_role("heading", name="Welcome back, Jamie!")).to_be_visible()

    summary(owner_page, "Blog Posts", "blog", "5", {"Published": "3", "Drafts": "2"})
    gcse = summary(owner_page, "GCSE Progress", "gcse", "60%", {"Subjects tracked": "2"})
    expect(gcse.get_by_role("progressbar", name="Average GCSE progress")).to_have_attribute(
        "value", "60"
    )
    travel = summary(owner_page, "Travel Stories", "travel", "2", {"Stories": "3"})
    expect(travel).to_contain_text("countries visited")
    summary(owner_page, "Gallery", "gallery", "4", {"Published": "3"})
    summary(owner_page, "Media", "media", "6", {"Podcasts": "2", "Articles": "3"})
    testimonials = summary(
        owner_page, "Testimonials", "testimonials", "5", {"Pending approval": "2"}
    )
    expect(testimonials.get_by_text("Action needed")).to_be_visible()
    expect(owner_page.get_by_role("button", name="Review Testimonials")).to_contain_text(
        "2 pending"
    )

    expect(card(owner_page, "Inbox").get_by_test_id("inbox-value")).to_have_text("2")
    # Computed, never sample values: (5 + 4 + 4) / 3, and 17 of 21 rows published.
    expect(owner_page.get_by_test_id("average-rating")).to_have_text("4.3")
    engagement = card(owner_page, "Engagement Summary")
    expect(engagement.get_by_test_id("content-completion")).to_have_text("81%")
    # 10 requests sent in the last 30 days, 3 of them answered through their link; 5
    # testimonials received in those days (the public form's too).
    expect(engagement.get_by_test_id("active-links")).to_have_text("10")
    expect(engagement.get_by_test_id("response-rate")).to_have_text("30%")
    expect(engagement).to_contain_text("5 testimonials received")
    activity = card(owner_page, "Recent Activity")
    expect(card(activity, "Your changes").get_by_role("listitem")).to_have_count(6)
    received = card(activity, "Received")
    expect(received.get_by_role("listitem")).to_have_count(4)
    expect(received.get_by_role("listitem").first).to_contain_text("Message from")
    assert page_errors == []


def test_all_up_to_date_when_nothing_is_pending(owner_page: Page, live_server, page_errors):
    ApprovedTestimonialFactory()

    owner_page.goto(live_server.url + "/admin")

    expect(owner_page.get_by_role("button", name="Review Testimonials")).to_contain_text(
        "All up to date"
    )
    testimonials = card(owner_page, "Testimonials")
    expect(figure(testimonials, "Pending approval")).to_have_text("0")
    expect(testimonials.get_by_text("Action needed")).to_have_count(0)
    assert page_errors == []


def test_an_empty_site_shows_zeros_and_no_made_up_figures(
    owner_page: Page, live_server, page_errors
):
    owner_page.goto(live_server.url + "/admin")

    summary(owner_page, "Blog Posts", "blog", "0")
    summary(owner_page, "GCSE Progress", "gcse", "0%")
    performance = card(owner_page, "Content Performance")
    expect(performance).to_contain_text("No published reviews yet")
    engagement = card(owner_page, "Engagement Summary")
    expect(engagement).to_contain_text("Nothing written yet")
    expect(engagement).to_contain_text("No requests sent in the last 30 days")
    expect(card(owner_page, "Recent Activity")).to_contain_text("Nothing here yet")
    assert page_errors == []


@pytest.mark.parametrize(
    ("button", "tab"),
    [
        ("New Blog Post", "blog"),
        ("Add Travel Story", "travel"),
        ("Upload Photos", "gallery"),
        ("Update GCSE Progress", "gcse"),
        ("Review Testimonials", "testimonials"),
    ],
)
def test_quick_actions_switch_tabs(owner_page: Page, live_server, page_errors, button, tab):
    owner_page.goto(live_server.url + "/admin")

    card(owner_page, "Quick Actions").get_by_role("button", name=button).click()

    expect(owner_page).to_have_url(f"{live_server.url}/admin?tab={tab}")
    expect(owner_page.locator(f"#tab-{tab}")).to_have_attribute("aria-selected", "true")
    assert page_errors == []


def test_request_testimonials_opens_the_requests_view(owner_page: Page, live_server, page_errors):
    owner_page.goto(live_server.url + "/admin")

    owner_page.get_by_role("button", name="Request Testimonials").click()

    expect(owner_page).to_have_url(f"{live_server.url}/admin?tab=requests")
    expect(owner_page.get_by_role("heading", name="Testimonial Requests")).to_be_visible()
    expect(owner_page.get_by_role("button", name="Send a Request")).to_be_visible()
    owner_page.get_by_role("button", name="Back to Testimonials").click()
    expect(owner_page).to_have_url(f"{live_server.url}/admin?tab=testimonials")
    assert page_errors == []


@pytest.mark.parametrize(
    ("title", "button", "tab"),
    [
        ("Blog Posts", "Manage", "blog"),
        ("GCSE Progress", "Update", "gcse"),
        ("Travel Stories", "Add Story", "travel"),
        ("Gallery", "Upload", "gallery"),
        ("Media", "Add Media", "media"),
        ("Testimonials", "Review", "testimonials"),
        ("Inbox", "Open Inbox", "inbox"),
    ],
)
def test_summary_card_buttons_open_their_tab(
    owner_page: Page, live_server, page_errors, title, button, tab
):
    owner_page.goto(live_server.url + "/admin")

    card(owner_page, title).get_by_role("button", name=button).click()

    expect(owner_page).to_have_url(f"{live_server.url}/admin?tab={tab}")
    assert page_errors == []


def test_dashboard_is_usable_at_phone_width(owner_phone_page: Page, live_server, page_errors):
    seed_known_mix()

    owner_phone_page.goto(live_server.url + "/admin")

    summary(owner_phone_page, "Blog Posts", "blog", "5")
    expect(card(owner_phone_page, "Testimonials").get_by_text("Action needed")).to_be_visible()
    assert_no_sideways_scroll(owner_phone_page)
    review = owner_phone_page.get_by_role("button", name="Review Testimonials")
    review.scroll_into_view_if_needed()
    review.click()
    expect(owner_phone_page).to_have_url(f"{live_server.url}/admin?tab=testimonials")
    assert page_errors == []


def test_the_guide_downloads_the_owners_guide(owner_page: Page, live_server, page_errors):
    owner_page.goto(live_server.url + "/admin")

    with owner_page.expect_download() as download:
        owner_page.get_by_role("link", name="Guide").click()

    assert download.value.suggested_filename == "owner-guide.txt"
    text = Path(download.value.path()).read_text(encoding="utf-8")
    for topic in ("Signing in", "Drafts and publishing", "metadata", "under-13", "Inbox"):
        assert topic.lower() in text.lower()
    assert page_errors == []
