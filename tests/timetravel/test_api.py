"""Time-travel API: operators fork, dry-replay and what-if; viewers read redacted reports; keys get 403."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from django.contrib.auth.models import Permission
from django.core.cache import cache
from django.test import Client
from django.utils import timezone
from rest_framework.test import APIClient

from runs.api.keys import api_key_create
from runs.governance.visibility import grant_raw_access
from runs.models import Event, RawAccessGrant, ReplayReport, Run
from runs.services import run_create
from runs.worker.engine import drive_run
from tests.dashboard.conftest import make_user
from tests.runs.factories import make_run

FLAKY = "tests.runs.factories:flaky_agent"

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture(autouse=True)
def _own_cache(settings):
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "tt"}}
    cache.clear()


@pytest.fixture
def done() -> str:
    run_id = make_run("ticket")
    drive_run(run_id)
    return run_id


def client_for(*roles: str, name: str = "u") -> APIClient:
    client = APIClient()
    client.force_login(make_user(name, *roles))
    return client


def test_an_operator_previews_then_forks_and_a_repeated_create_key_returns_the_same_fork(done):
    api = client_for("operator")
    preview = api.post(f"/api/v1/runs/{done}/fork/preview/", {"step": 12}, format="json")
    assert preview.status_code == 200, preview.json()
    assert [(e["step"], e["action"]) for e in preview.json()["effects"]] == [(15, "deduped"), (19, "deduped"),
                                                                            (22, "deduped")]  # fmt: skip
    assert Run.objects.count() == 1
    body = {"step": 12, "reason": "rerun after the outage", "create_key": "k1"}
    made = api.post(f"/api/v1/runs/{done}/fork/", body, format="json")
    assert made.status_code == 201, made.json()
    fork = made.json()
    assert fork["fork_of"] == done and fork["status"] == "PENDING"
    again = api.post(f"/api/v1/runs/{done}/fork/", body, format="json")
    assert again.status_code == 200 and again.json()["id"] == fork["id"]
    # read back, the fork names its parent and its cut, as the fork's answer did; the parent names none
    shown = api.get(f"/api/v1/runs/{fork['id']}/").json()
    cut = Run.objects.get(id=fork["id"]).fork_seq
    assert (shown["parent_id"], shown["fork_of"], shown["fork_seq"]) == (done, done, cut) and cut
    assert {k: fork[k] for k in ("parent_id", "fork_of", "fork_seq")} == {
        k: shown[k] for k in ("parent_id", "fork_of", "fork_seq")
    }
    parent = api.get(f"/api/v1/runs/{done}/").json()
    assert (parent["parent_id"], parent["fork_of"], parent["fork_seq"]) == (None, None, None)


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"step": -1, "reason": "x"}, 400, "invalid_input"),
        ({"step": 2, "cut": "sideways", "reason": "x"}, 400, "invalid_input"),
        ({"step": 2, "max_steps": 0, "reason": "x"}, 400, "invalid_input"),
        ({"step": 2, "max_steps": 10**30, "max_tokens": 10, "max_cost": 1, "reason": "x"}, 400, "invalid_input"),
        ({"step": 2, "max_steps": 3, "max_tokens": 2**60, "max_cost": 1, "reason": "x"}, 400, "invalid_input"),
        ({"step": 2, "max_steps": 3, "max_tokens": 10, "max_cost": 1e300, "reason": "x"}, 400, "invalid_input"),
        ({"step": 2, "cutt": "keep", "reason": "x"}, 400, "invalid_input"),
        ({"step": 30, "reason": "x"}, 422, "fork_refused"),
        ({"step": 2, "reason": ""}, 422, "fork_refused"),
        ({"step": 2, "cut": "keep", "edits": [{"call_index": 5, "result": {}}], "reason": "x"}, 422, "fork_refused"),
        ({"step": 12, "keys": "new", "reason": "x"}, 422, "fork_refused"),  # repeats three emails: needs "again"
        ({"step": 12, "keys": "new", "again": "maybe", "reason": "x"}, 400, "invalid_input"),
        ({"step": 12, "again": True, "reason": "x"}, 422, "fork_refused"),  # "again" without keys=new: meant nothing
        ({"step": 12, "keys": "inherit", "again": True, "reason": "x"}, 422, "fork_refused"),
        ({"step": 12, "create_key": "", "reason": "x"}, 400, "invalid_input"),  # blank: as fork_run --key ""
        ({"step": 12, "create_key": "  ", "reason": "x"}, 400, "invalid_input"),
    ],
)
def test_bad_fork_requests_get_a_specific_error_and_write_nothing(done, body, status, code):
    api = client_for("operator")
    response = api.post(f"/api/v1/runs/{done}/fork/", body, format="json")
    assert response.status_code == status and response.json()["error"]["code"] == code, response.json()
    assert Run.objects.count() == 1


def test_a_run_whose_agent_is_no_longer_registered_is_refused_its_preview_as_its_fork(done, settings):
    """The preview answered 200 with a plan (it loaded the agent only for an edit) for a fork its create refused:
    422 ``unknown_agent`` for both now (qa-travel7)."""
    agents = {name: path for name, path in settings.AGENTOPS["AGENTS"].items() if name != "ticket"}
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": agents}
    api = client_for("operator")
    for path in ("fork/preview/", "fork/"):
        response = api.post(f"/api/v1/runs/{done}/{path}", {"step": 3, "reason": "x"}, format="json")
        assert response.status_code == 422 and response.json()["error"]["code"] == "unknown_agent", response.json()
    assert Run.objects.count() == 1


def test_a_misspelt_field_of_an_edit_is_a_400_naming_it_not_a_fork_made_without_it(done):
    api = client_for("operator")
    edit = {"call_index": 0, "args": {"to": "ops@example.com"}, "reslt": {"success": True}}
    for path in ("fork/preview/", "fork/"):
        response = api.post(f"/api/v1/runs/{done}/{path}", {"step": 3, "cut": "keep", "edits": [edit], "reason": "x"},
                            format="json")  # fmt: skip
        assert response.status_code == 400, response.json()
        assert response.json()["error"]["details"] == {"edits.0.reslt": ["unknown field"]}
    assert Run.objects.count() == 1


def test_a_fork_given_one_cap_keeps_its_parents_others_and_a_fork_of_it_keeps_its_caps(register_agent):
    """A fork took new caps only as all three (max_steps alone was 400 "go together", which the schema could not
    say); a cap not given is now the parent's. A fork of a fork given none ran under the root's RunStarted caps
    (ForkedFrom journaled caps only when given): it now runs under its parent's, journaled in its ForkedFrom."""
    register_agent(ticket="tests.timetravel.agents:ticket_small_budget")  # 10 steps, 400,000 tokens, $5
    parent = make_run("ticket")
    assert str(drive_run(parent)) == "FAILED"
    api = client_for("operator")
    made = api.post(
        f"/api/v1/runs/{parent}/fork/", {"step": 10, "max_steps": 18, "reason": "more steps"}, format="json"
    )
    assert made.status_code == 201, made.json()
    first = made.json()["id"]
    caps = {"max_steps": 18, "max_tokens": 400_000, "max_cost": 5.0}
    assert api.get(f"/api/v1/runs/{first}/replay/").json()["budget"] == caps
    assert str(drive_run(first)) == "FAILED"  # stopped again at 18 steps: the step cap it was given
    assert Run.objects.get(id=first).steps_used == 18

    spent = api.post(f"/api/v1/runs/{first}/fork/", {"step": 18, "max_cost": 4.5, "reason": "x"}, format="json")
    assert spent.status_code == 422, "its parent's 18 steps are spent: it would fail at once"
    assert "step budget spent: 18/18 steps" in spent.json()["error"]["message"]  # its parent's cap, not the root's
    again = api.post(f"/api/v1/runs/{first}/fork/", {"step": 16, "max_cost": 4.5, "reason": "x"}, format="json")
    assert again.status_code == 201, again.json()
    second = again.json()["id"]
    assert api.get(f"/api/v1/runs/{second}/replay/").json()["budget"] == {**caps, "max_cost": 4.5}
    assert str(drive_run(second)) == "FAILED", "18 steps, its parent's cap, not the root's 10 nor none"
    assert Run.objects.get(id=second).steps_used == 18
    third = api.post(f"/api/v1/runs/{second}/fork/", {"step": 18, "max_steps": 40, "reason": "x"}, format="json")
    assert str(drive_run(third.json()["id"])) == "COMPLETED"


def test_another_operators_create_key_is_a_conflict_not_their_fork_reported_as_yours(done):
    """Bob sending Ada's key and body was answered 200 with Ada's fork: his reason journaled nowhere, the fork's
    ForkedFrom naming Ada (and a payment it holds hers to approve, not his). Like a bulk job's request_key."""
    ada, bob = client_for("operator", name="ada"), client_for("operator", name="bob")
    body = {"step": 3, "reason": "rerun", "create_key": "k-shared"}
    made = ada.post(f"/api/v1/runs/{done}/fork/", body, format="json")
    assert made.status_code == 201
    theirs = bob.post(f"/api/v1/runs/{done}/fork/", {**body, "reason": "mine"}, format="json")
    assert theirs.status_code == 409, theirs.json()
    assert theirs.json()["error"]["code"] == "create_key_conflict"
    assert theirs.json()["error"]["details"]["fields"] == ["actor"]
    assert ada.post(f"/api/v1/runs/{done}/fork/", body, format="json").json()["id"] == made.json()["id"]
    assert Run.objects.count() == 2


def test_a_create_key_reused_for_another_fork_is_a_conflict_not_the_first_fork(done):
    """Forking run B at step 5 with the key that forked run A at step 3 answered 200 with A's fork: the operator
    read a fork made, and nothing was. Like POST runs/, a key reused with other fields is 409 create_key_conflict."""
    api = client_for("operator")
    other = make_run("ticket")
    drive_run(other)
    first = api.post(f"/api/v1/runs/{done}/fork/", {"step": 3, "reason": "x", "create_key": "k1"}, format="json")
    assert first.status_code == 201
    for run_id, step, fields in [(other, 5, ["run", "step"]), (done, 4, ["step"]), (other, 3, ["run"])]:
        again = api.post(
            f"/api/v1/runs/{run_id}/fork/", {"step": step, "reason": "y", "create_key": "k1"}, format="json"
        )
        assert again.status_code == 409 and again.json()["error"]["code"] == "create_key_conflict", again.json()
        assert again.json()["error"]["details"] == {"run_id": first.json()["id"], "fields": fields}
    assert Run.objects.filter(fork_of__isnull=False).count() == 1


def test_a_forks_create_key_fits_by_its_nfc_length(done):
    """150 accented letters sent decomposed are 300 code points: refused by the field's 200 before, while the
    service took the same key composed (150)."""
    api = client_for("operator")
    body = {"step": 3, "reason": "x", "create_key": "e\u0301" * 150}
    made = api.post(f"/api/v1/runs/{done}/fork/", body, format="json")
    assert made.status_code == 201, made.json()
    again = api.post(f"/api/v1/runs/{done}/fork/", body | {"create_key": "\u00e9" * 150}, format="json")
    assert again.status_code == 200 and again.json()["id"] == made.json()["id"]


def test_a_run_still_moving_cannot_be_forked():
    api = client_for("operator")
    pending = make_run("ticket")
    response = api.post(f"/api/v1/runs/{pending}/fork/", {"step": 0, "reason": "x"}, format="json")
    assert response.status_code == 409 and response.json()["error"]["code"] == "fork_conflict"


def test_roles_viewers_read_redacted_reports_keys_and_nobodies_are_refused(done):
    operator = client_for("operator", name="op")
    made = operator.post(f"/api/v1/runs/{done}/dry-replay/", format="json")
    assert made.status_code == 201 and made.json()["divergences"] == 0 and made.json()["redacted"] is True
    steps = made.json()["report"]["steps"]
    assert steps[3]["recorded"]["calls"][0]["args"]["to"].startswith("<email:")

    viewer = client_for("viewer", name="vi")
    for url, body in [(f"/api/v1/runs/{done}/fork/", {"step": 1, "reason": "x"}),
                      (f"/api/v1/runs/{done}/what-if/", {"from_step": 20}),
                      (f"/api/v1/runs/{done}/dry-replay/", {})]:  # fmt: skip
        assert viewer.post(url, body, format="json").status_code == 403
    listed = viewer.get(f"/api/v1/runs/{done}/replay-reports/")
    assert listed.status_code == 200 and len(listed.json()) == 1
    seen = listed.json()[0]
    assert seen["redacted"] is True
    to = seen["report"]["steps"][3]["recorded"]["calls"][0]["args"]["to"]
    assert to.startswith("<email:") and "example.com" not in str(seen["report"])

    key = api_key_create(agent="ticket", name="t")[1]
    agent = APIClient()
    agent.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
    assert agent.post(f"/api/v1/runs/{done}/fork/", {"step": 1, "reason": "x"}, format="json").status_code == 403
    refused = agent.get(f"/api/v1/runs/{done}/replay-reports/")
    assert refused.status_code == 403 and "its reports need the viewer role" in refused.json()["error"]["message"]
    nobody = client_for(name="nobody")
    assert nobody.get(f"/api/v1/replay-reports/{made.json()['id']}/").status_code == 403
    assert APIClient().get(f"/api/v1/replay-reports/{made.json()['id']}/").status_code in (401, 403)
    assert ReplayReport.objects.count() == 1


def test_a_forks_create_key_and_an_agents_create_key_are_never_taken_for_each_other(done):
    """An agent's create key is stored as ``agent:key`` and a fork's was stored as it was sent: agent ``ticket``'s
    create with ``k9`` after a fork made with ``ticket:k9`` answered 200 with that fork, as the run it had created
    (and ``GET runs/?create_key=k9`` listed it); the other way round the fork was refused (409)."""
    operator = client_for("operator")
    agent = APIClient()
    agent.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key_create(agent='ticket', name='t')[1]}")
    inputs = {"ticket": "T-9", "customer": "ACME", "task": "Resolve the ticket."}

    def fork(key: str):
        return operator.post(
            f"/api/v1/runs/{done}/fork/", {"step": 12, "reason": "x", "create_key": key}, format="json"
        )

    def create(key: str):
        return agent.post("/api/v1/runs/", {"agent": "ticket", "inputs": inputs, "create_key": key}, format="json")

    forked = fork("ticket:k9")
    assert forked.status_code == 201, forked.json()
    made = create("k9")
    assert made.status_code == 201 and made.json()["id"] != forked.json()["id"], made.json()
    assert [r["id"] for r in agent.get("/api/v1/runs/?create_key=k9").json()["results"]] == [made.json()["id"]]
    assert (again := fork("ticket:k9")).status_code == 200 and again.json()["id"] == forked.json()["id"]
    first = create("k8")
    assert first.status_code == 201
    other = fork("ticket:k8")
    assert other.status_code == 201 and other.json()["fork_of"] == done, other.json()
    # a fork made before (its key stored as it was sent) is still its retry's answer, and refused to the agent's create
    Run.objects.filter(id=other.json()["id"]).update(create_key="ticket:k7")
    assert (retried := fork("ticket:k7")).status_code == 200 and retried.json()["id"] == other.json()["id"]
    refused = create("k7")
    assert refused.status_code == 409 and refused.json()["error"]["code"] == "create_key_conflict", refused.json()
    assert "names fork" in refused.json()["error"]["message"]
    assert not agent.get("/api/v1/runs/?create_key=k7").json()["results"]


def test_what_if_through_the_api(done):
    api = client_for("operator")
    made = api.post(f"/api/v1/runs/{done}/what-if/", {"from_step": 22, "template": "T {ticket} {clock}"},
                    format="json")  # fmt: skip
    assert made.status_code == 201, made.json()
    assert made.json()["model_calls"] == 2 and made.json()["kind"] == "what_if"
    bad = api.post(f"/api/v1/runs/{done}/what-if/", {"from_step": 2, "max_tokens": 10**9}, format="json")
    assert bad.status_code == 400
    assert api.get("/api/v1/replay-reports/999999/").status_code == 404


def test_a_report_id_is_ascii_digits_and_an_unknown_one_is_quoted_short(done):
    """qa-travel8: ``str.isdigit`` took a full-width "１" for report 1 (200, the report), and a 404 echoed the id
    whole, a NUL or 5,000 characters of it."""
    api = client_for("operator")
    made = api.post(f"/api/v1/runs/{done}/dry-replay/", {}, format="json").json()["id"]
    assert api.get(f"/api/v1/replay-reports/{made}/").status_code == 200
    wide = "".join(chr(0xFF10 + int(d)) for d in str(made))
    for report_id, shown in [(wide, repr(wide)), ("%00", "'\\x00'"), ("9" * 5000, repr("9" * 40))]:
        answer = api.get(f"/api/v1/replay-reports/{report_id}/")
        assert answer.status_code == 404, answer.json()
        assert answer.json()["error"]["message"] == f"unknown report {shown}"


def test_a_repeated_what_if_request_key_returns_the_first_report_and_asks_no_model(done):
    """Each POST was a what-if of its own, its model calls paid again: a retry after a lost answer paid twice."""
    api = client_for("operator", name="op")
    body = {"from_step": 22, "template": "T {ticket} {clock}", "request_key": "w1"}
    made = api.post(f"/api/v1/runs/{done}/what-if/", body, format="json")
    assert made.status_code == 201, made.json()
    again = api.post(f"/api/v1/runs/{done}/what-if/", body, format="json")
    assert again.status_code == 200 and again.json()["id"] == made.json()["id"], again.json()
    assert ReplayReport.objects.count() == 1 and ReplayReport.objects.get().model_calls == 2
    # the key with other parameters, or sent by another operator, is not the same what-if: 409, nothing written
    for who, sent in ((api, {**body, "max_calls": 5}), (client_for("operator", name="op2"), body)):
        refused = who.post(f"/api/v1/runs/{done}/what-if/", sent, format="json")
        assert refused.status_code == 409 and refused.json()["error"]["code"] == "replay_conflict", refused.json()
    assert ReplayReport.objects.count() == 1


@pytest.mark.parametrize("key", ["", "   "])
def test_a_blank_what_if_request_key_is_refused_as_a_blank_create_key_is(done, key):
    """A blank ``request_key`` was taken as no key: a retry sending it paid for its what-if again."""
    body = {"from_step": 22, "template": "T {ticket} {clock}", "request_key": key}
    answer = client_for("operator").post(f"/api/v1/runs/{done}/what-if/", body, format="json")
    assert answer.status_code == 400 and answer.json()["error"]["code"] == "invalid_input", answer.json()
    assert "request_key" in answer.json()["error"]["message"]
    assert not ReplayReport.objects.exists()


@pytest.mark.parametrize("dropped", [["RunStarted"], None])
@pytest.mark.parametrize(
    ("path", "body", "code"),
    [
        ("dry-replay/", {}, "replay_refused"),
        ("what-if/", {"from_step": 0}, "replay_refused"),
        ("fork/preview/", {"step": 3}, "fork_refused"),
        ("fork/", {"step": 3, "reason": "x"}, "fork_refused"),
    ],
)
def test_a_journal_without_its_run_started_is_refused_with_a_message_not_a_500(done, dropped, path, body, code):
    """A run made by a direct insert (no event) or whose RunStarted is gone: a replay was an IndexError, a fork a
    ValueError, each a 500 (the preview answered a plan of a history it could not rebuild)."""
    events = Event.objects.filter(run_id=done)
    (events.filter(type__in=dropped) if dropped else events).delete()
    answer = client_for("operator").post(f"/api/v1/runs/{done}/{path}", body, format="json")
    assert answer.status_code == 422 and answer.json()["error"]["code"] == code, answer.content
    assert "does not begin with a RunStarted event" in answer.json()["error"]["message"]
    assert not ReplayReport.objects.exists() and Run.objects.count() == 1


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("what-if/", {"from_step": 22, "templat": "T {ticket} {clock}"}, "templat"),  # a paid what-if without it
        ("dry-replay/", {"from_step": 5}, "from_step"),  # takes no options: it would replay from 0 all the same
    ],
)
def test_an_option_the_replay_does_not_have_is_a_400_naming_it_and_writes_nothing(done, path, body, field):
    response = client_for("operator").post(f"/api/v1/runs/{done}/{path}", body, format="json")
    assert response.status_code == 400 and response.json()["error"]["code"] == "invalid_input", response.json()
    assert response.json()["error"]["details"] == {field: ["unknown field"]}
    assert not ReplayReport.objects.exists()


@pytest.mark.parametrize("query", ["?limit=5", "?x=1"])
def test_unknown_report_parameters_are_refused(done, query):
    api = client_for("viewer")
    for url in (f"/api/v1/runs/{done}/replay-reports/{query}", f"/api/v1/replay-reports/1/{query}"):
        response = api.get(url)
        assert response.status_code == 400 and response.json()["error"]["code"] == "invalid_input", url


def test_an_operator_sees_time_travel_payloads_redacted_unless_they_hold_a_grant(done):
    """The operator role decides forks, not who sees raw values (docs/export.md: only a per-run grant).
    A fork's preview and a dry replay's report showed an operator every address the parent mailed."""
    operator = client_for("operator", name="op")
    preview = operator.post(f"/api/v1/runs/{done}/fork/preview/", {"step": 12}, format="json")
    made = operator.post(f"/api/v1/runs/{done}/dry-replay/", format="json")
    assert preview.status_code == 200 and made.status_code == 201
    for answer in (preview.json(), made.json(), operator.get(f"/api/v1/replay-reports/{made.json()['id']}/").json()):
        assert "@example.com" not in json.dumps(answer) and "<email:" in json.dumps(answer)

    auditor = make_user("auditor", "operator")
    # the permission itself: a transactional test before this one flushes the group migration 0003 gave it
    auditor.user_permissions.add(Permission.objects.get(codename="unredacted_export"))
    grant_raw_access(user=auditor, run_id=done, reason="investigating a complaint")
    granted = APIClient()
    granted.force_login(auditor)
    preview = granted.post(f"/api/v1/runs/{done}/fork/preview/", {"step": 12}, format="json").json()
    report = granted.get(f"/api/v1/replay-reports/{made.json()['id']}/").json()
    assert preview["effects"][0]["args"]["to"].endswith("@example.com")
    assert report["redacted"] is False and "support@example.com" in json.dumps(report["report"])


def test_a_run_still_moving_cannot_be_replayed_or_what_iffed_either():
    """The fork's rule (a run a worker may still move is refused, 409) holds for dry replays and what-ifs."""
    api = client_for("operator")
    running = make_run("ticket")
    drive_run(running, max_steps=3)
    for path, body in (("dry-replay", {}), ("what-if", {"from_step": 1})):
        response = api.post(f"/api/v1/runs/{running}/{path}/", body, format="json")
        assert response.status_code == 409, (path, response.json())
        assert response.json()["error"]["code"] == "replay_conflict"
        assert f"run {running} is RUNNING" in response.json()["error"]["message"]
    assert ReplayReport.objects.count() == 0


def test_a_grant_on_a_fork_shows_the_parents_history_raw_only_as_a_grant_covering_the_parent():
    """A fork's history up to its cut, and its reference, are its parent's journal. A grant on the fork
    alone showed them raw (the fork's /replay/, the reference on its page) while the parent's own pages
    stayed redacted: one grant read any run raw under another run's audit row (probe-roles)."""
    inputs = {"ticket": "T-9", "customer": "wang.fang.parent@example.com", "task": "Resolve the ticket."}
    parent, _ = run_create(agent="ticket", inputs=inputs, reference="case zhao.li.ref@example.com", seed=7, start=False)
    drive_run(parent.id)
    made = client_for("operator", name="op").post(
        f"/api/v1/runs/{parent.id}/fork/", {"step": 12, "reason": "r"}, format="json"
    )
    fork = made.json()["id"]
    auditor = make_user("auditor", "viewer")
    auditor.user_permissions.add(Permission.objects.get(codename="unredacted_export"))
    browser = Client()
    browser.force_login(auditor)
    api = APIClient()
    api.force_login(auditor)

    def shown() -> dict[str, str]:
        return {
            "fork replay": json.dumps(api.get(f"/api/v1/runs/{fork}/replay/").json()),
            "fork run": json.dumps(api.get(f"/api/v1/runs/{fork}/").json()),
            "fork page": browser.get(f"/runs/{fork}/").content.decode(),
            "parent page": browser.get(f"/runs/{parent.id}/").content.decode(),
            "parent events": json.dumps(api.get(f"/api/v1/runs/{parent.id}/events/").json()),
        }

    # a grant row on the fork alone (as one opened before the lineage rule): the inherited history stays redacted
    now = timezone.now()
    RawAccessGrant.objects.create(
        actor=auditor,
        actor_name="auditor",
        run_id=fork,
        reason="old",
        granted_at=now,
        expires_at=now + timedelta(hours=1),
    )
    for where, text in shown().items():
        assert "wang.fang.parent@" not in text and "zhao.li.ref@" not in text, where
    RawAccessGrant.objects.all().delete()

    # the fork's page says what a grant there covers; the grant records one row per run it reveals
    assert "This run is a fork of" in browser.get(f"/runs/{fork}/").content.decode()
    opened = browser.post(f"/runs/{fork}/raw-access/", {"reason": "complaint 12", "minutes": "10"})
    assert opened.status_code == 302
    assert sorted(RawAccessGrant.objects.values_list("run_id", "reason")) == sorted(
        [(fork, "complaint 12"), (parent.id, "complaint 12")]
    )
    raw = {"fork replay": "wang.fang.parent@", "fork run": "zhao.li.ref@", "fork page": "zhao.li.ref@"}
    raw |= {"parent page": "zhao.li.ref@", "parent events": "wang.fang.parent@"}
    for where, text in shown().items():
        assert raw[where] in text, where
    # exports: a GET is redacted for everyone, the fork's included
    export = b"".join(browser.get(f"/runs/{fork}/export?format=jsonl").streaming_content).decode()
    assert "@example.com" not in export

    # hiding raw values on the fork closes what opening them there opened
    browser.post(f"/runs/{fork}/raw-access/", {"end": "1"})
    for where, text in shown().items():
        assert "wang.fang.parent@" not in text and "zhao.li.ref@" not in text, where


def test_a_forks_preview_never_calls_a_payment_still_waiting_in_the_parent_not_done():
    """The parent's payment waits for an approver, who can still grant it there: the preview said
    "never ran … the fork runs it" (not_done), so a fork with new keys looked free of a second payment."""
    waiting = make_run("billing")
    assert str(drive_run(waiting)) == "WAITING_MANUAL_CONFIRM"
    api = client_for("operator")
    body = {"step": 1, "cut": "keep", "keys": "new"}
    preview = api.post(f"/api/v1/runs/{waiting}/fork/preview/", body, format="json")
    assert preview.status_code == 200, preview.json()
    [pay] = preview.json()["effects"]
    assert (pay["tool"], pay["happened"], pay["action"]) == ("pay_invoice", None, "held")
    assert pay["outcome"] == "waiting for approval in the parent (may still run there)"


def test_a_failed_run_whose_automatic_retry_is_due_is_still_moving(settings, monkeypatch, tmp_path):
    """A retryable failure leaves the run FAILED with ``next_retry_at``: a worker will drive it again by
    itself, so its history still grows (a fork made now would run beside it: effects the preview never
    listed, done twice under new keys). Refused as a RUNNING run is (409, nothing written) until it stops
    for good; it was forked (201) and replayed."""
    monkeypatch.setenv("FLAKY_FILE", str(tmp_path / "failures"))
    monkeypatch.setenv("FLAKY_FAILURES", "1")
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": {**settings.AGENTOPS["AGENTS"], "flaky": FLAKY}}
    run, _ = run_create(agent="flaky", inputs={"task": "Answer from the policy."}, seed=3, start=False)
    assert str(drive_run(run.id)) == "FAILED"
    assert Run.objects.get(id=run.id).next_retry_at is not None
    api = client_for("operator")
    runs, events, reports = Run.objects.count(), Event.objects.count(), ReplayReport.objects.count()
    for path, body, code in (
        ("fork/", {"step": 1, "reason": "rerun"}, "fork_conflict"),
        ("fork/preview/", {"step": 1}, "fork_conflict"),
        ("dry-replay/", {}, "replay_conflict"),
    ):
        answer = api.post(f"/api/v1/runs/{run.id}/{path}", body, format="json")
        assert (answer.status_code, answer.json()["error"]["code"]) == (409, code), answer.json()
        assert "automatic retry" in answer.json()["error"]["message"]
    assert (Run.objects.count(), Event.objects.count(), ReplayReport.objects.count()) == (runs, events, reports)


def test_a_create_key_reused_with_another_edit_or_cap_is_a_conflict_not_the_first_fork(done):
    """A retry carrying another edited result (or cap) answered 200 with the first fork: the operator read
    their new edit as made, and the fork runs the old one."""
    api = client_for("operator")
    body = {"step": 3, "cut": "keep", "reason": "x", "create_key": "k2",
            "edits": [{"call_index": 0, "result": {"success": True, "code": "sent"}}]}  # fmt: skip
    first = api.post(f"/api/v1/runs/{done}/fork/", body, format="json")
    assert first.status_code == 201, first.json()
    assert api.post(f"/api/v1/runs/{done}/fork/", body, format="json").status_code == 200  # the same: a retry
    other_edit = {**body, "edits": [{"call_index": 0, "result": {"success": False, "code": "bounced"}}]}
    for changed, fields in [(other_edit, ["edits"]), ({**body, "max_steps": 99}, ["max_steps"])]:
        again = api.post(f"/api/v1/runs/{done}/fork/", changed, format="json")
        assert again.status_code == 409 and again.json()["error"]["code"] == "create_key_conflict", again.json()
        assert again.json()["error"]["details"] == {"run_id": first.json()["id"], "fields": fields}
    assert Run.objects.filter(fork_of__isnull=False).count() == 1


def test_a_run_whose_lease_a_worker_holds_is_still_moving_though_it_reads_recovering():
    """Recovery takes a dead worker's run over — its lease, then RecoveryStarted — and drives it on: the run reads
    RECOVERING (a stopped status) the whole time that worker moves it. It was forked (201) beside that drive, whose
    later effects the preview never listed, and dry-replayed against half a run. Refused as a RUNNING run is (409,
    nothing written) until the worker gives the lease back."""
    from runs.journal import leases
    from runs.worker.recovery import take_over

    run_id = make_run("ticket")
    lease = take_over(run_id, owner=leases.worker_id("recovery"))
    assert Run.objects.get(id=run_id).status == "RECOVERING"
    api = client_for("operator")
    counts = Run.objects.count(), Event.objects.count(), ReplayReport.objects.count()
    for path, body, code in (
        ("fork/", {"step": 0, "keys": "new", "reason": "rerun"}, "fork_conflict"),
        ("fork/preview/", {"step": 0}, "fork_conflict"),
        ("dry-replay/", {}, "replay_conflict"),
    ):
        answer = api.post(f"/api/v1/runs/{run_id}/{path}", body, format="json")
        assert (answer.status_code, answer.json()["error"]["code"]) == (409, code), answer.json()
        assert "a worker holds its lease" in answer.json()["error"]["message"]
    assert (Run.objects.count(), Event.objects.count(), ReplayReport.objects.count()) == counts
    leases.release(run_id, lease.fence)  # the worker let it go: a stopped run again
    answer = api.post(f"/api/v1/runs/{run_id}/fork/preview/", {"step": 0}, format="json")
    assert answer.status_code == 200, answer.json()


def test_a_worker_taking_the_parents_lease_while_its_fork_is_planned_refuses_the_fork(monkeypatch):
    """The parent is checked once more, its row locked, in the fork's transaction: a worker that takes its lease after
    the first check (the drive of an approval granted meanwhile) no longer gets a fork made beside it."""
    from runs.journal import leases
    from runs.timetravel import fork as service

    run_id = make_run("billing")
    assert str(drive_run(run_id)) == "WAITING_MANUAL_CONFIRM"  # stopped: the first check lets it through
    read = service.load_events

    def read_then_a_worker_takes_the_lease(*args, **kwargs):
        events = read(*args, **kwargs)
        leases.acquire(run_id, leases.worker_id("worker"))
        return events

    monkeypatch.setattr(service, "load_events", read_then_a_worker_takes_the_lease)
    runs = Run.objects.count()
    answer = client_for("operator").post(f"/api/v1/runs/{run_id}/fork/", {"step": 1, "reason": "x"}, format="json")
    assert (answer.status_code, answer.json()["error"]["code"]) == (409, "fork_conflict"), answer.json()
    assert "a worker holds its lease" in answer.json()["error"]["message"]
    assert Run.objects.count() == runs


def test_an_edit_of_arguments_read_redacted_is_refused_whatever_it_guesses(done):
    """The fork compares edited arguments with the stored ones (the same: the parent's key, deduped; others: a key
    of their own): to an operator who reads them redacted, the preview confirmed a guess at a raw address — right,
    "deduped"; wrong, "edited arguments" (qa-ops5, the live server). Now both guesses get the same 403, nothing
    written; with a raw-access grant the comparison is made as before."""
    call = next(
        json.loads(e.payload) for e in Event.objects.filter(run_id=done, type="ToolRequested", step=3).order_by("seq")
    )
    right = call["args"]
    wrong = {**right, "to": "someone.else@example.com"}
    assert right != wrong
    operator = client_for("operator", name="guesser")
    answers = []
    for args in (right, wrong):
        for path in ("fork/preview/", "fork/"):
            body = {"step": 3, "cut": "keep", "edits": [{"call_index": 0, "args": args}], "reason": "x"}
            response = operator.post(f"/api/v1/runs/{done}/{path}", body, format="json")
            assert response.status_code == 403 and response.json()["error"]["code"] == "forbidden", response.json()
            answers.append(response.json())
    assert all(answer == answers[0] for answer in answers) and "raw access" in answers[0]["error"]["message"]
    assert Run.objects.count() == 1
    # a result edit compares nothing: still open to the same operator
    result = {"step": 3, "cut": "keep", "edits": [{"call_index": 0, "result": {"success": True}}]}
    assert operator.post(f"/api/v1/runs/{done}/fork/preview/", result, format="json").status_code == 200
    # the dashboard's dialog says the same, inside the dialog
    page = Client()
    page.force_login(make_user("guesser2", "operator"))
    form = {"step": "3", "cut": "keep", "edit_call": "0", "edit_field": "args", "edit_value": json.dumps(right)}
    refused = page.post(f"/runs/{done}/fork/preview/", form, headers={"HX-Request": "true"})
    assert "needs raw access" in refused.content.decode() and "deduped" not in refused.content.decode()

    auditor = make_user("auditor2", "operator")
    auditor.user_permissions.add(Permission.objects.get(codename="unredacted_export"))
    grant_raw_access(user=auditor, run_id=done, reason="fixing the address")
    granted = APIClient()
    granted.force_login(auditor)
    actions = []
    for args in (right, wrong):
        body = {"step": 3, "cut": "keep", "edits": [{"call_index": 0, "args": args}]}
        plan = granted.post(f"/api/v1/runs/{done}/fork/preview/", body, format="json").json()
        actions.append(next(e["action"] for e in plan["effects"] if e["step"] == 3 and e["call_index"] == 0))
    assert actions[0] != "again" and actions[1] == "again"


def test_a_forks_answer_shows_its_reference_as_the_forks_reads_do():
    """The fork's 201 (and a repeated create_key's 200) is the run as the operator reads it: a reference holding an
    address redacted without a grant. It answered the stored reference — ``case zhao.li.ref@example.com`` to an
    operator whose every read of parent and fork shows ``<email:…>`` (qa-ops8, the live server)."""
    inputs = {"ticket": "T-9", "customer": "wang.fang@example.com", "task": "Resolve the ticket."}
    parent, _ = run_create(agent="ticket", inputs=inputs, reference="case zhao.li.ref@example.com", seed=7, start=False)
    drive_run(parent.id)
    operator = client_for("operator", name="op")
    body = {"step": 12, "reason": "rerun", "create_key": "k1"}
    made = operator.post(f"/api/v1/runs/{parent.id}/fork/", body, format="json")
    again = operator.post(f"/api/v1/runs/{parent.id}/fork/", body, format="json")
    shown = operator.get(f"/api/v1/runs/{made.json()['id']}/").json()
    assert (made.status_code, again.status_code) == (201, 200)
    assert shown["reference"].startswith("case <email:")
    assert made.json()["reference"] == again.json()["reference"] == shown["reference"]
