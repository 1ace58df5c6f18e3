"""/blog/feed.xml: an RSS feed of the published blog posts."""

from django.conf import settings
from django.contrib.syndication.views import Feed
from django.utils.feedgenerator import Rss201rev2Feed

from apps.blog.selectors import post_list
from apps.core.selectors import site_profile_get

from .loaders import VISITOR

FEED_SIZE = 30


class BlogFeed(Feed):
    feed_type = Rss201rev2Feed

    def title(self):
        return f"{site_profile_get().name}: My Blogs"

    def link(self):
        return f"{settings.SITE_URL}/blog"

    def description(self):
        return f"Articles by {site_profile_get().name}."

    def feed_url(self):
        return f"{settings.SITE_URL}/blog/feed.xml"

    def items(self):
        return post_list(viewer=VISITOR)[:FEED_SIZE]

    def item_title(self, post):
        return post.title

    def item_description(self, post):
        return post.excerpt

    def item_link(self, post):
        return f"{settings.SITE_URL}/blog/{post.slug}"

    def item_guid(self, post):
        return f"{settings.SITE_URL}/blog/{post.id}"

    def item_pubdate(self, post):
        return post.published_at

    def item_updateddate(self, post):
        return post.updated_at

    def item_categories(self, post):
        return post.categories
