"""Lists are whole (the screens show everything) but never unbounded."""

from django.conf import settings
from rest_framework.pagination import BasePagination
from rest_framework.response import Response


class CappedListPagination(BasePagination):
    """Answer a plain JSON array of at most API_LIST_CAP rows, newest first."""

    def paginate_queryset(self, queryset, request, view=None):
        return list(queryset[: settings.API_LIST_CAP])

    def get_paginated_response(self, data):
        return Response(data)

    def get_paginated_response_schema(self, schema):
        return schema
