from drf_spectacular.utils import extend_schema
from rest_framework import viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

from apps.core.viewsets import ConditionalReadMixin, ContentViewSet

from .models import BlogPost
from .selectors import category_get, post_list, post_neighbours_get
from .serializers import (
    BlogCategorySerializer,
    BlogPostNeighboursSerializer,
    BlogPostReadSerializer,
    BlogPostWriteSerializer,
)
from .services import POST_WRITES, UndoExpired, post_restore
from .writing_views import PostWritingMixin


class BlogPostViewSet(PostWritingMixin, ContentViewSet):
    """/api/blog-posts: visitors read published posts; the owner reads all and writes."""

    read_serializer_class = BlogPostReadSerializer
    write_serializer_class = BlogPostWriteSerializer

    selector = staticmethod(post_list)
    writes = POST_WRITES
    # A visitor's related posts are kept like the post itself (by path, per content version).
    cached_actions = ContentViewSet.cached_actions | {"related"}

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
    """/api/blog-categories/{slug}: a category's name and its published posts, newest first
    (at most API_LIST_CAP). 404 for a category no published post has: only a real category's
    answer is ever kept in the visitor cache, so made-up slugs cannot fill it."""

    queryset = BlogPost.objects.none()  # the response cache's content version; rows: selector
    permission_classes = [AllowAny]
    cached_actions = frozenset({"retrieve"})
    serializer_class = BlogCategorySerializer

    def retrieve(self, request, *args, **kwargs):
        def read() -> Response:
            category = category_get(viewer=request.user, slug=kwargs["slug"])
            return Response(BlogCategorySerializer(category).data)

        return self.conditional_read(request, read)


def _uuid_or_none(value: str):
    import uuid

    try:
        return uuid.UUID(value)
    except ValueError:
        return None
