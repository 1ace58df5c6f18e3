"""Autosave and restoring a revision (issue 15): writes built on the post services, so every
rule of a save (rendering, read time, slugs, versions, revisions) holds for them too."""

from django.db import transaction

from . import writing
from .models import BlogPost, BlogPostRevision, RevisionKind
from .services import post_create, post_update


@transaction.atomic
def post_autosave_new(*, data: dict, author=None) -> BlogPost:
    """A new post's first autosave: a draft holding what was typed so far (texts may still be
    blank), never published; its first revision is an autosave."""
    post = post_create(
        title=data.get("title", ""),
        excerpt=data.get("excerpt", ""),
        content=data.get("content", ""),
        **({"content_format": data["content_format"]} if "content_format" in data else {}),
        is_published=False,
        author=author,
        allow_blank=True,
    )
    post.revisions.update(kind=RevisionKind.AUTOSAVE)
    return post


@transaction.atomic
def post_autosave(*, post: BlogPost, data: dict, based_on: int | None, author=None) -> BlogPost:
    """Keep what is typed in `post` (based on version `based_on`: VersionConflict when the
    post has moved on). A draft's text is saved into the draft, as an autosave. A published
    post's (a scheduled one's too) is kept as an autosave revision only: what visitors see,
    and the post's version, do not change until the owner saves."""
    current = writing.lock_for_save(post, based_on)
    texts = {k: v for k, v in data.items() if k in writing.TEXT_FIELDS}
    if not current.is_published:
        return post_update(
            instance=current,
            data=texts,
            author=author,
            kind=RevisionKind.AUTOSAVE,
            allow_blank=True,
        )
    # Kept only when it differs from the newest autosave (or, with none, from the post).
    kept = writing.pending_autosave(current) or current
    if any(getattr(kept, name) != value for name, value in texts.items()):
        writing.record_revision(current, kind=RevisionKind.AUTOSAVE, author=author, text=texts)
    return current


@transaction.atomic
def revision_restore(*, revision: BlogPostRevision, based_on: int, author=None) -> BlogPost:
    """Put `revision`'s title, excerpt and content back into its post, as a new save (and so a
    new revision) based on version `based_on`. A draft may get blank texts back (an early
    autosave's); a published post may not."""
    post = writing.lock_for_save(revision.post, based_on)
    return post_update(
        instance=post,
        data={name: getattr(revision, name) for name in writing.TEXT_FIELDS},
        based_on=based_on,
        author=author,
        allow_blank=not post.is_published,
    )
