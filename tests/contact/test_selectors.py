"""The owner's inbox reads (apps/contact/selectors.py): newest first, the unread count, and
every message from one address for the personal data export."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.contact.models import ContactMessage
from apps.contact.selectors import message_list, message_unread_count, messages_for_email
from tests.contact.factories import ContactMessageFactory

pytestmark = pytest.mark.django_db


def _created(message: ContactMessage, minutes_ago: int) -> ContactMessage:
    ContactMessage.objects.filter(pk=message.pk).update(
        created_at=timezone.now() - timedelta(minutes=minutes_ago)
    )
    return message


def test_the_inbox_is_newest_first_read_or_not():
    old = _created(ContactMessageFactory(is_read=True), minutes_ago=60)
    newest = _created(ContactMessageFactory(), minutes_ago=1)
    middle = _created(ContactMessageFactory(), minutes_ago=30)

    assert list(message_list()) == [newest, middle, old]


def test_the_unread_count_leaves_out_read_messages():
    ContactMessageFactory.create_batch(3)
    ContactMessageFactory(is_read=True)

    assert message_unread_count() == 3


def test_the_unread_count_is_zero_for_an_empty_inbox():
    assert message_unread_count() == 0


def test_messages_for_an_address_match_it_in_any_case_oldest_first():
    first = _created(ContactMessageFactory(email="parent@example.com"), minutes_ago=90)
    second = _created(ContactMessageFactory(email="Parent@Example.COM"), minutes_ago=5)
    ContactMessageFactory(email="someone.else@example.com")
    ContactMessageFactory(email="parent@example.com.evil.example")

    assert list(messages_for_email(email="  PARENT@example.com ")) == [first, second]
