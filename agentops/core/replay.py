"""The replay index: everything the step loop needs, built once per resume from the journal.

Building is a single pass over the events, or over the resume path (:func:`resume_path`):
RunStarted, every snapshot, and the tail after the latest one. The loop keeps the index current
by calling :meth:`ReplayIndex.apply` on what it appends, so it never re-reads the journal between
steps.

Snapshots are a cache of the fold, and incremental: each holds where the context messages added
since the previous one start (``at``), how many they are (``n``), the consumption and the failure
count at its step. The messages themselves (a JSON array: the snapshot's *body*) are stored beside
the payload, not in it (``runs_event.context``; ``Event.body``), and the payload holds the SHA-256 of
their stored text (``digest``), so the hash chain binds the cache without every whole-history read
(export, API, verification, timeline) fetching, decoding and redacting a second copy of what the
steps journaled. Folding the resume path rebuilds the context from the bodies (kept as the stored
JSON until a message is read: ``agentops.core.context``); folding the whole history needs none, the
steps make the same messages (:func:`step_messages`), and a snapshot's ``at``/``n`` are checked
against them. A snapshot's size follows the steps since the last one, so the journal grows linearly.
Journals written before keep working: ``added`` inline in the payload (read like a body), or
``messages`` (the whole context, replacing it).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from agentops.core.budget import Budget, Consumption
from agentops.core.canon import canonical, dumps_normalized
from agentops.core.context import Context, Stored, body_digest
from agentops.core.events import RETRY_RUN, Event, EventType, NewEvent
from agentops.core.gate import reached_by
from agentops.core.keys import GENESIS_HASH
from agentops.core.model import Sample
from agentops.core.protocol import Decision, verdict_counts

CallKey = tuple[int, int]

#: Events that end a call's doubt by themselves: the re-send of an operator's retry, a result found by key.
_UNPARKS = frozenset({EventType.TOOL_DISPATCHED, EventType.TOOL_RESULT})


@dataclass(frozen=True, slots=True)
class Recorded:
    """A journaled payload together with the id of the event that holds it."""

    event_id: str
    payload: dict[str, Any]


@dataclass
class ReplayIndex:
    run_id: str
    started: dict[str, Any] = field(default_factory=dict)
    head_seq: int = 0
    head_hash: str = GENESIS_HASH
    samples: dict[int, Recorded] = field(default_factory=dict)
    #: Samples about a step's final reply (a repair, a judge: ``purpose`` in LlmSampled), never its decision.
    reply_samples: dict[tuple[int, str], Recorded] = field(default_factory=dict)
    intents: dict[CallKey, Recorded] = field(default_factory=dict)
    results: dict[CallKey, Recorded] = field(default_factory=dict)
    verdicts: dict[CallKey, Recorded] = field(default_factory=dict)
    approvals_requested: dict[CallKey, Recorded] = field(default_factory=dict)
    grants: dict[CallKey, Recorded] = field(default_factory=dict)
    rejections: dict[CallKey, Recorded] = field(default_factory=dict)
    decisions: dict[CallKey, Recorded] = field(default_factory=dict)
    #: Calls in doubt, parked for a human (their latest RecoveryStarted; cleared by a decision, an
    #: established result or a counting ToolVerified): ``agentops.core.protocol``.
    parked: dict[CallKey, Recorded] = field(default_factory=dict)
    #: Re-sends under an operator's retry with the same key (ToolDispatched since the latest decision).
    dispatches: dict[CallKey, Recorded] = field(default_factory=dict)
    committed_through: int = -1
    #: The context: decoded messages and snapshots' stored arrays, decoded on first read (``agentops.core.context``).
    messages: Context = field(default_factory=Context)
    consumed: Consumption = field(default_factory=Consumption)
    completed: Recorded | None = None
    failures: int = 0
    dead: bool = False
    #: The latest RunFailed was not retryable (or dead-lettered) and no operator's retry came after it.
    failed_for_good: bool = False
    #: The latest RunFailed (why the run failed: ``error_class``, ``message``) since the run last moved on: a
    #: committed step, a snapshot (a resume from it never reads what came before) or a fork clears it.
    last_failure: Recorded | None = None
    snapshot_seq: int = 0
    #: How many context messages the latest snapshot (or RunStarted) covers: the next one adds the rest.
    snapshot_len: int = 0
    #: The type of the last event folded (a resume reads what the previous process wrote last).
    head_type: EventType | None = None
    #: The latest ForkedFrom of this run's lineage (``agentops.core.fork``), or None.
    forked: dict[str, Any] | None = None
    #: Whom the run's outward calls reached (digests: ``agentops.core.gate.reached_by``) — each call the gate let
    #: through, or an approver granted — carried by snapshots: a bulk send spread over steps is held by it.
    reached: set[str] = field(default_factory=set)
    #: What the runs above this one made with no key that its history does not show (:meth:`hold_too`).
    above: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    def build(cls, run_id: str, events: Iterable[Event]) -> ReplayIndex:
        """One pass over ``events`` (seq order), e.g. RunStarted + latest snapshot + tail."""
        index = cls(run_id)
        for event in events:
            index.apply(event)
        return index

    def copy(self) -> ReplayIndex:
        """A copy sharing no dict or list with this index (the payloads and messages in them are
        shared: nothing changes one once journaled)."""
        twin = copy.copy(self)
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, (dict, list, set, Context)):
                setattr(twin, f.name, value.copy())
        return twin

    @property
    def next_step(self) -> int:
        return self.committed_through + 1

    @property
    def budget(self) -> Budget:
        return Budget.from_payload((self.forked or {}).get("budget") or self.started["budget"])

    @property
    def model_version(self) -> str:
        """The model the run's own (not inherited) samples must come from: a fork may adopt a newer one."""
        return str((self.forked or {}).get("model_version") or self.started.get("model_version", ""))

    @property
    def template_hash(self) -> str:
        return str((self.forked or {}).get("template_hash") or self.started.get("template_hash", ""))

    @property
    def key_scope(self) -> str:
        """The run id idempotency keys are derived from: a fork that inherits keys uses its parent's."""
        return str((self.forked or {}).get("key_scope") or self.started.get("run_id") or self.run_id)

    def held(self, tool: str, args: Any) -> bool:
        """Whether a fork or a continuation must hold this exact call for a human: it already happened in a run
        above it (or below or beside it) and the service cannot dedupe a repeat. A hold with ``after_step`` (a dry
        replay's, ``runs.journal.lineage.made_beside``) holds only a call of a later step."""
        holds = [*((self.forked or {}).get("holds") or ()), *self.above]
        return any(
            h["tool"] == tool and canonical(h["args"]) == canonical(args) and self.next_step > h.get("after_step", -1)
            for h in holds
        )

    def hold_too(self, holds: Sequence[dict[str, Any]]) -> None:
        """Also hold ``holds`` (``{"tool", "args"}``): what the runs above a fork or a continuation made that its
        history does not show, those made after its ForkedFrom was written too (``runs.journal.lineage.made_above``)."""
        self.above = [*self.above, *holds]

    def sample(self, step: int, purpose: str = "") -> Sample | None:
        """The journaled decision of ``step``, or its sample of ``purpose`` about the final reply."""
        rec = self.reply_samples.get((step, purpose)) if purpose else self.samples.get(step)
        return Sample.from_payload(rec.payload["output"]) if rec else None

    def apply(self, event: Event) -> None:
        """Fold one event into the index."""
        self.head_seq, self.head_hash = event.seq, event.hash
        p = event.payload
        rec = Recorded(event.event_id, p)
        kind = event.type
        self.head_type = kind
        if kind is EventType.RUN_STARTED:
            self.started = p
            self.messages = Context(p.get("messages") or [])
            self.snapshot_len = len(self.messages)
            if p.get("carried_consumption"):
                self.consumed = Consumption.from_payload(p["carried_consumption"])
        elif kind is EventType.SNAPSHOT_TAKEN:
            self._fold_snapshot(event)
            self.snapshot_seq, self.last_failure = event.seq, None
        elif kind is EventType.LLM_SAMPLED:
            if p.get("purpose"):
                self.reply_samples[(p["step"], p["purpose"])] = rec
            else:
                self.samples[p["step"]] = rec
            usage = p["output"].get("usage") or {}
            tokens, cost = int(usage.get("total_tokens", 0)), float(usage.get("cost", 0.0))
            self.consumed = self.consumed.add(tokens, cost, steps=0 if p.get("purpose") else 1)
        elif kind is EventType.STEP_COMMITTED:
            self._commit(p["step"])
            self.last_failure = None
        elif kind is EventType.RUN_COMPLETED:
            self.completed = rec
        elif kind is EventType.FORKED_FROM:
            # from here on a new, live run: the parent's ending (failure, dead letter, parked calls) is not ours
            self.forked, self.failures, self.dead, self.completed = p, 0, False, None
            self.failed_for_good, self.last_failure = False, None
            self.parked.clear()
            if p.get("system_message") and self.messages:
                self.messages[0] = p["system_message"]
        elif kind is EventType.RUN_FAILED:
            self.failures += 1
            self.dead = self.dead or bool(p.get("dead_letter"))
            self.failed_for_good = not p.get("retryable", False)
            self.last_failure = rec
        elif kind is EventType.OPERATOR_DECISION and p.get("decision") == RETRY_RUN:
            # an operator's retry grants a fresh set of automatic retries
            self.failures, self.failed_for_good = 0, False
        elif (
            kind is EventType.OPERATOR_DECISION and p.get("decision") == Decision.DEAD_LETTER and "call_index" not in p
        ):
            self.dead = True  # a run-level dead-letter decides about no call
        elif "call_index" in p:
            self._apply_call(kind, (p["step"], p["call_index"]), rec)

    def _apply_call(self, kind: EventType, key: CallKey, rec: Recorded) -> None:
        table = self._CALL_TABLES.get(kind)
        if table is not None:
            getattr(self, table)[key] = rec
        if (kind is EventType.TOOL_REQUESTED and rec.payload.get("gate") != "manual") or (
            kind is EventType.MANUAL_CONFIRM_GRANTED and key in self.intents
        ):
            intent = self.intents[key].payload
            self.reached |= reached_by([(intent["tool"], intent.get("args"))])
        if kind is EventType.RECOVERY_STARTED:
            self.parked[key] = rec
        elif kind is EventType.OPERATOR_DECISION:
            self.parked.pop(key, None)
            self.dispatches.pop(key, None)
            self.dead = self.dead or rec.payload.get("decision") == Decision.DEAD_LETTER
        elif kind in _UNPARKS or (kind is EventType.TOOL_VERIFIED and verdict_counts(rec.payload)):
            self.parked.pop(key, None)

    _CALL_TABLES = {
        EventType.TOOL_REQUESTED: "intents",
        EventType.TOOL_RESULT: "results",
        EventType.TOOL_VERIFIED: "verdicts",
        EventType.TOOL_VERIFICATION_FAILED: "verdicts",
        EventType.MANUAL_CONFIRM_REQUESTED: "approvals_requested",
        EventType.MANUAL_CONFIRM_GRANTED: "grants",
        EventType.MANUAL_CONFIRM_REJECTED: "rejections",
        EventType.OPERATOR_DECISION: "decisions",
        EventType.TOOL_DISPATCHED: "dispatches",
    }

    def _fold_snapshot(self, event: Event) -> None:
        p = event.payload
        if "messages" in p:  # written before snapshots were incremental: the whole context
            self.messages = Context(p["messages"])
        else:
            self._continue(event)
        self.snapshot_len = len(self.messages)
        self.consumed = Consumption.from_payload(p["consumed"])
        self.committed_through = p["step"]
        if "failures" in p:
            self.failures = p["failures"]
        if "reached" in p:
            self.reached = set(p["reached"])

    def _continue(self, event: Event) -> None:
        """The context after an incremental snapshot: the steps before it made its messages (a fold of
        the whole history: only their count is checked), or its body adds them after ``at`` (the
        resume path, whose steps before it are not read)."""
        p = event.payload
        body = event.body if "digest" in p else p.get("added")  # before 0021 the payload held them
        at, have = p["at"], len(self.messages)
        n = p["n"] if "n" in p else len(body or ())
        if have == at + n:
            return
        if body is None or have < at:
            missing = "its stored context was not read" if body is None else "a snapshot of the chain was not read"
            raise ValueError(
                f"run {self.run_id}: the snapshot at seq {event.seq} (step {p['step']}) continues a context of "
                f"{at} messages and adds {n}; the events before it make {have} ({missing})"
            )
        self.messages.truncate(at)
        self.messages.extend(body)  # a resume's are stored, not decoded (``agentops.core.context``)

    def _commit(self, step: int) -> None:
        output = self.samples[step].payload["output"]
        calls = range(len(output.get("tool_calls") or ()))
        results = {i: self.results[(step, i)] for i in calls if (step, i) in self.results}
        self.messages.extend(step_messages(output, results))
        self.committed_through = step

    def snapshot_event(self) -> NewEvent:
        """A SnapshotTaken of what changed since the previous snapshot (see the module doc): its
        payload, and its body (the added messages' canonical JSON) bound by the payload's digest.

        ``failures`` is carried so a resume from the snapshot grants no automatic retries the run
        already used (the RunFailed events before it are not read); ``n`` (how many messages are
        added) lets a resume count the context without decoding it (``agentops.core.context``).
        """
        added = self.messages[self.snapshot_len :]
        text = canonical(added)
        payload = {
            "step": self.committed_through,
            "at": self.snapshot_len,
            "n": len(added),
            "digest": body_digest(text),
            "consumed": self.consumed.to_payload(),
            "failures": self.failures,
        } | ({"reached": sorted(self.reached)} if self.reached else {})
        return NewEvent(EventType.SNAPSHOT_TAKEN, payload, Stored(text, len(added)))


def resume_path(events: Sequence[Event]) -> list[Event]:
    """What a resume reads of a whole journal (seq order): RunStarted, every SnapshotTaken and
    ForkedFrom, and every event from the latest snapshot on (``runs.journal.store.load_events``
    reads the same from the database)."""
    last = max((e.seq for e in events if e.type is EventType.SNAPSHOT_TAKEN), default=0)
    keep = (EventType.SNAPSHOT_TAKEN, EventType.FORKED_FROM)
    return [e for e in events if e.seq == 1 or e.seq >= last or e.type in keep]


def step_messages(output: dict[str, Any], results: dict[int, Recorded]) -> list[dict[str, Any]]:
    """The context a committed step adds: the model's output, then each call's result in call order.

    ``results`` maps call index to the journaled ToolResult. Shared by the replay index and by
    clients that drive a run through the API (``agentops.client``), so both see the same context.
    """
    messages = [
        {"role": "assistant", "content": output.get("content") or "", "tool_calls": output.get("tool_calls") or []}
    ]
    for index, call in enumerate(output.get("tool_calls") or ()):
        result = results.get(index)
        messages.append(
            {
                "role": "tool",
                "name": call["name"],
                "call_id": call.get("call_id", ""),
                "event_id": result.event_id if result else None,
                # journal payloads are normalised on append, so the canonical walk is not needed again
                "content": dumps_normalized(result.payload["result"]) if result else "null",
            }
        )
    return messages
