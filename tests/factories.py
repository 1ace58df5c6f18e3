"""What the content factories share: the factory for a model said in one call, and the numbered
title and slug most content types give each row."""

import factory
from django.utils.text import slugify


def model_factory(model, /, **fields) -> type[factory.django.DjangoModelFactory]:
    """A factory_boy factory (named "<Model>Factory") that makes `model` rows with these default
    `fields`: the class-and-Meta preamble each factory repeated, said once. A factory that needs
    more Meta options than the model (get-or-create) stays a class."""
    return factory.make_factory(model, FACTORY_CLASS=factory.django.DjangoModelFactory, **fields)


def titled(noun: str) -> dict[str, factory.Sequence]:
    """A title and slug unique to each row and in step ("Post number 3", "post-number-3"), so two
    rows never collide on the unique slug."""
    return {
        "title": factory.Sequence(lambda n: f"{noun} number {n}"),
        "slug": factory.Sequence(lambda n: f"{slugify(noun)}-number-{n}"),
    }
