"""The signed links of testimonial requests and confirmations (issue 16).

An invitation link (`/testimonials?invite=<token>`) names one request and its random nonce,
signed with the site's SECRET_KEY under a salt of its own, with the time it was made: it works
once (services.testimonial_submit_invited marks the request used in the same statement that
checks it), for TESTIMONIAL_REQUEST_INTERVAL_DAYS. A withdraw link (`/testimonials?withdraw=
<token>`) names one testimonial, under another salt, and never expires: the referee may take
their words back at any time. Neither link holds an e-mail address, and a link of one kind is
never accepted as the other.

Reading a link here never changes anything: a GET may check a link (to prefill the form, or to
show what a withdrawal would remove), only a POST uses it.
"""

import hmac
import uuid
from datetime import timedelta

from django.conf import settings
from django.core import signing

from .models import Testimonial, TestimonialRequest

INVITE_SALT = "testimonials.invite"
WITHDRAW_SALT = "testimonials.withdraw"
# No honest link is longer than this: a longer token is refused before any work is done.
TOKEN_MAX_LENGTH = 200

INVALID, EXPIRED, USED, WITHDRAWN = "invalid", "expired", "used", "withdrawn"

# What a person opening a link is told, and the status each answer carries.
INVITE_REFUSED = {
    INVALID: (
        "This link is not valid. It may have been copied incompletely or changed. Ask for a "
        "new one, or use the form without it."
    ),
    EXPIRED: (
        "This link has expired: a testimonial link works for 30 days. Ask for a new one, or "
        "use the form without it."
    ),
    USED: (
        "This link has already been used to send a testimonial, and each link works once. To "
        "take that testimonial back, use the withdraw link in the confirmation e-mail."
    ),
}
WITHDRAW_REFUSED = {
    INVALID: (
        "This withdraw link is not valid. It may have been copied incompletely or changed. "
        "Copy the whole link from your confirmation e-mail."
    ),
    WITHDRAWN: "This testimonial has already been withdrawn or removed. Nothing is left to do.",
}
STATUS = {INVALID: 400, EXPIRED: 410, USED: 409, WITHDRAWN: 410}


class LinkRefused(Exception):
    """A link that cannot be used: `reason` is one of INVALID, EXPIRED, USED, WITHDRAWN."""

    def __init__(self, reason: str, message: str):
        super().__init__(message)
        self.reason = reason
        self.message = message
        self.status = STATUS[reason]


def invite_max_age() -> timedelta:
    # The same interval that keeps an unanswered request: no link outlives its row.
    return timedelta(days=settings.TESTIMONIAL_REQUEST_INTERVAL_DAYS)


def invite_token(*, request: TestimonialRequest) -> str:
    return signing.TimestampSigner(salt=INVITE_SALT).sign(f"{request.pk.hex}.{request.nonce}")


def withdraw_token(*, testimonial: Testimonial) -> str:
    return signing.Signer(salt=WITHDRAW_SALT).sign(testimonial.pk.hex)


def _refuse_invite(reason: str) -> LinkRefused:
    return LinkRefused(reason, INVITE_REFUSED[reason])


def _refuse_withdraw(reason: str) -> LinkRefused:
    return LinkRefused(reason, WITHDRAW_REFUSED[reason])


def _uuid(text: str) -> uuid.UUID | None:
    try:
        return uuid.UUID(hex=text)
    except ValueError:
        return None


def invite_read(*, token: str) -> TestimonialRequest:
    """The unused request `token` names; LinkRefused when it is altered or forged (INVALID),
    older than the interval (EXPIRED) or used already (USED). Changes nothing."""
    if not isinstance(token, str) or not 0 < len(token) <= TOKEN_MAX_LENGTH:
        raise _refuse_invite(INVALID)
    try:
        value = signing.TimestampSigner(salt=INVITE_SALT).unsign(token, max_age=invite_max_age())
    except signing.SignatureExpired:
        raise _refuse_invite(EXPIRED) from None
    except signing.BadSignature:
        raise _refuse_invite(INVALID) from None
    pk_hex, _, nonce = value.partition(".")
    pk = _uuid(pk_hex)
    request = TestimonialRequest.objects.filter(pk=pk).first() if pk else None
    # A signed value is the site's own, so these only fail for a request deleted since (the
    # owner removed it in Django admin): the link has nothing left to answer.
    if request is None or not hmac.compare_digest(request.nonce, nonce):
        raise _refuse_invite(INVALID)
    if request.used_at is not None:
        raise _refuse_invite(USED)
    return request


def withdraw_read(*, token: str) -> Testimonial:
    """The testimonial `token` names; LinkRefused when the link is altered or forged (INVALID)
    or the testimonial is gone (WITHDRAWN). Changes nothing."""
    if not isinstance(token, str) or not 0 < len(token) <= TOKEN_MAX_LENGTH:
        raise _refuse_withdraw(INVALID)
    try:
        value = signing.Signer(salt=WITHDRAW_SALT).unsign(token)
    except signing.BadSignature:
        raise _refuse_withdraw(INVALID) from None
    pk = _uuid(value)
    if pk is None:
        raise _refuse_withdraw(INVALID)
    testimonial = Testimonial.objects.filter(pk=pk).first()
    if testimonial is None:
        raise _refuse_withdraw(WITHDRAWN)
    return testimonial
