"""WSGI entry point for gunicorn (`portfolio.wsgi:application`)."""

import gc
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portfolio.settings.base")

application = get_wsgi_application()

# What loading the site made (Django, the apps, the URL map: some 135,000 objects) lives as long
# as the worker. Frozen, it is out of the garbage collector's sight, so a full collection no
# longer walks all of it in the middle of some request (one in a few hundred took ~70 ms more:
# `make bench`, figure 12). The garbage made while loading is collected first.
gc.collect()
gc.freeze()
