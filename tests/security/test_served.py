"""Issue 13, findings 4 and 10 through the production web command (the Procfile's daphne line).

The server is the real thing: ``web`` from the Procfile, as a child process on the test database.
Behind one trusted proxy, rotating the leftmost X-Forwarded-For entry does not escape the login
throttle, and the access log names the client the proxy vouched for and never a query string.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import socket
import struct
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.db import connection

from runs.roles import VIEWER
from tests.dashboard.wsclient import CLOSE, TEXT, Closed, WebSocket, frame_bytes

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "right-horse-battery-1"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _web_command() -> str:
    lines = (ROOT / "Procfile").read_text().splitlines()
    return next(line.split(": ", 1)[1] for line in lines if line.startswith("web: "))


@pytest.fixture
def web(transactional_db, tmp_path):
    """The Procfile's web process on a free port, one trusted proxy, three failed logins allowed."""
    if connection.vendor != "postgresql":
        pytest.skip("the child process needs a database server it can share")
    db = connection.settings_dict
    port = _free_port()
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "AGENTOPS_", "REDIS_URL"))},
        "PATH": f"{Path(sys.executable).parent}:{os.environ['PATH']}",
        "PORT": str(port),
        "DATABASE_URL": f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}",
        "AGENTOPS_DATA_DIR": str(tmp_path),
        "AGENTOPS_TRUSTED_PROXIES": "1",
        "AGENTOPS_LOGIN_MAX_FAILURES": "3",
    }
    log = (tmp_path / "web.log").open("w+")
    child = subprocess.Popen(
        ["sh", "-c", f"exec {_web_command()}"], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            httpx.get(f"{base}/login/", timeout=1)
            break
        except httpx.TransportError:
            time.sleep(0.2)
    try:
        yield base, log
    finally:
        child.send_signal(signal.SIGTERM)
        child.wait(15)
        log.close()


def _login(client: httpx.Client, password: str, forwarded: str) -> int:
    page = client.get("/login/", headers={"X-Forwarded-For": forwarded})
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.text).group(1)
    data = {"username": "pat", "password": password, "csrfmiddlewaretoken": token}
    return client.post("/login/", data=data, headers={"X-Forwarded-For": forwarded}).status_code


def test_login_throttle_and_access_log_behind_one_trusted_proxy(web):
    base, log = web
    user = get_user_model().objects.create_user("pat", password=PASSWORD)
    user.groups.add(Group.objects.get_or_create(name=VIEWER)[0])
    with httpx.Client(base_url=base, timeout=10) as client:
        # the client forges a new leftmost entry each time; the proxy appends what it saw
        wrong = [_login(client, "wrong", f"10.66.0.{i}, 198.51.100.7") for i in range(4)]
        assert wrong == [200, 200, 200, 429]
        assert _login(client, PASSWORD, "10.66.0.9, 198.51.100.7") == 429  # locked even with the password
        assert _login(client, PASSWORD, "198.51.100.8") == 302  # another client behind the proxy
        client.get("/runs/?q=alice%40example.com&agent=ticket", headers={"X-Forwarded-For": "198.51.100.8"})
    time.sleep(0.5)
    log.seek(0)
    text = log.read()
    assert '198.51.100.7 "POST /login/" 429' in text, text
    assert re.search(r'198\.51\.100\.8 "GET /runs/" 200 \d+', text), text
    assert "?" not in "".join(line for line in text.splitlines() if '"GET ' in line or '"POST ' in line)
    assert "alice" not in text and "10.66.0." not in text


def test_a_refused_request_is_one_line_in_the_log_not_a_traceback(web):
    """A viewer's click on an approver's page wrote Django's 'Forbidden (Permission denied)' warning with the
    PermissionDenied's whole traceback (about 45 lines per request) to the web process's log: anyone signed in
    could fill it by reloading (probe-prod, the Procfile shape's log). A 4xx keeps its one warning line."""
    base, log = web
    user = get_user_model().objects.create_user("pat", password=PASSWORD)
    user.groups.add(Group.objects.get_or_create(name=VIEWER)[0])
    with httpx.Client(base_url=base, timeout=10) as client:
        assert _login(client, PASSWORD, "198.51.100.8") == 302
        for _ in range(3):
            assert client.get("/bulk/preview/?action=approve").status_code == 403
    time.sleep(0.5)
    log.seek(0)
    text = log.read()
    assert text.count('"GET /bulk/preview/" 403') == 3, text
    assert "Forbidden (Permission denied): /bulk/preview/" in text, text  # the warning stays, as one line
    assert "Traceback" not in text and "PermissionDenied" not in text, text


def test_a_client_gone_before_its_answer_is_one_line_in_the_log_not_a_traceback(web):
    """A client that sent a 1 MB frame and its close frame at once (gone before the answer): the socket's refusal
    of the frame raised autobahn's Disconnected ("Attempt to send on a closed protocol") inside daphne, and the
    web log got "Exception inside application" with 40 lines of traceback, once per such client. One line now,
    and the server goes on."""
    base, log = web
    user = get_user_model().objects.create_user("pat", password=PASSWORD)
    user.groups.add(Group.objects.get_or_create(name=VIEWER)[0])
    with httpx.Client(base_url=base, timeout=10) as client:
        assert _login(client, PASSWORD, "198.51.100.9") == 302
        cookie = f"sessionid={client.cookies['sessionid']}"
    junk = frame_bytes(TEXT, b"not json")
    for _ in range(3):
        # the socket is still answering 5,000 malformed frames (an error each) when the 1 MB frame and the close
        # frame come: its answers after the close go to a client that is gone
        ws = WebSocket(base, "/ws/runs/", cookie=cookie)
        assert ws.status == 101
        ws.sock.sendall(junk * 5000)
        time.sleep(0.5)
        ws.sock.sendall(frame_bytes(TEXT, b"x" * 1_000_000) + junk + frame_bytes(CLOSE, struct.pack("!H", 1000)))
        time.sleep(1)
        with contextlib.suppress(Closed):
            while True:
                ws.frame()
        assert not any(b"too large" in answer for answer in ws.received)  # answered after the close: not sent
        ws.sock.close()
    ws = WebSocket(base, "/ws/runs/", cookie=cookie)  # the server goes on
    ws.send_json({"after": 0})
    assert ws.json()["type"] == "error"
    ws.close()
    time.sleep(0.5)
    log.seek(0)
    text = log.read()
    assert "Traceback" not in text and "Exception inside application" not in text, text[-3000:]
    # whether an answer falls due before the server sees the connection end is a race (this test hit it in 5 of 6
    # runs before the fix): when it does, the log has this line in its place
    gone = "websocket /ws/runs/: its client is gone (it closed first): the answer was dropped"
    assert all(line.endswith(gone) for line in text.splitlines() if "client is gone" in line), text[-3000:]


def test_a_form_in_another_charset_than_utf8_is_a_400_page_not_a_500(web):
    """qa-ops: the Procfile's web process on its defaults (``DEBUG`` on, as ``make demo``) answered any dashboard POST
    whose URL-encoded form declared ``charset=utf-16`` (or ``latin-1``) with a 500 and a traceback in its log: Django
    refuses such a form with ``BadRequest``, and its technical page read the form again to show it. Now the
    dashboard's 400 page says why, before the sign-in form or any decision reads it."""
    base, log = web
    with httpx.Client(base_url=base, timeout=10) as client:
        token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', client.get("/login/").text).group(1)
        for charset in ("utf-16", "latin-1"):
            body = f"username=pat&password=x&csrfmiddlewaretoken={token}".encode(charset)
            answer = client.post(
                "/login/",
                content=body,
                headers={"Content-Type": f"application/x-www-form-urlencoded; charset={charset}", "Referer": base},
            )
            assert answer.status_code == 400, answer.text
            assert "must be UTF-8 encoded" in answer.text and 'data-testid="back"' in answer.text
    time.sleep(0.5)
    log.seek(0)
    text = log.read()
    assert text.count('"POST /login/" 400') == 2, text
    assert "Traceback" not in text, text
