"""The production settings, unchanged but for where collectstatic writes: the HTTPS proxy test
(test_https_proxy.py) collects the static files into a folder of its own."""

import os

from portfolio.settings.production import *  # noqa: F403

STATIC_ROOT = os.environ["TEST_STATIC_ROOT"]
