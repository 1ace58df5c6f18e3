"""What the view tests share: a browser's User-Agent, sending a beacon, reading the totals."""

import json

from apps.visits.models import DailyViewCount

# Chrome 131 on Windows, as a visitor's browser sends it.
BROWSER = (
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/131.0.0.0 Safari/537.36"
)
URL = "/api/views"


def send(client, body, *, agent: str = BROWSER, **headers):
    """POST the beacon's `body` (JSON) as a browser with `agent` would, plus `headers` (Django
    test-client names: HTTP_DNT="1")."""
    return client.post(
        URL,
        data=json.dumps(body),
        content_type="application/json",
        HTTP_USER_AGENT=agent,
        **headers,
    )


def totals() -> dict[tuple, int]:
    """Every stored total: (kind, path, object id) -> count."""
    return {(row.kind, row.path, row.object_id): row.count for row in DailyViewCount.objects.all()}
