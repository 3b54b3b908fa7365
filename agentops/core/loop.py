"""The step loop: sample → LlmSampled → ToolRequested (intent + key) → call → ToolResult → StepCommitted.

A tool step is two commits: the sample with its intents (write-ahead: durable before any tool
runs), then the results with their verdicts and StepCommitted. Only the first-execution branch
appends (SPEC pitfall 1): on resume every journaled sample, intent and result is reused as it is,
so a resumed run spends no extra tokens and repeats no side effect.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, fields, replace
from enum import StrEnum
from typing import Any, Protocol

from agentops.core.budget import Budget, exhausted
from agentops.core.canon import normalize, unstorable
from agentops.core.errors import (
    PASSED_THROUGH,
    ModelError,
    ReplayRefused,
    ToolAnswerMisshapen,
    UnknownTool,
    first_line,
)
from agentops.core.events import Event, EventType, NewEvent
from agentops.core.gate import StepCalls
from agentops.core.keys import execution_id, idem_key, template_hash
from agentops.core.lease_beat import LeaseBeat, call_bound, confirm_before_send
from agentops.core.model import Model, Sample, ToolCall
from agentops.core.protocol import (
    HUMAN_SETTLED,
    NOT_DONE_UNBOUNDED,
    NUL_REPLY,
    REPLY_REFUSED,
    CallState,
    Next,
    Risk,
    UnknownOutcome,
    after_lookup,
    approval_binds,
    approved_unsent,
    call_state,
    call_tool,
    decided_result,
    dispatch_event,
    edited_unsent,
    failed_write_parks,
    handed,
    held_since,
    held_unsent,
    journalable,
    landing_reason,
    last_sent,
    missing_tool_reason,
    next_action,
    park_appends,
    park_event,
    repeated_call_id,
    still_landing,
)
from agentops.core.replay import CallKey, ReplayIndex
from agentops.core.retries import RetryPolicy
from agentops.core.tools import Tool, ToolRegistry, Verdict, VerdictStatus

_log = logging.getLogger(__name__)


class Journal(Protocol):
    """A fenced writer on one run's journal, positioned at its head."""

    def append(self, events: Sequence[NewEvent]) -> list[Event]:
        """Append atomically; raises StaleLease / SeqConflict when this writer lost the run."""
        ...

    def confirm_lease(self) -> None:
        """Raise StaleLease unless this writer still holds the run: checked before any tool runs."""
        ...

    def age(self, event_id: str) -> float | None:
        """Seconds since event ``event_id`` was journaled, by the database's clock; None when it cannot tell."""
        ...


class Outcome(StrEnum):
    COMPLETED = "COMPLETED"
    WAITING_MANUAL_CONFIRM = "WAITING_MANUAL_CONFIRM"
    RECOVERING = "RECOVERING"
    FAILED = "FAILED"
    DEAD_LETTER = "DEAD_LETTER"
    YIELDED = "YIELDED"


#: Crash points a test harness can hook (see ``Agent.crash_hook``). On a tool step ``after_sample``
#: and ``after_intent`` are the same moment (the sample and its intents are one commit);
#: ``after_result`` follows the step's second commit (results, verdicts, StepCommitted).
CRASH_POINTS = ("before_sample", "after_sample", "after_intent", "after_effect", "after_result")
#: Follows the commit of a sample taken about the final reply (a repair, a judge): only agents with a
#: reply check that samples reach it.
REPLY_CRASH_POINT = "after_reply_sample"

#: Purposes of the model samples a reply check may take about the final reply (``ReplySampler``):
#: asking the agent's model to repair an unbacked reply, asking a judge model for a second opinion.
REPLY_REPAIR, CLAIMS_JUDGE = "reply_repair", "claims_judge"


@dataclass(frozen=True)
class ReplyAudit:
    """What a reply check adds to a completion: fields merged into RunCompleted, events appended after it.

    Both land in the same append (one transaction), so a reply is never journaled without its audit.
    """

    fields: dict[str, Any] = field(default_factory=dict)
    events: list[NewEvent] = field(default_factory=list)
    #: The reply to journal instead of the model's (its repair); None keeps the model's.
    reply: str | None = None


class ReplySampler(Protocol):
    """A model call about the final reply, journaled like any sample (LlmSampled with ``purpose``).

    Once per purpose and step: a resumed run gets the journaled sample back without calling the model.
    ``model`` defaults to the agent's. Raises :class:`ModelError` when the call fails or its answer cannot
    be journaled (a lone surrogate; nothing journaled either way), or the run's token or cost budget is spent.
    """

    def __call__(self, purpose: str, messages: Sequence[dict[str, Any]], *, model: Model | None = None) -> Sample:
        """The journaled sample of ``purpose`` at the reply's step, or a new one (journaled first)."""
        ...


#: ``(index, reply, sample) -> ReplyAudit``; called before RunCompleted is appended (server-side claims audit).
ReplyCheck = Callable[[ReplayIndex, str, ReplySampler], ReplyAudit]


@dataclass
class Agent:
    """What drives a run: the model, the tools, the prompt template and the limits."""

    name: str
    model: Model
    tools: ToolRegistry
    template: str
    budget: Budget = field(default_factory=Budget)
    #: Steps between snapshots (0 = never). None: the deployment's default (see :meth:`with_defaults`).
    snapshot_every: int | None = None
    #: Automatic retries of a failed run. None: the deployment's default.
    retry: RetryPolicy | None = None
    reply_check: ReplyCheck | None = None
    #: Ask the model once to repair a reply the claims audit finds unbacked (see ``docs/claims.md``).
    #: None: the deployment's setting (``AGENTOPS_CLAIMS_REPAIR``).
    repair_reply: bool | None = None
    crash_hook: Callable[[str, int], None] | None = None
    #: Called at the end of each parallel call's worker thread (the engine closes DB connections there).
    thread_done: Callable[[], None] | None = None
    #: Seconds to wait before each replay, with the same key, of a call whose outcome is unknown
    #: (a timeout, a lost connection) when its tool is safe to replay (a read, or a write the service
    #: dedupes by key). When they run out, the run stops in RECOVERING for a human. None: the default.
    replay_pauses: tuple[float, ...] | None = None
    #: Called before each such replay (the engine drops database connections that died).
    before_replay: Callable[[], None] | None = None

    def with_defaults(self, **defaults: Any) -> Agent:
        """This agent with ``defaults`` (then :data:`AGENT_DEFAULTS`) for the settings it left unset.

        What the agent's author set always wins over a deployment-wide default.
        """
        unset = {
            f.name: defaults.get(f.name, AGENT_DEFAULTS[f.name])
            for f in fields(self)
            if f.name in AGENT_DEFAULTS and getattr(self, f.name) is None
        }
        return replace(self, **unset) if unset else self

    @property
    def template_hash(self) -> str:
        return template_hash(self.template)

    def render(self, inputs: dict[str, Any], clock: str, seed: int) -> list[dict[str, Any]]:
        """Initial messages; time and seed come from RunStarted, never from ``now()`` (pitfall 4)."""
        system = self.template.format(clock=clock, seed=seed, **inputs)
        return [{"role": "system", "content": system}, {"role": "user", "content": inputs.get("task", "")}]

    def _crash(self, point: str, step: int) -> None:
        if self.crash_hook is not None:
            self.crash_hook(point, step)


#: the template fields a run fills itself (RunStarted's clock and seed): no input may take their names
RUN_FIELDS = ("clock", "seed")


def taken_input_names(inputs: dict[str, Any]) -> str | None:
    """Why ``inputs`` cannot fill a prompt template (one is named like a field the run fills itself), else None: the
    template's ``str.format`` raised ``TypeError: got multiple values for keyword argument 'clock'``."""
    if taken := [name for name in RUN_FIELDS if name in inputs]:
        return (
            f"an input may not be named {' or '.join(map(repr, taken))}: the prompt template's {{clock}} and {{seed}} "
            "are the run's own, journaled when it starts (a seed is passed as the run's seed)"
        )
    return None


#: What an agent that leaves a setting unset gets when the deployment does not say either.
AGENT_DEFAULTS: dict[str, Any] = {"snapshot_every": 8, "retry": RetryPolicy(), "replay_pauses": (1.0, 4.0)}


def run_started_payload(
    agent: Agent, run_id: str, inputs: dict[str, Any], clock: str, seed: int, **extra: Any
) -> dict[str, Any]:
    """The RunStarted event of a new run of ``agent``."""
    return {
        "run_id": run_id,
        "agent": agent.name,
        "model_version": agent.model.version,
        "template_hash": agent.template_hash,
        "tools": agent.tools.fingerprints(),
        "budget": agent.budget.to_payload(),
        "clock": clock,
        "seed": seed,
        "inputs": inputs,
        "messages": agent.render(inputs, clock, seed),
        **extra,
    }


def check_consistency(index: ReplayIndex, agent: Agent) -> None:
    """Refuse to replay a history produced by another model or template (SPEC pitfall 9)."""
    started = index.started
    if not started:
        raise ReplayRefused(f"run {index.run_id} has no RunStarted event")
    diffs = []
    if index.model_version != agent.model.version:
        diffs.append(f"model {index.model_version!r} → {agent.model.version!r}")
    if index.template_hash != agent.template_hash:
        diffs.append(f"prompt template {index.template_hash} → {agent.template_hash}")
    if diffs:
        raise ReplayRefused(
            f"run {index.run_id} cannot be replayed: {'; '.join(diffs)}. Its journaled decisions came from "
            f"another model/prompt. Continue it as a new run from its latest snapshot instead "
            f"(python manage.py continue_run {index.run_id})."
        )


#: why a fork holds a call its tool's rule lets through (``ReplayIndex.held``)
FORK_HOLD = (
    "it already happened in the parent run, or in a fork or continuation of this run, and its service cannot dedupe a "
    "repeat"
)


def gate_for(tool: Tool | None, call: ToolCall, index: ReplayIndex, step_calls: StepCalls, i: int) -> str:
    """Why a fresh intent of ``call`` (the step's call ``i``) waits for an approver ("": it does not): its tool's
    rule (``Tool.held_for``: declaration, name, arguments, the step's calls, built once for the step, the run's
    earlier calls), or a fork's hold of a call the parent already made."""
    if tool is None:
        return ""
    held = tool.held_for(call.args, step_calls, index.reached | step_calls.reached_before(i))
    return held or (FORK_HOLD if index.held(call.name, call.args) else "")


def intent_events(
    run_id: str, step: int, i: int, call: ToolCall, tool: Tool | None, idem: str | None, *, held_for: str, reason: str
) -> list[NewEvent]:
    """The ToolRequested of call ``i`` of ``step`` (+ ManualConfirmRequested, saying why, when ``held_for``)."""
    exec_id = execution_id(run_id, step, i)
    gated = bool(held_for)
    events = [
        NewEvent(
            EventType.TOOL_REQUESTED,
            {
                "step": step,
                "call_index": i,
                "execution_id": exec_id,
                "tool": call.name,
                "args": call.args,
                "idem_key": idem,
                "effect": str(tool.effect) if tool else "unknown",
                "risk": str(Risk.HIGH if tool.held_for(call.args) else Risk.LOW) if tool else "unknown",
                "gate": "manual" if gated else "auto",
            },
        )
    ]
    if gated:
        events.append(
            NewEvent(
                EventType.MANUAL_CONFIRM_REQUESTED,
                {
                    "step": step,
                    "call_index": i,
                    "execution_id": exec_id,
                    "tool": call.name,
                    "idem_key": idem,
                    "reason": reason,
                    "held_for": held_for,
                },
            )
        )
    return events


@dataclass
class _Call:
    key: CallKey
    call: ToolCall
    tool: Tool | None
    idem: str | None
    exec_id: str


class StepLoop:
    """Drives one run from its replay index until it completes, waits, fails or must be recovered."""

    def __init__(
        self,
        agent: Agent,
        index: ReplayIndex,
        journal: Journal,
        *,
        max_steps_now: int | None = None,
        beat: LeaseBeat | None = None,
    ):
        self.agent, self.index, self.journal = agent.with_defaults(), index, journal
        self.beat = beat  # renews the journal's lease while a model or tool call is in flight (None: no lease)
        self._fresh_intents: set[CallKey] = set()
        self._replaying: set[CallKey] = set()  # calls journaled before that may have gone out, sent again by key
        self._attempts: dict[CallKey, int] = {}  # calls that needed more than one attempt
        self._steps_left = max_steps_now

    # -- journal ----------------------------------------------------------------------------------
    def _append(self, *events: NewEvent) -> list[Event]:
        stored = self.journal.append(list(events))
        for event in stored:
            self.index.apply(event)
        return stored

    def _kept(self, bound: float | None = None) -> contextlib.AbstractContextManager[None]:
        """The lease kept while the block's call is in flight — the model's, or a tool's call, status lookup or
        verifier (:mod:`agentops.core.lease_beat`)."""
        return contextlib.nullcontext() if self.beat is None else self.beat.kept(bound)

    # -- the loop ---------------------------------------------------------------------------------
    def run(self) -> Outcome:
        check_consistency(self.index, self.agent)
        if self.index.completed is not None:
            return Outcome.COMPLETED
        if self.index.dead:
            return Outcome.DEAD_LETTER
        if any(key[0] < self.index.next_step for key in self.index.parked):
            # a committed step's call is in doubt (a journal from before steps waited for it):
            # only an operator's decision, or the verifier asked again, moves it on
            return Outcome.RECOVERING
        step = self.index.next_step
        if self.index.head_type is EventType.STEP_COMMITTED and step and self._snapshot_after(step - 1):
            # the previous process died between a boundary's commit and its snapshot: write it now,
            # so the resumed journal is the uncrashed one
            self._append(self.index.snapshot_event())
        while True:
            if self._steps_left is not None:
                if self._steps_left <= 0:
                    return Outcome.YIELDED
                self._steps_left -= 1
            outcome = self._step(self.index.next_step)
            if outcome is not None:
                return outcome

    def _step(self, step: int) -> Outcome | None:
        sample, sampled = self.index.sample(step), None
        if sample is None:
            reason = exhausted(self.index.budget, self.index.consumed)
            if reason:
                return self._fail("BudgetExceeded", reason, permanent=True)
            self.agent._crash("before_sample", step)
            try:
                with self._kept():
                    sample = sample_model(self.agent.model, self.index.messages, self.agent.tools.specs())
            except ModelError as exc:  # any failure of the model's code fails the run, with its cause
                return self._fail("ModelError", str(exc), permanent=not exc.retryable)
            output = sample.to_payload()
            if (problem := unjournalable(output)) is not None:
                return self._fail("ModelError", problem, permanent=False)
            sampled = NewEvent(EventType.LLM_SAMPLED, {"step": step, "output": output})
        if not sample.tool_calls:
            if sampled is not None:
                self._append(sampled)
                self.agent._crash("after_sample", step)
            return self._complete(step, sample.content)
        # a fresh sample and its intents are one commit: the decision and what it asks for
        calls = self._ensure_intents(step, sample, [sampled] if sampled else [])
        if sampled is not None:
            self.agent._crash("after_sample", step)
        self.agent._crash("after_intent", step)
        waiting = self._gate(calls)
        if waiting is not None:
            return waiting
        return self._settle_and_commit(step, calls)

    def _ensure_intents(self, step: int, sample: Sample, sampled: list[NewEvent]) -> list[_Call]:
        """Write ToolRequested (with its key) for every call not yet journaled, in call order.

        ``sampled`` (the step's fresh LlmSampled, if any) is appended first, in the same commit.
        """
        run_id = self.index.run_id
        calls, new = [], list(sampled)
        step_calls = StepCalls((c.name, c.args) for c in sample.tool_calls)  # once a step, not once a call
        for i, call in enumerate(sample.tool_calls):
            key = (step, i)
            try:
                tool: Tool | None = self.agent.tools.get(call.name)
            except UnknownTool:
                tool = None
            intent = self.index.intents.get(key)
            if intent is not None:
                # the intent is the journaled truth (an operator may have edited a fork's arguments)
                idem = intent.payload["idem_key"]
                call = ToolCall(call.name, intent.payload.get("args", call.args), call.call_id)
            elif tool is None or tool.dedupes:
                idem = idem_key(self.index.key_scope, step, i, call.name, call.args)
            else:
                idem = None
            calls.append(_Call(key, call, tool, idem, execution_id(run_id, step, i)))
            if intent is None:
                held = gate_for(tool, call, self.index, step_calls, i)
                new.extend(intent_events(run_id, step, i, call, tool, idem, held_for=held, reason=sample.content))
                self._fresh_intents.add(key)
        if new:
            self._append(*new)
        return calls

    def _gate(self, calls: list[_Call]) -> Outcome | None:
        """High-risk calls wait for a human; an approval counts only for the key it was given for."""
        for c in calls:
            if c.key not in self.index.approvals_requested or c.key in self.index.results:
                continue
            if c.key in self.index.rejections:
                continue
            grant = self.index.grants.get(c.key)
            if not approval_binds({"idem_key": c.idem}, grant.payload if grant else None):
                return Outcome.WAITING_MANUAL_CONFIRM
        return None

    def _settle_and_commit(self, step: int, calls: list[_Call]) -> Outcome | None:
        """Settle every call, then journal the step's results, verdicts and StepCommitted in one commit."""
        settled = self._settle(step, calls)
        if isinstance(settled, Outcome):
            return settled
        fresh, unknown = settled
        results = [
            NewEvent(
                EventType.TOOL_RESULT,
                {
                    "step": c.key[0],
                    "call_index": c.key[1],
                    "execution_id": c.exec_id,
                    "result": fresh[c.key],
                    **({"attempts": self._attempts[c.key]} if c.key in self._attempts else {}),
                },
            )
            for c in calls
            if c.key in fresh
        ]
        if unknown:
            c, reason = unknown[0]
            return self._recovering(c, reason, after=results)
        in_doubt = [c for c in calls if c.key in self.index.parked and c.key not in fresh]
        if in_doubt:
            # a step is committed only when no call of it is in doubt (``agentops.core.protocol``)
            return self._recovering(in_doubt[0], "", after=results)
        return self._commit(step, calls, fresh, results)

    def _settle(self, step: int, calls: list[_Call]) -> Outcome | tuple[dict[CallKey, Any], list[tuple[_Call, str]]]:
        """A result for every call without one (reuse, decide, look up or execute), not yet journaled.

        What each call allows is :func:`agentops.core.protocol.next_action`. Returns the new results
        by call and the calls whose outcome is unknown, or RECOVERING when a call can neither be
        looked up nor safely executed again.
        """
        known: dict[CallKey, Any] = {}
        to_run: list[_Call] = []
        dispatched: list[NewEvent] = []
        for c in calls:
            if c.key in self.index.results:
                continue
            decided = decided_result(self.index, c.key)
            if decided is not None:
                known[c.key] = decided
                continue
            state = call_state(self.index, c.key)
            if c.tool is None:
                if self._sent_by_other_code(c, state):
                    return self._recovering(c, missing_tool_reason(c.call.name))
                known[c.key] = {"success": False, "code": "unknown_tool", "error": f"no tool named {c.call.name!r}"}
                continue
            action = self._next(c, state)
            if action in (Next.REPLAY_SAME_KEY, Next.LOOKUP) and (why := self._held_since(c, c.tool, calls)):
                return self._recovering(c, why)  # sent again or looked up into a send, it would skip the approver
            if action is Next.LOOKUP:
                found, result = self._lookup(c)
                landing = still_landing(self.journal.age(last_sent(self.index, c.key)), c.tool.timeout)
                action = after_lookup(found, state, landing=landing)
                if action is Next.USE_RESULT:
                    known[c.key] = result
                    continue
                if action is Next.WAIT_LANDING and landing is not None:  # looked up again by the recovery sweep
                    return self._recovering(c, landing_reason(landing), recheck_after=landing)
                if found is False and landing is None:  # "not done", nothing bounds the send (no timeout): a human
                    return self._recovering(c, NOT_DONE_UNBOUNDED)
            if action is Next.SEND_AGAIN:
                dispatched.append(dispatch_event(self.index, c.key))
            if action is Next.REPLAY_SAME_KEY:
                self._replaying.add(c.key)
            if action in (Next.SEND, Next.SEND_AGAIN, Next.REPLAY_SAME_KEY):
                to_run.append(c)
            else:
                why = c.tool.unknown_reason(c.idem, handed=self._handed(c), risk=self._then(c, "risk"))
                return self._recovering(c, why)
        confirm_before_send(self.journal.confirm_lease, bool(to_run))
        if dispatched:
            self._append(*dispatched)  # write-ahead of the operator's re-send, as the intent was of the first
        unknown: list[tuple[_Call, str]] = []
        for c, outcome in zip(to_run, self._execute_with_replays(to_run), strict=True):
            if isinstance(outcome, UnknownOutcome):
                unknown.append((c, outcome.reason))
            else:
                known[c.key] = outcome
        self.agent._crash("after_effect", step)
        # a result the journal cannot hold (a lone surrogate, NaN) is journaled as a failed one saying why
        return {key: journalable(result) for key, result in known.items()}, unknown

    def _sent_by_other_code(self, c: _Call, state: CallState) -> bool:
        """Whether call ``c``, of a tool this agent lacks, was journaled by code that had the tool (its intent names an
        effect) and may have been sent: neither replayable nor looked up now, a human decides. An intent of a tool
        unknown then too was never sent: its answer is ``unknown_tool``."""
        return self._then(c, "effect") not in (None, "unknown") and self._next(c, state) is Next.PARK

    def _then(self, c: _Call, field: str) -> str | None:
        """The ``effect`` or ``risk`` call ``c``'s intent was journaled with (by the code that sent it), None before
        its intent."""
        intent = self.index.intents.get(c.key)
        return None if intent is None else str(intent.payload.get(field, "unknown"))

    def _next(self, c: _Call, state: CallState, *, fresh: bool | None = None) -> Next:
        """The protocol's next action for ``c``. An in-process drive of a parked run is always an
        operator's (a decision or a resume), so it may re-check parked calls by key. A tool this agent lacks can be
        neither replayed nor looked up."""
        return next_action(
            state,
            fresh=c.key in self._fresh_intents if fresh is None else fresh,
            safe_to_replay=c.tool is not None
            and c.tool.replayable(
                c.idem, handed=self._handed(c), journaled=self._then(c, "effect"), risk=self._then(c, "risk")
            ),
            can_lookup=c.tool is not None and c.tool.can_look_up(self._then(c, "risk")),
            recheck_parked=True,
            approved_unsent=approved_unsent(self.index, c.key)
            or held_unsent(self.index, c.key)
            or edited_unsent(self.index, c.key),
        )

    def _held_since(self, c: _Call, tool: Tool, calls: list[_Call]) -> str:
        """Why call ``c``, in doubt, claimed with no approver, goes to a human because the gate holds it now
        (:func:`agentops.core.protocol.held_since`: a deploy since changed the gate's rule or the tool), or ""."""
        step_calls = StepCalls((other.call.name, other.call.args) for other in calls)
        held = gate_for(tool, c.call, self.index, step_calls, c.key[1])
        return held_since(self.index.intents[c.key].payload, held)

    def _handed(self, c: _Call) -> bool:
        """Whether call ``c`` went out on a human's word about it (:func:`agentops.core.protocol.handed`). The index
        keeps a call's dispatch only since its latest decision, so its grant, decision, dispatch are in journal order."""
        index = self.index
        tables = (
            (EventType.MANUAL_CONFIRM_GRANTED, index.grants),
            (EventType.OPERATOR_DECISION, index.decisions),
            (EventType.TOOL_DISPATCHED, index.dispatches),
        )
        return handed(kind for kind, table in tables if c.key in table)

    def _lookup(self, c: _Call) -> tuple[bool | None, Any]:
        """The tool's status lookup by key: (found, result); found is None when it cannot tell."""
        assert c.tool is not None
        with self._kept(call_bound([c.tool])):
            answer = c.tool.look_up(c.call.args, c.idem)
        return answer.found, answer.result

    def _execute_with_replays(self, calls: list[_Call]) -> list[Any]:
        """Execute ``calls``; replay those of unknown outcome with the same key while it is safe.

        The intent and its key are journaled already, so a replay is exactly what recovery would
        do (SPEC: "replay the tool with the same key; the service dedupes"), only sooner: a blip
        of the network or the database does not need a human.
        """
        outcomes = self._execute(calls)
        for attempt, pause in enumerate(self.agent.replay_pauses, start=2):
            again = [
                i
                for i, o in enumerate(outcomes)
                if isinstance(o, UnknownOutcome) and o.replayable and self._replayable(calls[i])
            ]
            if not again:
                break
            time.sleep(pause)
            if self.agent.before_replay is not None:
                self.agent.before_replay()
            self.journal.confirm_lease()
            for i, outcome in zip(again, self._execute([calls[i] for i in again]), strict=True):
                self._attempts[calls[i].key] = attempt
                if isinstance(outcome, UnknownOutcome):
                    outcome.reason += f" ({attempt} attempts with the same key)"
                outcomes[i] = outcome
        return outcomes

    def _replayable(self, c: _Call) -> bool:
        """An unknown outcome of this very attempt: the protocol's same-key replay, if the tool allows it."""
        return self._next(c, CallState.INTENT, fresh=False) is Next.REPLAY_SAME_KEY

    def _execute(self, calls: list[_Call]) -> list[Any]:
        """Run calls concurrently, the lease kept up to the longest of their tools' timeouts; results come back in
        the model's call order (pitfall 5)."""
        with self._kept(call_bound(c.tool for c in calls)):
            if len(calls) <= 1:
                return [self._call_one(c) for c in calls]
            with ThreadPoolExecutor(max_workers=min(8, len(calls))) as pool:
                return list(pool.map(self._call_in_thread, calls))

    def _call_in_thread(self, c: _Call) -> Any:
        try:
            return self._call_one(c)
        finally:
            if self.agent.thread_done is not None:
                self.agent.thread_done()

    def _call_one(self, c: _Call) -> Any:
        assert c.tool is not None
        # the protocol says what a raise means
        return call_tool(c.tool.fn, c.call.args, c.idem, replay=c.key in self._replaying)

    def _commit(
        self, step: int, calls: list[_Call], fresh: dict[CallKey, Any], results: list[NewEvent]
    ) -> Outcome | None:
        """Verify what is unverified and append ``results`` + verdicts + StepCommitted at once."""
        verdicts, failed_write = [], None
        for c in calls:
            settled = call_state(self.index, c.key) in HUMAN_SETTLED
            if settled or c.key in self.index.verdicts or c.tool is None:
                continue
            result = fresh[c.key] if c.key in fresh else self.index.results[c.key].payload["result"]
            try:
                verdict = self._verify(c, result)
            except ToolAnswerMisshapen:
                if results:  # what was sent stays journaled while the deployment fixes its verifier
                    self._append(*results)
                raise
            if verdict.status is VerdictStatus.PENDING:
                continue
            kind = (
                EventType.TOOL_VERIFIED
                if verdict.status is VerdictStatus.CONFIRMED
                else EventType.TOOL_VERIFICATION_FAILED
            )
            verdicts.append(
                NewEvent(
                    kind,
                    {
                        "step": step,
                        "call_index": c.key[1],
                        "execution_id": c.exec_id,
                        **verdict.to_payload(),
                        "verified_by": "server",
                    },
                )
            )
            if failed_write is None and failed_write_parks(c.tool.effect, verdict.status, result):
                failed_write = (c, verdict.detail)
        if failed_write is not None:
            # the step is not committed: a human decides about the write first, then the step commits
            c, detail = failed_write
            return self._recovering(c, f"verification failed: {detail}", after=[*results, *verdicts])
        self._append(*results, *verdicts, NewEvent(EventType.STEP_COMMITTED, {"step": step}))
        self.agent._crash("after_result", step)
        if self._snapshot_after(step):
            self._append(self.index.snapshot_event())
        return None

    def _snapshot_after(self, step: int) -> bool:
        return bool(self.agent.snapshot_every) and (step + 1) % self.agent.snapshot_every == 0

    def _verify(self, c: _Call, result: Any) -> Verdict:
        assert c.tool is not None
        with self._kept(call_bound([c.tool])):
            return c.tool.verdict(c.call.args, result, c.idem)

    # -- endings ----------------------------------------------------------------------------------
    def _complete(self, step: int, reply: str) -> Outcome:
        audit = ReplyAudit()
        if self.agent.reply_check is not None:

            def sample(purpose: str, messages: Sequence[dict[str, Any]], *, model: Model | None = None) -> Sample:
                return self._reply_sample(step, purpose, messages, model)

            audit = self.agent.reply_check(self.index, reply, sample)
        completed = {**audit.fields, "step": step, "reply": reply if audit.reply is None else audit.reply}
        self._append(NewEvent(EventType.RUN_COMPLETED, completed), *audit.events)
        return Outcome.COMPLETED

    def _reply_sample(self, step: int, purpose: str, messages: Sequence[dict[str, Any]], model: Model | None) -> Sample:
        """:class:`ReplySampler`: replay the journaled sample of ``purpose``, or take it and journal it."""
        journaled = self.index.sample(step, purpose)
        if journaled is not None:
            return journaled
        # a reply sample is no step: only the token and cost caps apply
        reason = exhausted(self.index.budget, replace(self.index.consumed, steps=0))
        if reason:
            raise ModelError(reason, retryable=False)
        with self._kept():
            sample = sample_model(model or self.agent.model, list(messages), [])  # the repair or judge fails soft on it
        output = sample.to_payload()
        if (problem := unjournalable(output)) is not None:
            raise ModelError(problem)
        self._append(NewEvent(EventType.LLM_SAMPLED, {"step": step, "purpose": purpose, "output": output}))
        self.agent._crash(REPLY_CRASH_POINT, step)
        return sample

    def _recovering(
        self, c: _Call, reason: str, *, after: Sequence[NewEvent] = (), recheck_after: float | None = None
    ) -> Outcome:
        """Journal ``after`` (results known so far) and RecoveryStarted for ``c``, in one commit (``recheck_after``:
        the seconds after which the recovery sweep drives the run again, ``park_event``).

        A call already parked is not parked again (``park_appends``): a resume that establishes
        nothing appends nothing.
        """
        if not park_appends(call_state(self.index, c.key)):
            if after:
                self._append(*after)
            return Outcome.RECOVERING
        self._append(*after, park_event(self.index, c.key, reason, recheck_after=recheck_after))
        return Outcome.RECOVERING

    def _fail(self, error_class: str, message: str, *, permanent: bool) -> Outcome:
        payload = self.agent.retry.failed_payload(
            error_class, message, failures=self.index.failures, permanent=permanent
        )
        self._append(NewEvent(EventType.RUN_FAILED, payload))
        return Outcome.DEAD_LETTER if payload["dead_letter"] else Outcome.FAILED


def sample_model(model: Model, messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]]) -> Sample:
    """``model``'s sample of ``messages``: the one rule of what a model's raise means, for the in-process loop, its
    reply checks and the API client's loop (``agentops.client.DurableRun``). :data:`PASSED_THROUGH` (a
    :class:`StopLoop` such as a dry replay's end of its recording, :class:`JournalCorrupt`) is raised on untouched:
    the drive stops and journals nothing. A :class:`ModelError` says itself whether asking again can help; any
    other exception (the agent's own model code, a library's error it did not turn into one) becomes a retryable
    ModelError naming its class and first line — it left the run PENDING with no cause, the drive's traceback in a
    worker's log only. Nothing was journaled: sampling again is safe."""
    try:
        sample = model.sample(messages, tools)
    except (ModelError, *PASSED_THROUGH):
        raise
    except Exception as exc:
        _log.warning(
            "the model raised %s (not a ModelError): the run fails, retryable", type(exc).__name__, exc_info=exc
        )
        raise ModelError(f"the model raised {type(exc).__name__}: {first_line(exc)}") from exc
    return as_journaled(sample)


def as_journaled(sample: Sample) -> Sample:
    """``sample`` with its calls' arguments as the journal keeps them (canonical JSON, :func:`agentops.core.canon.normalize`:
    ``5.0`` is ``5``, text in NFC), so a call is sent with the same values the first time and when a resume replays it
    from the journal: a model's ``{"amount": 5.0}`` went out as ``5.0``, its replay with the same idempotency key as
    ``5`` — another request under that key, which a service comparing them refuses (qa-agents9). Arguments the journal
    cannot hold are left as they are: :func:`unjournalable` refuses them before anything acts on them."""
    try:
        calls = tuple(replace(call, args=normalize(call.args)) for call in sample.tool_calls)
    except (TypeError, ValueError):
        return sample
    return replace(sample, tool_calls=calls)


def unjournalable(output: dict[str, Any]) -> str | None:
    """Why a model's answer cannot be journaled, or None: a lone surrogate in its text, a NUL character in a reply
    (an answer with no tool call: the reply, claims and delivery rows are text, and PostgreSQL's hold no NUL — the
    completion's append raised at every drive and the run stayed RUNNING; ``reply/`` refuses a client's), or tool
    calls repeating a ``call_id`` (:func:`repeated_call_id`: ``events/`` refuses it, 400 ``duplicate_call_id``).
    Nothing acts on an answer not journaled, in process or through the clients: the step's sample fails the run
    (retryable), a reply check's is a ModelError."""
    if (problem := unstorable(output)) is not None:
        return f"the model's answer cannot be journaled: {problem}"
    content = output.get("content")
    if not output.get("tool_calls") and isinstance(content, str) and "\x00" in content:
        return f"{REPLY_REFUSED}: {NUL_REPLY} (no reply row stores one)"
    if repeated := repeated_call_id(output.get("tool_calls") or []):
        return f"the model's answer repeats the call_id {repeated[0]!r} (tool_calls {repeated[1]})"
    return None
