"""The gunicorn entry point: a worker keeps what loading the site made out of the garbage
collector's sight (portfolio/wsgi.py), so no request pays for a walk over all of it."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _frozen_after(code: str) -> int:
    result = subprocess.run(  # noqa: S603 (our own interpreter and a fixed snippet)
        [sys.executable, "-c", f"import gc\n{code}\nprint(gc.get_freeze_count())"],
        cwd=ROOT,
        env={**os.environ, "DJANGO_SETTINGS_MODULE": "portfolio.settings.base"},
        capture_output=True,
        text=True,
        check=True,
    )
    return int(result.stdout.split()[-1])


def test_a_worker_freezes_what_loading_the_site_made():
    # Django, the apps and the URL map: far more than a bare interpreter holds.
    assert _frozen_after("import django") == 0
    assert _frozen_after("from portfolio.wsgi import application") > 50_000
