from django.contrib.sitemaps.views import sitemap
from django.urls import path, re_path

from . import views
from .feeds import BlogCategoryFeed, BlogFeed
from .routes import PAGES
from .share_card import share_card
from .sitemaps import SITEMAPS, sitemap_index

urlpatterns = [
    re_path(r"^healthz/?$", views.healthz, name="healthz"),
    path("robots.txt", views.robots_txt, name="robots-txt"),
    path("sitemap.xml", sitemap_index, name="sitemap-xml"),
    path("sitemap-<slug:section>.xml", sitemap, {"sitemaps": SITEMAPS}, name="sitemap-section"),
    path("blog/feed.xml", BlogFeed(), name="blog-feed"),
    # The address feed readers try first: the same feed (its self link stays /blog/feed.xml).
    path("feed.xml", BlogFeed(), name="site-feed"),
    path("share-card.png", share_card, name="share-card"),
    # The head of another page, for the app after an in-app navigation (views.page_head).
    path("page-head", views.page_head, name="page-head"),
    re_path(
        r"^blog/category/(?P<slug>[^/]+)/feed\.xml$", BlogCategoryFeed(), name="blog-category-feed"
    ),
    *(
        re_path(
            rf"^{page.path}/?$" if page.path else r"^$",
            views.shell,
            {"page": page},
            name=page.url_name,
        )
        for page in PAGES
    ),
    re_path(r"^.*$", views.shell_not_found, name="page-not-found"),
]
