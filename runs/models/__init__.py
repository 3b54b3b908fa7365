"""Every model of the ``runs`` app, importable from ``runs.models`` (app label ``runs``, tables unchanged).

- ``journal``: ``Run``, ``Event``, ``ToolExecution`` (the journal and its projections), ``Checkpoint``
  (a derived cache of a run's context for cold resumes), ``EventPage`` (derived packed blocks of the
  journal for whole-history reads).
- ``claims``: ``Reply``, ``Claim`` (the claims audit).
- ``audit``: ``ExportAudit`` (who exported what, redacted or not).
- ``exports``: ``ExportPage`` (derived redacted JSON Lines of whole blocks, for exports), ``RunNames`` (the
  person's names a run's events reveal, for its redacted reads).
- ``view_pages``: ``ViewPage`` (derived run-page rows per redaction level, for the dashboard's timeline).
- ``api_keys``: ``ApiKey`` (keys of external agents, ``runs.api``).
- ``demo``: ``SideEffect`` (the demo services' ledger).
- ``timetravel``: ``ReplayReport`` (dry replays and what-ifs, ``runs.timetravel``).
- ``access``: ``RawAccessGrant`` (who saw which run's raw payloads, why, until when).
"""

from runs.models.access import RawAccessGrant
from runs.models.api_keys import ApiKey
from runs.models.audit import ExportAudit
from runs.models.claims import Claim, Reply
from runs.models.demo import SideEffect
from runs.models.exports import ExportPage, RunNames
from runs.models.journal import Checkpoint, Event, EventPage, Run, ToolExecution
from runs.models.timetravel import ReplayReport
from runs.models.view_pages import ViewPage

__all__ = [
    "ApiKey",
    "Checkpoint",
    "Claim",
    "Event",
    "EventPage",
    "ExportAudit",
    "ExportPage",
    "RawAccessGrant",
    "ReplayReport",
    "Reply",
    "Run",
    "RunNames",
    "SideEffect",
    "ToolExecution",
    "ViewPage",
]
