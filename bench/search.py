"""`python -m bench.search`: figure 9, the site search over 2,000 published posts.

Runs in its own process against the bench database (PostgreSQL when the run has it): adds
SEARCH_POSTS published posts of varied text, each ~3 KB (a word every post has, a topic shared
by a few dozen, a word only one has), indexes them, lets PostgreSQL settle the new index
entries (ANALYZE, the GIN index's pending list merged, as autovacuum would), then times
GET /api/search through Django's test client (the whole request in the process: middleware,
the query, serialising; no network), cycling through a mix of queries, and removes the posts
again. The per-address throttle is off for this process only (it would refuse all but 60 a
minute). Prints JSON.

With BENCH_SEARCH_POSTS=0 it adds nothing and searches the site as it is: the big site of the
scale scenario (`seed_scale`: 10,000 posts and 3,000 journal entries of the same kind of text)."""

import json
import math
import os
import random
import statistics
import sys
import time

SEARCH_POSTS = int(os.environ.get("BENCH_SEARCH_POSTS", "2000"))
REQUESTS = int(os.environ.get("BENCH_SEARCH_REQUESTS", "400"))
WARMUP = 40
SLUG_PREFIX = "bench-search-"

TOPICS = [
    ("photosynthesis", "leaves turn light into sugar"),
    ("volcanoes", "magma rises through the crust"),
    ("quadratic equations", "completing the square"),
    ("ionic bonding", "dot and cross diagrams"),
    ("the French revolution", "the storming of the Bastille"),
    ("plate tectonics", "the ocean floor spreads"),
    ("tides", "the moon pulls the sea"),
    ("electric circuits", "current splits at a junction"),
    ("Shakespeare's Macbeth", "ambition and guilt"),
    ("supply and demand", "prices find a balance"),
    ("the water cycle", "evaporation and rain"),
    ("enzymes", "the lock and key model"),
    ("the Cold War", "a world split in two"),
    ("probability", "tree diagrams and fractions"),
    ("rates of reaction", "temperature and collisions"),
    ("coding a website", "HTML, CSS and a little JavaScript"),
    ("climate change", "greenhouse gases trap heat"),
    ("the periodic table", "groups and periods"),
    ("poetry analysis", "imagery, rhythm and tone"),
    ("vectors", "magnitude and direction"),
]
SENTENCES = [
    "This week my revision was about {topic}, and I started with {detail}.",
    "I made flashcards for {topic} and tested myself every evening before dinner.",
    "The hardest part of {topic} was explaining {detail} without looking at my notes.",
    "Our teacher set a past paper on {topic}; I lost marks on the longer questions.",
    "I drew a mind map linking {topic} to what we learned last term.",
    "Teaching {detail} to my younger cousin showed me the gaps in what I knew.",
    "Next week I want to practise timed answers and check them against the mark scheme.",
    "A documentary about {topic} made the textbook chapter much easier to follow.",
]
# Common words, a topic, two words, a stemmed form, a prefix being typed, a stop word, a word
# only one post has, and words no post has.
QUERIES = [
    "revising",
    "revision flashcards",
    "photosynthesis",
    "volcano",
    "quadratic equations",
    "ionic bond",
    "tides moon",
    "electric",
    "macbeth ambition",
    "supply demand prices",
    "enzym",
    "cold war",
    "probab",
    "coding javascript",
    "the",
    "quokka1234",
    "marsupial",
    "xylophone zebra",
]


def _post(n: int, rng: random.Random):
    from datetime import timedelta

    from django.utils import timezone

    from apps.blog.models import BlogPost

    topic, detail = TOPICS[n % len(TOPICS)]
    paragraphs = []
    for _ in range(6):
        picked = rng.sample(SENTENCES, 4)
        paragraphs.append(
            "<p>" + " ".join(s.format(topic=topic, detail=detail) for s in picked) + "</p>"
        )
    html = "<h2>What I studied</h2>" + "".join(paragraphs)
    return BlogPost(
        title=f"Week {n + 1}: notes on {topic} (quokka{n})",
        slug=f"{SLUG_PREFIX}{n}",
        excerpt=f"What I learned about {topic} this week, and what I still need to practise.",
        content=html,
        content_format=BlogPost.Format.HTML,
        content_html=html,
        categories=["learning", topic.split()[-1]],
        published_at=timezone.now() - timedelta(hours=n * 7),
        read_time=4,
        is_published=True,
    )


def _settle() -> None:
    """What autovacuum does for a table that just grew: fresh statistics, and (PostgreSQL) the
    GIN index's pending entries merged into the index proper."""
    from django.db import connection

    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute("ANALYZE search_document")
            cursor.execute("SELECT gin_clean_pending_list('search_document_words_idx')")
        else:
            cursor.execute("ANALYZE")


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of `values` fall (nearest rank)."""
    ordered = sorted(values)
    return ordered[max(1, math.ceil(share * len(ordered))) - 1]


def main() -> None:
    # Set up as a gunicorn worker is, since a worker is what answers a search: the site loaded
    # by portfolio/wsgi.py, and what that made frozen out of the garbage collector's sight.
    import portfolio.wsgi  # noqa: F401

    measure()


def measure() -> None:
    from django.db import connection
    from django.test import Client

    from apps.blog.models import BlogPost
    from apps.search.models import SearchDocument
    from apps.search.services import index_rebuild
    from apps.search.views import SearchView

    throttles = SearchView.throttle_classes
    SearchView.throttle_classes = []  # this process only: see the module's docstring
    rng = random.Random(15)  # noqa: S311 (the same made-up text every run, not a secret)
    client = Client(HTTP_HOST="127.0.0.1")
    result: dict = {"posts": SEARCH_POSTS, "database": connection.vendor}
    try:
        if SEARCH_POSTS:
            BlogPost.objects.bulk_create(
                (_post(n, rng) for n in range(SEARCH_POSTS)), batch_size=500
            )
            started = time.perf_counter()
            index_rebuild()
            result["index_seconds"] = round(time.perf_counter() - started, 2)
        else:
            result["posts"] = BlogPost.objects.count()
        _settle()
        result["documents"] = SearchDocument.objects.count()
        found = {}
        for query in QUERIES:
            response = client.get("/api/search", {"q": query})
            if response.status_code != 200:
                raise RuntimeError(f"/api/search?q={query} answered {response.status_code}")
            found[query] = len(response.json())
        result["results_per_query"] = found
        for i in range(WARMUP):
            client.get("/api/search", {"q": QUERIES[i % len(QUERIES)]})
        times = []
        for i in range(REQUESTS):
            query = QUERIES[i % len(QUERIES)]
            started = time.perf_counter()
            client.get("/api/search", {"q": query})
            times.append((time.perf_counter() - started) * 1000)
        result.update(
            requests=REQUESTS,
            p50_ms=round(statistics.median(times), 2),
            p95_ms=round(percentile(times, 0.95), 2),
            max_ms=round(max(times), 2),
        )
    finally:
        SearchView.throttle_classes = throttles
        if SEARCH_POSTS:
            BlogPost.all_objects.filter(slug__startswith=SLUG_PREFIX).delete()
            index_rebuild()
    print("BENCH-JSON " + json.dumps(result))


if __name__ == "__main__":
    sys.exit(main())
