"""How the API knows who is calling: a Bearer JWT access token, and nothing else."""

from rest_framework_simplejwt.authentication import JWTAuthentication
from rest_framework_simplejwt.exceptions import InvalidToken

from .services import access_token_is_denied


class OwnerJWTAuthentication(JWTAuthentication):
    """simplejwt's authentication plus a deny-list, so an access token dies at sign-out."""

    def get_validated_token(self, raw_token):
        token = super().get_validated_token(raw_token)
        if access_token_is_denied(token.get("jti", "")):
            raise InvalidToken({"detail": "Token has been revoked.", "code": "token_revoked"})
        return token
