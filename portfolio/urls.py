from django.conf import settings
from django.contrib import admin
from django.urls import include, path, re_path

from apps.core.views import media
from apps.operations.admin_views import personal_data_export_view

admin.site.site_header = "Portfolio administration"
admin.site.site_title = "Portfolio admin"

urlpatterns = [
    path(
        "django-admin/privacy/export/",
        admin.site.admin_view(personal_data_export_view),
        name="personal-data-export",
    ),
    path("django-admin/", admin.site.urls),
    path("api/", include("portfolio.api_router")),
    # A private share link's page, /shared/<token> (apps/sharing), before the pages' catch-all.
    path("", include("apps.sharing.urls")),
    # The guardian's approval page (a plain server-rendered form, apps/guardian).
    path("", include("apps.guardian.urls")),
    # The CV's PDF and JSON Resume beside its page, /cv.pdf and /cv.json (apps/cv).
    path("", include("apps.cv.urls")),
]
if not settings.AWS_STORAGE_BUCKET_NAME:
    # Files in the filesystem storage (var/media) are served here, in every run mode.
    urlpatterns.append(re_path(r"^media/(?P<path>.+)$", media, name="media"))
# Last: every other path is a page the React app draws (or its 404).
urlpatterns.append(path("", include("apps.pages.urls")))
