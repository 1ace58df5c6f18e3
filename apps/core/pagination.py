"""Every list the API serves is bounded.

Content lists are read a page at a time with DRF's cursor pagination: the body stays the plain
JSON array the specification describes, and the next page is announced in a
`Link: </api/...?cursor=...>; rel="next"` header (as GitHub's API does), absent on the last
page. A few lists stay whole for a reason (`CappedListPagination`): they are small by nature
and a screen needs all of them at once (the owner's reorder screen of projects).
"""

from urllib.parse import urlencode

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db.models import QuerySet
from django.http import HttpRequest
from rest_framework.exceptions import NotFound
from rest_framework.pagination import BasePagination, CursorPagination
from rest_framework.request import Request
from rest_framework.response import Response

INVALID_CURSOR = "Invalid cursor: start again from the list's first page."


class CappedListPagination(BasePagination):
    """Answer a plain JSON array of at most API_LIST_CAP rows, in the selector's order: for
    the lists that must stay whole (see the module's docstring)."""

    def paginate_queryset(self, queryset, request, view=None):
        return list(queryset[: settings.API_LIST_CAP])

    def get_paginated_response(self, data):
        return Response(data)

    def get_paginated_response_schema(self, schema):
        return schema


def cursor_ordering(queryset: QuerySet) -> tuple[str, ...]:
    """The order a cursor walks `queryset` in: the selector's own order (the one the screens
    show), made unique by the primary key in the direction of its last field, so that rows
    with equal dates still come in one fixed order and no page repeats or skips one."""
    ordering = tuple(queryset.query.order_by) or tuple(queryset.model._meta.ordering)
    for field in ordering:
        if not isinstance(field, str):
            raise TypeError(f"A cursor needs field names to order by, not {field!r}")
    names = [field.lstrip("-") for field in ordering]
    if "id" in names or "pk" in names:
        return ordering
    descending = bool(ordering) and ordering[-1].startswith("-")
    return (*ordering, "-id" if descending else "id")


class ListCursorPagination(CursorPagination):
    """DRF's cursor pagination, API_PAGE_SIZE rows a page, answered as a plain array with the
    next page's address in a relative `Link` header.

    The cursor is DRF's: the position of the first ordering field plus an offset among rows that
    share it. The order is the selector's (`cursor_ordering`). A cursor that cannot be read
    (mangled, or a position of the wrong type) is a 404 saying so, never a 500.
    """

    invalid_cursor_message = INVALID_CURSOR
    template = None  # no browsable API here

    @property
    def page_size(self) -> int:
        return settings.API_PAGE_SIZE

    @page_size.setter
    def page_size(self, value) -> None:  # CursorPagination assigns get_page_size()'s answer
        pass

    def get_ordering(self, request, queryset, view):
        return cursor_ordering(queryset)

    def paginate_queryset(self, queryset, request, view=None):
        try:
            page = super().paginate_queryset(queryset, request, view)
        except (ValidationError, ValueError, TypeError, OverflowError) as exc:
            # A decoded position the ordering field cannot take ("p=garbage" for a date).
            raise NotFound(self.invalid_cursor_message) from exc
        self.base_url = _list_address(request, view)
        return page

    def next_link_header(self) -> dict[str, str]:
        link = self.get_next_link()
        return {"Link": f'<{link}>; rel="next"'} if link else {}

    def get_paginated_response(self, data):
        return Response(data, headers=self.next_link_header())

    def get_paginated_response_schema(self, schema):
        return schema  # the body is the plain array; the schema says so

    def get_schema_operation_parameters(self, view):
        return [
            {
                "name": self.cursor_query_param,
                "required": False,
                "in": "query",
                "description": (
                    "The page to read: take the whole address from the previous page's "
                    'Link: <...>; rel="next" header.'
                ),
                "schema": {"type": "string"},
            }
        ]


def _list_address(request, view) -> str:
    """The list's relative address with the parameters the view reads (its filters), which the
    next page's address keeps; any other parameter is left out (the visitor cache keeps the
    Link header of a response shared by every such spelling)."""
    names = getattr(view, "cache_query_params", {}).get("list", ()) if view else ()
    kept = [(name, request.query_params[name]) for name in names if name in request.query_params]
    return request.path + (f"?{urlencode(kept)}" if kept else "")


def first_page(queryset: QuerySet, *, path: str, params: dict[str, str] | None = None):
    """The first page of `queryset` as GET `path` answers it (same rows, same order, same
    cursor), and the next page's address or None: what a page embeds as its first data."""
    http_request = HttpRequest()
    http_request.method = "GET"
    http_request.path = http_request.path_info = path
    http_request.META = {"SERVER_NAME": "localhost", "SERVER_PORT": "80"}
    for name, value in (params or {}).items():
        http_request.GET = http_request.GET.copy()
        http_request.GET[name] = value
    request = Request(http_request)
    paginator = ListCursorPagination()

    class _View:
        cache_query_params = {"list": tuple(params or ())}

    rows = paginator.paginate_queryset(queryset, request, _View())
    return rows, paginator.get_next_link()
