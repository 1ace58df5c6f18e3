"""Reading a page as the server sends it: the first data it embeds for React, its JSON-LD, its
meta tags and its canonical link; and the addresses the sitemap lists. Every page test reads
pages through these."""

import json
import re
import xml.etree.ElementTree as ET

from django.conf import settings

SITEMAP_NS = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}


def initial_data(page: str) -> dict:
    """The first data the page embeds (<script id="initial-data">): its page name and API data."""
    match = re.search(r'<script id="initial-data" type="application/json">(.*?)</script>', page)
    assert match, "the page embeds no first data"
    return json.loads(match.group(1))


def json_ld(page: str) -> list[dict]:
    """Every JSON-LD block of the page, parsed."""
    blocks = re.findall(r'<script type="application/ld\+json">(.*?)</script>', page, re.S)
    return [json.loads(block) for block in blocks]


def meta(page: str, attribute: str, name: str) -> str | None:
    """The content of <meta {attribute}="{name}"> as written (entities left escaped), or None."""
    found = re.search(rf'<meta {attribute}="{re.escape(name)}" content="([^"]*)">', page)
    return found.group(1) if found else None


def canonical(page: str) -> str:
    """The address of the page's <link rel="canonical">."""
    return re.search(r'<link rel="canonical" href="([^"]*)">', page).group(1)


def assert_list_page(client, path: str, api_path: str, *, title: str) -> tuple[str, list]:
    """The list page at `path`, asserting it answers 200 with `title` as its <title> and embeds
    what `api_path` answers a visitor as first data. Returns the page's HTML and that data."""
    response = client.get(path)
    html = response.content.decode()
    assert response.status_code == 200
    assert f"<title>{title}</title>" in html
    data = initial_data(html)["data"][api_path]
    assert data == client.get(api_path).json()
    return html, data


def assert_detail_page(client, path: str, api_path: str, row, *, title: str, description: str):
    """The page of one row at `path`, asserting what every such page sends: 200, its `title`
    and meta `description`, a canonical link to itself and, as first data, what `api_path`
    answers (`row`). Returns the page's HTML for the assertions of its own kind."""
    response = client.get(path)
    html = response.content.decode()
    assert response.status_code == 200
    assert f"<title>{title}</title>" in html
    assert meta(html, "name", "description") == description
    assert canonical(html) == f"http://testserver{path}"
    data = initial_data(html)["data"]
    assert data[api_path] == client.get(api_path).json()
    assert data[api_path]["id"] == str(row.id)
    return html


def sitemap_pages(client) -> list[str]:
    """The addresses of the sitemap's pages, as /sitemap.xml (the index) lists them."""
    response = client.get("/sitemap.xml")
    assert response.status_code == 200
    root = ET.fromstring(response.content)
    return [loc.text for loc in root.findall("s:sitemap/s:loc", SITEMAP_NS)]


def sitemap_locations(client) -> set[str]:
    """Every address the sitemap lists, over every page the index names."""
    locations = set()
    for page in sitemap_pages(client):
        response = client.get(page.removeprefix(settings.SITE_URL))
        assert response.status_code == 200, page
        root = ET.fromstring(response.content)
        locations |= {loc.text for loc in root.findall("s:url/s:loc", SITEMAP_NS)}
    return locations


def sitemap_text(client) -> str:
    """The sitemap's pages as one text (every section, every page)."""
    return "".join(
        client.get(page.removeprefix(settings.SITE_URL)).content.decode()
        for page in sitemap_pages(client)
    )
