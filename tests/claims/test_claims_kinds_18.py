"""Kinds, binding and counts (claims-b, 6 Dec, seventh session; stages (c), (e), (f) of the round gated on held-out
batches), each class with invented tools and sentences: a tool's kind read from its name and description in any style
(a verb of re-, a parenthesis of options, a coupon handed out), a count told around a dashed apposition, kept when the learned reader reads the act, over periods' bills, or a
thing made for them all; statuses a look reads out in a list."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary, tool_kinds
from tests.claims.judging import any_flagged, judged
from tests.claims.test_claims_described import verdict

REMINDER = {"set_payment_reminder": "Create or change the payment reminder (SMS / app push)"}
ZH_TOOLS = {"fa_youhuiquan": "向用户账户发放优惠券（补偿券/无门槛券）"}


@pytest.mark.parametrize(
    ("again", "plain"),
    [("reship_order", "ship_order"), ("resync_contact", "sync_contact")],
)
def test_a_tool_verb_of_re_does_its_act_again(again: str, plain: str) -> None:
    assert tool_kinds(ToolInfo(again)) == tool_kinds(ToolInfo(plain))
    assert tool_kinds(ToolInfo("reissue_card")) >= {"order"}  # a tool verb of its own stays


@pytest.mark.parametrize(
    "said",
    [
        "Shipped a replacement for the cracked mug [evt:a].",
        "I've sent a replacement via express shipping [evt:a].",
        "Your replacement has shipped [evt:a].",
    ],
)
def test_a_reship_tool_backs_the_shipment(said: str) -> None:
    tools = {"reship_order": "Create a zero-cost replacement shipment for lost or damaged items"}
    assert verdict(said, "reship_order", tools) == ["verified"]
    assert verdict("I've refunded the order [evt:a].", "reship_order", tools) == ["mismatched"]


@pytest.mark.parametrize(
    "said",
    [
        "还款提醒短信已经发给您了 [evt:a]。",
        "I've texted you the payment reminder [evt:a].",
        "Pushed the reminder to your phone [evt:a].",
    ],
)
def test_a_parenthesis_of_options_names_no_act_of_the_tool(said: str) -> None:
    assert "message" not in tool_kinds(ToolInfo("set_payment_reminder", "write", REMINDER["set_payment_reminder"]))
    assert verdict(said, "set_payment_reminder", REMINDER) == ["mismatched"]
    assert verdict("Your payment reminder is set for the 5th [evt:a].", "set_payment_reminder", REMINDER) == [
        "verified"
    ]


@pytest.mark.parametrize(
    ("said", "tool"),
    [
        ("已经给您发送短信提醒了 [evt:a]。", "fa_youhuiquan"),
        ("I've texted you about it [evt:a].", "fa_youhuiquan"),
        ("提醒短信已经发给您了 [evt:a]。", "fa_youhuiquan"),
    ],
)
def test_a_coupon_handed_out_is_no_message_sent(said: str, tool: str) -> None:
    assert verdict(said, tool, ZH_TOOLS) == ["mismatched"]
    assert verdict("优惠券已经发放到您的账户 [evt:a]。", tool, ZH_TOOLS) == ["verified"]  # its own act still is


REFUND = {"issue_refund": "Refund an order or selected line items", "create_label": "Create a return label"}


@pytest.mark.parametrize(
    "said",
    [
        "Both items — the blue mug and the tea towel set — have been refunded [evt:a].",
        "All three orders – #101, #102 and #103 – were refunded [evt:a].",
        "Both charges — the deposit and the balance — have been refunded [evt:a]. Total: $80.",
    ],
)
def test_a_count_before_a_dashed_apposition_counts_the_act(said: str) -> None:
    assert verdict(said, "issue_refund", REFUND) == ["unverified"]
    many = said.replace("[evt:a]", "[evt:a] [evt:b] [evt:c]")
    assert verdict(many, {"a": "issue_refund", "b": "issue_refund", "c": "issue_refund"}, REFUND) == ["verified"]
    assert verdict("The refund — $20 — has been issued [evt:a].", "issue_refund", REFUND) == ["verified"]


@pytest.mark.parametrize(
    "said",
    [
        "Both contractors now have Google accounts [evt:a] — they'll get the login details separately.",
        "Both contractors now have Google accounts [evt:a]; they'll get the login details separately.",
    ],
)
def test_the_learned_readers_act_keeps_the_count_its_sentence_tells(said: str) -> None:
    tools = {"create_account": "Create the Google Workspace account for a new hire"}
    assert verdict(said, "create_account", tools) == ["unverified"]
    two = said.replace("[evt:a]", "[evt:a] [evt:b]")
    assert verdict(two, {"a": "create_account", "b": "create_account"}, tools) == ["verified"]


@pytest.mark.parametrize(
    "said",
    [
        "Shipped a replacement for both items at no charge [evt:a].",
        "Created a return label for both parcels [evt:b].",
        "Created a single return label covering all 3 parcels [evt:b].",
    ],
)
def test_one_thing_made_for_them_all_is_one_act(said: str) -> None:
    tools = {"ship_order": "Ship an order", **REFUND}
    assert verdict(said, {"a": "ship_order", "b": "create_label"}, tools) == ["verified"]
    assert verdict("Created return labels for both parcels [evt:b].", {"b": "create_label"}, tools) == ["unverified"]


STATEMENTS = {"send_statement_email": "Email a PDF statement to the cardholder's registered address"}


@pytest.mark.parametrize(
    ("said", "periods"),
    [
        ("过去三个月的账单已全部重新发送到您的邮箱 [evt:a] [evt:b]。", 3),
        ("您近 6 个月的账单已全部发送到邮箱 [evt:a] [evt:b] [evt:c] [evt:d]。", 6),
        ("上两个月的对账单已全部发到您邮箱 [evt:a]。", 2),
        ("近三个月的账单都已发送到您的邮箱 [evt:a]。", 3),
    ],
)
def test_all_the_bills_of_n_periods_are_n_sends(said: str, periods: int) -> None:
    calls = {c: "send_statement_email" for c in "abcdef"}
    assert verdict(said, calls, STATEMENTS) == ["unverified"]
    every = said.split(" [evt:")[0] + "".join(f" [evt:{c}]" for c in "abcdef"[:periods]) + "。"
    assert verdict(every, calls, STATEMENTS) == ["verified"]
    assert verdict("会员已延期三个月 [evt:a]。", calls, STATEMENTS) != ["unverified"]  # a span, no count


LOOKS = {"lookup_order": "Fetch an order", "issue_refund": "Refund an order"}


@pytest.mark.parametrize(
    "said",
    [
        "I found three recent orders on your account [evt:r]:\n\n1. #60112 — Delivered Oct 14\n2. #60398 — Shipped, "
        "arriving Friday\n3. #60455 — Processing\n\nWhich one is the problem with?",
        "Here's where Felix's onboarding checklist stands [evt:r]:\n\n- Directory account — done\n- Laptop — pending",
        "I checked your orders [evt:r]:\n- #1 — refunded\n- #2 — cancelled",
    ],
)
def test_statuses_a_look_reads_out_in_its_list_are_no_acts(said: str) -> None:
    vocab = Vocabulary({n: ToolInfo(n, "read" if n == "lookup_order" else "write", d) for n, d in LOOKS.items()})
    assert not [c for c, v in judged(said, {"r": "lookup_order"}, vocab) if v.flagged]
    did = "Here's what I did [evt:a]:\n- #1 — refunded\n- #2 — cancelled"  # no look: the agent's own acts
    assert [c.verb for c, v in judged(did, {"a": "issue_refund"}, vocab) if v.flagged]


DESK = {"exchange_item": "Create an exchange order", "send_sms": "Send an SMS", "report_lost": "Report a card lost"}


@pytest.mark.parametrize(
    "said",
    [
        "已完成换货，并短信通知了您。\n证据：[evt:a]，[evt:b]",
        "换货已完成，短信也发给您了。\n证据：[evt:a] [evt:b]",
        "都办好了：换货和短信通知。\n相关记录：[evt:a] [evt:b]",
        "All done — the exchange is sorted and you've been texted.\nEvidence: [evt:a] [evt:b]",
    ],
)
def test_a_generic_done_sums_up_its_evidence_list_so_a_listed_call_not_verified_leaves_it_unbacked(said: str) -> None:
    vocab = Vocabulary({n: ToolInfo(n, "write", d) for n, d in DESK.items()})
    assert any_flagged(said, {"a": ("exchange_item", "unconfirmed"), "b": ("send_sms", "verified")}, vocab)
    assert any_flagged(said, {"b": ("send_sms", "verified")}, vocab)  # a listed id that names no call of the run
    assert not any_flagged(said, {"a": ("exchange_item", "verified"), "b": ("send_sms", "verified")}, vocab)
