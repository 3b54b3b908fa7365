"""What operators decide on: the recovery queue (in-doubt work) and the approvals queue (held calls)."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from django.core.paginator import Page, Paginator
from django.db.models import Q, QuerySet

from agentops.core.events import EventType
from agentops.core.gate import held_for
from agentops.core.protocol import HANDING, handed
from agentops.core.query import page_number
from agentops.core.states import TERMINAL_RUN, UNSETTLED_EXEC, ExecStatus, RunStatus
from agentops.core.visible import visible
from approvals import amounts
from approvals.gated import APPROVER_SENDS, held_now
from approvals.repeats import RESENT, made_in_parents, repeat_warning
from runs.governance.visibility import Sights, read_names, redacted_sights
from runs.journal.store import db_now
from runs.models import Event, Run, ToolExecution
from runs.worker.recovery import parked_for_recheck
from runs.worker.registry import is_external, load_agent


@lru_cache(maxsize=32)
def _can_compensate(agent: str, tool: str) -> bool:
    """A tool with a compensation, or an external agent's call (the operator undoes it and says how)."""
    if is_external(agent):
        return True
    try:
        return load_agent(agent).tools.get(tool).compensate is not None
    except Exception:
        return False


def _tool(execution: ToolExecution) -> Any:
    """The declared tool of ``execution``'s call, or None when the server cannot tell (the agent no longer loads)."""
    try:
        return load_agent(execution.run.agent).tools.get(execution.tool)
    except Exception:
        return None


def tool_unknown(execution: ToolExecution) -> str | None:
    """What the approvals queue and the bulk preview say of a held call whose tool the server does not know, and so
    what approving it means; None when the server's agent has the tool. An API-driven (external) agent's tools live
    in its client: the server knows of this one only what the claim declared, and the page said "Approve and execute
    once" as if the server would run what it knows. (Refusing them would break the protocol docs/api.md states: an
    approved call is handed to its client at its next claim.)"""
    agent, tool = execution.run.agent, execution.tool
    if is_external(agent):
        key = "with its idempotency key" if execution.idem_key else "without an idempotency key"
        return (
            f"the server does not know {tool}: agent {agent} runs its tools in its own client, which declared this one "
            f"on its claim ({execution.effect}, {key}). Approving hands this call to that client to run once; what it "
            f"does is what that client's code does (a client without such a tool answers unknown_tool, nothing runs)"
        )
    if _tool(execution) is None:
        return (
            f"the server does not know {tool}: agent {agent} has no tool by that name now (renamed or removed since "
            f"the call was held). Approving hands the call to the run's worker, which cannot run a tool it lacks"
        )
    return None


def _handed(execution: ToolExecution) -> bool:
    """Whether ``execution`` went out on a human's word about it (``agentops.core.protocol.handed``), read from the
    journal's rows of the call. ``Tool.replayable(handed=True)`` then replays only a write whose service dedupes by
    key: an approved read in doubt is looked up, else parked (qa-agents5's ``run_sql`` ``UPDATE``). Read once for a
    page's calls (:func:`_read_handed`)."""
    known = getattr(execution, "handed_by_human", None)
    return execution.id in _read_handed([execution]) if known is None else bool(known)


def _read_handed(executions: list[ToolExecution]) -> set[str]:
    """The ids of ``executions`` that went out on a human's word (:func:`_handed`), in one query; each execution
    keeps its answer (``handed_by_human``)."""
    if not executions:
        return set()
    rows = Event.objects.filter(run_id__in={e.run_id for e in executions}, type__in=[str(k) for k in HANDING])
    kinds: dict[tuple[str, int, int], list[str]] = {}
    for run_id, step, call_index, kind in rows.order_by("run_id", "seq").values_list(
        "run_id", "step", "call_index", "type"
    ):
        kinds.setdefault((run_id, step, call_index), []).append(kind)
    for e in executions:
        e.handed_by_human = handed(kinds.get((e.run_id, e.step, e.call_index), ()))
    return {e.id for e in executions if e.handed_by_human}


def _replayable(execution: ToolExecution, tool: Any) -> bool:
    """What a resume does with ``execution`` in doubt: replay it with its journaled key (``Tool.replayable``), by the
    effect it was journaled with."""
    return bool(
        tool.replayable(execution.idem_key, handed=_handed(execution), journaled=execution.effect, risk=execution.risk)
    )


def recheck_refusal(execution: ToolExecution) -> str:
    """Why *Retry verification* cannot establish an in-doubt call, or "" when it can (or the server cannot tell).

    With no journaled result it is a resume that re-checks the call by key: a replay with the key (a read, or a write
    whose service dedupes, journaled with a key: the loop's own rule, ``Tool.replayable``) or the tool's status
    lookup. A tool with neither is only parked again — and everyone told again that it is in doubt — while the
    operator's click said "re-checks … by key"; so is a call journaled without a key before its tool was declared
    ``dedupes=True`` (the card said "replaying it with the same key": there is none). With a result the verifier is
    asked again; an external agent's calls are its client's to re-check."""
    why = no_recheck(execution)
    return (
        f"execution {execution.id} cannot be re-checked: {why}, so a resume would only park it again; confirm it, "
        "send it again, or dead-letter the run"
        if why
        else ""
    )


def no_recheck(execution: ToolExecution) -> str:
    """Why nothing can re-check ``execution`` (:func:`recheck_refusal`'s reason, what the card says), or ""."""
    if execution.result_event_id is not None or is_external(execution.run.agent):
        return ""
    tool = _tool(execution)
    if tool is None or (
        not held_now(execution, tool) and (tool.can_look_up(execution.risk) or _replayable(execution, tool))
    ):
        return ""  # cannot tell (the agent no longer loads): leave the choice to the operator
    return _no_recheck(execution, tool)


def _no_recheck(execution: ToolExecution, tool: Any) -> str:
    """Why nothing can re-check ``execution`` (its tool neither replayable with its journaled key nor looked up)."""
    if held := held_now(execution, tool):
        return f"it was claimed with no approver and the manual gate holds it now ({held})"
    if tool.raised_since(execution.risk):
        return f"it was claimed with no approver and {execution.tool} is declared high risk since"
    if tool.replayable(execution.idem_key, journaled=execution.effect):  # but for the human's word it went out on
        return f"it went out once on a human's word and {execution.tool} has no status lookup"
    if tool.safe_to_replay:  # declared dedupes since: the call was journaled without a key
        return (
            f"it was journaled without an idempotency key ({execution.tool} did not dedupe then) and "
            f"{execution.tool} has no status lookup"
        )
    return f"{execution.tool} takes no idempotency key and has no status lookup"


def no_verifier_answer(execution: ToolExecution) -> str:
    """What the card says under "last verifier answer" while no verifier has answered for ``execution``: why, and
    what would ask one — true for its tool (a replay with the key, a status lookup, the verifier, or nothing)."""
    if is_external(execution.run.agent):
        return "none yet: its agent re-checks it when it claims the call again"
    if execution.result_event_id is not None:
        return "none yet: Retry verification asks the verifier"
    tool = _tool(execution)
    if tool is None:
        return "none yet: the agent no longer loads, so the server cannot tell how to re-check it"
    if held := held_now(execution, tool):
        return (
            f"none: a human decides (it was claimed with no approver and the manual gate holds it now: {held}) — a "
            f"resume parks it again; {APPROVER_SENDS}"
        )
    if _replayable(execution, tool):
        return "none yet: a resume re-checks it by replaying it with the same key"
    if tool.can_look_up(execution.risk):
        return "none yet: a resume asks the tool's status lookup"
    if tool.raised_since(execution.risk):
        return (
            f"none: a human decides (it was claimed with no approver and {execution.tool} is declared high risk since) "
            f"— a resume parks it again; {APPROVER_SENDS}"
        )
    if tool.replayable(execution.idem_key, journaled=execution.effect):  # but for the human's word it went out on
        return (
            "none: nothing can re-check it (it went out once on a human's word — an approval or an operator's retry "
            "— and only a write whose service dedupes by its key is sent again; no status lookup) — a resume parks "
            "it again"
        )
    if tool.safe_to_replay:
        return (
            "none: nothing can re-check it (journaled without an idempotency key: its tool did not dedupe then; no "
            "status lookup) — a resume parks it again"
        )
    return "none: nothing can re-check it (no idempotency key, no status lookup)"


def parks_again(run_id: str) -> list[ToolExecution]:
    """The calls in doubt that a resume of RECOVERING run ``run_id`` cannot re-check, so it parks again on them."""
    calls = ToolExecution.objects.filter(
        run_id=run_id, run__status=RunStatus.RECOVERING, status__in=[str(s) for s in UNSETTLED_EXEC]
    )
    found = list(calls.select_related("run").order_by("step", "call_index"))
    _read_handed(found)
    return [e for e in found if recheck_refusal(e)]


def is_recovering(run_id: str) -> bool:
    return Run.objects.filter(id=run_id, status=RunStatus.RECOVERING).exists()


def resume_outcome(run_id: str) -> str:
    """What a resume of ``run_id`` does, read just before it: the console's confirmation of *Resume* and a bulk
    Resume's outcome for each run say the same. A FAILED run is retried (an API-driven one waits for its agent); a RECOVERING one whose calls in doubt
    nothing can re-check parks again on them (named, with what to decide); any other is handed back to a worker,
    which re-checks its calls by key and runs on (or, waiting for an approver, still waits)."""
    status, agent = Run.objects.filter(id=run_id).values_list("status", "agent").first() or (None, "")
    if status == RunStatus.FAILED and is_external(agent):  # PENDING: no worker of the server drives it
        return f"run {run_id} retried, with a fresh set of retries: its agent runs it again when it takes the lease"
    if status == RunStatus.FAILED:
        return f"run {run_id} retried: running again, with a fresh set of retries"
    stuck = parks_again(run_id)
    if stuck:
        calls, one = ", ".join(f"{e.id} ({e.tool})" for e in stuck), len(stuck) == 1
        # each call's own reason, as *Retry verification*'s refusal gives it (a read that went out on a human's word
        # has a key: it was said to have none)
        whys = [_no_recheck(e, _tool(e)) for e in stuck]
        why = whys[0] if one else "; ".join(f"{e.id}: {w}" for e, w in zip(stuck, whys, strict=True))
        return (
            f"run {run_id} resumed and parked again on {calls}: nothing can re-check {'it' if one else 'them'} "
            f"({why}); decide {'it' if one else 'each'} on the recovery console: "
            "confirm it happened, send it again, or dead-letter the run"
        )
    held = ToolExecution.objects.filter(run_id=run_id, status=ExecStatus.WAITING_MANUAL_CONFIRM).order_by("step")
    waiting = ", ".join(f"{e.id} ({e.tool})" for e in held.only("id", "tool"))
    if waiting:
        return f"run {run_id} resumed: still waiting for an approver on {waiting}"
    return f"run {run_id} resumed and running: handed to a worker, which re-checks its calls in doubt by key"


#: Items on one page of the approvals queue and of each list of the recovery console (oldest first; the next
#: ones by ``?page=`` there, ``?calls=`` / ``?runs=`` here).
QUEUE_PAGE = 200


def recovery_queue(
    sights: Sights | None = None,
    *,
    calls_page: str | None = None,
    runs_page: str | None = None,
    execution: str | None = None,
    run: str | None = None,
) -> dict[str, Any]:
    """In-doubt executions of live runs and runs in RECOVERING, oldest first, with what is known: one page of each
    (``QUEUE_PAGE``; ``calls`` and ``runs`` are their :class:`Page` s, for the counts and the pagers); with
    ``execution`` / ``run`` (a notification's deep link) the page of each that holds it, if it is listed."""
    sights = sights or redacted_sights()
    now = db_now()  # the sweep's clock: a re-check it made due is not shown as still to come
    recovering = Run.objects.filter(status=RunStatus.RECOVERING).order_by("last_event_at", "id")
    in_doubt = (
        ToolExecution.objects.filter(status__in=[str(s) for s in UNSETTLED_EXEC])
        .exclude(run__status__in=[str(s) for s in TERMINAL_RUN])
        .order_by("requested_at", "id")
    )
    calls_number, runs_number = page_number(calls_page, "calls"), page_number(runs_page, "runs")
    calls_number = _page_holding(in_doubt, execution, "requested_at") or calls_number
    calls = Paginator(in_doubt.select_related("run"), QUEUE_PAGE).get_page(calls_number)
    executions = list(calls)
    runs_number = _page_holding(recovering, run, "last_event_at") or runs_number
    runs_shown = Paginator(recovering, QUEUE_PAGE).get_page(runs_number)
    # the calls' runs' and the listed runs' names (their references are shown with them) in one query
    read_names(sights, [*(e.run_id for e in executions), *(r.id for r in runs_shown)])
    # a call with no result that another run of its family already made: "send it again" says so, needs a confirm
    repeated = made_in_parents([e for e in executions if e.result_event_id is None])
    _read_handed(executions)  # what a resume does with each: one query for the page (its cards say it)
    # a call whose lookup the recovery sweep asks again (its first send may still land): nobody decides before then
    parked = {e.run_id: e.run for e in executions} | {r.id: r for r in runs_shown}
    rechecks = {run_id: at for run_id, at in parked_for_recheck(parked.values()).items() if at > now}
    items = [
        {
            "x": e,
            "args": visible(
                json.dumps(sights(e.run_id).value(args := json.loads(e.args)), ensure_ascii=False, indent=1)
            ),
            "repeat": _repeat(repeated.get(e.id), e, RESENT),
            "idem_key": sights(e.run_id).key(e.idem_key, args),
            "detail": visible(sights(e.run_id).text(e.verification_detail)),
            "unknown_for": now - e.requested_at,
            "can_compensate": _can_compensate(e.run.agent, e.tool),
            "has_result": e.result_event_id is not None,
            "in_flight": e.run.status == RunStatus.RUNNING,
            "external": is_external(e.run.agent),
            "no_recheck": no_recheck(e),
            "no_answer": "" if e.verification_method else no_verifier_answer(e),
            "recheck_at": rechecks.get(e.run_id) if e.run.status == RunStatus.RECOVERING else None,
        }
        for e in executions
    ]
    return {
        "runs": list(runs_shown),
        "runs_page": runs_shown,
        # an external agent's run is not the server's to resume (``services.resume_run`` refuses it): no Resume
        "external_runs": {r.id for r in runs_shown if is_external(r.agent)},
        "rechecks": rechecks,
        "executions": items,
        "calls_page": calls,
    }


def _repeat(other: ToolExecution | None, execution: ToolExecution, act: str = "Approving it") -> dict[str, str] | None:
    """What a card says of ``execution``'s call that ``other`` (:func:`approvals.repeats.made_in_parents`) already
    made, and the run its confirm names; None when no other run made it."""
    if other is None:
        return None
    return {"said": repeat_warning(other, execution, act), "run_id": other.run_id}


def approvals_page(page: str | None, execution: str | None = None) -> Page:
    """One page of the held calls, oldest first (a page number past the end: the last page; one that is no page
    number: BadPage); with ``execution`` (a deep link's ``?execution=``) the page that holds that call, if it is held."""
    held = ToolExecution.objects.filter(status=ExecStatus.WAITING_MANUAL_CONFIRM).order_by("requested_at", "id")
    number = page_number(page)  # a bad one is refused even beside a deep link
    number = _page_holding(held, execution, "requested_at") or number
    return Paginator(held.select_related("run"), QUEUE_PAGE).get_page(number)


def _page_holding(rows: QuerySet[Any], pk: str | None, at: str) -> int | None:
    """The page (of :data:`QUEUE_PAGE`) of ``rows``, ordered by ``at`` then id, that holds the row ``pk`` (a deep
    link's target); None when it is not among them."""
    target = rows.filter(id=pk).values_list(at, flat=True).first() if pk else None
    if target is None:
        return None
    return rows.filter(Q(**{f"{at}__lt": target}) | Q(**{at: target, "id__lt": pk})).count() // QUEUE_PAGE + 1


def approvals_queue(sights: Sights | None = None, page: Page | None = None) -> list[dict[str, Any]]:
    """The held calls of ``page`` (the first by default), with the agent's stated reason and the run context."""
    sights = sights or redacted_sights()
    held = list(page if page is not None else approvals_page(None))
    read_names(sights, (e.run_id for e in held))
    requests = manual_requests(held)
    silent = [e for e in held if not requests.get((e.run_id, e.step, e.call_index), {}).get("reason", "").strip()]
    summaries = _step_summaries(silent, sights)
    repeated = made_in_parents(held)
    items = []
    for e in held:
        args = json.loads(e.args)
        large = amounts.needs_typing(args, e.tool)
        request = requests.get((e.run_id, e.step, e.call_index), {})
        parent_call = repeated.get(e.id)
        items.append(
            {
                "x": e,
                "args": visible(json.dumps(sights(e.run_id).value(args), ensure_ascii=False, indent=1)),
                "idem_key": sights(e.run_id).key(e.idem_key, args),  # posted back: approve_call's seen_by
                "reason": visible(
                    sights(e.run_id).text(str(request.get("reason") or "").strip())
                    or summaries.get((e.run_id, e.step), "")
                ),
                "held_for": held_because(e, request, sights),
                "tool_unknown": tool_unknown(e),
                # a fork's call its parent already made: said on the card, and approving it needs a confirm
                "repeat": _repeat(parent_call, e),
                "confirm_amount": large.shown if large else "",
                # an amount typed as shown ("€1,250.00") needs a keyboard with its symbols, not digits only
                "confirm_inputmode": "decimal" if large is None or large.amount is not None else "text",
            }
        )
    return items


def manual_requests(held: list[ToolExecution]) -> dict[tuple[str, int, int], dict[str, Any]]:
    """The ManualConfirmRequested of each of the ``held`` calls by (run, step, call index), in one query: the agent's
    stated ``reason`` and the gate's ``held_for``."""
    requests = Event.objects.filter(run_id__in={e.run_id for e in held}, type=EventType.MANUAL_CONFIRM_REQUESTED)
    return {
        (ev.run_id, ev.step or 0, ev.call_index or 0): json.loads(ev.payload)
        for ev in requests.only("run_id", "step", "call_index", "payload").order_by("seq")
    }


def held_because(execution: ToolExecution, request: dict[str, Any], sights: Sights) -> str:
    """Why the gate holds ``execution`` as ``sights`` may read it (*held because*, on the queue's cards and the bulk
    previews): the gate's own word journaled with its ``request`` (``agentops.core.gate.held_for``); a call held
    before it was journaled: the rule asked again, as for an agent's key."""
    why = request.get("held_for") or held_for(
        execution.tool, None, json.loads(execution.args), trusted=False, effect=execution.effect
    )
    return visible(sights(execution.run_id).text(why))


def _step_summaries(held: list[ToolExecution], sights: Sights) -> dict[tuple[str, int], str]:
    """For calls the model made without a word: what it asked for in that step, as the reason to show."""
    if not held:
        return {}
    wanted = {(e.run_id, e.step) for e in held}
    calls: dict[tuple[str, int], list[str]] = {}
    rows = (
        ToolExecution.objects.filter(run_id__in={r for r, _ in wanted}, step__in={s for _, s in wanted})
        .order_by("call_index")
        .values_list("run_id", "step", "tool", "args")
    )
    for run_id, step, tool, args in rows:
        if (run_id, step) in wanted:
            shown = json.dumps(sights(run_id).value(json.loads(args)), ensure_ascii=False, separators=(", ", ": "))
            calls.setdefault((run_id, step), []).append(f"{tool}({shown[:160]})")
    return {
        where: f"The model gave no message with this step; it asked for: {'; '.join(items)}"
        for where, items in calls.items()
    }
