"""Every variable the settings read is listed in .env.example and in the configuration table
(docs/configuration.md, linked from the README)."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
READ = re.compile(r'env(?:\.(?:str|bool|int|list|db|email_url|path)|_or)\("([A-Z_]+)"')


def test_every_variable_the_settings_read_is_documented():
    names = set()
    for settings_file in (ROOT / "portfolio" / "settings").glob("*.py"):
        names |= set(READ.findall(settings_file.read_text()))
    example = (ROOT / ".env.example").read_text()
    configuration = (ROOT / "docs" / "configuration.md").read_text()
    # The table's first column: the variables a row is about.
    table = "\n".join(
        line.split("|")[1] for line in configuration.splitlines() if line.startswith("| `")
    )

    assert len(names) > 20
    assert [n for n in sorted(names) if f"{n}=" not in example] == []
    assert [n for n in sorted(names) if f"`{n}`" not in table] == []
