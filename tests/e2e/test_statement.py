"""The UCAS personal statement, end to end: the owner writes a draft in the panel (live counters
as UCAS counts, the emoji pointed out, saved by itself), shares it for comments, a teacher (another
browser, nobody signed in) comments on an answer through the link, the owner sees the comment
beside that answer, revokes the link, and the teacher's next comment is refused with the kind
404 page."""

import pytest
from playwright.sync_api import Browser, Dialog, Page, expect

from apps.statement.models import Statement, StatementComment, StatementRevision
from tests.e2e.admin import expect_toast, open_tab, sign_in
from tests.e2e.screen import assert_no_sideways_scroll, assert_on_the_screen
from tests.e2e.test_share_links import CHROME, GONE, browsing

pytestmark = pytest.mark.django_db(transaction=True)

WHY = "Why do you want to study this course or subject?"
OUTSIDE_QUESTION = (
    "What else have you done to prepare outside of education, and why are these experiences useful?"
)
# An emoji, a line break, a decomposed é (e + U+0301) and a composed ï.
ANSWER = "Physics explains the world \U0001f30d.\nI want to study it: cafe\u0301 and na\u00efve."


def test_the_owner_writes_shares_and_reads_a_teacher_s_comment(
    browser: Browser, live_server, owner
):
    errors: list[str] = []
    with (
        browsing(browser, 1280, errors) as owner_page,
        browsing(browser, 1280, errors, user_agent=CHROME) as teacher,
    ):
        sign_in(owner_page, owner)
        open_tab(owner_page, live_server, "statement", "Personal statement")
        owner_page.get_by_label("New draft for").fill("Physics, 2027 entry")
        owner_page.get_by_role("button", name="New draft").click()

        # Live counters: the emoji is two (UTF-16), the line break one, the decomposed é two (66
        # code points, 67 as counted); the emoji is pointed out.
        owner_page.get_by_label(WHY).fill(ANSWER)
        expect(owner_page.get_by_test_id("statement-course-count")).to_have_text(
            "67 characters — under 350: 283 more needed"
        )
        expect(owner_page.get_by_role("note")).to_contain_text("\U0001f30d at character 28")
        expect(owner_page.get_by_test_id("statement-saved")).to_have_text("All changes saved")
        assert Statement.objects.get().course == ANSWER

        # Share for comments, through the dialog every share link uses.
        owner_page.get_by_role("button", name="Share for comments: Physics, 2027 entry").click()
        dialog = owner_page.get_by_role("dialog", name="Share privately")
        dialog.get_by_label("Who is it for?").fill("Mrs Patel (physics)")
        dialog.get_by_role("button", name="Create Link").click()
        ready = owner_page.get_by_role("dialog", name="Private link ready")
        address = ready.get_by_label("Private link")
        expect(address).not_to_have_value("")
        url = address.input_value()
        ready.get_by_role("button", name="Done").click()

        # The teacher reads the answers and comments on the first.
        response = teacher.goto(url)
        assert response is not None
        assert response.status == 200
        first = teacher.get_by_role("region", name=WHY)
        expect(first.get_by_test_id("answer-course")).to_have_text(ANSWER)
        first.get_by_label("Comment on this answer").fill("Say which book <b>started</b> it.")
        first.get_by_role("button", name="Send comment").click()
        expect(teacher.get_by_role("region", name=WHY)).to_contain_text("Your comments")
        assert teacher.locator("b").count() == 0

        # The owner sees it beside the answer, as plain text.
        owner_page.reload()
        comments = owner_page.get_by_role("complementary", name=f"Comments on: {WHY}")
        expect(comments).to_contain_text("Say which book <b>started</b> it.")
        expect(comments).to_contain_text("Mrs Patel (physics)")

        # Revoking ends it: the teacher's next comment meets the kind 404 page.
        section = owner_page.get_by_role("region", name="Shared for comments")
        section.get_by_role("button", name="Revoke the link for Mrs Patel (physics)").click()
        owner_page.get_by_role("dialog", name="Revoke this link?").get_by_role(
            "button", name="Revoke"
        ).click()
        expect(section).to_contain_text("Revoked")
        again = teacher.get_by_role("region", name=WHY)
        again.get_by_label("Comment on this answer").fill("One more thought.")
        again.get_by_role("button", name="Send comment").click()
        expect(teacher.get_by_text(GONE)).to_be_visible()

    assert list(StatementComment.objects.values_list("text", flat=True)) == [
        "Say which book <b>started</b> it."
    ]
    assert errors == []


FIRST = "Physics began for me with a crystal radio my grandad and I built one winter."
SECOND = "Reading Feynman showed me that physics is about asking why, again and again, always."
TYPED = "Typed a moment before restoring, not yet autosaved."
# History's rows name their size: each text here has its own.
assert len({len(FIRST), len(SECOND), len(TYPED)}) == 3
AFTER_RELOAD = "Typed, then the page was reloaded before the pause in typing was over."


def _saved(page: Page):
    expect(page.get_by_test_id("statement-saved")).to_have_text("All changes saved")


def _restore(page: Page, text: str):
    """Open History, choose the revision holding `text` (by its size), restore it, answering
    its question, and wait for the toast."""
    page.get_by_role("button", name="History").click()
    history = page.get_by_role("dialog", name="History")
    rows = history.get_by_role("list", name="Revisions").get_by_role("button")
    rows.filter(has_text=f" {len(text)} characters").click()
    history.get_by_role("button", name="Restore this version").click()
    asked = history.get_by_role("alertdialog", name="Restore this version?")
    expect(asked).to_contain_text("The text in the editor stays in History.")
    asked.get_by_role("button", name="Restore").click()
    expect_toast(page, "Success", "Restored the version of")
    expect(history).to_be_hidden()


def test_history_restores_an_older_answer_and_keeps_the_replaced_text(
    browser: Browser, live_server, owner
):
    """The statement on the blog's writing session: autosaved versions in History, compared
    with the editor's text; restoring an older one keeps the text it replaced (even a text typed
    just before, not yet autosaved); a reload mid-edit keeps the text."""
    errors: list[str] = []
    with browsing(browser, 1280, errors) as page:
        page.on("dialog", lambda dialog: Dialog.accept(dialog))
        sign_in(page, owner)
        open_tab(page, live_server, "statement", "Personal statement")
        page.get_by_label("New draft for").fill("Physics, 2027 entry")
        page.get_by_role("button", name="New draft").click()
        why = page.get_by_label(WHY)
        why.fill(FIRST)
        _saved(page)
        why.fill(SECOND)
        _saved(page)

        # History: the two autosaves and the draft's first save, newest first.
        page.get_by_role("button", name="History").click()
        history = page.get_by_role("dialog", name="History")
        rows = history.get_by_role("list", name="Revisions").get_by_role("button")
        expect(rows).to_have_count(3)
        expect(rows.nth(0)).to_contain_text("Autosave")
        rows.nth(1).click()
        compared = history.get_by_role("region", name=WHY)
        expect(compared).to_contain_text(f"Only in this version: {FIRST}")
        expect(compared).to_contain_text(f"Only in the editor: {SECOND}")
        page.keyboard.press("Escape")
        expect(history).to_be_hidden()

        # Typed, then restored at once: the typed text is sent first, and kept in History.
        why.fill(TYPED)
        _restore(page, FIRST)
        expect(why).to_have_value(FIRST)
        _saved(page)
        draft = Statement.objects.get()
        assert draft.course == FIRST
        kept = set(
            StatementRevision.objects.filter(statement=draft).values_list("course", flat=True)
        )
        # The restore is the newest save; of the autosaves before it, the newest text stays.
        assert {FIRST, TYPED} <= kept

        # The replaced text is there to compare and restore.
        page.get_by_role("button", name="History").click()
        expect(rows.nth(0)).to_contain_text("Saved")
        rows.nth(1).click()
        expect(history.get_by_role("region", name=WHY)).to_contain_text(
            f"Only in this version: {TYPED}"
        )
        page.keyboard.press("Escape")
        expect(history).to_be_hidden()

        # A reload mid-edit: the text comes back from the device, then reaches the server.
        why.fill(AFTER_RELOAD)
        page.reload()
        expect(page.get_by_label(WHY)).to_have_value(AFTER_RELOAD)
        _saved(page)
        draft.refresh_from_db()
        assert draft.course == AFTER_RELOAD
    assert errors == []


def test_the_owner_links_evidence_beside_an_answer_and_the_teacher_never_sees_it(
    browser: Browser, live_server, owner
):
    from apps.sharing.services import share_link_create
    from apps.statement.services import statement_create
    from tests.record.factories import log_entry
    from tests.showcase.factories import AchievementFactory

    log_entry(title="Work experience at the observatory", is_published=False)
    AchievementFactory(title="UKMT Gold")
    draft = statement_create(data={"title": "Physics, 2027 entry", "outside": "I volunteered."})
    errors: list[str] = []
    with (
        browsing(browser, 1280, errors) as page,
        browsing(browser, 1280, errors, user_agent=CHROME) as teacher,
    ):
        sign_in(page, owner)
        open_tab(page, live_server, "statement", "Personal statement")
        outside = page.get_by_role(
            "complementary", name="Your evidence for what you did outside education"
        )
        outside.get_by_label("Link evidence").select_option(
            label="Work experience at the observatory"
        )
        linked = outside.get_by_role("list", name="Linked")
        expect(linked).to_contain_text("Work experience at the observatory")

        page.reload()
        expect(linked).to_contain_text("Log entry")
        expect(linked).to_contain_text("Work experience at the observatory")
        why = page.get_by_role("complementary", name="Your evidence for why this course")
        expect(why.get_by_role("list", name="Linked")).to_have_count(0)
        assert draft.evidence.get().log_entry.title == "Work experience at the observatory"

        _, token = share_link_create(
            target_type="statement", target_id=draft.pk, recipient="Mrs Patel", days=14
        )
        teacher.goto(f"{live_server.url}/shared/{token}")
        expect(teacher.get_by_text("I volunteered.")).to_be_visible()
        expect(teacher.get_by_text("Work experience at the observatory")).to_have_count(0)
    assert errors == []


def test_on_a_phone_the_draft_its_evidence_and_history_fit_the_screen(
    browser: Browser, live_server, owner
):
    """The seeded demo draft (versions, evidence, comments) on a 390 px phone."""
    from apps.demo.seeds.statement import EVIDENCE, seed
    from tests.showcase.factories import AchievementFactory, ProjectFactory

    factories = {"achievement": AchievementFactory, "project": ProjectFactory}
    for _, kind, title in EVIDENCE:
        factories[kind](title=title)
    seed()
    errors: list[str] = []
    with browsing(browser, 390, errors) as page:
        sign_in(page, owner)
        open_tab(page, live_server, "statement", "Personal statement")
        outside = page.get_by_role(
            "complementary", name="Your evidence for what you did outside education"
        )
        expect(outside.get_by_role("list", name="Linked")).to_contain_text("Eco Tracker")
        expect(
            page.get_by_role("complementary", name=f"Comments on: {OUTSIDE_QUESTION}")
        ).to_be_visible()
        assert_on_the_screen(outside.get_by_label("Link evidence"))
        assert_no_sideways_scroll(page)

        page.get_by_role("button", name="History").click()
        history = page.get_by_role("dialog", name="History")
        rows = history.get_by_role("list", name="Revisions").get_by_role("button")
        expect(rows).to_have_count(3)
        rows.last.click()
        expect(history.get_by_role("button", name="Restore this version")).to_be_visible()
        assert_on_the_screen(history.get_by_role("button", name="Restore this version"))
        assert_no_sideways_scroll(page)
    assert errors == []
