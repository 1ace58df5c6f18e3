"""Settings for the test suites: fast, isolated, and independent of a built bundle.

`DATABASE_URL` still applies, so `make test` can run against PostgreSQL. End-to-end tests
(`E2E=1`) use the real webpack bundle; every other test uses django-webpack-loader's fake loader.
"""

import tempfile

from django.utils.csp import CSP

from .base import *  # noqa: F403
from .base import DATABASES, REST_FRAMEWORK, SECURE_CSP, WEBPACK_LOADER, env

DEBUG = False
SECRET_KEY = "test-only-secret-key-with-enough-length-to-be-accepted-by-checks"  # noqa: S105
ALLOWED_HOSTS = ["testserver", "localhost", "127.0.0.1"]
SITE_URL = "http://testserver"
# Each request closes its connection: the live server's request threads end without closing a
# kept one, and PostgreSQL then refuses to drop the test database at teardown.
DATABASES["default"]["CONN_MAX_AGE"] = 0
if "timeout_seconds" in DATABASES["default"].get("OPTIONS", {}):
    # The suite's own statements (creating the test database, migrations) on a busy machine
    # must not meet a deployment's 2 s bounds; tests/test_database_outage.py tests those.
    DATABASES["default"]["OPTIONS"]["timeout_seconds"] = 60
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
MAILERS = {"default": {"BACKEND": "django.core.mail.backends.locmem.EmailBackend"}}
CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
MEDIA_ROOT = tempfile.mkdtemp(prefix="portfolio-test-media-")
STATIC_ROOT = tempfile.mkdtemp(prefix="portfolio-test-static-")
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
# Whatever the environment says, the suites talk to no outside service: no S3 bucket, Redis,
# SMTP server, CORS origin or proxy (a test that needs one sets it up itself). The .env file is
# never read here (DJANGO_READ_DOT_ENV_FILE is only set by make run and make serve).
AWS_STORAGE_BUCKET_NAME = ""
MEDIA_ORIGIN = ""
SECURE_CSP = {**SECURE_CSP, "img-src": [CSP.SELF, "data:", "blob:"]}
REDIS_URL = ""
CORS_ALLOWED_ORIGINS = []
REST_FRAMEWORK = {**REST_FRAMEWORK, "NUM_PROXIES": 0}

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
