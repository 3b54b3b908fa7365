"""Two operators deciding one in-doubt execution at the same instant, on PostgreSQL: exactly one wins."""

from __future__ import annotations

import threading

import pytest
from django.db import connection, connections
from django.test import Client
from django.urls import reverse

from runs.models import Event, ToolExecution
from runs.roles import OPERATOR
from tests.dashboard.conftest import in_doubt_email, make_user

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(connection.vendor != "postgresql", reason="needs PostgreSQL"),
]


@pytest.mark.parametrize("decisions", [("dead_letter", "dead_letter"), ("confirm", "dead_letter")])
def test_two_operators_one_decision(monkeypatch, decisions):
    doubt = in_doubt_email(monkeypatch)
    monkeypatch.setenv("AGENTOPS_WORKER", "none")  # the winner's resume is not what is under test
    names = ("op-a", "op-b")
    users = {name: make_user(name, OPERATOR) for name in names}
    barrier = threading.Barrier(2)
    results: dict[str, tuple[int, str]] = {}

    def decide(name: str, decision: str) -> None:
        client = Client()
        client.force_login(users[name])
        barrier.wait()
        try:
            response = client.post(
                reverse("decide", args=[doubt.id]), {"decision": decision, "reason": f"{name} saw it"}
            )
            results[name] = (response.status_code, response.content.decode())
        finally:
            connections.close_all()

    threads = [threading.Thread(target=decide, args=(n, d)) for n, d in zip(names, decisions, strict=True)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    codes = sorted(code for code, _ in results.values())
    assert codes == [302, 409], results
    loser = next(body for code, body in results.values() if code == 409)
    assert "refusal" in loser and ("already" in loser or "nothing to decide" in loser or "cannot decide now" in loser)
    assert Event.objects.filter(run_id=doubt.run_id, type="OperatorDecision").count() == 1
    assert ToolExecution.objects.get(id=doubt.id).status in ("CONFIRMED", "DEAD_LETTER")
