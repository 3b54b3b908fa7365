"""The durable loop's way back to the caller's event loop (set by :func:`~agentops_durable.aio.adurable_run`)."""

from __future__ import annotations

import asyncio
import contextvars
from collections.abc import Coroutine
from typing import Any

#: The caller's event loop while ``adurable_run`` drives a run (copied into the driving thread).
LOOP: contextvars.ContextVar[asyncio.AbstractEventLoop | None] = contextvars.ContextVar("agentops_loop", default=None)


def run_coroutine(coro: Coroutine[Any, Any, Any]) -> Any:
    """Run ``coro`` to its result from the (synchronous) durable loop's thread."""
    loop = LOOP.get()
    if loop is None:
        return asyncio.run(coro)
    return asyncio.run_coroutine_threadsafe(coro, loop).result()
