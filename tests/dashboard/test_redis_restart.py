"""A Redis restart under a running deployment (the channel layer on Redis): the first live wake-up each process sent
after it was lost — the pooled connection it went out on was the dead server's, channels-redis raised, and the doorbell
dropped it — and the sockets' group memberships, kept in Redis, were gone with it (fix-known8). A private
``redis-server`` on its own port, killed and started again here."""

from __future__ import annotations

import logging
import shutil
import time

import pytest
from asgiref.sync import async_to_sync
from channels.layers import channel_layers, get_channel_layer

from runs.dashboard import live
from tests.dashboard.test_redis_down import PrivateRedis
from tests.off_loop import off_the_loop

pytestmark = pytest.mark.skipif(not shutil.which("redis-server"), reason="needs redis-server")


@pytest.fixture
def restarted(settings):
    server = PrivateRedis()
    server.start()
    settings.CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {"hosts": [{"address": server.url, "socket_timeout": 15}]},
        }
    }
    channel_layers.backends.clear()
    try:
        yield server
    finally:
        server.stop()
        channel_layers.backends.clear()


def _listen(run_id: str) -> str:
    layer = get_channel_layer()
    channel = off_the_loop(async_to_sync(layer.new_channel))
    off_the_loop(async_to_sync(layer.group_add), live.run_group(run_id), channel)
    return channel


def _heard(channel: str, timeout: float = 5.0) -> dict | None:
    async def receive() -> dict | None:
        import asyncio

        try:
            return await asyncio.wait_for(get_channel_layer().receive(channel), timeout)
        except TimeoutError:
            return None

    return off_the_loop(async_to_sync(receive), limit=timeout + 30)


def test_the_first_wake_up_after_a_redis_restart_is_delivered(restarted):
    channel = _listen("run_r")
    live.wake("run_r", 1)
    assert (_heard(channel) or {}).get("last_seq") == 1  # the doorbell's connections are open now
    restarted.stop()
    restarted.start()
    channel = _listen("run_r")  # a socket joins again (the restarted Redis forgot every group)
    started = time.monotonic()
    live.wake("run_r", 2)
    message = _heard(channel)
    assert message is not None and message["last_seq"] == 2, "the first wake-up after the restart was lost"
    assert time.monotonic() - started < 3


def _queued(run_id: str, last_seq: int) -> bool:
    doorbell = live._doorbell
    with doorbell._lock:
        return run_id in doorbell._latest or (run_id, last_seq) in doorbell._failing


def test_a_wake_up_redis_never_takes_is_warned_once_and_given_up(restarted, monkeypatch, caplog):
    """Redis away: the wake-up is tried again each second, warned about once (not a warning a second), and given up
    after ``RETRY_FOR_SECONDS`` — the consumers' poll heals it. It was kept for ever: a test after this module's,
    in the same process, heard its warnings (CI, 7 Dec)."""
    monkeypatch.setattr(live, "RETRY_FOR_SECONDS", 2.5)
    channel = _listen("run_gone")
    live.wake("run_gone", 1)
    assert (_heard(channel) or {}).get("last_seq") == 1
    restarted.stop()
    with caplog.at_level(logging.WARNING, logger="runs.dashboard.live"):
        live.wake("run_gone", 7)
        deadline = time.monotonic() + 15
        time.sleep(0.5)
        while _queued("run_gone", 7) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not _queued("run_gone", 7), "still tried after RETRY_FOR_SECONDS"
    warned = [r for r in caplog.records if "run_gone#7" in r.getMessage()]
    assert len(warned) == 1, [r.getMessage() for r in warned]


def test_a_wake_up_for_a_layer_no_longer_in_use_is_dropped(restarted, monkeypatch):
    """A reconfigured channel layer (a new Redis): what the old one did not take is not tried for ever."""
    channel = _listen("run_moved")
    live.wake("run_moved", 1)
    assert (_heard(channel) or {}).get("last_seq") == 1
    restarted.stop()
    live.wake("run_moved", 2)
    time.sleep(0.5)
    assert _queued("run_moved", 2)  # Redis away: kept, tried again each second
    channel_layers.backends.clear()  # the layer of the settings now is another object
    deadline = time.monotonic() + 10
    while _queued("run_moved", 2) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _queued("run_moved", 2)
