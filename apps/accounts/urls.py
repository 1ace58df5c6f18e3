from django.urls import re_path

from . import views

urlpatterns = [
    re_path(r"^admin/login/?$", views.LoginView.as_view(), name="admin-login"),
    re_path(r"^admin/verify/?$", views.VerifyView.as_view(), name="admin-verify"),
    re_path(r"^admin/refresh/?$", views.RefreshView.as_view(), name="admin-refresh"),
    re_path(r"^admin/logout/?$", views.LogoutView.as_view(), name="admin-logout"),
    re_path(
        r"^admin/sign-out-everywhere/?$",
        views.SignOutEverywhereView.as_view(),
        name="admin-sign-out-everywhere",
    ),
    re_path(r"^admin/password/?$", views.PasswordChangeView.as_view(), name="admin-password"),
]
