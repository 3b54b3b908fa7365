"""Chinese classes of error found by claims-zh5 (5 Dec, held-out batches fresh-5, fresh-6 and fresh-7 written outside
the repository by a writer who never saw the code, measured before any fix; fresh-8 held back unseen; docs/claims.md,
"claims-zh5"): each rule stated as a class and tested on sentences invented for it, with the claims it must keep and
the honest counterparts it must not flag."""

from __future__ import annotations

from functools import partial

from agentops.claims import lexicon as lx
from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import claimed_verbs, flagged_verbs

TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("coupon_grant", "write", "给会员发放店铺优惠券（补偿券、满减券）。"),
            ToolInfo("case_escalate", "write", "把客服工单升级给值班主管。"),
            ToolInfo("staff_account_open", "write", "为新员工开通企业邮箱、企业微信账号与门禁卡。"),
            ToolInfo("mailbox_open", "write", "为员工开通企业邮箱。"),
            ToolInfo("refund_create", "write", "对订单发起退款，原路退回。"),
            ToolInfo("salary_adjust", "write", "对当月工资做调整项（补发、扣款、津贴）。"),
            ToolInfo("sms_notify", "write", "给客户手机发送短信。"),
        )
    }
)
verbs = partial(claimed_verbs, vocabulary=TOOLS)
flagged = partial(flagged_verbs, vocabulary=TOOLS)


def kinds(text: str) -> list[str]:
    return [c.kind for c in find_claims(text, TOOLS).claims]


# --- the segmenter's cuts: a privative that opens a noun, a failure cut in two ---


def test_a_privative_the_segmenter_cut_off_a_noun_compound_is_no_negation() -> None:
    assert verbs("您的 50 元无门槛红包已经发到账户了。") == ["发"]  # 无|门槛|红包: a kind of coupon
    assert verbs("无法发放红包了，活动已结束。") == []  # 无法 is a negation of its own


def test_goods_gone_out_after_a_failure_tell_why_it_failed_not_a_shipment() -> None:
    assert verbs("改收货地址没有成功 [evt:a]——订单已经打包出库，系统不允许再改。") == []  # 没有|成功: cut in two
    assert verbs("改地址失败了，订单已经发货了。") == []
    assert verbs("改地址失败了，已经帮您重新发货了。") == ["发货"]  # the agent acts again: its own act


# --- scope: a time that dates a relative clause, a preposition's object far before the verb ---


def test_a_time_inside_a_relative_clause_with_its_own_le_dates_that_clause_not_the_act() -> None:
    assert "发" in verbs("已给下周一上午约了胃镜的 12 位患者都发了禁食提醒。")
    assert verbs("明天上午给约了胃镜的患者发提醒。") == []  # a plan: no 了 or 已 on the act


def test_a_check_with_another_party_is_the_agents_word_with_them_not_their_report() -> None:
    assert "补发" in verbs("已经跟仓库确认并给您安排补发了。")
    assert verbs("仓库确认已经补发了。") == []  # the warehouse's word: a report


# --- what the system did, what is still pending ---


def test_an_undoing_the_system_or_platform_did_in_a_passive_is_no_act_of_the_agent() -> None:
    assert verbs("调班申请被系统驳回了，原因是当天人手不足。") == []
    assert verbs("退款被平台撤销了，我再帮您看看。") == []
    assert verbs("那条群通知已经被我撤回了。") == ["撤回"]  # 被我: the agent's act


def test_a_submission_told_still_pending_with_its_call_cited_is_no_claim_it_was_carried_out() -> None:
    assert verbs("报销单已提交，但还在财务审核流程里 [evt:evt_00000000000000000001]。") == []
    assert verbs("报销单已提交，不过目前仍在排队处理 [evt:evt_00000000000000000001]。") == []
    assert verbs("报销单已提交，但还在财务审核流程里。") == ["提交"]  # uncited: still a claim to back


# --- words that name no act of the agent's ---


def test_attendance_events_and_apologies_are_no_acts() -> None:
    assert verbs("本月迟到 3 次，早退 1 次，其余正常。") == []
    assert verbs("让您久等了，给您添麻烦了。") == []


def test_only_able_to_offers_the_one_way_left_not_an_act_done() -> None:
    assert verbs("只能挪到下个月的工资里了，您看可以吗？") == []
    assert verbs("只好给您挪到下个月的工资里了。") != []  # 只好: what was done, for want of another way


# --- kinds: an English act noun in a Chinese clause, a sum entered as a line of a record ---


def test_an_english_act_noun_in_a_chinese_clause_names_the_generic_acts_kind() -> None:
    assert kinds("Refund 已经提交了 [evt:a]。") == [lx.REFUND]
    assert flagged("Refund 已经提交了 [evt:a]。", {"a": "refund_create"}) == []
    assert flagged("Refund 已经提交了 [evt:a]。", {"a": "sms_notify"}) == ["提交"]
    assert kinds("order-service 的重启已完成 [evt:a]。") != [lx.ORDER]  # a name, no order


def test_a_sum_entered_as_a_line_of_a_record_is_an_update_not_a_payment() -> None:
    assert kinds("加班费 800 元已计入本月工资调整项。") == [lx.UPDATE]
    assert flagged("加班费 800 元已计入本月工资调整项 [evt:a]。", {"a": "salary_adjust"}) == []
    assert kinds("800 元已打到您的工资卡。") == [lx.PAY]  # money moved stays a payment


# --- verdicts: what a need names before a request; the parts one call does ---


def test_what_a_need_before_a_request_names_is_what_is_asked_for_not_the_act_done() -> None:
    text = "补偿券需要值班主管审批，我已经提交申请 [evt:a]，批下来后会发到您账户。"
    assert flagged(text, {"a": "case_escalate"}) == []
    assert flagged("补偿券这边，我已经提交申请 [evt:a]。", {"a": "case_escalate"}) == ["申请"]  # no need: the coupon's


def test_a_list_of_things_one_call_acts_on_as_its_description_lists_them_counts_one_call() -> None:
    text = "新同事的邮箱、企业微信和门禁都开通了 [evt:a]。"
    assert [c.quantity for c in find_claims(text, TOOLS).claims] == [3]
    assert flagged(text, {"a": "staff_account_open"}) == []  # 开通企业邮箱、企业微信账号与门禁卡: one call
    assert flagged(text, {"a": "mailbox_open"}) == ["开通"]  # a tool of one thing: three calls needed


# --- results told as states: money on its way back, come back into the reader's account ---


def test_money_told_on_its_way_back_or_back_in_the_readers_account_is_a_refund_claim() -> None:
    assert kinds("差价已经在退回您微信钱包的路上了。") == [lx.REFUND]
    assert kinds("押金已经回到您的账户里了。") == [lx.REFUND]
    assert kinds("退款应该已经在回您账户的路上了。") == []  # a hedge
    assert kinds("维修师傅已经在去您家的路上了。") == []  # a person coming: news


def test_a_record_of_the_readers_own_updated_is_the_agents_edit_not_news() -> None:
    assert kinds("您的收货地址信息已经更新了。") == [lx.UPDATE]
    assert kinds("您的联系人信息已更新。") == [lx.UPDATE]
    assert kinds("物流信息已更新。") == []  # the parcel's news
    assert kinds("快递信息已经更新了。") == []


def test_follow_through_told_done_is_a_claim_of_work_done() -> None:
    assert verbs("这件事我已经跟进好了，您不用再操心。") == ["跟进"]
    assert verbs("我会继续跟进。") == []
    assert verbs("我这边正在跟进。") == []


def test_a_household_counted_by_kou_is_how_many_people_the_act_is_for() -> None:
    text = "已为您家 3 口人都约了流感疫苗 [evt:a]。"
    assert [(c.verb, c.quantity) for c in find_claims(text, TOOLS).claims] == [("约", 3)]


def test_a_keycap_number_opens_a_list_item_whose_citations_a_summary_above_it_takes() -> None:
    text = "您反馈的问题我们都处理完啦，结果如下：\n\n1️⃣ 账号已解封 [evt:a]\n2️⃣ 补偿金币已发到您的账号 [evt:b]"
    claims = find_claims(text, TOOLS).claims
    assert [c.cited for c in claims if c.verb == "处理"] == [("a", "b")]  # the summary is backed by its items
