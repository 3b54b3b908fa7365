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
