"""Field validation of achievements, projects and memes."""

from django.core.exceptions import ValidationError
from django.utils.deconstruct import deconstructible


@deconstructible
class StringListValidator:
    """A JSON list of at most `max_items` strings of at most `max_length` characters each.

    The API's serializers check the same shape; this keeps Django admin's raw JSON box honest.
    """

    def __init__(self, *, max_items: int, max_length: int, noun: str):
        self.max_items = max_items
        self.max_length = max_length
        self.noun = noun

    def __call__(self, value) -> None:
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise ValidationError(f"Use a list of {self.noun}, each one text.", code="invalid")
        if len(value) > self.max_items:
            raise ValidationError(f"Use at most {self.max_items} {self.noun}.", code="max_items")
        if any(len(item) > self.max_length for item in value):
            raise ValidationError(
                f"Each of the {self.noun} may have at most {self.max_length} characters.",
                code="max_length",
            )

    def __eq__(self, other) -> bool:
        return isinstance(other, StringListValidator) and (
            self.max_items,
            self.max_length,
            self.noun,
        ) == (other.max_items, other.max_length, other.noun)

    def __hash__(self) -> int:
        return hash((self.max_items, self.max_length, self.noun))
