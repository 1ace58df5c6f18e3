"""Figure 13: the memory of a gunicorn worker as requests go by.

Mixed GETs (pages and API lists, each also in a spelling the visitor cache never keeps, so the
workers build them; detail pages of many rows; the next page of each list) are sent by a few
connections at once, so both workers serve them. Each worker's resident set (VmRSS) is read
after the first `first` requests and again after `total`: a worker that keeps what it served
(an unbounded cache, a list kept in a module) grows with the requests, one that does not
stays near its size after warming up."""

import threading
from pathlib import Path

from .timing import Client

CONNECTIONS = 4


def rss_kib(pid: int) -> int:
    """A process's resident set size in KiB (VmRSS of /proc/<pid>/status)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise LookupError(f"no VmRSS for process {pid}")


def _send(port: int, paths: list[str], start: int, count: int, statuses: dict) -> None:
    """Send `count` requests cycling through `paths` from `start` over `CONNECTIONS`
    connections at once; count the statuses."""
    lock = threading.Lock()

    def worker(offset: int) -> None:
        client = Client(port)
        seen: dict[int, int] = {}
        for i in range(offset, count, CONNECTIONS):
            status, _, _, _ = client.get(paths[(start + i) % len(paths)])
            seen[status] = seen.get(status, 0) + 1
        client.close()
        with lock:
            for status, n in seen.items():
                statuses[status] = statuses.get(status, 0) + n

    threads = [threading.Thread(target=worker, args=(k,)) for k in range(CONNECTIONS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def run(port: int, pids_of, paths: list[str], *, first: int = 100, total: int = 10_000) -> dict:
    """RSS of each worker (`pids_of()`) after `first` and after `total` mixed requests."""
    statuses: dict[int, int] = {}
    _send(port, paths, 0, first, statuses)
    before = {pid: rss_kib(pid) for pid in pids_of()}
    _send(port, paths, first, total - first, statuses)
    after = {pid: rss_kib(pid) for pid in pids_of()}
    workers = {
        str(pid): {
            "after_first_kib": before[pid],
            "after_total_kib": after.get(pid),
            "ratio": round(after[pid] / before[pid], 3) if pid in after else None,
        }
        for pid in before
    }
    ratios = [w["ratio"] for w in workers.values() if w["ratio"] is not None]
    return {
        "first": first,
        "total": total,
        "paths": len(paths),
        "statuses": {str(k): v for k, v in sorted(statuses.items())},
        "workers": workers,
        # A worker that was replaced (it died) has no second reading: that is reported.
        "replaced": sorted(set(map(str, before)) - set(map(str, after))),
        "worst_ratio": max(ratios) if ratios else None,
    }
