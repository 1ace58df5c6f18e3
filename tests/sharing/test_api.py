"""The owner's share links at /api/share-links: list, make, revoke, delete."""

from datetime import timedelta
from unittest import mock

import pytest
from django.utils import timezone

from apps.sharing.models import ShareLink, token_hash
from tests.blog.factories import BlogPostFactory
from tests.helpers import count_queries
from tests.journal.factories import GcseJournalEntryFactory
from tests.sharing.factories import share

pytestmark = pytest.mark.django_db

URL = "/api/share-links"


def _create(client, **changes):
    entry = changes.pop("entry", None) or GcseJournalEntryFactory(is_published=False)
    payload = {
        "targetType": "journal-entry",
        "targetId": str(entry.pk),
        "recipient": "Mrs Patel, maths",
        "days": 14,
        **changes,
    }
    return client.post(URL, payload, format="json")


def test_owner_makes_a_link_and_sees_its_address_once(owner_client):
    entry = GcseJournalEntryFactory(is_published=False, week="Week 3", topic="Vectors")

    response = _create(owner_client, entry=entry)

    assert response.status_code == 201, response.content
    body = response.json()
    token = body["url"].rsplit("/shared/", 1)[1]
    assert len(token) >= 43
    assert body["recipient"] == "Mrs Patel, maths"
    assert body["targetType"] == "journal-entry"
    assert body["targetId"] == str(entry.pk)
    assert body["targetTitle"] == "Week 3: Vectors"
    assert body["targetPublished"] is False
    assert (body["openCount"], body["lastOpenedAt"], body["revokedAt"]) == (0, None, None)
    assert body["isActive"] is True
    link = ShareLink.objects.get()
    # Only the hash is kept; the token is nowhere in the row.
    assert link.token_hash == token_hash(token)
    assert token not in str(vars(link))
    expected = timezone.now() + timedelta(days=14)
    assert abs((link.expires_at - expected).total_seconds()) < 60
    # The list never carries the address again.
    listed = owner_client.get(URL).json()
    assert "url" not in listed[0]
    assert token not in str(listed)
    assert response["Cache-Control"] == "private, no-store"


def test_days_default_to_14_and_the_owner_may_choose_up_to_90(owner_client):
    entry = GcseJournalEntryFactory(is_published=False)
    payload = {"targetType": "journal-entry", "targetId": str(entry.pk), "recipient": "Dad"}

    default = owner_client.post(URL, payload, format="json")
    longest = owner_client.post(URL, {**payload, "days": 90}, format="json")

    assert default.status_code == longest.status_code == 201
    made = sorted(ShareLink.objects.all(), key=lambda link: link.expires_at)
    days = [round((link.expires_at - link.created_at).total_seconds() / 86400) for link in made]
    assert days == [14, 90]


def test_a_link_to_a_blog_post(owner_client):
    post = BlogPostFactory(is_published=False, title="Draft on tides")

    response = owner_client.post(
        URL,
        {"targetType": "post", "targetId": str(post.pk), "recipient": "Admissions tutor"},
        format="json",
    )

    assert response.status_code == 201
    assert response.json()["targetTitle"] == "Draft on tides"
    assert ShareLink.objects.get().post == post


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"recipient": ""}, "recipient", "Say who the link is for"),
        ({"recipient": "   "}, "recipient", "Say who the link is for"),
        ({"recipient": None}, "recipient", "Say who the link is for"),
        ({"recipient": "x" * 101}, "recipient", "Keep the recipient to 100 characters or fewer"),
        ({"days": 0}, "days", "A link lasts between 1 and 90 days"),
        ({"days": 91}, "days", "A link lasts between 1 and 90 days"),
        ({"days": "soon"}, "days", "A link lasts between 1 and 90 days"),
        ({"days": 10**30}, "days", "A link lasts between 1 and 90 days"),
        ({"targetType": "photo"}, "targetType", "Choose a blog post or a journal entry"),
        ({"targetId": "not-a-uuid"}, "targetId", "Choose the post or entry to share"),
        (
            {"targetId": "00000000-0000-0000-0000-000000000000"},
            "targetId",
            "Choose the post or entry to share",
        ),
    ],
)
def test_bad_input_is_a_400_that_stores_nothing(owner_client, changes, field, message):
    response = _create(owner_client, **changes)

    assert response.status_code == 400, response.content
    assert response.json()[field] == [message]
    assert not ShareLink.objects.exists()


def test_a_post_id_named_as_an_entry_is_refused(owner_client):
    post = BlogPostFactory(is_published=False)

    response = _create(owner_client, targetId=str(post.pk))

    assert response.status_code == 400
    assert not ShareLink.objects.exists()


def test_a_body_that_is_not_an_object_is_a_400(owner_client):
    response = owner_client.post(URL, "[1, 2]", content_type="application/json")

    assert response.status_code == 400
    assert not ShareLink.objects.exists()


def test_only_the_owner_lists_makes_revokes_or_deletes(not_the_owner, owner):
    client, status = not_the_owner
    link, _ = share(GcseJournalEntryFactory(is_published=False))

    assert client.get(URL).status_code == status
    assert _create(client).status_code == status
    assert client.post(f"{URL}/{link.pk}/revoke").status_code == status
    assert client.delete(f"{URL}/{link.pk}").status_code == status
    link.refresh_from_db()
    assert link.revoked_at is None
    assert ShareLink.objects.count() == 1


def test_revoke_turns_the_link_off_and_keeps_the_first_time(owner_client):
    link, _ = share(GcseJournalEntryFactory(is_published=False))

    first = owner_client.post(f"{URL}/{link.pk}/revoke")
    again = owner_client.post(f"{URL}/{link.pk}/revoke")

    assert first.status_code == again.status_code == 200
    assert first.json()["isActive"] is False
    assert first.json()["revokedAt"] == again.json()["revokedAt"]
    link.refresh_from_db()
    assert link.revoked_at is not None


def test_delete_removes_the_link(owner_client):
    link, _ = share(GcseJournalEntryFactory(is_published=False))

    response = owner_client.delete(f"{URL}/{link.pk}")

    assert response.status_code == 204
    assert not ShareLink.objects.exists()


@pytest.mark.parametrize("pk", ["nope", "00000000-0000-0000-0000-000000000000"])
def test_an_unknown_link_is_a_404(owner_client, pk):
    assert owner_client.post(f"{URL}/{pk}/revoke").status_code == 404
    assert owner_client.delete(f"{URL}/{pk}").status_code == 404


def test_the_list_shows_counts_expiry_and_what_each_link_shows(owner_client):
    post = BlogPostFactory(is_published=False, title="Tides")
    entry = GcseJournalEntryFactory(is_published=False, week="Week 1", topic="Cells")
    share(post, recipient="Grandma")
    opened, _ = share(entry, recipient="Mr Jones")
    ShareLink.objects.filter(pk=opened.pk).update(open_count=3, last_opened_at=timezone.now())

    listed = owner_client.get(URL).json()

    assert [(row["recipient"], row["targetTitle"], row["openCount"]) for row in listed] == [
        ("Mr Jones", "Week 1: Cells", 3),
        ("Grandma", "Tides", 0),
    ]
    assert listed[0]["lastOpenedAt"] is not None
    assert all(row["isActive"] for row in listed)


def test_an_expired_link_is_listed_as_not_active(owner_client):
    share(GcseJournalEntryFactory(is_published=False), days=1)
    later = timezone.now() + timedelta(days=1, minutes=1)

    with mock.patch("django.utils.timezone.now", return_value=later):
        listed = owner_client.get(URL).json()

    assert listed[0]["isActive"] is False


def test_the_list_costs_the_same_queries_however_many_links(owner_client):
    share(GcseJournalEntryFactory(is_published=False))
    share(BlogPostFactory(is_published=False))
    few = count_queries(owner_client, URL)
    for _ in range(5):
        share(GcseJournalEntryFactory(is_published=False))
        share(BlogPostFactory(is_published=False))

    assert count_queries(owner_client, URL) == few
