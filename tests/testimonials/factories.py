import factory
from django.utils import timezone

from apps.testimonials.models import Testimonial, TestimonialRequest
from tests.factories import model_factory

TestimonialFactory = model_factory(
    Testimonial,
    name=factory.Sequence(lambda n: f"Teacher {n}"),
    role="Teacher",
    content="A thoughtful, hard-working student who asks great questions.",
    rating=5,
    age_verification="over-13",
    is_approved=False,
)


class ApprovedTestimonialFactory(TestimonialFactory):
    is_approved = True
    published_at = factory.LazyFunction(timezone.now)


TestimonialRequestFactory = model_factory(
    TestimonialRequest,
    name="Mr Jones",
    email=factory.Sequence(lambda n: f"coach{n}@example.com"),
    relationship="Coach",
    message="Could you write a few words about our season?",
    email_sent_at=factory.LazyFunction(timezone.now),  # the mail server took it
)


# A create payload that passes every check: every field, in camelCase, as the API takes it.
VALID_TESTIMONIAL = {
    "name": "Mrs Okafor",
    "role": "Teacher",
    "content": "A curious and generous learner who lifts the whole class.",
    "rating": 5,
    "ageVerification": "over-13",
    "coppaCompliant": True,
}


# A request for a testimonial the owner may send.
VALID_REQUEST = {
    "name": "Coach Rivera",
    "email": "rivera@club.example",
    "relationship": "Coach",
    "message": "It would mean a lot if you wrote a few words about our season.",
}
