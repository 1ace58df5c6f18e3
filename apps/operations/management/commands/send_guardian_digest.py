"""`manage.py send_guardian_digest`: e-mail the guardian the week's summary (issue 16).

Run it daily (cron: `0 8 * * *`, deploy/portfolio.cron): it sends on the first run of each
week, so a Monday the mail server refused is retried on Tuesday. It sends nothing when the site
profile has no guardian's address, and at most one digest a calendar week (Monday to Sunday, the
site's time zone), so running it again, or from several hosts, is safe. Exit code 1 when the mail
server refused it (the next run tries again).
"""

from django.core.management.base import BaseCommand, CommandError

from apps.guardian.digest import DigestFailed, digests_purge_old, guardian_digest_send


class Command(BaseCommand):
    help = (
        "E-mail the guardian (the site profile's guardian e-mail) a summary of the last 7 days: "
        "what was published, how many testimonials and messages arrived, the share links made. "
        "Run it weekly; a second run in the same week sends nothing."
    )

    def handle(self, *args, **options):
        try:
            sent = guardian_digest_send()
        except DigestFailed as failed:
            raise CommandError(
                f"The guardian's digest was not sent ({failed.reason}); the next run tries again.",
                returncode=1,
            ) from failed
        digests_purge_old()
        if sent:
            self.stdout.write("Sent the guardian this week's digest.")
        else:
            self.stdout.write(
                "No digest sent: no guardian's address is set, or this week's was sent already."
            )
