"""The run page's banner shows the journal's words as the timeline does: redacted for readers without a grant."""

from __future__ import annotations

from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import call_command
from django.urls import reverse
from django.utils import timezone

from runs.models import Run
from tests.api.conftest import URL, api, external_fields, raw_key  # noqa: F401  (api, raw_key: fixtures)
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


def test_a_lease_owner_holding_an_address_is_shown_redacted_to_people(login, api):  # noqa: F811
    """An API client's lease owner is its own label ('ext:<owner>'): 'jane.doe@example.com' was shown raw to a viewer
    on the run page, the stuck and recovery pages, GET runs/{id}/ and show_run, while the same page redacted the
    reference. People now see it as the reference is shown; the agent's key reads its own run raw."""
    run_id = api.post(URL, external_fields(), format="json").json()["id"]
    assert api.post(f"{URL}{run_id}/lease/", {"owner": "jane.doe@example.com"}, format="json").status_code == 200
    viewer = login("viewer")
    pages = [viewer.get(reverse("run", args=[run_id])).content.decode()]
    person = viewer.get(f"{URL}{run_id}/").json()
    assert person["lease_owner"].startswith("ext:<email:")
    assert api.get(f"{URL}{run_id}/").json()["lease_owner"] == "ext:jane.doe@example.com"
    Run.objects.filter(id=run_id).update(status="RECOVERING", lease_expires_at=timezone.now() - timedelta(hours=1))
    pages += [viewer.get(reverse("stuck")).content.decode(), viewer.get(reverse("recovery")).content.decode()]
    assert all(run_id in page and "jane.doe" not in page for page in pages)
    assert all("ext:&lt;email:" in page for page in pages)
    out = StringIO()
    call_command("show_run", run_id, "--json", stdout=out)
    assert "jane.doe" not in out.getvalue() and "ext:<email:" in out.getvalue()
