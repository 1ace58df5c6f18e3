from django.apps import AppConfig


class SharingConfig(AppConfig):
    """Private share links (issue 16): the owner shows one unpublished blog post or journal
    entry to one named person (a teacher, a parent, an admissions tutor) through a long random
    link that expires and can be revoked. Only a hash of the link's token is stored."""

    name = "apps.sharing"
    label = "sharing"
    verbose_name = "Share links"
