"""What the content factories share: the factory for a model said in one call, and the numbered
title and slug most content types give each row."""

import factory
from django.utils.text import slugify


def model_factory(model, /, **fields) -> type[factory.django.DjangoModelFactory]:
    """A factory_boy factory (named "<Model>Factory") that makes `model` rows with these default
    `fields`: the class-and-Meta preamble each factory repeated, said once. A factory that needs
    more Meta options than the model (get-or-create) stays a class."""
    return factory.make_factory(model, FACTORY_CLASS=factory.django.DjangoModelFactory, **fields)


def rendered(field: str = "content") -> dict[str, factory.LazyAttribute]:
    """`<field>_html` as the services write it: `field` rendered in `<field>_format` by the one
    renderer (apps/core/rich_text.py), so a factory's row shows on its page as a saved one."""
    from apps.core.rich_text import render

    return {
        f"{field}_html": factory.LazyAttribute(
            lambda row: render(getattr(row, field), getattr(row, f"{field}_format"))
        )
    }


def titled(noun: str) -> dict[str, factory.Sequence]:
    """A title and slug unique to each row and in step ("Post number 3", "post-number-3"), so two
    rows never collide on the unique slug."""
    return {
        "title": factory.Sequence(lambda n: f"{noun} number {n}"),
        "slug": factory.Sequence(lambda n: f"{slugify(noun)}-number-{n}"),
    }


def content_for_the_specification_figures() -> None:
    """Published content whose automatic home figures are the specification's own texts:
    "15+ Articles" (17 posts), "95% Progress" (entries at 90 and 100), "12 Certificates" and
    "20+ Countries" (21 countries); hidden rows beside them, which must not count."""
    from tests.blog.factories import BlogPostFactory
    from tests.journal.factories import GcseJournalEntryFactory
    from tests.showcase.factories import AchievementFactory
    from tests.travel.factories import TravelStoryFactory

    BlogPostFactory.create_batch(17)
    BlogPostFactory(is_published=False)
    GcseJournalEntryFactory(progress=90)
    GcseJournalEntryFactory(progress=100)
    GcseJournalEntryFactory(progress=5, is_published=False)
    AchievementFactory.create_batch(12)
    AchievementFactory(is_published=False)
    # Japan counts once, whatever its spacing and case.
    for country in [f"Country {n}" for n in range(20)] + ["Japan", " japan "]:
        TravelStoryFactory(country=country)
    TravelStoryFactory(country="Hidden land", is_published=False)
