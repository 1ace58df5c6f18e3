"""Writing a post without losing a word (issue 15): versions that refuse a stale save, the
revisions every save keeps, autosave, and the read time worked out from the text.

- Every save of a post (the API, Django admin, a restore, a draft's autosave) adds one to its
  `version`. A save that names the version it was based on is refused (VersionConflict: the API
  answers 409) when the post has moved on since, and stores nothing: two tabs or devices never
  silently overwrite each other.
- Every save keeps a revision: the text as it was saved (title, excerpt, content and its format),
  who saved it and its size in characters. A save that leaves the post published is a
  "publish" revision and is kept for good; other saves keep their newest SAVES_KEPT.
- Autosave: a draft's autosave is a save of its text (an "autosave" revision); a published
  post's autosave is only a revision, and never changes what visitors see. Autosaves are pruned
  (at most AUTOSAVES_KEPT since the last save), but never the newest text of a line of work: the
  last autosave before a save that replaced its text (a restore) stays in History.
- A post whose `read_time_auto` is on gets its read time from its text at every save (about
  WORDS_PER_MINUTE words a minute, at least one minute).
"""

import math
import re

from django.utils import timezone

from apps.core.revisions import (  # noqa: F401 (the blog's names for them)
    AUTOSAVES_KEPT,
    REVISIONS_LISTED,
    SAVES_KEPT,
    RevisionHistory,
    VersionConflict,
)
from apps.core.slugs import unique_slug

from .models import BlogPost, BlogPostRevision, ContentFormat, RevisionKind

WORDS_PER_MINUTE = 200

CONFLICT_MESSAGE = (
    "This post was changed in another tab or on another device since you opened it. Reload it "
    "to see the latest version (your text is kept on this device)."
)

TEXT_FIELDS = ("title", "excerpt", "content", "content_format")


# --- read time ------------------------------------------------------------------------------

_TAG = re.compile(r"<[^>]*>")
# A Markdown link's or picture's address: "[words](address)" counts its words only.
_LINK_TARGET = re.compile(r"\]\([^)]*\)")
# A word: letters or digits, with inner apostrophes ("don't" is one word). The editor's
# estimate (admin/tabs/blog/read-time.ts) counts the same way.
_WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*")


def words_in(content: str, content_format: str = ContentFormat.MARKDOWN) -> int:
    """How many words a reader reads in `content`: the text of HTML, or Markdown's source less
    its link addresses."""
    text = _TAG.sub(" ", content or "")
    if content_format == ContentFormat.MARKDOWN:
        text = _LINK_TARGET.sub("] ", text)
    return len(_WORD.findall(text))


def read_time_of(content: str, content_format: str = ContentFormat.MARKDOWN) -> int:
    """Minutes to read `content` at WORDS_PER_MINUTE: at least 1, at most 600 (the field's
    limit)."""
    return min(600, max(1, math.ceil(words_in(content, content_format) / WORDS_PER_MINUTE)))


def apply_read_time(data: dict, post: BlogPost | None = None) -> dict:
    """`data` (a save of `post`, or of a new post) with the read time the save gives: sending a
    read time without saying whether it is automatic sets it (the owner's number); otherwise a
    new post's is automatic. An automatic read time is computed from the text the post will
    have."""
    data = dict(data)
    if data.get("read_time") is None:
        data.pop("read_time", None)
    if data.get("read_time_auto") is None:
        data.pop("read_time_auto", None)
        if "read_time" in data:
            data["read_time_auto"] = False
        elif post is None:
            data["read_time_auto"] = True
    auto = data.get("read_time_auto", post.read_time_auto if post else True)
    text_changes = post is None or {"content", "content_format", "read_time_auto"} & set(data)
    if auto and text_changes:
        content = data.get("content", post.content if post else "")
        content_format = data.get(
            "content_format", post.content_format if post else ContentFormat.MARKDOWN
        )
        data["read_time"] = read_time_of(content, content_format)
    return data


def read_time_fields(
    read_time: int | None, read_time_auto: bool | None, content: str, content_format: str
) -> dict:
    """A new post's read_time and read_time_auto (see apply_read_time); a post whose read time
    is not worked out from the text and is given none gets the default (5 minutes)."""
    data = {"read_time": read_time, "read_time_auto": read_time_auto}
    data = apply_read_time({**data, "content": content, "content_format": content_format})
    data.setdefault("read_time", BlogPost._meta.get_field("read_time").default)
    return {name: data[name] for name in ("read_time", "read_time_auto")}


# --- the publication date -------------------------------------------------------------------


def apply_publication_date(data: dict, post: BlogPost) -> dict:
    """`data` with the published_at a save gives `post`. A post that appears with this save (a
    draft published, or a scheduled post) is dated now, unless it is given (or, a draft, already
    has) a time still to come, which schedules it. Otherwise a given time is kept (a published
    post's date, a draft's planned time); None means "now, when published"."""
    data = dict(data)
    now = timezone.now()
    publishing = data.get("is_published", post.is_published)
    appearing = publishing and (not post.is_published or post.published_at > now)
    if "published_at" in data:
        given = data["published_at"]
        if appearing:
            data["published_at"] = given if given is not None and given > now else now
        elif given is None:
            del data["published_at"]
    elif publishing and not post.is_published and post.published_at <= now:
        data["published_at"] = now
    return data


def apply_draft_slug(data: dict, post: BlogPost) -> dict:
    """A post never published yet follows its title with its address (an autosave may have made
    it from the first word typed); once published, the address never changes, so links that
    were shared keep working."""
    title = data.get("title")
    if "slug" in data or title is None or title == post.title or post.is_published:
        return data
    if post.revisions.filter(kind=RevisionKind.PUBLISH).exists():
        return data
    return {**data, "slug": unique_slug(BlogPost, title, fallback="post", exclude_pk=post.pk)}


def blank_texts(data: dict, post: BlogPost | None = None) -> list[str]:
    """The text fields a draft's autosave leaves blank (not yet written): they are allowed."""
    return [
        name
        for name in ("title", "excerpt", "content")
        if not (data[name] if name in data else getattr(post, name, ""))
    ]


# --- versions and revisions: apps/core/revisions.py, shared with the personal statement ---

HISTORY = RevisionHistory(
    model=BlogPost,
    revision_model=BlogPostRevision,
    owner_field="post",
    text_fields=TEXT_FIELDS,
    sized_fields=("title", "excerpt", "content"),
    conflict_message=CONFLICT_MESSAGE,
)


def lock_for_save(post: BlogPost, based_on: int | None) -> BlogPost:
    """`post` as the database has it now, locked; VersionConflict when it is no longer at
    version `based_on` (None: any)."""
    return HISTORY.lock_for_save(post, based_on)


def next_version(post: BlogPost) -> None:
    HISTORY.next_version(post)


def saved(post: BlogPost, *, kind: str | None = None, author=None) -> BlogPostRevision:
    """After a save that changed `post`: its next version, and the revision that keeps it."""
    return HISTORY.saved(post, kind=kind or revision_kind(post), author=author)


def text_size(title: str, excerpt: str, content: str) -> int:
    return len(title or "") + len(excerpt or "") + len(content or "")


def revision_kind(post: BlogPost) -> str:
    """A save's kind: "publish" when visitors see (or will see, when scheduled) what it saved."""
    return RevisionKind.PUBLISH if post.is_published else RevisionKind.SAVE


def record_revision(
    post: BlogPost, *, kind: str, author=None, text: dict | None = None
) -> BlogPostRevision:
    """Keep a revision of `post` (or of `text`, an autosave's, over the post's), then prune."""
    return HISTORY.record(post, kind=kind, author=author, text=text)


def prune_revisions(post: BlogPost) -> None:
    HISTORY.prune(post)


def pending_autosave(post: BlogPost) -> BlogPostRevision | None:
    """A published post's autosave newer than its last save (what the editor offers back), or
    None. A draft's autosaves are in the post itself."""
    if not post.is_published:
        return None
    newest = BlogPostRevision.objects.filter(post=post).order_by("-created_at").first()
    if newest and newest.kind == RevisionKind.AUTOSAVE and newest.version == post.version:
        return newest
    return None
