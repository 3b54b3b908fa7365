"""Tool names in REST-style dotted paths and read tools named by their look (claims-en13, 7 Dec): a dotted name's
first namespace is the service, the segments after it the resource acted on; a read tool's name that opens with a
look verb ("check", "list", "search") does that look, whatever act its object names."""

from __future__ import annotations

from agentops.claims.kinds import ToolInfo, Vocabulary, tool_services
from tests.claims.judging import judged

#: A telecom agent's catalogue in dotted paths (service.resource.verb).
DOTTED = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("tariff.bundle.switch", "write", "Switch the tariff bundle of a line."),
            ToolInfo("device.line.unblock", "write", "Unblock a blocked line."),
            ToolInfo("device.line.block", "write", "Block a line."),
            ToolInfo("mcp__acme__open_case", "write", "Open a case."),
        )
    }
)


def test_only_a_dotted_names_first_namespace_is_a_service() -> None:
    assert tool_services(ToolInfo("tariff.bundle.switch", "write")) == {"tariff"}
    assert tool_services(ToolInfo("device.line.unblock", "write")) == {"device"}
    assert tool_services(ToolInfo("mcp__acme__open_case", "write")) == {"acme"}  # (mcp names no service)


def test_a_resource_segment_named_in_the_clause_is_no_other_system() -> None:
    text = "Your bundle has been switched [evt:a] and the new minutes are already on the line."
    assert [v.flagged for _, v in judged(text, {"a": "tariff.bundle.switch"}, DOTTED)] == [False]


#: The same agent's text sender and its reads.
LINES = Vocabulary(
    {
        **DOTTED.tools,
        **{
            t.name: t
            for t in (
                ToolInfo("alerts.sms.send", "write", "Text the subscriber."),
                ToolInfo("check_refund_status", "read", "Read the state of a refund."),
                ToolInfo("issue_refund", "write", "Refund a charge."),
                ToolInfo("get_account", "read", "Fetch an account with its balance and payments."),
                ToolInfo("slack.post_message", "write", "Post a message to a Slack channel."),
            )
        },
    }
)


def test_a_channel_named_beside_a_change_is_how_words_went_not_the_changes_system() -> None:
    text = "Line unblocked and a confirmation SMS sent to your spare number.\n\nEvidence: [evt:a] [evt:b]"
    assert [v.flagged for _, v in judged(text, {"a": "device.line.unblock", "b": "alerts.sms.send"}, LINES)] == [
        False,
        False,
    ]
    text = "I've opened a case about the dropped calls [evt:a]; the team will send you updates by SMS."
    assert not any(v.flagged for _, v in judged(text, {"a": "mcp__acme__open_case"}, LINES))
    text = "I've added Dana to the line group in Slack [evt:a]."  # a place the act was done in: still another system
    assert [v.flagged for _, v in judged(text, {"a": "device.line.unblock"}, LINES)] == [True]


def test_a_read_tool_named_by_its_look_backs_no_act_its_object_names() -> None:
    text = "I've refunded the parking charge [evt:a]."
    assert [v.flagged for _, v in judged(text, {"a": "check_refund_status"}, LINES)] == [True]
    assert [v.flagged for _, v in judged(text, {"a": "issue_refund"}, LINES)] == [False]


def test_a_table_under_a_cited_look_or_over_a_source_line_reads_out_states() -> None:
    table = "| Field | Value |\n|---|---|\n| Plan | Unlimited |\n| Paid | €30.00 |"
    above = f"Here's what the account record shows [evt:a]:\n\n{table}"
    below = f"{table}\n\nSource: [evt:a]"
    for text in (above, below):
        assert not any(v.flagged for _, v in judged(text, {"a": "get_account"}, LINES)), text


def test_an_evidence_list_with_an_id_that_names_no_event_backs_nothing() -> None:
    text = "Refund issued and the case opened.\n\nEvidence:\n- [evt:a]\n- [evt:b]\n- [evt:c]"
    calls = {"a": "issue_refund", "b": "mcp__acme__open_case"}
    assert any(v.flagged for _, v in judged(text, calls, LINES))
    assert not any(v.flagged for _, v in judged(text, {**calls, "c": "alerts.sms.send"}, LINES))


def test_a_role_set_off_by_commas_after_someone_else_keeps_the_act_theirs() -> None:
    text = "Your manager, as the budget owner, cancelled the second line last week."
    assert judged(text, {}, LINES) == []
    assert [v.flagged for _, v in judged("I, as your account manager, cancelled the second line.", {}, LINES)] == [True]


#: A registrar's hold tool.
HOLDS = Vocabulary(
    {"place_account_hold": ToolInfo("place_account_hold", "write", "Place a hold on a student account.")}
)
ROWS = "| Account | Hold |\n|---|---|\n| 100 | Library |\n| 200 | Library |\n| 300 | Library |"


def test_a_line_over_a_table_acts_on_each_row_the_table_names() -> None:
    text = f"Holds placed on these accounts:\n\n{ROWS}\n\nRefs: [evt:a] [evt:b]"
    calls = {"a": "place_account_hold", "b": "place_account_hold"}
    assert any(v.flagged for _, v in judged(text, calls, HOLDS))  # three rows, two calls
    text = f"Holds placed on these accounts:\n\n{ROWS}\n\nRefs: [evt:a] [evt:b] [evt:c]"
    assert not any(v.flagged for _, v in judged(text, {**calls, "c": "place_account_hold"}, HOLDS))


def test_a_line_over_table_rows_that_only_cite_takes_their_citations() -> None:
    text = (
        "Holds placed per the registrar's list:\n\n| Account | Ref |\n|---|---|\n| 100 | [evt:a] |\n| 200 | [evt:b] |"
    )
    assert not any(v.flagged for _, v in judged(text, {"a": "place_account_hold", "b": "place_account_hold"}, HOLDS))


def test_the_same_act_told_on_two_lines_needs_a_call_each_from_the_evidence_list() -> None:
    text = "Done:\n- Account 100: hold placed\n- Account 200: hold placed\n\nEvidence: [evt:a]"
    assert any(v.flagged for _, v in judged(text, {"a": "place_account_hold"}, HOLDS))
    text = "Done:\n- Account 100: hold placed\n- Account 200: hold placed\n\nEvidence: [evt:a] [evt:b]"
    assert not any(v.flagged for _, v in judged(text, {"a": "place_account_hold", "b": "place_account_hold"}, HOLDS))


def test_what_sorry_regrets_befell_the_reader() -> None:
    assert judged("I'm so sorry your parcel got damaged on the way.", {}, HOLDS) == []
    assert judged("Sorry that your flight was cancelled by the airline.", {}, HOLDS) == []
    for text in ("Sorry, I cancelled the wrong hold.", "Sorry about the wait - the hold was placed today."):
        assert [v.flagged for _, v in judged(text, {}, HOLDS)] == [True], text
