"""The API's error answers: the specification's shapes, never a 500 for bad input."""

from django.core.exceptions import ValidationError as DjangoValidationError
from rest_framework.exceptions import ValidationError
from rest_framework.views import exception_handler as drf_exception_handler

from .serializers import to_camel


def api_exception_handler(exc, context):
    """DRF's handler, plus a model's own validation (full_clean in a service) as a 400 with the
    same {"field": ["message"]} shape as a serializer's."""
    if isinstance(exc, DjangoValidationError):
        if hasattr(exc, "error_dict"):
            detail = {to_camel(field): msgs for field, msgs in exc.message_dict.items()}
        else:
            detail = {"nonFieldErrors": exc.messages}
        exc = ValidationError(detail)
    return drf_exception_handler(exc, context)
