from rest_framework import serializers

from apps.core.services import ContentWrites, model_create, model_update
from apps.core.viewsets import ContentViewSet

from .models import Probe
from .selectors import probe_list


class ProbeSerializer(serializers.ModelSerializer):
    isPublished = serializers.BooleanField(source="is_published", required=False)

    class Meta:
        model = Probe
        fields = ("id", "title", "slug", "content", "isPublished")


class ProbeViewSet(ContentViewSet):
    read_serializer_class = ProbeSerializer
    write_serializer_class = ProbeSerializer
    selector = staticmethod(probe_list)
    writes = ContentWrites(
        create=lambda **fields: model_create(Probe, **fields),
        update=lambda *, instance, data: model_update(instance=instance, data=data)[0],
        delete=lambda *, instance: instance.delete(),
    )
