"""Live timelines: after every committed append, wake the sockets watching that run.

The message carries only ``{run_id, last_seq}``. Consumers read the events themselves from the
journal (``seq > last sent``), so a lost or duplicated wake-up costs nothing: the journal is the
source of truth and the channel layer is only a doorbell.
"""

from __future__ import annotations

import asyncio
import logging
import threading

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer

log = logging.getLogger(__name__)

#: Group of every socket watching the runs list.
RUNS_GROUP = "runs"
WAKE_TYPE = "run.wake"
_pending: set[asyncio.Task] = set()


def run_group(run_id: str) -> str:
    """The channel-layer group of one run's timeline sockets."""
    return f"run.{run_id}"


def wake(run_id: str, last_seq: int) -> None:
    """Ring the doorbell for ``run_id`` at ``last_seq`` (the after-append hook); returns at once.

    A background thread delivers, coalescing to the latest seq per run: the writer never waits
    for the channel layer (a synchronous send cost ~2.5 ms per append, more than the commit).
    """
    _doorbell.ring(run_id, last_seq)


def deliver(run_id: str, last_seq: int) -> None:
    """Tell the run's sockets and the list's sockets, now, that the journal ends at ``last_seq``."""
    layer = get_channel_layer()
    if layer is None:
        return
    message = {"type": WAKE_TYPE, "run_id": run_id, "last_seq": last_seq}
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


class _Doorbell:
    """Pending wake-ups (run id → latest seq) and the daemon thread that delivers them.

    Started lazily, and again in a forked child (a prefork worker inherits no running thread).
    """

    def __init__(self) -> None:
        self._pending: dict[str, int] = {}
        self._lock = threading.Lock()
        self._bell = threading.Event()
        self._thread: threading.Thread | None = None

    def ring(self, run_id: str, last_seq: int) -> None:
        with self._lock:
            if last_seq > self._pending.get(run_id, 0):
                self._pending[run_id] = last_seq
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="agentops-doorbell", daemon=True)
                self._thread.start()
        self._bell.set()

    def _run(self) -> None:
        while True:
            self._bell.wait()
            self._bell.clear()
            with self._lock:
                batch, self._pending = self._pending, {}
            for run_id, last_seq in batch.items():
                deliver(run_id, last_seq)


_doorbell = _Doorbell()


async def _send(layer, run_id: str, message: dict) -> None:
    await layer.group_send(run_group(run_id), message)
    await layer.group_send(RUNS_GROUP, message)


def install() -> None:
    """Register :func:`wake` as a journal after-append hook (idempotent; called from AppConfig.ready)."""
    from runs.journal import after_append_hooks

    if wake not in after_append_hooks:
        after_append_hooks.append(wake)
