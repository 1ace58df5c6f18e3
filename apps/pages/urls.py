from django.urls import re_path

from . import views
from .routes import PAGES

urlpatterns = [
    re_path(r"^healthz/?$", views.healthz, name="healthz"),
    *(
        re_path(
            rf"^{page.path}/?$" if page.path else r"^$",
            views.shell,
            {"page": page},
            name=f"page-{page.path or 'home'}",
        )
        for page in PAGES
    ),
    re_path(r"^.*$", views.shell_not_found, name="page-not-found"),
]
