"""Real HTTP servers on 127.0.0.1 for the adapter tests: a fake OpenAI endpoint and a tool service.

Both run ``ThreadingHTTPServer`` in a daemon thread on a free port, so a worker subprocess can talk
to them too, and both count what they receive: model requests at the fake LLM, side effects at the
tool service (which dedupes by ``Idempotency-Key`` like a real provider).
"""

from __future__ import annotations

import json
import re
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Reply = tuple[int, Any]


def closed_port() -> int:
    """A local port nothing listens on (bound, then released)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    disable_nagle_algorithm = True  # the body is not held back 40 ms (tests/conftest.py)

    def log_message(self, format: str, *args: Any) -> None:  # keep test output quiet
        pass

    def _body(self) -> Any:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        return json.loads(raw) if raw else None

    def _handle(self) -> None:
        app = self.server.app
        # header names are case-insensitive (the official openai client sends them lower-case)
        headers = {name.title(): value for name, value in self.headers.items()}
        status, body = app.handle(self.command, self.path, headers, self._body())
        if status == 0:  # drop the connection without answering
            self.close_connection = True
            return
        raw = b"" if body is None else json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    do_GET = do_POST = do_PUT = do_DELETE = _handle


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    app: Any

    def handle_error(self, request: Any, client_address: Any) -> None:
        # a client that timed out has gone: writing the late answer fails, which is the point
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextmanager
def serve(app: Any) -> Iterator[str]:
    """Serve ``app`` (an object with ``handle(method, path, headers, body)``); yields the base URL."""
    server = _Server(("127.0.0.1", 0), _Handler)
    server.app = app
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


# -- the fake OpenAI-compatible endpoint -----------------------------------------------------------
def completion(content: str | None = None, tool_calls: list[dict[str, Any]] | None = None, usage=(100, 20)) -> Reply:
    """A chat-completions 200 answer."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if tool_calls:
        message["tool_calls"] = tool_calls
    body = {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 1764720000,
        "model": "gpt-4o-mini",  # what a real answer carries (clients that validate it, like PydanticAI's, need it)
        "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if tool_calls else "stop"}],
        "usage": {"prompt_tokens": usage[0], "completion_tokens": usage[1], "total_tokens": sum(usage)},
    }
    return 200, body


def call(call_id: str, name: str, args: dict[str, Any]) -> dict[str, Any]:
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}


class FakeLLM:
    """Answers ``POST /v1/chat/completions`` with ``script(request_body)``; checks auth and the format.

    A request whose tool messages do not answer the previous assistant's tool calls by id gets a
    400, as the real API does, so the adapter's message conversion is checked on every call.
    """

    def __init__(self, script: Callable[[dict[str, Any]], Reply], *, api_key: str = "sk-test-secret") -> None:
        self.script, self.api_key = script, api_key
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.delay = 0.0
        self._lock = threading.Lock()

    def handle(self, method: str, path: str, headers: dict[str, str], body: Any) -> Reply:
        if method != "POST" or path != "/v1/chat/completions":
            return 404, {"error": {"message": f"no route {method} {path}"}}
        with self._lock:
            self.requests.append(body)
            self.headers.append(headers)
        if self.delay:
            time.sleep(self.delay)
        if headers.get("Authorization") != f"Bearer {self.api_key}":
            return 401, {"error": {"message": f"Incorrect API key provided: {headers.get('Authorization', '')[7:]}"}}
        problem = _format_problem(body.get("messages") or [])
        if problem:
            return 400, {"error": {"message": problem}}
        return self.script(body)

    @property
    def count(self) -> int:
        return len(self.requests)


def _format_problem(messages: list[dict[str, Any]]) -> str:
    expected: list[str] = []
    for m in messages:
        if m["role"] == "assistant":
            expected = [c["id"] for c in m.get("tool_calls") or []]
            for c in m.get("tool_calls") or []:
                if not isinstance(c["function"]["arguments"], str):
                    return "tool call arguments must be a JSON string"
        elif m["role"] == "tool":
            if m.get("tool_call_id") not in expected:
                return f"tool message answers unknown tool_call_id {m.get('tool_call_id')!r}"
            expected.remove(m["tool_call_id"])
    return ""


def assistant_turns(body: dict[str, Any]) -> int:
    return sum(1 for m in body["messages"] if m["role"] == "assistant")


def cited_events(body: dict[str, Any]) -> list[str]:
    return [
        match.group(1)
        for m in body["messages"]
        if m["role"] == "tool"
        for match in [re.match(r"\[evt:([^\]]+)\]", m["content"])]
        if match
    ]


# -- the tool service ----------------------------------------------------------------------------
class ToolService:
    """A small ticketing API that dedupes writes by ``Idempotency-Key`` and counts side effects.

    ``POST /tickets`` creates, ``GET /tickets/<id>`` reads back, ``GET /idempotency/<key>`` is the
    status query by key, ``GET /search?ref=<ref>`` by client reference, ``POST /tickets/<id>/cancel`` compensates, ``GET /customers/<id>`` is a read.
    ``misbehave`` makes the next write (a replay too) fail after doing its effect: ``"slow"`` (answer after
    ``slow_seconds``), ``"500"`` or ``"drop"`` (close the connection without answering), or store
    something else than it answers (``"mangle"``: the read-back shows another subject).
    """

    def __init__(self) -> None:
        self.tickets: dict[str, dict[str, Any]] = {}
        self.by_key: dict[str, Reply] = {}
        self.effects: list[tuple[str, str | None]] = []  # (kind, key) per performed effect
        self.keys_seen: list[str | None] = []
        self.misbehave: str | None = None
        self.slow_seconds = 1.0
        self._lock = threading.Lock()

    def handle(self, method: str, path: str, headers: dict[str, str], body: Any) -> Reply:
        key = headers.get("Idempotency-Key")
        parts = path.split("?")[0].strip("/").split("/")
        if method == "POST" and parts == ["tickets"]:
            return self._write(key, "create", lambda: self._create(body))
        if method == "POST" and len(parts) == 3 and parts[0] == "tickets" and parts[2] == "cancel":
            return self._write(key, "cancel", lambda: self._cancel(parts[1]))
        if method == "GET" and len(parts) == 2 and parts[0] == "tickets":
            ticket = self.tickets.get(parts[1])
            return (200, ticket) if ticket else (404, {"error": "no such ticket"})
        if method == "GET" and parts == ["search"]:
            ref = path.partition("ref=")[2]
            found = [t for t in self.tickets.values() if ref and t.get("ref") == ref]
            return (200, found[0]) if found else (404, {"error": "no ticket with this ref"})
        if method == "GET" and len(parts) == 2 and parts[0] == "idempotency":
            return self.by_key.get(parts[1], (404, {"error": "no request with this key"}))
        if method == "GET" and len(parts) == 2 and parts[0] == "customers":
            if parts[1] == "unknown":
                return 404, {"error": "no such customer"}
            return 200, {"customer": parts[1], "plan": "gold", "open_tickets": 1}
        return 404, {"error": f"no route {method} {path}"}

    def _write(self, key: str | None, kind: str, effect: Callable[[], Reply]) -> Reply:
        with self._lock:
            self.keys_seen.append(key)
            mode, self.misbehave = self.misbehave, None
            if key is not None and key in self.by_key:
                reply = self.by_key[key]  # a replay: the stored answer, no new effect
            else:
                reply = effect()
                if reply[0] < 300:
                    self.effects.append((kind, key))
                    if key is not None:
                        self.by_key[key] = reply
                if mode == "mangle":  # the service stores something else than it answered
                    self.tickets[reply[1]["ticket_id"]] = {**reply[1], "subject": "mangled"}
        if mode == "slow":
            time.sleep(self.slow_seconds)
        elif mode == "500":
            return 500, {"error": "upstream exploded"}
        elif mode == "drop":
            return 0, None
        return reply

    def _create(self, body: Any) -> Reply:
        if not body or not body.get("subject"):
            return 422, {"error": {"message": "subject is required"}}
        ticket_id = f"t-{len(self.tickets) + 1}"
        ticket = {"ticket_id": ticket_id, "customer": body.get("customer"), "subject": body["subject"], "state": "open"}
        if body.get("ref"):
            ticket["ref"] = body["ref"]
        self.tickets[ticket_id] = ticket
        return 201, ticket

    def _cancel(self, ticket_id: str) -> Reply:
        ticket = self.tickets.get(ticket_id)
        if ticket is None:
            return 404, {"error": "no such ticket"}
        ticket["state"] = "cancelled"
        return 200, {"ticket_id": ticket_id, "state": "cancelled"}

    def count(self, kind: str = "create") -> int:
        """Side effects of ``kind`` actually performed (a deduped replay performs none)."""
        return sum(1 for k, _ in self.effects if k == kind)


# -- driving a small agent on the in-memory store ------------------------------------------------
def start_memory_run(agent: Any, inputs: dict[str, Any], run_id: str = "run_mem") -> tuple[Any, str]:
    """A :class:`MemoryStore` holding a new run of ``agent`` (its RunStarted event)."""
    from agentops.core.events import EventType, NewEvent
    from agentops.core.loop import run_started_payload
    from agentops.core.memory import MemoryStore

    store = MemoryStore()
    token = store.acquire(run_id, "setup")
    payload = run_started_payload(agent, run_id, inputs, "2026-01-01T00:00:00+00:00", 7)
    store.append(run_id, token, 0, [NewEvent(EventType.RUN_STARTED, payload)])
    store.release(run_id, token)
    return store, run_id


def drive_memory_run(agent: Any, store: Any, run_id: str, owner: str = "worker") -> Any:
    """Take the lease, build the replay index once and run the step loop (what ``drive_run`` does)."""
    from agentops.core.loop import StepLoop
    from agentops.core.replay import ReplayIndex

    token = store.acquire(run_id, owner)
    try:
        index = ReplayIndex.build(run_id, store.load(run_id))
        return StepLoop(agent, index, store.journal(run_id, token)).run()
    finally:
        store.release(run_id, token)
