"""Figures measured in headless Chromium through Playwright: the JavaScript the home page
downloads (6) and the images on / and /blog (7)."""

import gzip
import json
import os
import re
from pathlib import Path
from urllib.parse import urlsplit

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# Lighthouse's default mobile device (Moto G Power): what a phone visitor downloads.
VIEWPORT = {"width": 412, "height": 823}
SCALE = 1.75

# The largest paint as it happened: the element may be gone by the time it is read (React
# replaces the server's first screen), so its attributes are noted when the entry arrives.
LCP_SCRIPT = """
window.__lcp = null;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const el = entry.element;
    const attr = (name) => (el && el.getAttribute(name)) || "";
    window.__lcp = {
      tag: el ? el.tagName : null, url: entry.url, size: entry.size,
      src: (el && el.currentSrc) || entry.url,
      loading: attr("loading"), fetchpriority: attr("fetchpriority"),
    };
  }
}).observe({ type: "largest-contentful-paint", buffered: true });
"""

IMAGES_SCRIPT = """
() => Array.from(document.images).map((img) => {
  const r = img.getBoundingClientRect();
  return {
    src: img.currentSrc || img.src,
    hasWidth: img.hasAttribute("width"),
    hasHeight: img.hasAttribute("height"),
    loading: img.getAttribute("loading") || "",
    fetchpriority: img.getAttribute("fetchpriority") || "",
    srcset: img.getAttribute("srcset") || "",
    inPicture: !!(img.parentElement && img.parentElement.tagName === "PICTURE"),
    top: r.top + window.scrollY,
  };
})
"""


def _launch(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)


def _scroll_to_end(page) -> None:
    """Scroll to the end step by step, as a reader would, so lazy images and chunks load."""
    height = page.evaluate("document.documentElement.scrollHeight")
    y = 0
    while y < height:
        y += VIEWPORT["height"] // 2
        page.evaluate(f"window.scrollTo(0, {y})")
        page.wait_for_timeout(120)
        height = page.evaluate("document.documentElement.scrollHeight")
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(300)


# The moment the browser first runs an idle callback: what the page asks for from then on (the
# view beacon, sent once the page is drawn and the browser has nothing better to do) comes
# after the load (tests/e2e/test_budget.py holds the callbacks to the same end).
FIRST_IDLE = """
window.__firstIdle = null;
const idle = window.requestIdleCallback.bind(window);
window.requestIdleCallback = (task, options) => idle((deadline) => {
  if (window.__firstIdle === null) window.__firstIdle = performance.now();
  return task(deadline);
}, options);
"""


def javascript(base: str, stats_file: Path) -> dict:
    """JS files that loading / and scrolling to its end downloads (gzip -9 sizes; whitenoise
    serves the same precompressed), and the bytes of any script holding the admin panel."""
    from playwright.sync_api import sync_playwright

    # The build writes which sources each script holds beside the bundle tracker's stats
    # (webpack.config.js, chunk-modules.json): the admin panel's scripts are those holding any
    # of frontend/src/admin/, whatever their (numeric) names.
    held = json.loads((stats_file.parent / "chunk-modules.json").read_text())
    admin_files = {
        name.removesuffix(".js")
        for name, sources in held.items()
        if any(source.startswith("frontend/src/admin/") for source in sources)
    }
    scripts = []
    with sync_playwright() as p:
        browser = _launch(p)
        page = browser.new_page(viewport=VIEWPORT, device_scale_factor=SCALE)
        page.on(
            "response",
            lambda r: (
                scripts.append(r)
                if urlsplit(r.url).path.endswith(".js") and "/static/" in r.url
                else None
            ),
        )
        page.add_init_script(FIRST_IDLE)
        page.goto(f"{base}/", wait_until="networkidle")
        page.wait_for_timeout(500)
        initial = len(scripts)
        # When each script was asked for, and when the browser was first idle after the load.
        first_idle = page.evaluate("window.__firstIdle")
        asked = dict(
            page.evaluate(
                """() => performance.getEntriesByType("resource").map((r) => [r.name,
                r.startTime])"""
            )
        )
        _scroll_to_end(page)
        files = []
        for index, response in enumerate(scripts):
            body = response.body()
            name = Path(urlsplit(response.url).path).name
            started = asked.get(response.url)
            # whitenoise names files <webpack name>.<its hash>.js; admin.85c9...<hash>.js
            stem = name.split(".")[0]
            is_admin = any(name.startswith(f + ".") for f in admin_files)
            files.append(
                {
                    "file": name,
                    "chunk": stem,
                    "bytes": len(body),
                    "gzip_bytes": len(gzip.compress(body, 9)),
                    "admin": is_admin,
                    "after_scroll": index >= initial,
                    # Asked for once the page was loaded and the browser idle (the view
                    # beacon's API client): not part of the load.
                    "after_idle": index < initial
                    and first_idle is not None
                    and started is not None
                    and started >= first_idle,
                }
            )
        browser.close()
    return {
        "files": files,
        "total_gzip_bytes": sum(f["gzip_bytes"] for f in files),
        "initial_gzip_bytes": sum(
            f["gzip_bytes"] for f in files if not f["after_scroll"] and not f["after_idle"]
        ),
        "after_idle_gzip_bytes": sum(f["gzip_bytes"] for f in files if f["after_idle"]),
        "admin_bytes": sum(f["bytes"] for f in files if f["admin"]),
        "admin_chunks_in_stats": sorted(admin_files),
    }


def _original_bytes(url_path: str, media_root: Path, static_root: Path) -> int | None:
    """The original a visitor's image was made from. A demo picture stands for a phone photo
    the seed draws again (apps.demo.images.demo_upload): its JPEG is the original.
    Uploaded photos are stored as WebP variants "<token>-<width>w.webp" and the upload itself
    is not kept, so their original is taken to be the widest variant (which understates it).
    Static files are their own original."""
    if url_path.startswith("/media/"):
        file = media_root / url_path.removeprefix("/media/")
        match = re.match(r"(.+)-\d+w\.\w+$", file.name)
        if (
            match
            and file.parent.name == "demo"
            and (file.parent / f"{match[1]}-1600w.webp").exists()
        ):
            from apps.demo.images import demo_upload  # seeded at the default size

            return len(demo_upload(match[1]))
        if match:
            variants = list(file.parent.glob(f"{match.group(1)}-*w.*"))
            if variants:
                return max(v.stat().st_size for v in variants)
        return file.stat().st_size if file.exists() else None
    if url_path.startswith("/static/"):
        file = static_root / url_path.removeprefix("/static/")
        return file.stat().st_size if file.exists() else None
    return None


def images(base: str, paths: list[str], media_root: Path, static_root: Path) -> dict:
    from playwright.sync_api import sync_playwright

    pages = {}
    with sync_playwright() as p:
        browser = _launch(p)
        for path in paths:
            context = browser.new_context(viewport=VIEWPORT, device_scale_factor=SCALE)
            page = context.new_page()
            page.add_init_script(LCP_SCRIPT)
            responses = []
            page.on(
                "response",
                lambda r, responses=responses: (
                    responses.append(r) if r.request.resource_type == "image" else None
                ),
            )
            page.goto(f"{base}{path}", wait_until="networkidle")
            page.wait_for_timeout(800)
            before_scroll = page.evaluate(IMAGES_SCRIPT)
            _scroll_to_end(page)
            lcp = page.evaluate("window.__lcp")
            downloads = []
            for r in responses:
                try:
                    body = r.body()
                except Exception:  # a redirect or a failed request has no body  # noqa: S112
                    continue
                url_path = urlsplit(r.url).path
                downloads.append(
                    {
                        "url": url_path,
                        "type": r.headers.get("content-type", ""),
                        "status": r.status,
                        "bytes": len(body),
                        "original_bytes": _original_bytes(url_path, media_root, static_root),
                    }
                )
            context.close()
            fold = VIEWPORT["height"]
            imgs = before_scroll
            raster = [i for i in imgs if not i["src"].split("?")[0].endswith(".svg")]
            pages[path] = {
                "lcp": lcp,
                "img_count": len(imgs),
                "downloads": downloads,
                "missing_size": [i["src"] for i in imgs if not (i["hasWidth"] and i["hasHeight"])],
                "below_fold_not_lazy": [
                    i["src"] for i in imgs if i["top"] >= fold and i["loading"] != "lazy"
                ],
                "no_srcset": [i["src"] for i in raster if not (i["srcset"] or i["inPicture"])],
                "lcp_img": lcp if lcp and lcp["tag"] == "IMG" else None,
            }
        browser.close()
    return pages


def summarise_images(pages: dict) -> dict:
    downloads = [d for page in pages.values() for d in page["downloads"]]
    photos = [d for d in downloads if "svg" not in d["type"]]
    bad_format = [
        d["url"] for d in photos if not any(t in d["type"] for t in ("image/avif", "image/webp"))
    ]
    total = sum(d["bytes"] for d in photos)
    originals = sum(d["original_bytes"] or d["bytes"] for d in photos)
    lcp_problems = []
    for path, page in pages.items():
        lcp_img = page["lcp_img"]
        if lcp_img is None:
            continue  # the largest paint is text: nothing to prioritise
        if lcp_img["fetchpriority"] != "high" or lcp_img["loading"] == "lazy":
            lcp_problems.append(f"{path}: {lcp_img['src']}")
    return {
        "photo_count": len(photos),
        "bad_format": bad_format,
        "missing_size": [s for page in pages.values() for s in page["missing_size"]],
        "below_fold_not_lazy": [s for page in pages.values() for s in page["below_fold_not_lazy"]],
        "no_srcset": [s for page in pages.values() for s in page["no_srcset"]],
        "lcp_problems": lcp_problems,
        "lcp": {path: page["lcp"] for path, page in pages.items()},
        "downloaded_bytes": total,
        "original_bytes": originals,
        "ratio": round(total / originals, 3) if originals else None,
    }
