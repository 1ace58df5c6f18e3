"""Django admin's side of issue 15's writing rules (admin is the owner's fallback tool): a post's
change form remembers the version it showed, and a save made after the post changed elsewhere
(the panel's autosave, another tab) is refused with the form's error instead of overwriting it;
every save goes through post_update with its author, so it is a version and a revision like
any other; the change page lists the newest revisions, read-only."""

from django import forms
from django.contrib import admin
from django.utils.html import format_html, format_html_join

from . import writing
from .models import BlogPost, BlogPostRevision
from .services import post_update

REVISIONS_SHOWN = 20
ADMIN_CONFLICT_MESSAGE = (
    "This post was changed elsewhere (in the admin panel, another tab or another device) since "
    "this page was opened. Open it again to see the latest version; nothing was saved."
)


class VersionedPostForm(forms.ModelForm):
    """The change form, with the version it was opened at (a hidden field)."""

    based_on_version = forms.IntegerField(widget=forms.HiddenInput, required=False, min_value=1)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.instance.pk:
            self.fields["based_on_version"].initial = self.instance.version

    def clean(self):
        cleaned = super().clean()
        based_on = self.cleaned_data.get("based_on_version")
        if self.instance.pk and based_on is not None:
            current = (
                BlogPost._base_manager.filter(pk=self.instance.pk)
                .values_list("version", flat=True)
                .first()
            )
            if current is not None and current != based_on:
                raise forms.ValidationError(ADMIN_CONFLICT_MESSAGE, code="conflict")
        return cleaned


class PostWritingAdminMixin:
    """For BlogPostAdmin: the versioned form, saves with their author and version, and the
    revisions read-only."""

    form = VersionedPostForm
    writing_readonly_fields = ("version", "revision_history")

    def get_readonly_fields(self, request, obj=None):
        return (*super().get_readonly_fields(request, obj), *self.writing_readonly_fields)

    def save_model(self, request, obj, form, change):
        if not change:
            super().save_model(request, obj, form, change)
            return
        row = BlogPost._base_manager.get(pk=obj.pk)
        fields = {f.name for f in BlogPost._meta.concrete_fields}
        data = {name: form.cleaned_data[name] for name in form.changed_data if name in fields}
        saved = post_update(
            instance=row,
            data=data,
            based_on=form.cleaned_data.get("based_on_version"),
            author=request.user,
        )
        obj.pk = saved.pk
        obj._state.adding = False
        obj.refresh_from_db()

    @admin.display(description="Revisions (newest first)")
    def revision_history(self, post: BlogPost):
        if not post.pk:
            return "-"
        rows = (
            BlogPostRevision.objects.filter(post=post)
            .select_related("author")
            .defer("content", "excerpt")
            .order_by("-created_at")[:REVISIONS_SHOWN]
        )
        lines = format_html_join(
            "",
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            (
                (
                    f"{row.created_at:%Y-%m-%d %H:%M}",
                    row.get_kind_display(),
                    row.version,
                    (row.author.get_username() if row.author else "-"),
                    f"{row.size:,} characters",
                    row.title,
                )
                for row in rows
            ),
        )
        if not lines:
            return "No revisions yet."
        kept = (
            f"Published versions are kept; at most {writing.SAVES_KEPT} saves and "
            f"{writing.AUTOSAVES_KEPT} autosaves (none older than the last save)."
        )
        return format_html(
            "<table><thead><tr><th>When</th><th>Kind</th><th>Version</th><th>Author</th>"
            "<th>Size</th><th>Title</th></tr></thead><tbody>{}</tbody></table><p>{}</p>",
            lines,
            kept,
        )
