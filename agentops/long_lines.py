"""What the web process (daphne, on Twisted) answers a request line or a header line too long to read.

Twisted's HTTP channel reads lines of at most ``MAX_LENGTH`` (16,384) bytes; a longer one was answered by closing
the connection, with no status at all (``curl``: empty reply, a browser: "connection reset"). Neither reaches the app,
and daphne has no setting for the limit, so the channel answers them itself: ``414 URI Too Long`` for the request line
(a long URL), ``431 Request Header Fields Too Large`` for a header, each with a one-line plain-text reason. What the
client still sends is read and dropped for up to :data:`DRAIN_SECONDS` before the connection is closed: a socket
closed with bytes unread sends a reset, which can discard the answer at the client before it reads it.
"""

from __future__ import annotations

from typing import Any

#: how long a refused connection's further bytes are read and dropped before it is closed (the client usually closes
#: first, once it has read the answer)
DRAIN_SECONDS = 2

_REFUSALS = {
    True: (b"414 URI Too Long", "the request line (its URL) is longer than {limit:,} bytes: shorten the URL"),
    False: (b"431 Request Header Fields Too Large", "a header line is longer than {limit:,} bytes"),
}


def answer_long_lines(channel_class: type) -> None:
    """Give ``channel_class`` (Twisted's ``HTTPChannel``) the answers above (once per process)."""
    if getattr(channel_class.lineLengthExceeded, "answers", False):
        return

    def lineLengthExceeded(channel: Any, line: bytes) -> None:  # Twisted's name
        status, why = _REFUSALS[bool(channel._HTTPChannel__first_line)]  # still reading the request line
        body = (why.format(limit=channel.MAX_LENGTH) + "\n").encode()
        head = b"HTTP/1.1 %s\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: %d\r\n" % (status, len(body))
        channel.transport.write(head + b"Connection: close\r\n\r\n" + body)
        channel.dataReceived = lambda data: None  # nothing more is parsed; its reads no longer renew the timeout
        channel.setTimeout(DRAIN_SECONDS)  # then closed (Twisted's timeout), unless the client closed first

    lineLengthExceeded.answers = True  # type: ignore[attr-defined]
    channel_class.lineLengthExceeded = lineLengthExceeded
