"""The after-commit wake-up skips an in-process layer that has no socket listening in this process."""

from __future__ import annotations

import time

import pytest
from channels.layers import InMemoryChannelLayer

from runs import live

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
