import factory
from django.utils import timezone

from apps.journal.models import GcseJournalEntry
from tests.factories import model_factory, rendered

GcseJournalEntryFactory = model_factory(
    GcseJournalEntry,
    week=factory.Sequence(lambda n: f"Week {n}"),
    subject="maths",
    topic=factory.Sequence(lambda n: f"Topic number {n}"),
    slug=factory.Sequence(lambda n: f"week-{n}-maths-topic-number-{n}"),
    content="What I studied this week, and what I still find hard.",
    content_format="plain",  # as stored before Markdown; "markdown" makes a newer one
    **rendered(),
    media_uploads=factory.LazyFunction(list),
    links=factory.LazyFunction(list),
    is_published=True,
    progress=50,
    study_date=factory.LazyFunction(timezone.localdate),
)


# A create payload that passes every check: every field, in camelCase, as the API takes it.
VALID_ENTRY = {
    "week": "Week 12",
    "subject": "maths",
    "topic": "Quadratic equations",
    "content": "Factorising, completing the square and the formula.\nStill slow on the last.",
    "contentFormat": "markdown",
    "mediaUploads": [{"type": "pdf", "title": "Worked examples"}],
    "links": [{"type": "video", "title": "Completing the square", "url": "https://example.com/v"}],
    "isPublished": True,
    "progress": 80,
    "studyDate": "2024-03-14",
}
