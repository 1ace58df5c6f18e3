import factory
from django.utils import timezone

from apps.media.models import MediaItem
from tests.factories import model_factory, titled

MediaItemFactory = model_factory(
    MediaItem,
    **titled("Media item"),
    description="What the article or appearance was about.",
    type=MediaItem.Type.ARTICLE,
    url="https://example.com/articles/one",
    published_at=factory.LazyFunction(timezone.now),
    publication="The Student Times",
    category="Education",
    read_time=4,
    is_published=True,
)


# A create payload that passes every check: every field, in camelCase, as the API takes it.
VALID_MEDIA_ITEM = {
    "title": "Why Our School Went Plastic-Free",
    "description": "How a Year 10 campaign cut single-use plastic in the canteen by half.",
    "type": "article",
    "url": "https://example.com/articles/plastic-free",
    "publishedAt": "2025-03-14T09:30:00Z",
    "platform": "School newspaper",
    "featured": True,
    "category": "Environment",
    "imageUrl": "/media/demo/plastic.webp",
    "readTime": 6,
    "publication": "The Student Times",
    "duration": "",
    "isPublished": True,
}
