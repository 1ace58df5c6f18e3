"""POST /api/views: the beacon a public page sends when a visitor opens it (or opens a photo
of the home page's gallery in the viewer). Whatever happens, a well-formed beacon is answered
204 with no body, counted or not, so nothing about the site can be learnt from it; it sets no
cookie, and nothing of the request is kept but one more view in the day's total
(apps/visits/counting.py says who is counted)."""

from django.utils.crypto import salted_hmac
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.exceptions import Throttled
from rest_framework.response import Response
from rest_framework.throttling import ScopedRateThrottle

from apps.core.networks import visitor_network
from apps.core.views import PublicThrottledView

from .counting import counts_as_a_visitor, page_counted, photo_counted
from .serializers import ViewBeaconSerializer
from .services import view_count


class HashedAddressThrottle(ScopedRateThrottle):
    """DRF's per-address throttle, per visitor_network(), keyed by a keyed hash of it rather
    than the address itself, so not even the throttle's cache entry (kept for an hour) holds
    it."""

    def get_ident(self, request) -> str:
        network = visitor_network(super().get_ident(request))
        return salted_hmac("visits.throttle", network, algorithm="sha256").hexdigest()[:32]


class ViewBeaconView(PublicThrottledView):
    throttle_scope = "views"
    throttle_classes = [HashedAddressThrottle]
    over_the_limit = False

    def check_throttles(self, request):
        # Over the limit, a beacon is not counted but still answered 204: a visitor's page
        # never sees an error for a view that was not counted.
        try:
            super().check_throttles(request)
        except Throttled:
            self.over_the_limit = True

    @extend_schema(
        description="Count one visitor's view of a public page or gallery photo (always 204).",
        request=ViewBeaconSerializer,
        responses={204: OpenApiResponse(description="Received (counted or not).")},
    )
    def post(self, request):
        beacon = ViewBeaconSerializer(data=request.data)
        beacon.is_valid(raise_exception=True)
        if not self.over_the_limit and counts_as_a_visitor(request._request):
            data = beacon.validated_data
            if "photo" in data:
                counted = photo_counted(data["photo"])
            else:
                counted = page_counted(data["path"])
            if counted is not None:
                view_count(counted=counted)
        response = Response(status=status.HTTP_204_NO_CONTENT)
        response["Cache-Control"] = "no-store"
        return response
