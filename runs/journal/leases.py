"""Run leases with fencing tokens (SPEC pitfall 7), exclusive per acquisition.

A lease is taken by one conditional UPDATE that also increments the run's fencing token; every
append and every tool execution re-checks that token, so a worker that lost its lease (paused,
partitioned, or simply slow) can neither write the journal nor cause a side effect.

An API client's acquisition is bound to a **secret** (its own, or one generated here), handed back
only to the acquirer and stored as its SHA-256: the owner name, which ``GET runs/{id}`` shows to
anyone who can read the run, never takes or uses a live lease. The server's own workers (owner
``prefix:host:pid``, unique among live processes, secret ``None``) may re-take their own lease by
name, e.g. after a lost database connection.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import socket
from collections.abc import Mapping
from contextlib import suppress
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, connections, transaction
from django.db.models import BooleanField, Case, Q, Value, When

from agentops.core.errors import LeaseExpired, LeaseUnavailable, RunFinished, StaleLease
from agentops.core.lease_beat import LeaseBeat
from agentops.core.protocol import check_lease_length
from agentops.core.states import FINAL_RUN
from runs import models
from runs.journal import sql


@dataclass(frozen=True)
class Fence:
    """Who may write: the lease owner, the fencing token it was given and, for an API client, its secret."""

    owner: str
    token: int
    secret: str | None = field(default=None, repr=False)  # never in a log line or a traceback
    #: the lease's length as its holder asked for it (acquired or last renewed with); None: not known
    #: to this fence (a client's write before its check, or a lease taken before lengths were kept)
    seconds: int | None = None

    @property
    def secret_hash(self) -> str:
        return "" if self.secret is None else secret_hash(self.secret)

    @property
    def length(self) -> int:
        """How long every renewal of this lease makes it last: what its holder asked for, else the default."""
        return self.seconds or lease_seconds()


def secret_hash(secret: str) -> str:
    """What the run row keeps of a lease secret."""
    return hashlib.sha256(secret.encode()).hexdigest()


def new_secret() -> str:
    """A lease secret for a client that did not bring its own (256 random bits)."""
    return secrets.token_urlsafe(32)


def lease_seconds() -> int:
    """The length of a lease whose holder asked for none (``AGENTOPS_LEASE_SECONDS``)."""
    return int(settings.AGENTOPS["LEASE_SECONDS"])


def asked_length(seconds: int | None) -> int:
    """The length of a lease asked for ``seconds`` (None: the default); ValueError outside the bounds."""
    if seconds is None:
        return lease_seconds()
    return check_lease_length(seconds)


@dataclass(frozen=True)
class Lease:
    """A lease taken on ``run_id``, and the journal head it was taken at (``head_hash`` and
    ``head_status`` as the acquisition read them, None where unknown), and the run's agent."""

    run_id: str
    fence: Fence
    head_seq: int
    head_hash: str | None = None
    head_status: str | None = None
    agent: str | None = None


def worker_id(prefix: str = "worker") -> str:
    """A lease owner name that tells an operator which process holds the run."""
    return f"{prefix}:{socket.gethostname()}:{os.getpid()}"


def acquire(
    run_id: str,
    owner: str,
    *,
    secret: str | None = None,
    seconds: int | None = None,
    only_if: Mapping[str, object] | None = None,
) -> Lease:
    """Take the lease if it is free, expired or already ours; raise LeaseUnavailable otherwise (RunFinished, a
    kind of it, for a final run).

    "Ours" means: the live lease was taken with this ``secret`` (an API client re-acquiring, e.g.
    after its acquire answer was lost), or, for a server worker (``secret=None``), by this owner
    without a secret. A live client lease is never taken by its owner name alone. ``only_if`` adds
    conditions on the run row (``runs.journal.sql``'s, e.g. a worker's: a FAILED run only once its
    retry is due); a run that fails them is refused as "not to be taken now".

    One statement (one round trip, its own commit outside a transaction; ``runs.journal.sql``) that
    also returns the journal head and the run's agent, so the writer that follows need not read the
    run row; the row is read only to say why the lease was refused.

    The lease lasts ``seconds`` (within ``agentops.core.protocol.check_lease_length``'s bounds; default ``lease_seconds()``),
    and so does every renewal of it, by a write or a heartbeat: the length is kept with the lease.
    """
    length = asked_length(seconds)
    fence_hash = Fence(owner, 0, secret).secret_hash
    mine = {"lease_secret_hash": fence_hash} if secret is not None else {"lease_owner": owner, "lease_secret_hash": ""}
    where: dict[str, object] = {
        "id": run_id,
        "status": sql.Not(_FINAL),
        "free": sql.AnyOf(({"lease_owner": None}, {"lease_expires_at": sql.Before(sql.DbNow())}, mine)),
    }
    where.update(only_if or {})
    changes = {
        "lease_owner": owner,
        "lease_expires_at": sql.DbNow(length),
        "lease_seconds": length,
        "lease_secret_hash": fence_hash,
        "fencing_token": sql.Add(1),
    }
    taken = _take(sql.Update(models.Run, changes, where, _TAKEN), worker=secret is None)
    if taken is not None:
        token, head_seq, head_hash, status, agent = taken
        return Lease(run_id, Fence(owner, token, secret, length), head_seq, head_hash, status, agent)
    row = (
        models.Run.objects.filter(id=run_id)
        .annotate(lapsed=_lapsed())
        .values("lease_owner", "lease_expires_at", "status", "lapsed")
        .first()
    )
    if row is None:
        raise models.Run.DoesNotExist(f"unknown run {run_id}")
    if row["status"] in FINAL_RUN:
        raise RunFinished(f"run {run_id} is {row['status']}: nothing left to drive", details={"status": row["status"]})
    if only_if and (row["lease_owner"] is None or row["lapsed"]):
        raise LeaseUnavailable(f"run {run_id} is not to be taken now ({', '.join(only_if)})")
    if row["lease_owner"] is None:  # given back between the two statements
        raise LeaseUnavailable(f"run {run_id} changed hands while its lease was asked for; ask again")
    raise _held(run_id, row["lease_owner"], row["lease_expires_at"])


def _take(update: sql.Update, *, worker: bool) -> tuple[Any, ...] | None:
    """The acquisition's UPDATE. A server worker's, on PostgreSQL, outside a transaction: committed without waiting for
    its WAL to reach the disk (``synchronous_commit`` off for it alone): a lease only fences the holder's appends, each of which commits
    synchronously and checks the lease in its own statement, and a synchronous commit flushes the WAL before it,
    this lease's included. A lease lost with a server crash fails the holder's first append (StaleLease) before any
    tool runs; only its first model answer is lost, with the server. Saves a disk flush (~4 ms on a slow disk) per
    drive, as DBOS's workflows start with none of their own."""
    db = connections[DEFAULT_DB_ALIAS]
    if not worker or db.vendor != "postgresql" or db.in_atomic_block:
        return sql.returning(update)
    with transaction.atomic(), db.cursor() as cursor:
        cursor.execute("SET LOCAL synchronous_commit TO OFF")
        return sql.returning(update)


_FINAL = frozenset(str(s) for s in FINAL_RUN)
#: what an acquisition hands back: the new token, the journal head and the agent
_TAKEN = ("fencing_token", "last_seq", "last_hash", "status", "agent")


def db_now(seconds: float = 0) -> sql.DbClock:
    """The database's clock, ``seconds`` on, for the ORM: the one clock of leases (``runs.journal.sql.clock_text``).
    No lease is granted, renewed, found expired or taken over by this host's clock: two hosts whose clocks differ
    would both believe they hold a run."""
    return sql.DbClock(seconds)


def _lapsed() -> Case:
    """Whether the run's lease has expired by the database's clock (an annotation)."""
    return Case(
        When(lease_expires_at__lt=db_now(), then=Value(True)), default=Value(False), output_field=BooleanField()
    )


def live_lease(run_id: str) -> bool:
    """Whether someone holds ``run_id``'s lease and it has not expired, by the database's clock."""
    return models.Run.objects.filter(id=run_id, lease_owner__isnull=False, lease_expires_at__gte=db_now()).exists()


def _held(run_id: str, owner: str, expires_at: datetime) -> LeaseUnavailable:
    return LeaseUnavailable(
        f"run {run_id} is leased by {owner} until {expires_at:%H:%M:%S} UTC",
        details={"lease_owner": owner, "lease_expires_at": expires_at.isoformat()},
    )


def check(run_id: str, fence: Fence, *, live: bool = False) -> Fence:
    """Refuse a write not made under the run's current lease: the one fence check of client writes.

    Returns the fence with its lease's length, so the write that follows renews the lease for as
    long as its holder asked, not for the default.

    StaleLease if the token moved on or the lease was released; LeaseUnavailable if the token is the
    live one but the owner or the secret is not (someone who read the owner name and guessed the token); with ``live``, LeaseExpired if the
    lease ran out, even though nobody took it since (permission to execute needs a live lease).
    A pass stays true for the write that follows: the token changes with every acquisition, and the
    store's conditional UPDATE requires it.
    """
    row = (
        models.Run.objects.filter(id=run_id)
        .annotate(lapsed=_lapsed())
        .values("fencing_token", "lease_owner", "lease_secret_hash", "lease_expires_at", "lease_seconds", "lapsed")
        .get()
    )
    if row["fencing_token"] == fence.token and row["lease_owner"] not in (None, fence.owner):
        # this acquisition's token under another owner name: the lease is held, not released
        raise _held(run_id, row["lease_owner"], row["lease_expires_at"])
    if row["fencing_token"] != fence.token or row["lease_owner"] != fence.owner:
        raise StaleLease(run_id, fence.token, row["fencing_token"])
    if not hmac.compare_digest(row["lease_secret_hash"], fence.secret_hash):
        raise _held(run_id, row["lease_owner"], row["lease_expires_at"])
    if live and row["lapsed"]:
        raise LeaseExpired(run_id, row["lease_expires_at"])
    return replace(fence, seconds=row["lease_seconds"])


def _mine(run_id: str, fence: Fence) -> Q:
    return Q(id=run_id, fencing_token=fence.token, lease_owner=fence.owner, lease_secret_hash=fence.secret_hash)


def renew(run_id: str, fence: Fence, *, seconds: int | None = None) -> int:
    """Extend the lease, expired or not, as long as nobody took it since; StaleLease if someone did.

    It lasts its own length again (``fence.seconds``, else the one kept with the lease); ``seconds``
    sets a new length for this and every later renewal. Returns the length.
    """
    mine = models.Run.objects.filter(_mine(run_id, fence))
    changes: dict[str, object] = {}
    if seconds is not None:
        length = changes["lease_seconds"] = asked_length(seconds)
    else:
        length = fence.seconds or mine.values_list("lease_seconds", flat=True).first() or lease_seconds()
    changes["lease_expires_at"] = db_now(length)
    if mine.update(**changes) != 1:
        check(run_id, fence)  # says why
        current = models.Run.objects.filter(id=run_id).values_list("fencing_token", flat=True).first()
        raise StaleLease(run_id, fence.token, current)
    return length


def beat(run_id: str, fence: Fence) -> LeaseBeat:
    """``fence``'s lease renewed while a call is in flight (:mod:`agentops.core.lease_beat`, the drivers' one rule):
    an operator's decision holding the run over a compensation longer than its lease. The beat's thread closes its
    database connection when the call ends."""

    def renewed() -> bool:
        try:
            renew(run_id, fence)
        except (StaleLease, LeaseUnavailable):
            return False  # taken over: the decision's append says so
        return True

    return LeaseBeat(renewed, fence.length, connections.close_all)


def held_until(run: models.Run) -> datetime | None:
    """When the lease on ``run`` ends if a worker holds it (an expired one too: recovery takes that run over and
    drives it), else None: what time travel's refusal of a run still moving reads (``moving_refusal``)."""
    return run.lease_expires_at if run.lease_owner else None


def release(run_id: str, fence: Fence) -> bool:
    """Give the lease up (only if it is still ours); returns whether it was.

    A caller with the current owner and token but not the secret is refused (LeaseUnavailable).
    """
    released = models.Run.objects.filter(_mine(run_id, fence)).update(
        lease_owner=None, lease_expires_at=None, lease_secret_hash=""
    )
    if released != 1:
        with suppress(StaleLease):
            check(run_id, fence)
    return released == 1


def expire(run_id: str, owner: str) -> bool:
    """End ``owner``'s lease now: for a supervisor that saw that worker die (SIGKILL, OOM kill).

    The next acquire still takes a new fencing token, so a worker wrongly declared dead stays fenced out.
    """
    past = db_now(-0.001)  # a millisecond ago: SQLite's clock has no finer step
    return models.Run.objects.filter(id=run_id, lease_owner=owner).update(lease_expires_at=past) == 1
