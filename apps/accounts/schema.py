"""How the OpenAPI document (drf-spectacular) describes the owner's authentication: our JWT
authentication is simplejwt's Bearer scheme (`jwtAuth`). Which operations need it is decided
from each view's permission classes: apps/core/permission_schema.py.
"""

from drf_spectacular.contrib.rest_framework_simplejwt import SimpleJWTScheme

# The schema class the settings name (DEFAULT_SCHEMA_CLASS) until they name core's own.
from apps.core.permission_schema import PermissionAwareAutoSchema

__all__ = ["OwnerJWTScheme", "PermissionAwareAutoSchema"]


class OwnerJWTScheme(SimpleJWTScheme):
    target_class = "apps.accounts.authentication.OwnerJWTAuthentication"
