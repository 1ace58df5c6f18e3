"""Every page's share picture (og:image, twitter:image): the row's own picture, else the site's
card, drawn from the profile, self-hosted, 1200x630."""

import io
import json
import re
from unittest import mock

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.test import Client
from PIL import Image

from apps.core.models import SiteProfile
from apps.pages import share_card
from tests.blog.factories import BlogPostFactory
from tests.core.factories import SiteProfileFactory

pytestmark = pytest.mark.django_db


def _meta(html: str, attribute: str, name: str) -> str | None:
    found = re.search(rf'<meta {attribute}="{re.escape(name)}" content="([^"]*)">', html)
    return found[1] if found else None


def _stored_picture(name: str, size=(640, 480), colour="#3366cc") -> str:
    out = io.BytesIO()
    Image.new("RGB", size, colour).save(out, format="WEBP")
    return "/media/" + default_storage.save(name, ContentFile(out.getvalue()))


@pytest.mark.parametrize("path", ["/", "/about", "/blog", "/gcse-journey", "/search?q=x", "/nope"])
def test_every_page_has_the_site_card_as_its_share_picture(client: Client, path):
    SiteProfileFactory(name="Ada Example", tagline="Student and writer")

    html = client.get(path).content.decode()

    image = _meta(html, "property", "og:image")
    assert image
    assert re.fullmatch(r"http://testserver/share-card\.png\?v=[0-9a-f]{16}", image)
    assert _meta(html, "property", "og:image:width") == "1200"
    assert _meta(html, "property", "og:image:height") == "630"
    assert _meta(html, "name", "twitter:image") == image
    assert _meta(html, "name", "twitter:card") == "summary_large_image"


def test_a_row_with_a_picture_shares_its_own_with_its_size(client: Client):
    SiteProfileFactory(name="Ada Example")
    picture = _stored_picture("blog/tides.webp")
    BlogPostFactory(slug="tides", image_url=picture)

    html = client.get("/blog/tides").content.decode()

    assert _meta(html, "property", "og:image") == f"http://testserver{picture}"
    assert _meta(html, "property", "og:image:width") == "640"
    assert _meta(html, "property", "og:image:height") == "480"
    assert _meta(html, "name", "twitter:image") == f"http://testserver{picture}"


def test_the_card_is_a_1200_by_630_png_drawn_from_the_profile(client: Client):
    SiteProfileFactory(name="Ada Example", tagline="Student and writer", avatar_url="")
    address = _meta(client.get("/").content.decode(), "property", "og:image")

    response = client.get(address.removeprefix("http://testserver"))

    assert response.status_code == 200
    assert response["Content-Type"] == "image/png"
    assert "immutable" in response["Cache-Control"]
    with Image.open(io.BytesIO(response.content)) as card:
        assert card.format == "PNG"
        assert card.size == (1200, 630)


def test_a_new_avatar_or_name_makes_a_new_card_at_a_new_address(client: Client):
    profile = SiteProfileFactory(name="Ada Example", tagline="Student", avatar_url="")
    before = _meta(client.get("/").content.decode(), "property", "og:image")
    plain = client.get(before.removeprefix("http://testserver")).content

    avatar = _stored_picture("avatars/ada.webp", size=(400, 400), colour="#ff0000")
    SiteProfile.objects.filter(pk=profile.pk).update(avatar_url=avatar)
    profile.refresh_from_db()
    profile.save()  # as the panel saves it (the caches follow the save)
    after = _meta(client.get("/").content.decode(), "property", "og:image")
    with_avatar = client.get(after.removeprefix("http://testserver")).content

    assert after != before
    assert with_avatar != plain
    with Image.open(io.BytesIO(with_avatar)) as card:
        # The avatar is drawn on the right-hand side, in its own colour.
        red, green, blue = card.convert("RGB").getpixel((1200 - 80 - 150, 315))
    assert red > 240
    assert green < 16
    assert blue < 16


def test_an_old_or_missing_version_is_the_current_card_kept_briefly(client: Client):
    SiteProfileFactory(name="Ada Example")

    response = client.get("/share-card.png", {"v": "0000000000000000"})

    assert response.status_code == 200
    assert response["Cache-Control"] == "public, max-age=300"


def test_in_pseudonym_mode_the_card_never_draws_the_real_name(client: Client):
    SiteProfileFactory(name="Alexandra Quillbrook", pseudonym_mode=True, pseudonym="Ally Q")

    with mock.patch.object(share_card, "card_draw", wraps=share_card.card_draw) as draw:
        address = _meta(client.get("/").content.decode(), "property", "og:image")
        client.get(address.removeprefix("http://testserver"))

    [(profile,), _] = draw.call_args
    assert profile.name == "Ally Q"
    assert "Quillbrook" not in profile.tagline


def test_the_first_data_names_the_card_for_the_head_after_an_in_app_move(client: Client):
    SiteProfileFactory(name="Ada Example")

    html = client.get("/about").content.decode()

    data = json.loads(
        re.search(r'<script id="initial-data" type="application/json">(.*?)</script>', html, re.S)[
            1
        ]
    )
    assert data["shareCard"] == _meta(html, "property", "og:image")
