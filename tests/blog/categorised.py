"""Posts whose category rows exist, as the services write them: BlogPostFactory writes the post
alone, and a category's page, feed and related posts find posts through those rows."""

from datetime import timedelta

from django.utils import timezone

from apps.blog.models import BlogPost
from apps.blog.services import _link_categories
from tests.blog.factories import BlogPostFactory


def categorised(*categories: str, days_ago: float = 0, **fields) -> BlogPost:
    """A published post (unless told) in `categories`, published `days_ago` days ago."""
    fields.setdefault("published_at", timezone.now() - timedelta(days=days_ago))
    post = BlogPostFactory(categories=list(categories), **fields)
    _link_categories(post)
    return post
