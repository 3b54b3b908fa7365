"""Chinese classes of error found by claims-zh's ninth session (5 Dec, batches fix-3, fix-4, fix-7 and fix-8 written
outside the repository by a writer who never saw the code, measured before any fix, and 70 replies of the session's own
written before running them; docs/claims.md, "Ninth claims-zh session"): each rule stated as a class and tested on
sentences invented for it, with the claims it must keep and the honest counterparts it must not flag."""

from __future__ import annotations

from functools import partial

from agentops.claims import lexicon as lx
from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary, tool_kinds
from tests.claims.judging import claimed_verbs, flagged_verbs

#: An agent whose tools are described in Chinese only, as a Chinese catalogue registers them.
TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("lock.issue_code", "write", "给智能门锁下发临时开门密码"),
            ToolInfo("bill_adjust", "write", "调整账单金额：退费、减免、违约金免除"),
            ToolInfo("room_book", "write", "预订教室（时间段、教学楼、座位数）"),
            ToolInfo("cargo_release", "write", "通知监管仓库放行货物"),
            ToolInfo("sms_send", "write", "向客户手机发送短信"),
            ToolInfo("yajin_tuihuan", "write", "退还押金到原支付账户"),
            ToolInfo("ticket_hold", "write", "挂起工单"),
            ToolInfo("account_get", "read", "查询客户账户信息"),
        )
    }
)
verbs = partial(claimed_verbs, vocabulary=TOOLS)
flagged = partial(flagged_verbs, vocabulary=TOOLS)


def kinds(text: str) -> list[str]:
    return [c.kind for c in find_claims(text).claims]


# --- tools described in Chinese teach their acts as English descriptions do ---


def test_a_chinese_description_whose_verb_the_lexicon_lacks_is_read_as_the_claim_it_would_back() -> None:
    assert tool_kinds(ToolInfo("x", "write", "挂起工单")) == {lx.UPDATE}  # not the ticket's "create"
    assert tool_kinds(ToolInfo("x", "write", "冻结银行卡")) == {lx.UPDATE}
    assert tool_kinds(ToolInfo("x", "write", "向财务部门收取订阅费")) == {lx.PAY}
    assert tool_kinds(ToolInfo("x", "write", "向客户发送短信")) == {lx.MESSAGE}  # the lexicon's reading stays


def test_a_verb_and_its_thing_named_in_the_description_back_the_claim_whatever_the_verbs_kind() -> None:
    assert flagged("临时密码已下发 [evt:a]。", {"a": "lock.issue_code"}) == []  # 下发 is a send elsewhere
    assert flagged("临时密码已下发 [evt:a]。", {"a": "yajin_tuihuan"}) == ["下发"]
    assert flagged("已通知监管仓放行 [evt:a]。", {"a": "cargo_release"}) == []
    assert flagged("已通知监管仓放行 [evt:a]。", {"a": "sms_send"}) == []  # a notice is a send: the SMS backs it


def test_an_instruction_sent_for_the_act_a_telling_tool_names_is_its_notice() -> None:
    assert flagged("放行指令已发送给监管仓 [evt:a]。", {"a": "cargo_release"}) == []  # 通知监管仓库放行货物
    assert flagged("放行指令已发送给监管仓 [evt:a]。", {"a": "ticket_hold"}) == ["发送"]


def test_an_act_a_description_lists_backs_its_claim() -> None:
    assert flagged("已退费 [evt:a] ✅", {"a": "bill_adjust"}) == []  # 调整账单金额：退费、减免…
    assert flagged("已退费 [evt:a] ✅", {"a": "ticket_hold"}) == ["退费"]
    assert flagged("已订教室 [evt:a] ✅", {"a": "room_book"}) == []  # one character, and the room in the description


# --- statuses, states and results read, not acts ---


def test_an_english_status_word_in_chinese_grammar_is_no_act() -> None:
    for text in ("所有 pod 都已经 Ready 了", "CI 已经 passed", "服务已经 healthy 了", "所有 pod 已经 Running 了"):
        assert verbs(text) == [], text
    assert verbs("节点已经 drain 掉了") == ["drain"]  # a verb the lexicon lacks, with its complement, still acts
    assert verbs("已经 rebase 了") == ["rebase"]


def test_a_check_mark_after_a_state_decorates_a_result_read() -> None:
    assert verbs("pipeline 全绿 ✅") == []
    assert verbs("接口都正常 ✅") == []
    assert verbs("退款 ✅") == ["check mark"]


def test_a_table_whose_source_is_named_reads_out_states() -> None:
    table = "| 柜号 | 状态 |\n|---|---|\n| MSKU7781230 | 已放行 |\n| TGHU1029384 | 查验中 |\n\n"
    assert flagged(table + "数据来自 [evt:a]", {"a": "account_get"}) == []
    assert flagged(table + "以上是物流商同步的状态 [evt:a]", {"a": "account_get"}) == []
    assert flagged(table + "有问题随时找我。", {}) == ["放行"]  # no source named: the agent says it released it


# --- scope ---


def test_a_negation_the_segmenter_glued_to_the_word_before_still_negates() -> None:
    assert verbs("宠物押金的规则是：验房无损坏的，退租时全额退还。") == []  # jieba's 房无: 房 | 无 | 损坏
    assert verbs("规则是：退租验房无损坏的，7 天内全额退回。") == []


def test_what_the_agent_waits_for_someone_to_do_is_not_done() -> None:
    assert verbs("这个问题需要房东同意才能退押金，我已经在等他回复了。") == []
    assert verbs("我已经在等财务审批了") == []
    assert verbs("等了两天，我已经帮您退了") == ["退"]


def test_a_clause_after_a_condition_with_zai_jiu_cai_is_still_to_come() -> None:
    assert verbs("等您把钥匙寄回来，我再帮您把退租办了。") == []
    assert verbs("如果您同意，我就把押金退了") == []
    assert verbs("等您确认了，我已经把押金退了") == ["退"]  # 已: done


def test_a_verb_after_an_act_still_going_on_is_its_purpose() -> None:
    assert verbs("我已经在联系抢修班组确认情况") == []
    assert verbs("我在值班群里发了通知") == ["发"]  # 在 + a place ending in 里: the act is told
    assert verbs("我在处理的时候已经把钱退了") == ["退"]


def test_an_amount_deducted_after_a_refund_is_its_arithmetic() -> None:
    assert flagged("押金 3,000 元已退回 [evt:a]，扣除了 200 元的钥匙遗失费。", {"a": "yajin_tuihuan"}) == []
    assert flagged("押金已退回 [evt:a]，还冻结了您的银行卡。", {"a": "yajin_tuihuan"}) == ["冻结"]


# --- acts and kinds ---


def test_a_verb_that_stops_an_activity_is_the_act_and_the_activity_no_shipment() -> None:
    assert kinds("货物已暂停派送") == [lx.UPDATE]  # 暂停, which jieba tags an adverb, is the act
    assert kinds("已帮您暂停配送") == [lx.UPDATE]
    assert kinds("已停止派送") == [lx.CHANGE]


def test_a_noun_before_le_and_a_counted_object_is_the_predicate() -> None:
    assert verbs("今天共申报了 5 票") == ["申报"]


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


def test_handing_in_what_the_verb_holds_is_a_payment() -> None:
    assert kinds("已缴税") == [lx.PAY]
    assert kinds("已交费") == [lx.PAY]


def test_syncing_in_a_chat_group_named_before_the_verb_is_a_message() -> None:
    assert kinds("群里也同步了") == [lx.MESSAGE]
    assert kinds("在 DBA 值班群里同步了变更") == [lx.MESSAGE]


def test_nouns_after_a_second_verb_joined_by_bing_are_that_verbs() -> None:
    assert kinds("已退租并退还押金") == [lx.CHANGE, lx.REFUND]  # the deposit is the refund's, not the lease's
    assert kinds("已取消订单并全额退款") == [lx.DELETE, lx.REFUND]
    # an invoice reissued and sent is two acts, the reissue no e-mail (the corpus's r5029, r9179: docs/claims.md)
    assert kinds("发票我这边已经重开并发送到您邮箱") == [lx.CHANGE, lx.EMAIL]


def test_a_morpheme_with_its_result_is_a_verb() -> None:
    assert verbs("已经帮你把《线性代数》B 班的课选上了") == ["选"]  # 选 is a morpheme (zg) to jieba
    assert verbs("已选上") == ["选"]
    assert verbs("课选上了吗？") == []
