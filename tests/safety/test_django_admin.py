"""Django admin, the owner's fallback tool, runs the same personal-data check as the API on the
same fields (each model's personal_data_fields) and says what it found on the next page; it blocks
nothing (the owner there is fixing things in bulk)."""

import pytest
from django.contrib.messages import get_messages

from apps.blog.services import post_create
from tests.blog.factories import admin_change_form
from tests.core.factories import SiteProfileFactory

pytestmark = pytest.mark.django_db


def test_a_save_in_django_admin_says_what_personal_data_it_found(owner_browser):
    SiteProfileFactory(sensitive_words=["Quillfeather"])
    post = post_create(title="Admin", excerpt="E", content="Before", is_published=True)

    response = owner_browser.post(
        f"/django-admin/blog/blogpost/{post.id}/change/",
        admin_change_form(post, content="Ring 07700 900123, Ada Quillfeather", based_on_version=1),
    )

    assert response.status_code == 302, response.content
    post.refresh_from_db()
    assert post.content == "Ring 07700 900123, Ada Quillfeather"  # saved: nothing is blocked
    (warning,) = [str(m) for m in get_messages(response.wsgi_request) if m.level_tag == "warning"]
    assert warning.startswith("Personal data check (Admin): content: “07700 900123”")
    assert "“Quillfeather”" in warning


def test_a_save_without_personal_data_says_nothing_of_it(owner_browser):
    SiteProfileFactory(sensitive_words=["Quillfeather"])
    post = post_create(title="Admin", excerpt="E", content="Before", is_published=True)

    response = owner_browser.post(
        f"/django-admin/blog/blogpost/{post.id}/change/",
        admin_change_form(post, content="Photosynthesis, revised.", based_on_version=1),
    )

    assert response.status_code == 302
    assert not [m for m in get_messages(response.wsgi_request) if m.level_tag == "warning"]


def test_publishing_in_bulk_says_what_each_row_holds(owner_browser):
    SiteProfileFactory(sensitive_words=["Quillfeather"])
    clean = post_create(title="Clean", excerpt="E", content="Nothing to see.")
    named = post_create(title="Named", excerpt="E", content="By Ada Quillfeather.")

    response = owner_browser.post(
        "/django-admin/blog/blogpost/",
        {"action": "publish_selected", "_selected_action": [str(clean.id), str(named.id)]},
    )

    assert response.status_code == 302
    warnings = [str(m) for m in get_messages(response.wsgi_request) if m.level_tag == "warning"]
    assert len(warnings) == 1
    assert warnings[0].startswith("Personal data check (Named): content: “Quillfeather”")
