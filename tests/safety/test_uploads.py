"""The personal-data check on uploads (issue 16): a photo's GPS position and metadata texts are
named before the pipeline strips them; the title, caption and file name are checked; a published
upload whose title or caption holds personal data waits for the owner's confirmation."""

import io

from django.core.files.storage import default_storage
from PIL import Image

from apps.core.safety.image_metadata import GPS_REASON, metadata_warnings
from apps.gallery.models import GalleryItem
from tests.core.factories import SiteProfileFactory
from tests.documents import pdfs
from tests.gallery import pictures


def _gallery(client, data, name="photo.jpg", **fields):
    form = {"title": "Sports day", "caption": "Relay team", **fields}
    return pictures.post_upload(client, data, name, "image/jpeg", **form)


def _jpeg_with_gps_and_artist() -> bytes:
    exif = Image.Exif()
    exif[0x013B] = "Alex Pemberton"  # Artist
    exif[0x010E] = "Our garden"  # ImageDescription
    exif.get_ifd(pictures.GPS_IFD).update(
        {1: "N", 2: (51.0, 30.0, 26.0), 3: "W", 4: (0.0, 7.0, 39.0)}
    )
    return pictures.encode(pictures.picture(80, 60), "JPEG", exif=exif)


def test_a_photo_s_gps_position_and_texts_are_named_and_never_stored(owner_client):
    SiteProfileFactory(sensitive_words=["Pemberton"])

    response = _gallery(owner_client, _jpeg_with_gps_and_artist())

    assert response.status_code == 201, response.content
    warnings = response.json()["warnings"]
    assert warnings[0] == {
        "field": "image",
        "text": "51.50722, -0.12750",
        "kind": "gps",
        "reason": GPS_REASON,
    }
    assert [(w["kind"], w["text"]) for w in warnings[1:]] == [
        ("metadata", "Our garden"),
        ("sensitive_word", "Pemberton"),
    ]
    assert "in the photo's artist" in warnings[2]["reason"]
    # The stored copy carries none of it.
    item = GalleryItem.objects.get()
    for variant in item.variants:
        with default_storage.open(variant["name"]) as stored:
            image = Image.open(io.BytesIO(stored.read()))
        assert not image.getexif()
    # Nothing of the warnings is kept with the row.
    assert "Pemberton" not in str(GalleryItem.objects.values().get())


def test_a_phone_photo_s_metadata_is_named(owner_client):
    response = _gallery(owner_client, pictures.jpeg_with_everything_private())

    assert response.status_code == 201, response.content
    kinds = [(w["kind"], w["text"]) for w in response.json()["warnings"]]
    assert kinds[0] == ("gps", "51.50722, -0.12750")
    assert ("metadata", "my school") in kinds


def test_a_photo_without_metadata_has_no_warnings(owner_client):
    response = _gallery(owner_client, pictures.jpeg())

    assert response.status_code == 201, response.content
    assert response.json()["warnings"] == []


def test_a_published_upload_with_a_phone_number_in_its_caption_waits_for_confirmation(
    owner_client,
):
    refused = _gallery(owner_client, pictures.jpeg(), caption="Ring 07700 900123")

    assert refused.status_code == 409, refused.content
    assert refused.json()["needsConfirmation"] is True
    assert refused.json()["warnings"][0]["field"] == "caption"
    assert GalleryItem.objects.count() == 0

    confirmed = _gallery(
        owner_client, pictures.jpeg(), caption="Ring 07700 900123", confirmPersonalData="true"
    )
    assert confirmed.status_code == 201, confirmed.content
    assert GalleryItem.objects.get().is_published is True


def test_a_draft_upload_is_saved_with_its_warnings(owner_client):
    response = _gallery(owner_client, pictures.jpeg(), caption="SW1A 1AA", isPublished="false")

    assert response.status_code == 201, response.content
    assert [w["kind"] for w in response.json()["warnings"]] == ["postcode"]


def test_the_file_name_is_checked_but_never_asks_for_confirmation(owner_client):
    SiteProfileFactory(sensitive_words=["Pemberton"])

    response = _gallery(owner_client, pictures.jpeg(), name="alex-pemberton-07700900123.jpg")

    assert response.status_code == 201, response.content
    assert [(w["field"], w["kind"]) for w in response.json()["warnings"]] == [
        ("fileName", "sensitive_word"),
    ]


def test_a_bad_confirmation_value_on_an_upload_is_a_400(owner_client):
    response = _gallery(owner_client, pictures.jpeg(), confirmPersonalData="perhaps")

    assert response.status_code == 400
    assert response.json()["confirmPersonalData"] == ["confirmPersonalData must be true or false"]
    assert GalleryItem.objects.count() == 0


def test_unreadable_metadata_is_no_warning():
    assert metadata_warnings(b"not a picture", sensitive_words=[]) == []


def test_a_document_s_title_and_file_name_are_checked(owner_client):
    SiteProfileFactory(sensitive_words=["Pemberton"])

    from_name = pdfs.post_upload(owner_client, pdfs.simple_pdf(), name="Pemberton report.pdf")
    titled = pdfs.post_upload(
        owner_client, pdfs.simple_pdf(), name="pemberton.pdf", title="Call 07700 900123"
    )

    assert from_name.status_code == 201, from_name.content
    assert [(w["field"], w["text"]) for w in from_name.json()["warnings"]] == [
        ("title", "Pemberton")
    ]
    assert [(w["field"], w["kind"]) for w in titled.json()["warnings"]] == [
        ("title", "phone"),
        ("fileName", "sensitive_word"),
    ]
