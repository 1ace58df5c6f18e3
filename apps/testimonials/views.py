"""/api/testimonials: public submission and list, the owner's moderation and requests."""

import logging

from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import mixins, serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

from apps.core.networks import NetworkScopedRateThrottle
from apps.core.permissions import IsOwner
from apps.core.public_profile import site_profile_public
from apps.core.viewsets import ConditionalReadMixin
from apps.guardian.forwards import shown_at_expression
from apps.guardian.panel import show_guardian_answer
from apps.guardian.serializers import ShowGuardianSerializer, ShownToGuardianSerializer

from .links import LinkRefused, invite_read, withdraw_read
from .models import Testimonial
from .selectors import APPROVED, PENDING, requests_unsent, testimonial_list
from .serializers import (
    LinkRefusedSerializer,
    TestimonialAdminSerializer,
    TestimonialInviteSerializer,
    TestimonialPublicSerializer,
    TestimonialRequestSerializer,
    TestimonialRequestUnsentSerializer,
    TestimonialSubmitSerializer,
    TestimonialWithdrawSerializer,
    WithdrawRequestSerializer,
)
from .services import (
    RequestTooSoon,
    testimonial_approve,
    testimonial_delete,
    testimonial_request_send,
    testimonial_submit,
    testimonial_submit_invited,
    testimonial_unpublish,
    testimonial_withdraw,
)

logger = logging.getLogger(__name__)

# What anyone may call; every other action is the owner's.
PUBLIC_ACTIONS = frozenset({"create", "invite", "withdraw"})

# The panel lists at most this many requests waiting for the mail server (oldest first).
UNSENT_LISTED = 100

REQUEST_NOT_SENT_YET = (
    "Your request is saved, but the e-mail could not be sent yet. "
    "Your site will try again automatically."
)

TOKEN_PARAMETER = OpenApiParameter("token", required=True, description="The link's token")


def _refused(refused: LinkRefused) -> Response:
    """A link that cannot be used: its reason and the words for the person holding it, never a
    500 and never what the link names."""
    response = Response({"detail": refused.message, "reason": refused.reason}, refused.status)
    response["Cache-Control"] = "no-store"
    return response


def _owner_name() -> str:
    """The name the referee's confirmation e-mail signs with (as the request's does)."""
    return site_profile_public().name


def _for_owner(rows):
    """The owner's rows with which request a verified one answers and when each was last shown
    to the guardian ('Show my guardian')."""
    return rows.select_related("request").annotate(
        shown_to_guardian_at=shown_at_expression("testimonial")
    )


def _private(data: dict) -> Response:
    """An answer only the holder of a link should read: no cache keeps it."""
    response = Response(data)
    response["Cache-Control"] = "no-store"
    return response


WITHDRAWN = "Your testimonial has been withdrawn and deleted. It no longer appears on the site."

SUBMITTED = {
    "detail": (
        "Thank you for sharing your experience. Your testimonial will be reviewed and "
        "published soon."
    ),
    "status": "pending",
}


class TestimonialViewSet(
    ConditionalReadMixin,
    mixins.ListModelMixin,
    mixins.DestroyModelMixin,
    viewsets.GenericViewSet,
):
    cached_actions = frozenset({"list"})
    cache_query_params = {"list": ("status",)}  # what _status reads
    queryset = Testimonial.objects.none()  # for the schema; rows come from the selector
    throttle_scope = "testimonials"

    def get_permissions(self):
        if self.action in PUBLIC_ACTIONS:
            return [AllowAny()]
        if self.action == "list" and self._status() in {None, APPROVED}:
            return [AllowAny()]
        return [IsOwner()]

    def perform_authentication(self, request):
        # Submitting (and a referee's links) is public: credentials are ignored, so a stale
        # token left in a browser can never turn a visitor's testimonial into a 401.
        if self.action in PUBLIC_ACTIONS:
            request.authenticators = ()
        super().perform_authentication(request)

    def get_throttles(self):
        # Only submissions count, per visitor network, in the shared cache.
        return [NetworkScopedRateThrottle()] if self.action == "create" else []

    def _status(self) -> str | None:
        status_param = self.request.query_params.get("status")
        if status_param not in {None, PENDING, APPROVED}:
            raise ValidationError({"status": ["Status must be pending or approved"]})
        return status_param

    def get_queryset(self):
        rows = testimonial_list(viewer=self.request.user, status=self._status())
        if self.get_serializer_class() is TestimonialAdminSerializer:
            rows = _for_owner(rows)
        return rows

    def get_serializer_class(self):
        if self.action == "list" and self._status() in {None, APPROVED}:
            return TestimonialPublicSerializer
        return TestimonialAdminSerializer

    @extend_schema(
        parameters=[OpenApiParameter("status", enum=[PENDING, APPROVED], required=False)],
        responses={200: TestimonialPublicSerializer(many=True)},
    )
    def list(self, request, *args, **kwargs):
        """Visitors: approved testimonials. The owner: ?status=pending or ?status=approved."""
        return super().list(request, *args, **kwargs)  # with ETags: ConditionalReadMixin

    @extend_schema(
        request=TestimonialSubmitSerializer,
        responses={
            201: inline_serializer(
                "TestimonialSubmitted",
                {
                    "detail": serializers.CharField(),
                    "status": serializers.CharField(),
                    # Sent through a request's signed link (true), else absent.
                    "verified": serializers.BooleanField(required=False),
                },
            )
        },
    )
    def create(self, request):
        payload = TestimonialSubmitSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        data = dict(payload.validated_data)
        if data.pop("website", ""):
            return Response(SUBMITTED, status=status.HTTP_201_CREATED)  # a bot: keep nothing
        data.pop("coppaCompliant")
        invite = data.pop("invite", "")
        if not invite:
            testimonial_submit(**data)  # the public form's: never verified (and no address)
            return Response(SUBMITTED, status=status.HTTP_201_CREATED)
        data.pop("role")  # a verified testimonial has the role the owner's request names
        try:
            # To a blocked address nothing is kept or sent: the same answer (guardian/blocks.py)
            testimonial_submit_invited(**data, invite=invite, owner_name=_owner_name())
        except LinkRefused as refused:
            return _refused(refused)
        return Response({**SUBMITTED, "verified": True}, status=status.HTTP_201_CREATED)

    def get_object(self):
        return super().get_object()

    def perform_destroy(self, instance):
        testimonial_delete(testimonial=instance)

    @extend_schema(responses={200: TestimonialAdminSerializer(many=True)})
    @action(detail=False, methods=["get"], url_path="admin")
    def admin(self, request):
        """Every testimonial, pending and approved, for the owner's dashboard."""
        rows = _for_owner(testimonial_list(viewer=request.user))
        page = self.paginate_queryset(rows)
        return self.get_paginated_response(TestimonialAdminSerializer(page, many=True).data)

    @extend_schema(request=None, responses={200: TestimonialAdminSerializer})
    @action(detail=True, methods=["post"])
    def approve(self, request, pk=None):
        testimonial = testimonial_approve(testimonial=self.get_object())
        return Response(TestimonialAdminSerializer(testimonial).data)

    @extend_schema(request=None, responses={200: TestimonialAdminSerializer})
    @action(detail=True, methods=["post"])
    def unpublish(self, request, pk=None):
        """Take an approved testimonial off the site again (it becomes pending)."""
        testimonial = testimonial_unpublish(testimonial=self.get_object())
        return Response(TestimonialAdminSerializer(testimonial).data)

    @extend_schema(request=ShowGuardianSerializer, responses={201: ShownToGuardianSerializer})
    @action(detail=True, methods=["post"], url_path="show-guardian")
    def show_guardian(self, request, pk=None):
        """'Show my guardian': e-mail this testimonial to the guardian with the owner's note."""
        return show_guardian_answer(request, testimonial=self.get_object())

    @extend_schema(
        request=TestimonialRequestSerializer,
        responses={
            201: inline_serializer(
                "RequestSent",
                {"detail": serializers.CharField(), "sent": serializers.BooleanField()},
            )
        },
    )
    @action(detail=False, methods=["post"], url_path="request")
    def send_request(self, request):
        """Record a request and e-mail it. A mail server that refuses it or is down loses
        nothing: the request is kept (`sent` false), listed by `request/unsent`, and sent by
        `manage.py send_pending_mail` once the server takes mail again."""
        payload = TestimonialRequestSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        try:
            sent = testimonial_request_send(
                **payload.validated_data, owner_name=site_profile_public().name
            )
        except RequestTooSoon as too_soon:
            sent = too_soon.previous.created_at
            raise ValidationError(
                {
                    "email": [
                        f"A request was already sent to this address on {sent:%-d %B %Y}. "
                        "You can send another 30 days after that."
                    ]
                }
            ) from too_soon
        if sent.email_sent_at is None:
            return Response(
                {"detail": REQUEST_NOT_SENT_YET, "sent": False}, status=status.HTTP_201_CREATED
            )
        return Response(
            {"detail": "Your testimonial request has been sent via email.", "sent": True},
            status=status.HTTP_201_CREATED,
        )

    @extend_schema(responses={200: TestimonialRequestUnsentSerializer(many=True)})
    @action(detail=False, methods=["get"], url_path="request/unsent", pagination_class=None)
    def unsent_requests(self, request):
        """The owner's requests whose e-mail the mail server has not taken yet (oldest first):
        each is tried again by `manage.py send_pending_mail`."""
        rows = requests_unsent()[:UNSENT_LISTED]
        return Response(TestimonialRequestUnsentSerializer(rows, many=True).data)

    @extend_schema(
        parameters=[TOKEN_PARAMETER],
        responses={
            200: TestimonialInviteSerializer,
            **dict.fromkeys((400, 409, 410), LinkRefusedSerializer),
        },
    )
    @action(detail=False, methods=["get"], url_path="invite")
    def invite(self, request):
        """Check a request's signed link without using it: the name and relationship to
        prefill the form with (never the address), or why the link cannot be used."""
        try:
            testimonial_request = invite_read(token=request.query_params.get("token", ""))
        except LinkRefused as refused:
            return _refused(refused)
        return _private(TestimonialInviteSerializer(testimonial_request).data)

    @extend_schema(
        methods=["GET"],
        parameters=[TOKEN_PARAMETER],
        responses={
            200: TestimonialWithdrawSerializer,
            **dict.fromkeys((400, 410), LinkRefusedSerializer),
        },
    )
    @extend_schema(
        methods=["POST"],
        request=WithdrawRequestSerializer,
        responses={
            200: inline_serializer("TestimonialWithdrawn", {"detail": serializers.CharField()}),
            **dict.fromkeys((400, 410), LinkRefusedSerializer),
        },
    )
    @action(detail=False, methods=["get", "post"], url_path="withdraw")
    def withdraw(self, request):
        """GET: what a withdraw link would remove (a GET never removes anything: mail scanners
        open links). POST {token}: remove the testimonial at once."""
        if request.method == "GET":
            try:
                testimonial = withdraw_read(token=request.query_params.get("token", ""))
            except LinkRefused as refused:
                return _refused(refused)
            return _private(TestimonialWithdrawSerializer(testimonial).data)
        # Whatever is wrong with the body, the answer is the link's: not valid (LinkRefused).
        token = request.data.get("token", "") if isinstance(request.data, dict) else ""
        try:
            testimonial_withdraw(token=token)
        except LinkRefused as refused:
            return _refused(refused)
        return _private({"detail": WITHDRAWN})
