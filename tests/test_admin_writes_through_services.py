"""Django admin is a client of the services, as the API is: a draft published from Django admin
(its form or the bulk action) is dated that day, content is sanitised, lists are cleaned and a
delete takes the service's path (a blog post's undo window)."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.blog.models import BlogPost
from apps.showcase.models import Project
from apps.testimonials.models import CONSENT_NEEDED, Testimonial
from tests.blog.factories import BlogPostFactory, admin_change
from tests.helpers import change_form
from tests.testimonials.factories import ApprovedTestimonialFactory

pytestmark = pytest.mark.django_db

LONG_AGO = timezone.now() - timedelta(days=90)


def test_a_draft_published_in_the_admin_form_is_dated_today(owner_browser):
    draft = BlogPostFactory(is_published=False, published_at=LONG_AGO)

    response = admin_change(owner_browser, draft, is_published="on")

    assert response.status_code == 302, response.content
    draft.refresh_from_db()
    assert draft.is_published
    assert timezone.now() - draft.published_at < timedelta(minutes=1)


def test_a_draft_published_by_the_bulk_action_is_dated_today(owner_browser):
    draft = BlogPostFactory(is_published=False, published_at=LONG_AGO)

    owner_browser.post(
        "/django-admin/blog/blogpost/",
        {"action": "publish_selected", "_selected_action": [str(draft.id)]},
    )

    draft.refresh_from_db()
    assert draft.is_published
    assert timezone.now() - draft.published_at < timedelta(minutes=1)


def test_content_saved_in_the_admin_is_sanitised(owner_browser):
    post = BlogPostFactory()

    admin_change(owner_browser, post, content="<p>Hi</p><script>alert(1)</script>")

    post.refresh_from_db()
    assert post.content == "<p>Hi</p>"


def test_a_post_added_in_the_admin_goes_through_the_create_service(owner_browser):
    response = owner_browser.post(
        "/django-admin/blog/blogpost/add/",
        {
            "title": "Added by hand",
            "slug": "added-by-hand",  # as the admin's page fills it in from the title
            "excerpt": "e",
            "content": '<p onclick="x()">Body</p>',
            "content_format": "html",
            "categories": '["  Science ", ""]',
            "published_at_0": timezone.now().strftime("%Y-%m-%d"),
            "published_at_1": "10:00:00",
            "read_time": 4,
        },
    )

    assert response.status_code == 302, response.content
    post = BlogPost.objects.get()
    assert post.slug == "added-by-hand"
    assert post.content == "<p>Body</p>"
    assert post.categories == ["Science"]


def test_a_delete_in_the_admin_takes_the_services_path(owner_browser):
    post = BlogPostFactory()

    owner_browser.post(f"/django-admin/blog/blogpost/{post.id}/delete/", {"post": "yes"})

    assert not BlogPost.objects.filter(pk=post.pk).exists()
    assert BlogPost.all_objects.get(pk=post.pk).deleted_at is not None  # undoable, as in the API


def test_lists_edited_in_the_admin_are_cleaned(owner_browser):
    project = Project.objects.create(title="P", slug="p", description="d", technologies=["x"])

    owner_browser.post(
        f"/django-admin/showcase/project/{project.id}/change/",
        {
            "title": "P",
            "slug": "p",
            "description": "d",
            "technologies": '[" React ", "", "Django"]',
            "features": "[]",
            "full_description_format": "markdown",
            "status": project.status,
            "progress": 0,
            "sort_order": 0,
            "is_published": "on",
        },
    )

    project.refresh_from_db()
    assert project.technologies == ["React", "Django"]


# --- testimonials ------------------------------------------------------------------------


def _testimonial_form(testimonial: Testimonial, **changes) -> dict:
    stored = ("name", "role", "content", "rating", "age_verification", "consent_verification")
    return change_form(testimonial, stored, **changes)


def test_a_published_testimonial_corrected_to_under_13_needs_its_consent_record(owner_browser):
    testimonial = ApprovedTestimonialFactory(name="Ms Hill")
    url = f"/django-admin/testimonials/testimonial/{testimonial.id}/change/"

    refused = owner_browser.post(
        url, _testimonial_form(testimonial, age_verification="under-13-with-consent")
    )

    assert refused.status_code == 200  # the form again, with the rule's message
    assert CONSENT_NEEDED in refused.content.decode()
    testimonial.refresh_from_db()
    assert testimonial.age_verification == "over-13"

    saved = owner_browser.post(
        url,
        _testimonial_form(
            testimonial,
            age_verification="under-13-with-consent",
            consent_verification="Parent confirmed by e-mail",
        ),
    )

    assert saved.status_code == 302, saved.content
    testimonial.refresh_from_db()
    assert testimonial.is_approved
    assert testimonial.consent_verification == "Parent confirmed by e-mail"


def test_a_testimonial_correction_keeps_its_approval_and_cleans_its_text(owner_browser):
    testimonial = ApprovedTestimonialFactory()

    response = owner_browser.post(
        f"/django-admin/testimonials/testimonial/{testimonial.id}/change/",
        _testimonial_form(testimonial, content="Kind,\x0b careful and curious in every lesson."),
    )

    assert response.status_code == 302, response.content
    testimonial.refresh_from_db()
    assert testimonial.content == "Kind, careful and curious in every lesson."
    assert testimonial.is_approved


def test_the_unpublish_action_takes_testimonials_back_to_pending(owner_browser):
    published = ApprovedTestimonialFactory()

    response = owner_browser.post(
        "/django-admin/testimonials/testimonial/",
        {"action": "unpublish_selected", "_selected_action": [published.id]},
    )

    assert response.status_code == 302
    published.refresh_from_db()
    assert not published.is_approved
    assert published.published_at is None


def test_testimonials_are_not_added_in_django_admin(owner_browser):
    assert owner_browser.get("/django-admin/testimonials/testimonial/add/").status_code == 403
