import factory

from apps.contact.models import ContactMessage


class ContactMessageFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ContactMessage

    name = "Sam Teacher"
    email = factory.Sequence(lambda n: f"sender{n}@example.com")
    subject = "About your project"
    message = "I enjoyed reading about your physics project."
    age_verification = "over-13"
