from django.apps import AppConfig


class DocumentsConfig(AppConfig):
    """PDFs the owner attaches to content (a journal entry's worksheet, a certificate): stored
    as clean copies (apps/documents/pdfs.py), each at its own random address. No page lists
    them: a document is public to whoever has its address, as an uploaded photo is."""

    name = "apps.documents"
    label = "documents"
    verbose_name = "Documents (PDF)"
