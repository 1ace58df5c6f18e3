"""What happens to a draft's comments, revisions and evidence over time: the daily purge
(`purge_expired`) deletes a share link 30 days after it stopped working, but the comments left
through it stay with the draft (the owner's feedback, named by the recipient the owner typed, no
e-mail address); deleting the draft deletes everything that hangs from it."""

from datetime import timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone

from apps.sharing.models import ShareLink
from apps.sharing.services import share_link_create
from apps.statement.models import StatementComment, StatementEvidence, StatementRevision
from apps.statement.services import (
    statement_comment_add,
    statement_create,
    statement_delete,
    statement_evidence_set,
)
from tests.showcase.factories import ProjectFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def draft():
    statement = statement_create(data={"title": "Physics", "course": "Why physics."})
    link, _ = share_link_create(
        target_type="statement", target_id=statement.pk, recipient="Mrs Patel", days=14
    )
    statement_comment_add(
        statement=statement, answer="course", text="Why?", author="Mrs Patel", via_link=link.pk
    )
    statement_evidence_set(statement=statement, evidence=[("course", "project", ProjectFactory())])
    return statement


def test_the_purge_deletes_an_old_link_but_keeps_its_comments(draft):
    ShareLink.objects.update(revoked_at=timezone.now() - timedelta(days=31))

    call_command("purge_expired", verbosity=0)

    assert ShareLink.objects.count() == 0
    assert list(StatementComment.objects.values_list("text", flat=True)) == ["Why?"]


def test_deleting_the_draft_deletes_its_comments_revisions_and_evidence(draft):
    statement_delete(instance=draft)

    assert StatementComment.objects.count() == 0
    assert StatementRevision.objects.count() == 0
    assert StatementEvidence.objects.count() == 0
