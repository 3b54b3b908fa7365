"""Chinese claims of money moved matched to the tools that can back them: payments (转/划/汇 with an amount, a fine or a
bill handed in), refunds and money back in an account, credits, charges taken from a balance, top-ups, vouchers and
coupons handed out, payouts and reimbursements, fees waived, and sums that are an update of a record, not a payment.
Each rule on sentences made up for it, with the claims it must keep and the honest counterparts it must not flag."""

from __future__ import annotations

import pytest

from agentops.claims import lexicon as lx
from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary, also_backs, tool_kinds
from agentops.claims.verdict import Evidence, judge
from tests.claims.catalogues import subscription_flagged, vocabulary
from tests.claims.judging import flagged_verbs
from tests.claims.test_claims_described import verdict
from tests.claims.zh_catalogues import (
    CARD,
    HELPDESK,
    berth_flagged,
    berth_verbs,
    bonus_flagged,
    bonus_verbs,
    coupon_flagged,
    coupon_kinds,
    plain_counts,
    plain_kinds,
    plain_verbs,
    shop_flagged,
    wecom_flagged,
    wecom_verbs,
)

PAYOUTS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("bonus.issue", "write", "发放奖金"),
            ToolInfo("payment.reverse", "write", "冲正撤回一笔已发放的款项"),
        )
    }
)


def _undone(text: str, statuses: dict[str, tuple[str, str]]) -> list[bool]:
    evidence = {
        eid: Evidence(eid, "run", "ToolResult", tool, "write", status, f"run:{eid}", status == "CONFIRMED", "server")
        for eid, (tool, status) in statuses.items()
    }
    detection = find_claims(text, PAYOUTS)
    return [
        judge(
            c, run_id="run", evidence=evidence, pool=detection.pool, vocabulary=PAYOUTS, peers=detection.claims
        ).flagged
        for c in detection.claims
    ]


def test_a_sum_entered_as_a_line_of_a_record_is_an_update_not_a_payment() -> None:
    assert coupon_kinds("加班费 800 元已计入本月工资调整项。") == [lx.UPDATE]
    assert coupon_flagged("加班费 800 元已计入本月工资调整项 [evt:a]。", {"a": "salary_adjust"}) == []
    assert coupon_kinds("800 元已打到您的工资卡。") == [lx.PAY]  # money moved stays a payment


def test_money_told_on_its_way_back_or_back_in_the_readers_account_is_a_refund_claim() -> None:
    assert coupon_kinds("差价已经在退回您微信钱包的路上了。") == [lx.REFUND]
    assert coupon_kinds("押金已经回到您的账户里了。") == [lx.REFUND]
    assert coupon_kinds("退款应该已经在回您账户的路上了。") == []  # a hedge
    assert coupon_kinds("维修师傅已经在去您家的路上了。") == []  # a person coming: news


def test_a_wallet_money_went_into_is_where_it_landed_not_the_service_the_refund_went_through() -> None:
    assert berth_flagged("年费 198 元已原路退回到您的微信支付 [evt:a]。", {"a": "membership.refund"}) == []
    assert berth_flagged("年费 198 元已退到您的支付宝 [evt:a]。", {"a": "membership.refund"}) == []
    assert (
        berth_flagged("退款通知已发到您的微信 [evt:a]。", {"a": "membership.refund"}) != []
    )  # a message sent by WeChat


def test_a_fee_named_after_a_channel_is_what_was_charged_not_the_channel_of_the_act() -> None:
    assert berth_flagged("多收的 8 元短信费已退回到您的话费余额 [evt:a]。", {"a": "billing.refund"}) == []
    assert berth_flagged("短信已经发给您了 [evt:a]。", {"a": "wechat.push_msg"}) != []  # the channel named: not WeChat


def test_money_back_in_an_account_named_by_what_it_pays_for_is_a_refund_claim() -> None:
    assert berth_verbs("钱已经回到您的水费账户了。") == ["到账"]
    assert berth_verbs("钱已经回到您的话费余额了。") == ["到账"]


def test_money_returned_needs_a_tool_whose_description_moves_money() -> None:
    assert berth_flagged("上门费已经给您退了 [evt:a]。", {"a": "visit.cancel"}) == ["退"]  # 退单: no money
    assert berth_flagged("上门费已经给您退了 [evt:a]。", {"a": "visit.refund"}) == []


def test_a_handed_out_voucher_is_backed_by_the_tool_that_issues_it() -> None:
    # 补偿 makes the claim a refund by the lexicon; a red packet or voucher handed out is what an issuing tool does
    assert bonus_flagged("已经给这位会员发了12元补偿红包 [evt:a]。", {"a": "bonus.issue"}) == []
    assert bonus_flagged("刚给您补发了一张8元补偿券 [evt:a]。", {"a": "bonus.issue"}) == []
    assert bonus_flagged("已经给您退款了 [evt:a]。", {"a": "bonus.issue"}) != []  # a refund still needs the refund tool
    assert bonus_flagged("已经给这位会员发了12元补偿红包 [evt:a]。", {"a": "sms.send"}) != []


def test_a_credit_that_reached_a_customers_account_is_a_claim() -> None:
    assert bonus_verbs("补偿金已经到客户账户了") == ["到账"]
    assert bonus_verbs("赔付款已经到买家的账户了") == ["到账"]
    assert bonus_verbs("客户已经到店了") == []


def test_a_sum_returned_after_a_clause_told_done_is_a_refund_told_done() -> None:
    assert bonus_verbs("预约已取消，费用全额退还。") == ["取消", "退还"]
    assert bonus_verbs("您的订单已经取消，260 元原路退回。") == ["取消", "退回"]
    assert bonus_verbs("订单已取消，费用将原路退回。") == ["取消"]  # 将: still to come
    assert bonus_verbs("订单已取消，款项预计三天内原路退回。") == ["取消"]


def test_money_taken_from_the_customer_is_a_payment() -> None:
    assert wecom_flagged("已收款 ¥680 [evt:a]。", {"a": "card.charge"}) == []
    assert wecom_flagged("已收款 ¥680 [evt:a]。", {"a": "refund.create"}) != []  # a refund takes no money
    assert wecom_verbs("上门检测是收费的。") == []  # a fee told, no act


def test_a_compensated_payout_backs_the_chinese_claim_that_undid_it() -> None:
    # the English rule (test_claims_en_money_kinds): a compensated call of another act is what its undoing says
    text = "那笔 ¥3,000 的奖金发给了别的同事，我已经撤回 [evt:r]，原来的发放记录也撤销了 [evt:b]。"
    assert True not in _undone(text, {"r": ("payment.reverse", "CONFIRMED"), "b": ("bonus.issue", "COMPENSATED")})
    compensated_undoing = {"r": ("payment.reverse", "COMPENSATED")}  # the undoing itself was undone: no backing
    assert _undone("那笔奖金我已经撤回了 [evt:r]。", compensated_undoing) == [True]


def test_a_payment_of_a_reimbursement_is_backed_by_the_tool_that_reimburses() -> None:
    # 报销单 … 已打款 citing the tool that pays expense claims out (a refund by the lexicon): the same act
    calls = {e: "approveClaim" for e in "abcd"} | {e: "reimburseStaff" for e in "efg"}
    reply = "4 张报销单已全部审批 [evt:a] [evt:b] [evt:c] [evt:d]，其中 3 张已打款 [evt:e] [evt:f] [evt:g]，第 4 张退回补材料。"
    assert shop_flagged(reply, calls) == []
    assert shop_flagged("两张报销单已打款 [evt:a]。", {"a": "reimburseStaff"}) == ["打款"]  # one call for two


def test_money_paid_with_the_wages_is_a_payment_and_a_note_on_a_ticket_an_update() -> None:
    assert [c.kind for c in find_claims("已经补发到这个月工资里").claims] == ["pay"]
    assert [c.kind for c in find_claims("已经在工单里催了一下").claims] == ["update"]
    assert [c.kind for c in find_claims("已经催了一下供应商").claims] == ["send"]


def test_renewals_and_payouts_read_as_acts() -> None:
    assert plain_verbs("您的意外险已续保") == ["续保"]
    assert plain_kinds("两笔理赔都赔好了") == [lx.REFUND]


def test_kinds_of_money_moved_marks_and_codes() -> None:
    assert plain_kinds("货款已经划转到供应商的结算账户了") == [lx.PAY]
    assert plain_kinds("已为您添加了黑名单备注") == [lx.UPDATE]
    assert plain_kinds("已向您的手机发送动态码") == [lx.MESSAGE]


def test_money_taken_from_a_balance_is_a_charge() -> None:
    assert plain_kinds("服务费 ¥15 已从您的钱包扣除") == [lx.PAY]
    assert plain_kinds("已用的 3 次课时已从账户扣除") == [lx.CHANGE]  # lessons, no money


def test_a_pay_verb_made_with_a_prefix_or_bearing_a_cost_is_a_payment() -> None:
    assert plain_kinds("上季度漏缴的物业费已为您代缴") == [lx.PAY]
    assert plain_kinds("快递费用已由我方承担") == [lx.PAY]
    assert plain_kinds("社区补贴已发放至您的社保卡") == [lx.PAY]
    assert plain_kinds("会员权益已发放") == [lx.SEND]  # no money


def test_a_waiver_changes_the_bill() -> None:
    assert plain_kinds("这次的服务费给您免了") == [lx.UPDATE]
    assert plain_kinds("免邮申请我帮您提交了") == [lx.COMPLETE]  # 免 names the request


def test_an_amount_put_onto_the_order_changes_it() -> None:
    from agentops.claims.kinds import also_backs

    assert lx.UPDATE in also_backs(lx.PAY, "合并", "运费 ¥12 已经合并到订单里")
    assert lx.UPDATE not in also_backs(lx.PAY, "支付", "运费 ¥12 已经支付")


def test_a_charge_taken_from_an_account() -> None:
    assert plain_kinds("会费 ¥200 已从您的余额扣了") == [lx.PAY]
    assert plain_kinds("确实多扣了一次") != [lx.PAY]  # a fault told


def test_a_thing_given_back_to_the_reader_is_a_credit() -> None:
    assert plain_kinds("会员月卡已经给您补上了") == [lx.REFUND]
    assert plain_kinds("漏掉的那单给您补单了") != [lx.REFUND]  # an order made again


def test_game_goods_to_the_in_game_mailbox_are_credited() -> None:
    assert plain_kinds("补偿的道具已经发到游戏邮箱了") == [lx.REFUND]
    assert plain_kinds("电子发票已经发到您邮箱了") == [lx.EMAIL]


def test_a_credit_arrived_in_the_readers_account() -> None:
    assert plain_kinds("补偿的金币已经到您账户啦") == [lx.REFUND]
    assert plain_verbs("您充值的 50 元已经到您账户了") == []  # the reader's own payment arriving


def test_money_handed_onto_an_account_is_a_credit() -> None:
    assert plain_kinds("已发放到账户") == [lx.REFUND]


def test_a_bill_split_into_instalments_changes_the_account() -> None:
    assert plain_kinds("| 账单分期 | 已办理 |") == [lx.UPDATE]


def test_money_moved_by_zhuan_hua_hui_with_an_amount_is_a_payment() -> None:
    assert plain_kinds("已从基本户转出 ¥8,000 到供应商的对公账户") == [lx.PAY]
    assert plain_kinds("已汇出 1,200 美元") == [lx.PAY]
    assert plain_kinds("工单已经转给二线了") != [lx.PAY]


def test_a_budget_or_limit_moved_is_an_update_not_a_payment() -> None:
    assert plain_kinds("小红书的日预算已从 ¥500 上调到 ¥800") == [lx.UPDATE]
    assert plain_kinds("单笔转账限额已改为 ¥50,000") == [lx.UPDATE]
    assert plain_kinds("已支付 ¥2,000 的场地费") == [lx.PAY]


def test_a_fine_or_a_bill_handed_in_is_paid() -> None:
    assert plain_kinds("三张超速罚单都交了") == [lx.PAY]
    assert plain_counts("三张超速罚单都交了") == [3]


def test_top_ups_and_passes_given_back() -> None:
    assert plain_kinds("小明的校园卡充了 ¥100") == [lx.PAY]
    assert plain_kinds("已经给您的会员卡充值 ¥300") != []
    assert plain_kinds("游泳卡已退") == [lx.DELETE]  # given back, no money named
    assert plain_kinds("游泳卡的钱已退") == [lx.REFUND]


def test_handing_in_what_the_verb_holds_is_a_payment() -> None:
    assert plain_kinds("已缴税") == [lx.PAY]
    assert plain_kinds("已交费") == [lx.PAY]


def test_money_handed_out_is_backed_by_the_tool_that_pays_not_by_one_that_opens_a_case() -> None:
    tools = {"issue_settlement": "Pay out a settlement to the claimant.", "open_case": "Open a damage case."}
    said = "赔偿金 500 元已经发放到您的银行卡 [evt:a]。"
    assert tool_kinds(ToolInfo("issue_settlement", "write", tools["issue_settlement"])) >= {"pay"}
    assert verdict(said, "issue_settlement", tools) == ["verified"]
    assert verdict(said, "open_case", tools) == ["mismatched"]
    assert verdict("优惠券已经发放到您的账户 [evt:a]。", "open_case", tools) == ["verified"]  # goods given, no money


def test_a_waived_fee_is_what_a_refund_may_carry_out() -> None:
    assert lx.REFUND in also_backs(lx.UPDATE, "减免", "这期的滞纳金 ¥30 已经为您减免")
    assert lx.REFUND in also_backs(lx.UPDATE, "免除", "逾期的违约金 120 元已免除")
    assert lx.REFUND not in also_backs(lx.UPDATE, "减免", "本周的两次作业已经为您减免")  # no money named
    assert flagged_verbs("这期的滞纳金 ¥30 已经为您减免 [evt:a]。", {"a": "waive_fee"}, CARD) == []


@pytest.mark.parametrize("text", ["3 月份的奖金发放已录入系统 [evt:a]。", "员工报销明细已登记到系统 [evt:a]。"])
def test_data_entered_into_a_record_is_no_payment(text: str) -> None:
    assert subscription_flagged(text, {"a": "update_record"}) == []


def test_a_compensating_tool_pays_the_payout_its_description_names() -> None:
    claims_desk = vocabulary(ToolInfo("claims.compensate", "write", "向买家支付赔偿款"))
    assert flagged_verbs("赔偿款 80 元已经打给您了 [evt:a]。", {"a": "claims.compensate"}, claims_desk) == []
    assert flagged_verbs("赔偿款 80 元已经打给您了 [evt:a]。", {"a": "door_unlock"}, HELPDESK) != []


def test_collecting_a_fee_is_a_charge_and_receiving_is_not() -> None:
    assert [c.kind for c in find_claims("清洁工具的押金已收。").claims] == ["pay"]
    assert [c.kind for c in find_claims("已经收了您 60 元停车费。").claims] == ["pay"]
    assert find_claims("您的包裹我们已收到。").claims == ()


def test_a_reimbursement_is_paid_by_a_payment_tool_too() -> None:
    claim = find_claims("您 11 月的差旅报销 ¥3,460 已打款到工资卡").claims[0]
    assert "pay" in also_backs(claim.kind, claim.verb, claim.clause)
    refund = find_claims("多扣的 ¥59 已打回您的银行卡").claims[0]  # a refund is no payment
    assert "pay" not in also_backs(refund.kind, refund.verb, refund.clause)


def test_coupons_configured_entries_and_records_of_acts_are_no_money() -> None:
    assert [c.kind for c in find_claims("优惠券也配置好了").claims] == ["change"]
    assert [c.kind for c in find_claims("优惠券给您补上了").claims] == ["refund"]  # given to the reader
    assert [c.kind for c in find_claims("期末成绩已经录入教务系统了").claims] == ["change"]
    assert [c.verb for c in find_claims("付款回单我也发到你邮箱了").claims] == ["发"]
