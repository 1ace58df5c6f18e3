"""Side-by-side timings over HTTP with a keep-alive client (http.client reconnects by itself
when gunicorn's sync workers close the connection, for A and B alike)."""

import http.client
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


def compare(
    port: int,
    a: tuple[str, dict],
    b: tuple[str, dict],
    *,
    reps: int = 5,
    requests: int = 200,
    warmup: int = 20,
) -> dict:
    """Interleave A and B, `requests` of each per repetition; per repetition take the median
    time of each; answer the median over repetitions of A, B, A/B and A-B."""
    client = Client(port)
    for _ in range(warmup):
        client.get(*a)
        client.get(*b)
    a_meds, b_meds, ratios, diffs, statuses = [], [], [], [], set()
    for _ in range(reps):
        ta, tb = [], []
        for _ in range(requests):
            status, _, _, elapsed = client.get(*a)
            statuses.add(("A", status))
            ta.append(elapsed)
            status, _, _, elapsed = client.get(*b)
            statuses.add(("B", status))
            tb.append(elapsed)
        ma, mb = statistics.median(ta), statistics.median(tb)
        a_meds.append(ma)
        b_meds.append(mb)
        ratios.append(ma / mb)
        diffs.append(ma - mb)
    client.close()
    return {
        "a_path": a[0],
        "b_path": b[0],
        "a_ms": round(statistics.median(a_meds) * 1000, 3),
        "b_ms": round(statistics.median(b_meds) * 1000, 3),
        "ratio": round(statistics.median(ratios), 3),
        "diff_ms": round(statistics.median(diffs) * 1000, 3),
        "ratios_per_rep": [round(r, 3) for r in ratios],
        "reps": reps,
        "requests_per_rep": requests,
        "statuses": sorted(f"{who}:{status}" for who, status in statuses),
    }
