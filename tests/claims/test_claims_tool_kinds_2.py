"""Claims matched to tools of catalogues never seen (claims-kinds bfd72c6, ported by claims-counts, issue 12), with
invented tool names and sentences: a tool that approves or releases money pays or refunds it; one call of a tool
described as acting on all items backs a count."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, acts_on_many, tool_kinds
from tests.claims.test_claims_described import verdict


@pytest.mark.parametrize(
    ("tool", "kind"),
    [
        (ToolInfo("releaseDisbursement"), "pay"),
        (ToolInfo("release_payout"), "pay"),
        (ToolInfo("approveClaim", "write", "Approve and release a claim settlement payment"), "pay"),
        (ToolInfo("approve_request", "write", "Approve a pending refund request"), "refund"),
    ],
)
def test_a_tool_that_approves_or_releases_money_moves_it(tool: ToolInfo, kind: str) -> None:
    assert kind in tool_kinds(tool)


def test_approving_what_is_no_money_pays_nothing() -> None:
    assert tool_kinds(ToolInfo("approve_leave")).isdisjoint({"pay", "refund"})


def test_an_approved_payout_citing_the_approval_tool_is_verified() -> None:
    described = {"approveClaim": "Approve and release a claim settlement payment"}
    assert verdict("The settlement of £1,200 has been paid [evt:a].", "approveClaim", described) == ["verified"]
    assert verdict("Paid £410 to the supplier [evt:a].", "releaseDisbursement", {"releaseDisbursement": ""}) == [
        "verified"
    ]


@pytest.mark.parametrize(
    ("description", "many"),
    [
        ("Send the outage notice to all residents of a building", True),
        ("Bulk-enable autopay for the listed accounts", True),
        ("批量开通银行卡自动扣费", True),
        ("Send an SMS text to a phone number", False),
    ],
)
def test_a_tool_described_as_acting_on_many_items(description: str, many: bool) -> None:
    assert acts_on_many(ToolInfo("notify_tool", "write", description)) is many


def test_one_call_of_a_tool_acting_on_all_items_backs_a_count() -> None:
    text = "Sent both overdue notices [evt:a]."
    assert verdict(text, "notify.tenants", {"notify.tenants": "Send a notice to all tenants of a building"}) == [
        "verified"
    ]
    assert verdict(text, "notify.tenants", {"notify.tenants": "Send a notice to a tenant"}) == ["unverified"]
