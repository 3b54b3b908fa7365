"""What-if from step N with another model (the local fake OpenAI server): tokens counted and capped,
exact calls answered from the journal, anything else "not executed"; nothing real happens."""

from __future__ import annotations

import threading
import uuid

import pytest
from django.db import connections

from agentops.core.dryrun import NOT_EXECUTED
from runs.models import Event, ReplayReport, SideEffect, ToolExecution
from runs.timetravel.replay import ReplayRefusedError, WhatIfRequest, run_what_if
from runs.worker.engine import drive_run
from tests.local_servers import FakeLLM, assistant_turns, call, completion, serve
from tests.runs.factories import make_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture
def recorded() -> str:
    run_id = make_run("ticket")
    assert str(drive_run(run_id)) == "COMPLETED"
    return run_id


def other_model(topic: str):
    """From step 20: the recorded retrieval of step 20, an email nobody sent, then a reply."""

    def script(body):
        turn = assistant_turns(body)
        if turn == 20:
            return completion("same retrieval", [call("c20", "retrieve", {"topic": topic})])
        if turn == 21:
            return completion("escalate", [call("c21", "send_email", {"to": "ceo@example.com", "subject": "Help"})])
        return completion("Escalated to the CEO.")

    return script


def test_what_if_with_the_fake_model_server(recorded, settings):
    topic = ToolExecution.objects.get(run_id=recorded, step=20).args
    import json

    fake = FakeLLM(other_model(json.loads(topic)["topic"]))
    events, emails = list(Event.objects.values_list("id", "hash")), SideEffect.objects.count()
    with serve(fake) as url:
        settings.AGENTOPS = {**settings.AGENTOPS, "LLM_BASE_URL": url + "/v1", "LLM_API_KEY": "sk-test-secret"}
        row, _ = run_what_if(run_id=recorded, request=WhatIfRequest(20, llm_model="gpt-fake"))
    report = row.report
    assert fake.count == 3 and (row.model_calls, row.tokens) == (3, 360)
    assert report["answered_from_journal"] == 1 and report["not_executed"] == 1
    assert list(Event.objects.values_list("id", "hash")) == events, "nothing written to the recorded run"
    assert SideEffect.objects.count() == emails, "no email was sent"
    steps = {s["step"]: s for s in report["steps"]}
    assert steps[20]["replayed"]["calls"][0]["result"] == steps[20]["recorded"]["calls"][0]["result"]
    email = steps[21]["replayed"]["calls"][0]
    assert email["result"]["code"] == NOT_EXECUTED and email["args"]["to"] == "ceo@example.com"
    assert steps[22]["replayed"]["reply"]["reply"] == "Escalated to the CEO."
    assert steps[23]["replayed"] is None and steps[23]["recorded"]["reply"] is not None
    kinds = {(d["step"], d["kind"]) for d in report["divergences"]}
    assert (21, "tool_changed") in kinds and (20, "args_changed") not in kinds
    assert "openai:gpt-fake" in report["notes"][0]


@pytest.mark.parametrize(("cap", "calls"), [(200, 1), (239, 1), (240, 2), (359, 2)])
def test_the_token_cap_stops_the_what_if_before_a_call_would_pass_it(recorded, settings, cap, calls):
    """Each fake answer costs 120 tokens. Before, the cap was checked only against the tokens spent, so
    the call that crossed it was made: a 200-token cap spent 240."""
    fake = FakeLLM(other_model("anything"))
    with serve(fake) as url:
        settings.AGENTOPS = {**settings.AGENTOPS, "LLM_BASE_URL": url + "/v1", "LLM_API_KEY": "sk-test-secret"}
        row, _ = run_what_if(run_id=recorded, request=WhatIfRequest(20, llm_model="gpt-fake", max_tokens=cap))
    assert fake.count == calls and row.tokens == 120 * calls <= cap
    assert row.report["outcome"] == "FAILED" and "what-if cap reached" in row.report["stopped"]
    assert "the next call would cost at least 120" in row.report["stopped"]


def test_a_what_if_its_cap_stopped_says_so_not_no_divergence(recorded):
    """qa-travel5: the agent's own model, unchanged, stopped by the cap after one call (FAILED, where the recording
    COMPLETED): the report said 0 divergences — "the same as recorded" — though steps 21 to 23 were never compared."""
    row, _ = run_what_if(run_id=recorded, request=WhatIfRequest(20, max_calls=1))
    assert row.model_calls == 1 and row.report["outcome"] == "FAILED"
    assert row.divergences == 1
    [stopped] = row.report["divergences"]
    assert (stopped["step"], stopped["kind"], stopped["recorded"]) == (21, "stopped_early", "steps 21–23, COMPLETED")
    assert stopped["now"].startswith("what-if cap reached: 1 model calls")
    assert row.report["stopped"].startswith("stopped early at step 21, by its cap; the steps from there were not")
    unstopped, _ = run_what_if(run_id=recorded, request=WhatIfRequest(20))  # the same model, uncapped: the same
    assert unstopped.divergences == 0 and unstopped.report["outcome"] == "COMPLETED"


@pytest.mark.parametrize(("key", "status"), [("sk-wrong", 401), ("sk-test-secret", 500)])
def test_a_what_if_whose_model_fails_says_it_stopped_early_not_no_divergence(recorded, settings, key, status):
    """qa-tt13: a what-if whose model answered a wrong key's 401 (or a 500) at its first call reported 0 divergences —
    "the same as recorded" — with the recording's steps 20 to 23 never compared, as a cap's stop did before."""
    fake = FakeLLM(lambda body: (500, {"error": {"message": "upstream exploded"}}))
    with serve(fake) as url:
        settings.AGENTOPS = {**settings.AGENTOPS, "LLM_BASE_URL": url + "/v1", "LLM_API_KEY": key}
        row, _ = run_what_if(run_id=recorded, request=WhatIfRequest(20, llm_model="gpt-fake"))
    assert fake.count >= 1 and row.report["outcome"] in ("FAILED", "DEAD_LETTER")
    assert row.divergences == 1
    [stopped] = row.report["divergences"]
    assert (stopped["step"], stopped["kind"], stopped["recorded"]) == (20, "stopped_early", "steps 20–23, COMPLETED")
    assert stopped["now"].startswith("the model failed: openai:gpt-fake: HTTP ") and str(status) in stopped["now"]
    assert row.report["stopped"].startswith("stopped early at step 20, by its model's error; the steps from there")


def test_a_new_prompt_with_the_agents_own_model_costs_only_the_steps_after_n(recorded):
    row, _ = run_what_if(
        run_id=recorded, request=WhatIfRequest(22, template="Ticket {ticket!s:>12}: be brief. {clock}")
    )
    assert row.model_calls == 2 and row.report["outcome"] == "COMPLETED"


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        (WhatIfRequest(40), "from_step must be between 0 and 23"),
        # a completed run has no step after its last answer: a what-if from there compared nothing (qa-travel8)
        (WhatIfRequest(24), "from_step must be between 0 and 23"),
        (WhatIfRequest(2, max_tokens=0), "max_tokens must be between"),
        (WhatIfRequest(2, template="{nope}"), "does not render"),
        # an operator's template reads the run's inputs, not Python objects, and builds no giant prompt
        (WhatIfRequest(2, template="{ticket.__class__}"), "not a plain name"),
        (WhatIfRequest(2, template="{ticket[0]}"), "not a plain name"),
        (WhatIfRequest(2, template="{0}"), "not a plain name"),
        (WhatIfRequest(2, template="{seed:>999999999}"), "width over 1000"),
        (WhatIfRequest(2, template="{seed:{seed}}"), "nested field"),
        (WhatIfRequest(2, template="{ticket"), "not a format string"),
        # the page took what the API refuses (a 100,000-character template made a report)
        (WhatIfRequest(2, template="x" * 20_001), "the template is at most 20,000 characters"),
        (WhatIfRequest(2, llm_model="m" * 201), "the model name is at most 200 characters"),
    ],
)
def test_bad_what_if_requests_are_refused(recorded, request_, message):
    with pytest.raises(ReplayRefusedError, match=message):
        run_what_if(run_id=recorded, request=request_)


def test_a_what_if_counts_and_caps_the_claims_judge_with_its_own_calls(recorded, fake_judge):
    """The judge reviewing the what-if's final reply is a model call like the others: counted in the report
    and under max_calls. It was asked outside the caps (the report said 1 model call; the judge made 2)."""
    row, _ = run_what_if(run_id=recorded, request=WhatIfRequest(from_step=23, max_calls=5))
    assert fake_judge.count == 1 and row.model_calls == 2, "the final step's decision, then the judge"
    capped, _ = run_what_if(run_id=recorded, request=WhatIfRequest(from_step=23, max_calls=1))
    assert fake_judge.count == 1 and capped.model_calls == 1, "no judge past max_calls"


@pytest.mark.django_db(transaction=True)
def test_the_same_what_if_sent_twice_at_the_same_moment_asks_the_model_once(recorded, settings):
    """Two requests with one request_key at the same moment (a double click, a retry racing the first) both asked the
    model, 6 calls paid, and one report was kept: the key is claimed before the model is asked, and the second waits
    for the first's report."""
    fake = FakeLLM(other_model("anything"))
    fake.delay = 0.3  # the first is still asking the model when the second comes
    key, start, answers, errors = uuid.uuid4().hex, threading.Barrier(2), [], []

    def send() -> None:
        start.wait()
        try:
            answers.append(
                run_what_if(run_id=recorded, request=WhatIfRequest(20, llm_model="gpt-fake"), request_key=key)
            )
        except Exception as exc:  # told below
            errors.append(exc)
        finally:
            connections.close_all()

    with serve(fake) as url:
        settings.AGENTOPS = {**settings.AGENTOPS, "LLM_BASE_URL": url + "/v1", "LLM_API_KEY": "sk-test-secret"}
        threads = [threading.Thread(target=send) for _ in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=120)
    assert not errors, errors
    assert fake.count == 3, "one what-if of three model calls, not two"
    assert sorted(made for _, made in answers) == [False, True]  # the API answers 201, then 200
    assert answers[0][0].pk == answers[1][0].pk == ReplayReport.objects.get().pk


def chat_agent():  # type: ignore[no-untyped-def]
    """The ticket agent on a chat model of its own (the fake server at ``WHAT_IF_CHAT_URL``) whose author capped each
    answer at 64 tokens and set its temperature."""
    import dataclasses
    import os

    from agentops.demo import ticket
    from agentops.llm.openai_compat import OpenAICompatModel
    from runs.demo.agents import DbSideEffectSink

    model = OpenAICompatModel(
        base_url=os.environ["WHAT_IF_CHAT_URL"], api_key="sk-test-secret", model="agent-model", max_tokens=64,
        temperature=0.3,
    )  # fmt: skip
    return dataclasses.replace(ticket.build_agent(DbSideEffectSink("email"), name="chat"), model=model)


def test_a_what_if_on_another_model_keeps_the_agents_answer_cap_and_temperature(register_agent, settings, monkeypatch):
    """Only the model changes: the agent's ``max_tokens`` (each answer's cap, sent with every call) and temperature go
    with it. The what-if's model was built from the settings alone, and its first call (every call) asked for an
    answer of any length at temperature 0."""

    def script(body):  # type: ignore[no-untyped-def]
        if assistant_turns(body) == 0:
            return completion("looking", [call("c0", "retrieve", {"topic": "refunds"})])
        return completion("Done.")

    fake = FakeLLM(script)
    with serve(fake) as url:
        monkeypatch.setenv("WHAT_IF_CHAT_URL", url + "/v1")
        settings.AGENTOPS = {**settings.AGENTOPS, "LLM_BASE_URL": url + "/v1", "LLM_API_KEY": "sk-test-secret"}
        register_agent(chat=f"{__name__}:chat_agent")
        run_id = make_run("chat")
        assert str(drive_run(run_id)) == "COMPLETED" and fake.count == 2
        assert {(b["model"], b["max_tokens"], b["temperature"]) for b in fake.requests} == {("agent-model", 64, 0.3)}
        row, _ = run_what_if(run_id=run_id, request=WhatIfRequest(1, llm_model="gpt-other"))
    asked = fake.requests[2:]
    assert row.model_calls == len(asked) == 1
    assert (asked[0]["model"], asked[0].get("max_tokens"), asked[0].get("temperature")) == ("gpt-other", 64, 0.3)
