"""The grade scales are written once (frontend/src/config/grade-scales.json), read by the
server's check (apps/record/scales.py) and offered by the panel's grade field."""

from itertools import combinations_with_replacement

from apps.record.scales import BTEC, BTEC_GRADES, GRADE_SCALES, TIERED, QualificationType, scale_of


def test_every_type_has_a_scale_in_the_file_and_the_server_uses_it():
    assert set(GRADE_SCALES["types"]) == set(QualificationType.values)
    for kind, name in GRADE_SCALES["types"].items():
        assert scale_of(kind) == tuple(GRADE_SCALES["scales"][name]), kind
    assert scale_of("gcse", letter_grades=True) == tuple(GRADE_SCALES["scales"]["lettered"])
    assert {str(kind) for kind in TIERED} == set(GRADE_SCALES["tiered"])


def test_the_btec_list_is_every_combination_at_most_one_step_apart_and_u():
    expected = (
        *(
            "".join(BTEC_GRADES[step] for step in combination)
            for size in (1, 2, 3)
            for combination in combinations_with_replacement(range(len(BTEC_GRADES)), size)
            if combination[-1] - combination[0] <= 1
        ),
        "U",
    )
    assert expected == BTEC
