"""'Share for comments': a share link (apps/sharing: expiry, revoke, open count) to a personal
statement draft shows its three answers at /shared/<token> and takes a teacher's comment on
each (a plain form, no script), which reaches the owner's API; a revoked or expired link ends
it, and bad input is a 400 that stores nothing."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.sharing.models import ShareLink
from apps.sharing.services import share_link_create, share_link_revoke
from apps.statement.models import StatementComment
from apps.statement.services import statement_create
from tests.blog.factories import BlogPostFactory
from tests.sharing.factories import share

pytestmark = pytest.mark.django_db

BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36"
COURSE = "I want to study physics because\nthe universe is <strange> & wonderful."


@pytest.fixture
def statement():
    return statement_create(
        data={"title": "Physics, 2027 entry", "course": COURSE, "studies": "Maths, physics."}
    )


def _link(statement, recipient="Mrs Patel, physics"):
    return share_link_create(
        target_type="statement", target_id=statement.pk, recipient=recipient, days=14
    )


def _comment(client, token, **form):
    data = {"answer": "course", "text": "Name the lecture you went to.", **form}
    return client.post(f"/shared/{token}", data, HTTP_USER_AGENT=BROWSER)


def test_the_owner_shares_a_draft_from_the_api(owner_client, statement):
    response = owner_client.post(
        "/api/share-links",
        {"targetType": "statement", "targetId": str(statement.pk), "recipient": "Mrs Patel"},
        format="json",
    )

    assert response.status_code == 201, response.content
    body = response.json()
    assert body["targetType"] == "statement"
    assert body["targetId"] == str(statement.pk)
    assert body["targetTitle"] == "Personal statement: Physics, 2027 entry"
    assert body["targetPublished"] is False
    [listed] = owner_client.get("/api/share-links").json()
    assert listed["targetTitle"] == "Personal statement: Physics, 2027 entry"


def test_the_page_shows_the_three_answers_as_plain_text_and_counts_the_opening(client, statement):
    link, token = _link(statement)

    response = client.get(f"/shared/{token}", HTTP_USER_AGENT=BROWSER)

    assert response.status_code == 200
    assert response["Cache-Control"] == "private, no-store"
    html = response.content.decode()
    assert "Why do you want to study this course or subject?" in html
    assert "What else have you done to prepare outside of education" in html
    assert "the universe is &lt;strange&gt; &amp; wonderful." in html
    assert "<strange>" not in html
    assert html.count('<form method="post"') == 3
    link.refresh_from_db()
    assert link.open_count == 1


def test_a_teacher_s_comment_reaches_the_owner_s_api(client, owner_client, statement):
    link, token = _link(statement)

    response = _comment(client, token, text="  Name the lecture.\r\nAnd what you read.  ")

    assert response.status_code == 303
    assert response["Location"] == f"/shared/{token}#answer-course"
    [row] = owner_client.get("/api/statements").json()
    [comment] = row["comments"]
    assert comment["answer"] == "course"
    assert comment["text"] == "Name the lecture.\nAnd what you read."
    assert comment["author"] == "Mrs Patel, physics"
    # The teacher sees it under the answer; a comment is not an opening.
    html = client.get(f"/shared/{token}", HTTP_USER_AGENT=BROWSER).content.decode()
    assert "Your comments" in html
    assert "And what you read." in html
    link.refresh_from_db()
    assert link.open_count == 1


def test_a_comment_is_plain_text_escaped_on_the_page_and_kept_as_typed(client, statement):
    _, token = _link(statement)

    _comment(client, token, answer="studies", text="<script>alert(1)</script> **bold**")

    assert StatementComment.objects.get().text == "<script>alert(1)</script> **bold**"
    html = client.get(f"/shared/{token}", HTTP_USER_AGENT=BROWSER).content.decode()
    assert "&lt;script&gt;alert(1)&lt;/script&gt; **bold**" in html
    assert "<script>alert(1)" not in html


def test_a_recipient_sees_only_the_comments_of_their_own_link(client, statement):
    _, first = _link(statement, recipient="Mrs Patel")
    _, second = _link(statement, recipient="Mr Jones")
    _comment(client, first, text="From Mrs Patel only.")

    html = client.get(f"/shared/{second}", HTTP_USER_AGENT=BROWSER).content.decode()

    assert "From Mrs Patel only." not in html


@pytest.mark.parametrize(
    ("form", "message"),
    [
        ({"text": "   "}, "Write a comment first"),
        ({"text": "x" * 2001}, "Keep a comment to 2,000 characters or fewer"),
        ({"answer": "summary"}, "Choose one of the three answers"),
        ({"answer": ""}, "Choose one of the three answers"),
        ({"text": "nul \x00 inside"}, "A comment cannot hold that character"),
    ],
)
def test_bad_input_is_a_400_with_its_message_and_nothing_is_stored(
    client, statement, form, message
):
    _, token = _link(statement)

    response = _comment(client, token, **form)

    assert response.status_code == 400
    assert message in response.content.decode()
    assert not StatementComment.objects.exists()


def test_a_revoked_link_ends_it_the_page_and_its_comments(client, statement):
    link, token = _link(statement)
    share_link_revoke(link=link)

    assert client.get(f"/shared/{token}", HTTP_USER_AGENT=BROWSER).status_code == 404
    assert _comment(client, token).status_code == 404
    assert not StatementComment.objects.exists()


def test_an_expired_link_refuses_comments(client, statement):
    link, token = _link(statement)
    ShareLink.objects.filter(pk=link.pk).update(expires_at=timezone.now() - timedelta(minutes=1))

    assert _comment(client, token).status_code == 404
    assert not StatementComment.objects.exists()


def test_a_link_to_a_post_takes_no_comment(client):
    _, token = share(BlogPostFactory(is_published=False))

    assert _comment(client, token).status_code == 405
    assert not StatementComment.objects.exists()


def test_deleting_the_draft_deletes_its_links(client, statement):
    link, token = _link(statement)
    statement.delete()

    assert not ShareLink.objects.filter(pk=link.pk).exists()
    assert client.get(f"/shared/{token}", HTTP_USER_AGENT=BROWSER).status_code == 404
