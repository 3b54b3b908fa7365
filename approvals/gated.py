"""Whether a call claimed with no approver is one the manual gate holds now (a deploy changed the rule or the tool
since): a resume parks it rather than replay it or look it up, and sending it again is an approver's word, not an
operator's (qa-agents8). One place for the console's cards and the recovery decision."""

from __future__ import annotations

import json
from typing import Any

from agentops.core.gate import held_for
from agentops.core.protocol import Risk, held_since
from runs.models import ToolExecution
from runs.worker.registry import is_external, load_agent

#: what a card of such a call says of sending it (:func:`approver_needed`)
APPROVER_SENDS = "sending it again needs a user who also holds the approver role"


def declared_tool(execution: ToolExecution) -> Any:
    """The declared tool of ``execution``'s call, or None when the server cannot tell (an external agent's call, or the
    agent no longer loads)."""
    if is_external(execution.run.agent):
        return None
    try:
        return load_agent(execution.run.agent).tools.get(execution.tool)
    except Exception:
        return None


def held_now(execution: ToolExecution, tool: Any) -> str:
    """Why the manual gate holds ``execution`` now though it was claimed with no approver, "" when it does not. Read by
    the call's own arguments, the step's other calls aside: with ``tool`` (the deployment's declaration counts, as in
    process), else as the server's claim reads an external agent's call (no declaration trusted)."""
    gate, args = "auto" if execution.risk == Risk.LOW else "manual", json.loads(execution.args)
    if tool is not None:
        held = tool.held_for(args)
    else:
        held = held_for(execution.tool, None, args, trusted=False, effect=execution.effect)
    return held if held_since({"gate": gate}, held) else ""


def approver_needed(execution: ToolExecution) -> str:
    """Why sending ``execution`` again (an operator's *retry with the same key*) needs an approver's word, or "": it was
    claimed with no approver and the manual gate holds it now, or its tool is declared high risk since — it may never
    have gone out, so the retry is its first send past the gate (before, an operator's retry sent a ``DELETE FROM
    accounts`` the gate holds with no approver)."""
    tool = declared_tool(execution)
    if held := held_now(execution, tool):
        return f"it was claimed with no approver and the manual gate holds it now ({held})"
    if tool is not None and tool.raised_since(execution.risk):
        return f"it was claimed with no approver and {execution.tool} is declared high risk since"
    return ""
