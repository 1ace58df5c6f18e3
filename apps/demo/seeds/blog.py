"""Demo blog posts for `seed_demo`: five posts by a Year 10 student (four published, one draft).

Each post's picture shows what it is about (`picture`: a sunset for the sky post, a revision
desk, a laptop of code...). The models are imported where rows are written, so that `demo_scene`
works without Django set up (`make bench` draws the pictures again in its own process).

Idempotent: a post whose slug or title already exists is left alone, so the owner's edits survive
a second run.
"""

from datetime import timedelta

from django.utils import timezone
from django.utils.text import slugify

from apps.demo.art import Place, Scene, Still
from apps.demo.images import demo_image
from apps.demo.seeds.site import unseeded

POSTS = [
    {
        "title": "Why the Sky Is Blue (and Sunsets Are Not)",
        "excerpt": (
            "Our physics teacher asked a question I thought I knew the answer to. It turns out "
            "I didn't, and the real answer is far more interesting."
        ),
        "content": (
            "<p>Last term our physics teacher started a lesson on waves by asking the whole "
            "class why the sky is blue. Half of us said it reflects the sea. That is a myth: "
            "the sky over the Sahara is just as blue.</p>"
            "<p>The real answer is <strong>Rayleigh scattering</strong>. Sunlight contains every "
            "colour, and when it hits the tiny nitrogen and oxygen molecules in the air, shorter "
            "wavelengths are scattered far more than longer ones. Blue light has a short "
            "wavelength, so it bounces around the sky and reaches our eyes from every direction."
            "</p>"
            "<p>Violet light is scattered even more, so why isn't the sky violet? Partly because "
            "the Sun gives out less violet than blue, partly because some of it is absorbed high "
            "in the atmosphere, and partly because our eyes are simply more sensitive to blue."
            "</p>"
            "<p>Sunsets are the same effect in reverse. When the Sun is low, its light travels "
            "through much more air before it reaches us. By then most of the blue has been "
            "scattered away, leaving the oranges and reds. I now look at every sunset and think "
            "about wavelengths, which my family finds slightly annoying.</p>"
        ),
        "categories": ["Science", "Physics"],
        "read_time": 4,
        "is_published": True,
        "image_alt": "A deep blue sky fading to orange at the horizon",
        "picture": Place(name="", setting="coast", landmark="none", time="golden"),
        "days_ago": 12,
    },
    {
        "title": "How I Plan My GCSE Revision",
        "excerpt": (
            "Ten subjects, two years and one brain. Here is the system I use to keep on top of "
            "it all without revising until midnight."
        ),
        "content": (
            "<p>At the start of Year 10 I tried to revise by rereading my notes. It felt "
            "productive, but a week later I could remember almost nothing. So I changed "
            "everything.</p>"
            "<p>Now I use three ideas from research on memory:</p>"
            "<ul><li><strong>Retrieval practice</strong>: I close the book and write down "
            "everything I can remember, then check what I missed.</li>"
            "<li><strong>Spacing</strong>: I come back to each topic after one day, one week and "
            "one month instead of cramming it once.</li>"
            "<li><strong>Interleaving</strong>: I mix maths topics in one session, so I have to "
            "work out which method a question needs.</li></ul>"
            "<p>I keep a simple spreadsheet with every topic from each specification and a "
            "traffic-light colour. Red topics get a slot this week; green ones come back in a "
            "month. Past papers are the final test: if I can do the exam question under timed "
            "conditions, the topic turns green.</p>"
            "<p>The biggest change was accepting that revision should feel hard. If it feels "
            "easy, I am probably just recognising things rather than remembering them.</p>"
        ),
        "categories": ["Education", "Study skills"],
        "read_time": 5,
        "is_published": True,
        "image_alt": "A desk with a revision timetable, flashcards and highlighters",
        "picture": Still("desk"),
        "days_ago": 30,
    },
    {
        "title": "Building My First Website From Scratch",
        "excerpt": (
            "This portfolio started as a blank HTML file. What I learned about code, design and "
            "patience along the way."
        ),
        "content": (
            "<p>I have always used websites, but I had never thought about how they work. Over "
            "the summer holidays I decided to build my own, starting with a single HTML file and "
            "a lot of online tutorials.</p>"
            "<p>The first surprise was how much of web development is about structure rather "
            "than looks. Getting the headings, lists and links right made everything else "
            "easier, including making the site usable with a screen reader.</p>"
            "<p>The second surprise was privacy. Because I am under eighteen, I wanted to be "
            "careful: no trackers, no third-party fonts and no photos that give away where I "
            "live. Learning why those things matter taught me more than any tutorial.</p>"
            "<p>My advice to anyone starting out: build something you actually want to use, "
            "break it often, and keep a list of every bug you fix. Mine is now three pages "
            "long, and every line on it is something I understand properly.</p>"
        ),
        "categories": ["Technology", "Coding"],
        "read_time": 6,
        "is_published": True,
        "image_alt": "A laptop screen showing lines of HTML code",
        "picture": Still("laptop"),
        "days_ago": 55,
    },
    {
        "title": "What Tokyo Taught Me About Cities",
        "excerpt": (
            "Fourteen million people, and somehow the trains still run to the second. A geography "
            "lesson I didn't expect on a family holiday."
        ),
        "content": (
            "<p>Before visiting Tokyo I imagined it would be overwhelming: crowded, noisy and "
            "confusing. In fact it was one of the calmest big cities I have ever been to.</p>"
            "<p>Part of the reason is planning. The rail network is so dense and punctual that "
            "most people never need a car, which keeps the streets quiet. Station platforms "
            "have markings showing exactly where each carriage door will stop, and people queue "
            "in neat lines.</p>"
            "<p>I was also struck by how the city prepares for earthquakes. Parks double as "
            "evacuation areas, buildings sway on flexible foundations, and every school runs "
            "regular drills. It made our GCSE geography unit on tectonic hazards feel very "
            "real.</p>"
            "<p>Back home, I now notice things I used to ignore: how far people live from a "
            "station, where the cycle lanes stop, and how much space we give to parking.</p>"
        ),
        "categories": ["Travel", "Geography"],
        "read_time": 5,
        "is_published": True,
        "image_alt": "Tokyo's skyline at dusk behind a shrine gate",
        "picture": Place(name="", setting="city", landmark="torii", time="dusk", variant=1),
        "days_ago": 90,
    },
    {
        "title": "Can Economics Explain Queues at the School Canteen?",
        "excerpt": (
            "A draft on supply, demand and why the pizza always runs out first. Still checking "
            "my numbers."
        ),
        "content": (
            "<p>Every lunchtime the pizza sells out within ten minutes while the pasta is still "
            "there at the end. In GCSE economics we have just covered supply and demand, and I "
            "think the canteen is a perfect case study.</p>"
            "<p>The price of every main meal is the same, so price cannot do its usual job of "
            "balancing supply and demand. Instead the queue does it: students pay with their "
            "time. I am collecting data on queue length for a fortnight to test this.</p>"
            "<p>To do: add the results table and ask the catering manager for a quote.</p>"
        ),
        "categories": ["Economics", "Education"],
        "read_time": 3,
        "is_published": False,
        "image_alt": "Trays of food lined up on a school canteen counter",
        "picture": Still("canteen"),
        "days_ago": 0,
    },
]


def _picture(row: dict) -> str:
    return f"blog-{slugify(row['title'])}"


def demo_scene(name: str) -> Scene | None:
    """What the demo picture `name` shows, if it is one of this seed's (else None)."""
    return next((row["picture"] for row in POSTS if _picture(row) == name), None)


def seed() -> int:
    """Create the demo posts that do not exist yet; return how many were created."""
    from apps.blog.models import BlogPost
    from apps.blog.services import post_create, post_update

    created = 0
    now = timezone.now()
    for _slug, data in unseeded(BlogPost, POSTS):
        days_ago = data.pop("days_ago")
        del data["picture"]
        # Written in HTML, as posts were before Markdown (shown exactly as then).
        post = post_create(**data, content_format="html", image_url=demo_image(_picture(data)))
        if post.is_published and days_ago:
            post_update(instance=post, data={"published_at": now - timedelta(days=days_ago)})
        created += 1
    return created
