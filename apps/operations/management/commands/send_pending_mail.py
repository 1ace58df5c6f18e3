"""`manage.py send_pending_mail`: send every e-mail that the mail server refused or could not be
reached for (issue 17). Run it from cron every hour, say at five past.

Nothing the site e-mails about is lost while the mail server is down: each row keeps whether
its e-mail went (no e-mail body is stored; each is rendered again from its row), and this command
sends what has not gone:

- contact messages not told to the owner yet: one digest of those from hours that have ended
  (the same as `send_contact_digest`, which it includes);
- testimonial requests whose e-mail did not go (the owner's panel lists them as not sent yet);
- referees' confirmations (with the withdraw link) of testimonials sent through a request;
- guardians' e-mails about held items, each with a new link (the old one was never delivered).

Safe to run at any time and from several hosts: each e-mail is claimed before it is sent, so none
goes twice. Each kind stops at the first refusal (the rest wait for the next run). Exit code 1
when something is still waiting because the mail server refused it or was down.
"""

from django.core.management.base import BaseCommand, CommandError

from apps.contact.services import DigestNotSent, digest_send_due
from apps.core.public_profile import site_profile_public
from apps.guardian.holds import holds_email_pending
from apps.testimonials.services import confirmations_send_pending, requests_send_pending


class Command(BaseCommand):
    help = (
        "Send the e-mails the mail server refused or could not be reached for: the digest of "
        "contact messages waiting from hours that have ended, testimonial requests, testimonial "
        "confirmations and guardians' e-mails about held items. Run it hourly."
    )

    def handle(self, *args, **options):
        waiting: list[str] = []
        try:
            digested = digest_send_due()
        except DigestNotSent as failed:
            digested = 0
            waiting.append(f"{failed.count} contact message(s) for the owner's digest")
        owner_name = site_profile_public().name
        results = {
            "testimonial request(s)": requests_send_pending(owner_name=owner_name),
            "testimonial confirmation(s)": confirmations_send_pending(owner_name=owner_name),
            "guardian e-mail(s) about held items": holds_email_pending(),
        }
        self.stdout.write(f"Sent the owner a digest of {digested} contact message(s).")
        for what, (sent, left) in results.items():
            self.stdout.write(f"Sent {sent} {what}.")
            if left:
                waiting.append(f"{left} {what}")
        if waiting:
            raise CommandError(
                "The mail server refused or could not be reached; waiting for the next run: "
                + "; ".join(waiting)
                + ".",
                returncode=1,
            )
