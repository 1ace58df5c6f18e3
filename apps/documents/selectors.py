"""Reads of documents."""

from django.db.models import QuerySet

from . import pdfs
from .models import Document


def document_list() -> QuerySet[Document]:
    """Every document, newest first (the owner's: no visitor lists documents)."""
    return Document.objects.order_by("-created_at")


def document_url(document: Document) -> str:
    return pdfs.file_url(document.file.name)


def referenced_document_names() -> set[str]:
    """The storage names of every document row's file."""
    return set(Document.objects.values_list("file", flat=True))


def documents_with_files(names: list[str]) -> QuerySet[Document]:
    """The documents, by title, whose file is one of these storage names."""
    return Document.objects.filter(file__in=names).order_by("title")
