"""Reply and claim rows from the journal, applied by ``runs.journal.store.append_events`` inside the append.

RunCompleted with an audit (``claims`` in its payload) creates the Reply and its Claims; ReplyReleased
moves a HELD reply to RELEASED / REWRITTEN (and stores the rewrite's claims). A release of a reply that
is not held raises, so the whole append rolls back.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from agentops.core.errors import InvalidTransition
from agentops.core.events import Event, EventType
from runs.journal import sql
from runs.models import Run
from runs.models.claims import Claim, Reply, ReplyStatus

#: the kinds of event :func:`project_reply` may write something for (a cheap test before :func:`has_reply_projection`)
REPLY_KINDS = frozenset({EventType.RUN_COMPLETED, EventType.REPLY_RELEASED})


def has_reply_projection(event: Event) -> bool:
    """Whether :func:`project_reply` writes anything for ``event``."""
    return (event.type is EventType.RUN_COMPLETED and "claims" in event.payload) or (
        event.type is EventType.REPLY_RELEASED
    )


def project_reply(run_id: str, event: Event, now: datetime, *, agent: str | None = None) -> None:
    """Apply ``event`` to the reply/claim projection (no-op for other event types), inside the append's
    transaction. ``agent`` is the run's (each claim row names it; read from the run row if not given).

    The reply and its claims are two INSERTs stated in ``runs.journal.sql`` (prepared on PostgreSQL,
    no model instances): a completion writes them on every run."""
    p = event.payload
    if event.type is EventType.RUN_COMPLETED and "claims" in p:
        # here, not at the top: runs.journal.store (and so every manage.py process, through the apps' ready())
        # imports this module, and the claims package loads its detector (jieba, the lexicons: 0.2-0.4 s)
        from agentops.claims.second_opinion import flagged

        held = bool(p.get("held"))
        # the claims past the cap count as one (their ClaimFlagged event): the reply/ answer, the held card, the digest
        flags = sum(1 for c in p["claims"] if flagged(c["classification"])) + bool(p.get("claims_truncated"))
        text = p.get("reply", "")
        status = ReplyStatus.HELD if held else ReplyStatus.DELIVERED
        row = (run_id, event.event_id, text, p.get("claim_policy", ""), str(status), flags, "" if held else text)
        reply_id = sql.insert_id(sql.Insert(Reply, _REPLY_INSERT, [(*row, "", "", "", now, None)]))
        _store_claims(reply_id, run_id, agent, event.event_id, p["claims"], now)
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
            reply_id = Reply.objects.values_list("id", flat=True).get(event_id=p["reply_event_id"])
            _store_claims(reply_id, run_id, agent, event.event_id, p["claims"], now)


_REPLY_INSERT = (
    "run_id", "event_id", "text", "policy", "status", "flagged", "final_text", "released_event_id", "released_by",
    "release_reason", "created_at", "released_at",
)  # fmt: skip
_CLAIM_FIELDS = ("position", "start", "end", "phrase", "verb", "kind", "language", "clause", "classification", "reason")
_CLAIM_INSERT = ("reply_id", "run_id", "agent", "event_id", "created_at", *_CLAIM_FIELDS, "cited")


def _store_claims(
    reply_id: int, run_id: str, agent: str | None, source_event_id: str, claims: list[dict[str, Any]], now: datetime
) -> None:
    if not claims:
        return
    if agent is None:
        agent = Run.objects.values_list("agent", flat=True).get(id=run_id)
    head = (reply_id, run_id, agent, source_event_id, now)
    rows = [(*head, *(c[k] for k in _CLAIM_FIELDS), json.dumps(c["cited"])) for c in claims]
    sql.insert([sql.Insert(Claim, _CLAIM_INSERT, rows)])
