"""`python -m bench.owner`: a fresh access token of the site's owner (the account is made when
the site has none), printed as "BENCH-TOKEN <token>". Runs in the bench server's environment."""

import secrets

import django


def main() -> None:
    django.setup()
    from django.contrib.auth import get_user_model
    from rest_framework_simplejwt.tokens import RefreshToken

    from apps.accounts.services import owner_ensure

    owner_ensure(username="bench-owner", password=secrets.token_urlsafe(24))
    owner = get_user_model().objects.filter(is_superuser=True, is_active=True).first()
    print(f"BENCH-TOKEN {RefreshToken.for_user(owner).access_token}")


if __name__ == "__main__":
    main()
