"""Live timelines: after every committed append, wake the sockets watching that run.

The message carries only ``{run_id, last_seq}``. Consumers read the events themselves from the
journal (``seq > last sent``), so a lost or duplicated wake-up costs nothing: the journal is the
source of truth and the channel layer is only a doorbell.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time
from typing import Any

from asgiref.sync import async_to_sync
from channels.layers import InMemoryChannelLayer, get_channel_layer

from runs.journal.store import after_append_hooks

log = logging.getLogger(__name__)

#: Group of every socket watching the runs list.
RUNS_GROUP = "runs"
WAKE_TYPE = "run.wake"
_pending: set[asyncio.Task] = set()


def run_group(run_id: str) -> str:
    """The channel-layer group of one run's timeline sockets."""
    return f"run.{run_id}"


def wake(run_id: str, last_seq: int) -> None:
    """Tell the run's sockets and the list's sockets that the journal now ends at ``last_seq``.

    A shared layer (Redis) is rung from this process's doorbell thread: the writer only records
    the wake-up, it never waits for the channel layer.
    """
    layer = get_channel_layer()
    if layer is None:
        return
    if not isinstance(layer, InMemoryChannelLayer):
        _doorbell.ring(layer, run_id, last_seq)
        return
    if not _has_listener(layer, run_id):
        return  # an in-process layer with no socket in this process: nobody could hear it
    message = _message(run_id, last_seq)
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        loop = None
    if loop is not None:  # a sync caller inside an event loop's thread: send once the loop runs again
        task = loop.create_task(_send(layer, run_id, message))
        _pending.add(task)  # the loop keeps only weak references to tasks
        task.add_done_callback(_pending.discard)
        return
    try:
        async_to_sync(_send)(layer, run_id, message)
    except Exception:  # a missed wake-up is healed by the consumer's poll; never fail the writer
        log.warning("live wake-up for %s#%s not delivered", run_id, last_seq, exc_info=True)


def _message(run_id: str, last_seq: int) -> dict:
    return {"type": WAKE_TYPE, "run_id": run_id, "last_seq": last_seq}


#: The doorbell's pause after each batch it sends: wake-ups that arrive meanwhile coalesce, so a
#: busy worker sends at most one batch per pause while a quiet one still sends the first at once.
BATCH_GAP_SECONDS = 0.02


class _Doorbell:
    """One sender thread per process, with its own event loop, for a shared channel layer.

    Sending through Redis from the writer cost more than the append it announced (two group
    sends, a few milliseconds). Here the writer records ``run_id -> last_seq`` and returns; the
    thread sends what has accumulated, one message per run with its latest seq (consumers read the
    journal themselves, so the seqs in between need no message of their own), then pauses
    :data:`BATCH_GAP_SECONDS`. Without the pause a worker appending every millisecond kept the
    thread sending all the time, and on two cores its CPU slowed the writer by ~0.6 ms a step.
    A wake-up Redis did not take (restarting, away) is sent again (:func:`_delivered`, then a second later).
    Wake-ups still queued when the process exits are lost, which the consumers' poll heals.
    """

    def __init__(self) -> None:
        self._reset()
        os.register_at_fork(after_in_child=self._reset)  # a forked worker starts its own thread

    def _reset(self) -> None:
        self._lock = threading.Lock()
        self._due = threading.Event()
        self._latest: dict[str, tuple[Any, int]] = {}
        self._failing: dict[tuple[str, int], float] = {}  # (run, seq) → since when its sends fail (the thread's own)
        self._thread: threading.Thread | None = None

    def ring(self, layer: Any, run_id: str, last_seq: int) -> None:
        """Queue a wake-up (never blocks on the layer)."""
        with self._lock:
            seen = self._latest.get(run_id)
            if seen is None or seen[1] < last_seq:
                self._latest[run_id] = (layer, last_seq)
            if self._thread is None:
                self._thread = threading.Thread(target=self._send_forever, name="agentops-live-wake", daemon=True)
                self._thread.start()
        self._due.set()

    def _send_forever(self) -> None:
        loop = asyncio.new_event_loop()
        while True:
            self._due.wait()
            with self._lock:
                self._due.clear()
                batch, self._latest = self._latest, {}
            undelivered = {}
            for run_id, (layer, last_seq) in batch.items():
                failing_since = self._failing.pop((run_id, last_seq), None)
                if _delivered(loop, layer, run_id, last_seq, warn=failing_since is None):
                    continue
                now = time.monotonic()
                if failing_since is None:
                    failing_since = now
                if now - failing_since < RETRY_FOR_SECONDS and layer is get_channel_layer():
                    undelivered[run_id] = (layer, last_seq)
                    self._failing[(run_id, last_seq)] = failing_since
            if undelivered:  # Redis away: kept for the next batch (unless a newer one came), a second later
                with self._lock:
                    for run_id, (layer, last_seq) in undelivered.items():
                        self._latest.setdefault(run_id, (layer, last_seq))
                    self._due.set()
                time.sleep(RETRY_SECONDS)
            time.sleep(BATCH_GAP_SECONDS)


#: The doorbell's pause before it sends again what Redis did not take (Redis restarting or down), and how long it
#: keeps trying one wake-up: past that the consumers' poll has healed it (a Redis away for an hour was a warning a
#: second per run for an hour). A wake-up for a channel layer no longer in use (reconfigured) is dropped at once.
RETRY_SECONDS = 1.0
RETRY_FOR_SECONDS = 30.0


def _delivered(loop: asyncio.AbstractEventLoop, layer: Any, run_id: str, last_seq: int, *, warn: bool) -> bool:
    """Send one wake-up, and once more at once when it fails: after a Redis restart the first send goes out on a
    pooled connection of the dead server, which channels-redis drops as it raises, and the second opens a new one.
    The first wake-up each process sent after a restart was lost (its socket heard it only at its next poll;
    fix-known8). False when both failed (Redis away): the caller keeps it; ``warn``: its first failure is logged, not
    each retry."""
    for attempt in range(2):
        try:
            loop.run_until_complete(_send(layer, run_id, _message(run_id, last_seq)))
            return True
        except Exception:  # never fail the thread; a duplicated wake-up costs nothing
            if attempt and warn:
                log.warning("live wake-up for %s#%s not delivered; sent again later", run_id, last_seq, exc_info=True)
    return False


_doorbell = _Doorbell()


def _has_listener(layer: InMemoryChannelLayer, run_id: str) -> bool:
    return bool(layer.groups.get(run_group(run_id)) or layer.groups.get(RUNS_GROUP))


async def _send(layer, run_id: str, message: dict) -> None:
    await layer.group_send(run_group(run_id), message)
    await layer.group_send(RUNS_GROUP, message)


def install() -> None:
    """Register :func:`wake` as a journal after-append hook (idempotent; called from AppConfig.ready)."""
    if wake not in after_append_hooks:
        after_append_hooks.append(wake)
