"""A writing session's versions and revisions, for any text the owner writes over time (the blog's
posts, issue 15; the personal statement's drafts, issue 27): one implementation, configured by
the row's model, its revision model and the text fields a revision keeps.

- The written row has a `version`, one more at every save. A save that names the version it was
  based on is refused (VersionConflict: the API answers 409) when the row has moved on since,
  and stores nothing: two tabs or devices never silently overwrite each other.
- Every save keeps a revision (a model built on AbstractRevision): the texts as they were
  saved, who saved them, the version and the size in characters. "publish" revisions are kept
  for good; other saves keep their newest SAVES_KEPT.
- Autosaves are pruned (at most AUTOSAVES_KEPT since the last save), but never the newest text
  of a line of work: the last autosave before a save that replaced its text (a restore) stays
  in History, as the History dialog promises.
"""

import uuid
from collections.abc import Sequence
from dataclasses import dataclass

from django.conf import settings
from django.db import models
from django.db.models import F

from .models import BaseModel

AUTOSAVES_KEPT = 10
SAVES_KEPT = 100
REVISIONS_LISTED = 100

CONFLICT_MESSAGE = (
    "This text was changed in another tab or on another device since you opened it. Reload it "
    "to see the latest version (your text is kept on this device)."
)


class RevisionKind(models.TextChoices):
    AUTOSAVE = "autosave", "Autosave"
    SAVE = "save", "Save"
    PUBLISH = "publish", "Published"


class AbstractRevision(BaseModel):
    """What every revision holds besides its texts (its model adds those and the row it keeps):
    its kind, the row's version it was made from (an autosave: the version it was based on), who
    made it and its size in characters."""

    Kind = RevisionKind

    kind = models.CharField(max_length=10, choices=RevisionKind.choices)
    version = models.PositiveIntegerField(default=1)
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    size = models.PositiveIntegerField(default=0)

    class Meta:
        abstract = True
        ordering = ["-created_at"]


class VersionConflict(Exception):
    """The save was based on `based_on`, but the row is at `current` now."""

    def __init__(self, *, current: int, based_on: int | None = None, message: str = ""):
        super().__init__(message or CONFLICT_MESSAGE)
        self.message = message or CONFLICT_MESSAGE
        self.current = current
        self.based_on = based_on


@dataclass(frozen=True)
class RevisionHistory:
    """The versions and revisions of one kind of written row.

    `model`: the written row (with a `version` field); `revision_model`: its AbstractRevision,
    whose foreign key `owner_field` names the row; `text_fields`: what a revision keeps;
    `sized_fields`: those counted in its size; `conflict_message`: the 409's words."""

    model: type[models.Model]
    revision_model: type[AbstractRevision]
    owner_field: str
    text_fields: Sequence[str]
    sized_fields: Sequence[str]
    conflict_message: str = CONFLICT_MESSAGE

    # --- versions ----------------------------------------------------------------------------

    def conflict(self, *, current: int, based_on: int | None) -> VersionConflict:
        return VersionConflict(current=current, based_on=based_on, message=self.conflict_message)

    def lock_for_save(self, row, based_on: int | None):
        """`row` as the database has it now (its fields read again), locked for this
        transaction where the database can (PostgreSQL); VersionConflict when it is no longer at
        version `based_on` (None: any)."""
        current = self.model._default_manager.select_for_update().get(pk=row.pk)
        if based_on is not None and current.version != based_on:
            raise self.conflict(current=current.version, based_on=based_on)
        for field in self.model._meta.concrete_fields:
            setattr(row, field.attname, getattr(current, field.attname))
        return row

    def next_version(self, row) -> None:
        """One more version, only if nobody saved the row in between (a conditional update,
        which holds on SQLite too, where there are no row locks): VersionConflict otherwise,
        and the surrounding transaction rolls the save back."""
        rows = self.model._default_manager.filter(pk=row.pk)
        moved = rows.filter(version=row.version).update(version=F("version") + 1)
        if not moved:
            current = rows.values_list("version", flat=True).first()
            raise self.conflict(current=current or row.version, based_on=row.version)
        row.version += 1

    # --- revisions ---------------------------------------------------------------------------

    def of(self, row) -> models.QuerySet:
        return self.revision_model.objects.filter(**{self.owner_field: row})

    def texts_of(self, source) -> dict:
        return {name: getattr(source, name) for name in self.text_fields}

    def saved(self, row, *, kind: str, author=None) -> AbstractRevision:
        """After a save that changed `row`: its next version, and the revision that keeps it."""
        self.next_version(row)
        return self.record(row, kind=kind, author=author)

    def record(self, row, *, kind: str, author=None, text: dict | None = None) -> AbstractRevision:
        """Keep a revision of `row` (or of `text`, an autosave's, over the row's), then prune."""
        values = self.texts_of(row)
        values.update({k: v for k, v in (text or {}).items() if k in self.text_fields})
        revision = self.revision_model.objects.create(
            **{self.owner_field: row},
            kind=kind,
            version=row.version,
            author=author if getattr(author, "is_authenticated", False) else None,
            size=sum(len(values[name] or "") for name in self.sized_fields),
            **values,
        )
        self.prune(row)
        return revision

    def prune(self, row) -> None:
        """Published versions stay; the newest SAVES_KEPT saves stay; autosaves stay while
        newer than the last save or publication (at most AUTOSAVES_KEPT of them). Of the
        autosaves before a save, the newest stays when the save did not keep its text (a
        restore, an unpublish): it is the newest text of that line of work, and History promises
        to keep it. The newest SAVES_KEPT of those stay.

        Called after every revision, so each gap between two saves holds at most that one
        autosave already: only the gap before the last save needs pruning."""
        revisions = self.of(row)
        saves = list(revisions.exclude(kind=RevisionKind.AUTOSAVE).order_by("-created_at")[:2])
        autosaves = revisions.filter(kind=RevisionKind.AUTOSAVE)
        if saves:
            last_save = saves[0].created_at
            gap = autosaves.filter(created_at__lt=last_save)
            if len(saves) > 1:
                gap = gap.filter(created_at__gt=saves[1].created_at)
            line_end = gap.order_by("-created_at").first()
            (gap.exclude(pk=line_end.pk) if line_end else gap).delete()
            if line_end and self.texts_of(line_end) == self.texts_of(saves[0]):
                line_end.delete()
            self._keep_newest(autosaves.filter(created_at__lt=last_save), SAVES_KEPT)
            autosaves = autosaves.filter(created_at__gte=last_save)
        self._keep_newest(autosaves, AUTOSAVES_KEPT)
        self._keep_newest(revisions.filter(kind=RevisionKind.SAVE), SAVES_KEPT)

    def _keep_newest(self, revisions, count: int) -> None:
        stale = list(revisions.order_by("-created_at", "-id").values_list("pk", flat=True)[count:])
        if stale:
            self.revision_model.objects.filter(pk__in=stale).delete()

    # --- reads ------------------------------------------------------------------------------

    def listed(self, row) -> models.QuerySet:
        """The newest REVISIONS_LISTED revisions, newest first, without their texts."""
        return (
            self.of(row)
            .select_related("author")
            .defer(*self.text_fields)
            .order_by("-created_at")[:REVISIONS_LISTED]
        )

    def revision(self, row, revision_id) -> AbstractRevision | None:
        """One of `row`'s revisions by its id (any text: None when it is not a UUID)."""
        try:
            key = uuid.UUID(str(revision_id))
        except ValueError:
            return None
        return self.of(row).filter(pk=key).select_related("author").first()
