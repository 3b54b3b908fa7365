"""The live timeline socket: auth, seq order, resume without gap or duplicate — InMemory and Redis layers."""

from __future__ import annotations

import asyncio
import faulthandler
import logging
import os
import threading
import time

import pytest
from asgiref.sync import async_to_sync, sync_to_async
from channels.db import database_sync_to_async
from channels.layers import InMemoryChannelLayer, channel_layers
from channels.routing import URLRouter
from channels.testing import WebsocketCommunicator
from django.contrib.auth.models import AnonymousUser
from django.contrib.sessions.backends.db import SessionStore
from django.db import connections
from django.test import Client

from agentops.demo.ticket import ticket_inputs
from runs.dashboard import consumers
from runs.dashboard.routing import websocket_urlpatterns
from runs.services import run_create
from runs.worker.engine import drive_run
from tests.dashboard.conftest import make_user

pytestmark = pytest.mark.django_db(transaction=True)

LAYERS = {
    "inmemory": {"BACKEND": "channels.layers.InMemoryChannelLayer"},
    "redis": {
        "BACKEND": "channels_redis.core.RedisChannelLayer",
        "CONFIG": {"hosts": [os.environ.get("REDIS_URL", "")]},
    },
}


@pytest.fixture(params=["inmemory", "redis"])
def layer(request, settings):
    if request.param == "redis" and not os.environ.get("REDIS_URL"):
        pytest.skip("needs REDIS_URL")
    settings.CHANNEL_LAYERS = {"default": LAYERS[request.param]}
    return request.param


def signed_in(user):
    """``user`` with a session in the database, as the browser's cookie names it: a socket reads its
    user again from the session before each send."""
    client = Client()
    client.force_login(user)
    user.session_key = client.session.session_key
    return user


@pytest.fixture
def viewer(db):
    from runs.roles import VIEWER

    return signed_in(make_user("viewer", VIEWER))


@pytest.fixture
def ticket_run(db):
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(1), start=False)
    return run.id


def run_async(go, limit: float = 120) -> None:
    """Run a test coroutine on its own loop in a fresh thread.

    Playwright's sync API (browser tests in the same xdist worker) leaves a loop on the main
    thread, where ``async_to_sync`` refuses to run. Each loop gets its own channel layer: the Redis
    layer's receive lock is an ``asyncio.Lock`` made once per layer, bound to the loop that first
    waited on it, and a later test's loop that waits on it fails ("bound to a different event loop").
    A server process runs one loop, so only tests meet this.
    """

    failed: list[BaseException] = []

    def in_thread() -> None:
        channel_layers.backends.clear()
        try:
            async_to_sync(ending_what_it_left(go))()
        except BaseException as error:  # raised again in the test's thread
            failed.append(error)
        finally:
            connections.close_all()  # the consumers' database_sync_to_async calls ran in this thread

    # A daemon thread, joined with a timeout: a hung socket fails the test, not the whole run (a pool's
    # ``with`` block waited for the hung thread after its result timed out, and a CI run hung for 10 minutes).
    thread = threading.Thread(target=in_thread, name="socket-test", daemon=True)
    thread.start()
    thread.join(timeout=limit)
    if thread.is_alive():
        faulthandler.dump_traceback(all_threads=True)  # where it hung, for whoever reads the log
        pytest.fail(f"the socket test hung for {limit} s (every thread's stack is on stderr)")
    if failed:
        raise failed[0]


def ending_what_it_left(go, every: float = 0.5):  # type: ignore[no-untyped-def]
    """``go``, then every task it left running (a consumer whose socket it did not disconnect, or one still
    ending) cancelled again each ``every`` seconds until all have ended.

    ``asyncio.run`` cancels what is left once and waits without end, and a channels_redis ``receive`` may drop
    that cancel: redis-py sends each command inside ``asyncio.wait_for(..., socket_timeout)``, and Python 3.11's
    ``wait_for`` returns the result and drops a cancel that lands as the send completes. A socket sends five
    commands as it starts (CLIENT SETINFO x2, SELECT, EVAL, BZPOPMIN), just when a refusal's test ends; its
    receive then loops on BZPOPMIN and its consumer never ended: the test's thread hung (CI 10 and 57 minutes;
    2 of 18 loops of the socket tests; a loop of refusals within a minute). Daphne cancels such a consumer again
    every second once its client has been gone ``application_close_timeout`` (10 s), so a server ends it.
    """

    async def go_then_end_the_rest() -> None:
        try:
            await go()
        finally:
            while rest := [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]:
                for task in rest:
                    task.cancel()
                await asyncio.wait(rest, timeout=every)

    return go_then_end_the_rest


def delivers_the_next_steps(viewer, run_id: str, steps: int):  # type: ignore[no-untyped-def]
    """A test coroutine: connect, see the first event, let a worker drive ``steps`` more steps, then see every
    event after the first, in seq order."""

    async def go() -> None:
        ws = socket(viewer, run_id)
        assert (await ws.connect())[0]
        assert await collect_until(ws, 1) == [1]
        await database_sync_to_async(step)(run_id, steps)
        last = await database_sync_to_async(head)(run_id)
        assert await collect_until(ws, last) == list(range(2, last + 1))
        await ws.disconnect()

    return go


def step(run_id: str, n: int = 1) -> None:
    """A worker drives ``n`` more steps (each appends sample, intent, result, verdict, commit)."""
    drive_run(run_id, max_steps=n)


def head(run_id: str) -> int:
    from runs.models import Run

    return Run.objects.get(id=run_id).last_seq


def socket(user, run_id: str | None = None, after: int | None = None) -> WebsocketCommunicator:
    """A socket of the run's timeline (of the runs list without ``run_id``) as ``user``'s browser opens it
    past the session middleware."""
    path = f"/ws/runs/{run_id}/" if run_id else "/ws/runs/"
    communicator = WebsocketCommunicator(
        URLRouter(websocket_urlpatterns), path + (f"?after={after}" if after is not None else "")
    )
    communicator.scope["user"] = user
    communicator.scope["session"] = SessionStore(getattr(user, "session_key", None))
    return communicator


async def collect_until(ws: WebsocketCommunicator, last_seq: int) -> list[int]:
    seqs: list[int] = []
    while not seqs or seqs[-1] < last_seq:
        message = await ws.receive_json_from(timeout=10)
        assert message["type"] == "events"
        seqs += [e["seq"] for e in message["events"]]
        assert all("<li" in e["html"] for e in message["events"])
    return seqs


@pytest.mark.parametrize(("who", "code"), [("anonymous", 4401), ("nobody", 4403)])
def test_socket_refuses_without_login_or_role(ticket_run, who, code):
    user = AnonymousUser() if who == "anonymous" else make_user("nobody")

    async def go():
        ws = socket(user, ticket_run)
        assert await refusal(ws) == code

    run_async(go)


async def refusal(ws: WebsocketCommunicator) -> int:
    """The code of a refusal: the server accepts the socket and closes it, so a browser can read why."""
    connected, _ = await ws.connect()
    assert connected
    message = await ws.receive_output(timeout=5)
    assert message["type"] == "websocket.close", message
    return message["code"]


class DeafWhileConnecting(InMemoryChannelLayer):
    """A layer whose receive goes on waiting when cancelled in its first 2 s: as channels_redis's does when a
    cancel lands as redis-py's ``wait_for`` send completes (the five sends of a socket's start, so a refusal)."""

    async def receive(self, channel):  # type: ignore[no-untyped-def]
        connected = time.monotonic() + 2
        while True:
            try:
                return await super().receive(channel)
            except asyncio.CancelledError:
                if time.monotonic() > connected:
                    raise


def test_a_socket_left_open_whose_layer_swallows_cancels_does_not_hang_the_test(ticket_run, settings):
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": f"{__name__}.DeafWhileConnecting"}}

    async def go():
        assert await refusal(socket(AnonymousUser(), ticket_run)) == 4401  # its consumer still runs

    run_async(go, limit=10)  # hung (asyncio.run cancels what is left once, then waits) before ending_what_it_left


def test_unknown_run_is_closed_4404(viewer):
    async def go():
        assert await refusal(socket(viewer, "run_missing")) == 4404

    run_async(go)


def test_live_events_arrive_in_seq_order_woken_by_the_layer(layer, viewer, ticket_run, monkeypatch):
    monkeypatch.setattr(consumers, "POLL_SECONDS", 3600)  # only the wake-up can deliver in time

    run_async(delivers_the_next_steps(viewer, ticket_run, 2))


def test_resume_after_reconnect_has_no_gap_and_no_duplicate(layer, viewer, ticket_run):
    async def go():
        await database_sync_to_async(step)(ticket_run, 2)
        first_head = await database_sync_to_async(head)(ticket_run)
        ws = socket(viewer, ticket_run, after=3)
        assert (await ws.connect())[0]
        seen = await collect_until(ws, first_head)
        assert seen == list(range(4, first_head + 1))
        await ws.disconnect()
        # the worker moves on while the client is away
        await database_sync_to_async(step)(ticket_run, 2)
        second_head = await database_sync_to_async(head)(ticket_run)
        ws = socket(viewer, ticket_run, after=seen[-1])
        assert (await ws.connect())[0]
        more = await collect_until(ws, second_head)
        assert more == list(range(first_head + 1, second_head + 1))
        assert await ws.receive_nothing(timeout=0.3)
        await ws.disconnect()

    run_async(go)


def test_poll_delivers_when_no_wake_up_reaches_this_process(viewer, ticket_run, monkeypatch):
    """A worker in another process with an in-memory layer cannot wake us: the journal poll still does."""
    from runs.dashboard import live
    from runs.journal import store as journal

    monkeypatch.setattr(consumers, "POLL_SECONDS", 0.2)
    monkeypatch.setattr(journal, "after_append_hooks", [h for h in journal.after_append_hooks if h is not live.wake])

    run_async(delivers_the_next_steps(viewer, ticket_run, 1))


def test_a_failed_poll_is_logged_once_and_the_next_round_delivers(viewer, ticket_run, monkeypatch, caplog):
    """The database away for two rounds: one warning with its traceback, no socket closed, and the poll
    that reads again delivers what was written meanwhile."""
    from runs.dashboard import live, selectors
    from runs.journal import store as journal

    monkeypatch.setattr(consumers, "POLL_SECONDS", 0.2)
    monkeypatch.setattr(journal, "after_append_hooks", [h for h in journal.after_append_hooks if h is not live.wake])
    real, calls, failures = selectors.run_head, [], []

    def run_head(**kwargs):
        calls.append(kwargs)  # the first is connect's (the poll starts after it); the next two fail
        if len(calls) in (2, 3):
            failures.append(kwargs)
            raise OSError("the database went away")
        return real(**kwargs)

    monkeypatch.setattr(selectors, "run_head", run_head)

    with caplog.at_level(logging.INFO, logger="runs.dashboard.consumers"):
        run_async(delivers_the_next_steps(viewer, ticket_run, 1))
    assert len(failures) == 2
    warned = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warned) == 1 and warned[0].exc_info and "could not read it" in warned[0].getMessage()
    assert any("reads it again" in r.getMessage() for r in caplog.records if r.levelno == logging.INFO)


def test_client_can_resync_from_a_seq(viewer, ticket_run):
    async def go():
        await database_sync_to_async(step)(ticket_run, 1)
        last = await database_sync_to_async(head)(ticket_run)
        ws = socket(viewer, ticket_run, after=last)
        assert (await ws.connect())[0]
        assert await ws.receive_nothing(timeout=0.3)
        await ws.send_json_to({"after": last - 2})
        assert await collect_until(ws, last) == [last - 1, last]
        await ws.disconnect()

    run_async(go)


def test_full_asgi_stack_authenticates_by_session_cookie(client, viewer, ticket_run):
    from agentops.asgi import application

    client.force_login(viewer)
    cookie = f"sessionid={client.cookies['sessionid'].value}".encode()

    async def go():
        def from_origin(origin: bytes, host: bytes = b"localhost:8000") -> WebsocketCommunicator:
            headers = [(b"cookie", cookie), (b"origin", origin), (b"host", host)]
            return WebsocketCommunicator(application, f"/ws/runs/{ticket_run}/", headers=headers)

        ws = from_origin(b"http://localhost:8000")
        assert (await ws.connect())[0]
        assert await collect_until(ws, 1) == [1]
        await ws.disconnect()
        default_ports = from_origin(b"https://localhost", b"localhost")
        assert (await default_ports.connect())[0]  # default ports match
        await default_ports.disconnect()  # left open, its consumer's layer read outlived the loop (a CI run hung here)
        for origin, host in [
            (b"http://evil.example", b"localhost:8000"),
            (b"http://localhost:8001", b"localhost:8000"),  # another port of the same host
            (b"http://localhost", b"localhost:8000"),
            (b"http://evil.example", b"evil.example"),  # a host that is not in ALLOWED_HOSTS
            (b"null", b"localhost:8000"),
        ]:
            assert await refusal(from_origin(origin, host)) == 4403, origin

    run_async(go)


def test_runs_list_socket_hears_any_run_move(layer, viewer, ticket_run):
    async def go():
        ws = socket(viewer)
        assert (await ws.connect())[0]
        await sync_to_async(step)(ticket_run, 1)
        heard: list[str] = []  # the other xdist worker's runs move too (one Redis): any run's move is heard
        while ticket_run not in heard:
            message = await ws.receive_json_from(timeout=10)
            assert message["type"] == "changed"
            heard.append(message["run_id"])
        await ws.disconnect()

    run_async(go)


def journal_rows(run_id: str) -> tuple[int, int]:
    from runs.models import Event

    return head(run_id), Event.objects.filter(run_id=run_id).count()


MALFORMED = [
    ("text", "not json"),
    ("text", "[1, 2]"),
    ("text", '{"after": "3"}'),
    ("text", '{"after": -1}'),
    ("text", '{"after": true}'),
    ("text", '{"after": 99999999999999999999}'),
    ("text", '{"after": 1, "run": "run_other"}'),
    ("text", '{"after": 0, "pad": "' + "x" * 2000 + '"}'),
    ("bytes", b"\x00\xff"),
]


def test_malformed_frames_get_an_error_and_change_nothing(viewer, ticket_run):
    async def go():
        await database_sync_to_async(step)(ticket_run, 1)
        before = await database_sync_to_async(journal_rows)(ticket_run)
        last = before[0]
        ws = socket(viewer, ticket_run, after=last)
        assert (await ws.connect())[0]
        errors = []
        for kind, frame in MALFORMED:
            await (ws.send_to(text_data=frame) if kind == "text" else ws.send_to(bytes_data=frame))
            message = await ws.receive_json_from(timeout=5)
            assert message["type"] == "error", (frame, message)
            errors.append(message["error"])
        assert errors[0] == "message is not JSON"
        assert errors[2] == 'expected {"after": <seq>}, a whole number >= 0'
        assert errors[7].startswith("message too large")
        assert errors[8].startswith("binary frames are not accepted")
        assert await ws.receive_nothing(timeout=0.3)  # no events were re-sent by any of them
        await ws.send_json_to({"after": last - 1})  # the socket still works
        assert await collect_until(ws, last) == [last]
        await ws.disconnect()
        assert await database_sync_to_async(journal_rows)(ticket_run) == before

    run_async(go)


@pytest.mark.parametrize("after", ["abc", "-2", "1.5", "9" * 40])
def test_a_malformed_after_in_the_url_is_closed_4400(viewer, ticket_run, after):
    async def go():
        assert await refusal(socket(viewer, ticket_run, after=after)) == 4400

    run_async(go)


def test_the_runs_list_socket_answers_any_message_with_an_error(viewer):
    async def go():
        ws = socket(viewer)
        assert (await ws.connect())[0]
        await ws.send_json_to({"after": 1})
        assert await ws.receive_json_from(timeout=5) == {
            "type": "error",
            "error": "this socket only sends; it accepts no messages",
        }
        await ws.send_to(text_data="{")
        assert (await ws.receive_json_from(timeout=5))["error"] == "message is not JSON"
        await ws.disconnect()

    run_async(go)


def test_frames_are_redacted_unless_the_reader_holds_a_grant(viewer, ticket_run):
    """The live timeline shows payloads through the same policy as the page: pseudonyms for a viewer,
    raw values for an admin with a live grant on this run."""
    from runs.governance.visibility import grant_raw_access

    step(ticket_run, 4)
    last = head(ticket_run)
    admin = signed_in(make_user("admin", superuser=True))
    grant_raw_access(user=admin, run_id=ticket_run, reason="INC-7")

    async def frames(user) -> str:
        ws = socket(user, ticket_run)
        assert (await ws.connect())[0]
        html = []
        while True:
            message = await ws.receive_json_from(timeout=10)
            html += [e["html"] for e in message["events"]]
            if message["events"][-1]["seq"] >= last:
                break
        await ws.disconnect()
        return "".join(html)

    async def go():
        seen_by_viewer = await frames(viewer)
        assert "@example.com" not in seen_by_viewer and "&lt;email:" in seen_by_viewer
        assert "@example.com" in await frames(admin)

    run_async(go)


def test_a_lease_given_back_reaches_the_page_when_a_wake_up_sent_the_events_first(viewer, ticket_run, monkeypatch):
    """followups (the flaky browser test ``test_the_lease_and_last_event_follow_the_socket``): a worker appends its
    step, the wake-up's catch-up sends the events with the header it read while the lease was held, then the
    lease is given back (no event). The poll that read the head moved and the lease changed in one round ran a
    catch-up that had nothing left to send, took the new lease as shown, and the page said "expires in …" for
    good. The poll's read here reports the head one past what was sent, as it does when it reads mid-append."""
    from runs.dashboard import live, selectors
    from runs.journal import leases
    from runs.journal import store as journal

    monkeypatch.setattr(consumers, "POLL_SECONDS", 0.2)
    monkeypatch.setattr(journal, "after_append_hooks", [h for h in journal.after_append_hooks if h is not live.wake])
    step(ticket_run, 1)
    lease = leases.acquire(ticket_run, "worker:vm:4242", seconds=60)
    real, released = selectors.run_head, threading.Event()

    def run_head(**kwargs):
        last_seq, held = real(**kwargs)
        return (last_seq + 1, held) if released.is_set() else (last_seq, held)

    monkeypatch.setattr(selectors, "run_head", run_head)

    async def go():
        ws = socket(viewer, ticket_run)
        assert (await ws.connect())[0]
        first = await ws.receive_json_from(timeout=10)
        assert first["run"]["lease_owner"] == "worker:vm:4242" and first["run"]["lease_expires_at"]
        await database_sync_to_async(leases.release)(ticket_run, lease.fence)
        released.set()
        header = await ws.receive_json_from(timeout=10)  # nothing came before: the page kept the lease
        assert header["events"] == [] and header["run"]["lease_owner"] == "—"
        assert header["run"]["lease_expires_at"] == ""
        await ws.disconnect()

    run_async(go)


def test_an_append_that_renews_the_lease_sends_its_events_once_and_no_header_after(viewer, ticket_run, monkeypatch):
    """bench/dashboard.py's websocket measurement failed its own check: an append renews the writer's lease (a
    new expiry), the events went out with that header, and the next poll, seeing the lease "moved", sent the same
    header again alone (``"events": []``) — one frame and one header read a second per open page of a moving run."""
    from agentops.core.events import EventType, NewEvent
    from runs.journal import leases
    from runs.journal.store import append_events

    monkeypatch.setattr(consumers, "POLL_SECONDS", 0.1)
    step(ticket_run, 1)
    lease = leases.acquire(ticket_run, "bench-writer", seconds=3600)

    def append(seq: int) -> None:
        append_events(ticket_run, lease.fence, seq, [NewEvent(EventType.CLAIM_FLAGGED, {"step": 9, "claim": "x"})])

    async def go():
        ws = socket(viewer, ticket_run, after=lease.head_seq)
        assert (await ws.connect())[0]
        for seq in range(lease.head_seq, lease.head_seq + 2):
            await database_sync_to_async(append)(seq)
            message = await ws.receive_json_from(timeout=10)
            assert [e["seq"] for e in message["events"]] == [seq + 1]
            assert await ws.receive_nothing(timeout=0.5)  # five polls: the header the events carried is shown
        await ws.disconnect()

    run_async(go)


def test_a_poll_that_reads_the_renewed_lease_before_its_event_sends_no_header_ahead_of_it(
    viewer, ticket_run, monkeypatch
):
    """The same measurement, later on: the poll read the head before an append and the header after it (the lease
    renewed by it), and sent that header alone ahead of the event. The events' own frame carries it."""
    from agentops.core.events import EventType, NewEvent
    from runs.dashboard import live, selectors
    from runs.journal import leases
    from runs.journal import store as journal
    from runs.journal.store import append_events

    monkeypatch.setattr(consumers, "POLL_SECONDS", 0.1)
    monkeypatch.setattr(journal, "after_append_hooks", [h for h in journal.after_append_hooks if h is not live.wake])
    step(ticket_run, 1)
    lease = leases.acquire(ticket_run, "bench-writer", seconds=3600)
    real, lagged = selectors.run_head, []

    def run_head(**kwargs):
        last_seq, held = real(**kwargs)
        if last_seq > lease.head_seq and not lagged:  # the first read after the append sees the old head
            lagged.append(last_seq)
            return last_seq - 1, held
        return last_seq, held

    monkeypatch.setattr(selectors, "run_head", run_head)

    def append() -> None:
        event = NewEvent(EventType.CLAIM_FLAGGED, {"step": 9, "claim": "x"})
        append_events(ticket_run, lease.fence, lease.head_seq, [event])

    async def go():
        ws = socket(viewer, ticket_run, after=lease.head_seq)
        assert (await ws.connect())[0]
        assert await ws.receive_nothing(timeout=0.3)  # connected, caught up, polling
        await database_sync_to_async(append)()
        message = await ws.receive_json_from(timeout=10)
        assert lagged and [e["seq"] for e in message["events"]] == [lease.head_seq + 1], message
        await ws.disconnect()

    run_async(go)
