"""GET /api/admin/summary: every figure of the owner's dashboard in one answer."""

from drf_spectacular.utils import extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.core.permissions import IsOwner

from .dashboard import dashboard_summary
from .serializers import DashboardSummarySerializer


class DashboardSummaryView(APIView):
    permission_classes = [IsOwner]

    @extend_schema(responses={200: DashboardSummarySerializer})
    def get(self, request):
        summary = DashboardSummarySerializer(dashboard_summary()).data
        response = Response(summary)
        response["Cache-Control"] = "private, no-store"
        return response
