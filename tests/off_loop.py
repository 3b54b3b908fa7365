"""Run a test's own ``asyncio.run`` / ``async_to_sync`` work off the main thread.

Playwright's sync API (pytest-playwright's session-wide ``playwright`` fixture) leaves an event loop running on
the main thread once a browser test ran in the process, where ``asyncio.run`` and ``async_to_sync`` then refuse to
run ("cannot be called from a running event loop"): a test after a browser test in the same xdist worker failed
only in that order (ci-speed9: ``tests/dashboard/test_redis_down.py`` before ``test_redis_restart.py``).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


def off_the_loop(fn: Callable[..., T], *args: Any, limit: float = 60) -> T:
    """``fn(*args)`` in a fresh thread (no loop running there); its result, or its exception raised here."""
    out: list[Any] = []
    failed: list[BaseException] = []

    def go() -> None:
        try:
            out.append(fn(*args))
        except BaseException as error:  # raised again in the test's thread
            failed.append(error)

    thread = threading.Thread(target=go, name="off-the-loop", daemon=True)
    thread.start()
    thread.join(timeout=limit)
    if thread.is_alive():
        raise TimeoutError(f"{getattr(fn, '__name__', fn)!r} did not end within {limit} s")
    if failed:
        raise failed[0]
    return out[0]
