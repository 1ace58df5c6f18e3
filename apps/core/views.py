"""Views every app shares: the base of the endpoints anyone may call, and serving uploaded
media from the filesystem storage (S3 buckets serve their own files)."""

from django.conf import settings
from django.views.decorators.http import require_safe
from django.views.static import serve
from rest_framework.permissions import AllowAny
from rest_framework.views import APIView

from . import http_cache
from .media_headers import media_headers
from .networks import NetworkScopedRateThrottle


# An endpoint anyone may call, sending no credentials (none are read), throttled per visitor
# network (apps/core/networks.py; in the shared cache) at the rate of its `throttle_scope`. A
# comment, not a docstring: the OpenAPI document would take a docstring for the description of
# every view without one of its own.
class PublicThrottledView(APIView):
    authentication_classes = []
    permission_classes = [AllowAny]
    throttle_classes = [NetworkScopedRateThrottle]
    throttle_scope: str


# A read anyone may make whose answer follows all the published content (the home page's
# figures, the CV): a visitor's GET is answered as a visitor's list is, with a 304 or a kept body
# until any content changes (http_cache.cached_visitor_read), before DRF reads anything. A
# comment, not a docstring, for the same reason as above.
class ContentWideReadView(APIView):
    authentication_classes = []
    permission_classes = [AllowAny]

    def dispatch(self, request, *args, **kwargs):
        if request.method != "GET":
            return super().dispatch(request, *args, **kwargs)

        def build(version: str | None):
            response = super(ContentWideReadView, self).dispatch(request, *args, **kwargs)
            if hasattr(response, "render"):
                response.render()
            return response

        return http_cache.cached_visitor_read(
            request=request, resource=http_cache.ANY_CONTENT, query="", build=build
        )


# Uploaded files are never a page: even if one were HTML, the browser would treat it as a
# sandboxed document with no scripts, forms or same-origin access. The one exception is a
# document's PDF (apps/core/media_headers.py), which a browser's PDF viewer may refuse to show
# sandboxed: it is a clean copy the documents pipeline wrote (no scripts, actions or forms),
# sent as application/pdf with nosniff, so only the PDF viewer ever draws it.
MEDIA_CSP = {**settings.SECURE_CSP, "sandbox": True}


@require_safe
def media(request, path: str):
    response = serve(request, path, document_root=settings.MEDIA_ROOT)
    response["Cache-Control"] = "public, max-age=86400"
    headers = media_headers(path)
    if headers is not None and response.status_code == 200:
        response["Content-Type"] = headers.content_type
        response["Content-Disposition"] = headers.content_disposition
    sandboxed = headers is None or headers.sandboxed
    response._csp_config = MEDIA_CSP if sandboxed else settings.SECURE_CSP
    return response
