"""Everything the site holds about one e-mail address, for the owner to hand over on request."""

from django.utils import timezone

from apps.contact.selectors import EXPORT_PERMISSION, messages_for_email
from apps.testimonials.selectors import requests_for_email


def may_export_personal_data(user) -> bool:
    """The owner (an active superuser has every permission) or an account given the export
    permission explicitly; never a staff account for being staff."""
    return bool(user and user.is_active and user.has_perm(EXPORT_PERMISSION))


def personal_data_export(*, email: str) -> dict:
    return {
        "email": email,
        "exportedAt": timezone.now().isoformat(),
        "contactMessages": [
            {
                "id": str(m.id),
                "name": m.name,
                "email": m.email,
                "subject": m.subject,
                "message": m.message,
                "ageVerification": m.age_verification,
                "isRead": m.is_read,
                "createdAt": m.created_at.isoformat(),
            }
            for m in messages_for_email(email=email)
        ],
        "testimonialRequests": [
            {
                "id": str(r.id),
                "name": r.name,
                "email": r.email,
                "relationship": r.relationship,
                "message": r.message,
                "createdAt": r.created_at.isoformat(),
                "usedAt": r.used_at.isoformat() if r.used_at else None,
                # The testimonial sent through the request's link (a verified one), if any.
                "testimonial": _answer(r),
            }
            for r in requests_for_email(email=email).select_related("testimonial")
        ],
        "note": (
            "Testimonials are submitted without an e-mail address; only one sent through a "
            "request's link is linked to the address the request went to (listed with its "
            "request above), until the address is erased 30 days after the request. "
            "Page views are kept only as daily totals per page, with nothing about who viewed "
            "them, so none can be linked to anyone."
        ),
    }


def _answer(request) -> dict | None:
    testimonial = getattr(request, "testimonial", None)
    if testimonial is None:
        return None
    return {
        "id": str(testimonial.id),
        "name": testimonial.name,
        "role": testimonial.role,
        "content": testimonial.content,
        "rating": testimonial.rating,
        "ageVerification": testimonial.age_verification,
        "isApproved": testimonial.is_approved,
        "createdAt": testimonial.created_at.isoformat(),
    }
