"""The owner's UCAS personal statement drafts: a title (the course or the cycle) and the three
answers. Never public: only the owner's API reads them (no selector gives them to anyone else)."""

from django.db import models

from apps.core.models import BaseModel

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

    class Meta:
        verbose_name = "personal statement"
        ordering = ["-updated_at"]

    def __str__(self) -> str:
        return self.title

    def answers(self) -> dict[str, str]:
        return {"course": self.course, "studies": self.studies, "outside": self.outside}


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
