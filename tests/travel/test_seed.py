import pytest

from apps.travel.models import Continent, TravelStory
from apps.travel.seed import seed

pytestmark = pytest.mark.django_db


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
