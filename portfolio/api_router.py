"""Every endpoint under /api/. Each app contributes its routes here."""

from django.contrib.auth.decorators import user_passes_test
from django.http import JsonResponse
from django.urls import include, re_path
from django.utils.cache import patch_cache_control, patch_vary_headers
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView
from rest_framework.authentication import SessionAuthentication
from rest_framework.permissions import AllowAny

from apps.accounts.authentication import OwnerJWTAuthentication
from apps.blog.views import BlogCategoryViewSet, BlogPostViewSet
from apps.contact.views import ContactMessageViewSet, ContactSubmitView
from apps.core.permissions import IsOwner, is_owner
from apps.core.preview import PreviewView
from apps.core.routers import ApiRouter
from apps.cv.views import CvView, OwnerCvPdfView, OwnerCvView
from apps.documents.views import DocumentUploadView
from apps.gallery.views import GalleryItemViewSet, GalleryUploadView
from apps.journal.views import GcseJournalEntryViewSet
from apps.media.views import MediaItemViewSet
from apps.operations.views import DashboardSummaryView
from apps.pages.api import OwnerProfileView, SiteFiguresView
from apps.record.views import (
    GradeViewSet,
    LogEntryViewSet,
    PublicRecordViewSet,
    QualificationViewSet,
)
from apps.search.views import SearchView
from apps.sharing.views import ShareLinkViewSet
from apps.showcase.views import AchievementViewSet, MemeViewSet, ProjectViewSet
from apps.statement.views import StatementViewSet
from apps.testimonials.views import TestimonialViewSet
from apps.travel.views import TravelStoryViewSet
from apps.visits.views import ViewBeaconView


def api_not_found(request, *args, **kwargs) -> JsonResponse:
    return JsonResponse({"detail": "Not found."}, status=404)


class ApiSchemaView(SpectacularAPIView):
    """GET /api/schema: the OpenAPI document, as much of it as the caller may use.

    Anyone gets the operations a request without credentials may call (each view's permission
    classes decide, see apps/accounts/schema.py), with only the components those use; the owner
    gets every operation. The owner is known by a Bearer token, or by the Django-admin session
    the /api/docs page runs in (its Swagger UI fetches this document with the page's cookies).
    The session only shapes the document here: no other API endpoint reads it.
    """

    authentication_classes = [SessionAuthentication, OwnerJWTAuthentication]
    permission_classes = [AllowAny]
    serve_public = False  # filter operations by the caller's permissions

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)
        # Two callers, two documents: no shared cache may hand the owner's to a visitor.
        patch_vary_headers(response, ("Authorization", "Cookie"))
        if is_owner(request.user):
            patch_cache_control(response, private=True, no_store=True)
        return response


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
router.register("share-links", ShareLinkViewSet, basename="share-link")
router.register("log-entries", LogEntryViewSet, basename="log-entry")
router.register(
    "admin/record/qualifications", QualificationViewSet, basename="record-qualification"
)
router.register("admin/record/grades", GradeViewSet, basename="record-grade")
router.register("statements", StatementViewSet, basename="statement")

urlpatterns = [
    re_path(r"^schema/?$", ApiSchemaView.as_view(), name="api-schema"),
    re_path(r"^docs/?$", api_docs, name="api-docs"),
    re_path(r"", include("apps.accounts.urls")),
    re_path(r"^admin/summary/?$", DashboardSummaryView.as_view(), name="admin-summary"),
    re_path(r"^admin/profile/?$", OwnerProfileView.as_view(), name="admin-profile"),
    re_path(r"^site-figures/?$", SiteFiguresView.as_view(), name="site-figures"),
    re_path(r"^contact/?$", ContactSubmitView.as_view(), name="contact-submit"),
    re_path(r"^views/?$", ViewBeaconView.as_view(), name="view-beacon"),
    re_path(r"^preview/?$", PreviewView.as_view(), name="preview"),
    re_path(r"^search/?$", SearchView.as_view(), name="search"),
    re_path(r"^record/?$", PublicRecordViewSet.as_view({"get": "list"}), name="record"),
    re_path(r"^cv/?$", CvView.as_view(), name="cv"),
    re_path(r"^admin/cv/?$", OwnerCvView.as_view(), name="admin-cv"),
    re_path(r"^admin/cv\.pdf$", OwnerCvPdfView.as_view(), name="admin-cv-pdf"),
    # One category at a time: the viewset has no list (a router would add one).
    re_path(
        r"^blog-categories/(?P<slug>[^/]+)/?$",
        BlogCategoryViewSet.as_view({"get": "retrieve"}),
        name="blog-category-detail",
    ),
    re_path(r"", include(router.urls)),
    re_path(r"^gallery/upload/?$", GalleryUploadView.as_view(), name="gallery-upload"),
    re_path(r"^documents/upload/?$", DocumentUploadView.as_view(), name="documents-upload"),
    # Anything under /api/ that no endpoint claims is a JSON 404, never the HTML shell.
    re_path(r"^.*$", api_not_found),
]
