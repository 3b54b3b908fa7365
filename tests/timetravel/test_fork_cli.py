"""``manage.py fork_run``: preview, create, and a clear message (non-zero exit) for every bad argument."""

from __future__ import annotations

import json
import re
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from agentops.core.keys import chain_hash_of_text
from runs.models import Event, Run
from runs.roles import OPERATOR
from runs.services import run_create
from runs.worker.engine import drive_run
from tests.dashboard.conftest import make_user
from tests.runs.factories import make_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def fork_run(*args: str) -> str:
    out = StringIO()
    call_command("fork_run", *args, stdout=out)
    return out.getvalue()


@pytest.fixture
def done() -> str:
    run_id = make_run("ticket")
    drive_run(run_id)
    return run_id


def test_one_cap_is_given_alone_and_the_others_are_the_parents(register_agent):
    """``--max-steps`` without ``--max-tokens --max-cost`` was refused ("go together"); each cap not given is the parent's."""
    register_agent(ticket="tests.timetravel.agents:ticket_small_budget")  # 10 steps, 400,000 tokens, $5
    parent = make_run("ticket")
    assert str(drive_run(parent)) == "FAILED"
    make_user("ops", OPERATOR)
    fork_run(parent, "--step", "10", "--max-steps", "40", "--reason", "more steps", "--actor", "ops")
    fork = Run.objects.get(fork_of=parent)
    forked = json.loads(Event.objects.get(run_id=fork.id, type="ForkedFrom").payload)
    assert forked["budget"] == {"max_steps": 40, "max_tokens": 400_000, "max_cost": 5.0}
    assert str(drive_run(fork.id)) == "COMPLETED"


def test_preview_then_fork_with_an_edited_argument(done):
    make_user("ada", OPERATOR)  # --actor names an active operator
    preview = fork_run(done, "--step", "19", "--cut", "keep", "--preview")
    assert "step 19 call 0 send_email" in preview and "→ deduped" in preview and Run.objects.count() == 1
    out = fork_run(done, "--step", "19", "--cut", "keep", "--edit-args", '0={"to": "ops@example.com", "subject": "x"}',
                   "--reason", "send the credit memo to ops instead", "--actor", "ada")  # fmt: skip
    fork = Run.objects.get(fork_of=done)
    assert out.strip().endswith(f"forked at step 19 as {fork.id}")
    forked = Event.objects.get(run_id=fork.id, type="ForkedFrom")
    assert '"actor":"ada"' in forked.payload and "ops@example.com" in forked.payload
    assert str(drive_run(fork.id)) == "COMPLETED"
    intent = Event.objects.get(run_id=fork.id, type="ToolRequested", step=19)
    assert "ops@example.com" in intent.payload


def test_the_preview_shows_the_parents_arguments_and_hash_redacted_as_show_run_does():
    """``fork_run --preview`` printed the parent's call arguments as stored (``"invoice": "ana.li@contoso.com"``)
    and the chain hash at the cut, which ``show_run``, the dialog and the API show as ``<email:…>`` and
    ``<chain_hash:…>`` (qa-travel5, 7 Dec 2026)."""
    inputs = {"invoice": "ana.li@contoso.com", "amount": 90, "currency": "EUR", "customer": "ACME"}
    parent, _ = run_create(agent="billing", inputs=inputs, seed=7, start=False)
    assert str(drive_run(parent.id)) == "WAITING_MANUAL_CONFIRM"  # the payment waits for an approver
    preview = fork_run(parent.id, "--step", "1", "--preview")
    assert "step 1 call 0 pay_invoice" in preview and "→ held" in preview
    assert "contoso" not in preview and '"invoice": "<email:' in preview
    seq = int(re.search(r"up to seq (\d+)", preview).group(1))
    assert Event.objects.get(run_id=parent.id, seq=seq).hash[:16] not in preview and "hash <chain_hash:" in preview


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("run_nope", "--step", "1", "--reason", "x"), "unknown run 'run_nope'; `python manage.py list_runs`"),
        (("{done}", "--step", "2"), "--reason is required"),
        (("{done}", "--step", "99", "--reason", "x"), "no committed step 98"),
        (("{done}", "--step", "3", "--cut", "keep", "--edit-args", "zero={}", "--reason", "x"), "CALL_INDEX=JSON"),
        (("{done}", "--step", "3", "--cut", "keep", "--edit-result", "0={oops", "--reason", "x"), "not valid JSON"),
        (("{done}", "--step", "3", "--max-tokens", "0", "--reason", "x"), "a budget is 1 to 100000 steps, 1 to"),
        # json.loads reads NaN and a lone surrogate's escape: they ended in a ValueError / UnicodeEncodeError
        # traceback, and a create key over the column's 200 characters (195 with its "fork:") in a DataError (probe)
        (("{done}", "--step", "3", "--cut", "keep", "--edit-result", "0=NaN", "--reason", "x"), "non-finite number"),
        (
            ("{done}", "--step", "3", "--cut", "keep", "--edit-args", '0={"to": "\\ud800"}', "--reason", "x"),
            "surrogate",
        ),
        (("{done}", "--step", "3", "--key", "k" * 196, "--reason", "x"), "at most 195 characters, not 196"),
        # the API's limit (ForkInput.reason), one rule in agentops.core.fork: the CLI journaled 5,000 characters
        (("{done}", "--step", "3", "--reason", "r" * 2001), "a reason is at most 2000 characters, not 2001"),
        *(
            (
                (
                    "{done}",
                    "--step",
                    "3",
                    "--max-steps",
                    steps,
                    "--max-tokens",
                    "10",
                    "--max-cost",
                    cost,
                    "--reason",
                    "x",
                ),
                "a budget is 1 to 100000 steps" if cost[0].isdigit() else "--max-cost: not a number in ASCII digits",
            )
            for steps, cost in (("5", "nan"), ("5", "inf"), ("5", "1e10"), ("100001", "1"))
        ),
        # an edit as deep as the API's limit allows and no deeper (it was a RecursionError traceback)
        (
            ("{done}", "--step", "3", "--cut", "keep", "--edit-args", "0=" + "[" * 5000 + "]" * 5000, "--reason", "x"),
            "--edit-args 0: not valid JSON: nested deeper than 64 levels",
        ),
        (
            ("{done}", "--step", "3", "--cut", "keep", "--edit-result", "0=" + "[" * 65 + "]" * 65, "--reason", "x"),
            "--edit-result 0: not valid JSON: nested deeper than 64 levels",
        ),
        # the operator gave a result: the refusal read "give either new args or a result, not both or neither"
        (
            ("{done}", "--step", "3", "--cut", "keep", "--edit-result", "0=null", "--reason", "x"),
            "a result of null is not one",
        ),
        # --again without --keys new was taken and meant nothing; --key "" (an unset "$KEY") made a keyless fork
        (("{done}", "--step", "3", "--again", "--reason", "x"), "again confirms the repeats of a fork with keys=new"),
        (("{done}", "--step", "3", "--again", "--preview"), "and this one has keys=inherit"),
        (("{done}", "--step", "3", "--key", "", "--reason", "x"), "a fork's create key is blank"),
        (("{done}", "--step", "3", "--key", "  ", "--reason", "x"), "a fork's create key is blank"),
    ],
)
def test_bad_arguments_are_refused_with_a_message(done, args, message):
    make_user("ops", OPERATOR)  # --actor names an active operator: the refusal is the argument's
    with pytest.raises(CommandError, match=message):
        fork_run(*(done if a == "{done}" else a for a in args), "--actor", "ops")
    assert Run.objects.count() == 1


def test_tail_run_shows_a_forks_first_event_chained_as_verify_chain_does(done):
    """``tail_run --no-follow`` of a fork printed "ForkedFrom … (chain broken)" on its first event while
    ``verify_chain`` said "chain ok": the timeline checked it against the genesis hash, not its parent's at the cut."""
    make_user("ada", OPERATOR)
    fork_run(done, "--step", "19", "--reason", "again", "--actor", "ada")
    fork = Run.objects.get(fork_of=done).id
    assert str(drive_run(fork)) == "COMPLETED"
    fork_run(fork, "--step", "19", "--reason", "once more", "--actor", "ada")  # a fork of a fork
    for run_id in (fork, Run.objects.get(fork_of=fork).id):
        out = StringIO()
        call_command("verify_chain", run_id, stdout=out)
        assert out.getvalue().startswith(f"{run_id}: chain ok")
        lines = run_cmd("tail_run", run_id, "--no-follow")
        assert " ForkedFrom" in lines.splitlines()[0] and "(chain " not in lines
    # its prev_hash made another (its row hash made again to match): both say broken
    first = Event.objects.get(run_id=fork, type="ForkedFrom")
    first.prev_hash = "0" * 64
    first.hash = chain_hash_of_text(first.prev_hash, fork, first.seq, first.type, first.payload)
    first.save(update_fields=["prev_hash", "hash"])
    with pytest.raises(CommandError, match="chain broken"):
        call_command("verify_chain", fork, stdout=StringIO())
    shown = run_cmd("tail_run", fork, "--no-follow").splitlines()[0]
    assert " ForkedFrom" in shown and "(chain broken)" in shown


def run_cmd(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()
