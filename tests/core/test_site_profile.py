import pytest
from django.db import IntegrityError

from apps.core.models import SiteProfile
from apps.core.selectors import site_profile_get
from tests.core.factories import SiteProfileFactory

pytestmark = pytest.mark.django_db


def test_site_profile_is_a_singleton():
    SiteProfileFactory()
    SiteProfile(name="Second", tagline="Another").save()

    assert SiteProfile.objects.count() == 1
    assert SiteProfile.objects.get().name == "Second"


def test_database_refuses_a_second_profile_row():
    SiteProfileFactory()

    with pytest.raises(IntegrityError):
        SiteProfile.objects.bulk_create([SiteProfile(id=2, name="x", tagline="y")])


def test_social_links_leave_out_blank_urls():
    profile = SiteProfileFactory(photos_url="", video_url="")

    assert profile.social_links == {
        "microblog": "https://x.com/ada",
        "professional": "https://linkedin.com/in/ada",
    }


def test_selector_gives_a_placeholder_without_saving_one():
    profile = site_profile_get()

    assert profile.name
    assert SiteProfile.objects.count() == 0
