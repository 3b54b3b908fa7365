"""Journal event types and the immutable event record."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import msgspec

from agentops.core.canon import dumps_normalized, normalize
from agentops.core.context import Stored
from agentops.core.keys import chain_hash_of_text, event_id


class EventType(StrEnum):
    """Every kind of journal entry. The values are stored and shown as they are."""

    RUN_STARTED = "RunStarted"
    LLM_SAMPLED = "LlmSampled"
    TOOL_REQUESTED = "ToolRequested"
    TOOL_RESULT = "ToolResult"
    TOOL_VERIFIED = "ToolVerified"
    TOOL_VERIFICATION_FAILED = "ToolVerificationFailed"
    STEP_COMMITTED = "StepCommitted"
    SNAPSHOT_TAKEN = "SnapshotTaken"
    MANUAL_CONFIRM_REQUESTED = "ManualConfirmRequested"
    MANUAL_CONFIRM_GRANTED = "ManualConfirmGranted"
    MANUAL_CONFIRM_REJECTED = "ManualConfirmRejected"
    RECOVERY_STARTED = "RecoveryStarted"
    OPERATOR_DECISION = "OperatorDecision"
    TOOL_COMPENSATED = "ToolCompensated"
    RUN_COMPLETED = "RunCompleted"
    RUN_FAILED = "RunFailed"
    CLAIM_FLAGGED = "ClaimFlagged"
    REPLY_RELEASED = "ReplyReleased"
    FORKED_FROM = "ForkedFrom"
    #: An operator's "retry with the same key" is being sent (the write-ahead of that one re-send).
    TOOL_DISPATCHED = "ToolDispatched"


#: Each type by its stored name.
EVENT_TYPES: dict[str, EventType] = {str(t): t for t in EventType}

#: The run-level ``OperatorDecision`` that sends a FAILED run back to PENDING with a fresh set of
#: automatic retries (no ``step`` / ``call_index``: it decides about the run, not a call).
RETRY_RUN = "retry_run"
#: The longest reason a human's act journals (a decision, a fork, a bulk job): every path refuses a longer one.
REASON_MAX = 2000


#: whitespace and the characters that show nothing (zero-width space and joiners, word joiner, BOM, soft hyphen, the
#: direction marks): at either end of a reason they are taken away, and a reason of only these says nothing
_BLANK_ENDS = re.compile(r"^[\s\u00ad\u061c\u200b-\u200f\u2060\ufeff]+|[\s\u00ad\u061c\u200b-\u200f\u2060\ufeff]+$")


def stated(reason: str | None) -> str:
    """``reason`` as a person stated it: without the whitespace and the invisible characters around it, so one that
    shows nothing is "" (refused as no reason: ``str.strip`` kept a lone U+200B, journaled as the reason)."""
    return _BLANK_ENDS.sub("", reason or "")


def reason_too_long(reason: str) -> str:
    """Why ``reason`` is refused for its length (``""`` when it fits :data:`REASON_MAX`)."""
    return f"a reason is at most {REASON_MAX} characters, not {len(reason)}" if len(reason) > REASON_MAX else ""


#: Events that carry a tool execution (``step`` + ``call_index``) and so can back a claim.
EXECUTION_EVENTS = frozenset(
    {
        EventType.TOOL_REQUESTED,
        EventType.TOOL_RESULT,
        EventType.TOOL_VERIFIED,
        EventType.TOOL_VERIFICATION_FAILED,
        EventType.MANUAL_CONFIRM_REQUESTED,
        EventType.MANUAL_CONFIRM_GRANTED,
        EventType.MANUAL_CONFIRM_REJECTED,
        EventType.OPERATOR_DECISION,
        EventType.TOOL_COMPENSATED,
        EventType.TOOL_DISPATCHED,
    }
)


@dataclass(frozen=True, slots=True)
class NewEvent:
    """An event about to be appended: the store assigns seq, id and hash."""

    type: EventType
    payload: dict[str, Any] = field(default_factory=dict)
    #: a snapshot's context array, stored beside the payload (``runs_event.context``), not in it: the
    #: payload holds its digest (``agentops.core.replay``)
    body: Stored | None = None


class Event(msgspec.Struct, frozen=True, gc=False):
    """One journal entry as stored.

    A ``msgspec.Struct`` (frozen, like the dataclass it was): a whole-history read makes one per
    event, and a Struct is made in C at a tenth of a frozen dataclass's cost, and is not tracked by
    the cyclic collector (it cannot be part of a cycle: it holds strings, an int and its payload).
    Equal and shown as before: ``body`` is neither compared nor shown. A copy with changes:
    ``msgspec.structs.replace(event, ...)``.
    """

    run_id: str
    seq: int
    type: EventType
    payload: dict[str, Any]
    event_id: str
    prev_hash: str
    hash: str
    #: a snapshot's context array where the reader fetched it (a resume does; a whole-history read
    #: does not): bound to the chain by the payload's ``digest``, so not compared itself
    body: Stored | None = None

    def _key(self) -> tuple[Any, ...]:
        return (self.run_id, self.seq, self.type, self.payload, self.event_id, self.prev_hash, self.hash)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Event:
            return NotImplemented
        return self._key() == other._key()  # type: ignore[attr-defined]

    def __ne__(self, other: object) -> bool:
        if other.__class__ is not Event:
            return NotImplemented
        return self._key() != other._key()  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]  # as the dataclass: its payload is a dict

    def __repr__(self) -> str:
        return (
            f"Event(run_id={self.run_id!r}, seq={self.seq!r}, type={self.type!r}, payload={self.payload!r}, "
            f"event_id={self.event_id!r}, prev_hash={self.prev_hash!r}, hash={self.hash!r})"
        )

    @property
    def step(self) -> int | None:
        return self.payload.get("step")

    @property
    def call_index(self) -> int | None:
        return self.payload.get("call_index")


#: An :class:`Event` from stored values (the store makes thousands per read): the Struct itself.
restored = Event


def decides_step(event: Event) -> bool:
    """An LlmSampled that is its step's decision, not a sample about the final reply (``purpose``)."""
    return event.type is EventType.LLM_SAMPLED and not event.payload.get("purpose")


def seal(run_id: str, seq: int, prev_hash: str, new: NewEvent) -> tuple[Event, str]:
    """``new`` as stored at ``seq`` after ``prev_hash``, and its payload's canonical text.

    The payload is normalised and serialised once; the chain hash is taken over that text (a
    snapshot's ``body`` is not in it: its payload's digest is).
    """
    payload = normalize(new.payload)
    text = dumps_normalized(payload)
    kind = EventType(new.type)
    digest = chain_hash_of_text(prev_hash, run_id, seq, str(kind), text)
    return Event(run_id, seq, kind, payload, event_id(run_id, seq), prev_hash, digest, new.body), text
