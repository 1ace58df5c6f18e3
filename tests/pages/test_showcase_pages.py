"""The achievements, media, projects and memes pages as the server sends them: heads and first
data equal to the API's answers (404s for missing or hidden projects, and the sitemap:
test_detail_pages.py)."""

import pytest
from django.test import Client

from apps.media.models import MediaItem
from apps.showcase.models import Project
from tests.core.factories import SiteProfileFactory
from tests.media.factories import MediaItemFactory
from tests.pages.html import assert_detail_page, assert_list_page, initial_data, meta
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("path", "api_path", "title"),
    [
        ("/achievements", "/api/achievements", "Achievements &amp; Certificates"),
        ("/media", "/api/media-items", "Media &amp; Publications"),
        ("/projects", "/api/projects", "Projects &amp; Ventures"),
        ("/memes", "/api/memes", "All My Memes!"),
    ],
)
def test_each_page_embeds_what_the_api_answers_a_visitor(client: Client, path, api_path, title):
    SiteProfileFactory(name="Ada Example")
    AchievementFactory.create_batch(2)
    AchievementFactory(title="Hidden achievement", is_published=False)
    MediaItemFactory(title="An article", featured=True)
    MediaItemFactory(title="A podcast", type=MediaItem.Type.PODCAST, url="", duration="25 min")
    MediaItemFactory(title="Hidden article", is_published=False)
    ProjectFactory(title="Featured one", featured=True)
    ProjectFactory(title="Another one")
    ProjectFactory(title="Hidden project", is_published=False)
    MemeFactory.create_batch(2)
    MemeFactory(caption="Hidden meme", is_published=False)

    html, data = assert_list_page(client, path, api_path, title=f"{title} | Ada Example")
    assert f'<link rel="canonical" href="http://testserver{path}">' in html
    assert list(initial_data(html)["data"]) == [api_path]
    assert len(data) >= 2
    for hidden in ("Hidden achievement", "Hidden article", "Hidden project", "Hidden meme"):
        assert hidden not in html


def test_media_page_lists_articles_and_appearances_in_one_response(client: Client):
    MediaItemFactory(title="An article")
    MediaItemFactory(title="A video", type=MediaItem.Type.VIDEO, url="")

    data = initial_data(client.get("/media").content.decode())["data"]["/api/media-items"]

    assert sorted(item["type"] for item in data) == ["article", "video"]


def test_projects_page_sets_keywords_and_shares_the_featured_image(client: Client):
    ProjectFactory(
        featured=True,
        type="Website",
        technologies=["React", "TypeScript"],
        image_url="/media/demo/advice.webp",
    )
    ProjectFactory(type="App", technologies=["Python", "react"])

    html = client.get("/projects").content.decode()

    keywords = meta(html, "name", "keywords").split(", ")
    assert keywords[:3] == ["projects", "ventures", "student projects"]
    assert {"Website", "App", "React", "TypeScript", "Python"} <= set(keywords)
    assert keywords.count("React") == 1  # no duplicates, whatever their case
    assert "react" not in keywords
    assert '<meta property="og:image" content="http://testserver/media/demo/advice.webp">' in html


def test_pages_without_keywords_send_no_keywords_tag(client: Client):
    assert meta(client.get("/memes").content.decode(), "name", "keywords") is None


def test_project_page_has_the_projects_head_and_first_data(client: Client):
    SiteProfileFactory(name="Ada Example")
    project = ProjectFactory(
        title="Daily Advice Hub",
        slug="daily-advice-hub",
        description="A daily-advice website for teenagers.",
        image_url="/media/demo/hub.webp",
        type="Website",
        technologies=["React"],
        status=Project.Status.LIVE_AND_GROWING,
    )

    html = assert_detail_page(
        client,
        "/projects/daily-advice-hub",
        "/api/projects/daily-advice-hub",
        project,
        title="Daily Advice Hub | Ada Example",
        description="A daily-advice website for teenagers.",
    )
    assert meta(html, "name", "keywords") == "Website, React"
    assert '<meta property="og:image" content="http://testserver/media/demo/hub.webp">' in html
    assert list(initial_data(html)["data"]) == ["/api/projects/daily-advice-hub"]


def test_project_page_is_reachable_by_id_too(client: Client):
    project = ProjectFactory()
    ProjectFactory()

    response = client.get(f"/projects/{project.id}")

    assert response.status_code == 200
    data = initial_data(response.content.decode())["data"]
    assert list(data) == [f"/api/projects/{project.id}"]
    assert data[f"/api/projects/{project.id}"]["id"] == str(project.id)
