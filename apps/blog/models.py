from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.urls import reverse
from django.utils import timezone

from apps.core.models import BaseModel, PublishedQuerySet
from apps.core.revisions import AbstractRevision, RevisionKind  # noqa: F401 (blog's name too)
from apps.core.validators import validate_image_url


class LivePostManager(models.Manager):
    """Posts that are not deleted. A deleted post stays (hidden from everyone, Django admin
    included) only for the few seconds its 'Undo' is offered, then goes for good."""

    def get_queryset(self):
        return super().get_queryset().filter(deleted_at__isnull=True)


class ContentFormat(models.TextChoices):
    """How a post's `content` is written: Markdown (new posts), or the sanitised HTML posts
    were stored as before Markdown (they keep rendering exactly as they did)."""

    MARKDOWN = "markdown", "Markdown"
    HTML = "html", "HTML"


class BlogPost(BaseModel):
    """A blog post. Drafts (is_published false) are seen by the owner only, and so is a post
    whose published_at is still to come (scheduled): it appears by itself when due."""

    # The texts visitors may read, which the personal-data check reads at every owner save
    # (apps/safety: the API answers warnings and asks before a first publication; Django admin
    # shows them).
    personal_data_fields = ("title", "excerpt", "content", "categories", "image_alt")

    Format = ContentFormat

    title = models.CharField(max_length=200)
    slug = models.SlugField(max_length=80, unique=True)
    excerpt = models.TextField(max_length=1000)
    # What the owner wrote, in `content_format`: Markdown, or sanitised HTML (an allow-list of
    # formatting tags, see services.sanitize_post_html) for posts written before Markdown.
    content = models.TextField(max_length=100_000)
    content_format = models.CharField(
        max_length=10, choices=ContentFormat.choices, default=ContentFormat.MARKDOWN
    )
    # The body as visitors get it: `content` rendered and sanitised on the server, written by
    # the services whenever content changes (one renderer for the page, the API and the preview).
    content_html = models.TextField(blank=True, editable=False)
    categories = models.JSONField(default=list, blank=True)
    published_at = models.DateTimeField(default=timezone.now, db_index=True)
    read_time = models.PositiveSmallIntegerField(
        default=5, validators=[MinValueValidator(1), MaxValueValidator(600)]
    )
    # True: read_time is computed from the text at each save; false: the owner set it.
    read_time_auto = models.BooleanField(default=True)
    # One more at every save: a save based on an older version is refused (two tabs or devices
    # editing the same post never silently overwrite each other).
    version = models.PositiveIntegerField(default=1, editable=False)
    is_published = models.BooleanField(default=False)
    image_url = models.CharField(max_length=500, blank=True, validators=[validate_image_url])
    image_alt = models.CharField(max_length=200, blank=True)
    deleted_at = models.DateTimeField(null=True, blank=True, editable=False, db_index=True)

    # Besides image_url (found by its validator): the HTML may embed <img src="/media/...">, so
    # a file it shows is never deleted with a gallery item (apps/core/media_references.py).
    media_reference_fields = ("content",)

    objects = LivePostManager.from_queryset(PublishedQuerySet)()
    all_objects = models.Manager()

    class Meta:
        ordering = ["-published_at", "-created_at"]
        indexes = [
            # The visitors' list: published posts, newest first (the cursor's whole ordering,
            # the id breaking ties: apps/core/pagination.py).
            models.Index(
                fields=["is_published", "-published_at", "-created_at", "-id"],
                name="blog_post_public_page_idx",
            ),
            # The owner's list: every post, the same order.
            models.Index(
                fields=["-published_at", "-created_at", "-id"], name="blog_post_all_page_idx"
            ),
            # The dashboard's Recent Activity: the few last changed posts.
            models.Index(fields=["-updated_at"], name="blog_post_changed_idx"),
            # The posts a visitor sees (BlogPostQuerySet.visible: published, not deleted, due):
            # their ids for the search's filter, their count for the home page's and the site
            # map's figures, read from the index alone.
            models.Index(
                fields=["published_at", "id"],
                condition=models.Q(is_published=True, deleted_at__isnull=True),
                name="blog_post_visible_idx",
            ),
            # The dashboard's count of the posts and of those published, from the index alone.
            models.Index(
                fields=["is_published"],
                condition=models.Q(deleted_at__isnull=True),
                name="blog_post_live_idx",
            ),
        ]

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        """Its page on the public site (a draft's answers 404 to visitors)."""
        return reverse("page-blog-post", kwargs={"slug": self.slug})

    @property
    def primary_category(self) -> str:
        return self.categories[0] if self.categories else "general"


class BlogPostRevision(AbstractRevision):
    """The post's text as it was at a save, a publication or an autosave: the owner compares a
    revision with the current text and restores it. Old autosaves are pruned; published
    versions are kept (apps/core/revisions.py: kind, version, author and size are every
    revision's)."""

    post = models.ForeignKey(BlogPost, on_delete=models.CASCADE, related_name="revisions")
    title = models.CharField(max_length=200)
    excerpt = models.TextField(max_length=1000, blank=True)
    content = models.TextField(max_length=100_000, blank=True)
    content_format = models.CharField(
        max_length=10, choices=ContentFormat.choices, default=ContentFormat.MARKDOWN
    )
    # size: characters of title, excerpt and content

    class Meta(AbstractRevision.Meta):
        indexes = [
            models.Index(fields=["post", "-created_at"], name="blog_revision_newest_idx"),
            models.Index(fields=["post", "kind", "-created_at"], name="blog_revision_kind_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.title} ({self.get_kind_display()}, {self.created_at:%Y-%m-%d %H:%M})"


class BlogPostCategory(models.Model):
    """One of a post's categories, as its own row (the post's `categories` list stays what the
    API reads and writes): a category's page and feed find its posts through an index, on
    SQLite as on PostgreSQL. Written by the services from `categories`, nowhere else.

    Each row also carries a copy of its post's visibility and dates (`of_post`), rewritten by the
    services at every save of the post: the site map's category dates are then read from one
    small index, one short walk per category, never from the posts (selectors.category_list)."""

    post = models.ForeignKey(BlogPost, on_delete=models.CASCADE, related_name="category_links")
    slug = models.SlugField(max_length=80)
    name = models.CharField(max_length=40)
    position = models.PositiveSmallIntegerField(default=0)
    # The post is published and not deleted (it shows once post_published_at has come).
    post_listed = models.BooleanField(default=False, editable=False)
    post_published_at = models.DateTimeField(null=True, editable=False)
    # The later of its publication and its last edit: when it last changed a page listing it.
    post_changed_at = models.DateTimeField(null=True, editable=False)

    class Meta:
        ordering = ["position"]
        constraints = [
            models.UniqueConstraint(fields=["post", "slug"], name="blog_category_once_per_post")
        ]
        indexes = [
            models.Index(fields=["slug", "post"], name="blog_category_posts_idx"),
            # Per category, its listed posts' rows, last changed first (the publication date
            # in the key too, so the walk never reads the table).
            models.Index(
                fields=["slug", "-post_changed_at", "post_published_at"],
                condition=models.Q(post_listed=True),
                name="blog_category_dates_idx",
            ),
        ]

    def __str__(self) -> str:
        return self.name

    @staticmethod
    def of_post(post: BlogPost) -> dict:
        """The copy of `post`'s visibility and dates its category rows carry (the dates as the
        fields read them: a post's attribute may still hold the text it was given)."""
        published, updated = (
            BlogPost._meta.get_field(name).to_python(getattr(post, name))
            for name in ("published_at", "updated_at")
        )
        return {
            "post_listed": post.is_published and post.deleted_at is None,
            "post_published_at": published,
            "post_changed_at": max(d for d in (published, updated) if d),
        }
