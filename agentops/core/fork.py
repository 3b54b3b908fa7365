"""Fork a run from step N: where the parent's history is cut, and what the fork does about its effects.

A fork is a new run whose journal continues the parent's at a cut: its first own event,
``ForkedFrom``, is chained on the hash of the parent's event at the cut (so the chain verifies
across the fork), and its seqs go on from there. Everything up to the cut is the parent's, read
from the parent; from ``ForkedFrom`` on the fork runs live.

Two cuts per step N:

* ``resample``: the cut is just before step N's sample; the fork asks the model again at step N.
* ``keep``: step N's sample is kept (the decision) but none of what followed it (intents,
  approvals, results, recovery); the fork requests step N's calls again, optionally with an
  operator's edited arguments or result (journaled with actor and reason).

Idempotency keys: ``inherit`` (default) derives the fork's keys from the parent's key scope, so a
call the fork makes exactly as the parent did (same step, call index, tool and arguments) carries
the parent's key and the service dedupes it: the effect happens once. ``new`` derives them from
the fork's own id: such a call happens again. A call the service cannot dedupe (no key) that
already happened (or may have) in the parent is held for a human in the fork, as high-risk calls are.
This module is pure: the Django service (``runs.timetravel.fork``) reads the journal and writes.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import Any

from agentops.core.budget import Budget, Consumption, exhausted
from agentops.core.canon import canonical, unstorable
from agentops.core.errors import AgentOpsError, UnknownTool
from agentops.core.events import REASON_MAX, Event, EventType, NewEvent, decides_step, stated
from agentops.core.gate import StepCalls
from agentops.core.keys import execution_id, idem_key
from agentops.core.loop import Agent, gate_for, intent_events
from agentops.core.model import ToolCall
from agentops.core.replay import ReplayIndex
from agentops.core.tools import ToolRegistry

RESAMPLE, KEEP = "resample", "keep"
CUTS = (RESAMPLE, KEEP)
INHERIT, NEW = "inherit", "new"
KEY_MODES = (INHERIT, NEW)

#: What the fork does about a parent effect after the cut (shown before the fork is made).
DEDUPED = "deduped"  # same key if the fork repeats the call: the service answers with the first effect
AGAIN = "again"  # a new key: a repeat is a second effect
HELD = "held"  # held for a human before it runs (no key to dedupe by, or high risk)
NOT_DONE = "not_done"  # it never ran in the parent: the fork runs it if it asks for it
EDITED = "edited"  # the operator gave the kept call's result: its tool does not run in the fork


#: A crash point inside the transaction that creates a fork, before it commits (crash tests).
FORK_CRASH_POINT = "fork_create"

#: The OperatorDecision of a fork whose operator supplied a call's result: the tool does not run.
EDIT_RESULT = "edit_result"


class ForkRefused(AgentOpsError):
    code = "fork_refused"


class ForkConflict(ForkRefused):
    """The run cannot be forked in its current state (a worker may still be moving it)."""

    code = "fork_conflict"


@dataclass(frozen=True)
class Edit:
    """An operator's change to one call of the kept step: new ``args`` or a given ``result``."""

    call_index: int
    args: dict[str, Any] | None = None
    result: Any = None

    def to_payload(self) -> dict[str, Any]:
        out: dict[str, Any] = {"call_index": self.call_index}
        if self.args is not None:
            out["args"] = self.args
        if self.result is not None:
            out["result"] = self.result
        return out


@dataclass(frozen=True)
class ParentEffect:
    """A write the parent requested after the cut, its outcome there, and what the fork will do."""

    step: int
    call_index: int
    tool: str
    args: dict[str, Any]
    idem_key: str | None
    risk: str
    outcome: str  # confirmed / executed, unverified / in doubt / waiting for approval / rejected / ...
    happened: bool | None  # True, False, or None when unknown
    action: str
    detail: str

    def to_payload(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


@dataclass
class ForkPlan:
    """Everything decided before the fork is made; ``forked_payload`` is its ForkedFrom event."""

    parent_id: str
    step: int
    cut: str
    cut_seq: int
    parent_head_hash: str
    keys: str
    effects: list[ParentEffect] = field(default_factory=list)
    kept_calls: list[dict[str, Any]] = field(default_factory=list)  # the kept step's calls (cut = keep)
    carried: dict[str, Any] = field(default_factory=dict)  # consumption at the cut
    #: The calls the fork holds for a human though its tool's rule lets them through (``ReplayIndex.held``):
    #: :func:`fork_holds`.
    holds: list[dict[str, Any]] = field(default_factory=list)
    #: The writes of the runs above that the fork makes again under keys of its own if it asks for them (keys=new,
    #: as planned: not an edited call): :func:`repeat_refusal`.
    repeats: list[ParentEffect] = field(default_factory=list)
    #: The writes with no key that the other runs of the family below or beside the parent made (its forks and
    #: continuations, its siblings: ``runs.journal.lineage.made_beside``): the fork holds them too (in ``holds``).
    beside: list[dict[str, Any]] = field(default_factory=list)

    def to_payload(self) -> dict[str, Any]:
        return {
            "parent_run_id": self.parent_id,
            "step": self.step,
            "cut": self.cut,
            "parent_seq": self.cut_seq,
            "parent_head_hash": self.parent_head_hash,
            "keys": self.keys,
            "effects": [e.to_payload() for e in self.effects],
            "kept_calls": self.kept_calls,
            "carried_consumption": self.carried,
        }


def _outcome(events: Sequence[Event], key: tuple[int, int]) -> tuple[str, bool | None]:
    """The parent's outcome of call ``key`` from the events after its intent."""
    seen: dict[EventType, dict[str, Any]] = {}
    for e in events:
        if (e.step, e.call_index) == key:
            seen[e.type] = e.payload
    decision = seen.get(EventType.OPERATOR_DECISION, {}).get("decision")
    if EventType.TOOL_COMPENSATED in seen:
        return "compensated", True
    if decision == "confirm":
        return "confirmed by an operator", True
    if decision == "dead_letter":
        return "dead-lettered by an operator (outcome unknown)", None
    if EventType.MANUAL_CONFIRM_REJECTED in seen:
        return "rejected by an approver", False
    if EventType.TOOL_VERIFIED in seen:
        return "confirmed", True
    if EventType.TOOL_VERIFICATION_FAILED in seen:
        return "verification failed", None
    if EventType.TOOL_RESULT in seen:
        result = seen[EventType.TOOL_RESULT].get("result")
        if isinstance(result, dict) and result.get("success") is False:
            return f"answered {result.get('code') or 'failure'}", None
        return "executed, unverified", True
    if EventType.MANUAL_CONFIRM_REQUESTED in seen and EventType.MANUAL_CONFIRM_GRANTED not in seen:
        # not run yet, but an approver can still grant it in the parent: a repeat in the fork may be a second effect
        return "waiting for approval in the parent (may still run there)", None
    return "in doubt (intent journaled, no result)", None


def _action(keys: str, idem: str | None, risk: str, happened: bool | None) -> tuple[str, str]:
    if happened is False:
        return NOT_DONE, "never ran in the parent: the fork runs it if it asks for it"
    if risk == "high":
        return HELD, "high risk: held for an approver in the fork, as always"
    if idem is None:
        return HELD, "the tool cannot dedupe (no key): a repeat would be a second effect, so it is held for a human"
    if keys == INHERIT:
        return DEDUPED, "same key if the fork repeats this exact call: the service dedupes it (no second effect)"
    return AGAIN, "new key: if the fork repeats this call it happens again"


def _edited(edit: Edit, requested: dict[str, Any], planned: tuple[str, str], held: str) -> tuple[str, str]:
    """What the fork does about a kept call the operator edited (``planned``: what it would do unedited; ``held``:
    why the gate would hold the edited call, :func:`edited_holds`, "" when it would not or is not known)."""
    if edit.result is not None:
        return EDITED, "the operator gave its result: the tool does not run in the fork"
    if edit.args is None or canonical(edit.args) == canonical(requested.get("args") or {}):
        return planned
    if requested.get("risk") == "high":
        return HELD, "edited arguments, high risk: held for an approver in the fork, then made with them"
    if held:
        return HELD, (
            f"edited arguments ({held}): the fork would wait for an approver before making this call with them, "
            "under a key of its own"
        )
    return AGAIN, (
        "edited arguments: the fork makes this call with them under a key of its own, a new effect "
        "(never deduped against the parent's)"
    )


def edited_holds(
    tools: ToolRegistry, kept_calls: Sequence[dict[str, Any]], edits: Sequence[Edit], index: ReplayIndex
) -> dict[int, str]:
    """Why the gate holds each call the operator gave new arguments ("": it does not), by the loop's rule
    (``agentops.core.loop.gate_for``): with the kept step's calls as the fork makes them (a bulk act split over
    the step) and whom the parent reached up to the cut (``index``: the parent's replay index there; a bulk send
    spread over steps is not completed by editing calls in forks). A tool the agent no longer has is left out."""
    new_args = {e.call_index: e.args for e in edits if e.args is not None}
    calls = [ToolCall(c["name"], new_args.get(i, c.get("args") or {})) for i, c in enumerate(kept_calls)]
    step_calls = StepCalls([(c.name, c.args) for c in calls])
    return {
        i: gate_for(tools.get(calls[i].name), calls[i], index, step_calls, i)
        for i in sorted(new_args)
        if calls[i].name in tools
    }


def fork_holds(effects: Sequence[ParentEffect], above: Sequence[dict[str, Any]] = ()) -> list[dict[str, Any]]:
    """What a fork holds though its tool's rule lets it through (``{"tool", "args"}``): each write of the runs above
    it that it will hold, as planned before any edit (the parent's email the operator gave a result for is held if the
    fork asks for it again), and ``above`` (``runs.journal.lineage.made_from``: what they made with no key, however
    late); not a high-risk call, which the gate holds anyway."""
    found = {(e.tool, canonical(e.args)): e.args for e in effects if e.action == HELD and e.risk != "high"}
    found |= {(h["tool"], canonical(h["args"])): h["args"] for h in above}
    return [{"tool": tool, "args": args} for (tool, _), args in found.items()]


def plan_fork(
    parent_id: str,
    events: Sequence[Event],
    step: int,
    *,
    cut: str = RESAMPLE,
    keys: str = INHERIT,
    edits: Sequence[Edit] = (),
    tools: ToolRegistry | None = None,
    above: Sequence[dict[str, Any]] = (),
    beside: Sequence[dict[str, Any]] = (),
    reached: Collection[str] = (),
) -> ForkPlan:
    """Where to cut ``events`` (the parent's whole journal, seq order) for a fork at ``step``; ``tools`` (the
    agent's) says which edited calls the gate would hold (:func:`edited_holds`), by the fork's holds too
    (:func:`fork_holds`; ``above``: ``runs.journal.lineage.made_from`` of the parent at ``step``; ``beside``:
    ``runs.journal.lineage.made_beside`` of the parent, what its drives will hold from the fork's siblings and their
    forks) and whom the fork's family ``reached`` (``runs.journal.lineage.reached_in_family``: a bulk send split over
    forks is one).

    Raises ForkRefused with a message an operator can act on.
    """
    if cut not in CUTS:
        raise ForkRefused(f"cut must be one of {', '.join(CUTS)}, not {cut!r}")
    if keys not in KEY_MODES:
        raise ForkRefused(f"keys must be one of {', '.join(KEY_MODES)}, not {keys!r}")
    if not isinstance(step, int) or isinstance(step, bool) or step < 0:
        raise ForkRefused(f"step must be a non-negative integer, not {step!r}")
    sampled = {e.step: e for e in events if decides_step(e)}
    committed = {e.step for e in events if e.type is EventType.STEP_COMMITTED}
    last = max(sampled, default=-1)
    if step > 0 and step - 1 not in committed:
        raise ForkRefused(
            f"cannot fork run {parent_id} at step {step}: it has no committed step {step - 1} before it; "
            f"a fork can start at steps 0..{_last_start(committed)}"
        )
    sample = sampled.get(step)
    if cut == KEEP and sample is None:
        raise ForkRefused(
            f"step {step} of run {parent_id} was never sampled: there is no decision to keep (last: {last})"
        )
    if edits and cut != KEEP:
        raise ForkRefused("edits apply to a kept step: use cut=keep")
    # no sample of step N: the parent stopped before it, so its whole journal is the history
    cut_seq = events[-1].seq if sample is None else sample.seq - (0 if cut == KEEP else 1)
    head = next(e for e in events if e.seq == cut_seq)
    calls = (sample.payload["output"].get("tool_calls") or []) if (sample and cut == KEEP) else []
    for edit in edits:
        if not 0 <= edit.call_index < len(calls):
            raise ForkRefused(f"step {step} has {len(calls)} tool call(s): no call {edit.call_index} to edit")
        if edit.args is not None and edit.result is not None:
            raise ForkRefused(f"edit of call {edit.call_index}: give new args or a result, not both")
        if edit.args is None and edit.result is None:
            raise ForkRefused(
                f"edit of call {edit.call_index}: give new args or a result (a result of null is not one: "
                "give the tool's answer as a JSON object, list, string, number or boolean)"
            )
        if edit.args is not None and not isinstance(edit.args, dict):
            raise ForkRefused(f"edit of call {edit.call_index}: args must be a JSON object")
        if problem := unstorable(edit.args if edit.args is not None else edit.result):
            raise ForkRefused(f"edit of call {edit.call_index}: {problem}")
    if len({e.call_index for e in edits}) != len(edits):
        raise ForkRefused("one edit per call")
    index = ReplayIndex.build(parent_id, [e for e in events if e.seq <= cut_seq])
    after = [e for e in events if e.seq > cut_seq]
    effects = []
    for e in after:
        p = e.payload
        if e.type is not EventType.TOOL_REQUESTED or p.get("effect") == "read":
            continue
        outcome, happened = _outcome(after, (p["step"], p["call_index"]))
        action, detail = _action(keys, p.get("idem_key"), p.get("risk", ""), happened)
        effects.append(
            ParentEffect(
                p["step"], p["call_index"], p["tool"], p.get("args") or {}, p.get("idem_key"), p.get("risk", ""),
                outcome, happened, action, detail,
            )
        )  # fmt: skip
    ancestors = _ancestors_effects(events, keys, effects)
    holds = fork_holds([*effects, *ancestors], [*above, *beside])
    # an edited call is gated as the fork's first events gate it (``fork_events``): by the fork's holds too
    gate = ReplayIndex(parent_id, forked={"holds": holds}, reached=index.reached | set(reached))
    held = edited_holds(tools, calls, edits, gate) if tools else {}
    edited = {e.call_index: e for e in edits}
    repeats = [e for e in [*effects, *ancestors] if e.action == AGAIN]  # as planned: an edited call is no repeat
    for n, effect in enumerate(effects):
        if effect.step == step and effect.call_index in edited:
            planned, requested = (effect.action, effect.detail), {"args": effect.args, "risk": effect.risk}
            action, detail = _edited(edited[effect.call_index], requested, planned, held.get(effect.call_index, ""))
            if edited[effect.call_index].result is not None or (action, detail) != planned:
                repeats = [e for e in repeats if e is not effect]
            effects[n] = dataclasses.replace(effect, action=action, detail=detail)
    effects += ancestors
    return ForkPlan(
        parent_id,
        step,
        cut,
        cut_seq,
        head.hash,
        keys,
        effects,
        [{"call_index": i, **c} for i, c in enumerate(calls)],
        index.consumed.to_payload(),
        holds,
        repeats,
        list(beside),
    )


def repeat_refusal(plan: ForkPlan, again: bool) -> str:
    """Why a fork with ``keys=new`` is not made without the operator's ``again`` ("": it is): it makes the writes
    of the runs above it after the step again, under keys of its own, if it asks for them — a second email, a
    second ticket. The preview lists them (``again``); making them needs the operator's word for it, as approving
    a fork's repeat of its parent's payment does (``approvals.repeats``). A high-risk one is held for an approver
    besides, as always."""
    if again or not plan.repeats:
        return ""
    shown = ", ".join(f"step {e.step} {e.tool} ({e.outcome})" for e in plan.repeats[:5])
    more = f" and {len(plan.repeats) - 5} more" if len(plan.repeats) > 5 else ""
    return (
        f"keys=new: the fork makes again, under keys of its own, {len(plan.repeats)} call(s) made after step "
        f"{plan.step} if it asks for them — {shown}{more}: confirm that they happen again (again: the dialog's "
        "checkbox, fork_run --again), or fork with keys=inherit (the service dedupes a repeat)"
    )


def budget_refusal(plan: ForkPlan, budget: Budget) -> str:
    """Why the fork would stop at once ("": it would not): it carries its parent's consumption at the cut (pitfall 8),
    and ``budget`` (its caps: the parent's, with the ones given) leaves it no model call, so its first drive fails it
    ``BudgetExceeded`` having done nothing — a fork of a run stopped by its budget, made without a larger cap. A kept
    final reply (``cut=keep`` of a step with no call) completes the fork with no model call: no cap stops it."""
    if plan.cut == KEEP and not plan.kept_calls:
        return ""
    if reason := exhausted(budget, Consumption.from_payload(plan.carried)):
        return (
            f"cannot fork run {plan.parent_id} at step {plan.step}: the fork carries its parent's consumption, and its "
            f"caps leave it no model call ({reason}) — it would fail at once (BudgetExceeded); give a larger cap "
            "(max_steps, max_tokens, max_cost; fork_run --max-steps …)"
        )
    return ""


def _ancestors_effects(events: Sequence[Event], keys: str, listed: Sequence[ParentEffect]) -> list[ParentEffect]:
    """The writes the runs this one was forked from made after their forks' cuts (each ``ForkedFrom`` of the
    lineage lists its parent's) that ``listed`` does not hold: they are in no history of a fork of this run, whatever
    its step (a fork of a fork at step 3 whose parent resampled from step 1 shows none of the root's steps from 1 on:
    it held the root's writes from step 3 on only, and sent step 1's email again), but they happened, and a fork of a
    fork may make them again (the grandparent's email, sent and in doubt, was sent a second time with no one asked)."""
    seen = {(e.step, e.call_index, e.tool, canonical(e.args)) for e in listed}
    found = []
    for forked in (e.payload for e in events if e.type is EventType.FORKED_FROM):
        for e in forked.get("effects") or ():
            key = (e["step"], e["call_index"], e["tool"], canonical(e["args"]))
            if e["happened"] is False or key in seen:
                continue
            seen.add(key)
            action, detail = _action(keys, e["idem_key"], e["risk"], e["happened"])
            found.append(
                ParentEffect(
                    e["step"], e["call_index"], e["tool"], e["args"], e["idem_key"], e["risk"], e["outcome"],
                    e["happened"], action, f"{detail} (made by {forked['parent_run_id']})",
                )
            )  # fmt: skip
    return found


def _last_start(committed: set[int]) -> int:
    top = -1
    while top + 1 in committed:
        top += 1
    return top + 1


def fork_events(
    plan: ForkPlan,
    agent: Agent,
    *,
    fork_id: str,
    key_scope: str,
    index: ReplayIndex,
    recorded: tuple[str, str],
    adopt_current: bool,
    edits: Sequence[Edit] = (),
    budget: Budget | None = None,
    actor: str,
    reason: str,
) -> list[NewEvent]:
    """The fork's first events: ForkedFrom, then the operator's edits of the kept step's calls (``index`` is the
    parent's replay index at the cut).

    ``recorded`` is the (model version, template hash) the parent's last samples came from. The
    fork runs ``agent``; if that is another model or prompt, ``adopt_current`` must say so: the
    consistency check then applies to the fork's own samples only, and the system message is
    rendered again from the journaled inputs, clock and seed. An edited call is gated as the step loop gates a fresh
    one (:func:`edited_holds`): by its tool's rule over the kept step's calls as edited and whom the parent's outward
    calls reached up to the cut (``index.reached``), and by the fork's holds.
    """
    current = (agent.model.version, agent.template_hash)
    if current != recorded and not adopt_current:
        raise ForkRefused(
            f"the agent now runs model {current[0]!r} / template {current[1]}, the parent ran {recorded[0]!r} / "
            f"{recorded[1]}: fork with the current model and prompt (adopt_current) or not at all"
        )
    if not stated(reason):
        raise ForkRefused("a reason is required")
    if len(reason) > REASON_MAX:
        raise ForkRefused(f"a reason is at most {REASON_MAX} characters, not {len(reason)}")
    payload: dict[str, Any] = {
        **plan.to_payload(),
        "key_scope": key_scope,
        "holds": plan.holds,
        "model_version": current[0],
        "template_hash": current[1],
        "tools": agent.tools.fingerprints(),
        "actor": actor,
        "reason": reason,
        "edits": [e.to_payload() for e in edits],
    }
    if current[1] != recorded[1]:
        started = index.started
        payload["system_message"] = agent.render(started.get("inputs", {}), started["clock"], started["seed"])[0]
    if budget is not None:
        payload["budget"] = budget.to_payload()
    events = [NewEvent(EventType.FORKED_FROM, payload)]
    calls = {c["call_index"]: c for c in plan.kept_calls}
    gate = ReplayIndex(fork_id, forked=payload, reached=set(index.reached))  # the fork as its drive folds it
    holds = edited_holds(agent.tools, plan.kept_calls, edits, gate)
    for edit in sorted(edits, key=lambda e: e.call_index):
        original = calls[edit.call_index]
        try:
            tool = agent.tools.get(original["name"])
        except UnknownTool as exc:
            raise ForkRefused(f"edit of call {edit.call_index}: {exc}") from None
        call = ToolCall(original["name"], edit.args if edit.args is not None else original.get("args") or {})
        idem = idem_key(key_scope, plan.step, edit.call_index, call.name, call.args) if tool.dedupes else None
        if edit.result is not None:
            events += intent_events(fork_id, plan.step, edit.call_index, call, tool, idem, held_for="", reason="")
            events.append(
                NewEvent(
                    EventType.OPERATOR_DECISION,
                    {
                        "step": plan.step,
                        "call_index": edit.call_index,
                        "execution_id": execution_id(fork_id, plan.step, edit.call_index),
                        "decision": EDIT_RESULT,
                        "result": edit.result,
                        "actor": actor,
                        "reason": reason,
                    },
                )
            )
        else:
            held = holds.get(edit.call_index, "")
            events += intent_events(fork_id, plan.step, edit.call_index, call, tool, idem, held_for=held, reason=reason)
    return events
