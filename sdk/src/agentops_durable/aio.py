"""Async use: ``async with adurable_run(...)``, ``async def`` tools and ``openai.AsyncOpenAI``.

The durable loop itself stays the synchronous one (one implementation of the step rules): it runs
in a worker thread while the caller's event loop stays free, and every coroutine it needs — an
async tool, an ``AsyncOpenAI`` completion — is sent back to run on that loop, so loop-bound clients
(``httpx.AsyncClient``, ``AsyncOpenAI``) work as usual. Outside ``adurable_run`` an async tool runs
on a fresh loop of its own. A cancelled ``adurable_run`` stops the run at its next safe point (before a
model call or a wait), then raises ``CancelledError``.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from agentops_durable.bridge import CANCEL, LOOP, Cancel
from agentops_durable.run import DurableResult, durable_run


@asynccontextmanager
async def adurable_run(**options: Any) -> AsyncIterator[DurableResult]:
    """:func:`~agentops_durable.run.durable_run` for ``async`` code: same options, same result."""
    loop, cancel = asyncio.get_running_loop(), Cancel()

    def drive() -> DurableResult:
        LOOP.set(loop)
        CANCEL.set(cancel)
        with durable_run(**options) as result:
            return result

    worker = asyncio.ensure_future(asyncio.to_thread(drive))
    try:
        result = await asyncio.shield(worker)
    except asyncio.CancelledError:
        # cancelled (a timeout, a shutdown): the run stops at its next safe point (bridge.Cancel) — calls in flight
        # finish and are journaled, no new call, model call or wait follows — and the cancellation goes on once it
        # has (the same code run again resumes the run); the run went on in the background, calling the model and
        # the tools
        cancel.set()
        with contextlib.suppress(BaseException):
            await worker
        raise
    yield result
