"""Reads behind the REST API: run lists, a run scoped to its agent, timeline pages, the replay view."""

from __future__ import annotations

import re
from typing import Any

from django.conf import settings
from django.db.models import Q, QuerySet

from agentops.core.budget import exhausted
from agentops.core.errors import AgentOpsError
from agentops.core.keys import stored_key_forms
from agentops.core.protocol import CallState, call_state, journaled_as
from agentops.core.replay import Recorded
from runs.governance.hashes import HiddenHashes, hidden_before
from runs.governance.redaction import from_settings
from runs.governance.retention import RETAINABLE
from runs.governance.visibility import (
    REDACTED,
    Sight,
    Sights,
    event_head,
    stored_payload,
    visible_reference_is,
)
from runs.journal.lineage import RunPurged, purged_refusal
from runs.journal.store import resume_index
from runs.models import Event, Run


def run_list(
    *,
    agent: str | None = None,
    status: str | None = None,
    reference: str | None = None,
    create_key: str | None = None,
    sights: Sights | None = None,
) -> QuerySet[Run]:
    """Runs newest first; ``agent`` is the caller's scope (an API key) or a filter (a human).

    ``create_key`` is the key as the client sent it (stored per agent as ``agent:key``). ``sights``: a
    person's, who finds runs by a reference only as they see it (``visible_reference_hits``), and by a create
    key they would see redacted only with a raw-access grant: a guessed e-mail address confirms nothing.
    """
    runs = Run.objects.all()
    if agent:
        runs = runs.filter(agent=agent)
    if create_key:
        agents = [agent] if agent else list(settings.AGENTOPS["AGENTS"])
        # one run per agent at most, in whichever normal form it was stored (agentops.core.keys.stored_key_forms)
        runs = runs.filter(create_key__in=[f for a in agents for f in stored_key_forms(f"{a}:{create_key}")])
        runs = runs.filter(fork_of__isnull=True)  # a fork made before its keys were its own (``fork:``) is no create
        if sights is not None and REDACTED.text(create_key) != create_key:  # a key no page shows: raw sights only
            runs = runs.filter(id__in=[run_id for run_id in runs.values_list("id", flat=True) if sights(run_id).raw])
    if status:
        runs = runs.filter(status=status)
    if reference:  # a person's: as they see it, redacted with each run's names (a pseudonym finds its runs too)
        runs = (
            runs.filter(reference=reference)
            if sights is None
            else runs.filter(id__in=visible_reference_is(reference, sights))
        )
    return runs.order_by("-created_at", "id")


def run_get(*, run_id: str, agent: str | None) -> Run | None:
    """The run, or ``None`` if it does not exist or belongs to another agent than the caller's scope.

    Both cases look the same to the caller, so a key never learns which run ids exist elsewhere.
    """
    runs = Run.objects.filter(id=run_id)
    if agent is not None:
        runs = runs.filter(agent=agent)
    return runs.first()


def event_page(*, run: Run, after: int = 0, limit: int = 100) -> tuple[list[Event], int | None]:
    """Events with ``seq > after`` (at most ``limit``) and the cursor of the next page (``None`` at the head)."""
    rows = list(Event.objects.filter(run=run, seq__gt=after).order_by("seq")[: limit + 1])
    more = len(rows) > limit
    rows = rows[:limit]
    return rows, (rows[-1].seq if more and rows else None)


def replay_view(*, run: Run, sight: Sight = REDACTED) -> dict[str, Any]:
    """What a client needs to resume: context, journaled samples, intents, results, budget and head.

    Built once per call from the latest snapshot and the tail, like a worker's resume. Inputs, messages,
    samples, call arguments and results and the reply are shown as ``sight`` says (an agent's own run: raw).
    """
    if run.status in RETAINABLE and (refusal := purged_refusal(run.id, "rebuilt for a resume")):
        raise RunPurged(refusal)  # its samples and calls are emptied: the index cannot be folded (it was a 500)
    index = resume_index(run.id)
    calls = sorted(index.intents)

    def entry(key: tuple[int, int]) -> dict[str, Any]:
        intent, result, verdict = index.intents[key], index.results.get(key), index.verdicts.get(key)
        state = call_state(index, key)
        effect, risk = journaled_as(intent.payload)
        return {
            "step": key[0],
            "call_index": key[1],
            "tool": intent.payload["tool"],
            "effect": str(effect),
            "risk": str(risk),
            "args": sight.value(intent.payload["args"]),
            "execution_id": intent.payload["execution_id"],
            "idem_key": sight.key(intent.payload["idem_key"], intent.payload["args"]),
            "intent_event_id": intent.event_id,
            "result": sight.value(result.payload["result"]) if result else None,
            "result_event_id": result.event_id if result else None,
            "verdict": verdict.payload.get("status") if verdict else None,
            "waiting_manual_confirm": key in index.approvals_requested
            and key not in index.grants
            and key not in index.rejections,
            "state": str(state),
            "held_for": sight.text(str(index.approvals_requested[key].payload.get("held_for") or ""))
            if state is CallState.AWAITING_APPROVAL
            else None,
        }

    started = index.started
    return {
        "run_id": run.id,
        "agent": run.agent,
        "status": run.status,
        "model_version": started.get("model_version", ""),
        "template_hash": started.get("template_hash", ""),
        "clock": started.get("clock", ""),
        "seed": started.get("seed", 0),
        "inputs": sight.value(started.get("inputs", {})),
        "budget": index.budget.to_payload() if started else {},  # a fork's own caps (ForkedFrom), not the root's
        "consumed": index.consumed.to_payload(),
        "budget_exhausted": exhausted(index.budget, index.consumed) if started else None,
        "head_seq": index.head_seq,
        "next_step": index.next_step,
        "snapshot_seq": index.snapshot_seq,
        "messages": sight.value(list(index.messages)),
        "samples": [
            {"step": step, "event_id": rec.event_id, "output": sight.value(rec.payload["output"])}
            for step, rec in sorted(index.samples.items())
            if step >= index.next_step
        ],
        "calls": [entry(key) for key in calls if key[0] >= index.next_step],
        "completed": {
            "event_id": index.completed.event_id,
            "reply": sight.text(index.completed.payload.get("reply", "")),
        }
        if index.completed
        else None,
        "failures": index.failures,
        "last_failure": _failure(index.last_failure, sight),
        "dead_letter": index.dead,
        "snapshot_every": int(settings.AGENTOPS["SNAPSHOT_EVERY"]),
    }


def _failure(failed: Recorded | None, sight: Sight) -> dict[str, Any] | None:
    """Why the run failed last (its latest RunFailed), the message as ``sight`` shows it; None if it never did."""
    if failed is None:
        return None
    p = failed.payload
    return {
        "event_id": failed.event_id,
        "error_class": p["error_class"],
        "message": sight.text(p["message"]),
        "retryable": bool(p.get("retryable")),
        "dead_letter": bool(p.get("dead_letter")),
    }


def event_dicts(run: Run, rows: list[Event], *, after: int, sight: Sight = REDACTED) -> list[dict[str, Any]]:
    """A page of ``run``'s events (those after seq ``after``) as ``sight`` shows them; redacted, without
    the hashes a guessed value could be checked against (``runs.governance.hashes``)."""
    hidden = None
    if not sight.raw and rows:
        hidden = HiddenHashes({run.id} if hidden_before(run, after, from_settings(), sight.known) else set())
    out = []
    for row in rows:
        stored = stored_payload(row)
        shown = sight.value(stored)
        item = event_head(row) | {
            "payload": shown,
            "payload_purged": row.payload_purged,
            "prev_hash": row.prev_hash,
            "hash": row.hash,
            "created_at": row.created_at.isoformat(),
        }
        out.append(item if hidden is None else hidden.shown(item, shown != stored))
    return out


#: the run ids the server issues (``runs.services.new_run_id``): ``run_`` and 24 hex digits, before that 16
ISSUED_RUN_ID = r"^run_(?:[0-9a-f]{24}|[0-9a-f]{16})$"
_ISSUED_RUN_ID = re.compile(ISSUED_RUN_ID)


class InvalidCursor(AgentOpsError):
    """A list cursor no page could have handed out (400): not an empty page, which reads as the list's end."""

    code = "invalid_cursor"

    def __init__(self) -> None:
        super().__init__(
            "`after` is not a run id this server issues (run_ and 24 hex digits, or 16 for older runs): "
            "pass the next_after of the previous page"
        )


def runs_after(runs: QuerySet[Run], *, run_id: str, agent: str | None) -> QuerySet[Run]:
    """The part of a newest-first list that follows run ``run_id`` (a keyset cursor); empty if unknown.

    The cursor is looked up in the caller's scope (``agent``): another agent's run id is unknown,
    so a key cannot learn from the answer whether that id exists. An unknown id of no form the server
    issues is InvalidCursor (one in the caller's scope is a cursor whatever its form: a page gave it).
    """
    scoped = Run.objects.filter(id=run_id)
    cursor = (scoped.filter(agent=agent) if agent else scoped).values_list("created_at", flat=True).first()
    if cursor is None:
        if not _ISSUED_RUN_ID.fullmatch(run_id):
            raise InvalidCursor()
        return runs.none()
    return runs.filter(Q(created_at__lt=cursor) | Q(created_at=cursor, id__gt=run_id))
