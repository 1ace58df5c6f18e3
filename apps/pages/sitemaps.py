"""/sitemap.xml: every public page and every published row that has a page of its own.

/sitemap.xml is the index (Django's sitemap index view) of the sections' pages,
/sitemap-<section>.xml?p=N, each at most SITEMAP_PAGE_SIZE addresses: no request builds a list
the size of the whole site (a big blog's single sitemap was megabytes, and each request raised
the worker's memory to match)."""

import dataclasses
import functools
from collections.abc import Callable, Iterator, Mapping

from django.conf import settings
from django.contrib.sitemaps import Sitemap
from django.contrib.sitemaps import views as sitemap_views
from django.contrib.sites.shortcuts import get_current_site
from django.db.models import Max, QuerySet

from apps.blog.selectors import category_list
from apps.core.content_types import content_types

from .loaders import VISITOR
from .routes import PAGES, page_url

# The addresses one page of a section lists (the protocol allows 50,000).
SITEMAP_PAGE_SIZE = 1000


class SiteUrlSitemap(Sitemap):
    """Absolute addresses on SITE_URL (not the request's host, which a proxy may change). A row's
    address is its get_absolute_url(), which reverse() percent-encodes: whatever a stored slug
    holds, <loc> stays a valid URL in valid XML."""

    limit = SITEMAP_PAGE_SIZE

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

    def get_latest_lastmod(self):
        """The index's <lastmod> of the section: one aggregate, not every row read (Django's
        default calls lastmod() on each item)."""
        return self.items().aggregate(latest=Max("updated_at"))["latest"]


@functools.cache
def _rows_of(selector: Callable[..., QuerySet]) -> type[RowSitemap]:
    return type(f"{selector.__name__}_sitemap", (RowSitemap,), {"selector": staticmethod(selector)})


class BlogCategorySitemap(SiteUrlSitemap):
    """Each blog category with a published post (/blog/category/{slug}), last changed when one
    of its posts was last published or edited."""

    def items(self):
        return category_list()

    def location(self, category):
        return page_url("blog-category", slug=category[0])

    def lastmod(self, category):
        return category[1]


class _Sections(Mapping):
    """The sections, section name -> its Sitemap class: the fixed pages, then the rows of every
    kind of content with a sitemap section (apps/core/content_types.py), in the site's reading
    order, and the blog's categories. Read from the registry each time it is asked."""

    def _sections(self) -> dict[str, type[Sitemap]]:
        kinds = {kind.sitemap: _rows_of(kind.visible) for kind in content_types() if kind.sitemap}
        return {"pages": StaticPagesSitemap, **kinds, "blog-categories": BlogCategorySitemap}

    def __getitem__(self, section: str) -> type[Sitemap]:
        return self._sections()[section]

    def __iter__(self) -> Iterator[str]:
        return iter(self._sections())

    def __len__(self) -> int:
        return len(self._sections())


SITEMAPS = _Sections()


def sitemap_index(request):
    """/sitemap.xml: Django's index of every section's pages, on SITE_URL like the addresses the
    pages list (Django writes the request's host)."""
    response = sitemap_views.index(request, SITEMAPS, sitemap_url_name="sitemap-section")
    host = f"{request.scheme}://{get_current_site(request).domain}"
    response.context_data["sitemaps"] = [
        dataclasses.replace(item, location=settings.SITE_URL + item.location.removeprefix(host))
        for item in response.context_data["sitemaps"]
    ]
    return response
