"""The durable loop's way back to the caller's event loop (set by :func:`~agentops_durable.aio.adurable_run`)."""

from __future__ import annotations

import asyncio
import contextvars
from collections.abc import Coroutine
from typing import Any

#: The caller's event loop while ``adurable_run`` drives a run (copied into the driving thread).
LOOP: contextvars.ContextVar[asyncio.AbstractEventLoop | None] = contextvars.ContextVar("agentops_loop", default=None)


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
