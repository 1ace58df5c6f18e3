"""Every public list and detail runs a constant, small number of SQL queries, from 1 row to 50,
as a visitor and as the owner, measured on a cache miss (tests.helpers.count_queries empties the
response cache first): at most 3 for a list and 2 for a detail."""

import pytest

from tests.blog.factories import BlogPostFactory
from tests.gallery.factories import GalleryItemFactory
from tests.helpers import count_queries
from tests.journal.factories import GcseJournalEntryFactory
from tests.media.factories import MediaItemFactory
from tests.showcase.factories import AchievementFactory, MemeFactory, ProjectFactory
from tests.testimonials.factories import ApprovedTestimonialFactory
from tests.travel.factories import TravelStoryFactory

pytestmark = pytest.mark.django_db

LIST_MAX, DETAIL_MAX = 3, 2
ENDPOINTS = [
    pytest.param("/api/blog-posts", BlogPostFactory, id="blog-posts"),
    pytest.param("/api/gcse-journal", GcseJournalEntryFactory, id="gcse-journal"),
    pytest.param("/api/travel-stories", TravelStoryFactory, id="travel-stories"),
    pytest.param("/api/media-items", MediaItemFactory, id="media-items"),
    pytest.param("/api/achievements", AchievementFactory, id="achievements"),
    pytest.param("/api/projects", ProjectFactory, id="projects"),
    pytest.param("/api/memes", MemeFactory, id="memes"),
    pytest.param("/api/gallery-items", GalleryItemFactory, id="gallery-items"),
    pytest.param("/api/testimonials", ApprovedTestimonialFactory, id="testimonials"),
]
VIEWERS = ["api_client", "owner_client"]


@pytest.mark.parametrize("client_name", VIEWERS)
@pytest.mark.parametrize(("url", "factory"), ENDPOINTS)
def test_a_list_runs_the_same_few_queries_for_1_and_50_rows(request, client_name, url, factory):
    client = request.getfixturevalue(client_name)
    factory()
    one = count_queries(client, url)
    factory.create_batch(49)

    fifty = count_queries(client, url)

    assert fifty == one
    assert fifty <= LIST_MAX


@pytest.mark.parametrize("client_name", VIEWERS)
@pytest.mark.parametrize(("url", "factory"), ENDPOINTS[:-1])  # testimonials have no detail
def test_a_detail_runs_at_most_two_queries(request, client_name, url, factory):
    client = request.getfixturevalue(client_name)
    first = factory()
    one = count_queries(client, f"{url}/{first.id}")
    factory.create_batch(49)

    fifty = count_queries(client, f"{url}/{first.id}")

    assert fifty == one
    assert fifty <= DETAIL_MAX


@pytest.mark.parametrize(("url", "factory"), ENDPOINTS)
def test_a_cached_visitor_list_runs_no_query(api_client, url, factory):
    factory.create_batch(50)
    count_queries(api_client, url)

    assert count_queries(api_client, url, cached=True) == 0
