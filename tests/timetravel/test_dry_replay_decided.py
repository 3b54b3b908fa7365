"""Dry replay of runs an operator decided in doubt: the decision is fed back where it was made, not before the step."""

from __future__ import annotations

import pytest

from runs.models import ToolExecution
from runs.timetravel.replay import run_dry_replay
from tests.timetravel.agents import in_doubt_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def test_a_run_dead_lettered_in_doubt_replays_against_its_own_code_without_a_divergence(register_agent):
    """An operator dead-lettered the in-doubt email of step 7 (the usual way a run is dead-lettered): replayed
    against the same code, the decision was applied before step 7's sample, the replay stopped there and the report
    said step 7's email became no call at all (``tool_changed``), so ``replay_check`` failed CI on unchanged code."""
    from approvals.services import decide_execution

    run_id = in_doubt_run(register_agent, 7)
    doubt = ToolExecution.objects.get(run_id=run_id, step=7)
    decide_execution(execution_id=doubt.id, actor="ada", decision="dead_letter", reason="relay down")
    report, _ = run_dry_replay(run_id=run_id, save=False)
    assert report.divergences == [], [d.to_payload() for d in report.divergences]
    assert report.outcome == "DEAD_LETTER"
    assert report.replayed_steps[7]["calls"][0]["tool"] == "send_email"
    assert report.model_calls == 0
