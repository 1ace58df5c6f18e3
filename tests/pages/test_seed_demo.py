import pytest
from django.core.management import call_command

from apps.core.models import SiteProfile
from apps.core.seed import seed as seed_site_profile

pytestmark = pytest.mark.django_db


def test_seed_demo_creates_the_site_profile_once():
    call_command("seed_demo", stdout=open("/dev/null", "w"))  # noqa: SIM115
    SiteProfile.objects.filter(pk=1).update(name="Edited by the owner")
    call_command("seed_demo", stdout=open("/dev/null", "w"))  # noqa: SIM115

    assert SiteProfile.objects.count() == 1
    assert SiteProfile.objects.get().name == "Edited by the owner"


def test_seed_demo_gives_the_new_profile_four_obviously_demo_social_links(client):
    call_command("seed_demo", stdout=open("/dev/null", "w"))  # noqa: SIM115

    links = SiteProfile.objects.get().social_links
    assert set(links) == {"microblog", "photos", "professional", "video"}
    for url in links.values():
        # example.com is reserved for examples: no stranger can own the account it names.
        assert url.startswith("https://example.com/demo-student/"), url
    # ... and every page carries them (the footer's first data, the Person's sameAs).
    html = client.get("/").content.decode()
    assert all(url in html for url in links.values())


def test_the_seed_never_adds_links_to_an_existing_profile():
    SiteProfile.objects.create(name="Owner's own", tagline="Mine")

    assert seed_site_profile() is False

    assert SiteProfile.objects.get().social_links == {}
