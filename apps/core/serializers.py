"""Serializer building blocks shared by every app."""

from rest_framework import serializers


def to_camel(name: str) -> str:
    first, *rest = name.split("_")
    return first + "".join(part.capitalize() for part in rest)


class CamelCaseModelSerializer(serializers.ModelSerializer):
    """A ModelSerializer whose field names are camelCase on the wire (`read_time` → `readTime`).

    Meta.fields lists model field names in snake_case, as usual; the API reads and writes, and
    reports validation errors, under the camelCase names the specification uses.
    """

    def get_fields(self):
        fields = {}
        for name, field in super().get_fields().items():
            camel = to_camel(name)
            if camel != name and field.source is None:
                field.source = name
            fields[camel] = field
        return fields
