"""The after-commit wake-up skips an in-process layer that has no socket listening in this process."""

from __future__ import annotations

import threading
import time

import pytest
from channels.layers import InMemoryChannelLayer

from runs.dashboard import live

pytestmark = pytest.mark.sqlite


@pytest.fixture
def layer(monkeypatch):
    layer = InMemoryChannelLayer()
    monkeypatch.setattr(live, "get_channel_layer", lambda: layer)
    sent = []

    async def record(layer_, run_id, message):
        sent.append((run_id, message["last_seq"]))

    monkeypatch.setattr(live, "_send", record)
    return layer, sent


def test_no_listener_means_no_send(layer):
    _, sent = layer
    live.wake("run_x", 7)
    assert sent == []


def _join(channel_layer, group, channel):
    # what group_add does, without an event loop (Playwright may own this xdist worker's loop)
    channel_layer.groups.setdefault(group, {})[channel] = time.time()


@pytest.mark.parametrize("group", [live.run_group("run_x"), live.RUNS_GROUP])
def test_a_listener_on_the_run_or_the_list_counts(layer, group):
    channel_layer, _ = layer
    _join(channel_layer, group, "specific.socket!1")
    assert live._has_listener(channel_layer, "run_x")


def test_another_runs_listener_does_not_count(layer):
    channel_layer, sent = layer
    _join(channel_layer, live.run_group("run_other"), "specific.socket!2")
    assert not live._has_listener(channel_layer, "run_x")
    live.wake("run_x", 7)
    assert sent == []


class _SharedLayer:
    """A shared (non in-process) layer's stand-in: records each group send; the first one blocks."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, int]] = []
        self.sending, self.release = threading.Event(), threading.Event()

    async def group_send(self, group, message):
        if not self.sending.is_set():
            self.sending.set()
            self.release.wait(5)
        self.sent.append((group, message["last_seq"]))


def test_a_shared_layer_is_rung_from_a_thread_and_wake_ups_coalesce_per_run(monkeypatch):
    shared = _SharedLayer()
    monkeypatch.setattr(live, "get_channel_layer", lambda: shared)
    monkeypatch.setattr(live, "_doorbell", live._Doorbell())
    live.wake("run_a", 1)
    assert shared.sending.wait(5)  # the doorbell thread is inside the layer, blocked ...
    for seq in range(2, 41):
        live.wake("run_a", seq)  # ... and the writer is not
    live.wake("run_b", 5)
    live.wake("run_a", 39)  # late and older: never moves a run back
    shared.release.set()
    deadline = time.monotonic() + 5
    while len(shared.sent) < 6 and time.monotonic() < deadline:
        time.sleep(0.01)
    runs = [(g, seq) for g, seq in shared.sent if g != live.RUNS_GROUP]
    assert runs == [(live.run_group("run_a"), 1), (live.run_group("run_a"), 40), (live.run_group("run_b"), 5)]
    assert [seq for g, seq in shared.sent if g == live.RUNS_GROUP] == [1, 40, 5]


class _TimedLayer:
    """Records each run-group send with the time it was made."""

    def __init__(self) -> None:
        self.sent: list[tuple[float, int]] = []

    async def group_send(self, group, message):
        if group != live.RUNS_GROUP:
            self.sent.append((time.monotonic(), message["last_seq"]))


def _wait_for(predicate, timeout=5.0):
    deadline = time.monotonic() + timeout
    while not predicate() and time.monotonic() < deadline:
        time.sleep(0.002)
    return predicate()


def test_a_busy_writer_gets_one_send_per_gap_with_the_latest_seq(monkeypatch):
    shared = _TimedLayer()
    monkeypatch.setattr(live, "get_channel_layer", lambda: shared)
    monkeypatch.setattr(live, "_doorbell", live._Doorbell())
    monkeypatch.setattr(live, "BATCH_GAP_SECONDS", 0.2)
    live.wake("run_a", 1)
    assert _wait_for(lambda: len(shared.sent) == 1)  # the first wake-up after a quiet spell goes at once
    for seq in range(2, 51):  # a writer appending fast, inside the pause
        live.wake("run_a", seq)
    assert _wait_for(lambda: len(shared.sent) == 2)
    time.sleep(0.3)  # nothing more is queued, so nothing more is sent
    assert [seq for _, seq in shared.sent] == [1, 50]
    assert shared.sent[1][0] - shared.sent[0][0] >= 0.2
