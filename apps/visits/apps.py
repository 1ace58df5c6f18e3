from django.apps import AppConfig


class VisitsConfig(AppConfig):
    """Views without tracking: a daily total per public page and per gallery photo, counted
    from a same-origin beacon (POST /api/views). No cookie, address, browser detail or referrer
    is stored anywhere; bots, the signed-in owner and browsers that ask not to be tracked are
    not counted (see counting.py)."""

    name = "apps.visits"
    label = "visits"
    verbose_name = "Views"
