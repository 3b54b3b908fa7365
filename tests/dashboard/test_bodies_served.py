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


@pytest.mark.sqlite
@pytest.mark.parametrize("path", ["/api/v1/runs/", "/api/v1/runs/run_0123456789abcdef01234567/lease/"])
def test_a_body_sent_in_chunks_is_411_not_read_as_empty(asgi_server, path):
    """A client streaming its body (``Transfer-Encoding: chunked``, no ``Content-Length``: httpx, Node's fetch or Go's
    client with a stream) had it read as empty, ``{}``: ``POST runs/`` was answered as if no inputs had been sent (and
    an agent taking none would get a run without its ``create_key``). Now 411 ``length_required``, nothing written."""
    _, key = api_key_create(agent="ticket")
    body = b'{"agent": "ticket", "inputs": {"ticket": "T-1", "customer": "ACME"}, "create_key": "T-1"}'
    headers = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
    response = httpx.post(f"{asgi_server}{path}", content=iter([body]), headers=headers, timeout=30)
    assert response.request.headers["transfer-encoding"] == "chunked"
    assert response.status_code == 411, response.text[:300]
    assert response.json()["error"]["code"] == "length_required"
    assert Run.objects.count() == 0 and Event.objects.count() == 0
    sized = httpx.post(f"{asgi_server}/api/v1/runs/", content=body, headers=headers, timeout=30)
    assert sized.status_code == 201 and Run.objects.get().reference == "T-1", sized.text[:300]
