from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import mixins, serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from apps.core.permissions import IsOwner
from apps.core.views import PublicThrottledView
from apps.guardian.blocks import (
    BlockRefused,
    blocked_list,
    blocked_sender_get,
    sender_block,
    sender_unblock,
)
from apps.guardian.panel import show_guardian_answer
from apps.guardian.serializers import (
    BlockedSenderSerializer,
    ShowGuardianSerializer,
    ShownToGuardianSerializer,
)

from .models import ContactMessage
from .selectors import message_list, message_unread_count
from .serializers import ContactMessageSerializer, ContactSubmitSerializer
from .services import message_delete, message_mark_read, message_submit

SENT = {"detail": "Thank you for your message. I'll get back to you soon!"}


class ContactSubmitView(PublicThrottledView):
    """POST /api/contact: anyone may send the owner a message (at most 5 an hour)."""

    throttle_scope = "contact"

    @extend_schema(
        request=ContactSubmitSerializer,
        responses={201: inline_serializer("ContactSent", {"detail": serializers.CharField()})},
    )
    def post(self, request):
        payload = ContactSubmitSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        data = dict(payload.validated_data)
        if data.pop("website", ""):
            # A bot filled the hidden field: answer as if all went well, keep and send nothing.
            return Response(SENT, status=status.HTTP_201_CREATED)
        for key in ("consent", "coppaCompliant"):
            data.pop(key)
        # From a blocked address the service keeps and sends nothing (it only counts the drop):
        # the answer is this same one, so the sender cannot tell (apps/guardian/blocks.py).
        message_submit(**data)
        return Response(SENT, status=status.HTTP_201_CREATED)


class ContactMessageViewSet(
    mixins.ListModelMixin, mixins.DestroyModelMixin, viewsets.GenericViewSet
):
    """The owner's inbox: list (newest first), unread count, mark read, delete; block a
    message's sender, the blocked addresses (and unblock); show a message to the guardian."""

    permission_classes = [IsOwner]
    serializer_class = ContactMessageSerializer
    queryset = ContactMessage.objects.none()  # for the schema; rows come from the selector

    def get_queryset(self):
        return message_list()

    def perform_destroy(self, instance):
        message_delete(message=instance)

    @extend_schema(request=None, responses={200: ContactMessageSerializer})
    @action(detail=True, methods=["post"])
    def read(self, request, pk=None):
        message = message_mark_read(message=self.get_object())
        return Response(ContactMessageSerializer(message).data)

    @extend_schema(
        responses={
            200: inline_serializer("UnreadCount", {"unreadCount": serializers.IntegerField()})
        }
    )
    @action(detail=False, methods=["get"], url_path="unread-count")
    def unread_count(self, request):
        return Response({"unreadCount": message_unread_count()})

    @extend_schema(
        request=None, responses={200: BlockedSenderSerializer, 201: BlockedSenderSerializer}
    )
    @action(detail=True, methods=["post"])
    def block(self, request, pk=None):
        """Block this message's sender: later messages from the address (any case) are dropped
        without a word to them, and counted. 201 when newly blocked, 200 when it already was."""
        message = self.get_object()
        try:
            blocked, created = sender_block(email=message.email)
        except BlockRefused as refused:
            return Response({"detail": refused.message}, status=status.HTTP_409_CONFLICT)
        return Response(
            BlockedSenderSerializer(blocked).data,
            status=status.HTTP_201_CREATED if created else status.HTTP_200_OK,
        )

    @extend_schema(responses={200: BlockedSenderSerializer(many=True)})
    @action(detail=False, methods=["get"], url_path="blocked", pagination_class=None)
    def blocked(self, request):
        """The blocked addresses (at most blocks.MAX_BLOCKED), each with how many were dropped."""
        return Response(BlockedSenderSerializer(blocked_list(), many=True).data)

    @extend_schema(
        request=None,
        parameters=[OpenApiParameter("blocked_id", OpenApiTypes.UUID, OpenApiParameter.PATH)],
        responses={204: None},
    )
    @action(detail=False, methods=["delete"], url_path=r"blocked/(?P<blocked_id>[^/.]+)")
    def unblock(self, request, blocked_id=None):
        """Unblock an address: its next message arrives as any other does."""
        blocked = blocked_sender_get(blocked_id=blocked_id)
        if blocked is None:
            return Response(
                {"detail": "That address is not blocked (it may have been unblocked already)."},
                status=status.HTTP_404_NOT_FOUND,
            )
        sender_unblock(blocked=blocked)
        return Response(status=status.HTTP_204_NO_CONTENT)

    @extend_schema(request=ShowGuardianSerializer, responses={201: ShownToGuardianSerializer})
    @action(detail=True, methods=["post"], url_path="show-guardian")
    def show_guardian(self, request, pk=None):
        """'Show my guardian': e-mail this message to the guardian with the owner's note."""
        return show_guardian_answer(request, message=self.get_object())
