"""Side-by-side timings over HTTP with a keep-alive client (http.client reconnects by itself
when gunicorn's sync workers close the connection, for A and B alike)."""

import http.client
import math
import statistics
import time


class Client:
    def __init__(self, port: int):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def get(self, path: str, headers: dict | None = None) -> tuple[int, dict, bytes, float]:
        start = time.perf_counter()
        try:
            self.conn.request("GET", path, headers=headers or {})
            response = self.conn.getresponse()
            body = response.read()
        except (http.client.HTTPException, OSError):
            self.conn.close()
            self.conn.request("GET", path, headers=headers or {})
            response = self.conn.getresponse()
            body = response.read()
        elapsed = time.perf_counter() - start
        return response.status, dict(response.getheaders()), body, elapsed

    def close(self) -> None:
        self.conn.close()


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of `values` fall (nearest rank)."""
    ordered = sorted(values)
    return ordered[max(1, math.ceil(share * len(ordered))) - 1]


def compare(
    port: int,
    a: tuple,
    b: tuple,
    *,
    reps: int = 5,
    requests: int = 200,
    warmup: int = 20,
) -> dict:
    """Interleave A and B, `requests` of each per repetition; per repetition take the median
    time of each; answer the median over repetitions of A, B, A/B and A-B, and each side's
    95th percentile over all its requests. A and B are (path, headers), or (path, headers,
    port) for a side served by another server (the big site against the small one)."""
    clients: dict[int, Client] = {}

    def get(side: tuple):
        path, headers, *other = side
        side_port = other[0] if other else port
        if side_port not in clients:
            clients[side_port] = Client(side_port)
        return clients[side_port].get(path, headers)

    for _ in range(warmup):
        get(a)
        get(b)
    a_meds, b_meds, ratios, diffs, statuses = [], [], [], [], set()
    a_all, b_all, p95_ratios = [], [], []
    for _ in range(reps):
        ta, tb = [], []
        for _ in range(requests):
            status, _, _, elapsed = get(a)
            statuses.add(("A", status))
            ta.append(elapsed)
            status, _, _, elapsed = get(b)
            statuses.add(("B", status))
            tb.append(elapsed)
        ma, mb = statistics.median(ta), statistics.median(tb)
        a_meds.append(ma)
        b_meds.append(mb)
        ratios.append(ma / mb)
        diffs.append(ma - mb)
        p95_ratios.append(percentile(ta, 0.95) / percentile(tb, 0.95))
        a_all += ta
        b_all += tb
    for client in clients.values():
        client.close()
    return {
        "a_path": a[0],
        "b_path": b[0],
        "a_ms": round(statistics.median(a_meds) * 1000, 3),
        "b_ms": round(statistics.median(b_meds) * 1000, 3),
        "ratio": round(statistics.median(ratios), 3),
        "diff_ms": round(statistics.median(diffs) * 1000, 3),
        "ratios_per_rep": [round(r, 3) for r in ratios],
        "a_p95_ms": round(percentile(a_all, 0.95) * 1000, 3),
        "b_p95_ms": round(percentile(b_all, 0.95) * 1000, 3),
        # The median over repetitions of each repetition's p95 ratio: one slow moment of a
        # shared machine moves one repetition, not the figure.
        "p95_ratio": round(statistics.median(p95_ratios), 3),
        "reps": reps,
        "requests_per_rep": requests,
        "statuses": sorted(f"{who}:{status}" for who, status in statuses),
    }


def sample(
    port: int, path: str, headers: dict | None = None, *, requests: int = 200, warmup: int = 20
) -> dict:
    """`requests` timed GETs of one path: their p50, p95 and statuses."""
    client = Client(port)
    for _ in range(warmup):
        client.get(path, headers)
    times, statuses = [], set()
    for _ in range(requests):
        status, _, _, elapsed = client.get(path, headers)
        statuses.add(status)
        times.append(elapsed)
    client.close()
    return {
        "path": path,
        "requests": requests,
        "p50_ms": round(statistics.median(times) * 1000, 3),
        "p95_ms": round(percentile(times, 0.95) * 1000, 3),
        "max_ms": round(max(times) * 1000, 3),
        "statuses": sorted(statuses),
    }
