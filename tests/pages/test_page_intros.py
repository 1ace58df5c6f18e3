"""Each intro page's heading and words are written once, in frontend/src/config/page-intros.json:
the server's first screen (apps/pages/first_screen.py) and the React page's PageIntro both read
it, so the words the server draws are the words React draws over them."""

import json
from pathlib import Path

from apps.pages.first_screen import INTROS
from apps.pages.routes import PAGES

FRONTEND = Path(__file__).resolve().parents[2] / "frontend" / "src"
TEXTS = json.loads((FRONTEND / "config" / "page-intros.json").read_text(encoding="utf-8"))


def test_the_first_screen_draws_the_intros_of_the_file_for_its_pages():
    assert set(INTROS) == set(TEXTS)
    assert set(TEXTS) <= {page.key for page in PAGES}
    for key, intro in INTROS.items():
        assert (intro.title, intro.text) == (TEXTS[key]["title"], TEXTS[key]["text"])


def test_no_react_page_writes_an_intro_of_its_own():
    sources = [p.read_text(encoding="utf-8") for p in (FRONTEND / "features").rglob("*.tsx")]
    for intro in TEXTS.values():
        start = intro["text"][:40]
        assert not [s for s in sources if start in " ".join(s.split())], start
