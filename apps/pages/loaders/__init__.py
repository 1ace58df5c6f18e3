"""What each page embeds as first data, and what its head says beyond the route's defaults.

A loader reads through the content apps' selectors as a visitor (so a draft can never leak into
a page) and serialises rows with the same serializers as the API, keyed by the API path the
React page asks SWR for. The first paint then needs no API round trip.
"""

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from django.contrib.auth.models import AnonymousUser

VISITOR = AnonymousUser()


@dataclass(frozen=True)
class PageContent:
    data: dict[str, Any] = field(default_factory=dict)
    found: bool = True
    title: str | None = None
    description: str | None = None
    keywords: str | None = None  # <meta name="keywords">, where a page sets one
    image: str | None = None
    og_type: str | None = None
    json_ld: tuple[dict, ...] = ()


Loader = Callable[..., PageContent]

NOT_FOUND = PageContent(found=False)
