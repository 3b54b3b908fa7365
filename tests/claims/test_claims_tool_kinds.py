"""Kinds of tools from catalogues never seen (claims-kinds, 5 Dec), by rules that generalise, each class with invented
tool names and sentences: verbs the lexicon lacks or reads as generic (``TOOL_VERBS``: set, freeze, hold, unpublish,
decommission, replace), a light verb that takes its object's act (``lodge_hold``), a work order that is no purchase, a
push of firmware that deploys it, a change of a booking that books the new slot, a campaign launched that goes out."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary, tool_kinds
from tests.claims.test_claims_described import verdict


@pytest.mark.parametrize(
    ("name", "kinds"),
    [
        ("set_overdraft_cap", {"update"}),  # "set" is generic in prose, a change as a tool's act
        ("freezeWallet", {"update"}),
        ("mcp__qms__hold_batch", {"update"}),
        ("release-quarantine", {"update"}),
        ("cms.unpublish_story", {"delete"}),  # taken offline: a removal, not a send
        ("decommission_sensor", {"delete"}),
        ("replace_badge", {"order", "update"}),  # a new one ordered, besides the change
        ("collect_dues", {"pay"}),
        ("place_compliance_hold", {"update"}),  # a light verb takes its object's act
        ("place_po", {"order"}),  # … which an order keeps when its object names no act
        ("open_job_order", {"create"}),  # a work record, not a purchase
        ("push_config_bundle", {"update"}),  # a rollout, not a push notification
        ("send_push_alert", {"message"}),
        ("amend_reservation", {"book", "update"}),  # a change of a booking books the new slot
        ("start_broadcast", {"create", "send"}),  # started, it goes out to its audience too
    ],
)
def test_a_tool_name_never_seen_tells_its_kinds(name: str, kinds: set[str]) -> None:
    assert tool_kinds(ToolInfo(name)) == kinds


@pytest.mark.parametrize(
    ("text", "tool"),
    [
        ("Moved you onto the 18:05 to Leeds [evt:a], same seat.", "amend_reservation"),
        ("Rebooked your physio for Thursday at 10 [evt:a].", "amend_reservation"),
        ("I've ordered you a new badge [evt:a]; it arrives Monday.", "replace_badge"),
        ("I froze your wallet [evt:a] while we look into it.", "freezeWallet"),
        ("Pushed config 3.1 to the kiosk fleet [evt:a].", "push_config_bundle"),
        ("配置 v3.1 已推送到全部自助机 [evt:a]。", "push_config_bundle"),
        ("The autumn newsletter went out to 12k readers [evt:a].", "start_broadcast"),
        ("已把透支额度调到 ¥2,000 [evt:a]。", "set_overdraft_cap"),
    ],
)
def test_a_plain_act_citing_its_unseen_tool_is_verified(text: str, tool: str) -> None:
    assert verdict(text, tool, {tool: ""}) == ["verified"]


@pytest.mark.parametrize(
    ("text", "tool"),
    [
        ("I emailed the author about the duplicate [evt:a].", "cms.unpublish_story"),
        ("Raised a purchase order for 400 cartons [evt:a].", "open_job_order"),  # a job order buys nothing
        ("I ordered 400 cartons from Crate & Co [evt:a].", "open_job_order"),
        ("Sent you a push notification with the code [evt:a].", "push_config_bundle"),
        ("已短信通知业主 [evt:a]。", "decommission_sensor"),
        ("I've refunded the £30 deposit [evt:a].", "freezeWallet"),  # a state change, no money moved
    ],
)
def test_a_claim_citing_an_unseen_tool_of_another_kind_is_mismatched(text: str, tool: str) -> None:
    assert verdict(text, tool, {tool: ""}) == ["mismatched"]


def test_a_restart_citing_a_firmware_rollout_is_another_act() -> None:
    """网关已远程重启 is a restart (远程 an adverb between 已 and its verb), which a rollout does not do."""
    vocab = Vocabulary({"push_firmware_image": ToolInfo("push_firmware_image")})
    assert vocab.families("push_firmware_image") == {"deploy"}
    assert verdict("网关 GW-9 已远程重启 [evt:a]。", "push_firmware_image", {"push_firmware_image": ""}) == [
        "mismatched"
    ]


def test_a_telegraphic_note_opening_a_clause_inside_a_unit_is_a_claim() -> None:
    """ "…; card frozen [evt:a] and a replacement ordered [evt:b]": the freeze is a claim of its own (so an unverified
    freeze is caught beside a verified order), not one a bare noun elsewhere makes ("ice frozen solid")."""
    tools = {"freezeWallet": "", "replace_badge": ""}
    text = "Bea confirmed by phone it was fraud; card frozen [evt:a] and a replacement ordered [evt:b]."
    assert verdict(text, {"a": "freezeWallet", "b": "replace_badge"}, tools) == ["verified", "verified"]
    assert verdict("The pond froze over; ice frozen solid.", "freezeWallet", tools) == []


def test_mail_delivered_by_post_is_a_shipment_not_an_email() -> None:
    # request-mail-delivery, "Order EMS delivery of …": its name reads "mail", its description a parcel posted
    posted = ToolInfo("request-mail-delivery", "write", "Order EMS delivery of the issued licence/certificate.")
    assert tool_kinds(posted) == {"order", "ship"}
    assert tool_kinds(ToolInfo("send_mail", "write", "Send an email to the customer")) == {"email"}
    assert tool_kinds(ToolInfo("mail_invoice", "write", "")) == {"email"}
