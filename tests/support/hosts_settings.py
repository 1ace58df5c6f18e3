"""Settings for each app host of tests/test_several_hosts.py: the subprocess server's settings
(tests/support/server_settings.py: the shared Redis, kept database connections) with the parts
of a deployment that the test settings switch off, read from the environment as base.py reads
them in production:

- uploads in the S3 bucket that AWS_STORAGE_BUCKET_NAME and AWS_S3_ENDPOINT_URL name (the
  storage, MEDIA_ORIGIN and img-src that base.py derives from them);
- NUM_PROXIES (1 behind the test's Caddy): throttles and lockouts count each visitor by the
  address Caddy saw, not by Caddy's own.

Two things a deployment never sets, for the test to move or fill quickly:

- TEST_CLOCK_FILE: a file holding seconds (0 at first) that every host adds to Django's clock
  (django.utils.timezone.now, which the site reads the time from), so the test moves time for
  both hosts at once, as it moves for two machines kept to one time by NTP, without waiting.
- TEST_VIEWS_RATE: the view beacon's throttle (300/hour in base.py), so a test reaches it in a
  few requests.
"""

import os
from datetime import timedelta
from pathlib import Path

from django.utils import timezone

from portfolio.settings import base
from tests.support.server_settings import *  # noqa: F403
from tests.support.server_settings import REST_FRAMEWORK, STORAGES

STORAGES = {**STORAGES, "default": base.STORAGES["default"]}
AWS_STORAGE_BUCKET_NAME = base.AWS_STORAGE_BUCKET_NAME
MEDIA_ORIGIN = base.MEDIA_ORIGIN
SECURE_CSP = base.SECURE_CSP

REST_FRAMEWORK = {
    **REST_FRAMEWORK,
    "NUM_PROXIES": base.REST_FRAMEWORK["NUM_PROXIES"],
    "DEFAULT_THROTTLE_RATES": {
        **REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
        "views": os.environ.get(
            "TEST_VIEWS_RATE", REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]["views"]
        ),
    },
}

_CLOCK_FILE = os.environ.get("TEST_CLOCK_FILE")
if _CLOCK_FILE:
    _real_now = timezone.now

    def _moved_now():
        return _real_now() + timedelta(seconds=float(Path(_CLOCK_FILE).read_text() or 0))

    # Before any app is imported, so every `timezone.now` the site calls (and every model
    # field's default=timezone.now) is this one.
    timezone.now = _moved_now
