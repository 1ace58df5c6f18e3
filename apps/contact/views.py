from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import mixins, serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from apps.core.permissions import IsOwner
from apps.core.views import PublicThrottledView

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
        message_submit(**data)
        return Response(SENT, status=status.HTTP_201_CREATED)


class ContactMessageViewSet(
    mixins.ListModelMixin, mixins.DestroyModelMixin, viewsets.GenericViewSet
):
    """The owner's inbox: list (newest first), unread count, mark read, delete."""

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
