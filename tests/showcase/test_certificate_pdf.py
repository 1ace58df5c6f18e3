"""An achievement's certificate as a PDF (issue 14): only a PDF the documents pipeline stored on
this site may be named; it is in use while an achievement shows it."""

import pytest

from apps.core.media_references import files_unused
from apps.core.validators import DOCUMENT_URL_MESSAGE
from apps.showcase.models import Achievement
from tests.documents.factories import uploaded_document
from tests.showcase.factories import VALID_ACHIEVEMENT, AchievementFactory

URL = "/api/achievements"


def test_the_owner_attaches_an_uploaded_pdf_and_visitors_read_its_address(owner_client, api_client):
    document = uploaded_document(title="Gold certificate")
    body = {**VALID_ACHIEVEMENT, "certificateUrl": document.file.url}
    response = owner_client.post(URL, body, format="json")
    assert response.status_code == 201, response.json()
    assert response.json()["certificateUrl"] == document.file.url

    listed = api_client.get(URL).json()
    assert [row["certificateUrl"] for row in listed] == [document.file.url]


def test_a_copied_full_address_of_the_site_is_kept_as_its_path(owner_client, settings):
    settings.SITE_URL = "https://ada.example"
    settings.ALLOWED_HOSTS = ["testserver", "ada.example"]
    path = "/media/documents/0f3c2a9d8e7b4c1a9f0e1d2c3b4a5968.pdf"
    body = {**VALID_ACHIEVEMENT, "certificateUrl": f"https://ada.example{path}"}
    response = owner_client.post(URL, body, format="json")
    assert response.status_code == 201, response.json()
    assert Achievement.objects.get().certificate_url == path


@pytest.mark.parametrize(
    "address",
    [
        "https://elsewhere.example/certificate.pdf",
        "javascript:alert(1)",
        "/media/gallery/photo.webp",
        "/media/documents/notes.html",
        "/media/documents/../secret.pdf",
        "/media/documents/a.pdf?download=1",
        "/static/docs/owner-guide.pdf",
        "data:application/pdf;base64,JVBERi0=",
    ],
)
def test_anything_but_a_stored_pdf_is_refused_and_nothing_changes(owner_client, address):
    achievement = AchievementFactory()
    response = owner_client.patch(
        f"{URL}/{achievement.id}", {"certificateUrl": address, "title": "Changed"}, format="json"
    )
    assert response.status_code == 400
    assert response.json() == {"certificateUrl": [DOCUMENT_URL_MESSAGE]}
    title = achievement.title
    achievement.refresh_from_db()
    assert (achievement.certificate_url, achievement.title) == ("", title)


def test_the_certificate_may_be_removed_again(owner_client):
    achievement = AchievementFactory(
        certificate_url="/media/documents/0f3c2a9d8e7b4c1a9f0e1d2c3b4a5968.pdf"
    )
    response = owner_client.patch(f"{URL}/{achievement.id}", {"certificateUrl": ""}, format="json")
    assert response.status_code == 200
    achievement.refresh_from_db()
    assert achievement.certificate_url == ""


@pytest.mark.django_db
def test_a_pdf_an_achievement_shows_is_in_use():
    document = uploaded_document()
    name = document.file.name
    assert files_unused([name]) == [name]
    AchievementFactory(certificate_url=document.file.url)
    assert files_unused([name]) == []
