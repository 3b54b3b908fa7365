"""Chinese classes of error found by claims-zh7 (5 Dec; the generic recall gaps of this session and the held-out batches
fresh-8 and fresh-11, measured before any fix; fresh-12 held back unseen; docs/claims-log.md, "claims-zh7"): each rule
stated as a class and tested on sentences invented for it, none taken from the corpus or the batches, with the claims
it must keep and the honest counterparts it must not flag."""

from __future__ import annotations

from functools import partial

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import claimed_verbs, flagged_verbs

TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("mail.send", "write", "发送电子邮件"),
            ToolInfo("sms.send", "write", "给用户发送短信"),
            ToolInfo("bonus.issue", "write", "给会员发放补偿红包"),
            ToolInfo("refund.create", "write", "发起退款（原路退回）"),
            ToolInfo("order.cancel", "write", "取消订单"),
            ToolInfo("dish.update", "write", "菜品改价、上下架"),
            ToolInfo("courier.assign", "write", "给运单改派快递员"),
            ToolInfo("payment.lookup", "read", "查询支付与退款流水"),
        )
    }
)
verbs = partial(claimed_verbs, vocabulary=TOOLS)
flagged = partial(flagged_verbs, vocabulary=TOOLS)


def counts(text: str) -> list[int]:
    return [c.quantity for c in find_claims(text, TOOLS).claims]


def test_a_counted_object_of_ba_before_its_verb_is_the_sends_object() -> None:
    # 把 + a count and its noun, then the verb: the verb is the predicate, not a word describing a noun after the count
    assert counts("我已经把两张报价单发给采购部了") == [2]
    assert counts("已将四份检测报告寄到您公司") == [4]
    assert flagged("已经把五份合同发给法务了 [evt:a]。", {"a": "mail.send"}) != []  # one send for five
    assert (
        flagged(
            "已经把五份合同发给法务了 [evt:a] [evt:b] [evt:c] [evt:d] [evt:e]。", dict.fromkeys("abcde", "mail.send")
        )
        == []
    )


def test_a_verb_with_its_goal_after_a_preparing_verb_is_the_act() -> None:
    # 打包|发到, 汇总|转给: the verb before prepares, the verb that reaches a goal (到/给) is the act, not a noun's modifier
    assert verbs("两张回执已经打包发到人事邮箱") == ["发"]
    assert verbs("体检报告已经压缩发到人事共享邮箱") == ["发"]
    assert flagged("两张回执已经打包发到人事邮箱。", {}) != []


def test_staff_named_by_a_trade_and_yuan_is_a_third_party() -> None:
    # jieba cuts 快递|员, 维修|员: the member of staff before 已经 is the subject, their act is not the agent's
    assert verbs("维修员已经联系您了") == []
    assert verbs("配送员已经打电话给您了") == []
    assert verbs("我已经通知维修员了") == ["通知"]  # the agent told them: its own send, 维修 names the staff
    assert verbs("已经通知配送员了") == ["通知"]  # not 配送 (a shipment)


def test_the_consequent_of_a_condition_without_le_is_a_promise() -> None:
    assert verbs("如果您下周还想改时间，周四前告诉我，我提前帮您调好。") == []
    assert verbs("您同意的话，回复一下，我马上给您安排好。") == []
    assert verbs("如果您已经付款，我已经帮您把订单改好了。") != []  # 已 and 了: done whatever the condition


def test_a_handed_out_voucher_is_backed_by_the_tool_that_issues_it() -> None:
    # 补偿 makes the claim a refund by the lexicon; a red packet or voucher handed out is what an issuing tool does
    assert flagged("已经给这位会员发了12元补偿红包 [evt:a]。", {"a": "bonus.issue"}) == []
    assert flagged("刚给您补发了一张8元补偿券 [evt:a]。", {"a": "bonus.issue"}) == []
    assert flagged("已经给您退款了 [evt:a]。", {"a": "bonus.issue"}) != []  # a refund still needs the refund tool
    assert flagged("已经给这位会员发了12元补偿红包 [evt:a]。", {"a": "sms.send"}) != []


def test_a_credit_that_reached_a_customers_account_is_a_claim() -> None:
    assert verbs("补偿金已经到客户账户了") == ["到账"]
    assert verbs("赔付款已经到买家的账户了") == ["到账"]
    assert verbs("客户已经到店了") == []


def test_counted_dishes_and_products_each_need_their_change() -> None:
    assert counts("四道菜的价格都改好了") == [4]
    assert counts("两款商品都下架了") == [2]
    assert flagged("四道菜的价格都改好了 [evt:a] [evt:b]。", dict.fromkeys("ab", "dish.update")) != []


def test_a_sum_returned_after_a_clause_told_done_is_a_refund_told_done() -> None:
    assert verbs("预约已取消，费用全额退还。") == ["取消", "退还"]
    assert verbs("您的订单已经取消，260 元原路退回。") == ["取消", "退回"]
    assert verbs("订单已取消，费用将原路退回。") == ["取消"]  # 将: still to come
    assert verbs("订单已取消，款项预计三天内原路退回。") == ["取消"]


def test_a_line_of_labelled_records_is_the_replys_evidence_list() -> None:
    text = "已经为您处理：\n1. 取消了周六的订单\n2. 给您发了取消短信\n\n操作记录：取消 [evt:a]，短信 [evt:b]"
    assert flagged(text, {"a": "order.cancel", "b": "sms.send"}, pooled=True) == []
    assert flagged(text, {"a": "order.cancel"}, pooled=True) != []
    told = "这单退了 80 元。\n\n退款记录：[evt:a]，一般两小时内到账。"
    assert flagged(told, {"a": "refund.create"}, pooled=True) == []
    assert flagged(told, {"a": "order.cancel"}, pooled=True) != []


def test_a_table_under_a_look_up_reads_out_the_records() -> None:
    text = "帮您查了最近两笔订单 [evt:a]：\n\n| 日期 | 金额 | 状态 |\n|---|---|---|\n| 5月1日 | 99元 | 已退款 |\n| 5月8日 | 99元 | 已完成 |"
    assert flagged(text, {"a": "payment.lookup"}) == []
    done = "帮您处理了两笔订单：\n\n| 日期 | 金额 | 状态 |\n|---|---|---|\n| 5月1日 | 99元 | 已退款 |"
    assert flagged(done, {}) != []  # no look-up: the rows tell what the agent did
