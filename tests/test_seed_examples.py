"""The demo's links and addresses are examples: every address a seed writes (apps/demo/seeds) is
on example.com, which RFC 2606 reserves for examples, under /demo-student/. No demo link leads
to a real site or account that a stranger could own, and none looks like one."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SEEDS = sorted((ROOT / "apps" / "demo" / "seeds").glob("[!_]*.py"))
ADDRESS = re.compile(r"https?://[^\s\"'<>)]+")
E_MAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+")


def test_every_apps_seed_is_read():
    assert {path.stem for path in SEEDS} >= {
        "blog", "site", "gallery", "journal", "media", "showcase", "travel"
    }  # fmt: skip


@pytest.mark.parametrize("path", SEEDS, ids=lambda path: path.stem)
def test_every_address_a_seed_writes_is_an_example(path):
    text = path.read_text(encoding="utf-8")

    for address in ADDRESS.findall(text):
        assert address.startswith("https://example.com/demo-student"), address
    for e_mail in E_MAIL.findall(text):
        assert e_mail.endswith("@example.com"), e_mail
