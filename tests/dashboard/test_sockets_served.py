"""The dashboard's websockets from outside: a real daphne serving ``agentops.asgi`` (origin check, session
auth, routing, consumers), spoken to over TCP by a bare RFC 6455 client (``tests.dashboard.wsclient``).

test_consumers.py drives the consumers in process; here every refusal, redaction and malformed frame
goes through the server a browser talks to, and each test asserts on the bytes that came off the wire.
"""

from __future__ import annotations

import contextlib
import json
import time

import httpx
import pytest
from django.contrib.auth.models import Permission, User
from django.contrib.sessions.models import Session
from django.test import Client

from agentops.demo.ticket import ticket_inputs
from runs.api.keys import api_key_create
from runs.dashboard.consumers import ACCESS_RECHECK_SECONDS
from runs.governance.visibility import grant_raw_access
from runs.models import Run
from runs.roles import VIEWER
from runs.services import run_create
from runs.worker.engine import drive_run
from tests.dashboard.conftest import make_user
from tests.dashboard.wsclient import BINARY, TEXT, WebSocket

pytestmark = pytest.mark.django_db(transaction=True)

PII = b"@example.com"


def session_of(user: User) -> str:
    """The Cookie header of a signed-in browser of ``user`` (the session row is in the shared database)."""
    client = Client()
    client.force_login(user)
    return f"sessionid={client.cookies['sessionid'].value}"


@pytest.fixture
def ticket_run(transactional_db) -> str:
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(1), start=False)
    return run.id


def refusal(ws: WebSocket) -> int:
    """A refusal is an accepted socket closed with a code a page can read (never a bare 403 / 1006)."""
    assert ws.status == 101
    try:
        return ws.close_code()
    finally:
        ws.close()


def events_until(ws: WebSocket, last_seq: int) -> list[dict]:
    """Timeline events until ``last_seq`` is shown."""
    events: list[dict] = []
    while not events or events[-1]["seq"] < last_seq:
        message = ws.json()
        assert message["type"] == "events", message
        events += message["events"]
    return events


@pytest.mark.sqlite
def test_a_socket_without_a_session_is_refused_4401(asgi_server, ticket_run):
    inactive = make_user("gone", VIEWER)
    cookie = session_of(inactive)
    User.objects.filter(pk=inactive.pk).update(is_active=False)
    _, key = api_key_create(agent="ticket")
    for path in (f"/ws/runs/{ticket_run}/", "/ws/runs/"):
        assert refusal(WebSocket(asgi_server, path)) == 4401
        assert refusal(WebSocket(asgi_server, path, cookie="sessionid=not-a-session")) == 4401
        assert refusal(WebSocket(asgi_server, path, cookie=cookie)) == 4401  # a deactivated user's session
        # an agent's API key is for the REST API: a socket takes no Authorization
        assert refusal(WebSocket(asgi_server, path, headers={"Authorization": f"Bearer {key}"})) == 4401


@pytest.mark.sqlite
def test_a_user_without_access_cannot_subscribe_to_a_run(asgi_server, ticket_run):
    nobody, viewer = session_of(make_user("nobody")), session_of(make_user("vera", VIEWER))
    # no role: refused alike for a run that exists and one that does not (nothing learnt about ids)
    assert refusal(WebSocket(asgi_server, f"/ws/runs/{ticket_run}/", cookie=nobody)) == 4403
    assert refusal(WebSocket(asgi_server, "/ws/runs/run_0123456789abcdef/", cookie=nobody)) == 4403
    assert refusal(WebSocket(asgi_server, "/ws/runs/", cookie=nobody)) == 4403
    # a viewer's session from another origin (a page elsewhere riding the cookie), or with no Origin
    for origin in ("http://evil.example", ""):
        assert refusal(WebSocket(asgi_server, f"/ws/runs/{ticket_run}/", cookie=viewer, origin=origin)) == 4403
    assert refusal(WebSocket(asgi_server, "/ws/runs/run_0123456789abcdef/", cookie=viewer)) == 4404
    assert refusal(WebSocket(asgi_server, "/ws/elsewhere/", cookie=viewer)) == 4404
    ws = WebSocket(asgi_server, f"/ws/runs/{ticket_run}/", cookie=viewer)  # and the viewer is let in
    assert [e["seq"] for e in events_until(ws, 1)] == [1]
    ws.close()


@pytest.mark.sqlite
def test_a_viewer_receives_redacted_live_events_and_no_raw_pii_in_any_frame(asgi_server, ticket_run):
    """The run moves while the sockets are open: every frame the server sends a viewer is checked as
    bytes. The admin with a grant on the same server sees the raw address, so the check can fail."""
    viewer, admin = make_user("vera", VIEWER), make_user("root", superuser=True)
    grant_raw_access(user=admin, run_id=ticket_run, reason="INC-7")
    timeline = WebSocket(asgi_server, f"/ws/runs/{ticket_run}/", cookie=session_of(viewer))
    assert [e["seq"] for e in events_until(timeline, 1)] == [1]
    assert str(drive_run(ticket_run)) == "COMPLETED"  # live: woken through Redis, or the consumer's poll
    last = Run.objects.get(id=ticket_run).last_seq
    seen = events_until(timeline, last)
    assert [e["seq"] for e in seen] == list(range(2, last + 1))
    raw = b"".join(timeline.received)
    assert PII not in raw and b"&lt;email:" in raw
    timeline.close()
    granted = WebSocket(asgi_server, f"/ws/runs/{ticket_run}/", cookie=session_of(admin))
    events_until(granted, last)
    assert PII in b"".join(granted.received)
    granted.close()


@pytest.mark.sqlite
def test_a_permission_taken_away_mid_stream_stops_raw_values_in_the_next_batch(asgi_server, ticket_run):
    """A batch is redacted for the user as the session names them at the last check, not as they were at
    the handshake."""
    auditor = make_user("audra", VIEWER)
    auditor.user_permissions.add(Permission.objects.get(codename="unredacted_export"))
    grant_raw_access(user=User.objects.get(pk=auditor.pk), run_id=ticket_run, reason="INC-9")
    drive_run(ticket_run, max_steps=4)  # step 3 sends the customer an email
    ws = WebSocket(asgi_server, f"/ws/runs/{ticket_run}/", cookie=session_of(auditor))
    events_until(ws, Run.objects.get(id=ticket_run).last_seq)
    assert PII in b"".join(ws.received)  # the grant holds: raw
    auditor.user_permissions.clear()
    time.sleep(ACCESS_RECHECK_SECONDS)  # the socket's last check (at its first batch) is then due again
    before = len(ws.received)
    assert str(drive_run(ticket_run)) == "COMPLETED"  # steps 19 and 22 email again
    events_until(ws, Run.objects.get(id=ticket_run).last_seq)
    later = b"".join(ws.received[before:])
    assert PII not in later and b"&lt;email:" in later
    ws.close()


@pytest.mark.sqlite
def test_malformed_and_oversized_frames_get_an_error_or_a_close_and_the_server_goes_on(asgi_server, ticket_run):
    drive_run(ticket_run, max_steps=1)
    last = Run.objects.get(id=ticket_run).last_seq
    cookie = session_of(make_user("vera", VIEWER))

    def opened() -> WebSocket:
        ws = WebSocket(asgi_server, f"/ws/runs/{ticket_run}/?after={last}", cookie=cookie)
        assert ws.status == 101 and ws.nothing(0.3)
        return ws

    ws = opened()
    for opcode, frame, error in [
        (TEXT, b"not json", "message is not JSON"),
        (TEXT, b'{"after": -1}', 'expected {"after": <seq>}, a whole number >= 0'),
        (TEXT, b'{"after": 99999999999999999999}', 'expected {"after": <seq>}, a whole number >= 0'),
        (TEXT, b'{"after": 0, "pad": "' + b"x" * 5000 + b'"}', "message too large (5023 characters, at most 1024)"),
        (BINARY, b"\x00\xff", "binary frames are not accepted; send JSON text"),
    ]:
        ws.send_frame(opcode, frame)
        assert ws.json() == {"type": "error", "error": error}
    ws.send_json({"after": last - 1})  # the socket still works, and resent nothing before
    assert [e["seq"] for e in events_until(ws, last)] == [last]
    ws.close()
    # what the websocket protocol itself forbids ends the connection (daphne's autobahn), nothing else
    half = b"x" * (600 * 1024)
    broken = [
        ([{"payload": b"\xff\xfe"}], 1007),  # a text frame that is not UTF-8
        ([{"payload": b'{"after": 0}', "mask": False}], 1002),  # a client frame must be masked
        ([{"payload": b"x" * (1024 * 1024 + 1)}], 1009),  # over daphne's 1 MiB frame limit
        ([{"payload": half, "fin": False}, {"payload": half, "opcode": 0x0}], 1009),  # a 1.2 MiB message in two
        ([{"payload": b"x", "opcode": 0x3}], 1002),  # a reserved opcode
    ]
    for frames, code in broken:
        ws = opened()
        with contextlib.suppress(OSError):  # (the server may end it before all of a large frame is sent)
            for frame in frames:
                ws.send_frame(frame.pop("opcode", TEXT), **frame)
        try:
            got = ws.close_code()
        except ConnectionResetError:
            got = 1006  # autobahn fails the connection by dropping it: what a browser reports as 1006
        assert got in (code, 1006) and not ws.received, (code, got)  # ended, and nothing answered
        ws.close()
    ws = opened()  # the server is unharmed
    ws.send_json({"after": 0})
    assert [e["seq"] for e in events_until(ws, last)] == list(range(1, last + 1))
    ws.close()
    assert httpx.get(f"{asgi_server}/login/").status_code == 200


@pytest.mark.sqlite
def test_a_socket_stops_when_its_user_loses_access(asgi_server, ticket_run):
    """Access is checked again before a batch (once its last check is ACCESS_RECHECK_SECONDS old): a viewer
    whose role is taken away, or who signs out, gets no event written after that, and the socket closes
    with the code a new one would get."""
    revoked, signed_out = make_user("vera", VIEWER), make_user("val", VIEWER)
    cookies = {"revoked": session_of(revoked), "signed_out": session_of(signed_out)}
    sockets = {name: WebSocket(asgi_server, f"/ws/runs/{ticket_run}/", cookie=c) for name, c in cookies.items()}
    for ws in sockets.values():
        assert [e["seq"] for e in events_until(ws, 1)] == [1]
    revoked.groups.clear()
    Session.objects.filter(session_key=cookies["signed_out"].split("=", 1)[1]).delete()  # what signing out does
    time.sleep(ACCESS_RECHECK_SECONDS)  # the sockets' last checks (at their first batch) are then due again
    drive_run(ticket_run, max_steps=1)
    assert sockets["revoked"].close_code() == 4403
    assert sockets["signed_out"].close_code() == 4401
    assert not [p for ws in sockets.values() for p in ws.received[1:]]  # nothing after the first event


def test_the_runs_list_socket_tells_a_viewer_ids_and_seqs_only(asgi_server, ticket_run):
    """Woken through the shared channel layer (Redis: the server is another process; on the embedded
    default the web process's own worker wakes it, so there is no SQLite variant)."""
    runs_list = WebSocket(asgi_server, "/ws/runs/", cookie=session_of(make_user("vera", VIEWER)))
    runs_list.nothing(0.3)  # subscribed; another xdist worker's run may be heard meanwhile (one Redis)
    assert all(json.loads(p)["run_id"] != ticket_run for p in runs_list.received)  # nothing of ours yet
    drive_run(ticket_run)
    heard = []  # (another xdist worker's runs move on the same Redis too)
    while ticket_run not in heard:
        changed = runs_list.json()
        assert changed["type"] == "changed" and set(changed) == {"type", "run_id", "last_seq"}, changed
        heard.append(changed["run_id"])
    assert PII not in b"".join(runs_list.received)
    runs_list.close()


def test_a_socket_on_a_quiet_run_stays_open_past_the_layers_read_timeout(asgi_server, ticket_run):
    """A run nobody moves (in doubt, waiting for an approver) keeps its page's socket open. The Redis
    layer's receive is a blocking pop of up to 5 s; a client socket timeout of 5 s (redis-py 8's default)
    ended it with "Timeout reading from Redis" every 5 s: the consumer crashed, the socket closed 1011
    and the page showed "reconnecting…" over and over (probe-prod, the production shape on loopback)."""
    timeline = WebSocket(asgi_server, f"/ws/runs/{ticket_run}/", cookie=session_of(make_user("vera", VIEWER)))
    assert [e["seq"] for e in events_until(timeline, 1)] == [1]
    assert timeline.nothing(12)  # raises Closed if the server ends the socket meanwhile
    drive_run(ticket_run, max_steps=1)  # and the same socket still hears the run move
    assert events_until(timeline, Run.objects.get(id=ticket_run).last_seq)
    timeline.close()


@pytest.mark.sqlite
def test_a_quiet_socket_closes_within_two_rechecks_once_its_user_loses_access(asgi_server, ticket_run):
    """No event is written after access goes (a run waiting for an approver, a quiet runs list): the sockets'
    watcher still reads access every ACCESS_RECHECK_SECONDS, so each closes with the code a new socket would
    get within 2 * ACCESS_RECHECK_SECONDS (before, they stayed open and quiet until the run next moved)."""
    users = {name: make_user(name, VIEWER) for name in ("revoked", "deactivated", "signed_out")}
    cookies = {name: session_of(user) for name, user in users.items()}
    sockets = {}
    for name, cookie in cookies.items():
        sockets[name, "timeline"] = WebSocket(asgi_server, f"/ws/runs/{ticket_run}/", cookie=cookie)
        assert [e["seq"] for e in events_until(sockets[name, "timeline"], 1)] == [1]
        sockets[name, "list"] = WebSocket(asgi_server, "/ws/runs/", cookie=cookie)
    time.sleep(ACCESS_RECHECK_SECONDS + 0.2)  # both sockets have been checked since they opened
    users["revoked"].groups.clear()
    User.objects.filter(id=users["deactivated"].id).update(is_active=False)
    Session.objects.filter(session_key=cookies["signed_out"].split("=", 1)[1]).delete()  # signing out elsewhere
    gone = time.monotonic()
    want = {"revoked": 4403, "deactivated": 4401, "signed_out": 4401}
    for (name, kind), ws in sockets.items():
        assert ws.close_code() == want[name], (name, kind)
        took = time.monotonic() - gone
        assert took < 2 * ACCESS_RECHECK_SECONDS + 0.5, (name, kind, took)  # (0.5: a loaded 2-core machine)
    assert Run.objects.get(id=ticket_run).last_seq == 1  # no event moved them
