from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_view,
)
from rest_framework import viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

from apps.core.viewsets import ConditionalReadMixin, ContentViewSet

from .models import BlogPost
from .selectors import (
    category_exists,
    category_first_page,
    category_posts,
    post_list,
    post_neighbours_get,
)
from .serializers import (
    BlogCategorySerializer,
    BlogPostNeighboursSerializer,
    BlogPostPublicSerializer,
    BlogPostReadSerializer,
    BlogPostWriteSerializer,
)
from .services import POST_WRITES, UndoExpired, post_restore
from .writing_views import PostWritingMixin

NO_SUCH_CATEGORY = "No post is in this category."


@extend_schema_view(
    list=extend_schema(
        parameters=[
            OpenApiParameter(
                "category",
                str,
                description=(
                    "Only the posts of this category (its slug, as in /blog/category/{slug}); "
                    "404 for a category none of the posts you may see is in."
                ),
            )
        ],
        responses={200: BlogPostPublicSerializer(many=True), 404: OpenApiResponse()},
    )
)
class BlogPostViewSet(PostWritingMixin, ContentViewSet):
    """/api/blog-posts: visitors read published posts; the owner reads all and writes.

    The list takes ?category=<slug> (the pages after a category's first, which
    /api/blog-categories/{slug} answers): the posts of that category, in the list's order. A
    category none of the viewer's posts is in is a 404, as /api/blog-categories/{slug} is, so
    that made-up slugs never fill the visitor cache (it keeps 200s only)."""

    cache_query_params = {"list": ("category",)}  # what _category reads

    read_serializer_class = BlogPostReadSerializer
    public_serializer_class = BlogPostPublicSerializer
    write_serializer_class = BlogPostWriteSerializer

    selector = staticmethod(post_list)
    writes = POST_WRITES
    # A visitor's related posts are kept like the post itself (by path, per content version).
    cached_actions = ContentViewSet.cached_actions | {"related"}

    def get_queryset(self):
        category = self._category() if self.action == "list" else None
        if category is None:
            return post_list(viewer=self.request.user)
        return category_posts(viewer=self.request.user, slug=category)

    def paginate_queryset(self, queryset):
        page = super().paginate_queryset(queryset)
        category = self._category() if self.action == "list" else None
        if category and not page and not category_exists(viewer=self.request.user, slug=category):
            raise NotFound(NO_SUCH_CATEGORY)
        return page

    def _category(self) -> str | None:
        return self.request.query_params.get("category") or None

    @extend_schema(request=None, responses={200: BlogPostReadSerializer})
    @action(detail=True, methods=["post"], url_path="restore")
    def restore(self, request, *args, **kwargs):
        """Undo a delete, within a minute of it."""
        try:
            post = post_restore(post_id=_uuid_or_none(kwargs[self.lookup_field]))
        except UndoExpired as exc:
            raise NotFound("This post can no longer be restored.") from exc
        return Response(BlogPostReadSerializer(post).data)

    @extend_schema(responses={200: BlogPostNeighboursSerializer})
    @action(detail=True, methods=["get"], url_path="related")
    def related(self, request, *args, **kwargs):
        """What to read after this post: up to three related published posts (its first
        category's, then its other categories', then the newest) and the previous (older) and
        next (newer) published posts, without their bodies."""

        def read() -> Response:
            neighbours = post_neighbours_get(
                viewer=request.user, id_or_slug=kwargs[self.lookup_field]
            )
            return Response(BlogPostNeighboursSerializer(neighbours).data)

        return self.conditional_read(request, read)


class BlogCategoryViewSet(ConditionalReadMixin, viewsets.GenericViewSet):
    """/api/blog-categories/{slug}: a category's name and the first page of its published posts,
    newest first (API_PAGE_SIZE, without bodies); when more follow, the next page's address
    (GET /api/blog-posts?category=<slug>&cursor=...) is in a `Link: <...>; rel="next"` header.
    404 for a category no published post has: only a real category's answer is ever kept in
    the visitor cache, so made-up slugs cannot fill it."""

    queryset = BlogPost.objects.none()  # the response cache's content version; rows: selector
    permission_classes = [AllowAny]
    cached_actions = frozenset({"retrieve"})
    serializer_class = BlogCategorySerializer

    def retrieve(self, request, *args, **kwargs):
        def read() -> Response:
            category, following = category_first_page(viewer=request.user, slug=kwargs["slug"])
            headers = {"Link": f'<{following}>; rel="next"'} if following else {}
            return Response(BlogCategorySerializer(category).data, headers=headers)

        return self.conditional_read(request, read)


def _uuid_or_none(value: str):
    import uuid

    try:
        return uuid.UUID(value)
    except ValueError:
        return None
