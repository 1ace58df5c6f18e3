"""The CV's addresses.

- GET /api/cv: the CV visitors read (the page's first data), answered like every public read
  (304 or a kept body until any content changes).
- GET /cv.json: the same CV in the JSON Resume schema (resume.py).
- GET /cv.pdf: the page's PDF (pdf.py), kept until a row it draws from changes.
- GET/PUT /api/admin/cv: the owner's order and choice of sections.
- GET /api/admin/cv.pdf?email=: the owner's private PDF with the e-mail they choose; never kept.
"""

import json

from django.http import HttpRequest, HttpResponse
from django.utils.cache import get_conditional_response, patch_cache_control
from django.views.decorators.http import require_safe
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.core import http_cache
from apps.core.permissions import IsOwner
from apps.core.views import ContentWideReadView

from . import pdf
from .resume import json_resume
from .selectors import cv_document, cv_sections, cv_settings_get
from .serializers import CvDocumentSerializer, CvPdfQuerySerializer, CvSettingsSerializer
from .services import cv_settings_update

PDF_FILENAME = "cv.pdf"


class CvView(ContentWideReadView):
    """The CV as visitors see it: the public name, the contact form's address, and each shown
    section with rows, in the owner's order."""

    @extend_schema(responses={200: CvDocumentSerializer})
    def get(self, request):
        return Response(CvDocumentSerializer(cv_document()).data)


@require_safe
def cv_json(request: HttpRequest) -> HttpResponse:
    """/cv.json: the CV in the JSON Resume schema."""

    def build(version: str | None = None) -> HttpResponse:
        body = json.dumps(json_resume(), ensure_ascii=False, indent=2)
        return HttpResponse(body, content_type="application/json")

    return http_cache.cached_visitor_read(
        request=request, resource=http_cache.ANY_CONTENT, query="", build=build
    )


def _pdf_response(body: bytes, *, disposition: str) -> HttpResponse:
    response = HttpResponse(body, content_type="application/pdf")
    response["Content-Disposition"] = f'{disposition}; filename="{PDF_FILENAME}"'
    response["X-Robots-Tag"] = "noindex"
    return response


@require_safe
def cv_pdf(request: HttpRequest) -> HttpResponse:
    """/cv.pdf: the CV page as a PDF, from its cache until a row it draws from changes
    (`X-Cache: hit` or `miss` says which)."""
    body, version, kept = pdf.public_pdf()
    response = _pdf_response(body, disposition="inline")
    response["X-Cache"] = "hit" if kept else "miss"
    if version is None:
        response["Cache-Control"] = "no-store"
        return response
    response["ETag"] = f'"cv-{version}"'
    response["Cache-Control"] = http_cache.VISITOR_CACHE_CONTROL
    return get_conditional_response(request, etag=response["ETag"], response=response)


class OwnerCvView(APIView):
    """The CV's settings, as the owner edits them in the panel: every section once, in the
    CV's order, each shown or not."""

    permission_classes = [IsOwner]

    @extend_schema(responses={200: CvSettingsSerializer})
    def get(self, request):
        return self._answer()

    @extend_schema(request=CvSettingsSerializer, responses={200: CvSettingsSerializer})
    def put(self, request):
        serializer = CvSettingsSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        cv_settings_update(sections=serializer.validated_data["sections"])
        return self._answer()

    @staticmethod
    def _answer() -> Response:
        response = Response(CvSettingsSerializer({"sections": cv_sections(cv_settings_get())}).data)
        response["Cache-Control"] = "private, no-store"
        return response


class OwnerCvPdfView(APIView):
    """The owner's private PDF: the public CV with the e-mail address they choose under their
    name. Drawn each time, never kept by any cache."""

    permission_classes = [IsOwner]

    @extend_schema(
        # Not drf-spectacular's "admin_cv.pdf_retrieve": Swagger UI makes each operation's id
        # into an element id and a selector, and a dot in it stopped /api/docs drawing every
        # operation after the admin group.
        operation_id="admin_cv_pdf_retrieve",
        parameters=[
            OpenApiParameter("email", str, required=True, description="The address to add.")
        ],
        responses={
            (200, "application/pdf"): OpenApiResponse(OpenApiTypes.BINARY),
            400: OpenApiResponse(description="No valid e-mail address."),
        },
    )
    def get(self, request):
        query = CvPdfQuerySerializer(data={"email": request.query_params.get("email", "").strip()})
        query.is_valid(raise_exception=True)
        response = _pdf_response(
            pdf.private_pdf(query.validated_data["email"]), disposition="attachment"
        )
        patch_cache_control(response, private=True, no_store=True)
        return response
