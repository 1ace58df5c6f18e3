from django.apps import AppConfig


class GuardianConfig(AppConfig):
    """A guardian's eye (issue 16): holds on what visitors under 13 send while guardian approval
    is on, the guardian's approval page, and the guardian's weekly digest.

    Guardian sits below the apps whose items it holds: they import `holds` (creating a hold,
    hiding held rows) and tell it, from their own AppConfig.ready(), how to delete their item and
    whom an approval concerns (`holds.register_held_kind`); guardian imports none of them."""

    name = "apps.guardian"
    label = "guardian"
    verbose_name = "Guardian"
