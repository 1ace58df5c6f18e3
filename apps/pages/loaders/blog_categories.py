"""A blog category's page (/blog/category/{slug}), and what a post's page offers to read next
(its related posts and the previous and next posts), embedded in the post's first data."""

from dataclasses import replace

from django.conf import settings
from django.http import Http404
from django.urls import reverse

from apps.blog.categories import category_slug
from apps.blog.selectors import category_exists, category_first_page, post_neighbours_get
from apps.blog.serializers import BlogCategorySerializer, BlogPostNeighboursSerializer
from apps.core.public_profile import site_profile_public

from . import VISITOR, Loader, PageContent, api_path, not_found

MISSING_CATEGORY = "Category Not Found"


def category_api_path(slug: str) -> str:
    """GET /api/blog-categories/{slug}: what the category page's React route asks for."""
    return reverse("blog-category-detail", kwargs={"slug": slug})


def related_api_path(id_or_slug: str) -> str:
    """GET /api/blog-posts/{idOrSlug}/related: what a post's page asks for, by the post's
    slug (however the page was reached)."""
    return reverse("blog-post-related", kwargs={"pk": id_or_slug})


def category_feed_path(slug: str) -> str:
    return reverse("blog-category-feed", kwargs={"slug": slug})


def category_title(name: str) -> str:
    return f"{name} — Blog"


def category_description(name: str, owner: str) -> str:
    return f"Articles by {owner} about {name}, newest first."


def blog_category(request, *, slug: str) -> PageContent:
    """A category's name and the first page of its published posts, as GET
    /api/blog-categories/{slug} answers a visitor, with the next page's address (its Link
    header) in `next` under the same key; "not found" (HTTP 404) for a category no published
    post has."""
    try:
        category, following = category_first_page(viewer=VISITOR, slug=slug)
    except Http404:
        return _other_spelling(slug) or not_found(MISSING_CATEGORY)
    title = category_title(category.name)
    description = category_description(category.name, site_profile_public().name)
    path = reverse("page-blog-category", kwargs={"slug": category.slug})
    key = category_api_path(category.slug)
    return PageContent(
        data={key: BlogCategorySerializer(category).data},
        next={key: following} if following else {},
        title=title,
        description=description,
        canonical_path=path,
        feed=(f"{title} (RSS)", category_feed_path(category.slug)),
        json_ld=(
            {
                "@context": "https://schema.org",
                "@type": "CollectionPage",
                "name": title,
                "description": description,
                "url": settings.SITE_URL + path,
                "about": category.name,
            },
        ),
    )


# Longer than any category name could be spelt (40 characters, each a few bytes at most).
_SPELLING_MAX_LENGTH = 200


def _other_spelling(value: str) -> PageContent | None:
    """A redirect to the category `value` spells another way ("Science", "café", "Study
    skills"), if one has published posts; None otherwise."""
    slug = category_slug(value) if len(value) <= _SPELLING_MAX_LENGTH else ""
    if not slug or slug == value or not category_exists(viewer=VISITOR, slug=slug):
        return None
    return PageContent(redirect_to=reverse("page-blog-category", kwargs={"slug": slug}))


def with_neighbours(load: Loader) -> Loader:
    """A post page's loader (`load`) whose first data also holds what the post's related
    section reads (GET /api/blog-posts/{slug}/related), so it needs no second round trip."""

    def load_with_neighbours(request, *, slug: str) -> PageContent:
        content = load(request, slug=slug)
        shown = content.data.get(api_path("blog-post", slug)) if content.found else None
        if not shown:
            return content
        try:
            neighbours = post_neighbours_get(viewer=VISITOR, id_or_slug=shown["id"])
        except Http404:  # a post only its owner sees (a draft's preview): the page asks later
            return content
        related = BlogPostNeighboursSerializer(neighbours).data
        return replace(content, data={**content.data, related_api_path(shown["slug"]): related})

    return load_with_neighbours
