"""`python -m bench.explain`: the query plans of every list the site serves, on the big site.

Runs in the big bench server's environment (PostgreSQL). Each list (the API's, as a visitor
and as the owner, the next page its Link header announces, and the pages that show a list) is
requested through Django's test client with the caches emptied, so every query it makes runs;
each SELECT is then EXPLAINed and its plan searched for a sequential scan of a big table (one
seed_scale fills). Prints JSON: per list, its queries' scans, and the offending ones.

A sequential scan of a small table (the site profile, a dozen projects) is what PostgreSQL
should do and is not reported."""

import json
import re

import django

SELECT = re.compile(r"^\s*(SELECT|WITH)\b", re.I)
NEXT = re.compile(r'<([^>]+)>;\s*rel="next"')

VISITOR_LISTS = [
    "/api/blog-posts",
    "/api/gcse-journal",
    "/api/gallery-items",
    "/api/testimonials",
    "/api/travel-stories",
    "/api/media-items",
    "/api/projects",
    "/api/achievements",
    "/api/memes",
    "/api/search?q=photosynthesis",
    "/",
    "/blog",
    "/gcse-journey",
    "/testimonials",
    "/media",
    "/travel",
    "/projects",
    "/sitemap",
    "/sitemap.xml",
    "/blog/feed.xml",
]
OWNER_LISTS = [
    "/api/blog-posts",
    "/api/gcse-journal",
    "/api/gallery-items",
    "/api/testimonials",
    "/api/contact-messages",
]


def big_tables() -> set[str]:
    from apps.demo.scale import scaled_models
    from apps.search.models import SearchDocument

    return {model._meta.db_table for model in (*scaled_models(), SearchDocument)}


def seq_scans(plan: dict, tables: set[str]) -> list[str]:
    """The big tables a plan (EXPLAIN's JSON, one node) reads by a sequential scan."""
    found = []
    if plan.get("Node Type") == "Seq Scan" and plan.get("Relation Name") in tables:
        found.append(plan["Relation Name"])
    for child in plan.get("Plans", []):
        found += seq_scans(child, tables)
    return found


def main() -> None:
    django.setup()
    from django.core.cache import caches
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext
    from rest_framework_simplejwt.tokens import RefreshToken

    from apps.accounts.models import User
    from apps.blog.models import BlogPostCategory

    tables = big_tables()
    owner = User.objects.filter(is_superuser=True, is_active=True).first()
    token = str(RefreshToken.for_user(owner).access_token) if owner else None
    category = BlogPostCategory.objects.order_by("slug").values_list("slug", flat=True).first()
    visitor_lists = [*VISITOR_LISTS]
    if category:
        visitor_lists += [f"/blog/category/{category}", f"/api/blog-categories/{category}"]

    def plans(label: str, path: str, headers: dict) -> tuple[dict, str | None]:
        for alias in caches:
            caches[alias].clear()
        client = Client(HTTP_HOST="127.0.0.1", **headers)
        with CaptureQueriesContext(connection) as ctx:
            response = client.get(path)
        row: dict = {"status": response.status_code, "queries": [], "seq_scans": []}
        with connection.cursor() as cursor:
            for query in ctx.captured_queries:
                sql = query["sql"]
                if not SELECT.match(sql):
                    continue
                cursor.execute("EXPLAIN (FORMAT JSON) " + sql)
                plan = cursor.fetchone()[0]
                plan = (json.loads(plan) if isinstance(plan, str) else plan)[0]["Plan"]
                scans = seq_scans(plan, tables)
                row["queries"].append(
                    {"sql": sql[:2000], "top": plan.get("Node Type"), "seq_scans": scans}
                )
                row["seq_scans"] += scans
        link = NEXT.search(response.headers.get("Link", ""))
        return row, link.group(1) if link else None

    results: dict = {}
    for who, lists, headers in (
        ("visitor", visitor_lists, {}),
        ("owner", OWNER_LISTS if token else [], {"HTTP_AUTHORIZATION": f"Bearer {token}"}),
    ):
        for path in lists:
            try:
                row, following = plans(who, path, headers)
                results[f"{who} {path}"] = row
                if following:  # the next page, as 'Load more' asks for it
                    nxt = following.split("://", 1)[-1]
                    nxt = nxt[nxt.index("/") :] if "/" in nxt else following
                    results[f"{who} {path} (next page)"], _ = plans(who, nxt, headers)
            except Exception as error:  # report it, do not crash the run
                results[f"{who} {path}"] = {"error": f"{type(error).__name__}: {error}"}
    print("BENCH-JSON " + json.dumps({"vendor": connection.vendor, "lists": results}))


if __name__ == "__main__":
    main()
