"""A fork's history: the segments of its ancestors' journals it is made of.

A fork's own events start at ``fork_seq + 1`` and its history up to ``fork_seq`` is its parent's
(itself perhaps a fork). :func:`segments` names, oldest first, which run holds which seqs, so
readers (the replay index, chain verification, the claims audit) see one contiguous journal.
Ordinary runs are one segment.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from runs.models import Run


@dataclass(frozen=True)
class Segment:
    """Seqs ``first``..``last`` (None: to the head) of the lineage are ``run_id``'s events."""

    run_id: str
    first: int
    last: int | None

    def holds(self, seq: int) -> bool:
        return seq >= self.first and (self.last is None or seq <= self.last)


def _chain(run_id: str) -> Iterator[tuple[str, str | None, int | None]]:
    """``run_id`` and the runs it was forked from, newest first, each with its ``fork_of`` and ``fork_seq``:
    the one walk up a lineage (Run.DoesNotExist for an unknown run)."""
    current: str | None = run_id
    while current is not None:
        fork_of, fork_seq = Run.objects.values_list("fork_of_id", "fork_seq").get(id=current)
        yield current, fork_of, fork_seq
        current = fork_of


def segments(run_id: str) -> list[Segment]:
    """The lineage of ``run_id``, oldest first; a segment a deeper fork cut before is left out."""
    out: list[Segment] = []
    last: int | None = None
    for current, fork_of, fork_seq in _chain(run_id):
        first = fork_seq + 1 if fork_of else 1
        if last is None or last >= first:
            out.append(Segment(current, first, last))
        if fork_of:
            last = fork_seq if last is None else min(last, fork_seq)
    return out[::-1]


def ancestors(run_id: str) -> list[Segment]:
    """The segments of ``run_id``'s history that other runs hold: empty for an ordinary run, and for
    a run the database does not hold (an in-memory journal driven by a registered agent)."""
    try:
        return [s for s in segments(run_id) if s.run_id != run_id]
    except Run.DoesNotExist:
        return []


def forked_from(run_id: str) -> list[str]:
    """The runs ``run_id`` was forked from, its parent first, then the parent's, and so on: every run
    whose journal (or reference) a fork's history shows. Empty for an ordinary or unknown run."""
    try:
        return [current for current, _, _ in _chain(run_id)][1:]
    except Run.DoesNotExist:
        return []
