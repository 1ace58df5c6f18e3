"""The personal-data check applied to what the owner saves: each field's texts, with the owner's
private words read once from the site profile. Answers the warnings the API sends back."""

from collections.abc import Iterable, Mapping
from typing import TypedDict

from apps.core.selectors import site_profile_get

from .personal_data import find_personal_data, name_words

# In a list of objects (a journal entry's files and links), the keys whose texts are public.
_TEXT_KEYS = ("title", "caption", "alt", "text", "name", "label")


class Warning(TypedDict):
    field: str  # the API's (camelCase) name of the field the text is in
    text: str  # the text found
    kind: str  # phone, email, postcode, birth_date, address, sensitive_word, gps, metadata
    reason: str  # in plain words: "looks like a phone number"


def owner_sensitive_words() -> list[str]:
    """The owner's private words (profile settings): never shown publicly."""
    return list(site_profile_get().sensitive_words or [])


def owner_names() -> dict[str, str]:
    """The owner's own name as words the check finds ({word: reason}): in pseudonym mode the
    whole name and each part, in any mode the surname. None before the profile is saved (the
    placeholder's name is nobody's)."""
    profile = site_profile_get()
    if profile._state.adding:
        return {}
    return name_words(
        profile.name, pseudonym_mode=profile.pseudonym_mode, pseudonym=profile.pseudonym
    )


def texts_of(value) -> list[str]:
    """The public texts in a field's value: a string, a list of strings, or a list of objects
    (only their text keys: a file's address is not a text)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, Mapping):
        return [t for key in _TEXT_KEYS if key in value for t in texts_of(value[key])]
    if isinstance(value, Iterable) and not isinstance(value, bytes):
        return [t for item in value for t in texts_of(item)]
    return []


def check_fields(
    fields: Mapping[str, object], *, sensitive_words=None, names=None
) -> list[Warning]:
    """A warning for each piece of personal data in `fields` ({API field name: value}), in the
    fields' order; the same text found twice in one field is named once. The owner's private
    words and name are read from the profile unless given."""
    words = owner_sensitive_words() if sensitive_words is None else sensitive_words
    names = owner_names() if names is None else names
    warnings: list[Warning] = []
    seen = set()
    for field, value in fields.items():
        for text in texts_of(value):
            for finding in find_personal_data(text, sensitive_words=words, names=names):
                key = (field, finding.kind, finding.text.casefold())
                if key in seen:
                    continue
                seen.add(key)
                warnings.append(
                    Warning(
                        field=field, text=finding.text, kind=finding.kind, reason=finding.reason
                    )
                )
    return warnings
