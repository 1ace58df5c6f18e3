"""What the page shell embeds as first data for React."""

from rest_framework import serializers

from apps.core.models import SiteProfile


class OtherLinkSerializer(serializers.Serializer):
    label = serializers.CharField()
    url = serializers.URLField()


class SiteProfileSerializer(serializers.ModelSerializer):
    """The profile every page embeds, read from apps.core.public_profile's PublicProfile (so in
    pseudonym mode `name` and `displayName` are the pseudonym)."""

    displayName = serializers.CharField(source="display_name")
    avatarUrl = serializers.CharField(source="avatar_url")
    socialLinks = serializers.DictField(source="social_links", child=serializers.URLField())
    otherLinks = OtherLinkSerializer(source="other_links", many=True)

    class Meta:
        model = SiteProfile
        fields = (
            "name",
            "displayName",
            "tagline",
            "headline",
            "bio",
            "email",
            "location",
            "avatarUrl",
            "socialLinks",
            "otherLinks",
        )
