"""Demo content for the Media & Publications page: five featured articles (the first marked
Featured) and three media appearances. Safe to run again: it creates nothing twice.

An article's picture is its magazine's cover: the publication's name, a picture for its category
and the article's title. Its link is an example address on example.com (reserved for examples,
RFC 2606). The models are imported where rows are written, so that `demo_scene` works without
Django set up (`make bench` draws the pictures again in its own process).
"""

from django.db import transaction
from django.utils import timezone
from django.utils.text import slugify

from apps.demo.art import Magazine, Scene
from apps.demo.images import demo_image
from apps.demo.seeds.site import create_missing, dated

DEMO_ARTICLES = "https://example.com/demo-student/articles"

ARTICLES = [
    {
        "title": "Why Our School Went Plastic-Free (and How Yours Can Too)",
        "description": (
            "A student-led campaign swapped single-use plastic in our canteen for reusable "
            "alternatives. Here is what worked, what did not, and the numbers after one term."
        ),
        "publication": "Young Reporter Weekly",
        "category": "Environment",
        "read_time": 6,
        "days_ago": 12,
        "featured": True,
    },
    {
        "title": "What GCSE Students Wish Teachers Knew About Revision",
        "description": (
            "I asked 120 Year 10 and 11 students how they really revise. The answers surprised "
            "our teachers and changed how my school runs study periods."
        ),
        "publication": "The Student Times",
        "category": "Education",
        "read_time": 5,
        "days_ago": 40,
    },
    {
        "title": "Should 16-Year-Olds Vote? A Year 10 Perspective",
        "description": (
            "Arguments for and against lowering the voting age, and why young people's voices "
            "matter in the decisions that shape our future."
        ),
        "publication": "Youth Voice Magazine",
        "category": "Politics",
        "read_time": 7,
        "days_ago": 75,
    },
    {
        "title": "Finding Home in Three Languages",
        "description": (
            "Growing up between cultures taught me that identity is something you build, one "
            "conversation, recipe and festival at a time."
        ),
        "publication": "Schools Culture Review",
        "category": "Culture",
        "read_time": 4,
        "days_ago": 110,
    },
    {
        "title": "Rewilding the School Field: A Pupil's Guide",
        "description": (
            "How a patch of unmown grass became home to bees, butterflies and a very confident "
            "hedgehog, and what we learned about biodiversity along the way."
        ),
        "publication": "Young Reporter Weekly",
        "category": "Environment",
        "read_time": 5,
        "days_ago": 150,
    },
]

APPEARANCES = [
    {
        "title": "Teens Talk Climate: Small Steps, Big Changes",
        "type": "podcast",
        "platform": "Podcast directory",
        "duration": "25 min",
        "description": (
            "A conversation about running an eco-club, persuading the head teacher and keeping "
            "momentum when exams arrive."
        ),
        "days_ago": 30,
    },
    {
        "title": "Student Panel: The Future of Learning",
        "type": "video",
        "platform": "Video platform",
        "duration": "45 min",
        "description": (
            "One of four students on a panel about technology in the classroom, exams and what "
            "school could look like in ten years."
        ),
        "days_ago": 65,
    },
    {
        "title": "Young Voices: Growing Up Global",
        "type": "podcast",
        "platform": "Music streaming service",
        "duration": "18 min",
        "description": (
            "Stories from travelling, learning new languages and what it means to be a global "
            "citizen at fifteen."
        ),
        "days_ago": 120,
    },
]


def _picture(article: dict) -> str:
    return f"media-{slugify(article['title'])}"


def demo_scene(name: str) -> Scene | None:
    """What the demo picture `name` shows, if it is one of this seed's (else None)."""
    for article in ARTICLES:
        if _picture(article) == name:
            return Magazine(article["publication"], article["title"], article["category"])
    return None


@transaction.atomic
def seed() -> int:
    """Create the demo media items that are not there yet (matched by title); return how many."""
    from apps.media.models import MediaItem
    from apps.media.services import media_item_create

    now = timezone.now()

    def create_article(article: dict) -> None:
        media_item_create(
            **dated(article, field="published_at", now=now),
            type=MediaItem.Type.ARTICLE,
            url=f"{DEMO_ARTICLES}/{slugify(article['title'])}",
            image_url=demo_image(_picture(article)),
        )

    def create_appearance(appearance: dict) -> None:
        media_item_create(**dated(appearance, field="published_at", now=now))

    return create_missing(MediaItem, ARTICLES, create_article) + create_missing(
        MediaItem, APPEARANCES, create_appearance
    )
