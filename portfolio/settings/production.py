"""Settings for a real deployment (gunicorn + whitenoise, PostgreSQL, Redis, S3, SMTP, HTTPS).

Refuses to start without SECRET_KEY, ALLOWED_HOSTS and REDIS_URL: a deployment must never fall
back to the development key, to localhost-only hosts, or to a cache each worker keeps to itself
(sign-out revocations, lockouts, throttles and cached pages must be shared by every worker).
It also refuses the console e-mail backend (the embedded default): it would print every contact
message and testimonial request, bodies and addresses, into the server's log.
"""

from django.core.exceptions import ImproperlyConfigured

from .base import *  # noqa: F403
from .base import MAILERS, env

DEBUG = False

for _name in ("SECRET_KEY", "ALLOWED_HOSTS", "REDIS_URL"):
    if not env.str(_name, default="").strip():
        raise ImproperlyConfigured(
            f"{_name} must be set in the environment for production settings."
        )
SECRET_KEY = env.str("SECRET_KEY")
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS")

if MAILERS["default"]["BACKEND"] == "django.core.mail.backends.console.EmailBackend":
    raise ImproperlyConfigured(
        "EMAIL_URL must be set for production settings, to a mail server "
        "(smtp+tls://user:password@smtp.example.com:587), or to dummymail:// to send no e-mail "
        "(the owner still sees messages in the admin panel). The console backend "
        "(consolemail://, the default without EMAIL_URL) would print every contact message and "
        "testimonial request into the server's log."
    )

STORAGES["staticfiles"] = {  # noqa: F405
    "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage",
}
WHITENOISE_MAX_AGE = 60 * 60 * 24 * 365

# HTTPS everywhere. ALLOW_HTTP=1 is for `make serve` on this machine only (plain HTTP on
# loopback); a real deployment never sets it.
_ALLOW_HTTP = env.bool("ALLOW_HTTP", default=False)
SECURE_SSL_REDIRECT = not _ALLOW_HTTP
SESSION_COOKIE_SECURE = not _ALLOW_HTTP
CSRF_COOKIE_SECURE = not _ALLOW_HTTP
SECURE_HSTS_SECONDS = 0 if _ALLOW_HTTP else 60 * 60 * 24 * 365
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
# Preloading is a one-way promise for the whole domain and its subdomains: the owner opts in
# with HSTS_PRELOAD=1 once every subdomain serves HTTPS. Until then its reminder is silenced.
SECURE_HSTS_PRELOAD = env.bool("HSTS_PRELOAD", default=False)
SILENCED_SYSTEM_CHECKS = [] if SECURE_HSTS_PRELOAD else ["security.W021"]
# gunicorn listens on loopback only, behind the proxy (deploy/Caddyfile), which writes
# X-Forwarded-Proto and X-Forwarded-For itself whatever the visitor sent: the first says whether
# the visitor's request was HTTPS; the second, with NUM_PROXIES=1, gives the visitor's address
# to throttles and the sign-in lockout (without it, every visitor would share the proxy's).
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
CSRF_TRUSTED_ORIGINS = env.list("CSRF_TRUSTED_ORIGINS", default=[])
