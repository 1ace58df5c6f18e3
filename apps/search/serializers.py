from rest_framework import serializers


class SearchResultSerializer(serializers.Serializer):
    """One result of GET /api/search."""

    type = serializers.CharField(
        read_only=True,
        help_text='What it is: its kind of content\'s label ("Blog post", "Project").',
    )
    title = serializers.CharField(read_only=True)
    url = serializers.CharField(read_only=True, help_text="Its page on this site (a path).")
    snippet = serializers.CharField(
        read_only=True,
        help_text="Where the words were found: HTML whose only element is <mark> around the "
        "matched words; everything else is escaped text.",
    )
    date = serializers.DateField(
        read_only=True, allow_null=True, help_text="Published, studied, visited or started."
    )
