"""/sitemap.xml: every public page and every published row that has a page of its own."""

from urllib.parse import quote

from django.conf import settings
from django.contrib.sitemaps import Sitemap

from apps.blog.selectors import post_list
from apps.journal.selectors import entry_list
from apps.showcase.selectors import project_list
from apps.travel.selectors import story_list

from .loaders import VISITOR
from .routes import PAGES


class SiteUrlSitemap(Sitemap):
    """Absolute addresses on SITE_URL (not the request's host, which a proxy may change). Slugs
    are percent-encoded: whatever a stored one holds, <loc> stays a valid URL in valid XML."""

    def get_urls(self, page=1, site=None, protocol=None):
        urls = super().get_urls(page=page, site=site, protocol=protocol)
        prefix = f"{protocol}://{site.domain}" if site else ""
        for url in urls:
            url["location"] = settings.SITE_URL + url["location"].removeprefix(prefix)
        return urls


class StaticPagesSitemap(SiteUrlSitemap):
    def items(self):
        return [p for p in PAGES if p.in_sitemap and not p.noindex and p.canonical_path is None]

    def location(self, page):
        return f"/{page.path}" if page.path else "/"


class BlogPostSitemap(SiteUrlSitemap):
    def items(self):
        return post_list(viewer=VISITOR).only("slug", "updated_at")

    def location(self, post):
        return f"/blog/{quote(post.slug)}"

    def lastmod(self, post):
        return post.updated_at


class ProjectSitemap(SiteUrlSitemap):
    def items(self):
        return project_list(viewer=VISITOR).only("slug", "updated_at")

    def location(self, project):
        return f"/projects/{quote(project.slug)}"

    def lastmod(self, project):
        return project.updated_at


class JournalEntrySitemap(SiteUrlSitemap):
    def items(self):
        return entry_list(viewer=VISITOR).only("slug", "updated_at")

    def location(self, entry):
        return f"/gcse-journey/{quote(entry.slug)}"

    def lastmod(self, entry):
        return entry.updated_at


class TravelStorySitemap(SiteUrlSitemap):
    def items(self):
        return story_list(viewer=VISITOR).only("slug", "updated_at")

    def location(self, story):
        return f"/travel/{quote(story.slug)}"

    def lastmod(self, story):
        return story.updated_at


SITEMAPS = {
    "pages": StaticPagesSitemap,
    "blog": BlogPostSitemap,
    "projects": ProjectSitemap,
    "journal": JournalEntrySitemap,
    "travel": TravelStorySitemap,
}
