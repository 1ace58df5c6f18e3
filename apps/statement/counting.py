"""Counting a personal statement's characters as UCAS does, and never lower than its form would.

The rule (frontend/src/admin/tabs/statement/counting.ts is the same rule for the panel's live
counters; both are tested against one table of cases, counting-cases.json beside it):

- Every character counts: letters, spaces, punctuation and line breaks.
- A line break is one character, however it was typed or sent (CRLF, CR or LF): a browser's
  textarea gives its value with LF line breaks and counts its length that way.
- Where two ways of counting differ, the higher shows: the count is
  max(UTF-16 code units of the text, UTF-16 code units of its NFC form). UTF-16 units are never
  fewer than code points (an emoji beyond U+FFFF is two) and code points never fewer than
  grapheme clusters, so these two cover code points and clusters too. A letter typed with a
  separate combining accent (e + U+0301) counts two, as typed; NFC is there for the few
  characters whose composed form is longer.
- Characters the form may refuse (emoji and their joiners and modifiers, symbols, anything
  beyond U+FFFF) are pointed out: each run of them, with where it starts (its UTF-16 offset in
  the text with LF line breaks, which is the panel's textarea's own index). The ranges are in
  frontend/src/config/statement.json ("mayRefuse").
"""

import json
import unicodedata
from dataclasses import dataclass
from pathlib import Path

RULES_PATH = Path(__file__).resolve().parents[2] / "frontend" / "src" / "config" / "statement.json"
RULES = json.loads(RULES_PATH.read_text(encoding="utf-8"))

QUESTIONS: tuple[tuple[str, str], ...] = tuple(
    (item["key"], item["question"]) for item in RULES["questions"]
)
ANSWER_KEYS: tuple[str, ...] = tuple(key for key, _ in QUESTIONS)
MIN_ANSWER: int = RULES["minAnswer"]
MAX_TOTAL: int = RULES["maxTotal"]
MAY_REFUSE: tuple[tuple[int, int], ...] = tuple((low, high) for low, high in RULES["mayRefuse"])


def as_typed(text: str) -> str:
    """The text with every line break as one LF, as the form's textarea holds it."""
    return (text or "").replace("\r\n", "\n").replace("\r", "\n")


def _utf16_units(text: str) -> int:
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def character_count(text: str) -> int:
    typed = as_typed(text)
    return max(_utf16_units(typed), _utf16_units(unicodedata.normalize("NFC", typed)))


def _may_refuse(char: str) -> bool:
    point = ord(char)
    return any(low <= point <= high for low, high in MAY_REFUSE)


@dataclass(frozen=True)
class Refused:
    text: str  # one run of characters the form may refuse, e.g. an emoji and its modifiers
    at: int  # its UTF-16 offset in the text with LF line breaks


def may_refuse(text: str) -> list[Refused]:
    """Each run of characters the form may refuse, in order."""
    runs: list[Refused] = []
    start = offset = 0
    run = ""
    for char in as_typed(text):
        if _may_refuse(char):
            if not run:
                start = offset
            run += char
        elif run:
            runs.append(Refused(run, start))
            run = ""
        offset += _utf16_units(char)
    if run:
        runs.append(Refused(run, start))
    return runs


def answer_counts(text: str) -> dict:
    count = character_count(text)
    return {
        "count": count,
        "short": count < MIN_ANSWER,
        "mayRefuse": [{"text": run.text, "at": run.at} for run in may_refuse(text)],
    }


def statement_counts(answers: dict[str, str]) -> dict:
    """Each answer's count and marks, and the total's (over MAX_TOTAL is marked)."""
    counts = {key: answer_counts(answers.get(key, "")) for key in ANSWER_KEYS}
    total = sum(item["count"] for item in counts.values())
    return {**counts, "total": {"count": total, "over": total > MAX_TOTAL}}
