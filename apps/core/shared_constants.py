"""Constants the server and the browser must agree on, read from the one JSON file both use
(frontend/src/config/shared-constants.json, which the bundle imports): the widths the picture
pipeline stores, the `sizes` each kind of picture is shown at, the header's and footer's links and
the countries' flags. The server-drawn first screen and React then cannot drift apart."""

import json
from pathlib import Path
from typing import Any

PATH = Path(__file__).resolve().parents[2] / "frontend" / "src" / "config" / "shared-constants.json"

SHARED: dict[str, Any] = json.loads(PATH.read_text(encoding="utf-8"))

IMAGE_WIDTHS: tuple[int, ...] = tuple(SHARED["imageWidths"])
IMAGE_SIZES: dict[str, str] = dict(SHARED["imageSizes"])
# (href, label, the other paths on which the link is current)
NAV_LINKS: tuple[tuple[str, str, tuple[str, ...]], ...] = tuple(
    (link["href"], link["label"], tuple(link["also"])) for link in SHARED["navLinks"]
)
# The travel countries' flags, by the country's name in lower case; any other country: the globe.
COUNTRY_FLAGS: dict[str, str] = {
    country.lower(): flag for country, flag in SHARED["countryFlags"].items()
}
GLOBE: str = SHARED["globe"]
