"""The probe kind, declared in this folder only, as every feature that spans the kinds sees it
(run by tests/test_content_type_registry.py under this folder's settings)."""

import xml.etree.ElementTree as ET
from io import StringIO

import pytest
from django.core.management import call_command
from django.utils import timezone

from apps.guardian.digest import digest_context
from tests.visits.beacon import send, totals

from .models import Probe

pytestmark = pytest.mark.django_db
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


@pytest.fixture
def published():
    return Probe.objects.create(
        title="Kelp forest probe", slug="kelp", content="Zanzibarite crystals.", is_published=True
    )


@pytest.fixture
def draft():
    return Probe.objects.create(
        title="Hidden probe", slug="hidden", content="Zanzibarite too.", is_published=False
    )


def test_search_finds_a_published_probe_and_not_a_draft(api_client, published, draft):
    results = api_client.get("/api/search", {"q": "zanzibarite"}).json()
    assert [(r["type"], r["title"], r["url"]) for r in results] == [
        ("Probe", "Kelp forest probe", "/probes/kelp")
    ]


def test_the_sitemap_lists_published_probes_in_a_section_of_their_own(client, published, draft):
    index = ET.fromstring(client.get("/sitemap.xml").content)
    assert "http://testserver/sitemap-probes.xml" in [e.text for e in index.iter(f"{SITEMAP}loc")]
    section = ET.fromstring(client.get("/sitemap-probes.xml").content)
    assert [e.text for e in section.iter(f"{SITEMAP}loc")] == ["http://testserver/probes/kelp"]


def test_a_view_of_a_probe_page_is_counted_and_a_draft_s_is_not(api_client, published, draft):
    assert send(api_client, {"path": "/probes/kelp"}).status_code == 204
    assert send(api_client, {"path": "/probes/hidden"}).status_code == 204
    assert totals() == {("probe", "/probes/kelp", published.id): 1}


def test_the_dashboard_counts_probes_in_their_block_and_in_completion(
    owner_client, published, draft
):
    summary = owner_client.get("/api/admin/summary").json()
    assert summary["probes"] == {"total": 2, "published": 1}
    assert summary["completion"] == {"percent": 50, "published": 1, "total": 2}
    assert {(a["kind"], a["title"]) for a in summary["recentActivity"]} == {
        ("probes", "Kelp forest probe"),
        ("probes", "Hidden probe"),
    }


def test_the_guardian_digest_lists_the_week_s_published_probes(published, draft):
    sections = digest_context(now=timezone.now())["published"]
    assert [(s.kind, [title for title, _ in s.titles]) for s in sections] == [
        ("Probes", ["Kelp forest probe"])
    ]


def test_the_daily_purge_deletes_what_the_probe_does_not_keep(published, draft):
    out = StringIO()
    call_command("purge_expired", stdout=out)

    assert "Deleted 1 probe drafts." in out.getvalue()
    assert list(Probe.objects.all()) == [published]


def test_publishing_a_probe_with_a_phone_number_waits_for_confirmation(owner_client):
    body = {"title": "Call me", "slug": "call", "content": "Ring 07700 900123", "isPublished": True}
    refused = owner_client.post("/api/probes", body, format="json")
    assert refused.status_code == 409
    assert refused.json()["needsConfirmation"] is True
    assert [w["field"] for w in refused.json()["warnings"]] == ["content"]
    assert not Probe.objects.exists()


def test_the_probe_page_is_served(client, published):
    assert client.get("/probes/kelp").status_code == 200
