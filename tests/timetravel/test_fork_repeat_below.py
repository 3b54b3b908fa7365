"""The other way round: a parent's held payment that a fork of it (``keys=new``) already paid. Approving the parent's
card pays a second time as surely as approving the fork's did, so it says so and needs the same explicit confirm."""

from __future__ import annotations

import pytest

from approvals.repeats import made_in_parent
from approvals.selectors import approvals_queue
from approvals.services import RepeatNotConfirmed, approve_call
from runs.models import SideEffect, ToolExecution
from runs.timetravel.fork import ForkRequest, fork_create
from runs.worker.engine import drive_run
from tests.runs.factories import make_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def test_a_parents_held_payment_its_fork_already_paid_needs_the_repeat_confirmed():
    """The billing run waits for its payment's approver; an operator forks it at the payment (keys=new), an approver
    approves the fork's payment, confirming the repeat the fork's card warned of ("it waits for approval there and
    may still run"). Then the parent's card, approved by anyone, paid INV-2041 a second time with no word: the rule
    looked only up the line (the fork's card), never down (the parent's)."""
    parent = make_run("billing")
    assert str(drive_run(parent)) == "WAITING_MANUAL_CONFIRM"
    waiting = ToolExecution.objects.get(run_id=parent, tool="pay_invoice")
    forked, _ = fork_create(run_id=parent, request=ForkRequest(1, cut="keep", keys="new"), actor="ada", reason="r")
    assert str(drive_run(forked.id)) == "WAITING_MANUAL_CONFIRM"
    repeat = ToolExecution.objects.get(run_id=forked.id, tool="pay_invoice")
    approve_call(execution_id=repeat.id, actor="bob", reason="pay", typed_amount="1250", repeat_confirmed=True)
    assert str(drive_run(forked.id)) == "COMPLETED" and SideEffect.objects.filter(kind="payment").count() == 1

    assert made_in_parent(waiting) == ToolExecution.objects.get(id=repeat.id)
    [card] = [c for c in approvals_queue() if c["x"].id == waiting.id]
    assert (
        card["repeat"]["run_id"] == forked.id
        and f"run {forked.id} already made this same call" in card["repeat"]["said"]
    ), card.get("repeat")
    with pytest.raises(RepeatNotConfirmed, match=f"run {forked.id} already made this same call"):
        approve_call(execution_id=waiting.id, actor="carol", reason="pay", typed_amount="1250")
    assert ToolExecution.objects.get(id=waiting.id).status == "WAITING_MANUAL_CONFIRM"
    assert SideEffect.objects.filter(kind="payment").count() == 1, "paid twice with no one asked"


def test_the_repeat_rule_reads_the_families_of_a_pages_calls_in_queries_not_one_set_a_call():
    """``repeats._kin`` read each run's family apart (``lineage.family``: a query up and one a generation down, for
    each run): a queue page of 200 forks' calls was 600 queries. The families are read together
    (``lineage.families``): as many queries for six forks' calls as for two."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from approvals.repeats import made_in_parents

    parent = make_run("billing")
    assert str(drive_run(parent)) == "WAITING_MANUAL_CONFIRM"
    held = []
    for _ in range(6):
        forked, _ = fork_create(run_id=parent, request=ForkRequest(1, cut="keep", keys="new"), actor="ada", reason="r")
        assert str(drive_run(forked.id)) == "WAITING_MANUAL_CONFIRM"
        held.append(ToolExecution.objects.get(run_id=forked.id, tool="pay_invoice"))

    def read(calls: list[ToolExecution]) -> tuple[int, dict[str, ToolExecution]]:
        with CaptureQueriesContext(connection) as queries:
            found = made_in_parents(calls)
        return len(queries), found

    (two, found_two), (six, found_six) = read(held[:2]), read(held)
    assert len(found_two) == 2 and len(found_six) == 6  # each fork's payment: the parent's waits and may still run
    assert six == two, (two, six)
