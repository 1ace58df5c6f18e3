"""Figure 8: wrk against gunicorn on loopback, cycling through page and API paths."""

import re
import shutil
import subprocess
from pathlib import Path

LUA = """
local paths = {%s}
local i = 0
request = function()
  i = i %% #paths + 1
  return wrk.format("GET", paths[i])
end
done = function(summary, latency, requests)
  io.write(string.format("BENCH p50=%%d p95=%%d p99=%%d\\n",
    latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end
"""


def ensure_wrk() -> str | None:
    """The path of wrk; installs Debian's package when missing and running as root."""
    found = shutil.which("wrk")
    if found:
        return found
    import os

    if os.geteuid() == 0 and shutil.which("apt-get"):
        print("[bench] installing Debian's wrk", flush=True)
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "update", "-qq"], env=env, capture_output=True)
        subprocess.run(["apt-get", "install", "-y", "-qq", "wrk"], env=env, capture_output=True)
    return shutil.which("wrk")


def _ms(value: str, unit: str) -> float:
    return float(value) * {"us": 0.001, "ms": 1, "s": 1000, "m": 60000}[unit]


def run(base: str, paths: list[str], tmp: Path, seconds: int = 30) -> dict:
    wrk = ensure_wrk()
    if wrk is None:
        return {"error": "wrk is missing: install it with `sudo apt-get install wrk`"}
    script = tmp / "mix.lua"
    script.write_text(LUA % ", ".join(f'"{p}"' for p in paths))
    result = subprocess.run(
        [wrk, "-t2", "-c32", f"-d{seconds}s", "--latency", "--timeout", "5s", "-s", str(script),
         base],
        capture_output=True, text=True, timeout=seconds + 60,
    )  # fmt: skip
    out = result.stdout
    parsed: dict = {"paths": paths, "command": f"wrk -t2 -c32 -d{seconds}s --latency", "raw": out}
    rps = re.search(r"Requests/sec:\s+([\d.]+)", out)
    total = re.search(r"(\d+) requests in", out)
    non2xx = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", out)
    sockets = re.search(
        r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out
    )
    lat = re.search(r"BENCH p50=(\d+) p95=(\d+) p99=(\d+)", out)
    if not (rps and lat):
        parsed["error"] = f"could not parse wrk output: {out[-300:]} {result.stderr[-300:]}"
        return parsed
    parsed.update(
        requests=int(total.group(1)) if total else None,
        rps=float(rps.group(1)),
        p50_ms=int(lat.group(1)) / 1000,
        p95_ms=int(lat.group(2)) / 1000,
        p99_ms=int(lat.group(3)) / 1000,
        non_2xx_3xx=int(non2xx.group(1)) if non2xx else 0,
        socket_errors=sum(int(x) for x in sockets.groups()) if sockets else 0,
    )
    parsed["errors"] = parsed["non_2xx_3xx"] + parsed["socket_errors"]
    return parsed
