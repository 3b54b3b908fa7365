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

import itertools
import logging
import math
import os
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from agentops.core.tools import Tool

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class LeaseBeat:
    """How a driver renews its lease while a call is in flight.

    ``renew()`` renews it by the driver's fence and returns False when the fence is lost (taken over: stop); an
    exception is a renewal that did not get through (the store or the server out of reach): the next beat tries
    again, as the next write would. ``seconds`` is the lease's length; ``done`` runs in the beat thread when the
    call ends (the worker closes that thread's database connection).
    """

    renew: Callable[[], bool]
    seconds: float
    done: Callable[[], None] | None = None

    def kept(self, bound: float | None = None) -> _Kept:
        """Renew every ``seconds / 3`` until the block ends, or ``bound`` seconds (the call's timeout) have passed."""
        return _Kept(self, bound)


class _Kept:
    """:meth:`LeaseBeat.kept`'s block: the call registered with the beat thread while it is in flight. A class, not a
    generator under ``contextlib.contextmanager``, whose frames cost as much again as the registration (twice a step)."""

    __slots__ = ("beat", "bound", "key")

    def __init__(self, beat: LeaseBeat, bound: float | None) -> None:
        self.beat, self.bound = beat, bound

    def __enter__(self) -> None:
        self.key = _BEATS.add(self.beat, None if self.bound is None else time.monotonic() + self.bound)

    def __exit__(self, *exc: object) -> None:
        _BEATS.remove(self.key)


class _Beats:
    """The process's one beat thread, renewing every lease whose call is in flight when its third comes round.

    One thread for all calls, started on first use in each process (a forked worker starts its own): a thread
    started and joined per call cost ~0.1 ms of CPU, twice a step. The renewals are made one after another; a
    renewal waiting on an unreachable store delays the others in the process by as long (they are due every third of
    a lease, so a wait shorter than a third loses none). The thread is woken only when a call falls due before it
    would wake anyway: idle, it wakes every third of the last lease it saw, so a call (nearly all are shorter than
    that) never wakes it — a wake per call made the thread and the caller take the interpreter lock in turn, ~0.4 ms
    a step on SQLite."""

    def __init__(self) -> None:
        # a plain lock, taken directly where no wait is made (a call's registration): a Condition's own enter and
        # exit are Python frames around its lock's
        self._lock = threading.Lock()
        self._cond = threading.Condition(self._lock)
        self._live: dict[int, list[Any]] = {}  # key -> [beat, next renewal, until (monotonic) or None, renewed]
        self._ended: list[LeaseBeat] = []  # calls over whose ``done`` the thread has yet to run
        self._keys = itertools.count()
        self._started = False
        self._wake_at = math.inf  # when the thread wakes by itself (monotonic)
        self._idle = 1.0  # how long it sleeps with no call due: a third of the last lease seen

    def add(self, beat: LeaseBeat, until: float | None) -> int:
        with self._lock:
            if not self._started:
                self._started = True
                threading.Thread(target=self._run, name="lease beat", daemon=True).start()
            key, due = next(self._keys), time.monotonic() + beat.seconds / 3
            self._live[key] = [beat, due, until, False]
            self._idle = beat.seconds / 3
            if due < self._wake_at:
                self._cond.notify()
            return key

    def remove(self, key: int) -> None:
        with self._lock:
            beat, _, _, renewed = self._live.pop(key)
            if renewed and beat.done is not None:  # a call shorter than a third of the lease costs the thread nothing
                self._ended.append(beat)
                self._cond.notify()

    def _run(self) -> None:
        while True:
            with self._cond:
                now = time.monotonic()
                due = [entry for entry in self._live.values() if entry[1] <= now]
                ended, self._ended = self._ended, []
                if not due and not ended:
                    self._wake_at = min((entry[1] for entry in self._live.values()), default=now + self._idle)
                    if self._wake_at == math.inf:  # every call in flight past its timeout or taken over
                        self._wake_at = now + self._idle
                    self._cond.wait(self._wake_at - now)
                    continue
                for entry in due:
                    beat, _, until, _ = entry
                    stop = until is not None and now >= until  # past its timeout: a hung call no longer holds it
                    entry[1] = math.inf if stop else now + beat.seconds / 3
                    entry[3] = entry[3] or not stop  # a renewal is made for it: its ``done`` runs when it ends
            for entry in due:
                if entry[1] != math.inf and not _renewed(entry[0]):
                    entry[1] = math.inf  # the fence moved on: no renewal after it
            for beat in ended:
                beat.done()  # type: ignore[misc]  # only calls with a ``done`` are listed


def _renewed(beat: LeaseBeat) -> bool:
    """Whether to go on renewing: ``renew()`` said the fence holds, or did not get through (tried again)."""
    try:
        return beat.renew()
    except Exception as exc:  # a renewal that did not get through: tried again, never raised here
        _log.warning("lease renewal failed (%s): trying again in %.1f s", exc, beat.seconds / 3)
        return True


_BEATS = _Beats()
os.register_at_fork(after_in_child=_BEATS.__init__)  # a forked worker: no thread, no lock held by the parent's


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


def confirm_before_send(confirm: Callable[[], None], sending: bool) -> None:
    """The rule of every driver before it sends a step's calls: ``confirm()`` (a fenced renewal, or the worker's
    fence check) raises when another process took the run over, so nothing is sent — the calls are the new holder's.

    Always, not only for a claim older than part of the lease: a process paused (SIGSTOP, a VM freeze, a long GC)
    between its claim and its send may resume after a second process took the lapsed lease, found by its status
    lookup that the call was not done, and sent it; this process's send would be the second effect. What remains is
    a pause between this check and the send itself, which only a service that checks the idempotency key (or fences
    its writes) closes."""
    if sending:
        confirm()
