"""Everything the site holds about one e-mail address, for the owner to hand over on request."""

from django.utils import timezone

from apps.contact.models import EXPORT_PERSONAL_DATA
from apps.contact.selectors import messages_for_email
from apps.testimonials.selectors import requests_for_email

# The permission an account other than the owner needs (Django admin → Users → permissions:
# "contact | contact message | Can export the personal data held about an e-mail address").
EXPORT_PERMISSION = f"contact.{EXPORT_PERSONAL_DATA}"


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
            }
            for r in requests_for_email(email=email)
        ],
        "note": (
            "Testimonials are submitted without an e-mail address, so none can be linked to it. "
            "Page views are kept only as daily totals per page, with nothing about who viewed "
            "them, so none can be linked to anyone."
        ),
    }
