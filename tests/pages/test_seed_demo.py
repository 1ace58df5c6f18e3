import pytest
from django.core.management import call_command

from apps.core.models import SiteProfile

pytestmark = pytest.mark.django_db


def test_seed_demo_creates_the_site_profile_once():
    call_command("seed_demo", stdout=open("/dev/null", "w"))  # noqa: SIM115
    SiteProfile.objects.filter(pk=1).update(name="Edited by the owner")
    call_command("seed_demo", stdout=open("/dev/null", "w"))  # noqa: SIM115

    assert SiteProfile.objects.count() == 1
    assert SiteProfile.objects.get().name == "Edited by the owner"
