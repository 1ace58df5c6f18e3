"""A serializer's reads without DRF's per-field, per-row machinery, and with the same output.

DRF builds a serializer's fields anew for every request (introspecting the model each time) and,
for every row and field, walks `field.get_attribute` and `field.to_representation`. For a list
of 50 posts that is most of the time the API spends beyond the queries (issue 25: the uncached
list cost 3.4-4.1x `values()` + JsonResponse). A *read plan* is worked out once per serializer
class: for each readable field its key, the model attribute it reads and how the value is
written (`str` for a text, `int`, `bool`, the field's own method for a date or a choice). A row
is then one attribute read and at most one call per field.

Only fields whose output cannot depend on the request or on the serializer they are bound to
take part: DRF's plain value fields (and the project's subclasses that do not change how a
value is written). A serializer with any other field (a nested serializer, a method field, a
relation) is read by DRF as before.
"""

import contextlib
import datetime
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.core.exceptions import FieldDoesNotExist
from django.utils import timezone
from rest_framework import fields as drf
from rest_framework import serializers
from rest_framework.fields import SkipField
from rest_framework.relations import PKOnlyObject
from rest_framework.settings import api_settings

# The project's date-and-time format (REST_FRAMEWORK's DATETIME_FORMAT), which isoformat writes
# the same, faster, for the years 1000-9999.
_SECONDS_AND_OFFSET = "%Y-%m-%dT%H:%M:%S%:z"

# How a value leaves, by the to_representation a field class ends up with: None keeps the value
# as it is; "own" calls the field's method (one field made once per class, so never bound to a
# request); any other callable is a faster equivalent of DRF's method for the model's values.
_WRITERS: dict[Callable, Any] = {
    drf.CharField.to_representation: str,
    drf.IntegerField.to_representation: int,
    drf.BooleanField.to_representation: bool,
    drf.UUIDField.to_representation: "own",
    drf.ChoiceField.to_representation: "own",
    drf.DateTimeField.to_representation: "own",
    drf.DateField.to_representation: "own",
    drf.FloatField.to_representation: "own",
    drf.DecimalField.to_representation: "own",
    drf.ListField.to_representation: "own",
    drf.JSONField.to_representation: "own",
    drf.ReadOnlyField.to_representation: None,
}


def keeps_value(to_representation: Callable) -> None:
    """Declare a project field class's to_representation as writing its value as it is."""
    _WRITERS[to_representation] = None


_UNPLANNED = object()
_plans: dict[type, Any] = {}


class _Zoned:
    """A DateTimeField's writer for aware datetimes: as DRF's to_representation (the current
    time zone, the project's format) with isoformat rather than strftime, and the zone looked
    up once per row (`represent`) rather than once per value."""

    def __init__(self, field: drf.DateTimeField):
        self.own = field.to_representation

    def __call__(self, value, zone):
        if not isinstance(value, datetime.datetime) or value.tzinfo is None or value.year < 1000:
            return self.own(value)
        return value.astimezone(zone).isoformat(timespec="seconds")


def _plain_datetimes(field: drf.DateTimeField) -> bool:
    return (
        settings.USE_TZ
        and getattr(field, "format", api_settings.DATETIME_FORMAT) == _SECONDS_AND_OFFSET
        and not hasattr(field, "timezone")
    )


def _writer(field: drf.Field) -> Any:
    """How `field` writes a value, or _UNPLANNED when its output might depend on more."""
    if isinstance(field, serializers.BaseSerializer | drf.SerializerMethodField | drf.HiddenField):
        return _UNPLANNED
    if isinstance(field, drf.ListField) and _writer(field.child) is _UNPLANNED:
        return _UNPLANNED
    method = type(field).to_representation
    if method in _WRITERS:
        writer = _WRITERS[method]
        if writer == "own":
            if method is drf.DateTimeField.to_representation and _plain_datetimes(field):
                return _Zoned(field)
            return field.to_representation
        if isinstance(field, drf.UUIDField) and field.uuid_format != "hex_verbose":
            return field.to_representation
        return writer
    return _UNPLANNED


def _plan_of(serializer_class: type) -> list[tuple] | None:
    """(key, attribute or None, writer, field, zoned) for each readable field of `serializer_class`,
    in order; None when a field must be read by DRF."""
    template = serializer_class(context={})
    model = template.Meta.model
    plan = []
    for field in template._readable_fields:
        writer = _writer(field)
        if writer is _UNPLANNED:
            return None
        attribute = None  # a property, a method or a path: DRF's get_attribute reads it
        if len(field.source_attrs) == 1:
            with contextlib.suppress(FieldDoesNotExist):
                if model._meta.get_field(field.source_attrs[0]).concrete:
                    attribute = field.source_attrs[0]
        plan.append((field.field_name, attribute, writer, field, isinstance(writer, _Zoned)))
    return plan


def read_plan(serializer_class: type) -> list[tuple] | None:
    """The plan of `serializer_class`, worked out at its first read."""
    try:
        return _plans[serializer_class]
    except KeyError:
        plan = _plans[serializer_class] = _plan_of(serializer_class)
        return plan


def represent(plan: list[tuple], instance) -> dict:
    """`instance` as DRF's Serializer.to_representation writes it, by `plan`."""
    row = {}
    zone = None
    for key, attribute, writer, field, zoned in plan:
        if attribute is not None:
            value = getattr(instance, attribute)
        else:
            try:
                value = field.get_attribute(instance)
            except SkipField:
                continue
            if isinstance(value, PKOnlyObject) and value.pk is None:
                value = None
        if value is None or writer is None:
            row[key] = value
        elif zoned:
            if zone is None:
                zone = timezone.get_current_timezone()
            row[key] = writer(value, zone)
        else:
            row[key] = writer(value)
    return row
