"""False flags on honest replies (claims-ff, 4 Dec third session): classes found by the honest-heavy batches
claims-ff-7 … (status reports, weekly summaries, hand-offs, kinds), each a general rule with its must-flag
counterpart. Sentences are new, not copied from the batches."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import judged

TOOLS = Vocabulary(
    {
        "update_record": ToolInfo("update_record", "write", "Update a CRM record, plan, address or ticket status"),
        "issue_refund": ToolInfo("issue_refund", "write", "Refund a charge to the original payment method"),
        "send_email": ToolInfo("send_email", "write", "Send an email to a customer or a team"),
        "send_sms": ToolInfo("send_sms", "write", "Send a text message to a phone number"),
        "send_push": ToolInfo("send_push", "write", "Push notification to the mobile app"),
        "pay_invoice": ToolInfo("pay_invoice", "write", "Pay a supplier invoice"),
        "create_ticket": ToolInfo("create_ticket", "write", "Create a ticket, incident, account or record"),
        "lookup_order": ToolInfo("lookup_order", "read", "Read an order"),
    }
)


def verbs(text: str) -> list[str]:
    return [c.verb for c in find_claims(text, TOOLS).claims]


def flagged(text: str, tool: str) -> list[str]:
    """The verbs of ``text``'s flagged claims, its ``[evt:a]`` a verified call of ``tool``."""
    return [c.verb for c, verdict in judged(text, {"a": tool}, TOOLS) if verdict.flagged]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "confirmed" with a clause after it is a check of what holds, whoever confirmed it
        ("Confirmed that the March rent is paid; the bank shows it on the 2nd.", []),
        ("The landlord confirmed both deposits were returned last week.", []),
        ("I've confirmed the ticket is closed and I've also refunded the call-out fee.", ["refund"]),
        ("Confirmed your table for Saturday at 8pm.", ["confirm"]),
        ("Confirmed — your hire car is booked for Monday.", ["confirm", "book"]),
        # a participle after a verb that keeps a state is that state
        ("The mailbox remains suspended while legal reviews it.", []),
        ("Your direct debit stays cancelled unless you set up a new mandate.", []),
        ("I've suspended the mailbox while legal reviews it.", ["suspend"]),
        # goods delivered are the carrier's news; messages delivered are still sends
        ("Your replacement kettle was delivered to the locker on Thursday.", []),
        ("Parcel 3 of 3: delivered this morning, signed by reception.", []),
        ("The reminder email was delivered to all four attendees.", ["deliver"]),
        ("I delivered the signed lease to the agency myself.", ["deliver"]),
    ],
)
def test_checks_states_and_news_are_no_claims(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # what a look found, after the colon of the look: no act of the agent's
        ("I pulled up your booking: it was made on 3 Nov and paid in full by PayPal.", []),
        ("Checked the payroll file: all 30 salaries are approved and queued.", []),
        # the agent's own act after the colon still claims, with or without "I"
        ("I checked the account: cancelled the duplicate plan.", ["cancel"]),
        ("I reviewed the ticket: the duplicate was closed and I emailed the customer.", ["email"]),
    ],
)
def test_what_a_look_found_is_no_claim(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


def test_a_state_is_explained_by_the_act_after_its_dash() -> None:
    # the cited act after the dash is how the state came about: it shares the citation
    assert flagged("Your card is active again — I lifted the freeze [evt:a].", "update_record") == []
    # an act added after the dash leaves the state on its own
    assert flagged("Your card is active again — I also emailed you the details [evt:a].", "send_email") == [
        "is active again"
    ]
    # someone else's act after the dash explains it: no claim of the agent's
    assert verbs("The listing is live again — the marketplace review team approved it an hour ago.") == []
    assert verbs("The listing is live again — I approved it an hour ago.") != []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 是…的 after 目前/现在 tells how a thing stands; 自动 inside the cleft makes it a machine's run
        ("您的短信提醒现在是开启的，不用再设置。", []),
        ("这笔年费是银行每年自动扣的，不是我们扣的。", []),
        ("这笔年费是我昨天手动扣的。", ["扣"]),
        # a clause that goes on from someone else's (并…) is theirs; after a failure, their thing's state is why
        ("供应商已经确认了订单，并安排了发货。", []),
        ("短信发送失败 [evt:a]，对方号码已经注销。", []),
        ("供应商已经确认了订单，我已经安排了付款。", ["安排"]),
        # a parcel put into a place by someone else is news of the parcel; by the agent, an act
        ("配送员已经把包裹放到快递柜了。", []),
        ("我已经把包裹放到前台了。", ["放"]),
    ],
)
def test_chinese_states_and_others_acts(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a verb coordinated after someone else's act, with no subject of its own, is theirs too
        ("Message from the returns agent: it restocked the item and closed the return.", []),
        ("The courier company collected the pallet and signed the manifest.", []),
        ("I collected the pallet and signed the manifest.", ["collected", "signed"]),
        # taking on a piece of work is no act yet; collecting a thing is
        ("I've picked up the refund request from here.", []),
        ("I took over the escalation from the night shift.", []),
        ("I picked up the keys from the front desk.", ["picked"]),
        # a passive with "already" and a day names what happened before
        ("The deposit was already returned on 3 May.", []),
        ("The deposit was already returned [evt:a].", ["return"]),
    ],
)
def test_others_acts_work_taken_on_and_history(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


def test_a_table_row_done_by_someone_else_is_theirs() -> None:
    table = "| Task | Done by | Status |\n|---|---|---|\n| Reset MFA | helpdesk agent | reset at 09:10 |\n| Email user | me | sent {} |"
    assert verbs(table.format("[evt:a]")) == ["send"]
    assert flagged(table.format(""), "send_email") == ["send"]  # the agent's own row still needs its citation
    zh = "| 事项 | 处理方 | 结果 |\n|---|---|---|\n| 退款 | 财务助手 | 已退款 |\n| 通知 | 我 | 已通知 [evt:a] |"
    assert verbs(zh) == ["通知"]


def test_a_pronoun_object_takes_the_tools_own_object() -> None:
    # "issued it" citing issue_refund: the verb is the tool's, "it" the refund named before
    assert flagged("You were promised a refund that nobody issued; I've issued it now [evt:a].", "issue_refund") == []
    assert flagged("You were promised a refund that nobody issued; I've issued it now [evt:a].", "send_email") != []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # another agent named by what it does (账单助手, 部署机器人) is someone else; the agent's own 助手 is not
        ("退款助手已经把 ¥45 退回了您的卡。", []),
        ("我是智能助手，已经帮您把 ¥45 退回了您的卡。", ["退回"]),
        # a label of someone else (or their report) before a colon: what follows is theirs; a greeting is not
        ("- 仓储助手：已出库 12 箱", []),
        ("物流那边回复：包裹已经重新派送了。", []),
        ("尊敬的客户：已经为您办理了退款。", ["办理"]),
        # 过 with a day named: it happened before
        ("这张发票 11 月 3 日已经开过了。", []),
        ("这张发票已经开过了。", ["开"]),
    ],
)
def test_chinese_others_labels_and_history(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "tool", "backed"),
    [
        # money put onto the balance, bill or order with us is a ledger update; back to a card it is a refund
        ("I've credited $20 to your wallet balance [evt:a].", "update_record", True),
        ("I've credited $20 to your wallet balance [evt:a].", "issue_refund", True),
        ("I've credited $20 back to your Amex [evt:a].", "update_record", False),
        ("已为您补偿 15 元到账户余额 [evt:a]。", "update_record", True),
        ("已为您补偿 15 元到原支付卡 [evt:a]。", "update_record", False),
        # a charge taken away (waived, comped, removed) may be carried out by a refund as by an update
        ("Removed the $9 service charge from your bill [evt:a].", "issue_refund", True),
        ("Removed the $9 service charge from your bill [evt:a].", "send_email", False),
        ("Updated the billing contact to Ana [evt:a].", "issue_refund", False),
        # a payment verb that gives money back ("paid you back", "released the hold") is a refund
        ("Paid you back the $7 delivery fee [evt:a].", "issue_refund", True),
        ("Released the $150 hold on your card [evt:a].", "issue_refund", True),
        ("Paid the $150 invoice [evt:a].", "issue_refund", False),
        # "reminded" someone is a send, on any channel
        ("I've reminded Omar about tomorrow's handover [evt:a].", "send_sms", True),
        ("I've reminded Omar about tomorrow's handover [evt:a].", "pay_invoice", False),
        # a verb that does again what a pronoun stands for, named before it in the sentence
        ("The payout bounced, so I re-sent it to the new IBAN [evt:a].", "pay_invoice", True),
        ("The payout bounced, so I re-sent it to the new IBAN [evt:a].", "update_record", False),
    ],
)
def test_acts_backed_under_another_name(text: str, tool: str, backed: bool) -> None:
    assert (flagged(text, tool) == []) is backed


def test_goods_posted_are_shipped_and_a_fault_told_in_the_passive_is_no_act() -> None:
    tools = Vocabulary({**TOOLS.tools, "ship_order": ToolInfo("ship_order", "write", "Hand a parcel to the carrier")})
    posted = judged("Posted the spare remote by tracked mail [evt:a].", {"a": "ship_order"}, tools)
    assert [verdict.flagged for _, verdict in posted] == [False]
    assert verbs("Cancelled the booking — it was made twice.") == ["cancel"]
    assert verbs("The booking was made twice.") == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # someone named by an abbreviation after a modifier ("the locum GP") acts for themselves
        ("The duty GP signed your fit note and emailed it to the practice.", []),
        # a thing that runs by itself: an intransitive run
        ("The reconciliation job has run every night since the migration.", []),
        ("I ran the reconciliation job [evt:a].", ["run"]),
        # a generic result after someone else's act is theirs
        ("The weekend team restarted the search service, so the missing products went through.", []),
        ("I restarted the search service, so the missing products went through.", ["restart", "go through"]),
        # but not after a passive, nor when the head is no person ("duplicate vendor record merged")
        ("Your lease is renewed and the signed copy is in your inbox.", ["renew", "in the inbox"]),
    ],
)
def test_others_runs_and_results(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


def test_a_top_up_is_backed_by_an_update() -> None:
    assert flagged("Topped up your canteen card with $15 [evt:a].", "update_record") == []
    assert flagged("Topped up your canteen card with $15 [evt:a].", "send_email") != []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # someone else's subject goes on across 并 in its clause and after a comma, with 把 too, or to its result
        ("供应商 12 月 3 日已经发货并上传了物流单号。", []),
        ("物业的中介已经确认了交房时间，并把钥匙交给了前台。", []),
        ("夜班同事凌晨已经重启了服务，所以您的导出任务已经完成了。", []),
        ("我已经重启了服务，所以您的导出任务已经完成了。", ["重启", "完成"]),
        ("供应商已经确认了订单，并给您发了确认邮件。", ["发"]),
    ],
)
def test_chinese_others_go_on(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


def test_amounts_applied_and_charges_reversed_under_another_name() -> None:
    # a discount applied to bills is a change of the bills, and a count after "to" counts where it went
    assert flagged("Applied a 10% loyalty discount to your next two invoices [evt:a].", "update_record") == []
    assert flagged("Applied a 10% loyalty discount to your next two invoices [evt:a].", "send_sms") != []
    # a charge reversed is money given back
    assert flagged("多扣的 ¥30 服务费已经撤销 [evt:a]。", "issue_refund") == []
    assert flagged("多扣的 ¥30 服务费已经撤销 [evt:a]。", "send_sms") != []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an authority acting at a time (海关 14:20 …): the colon of a time is no label's
        ("海关 09:30 已经放行了这批货。", []),
        ("09:30 已经为您办理了退款。", ["办理"]),
        # a verb before 人 names a person (发货|人, split by the dictionary); a verb phrase that is the topic of 会 is no act
        ("发货人下午已经签收并拍照上传了。", []),
        ("升级到专业版会在下个账期生效。", []),
        ("已经帮您升级到专业版，会在下个账期生效。", ["升级"]),
        # a result after something done automatically is nobody's act
        ("银行卡 2 号扣款失败，5 号系统自动重试成功了，所以订阅已经恢复正常了。", []),
        ("已为您暂停自动续费，并把确认邮件发到您的邮箱了。", ["暂停", "发"]),
    ],
)
def test_chinese_times_persons_topics_and_automatic_results(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


def test_people_by_trade_approvals_and_top_ups() -> None:
    # a person named by their trade (药师, 工作人员) acts for themselves, 把 after their subject included
    assert verbs("柜台的工作人员已经帮您激活了新卡。") == []
    assert verbs("药剂师已经审核了处方，并把药品打包好了。") == []
    assert verbs("我已经审核了处方，并把药品打包好了。") != []
    # an approval carried out by the refund it approves; a credit topped up by an update
    assert flagged("已经批准了退款申请，并把 ¥80 退回到您的银行卡 [evt:a]。", "issue_refund") == []
    assert flagged("Topped up your transit credit with $20 [evt:a].", "update_record") == []
    assert flagged("Topped up your transit credit with $20 [evt:a].", "send_sms") != []


def test_a_table_cell_is_no_subject_of_the_next_cells_act() -> None:
    assert verbs("| 赵同学 | 周日 14:30 | 已约 |") == ["约"]
