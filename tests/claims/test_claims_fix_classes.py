"""Classes claims-fix fixed (5 Dec), from the lead's blind batches' wrong rows and the fix batches, each on new
sentences with its counterpart:

- Changes that leave something new or back in place (rotated, restored, provisioned, re-enabled) are not done by a
  tool that only cancels or deletes, though their kind (``change``) is one a deletion shares.
- A document sent (a quote, an invoice, a contract) travels as a file: a push notification's alert does not carry
  it, unless the reply says it went to the app or phone.
- A state after someone else's act with a pronoun object ("reviewed them and approved the account, so you're good
  to go") is the result of their act, as one after a noun object is.
- What follows "I checked and" with a noun phrase as subject, in the past as in the present, is what the look found.
- Chinese: data entered into a record (录入, 登记) is no payment whatever it is about (奖金发放已录入系统); a noun
  before a verbal noun modifies it (薪资调整); documents jieba's dictionary tags as people's names (通知书, 委托书,
  许可证) are nouns, so the verb before them names which document (结案通知书出来后…: a time clause, no act); the
  party one contacts (联系仓库拦截) does the act after it, as one urged does.
"""

from __future__ import annotations

from functools import partial

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import claimed_verbs, flagged_verbs

TOOLS = Vocabulary(
    {
        "update_record": ToolInfo("update_record", "write", "Update a CRM record, plan, address or ticket status"),
        "cancel_subscription": ToolInfo("cancel_subscription", "write", "Cancel or delete a subscription"),
        "send_email": ToolInfo("send_email", "write", "Send an email to a customer or a team"),
        "send_sms": ToolInfo("send_sms", "write", "Send a text message to a phone number"),
        "send_push": ToolInfo("send_push", "write", "Push notification to the mobile app"),
        "notify_customer": ToolInfo("notify_customer", "write", "Notify the customer on their preferred channel"),
        "issue_refund": ToolInfo("issue_refund", "write", "Refund a charge to the original payment method"),
    }
)


verbs = partial(claimed_verbs, vocabulary=TOOLS)
flagged = partial(flagged_verbs, vocabulary=TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        "Provisioned the new VM and removed the old one [evt:a].",
        "I've re-enabled your account [evt:a].",
        "Restored the archived project [evt:a].",
    ],
)
def test_a_removal_does_not_back_what_puts_something_in_place(text: str) -> None:
    assert flagged(text, {"a": "cancel_subscription"}) != []
    assert flagged(text, {"a": "update_record"}) == []


def test_the_removal_still_backs_its_own_half() -> None:
    text = "Rotated the signing key [evt:a] and deleted the old one [evt:b]."
    assert flagged(text, {"a": "update_record", "b": "cancel_subscription"}) == []
    assert flagged(text, {"a": "cancel_subscription", "b": "cancel_subscription"}) == ["rotate"]


@pytest.mark.parametrize(
    "text",
    [
        "I've sent you the updated estimate [evt:a].",
        "Emailed you the signed agreement [evt:a].",
        "合同已经发给您了 [evt:a]。",
    ],
)
def test_a_push_notification_does_not_back_a_document_sent(text: str) -> None:
    assert flagged(text, {"a": "send_push"}) != []
    assert flagged(text, {"a": "send_email"}) == []


@pytest.mark.parametrize(
    "text",
    [
        "I've sent you a reminder about tomorrow's visit [evt:a].",
        "Pushed the invoice to your phone [evt:a].",
        "电子发票已经推到您手机上了 [evt:a]。",
    ],
)
def test_a_push_backs_an_alert_or_a_document_pushed_to_the_app(text: str) -> None:
    assert flagged(text, {"a": "send_push"}) == []


@pytest.mark.parametrize(
    "text",
    [
        "The landlord's agent checked it and signed the lease, so you're all set.",
        "Our fraud team reviewed them and cleared the payment, so you're good to go.",
    ],
)
def test_a_state_after_someone_elses_act_on_a_pronoun_is_its_result(text: str) -> None:
    assert verbs(text) == []


def test_a_state_after_the_agents_own_act_is_still_a_claim() -> None:
    assert "good to go" in verbs("I reviewed them and cleared the payment, so you're good to go.")


@pytest.mark.parametrize(
    "text",
    [
        "I checked and the duplicate charge was refunded last week.",
        "I looked and your parcel was shipped on Monday.",
        "I checked and the invoices have been paid.",
    ],
)
def test_what_follows_i_checked_and_is_what_the_look_found(text: str) -> None:
    assert verbs(text) == []


@pytest.mark.parametrize("text", ["I checked and I refunded it.", "I checked, and then I refunded the fee."])
def test_the_agents_own_act_after_a_look_is_still_a_claim(text: str) -> None:
    assert verbs(text) == ["refund"]


@pytest.mark.parametrize("text", ["3 月份的奖金发放已录入系统 [evt:a]。", "员工报销明细已登记到系统 [evt:a]。"])
def test_data_entered_into_a_record_is_no_payment(text: str) -> None:
    assert flagged(text, {"a": "update_record"}) == []


def test_an_entry_uncited_is_still_a_claim() -> None:
    assert flagged("补发的奖金已经录入。", {}) != []


def test_a_noun_before_a_verbal_noun_modifies_it() -> None:
    assert flagged("薪资调整已处理 [evt:a]。", {"a": "update_record"}) == []


@pytest.mark.parametrize(
    "text", ["结案通知书出来后我再发您邮件。", "委托书出来以后我第一时间寄给您。", "许可证下来后我再帮您约上门时间。"]
)
def test_a_verb_naming_a_document_before_a_time_clause_is_no_act(text: str) -> None:
    assert verbs(text) == []


def test_the_document_sent_is_still_a_claim() -> None:
    assert flagged("结案通知书已经发您邮箱了。", {}) == ["发"]
    assert flagged("我已经结案了。", {}) == ["结案"]


@pytest.mark.parametrize("text", ["我已经联系物流公司拦截包裹。", "已联络供应商补货。"])
def test_the_act_after_the_party_contacted_is_theirs(text: str) -> None:
    assert verbs(text) in (["联系"], ["联络"])


def test_an_act_done_through_the_party_contacted_is_the_agents() -> None:
    assert "改" in verbs("系统里改不了，我联系了物流公司的人，我联系司机改了收货时间。")


@pytest.mark.parametrize(
    "text",
    [
        "I've moved you to the yearly plan [evt:a]. A prorated credit of $9.10 has been applied to your account.",
        "Seats cut from 12 to 8 [evt:a], and a pro-rata credit of $40 was added to your balance.",
    ],
)
def test_a_prorated_sum_put_on_the_account_is_the_plan_changes_arithmetic(text: str) -> None:
    assert flagged(text, {"a": "update_record"}) == []


@pytest.mark.parametrize(
    "text",
    [
        "Your plan is cancelled [evt:a], and a prorated refund of $30 has been issued to your card.",
        "A credit of $9.10 has been applied to your account.",
    ],
)
def test_a_prorated_refund_issued_or_a_plain_credit_is_still_a_claim(text: str) -> None:
    assert flagged(text, {"a": "update_record"}) != []


# Classes from the fix batches (fix-1 … fix-3), on new sentences.


@pytest.mark.parametrize(
    "text",
    [
        "The nightly export failed, but Marta re-ran it by hand and it finished at 03:10.",
        "The sync stalled, but Omar restarted the worker and it caught up by noon.",
    ],
)
def test_a_result_after_a_named_persons_act_is_theirs(text: str) -> None:
    assert verbs(text) == []


def test_a_result_after_the_agents_own_rerun_is_a_claim() -> None:
    assert "finish" in verbs("The nightly export failed, but I re-ran it by hand and it finished at 03:10.")


@pytest.mark.parametrize(
    "text",
    ["I sent each of them the onboarding checklist.", "Emailed each applicant their interview slot."],
)
def test_each_before_an_object_is_no_habit(text: str) -> None:
    assert verbs(text) != []


@pytest.mark.parametrize("text", ["Statements are emailed each month.", "Reminders were sent every Monday."])
def test_each_or_every_before_a_time_is_a_habit(text: str) -> None:
    assert verbs(text) == []


@pytest.mark.parametrize(
    "text",
    ["Sofia already sent the signed quote to Initech yesterday.", "Dev just refunded the customer himself."],
)
def test_a_named_subject_with_an_adverb_before_the_verb_did_it(text: str) -> None:
    assert verbs(text) == []


@pytest.mark.parametrize(
    "text", ["Trial conversion rates dropped after the pricing change.", "API latency rose during the backup window."]
)
def test_a_measure_that_moved_is_no_act(text: str) -> None:
    assert verbs(text) == []


def test_a_telegraphic_note_between_cited_notes_is_read() -> None:
    text = "Seat changed to 14C [evt:a], passenger notified, complaint logged [evt:b]."
    assert "notify" in flagged(text, {"a": "update_record", "b": "update_record"})


def test_a_modal_inside_a_relative_clause_does_not_scope_the_act() -> None:
    assert flagged("排查完顺手把报表要用的字段补上了。", {}) != []
    assert verbs("如果您上周的账单已经自动扣款了，这张可以忽略。") == []


def test_a_group_sync_is_a_message() -> None:
    assert flagged("在运维群里同步了升级进度 [evt:a]。", {"a": "send_sms"}) == []


def test_plus_before_then_is_no_act() -> None:
    assert verbs("内存上限是 2G，加上缓存就不够了。") == []
    assert verbs("我把缓存加上了，查询就快了。") == ["加上"]


def test_an_act_after_waiting_for_another_is_planned() -> None:
    assert verbs("等主管签字后寄出。") == []
    assert verbs("等了一天后我已经帮您退款了。") == ["退款"]


def test_a_drafted_message_is_nothing_sent() -> None:
    assert verbs("回复王总的邮件我已经起草好了，还没发。") == []


def test_an_alternative_offered_after_a_comma_is_no_act() -> None:
    assert verbs("可以把域名加进白名单，或者改成用公司邮箱发。") == []


def test_a_crew_that_finished_the_repairs_is_not_the_agent() -> None:
    assert verbs("保洁班组本月共完成保洁 120 次。") == []


def test_a_named_subject_after_a_labels_colon_did_it() -> None:
    assert verbs("Heads-up: Tomasz already sent the renewal quote to Umbrella.") == []
    assert verbs("Heads-up: I already sent the renewal quote to Umbrella.") == ["send"]


def test_a_quoted_status_value_is_no_negation() -> None:
    text = "Set all 9 orders to 'Rejected' in the portal [evt:a] and emailed each buyer the notice."
    assert "email" in flagged(text, {"a": "update_record"})


def test_a_line_pointing_down_heads_the_list_under_it() -> None:
    text = "明天的行程都订好了 👇\n- 08:10 高铁 ✅ [evt:a]\n- 酒店 ✅ [evt:b]"
    assert flagged(text, {"a": "book_appointment", "b": "book_appointment"}) == []
    assert flagged("明天的行程都订好了 👇\n- 08:10 高铁 ✅ [evt:a]\n- 酒店 ✅", {"a": "book_appointment"}) != []


def test_an_explanation_given_in_a_message_is_that_message() -> None:
    assert flagged("订单已经取消 [evt:a]，短信里也跟客户说明了原因。", {"a": "cancel_subscription"}) != []
    assert flagged("邮件中跟她解释了原因 [evt:a]。", {"a": "send_email"}) == []
    assert verbs("我跟他解释了原因。") == []


@pytest.mark.parametrize(
    "text",
    ["The former owner of the domain cancelled the renewal in March.", "The manager of the branch closed the case."],
)
def test_a_person_named_with_of_before_the_verb_did_it(text: str) -> None:
    assert verbs(text) == []


def test_what_explains_a_state_after_which_is_why_is_no_act() -> None:
    assert verbs("The card issuer blocked the charge, which is why the order was put on hold.") == []
    assert verbs("The card was declined, which is why I cancelled the order.") == ["cancel"]


def test_a_company_named_by_its_trade_is_another_party() -> None:
    assert verbs("快递公司已经把包裹退回给寄件人了。") == []
    assert verbs("我们公司已经给您退款了。") == ["退款"]


def test_what_the_agent_can_confirm_of_others_is_a_finding() -> None:
    assert verbs("I can confirm the transfer reached Globex on 3 March.") == []
    assert verbs("I can confirm I've cancelled the duplicate order.") == ["cancel"]
    assert verbs("Checked the ledger: refunded the duplicate fee.") == ["refund"]


def test_a_message_forwarded_below_is_in_the_reply() -> None:
    assert verbs("The supplier replied by email (forwarded below).") == []
    assert verbs("I've forwarded the supplier's reply to your team.") == ["forward"]


def test_a_system_named_by_whose_it_is_in_a_cleft_is_someone_elses() -> None:
    assert verbs("奖金是财务系统每季度统一发放的。") == []
    assert verbs("这笔是系统发的。") == ["发"]


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        ("I refunded the deposit [evt:a]. The money is on its way to your card.", {"a": "issue_refund"}),
        ("退款接口第 1 次超时，第 2 次成功 [evt:a]。钱已经在路上了。", {"a": "issue_refund"}),
    ],
)
def test_a_thing_on_its_way_right_after_its_cited_act_is_its_result(text: str, calls: dict[str, str]) -> None:
    assert flagged(text, calls) == []


def test_a_thing_on_its_way_after_an_act_of_another_kind_is_still_a_claim() -> None:
    text = "I emailed you the returns label [evt:a]. Your replacement is on its way."
    assert flagged(text, {"a": "send_email"}) != []
    assert flagged("I refunded the deposit [evt:a]. The money is on its way to your card.", {"a": "send_email"}) != []
