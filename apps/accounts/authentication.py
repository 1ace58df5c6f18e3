"""How the API knows who is calling: a Bearer JWT access token, and nothing else."""

from rest_framework_simplejwt.authentication import JWTAuthentication
from rest_framework_simplejwt.exceptions import AuthenticationFailed, InvalidToken

from .services import access_token_is_denied, token_revoked

SESSION_ENDED = "Your session has ended. Please sign in again."


class OwnerJWTAuthentication(JWTAuthentication):
    """simplejwt's authentication plus the deny-list (an access token dies at sign-out), and
    the revocations of a password change or 'sign out everywhere'."""

    def get_validated_token(self, raw_token):
        token = super().get_validated_token(raw_token)
        if access_token_is_denied(token.get("jti", "")):
            raise InvalidToken({"detail": SESSION_ENDED, "code": "token_revoked"})
        return token

    def get_user(self, validated_token):
        try:
            user = super().get_user(validated_token)
        except AuthenticationFailed as exc:
            raise AuthenticationFailed(SESSION_ENDED, code="session_ended") from exc
        if token_revoked(token=validated_token, user=user):
            raise AuthenticationFailed(SESSION_ENDED, code="session_ended")
        return user
