from django.urls import re_path

from .pages import shared_page

urlpatterns = [
    # Any segment reaches the view, which answers its kind 404 for a wrong token.
    re_path(r"^shared/(?P<token>[^/]+)/?$", shared_page, name="shared-page"),
]
