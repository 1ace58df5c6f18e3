"""Demo content for the Achievements, Projects and Meme pages: six achievements, the featured
project plus four others, and four memes. Safe to run again: it creates nothing twice.

Each picture stands for its row: an achievement's is a certificate with its title, issuer and
date, a project's is its home page with its name, a picture meme is a meme (`demo_scene`). The
models are imported where rows are written, so that `demo_scene` works without Django set up
(`make bench` draws the pictures again in its own process).
"""

from collections.abc import Callable
from datetime import date

from django.db import transaction
from django.utils import timezone
from django.utils.text import slugify

from apps.demo.art import Certificate, Meme, Scene, Screen
from apps.demo.images import demo_image
from apps.demo.seeds.site import create_missing, dated

# Stores a certificate's PDF made from its picture and answers the PDF's address.
CertificatePdf = Callable[..., str]

# Every address the demo shows is on example.com, reserved for examples (RFC 2606).
DEMO_SITE = "example.com/demo-student"

ACHIEVEMENTS = [
    {
        "title": "Gold Certificate, Intermediate Mathematics Challenge",
        "description": (
            "Awarded to the top 7% of entrants nationally, and best in year at school. Qualified "
            "for the follow-on Kangaroo round."
        ),
        "category": "Academic",
        "issuer": "UK Mathematics Trust",
        "days_ago": 45,
    },
    {
        "title": "Bronze Duke of Edinburgh's Award",
        "description": (
            "Completed volunteering at the local library, learnt to cook for the skill section, "
            "took up running and finished a two-day expedition in the Peak District."
        ),
        "category": "Leadership",
        "issuer": "The Duke of Edinburgh's Award",
        "days_ago": 120,
        "heading": "Certificate of Award",
        # Kept as a PDF too: 'View Certificate' opens it in a new tab.
        "pdf": True,
    },
    {
        "title": "First Place, School Science Fair",
        "description": (
            "A project measuring how much microplastic ends up in the school's rainwater, with a "
            "home-made filter that caught most of it."
        ),
        "category": "Science",
        "issuer": "School Science Department",
        "days_ago": 200,
    },
    {
        "title": "Highly Commended, Young Writers' Essay Prize",
        "description": (
            "An essay on what a fairer school day could look like, chosen from over 800 entries "
            "by students aged 13 to 16."
        ),
        "category": "Writing",
        "issuer": "Young Writers' Trust",
        "days_ago": 260,
        "heading": "Certificate of Commendation",
    },
    {
        "title": "Eco-Schools Green Flag Team",
        "description": (
            "Part of the pupil eco-committee that earned the school its Green Flag, leading the "
            "plastic-free canteen campaign."
        ),
        "category": "Environment",
        "issuer": "Eco-Schools England",
        "days_ago": 330,
        "heading": "Certificate of Recognition",
    },
    {
        "title": "Regional Finalist, Schools Debating Competition",
        "description": (
            "Reached the regional final with a team of three, arguing for and against lowering "
            "the voting age to 16."
        ),
        "category": "Public Speaking",
        "issuer": "Regional Schools Debating League",
        "days_ago": 400,
    },
]

FEATURED_PROJECT = {
    "title": "Daily Advice Hub",
    "description": (
        "A daily-advice website for teenagers: one short, practical piece of advice every day "
        "across 15 areas of life."
    ),
    "full_description": (
        "Daily Advice Hub started as a notebook of tips from family, teachers and friends. It "
        "is now a website with advice in 15 life categories, from study habits and friendships "
        "to money and wellbeing. Visitors can download advice cards to keep or share, "
        "subscribe to a daily e-mail, read the blog and share their favourite advice on social "
        "media. (This is a demo: its website address is an example on example.com.)"
    ),
    "website": "https://example.com/demo-student/daily-advice",
    "demo_url": "https://example.com/demo-student/daily-advice/try-it",
    "technologies": ["React", "TypeScript", "Node.js", "PostgreSQL", "Tailwind CSS"],
    "status": "Live & Growing",
    "progress": 95,
    "start_date": date(2024, 3, 1),
    "features": [
        "Advice in 15 life categories",
        "Downloadable advice cards",
        "Daily e-mail subscription",
        "Blog with longer guides",
        "Social sharing",
    ],
    "users": "2,500+",
    "impact": "Daily advice read by students in over 20 countries",
    "type": "Website",
    "featured": True,
    "sort_order": 0,
}

OTHER_PROJECTS = [
    {
        "title": "Revision Buddy",
        "description": "A flashcard and spaced-repetition app built around the GCSE specification.",
        "technologies": ["Python", "Flask", "SQLite"],
        "status": "Prototype",
        "progress": 60,
        "start_date": date(2024, 11, 1),
        "features": ["Flashcards per subject", "Spaced repetition", "Progress charts"],
        "users": "120 testers",
        "impact": "Tested by two Year 10 forms before mocks",
        "type": "App",
        "demo_url": "https://example.com/demo-student/revision-buddy/demo",
        "sort_order": 1,
    },
    {
        "title": "Community Book Swap",
        "description": "Free book-swap shelves in local cafés, run by students for students.",
        "technologies": ["Google Forms", "Canva"],
        "status": "Planning",
        "progress": 40,
        "start_date": date(2025, 1, 15),
        "features": ["Swap shelves", "Reading challenges", "Volunteer rota"],
        "users": "3 partner cafés",
        "impact": "Aiming for 1,000 books swapped in the first year",
        "type": "Social Enterprise",
        "sort_order": 2,
    },
    {
        "title": "Eco Tracker for Schools",
        "description": "A dashboard that shows a school's energy use and recycling week by week.",
        "technologies": ["JavaScript", "Chart.js", "Firebase"],
        "status": "In Development",
        "progress": 90,
        "start_date": date(2024, 6, 1),
        "features": ["Weekly energy charts", "Recycling league table", "Eco-club reports"],
        "users": "2 schools piloting",
        "impact": "Helped cut one school's energy use by 8%",
        "type": "Website",
        "sort_order": 3,
    },
    {
        "title": "Peer Tutoring Network",
        "description": "Older students tutor younger ones in maths and science after school.",
        "technologies": ["Notion", "Google Workspace"],
        "status": "Live",
        "progress": 95,
        "start_date": date(2023, 9, 1),
        "features": ["Tutor matching", "Session booking", "Termly feedback"],
        "users": "60+ students",
        "impact": "Over 400 tutoring sessions so far",
        "type": "Social Enterprise",
        "sort_order": 4,
    },
]

# Listed newest first, as the page shows them.
MEMES = [
    {
        "caption": "Every. Single. Time. 😅",
        "text": "Me in September: I'll start revising early this year.\nMe the night before "
        "the mock:",
        "hashtags": ["GCSELife", "Revision", "Relatable"],
        "counts": (147, 23, 12),
    },
    {
        "caption": "When the teacher says 'this won't be on the test' and it's question 1",
        "picture": Meme("'This won't be on the test'", "Question 1:", "exam"),
        "hashtags": ["SchoolLife", "Exams"],
        "counts": (203, 45, 18),
    },
    {
        "caption": "Chemistry puns are my element",
        "text": "I'd tell you a chemistry joke, but all the good ones argon.",
        "hashtags": ["Chemistry", "Puns", "Science"],
        "counts": (89, 12, 7),
    },
    {
        "caption": "My calculator seeing me type 2 + 2 just to be sure",
        "picture": Meme("Me: types 2 + 2", "My calculator:", "calculator"),
        "hashtags": ["Maths", "GCSEMaths"],
        "counts": (156, 34, 15),
    },
]


# What each project's picture shows beside its name: a short tagline, and a browser window with
# feature cards or a chart, or the app on a phone.
SCREENS = {
    "Daily Advice Hub": {"tagline": "One short, practical piece of advice, every day"},
    "Revision Buddy": {"tagline": "Flashcards and spaced repetition for GCSEs", "device": "phone"},
    "Community Book Swap": {"tagline": "Free book-swap shelves in local cafes"},
    "Eco Tracker for Schools": {
        "tagline": "A school's energy use, week by week",
        "blocks": "chart",
    },
    "Peer Tutoring Network": {"tagline": "Older students tutor younger ones after school"},
}
PROJECTS = [FEATURED_PROJECT, *OTHER_PROJECTS]
AWARD_HEADING = "Certificate of Achievement"


def _award_picture(row: dict, awarded: date) -> str:
    """An achievement's picture is named after its title and date: the certificate shows both."""
    return f"showcase-{slugify(row['title'])}-{awarded.isoformat()}"


def _project_picture(row: dict) -> str:
    return f"showcase-{slugify(row['title'])}"


def _meme_picture(number: int) -> str:
    return f"showcase-meme-{number}"


def _certificate(row: dict, awarded: date) -> Certificate:
    heading = row.get("heading", AWARD_HEADING)
    return Certificate(title=row["title"], issuer=row["issuer"], awarded=awarded, heading=heading)


def _screen(index: int, row: dict) -> Screen:
    return Screen(
        title=row["title"],
        address=row.get("website", f"{DEMO_SITE}/{slugify(row['title'])}").removeprefix("https://"),
        tint=index,
        labels=tuple(row["features"][:3]),
        **SCREENS[row["title"]],
    )


def demo_scene(name: str) -> Scene | None:
    """What the demo picture `name` shows, if it is one of this seed's (else None)."""
    for row in ACHIEVEMENTS:
        prefix = f"showcase-{slugify(row['title'])}-"
        if name.startswith(prefix):
            try:
                return _certificate(row, date.fromisoformat(name.removeprefix(prefix)))
            except ValueError:
                return None
    for index, row in enumerate(PROJECTS):
        if name == _project_picture(row):
            return _screen(index, row)
    for number, row in enumerate(MEMES, start=1):
        if name == _meme_picture(number) and "picture" in row:
            return row["picture"]
    return None


def _seed_achievements(certificate_pdf: CertificatePdf | None) -> int:
    from apps.showcase.models import Achievement
    from apps.showcase.services import achievement_create

    today = timezone.localdate()

    def create(row: dict) -> None:
        fields = dated(
            {k: v for k, v in row.items() if k not in {"heading", "pdf"}}, field="date", now=today
        )
        picture = _award_picture(row, fields["date"])
        pdf = row.get("pdf") and certificate_pdf
        achievement_create(
            **fields,
            is_published=True,  # the demo shows published rows; the owner's start as drafts
            image_url=demo_image(picture),
            certificate_url=pdf(picture=picture, title=row["title"]) if pdf else "",
        )

    return create_missing(Achievement, ACHIEVEMENTS, create)


def _seed_projects() -> int:
    from apps.showcase.models import Project
    from apps.showcase.services import project_create

    return create_missing(
        Project,
        PROJECTS,
        lambda row: project_create(
            **row,
            full_description_format="plain",  # written as projects were before Markdown
            is_published=True,
            image_url=demo_image(_project_picture(row)),
        ),
    )


def _create_meme(row: dict) -> None:
    from apps.showcase.services import meme_create

    likes, comments, shares = row["counts"]
    meme_create(
        author_handle="@alex",
        caption=row["caption"],
        text=row.get("text", ""),
        image_url=demo_image(_meme_picture(row["number"])) if "picture" in row else "",
        hashtags=row["hashtags"],
        likes=likes,
        comments=comments,
        shares=shares,
        is_published=True,
    )


def _seed_memes() -> int:
    from apps.showcase.models import Meme as MemeRow

    # Oldest first, so the first listed is the newest and the page shows them in this order.
    rows = [{**row, "number": n} for n, row in reversed(list(enumerate(MEMES, start=1)))]
    return create_missing(MemeRow, rows, _create_meme, key="caption")


@transaction.atomic
def seed(*, certificate_pdf: CertificatePdf | None = None) -> int:
    """Create the demo rows that are not there yet (matched by title, or a meme's caption);
    return how many were created. `certificate_pdf(picture=, title=)` stores a certificate's
    PDF and answers its address (the documents app's, handed in by seed_demo: a content app
    never imports another); without it no achievement gets a PDF."""
    return _seed_achievements(certificate_pdf) + _seed_projects() + _seed_memes()
