"""The CV (apps/cv): /cv, /cv.pdf and /cv.json show what is published or marked public only,
under the public name, in the owner's order; the PDF is kept until a row it draws from
changes; the owner's endpoints refuse everyone else."""

import io
import json
from datetime import date
from pathlib import Path

import jsonschema
import pypdf
import pytest
from django.core.cache import cache

from apps.core.models import SiteProfile
from apps.cv import pdf as cv_pdf
from apps.cv.models import SECTIONS, CvSettings
from apps.record.services import grade_update
from tests.core.factories import SiteProfileFactory
from tests.media.factories import MediaItemFactory
from tests.record.factories import gcse_maths, grade, log_entry
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory

pytestmark = pytest.mark.django_db

SCHEMA = Path(__file__).resolve().parents[2] / "node_modules/@jsonresume/schema/schema.json"
ADMIN = "/api/admin/cv"
ADMIN_PDF = "/api/admin/cv.pdf"


@pytest.fixture(autouse=True)
def _fresh_cache():
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def record(db):
    """GCSE Mathematics with a private target, mocks and prediction (8, 6, 7, 8) and an achieved
    9 marked public; a private achieved grade of another subject; published and draft rows of
    every other kind the CV reads."""
    SiteProfileFactory(name="Ada Lovelace-Example", email="ada@example.com", headline="")
    maths = gcse_maths(series="June 2027")
    grade(maths, "target", "8")
    grade(maths, "mock", "6", date=date(2026, 11, 20))
    grade(maths, "mock", "7", date=date(2027, 3, 12))
    grade(maths, "predicted", "8")
    grade(maths, "achieved", "9", date=date(2027, 8, 20), is_public=True)
    physics = gcse_maths(subject="Physics")
    grade(physics, "achieved", "4", date=date(2027, 8, 20))
    AchievementFactory(
        title="Gold in the Junior Maths Challenge", issuer="UKMT", certificate_url="/media/c.pdf"
    )
    AchievementFactory(title="Hidden draft award", is_published=False)
    ProjectFactory(title="Revision Buddy", technologies=["Django", "React"])
    ProjectFactory(title="Secret draft project", is_published=False)
    log_entry(
        title="Beach clean-up", kind="volunteering", organisation="Surfers", is_published=True
    )
    log_entry(title="Draft log entry", kind="volunteering", is_published=False)
    MediaItemFactory(title="Why our school went plastic-free")
    MediaItemFactory(title="Unpublished interview", is_published=False)
    MemeFactory(caption="A meme never on a CV")
    return maths


def _pdf_text(body: bytes) -> str:
    reader = pypdf.PdfReader(io.BytesIO(body))
    return "\n".join(page.extract_text() for page in reader.pages)


PRIVATE = [
    *("Hidden draft award", "Secret draft project", "Draft log entry", "Unpublished interview"),
    *("A meme never on a CV", "Physics", "ada@example.com"),
]


def _drawn_cv(client) -> str:
    """The CV the server draws in /cv's HTML (its first screen; the site's head and first
    data are every page's)."""
    html = client.get("/cv").content.decode()
    return html[html.index("data-cv>") : html.index("</main>")]


def _grades_shown(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip().startswith("Grade ")]


def test_the_page_shows_the_public_grade_and_published_rows_only(client, record):
    html = _drawn_cv(client)

    assert "Mathematics" in html
    assert "Grade 9" in html
    for text in PRIVATE:
        assert text not in html, text
    assert "Gold in the Junior Maths Challenge" in html
    assert "Revision Buddy" in html
    assert "Beach clean-up" in html
    assert "Why our school went plastic-free" in html
    # the contact form's address, never the e-mail
    assert 'href="http://testserver/contact"' in html


def test_the_api_document_has_no_private_grade(client, record):
    document = client.get("/api/cv").json()
    education = next(s for s in document["sections"] if s["key"] == "education")
    assert [(i["title"], i["grade"]) for i in education["items"]] == [("Mathematics", "9")]
    body = json.dumps(document)
    for value in ('"grade": "6"', '"grade": "7"', '"grade": "8"', "Physics"):
        assert value not in body
    assert "email" not in document


def test_the_pdf_shows_mathematics_with_9_and_nothing_private(client, record):
    response = client.get("/cv.pdf")

    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    text = _pdf_text(response.content)
    assert "Mathematics" in text
    assert _grades_shown(text) == ["Grade 9"]
    for private in PRIVATE:
        assert private not in text, private
    assert "/contact" in text
    assert len(pypdf.PdfReader(io.BytesIO(response.content)).pages) <= 2


def test_a_private_grade_never_appears_until_the_owner_marks_it_public(client, record):
    grade_update(instance=record.grades.get(kind="achieved"), data={"is_public": False})

    assert "Mathematics" not in _drawn_cv(client)
    assert "Mathematics" not in _pdf_text(client.get("/cv.pdf").content)
    assert "Mathematics" not in client.get("/cv.json").content.decode()


def test_cv_json_is_a_json_resume_of_public_rows(client, record):
    response = client.get("/cv.json")

    assert response.status_code == 200
    resume = response.json()
    jsonschema.validate(resume, json.loads(SCHEMA.read_text()))
    assert resume["education"] == [
        {"institution": "AQA", "area": "Mathematics", "studyType": "GCSE",
         "endDate": "2027-08-20", "score": "9"}
    ]  # fmt: skip
    assert [a["title"] for a in resume["awards"]] == ["Gold in the Junior Maths Challenge"]
    assert resume["certificates"][0]["url"].endswith("/media/c.pdf")
    assert [p["name"] for p in resume["projects"]] == ["Revision Buddy"]
    assert resume["volunteer"] == [
        {"organization": "Surfers", "position": "Beach clean-up", "startDate": "2026-03-01"}
    ]
    assert resume["skills"] == [{"name": "Technologies", "keywords": ["Django", "React"]}]
    assert resume["basics"]["url"].endswith("/contact")
    body = response.content.decode()
    for private in PRIVATE:
        assert private not in body, private
    assert '"score": "8"' not in body
    assert '"score": "6"' not in body


def test_the_jsonresume_schema_refuses_a_broken_resume():
    """The schema really is checked: a date off its pattern fails (the test above would pass
    with a schema that checks nothing otherwise)."""
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(
            {"awards": [{"title": "x", "date": "last spring"}]}, json.loads(SCHEMA.read_text())
        )


# --- pseudonym mode -------------------------------------------------------------------------


def test_pseudonym_mode_names_the_page_the_pdf_and_the_json(client, record):
    profile = SiteProfile.objects.get()
    profile.pseudonym_mode, profile.pseudonym = True, "Ada L."
    profile.save()

    html = client.get("/cv").content.decode()
    assert "Ada L." in _drawn_cv(client)
    assert "Lovelace" not in html
    response = client.get("/cv.pdf")
    reader = pypdf.PdfReader(io.BytesIO(response.content))
    properties = {key: str(value) for key, value in (reader.metadata or {}).items()}
    assert properties["/Author"] == "Ada L."
    assert "Ada L." in properties["/Title"]
    assert set(properties) <= {"/Author", "/Title", "/Producer", "/Creator"}
    assert not any("Lovelace" in value for value in properties.values())
    assert "Lovelace" not in _pdf_text(response.content)
    resume = client.get("/cv.json").json()
    assert resume["basics"]["name"] == "Ada L."
    assert "Lovelace" not in json.dumps(resume)


# --- the owner's order ----------------------------------------------------------------------


def _order(owner_client, keys, hidden=()):
    return owner_client.put(
        ADMIN,
        {"sections": [{"key": key, "shown": key not in hidden} for key in keys]},
        format="json",
    )


def test_the_owner_orders_and_hides_sections(client, owner_client, record):
    keys = ["projects", "education", "appearances", "activities", "awards"]
    response = _order(owner_client, keys, hidden={"appearances"})

    assert response.status_code == 200, response.json()
    assert [s["key"] for s in response.json()["sections"]] == keys
    assert response["Cache-Control"] == "private, no-store"
    shown = [s["key"] for s in client.get("/api/cv").json()["sections"]]
    assert shown == ["projects", "education", "activities", "awards"]
    html = _drawn_cv(client)
    assert html.index('id="cv-projects"') < html.index('id="cv-education"')
    assert "Why our school went plastic-free" not in html
    assert "publications" not in client.get("/cv.json").json()
    assert owner_client.get(ADMIN).json()["sections"][2] == {
        "key": "appearances", "title": SECTIONS["appearances"], "shown": False
    }  # fmt: skip


@pytest.mark.parametrize(
    "sections",
    [
        [{"key": "education", "shown": True}],  # not every section
        [{"key": key, "shown": True} for key in [*SECTIONS, "education"]],  # one twice
        [{"key": "memes", "shown": True}, *({"key": k, "shown": True} for k in SECTIONS)],
        "education",
        [{"key": "education"}],
    ],
    ids=["missing", "twice", "unknown", "not-a-list", "no-shown"],
)
def test_a_bad_order_is_refused_and_nothing_stored(owner_client, sections):
    response = owner_client.put(ADMIN, {"sections": sections}, format="json")

    assert response.status_code == 400
    assert "sections" in response.json()
    assert not CvSettings.objects.exists()


@pytest.mark.parametrize(
    ("method", "path"), [("get", ADMIN), ("put", ADMIN), ("get", f"{ADMIN_PDF}?email=a@b.org")]
)
def test_the_owner_endpoints_refuse_visitors(not_the_owner, method, path):
    client, status = not_the_owner
    response = getattr(client, method)(path, {"sections": []}, format="json")

    assert response.status_code == status
    assert not CvSettings.objects.exists()


# --- the PDF's cache ------------------------------------------------------------------------


def test_the_second_pdf_comes_from_the_cache_until_the_record_changes(client, record, monkeypatch):
    drawn = []
    real = cv_pdf.render_pdf
    monkeypatch.setattr(cv_pdf, "render_pdf", lambda doc: drawn.append(doc) or real(doc))

    first = client.get("/cv.pdf")
    second = client.get("/cv.pdf")
    assert (first["X-Cache"], second["X-Cache"]) == ("miss", "hit")
    assert first.content == second.content
    assert len(drawn) == 1
    assert client.get("/cv.pdf", HTTP_IF_NONE_MATCH=second["ETag"]).status_code == 304

    grade(gcse_maths(subject="Biology"), "achieved", "7", is_public=True)
    third = client.get("/cv.pdf")
    assert third["X-Cache"] == "miss"
    assert len(drawn) == 2
    assert "Biology" in _pdf_text(third.content)
    assert third["ETag"] != second["ETag"]


def test_a_change_to_the_sections_draws_a_new_pdf(client, owner_client, record):
    client.get("/cv.pdf")
    _order(owner_client, list(SECTIONS), hidden={"education"})

    response = client.get("/cv.pdf")
    assert response["X-Cache"] == "miss"
    assert "Mathematics" not in _pdf_text(response.content)


# --- the owner's private PDF ----------------------------------------------------------------


def test_the_owner_downloads_a_private_pdf_with_the_chosen_email(client, owner_client, record):
    response = owner_client.get(ADMIN_PDF, {"email": "ada.cv@example.org"})

    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    assert "no-store" in response["Cache-Control"]
    assert "attachment" in response["Content-Disposition"]
    assert "ada.cv@example.org" in _pdf_text(response.content)
    # the public PDF never has it, and the private one was never kept for visitors
    assert "ada.cv@example.org" not in _pdf_text(client.get("/cv.pdf").content)


@pytest.mark.parametrize("email", ["", "not-an-address", "a@b", "x" * 250 + "@example.com"])
def test_a_private_pdf_needs_a_valid_email(owner_client, record, email):
    response = owner_client.get(ADMIN_PDF, {"email": email})

    assert response.status_code == 400
    assert response.json() == {"email": ["Enter a valid email address"]}


def test_the_cv_files_answer_reads_only(client, record):
    for path in ("/cv.pdf", "/cv.json"):
        assert client.post(path).status_code == 405


def test_the_cv_is_in_the_sitemap(client, record):
    body = client.get("/sitemap-pages.xml").content.decode()
    assert "/cv</loc>" in body


def test_an_empty_site_has_a_cv_too(client):
    assert client.get("/cv").status_code == 200
    response = client.get("/cv.pdf")
    assert response.status_code == 200
    assert "Nothing is published here yet." in _pdf_text(response.content)
    jsonschema.validate(client.get("/cv.json").json(), json.loads(SCHEMA.read_text()))


def test_a_full_record_still_prints_on_at_most_two_pages(client):
    """Every section full (more rows than it lists, long texts): the PDF stays one or two A4
    pages."""
    SiteProfileFactory()
    long = "A long description of what was done and why it mattered to me. " * 12
    for number in range(10):
        grade(gcse_maths(subject=f"Subject {number}"), "achieved", "8", is_public=True)
        AchievementFactory(title=f"Award {number}", description=long)
        ProjectFactory(title=f"Project {number}", description=long)
        log_entry(title=f"Entry {number}", kind="course", is_published=True)
        MediaItemFactory(title=f"Article {number}", description=long)

    body = client.get("/cv.pdf").content
    reader = pypdf.PdfReader(io.BytesIO(body))
    assert len(reader.pages) <= 2
    text = _pdf_text(client.get("/cv.pdf").content)
    assert "Award 0" in text or "Award 9" in text
