"""Settings for a server a test starts in a subprocess (gunicorn) to take its database or its
cache away mid-flight: the test settings, with what a deployment has and the test settings
leave out.

- PostgreSQL: kept, health-checked connections (CONN_MAX_AGE) and the deployment's bounds on
  every wait (DATABASE_TIMEOUT, 2 s by default), which test.py relaxes for the suite.
- REDIS_URL set: the shared Redis cache of base.py (with its socket timeouts) instead of local
  memory, under the key prefix TEST_CACHE_KEY_PREFIX, so the test can remove its keys after.
"""

import os

from portfolio.settings import base
from portfolio.settings.test import *  # noqa: F403
from portfolio.settings.test import DATABASES

if DATABASES["default"]["ENGINE"] != "django.db.backends.sqlite3":
    DATABASES["default"]["CONN_MAX_AGE"] = 60
if "timeout_seconds" in DATABASES["default"].get("OPTIONS", {}):
    DATABASES["default"]["OPTIONS"]["timeout_seconds"] = int(
        os.environ.get("DATABASE_TIMEOUT", "2")
    )

if base.REDIS_URL:
    CACHES = {
        "default": {
            **base.CACHES["default"],
            "KEY_PREFIX": os.environ.get("TEST_CACHE_KEY_PREFIX", "portfolio-test"),
        }
    }
