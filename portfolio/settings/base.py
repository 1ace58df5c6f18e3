"""Settings shared by every run mode, one group per integration.

The rule: a value is read from the environment (django-environ; `env_or` where a blank value
must mean the default) when the operator of a deployment chooses it: where the site and its
integrations are (hosts, addresses, URLs, paths, the proxy count), its secrets, and what a
school's deployment may tune (the database's bounds, the retention its data policy sets, the
page size, the daily views cap, the log level). Each is listed in `.env.example`
(tests/test_env_documented.py checks). A value the specification fixes or the code relies on
(throttle rates, the sign-in lockout, the under-13 rule, a year of view totals, the undo window,
list caps, security headers) is written here and changed by a commit with its tests. With
nothing set, the site runs in its embedded default: SQLite, filesystem media, local-memory cache
and console e-mail.
"""

from datetime import timedelta
from pathlib import Path
from urllib.parse import urlsplit

import environ
from django.core.exceptions import ImproperlyConfigured
from django.utils.csp import CSP

BASE_DIR = Path(__file__).resolve().parent.parent.parent
VAR_DIR = BASE_DIR / "var"

env = environ.Env()
# A .env file is read only when asked (cookiecutter-django's switch): `make run` and `make serve`
# ask; tests and CI never do, so a developer's .env can never switch an integration on in them.
if env.bool("DJANGO_READ_DOT_ENV_FILE", default=False):
    environ.Env.read_env(BASE_DIR / ".env", overwrite=False)


def env_or(name: str, default: str) -> str:
    """A variable's value, or `default` when it is unset or blank (a copied .env.example
    leaves many of them blank, and blank must mean "use the default")."""
    return env.str(name, default="").strip() or default


# --- Core: debug, the secret key, hosts, the site's address ------------------------------
DEBUG = env.bool("DJANGO_DEBUG", default=False)
# The embedded default key is only good for a developer's machine; production.py refuses to
# start without a real one.
SECRET_KEY = env_or("SECRET_KEY", "insecure-development-key-never-use-in-production")
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=["127.0.0.1", "localhost", "[::1]"])
SITE_URL = env_or("SITE_URL", "http://127.0.0.1:8000").rstrip("/")

# --- Apps, middleware and templates (code, not configuration) ----------------------------
INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.sitemaps",
    "corsheaders",
    "rest_framework",
    "rest_framework_simplejwt.token_blacklist",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "webpack_loader",
    "apps.core",
    "apps.accounts",
    "apps.blog",
    "apps.gallery",
    "apps.media",
    "apps.documents",
    "apps.showcase",
    "apps.journal",
    "apps.travel",
    "apps.record",
    "apps.contact",
    "apps.testimonials",
    "apps.guardian",
    "apps.visits",
    "apps.statement",
    "apps.sharing",
    "apps.search",
    "apps.cv",
    "apps.pages",
    "apps.operations",
    "apps.demo",  # the demo content, above every product app
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # Outside WhiteNoise, so static files get the same policy headers as everything else.
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "apps.core.middleware.PermissionsPolicyMiddleware",
    "apps.core.middleware.CrossOriginResourcePolicyMiddleware",
    "apps.core.middleware.RejectNulBytesMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Inside WhiteNoise (which sends static files pre-compressed); outside everything that
    # writes a body. Pages and JSON only.
    "apps.core.middleware.CompressTextMiddleware",
    "corsheaders.middleware.CorsMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Django admin's login form meets the same sign-in lockout as the API: 429, not a 500.
    "apps.accounts.middleware.SignInLockedMiddleware",
    # Innermost, so it sees the view's database and cache errors first (503, not 500).
    "apps.core.middleware.ServiceUnavailableMiddleware",
]

ROOT_URLCONF = "portfolio.urls"
WSGI_APPLICATION = "portfolio.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# --- Database -------------------------------------------------------------------------------
DATABASES = {
    "default": env.db_url_config(env_or("DATABASE_URL", f"sqlite:///{VAR_DIR / 'db.sqlite3'}")),
}
# No request-wide transaction (ATOMIC_REQUESTS is off): each service is one transaction
# (@transaction.atomic), and reads, 304s and cached answers never open one.
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # Django's backend, with every wait for the server bounded (apps/core/postgresql): a
    # database that stops answering costs a request DATABASE_TIMEOUT seconds and a 503 (connect
    # timeout, statement_timeout, and a deadline on every answer; 0 turns the bounds off, for a
    # long migration or restore).
    DATABASES["default"]["ENGINE"] = "apps.core.postgresql"
    DATABASES["default"].setdefault("OPTIONS", {})["timeout_seconds"] = env.int(
        "DATABASE_TIMEOUT", default=2
    )
    DATABASES["default"].setdefault("CONN_MAX_AGE", env.int("CONN_MAX_AGE", default=60))
    DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
elif DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Two writes at once (two tabs refreshing their session, a save during a sign-in) queue for
    # SQLite's one writer instead of failing with "database is locked": a write transaction
    # takes the lock when it begins (IMMEDIATE), and waits up to 20 s for it.
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {"transaction_mode": "IMMEDIATE", "timeout": 20}
    )
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Cache: shared across workers when REDIS_URL is set; the response cache's keys ----------
REDIS_URL = env.str("REDIS_URL", default="")
if REDIS_URL:
    # A Redis that stops answering costs a request at most these 2 s; then reads come from the
    # database and what must count in it (throttles, the token deny-list) answers 503
    # (apps/core/availability.py). Errors are never ignored here (no IGNORE_EXCEPTIONS): a
    # throttle that cannot count must refuse, not let everything through.
    CACHES = {
        "default": {
            "BACKEND": "django_redis.cache.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": "portfolio",
            "OPTIONS": {"SOCKET_CONNECT_TIMEOUT": 2, "SOCKET_TIMEOUT": 2},
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

# What every ETag and cached body is keyed on (apps/core/http_cache.py): a deploy's own name for
# its release (a commit), else a hash of the code, templates and bundle stats at startup.
RELEASE_ID = env.str("RELEASE_ID", default="")

# How long a visitor's rendered list or detail stays in the cache. Writes never wait for it: they
# change the content version the cache keys include (apps/core/http_cache.py).
API_RESPONSE_CACHE_SECONDS = 300

# --- Accounts and sign-in: passwords, tokens, the lockout ---------------------------------
AUTH_USER_MODEL = "accounts.User"
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {
        "NAME": "django.contrib.auth.password_validation.MinimumLengthValidator",
        "OPTIONS": {"min_length": 12},
    },
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

SIMPLE_JWT = {
    "ACCESS_TOKEN_LIFETIME": timedelta(minutes=15),
    "REFRESH_TOKEN_LIFETIME": timedelta(days=1),
    "ROTATE_REFRESH_TOKENS": True,
    "BLACKLIST_AFTER_ROTATION": True,
    "UPDATE_LAST_LOGIN": True,
    "AUTH_HEADER_TYPES": ("Bearer",),
    # Tokens carry a hash of the password hash: a password change (in the panel or Django
    # admin) ends every session at once.
    "CHECK_REVOKE_TOKEN": True,
}
# Sign-in lockout (apps/accounts/lockout.py), for every way in (the API and Django admin):
# - this many failed attempts for one username from one address lock that pair for 15 minutes;
LOGIN_MAX_FAILURES = 5
LOGIN_LOCKOUT_MINUTES = 15
# - this many failed attempts from one address, whatever the usernames, lock it for an hour;
LOGIN_MAX_FAILURES_PER_ADDRESS = 20
# - after this many failed attempts on one account (from any number of addresses, in a day,
#   since its last sign-in), each further attempt waits: 5 s, then twice as long each time, at
#   most 15 minutes. Browsers the owner has signed in from (trusted devices) are not slowed.
LOGIN_ACCOUNT_FREE_FAILURES = 10
LOGIN_ACCOUNT_BASE_DELAY_SECONDS = 5
LOGIN_ACCOUNT_MAX_DELAY_SECONDS = 15 * 60
TRUSTED_DEVICE_DAYS = 90
# However often the refresh token rotates, a session ends this long after its sign-in.
OWNER_SESSION_MAX_DAYS = 30
AUTHENTICATION_BACKENDS = ["apps.accounts.backends.LockoutModelBackend"]

# --- E-mail ---------------------------------------------------------------------------------
# EMAIL_URL is one URL (smtp+tls://user:password@host:587, consolemail://, ...), turned into
# Django 6.1's MAILERS setting.
_email = env.email_url_config(env_or("EMAIL_URL", "consolemail://"))
_smtp_options = {
    "host": _email.get("EMAIL_HOST"),
    "port": _email.get("EMAIL_PORT"),
    "username": _email.get("EMAIL_HOST_USER"),
    "password": _email.get("EMAIL_HOST_PASSWORD"),
    "use_tls": _email.get("EMAIL_USE_TLS", False),
    "use_ssl": _email.get("EMAIL_USE_SSL", False),
    "timeout": 10,
}
MAILERS = {
    "default": {
        "BACKEND": _email["EMAIL_BACKEND"],
        "OPTIONS": (
            {k: v for k, v in _smtp_options.items() if v not in (None, "")}
            if _email["EMAIL_BACKEND"].endswith("smtp.EmailBackend")
            else {}
        ),
    }
}
DEFAULT_FROM_EMAIL = env_or("DEFAULT_FROM_EMAIL", "Portfolio <no-reply@localhost>")
SERVER_EMAIL = DEFAULT_FROM_EMAIL
OWNER_EMAIL = env_or("OWNER_EMAIL", "owner@localhost")

# --- The site's own limits: mail rate, retention, caps, windows ---------------------------
# Site-wide, at most this many contact messages an hour are e-mailed to the owner one by one;
# the rest are kept in the inbox and listed in one digest e-mail once the hour has ended
# (apps/contact/services.py). A flood from many addresses is then one e-mail, not hundreds.
CONTACT_EMAILS_PER_HOUR = env.int("CONTACT_EMAILS_PER_HOUR", default=20)

# Data retention (the owner is a child: keep visitors' data no longer than needed).
CONTACT_RETENTION_DAYS = env.int("CONTACT_RETENTION_DAYS", default=180)
# Messages from under-13s are deleted this many days after the owner has read them.
CONTACT_UNDER_13_READ_RETENTION_DAYS = 30
TESTIMONIAL_RETENTION_DAYS = env.int("TESTIMONIAL_RETENTION_DAYS", default=90)
# A testimonial request is kept only as long as it blocks a repeat request to the same address.
TESTIMONIAL_REQUEST_INTERVAL_DAYS = 30
# Daily view totals (a count per page and per photo a day, nothing about the visitor) are kept
# this long, so the owner can compare with a year before; purge_expired deletes older days.
VIEWS_RETENTION_DAYS = 400
# The most views a page (or gallery photo) gains in a day, from every address together
# (apps/visits/services.py): a crowd of addresses cannot make a figure what it likes.
VIEWS_DAILY_CAP = env.int("VIEWS_DAILY_CAP", default=1000)

# Lists are read a page at a time (a cursor; the next page's address in the Link header).
API_PAGE_SIZE = env.int("API_PAGE_SIZE", default=50)
# The few lists that stay whole (apps/core/pagination.py) never answer more rows than this.
API_LIST_CAP = 500
# A deleted blog post can be restored ('Undo') for this long, then it is gone for good.
BLOG_UNDO_SECONDS = 60

# --- Storage: static files, the webpack bundle and uploaded media (S3 when a bucket is set) --
STATIC_URL = "/static/"
STATIC_ROOT = VAR_DIR / "static"
# Where webpack writes the bundle and its stats (webpack.config.js reads the same variable).
FRONTEND_BUILD_DIR = Path(env_or("FRONTEND_BUILD_DIR", str(BASE_DIR / "frontend" / "build")))
STATICFILES_DIRS = [
    BASE_DIR / "static",
    ("bundles", FRONTEND_BUILD_DIR / "bundles"),
]
MEDIA_URL = "/media/"
MEDIA_ROOT = Path(env_or("MEDIA_ROOT", str(VAR_DIR / "media")))
# An uploaded file larger than this is streamed to a temporary file, never held whole in memory.
# The gallery upload (at most 5 MB) refuses a bigger request from its Content-Length alone, so a
# 5 MB + 1 byte photo still reaches its check ('File Too Large', a 400) and anything much bigger
# is never read at all.
FILE_UPLOAD_MAX_MEMORY_SIZE = 2_621_440

AWS_STORAGE_BUCKET_NAME = env.str("AWS_STORAGE_BUCKET_NAME", default="")
AWS_S3_ENDPOINT_URL = env.str("AWS_S3_ENDPOINT_URL", default="") or None
AWS_S3_CUSTOM_DOMAIN = env.str("AWS_S3_CUSTOM_DOMAIN", default="") or None
# Where uploaded pictures are served from when that is not this site: pages may show images
# from here and nowhere else (img-src in the Content-Security-Policy, image URL validation).
MEDIA_ORIGIN = ""
if AWS_STORAGE_BUCKET_NAME:
    # Credentials come from boto3's usual sources (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY,
    # an instance role, ...), never from this file.
    _media_storage = {
        # django-storages' S3 backend, setting a document's content type and disposition.
        "BACKEND": "apps.core.storage.MediaS3Storage",
        "OPTIONS": {
            "bucket_name": AWS_STORAGE_BUCKET_NAME,
            "endpoint_url": AWS_S3_ENDPOINT_URL,
            "custom_domain": AWS_S3_CUSTOM_DOMAIN,
            "default_acl": None,
            "file_overwrite": False,
            "querystring_auth": False,
        },
    }
    if AWS_S3_CUSTOM_DOMAIN:
        MEDIA_ORIGIN = f"https://{AWS_S3_CUSTOM_DOMAIN}"
    elif AWS_S3_ENDPOINT_URL:
        _endpoint = urlsplit(AWS_S3_ENDPOINT_URL)
        MEDIA_ORIGIN = f"{_endpoint.scheme}://{_endpoint.netloc}"
    else:
        MEDIA_ORIGIN = f"https://{AWS_STORAGE_BUCKET_NAME}.s3.amazonaws.com"
else:
    _media_storage = {"BACKEND": "django.core.files.storage.FileSystemStorage"}
STORAGES = {
    "default": _media_storage,
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}

WEBPACK_LOADER = {
    "DEFAULT": {
        "BUNDLE_DIR_NAME": "bundles/",
        "STATS_FILE": FRONTEND_BUILD_DIR / "webpack-stats.json",
        "CACHE": not DEBUG,
    }
}

# --- API: DRF, its schema and throttle rates ------------------------------------------------
REST_FRAMEWORK = {
    # Only JWT authenticates the API: a session cookie or HTTP Basic never does.
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "apps.accounts.authentication.OwnerJWTAuthentication",
    ],
    # Deny by default; public endpoints opt in explicitly.
    "DEFAULT_PERMISSION_CLASSES": ["apps.core.permissions.IsOwner"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["apps.core.parsers.StrictJSONParser"],
    "DEFAULT_PAGINATION_CLASS": "apps.core.pagination.ListCursorPagination",
    "EXCEPTION_HANDLER": "apps.core.exceptions.api_exception_handler",
    "NON_FIELD_ERRORS_KEY": "nonFieldErrors",
    # ISO 8601 in whole seconds ("2025-01-04T12:30:15+00:00"): HTML's <time datetime> allows at
    # most three fractional digits, and the pages print these values there.
    "DATETIME_FORMAT": "%Y-%m-%dT%H:%M:%S%:z",
    # drf-spectacular's, with each operation's `security` derived from its permission classes.
    "DEFAULT_SCHEMA_CLASS": "apps.accounts.schema.PermissionAwareAutoSchema",
    # Behind a reverse proxy, set NUM_PROXIES so client addresses come from X-Forwarded-For.
    "NUM_PROXIES": env.int("NUM_PROXIES", default=0),
    "DEFAULT_THROTTLE_RATES": {
        # A flood guard only: the lockout counts failed sign-ins (apps/accounts/lockout.py).
        "login": "60/minute",
        # Each open tab of the panel refreshes its token every 14 minutes or so.
        "token_refresh": "300/hour",
        # Public forms: at most 5 submissions an hour from one address (429 beyond).
        "contact": "5/hour",
        "testimonials": "5/hour",
        # The view beacon: a visitor reading a few pages a minute stays well inside; beyond it,
        # views from that address are not counted for the rest of the hour (still 204).
        "views": "300/hour",
        # The editor's preview (POST /api/preview), asked a moment after typing stops.
        "preview": "120/minute",
        # Site search: far more than anyone types, few enough that no address can keep the
        # database busy with it.
        "search": "60/minute",
    },
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Portfolio API",
    "DESCRIPTION": "The JSON API behind the portfolio site and its owner's admin panel.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    # Swagger UI's files are served from our own static files, never from a CDN.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # Long texts' formats (apps/core/rich_text.py): a post's, the others' and the preview's.
    "ENUM_NAME_OVERRIDES": {
        "PostContentFormatEnum": "apps.blog.models.ContentFormat",
        "LongTextFormatEnum": "apps.core.rich_text.MARKDOWN_OR_PLAIN",
        "TextFormatEnum": "apps.core.rich_text.TextFormat",
        "RevisionKindEnum": "apps.blog.models.RevisionKind",
        # The record's (apps/record): kinds of grade and of log entry, types of qualification
        # and of evidence.
        "GradeKindEnum": "apps.record.models.GradeKind",
        "LogKindEnum": "apps.record.models.LogKind",
        "QualificationTypeEnum": "apps.record.scales.QualificationType",
        "EvidenceTypeEnum": "apps.record.models.EvidenceType",
        "TypeEnum": "apps.media.models.MediaType",  # its name before the record's type came
        "CvSectionKeyEnum": "apps.cv.models.SECTION_KEYS",  # the CV's sections (apps/cv)
    },
    # The error answers every view can give (400, 401, 403, 404, 413, 429, 503), documented.
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "apps.core.schema.document_error_answers",
    ],
}

# --- Security: cross-origin API calls and response headers --------------------------------
CORS_ALLOWED_ORIGINS = env.list("CORS_ALLOWED_ORIGINS", default=[])
CORS_URLS_REGEX = r"^/api/.*$"
# A list's next page is announced in its Link header, which another origin's script may read.
CORS_EXPOSE_HEADERS = ["Link"]

# Every response gets a strict Content-Security-Policy: the site runs only its own scripts,
# loads nothing from other sites and can never be framed. The JSON-LD and first-data blocks in
# the HTML are data (type application/ld+json and application/json), which a policy without
# 'unsafe-inline' still allows because the browser never executes them.
SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF],
    "style-src": [CSP.SELF],
    "img-src": [CSP.SELF, "data:", "blob:", *([MEDIA_ORIGIN] if MEDIA_ORIGIN else [])],
    "font-src": [CSP.SELF],
    "connect-src": [CSP.SELF],
    "object-src": [CSP.NONE],
    "base-uri": [CSP.NONE],
    "frame-ancestors": [CSP.NONE],
    "form-action": [CSP.SELF],
}
# Django's defaults already send nosniff, X-Frame-Options: DENY and
# Cross-Origin-Opener-Policy: same-origin (tests/core/test_security_headers.py checks them all).
SECURE_REFERRER_POLICY = "strict-origin-when-cross-origin"
# Cross-Origin-Resource-Policy: the site's pages, API answers, static files and pictures are
# for its own pages only. A CDN for the pictures on another host of the site needs
# MEDIA_CROSS_ORIGIN_RESOURCE_POLICY=same-site (cross-origin lets any site show them).
CROSS_ORIGIN_RESOURCE_POLICY = "same-origin"
MEDIA_CROSS_ORIGIN_RESOURCE_POLICY = env.str(
    "MEDIA_CROSS_ORIGIN_RESOURCE_POLICY", default=CROSS_ORIGIN_RESOURCE_POLICY
)
if MEDIA_CROSS_ORIGIN_RESOURCE_POLICY not in {"same-origin", "same-site", "cross-origin"}:
    raise ImproperlyConfigured(
        "MEDIA_CROSS_ORIGIN_RESOURCE_POLICY must be same-origin, same-site or cross-origin."
    )
PERMISSIONS_POLICY = (
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"
)

# --- Internationalisation -------------------------------------------------------------------
LANGUAGE_CODE = "en-gb"
TIME_ZONE = "Europe/London"

# --- Logging: to the console, never message bodies or tokens ---------------------------------
# Every handler masks the secret part of a link's address (a share link's or a guardian's token,
# a testimonial link's): apps/core/log_secrets.py. Django's own loggers (django.request's 4xx
# warnings, django.security's) write through the root's handler, not through the handlers of
# Django's default configuration, which mask nothing (and whose e-mail handler, without ADMINS,
# sends nothing); runserver's request lines (django.server) keep their format, masked.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"mask_secrets": {"()": "apps.core.log_secrets.MaskSecretsFilter"}},
    "formatters": {
        "plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"},
        "django.server": {
            "()": "django.utils.log.ServerFormatter",
            "format": "[{server_time}] {message}",
            "style": "{",
        },
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "formatter": "plain",
            "filters": ["mask_secrets"],
        },
        "django.server": {
            "class": "logging.StreamHandler",
            "formatter": "django.server",
            "filters": ["mask_secrets"],
        },
    },
    "root": {"handlers": ["console"], "level": env.str("LOG_LEVEL", default="INFO")},
    "loggers": {
        "django": {"handlers": [], "level": "INFO"},
        "django.server": {"handlers": ["django.server"], "level": "INFO", "propagate": False},
    },
}
