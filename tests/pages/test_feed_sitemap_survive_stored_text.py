"""The RSS feed and the sitemap survive whatever the database holds: rows written around the
API's cleaning (a restore, the shell, an older release) with control characters, which XML 1.0
cannot carry, still give well-formed XML, never a 500 for everyone."""

import xml.etree.ElementTree as ET

import pytest
from django.test import Client

from apps.blog.models import BlogPost
from apps.core.models import SiteProfile
from apps.travel.models import TravelStory
from tests.blog.factories import BlogPostFactory
from tests.core.factories import SiteProfileFactory
from tests.pages.html import sitemap_locations
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db


def test_the_feed_survives_control_characters_already_stored(client: Client):
    SiteProfileFactory()
    post = BlogPostFactory(slug="tides")
    # Written with the ORM, as a restore or the shell would: no parser cleans this.
    BlogPost.objects.filter(pk=post.pk).update(
        title="Tides\x0b and\x08 waves",
        excerpt="Calm\x1b seas\ufffe",
        categories=["sci\x0bence", "travel"],
    )
    SiteProfile.objects.update(name="Ada\x0c Example")

    response = client.get("/blog/feed.xml")

    assert response.status_code == 200
    channel = ET.fromstring(response.content).find("channel")
    item = channel.find("item")
    assert channel.findtext("title") == "Ada Example: My Blogs"
    assert item.findtext("title") == "Tides and waves"
    assert item.findtext("description") == "Calm seas"
    assert [c.text for c in item.findall("category")] == ["science", "travel"]
    assert item.findtext("link") == "http://testserver/blog/tides"


def test_the_sitemap_survives_control_characters_in_stored_slugs(client: Client):
    post = BlogPostFactory(slug="tides")
    story = TravelStoryFactory(slug="paris")
    BlogPost.objects.filter(pk=post.pk).update(slug="tides\x0bx")
    TravelStory.objects.filter(pk=story.pk).update(slug="par is\x01")

    locations = sitemap_locations(client)

    assert "http://testserver/blog/tides%0Bx" in locations
    assert "http://testserver/travel/par%20is%01" in locations
