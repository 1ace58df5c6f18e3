"""The page a share link opens, /shared/<token>, and its kind 404."""

import re
from datetime import timedelta
from unittest import mock

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from apps.sharing.models import ShareLink
from apps.sharing.services import share_link_revoke
from tests.blog.factories import BlogPostFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.sharing.factories import share

pytestmark = pytest.mark.django_db

BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0"
GONE = "This link has expired or was turned off. Ask the person who shared it for a new one."


def _open(client, token, agent=BROWSER):
    return client.get(f"/shared/{token}", HTTP_USER_AGENT=agent)


def _draft_entry(**fields):
    fields = {
        "topic": "Simultaneous equations",
        "content": "Elimination first, then **substitution**.",
        **fields,
    }
    return GcseJournalEntryFactory(is_published=False, content_format="markdown", **fields)


def test_a_link_shows_the_unpublished_entry_under_the_banner(client):
    entry = _draft_entry(week="Week 7")
    _, token = share(entry, recipient="Mrs Patel, maths")

    response = _open(client, token)

    assert response.status_code == 200
    html = response.content.decode()
    assert "Shared privately — not published" in html
    assert "Simultaneous equations" in html
    assert "Week 7" in html
    assert "<strong>substitution</strong>" in html
    assert "For Mrs Patel, maths" in html


def test_the_page_is_private_never_indexed_and_sends_no_referrer(client):
    _, token = share(_draft_entry())

    response = _open(client, token)

    assert response["Cache-Control"] == "private, no-store"
    assert "noindex" in response["X-Robots-Tag"]
    assert response["Referrer-Policy"] == "no-referrer"
    html = response.content.decode()
    assert '<meta name="robots" content="noindex, nofollow, noarchive">' in html
    assert '<meta name="referrer" content="no-referrer">' in html
    # No script (so nothing of the panel or the site's app) and no site navigation.
    assert "<script" not in html
    assert "<nav" not in html


def test_a_blog_post_draft_is_shown_too(client):
    post = BlogPostFactory(
        is_published=False,
        title="My draft on tides",
        excerpt="Why the sea moves.",
        content="The **moon** pulls.",
        content_format="markdown",
        content_html="<p>The <strong>moon</strong> pulls.</p>",
    )
    _, token = share(post)

    html = _open(client, token).content.decode()

    assert "My draft on tides" in html
    assert "Why the sea moves." in html
    assert "<strong>moon</strong>" in html


def test_links_to_unpublished_content_are_shown_as_words(client):
    other_draft = BlogPostFactory(is_published=False, slug="secret-plans")
    published = BlogPostFactory(is_published=True, slug="tides")
    entry = _draft_entry(
        content=(
            "See [my plans](/blog/secret-plans), [tides](/blog/tides), "
            "[the draft again](http://testserver/blog/secret-plans) and [elsewhere](https://example.com/x)."
        ),
    )
    _, token = share(entry)

    html = _open(client, token).content.decode()

    assert other_draft.slug not in html
    assert "<span>my plans</span>" in html
    assert "<span>the draft again</span>" in html
    assert f'href="{published.get_absolute_url()}"' in html
    assert 'href="https://example.com/x"' in html


@pytest.mark.parametrize(
    "href",
    [
        "//testserver/blog/secret-plans",
        "https://testserver/blog/secret-plans",
        "HTTP://TestServer:8000/blog/secret-plans",
        "http://localhost/blog/secret-plans",
        "https://127.0.0.1/blog/secret-plans",
        "//testserver./blog/secret-plans",
        "/blog/%73ecret-plans",
        "/blog/tides/../secret-plans",
        "../blog/secret-plans",
        "http://someone@testserver/blog/secret-plans",
    ],
)
def test_a_link_to_an_unpublished_post_is_words_however_it_is_spelt(client, href):
    BlogPostFactory(is_published=False, slug="secret-plans")
    entry = _draft_entry(content=f"See [my plans]({href}).")
    _, token = share(entry)

    html = _open(client, token).content.decode()

    assert "secret-plans" not in html
    assert "%73ecret" not in html
    assert "<span>my plans</span>" in html


def test_a_link_to_another_site_that_names_this_one_stays(client):
    entry = _draft_entry(
        content="[a](http://testserver@example.com/blog/x) [b](https://example.com/testserver/x)"
    )
    _, token = share(entry)

    html = _open(client, token).content.decode()

    assert 'href="http://testserver@example.com/blog/x"' in html
    assert 'href="https://example.com/testserver/x"' in html


def test_times_are_valid_html_date_times_without_fractions(client):
    post = BlogPostFactory(is_published=False, content_format="markdown")
    BlogPostFactory._meta.model.objects.filter(pk=post.pk).update(
        updated_at=timezone.now().replace(microsecond=123456)
    )
    link, token = share(post)
    ShareLink.objects.filter(pk=link.pk).update(
        expires_at=timezone.now().replace(microsecond=654321) + timedelta(days=3)
    )

    html = _open(client, token).content.decode()

    stamps = re.findall(r'<time datetime="([^"]*)"', html)
    assert len(stamps) == 2
    for stamp in stamps:
        assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[+-]\d\d:?\d\d)", stamp), stamp


def test_the_banner_is_inside_the_page_header_landmark(client):
    _, token = share(_draft_entry())

    html = _open(client, token).content.decode()

    header = html[html.index("<header>") : html.index("</header>")]
    assert 'data-testid="shared-banner"' in header
    assert "Shared privately — not published" in header


def test_opening_counts_once_with_the_time_and_nothing_else(client):
    link, token = share(_draft_entry())

    _open(client, token)
    _open(client, token)

    link.refresh_from_db()
    assert link.open_count == 2
    assert link.last_opened_at is not None
    assert timezone.now() - link.last_opened_at < timedelta(minutes=1)


@pytest.mark.parametrize(
    "agent", ["WhatsApp/2.23", "Mozilla/5.0 (compatible; Googlebot/2.1)", "curl/8.0", ""]
)
def test_a_link_preview_or_crawler_is_not_counted(client, agent):
    link, token = share(_draft_entry())

    assert _open(client, token, agent=agent).status_code == 200

    link.refresh_from_db()
    assert link.open_count == 0


def test_a_head_request_is_not_counted(client):
    link, token = share(_draft_entry())

    assert client.head(f"/shared/{token}", HTTP_USER_AGENT=BROWSER).status_code == 200

    link.refresh_from_db()
    assert link.open_count == 0


def _assert_gone(response):
    assert response.status_code == 404
    html = response.content.decode()
    assert GONE in html
    assert response["Cache-Control"] == "private, no-store"
    assert "noindex" in response["X-Robots-Tag"]
    assert response["Referrer-Policy"] == "no-referrer"
    assert "Simultaneous equations" not in html


def test_a_revoked_link_is_a_kind_404(client):
    link, token = share(_draft_entry())
    assert _open(client, token).status_code == 200

    share_link_revoke(link=link)

    _assert_gone(_open(client, token))
    link.refresh_from_db()
    assert link.open_count == 1


def test_an_expired_link_is_a_kind_404(client):
    _, token = share(_draft_entry(), days=1)
    just_before = timezone.now() + timedelta(hours=23)
    just_after = timezone.now() + timedelta(days=1, seconds=5)

    with mock.patch("django.utils.timezone.now", return_value=just_before):
        assert _open(client, token).status_code == 200
    with mock.patch("django.utils.timezone.now", return_value=just_after):
        _assert_gone(_open(client, token))


@pytest.mark.parametrize(
    "change",
    [
        lambda t: t[:-1] + ("A" if t[-1] != "A" else "B"),
        lambda t: t[:-1],
        lambda t: t + "x",
        lambda t: t.upper(),
        lambda t: "x" * 500,
        lambda t: "%E2%80%94",
    ],
)
def test_an_altered_or_unknown_token_is_a_kind_404(client, change):
    _, token = share(_draft_entry())

    _assert_gone(_open(client, change(token)))


def test_the_link_of_a_deleted_post_is_a_404(client):
    from apps.blog.services import post_delete

    post = BlogPostFactory(is_published=False)
    _, token = share(post)

    post_delete(instance=post)

    _assert_gone(_open(client, token))


def test_deleting_the_content_deletes_its_links(client):
    entry = _draft_entry()
    share(entry)

    entry.delete()

    assert not ShareLink.objects.exists()


def test_opening_is_throttled_per_address(client):
    _, token = share(_draft_entry())
    for _ in range(60):
        assert _open(client, "wrong-token").status_code == 404

    response = _open(client, token)

    assert response.status_code == 429
    assert "Simultaneous equations" not in response.content.decode()


def test_opening_runs_a_constant_few_queries(client):
    _, token = share(_draft_entry(content="[a](/blog/x) [b](/blog/y)"))

    with CaptureQueriesContext(connection) as queries:
        assert _open(client, token).status_code == 200

    # The link with its entry, the count, one lookup per link into the site in the text.
    assert len(queries) <= 6


def test_an_entry_lists_its_files_and_links(client):
    entry = _draft_entry(
        media_uploads=[
            {"type": "pdf", "title": "Worked examples", "url": "/media/documents/worked.pdf"},
            {"type": "video", "title": "No file"},
        ],
        links=[{"type": "video", "title": "Forces video", "url": "https://example.com/forces"}],
    )
    _, token = share(entry)

    html = _open(client, token).content.decode()

    assert "Files and links" in html
    assert 'href="/media/documents/worked.pdf"' in html
    assert 'href="https://example.com/forces"' in html
    assert ">No file<" not in html
