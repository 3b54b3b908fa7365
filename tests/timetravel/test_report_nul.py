"""A report of a run whose recorded values hold a NUL character is stored (PostgreSQL's jsonb holds none).

Found by the outside-in checks of time travel (qa-travel7, 7 Dec 2026): a what-if of a fork whose operator gave a
call's result with a NUL in it (the API takes one inside a result) answered 500 on PostgreSQL after asking the model —
the report's insert failed, "unsupported Unicode escape sequence" — and so did a dry replay of a run whose tool read a
binary document. The journal holds such values (escaped JSON text); the report shows each NUL as ␀.
"""

from __future__ import annotations

import json

import pytest

from runs.models import ReplayReport
from runs.timetravel.replay import NUL_SHOWN
from runs.worker.engine import drive_run
from tests.runs.factories import make_run
from tests.timetravel.test_api import client_for

pytestmark = pytest.mark.django_db


def stored(report_id: int) -> str:
    return json.dumps(ReplayReport.objects.get(id=report_id).report, ensure_ascii=False)


def test_a_dry_replay_of_a_run_whose_tool_answered_a_nul_is_stored(register_agent):
    register_agent(ticket="tests.timetravel.agents:ticket_binary_docs")
    run_id = make_run("ticket")
    assert str(drive_run(run_id)) == "COMPLETED"
    answer = client_for("operator").post(f"/api/v1/runs/{run_id}/dry-replay/", {}, format="json")
    assert answer.status_code == 201, answer.content[:300]
    assert answer.json()["divergences"] == 0  # compared as recorded, NUL and all
    text = stored(answer.json()["id"])
    assert "\x00" not in text and "\\u0000" not in text and NUL_SHOWN in text


def test_a_what_if_of_a_fork_given_a_result_with_a_nul_is_stored():
    run_id = make_run("ticket")
    assert str(drive_run(run_id)) == "COMPLETED"
    api = client_for("operator")
    result = {"success": True, "code": "sent", "data": {"message_id": "m-1", "note": "relay said: ok\x00"}}
    body = {"step": 3, "cut": "keep", "reason": "the relay's log", "edits": [{"call_index": 0, "result": result}]}
    made = api.post(f"/api/v1/runs/{run_id}/fork/", body, format="json")
    assert made.status_code == 201, made.json()
    fork = made.json()["id"]
    assert str(drive_run(fork)) == "COMPLETED"
    answer = api.post(f"/api/v1/runs/{fork}/what-if/", {"from_step": 3, "max_calls": 2}, format="json")
    assert answer.status_code == 201, answer.content[:300]
    assert answer.json()["model_calls"] > 0 and ReplayReport.objects.count() == 1  # the model asked, its report kept
    text = stored(answer.json()["id"])
    assert "relay said: ok" + NUL_SHOWN in text and "\x00" not in text
