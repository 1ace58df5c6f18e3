"""The blog API's writing endpoints (issue 15), mixed into BlogPostViewSet: saves that name the
version they were based on (409 when the post has moved on), autosave, and revisions.

- POST /api/blog-posts/autosave: a new post's first autosave, a draft (never published);
- POST /api/blog-posts/{id}/autosave: a draft's text saved into it; a published post's kept
  as an autosave revision only (visitors' post unchanged);
- GET /api/blog-posts/{id}/revisions: the newest REVISIONS_LISTED, newest first, no texts;
- GET /api/blog-posts/{id}/revisions/{rid}: one revision with its texts;
- POST /api/blog-posts/{id}/revisions/{rid}/restore: its texts saved into the post as a new
  save (itself a revision), based on the version sent.

All of them are the owner's only (401 without a token, 403 with another account's)."""

import uuid

from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.decorators import action
from rest_framework.exceptions import NotFound
from rest_framework.response import Response

from apps.core.permissions import IsOwner

from . import writing
from .models import BlogPostRevision
from .serializers import (
    BlogPostAutosaveSerializer,
    BlogPostReadSerializer,
    BlogPostRevisionSerializer,
    BlogPostRevisionSummarySerializer,
    RevisionRestoreSerializer,
    VersionConflictSerializer,
)
from .writing_services import post_autosave, post_autosave_new, revision_restore

REVISION_ID = r"(?P<revision_id>[^/]+)"


class PostWritingMixin:
    """Saves with a version check and their author, autosave and revisions."""

    # --- the usual create and update, with their author and the version they were based on --

    def perform_create(self, serializer) -> None:
        data = dict(serializer.validated_data)
        data.pop("version", None)
        serializer.instance = self.writes.create(**data, author=self.request.user)

    def perform_update(self, serializer) -> None:
        data = dict(serializer.validated_data)
        serializer.instance = self.writes.update(
            instance=serializer.instance,
            data=data,
            based_on=data.pop("version", None),
            author=self.request.user,
        )

    def handle_exception(self, exc):
        if isinstance(exc, writing.VersionConflict):
            body = {"detail": writing.CONFLICT_MESSAGE, "version": exc.current}
            return Response(body, status=status.HTTP_409_CONFLICT)
        return super().handle_exception(exc)

    # --- autosave ----------------------------------------------------------------------------

    @extend_schema(
        operation_id="blog_posts_autosave_new",
        request=BlogPostAutosaveSerializer,
        responses={201: BlogPostReadSerializer},
    )
    @action(
        detail=False,
        methods=["post"],
        url_path="autosave",
        url_name="autosave-new",
        permission_classes=[IsOwner],
    )
    def autosave_new(self, request, *args, **kwargs):
        """A new post's first autosave: a draft with what was typed so far (never published)."""
        payload = BlogPostAutosaveSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        post = post_autosave_new(data=_texts(payload), author=request.user)
        return Response(BlogPostReadSerializer(post).data, status=status.HTTP_201_CREATED)

    @extend_schema(
        request=BlogPostAutosaveSerializer,
        responses={200: BlogPostReadSerializer, 409: VersionConflictSerializer},
    )
    @action(detail=True, methods=["post"], url_path="autosave", permission_classes=[IsOwner])
    def autosave(self, request, *args, **kwargs):
        """Keep what is typed: a draft's text goes into the draft (a new version); a published
        post's is kept as an autosave revision, and visitors' post does not change."""
        post = self.get_object()
        payload = BlogPostAutosaveSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        post = post_autosave(
            post=post,
            data=_texts(payload),
            based_on=payload.validated_data.get("version"),
            author=request.user,
        )
        return Response(BlogPostReadSerializer(post).data)

    # --- revisions ---------------------------------------------------------------------------

    @extend_schema(responses={200: BlogPostRevisionSummarySerializer(many=True)})
    @action(detail=True, methods=["get"], url_path="revisions", permission_classes=[IsOwner])
    def revisions(self, request, *args, **kwargs):
        """The post's revisions, newest first (the newest REVISIONS_LISTED), without texts."""
        post = self.get_object()
        rows = (
            BlogPostRevision.objects.filter(post=post)
            .select_related("author")
            .defer("title", "excerpt", "content")
            .order_by("-created_at")[: writing.REVISIONS_LISTED]
        )
        body = BlogPostRevisionSummarySerializer(rows, many=True).data
        return Response(body, headers={"Cache-Control": "private, no-store"})

    @extend_schema(responses={200: BlogPostRevisionSerializer})
    @action(
        detail=True,
        methods=["get"],
        url_path=f"revisions/{REVISION_ID}",
        url_name="revision",
        permission_classes=[IsOwner],
    )
    def revision(self, request, *args, revision_id: str, **kwargs):
        """One revision, with its title, excerpt and content."""
        revision = self._revision(revision_id)
        body = BlogPostRevisionSerializer(revision).data
        return Response(body, headers={"Cache-Control": "private, no-store"})

    @extend_schema(
        request=RevisionRestoreSerializer,
        responses={200: BlogPostReadSerializer, 409: VersionConflictSerializer},
    )
    @action(
        detail=True,
        methods=["post"],
        url_path=f"revisions/{REVISION_ID}/restore",
        url_name="revision-restore",
        permission_classes=[IsOwner],
    )
    def restore_revision(self, request, *args, revision_id: str, **kwargs):
        """Put a revision's title, excerpt and content back, as a new save of the post (itself
        a revision), based on the version sent."""
        revision = self._revision(revision_id)
        payload = RevisionRestoreSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        post = revision_restore(
            revision=revision,
            based_on=payload.validated_data["version"],
            author=request.user,
        )
        return Response(BlogPostReadSerializer(post).data)

    def _revision(self, revision_id: str) -> BlogPostRevision:
        post = self.get_object()
        try:
            key = uuid.UUID(revision_id)
        except ValueError:
            key = None
        revision = (
            BlogPostRevision.objects.filter(post=post, pk=key).select_related("author").first()
            if key
            else None
        )
        if revision is None:
            raise NotFound("This revision does not exist.")
        return revision


def _texts(payload) -> dict:
    return {k: v for k, v in payload.validated_data.items() if k in writing.TEXT_FIELDS}
