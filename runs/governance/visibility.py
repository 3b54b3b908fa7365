"""Who sees raw payloads: the one redaction policy behind every read boundary.

Pages, htmx partials, the payload endpoint, websocket frames, API reads, approval and recovery cards,
claims pages and exports all show payloads through a :class:`Sight`: redacted (the default, and what
anyone without a grant gets) or raw. Raw is:

* a person with the unredacted permission (``runs.unredacted_export``; superusers have it) who opened a
  **grant** for that run: per run, with a reason, expiring after ``AGENTOPS_RAW_ACCESS_MINUTES`` (at most
  :data:`MAX_MINUTES`); the :class:`~runs.models.RawAccessGrant` row is the audit record. A fork's
  history up to its cut (and its reference) is its parent's: a fork reads raw only while the reader also
  holds a grant on every run it was forked from, so a grant opened on a fork covers its lineage and
  records one row per run it reveals;
* an agent reading **its own** run through its API key (it produced those values and needs them byte
  for byte to resume: tool arguments hash into idempotency keys, samples are replayed, not resampled).
  An agent never reads another agent's runs at all (404).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.utils import timezone

from agentops.core.canon import loads
from agentops.core.errors import AgentOpsError
from agentops.core.events import reason_too_long
from runs.governance.redaction import from_settings
from runs.journal.lineage import forked_from
from runs.models import RawAccessGrant, Run

if TYPE_CHECKING:
    from agentops.redaction import Redactor

PERMISSION = "runs.unredacted_export"
MAX_MINUTES = 240


class GrantRefused(AgentOpsError):
    code = "forbidden"


class GrantInvalid(AgentOpsError):
    code = "invalid_grant"


@dataclass(frozen=True)
class Sight:
    """How one reader sees one run's payloads: ``raw`` or redacted by the configured redactor."""

    raw: bool = False
    until: datetime | None = None

    def value(self, value: Any) -> Any:
        """A JSON value as this reader may see it."""
        return value if self.raw else from_settings().redact(value)

    def text(self, text: str) -> str:
        """Free text (a reply, a clause, a reason) as this reader may see it."""
        return text if self.raw or not text else from_settings().redact_text(text)

    def key(self, key: str | None, args: Any = None) -> str | None:
        """A tool call's idempotency key as this reader may see it: redacted, its pseudonym ``<idem_key:…>``
        unless the call's ``args`` (decoded; None: not at hand) are shown as they are (``Redactor.shown_key``:
        the key is SHA-256 over them, so beside a redacted argument it would confirm a guess)."""
        return key if self.raw else from_settings().shown_key(key, args)

    def json(self, text: str, redactor: Redactor | None = None) -> str:
        """A payload's JSON text as this reader may see it (the stored text itself when raw);
        ``redactor``: the configured one, when the caller holds it already (a page of rows)."""
        return text if self.raw or not text else (redactor or from_settings()).redact_json(text)


REDACTED = Sight()
RAW = Sight(raw=True)
Sights = Callable[[str], Sight]


#: The fields that name a journal event, the same on every read boundary (API pages, timeline rows).
EVENT_KEYS = ("run_id", "seq", "event_id", "type", "step", "call_index")


def event_head(row: Any) -> dict[str, Any]:
    """An event row's identifying fields (no payload: each boundary shows that through a :class:`Sight`)."""
    return {key: getattr(row, key) for key in EVENT_KEYS}


def stored_payload(row: Any) -> dict[str, Any]:
    """An event row's payload as journaled (``{}`` once retention purged it). Never shown as is: see :class:`Sight`."""
    return loads(row.payload) if row.payload else {}


def short_key(key: str | None, default: str) -> str:
    """An idempotency key for a narrow column: its first 16 hex digits, a pseudonym (``<idem_key:…>``,
    :meth:`Sight.key`) whole; ``default`` when there is none."""
    if not key:
        return default
    return key if key.startswith("<") else key[:16]


def sights_of(user: Any) -> Sights:
    """``run_id → Sight`` for a person: raw only for runs with a live grant of theirs (one query)."""
    if not getattr(user, "is_authenticated", False) or not hasattr(user, "has_perm") or not user.has_perm(PERMISSION):
        return redacted_sights
    now = timezone.now()
    live = RawAccessGrant.objects.filter(actor=user, expires_at__gt=now).values_list("run_id", "expires_at")
    until: dict[str, datetime] = {}
    for run_id, expires in live:
        until[run_id] = max(expires, until.get(run_id, expires))
    if not until:
        return redacted_sights
    for fork_id in Run.objects.filter(id__in=list(until), fork_of__isnull=False).values_list("id", flat=True):
        lineage = forked_from(fork_id)
        if all(run_id in until for run_id in lineage):
            until[fork_id] = min(until[run_id] for run_id in [fork_id, *lineage])
        else:  # a grant on a fork alone would show its parent's history raw under the fork's audit row
            del until[fork_id]
    return lambda run_id: Sight(raw=True, until=until[run_id]) if run_id in until else REDACTED


def sight_of(user: Any, run_id: str) -> Sight:
    """One person's sight of one run."""
    return sights_of(user)(run_id)


def agent_sights(run_id: str) -> Sight:
    """An agent key's sights: raw, for the only runs it can reach (its own)."""
    return RAW


def redacted_sights(run_id: str) -> Sight:
    """The sights of a reader without grants: every run redacted."""
    return REDACTED


#: A search looks at most this many references that start with the query (the prefix index's first ones).
SEARCH_SCAN = 1000


def visible_reference_hits(q: str, sights: Sights) -> list[str]:
    """Ids of runs whose reference, **as this reader sees it**, starts with ``q`` (any case).

    The database matches the stored reference by prefix (``UPPER(reference) LIKE UPPER('q%')``, an
    expression index); a reference the reader sees redacted counts only on what is shown, so a guessed
    e-mail address (or its first letters) in the search box — or in a bulk action's filter, which
    counts in SQL — never confirms that some run has it.
    """
    needle = q.casefold()
    stored = Run.objects.filter(reference__istartswith=q).order_by().values_list("id", "reference")[:SEARCH_SCAN]
    return [run_id for run_id, reference in stored if sights(run_id).text(reference).casefold().startswith(needle)]


def grant_raw_access(*, user: Any, run_id: str, reason: str, minutes: int | str | None = None) -> RawAccessGrant:
    """Let ``user`` see ``run_id`` raw for ``minutes`` (default from settings; a form's text is read here);
    refused without the permission, before anything else is looked at. On a fork the grant covers every
    run it was forked from (their history is the fork's): one audit row per run revealed, the fork's first."""
    if not getattr(user, "is_authenticated", False) or not hasattr(user, "has_perm") or not user.has_perm(PERMISSION):
        raise GrantRefused("seeing raw values needs the unredacted permission (runs.unredacted_export)")
    reason = (reason or "").strip()
    if not reason:
        raise GrantInvalid("a reason is required to see raw values")
    if too_long := reason_too_long(reason):
        raise GrantInvalid(too_long)
    if minutes is None or minutes == "":
        minutes = int(settings.AGENTOPS.get("RAW_ACCESS_MINUTES", 15))
    elif isinstance(minutes, str):
        try:
            minutes = int(minutes)
        except ValueError:
            raise GrantInvalid("minutes must be a whole number") from None
    if not 1 <= minutes <= MAX_MINUTES:
        raise GrantInvalid(f"minutes must be between 1 and {MAX_MINUTES}")
    now = timezone.now()
    rows = [
        RawAccessGrant(
            actor=user,
            actor_name=user.get_username(),
            run_id=revealed,
            reason=reason,
            granted_at=now,
            expires_at=now + timedelta(minutes=minutes),
        )
        for revealed in [run_id, *forked_from(run_id)]
    ]
    RawAccessGrant.objects.bulk_create(rows)
    return rows[0]


def end_raw_access(*, user: Any, run_id: str) -> int:
    """Close ``user``'s live grants on ``run_id`` and on the runs it was forked from, which a grant opened
    on it covers, now (the rows stay, expiring at this moment)."""
    now = timezone.now()
    revealed = [run_id, *forked_from(run_id)]
    return RawAccessGrant.objects.filter(actor=user, run_id__in=revealed, expires_at__gt=now).update(expires_at=now)
