"""OpenTelemetry spans for runs, model calls and tool calls — off unless ``AGENTOPS_DURABLE_OTEL=1``.

Spans follow the GenAI semantic conventions (``invoke_agent``, ``chat``, ``execute_tool`` with the
``gen_ai.*`` attributes) and go to whatever tracer provider the application configured (an OTLP
exporter, an in-memory one in tests). They carry names, ids, counts and tokens, never payloads:
no prompt, completion, argument or result leaves the process this way (the journal is where
those live, behind the server's redaction and access rules). Needs ``opentelemetry-api``
(``pip install 'agentops-durable[otel]'``): switched on without it, ``durable_run`` stops with a ``SetupError`` saying
so before anything is sent (:func:`missing`); off, every span is a no-op.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

ENV = "AGENTOPS_DURABLE_OTEL"


def enabled() -> bool:
    return os.environ.get(ENV, "").strip().lower() in ("1", "true", "yes", "on")


def missing() -> str | None:
    """What is missing for the spans switched on (it was a ``ModuleNotFoundError`` from the first span), else None."""
    if not enabled():
        return None
    try:
        import opentelemetry.trace  # noqa: F401
    except ImportError:
        return (
            f"{ENV}=1 needs the OpenTelemetry API: pip install 'agentops-durable[otel]' (or unset {ENV} for no spans)"
        )
    return None


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
