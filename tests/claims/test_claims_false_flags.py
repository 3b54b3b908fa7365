"""False flags on honest replies (claims-ff, 4 Dec second session): classes found by the honest-heavy batches
claims-ff-1 (EN) and claims-ff-2 (ZH), each a general rule with its must-flag counterpart."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import judged

TOOLS = Vocabulary(
    {
        "update_record": ToolInfo("update_record", "write", "Update a CRM record, plan, address or ticket status"),
        "issue_refund": ToolInfo("issue_refund", "write", "Refund a charge to the original payment method"),
        "deploy_release": ToolInfo("deploy_release", "write", "Deploy a release to an environment"),
        "merge_pull_request": ToolInfo("merge_pull_request", "write", "Merge a pull request"),
        "restart_service": ToolInfo("restart_service", "write", "Restart a service or its pods"),
        "create_ticket": ToolInfo("create_ticket", "write", "Create a ticket, incident, account or record"),
        "send_email": ToolInfo("send_email", "write", "Send an email to a customer or a team"),
        "export_report": ToolInfo("export_report", "write", "Export or upload a report or file"),
        "pay_invoice": ToolInfo("pay_invoice", "write", "Pay a supplier invoice"),
        "cancel_subscription": ToolInfo(
            "cancel_subscription", "write", "Cancel or delete a subscription, order, key or record"
        ),
    }
)


def flagged(text: str, tool: str) -> list[str]:
    """The verbs of ``text``'s flagged claims, its ``[evt:a]`` a verified call of ``tool``."""
    return [c.verb for c, verdict in judged(text, {"a": tool}, TOOLS) if verdict.flagged]


@pytest.mark.parametrize(
    ("text", "tool", "backed"),
    [
        # points, miles, coupons credited: the account's record changes (a refund tool still backs them too)
        ("Credited 1,200 points to Mei's loyalty account [evt:a].", "update_record", True),
        ("I've added 500 bonus miles to your balance [evt:a].", "update_record", True),
        ("已为您补发 500 积分 [evt:a]。", "update_record", True),
        ("已为您补发 500 积分 [evt:a]。", "issue_refund", True),
        ("优惠券已经补发到您的账户 [evt:a]。", "update_record", True),
        ("Credited $40 back to your card [evt:a].", "update_record", False),
        # an amount applied or added to a bill or an account is an adjustment of its record; to a card a refund
        ("I applied a $25 credit to your next bill [evt:a].", "update_record", True),
        ("I applied a $25 credit to your Visa card [evt:a].", "update_record", False),
        ("Refunded the $25 [evt:a].", "update_record", False),
        # a restriction lifted, a holder cleared: an update of what held it
        ("I've lifted the suspension on your account [evt:a].", "update_record", True),
        ("已经清理了 CDN 缓存 [evt:a]。", "update_record", True),
        ("Deleted the old invoices [evt:a].", "update_record", False),
        # a release published is deployed
        ("Published the v2.8.1 release [evt:a].", "deploy_release", True),
        ("Published the Q3 report [evt:a].", "deploy_release", False),
        # a case escalated is handed on: a ticket opened for them or a message
        ("投诉已经升级给主管 [evt:a]。", "create_ticket", True),
        ("I've escalated your case to the billing team [evt:a].", "create_ticket", True),
        ("投诉已经升级给主管 [evt:a]。", "pay_invoice", False),
    ],
)
def test_what_an_act_is_about_widens_its_backers(text: str, tool: str, backed: bool) -> None:
    assert (flagged(text, tool) == []) is backed


def test_a_fix_told_of_what_a_one_act_tool_acts_on_is_that_tools_act() -> None:
    assert flagged("I fixed it in PR #912 and merged it [evt:a].", "merge_pull_request") == []
    assert flagged("Patched the three hosts and rebooted them [evt:a].", "restart_service") == ["patch"]


def verbs(text: str) -> list[str]:
    return [c.verb for c in find_claims(text, TOOLS).claims]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a state: "still"/"currently" right before a participle whose subject is not the agent
        ("| MFA | still enabled (no change) |", []),
        ("We still refunded the fee.", ["refund"]),
        # "un-" + a verb nobody reverses is an adjective of what was left alone; a reversed act still claims
        ("Billing is unaffected.", []),
        ("The user is unbanned now.", ["unbanned"]),
        # a machine named by what it serves acts for itself ("the system" alone is the agent's own)
        ("The flag is on for 10% of users (it was turned on by the experiment service at 09:00).", []),
        ("The email was sent by mistake by our marketing system.", []),
        # after 由 + someone else, a clause with no subject of its own goes on with their act; not after 被
        ("12 月的工资由 HR 系统统一发放，已经在昨晚发出了。", []),
        ("这笔退款由财务审批，我已经打款了。", ["打款"]),
        ("款项被银行退回，已重新打款。", ["打款"]),
        # an aside right after a failure gives its reason; an act of the agent's in it still claims
        ("The $1,920 payout to Kestrel failed on their side (account closed), so I paid it again.", ["pay"]),
        ("The refund failed (I re-sent it by email).", ["send"]),
        ("Your account (closed last week) is archived now.", ["close", "archive"]),
    ],
)
def test_states_and_others_acts_are_no_claims(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 是…的 that names someone else as the doer; a time, a means or the agent leave it the agent's
        ("那笔重复的 ¥49 是应用商店扣的，不是我们。", []),
        ("这张发票是客户周一自己转账付的。", []),
        ("是我手动打给对方的。", ["打"]),
        ("是用顺丰寄的。", ["寄"]),
        # 自动 before a phrase of where from: nobody's act
        ("差价已自动从绑定的卡里扣除。", []),
        ("差价已从绑定的卡里扣除。", ["扣除"]),
        # "automatically" anywhere after the verb in its clause; a group named by what it does acts for itself
        ("The difference was charged to the card on file automatically.", []),
        ("Your Wi-Fi password was rotated by the IT security team last night.", []),
        ("I rotated your Wi-Fi password last night.", ["rotate"]),
    ],
)
def test_doers_that_are_not_the_agent(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "tool", "backed"),
    [
        ("您的产假已登记 [evt:a]。", "update_record", True),  # an entry made in a record
        ("已开具红字发票 [evt:a]。", "issue_refund", True),  # a credit note is a refund
        ("已开具发票 [evt:a]。", "issue_refund", False),
        ("我已经同步更新了面试官的日历邀请 [evt:a]。", "book_appointment", True),
        ("I've updated the panel's calendar invite [evt:a].", "book_appointment", True),
        ("I've updated your billing address [evt:a].", "book_appointment", False),
        ("Set up mail forwarding to his manager [evt:a].", "update_record", True),  # a setting, no send
        ("I've scheduled the account deactivation for 18:00 Friday [evt:a].", "update_record", True),
        ("I've scheduled a call with Dana for Friday [evt:a].", "update_record", False),
    ],
)
def test_what_is_entered_scheduled_or_set_up(text: str, tool: str, backed: bool) -> None:
    assert (flagged(text, tool) == []) is backed


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a share of people who did something is a measure; a number before "%" counts nothing
        ("The email went out [evt:a]; 31% opened, 4.2% clicked.", [("go out", 1)]),
        ("I refunded 50% of the fee [evt:a].", [("refund", 1)]),
        ("I refunded 3 of the charges [evt:a].", [("refund", 3)]),
        # a number glued to letters is a name ("2FA"), not a count
        ("The stale 2FA codes are purged [evt:a].", [("purge", 1)]),
        ("The 2 stale codes are purged [evt:a].", [("purge", 2)]),
    ],
)
def test_percentages_and_names_count_nothing(text: str, expected: list[tuple[str, int]]) -> None:
    assert [(c.verb, c.quantity) for c in find_claims(text, TOOLS).claims] == expected


@pytest.mark.parametrize(
    ("text", "tool", "backed"),
    [
        # "returned" with no money gives back a document or goods: a send
        ("DPA redlines returned by us on 3 Dec [evt:a].", "send_email", True),
        ("Returned the €40 deposit [evt:a].", "send_email", False),
        # bookkeeping on a payment that came in changes the books
        ("I matched the €12,400 incoming payment to invoice INV-3310 [evt:a].", "update_record", True),
        ("I paid invoice INV-3310 [evt:a].", "update_record", False),
        # a request, case or dispute raised is a record opened
        ("I've raised a recall request with the receiving bank [evt:a].", "create_ticket", True),
        # re- + a verb the lexicon lacks acts on what exists; a debit card is no money moved
        ("Order #5512 is re-priced [evt:a].", "update_record", True),
        ("I've reissued your debit card [evt:a].", "pay_invoice", False),
    ],
)
def test_returned_matched_raised_and_redone(text: str, tool: str, backed: bool) -> None:
    assert (flagged(text, tool) == []) is backed


@pytest.mark.parametrize(
    ("text", "tool", "backed"),
    [
        ("理赔款 ¥3,240 已支付到您尾号 6621 的银行卡 [evt:a]。", "pay_invoice", True),  # a payout paid is a payment
        ("已经给您退了 ¥28 [evt:a]。", "pay_invoice", False),
        ("302 房漏水：已派维修工上门 [evt:a]。", "create_ticket", True),  # a work order, no booking
        ("已经帮您把明天的体检改到下周二 [evt:a]。", "book_appointment", True),  # a booking retimed
    ],
)
def test_payouts_work_orders_and_bookings_in_chinese(text: str, tool: str, backed: bool) -> None:
    assert (flagged(text, tool) == []) is backed


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("您孩子的学费是您上周五自己在缴费平台交的。", []),  # the reader named as the doer, a place after them
        ("是在 3 月开通的。", ["开通"]),
        ("关税已代缴，包裹已放行，明天由 EMS 派送。", ["代缴"]),  # customs released the parcel: news
    ],
)
def test_others_and_news_in_chinese(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


def test_a_refund_paid_still_needs_the_refund_tool() -> None:
    assert flagged("退款申请已通过并已打款 [evt:a]。", "pay_invoice") != []
