from django.urls import path

from .views import hold_page

urlpatterns = [
    # Any text: the view answers a clear 404 page for anything that is not a live token.
    path("guardian/<path:token>", hold_page, name="guardian-hold"),
]
