"""What the scripts a page downloads hold, read from chunk-modules.json, which the build writes
beside webpack-stats.json (webpack.config.js). Chunk files are short numbers, so a test names
the code a page must never load (frontend/src/admin/, node_modules/formik/) rather than guessing
it from a file's name."""

import json
from collections.abc import Iterable
from functools import cache

from django.conf import settings

BUNDLES = "/static/bundles/"


@cache
def _sources_by_script() -> dict[str, list[str]]:
    return json.loads((settings.FRONTEND_BUILD_DIR / "chunk-modules.json").read_text())


def holding(urls: Iterable[str], source: str) -> list[str]:
    """The scripts among `urls` (the site's scripts; styles, flags and other addresses are passed
    over) that hold a source file whose path starts with `source`, e.g. "node_modules/formik/"."""
    by_script = _sources_by_script()
    found = []
    for url in urls:
        name = url.split(BUNDLES, 1)[-1].split("?", 1)[0]
        if BUNDLES not in url or not name.endswith(".js"):
            continue
        assert name in by_script, f"{name} is not in the build's chunk-modules.json"
        if any(held.startswith(source) for held in by_script[name]):
            found.append(name)
    return found
