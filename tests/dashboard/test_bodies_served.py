"""Request bodies through a real daphne (``agentops.asgi``): what the API refuses, it refuses in its own JSON."""

from __future__ import annotations

import httpx
import pytest

from runs.api.keys import api_key_create
from runs.models import Event, Run

pytestmark = pytest.mark.django_db(transaction=True)

MALFORMED = b'--b\r\nContent-Disposition: form-data; name="agent"\r\n\r\nx'  # no closing boundary


@pytest.mark.sqlite
@pytest.mark.parametrize(
    ("content_type", "body"),
    [
        ("multipart/form-data; boundary=b", MALFORMED),
        ("multipart/form-data", b"agent=x"),  # no boundary at all
        (
            "multipart/form-data; boundary=b",
            b'--b\r\nContent-Disposition: form-data; name="agent"\r\n\r\nx\r\n--b--\r\n',
        ),
    ],
)
def test_a_multipart_body_malformed_or_not_is_the_apis_415_json_not_daphnes_page(asgi_server, content_type, body):
    """Twisted parsed a POST's multipart body before the app and answered one it could not parse with its own bare
    HTML 400 page (``<title>400 Bad Request</title>``): no JSON envelope for the client to read."""
    _, key = api_key_create(agent="ticket")
    headers = {"Authorization": f"Bearer {key}", "Content-Type": content_type}
    response = httpx.post(f"{asgi_server}/api/v1/runs/", content=body, headers=headers, timeout=30)
    assert response.status_code == 415, response.text[:300]
    assert response.headers["content-type"].startswith("application/json")
    assert response.json()["error"]["code"] == "unsupported_media_type"
    assert Run.objects.count() == 0 and Event.objects.count() == 0
