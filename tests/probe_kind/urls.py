"""The site's addresses with the probe's API and its rows' pages."""

from django.urls import include, path, re_path

from apps.core.routers import ApiRouter
from apps.pages import views as page_views
from apps.pages.routes import detail_page

from .views import ProbeViewSet

router = ApiRouter()
router.register("probes", ProbeViewSet, basename="probe")
PAGE = detail_page("probe", "probes", "Probes", "A probe by {name}.", loader=None)

urlpatterns = [
    path("api/", include(router.urls)),
    re_path(rf"^{PAGE.path}/?$", page_views.shell, {"page": PAGE}, name=PAGE.url_name),
    path("", include("portfolio.urls")),
]
