"""The production settings for a test that runs `make serve`'s gunicorn command: unchanged but
for where collectstatic writes (TEST_STATIC_ROOT, a folder of the test's own) and that it keeps
no compressed copies (Django's manifest storage instead of WhiteNoise's compressing one: the
same hashed names, in a few seconds rather than minutes on a busy machine)."""

import os

from portfolio.settings.production import *  # noqa: F403
from portfolio.settings.production import STORAGES

STATIC_ROOT = os.environ["TEST_STATIC_ROOT"]
STORAGES = {
    **STORAGES,
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.ManifestStaticFilesStorage"},
}
