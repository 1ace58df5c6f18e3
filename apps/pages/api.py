"""The site's own settings over the API: the home page's figures for visitors
(GET /api/site-figures), and the profile the owner edits in the panel (GET/PATCH
/api/admin/profile)."""

from drf_spectacular.utils import extend_schema, extend_schema_field
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.core.models import SiteProfile
from apps.core.permissions import IsOwner
from apps.core.selectors import site_profile_get
from apps.core.serializers import (
    CamelCaseModelSerializer,
    CleanedJSONField,
    WebAddressField,
    required_texts,
)
from apps.core.services import site_profile_ensure, site_profile_update
from apps.core.validators import (
    OTHER_LINK_LABEL_MAX,
    OTHER_LINK_URL_MAX,
    OTHER_LINKS_MAX,
    SENSITIVE_WORD_MAX_LENGTH,
    SENSITIVE_WORDS_MAX,
    clean_other_links,
    clean_sensitive_words,
)
from apps.core.views import ContentWideReadView

from .figures import automatic_figures, site_figures


class SiteFiguresSerializer(serializers.Serializer):
    articles = serializers.CharField(allow_null=True)
    progress = serializers.CharField(allow_null=True)
    certificates = serializers.CharField(allow_null=True)
    countries = serializers.CharField(allow_null=True)


class SiteFiguresView(ContentWideReadView):
    """The home page's figures: each the owner's typed label, or else counted from the published
    content; null when there is nothing to count. The same for everyone, so answered like a
    visitor's list: 304 or a kept body until any content changes."""

    @extend_schema(responses={200: SiteFiguresSerializer})
    def get(self, request):
        return Response(SiteFiguresSerializer(site_figures(site_profile_get())).data)


@extend_schema_field(
    {
        "type": "array",
        "maxItems": OTHER_LINKS_MAX,
        "items": {
            "type": "object",
            "properties": {
                "label": {"type": "string", "maxLength": OTHER_LINK_LABEL_MAX},
                "url": {"type": "string", "format": "uri", "maxLength": OTHER_LINK_URL_MAX},
            },
            "required": ["label", "url"],
        },
    }
)
class OtherLinksField(CleanedJSONField):
    """The footer's further links: [{"label", "url"}], at most four, http or https only."""

    cleaner = staticmethod(clean_other_links)


@extend_schema_field(
    {
        "type": "array",
        "maxItems": SENSITIVE_WORDS_MAX,
        "items": {"type": "string", "minLength": 2, "maxLength": SENSITIVE_WORD_MAX_LENGTH},
    }
)
class SensitiveWordsField(CleanedJSONField):
    """The personal-data check's own words: at most 30, 2 to 60 characters each."""

    cleaner = staticmethod(clean_sensitive_words)


class OwnerProfileSerializer(CamelCaseModelSerializer):
    """Everything the profile tab edits. A blank figure is automatic; `automaticFigures` says
    what each would be."""

    automaticFigures = serializers.SerializerMethodField()
    microblogUrl = WebAddressField(source="microblog_url")
    photosUrl = WebAddressField(source="photos_url")
    professionalUrl = WebAddressField(source="professional_url")
    videoUrl = WebAddressField(source="video_url")
    otherLinks = OtherLinksField(source="other_links", required=False)
    sensitiveWords = SensitiveWordsField(source="sensitive_words", required=False)

    class Meta:
        model = SiteProfile
        fields = (
            "name",
            "display_name",
            "tagline",
            "headline",
            "bio",
            "email",
            "location",
            "avatar_url",
            "microblogUrl",
            "photosUrl",
            "professionalUrl",
            "videoUrl",
            "otherLinks",
            "figure_articles",
            "figure_progress",
            "figure_certificates",
            "figure_countries",
            # Issue 16's protections: the owner's only, never in a public read.
            "pseudonym_mode",
            "pseudonym",
            "sensitiveWords",
            "guardian_email",
            "guardian_approval",
            "updated_at",
            "automaticFigures",
        )
        read_only_fields = ("updated_at",)
        extra_kwargs = required_texts("name", "tagline")

    @extend_schema_field(SiteFiguresSerializer)
    def get_automaticFigures(self, profile: SiteProfile) -> dict:
        return SiteFiguresSerializer(automatic_figures()).data


class OwnerProfileView(APIView):
    """The site profile, as the owner edits it: who the site is about, the social links and the
    home page's figures. A change shows on every page at once (the page cache hears of it)."""

    permission_classes = [IsOwner]

    @extend_schema(responses={200: OwnerProfileSerializer})
    def get(self, request):
        return self._answer(site_profile_get())

    @extend_schema(request=OwnerProfileSerializer, responses={200: OwnerProfileSerializer})
    def patch(self, request):
        profile, _ = site_profile_ensure()
        serializer = OwnerProfileSerializer(profile, data=request.data, partial=True)
        serializer.is_valid(raise_exception=True)
        return self._answer(site_profile_update(instance=profile, data=serializer.validated_data))

    @staticmethod
    def _answer(profile: SiteProfile) -> Response:
        response = Response(OwnerProfileSerializer(profile).data)
        response["Cache-Control"] = "private, no-store"
        return response
