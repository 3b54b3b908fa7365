"""Live timelines: after every committed append, wake the sockets watching that run.

The message carries only ``{run_id, last_seq}``. Consumers read the events themselves from the
journal (``seq > last sent``), so a lost or duplicated wake-up costs nothing: the journal is the
source of truth and the channel layer is only a doorbell.
"""

from __future__ import annotations

import asyncio
import logging

from asgiref.sync import async_to_sync
from channels.layers import InMemoryChannelLayer, get_channel_layer

log = logging.getLogger(__name__)

#: Group of every socket watching the runs list.
RUNS_GROUP = "runs"
WAKE_TYPE = "run.wake"
_pending: set[asyncio.Task] = set()


def run_group(run_id: str) -> str:
    """The channel-layer group of one run's timeline sockets."""
    return f"run.{run_id}"


def wake(run_id: str, last_seq: int) -> None:
    """Tell the run's sockets and the list's sockets that the journal now ends at ``last_seq``."""
    layer = get_channel_layer()
    if layer is None:
        return
    if isinstance(layer, InMemoryChannelLayer) and not _has_listener(layer, run_id):
        return  # an in-process layer with no socket in this process: nobody could hear it
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


def _has_listener(layer: InMemoryChannelLayer, run_id: str) -> bool:
    return bool(layer.groups.get(run_group(run_id)) or layer.groups.get(RUNS_GROUP))


async def _send(layer, run_id: str, message: dict) -> None:
    await layer.group_send(run_group(run_id), message)
    await layer.group_send(RUNS_GROUP, message)


def install() -> None:
    """Register :func:`wake` as a journal after-append hook (idempotent; called from AppConfig.ready)."""
    from runs.journal import after_append_hooks

    if wake not in after_append_hooks:
        after_append_hooks.append(wake)
