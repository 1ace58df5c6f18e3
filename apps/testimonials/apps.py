from apps.core import app_configs


class TestimonialsConfig(app_configs.ContentAppConfig):
    name = "apps.testimonials"
    label = "testimonials"
    verbose_name = "Testimonials"
    announced_models = ("Testimonial",)

    def ready(self) -> None:
        super().ready()
        from apps.guardian.holds import HeldKind, register_held_kind

        from . import selectors, services

        # A testimonial from a visitor under 13 may wait for the guardian (apps/guardian), who
        # deletes it through this app's service when it is declined or expires.
        register_held_kind(
            HeldKind(
                field="testimonial",
                delete=lambda testimonial: services.testimonial_delete(testimonial=testimonial),
                received_since=lambda since: selectors.testimonials_received_count(since=since),
            )
        )
