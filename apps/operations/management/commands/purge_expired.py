"""`manage.py purge_expired`: delete what the site no longer needs to keep. Run it daily."""

from django.core.management.base import BaseCommand

from apps.accounts.services import auth_records_purge_expired
from apps.contact.services import messages_purge_expired
from apps.core.content_types import content_types
from apps.guardian.services import holds_purge_expired
from apps.sharing.services import share_links_purge_expired
from apps.testimonials.services import testimonials_purge_expired
from apps.visits.services import views_purge_expired


class Command(BaseCommand):
    help = (
        "Delete contact messages past CONTACT_RETENTION_DAYS (and read messages from under-13s "
        "after 30 days), unapproved testimonials past TESTIMONIAL_RETENTION_DAYS, old "
        "testimonial requests, messages and testimonials held for a guardian who did not answer "
        "in 30 days, expired tokens, old login failures, and daily view totals past "
        "VIEWS_RETENTION_DAYS, and share links 30 days after they stopped working."
    )

    def handle(self, *args, **options):
        counts = {
            "contact messages": messages_purge_expired(),
            "messages and testimonials the guardian did not answer in 30 days": (
                holds_purge_expired()
            ),
            "testimonials and requests": testimonials_purge_expired(),
            "sign-in records and tokens": auth_records_purge_expired(),
            # Each kind of content's own (apps/core/content_types.py): the blog's deleted posts.
            **{
                what: purge()
                for what, purge in (kind.purge for kind in content_types() if kind.purge)
            },
            "daily view totals": views_purge_expired(),
            "share links 30 days after they stopped working": share_links_purge_expired(),
        }
        for what, count in counts.items():
            self.stdout.write(f"Deleted {count} {what}.")
