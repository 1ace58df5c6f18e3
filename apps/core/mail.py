"""E-mail about a row, which the mail server may refuse or be down for.

Each kind of e-mail the site sends about a row (a testimonial request, a referee's confirmation,
a guardian's hold) marks the row when its e-mail has gone: the row is claimed by one conditional
UPDATE before sending, so two senders never send it twice, and released when the mail server
does not take it, so `manage.py send_pending_mail` sends it later. No e-mail body is stored: each
is rendered again from its row.
"""

import logging
from collections.abc import Callable, Sequence

from django.core.mail import EmailMessage

logger = logging.getLogger(__name__)


def send_or_release(
    message: EmailMessage, *, release: Callable[[], object], failure: str, args: tuple = ()
) -> bool:
    """Send `message`: True when the mail server took it. Otherwise call `release` (the row
    waits for send_pending_mail again) and log `failure % args` with the error's kind only (an
    SMTP error's text can quote the addresses involved), and answer False."""
    try:
        message.send()
    except Exception as exc:  # any SMTP or network failure
        release()
        logger.error(f"{failure} (%s); send_pending_mail tries again", *args, type(exc).__name__)
        return False
    return True


def send_in_order(ids: Sequence, send: Callable[..., bool]) -> tuple[int, int]:
    """`send(row_id)` for each of `ids` in order until the mail server refuses one (the rest
    wait for the next run): (how many went, how many still wait)."""
    sent = 0
    for row_id in ids:
        if not send(row_id):
            break
        sent += 1
    return sent, len(ids) - sent
