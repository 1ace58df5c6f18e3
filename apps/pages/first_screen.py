"""What the server draws inside #root before the bundle runs (templates/pages/first_screen/):
the header and the top of the page, from the same first data the React page reads, so the
largest paint comes with the HTML instead of after the JavaScript."""

from dataclasses import dataclass
from typing import Any

from apps.blog.services import sanitize_post_html

from .routes import Page

# Mirrors NAV_LINKS in frontend/src/app/layout/site-header.tsx.
NAV = (
    ("/", "Home", ()),
    ("/blog", "My Blogs", ()),
    ("/gcsejourney", "My GCSE Journey", ("/gcse-journey",)),
    ("/contact", "Contact", ()),
)

# The pages with a drawn first screen (others get the header over an empty page).
TEMPLATES = {
    "home": "pages/first_screen/home.html",
    "blog": "pages/first_screen/blog.html",
    "blog-post": "pages/first_screen/blog-post.html",
    "gcse-journey": "pages/first_screen/gcse-journey.html",
}


@dataclass(frozen=True)
class Intro:
    """A page whose first screen is its heading and introduction
    (pages/first_screen/intro.html), as its React route draws them."""

    container: str  # the classes of the page's outer <div>
    back: bool  # a "Back to Home" link above the heading
    header: str  # the classes of its <header>
    title: str
    text: str


_WIDE, _WIDE_BACK = "mx-auto max-w-6xl px-4 py-16 sm:px-6", "mx-auto max-w-6xl px-4 py-12 sm:px-6"
INTROS = {
    "contact": Intro(
        _WIDE,
        False,
        "max-w-2xl",
        "Get In Touch",
        "Questions about my studies, an idea to collaborate on, or a publication to share? Send "
        "me a message and I'll reply as soon as I can.",
    ),
    "sitemap": Intro(
        _WIDE,
        False,
        "max-w-2xl",
        "Site Map",
        "Every page of my portfolio, grouped by what you are looking for.",
    ),
    "travel": Intro(
        _WIDE_BACK,
        True,
        "mt-6 max-w-2xl",
        "Travel Journey",
        "Cities, cultures and the things I learned on the way: stories and photos from the "
        "places I have visited.",
    ),
    "achievements": Intro(
        f"{_WIDE_BACK} sm:py-16",
        True,
        "mt-6 max-w-2xl",
        "Achievements & Certificates",
        "Competitions, awards and courses I have worked hard for, with the certificates to show "
        "for them.",
    ),
    "media": Intro(
        f"{_WIDE_BACK} sm:py-16",
        True,
        "mt-6 max-w-2xl",
        "Media & Publications",
        "Articles I have written for student and youth publications, and the podcasts and "
        "panels I have been invited onto.",
    ),
}

# The blog list draws its first row (three cards on a wide screen, the first on a phone).
FIRST_POSTS = 3
CARD_SIZES = "(min-width: 1024px) 22rem, (min-width: 768px) 50vw, 100vw"
ARTICLE_SIZES = "(min-width: 768px) 45rem, 100vw"


def _current(path: str, href: str, also: tuple[str, ...]) -> bool:
    if href == "/":
        return path == "/"
    return any(path == base or path.startswith(f"{base}/") for base in (href, *also))


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
    if page.key in INTROS:
        context["template"] = "pages/first_screen/intro.html"
        context["intro"] = INTROS[page.key]
    elif page.key == "blog":
        context["posts"] = (data.get("/api/blog-posts") or [])[:FIRST_POSTS]
        context["card_sizes"] = CARD_SIZES
    elif page.key == "blog-post":
        post = next(iter(data.values()), None)
        context["post"] = post
        context["article_sizes"] = ARTICLE_SIZES
        if post:
            # Stored sanitised already (blog services); cleaned again here, as it goes into
            # the HTML unescaped: a row written around the services can never add markup.
            context["post_body"] = sanitize_post_html(post["content"])
        else:
            context["template"] = None
    return context
