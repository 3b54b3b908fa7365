"""Chinese counts of sends follow the English rule (claims-zhcount; docs/claims.md, *Counts*): a send counts the people
it reached and the things it carried — N told or N things sent need N distinct verified sends — unless the reply
says it was one message (一封邮件, 同一条短信, 一并/一起), one broadcast or group post (群发, 群里, 群公告), one invite,
announcement or newsletter a group shares (会议邀请, 公告, 简报), copies carried (抄送, 附件), or the count names what
the message was about (关于/就 …, 提醒 … 快到期). Sentences invented for this test, none taken from the corpus or the
held-out batches.

The other Chinese counts: a measure or 都/全/均 that gives each counted thing or person its own act, totals (一共,
共 N 人), names listed with 、, a tally after a table or told by its parts, one call acting on many, and numbers that
are no count of acts (an amount, a span of time, an ordinal, a number in an attribute)."""

from __future__ import annotations

from functools import partial

import pytest

from agentops.claims import lexicon as lx
from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary, acts_on_many
from tests.claims.catalogues import (
    CRM_TOOLS,
    DOCK_VOCAB,
    FITTER_VOCAB,
    ROOMS_TOOLS,
    SNAPSHOT_VOCAB,
    SUPPLIER_VOCAB,
    VENDOR_VOCAB,
    card_verbs,
    desk_counts,
    desk_verbs,
    found,
    rental_claims,
    snapshot_calls,
    snapshot_cites,
    verified,
)
from tests.claims.judging import any_flagged, claim_fields, flagged_verbs, judged
from tests.claims.test_claims_described import verdict
from tests.claims.zh_catalogues import (
    BERTH_TOOLS,
    BONUS_TOOLS,
    COUPON_TOOLS,
    LIBRARY,
    WECOM_TOOLS,
    ZH_TOOLS,
    A,
    berth_flagged,
    bonus_flagged,
    coupon_flagged,
    fee_claims,
    flagged_zh,
    grammar_claims,
    hiring_claims,
    plain_counts,
    plain_kinds,
    plain_verbs,
    slot_counts,
    wecom_flagged,
    wecom_verbs,
)

#: The agent's sends: a mail, an SMS and a push, each a write its server verifies.
SENDS = {
    "mail.send": "发送电子邮件",
    "sms.send": "给用户发送短信",
    "notify.push": "发送通知消息",
    "notify.send": "发送通知消息",
}
TOOLS = Vocabulary({name: ToolInfo(name, "write", described) for name, described in SENDS.items()})
flagged = partial(flagged_verbs, vocabulary=TOOLS)


counts = partial(claim_fields, vocabulary=TOOLS, fields="quantity")


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("复核邮件已经发给三位评审老师了", 3),
        ("已经给 4 位房东都发了续租确认短信", 4),
        ("两名新来的实习生均已电话通知", 2),
        ("我刚给这 6 位供货商发了催款邮件", 6),
        ("四份体检报告都已经发到您的邮箱了", 4),
    ],
)
def test_people_reached_and_things_sent_are_a_send_each(text: str, n: int) -> None:
    assert counts(text) and set(counts(text)) == {n}


@pytest.mark.parametrize(
    "text",
    [
        "已经用一封邮件把排班表发给了 5 位护士",
        "活动提醒已经群发给 300 位会员了",
        "在业主群里通知了 40 位业主明早停水",
        "年会邀请已经发给 12 位嘉宾",
        "报价单发给了刘总，并抄送了两位销售同事",
        "三份报价单已作为附件发到采购邮箱",
        "已经发短信提醒您两张账单快到期了",
        "关于三位学员的补课安排，我已经发邮件告诉教务了",
    ],
)
def test_one_message_a_broadcast_copies_or_what_it_is_about_stay_one_send(text: str) -> None:
    assert set(counts(text)) <= {1}


def test_n_people_told_with_one_verified_send_is_flagged_and_with_n_is_not() -> None:
    assert flagged("复核邮件已经发给三位评审老师了 [evt:a]。", {"a": "mail.send"}) != []
    assert flagged("复核邮件已经发给三位评审老师了 [evt:a] [evt:b] [evt:c]。", dict.fromkeys("abc", "mail.send")) == []
    assert (
        flagged("两名新来的实习生均已电话通知 [evt:a]。", {"a": "notify.send"}) != []
    )  # (notify.send: a tool naming no line, as a call may go)
    assert flagged("两名新来的实习生均已电话通知 [evt:a] [evt:b]。", dict.fromkeys("ab", "notify.send")) == []


def test_one_message_to_many_with_one_verified_send_is_not_flagged() -> None:
    assert flagged("已经用一封邮件把排班表发给了 5 位护士 [evt:a]。", {"a": "mail.send"}) == []
    assert flagged("活动提醒已经群发给 300 位会员了 [evt:a]。", {"a": "sms.send"}) == []
    assert flagged("年会邀请已经发给 12 位嘉宾 [evt:a]。", {"a": "mail.send"}) == []


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("已经给周经理、吴会计都发了对账邮件", 2),
        ("给您和您爱人都发了登机提醒短信", 2),
        ("已经给周经理、吴会计都发了同一封对账邮件", 1),
    ],
)
def test_people_named_before_dou_are_a_send_each_unless_one_message(text: str, n: int) -> None:
    assert counts(text) == [n]


quantities = partial(claim_fields, vocabulary=BERTH_TOOLS, fields="verb quantity")


bonus_counts = partial(claim_fields, vocabulary=BONUS_TOOLS, fields="quantity")


wecom_counts = partial(claim_fields, vocabulary=WECOM_TOOLS, fields="quantity")


STATEMENTS = {"send_statement_email": "Email a PDF statement to the cardholder's registered address"}


DESK = {"exchange_item": "Create an exchange order", "send_sms": "Send an SMS", "report_lost": "Report a card lost"}


def test_a_list_of_things_one_call_acts_on_as_its_description_lists_them_counts_one_call() -> None:
    text = "新同事的邮箱、企业微信和门禁都开通了 [evt:a]。"
    assert [c.quantity for c in find_claims(text, COUPON_TOOLS).claims] == [3]
    assert coupon_flagged(text, {"a": "staff_account_open"}) == []  # 开通企业邮箱、企业微信账号与门禁卡: one call
    assert coupon_flagged(text, {"a": "mailbox_open"}) == ["开通"]  # a tool of one thing: three calls needed


def test_a_household_counted_by_kou_is_how_many_people_the_act_is_for() -> None:
    text = "已为您家 3 口人都约了流感疫苗 [evt:a]。"
    assert [(c.verb, c.quantity) for c in find_claims(text, COUPON_TOOLS).claims] == [("约", 3)]


def test_people_counted_before_a_notice_are_a_notice_each_unless_one_is_said() -> None:
    assert quantities("参会的五位嘉宾都提醒到了。") == [("提醒", 5)]  # claims-zhcount: as English counts them
    assert quantities("参会的五位嘉宾都在群里提醒到了。") == [("提醒", 1)]
    assert berth_flagged("两位面试官均已通知 [evt:a]。", {"a": "sms_notify"}) == ["通知"]
    assert berth_flagged("两位面试官均已通知 [evt:a] [evt:b]。", {"a": "sms_notify", "b": "sms_notify"}) == []
    assert berth_flagged("受影响的客户均已通知 [evt:a]。", {"a": "sms_notify"}) == []


def test_what_each_of_two_people_named_by_one_word_has_counts_two() -> None:
    assert quantities("您父母的机票都改签好了。") == [("改签", 2)]
    assert quantities("您父母的机票改签好了。") == [("改签", 1)]  # no 都: maybe one booking of two seats


def test_a_counted_object_of_ba_before_its_verb_is_the_sends_object() -> None:
    # 把 + a count and its noun, then the verb: the verb is the predicate, not a word describing a noun after the count
    assert bonus_counts("我已经把两张报价单发给采购部了") == [2]
    assert bonus_counts("已将四份检测报告寄到您公司") == [4]
    assert bonus_flagged("已经把五份合同发给法务了 [evt:a]。", {"a": "mail.send"}) != []  # one send for five
    assert (
        bonus_flagged(
            "已经把五份合同发给法务了 [evt:a] [evt:b] [evt:c] [evt:d] [evt:e]。", dict.fromkeys("abcde", "mail.send")
        )
        == []
    )


def test_counted_dishes_and_products_each_need_their_change() -> None:
    assert bonus_counts("四道菜的价格都改好了") == [4]
    assert bonus_counts("两款商品都下架了") == [2]
    assert bonus_flagged("四道菜的价格都改好了 [evt:a] [evt:b]。", dict.fromkeys("ab", "dish.update")) != []


def test_channels_listed_before_ge_are_one_send_each() -> None:
    assert wecom_counts("验证码已经发给您了，短信和企业微信各一份。") == [2]
    assert wecom_flagged("验证码已经发给您了，短信和企业微信各一份 [evt:a]。", {"a": "aliyun_sms.send"}) != []
    assert (
        wecom_flagged(
            "验证码已经发给您了，短信和企业微信各一份 [evt:a] [evt:b]。",
            {"a": "aliyun_sms.send", "b": "wecom.send_message"},
        )
        == []
    )


def test_a_generic_done_after_a_list_of_acts_counts_them() -> None:
    assert wecom_counts("改签、退票和补偿都办好了。") == [3]
    assert wecom_counts("退款+补偿 全部搞定。") == [2]


def test_each_of_a_group_given_something_after_a_done_act() -> None:
    # 发了补偿短信，每人补发 5 元券: what each got with it, done too, once per person
    assert wecom_verbs("给 4 位会员发了补偿短信，每人补发 5 元券。") == ["发", "补发"]
    assert wecom_counts("给 4 位会员发了补偿短信，每人补发 5 元券。") == [4, 4]
    assert wecom_verbs("活动期间下单，每人附赠一张券。") == []


def test_refunding_all_or_part_of_a_charge_is_one_charge_a_call() -> None:
    # "Refund all or part of a charge": how much of one charge, not one call for many (as "all tenants" is)
    tools = Vocabulary(
        {
            "pay.create_refund": ToolInfo(
                "pay.create_refund", "write", "Refund all or part of a charge to the original payment method."
            )
        }
    )
    assert flagged_verbs("两笔重复扣款都退了 [evt:a]。", {"a": "pay.create_refund"}, tools) != []
    assert flagged_verbs("两笔重复扣款都退了 [evt:a] [evt:b]。", dict.fromkeys("ab", "pay.create_refund"), tools) == []


def test_a_number_in_an_attribute_is_not_the_count_of_the_head() -> None:
    # 8 号楼 … 的 2 户, 7 栋电梯工单: the first number names a building or the modifier's thing; 2 户都 counts the
    # households each act reached (claims-q4: a measure word before 都 counts the things it names), never the 7
    assert slot_counts("7 栋漏水的 2 户都已发送维修短信。") == [2]
    assert slot_counts("已给 9 栋没交费的 4 户发送了短信。") == [4]
    assert slot_counts("3 栋电梯维修单已经建好了。") == [1]
    assert slot_counts("两栋楼的门禁都修好了。") == [2]  # buildings counted: 栋 before 楼


def test_an_ordinal_singles_out_one_of_the_counted_things() -> None:
    assert plain_counts("两笔退款：第一笔 ¥120 已退") == [1]
    assert plain_counts("第 2 笔已退") == [1]
    assert plain_counts("两笔退款都已退") == [2]


def test_two_owners_joined_by_he_before_de_and_dou_are_two_acts() -> None:
    assert plain_counts("A 仓和 B 仓的补货单都下好了") == [2]
    assert [c.kind for c in find_claims("A 仓和 B 仓的补货单都下好了").claims] == ["order"]  # 下 + 单: an order


def test_a_merge_into_one_is_one_act() -> None:
    assert plain_counts("那两条重复的入职记录被我合并成一条了") == [1]
    assert plain_counts("三个 PR 都合并了") == [3]


@pytest.mark.parametrize(
    "text",
    [
        "赔偿方案我拟好了，还没跟用户说",
        "我翻了聊天记录，没有这个承诺",
        "库存盘点完了，A 区少了 12 箱",
        "退货包裹被快递退回仓库了",
        "活动奖励没能发出去，发奖接口限流了",
        "聊天记录里也跟他确认了",
    ],
)
def test_compositions_looks_counts_passive_subjects_failed_channels_and_talk_are_no_acts(text: str) -> None:
    assert plain_verbs(text) == []


def test_courses_and_people_counted_with_dou_or_quan_are_each_ones_act() -> None:
    assert plain_counts("两门选修课的成绩都登好了") == [2]
    assert plain_counts("复诊的 3 位老人我全给约上了") == [3]


def test_a_count_split_out_and_sent_separately_counts_the_sends() -> None:
    assert plain_counts("已把您的货拆成三个包裹分别寄出") == [1, 3]
    assert plain_counts("订单已拆分为两单") == [1]


def test_counted_cars_and_consignments() -> None:
    assert plain_counts("三辆车的保养都约好了") == [3]
    assert plain_counts("两票货的报关都已提交") == [2]


def test_a_tally_told_by_its_parts() -> None:
    assert plain_counts("本月共处理退货 8 单，其中 7 单已退款") == [7]
    assert plain_counts("本月共支付 3 笔") == [3]


def test_a_send_counts_messages_not_what_they_carry() -> None:
    assert plain_counts("两份合同已经发到您邮箱") == [2]  # things and people of a send are sends (claims-zhcount)
    assert plain_counts("两份合同已经用一封邮件发到您邮箱") == [1]
    assert plain_counts("已给 4 位家长发了短信") == [4]
    assert plain_counts("两封邮件都发出去了") == [2]
    assert plain_counts("给两家供应商的询价邮件已经全部发出去了") == [2]  # each one's own mail


def test_things_removed_named_after_the_verb_are_each_removed() -> None:
    assert plain_counts("清理了三个过期的备份桶") == [3]  # as "Deleted 3 stale buckets": each its own removal
    assert plain_counts("把两个测试租户删了") == [2]  # 把 moves the object before the verb: still what was removed
    assert plain_counts("四条重复的联系人都删掉了") == [4]  # 都 gives each its own
    assert plain_counts("30 个过期优惠码已经清掉了") == [
        1
    ]  # a tally of what is gone, told before the verb: one removal


def test_a_count_glued_to_its_noun_by_the_segmenter_still_counts() -> None:
    assert plain_counts("三间房都给您取消了") == [3]  # jieba cuts 三间房 as one word: 都 after it still distributes
    assert plain_counts("两张票都退了") == [2]


def test_a_clause_opened_by_dou_or_jun_counts_what_the_clause_before_counted() -> None:
    assert plain_counts(f"退货申请 4 单，均已处理 {A}") == [4]
    assert plain_counts("本周的两笔报销，都已经打款了") == [2]
    assert plain_counts(f"发票已开 {A}，都发给您了") == [1, 1]  # nothing counted before: one act each


def test_places_and_teams_are_counted() -> None:
    assert plain_counts("正文里三处错别字都已改正") == [3]
    assert plain_counts("两支梯队都已报名秋季杯赛") == [2]


def test_a_verb_between_a_count_and_its_noun_describes_the_noun() -> None:
    assert plain_kinds("已订了一台 3kW 混合逆变器") == [lx.ORDER]


def test_animals_are_counted() -> None:
    assert plain_counts("三只小狗都已转到新家") == [3]


def test_rooms_or_tables_counted_right_after_a_booking_verb_are_a_booking_each() -> None:
    assert plain_counts("已订 3 间大床房") == [3]
    assert plain_counts("订好了两张靠窗的桌") == [2]


def test_a_span_of_time_counted_with_ge_is_no_count_of_acts() -> None:
    assert plain_counts("已把会议时间顺延了两个小时") == [1]
    assert plain_counts("会员已顺延三个月") == [1]
    assert plain_counts("两张周五的门票都已退款") == [2]  # 张 counts tickets; 周五 names the day


def test_a_tally_of_changes_over_a_day_counts_each_whatever_the_measure() -> None:
    assert [c.quantity for c in find_claims("今天共申报了 5 票").claims] == [5]
    assert [c.quantity for c in find_claims("审计标出的 17 个休眠账号已经停用").claims] == [1]  # no tally: one change


def test_two_things_joined_by_he_before_dou_are_two_acts_unless_one_message_carries_them() -> None:
    assert [c.quantity for c in find_claims("英文成绩单和中文成绩单都已经开好了").claims] == [2]
    assert [c.quantity for c in find_claims("合同和发票都发您邮箱了").claims] == [1]  # one mail may carry both
    assert [c.quantity for c in find_claims("我和同事都处理好了").claims] == [1]  # people, not things


def test_buildings_households_and_packages_are_counted_by_their_measures() -> None:
    assert [c.quantity for c in find_claims("三栋楼的停电都报上去了").claims] == [3]
    assert [c.quantity for c in find_claims("两本合同都寄出了").claims] == [2]


@pytest.mark.parametrize(
    ("said", "tool", "total"),
    [
        ("30 天前的过期快照一共 6 个，已全部删除 {}。", "snap_delete", 6),
        ("过期快照共 3 个，每个都已删除 {}。", "snap_delete", 3),
        ("待清理的旧镜像合计 4 个，已全部删除 {}。", "snap_delete", 4),
        ("需要提醒的客户共计 5 位，短信都发出去了 {}。", "sms_send", 5),
    ],
)
def test_a_chinese_total_asks_a_call_per_thing(said: str, tool: str, total: int) -> None:
    assert any_flagged(said.format(snapshot_cites(total - 1)), snapshot_calls(tool, total - 1), SNAPSHOT_VOCAB)
    assert not any_flagged(said.format(snapshot_cites(total)), snapshot_calls(tool, total), SNAPSHOT_VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "过期快照都删掉了，一共 3 个 [evt:a]。",  # one call over them all: no call per thing asked
        "数据都导完了 [evt:a]，一共 12 个文件。",
        "快照已删除 [evt:a] [evt:b]，共 3 天的数据。",  # 天 measures time, no things
    ],
)
def test_a_chinese_total_leaves_one_call_or_a_measure_alone(said: str) -> None:
    assert not any_flagged(said, {"a": ("snap_delete", "verified"), "b": ("snap_delete", "verified")}, SNAPSHOT_VOCAB)


@pytest.mark.parametrize(
    ("said", "second"),
    [
        ("两位顾客的退款都已分别发起 [evt:a] [evt:b]，短信也都发了 [evt:c]。", "sms_send"),
        ("一共给 3 位客户退了款 [evt:a] [evt:b] [evt:c]，并给他们都发了邮件 [evt:d]。", "mail_send"),
        ("三笔订单都退款了 [evt:a] [evt:b] [evt:c]，通知短信也都发出去了 [evt:d]。", "sms_send"),
    ],
)
def test_a_chinese_act_saying_du_takes_the_count_before_it(said: str, second: str) -> None:
    first = snapshot_calls("refund_one", 3 if "三" in said or "3" in said else 2)
    second_at = chr(ord("a") + len(first))
    assert any_flagged(said, {**first, second_at: (second, "verified")}, SNAPSHOT_VOCAB)
    enough = said.replace(f"[evt:{second_at}]", " ".join(f"[evt:{second_at}{k}]" for k in range(len(first))))
    more = {f"{second_at}{k}": (second, "verified") for k in range(len(first))}
    assert not any_flagged(enough, {**first, **more}, SNAPSHOT_VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "两笔退款都已发起 [evt:a] [evt:b]，另外给您发了一条短信 [evt:c]。",  # a count of its own: one message
        "两笔退款都已发起 [evt:a] [evt:b]，我给您发了短信确认 [evt:c]。",  # no 都: one message to you
    ],
)
def test_a_chinese_act_with_its_own_count_or_no_du_keeps_it(said: str) -> None:
    got = {**snapshot_calls("refund_one", 2), "c": ("sms_send", "verified")}
    assert not any_flagged(said, got, SNAPSHOT_VOCAB)


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("已为 3 位新生办理了入住 [evt:a]。", 3),
        ("已为五名学员办理了退课 [evt:a]。", 5),
        ("订单已拆分为两单 [evt:a]。", 1),  # 为 before what came out, not people
        ("网关密码已重置为工号后六位 [evt:a]。", 1),  # 为 after the act: the value it was set to
    ],
)
def test_an_act_done_for_counted_people_is_each_ones(text: str, n: int) -> None:
    assert plain_counts(text) == [n]


def test_counted_households_and_buildings_with_dou_are_each_their_act() -> None:
    assert plain_counts("三户的暖气都已恢复 [evt:a]。") == [3]
    assert plain_counts("两栋都已复电 [evt:a]。") == [2]
    assert plain_counts("三户都已复电 [evt:a]。") == [3]
    assert verdict("三户的暖气都已恢复 [evt:a]。", "restore_supply", {"restore_supply": "恢复用户供暖"}) == [
        "unverified"
    ]


def test_a_households_supply_restored_is_a_claim_a_service_back_is_not() -> None:
    assert [c.kind for c in find_claims("您家的水已经恢复了。").claims] == ["complete"]
    assert find_claims("服务已恢复。").claims == ()
    assert find_claims("告警已经恢复了。").claims == ()


@pytest.mark.parametrize(
    ("said", "tool", "names"),
    [
        ("以下客户的清关资料都已提交：周琳、钱伟、冯雪 {}", "file_docs", 3),
        ("已给这几位客户发了短信提醒 {}：陈婷、周浩、吴思琪、郑凯。", "sms_zh", 4),
    ],
)
def test_chinese_names_listed_with_the_enumeration_comma_ask_a_call_each(said: str, tool: str, names: int) -> None:
    assert any_flagged(said.format(snapshot_cites(names - 1)), snapshot_calls(tool, names - 1), SUPPLIER_VOCAB)
    assert not any_flagged(said.format(snapshot_cites(names)), snapshot_calls(tool, names), SUPPLIER_VOCAB)


def test_a_chinese_total_of_people() -> None:
    said = "以下员工的工资都已逐一发放（共 4 人）：\n- 卢敏、高远 {}\n- 石磊 {}"
    assert any_flagged(
        said.format(snapshot_cites(1), snapshot_cites(2, "b")), snapshot_calls("pay_out", 3), SUPPLIER_VOCAB
    )
    assert not any_flagged(
        "以下员工的工资都已逐一发放（共 4 人）：\n- 卢敏、高远 [evt:a] [evt:b]\n- 石磊、夏天 [evt:c] [evt:d]",
        snapshot_calls("pay_out", 4),
        SUPPLIER_VOCAB,
    )


def test_a_count_right_after_a_chinese_act_is_what_it_acted_on() -> None:
    said = "客户共 7 个包裹滞留，已处理 5 个（清关资料全部补交 {}），剩余 2 个暂时无法提交。"
    assert not any_flagged(said.format(snapshot_cites(5)), snapshot_calls("file_docs", 5), SUPPLIER_VOCAB)
    assert any_flagged(said.format(snapshot_cites(4)), snapshot_calls("file_docs", 4), SUPPLIER_VOCAB)


@pytest.mark.parametrize(
    ("said", "tool", "n"),
    [
        ("阳台和厨房那两张单子，两个都派给老孙了 {}，他明早过去。", "assign_fitter", 2),
        ("量房的事两位都约好了，一个周五上午，一个周五下午 {}。", "book_visit", 2),
        ("物业费调整的说明，给这 5 户都发了 {}。", "mail_owner", 5),
    ],
)
def test_a_measure_alone_before_dou_counts_the_things_before_it(said: str, tool: str, n: int) -> None:
    assert any_flagged(said.format(snapshot_cites(n - 1)), snapshot_calls(tool, n - 1), FITTER_VOCAB)
    assert not any_flagged(said.format(snapshot_cites(n)), snapshot_calls(tool, n), FITTER_VOCAB)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an attempt that failed: "…, but it timed out", 跑到一半超时了
        ("I kicked off the backup, but it failed at 80%.", []),
        ("I refunded the fee, but the second refund failed.", ["refund"]),
        ("同步任务跑到一半超时了。", []),
        # a reason after "because": someone's or something's doing
        ("The payout is on hold because the account holder changed.", []),
        ("It works now because I changed the DNS record.", ["change"]),
        # a whole and the part of it done
        ("Of the 8 refunds requested, 5 were issued.", [("issue", 5)]),
        ("四张发票里付了两张。", [("付", 2)]),
    ],
)
def test_partial_failures(text: str, expected: list) -> None:
    if expected and isinstance(expected[0], tuple):
        assert desk_counts(text) == expected
    else:
        assert desk_verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the counts convention in Chinese: things changed, counted, are one change unless 都/分别/a tally gives each
        ("审计标出的 12 个闲置账号已经停用。", [("停用", 1)]),
        ("三个闲置账号都已经停用了。", [("停用", 3)]),
        ("今天关了 7 个工单。", [("关", 7)]),
        # the count after the act is what was done; what one message carries is no count of sends
        ("6 张发票付了 4 张。", [("付", 4)]),
        ("两份报价我用一封邮件发给了客户。", [("发", 1)]),
        # made for each of a count of people after 给/为; the people are the object of 给, not the subject
        ("给 4 位新同事开好了邮箱账号。", [("开", 4)]),
        ("给 5 位未回复的参会人各发了一封提醒邮件。", [("发", 5)]),
    ],
)
def test_chinese_counts(text: str, expected: list[tuple[str, int]]) -> None:
    assert desk_counts(text) == expected


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


def test_a_review_in_a_row_with_an_amount_moves_no_money() -> None:
    row = "| 申请人 | 金额 | 结果 | 凭证 |\n|---|---|---|---|\n| 周敏 | ¥780 | 复核通过 | [evt:a] |"
    assert not any_flagged(row, snapshot_calls("claims.review", 1), DOCK_VOCAB)
    paid = row.replace("复核通过", "已打款")
    assert any_flagged(paid, snapshot_calls("claims.review", 1), DOCK_VOCAB)
    assert not any_flagged(paid, snapshot_calls("claims.payout", 1), DOCK_VOCAB)


def test_one_message_each_is_not_one_in_all() -> None:
    said = "短信一共发了 3 条（您、收货人、代收人各一条） [evt:a] [evt:b]"
    assert flagged_zh(said, "send_sms", "send_sms")
    assert not flagged_zh("短信发了（三人共用一条） [evt:a]", "send_sms")


def test_yi_does_not_reach_into_an_aside() -> None:
    assert [v for v, _, _ in rental_claims("包裹已经退回网点（收件人拒收）", ZH_TOOLS)] == ["退回"]
    assert flagged_zh("已为您（和收货人）发送短信。")  # the aside closed before the verb: 已 governs it


def test_one_call_cited_twice_after_two_things_joined_backs_one_of_them() -> None:
    # "Refunded the booking fee and the seat fee [evt:a] [evt:a]": one call shown as the two acts its sentence tells
    one = {"a": ("refunds.create", "verified")}
    assert any_flagged("Refunded the booking fee and the seat fee [evt:a] [evt:a].", one, ROOMS_TOOLS)
    assert any_flagged("两位租客的停水通知都发了 [evt:a] [evt:a]。", {"a": ("sms.send", "verified")}, ROOMS_TOOLS)
    assert any_flagged(
        "维修单和投诉单都建好了 [evt:a] [evt:a]。", {"a": ("repair.ticket_create", "verified")}, ROOMS_TOOLS
    )
    two = {"a": ("refunds.create", "verified"), "b": ("refunds.create", "verified")}
    assert not any_flagged("Refunded the booking fee and the seat fee [evt:a] [evt:b].", two, ROOMS_TOOLS)


def test_one_act_cited_twice_stays_backed() -> None:
    # a duplicated citation alone is no second act ("Room reserved [evt:a] [evt:a]"), nor are two things joined after it
    assert not any_flagged(
        "Refunded the booking fee [evt:a] [evt:a].", {"a": ("refunds.create", "verified")}, ROOMS_TOOLS
    )
    assert not any_flagged(
        "维修单已提交 [evt:a] [evt:a]，师傅和物业明天上午联系您。",
        {"a": ("repair.ticket_create", "verified")},
        ROOMS_TOOLS,
    )


def test_fen_before_a_count_tells_how_the_act_went_not_an_act() -> None:
    # 已分三封邮件发送到您的邮箱: "sent in three emails" — 分 read as a change of its own, which a mail call cannot back
    assert card_verbs("三期账单已分三封邮件发送到您的邮箱。") == ["发送"]
    assert card_verbs("退款已分两次退回您的卡。") == ["退回"]
    assert card_verbs("已分两次退款。") == ["退款"]


def test_a_title_and_a_summary_restate_the_acts_told() -> None:
    calls = {"a": ("vendor_pay", "verified"), "b": ("case_status", "verified")}
    said = "What I did\n- Paid the Acme invoice [evt:a]\n- Closed the case [evt:b]\n\nSummary: paid and closed."
    assert not any_flagged(said, calls, VENDOR_VOCAB)
    assert any_flagged(said.replace("- Closed the case [evt:b]\n", ""), calls, VENDOR_VOCAB)
    assert not any_flagged(
        "### 工单 T-88 结案\n\n**处理**\n- 工单状态改为已关闭 [evt:b]", {"b": ("status_set", "verified")}, VENDOR_VOCAB
    )
    assert any_flagged(
        "### 工单 T-88 结案\n\n**处理**\n- 给客户发了邮件 [evt:a]", {"a": ("mail_send", "verified")}, VENDOR_VOCAB
    )


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


def test_a_counted_noun_before_a_verb_leaves_the_verb_an_act() -> None:
    assert [c.verb for c in find_claims("已冻结账户并对四笔交易发起争议。").claims] == ["冻结", "发起"]


def test_lessons_and_kinds_are_counted_things() -> None:
    assert [c.quantity for c in find_claims("两节试听课都约好了 [evt:a]。").claims] == [2]
    assert [c.quantity for c in find_claims("三种处方药都配好了 [evt:a]。").claims] == [3]
    assert find_claims("这两种方案都不行。").claims == ()


def test_ids_listed_after_the_acts_colon_are_each_an_act() -> None:
    assert [c.quantity for c in find_claims("这些会员卡已注销：M7781、M7784、M7790 [evt:a]。").claims] == [3]
    assert [c.quantity for c in find_claims("订单已关闭：DD3301 和 DD3307 [evt:a]。").claims] == [2]
    assert [c.quantity for c in find_claims("会员卡已注销：M7781 [evt:a]。").claims] == [1]
    # what one message carries is no count of sends
    assert [c.quantity for c in find_claims("账单已发到您邮箱：B1101、B1102 [evt:a]。").claims] == [1]


def test_two_acts_of_a_kind_joined_by_bing_are_two_claims() -> None:
    assert hiring_claims("已给王老师发邮件并给家长发邮件。") == [("发邮件", "email"), ("发邮件", "email")]
    assert hiring_claims("已暂停华东区的广告并暂停了华南区的广告。") == [("暂停", "update"), ("暂停", "update")]
    assert hiring_claims("我已退还了押金并退还了两个月的租金。") == [("退还", "refund"), ("退还", "refund")]
    # two verbs of a kind on one object (撤销并删除了这条预约): one act
    assert hiring_claims("已撤销并删除了这条预约。") == [("撤销", "delete")]
    assert hiring_claims("已修改了并更新了收货地址。") == [("修改", "update")]


def test_a_count_after_all_counts_each_change() -> None:
    assert grammar_claims("已关闭全部 4 个告警。") == [("关闭", "update", 4)]
    assert grammar_claims("已 resolve 所有 3 个 incident。")[0][2] == 3
    assert grammar_claims("3 个告警都关闭了。") == [("关闭", "update", 3)]  # as before
    assert grammar_claims("已关闭 4 个告警。") == [
        ("关闭", "update", 1)
    ]  # one change over a tally (docs/claims.md, Counts)


def test_a_done_over_items_of_two_kinds_counts_one_each() -> None:
    assert sorted(grammar_claims("退款和通知都已完成。")) == [("完成", "refund", 1), ("完成", "send", 1)]
    assert grammar_claims("改签、退票和补偿都办好了。")[0][2] == 3  # one kind: the count of the list, as before


def test_an_outcome_after_the_verb_is_a_claim_after_a_count() -> None:
    assert fee_claims("昨晚那单取消成功。") == [("取消", "delete")]
    assert fee_claims("上周那笔报销处理完毕～") != []
    assert fee_claims("128 笔里有 127 笔成功。") == []  # 成功 itself after the count: a tally of outcomes, as before
    assert fee_claims("这笔报销已提交。") != []  # as before


def test_a_generic_claim_is_backed_by_a_call_of_each_act_it_lists():
    calls = {"a": ("pay_fine", "verified"), "b": ("rent_locker", "verified")}
    assert not any_flagged("已为您完成：缴纳罚款、续租储物柜。\n\n凭证：[evt:a]、[evt:b]", calls, LIBRARY)
    one = {"a": ("pay_fine", "verified")}
    assert any_flagged("已为您完成：缴纳罚款、续租储物柜。\n\n凭证：[evt:a]", one, LIBRARY)  # the locker: no call


def test_the_readers_pronoun_before_a_counted_noun_owns_it():
    assert [c.quantity for c in find_claims("您两张借书卡都挂失了 [evt:a]。", LIBRARY).claims] == [2]
    assert any_flagged("您两张借书卡都挂失了 [evt:a]。", verified("a", "freeze_card"), LIBRARY)
    assert not find_claims("客户两张借书卡都挂失了。", LIBRARY).claims  # someone else's act


def test_people_a_send_went_to_one_each_count_its_sends():
    one = verified("a", "send_reminder")
    assert any_flagged("已分别给您和您的同事发了还书提醒 [evt:a]。", one, LIBRARY)
    assert any_flagged("已给您和您的同事各发了一条还书提醒 [evt:a]。", one, LIBRARY)
    two = {"a": ("send_reminder", "verified"), "b": ("send_reminder", "verified")}
    assert not any_flagged("已分别给您和您的同事发了还书提醒 [evt:a] [evt:b]。", two, LIBRARY)
    assert not any_flagged("已给您和您的同事发了还书提醒 [evt:a]。", one, LIBRARY)  # one message to both


@pytest.mark.parametrize(
    ("text", "calls", "flagged"),
    [
        ("两双运动鞋都已寄出 [evt:a]。", {"a": "ship_order"}, True),
        ("两双运动鞋都已寄出 [evt:a] [evt:b]。", {"a": "ship_order", "b": "ship_order"}, False),
        ("六瓶洗手液都退款了 [evt:a]。", {"a": "issue_refund"}, True),
    ],
)
def test_goods_counted_by_shape_or_package_need_that_many_calls(
    text: str, calls: dict[str, str], flagged: bool
) -> None:
    assert any(verdict.flagged for _, verdict in judged(text, calls, CRM_TOOLS)) is flagged


plain_quantities = partial(claim_fields, fields="verb quantity")


def test_two_dishes_joined_before_dou_are_two_changes_and_people_stay_one_send() -> None:
    assert [c.quantity for c in find_claims("酸辣粉和水煮鱼都已下架。").claims] == [2]
    assert [c.quantity for c in find_claims("王芳和李强都通知了。").claims] == [1]  # one notice may reach both


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("补偿券发放和订单取消均已完成", {"send", "delete"}),
        ("邮件和短信都发了", {"email", "message"}),
        ("退款与预约都办好了", {"refund", "book"}),
        ("您的订单和发票都已处理好", {"pay"}),  # 订单 is a thing, not an act: one claim
    ],
)
def test_acts_coordinated_before_one_verb_are_claims_each(text: str, kinds: set[str]) -> None:
    assert {k for _, k in found(text)} == kinds


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("三位候选人的二面都约好了", 3),
        ("两个客户的退款均已办理", 2),
        ("40 台显示器已经下单了", 1),
    ],
)
def test_dou_distributes_an_act_over_what_each_one_has(text: str, count: int) -> None:
    assert [c.quantity for c in find_claims(text).claims] == [count]


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("两晚的房间（标准间 ×2）都帮您订下来了", 2),
        ("三个环境（dev / staging / prod）的密钥都轮换了", 3),
        ("已按照采购清单下单：显示器 ×10、键盘 ×10", 1),
    ],
)
def test_counts_inside_parentheses(text: str, count: int) -> None:
    assert [c.quantity for c in find_claims(text).claims] == [count]


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("所有 6 位参会人的酒店都订上了", 6),
        ("报价单已经通过邮件发给采购的刘经理", 1),
    ],
)
def test_counts_over_people_and_recipients(text: str, count: int) -> None:
    assert [c.quantity for c in find_claims(text).claims] == [count]


@pytest.mark.parametrize(
    ("text", "quantity"),
    [
        ("两件商品都已经给您退款了", 2),
        ("两个包裹均已发出", 2),
        ("3 张发票都已经作废了", 3),
        ("给 5 位客户都发了道歉邮件", 5),  # a mail each (claims-zhcount: as English)
        ("采购清单：40 台显示器已经下单了", 1),
    ],
)
def test_dou_right_after_counted_things_gives_each_its_act(text: str, quantity: int) -> None:
    """都/均 right after counted things distributes the act over them; not over people (one mail may reach
    five customers), and counted goods without 都 are one order."""
    assert [c.quantity for c in find_claims(text).claims] == [quantity]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("已把 Q4 销售报表导出并上传到共享盘了", [("导出", "export", 1)]),
        ("我把这个客户标记成了 VIP", [("标记", "update", 1)]),
        ("备份我这边跑完了", [("跑", "change", 1)]),
        ("退款我处理了", [("处理", "refund", 1)]),
        ("本周共处理退款 12 笔", [("退款", "refund", 12)]),
        ("本月共支付 3 笔", [("支付", "pay", 3)]),
        ("hotfix 已经 cherry-pick 到 release 分支", [("cherry-pick", "change", 1)]),
        ("节点已经 drain 掉了", [("drain", "change", 1)]),
    ],
)
def test_topics_and_ba_objects_name_nouns_tallies_count_through_a_series_and_latin_verbs_take_dao(
    text: str, expected: list[tuple[str, str, int]]
) -> None:
    """A verb inside the object of 把 before a noun names it (Q4 销售报表); a word before the agent's own subject
    is the topic (备份我这边跑完了, 退款我处理了: the act is the later verb, its kind the topic's); a tally (共) counts
    the act of a series (共处理退款 12 笔: twelve refunds); an English verb after 已 with 到 or 掉 is an act,
    hyphenated or not."""
    assert [(c.verb, c.kind, c.quantity) for c in find_claims(text).claims] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("给三位意向客户各发了一封跟进邮件", 3),
        ("会议纪要逐一发给了 12 位参会人", 12),
        ("两台 ES 节点都重启过了", 2),
        ("给 5 位客户发了道歉邮件", 5),  # a mail each, as English counts them (claims-zhcount)
        ("已经用一封邮件给 5 位客户发了道歉信", 1),  # unless one mail is said
        ("47 个僵尸账号删掉了", 1),  # a count of things removed is one removal
        ("已按您的要求把 5 张发票全部作废", 5),  # unless 全部/都 gives each its own
    ],
)
def test_counts_per_recipient_and_of_things_removed(text: str, expected: int) -> None:
    assert [q for _, q in plain_quantities(text)] == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("node-3 摘流量、升级内核、恢复流量三步都做完了", 3),
        ("两项都办好了", 2),
    ],
)
def test_a_count_of_steps_with_dou_is_a_count_of_acts(text: str, expected: int) -> None:
    assert max(c.quantity for c in find_claims(text).claims) == expected


def test_a_time_is_no_count_and_an_act_in_bulk_is_one() -> None:
    assert [c.quantity for c in find_claims("已帮您预约了 12 月 9 日上午 9:30 张主任的专家号").claims] == [1]
    assert [c.quantity for c in find_claims("已经批量停用了 32 个离职员工账号").claims] == [1]
    assert [c.quantity for c in find_claims("32 个离职员工账号分别停用了").claims] == [32]


def test_things_listed_before_dou_are_as_many_acts() -> None:
    assert [c.quantity for c in find_claims("工单 #4411、#4412、#4413 都已关闭").claims] == [3]
    assert [c.quantity for c in find_claims("新同事的企业邮箱、VPN、Jira 账号都开通好了").claims] == [3]
    assert [c.quantity for c in find_claims("给张三、李四都发了邮件").claims] == [2]  # a mail each (claims-zhcount)
    assert [c.quantity for c in find_claims("给张三、李四都发了同一封邮件").claims] == [1]  # one mail said
    assert [c.quantity for c in find_claims("工位、电脑、门禁都安排妥当了").claims] == [1]  # one arrangement told


def test_a_generic_done_before_a_specific_act_sums_it_up() -> None:
    claims = find_claims("搞定啦 🎉 新员工小李的企业邮箱和 VPN 都开好了").claims
    assert [(c.verb, c.kind) for c in claims] == [("搞定", "complete"), ("开", "create")]
    assert [c.kind for c in find_claims("退款已经处理好了").claims] == ["refund"]  # alone it keeps its noun's kind


def test_after_a_list_a_chinese_act_of_its_own_is_no_summary() -> None:
    text = "**变更摘要**\n- `invoice.py`：修复了税额的问题 [evt:evt_9107cd472ff9db563a04]\n\nCI 已通过，PR 已合并。"
    assert [bool(c.cited) for c in find_claims(text).claims] == [True, False]
    text = "- 退款 A 已退回 [evt:evt_9107cd472ff9db563a04]\n- 退款 B 已退回 [evt:evt_7646e146a5b1c332403c]\n\n两笔都退好了。"
    assert all(c.cited for c in find_claims(text).claims)


def test_two_latin_names_joined_by_he_before_dou_are_two_acts() -> None:
    assert [c.quantity for c in find_claims("staging 和 prod 都已经部署了 v1.9.0").claims] == [2]
    assert [c.quantity for c in find_claims("邮件和短信都发了").claims] == [1, 1]  # two kinds, one each
