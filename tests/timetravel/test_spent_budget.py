"""A run's budget carries into its forks and continuations (SPEC pitfall 8), caps included.

Found by the outside-in checks of time travel (qa-travel7, 7 Dec 2026) on the demo's run stopped by its 5-step budget:
``continue_run`` made a continuation under the agent's 40 steps, which went on for 14 more steps and sent the ticket's
emails (a run given more than its agent's caps was continued under fewer, and stopped at once); a fork with the caps
it inherits, or given a cap below what it carries, was made and failed ``BudgetExceeded`` at its first drive.
"""

from __future__ import annotations

import json
from functools import partial

import pytest

from agentops.core.budget import Budget
from agentops.core.fork import ForkRefused
from runs.models import Event, Run
from runs.services import ContinueRefused, run_continue_as_new
from runs.timetravel.fork import ForkRequest, fork_create, fork_preview
from runs.worker.engine import drive_run
from tests.runs.factories import make_run
from tests.timetravel.test_api import client_for

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

SMALL = "tests.timetravel.agents:ticket_small_budget"  # 10 steps


def rows() -> tuple[int, int]:
    return Run.objects.count(), Event.objects.count()


@pytest.fixture
def spent(register_agent) -> str:
    """A ticket run stopped FAILED by its 10-step budget."""
    register_agent(ticket=SMALL)
    run_id = make_run("ticket")
    assert str(drive_run(run_id)) == "FAILED"
    assert Run.objects.get(id=run_id).steps_used == 10
    return run_id


def test_a_fork_its_caps_leave_no_model_call_is_refused_and_writes_nothing(spent):
    before = rows()
    for request in (ForkRequest(10), ForkRequest(6, max_steps=6), ForkRequest(4, cut="keep", max_steps=5)):
        for make in (fork_preview, partial(fork_create, actor="ada", reason="rerun")):
            with pytest.raises(ForkRefused, match="would fail at once") as refused:
                make(run_id=spent, request=request)
            assert "step budget spent" in str(refused.value) and "larger cap" in str(refused.value)
    assert rows() == before

    api = client_for("operator")
    answer = api.post(f"/api/v1/runs/{spent}/fork/", {"step": 10, "reason": "rerun"}, format="json")
    assert answer.status_code == 422 and answer.json()["error"]["code"] == "fork_refused", answer.json()
    assert rows() == before

    raised, _ = fork_create(run_id=spent, request=ForkRequest(10, max_steps=12), actor="ada", reason="two more")
    assert str(drive_run(raised.id)) == "FAILED"
    raised.refresh_from_db()
    assert raised.steps_used == 12  # the two steps its cap gave it


def test_a_kept_final_reply_asks_no_model_and_is_forked_at_any_cap(register_agent):
    run_id = make_run("ticket")
    assert str(drive_run(run_id)) == "COMPLETED"
    kept = ForkRequest(23, cut="keep", max_steps=24)  # the 24 steps it carries: no model call left, none needed
    assert fork_preview(run_id=run_id, request=kept).kept_calls == []
    forked, _ = fork_create(run_id=run_id, request=kept, actor="ada", reason="audit the reply again")
    assert str(drive_run(forked.id)) == "COMPLETED"


def test_a_run_its_budget_stopped_is_not_continued_past_its_caps(spent):
    before = rows()
    with pytest.raises(ContinueRefused, match=r"its budget is spent \(step budget spent: 10/10 steps\)") as refused:
        run_continue_as_new(run_id=spent, actor="ada")
    assert f"fork_run {spent} --step 10 --max-steps" in str(refused.value)
    assert rows() == before, "a continuation was made under the agent's caps"


def test_a_continuation_keeps_the_caps_of_the_run_it_continues(register_agent):
    """A run refused replay after a deploy (the agent's caps went from 10 steps to 40 with it) is continued under its
    own 10: the continuation ran under the new agent's 40 and went on past them. Its row counts what it carries too,
    as a fork's does: it showed its own steps only (6 of 10 when the loop stopped it at 10/10)."""
    register_agent(ticket=SMALL)
    run_id = make_run("ticket")
    drive_run(run_id, max_steps=4)
    register_agent(ticket="tests.timetravel.agents:ticket_v2")  # 40 steps
    assert str(drive_run(run_id)) == "FAILED"  # replay refused: the model changed
    continued = run_continue_as_new(run_id=run_id, actor="ada")
    started = json.loads(Event.objects.get(run_id=continued.id, seq=1).payload)
    assert started["budget"] == Budget(10, 400_000, 5.0).to_payload()
    assert continued.steps_used == 4, "the row showed the continuation's own steps, not the budget spent"
    assert str(drive_run(continued.id)) == "FAILED", "the continuation went on past the caps of the run it continues"
    failed = json.loads(Event.objects.get(run_id=continued.id, type="RunFailed").payload)
    assert "step budget spent: 10/10 steps" in json.dumps(failed), failed
    continued.refresh_from_db()
    own = [json.loads(p)["output"]["usage"]["total_tokens"] for p in Event.objects.filter(
        run_id=continued.id, type="LlmSampled").values_list("payload", flat=True)]  # fmt: skip
    # the row (show_run, list_runs, the API) shows the budget the loop counts: it showed 6 steps of 10
    assert (continued.steps_used, continued.tokens_used) == (10, started["carried_consumption"]["tokens"] + sum(own))


def test_a_run_its_budget_stopped_is_not_retried_to_fail_again(spent):
    """The recovery console's retry (and Resume of a FAILED run, the stuck view's Retry, a bulk retry or resume) of a
    run its budget stopped journaled the operator's decision and the run failed again at once, BudgetExceeded
    (qa-travel7): refused as a continuation is, naming the fork with a larger cap, nothing written."""
    from approvals.bulk import services as bulk
    from approvals.models import BulkItem
    from approvals.services import BudgetSpent, resume_run, retry_run
    from tests.bulk.conftest import previewed

    before = rows()
    for decide in (retry_run, resume_run):
        with pytest.raises(BudgetSpent, match=r"cannot be retried: its budget is spent \(step budget spent: 10/10"):
            decide(run_id=spent, actor="ada", reason="try again")
    page = client_for("operator")  # user u: the bulk jobs' maker below
    for path, form in ((f"/recovery/runs/{spent}/resume/", {}), (f"/stuck/{spent}/restart/", {"action": "retry"})):
        answer = page.post(path, {"reason": "try again", **form})
        assert answer.status_code == 400, (path, answer.status_code)
        assert f"fork_run {spent} --step 10 --max-steps" in answer.content.decode(), path
    assert rows() == before, "a retry of a spent run was journaled"

    runs = Run.objects.filter(id=spent)
    for action in ("retry", "resume"):  # the preview leaves it out (below): a job over it is refused, nothing written
        with pytest.raises(bulk.BulkRefused, match="nothing to"):
            bulk.bulk_create(action=action, actor="u", reason="r", runs=runs, expected=1,
                             fingerprint=previewed(runs, action))  # fmt: skip
    assert not BulkItem.objects.exists()
    assert Event.objects.count() == before[1]
    assert Run.objects.get(id=spent).status == "FAILED"


def test_nothing_offers_the_retry_of_a_run_its_budget_stopped(spent, register_agent):
    """The stuck view's row and a bulk retry's or resume's preview (page and API) offered *Retry* for a run whose
    retry the service refuses (fix-known8): one rule (``runs.worker.retryable``) for the button, the preview and the
    service. The row offers the fork with a larger cap; the preview leaves the run out and says why; a failed run
    whose budget lasts is still offered both."""
    other = make_run("ticket")
    Run.objects.filter(id=other).update(status="FAILED")  # failed for another cause: its budget lasts
    page = client_for("operator")
    html = page.get("/stuck/?kind=failed").content.decode()
    row = html[html.index(f'data-run="{spent}"') :].split("</tr>")[0]
    assert 'value="retry"' not in row and "Retry" not in row, row
    assert "Fork with a larger cap" in row and "step budget spent: 10/10 steps" in row, row
    kept = html[html.index(f'data-run="{other}"') :].split("</tr>")[0]
    assert 'value="retry"' in kept, kept

    for action in ("retry", "resume"):
        api = page.get(f"/api/v1/bulk-jobs/preview/?action={action}&status=FAILED")
        assert api.status_code == 200, api.content
        body = api.json()
        assert body["count"] == 1 and [t["run_id"] for t in body["sample"]] == [other], body
        assert "step budget spent: 10/10 steps" in body["left_out"][spent], body
        shown = page.get(f"/bulk/preview/?action={action}&status=FAILED").content.decode()
        assert 'data-testid="bulk-left-out"' in shown and spent in shown.split('data-testid="bulk-sample"')[0]
        assert 'data-testid="bulk-count">1<' in shown, shown


def test_a_recovering_run_its_budget_stopped_is_left_out_of_a_resume_and_refused(spent):
    """A run its budget stopped that is RECOVERING (a late verdict parked it after it failed; its calls since decided)
    was counted by a bulk resume's preview, which left out only the FAILED ones, and resumed to fail again at its next
    model call (fix-known8b): the preview and the service ask the one rule, ``runs.worker.retryable``."""
    from approvals.bulk import services as bulk
    from approvals.models import BulkItem
    from approvals.services import BudgetSpent, resume_run
    from tests.bulk.conftest import previewed

    Run.objects.filter(id=spent).update(status="RECOVERING")
    before = rows()
    with pytest.raises(BudgetSpent, match=r"cannot be retried: its budget is spent \(step budget spent: 10/10"):
        resume_run(run_id=spent, actor="ada", reason="go on")
    api = client_for("operator")
    answer = api.post(f"/recovery/runs/{spent}/resume/", {"reason": "go on"})  # the console's Resume
    assert answer.status_code == 400 and f"fork_run {spent} --step 10" in answer.content.decode()
    body = api.get("/api/v1/bulk-jobs/preview/?action=resume&status=RECOVERING").json()
    assert body["count"] == 0 and "step budget spent: 10/10 steps" in body["left_out"][spent], body
    runs = Run.objects.filter(id=spent)
    with pytest.raises(bulk.BulkRefused, match="nothing to"):
        bulk.bulk_create(action="resume", actor="u", reason="r", runs=runs, expected=1,
                         fingerprint=previewed(runs, "resume"))  # fmt: skip
    assert not BulkItem.objects.exists() and rows() == before
    assert Run.objects.get(id=spent).status == "RECOVERING"
