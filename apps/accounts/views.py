"""Owner sign-in: login, verify, refresh and logout under /api/admin/."""

import ipaddress
import math

from django.utils import timezone
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.throttling import BaseThrottle, SimpleRateThrottle
from rest_framework.views import APIView

from apps.core.permissions import IsOwner

from . import serializers
from .services import (
    LoginInvalid,
    LoginLocked,
    RefreshInvalid,
    owner_login,
    owner_logout,
    owner_token_refresh,
)

INVALID_CREDENTIALS = "Invalid username or password."


class LoginRateThrottle(SimpleRateThrottle):
    """At most so many sign-in attempts per address, whatever the username (429 beyond)."""

    scope = "login"

    def get_cache_key(self, request, view):
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


UNKNOWN_ADDRESS = "0.0.0.0"  # noqa: S104 (a value stored, not an address bound to)


def _client_ip(request) -> str:
    """The caller's address as DRF's throttles see it (REMOTE_ADDR, or X-Forwarded-For behind
    NUM_PROXIES proxies); anything that is not an IP address counts as one unknown address."""
    ident = BaseThrottle().get_ident(request) or ""
    try:
        return str(ipaddress.ip_address(ident.strip()))
    except ValueError:
        return UNKNOWN_ADDRESS


class LoginView(APIView):
    authentication_classes = []
    permission_classes = [AllowAny]
    throttle_classes = [LoginRateThrottle]

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
                ip_address=_client_ip(request),
                request=request,
            )
        except LoginLocked as locked:
            wait = max(1, math.ceil((locked.until - timezone.now()).total_seconds()))
            minutes = math.ceil(wait / 60)
            return Response(
                {
                    "detail": (
                        "Too many failed sign-in attempts. "
                        f"Try again in {minutes} minute{'s' if minutes != 1 else ''}."
                    ),
                    "retryAfter": wait,
                },
                status=status.HTTP_429_TOO_MANY_REQUESTS,
                headers={"Retry-After": str(wait)},
            )
        except LoginInvalid:
            return Response({"detail": INVALID_CREDENTIALS}, status=status.HTTP_401_UNAUTHORIZED)
        return Response(
            {
                "token": result.access,
                "refresh": result.refresh,
                "user": serializers.OwnerSerializer(result.user).data,
            }
        )


class VerifyView(APIView):
    permission_classes = [IsOwner]

    @extend_schema(responses={200: serializers.VerifyResponseSerializer})
    def get(self, request):
        return Response({"user": serializers.OwnerSerializer(request.user).data})


class RefreshView(APIView):
    """A new access token for a refresh token; the refresh token rotates (the old one is
    blacklisted)."""

    authentication_classes = []
    permission_classes = [AllowAny]
    throttle_classes = [LoginRateThrottle]

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
