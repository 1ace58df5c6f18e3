"""The panel's 'Show my guardian' answer, shared by the inbox's and the testimonials' endpoints
(each finds its own item, owner-only; this turns the service's outcome into HTTP)."""

from rest_framework import status
from rest_framework.response import Response

from .forwards import ForwardRefused, item_show_guardian
from .serializers import ShowGuardianSerializer, ShownToGuardianSerializer

SHOWN = "Sent to your guardian."


def show_guardian_answer(request, **item) -> Response:
    """POST {note}: 201 {detail, shownAt}; 400 for a bad note; 409 (no guardian set, or shown
    within the hour), 429 (the day's limit) or 503 (the mail server refused) with a detail."""
    payload = ShowGuardianSerializer(data=request.data)
    payload.is_valid(raise_exception=True)
    try:
        forward = item_show_guardian(**item, note=payload.validated_data.get("note", ""))
    except ForwardRefused as refused:
        return Response({"detail": refused.message}, status=refused.status)
    answer = ShownToGuardianSerializer({"detail": SHOWN, "shownAt": forward.created_at})
    return Response(answer.data, status=status.HTTP_201_CREATED)
