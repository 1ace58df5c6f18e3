"""The record's API: the owner's qualifications and grades (/api/admin/record/...), and what a
visitor may read of them (/api/record): only grades marked public."""

import pytest

from apps.record.models import Grade, Qualification
from tests.record.factories import gcse_maths, grade

pytestmark = pytest.mark.django_db

QUALIFICATIONS = "/api/admin/record/qualifications"
GRADES = "/api/admin/record/grades"
PUBLIC = "/api/record"
MATHS = {"subject": "Mathematics", "type": "gcse", "board": "aqa", "tier": "higher"}


# --- who may call -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("get", QUALIFICATIONS),
        ("post", QUALIFICATIONS),
        ("get", GRADES),
        ("post", GRADES),
        ("get", f"{QUALIFICATIONS}/{{q}}"),
        ("patch", f"{QUALIFICATIONS}/{{q}}"),
        ("delete", f"{QUALIFICATIONS}/{{q}}"),
        ("get", f"{GRADES}/{{g}}"),
        ("patch", f"{GRADES}/{{g}}"),
        ("delete", f"{GRADES}/{{g}}"),
    ],
)
def test_only_the_owner_reads_or_writes_the_record(not_the_owner, method, path):
    client, status = not_the_owner
    maths = gcse_maths()
    target = grade(maths)

    response = getattr(client, method)(
        path.format(q=maths.id, g=target.id), {"value": "9"}, format="json"
    )

    assert response.status_code == status
    assert Grade.objects.get().value == "8"
    assert Qualification.objects.count() == 1


# --- the owner's qualifications and grades --------------------------------------------------


def test_the_owner_adds_a_qualification_and_its_grades(owner_client):
    made = owner_client.post(QUALIFICATIONS, {**MATHS, "series": "June 2027"}, format="json")
    assert made.status_code == 201, made.json()
    maths = made.json()
    assert maths["boardName"] == "AQA"
    assert maths["warnings"] == []

    for payload in (
        {"kind": "target", "value": "8"},
        {"kind": "mock", "value": "6", "date": "2026-11-20"},
        {"kind": "mock", "value": "7", "date": "2027-03-12"},
        {"kind": "predicted", "value": "8"},
    ):
        answer = owner_client.post(GRADES, {"qualification": maths["id"], **payload}, format="json")
        assert answer.status_code == 201, answer.json()
        assert answer.json()["isPublic"] is False

    listed = owner_client.get(QUALIFICATIONS).json()
    assert [g["kind"] for g in listed[0]["grades"]] == ["target", "mock", "mock", "predicted"]
    assert [g["value"] for g in listed[0]["grades"]] == ["8", "6", "7", "8"]
    assert listed[0]["series"] == "June 2027"
    only = owner_client.get(GRADES, {"qualification": maths["id"]}).json()
    assert len(only) == 4
    assert owner_client.get(QUALIFICATIONS).headers["Cache-Control"] == "private, no-store"


def test_the_owner_changes_and_deletes_a_grade(owner_client):
    target = grade(gcse_maths())

    changed = owner_client.patch(f"{GRADES}/{target.id}", {"value": "9"}, format="json")
    assert changed.status_code == 200, changed.json()
    assert changed.json()["value"] == "9"

    assert owner_client.delete(f"{GRADES}/{target.id}").status_code == 204
    assert not Grade.objects.exists()


def test_deleting_a_qualification_deletes_its_grades(owner_client):
    maths = gcse_maths()
    grade(maths)

    assert owner_client.delete(f"{QUALIFICATIONS}/{maths.id}").status_code == 204
    assert not Grade.objects.exists()


@pytest.mark.parametrize(
    ("payload", "errors"),
    [
        (
            {"kind": "target", "value": "A*"},
            {"value": ["Grade must be one of 9, 8, 7, 6, 5, 4, 3, 2, 1 or U for a GCSE"]},
        ),
        ({"kind": "target", "value": "10"}, {"value": [pytest.approx]}),
        ({"kind": "mock", "value": "6"}, {"date": ["Date is required for a mock"]}),
        ({"kind": "target", "value": ""}, {"value": ["Grade is required"]}),
        ({"kind": "target"}, {"value": ["Grade is required"]}),
        (
            {"kind": "guess", "value": "6"},
            {"kind": ["Kind must be one of target, mock, predicted, achieved"]},
        ),
        ({"kind": "target", "value": ["6"]}, {"value": [pytest.approx]}),
        ({"kind": "mock", "value": "6", "date": "1066-10-14"}, {"date": [pytest.approx]}),
        ({"kind": "target", "value": "6", "isPublic": "maybe"}, {"isPublic": [pytest.approx]}),
    ],
)
def test_a_bad_grade_is_a_400_with_its_message_and_nothing_is_stored(owner_client, payload, errors):
    maths = gcse_maths()

    response = owner_client.post(GRADES, {"qualification": str(maths.id), **payload}, format="json")

    assert response.status_code == 400
    body = response.json()
    assert set(body) == set(errors)
    for field, messages in errors.items():
        if messages != [pytest.approx]:
            assert body[field] == messages
    assert not Grade.objects.exists()


def test_a_grade_of_no_qualification_is_refused(owner_client):
    for qualification in ("", "not-an-id", "6f1c1bd4-3b4b-4a39-9d0c-4c2a1d1f6a1e"):
        response = owner_client.post(
            GRADES, {"qualification": qualification, "kind": "target", "value": "6"}, format="json"
        )
        assert response.status_code == 400
        assert list(response.json()) == ["qualification"]
    assert owner_client.get(GRADES, {"qualification": "nope"}).status_code == 400


def test_a_changed_grade_is_checked_against_its_scale(owner_client):
    target = grade(gcse_maths())

    response = owner_client.patch(f"{GRADES}/{target.id}", {"value": "B"}, format="json")

    assert response.status_code == 400
    assert response.json() == {
        "value": ["Grade must be one of 9, 8, 7, 6, 5, 4, 3, 2, 1 or U for a GCSE"]
    }
    target.refresh_from_db()
    assert target.value == "8"


@pytest.mark.parametrize(
    ("payload", "errors"),
    [
        ({**MATHS, "subject": " "}, {"subject": ["Subject is required"]}),
        ({**MATHS, "type": "degree"}, {"type": [pytest.approx]}),
        ({**MATHS, "board": ""}, {"board": ["Exam board is required"]}),
        (
            {**MATHS, "board": "other"},
            {"otherBoard": ["Other board is required when the exam board is Other"]},
        ),
        (
            {**MATHS, "type": "a-level"},
            {"tier": ["Tier applies only to a GCSE or an IGCSE"]},
        ),
        ({**MATHS, "tier": "middle"}, {"tier": ["Tier must be one of foundation, higher"]}),
        (
            {**MATHS, "type": "btec", "tier": "", "letterGrades": True},
            {"letterGrades": ["Letter grades apply only to a GCSE or an IGCSE"]},
        ),
    ],
)
def test_a_bad_qualification_is_a_400_and_nothing_is_stored(owner_client, payload, errors):
    response = owner_client.post(QUALIFICATIONS, payload, format="json")

    assert response.status_code == 400
    body = response.json()
    assert set(body) == set(errors)
    for field, messages in errors.items():
        if messages != [pytest.approx]:
            assert body[field] == messages
    assert not Qualification.objects.exists()


def test_a_change_of_type_that_leaves_a_grade_off_its_scale_is_a_400(owner_client):
    maths = gcse_maths()
    grade(maths, value="7")

    response = owner_client.patch(
        f"{QUALIFICATIONS}/{maths.id}", {"type": "a-level", "tier": ""}, format="json"
    )

    assert response.status_code == 400
    assert response.json()["type"][0].startswith("Its grade 7 does not fit: Grade must be one")
    maths.refresh_from_db()
    assert maths.type == "gcse"


def test_a_qualification_s_texts_get_the_personal_data_check(owner_client):
    response = owner_client.post(
        QUALIFICATIONS, {**MATHS, "series": "June 2027, call 07700 900123"}, format="json"
    )

    assert response.status_code == 201
    assert [w["field"] for w in response.json()["warnings"]] == ["series"]


def test_marking_a_grade_public_with_personal_data_in_its_qualification_asks_first(owner_client):
    maths = gcse_maths(series="June 2027, call 07700 900123")
    target = grade(maths)
    url = f"{GRADES}/{target.id}"

    refused = owner_client.patch(url, {"isPublic": True}, format="json")
    assert refused.status_code == 409
    assert refused.json()["needsConfirmation"] is True
    target.refresh_from_db()
    assert target.is_public is False
    kept_private = owner_client.patch(url, {"value": "9"}, format="json")
    assert kept_private.status_code == 200
    assert kept_private.json()["warnings"] == []

    confirmed = owner_client.patch(
        url, {"isPublic": True, "confirmPersonalData": True}, format="json"
    )
    assert confirmed.status_code == 200
    assert [w["field"] for w in confirmed.json()["warnings"]] == ["series"]
    assert owner_client.patch(url, {"value": "8"}, format="json").status_code == 200  # warned


def test_a_new_public_grade_is_checked_too(owner_client):
    maths = gcse_maths(subject="Mathematics with Mr Smith at 12 High Street")
    payload = {"qualification": str(maths.id), "kind": "target", "value": "8", "isPublic": True}

    assert owner_client.post(GRADES, payload, format="json").status_code == 409
    assert not Grade.objects.exists()
    assert (
        owner_client.post(GRADES, {**payload, "isPublic": False}, format="json").status_code == 201
    )


# --- what a visitor reads -------------------------------------------------------------------


def _record_with_private_grades():
    maths = gcse_maths(subject="Mathematics")
    grade(maths, kind="target", value="8")
    grade(maths, kind="mock", value="6", date="2026-11-20")
    grade(maths, kind="mock", value="7", date="2027-03-12")
    grade(maths, kind="predicted", value="8")
    hidden = gcse_maths(subject="Astronomy")
    grade(hidden, kind="achieved", value="9", date="2027-08-20")  # achieved, but not public
    return maths


def test_no_grade_leaves_the_panel_until_it_is_marked_public(api_client, owner_client):
    maths = _record_with_private_grades()

    assert api_client.get(PUBLIC).json() == []

    achieved = owner_client.post(
        GRADES,
        {"qualification": str(maths.id), "kind": "achieved", "value": "9", "date": "2027-08-20"},
        format="json",
    ).json()
    assert api_client.get(PUBLIC).json() == []  # achieved, still private
    owner_client.patch(f"{GRADES}/{achieved['id']}", {"isPublic": True}, format="json")

    assert api_client.get(PUBLIC).json() == [
        {
            "subject": "Mathematics",
            "type": "gcse",
            "board": "AQA",
            "tier": "higher",
            "series": "",
            "grades": [{"kind": "achieved", "value": "9", "date": "2027-08-20"}],
        }
    ]
    # And private again the moment it is unmarked (no kept answer).
    owner_client.patch(f"{GRADES}/{achieved['id']}", {"isPublic": False}, format="json")
    assert api_client.get(PUBLIC).json() == []


def test_a_public_mock_is_shown_alone(api_client):
    maths = _record_with_private_grades()
    Grade.objects.filter(qualification=maths, value="7").update(is_public=True)

    grades = api_client.get(PUBLIC).json()[0]["grades"]

    assert grades == [{"kind": "mock", "value": "7", "date": "2027-03-12"}]


PUBLIC_READS = [
    "/api/blog-posts",
    "/api/gallery-items",
    "/api/media-items",
    "/api/achievements",
    "/api/projects",
    "/api/memes",
    "/api/gcse-journal",
    "/api/travel-stories",
    "/api/testimonials",
    "/api/log-entries",
    "/api/record",
    "/api/site-figures",
    "/api/search?q=Astronomy",
    "/api/search?q=Mathematics",
    "/api/search?q=mock",
]


@pytest.mark.parametrize("path", PUBLIC_READS)
def test_no_public_read_shows_a_private_grade(api_client, path):
    _record_with_private_grades()

    response = api_client.get(path)

    assert response.status_code == 200, path
    text = response.content.decode()
    assert "Astronomy" not in text
    for kind in ("mock", "predicted", "target"):
        assert f'"{kind}"' not in text
