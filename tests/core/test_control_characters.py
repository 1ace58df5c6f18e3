"""Control characters (apps/core/text.py): stripped from every text value on the way in (the
API's JSON and multipart parsers, Django admin's forms), tab, line feed and carriage return
kept, NUL still refused, passwords used exactly as typed."""

import pytest

from apps.blog.models import BlogPost
from apps.contact.models import ContactMessage
from apps.core.models import SiteProfile
from apps.core.text import strip_control_characters, xml_safe
from apps.gallery.models import GalleryItem
from tests.accounts.factories import OWNER_PASSWORD
from tests.blog.factories import BlogPostFactory, admin_change
from tests.core.factories import SiteProfileFactory
from tests.gallery import pictures

pytestmark = pytest.mark.django_db

# Every C0 control but NUL, DEL and every C1 control: none survives; tab, LF and CR do.
CONTROLS = "".join(chr(c) for c in [*range(1, 32), *range(0x7F, 0xA0)] if chr(c) not in "\t\n\r")


def test_strip_keeps_tab_and_line_breaks_and_drops_every_other_control():
    assert strip_control_characters(f"a{CONTROLS}b\tc\r\nd") == "ab\tc\r\nd"
    assert strip_control_characters("Ünïcödé, emoji 🦊 and — dashes") == (
        "Ünïcödé, emoji 🦊 and — dashes"
    )


def test_xml_safe_drops_what_xml_cannot_carry():
    assert xml_safe("a\x00\x0b\x1f\ufffe\uffffb\tc\n") == "ab\tc\n"
    assert xml_safe("\x85 and \x7f are allowed in XML") == "\x85 and \x7f are allowed in XML"


def test_a_blog_post_sent_with_control_characters_is_stored_without_them(owner_client):
    response = owner_client.post(
        "/api/blog-posts",
        {
            "title": "Tides\x0b and waves",
            "excerpt": "Line one\r\nline\x0ctwo",
            "content": "<p>Body\x1b</p>",
            "categories": ["sci\x0bence"],
            "isPublished": True,
        },
        format="json",
    )

    assert response.status_code == 201, response.content
    post = BlogPost.objects.get()
    assert post.title == "Tides and waves"
    assert post.excerpt == "Line one\r\nlinetwo"
    assert post.content == "<p>Body</p>"
    assert post.categories == ["science"]
    assert response.json()["title"] == "Tides and waves"


def test_a_visitors_message_keeps_its_line_breaks_and_tabs_but_no_controls(api_client):
    response = api_client.post(
        "/api/contact",
        {
            "name": "Ms\x0b Patel",
            "email": "patel@school.example",
            "subject": "Science\x07 fair",
            "message": "First line\r\nsecond\tline\x0b\x85 of the message",
            "ageVerification": "over-13",
            "consent": True,
            "coppaCompliant": True,
        },
        format="json",
    )

    assert response.status_code == 201, response.content
    message = ContactMessage.objects.get()
    assert (message.name, message.subject) == ("Ms Patel", "Science fair")
    assert message.message == "First line\r\nsecond\tline of the message"


def test_a_nul_is_still_refused_not_stripped(owner_client):
    response = owner_client.post(
        "/api/blog-posts",
        {"title": "a\x00b", "excerpt": "x", "content": "<p>x</p>"},
        format="json",
    )

    assert response.status_code == 400
    assert not BlogPost.objects.exists()


def test_the_gallery_uploads_text_fields_are_cleaned(owner_client, settings, tmp_path):
    settings.MEDIA_ROOT = str(tmp_path / "media")
    response = pictures.post_upload(
        owner_client,
        pictures.jpeg(),
        title="Sports\x0b day",
        caption="Relay\x1f team\nfinal",
        category="academic",
    )

    assert response.status_code == 201, response.content
    item = GalleryItem.objects.get()
    assert (item.title, item.caption) == ("Sports day", "Relay team\nfinal")


def test_a_password_is_used_exactly_as_typed(api_client, owner):
    owner.set_password(f"{OWNER_PASSWORD}\x0b")
    owner.save()

    typed = api_client.post(
        "/api/admin/login",
        {"username": owner.username, "password": f"{OWNER_PASSWORD}\x0b"},
        format="json",
    )
    stripped = api_client.post(
        "/api/admin/login",
        {"username": owner.username, "password": OWNER_PASSWORD},
        format="json",
    )

    assert typed.status_code == 200, typed.content
    assert stripped.status_code == 401


def test_django_admin_strips_control_characters_too(owner_browser):
    post = BlogPostFactory()
    response = admin_change(
        owner_browser,
        post,
        title="After\x0b the storm",
        excerpt="Calm\x0c again\r\nat last",
        categories='["edu\\u000bcation"]',
    )

    assert response.status_code == 302, response.content
    post.refresh_from_db()
    assert post.title == "After the storm"
    assert post.excerpt == "Calm again\r\nat last"
    assert post.categories == ["education"]


def test_the_site_profile_form_in_django_admin_is_cleaned(owner_browser):
    profile = SiteProfileFactory()
    form = {
        "name": "Ava\x0b Example",
        "tagline": profile.tagline,
        "bio": "Student\x1b and writer",
        "email": profile.email,
        "location": profile.location,
        "microblog_url": "",
        "photos_url": "",
        "professional_url": "",
        "video_url": "",
    }

    response = owner_browser.post(f"/django-admin/core/siteprofile/{profile.pk}/change/", form)

    assert response.status_code == 302, response.content
    profile = SiteProfile.objects.get()
    assert (profile.name, profile.bio) == ("Ava Example", "Student and writer")
