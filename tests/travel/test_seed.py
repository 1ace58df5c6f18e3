import pytest

from apps.demo.art import Place
from apps.demo.images import demo_name, scene_for
from apps.demo.seeds.travel import seed
from apps.travel.models import Continent, TravelStory

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


def test_a_storys_pictures_show_its_place_each_in_another_way():
    seed()

    covers = set()
    for story in TravelStory.objects.all():
        scenes = [scene_for(demo_name(url)) for url in [story.image_url, *story.gallery]]
        assert all(isinstance(scene, Place) for scene in scenes)
        place = story.city if story.city == story.country else f"{story.city}, {story.country}"
        assert {scene.name for scene in scenes} == {place}
        assert len(set(scenes)) == len(scenes)
        assert len({scene.time for scene in scenes}) == len(scenes)  # no two at one time of day
        covers.add((scenes[0].setting, scenes[0].landmark))
    assert len(covers) >= 15  # the covers show different sights
