from django.contrib import admin, messages
from django.core.exceptions import ValidationError

from apps.core.admin_actions import ServiceAdminMixin
from apps.core.services import ContentWrites
from apps.guardian.holds import without_held

from .models import Testimonial, TestimonialRequest
from .services import (
    testimonial_approve,
    testimonial_delete,
    testimonial_unpublish,
    testimonial_update,
)


@admin.action(description="Approve and publish selected")
def approve_selected(modeladmin, request, queryset):
    approved = 0
    for testimonial in queryset:
        try:
            testimonial_approve(testimonial=testimonial)
            approved += 1
        except ValidationError as exc:
            modeladmin.message_user(request, f"{testimonial}: {exc.messages[0]}", messages.ERROR)
    modeladmin.message_user(request, f"Approved {approved}.", messages.SUCCESS)


@admin.action(description="Unpublish selected (back to pending)")
def unpublish_selected(modeladmin, request, queryset):
    for testimonial in queryset:
        testimonial_unpublish(testimonial=testimonial)
    modeladmin.message_user(request, f"Unpublished {len(queryset)}.", messages.SUCCESS)


def _delete(*, instance: Testimonial) -> None:
    testimonial_delete(testimonial=instance)


@admin.register(Testimonial)
class TestimonialAdmin(ServiceAdminMixin, admin.ModelAdmin):
    """Corrections and moderation through the services. Testimonials come from visitors (the
    public form), so none is added here."""

    writes = ContentWrites(update=testimonial_update, delete=_delete)
    list_display = (
        "name",
        "role",
        "rating",
        "age_verification",
        "is_approved",
        "is_verified",
        "created_at",
    )
    list_filter = ("is_approved", "is_verified", "age_verification", "rating")
    search_fields = ("name", "role", "content")
    readonly_fields = (
        "is_approved",
        "published_at",
        "is_verified",
        "request",
        "created_at",
        "updated_at",
    )
    fields = (
        "name",
        "role",
        "content",
        "rating",
        "age_verification",
        "consent_verification",
        "is_approved",
        "published_at",
        "is_verified",
        "request",
        "created_at",
    )
    actions = [approve_selected, unpublish_selected]

    def has_add_permission(self, request) -> bool:
        return False

    def get_queryset(self, request):
        # What waits for the guardian's approval is not the owner's to see yet (apps/guardian).
        return without_held(super().get_queryset(request))


@admin.register(TestimonialRequest)
class TestimonialRequestAdmin(admin.ModelAdmin):
    # 'E-mail sent' is empty while the mail server has not taken it (send_pending_mail retries).
    list_display = ("name", "email", "relationship", "created_at", "email_sent_at", "used_at")
    search_fields = ("name", "email", "relationship")
    # The link's nonce is never shown: with the row's id it is what a link is made of.
    fields = ("name", "email", "relationship", "message", "created_at", "email_sent_at", "used_at")
    readonly_fields = fields

    def has_add_permission(self, request) -> bool:
        return False  # requests are sent from the admin panel, which e-mails them
