"""Figure 5: Lighthouse (pinned in package.json) with Debian's Chromium, default mobile
settings, several runs per URL."""

import json
import os
import statistics
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = ROOT / "node_modules" / ".bin" / "lighthouse"
CHROME_FLAGS = (
    "--headless=new --no-sandbox --disable-gpu --disable-background-networking "
    "--disable-component-update --disable-sync"
)
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")


def version() -> str | None:
    if not BIN.exists():
        return None
    result = subprocess.run([str(BIN), "--version"], capture_output=True, text=True)
    return result.stdout.strip() or None


def run_once(url: str, out: Path) -> dict:
    env = {**os.environ, "CHROME_PATH": os.environ.get("CHROMIUM", "/usr/bin/chromium")}
    result = subprocess.run(
        [str(BIN), url, "--output=json", f"--output-path={out}", "--quiet",
         f"--chrome-flags={CHROME_FLAGS}"],
        capture_output=True, text=True, env=env, timeout=180,
    )  # fmt: skip
    if result.returncode != 0 or not out.exists():
        raise RuntimeError((result.stderr or result.stdout).strip()[-500:])
    report = json.loads(out.read_text())
    if report.get("runtimeError"):
        raise RuntimeError(report["runtimeError"].get("message", "runtime error"))
    scores = {c: report["categories"][c]["score"] for c in CATEGORIES}
    audits = report["audits"]
    return {
        **{c: round(s * 100) if s is not None else None for c, s in scores.items()},
        "lcp_ms": audits["largest-contentful-paint"]["numericValue"],
        "tbt_ms": audits["total-blocking-time"]["numericValue"],
        "cls": audits["cumulative-layout-shift"]["numericValue"],
        "failed_audits": sorted(
            key
            for key, audit in audits.items()
            if audit.get("score") is not None
            and audit.get("score") < 1
            and audit.get("scoreDisplayMode") == "binary"
        ),
    }


def run(base: str, paths: list[str], tmp: Path, runs: int = 5) -> dict:
    if version() is None:
        return {"error": f"lighthouse is not installed ({BIN}); run npm ci"}
    results = {}
    for path in paths:
        one = []
        errors = []
        for i in range(runs):
            # Lighthouse sometimes loses a trace (NO_NAVSTART): one retry, then it counts.
            for attempt in range(2):
                try:
                    out = tmp / f"lh-{len(results)}-{i}-{attempt}.json"
                    one.append(run_once(f"{base}{path}", out))
                    break
                except Exception as error:  # report the reason, keep going
                    if attempt == 1:
                        errors.append(str(error))
        summary: dict = {"runs": one, "errors": errors}
        if one:
            perf = [r["performance"] for r in one if r["performance"] is not None]
            summary.update(
                performance_median=statistics.median(perf) if perf else None,
                performance_min=min(perf) if perf else None,
                accessibility=min(r["accessibility"] or 0 for r in one),
                best_practices=min(r["best-practices"] or 0 for r in one),
                seo=min(r["seo"] or 0 for r in one),
                lcp_ms=round(statistics.median(r["lcp_ms"] for r in one)),
                tbt_ms=round(statistics.median(r["tbt_ms"] for r in one)),
                cls=round(statistics.median(r["cls"] for r in one), 4),
                failed_audits=sorted({a for r in one for a in r["failed_audits"]}),
            )
        results[path] = summary
    return results
