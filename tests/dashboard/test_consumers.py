"""The live timeline socket: auth, seq order, resume without gap or duplicate — InMemory and Redis layers."""

from __future__ import annotations

import os

import pytest
from asgiref.sync import async_to_sync, sync_to_async
from channels.db import database_sync_to_async
from channels.routing import URLRouter
from channels.testing import WebsocketCommunicator
from django.contrib.auth.models import AnonymousUser

from agentops.demo.ticket import ticket_inputs
from runs import consumers
from runs.engine import drive_run
from runs.routing import websocket_urlpatterns
from runs.services import run_create
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


@pytest.fixture
def viewer(db):
    from runs.roles import VIEWER

    return make_user("viewer", VIEWER)


@pytest.fixture
def ticket_run(db):
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(1), start=False)
    return run.id


def step(run_id: str, n: int = 1) -> None:
    """A worker drives ``n`` more steps (each appends sample, intent, result, verdict, commit)."""
    drive_run(run_id, max_steps=n)


def head(run_id: str) -> int:
    from runs.models import Run

    return Run.objects.get(id=run_id).last_seq


def socket(user, run_id: str, after: int | None = None) -> WebsocketCommunicator:
    path = f"/ws/runs/{run_id}/" + (f"?after={after}" if after is not None else "")
    communicator = WebsocketCommunicator(URLRouter(websocket_urlpatterns), path)
    communicator.scope["user"] = user
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
        connected, close_code = await ws.connect()
        assert (connected, close_code) == (False, code)

    async_to_sync(go)()


def test_unknown_run_is_closed_4404(viewer):
    async def go():
        connected, close_code = await socket(viewer, "run_missing").connect()
        assert (connected, close_code) == (False, 4404)

    async_to_sync(go)()


def test_live_events_arrive_in_seq_order_woken_by_the_layer(layer, viewer, ticket_run, monkeypatch):
    monkeypatch.setattr(consumers, "POLL_SECONDS", 3600)  # only the wake-up can deliver in time

    async def go():
        ws = socket(viewer, ticket_run)
        assert (await ws.connect())[0]
        assert await collect_until(ws, 1) == [1]
        await database_sync_to_async(step)(ticket_run, 2)
        last = await database_sync_to_async(head)(ticket_run)
        assert await collect_until(ws, last) == list(range(2, last + 1))
        await ws.disconnect()

    async_to_sync(go)()


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

    async_to_sync(go)()


def test_poll_delivers_when_no_wake_up_reaches_this_process(viewer, ticket_run, monkeypatch):
    """A worker in another process with an in-memory layer cannot wake us: the journal poll still does."""
    from runs import journal, live

    monkeypatch.setattr(consumers, "POLL_SECONDS", 0.2)
    monkeypatch.setattr(journal, "after_append_hooks", [h for h in journal.after_append_hooks if h is not live.wake])

    async def go():
        ws = socket(viewer, ticket_run)
        assert (await ws.connect())[0]
        assert await collect_until(ws, 1) == [1]
        await database_sync_to_async(step)(ticket_run, 1)
        last = await database_sync_to_async(head)(ticket_run)
        assert await collect_until(ws, last) == list(range(2, last + 1))
        await ws.disconnect()

    async_to_sync(go)()


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

    async_to_sync(go)()


def test_full_asgi_stack_authenticates_by_session_cookie(client, viewer, ticket_run):
    from agentops.asgi import application

    client.force_login(viewer)
    cookie = f"sessionid={client.cookies['sessionid'].value}".encode()

    async def go():
        ws = WebsocketCommunicator(
            application, f"/ws/runs/{ticket_run}/", headers=[(b"cookie", cookie), (b"origin", b"http://localhost")]
        )
        assert (await ws.connect())[0]
        assert await collect_until(ws, 1) == [1]
        await ws.disconnect()
        foreign = WebsocketCommunicator(
            application, f"/ws/runs/{ticket_run}/", headers=[(b"cookie", cookie), (b"origin", b"http://evil.example")]
        )
        assert not (await foreign.connect())[0]

    async_to_sync(go)()


def test_runs_list_socket_hears_any_run_move(layer, viewer, ticket_run):
    async def go():
        ws = WebsocketCommunicator(URLRouter(websocket_urlpatterns), "/ws/runs/")
        ws.scope["user"] = viewer
        assert (await ws.connect())[0]
        await sync_to_async(step)(ticket_run, 1)
        message = await ws.receive_json_from(timeout=10)
        assert message["type"] == "changed" and message["run_id"] == ticket_run
        await ws.disconnect()

    async_to_sync(go)()
