"""The dashboard summary's shape (for the OpenAPI document and the generated types)."""

from rest_framework import serializers


class _BlogFigures(serializers.Serializer):
    total = serializers.IntegerField()
    published = serializers.IntegerField()
    drafts = serializers.IntegerField()


class _GcseFigures(serializers.Serializer):
    averageProgress = serializers.IntegerField()
    subjects = serializers.IntegerField()
    entries = serializers.IntegerField()


class _TravelFigures(serializers.Serializer):
    countries = serializers.IntegerField()
    stories = serializers.IntegerField()


class _Category(serializers.Serializer):
    name = serializers.CharField()
    count = serializers.IntegerField()


class _GalleryFigures(serializers.Serializer):
    total = serializers.IntegerField()
    published = serializers.IntegerField()
    hidden = serializers.IntegerField()
    topCategory = _Category(allow_null=True)


class _MediaFigures(serializers.Serializer):
    total = serializers.IntegerField()
    podcasts = serializers.IntegerField()
    articles = serializers.IntegerField()
    videos = serializers.IntegerField()


class _TestimonialFigures(serializers.Serializer):
    total = serializers.IntegerField()
    pending = serializers.IntegerField()
    published = serializers.IntegerField()
    averageRating = serializers.FloatField(allow_null=True)


class _Completion(serializers.Serializer):
    percent = serializers.IntegerField()
    published = serializers.IntegerField()
    total = serializers.IntegerField()


class _Activity(serializers.Serializer):
    id = serializers.CharField()
    kind = serializers.ChoiceField(
        choices=["blog", "gcse", "travel", "gallery", "media", "testimonials"]
    )
    label = serializers.CharField()
    title = serializers.CharField()
    detail = serializers.CharField()
    at = serializers.DateTimeField()


class DashboardSummarySerializer(serializers.Serializer):
    blog = _BlogFigures()
    gcse = _GcseFigures()
    travel = _TravelFigures()
    gallery = _GalleryFigures()
    media = _MediaFigures()
    testimonials = _TestimonialFigures()
    unreadMessages = serializers.IntegerField()
    completion = _Completion(allow_null=True)
    recentActivity = _Activity(many=True)
