import datetime

import factory
from django.utils import timezone

from apps.showcase.models import Achievement, Meme, Project


class AchievementFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Achievement

    title = factory.Sequence(lambda n: f"Achievement number {n}")
    description = "Awarded for outstanding work."
    date = factory.LazyFunction(lambda: timezone.localdate() - datetime.timedelta(days=30))
    category = "Academic"
    issuer = "UK Mathematics Trust"
    is_published = True


class ProjectFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Project

    title = factory.Sequence(lambda n: f"Project number {n}")
    slug = factory.Sequence(lambda n: f"project-number-{n}")
    description = "A short description of the project."
    status = Project.Status.IN_DEVELOPMENT
    progress = 50
    technologies = factory.LazyFunction(lambda: ["React", "Django"])
    features = factory.LazyFunction(lambda: ["Daily tips"])
    is_published = True


class MemeFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Meme

    author_handle = "@alex"
    caption = factory.Sequence(lambda n: f"Meme caption {n}")
    text = "Me revising the night before the mock"
    hashtags = factory.LazyFunction(lambda: ["GCSELife"])
    likes = 10
    comments = 2
    shares = 1
    is_published = True
