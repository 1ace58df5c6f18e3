"""The owner's guide (static/docs/owner-guide.txt, the panel's 'Guide' button) describes the
panel as it is (issue 25): a section for every tab and view the panel has, read from the panel's
own list (frontend/src/admin/config/tabs.json, which admin-panel.tsx draws), and nothing that
sends the owner to Django admin for what the panel does."""

import json
import re
from itertools import pairwise
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GUIDE = (ROOT / "static/docs/owner-guide.txt").read_text(encoding="utf-8")
PANEL = json.loads((ROOT / "frontend/src/admin/config/tabs.json").read_text(encoding="utf-8"))
SECTIONS = [section for group in ("tabs", "views") for section in PANEL[group]]


def _headings() -> list[str]:
    """The guide's section headings: a numbered line underlined with dashes."""
    lines = GUIDE.splitlines()
    return [
        line
        for line, under in pairwise(lines)
        if re.match(r"^\d+\. \S", line) and re.fullmatch(r"-{3,}", under)
    ]


def test_the_panel_s_list_is_the_one_the_panel_draws():
    source = (ROOT / "frontend/src/admin/routes/admin-panel.tsx").read_text(encoding="utf-8")
    assert 'import PANEL from "../config/tabs.json";' in source
    assert "sections(PANEL.tabs)" in source
    assert "sections(PANEL.views)" in source
    assert len(PANEL["tabs"]) >= 9


@pytest.mark.parametrize("section", SECTIONS, ids=[s["id"] for s in SECTIONS])
def test_every_tab_of_the_panel_has_a_section_in_the_guide(section):
    label = section["label"].upper()
    assert any(re.match(rf"^\d+\. {re.escape(label)}\b", heading) for heading in _headings()), (
        f"The owner's guide has no section for the panel's '{section['label']}'"
    )


def test_each_section_is_listed_in_the_contents():
    contents = GUIDE.split("CONTENTS", 1)[1].split("\n\n\n", 1)[0]
    for heading in _headings():
        number, title = heading.split(". ", 1)
        assert re.search(rf"^\s*{number}\. ", contents, re.MULTILINE), heading
        assert title.casefold() in contents.casefold(), heading


def test_the_guide_does_not_send_the_owner_to_django_admin_for_what_the_panel_does():
    django_admin = GUIDE.split("DJANGO ADMIN, FOR BULK FIXES\n---", 1)[1].split("\n\n\n", 1)[0]
    for what in ("profile", "achievements", "projects", "memes", "hiding"):
        assert what not in django_admin.casefold(), what
