"""A throwaway kind of content, declared as a new app would declare one: everything it needs is
in this folder, and the site's search, sitemap, view counts, dashboard, digest and personal-data
check take it up with no edit anywhere else (tests/test_content_type_registry.py runs
checks.py under settings.py, which installs this app)."""
