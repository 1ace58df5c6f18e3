import datetime

import factory
from django.utils import timezone

from apps.showcase.models import Achievement, Meme, Project
from tests.factories import model_factory, rendered, titled

AchievementFactory = model_factory(
    Achievement,
    title=factory.Sequence(lambda n: f"Achievement number {n}"),
    description="Awarded for outstanding work.",
    date=factory.LazyFunction(lambda: timezone.localdate() - datetime.timedelta(days=30)),
    category="Academic",
    issuer="UK Mathematics Trust",
    is_published=True,
)

ProjectFactory = model_factory(
    Project,
    **titled("Project"),
    description="A short description of the project.",
    full_description="",
    full_description_format="plain",  # as stored before Markdown
    **rendered("full_description"),
    status=Project.Status.IN_DEVELOPMENT,
    progress=50,
    technologies=factory.LazyFunction(lambda: ["React", "Django"]),
    features=factory.LazyFunction(lambda: ["Daily tips"]),
    is_published=True,
)

MemeFactory = model_factory(
    Meme,
    author_handle="@alex",
    caption=factory.Sequence(lambda n: f"Meme caption {n}"),
    text="Me revising the night before the mock",
    hashtags=factory.LazyFunction(lambda: ["GCSELife"]),
    likes=10,
    comments=2,
    shares=1,
    is_published=True,
)


# Create payloads the owner may send (every field, in camelCase, as the admin panel sends them).
VALID_ACHIEVEMENT = {
    "title": "Gold Award, Intermediate Mathematics Challenge",
    "description": "Top 7% of students nationally in the UKMT challenge.",
    "imageUrl": "/media/demo/gold.webp",
    "certificateUrl": "/media/documents/0f3c2a9d8e7b4c1a9f0e1d2c3b4a5968.pdf",
    "date": "2025-02-06",
    "category": "Academic",
    "issuer": "UK Mathematics Trust",
    "isPublished": True,
}

VALID_PROJECT = {
    "title": "Daily Advice Hub",
    "description": "A daily-advice website for teenagers.",
    "fullDescription": "Fifteen life categories, downloadable cards and a daily e-mail.",
    "fullDescriptionFormat": "markdown",
    "imageUrl": "/media/demo/advice.webp",
    "website": "https://example.com",
    "demoUrl": "https://example.com/try-it",
    "technologies": ["React", "  Django ", ""],
    "status": "Live & Growing",
    "progress": 95,
    "startDate": "2024-09-01",
    "features": ["15 life categories", "Daily e-mail subscription"],
    "users": "2,500+",
    "impact": "Helping teens every day",
    "type": "Website",
    "featured": True,
    "isPublished": True,
    "sortOrder": 0,
}

VALID_MEME = {
    "authorHandle": "@alex",
    "caption": "Every. Single. Time.",
    "imageUrl": "",
    "text": "Me: I'll start revising early. Also me, the night before the mock:",
    "hashtags": ["#GCSELife", "  Revision ", "", "##Mocks"],
    "likes": 147,
    "comments": 23,
    "shares": 12,
    "isPublished": True,
}


def project_admin_form(**overrides) -> dict:
    """What Django admin's add page for a project posts: a valid project, with `overrides`."""
    return {
        "title": "Admin project",
        "slug": "admin-project",
        "description": "Made in Django admin.",
        "technologies": "[]",
        "features": "[]",
        "full_description_format": "markdown",
        "status": "Prototype",
        "progress": "30",
        "sort_order": "0",
        "is_published": "on",
        **overrides,
    }
