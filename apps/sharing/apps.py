from django.apps import AppConfig


class SharingConfig(AppConfig):
    """Private share links (issue 16): the owner shows one unpublished blog post or journal
    entry to one named person (a teacher, a parent, an admissions tutor) through a long random
    link that expires and can be revoked. Only a hash of the link's token is stored."""

    name = "apps.sharing"
    label = "sharing"
    verbose_name = "Share links"

    def ready(self) -> None:
        from apps.guardian.digest import Shared, register_shared_links

        from .selectors import share_links_created

        # The guardian's weekly digest lists every link made in the week (apps/guardian).
        register_shared_links(
            "sharing",
            lambda since: [
                Shared(
                    recipient=link.recipient,
                    what=link.target_title,
                    expires=link.expires_at,
                    revoked=link.revoked_at is not None,
                )
                for link in share_links_created(since=since)
            ],
        )
