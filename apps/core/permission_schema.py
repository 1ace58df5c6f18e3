"""How the OpenAPI document (drf-spectacular) says who may call what.

Each operation's `security` comes from its view's own permission classes (apps/core/
permissions.py), evaluated for a request without credentials: an operation a visitor may call
(public reads, the public forms, sign-in) lists `{}` (no token) beside the Bearer scheme; an
owner-only operation lists the Bearer scheme alone. (The Bearer scheme itself, `jwtAuth`, is
the accounts app's: apps/accounts/schema.py.)

/api/schema (portfolio/api_router.py) serves visitors only the operations their requests would
pass, with the components those use: no owner-only paths, methods or fields (such as visitors'
e-mail addresses in the inbox). The owner (Bearer token, or the Django-admin session that
/api/docs runs in) gets the whole document, as does `manage.py spectacular`.
"""

from django.contrib.auth.models import AnonymousUser
from django.core.exceptions import PermissionDenied
from django.http import Http404
from drf_spectacular.openapi import AutoSchema
from drf_spectacular.plumbing import build_mock_request
from rest_framework.exceptions import APIException


def visitors_may_call(*, view, method: str, path: str) -> bool:
    """Whether the view's permission classes let a request without credentials through, for
    this method (IsOwnerOrReadOnly: reads yes, writes no; AllowAny: yes; IsOwner: no)."""
    request = build_mock_request(method, path, view, None)
    request.user = AnonymousUser()
    request.auth = None
    try:
        view.check_permissions(request)
    except (APIException, Http404, PermissionDenied):
        return False
    return True


class PermissionAwareAutoSchema(AutoSchema):
    """drf-spectacular's AutoSchema, with `security` derived from the permission classes (its
    own only recognises AllowAny and IsAuthenticatedOrReadOnly)."""

    def get_auth(self):
        schemes = [requirement for requirement in super().get_auth() if requirement]
        if visitors_may_call(view=self.view, method=self.method, path=self.path):
            schemes.append({})
        return schemes
