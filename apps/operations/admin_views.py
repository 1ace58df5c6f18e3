"""A Django admin page where the owner exports all data held about one e-mail address."""

import json

from django import forms
from django.contrib import admin
from django.core.exceptions import PermissionDenied
from django.http import HttpResponse
from django.template.response import TemplateResponse

from .privacy import may_export_personal_data, personal_data_export


class ExportForm(forms.Form):
    email = forms.EmailField(label="E-mail address", max_length=254)


def personal_data_export_view(request):
    """Behind admin.site.admin_view (signed-in staff only). Being staff is not enough: visitors'
    messages are the owner's to hand over, so only the owner (a superuser) or an account given
    the export permission explicitly gets past here; anyone else gets Django's 403 page."""
    if not may_export_personal_data(request.user):
        raise PermissionDenied
    form = ExportForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        email = form.cleaned_data["email"]
        body = json.dumps(personal_data_export(email=email), indent=2, ensure_ascii=False)
        response = HttpResponse(body, content_type="application/json; charset=utf-8")
        response["Content-Disposition"] = 'attachment; filename="personal-data.json"'
        return response
    context = {**admin.site.each_context(request), "form": form, "title": "Export personal data"}
    return TemplateResponse(request, "admin/personal_data_export.html", context)
