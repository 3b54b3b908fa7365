"""A fork is told apart from its parent where runs are listed and at the top of its page."""

from __future__ import annotations

import re

import pytest

from runs.models import Run
from runs.timetravel.fork import ForkRequest, fork_create
from runs.worker.engine import drive_run
from tests.dashboard.conftest import make_user
from tests.runs.factories import make_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def _row(page: str, run_id: str) -> str:
    return re.search(rf'<tr data-run="{run_id}">.*?</tr>', page, re.S).group(0)


def test_a_fork_says_whose_fork_it_is_in_the_runs_list_and_its_page_header(client):
    """A fork has its parent's agent, reference, model and (once done) status: the runs list showed the two rows
    alike ("T-1000 completed ticket"), and the fork's page said it only in the Time travel panel far below the
    timeline's head, so an operator searching a reference could not tell which run was the original."""
    parent = make_run("ticket")
    assert str(drive_run(parent)) == "COMPLETED"
    fork, _ = fork_create(run_id=parent, request=ForkRequest(20), actor="ada", reason="rerun the end")
    assert str(drive_run(fork.id)) == "COMPLETED"
    client.force_login(make_user("v", "viewer"))
    listed = client.get("/runs/").content.decode()
    row = _row(listed, fork.id)
    assert 'data-testid="run-lineage"' in row and f'href="/runs/{parent}/"' in row and "fork of" in row
    assert "run-lineage" not in _row(listed, parent)
    head = client.get(f"/runs/{fork.id}/").content.decode()
    head = head[head.index('<div class="page-head">') : head.index("</h1>") + 400]
    assert "fork of" in head and f'href="/runs/{parent}/"' in head and "step <b>20</b>" in head
    assert Run.objects.get(id=fork.id).fork_of_id == parent


def test_a_forks_row_shows_its_parents_names_in_the_reference_and_is_found_by_them(client):
    """A fork's reference is its parent's, shown with the names the parent's events reveal (``<name:…>``): a search for
    that pseudonym finds the parent and the fork (fix-known8b), the name typed neither."""
    from runs.governance.redaction import from_settings
    from runs.services import run_create

    inputs = {"ticket": "T-9", "customer": "ACME", "customer_name": "Maria Lopez", "task": "Resolve the ticket."}
    parent = run_create(agent="ticket", inputs=inputs, reference="Maria Lopez", seed=7, start=False)[0].id
    assert str(drive_run(parent)) == "COMPLETED"
    fork, _ = fork_create(run_id=parent, request=ForkRequest(20), actor="ada", reason="rerun the end")
    pseudonym = from_settings().redact("Maria Lopez", {"Maria Lopez"})
    assert pseudonym.startswith("<name:") and Run.objects.get(id=fork.id).reference_seen == pseudonym
    client.force_login(make_user("v", "viewer"))
    listed = client.get("/runs/", {"q": pseudonym})
    assert {r.id for r in listed.context["page"].runs} == {parent, fork.id}
    assert "Maria Lopez" not in listed.content.decode()
    assert list(client.get("/runs/", {"q": "Maria"}).context["page"].runs) == []
