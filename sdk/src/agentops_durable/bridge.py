"""The durable loop's way back to the caller's event loop (set by :func:`~agentops_durable.aio.adurable_run`)."""

from __future__ import annotations

import asyncio
import contextvars
import threading
import time
from collections.abc import Coroutine
from typing import Any

#: The caller's event loop while ``adurable_run`` drives a run (copied into the driving thread).
LOOP: contextvars.ContextVar[asyncio.AbstractEventLoop | None] = contextvars.ContextVar("agentops_loop", default=None)


#: Where a cancelled caller's run stops: before a model call, or after one (its answer journaled) before its calls
_STOPS = {"before_sample": "before the model call", "after_sample": "before the tool calls"}


class Cancel:
    """Set (:meth:`set`) once the caller of ``adurable_run`` was cancelled: the run driven for it stops at its next
    safe point — before a model call, before the calls of a model answer just journaled, or in a wait (for a lease,
    a decision, a retry) — never while a step's calls run, between their intents and their results (a replay's
    pause included): a result not journaled would leave its call in doubt, for a human when its service cannot
    dedupe."""

    def __init__(self) -> None:
        self._set, self._executing = threading.Event(), False

    def set(self) -> None:
        self._set.set()

    def hook(self, point: str, step: int) -> None:
        """The durable loop's crash hook (``Agent.crash_hook``)."""
        self._executing = point == "after_intent" or (self._executing and point != "after_effect")
        if point in _STOPS and self._set.is_set():
            raise Stopped(f"the caller was cancelled: the run stopped {_STOPS[point]} of step {step}")

    def pause(self, seconds: float) -> None:
        """The durable loop's sleep."""
        if self._executing:
            time.sleep(seconds)
        elif self._set.wait(seconds):
            raise Stopped("the caller was cancelled: the run stopped waiting")


#: The caller's cancellation while ``adurable_run`` drives a run (copied into the driving thread with ``LOOP``).
CANCEL: contextvars.ContextVar[Cancel | None] = contextvars.ContextVar("agentops_cancel", default=None)


class Stopped(Exception):
    """The caller of ``adurable_run`` was cancelled and the run stopped at a safe point (run it again to resume)."""


def run_coroutine(coro: Coroutine[Any, Any, Any]) -> Any:
    """Run ``coro`` to its result from the (synchronous) durable loop's thread.

    An error raised inside an anyio / asyncio task group (an MCP session's, an async tool's) reaches here as an
    ``ExceptionGroup`` around it; a group of one error is that error, re-raised, so the tool's caller and the
    journal see what failed (``ConnectionResetError: …``, the server's ``McpError``), not "unhandled errors in a
    TaskGroup (1 sub-exception)" — and the protocol can read it (``agentops.core.protocol.raised_result``)."""
    loop = LOOP.get()
    try:
        if loop is None:
            return asyncio.run(coro)
        return asyncio.run_coroutine_threadsafe(coro, loop).result()
    except BaseExceptionGroup as group:
        sole = sole_error(group)
        if sole is None:
            raise
        raise sole from None


def sole_error(group: BaseExceptionGroup[Any]) -> Exception | None:
    """The one error ``group`` holds, through nested groups; None when it holds several (or no plain error)."""
    leaves: list[BaseException] = []
    pending: list[BaseException] = [group]
    while pending and len(leaves) < 2:
        item = pending.pop()
        if isinstance(item, BaseExceptionGroup):
            pending.extend(item.exceptions)
        else:
            leaves.append(item)
    return leaves[0] if len(leaves) == 1 and not pending and isinstance(leaves[0], Exception) else None
