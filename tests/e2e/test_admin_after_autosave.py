"""Issue 25, what the owner met once autosave had saved her new post: the button still said
'Create Post' (it saves into the draft autosave made, so it says 'Update Post'), Sign Out asked
to discard unsaved changes the server already had, and the panel's times mixed 12-hour and
24-hour (every time is the UK's 24-hour form, after the date as the public pages write it)."""

import re

import pytest
from playwright.sync_api import Dialog, Page, expect

from apps.blog.models import BlogPost
from tests.e2e.test_admin_blog import fill_post, open_blog_tab
from tests.e2e.test_admin_writing import after_the_pause

pytestmark = pytest.mark.django_db(transaction=True)

AUTOSAVE = 15_000  # a pause of 3 s, then the request (ms, for expect's timeouts)
SIGN_OUT_QUESTION = "Sign out and discard unsaved changes?"


def _status(page: Page):
    return page.get_by_test_id("autosave-status")


def test_after_autosave_the_button_updates_the_draft_and_sign_out_asks_nothing(
    owner_page: Page, live_server, page_errors
):
    page = owner_page
    asked: list[str] = []

    def refuse(dialog: Dialog) -> None:
        asked.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", refuse)
    page.clock.install()  # autosave's pause passes on the page's clock (after_the_pause)
    open_blog_tab(page, live_server)
    expect(page.get_by_role("button", name="Create Post")).to_be_visible()

    fill_post(page, title="Autosaved first", content="Every word is on the server.")
    after_the_pause(page)
    expect(_status(page)).to_contain_text("Saved at", timeout=AUTOSAVE)

    # The draft exists: the button saves into it.
    expect(page.get_by_role("button", name="Update Post")).to_be_visible()
    expect(page.get_by_role("button", name="Create Post")).to_have_count(0)
    # 'Saved at 15:05', never 'Saved at 3:05 PM'.
    expect(_status(page)).to_have_text(re.compile(r"^Saved at \d{2}:\d{2}$"))
    assert BlogPost.objects.filter(title="Autosaved first", is_published=False).count() == 1

    page.get_by_role("button", name="Sign Out").click()

    expect(page).to_have_url(re.compile(r"/admin/login"))
    expect(page.get_by_role("dialog", name=SIGN_OUT_QUESTION)).to_have_count(0)
    assert asked == []


def test_sign_out_still_asks_when_a_change_is_only_on_this_device(
    owner_page: Page, live_server, page_errors
):
    page = owner_page
    page.clock.install()
    open_blog_tab(page, live_server)
    fill_post(page, title="Autosaved first", content="The text is on the server.")
    after_the_pause(page)
    expect(_status(page)).to_contain_text("Saved at", timeout=AUTOSAVE)
    # A category is saved by hand only: the server does not have it yet.
    categories = page.get_by_label("Categories", exact=True)
    categories.fill("physics")
    categories.press("Enter")

    page.get_by_role("button", name="Sign Out").click()

    question = page.get_by_role("dialog", name=SIGN_OUT_QUESTION)
    expect(question).to_be_visible()
    expect(question).to_contain_text("Blog")
