import factory
from django.contrib.auth import get_user_model

OWNER_PASSWORD = "correct-horse-battery-staple"


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ("username",)
        skip_postgeneration_save = True

    username = factory.Sequence(lambda n: f"user{n}")
    email = factory.LazyAttribute(lambda user: f"{user.username}@example.com")
    password = factory.django.Password(OWNER_PASSWORD)


class OwnerFactory(UserFactory):
    username = "owner"
    is_staff = True
    is_superuser = True
