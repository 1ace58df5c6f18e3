"""GET /api/search?q=: the site search, as a visitor sees it."""

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.exceptions import Throttled
from rest_framework.response import Response
from rest_framework.throttling import SimpleRateThrottle

from apps.accounts.views import wait_in_words
from apps.core import http_cache
from apps.core.networks import NetworkThrottleMixin
from apps.core.views import PublicThrottledView

from .selectors import MAX_RESULTS, search
from .serializers import SearchResultSerializer


def too_many_searches(wait: float | None) -> tuple[int, str]:
    """The seconds to wait, and what the page and the API say, when an address has spent its
    search budget."""
    seconds = max(1, int(wait or 1))
    return seconds, f"Too many searches in a short while. Try again in {wait_in_words(seconds)}."


class SearchThrottle(NetworkThrottleMixin, SimpleRateThrottle):
    """The search's one budget per visitor network (apps/core/networks.py), at
    DEFAULT_THROTTLE_RATES["search"], spent alike by GET /api/search and by the /search page
    with a query (apps/pages/views.py): both run the same queries, so neither is a way round
    the other's limit."""

    scope = "search"

    def get_cache_key(self, request, view) -> str:
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


class SearchView(PublicThrottledView):
    """Published blog posts, journal entries, travel stories and projects matching `q`, best
    first, at most MAX_RESULTS. Everyone is answered as a visitor (no credentials are read), so
    the owner's drafts are never in it, and the public pages read what visitors get.

    A repeat request whose If-None-Match names the same answer gets 304. The ETag is the
    answer's own hash, computed after the search: a version-based one (as the lists have) would
    stay current while a scheduled post comes due, and no body is kept, so no run of queries
    can fill the cache."""

    throttle_scope = "search"
    throttle_classes = [SearchThrottle]

    def throttled(self, request, wait):
        """The API's 429 says what the page says (the search page shows it)."""
        seconds, message = too_many_searches(wait)
        raise Throttled(wait=seconds, detail=message)

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "q",
                str,
                description="What to look for (an empty or missing q answers an empty list).",
            )
        ],
        responses={200: SearchResultSerializer(many=True)},
        description=f"Search the published content; at most {MAX_RESULTS} results, best first.",
    )
    def get(self, request):
        results = search(query=request.query_params.get("q", ""), viewer=request.user)
        return Response(SearchResultSerializer(results, many=True).data)

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)
        if response.status_code != 200:
            return response
        response.render()
        return http_cache.answer(request, response, viewer_kind=http_cache.VISITOR)
