from apps.core.viewsets import ContentViewSet

from .selectors import entry_list
from .serializers import GcseJournalEntryReadSerializer, GcseJournalEntryWriteSerializer
from .services import ENTRY_WRITES


class GcseJournalEntryViewSet(ContentViewSet):
    """/api/gcse-journal: visitors read published entries; the owner reads all and writes."""

    read_serializer_class = GcseJournalEntryReadSerializer
    write_serializer_class = GcseJournalEntryWriteSerializer

    selector = staticmethod(entry_list)
    writes = ENTRY_WRITES
