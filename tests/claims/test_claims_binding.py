"""Which cited call backs which act: families of acts finer than kinds, acts sharing one citation,
findings of a look, asides in parentheses (claims-honest classes; both languages, unseen wordings)."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary, family, tool_families
from agentops.claims.verdict import Evidence, Verdict, judge

OPS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("restart_service", "write", "Restart a service or its pods"),
            ToolInfo("deploy_release", "write", "Deploy a release to an environment"),
            ToolInfo("merge_pull_request", "write", "Merge a pull request"),
            ToolInfo("cancel_order", "write", "Cancel an order"),
            ToolInfo("delete_record", "write", "Delete a record"),
            ToolInfo("cancel_subscription", "write", "Cancel or delete a subscription, order, key or record"),
            ToolInfo("update_record", "write", "Update a CRM record, plan, address or ticket status"),
            ToolInfo("send_email", "write", "Send an email"),
            ToolInfo("lookup_order", "read", "Read an order"),
        )
    }
)


def judged(text: str, *tools: str, peers: bool = False) -> list[Verdict]:
    """The verdict on each claim of ``text``, whose ``[evt:eN]`` cite one verified call of ``tools[N]`` (``peers``:
    the reply's other claims are the claim's peers, as on the reply path)."""
    evidence = {
        f"e{n}": Evidence(
            f"e{n}", "run", "ToolResult", tool, OPS.tools[tool].effect, "CONFIRMED", f"run:{n}", True, "server"
        )
        for n, tool in enumerate(tools)
    }
    detection = find_claims(text, OPS)
    others = detection.claims if peers else ()
    return [
        judge(c, run_id="run", evidence=evidence, pool=detection.pool, vocabulary=OPS, peers=others)
        for c in detection.claims
    ]


def verdicts(text: str, *tools: str) -> list[str]:
    """The classification of each claim of ``text``, whose ``[evt:eN]`` cite one verified call of ``tools[N]``."""
    return [v.classification for v in judged(text, *tools)]


def test_families_of_acts_come_from_the_verb_and_the_tools_name_and_description() -> None:
    assert family("redeployed") == family("发布") == "deploy"
    assert family("rolled") == family("回滚") == "rollback"  # a deploy tool does it too (``does``), not vice versa
    assert family("bounced") == family("重启") == "restart"
    assert family("unlocked") == "unlock" and family("processed") is None and family("已发送") is None
    assert tool_families(OPS.tools["cancel_subscription"]) == {"cancel", "delete"}
    assert tool_families(OPS.tools["update_record"]) == frozenset()  # names no act finer than its kind
    assert tool_families(OPS.tools["lookup_order"]) == frozenset()  # a read does nothing


@pytest.mark.parametrize(
    ("text", "tool", "backed"),
    [
        ("Rolled back payments-api to v2.14.3 [evt:e0].", "deploy_release", True),
        ("Rolled back payments-api to v2.14.3 [evt:e0].", "restart_service", False),
        ("I rolled the checkout service back to last night's build [evt:e0].", "restart_service", False),
        ("I redeployed the site [evt:e0].", "deploy_release", True),
        ("Bounced the worker pods [evt:e0].", "restart_service", True),
        ("Bounced the worker pods [evt:e0].", "deploy_release", False),
        ("I rebooted the API nodes [evt:e0].", "merge_pull_request", False),
        ("I cancelled your order #4471 [evt:e0].", "cancel_order", True),
        ("I cancelled your order #4471 [evt:e0].", "delete_record", False),
        ("I deleted the old contact record [evt:e0].", "cancel_order", False),
        ("I deleted the old contact record [evt:e0].", "delete_record", True),
        ("Removed the stale API key [evt:e0].", "cancel_subscription", True),  # "Cancel or delete …"
        ("Voided the duplicate order [evt:e0].", "cancel_order", True),
        ("已经把 payments-api 回滚到 v2.14.3 [evt:e0]。", "deploy_release", True),
        ("已经把 payments-api 回滚到 v2.14.3 [evt:e0]。", "restart_service", False),
        ("服务我已经重启了 [evt:e0]。", "deploy_release", False),
        ("新版本已经发布到生产环境了 [evt:e0]。", "deploy_release", True),
        ("新版本已经发布到生产环境了 [evt:e0]。", "merge_pull_request", False),
        ("订单已取消 [evt:e0]。", "delete_record", False),
        ("订单已取消 [evt:e0]。", "cancel_order", True),
        # a tool that names no finer act keeps the kind rule: any change of state backs a change
        ("Rolled back payments-api to v2.14.3 [evt:e0].", "update_record", True),
        ("I unlocked the account [evt:e0].", "send_email", False),
    ],
)
def test_a_call_backs_only_acts_of_its_own_family(text: str, tool: str, backed: bool) -> None:
    assert verdicts(text, tool) == ["verified" if backed else "mismatched"]


@pytest.mark.parametrize(
    ("text", "tools", "expected"),
    [
        # one call that can do both acts backs both
        (
            "I updated your shipping address and switched delivery to Saturday [evt:e0].",
            ["update_record"],
            ["verified"] * 2,
        ),
        ("Cancelled the order and deleted the saved card [evt:e0].", ["cancel_subscription"], ["verified"] * 2),
        ("收货地址已经改好，配送时间也改成了周六 [evt:e0]。", ["update_record"], ["verified"] * 2),
        # a call that cannot do one of them backs the other only
        ("I merged the hotfix and deployed it to prod [evt:e0].", ["merge_pull_request"], ["verified", "mismatched"]),
        ("Merged the PR and bounced the pods [evt:e0].", ["merge_pull_request"], ["verified", "mismatched"]),
        ("代码已经合并并发布到生产环境了 [evt:e0]。", ["merge_pull_request"], ["verified", "mismatched"]),
        ("Cancelled the order and deleted the saved card [evt:e0].", ["cancel_order"], ["verified", "mismatched"]),
        # each with its own citation
        (
            "I merged the hotfix [evt:e0] and deployed it to prod [evt:e1].",
            ["merge_pull_request", "deploy_release"],
            ["verified"] * 2,
        ),
        # an evidence list binds by kind and by family alike
        (
            "Restarted the checkout pods and rolled the flag back to 20%.\n\nEvidence: [evt:e0]",
            ["restart_service"],
            ["verified", "uncited"],
        ),
        (
            "Restarted the checkout pods and rolled the build back to 4.11.\n\nEvidence: [evt:e0] [evt:e1]",
            ["restart_service", "deploy_release"],
            ["verified", "verified"],
        ),
    ],
)
def test_acts_sharing_one_citation_are_backed_by_what_its_tool_can_do(
    text: str, tools: list[str], expected: list[str]
) -> None:
    assert verdicts(text, *tools) == expected


def claims(text: str) -> list[str]:
    return [c.verb for c in find_claims(text, OPS).claims]


@pytest.mark.parametrize(
    "text",
    [
        "I checked the order [evt:e0]: it shipped on 3 May via DHL.",
        "I looked up the order: it shipped on 2 December and is out for delivery.",
        "I checked with the carrier's tracking [evt:e0]: the parcel was delivered to your neighbour at 15:40.",
        "Per the audit log [evt:e0] — the API key was revoked by your admin on 2 December.",
        "I pulled up your account: the last invoice was paid in full on 28 November.",
        "Reviewed the deploy history [evt:e0] — v5.2 went out on Tuesday and nothing was rolled back since.",
        "我查了一下订单 [evt:e0]：12 月 2 日已经发货了，目前在上海转运中心。",
        "帮您查过了 [evt:e0]，这张发票 11 月 28 日已经付过款了。",
        "订单记录显示 [evt:e0]，您的会员是 10 月 14 日取消的。",
        "系统记录显示，这笔退款 3 号已经原路退回了。",
        "看了一下物流信息：包裹昨天已经签收。",
        # a finding goes on past a comma while no stretch names the agent
        "Pulled up your booking [evt:e0] — the flight was rebooked by the airline, and your seat 14C carried over.",
        "帮您看了一下 [evt:e0]：航班被航司改到了 18:40，座位 14C 也保留了。",
    ],
)
def test_what_a_look_found_is_not_an_act(text: str) -> None:
    assert claims(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "I checked the order: I shipped it myself on 3 May.",  # the agent's own act after the look
        "I checked: refunded it.",  # no subject of its own: the agent's
        "I checked the logs, and the email went out.",  # an English comma is no break
        "Checked the logs and restarted the service.",
        "我查了一下：已经帮您退款了。",  # 帮您: the agent's act
        "查了日志，已经重启了服务。",  # no subject of its own
        "我们已经核实，多扣的 89 元已经退回您的微信钱包。",  # a check before an act, no read cited
        "Pulled up your booking [evt:e0] — the flight was moved by the airline, and I rebooked your hotel.",
        "帮您看了一下 [evt:e0]：航班被航司改到了 18:40，酒店我也帮您改好了。",
    ],
)
def test_an_act_after_a_look_is_still_a_claim(text: str) -> None:
    assert claims(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an aside in parentheses does not cut the count or kind of the clause around it
        ("Both supplier invoices (INV-2201, INV-2202) are settled [evt:e0].", [("settle", "pay", 2)]),
        ("3 emails (to Ana, Ben and Chloe) sent [evt:e0].", [("send", "email", 3)]),
        ("The two refunds (orders #88 and #91) have been issued.", [("issue", "refund", 2)]),
        ("Sent 3 reminder emails [evt:e0] [evt:e1] [evt:e2] (Ana, Ben, Chloe).", [("send", "email", 3)]),
        # what the aside says is read on its own
        (
            "I refunded the order (and emailed you the receipt) [evt:e0].",
            [("refund", "refund", 1), ("email", "email", 1)],
        ),
        ("The refund (the one you asked about on Monday) is on its way.", [("on its way", "refund", 1)]),
        # a number alone still counts the plural before it
        ("Refunded the duplicate charges (3) [evt:e0].", [("refund", "refund", 3)]),
    ],
)
def test_a_count_before_a_bracketed_aside_still_counts(text: str, expected: list[tuple[str, str, int]]) -> None:
    assert [(c.verb, c.kind, c.quantity) for c in find_claims(text, OPS).claims] == expected


def test_a_count_before_a_bracketed_list_needs_that_many_calls() -> None:
    assert verdicts("Both supplier invoices (INV-2201, INV-2202) are settled [evt:e0].", "send_email") == ["mismatched"]
    emails = "3 emails (to Ana, Ben and Chloe) sent [evt:e0]."
    assert verdicts(emails, "send_email") == ["unverified"]  # one call for three emails
    three = "3 emails (to Ana, Ben and Chloe) sent [evt:e0] [evt:e1] [evt:e2]."
    assert verdicts(three, "send_email", "send_email", "send_email") == ["verified"]


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        # a negation before a colon does not scope the agent's own statement after it
        ("No need to chase the bank: I refunded the fee myself this morning.", True),
        ("Nothing else to do on your side: we cancelled the duplicate order an hour ago.", True),
        ("Don't worry about the invoice: I've paid it from the operating account.", True),
        ("Not yet: I couldn't refund it, the processor is down.", False),
        ("No refund: I didn't issue one, since the bank reversed the charge.", False),
        ("I won't be able to help with that: we never shipped to that address.", False),
        # the subject's own relative clause (what the customer asked, mentioned, bought) sets no scope
        ("The refund you requested was issued this morning.", True),
        ("The invoice you asked about is now marked as paid in our system.", True),
        ("The item you bought last week has been refunded.", True),
        ("The order you mentioned has been cancelled.", True),
        # a negation, a modal or a report of its own still does
        ("The refund you requested wasn't issued.", False),
        ("If you cancel before the 15th, you won't be charged for next month.", False),
        ("You mentioned the refund was already issued.", False),
        ("The refund you requested will be issued tomorrow.", False),
        # an act denied to the agent after a dash or comma is someone else's
        ("Your password was changed on 1 December from a device in Lisbon — not by our team.", False),
        ("The order was cancelled yesterday, not by us.", False),
        ("The refund was issued this morning — not by the bank but by our team.", True),
        ("The order was cancelled yesterday, by me.", True),
        ("I cancelled the order, not by email but in the portal.", True),
    ],
)
def test_scope_stops_at_a_colon_skips_a_relative_clause_of_the_subject_and_honours_a_denied_agent(
    text: str, claimed: bool
) -> None:
    assert bool(claims(text)) is claimed


@pytest.mark.parametrize(
    ("text", "tools", "expected"),
    [
        # a line in bold heads the list under it: its summary takes the items' citations
        (
            "**Changes made**\n1. Added Priya as an admin [evt:e0]\n2. Sent Priya the welcome email [evt:e1]",
            ["update_record", "send_email"],
            ["verified"] * 3,
        ),
        ("__All done__\n- Refunded order #12 [evt:e0]", ["cancel_order"], ["verified", "mismatched"]),
        ("I made a few changes to your profile [evt:e0].", ["update_record"], ["verified"]),  # changes: an update
        ("I made a few changes to your profile [evt:e0].", ["send_email"], ["mismatched"]),
    ],
)
def test_a_bold_line_heads_its_list_and_changes_made_are_updates(
    text: str, tools: list[str], expected: list[str]
) -> None:
    assert verdicts(text, *tools) == expected


def test_a_bold_next_steps_line_makes_its_items_a_plan() -> None:
    assert claims("**Next steps**\n- Refund the fee\n- Email the customer") == []
    assert claims("Next steps\n- Refunded the fee") == ["refund"]  # plain text heads nothing


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        # a participle opening a coordinated clause before a noun and a finite verb describes the noun
        ("The link is valid for 48 hours, and archived tickets stay searchable for a year.", False),
        ("Your refund is pending, but cancelled orders never show up in the history.", False),
        ("I archived the old tickets and they stay searchable.", True),
        ("The link is valid for 48 hours, and archived the old tickets for you.", True),
        # a pluperfect of someone or something else sets the scene; the agent's own is a claim
        ("I couldn't cancel it — it had already shipped.", False),
        ("The order had already shipped by the time you wrote.", False),
        ("I had already refunded it last week.", True),
        ("We had shipped the replacement on Monday.", True),
        # a contact relative clause after the object is the other's act
        ("I refunded the €64.90 it charged.", True),  # the refund stays, the charge is not the agent's
        ("Consider it done.", True),
    ],
)
def test_participles_pluperfects_and_relative_clauses_of_others(text: str, claimed: bool) -> None:
    assert bool(claims(text)) is claimed


def test_an_amount_someone_else_charged_is_not_the_agents_payment() -> None:
    assert claims("I refunded the €64.90 it charged.") == ["refund"]
    assert claims("Removed the fee they added to your bill.") == ["remove"]


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        # a call that timed out or errored is no act; what went wrong is never one
        ("我尝试重启 ingest 服务，但调用超时了，服务还是旧状态。", False),
        ("邮件发了两次，都超时了。", False),
        ("短信发送报错了。", False),
        ("接口出错了，订单没有取消。", False),
        ("超时的订单已经取消了。", True),
        ("已经重启了服务，调用也恢复正常了。", True),
        # a negation before a colon does not scope the agent's own statement after it
        ("不用担心：我已经给您退款了。", True),
        ("不用担心：师傅我已经给您改约到周四了。", True),
        ("别着急：快递我已经帮您催过了。", True),
        ("客户说：我已经付款了。", False),  # the customer's words after a report
        ("未处理：我这边还没有退款。", False),
        ("别担心：您的包裹还没有发出。", False),
    ],
)
def test_chinese_failures_and_a_negation_before_a_colon(text: str, claimed: bool) -> None:
    assert bool(claims(text)) is claimed


def _reasons(text: str, *tools: str) -> list[str]:
    return [v.reason for v in judged(text, *tools, peers=True)]


def test_a_reason_reads_as_a_sentence_when_no_tool_of_the_agent_can_back_the_claim() -> None:
    """ "Done." names no act a tool of the agent does: the reason says what to cite without "verified a tool"."""
    (uncited,) = _reasons("Done.")
    assert uncited == (
        "says the work was done (\u201cDone\u201d); no verified call of a tool that can back it (complete) is cited. "
        "Next: cite the event of the call that did it, or take the claim out of the reply."
    )
    (mismatched,) = _reasons("Done [evt:e0].", "lookup_order")
    assert mismatched.endswith(
        "it cites lookup_order (read), which cannot do that. "
        "Next: cite a call of a tool that can back it (complete), or correct the reply."
    )
    (named,) = _reasons("I sent the email.")
    assert "no verified send_email is cited. Next: cite the event of the send_email call that did it" in named
