"""The owner's UCAS personal statement drafts: a title (the course or the cycle) and the three
answers. Never public: only the owner's API reads them (no selector gives them to anyone else)."""

from django.db import models
from django.db.models import Q

from apps.core.models import BaseModel
from apps.core.revisions import AbstractRevision

from .counting import QUESTIONS

TITLE_MAX_LENGTH = 200
# Far above UCAS's 4,000 for all three: a draft always saves, however long (counting.py marks
# it); this only keeps one request from storing megabytes.
ANSWER_MAX_LENGTH = 20_000


class Statement(BaseModel):
    """One draft: a title and the three answers, as typed (plain text)."""

    title = models.CharField(
        max_length=TITLE_MAX_LENGTH, help_text='The course or cycle, e.g. "Physics, 2027 entry".'
    )
    course = models.TextField(blank=True, help_text="Why do you want to study this course?")
    studies = models.TextField(
        blank=True, help_text="How have your qualifications and studies helped you prepare?"
    )
    outside = models.TextField(
        blank=True, help_text="What else have you done to prepare outside of education?"
    )
    # One more at every save (apps/core/revisions.py): a save based on an older version is
    # refused, so two tabs or devices never silently overwrite each other.
    version = models.PositiveIntegerField(default=1, editable=False)

    class Meta:
        verbose_name = "personal statement"
        ordering = ["-updated_at"]

    def __str__(self) -> str:
        return self.title

    def answers(self) -> dict[str, str]:
        return {"course": self.course, "studies": self.studies, "outside": self.outside}


class StatementRevision(AbstractRevision):
    """The draft's title and answers as they were at a save or an autosave, for its History
    (compare, restore). Pruned as the blog's revisions are (apps/core/revisions.py); size is the
    characters of the three answers."""

    statement = models.ForeignKey(Statement, on_delete=models.CASCADE, related_name="revisions")
    title = models.CharField(max_length=TITLE_MAX_LENGTH, blank=True)
    course = models.TextField(blank=True)
    studies = models.TextField(blank=True)
    outside = models.TextField(blank=True)

    class Meta(AbstractRevision.Meta):
        verbose_name = "personal statement revision"
        indexes = [
            models.Index(fields=["statement", "-created_at"], name="statement_revision_newest_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.title} ({self.get_kind_display()}, {self.created_at:%Y-%m-%d %H:%M})"


COMMENT_MAX_LENGTH = 2000
AUTHOR_MAX_LENGTH = 100


class StatementComment(BaseModel):
    """A comment on one answer, left by the recipient of a share link (a teacher): plain text,
    stored as typed and shown escaped. The owner reads it in the panel beside the answer."""

    statement = models.ForeignKey(Statement, on_delete=models.CASCADE, related_name="comments")
    answer = models.CharField(max_length=10, choices=QUESTIONS)  # which of the three
    text = models.TextField(max_length=COMMENT_MAX_LENGTH)
    author = models.CharField(
        max_length=AUTHOR_MAX_LENGTH, help_text="The share link's recipient, as named by the owner."
    )
    # The share link it came through (apps/sharing), by id only: this app sits below sharing.
    # The recipient's page shows the comments of its own link; the link's deletion leaves them.
    via_link = models.UUIDField(null=True, blank=True, editable=False, db_index=True)

    class Meta:
        verbose_name = "comment on a personal statement"
        ordering = ["created_at"]

    def __str__(self) -> str:
        return f"{self.author} on {self.answer}"


class EvidenceType(models.TextChoices):
    LOG_ENTRY = "log-entry", "Log entry"
    ACHIEVEMENT = "achievement", "Achievement"
    PROJECT = "project", "Project"


# The field of StatementEvidence that holds each type's row.
EVIDENCE_FIELDS = {
    EvidenceType.LOG_ENTRY: "log_entry",
    EvidenceType.ACHIEVEMENT: "achievement",
    EvidenceType.PROJECT: "project",
}
MAX_EVIDENCE_PER_ANSWER = 20


def _one_target() -> Q:
    names = list(EVIDENCE_FIELDS.values())
    return Q.create(
        [Q(**{f"{name}__isnull": name != chosen for name in names}) for chosen in names],
        connector=Q.OR,
    )


class StatementEvidence(BaseModel):
    """One of the owner's own rows linked beside an answer, to write from: a super-curricular
    log entry, an achievement or a project (exactly one). Private as the draft is: shown in the
    panel only, never on a share link's page. Deleting the row deletes the link."""

    statement = models.ForeignKey(Statement, on_delete=models.CASCADE, related_name="evidence")
    answer = models.CharField(max_length=10, choices=QUESTIONS)
    position = models.PositiveSmallIntegerField(default=0)
    log_entry = models.ForeignKey(
        "record.LogEntry", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    achievement = models.ForeignKey(
        "showcase.Achievement", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    project = models.ForeignKey(
        "showcase.Project", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )

    class Meta:
        verbose_name = "evidence beside a personal statement answer"
        verbose_name_plural = "evidence beside personal statement answers"
        ordering = ["statement", "answer", "position"]
        constraints = [
            models.CheckConstraint(condition=_one_target(), name="statement_evidence_one_target")
        ]

    def __str__(self) -> str:
        return f"{self.get_type_display()} beside {self.answer}"

    @property
    def type(self) -> str:
        return next(kind for kind, name in EVIDENCE_FIELDS.items() if getattr(self, f"{name}_id"))

    def get_type_display(self) -> str:
        return EvidenceType(self.type).label

    @property
    def target(self):
        return getattr(self, EVIDENCE_FIELDS[self.type])
