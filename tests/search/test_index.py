"""The index is derived from the rows: a command makes it again, and a backup leaves it out
while a restore makes it as the rows load."""

import io

import pytest
from django.contrib.auth.models import AnonymousUser
from django.core.management import call_command

from apps.search.models import SearchDocument
from apps.search.selectors import search
from tests.blog.factories import BlogPostFactory
from tests.journal.factories import GcseJournalEntryFactory
from tests.showcase.factories import ProjectFactory
from tests.travel.factories import TravelStoryFactory


def _titles(query: str) -> list[str]:
    return sorted(result.title for result in search(query=query, viewer=AnonymousUser()))


def _content() -> None:
    BlogPostFactory(title="Puffin post")
    BlogPostFactory(title="Puffin draft", is_published=False)
    GcseJournalEntryFactory(topic="Puffin entry")
    TravelStoryFactory(title="Puffin story")
    ProjectFactory(title="Puffin project")


PUBLISHED = ["Puffin entry", "Puffin post", "Puffin project", "Puffin story"]


@pytest.mark.django_db
def test_rebuild_search_index_makes_every_document_again():
    _content()
    SearchDocument.objects.all().delete()
    assert _titles("puffin") == []

    out = io.StringIO()
    call_command("rebuild_search_index", stdout=out)

    assert out.getvalue() == "Search index rebuilt: 5 documents.\n"
    assert _titles("puffin") == PUBLISHED


@pytest.mark.django_db
def test_a_rebuild_repairs_an_index_whose_text_went_stale():
    post = BlogPostFactory(title="Gannet")
    # A bulk change that bypasses the receivers leaves the old words in the index ...
    type(post).objects.filter(pk=post.pk).update(title="Cormorant")
    assert _titles("cormorant") == []

    call_command("rebuild_search_index", stdout=io.StringIO())

    assert _titles("cormorant") == ["Cormorant"]
    assert _titles("gannet") == []


@pytest.mark.django_db(transaction=True)
def test_a_restored_site_is_searchable(tmp_path):
    _content()
    archive = tmp_path / "site.tar.gz"
    call_command("backup", str(archive), stdout=io.StringIO())
    call_command("flush", "--noinput", stdout=io.StringIO())
    assert SearchDocument.objects.count() == 0

    call_command("restore", str(archive), stdout=io.StringIO())

    assert _titles("puffin") == PUBLISHED
    assert SearchDocument.objects.count() == 5
