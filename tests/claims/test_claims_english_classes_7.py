"""Classes claims-en fixed on 5 Dec (claims-writer's fix batches 1, 2, 5, 6 and claims-en's own batch), each on
sentences invented for the test, with its counterpart that must stay as it was:

- A state marked as just made ("is now set to", "is now on hold") reports the agent's act; "already" marks a state
  found, and a present passive of scheduling stays a plan.
- A dotted host or file name and a code span holding one name are one word, the object a verb acts on.
- "re" before an irregular past is that act again ("rebuilt", "rewrote").
- A generic verb names the agent's tool of that act when the tool's object is in its sentence: only it backs.
- A tool named by a generic verb does what its object names; one whose object tells no kind takes its
  description's channel.
- A generic verb that sets its object to an amount is an update.
- A thing "up in/on" a chat channel was posted.
- "gave <someone> a <thing>" hands a thing over; "saying" reports a message's content; a label of a later time
  opens steps; a subject's head comes before "on …"; "that" before a noun is a determiner.
- A claim that cites several calls and counts things made or booked needs a call per thing.
- "back up" after a label over a code block shares the label's citation.
"""

from __future__ import annotations

from functools import partial

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary, tool_kinds
from tests.claims.judging import claimed_verbs, flagged_verbs

TOOLS = Vocabulary(
    {
        "set_config": ToolInfo("set_config", "write", "Change a setting: retention, limits, holds"),
        "update_dns": ToolInfo("update_dns", "write", "Point a DNS record at a new target"),
        "run_job": ToolInfo("run_job", "write", "Run a job or a shell command"),
        "book_visit": ToolInfo("book_visit", "write", "Book a site visit"),
        "grant_perk": ToolInfo("grant_perk", "write", "Grant perks or credit to a member"),
        "close_incident": ToolInfo("close_incident", "write", "Close an incident"),
        "resolve_incident": ToolInfo("resolve_incident", "write", "Resolve an incident with a note"),
        "post_channel": ToolInfo("post_channel", "write", "Post a message to a team channel"),
        "lookup": ToolInfo("lookup", "read", "Read a record"),
    }
)

verbs = partial(claimed_verbs, vocabulary=TOOLS)
flagged = partial(flagged_verbs, vocabulary=TOOLS)


@pytest.mark.parametrize(
    ("text", "tool"),
    [
        ("The archive window is now set to 30 days.", "set_config"),
        ("Shipment lot 88 is now on a quality hold.", "set_config"),
    ],
)
def test_a_state_marked_as_just_made_is_the_agents_act(text: str, tool: str) -> None:
    assert verbs(text) != []
    assert flagged(text, {}) != []
    assert flagged(text.replace(".", " [evt:a]."), {"a": tool}) == []


@pytest.mark.parametrize(
    "text",
    [
        "The site visit is scheduled for Monday.",
        "The archive window is already set to 30 days (set by IT last year).",
        "The archive window is set to renew every year.",
    ],
)
def test_a_plan_or_a_state_found_stays_no_claim(text: str) -> None:
    assert flagged(text, {}) == []


def test_a_dotted_host_name_is_the_object_a_verb_acts_on() -> None:
    text = "Pointed docs.example.org at the new bucket."
    assert verbs(text) != []
    assert flagged(text, {}) != []
    assert flagged("Pointed docs.example.org at the new bucket [evt:a].", {"a": "update_dns"}) == []
    assert verbs("See e.g. the runbook.") == []


def test_a_code_span_of_one_name_is_an_object_and_never_a_verb() -> None:
    assert verbs("Rebuilt `weekly_totals` in staging.") != []
    assert verbs("Triggered `nightly_export` for yesterday.") != []
    assert verbs("The job died with `OOMKilled` twice.") == []


@pytest.mark.parametrize(
    ("text", "verb"), [("I rebuilt the search index.", "build"), ("I rewrote the query.", "write")]
)
def test_re_before_an_irregular_past_is_the_act_again(text: str, verb: str) -> None:
    assert verb in verbs(text)


def test_a_regular_past_after_re_keeps_its_own_verb() -> None:
    assert verbs("I reissued the badge.") == ["reissued"]  # not "issue": a tool named reissue_* backs it


def test_a_generic_verb_names_the_tool_of_its_act_when_its_object_is_named() -> None:
    text = "The incident has been resolved [evt:a]."
    assert flagged(text, {"a": "close_incident"}) != []
    assert flagged(text, {"a": "resolve_incident"}) == []


def test_a_generic_verb_of_no_tool_is_backed_by_its_kind() -> None:
    assert flagged("The migration ran fine and is done [evt:a].", {"a": "run_job"}) == []


def test_a_tool_named_by_a_generic_verb_does_what_its_object_names() -> None:
    assert "pay" in tool_kinds(ToolInfo("approvePayout", "write", "Approve a payout"))
    assert "message" in tool_kinds(TOOLS.tools["post_channel"])
    assert "message" not in tool_kinds(ToolInfo("issue_card", "write", "Issue a gift card with a balance"))


def test_a_generic_verb_setting_an_amount_is_an_update() -> None:
    text = "I also raised the reserve to £6,500 for the weekend [evt:a]."
    assert flagged(text, {"a": "set_config"}) == []
    assert flagged("I also raised a booking for the weekend [evt:a].", {"a": "set_config"}) != []


@pytest.mark.parametrize("text", ["The rota is up in #staff.", "The patch notes are up on Discord."])
def test_a_thing_up_in_a_chat_channel_was_posted(text: str) -> None:
    assert flagged(text, {}) != []
    assert flagged(text.replace(".", " [evt:a]."), {"a": "post_channel"}) == []


def test_a_server_up_is_no_post() -> None:
    assert flagged("The server is up.", {}) == []


def test_a_thing_given_to_someone_is_handed_over() -> None:
    assert flagged("I went ahead and gave you a loyalty voucher for the delay.", {}) != []
    assert flagged("We gave everyone on nights 3 bonus days.", {}) != []
    assert flagged("I gave you the wrong date earlier, sorry.", {}) == []


def test_a_messages_content_after_saying_is_reported() -> None:
    assert flagged("The email saying your badge was disabled came from the old system.", {}) == []
    assert flagged("I wrote a note saying Friday works and sent it off.", {}) != []


def test_a_label_of_a_later_time_opens_steps() -> None:
    assert flagged("Plan — tonight: purge the cache, re-run the export.", {}) == []


def test_someone_named_with_on_is_the_doer() -> None:
    assert flagged("A moderator on Slack banned that account an hour ago.", {}) == []


def test_several_calls_for_things_booked_need_one_each() -> None:
    text = "All four site visits are booked [evt:a] [evt:b]."
    assert flagged(text, {"a": "book_visit", "b": "book_visit"}) != []
    assert flagged("All four site visits are booked [evt:a].", {"a": "book_visit"}) == []


def test_back_up_after_a_label_over_code_shares_its_citation() -> None:
    text = "Ran it [evt:a]:\n\n```\n$ systemctl restart api\n```\n\napi is back up."
    assert flagged(text, {"a": "run_job"}) == []
    assert flagged(text.replace(" [evt:a]", ""), {}) != []
    assert len(find_claims(text, TOOLS).claims) == 2
