"""Redis stopped under a running deployment (the production shape: PostgreSQL, Redis as the cache and the channel
layer): a private ``redis-server`` on its own port, started and killed here. The recovery sweep's once-per-window
marks (``cache.add``) and the websocket consumers' channel layer were unchecked: the sweep raised on every pass,
a socket ended in a traceback. The sweep now finishes its pass and says what it skipped; a socket gets an error
frame naming Redis and closes with 4503 (try again later), the web log one line."""

from __future__ import annotations

import logging
import re
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from datetime import timedelta

import pytest
from django.core.cache import caches
from django.utils import timezone

from agentops.demo.ticket import ticket_inputs
from runs.models import Run
from runs.roles import VIEWER
from runs.services import run_create
from runs.worker import recovery
from tests.dashboard.conftest import make_user
from tests.dashboard.test_sockets_served import session_of
from tests.dashboard.wsclient import Closed, WebSocket
from tests.notify.conftest import free_port

pytestmark = pytest.mark.skipif(not shutil.which("redis-server"), reason="needs redis-server")


class PrivateRedis:
    """A redis-server of this test alone (no persistence), on its own port: ``stop()`` kills it, ``start()`` again."""

    def __init__(self) -> None:
        self.port, self.process = free_port(), None
        self.url = f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        args = ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]
        self.process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", self.port)) == 0:
                    return
            time.sleep(0.05)
        raise AssertionError("redis-server did not start")

    def stop(self) -> None:
        if self.process is not None:
            self.process.kill()
            self.process.wait(10)
            self.process = None


@pytest.fixture
def redis(settings) -> Iterator[PrivateRedis]:
    """The cache and the channel layer on the private Redis, as the production settings make them."""
    server = PrivateRedis()
    server.start()
    local = settings.CACHES
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": server.url}}
    settings.CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {"hosts": [{"address": server.url, "socket_timeout": 15}]},
        }
    }
    try:
        yield server
    finally:
        server.stop()
        caches["default"].close()
        settings.CACHES = local


def stranded(n: int) -> str:
    """A PENDING run nobody picked up (its enqueue lost) for longer than the sweep's window."""
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(n), start=False)
    Run.objects.filter(id=run.id).update(last_event_at=timezone.now() - timedelta(minutes=10))
    return run.id


@pytest.mark.django_db
def test_the_recovery_sweep_with_redis_down_finishes_its_pass_and_re_enqueues_once_it_is_back(
    redis, monkeypatch, django_capture_on_commit_callbacks
):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    run_id = stranded(1)
    redis.stop()
    for _ in range(2):  # pass after pass: no crash, no enqueue (nothing could mark it once)
        with django_capture_on_commit_callbacks(execute=False) as enqueued:
            report = recovery.sweep()
        assert run_id not in report and not enqueued
        said = report["re-enqueue"]
        assert said.startswith(f"skipped: the cache (Redis {redis.url}) is unreachable (ConnectionError")
        assert said.endswith("the next pass re-enqueues once it answers")
    redis.start()
    with django_capture_on_commit_callbacks(execute=False) as enqueued:
        assert recovery.sweep() == {run_id: "re-enqueued"}
    assert len(enqueued) == 1
    with django_capture_on_commit_callbacks(execute=False) as enqueued:
        assert recovery.sweep() == {}  # two passes in one window enqueue it once (the mark in Redis)
    assert not enqueued


@pytest.fixture
def served(redis, asgi_server) -> str:
    """Daphne (a child process) serving with the private Redis as its channel layer."""
    return asgi_server


def read_until_closed(ws: WebSocket) -> tuple[list[dict], int]:
    frames = []
    try:
        while True:
            frames.append(ws.json())
    except Closed as closed:
        return frames, closed.code


@pytest.mark.django_db(transaction=True)
def test_a_socket_with_redis_down_closes_with_a_reason_not_a_traceback(redis, served):
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(1), start=False)
    cookie = session_of(make_user("vera", VIEWER))
    live = WebSocket(served, f"/ws/runs/{run.id}/", cookie=cookie)  # open while Redis answers
    assert live.json()["events"][0]["seq"] == 1
    redis.stop()
    for socket_ in (
        live,
        WebSocket(served, f"/ws/runs/{run.id}/", cookie=cookie),
        WebSocket(served, "/ws/runs/", cookie=cookie),
    ):
        assert socket_.status == 101
        frames, code = read_until_closed(socket_)
        assert code == 4503, (code, frames)  # not a refusal (4400-4499): the page reconnects
        (error,) = [f for f in frames if f.get("type") == "error"]
        assert error["error"].startswith(f"the live feed's channel layer (Redis {redis.url}) is unreachable")
        socket_.close()


@pytest.mark.django_db(transaction=True)
def test_the_web_log_says_it_in_one_line_without_a_traceback(redis, caplog):
    """What daphne's log gets (the consumer in this process, so its records can be read): one warning naming Redis,
    no exception attached, nothing logged as an error."""
    from tests.dashboard.test_consumers import run_async, signed_in, socket

    viewer = signed_in(make_user("vera", VIEWER))
    redis.stop()

    async def go() -> None:
        ws = socket(viewer)
        connected, _ = await ws.connect()
        assert connected
        assert (await ws.receive_json_from())["type"] == "error"
        assert (await ws.receive_output())["code"] == 4503

    with caplog.at_level(logging.INFO):
        run_async(go)
    said = [r for r in caplog.records if "is unreachable" in r.getMessage()]
    assert [r.levelname for r in said] == ["WARNING"] and not said[0].exc_info
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_run_page_says_why_its_live_feed_stopped_and_goes_live_again(redis, served, page):
    """The page showed only ``reconnecting…`` on a 4503: the operator could not tell Redis from a network blip. It
    shows the server's error frame while it reconnects, and ``live`` once Redis answers again."""
    from playwright.sync_api import expect

    from tests.dashboard.test_browser_hardening import signed_in

    run, _ = run_create(agent="ticket", inputs=ticket_inputs(1), start=False)
    signed_in(page.context, served, "vera", VIEWER)
    page.goto(f"{served}/runs/{run.id}/")
    state = page.locator("#live-state")
    expect(state).to_have_attribute("data-state", "live")
    redis.stop()
    expect(state).to_have_attribute("data-state", "connecting")
    expect(state).to_contain_text(f"reconnecting… (the live feed's channel layer (Redis {redis.url}) is unreachable")
    expect(state).to_have_class(re.compile(r"\bwith-reason\b"))  # a sentence: app.css rounds it less than the pill
    redis.start()
    expect(state).to_have_attribute("data-state", "live", timeout=20_000)  # the backoff's pauses reach 8 s
    expect(state).to_have_text("live")
    expect(state).not_to_have_class(re.compile(r"\bwith-reason\b"))


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_while_redis_is_down_the_run_page_backs_off_between_sockets(redis, served, page):
    """A socket refused with 4503 had opened first, and opening reset the pause to 0.5 s: while Redis was down every
    page opened a socket twice a second (17 in 10 s on the QA deployment), each an accept and an error frame on the
    web process. A pause is reset only by a socket that served (a frame that is no error, or open 5 s); refused ones
    double it: 0.5, 1, 2, 4 s."""
    from playwright.sync_api import expect

    from tests.dashboard.test_browser_hardening import signed_in

    run, _ = run_create(agent="ticket", inputs=ticket_inputs(1), start=False)
    signed_in(page.context, served, "vera", VIEWER)
    page.goto(f"{served}/runs/{run.id}/")
    state = page.locator("#live-state")
    expect(state).to_have_attribute("data-state", "live")
    opened: list[float] = []
    page.on("websocket", lambda ws: opened.append(time.monotonic()))
    redis.stop()
    page.wait_for_timeout(8_000)
    assert 3 <= len(opened) <= 5, len(opened)  # 0.5 + 1 + 2 + 4 s of pauses, each attempt refused at once
    redis.start()
    expect(state).to_have_attribute("data-state", "live", timeout=20_000)
