"""The demo billing agent given an invoice it cannot bill (qa-operator, 6 Dec 2026).

``create_run billing --inputs '{"invoice": "", …}'`` printed a Python traceback (AttributeError in the agent's
script) and left the run PENDING with only RunStarted: the in-process worker and the recovery sweep drove it into the
same crash again and again, and no page said why it did not move. Its model now answers that it cannot read the
invoice, a permanent ModelError: the run is FAILED with that cause on its banner, waiting for an operator.
"""

from __future__ import annotations

import json

import pytest

from agentops.core.events import EventType
from runs.models import Event, Run
from runs.services import run_create
from runs.worker.engine import drive_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.mark.parametrize("invoice", ["", "INV 42", "   "])
def test_an_invoice_the_demo_cannot_read_fails_the_run_with_its_cause(invoice):
    inputs = {"invoice": invoice, "amount": 10, "currency": "EUR", "customer": "Ann Lee"}
    run, _ = run_create(agent="billing", inputs=inputs, start=False)
    drive_run(run.id)
    assert Run.objects.get(id=run.id).status == "FAILED"
    failed = json.loads(Event.objects.get(run=run, type=EventType.RUN_FAILED).payload)
    assert failed["error_class"] == "ModelError" and not failed["retryable"]
    assert "cannot read the invoice" in failed["message"]
