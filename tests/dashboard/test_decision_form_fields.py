"""A decision form whose reason is not UTF-8, or with a field given twice, is a 400 naming it, nothing decided.

qa-ops5: Django decodes a form's bytes that are not UTF-8 as U+FFFD, and a reject was journaled with the reason
"���"; a field given twice was read by its last value (``decision=confirm&decision=dead_letter`` dead-lettered).
The request guard refuses a form that is not UTF-8 (``runs.security.guards``), and each decision's view a field
given more than once (``single_valued``)."""

from __future__ import annotations

import pytest
from django.urls import reverse

from runs.models import Event, Run, ToolExecution
from tests.dashboard.conftest import in_doubt_email, waiting_payment

pytestmark = [pytest.mark.django_db]

FORM = "application/x-www-form-urlencoded"
#: every decision form's address, and the role that sends it
DECISIONS = {
    "approve": "approver",
    "reject": "approver",
    "decide": "operator",
    "retry-verification": "operator",
    "resume": "operator",
    "restart": "operator",
    "claims:release": "operator",
}


def _path(name: str) -> str:
    if name in ("approve", "reject", "decide", "retry-verification"):
        return reverse(name, kwargs={"execution_id": "exe_0000000000000000"})
    return reverse(name, kwargs={"run_id": "run_0000000000000000"})


@pytest.mark.sqlite
@pytest.mark.parametrize("name", sorted(DECISIONS))
def test_every_decision_form_refuses_a_reason_not_utf8_and_a_field_twice(login, name):
    client = login(DECISIONS[name])
    bad = client.post(_path(name), b"decision=confirm&reason=%FF%FE%FD", content_type=FORM)
    assert bad.status_code == 400 and "the form is not UTF-8" in bad.content.decode(), name
    raw = client.post(_path(name), b"reason=ok&x=" + b"\xff", content_type=FORM)
    assert raw.status_code == 400 and "the form is not UTF-8" in raw.content.decode(), name
    twice = client.post(_path(name), "reason=a&reason=b&decision=confirm", content_type=FORM)
    assert twice.status_code == 400, name
    assert "&#x27;reason&#x27; is given more than once: give it once" in twice.content.decode(), name


def test_a_reject_with_a_reason_not_utf8_journals_nothing(login):
    held = ToolExecution.objects.get(run=waiting_payment(), tool="pay_invoice")
    refused = login("approver").post(reverse("reject", args=[held.id]), b"reason=no%FF%FEway", content_type=FORM)
    assert refused.status_code == 400
    assert not Event.objects.filter(run_id=held.run_id, type="ManualConfirmRejected").exists()
    assert ToolExecution.objects.get(id=held.id).status == "WAITING_MANUAL_CONFIRM"


def test_a_decision_given_twice_decides_nothing(login, monkeypatch):
    doubt = in_doubt_email(monkeypatch)
    body = "decision=confirm&decision=dead_letter&reason=seen"
    refused = login("operator").post(reverse("decide", args=[doubt.id]), body, content_type=FORM)
    assert refused.status_code == 400 and "&#x27;decision&#x27; is given more than once" in refused.content.decode()
    assert not Event.objects.filter(run_id=doubt.run_id, type="OperatorDecision").exists()
    assert ToolExecution.objects.get(id=doubt.id).status == "TOOL_EXECUTED"
    # a well-formed one still decides
    done = login("operator").post(reverse("decide", args=[doubt.id]), {"decision": "confirm", "reason": "seen"})
    assert done.status_code == 302


#: a reason that shows nothing: zero-width space, word joiner, BOM, soft hyphen, a direction mark, around spaces
INVISIBLE = " \u200b\u2060\ufeff\u00ad\u200e "


@pytest.mark.sqlite
@pytest.mark.parametrize("name", sorted(set(DECISIONS) - {"approve", "claims:release"}))
def test_a_reason_that_shows_nothing_is_no_reason(login, monkeypatch, name):
    """qa-ops10: ``str.strip`` keeps U+200B, U+2060 and U+FEFF, so a reason of only those passed "a reason is
    required" and was journaled: a decision whose reason shows as nothing. Refused now, nothing written."""
    doubt = in_doubt_email(monkeypatch)
    if name in ("decide", "retry-verification", "reject"):
        target = ToolExecution.objects.get(run=waiting_payment(), tool="pay_invoice") if name == "reject" else doubt
        path = reverse(name, args=[target.id])
    else:
        path = reverse(name, args=[doubt.run_id])
    head = {r: Run.objects.get(id=r).last_seq for r in Run.objects.values_list("id", flat=True)}
    refused = login(DECISIONS[name]).post(path, {"decision": "confirm", "reason": INVISIBLE, "action": "resume"})
    assert refused.status_code == 400 and "a reason is required" in refused.content.decode(), name
    assert {r: Run.objects.get(id=r).last_seq for r in head} == head


def test_an_approval_whose_note_shows_nothing_is_journaled_as_approved(login):
    held = ToolExecution.objects.get(run=waiting_payment(), tool="pay_invoice")
    form = {"reason": INVISIBLE, "idem_key": held.idem_key, "confirm_amount": "1250"}
    done = login("approver").post(reverse("approve", args=[held.id]), form)
    assert done.status_code == 302
    granted = Event.objects.get(run_id=held.run_id, type="ManualConfirmGranted")
    assert '"reason":"approved"' in granted.payload
