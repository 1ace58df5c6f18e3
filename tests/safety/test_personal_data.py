"""The personal-data detector: what it must find, and what it must leave alone."""

import pytest

from apps.core.safety.personal_data import find_personal_data, name_words


def kinds(text, words=()):
    return [(f.kind, f.text) for f in find_personal_data(text, sensitive_words=words)]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("call me on 07700 900123 after school", "07700 900123"),
        ("text 07700900123", "07700900123"),
        ("mobile: 07700-900-123", "07700-900-123"),
        ("ring +44 7700 900123", "+44 7700 900123"),
        ("ring +44 (0)20 7946 0958 today", "+44 (0)20 7946 0958"),
        ("our landline is 020 7946 0958.", "020 7946 0958"),
        ("(01632) 960 123", "(01632) 960 123"),
        ("0161 496 0000", "0161 496 0000"),
        ("0044 20 7946 0958", "0044 20 7946 0958"),
        ("my cousin's number +1 (555) 010-4477", "+1 (555) 010-4477"),
        ("+353 1 234 5678", "+353 1 234 5678"),
    ],
)
def test_phone_numbers_are_found(text, found):
    assert kinds(text) == [("phone", found)]


@pytest.mark.parametrize(
    "text",
    [
        "In 2024 I started Year 10.",
        "The ticket cost £1,250.00 and the bus £2.50",
        "We met at 14:30 and left at 16:45",
        "I got grades 9-7 in GCSE maths, 8 in English",
        "Year 10 and Year 11 mocks, 2023-2025",
        "ISBN 978-0-306-40615-7 is my favourite book",
        "ISBN 0306406152",
        "![my robot](/media/gallery/3f2a0123456789-1600.webp)",
        "Population 67,000,000 and 1 000 000 people",
        "Scored 1000 points, then 25000",
        "See https://example.org/page/07700900123abc",
        "The match ended 3-1; temperature 0.5 degrees",
    ],
)
def test_numbers_that_are_not_phone_numbers(text):
    assert [k for k in kinds(text) if k[0] == "phone"] == []


@pytest.mark.parametrize(
    "code",
    [
        "SW1A 1AA",
        "M1 1AE",
        "B33 8TH",
        "CR2 6XH",
        "DN55 1PT",
        "sw1a1aa",
        "EC1A 1BB",
        "ZE1 0AA",
        "BT7 1NN",
        "GY1 1AA",
        "IV2 3EE",
    ],
)
def test_postcodes_are_found(code):
    assert kinds(f"We live near {code}, honestly.") == [("postcode", code)]


@pytest.mark.parametrize(
    "text",
    [
        "I got an A1 in maths",
        "Room B12 at 9am",
        "Paper 1 and 2",
        "the M25 was busy",
        "Q1 2024",
        # The right shape in an area that does not exist: a made-up tag, codes, model numbers.
        "#ea12ee",
        "tagged ea12ee",
        "FA1 2EE",
        "XY1 2AB",
        "QU1 1AA",
        "AZ12 3BD",
        "VT9 9ZZ",
    ],
)
def test_not_postcodes(text):
    assert [k for k in kinds(text) if k[0] == "postcode"] == []


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("I live at 12 Acacia Avenue now", "12 Acacia Avenue"),
        ("221B Baker Street is famous", "221B Baker Street"),
        ("Send it to 4 Church Lane", "4 Church Lane"),
        ("at Flat 3, 14 St John's Road", "Flat 3, 14 St John's Road"),
    ],
)
def test_addresses_are_found(text, found):
    assert kinds(text) == [("address", found)]


@pytest.mark.parametrize(
    "text",
    [
        "I read 3 books on holiday",
        "We walked 12 miles along the road",
        "Chapter 4 Street Art was the best",
        "It cost £12 Park entry",
    ],
)
def test_not_addresses(text):
    assert [k for k in kinds(text) if k[0] == "address"] == []


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("I was born on 3 May 2010 in a storm", "born on 3 May 2010"),
        ("born 3rd May 2010", "born 3rd May 2010"),
        ("DOB: 03/05/2010", "DOB: 03/05/2010"),
        ("date of birth 3 May 2010", "date of birth 3 May 2010"),
        ("I turned 15 on 3 May", "turned 15 on 3 May"),
        ("My birthday is on the 3rd of May", "birthday is on the 3rd of May"),
        ("3 May 2010 (aged 15)", "3 May 2010 (aged 15)"),
        ("I was born in 2010", "born in 2010"),
    ],
)
def test_birth_dates_are_found(text, found):
    assert kinds(text) == [("birth_date", found)]


@pytest.mark.parametrize(
    "text",
    [
        "The trip was on 3 May 2024",
        "Deadline 03/05/2025",
        "I am 15 and love robots",
        "Newton was born a long time ago",
        "The exam is in May 2026",
    ],
)
def test_not_birth_dates(text):
    assert [k for k in kinds(text) if k[0] == "birth_date"] == []


def test_email_addresses():
    assert kinds("write to alex.m+site@example.co.uk!") == [("email", "alex.m+site@example.co.uk")]
    assert kinds("@handle and a@b are not addresses, nor is name@localhost") == []


def test_sensitive_words_case_insensitive_on_word_boundaries_multi_word():
    words = ["Pemberton", "St Mary's High School", "Leeds"]
    text = "Alex PEMBERTON goes to st mary's  high school near leeds; Leedsford is not it."
    assert kinds(text, words) == [
        ("sensitive_word", "PEMBERTON"),
        ("sensitive_word", "st mary's  high school"),
        ("sensitive_word", "leeds"),
    ]
    assert kinds("Pembertonshire", ["Pemberton"]) == []
    assert kinds("anything", ["", "  ", None]) == []


def test_regex_characters_in_a_sensitive_word_are_literal():
    assert kinds("a.b.c club", ["a.b.c"]) == [("sensitive_word", "a.b.c")]
    assert kinds("axbxc club", ["a.b.c"]) == []


def test_findings_carry_their_position_and_reason():
    text = "Call 07700 900123"
    (finding,) = find_personal_data(text, sensitive_words=[])
    assert text[finding.start : finding.end] == "07700 900123"
    assert finding.reason == "looks like a phone number"


def test_three_kinds_in_one_text():
    text = "Call me on 07700 900123, I live in SW1A 1AA. Love, Alex Pemberton"
    assert [k for k, _ in kinds(text, ["Pemberton"])] == ["phone", "postcode", "sensitive_word"]


def test_empty_text():
    assert find_personal_data("", sensitive_words=["x"]) == []


def test_the_owner_s_name_as_words_to_find():
    real, surname = "is your real name (profile)", "is your surname (profile)"
    assert name_words("Alexandra Quillbrook", pseudonym_mode=True, pseudonym="Lexi") == {
        "Alexandra Quillbrook": real,
        "Alexandra": real,
        "Quillbrook": surname,
    }
    assert name_words("Alexandra Quillbrook", pseudonym_mode=False) == {"Quillbrook": surname}
    # Initials are too short to look for; a one-word name has no surname.
    assert name_words("Alexandra J. Quillbrook", pseudonym_mode=False) == {"Quillbrook": surname}
    assert name_words("Alexandra", pseudonym_mode=False) == {}
    assert name_words("Alexandra", pseudonym_mode=True, pseudonym="Lexi") == {"Alexandra": real}
    # What the pseudonym itself shows is public by choice.
    assert name_words("Alexandra Quillbrook", pseudonym_mode=True, pseudonym="Alexandra Q") == {
        "Alexandra Quillbrook": real,
        "Quillbrook": surname,
    }


def test_the_owner_s_name_is_found_with_its_own_reason():
    names = name_words("Alexandra Quillbrook", pseudonym_mode=True, pseudonym="Lexi")
    found = find_personal_data("by alexandra quillbrook and Quillbrook", names=names)
    assert [(f.text, f.reason) for f in found] == [
        ("alexandra quillbrook", "is your real name (profile)"),
        ("Quillbrook", "is your surname (profile)"),
    ]
