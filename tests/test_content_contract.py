"""The contract every content endpoint keeps: /api/blog-posts, /api/gcse-journal,
/api/media-items, /api/travel-stories and /api/gallery-items.

Visitors (anonymous or signed in as someone else) see published rows only, in the list and by
id or slug; the owner sees everything; unknown rows are a JSON 404; a trailing slash works; lists
and details run a constant number of queries; only the owner writes, and a refused or invalid
write stores nothing. What is particular to one type (its order, filters, slugs, validation
messages, files) is tested in that app's own tests/<app>/test_api.py."""

from dataclasses import dataclass, field
from datetime import UTC, datetime

import pytest

from apps.blog.models import BlogPost
from apps.gallery.models import GalleryItem
from apps.journal.models import GcseJournalEntry
from apps.media.models import MediaItem
from apps.travel.models import TravelStory
from tests.blog.factories import BlogPostFactory
from tests.gallery.factories import GalleryItemFactory
from tests.helpers import count_queries
from tests.journal.factories import GcseJournalEntryFactory
from tests.media.factories import MediaItemFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db

NOT_FOUND = {"detail": "Not found."}
REFUSALS = [
    ("api_client", 401, "Authentication credentials were not provided."),
    ("other_user_client", 403, "Only the site owner can do this."),
]
VISITORS = ["api_client", "other_user_client"]
VIEWERS = ["api_client", "owner_client"]


@dataclass(frozen=True)
class Content:
    url: str
    factory: type  # makes a published row; factory(is_published=False) a hidden one
    model: type
    fields: set[str]  # every field of a row, in camelCase
    valid: dict  # a create payload the owner may send
    required: dict[str, str]  # each required field and its message when it is missing
    text_field: str  # a required text field (model name): shown by id, changed by the PUT test
    patch: dict  # a PATCH the owner may send; the response echoes it
    invalid_update: dict  # a PUT refused as a whole (400)
    put_extra: dict = field(default_factory=dict)  # sent with the PUT test's text field...
    put_extra_stored: dict = field(default_factory=dict)  # ...and stored as these model values
    slugs: bool = True  # rows are found by slug as well as by id
    list_filters: tuple[str, ...] = ()  # query strings that must cost no extra query

    @property
    def text_key(self) -> str:
        first, *rest = self.text_field.split("_")
        return first + "".join(part.capitalize() for part in rest)

    @property
    def keys(self) -> tuple[str, ...]:
        return ("id", "slug") if self.slugs else ("id",)


BLOG = Content(
    url="/api/blog-posts",
    factory=BlogPostFactory,
    model=BlogPost,
    fields={
        "id",
        "slug",
        "title",
        "excerpt",
        "content",
        "categories",
        "publishedAt",
        "readTime",
        "isPublished",
        "imageUrl",
        "imageAlt",
        "updatedAt",
    },
    valid={
        "title": "Why the Sky Is Blue",
        "excerpt": "Rayleigh scattering, explained for a Year 10 physics class.",
        "content": "<p>Light is scattered.</p>",
        "readTime": 7,
        "isPublished": True,
    },
    required={
        "title": "Title is required",
        "excerpt": "Excerpt is required",
        "content": "Content is required",
    },
    text_field="title",
    patch={"readTime": 12},
    invalid_update={"title": "", "readTime": 3},
)

JOURNAL = Content(
    url="/api/gcse-journal",
    factory=GcseJournalEntryFactory,
    model=GcseJournalEntry,
    fields={
        "id",
        "slug",
        "week",
        "subject",
        "topic",
        "content",
        "mediaUploads",
        "links",
        "isPublished",
        "progress",
        "studyDate",
        "createdAt",
        "updatedAt",
    },
    valid={
        "week": "Week 12",
        "subject": "maths",
        "topic": "Quadratic equations",
        "content": "Factorising, completing the square and the formula.",
        "isPublished": True,
        "progress": 80,
        "studyDate": "2024-03-14",
    },
    required={
        "week": "Week is required",
        "subject": "Subject is required",
        "topic": "Topic is required",
        "content": "Content is required",
    },
    text_field="topic",
    patch={"progress": 12},
    invalid_update={"topic": "", "progress": 3},
    put_extra={"progress": 90},
    put_extra_stored={"progress": 90},
)

MEDIA = Content(
    url="/api/media-items",
    factory=MediaItemFactory,
    model=MediaItem,
    fields={
        "id",
        "slug",
        "title",
        "description",
        "type",
        "url",
        "publishedAt",
        "platform",
        "featured",
        "category",
        "imageUrl",
        "readTime",
        "publication",
        "duration",
        "isPublished",
        "createdAt",
        "updatedAt",
    },
    valid={
        "title": "Why Our School Went Plastic-Free",
        "description": "How a Year 10 campaign cut single-use plastic in the canteen by half.",
        "type": "article",
        "url": "https://example.com/articles/plastic-free",
        "isPublished": True,
    },
    required={"title": "Title is required", "type": "Type is required"},
    text_field="title",
    patch={"type": "video"},
    invalid_update={"title": "Changed", "readTime": 0},
    put_extra={"publishedAt": "2024-01-02T03:04:05Z"},
    put_extra_stored={"published_at": datetime(2024, 1, 2, 3, 4, 5, tzinfo=UTC)},
    list_filters=("?type=article",),
)

TRAVEL = Content(
    url="/api/travel-stories",
    factory=TravelStoryFactory,
    model=TravelStory,
    fields={
        "id",
        "slug",
        "country",
        "city",
        "continent",
        "title",
        "content",
        "imageUrl",
        "coordinates",
        "visitDate",
        "duration",
        "highlights",
        "gallery",
        "isPublished",
        "createdAt",
        "updatedAt",
    },
    valid={
        "country": "Japan",
        "city": "Kyoto",
        "title": "Temples and Tea in Kyoto",
        "content": "We walked through ten thousand red gates at Fushimi Inari.",
        "coordinates": {"lat": 35.0116, "lng": 135.7681},
        "visitDate": "2024-04-03",
        "isPublished": True,
    },
    required={
        "country": "Country is required",
        "title": "Title is required",
        "content": "Content is required",
    },
    text_field="title",
    patch={"duration": "2 weeks"},
    invalid_update={"title": "", "duration": "1 day"},
    put_extra={"country": "France"},
    put_extra_stored={"country": "France"},
)

GALLERY = Content(
    url="/api/gallery-items",
    factory=GalleryItemFactory,
    model=GalleryItem,
    fields={
        "id",
        "title",
        "caption",
        "imageUrl",
        "category",
        "uploadedAt",
        "isPublished",
        "width",
        "height",
        "srcset",
    },
    valid={
        "title": "School trip to the coast",
        "caption": "Year 10 geography fieldwork.",
        "imageUrl": "/media/demo/coast.webp",
        "category": "travel",
        "isPublished": True,
    },
    required={"title": "Title is required", "imageUrl": "Image is required"},
    text_field="title",
    patch={"caption": "A new caption."},
    invalid_update={"title": "", "caption": "Changed"},
    slugs=False,
)

CONTENT = {
    "blog-posts": BLOG,
    "gcse-journal": JOURNAL,
    "media-items": MEDIA,
    "travel-stories": TRAVEL,
    "gallery-items": GALLERY,
}
EVERY_TYPE = [pytest.param(content, id=name) for name, content in CONTENT.items()]
EVERY_LOOKUP = [
    pytest.param(content, key, id=f"{name}-by-{key}")
    for name, content in CONTENT.items()
    for key in content.keys
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
]


def _path(content: Content, row, key: str = "id") -> str:
    return f"{content.url}/{getattr(row, key)}"


def _stored(row) -> dict:
    """Every stored value of `row`, read back from the database (not the update time)."""
    row.refresh_from_db()
    return {
        f.attname: getattr(row, f.attname)
        for f in type(row)._meta.concrete_fields
        if f.name != "updated_at"
    }


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
def test_owner_list_includes_hidden_rows(owner_client, content):
    content.factory()
    hidden = content.factory(is_published=False)

    ids = [row["id"] for row in owner_client.get(content.url).json()]

    assert str(hidden.id) in ids
    assert len(ids) == 2


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
    before = _stored(row)
    path = _path(content, row)
    change = {content.text_key: "x", "isPublished": not is_published}

    created = client.post(content.url, content.valid, format="json")

    assert created.status_code == status
    assert created.json() == {"detail": detail}
    assert client.put(path, change, format="json").status_code == status
    assert client.patch(path, change, format="json").status_code == status
    assert client.delete(path).status_code == status
    assert _stored(row) == before
    assert content.model.objects.count() == 1


# --- the owner writes ------------------------------------------------------------------------


@pytest.mark.parametrize("content", EVERY_TYPE)
def test_owner_creates_a_row(owner_client, content):
    response = owner_client.post(content.url, content.valid, format="json")

    assert response.status_code == 201, response.content
    body = response.json()
    assert set(body) == content.fields
    assert content.model.objects.filter(id=body["id"]).exists()


@pytest.mark.parametrize("content", EVERY_TYPE)
def test_an_empty_body_names_every_required_field(owner_client, content):
    response = owner_client.post(content.url, {}, format="json")

    assert response.status_code == 400
    assert response.json() == {name: [message] for name, message in content.required.items()}
    assert not content.model.objects.exists()


@pytest.mark.parametrize(("content", "name", "message"), EVERY_REQUIRED_FIELD)
def test_a_missing_required_field_is_named_and_nothing_is_stored(
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
    before = _stored(row)
    payload = {content.text_key: "Changed text", **content.put_extra}

    response = owner_client.put(_path(content, row), payload, format="json")

    assert response.status_code == 200
    expected = {**before, content.text_field: "Changed text", **content.put_extra_stored}
    assert _stored(row) == expected  # nothing else changed: the slug keeps shared links working
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


@pytest.mark.parametrize("content", EVERY_TYPE)
def test_owner_hides_a_row_from_visitors_only(owner_client, api_client, content):
    row = content.factory()
    other = content.factory()
    before = _stored(row)

    response = owner_client.put(_path(content, row), {"isPublished": False}, format="json")

    assert response.status_code == 200
    assert response.json()["isPublished"] is False
    assert _stored(row) == {**before, "is_published": False}
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
    before = _stored(row)

    response = owner_client.put(_path(content, row), content.invalid_update, format="json")

    assert response.status_code == 400
    assert _stored(row) == before


@pytest.mark.parametrize("content", EVERY_TYPE)
def test_owner_deletes_a_row(owner_client, content):
    row = content.factory()

    response = owner_client.delete(_path(content, row))

    assert response.status_code == 204
    assert not content.model.objects.exists()
    assert owner_client.get(_path(content, row)).status_code == 404
