"""What the server draws inside #root before the bundle runs (templates/pages/first_screen/):
the header and the top of the page, from the same first data the React page reads, so the
largest paint comes with the HTML instead of after the JavaScript. Every public page has one;
a list draws its heading and its first row of cards, a detail page its top down to the text."""

import json
from dataclasses import dataclass
from typing import Any

from django.urls import Resolver404, resolve
from django.utils import timezone

from apps.core.shared_constants import IMAGE_SIZES, NAV_LINKS, SHARED
from apps.core.shared_constants import PATH as SHARED_PATH

from .loaders import api_path
from .loaders.search import search_query
from .routes import Page

# The header's links, as frontend/src/app/layout/site-header.tsx draws them.
NAV = NAV_LINKS

# The pages whose first screen has a template of its own (the intros share intro.html).
TEMPLATES = {
    "home": "pages/first_screen/home.html",
    "blog": "pages/first_screen/blog.html",
    "blog-category": "pages/first_screen/blog-category.html",
    "blog-post": "pages/first_screen/blog-post.html",
    "gcse-journey-entry": "pages/first_screen/journal-entry.html",
    "travel-story": "pages/first_screen/travel-story.html",
    "achievements": "pages/first_screen/achievements.html",
    "media": "pages/first_screen/media.html",
    "projects": "pages/first_screen/projects.html",
    "project": "pages/first_screen/project.html",
    "memes": "pages/first_screen/memes.html",
    "testimonials": "pages/first_screen/testimonials.html",
    "privacy-policy": "pages/first_screen/privacy-policy.html",
    "search": "pages/first_screen/search.html",
    "cv": "pages/first_screen/cv.html",
    "not-found": "pages/first_screen/not-found.html",
}


# Each intro page's heading and words, as its React route draws them (PageIntro, from the same
# file).
INTRO_TEXTS: dict[str, dict[str, str]] = json.loads(
    (SHARED_PATH.parent / "page-intros.json").read_text(encoding="utf-8")
)


@dataclass(frozen=True)
class Intro:
    """A page whose first screen is its heading and introduction
    (pages/first_screen/intro.html), as its React route draws them."""

    container: str  # the classes of the page's outer <div>
    back: bool  # a "Back to Home" link above the heading
    header: str  # the classes of its <header>
    title: str
    text: str


def _intro(key: str, container: str, back: bool, header: str) -> Intro:
    return Intro(container, back, header, INTRO_TEXTS[key]["title"], INTRO_TEXTS[key]["text"])


_WIDE, _WIDE_BACK = "mx-auto max-w-6xl px-4 py-16 sm:px-6", "mx-auto max-w-6xl px-4 py-12 sm:px-6"
INTROS = {
    "blog": _intro("blog", _WIDE, False, "max-w-2xl"),
    "gcse-journey": _intro(
        "gcse-journey", "mx-auto max-w-4xl px-4 py-16 sm:px-6", False, "max-w-2xl"
    ),
    "contact": _intro("contact", _WIDE, False, "max-w-2xl"),
    "sitemap": _intro("sitemap", _WIDE, False, "max-w-2xl"),
    "travel": _intro("travel", _WIDE_BACK, True, "mt-6 max-w-2xl"),
    "achievements": _intro("achievements", f"{_WIDE_BACK} sm:py-16", True, "mt-6 max-w-2xl"),
    "media": _intro("media", f"{_WIDE_BACK} sm:py-16", True, "mt-6 max-w-2xl"),
}

# The blog list draws its first row (three cards on a wide screen, the first on a phone).
FIRST_POSTS = 3
# frontend/src/lib/srcset.ts: how wide each picture is shown.
CARD_SIZES = IMAGE_SIZES["card"]
ARTICLE_SIZES = IMAGE_SIZES["article"]
DETAIL_SIZES = IMAGE_SIZES["detail"]
WIDE_SIZES = IMAGE_SIZES["wide"]
HALF_SIZES = IMAGE_SIZES["half"]
FEATURED_ARTICLE_SIZES = IMAGE_SIZES["featuredArticle"]


def _current(path: str, href: str, also: tuple[str, ...]) -> bool:
    if href == "/":
        return path == "/"
    return any(path == base or path.startswith(f"{base}/") for base in (href, *also))


def _rows(data: dict) -> list[dict]:
    """A list page's rows (its first data holds one API list), published ones only."""
    rows = next(iter(data.values()), None) or []
    return [row for row in rows if row.get("isPublished", True) is not False]


def _row(data: dict) -> dict | None:
    """A detail page's row (its first data holds one API object)."""
    return next(iter(data.values()), None)


def _blog(data: dict) -> dict:
    posts = data.get(api_path("blog-post")) or []
    return {"intro": INTROS["blog"], "posts": posts[:FIRST_POSTS], "card_sizes": CARD_SIZES}


def _blog_category(data: dict) -> dict:
    # Its heading and first row of cards, as the blog list (one API object: name and posts).
    category = _row(data)
    if not category:
        return {"template": None}
    posts = category["posts"][:FIRST_POSTS]
    return {"category": category, "posts": posts, "card_sizes": CARD_SIZES}


def _blog_post(data: dict) -> dict:
    post = _row(data)
    if not post:
        return {"template": None}
    # The body: {% rich_text %} (templatetags/rich_text.py) cleans it again.
    return {"post": post, "article_sizes": ARTICLE_SIZES}


def _story_place(story: dict) -> str:
    return ", ".join(part for part in (story.get("city"), story.get("country")) if part)


def _travel_story(data: dict) -> dict:
    story = _row(data)
    if not story:
        return {"template": None}
    photos = list(dict.fromkeys(p for p in (story.get("imageUrl"), *story["gallery"]) if p))
    return {
        "story": story,
        "place": _story_place(story),
        "cover": story.get("imageUrl") or (story["gallery"] or [""])[0],
        "photo_count": len(photos),
        "detail_sizes": DETAIL_SIZES,
    }


def _detail(name: str):
    def build(data: dict) -> dict:
        row = _row(data)
        return {name: row, "detail_sizes": DETAIL_SIZES} if row else {"template": None}

    return build


def _achievements(data: dict) -> dict:
    # The first row: three cards side by side on a wide screen (their heights match), the
    # first alone on a phone.
    return {"intro": INTROS["achievements"], "cards": _rows(data)[:3], "card_sizes": CARD_SIZES}


def _media(data: dict) -> dict:
    # Articles with the featured ones first (media-page.tsx's orderArticles); the first two.
    articles = [row for row in _rows(data) if row.get("type") == "article"]
    ordered = [a for a in articles if a.get("featured")] + [
        a for a in articles if not a.get("featured")
    ]
    return {
        "intro": INTROS["media"],
        "articles": ordered[:2],
        "featured_sizes": FEATURED_ARTICLE_SIZES,
        "half_sizes": HALF_SIZES,
    }


def _projects(data: dict) -> dict:
    rows = _rows(data)
    return {
        "featured": next((row for row in rows if row.get("featured")), None),
        "wide_sizes": WIDE_SIZES,
    }


# LAST_UPDATED in frontend/src/features/privacy/routes/privacy-policy-page.tsx.
PRIVACY_UPDATED = "January 4, 2025"

# A detail page whose row does not exist: its React route draws its own "not found" screen
# (blog-post-page.tsx and the others), any other address the site's 404 page. By the detail
# page's key: its title, what it calls its row, the list page it goes back to, the link's words
# and whether the link is drawn without padding (as the React page draws it).
MISSING = {
    "blog-post": ("Post Not Found", "blog post", "blog", "Back to Blog", True),
    "blog-category": ("Category Not Found", "category", "blog", "Back to Blog", True),
    "gcse-journey-entry": (
        "Entry Not Found",
        "journal entry",
        "gcse-journey",
        "Back to GCSE Journal",
        True,
    ),
    "travel-story": ("Story Not Found", "travel story", "travel", "Back to Travel", True),
    "project": ("Project Not Found", "project", "projects", "Back to Projects", False),
}


def _footer(profile: dict) -> dict:
    """The footer, for a page the server draws whole (a 404 page is short enough for the
    footer to be on the first screen, where its text can be the largest paint)."""
    links = profile.get("socialLinks") or {}
    return {
        "footer": {
            "social": [
                {"href": links[link["key"]], "label": link["label"]}
                for link in SHARED["socialLinks"]
                if links.get(link["key"])
            ],
            "other": profile.get("otherLinks") or [],
            "groups": SHARED["footerGroups"],
            "year": timezone.now().year,
        }
    }


def _not_found(path: str, profile: dict) -> dict:
    context = _footer(profile)
    try:
        page = resolve(path).kwargs.get("page")
    except Resolver404:
        page = None
    if page is not None and page.key in MISSING:
        title, noun, back_to, label, flush = MISSING[page.key]
        context["missing"] = {
            "title": title,
            "noun": noun,
            "back_to": f"page-{back_to}",
            "back_label": label,
            "flush": flush,
        }
    return context


def _memes(data: dict) -> dict:
    # Two cards side by side on a wide screen, the first alone on a phone.
    return {"memes": _rows(data)[:2], "half_sizes": HALF_SIZES}


# Pages that may be short enough for the footer to be on the first screen (a search with no
# result): it comes with the HTML, so its text is never a larger paint that waited for React.
SHORT_PAGES = {"search"}


def _search(data: dict) -> dict:
    # Every result (at most 20, text only): the results are the page.
    query = search_query(data)
    results = next(iter(data.values()), None) if query else None
    return {"value": query, "query": " ".join(query.split()), "results": results}


def _cv(data: dict) -> dict:
    # The whole CV (text only, a page or two): the PDF is drawn from the same template.
    return {"cv": _row(data)}


CONTEXTS = {
    "blog": _blog,
    "blog-post": _blog_post,
    "blog-category": _blog_category,
    "gcse-journey-entry": _detail("entry"),
    "travel-story": _travel_story,
    "achievements": _achievements,
    "media": _media,
    "projects": _projects,
    "project": _detail("project"),
    "memes": _memes,
    "search": _search,
    "cv": _cv,
}


def first_screen_context(*, page: Page, path: str, profile: dict, data: dict) -> dict | None:
    """The template context of the first screen, or None where the server draws none (the
    admin panel has a layout of its own)."""
    if page.key.startswith("admin"):
        return None
    context: dict[str, Any] = {
        "profile": profile,
        "nav": [
            {"href": href, "label": label, "current": _current(path, href, also)}
            for href, label, also in NAV
        ],
        "template": TEMPLATES.get(page.key),
    }
    if page.key in CONTEXTS:
        context.update(CONTEXTS[page.key](data))
    elif page.key == "not-found":
        context.update(_not_found(path, profile))
    elif page.key == "privacy-policy":
        context["privacy_updated"] = PRIVACY_UPDATED
    elif page.key in INTROS:
        context["template"] = "pages/first_screen/intro.html"
        context["intro"] = INTROS[page.key]
    if page.key in SHORT_PAGES:
        context.update(_footer(profile))
    return context
