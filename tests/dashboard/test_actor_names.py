"""Who acted is shown by one rule (``runs.governance.visibility.who``): as the timeline shows the same name journaled
as an event's ``actor`` — a username that is an e-mail address pseudonymised for a reader without the unredacted
permission, as typed for one who may see it raw.

Found by qa-ops8 (F1, 7 Dec 2026): ``ops.anna@corp.example``'s dead-letter read "dead-letter by
ops.anna@corp.example" in the run's banner above a timeline row showing her as ``<email:…>``, and so did a 409's
"already … by …", a bulk job's page and API, a replay report's ``created_by`` and /exports/' list: a viewer learnt
which address a pseudonym stands for, and the pseudonym is the one the address takes in every run.
"""

from __future__ import annotations

import json

import pytest
from django.contrib.auth.models import Permission, User
from django.urls import reverse
from django.utils import timezone
from django.utils.html import escape

from approvals import services
from approvals.bulk import services as bulk
from approvals.models import BulkItem
from runs.claims.services import ReplyConflict, reply_release
from runs.governance.visibility import REDACTED, grant_raw_access
from runs.models import ExportAudit, ReplayReport, Run, ToolExecution
from runs.roles import APPROVER, OPERATOR, VIEWER
from tests.bulk.conftest import previewed
from tests.bulk.test_four_eyes import _forked_payment
from tests.claims.factories import started
from tests.claims.test_claims_audit import liar  # noqa: F401  (fixture)
from tests.dashboard.conftest import make_user, waiting_payment
from tests.dashboard.test_run_decisions_lease import failed_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

ANNA = "ops.anna@corp.example"


@pytest.fixture(autouse=True)
def _decisions_only(monkeypatch):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")


@pytest.fixture
def people(db) -> dict[str, User]:
    """Anna (approver and operator, her username an address), a viewer, and an auditor: a viewer with the unredacted
    permission."""
    auditor = make_user("auditor", VIEWER)
    auditor.user_permissions.add(Permission.objects.get(codename="unredacted_export"))
    return {
        "anna": make_user(ANNA, APPROVER, OPERATOR),
        "viewer": make_user("viewer", VIEWER),
        "auditor": User.objects.get(pk=auditor.pk),  # (its permissions cache read afresh)
        "approver": make_user("approver", APPROVER),
    }


def _as(client, user: User):  # type: ignore[no-untyped-def]
    client.force_login(user)
    return client


def _shows(text: str, *, raw: bool) -> None:
    """``text`` names Anna as typed (``raw``) or only by her pseudonym, the timeline's."""
    pseudonym = REDACTED.text(ANNA)
    assert pseudonym != ANNA and pseudonym.startswith("<email:")
    if raw:
        assert ANNA in text
    else:
        assert ANNA not in text and (pseudonym in text or escape(pseudonym) in text)


def test_a_run_banner_names_who_dead_lettered_it_as_its_timeline_does(client, people):
    run = failed_run()
    services.dead_letter_run(run_id=run.id, actor=ANNA, reason="the invoice is void")
    page = reverse("run", args=[run.id])
    html = _as(client, people["viewer"]).get(page).content.decode()
    assert "dead-letter by " + escape(REDACTED.text(ANNA)) in html
    _shows(html, raw=False)
    _shows(_as(client, people["auditor"]).get(page).content.decode(), raw=False)  # no grant: as its timeline shows
    grant_raw_access(user=people["auditor"], run_id=run.id, reason="audit")
    html = _as(client, people["auditor"]).get(page).content.decode()
    assert f"dead-letter by {ANNA}" in html


def test_a_409_names_who_decided_first_as_the_reader_may_see_them(client, people):
    run = waiting_payment()
    held = ToolExecution.objects.get(run=run, status="WAITING_MANUAL_CONFIRM")
    services.reject_call(execution_id=held.id, actor=ANNA, reason="duplicate invoice")
    key = REDACTED.key(held.idem_key, json.loads(held.args))
    response = _as(client, people["approver"]).post(
        reverse("approve", args=[held.id]), {"idem_key": key, "reason": "ok"}
    )
    assert response.status_code == 409
    html = response.content.decode()
    assert "already rejected by " + escape(REDACTED.text(ANNA)) in html
    _shows(html, raw=False)
    people["approver"].user_permissions.add(Permission.objects.get(codename="unredacted_export"))
    grant_raw_access(user=User.objects.get(pk=people["approver"].pk), run_id=run.id, reason="audit")
    again = _as(client, people["approver"]).post(reverse("approve", args=[held.id]), {"idem_key": key, "reason": "ok"})
    # rendered for its reader, who sees the run raw (it showed the pseudonym to them too until known9)
    assert again.status_code == 409 and f"already rejected by {ANNA}" in again.content.decode()
    # the service's text is made for anyone (the CLI's, a bulk item's stored outcome): pseudonymised
    with pytest.raises(services.DecisionConflict) as refused:
        services.approve_call(execution_id=held.id, actor="approver", reason="ok")
    _shows(str(refused.value), raw=False)


def test_a_bulk_jobs_pages_and_api_name_its_maker_as_the_reader_may_see_them(client, people):
    run = waiting_payment()
    args = {"action": "approve", "actor": ANNA, "reason": "checked", "runs": Run.objects.all(), "expected": 1}
    job = bulk.bulk_create(**args, confirmation="approve 1 totalling 1,250 EUR", fingerprint=previewed())
    bulk.bulk_cancel(job_id=job.pk, actor=ANNA, reason="wrong batch")
    assert ANNA not in BulkItem.objects.get(job=job, run=run).outcome  # stored for every reader: as anyone sees it
    addresses = [
        reverse("bulk-job", args=[job.pk]),
        reverse("bulk-jobs"),
        f"/api/v1/bulk-jobs/{job.pk}/",
        "/api/v1/bulk-jobs/",
    ]
    for reader, raw in (("viewer", False), ("auditor", True)):
        for address in addresses:
            response = _as(client, people[reader]).get(address)
            assert response.status_code == 200, address
            _shows(response.content.decode(), raw=raw)
        partial = _as(client, people[reader]).get(addresses[0], HTTP_HX_REQUEST="true")
        # its items' outcomes too (the pseudonym, even to the auditor, until known9)
        shown = ANNA if raw else escape(REDACTED.text(ANNA))
        assert "not acted on: cancelled by " + shown in partial.content.decode()
        problems = _as(client, people[reader]).get(addresses[2]).json()
        assert ANNA in json.dumps(problems) if raw else ANNA not in json.dumps(problems)
    data = _as(client, people["viewer"]).get(addresses[2]).json()
    assert data["actor"] == data["cancelled_by"] == REDACTED.text(ANNA)


def test_a_replay_reports_maker_is_named_as_the_runs_timeline_names_them(client, people):
    run = failed_run()
    report = ReplayReport.objects.create(
        run=run, kind="dry_replay", created_by=people["anna"], report={"divergences": [], "steps": []}
    )
    addresses = [
        reverse("run", args=[run.id]),
        reverse("replay-report", args=[run.id, report.pk]),
        f"/api/v1/runs/{run.id}/replay-reports/",
        f"/api/v1/replay-reports/{report.pk}/",
    ]
    grant_raw_access(user=people["auditor"], run_id=run.id, reason="audit")
    for reader, raw in (("viewer", False), ("auditor", True)):
        for address in addresses:
            response = _as(client, people[reader]).get(address)
            assert response.status_code == 200, address
            _shows(response.content.decode(), raw=raw)
    assert _as(client, people["viewer"]).get(addresses[3]).json()["created_by"] == REDACTED.text(ANNA)


def test_the_exports_list_names_who_exported_as_the_reader_may_see_them(client, people):
    run = failed_run()
    ExportAudit.objects.create(
        actor=people["anna"],
        actor_name=ANNA,
        at=timezone.now(),
        redacted=True,
        format="jsonl",
        scope={"run_id": run.id},
    )
    _shows(_as(client, people["viewer"]).get("/exports/").content.decode(), raw=False)
    _shows(_as(client, people["auditor"]).get("/exports/").content.decode(), raw=True)


def test_a_bulk_item_left_alone_names_who_decided_its_run_since_as_the_reader_may_see_them(client, people):
    """qa-ops9: a run-level job's item skipped because someone decided on its run after the job was made said
    "run … was decided by ops.anna@corp.example at …" on the job's page and API, to every viewer; the pseudonym now,
    the address only to a reader with the unredacted permission, as the job's actor is (known9)."""
    run = failed_run()
    make_user("oli", OPERATOR)
    runs = Run.objects.filter(id=run.id)
    made = {"action": "dead_letter", "actor": "oli", "reason": "void", "runs": runs, "expected": 1}
    job = bulk.bulk_create(**made, fingerprint=previewed(runs, "dead_letter"))
    services.retry_run(run_id=run.id, actor=ANNA, reason="the invoice is fixed")  # after the job was made
    assert bulk.execute_job(job.pk) == "DONE"
    item = BulkItem.objects.get(job=job, run=run)
    assert item.state == "SKIPPED" and "was decided by " + REDACTED.text(ANNA) in item.outcome
    assert ANNA not in item.outcome  # stored for every reader: as anyone sees it
    addresses = (reverse("bulk-job", args=[job.pk]), f"/api/v1/bulk-jobs/{job.pk}/")
    for reader, raw in (("viewer", False), ("auditor", True)):  # as the job's actor is shown (known9)
        for address in addresses:
            _shows(_as(client, people[reader]).get(address).content.decode(), raw=raw)
    # an outcome stored before (as typed) is shown redacted too, as the job's reasons are
    BulkItem.objects.filter(pk=item.pk).update(outcome=item.outcome.replace(REDACTED.text(ANNA), ANNA))
    for address in addresses:
        _shows(_as(client, people["viewer"]).get(address).content.decode(), raw=False)
    partial = _as(client, people["viewer"]).get(addresses[0], HTTP_HX_REQUEST="true").content.decode()
    assert "was decided by " + escape(REDACTED.text(ANNA)) in partial


def test_a_bulk_items_four_eyes_refusal_names_the_forks_maker_by_the_pseudonym(client, people):
    """qa-ops9: Anna's bulk approve of a payment held in her own fork failed its item with "ops.anna@corp.example
    asked for this call …", shown to every viewer of the job."""
    call = _forked_payment(ANNA)  # tests/bulk/test_four_eyes.py's: held in a fork Anna made
    runs = Run.objects.filter(id=call.run_id)
    made = {"action": "approve", "actor": ANNA, "reason": "checked", "runs": runs, "expected": 1}
    job = bulk.bulk_create(**made, confirmation="approve 1 totalling 1,250 EUR", fingerprint=previewed(runs))
    bulk.execute_job(job.pk)
    item = BulkItem.objects.get(job=job)
    assert item.state == "FAILED" and REDACTED.text(ANNA) + " asked for this call" in item.outcome
    assert ANNA not in item.outcome
    for address in (reverse("bulk-job", args=[job.pk]), f"/api/v1/bulk-jobs/{job.pk}/"):
        _shows(_as(client, people["viewer"]).get(address).content.decode(), raw=False)
    _shows(services.four_eyes_refusal(call, ANNA), raw=False)  # the queue's card says it the same way


@pytest.fixture
def held_reply(liar):  # noqa: F811
    """A run whose reply the claims audit holds (the liar agent's, under the hold policy)."""
    liar.AGENTOPS["CLAIMS"]["POLICY"] = {"liar": "hold"}
    return started("liar", 5)


def test_who_released_a_held_reply_is_named_as_its_timeline_names_them(client, people, held_reply):
    """qa-ops9: the run page's header read "reply released by ops.anna@corp.example" above the ReplyReleased row
    that shows her as ``<email:…>``, and a second release's 409 named her as typed."""
    reply_release(run_id=held_reply.id, user=people["anna"], reason="customer was called instead")
    page = reverse("run", args=[held_reply.id])
    html = _as(client, people["viewer"]).get(page).content.decode()
    assert "reply released by " + escape(REDACTED.text(ANNA)) in html
    _shows(html, raw=False)
    grant_raw_access(user=people["auditor"], run_id=held_reply.id, reason="audit")
    assert f"reply released by {ANNA}" in _as(client, people["auditor"]).get(page).content.decode()
    operator = make_user("otto", OPERATOR)
    with pytest.raises(ReplyConflict) as late:
        reply_release(run_id=held_reply.id, user=operator, reason="looks fine")
    _shows(str(late.value), raw=False)
    refused = _as(client, operator).post(reverse("claims:release", args=[held_reply.id]), {"reason": "looks fine"})
    assert refused.status_code == 409
    _shows(refused.content.decode(), raw=False)


def test_a_bulk_items_refusal_names_who_decided_first_as_the_reader_may_see_them(client, people):
    """An item skipped because someone decided its call first says who: stored redacted, shown raw to a reader with
    the unredacted permission on the job's page and API (both showed the pseudonym to everyone until known9)."""
    run = waiting_payment()
    args = {"action": "approve", "actor": "approver", "reason": "checked", "runs": Run.objects.all(), "expected": 1}
    job = bulk.bulk_create(**args, confirmation="approve 1 totalling 1,250 EUR", fingerprint=previewed())
    held = ToolExecution.objects.get(run=run, status="WAITING_MANUAL_CONFIRM")
    services.reject_call(execution_id=held.id, actor=ANNA, reason="duplicate invoice")
    bulk.execute_job(job.pk)
    item = BulkItem.objects.get(job=job, run=run)
    assert item.state == "SKIPPED" and "already rejected by " + REDACTED.text(ANNA) in item.outcome
    assert ANNA not in item.outcome and item.outcome_names == {REDACTED.text(ANNA): [ANNA, run.id]}
    for reader, raw in (("viewer", False), ("auditor", True)):
        [problem] = _as(client, people[reader]).get(f"/api/v1/bulk-jobs/{job.pk}/").json()["problems"]
        _shows(problem["outcome"], raw=raw)
        page = _as(client, people[reader]).get(reverse("bulk-job", args=[job.pk]), HTTP_HX_REQUEST="true")
        _shows(page.content.decode(), raw=raw)


def test_the_recovery_consoles_409_names_who_decided_first_as_the_reader_may_see_them(client, people):
    run = failed_run()
    services.dead_letter_run(run_id=run.id, actor=ANNA, reason="the invoice is void")
    operator = make_user("op2", OPERATOR)
    form = {"reason": "try again"}
    refused = _as(client, operator).post(reverse("resume", args=[run.id]), form)
    assert refused.status_code == 409
    _shows(refused.content.decode(), raw=False)
    operator.user_permissions.add(Permission.objects.get(codename="unredacted_export"))
    grant_raw_access(user=User.objects.get(pk=operator.pk), run_id=run.id, reason="audit")
    again = _as(client, User.objects.get(pk=operator.pk)).post(reverse("resume", args=[run.id]), form)
    assert again.status_code == 409 and f"by {ANNA}" in again.content.decode(), again.content.decode()[-800:]
