"""How the OpenAPI document describes a content save with the personal-data check: the body a
create or update answers is the read serializer's plus `warnings`, and a 409 is the
confirmation it needs (or, for a blog post, a version conflict)."""

from apps.core.permission_schema import PermissionAwareAutoSchema

from .saves import SaveConflictSerializer

_SAVES = {"create": 201, "update": 200, "partial_update": 200}


class ContentSaveSchema(PermissionAwareAutoSchema):
    def get_response_serializers(self):
        action = getattr(self.view, "action", None)
        saved = getattr(self.view, "saved_serializer_class", None)
        if action in _SAVES and saved is not None:
            return {_SAVES[action]: saved, 409: SaveConflictSerializer}
        return super().get_response_serializers()
