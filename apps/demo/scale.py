"""Years of made-up content for the scale benchmark (`manage.py seed_scale`, `make bench`).

What a student who keeps the site from Year 9 to university might have written: thousands of
blog posts and journal entries, thousands of photos, hundreds of testimonials and a few months
of contact messages (the retention period keeps no more). Rows are made through the models with
`bulk_create` in batches (fast: the 24,000 rows of the default scale take well under a minute on
PostgreSQL), each as the services would have left it:

- a post's or entry's text is rendered as its service renders it (each distinct text once);
  a post has its category rows and its first revision;
- published rows and drafts are mixed (a few posts scheduled for later), and dates are spread
  over the last five years, `created_at` included (a row's creation is not "now");
- photos are uploaded pictures: they share the WebP variants of the pictures already stored
  (the demo's, else one drawn here through the upload pipeline) instead of encoding thousands
  of new files;
- testimonials: most approved over the years, the rest pending (the retention period purges
  older pending ones); contact messages within CONTACT_RETENTION_DAYS, each already notified
  (a digest e-mail never lists them).

bulk_create sends no signals, so what the signals keep in step is done here afterwards: the
search index is rebuilt (apps/search: `index_rebuild`, as `rebuild_search_index` does) and every
content version is bumped (apps/core/http_cache.content_changed), so no cached answer survives.
On PostgreSQL the tables are vacuumed and analysed, as autovacuum would soon do, so the planner
knows they grew. Run it after `seed_demo` (or on a site with its own content): it only adds rows.
"""

import contextlib
import random
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone
from django.utils.text import slugify

BATCH = 1000
YEARS = 5


@dataclass(frozen=True)
class Scale:
    posts: int = 10_000
    journal: int = 3_000
    photos: int = 5_000
    testimonials: int = 1_000
    messages: int = 5_000

    def times(self, fraction: float) -> "Scale":
        return Scale(**{k: round(v * fraction) for k, v in self.__dict__.items()})


# --- words --------------------------------------------------------------------------------

TOPICS = [
    ("maths", "quadratic equations", "completing the square"),
    ("maths", "probability", "tree diagrams and fractions"),
    ("maths", "vectors", "magnitude and direction"),
    ("maths", "simultaneous equations", "elimination and substitution"),
    ("physics", "electric circuits", "current splitting at a junction"),
    ("physics", "electromagnetism", "Fleming's left-hand rule"),
    ("physics", "waves", "frequency, wavelength and speed"),
    ("physics", "energy stores", "kinetic and gravitational potential energy"),
    ("chemistry", "ionic bonding", "dot and cross diagrams"),
    ("chemistry", "rates of reaction", "temperature and collisions"),
    ("chemistry", "the periodic table", "groups and periods"),
    ("chemistry", "electrolysis", "what happens at each electrode"),
    ("biology", "photosynthesis", "leaves turning light into sugar"),
    ("biology", "enzymes", "the lock and key model"),
    ("biology", "cell division", "mitosis in onion root tips"),
    ("biology", "the heart", "arteries, veins and capillaries"),
    ("english", "Macbeth", "ambition and guilt"),
    ("english", "poetry analysis", "imagery, rhythm and tone"),
    ("english", "An Inspector Calls", "responsibility and class"),
    ("english", "persuasive writing", "rhetorical questions and the rule of three"),
    ("economics", "supply and demand", "prices finding a balance"),
    ("economics", "inflation", "why a chocolate bar costs more every year"),
    ("economics", "market failure", "externalities and public goods"),
    ("economics", "exchange rates", "a stronger pound and cheaper holidays"),
]
EXTRA_CATEGORIES = ["Revision", "School life", "Coding", "Books", "Travel", "Music", "Sport"]
SENTENCES = [
    "This week my revision was about {topic}, and I started with {detail}.",
    "I made flashcards for {topic} and tested myself every evening before dinner.",
    "The hardest part of {topic} was explaining {detail} without looking at my notes.",
    "Our teacher set a past paper on {topic}; I lost marks on the longer questions.",
    "I drew a mind map linking {topic} to what we learned last term.",
    "Teaching {detail} to my younger cousin showed me the gaps in what I knew.",
    "Next week I want to practise timed answers and check them against the mark scheme.",
    "A documentary about {topic} made the textbook chapter much easier to follow.",
    "I wrote three questions about {detail} I could not answer and looked them up afterwards.",
    "Working with a friend on {topic} was slower, but we both understood it better.",
]
POST_TITLES = [
    "What I learned about {topic} this week",
    "Notes on {topic}: the parts that finally clicked",
    "How I revise {topic} (and what did not work)",
    "{Topic}, explained to my younger cousin",
    "Three mistakes I made with {topic}",
    "A week of {topic}: questions I still have",
]
FIRST_NAMES = [
    "Amira", "Ben", "Chloe", "Daniel", "Ella", "Farid", "Grace", "Harry", "Isla", "Jack",
    "Kiran", "Lily", "Mohammed", "Nia", "Oliver", "Priya", "Quinn", "Ruby", "Sam", "Tariq",
    "Uma", "Victor", "Willow", "Yusuf", "Zara",
]  # fmt: skip
ROLES = [
    "Maths teacher", "Form tutor", "Coding club leader", "Debate coach", "Classmate",
    "Science teacher", "Work experience supervisor", "Volunteer coordinator", "Music teacher",
]  # fmt: skip
TESTIMONIAL_LINES = [
    "{name} always comes to lessons prepared and asks the questions others are afraid to ask.",
    "A thoughtful student who helps classmates without being asked.",
    "{name}'s project on {topic} was one of the best I have seen in years.",
    "Reliable, curious and kind: a pleasure to teach.",
    "{name} led the club's weekly sessions and explained {topic} better than I could.",
]
PHOTO_TITLES = [
    "Revision wall", "Science fair", "Field trip", "Sunday baking", "Library corner",
    "Coding club", "Museum visit", "Mountain walk", "Sports day", "Class experiment",
]  # fmt: skip
SUBJECT_LINES = [
    "Question about your post on {topic}",
    "Could you share your notes on {topic}?",
    "Thank you for the revision tips",
    "Club invitation",
    "Your project on {topic}",
]


def _paragraphs(rng: random.Random, topic: str, detail: str, count: int) -> list[str]:
    return [
        " ".join(s.format(topic=topic, detail=detail) for s in rng.sample(SENTENCES, 4))
        for _ in range(count)
    ]


def _spread(rng: random.Random, *, days: float, now: datetime) -> datetime:
    """A moment in the last `days` days, at a time of day a student writes."""
    moment = now - timedelta(days=rng.uniform(0, days))
    if days > 1:
        moment = moment.replace(hour=rng.randint(7, 21), minute=rng.randint(0, 59))
    return min(moment, now)


@contextlib.contextmanager
def dates_as_given(*models):
    """`created_at` (auto_now_add) and `updated_at` (auto_now) keep the values given to the
    rows while the block runs: a post written three years ago was not created today."""
    fields = [
        (field, field.auto_now, field.auto_now_add)
        for model in models
        for field in model._meta.concrete_fields
        if getattr(field, "auto_now", False) or getattr(field, "auto_now_add", False)
    ]
    for field, _now, _add in fields:
        field.auto_now = field.auto_now_add = False
    try:
        yield
    finally:
        for field, now, add in fields:
            field.auto_now, field.auto_now_add = now, add


def _in_batches(model, rows) -> int:
    made = 0
    batch = []
    for row in rows:
        batch.append(row)
        if len(batch) == BATCH:
            made += len(model.objects.bulk_create(batch))
            batch = []
    if batch:
        made += len(model.objects.bulk_create(batch))
    return made


class _Renderer:
    """Each distinct text rendered once (the seed reuses texts, as the services would have
    rendered them)."""

    def __init__(self):
        self._done: dict[tuple[str, str], str] = {}

    def __call__(self, source: str, text_format: str) -> str:
        from apps.core.rich_text import render

        key = (source, text_format)
        if key not in self._done:
            self._done[key] = render(source, text_format)
        return self._done[key]


# --- the content types ----------------------------------------------------------------------


def _blog_images() -> list[tuple[str, str]]:
    """(image_url, alt) pairs of pictures the site already has, else one drawn now."""
    from apps.blog.models import BlogPost
    from apps.demo.images import demo_image

    found = list(
        BlogPost.all_objects.exclude(image_url="")
        .order_by("image_url")
        .values_list("image_url", "image_alt")
        .distinct()[:20]
    )
    return found or [(demo_image("scale-post"), "A quiet landscape")]


def seed_posts(count: int, *, rng, now, token, render) -> int:
    from apps.blog import writing
    from apps.blog.models import BlogPost, BlogPostCategory, BlogPostRevision

    images = _blog_images()
    bodies: dict[tuple[int, int], str] = {}
    posts, links, revisions = [], [], []
    for n in range(count):
        subject, topic, detail = TOPICS[n % len(TOPICS)]
        variant = rng.randrange(6)
        if (n % len(TOPICS), variant) not in bodies:
            paragraphs = _paragraphs(rng, topic, detail, 6)
            bodies[(n % len(TOPICS), variant)] = (
                f"## What I studied\n\n{paragraphs[0]}\n\n{paragraphs[1]}\n\n"
                f"- {topic.capitalize()}\n- {detail.capitalize()}\n- Past papers\n\n"
                f"## What I still need to practise\n\n" + "\n\n".join(paragraphs[2:])
            )
        content = bodies[(n % len(TOPICS), variant)]
        title = rng.choice(POST_TITLES).format(topic=topic, Topic=topic.capitalize())
        published = rng.random() < 0.9
        published_at = _spread(rng, days=YEARS * 365, now=now)
        if n < 5 and count >= 50:  # a few posts scheduled for the coming days
            published, published_at = True, now + timedelta(days=n + 1, hours=3)
        created = min(published_at, now) - timedelta(hours=rng.randint(1, 72))
        categories = [subject.capitalize(), rng.choice(EXTRA_CATEGORIES)]
        image_url, image_alt = rng.choice(images)
        html = render(content, BlogPost.Format.MARKDOWN)
        post = BlogPost(
            title=title,
            slug=f"{slugify(title)[:60]}-{token}{n}",
            excerpt=f"What I learned about {topic} this week, and what I want to try next.",
            content=content,
            content_format=BlogPost.Format.MARKDOWN,
            content_html=html,
            categories=categories,
            published_at=published_at,
            read_time=writing.read_time_of(content, BlogPost.Format.MARKDOWN),
            is_published=published,
            image_url=image_url if n % 3 else "",
            image_alt=image_alt if n % 3 else "",
            created_at=created,
            updated_at=max(created, min(published_at, now)),
        )
        posts.append(post)
        for position, name in enumerate(categories):
            links.append(
                BlogPostCategory(
                    post=post,
                    slug=slugify(name),
                    name=name,
                    position=position,
                    **BlogPostCategory.of_post(post),
                )
            )
        revisions.append(
            BlogPostRevision(
                post=post,
                kind=writing.revision_kind(post),
                title=title,
                excerpt=post.excerpt,
                content=content,
                content_format=post.content_format,
                version=1,
                size=writing.text_size(title, post.excerpt, content),
                created_at=post.updated_at,
                updated_at=post.updated_at,
            )
        )
    with dates_as_given(BlogPost, BlogPostRevision):
        made = _in_batches(BlogPost, posts)
        _in_batches(BlogPostCategory, links)
        _in_batches(BlogPostRevision, revisions)
    return made


def seed_journal(count: int, *, rng, now, token, render) -> int:
    from apps.journal.models import GcseJournalEntry

    today = timezone.localdate(now)
    entries = []
    for n in range(count):
        subject, topic, detail = TOPICS[n % len(TOPICS)]
        study_date = today - timedelta(days=rng.randint(0, YEARS * 365))
        week = f"Week {rng.randint(1, 39)}"
        content = "\n\n".join(_paragraphs(rng, topic, detail, rng.randint(2, 4)))
        created = datetime.combine(study_date, datetime.min.time(), tzinfo=now.tzinfo) + timedelta(
            hours=rng.randint(15, 22)
        )
        links = (
            [{"type": "other", "title": f"{topic.capitalize()} notes (example link)",
              "url": f"https://example.com/notes/{slugify(topic)}"}]
            if n % 4 == 0 else []
        )  # fmt: skip
        entries.append(
            GcseJournalEntry(
                week=week,
                subject=subject,
                topic=topic.capitalize(),
                slug=f"{slugify(week)}-{subject}-{slugify(topic)[:40]}-{token}{n}",
                content=content,
                content_format="markdown",
                content_html=render(content, "markdown"),
                links=links,
                media_uploads=[],
                is_published=rng.random() < 0.88,
                progress=rng.randint(10, 100),
                study_date=study_date,
                created_at=min(created, now),
                updated_at=min(created, now),
            )
        )
    with dates_as_given(GcseJournalEntry):
        return _in_batches(GcseJournalEntry, entries)


def _gallery_pictures() -> list[tuple[list, int, int]]:
    """(variants, width, height) of the uploaded photos the site has: the new rows share
    their files (a file stays while any row refers to it). None yet: one drawn and stored
    through the upload pipeline."""
    from django.core.files.base import ContentFile

    from apps.demo.images import demo_upload
    from apps.gallery import images
    from apps.gallery.models import GalleryItem

    found = [
        (item.variants, item.width, item.height)
        for item in GalleryItem.objects.exclude(variants=[]).order_by("created_at")[:20]
    ]
    if found:
        return found
    picture = images.read_upload(upload=ContentFile(demo_upload("scale-photo"), name="p.jpg"))
    variants = images.store_variants(picture=picture)
    return [(variants, variants[-1]["width"], variants[-1]["height"])]


def seed_photos(count: int, *, rng, now, token, render) -> int:
    from apps.gallery.models import Category, GalleryItem

    pictures = _gallery_pictures()
    categories = [c for c, _ in Category.choices]
    items = []
    for n in range(count):
        _subject, topic, _detail = TOPICS[n % len(TOPICS)]
        variants, width, height = rng.choice(pictures)
        uploaded = _spread(rng, days=YEARS * 365, now=now)
        items.append(
            GalleryItem(
                title=f"{rng.choice(PHOTO_TITLES)} {n + 1}",
                caption=f"From the week I studied {topic}." if n % 2 else "",
                category=rng.choice(categories),
                uploaded_at=uploaded,
                is_published=rng.random() < 0.92,
                variants=variants,
                width=width,
                height=height,
                created_at=uploaded,
                updated_at=uploaded,
            )
        )
    with dates_as_given(GalleryItem):
        return _in_batches(GalleryItem, items)


def seed_testimonials(count: int, *, rng, now, token, render) -> int:
    from apps.core.forms import UNDER_13
    from apps.testimonials.models import Testimonial

    pending_days = max(1, settings.TESTIMONIAL_RETENTION_DAYS - 10)
    rows = []
    for n in range(count):
        _subject, topic, _detail = TOPICS[n % len(TOPICS)]
        name = f"{rng.choice(FIRST_NAMES)} {chr(65 + rng.randrange(26))}."
        approved = rng.random() < 0.85
        created = _spread(rng, days=YEARS * 365 if approved else pending_days, now=now)
        under_13 = rng.random() < 0.03
        rows.append(
            Testimonial(
                name=name,
                role=rng.choice(ROLES),
                content=" ".join(
                    line.format(name=name.split()[0], topic=topic)
                    for line in rng.sample(TESTIMONIAL_LINES, 2)
                ),
                rating=rng.choice((4, 5, 5, 5)),
                age_verification=UNDER_13 if under_13 else "over-13",
                consent_verification="Parent confirmed by phone." if under_13 else "",
                is_approved=approved,
                published_at=created + timedelta(days=rng.randint(0, 5)) if approved else None,
                created_at=created,
                updated_at=created,
            )
        )
    with dates_as_given(Testimonial):
        return _in_batches(Testimonial, rows)


def seed_messages(count: int, *, rng, now, token, render) -> int:
    from apps.contact.models import ContactMessage

    days = max(1, settings.CONTACT_RETENTION_DAYS - 10)
    rows = []
    for n in range(count):
        _subject, topic, detail = TOPICS[n % len(TOPICS)]
        first = rng.choice(FIRST_NAMES)
        created = _spread(rng, days=days, now=now)
        read = rng.random() < 0.7
        rows.append(
            ContactMessage(
                name=f"{first} {chr(65 + rng.randrange(26))}.",
                email=f"{first.lower()}.{n}@example.com",
                subject=rng.choice(SUBJECT_LINES).format(topic=topic),
                message=" ".join(_paragraphs(rng, topic, detail, 1)),
                age_verification="over-13",
                is_read=read,
                read_at=created + timedelta(hours=rng.randint(1, 48)) if read else None,
                notified_at=created,
                created_at=created,
                updated_at=created,
            )
        )
    with dates_as_given(ContactMessage):
        return _in_batches(ContactMessage, rows)


SEEDS = {
    "posts": seed_posts,
    "journal": seed_journal,
    "photos": seed_photos,
    "testimonials": seed_testimonials,
    "messages": seed_messages,
}


def scaled_models():
    from apps.blog.models import BlogPost, BlogPostCategory, BlogPostRevision
    from apps.contact.models import ContactMessage
    from apps.gallery.models import GalleryItem
    from apps.journal.models import GcseJournalEntry
    from apps.testimonials.models import Testimonial

    return (
        BlogPost, BlogPostCategory, BlogPostRevision, GcseJournalEntry, GalleryItem,
        Testimonial, ContactMessage,
    )  # fmt: skip


def seed_scale(scale: Scale, *, seed: int | None = None, say=lambda message: None) -> dict:
    """Add `scale`'s rows; answer how many of each were made and the search index's size."""
    from apps.core.http_cache import content_changed
    from apps.search.services import index_rebuild

    rng = random.Random(seed)  # noqa: S311 (made-up text, not a secret)
    token = secrets.token_hex(2) + "-"  # a second run's slugs never collide with the first's
    now = timezone.now()
    render = _Renderer()
    made = {}
    with transaction.atomic():
        for name, seed_kind in SEEDS.items():
            count = getattr(scale, name)
            if count:
                made[name] = seed_kind(count, rng=rng, now=now, token=token, render=render)
                say(f"{name}: {made[name]} created")
        made["search_documents"] = index_rebuild()
        say(f"search index: {made['search_documents']} documents")
        for model in scaled_models():
            content_changed(model)
    if connection.vendor == "postgresql":
        # What autovacuum does to a table that grew this much: fresh statistics, the
        # visibility map (index-only scans) and the search index's pending entries merged.
        # VACUUM cannot run inside a transaction (a test's): ANALYZE alone there.
        command = "ANALYZE" if connection.in_atomic_block else "VACUUM ANALYZE"
        with connection.cursor() as cursor:
            for model in scaled_models():
                cursor.execute(f'{command} "{model._meta.db_table}"')
            cursor.execute(f"{command} search_document")
    return made
