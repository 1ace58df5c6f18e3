import factory
from django.utils import timezone

from apps.blog.models import BlogPost


class BlogPostFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = BlogPost

    title = factory.Sequence(lambda n: f"Post number {n}")
    slug = factory.Sequence(lambda n: f"post-number-{n}")
    excerpt = "A short summary of the post."
    content = "<p>The body of the post.</p>"
    categories = factory.LazyFunction(lambda: ["education"])
    published_at = factory.LazyFunction(timezone.now)
    read_time = 5
    is_published = True


# A create payload that passes every check: every field, in camelCase, as the API takes it.
VALID_POST = {
    "title": "Why the Sky Is Blue",
    "excerpt": "Rayleigh scattering, explained for a Year 10 physics class.",
    "content": "<p>Light is scattered.</p>\nShorter wavelengths scatter more.",
    "categories": ["Science", "  Physics  ", ""],
    "readTime": 7,
    "isPublished": True,
    "imageUrl": "/static/demo/sky.jpg",
    "imageAlt": "A clear blue sky",
}
