"""Every endpoint under /api/. Each app contributes its routes here."""

from django.contrib.auth.decorators import user_passes_test
from django.http import JsonResponse
from django.urls import include, re_path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView
from rest_framework.authentication import SessionAuthentication
from rest_framework.permissions import AllowAny

from apps.blog.views import BlogPostViewSet
from apps.contact.views import ContactMessageViewSet, ContactSubmitView
from apps.core.permissions import IsOwner, is_owner
from apps.core.routers import ApiRouter
from apps.gallery.views import GalleryItemViewSet, GalleryUploadView
from apps.journal.views import GcseJournalEntryViewSet
from apps.media.views import MediaItemViewSet
from apps.showcase.views import AchievementViewSet, MemeViewSet, ProjectViewSet
from apps.testimonials.views import TestimonialViewSet
from apps.travel.views import TravelStoryViewSet


def api_not_found(request, *args, **kwargs) -> JsonResponse:
    return JsonResponse({"detail": "Not found."}, status=404)


# The browsable docs are a page the owner opens in a browser, which cannot send a Bearer token:
# they need the owner's Django-admin session instead (a visitor is sent to that sign-in).
api_docs = user_passes_test(is_owner, login_url="/django-admin/login/")(
    SpectacularSwaggerSplitView.as_view(
        url_name="api-schema",
        authentication_classes=[SessionAuthentication],
        permission_classes=[IsOwner],
    )
)

router = ApiRouter()
router.register("blog-posts", BlogPostViewSet, basename="blog-post")
router.register("gallery-items", GalleryItemViewSet, basename="gallery-item")
router.register("media-items", MediaItemViewSet, basename="media-item")
router.register("achievements", AchievementViewSet, basename="achievement")
router.register("projects", ProjectViewSet, basename="project")
router.register("memes", MemeViewSet, basename="meme")
router.register("gcse-journal", GcseJournalEntryViewSet, basename="gcse-journal")
router.register("travel-stories", TravelStoryViewSet, basename="travel-story")
router.register("contact-messages", ContactMessageViewSet, basename="contact-message")
router.register("testimonials", TestimonialViewSet, basename="testimonial")

urlpatterns = [
    re_path(
        r"^schema/?$",
        SpectacularAPIView.as_view(authentication_classes=[], permission_classes=[AllowAny]),
        name="api-schema",
    ),
    re_path(r"^docs/?$", api_docs, name="api-docs"),
    re_path(r"", include("apps.accounts.urls")),
    re_path(r"^contact/?$", ContactSubmitView.as_view(), name="contact-submit"),
    re_path(r"", include(router.urls)),
    re_path(r"^gallery/upload/?$", GalleryUploadView.as_view(), name="gallery-upload"),
    # Anything under /api/ that no endpoint claims is a JSON 404, never the HTML shell.
    re_path(r"^.*$", api_not_found),
]
