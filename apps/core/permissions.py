"""Who may do what: the owner is the only account that may write or see unpublished rows."""

from rest_framework.permissions import SAFE_METHODS, BasePermission


def is_owner(user) -> bool:
    return bool(user and user.is_authenticated and getattr(user, "is_owner", False))


class IsOwner(BasePermission):
    """Only the site owner. Anonymous requests get 401, other signed-in users 403."""

    message = "Only the site owner can do this."

    def has_permission(self, request, view) -> bool:
        return is_owner(request.user)


class IsOwnerOrReadOnly(BasePermission):
    """Anyone may read (what the selectors let them see); only the owner may write."""

    message = "Only the site owner can do this."

    def has_permission(self, request, view) -> bool:
        return request.method in SAFE_METHODS or is_owner(request.user)
