"""Issue 12: an approved testimonial can be unpublished again (not only deleted). It goes back to
the pending list, leaves the public site, and can be approved again."""

import pytest
from playwright.sync_api import Browser, Page, expect

from apps.testimonials.models import Testimonial
from tests.e2e.test_admin_testimonials import counter, open_manage_reviews, public_names
from tests.testimonials.factories import ApprovedTestimonialFactory, TestimonialFactory

pytestmark = pytest.mark.django_db(transaction=True)

UNPUBLISHED = "Testimonial unpublished. It waits with the pending ones again."


def home_testimonials(browser: Browser, live_server):
    """The public home page's testimonials section (opened at its anchor, so it loads at once),
    in a visitor's browser with no tokens, once its quotes have loaded."""
    visitor = browser.new_context().new_page()
    visitor.goto(live_server.url + "/#testimonials")
    section = visitor.get_by_role("region", name="What People Say")
    expect(section.locator("figure").first).to_be_visible()
    return visitor, section


def test_unpublishing_moves_a_testimonial_back_to_pending_and_off_the_site(
    owner_page: Page, live_server, browser: Browser, page_errors
):
    page = owner_page
    ApprovedTestimonialFactory(name="Coach Rivera", content="Never misses a training session.")
    ApprovedTestimonialFactory(name="Ms Patel", content="A joy to teach.")
    visitor, section = home_testimonials(browser, live_server)
    expect(section.get_by_text("Coach Rivera", exact=True)).to_be_visible()
    visitor.context.close()
    open_manage_reviews(page, live_server.url)
    published = page.get_by_role("region", name="Published")
    pending = page.get_by_role("region", name="Pending Approval")
    card = published.get_by_role("article", name="Coach Rivera")
    expect(pending.get_by_text("No pending testimonials!")).to_be_visible()

    card.get_by_role("button", name="Unpublish testimonial from Coach Rivera").click()

    expect(page.get_by_test_id("toast")).to_contain_text(UNPUBLISHED)
    expect(published.get_by_role("article", name="Coach Rivera")).to_have_count(0)
    back = pending.get_by_role("article", name="Coach Rivera")
    expect(back).to_contain_text("Never misses a training session.")
    expect(back.get_by_role("button", name="Approve")).to_be_visible()
    expect(counter(page, "Pending")).to_have_text("1")
    expect(counter(page, "Published")).to_have_text("1")
    assert Testimonial.objects.get(name="Coach Rivera").is_approved is False
    assert public_names() == ["Ms Patel"]
    visitor, section = home_testimonials(browser, live_server)
    expect(section.get_by_text("Ms Patel", exact=True)).to_be_visible()
    expect(section.get_by_text("Coach Rivera")).to_have_count(0)
    visitor.context.close()

    # Changed her mind again: it can be approved as any pending testimonial.
    back.get_by_role("button", name="Approve").click()

    expect(page.get_by_test_id("toast")).to_contain_text("Testimonial approved and published!")
    expect(published.get_by_role("article", name="Coach Rivera")).to_be_visible()
    expect(pending.get_by_text("No pending testimonials!")).to_be_visible()
    assert sorted(public_names()) == ["Coach Rivera", "Ms Patel"]
    visitor, section = home_testimonials(browser, live_server)
    expect(section.get_by_text("Coach Rivera", exact=True)).to_be_visible()
    visitor.context.close()
    assert page_errors == []


def test_only_published_testimonials_offer_unpublish(owner_page: Page, live_server, page_errors):
    page = owner_page
    ApprovedTestimonialFactory(name="Published Person")
    TestimonialFactory(name="Waiting Person")
    open_manage_reviews(page, live_server.url)

    pending = page.get_by_role("region", name="Pending Approval")
    published = page.get_by_role("region", name="Published")
    expect(pending.get_by_role("article", name="Waiting Person")).to_be_visible()
    expect(pending.get_by_role("button", name="Unpublish", exact=False)).to_have_count(0)
    expect(
        published.get_by_role("button", name="Unpublish testimonial from Published Person")
    ).to_be_visible()
    assert page_errors == []
