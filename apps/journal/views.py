from apps.core.viewsets import ContentViewSet

from .models import GcseJournalEntry
from .selectors import entry_list
from .serializers import GcseJournalEntryReadSerializer, GcseJournalEntryWriteSerializer
from .services import entry_create, entry_delete, entry_update


class GcseJournalEntryViewSet(ContentViewSet):
    """/api/gcse-journal: visitors read published entries; the owner reads all and writes."""

    queryset = GcseJournalEntry.objects.none()  # for the schema; rows come from select()
    read_serializer_class = GcseJournalEntryReadSerializer
    write_serializer_class = GcseJournalEntryWriteSerializer

    def select(self, *, viewer):
        return entry_list(viewer=viewer)

    def create_row(self, *, data):
        return entry_create(**data)

    def update_row(self, *, row, data):
        return entry_update(entry=row, data=data)

    def delete_row(self, *, row):
        entry_delete(entry=row)
