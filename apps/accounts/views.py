"""Owner sign-in: login, verify, refresh and logout under /api/admin/."""

from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.core.permissions import IsOwner
from apps.core.views import PublicThrottledView

from . import serializers
from .lockout import LoginLocked
from .services import (
    LoginInvalid,
    PasswordChangeInvalid,
    RefreshInvalid,
    owner_login,
    owner_logout,
    owner_password_change,
    owner_sign_out_everywhere,
    owner_token_refresh,
)

INVALID_CREDENTIALS = "Invalid username or password."


def wait_in_words(seconds: int) -> str:
    """'45 seconds', '1 minute', '15 minutes': how long to wait, as a person says it."""
    if seconds < 60:
        return f"{seconds} second{'s' if seconds != 1 else ''}"
    minutes = -(-seconds // 60)
    return f"{minutes} minute{'s' if minutes != 1 else ''}"


def locked_response(locked: LoginLocked) -> Response:
    """429 with Retry-After, and a message that says what happened and how long to wait."""
    wait = locked.retry_after
    what = (
        "Too many failed sign-in attempts on this account"
        if locked.reason == "account"
        else "Too many failed sign-in attempts"
    )
    return Response(
        {"detail": f"{what}. Try again in {wait_in_words(wait)}.", "retryAfter": wait},
        status=status.HTTP_429_TOO_MANY_REQUESTS,
        headers={"Retry-After": str(wait)},
    )


# The sign-in guard writes each attempt before it checks the password, committed at once (no
# request-wide transaction), so that a parallel attempt sees it.
class LoginView(PublicThrottledView):
    throttle_scope = "login"

    @extend_schema(
        request=serializers.LoginSerializer,
        responses={
            200: serializers.LoginResponseSerializer,
            400: OpenApiResponse(description="A field is missing"),
            401: OpenApiResponse(description="Wrong credentials"),
            429: OpenApiResponse(description="Locked out or throttled"),
        },
    )
    def post(self, request):
        payload = serializers.LoginSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        try:
            result = owner_login(
                username=payload.validated_data["username"],
                password=payload.validated_data["password"],
                device=payload.validated_data.get("device") or None,
                request=request,
            )
        except LoginLocked as locked:
            return locked_response(locked)
        except LoginInvalid:
            return Response({"detail": INVALID_CREDENTIALS}, status=status.HTTP_401_UNAUTHORIZED)
        return Response(
            {
                "token": result.access,
                "refresh": result.refresh,
                "device": result.device,
                "user": serializers.OwnerSerializer(result.user).data,
            }
        )


class VerifyView(APIView):
    permission_classes = [IsOwner]

    @extend_schema(responses={200: serializers.VerifyResponseSerializer})
    def get(self, request):
        return Response({"user": serializers.OwnerSerializer(request.user).data})


class RefreshView(PublicThrottledView):
    """A new access token for a refresh token; the refresh token rotates (the old one is
    blacklisted)."""

    throttle_scope = "token_refresh"

    @extend_schema(
        request=serializers.RefreshSerializer,
        responses={200: serializers.TokenPairSerializer, 401: OpenApiResponse()},
    )
    def post(self, request):
        payload = serializers.RefreshSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        try:
            access, refresh = owner_token_refresh(refresh=payload.validated_data["refresh"])
        except RefreshInvalid:
            return Response(
                {"detail": "Your session has expired. Please sign in again."},
                status=status.HTTP_401_UNAUTHORIZED,
            )
        return Response({"token": access, "refresh": refresh})


class LogoutView(APIView):
    permission_classes = [IsOwner]

    @extend_schema(request=serializers.LogoutSerializer, responses={204: None})
    def post(self, request):
        payload = serializers.LogoutSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        owner_logout(access_token=request.auth, refresh=payload.validated_data.get("refresh"))
        return Response(status=status.HTTP_204_NO_CONTENT)


class SignOutEverywhereView(APIView):
    """End every session of the owner, on every device (this one too)."""

    permission_classes = [IsOwner]

    @extend_schema(request=None, responses={204: None})
    def post(self, request):
        owner_sign_out_everywhere(user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


class PasswordChangeView(APIView):
    """Change the owner's password; every session ends (this one too)."""

    permission_classes = [IsOwner]

    @extend_schema(
        request=serializers.PasswordChangeSerializer,
        responses={204: None, 400: OpenApiResponse(description="Wrong or weak password")},
    )
    def post(self, request):
        payload = serializers.PasswordChangeSerializer(data=request.data)
        payload.is_valid(raise_exception=True)
        try:
            owner_password_change(
                user=request.user,
                current_password=payload.validated_data["currentPassword"],
                new_password=payload.validated_data["newPassword"],
            )
        except PasswordChangeInvalid as invalid:
            return Response(invalid.errors, status=status.HTTP_400_BAD_REQUEST)
        return Response(status=status.HTTP_204_NO_CONTENT)
