from rest_framework import serializers


def password_field(missing: str) -> serializers.CharField:
    """A password, used exactly as typed (never trimmed); `missing` is the error when it is
    missing or blank."""
    return serializers.CharField(
        max_length=128,
        trim_whitespace=False,
        error_messages={"required": missing, "blank": missing},
    )


class LoginSerializer(serializers.Serializer):
    username = serializers.CharField(
        max_length=150,
        trim_whitespace=True,
        error_messages={"required": "Username is required", "blank": "Username is required"},
    )
    password = password_field("Password is required")
    # The token of a browser the owner signed in from before (see apps/accounts/lockout.py).
    device = serializers.CharField(max_length=200, required=False, allow_blank=True)


class PasswordChangeSerializer(serializers.Serializer):
    currentPassword = password_field("Your current password is required")
    newPassword = password_field("A new password is required")


class RefreshSerializer(serializers.Serializer):
    refresh = serializers.CharField(
        max_length=2000, error_messages={"required": "Refresh token is required"}
    )


class LogoutSerializer(serializers.Serializer):
    refresh = serializers.CharField(max_length=2000, required=False)


class OwnerSerializer(serializers.Serializer):
    """The signed-in owner as the admin panel sees them. Never the password hash."""

    id = serializers.IntegerField(read_only=True)
    username = serializers.CharField(read_only=True)
    email = serializers.EmailField(read_only=True)
    role = serializers.CharField(read_only=True)


class LoginResponseSerializer(serializers.Serializer):
    token = serializers.CharField()
    refresh = serializers.CharField()
    device = serializers.CharField()
    user = OwnerSerializer()


class TokenPairSerializer(serializers.Serializer):
    token = serializers.CharField()
    refresh = serializers.CharField()


class VerifyResponseSerializer(serializers.Serializer):
    user = OwnerSerializer()
