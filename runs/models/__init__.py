"""Every model of the ``runs`` app, importable from ``runs.models`` (app label ``runs``, tables unchanged).

- ``journal``: ``Run``, ``Event``, ``ToolExecution`` (the journal and its projections) and ``SideEffect``
  (the demo ledger).
- ``api_keys``: ``ApiKey`` (keys of external agents, ``runs.api``).
- ``claims``: ``Reply``, ``Claim`` (the claims audit) and ``ExportAudit`` (who exported what).
"""

from runs.models.api_keys import ApiKey
from runs.models.claims import Claim, ExportAudit, Reply
from runs.models.journal import Event, Run, SideEffect, ToolExecution

__all__ = ["ApiKey", "Claim", "Event", "ExportAudit", "Reply", "Run", "SideEffect", "ToolExecution"]
