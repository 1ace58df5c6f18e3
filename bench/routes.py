"""`python -m bench.routes`: every public route the benchmark measures, as JSON.

The list comes from the one the server answers (apps.pages.routes.PAGES, which the React router
mirrors), not from a list of its own: every page but the owner's, each detail page at the first
row its list page shows (the newest post, the latest journal entry, ...), and one address no
page has, for the 404 page. Runs in the bench server's environment (it reads the bench
database through the pages' own loaders, as a visitor)."""

import json
import re

import django

# An address no page answers: the 404 page (the same one the end-to-end tests use).
NOT_FOUND_PATH = "/no-such-page"
_GROUP = re.compile(r"\(\?P<(?P<name>\w+)>[^)]*\)")


def public_routes() -> list[dict]:
    """[{"path": "/blog/a-post", "name": "/blog/<slug>", "status": 200}, ...] in PAGES' order,
    the 404 page last. A detail page whose list is empty is left out (nothing to open)."""
    from django.test import RequestFactory

    from apps.pages.routes import PAGES

    by_path = {page.path: page for page in PAGES}
    routes = []
    for page in PAGES:
        if page.key.startswith("admin"):
            continue  # the owner's panel: not a visitor's page
        if not _GROUP.search(page.path):
            path = f"/{page.path}" if page.path else "/"
            routes.append({"path": path, "name": path, "status": 200})
            continue
        if page.key == "blog-category":
            routes += _category_route(page, by_path["blog"])
            continue
        # A detail page ("blog/(?P<slug>[^/]+)"): the first row of its list page ("blog").
        list_path = page.path.split("/", 1)[0]
        parent = by_path.get(list_path)
        if parent is None or parent.loader is None:
            raise LookupError(f"no list page with first data for {page.path!r}")
        content = parent.loader(RequestFactory().get(f"/{list_path}"))
        rows = next(iter(content.data.values()), None) or []
        if not rows:
            continue
        slug = rows[0]["slug"]
        routes.append(
            {
                "path": f"/{list_path}/{slug}",
                "name": "/" + _GROUP.sub(lambda m: f"<{m['name']}>", page.path),
                "status": 200,
            }
        )
    routes.append({"path": NOT_FOUND_PATH, "name": "404 page", "status": 404})
    return routes


def _category_route(page, blog) -> list[dict]:
    """The page of the newest post's first category (/blog/category/science), if it has one."""
    from django.test import RequestFactory

    from apps.blog.categories import category_slug

    rows = next(iter(blog.loader(RequestFactory().get("/blog")).data.values()), None) or []
    slug = next((category_slug(row["categories"][0]) for row in rows if row["categories"]), "")
    if not slug or not page.loader(RequestFactory().get("/"), slug=slug).found:
        return []
    name = "/" + _GROUP.sub(lambda m: f"<{m['name']}>", page.path)
    return [{"path": f"/blog/category/{slug}", "name": name, "status": 200}]


def main() -> None:
    django.setup()
    print("BENCH-JSON " + json.dumps(public_routes()))


if __name__ == "__main__":
    main()
