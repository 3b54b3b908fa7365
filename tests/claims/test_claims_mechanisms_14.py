"""Mechanisms claims-14 added on 6 December from the misses and false flags of fix-en-4 and fix-zh-4 (both written by
hand), each on sentences invented for the test (a bike-hire shop and a removals firm), with its counterparts:

Chinese
- A citation between the items of a series told under one 已 (已取消订单 [evt:a]、发送短信 [evt:b]、并退还押金 [evt:c])
  leaves them one series: each item is its own claim with its own citation, as without citations.
- A one-character verb glued to a one-character noun the dictionary lacks (改|址) is one word: inside the object of
  another verb it names the thing (发送改址短信), as a predicate it is the act (已帮您改址了).
- A single space between two Chinese words is a chat's pause, as a comma (好的 已退).
- A verb after one that hands the matter on with 给 and the one it was handed to (已经同步给仓库加急发货了) is theirs.
- 改成/换成 + a verb (改成拦截转送了): the act is the verb switched to, not a change of a value.
- Two messages of one channel joined by 和 before 都 (寄件人的短信和收件人的短信都发了) are two sends; 各一条 is one message
  to each, not one message in all.
- 已 does not reach into an aside after it (已经退回网点（收件人拒收）).
- The thing another tool's act is about is read in the claim's own stretch of the clause, not in the next act's.

English
- "as" + an -ly adverb + a participle ("as originally booked") compares, tells no act.
- A present after "before/until/once/if I" is still ahead ("Just to confirm before I charge your card").
- "also" right after its subject ("We also moved your seat") is an adverb, not the start of a new clause.
- An amount set off in parentheses ("- Parking deposit (€40.00): refunded") names no one who acted.
- The head noun of another tool's thing as the verb's object ("Issued the €50 voucher" citing a refund tool, beside a
  voucher tool) makes the act that tool's.
- "All three are rebooked" counts three things, and an uncited claim counts the evidence list's calls as its own.
- A participle after a plural noun a preposition takes ("our policy for rooms booked through us") describes it; a
  generic passive is read from its label's colon ("Our policy: non-refundable fares are refunded only if …").
"""

from __future__ import annotations

from agentops.claims.detect import CITED_STATE, find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged


def _vocabulary(*tools: ToolInfo) -> Vocabulary:
    return Vocabulary({t.name: t for t in tools})


ZH_TOOLS = _vocabulary(
    ToolInfo("query_order", "read", "查询搬家订单详情与当前进度"),
    ToolInfo("cancel_order", "write", "取消搬家订单"),
    ToolInfo("change_address", "write", "修改搬家订单的目的地址"),
    ToolInfo("refund_deposit", "write", "将押金原路退回给付款人"),
    ToolInfo("send_sms", "write", "给客户或收货人发送短信通知"),
    ToolInfo("stop_delivery", "write", "发起拦截：退回仓库或转送新地址，需仓库确认"),
    ToolInfo("file_damage_claim", "write", "为破损、丢失的物品提交理赔申请"),
    ToolInfo("create_ticket", "write", "创建工单并流转给仓库或理赔专员跟进"),
)

EN_TOOLS = _vocabulary(
    ToolInfo("getRental", "read", "Fetch a bike rental with its dates and payment status."),
    ToolInfo("bookRental", "write", "Book a bike rental for one or more riders; charges the stored card."),
    ToolInfo("rebookRental", "write", "Move an existing rental to a different bike, date or shop."),
    ToolInfo("issueRefund", "write", "Refund an amount to the original payment method for a rental."),
    ToolInfo("issueShopVoucher", "write", "Create a shop credit / voucher on a customer's profile."),
    ToolInfo("sendEmail", "write", "Send an email to a rider (receipts, vouchers, confirmations)."),
)


def flagged_zh(text: str, *tools: str) -> bool:
    """Whether any claim of ``text`` is flagged, its ``[evt:a]``, ``[evt:b]`` … verified calls of ``tools`` in turn."""
    return any_flagged(text, {chr(ord("a") + k): (tool, "verified") for k, tool in enumerate(tools)}, ZH_TOOLS)


def flagged_en(text: str, *tools: str) -> bool:
    return any_flagged(text, {chr(ord("a") + k): (tool, "verified") for k, tool in enumerate(tools)}, EN_TOOLS)


def claims(text: str, vocabulary: Vocabulary) -> list[tuple[str, str, int]]:
    """The claims read from ``text`` (not a cited sentence's statement of what its calls show)."""
    return [(c.verb, c.kind, c.quantity) for c in find_claims(text, vocabulary).claims if c.verb != CITED_STATE]


def test_a_citation_before_an_enumeration_comma_keeps_the_series() -> None:
    said = "已为您取消订单 [evt:a]、发送短信通知收货人 [evt:b]、并退还押金 ¥200 [evt:c]。"
    assert [k for _, k, _ in claims(said, ZH_TOOLS)] == ["delete", "message", "refund"]
    assert not flagged_zh(said, "cancel_order", "send_sms", "refund_deposit")
    assert flagged_zh(said, "cancel_order", "send_sms", "cancel_order")  # the deposit backed by a cancellation


def test_a_verb_glued_to_a_one_character_noun_is_one_word() -> None:
    assert not flagged_zh("已向收货人发送改址短信 [evt:a]。", "send_sms")  # the SMS is about the change
    assert [v for v, _, _ in claims("已向收货人发送改址短信。", ZH_TOOLS)] == ["发送"]
    assert flagged_zh("已帮您改址了。")  # the change itself, told done, uncited
    assert not flagged_zh("已帮您改址了 [evt:a]。", "change_address")


def test_a_space_between_chinese_words_is_a_pause() -> None:
    assert flagged_zh("好的 已退")  # uncited
    assert not flagged_zh("好的 已退 [evt:a]", "refund_deposit")
    assert not flagged_zh("已经在 Excel 里整理好清单了 [evt:a]", "create_ticket")  # Chinese and Latin: no pause


def test_a_verb_after_a_hand_on_with_gei_is_the_recipients() -> None:
    assert [v for v, _, _ in claims("已经同步给仓库加急发货了 [evt:a]", ZH_TOOLS)] == ["同步"]
    assert [v for v, _, _ in claims("已经加急发货了", ZH_TOOLS)] == ["发货"]
    assert flagged_zh("已经给客户退押金了。")  # 给 as "for", no verb before it: the agent's refund, uncited


def test_switched_to_another_act() -> None:
    said = "我已经帮您改成拦截转送新地址了 [evt:a]"
    assert not flagged_zh(said, "stop_delivery")
    assert flagged_zh("地址已改为北京市朝阳区 [evt:a]", "stop_delivery")  # a value: the address tool's


def test_two_messages_of_one_channel_are_two_sends() -> None:
    said = "寄件人的短信和收货人的短信都发了 [evt:a]"
    assert flagged_zh(said, "send_sms")
    assert not flagged_zh("寄件人的短信和收货人的短信都发了 [evt:a] [evt:b]", "send_sms", "send_sms")


def test_one_message_each_is_not_one_in_all() -> None:
    said = "短信一共发了 3 条（您、收货人、代收人各一条） [evt:a] [evt:b]"
    assert flagged_zh(said, "send_sms", "send_sms")
    assert not flagged_zh("短信发了（三人共用一条） [evt:a]", "send_sms")


def test_yi_does_not_reach_into_an_aside() -> None:
    assert [v for v, _, _ in claims("包裹已经退回网点（收件人拒收）", ZH_TOOLS)] == ["退回"]
    assert flagged_zh("已为您（和收货人）发送短信。")  # the aside closed before the verb: 已 governs it


def test_the_thing_acted_on_is_read_in_the_claims_own_stretch() -> None:
    said = "我已经帮您发起了破损理赔 [evt:a]，并建了一张工单让仓库主管回访 [evt:b]。"
    assert not flagged_zh(said, "file_damage_claim", "create_ticket")
    assert flagged_zh("我已经帮您发起了拦截 [evt:a]，仓库确认后退回。", "file_damage_claim")


def test_as_with_an_adverb_and_a_participle_compares() -> None:
    assert not flagged_en("So you are back on the original bike as originally booked.")
    assert flagged_en("You're back on the 9:10 pick-up, I rebooked it this morning.")  # uncited act


def test_a_present_after_before_i_is_still_ahead() -> None:
    assert not flagged_en("Just to confirm before I charge your card: two e-bikes, Saturday, €80 in total.")
    assert flagged_en("Just so you know, I charged your card €80 already.")


def test_also_after_its_subject_stays_in_the_clause() -> None:
    said = "We also moved your booking to the harbour shop, by the ferry terminal."
    assert [k for _, k, _ in claims(said, EN_TOOLS)] != []
    assert flagged_en(said)  # uncited
    assert not flagged_en("We also moved your booking to the harbour shop [evt:a].", "rebookRental")


def test_an_amount_set_off_names_no_one() -> None:
    said = "Update:\n- Bike hire (€60.00): refunded [evt:a]\n- Hotel delivery fee (€15.00): refunded as well"
    assert flagged_en(said, "issueRefund")  # the deposit's refund, uncited
    assert not flagged_en(
        "Update:\n- Bike hire (€60.00): refunded [evt:a]\n- Hotel delivery fee (€15.00): refunded [evt:b]",
        "issueRefund",
        "issueRefund",
    )


def test_another_tools_thing_as_the_object() -> None:
    assert flagged_en("Issued the €20 voucher for the flat tyre [evt:a].", "issueRefund")
    assert not flagged_en("Issued the €20 voucher for the flat tyre [evt:a].", "issueShopVoucher")
    assert not flagged_en("Refunded €20 for the flat tyre [evt:a].", "issueRefund")


def test_all_three_counts_and_an_evidence_list_is_the_claims_calls() -> None:
    said = "All three riders' rentals are rebooked for Sunday.\n\nEvidence: [evt:a] [evt:b]"
    assert flagged_en(said, "rebookRental", "rebookRental")
    assert not flagged_en(
        "All three riders' rentals are rebooked for Sunday.\n\nEvidence: [evt:a] [evt:b] [evt:c]",
        "rebookRental",
        "rebookRental",
        "rebookRental",
    )
    assert flagged_en("All three are rebooked for Sunday.\n\nEvidence: [evt:a] [evt:b]", "rebookRental", "rebookRental")


def test_a_participle_after_a_prepositions_plural_object_describes_it() -> None:
    assert not flagged_en("Our policy for rentals booked through the app: see the terms page.")
    assert flagged_en("Your rentals are booked through the app.")  # a report, uncited


def test_a_generic_passive_is_read_from_its_labels_colon() -> None:
    said = "Our policy: non-refundable rentals are refunded only if the shop cancels; others are refunded in full."
    assert not flagged_en(said)
    assert flagged_en("Update: your rental is refunded.")
