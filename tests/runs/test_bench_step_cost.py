"""``bench/throughput.py``'s step cost compares like with like: the in-memory run beside the durable one does
the same external work, so the difference it reports is what the journal adds.

The ticket agent's emails go to the demo provider's ledger (``runs.demo.sinks``: one row and one commit per
new idempotency key). The in-memory run is started from the durable run's RunStarted payload; its keys must
be its own, or every email it sends finds the durable run's row and the provider's write is charged to the
durable side alone.
"""

import json

import pytest

from agentops.demo.ticket import ticket_inputs
from bench.throughput import _in_memory
from runs.models import Event, SideEffect
from runs.services import run_create
from runs.worker.engine import drive_run

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.sqlite]


def test_the_in_memory_run_writes_the_ledger_as_the_durable_run_does():
    run, _ = run_create(agent="ticket", inputs=ticket_inputs(0), seed=0, start=False)
    started = json.loads(Event.objects.get(run_id=run.id, seq=1).payload)
    before = SideEffect.objects.count()
    drive_run(run.id, owner="bench")
    durable = SideEffect.objects.count() - before
    assert durable > 0  # the ticket run emails

    _in_memory(f"mem_{run.id}", started)

    assert SideEffect.objects.count() - before == 2 * durable
    assert json.loads(Event.objects.get(run_id=run.id, seq=1).payload) == started  # the durable run's untouched
