"""`make bench`: prepare a production-like server, measure the eight figures of the performance
issue and the site search's (issue 15), print a table and write bench/results.json. Exits 0 when
goals fail (it is a report); non-zero only when the harness itself breaks."""

import datetime
import json
import os
import platform
import subprocess
import sys
import time
import traceback
from pathlib import Path

from . import browser, lighthouse, load, timing
from .server import ROOT, Server

RESULTS = ROOT / "bench" / "results.json"
STATS = Path(os.environ.get("FRONTEND_BUILD_DIR", ROOT / "frontend" / "build")) / (
    "webpack-stats.json"
)
LIGHTHOUSE_RUNS = int(os.environ.get("BENCH_LIGHTHOUSE_RUNS", "5"))
LOAD_SECONDS = int(os.environ.get("BENCH_LOAD_SECONDS", "30"))
REPS = int(os.environ.get("BENCH_REPS", "5"))
REQUESTS = int(os.environ.get("BENCH_REQUESTS", "200"))


class Report:
    def __init__(self):
        self.rows: list[dict] = []
        self.details: dict = {}

    def add(self, figure: str, measured: str, goal: str, ok: bool | None) -> None:
        verdict = "PASS" if ok else ("FAIL" if ok is not None else "ERROR")
        self.rows.append({"figure": figure, "measured": measured, "goal": goal, "result": verdict})
        print(f"[bench] {figure}: {measured} (goal {goal}) {verdict}", flush=True)

    def table(self) -> str:
        heads = ("figure", "measured", "goal", "result")
        widths = [max(len(h), *(len(r[h]) for r in self.rows)) for h in heads]
        line = "| " + " | ".join(h.ljust(w) for h, w in zip(heads, widths, strict=False)) + " |"
        sep = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
        body = [
            "| " + " | ".join(r[h].ljust(w) for h, w in zip(heads, widths, strict=False)) + " |"
            for r in self.rows
        ]
        return "\n".join([line, sep, *body])


def guarded(report: Report, figure: str, goal: str):
    """Run one figure; if measuring it breaks, report the error and go on."""

    def wrap(fn):
        try:
            fn()
        except Exception as error:
            traceback.print_exc()
            report.add(figure, f"error: {type(error).__name__}: {str(error)[:120]}", goal, None)
            report.details.setdefault("errors", {})[figure] = traceback.format_exc()

    return wrap


def add_ratio(report: Report, figure: str, goal: str, r: dict, limit: float, extra=""):
    """Report a timing.compare result: its ratio (and both times), good when at most `limit`."""
    report.add(
        figure,
        f"{r['ratio']:.2f}x ({r['a_ms']:.2f} vs {r['b_ms']:.2f} ms){extra}",
        goal,
        r["ratio"] <= limit,
    )


def _versions() -> dict:
    def out(cmd):
        try:
            return subprocess.run(cmd, capture_output=True, text=True, timeout=20).stdout.strip()
        except OSError:
            return None

    import django
    import gunicorn

    return {
        "python": platform.python_version(),
        "django": django.get_version(),
        "gunicorn": gunicorn.__version__,
        "node": out(["node", "--version"]),
        "chromium": out([browser.CHROMIUM, "--version"]),
        "lighthouse": lighthouse.version(),
        "wrk": (out(["wrk", "--version"]) or "").split("\n")[0] or None,
        "postgresql": out(["psql", "--version"]),
    }


def _lcp_kinds(lcp: dict) -> str:
    """ "ok (7 pictures, 11 text)": what the largest paint of each page was."""
    tags = [(v or {}).get("tag") or "none" for v in lcp.values()]
    pictures = sum(tag == "IMG" for tag in tags)
    return f"ok ({pictures} pictures, {len(tags) - pictures} text)"


def measure(server: Server, report: Report) -> None:
    port = server.port
    client = timing.Client(port)
    _status, _, body, _ = client.get("/api/blog-posts")
    posts = json.loads(body)
    post_path = f"/blog/{posts[0]['slug']}"
    report.details["published_posts"] = len(posts)
    routes = json.loads(server.run_module("bench.routes").split("BENCH-JSON ", 1)[1])
    report.details["routes"] = routes

    # 1. the API list against values() + JsonResponse in the same process
    @guarded(report, "1 GET /api/blog-posts (50) / raw values()", "<= 1.8x")
    def _():
        r = timing.compare(
            port, ("/api/blog-posts", {}), ("/__bench__/raw-blog", {}), reps=REPS,
            requests=REQUESTS,
        )  # fmt: skip
        report.details["1_api_vs_raw"] = r
        add_ratio(report, "1 GET /api/blog-posts (50) / raw values()", "<= 1.8x", r, 1.8)

    # 2. ETag: a repeat request answers 304 with no body; a cached list against hello world
    @guarded(report, "2a repeat with If-None-Match", "304, empty body")
    def _():
        status, headers, _body, _ = client.get("/api/blog-posts")
        etag = {k.lower(): v for k, v in headers.items()}.get("etag")
        details = {"first_status": status, "etag": etag}
        if not etag:
            report.add("2a repeat with If-None-Match", "no ETag header", "304, empty body", False)
        else:
            # Ten repeats: gunicorn's sync workers close each connection, so the repeats land
            # on both workers, and every one must honour the ETag.
            repeats = [client.get("/api/blog-posts", {"If-None-Match": etag}) for _ in range(10)]
            good = sum(1 for s2, _h, b2, _t in repeats if s2 == 304 and len(b2) == 0)
            details.update(
                repeat_statuses=[r[0] for r in repeats],
                repeat_body_bytes=[len(r[2]) for r in repeats],
                repeat_etags=[{k.lower(): v for k, v in r[1].items()}.get("etag") for r in repeats],
            )
            report.add(
                "2a repeat with If-None-Match",
                f"{good} of 10 answered 304 with no body"
                + ("" if good == 10 else f" (others: {sorted({r[0] for r in repeats})})"),
                "304, empty body",
                good == 10,
            )
        report.details["2a_etag"] = details

    @guarded(report, "2b cached list / hello-world JsonResponse", "<= 3x")
    def _():
        r = timing.compare(
            port, ("/api/blog-posts", {}), ("/__bench__/hello", {}), reps=REPS, requests=REQUESTS
        )
        report.details["2b_cached_vs_hello"] = r
        etag = report.details.get("2a_etag", {}).get("etag")
        extra = ""
        if etag:
            r304 = timing.compare(
                port, ("/api/blog-posts", {"If-None-Match": etag}), ("/__bench__/hello", {}),
                reps=REPS, requests=REQUESTS,
            )  # fmt: skip
            report.details["2b_304_vs_hello"] = r304
            extra = f"; 304 path {r304['ratio']:.2f}x"
        add_ratio(report, "2b cached list / hello-world JsonResponse", "<= 3x", r, 3, extra)

    # 3. SQL queries per endpoint, 1 and 50 rows, as a visitor
    @guarded(report, "3 SQL queries per list / detail", "constant; list <= 3, detail <= 2")
    def _():
        out = server.run_module("bench.queries")
        data = json.loads(out.split("BENCH-JSON ", 1)[1])
        report.details["3_queries"] = data
        lists, details, varying, broken = [], [], [], []
        for name, row in data.items():
            if "error" in row:
                broken.append(name)
                continue
            lists.append(row["list_50"])
            if row["list_1"] != row["list_50"]:
                varying.append(f"{name} list {row['list_1']}->{row['list_50']}")
            if row.get("detail_50") is not None:
                details.append(row["detail_50"])
                if row["detail_1"] != row["detail_50"]:
                    varying.append(f"{name} detail {row['detail_1']}->{row['detail_50']}")
        worst_list = max(lists, default=0)
        worst_detail = max(details, default=0)
        measured = f"max list {worst_list}, max detail {worst_detail}, " + (
            "constant" if not varying else "varies: " + ", ".join(varying)
        )
        if broken:
            measured += f"; errors in {', '.join(broken)}"
        ok = not varying and not broken and worst_list <= 3 and worst_detail <= 2
        report.add(
            "3 SQL queries per list / detail", measured, "constant; list <= 3, detail <= 2", ok
        )

    # 4. the page shell against a static shell
    @guarded(report, "4 page shell - static shell", "<= 1.5 ms")
    def _():
        results = {}
        for path in ("/", "/blog"):
            results[path] = timing.compare(
                port, (path, {}), ("/__bench__/static-shell", {}), reps=REPS, requests=REQUESTS
            )
        report.details["4_shell"] = results
        worst = max(r["diff_ms"] for r in results.values())
        report.add(
            "4 page shell - static shell",
            ", ".join(f"{p} +{r['diff_ms']:.2f} ms" for p, r in results.items()),
            "<= 1.5 ms",
            worst <= 1.5,
        )

    # 6. JavaScript on /: what the page load downloads (code that a section below the fold
    # loads when the visitor scrolls to it is reported beside it, not counted)
    @guarded(report, "6 JavaScript on / (gzip)", "<= 100 KB at load, 0 B admin")
    def _():
        js = browser.javascript(server.base, STATS)
        report.details["6_javascript"] = js
        at_load = js["initial_gzip_bytes"] / 1024
        files = sum(1 for f in js["files"] if not f["after_scroll"])
        report.add(
            "6 JavaScript on / (gzip)",
            f"{at_load:.1f} KB at load in {files} files ({js['total_gzip_bytes'] / 1024:.1f} KB "
            f"after scrolling to the end), admin {js['admin_bytes']} B",
            "<= 100 KB at load, 0 B admin",
            at_load <= 100 and js["admin_bytes"] == 0,
        )

    # 7. images on every public route
    goal7 = "AVIF/WebP, srcset, sizes, lazy, LCP high; <= 20%"
    pages = {}

    @guarded(report, "7 images on every public route", goal7)
    def _():
        paths = [route["path"] for route in routes]
        pages.update(
            browser.images(server.base, paths, server.tmp / "media", server.tmp / "static")
        )
        s = browser.summarise_images(pages)
        report.details["7_images"] = {"summary": s, "pages": pages}
        subs = [
            ("7a photos AVIF/WebP",
             f"{len(s['bad_format'])} of {s['photo_count']} in another format", "all",
             not s["bad_format"]),
            ("7b srcset or <picture>", f"{len(s['no_srcset'])} img without", "all",
             not s["no_srcset"]),
            ("7c width and height set", f"{len(s['missing_size'])} img without", "all",
             not s["missing_size"]),
            ("7d below the fold lazy", f"{len(s['below_fold_not_lazy'])} eager", "all lazy",
             not s["below_fold_not_lazy"]),
            ("7e LCP image eager + fetchpriority=high",
             "; ".join(s["lcp_problems"]) or _lcp_kinds(s["lcp"]),
             "yes", not s["lcp_problems"]),
            ("7f image bytes / originals",
             f"{(s['ratio'] or 0) * 100:.0f}% ({s['downloaded_bytes'] / 1024:.0f} of "
             f"{s['original_bytes'] / 1024:.0f} KB)", "<= 20%",
             s["ratio"] is not None and s["ratio"] <= 0.2),
        ]  # fmt: skip
        for figure, measured, goal, ok in subs:
            report.add(figure, measured, goal, ok)

    # 5. Lighthouse on every public route (bench.routes derives them from apps.pages.routes)
    lighthouse_version = lighthouse.version() or "(not installed)"

    @guarded(report, f"5 Lighthouse {lighthouse_version}", lighthouse.GOAL_TEXT)
    def _():
        results = lighthouse.run(server.base, routes, server.tmp, runs=LIGHTHOUSE_RUNS)
        report.details["5_lighthouse"] = {"version": lighthouse_version, "routes": results}
        if "error" in results:
            report.add(f"5 Lighthouse {lighthouse_version}", results["error"], "runs", False)
            return
        for summary in results.values():
            measured, ok = lighthouse.verdict(summary)
            report.add(
                f"5 Lighthouse {lighthouse_version} {summary['name']}",
                measured,
                lighthouse.GOAL_TEXT,
                ok,
            )

    # 8. load
    @guarded(report, "8 wrk load, 30 s mixed GETs", ">= 300 req/s, p95 < 100 ms, 0 errors")
    def _():
        mix = ["/", "/api/blog-posts", "/blog", "/api/gcse-journal", post_path,
               "/api/projects", "/gcse-journey", "/api/achievements"]  # fmt: skip
        r = load.run(server.base, mix, server.tmp, seconds=LOAD_SECONDS)
        report.details["8_load"] = r
        goal = ">= 300 req/s, p95 < 100 ms, 0 errors"
        if "error" in r:
            report.add("8 wrk load", r["error"], goal, False)
            return
        report.add(
            f"8 wrk load, {LOAD_SECONDS} s mixed GETs",
            f"{r['rps']:.0f} req/s, p50 {r['p50_ms']:.1f} / p95 {r['p95_ms']:.1f} / "
            f"p99 {r['p99_ms']:.1f} ms, {r['errors']} errors",
            goal,
            r["rps"] >= 300 and r["p95_ms"] < 100 and r["errors"] == 0,
        )

    # 9. the site search over 2,000 posts, in its own process (bench/search.py)
    goal9 = "p95 <= 30 ms"

    @guarded(report, "9 search over 2,000 posts", goal9)
    def _():
        out = server.run_module("bench.search")
        r = json.loads(out.split("BENCH-JSON ", 1)[1])
        report.details["9_search"] = r
        report.add(
            "9 search over 2,000 posts",
            f"p95 {r['p95_ms']:.1f} ms, p50 {r['p50_ms']:.1f} ms ({r['requests']} searches of "
            f"{len(r['results_per_query'])} kinds, {r['database']})",
            goal9,
            r["p95_ms"] <= 30,
        )

    client.close()


def heading(env: dict) -> str:
    """The table's heading: the machine, the server and the Lighthouse that measured."""
    return (
        f"Performance ({env['cpu_count']} CPUs, {env['db_engine']}, gunicorn 2 workers, "
        f"Lighthouse {env['versions']['lighthouse']}, {env['date']}, {env['duration_s']} s)"
    )


def main() -> int:
    started = time.monotonic()
    report = Report()
    server = Server()
    env: dict = {}
    try:
        if not STATS.exists():
            print("[bench] building the bundle (npm run build)", flush=True)
            subprocess.run(["npm", "run", "--silent", "build"], cwd=ROOT, check=True)
        server.prepare()
        server.start(workers=2)
        env = {
            "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
            "cpu_count": os.cpu_count(),
            "platform": platform.platform(),
            "db_engine": server.db_engine,
            "gunicorn_workers": 2,
            "versions": _versions(),
            "timing": {"repetitions": REPS, "requests_per_repetition": REQUESTS},
            "lighthouse_runs": LIGHTHOUSE_RUNS,
            "load_seconds": LOAD_SECONDS,
        }
        if server.db_engine != "postgresql":
            print("[bench] NOTE: measured on SQLite, not PostgreSQL", flush=True)
        measure(server, report)
    except Exception:
        traceback.print_exc()
        print("[bench] the harness itself failed", file=sys.stderr)
        return 2
    finally:
        server.stop()
    env["duration_s"] = round(time.monotonic() - started)
    report.rows.sort(key=lambda r: int(r["figure"][0]))  # stable: keeps 7a..7f in order
    RESULTS.write_text(
        json.dumps(
            {"environment": env, "table": report.rows, "details": report.details},
            indent=2,
            default=str,
        )
        + "\n"
    )
    print()
    print(heading(env))
    print(report.table())
    passed = sum(r["result"] == "PASS" for r in report.rows)
    print(f"\n{passed} of {len(report.rows)} pass. Details: {RESULTS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
