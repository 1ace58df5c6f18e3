import factory

from apps.contact.models import ContactMessage
from tests.factories import model_factory

ContactMessageFactory = model_factory(
    ContactMessage,
    name="Sam Teacher",
    email=factory.Sequence(lambda n: f"sender{n}@example.com"),
    subject="About your project",
    message="I enjoyed reading about your physics project.",
    age_verification="over-13",
)
