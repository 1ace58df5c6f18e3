"""Settings for `make bench`: the production settings (as `make serve` runs them) plus the
bench-only comparison views. The harness (bench/run.py) sets SECRET_KEY, ALLOWED_HOSTS,
ALLOW_HTTP=1, DATABASE_URL and MEDIA_ROOT in the environment before Django starts."""

import os
from pathlib import Path

from portfolio.settings.production import *  # noqa: F403

# The real URLconf plus /__bench__/ views; never part of portfolio.urls.
ROOT_URLCONF = "bench.urls"

# Collected static files go to the run's temporary folder, never to var/static.
if os.environ.get("BENCH_STATIC_ROOT"):
    STATIC_ROOT = Path(os.environ["BENCH_STATIC_ROOT"])
