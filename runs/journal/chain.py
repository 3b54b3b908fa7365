"""Verify a run's hash chain, including runs whose payloads retention has purged.

Every event's ``prev_hash`` must equal the previous event's ``hash`` (genesis for seq 1), seqs must be
1..n without gaps, ids must be the deterministic ``event_id(run, seq)``, and the last hash must be the
run's head. An event that still has its body is re-hashed; a purged one is trusted for its own hash
(its body is gone) but still has to sit in an unbroken chain, so no event can be removed, reordered
or inserted without detection.
"""

from __future__ import annotations

from dataclasses import dataclass

from agentops.core.keys import GENESIS_HASH, chain_hash_of_text, event_id
from runs.journal import lineage
from runs.models import Event, Run


@dataclass(frozen=True)
class ChainReport:
    run_id: str
    ok: bool
    events: int
    purged: int
    error: str = ""


def verify_chain(run_id: str) -> ChainReport:
    """Walk ``run_id``'s journal in seq order (streamed) and report the first break, if any.

    A fork's journal is walked across its lineage: the parent's events up to the cut, then the
    fork's own, whose first event (ForkedFrom) is chained on the parent's hash at the cut.
    """
    head = Run.objects.values_list("last_hash", "last_seq").get(id=run_id)
    prev, expected_seq, purged = GENESIS_HASH, 0, 0
    for seg in lineage.segments(run_id):
        rows = Event.objects.filter(run_id=seg.run_id, seq__gte=seg.first)
        if seg.last is not None:
            rows = rows.filter(seq__lte=seg.last)
        columns = ("seq", "event_id", "type", "payload", "payload_purged", "prev_hash", "hash")
        for seq, eid, kind, payload, is_purged, prev_hash, digest in (
            rows.order_by("seq").values_list(*columns).iterator(chunk_size=2000)
        ):
            expected_seq += 1
            problem = _link_problem(seg.run_id, expected_seq, prev, seq, eid, prev_hash)
            # the stored text is canonical (``seal``), so it is hashed as it is: no decode, no re-encode
            if (
                problem is None
                and not is_purged
                and chain_hash_of_text(prev_hash, seg.run_id, seq, kind, payload) != digest
            ):
                problem = "payload does not match its hash"
            if problem is not None:
                where = "" if seg.run_id == run_id else f" (in {seg.run_id}, inherited)"
                return ChainReport(run_id, False, expected_seq, purged, f"seq {seq}{where}: {problem}")
            purged += is_purged
            prev = digest
        if seg.last is not None and expected_seq != seg.last:
            return ChainReport(run_id, False, expected_seq, purged, f"{seg.run_id} ends before seq {seg.last}")
    if (prev, expected_seq) != (head[0] or GENESIS_HASH, head[1]):
        return ChainReport(run_id, False, expected_seq, purged, "the journal does not end at the run's head")
    return ChainReport(run_id, True, expected_seq, purged)


def _link_problem(run_id: str, expected_seq: int, prev: str, seq: int, eid: str, prev_hash: str) -> str | None:
    if seq != expected_seq:
        return f"expected seq {expected_seq}"
    if eid != event_id(run_id, seq):
        return f"event id {eid} is not the id of this position"
    if prev_hash != prev:
        return "prev_hash does not match the previous event's hash"
    return None
