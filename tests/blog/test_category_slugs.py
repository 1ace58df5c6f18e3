"""A category's address is the same on both sides: the slug the server stores for a name (the
post's category rows, which its page finds posts by) is the slug a badge links to
(frontend/src/features/blog/lib/category-slug.ts, checked by Vitest against the same cases)."""

import json
from pathlib import Path

import pytest

from apps.blog.categories import category_slug, could_be_category_slug
from apps.blog.models import BlogPostCategory
from apps.blog.services import post_create

CASES = json.loads(
    (
        Path(__file__).resolve().parents[2]
        / "frontend/src/features/blog/lib/category-slug-cases.json"
    ).read_text()
)


@pytest.mark.parametrize("case", CASES, ids=[case["slug"] or "no-slug" for case in CASES])
def test_the_servers_slug_of_each_name_is_the_one_the_badge_links_to(case):
    assert category_slug(case["name"]) == case["slug"]
    assert could_be_category_slug(case["slug"]) == bool(case["slug"])


@pytest.mark.django_db
def test_the_stored_category_rows_use_the_same_slugs():
    names = [case["name"][:40] for case in CASES if case["slug"]][:12]
    post = post_create(title="Every name", excerpt="Names.", content="Text", categories=names)

    stored = list(BlogPostCategory.objects.filter(post=post).values_list("name", "slug"))

    assert stored == [(name.strip(), category_slug(name)) for name in names]


@pytest.mark.parametrize(
    "value",
    ["", "Science", "café", "a b", "a/b", "x" * 81, "science\x00", "<script>", "..", "%2e"],
)
def test_an_address_no_slug_could_have_is_refused_without_a_query(value):
    assert not could_be_category_slug(value)
