"""A fork's call that its parent already made: the one rule the approvals queue's card (which says so, with a link)
and ``approvals.services.approve_call`` (which needs the approver's explicit confirm) ask.

A fork with ``keys=new`` (docs/time-travel.md) derives its idempotency keys from its own id, so a payment it makes
again under a new key is a second payment if both the parent's and the fork's are approved; a fork with
``keys=inherit`` carries the parent's key, and the service dedupes the repeat.
"""

from __future__ import annotations

import json

from agentops.core.canon import canonical
from agentops.core.states import ExecStatus
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
    """The same call (tool and arguments) that the run ``execution``'s fork was made from — or that run's own
    parent, up the chain of forks — made, or may still make, under another idempotency key: approving ``execution``
    makes it again (a fork with ``keys=new`` re-running a payment pays twice). None for an ordinary run's call, a
    read, a call no parent made or whose parent's approver rejected it, and one with its parent's key (``keys=inherit``:
    the service dedupes the repeat)."""
    if execution.effect == "read":
        return None
    args = canonical(json.loads(execution.args))
    run: Run | None = execution.run
    for _ in range(64):  # a fork of a fork …
        if run is None or run.fork_of_id is None:
            return None
        calls = ToolExecution.objects.filter(run_id=run.fork_of_id, tool=execution.tool).exclude(
            status=ExecStatus.REJECTED
        )
        for call in calls.order_by("step", "call_index"):
            same_key = call.idem_key is not None and call.idem_key == execution.idem_key
            if not same_key and canonical(json.loads(call.args)) == args:
                return call
        run = Run.objects.filter(id=run.fork_of_id).only("id", "fork_of_id").first()
    return None


def repeat_warning(parent_call: ToolExecution) -> str:
    """What the approval card of a fork's call says of :func:`made_in_parent`'s ``parent_call`` (and the refusal of
    an approval that did not confirm it)."""
    done = _DONE_THERE.get(ExecStatus(parent_call.status), parent_call.status)
    return (
        f"run {parent_call.run_id} already made this same call ({parent_call.tool}, the same arguments; "
        f"execution {parent_call.id}): {done}. Approving it here makes it again under another idempotency key"
    )
