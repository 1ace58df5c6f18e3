"""One visibility rule (PublishedQuerySet.visible_to) for every content model, found through the
app registry: the owner sees everything, anyone else published (or approved) rows only."""

import pytest
from django.apps import apps
from django.contrib.auth.models import AnonymousUser

from apps.blog.models import BlogPost
from apps.core.models import PublishedQuerySet
from apps.testimonials.models import Testimonial
from tests.accounts.factories import UserFactory
from tests.blog.factories import BlogPostFactory
from tests.content_types import PUBLISHABLE_MODELS
from tests.testimonials.factories import ApprovedTestimonialFactory, TestimonialFactory

pytestmark = pytest.mark.django_db

CONTENT = [
    model
    for model in apps.get_models()
    if isinstance(model._default_manager.all(), PublishedQuerySet)
]


def test_every_content_model_with_a_publish_flag_has_the_rule():
    labels = {model._meta.label for model in CONTENT}

    assert labels >= {model._meta.label for model in PUBLISHABLE_MODELS}


@pytest.mark.parametrize("viewer", ["visitor", "other account"])
def test_only_the_owner_sees_what_is_not_published(owner, viewer):
    shown, hidden = BlogPostFactory(), BlogPostFactory(is_published=False)
    who = AnonymousUser() if viewer == "visitor" else UserFactory()

    assert list(BlogPost.objects.visible_to(who)) == [shown]
    assert set(BlogPost.objects.visible_to(owner)) == {shown, hidden}


def test_testimonials_are_visible_once_approved(owner):
    approved, pending = ApprovedTestimonialFactory(), TestimonialFactory()

    assert list(Testimonial.objects.visible_to(AnonymousUser())) == [approved]
    assert set(Testimonial.objects.visible_to(owner)) == {approved, pending}
