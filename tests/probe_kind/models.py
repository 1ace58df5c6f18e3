from django.db import models
from django.urls import reverse

from apps.core.models import BaseModel


class Probe(BaseModel):
    personal_data_fields = ("title", "content")

    title = models.CharField(max_length=200)
    slug = models.SlugField(max_length=200, unique=True)
    content = models.TextField(blank=True)
    is_published = models.BooleanField(default=False)

    class Meta:
        ordering = ["-created_at"]

    def get_absolute_url(self) -> str:
        return reverse("page-probe", kwargs={"slug": self.slug})
