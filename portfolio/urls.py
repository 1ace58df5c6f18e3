from django.conf import settings
from django.conf.urls.static import static
from django.contrib import admin
from django.urls import include, path

admin.site.site_header = "Portfolio administration"
admin.site.site_title = "Portfolio admin"

urlpatterns = [
    path("django-admin/", admin.site.urls),
    path("api/", include("portfolio.api_router")),
]
if settings.DEBUG:
    urlpatterns += static(settings.MEDIA_URL, document_root=settings.MEDIA_ROOT)
# Last: every other path is a page the React app draws (or its 404).
urlpatterns.append(path("", include("apps.pages.urls")))
