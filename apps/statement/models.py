"""The owner's UCAS personal statement drafts: a title (the course or the cycle) and the three
answers. Never public: only the owner's API reads them (no selector gives them to anyone else)."""

from django.db import models

from apps.core.models import BaseModel

TITLE_MAX_LENGTH = 200
# Far above UCAS's 4,000 for all three: a draft always saves, however long (counting.py marks
# it); this only keeps one request from storing megabytes.
ANSWER_MAX_LENGTH = 20_000


class Statement(BaseModel):
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
