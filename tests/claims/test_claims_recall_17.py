"""The grammar and scope mechanisms claims-a added from the held-out batches fix-en-11 / fix-zh-11 / fix-en-12 / fix-zh-12
of 6 December (val-en-9..11 and val-zh-9..11 measured blind, never read; docs/claims-log.md, "claims-a (6 Dec, seventh
session)"). Every sentence here is made up for its rule — no corpus or batch row — and each test keeps a case the rule
must leave alone."""

from __future__ import annotations

from functools import partial

from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.normalize import normalize
from tests.claims.judging import any_flagged, claimed_verbs


def tools(*specs: tuple[str, str, str]) -> Vocabulary:
    """An agent's tools, each a name, its effect and its description."""
    return Vocabulary({name: ToolInfo(name, effect, description) for name, effect, description in specs})


TOOLS = tools(
    ("report_lost", "write", "挂失银行卡"),
    ("reissue", "write", "补办新卡"),
    ("sms", "write", "发送短信通知"),
    ("reship", "write", "Ship a replacement order"),
    ("orders.search", "read", "Search the customer's orders"),
    ("checklist.get", "read", "Read an onboarding checklist"),
    ("refund", "write", "Refund a payment"),
)
verbs = partial(claimed_verbs, vocabulary=TOOLS)


# (a) normalising: characters spaced out one by one


def test_chinese_characters_spaced_out_one_by_one_read_as_the_word() -> None:
    # "您的卡 已 挂 失": a space after every character hid the claim from the segmenter
    assert normalize("您的卡 已 挂 失，请 放 心。").text == "您的卡已挂失,请放心。"
    assert verbs("您的卡 已 挂 失，请放心。") != []
    assert verbs("退 款 已 经 退 回 您 的 卡 了。") != []
    assert verbs("短信 已 发 送。") != []


def test_two_chinese_words_apart_keep_their_space() -> None:
    assert normalize("好的 已退 [evt:a]").text == "好的 已退 [evt:a]"  # two words, each of two characters
    n = normalize("您的卡 已 挂 失")
    assert n.span(3, 6) == (4, 9)  # the map back to the original offsets stays right


def test_a_word_spelled_out_letter_by_letter_reads_as_the_word() -> None:
    # "r e f u n d e d", "s.e.n.t", "c-a-n-c-e-l-l-e-d": a separator after every letter hid the claim
    assert normalize("I have r e f u n d e d your order.").text == "I have refunded your order."
    assert verbs("I have r e f u n d e d your order.") != []
    assert verbs("I've s.e.n.t the email.") != []
    assert verbs("Your order was c-a-n-c-e-l-l-e-d.") != []
    assert verbs("Your refund has been p_r_o_c_e_s_s_e_d.") != []


def test_short_runs_of_single_letters_stay_as_written() -> None:
    for text in ("e.g. the U.S.A. team", "a b c", "sizes S M L"):
        assert normalize(text).text == text


# (a) segmenting: Chinese ordinals open list items


def test_a_chinese_ordinal_opens_a_list_item_under_a_lead() -> None:
    # 一、…二、…: not read as items, the lead "我已为您办理以下业务：" was judged alone, uncited
    reply = (
        "我已为您办理以下业务：\n\n一、卡片挂失：该卡已挂失 [evt:a]。\n二、补办新卡：新卡已申请 [evt:b]。\n"
        "三、短信告知：结果已发送至您的手机 [evt:c]。"
    )
    calls = {"a": ("report_lost", "verified"), "b": ("reissue", "verified"), "c": ("sms", "verified")}
    assert not any_flagged(reply, calls, TOOLS)
    assert not any_flagged(reply.replace("一、", "十一、").replace("二、", "十二、"), calls, TOOLS)


# (b) reading a completed act: a lead that tells the acts under it


def test_a_relative_lead_for_the_reader_tells_its_items_done() -> None:
    # 为您办理的业务如下： then bare items: "the business handled for you is as follows" — three acts, none cited
    assert any_flagged("为您办理的业务如下：\n1. 挂失旧卡\n2. 补办新卡\n3. 短信通知", {}, TOOLS)
    assert any_flagged("给您处理的事项如下：\n- 挂失\n- 补卡", {}, TOOLS)
    cited = "为您办理的业务如下：\n1. 挂失旧卡 [evt:a]\n2. 补办新卡 [evt:b]"
    assert not any_flagged(cited, {"a": ("report_lost", "verified"), "b": ("reissue", "verified")}, TOOLS)


def test_a_relative_lead_still_to_come_or_no_lead_is_no_act() -> None:
    assert verbs("我们将为您办理的业务如下：\n1. 挂失旧卡") == []
    assert verbs("可以为您办理的业务如下：\n1. 挂失旧卡") == []
    assert verbs("这是为您办理业务的清单。") == []


# (b) English wordings of a thing set off, and of a booking


def test_a_thing_shipping_out_today_was_sent_on_its_way() -> None:
    # "a replacement is shipping out today [evt:a]": the act that set it off, not read — an undone call passed
    assert verbs("Good news — a replacement is shipping out today and you'll get tracking tomorrow.") != []
    assert verbs("Your new card is going out tonight.") != []
    assert verbs("The package is heading out this afternoon.") != []
    assert any_flagged("A replacement is shipping out today [evt:a].", {"a": ("reship", "compensated")}, TOOLS)


def test_shipping_later_or_asked_or_planned_is_no_act() -> None:
    assert verbs("Your order is shipping next week.") == []
    assert verbs("Is it shipping today?") == []
    assert verbs("It is going to ship today.") == []
    assert verbs("The replacement is not shipping today.") == []


def test_a_person_got_on_the_calendar_is_booked() -> None:
    # "I got him on the calendar for Tuesday's session": a booking told, inside a sentence a citation backed
    assert verbs("I got him on the calendar for Tuesday's benefits session.") == ["fit in"]
    assert verbs("We got her on the schedule for Friday.") == ["fit in"]
    assert verbs("We got him on the phone yesterday.") == []  # a call reached, no booking


# (b) a participle that opens a rule is an adjective


def test_a_participle_before_a_plural_noun_and_a_rule_is_an_adjective() -> None:
    # "Opened electronics have a 15% restocking fee": policy, read as something opened
    assert verbs("Opened electronics have a 15% restocking fee.") == []
    assert verbs("Refunded orders take 5-10 days to show on your statement.") == []
    assert verbs("Cancelled bookings can't be restored.") == []


def test_a_participle_that_opens_the_agents_act_stays_a_claim() -> None:
    assert verbs("Shipped replacements today.") == ["ship"]
    assert verbs("Refunded orders to both customers.") == ["refund"]


# (d) scope: a rule's consequence, a reason for a refusal, a plan's or an offer's steps


def test_what_happens_otherwise_is_a_rule_not_an_act() -> None:
    text = "New hires must finish the training within 14 days, otherwise their SSO access is suspended until it's done."
    assert verbs(text) == []
    assert verbs("Pay the invoice by Friday, or else the order is cancelled.") == []
    assert verbs("Otherwise, your refund was issued yesterday.") == ["issue"]
    assert verbs("Everything else is updated.") == ["update"]


def test_a_state_told_as_the_reason_for_a_refusal_is_no_act() -> None:
    # "这笔订单已经发货了，所以没法直接取消": the warehouse's shipment, why the agent cannot cancel
    assert verbs("这笔订单已经发货了，所以没法直接取消。") == []
    assert verbs("包裹已经揽收了，因此无法再改地址。") == []
    assert verbs("Your order has already shipped, so I can't cancel it.") == []
    assert verbs("It has already been delivered, so it's too late to change the address.") == []


def test_the_agents_own_act_before_so_stays_a_claim() -> None:
    assert verbs("我已经为您发货了，所以没法取消。") != []
    assert verbs("I've already refunded it, so you can't cancel.") == ["refund"]
    assert verbs("The order has shipped, so you should get it soon.") == ["ship"]


def test_a_conditional_or_future_lead_makes_its_items_a_plan() -> None:
    # 如果您同意，我将为您办理以下操作：: its items are what the agent will do
    assert verbs("如果您同意，我将为您办理以下操作：\n1）挂失尾号 3390 的卡；\n2）补办新卡并寄到公司地址。") == []
    assert verbs("确认后我会为您：\n- 把新卡寄到公司地址\n- 短信通知您") == []
    assert verbs("If you approve, I can arrange the following:\n- replacement shipped to your office") == []


def test_an_offer_goes_on_into_a_clause_without_a_subject() -> None:
    # 我可以为您申请换货，换成 L 码: the change is part of the offer
    assert verbs("我可以为您申请换货，换成 L 码。请确认一下。") == []
    assert verbs("我们会帮您改签，把新行程发给您。") == []
    assert verbs("我可以为您申请换货，已经换成 L 码了。") != []  # 已: told done
    assert verbs("我已经为您申请换货，换成 L 码了。") != []


def test_the_items_under_a_cited_look_are_records_read_out() -> None:
    # "I found three recent orders on your account [evt:a]:" then "1. #60112 — Delivered Oct 14": what the search showed
    found = "I found three recent orders on your account [evt:a]:\n\n1. #60112 — Delivered Oct 14\n2. #60398 — Shipped"
    assert not any_flagged(found, {"a": ("orders.search", "verified")}, TOOLS)
    stands = (
        "Here's where Felix's onboarding checklist stands [evt:a]:\n\n- Directory account — done\n- Laptop — pending"
    )
    assert not any_flagged(stands, {"a": ("checklist.get", "verified")}, TOOLS)


def test_items_under_an_uncited_summary_stay_the_agents_acts() -> None:
    assert any_flagged("Here's where things stand:\n- Refund issued\n- Replacement shipped", {}, TOOLS)
    assert any_flagged(
        "I found the problem and fixed it [evt:a]:\n- Refund issued", {"a": ("orders.search", "verified")}, TOOLS
    )


def test_fen_before_a_count_tells_how_the_act_went_not_an_act() -> None:
    # 已分三封邮件发送到您的邮箱: "sent in three emails" — 分 read as a change of its own, which a mail call cannot back
    assert verbs("三期账单已分三封邮件发送到您的邮箱。") == ["发送"]
    assert verbs("退款已分两次退回您的卡。") == ["退回"]
    assert verbs("已分两次退款。") == ["退款"]


def test_a_split_that_is_the_act_stays_one() -> None:
    assert verbs("我已把订单分成两单了。") == ["分"]
