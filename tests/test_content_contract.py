"""The contract every content endpoint keeps: /api/blog-posts, /api/gcse-journal,
/api/media-items, /api/travel-stories, /api/gallery-items, /api/achievements, /api/projects and
/api/memes.

Visitors (anonymous or signed in as someone else) see published rows only, in the list and by
id or slug; the owner sees everything; dated rows are listed newest first; unknown rows are a JSON
404; a trailing slash works; lists and details run a constant number of queries; only the owner
writes, and a refused or invalid write stores nothing; server-set and unknown fields are ignored;
a slug comes from the title, distinct for each row; a valid payload is stored as sent. The types
are described in tests/content_types.py; each field's validation messages are checked in
tests/test_content_validation.py; what is particular to one type (other orders, filters,
defaults, files) in that app's own tests/<app>/test_api.py."""

import uuid

import pytest
from django.utils import timezone

from apps.core.validators import IMAGE_URL_MESSAGE
from tests.content_types import CONTENT, Content
from tests.helpers import count_queries, created_minutes_ago, stored_values

pytestmark = pytest.mark.django_db

NOT_FOUND = {"detail": "Not found."}
REFUSALS = [
    ("api_client", 401, "Authentication credentials were not provided."),
    ("other_user_client", 403, "Only the site owner can do this."),
]
VISITORS = ["api_client", "other_user_client"]
VIEWERS = ["api_client", "owner_client"]
NO_LETTERS = "🚀🎙️🌏✈️"


EVERY_TYPE = [pytest.param(content, id=name) for name, content in CONTENT.items()]
EVERY_LOOKUP = [
    pytest.param(content, key, id=f"{name}-by-{key}")
    for name, content in CONTENT.items()
    for key in content.keys
]
EVERY_SLUGGED_TYPE = [
    pytest.param(content, id=name) for name, content in CONTENT.items() if content.slug
]
EVERY_NO_LETTERS_TYPE = [
    pytest.param(content, id=name) for name, content in CONTENT.items() if content.no_letters_slug
]
EVERY_DATED_TYPE = [
    pytest.param(content, id=name) for name, content in CONTENT.items() if content.dated_by
]
EVERY_PICTURED_TYPE = [
    pytest.param(content, id=name)
    for name, content in CONTENT.items()
    if "imageUrl" in content.fields
]
EVERY_REQUIRED_FIELD = [
    pytest.param(content, name, message, id=f"{type_name}-{name}")
    for type_name, content in CONTENT.items()
    for name, message in content.required.items()
]

# Every malformed body any one suite sent; the strict parser refuses each before any
# serializer sees it, so every type must answer 400 to all of them.
MALFORMED_BODIES = [
    "not json",
    "{not json",
    "[]",
    '{"title": ',
    '{"week": ',
    "null",
    '"string"',
    '"text"',
    "42",
    '{"title": NaN}',
    '{"progress": NaN}',
    '{"a": NaN}',
    '{"progress": Infinity}',
    '{"coordinates": {"lat": NaN, "lng": 0}}',
    '{"coordinates": {"lat": Infinity, "lng": 0}}',
    "[" * 100_000,
    '{"a":' * 100_000,
    "\xff\xfe",
]
UNKNOWN_ROWS = [
    "no-such-row",
    "not-a-uuid",
    "4b0f5a4e-0000-4000-8000-000000000000",
    "%20",
    "a" * 300,
    "1",
    "{}",
]
SERVER_SET = {
    "slug": "forged",
    "createdAt": "2001-01-01T00:00:00Z",
    "updatedAt": "2001-01-01T00:00:00Z",
    "isAdmin": True,
}
OFF_SITE_IMAGES = [
    ("javascript:alert(1)", IMAGE_URL_MESSAGE),
    ("https://tracker.example/pixel.gif", IMAGE_URL_MESSAGE),
    ("//evil.example/x.png", IMAGE_URL_MESSAGE),
    ("/media/../settings.py", IMAGE_URL_MESSAGE),
    ("/media/" + "x" * 500, "Ensure this field has no more than 500 characters."),
]


def _path(content: Content, row, key: str = "id") -> str:
    return f"{content.url}/{getattr(row, key)}"


# --- reading ---------------------------------------------------------------------------------


@pytest.mark.parametrize("visitor", VISITORS)
@pytest.mark.parametrize("content", EVERY_TYPE)
def test_visitors_list_published_rows_only(request, content, visitor):
    client = request.getfixturevalue(visitor)
    shown = content.factory()
    content.factory(is_published=False)

    response = client.get(content.url)

    assert response.status_code == 200
    assert [row["id"] for row in response.json()] == [str(shown.id)]


@pytest.mark.parametrize("content", EVERY_TYPE)
def test_list_items_carry_every_field_in_camel_case(api_client, content):
    content.factory()

    assert set(api_client.get(content.url).json()[0]) == content.fields


@pytest.mark.parametrize("content", EVERY_TYPE)
def test_the_owners_list_items_carry_every_field_and_the_sources(owner_client, content):
    content.factory()

    assert set(owner_client.get(content.url).json()[0]) == content.owner_fields


@pytest.mark.parametrize("content", EVERY_TYPE)
def test_owner_list_includes_hidden_rows(owner_client, content):
    content.factory()
    hidden = content.factory(is_published=False)

    ids = [row["id"] for row in owner_client.get(content.url).json()]

    assert str(hidden.id) in ids
    assert len(ids) == 2


@pytest.mark.parametrize("content", EVERY_DATED_TYPE)
def test_visitors_list_newest_dated_first_then_newest_created(api_client, content):
    def dated(days_ago: int, **state):
        return content.factory(**{content.dated_by: content.days_ago(days_ago)}, **state)

    old = dated(20)
    same_day_first = created_minutes_ago(dated(1), minutes_ago=60)
    same_day_later = dated(1)
    dated(0, is_published=False)

    response = api_client.get(content.url)

    assert response.status_code == 200
    assert [row["id"] for row in response.json()] == [
        str(same_day_later.id),
        str(same_day_first.id),
        str(old.id),
    ]


@pytest.mark.parametrize(("content", "key"), EVERY_LOOKUP)
def test_a_published_row_is_readable(api_client, content, key):
    row = content.factory()

    response = api_client.get(_path(content, row, key))

    assert response.status_code == 200
    body = response.json()
    assert body["id"] == str(row.id)
    assert body[content.text_key] == getattr(row, content.text_field)


@pytest.mark.parametrize("visitor", VISITORS)
@pytest.mark.parametrize(("content", "key"), EVERY_LOOKUP)
def test_visitors_cannot_read_a_hidden_row(request, content, key, visitor):
    client = request.getfixturevalue(visitor)
    hidden = content.factory(is_published=False)

    response = client.get(_path(content, hidden, key))

    assert response.status_code == 404
    assert response.json() == NOT_FOUND


@pytest.mark.parametrize(("content", "key"), EVERY_LOOKUP)
def test_owner_reads_a_hidden_row(owner_client, content, key):
    hidden = content.factory(is_published=False)

    response = owner_client.get(_path(content, hidden, key))

    assert response.status_code == 200
    assert response.json()["isPublished"] is False


@pytest.mark.parametrize("value", UNKNOWN_ROWS)
@pytest.mark.parametrize("content", EVERY_TYPE)
def test_an_unknown_row_is_a_json_404(api_client, owner_client, content, value):
    content.factory()  # a row that exists, so the 404 is the lookup's, not an empty table's
    path = f"{content.url}/{value}"

    for response in (
        api_client.get(path),
        owner_client.get(path),
        owner_client.put(path, {}, format="json"),
        owner_client.patch(path, {}, format="json"),
        owner_client.delete(path),
    ):
        assert response.status_code == 404
        assert response.json() == NOT_FOUND
    assert content.model.objects.count() == 1


@pytest.mark.parametrize("content", EVERY_TYPE)
def test_trailing_slash_is_accepted(api_client, content):
    row = content.factory()

    assert api_client.get(content.url + "/").status_code == 200
    for key in content.keys:
        assert api_client.get(_path(content, row, key) + "/").status_code == 200


@pytest.mark.parametrize("client_name", VIEWERS)
@pytest.mark.parametrize("content", EVERY_TYPE)
def test_list_runs_a_constant_number_of_queries(request, content, client_name):
    client = request.getfixturevalue(client_name)
    content.factory()
    one = count_queries(client, content.url)
    content.factory.create_batch(49)

    fifty = count_queries(client, content.url)

    assert fifty == one
    assert fifty <= 3
    for query in content.list_filters:
        assert count_queries(client, content.url + query) == one


@pytest.mark.parametrize("client_name", VIEWERS)
@pytest.mark.parametrize("content", EVERY_TYPE)
def test_detail_runs_a_constant_number_of_queries(request, content, client_name):
    client = request.getfixturevalue(client_name)
    row = content.factory()
    one = {key: count_queries(client, _path(content, row, key)) for key in content.keys}
    content.factory.create_batch(49)

    fifty = {key: count_queries(client, _path(content, row, key)) for key in content.keys}

    assert fifty == one
    assert max(fifty.values()) <= 2


# --- who may write ---------------------------------------------------------------------------


@pytest.mark.parametrize("is_published", [True, False])
@pytest.mark.parametrize(("client_name", "status", "detail"), REFUSALS)
@pytest.mark.parametrize("content", EVERY_TYPE)
def test_only_the_owner_may_write(request, content, client_name, status, detail, is_published):
    client = request.getfixturevalue(client_name)
    row = content.factory(is_published=is_published)
    before = stored_values(row)
    path = _path(content, row)
    change = {content.text_key: "x", "isPublished": not is_published}

    created = client.post(content.url, content.valid, format="json")

    assert created.status_code == status
    assert created.json() == {"detail": detail}
    assert client.put(path, change, format="json").status_code == status
    assert client.patch(path, change, format="json").status_code == status
    assert client.delete(path).status_code == status
    assert stored_values(row) == before
    assert content.model.objects.count() == 1


# --- the owner writes ------------------------------------------------------------------------


@pytest.mark.parametrize("content", EVERY_TYPE)
def test_owner_creates_a_row(owner_client, content):
    response = owner_client.post(content.url, content.valid, format="json")

    assert response.status_code == 201, response.content
    body = response.json()
    # A save answers the row and the personal-data check's warnings (none in these texts).
    assert set(body) == content.owner_fields | {"warnings"}
    assert body["warnings"] == []
    row = content.model.objects.get(id=body["id"])
    if content.slugs:
        assert body["slug"] == row.slug == content.slug
    for name, value in content.created.items():
        assert getattr(row, name) == value, name
    for name, value in content.echoed.items():
        assert body[name] == value, name


@pytest.mark.parametrize("content", EVERY_TYPE)
def test_server_set_and_unknown_fields_are_ignored(owner_client, content):
    forged_id = str(uuid.uuid4())
    payload = {**content.valid, "id": forged_id, **SERVER_SET, **content.forged}

    response = owner_client.post(content.url, payload, format="json")

    assert response.status_code == 201, response.content
    body = response.json()
    row = content.model.objects.get()
    assert str(row.id) == body["id"] != forged_id
    if content.slugs:
        assert row.slug == body["slug"] == content.slug
    assert getattr(row, content.stamp).year == timezone.now().year
    assert set(body) == content.owner_fields | {"warnings"}  # nothing unknown is echoed back
    for name, value in content.forged_stored.items():
        assert getattr(row, name) == value
    for name, value in content.forged_echo.items():
        assert body[name] == value


@pytest.mark.parametrize("content", EVERY_SLUGGED_TYPE)
def test_the_same_title_gets_a_distinct_slug(owner_client, content):
    first = owner_client.post(content.url, content.valid, format="json").json()
    second = owner_client.post(content.url, content.valid, format="json").json()

    assert first["slug"] == content.slug
    assert second["slug"] == f"{content.slug}-2"


@pytest.mark.parametrize("content", EVERY_NO_LETTERS_TYPE)
def test_a_title_without_letters_still_gets_a_slug(owner_client, content):
    payload = {**content.valid, "title": NO_LETTERS}

    body = owner_client.post(content.url, payload, format="json").json()

    assert body["slug"] == content.no_letters_slug


@pytest.mark.parametrize(("value", "message"), OFF_SITE_IMAGES)
@pytest.mark.parametrize("content", EVERY_PICTURED_TYPE)
def test_image_urls_must_be_on_this_site(owner_client, content, value, message):
    payload = {**content.valid, "imageUrl": value}

    response = owner_client.post(content.url, payload, format="json")

    assert response.status_code == 400
    assert response.json()["imageUrl"] == [message]
    assert not content.model.objects.exists()


@pytest.mark.parametrize("value", ["maybe", None, [True], 2])
@pytest.mark.parametrize("content", EVERY_TYPE)
def test_is_published_must_be_a_boolean(owner_client, content, value):
    payload = {**content.valid, "isPublished": value}

    response = owner_client.post(content.url, payload, format="json")

    assert response.status_code == 400
    assert "isPublished" in response.json()
    assert not content.model.objects.exists()


@pytest.mark.parametrize("content", EVERY_TYPE)
def test_huge_strings_are_refused_everywhere(owner_client, content):
    huge = "x" * 1_000_000
    text_fields = [k for k, v in content.valid.items() if isinstance(v, str) and k != "imageUrl"]

    for name in text_fields:
        payload = {**content.valid, name: huge}
        response = owner_client.post(content.url, payload, format="json")
        assert response.status_code == 400, name
        assert name in response.json()
    assert not content.model.objects.exists()


@pytest.mark.parametrize("content", EVERY_TYPE)
def test_an_empty_body_names_every_required_field(owner_client, content):
    response = owner_client.post(content.url, {}, format="json")

    assert response.status_code == 400
    assert response.json() == {name: [message] for name, message in content.required.items()}
    assert not content.model.objects.exists()


@pytest.mark.parametrize(("content", "name", "message"), EVERY_REQUIRED_FIELD)
def test_a_missing_required_field_is_named_and_nothing_isstored_values(
    owner_client, content, name, message
):
    payload = {k: v for k, v in content.valid.items() if k != name}

    response = owner_client.post(content.url, payload, format="json")

    assert response.status_code == 400
    assert response.json() == {name: [message]}
    assert not content.model.objects.exists()


@pytest.mark.parametrize("body", MALFORMED_BODIES)
@pytest.mark.parametrize("content", EVERY_TYPE)
def test_malformed_bodies_are_400(owner_client, content, body):
    response = owner_client.generic("POST", content.url, body, content_type="application/json")

    assert response.status_code == 400
    assert not content.model.objects.exists()


@pytest.mark.parametrize("content", EVERY_TYPE)
def test_form_encoded_bodies_are_refused(owner_client, content):
    response = owner_client.post(content.url, {content.text_key: "x"})  # multipart, not JSON

    assert response.status_code == 415
    assert not content.model.objects.exists()


@pytest.mark.parametrize("content", EVERY_TYPE)
def test_owner_puts_a_partial_update_changing_only_what_is_sent(owner_client, content):
    row = content.factory()
    before = stored_values(row)
    payload = {content.text_key: "Changed text", **content.put_extra}

    response = owner_client.put(_path(content, row), payload, format="json")

    assert response.status_code == 200
    expected = {**before, content.text_field: "Changed text", **content.put_extra_stored}
    assert (
        stored_values(row) == expected
    )  # nothing else changed: the slug keeps shared links working
    if content.slugs:
        assert response.json()["slug"] == before["slug"]


@pytest.mark.parametrize(("content", "key"), EVERY_LOOKUP)
def test_owner_patches_a_row(owner_client, content, key):
    row = content.factory()

    response = owner_client.patch(_path(content, row, key), content.patch, format="json")

    assert response.status_code == 200
    stored = owner_client.get(_path(content, row)).json()
    for name, value in content.patch.items():
        assert response.json()[name] == value
        assert stored[name] == value


@pytest.mark.parametrize("method", ["put", "patch"])
@pytest.mark.parametrize("content", EVERY_TYPE)
def test_owner_hides_a_row_from_visitors_only(owner_client, api_client, content, method):
    row = content.factory()
    other = content.factory()
    before = stored_values(row)

    send = getattr(owner_client, method)
    response = send(_path(content, row), {"isPublished": False}, format="json")

    assert response.status_code == 200
    assert response.json()["isPublished"] is False
    assert stored_values(row) == {**before, "is_published": False}
    assert [r["id"] for r in api_client.get(content.url).json()] == [str(other.id)]
    for key in content.keys:
        assert api_client.get(_path(content, row, key)).status_code == 404
        assert owner_client.get(_path(content, row, key)).json()["isPublished"] is False


@pytest.mark.parametrize("content", EVERY_TYPE)
def test_owner_publishes_a_hidden_row(owner_client, api_client, content):
    hidden = content.factory(is_published=False)

    response = owner_client.put(_path(content, hidden), {"isPublished": True}, format="json")

    assert response.status_code == 200
    hidden.refresh_from_db()
    assert hidden.is_published is True
    assert [r["id"] for r in api_client.get(content.url).json()] == [str(hidden.id)]
    assert api_client.get(_path(content, hidden)).status_code == 200


@pytest.mark.parametrize("content", EVERY_TYPE)
def test_an_invalid_update_changes_nothing(owner_client, content):
    row = content.factory()
    before = stored_values(row)

    response = owner_client.put(_path(content, row), content.invalid_update, format="json")

    assert response.status_code == 400
    assert stored_values(row) == before


@pytest.mark.parametrize("content", EVERY_TYPE)
def test_owner_deletes_a_row(owner_client, content):
    row = content.factory()

    response = owner_client.delete(_path(content, row))

    assert response.status_code == 204
    assert not content.model.objects.exists()
    assert owner_client.get(_path(content, row)).status_code == 404
