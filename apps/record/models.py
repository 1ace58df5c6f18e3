"""The student's record: qualifications with their grades over time, and the super-curricular
log. Grades are private unless the owner marks one public (`is_public`); log entries are drafts
until published, like every row."""

from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Q

from apps.core.models import BaseModel, PublishedQuerySet
from apps.core.rich_text import rendered_field

from .scales import TIERED, QualificationType, grade_on_scale

SUBJECT_MAX_LENGTH = 100
TIER_MESSAGE = "Tier applies only to a GCSE or an IGCSE"
LETTER_GRADES_MESSAGE = "Letter grades apply only to a GCSE or an IGCSE"
OTHER_BOARD_MESSAGE = "Other board is required when the exam board is Other"
MOCK_DATE_MESSAGE = "Date is required for a mock"
END_BEFORE_START_MESSAGE = "End date cannot be before the start date"


class ExamBoard(models.TextChoices):
    AQA = "aqa", "AQA"
    EDEXCEL = "edexcel", "Pearson Edexcel"
    OCR = "ocr", "OCR"
    EDUQAS = "eduqas", "WJEC Eduqas"
    CCEA = "ccea", "CCEA"
    CAMBRIDGE = "cambridge", "Cambridge"
    ABRSM = "abrsm", "ABRSM"
    TRINITY = "trinity", "Trinity"
    OTHER = "other", "Other"


class Tier(models.TextChoices):
    FOUNDATION = "foundation", "Foundation"
    HIGHER = "higher", "Higher"


class Qualification(BaseModel):
    """One qualification the student is taking or has taken: GCSE Mathematics (AQA, Higher,
    June 2027). Its grades are its own rows (Grade)."""

    subject = models.CharField(max_length=SUBJECT_MAX_LENGTH)
    type = models.CharField(max_length=20, choices=QualificationType.choices)
    board = models.CharField("exam board", max_length=20, choices=ExamBoard.choices)
    other_board = models.CharField(
        max_length=100, blank=True, help_text="The board's name, when the exam board is Other."
    )
    tier = models.CharField(max_length=20, choices=Tier.choices, blank=True)
    letter_grades = models.BooleanField(
        default=False,
        help_text="A GCSE or IGCSE graded A*-G (a legacy GCSE, or an IGCSE that still is) "
        "rather than 9-1.",
    )
    series = models.CharField(
        "exam series", max_length=40, blank=True, help_text='When it is sat: "June 2027".'
    )
    position = models.PositiveSmallIntegerField(
        default=0, help_text="Where it comes in the record (lower first)."
    )

    class Meta:
        ordering = ["position", "subject", "created_at"]

    def __str__(self) -> str:
        return f"{self.get_type_display()} {self.subject}"

    @property
    def board_name(self) -> str:
        return self.other_board if self.board == ExamBoard.OTHER else self.get_board_display()

    def clean(self) -> None:
        errors = {}
        if self.tier and self.type not in TIERED:
            errors["tier"] = [TIER_MESSAGE]
        if self.letter_grades and self.type not in TIERED:
            errors["letter_grades"] = [LETTER_GRADES_MESSAGE]
        if self.board == ExamBoard.OTHER and not self.other_board.strip():
            errors["other_board"] = [OTHER_BOARD_MESSAGE]
        if errors:
            raise ValidationError(errors)


class GradeKind(models.TextChoices):
    TARGET = "target", "Target"
    MOCK = "mock", "Mock"
    PREDICTED = "predicted", "Predicted"
    ACHIEVED = "achieved", "Achieved"


class GradeQuerySet(PublishedQuerySet):
    pass


class Grade(BaseModel):
    """One grade of a qualification at one time: its target, a mock (dated), the predicted
    grade or the one achieved. Private (the owner's panel only) unless marked public."""

    visibility_field = "is_public"

    qualification = models.ForeignKey(
        Qualification, on_delete=models.CASCADE, related_name="grades"
    )
    kind = models.CharField(max_length=20, choices=GradeKind.choices)
    value = models.CharField("grade", max_length=10)
    date = models.DateField(null=True, blank=True)
    is_public = models.BooleanField(default=False)

    objects = GradeQuerySet.as_manager()

    class Meta:
        ordering = ["qualification", "date", "created_at"]
        indexes = [models.Index(fields=["is_public", "qualification"], name="record_public_idx")]

    def __str__(self) -> str:
        return f"{self.qualification}: {self.get_kind_display()} {self.value}"

    def clean(self) -> None:
        errors = {}
        if self.kind == GradeKind.MOCK and self.date is None:
            errors["date"] = [MOCK_DATE_MESSAGE]
        if self.qualification_id is not None and self.value:
            try:
                self.value = grade_on_scale(
                    self.value,
                    self.qualification.type,
                    letter_grades=self.qualification.letter_grades,
                )
            except ValueError as problem:
                errors["value"] = [str(problem)]
        if errors:
            raise ValidationError(errors)


class LogKind(models.TextChoices):
    READING = "reading", "Reading"
    COURSE = "course", "Course or MOOC"
    COMPETITION = "competition", "Competition or olympiad"
    WORK_EXPERIENCE = "work-experience", "Work experience"
    VOLUNTEERING = "volunteering", "Volunteering"
    ROLE = "role", "Club or role"
    EVENT = "event", "Lecture or event"
    PROJECT = "project", "Personal project"


class LogEntry(BaseModel):
    """One thing done beyond the curriculum: a book read, a MOOC, an olympiad, a week's work
    experience. A draft until published."""

    # The texts visitors may read, which the personal-data check reads at every owner save.
    personal_data_fields = ("title", "organisation", "reflection")

    kind = models.CharField(max_length=20, choices=LogKind.choices)
    title = models.CharField(max_length=200)
    slug = models.SlugField(max_length=80, unique=True)
    organisation = models.CharField(
        max_length=200, blank=True, help_text="Who ran it or wrote it (optional)."
    )
    start_date = models.DateField()
    end_date = models.DateField(null=True, blank=True)
    hours = models.DecimalField(max_digits=6, decimal_places=1, null=True, blank=True)
    # Markdown, as the owner wrote it; reflection_html is what visitors get (apps/core/rich_text).
    reflection = models.TextField(max_length=20_000, blank=True)
    reflection_html = rendered_field()
    is_published = models.BooleanField(default=False)

    objects = PublishedQuerySet.as_manager()

    class Meta:
        verbose_name = "log entry"
        verbose_name_plural = "log entries"
        ordering = ["-start_date", "-created_at"]
        indexes = [
            models.Index(fields=["is_published", "-start_date", "-created_at", "-id"],
                         name="record_log_public_idx"),
        ]  # fmt: skip
        constraints = [
            models.CheckConstraint(
                condition=Q(hours__isnull=True) | Q(hours__gte=0), name="record_log_hours"
            ),
        ]

    def __str__(self) -> str:
        return self.title

    def clean(self) -> None:
        if self.end_date and self.start_date and self.end_date < self.start_date:
            raise ValidationError({"end_date": [END_BEFORE_START_MESSAGE]})


class EvidenceType(models.TextChoices):
    ACHIEVEMENT = "achievement", "Achievement"
    PROJECT = "project", "Project"
    POST = "post", "Blog post"
    JOURNAL_ENTRY = "journal-entry", "GCSE journal entry"


# The field of Evidence that holds each type's row.
EVIDENCE_FIELDS = {
    EvidenceType.ACHIEVEMENT: "achievement",
    EvidenceType.PROJECT: "project",
    EvidenceType.POST: "post",
    EvidenceType.JOURNAL_ENTRY: "journal_entry",
}


def _one_target() -> Q:
    """Exactly one of the evidence's targets is set."""
    names = list(EVIDENCE_FIELDS.values())
    return Q.create(
        [Q(**{f"{name}__isnull": name != chosen for name in names}) for chosen in names],
        connector=Q.OR,
    )


class Evidence(BaseModel):
    """A row already on the site that a log entry points to (an achievement and its
    certificate, a project, a post, a journal entry): exactly one of the four, as share links
    hold their target. Deleting the row deletes the link, never the entry."""

    entry = models.ForeignKey(LogEntry, on_delete=models.CASCADE, related_name="evidence")
    position = models.PositiveSmallIntegerField(default=0)
    achievement = models.ForeignKey(
        "showcase.Achievement", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    project = models.ForeignKey(
        "showcase.Project", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    post = models.ForeignKey(
        "blog.BlogPost", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    journal_entry = models.ForeignKey(
        "journal.GcseJournalEntry",
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="+",
    )

    class Meta:
        verbose_name_plural = "evidence"
        ordering = ["entry", "position"]
        constraints = [models.CheckConstraint(condition=_one_target(), name="record_one_target")]

    @property
    def type(self) -> str:
        return next(kind for kind, name in EVIDENCE_FIELDS.items() if getattr(self, f"{name}_id"))

    @property
    def target(self):
        return getattr(self, EVIDENCE_FIELDS[self.type])
