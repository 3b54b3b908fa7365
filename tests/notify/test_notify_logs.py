"""A notification's destination is a secret (a Slack webhook's path, a webhook's basic-auth password): the server's log
does not carry it. httpx logged every send at INFO with the whole URL — ``HTTP Request: POST
http://bot:s3cret@…/hook/T0/B0/SECRETPART "HTTP/1.1 200 OK"`` — for anyone who reads the logs (qa-ops3, the demo's
log). Its requests log at WARNING and above now; a failed send is still on the delivery log (admin) and the Stuck page.
"""

from __future__ import annotations

import io

import pytest

from approvals.notify import deliver
from tests.notify.test_notify_failed import failed_for_good
from tests.security.test_log_redaction import _console

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture(autouse=True)
def _decisions_only(monkeypatch):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")


def test_a_send_does_not_write_its_destination_to_the_log(receiver, notify):
    host = receiver.url.removeprefix("http://")
    notify(
        webhook=f"http://bot:s3cret-pw@{host}/hook/T0/B0/WEBHOOKSECRET", slack=f"{receiver.url}/services/SLACKSECRET"
    )
    failed_for_good()
    handler, stream = _console(), io.StringIO()
    old = handler.setStream(stream)
    try:
        deliver.run()
    finally:
        handler.setStream(old)
    assert sorted(r.path for r in receiver.requests) == ["/hook/T0/B0/WEBHOOKSECRET", "/services/SLACKSECRET"]
    written = stream.getvalue()
    for secret in ("s3cret-pw", "WEBHOOKSECRET", "SLACKSECRET"):
        assert secret not in written, written
