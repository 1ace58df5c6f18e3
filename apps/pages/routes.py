"""The public and admin pages the React app draws, with what their heads say.

Each entry is a real URL the server answers with the page shell (HTTP 200); any other path gets
the shell with HTTP 404 and the React 404 screen. The React router (frontend/src/app/router.tsx)
mirrors this list. The head is computed here only: the page's HTML carries it, and after an
in-app navigation the app asks /page-head for the new page's (views.page_head).
"""

from dataclasses import dataclass, replace

from django.urls import reverse

from apps.search.views import SearchThrottle

from .loaders import Loader
from .loaders import blog as blog_loaders
from .loaders import blog_categories as blog_category_loaders
from .loaders import cv as cv_loaders
from .loaders import journal as journal_loaders
from .loaders import media as media_loaders
from .loaders import search as search_loaders
from .loaders import showcase as showcase_loaders
from .loaders import site as site_loaders
from .loaders import travel as travel_loaders


@dataclass(frozen=True)
class Page:
    key: str
    # A regular expression without the leading or trailing slash ("" is the home page); named
    # groups are passed to the loader.
    path: str
    title: str  # "" means the site's own title (name and tagline)
    description: str  # "{name}" is replaced by the owner's name
    canonical_path: str | None = None  # for aliases such as /gcsejourney
    noindex: bool = False
    loader: Loader | None = None  # first data and head overrides; may say "not found"
    in_sitemap: bool = True
    # The loader reads the query string (the search's ?q=): the page is built for each request
    # and never kept in the page cache, which is keyed by the path alone.
    reads_query: bool = False
    # The throttle whose budget a request with a query spends (the API's own for the same
    # work): beyond it the page answers 429 in the site's layout (apps/pages/views.py).
    query_throttle: type | None = None
    # What the head says, when only the head is asked for (/page-head) and the loader would do
    # more work than the head needs (run the search); the loader otherwise.
    head_loader: Loader | None = None

    @property
    def url_name(self) -> str:
        """The URL pattern's name: "page-<key>", or "page-<path>" for an alias of another page
        (/gcsejourney shares the journal's key)."""
        return f"page-{self.path}" if self.canonical_path is not None else f"page-{self.key}"

    def url(self, **kwargs) -> str:
        """The page's address ("/blog", "/blog/a-post" with slug="a-post")."""
        return reverse(self.url_name, kwargs=kwargs or None)


def detail_page(key: str, section: str, title: str, description: str, loader: Loader) -> Page:
    """One row's page, /<section>/<slug>: the sitemap lists these one by one from the published
    rows, so the route itself is not one of its fixed pages."""
    return Page(
        key, rf"{section}/(?P<slug>[^/]+)", title, description, loader=loader, in_sitemap=False
    )


# The journal's list page; PAGES also serves it at its old address, /gcsejourney.
_JOURNAL = Page(
    "gcse-journey",
    "gcse-journey",
    "My GCSE Journal",
    "{name}'s GCSE study journal: weekly notes and progress across six subjects.",
    loader=journal_loaders.journal_list,
)


def page_url(key: str, **kwargs) -> str:
    """The address of the page `key` (see PAGES), e.g. page_url("blog-post", slug="tides")."""
    return reverse(f"page-{key}", kwargs=kwargs or None)


PAGES: tuple[Page, ...] = (
    Page(
        "home",
        "",
        "",
        "{name}: a UK student's portfolio and journal of GCSE study, writing, travel and projects.",
        loader=site_loaders.with_figures,
    ),
    Page(
        "blog",
        "blog",
        "My Blogs",
        "Articles by {name} on learning, science, technology, travel and the world.",
        loader=blog_loaders.blog_list,
    ),
    detail_page(
        "blog-post",
        "blog",
        "Blog",
        "An article by {name}.",
        blog_category_loaders.with_neighbours(blog_loaders.blog_post),
    ),
    # A category's posts; the sitemap lists each category with a published post
    # (sitemaps.BlogCategorySitemap), so the route itself is not one of its fixed pages.
    Page(
        "blog-category",
        r"blog/category/(?P<slug>[^/]+)",
        "Blog",
        "Articles by {name} in one category.",
        loader=blog_category_loaders.blog_category,
        in_sitemap=False,
    ),
    _JOURNAL,
    replace(_JOURNAL, path="gcsejourney", canonical_path="gcse-journey"),
    detail_page(
        "gcse-journey-entry",
        "gcse-journey",
        "My GCSE Journal",
        "A week of GCSE study notes by {name}.",
        journal_loaders.journal_entry,
    ),
    Page(
        "contact",
        "contact",
        "Get In Touch",
        "Send {name} a message about study, collaboration or publications; replies usually "
        "come within 24-48 hours.",
    ),
    Page(
        "achievements",
        "achievements",
        "Achievements & Certificates",
        "Awards, certificates and competitions {name} has taken part in.",
        loader=showcase_loaders.achievements,
    ),
    Page(
        "media",
        "media",
        "Media & Publications",
        "Articles, interviews and appearances by {name}.",
        loader=media_loaders.media,
    ),
    Page(
        "travel",
        "travel",
        "Travel Journey",
        "Stories and photos from the places {name} has visited around the world.",
        loader=travel_loaders.travel_list,
    ),
    detail_page(
        "travel-story",
        "travel",
        "Travel Journey",
        "A travel story by {name}.",
        travel_loaders.travel_story,
    ),
    Page(
        "projects",
        "projects",
        "Projects & Ventures",
        "Websites, ventures and projects {name} has built, with progress and impact.",
        loader=showcase_loaders.projects,
    ),
    detail_page(
        "project",
        "projects",
        "Projects & Ventures",
        "A project by {name}.",
        showcase_loaders.project,
    ),
    # The CV (apps/cv): drawn from what is published, in the sections' order the owner chose.
    Page(
        "cv",
        "cv",
        "CV",
        "{name}'s CV: qualifications, achievements, projects and activities.",
        loader=cv_loaders.cv,
    ),
    Page(
        "memes",
        "memes",
        "All My Memes!",
        "A light-hearted meme gallery from {name}.",
        loader=showcase_loaders.memes,
    ),
    Page(
        "testimonials",
        "testimonials",
        "Share Your Experience",
        "Teachers, coaches, mentors and classmates: share your experience of working with "
        "{name}. Every testimonial is reviewed before it is published.",
    ),
    Page(
        "privacy-policy",
        "privacy-policy",
        "Privacy Policy",
        "How {name}'s portfolio collects, uses, protects and deletes information, following "
        "COPPA's rules on children's privacy.",
    ),
    Page(
        "sitemap",
        "sitemap",
        "Site Map",
        "Every page of {name}'s portfolio in one place, grouped into six categories.",
        loader=site_loaders.with_figures,
    ),
    Page(
        "search",
        "search",
        "Search",
        "Search {name}'s blog, GCSE journal, travel stories and projects.",
        loader=search_loaders.search_page,
        in_sitemap=False,
        reads_query=True,
        query_throttle=SearchThrottle,
        head_loader=search_loaders.search_head,
    ),
    Page(
        "admin-login",
        "admin/login",
        "Admin Login",
        "Owner sign-in.",
        noindex=True,
        in_sitemap=False,
    ),
    Page("admin", "admin", "Admin Panel", "Owner's admin panel.", noindex=True, in_sitemap=False),
)

NOT_FOUND = Page(
    "not-found",
    "",
    "404 Page Not Found",
    "The page you are looking for does not exist.",
    noindex=True,
)
