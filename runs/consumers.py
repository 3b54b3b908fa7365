"""Websocket consumers: a run's live timeline and the runs list's change feed.

Protocol of the timeline (``/ws/runs/<id>/?after=N``): the server sends every event with
``seq > N`` read from the journal, in seq order, then more whenever it is woken (channel layer)
or its poll sees the run's head move. Each message is ``{"type": "events", "events": [...],
"run": {...}}``; the client keeps the highest seq it has shown and reconnects with ``?after=`` it,
so nothing is missed or shown twice. A client may also send ``{"after": N}`` to resync.
Close code 4401 = not logged in, 4403 = no viewer role, 4404 = unknown run.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any
from urllib.parse import parse_qs

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer

from runs import live, selectors
from runs.roles import VIEWER, has_role

#: Seconds between journal polls: the safety net when a wake-up cannot reach this process.
POLL_SECONDS = 1.0
BATCH = 200


def _allowed(user: Any) -> bool:
    return has_role(user, VIEWER)


class _GuardedConsumer(AsyncJsonWebsocketConsumer):
    """Refuses unauthenticated users and users without the viewer role before accepting."""

    group = ""

    async def _admit(self) -> bool:
        user = self.scope.get("user")
        if not getattr(user, "is_authenticated", False):
            await self.close(code=4401)
            return False
        if not await database_sync_to_async(_allowed)(user):
            await self.close(code=4403)
            return False
        return True

    async def disconnect(self, code: int) -> None:
        if self.group:
            await self.channel_layer.group_discard(self.group, self.channel_name)
        poller = getattr(self, "_poller", None)
        if poller is not None:
            poller.cancel()


class TimelineConsumer(_GuardedConsumer):
    """Streams one run's journal, strictly in seq order, from the seq the client last saw."""

    async def connect(self) -> None:
        self.run_id = self.scope["url_route"]["kwargs"]["run_id"]
        if not await self._admit():
            return
        if not await database_sync_to_async(selectors.run_exists)(run_id=self.run_id):
            await self.close(code=4404)
            return
        query = parse_qs(self.scope.get("query_string", b"").decode())
        self.sent = _int(query.get("after", ["0"])[0])
        self._lock = asyncio.Lock()
        self.group = live.run_group(self.run_id)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()
        await self.catch_up()
        self._poller = asyncio.ensure_future(self._poll())

    async def receive_json(self, content: Any, **kwargs: Any) -> None:
        if isinstance(content, dict) and "after" in content:
            async with self._lock:
                self.sent = _int(content["after"])
            await self.catch_up()

    async def run_wake(self, message: dict[str, Any]) -> None:
        if int(message.get("last_seq", 0)) > self.sent:
            await self.catch_up()

    async def catch_up(self) -> None:
        """Send everything after the last seq sent; serialised so two wake-ups never interleave."""
        async with self._lock:
            while True:
                batch = await database_sync_to_async(selectors.timeline_after)(
                    run_id=self.run_id, after=self.sent, limit=BATCH
                )
                if not batch["events"]:
                    return
                await self.send_json({"type": "events", **batch})
                self.sent = batch["events"][-1]["seq"]
                if len(batch["events"]) < BATCH:
                    return

    async def _poll(self) -> None:
        while True:
            await asyncio.sleep(POLL_SECONDS)
            head = await database_sync_to_async(selectors.run_head)(run_id=self.run_id)
            if head > self.sent:
                with contextlib.suppress(Exception):
                    await self.catch_up()


class RunsListConsumer(_GuardedConsumer):
    """Tells the runs list that some run moved, so the page refreshes its table (htmx)."""

    async def connect(self) -> None:
        if not await self._admit():
            return
        self.group = live.RUNS_GROUP
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()

    async def run_wake(self, message: dict[str, Any]) -> None:
        await self.send_json({"type": "changed", "run_id": message["run_id"], "last_seq": message["last_seq"]})


def _int(raw: Any) -> int:
    try:
        return max(0, int(raw))
    except (TypeError, ValueError):
        return 0
