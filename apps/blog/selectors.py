"""Reads of blog posts. The one place that decides who sees drafts."""

from dataclasses import dataclass
from datetime import datetime

from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.db import connection
from django.db.models import Case, Exists, OuterRef, Q, QuerySet, When
from django.http import Http404
from django.urls import reverse
from django.utils import timezone

from apps.core.lookups import get_by_id_or_slug
from apps.core.pagination import first_page
from apps.core.permissions import is_owner

from .categories import category_slug, could_be_category_slug
from .models import BlogPost, BlogPostCategory


def post_list(*, viewer) -> QuerySet[BlogPost]:
    """Every post for the owner; for everyone else, published posts whose time has come (a post
    scheduled for later stays hidden until then, with no job needed to reveal it). Newest
    first."""
    posts = BlogPost.objects.visible_to(viewer)
    if not is_owner(viewer):
        posts = posts.filter(published_at__lte=timezone.now())
    return posts.order_by("-published_at", "-created_at")


def post_by_id(pk) -> BlogPost | None:
    """The live (not deleted) post with this id, published or not, or None: what the owner's
    share links may show (apps/sharing)."""
    return BlogPost.objects.filter(pk=pk).first()


def post_get(*, viewer, id_or_slug: str) -> BlogPost:
    """One post by id or slug, if this viewer may see it (Http404 otherwise)."""
    return get_by_id_or_slug(post_list(viewer=viewer), id_or_slug)


# --- categories as places, and what to read next (issue 15) ---------------------------------


@dataclass(frozen=True)
class Category:
    """A category's page: its slug, its name as the newest post spells it, and its posts."""

    slug: str
    name: str
    posts: list[BlogPost]


def category_posts(*, viewer, slug: str) -> QuerySet[BlogPost]:
    """The posts this viewer may see in the category `slug`, newest first, read through the
    (slug, post) index; Http404 for a value no category slug could be."""
    if not could_be_category_slug(slug):
        raise Http404
    return post_list(viewer=viewer).filter(category_links__slug=slug)


def category_name(posts: list[BlogPost], slug: str) -> str:
    """The category's name as the newest of `posts` spells it."""
    return next((n for n in posts[0].categories if category_slug(n) == slug), slug)


def category_get(*, viewer, slug: str, bodies: bool = False) -> Category:
    """The category `slug` with the posts this viewer may see in it, newest first and at most
    API_LIST_CAP of them (without their bodies unless `bodies`), found through the (slug, post)
    index in one query; Http404 for a slug no visible post has (unknown, or only drafts and
    scheduled posts for a visitor). The feed reads it; the page and the API read the first
    page only (`category_first_page`)."""
    posts = category_posts(viewer=viewer, slug=slug)
    if not bodies:  # a page of cards; a feed asks for the bodies, in the same query
        posts = posts.defer("content", "content_html")
    posts = list(posts[: settings.API_LIST_CAP])
    if not posts:
        raise Http404
    return Category(slug=slug, name=category_name(posts, slug), posts=posts)


def category_first_page(*, viewer, slug: str) -> tuple[Category, str | None]:
    """The category `slug` with the first page of its posts this viewer may see (API_PAGE_SIZE,
    newest first, without their bodies), and the address of the next page: GET
    /api/blog-posts?category=<slug>&cursor=..., or None when they all fit. Http404 for a slug
    no visible post has."""
    rows, following = first_page(
        category_posts(viewer=viewer, slug=slug).defer("content", "content_html"),
        path=reverse("blog-post-list"),
        params={"category": slug},
    )
    posts = list(rows)
    if not posts:
        raise Http404
    return Category(slug=slug, name=category_name(posts, slug), posts=posts), following


def category_exists(*, viewer, slug: str) -> bool:
    """Whether a post this viewer may see is in the category `slug`."""
    return could_be_category_slug(slug) and (
        post_list(viewer=viewer).filter(category_links__slug=slug).exists()
    )


# Every category with a post visitors see, and when the newest change among those posts was:
# the distinct slugs found one index step at a time (a loose index scan: one probe per
# category, however many posts it holds), then per category its listed rows last changed
# first, the first already published being its date. The rows' copy of the post's visibility
# (BlogPostCategory.of_post) is post_list's rule for visitors: published, not deleted, due.
_CATEGORY_DATES_SQL = """
WITH RECURSIVE slugs(slug) AS (
    SELECT MIN(slug) FROM {table} WHERE post_listed
    UNION ALL
    SELECT (SELECT MIN(c.slug) FROM {table} c WHERE c.post_listed AND c.slug > slugs.slug)
    FROM slugs WHERE slugs.slug IS NOT NULL
)
SELECT slugs.slug, (
    SELECT c.post_changed_at FROM {table} c
    WHERE c.post_listed AND c.slug = slugs.slug AND c.post_published_at <= %s
    ORDER BY c.post_changed_at DESC LIMIT 1
) FROM slugs WHERE slugs.slug IS NOT NULL ORDER BY slugs.slug
"""


def category_list() -> list[tuple[str, datetime]]:
    """Every category with a post visitors may see: (slug, when its page last changed: the
    latest publication or edit of one of those posts), by slug. One query, served by the
    category rows' dates index whatever the blog holds (the site map's category section)."""
    field = BlogPostCategory._meta.get_field("post_changed_at")
    table = BlogPostCategory._meta.db_table
    column = field.get_col(table)
    converters = connection.ops.get_db_converters(column) + field.get_db_converters(connection)
    with connection.cursor() as cursor:
        cursor.execute(
            _CATEGORY_DATES_SQL.format(table=connection.ops.quote_name(table)),
            [connection.ops.adapt_datetimefield_value(timezone.now())],
        )
        rows = cursor.fetchall()
    dated = []
    for slug, changed in rows:
        for convert in converters:
            changed = convert(changed, column, connection)
        if changed is not None:  # only scheduled posts in it: not a page yet
            dated.append((slug, changed))
    return dated


# What a "read next" link shows: a post without its body.
TEASER_FIELDS = (
    "id",
    "slug",
    "title",
    "excerpt",
    "categories",
    "published_at",
    "read_time",
    "image_url",
    "image_alt",
)
RELATED_COUNT = 3


@dataclass(frozen=True)
class Neighbours:
    """What a post's page offers to read next: related posts, and the published posts just
    older (previous) and just newer (next) than it."""

    related: list[BlogPost]
    previous: BlogPost | None
    next: BlogPost | None


def post_neighbours(*, post: BlogPost) -> Neighbours:
    """Up to three related posts (those sharing the post's first category, then any of its
    categories, each newest first, then the newest others) and the previous and next posts by
    published_at. Only posts a visitor may see, whoever asks (the owner previewing a draft
    gets what visitors will get), never the post itself. At most four queries."""
    published = post_list(viewer=AnonymousUser()).only(*TEASER_FIELDS)
    others = published.exclude(pk=post.pk)
    slugs = list(dict.fromkeys(s for s in map(category_slug, post.categories) if s))
    related: list[BlogPost] = []
    if slugs:

        def sharing(*chosen: str) -> Exists:
            return Exists(BlogPostCategory.objects.filter(post=OuterRef("pk"), slug__in=chosen))

        related = list(
            others.filter(sharing(*slugs))
            .annotate(rank=Case(When(sharing(slugs[0]), then=0), default=1))
            .order_by("rank", "-published_at", "-created_at", "-id")[:RELATED_COUNT]
        )
    if len(related) < RELATED_COUNT:
        related += others.exclude(pk__in=[p.pk for p in related])[: RELATED_COUNT - len(related)]
    # Posts in the order the blog lists them: published_at, then created_at, then id.
    at, made, key = post.published_at, post.created_at, post.pk
    older = Q(published_at__lt=at) | Q(published_at=at, created_at__lt=made)
    older |= Q(published_at=at, created_at=made, pk__lt=key)
    newer = Q(published_at__gt=at) | Q(published_at=at, created_at__gt=made)
    newer |= Q(published_at=at, created_at=made, pk__gt=key)
    return Neighbours(
        related=related,
        previous=others.filter(older).order_by("-published_at", "-created_at", "-id").first(),
        next=others.filter(newer).order_by("published_at", "created_at", "id").first(),
    )


def post_neighbours_get(*, viewer, id_or_slug: str) -> Neighbours:
    """`post_neighbours` of the post this viewer may see by id or slug (Http404 otherwise),
    read without its body."""
    post = get_by_id_or_slug(
        post_list(viewer=viewer).only("id", "published_at", "created_at", "categories"),
        id_or_slug,
    )
    return post_neighbours(post=post)
