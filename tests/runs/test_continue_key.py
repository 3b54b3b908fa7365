"""A continuation's create key (``continue:RUN``) against an agent's (``agent:key``, ``runs.api.views``): an agent
named ``continue`` creating with the key ``RUN`` held the continuation's key — continuing ``RUN`` then returned that
agent's run as the continuation, past the refusal of a run whose call waits for an approver. Such names are refused
at start-up, and a run found under the key that is no continuation is not taken for one."""

import pytest
from django.core import checks

from agentops.core.loop import Outcome
from runs.models import Event, Run
from runs.services import ContinueRefused, continuation_of, run_continue_as_new, run_create
from runs.worker.engine import drive_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

BILLING = "runs.demo.agents:billing_agent"
INPUTS = {"invoice": "INV-1", "amount": 1250, "currency": "EUR", "customer": "ACME"}


@pytest.mark.parametrize("name", ["continue", "fork"])
def test_an_agent_named_as_the_servers_own_create_keys_begin_is_a_system_check_error(register_agent, name):
    register_agent(**{name: BILLING})
    errors = [e for e in checks.run_checks() if e.id == "agentops.E003"]
    assert len(errors) == 1 and errors[0].level == checks.ERROR
    assert errors[0].msg.startswith(f"agent {name!r} is registered, but {name!r} is reserved")


def test_a_run_an_agent_created_under_the_continuation_key_is_no_continuation(register_agent):
    """Agent ``continue``'s run waits for an approver (a continuation would pay twice: refused); the same agent
    created another run with the key that run's id, stored ``continue:RUN``. Before, continuing the run found that
    run by the key, skipped the refusal and returned it as the continuation."""
    register_agent(**{"continue": BILLING})
    waiting, _ = run_create(agent="continue", inputs=INPUTS, seed=7, start=False)
    assert drive_run(waiting.id) is Outcome.WAITING_MANUAL_CONFIRM
    other, _ = run_create(agent="continue", inputs=INPUTS, seed=7, start=False, create_key=f"continue:{waiting.id}")
    runs, events = Run.objects.count(), Event.objects.count()
    with pytest.raises(ContinueRefused, match=f"already names run {other.id} of agent 'continue', which is no"):
        run_continue_as_new(run_id=waiting.id, actor="ops")
    assert continuation_of(waiting.id) is None
    assert (Run.objects.count(), Event.objects.count()) == (runs, events)
