"""Dry replay and what-if: the real step loop over a recorded run, with nothing real happening.

Both drive :class:`~agentops.core.loop.StepLoop` itself — the current tool wiring, keys, gates,
verifiers, template and reply check — against an in-memory journal that never writes anywhere:

* **dry replay**: the model is the recording (each step's journaled sample, 0 tokens, no call);
  every tool call is answered from the journal; recorded operator decisions (approvals,
  rejections, in-doubt settlements) are fed back where they happened. The events the current
  code produces are compared, step by step, with the recorded ones: another tool, changed
  arguments or key, a changed gate, verdict, result or reply audit is a divergence.
* **what-if**: the recording up to step N, then a given model (a new version or prompt) from step
  N on, its tokens counted and capped; a call that matches a recorded call exactly (tool and
  canonical arguments) gets the recorded result, any other gets a sandbox answer marked
  ``not_executed``; approvals are assumed. No tool function ever runs in either mode.

Verifiers still run (a verifier is a read-back by contract): that is how a changed verifier shows.
"""

from __future__ import annotations

import dataclasses
import threading
from collections import defaultdict, deque
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import msgspec

from agentops.core.canon import canonical
from agentops.core.errors import ModelError, StopLoop
from agentops.core.events import Event, EventType, NewEvent, decides_step, seal
from agentops.core.fork import KEEP
from agentops.core.loop import Agent, Outcome, ReplyAudit, ReplySampler, StepLoop
from agentops.core.model import Model, Sample
from agentops.core.protocol import Decision
from agentops.core.replay import ReplayIndex
from agentops.core.tools import Tool, ToolRegistry, Verdict, VerdictStatus

DRY_REPLAY, WHAT_IF = "dry_replay", "what_if"
NOT_EXECUTED = "not_executed"

#: Events a human (or the recovery sweep) adds between steps: a dry replay feeds the recorded ones back.
_OPERATOR_EVENTS = frozenset(
    {
        EventType.MANUAL_CONFIRM_GRANTED,
        EventType.MANUAL_CONFIRM_REJECTED,
        EventType.OPERATOR_DECISION,
        EventType.TOOL_COMPENSATED,
    }
)


def sandbox_answer(tool: str) -> dict[str, Any]:
    """The answer to a call with no recorded result: nothing was executed."""
    return {
        "success": False,
        "code": NOT_EXECUTED,
        "data": {},
        "error": f"{tool}: not executed (no recorded result for this exact call; nothing real happens here)",
    }


class EndOfRecording(StopLoop):
    """The dry replay asked for a sample the recording does not have."""


class _RecordedModel:
    """The recording as the model: step N's journaled sample, no call, no tokens spent.

    The step is told by the assistant messages of the context, less ``carried``: those a continuation's RunStarted
    carries from the run it continues, whose steps it counts anew from 0 (a dry replay of a continuation was given, at
    its step 0, its recorded sample of step 8, and "diverged" at every step on unchanged code)."""

    def __init__(self, version: str, samples: dict[int, Sample], carried: int = 0) -> None:
        self.version, self._samples, self._carried = version, samples, carried

    def sample(self, messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]]) -> Sample:
        step = sum(1 for m in messages if m.get("role") == "assistant") - self._carried
        if step not in self._samples:
            raise EndOfRecording(step)
        return self._samples[step]


class _CappedModel:
    """A real model whose calls and tokens are counted and capped: a call that would pass ``max_tokens``
    is not made.

    The next call costs at least what the last one did (its prompt repeats the last prompt and answer,
    plus the tool results), so a call is made only while the tokens so far plus the last call's fit
    under the cap: the what-if never spends a call past it (before, the call that crossed it was made).
    """

    def __init__(self, model: Model, max_tokens: int, max_calls: int) -> None:
        self.version, self._model = model.version, model
        self.max_tokens, self.max_calls = max_tokens, max_calls
        self.calls = self.tokens = self.last = 0
        #: why the what-if stopped at its cap ("" while it has not)
        self.reached = ""

    def sample(
        self, messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]], via: Model | None = None
    ) -> Sample:
        """A call of this model, or of ``via`` (the claims judge) under the same caps."""
        if self.tokens + max(self.last, 1) > self.max_tokens or self.calls >= self.max_calls:
            self.reached = (
                f"what-if cap reached: {self.calls} model calls, {self.tokens}/{self.max_tokens} tokens "
                f"(the next call would cost at least {self.last})"
            )
            raise ModelError(self.reached, retryable=False)
        self.calls += 1
        out = (via or self._model).sample(messages, tools)
        self.last = out.usage.total_tokens
        self.tokens += self.last
        return out


class _RecordedReview:
    """A reply sample (a repair, the claims judge) taken from the recording: a dry replay asks no model."""

    def __init__(self, purpose: str, sample: Sample | None) -> None:
        self.version, self._purpose, self._sample = "recording", purpose, sample

    def sample(self, messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]]) -> Sample:
        if self._sample is None:
            raise ModelError(f"the recording has no {self._purpose} sample here; a dry replay asks no model")
        return self._sample


@dataclass(frozen=True)
class _Charged:
    """Another model (the claims judge) whose calls count against a what-if's caps."""

    cap: _CappedModel
    model: Model

    @property
    def version(self) -> str:
        return self.model.version

    def sample(self, messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]]) -> Sample:
        return self.cap.sample(messages, tools, via=self.model)


def _reviews_through(agent: Agent, model_for: Callable[[int, str, Model | None], Model | None]) -> Agent:
    """``agent`` whose reply check (the claims repair, the judge) samples ``model_for(step, purpose, model)``
    instead of the model it names: the judge's own model was asked directly, outside the recording (a dry
    replay) and the caps (a what-if)."""
    check = agent.reply_check
    if check is None:
        return agent

    def reviewed(index: ReplayIndex, reply: str, sample: ReplySampler) -> ReplyAudit:
        def through(purpose: str, messages: Sequence[dict[str, Any]], *, model: Model | None = None) -> Sample:
            return sample(purpose, messages, model=model_for(index.next_step, purpose, model))

        return check(index, reply, through)

    return dataclasses.replace(agent, reply_check=reviewed)


def _recorded_reviews(agent: Agent, recorded: Sequence[Event]) -> Agent:
    """A dry replay's ``agent``: its reviews of the final reply are the recording's; one the recording lacks
    is refused to the check as a ModelError (it records the review as failed), never asked."""
    reviews = {
        (e.step, e.payload["purpose"]): Sample.from_payload(e.payload["output"])
        for e in recorded
        if e.type is EventType.LLM_SAMPLED and e.payload.get("purpose")
    }
    return _reviews_through(agent, lambda step, purpose, _: _RecordedReview(purpose, reviews.get((step, purpose))))


class _Answers:
    """Recorded results by exact call (tool + canonical arguments), first come first served."""

    def __init__(self, results: Iterable[tuple[str, Any, Any]]) -> None:
        self._by_call: dict[str, deque[Any]] = defaultdict(deque)
        for tool, args, result in results:
            self._by_call[canonical([tool, args])].append(result)
        self._lock = threading.Lock()
        self.answered = self.sandboxed = 0

    def answer(self, tool: str, args: Any) -> Any:
        with self._lock:
            queue = self._by_call.get(canonical([tool, args]))
            if queue:
                self.answered += 1
                return queue.popleft()
            self.sandboxed += 1
            return sandbox_answer(tool)


class _DryTool(Tool):
    """A tool whose function answers from the journal; a sandbox answer is left unverified."""

    def check(self, args: dict[str, Any], result: Any, key: str | None) -> Verdict:
        if isinstance(result, dict) and result.get("code") == NOT_EXECUTED:
            return Verdict(VerdictStatus.PENDING, NOT_EXECUTED, "not executed: nothing to verify")
        return super().check(args, result, key)


def _dry_tools(tools: ToolRegistry, answers: _Answers) -> ToolRegistry:
    def fn_for(name: str) -> Callable[[dict[str, Any], str | None], Any]:
        return lambda args, key: answers.answer(name, args)

    fields = {f.name for f in dataclasses.fields(Tool)}
    return ToolRegistry(
        _DryTool(**{**{f: getattr(t, f) for f in fields}, "fn": fn_for(t.name), "lookup": None, "compensate": None})
        for t in tools
    )


class _MemoryJournal:
    """Appends go to a list. An event the recording also has (same type, step, call, ordinal) takes
    the recorded seq and id, so the context — and the event ids a reply cites — match the recording."""

    def __init__(self, run_id: str, head: Event | None, recorded: Sequence[Event]) -> None:
        self.run_id = run_id
        self.events: list[Event] = []
        self._recorded = {_slot(e, n): e for e, n in _ordinals(recorded)}
        self._seen: dict[tuple[Any, ...], int] = defaultdict(int)
        self._next = (max((e.seq for e in recorded), default=0) if recorded else 0) + 1
        self._prev = head.hash if head else "0" * 64

    def confirm_lease(self) -> None:
        return None

    def age(self, event_id: str) -> float | None:
        return None  # a dry replay looks nothing up

    def append(self, events: Sequence[NewEvent]) -> list[Event]:
        out = []
        for new in events:
            probe = (new.type, new.payload.get("step"), new.payload.get("call_index"))
            slot = (*probe, self._seen[probe])
            self._seen[probe] += 1
            twin = self._recorded.get(slot)
            seq = twin.seq if twin is not None else self._next
            if twin is None:
                self._next += 1
            event, _ = seal(self.run_id, seq, self._prev, new)
            if twin is not None:
                event = msgspec.structs.replace(event, event_id=twin.event_id)
            self._prev = event.hash
            out.append(event)
        self.events += out
        return out


def _ordinals(events: Iterable[Event]) -> list[tuple[Event, int]]:
    seen: dict[tuple[Any, ...], int] = defaultdict(int)
    out = []
    for e in events:
        probe = (e.type, e.step, e.call_index)
        out.append((e, seen[probe]))
        seen[probe] += 1
    return out


def _slot(e: Event, n: int) -> tuple[Any, ...]:
    return (e.type, e.step, e.call_index, n)


# -- facts and divergences ----------------------------------------------------------------------


@dataclass(frozen=True)
class Divergence:
    step: int
    call_index: int | None
    kind: str
    recorded: Any
    now: Any

    def to_payload(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


#: A what-if its cap stopped: the steps from there on were not compared (0 divergences read as "the same").
STOPPED_EARLY = "stopped_early"
#: A report's divergence of a call's idempotency key (shown redacted as the key's pseudonym, ``runs.timetravel``).
KEY_CHANGED = "key_changed"
#: What each compared field's change is called in a report.
_FIELD_KINDS = {
    "tool": "tool_changed",
    "effect": "tool_changed",
    "args": "args_changed",
    "idem_key": KEY_CHANGED,
    "gate": "gate_changed",
    "risk": "gate_changed",
    "verdict": "verdict_changed",
    "result": "result_changed",
    "reply": "reply_changed",
    "audit": "reply_audit_changed",
}


def step_facts(events: Iterable[Event]) -> dict[int, dict[str, Any]]:
    """Per step, what a reader compares: the decision, each call (intent, result, verdict), the reply."""
    out: dict[int, dict[str, Any]] = {}
    for e in events:
        p = e.payload
        if e.step is None:
            continue
        step = out.setdefault(e.step, {"decision": None, "tokens": 0, "calls": {}, "reply": None})
        call = step["calls"].setdefault(e.call_index, {}) if e.call_index is not None else None
        if decides_step(e):
            step["decision"] = p["output"].get("content", "")
            step["tokens"] = int((p["output"].get("usage") or {}).get("total_tokens", 0))
        elif e.type is EventType.TOOL_REQUESTED and call is not None:
            call.update({k: p.get(k) for k in ("tool", "args", "idem_key", "effect", "risk", "gate")})
        elif e.type is EventType.TOOL_RESULT and call is not None:
            call["result"] = p.get("result")
        elif e.type in (EventType.TOOL_VERIFIED, EventType.TOOL_VERIFICATION_FAILED) and call is not None:
            call["verdict"] = f"{p.get('status')} ({p.get('method')})"
        elif e.type is EventType.OPERATOR_DECISION and call is not None:
            call["decision"] = p.get("decision")
        elif e.type is EventType.RUN_COMPLETED:
            claims = [(c.get("phrase"), c.get("classification")) for c in p.get("claims") or ()]
            step["reply"] = {"reply": p.get("reply"), "audit": {"held": p.get("held", False), "claims": claims}}
    for step in out.values():
        step["calls"] = [step["calls"][i] for i in sorted(step["calls"])]
    return out


def compare(recorded: dict[int, dict[str, Any]], now: dict[int, dict[str, Any]]) -> list[Divergence]:
    """The divergences of ``now`` from ``recorded``, step by step (steps both sides reached)."""
    out: list[Divergence] = []
    for step in sorted(set(recorded) & set(now)):
        rec, cur = recorded[step], now[step]
        for i in range(max(len(rec["calls"]), len(cur["calls"]))):
            a = rec["calls"][i] if i < len(rec["calls"]) else None
            b = cur["calls"][i] if i < len(cur["calls"]) else None
            if a is None or b is None or a.get("tool") != b.get("tool"):
                # another tool (or none): one divergence for the call, not one per differing field
                out.append(Divergence(step, i, "tool_changed", _call_name(a), _call_name(b)))
                continue
            for name in ("tool", "effect", "args", "idem_key", "risk", "gate", "verdict", "result"):
                if name in ("verdict", "result") and (name not in a or name not in b):
                    continue  # one side did not get that far (e.g. the recording ends in doubt)
                if canonical(a.get(name)) != canonical(b.get(name)):
                    out.append(Divergence(step, i, _FIELD_KINDS[name], a.get(name), b.get(name)))
        if rec["reply"] is not None and cur["reply"] is not None:
            for name in ("reply", "audit"):
                if canonical(rec["reply"][name]) != canonical(cur["reply"][name]):
                    out.append(Divergence(step, None, _FIELD_KINDS[name], rec["reply"][name], cur["reply"][name]))
    return out


def _call_name(call: dict[str, Any] | None) -> str | None:
    return None if call is None else f"{call.get('tool')}({canonical(call.get('args') or {})})"


# -- the driver ---------------------------------------------------------------------------------


@dataclass
class ReplayReport:
    """The outcome of a dry replay or a what-if (stored as JSON by the Django side)."""

    run_id: str
    kind: str
    from_step: int
    outcome: str = ""
    stopped: str = ""
    model_calls: int = 0
    tokens: int = 0
    answered_from_journal: int = 0
    not_executed: int = 0
    notes: list[str] = field(default_factory=list)
    divergences: list[Divergence] = field(default_factory=list)
    recorded_steps: dict[int, dict[str, Any]] = field(default_factory=dict)
    replayed_steps: dict[int, dict[str, Any]] = field(default_factory=dict)

    @property
    def first_divergence(self) -> Divergence | None:
        return self.divergences[0] if self.divergences else None

    def to_payload(self) -> dict[str, Any]:
        return {
            "run_id": self.run_id,
            "kind": self.kind,
            "from_step": self.from_step,
            "outcome": self.outcome,
            "stopped": self.stopped,
            "model_calls": self.model_calls,
            "tokens": self.tokens,
            "answered_from_journal": self.answered_from_journal,
            "not_executed": self.not_executed,
            "notes": self.notes,
            "divergences": [d.to_payload() for d in self.divergences],
            "steps": [
                {"step": s, "recorded": self.recorded_steps.get(s), "replayed": self.replayed_steps.get(s)}
                for s in sorted(set(self.recorded_steps) | set(self.replayed_steps))
            ],
        }


def replay_start(events: Sequence[Event]) -> int:
    """Where a dry replay of ``events`` starts: step 0, or for a fork its first own sampled step
    (what came before is its parent's, produced by the parent's code); a fork with no sample of its own
    yet starts where its first would be (after its kept step), never at its parent's step 0."""
    forks = [e for e in events if e.type is EventType.FORKED_FROM]
    if not forks:
        return 0
    after = [e.step for e in events if decides_step(e) and e.seq > forks[-1].seq]
    forked = forks[-1].payload
    return min(after) if after else int(forked["step"]) + (1 if forked.get("cut") == KEEP else 0)


def _prefix(events: Sequence[Event], step: int) -> list[Event]:
    sampled = next((e.seq for e in events if decides_step(e) and e.step == step), None)
    cut = sampled - 1 if sampled is not None else events[-1].seq
    return [e for e in events if e.seq <= cut]


def _carried_answers(events: Sequence[Event]) -> int:
    """The assistant messages the history's RunStarted carries (a continuation's: the context of the run it continues;
    none for any other run): the context a step's model sees has them before its own."""
    first = events[0] if events else None
    if first is None or first.type is not EventType.RUN_STARTED:
        return 0
    return sum(1 for m in first.payload.get("messages") or () if isinstance(m, dict) and m.get("role") == "assistant")


def _adopt(index: ReplayIndex, agent: Agent) -> None:
    """Let the loop run ``agent`` on this history: the consistency check is the report's business."""
    index.forked = {**(index.forked or {}), "model_version": agent.model.version, "template_hash": agent.template_hash}


def dry_replay(
    run_id: str,
    events: Sequence[Event],
    agent: Agent,
    *,
    holds: Sequence[dict[str, Any]] = (),
    reached: Collection[str] = (),
) -> ReplayReport:
    """Replay the recorded ``events`` (the run's whole history, seq order) against ``agent``; a fork's drives also
    held ``holds`` (``ReplayIndex.hold_too``) and counted whom the rest of its fork family ``reached``."""
    start = replay_start(events)
    report = ReplayReport(run_id, DRY_REPLAY, start)
    samples = {e.step: Sample.from_payload(e.payload["output"]) for e in events if decides_step(e)}
    prefix = _prefix(events, start)
    tail = [e for e in events if e.seq > prefix[-1].seq]
    _notes_on_versions(report, events, agent)
    answers = _Answers(
        (intent.payload["tool"], intent.payload.get("args") or {}, result.payload.get("result"))
        for intent, result in _recorded_calls(tail)
    )
    dry = dataclasses.replace(
        _recorded_reviews(agent, tail),
        model=_RecordedModel(agent.model.version, samples, _carried_answers(events)),
        tools=_dry_tools(agent.tools, answers),
        crash_hook=None,
        replay_pauses=(),
    )
    operator = defaultdict(list)
    for e in tail:
        if e.type in _OPERATOR_EVENTS and e.step is not None:
            operator[e.step].append(e)
    journal, index = _drive(run_id, prefix, tail, dry, report, operator=operator, holds=holds, reached=reached)
    report.answered_from_journal, report.not_executed = answers.answered, answers.sandboxed
    report.recorded_steps = step_facts(tail)
    report.replayed_steps = step_facts(journal.events)
    report.divergences += compare(report.recorded_steps, report.replayed_steps)
    _compare_endings(report, tail, index)
    return report


def what_if(
    run_id: str,
    events: Sequence[Event],
    agent: Agent,
    *,
    from_step: int,
    model: Model | None = None,
    template: str | None = None,
    max_tokens: int = 50_000,
    max_calls: int = 30,
) -> ReplayReport:
    """From ``from_step`` on, ask ``model`` (default: the agent's) with ``template`` (default: the
    agent's) instead of reusing the recording; nothing real happens (see the module docstring)."""
    report = ReplayReport(run_id, WHAT_IF, from_step)
    prefix = _prefix(events, from_step)
    tail = [e for e in events if e.seq > prefix[-1].seq]
    capped = _CappedModel(model or agent.model, max_tokens, max_calls)
    answers = _Answers(
        (intent.payload["tool"], intent.payload.get("args") or {}, result.payload.get("result"))
        for intent, result in _recorded_calls(tail) + _recorded_calls(prefix)
    )
    trial = dataclasses.replace(
        _reviews_through(agent, lambda step, purpose, model: model and _Charged(capped, model)),
        model=capped,
        tools=_dry_tools(agent.tools, answers),
        template=template if template is not None else agent.template,
        crash_hook=None,
        replay_pauses=(),
    )
    report.notes.append(
        f"model {capped.version!r}, prompt template {trial.template_hash} from step {from_step}; "
        f"caps: {max_tokens} tokens, {max_calls} model calls"
    )
    journal, index = _drive(run_id, prefix, tail, trial, report, operator=None)
    report.model_calls, report.tokens = capped.calls, capped.tokens
    report.answered_from_journal, report.not_executed = answers.answered, answers.sandboxed
    report.recorded_steps = step_facts(tail)
    report.replayed_steps = step_facts(journal.events)
    report.divergences = compare(report.recorded_steps, report.replayed_steps)
    failed = [e for e in journal.events if e.type is EventType.RUN_FAILED]
    if capped.reached:
        _stopped_early(report, index.next_step, tail, capped.reached)
    elif failed and failed[-1].payload.get("error_class") == "ModelError":
        # the model answered nothing (a wrong key, a 5xx, a timeout): the steps from there were not compared either
        message = failed[-1].payload["message"]
        _stopped_early(report, index.next_step, tail, f"the model failed: {message}", by="its model's error")
    else:
        _compare_endings(report, tail, index)
    return report


def _stopped_early(
    report: ReplayReport, step: int, recorded: Sequence[Event], reached: str, *, by: str = "its cap"
) -> None:
    """A what-if its cap (or its model's error) stopped compared the steps before ``step`` only: said as a divergence
    (what the recording did from there, and why it stopped), and in ``stopped``. It reported 0 divergences, read as
    "the same as recorded"."""
    later = sorted(s for s in report.recorded_steps if s >= step)
    ended = next((e for e in reversed(recorded) if e.type in (EventType.RUN_COMPLETED, EventType.RUN_FAILED)), None)
    went = f"steps {later[0]}–{later[-1]}" if later else "no more steps"
    if ended is not None:
        went += ", " + ("COMPLETED" if ended.type is EventType.RUN_COMPLETED else "FAILED")
    report.divergences.append(Divergence(step, None, STOPPED_EARLY, went, reached))
    report.stopped = f"stopped early at step {step}, by {by}; the steps from there were not compared — {reached}"


def _recorded_calls(events: Sequence[Event]) -> list[tuple[Event, Event]]:
    intents = {(e.step, e.call_index): e for e in events if e.type is EventType.TOOL_REQUESTED}
    return [
        (intents[(e.step, e.call_index)], e)
        for e in events
        if e.type is EventType.TOOL_RESULT and (e.step, e.call_index) in intents
    ]


def _notes_on_versions(report: ReplayReport, events: Sequence[Event], agent: Agent) -> None:
    index = ReplayIndex.build(
        report.run_id, [e for e in events if e.type in (EventType.RUN_STARTED, EventType.FORKED_FROM)]
    )
    if index.model_version != agent.model.version:
        report.notes.append(
            f"the recording's samples came from model {index.model_version!r}; the agent now runs "
            f"{agent.model.version!r} (samples are reused, so this is not a divergence)"
        )
    recorded = (index.forked or {}).get("tools") or index.started.get("tools")
    if recorded is not None and (tools := _tool_set_change(recorded, agent.tools.fingerprints())):
        report.notes.append(
            f"the agent's tool set changed since the recording ({tools}): the recorded decisions were made "
            "with the tools offered then (samples are reused, so only a call that now differs is a divergence)"
        )
    if index.template_hash != agent.template_hash and index.started:
        s = index.started
        before = (s.get("messages") or [{}])[0].get("content")
        now = agent.render(s.get("inputs", {}), s["clock"], s["seed"])[0]["content"]
        report.divergences.append(Divergence(0, None, "template_changed", before, now))


def _tool_set_change(recorded: dict[str, str], now: dict[str, str]) -> str:
    """What changed in the tools offered to the model: added, removed, declaration changed ("" if none)."""
    parts = [
        (label, sorted(names))
        for label, names in (
            ("added", now.keys() - recorded.keys()),
            ("removed", recorded.keys() - now.keys()),
            ("declaration changed", {n for n in now.keys() & recorded.keys() if now[n] != recorded[n]}),
        )
        if names
    ]
    return "; ".join(f"{label}: {', '.join(names)}" for label, names in parts)


def _drive(
    run_id: str,
    prefix: Sequence[Event],
    recorded: Sequence[Event],
    agent: Agent,
    report: ReplayReport,
    *,
    operator: dict[int, list[Event]] | None,
    holds: Sequence[dict[str, Any]] = (),
    reached: Collection[str] = (),
) -> tuple[_MemoryJournal, ReplayIndex]:
    index = ReplayIndex.build(run_id, prefix)
    index.hold_too(holds)
    index.reached |= set(reached)
    _adopt(index, agent)
    if report.kind == WHAT_IF and index.messages and index.started:
        s = index.started
        index.messages[0] = agent.render(s.get("inputs", {}), s["clock"], s["seed"])[0]
    journal = _MemoryJournal(run_id, prefix[-1] if prefix else None, recorded)

    def feed(events: Iterable[Event]) -> None:
        for e in events:
            for stored in journal.append([NewEvent(e.type, e.payload)]):
                index.apply(stored)

    fed: set[int] = set()
    assumed: set[tuple[int, int]] = set()
    while True:
        step = index.next_step
        if operator is not None and step not in fed:
            fed.add(step)
            feed(e for e in operator.get(step, ()) if not _ends_run(e))
        try:
            outcome = StepLoop(agent, index, journal, max_steps_now=1).run()
        except EndOfRecording as end:
            report.outcome, report.stopped = "END_OF_RECORDING", f"the recording has no sample of step {end.args[0]}"
            return journal, index
        if operator is not None and (ending := [e for e in operator.pop(step, ()) if _ends_run(e)]):
            feed(ending)  # once the step made its calls, as the recording's operator decided after them
            continue
        if outcome is Outcome.YIELDED:
            continue
        if outcome is Outcome.WAITING_MANUAL_CONFIRM:
            waiting = [k for k in index.approvals_requested if k not in index.results and k not in index.rejections]
            fresh = [k for k in waiting if k not in assumed]
            if report.kind == DRY_REPLAY and (still := [k for k in fresh if k in _held_in(recorded)]):
                _waits_as_recorded(report, index, still)
                return journal, index
            if fresh:
                for key in fresh:
                    assumed.add(key)
                    intent = index.intents[key].payload
                    grant = {**{k: intent[k] for k in ("step", "call_index", "execution_id", "tool", "idem_key")},
                             "actor": report.kind, "reason": "approval assumed (nothing real happens here)"}  # fmt: skip
                    for stored in journal.append([NewEvent(EventType.MANUAL_CONFIRM_GRANTED, grant)]):
                        index.apply(stored)
                    report.notes.append(f"step {key[0]} call {key[1]} ({intent['tool']}): gated, approval assumed")
                continue
        report.outcome = str(outcome)
        if outcome is Outcome.RECOVERING:
            report.stopped = f"stopped in doubt at step {index.next_step}"
        elif outcome in (Outcome.FAILED, Outcome.DEAD_LETTER):
            failed = [e for e in journal.events if e.type is EventType.RUN_FAILED]
            report.stopped = failed[-1].payload["message"] if failed else ""
        return journal, index


def _ends_run(e: Event) -> bool:
    """An operator's dead-letter of a call: decided after the step's calls were made (in doubt), so a replay feeds
    it once the step ran — fed before it, the run ended before the step's sample and its calls read as removed."""
    return e.type is EventType.OPERATOR_DECISION and e.payload.get("decision") == Decision.DEAD_LETTER


def _held_in(recorded: Sequence[Event]) -> set[tuple[int, int]]:
    """The calls the recording held for an approver (its ManualConfirmRequested): one no recorded decision answered
    (it was fed back where it happened) still waits there."""
    return {(e.step, e.call_index) for e in recorded if e.type is EventType.MANUAL_CONFIRM_REQUESTED}


def _waits_as_recorded(report: ReplayReport, index: ReplayIndex, keys: Sequence[tuple[int, int]]) -> None:
    """A dry replay reaching a call the recording still holds for an approver stops there, as the run did: no
    approval is assumed (it said "approval assumed", then the call was "not executed" for want of a result)."""
    for step, call in keys:
        tool = index.intents[(step, call)].payload["tool"]
        report.notes.append(
            f"step {step} call {call} ({tool}): gated, waits for an approver as in the recording: not executed"
        )
    report.outcome = "WAITING_MANUAL_CONFIRM"
    report.stopped = f"waits for an approver at step {keys[0][0]}, as the recording does"


def _compare_endings(report: ReplayReport, recorded: Sequence[Event], index: ReplayIndex) -> None:
    ended = next((e for e in reversed(recorded) if e.type in (EventType.RUN_COMPLETED, EventType.RUN_FAILED)), None)
    if ended is not None and ended.type is EventType.RUN_COMPLETED and report.outcome not in ("COMPLETED",):
        report.divergences.append(
            Divergence(index.next_step, None, "outcome_changed", "COMPLETED", report.outcome or "stopped")
        )
