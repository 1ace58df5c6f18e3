"""What every app's demo seed keeps (apps/<app>/seed.py, run by `manage.py seed_demo`): it
creates its rows once, valid and published as the demo needs; run again, it adds back only what
is missing and leaves the owner's edits alone. What each app's rows are like is tested in its own
tests/<app>/test_seed.py."""

from collections.abc import Callable
from dataclasses import dataclass

import pytest

from apps.blog.models import BlogPost
from apps.demo.seeds.blog import seed as blog_seed
from apps.demo.seeds.journal import seed as journal_seed
from apps.demo.seeds.media import seed as media_seed
from apps.demo.seeds.showcase import seed as showcase_seed
from apps.demo.seeds.travel import seed as travel_seed
from apps.journal.models import GcseJournalEntry
from apps.media.models import MediaItem
from apps.showcase.models import Achievement, Meme, Project
from apps.travel.models import TravelStory

pytestmark = pytest.mark.django_db


@dataclass(frozen=True)
class Seed:
    run: Callable[[], int]  # creates what is missing; returns how many rows it created
    counts: dict  # model: how many rows the seed makes of it
    published: dict  # model: how many of those are published (a model left out is not checked)
    edit: tuple  # (model, lookup, field, value): a seeded row the owner edits


SEEDS = {
    "blog": Seed(
        blog_seed,
        counts={BlogPost: 5},
        published={BlogPost: 4},
        edit=(BlogPost, {"slug": "how-i-plan-my-gcse-revision"}, "title", "My revision system"),
    ),
    "journal": Seed(
        journal_seed,
        counts={GcseJournalEntry: 10},
        published={GcseJournalEntry: 8},
        edit=(
            GcseJournalEntry,
            {"slug": "week-3-chemistry-ionic-bonding"},
            "topic",
            "Ionic and covalent bonding",
        ),
    ),
    "travel": Seed(
        travel_seed,
        counts={TravelStory: 19},
        published={TravelStory: 19},
        edit=(TravelStory, {"slug": "gaudis-barcelona"}, "title", "Barcelona with my cousins"),
    ),
    "media": Seed(
        media_seed,
        counts={MediaItem: 8},
        published={MediaItem: 8},
        edit=(MediaItem, {"featured": True}, "description", "Edited by the owner"),
    ),
    "showcase": Seed(
        showcase_seed,
        counts={Achievement: 6, Project: 5, Meme: 4},
        published={},
        edit=(Project, {"featured": True}, "users", "3,000+"),
    ),
}
EVERY_SEED = [pytest.param(seed, id=name) for name, seed in SEEDS.items()]


def _counts(seed: Seed) -> dict:
    return {model: model.objects.count() for model in seed.counts}


@pytest.mark.parametrize("seed", EVERY_SEED)
def test_the_seed_creates_valid_rows_once(seed):
    assert seed.run() == sum(seed.counts.values())
    assert seed.run() == 0

    assert _counts(seed) == seed.counts
    for model, published in seed.published.items():
        assert model.objects.filter(is_published=True).count() == published
    for model in seed.counts:
        for row in model.objects.all():
            row.full_clean()


@pytest.mark.parametrize("seed", EVERY_SEED)
def test_the_seed_adds_back_only_what_is_missing_and_keeps_the_owners_edits(seed):
    seed.run()
    model, lookup, field, value = seed.edit
    edited = model.objects.get(**lookup)
    setattr(edited, field, value)
    edited.save()

    assert seed.run() == 0  # an edited row is not seeded again

    for deleted_from in seed.counts:
        deleted_from.objects.exclude(pk=edited.pk).first().delete()

    assert seed.run() == len(seed.counts)  # one deleted row of each model comes back
    edited.refresh_from_db()
    assert getattr(edited, field) == value
    assert _counts(seed) == seed.counts
