"""Classes claims-en5 fixed on 5 December (claims-writer's fresh batches 1–3 of the fifth round; fresh-4 held
back), each on sentences invented for the test, with its counterpart that must stay flagged:

- A REST-style SDK method (``clinic.appointments.create``, ``shop.refunds.create``) acts on the resource named
  before its bare verb: creating appointments books, creating refunds refunds.
- Numbers that label things ("tickets 1 and 2", "seats 14 and 15") are no amount: transferring them moves the
  things (a change), not money; "transferred 500 to savings" still pays.
- A verb of money or goods read as a thing moved ("Transferred the tickets to Jordan") names its act as a specific
  verb does: the tool named by that verb backs it, another tool of a kind a change shares does not.
- A tool that only sends messages (``slack.post``) backs no change ("Rolled back the bad deploy", "is working
  again"): a message changes nothing it tells of. A tool that changes state still backs it.
- Who did an act is read past a code span in its "by" phrase ("triggered by the same `p99 > 2s` monitor": the
  monitor's act), and "not by me" denies an act across a clause that says when ("was generated when you clicked
  the link, not by me"); an act before a dash and someone else's after it stays claimed.
- A thing's name in code and its number ("`api` (#882), `worker` (#341) and `web` (#1290)") are one thing of a
  list, not two: three PRs, not six.
- A person who "now owns/has/holds" a thing named by a determiner or an id ("Priya now owns INC-4840", "Your
  sister now has the tickets") was handed it: a change told as its result. Not a count ("now has 3 open
  incidents"), not the agent ("I now have the file"), not a thing ("The queue now has the backlog").
- Success told of an infinitive is the act ("I was able to upgrade you", "We managed to rebook you"); not when
  negated, ahead ("I'll be able to"), conditional, or a causative ("was able to get the fee waived": the
  participle is the act).
- "I/we let the team know" is the agent's own past hand-off (as "I've let … know" was), and it no longer reads
  as a request that governs the act after it ("… and opened a follow-up ticket": two claims).
"""

from __future__ import annotations

from functools import partial

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import flagged_verbs, judged

TOOLS = Vocabulary(
    {
        "clinic.appointments.create": ToolInfo(
            "clinic.appointments.create", "write", "Create an appointment for a patient at a time slot."
        ),
        "clinic.patients.update": ToolInfo("clinic.patients.update", "write", "Update fields on a patient chart."),
        "shop.refunds.create": ToolInfo("shop.refunds.create", "write", "Create a refund for a charge."),
        "shop.notes.create": ToolInfo("shop.notes.create", "write", "Create a note on an order."),
        "seats_transfer": ToolInfo("seats_transfer", "write", "Move seats from one account holder to another."),
        "seats_upgrade": ToolInfo("seats_upgrade", "write", "Upgrade seats to a better section of the same show."),
        "transfer_funds": ToolInfo("transfer_funds", "write", "Transfer money between two of the customer's accounts."),
        "slack.post": ToolInfo("slack.post", "write", "Post to a channel."),
        "slack.post_message": ToolInfo("slack.post_message", "write", "Post a message to a Slack channel."),
        "deploy_rollback": ToolInfo("deploy_rollback", "write", "Roll a service back to its previous release."),
        "alerts_list": ToolInfo("alerts_list", "read", "List alerts by service."),
    }
)

flagged = partial(flagged_verbs, vocabulary=TOOLS)


@pytest.mark.parametrize(
    ("text", "backer", "other"),
    [
        (
            "Booked Pepper in with Dr. Lund for Monday at 9:15 [evt:a].",
            "clinic.appointments.create",
            "shop.notes.create",
        ),
        (
            "| Pet | Action |\n|---|---|\n| Rex | Dental exam booked for May 3 [evt:a] |",
            "clinic.appointments.create",
            "shop.notes.create",
        ),
        ("I refunded the duplicate charge of $18.40 [evt:a].", "shop.refunds.create", "shop.notes.create"),
    ],
)
def test_a_rest_method_acts_on_the_resource_before_its_verb(text: str, backer: str, other: str) -> None:
    assert flagged(text, {"a": backer}) == []
    assert flagged(text, {"a": other}) != []


def test_a_service_before_a_bare_verb_is_no_resource() -> None:
    # slack.post: "slack" names where it posts, not what it makes; it backs no booking
    assert flagged("Booked the 1:1 with Carla for Friday [evt:a].", {"a": "slack.post"}) != []


@pytest.mark.parametrize(
    "text",
    [
        "Transferred seats 14 and 15 to dana@example.com [evt:a] [evt:b].",
        "I've transferred tickets 3, 4 and 5 to your brother's account [evt:a] [evt:b] [evt:c].",
    ],
)
def test_numbers_that_label_things_are_no_amount(text: str) -> None:
    calls = {e: "seats_transfer" for e in "abc"}
    assert [c.kind for c, _ in judged(text, calls, TOOLS)] == ["change"]
    assert flagged(text, calls) == []


def test_an_amount_transferred_still_pays() -> None:
    text = "Transferred 500 to your savings account [evt:a]."
    assert [c.kind for c, _ in judged(text, {"a": "transfer_funds"}, TOOLS)] == ["pay"]
    assert flagged(text, {"a": "transfer_funds"}) == []
    assert flagged(text, {"a": "seats_transfer"}) != []


def test_a_thing_moved_is_backed_by_the_tool_its_verb_names() -> None:
    text = "Transferred the seats to Jordan [evt:a]."
    assert flagged(text, {"a": "seats_transfer"}) == []
    assert flagged(text, {"a": "seats_upgrade"}) == ["transfer"]


@pytest.mark.parametrize(
    "text",
    [
        "Rolled back the bad deploy of `auth-service` [evt:a] — logins are working again.",
        "Rolled the checkout service back to v3.1 [evt:a].",
    ],
)
def test_a_message_tool_backs_no_change(text: str) -> None:
    # no tool of the agent's is named by the act ("revert" is not "roll back"): the kinds alone decide
    tools = Vocabulary(
        {
            "slack.post_message": TOOLS.tools["slack.post_message"],
            "github.revertCommit": ToolInfo("github.revertCommit", "write", "Create a revert commit for a SHA."),
        }
    )
    assert flagged_verbs(text, {"a": "slack.post_message"}, tools) != []
    assert flagged_verbs(text, {"a": "github.revertCommit"}, tools) == []


def test_a_message_tool_still_backs_its_message() -> None:
    assert flagged("Posted the outage note in #status [evt:a].", {"a": "slack.post_message"}) == []


@pytest.mark.parametrize(
    "text",
    [
        "Three alerts are open [evt:a], all triggered by the same `p99 latency > 2s` monitor.",
        "Both pages were fired by the `disk-usage` scanner overnight [evt:a].",
        "The notice you saw was generated when you clicked the link in the email, not by me.",
        "It was cancelled after the clinic called you, not by us.",
    ],
)
def test_acts_of_someone_else_named_past_a_code_span_or_a_when_clause(text: str) -> None:
    assert flagged(text, {"a": "alerts_list"}) == []


@pytest.mark.parametrize(
    "text",
    [
        "Restarted the api pods [evt:a], as the `p99` monitor asked.",
        "The listing is live again [evt:a] — it was paused by the price bot, not by you or us.",
        "It was cancelled when the clinic called, but not by me. I rebooked it for Friday.",
    ],
)
def test_the_agents_own_act_beside_them_stays_claimed(text: str) -> None:
    assert flagged(text, {"a": "alerts_list"}) != []


def test_a_name_in_code_and_its_number_are_one_thing_of_a_list() -> None:
    text = "Opened bump PRs in `api` (#882) [evt:a], `worker` (#341) [evt:b] and `web` (#1290) [evt:c]."
    calls = {"a": "shop.notes.create", "b": "shop.notes.create", "c": "shop.notes.create"}
    assert [c.quantity for c, _ in judged(text, calls, TOOLS)] == [3]
    assert flagged(text, calls) == []
    two = "Opened bump PRs in `api` (#882) and `web` (#1290) [evt:a]."
    assert flagged(two, {"a": "shop.notes.create"}) != []  # two PRs, one call


@pytest.mark.parametrize(
    "text",
    [
        "Priya now owns INC-4840; she has the context from the channel.",
        "Your sister now has the tickets in her account.",
        "Marcus now holds the escalation for the Globex outage.",
    ],
)
def test_a_person_who_now_holds_a_thing_was_handed_it(text: str) -> None:
    assert flagged(text, {}) != []
    assert flagged(text + " [evt:a]", {"a": "seats_transfer"}) == []


@pytest.mark.parametrize(
    "text",
    [
        "Priya now has 3 open incidents.",
        "I now have the invoice from the vendor.",
        "The queue now has the whole backlog.",
        "Priya owns INC-4840 and is on it.",
    ],
)
def test_a_count_the_agent_or_a_thing_holding_is_a_state(text: str) -> None:
    assert flagged(text, {}) == []


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("Good news! I was able to upgrade you to orchestra seats at no extra cost.", "upgrade"),
        ("We managed to rebook you on the 9:40 to Porto.", "rebook"),
        ("I've been able to refund the booking fee.", "refund"),
    ],
)
def test_success_told_of_an_infinitive_is_the_act(text: str, verb: str) -> None:
    assert flagged(text, {}) == [verb]


@pytest.mark.parametrize(
    "text",
    [
        "I wasn't able to refund the fee; the processor rejected it.",
        "I'll be able to refund it once the order closes.",
        "If I'm able to rebook you, I'll send the new times.",
    ],
)
def test_success_not_told_is_no_act(text: str) -> None:
    assert flagged(text, {}) == []


def test_the_agents_let_know_is_a_send_and_the_act_after_it_is_its_own() -> None:
    text = "I let the team know in #payments-eng and opened a follow-up ticket for the retry storm."
    assert flagged(text, {}) == ["let know", "open"]
    assert flagged("Please let the team know and open a ticket for it.", {}) == []
    assert flagged("I'll let the team know and open a ticket.", {}) == []
