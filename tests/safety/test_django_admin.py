"""Django admin, the owner's fallback tool, runs the same personal-data check as the API on the
same fields (each model's personal_data_fields) and says what it found on the next page; it blocks
nothing (the owner there is fixing things in bulk)."""

import pytest
from django.contrib.messages import get_messages

from apps.blog.services import post_create, post_update
from tests.blog.factories import admin_change
from tests.content_types import CONTENT
from tests.core.factories import SiteProfileFactory
from tests.safety.test_api import TEXT_FIELD, TYPES

pytestmark = pytest.mark.django_db


def test_a_save_in_django_admin_says_what_personal_data_it_found(owner_browser):
    SiteProfileFactory(sensitive_words=["Quillfeather"])
    post = post_create(title="Admin", excerpt="E", content="Before", is_published=True)

    response = admin_change(
        owner_browser, post, content="Ring 07700 900123, Ada Quillfeather", based_on_version=1
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

    response = admin_change(
        owner_browser, post, content="Photosynthesis, revised.", based_on_version=1
    )

    assert response.status_code == 302
    assert not [m for m in get_messages(response.wsgi_request) if m.level_tag == "warning"]


def _publish(owner_browser, *rows, **extra):
    selected = [str(row.id) for row in rows]
    form = {"action": "publish_selected", "_selected_action": selected, **extra}
    return owner_browser.post("/django-admin/blog/blogpost/", form)


def test_publishing_in_bulk_shows_the_findings_first_and_publishes_nothing(owner_browser):
    SiteProfileFactory(sensitive_words=["Quillfeather"])
    clean = post_create(title="Clean", excerpt="E", content="Nothing to see.")
    named = post_create(title="Named", excerpt="E", content="By Ada Quillfeather, 07700 900123.")

    page = _publish(owner_browser, clean, named)

    assert page.status_code == 200
    assert "admin/publish_selected_confirmation.html" in [t.name for t in page.templates]
    html = page.content.decode()
    assert "Named" in html
    assert "“Quillfeather”" in html
    assert "“07700 900123”" in html
    assert "looks like a phone number" in html
    # The form asks again for the same rows, as the delete action's page does.
    assert f'name="_selected_action" value="{clean.id}"' in html
    assert f'name="_selected_action" value="{named.id}"' in html
    assert 'name="post" value="yes"' in html
    assert 'href="/django-admin/blog/blogpost/"' in html  # the way back publishes nothing
    clean.refresh_from_db()
    named.refresh_from_db()
    assert (clean.is_published, named.is_published) == (False, False)


def test_publishing_in_bulk_after_the_owner_confirms(owner_browser):
    SiteProfileFactory(sensitive_words=["Quillfeather"])
    clean = post_create(title="Clean", excerpt="E", content="Nothing to see.")
    named = post_create(title="Named", excerpt="E", content="By Ada Quillfeather.")

    response = _publish(owner_browser, clean, named, post="yes")

    assert response.status_code == 302
    clean.refresh_from_db()
    named.refresh_from_db()
    assert (clean.is_published, named.is_published) == (True, True)
    assert [str(m) for m in get_messages(response.wsgi_request)] == ["Published 2."]


def test_publishing_in_bulk_without_findings_asks_nothing(owner_browser):
    SiteProfileFactory(sensitive_words=["Quillfeather"])
    clean = post_create(title="Clean", excerpt="E", content="Nothing to see.")
    # A row already public was confirmed when it was published: it asks nothing again.
    public = post_create(title="Public", excerpt="E", content="Call 07700 900123.")
    post_update(instance=public, data={"is_published": True})

    response = _publish(owner_browser, clean, public)

    assert response.status_code == 302
    clean.refresh_from_db()
    assert clean.is_published


@pytest.mark.parametrize("name", TYPES)
def test_every_admin_with_publish_selected_asks_before_publishing_personal_data(
    owner_browser, name
):
    content = CONTENT[name]
    draft = content.factory(is_published=False, **{TEXT_FIELD[name]: "Call 07700 900123."})
    opts = content.model._meta

    page = owner_browser.post(
        f"/django-admin/{opts.app_label}/{opts.model_name}/",
        {"action": "publish_selected", "_selected_action": [str(draft.pk)]},
    )

    assert page.status_code == 200
    assert "“07700 900123” looks like a phone number" in page.content.decode()
    draft.refresh_from_db()
    assert not draft.is_published
