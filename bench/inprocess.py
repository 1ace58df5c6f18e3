"""`python -m bench.inprocess [N]`: figure 1c, the uncached blog list timed inside one Django
process (no HTTP, no gunicorn), against `values()` + JsonResponse of as many rows, with the
middleware's own cost taken off both sides. Prints one JSON object.

Figure 1a times both sides through HTTP: the socket, gunicorn and the whole middleware stack
are most of what it measures, which hides what the list itself costs. Here each side is a
request through Django's handler (every middleware, as a worker runs it) and the cost of that
handler is measured on its own (`/__bench__/hello`, a hello-world JsonResponse) and taken off:

    ratio = (list - hello) / (raw - hello)

The list is `/api/blog-posts/` (the spelling with a trailing slash, which the visitor cache
never keeps, so every request builds the list: its two queries and its serializer); raw is
`/__bench__/raw-blog?n=N` (the same published rows, newest first, `values()` of the same
fields). Samples are interleaved (list, raw, hello, ...) so a busy moment of a shared machine
falls on all three; the figure is the median over repetitions of each repetition's medians.

Run by bench/run.py with a prepared site's environment; alone, against any database:
`DJANGO_SETTINGS_MODULE=bench.settings ... python -m bench.inprocess 50`
(`BENCH_PROFILE=1` prints a pyinstrument profile of the list instead, when it is installed).
"""

import json
import os
import statistics
import sys
import time

import django

LIST, RAW, HELLO = "/api/blog-posts/", "/__bench__/raw-blog?n={n}", "/__bench__/hello"


def _timed(client, path: str) -> float:
    start = time.perf_counter()
    response = client.get(path, HTTP_HOST="127.0.0.1")
    elapsed = time.perf_counter() - start
    if response.status_code != 200:
        raise RuntimeError(f"{path} answered {response.status_code}")
    return elapsed


def measure(n: int, *, reps: int = 5, requests: int = 200, warmup: int = 30) -> dict:
    from django.test import Client

    client = Client()
    paths = {"list": LIST, "raw": RAW.format(n=n), "hello": HELLO}
    rows = len(json.loads(client.get(LIST, HTTP_HOST="127.0.0.1").content))
    for _ in range(warmup):
        for path in paths.values():
            _timed(client, path)
    medians = {side: [] for side in paths}
    ratios = []
    for _ in range(reps):
        times = {side: [] for side in paths}
        for _ in range(requests):
            for side, path in paths.items():
                times[side].append(_timed(client, path))
        rep = {side: statistics.median(t) for side, t in times.items()}
        for side, value in rep.items():
            medians[side].append(value)
        ratios.append((rep["list"] - rep["hello"]) / (rep["raw"] - rep["hello"]))
    ms = {side: round(statistics.median(v) * 1000, 3) for side, v in medians.items()}
    return {
        "rows": rows,
        "list_ms": ms["list"],
        "raw_ms": ms["raw"],
        "hello_ms": ms["hello"],
        "ratio": round(statistics.median(ratios), 3),
        "ratios_per_rep": [round(r, 3) for r in ratios],
        "reps": reps,
        "requests_per_rep": requests,
    }


def profile(n: int) -> None:
    from django.test import Client
    from pyinstrument import Profiler

    client = Client()
    for _ in range(30):
        client.get(LIST, HTTP_HOST="127.0.0.1")
    profiler = Profiler(interval=0.0002)
    profiler.start()
    for _ in range(300):
        client.get(LIST, HTTP_HOST="127.0.0.1")
    profiler.stop()
    print(profiler.output_text(unicode=False, color=False, show_all=False))


def main() -> None:
    django.setup()
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    if os.environ.get("BENCH_PROFILE"):
        profile(n)
        return
    reps = int(os.environ.get("BENCH_REPS", "5"))
    requests = int(os.environ.get("BENCH_INPROCESS_REQUESTS", "200"))
    print(json.dumps(measure(n, reps=reps, requests=requests)))


if __name__ == "__main__":
    main()
