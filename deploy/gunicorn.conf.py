"""gunicorn's settings for the site, wherever it runs (`make serve`, `make serve-https` and a
hand-started `gunicorn -c deploy/gunicorn.conf.py portfolio.wsgi:application`); the address
and the number of workers stay on the command line.

The access log writes the time, the method, the path, the status, the size and the time taken:
no query string (a testimonial link carries a name and its token), no client address (the site
keeps no more about visitors than it needs), no Referer. The path itself may be a secret link
(`/shared/<token>`, `/guardian/<token>`): the logger masks those in the access log and the
error log alike (apps/core/log_secrets.py, the list Django's logging masks too), so a line
reads `GET /shared/[hidden]`.
"""

from gunicorn.glogging import Logger

from apps.core.log_secrets import MaskSecretsFilter

accesslog = "-"
access_log_format = '%(t)s "%(m)s %(U)s" %(s)s %(b)s %(L)ss'
# Only the proxy on this machine (deploy/Caddyfile) may say the request was HTTPS.
forwarded_allow_ips = "127.0.0.1"


class SecretMaskingLogger(Logger):
    """gunicorn's logger, with every access and error line passed through MaskSecretsFilter."""

    def setup(self, cfg):
        super().setup(cfg)
        for log in (self.access_log, self.error_log):
            if not any(isinstance(f, MaskSecretsFilter) for f in log.filters):
                log.addFilter(MaskSecretsFilter())


logger_class = SecretMaskingLogger
