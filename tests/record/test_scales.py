"""Each qualification type's grade scale, in and out (apps/record/scales.py)."""

import pytest

from apps.record.scales import BTEC, grade_on_scale, scale_message

IN = {
    "gcse": ["9", "8", "7", "6", "5", "4", "3", "2", "1", "U", "u", " 7 "],
    "igcse": ["9", "4", "1", "U"],
    "a-level": ["A*", "a*", "A", "B", "C", "D", "E", "U"],
    "as": ["A", "B", "C", "D", "E", "U", "e"],
    "epq": ["A*", "A", "E", "U"],
    "btec": ["D*", "D", "M", "P", "D*D*", "D*D", "DD", "DM", "MM", "MP", "PP", "D*D*D*", "D*D*D",
             "D*DD", "DDD", "DDM", "DMM", "MMM", "MMP", "MPP", "PPP", "U", "d*d", "D* D"],
    "music": ["Distinction", "Merit", "Pass", "distinction", " MERIT "],
    "language": ["Distinction", "Merit", "Pass"],
}  # fmt: skip
OUT = {
    "gcse": ["10", "0", "A*", "C", "4.5", "", "X", "9+"],
    "igcse": ["A*", "G", "10"],
    "a-level": ["A**", "F", "9", "Distinction", "B+"],
    "as": ["A*", "F", "1"],
    "epq": ["F", "A**", "7"],
    "btec": ["DP", "D*M", "D*MM", "MD", "PM", "DDDD", "D**", "A", "Merit", "D*PP"],
    "music": ["Fail", "Honours", "A", "D"],
    "language": ["Credit", "9"],
}
LETTERS_IN = ["A*", "A", "B", "C", "D", "E", "F", "G", "U", "c"]
LETTERS_OUT = ["9", "1", "H", "A**"]


@pytest.mark.parametrize(
    ("kind", "value"), [(kind, value) for kind, values in IN.items() for value in values]
)
def test_a_grade_on_its_scale_is_kept_as_the_scale_writes_it(kind, value):
    stored = grade_on_scale(value, kind)

    assert stored == "".join(value.split()).upper() or stored == value.strip().capitalize()


@pytest.mark.parametrize(
    ("kind", "value"), [(kind, value) for kind, values in OUT.items() for value in values]
)
def test_a_grade_off_its_scale_is_refused_with_the_scale_s_message(kind, value):
    with pytest.raises(ValueError, match=r"^Grade must be") as refused:
        grade_on_scale(value, kind)

    assert str(refused.value) == scale_message(kind)


@pytest.mark.parametrize("value", LETTERS_IN)
@pytest.mark.parametrize("kind", ["gcse", "igcse"])
def test_a_gcse_graded_in_letters_takes_a_star_to_g(kind, value):
    assert grade_on_scale(value, kind, letter_grades=True) == value.upper()


@pytest.mark.parametrize("value", LETTERS_OUT)
def test_a_gcse_graded_in_letters_refuses_numbers(value):
    with pytest.raises(ValueError, match="A\\*, A, B, C, D, E, F, G or U for a GCSE graded in"):
        grade_on_scale(value, "gcse", letter_grades=True)


def test_the_messages_name_each_scale():
    assert scale_message("gcse") == "Grade must be one of 9, 8, 7, 6, 5, 4, 3, 2, 1 or U for a GCSE"
    assert scale_message("a-level") == "Grade must be one of A*, A, B, C, D, E or U for an A level"
    assert scale_message("as") == "Grade must be one of A, B, C, D, E or U for an AS"
    assert scale_message("epq") == "Grade must be one of A*, A, B, C, D, E or U for an EPQ"
    assert scale_message("music") == (
        "Grade must be one of Distinction, Merit or Pass for a graded music exam"
    )
    assert scale_message("btec").startswith("Grade must be a BTEC grade: D*, D, M or P")


def test_btec_grades_are_one_two_or_three_grades_at_most_one_step_apart():
    assert len(BTEC) == 4 + 7 + 10 + 1
    assert set(IN["btec"][:22]) == set(BTEC)
