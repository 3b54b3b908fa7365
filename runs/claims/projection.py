"""Reply and claim rows from the journal, applied by ``runs.journal.store.append_events`` inside the append.

RunCompleted with an audit (``claims`` in its payload) creates the Reply and its Claims; ReplyReleased
moves a HELD reply to RELEASED / REWRITTEN (and stores the rewrite's claims). A release of a reply that
is not held raises, so the whole append rolls back.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from agentops.claims.second_opinion import flagged
from agentops.core.errors import InvalidTransition
from agentops.core.events import Event, EventType
from runs.models import Run
from runs.models.claims import Claim, Reply, ReplyStatus


def has_reply_projection(event: Event) -> bool:
    """Whether :func:`project_reply` writes anything for ``event``."""
    return (event.type is EventType.RUN_COMPLETED and "claims" in event.payload) or (
        event.type is EventType.REPLY_RELEASED
    )


def project_reply(run_id: str, event: Event, now: datetime) -> None:
    """Apply ``event`` to the reply/claim projection (no-op for other event types)."""
    p = event.payload
    if event.type is EventType.RUN_COMPLETED and "claims" in p:
        held = bool(p.get("held"))
        reply = Reply.objects.create(
            run_id=run_id,
            event_id=event.event_id,
            text=p.get("reply", ""),
            policy=p.get("claim_policy", ""),
            status=ReplyStatus.HELD if held else ReplyStatus.DELIVERED,
            flagged=sum(1 for c in p["claims"] if flagged(c["classification"])),
            final_text="" if held else p.get("reply", ""),
            created_at=now,
        )
        _store_claims(reply, event.event_id, p["claims"], now)
    elif event.type is EventType.REPLY_RELEASED:
        status = ReplyStatus.REWRITTEN if p.get("action") == "rewrite" else ReplyStatus.RELEASED
        updated = Reply.objects.filter(event_id=p["reply_event_id"], status=ReplyStatus.HELD).update(
            status=status,
            final_text=p["text"],
            released_event_id=event.event_id,
            released_by=p.get("actor", ""),
            release_reason=p.get("reason", ""),
            released_at=now,
        )
        if updated != 1:
            raise InvalidTransition(f"reply {p['reply_event_id']} is not held")
        if p.get("claims"):
            _store_claims(Reply.objects.get(event_id=p["reply_event_id"]), event.event_id, p["claims"], now)


def _store_claims(reply: Reply, source_event_id: str, claims: list[dict[str, Any]], now: datetime) -> None:
    agent = Run.objects.values_list("agent", flat=True).get(id=reply.run_id)
    Claim.objects.bulk_create(
        Claim(
            reply=reply,
            run_id=reply.run_id,
            agent=agent,
            event_id=source_event_id,
            created_at=now,
            **{k: c[k] for k in ("position", "start", "end", "phrase", "verb", "kind", "language", "clause")},
            classification=c["classification"],
            reason=c["reason"],
            cited=c["cited"],
        )
        for c in claims
    )
