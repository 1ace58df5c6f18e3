"""`manage.py ensure_owner`: make sure the site has an owner account, changing nothing else."""

import os

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from apps.accounts.services import owner_ensure


class Command(BaseCommand):
    help = (
        "Create the owner account from DJANGO_SUPERUSER_USERNAME / DJANGO_SUPERUSER_PASSWORD / "
        "DJANGO_SUPERUSER_EMAIL, or with a generated password printed once. Does nothing when "
        "the owner already exists."
    )

    def handle(self, *args, **options):
        try:
            result = owner_ensure(
                username=os.environ.get("DJANGO_SUPERUSER_USERNAME") or None,
                password=os.environ.get("DJANGO_SUPERUSER_PASSWORD") or None,
                email=os.environ.get("DJANGO_SUPERUSER_EMAIL", ""),
            )
        except ValidationError as exc:
            raise CommandError(
                "DJANGO_SUPERUSER_PASSWORD is not strong enough: " + " ".join(exc.messages)
            ) from exc
        if not result.created:
            self.stdout.write(f"Owner account '{result.username}' already exists; unchanged.")
        elif result.generated_password:
            bar = "=" * 64
            self.stdout.write(
                self.style.WARNING(
                    f"{bar}\nCreated the owner account. This password is shown only once:\n"
                    f"  username: {result.username}\n  password: {result.generated_password}\n"
                    f"Sign in at /admin/login and keep it somewhere safe.\n{bar}"
                )
            )
        else:
            self.stdout.write(self.style.SUCCESS(f"Created the owner account '{result.username}'."))
