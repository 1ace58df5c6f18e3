"""Every kind of content is declared once (apps/core/content_types.py) and the features that
span the kinds take a new one up with no edit outside its own folder."""

import ast
import os
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from apps.core.content_types import (
    DuplicateContentType,
    content_type,
    content_type_of,
    content_types,
    register,
    registered,
)

ROOT = Path(__file__).resolve().parent.parent


def test_a_throwaway_kind_declared_in_its_own_folder_is_taken_up_everywhere():
    """tests/probe_kind declares a kind as a new app would (model, selector, API, content.py);
    its checks, run with that app installed, find it in the search, the sitemap, the view
    counts, the dashboard, the guardian's digest, the daily purge and the personal-data
    check."""
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "tests/probe_kind/checks.py",
            "--ds=tests.probe_kind.settings",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:xdist",
            "-q",
        ],
        cwd=ROOT,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert re.search(r"\b8 passed\b", run.stdout), run.stdout[-2000:]


def test_the_site_s_kinds_are_declared_in_reading_order():
    assert [kind.key for kind in content_types()] == [
        "blog",
        "journal",
        "achievement",
        "travel",
        "gallery",
        "media",
        "project",
        "meme",
    ]


def test_a_kind_is_found_by_its_model():
    travel = content_type("travel")
    assert content_type_of(travel.model) is travel
    assert content_type_of(object) is None


def test_two_kinds_of_one_name_are_refused_and_a_throwaway_kind_leaves_no_trace():
    blog = content_type("blog")
    with pytest.raises(DuplicateContentType):
        register(replace(blog, names=replace(blog.names, label="Another blog")))
    throwaway = replace(blog, names=replace(blog.names, key="throwaway", order=1))
    with registered(throwaway):
        assert content_types()[0] is throwaway
    assert "throwaway" not in [kind.key for kind in content_types()]
    register(blog)  # the same declaration again (an app's content.py imported twice) is fine


# The files that wire an app into the site and may name it: INSTALLED_APPS, its API's
# addresses, and its pages' routes (apps/pages/routes.py, until the pages are described from
# the registry too). Its own folders are its app and its page loaders (apps/pages/loaders/<app>);
# demo content (apps/demo, the seed commands) and migrations are data, not lists of kinds.
WIRING = {"portfolio/settings/base.py", "portfolio/api_router.py", "apps/pages/routes.py"}
MOST_FILES_NAMING_A_KIND = 3
# Kinds that still have pages or features of their own beyond the wiring (the blog's feeds
# and categories; the journal's subjects in the first screens and share links): their files,
# which must not grow.
STILL_NAMED_ELSEWHERE = {
    "blog": {
        "apps/pages/feeds.py",
        "apps/pages/sitemaps.py",
        "apps/pages/templatetags/first_screen.py",
        "apps/sharing/selectors.py",
    },
    "journal": {"apps/sharing/selectors.py"},
}


def _demo(path: str) -> bool:
    return path.startswith("apps/demo/") or re.search(r"(seed|demo)[^/]*\.py$", path) is not None


def _files_naming(app: str) -> set[str]:
    """The product's Python files outside `app`'s folders that import it."""
    imports = re.compile(rf"\bapps\.{app}\b|from \.loaders import (\w+, )*{app}\b")
    found = set()
    for path in [*ROOT.glob("apps/**/*.py"), *ROOT.glob("portfolio/**/*.py")]:
        name = path.relative_to(ROOT).as_posix()
        if (
            name.startswith((f"apps/{app}/", f"apps/pages/loaders/{app}"))
            or "/migrations/" in name
            or _demo(name)
        ):
            continue
        if imports.search(path.read_text()):
            found.add(name)
    return found


@pytest.mark.parametrize("kind", [kind.key for kind in content_types()])
def test_no_file_outside_a_kind_s_folders_but_its_wiring_names_it(kind):
    app = content_type(kind).model._meta.app_config.name.removeprefix("apps.")
    elsewhere = _files_naming(app) - WIRING
    assert elsewhere <= STILL_NAMED_ELSEWHERE.get(kind, set())
    assert len(_files_naming(app) & WIRING) <= MOST_FILES_NAMING_A_KIND


# The files that still keep a list of kinds of their own, until the pages are described from
# the registry too (the first screens' drawings of each kind's page): they must not grow.
STILL_LISTING_KINDS = {"apps/pages/first_screen.py"}
# A literal naming this many kinds is a hand-written list of them.
A_LIST_OF_KINDS = 3


def _names_of_kinds() -> dict[str, set[str]]:
    """Every word that names a kind in code (its key, tab, route key, view kind, sitemap section
    and model's name) -> the kinds it names."""
    names: dict[str, set[str]] = {}
    for kind in content_types():
        for word in (kind.key, kind.tab, kind.page, kind.view_kind, kind.sitemap):
            if word:
                names.setdefault(word, set()).add(kind.key)
        names.setdefault(kind.model.__name__, set()).add(kind.key)
    return names


def _kinds_listed(node: ast.AST, names: dict[str, set[str]]) -> set[str]:
    """The kinds a tuple, list, set or dict literal names among its items (or keys)."""
    items = node.keys if isinstance(node, ast.Dict) else getattr(node, "elts", [])
    kinds: set[str] = set()
    for item in items:
        if isinstance(item, ast.Constant) and isinstance(item.value, str):
            kinds |= names.get(item.value, set())
        elif isinstance(item, ast.Name | ast.Attribute):
            kinds |= names.get(item.id if isinstance(item, ast.Name) else item.attr, set())
    return kinds


def test_no_file_outside_the_registry_keeps_a_hand_written_list_of_kinds():
    """No product file outside the kinds' own apps lists kinds of content itself (a tuple, list,
    set or dict naming three or more): the features that span them iterate content_types()."""
    names = _names_of_kinds()
    own = {
        kind.key: kind.model._meta.app_config.name.removeprefix("apps.") for kind in content_types()
    }
    listing = {}
    for path in [*ROOT.glob("apps/**/*.py"), *ROOT.glob("portfolio/**/*.py")]:
        name = path.relative_to(ROOT).as_posix()
        if "/migrations/" in name or _demo(name):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            kinds = _kinds_listed(node, names)
            # An app listing its own kinds (the showcase's three models) is its own business.
            if len(kinds) >= A_LIST_OF_KINDS and not all(
                name.startswith(f"apps/{own[kind]}/") for kind in kinds
            ):
                listing.setdefault(name, sorted(kinds))
    assert set(listing) <= STILL_LISTING_KINDS, listing


def test_the_hand_list_finder_finds_a_hand_written_list():
    names = _names_of_kinds()
    tree = ast.parse('SECTIONS = ("blog", "travel", "projects")\nOTHER = ("blog", "x")')

    found = [_kinds_listed(node, names) for node in ast.walk(tree)]

    assert {"blog", "travel", "project"} in found
    assert all(
        len(kinds) < A_LIST_OF_KINDS for kinds in found if kinds != {"blog", "travel", "project"}
    )
