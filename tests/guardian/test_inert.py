"""apps/guardian/inert.py: a visitor's links become text no mail program can link."""

import pytest

from apps.guardian.inert import inert_links
from tests.guardian.helpers import guardian_approval_on, guardian_emails, link_in
from tests.guardian.links import INERT_FORMS, LINKS_TEXT, clickable_in
from tests.helpers import VALID_CONTACT


def test_every_kind_of_link_becomes_inert_text():
    inert = inert_links(LINKS_TEXT)

    assert clickable_in(inert) == []
    for form in INERT_FORMS:
        assert form in inert
    # The words around the links are untouched.
    assert "claim your prize" in inert
    assert "[click here](" in inert


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("bare domain example.com here", "bare domain example[.]com here"),
        ("mailto:someone@mail.example", "mailto[:]someone@mail[.]example"),
        ("javascript:alert(1)", "javascript[:]alert(1)"),
        ("FTP://files.example", "FTP[:]//files[.]example"),
        ("an ip 192.168.0.1/x", "an ip 192[.]168[.]0[.]1/x"),
        ("full-width dot evil\uff0eexample", "full-width dot evil[.]example"),
        ("unicode пример.рф", "unicode пример[.]рф"),
        # Not addresses: left as they are.
        ("e.g. pi is 3.14, i.e. about 3", "e.g. pi is 3.14, i.e. about 3"),
        ("", ""),
    ],
)
def test_inert_forms(text, expected):
    assert inert_links(text) == expected


@pytest.mark.django_db
def test_the_guardians_hold_email_quotes_a_message_with_its_links_inert(
    api_client, django_capture_on_commit_callbacks
):
    guardian_approval_on()
    payload = {
        **VALID_CONTACT,
        "name": "www.name.example",
        "message": "Go to https://evil.example now <a href='http://x.example'>x</a>",
        "ageVerification": "under-13-with-consent",
    }

    with django_capture_on_commit_callbacks(execute=True):
        assert api_client.post("/api/contact", payload, format="json").status_code == 201

    (sent,) = guardian_emails()
    own = (link_in(sent), "http://testserver")
    assert clickable_in(sent.body, ignore=own) == [], sent.body
    assert "https[:]//evil[.]example" in sent.body
