"""The head tags every page sends in its HTML, so crawlers and link previews need no JavaScript."""

import json
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from django.conf import settings
from django.urls import reverse_lazy
from django.utils.safestring import SafeString, mark_safe
from django.utils.text import Truncator

from apps.core.public_profile import PublicProfile
from apps.core.rich_text import picture_size

from .loaders import PageContent
from .routes import Page
from .share_card import CARD_SIZE, card_path

# The feed a page without one of its own advertises (<link rel="alternate">): the blog's.
SITE_FEED = ("My Blogs (RSS)", reverse_lazy("blog-feed"))

# Characters that could end a <script> element or start an HTML comment inside it.
_SCRIPT_ESCAPES = {ord("<"): "\\u003C", ord(">"): "\\u003E", ord("&"): "\\u0026"}


def json_for_script(data) -> SafeString:
    """JSON that is safe inside a <script type="application/ld+json"> element."""
    # Safe: every character that could close the element or open markup is escaped above.
    return mark_safe(json.dumps(data, ensure_ascii=False).translate(_SCRIPT_ESCAPES))  # noqa: S308


@dataclass(frozen=True)
class Head:
    title: str
    description: str
    canonical: str
    site_name: str
    og_type: str = "website"
    image: str = ""  # always set: the row's picture, else the site's card (share_card.py)
    image_width: int | None = None
    image_height: int | None = None
    noindex: bool = False
    keywords: str = ""
    json_ld: list[SafeString] = field(default_factory=list)
    feed_title: str = ""
    feed_url: str = ""  # the RSS feed of what the page lists (a blog category's), else the site's


def absolute_url(path: str) -> str:
    """The address of a path on this site; an address that is absolute already (a picture in
    the bucket's own domain) stays as it is."""
    if urlsplit(path).scheme:
        return path
    return settings.SITE_URL + "/" + path.lstrip("/")


def person_json_ld(profile: PublicProfile) -> dict:
    person = {
        "@context": "https://schema.org",
        "@type": "Person",
        "name": profile.name,
        "description": profile.tagline,
        "url": absolute_url(""),
    }
    if profile.email:
        person["email"] = f"mailto:{profile.email}"
    if profile.location:
        person["homeLocation"] = {"@type": "Place", "name": profile.location}
    same_as = [*profile.social_links.values(), *(link["url"] for link in profile.other_links)]
    if same_as:
        person["sameAs"] = same_as
    return person


def _with_author(block: dict, *, profile: PublicProfile, canonical: str) -> dict:
    """Articles are by the site's owner and live at the page's canonical address."""
    if block.get("@type") not in {"BlogPosting", "Article"}:
        return block
    enriched = {
        "author": {"@type": "Person", "name": profile.name, "url": absolute_url("")},
        "mainEntityOfPage": canonical,
        "url": canonical,
        **block,
    }
    if enriched.get("image"):
        enriched["image"] = absolute_url(enriched["image"])
    return enriched


def head_build(*, page: Page, profile: PublicProfile, path: str, content: PageContent) -> Head:
    page_title = content.title or page.title
    title = (
        f"{page_title} | {profile.name}" if page_title else f"{profile.name} | {profile.tagline}"
    )
    # A row reached by id names its slug address; an alias (/gcsejourney) names the main one.
    canonical_path = next(
        p for p in (content.canonical_path, page.canonical_path, path) if p is not None
    )
    canonical = absolute_url(canonical_path.strip("/"))
    # Every page has a share picture: its row's (sized when it is a stored file), else the card.
    if content.image:
        image, size = content.image, picture_size(content.image)
    else:
        image, size = card_path(profile), CARD_SIZE
    # Every page advertises a feed: what it lists (a blog category's), else the site's.
    feed = content.feed or SITE_FEED
    blocks = [
        person_json_ld(profile),
        *(_with_author(b, profile=profile, canonical=canonical) for b in content.json_ld),
    ]
    return Head(
        title=title,
        description=Truncator(
            content.description or page.description.format(name=profile.name)
        ).chars(160),
        canonical=canonical,
        site_name=profile.name,
        og_type=content.og_type or "website",
        image=absolute_url(image),
        image_width=size[0] if size else None,
        image_height=size[1] if size else None,
        noindex=page.noindex or content.noindex,
        keywords=content.keywords or "",
        json_ld=[json_for_script(block) for block in blocks],
        feed_title=feed[0],
        feed_url=absolute_url(str(feed[1])),
    )
