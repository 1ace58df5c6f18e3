"""The record's services keep every rule, whoever calls them (the API, Django admin, a seed)."""

from datetime import date

import pytest
from django.core.exceptions import ValidationError

from apps.record.models import Grade, Qualification
from apps.record.services import grade_update, qualification_create, qualification_update
from tests.record.factories import gcse_maths, grade

pytestmark = pytest.mark.django_db


def test_a_grade_is_stored_as_its_scale_writes_it():
    a_level = qualification_create(subject="Physics", type="a-level", board="ocr")

    assert grade(a_level, value=" a* ").value == "A*"


@pytest.mark.parametrize(
    ("kind", "value", "message"),
    [
        ("gcse", "A*", "Grade must be one of 9, 8, 7, 6, 5, 4, 3, 2, 1 or U for a GCSE"),
        ("as", "A*", "Grade must be one of A, B, C, D, E or U for an AS"),
        ("btec", "DP", "Grade must be a BTEC grade"),
        ("music", "Fail", "Grade must be one of Distinction, Merit or Pass"),
    ],
)
def test_a_grade_off_its_scale_is_refused_and_nothing_is_stored(kind, value, message):
    qualification = qualification_create(subject="Music", type=kind, board="trinity")

    with pytest.raises(ValidationError) as refused:
        grade(qualification, value=value)

    assert refused.value.message_dict["value"][0].startswith(message)
    assert not Grade.objects.exists()


def test_a_mock_needs_its_date():
    with pytest.raises(ValidationError) as refused:
        grade(gcse_maths(), kind="mock", value="6")

    assert refused.value.message_dict == {"date": ["Date is required for a mock"]}


def test_a_tier_or_letter_grades_only_for_a_gcse_or_an_igcse():
    with pytest.raises(ValidationError) as refused:
        qualification_create(
            subject="History", type="a-level", board="aqa", tier="higher", letter_grades=True
        )

    assert refused.value.message_dict == {
        "tier": ["Tier applies only to a GCSE or an IGCSE"],
        "letter_grades": ["Letter grades apply only to a GCSE or an IGCSE"],
    }
    assert qualification_create(subject="Latin", type="igcse", board="cambridge", tier="higher")


def test_a_typed_board_is_needed_for_other_and_dropped_for_a_named_one():
    with pytest.raises(ValidationError) as refused:
        qualification_create(subject="Latin", type="gcse", board="other")
    assert refused.value.message_dict == {
        "other_board": ["Other board is required when the exam board is Other"]
    }

    typed = qualification_create(
        subject="Latin", type="gcse", board="other", other_board="Latin Exam Board"
    )
    assert typed.board_name == "Latin Exam Board"
    named = qualification_update(instance=typed, data={"board": "ocr"})
    assert (named.other_board, named.board_name) == ("", "OCR")


def test_a_change_of_type_is_refused_while_a_grade_would_not_fit():
    maths = gcse_maths()
    grade(maths, value="7")

    with pytest.raises(ValidationError) as refused:
        qualification_update(instance=maths, data={"type": "a-level", "tier": ""})

    assert "Its grade 7 does not fit" in refused.value.message_dict["type"][0]
    maths.refresh_from_db()
    assert maths.type == "gcse"


def test_letter_grades_switch_the_scale():
    legacy = gcse_maths(letter_grades=True, subject="French")

    assert grade(legacy, kind="achieved", value="b", date=date(2019, 8, 22)).value == "B"
    with pytest.raises(ValidationError):
        grade(legacy, value="7")


def test_an_update_of_a_grade_is_checked_against_the_scale():
    target = grade(gcse_maths())

    with pytest.raises(ValidationError):
        grade_update(instance=target, data={"value": "A"})

    target.refresh_from_db()
    assert target.value == "8"
    assert Qualification.objects.count() == 1
