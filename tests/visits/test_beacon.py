"""POST /api/views: a visitor's browser is counted once per page (or gallery photo) a day; bots,
the owner, browsers asking not to be tracked, made-up or unpublished pages and malformed bodies
are not, and every answer is the same 204 without a cookie."""

import uuid
from datetime import timedelta

import pytest
from rest_framework.test import APIClient
from rest_framework_simplejwt.tokens import RefreshToken

from apps.visits.models import DailyViewCount, ViewKind
from tests.accounts.factories import OWNER_PASSWORD, UserFactory
from tests.blog.factories import BlogPostFactory
from tests.gallery.factories import GalleryItemFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.showcase.factories import ProjectFactory
from tests.travel.factories import TravelStoryFactory
from tests.visits.beacon import BROWSER, URL, send, totals

pytestmark = pytest.mark.django_db


def _counted_once(response, key: tuple) -> None:
    assert response.status_code == 204
    assert response.content == b""
    assert "Set-Cookie" not in response.headers
    assert totals() == {key: 1}


@pytest.mark.parametrize(
    ("sent", "stored"),
    [
        ("/", "/"),
        ("/blog", "/blog"),
        ("/blog/", "/blog"),
        ("/gcsejourney", "/gcse-journey"),  # the old address counts as the page's own
        ("/privacy-policy", "/privacy-policy"),
        ("/memes", "/memes"),
    ],
)
def test_a_visitors_view_of_a_page_is_counted(api_client, sent, stored):
    _counted_once(send(api_client, {"path": sent}), (ViewKind.PAGE, stored, None))


def test_views_of_one_page_add_up_in_one_row_a_day(api_client):
    for _ in range(3):
        send(api_client, {"path": "/blog"})

    assert totals() == {(ViewKind.PAGE, "/blog", None): 3}


@pytest.mark.parametrize(
    ("factory", "section", "kind"),
    [
        (BlogPostFactory, "blog", "blog-post"),
        (GcseJournalEntryFactory, "gcse-journey", "journal-entry"),
        (TravelStoryFactory, "travel", "travel-story"),
        (ProjectFactory, "projects", "project"),
    ],
)
def test_a_published_rows_page_is_counted_by_its_row(api_client, factory, section, kind):
    row = factory()
    address = f"/{section}/{row.slug}"

    send(api_client, {"path": address})
    send(api_client, {"path": f"/{section}/{row.id}"})  # by id: the same page

    assert totals() == {(kind, address, row.id): 2}


def test_a_percent_encoded_address_is_read_as_the_browser_meant_it(api_client):
    post = BlogPostFactory(slug="tides-and-moons")

    send(api_client, {"path": "/blog/tides%2Dand%2Dmoons"})

    assert totals() == {("blog-post", "/blog/tides-and-moons", post.id): 1}


@pytest.mark.parametrize(
    "path",
    [
        "/blog/no-such-post",
        "/blog/draft-post",  # exists, unpublished
        "/projects/no-such-project",
        "/this/page/does-not-exist",
        "/admin",
        "/admin/login",
        "/admin/blog",
        "/api/blog-posts",
        "/api/views",
        "/django-admin/",
        "/media/demo/photo.webp",
        "/sitemap.xml",
        "/blog/feed.xml",
        "/healthz",
        "/blog/a/b",
        "/%ZZ",
        "/blog/%00",
        "/\nblog",
        "//example.com/blog",
    ],
)
def test_an_address_that_is_not_a_public_page_is_not_counted(api_client, path):
    BlogPostFactory(slug="draft-post", is_published=False)

    response = send(api_client, {"path": path})

    assert response.status_code == 204  # the same answer: nothing can be probed
    assert DailyViewCount.objects.count() == 0


def test_a_gallery_photo_opened_in_the_viewer_is_counted(api_client):
    photo = GalleryItemFactory()

    _counted_once(send(api_client, {"photo": str(photo.id)}), (ViewKind.PHOTO, "", photo.id))


@pytest.mark.parametrize("which", ["hidden", "missing"])
def test_a_photo_visitors_cannot_see_is_not_counted(api_client, which):
    photo = GalleryItemFactory(is_published=False)
    photo_id = photo.id if which == "hidden" else uuid.uuid4()

    assert send(api_client, {"photo": str(photo_id)}).status_code == 204
    assert DailyViewCount.objects.count() == 0


@pytest.mark.parametrize(
    "agent",
    [
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
        "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
        "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
        "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
        "WhatsApp/2.23.20.0",
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
        "HeadlessChrome/131.0.0.0 Safari/537.36",
        "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like "
        "Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
        "curl/8.5.0",
        "python-requests/2.32.3",
        "Wget/1.21.4",
        "",  # every browser sends one
    ],
)
def test_a_bot_or_program_is_not_counted(api_client, agent):
    response = send(api_client, {"path": "/"}, agent=agent)

    assert response.status_code == 204
    assert DailyViewCount.objects.count() == 0


@pytest.mark.parametrize(
    "headers",
    [{"HTTP_SEC_GPC": "1"}, {"HTTP_DNT": "1"}],
    ids=["global privacy control", "do not track"],
)
def test_a_browser_asking_not_to_be_tracked_is_not_counted(api_client, headers):
    assert send(api_client, {"path": "/"}, **headers).status_code == 204
    assert DailyViewCount.objects.count() == 0


def test_do_not_track_switched_off_is_counted(api_client):
    send(api_client, {"path": "/"}, HTTP_DNT="0")

    assert DailyViewCount.objects.count() == 1


def test_a_beacon_from_another_site_is_not_counted(api_client):
    send(api_client, {"path": "/"}, HTTP_SEC_FETCH_SITE="cross-site")
    assert DailyViewCount.objects.count() == 0

    send(api_client, {"path": "/"}, HTTP_SEC_FETCH_SITE="same-origin")
    assert DailyViewCount.objects.count() == 1


def test_the_owners_own_visits_are_not_counted(owner_client):
    """The admin panel's token, which the beacon sends from a browser the owner signed in on."""
    response = send(owner_client, {"path": "/"})

    assert response.status_code == 204
    assert DailyViewCount.objects.count() == 0


@pytest.mark.parametrize("token", ["expired", "garbage", "another account's"])
def test_any_bearer_token_is_an_accounts_and_not_counted(owner, token):
    """An owner's stored token may have expired while the browser is still the owner's; and no
    visitor's browser ever holds one. None of them is refused either: the answer is 204."""
    client = APIClient()
    access = RefreshToken.for_user(owner if token == "expired" else UserFactory()).access_token
    if token == "expired":
        access.set_exp(lifetime=-timedelta(minutes=1))
    value = "not-a-token" if token == "garbage" else str(access)
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {value}")

    assert send(client, {"path": "/"}).status_code == 204
    assert DailyViewCount.objects.count() == 0


def test_a_staff_member_signed_in_to_django_admin_is_not_counted(owner_browser, client):
    send(owner_browser, {"path": "/"})
    staff = UserFactory(username="helper", is_staff=True)
    assert client.login(username=staff.username, password=OWNER_PASSWORD)
    send(client, {"path": "/"})

    assert DailyViewCount.objects.count() == 0


@pytest.mark.parametrize(
    ("body", "content_type"),
    [
        ("not json", "application/json"),
        ("path=/", "application/x-www-form-urlencoded"),
        ('{"path": "/"}', "text/plain"),
        ("[]", "application/json"),
        ('"/"', "application/json"),
        ("null", "application/json"),
        ("{}", "application/json"),
        ('{"path": 5}', "application/json"),
        ('{"path": ["/"]}', "application/json"),
        ('{"path": {"a": "/"}}', "application/json"),
        ('{"path": null}', "application/json"),
        ('{"path": ""}', "application/json"),
        ('{"path": "blog"}', "application/json"),
        ('{"path": "/' + "a" * 400 + '"}', "application/json"),
        ('{"path": "/\\u0000"}', "application/json"),
        ('{"path": "/\\ud800"}', "application/json"),
        ('{"photo": "not-a-uuid"}', "application/json"),
        ('{"path": "/", "photo": "8c6f2f0e-8b5c-4a58-9a53-3f5c1c0a6d6e"}', "application/json"),
        ('{"path": "/", "extra": ' + "[" * 50 + "]" * 50 + "}", "application/json"),
    ],
)
def test_a_malformed_body_is_refused_without_a_500_or_a_row(api_client, body, content_type):
    response = api_client.post(URL, data=body, content_type=content_type, HTTP_USER_AGENT=BROWSER)

    assert 400 <= response.status_code < 500
    assert "Set-Cookie" not in response.headers
    assert DailyViewCount.objects.count() == 0


def test_a_huge_body_is_refused(api_client):
    response = send(api_client, {"path": "/" + "a" * 3_000_000})

    assert response.status_code in (400, 413)
    assert DailyViewCount.objects.count() == 0


@pytest.mark.parametrize("method", ["get", "put", "patch", "delete"])
def test_only_post_is_answered(api_client, method):
    assert getattr(api_client, method)(URL).status_code == 405


def test_no_answer_sets_a_cookie_even_to_a_signed_in_browser(owner_browser, api_client):
    answers = [
        send(api_client, {"path": "/"}),
        send(api_client, {"path": "/nowhere"}),
        send(api_client, {"path": "/"}, agent="curl/8"),
        send(api_client, {"path": 5}),
        send(owner_browser, {"path": "/"}),
    ]

    assert [a.headers.get("Set-Cookie") for a in answers] == [None] * 5
    assert all(a["Cache-Control"] == "no-store" for a in answers if a.status_code == 204)
