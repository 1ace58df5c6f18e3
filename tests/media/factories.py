import factory
from django.utils import timezone

from apps.media.models import MediaItem


class MediaItemFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = MediaItem

    title = factory.Sequence(lambda n: f"Media item number {n}")
    slug = factory.Sequence(lambda n: f"media-item-number-{n}")
    description = "What the article or appearance was about."
    type = MediaItem.Type.ARTICLE
    url = "https://example.com/articles/one"
    published_at = factory.LazyFunction(timezone.now)
    publication = "The Student Times"
    category = "Education"
    read_time = 4
    is_published = True
