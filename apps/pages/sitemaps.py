"""/sitemap.xml: every public page and every published row that has a page of its own."""

from collections.abc import Callable

from django.conf import settings
from django.contrib.sitemaps import Sitemap
from django.db.models import QuerySet

from apps.blog.selectors import category_list, post_list
from apps.journal.selectors import entry_list
from apps.showcase.selectors import project_list
from apps.travel.selectors import story_list

from .loaders import VISITOR
from .routes import PAGES, page_url


class SiteUrlSitemap(Sitemap):
    """Absolute addresses on SITE_URL (not the request's host, which a proxy may change). A row's
    address is its get_absolute_url(), which reverse() percent-encodes: whatever a stored slug
    holds, <loc> stays a valid URL in valid XML."""

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
        return page.url()


class RowSitemap(SiteUrlSitemap):
    """The published rows of a model with a page of its own, each at its get_absolute_url()."""

    selector: Callable[..., QuerySet]

    def items(self):
        return type(self).selector(viewer=VISITOR).only("slug", "updated_at")

    def lastmod(self, row):
        return row.updated_at


def _rows_of(selector: Callable[..., QuerySet]) -> type[RowSitemap]:
    return type(f"{selector.__name__}_sitemap", (RowSitemap,), {"selector": staticmethod(selector)})


class BlogCategorySitemap(SiteUrlSitemap):
    """Each blog category with a published post (/blog/category/{slug}), last changed when one
    of its posts was last published or edited."""

    def items(self):
        return category_list(viewer=VISITOR)

    def location(self, category):
        return page_url("blog-category", slug=category[0])

    def lastmod(self, category):
        return category[1]


SITEMAPS = {
    "pages": StaticPagesSitemap,
    "blog": _rows_of(post_list),
    "blog-categories": BlogCategorySitemap,
    "projects": _rows_of(project_list),
    "journal": _rows_of(entry_list),
    "travel": _rows_of(story_list),
}
