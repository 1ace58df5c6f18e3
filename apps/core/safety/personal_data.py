"""The personal-data check (issue 16): find what in a public text could identify the owner, a
child, or tell where to find her: phone numbers, e-mail addresses, UK postcodes, dates of birth,
street addresses, the owner's own private words (surname, school, home town, club: the site
profile's `sensitive_words`) and her name as the profile has it (`name_words()`: in pseudonym
mode the whole name and each part of it, in any mode the surname), without her typing it.

Pure functions over text, no database and no network: `find_personal_data()` answers where and
why; `apps/core/safety/checks.py` applies it to a save's fields. Nothing here blocks a save: the
caller decides (a first publication asks the owner to confirm; a draft is saved either way).

The patterns aim at what a pupil really writes, and stay away from what merely has digits in it:
a year, a price, a time, a grade, "Year 10", an ISBN, a picture's address.
"""

import re
from dataclasses import dataclass

PHONE = "phone"
EMAIL = "email"
POSTCODE = "postcode"
BIRTH_DATE = "birth_date"
ADDRESS = "address"
SENSITIVE_WORD = "sensitive_word"

REASONS = {
    PHONE: "looks like a phone number",
    EMAIL: "looks like an e-mail address",
    POSTCODE: "looks like a UK postcode",
    BIRTH_DATE: "looks like a date of birth",
    ADDRESS: "looks like a street address",
    SENSITIVE_WORD: "is one of your private words (profile settings)",
}
REAL_NAME_REASON = "is your real name (profile)"
SURNAME_REASON = "is your surname (profile)"


@dataclass(frozen=True)
class Finding:
    kind: str
    text: str
    start: int
    end: int
    reason: str


# Nothing glued to a number on its left or right: a picture's address (/media/ab-0123.webp),
# a longer number, a word.
_NOT_AFTER = r"(?<![\w+/.\-@#&=])"
_NOT_BEFORE = r"(?![\w/\-]|\.\d)"

# +44 7700 900123, 0044 20 7946 0958, +1 (555) 010-4477, +353 1 234 5678
_INTERNATIONAL = re.compile(
    _NOT_AFTER + r"(?:\+|\b00)[1-9]\d{0,3}(?:[ .\-]?\(?\d{1,5}\)?){2,6}" + _NOT_BEFORE
)
# 07700 900123, 07700-900-123, 020 7946 0958, (01632) 960 123, 0161 496 0000
_UK_NATIONAL = re.compile(_NOT_AFTER + r"\(?0\d{2,4}\)?[ \-]?\d{3,4}[ \-]?\d{3,4}" + _NOT_BEFORE)
_ISBN_BEFORE = re.compile(r"isbn[\s:\-]*(?:1[03])?[\s:\-]*$", re.IGNORECASE)

_EMAIL = re.compile(
    r"(?<![\w.+\-])[A-Za-z0-9][\w.+\-]*@[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?"
    r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}\b"
)

# The Royal Mail's formats: A9 9AA, A99 9AA, A9A 9AA, AA9 9AA, AA99 9AA, AA9A 9AA (and GIR 0AA),
# with the letters each position may hold. The space may be left out; any case. A match counts
# only when its letters before the first digit are a real postcode area (POSTCODE_AREAS).
_POSTCODE = re.compile(
    r"(?<![\w\-/])(?:GIR ?0AA|"
    r"(?:[A-PR-UWYZ][0-9][0-9]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9]?|"
    r"[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRV-Y])"
    r" ?[0-9][ABD-HJLNP-UW-Z]{2})(?![\w\-/])",
    re.IGNORECASE,
)

# The 121 postcode areas of the United Kingdom (Royal Mail's list, as Wikipedia's "List of
# postcode areas in the United Kingdom" gives it), and the three Crown dependencies that use the
# same system (GY Guernsey, IM Isle of Man, JE Jersey). Not BF (BFPO, forces' mail) nor BX
# (non-geographic): no one lives at either.
# fmt: off
POSTCODE_AREAS = frozenset({
    "AB", "AL", "B", "BA", "BB", "BD", "BH", "BL", "BN", "BR", "BS", "BT", "CA", "CB", "CF", "CH",
    "CM", "CO", "CR", "CT", "CV", "CW", "DA", "DD", "DE", "DG", "DH", "DL", "DN", "DT", "DY", "E",
    "EC", "EH", "EN", "EX", "FK", "FY", "G", "GL", "GU", "GY", "HA", "HD", "HG", "HP", "HR", "HS",
    "HU", "HX", "IG", "IM", "IP", "IV", "JE", "KA", "KT", "KW", "KY", "L", "LA", "LD", "LE", "LL",
    "LN", "LS", "LU", "M", "ME", "MK", "ML", "N", "NE", "NG", "NN", "NP", "NR", "NW", "OL", "OX",
    "PA", "PE", "PH", "PL", "PO", "PR", "RG", "RH", "RM", "S", "SA", "SE", "SG", "SK", "SL", "SM",
    "SN", "SO", "SP", "SR", "SS", "ST", "SW", "SY", "TA", "TD", "TF", "TN", "TQ", "TR", "TS", "TW",
    "UB", "W", "WA", "WC", "WD", "WF", "WN", "WR", "WS", "WV", "YO", "ZE",
})
# fmt: on
_AREA = re.compile(r"[A-Za-z]+")

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_DAY = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?"
_DAY_MONTH = rf"(?:(?:the\s+)?{_DAY}\s+(?:of\s+)?{_MONTH}|{_MONTH}\s+(?:the\s+)?{_DAY})"
_FULL_DATE = (
    rf"(?:{_DAY_MONTH},?\s+(?:19|20)\d\d|"
    r"(?:[12]\d|3[01]|0?[1-9])[/.\-](?:1[0-2]|0?[1-9])[/.\-](?:(?:19|20)\d\d|\d\d))"
)
_BIRTH_DATE = re.compile(
    r"\b(?:"
    # born on 3 May 2010, born 3rd May, born in May 2010, born in 2010
    rf"born\s+(?:on\s+)?(?:{_FULL_DATE}|{_DAY_MONTH})|born\s+in\s+(?:{_MONTH}\s+)?(?:19|20)\d\d"
    # DOB: 03/05/2010, date of birth 3 May 2010
    rf"|(?:d\.?o\.?b\.?|date\s+of\s+birth)\s*[:\-]?\s*(?:{_FULL_DATE}|{_DAY_MONTH})"
    # I turned 15 on 3 May, I'll be 16 on the 3rd of May
    rf"|turn(?:ed|s)?\s+\d{{1,2}}\s+on\s+(?:{_FULL_DATE}|{_DAY_MONTH})"
    rf"|(?:will|'ll)\s+be\s+\d{{1,2}}\s+on\s+(?:{_FULL_DATE}|{_DAY_MONTH})"
    # my birthday is on 3 May; a full date with an age: 3 May 2010 (aged 15), 15 years old on ...
    rf"|birthday\s+(?:is\s+)?(?:on\s+)?{_DAY_MONTH}"
    rf"|{_FULL_DATE}\s*\(?\s*(?:aged?\s+)\d{{1,2}}\)?"
    rf"|(?:aged?\s+|)\d{{1,2}}\s+(?:years?\s+old\s+)?on\s+{_FULL_DATE}"
    r")",
    re.IGNORECASE,
)

_STREET_TYPES = (
    "Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Close|Drive|Dr|Way|Crescent|Cres|Place|Pl|Gardens|"
    "Grove|Terrace|Court|Ct|Hill|Row|Mews|Square|Sq|Walk|Rise|Parade|Park|Green|Gate|Wharf|"
    "Boulevard|Vale|Croft|Meadow|Meadows|Chase|Crest|Quay|View|Wynd"
)
# 12 Acacia Avenue, 221B Baker Street, Flat 3, 14 St John's Road
_ADDRESS = re.compile(
    r"(?<![\w£$€.,:/\-])(?:(?:[Ff]lat|[Aa]partment|[Aa]pt)\.?\s+\d{1,4}[a-z]?,?\s+)?"
    r"\d{1,4}[A-Za-z]?,?\s+(?:(?:St\.?\s+)?[A-Z][a-z'\u2019]+\s+){1,3}"
    rf"(?:{_STREET_TYPES})\b\.?",
)


def find_personal_data(text: str, *, sensitive_words=(), names=None) -> list[Finding]:
    """What in `text` looks like personal data, in the order it appears. A stretch that two
    patterns of the same kind find is named once. `names`: {word: reason} of the owner's own
    name (`name_words()`), found as sensitive words with their own reason."""
    if not text:
        return []
    found: list[Finding] = []
    found += _matches(_EMAIL, text, EMAIL)
    found += _phones(text)
    found += _postcodes(text)
    found += _matches(_BIRTH_DATE, text, BIRTH_DATE)
    found += _matches(_ADDRESS, text, ADDRESS)
    for word, reason in (names or {}).items():
        found += _matches(_word_pattern(word), text, SENSITIVE_WORD, reason=reason)
    for word in _words(sensitive_words):
        found += _matches(_word_pattern(word), text, SENSITIVE_WORD)
    return _without_overlaps(found)


def name_words(name: str, *, pseudonym_mode: bool, pseudonym: str = "") -> dict[str, str]:
    """The owner's name as words the check looks for, {word: reason}: in pseudonym mode the
    whole name and each part of it (the name must not leave the site), in any mode the surname
    (the last part; a one-word name has none). Initials ("J.") are too short to look for, and a
    part the pseudonym itself uses is left out: the pseudonym is meant to be public."""
    parts = [part for part in name.split() if len(part.strip(".")) > 1]
    shown = {part.casefold() for part in pseudonym.split()}
    words: dict[str, str] = {}
    if pseudonym_mode and len(parts) > 1 and " ".join(parts).casefold() != pseudonym.casefold():
        words[" ".join(parts)] = REAL_NAME_REASON
    for index, part in enumerate(parts):
        surname = index == len(parts) - 1 and len(parts) > 1
        if part.casefold() in shown or not (pseudonym_mode or surname):
            continue
        words.setdefault(part, SURNAME_REASON if surname else REAL_NAME_REASON)
    return words


def _matches(pattern: re.Pattern, text: str, kind: str, *, reason: str = "") -> list[Finding]:
    return [
        Finding(kind, m.group(0).strip(), m.start(), m.end(), reason or REASONS[kind])
        for m in pattern.finditer(text)
    ]


def _postcodes(text: str) -> list[Finding]:
    return [
        finding
        for finding in _matches(_POSTCODE, text, POSTCODE)
        if finding.text.upper().startswith("GIR")
        or _AREA.match(finding.text).group(0).upper() in POSTCODE_AREAS
    ]


def _phones(text: str) -> list[Finding]:
    found = []
    for pattern, valid in ((_INTERNATIONAL, _valid_international), (_UK_NATIONAL, _valid_uk)):
        for m in pattern.finditer(text):
            digits = re.sub(r"\D", "", m.group(0))
            if valid(digits) and not _ISBN_BEFORE.search(text[max(0, m.start() - 12) : m.start()]):
                found.append(Finding(PHONE, m.group(0), m.start(), m.end(), REASONS[PHONE]))
    return found


def _valid_international(digits: str) -> bool:
    digits = digits.removeprefix("00")
    return 8 <= len(digits) <= 15


def _valid_uk(digits: str) -> bool:
    # 0 then an area (1, 2, 3), a mobile (7) or a non-geographic (8) number: 10 or 11 digits.
    return len(digits) in (10, 11) and digits[1] in "12378"


def _words(sensitive_words) -> list[str]:
    words = []
    for word in sensitive_words or ():
        if isinstance(word, str) and word.strip():
            words.append(word.strip())
    return words


def _word_pattern(word: str) -> re.Pattern:
    parts = [re.escape(part) for part in word.split()]
    return re.compile(r"(?<!\w)" + r"\s+".join(parts) + r"(?!\w)", re.IGNORECASE)


def _without_overlaps(found: list[Finding]) -> list[Finding]:
    kept: list[Finding] = []
    for finding in sorted(found, key=lambda f: (f.start, -(f.end - f.start))):
        if any(
            k.kind == finding.kind and k.start < finding.end and finding.start < k.end for k in kept
        ):
            continue
        kept.append(finding)
    return kept
