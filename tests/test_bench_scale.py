"""`make bench`'s scale scenario (issue 17): how figures are chosen, ordered and judged. The
measuring needs two servers and PostgreSQL; what it reads from them is checked here."""

import os

import pytest

from bench import explain, memory, timing
from bench.run import FIGURES, chosen, figure_order, sites_needed


def test_bench_only_picks_figures_by_name_or_number():
    assert chosen("") == set(FIGURES)
    assert chosen("api, 8,explain") == {"api", "load", "explain"}
    assert chosen("2b") == {"cached"}


def test_bench_only_refuses_a_name_no_figure_has():
    with pytest.raises(SystemExit, match="lighthose"):
        chosen("lighthose")


def test_only_the_sites_the_chosen_figures_need_are_prepared():
    assert sites_needed({"explain", "search"}) == {"big"}
    assert sites_needed({"etag"}) == {"small"}
    assert sites_needed({"scale-blog"}) == {"small", "big"}


def test_the_table_orders_figures_by_number_with_10_after_9():
    rows = [{"figure": f} for f in ("10 api", "9 search", "1b cached", "1a built", "7a", "14 x")]
    ordered = [r["figure"] for r in sorted(rows, key=figure_order)]
    assert ordered == ["1b cached", "1a built", "7a", "9 search", "10 api", "14 x"]


def test_explain_finds_a_sequential_scan_of_a_big_table_anywhere_in_a_plan():
    plan = {
        "Node Type": "Limit",
        "Plans": [
            {
                "Node Type": "Hash Join",
                "Plans": [
                    {"Node Type": "Seq Scan", "Relation Name": "blog_blogpost"},
                    {"Node Type": "Seq Scan", "Relation Name": "core_siteprofile"},
                    {"Node Type": "Index Scan", "Relation Name": "gallery_galleryitem"},
                ],
            }
        ],
    }
    tables = {"blog_blogpost", "gallery_galleryitem"}
    assert explain.seq_scans(plan, tables) == ["blog_blogpost"]


def test_the_big_tables_are_those_seed_scale_fills_and_the_search_index():
    assert {"blog_blogpost", "contact_contactmessage", "search_document"} <= explain.big_tables()
    assert "core_siteprofile" not in explain.big_tables()


def test_a_process_memory_is_its_resident_set():
    assert memory.rss_kib(os.getpid()) > 10_000  # a Python with Django loaded: over 10 MB


def test_percentiles_are_the_nearest_rank():
    assert timing.percentile([float(n) for n in range(1, 101)], 0.95) == 95.0
    assert timing.percentile([3.0], 0.95) == 3.0
