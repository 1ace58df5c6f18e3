"""The UCAS personal statement, end to end: the owner writes a draft in the panel (live counters
as UCAS counts, the emoji pointed out, saved by itself), shares it for comments, a teacher (another
browser, nobody signed in) comments on an answer through the link, the owner sees the comment
beside that answer, revokes the link, and the teacher's next comment is refused with the kind
404 page."""

import pytest
from playwright.sync_api import Browser, expect

from apps.statement.models import Statement, StatementComment
from tests.e2e.admin import open_tab, sign_in
from tests.e2e.test_share_links import CHROME, GONE, browsing

pytestmark = pytest.mark.django_db(transaction=True)

WHY = "Why do you want to study this course or subject?"
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
