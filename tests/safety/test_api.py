"""The personal-data check on every owner save of public content (issue 16): the warnings a
save answers, the 409 'Publish anyway?' on a first publication, and what is stored."""

import pytest

from apps.core.safety.saves import CONFIRM_MESSAGE
from tests.blog.factories import VALID_POST, BlogPostFactory
from tests.content_types import CONTENT
from tests.core.factories import SiteProfileFactory

PHONE = "07700 900123"
# The field of each type the test writes a phone number into (camelCase, as sent).
TEXT_FIELD = {
    "blog-posts": "content",
    "gcse-journal": "content",
    "media-items": "description",
    "travel-stories": "content",
    "gallery-items": "caption",
    "achievements": "description",
    "projects": "description",
    "memes": "caption",
}
TYPES = list(TEXT_FIELD)


def _payload(name: str, *, published: bool, **extra) -> dict:
    content = CONTENT[name]
    text = f"Call me on {PHONE} any time."
    return {**content.valid, TEXT_FIELD[name]: text, "isPublished": published, **extra}


def _phone_warning(name: str) -> dict:
    return {
        "field": TEXT_FIELD[name],
        "text": PHONE,
        "kind": "phone",
        "reason": "looks like a phone number",
    }


@pytest.mark.parametrize("name", TYPES)
def test_first_publication_with_findings_is_refused_and_stores_nothing(owner_client, name):
    content = CONTENT[name]

    response = owner_client.post(content.url, _payload(name, published=True), format="json")

    assert response.status_code == 409, response.content
    body = response.json()
    assert body["needsConfirmation"] is True
    assert body["warnings"] == [_phone_warning(name)]
    assert "Publish anyway" in body["detail"]
    assert content.model.objects.count() == 0


@pytest.mark.parametrize("name", TYPES)
def test_confirmation_publishes_with_the_warnings_in_the_answer(owner_client, name):
    content = CONTENT[name]
    payload = _payload(name, published=True, confirmPersonalData=True)

    response = owner_client.post(content.url, payload, format="json")

    assert response.status_code == 201, response.content
    assert response.json()["warnings"] == [_phone_warning(name)]
    assert "confirmPersonalData" not in response.json()
    row = content.model.objects.get()
    assert row.is_published is True


@pytest.mark.parametrize("name", TYPES)
def test_a_draft_is_saved_with_its_warnings(owner_client, name):
    content = CONTENT[name]

    response = owner_client.post(content.url, _payload(name, published=False), format="json")

    assert response.status_code == 201, response.content
    assert response.json()["warnings"] == [_phone_warning(name)]
    assert content.model.objects.get().is_published is False


@pytest.mark.parametrize("name", TYPES)
def test_publishing_a_draft_that_holds_findings_is_refused_and_changes_nothing(owner_client, name):
    content = CONTENT[name]
    created = owner_client.post(content.url, _payload(name, published=False), format="json")
    row_id = created.json()["id"]

    # Only the flag is sent: the texts already stored are what would go public.
    response = owner_client.patch(f"{content.url}/{row_id}", {"isPublished": True}, format="json")

    assert response.status_code == 409, response.content
    assert response.json()["warnings"] == [_phone_warning(name)]
    assert content.model.objects.get().is_published is False

    confirmed = owner_client.patch(
        f"{content.url}/{row_id}",
        {"isPublished": True, "confirmPersonalData": True},
        format="json",
    )
    assert confirmed.status_code == 200, confirmed.content
    assert content.model.objects.get().is_published is True


@pytest.mark.parametrize("name", TYPES)
def test_an_already_published_row_is_saved_with_a_warning(owner_client, name):
    content = CONTENT[name]
    row = content.factory(is_published=True)
    field = TEXT_FIELD[name]

    response = owner_client.put(f"{content.url}/{row.id}", {field: f"Ring {PHONE}"}, format="json")

    assert response.status_code == 200, response.content
    assert response.json()["warnings"] == [_phone_warning(name)]
    row.refresh_from_db()
    assert PHONE in getattr(row, content.model._meta.get_field(_snake(field)).name)


@pytest.mark.parametrize("name", TYPES)
def test_a_save_without_findings_has_no_warnings(owner_client, name):
    content = CONTENT[name]
    row = content.factory(is_published=False)

    response = owner_client.patch(f"{content.url}/{row.id}", {"isPublished": True}, format="json")

    assert response.status_code == 200, response.content
    assert response.json()["warnings"] == []


@pytest.mark.parametrize("value", ["maybe", None, [], {}, "2"])
@pytest.mark.parametrize("name", ["blog-posts", "memes"])
def test_a_bad_confirmation_value_is_a_400_storing_nothing(owner_client, name, value):
    content = CONTENT[name]
    payload = _payload(name, published=True, confirmPersonalData=value)

    response = owner_client.post(content.url, payload, format="json")

    assert response.status_code == 400, response.content
    assert response.json()["confirmPersonalData"] == [CONFIRM_MESSAGE]
    assert content.model.objects.count() == 0


def test_the_owner_s_private_words_phone_and_postcode_give_three_warnings(owner_client):
    SiteProfileFactory(sensitive_words=["Pemberton", "St Aidan's Academy"])
    payload = {
        **VALID_POST,
        "title": "Notes from Alex Pemberton",
        "content": "Call me on 07700 900123. We live near SW1A 1AA.",
        "isPublished": True,
    }

    refused = owner_client.post("/api/blog-posts", payload, format="json")

    assert refused.status_code == 409
    assert [(w["field"], w["kind"], w["text"]) for w in refused.json()["warnings"]] == [
        ("title", "sensitive_word", "Pemberton"),
        ("content", "phone", "07700 900123"),
        ("content", "postcode", "SW1A 1AA"),
    ]
    published = owner_client.post(
        "/api/blog-posts", {**payload, "confirmPersonalData": True}, format="json"
    )
    assert published.status_code == 201
    assert len(published.json()["warnings"]) == 3
    assert owner_client.get("/api/blog-posts/notes-from-alex-pemberton").status_code == 200


def test_list_fields_are_checked_under_their_api_name(owner_client):
    SiteProfileFactory(sensitive_words=["Pemberton"])
    payload = {
        **CONTENT["gcse-journal"].valid,
        "isPublished": False,
        "mediaUploads": [{"type": "image", "title": "Pemberton prize day"}],
    }
    post = {**VALID_POST, "categories": ["pemberton"], "imageAlt": "me at 12 Acacia Avenue"}

    entry = owner_client.post("/api/gcse-journal", payload, format="json").json()
    blog = owner_client.post("/api/blog-posts", {**post, "isPublished": False}, format="json")

    assert [(w["field"], w["text"]) for w in entry["warnings"]] == [("mediaUploads", "Pemberton")]
    assert [(w["field"], w["text"]) for w in blog.json()["warnings"]] == [
        ("categories", "pemberton"),
        ("imageAlt", "12 Acacia Avenue"),
    ]


def test_blog_autosave_is_a_draft_save_never_refused(owner_client):
    text = {"title": "Draft", "excerpt": "x", "content": f"Call {PHONE}"}

    new = owner_client.post("/api/blog-posts/autosave", text, format="json")
    assert new.status_code == 201, new.content

    post = BlogPostFactory(is_published=True)
    kept = owner_client.post(
        f"/api/blog-posts/{post.id}/autosave", {**text, "version": post.version}, format="json"
    )
    assert kept.status_code == 200, kept.content


def test_visitors_and_other_accounts_still_cannot_write(api_client, other_user_client):
    payload = _payload("blog-posts", published=True, confirmPersonalData=True)
    assert api_client.post("/api/blog-posts", payload, format="json").status_code == 401
    assert other_user_client.post("/api/blog-posts", payload, format="json").status_code == 403


def _snake(name: str) -> str:
    return "".join(f"_{c.lower()}" if c.isupper() else c for c in name)


def test_in_pseudonym_mode_the_owner_s_real_name_is_found_without_typing_it(owner_client):
    SiteProfileFactory(
        name="Alexandra Quillbrook", pseudonym_mode=True, pseudonym="Lexi", sensitive_words=[]
    )
    payload = {
        **VALID_POST,
        "title": "A post by Alexandra Quillbrook",
        "content": "Alexandra went to the museum. Lexi wrote it up.",
        "isPublished": True,
    }

    refused = owner_client.post("/api/blog-posts", payload, format="json")

    assert refused.status_code == 409, refused.content
    assert [
        (w["field"], w["kind"], w["text"], w["reason"]) for w in refused.json()["warnings"]
    ] == [
        ("title", "sensitive_word", "Alexandra Quillbrook", "is your real name (profile)"),
        ("content", "sensitive_word", "Alexandra", "is your real name (profile)"),
    ]
    assert owner_client.get("/api/blog-posts/a-post-by-alexandra-quillbrook").status_code == 404


def test_the_owner_s_surname_is_found_in_any_mode_and_the_first_name_only_in_pseudonym_mode(
    owner_client,
):
    SiteProfileFactory(name="Alexandra Quillbrook", pseudonym_mode=False, sensitive_words=[])
    payload = {
        **VALID_POST,
        "title": "Alexandra's notes",
        "content": "Signed, A. QUILLBROOK",
        "isPublished": True,
    }

    refused = owner_client.post("/api/blog-posts", payload, format="json")

    assert refused.status_code == 409, refused.content
    assert [(w["field"], w["text"], w["reason"]) for w in refused.json()["warnings"]] == [
        ("content", "QUILLBROOK", "is your surname (profile)"),
    ]


def test_a_pseudonym_made_of_part_of_the_real_name_is_not_a_finding(owner_client):
    SiteProfileFactory(
        name="Alexandra Quillbrook",
        pseudonym_mode=True,
        pseudonym="Alexandra Q",
        sensitive_words=[],
    )
    payload = {**VALID_POST, "content": "Alexandra Q wrote this.", "isPublished": True}

    saved = owner_client.post("/api/blog-posts", payload, format="json")

    assert saved.status_code == 201, saved.content
    assert saved.json()["warnings"] == []
