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
from functools import lru_cache
from typing import Any

from django.conf import settings

from agentops.claims.detect import MAX_CLAIMS, find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.second_opinion import (
    MalformedOpinion,
    apply_opinion,
    flagged,
    judge_messages,
    parse_opinion,
    repair_messages,
)
from agentops.claims.verdict import Evidence, judge
from agentops.core.errors import AgentMisconfigured, AgentOpsError, ModelError
from agentops.core.events import EXECUTION_EVENTS, EventType, NewEvent, reason_too_long, stated
from agentops.core.keys import event_id
from agentops.core.loop import CLAIMS_JUDGE, REPLY_REPAIR, ReplyAudit, ReplyCheck, ReplySampler
from agentops.core.model import Model
from agentops.core.protocol import MAX_REPLY_CHARS, unsendable_reply
from agentops.core.replay import ReplayIndex
from agentops.core.states import TERMINAL_RUN
from agentops.core.tools import Tool
from agentops.llm.openai_compat import OpenAICompatModel
from runs.governance.visibility import Sight, who
from runs.journal import leases, lineage
from runs.journal.leases import Fence
from runs.journal.statements import INTS, STRS, Statement
from runs.journal.store import append_events
from runs.models import Event, Run, ToolExecution
from runs.models.claims import Reply, ReplyStatus
from runs.roles import OPERATOR, has_role

FLAG, HOLD = "flag", "hold"
POLICIES = (FLAG, HOLD)
#: More citations than this in one reply are not resolved (each one would cost a lookup).
MAX_CITATIONS = 500


class ReplyError(AgentOpsError):
    code = "invalid_reply"


class NoReply(ReplyError):
    """The run is unknown or has no audited reply: nothing to release (404)."""

    code = "not_found"


class ReplyConflict(AgentOpsError):
    code = "reply_conflict"


class ReplyForbidden(AgentOpsError):
    code = "forbidden"


def _claims_settings() -> dict[str, Any]:
    return dict(settings.AGENTOPS.get("CLAIMS") or {})


def enabled_for(option: str, agent: str) -> bool:
    """Whether ``AGENTOPS["CLAIMS"][option]`` (a list of agent names, ``*`` for all) names ``agent``."""
    names = _claims_settings().get(option) or ()
    return "*" in names or agent in names


def claim_policy(agent: str) -> str:
    """``flag`` or ``hold`` for ``agent`` (per-agent setting, else the default)."""
    conf = _claims_settings()
    policy = (conf.get("POLICY") or {}).get(agent) or conf.get("DEFAULT_POLICY") or FLAG
    if policy not in POLICIES:
        raise ValueError(f"claim policy {policy!r} for agent {agent!r} is not one of {', '.join(POLICIES)}")
    return policy


def resolve_citations(ids: list[str], *, agent: str | None = None) -> dict[str, Evidence]:
    """What each cited event id is: its run, type and, for tool events, the call's tool, status and verifier.

    With ``agent``, an event of another agent's run is resolved like an id that does not exist: a reply
    (an API key's pre-flight, a journaled audit) cannot probe other agents' runs by citing their events.

    A call is verified when its execution is CONFIRMED and its last ToolVerified counts under the
    policy (``counts: false`` marks an agent's verdict its policy does not accept, see the protocol).
    ``verified_by`` is that event's (old events without it: ``server`` for in-process runs, ``agent`` for
    external ones); a call confirmed by an operator's decision is ``operator``.
    """
    ids = ids[:MAX_CITATIONS]
    rows = [dict(zip(_CITED_FIELDS, row, strict=True)) for row in _CITED_EVENTS.rows(binary=True, ids=ids)]
    rows = [r for r in rows if agent is None or r["run__agent"] == agent]
    keyed = {
        (r["run_id"], r["step"], r["call_index"])
        for r in rows
        if r["type"] in EXECUTION_EVENTS and r["step"] is not None
    }
    execs: dict[tuple[str, int, int], dict[str, Any]] = {}
    verdicts: dict[tuple[str, int, int], dict[str, Any]] = {}
    if keyed:
        near = {"runs": sorted({k[0] for k in keyed}), "steps": sorted({k[1] for k in keyed})}
        for run_id, step, call_index, tool, effect, status in _CITED_CALLS.rows(binary=True, **near):
            if (key := (run_id, step, call_index)) in keyed:
                execs[key] = {"tool": tool, "effect": effect, "status": status}
        for run_id, step, call_index, text in _CITED_VERDICTS.rows(binary=True, **near):
            if (key := (run_id, step, call_index)) in keyed:
                payload = json.loads(text) if text else {}
                verdicts[key] = payload if isinstance(payload, dict) else {}
    agents = settings.AGENTOPS["AGENTS"]
    external = {r["run_id"] for r in rows if agents.get(r["run__agent"]) == "external"}
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


def _inherited(run_id: str, evidence: dict[str, Evidence]) -> dict[str, Evidence]:
    """A fork's history up to its cut is its parent's: events there count as the fork's own.
    (Evidence all of this run's own needs no lineage read: most replies'.)"""
    theirs = [eid for eid, ev in evidence.items() if ev.run_id and ev.run_id != run_id]
    if not theirs:
        return evidence
    history = lineage.ancestors(run_id)
    if not history:
        return evidence
    seqs = dict(Event.objects.filter(event_id__in=theirs).values_list("event_id", "seq"))
    return {
        eid: replace(ev, run_id=run_id)
        if any(s.run_id == ev.run_id and s.holds(seqs.get(eid, -1)) for s in history)
        else ev
        for eid, ev in evidence.items()
    }


# (compiled once per backend and list lengths: compiling these queries cost more than running them)
# each cited event with its run's agent (joined: an external agent's verdicts are its own); this read and the
# two below are sent with ``binary``: bound on the server, so PostgreSQL prepares them (every completion's audit)
_CITED_FIELDS = ("event_id", "run_id", "type", "step", "call_index", "run__agent")
_CITED_EVENTS = Statement(lambda ids: Event.objects.filter(event_id__in=ids).values_list(*_CITED_FIELDS), ids=STRS)
# the cited runs' rows of the cited steps, the exact calls picked by the caller: one condition of two IN
# lists (compiling an OR of a condition per call cost more than the reads)
_CITED_CALLS = Statement(
    lambda runs, steps: ToolExecution.objects.filter(run_id__in=runs, step__in=steps).values_list(
        "run_id", "step", "call_index", "tool", "effect", "status"
    ),
    runs=STRS,
    steps=INTS,
)
_CITED_VERDICTS = Statement(
    lambda runs, steps: (
        Event.objects.filter(run_id__in=runs, step__in=steps, type=EventType.TOOL_VERIFIED)
        .order_by("seq")
        .values_list("run_id", "step", "call_index", "payload")
    ),
    runs=STRS,
    steps=INTS,
)


def vocabulary(tools: Iterable[Tool | ToolInfo] = ()) -> Vocabulary:
    """A tool vocabulary from registered tools (name, description, effect) plus the configured overrides."""
    overrides = _claims_settings().get("TOOL_KINDS") or {}
    return Vocabulary(
        tools={t.name: ToolInfo(t.name, str(t.effect), t.description) for t in tools}, overrides=overrides
    )


# the distinct tools a run called, with their effects
_RUN_TOOLS = Statement(
    lambda runs: ToolExecution.objects.filter(run_id__in=runs).values_list("tool", "effect").distinct(), runs=STRS
)


def executed_tools(run_id: str) -> list[ToolInfo]:
    """The tools of an agent without registered ones (an external agent's live in its client, and reach the
    server only as calls): the names and effects of the run's calls, so that a claim is matched against every
    tool the run used ("Pinged #ops on Slack" citing the WhatsApp tool when it also called a Slack one)."""
    return [ToolInfo(tool, str(effect)) for tool, effect in _RUN_TOOLS.rows(runs=[run_id])]


def audit_claims(*, run_id: str, agent: str, text: str, tools: Iterable[Tool | ToolInfo] = ()) -> dict[str, Any]:
    """Every claim in ``text`` of a run of ``agent`` with its verdict: ``{"claims": [...], "truncated": bool}``.
    Citations of other agents' events read as unknown ids."""
    registered = tuple(tools)
    vocab = vocabulary(registered or executed_tools(run_id))
    detection = find_claims(text, vocab)
    ids = list(dict.fromkeys([*(eid for c in detection.claims for eid in c.cited), *detection.pool]))
    evidence = _inherited(run_id, resolve_citations(ids, agent=agent))
    out = []
    for position, claim in enumerate(detection.claims):
        verdict = judge(
            claim, run_id=run_id, evidence=evidence, pool=detection.pool, vocabulary=vocab, peers=detection.claims
        )
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
    return _journaled(
        agent, audit_claims(run_id=run_id, agent=agent, text=text, tools=tools), event_id(run_id, reply_seq)
    )


def _journaled(agent: str, audit: dict[str, Any], reply_event: str, **extra: Any) -> ReplyAudit:
    """RunCompleted fields (+ ``extra``: the repair, the judge) and one ClaimFlagged per flagged claim."""
    claims = audit["claims"]
    flags = [c for c in claims if flagged(c["classification"])]
    policy = claim_policy(agent)
    held = policy == HOLD and (bool(flags) or audit["truncated"])
    events = [
        NewEvent(
            EventType.CLAIM_FLAGGED,
            {
                "reply_event_id": reply_event,
                "held": held,
                **{k: c[k] for k in ("position", "phrase", "kind", "classification", "reason", "cited")},
                **({"source": "judge"} if c.get("source") == "judge" else {}),
            },
        )
        for c in flags
    ]
    fields = {"claims": claims, "claim_policy": policy, "held": held, **extra}
    if audit["truncated"]:  # the claims past the cap were not read: flagged as one, whatever the ones read say
        fields["claims_truncated"] = True
        events.append(
            NewEvent(EventType.CLAIM_FLAGGED, {"reply_event_id": reply_event, "held": held, **_unread(claims)})
        )
    return ReplyAudit(fields=fields, events=events)


def _unread(claims: list[dict[str, Any]]) -> dict[str, Any]:
    """The ClaimFlagged fields of the claims past the cap: before, a reply of 50 backed claims and a false one after
    them was delivered unmarked under the ``flag`` policy (no event, no red mark, ``flagged: false``)."""
    return {
        "position": len(claims),
        "phrase": "",
        "kind": "",
        "classification": "truncated",
        "reason": f"the reply makes more than {MAX_CLAIMS} claims: those after the {MAX_CLAIMS}th were not read. "
        "Next: keep the reply to what was done, each act once with its citation",
        "cited": [],
    }


def _unbacked(audit: dict[str, Any]) -> bool:
    return audit["truncated"] or any(flagged(c["classification"]) for c in audit["claims"])


def reply_check(*, run_id: str, agent: str, text: str, tools: Iterable[Tool] = ()) -> dict[str, Any]:
    """The audit of a draft reply, as the pre-flight API returns it, by ``tools`` (the agent's registered ones:
    ``runs.worker.registry.registered_tools``, the reply hook's vocabulary). Reads only: nothing is journaled."""
    audit = audit_claims(run_id=run_id, agent=agent, text=text, tools=tools)
    unbacked = _unbacked(audit)
    return {
        "flagged": unbacked,
        "would_hold": unbacked and claim_policy(agent) == HOLD,
        "truncated": audit["truncated"],
        "claims": audit["claims"],
    }


def reply_check_for(agent: str, tools: Iterable[Tool] = (), *, repair: bool | None = None) -> ReplyCheck:
    """The :attr:`Agent.reply_check` hook of ``agent``: audits the final reply before RunCompleted.

    With ``repair`` (None: ``AGENTOPS["CLAIMS"]["REPAIR"]``) an unbacked reply goes back to the agent's
    model once, told what is unbacked; the answer is audited again and replaces the reply. With the
    judge on for ``agent`` (``AGENTOPS["CLAIMS"]["JUDGE"]``) the judge model reviews the final audit.
    Both samples are journaled (LlmSampled with a ``purpose``): a resumed run replays them.
    """
    registered = tuple(tools)
    repairs = enabled_for("REPAIR", agent) if repair is None else repair

    def check(index: ReplayIndex, reply: str, sample: ReplySampler) -> ReplyAudit:
        run_id, step = index.run_id, index.next_step
        audit = audit_claims(run_id=run_id, agent=agent, text=reply, tools=registered)
        extra: dict[str, Any] = {}
        final = None
        if repairs and (_unbacked(audit) or index.sample(step, REPLY_REPAIR) is not None):
            final, audit, extra["repair"] = _repair(index, agent, reply, audit, sample, registered)
        if enabled_for("JUDGE", agent):
            audit, extra["judge"] = _second_opinion(index, final or reply, audit, sample)
        return replace(_journaled(agent, audit, event_id(run_id, index.head_seq + 1), **extra), reply=final)

    return check


def _repair(
    index: ReplayIndex, agent: str, reply: str, audit: dict[str, Any], sample: ReplySampler, tools: tuple[Tool, ...]
) -> tuple[str | None, dict[str, Any], dict[str, Any]]:
    """Ask the agent's model once for a backed reply: (the repaired text or None, its audit, the record)."""
    try:
        answer = sample(REPLY_REPAIR, repair_messages(index.messages, reply, audit["claims"]))
    except ModelError as exc:
        return None, audit, {"status": "failed", "error": str(exc)[:500]}
    record = {"event_id": index.reply_samples[(index.next_step, REPLY_REPAIR)].event_id}
    text = answer.content.strip()
    if unsendable_reply(text):
        return None, audit, {**record, "status": "unusable", "error": "the answer is empty, too long or holds NUL"}
    repaired = audit_claims(run_id=index.run_id, agent=agent, text=text, tools=tools)
    status = "still_unbacked" if _unbacked(repaired) else "repaired"
    return text, repaired, {**record, "status": status, "original": reply}


def _second_opinion(
    index: ReplayIndex, reply: str, audit: dict[str, Any], sample: ReplySampler
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The judge's review of ``audit``: (the audit after it, the record). A failed or malformed answer
    leaves the detector's audit as it is and says why."""
    try:
        model = judge_model()
        messages = judge_messages(reply, audit["claims"], run_calls(index.run_id))
        answer = sample(CLAIMS_JUDGE, messages, model=model)
    except (ModelError, AgentMisconfigured) as exc:  # a lost lease (StaleLease) is not the judge's failure
        return audit, {"status": "failed", "error": str(exc)[:500]}
    record = {"event_id": index.reply_samples[(index.next_step, CLAIMS_JUDGE)].event_id}
    try:
        opinion = parse_opinion(answer.content, positions=[c["position"] for c in audit["claims"]], reply=reply)
    except MalformedOpinion as exc:
        return audit, {**record, "status": "malformed", "error": str(exc)[:500]}
    claims = apply_opinion(audit["claims"], opinion, reply)
    changed = sum(1 for c in claims if c.get("source") == "judge")
    return {**audit, "claims": claims}, {**record, "status": "reviewed", "changed": changed}


def judge_model() -> Model:
    """The judge: the configured OpenAI-compatible model (``LLM_*``), ``CLAIMS["JUDGE_MODEL"]`` if set."""
    conf = settings.AGENTOPS
    name = _claims_settings().get("JUDGE_MODEL") or conf.get("LLM_MODEL", "")
    keys = (
        "LLM_BASE_URL",
        "LLM_API_KEY",
        "LLM_PROVIDER",
        "LLM_TIMEOUT",
        "LLM_PRICE_PROMPT_PER_1K",
        "LLM_PRICE_COMPLETION_PER_1K",
    )
    return _judge_model(name, tuple((k, conf.get(k)) for k in keys))


@lru_cache(maxsize=4)
def _judge_model(name: str, config: tuple[tuple[str, Any], ...]) -> Model:
    return OpenAICompatModel.from_config(dict(config), model=name, cite_event_ids=False)


#: The judge sees at most this many of the run's tool calls (the latest).
MAX_JUDGE_CALLS = 200


def run_calls(run_id: str) -> list[dict[str, Any]]:
    """The run's tool calls as the judge reads them: the event to cite, tool, effect, status, who verified."""
    rows = list(
        ToolExecution.objects.filter(run_id=run_id)
        .order_by("-step", "-call_index")
        .values("request_event_id", "result_event_id")[:MAX_JUDGE_CALLS]
    )
    ids = [r["result_event_id"] or r["request_event_id"] for r in reversed(rows)]
    evidence = resolve_citations(ids)
    return [
        {
            "event_id": eid,
            "tool": ev.tool,
            "effect": ev.effect,
            "status": ev.status,
            "verified": ev.verified,
            "verified_by": ev.verified_by if ev.verified else "",
        }
        for eid in ids
        for ev in [evidence[eid]]
    ]


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


def reply_release(
    *,
    run_id: str,
    user: Any,
    reason: str,
    text: str | None = None,
    tools: Callable[[str], Iterable[Tool]] | None = None,
) -> Reply:
    """Release a held reply as it is, or deliver ``text`` instead (a rewrite). Operators only; journaled.

    The rewrite is audited too (its claims are stored), by ``tools`` of the run's agent (its registered ones:
    ``runs.worker.registry.registered_tools``, as its reply hook read the reply), but the operator's release is what
    delivers it.
    """
    if not has_role(user, OPERATOR):
        raise ReplyForbidden("releasing a held reply needs the operator role")
    reason = stated(reason)
    if not reason:
        raise ReplyError("a reason is required")
    if too_long := reason_too_long(reason):  # as every other decision: refused, never cut short
        raise ReplyError(too_long)
    reply = Reply.objects.filter(run_id=run_id).first()
    if reply is None:
        raise NoReply(f"run {run_id} has no audited reply (unknown run, or none yet)")
    # any text is a rewrite, whatever it equals: compared with the stored reply, the answer told an operator who reads
    # it redacted whether a guess at its raw text was right (released as it is, or a conflict)
    rewrite = text is not None and text.strip() != ""
    if reply.status != ReplyStatus.HELD:
        return _released_already(reply, actor=user.get_username(), rewrite=rewrite, text=text)
    head, agent = Run.objects.values_list("last_seq", "agent").get(id=run_id)
    final = _clean_text(text, field="text") if rewrite else reply.text
    from agentops.redaction.engine import PSEUDONYM  # here: a worker loading the claims audit needs no redactor

    if rewrite and (placeholder := PSEUDONYM.search(final)):
        raise ReplyError(
            f"the rewrite holds a redacted placeholder ({placeholder.group(0)}) that the customer would receive as "
            "it is: write the value itself (Show raw values on the run page shows it to those allowed)"
        )
    payload: dict[str, Any] = {
        "reply_event_id": reply.event_id,
        "action": "rewrite" if rewrite else "release",
        "actor": user.get_username(),
        "reason": reason,
        "text": final,
        "claims": audit_claims(run_id=run_id, agent=agent, text=final, tools=tools(agent) if tools else ())["claims"]
        if rewrite
        else [],
    }
    # A completed run has no lease to take: the expected head seq alone makes two releases exclusive.
    try:
        append_events(run_id, None, head, [NewEvent(EventType.REPLY_RELEASED, payload)])
    except AgentOpsError as exc:
        late = Reply.objects.get(run_id=run_id)
        if late.status == ReplyStatus.HELD:
            raise ReplyConflict(f"the reply of run {run_id} changed meanwhile: {exc}") from exc
        return _released_already(late, actor=user.get_username(), rewrite=rewrite, text=final)
    return Reply.objects.get(run_id=run_id)


def _released_already(reply: Reply, *, actor: str, rewrite: bool, text: str | None) -> Reply:
    """A release of a reply no longer held: the same one again by the same person (a double click, a retried POST,
    a second tab) is answered as made, writing nothing; anything else is a conflict naming who released it, when,
    and how (it said only "is RELEASED, not held")."""
    if reply.status not in (ReplyStatus.RELEASED, ReplyStatus.REWRITTEN) or reply.released_at is None:
        raise ReplyConflict(f"the reply of run {reply.run_id} is {reply.status}, not held")
    same = reply.status == (ReplyStatus.REWRITTEN if rewrite else ReplyStatus.RELEASED)
    if same and reply.released_by == actor and (not rewrite or reply.final_text == text):
        return reply
    how = "rewritten and released" if reply.status == ReplyStatus.REWRITTEN else "released"
    raise ReplyConflict(
        f"the reply of run {reply.run_id} was already {how} by {who(reply.released_by, Sight(run_id=reply.run_id))} at "
        f"{reply.released_at:%Y-%m-%d %H:%M:%S} UTC; it is not held"
    )
