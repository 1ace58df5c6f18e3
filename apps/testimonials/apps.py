from django.apps import AppConfig


class TestimonialsConfig(AppConfig):
    name = "apps.testimonials"
    label = "testimonials"
    verbose_name = "Testimonials"
