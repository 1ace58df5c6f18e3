"""A blog category's address: the slug of its name, as the post's category rows store it
(`services._link_categories`) and as frontend/src/features/blog/lib/category-slug.ts computes
it for a badge's link (the two are checked against one list of cases)."""

import re

from django.utils.text import slugify

SLUG_MAX_LENGTH = 80  # BlogPostCategory.slug's max_length

# What slugify() can produce: anything else in a category address is answered 404 without a
# query (so a NUL byte or a 10,000-character path never reaches the database).
_SLUG_ALPHABET = re.compile(rf"^[-a-z0-9_]{{1,{SLUG_MAX_LENGTH}}}$")


def category_slug(name: str) -> str:
    """The slug of a category's name ("Science & Research" -> "science-research"); "" for a
    name with nothing a slug can keep ("日本"), which has no page of its own."""
    return slugify(name)[:SLUG_MAX_LENGTH]


def could_be_category_slug(value: str) -> bool:
    """Whether `value` is spelt as a stored category slug could be (lower case ASCII letters,
    digits, '-' and '_', at most 80 characters)."""
    return bool(_SLUG_ALPHABET.match(value))
