"""Tell drf-spectacular that our JWT authentication is simplejwt's Bearer scheme."""

from drf_spectacular.contrib.rest_framework_simplejwt import SimpleJWTScheme


class OwnerJWTScheme(SimpleJWTScheme):
    target_class = "apps.accounts.authentication.OwnerJWTAuthentication"
