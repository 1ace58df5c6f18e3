"""First data for the pages that show the site's figures: the home page's journey cards and the
site map's overview."""

from django.urls import reverse

from apps.core.selectors import site_profile_get

from ..figures import site_figures
from . import PageContent


def with_figures(request) -> PageContent:
    # The same answer, under the same key, as GET /api/site-figures.
    return PageContent(data={reverse("site-figures"): site_figures(site_profile_get())})
