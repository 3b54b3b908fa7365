"""Claims audit writes: audit a reply as it is journaled, submit a reply from outside the loop, release a held one.

The audit is computed here, from the journal and the execution projection, never from anything the
model says about itself. A reply's audit travels in its RunCompleted payload (``claims``,
``claim_policy``, ``held``), followed in the same append by one ClaimFlagged event per flagged claim.

Policy per agent (``settings.AGENTOPS["CLAIMS"]``): ``flag`` delivers the reply and marks the run;
``hold`` keeps a flagged reply back until an operator releases or rewrites it (:func:`reply_release`,
journaled as ReplyReleased).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from django.conf import settings
from django.db.models import Q

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.verdict import VERIFIED, Evidence, judge
from agentops.core.errors import AgentOpsError
from agentops.core.events import EXECUTION_EVENTS, EventType, NewEvent
from agentops.core.keys import event_id
from agentops.core.loop import ReplyAudit
from agentops.core.replay import ReplayIndex
from agentops.core.states import TERMINAL_RUN
from agentops.core.tools import Tool
from runs.journal import leases, lineage
from runs.journal.leases import Fence
from runs.journal.store import append_events
from runs.models import Event, Run, ToolExecution
from runs.models.claims import Reply, ReplyStatus
from runs.roles import OPERATOR, has_role

FLAG, HOLD = "flag", "hold"
POLICIES = (FLAG, HOLD)
#: More citations than this in one reply are not resolved (each one would cost a lookup).
MAX_CITATIONS = 500
MAX_REPLY_CHARS = 20_000


class ReplyError(AgentOpsError):
    code = "invalid_reply"


class ReplyConflict(AgentOpsError):
    code = "reply_conflict"


class ReplyForbidden(AgentOpsError):
    code = "forbidden"


def _claims_settings() -> dict[str, Any]:
    return dict(settings.AGENTOPS.get("CLAIMS") or {})


def claim_policy(agent: str) -> str:
    """``flag`` or ``hold`` for ``agent`` (per-agent setting, else the default)."""
    conf = _claims_settings()
    policy = (conf.get("POLICY") or {}).get(agent) or conf.get("DEFAULT_POLICY") or FLAG
    if policy not in POLICIES:
        raise ValueError(f"claim policy {policy!r} for agent {agent!r} is not one of {', '.join(POLICIES)}")
    return policy


def resolve_citations(ids: list[str]) -> dict[str, Evidence]:
    """What each cited event id is: its run, type and, for tool events, the call's tool, status and verifier.

    A call is verified when its execution is CONFIRMED and its last ToolVerified counts under the
    policy (``counts: false`` marks an agent's verdict its policy does not accept, see the protocol).
    ``verified_by`` is that event's (old events without it: ``server`` for in-process runs, ``agent`` for
    external ones); a call confirmed by an operator's decision is ``operator``.
    """
    ids = ids[:MAX_CITATIONS]
    rows = list(Event.objects.filter(event_id__in=ids).values("event_id", "run_id", "type", "step", "call_index"))
    keyed = {
        (r["run_id"], r["step"], r["call_index"])
        for r in rows
        if r["type"] in EXECUTION_EVENTS and r["step"] is not None
    }
    execs: dict[tuple[str, int, int], dict[str, Any]] = {}
    verdicts: dict[tuple[str, int, int], dict[str, Any]] = {}
    if keyed:
        match = Q()
        for run_id, step, call_index in keyed:
            match |= Q(run_id=run_id, step=step, call_index=call_index)
        for e in ToolExecution.objects.filter(match).values("run_id", "step", "call_index", "tool", "effect", "status"):
            execs[(e["run_id"], e["step"], e["call_index"])] = e
        checks = Event.objects.filter(match, type=EventType.TOOL_VERIFIED).order_by("seq")
        for v in checks.values("run_id", "step", "call_index", "payload"):
            payload = json.loads(v["payload"]) if v["payload"] else {}
            verdicts[(v["run_id"], v["step"], v["call_index"])] = payload if isinstance(payload, dict) else {}
    external = _external_runs({r["run_id"] for r in rows})
    found: dict[str, Evidence] = {eid: Evidence(eid) for eid in ids}
    for r in rows:
        key = (r["run_id"], r["step"], r["call_index"])
        ex = execs.get(key) if r["type"] in EXECUTION_EVENTS else None
        if ex is None:
            found[r["event_id"]] = Evidence(r["event_id"], r["run_id"], r["type"])
            continue
        check = verdicts.get(key)
        by = (check or {}).get("verified_by") or ("agent" if r["run_id"] in external else "server")
        if check is None and ex["status"] == "CONFIRMED":
            by = "operator"
        counts = (check or {}).get("counts", True) is not False
        verified = ex["status"] == "CONFIRMED" and counts
        why_not = (
            ""
            if verified
            else (f"verified by {by}, which its policy does not count" if ex["status"] == "CONFIRMED" else ex["status"])
        )
        found[r["event_id"]] = Evidence(
            r["event_id"],
            r["run_id"],
            r["type"],
            tool=ex["tool"],
            effect=ex["effect"],
            status=ex["status"],
            execution=f"{key[0]}:{key[1]}:{key[2]}",
            verified=verified,
            verified_by=by,
            why_not=why_not,
        )
    return found


def _external_runs(run_ids: set[str]) -> set[str]:
    agents = dict(Run.objects.filter(id__in=run_ids).values_list("id", "agent"))
    return {run_id for run_id, agent in agents.items() if settings.AGENTOPS["AGENTS"].get(agent) == "external"}


def _inherited(run_id: str, evidence: dict[str, Evidence]) -> dict[str, Evidence]:
    """A fork's history up to its cut is its parent's: events there count as the fork's own."""
    history = lineage.ancestors(run_id)
    if not history:
        return evidence
    theirs = [eid for eid, ev in evidence.items() if ev.run_id and ev.run_id != run_id]
    seqs = dict(Event.objects.filter(event_id__in=theirs).values_list("event_id", "seq"))
    return {
        eid: replace(ev, run_id=run_id)
        if any(s.run_id == ev.run_id and s.holds(seqs.get(eid, -1)) for s in history)
        else ev
        for eid, ev in evidence.items()
    }


def vocabulary(tools: Iterable[Tool] = ()) -> Vocabulary:
    """A tool vocabulary from registered tools (name, description, effect) plus the configured overrides.

    Tools of an external agent live in its client: its vocabulary is read from the names and effects of
    the cited executions alone.
    """
    overrides = _claims_settings().get("TOOL_KINDS") or {}
    return Vocabulary(
        tools={t.name: ToolInfo(t.name, str(t.effect), t.description) for t in tools}, overrides=overrides
    )


def audit_claims(*, run_id: str, text: str, tools: Iterable[Tool] = ()) -> dict[str, Any]:
    """Every claim in ``text`` with its verdict: ``{"claims": [...], "truncated": bool}``."""
    vocab = vocabulary(tools)
    detection = find_claims(text, vocab)
    ids = list(dict.fromkeys([*(eid for c in detection.claims for eid in c.cited), *detection.pool]))
    evidence = _inherited(run_id, resolve_citations(ids))
    out = []
    for position, claim in enumerate(detection.claims):
        verdict = judge(claim, run_id=run_id, evidence=evidence, pool=detection.pool, vocabulary=vocab)
        out.append(
            {
                "position": position,
                "start": claim.start,
                "end": claim.end,
                "phrase": claim.phrase,
                "verb": claim.verb,
                "kind": claim.kind,
                "quantity": claim.quantity,
                "language": claim.language,
                "clause": claim.clause,
                "cited": list(claim.cited or (ev.event_id for ev in verdict.evidence)),
                "evidence": [
                    {"event_id": ev.event_id, "tool": ev.tool, "status": ev.status, "verified_by": ev.verified_by}
                    for ev in verdict.evidence
                ],
                "classification": verdict.classification,
                "reason": verdict.reason,
            }
        )
    return {"claims": out, "truncated": detection.truncated}


def reply_audit(*, run_id: str, agent: str, text: str, reply_seq: int, tools: Iterable[Tool] = ()) -> ReplyAudit:
    """The audit of a reply about to be journaled at ``reply_seq``: RunCompleted fields + ClaimFlagged events."""
    audit = audit_claims(run_id=run_id, text=text, tools=tools)
    claims = audit["claims"]
    flagged = [c for c in claims if c["classification"] != VERIFIED]
    policy = claim_policy(agent)
    held = policy == HOLD and (bool(flagged) or audit["truncated"])
    reply_event = event_id(run_id, reply_seq)
    events = [
        NewEvent(
            EventType.CLAIM_FLAGGED,
            {
                "reply_event_id": reply_event,
                "held": held,
                **{k: c[k] for k in ("position", "phrase", "kind", "classification", "reason", "cited")},
            },
        )
        for c in flagged
    ]
    fields = {"claims": claims, "claim_policy": policy, "held": held}
    if audit["truncated"]:
        fields["claims_truncated"] = True
    return ReplyAudit(fields=fields, events=events)


def reply_check(*, run_id: str, agent: str, text: str) -> dict[str, Any]:
    """The audit of a draft reply, as the pre-flight API returns it. Reads only: nothing is journaled."""
    audit = audit_claims(run_id=run_id, text=text)
    flagged = audit["truncated"] or any(c["classification"] != VERIFIED for c in audit["claims"])
    return {
        "flagged": flagged,
        "would_hold": flagged and claim_policy(agent) == HOLD,
        "truncated": audit["truncated"],
        "claims": audit["claims"],
    }


def reply_check_for(agent: str, tools: Iterable[Tool] = ()) -> Callable[[ReplayIndex, str], ReplyAudit]:
    """The :attr:`Agent.reply_check` hook of ``agent``: audits the final reply before RunCompleted."""
    registered = tuple(tools)

    def check(index: ReplayIndex, reply: str) -> ReplyAudit:
        return reply_audit(run_id=index.run_id, agent=agent, text=reply, reply_seq=index.head_seq + 1, tools=registered)

    return check


def _clean_text(text: Any, *, field: str) -> str:
    if not isinstance(text, str) or not text.strip():
        raise ReplyError(f"{field} must be a non-empty string")
    if len(text) > MAX_REPLY_CHARS:
        raise ReplyError(f"{field} is longer than {MAX_REPLY_CHARS} characters")
    return text


def submit_reply(
    *,
    run_id: str,
    text: str,
    fence: Fence | None = None,
    expected_seq: int | None = None,
    step: int | None = None,
) -> Reply:
    """Journal the final reply of a run driven outside the step loop (e.g. through the API) with its audit.

    With ``fence`` the caller's lease is used (``expected_seq`` defaults to the run's head); without it,
    the service takes the run's lease for the instant of the write. Raises ReplyError, ReplyConflict,
    or the journal's StaleLease / SeqConflict / InvalidTransition / LeaseUnavailable.
    """
    text = _clean_text(text, field="reply")
    run = Run.objects.filter(id=run_id).values("agent", "status", "last_seq").first()
    if run is None:
        raise ReplyError(f"unknown run {run_id}")
    if run["status"] in TERMINAL_RUN:
        raise ReplyConflict(f"run {run_id} is {run['status']}; its reply can no longer be submitted")
    lease = None
    if fence is None:
        lease = leases.acquire(run_id, leases.worker_id("reply"), seconds=30)
        fence, expected_seq = lease.fence, lease.head_seq
    seq = run["last_seq"] if expected_seq is None else expected_seq
    try:
        audit = reply_audit(run_id=run_id, agent=run["agent"], text=text, reply_seq=seq + 1)
        payload = {**audit.fields, "reply": text, "source": "submitted"}
        if step is not None:
            payload["step"] = step
        append_events(run_id, fence, seq, [NewEvent(EventType.RUN_COMPLETED, payload), *audit.events])
    finally:
        if lease is not None:
            leases.release(run_id, lease.fence)
    return Reply.objects.get(run_id=run_id)


def reply_release(*, run_id: str, user: Any, reason: str, text: str | None = None) -> Reply:
    """Release a held reply as it is, or deliver ``text`` instead (a rewrite). Operators only; journaled.

    The rewrite is audited too (its claims are stored), but the operator's release is what delivers it.
    """
    if not has_role(user, OPERATOR):
        raise ReplyForbidden("releasing a held reply needs the operator role")
    reason = (reason or "").strip()
    if not reason:
        raise ReplyError("a reason is required")
    reply = Reply.objects.filter(run_id=run_id).first()
    if reply is None:
        raise ReplyError(f"run {run_id} has no audited reply")
    if reply.status != ReplyStatus.HELD:
        raise ReplyConflict(f"the reply of run {run_id} is {reply.status}, not held")
    rewrite = text is not None and text.strip() != "" and text != reply.text
    final = _clean_text(text, field="text") if rewrite else reply.text
    payload: dict[str, Any] = {
        "reply_event_id": reply.event_id,
        "action": "rewrite" if rewrite else "release",
        "actor": user.get_username(),
        "reason": reason[:2000],
        "text": final,
        "claims": audit_claims(run_id=run_id, text=final)["claims"] if rewrite else [],
    }
    head = Run.objects.values_list("last_seq", flat=True).get(id=run_id)
    # A completed run has no lease to take: the expected head seq alone makes two releases exclusive.
    try:
        append_events(run_id, None, head, [NewEvent(EventType.REPLY_RELEASED, payload)])
    except AgentOpsError as exc:
        raise ReplyConflict(f"the reply of run {run_id} changed meanwhile: {exc}") from exc
    return Reply.objects.get(run_id=run_id)
