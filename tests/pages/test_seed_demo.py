import pytest
from django.core.management import call_command

from apps.core.models import SiteProfile
from apps.demo.seeds.site import seed as seed_site_profile

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


def test_the_demo_shows_a_pdf_certificate_and_a_demo_button_once(client):
    from django.core.files.storage import default_storage

    from apps.documents.models import Document
    from apps.showcase.models import Achievement, Project

    call_command("seed_demo", stdout=open("/dev/null", "w"))  # noqa: SIM115
    call_command("seed_demo", stdout=open("/dev/null", "w"))  # noqa: SIM115

    # One certificate is a PDF, stored once through the documents pipeline (a clean copy).
    document = Document.objects.get()
    award = Achievement.objects.get(certificate_url=document.file.url)
    assert award.title == "Bronze Duke of Edinburgh's Award"
    with default_storage.open(document.file.name, "rb") as stored:
        assert stored.read(5) == b"%PDF-"
    assert Achievement.objects.exclude(certificate_url="").count() == 1
    # Some projects have a demo to try, some do not: the page shows Demo for those only.
    demos = dict(Project.objects.values_list("title", "demo_url"))
    assert demos["Daily Advice Hub"].startswith("https://example.com/demo-student/")
    assert demos["Revision Buddy"].startswith("https://example.com/demo-student/")
    assert demos["Peer Tutoring Network"] == ""


def test_seed_demo_once_fills_a_new_site_and_never_refills_one_the_owner_has_pruned():
    """`make serve` runs `seed_demo --once` on every start: a new site gets the demo, and an
    upgrade of a site whose owner deleted a demo post does not bring it back."""
    from apps.blog.models import BlogPost

    call_command("seed_demo", "--once", stdout=open("/dev/null", "w"))  # noqa: SIM115
    assert BlogPost.objects.exists()
    deleted = BlogPost.objects.order_by("id").first()
    deleted.delete()
    count = BlogPost.objects.count()

    call_command("seed_demo", "--once", stdout=open("/dev/null", "w"))  # noqa: SIM115

    assert BlogPost.objects.count() == count
    assert not BlogPost.objects.filter(slug=deleted.slug).exists()


def test_seed_demo_once_adds_nothing_to_a_site_the_owner_set_up_first():
    from apps.blog.models import BlogPost

    SiteProfile.objects.create(name="Owner's own", tagline="Mine")

    call_command("seed_demo", "--once", stdout=open("/dev/null", "w"))  # noqa: SIM115

    assert not BlogPost.objects.exists()
