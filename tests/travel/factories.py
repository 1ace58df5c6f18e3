import datetime

import factory

from apps.travel.models import TravelStory
from tests.factories import model_factory, rendered, titled

TravelStoryFactory = model_factory(
    TravelStory,
    country="Japan",
    city="Tokyo",
    continent="Asia",
    **titled("Story"),
    content="What I saw, what I ate and what I learned.",
    content_format="plain",  # as stored before Markdown; "markdown" makes a newer one
    **rendered(),
    image_url="/media/demo/travel-tokyo.webp",
    coordinates=factory.LazyFunction(lambda: {"lat": 35.68, "lng": 139.69}),
    visit_date=datetime.date(2024, 4, 1),
    duration="5 days",
    highlights=factory.LazyFunction(lambda: ["Shibuya crossing", "Senso-ji temple"]),
    gallery=factory.LazyFunction(lambda: ["/media/demo/travel-tokyo-1.webp"]),
    is_published=True,
)


# A create payload that passes every check: every field, in camelCase, as the API takes it.
VALID_STORY = {
    "country": "Japan",
    "city": "Kyoto",
    "continent": "Asia",
    "title": "Temples and Tea in Kyoto",
    "content": "We walked through ten thousand red gates at Fushimi Inari.",
    "contentFormat": "markdown",
    "imageUrl": "/media/demo/travel-kyoto.webp",
    "coordinates": {"lat": 35.0116, "lng": 135.7681},
    "visitDate": "2024-04-03",
    "duration": "4 days",
    "highlights": ["Fushimi Inari", "Kinkaku-ji", "Tea ceremony", "Arashiyama bamboo"],
    "gallery": ["/media/demo/travel-kyoto-1.webp", "/static/img/kyoto-2.webp"],
    "isPublished": True,
}
