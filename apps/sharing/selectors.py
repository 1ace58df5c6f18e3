"""Reads of share links: the owner's list, the link a visitor's token opens, and the links made
since a time (the guardian digest reads them)."""

import hmac
from dataclasses import dataclass
from datetime import datetime

from django.db.models import Model, QuerySet
from django.http import Http404
from django.utils import timezone

from apps.blog.selectors import post_by_id
from apps.journal.selectors import entry_by_id
from apps.statement.selectors import statement_by_id

from .models import ShareLink, TargetType, token_hash

# What the owner's list and the digest read of each target: enough for a title and an address.
_POST_FIELDS = ("post__id", "post__title", "post__slug", "post__is_published")
_ENTRY_FIELDS = (
    "journal_entry__id",
    "journal_entry__topic",
    "journal_entry__week",
    "journal_entry__subject",
    "journal_entry__slug",
    "journal_entry__is_published",
)
_STATEMENT_FIELDS = ("statement__id", "statement__title")


def target_title(link: ShareLink) -> str:
    """What the link shows, as the owner's list names it: a post's title, or an entry's week
    and topic, or a statement draft's title."""
    if link.post_id:
        return link.post.title
    if link.statement_id:
        return f"Personal statement: {link.statement.title}"
    entry = link.journal_entry
    return f"{entry.week}: {entry.topic}"


def share_link_list() -> QuerySet[ShareLink]:
    """Every share link (the owner's list), newest first, each with its target's title fields:
    one query, however many links."""
    fields = (
        *(f.name for f in ShareLink._meta.concrete_fields),
        *_POST_FIELDS,
        *_ENTRY_FIELDS,
        *_STATEMENT_FIELDS,
    )
    return (
        ShareLink.objects.select_related("post", "journal_entry", "statement")
        .only(*fields)
        .order_by("-created_at")
    )


def share_link_is_active(link: ShareLink, *, now: datetime | None = None) -> bool:
    return link.revoked_at is None and link.expires_at > (now or timezone.now())


def share_link_open(*, token: str) -> ShareLink:
    """The active link whose token is `token`, with its target loaded; Http404 for an unknown,
    revoked or expired token, or one whose post was deleted (its undo window included).

    The token is found by its SHA-256 hash (the only form stored): the database compares hashes,
    so how long a lookup takes says nothing about any stored token."""
    if not token or len(token) > 200 or "\x00" in token:
        raise Http404
    link = (
        ShareLink.objects.select_related("post", "journal_entry", "statement")
        .filter(token_hash=token_hash(token), revoked_at__isnull=True)
        .filter(expires_at__gt=timezone.now())
        .first()
    )
    # The database found the row by its hash; comparing the two hashes once more in constant
    # time costs nothing and keeps the rule visible here.
    if link is None or not hmac.compare_digest(link.token_hash, token_hash(token)):
        raise Http404
    if link.post_id and link.post.deleted_at is not None:
        raise Http404
    return link


# Each kind of target, and its app's selector of a row by id (published or not).
_TARGETS = {
    TargetType.POST: post_by_id,
    TargetType.JOURNAL_ENTRY: entry_by_id,
    TargetType.STATEMENT: statement_by_id,
}


def share_target_get(*, target_type: str, target_id) -> Model:
    """The (live) post or journal entry a new link may show, read through its app's selector;
    Http404 when there is none."""
    find = _TARGETS.get(target_type)
    row = find(target_id) if find else None
    if row is None:
        raise Http404
    return row


@dataclass(frozen=True)
class SharedRecord:
    """One link made, for the guardian digest: who it was for, what it shows, when it was made
    and until when it works (never its token)."""

    recipient: str
    target_type: str
    target_title: str
    created_at: datetime
    expires_at: datetime
    revoked_at: datetime | None


def share_links_created(*, since: datetime) -> list[SharedRecord]:
    """The links made at or after `since`, oldest first, revoked ones included (the guardian
    should hear of every link that was made). One query."""
    links = share_link_list().filter(created_at__gte=since).order_by("created_at")
    return [
        SharedRecord(
            recipient=link.recipient,
            target_type=link.target_type,
            target_title=target_title(link),
            created_at=link.created_at,
            expires_at=link.expires_at,
            revoked_at=link.revoked_at,
        )
        for link in links
    ]
