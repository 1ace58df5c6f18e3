"""The test settings with the probe kind installed."""

from portfolio.settings.test import *  # noqa: F403
from portfolio.settings.test import DATABASES, INSTALLED_APPS

INSTALLED_APPS = [*INSTALLED_APPS, "tests.probe_kind"]
ROOT_URLCONF = "tests.probe_kind.urls"
# A test database of its own, beside the suite's (which may be running at the same time).
if DATABASES["default"]["ENGINE"] != "django.db.backends.sqlite3":
    DATABASES["default"]["TEST"] = {"NAME": f"{DATABASES['default']['NAME']}_probe_kind"}
