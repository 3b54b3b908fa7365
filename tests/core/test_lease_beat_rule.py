"""The renewal rule of every driver while a call is in flight (``agentops.core.lease_beat``), in real threads and time."""

import threading
import time

import pytest

from agentops.core import lease_beat
from agentops.core.lease_beat import LeaseBeat, call_bound
from agentops.core.tools import Effect, Tool


class Renewals:
    """A ``renew`` callable counting its calls; ``answers`` (True, False, an exception) in turn, then True."""

    def __init__(self, *answers: object) -> None:
        self.answers, self.calls, self.threads = list(answers), 0, set()

    def __call__(self) -> bool:
        self.calls += 1
        self.threads.add(threading.get_ident())
        answer = self.answers.pop(0) if self.answers else True
        if isinstance(answer, Exception):
            raise answer
        return bool(answer)


def test_a_call_in_flight_renews_every_third_of_the_lease_from_its_own_thread_and_stops_with_the_call():
    renew, done = Renewals(), threading.Event()
    started = time.monotonic()
    with LeaseBeat(renew, 0.3, done.set).kept():
        time.sleep(0.65)  # beats at 0.1, 0.2, … (later on a loaded machine, never sooner)
    held = time.monotonic() - started  # a loaded machine's sleep lasts longer: 0.75 s held it for 7 beats
    calls = renew.calls
    time.sleep(0.25)
    assert 3 <= calls <= held / 0.1 and renew.calls == calls  # none sooner than a third, none after the block
    assert threading.get_ident() not in renew.threads and done.is_set()


def test_a_lost_fence_stops_the_beat_and_a_failed_renewal_is_tried_again():
    lost = Renewals(True, False)
    with LeaseBeat(lost, 0.15).kept():
        time.sleep(0.5)
    assert lost.calls == 2  # the second said the fence moved on: no renewal after it

    unreachable = Renewals(ConnectionError("refused"), ConnectionError("refused"))
    with LeaseBeat(unreachable, 0.15).kept():
        time.sleep(0.5)
    assert unreachable.calls >= 3  # two failed, then renewed again


def test_a_call_past_its_timeout_is_no_longer_renewed():
    renew = Renewals()
    with LeaseBeat(renew, 0.3).kept(bound=0.25):
        time.sleep(0.7)  # hung past its timeout: beats at 0.1, 0.2 only (the beats due later renew nothing)
    assert 1 <= renew.calls <= 2


def test_calls_in_flight_together_are_bounded_by_the_longest_timeout_and_unbounded_by_one_without():
    def timed(timeout: float | None) -> Tool:
        return Tool("read", lambda args, key: {}, effect=Effect.READ, timeout=timeout)

    assert call_bound([timed(2.0), timed(5.0), None]) == 5.0  # None: an unknown tool, which runs nothing
    assert call_bound([timed(2.0), timed(None)]) is None


def test_calls_in_flight_at_once_are_renewed_by_one_thread_of_the_process():
    """One beat thread per process, not one per call (a thread started and joined per call cost ~0.1 ms of CPU)."""
    first, second = Renewals(), Renewals()

    def call(renew: Renewals) -> None:
        with LeaseBeat(renew, 0.15).kept():
            time.sleep(0.4)

    callers = [threading.Thread(target=call, args=(r,)) for r in (first, second)]
    before = threading.active_count()
    for t in callers:
        t.start()
    time.sleep(0.1)
    assert threading.active_count() <= before + 2 + 1  # the two callers and at most the beat thread, started once
    for t in callers:
        t.join()
    assert first.calls >= 2 and second.calls >= 2
    assert len(first.threads | second.threads) == 1


def test_a_forked_worker_renews_from_its_own_beat_thread():
    """A prefork worker is a fork of a process whose beat thread it does not have: its first call starts its own."""
    import os

    with LeaseBeat(Renewals(), 0.15).kept():  # the parent's thread exists before the fork
        pass
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: renew once, report, leave without running the parent's cleanup
        renew = Renewals()
        with LeaseBeat(renew, 0.15).kept():
            time.sleep(0.3)
        os.write(write, bytes([min(renew.calls, 255)]))
        os._exit(0)
    os.close(write)
    calls = os.read(read, 1)
    os.waitpid(pid, 0)
    assert calls and calls[0] >= 1


def test_a_call_is_registered_with_the_beat_thread_only_while_its_block_runs_and_not_after_it_raises():
    live, block = lease_beat._BEATS._live, LeaseBeat(Renewals(), 30).kept(bound=5.0)
    before = dict(live)
    assert live == before  # made, not entered: nothing registered
    with pytest.raises(RuntimeError, match="the call failed"), block:
        (key,) = set(live) - set(before)
        assert live[key][0].seconds == 30 and live[key][2] is not None  # renewed until its bound
        raise RuntimeError("the call failed")
    assert live == before
