"""Async use: ``async with adurable_run(...)``, ``async def`` tools and ``openai.AsyncOpenAI``.

The durable loop itself stays the synchronous one (one implementation of the step rules): it runs
in a worker thread while the caller's event loop stays free, and every coroutine it needs — an
async tool, an ``AsyncOpenAI`` completion — is sent back to run on that loop, so loop-bound clients
(``httpx.AsyncClient``, ``AsyncOpenAI``) work as usual. Outside ``adurable_run`` an async tool runs
on a fresh loop of its own.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from agentops_durable.bridge import LOOP
from agentops_durable.run import DurableResult, durable_run


@asynccontextmanager
async def adurable_run(**options: Any) -> AsyncIterator[DurableResult]:
    """:func:`~agentops_durable.run.durable_run` for ``async`` code: same options, same result."""
    loop = asyncio.get_running_loop()

    def drive() -> DurableResult:
        LOOP.set(loop)
        with durable_run(**options) as result:
            return result

    yield await asyncio.to_thread(drive)
