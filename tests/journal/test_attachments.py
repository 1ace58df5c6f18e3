"""A journal entry's files (mediaUploads with the address of a picture or PDF stored on this
site) and links (http and https only): what is accepted, stored and shown, and what is refused
with a clear message and nothing stored."""

import pytest

from apps.gallery.selectors import item_image_url
from apps.journal.models import GcseJournalEntry
from tests.gallery.factories import gallery_files, uploaded_item
from tests.journal.factories import VALID_ENTRY, GcseJournalEntryFactory

pytestmark = pytest.mark.django_db

URL = "/api/gcse-journal"

PDF = "/media/documents/0f1e2d3c4b5a69788796a5b4c3d2e1f0.pdf"
PICTURE = "/media/gallery/0f1e2d3c4b5a69788796a5b4c3d2e1f0-1600w.webp"

PDF_MESSAGE = (
    "Media upload 1: url must be a PDF on this site (an address starting with /media/documents/)"
)
IMAGE_MESSAGE = (
    "Media upload 1: url must be a picture on this site (an address starting with /media/)"
)
VIDEO_MESSAGE = "Media upload 1: a video cannot have a url: add it as a link instead"


def post(client, uploads):
    return client.post(URL, {**VALID_ENTRY, "mediaUploads": uploads}, format="json")


def test_files_on_this_site_are_kept_with_their_address(owner_client):
    uploads = [
        {"type": "pdf", "title": " Worked examples ", "url": PDF},
        {"type": "image", "title": "Mind map", "url": PICTURE},
        {"type": "image", "title": "Demo picture", "url": "/media/demo/volcano-960w.webp"},
        {"type": "video", "title": "Lab demo"},  # an item without a file, as before
    ]

    response = post(owner_client, uploads)

    assert response.status_code == 201, response.content
    stored = [
        {"type": "pdf", "title": "Worked examples", "url": PDF},
        {"type": "image", "title": "Mind map", "url": PICTURE},
        {"type": "image", "title": "Demo picture", "url": "/media/demo/volcano-960w.webp"},
        {"type": "video", "title": "Lab demo"},
    ]
    assert response.json()["mediaUploads"] == stored
    assert GcseJournalEntry.objects.get().media_uploads == stored


def test_a_copied_full_address_of_this_site_is_stored_as_its_path(owner_client, settings):
    settings.SITE_URL = "https://alex.example"

    response = post(
        owner_client, [{"type": "pdf", "title": "Notes", "url": f"https://alex.example{PDF}"}]
    )

    assert response.status_code == 201, response.content
    assert response.json()["mediaUploads"][0]["url"] == PDF


def test_a_blank_url_is_a_title_only_item(owner_client):
    response = post(owner_client, [{"type": "pdf", "title": "Notes", "url": "  "}])

    assert response.json()["mediaUploads"] == [{"type": "pdf", "title": "Notes"}]


def test_an_address_in_the_media_bucket_is_accepted(owner_client, settings):
    settings.MEDIA_ORIGIN = "https://cdn.alex.example"

    response = post(
        owner_client,
        [
            {"type": "pdf", "title": "Notes", "url": "https://cdn.alex.example/documents/a1.pdf"},
            {
                "type": "pdf",
                "title": "Path style",
                "url": "https://cdn.alex.example/b/documents/a.pdf",
            },
        ],
    )

    assert response.status_code == 201, response.content


@pytest.mark.parametrize(
    ("upload", "message"),
    [
        ({"type": "pdf", "url": "https://evil.example/x.pdf"}, PDF_MESSAGE),
        ({"type": "pdf", "url": "http://evil.example/media/documents/x.pdf"}, PDF_MESSAGE),
        ({"type": "pdf", "url": "//evil.example/media/documents/x.pdf"}, PDF_MESSAGE),
        ({"type": "pdf", "url": "javascript:alert(1)"}, PDF_MESSAGE),
        ({"type": "pdf", "url": "data:application/pdf;base64,JVBERi0="}, PDF_MESSAGE),
        ({"type": "pdf", "url": "/static/docs/x.pdf"}, PDF_MESSAGE),
        ({"type": "pdf", "url": "/media/documents/../../etc/passwd.pdf"}, PDF_MESSAGE),
        ({"type": "pdf", "url": "/media/documents/./x.pdf"}, PDF_MESSAGE),
        ({"type": "pdf", "url": "/media/documents/..%2Fx.pdf"}, PDF_MESSAGE),
        ({"type": "pdf", "url": "/media/documents\\x.pdf"}, PDF_MESSAGE),
        ({"type": "pdf", "url": "/media/documents/x.pdf?download=1"}, PDF_MESSAGE),
        ({"type": "pdf", "url": '/media/documents/x.pdf" onload="alert(1)'}, PDF_MESSAGE),
        ({"type": "pdf", "url": "/media/gallery/x.pdf"}, PDF_MESSAGE),
        ({"type": "pdf", "url": "/media/documents/x.html"}, PDF_MESSAGE),
        ({"type": "pdf", "url": PICTURE}, PDF_MESSAGE),
        ({"type": "image", "url": PDF}, IMAGE_MESSAGE),
        ({"type": "image", "url": "https://evil.example/x.webp"}, IMAGE_MESSAGE),
        ({"type": "image", "url": "/static/img/photo-placeholder.svg"}, IMAGE_MESSAGE),
        ({"type": "image", "url": "/media/gallery/x.svg"}, IMAGE_MESSAGE),
        ({"type": "image", "url": "/media/../gallery/x.webp"}, IMAGE_MESSAGE),
        ({"type": "video", "url": "https://video.example/watch"}, VIDEO_MESSAGE),
        ({"type": "pdf", "url": 5}, "Media upload 1: url must be text"),
        ({"type": "pdf", "url": "/media/documents/" + "a" * 500 + ".pdf"}, None),
    ],
    ids=lambda value: value if isinstance(value, str) and len(value) < 40 else None,
)
def test_an_address_that_is_not_a_file_of_this_site_is_refused(owner_client, upload, message):
    response = post(owner_client, [{"title": "Notes", **upload}])

    assert response.status_code == 400
    expected = message or "Media upload 1: url must be at most 500 characters"
    assert response.json() == {"mediaUploads": [expected]}
    assert not GcseJournalEntry.objects.exists()


def test_an_update_with_a_bad_address_changes_nothing(owner_client):
    uploads = [{"type": "pdf", "title": "Notes", "url": PDF}]
    entry = GcseJournalEntryFactory(media_uploads=uploads)

    response = owner_client.patch(
        f"{URL}/{entry.id}",
        {"mediaUploads": [{"type": "pdf", "title": "Notes", "url": "https://evil.example/x.pdf"}]},
        format="json",
    )

    assert response.status_code == 400
    entry.refresh_from_db()
    assert entry.media_uploads == uploads


def test_visitors_see_a_published_entrys_files_and_links(api_client):
    entry = GcseJournalEntryFactory(
        is_published=True,
        media_uploads=[{"type": "pdf", "title": "Notes", "url": PDF}],
        links=[{"type": "other", "title": "BBC Bitesize", "url": "https://www.bbc.co.uk/bitesize"}],
    )

    body = api_client.get(f"{URL}/{entry.slug}").json()

    assert body["mediaUploads"] == [{"type": "pdf", "title": "Notes", "url": PDF}]
    assert body["links"][0]["url"] == "https://www.bbc.co.uk/bitesize"


def test_visitors_never_see_a_drafts_files(api_client):
    GcseJournalEntryFactory(
        is_published=False, media_uploads=[{"type": "pdf", "title": "Notes", "url": PDF}]
    )

    body = api_client.get(URL).json()

    assert PDF not in str(body)


@pytest.mark.parametrize(
    "url",
    ["javascript:alert(1)", "ftp://example.com/x", "/media/documents/x.pdf", "mailto:a@b.c"],
)
def test_links_are_http_or_https_only(owner_client, url):
    response = owner_client.post(
        URL, {**VALID_ENTRY, "links": [{"title": "x", "url": url}]}, format="json"
    )

    assert response.status_code == 400
    assert response.json() == {"links": ["Link 1: url must be an http or https address"]}
    assert not GcseJournalEntry.objects.exists()


def test_a_picture_an_entry_shows_is_kept_when_its_gallery_photo_is_deleted(
    owner_client, django_capture_on_commit_callbacks
):
    item = uploaded_item(width=1200, height=800)
    files = set(item.file_names)
    GcseJournalEntryFactory(
        media_uploads=[{"type": "image", "title": "Mind map", "url": item_image_url(item)}]
    )

    with django_capture_on_commit_callbacks(execute=True):
        assert owner_client.delete(f"/api/gallery-items/{item.id}").status_code == 204

    assert gallery_files() == files
