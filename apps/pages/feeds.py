"""/blog/feed.xml (also /feed.xml, the site's feed): an RSS feed of the published blog posts.

A feed reader shows an item away from the site, so every address in an item's body is absolute:
a link, a picture and its srcset, and a footnote (`#fn1` becomes the post's address + #fn1)."""

import re
from html import escape, unescape
from urllib.parse import urljoin

from django.conf import settings
from django.contrib.syndication.views import Feed
from django.urls import reverse
from django.utils.feedgenerator import Rss201rev2Feed
from django.utils.functional import Promise

from apps.blog.selectors import category_get, post_list
from apps.core.public_profile import site_profile_public
from apps.core.rich_text import sanitize_html, standalone_html
from apps.core.text import xml_safe

from .loaders import VISITOR
from .routes import page_url

FEED_SIZE = 30
CONTENT_MODULE = "http://purl.org/rss/1.0/modules/content/"


def _xml_safe(value):
    """Strings (and lists of them, such as categories) without what XML 1.0 cannot carry."""
    if isinstance(value, str | Promise):
        return xml_safe(str(value))
    if isinstance(value, list | tuple):
        return [_xml_safe(item) for item in value]
    return value


class XmlSafeRss201rev2Feed(Rss201rev2Feed):
    """RSS 2.0 that drops control characters from every text it is given. The API strips them
    on input, but a row written another way (a restore, the shell) may hold one, and Django's
    XML writer raises on it: one such title would make the feed a 500 for everyone."""

    def __init__(self, *args, **kwargs):
        super().__init__(
            *map(_xml_safe, args), **{key: _xml_safe(value) for key, value in kwargs.items()}
        )

    def add_item(self, *args, **kwargs):
        super().add_item(
            *map(_xml_safe, args), **{key: _xml_safe(value) for key, value in kwargs.items()}
        )

    # Each post's whole body (content:encoded), rendered and sanitised as its page shows it;
    # the description stays its excerpt.
    def rss_attributes(self):
        return {**super().rss_attributes(), "xmlns:content": CONTENT_MODULE}

    def add_item_elements(self, handler, item):
        super().add_item_elements(handler, item)
        if item.get("content_html"):
            handler.addQuickElement("content:encoded", item["content_html"])


# nh3 writes every attribute as name="value", with " escaped inside (apps/core/rich_text.py).
_ADDRESS = re.compile(r'(\s(?:href|src)=")([^"]*)(")')
_SRCSET = re.compile(r'(\ssrcset=")([^"]*)(")')


def absolute_urls(html: str, *, base: str) -> str:
    """Sanitised HTML with every link, picture and srcset address made absolute against the
    address of the page it comes from, `base` (a place on the page becomes `base` + #place)."""

    def absolute(address: str) -> str:
        return escape(urljoin(base, unescape(address).strip()), quote=True)

    def one(match: re.Match) -> str:
        return match[1] + absolute(match[2]) + match[3]

    def candidates(match: re.Match) -> str:
        parts = (candidate.strip().split(" ", 1) for candidate in unescape(match[2]).split(","))
        written = ", ".join(" ".join([absolute(part[0]), *part[1:]]) for part in parts)
        return match[1] + written + match[3]

    return _SRCSET.sub(candidates, _ADDRESS.sub(one, html))


def _signed(posts) -> list:
    """The feed's posts, each carrying the name its <dc:creator> shows: the site's public name
    (apps/core/public_profile.py), read once per feed rather than once per post."""
    author = site_profile_public().name
    posts = list(posts)
    for post in posts:
        post.feed_author = author
    return posts


class BlogFeed(Feed):
    feed_type = XmlSafeRss201rev2Feed

    def title(self):
        return f"{site_profile_public().name}: My Blogs"

    def link(self):
        return settings.SITE_URL + page_url("blog")

    def description(self):
        return f"Articles by {site_profile_public().name}."

    def feed_url(self):
        return settings.SITE_URL + reverse("blog-feed")

    def items(self):
        return _signed(post_list(viewer=VISITOR)[:FEED_SIZE])

    def item_title(self, post):
        return post.title

    def item_description(self, post):
        return post.excerpt

    def item_link(self, post):
        return settings.SITE_URL + post.get_absolute_url()

    def item_guid(self, post):
        # The address by id, which a new slug never changes (the page answers it too).
        return settings.SITE_URL + page_url("blog-post", slug=str(post.id))

    def item_author_name(self, post):
        # Every post is the owner's: <dc:creator>, under the name the site shows.
        return post.feed_author

    def item_pubdate(self, post):
        return post.published_at

    def item_updateddate(self, post):
        return post.updated_at

    def item_categories(self, post):
        return post.categories

    def item_extra_kwargs(self, post):
        body = absolute_urls(sanitize_html(post.content_html), base=self.item_link(post))
        return {"content_html": standalone_html(body, post.content_format)}


class BlogCategoryFeed(BlogFeed):
    """/blog/category/{slug}/feed.xml: the same feed for one category's published posts; 404
    for a category no published post has."""

    def get_object(self, request, slug: str):
        return category_get(viewer=VISITOR, slug=slug, bodies=True)

    def title(self, category):
        return f"{site_profile_public().name}: My Blogs — {category.name}"

    def link(self, category):
        return settings.SITE_URL + page_url("blog-category", slug=category.slug)

    def description(self, category):
        return f"Articles by {site_profile_public().name} about {category.name}."

    def feed_url(self, category):
        return settings.SITE_URL + reverse("blog-category-feed", kwargs={"slug": category.slug})

    def items(self, category):
        return _signed(category.posts[:FEED_SIZE])
