from django.apps import AppConfig


class GuardianConfig(AppConfig):
    """A guardian's eye (issue 16): holds on what visitors under 13 send while guardian approval
    is on, the guardian's approval page, and the guardian's weekly digest.

    `holds` (creating a hold, hiding held rows) imports no content app, so the contact and
    testimonial apps may call it; `services` (deciding a hold) and `digest` read and write the
    content apps through their services and selectors, as `operations` does."""

    name = "apps.guardian"
    label = "guardian"
    verbose_name = "Guardian"
