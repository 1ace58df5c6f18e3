"""The search page's first data: the results of `?q=` as GET /api/search answers them (always
as a visitor), keyed by that address. The React page finds them by reading the key's `q` back
(features/search/api/search.ts), so neither side copies the other's way of escaping it."""

from dataclasses import replace
from urllib.parse import parse_qs, urlencode

from django.urls import reverse
from django.utils.text import Truncator

from apps.search.selectors import search
from apps.search.serializers import SearchResultSerializer

from . import VISITOR, PageContent

# How much of the query the page's title repeats.
TITLE_QUERY_CHARS = 60


def search_key(query: str) -> str:
    """The API address of a search for `query` (/api/search?q=...)."""
    return f"{reverse('search')}?{urlencode({'q': query})}"


def search_query(data: dict) -> str:
    """The query a search page's first data holds the results of ("" when it holds none)."""
    prefix = f"{reverse('search')}?"
    key = next((key for key in data if key.startswith(prefix)), "")
    return parse_qs(key.removeprefix(prefix), keep_blank_values=True).get("q", [""])[0]


def search_head(request) -> PageContent:
    """What the head of /search?q=... says (its title names the query), without running the
    search: all /page-head needs. A page of results is not one for search engines to index;
    the page without a query is."""
    shown = " ".join(request.GET.get("q", "").split())
    if not shown:
        return PageContent()
    return PageContent(title=f"Search: {Truncator(shown).chars(TITLE_QUERY_CHARS)}", noindex=True)


def search_page(request) -> PageContent:
    """/search?q=...: the results in the page (and so in its HTML, first_screen/search.html),
    under the head `search_head` gives."""
    head = search_head(request)
    if not head.noindex:
        return head
    query = request.GET.get("q", "")
    results = SearchResultSerializer(search(query=query, viewer=VISITOR), many=True).data
    return replace(head, data={search_key(query): results})
