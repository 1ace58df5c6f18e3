"""The figures of the owner's dashboard, answered by the database: one aggregate query per
content type, the newest few rows of each and the last 30 days' view totals, never whole lists
downloaded to count them. A constant number of queries, whatever the site holds."""

from datetime import date, timedelta

from django.contrib.auth.models import AnonymousUser
from django.utils import timezone

from apps.contact.selectors import message_unread_count
from apps.core.content_types import content_type, content_types
from apps.testimonials.selectors import (
    requests_sent_since,
    testimonial_figures,
    testimonials_received,
)
from apps.visits.selectors import (
    Window,
    most_viewed,
    page_views_by_day,
    photo_views_by_category,
)

from .activity import recent_changes, recent_submissions

# The dashboard lists this many of the most-read posts.
MOST_READ_SHOWN = 5
# The Engagement Summary looks back this many days (as the views do).
ENGAGEMENT_DAYS = 30
VISITOR = AnonymousUser()


def _views(today: date) -> dict:
    """The last 30 days' views: each day's page views, the most-read published posts and the
    published gallery photos' views by category (five queries at most)."""
    window = Window.ending(today)
    by_day = page_views_by_day(window=window)
    blog, gallery = content_type("blog"), content_type("gallery")
    top = most_viewed(
        kind=blog.view_kind,
        among=blog.visible(viewer=VISITOR),
        window=window,
        limit=MOST_READ_SHOWN,
    )
    posts = blog.visible(viewer=VISITOR).only("id", "title", "slug").in_bulk([pk for pk, _ in top])
    categories = photo_views_by_category(photos=gallery.visible(viewer=VISITOR), window=window)
    # Most views first; between equals, the first name in alphabetical order.
    top_category = min(categories.items(), key=lambda item: (-item[1], item[0]), default=None)
    return {
        "days": len(by_day),
        "total": sum(count for _, count in by_day),
        "byDay": [{"day": day, "count": count} for day, count in by_day],
        "mostRead": [
            {
                "id": pk,
                "title": posts[pk].title,
                "url": posts[pk].get_absolute_url(),
                "views": views,
            }
            for pk, views in top
            if pk in posts
        ],
        "photoViews": sum(categories.values()),
        "topPhotoCategory": top_category and {"name": top_category[0], "count": top_category[1]},
    }


def _engagement(now) -> dict:
    """The testimonial requests e-mailed in the last ENGAGEMENT_DAYS days (each e-mail's signed
    link is an active link for as long; a request the mail server has not taken yet is not
    counted until it goes), the testimonials received in the same days (through a link or the
    public form), and the response rate: the share of those requests whose link was used to
    send a testimonial (two queries)."""
    since = now - timedelta(days=ENGAGEMENT_DAYS)
    sent, answered = requests_sent_since(since=since)
    received = testimonials_received().filter(created_at__gte=since).count()
    return {
        "days": ENGAGEMENT_DAYS,
        "activeLinks": sent,
        "received": received,
        "responseRate": round(answered / sent * 100) if sent else None,
    }


def dashboard_summary() -> dict:
    """Every figure the dashboard shows, with the API's camelCase names (the shape is
    DashboardSummarySerializer's)."""
    # Each kind of content's own block (apps/core/content_types.py), one aggregate each.
    summaries = {kind.tab: kind.dashboard.summary() for kind in content_types() if kind.dashboard}
    written = sum(summary.total for summary in summaries.values())
    published = sum(summary.published for summary in summaries.values())
    return {
        **{tab: summary.figures for tab, summary in summaries.items()},
        # What waits for the guardian's approval is not the owner's to see yet (apps/guardian).
        "testimonials": testimonial_figures(),
        "unreadMessages": message_unread_count(),
        "completion": (
            {
                "percent": round(published / written * 100),
                "published": published,
                "total": written,
            }
            if written
            else None
        ),
        "engagement": _engagement(timezone.now()),
        "views": _views(timezone.localdate()),
        "recentActivity": recent_changes(),
        "recentSubmissions": recent_submissions(),
    }
