"""A bare RFC 6455 websocket client over a TCP socket, for tests against a real server (daphne).

It sends what a browser sends (a masked text frame, the session cookie, the page's Origin) and what a
browser never would (unmasked or oversized frames, text that is not UTF-8, unknown opcodes), and reads
frames as they come off the wire: a test sees every byte the server sent, not a parsed message.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import socket
import struct
from typing import Any
from urllib.parse import urlsplit

TEXT, BINARY, CLOSE, PING, PONG = 0x1, 0x2, 0x8, 0x9, 0xA


class Closed(Exception):
    """The server closed the socket: ``code`` from its close frame (1006: the connection just ended)."""

    def __init__(self, code: int, reason: str = "") -> None:
        super().__init__(f"closed {code} {reason}".strip())
        self.code, self.reason = code, reason


class WebSocket:
    """One connection. ``status`` is the handshake's HTTP status (101 when upgraded)."""

    def __init__(self, base: str, path: str, *, cookie: str = "", origin: str | None = None,
                 headers: dict[str, str] | None = None, timeout: float = 10) -> None:  # fmt: skip
        url = urlsplit(base)
        host = f"{url.hostname}:{url.port}"
        self.sock = socket.create_connection((url.hostname, url.port), timeout=timeout)
        lines = [
            f"GET {path} HTTP/1.1",
            f"Host: {host}",
            "Upgrade: websocket",
            "Connection: Upgrade",
            f"Sec-WebSocket-Key: {base64.b64encode(os.urandom(16)).decode()}",
            "Sec-WebSocket-Version: 13",
        ]
        if origin is None:
            origin = f"http://{host}"  # the page's own origin
        if origin:
            lines.append(f"Origin: {origin}")
        if cookie:
            lines.append(f"Cookie: {cookie}")
        lines += [f"{k}: {v}" for k, v in (headers or {}).items()]
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise Closed(1006, "no handshake answer")
            head += chunk
        head, self._buffer = head.split(b"\r\n\r\n", 1)
        self.status = int(head.split(b" ", 2)[1])
        self.received: list[bytes] = []  # every payload the server sent, as it came

    # -- sending ------------------------------------------------------------------------------------
    def send_frame(self, opcode: int, payload: bytes, *, fin: bool = True, mask: bool = True) -> None:
        self.sock.sendall(frame_bytes(opcode, payload, fin=fin, mask=mask))

    def send_text(self, text: str) -> None:
        self.send_frame(TEXT, text.encode())

    def send_json(self, value: Any) -> None:
        self.send_text(json.dumps(value))

    # -- receiving ----------------------------------------------------------------------------------
    def _read(self, n: int) -> bytes:
        while len(self._buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise Closed(1006, "connection ended")
            self._buffer += chunk
        out, self._buffer = self._buffer[:n], self._buffer[n:]
        return out

    def frame(self) -> tuple[int, bytes]:
        """The next frame (answering pings); a close frame raises :class:`Closed` with its code."""
        while True:
            first, second = self._read(2)
            size = second & 0x7F
            if size == 126:
                size = struct.unpack("!H", self._read(2))[0]
            elif size == 127:
                size = struct.unpack("!Q", self._read(8))[0]
            payload = self._read(size)
            opcode = first & 0x0F
            if opcode == CLOSE:
                code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 1005
                raise Closed(code, payload[2:].decode(errors="replace"))
            if opcode == PING:
                self.send_frame(PONG, payload)
                continue
            self.received.append(payload)
            return opcode, payload

    def json(self) -> Any:
        opcode, payload = self.frame()
        assert opcode == TEXT, opcode
        return json.loads(payload)

    def close_code(self) -> int:
        """Read until the server closes; its close code."""
        try:
            while True:
                self.frame()
        except Closed as closed:
            return closed.code

    def nothing(self, seconds: float) -> bool:
        """Whether no frame arrives within ``seconds``."""
        self.sock.settimeout(seconds)
        try:
            self.frame()
        except TimeoutError:
            return True
        finally:
            self.sock.settimeout(10)
        return False

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.send_frame(CLOSE, struct.pack("!H", 1000))
        self.sock.close()


def frame_bytes(opcode: int, payload: bytes, *, fin: bool = True, mask: bool = True) -> bytes:
    """One frame as a client sends it (masked unless ``mask`` is false)."""
    size = len(payload)
    head = bytes([(0x80 if fin else 0) | opcode])
    bit = 0x80 if mask else 0
    if size < 126:
        head += bytes([bit | size])
    elif size < 2**16:
        head += bytes([bit | 126]) + struct.pack("!H", size)
    else:
        head += bytes([bit | 127]) + struct.pack("!Q", size)
    if mask:
        key = os.urandom(4)
        payload = _masked(payload, key)
        head += key
    return head + payload


def _masked(payload: bytes, key: bytes) -> bytes:
    """``payload`` XOR the repeated 4-byte ``key`` (as one big integer: fast for megabytes)."""
    size = len(payload)
    if not size:
        return b""
    stream = (key * (size // 4 + 1))[:size]
    return (int.from_bytes(payload, "big") ^ int.from_bytes(stream, "big")).to_bytes(size, "big")
