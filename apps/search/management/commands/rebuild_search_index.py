from django.core.management.base import BaseCommand

from apps.search.services import index_rebuild


class Command(BaseCommand):
    help = (
        "Make the site search's index again from the rows (blog posts, journal entries, travel "
        "stories, projects). Saves and deletes keep it current by themselves; run this after "
        "a bulk change that bypassed them (a queryset.update() of their text)."
    )

    def handle(self, *args, **options):
        count = index_rebuild()
        self.stdout.write(f"Search index rebuilt: {count} documents.")
