"""The personal-data check on the owner's saves of public content (ContentViewSet's create and
update, and the uploads).

- Every save answers its usual body plus `warnings` (`[]` when none).
- A save that makes a row public when it was not (a create with isPublished true, an update
  from draft to published) and has warnings is refused with 409
  `{"detail", "warnings", "needsConfirmation": true}`, storing nothing, unless the request says
  `confirmPersonalData: true`. A draft save is never refused; neither is a save of a row that is
  already public (it is warned).
- Nothing is sent anywhere and nothing is kept: the warnings live in the response only.
"""

import posixpath
from dataclasses import dataclass

from rest_framework import serializers, status
from rest_framework.response import Response

from apps.core.serializers import to_camel

from .checks import Warning, check_fields

CONFIRM_FIELD = "confirm_personal_data"  # confirmPersonalData on the wire
CONFIRMATION_NEEDED = (
    "This looks like personal data. Publish anyway? The texts are saved only when you confirm, "
    "or keep it as a draft."
)
CONFIRM_MESSAGE = "confirmPersonalData must be true or false"


class WarningSerializer(serializers.Serializer):
    field = serializers.CharField(help_text="The API's name of the field the text is in.")
    text = serializers.CharField(help_text="The text found.")
    kind = serializers.ChoiceField(
        choices=[
            "phone",
            "email",
            "postcode",
            "birth_date",
            "address",
            "sensitive_word",
            "gps",
            "metadata",
        ]
    )
    reason = serializers.CharField(help_text='Why, in plain words: "looks like a phone number".')


class SaveConflictSerializer(serializers.Serializer):
    """A 409 of a save: the personal-data confirmation it needs (warnings, needsConfirmation),
    or, for a blog post, the newer version it was not based on (version)."""

    detail = serializers.CharField()
    warnings = WarningSerializer(many=True, required=False)
    needsConfirmation = serializers.BooleanField(required=False)
    version = serializers.IntegerField(required=False)


def confirmation_field() -> serializers.BooleanField:
    return serializers.BooleanField(
        required=False,
        write_only=True,
        help_text=(
            "true: publish even though the personal-data check found something (the owner "
            "confirmed 'Publish anyway')."
        ),
        error_messages=dict.fromkeys(("invalid", "null"), CONFIRM_MESSAGE),
    )


def with_confirmation(serializer_class: type) -> type:
    """The write serializer with `confirmPersonalData`, under the same name (so the API's
    schema keeps its component)."""
    meta = type(
        "Meta", (serializer_class.Meta,), {"fields": (*serializer_class.Meta.fields, CONFIRM_FIELD)}
    )
    return type(
        serializer_class.__name__,
        (serializer_class,),
        {
            CONFIRM_FIELD: confirmation_field(),
            "Meta": meta,
            "__module__": serializer_class.__module__,
            "__doc__": serializer_class.__doc__,
        },
    )


def with_warnings(read_serializer_class: type) -> type:
    """The read serializer plus `warnings`: what a save answers (for the API's schema)."""
    name = read_serializer_class.__name__.replace("ReadSerializer", "SavedSerializer")
    if name == read_serializer_class.__name__:
        name = name.replace("Serializer", "SavedSerializer")
    warnings = WarningSerializer(many=True, read_only=True)
    return type(
        name,
        (read_serializer_class,),
        {
            "warnings": warnings,
            "Meta": type(
                "Meta",
                (read_serializer_class.Meta,),
                {"fields": (*read_serializer_class.Meta.fields, "warnings")},
            ),
            "__module__": read_serializer_class.__module__,
            "__doc__": "What a save answers: the row as it is now, and the personal-data check's "
            "warnings (an empty list when it found nothing).",
        },
    )


@dataclass(frozen=True)
class SaveCheck:
    warnings: list[Warning]
    needs_confirmation: bool

    def refusal(self) -> Response:
        body = {
            "detail": CONFIRMATION_NEEDED,
            "warnings": self.warnings,
            "needsConfirmation": True,
        }
        return Response(body, status=status.HTTP_409_CONFLICT)


def check_save(*, fields: tuple[str, ...], model, data: dict, instance=None) -> SaveCheck:
    """Check what the row's public texts will be after this save (`data`: the write
    serializer's validated data, snake_case; fields it leaves out keep the row's values), and
    whether it needs the owner's confirmation. Pops `confirm_personal_data` from `data`."""
    confirmed = bool(data.pop(CONFIRM_FIELD, False))
    texts = {
        to_camel(name): data[name] if name in data else getattr(instance, name, "")
        for name in fields
    }
    warnings = check_fields(texts) if fields else []
    flag = getattr(model, "visibility_field", "is_published")
    was_public = bool(getattr(instance, flag, False)) if instance is not None else False
    if flag in data:
        will_be_public = bool(data[flag])
    elif instance is not None:
        will_be_public = was_public
    else:
        will_be_public = bool(model._meta.get_field(flag).get_default())
    needs = bool(warnings) and will_be_public and not was_public and not confirmed
    return SaveCheck(warnings=warnings, needs_confirmation=needs)


def saved(body, warnings: list[Warning]) -> dict:
    """A save's usual body with its warnings."""
    return {**body, "warnings": warnings}


def uploaded_name(upload) -> str:
    """An uploaded file's name as the owner's device gave it (never stored: the stored files
    have random names), for the check."""
    return posixpath.basename(str(getattr(upload, "name", "") or "").replace("\\", "/"))


def file_name_warnings(upload) -> list[Warning]:
    """The personal data in an uploaded file's name (`fileName`)."""
    return check_fields({"fileName": uploaded_name(upload)})
