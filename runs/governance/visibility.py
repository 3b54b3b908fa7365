"""Who sees raw payloads: the one redaction policy behind every read boundary.

Pages, htmx partials, the payload endpoint, websocket frames, API reads, approval and recovery cards,
claims pages and exports all show payloads through a :class:`Sight`: redacted (the default, and what
anyone without a grant gets) or raw. Raw is:

* a person with the unredacted permission (``runs.unredacted_export``; superusers have it) who opened a
  **grant** for that run: per run, with a reason, expiring after ``AGENTOPS_RAW_ACCESS_MINUTES`` (at most
  :data:`MAX_MINUTES`); the :class:`~runs.models.RawAccessGrant` row is the audit record. A fork's
  history up to its cut (and its reference) is its parent's, and a continuation's first event carries the
  context of the run it continues: such a run reads raw only while the reader also holds a grant on every
  run above it (``runs.journal.lineage.origins``: forks and continuations, one rule), so a grant opened on
  it covers that lineage and records one row per run it reveals, each linked to the row of the run it was
  opened on (``revealed_by``);
* an agent reading **its own** run through its API key (it produced those values and needs them byte
  for byte to resume: tool arguments hash into idempotency keys, samples are replayed, not resampled).
  An agent never reads another agent's runs at all (404).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import cached_property
from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from agentops.core.canon import loads
from agentops.core.errors import AgentOpsError
from agentops.core.events import reason_too_long, stated
from runs.governance import names
from runs.governance.names import Names
from runs.governance.redaction import error_text, from_settings
from runs.journal.lineage import origins
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
    """How one reader sees one run's payloads: ``raw`` or redacted by the configured redactor. Redacted, a
    sight of a run (``run_id``) pseudonymises the person's names any of its events reveals in everything it
    shows (:attr:`names`, ``runs.governance.names``); one of no run (:data:`REDACTED`) only those of each value."""

    raw: bool = False
    until: datetime | None = None
    run_id: str = ""

    @cached_property
    def known(self) -> Names:
        """The run's names as this sight applies them (read once per sight: none when raw or of no run)."""
        return names.NONE if self.raw or not self.run_id else names.of(self.run_id, from_settings())

    @property
    def names(self) -> frozenset[str]:
        return self.known.names

    def value(self, value: Any, said: str = "") -> Any:
        """A JSON value as this reader may see it; ``said``: an operator's text it holds (a what-if's prompt, which
        its report's messages repeat), whose names (``agentops.redaction.said``) are hidden in all of it."""
        if self.raw:
            return value
        from agentops.redaction.said import said_names  # here: the package imports the engine (~0.2 s a process)

        return from_settings().redact(value, self.names | said_names(said) if said else self.names)

    def text(self, text: str) -> str:
        """Free text (a reply, a clause, a reason) and the run's own labels (its reference, its lease holder's name)
        as this reader may see it: with the run's names, so a label never shows one its events reveal (a list reads
        its page's runs' names in one query: :func:`read_names`)."""
        return text if self.raw or not text else from_settings().redact(text, self.names)

    def said(self, text: str) -> str:
        """What an operator typed (a reason, a rewrite, a what-if's prompt) as this reader may see it: :meth:`text`,
        with the names the text itself holds too (``Redactor.said``: "per call with Maria Gonzalez" names someone no
        event of the run does). A reason journaled on the run is hidden so by :meth:`text` too: the run's names hold
        the names its operators' events name."""
        return text if self.raw or not text else from_settings().said(text, self.names)

    def error(self, exc: BaseException) -> str:
        """An exception about the run (a compensator's failure, a bulk item's, a recovery's), redacted with the run's
        names whatever the reader's grant: ``error_text``, which showed "no customer Ann Lee" where the run holds her
        under ``customer_name``."""
        return error_text(exc, lambda: self.names)

    def key(self, key: str | None, args: Any = None) -> str | None:
        """A tool call's idempotency key as this reader may see it: redacted, its pseudonym ``<idem_key:…>``
        unless the call's ``args`` (decoded; None: not at hand) are shown as they are (``Redactor.shown_key``:
        the key is SHA-256 over them, so beside a redacted argument it would confirm a guess)."""
        return key if self.raw else from_settings().shown_key(key, args, self.names)

    def json(self, text: str, redactor: Redactor | None = None) -> str:
        """A payload's JSON text as this reader may see it (the stored text itself when raw);
        ``redactor``: the configured one, when the caller holds it already (a page of rows)."""
        return text if self.raw or not text else (redactor or from_settings()).redact_json(text, self.names)


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
        return redacted_sights()
    now = timezone.now()
    live = RawAccessGrant.objects.filter(actor=user, expires_at__gt=now).values_list("run_id", "expires_at")
    until: dict[str, datetime] = {}
    for run_id, expires in live:
        until[run_id] = max(expires, until.get(run_id, expires))
    if not until:
        return redacted_sights()
    # a run whose journal shows another's values (a fork's history up to its cut, a continuation's carried
    # context) reads raw only while every run above it is granted too: a grant on it alone would show them
    # raw under its own audit row. Every granted run's lineage in one query, whatever its depth.
    for run_id, above in origins(list(until)).items():
        if not above:
            continue
        if all(origin in until for origin in above):
            until[run_id] = min(until[origin] for origin in [run_id, *above])
        else:
            del until[run_id]
    redacted = redacted_sights()
    return lambda run_id: shown_raw(Sight(raw=True, until=until[run_id])) if run_id in until else redacted(run_id)


def redacted_sights() -> Sights:
    """The sights of a reader without grants for one use (a request, a command, a poll): every run redacted, one
    :class:`Sight` per run asked, so its names are read once in that use (:func:`read_names` reads a page's in one
    query), and none kept past it, where the run's journal and so its names move on. (A new sight per call read a
    run's names again at every value shown, and a page's read by :func:`read_names` went to sights no one asked.)"""
    made: dict[str, Sight] = {}

    def sights(run_id: str) -> Sight:
        sight = made.get(run_id)
        if sight is None:
            sight = made[run_id] = Sight(run_id=run_id)
        return sight

    return sights


def read_names(sights: Sights, run_ids: Iterable[str]) -> None:
    """Read the names of the runs of a page that ``sights`` shows redacted in one query (``names.of_runs``; a run
    whose journal moved on since its kept row is extended on its own), not one query per run as each sight's first
    use would: a queue of 200 calls on 200 runs was 200 queries."""
    wanted = {
        sight.run_id: sight for sight in map(sights, set(run_ids)) if not sight.raw and "known" not in vars(sight)
    }
    if not wanted:
        return
    found = names.of_runs(Run.objects.filter(id__in=wanted), from_settings())
    for run_id, sight in wanted.items():
        vars(sight)["known"] = found.get(run_id, names.NONE)  # what the cached property would have read


def sight_of(user: Any, run_id: str) -> Sight:
    """One person's sight of one run."""
    return sights_of(user)(run_id)


def who(name: str, sight: Sight = REDACTED) -> str:
    """Who acted (a username; one that is an e-mail address is PII) as ``sight`` shows it: the one rule of every place
    naming an operator (a run's banner, a 409's "already … by …", a bulk job, a replay report, an export's row). It is
    :meth:`Sight.text`, the redaction the timeline gives the same name journaled as an event's ``actor``, so no page
    pairs a pseudonym with its address. ``sight``: the reader's of the run (:func:`sights_of`), :func:`reader_sight`
    for a reader of no run, :data:`REDACTED` (the default) for a text anyone may read (a refusal, a stored outcome):
    such a text names the actor redacted, and :func:`naming` keeps who it named, so :func:`for_reader` shows it raw to
    a reader who sees raw values."""
    shown = sight.text(name)
    named = _NAMED.get()
    if named is not None and shown != name:
        named[shown] = (name, sight.run_id)
    return shown


#: who the texts made under :func:`naming` named, redacted: ``{shown: (name, run_id)}``
_NAMED: ContextVar[dict[str, tuple[str, str]] | None] = ContextVar("agentops_named", default=None)


@contextmanager
def naming() -> Iterator[dict[str, tuple[str, str]]]:
    """Who the texts made inside name (:func:`who`), as ``{shown: (name, run_id)}``: a refusal (a 409's "already
    approved by …") or an outcome stored for anyone is made redacted, and :func:`for_reader` shows it to its reader."""
    named: dict[str, tuple[str, str]] = {}
    token = _NAMED.set(named)
    try:
        yield named
    finally:
        _NAMED.reset(token)


def for_reader(
    text: str, named: Mapping[str, tuple[str, str] | list[str]], sight_of_run: Callable[[str], Sight]
) -> str:
    """``text``, made for anyone with each actor it names redacted (``named``: :func:`naming`'s), as its reader may
    see it: each actor as :func:`who` shows them to the reader's sight of the run they were named of
    (``sight_of_run(run_id)``; "" for none): raw to a reader who sees that run's values raw, else as made (a 409 and
    a bulk job's outcomes showed the pseudonym even to a reader with the unredacted permission; known9)."""
    for shown, (name, run_id) in named.items():
        sight = sight_of_run(run_id)
        if sight.raw and shown in text:
            text = text.replace(shown, who(name, sight))
    return text


def reader_sight(user: Any) -> Sight:
    """What a page of no run (a bulk job, the exports' list) shows a ``user`` who acted with: as typed with the
    unredacted permission, else :data:`REDACTED`."""
    return REDACTED if raw_refusal(user) else shown_raw(RAW)


def agent_sights(run_id: str) -> Sight:
    """An agent key's sights: raw, for the only runs it can reach (its own)."""
    return shown_raw(RAW)


#: whether the current request handed its reader a raw sight (:class:`RawNoStore`): a one-item list, per request
_RAW_SHOWN: ContextVar[list[bool] | None] = ContextVar("agentops_raw_shown", default=None)


def shown_raw(sight: Sight) -> Sight:
    """``sight``, a raw one handed to the current request's reader: its answer may show raw values
    (:class:`RawNoStore` keeps it out of every cache). Every raw sight a reader gets passes here."""
    shown = _RAW_SHOWN.get()
    if shown is not None:
        shown[0] = True
    return sight


class RawNoStore:
    """An answer that may show raw values — its reader was handed a raw sight (:func:`shown_raw`: a live grant, a
    page of no run shown as typed to a holder of the unredacted permission, an agent's own run) — is sent
    ``Cache-Control: no-store, private``, as an export is: after *Hide raw values* or the grant's expiry the
    browser's history and back cache kept showing them. An answer with nothing raw keeps its caching. One place for
    every page, htmx partial and API answer (the sight is handed out on the request's context)."""

    def __init__(self, get_response: Callable[[Any], Any]) -> None:
        self.get_response = get_response

    def __call__(self, request: Any) -> Any:
        shown = [False]
        token = _RAW_SHOWN.set(shown)  # a list: the view may run in a copy of this context (ASGI), it mutates it
        try:
            response = self.get_response(request)
        finally:
            _RAW_SHOWN.reset(token)
        if shown[0]:
            response["Cache-Control"] = "no-store, private"
        return response


#: A search looks at most this many references that start with the query (the prefix index's first ones).
SEARCH_SCAN = 1000


def visible_reference_hits(q: str, sights: Sights) -> list[str]:
    """Ids of runs whose reference, **as this reader sees it**, starts with ``q`` (any case), or shows the
    pseudonyms ``q`` names (``<email:…>``, as a page shows them, anywhere in it).

    The database matches the stored reference by prefix (``UPPER(reference) LIKE UPPER('q%')``, an
    expression index); a reference the reader sees redacted counts only on what is shown, so a guessed
    e-mail address (or its first letters) in the search box — or in a bulk action's filter, which
    counts in SQL — never confirms that some run has it; nor a person's name the run's events reveal.
    A pseudonym is matched on the reference as shown (``Run.reference_seen``, ``runs.governance.seen_references``): it stands for a value the reader
    already saw it for, and no one without the redaction key makes one of a guessed value (a search for a
    pseudonym found nothing until fix-known8).
    """
    stored = Run.objects.filter(reference__istartswith=q).order_by().values_list("id", "reference")[:SEARCH_SCAN]
    hits = seen_starting(stored, q, sights)
    if PSEUDONYM.search(q):
        shown = Run.objects.filter(reference_seen__contains=q).order_by().values_list("id", "reference")
        found = list(shown[:SEARCH_SCAN])
        read_names(sights, (run_id for run_id, _ in found))
        hits += [
            run_id
            for run_id, reference in found
            if run_id not in hits and (sights(run_id).raw or q in sights(run_id).text(reference))
        ]
    return hits


#: a pseudonym as the redactor writes it (``agentops.redaction``: ``<kind:16 hex>``)
PSEUDONYM = re.compile(r"<[a-z_]+:[0-9a-f]{16}>")


def visible_reference_is(q: str, sights: Sights) -> list[str]:
    """Ids of runs whose reference, **as this reader sees it**, is ``q``: a person's ``GET runs/?reference=`` (an exact
    filter, where the dashboard's search is a prefix). The stored value finds a run only when the reader sees it as
    stored (a grant, or nothing in it redacted): a guessed address confirms nothing. A reference the reader sees as
    ``<email:…>`` — as every answer of the API shows it to them — is found by that (``Run.reference_seen``, as the
    dashboard's search finds a pseudonym): it found nothing, so a reference read off the API could not be filtered on."""
    stored = list(Run.objects.filter(reference=q).order_by().values_list("id", "reference")[:SEARCH_SCAN])
    if PSEUDONYM.search(q):
        shown = Run.objects.filter(reference_seen=q).exclude(reference=q).order_by()
        stored += list(shown.values_list("id", "reference")[:SEARCH_SCAN])
    read_names(sights, (run_id for run_id, _ in stored))
    return [
        run_id
        for run_id, reference in stored
        if sights(run_id).text(reference) == q or (sights(run_id).raw and reference != q)  # (a grant: its pseudonym)
    ]


def seen_starting(stored: Iterable[tuple[str, str]], q: str, sights: Sights) -> list[str]:
    """Ids of the ``(id, reference)`` pairs of ``stored`` whose reference, as this reader sees it, starts with ``q``
    (any case). The runs' names are read (in one query, :func:`read_names`) only for the references that match as
    one text, redacted without them: a run's names only hide more."""
    needle, redactor = q.casefold(), from_settings()
    found = [
        (run_id, reference)
        for run_id, reference in stored
        if sights(run_id).raw or redactor.redact_text(reference).casefold().startswith(needle)
    ]
    read_names(sights, (run_id for run_id, _ in found))
    return [run_id for run_id, reference in found if sights(run_id).text(reference).casefold().startswith(needle)]


def raw_refusal(user: Any) -> str:
    """Why ``user`` may not open a raw view of a run ("" if they may): the form's address answers it first, a GET too
    (it was 405 to a viewer without the permission, while docs/dashboard.md promises 403)."""
    if not getattr(user, "is_authenticated", False) or not hasattr(user, "has_perm") or not user.has_perm(PERMISSION):
        return "seeing raw values needs the unredacted permission (runs.unredacted_export)"
    return ""


def grant_raw_access(*, user: Any, run_id: str, reason: str, minutes: int | str | None = None) -> RawAccessGrant:
    """Let ``user`` see ``run_id`` raw for ``minutes`` (default from settings; a form's text is read here);
    refused without the permission, before anything else is looked at. On a fork or a continuation the grant
    covers every run above it (their values are in its history): one audit row per run revealed, each linked
    (``revealed_by``) to the row of ``run_id``, which is returned."""
    if refusal := raw_refusal(user):
        raise GrantRefused(refusal)
    reason = stated(reason)
    if not reason:
        raise GrantInvalid("a reason is required to see raw values")
    if too_long := reason_too_long(reason):
        raise GrantInvalid(too_long)
    if minutes is None or minutes == "":
        minutes = int(settings.AGENTOPS.get("RAW_ACCESS_MINUTES", 15))
    elif isinstance(minutes, str):
        text = minutes.strip()
        if not (text.isascii() and text.isdigit()):  # int() took "١٥" and "１５" too
            raise GrantInvalid("minutes must be a whole number")
        minutes = int(text)
    if not 1 <= minutes <= MAX_MINUTES:
        raise GrantInvalid(f"minutes must be between 1 and {MAX_MINUTES}")
    now = timezone.now()
    with transaction.atomic():
        opened = RawAccessGrant.objects.create(
            actor=user,
            actor_name=user.get_username(),
            run_id=run_id,
            reason=reason,
            granted_at=now,
            expires_at=now + timedelta(minutes=minutes),
        )
        revealed = [
            RawAccessGrant(
                actor=user,
                actor_name=opened.actor_name,
                run_id=origin,
                reason=reason,
                granted_at=now,
                expires_at=opened.expires_at,
                revealed_by=opened,
            )
            for origin in origins([run_id]).get(run_id, [])
        ]
        RawAccessGrant.objects.bulk_create(revealed)
    return opened


def end_raw_access(*, user: Any, run_id: str) -> int:
    """Close ``user``'s live grants on ``run_id`` and on the runs above it (forked from, continued), which a
    grant opened on it covers, now (the rows stay, expiring at this moment)."""
    now = timezone.now()
    revealed = [run_id, *origins([run_id]).get(run_id, [])]
    return RawAccessGrant.objects.filter(actor=user, run_id__in=revealed, expires_at__gt=now).update(expires_at=now)
