"""The API's error answers: the specification's shapes, never a 500 for bad input."""

from django.core.exceptions import RequestDataTooBig
from django.core.exceptions import ValidationError as DjangoValidationError
from rest_framework import status
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from .serializers import to_camel


def api_exception_handler(exc, context):
    """DRF's handler, plus a model's own validation (full_clean in a service) as a 400 with the
    same {"field": ["message"]} shape as a serializer's, and a body over the size limit as 413."""
    if isinstance(exc, RequestDataTooBig):
        return Response(
            {"detail": "The request is too large."},
            status=status.HTTP_413_REQUEST_ENTITY_TOO_LARGE,
        )
    if isinstance(exc, DjangoValidationError):
        if hasattr(exc, "error_dict"):
            detail = {to_camel(field): msgs for field, msgs in exc.message_dict.items()}
        else:
            detail = {"nonFieldErrors": exc.messages}
        exc = ValidationError(detail)
    return drf_exception_handler(exc, context)
