"""Run-level decisions (retry, dead-letter, resume) take the run's lease by the protocol a call's decision uses
(docs/engine.md, *Leases and fencing*): a secret of the request's own, another operator request's lease waited for,
a worker's or an agent's live lease respected.

Found by the fix-ops review (6 Dec 2026): they took it as ``operator:<name>`` without a secret — the way only the
server's own workers re-take a lease, by name — so one operator's second tab (or a retried POST) took the lease
over from the first request, which then said it "decided nothing"; a second operator was refused "cannot decide
now" instead of being told what was decided; and a resume retried after the first answered journaled its
RecoveryStarted twice.
"""

from __future__ import annotations

import re

import pytest
from django.db import connection

from approvals import services
from approvals.services import DecisionConflict
from runs.journal import leases
from runs.models import Event, Run
from runs.roles import OPERATOR
from runs.services import run_create
from runs.worker.engine import drive_run
from tests.dashboard.conftest import in_doubt_email
from tests.dashboard.test_same_operator_twice import _at_once, _browser, _post, _refusal


def failed_run() -> Run:
    """A billing run failed for good (its prompt cannot be read: a permanent model error), waiting for a Retry."""
    run, _ = run_create(
        agent="billing", inputs={"invoice": "INV 7", "amount": 10, "currency": "EUR", "customer": "A"}, start=False
    )
    drive_run(run.id)
    assert Run.objects.get(id=run.id).status == "FAILED"
    return run


def _run_decisions(run_id: str) -> list[str]:
    """The run-level decisions journaled: each OperatorDecision without a step, and each operator's resume."""
    made = []
    for kind, step, payload in Event.objects.filter(run_id=run_id).values_list("type", "step", "payload"):
        if kind == "OperatorDecision" and step is None:
            made.append(re.search(r'"decision":"(\w+)"', payload).group(1))  # type: ignore[union-attr]
        elif kind == "RecoveryStarted" and '"actor":' in payload:
            made.append("resume")
    return made


@pytest.mark.django_db
@pytest.mark.sqlite
def test_the_same_operators_other_request_cannot_take_a_run_decisions_lease_over(monkeypatch):
    """The other tab's retry arrives between this one's lease and its append (called from inside the append, so the
    order is certain): it is refused the lease, nothing written by it, and this request's retry is made."""
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    monkeypatch.setattr(services, "OPERATOR_WAIT", 0.2)
    run = failed_run()
    real_append, other = services.append_events, []

    def other_tab_retries(run_id, fence, head, events):  # type: ignore[no-untyped-def]
        if not other:
            other.append("asked")
            with pytest.raises(DecisionConflict) as refused:
                services.retry_run(run_id=run_id, actor="ann", reason="the invoice is fixed")
            other.append(str(refused.value))
        return real_append(run_id, fence, head, events)

    monkeypatch.setattr(services, "append_events", other_tab_retries)
    assert services.retry_run(run_id=run.id, actor="ann", reason="the invoice is fixed") == ""
    assert "cannot decide now" in other[1] and "leased by operator:ann" in other[1]
    assert _run_decisions(run.id) == ["retry_run"]
    assert Run.objects.get(id=run.id).status == "PENDING"


@pytest.mark.django_db
@pytest.mark.sqlite
def test_a_run_decision_answers_its_makers_repeat_as_made_and_names_it_to_another(monkeypatch):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    run = failed_run()
    assert services.retry_run(run_id=run.id, actor="ann", reason="fixed") == ""
    again = services.retry_run(run_id=run.id, actor="ann", reason="fixed")
    assert again.startswith(f"run {run.id} was already retried by ann at ") and again.endswith("(now PENDING)")
    with pytest.raises(DecisionConflict, match=r"already retried by ann at .* only a FAILED run can be retried"):
        services.retry_run(run_id=run.id, actor="bob", reason="fixed")
    assert _run_decisions(run.id) == ["retry_run"]


@pytest.mark.django_db
@pytest.mark.sqlite
@pytest.mark.parametrize("decide", ["retry", "dead_letter", "resume"])
def test_a_live_workers_lease_is_respected_by_every_run_decision(monkeypatch, decide):
    """A worker driving the run (here: its automatic retry, lease just taken, the run still FAILED) holds a lease no
    decision takes over nor waits for: refused at once saying a worker drives it, nothing written, the lease its."""
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    run = failed_run()
    worker = leases.acquire(run.id, leases.worker_id())
    act = {
        "retry": lambda: services.retry_run(run_id=run.id, actor="ann", reason="fixed"),
        "dead_letter": lambda: services.dead_letter_run(run_id=run.id, actor="ann", reason="give up"),
        "resume": lambda: services.resume_run(run_id=run.id, actor="ann", reason="fixed"),
    }[decide]
    with pytest.raises(DecisionConflict) as refused:
        act()
    said = str(refused.value)
    assert said.startswith("cannot decide now: ") and "a worker is driving the run: nothing was decided" in said
    assert _run_decisions(run.id) == []
    assert Run.objects.values_list("fencing_token", "lease_owner").get(id=run.id) == (
        worker.fence.token,
        worker.fence.owner,
    )


@pytest.mark.django_db
@pytest.mark.sqlite
def test_a_resume_made_again_before_anything_moved_is_answered_as_made_and_journals_once(monkeypatch):
    """A resume is no conflicting decision: made again (its maker's second tab, a colleague) while the run's last
    event is still the first resume, it is answered as made (who, when) and journals nothing; the run is handed to a
    worker all the same (a lost hand-over is not repeated by journaling the resume twice)."""
    monkeypatch.setenv("AGENTOPS_WORKER", "none")  # its drive is not under test: nothing moves after the resume
    doubt = in_doubt_email(monkeypatch)
    assert services.resume_run(run_id=doubt.run_id, actor="otto", reason="relay is back") == ""
    for actor in ("otto", "olga"):
        again = services.resume_run(run_id=doubt.run_id, actor=actor, reason="relay is back")
        assert again.startswith(f"run {doubt.run_id} was already resumed by otto at ")
        assert again.endswith("(now RECOVERING), nothing journaled since")
    assert _run_decisions(doubt.run_id) == ["resume"]


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif(connection.vendor != "postgresql", reason="needs PostgreSQL")
@pytest.mark.parametrize("operators", [("ann", "ann"), ("ann", "bob")], ids=["two tabs", "two operators"])
def test_two_retries_of_a_failed_run_at_once_through_the_live_server(live_server, monkeypatch, operators):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")  # the retried run's drive is not under test
    run = failed_run()
    tabs = [_browser(live_server.url, name, OPERATOR, "/recovery/") for name in operators]
    path = f"/recovery/runs/{run.id}/resume/"  # a FAILED run's Resume is its Retry
    answers = _at_once(*(lambda tab=tab: _post(tab, path, {"reason": "the invoice is fixed"}) for tab in tabs))
    assert _run_decisions(run.id) == ["retry_run"], [(c, _refusal(b)) for c, b in answers]
    codes = sorted(code for code, _ in answers)
    if operators[0] == operators[1]:
        assert codes == [302, 302], [(c, _refusal(b)) for c, b in answers]
        assert any(f"run {run.id} was already retried by ann at " in body for _, body in answers)
    else:
        assert codes == [302, 409], [(c, _refusal(b)) for c, b in answers]
        refused = _refusal(next(body for code, body in answers if code == 409))
        assert re.search(r"was already retried by (ann|bob) at .* UTC \(now PENDING\)", refused), refused


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif(connection.vendor != "postgresql", reason="needs PostgreSQL")
def test_two_resumes_of_a_run_in_doubt_at_once_and_a_retried_post_journal_one_resume(live_server, monkeypatch):
    doubt = in_doubt_email(monkeypatch)
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    tabs = [_browser(live_server.url, "otto", OPERATOR, "/recovery/") for _ in range(2)]
    path = f"/recovery/runs/{doubt.run_id}/resume/"
    answers = _at_once(*(lambda tab=tab: _post(tab, path, {"reason": "the relay is back"}) for tab in tabs))
    assert [code for code, _ in answers] == [302, 302], [(c, _refusal(b)) for c, b in answers]
    code, page = _post(tabs[0], path, {"reason": "the relay is back"})  # retried after both answered
    assert code == 302 and f"run {doubt.run_id} was already resumed by otto at " in page
    assert _run_decisions(doubt.run_id) == ["resume"]
