"""Settings for the test suites: fast, isolated, and independent of a built bundle.

`DATABASE_URL` still applies, so `make test` can run against PostgreSQL. End-to-end tests
(`E2E=1`) use the real webpack bundle; every other test uses django-webpack-loader's fake loader.
"""

import tempfile

from .base import *  # noqa: F403
from .base import DATABASES, WEBPACK_LOADER, env

DEBUG = False
SECRET_KEY = "test-only-secret-key-with-enough-length-to-be-accepted-by-checks"  # noqa: S105
ALLOWED_HOSTS = ["testserver", "localhost", "127.0.0.1"]
SITE_URL = "http://testserver"
# Each request closes its connection: the live server's request threads end without closing a
# kept one, and PostgreSQL then refuses to drop the test database at teardown.
DATABASES["default"]["CONN_MAX_AGE"] = 0
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
MAILERS = {"default": {"BACKEND": "django.core.mail.backends.locmem.EmailBackend"}}
CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
MEDIA_ROOT = tempfile.mkdtemp(prefix="portfolio-test-media-")
STATIC_ROOT = tempfile.mkdtemp(prefix="portfolio-test-static-")
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}

# Python tests run without a built bundle, so its folder may not exist yet.
SILENCED_SYSTEM_CHECKS = ["staticfiles.W004"]

E2E = env.bool("E2E", default=False)
if not E2E:
    WEBPACK_LOADER = {
        "DEFAULT": {
            **WEBPACK_LOADER["DEFAULT"],
            "LOADER_CLASS": "webpack_loader.loaders.FakeWebpackLoader",
        }
    }
LOGGING = {"version": 1, "disable_existing_loggers": False, "root": {"level": "WARNING"}}
