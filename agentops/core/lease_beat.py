"""The one renewal rule of every driver of a run — the server's step loop (the Celery or in-process worker) and the
API client's ``DurableRun``: while a model or tool call is in flight, the driver renews its lease every third of
its length, by a fenced renewal.

A journal append renews the lease too, but a call longer than the lease made no append: a healthy driver lost its
run to the recovery sweep or a second copy, which found the call in doubt and parked it for a human — or, for a
tool that cannot dedupe whose lookup missed the call still in flight, sent it a second time (two tickets).

What still loses the run: a process that stalled or died (no beat for a whole lease); a renewal refused because the
fence moved on (the beat stops; the driver stops at its next write, as before); a call past its ``bound`` (its
tool's ``timeout``: the beat stops there and the lease runs out one length later). A call without a timeout that
never returns holds its run while its process lives: give slow tools a timeout.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from agentops.core.tools import Tool

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class LeaseBeat:
    """How a driver renews its lease while a call is in flight.

    ``renew()`` renews it by the driver's fence and returns False when the fence is lost (taken over: stop); an
    exception is a renewal that did not get through (the store or the server out of reach): the next beat tries
    again, as the next write would. ``seconds`` is the lease's length; ``done`` runs in the beat's thread when it
    ends (the worker closes that thread's database connection).
    """

    renew: Callable[[], bool]
    seconds: float
    done: Callable[[], None] | None = None

    @contextlib.contextmanager
    def kept(self, bound: float | None = None) -> Iterator[None]:
        """Renew every ``seconds / 3`` until the block ends, or ``bound`` seconds (the call's timeout) have passed."""
        stop = threading.Event()
        until = None if bound is None else time.monotonic() + bound

        def beat() -> None:
            try:
                while not stop.wait(self.seconds / 3):
                    if until is not None and time.monotonic() >= until:
                        return  # past its timeout: a hung call no longer holds the run
                    try:
                        if not self.renew():
                            return
                    except Exception as exc:  # a renewal that did not get through: tried again, never raised here
                        _log.warning("lease renewal failed (%s): trying again in %.1f s", exc, self.seconds / 3)
            finally:
                if self.done is not None:
                    self.done()

        keeper = threading.Thread(target=beat, name="lease beat", daemon=True)
        keeper.start()
        try:
            yield
        finally:
            stop.set()
            keeper.join()


def call_bound(tools: Iterable[Tool | None]) -> float | None:
    """How long calls of ``tools`` in flight together keep the lease: the longest of the tools' timeouts, None if
    one has none (an unknown tool, None, runs nothing)."""
    longest = 0.0
    for tool in tools:
        if tool is not None:
            if tool.timeout is None:
                return None
            longest = max(longest, tool.timeout)
    return longest
