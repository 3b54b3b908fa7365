"""Which cited call backs which act: families of acts finer than kinds, acts sharing one citation,
findings of a look, asides in parentheses (claims-honest classes; both languages, unseen wordings)."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary, family, tool_families
from agentops.claims.verdict import Evidence, judge

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


def verdicts(text: str, *tools: str) -> list[str]:
    """The classification of each claim of ``text``, whose ``[evt:eN]`` cite one verified call of ``tools[N]``."""
    evidence = {
        f"e{n}": Evidence(
            f"e{n}", "run", "ToolResult", tool, OPS.tools[tool].effect, "CONFIRMED", f"run:{n}", True, "server"
        )
        for n, tool in enumerate(tools)
    }
    detection = find_claims(text, OPS)
    return [
        judge(c, run_id="run", evidence=evidence, pool=detection.pool, vocabulary=OPS).classification
        for c in detection.claims
    ]


def test_families_of_acts_come_from_the_verb_and_the_tools_name_and_description() -> None:
    assert family("rolled") == family("redeployed") == family("回滚") == family("发布") == "deploy"
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
