"""The run page's banner shows the journal's words as the timeline does: redacted for readers without a grant."""

from __future__ import annotations

import pytest
from django.urls import reverse

from runs.models import Run
from tests.api.conftest import api, raw_key  # noqa: F401  (fixtures)
from tests.api.conftest import run as external_run  # noqa: F401  (fixture: an external run holding its lease)

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def test_an_in_doubt_runs_banner_shows_the_recovery_reason_redacted(login, external_run):  # noqa: F811
    """The RECOVERING banner printed RecoveryStarted's reason as journaled (the agent's words, or an operator's
    'Recover now' reason): an address the timeline below shows as <email:…> was raw in the banner."""
    run = external_run
    email = {"to": "jane.roe@example.com", "subject": "SLA", "body": "x"}
    assert run.sample(0, [{"name": "send_email", "args": email, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, "send_email", email, effect="write", dedupes=False).json()["status"] == "claimed"
    reason = "SMTP timeout mailing jane.roe@example.com"
    park = {"type": "RecoveryStarted", "payload": {"step": 0, "call_index": 0, "reason": reason}}
    assert run.post("events/", {"expected_seq": run.head(), "events": [park]}).status_code == 201
    assert Run.objects.get(id=run.id).status == "RECOVERING"
    page = login("viewer").get(reverse("run", args=[run.id])).content.decode()
    assert "A step&#x27;s outcome is unknown" in page or "A step's outcome is unknown" in page
    assert "jane.roe@example.com" not in page
    assert "SMTP timeout mailing &lt;email:" in page
