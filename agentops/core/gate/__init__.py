"""The manual gate's one rule (SPEC "Manual gate"): whether a call waits for a human, and why.

A call is held when its tool's name says delete / drop / pay / bulk (``protocol.high_risk_word``), or when its
arguments do what such a name says through a generic tool: SQL that drops, truncates, deletes or updates every row
(``execute_sql``; query text only where it is run, not the ``query`` of a ``search``), a shell command that removes,
wipes or destroys, or reaches a disk or a system tree (``bash``), an HTTP DELETE or a POST to a payment
endpoint (``http_request``), a GraphQL mutation that deletes or refunds, a generic ``call_tool`` naming a risky tool,
one call acting on many (a list of ids or recipients, ``"all": true``, an empty ``where``) or a step's or a run's
calls that do together (:func:`split_bulk`, :func:`run_bulk`), money given by a tool
named just ``tip`` / ``gift``, or a write that marks a record deleted (``update_user({"deleted": true})``). No Django: the loop, the server's claim, fork, dry run and the SDK ask this module, and
the approvals queue shows the reason (``held_for``) it gives.

The rules live in modules by concern, each importing only those below it (pyproject.toml's import-linter contract):
:mod:`~agentops.core.gate.decision` (the walk that combines them) → ``values`` (keyed acts) → ``scripts`` (shell
commands and program code) → ``web`` (HTTP, GraphQL) → ``shell`` (command lines' parts) → ``acts`` (an act named in
the arguments) → ``bulk`` (many at once, over a step and a run) → ``sql`` → ``keys`` (how an argument is read).
"""

from agentops.core.gate.bulk import StepCalls, reached_by
from agentops.core.gate.decision import held_for, risk_of
from agentops.core.gate.keys import BULK_ARGS_MIN

__all__ = ["BULK_ARGS_MIN", "StepCalls", "held_for", "reached_by", "risk_of"]
