"""Kind matching over any catalogue (claims-kinds, 6 Dec; stage (c) of the round gated on held-out batches), each class
with invented tools and sentences: a cited claim about what its tool acts on, named in either language, is backed when
its act is one the tool can back and the tool's name says an open act (create, update) or none the lexicon reads — and
still flagged when it says an act the tool cannot do; a tool's name is read the same in any style (a vendor prefix, a
verb-last dotted name)."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, tool_kinds
from tests.claims.test_claims_described import verdict

SHIPMENT = ("create_shipment", "Create a shipment and return its waybill number.")
DELIVERY = ("reschedule_delivery", "Move a delivery to another slot.")
FORMS = ("forms.request", "向客户索取签字表格")


@pytest.mark.parametrize(
    ("backed", "flagged", "tool"),
    [
        ("包裹的寄件单已经建好了 [evt:a]。", "运单号已经短信发给您了 [evt:a]。", SHIPMENT),
        ("寄件单已经建好了 [evt:a]。", "包裹已经退回给寄件人了 [evt:a]。", SHIPMENT),
        ("派送日期已经改到周日了 [evt:a]。", "I've emailed you the delivery slot [evt:a].", DELIVERY),
        ("配送时间已更新为周六上午 [evt:a]。", "派送费已经退给您了 [evt:a]。", DELIVERY),
        ("Your delivery date has been updated to Saturday [evt:a].", "Your delivery was paid for [evt:a].", DELIVERY),
        ("I've sent you a request for the signed form [evt:a].", "I've refunded the form fee [evt:a].", FORMS),
    ],
)
def test_a_claim_about_its_tools_thing_in_either_language_is_backed_unless_it_says_another_act(
    backed: str, flagged: str, tool: tuple[str, str]
) -> None:
    name, description = tool
    assert verdict(backed, name, {name: description}) == ["verified"]
    assert verdict(flagged, name, {name: description}) == ["mismatched"]


@pytest.mark.parametrize(
    ("styled", "plain"),
    [
        ("acme_freeze_card", "freeze_card"),  # a tool verb the lexicon lacks, after a vendor prefix
        ("acme_hold_parcel", "hold_parcel"),
        ("acme_rollback_release", "rollback_release"),
        ("acme_create_invoice", "create_invoice"),  # a bill drawn up: its head noun, past the vendor
        ("notify.email.send", "send_email"),  # a verb-last dotted name: the resource before the verb is its object
    ],
)
def test_a_tools_name_is_read_the_same_in_any_style(styled: str, plain: str) -> None:
    assert tool_kinds(ToolInfo(styled)) == tool_kinds(ToolInfo(plain)) != {"*"}


def test_money_handed_out_is_backed_by_the_tool_that_pays_not_by_one_that_opens_a_case() -> None:
    tools = {"issue_settlement": "Pay out a settlement to the claimant.", "open_case": "Open a damage case."}
    said = "赔偿金 500 元已经发放到您的银行卡 [evt:a]。"
    assert tool_kinds(ToolInfo("issue_settlement", "write", tools["issue_settlement"])) >= {"pay"}
    assert verdict(said, "issue_settlement", tools) == ["verified"]
    assert verdict(said, "open_case", tools) == ["mismatched"]
    assert verdict("优惠券已经发放到您的账户 [evt:a]。", "open_case", tools) == ["verified"]  # goods given, no money
