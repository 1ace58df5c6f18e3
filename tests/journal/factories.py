import factory
from django.utils import timezone

from apps.journal.models import GcseJournalEntry


class GcseJournalEntryFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = GcseJournalEntry

    week = factory.Sequence(lambda n: f"Week {n}")
    subject = "maths"
    topic = factory.Sequence(lambda n: f"Topic number {n}")
    slug = factory.Sequence(lambda n: f"week-{n}-maths-topic-number-{n}")
    content = "What I studied this week, and what I still find hard."
    media_uploads = factory.LazyFunction(list)
    links = factory.LazyFunction(list)
    is_published = True
    progress = 50
    study_date = factory.LazyFunction(timezone.localdate)
