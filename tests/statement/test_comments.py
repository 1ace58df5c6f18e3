"""A teacher's comments on the statement's answers: stored as typed through the service, read
by the owner beside the text (/api/statements), deleted by the owner, counted in the guardian's
weekly digest (never their text)."""

from datetime import timedelta

import pytest
from django.core import mail
from django.core.exceptions import ValidationError
from django.utils import timezone

from apps.guardian.digest import guardian_digest_send
from apps.statement.models import StatementComment
from apps.statement.services import statement_comment_add, statement_create
from tests.core.factories import SiteProfileFactory
from tests.guardian.helpers import GUARDIAN
from tests.helpers import created_minutes_ago

pytestmark = pytest.mark.django_db

URL = "/api/statements"


@pytest.fixture
def statement():
    return statement_create(data={"title": "Physics, 2027 entry", "course": "Why physics."})


def _comment(statement, **changes):
    data = {"answer": "course", "text": "Say which lecture.", "author": "Mrs Patel", **changes}
    return statement_comment_add(statement=statement, **data)


def test_the_owner_reads_each_comment_beside_its_answer(owner_client, statement):
    _comment(statement, text="  Say which lecture.\r\nAnd why.  ")
    _comment(statement, answer="outside", text="<b>Good</b> & clear", author="Mr Jones")

    [row] = owner_client.get(URL).json()
    comments = [(c["answer"], c["text"], c["author"]) for c in row["comments"]]
    # As typed (line breaks kept, ends trimmed), never rendered: the panel shows it as text.
    assert comments == [
        ("course", "Say which lecture.\nAnd why.", "Mrs Patel"),
        ("outside", "<b>Good</b> & clear", "Mr Jones"),
    ]


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"answer": "summary"}, "answer"),
        ({"text": "   "}, "text"),
        ({"text": "x" * 2001}, "text"),
        ({"text": "nul \x00"}, "text"),
    ],
)
def test_a_bad_comment_is_refused_and_nothing_is_stored(statement, changes, field):
    with pytest.raises(ValidationError) as refused:
        _comment(statement, **changes)

    assert field in refused.value.message_dict
    assert not StatementComment.objects.exists()


def test_the_owner_deletes_a_comment_and_nobody_else_can(owner_client, not_the_owner, statement):
    comment = _comment(statement)
    address = f"{URL}/{statement.pk}/comments/{comment.pk}"
    client, status = not_the_owner

    assert client.delete(address).status_code == status
    assert owner_client.delete(f"{URL}/{statement.pk}/comments/not-a-uuid").status_code == 404
    assert owner_client.delete(address).status_code == 204
    assert not StatementComment.objects.exists()
    assert owner_client.delete(address).status_code == 404


def test_the_guardian_s_digest_counts_the_week_s_comments_and_shows_none_of_them(statement):
    SiteProfileFactory(guardian_email=GUARDIAN)
    _comment(statement, text="A private remark")
    _comment(statement, answer="studies")
    created_minutes_ago(_comment(statement), minutes_ago=8 * 24 * 60)

    assert guardian_digest_send(now=timezone.now() + timedelta(minutes=1))

    body = mail.outbox[0].body
    assert "- Comments on the personal statement: 2\n" in body
    assert "A private remark" not in body
    assert "Mrs Patel" not in body
