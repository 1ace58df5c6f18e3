"""The dashboard summary's shape (for the OpenAPI document and the generated types)."""

from rest_framework import serializers


def _figures(name: str, *counts: str) -> type[serializers.Serializer]:
    """A block of whole-number figures, `counts` in the order the dashboard shows them: most
    blocks are only that, so each is named once here rather than written out as a class."""
    fields = {count: serializers.IntegerField() for count in counts}
    return type(name, (serializers.Serializer,), fields)


_BlogFigures = _figures("_BlogFigures", "total", "published", "drafts")
_GcseFigures = _figures("_GcseFigures", "averageProgress", "subjects", "entries")
_TravelFigures = _figures("_TravelFigures", "countries", "stories")
_MediaFigures = _figures("_MediaFigures", "total", "podcasts", "articles", "videos")
_Completion = _figures("_Completion", "percent", "published", "total")


class _Category(serializers.Serializer):
    name = serializers.CharField()
    count = serializers.IntegerField()


class _GalleryFigures(_figures("_GalleryCounts", "total", "published", "hidden")):
    topCategory = _Category(allow_null=True)


class _TestimonialFigures(_figures("_TestimonialCounts", "total", "pending", "published")):
    averageRating = serializers.FloatField(allow_null=True)


class _DayViews(serializers.Serializer):
    day = serializers.DateField()
    count = serializers.IntegerField()


class _PostViews(serializers.Serializer):
    id = serializers.UUIDField()
    title = serializers.CharField()
    url = serializers.CharField()
    views = serializers.IntegerField()


class _ViewFigures(serializers.Serializer):
    """The last `days` days' views (today included), counted without tracking (apps/visits)."""

    days = serializers.IntegerField()
    total = serializers.IntegerField()
    byDay = _DayViews(many=True)  # every day of the window, oldest first, 0 when none
    mostRead = _PostViews(many=True)  # published posts, most views first (at most 5)
    photoViews = serializers.IntegerField()
    topPhotoCategory = _Category(allow_null=True)  # by views of its photos in the viewer


class _Engagement(_figures("_EngagementCounts", "days", "activeLinks", "received")):
    """Testimonial requests sent in the last `days` days (their links), the testimonials received
    in those days, and the one per the other as a percentage (null when no request was sent)."""

    responseRate = serializers.IntegerField(allow_null=True)


class _Activity(serializers.Serializer):
    id = serializers.CharField()
    kind = serializers.ChoiceField(
        choices=[
            "blog",
            "gcse",
            "travel",
            "gallery",
            "media",
            "achievements",
            "projects",
            "memes",
            "testimonials",
            "messages",
        ]
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
    engagement = _Engagement()
    views = _ViewFigures()
    recentActivity = _Activity(many=True)  # the owner's newest changes
    recentSubmissions = _Activity(many=True)  # the newest messages and testimonials received
