"""Repair once and the LLM judge on real journals: journaled like any sample, replayed for zero tokens.

The judge talks to the fake OpenAI-compatible server of ``tests.local_servers`` on 127.0.0.1.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

from agentops.claims.second_opinion import CLEARED, JUDGED, MalformedOpinion, parse_opinion
from agentops.core.budget import Budget
from agentops.core.events import EventType
from agentops.core.loop import CLAIMS_JUDGE, REPLY_REPAIR, Agent
from agentops.core.model import ScriptedModel, ToolCall
from agentops.core.tools import ToolRegistry
from agentops.demo import ticket
from agentops.demo.ticket import ticket_inputs
from runs.demo.agents import model_call_logger
from runs.journal.chain import verify_chain
from runs.models import Claim, Event, Reply, Run
from runs.services import run_create
from runs.worker.engine import drive_run
from tests.local_servers import FakeLLM, completion, serve


def started(agent: str, n: int) -> Run:
    """A run of ``agent`` created and driven to its end in this process (the engine's real path)."""
    run, _ = run_create(agent=agent, inputs={**ticket_inputs(n), "order": f"O-{n}"}, start=False)
    drive_run(run.id)
    run.refresh_from_db()
    return run


pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

OVERCLAIM = "Your refund is on its way and the confirmation email went out [evt:{evt}]. Thanks for waiting!"
HONEST = "I checked our refund policy [evt:{evt}]. The refund has not been issued yet and no email was sent."
STILL_WRONG = "Refund issued and the email was sent."


def _script(repaired: str):  # type: ignore[no-untyped-def]
    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        if step == 0:
            return "Check the refund policy first.", [ToolCall("retrieve", {"topic": "refund policy"}, "call_0_0")]
        read = next(m["event_id"] for m in messages if m.get("role") == "tool")
        if step == 1:
            return OVERCLAIM.format(evt=read), []
        # step 2: the repair request (the reply and the instruction follow the context)
        assert messages[-2] == {"role": "assistant", "content": OVERCLAIM.format(evt=read)}
        assert "went out" in messages[-1]["content"] and "Next:" in messages[-1]["content"]
        return repaired.format(evt=read), []

    return script


def _agent(name: str, repaired: str, *, repair: bool | None = True) -> Agent:
    return Agent(
        name=name,
        model=ScriptedModel(f"scripted-{name}-v1", _script(repaired), on_call=model_call_logger()),
        tools=ToolRegistry([ticket.retrieve_tool()]),
        template="You are a refund desk agent for {ticket}. Clock {clock}; seed {seed}.",
        budget=Budget(max_steps=4, max_tokens=20_000, max_cost=0.5),
        repair_reply=repair,
    )


def mender_agent() -> Agent:
    """Over-claims, then repairs its reply into an honest one when told what is unbacked."""
    return _agent("mender", HONEST)


def stubborn_agent() -> Agent:
    """Over-claims, and its repair is still unbacked."""
    return _agent("stubborn", STILL_WRONG)


def raising_agent() -> Agent:
    """Over-claims, and its model's own code raises a KeyError when asked for the repair."""
    agent = _agent("raising", HONEST)

    def script(step: int, messages: Any) -> tuple[str, list[ToolCall]]:
        if step == 2:
            raise KeyError("choices")
        return _script(HONEST)(step, messages)

    return dataclasses.replace(agent, model=ScriptedModel("scripted-raising-v1", script))


def plain_agent() -> Agent:
    """Over-claims; repairs only when the deployment's setting asks it to."""
    return _agent("plain", HONEST, repair=None)


@pytest.fixture
def agents(settings):
    mod = __name__
    names = {"mender": "mender_agent", "stubborn": "stubborn_agent", "plain": "plain_agent", "raising": "raising_agent"}
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "AGENTS": {**settings.AGENTOPS["AGENTS"], **{n: f"{mod}:{f}" for n, f in names.items()}},
        "CLAIMS": {
            **settings.AGENTOPS["CLAIMS"],
            "POLICY": {**settings.AGENTOPS["CLAIMS"]["POLICY"], "stubborn": "hold"},
            "JUDGE": [],
            "REPAIR": [],
        },
    }
    return settings


def _completed(run: Run) -> dict[str, Any]:
    return json.loads(Event.objects.get(run=run, type=EventType.RUN_COMPLETED).payload)


def _purposed(run: Run) -> list[tuple[str, int]]:
    rows = Event.objects.filter(run=run, type=EventType.LLM_SAMPLED).order_by("seq").values_list("payload", flat=True)
    return [(p.get("purpose", ""), p["step"]) for p in map(json.loads, rows)]


def _viewer():  # type: ignore[no-untyped-def]
    from django.test import Client

    from .factories import user_with

    client = Client()
    client.force_login(user_with("vera", "viewer"))
    return client


# -- repair once ---------------------------------------------------------------------------------
def test_a_repair_whose_model_raises_no_model_error_fails_soft_and_the_run_completes(agents) -> None:
    """The repair's model call raising a KeyError (no ModelError) left the drive with it, the run RUNNING until its
    lease lapsed: it is the model's failure, as a step's is (``agentops.core.loop.sample_model``), and a repair
    that fails leaves the reply as it was."""
    run = started("raising", 3)
    assert run.status == "COMPLETED"
    repair = _completed(run)["repair"]
    assert repair == {"status": "failed", "error": "the model raised KeyError: 'choices'"}


def test_an_unbacked_reply_is_repaired_once_and_the_repair_is_journaled(agents) -> None:
    run = started("mender", 1)
    assert run.status == "COMPLETED" and not run.has_flagged_claim
    read = Event.objects.get(run=run, type=EventType.TOOL_RESULT).event_id
    payload = _completed(run)
    assert payload["reply"] == HONEST.format(evt=read)
    repair = payload["repair"]
    assert repair["status"] == "repaired" and repair["original"] == OVERCLAIM.format(evt=read)
    assert repair["event_id"] == Event.objects.get(run=run, type=EventType.LLM_SAMPLED, seq=run.last_seq - 1).event_id
    assert _purposed(run) == [("", 0), ("", 1), (REPLY_REPAIR, 1)]
    assert not Event.objects.filter(run=run, type=EventType.CLAIM_FLAGGED).exists()
    assert Reply.objects.get(run=run).final_text == HONEST.format(evt=read)
    # the repair costs tokens but is no step of the run
    samples = [
        json.loads(p)["output"]["usage"]["total_tokens"]
        for p in Event.objects.filter(run=run, type="LlmSampled").values_list("payload", flat=True)
    ]
    assert run.steps_used == 2 and run.tokens_used == sum(samples)
    page = _viewer().get(f"/runs/{run.id}/").content.decode()
    assert "repair of the unbacked final reply" in page
    assert verify_chain(run.id).ok


def test_a_repair_that_is_still_unbacked_goes_the_flag_and_hold_path(agents) -> None:
    run = started("stubborn", 2)
    payload = _completed(run)
    assert payload["reply"] == STILL_WRONG and payload["repair"]["status"] == "still_unbacked"
    assert payload["held"] is True and run.has_flagged_claim
    flags = Event.objects.filter(run=run, type=EventType.CLAIM_FLAGGED).count()
    assert flags == 2 and Reply.objects.get(run=run).status == "HELD"
    assert [p for p, _ in _purposed(run)].count(REPLY_REPAIR) == 1  # once, never twice


def test_repair_is_off_unless_the_agent_or_the_setting_asks(agents, settings) -> None:
    run = started("plain", 3)
    assert "repair" not in _completed(run) and run.has_flagged_claim
    settings.AGENTOPS["CLAIMS"]["REPAIR"] = ["plain"]
    run = started("plain", 4)
    assert _completed(run)["repair"]["status"] == "repaired" and not run.has_flagged_claim


def test_a_finished_run_resumed_asks_no_model_again(agents, tmp_path, monkeypatch) -> None:
    log = tmp_path / "calls"
    monkeypatch.setenv("AGENTOPS_MODEL_CALL_LOG", str(log))
    run = started("mender", 5)
    assert [int(line.split()[1]) for line in log.read_text().splitlines()] == [0, 1, 2]
    before = run.last_seq
    assert drive_run(run.id) is None
    assert log.read_text().count("\n") == 3 and Run.objects.get(id=run.id).last_seq == before


# -- the judge -----------------------------------------------------------------------------------
def _opinion(answer: Any):  # type: ignore[no-untyped-def]
    def script(body: dict[str, Any]):  # type: ignore[no-untyped-def]
        return completion(answer if isinstance(answer, str) else json.dumps(answer), usage=(300, 40))

    return FakeLLM(script)


@pytest.fixture
def judge_on(agents, settings):
    def on(fake: FakeLLM, url: str, agents_: list[str] | None = None) -> None:
        settings.AGENTOPS = {
            **settings.AGENTOPS,
            "LLM_BASE_URL": url + "/v1",
            "LLM_API_KEY": fake.api_key,
            "LLM_MODEL": "judge-mini",
            "CLAIMS": {**settings.AGENTOPS["CLAIMS"], "JUDGE": agents_ or ["*"]},
        }

    return on


def test_the_judge_is_off_by_default(agents) -> None:
    fake = _opinion({"claims": [], "missed": []})
    with serve(fake):
        run = started("refunds", 11)
    assert fake.count == 0 and "judge" not in _completed(run)
    assert CLAIMS_JUDGE not in [p for p, _ in _purposed(run)]


def test_the_judge_clears_a_flag_and_adds_a_missed_claim_with_its_reasons(judge_on) -> None:
    fake = _opinion(
        {
            "claims": [{"position": 0, "flag": False, "reason": "A refund in transit is a status report here."}],
            "missed": [{"phrase": "Thanks for waiting", "reason": "Implies the wait is over."}],
        }
    )
    with serve(fake) as url:
        judge_on(fake, url, ["refunds"])
        run = started("refunds", 12)
    assert fake.count == 1
    sent = json.loads(fake.requests[0]["messages"][1]["content"])
    assert [c["phrase"] for c in sent["claims"]] == ["on its way", "went out"]
    assert sent["tool_calls"][0]["tool"] == "retrieve" and sent["tool_calls"][0]["verified"] is True
    assert fake.requests[0]["model"] == "judge-mini" and "tools" not in fake.requests[0]
    payload = _completed(run)
    claims = payload["claims"]
    assert [(c["phrase"], c["classification"], c.get("source")) for c in claims] == [
        ("on its way", CLEARED, "judge"),
        ("went out", "mismatched", None),
        ("Thanks for waiting", JUDGED, "judge"),
    ]
    assert claims[0]["detector"]["classification"] == "mismatched"
    assert claims[0]["reason"].startswith("cleared by the judge: A refund in transit")
    assert payload["judge"]["status"] == "reviewed" and payload["judge"]["changed"] == 2
    judged = Event.objects.get(event_id=payload["judge"]["event_id"])
    assert json.loads(judged.payload)["purpose"] == CLAIMS_JUDGE
    flags = [
        json.loads(p)
        for p in Event.objects.filter(run=run, type="ClaimFlagged").order_by("seq").values_list("payload", flat=True)
    ]
    assert [(f["phrase"], f.get("source")) for f in flags] == [("went out", None), ("Thanks for waiting", "judge")]
    assert Reply.objects.get(run=run).flagged == 2
    stored = dict(Claim.objects.filter(run=run).values_list("phrase", "classification"))
    assert stored == {"on its way": "cleared", "went out": "mismatched", "Thanks for waiting": "judged"}
    assert run.tokens_used >= 340 and run.steps_used == 2


@pytest.mark.parametrize(
    "answer",
    [
        "Looks fine to me.",
        '{"claims": [], "missed": [], "verdict": "ok"}',
        {"claims": [{"position": 7, "flag": False, "reason": "x"}], "missed": []},
        {"claims": [{"position": 0, "flag": "no", "reason": "x"}], "missed": []},
        {"claims": [], "missed": [{"phrase": "never written", "reason": "x"}]},
    ],
)
def test_a_malformed_judge_answer_leaves_the_detectors_verdict_and_says_so(judge_on, answer) -> None:
    fake = _opinion(answer)
    with serve(fake) as url:
        judge_on(fake, url)
        run = started("refunds", 13)
    payload = _completed(run)
    assert payload["judge"]["status"] == "malformed" and payload["judge"]["error"]
    assert [c["classification"] for c in payload["claims"]] == ["mismatched", "mismatched"]
    assert all("source" not in c for c in payload["claims"])
    assert CLAIMS_JUDGE in [p for p, _ in _purposed(run)]  # the answer is journaled as it came
    assert run.status == "COMPLETED" and run.has_flagged_claim


def test_a_failed_judge_call_leaves_the_detectors_verdict(judge_on) -> None:
    fake = FakeLLM(lambda body: (500, {"error": {"message": "overloaded"}}))
    with serve(fake) as url:
        judge_on(fake, url)
        run = started("refunds-strict", 14)
    payload = _completed(run)
    assert payload["judge"]["status"] == "failed" and "overloaded" in payload["judge"]["error"]
    assert payload["held"] is True and Reply.objects.get(run=run).status == "HELD"
    assert CLAIMS_JUDGE not in [p for p, _ in _purposed(run)]


def test_a_judge_answer_with_a_lone_surrogate_is_a_failed_call_not_a_crash(judge_on) -> None:
    """``"\\ud800"`` is valid JSON but half a UTF-16 pair: the answer has no UTF-8 form, so it cannot be
    journaled; the judge's sample fails like a failed call and the run completes on the detector's verdict."""
    fake = _opinion('{"claims": [], "missed": [], "note": "\ud800"}')
    with serve(fake) as url:
        judge_on(fake, url)
        run = started("refunds", 17)
    payload = _completed(run)
    assert payload["judge"]["status"] == "failed" and "cannot be journaled" in payload["judge"]["error"]
    assert run.status == "COMPLETED" and CLAIMS_JUDGE not in [p for p, _ in _purposed(run)]
    assert verify_chain(run.id).ok


def test_an_unconfigured_judge_fails_soft(judge_on, settings) -> None:
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "LLM_BASE_URL": "",
        "CLAIMS": {**settings.AGENTOPS["CLAIMS"], "JUDGE": ["*"]},
    }
    run = started("refunds", 15)
    assert _completed(run)["judge"]["status"] == "failed" and run.status == "COMPLETED"


def test_the_judge_reviews_the_repaired_reply(judge_on) -> None:
    fake = _opinion({"claims": [], "missed": []})
    with serve(fake) as url:
        judge_on(fake, url)
        run = started("mender", 16)
    sent = json.loads(fake.requests[0]["messages"][1]["content"])
    assert sent["reply"].startswith("I checked our refund policy")
    assert [p for p, _ in _purposed(run)] == ["", "", REPLY_REPAIR, CLAIMS_JUDGE]
    assert _completed(run)["judge"] == {
        "event_id": _completed(run)["judge"]["event_id"],
        "status": "reviewed",
        "changed": 0,
    }


def test_the_parser_is_strict() -> None:
    ok = parse_opinion('```json\n{"claims": [], "missed": []}\n```', positions=[0], reply="x")
    assert ok.claims == {} and ok.missed == ()
    for bad in (
        "[]",
        '{"claims": [], "missed": [], "extra": 1}',
        '{"claims": {}, "missed": []}',
        '{"claims": [{"position": true, "flag": false, "reason": "r"}], "missed": []}',
        '{"claims": [{"position": 0, "flag": false, "reason": "r"}, {"position": 0, "flag": true, "reason": "r"}], "missed": []}',
        '{"claims": [{"position": 0, "flag": false, "reason": " "}], "missed": []}',
        '{"claims": [], "missed": [{"phrase": "x", "reason": "r", "kind": "email"}]}',
        "[" * 100_000,
    ):
        with pytest.raises(MalformedOpinion):
            parse_opinion(bad, positions=[0], reply="x")


# -- the repair over the OpenAI wire format --------------------------------------------------------
WIRE: dict[str, str] = {}


def wire_agent() -> Agent:
    """An OpenAI-compatible agent on the fake server (``WIRE['url']``) that repairs its replies."""
    from agentops.llm.openai_compat import OpenAICompatModel

    model = OpenAICompatModel(base_url=WIRE["url"] + "/v1", api_key="sk-test-secret", model="agent-mini")
    return Agent(
        name="wire",
        model=model,
        tools=ToolRegistry([ticket.retrieve_tool()]),
        template="You are a refund desk agent for {ticket}. Clock {clock}; seed {seed}.",
        budget=Budget(max_steps=4, max_tokens=20_000, max_cost=0.5),
        repair_reply=True,
    )


def test_the_repair_request_is_a_valid_chat_completion_that_shows_the_event_ids(agents, settings) -> None:
    from tests.local_servers import assistant_turns, call, cited_events

    def script(body: dict[str, Any]):  # type: ignore[no-untyped-def]
        turns = assistant_turns(body)
        if turns == 0:
            return completion("Checking.", [call("c0", "retrieve", {"topic": "refund policy"})])
        evt = cited_events(body)[0]
        if turns == 1:
            return completion(OVERCLAIM.format(evt=evt))
        assert "tools" not in body and body["messages"][-1]["role"] == "user"
        return completion(HONEST.format(evt=evt))

    fake = FakeLLM(script)
    with serve(fake) as url:
        WIRE["url"] = url
        settings.AGENTOPS["AGENTS"] = {**settings.AGENTOPS["AGENTS"], "wire": f"{__name__}:wire_agent"}
        run = started("wire", 21)
    assert fake.count == 3  # the fake answers 400 to a malformed conversation: all three were well-formed
    payload = _completed(run)
    assert payload["repair"]["status"] == "repaired" and payload["reply"].startswith("I checked our refund policy")
    assert not run.has_flagged_claim and run.tokens_used == 3 * 120
