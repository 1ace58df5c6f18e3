from django.db import models

from apps.core.models import BaseModel


class Document(BaseModel):
    """A PDF the owner uploaded, stored as the pipeline's clean copy (apps/documents/pdfs.py)
    under a random name in the documents folder of the default storage. The file is written
    once, by the pipeline, and never edited."""

    title = models.CharField(max_length=200)
    file = models.FileField(max_length=300, editable=False)
    size = models.PositiveIntegerField(editable=False, help_text="The stored copy, in bytes.")
    pages = models.PositiveIntegerField(editable=False, default=1)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return self.title
