"""First data for the CV page: the CV as GET /api/cv answers it (apps/cv)."""

from django.urls import reverse

from apps.cv.selectors import cv_document
from apps.cv.serializers import CvDocumentSerializer

from . import PageContent


def cv(request) -> PageContent:
    return PageContent(data={reverse("cv"): CvDocumentSerializer(cv_document()).data})
