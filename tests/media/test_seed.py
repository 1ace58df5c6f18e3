import pytest

from apps.demo.art import Magazine
from apps.demo.images import demo_name, scene_for
from apps.demo.seeds.media import seed
from apps.media.models import MediaItem

pytestmark = pytest.mark.django_db


def test_seed_creates_five_articles_and_three_appearances():
    seed()

    assert MediaItem.objects.filter(type="article").count() == 5
    assert set(MediaItem.objects.exclude(type="article").values_list("type", flat=True)) == {
        "podcast",
        "video",
    }


def test_the_newest_article_is_the_only_featured_one(api_client):
    seed()

    articles = api_client.get("/api/media-items?type=article").json()

    assert [a["featured"] for a in articles] == [True, False, False, False, False]
    for article in articles:
        assert article["category"] in {"Environment", "Education", "Politics", "Culture"}
        assert article["publication"]
        assert article["readTime"] >= 1
        assert article["description"]
        assert article["url"].startswith("https://example.com/demo-student/articles/")
        assert article["imageUrl"].startswith("/media/demo/media-")
        cover = scene_for(demo_name(article["imageUrl"]))
        assert isinstance(cover, Magazine)
        assert (cover.publication, cover.headline) == (article["publication"], article["title"])


def test_appearances_have_platform_duration_and_no_link():
    seed()

    for item in MediaItem.objects.exclude(type="article"):
        assert item.platform
        assert item.duration
        assert item.description
        assert item.url == ""
