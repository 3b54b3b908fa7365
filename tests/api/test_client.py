"""``agentops.client.DurableRun`` against a live server: one holder per lease (also across processes),
waiting for a held lease, model errors journaled, same-key replays, and restarts on a parked run."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest

from agentops.client import (
    AgentOpsClient,
    ApiError,
    CallAwaitingApproval,
    DurableRun,
    InvalidInput,
    Lease,
    LeaseHeld,
    ProtocolRefused,
    RunParked,
    RunStopped,
    ServerUnavailable,
    default_owner,
    external_run_fields,
    unbacked,
)
from agentops.core.budget import Budget
from agentops.core.errors import DidNotAct, JournalCorrupt, ModelError, StopLoop, ToolTimeout
from agentops.core.loop import Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import Effect, Lookup, Tool, ToolRegistry
from agentops.demo import ticket
from agentops.demo.external_ticket import AGENT, FileOutbox
from approvals.services import retry_run
from runs.models import Event, Run, ToolExecution

pytestmark = pytest.mark.django_db(transaction=True)
ROOT = Path(__file__).resolve().parents[2]
OK = {"success": True, "code": "ok", "data": {"id": "x"}}


def _demo(url: str, key: str, tmp_path: Path, *extra: str) -> subprocess.Popen[str]:
    """The external ticket agent in its own process (no Django), on the run of ticket T-55."""
    cmd = [sys.executable, "-m", "agentops.demo.external_ticket", "--url", url, "--ticket", "T-55"]
    cmd += ["--outbox", str(tmp_path / "outbox.jsonl"), "--calls-log", str(tmp_path / "calls.log"), *extra]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO", "DATABASE", "AGENTOPS"))}
    env |= {"PYTHONPATH": str(ROOT), "AGENTOPS_DURABLE_API_KEY": key}
    return subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _lines(path: Path) -> int:
    return len(path.read_text().splitlines()) if path.exists() else 0


def test_a_second_process_with_the_holders_owner_is_refused_and_never_samples_or_executes(
    live_server, raw_key, tmp_path
):
    """Issue 11 items 3 and 10: both processes use the stable default owner (agent@host); the lease's
    secret decides. The second one refuses at once with --lease-wait 0, and with a wait it takes the run
    only once the holder released it — then there is nothing left to do."""
    outbox, entered, gate, calls = FileOutbox(tmp_path / "outbox.jsonl"), threading.Event(), threading.Event(), []
    agent = ticket.build_agent(outbox, on_model_call=calls.append, name=AGENT)
    retrieve = agent.tools.get("retrieve")

    def held_retrieve(args: dict[str, Any], key: str | None) -> Any:
        entered.set()
        assert gate.wait(60)
        return retrieve.fn(args, key)

    agent.tools = ToolRegistry([Tool("retrieve", held_retrieve, effect=Effect.READ), agent.tools.get("send_email")])
    inputs = {"ticket": "T-55", "customer": "ACME", "task": "Resolve ticket T-55."}  # as the demo's
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = client.create_run(**external_run_fields(agent, inputs), create_key="T-55")["id"]
        outcome: list[str] = []
        thread = threading.Thread(target=lambda: outcome.append(DurableRun(client, agent, run_id).run()))
        thread.start()
        waiting = None
        try:
            assert entered.wait(30)  # the holder sampled step 0, claimed its retrieval and is executing it
            token = Run.objects.get(id=run_id).fencing_token
            assert Run.objects.get(id=run_id).lease_owner == f"ext:{default_owner(agent)}"
            refused = _demo(live_server.url, raw_key, tmp_path, "--lease-wait", "0")
            out, err = refused.communicate(timeout=120)
            assert refused.returncode == 2 and "lease_held" in err, (out, err)
            waiting = _demo(live_server.url, raw_key, tmp_path, "--lease-wait", "60")
            time.sleep(1.5)
            assert waiting.poll() is None  # it is waiting for the lease
            assert _lines(tmp_path / "calls.log") == 0 and outbox._messages() == []
            assert Run.objects.get(id=run_id).fencing_token == token  # nobody took the live lease
        finally:
            gate.set()
            thread.join(120)
        out, err = waiting.communicate(timeout=120)
    assert outcome == ["COMPLETED"] and len(calls) == ticket.STEPS
    assert waiting.returncode == 0 and json.loads(out)["outcome"] == "COMPLETED", err
    assert _lines(tmp_path / "calls.log") == 0  # the second process never asked its model
    assert len(outbox._messages()) == ticket.EMAILS  # every email once, sent by the holder
    assert Event.objects.filter(run_id=run_id, type="LlmSampled").count() == ticket.STEPS


def test_waiting_for_a_held_lease_is_bounded_and_backs_off(live_server, raw_key):
    """A dead holder's lease (2 s, never released): a short wait gives up with LeaseHeld; a long one
    takes the run as soon as the lease expires, polling with capped backoff, not in a busy loop."""
    # one call then the reply: what is asserted is the wait, not the run (the 24-step ticket run cost ~10 s here)
    agent = _agent(_one_call("read", {"n": 1}), [Tool("read", lambda args, key: OK, effect=Effect.READ)])
    with AgentOpsClient(live_server.url, raw_key) as client:
        run = {"id": _start(client, agent)}
        dead = client.acquire(run["id"], default_owner(agent), seconds=2)
        expires = time.monotonic() + 2  # no later than this on the server's clock (it granted after we asked)
        sleeps: list[float] = []

        def sleep(seconds: float) -> None:
            sleeps.append(seconds)
            time.sleep(seconds)

        with pytest.raises(LeaseHeld) as held:
            DurableRun(client, agent, run["id"], lease_wait=0.3, sleep=sleep).run()
        assert sum(sleeps) <= 0.3 + 0.05  # a short wait gives up within its budget (0.05: the least pause)
        assert held.value.code == "lease_held" and held.value.details["lease_owner"] == f"ext:{dead.owner}"
        sleeps.clear()
        left = expires - time.monotonic()  # what was left of the lease when the long wait began
        assert DurableRun(client, agent, run["id"], lease_wait=30, sleep=sleep).run() == "COMPLETED"
    # Waited out what was left of the 2 s lease by sleeping between a few polls, never longer than one capped
    # backoff beyond it; never a busy loop (at most 20 polls). How much of the wait was asleep rather than in
    # the polls' own requests is not asserted: on a loaded machine one poll took 0.3-0.6 s (CI, load 11).
    assert left > 0 and sum(sleeps) < 2 + 5.0 and 2 <= len(sleeps) <= 20 and max(sleeps) <= 5.0
    assert Run.objects.get(id=run["id"]).fencing_token == dead.fencing_token + 1


def test_an_acquire_whose_answer_was_lost_is_retried_with_the_same_secret(live_server, raw_key):
    """The server granted the lease but the answer never arrived: the retry presents the same secret
    and re-takes the lease at once, instead of waiting out a lease nobody else holds."""
    agent = _agent(_one_call("read", {"n": 1}), [Tool("read", lambda args, key: OK, effect=Effect.READ)])
    real, lost = httpx.HTTPTransport(), []

    def drop_first_lease_answer(request: httpx.Request) -> httpx.Response:
        response = real.handle_request(request)
        if request.url.path.endswith("/lease/") and not lost:
            response.read()
            lost.append(response.status_code)
            raise httpx.ReadError("connection reset after the request was handled", request=request)
        return response

    with AgentOpsClient(live_server.url, raw_key, transport=httpx.MockTransport(drop_first_lease_answer)) as client:
        run_id = _start(client, agent)
        slept: list[float] = []
        assert DurableRun(client, agent, run_id, sleep=slept.append).run() == "COMPLETED"
    assert lost == [200] and sum(slept) < 1  # re-taken after one short pause, not after the lease expired
    assert Run.objects.get(id=run_id).fencing_token == 2  # granted, lost, re-taken by its secret


def test_a_pause_longer_than_the_lease_renews_it_before_the_next_claim(live_server, raw_key, settings):
    """A claim needs a live lease (409 lease_expired otherwise): a process that paused past its lease
    between the sample and the claim, and that nobody took the run from, renews and goes on."""
    settings.AGENTOPS = settings.AGENTOPS | {"LEASE_SECONDS": 1}
    agent = _agent(_one_call("read", {"n": 1}), [Tool("read", lambda args, key: OK, effect=Effect.READ)])
    paused: list[int] = []

    def pause(point: str, step: int) -> None:
        if point == "after_sample":
            paused.append(step)
            time.sleep(1.5)

    agent.crash_hook = pause
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        assert DurableRun(client, agent, run_id).run() == "COMPLETED"
    assert paused == [0, 1] and Run.objects.get(id=run_id).fencing_token == 1


def _agent(script, tools: list[Tool], **over: Any) -> Agent:  # type: ignore[no-untyped-def]
    return Agent(AGENT, ScriptedModel("client-test-v1", script), ToolRegistry(tools), "{task}{clock}{seed}", **over)


def _one_call(name: str, args: dict[str, Any]):  # type: ignore[no-untyped-def]
    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        return ("do it", [ToolCall(name, args, "c0")]) if step == 0 else ("Done.", [])

    return script


def _start(client: AgentOpsClient, agent: Agent) -> str:
    return client.create_run(**external_run_fields(agent, {"task": "x"}))["id"]


@pytest.mark.parametrize("retryable", [True, False])
def test_a_model_error_is_journaled_as_run_failed_and_the_process_lives(live_server, raw_key, retryable):
    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        if step == 1:
            raise ModelError("gateway timeout" if retryable else "401 bad key", retryable=retryable)
        return "look", [ToolCall("read", {"n": step}, "c")]

    agent = _agent(script, [Tool("read", lambda args, key: OK, effect=Effect.READ)])
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        assert DurableRun(client, agent, run_id).run() == "FAILED"
    failed = Event.objects.get(run_id=run_id, type="RunFailed").payload
    body = json.loads(failed)
    assert body["error_class"] == "ModelError" and body["retry_count"] == 1 and body["retryable"] is retryable
    assert ("retry_in" in body) is retryable  # the server's retry policy (agentops.core.retries) decided
    assert Run.objects.get(id=run_id).status == "FAILED"
    assert Event.objects.filter(run_id=run_id, type="StepCommitted").count() == 1


def test_a_model_raising_no_model_error_fails_the_run_with_the_cause_and_the_process_lives(live_server, raw_key):
    """The agent's own model code raised a KeyError: it escaped the SDK's loop, the run kept its lease (RUNNING until
    it lapsed) and no cause was journaled. As the in-process loop (tests/runs/test_model_raises.py): RunFailed."""

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        if step == 1:
            raise KeyError("choices")
        return "look", [ToolCall("read", {"n": step}, "c")]

    agent = _agent(script, [Tool("read", lambda args, key: OK, effect=Effect.READ)])
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        assert DurableRun(client, agent, run_id).run() == "FAILED"
    body = json.loads(Event.objects.get(run_id=run_id, type="RunFailed").payload)
    assert body["error_class"] == "ModelError" and body["message"] == "the model raised KeyError: 'choices'"
    assert body["retryable"] is True and "retry_in" in body  # the server's retry policy decided
    assert Run.objects.get(id=run_id).status == "FAILED"


@pytest.mark.parametrize(
    "exc", [StopLoop("end of the recording"), JournalCorrupt("the stored context is torn")], ids=type
)
@pytest.mark.parametrize("where", ["model", "tool"])
def test_a_passed_through_error_stops_the_sdk_loop_as_the_in_process_one_and_journals_nothing(
    live_server, raw_key, exc, where
):
    """A StopLoop (a dry replay's end of its recording) or a JournalCorrupt raised by the model or a tool: the SDK's
    loop made the model's a retryable ``ModelError`` RunFailed sent to the server, the tool's an unknown outcome
    parked for a human. One rule in the core (``sample_model``, ``call_tool``), as the in-process loop
    (tests/core/test_passed_through.py): it is raised out of ``run()``, nothing is appended, the lease is released."""

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        if step == 1 and where == "model":
            raise exc
        return ("write it", [ToolCall("write", {"n": step}, "c")]) if step < 2 else ("Done.", [])

    def write(args: dict[str, Any], key: str | None) -> Any:
        if where == "tool" and args["n"] == 1:
            raise exc
        return OK

    agent = _agent(script, [Tool("write", write, effect=Effect.WRITE, dedupes=False, risk="low")])
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        with pytest.raises(type(exc)) as raised:
            DurableRun(client, agent, run_id).run()
        assert raised.value is exc
        kinds = list(Event.objects.filter(run_id=run_id).order_by("seq").values_list("type", flat=True))
        assert "RunFailed" not in kinds and "RecoveryStarted" not in kinds
        # step 0 committed; the tool's step holds its sample and claim (the intent, write-ahead), no result
        assert kinds[-1] == ("StepCommitted" if where == "model" else "ToolRequested")
        assert kinds.count("ToolResult") == 1
        assert Run.objects.get(id=run_id).lease_owner in ("", None)  # released: another drive may take it at once


def test_the_replay_view_says_why_the_run_failed_last(live_server, raw_key):
    """A model error, then, after an operator's retry, a spent budget: ``replay.last_failure`` is the latest
    RunFailed (the SDK printed ``FAILED None``: the reason was only in the journal)."""
    calls: list[int] = []

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        calls.append(step)
        if calls == [0, 1]:
            raise ModelError("401 bad key", retryable=False)
        return "look", [ToolCall("read", {"n": step}, "c")]

    agent = _agent(script, [Tool("read", lambda args, key: OK, effect=Effect.READ)], budget=Budget(max_steps=2))
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        assert client.replay(run_id)["last_failure"] is None
        assert DurableRun(client, agent, run_id).run() == "FAILED"
        first = client.replay(run_id)["last_failure"]
        retry_run(run_id=run_id, actor="alice", reason="the key is rotated")
        assert DurableRun(client, agent, run_id).run() == "FAILED"
        latest = client.replay(run_id)["last_failure"]
    failed = Event.objects.filter(run_id=run_id, type="RunFailed").order_by("seq")
    assert [first["event_id"], latest["event_id"]] == [e.event_id for e in failed]
    assert first | {"event_id": ""} == {
        "event_id": "",
        "error_class": "ModelError",
        "message": "401 bad key",
        "retryable": False,
        "dead_letter": False,
    }
    assert latest["error_class"] == "BudgetExceeded" and latest["message"] == "step budget spent: 2/2 steps"


@pytest.mark.sqlite
def test_the_demo_agent_takes_its_key_from_the_sdks_variable_never_the_other_agentops_packages(tmp_path):
    """``agentops.demo.external_ticket`` read ``AGENTOPS_API_KEY``, the unrelated ``agentops`` package's variable
    (docs/sdk.md): set for that one, it was sent here as this server's key. Without ``--key`` or
    ``AGENTOPS_DURABLE_API_KEY`` it exits 2 saying which, before any request."""
    done = subprocess.run(
        [sys.executable, "-m", "agentops.demo.external_ticket", "--url", "http://127.0.0.1:9", "--outbox", "o.jsonl"],
        cwd=tmp_path, env={"PATH": os.environ["PATH"], "PYTHONPATH": str(ROOT), "AGENTOPS_API_KEY": "other-package"},
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2 and done.stderr.splitlines()[-1].endswith(
        "error: --key or AGENTOPS_DURABLE_API_KEY: the agent's key (`python manage.py create_api_key ticket-external`)"
    ), done.stderr


def test_a_server_that_cannot_be_reached_is_an_error_naming_its_url_after_the_retries() -> None:
    pauses: list[float] = []
    with socket.socket() as free:  # a port nothing listens on
        free.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{free.getsockname()[1]}"
    with AgentOpsClient(url, "aok_x", sleep=pauses.append) as client, pytest.raises(httpx.ConnectError) as raised:
        client.get_run("run_1")
    assert f"(GET {url}/api/v1/runs/run_1/)" in str(raised.value)
    assert 30 <= sum(pauses) < 35  # a read is retried first, for RETRY_FOR seconds (a restart's length)


def _failed_retryably(live_server, raw_key, script) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    """Drive ``script`` (reading at step 0) to FAILED; its RunFailed, a retryable ModelError, with the run's id."""
    agent = _agent(script, [Tool("read", lambda args, key: OK, effect=Effect.READ)])
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        assert DurableRun(client, agent, run_id).run() == "FAILED"
    body = json.loads(Event.objects.get(run_id=run_id, type="RunFailed").payload)
    assert body["error_class"] == "ModelError" and body["retryable"] is True
    return body | {"run_id": run_id}


def test_a_model_answer_holding_a_lone_surrogate_fails_the_run_retryably_as_in_process(live_server, raw_key):
    """JSON cannot carry half of a UTF-16 pair: the client crashed with UnicodeEncodeError while sending the sample.
    As the in-process loop does, nothing acts on an answer that cannot be journaled: the run fails, retryable."""

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        return ("half a pair: \ud83d" if step == 1 else "look"), [ToolCall("read", {"n": step}, "c")]

    body = _failed_retryably(live_server, raw_key, script)
    assert "cannot be journaled" in body["message"] and "lone surrogate" in body["message"]
    assert Event.objects.filter(run_id=body["run_id"], type="LlmSampled").count() == 1  # step 0's only


def test_a_model_answer_repeating_a_call_id_fails_the_run_retryably_unjournaled(live_server, raw_key):
    """``events/`` refuses a sample whose tool calls share an id (400 ``duplicate_call_id``): the client threw it.
    As an answer that cannot be journaled: nothing acts on it, the run fails, retryable."""

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        twice = [ToolCall("read", {"n": 1}, "c"), ToolCall("read", {"n": 2}, "c")] if step == 1 else []
        return "look", twice or [ToolCall("read", {"n": step}, "c")]

    body = _failed_retryably(live_server, raw_key, script)
    assert body["message"] == "the model's answer repeats the call_id 'c' (tool_calls [0, 1])"
    assert Event.objects.filter(run_id=body["run_id"], type="LlmSampled").count() == 1  # step 0's only


@pytest.mark.parametrize(
    ("reply", "says"),
    [("", "is blank"), (" \n", "is blank"), ("x" * 20_001, "longer than 20000"), ("a\x00b", "holds NUL")],
)
def test_a_final_answer_the_api_cannot_take_as_the_reply_fails_the_run_retryably(live_server, raw_key, reply, says):
    """A model that ends with an empty answer (it happens) or one over the reply's 20,000 characters: the sample was
    journaled, then ``reply/`` refused it (400) and the client crashed — on every restart too, as the journaled
    sample was reused. As an answer that cannot be journaled: nothing acts on it, the run fails, retryable."""

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        return ("look", [ToolCall("read", {"n": step}, "c")]) if step == 0 else (reply, [])

    body = _failed_retryably(live_server, raw_key, script)
    assert (
        body["message"].startswith("the model's final answer cannot be the run's reply: it ")
        and says in body["message"]
    )
    assert Event.objects.filter(run_id=body["run_id"], type="LlmSampled").count() == 1  # step 0's only


def test_a_retryable_failure_is_retried_by_its_agent_after_the_journaled_backoff(live_server, raw_key, settings):
    """Issue 11 item 5: an external run's automatic retry is the in-process one (agentops.core.retries):
    the server journals when it is due, the client waits for it and drives the run again."""
    settings.AGENTOPS = {**settings.AGENTOPS, "RETRY_BASE": 0.3}
    failures: list[int] = []

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        if step == 2 and not failures:
            failures.append(step)
            raise ModelError("gateway timeout", retryable=True)
        if step == 3:
            return "Here is what I read.", []
        return "look", [ToolCall("read", {"n": step}, "c")]

    reads: list[int] = []
    agent = _agent(script, [Tool("read", lambda args, key: reads.append(args["n"]) or OK, effect=Effect.READ)])
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        assert DurableRun(client, agent, run_id).run() == "FAILED"  # the retry is not due yet
        assert client.get_run(run_id)["next_retry_at"] is not None
        assert DurableRun(client, agent, run_id).run_until_done(max_wait=30) == "COMPLETED"
    assert failures == [2] and reads == [0, 1, 2]  # the reads before the failure were not sent again
    types = list(Event.objects.filter(run_id=run_id).order_by("seq").values_list("type", flat=True))
    assert types.count("RunFailed") == 1 and "RunCompleted" in types


def test_a_lease_taken_before_the_retry_is_due_is_a_run_stopped_error_with_the_wait(live_server, raw_key, settings):
    """The server holds the backoff itself (409 retry_not_due): a client whose clock runs ahead, or a raw
    caller, cannot drive the run early."""
    settings.AGENTOPS = {**settings.AGENTOPS, "RETRY_BASE": 60.0}

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        raise ModelError("gateway timeout", retryable=True)

    agent = _agent(script, [Tool("read", lambda args, key: OK, effect=Effect.READ)])
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        assert DurableRun(client, agent, run_id).run() == "FAILED"
        with pytest.raises(RunStopped) as early:
            client.acquire(run_id, "impatient")
    assert early.value.code == "retry_not_due" and early.value.run_status == "FAILED"
    assert 50 < early.value.details["retry_in"] <= 60
    assert Event.objects.filter(run_id=run_id, type="RunFailed").count() == 1


def test_a_failure_that_is_not_retryable_is_not_retried_by_its_agent(live_server, raw_key):
    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        raise ModelError("401 bad key", retryable=False)

    agent = _agent(script, [Tool("read", lambda args, key: OK, effect=Effect.READ)])
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        assert DurableRun(client, agent, run_id).run_until_done(max_wait=5) == "FAILED"
        assert client.get_run(run_id)["next_retry_at"] is None
    assert Event.objects.filter(run_id=run_id, type="RunFailed").count() == 1


def test_a_run_that_failed_for_good_is_a_clear_error_to_the_client_and_moves_after_an_operators_retry(
    live_server, raw_key
):
    calls: list[int] = []

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        calls.append(step)
        if len(calls) == 1:
            raise ModelError("401 bad key", retryable=False)
        return "Done.", []

    agent = _agent(script, [Tool("read", lambda args, key: OK, effect=Effect.READ)])
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        assert DurableRun(client, agent, run_id).run() == "FAILED"
        with pytest.raises(RunStopped) as stopped:
            client.acquire(run_id, "other")
        assert stopped.value.code == "run_failed" and stopped.value.run_status == "FAILED"
        assert "operator's retry" in stopped.value.message
        assert DurableRun(client, agent, run_id).run_until_done(max_wait=5) == "FAILED" and calls == [0]
        with _StaleStatus(live_server.url, raw_key) as stale:  # reads RUNNING, then the lease is refused
            assert DurableRun(stale, agent, run_id).run() == "FAILED" and calls == [0]
        retry_run(run_id=run_id, actor="alice", reason="the key is rotated")
        assert DurableRun(client, agent, run_id).run() == "COMPLETED"
    assert calls == [0, 0]


class _StaleStatus(AgentOpsClient):
    """A client whose run read predates the failure: the run looks RUNNING until the lease is asked for."""

    def get_run(self, run_id: str) -> dict[str, Any]:
        return super().get_run(run_id) | {"status": "RUNNING"}


def test_a_timed_out_call_is_replayed_with_its_key_before_anyone_is_asked(live_server, raw_key):
    keys: list[str | None] = []
    effects: set[str | None] = set()

    def flaky_write(args: dict[str, Any], key: str | None) -> Any:
        keys.append(key)
        effects.add(key)  # the service dedupes by key: a replay is not a second effect
        if len(keys) == 1:
            raise ToolTimeout("no answer in 10 s")
        return OK

    agent = _agent(
        _one_call("create_ticket", {"sku": "A"}),
        [Tool("create_ticket", flaky_write, effect=Effect.WRITE, dedupes=True)],
    )
    agent.replay_pauses = (0.05, 0.05)
    sleeps: list[float] = []
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        assert DurableRun(client, agent, run_id, sleep=sleeps.append).run() == "COMPLETED"
    assert len(keys) == 2 and keys[0] == keys[1] is not None and len(effects) == 1 and sleeps == [0.05]
    assert not Event.objects.filter(run_id=run_id, type="RecoveryStarted").exists()


@pytest.mark.sqlite
def test_a_tool_that_did_not_act_is_reported_failed_and_the_run_goes_on_without_a_human(live_server, raw_key):
    """A write that cannot dedupe and has no lookup raised DidNotAct before it sent anything: before, the client
    parked the run RECOVERING for an operator; now its result is the failure (not_sent) and the model is told."""

    def create(args: dict[str, Any], key: str | None) -> Any:
        raise DidNotAct("invoice 'seven' is no invoice number; nothing was sent")

    tool = Tool("create_ticket", create, effect=Effect.WRITE, dedupes=False)
    agent = _agent(_one_call("create_ticket", {"invoice": "seven"}), [tool])
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        assert DurableRun(client, agent, run_id).run() == "COMPLETED"
    types = list(Event.objects.filter(run_id=run_id).order_by("seq").values_list("type", flat=True))
    assert "RecoveryStarted" not in types, types
    result = json.loads(Event.objects.get(run_id=run_id, type="ToolResult").payload)["result"]
    assert result["success"] is False and result["code"] == "not_sent" and "nothing was sent" in result["error"]


BIG = "x" * 1_100_000  # over the server's AGENTOPS_API_MAX_BODY (1,000,000 bytes)


def test_a_result_larger_than_the_server_takes_is_journaled_unstorable_and_a_write_waits_for_a_human(
    live_server, raw_key
):
    """A tool answer over ``AGENTOPS_API_MAX_BODY``: its report was 413 ``payload_too_large``, raised out of the
    loop, and every resume ran the tool again into the same 413. Now it is journaled as the in-process loop
    journals a result it cannot hold (``unstorable_result``): a read's run goes on, a write waits for a human."""
    read = Tool("fetch_page", lambda args, key: {"success": True, "code": "ok", "data": {"html": BIG}})
    sent: list[str | None] = []
    write = Tool("create_export", lambda args, key: sent.append(key) or {"success": True, "code": "ok", "data": BIG},
                 effect=Effect.WRITE, dedupes=True)  # fmt: skip
    with AgentOpsClient(live_server.url, raw_key) as client:
        reading = _agent(_one_call("fetch_page", {"url": "https://example.com"}), [read])
        read_run = _start(client, reading)
        assert DurableRun(client, reading, read_run).run() == "COMPLETED"
        writing = _agent(_one_call("create_export", {"rows": 5}), [write])
        write_run = _start(client, writing)
        with pytest.raises(RunParked):
            DurableRun(client, writing, write_run).run()
        with pytest.raises(RunParked):
            DurableRun(client, writing, write_run).run()  # a restart: parked, nothing sent again
    for run_id in (read_run, write_run):
        result = json.loads(Event.objects.get(run_id=run_id, type="ToolResult").payload)["result"]
        assert result["success"] is False and result["code"] == "unstorable_result", result
        assert "larger than the server takes (request body is larger than 1000000 bytes" in result["error"]
    assert len(sent) == 1


def test_a_model_answer_larger_than_the_server_takes_fails_the_run_retryably_unjournaled(live_server, raw_key):
    """Its append was 413 ``payload_too_large``, raised out of the loop: now the run fails retryably, as for an
    answer the journal cannot hold, and nothing acts on it."""
    failed = _failed_retryably(
        live_server, raw_key, lambda step, messages: ("look", [ToolCall("read", {"q": BIG}, "c")])
    )
    assert "the model's answer cannot be journaled: it is larger than the server takes" in failed["message"]


def test_a_call_of_an_unknown_tool_is_claimed_as_a_write_without_a_key_and_answered_unknown_tool(live_server, raw_key):
    """A tool the agent does not have is never executed: the model gets ``unknown_tool``. Its name says
    a write (create), which the server refuses as a read, so the client claims it as a write without a key."""
    agent = _agent(_one_call("create_ticket", {"sku": "A"}), [Tool("read", lambda args, key: OK, effect=Effect.READ)])
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        assert DurableRun(client, agent, run_id).run() == "COMPLETED"
    intent = json.loads(Event.objects.get(run_id=run_id, type="ToolRequested").payload)
    result = json.loads(Event.objects.get(run_id=run_id, type="ToolResult").payload)["result"]
    assert intent["effect"] == "write" and intent["idem_key"] is None and result["code"] == "unknown_tool"


def test_the_reply_is_pre_flighted_before_the_run_completes_and_its_unbacked_claims_are_kept(live_server, raw_key):
    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        return ("look", [ToolCall("read", {"n": 1}, "c0")]) if step == 0 else ("I emailed the customer a refund.", [])

    agent = _agent(script, [Tool("read", lambda args, key: OK, effect=Effect.READ)])
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        asked: list[str] = []
        check = client.check_claims
        client.check_claims = lambda rid, reply: asked.append(client.get_run(rid)["status"]) or check(rid, reply)
        driver = DurableRun(client, agent, run_id)
        assert driver.run() == "COMPLETED"
    assert asked == ["RUNNING"]  # asked once, while the run was still open
    flagged = unbacked(driver.preflight)
    assert driver.preflight["flagged"] and [c["phrase"] for c in flagged] == ["emailed"]
    assert flagged[0]["classification"] in ("uncited", "unverified") and flagged[0]["reason"]
    assert Run.objects.get(id=run_id).has_flagged_claim  # the audit at completion says the same


def test_a_pre_flight_past_the_claim_cap_lists_the_unread_claims_as_unbacked() -> None:
    """Fifty verified claims and more after them: the server says flagged (the rest was not read), and so does
    ``unbacked`` (the SDK's ``result.unbacked``, its warnings, its "claims: N unbacked" line) — it listed nothing."""
    verified = {"phrase": "emailed", "classification": "verified", "reason": "backed"}
    answer = {"flagged": True, "would_hold": False, "truncated": True, "claims": [verified] * 50}
    (unread,) = unbacked(answer)
    assert unread["classification"] == "truncated" and "not read" in unread["reason"]
    assert unbacked({**answer, "truncated": False, "flagged": False}) == []


def _restart_loop_until_decided(
    client: AgentOpsClient, agent: Agent, run_id: str, decide: Any
) -> tuple[list[str], list[str]]:
    """Start the restart loop on a parked run, check that it only reads, let a human ``decide``, wait for
    the loop to finish; returns its outcome and what it was told while parked."""
    events = Event.objects.filter(run_id=run_id).count()
    told: list[str] = []
    outcome: list[str] = []
    loop = DurableRun(client, agent, run_id)
    thread = threading.Thread(
        target=lambda: outcome.append(loop.run_until_done(poll=0.05, on_parked=lambda p: told.append(p.reason)))
    )
    thread.start()
    time.sleep(0.5)
    assert Event.objects.filter(run_id=run_id).count() == events  # the loop only reads while parked
    decide()
    thread.join(60)
    return outcome, told


def test_a_call_answered_beside_one_of_unknown_outcome_is_journaled_before_the_park(live_server, raw_key):
    """A step's ticket (dedupes) gets no answer, even replayed; the text beside it (cannot dedupe) was sent and
    answered. The park journaled only the answers of the calls before the unknown one: the text's was dropped, and
    after the operator's decision on the ticket the restart parked the text too, sent and answered, for a human
    (whose "not in its log: retry" sends it twice). As the in-process loop: every answer is journaled, then the park."""
    from approvals.services import decide_execution

    texts: list[dict[str, Any]] = []

    def no_answer(args: dict[str, Any], key: str | None) -> Any:
        raise ToolTimeout("no answer")

    def text(args: dict[str, Any], key: str | None) -> Any:
        texts.append(args)
        return {"success": True, "code": "sent", "data": {"to": args["to"]}}

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        calls = [ToolCall("create_ticket", {"sku": "A"}, "c0"), ToolCall("send_text", {"to": "+15550100"}, "c1")]
        return ("do it", calls) if step == 0 else ("Done.", [])

    tools = [
        Tool("create_ticket", no_answer, effect=Effect.WRITE, dedupes=True),
        Tool("send_text", text, effect=Effect.WRITE, dedupes=False),
    ]
    agent = _agent(script, tools, replay_pauses=(0.0,))
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        with pytest.raises(RunParked) as parked:
            DurableRun(client, agent, run_id).run()
        assert (parked.value.status, parked.value.call_index) == ("RECOVERING", 0)
        sent = ToolExecution.objects.get(run_id=run_id, tool="send_text")
        assert sent.result_event_id is not None, "the text's answer was dropped by the park"
        ticket = ToolExecution.objects.get(run_id=run_id, tool="create_ticket")
        decide_execution(execution_id=ticket.id, actor="olga", decision="confirm", reason="in the ticket system")
        assert DurableRun(client, agent, run_id).run() == "COMPLETED"
    assert texts == [{"to": "+15550100"}]
    assert Event.objects.filter(run_id=run_id, type="RecoveryStarted").count() == 1


@pytest.mark.parametrize("found", [True, False, None])
def test_a_call_that_raised_is_looked_up_before_a_human_is_asked(live_server, raw_key, found):
    """The ticket service (it cannot dedupe) dropped the connection after making the ticket; its status lookup finds it
    by the call's arguments. The client parked the call for an operator at once, its lookup never asked — and a parked
    call is not looked up again by the restart either (only an operator moves it): a human for what the lookup
    answers. Found, its answer is the result and the run completes; not found or cannot tell, it parks as before (no
    second send: the first may still land)."""
    made: list[dict[str, Any]] = []

    def create(args: dict[str, Any], key: str | None) -> Any:
        made.append(args)
        raise ConnectionResetError("the connection dropped after the ticket was made")

    def lookup(args: dict[str, Any], key: str | None) -> Lookup:
        return Lookup(found=found, result={"success": True, "code": "ok", "data": {"id": "T-1"}} if found else None)

    tool = Tool("create_ticket", create, effect=Effect.WRITE, dedupes=False, lookup=lookup)
    agent = _agent(_one_call("create_ticket", {"sku": "A"}), [tool])
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        if found:
            assert DurableRun(client, agent, run_id).run() == "COMPLETED"
        else:
            with pytest.raises(RunParked, match="ConnectionResetError"):
                DurableRun(client, agent, run_id).run()
    assert made == [{"sku": "A"}]  # sent once: never again on a lookup's word
    execution = ToolExecution.objects.get(run_id=run_id)
    assert execution.status == ("CONFIRMED" if found else "TOOL_EXECUTED"), execution.status
    assert Event.objects.filter(run_id=run_id, type="RecoveryStarted").count() == (0 if found else 1)


@pytest.mark.parametrize("landed_late", [False, True])
def test_a_call_that_raised_and_is_not_done_waits_its_timeout_and_is_sent_once_more_not_parked(
    live_server, raw_key, landed_late
):
    """The ticket service (it cannot dedupe, ``timeout`` 0.5 s) dropped the connection; its lookup says "not done".
    The call was parked for an operator, where a restart waits the timeout (the failed send may still land) and sends
    it. Now the client waits the timeout too, looks it up again: landed late, that is its result; still not done, it
    is sent once more with its key. No human either way."""
    made: list[str | None] = []
    landed = {"success": True, "code": "ok", "data": {"id": "T-late"}}

    def create(args: dict[str, Any], key: str | None) -> Any:
        made.append(key)
        if len(made) == 1:
            raise ConnectionResetError("the connection dropped before an answer")
        return OK

    def lookup(args: dict[str, Any], key: str | None) -> Lookup:
        asked.append(time.monotonic())
        late = landed_late and len(asked) > 1
        return Lookup(found=late, result=landed if late else None)

    asked: list[float] = []
    tool = Tool("create_ticket", create, effect=Effect.WRITE, dedupes=False, lookup=lookup, timeout=0.5)
    agent = _agent(_one_call("create_ticket", {"sku": "A"}), [tool])
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        assert DurableRun(client, agent, run_id).run() == "COMPLETED"
    assert len(asked) == 2 and asked[1] - asked[0] >= 0.5  # looked up again once the failed send could not land
    assert len(made) == (1 if landed_late else 2) and len(set(made)) == 1  # the same key
    assert not Event.objects.filter(run_id=run_id, type="RecoveryStarted").exists()
    result = json.loads(Event.objects.get(run_id=run_id, type="ToolResult").payload)["result"]
    assert result == (landed if landed_late else OK)


def test_a_call_still_in_doubt_after_the_replays_parks_once_and_restarts_append_nothing(live_server, raw_key):
    """Issue 11 items 7 and 10: three attempts with the same key, then one RecoveryStarted; restarts are
    refused read-only (no lease, no event) until an operator decides; the restart loop then resumes."""
    from approvals.services import decide_execution

    keys: list[str | None] = []

    def down_write(args: dict[str, Any], key: str | None) -> Any:
        keys.append(key)
        if len(keys) <= 3:  # the service is down for the first attempt and both replays
            raise ToolTimeout("no answer")
        return OK

    tool = Tool("create_ticket", down_write, effect=Effect.WRITE, dedupes=True)
    agent = _agent(_one_call("create_ticket", {"sku": "A"}), [tool])
    agent.replay_pauses = (0.01, 0.01)
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        with pytest.raises(RunParked) as parked:
            DurableRun(client, agent, run_id, sleep=lambda s: None).run()
        assert parked.value.status == "RECOVERING" and (parked.value.step, parked.value.call_index) == (0, 0)
        assert "3 attempts with the same key" in parked.value.reason
        assert len(keys) == 3 and len(set(keys)) == 1
        events, token = Event.objects.filter(run_id=run_id).count(), Run.objects.get(id=run_id).fencing_token
        for _restart in range(3):
            with pytest.raises(RunParked, match="in doubt: an operator decides"):
                DurableRun(client, agent, run_id).run()
        assert Event.objects.filter(run_id=run_id).count() == events and len(keys) == 3
        assert Run.objects.get(id=run_id).fencing_token == token
        assert Event.objects.filter(run_id=run_id, type="RecoveryStarted").count() == 1

        execution = ToolExecution.objects.get(run_id=run_id)
        outcome, told = _restart_loop_until_decided(
            client,
            agent,
            run_id,
            lambda: decide_execution(
                execution_id=execution.id, actor="alice", decision="retry_same_key", reason="not in its log"
            ),
        )
    assert outcome == ["COMPLETED"] and len(told) == 1 and "in doubt" in told[0]
    assert len(keys) == 4 and set(keys) == {execution.idem_key}  # sent once more, with the same key


def test_restarts_on_a_run_waiting_for_an_approver_append_nothing_then_it_finishes(live_server, raw_key):
    from approvals.services import approve_call

    paid: list[str | None] = []
    pay = Tool("pay_invoice", lambda args, key: paid.append(key) or OK, effect=Effect.WRITE, dedupes=True)
    agent = _agent(_one_call("pay_invoice", {"invoice": "INV-1"}), [pay])
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        with pytest.raises(RunParked) as first:
            DurableRun(client, agent, run_id).run()
        assert first.value.status == "WAITING_MANUAL_CONFIRM" and "pay_invoice" in first.value.reason
        assert first.value.held_for == "tool name says 'pay'"  # the server's word, also in the message
        assert str(first.value).endswith("pay_invoice waits for an approver (held because tool name says 'pay')")
        events, token = Event.objects.filter(run_id=run_id).count(), Run.objects.get(id=run_id).fencing_token
        for _restart in range(3):
            with pytest.raises(RunParked, match="waits for an approver"):
                DurableRun(client, agent, run_id).run()
        # nothing appended, and the lease was not even taken (an approver is never blocked by it)
        assert Event.objects.filter(run_id=run_id).count() == events
        assert Run.objects.get(id=run_id).fencing_token == token and paid == []

        execution = ToolExecution.objects.get(run_id=run_id)
        outcome, told = _restart_loop_until_decided(
            client, agent, run_id, lambda: approve_call(execution_id=execution.id, actor="alice", reason="checked")
        )
    assert outcome == ["COMPLETED"] and told == [
        "pay_invoice waits for an approver (held because tool name says 'pay')"
    ]
    assert paid == [execution.idem_key]


def test_a_run_failed_while_a_call_waits_for_an_approver_is_a_clear_error_naming_the_call(live_server, raw_key):
    pay = Tool("pay_invoice", lambda args, key: OK, effect=Effect.WRITE, dedupes=True)
    agent = _agent(_one_call("pay_invoice", {"invoice": "INV-1"}), [pay])
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        with pytest.raises(RunParked):
            DurableRun(client, agent, run_id).run()
        lease = client.acquire(run_id, "raw-agent")
        failure = {"type": "RunFailed", "payload": {"error_class": "ModelError", "retryable": False}}
        with pytest.raises(CallAwaitingApproval) as held:
            client.append(lease, lease.head_seq, [failure])
    execution = ToolExecution.objects.get(run_id=run_id)
    assert held.value.status == 409 and held.value.code == "call_awaiting_approval"
    assert held.value.details == {"execution_id": execution.id, "step": 0, "call_index": 0, "tool": "pay_invoice"}
    assert Run.objects.get(id=run_id).status == "WAITING_MANUAL_CONFIRM"
    assert not Event.objects.filter(run_id=run_id, type="RunFailed").exists()


# -- retries after a lost answer ------------------------------------------------------------------
def _dropping(path_end: str, times: int = 1) -> tuple[httpx.MockTransport, list[int]]:
    """A transport over a real HTTP connection that loses the answers of the first ``times`` requests
    to ``path_end`` after the server handled (and committed) them."""
    real, lost = httpx.HTTPTransport(), []

    def handle(request: httpx.Request) -> httpx.Response:
        response = real.handle_request(request)
        if request.url.path.endswith(path_end) and len(lost) < times:
            response.read()
            lost.append(response.status_code)
            raise httpx.ReadError("connection reset after the request was handled", request=request)
        return response

    return httpx.MockTransport(handle), lost


@pytest.mark.sqlite
def test_a_claim_whose_answer_was_lost_is_retried_and_its_call_sent_once_without_a_human(live_server, raw_key):
    """A payment-like write whose service cannot dedupe and has no lookup: the claim was journaled,
    its ``claimed`` lost on the way. The client's retry (same request id, same lease) is answered
    ``claimed`` again, so the call is sent once and the run completes — not parked for an operator."""
    sent: list[str | None] = []
    tool = Tool("create_ticket", lambda args, key: sent.append(key) or OK, effect=Effect.WRITE, dedupes=False)
    agent = _agent(_one_call("create_ticket", {"sku": "A"}), [tool])
    transport, lost = _dropping("/tools/claim/")
    pauses: list[float] = []
    with AgentOpsClient(live_server.url, raw_key, transport=transport, sleep=pauses.append) as client:
        run_id = _start(client, agent)
        assert DurableRun(client, agent, run_id).run() == "COMPLETED"
    assert lost == [200] and len(sent) == 1 and len(pauses) == 1 and 0.125 <= pauses[0] <= 0.25
    types = list(Event.objects.filter(run_id=run_id).order_by("seq").values_list("type", flat=True))
    assert types.count("ToolRequested") == 1 and "RecoveryStarted" not in types, types
    assert ToolExecution.objects.get(run_id=run_id).status == "CONFIRMED"


@pytest.mark.sqlite
def test_even_without_retries_a_lost_claim_answer_is_asked_again_and_its_call_sent_once(live_server, raw_key):
    """With ``retries=0`` the lost ``claimed`` raised and the restart, which cannot know the call did not go out,
    parked it for a human. A claim is asked again with its own request id until the server answers
    (``agentops.core.protocol.no_word``, clients13): ``claimed`` again, sent once, no human."""
    sent: list[str | None] = []
    tool = Tool("create_ticket", lambda args, key: sent.append(key) or OK, effect=Effect.WRITE, dedupes=False)
    agent = _agent(_one_call("create_ticket", {"sku": "A"}), [tool])
    transport, lost = _dropping("/tools/claim/")
    with AgentOpsClient(live_server.url, raw_key, transport=transport, retries=0) as client:
        run_id = _start(client, agent)
        assert DurableRun(client, agent, run_id).run() == "COMPLETED"
    assert lost == [200] and len(sent) == 1
    types = list(Event.objects.filter(run_id=run_id).order_by("seq").values_list("type", flat=True))
    assert types.count("ToolRequested") == 1 and "RecoveryStarted" not in types, types


@pytest.mark.sqlite
def test_writes_whose_answers_were_lost_are_retried_and_journaled_once(live_server, raw_key):
    """The lease, a result, a verdict and the reply are answered like the first request when retried;
    each is lost once here and the run's journal is the same as without losses."""
    agent = _agent(_one_call("read", {"n": 1}), [Tool("read", lambda args, key: OK, effect=Effect.READ)])
    real, lost = httpx.HTTPTransport(), []

    def lose_each_once(request: httpx.Request) -> httpx.Response:
        response = real.handle_request(request)
        name = request.url.path.rstrip("/").rsplit("/", 1)[-1]
        if request.method == "POST" and name in {"result", "verification", "reply", "lease"} and name not in lost:
            response.read()
            lost.append(name)
            raise httpx.RemoteProtocolError("server disconnected without sending a response", request=request)
        return response

    with AgentOpsClient(
        live_server.url, raw_key, transport=httpx.MockTransport(lose_each_once), backoff=0.01
    ) as client:
        run_id = _start(client, agent)
        assert DurableRun(client, agent, run_id).run() == "COMPLETED"
    assert sorted(lost) == ["lease", "reply", "result", "verification"]
    types = list(Event.objects.filter(run_id=run_id).order_by("seq").values_list("type", flat=True))
    once = ("ToolRequested", "ToolResult", "ToolVerified", "RunCompleted")
    assert all(types.count(kind) == 1 for kind in once), types
    assert Run.objects.get(id=run_id).fencing_token == 2  # granted, lost, re-taken by its secret


def _answering(*statuses: int) -> tuple[httpx.MockTransport, list[str]]:
    """A server stand-in answering ``statuses`` in turn (then 200 ``{}``), recording each request's path."""
    seen: list[str] = []

    def handle(request: httpx.Request) -> httpx.Response:
        seen.append(request.url.path)
        status = statuses[len(seen) - 1] if len(seen) <= len(statuses) else 200
        body = {"error": {"code": "x", "message": "m"}} if status >= 400 else {"head_seq": 1, "events": []}
        return httpx.Response(status, json=body)

    return httpx.MockTransport(handle), seen


@pytest.mark.sqlite
@pytest.mark.parametrize("status", [502, 503, 504])
def test_a_gateway_error_is_retried_with_growing_jittered_pauses_and_bounded(status):
    """For ``retry_for`` seconds of pauses (30 by default: a server restart, a deploy), each twice the last (with
    jitter) up to 5 s; it was 3 retries, under 2 s in all: a restart of the server stopped every agent."""
    transport, seen = _answering(*[status] * 100)
    pauses: list[float] = []
    client = AgentOpsClient("http://agentops.test", "aok_x", transport=transport, sleep=pauses.append)
    with pytest.raises(ApiError) as failed:
        client.get_run("r1")
    assert failed.value.status == status and len(seen) == len(pauses) + 1  # the first request and a retry a pause
    assert all(min(0.25 * 2**n, 5) / 2 <= pause <= min(0.25 * 2**n, 5) for n, pause in enumerate(pauses))
    assert 30 <= sum(pauses) < 35
    pauses.clear()
    client = AgentOpsClient("http://agentops.test", "aok_x", transport=transport, sleep=pauses.append, retry_for=1)
    with pytest.raises(ApiError):
        client.get_run("r1")
    assert 1 <= sum(pauses) < 3 and len(pauses) <= 4
    with pytest.raises(InvalidInput, match="retry_for: 3601 is not a number of seconds from 0 to 3600"):
        AgentOpsClient("http://agentops.test", "aok_x", retry_for=3601)
    transport, seen = _answering(status)
    client = AgentOpsClient("http://agentops.test", "aok_x", transport=transport, sleep=pauses.append)
    assert client.get_run("r1") == {"head_seq": 1, "events": []} and len(seen) == 2


@pytest.mark.sqlite
@pytest.mark.parametrize("status", ["COMPLETED", "DEAD_LETTER"])
def test_a_run_that_finished_since_it_was_read_is_returned_at_its_first_lease_refusal_never_waited_for(status):
    """The server answers ``lease/`` on a final run 409 ``run_finished`` (``details.status``): a RunStopped, the
    run's status returned at once; no second request, no pause."""
    seen: list[str] = []

    def handle(request: httpx.Request) -> httpx.Response:
        seen.append(f"{request.method} {request.url.path}")
        if request.method == "GET":
            return httpx.Response(200, json={"id": "r1", "status": "RUNNING"})
        refused = {"code": "run_finished", "message": f"run r1 is {status}", "details": {"status": status}}
        return httpx.Response(409, json={"error": refused})

    client = AgentOpsClient("http://agentops.test", "aok_x", transport=httpx.MockTransport(handle), sleep=pytest.fail)
    with pytest.raises(RunStopped) as refused:
        client.acquire("r1", "me")
    assert refused.value.run_status == status
    driven = DurableRun(client, _agent([], []), "r1", sleep=pytest.fail)
    assert driven.run() == status
    assert seen == ["POST /api/v1/runs/r1/lease/", "GET /api/v1/runs/r1/", "POST /api/v1/runs/r1/lease/"]


@pytest.mark.sqlite
@pytest.mark.parametrize("status", [400, 404, 409, 422, 429, 500])
def test_a_4xx_or_500_is_never_retried(status):
    transport, seen = _answering(status)
    client = AgentOpsClient("http://agentops.test", "aok_x", transport=transport, sleep=pytest.fail)
    with pytest.raises(ApiError):
        client.renew(Lease("r1", "me", 1, 0, "s" * 40))
    assert len(seen) == 1


@pytest.mark.sqlite
def test_keyless_creations_are_never_retried():
    """A run created without a create_key twice would be two runs."""
    transport, seen = _answering(503, 503)
    client = AgentOpsClient("http://agentops.test", "aok_x", transport=transport, sleep=pytest.fail)
    with pytest.raises(ApiError):
        client.create_run(agent="a")
    assert len(seen) == 1


def _unavailable(
    path_end: str, times: int, code: str = "database_unavailable"
) -> tuple[httpx.MockTransport, list[str]]:
    """A transport over a real HTTP connection on which the first ``times`` requests to ``path_end`` are answered
    503 ``code`` by the server stand-in before reaching it (nothing written), the others by the server."""
    real, refused = httpx.HTTPTransport(), []

    def handle(request: httpx.Request) -> httpx.Response:
        if request.method == "POST" and request.url.path.endswith(path_end) and len(refused) < times:
            refused.append(request.url.path)
            error = {"code": code, "message": "the database serves neither reads nor writes: retry shortly"}
            return httpx.Response(503, json={"error": error})
        return real.handle_request(request)

    return httpx.MockTransport(handle), refused


@pytest.mark.sqlite
@pytest.mark.parametrize("code", ["database_unavailable", "cache_unavailable"])
def test_an_append_answered_503_is_sent_again_and_the_run_completes(live_server, raw_key, code):
    """The server says a 503 is safe to retry: DurableRun gave up at the first one (the run's process exited with
    ApiError at its LlmSampled). Now the append is sent again after a pause, the same body, and lands once."""
    agent = _agent(_one_call("read", {"n": 1}), [Tool("read", lambda args, key: OK, effect=Effect.READ)])
    transport, refused = _unavailable("/events/", 2, code)
    pauses: list[float] = []
    with AgentOpsClient(live_server.url, raw_key, transport=transport, sleep=pauses.append) as client:
        run_id = _start(client, agent)
        assert DurableRun(client, agent, run_id).run() == "COMPLETED"
    assert len(refused) == 2 and len(pauses) == 2 and 0.125 <= pauses[0] <= 0.25 and 0.25 <= pauses[1] <= 0.5
    types = list(Event.objects.filter(run_id=run_id).order_by("seq").values_list("type", flat=True))
    assert types.count("LlmSampled") == 2 and types.count("StepCommitted") == 1, types


@pytest.mark.sqlite
def test_an_append_whose_answer_was_lost_after_it_landed_is_found_in_the_journal_not_sent_twice(live_server, raw_key):
    """The append committed, its answer lost: the retry is 409 (the head moved); the client reads the journal after
    its expected seq, finds its own event there and goes on, instead of failing the run or appending it twice."""
    agent = _agent(_one_call("read", {"n": 1}), [Tool("read", lambda args, key: OK, effect=Effect.READ)])
    transport, lost = _dropping("/events/")
    with AgentOpsClient(live_server.url, raw_key, transport=transport, sleep=lambda s: None) as client:
        run_id = _start(client, agent)
        assert DurableRun(client, agent, run_id).run() == "COMPLETED"
    assert lost == [201]
    types = list(Event.objects.filter(run_id=run_id).order_by("seq").values_list("type", flat=True))
    assert types.count("LlmSampled") == 2 and types.count("StepCommitted") == 1, types


@pytest.mark.sqlite
def test_an_append_still_answered_503_after_the_retries_is_a_clear_error_and_the_run_resumes_later(
    live_server, raw_key
):
    agent = _agent(_one_call("read", {"n": 1}), [Tool("read", lambda args, key: OK, effect=Effect.READ)])
    transport, refused = _unavailable("/events/", 4)
    with AgentOpsClient(live_server.url, raw_key, transport=transport, sleep=lambda s: None, retries=3) as client:
        run_id = _start(client, agent)
        with pytest.raises(ServerUnavailable) as down:
            DurableRun(client, agent, run_id).run()
        assert len(refused) == 4  # the first request and 3 retries, then no more
        assert down.value.status == 503 and down.value.code == "database_unavailable"
        assert "failed 4 times" in str(down.value) and "LlmSampled after seq 1" in str(down.value)
        assert "drive the run again" in str(down.value)
        assert not Event.objects.filter(run_id=run_id, type="LlmSampled").exists()
        assert DurableRun(client, agent, run_id).run() == "COMPLETED"  # the database is back


def _claim_unanswered(
    call_index: int, times: int, answer: tuple[int, str] | None
) -> tuple[httpx.MockTransport, list[int]]:
    """A transport over a real HTTP connection on which the first ``times`` claims of call ``call_index`` get no word
    on the call: ``answer`` (status, code) from a server stand-in, or no connection (None); nothing reaches the server."""
    real, refused = httpx.HTTPTransport(), []

    def handle(request: httpx.Request) -> httpx.Response:
        claim = request.url.path.endswith("/tools/claim/") and json.loads(request.content)["call_index"] == call_index
        if claim and len(refused) < times:
            refused.append(call_index)
            if answer is None:
                raise httpx.ConnectError("connection refused", request=request)
            return httpx.Response(answer[0], json={"error": {"code": answer[1], "message": "not now"}})
        return real.handle_request(request)

    return httpx.MockTransport(handle), refused


def _label_and_note(sent: list[str]) -> Agent:
    """Step 0 labels a ticket and posts a note; neither service dedupes."""

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        calls = [ToolCall("add_label", {"label": "vip"}, "c0"), ToolCall("post_note", {"note": "seen"}, "c1")]
        return ("", calls) if step == 0 else ("Labelled and noted.", [])

    tools = [
        Tool(name, lambda args, key, name=name: sent.append(name) or OK, effect=Effect.WRITE, dedupes=False)
        for name in ("add_label", "post_note")
    ]
    return _agent(script, tools)


@pytest.mark.sqlite
@pytest.mark.parametrize("answer", [(503, "database_unavailable"), (409, "seq_conflict"), None])
def test_a_later_claim_with_no_word_past_the_retries_is_asked_again_and_the_step_completes(
    live_server, raw_key, answer
):
    """The label's claim is ``claimed``; the note's gets no word past the client's retries (the server down, a
    seq_conflict that never settles). The process raised, the label sent and reported first; now it asks the note's
    claim again until the server answers (``agentops.core.protocol.no_word``, clients13): each sent once, no human."""
    sent: list[str] = []
    agent = _label_and_note(sent)
    transport, refused = _claim_unanswered(1, 3, answer)
    with AgentOpsClient(live_server.url, raw_key, transport=transport, sleep=lambda s: None, retries=2) as client:
        run_id = _start(client, agent)
        assert DurableRun(client, agent, run_id).run() == "COMPLETED"
    assert refused == [1, 1, 1] and sent == ["add_label", "post_note"]
    assert not Event.objects.filter(run_id=run_id, type="RecoveryStarted").exists()


@pytest.mark.sqlite
def test_a_call_claimed_before_a_claim_answered_500_is_sent_and_reported_not_left_for_a_human(live_server, raw_key):
    """The note's claim is answered 500 (an answer: not asked again). The label was left unsent: the restart's claim of
    it (a new acquisition) was ``need_recheck``, a human for a call that never went out. Now what was handed out is
    sent and reported before the error goes on, and the restart completes, each sent once."""
    sent: list[str] = []
    agent = _label_and_note(sent)
    transport, refused = _claim_unanswered(1, 1, (500, "internal_error"))
    with AgentOpsClient(live_server.url, raw_key, transport=transport, sleep=lambda s: None, retries=2) as client:
        run_id = _start(client, agent)
        with pytest.raises(ApiError):
            DurableRun(client, agent, run_id).run()
        assert refused == [1] and sent == ["add_label"]
        label = ToolExecution.objects.get(run_id=run_id, tool="add_label")
        assert label.result_event_id is not None, "the call handed out was left unsent and unreported"
        assert DurableRun(client, agent, run_id).run() == "COMPLETED"
    assert sent == ["add_label", "post_note"]
    assert not Event.objects.filter(run_id=run_id, type="RecoveryStarted").exists()


def _conflicting(times: int) -> tuple[httpx.MockTransport, list[str]]:
    """A server stand-in answering 409 ``seq_conflict`` ``times`` times, then 200."""
    seen: list[str] = []

    def handle(request: httpx.Request) -> httpx.Response:
        seen.append(request.url.path)
        if len(seen) <= times:
            error = {"code": "seq_conflict", "message": "nothing was written: send it again", "details": {}}
            return httpx.Response(409, json={"error": error})
        return httpx.Response(200, json={"status": "claimed", "event_id": "e", "created": True, "head_seq": 3})

    return httpx.MockTransport(handle), seen


@pytest.mark.sqlite
@pytest.mark.parametrize(
    "write",
    [
        lambda c, lease: c.claim(lease, 0, 0, "retrieve", {}, effect="read"),
        lambda c, lease: c.report_result(lease, 0, 0, {"success": True}),
        lambda c, lease: c.report_verification(lease, 0, 0, "confirmed", "read_back"),
        lambda c, lease: c.submit_reply(lease, 1, "done"),
    ],
)
def test_a_write_that_names_no_seq_is_sent_again_after_seq_conflict_and_bounded(write):
    """Claims, results, verdicts and the reply name no seq: a 409 seq_conflict (the journal moved while the
    server checked them, nothing written) is sent again; before, it raised ProtocolRefused out of DurableRun."""
    lease = Lease("r1", "me", 1, 0, "s" * 40)
    transport, seen = _conflicting(1)
    client = AgentOpsClient("http://agentops.test", "aok_x", transport=transport, sleep=lambda s: None)
    assert write(client, lease)["head_seq"] == 3 and len(seen) == 2
    transport, seen = _conflicting(10)
    client = AgentOpsClient("http://agentops.test", "aok_x", transport=transport, sleep=lambda s: None, retries=3)
    with pytest.raises(ProtocolRefused) as refused:
        write(client, lease)
    assert refused.value.code == "seq_conflict" and len(seen) == 4  # the first request and 3 retries


@pytest.mark.sqlite
def test_an_appends_seq_conflict_is_never_sent_again():
    """An append names its expected seq: its 409 seq_conflict means the journal moved on (read replay/)."""
    transport, seen = _conflicting(1)
    client = AgentOpsClient("http://agentops.test", "aok_x", transport=transport, sleep=pytest.fail)
    with pytest.raises(ProtocolRefused):
        client.append(Lease("r1", "me", 1, 0, "s" * 40), 0, [])
    assert len(seen) == 1


@pytest.mark.parametrize(
    ("value", "says"),
    [
        (
            datetime(2026, 12, 1, 9, 30, tzinfo=UTC),
            "datetime is not JSON-serialisable (send it as text, e.g. its .isoformat())",
        ),
        (date(2026, 12, 1), "date is not JSON-serialisable (send it as text, e.g. its .isoformat())"),
        ({"a", "b"}, "set is not JSON-serialisable"),
        (float("nan"), "non-finite number nan has no canonical JSON form"),
    ],
)
def test_an_input_the_journal_cannot_hold_is_named_before_anything_is_sent(value, says):
    """A datetime input raised a plain TypeError from the HTTP layer ('Object of type datetime is not JSON
    serializable') while the run was being created: it named neither the input nor the fix."""
    agent = ticket.build_agent(ticket.MemoryEmailSink(), name=AGENT)
    inputs = {"ticket": "T-1", "customer": "ACME", "task": "Resolve T-1.", "due": value}
    with pytest.raises(InvalidInput) as refused:
        external_run_fields(agent, inputs)
    assert str(refused.value) == f"inputs['due'] cannot be journaled: not canonicalisable JSON: {says}"
    assert isinstance(refused.value, ValueError) and not Run.objects.exists()


@pytest.mark.parametrize("inputs", [None, ["ticket", "T-1"], "T-1"])
def test_inputs_that_are_not_a_dict_are_named_before_anything_is_sent(inputs):
    """durable_run(inputs=None) raised AttributeError: 'NoneType' object has no attribute 'items'."""
    agent = ticket.build_agent(ticket.MemoryEmailSink(), name=AGENT)
    with pytest.raises(
        InvalidInput, match=f"inputs must be a dict of input names to values, not {type(inputs).__name__}"
    ):
        external_run_fields(agent, inputs)


@pytest.mark.parametrize("order", ["email_first", "payment_first"])
def test_a_sibling_sent_before_the_approvers_wait_is_not_rechecked_after_it(live_server, raw_key, order):
    """The client claimed every call of the step (so the payment reached the approvers' list) but sent none: after
    the approval the email's claim was ``need_recheck`` (another acquisition), and an email service that cannot
    dedupe and has no lookup parked it for an operator — a second human for one email. The calls handed out are
    sent and reported before the wait, so afterwards they are ``already_done``: sent once, no human but the
    approver."""
    from approvals.services import approve_call

    sent: list[dict[str, Any]] = []
    paid: list[str | None] = []
    email = Tool("send_email", lambda args, key: sent.append(args) or OK, effect=Effect.WRITE, dedupes=False)
    pay = Tool("pay_invoice", lambda args, key: paid.append(key) or OK, effect=Effect.WRITE, dedupes=True)
    calls = [ToolCall("send_email", {"to": "ops@example.com"}, "e"), ToolCall("pay_invoice", {"invoice": "I"}, "p")]

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        return ("do both", calls if order == "email_first" else calls[::-1]) if step == 0 else ("Done.", [])

    agent = _agent(script, [email, pay])
    with AgentOpsClient(live_server.url, raw_key) as client:
        run_id = _start(client, agent)
        with pytest.raises(RunParked) as waiting:
            DurableRun(client, agent, run_id).run()
        assert waiting.value.status == "WAITING_MANUAL_CONFIRM" and len(sent) == 1 and paid == []
        payment = ToolExecution.objects.get(run_id=run_id, tool="pay_invoice")
        approve_call(execution_id=payment.id, actor="alice", reason="checked")
        assert DurableRun(client, agent, run_id).run() == "COMPLETED"
    assert len(sent) == 1 and paid == [payment.idem_key]
    assert not Event.objects.filter(run_id=run_id, type="RecoveryStarted").exists()
    assert set(ToolExecution.objects.filter(run_id=run_id).values_list("status", flat=True)) == {"CONFIRMED"}


def test_a_create_key_typed_in_nfd_from_python_reaches_the_run_its_nfc_form_made_and_is_stored_in_nfc(
    live_server, raw_key
):
    """``é`` as one code point or as ``e`` + U+0301: one key, one run (200 the second time), stored in NFC."""
    agent = _agent(_one_call("noop", {}), [])
    with AgentOpsClient(live_server.url, raw_key) as client:
        statuses: list[int] = []
        first = client.create_run(**external_run_fields(agent, {"task": "x"}), create_key="r\u00e9f-7")
        again = client.create_run(
            **external_run_fields(agent, {"task": "x"}), create_key="re\u0301f-7", created_status=statuses
        )
    assert again["id"] == first["id"] and statuses == [200]
    assert Run.objects.get(id=first["id"]).create_key.endswith("r\u00e9f-7")
