"""What a done-claim is and whose (claims-p, 7 Dec, eighth session; the round gated on held-out batches), each with
invented tools and sentences: "according to" any source but a norm reports; adjectives of a noun and a participle
("network-related") and a name before its verb ("Unlimited Plus is …") are no pasts; a state's act family no tool of
the agent's does is judged by its kind; a read tool's own act (诊断 of its description) is backed by the read; a
Chinese offer asked with a consent tag (…，可以吗？) is no act; where a cited act went, told in its sentence, shares its
citations; a passive with an event's cause ("because of a signal failure") befell its thing; a filing "is in"; 已帮您 +
a word of a thing ending its clause is the act; a benefactive 为 phrase leaves another's subject theirs."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

EN = Vocabulary(
    {
        "tariff_switch": ToolInfo("tariff_switch", "write", "Change a line's tariff, or add/remove an add-on."),
        "deposit_refund": ToolInfo("deposit_refund", "write", "Refund a deposit to the original card."),
        "shuttle_rebook": ToolInfo("shuttle_rebook", "write", "Move a passenger to another shuttle departure."),
        "warranty_file": ToolInfo("warranty_file", "write", "File a warranty claim with the manufacturer."),
        "ledger_get": ToolInfo("ledger_get", "read", "Read the payment ledger of an account."),
        "train_status": ToolInfo("train_status", "read", "Live status of a train: delays, cancellations, platform."),
    }
)
WITH_DEPLOYS = Vocabulary({**EN.tools, "release_ship": ToolInfo("release_ship", "write", "Deploy a release to prod.")})
ZH = Vocabulary(
    {
        "lineDiagnose": ToolInfo("lineDiagnose", "read", "光纤线路远程诊断，返回信号强度和掉线记录"),
        "trainInfo": ToolInfo("trainInfo", "read", "列车动态：晚点/取消/停运，预计到站时间"),
        "depositRefund": ToolInfo("depositRefund", "write", "押金退款：原路退回"),
        "orderCancel": ToolInfo("orderCancel", "write", "取消订单"),
        "lineSuspend": ToolInfo("lineSuspend", "write", "停机（挂失停机/主动停机）"),
        "mailSend": ToolInfo("mailSend", "write", "给用户发邮件"),
    }
)


def test_according_to_a_source_reports_and_to_a_norm_does_not() -> None:
    assert not any_flagged("Your parcel was re-routed to the Leeds depot according to the handover note.", {}, EN)
    assert any_flagged("Your parcel was re-routed to the Leeds depot according to your instructions.", {}, EN)


def test_the_learned_reader_keeps_the_grammars_report() -> None:
    said = "Your credit went through on Dec 2 according to the billing history [evt:a]: $15.00 back to the card ending 2231."
    assert not any_flagged(said, {"a": ("ledger_get", "verified")}, EN)


@pytest.mark.parametrize(
    "said",
    [
        "I can't credit this one: the outage is network-related, so the carrier handles it.",
        "Unlimited Plus is available on your line from Monday.",
    ],
)
def test_a_noun_participle_adjective_and_a_name_before_its_verb_are_no_pasts(said: str) -> None:
    assert not any_flagged(said, {}, EN)


def test_a_hyphenated_act_and_a_past_opening_before_a_name_still_claim() -> None:
    assert any_flagged("The config was hot-patched on both nodes.", {}, EN)
    assert any_flagged("Unblocked Maria's card this morning.", {}, EN)


def test_a_state_whose_act_family_no_tool_of_the_agent_does_is_judged_by_its_kind() -> None:
    said = "Your new tariff is live on the line as of today [evt:a]."
    assert not any_flagged(said, {"a": ("tariff_switch", "verified")}, EN)
    assert any_flagged(said, {"a": ("tariff_switch", "verified")}, WITH_DEPLOYS)  # a deploy tool's act, then


def test_a_read_tools_own_act_is_backed_by_the_read_but_not_a_value_it_lists() -> None:
    said = "您家光纤的问题我远程诊断了一下 [evt:a]：信号正常，建议重启光猫。"
    assert not any_flagged(said, {"a": ("lineDiagnose", "verified")}, ZH)
    assert any_flagged("您的车票已取消 [evt:a]。", {"a": ("trainInfo", "verified")}, ZH)  # 取消 is a state it lists


def test_a_chinese_offer_asked_with_a_consent_tag_is_no_act() -> None:
    assert not any_flagged("这笔订单我帮您取消掉再按新地址下单，可以吗？", {}, ZH)
    assert any_flagged("这笔订单我帮您取消掉了，还有什么需要吗？", {}, ZH)


def test_where_a_cited_act_went_shares_its_citations() -> None:
    calls = {"a": ("deposit_refund", "verified"), "b": ("deposit_refund", "verified")}
    assert not any_flagged(
        "The deposit refund is done [evt:a], but note it was refunded to the card ending 4411.", calls, EN
    )
    assert not any_flagged("两笔押金都给您退了 [evt:a] [evt:b]，已退回原支付账户。", calls, ZH)
    said = "The deposit refund is done [evt:a], but note the cleaning fee was refunded to the card ending 4411."
    assert any_flagged(said, calls, EN)  # a thing of its own
    assert any_flagged("押金给您退了 [evt:a]，已发到您邮箱。", calls, ZH)  # another kind


def test_a_passive_with_an_events_cause_befell_its_thing() -> None:
    calls = {"a": ("train_status", "verified")}
    assert not any_flagged("Your 18:05 train has been cancelled because of a signal failure [evt:a].", calls, EN)
    assert any_flagged("Your booking has been cancelled because of your request [evt:a].", calls, EN)


def test_a_filing_that_is_in_is_submitted() -> None:
    assert any_flagged("Your warranty claim is in — reference WC-2231.", {}, EN)
    assert not any_flagged(
        "Your warranty claim is in — reference WC-2231 [evt:a].", {"a": ("warranty_file", "verified")}, EN
    )
    assert not any_flagged("Your parcel is in Leeds.", {}, EN)


def test_a_thing_word_after_yi_bang_nin_ending_its_clause_is_the_act() -> None:
    assert any_flagged("副卡已帮您停机，月租照常收取。", {}, ZH)
    assert not any_flagged("副卡已帮您停机 [evt:a]。", {"a": ("lineSuspend", "verified")}, ZH)


def test_a_benefactive_phrase_leaves_anothers_subject_theirs() -> None:
    assert not any_flagged("物业公司已经为这次停水受影响的所有住户统一安排了送水。", {}, ZH)
    assert any_flagged("已经为这次停水受影响的所有住户统一安排了送水。", {}, ZH)
