"""The owner's inbox reads (apps/contact/selectors.py): newest first, the unread count, and
every message from one address for the personal data export."""

import pytest

from apps.contact.selectors import message_list, message_unread_count, messages_for_email
from tests.contact.factories import ContactMessageFactory
from tests.helpers import created_minutes_ago

pytestmark = pytest.mark.django_db


def test_the_inbox_is_newest_first_read_or_not():
    old = created_minutes_ago(ContactMessageFactory(is_read=True), minutes_ago=60)
    newest = created_minutes_ago(ContactMessageFactory(), minutes_ago=1)
    middle = created_minutes_ago(ContactMessageFactory(), minutes_ago=30)

    assert list(message_list()) == [newest, middle, old]


def test_the_unread_count_leaves_out_read_messages():
    ContactMessageFactory.create_batch(3)
    ContactMessageFactory(is_read=True)

    assert message_unread_count() == 3


def test_the_unread_count_is_zero_for_an_empty_inbox():
    assert message_unread_count() == 0


def test_messages_for_an_address_match_it_in_any_case_oldest_first():
    first = created_minutes_ago(ContactMessageFactory(email="parent@example.com"), minutes_ago=90)
    second = created_minutes_ago(ContactMessageFactory(email="Parent@Example.COM"), minutes_ago=5)
    ContactMessageFactory(email="someone.else@example.com")
    ContactMessageFactory(email="parent@example.com.evil.example")

    assert list(messages_for_email(email="  PARENT@example.com ")) == [first, second]
