"""Serializer building blocks shared by every app."""

import contextlib
import datetime

from django.core.exceptions import FieldDoesNotExist
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import models
from django.utils.dateparse import parse_datetime
from rest_framework import serializers

from . import read_plan
from .validators import (
    date_range_error,
    date_range_messages,
    same_site_path,
    validate_document_url,
    validate_image_url,
    validate_web_url,
)


def to_camel(name: str) -> str:
    first, *rest = name.split("_")
    return first + "".join(part.capitalize() for part in rest)


def read_meta(model: type[models.Model], written: tuple[str, ...]) -> type:
    """The Meta of a content type's read serializer: what the owner writes (`written`) between
    the fields the server sets (the id, the slug where the model has one, and the timestamps),
    all read-only."""
    keys = ("id", "slug") if any(f.name == "slug" for f in model._meta.fields) else ("id",)
    fields = (*keys, *written, "created_at", "updated_at")
    return type("Meta", (), {"model": model, "fields": fields, "read_only_fields": fields})


def drawn_text(name: str) -> serializers.CharField:
    """A long text (`name`: a post's content, a project's full description) as every read
    answers it under its own name: the server's rendered, sanitised HTML (`<name>_html`), never
    the source, so a client that draws the field as HTML runs nothing the owner typed as text."""
    return serializers.CharField(source=f"{name}_html", read_only=True)


def text_source(name: str) -> serializers.CharField:
    """The owner's reads only (`<name>_source`): the long text `name` as written, for the editor."""
    return serializers.CharField(source=name, read_only=True)


def required_messages(label: str) -> dict[str, str]:
    """A field's error_messages saying '<label> is required' when it is missing, blank or null
    (the specification's wording)."""
    message = f"{label} is required"
    return {"required": message, "blank": message, "null": message}


def required_texts(*names: str) -> dict[str, dict]:
    """Meta.extra_kwargs for model fields that say '<Label> is required' when missing, blank or
    null; the label is the name's (author_handle: 'Author handle is required')."""
    return {
        name: {"error_messages": required_messages(name.replace("_", " ").capitalize())}
        for name in names
    }


class ImageAddressField(serializers.CharField):
    """An address of a file on this site: an image (checked by validate_image_url, as the model
    field says) or a document's PDF (validate_document_url). A full address of this site's own
    file, as 'Copy image address' gives it, is stored as its path."""

    def to_internal_value(self, data):
        return same_site_path(super().to_internal_value(data))


class WebAddressField(serializers.CharField):
    """An optional link visitors may open: http or https only, with one message, ours ("Enter a
    web address starting with http:// or https://"), not also DRF's "Enter a valid URL."."""

    def __init__(self, *, max_length: int = 200, **kwargs):
        kwargs.setdefault("required", False)
        super().__init__(
            max_length=max_length, allow_blank=True, validators=[validate_web_url], **kwargs
        )


def _label_of(field: serializers.Field) -> str:
    """The words a message names a field by: its label (a model field's verbose name), else
    its camelCase name as words ("visitDate": "Visit date"), not DRF's "Visitdate"."""
    name = field.field_name
    if field.label and field.label != name.replace("_", " ").capitalize():
        return str(field.label)
    return (
        "".join(f" {c.lower()}" if c.isupper() else c for c in name)
        .replace("_", " ")
        .strip()
        .capitalize()
    )


class _InRange:
    """A date the API takes lies between 1900-01-01 and 2100-12-31 (apps/core/validators.py);
    outside, '<Label> cannot be before 1900-01-01' (or after 2100-12-31) unless the field's
    error_messages say otherwise ("too_early", "too_late")."""

    def fail_outside_range(self, day: datetime.date) -> None:
        problem = date_range_error(day)
        if problem:
            messages = {**date_range_messages(_label_of(self)), **self.error_messages}
            raise serializers.ValidationError(messages[problem], code=problem)


class DateInRangeField(_InRange, serializers.DateField):
    """A date (YYYY-MM-DD) between 1900-01-01 and 2100-12-31."""

    def to_internal_value(self, value):
        day = super().to_internal_value(value)
        self.fail_outside_range(day)
        return day


class DateTimeInRangeField(_InRange, serializers.DateTimeField):
    """A date and time whose day, as written, is between 1900-01-01 and 2100-12-31. The day is
    read before the time is moved into the site's zone, which fails for year 1 or 9999."""

    def to_internal_value(self, value):
        written = value if isinstance(value, datetime.datetime) else None
        if isinstance(value, str):
            with contextlib.suppress(ValueError):
                written = parse_datetime(value)
        if written is not None:
            self.fail_outside_range(written.date())
        moment = super().to_internal_value(value)
        if written is None:  # a format other than ISO 8601
            self.fail_outside_range(moment.date())
        return moment


class ForgivingChoiceField(serializers.ChoiceField):
    """One of `choices` (lowercase values), its case and surrounding spaces forgiven; an empty
    value fails as `empty_error`, not as an unknown choice."""

    empty_error = "blank"

    def to_internal_value(self, data):
        if isinstance(data, str):
            data = data.strip().lower()
            if not data:
                self.fail(self.empty_error)
        return super().to_internal_value(data)


class CleanedJSONField(serializers.Field):
    """A JSON value checked and normalised by an app's `clean_*` function `cleaner`, whose flat
    messages (or `message`, when set) become this field's errors. null is passed to the cleaner
    as it is."""

    cleaner = None
    message: str | None = None

    def validate_empty_values(self, data):
        if data is None:
            return (True, self.cleaner(None))
        return super().validate_empty_values(data)

    def to_internal_value(self, data):
        try:
            return self.cleaner(data)
        except DjangoValidationError as exc:
            raise serializers.ValidationError(
                [self.message] if self.message else exc.messages
            ) from None

    def to_representation(self, value):
        return value


read_plan.keeps_value(CleanedJSONField.to_representation)


def _described_list(model, name: str, field: serializers.Field) -> serializers.Field:
    """A JSON list of texts (categories, hashtags, technologies) as the API answers it, said so
    in the OpenAPI document (a list of strings, not "any JSON"), so its generated TypeScript
    type is string[]. Fields the API writes keep their own validation."""
    if not (isinstance(field, serializers.JSONField) and field.read_only):
        return field
    try:
        model_field = model._meta.get_field(field.source or name)
    except FieldDoesNotExist:
        return field
    if not (isinstance(model_field, models.JSONField) and model_field.default is list):
        return field
    return serializers.ListField(child=serializers.CharField(), read_only=True)


class CamelCaseModelSerializer(serializers.ModelSerializer):
    """A ModelSerializer whose field names are camelCase on the wire (`read_time` → `readTime`).

    Meta.fields lists model field names in snake_case, as usual; the API reads and writes, and
    reports validation errors, under the camelCase names the specification uses. Dates and
    times are refused outside 1900..2100.
    """

    serializer_field_mapping = {
        **serializers.ModelSerializer.serializer_field_mapping,
        models.DateField: DateInRangeField,
        models.DateTimeField: DateTimeInRangeField,
    }

    def include_extra_kwargs(self, kwargs, extra_kwargs):
        # DRF drops allow_blank from a read-only field; keep it, so the OpenAPI document says
        # what the field may hold: "" beside a URL's format or a choice's values (issue 25).
        blank = kwargs.get("allow_blank", False)
        kwargs = super().include_extra_kwargs(kwargs, extra_kwargs)
        if blank and kwargs.get("read_only"):
            kwargs["allow_blank"] = True
        return kwargs

    def build_standard_field(self, field_name, model_field):
        field_class, kwargs = super().build_standard_field(field_name, model_field)
        if any(v in model_field.validators for v in (validate_image_url, validate_document_url)):
            field_class = ImageAddressField
        return field_class, kwargs

    def to_representation(self, instance):
        # The same output as DRF's, through a plan worked out once per class (read_plan.py).
        plan = read_plan.read_plan(type(self))
        if plan is None:
            return super().to_representation(instance)
        return read_plan.represent(plan, instance)

    def get_fields(self):
        fields = {}
        for name, field in super().get_fields().items():
            field = _described_list(self.Meta.model, name, field)
            camel = to_camel(name)
            if camel != name and field.source is None:
                field.source = name
            fields[camel] = field
        return fields


def text_format_field(choices: list[tuple[str, str]], label: str) -> ForgivingChoiceField:
    """A long text's format on a write (apps/core/rich_text.py): one of `choices`, case
    forgiven, optional (a new row is Markdown; an update without it keeps the row's); anything
    else is '<label> format must be markdown or plain'."""
    message = f"{label} format must be {' or '.join(value for value, _ in choices)}"
    return ForgivingChoiceField(
        choices=choices,
        required=False,
        error_messages=dict.fromkeys(("invalid_choice", "null", "blank"), message),
    )
