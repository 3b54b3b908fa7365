"""Which chain hashes a redacted read shows.

An event's ``hash`` is SHA-256 over its predecessor's hash and its own **unredacted** payload
(``agentops.core.keys.chain_hash``). Beside a redacted payload it is an oracle: put a guess in place of
``<email:0d09…>``, recompute, compare. And so is every later hash of the run, since each chains on the
one before: with the payloads between shown, a guess recomputed through them is confirmed by any of
them. So a redacted read shows a run's hashes only up to its first event whose payload the redaction
changed: that event and every later one carry ``hash: null``, every event after it ``prev_hash:
null``. A purged event counts as changed: its hash still covers the payload retention emptied (a
whole payload guessed — a call's arguments and the key derived from them — would be confirmed by it).
A fork's hashes chain on its parent's history, which a redacted read of the fork does not
check: they are all hidden. Raw reads (a grant, an agent's own key) show every hash. The retention
archive (``runs.governance.retention``) applies the same rule to its lines.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.core.cache import cache

from runs.governance.names import NONE, Names
from runs.models import Event, Run

if TYPE_CHECKING:
    from agentops.redaction import Redactor

#: payloads read a query when looking for a changed one before a page
CHUNK = 500


class HiddenHashes:
    """Follows a redacted read in (run, seq) order and says which of each event's hashes it may show.

    ``hidden_at_start``: the runs whose hashes are hidden from the read's first event (forks, and a
    page that starts after a changed event: :func:`hidden_before`)."""

    def __init__(self, hidden_at_start: frozenset[str] | set[str] = frozenset()) -> None:
        self._start = hidden_at_start
        self._run: str | None = None
        self._hidden = False

    def next(self, run_id: str, changed: bool) -> tuple[bool, bool]:
        """For the read's next event (``changed``: the redaction changed its payload): whether to hide
        its ``prev_hash``, and its ``hash``."""
        if run_id != self._run:
            self._run, self._hidden = run_id, run_id in self._start
        hide_prev = self._hidden
        self._hidden = hide_prev or changed
        return hide_prev, self._hidden

    def resume(self, run_id: str, hidden: bool) -> None:
        """Go on after events of ``run_id`` the read did not pass through :meth:`next` (an export page's
        lines), the last of them with its hash ``hidden`` or not."""
        self._run, self._hidden = run_id, hidden

    def shown(self, row: dict[str, Any], changed: bool) -> dict[str, Any]:
        """``row`` (with ``run_id``, ``prev_hash``, ``hash``) with the hashes it may not show set to None. A row
        whose ``payload_purged`` is true counts as changed: its hash still covers the payload retention emptied."""
        hide_prev, hide = self.next(row["run_id"], changed or bool(row.get("payload_purged")))
        if hide_prev:
            row["prev_hash"] = None
        if hide:
            row["hash"] = None
        return row


def hidden_before(run: Run, after: int, redactor: Redactor, names: Names = NONE) -> bool:
    """Whether a redacted read of ``run``'s events after seq ``after`` starts with its hashes hidden:
    a fork, or an event up to ``after`` whose payload the redaction (with the run's ``names``) changes (read up
    to the first one).

    What was found is kept in the cache under the run, the redactor's fingerprint and the names — the seq of the first
    changed payload, or how far none was (the journal is append-only): a read of page after page of a long
    run looks at each payload once, not once a page."""
    if run.fork_of_id is not None:
        return True
    if after <= 0:
        return False
    key = _key(run.id, redactor, names)
    changed_at, clean_to = cache.get(key, (None, 0))
    if changed_at is not None:
        return changed_at <= after
    if clean_to >= after:
        return False
    rows = (
        Event.objects.filter(run=run, seq__gt=clean_to, seq__lte=after)
        .order_by("seq")
        .values_list("seq", "payload", "payload_purged")
    )
    batch: list[tuple[int, bytes]] = []
    for seq, payload, purged in rows.iterator(chunk_size=CHUNK):
        if purged:  # (as :meth:`HiddenHashes.shown` counts it)
            changed_at = _first_changed(redactor, batch, names) or seq
            break
        if payload:
            batch.append((seq, payload.encode()))
        if len(batch) == CHUNK:
            if (changed_at := _first_changed(redactor, batch, names)) is not None:
                break
            batch = []
    else:
        if batch:
            changed_at = _first_changed(redactor, batch, names)
    cache.set(key, (changed_at, after if changed_at is None else 0), _KEPT_SECONDS)
    return changed_at is not None


def forget(run_id: str, redactor: Redactor, names: Names = NONE) -> None:
    """Drop what :func:`hidden_before` kept of ``run_id`` under ``names`` (retention purged its payloads: they count
    as changed)."""
    cache.delete(_key(run_id, redactor, names))


def _key(run_id: str, redactor: Redactor, names: Names) -> str:
    return f"agentops:hidden-hashes:{run_id}:{redactor.fingerprint}:{names.digest}"


#: how long :func:`hidden_before` keeps what it found (it stays true: the journal is append-only; gone, it costs a read)
_KEPT_SECONDS = 24 * 3600


def _first_changed(redactor: Redactor, batch: list[tuple[int, bytes]], names: Names) -> int | None:
    """The seq of the first payload of ``batch`` the redaction (with the run's ``names``) changes, or None."""
    redacted = redactor.redact_stored_many([data for _, data in batch], names.names)
    return next((seq for (seq, data), out in zip(batch, redacted, strict=True) if out != data), None)


def forks(run_ids: Any) -> set[str]:
    """The forks among ``run_ids`` (a queryset of ids or a list)."""
    return set(Run.objects.filter(id__in=run_ids, fork_of__isnull=False).values_list("id", flat=True))
