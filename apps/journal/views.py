from apps.core.viewsets import ContentViewSet

from .models import GcseJournalEntry
from .selectors import entry_list
from .serializers import GcseJournalEntryReadSerializer, GcseJournalEntryWriteSerializer
from .services import entry_create, entry_delete, entry_update


class GcseJournalEntryViewSet(ContentViewSet):
    """/api/gcse-journal: visitors read published entries; the owner reads all and writes."""

    queryset = GcseJournalEntry.objects.none()  # for the schema; rows come from the selector
    read_serializer_class = GcseJournalEntryReadSerializer
    write_serializer_class = GcseJournalEntryWriteSerializer

    selector = staticmethod(entry_list)
    create_service = staticmethod(entry_create)
    update_service = staticmethod(entry_update)
    delete_service = staticmethod(entry_delete)
