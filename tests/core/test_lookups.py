import pytest
from django.http import Http404

from apps.contact.models import ContactMessage
from apps.core.lookups import get_by_id_or_slug

pytestmark = pytest.mark.django_db


def test_a_model_without_slug_answers_404_for_a_non_uuid():
    with pytest.raises(Http404):
        get_by_id_or_slug(ContactMessage.objects.all(), "not-a-uuid")


def test_a_model_without_slug_finds_by_id():
    message = ContactMessage.objects.create(
        name="Al",
        email="al@example.com",
        subject="Hello",
        message="Hello there",
        age_verification="over-13",
    )

    assert get_by_id_or_slug(ContactMessage.objects.all(), str(message.id)) == message
