"""/guardian/<token>: the page the guardian's e-mail links to.

GET only shows what arrived, with 'Approve' and 'Decline' buttons: a link scanner or a mail
preview that fetches the link decides nothing. The buttons POST to the same address. The token
in the address is what authorises the decision (it is long, random and known only to the
guardian's inbox), so the form needs no CSRF cookie: the page sets no cookie at all.

Every answer is a plain server-rendered page (no JavaScript), never cached or indexed, and
never a 500: an unknown or used link is a 404, an expired one a 410, a repeated decision a 410.
"""

from django.shortcuts import render
from django.utils import timezone
from django.views.decorators.cache import never_cache
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from apps.core.networks import LinkOpeningThrottle

from .holds import first_name, held_item, held_text, hold_expires_at
from .selectors import HoldState, hold_open
from .services import AlreadyDecided, hold_approve, hold_decline

APPROVE, DECLINE = "approve", "decline"


class GuardianPageThrottle(LinkOpeningThrottle):
    """A guardian's link's openings and decisions (60 a minute from one visitor network)."""

    scope = "guardian-link"
    salt = "guardian.throttle"


def _page(request, template: str, *, status: int = 200, **context):
    response = render(request, f"guardian/{template}", context, status=status)
    response["X-Robots-Tag"] = "noindex, nofollow"
    response["Referrer-Policy"] = "no-referrer"  # the address holds the token
    return response


def _unusable(request, opened):
    if opened is None:
        return _page(request, "gone.html", status=404, title="This link does not work")
    if opened.state == HoldState.EXPIRED:
        return _page(request, "gone.html", status=410, title="This link has expired")
    return _page(
        request,
        "gone.html",
        status=410,
        title="This has already been approved",
        decided_at=timezone.localtime(opened.hold.decided_at),
    )


def _shown(hold) -> dict:
    item = held_item(hold)
    return {
        "kind": hold.kind,
        "first_name": first_name(item.name),
        "subject": getattr(item, "subject", ""),
        "relationship": getattr(item, "role", ""),
        "rating": getattr(item, "rating", None) if hold.testimonial_id else None,
        "text": held_text(hold),
        "received": timezone.localtime(hold.created_at),
        "expires": timezone.localtime(hold_expires_at(hold)),
    }


@csrf_exempt  # the token in the address is the proof (see above)
@never_cache
@require_http_methods(["GET", "HEAD", "POST"])
def hold_page(request, token: str):
    # Too many openings from one network: a 429 that looks nothing up (tokens are not guessed).
    if not GuardianPageThrottle().allow_request(request, None):
        response = _page(request, "gone.html", status=429, title="Please wait a minute", wait=True)
        response["Retry-After"] = "60"
        return response
    opened = hold_open(token=token)
    if opened is None or opened.state != HoldState.PENDING:
        return _unusable(request, opened)
    hold = opened.hold
    if request.method != "POST":
        return _page(
            request, "hold.html", title=f"Please check this {hold.kind.lower()}", item=_shown(hold)
        )
    chosen = request.POST.getlist("decision")
    decision = chosen[0] if len(chosen) == 1 else None  # both at once is neither
    if decision not in {APPROVE, DECLINE}:
        return _page(
            request,
            "hold.html",
            status=400,
            title=f"Please check this {hold.kind.lower()}",
            item=_shown(hold),
            error="Choose Approve or Decline.",
        )
    kind, name = hold.kind.lower(), first_name(held_item(hold).name)
    try:
        if decision == APPROVE:
            hold_approve(hold=hold)
        else:
            hold_decline(hold=hold)
    except AlreadyDecided:
        return _page(request, "gone.html", status=410, title="This link has already been used")
    return _page(
        request,
        "decided.html",
        title="Approved" if decision == APPROVE else "Declined and deleted",
        approved=decision == APPROVE,
        kind=kind,
        first_name=name,
    )
