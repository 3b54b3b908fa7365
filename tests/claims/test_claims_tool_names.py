"""Tools named as agents register them (claims-tools, 4 Dec): MCP namespaces (``mcp__gmail__send_message``),
dotted and camelCase names, the verb anywhere in the name (``order_cancel``), services that tell the
channel (Gmail: email; WeCom, Slack: a message) or which tool of a kind did an act ("on Slack", 短信), Chinese
descriptions, and names known without any description (an external agent's tools reach the server only as
the names and effects of its calls)."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, action, tool_kinds, tool_services
from tests.claims.test_claims_described import verdict

#: (name, description) of a foreign catalogue: an MCP support agent, a camelCase sales agent, a DevOps agent
#: and a Chinese-described e-commerce agent, all in one.
CATALOGUE = {
    "mcp__gmail__send_message": "Send an email message from the connected Gmail account.",
    "slack.post_message": "",
    "send_whatsapp": "Send a WhatsApp template message to the customer's phone number",
    "mcp__gcal__create_event": "Create a Google Calendar event and send invitations to the attendees.",
    "mcp__shopify__create_fulfillment": "Create a fulfillment for the line items of an order.",
    "createInvoice": "Creates an invoice for a customer and returns its number. Does not send it.",
    "post_tweet": "Post a tweet from the company account",
    "send_teams_message": "Send a message to a Microsoft Teams channel",
    "deploy_service": "Deploy a given image tag of a service to staging or production.",
    "rollback_service": "Roll a service back to its previous healthy revision.",
    "member_add_points": "给会员账户增加积分",
    "wecom_send_msg": "发送企业微信消息给指定成员或群聊",
    "aliyun_sms_send": "通过阿里云短信服务发送短信通知",
    "order_cancel": "取消未发货的订单",
}


def verdicts(text: str, tool: str, *, described: bool = True) -> list[str]:
    """The classification of each claim of ``text``, whose ``[evt:a]`` is a verified call of ``tool``, from an
    agent of the catalogue with its descriptions or known by name alone."""
    return verdict(text, tool, CATALOGUE if described else dict.fromkeys(CATALOGUE, ""))


@pytest.mark.parametrize(
    ("name", "read"),
    [
        ("mcp__gmail__send_message", ("send", ["message"], ["mcp", "gmail"])),
        ("slack.post_message", ("post", ["message"], ["slack"])),
        ("github.merge_pull_request", ("merge", ["pull", "request"], ["github"])),
        ("sendSlackMessage", ("send", ["slack", "message"], [])),
        ("order_cancel", ("cancel", ["order"], [])),  # "order" is a verb too, but "cancel" only one
        ("coupon_issue", ("issue", ["coupon"], [])),
        ("k8s_scale_deployment", ("scale", ["deployment"], [])),  # "k8s" holds no word
        ("rollback_service", ("rollback", ["service"], [])),  # a verb the lexicon lacks, before its object
        ("issue_refund", ("issue", ["refund"], [])),
    ],
)
def test_a_tool_name_is_read_as_its_act_whatever_its_namespace_and_order(name: str, read: tuple) -> None:
    assert action(name) == read


@pytest.mark.parametrize(
    ("name", "kinds"),
    [
        ("mcp__gmail__send_message", {"email"}),  # the service's channel, not the word "message"
        ("wecom_send_msg", {"message"}),
        ("dingtalk_robot_send", {"message"}),
        ("mcp__shopify__create_fulfillment", {"create", "ship"}),
        ("mcp__gcal__create_event", {"book", "create"}),
        ("pagerduty_trigger_incident", {"create", "message"}),  # opens an incident and pages
        ("order_cancel", {"delete"}),  # cancels orders, places none
        ("rollback_service", {"update"}),
    ],
)
def test_kinds_from_the_name_alone(name: str, kinds: set[str]) -> None:
    assert tool_kinds(ToolInfo(name)) == kinds


def test_a_description_tells_the_channel_of_a_message_and_the_sends_of_a_tool_that_books() -> None:
    assert tool_kinds(ToolInfo("send_message", "write", "Send an email message from the Gmail account")) == {"email"}
    assert tool_kinds(ToolInfo("send_message", "write", "Send a chat message to a user")) == {"message"}
    calendar = ToolInfo("mcp__gcal__create_event", "write", CATALOGUE["mcp__gcal__create_event"])
    assert "send" in tool_kinds(calendar)
    assert "send" not in tool_kinds(ToolInfo("createInvoice", "write", CATALOGUE["createInvoice"]))  # "Does not send"


def test_services_of_a_tool_come_from_its_name_namespace_and_chinese_description() -> None:
    assert tool_services(ToolInfo("mcp__gmail__send_message")) == {"gmail"}
    assert tool_services(ToolInfo("github.create_issue")) == {"github"}
    assert tool_services(ToolInfo("wecom_send_msg", "write", CATALOGUE["wecom_send_msg"])) == {"wecom"}
    assert tool_services(ToolInfo("notify", "write", "通过阿里云短信服务发送短信通知")) == {"sms"}
    assert tool_services(ToolInfo("mcp__gmail__search_messages", "read")) == frozenset()


@pytest.mark.parametrize("described", [True, False])
@pytest.mark.parametrize(
    ("text", "good", "bad"),
    [
        ("Resent the gift card email to her work address [evt:a].", "mcp__gmail__send_message", "send_whatsapp"),
        ("I've sent you a WhatsApp with the pickup code [evt:a].", "send_whatsapp", "mcp__gmail__send_message"),
        ("Pinged #warehouse-ops on Slack about the pallet [evt:a].", "slack.post_message", "send_whatsapp"),
        ("已发短信通知客户到店取车 [evt:a]。", "aliyun_sms_send", "wecom_send_msg"),
        ("已在企业微信群里通知了部门同事 [evt:a]。", "wecom_send_msg", "aliyun_sms_send"),
        ("Your replacement shipped with DHL [evt:a].", "mcp__shopify__create_fulfillment", "createInvoice"),
        ("Invoice INV-2024-0193 created for Brightline [evt:a].", "createInvoice", "send_teams_message"),
        ("Tweeted the status update from @acme_status [evt:a].", "post_tweet", "send_teams_message"),
        ("I rolled search back to the previous revision [evt:a].", "deploy_service", "wecom_send_msg"),
        ("作为补偿，已给您的会员账户加了 200 积分 [evt:a]。", "member_add_points", "order_cancel"),
    ],
)
def test_a_claim_is_backed_by_the_tool_that_can_do_it_and_not_by_another(
    text: str, good: str, bad: str, described: bool
) -> None:
    assert verdicts(text, good, described=described) == ["verified"]
    assert verdicts(text, bad, described=described) == ["mismatched"]


@pytest.mark.parametrize("described", [True, False])
def test_a_tool_that_only_rolls_back_deploys_nothing_new(described: bool) -> None:
    assert verdicts(
        "Deployed payments-api v4.12.0 to production [evt:a].", "rollback_service", described=described
    ) == ["mismatched"]
    assert verdicts("Deployed payments-api v4.12.0 to production [evt:a].", "deploy_service", described=described) == [
        "verified"
    ]


def test_a_common_word_is_no_service_in_prose() -> None:
    # "teams" names no Microsoft Teams: the email tool backs the email
    assert verdicts("Emailed the rota to the support and sales teams [evt:a].", "mcp__gmail__send_message") == [
        "verified"
    ]
    assert verdicts("Posted the rota on Teams [evt:a].", "slack.post_message") == ["mismatched"]


def test_a_service_counts_in_the_stretch_of_its_own_claim() -> None:
    # each coordinated claim reads the services from its phrase to the next claim's (and the clause's opening)
    text = "Emailed you the receipt [evt:a], posted the update on Slack [evt:b] and sent the code on WhatsApp [evt:c]."
    tools = {"a": "mcp__gmail__send_message", "b": "slack.post_message", "c": "send_whatsapp"}
    assert verdict(text, tools, CATALOGUE) == ["verified"] * 3
    assert verdicts("On Slack, I pinged the driver [evt:a].", "send_whatsapp") == ["mismatched"]
    assert verdicts("Sent the code on WhatsApp and pinged the driver [evt:a].", "slack.post_message") == [
        "mismatched",  # the WhatsApp send cites the Slack call
        "verified",
    ]


def test_paging_names_the_paging_service_the_agent_has() -> None:
    tools = {**CATALOGUE, "pagerduty_trigger_incident": "Trigger a PagerDuty incident and page the on-call"}
    assert verdict("Paged the on-call (Marco) [evt:a].", "pagerduty_trigger_incident", tools) == ["verified"]
    assert verdict("Paged the on-call (Marco) [evt:a].", "send_teams_message", tools) == ["mismatched"]
    assert verdicts("Paged the on-call (Marco) [evt:a].", "send_teams_message") == ["verified"]  # no paging tool
