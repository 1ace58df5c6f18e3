from apps.core import app_configs


class TestimonialsConfig(app_configs.ContentAppConfig):
    name = "apps.testimonials"
    label = "testimonials"
    verbose_name = "Testimonials"
    announced_models = ("Testimonial",)
