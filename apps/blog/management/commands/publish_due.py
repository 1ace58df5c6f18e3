"""Bring scheduled posts out now, eagerly. Never needed for correctness: a scheduled post appears
by itself when due (apps/core/http_cache.py, "Rows that appear by themselves"). Run it from a
timer if something outside Django keys on the content version alone (a CDN purge, say): when a
post has become due since the last run, the blog's content version is replaced, as at a write."""

from django.core.cache import cache
from django.core.management.base import BaseCommand
from django.utils import timezone

from apps.blog.models import BlogPost
from apps.core import http_cache


class Command(BaseCommand):
    help = "Announce the scheduled blog posts that have become due (optional; see the module)."

    def handle(self, *args, **options):
        state = cache.get(http_cache.DUE_KEY)
        now = timezone.now().timestamp()
        due = [t for t in state["times"] if t <= now] if state else []
        if due:
            http_cache.content_changed(BlogPost)
        state = http_cache.refresh_schedule(now=now)
        if not due:
            said = "No post is due"
        elif len(due) == 1:
            said = "1 post is due"
        else:
            said = f"{len(due)} posts are due"
        waiting = len(state["times"])
        self.stdout.write(f"{said}; {waiting} still scheduled.")
