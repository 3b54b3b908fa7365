"""The server's own log lines (messages, tracebacks) are redacted: an exception's message echoes its input."""

from __future__ import annotations

import io
import logging

import pytest

from runs.governance.redaction import RedactRecord

pytestmark = pytest.mark.sqlite


def _console() -> logging.Handler:
    handlers = [h for h in logging.getLogger().handlers if any(isinstance(f, RedactRecord) for f in h.filters)]
    assert handlers, "the console handler has no RedactRecord filter"
    return handlers[0]


def _written(emit) -> str:
    handler = _console()
    stream = io.StringIO()
    old = handler.setStream(stream)
    try:
        emit()
    finally:
        handler.setStream(old)
    return stream.getvalue()


def test_a_traceback_and_a_message_holding_pii_are_written_redacted() -> None:
    log = logging.getLogger("runs.worker.recovery")

    def emit() -> None:
        try:
            raise ValueError("invalid recipient 'jane.doe@example.com', call +44 20 7946 0958")
        except ValueError:
            log.exception("recovery of %s failed for %s", "run_1", "li.wei@qq.com")

    out = _written(emit)
    assert "recovery of run_1 failed for <email:" in out, out
    assert "ValueError: invalid recipient '<email:" in out and "<phone:" in out, out
    for raw in ("jane.doe@example.com", "li.wei@qq.com", "7946 0958"):
        assert raw not in out, out


def test_a_line_without_pii_and_the_access_log_are_written_as_they_are() -> None:
    out = _written(lambda: logging.getLogger("runs.worker.engine").warning("lost run %s mid-drive: %s", "r_81", "x"))
    assert out == "lost run r_81 mid-drive: x\n"
    out = _written(
        lambda: logging.getLogger("agentops.access").info('%s "%s %s" %s', "203.0.113.7", "GET", "/runs/", 200)
    )
    assert out == '203.0.113.7 "GET /runs/" 200\n'
