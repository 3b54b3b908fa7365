"""False flags on honest replies (claims-ff, 4 Dec fourth session, 21:40-23:50 UTC): classes found by the
honest-heavy batches claims-ff-14 … (others' acts described, pipelines of agents, plans, partial failures, counts,
long reports), each a general rule with its must-flag counterpart. Sentences are new, not copied from the batches."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.verdict import Evidence, judge

TOOLS = Vocabulary(
    {
        "update_record": ToolInfo("update_record", "write", "Update a CRM record, plan, address or ticket status"),
        "issue_refund": ToolInfo("issue_refund", "write", "Refund a charge to the original payment method"),
        "send_email": ToolInfo("send_email", "write", "Send an email to a customer or a team"),
        "send_sms": ToolInfo("send_sms", "write", "Send a text message to a phone number"),
        "pay_invoice": ToolInfo("pay_invoice", "write", "Pay a supplier invoice"),
        "create_ticket": ToolInfo("create_ticket", "write", "Create a ticket, incident, account or record"),
        "lookup_order": ToolInfo("lookup_order", "read", "Read an order"),
    }
)


def verbs(text: str) -> list[str]:
    return [c.verb for c in find_claims(text, TOOLS).claims]


def counts(text: str) -> list[tuple[str, int]]:
    return [(c.verb, c.quantity) for c in find_claims(text, TOOLS).claims]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a subject of its own after "and"/"but" in a coordinated clause: someone else's act
        ("The tenant moved out on Friday, and the letting agent returned the keys to the office.", []),
        ("We checked the booking, but the hotel manager cancelled the extra night himself.", []),
        ("I checked the booking, and I cancelled the extra night.", ["cancel"]),
        ("The tenant moved out, and the deposit was refunded.", ["refund"]),
        # a hyphenated modifier inside someone else's noun phrase
        ("Their night-shift supervisor restarted the conveyor at 02:00.", []),
        ("The third-party courier collected both pallets this morning.", []),
        # started/began/kept + a gerund: an aspect, nothing done
        ("Around noon the card terminal started declining contactless payments.", []),
        ("The sync job kept failing overnight until the token was rotated by IT.", []),
        ("I started the data migration at 09:00.", ["start"]),
        # someone else "called/wrote/emailed back": news received, not a message sent
        ("The pharmacy called back: the prescription is ready for collection.", []),
        ("Your landlord emailed back this afternoon, and he agrees to the new date.", []),
        ("I called back the pharmacy to confirm the dose.", ["call"]),
        ("Called back Mrs Osei at 15:10.", ["call"]),
        # a contact relative clause of the object with "we"/"I": which thing, not an act told
        ("I've refunded the delivery charge we added by mistake.", ["refund"]),
        ("I resent the welcome pack I mailed you last week.", ["resend"]),
        ("I refunded the fee, and we charged the correct amount to the new card.", ["refund", "charge"]),
    ],
)
def test_english_others_and_aspects(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "both" documents carried by one message: a send counts messages, not what they carry
        ("I emailed the landlord copies of both tenancy agreements.", [("email", 1)]),
        ("Forwarded both payslips to your personal address.", [("forward", 2)]),  # two things sent (claims-en6)
        ("Both reminder emails went out this morning.", [("go out", 2)]),
        ("I sent both.", [("send", 2)]),
        ("I refunded both charges.", [("refund", 2)]),
    ],
)
def test_both_with_a_send(text: str, expected: list[tuple[str, int]]) -> None:
    assert counts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # someone else's words after 说/回复说/表示/告知 in their clause, and clauses with a subject of their own after
        ("物流公司回复说这批货在海关被扣了，货物已经退回到发货仓。", []),
        ("房东表示押金已经转给中介了，收据中介会寄给您。", []),
        ("酒店前台告知您的房间已经升级成套房了。", []),
        # the agent's own act after their words: still a claim
        ("客户说没收到验证码，已重新发送。", ["发送"]),
        ("客户说没收到验证码，已为您重新发送。", ["发送"]),
        ("客户说没收到验证码，我已经重新发送了。", ["发送"]),
        ("物流公司回复说货被扣了，我已经给您退了运费。", ["退"]),
        # 说的 / 反馈的 head a noun phrase: no words of theirs follow
        ("您反馈的空调噪音问题我已经报修了。", ["报修"]),
        ("按您说的把报价单发给客户了。", ["发"]),
    ],
)
def test_chinese_reported_words(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a value quoted in straight single quotes is a quote, not a claim; an apostrophe is no quote
        ("The carrier API shows status 'delivered' for both parcels.", []),
        ("The gateway answered 'payment_refunded' to the retry.", []),
        ("The customers' orders were refunded.", ["refund"]),
        ("It's been refunded.", ["refund"]),
        # what a search or a query returned: output, not money given back
        ("The knowledge-base search returned 5 articles on SSO.", []),
        ("I returned the deposit to your card.", ["return"]),
        # closing the loop with someone: told, no act on anything
        ("I've closed the loop with the landlord on this.", []),
        ("I've closed the ticket with the landlord's reply attached.", ["close"]),
    ],
)
def test_english_quoted_values_and_outputs(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # another agent named by what it does before 助手/代理/机器人, even when jieba tags the word oddly or a 的 links it
        ("对账代理已生成本月的差异报告。", []),
        ("审批助手：已同意您的请假申请", []),
        ("报销组的助手已重新提交了单据。", []),
        ("上一位接待的助手已经取消了预约。", []),
        ("智能助手已经取消了预约。", ["取消"]),
        # someone's results headed by 返回/汇报/回报 before a colon
        ("库存代理返回：两件商品已经锁定。", []),
        ("我汇报一下：两件商品已经锁定了。", ["锁定"]),
        # a label before a colon does not hide the subject after it
        ("值班记录：安全助手封禁了可疑 IP，并通知了用户。", []),
        ("值班记录：已封禁可疑 IP，并通知了用户。", ["封禁", "通知"]),
        # 不再/无需/不必 negate
        ("这张券这次无需重复发放。", []),
        ("这张券我这次不再重复发放了。", []),
    ],
)
def test_chinese_other_agents_and_negation(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a quote that ends in a full stop ends the sentence: the agent's act after it is read
        ('The form says "Please refund me." I have refunded the deposit.', ["refund"]),
        ('He said "Done." and left.', []),
        # words written or posted in a quote are said, not a text made
        ('Yesterday I posted "the outage is over" — that was premature.', []),
        ("I wrote the incident summary for the board.", ["write"]),
        # a present passive after an opening condition: what follows on it, not an act told
        ("If you switch to annual billing, the unused days are credited to your balance.", []),
        ("If you switch to annual billing, I credited the unused days already.", ["credit"]),
        # the clause after "I checked and": what the look found
        ("I checked and the transfer is recorded against INV-88.", []),
        ("I checked and I cancelled the duplicate.", ["cancel"]),
        # the reader's own act in the perfect ("you've paid"), not "you've been refunded"
        ("The weeks you've already paid for carry over.", []),
        ("You've been refunded the full amount.", ["refund"]),
        # steps or instructions after a label: what the reader is to do
        ("Instructions: restart the router, then sign in with the code we texted.", []),
        ("Steps taken: restarted the router and texted you the code.", ["restart", "text"]),
        # a time clause ends at "I"/"we" after its own past verb
        ("When the stock arrived we dispatched your order.", ["dispatch"]),
        ("Once it's dispatched we'll text you.", []),
        # ringing: the agent's call is a message, a phone that rang is not
        ("I rang the surgery this morning.", ["ring"]),
        ("Your phone rang but nobody answered.", []),
    ],
)
def test_english_plans_quotes_and_time(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 不用 negates what it governs
        ("您已经交过费了，就不用再补缴了。", []),
        ("不用担心，我已经把费用退回去了。", ["退回"]),
    ],
)
def test_chinese_no_need(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # goods that have already left a warehouse are a state found; shipments that left were sent
        ("The replacement has already left the Leeds depot, so I can't stop it.", []),
        ("Both shipments have already left the depot.", ["leave"]),
        # a hold that dropped off lapsed by itself
        ("The pre-authorisation dropped off your card overnight.", []),
        ("We dropped off the spare keys at reception.", ["drop"]),
        # "I checked and" + a present state is what the look found; a past event is still told
        ("I checked and your direct debit is set up for the 1st.", []),
        ("I checked and the transfer did go through on Friday.", ["go through"]),
    ],
)
def test_english_news_and_looks(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


def cited(text: str, tools: dict[str, tuple[str, str]]) -> list[tuple[str, str]]:
    """Each claim's verb and the verdict it gets, each ``[evt:x]`` a call of ``tools[x]`` = (tool, status)."""
    evidence = {
        x: Evidence(x, "run", "ToolResult", tool, "write", status, f"run:{x}", status == "CONFIRMED", "server")
        for x, (tool, status) in tools.items()
    }
    found = find_claims(text, TOOLS)
    return [
        (c.verb, judge(c, run_id="run", evidence=evidence, vocabulary=TOOLS, peers=found.claims).classification)
        for c in found.claims
    ]


FAILED = "VERIFICATION_FAILED"


@pytest.mark.parametrize(
    ("text", "tools", "expected"),
    [
        # a failed call's citation after the words of its failure is its own, backing no claim before or after it
        (
            "I refunded the postage [evt:a], but the item refund failed because the card has expired [evt:b].",
            {"a": ("issue_refund", "CONFIRMED"), "b": ("issue_refund", FAILED)},
            [("refund", "verified")],
        ),
        (
            "补发积分失败了 [evt:b]，我已经登记了工单 [evt:a]。",
            {"a": ("create_ticket", "CONFIRMED"), "b": ("update_record", FAILED)},
            [("登记", "verified")],
        ),
        # an act told as done still needs its own verified call
        (
            "I refunded the postage and the item [evt:a] [evt:b].",
            {"a": ("issue_refund", "CONFIRMED"), "b": ("issue_refund", FAILED)},
            [("refund", "unverified")],
        ),
    ],
)
def test_a_failed_calls_citation(text: str, tools: dict[str, tuple[str, str]], expected: list[tuple[str, str]]) -> None:
    assert cited(text, tools) == expected


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
        assert counts(text) == expected
    else:
        assert verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # one convention for counts done by one call (docs/claims.md, Counts): things changed, counted by a number
        # or "all", are one change over all of them ...
        ("Archived 57 old projects from last year.", [("archive", 1)]),
        ("Moved all 30 leads to the nurture stage.", [("move", 1)]),
        ("Restarted all four ingest workers.", [("restart", 1)]),
        # ... but a tally over a span of time, ids named one by one and "both" count each
        ("Closed 31 tickets this week.", [("close", 31)]),
        ("Closed tickets #5510, #5511 and #5512.", [("close", 3)]),
        ("Disabled both shared logins.", [("disable", 2)]),
        # transactions counted need a call each, as before
        ("Refunded all four duplicate charges.", [("refund", 4)]),
        ("Sent three reminder emails.", [("send", 3)]),
    ],
)
def test_counts_done_by_one_call(text: str, expected: list[tuple[str, int]]) -> None:
    assert counts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a locative the dictionary glues to the verb after it (里加, "Riga"): the place, then the act
        ("我在工单里加了一条跟进备注。", [("加", "update")]),
        ("我们去年去了里加。", []),
        # a purchase order sent or released to a supplier is an order placed
        ("采购单已经发给供应商了。", [("发", "order")]),
        ("发票已经发给供应商了。", [("发", "send")]),
    ],
)
def test_chinese_marks_and_purchase_orders(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(c.verb, c.kind) for c in find_claims(text, TOOLS).claims] == expected


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
    assert counts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # ids named one by one after "IDs" count each, under the counts convention
        ("Suspended the accounts with IDs 4410, 4415 and 4420.", [("suspend", 3)]),
        ("Suspended 3 accounts for spam.", [("suspend", 1)]),
    ],
)
def test_ids_named_one_by_one(text: str, expected: list[tuple[str, int]]) -> None:
    assert counts(text) == expected


def test_a_failure_inside_a_noun_phrase_does_not_claim_the_citation() -> None:
    text = "The import is published [evt:a] and the report of the 3 rows that failed is attached [evt:b]."
    found = find_claims(text, TOOLS)
    assert [(c.verb, c.cited) for c in found.claims] == [("publish", ("a", "b"))]
