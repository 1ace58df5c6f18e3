from django.apps import AppConfig


class StatementConfig(AppConfig):
    """The UCAS personal statement (issue 27): the owner's drafts of the three answers, private
    to the owner (never on the site), counted as UCAS counts (counting.py)."""

    name = "apps.statement"
    label = "statement"
    verbose_name = "Personal statement"
