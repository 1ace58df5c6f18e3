"""Response headers that Django's SecurityMiddleware does not set itself."""

from django.conf import settings


class PermissionsPolicyMiddleware:
    """Turn off powerful browser features (camera, microphone, geolocation) on every response."""

    def __init__(self, get_response):
        self.get_response = get_response
        self.policy = settings.PERMISSIONS_POLICY

    def __call__(self, request):
        response = self.get_response(request)
        response.headers.setdefault("Permissions-Policy", self.policy)
        return response
