import factory

from apps.core.models import SiteProfile


class SiteProfileFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = SiteProfile
        django_get_or_create = ("id",)

    id = 1
    name = "Ada Example"
    tagline = "Curious Mind. Global Learner. Future Changemaker."
    bio = "A student who loves physics and writing."
    email = "ada@example.com"
    location = "United Kingdom"
    microblog_url = "https://x.com/ada"
    photos_url = "https://instagram.com/ada"
    professional_url = "https://linkedin.com/in/ada"
    video_url = "https://youtube.com/@ada"
