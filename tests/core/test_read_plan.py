"""Reads through a read plan (apps/core/read_plan.py) answer exactly what DRF's own
Serializer.to_representation answers, for every serializer of the project's content; a
serializer with a field the plan cannot write (a nested one) is read by DRF."""

import contextlib
import datetime
import importlib
import zoneinfo

import pytest
from django.apps import apps
from rest_framework import serializers

from apps.core import read_plan
from apps.core.serializers import CamelCaseModelSerializer
from tests.content_types import CONTENT

pytestmark = pytest.mark.django_db


def _import_every_serializers_module() -> None:
    for config in apps.get_app_configs():
        if config.name.startswith("apps."):
            with contextlib.suppress(ModuleNotFoundError):
                importlib.import_module(f"{config.name}.serializers")


def _every_subclass(cls) -> list[type]:
    found = []
    for sub in cls.__subclasses__():
        found += [sub, *_every_subclass(sub)]
    return found


def _serializers_of(model) -> list[type]:
    _import_every_serializers_module()
    return [
        cls
        for cls in _every_subclass(CamelCaseModelSerializer)
        if getattr(getattr(cls, "Meta", None), "model", None) is model
    ]


def _drf(serializer_class, row) -> dict:
    return serializers.Serializer.to_representation(serializer_class(), row)


@pytest.mark.parametrize("content", CONTENT.values(), ids=CONTENT.keys())
def test_every_serializer_of_a_type_answers_as_drf_does(content):
    rows = [content.factory(), content.factory(is_published=False)]
    classes = _serializers_of(content.model)
    assert classes

    planned = 0
    for cls in classes:
        planned += read_plan.read_plan(cls) is not None
        for row in rows:
            row.refresh_from_db()
            assert cls(row).data == _drf(cls, row), cls.__name__
            assert cls(rows, many=True).data[0] == _drf(cls, rows[0]), cls.__name__
    assert planned  # the type's reads do go through a plan


def test_blog_list_reads_are_planned():
    from apps.blog.serializers import BlogPostPublicSerializer, BlogPostReadSerializer

    assert read_plan.read_plan(BlogPostPublicSerializer) is not None
    assert read_plan.read_plan(BlogPostReadSerializer) is not None


@pytest.mark.parametrize(
    "moment",
    [
        datetime.datetime(2024, 7, 1, 12, 30, 5, 123456, tzinfo=datetime.UTC),  # summer time
        datetime.datetime(2024, 1, 1, 0, 0, tzinfo=datetime.UTC),
        datetime.datetime(13, 7, 8, 9, 46, 45, tzinfo=datetime.UTC),  # strftime's own years
        datetime.datetime(1901, 3, 1, 8, 0, tzinfo=zoneinfo.ZoneInfo("Europe/London")),
    ],
)
def test_a_date_and_time_is_written_as_drf_writes_it(moment):
    from apps.blog.serializers import BlogPostPublicSerializer
    from tests.blog.factories import BlogPostFactory

    post = BlogPostFactory.build(published_at=moment, updated_at=moment)

    assert BlogPostPublicSerializer(post).data == _drf(BlogPostPublicSerializer, post)


def test_a_serializer_with_a_nested_field_is_read_by_drf():
    from apps.blog.serializers import BlogPostNeighboursSerializer, BlogPostReadSerializer
    from apps.core.safety.saves import with_warnings

    assert read_plan.read_plan(with_warnings(BlogPostReadSerializer)) is None
    assert not issubclass(BlogPostNeighboursSerializer, CamelCaseModelSerializer)
