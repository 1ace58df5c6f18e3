"""/api/log-entries: the super-curricular log. Drafts until published, the reflection in
Markdown through the one renderer, evidence that links rows already on the site (shown to a
visitor only where the visitor may see the row), and the personal-data check."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.record.models import Evidence, LogEntry
from tests.blog.factories import BlogPostFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.record.factories import log_entry
from tests.showcase.factories import AchievementFactory, ProjectFactory

pytestmark = pytest.mark.django_db

URL = "/api/log-entries"
TYPES = "achievement, project, post, journal-entry"
ENTRY = {
    "kind": "competition",
    "title": "UK Junior Mathematical Olympiad",
    "organisation": "UKMT",
    "startDate": "2026-06-12",
    "hours": "3.5",
    "reflection": "Question 4 was **hard**; I drew it first.",
}


def test_only_the_owner_writes_the_log(not_the_owner):
    client, status = not_the_owner
    entry = log_entry()

    assert client.post(URL, ENTRY, format="json").status_code == status
    assert client.patch(f"{URL}/{entry.id}", {"title": "X"}, format="json").status_code == status
    assert client.delete(f"{URL}/{entry.id}").status_code == status
    assert LogEntry.objects.get().title == "The Code Book"


def test_the_owner_logs_an_entry_with_evidence_and_its_reflection_is_rendered(owner_client):
    achievement = AchievementFactory(title="Gold certificate")
    post = BlogPostFactory(title="What the olympiad taught me")

    response = owner_client.post(
        URL,
        {
            **ENTRY,
            "evidence": [
                {"type": "achievement", "id": str(achievement.id)},
                {"type": "post", "id": str(post.id)},
            ],
        },
        format="json",
    )

    assert response.status_code == 201, response.json()
    body = response.json()
    assert body["isPublished"] is False
    assert body["slug"] == "uk-junior-mathematical-olympiad"
    assert body["hours"] == "3.5"
    assert body["reflection"] == "<p>Question 4 was <strong>hard</strong>; I drew it first.</p>\n"
    assert body["reflectionSource"] == ENTRY["reflection"]
    assert [(e["type"], e["title"]) for e in body["evidence"]] == [
        ("achievement", "Gold certificate"),
        ("post", "What the olympiad taught me"),
    ]
    assert body["evidence"][1]["url"] == post.get_absolute_url()
    assert body["warnings"] == []


def test_evidence_is_replaced_by_an_update_and_left_alone_without_one(owner_client):
    project, entry = ProjectFactory(), log_entry()
    url = f"{URL}/{entry.id}"

    owner_client.patch(
        url, {"evidence": [{"type": "project", "id": str(project.id)}]}, format="json"
    )
    owner_client.patch(url, {"title": "The Code Book, again"}, format="json")
    assert [e.project_id for e in Evidence.objects.all()] == [project.id]

    owner_client.patch(url, {"evidence": []}, format="json")
    assert not Evidence.objects.exists()


def test_visitors_read_published_entries_and_only_the_evidence_they_may_see(
    api_client, owner_client
):
    shown = GcseJournalEntryFactory(topic="Ciphers")
    draft_post = BlogPostFactory(title="Unfinished thoughts", is_published=False)
    later_post = BlogPostFactory(
        title="Scheduled thoughts", published_at=timezone.now() + timedelta(days=2)
    )
    published = log_entry(is_published=True)
    log_entry(title="A private draft")
    owner_client.patch(
        f"{URL}/{published.id}",
        {
            "evidence": [
                {"type": "post", "id": str(draft_post.id)},
                {"type": "journal-entry", "id": str(shown.id)},
                {"type": "post", "id": str(later_post.id)},
            ]
        },
        format="json",
    )

    listed = api_client.get(URL).json()
    detail = api_client.get(f"{URL}/{published.slug}").json()

    assert [e["title"] for e in listed] == ["The Code Book"]
    for read in (listed[0], detail):
        assert [(e["type"], e["title"]) for e in read["evidence"]] == [("journal-entry", "Ciphers")]
        assert "reflectionSource" not in read
    assert "Unfinished" not in api_client.get(URL).content.decode()
    assert len(owner_client.get(f"{URL}/{published.id}").json()["evidence"]) == 3


def test_a_row_unpublished_leaves_the_visitors_evidence_at_once(api_client, owner_client):
    post = BlogPostFactory(title="Soon hidden")
    entry = log_entry(is_published=True)
    owner_client.patch(
        f"{URL}/{entry.id}", {"evidence": [{"type": "post", "id": str(post.id)}]}, format="json"
    )
    assert api_client.get(URL).json()[0]["evidence"][0]["title"] == "Soon hidden"

    owner_client.patch(f"/api/blog-posts/{post.id}", {"isPublished": False}, format="json")

    assert api_client.get(URL).json()[0]["evidence"] == []


def test_a_draft_is_a_404_to_visitors(api_client):
    draft = log_entry()

    assert api_client.get(f"{URL}/{draft.slug}").status_code == 404


@pytest.mark.parametrize(
    ("change", "errors"),
    [
        ({"title": ""}, {"title": ["Title is required"]}),
        ({"kind": "holiday"}, {"kind": [pytest.approx]}),
        ({"kind": ""}, {"kind": ["Kind is required"]}),
        ({"startDate": None}, {"startDate": ["Start date is required"]}),
        ({"endDate": "2026-06-01"}, {"endDate": ["End date cannot be before the start date"]}),
        ({"hours": "-1"}, {"hours": ["Hours cannot be negative"]}),
        ({"hours": "lots"}, {"hours": ["Hours must be a number"]}),
        ({"evidence": "a post"}, {"evidence": ["Evidence must be a list"]}),
        (
            {"evidence": [{"type": "meme", "id": "x"}]},
            {
                "evidence": [
                    "Evidence 1: type must be one of achievement, project, post, journal-entry"
                ]
            },
        ),
        (
            {"evidence": [{"type": "post", "id": "6f1c1bd4-3b4b-4a39-9d0c-4c2a1d1f6a1e"}]},
            {"evidence": ["Evidence 1: id must be one of the site's blog posts"]},
        ),
        (
            {"evidence": [{"type": "project", "id": "not an id"}]},
            {"evidence": ["Evidence 1: id must be one of the site's projects"]},
        ),
        (
            {"evidence": [{"type": "post"}] * 21},
            {"evidence": ["Use at most 20 pieces of evidence"]},
        ),
    ],
)
def test_bad_input_is_a_400_with_its_message_and_nothing_is_stored(owner_client, change, errors):
    response = owner_client.post(URL, {**ENTRY, **change}, format="json")

    assert response.status_code == 400
    body = response.json()
    assert set(body) == set(errors)
    for field, messages in errors.items():
        if messages != [pytest.approx]:
            assert body[field] == messages
    assert not LogEntry.objects.exists()


def test_publishing_an_entry_with_personal_data_asks_first(owner_client):
    payload = {**ENTRY, "reflection": "Ring me on 07700 900123", "isPublished": True}

    refused = owner_client.post(URL, payload, format="json")
    assert refused.status_code == 409
    assert refused.json()["needsConfirmation"] is True
    assert not LogEntry.objects.exists()

    confirmed = owner_client.post(URL, {**payload, "confirmPersonalData": True}, format="json")
    assert confirmed.status_code == 201
    assert confirmed.json()["warnings"][0]["field"] == "reflection"


def test_the_list_filters_by_kind(api_client):
    log_entry(is_published=True)
    log_entry(kind="volunteering", title="Food bank", is_published=True)

    assert [e["title"] for e in api_client.get(URL, {"kind": "volunteering"}).json()] == [
        "Food bank"
    ]
    assert api_client.get(URL, {"kind": "holiday"}).status_code == 400
