"""A run's starting messages name their participant (``{"role": "user", "name": "Jane Doe", …}``): a viewer's
export and run page show the name's pseudonym, never the name; a tool's ``name`` stays (redact-gaps)."""

from __future__ import annotations

import pytest
from claims.factories import user_with
from django.test import Client

from agentops.demo.ticket import ticket_inputs
from runs.governance.export import export_stream
from runs.models import Run
from runs.services import run_create

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

STARTING = {
    "messages": [
        {"role": "user", "name": "Jane Doe", "content": "Where is order 88232?"},
        {"role": "tool", "name": "lookup_order", "content": "shipped"},
    ],
    "tools": [{"type": "function", "function": {"name": "send_email"}}],
}


def test_a_participants_name_is_pseudonymised_in_exports_and_pages() -> None:
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(1), extra=STARTING, start=False)
    assert "Jane Doe" in str(run.events.get(seq=1).payload)
    runs = Run.objects.filter(id=run.id)
    for fmt in ("jsonl", "csv"):
        text = b"".join(export_stream(runs, fmt=fmt)).decode()
        assert "Jane Doe" not in text and "<name:" in text, fmt
        assert "lookup_order" in text and "send_email" in text
    assert "Jane Doe" in b"".join(export_stream(runs, fmt="jsonl", redacted=False)).decode()
    client = Client()
    client.force_login(user_with("viewer-participant", "viewer"))
    page = client.get(f"/runs/{run.id}/")
    assert page.status_code == 200 and "Jane Doe" not in page.content.decode()
