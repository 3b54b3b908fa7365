"""A bulk job acts on the set its preview showed, not only on a set of the same size (qa-operator, 6 Dec 2026).

Found from outside: an approver previewed 10 held payments (7,198 EUR, "approve 10"); meanwhile one was rejected on
its card and a 990,000 EUR payment arrived under the same filters. The create checked the count alone (still 10),
so the job approved and paid the 990,000 EUR the preview never showed. The preview now names its set (a keyed
fingerprint of its targets' ids), the page's form and API clients send it back, and another set is a 409 that writes
nothing. And a run-level action (dead-letter, retry, resume) was given ``tool`` / ``args_hash`` — which only narrow
the held calls of an approve or reject — and silently ignored them: ``dead_letter&tool=pay_invoice`` selected every
dead-letterable run, failed ticket runs included, and the page even listed the tool among its filters.
"""

from __future__ import annotations

import json
import re

import pytest
from drf_spectacular.generators import SchemaGenerator
from drf_spectacular.renderers import OpenApiJsonRenderer

from approvals import services as decisions
from approvals.models import BulkJob
from runs.models import Run, ToolExecution
from tests.dashboard.conftest import waiting_payment

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

JOBS = "/api/v1/bulk-jobs/"
PREVIEW = "/api/v1/bulk-jobs/preview/"


def _swap_one(runs: list[Run]) -> Run:
    """Someone rejects the first run's held call on its card, and a large payment arrives under the same filters."""
    held = ToolExecution.objects.get(run=runs[0], status="WAITING_MANUAL_CONFIRM")
    decisions.reject_call(execution_id=held.id, actor="approver", reason="not ours")
    big = waiting_payment("INV-9")
    assert ToolExecution.objects.filter(status="WAITING_MANUAL_CONFIRM").count() == len(runs)  # the same count
    return big


def _untouched(big: Run) -> None:
    assert not BulkJob.objects.exists()
    assert ToolExecution.objects.get(run=big, tool="pay_invoice").status == "WAITING_MANUAL_CONFIRM"


def test_an_api_create_over_another_set_of_the_same_size_is_refused(login, payments):
    runs = payments(3)
    client = login("approver")
    seen = client.get(PREVIEW, {"action": "approve", "q": "INV-"}).json()
    assert seen["count"] == 3 and re.fullmatch(r"[0-9a-f]{32}", seen["fingerprint"])
    assert client.get(PREVIEW, {"action": "approve", "q": "INV-"}).json()["fingerprint"] == seen["fingerprint"]
    big = _swap_one(runs)
    body = {
        "action": "approve",
        "q": "INV-",
        "reason": "month end",
        "expected": 3,
        "confirmation": "approve 3 totalling 3,750 EUR",
    }
    refused = client.post(
        JOBS, json.dumps(body | {"fingerprint": seen["fingerprint"]}), content_type="application/json"
    )
    assert refused.status_code == 409, refused.content
    assert refused.json()["error"]["code"] == "bulk_stale"
    assert "other targets" in refused.json()["error"]["message"]
    _untouched(big)
    again = client.get(PREVIEW, {"action": "approve", "q": "INV-"}).json()  # preview again: the new set, its name
    assert again["count"] == 3 and again["fingerprint"] != seen["fingerprint"]
    body |= {"fingerprint": again["fingerprint"], "confirmation": again["phrase"]}  # the new set's total
    made = client.post(JOBS, json.dumps(body), content_type="application/json")
    assert made.status_code == 201 and made.json()["total"] == 3


def test_a_page_create_over_another_set_of_the_same_size_is_refused(login, payments):
    runs = payments(3)
    client = login("approver")
    page = client.get("/bulk/preview/", {"action": "approve", "q": "INV-"}).content.decode()
    form = dict(re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)">', page))
    assert form["expected"] == "3" and re.fullmatch(r"[0-9a-f]{32}", form["fingerprint"])
    big = _swap_one(runs)
    refused = client.post(
        "/bulk/create/", form | {"reason": "month end", "confirmation": "approve 3 totalling 3,750 EUR"}
    )
    assert refused.status_code == 409 and "preview again" in refused.content.decode()
    _untouched(big)


@pytest.mark.parametrize(
    ("action", "narrowing"),
    [("dead_letter", {"tool": "pay_invoice"}), ("retry", {"tool": "send_email"}),
     ("resume", {"args_hash": "0123456789abcdef"})],
)  # fmt: skip
def test_a_run_level_action_narrowed_to_calls_is_a_400_naming_the_field(login, payments, action, narrowing):
    payments(2)
    client = login("operator")
    field = next(iter(narrowing))
    preview = client.get(PREVIEW, {"action": action} | narrowing)
    assert preview.status_code == 400 and list(preview.json()["error"]["details"]) == [field], preview.content
    body = {"action": action, "reason": "x", "expected": 2, "confirmation": f"{action} 2"} | narrowing
    created = client.post(JOBS, json.dumps(body), content_type="application/json")
    assert created.status_code == 400 and list(created.json()["error"]["details"]) == [field]
    page = client.get("/bulk/preview/", {"action": action} | narrowing)
    assert (
        page.status_code == 400 and f"{field} narrows the held calls of an approve or reject" in page.content.decode()
    )
    posted = client.post("/bulk/create/", {"action": action, "reason": "x", "expected": "2"} | narrowing)
    assert posted.status_code == 400
    assert not BulkJob.objects.exists()
    assert Run.objects.filter(status="WAITING_MANUAL_CONFIRM").count() == 2


def test_an_api_approve_without_the_fingerprint_is_a_400_naming_it_and_writes_nothing(login, payments):
    """Without the preview's fingerprint only the count could be checked: the 990,000 EUR payment that took a
    rejected call's place would be approved. An approve must send it (the page always does)."""
    runs = payments(3)
    client = login("approver")
    seen = client.get(PREVIEW, {"action": "approve", "q": "INV-"}).json()
    big = _swap_one(runs)
    body = {"action": "approve", "q": "INV-", "reason": "month end", "expected": 3, "confirmation": seen["phrase"]}
    refused = client.post(JOBS, json.dumps(body), content_type="application/json")
    assert refused.status_code == 400, refused.content
    error = refused.json()["error"]
    assert error["code"] == "bulk_refused" and list(error["details"]) == ["fingerprint"]
    assert "fingerprint is required for a bulk approve" in error["message"]  # (and every other action)
    _untouched(big)
    form = {"action": "approve", "q": "INV-", "reason": "month end", "expected": "3", "confirmation": seen["phrase"]}
    page = client.post("/bulk/create/", form)  # the page's form with its hidden fingerprint taken out
    assert page.status_code == 400 and "fingerprint is required" in page.content.decode()
    _untouched(big)


def test_the_schema_says_a_create_requires_the_fingerprint_as_the_api_does():
    """The OpenAPI schema (and the TypeScript client's types made of it) showed ``fingerprint?`` optional while every
    create without it is refused (above): the service refuses it, not the serializer."""
    schema = SchemaGenerator().get_schema(request=None, public=True)
    create = json.loads(OpenApiJsonRenderer().render(schema))["components"]["schemas"]["CreateInputRequest"]
    assert "fingerprint" in create["required"] and "fingerprint" in create["properties"]
    assert "confirmation" not in create["required"]  # optional, as the service takes it
