"""The CV's files beside its page (/cv is a page of apps/pages' route table)."""

from django.urls import path

from . import views

urlpatterns = [
    path("cv.json", views.cv_json, name="cv-json"),
    path("cv.pdf", views.cv_pdf, name="cv-pdf"),
]
