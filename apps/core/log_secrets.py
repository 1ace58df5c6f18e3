"""The addresses that carry a secret, and the filter that masks them in every log line (issue 25).

A share link (`/shared/<token>`) opens an unpublished draft; a guardian's link
(`/guardian/<token>`) approves or declines (deletes) a child's held message; a testimonial
link (`?invite=<token>`, `?withdraw=<token>`, the API's `?token=`) sends or withdraws a
testimonial. Whoever reads a log line that holds one can use it, so no log line does: gunicorn's
access and error logs (deploy/gunicorn.conf.py) and every handler of Django's logging
(portfolio/settings/base.py LOGGING) pass each record through MaskSecretsFilter, which writes
the secret part as `[hidden]`: `GET /shared/[hidden]`, `Not Found: /guardian/[hidden]`.

This is the one list of secret-bearing addresses; a new kind of link adds its line here. The
module imports nothing of Django: gunicorn's master process loads it before any app.
"""

import logging
import re

HIDDEN = "[hidden]"

# A slash as a path or a request line may spell it.
_SLASH = r"(?:/|%2f)"
# What ends a secret in a log line: the next part of an address, a space, a quote.
_END = r"\s\"'<>?#&"

# The first path segment that names a secret link, and how much of what follows is the secret.
SECRET_PATHS = (
    ("shared", rf"[^/{_END}]+"),  # apps/sharing: one segment
    ("guardian", rf"[^{_END}]+"),  # apps/guardian: any text, slashes included
)
# Query parameters whose value is a secret: testimonial links (apps/testimonials/links.py).
SECRET_QUERY_NAMES = ("token", "invite", "withdraw")

# A traceback's file name (".../apps/guardian/views.py") is not a link: it stays readable.
_NOT_A_FILE = r"(?![\w/.-]*\.py\b)"

_PATTERNS = (
    *(
        re.compile(rf"({_SLASH}{name}{_SLASH}){_NOT_A_FILE}{secret}", re.IGNORECASE)
        for name, secret in SECRET_PATHS
    ),
    re.compile(rf"([?&;](?:{'|'.join(SECRET_QUERY_NAMES)})=)[^{_END}]+", re.IGNORECASE),
)


def mask_secrets(text: str) -> str:
    """`text` with the secret part of every secret-bearing address written as [hidden]."""
    for pattern in _PATTERNS:
        text = pattern.sub(rf"\g<1>{HIDDEN}", text)
    return text


class MaskSecretsFilter(logging.Filter):
    """Masks the secrets in a record's message, its traceback and its stack: attached to every
    handler (and to gunicorn's loggers), it changes the record itself, so whatever formats it
    next sees the masked text."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except (TypeError, ValueError):  # a broken call: logging reports it as it would
            return True
        masked = mask_secrets(message)
        if masked != message:
            record.msg, record.args = masked, ()
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = mask_secrets(record.exc_text)
        if record.stack_info:
            record.stack_info = mask_secrets(record.stack_info)
        return True
