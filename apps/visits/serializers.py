"""The beacon's body: the address of the page a visitor opened, or the gallery photo they opened
in the viewer. Nothing else is read from it."""

from rest_framework import serializers

# Longer than any address of the site (a slug is at most 80 characters).
MAX_PATH = 300


class ViewBeaconSerializer(serializers.Serializer):
    path = serializers.CharField(max_length=MAX_PATH, required=False, trim_whitespace=False)
    photo = serializers.UUIDField(required=False)

    def validate_path(self, value: str) -> str:
        if not value.startswith("/"):
            raise serializers.ValidationError("Send the page's address, starting with /.")
        return value

    def validate(self, attrs: dict) -> dict:
        if len(attrs) != 1:
            raise serializers.ValidationError("Send either a page's path or a photo's id.")
        return attrs
