from django.apps import AppConfig


class StatementConfig(AppConfig):
    """The UCAS personal statement (issue 27): the owner's drafts of the three answers, private
    to the owner (never on the site), counted as UCAS counts (counting.py), and the comments a
    teacher leaves on them through a share link (apps/sharing shows a draft as a link's target)."""

    name = "apps.statement"
    label = "statement"
    verbose_name = "Personal statement"

    def ready(self) -> None:
        from apps.guardian.digest import register_received

        from .selectors import comments_received_count

        # The guardian's weekly digest counts the teachers' comments that arrived (no texts).
        register_received(
            "Comments on the personal statement",
            lambda since: comments_received_count(since=since),
        )
