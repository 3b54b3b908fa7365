"""OpenTelemetry spans for runs, model calls and tool calls — off unless ``AGENTOPS_DURABLE_OTEL=1``.

Spans follow the GenAI semantic conventions (``invoke_agent``, ``chat``, ``execute_tool`` with the
``gen_ai.*`` attributes) and go to whatever tracer provider the application configured (an OTLP
exporter, an in-memory one in tests). They carry names, ids, counts and tokens, never payloads:
no prompt, completion, argument or result leaves the process this way (the journal is where
those live, behind the server's redaction and access rules). Needs ``opentelemetry-api``
(``pip install 'agentops-durable[otel]'``); without it, or when off, every span is a no-op.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

ENV = "AGENTOPS_DURABLE_OTEL"


def enabled() -> bool:
    return os.environ.get(ENV, "").strip().lower() in ("1", "true", "yes", "on")


@contextmanager
def span(name: str, **attributes: Any) -> Iterator[Any]:
    """A span named ``name`` with ``attributes`` (``None`` values left out); ``None`` when tracing is off."""
    if not enabled():
        yield None
        return
    from opentelemetry import trace

    tracer = trace.get_tracer("agentops_durable")
    with tracer.start_as_current_span(name, attributes={k: v for k, v in attributes.items() if v is not None}) as s:
        yield s


def annotate(current: Any, **attributes: Any) -> None:
    """Add attributes known only at the end (outcome, tokens) to a span from :func:`span`."""
    if current is not None:
        current.set_attributes({k: v for k, v in attributes.items() if v is not None})
