"""The site search (GET /api/search, the /search page).

How the index follows the content: a `post_save` / `post_delete` receiver, connected here, for
every model the search reads (apps/core/content_types.py), rewrites or deletes the one
document of the row that changed. The search index is a derived cache of the content, and
STYLE.md allows receivers for exactly that (as the response cache's `announce_changes_of`
does): every write path (a service, Django admin, a command, a restore loading rows) is covered
without any of them knowing about the search, and the content apps never import this app. The
receivers run inside the writer's transaction, so a write that rolls back leaves the index as
it was. A write that bypasses signals (`queryset.update()` of a searched field) must be
followed by `manage.py rebuild_search_index`; no service does one today.

The receivers only keep the *text* current: who may find a row is decided at each search by
the content app's own selector (selectors.search), so publishing, unpublishing, deleting and a
scheduled post coming due show in the results at once, with nothing to re-index.
"""

from django.apps import AppConfig
from django.db.models.signals import post_delete, post_save


def _row_saved(sender, instance, created=False, update_fields=None, **kwargs) -> None:
    from .services import document_save
    from .sources import searched_model

    kind = searched_model(sender)
    if kind is None:
        return
    # A save naming only fields the document does not read (a project's place in the list, a
    # post's deletion time) leaves it as it is.
    if not created and update_fields is not None and not set(update_fields) & kind.search.fields:
        return
    document_save(row=instance)


def _row_deleted(sender, instance, **kwargs) -> None:
    from .services import document_delete
    from .sources import searched_model

    if searched_model(sender) is not None:
        document_delete(row=instance)


class SearchConfig(AppConfig):
    name = "apps.search"
    label = "search"
    verbose_name = "Search"

    def ready(self) -> None:
        # Every model's saves: the receiver asks the registry whether the row is searched, so
        # a kind declared after this app is ready (its app later in INSTALLED_APPS, a test's
        # throwaway kind) is followed too.
        post_save.connect(_row_saved, dispatch_uid="search:save")
        post_delete.connect(_row_deleted, dispatch_uid="search:delete")
