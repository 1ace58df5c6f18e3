"""Control characters: stripped from text on its way in, and kept out of XML on its way out.

Input: C0 controls (except tab, line feed and carriage return, which text areas send), DEL and
the C1 controls are stripped from every text value the API parses (apps/core/parsers.py) and
every Django admin form saves (apps/core/admin_actions.py). Nobody types them; they arrive by
pasting (a vertical tab is Word's line break) and would break the RSS feed, which XML 1.0 forbids
them in. They are stripped, not refused, so a visitor's pasted message is never turned away for
a character they cannot see. NUL is refused instead (apps/core/parsers.py, middleware.py).

Output: rows written some other way (a restore, the shell, an older release) may still hold
them, so the feed writes text through `xml_safe`, which drops whatever XML 1.0 cannot carry.
"""

import re
from typing import Any

CONTROL_CHARACTERS = re.compile("[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
# Everything outside XML 1.0's Char production (tab, LF, CR, U+0020-U+D7FF, U+E000-U+FFFD,
# U+10000-U+10FFFF): the C0 controls, lone surrogates and U+FFFE/U+FFFF.
NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def strip_control_characters(text: str) -> str:
    """`text` without control characters other than tab, LF and CR (and NUL, which callers
    refuse before this)."""
    return CONTROL_CHARACTERS.sub("", text)


def _verbatim(key: object) -> bool:
    """Passwords (password, currentPassword, newPassword) are compared, never shown: they are
    used exactly as typed, or a password holding such a character could never sign in."""
    return isinstance(key, str) and "password" in key.lower()


def clean_text_values(value: Any) -> Any:
    """`value` with every string in it (nested in lists and dicts too) passed through
    `strip_control_characters`, except passwords. Dict keys are left alone (an unknown field
    is ignored anyway)."""
    if isinstance(value, str):
        return strip_control_characters(value)
    if isinstance(value, list):
        return [clean_text_values(item) for item in value]
    if isinstance(value, dict):
        return {
            key: item if _verbatim(key) else clean_text_values(item) for key, item in value.items()
        }
    return value


def xml_safe(text: str) -> str:
    """`text` without the characters XML 1.0 cannot carry."""
    return NOT_XML.sub("", text)
