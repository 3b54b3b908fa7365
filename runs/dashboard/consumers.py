"""Websocket consumers: a run's live timeline and the runs list's change feed.

Protocol of the timeline (``/ws/runs/<id>/?after=N``): the server sends every event with
``seq > N`` read from the journal, in seq order, then more whenever it is woken (channel layer)
or its poll sees the run's head move. Each message is ``{"type": "events", "events": [...],
"run": {...}}``; the client keeps the highest seq it has shown and reconnects with ``?after=`` it,
so nothing is missed or shown twice. A client may also send ``{"after": N}`` to resync; any
other frame (binary, not JSON, not that object, over 1 KB) is answered with
``{"type": "error", "error": "<why>"}`` and changes nothing. Refusals accept the handshake and then
close, so the page can read the code (``runs.security.websocket``): 4400 = ``?after=`` is not a whole
number, 4401 = not logged in, 4403 = no viewer role (or another origin), 4404 = unknown run. Access is
checked again before a send once the last check is ``ACCESS_RECHECK_SECONDS`` old, and by a watcher every
``ACCESS_RECHECK_SECONDS`` while nothing is sent: a user signed out, deactivated or stripped of the role
since gets 4401 / 4403 within ``2 * ACCESS_RECHECK_SECONDS`` (2 s) even on a run that never moves.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from importlib import import_module
from typing import Any
from urllib.parse import parse_qs

from autobahn.exception import Disconnected  # (daphne's websocket protocol is autobahn's)
from channels.auth import get_user
from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from django.conf import settings

from runs.dashboard import live, render, selectors
from runs.governance.visibility import sight_of
from runs.roles import VIEWER, has_role
from runs.security.websocket import BAD_REQUEST, FORBIDDEN, NOT_FOUND, NOT_SIGNED_IN, UNAVAILABLE
from runs.worker.storage import layer_failure, redis_down

log = logging.getLogger(__name__)

#: Seconds between journal polls: the safety net when a wake-up cannot reach this process.
POLL_SECONDS = 1.0
BATCH = 200
#: Longest frame a client may send (the one message it may send, ``{"after": N}``, is tiny).
MAX_CLIENT_FRAME = 1024
#: Seconds a socket's access check holds before it is read again (session, user, roles: three reads, ~1-2
#: ms of CPU): a runs-list socket hears every run that moves, and must not pay them per notice.
ACCESS_RECHECK_SECONDS = 1.0


def _timeline_after(user: Any, run_id: str, after: int) -> dict[str, Any]:
    """The next batch of the timeline with each event's HTML, as this user may see it (run in a thread: it
    reads the database; a raw-access grant that expires mid-stream stops showing raw values in new rows)."""
    sight = sight_of(user, run_id)
    return render.timeline_rows(selectors.timeline_after(run_id=run_id, after=after, limit=BATCH, sight=sight))


def _refusal(user: Any) -> int | None:
    """The close code for ``user`` (4401 not signed in, 4403 no viewer role), None if they may read runs."""
    if not getattr(user, "is_authenticated", False):
        return NOT_SIGNED_IN
    return None if has_role(user, VIEWER) else FORBIDDEN


class _GuardedConsumer(AsyncJsonWebsocketConsumer):
    """Refuses unauthenticated users and users without the viewer role before accepting, and checks
    again while it is open (:meth:`reader`)."""

    group = ""
    ended = False
    accepted = False
    _checked: tuple[float, Any] = (float("-inf"), None)  # (when, the user it found)

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        """The consumer, and the one place a channel layer (Redis) that cannot be reached ends it: joining the
        run's group at connect, a wake-up's receive, leaving at disconnect. It raised through daphne (a traceback
        in the web log, the handshake refused or the socket cut with 1011); now the socket gets an error frame
        saying why and closes with 4503 (``UNAVAILABLE``: try again later; not a refusal, the page reconnects with
        its backoff), and the log one line."""
        try:
            await super().__call__(scope, receive, send)
        except redis_down() as exc:
            trouble = layer_failure(exc)
            log.warning("websocket %s closed: %s", scope.get("path"), trouble)
            if self.ended:
                return
            self.ended = True
            with contextlib.suppress(Exception):  # the client may be gone too
                if not self.accepted:
                    await send({"type": "websocket.accept"})
                error = {"type": "error", "error": f"{trouble}: the live feed stops here; the page reconnects"}
                await send({"type": "websocket.send", "text": json.dumps(error)})
                await send({"type": "websocket.close", "code": UNAVAILABLE})

    async def accept(self, subprotocol: Any = None, headers: Any = None) -> None:
        await super().accept(subprotocol, headers)
        self.accepted = True

    async def _admit(self) -> bool:
        code = await database_sync_to_async(_refusal)(self.scope.get("user"))
        if code is not None:
            await self.close_refused(code)
        return code is None

    def watch_access(self) -> None:
        """Start the watcher (once the socket is accepted): the access check of :meth:`reader` every
        ``ACCESS_RECHECK_SECONDS`` whether or not anything is sent, so a socket whose user lost access closes
        within two of them (the last check may be nearly one old when access goes) on a quiet run too."""
        self._watcher = asyncio.ensure_future(self._watch())

    async def _watch(self) -> None:
        failing = False
        while not self.ended:  # each round sleeps until the last check (a send's or its own) is due again
            await asyncio.sleep(max(self._checked[0] + ACCESS_RECHECK_SECONDS - time.monotonic(), 0) + 0.01)
            try:
                await self.reader()
            except Exception:  # the database away: the next round tries again (a send's own check too)
                if not failing:
                    log.warning(
                        "websocket %s: access could not be checked; retrying", self.scope["path"], exc_info=True
                    )
                failing = True
            else:
                failing = False

    async def reader(self) -> Any | None:
        """The socket's user as a new request would read it from the session store, if they may still
        read runs; else None, and the socket closes with the code a new one would get (signed out, session
        expired, deactivated, password changed, role taken away). Read again when the last read is
        ``ACCESS_RECHECK_SECONDS`` old. Its sight is read from this user too: a permission taken away
        since stops raw values in the batches after the next check."""
        if self.ended:
            return None
        at, user = self._checked
        now = time.monotonic()
        if now - at < ACCESS_RECHECK_SECONDS:
            return user
        key = getattr(self.scope.get("session"), "session_key", None)
        user = await get_user({"session": import_module(settings.SESSION_ENGINE).SessionStore(key)}) if key else None
        code = await database_sync_to_async(_refusal)(user)
        if code is None:
            self._checked = (now, user)
            return user
        if self.ended:  # the watcher and a send both found it: one close
            return None
        self.ended = True
        await self.close(code=code)
        return None

    async def send_json(self, content: Any, close: bool = False) -> None:
        """Send a message (every one these sockets send), unless the client is gone: its close frame came before
        the answer (the server has not yet seen the connection end), where daphne's send raised autobahn's
        ``Disconnected`` and the web log got a traceback; it is dropped with one line, and nothing more is sent."""
        if self.ended:
            return
        try:
            await super().send_json(content, close)
        except Disconnected:
            self.ended = True
            log.info("websocket %s: its client is gone (it closed first): the answer was dropped", self.scope["path"])

    async def close_refused(self, code: int) -> None:
        """Accept, then close with ``code``: a handshake refusal would reach the page only as 1006."""
        await self.accept()
        await self.close(code=code)

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None, **kwargs: Any) -> None:
        """Parse a client frame; a malformed one is answered with an error, never a crash."""
        if text_data is None:
            await self.refuse("binary frames are not accepted; send JSON text")
        elif len(text_data) > MAX_CLIENT_FRAME:
            await self.refuse(f"message too large ({len(text_data)} characters, at most {MAX_CLIENT_FRAME})")
        else:
            try:
                content = json.loads(text_data)
            except ValueError:
                await self.refuse("message is not JSON")
                return
            await self.receive_json(content)

    async def receive_json(self, content: Any, **kwargs: Any) -> None:
        await self.refuse("this socket only sends; it accepts no messages")

    async def refuse(self, why: str) -> None:
        """Tell the client what was wrong with its message; the socket stays open."""
        await self.send_json({"type": "error", "error": why})

    async def disconnect(self, code: int) -> None:
        if self.group:
            try:
                await self.channel_layer.group_discard(self.group, self.channel_name)
            except redis_down():  # the socket is gone either way; its membership expires in Redis (group_expiry)
                log.info("websocket %s: could not leave %s (Redis unreachable)", self.scope["path"], self.group)
        for task in (getattr(self, "_poller", None), getattr(self, "_watcher", None)):
            if task is not None:
                task.cancel()


def _header(user: Any, run_id: str) -> dict[str, Any]:
    """The run's header as this user may see it (the lease holder is an API client's own label)."""
    return selectors.run_header(run_id=run_id, sight=sight_of(user, run_id))


class TimelineConsumer(_GuardedConsumer):
    """Streams one run's journal, strictly in seq order, from the seq the client last saw."""

    async def connect(self) -> None:
        self.run_id = self.scope["url_route"]["kwargs"]["run_id"]
        if not await self._admit():
            return
        if not await database_sync_to_async(selectors.run_exists)(run_id=self.run_id):
            await self.close_refused(NOT_FOUND)
            return
        query = parse_qs(self.scope.get("query_string", b"").decode(errors="replace"))
        after = _seq_text(query.get("after", ["0"])[0])
        if after is None:
            await self.close_refused(BAD_REQUEST)
            return
        self.sent = after
        #: the header last sent (with events or alone): a header-only frame goes out only when it differs
        self.shown: dict[str, Any] | None = None
        self._lock = asyncio.Lock()
        self.group = live.run_group(self.run_id)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()
        # the lease read before the first batch: the header the page gets is as new or newer, never older
        self.lease = (await database_sync_to_async(selectors.run_head)(run_id=self.run_id))[1]
        await self.catch_up()
        self._poller = asyncio.ensure_future(self._poll())
        self.watch_access()

    async def receive_json(self, content: Any, **kwargs: Any) -> None:
        after = _seq(content.get("after")) if isinstance(content, dict) and set(content) == {"after"} else None
        if after is None:
            await self.refuse('expected {"after": <seq>}, a whole number >= 0')
            return
        async with self._lock:
            self.sent = after
        await self.catch_up()

    async def run_wake(self, message: dict[str, Any]) -> None:
        if int(message.get("last_seq", 0)) > self.sent:
            await self.catch_up()

    async def catch_up(self) -> None:
        """Send everything after the last seq sent; serialised so two wake-ups never interleave."""
        async with self._lock:
            while (user := await self.reader()) is not None:
                batch = await database_sync_to_async(_timeline_after)(user, self.run_id, self.sent)
                if not batch["events"]:
                    return
                await self.send_json({"type": "events", **batch})
                self.sent, self.shown = batch["events"][-1]["seq"], batch["run"]
                if len(batch["events"]) < BATCH:
                    return

    async def send_header(self) -> None:
        """The run's header alone (``"events": []``): its lease was given back or taken over with no event,
        which the page's lease card would otherwise go on showing as held. Not when it is the header the last
        frame carried, nor when the run has events not sent yet: an append renews the lease (a new expiry), and the
        events sent with it show that (the catch-up that sends them, a wake-up's or the next poll's)."""
        async with self._lock:
            if (user := await self.reader()) is not None:
                run = await database_sync_to_async(_header)(user, self.run_id)
                if run != self.shown and run["last_seq"] <= self.sent:
                    await self.send_json({"type": "events", "events": [], "run": run})
                    self.shown = run

    async def _poll(self) -> None:
        """Every :data:`POLL_SECONDS`, what no wake-up brought (a writer on another channel layer). A round
        that fails (the database away) is logged once, with its traceback, and the next round tries again:
        the live feed outlives the failure instead of ending silently."""
        failing = False
        while True:
            await asyncio.sleep(POLL_SECONDS)
            try:
                head, lease = await database_sync_to_async(selectors.run_head)(run_id=self.run_id)
                if head > self.sent:
                    await self.catch_up()
                if lease != self.lease:
                    # also after a catch-up: a wake-up may have sent these events already, with the header it
                    # read before the lease moved, and left this one nothing to send
                    await self.send_header()
                self.lease = lease
            except Exception:
                if not failing:
                    log.warning("the live timeline of run %s could not read it; retrying", self.run_id, exc_info=True)
                failing = True
            else:
                if failing:
                    log.info("the live timeline of run %s reads it again", self.run_id)
                failing = False


class RunsListConsumer(_GuardedConsumer):
    """Tells the runs list that some run moved, so the page refreshes its table (htmx)."""

    async def connect(self) -> None:
        if not await self._admit():
            return
        self.group = live.RUNS_GROUP
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()
        self.watch_access()

    async def run_wake(self, message: dict[str, Any]) -> None:
        if await self.reader() is not None:
            await self.send_json({"type": "changed", "run_id": message["run_id"], "last_seq": message["last_seq"]})


MAX_SEQ = 2**31 - 1  # the journal's seq column is a 32-bit integer


def _seq(raw: Any) -> int | None:
    """``raw`` if it is a seq (a JSON whole number in range), else None."""
    return raw if isinstance(raw, int) and not isinstance(raw, bool) and 0 <= raw <= MAX_SEQ else None


def _seq_text(raw: str) -> int | None:
    """A seq written in the URL (decimal digits), else None."""
    return _seq(int(raw)) if raw.isascii() and raw.isdigit() and len(raw) <= len(str(MAX_SEQ)) else None
