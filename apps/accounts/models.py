"""The site's user model. Custom from the first migration so it can grow without pain."""

from django.contrib.auth.models import AbstractUser


class User(AbstractUser):
    """A person who can sign in. Only the owner (a superuser) manages the site."""

    @property
    def is_owner(self) -> bool:
        return self.is_active and self.is_superuser
