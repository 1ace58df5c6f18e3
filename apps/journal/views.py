from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import serializers
from rest_framework.decorators import action
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response

from apps.core.viewsets import ContentViewSet

from .models import Subject
from .selectors import entry_list
from .serializers import (
    GcseJournalEntryPublicSerializer,
    GcseJournalEntryReadSerializer,
    GcseJournalEntryWriteSerializer,
)
from .services import ENTRY_WRITES
from .subjects import subject_list, subject_message, subject_values


class JournalSubjectSerializer(serializers.Serializer):
    value = serializers.CharField(help_text="The key an entry stores: maths, computer-science.")
    label = serializers.CharField(help_text="Its name: Mathematics, Computer Science.")


# A search longer than any topic could match nothing a shorter one would miss.
SEARCH_MAX_LENGTH = 200


@extend_schema_view(
    list=extend_schema(
        parameters=[
            OpenApiParameter(
                "subject", str, enum=Subject.values, description="Only entries of this subject."
            ),
            OpenApiParameter(
                "q",
                str,
                description="Only entries whose topic or notes contain this text (any case).",
            ),
        ]
    )
)
class GcseJournalEntryViewSet(ContentViewSet):
    """/api/gcse-journal: visitors read published entries; the owner reads all and writes.

    The list takes ?subject= and ?q= (the journal page's subject tabs and search box): the
    server filters, so every page of a filtered list is right, whatever has been loaded."""

    cache_query_params = {"list": ("subject", "q")}  # what _filters reads
    read_serializer_class = GcseJournalEntryReadSerializer
    public_serializer_class = GcseJournalEntryPublicSerializer
    write_serializer_class = GcseJournalEntryWriteSerializer

    selector = staticmethod(entry_list)
    writes = ENTRY_WRITES

    def get_queryset(self):
        if self.action != "list":
            return entry_list(viewer=self.request.user)
        return entry_list(viewer=self.request.user, **self._filters())

    def _filters(self) -> dict:
        subject = self.request.query_params.get("subject", "")
        # The current subjects, and the specification's, which older entries may still have.
        known = list(dict.fromkeys([*subject_values(), *Subject.values]))  # each once, in order
        if subject and subject not in known:
            raise ValidationError({"subject": [subject_message(known)]})
        search = self.request.query_params.get("q", "").strip()[:SEARCH_MAX_LENGTH]
        return {"subject": subject or None, "search": search or None}

    @extend_schema(responses={200: JournalSubjectSerializer(many=True)})
    @action(detail=False, methods=["get"], pagination_class=None)
    def subjects(self, request):
        """The subjects a new entry may have, in order: the record's GCSE, IGCSE, AS and A level
        subjects, else the specification's six (the journal's tabs and the editor's list)."""
        return Response(JournalSubjectSerializer(subject_list(), many=True).data)
