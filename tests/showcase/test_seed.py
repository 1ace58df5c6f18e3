import pytest

from apps.demo.art import Certificate, Meme, Screen
from apps.demo.images import demo_name, scene_for
from apps.demo.seeds.showcase import seed
from apps.showcase.models import Achievement, Project
from apps.showcase.models import Meme as MemeRow

pytestmark = pytest.mark.django_db


def test_meme_counts_are_the_specifications_in_page_order(api_client):
    seed()

    memes = api_client.get("/api/memes").json()

    counts = [(m["likes"], m["comments"], m["shares"]) for m in memes]
    assert counts == [(147, 23, 12), (203, 45, 18), (89, 12, 7), (156, 34, 15)]
    with_image = [bool(m["imageUrl"]) for m in memes]
    assert any(with_image)  # some memes are pictures...
    assert not all(with_image)  # ...and some are text only
    for meme in memes:
        assert meme["imageUrl"] or meme["text"]
        assert meme["hashtags"]
        assert not any(tag.startswith("#") for tag in meme["hashtags"])


def test_project_progress_and_statuses_are_the_specifications(api_client):
    seed()

    projects = api_client.get("/api/projects").json()

    assert [p["progress"] for p in projects] == [95, 60, 40, 90, 95]
    featured = projects[0]
    assert featured["featured"] is True
    assert featured["status"] == "Live & Growing"
    # An example address (example.com is reserved for examples), and the text says so.
    assert featured["website"] == "https://example.com/demo-student/daily-advice"
    assert "example" in featured["fullDescription"]
    assert featured["users"]
    assert featured["impact"]
    assert len(featured["features"]) >= 5
    assert featured["technologies"]
    assert [p["featured"] for p in projects[1:]] == [False] * 4
    # The four others show four different badge colours (yellow, grey, blue, green).
    assert [p["status"] for p in projects[1:]] == [
        "Prototype",
        "Planning",
        "In Development",
        "Live",
    ]


def test_featured_project_is_the_daily_advice_website():
    seed()

    featured = Project.objects.get(featured=True)
    text = " ".join([featured.full_description, *featured.features]).lower()
    for part in ("15", "advice card", "e-mail", "blog", "shar"):
        assert part in text


def test_achievements_have_every_field_and_an_image_on_this_site():
    seed()

    for achievement in Achievement.objects.all():
        achievement.full_clean()
        assert achievement.category
        assert achievement.issuer
        assert achievement.description
        assert achievement.image_url.startswith("/media/demo/showcase-")
    assert Achievement.objects.values("date").distinct().count() == 6


def test_seeded_rows_are_valid_and_published():
    seed()

    for model in (Achievement, Project, MemeRow):
        for row in model.objects.all():
            row.full_clean()
            assert row.is_published


def test_each_picture_stands_for_its_row():
    seed()

    for achievement in Achievement.objects.all():
        certificate = scene_for(demo_name(achievement.image_url))
        assert isinstance(certificate, Certificate)
        assert (certificate.title, certificate.issuer, certificate.awarded) == (
            achievement.title,
            achievement.issuer,
            achievement.date,
        )
    for project in Project.objects.all():
        screen = scene_for(demo_name(project.image_url))
        assert isinstance(screen, Screen)
        assert screen.title == project.title
        assert screen.address.startswith("example.com/demo-student/")
    featured = scene_for(demo_name(Project.objects.get(featured=True).image_url))
    assert featured.address == "example.com/demo-student/daily-advice"
    for meme in MemeRow.objects.exclude(image_url=""):
        assert isinstance(scene_for(demo_name(meme.image_url)), Meme)
