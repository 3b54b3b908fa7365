"""A fork's or continuation's call that a run it comes from already made: the one rule the approvals queue's card
(which says so, with a link), the bulk preview's sample (which says so before a job fails on it) and
``approvals.services.approve_call`` (which needs the approver's explicit confirm) ask.

A fork with ``keys=new`` (docs/time-travel.md) derives its idempotency keys from its own id, and a continuation
(``continue_run``) from its own, so a payment it makes again under a new key is a second payment if both the
parent's and its own are approved; a fork with ``keys=inherit`` carries the parent's key, and the service dedupes
the repeat.
"""

from __future__ import annotations

import json
from collections.abc import Iterable

from django.db.models import Q

from agentops.core.canon import canonical
from agentops.core.states import ExecStatus
from runs.journal.lineage import families, origins
from runs.models import Run, ToolExecution

#: what the parent's call of :func:`made_in_parent` did there, by its status
_DONE_THERE = {
    ExecStatus.CONFIRMED: "it ran there (confirmed)",
    ExecStatus.TOOL_EXECUTED: "it ran there (executed, unverified)",
    ExecStatus.VERIFICATION_FAILED: "it ran there (its verification failed)",
    ExecStatus.COMPENSATED: "it ran there, then was compensated",
    ExecStatus.APPROVED: "it was approved there and runs",
    ExecStatus.WAITING_MANUAL_CONFIRM: "it waits for approval there and may still run",
    ExecStatus.DEAD_LETTER: "it was dead-lettered there (it may have run)",
}


def made_in_parent(execution: ToolExecution) -> ToolExecution | None:
    """The same call (tool and arguments) that a run ``execution``'s run comes from — the run it was forked from or
    continues (``continue_run``), and so on up (``runs.journal.lineage.origins``), nearest first — or, after them, a
    fork or continuation of it or a sibling (:func:`_kin`) made, or may still make, under another idempotency key:
    approving ``execution`` makes it again (a fork with ``keys=new`` or a continuation re-running a payment pays
    twice, and so does the parent's own held payment once its fork paid). None for an ordinary run's call, a read, a call no such run made
    or whose approver rejected it there, and one with that call's key (``keys=inherit``: the service dedupes it)."""
    return made_in_parents([execution]).get(execution.id)


def made_in_parents(executions: Iterable[ToolExecution]) -> dict[str, ToolExecution]:
    """:func:`made_in_parent` of each of ``executions`` that has one (by execution id): a page's cards, a bulk
    preview's sample — the runs above them read in one query and their calls of those tools in one more, not
    two a card."""
    writes = [e for e in executions if e.effect != "read"]
    lineage = _kin({e.run_id for e in writes}) if writes else {}
    asked = [e for e in writes if lineage.get(e.run_id)]
    if not asked:
        return {}
    above = {run_id for e in asked for run_id in lineage[e.run_id]}
    calls: dict[tuple[str, str], list[ToolExecution]] = {}
    for call in ToolExecution.objects.filter(run_id__in=above, tool__in={e.tool for e in asked}).exclude(
        status=ExecStatus.REJECTED
    ):
        calls.setdefault((call.run_id, call.tool), []).append(call)
    found = {}
    for e in asked:
        args = canonical(json.loads(e.args))
        for run_id in lineage[e.run_id]:  # nearest first
            same = [
                c
                for c in sorted(calls.get((run_id, e.tool), []), key=lambda c: (c.step, c.call_index))
                if not (c.idem_key is not None and c.idem_key == e.idem_key) and canonical(json.loads(c.args)) == args
            ]
            if same:
                found[e.id] = same[0]
                break
    return found


def _kin(run_ids: set[str]) -> dict[str, list[str]]:
    """Each of ``run_ids`` → the other runs of its fork family whose calls approving its own may repeat: the runs it
    comes from, nearest first (``origins``), then its forks and continuations and theirs, and its siblings
    (``family``). A parent's held payment that a fork with ``keys=new`` already paid is a second payment too: the
    parent's card said nothing of it, and its approval paid again with no one asked."""
    above = origins(run_ids)
    parents = set(Run.objects.filter(Q(fork_of__in=run_ids) | Q(parent__in=run_ids)).values_list("fork_of", "parent"))
    with_forks = {run_id for pair in parents for run_id in pair if run_id in run_ids}
    # an ordinary run without forks has no family to read; the others' families are read together
    kin_of = families(run_id for run_id in run_ids if above.get(run_id) or run_id in with_forks)
    out = {}
    for run_id in run_ids:
        kin = list(above.get(run_id, []))
        kin += [other for other in kin_of.get(run_id, []) if other != run_id and other not in kin]
        out[run_id] = kin
    return out


#: what a retry of a call in doubt ("not executed: send it again") does, in :func:`repeat_warning`'s words
RESENT = "Sending it again"


def repeat_warning(parent_call: ToolExecution, execution: ToolExecution, act: str = "Approving it") -> str:
    """What the approval card of a fork's or continuation's call ``execution`` says of :func:`made_in_parent`'s
    ``parent_call`` (and the bulk preview's sample, and the refusal of an approval that did not confirm it); ``act``:
    what makes it again (the recovery console's retry of a call in doubt says "Sending it again")."""
    if parent_call.status == ExecStatus.TOOL_EXECUTED and parent_call.result_event_id is None:
        done = "its outcome is in doubt there (intent journaled, no result: it may have run)"  # not "it ran"
    else:
        done = _DONE_THERE.get(ExecStatus(parent_call.status), parent_call.status)
    if parent_call.idem_key is None and execution.idem_key is None:  # no key at all: not "another" one
        again = ", and neither call has an idempotency key: nothing can dedupe the second"
    else:
        again = " under another idempotency key"
    return (
        f"run {parent_call.run_id} already made this same call ({parent_call.tool}, the same arguments; "
        f"execution {parent_call.id}): {done}. {act} here makes it again{again}"
    )
