"""Every endpoint under /api/. Each content app adds its routes here."""

from django.http import JsonResponse
from django.urls import re_path


def api_not_found(request, *args, **kwargs) -> JsonResponse:
    return JsonResponse({"detail": "Not found."}, status=404)


urlpatterns = [
    # Anything under /api/ that no endpoint claims is a JSON 404, never the HTML shell.
    re_path(r"^.*$", api_not_found),
]
