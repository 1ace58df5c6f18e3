"""The README is a front door (issue 26): under 250 lines, every page of docs/ linked from it, and
every relative link in README.md and docs/*.md leads to a file that exists, and every `#anchor`
to a heading of that file (GitHub's way of naming a heading's anchor)."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
DOCS = sorted((ROOT / "docs").glob("*.md"))
PAGES = [README, *DOCS]

FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
CODE = re.compile(r"`[^`\n]*`")
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6} +(.+?) *#*$", re.MULTILINE)


def _prose(text: str) -> str:
    """The text without code: a link written in a code block or span is not a link."""
    return CODE.sub("", FENCE.sub("", text))


def _anchors(text: str) -> set[str]:
    """The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as
    hyphens, a repeated heading numbered -1, -2, ..."""
    seen: dict[str, int] = {}
    anchors = set()
    for heading in HEADING.findall(FENCE.sub("", text)):
        slug = re.sub(r"[^\w\- ]", "", heading.replace("`", "").strip().lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        anchors.add(slug if count == 0 else f"{slug}-{count}")
    return anchors


def _broken_links(page: Path, text: str) -> list[str]:
    broken = []
    for target in LINK.findall(_prose(text)):
        if re.match(r"^[a-z][a-z+.-]*:", target):  # https:, mailto:: not a file of the tree
            continue
        path, _, anchor = target.partition("#")
        linked = (page.parent / path).resolve() if path else page
        if not linked.exists():
            broken.append(f"{target}: no file {linked.relative_to(ROOT)}")
            continue
        headings = _anchors(linked.read_text() if path else text)
        if anchor and linked.suffix == ".md" and anchor not in headings:
            broken.append(f"{target}: no heading #{anchor} in {linked.relative_to(ROOT)}")
    return broken


def test_the_readme_is_under_250_lines():
    lines = len(README.read_text().splitlines())
    assert lines < 250, f"README.md has {lines} lines: move the detail to a page of docs/"


def test_every_page_of_docs_is_linked_from_the_readme():
    linked = {
        (ROOT / target.partition("#")[0]).resolve()
        for target in LINK.findall(_prose(README.read_text()))
    }
    assert len(DOCS) >= 8
    assert [page.name for page in DOCS if page.resolve() not in linked] == []


@pytest.mark.parametrize("page", PAGES, ids=[str(page.relative_to(ROOT)) for page in PAGES])
def test_every_relative_link_leads_to_a_file_and_a_heading(page):
    assert _broken_links(page, page.read_text()) == []


def test_the_pages_link_to_each_other():
    links = sum(len(LINK.findall(_prose(page.read_text()))) for page in PAGES)
    assert links >= 20, "the link check would pass on pages whose links it cannot read"


def test_a_wrong_link_or_anchor_is_found():
    text = (
        "# A page\n\n## Its part, `code` and all\n\n"
        "[ok](#its-part-code-and-all) [ok](docs/api.md#the-api) [ok](https://example.com/x)\n"
        "[no file](docs/nowhere.md) [no heading](docs/api.md#nowhere) [no heading here](#nowhere)\n"
        "`[in code](docs/nowhere.md)`\n\n```\n[in a block](docs/nowhere.md)\n```\n"
    )
    assert _broken_links(README, text) == [
        "docs/nowhere.md: no file docs/nowhere.md",
        "docs/api.md#nowhere: no heading #nowhere in docs/api.md",
        "#nowhere: no heading #nowhere in README.md",
    ]


def test_anchors_are_named_as_github_names_them():
    text = "# Backups, and moving to PostgreSQL and S3\n## A request's path\n## Mail\n## Mail\n"
    assert _anchors(text) == {
        "backups-and-moving-to-postgresql-and-s3",
        "a-requests-path",
        "mail",
        "mail-1",
    }


def test_every_command_of_make_help_is_in_the_readme():
    makefile = (ROOT / "Makefile").read_text()
    commands = re.findall(r"^([a-z][a-z-]*):[^\n]*## ", makefile, re.MULTILINE)
    readme = README.read_text()
    assert len(commands) >= 10
    assert [c for c in commands if f"`make {c}`" not in readme] == []
