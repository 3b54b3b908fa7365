"""A fork's history: the segments of its ancestors' journals it is made of.

A fork's own events start at ``fork_seq + 1`` and its history up to ``fork_seq`` is its parent's
(itself perhaps a fork). :func:`segments` names, oldest first, which run holds which seqs, so
readers (the replay index, chain verification, the claims audit) see one contiguous journal.
Ordinary runs are one segment.
"""

from __future__ import annotations

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


def segments(run_id: str) -> list[Segment]:
    """The lineage of ``run_id``, oldest first; a segment a deeper fork cut before is left out."""
    out: list[Segment] = []
    last: int | None = None
    current: str | None = run_id
    while current is not None:
        fork_of, fork_seq = Run.objects.values_list("fork_of_id", "fork_seq").get(id=current)
        first = fork_seq + 1 if fork_of else 1
        if last is None or last >= first:
            out.append(Segment(current, first, last))
        if fork_of:
            last = fork_seq if last is None else min(last, fork_seq)
        current = fork_of
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
    out: list[str] = []
    current = Run.objects.filter(id=run_id).values_list("fork_of_id", flat=True).first()
    while current is not None and current not in out:
        out.append(current)
        current = Run.objects.filter(id=current).values_list("fork_of_id", flat=True).first()
    return out
