"""One operator deciding one call twice at the same moment — two tabs, a double click, a retried POST — through the
live server on PostgreSQL, the two requests sent by two threads at once (and a retry sent after the first answered).

The same decision again is answered as already made (the page's success, saying so) and nothing is written twice; a
different decision is refused (409) with a message naming the first. Before, whichever request came second was
refused, a repeat of the very same decision included, with "this request decided nothing; reload" or "was already
approved by ann": the same name took the run's lease again, so the second request fenced the first one out.
"""

from __future__ import annotations

import html
import re
import threading
from collections.abc import Callable

import httpx
import pytest
from django.conf import settings
from django.contrib.auth.models import User
from django.db import connection
from django.test import Client

from approvals import services
from runs.models import Event, ToolExecution
from runs.roles import APPROVER, OPERATOR
from tests.dashboard.conftest import in_doubt_email, make_user, waiting_payment

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(connection.vendor != "postgresql", reason="needs PostgreSQL"),
]

DECISIONS = ("ManualConfirmGranted", "ManualConfirmRejected", "OperatorDecision")


def _browser(base: str, username: str, role: str, page: str) -> httpx.Client:
    """An httpx client signed in as ``username`` (``role``) with the CSRF cookie ``page`` sets, as a browser tab."""
    client = Client()
    client.force_login(User.objects.filter(username=username).first() or make_user(username, role))
    session = client.cookies[settings.SESSION_COOKIE_NAME].value
    tab = httpx.Client(base_url=base, cookies={settings.SESSION_COOKIE_NAME: session}, timeout=60)
    assert tab.get(page).status_code == 200
    return tab


def _post(tab: httpx.Client, path: str, form: dict[str, str]) -> tuple[int, str]:
    response = tab.post(path, data=form | {"csrfmiddlewaretoken": tab.cookies["csrftoken"]})
    if response.status_code == 302:  # the success's redirect: the page then shows its message
        return 302, tab.get(response.headers["location"]).text
    return response.status_code, response.text


def _at_once(*sends: Callable[[], tuple[int, str]]) -> list[tuple[int, str]]:
    """Each send in its own thread, released together."""
    barrier, answers = threading.Barrier(len(sends)), [None] * len(sends)

    def go(i: int) -> None:
        barrier.wait()
        answers[i] = sends[i]()

    threads = [threading.Thread(target=go, args=(i,)) for i in range(len(sends))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    return answers  # type: ignore[return-value]


def _decisions(run_id: str) -> list[str]:
    return list(Event.objects.filter(run_id=run_id, type__in=DECISIONS).order_by("seq").values_list("type", flat=True))


def _refusal(body: str) -> str:
    found = re.search(r'data-testid="refusal">(.*?)</div>', body, re.S)
    return html.unescape(found.group(1)).strip() if found else ""


@pytest.fixture
def held(live_server, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("AGENTOPS_WORKER", "none")  # the run's resume is not under test
    run = waiting_payment()
    execution = ToolExecution.objects.get(run_id=run.id, status="WAITING_MANUAL_CONFIRM")
    tabs = [_browser(live_server.url, "ann", APPROVER, "/approvals/") for _ in range(2)]
    form = {"idem_key": execution.idem_key or "", "reason": "checked the invoice", "confirm_amount": "1250"}
    return execution, tabs, form


def test_the_same_approval_twice_at_once_is_one_approval_and_both_tabs_are_told_it_is_made(held):
    execution, tabs, form = held
    path = f"/approvals/{execution.id}/approve/"
    answers = _at_once(*(lambda tab=tab: _post(tab, path, form) for tab in tabs))
    assert [code for code, _ in answers] == [302, 302], [(c, _refusal(b)) for c, b in answers]
    assert _decisions(execution.run_id) == ["ManualConfirmGranted"]
    # a retried POST after both answered: the same, nothing written
    code, page = _post(tabs[0], path, form)
    assert code == 302 and "already approved by ann" in page
    assert _decisions(execution.run_id) == ["ManualConfirmGranted"]


def test_approve_and_reject_at_once_by_one_approver_is_one_decision_and_the_other_names_it(held):
    execution, tabs, form = held
    answers = _at_once(
        lambda: _post(tabs[0], f"/approvals/{execution.id}/approve/", form),
        lambda: _post(tabs[1], f"/approvals/{execution.id}/reject/", {"reason": "wrong amount"}),
    )
    assert sorted(code for code, _ in answers) == [302, 409], [(c, _refusal(b)) for c, b in answers]
    (made,) = _decisions(execution.run_id)
    refused = _refusal(next(body for code, body in answers if code == 409))
    first = "approved" if made == "ManualConfirmGranted" else "rejected"
    assert f"already {first} by ann at " in refused, refused


@pytest.fixture
def in_doubt(live_server, monkeypatch):  # type: ignore[no-untyped-def]
    doubt = in_doubt_email(monkeypatch)
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    tabs = [_browser(live_server.url, "otto", OPERATOR, "/recovery/") for _ in range(2)]
    return doubt, tabs


@pytest.mark.parametrize("second", ["confirm", "dead_letter"])
def test_one_operator_deciding_an_in_doubt_call_twice_at_once(in_doubt, second):
    doubt, tabs = in_doubt
    path = f"/recovery/executions/{doubt.id}/decide/"
    answers = _at_once(
        lambda: _post(tabs[0], path, {"decision": "confirm", "reason": "saw it in the relay log"}),
        lambda: _post(tabs[1], path, {"decision": second, "reason": "saw it in the relay log"}),
    )
    assert _decisions(doubt.run_id) == ["OperatorDecision"]
    codes = sorted(code for code, _ in answers)
    if second == "confirm":
        assert codes == [302, 302], [(c, _refusal(b)) for c, b in answers]
    else:
        assert codes == [302, 409], [(c, _refusal(b)) for c, b in answers]
        refused = _refusal(next(body for code, body in answers if code == 409))
        assert re.search(r"already (confirmed|dead-lettered) by otto at ", refused), refused


def test_the_services_answer_a_repeat_as_already_made_and_refuse_another_decision(monkeypatch, db):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")
    doubt = in_doubt_email(monkeypatch)
    decide = services.decide_execution
    assert decide(execution_id=doubt.id, actor="otto", decision="confirm", reason="relay log") == ""
    again = decide(execution_id=doubt.id, actor="otto", decision="confirm", reason="relay log")
    assert again.startswith(f"execution {doubt.id} was already confirmed by otto at ")
    with pytest.raises(services.DecisionConflict, match="already confirmed by otto at "):
        decide(execution_id=doubt.id, actor="otto", decision="dead_letter", reason="relay log")
    with pytest.raises(services.DecisionConflict, match="already confirmed by otto at "):  # another operator
        decide(execution_id=doubt.id, actor="olga", decision="confirm", reason="relay log")
    assert _decisions(doubt.run_id) == ["OperatorDecision"]
