"""`make bench`'s figure 9 (bench/search.py): what it measures, on a few posts."""

import json

import pytest

from apps.blog.models import BlogPost
from apps.search.models import SearchDocument
from apps.search.views import SearchView
from bench import search as bench_search
from tests.blog.factories import BlogPostFactory

pytestmark = pytest.mark.django_db


def test_the_search_figure_times_the_query_mix_and_leaves_the_site_as_it_was(monkeypatch, capsys):
    BlogPostFactory(title="Already here")
    throttles = SearchView.throttle_classes
    monkeypatch.setattr(bench_search, "SEARCH_POSTS", 40)
    monkeypatch.setattr(bench_search, "REQUESTS", 36)
    monkeypatch.setattr(bench_search, "WARMUP", 2)

    bench_search.measure()

    result = json.loads(capsys.readouterr().out.split("BENCH-JSON ", 1)[1])
    assert result["documents"] == 41
    assert result["requests"] == 36
    assert 0 < result["p50_ms"] <= result["p95_ms"] <= result["max_ms"]
    found = result["results_per_query"]
    assert found["revising"] == 20  # every post says "revision"
    assert found["quokka1234"] == 0  # only the 1,235th post has it
    assert found["xylophone zebra"] == 0
    # The posts are gone again, the index with them, and the throttle is back.
    assert list(BlogPost.all_objects.values_list("title", flat=True)) == ["Already here"]
    assert SearchDocument.objects.count() == 1
    assert SearchView.throttle_classes == throttles


def test_the_95th_percentile_is_the_nearest_rank():
    assert bench_search.percentile(list(range(1, 101)), 0.95) == 95
    assert bench_search.percentile([3.0], 0.95) == 3.0
    assert bench_search.percentile([5, 1, 4, 2, 3], 0.5) == 3
