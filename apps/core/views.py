"""Serving uploaded media from the filesystem storage (S3 buckets serve their own files)."""

from django.conf import settings
from django.views.decorators.csp import csp_override
from django.views.decorators.http import require_safe
from django.views.static import serve

# Uploaded files are never a page: even if one were HTML, the browser would treat it as a
# sandboxed document with no scripts, forms or same-origin access.
MEDIA_CSP = {**settings.SECURE_CSP, "sandbox": True}


@require_safe
@csp_override(MEDIA_CSP)
def media(request, path: str):
    response = serve(request, path, document_root=settings.MEDIA_ROOT)
    response["Cache-Control"] = "public, max-age=86400"
    return response
