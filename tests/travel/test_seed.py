import pytest

from apps.travel.models import Continent, TravelStory
from apps.travel.seed import seed

pytestmark = pytest.mark.django_db


def test_seed_creates_nineteen_destinations_once():
    assert seed() == 19
    assert seed() == 0

    assert TravelStory.objects.count() == 19
    assert TravelStory.objects.filter(is_published=True).count() == 19


def test_seeded_destinations_are_complete():
    seed()

    stories = list(TravelStory.objects.all())

    assert {s.continent for s in stories} == set(Continent.values)
    for story in stories:
        assert story.city
        assert story.duration
        assert story.visit_date
        assert story.coordinates
        assert 2 <= len(story.highlights) <= 6
        assert 2 <= len(story.gallery) <= 4
        assert story.image_url.startswith("/media/demo/travel-")
        assert all(url.startswith("/media/demo/travel-") for url in story.gallery)
    # some cards show "+N more" after three highlights, some do not
    assert any(len(s.highlights) > 3 for s in stories)
    assert any(len(s.highlights) <= 3 for s in stories)


def test_seed_leaves_an_edited_story_alone():
    seed()
    story = TravelStory.objects.get(slug="gaudis-barcelona")
    story.title = "Barcelona with my cousins"
    story.save()

    assert seed() == 0
    assert TravelStory.objects.count() == 19
