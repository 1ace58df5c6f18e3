"""The dashboard summary's shape (for the OpenAPI document and the generated types): each kind
of content's block is the serializer its declaration gives (apps/core/content_types.py)."""

from rest_framework import serializers

from apps.core.content_types import content_types, named_count_serializer
from apps.core.content_types import figures_serializer as _figures

_Completion = _figures("_Completion", "percent", "published", "total")


_Category = named_count_serializer()


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
    # A kind of content's panel tab, or what visitors sent.
    kind = serializers.ChoiceField(
        choices=[
            *(kind.tab for kind in content_types() if kind.activity),
            "testimonials",
            "messages",
        ]
    )
    label = serializers.CharField()
    title = serializers.CharField()
    detail = serializers.CharField()
    at = serializers.DateTimeField()


class _SiteFigures(serializers.Serializer):
    """The figures of the whole site, after the kinds' blocks."""

    testimonials = _TestimonialFigures()
    unreadMessages = serializers.IntegerField()
    completion = _Completion(allow_null=True)
    engagement = _Engagement()
    views = _ViewFigures()
    recentActivity = _Activity(many=True)  # the owner's newest changes
    recentSubmissions = _Activity(many=True)  # the newest messages and testimonials received


# Each kind of content's block first (under its panel tab's name), in the site's reading order.
DashboardSummarySerializer = type(
    "DashboardSummarySerializer",
    (serializers.Serializer,),
    {
        **{kind.tab: kind.dashboard.serializer() for kind in content_types() if kind.dashboard},
        **_SiteFigures._declared_fields,
        "__module__": __name__,
        "__doc__": "Every figure of the owner's dashboard.",
    },
)
