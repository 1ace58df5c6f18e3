"""`manage.py send_contact_digest`: e-mail the owner the digest of contact messages that waited.

Beyond CONTACT_EMAILS_PER_HOUR in a clock hour, messages are kept without an e-mail each; once
their hour has ended one digest lists them. The next message that arrives sends it too, so this
command (hourly from cron, say at five past) only makes sure it goes out on a quiet site. Safe to
run at any time and from several hosts: a message is listed in one digest only. Exit code 1 when
the mail server refused it (the messages wait for the next run).
"""

from django.core.management.base import BaseCommand, CommandError

from apps.contact.services import DigestNotSent, digest_send_due


class Command(BaseCommand):
    help = (
        "E-mail the owner one digest of the contact messages that waited beyond "
        "CONTACT_EMAILS_PER_HOUR in hours that have ended. Run it hourly."
    )

    def handle(self, *args, **options):
        try:
            count = digest_send_due()
        except DigestNotSent as failed:
            raise CommandError(
                f"The digest was not sent ({failed.reason}): its {failed.count} message(s) wait "
                "for the next run.",
                returncode=1,
            ) from failed
        if count:
            self.stdout.write(f"Sent the owner a digest of {count} message(s).")
        else:
            self.stdout.write("No messages are waiting for a digest.")
