"""Private share links, end to end: the owner makes a link for an unpublished journal entry in
the panel, a visitor (another browser, nobody signed in) opens it and reads the entry under the
'Shared privately — not published' banner, the owner sees it was opened once, revokes it, and
the visitor's next visit gets the kind 404 page. On a desktop and at a phone's 390 px."""

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from playwright.sync_api import Browser, Page, expect

from apps.sharing.models import ShareLink
from tests.e2e.admin import expect_toast, open_tab, sign_in
from tests.e2e.watching import fresh_page
from tests.journal.factories import GcseJournalEntryFactory

pytestmark = pytest.mark.django_db(transaction=True)

# A person's browser (a headless one, or a link preview, is not counted as an opening).
CHROME = (
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/131.0.0.0 Safari/537.36"
)
GONE = "This link has expired or was turned off. Ask the person who shared it for a new one."


@contextmanager
def browsing(browser: Browser, width: int, errors: list[str], **options) -> Iterator[Page]:
    """A fresh browser profile `width` px wide; any failed load but a document's is an error."""
    page = fresh_page(browser, errors, viewport={"width": width, "height": 800}, **options)
    try:
        yield page
    finally:
        page.context.close()


def _link_row(owner: Page, recipient: str):
    section = owner.get_by_role("region", name="Share links to journal entries")
    return section.get_by_role("listitem").filter(has_text=recipient)


@pytest.mark.parametrize("width", [1280, 390], ids=["desktop", "phone"])
def test_a_share_link_shows_an_unpublished_entry_until_revoked(
    browser: Browser, live_server, owner, width
):
    entry = GcseJournalEntryFactory(
        is_published=False,
        week="Week 9",
        subject="physics",
        topic="Forces and motion",
        content="Newton's second law: **F = ma**.",
        content_format="markdown",
    )
    errors: list[str] = []
    recipient = "Mrs Patel (physics)"

    with (
        browsing(browser, width, errors) as owner_page,
        browsing(browser, width, errors, user_agent=CHROME) as visitor,
    ):
        owner_page.context.grant_permissions(
            ["clipboard-read", "clipboard-write"], origin=live_server.url
        )
        sign_in(owner_page, owner)
        open_tab(owner_page, live_server, "gcse", "Add Journal Entry")
        section = owner_page.get_by_role("region", name="Share links to journal entries")
        expect(section).to_contain_text("No share links yet.")

        # The owner makes the link in the panel.
        owner_page.get_by_role("button", name="Share Progress: Week 9: Forces and motion").click()
        dialog = owner_page.get_by_role("dialog", name="Share privately")
        expect(dialog).to_be_visible()
        expect(dialog.get_by_label("Works for (days)")).to_have_value("14")
        dialog.get_by_role("button", name="Create Link").click()
        expect(dialog.get_by_text("Say who the link is for")).to_be_visible()
        assert not ShareLink.objects.exists()
        dialog.get_by_label("Who is it for?").fill(recipient)
        dialog.get_by_role("button", name="Create Link").click()

        ready = owner_page.get_by_role("dialog", name="Private link ready")
        address = ready.get_by_label("Private link")
        expect(address).not_to_have_value("")
        url = address.input_value()
        assert url.startswith(f"{live_server.url}/shared/")
        ready.get_by_role("button", name="Copy").click()
        expect(ready.get_by_role("button", name="Copied")).to_be_visible()
        assert owner_page.evaluate("navigator.clipboard.readText()") == url
        ready.get_by_role("button", name="Done").click()
        expect(ready).to_be_hidden()
        row = _link_row(owner_page, recipient)
        expect(row).to_contain_text("Week 9: Forces and motion")
        expect(row).to_contain_text("Active")
        expect(row).to_contain_text("Not opened yet")

        # A visitor, in another browser, opens it.
        response = visitor.goto(url)
        assert response is not None
        assert response.status == 200
        assert "noindex" in response.headers["x-robots-tag"]
        assert response.headers["referrer-policy"] == "no-referrer"
        assert "no-store" in response.headers["cache-control"]
        expect(visitor.get_by_text("Shared privately — not published")).to_be_visible()
        expect(visitor.get_by_role("heading", level=1)).to_have_text("Forces and motion")
        expect(visitor.locator("strong", has_text="F = ma")).to_be_visible()
        expect(visitor.get_by_text(f"For {recipient}")).to_be_visible()
        # No site navigation, no links at all here (nothing leads to other drafts).
        assert visitor.locator("a").count() == 0
        assert visitor.locator("script").count() == 0
        assert visitor.evaluate("document.documentElement.scrollWidth") <= width
        # The entry itself is still unpublished: its public address is a 404.
        public = visitor.goto(f"{live_server.url}/gcse-journey/{entry.slug}")
        assert public is not None
        assert public.status == 404

        # The owner sees the opening (a count and a time, nothing else).
        owner_page.reload()
        expect(_link_row(owner_page, recipient)).to_contain_text("Opened 1 time · last")

        # The owner revokes it.
        _link_row(owner_page, recipient).get_by_role(
            "button", name=f"Revoke the link for {recipient}"
        ).click()
        confirm = owner_page.get_by_role("dialog", name="Revoke this link?")
        expect(confirm).to_contain_text(recipient)
        confirm.get_by_role("button", name="Revoke").click()
        expect_toast(owner_page, "Success", f"The link for {recipient} no longer works.")
        expect(_link_row(owner_page, recipient)).to_contain_text("Revoked")

        # The visitor's next visit: the kind 404 page, and no entry.
        gone = visitor.goto(url)
        assert gone is not None
        assert gone.status == 404
        expect(visitor.get_by_text(GONE)).to_be_visible()
        expect(visitor.get_by_text("Forces and motion")).to_have_count(0)
        assert visitor.evaluate("document.documentElement.scrollWidth") <= width

    assert ShareLink.objects.get().open_count == 1
    assert errors == []
