"""What the page shell embeds as first data for React."""

from rest_framework import serializers

from apps.core.models import SiteProfile


class SiteProfileSerializer(serializers.ModelSerializer):
    socialLinks = serializers.DictField(source="social_links", child=serializers.URLField())

    class Meta:
        model = SiteProfile
        fields = ("name", "tagline", "bio", "email", "location", "socialLinks")
