"""A Redis restart under a running deployment (the channel layer on Redis): the first live wake-up each process sent
after it was lost — the pooled connection it went out on was the dead server's, channels-redis raised, and the doorbell
dropped it — and the sockets' group memberships, kept in Redis, were gone with it (fix-known8). A private
``redis-server`` on its own port, killed and started again here."""

from __future__ import annotations

import shutil
import time

import pytest
from asgiref.sync import async_to_sync
from channels.layers import channel_layers, get_channel_layer

from runs.dashboard import live
from tests.dashboard.test_redis_down import PrivateRedis

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
    channel = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)(live.run_group(run_id), channel)
    return channel


def _heard(channel: str, timeout: float = 5.0) -> dict | None:
    async def receive() -> dict | None:
        import asyncio

        try:
            return await asyncio.wait_for(get_channel_layer().receive(channel), timeout)
        except TimeoutError:
            return None

    return async_to_sync(receive)()


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
