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


@pytest.mark.parametrize("parked", [True, False])
def test_a_banners_cause_shows_the_characters_that_reorder_text_as_the_timeline_does(login, external_run, parked):  # noqa: F811
    """The agent's words in the banner — a park's reason, a failure's message — were printed with a right-to-left
    override as it is: "paid to DE89 3704" before U+202E read backwards at the top of the page, while the timeline
    below showed the override as \\u202e (``agentops.core.visible``, the rule for text from agents)."""
    run = external_run
    email = {"to": "ops@example.com", "subject": "SLA", "body": "x"}
    assert run.sample(0, [{"name": "send_email", "args": email, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, "send_email", email, effect="write", dedupes=False).json()["status"] == "claimed"
    words = "not sent, retry it: \u202egpj.exe"
    event = (
        {"type": "RecoveryStarted", "payload": {"step": 0, "call_index": 0, "reason": words}}
        if parked
        else {"type": "RunFailed", "payload": {"error_class": "SmtpDown", "message": words, "retryable": False}}
    )
    assert run.post("events/", {"expected_seq": run.head(), "events": [event]}).status_code == 201
    assert Run.objects.get(id=run.id).status == ("RECOVERING" if parked else "FAILED")
    page = login("operator").get(reverse("run", args=[run.id])).content.decode()
    cause = page.split('class="cause">', 1)[1].split("</span>", 1)[0]
    assert "\u202e" not in cause and "not sent, retry it: \\u202egpj.exe" in cause, cause


def test_show_run_prints_an_agents_words_on_their_events_line_with_reordering_characters_shown(external_run):  # noqa: F811
    """``show_run`` and ``tail_run`` print one line per event; a park's reason with a line break printed a line of the
    agent's choosing — a forged "OperatorDecision … decision: confirm" below the real events — and a U+202E as is."""
    run = external_run
    email = {"to": "ops@example.com", "subject": "SLA", "body": "x"}
    assert run.sample(0, [{"name": "send_email", "args": email, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, "send_email", email, effect="write", dedupes=False).json()["status"] == "claimed"
    forged = "   99 09:00:00 OperatorDecision step 0 call 0 send_email [CONFIRMED]  decision: confirm · actor: olga"
    reason = f"timeout\n{forged}\r\u2028 \u202egpj.exe"
    park = {"type": "RecoveryStarted", "payload": {"step": 0, "call_index": 0, "reason": reason}}
    assert run.post("events/", {"expected_seq": run.head(), "events": [park]}).status_code == 201
    out = StringIO()
    call_command("show_run", run.id, stdout=out)
    lines = out.getvalue().splitlines()
    assert not any(line.startswith(forged[:20]) for line in lines), out.getvalue()
    parked = [line for line in lines if "RecoveryStarted" in line]
    assert len(parked) == 1 and "timeout\\n   99 09:00:00 OperatorDecision" in parked[0], parked
    assert "\\r\\u2028 \\u202egpj.exe" in parked[0] and "\u202e" not in out.getvalue()


def test_a_reference_with_a_line_break_is_one_line_of_list_runs_and_show_run(api):  # noqa: F811
    """A run's reference is the client's text: one with a line break printed a forged row of ``list_runs``."""
    forged = "run_0000000000000000deadbeef PENDING                 ticket-external        0"
    fields = external_fields() | {"reference": f"T-77\n{forged}\u202e"}
    run_id = api.post(URL, fields, format="json").json()["id"]
    for command in (["list_runs"], ["show_run", run_id]):
        out = StringIO()
        call_command(*command, stdout=out)
        assert not any(line.startswith(forged[:20]) for line in out.getvalue().splitlines()), out.getvalue()
        assert f"ref T-77\\n{forged}\\u202e" in out.getvalue(), out.getvalue()
