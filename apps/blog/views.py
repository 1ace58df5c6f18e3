from drf_spectacular.utils import extend_schema
from rest_framework.decorators import action
from rest_framework.exceptions import NotFound
from rest_framework.response import Response

from apps.core.viewsets import ContentViewSet

from .selectors import post_list
from .serializers import BlogPostReadSerializer, BlogPostWriteSerializer
from .services import POST_WRITES, UndoExpired, post_restore


class BlogPostViewSet(ContentViewSet):
    """/api/blog-posts: visitors read published posts; the owner reads all and writes."""

    read_serializer_class = BlogPostReadSerializer
    write_serializer_class = BlogPostWriteSerializer

    selector = staticmethod(post_list)
    writes = POST_WRITES

    @extend_schema(request=None, responses={200: BlogPostReadSerializer})
    @action(detail=True, methods=["post"], url_path="restore")
    def restore(self, request, *args, **kwargs):
        """Undo a delete, within a minute of it."""
        try:
            post = post_restore(post_id=_uuid_or_none(kwargs[self.lookup_field]))
        except UndoExpired as exc:
            raise NotFound("This post can no longer be restored.") from exc
        return Response(BlogPostReadSerializer(post).data)


def _uuid_or_none(value: str):
    import uuid

    try:
        return uuid.UUID(value)
    except ValueError:
        return None
