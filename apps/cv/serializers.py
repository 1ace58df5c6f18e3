"""The CV's shapes: the document visitors read (GET /api/cv, the page's first data) and the
settings the owner writes (GET/PUT /api/admin/cv)."""

from rest_framework import serializers

from .models import SECTIONS

SECTIONS_MESSAGE = f"Sections must list each of {', '.join(SECTIONS)} once"
EMAIL_MESSAGE = "Enter a valid email address"


class CvItemSerializer(serializers.Serializer):
    title = serializers.CharField()
    meta = serializers.CharField(help_text="What, by whom: 'GCSE (Higher) · AQA'.")
    when = serializers.CharField(help_text="'November 2024', or a span of months.")
    grade = serializers.CharField(help_text="The achieved grade (qualifications only).")
    text = serializers.CharField()
    url = serializers.CharField()


class CvSectionSerializer(serializers.Serializer):
    key = serializers.ChoiceField(choices=list(SECTIONS))
    title = serializers.CharField()
    items = CvItemSerializer(many=True)


class CvDocumentSerializer(serializers.Serializer):
    name = serializers.CharField(help_text="The public name (the pseudonym in pseudonym mode).")
    headline = serializers.CharField()
    summary = serializers.CharField()
    location = serializers.CharField()
    contactUrl = serializers.CharField(help_text="The contact form's address.")
    sections = CvSectionSerializer(many=True, help_text="The shown sections with rows, in order.")


class CvSectionSettingSerializer(serializers.Serializer):
    key = serializers.ChoiceField(
        choices=list(SECTIONS), error_messages={"invalid_choice": SECTIONS_MESSAGE}
    )
    title = serializers.CharField(read_only=True)
    shown = serializers.BooleanField()


class CvSettingsSerializer(serializers.Serializer):
    sections = CvSectionSettingSerializer(many=True, help_text="Every section once, in order.")

    def validate_sections(self, sections: list[dict]) -> list[dict]:
        keys = [section["key"] for section in sections]
        if sorted(keys) != sorted(SECTIONS):
            raise serializers.ValidationError(SECTIONS_MESSAGE)
        return sections


class CvPdfQuerySerializer(serializers.Serializer):
    email = serializers.EmailField(
        max_length=254,
        error_messages={
            "invalid": EMAIL_MESSAGE,
            "blank": EMAIL_MESSAGE,
            "required": EMAIL_MESSAGE,
            "max_length": EMAIL_MESSAGE,
        },
    )
