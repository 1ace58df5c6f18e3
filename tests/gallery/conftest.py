"""Every gallery test gets its own empty media folder, so "nothing was stored" can be seen."""

import pytest


@pytest.fixture(autouse=True)
def _own_media_root(settings, tmp_path):
    settings.MEDIA_ROOT = str(tmp_path / "media")
