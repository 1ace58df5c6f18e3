"""The owner's profile and the site's figures (issue 14): GET/PATCH /api/admin/profile,
GET /api/site-figures, and the pages that show them."""

import pytest

from apps.core.content_types import at_least
from apps.core.models import GUARDIAN_EMAIL_NEEDED, PSEUDONYM_NEEDED, SiteProfile
from apps.pages.figures import automatic_figures, site_figures
from tests.blog.factories import BlogPostFactory
from tests.core.factories import SiteProfileFactory
from tests.factories import content_for_the_specification_figures
from tests.pages.html import initial_data, json_ld
from tests.showcase.factories import AchievementFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db

PROFILE = "/api/admin/profile"
FIGURES = "/api/site-figures"
WEB_URL_MESSAGE = "Enter a web address starting with http:// or https://"
# A new owner's profile, as the panel sends it.
GRACE = {
    "name": "Grace Example",
    "displayName": "Grace",
    "tagline": "Maths, music and mountains.",
    "headline": "Hello from Grace",
    "microblogUrl": "https://social.example/@grace",
    "figureCountries": "Seven countries",
}
IMAGE_URL_MESSAGE = "Use an image on this site (an address starting with /media/ or /static/)."


@pytest.mark.parametrize(
    ("count", "written"), [(1, "1"), (9, "9"), (10, "10+"), (17, "15+"), (23, "20+")]
)
def test_a_growing_count_is_written_as_the_seed_writes_it(count, written):
    assert at_least(count) == written


def test_a_fresh_site_shows_no_figure_rather_than_zero(api_client):
    assert api_client.get(FIGURES).json() == {
        "articles": None,
        "progress": None,
        "certificates": None,
        "countries": None,
    }


def test_one_of_each_is_written_in_the_singular(api_client):
    BlogPostFactory()
    AchievementFactory()
    TravelStoryFactory(country="Japan")
    figures = api_client.get(FIGURES).json()
    assert (figures["articles"], figures["certificates"], figures["countries"]) == (
        "1 Article",
        "1 Certificate",
        "1 Country",
    )


def test_a_typed_figure_is_shown_as_typed_and_the_rest_stay_automatic(api_client):
    content_for_the_specification_figures()
    SiteProfileFactory(figure_articles="  Lots of articles ")
    figures = api_client.get(FIGURES).json()
    assert figures["articles"] == "Lots of articles"
    assert figures["certificates"] == "12 Certificates"


def test_the_figures_follow_the_content_at_once(api_client):
    first = api_client.get(FIGURES)
    assert first.json()["articles"] is None
    again = api_client.get(FIGURES, HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304
    BlogPostFactory()
    after = api_client.get(FIGURES, HTTP_IF_NONE_MATCH=first["ETag"])
    assert after.status_code == 200
    assert after.json()["articles"] == "1 Article"


def test_the_home_page_and_the_site_map_embed_the_figures(client):
    content_for_the_specification_figures()
    for path in ("/", "/sitemap"):
        data = initial_data(client.get(path).content.decode())["data"]
        assert data[FIGURES]["articles"] == "15+ Articles", path


def test_only_the_owner_reads_or_changes_the_profile(not_the_owner):
    client, status = not_the_owner
    SiteProfileFactory()
    assert client.get(PROFILE).status_code == status
    assert client.patch(PROFILE, {"name": "Mallory"}, format="json").status_code == status
    assert SiteProfile.objects.get().name == "Ada Example"


def test_the_owner_reads_every_field_and_what_each_figure_would_count(owner_client):
    content_for_the_specification_figures()
    SiteProfileFactory(figure_progress="Almost there")
    response = owner_client.get(PROFILE)
    assert response.status_code == 200
    assert response["Cache-Control"] == "private, no-store"
    body = response.json()
    assert body["name"] == "Ada Example"
    assert body["microblogUrl"] == "https://x.com/ada"
    assert body["figureProgress"] == "Almost there"
    assert body["figureArticles"] == ""
    assert body["automaticFigures"]["progress"] == "95% Progress"


def test_a_change_shows_on_every_page_its_head_and_its_person(owner_client, client):
    SiteProfileFactory()
    client.get("/")  # cached before the change
    response = owner_client.patch(PROFILE, GRACE, format="json")
    assert response.status_code == 200, response.json()
    page = client.get("/").content.decode()
    profile = initial_data(page)["profile"]
    assert profile["name"] == "Grace Example"
    assert profile["displayName"] == "Grace"
    assert profile["socialLinks"]["microblog"] == "https://social.example/@grace"
    assert "Hello from Grace</h1>" in page  # the server-drawn first screen's heading
    person = next(block for block in json_ld(page) if block.get("@type") == "Person")
    assert person["name"] == "Grace Example"
    assert (
        initial_data(client.get("/sitemap").content.decode())["data"][FIGURES]["countries"]
        == "Seven countries"
    )


def test_other_links_show_in_the_footer_data_and_the_person_s_same_as(owner_client, client):
    SiteProfileFactory()
    links = [
        {"label": " Science blog ", "url": "https://example.com/science ", "extra": "dropped"},
        {"label": "Chess club", "url": "http://example.com/chess"},
    ]
    response = owner_client.patch(PROFILE, {"otherLinks": links}, format="json")
    assert response.status_code == 200, response.json()
    stored = [
        {"label": "Science blog", "url": "https://example.com/science"},
        {"label": "Chess club", "url": "http://example.com/chess"},
    ]
    assert response.json()["otherLinks"] == stored
    page = client.get("/").content.decode()
    assert initial_data(page)["profile"]["otherLinks"] == stored
    person = next(block for block in json_ld(page) if block.get("@type") == "Person")
    assert person["sameAs"][-2:] == [link["url"] for link in stored]

    assert owner_client.patch(PROFILE, {"otherLinks": []}, format="json").status_code == 200
    assert SiteProfile.objects.get().other_links == []


def test_a_profile_is_created_by_the_first_change_on_a_fresh_site(owner_client):
    response = owner_client.patch(PROFILE, {"tagline": "New here."}, format="json")
    assert response.status_code == 200
    assert SiteProfile.objects.get().tagline == "New here."


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("name", "", "Name is required"),
        ("name", "   ", "Name is required"),
        ("tagline", "", "Tagline is required"),
        ("name", "x" * 101, "Ensure this field has no more than 100 characters."),
        ("email", "not-an-address", "Enter a valid email address."),
        ("microblogUrl", "javascript:alert(1)", WEB_URL_MESSAGE),
        ("videoUrl", "ftp://files.example/video", WEB_URL_MESSAGE),
        ("avatarUrl", "https://elsewhere.example/me.jpg", IMAGE_URL_MESSAGE),
        ("figureArticles", "x" * 41, "Ensure this field has no more than 40 characters."),
        ("otherLinks", "https://example.com/blog", "Other links must be a list"),
        ("otherLinks", [{"url": "https://example.com/a"}], "Link 1: a label is required"),
        (
            "otherLinks",
            [{"label": "Blog", "url": "javascript:alert(1)"}],
            f"Link 1: {WEB_URL_MESSAGE}",
        ),
        ("otherLinks", [{"label": "Blog", "url": 7}], f"Link 1: {WEB_URL_MESSAGE}"),
        ("otherLinks", ["https://example.com"], "Link 1 must have a label and a web address"),
        (
            "otherLinks",
            [{"label": "x" * 41, "url": "https://example.com"}],
            "Link 1: use at most 40 characters for the label",
        ),
        (
            "otherLinks",
            [{"label": f"L{i}", "url": f"https://example.com/{i}"} for i in range(5)],
            "Use at most 4 other links",
        ),
        ("sensitiveWords", "Smith", "Sensitive words must be a list"),
        ("sensitiveWords", ["Smith", 7], "Word 2 must be text"),
        ("sensitiveWords", ["x"], "Word 1: use 2 to 60 characters"),
        ("sensitiveWords", ["y" * 61], "Word 1: use 2 to 60 characters"),
        ("sensitiveWords", [f"word{i}" for i in range(31)], "Use at most 30 sensitive words"),
        ("pseudonym", "p" * 61, "Ensure this field has no more than 60 characters."),
        ("pseudonymMode", "maybe", "Must be a valid boolean."),
        ("guardianEmail", "not-an-address", "Enter a valid email address."),
    ],
)
def test_bad_input_is_refused_with_its_message_and_nothing_is_stored(
    owner_client, field, value, message
):
    SiteProfileFactory()
    response = owner_client.patch(PROFILE, {field: value, "location": "Mars"}, format="json")
    assert response.status_code == 400
    assert response.json()[field] == [message]
    assert SiteProfile.objects.get().location == "United Kingdom"


def test_the_protections_are_the_owner_s_and_never_public(owner_client, client):
    SiteProfileFactory()
    changes = {
        "sensitiveWords": ["  Example ", "Hill  School", "example", ""],
        "pseudonymMode": True,
        "pseudonym": "A. E.",
        "guardianEmail": "guardian@example.com",
        "guardianApproval": True,
    }
    body = owner_client.patch(PROFILE, changes, format="json").json()
    assert body["sensitiveWords"] == ["Example", "Hill School"]  # trimmed, repeats dropped
    assert (body["pseudonymMode"], body["pseudonym"]) == (True, "A. E.")
    assert (body["guardianEmail"], body["guardianApproval"]) == ("guardian@example.com", True)
    profile = SiteProfile.objects.get()
    assert profile.sensitive_words == ["Example", "Hill School"]
    # No public read carries them: the page's first data, the API, the feed.
    for path in ("/", "/blog", "/api/site-figures", "/blog/feed.xml", "/sitemap.xml"):
        sent = client.get(path).content.decode()
        assert "Hill School" not in sent, path
        assert "guardian@example.com" not in sent, path


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"pseudonymMode": True, "pseudonym": "  "}, "pseudonym", PSEUDONYM_NEEDED),
        ({"guardianApproval": True}, "guardianEmail", GUARDIAN_EMAIL_NEEDED),
    ],
)
def test_a_setting_without_what_it_needs_is_refused(owner_client, changes, field, message):
    SiteProfileFactory()
    response = owner_client.patch(PROFILE, changes, format="json")
    assert response.status_code == 400
    assert response.json()[field] == [message]
    profile = SiteProfile.objects.get()
    assert (profile.pseudonym_mode, profile.guardian_approval) == (False, False)


@pytest.mark.parametrize("body", [[1, 2], {"name": {"nested": True}}, {"name": None}, "null"])
def test_malformed_bodies_get_a_400_never_a_500(owner_client, body):
    SiteProfileFactory()
    response = owner_client.patch(PROFILE, body, format="json")
    assert response.status_code == 400
    assert SiteProfile.objects.get().name == "Ada Example"


def test_a_body_that_is_not_json_gets_a_400(owner_client):
    SiteProfileFactory()
    response = owner_client.generic("PATCH", PROFILE, "{not json", content_type="application/json")
    assert response.status_code == 400


def test_the_figures_count_only_what_visitors_can_see():
    """Drafts and hidden rows are left out; the specification's own texts come out."""
    content_for_the_specification_figures()
    assert automatic_figures() == {
        "articles": "15+ Articles",
        "progress": "95% Progress",
        "certificates": "12 Certificates",
        "countries": "20+ Countries",
    }


def test_when_every_figure_is_typed_nothing_is_counted(django_assert_num_queries):
    profile = SiteProfileFactory(
        figure_articles="a", figure_progress="b", figure_certificates="c", figure_countries="d"
    )
    with django_assert_num_queries(0):
        assert site_figures(profile) == {
            "articles": "a",
            "progress": "b",
            "certificates": "c",
            "countries": "d",
        }
