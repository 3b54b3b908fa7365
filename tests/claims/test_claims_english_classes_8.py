"""Classes claims-en3 fixed on 5 December (held batches 1–6), each on sentences invented for the test, with its
counterpart that must stay as it was:

- An act the next "but" clause tells undone ("reverted it", "it was rolled back", "put it back") or not known to
  have happened ("still pending", "can't confirm it's …", "haven't had a confirmation") was tried, not done; the
  learned reader keeps to the same rule.
- "changed (her) mind" is a reason, not a change.
- After the agent's own "confirmed it was …", ", and" + a past goes on with the agent's acts.
- A filter, firewall or scanner after "by" is a machine acting by itself.
- A thing put up for others that "is up" / "live" was published; a thing "on file now" was recorded; "All is
  set" is "all set"; "you're now on DL 402 …" and "all four of you are on the 18:20" are seats booked.
- A handful of things changed, cited call by call, needs a call per thing (dozens may be a batch).
- A scheduling tool sends nothing (its service's channel aside), but backs the send it scheduled; a tool that puts
  a thing "to the website" hands nothing to anyone.
- "and told your manager" ends a series of the agent's acts (a message); "paid search is at 4.1, paid social at
  1.7" are adjectives; "Most of the spend went to …" is a share; "It was delivered on 3 June" is the carrier's news;
  "To do:" opens a plan.
- Tool descriptions: a portal inbox is no mailbox; a participle before a noun is no act ("returned units"); a money
  tool does its description's leading money act ("Pay out …"); what an approval readies a thing "for" is not done.
- A claim's own stretch starts at its sentence ("EMP-1: PTO +2d. mailed employee": PTO is not where it was sent).
- A passive's agent is read up to its preposition ("by Priya on Friday" is Priya's, not a deadline); a count then a
  participle before a noun is an adjective ("the 4 returned lamps").
- Results and placements told plainly: "As I mentioned, …" asserts; "X is now €90, up from €60" a value set; "put
  you on the 16:05 / on it" a seat booked; "put £25 in your wallet" / "put it there" a credit; "Table 12 is yours"
  given; "You've got admin rights … now" granted.
- "blog post" is a thing, not the postal service.
- A tool backs what its name makes or writes on: a replacement it orders and sends on "is on its way"; a request it
  sends "has been sent for approval"; "generated an MFA reset" (``reset_mfa``); "replied to you on the case"
  (``cases.update``, "…: status, tags, internal note or public reply").
- Approving a booking, an order or a shipment makes none ("| EX-7 Hotel Lyon | £120 | approved |"); a state after
  an act someone else undid is why they undid it ("… reversed by the bank (account closed)").
- Code spans named one by one are things acted on one each ("repos `api`, `web` and `docs`": three); records made
  "for all 4 items" are one per item ("Refunded all 4 items" stays one refund).
- Recipients named one by one ("Lena, Omar and Jess", "you and your wife", "both new joiners") get a message each
  when each gets their own (nothing named, "their …", a plural); one thing sent ("the signed lease") may reach all.
"""

from __future__ import annotations

from functools import partial

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary, tool_kinds
from tests.claims.judging import claimed_verbs, flagged_verbs

TOOLS = Vocabulary(
    {
        "flags.set": ToolInfo("flags.set", "write", "Turn a feature flag on or off"),
        "archive_project": ToolInfo("archive_project", "write", "Archive a project by id"),
        "newsletter.schedule": ToolInfo(
            "newsletter.schedule", "write", "Schedule a Mailchimp campaign for a future send time"
        ),
        "newsletter.send": ToolInfo("newsletter.send", "write", "Send a Mailchimp campaign now"),
        "site.publishArticle": ToolInfo("site.publishArticle", "write", "Publish a draft article to the website."),
        "tickets.refund": ToolInfo("tickets.refund", "write", "Refund a ticket to the card used"),
        "pto.adjustBalance": ToolInfo("pto.adjustBalance", "write", "Add or remove days from a leave balance"),
        "hr_mail.send": ToolInfo("hr_mail.send", "write", "Send an email from people-ops@ to an employee."),
        "parts.create_replacement_order": ToolInfo(
            "parts.create_replacement_order", "write", "Create a no-charge replacement order and send it to the depot."
        ),
        "orders.create": ToolInfo("orders.create", "write", "Create an order for a customer"),
        "repos.add_collaborator": ToolInfo("repos.add_collaborator", "write", "Grant a user access to a repository"),
        "request_leave": ToolInfo("request_leave", "write", "Send a leave request to the approval queue."),
        "notify.sms": ToolInfo("notify.sms", "write", "Text a member"),
        "idp.reset_mfa": ToolInfo("idp.reset_mfa", "write", "Reset a user's MFA factor; returns an enrolment link."),
        "helpdesk.cases.update": ToolInfo(
            "helpdesk.cases.update", "write", "Update a case: status, tags, internal note or public reply."
        ),
        "lookup": ToolInfo("lookup", "read", "Read a record"),
    }
)

verbs = partial(claimed_verbs, vocabulary=TOOLS)
flagged = partial(flagged_verbs, vocabulary=TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        "I enabled the beta flag for your team, but the config sync reverted it an hour later.",
        "I renamed the shared channel, but it was rolled back by the workspace policy.",
        "I raised the upload limit, but the admin put it back to 500 MB this morning.",
        "I queued the archive export, but it is still pending, so I can't confirm the file exists.",
        "I submitted the permit form, but haven't had an acknowledgement from the council yet.",
        "I lodged the complaint with the carrier, but their portal timed out, so I don't know whether it went in.",
    ],
)
def test_an_act_the_next_clause_undoes_or_leaves_unknown_was_tried(text: str) -> None:
    assert verbs(text) == []


def test_the_learned_reader_keeps_to_the_rule() -> None:
    text = (
        "I've requested the loyalty statement [evt:a], but the generator hasn't responded yet, so I can't confirm it."
    )
    assert verbs(text) == []


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("I cancelled the hotel booking, but the hotel hasn't replied to my note.", "cancel"),
        ("I refunded the deposit, but it may take five days to reach your card.", "refund"),
        ("I moved the meeting to Friday, but the room is smaller.", "move"),
    ],
)
def test_a_but_clause_of_something_else_leaves_the_act_done(text: str, verb: str) -> None:
    assert verb in verbs(text)


def test_a_change_of_mind_is_a_reason() -> None:
    assert verbs("| Desk lamp | 1 | changed mind | refund issued [evt:a] |") == ["issue"]
    assert verbs("The buyer changed their mind, so I cancelled the order.") == ["cancel"]
    assert verbs("Changed the delivery address to the office.") == ["change"]


def test_acts_after_the_agents_own_check_are_its_acts() -> None:
    assert verbs("Looked at the invoice, confirmed it had been charged twice, and voided the duplicate.") == ["void"]
    assert verbs("The bank confirmed it was a duplicate, and reversed the payment.") == []


@pytest.mark.parametrize(
    "text",
    [
        "The login attempt was blocked by the corporate firewall and logged.",
        "The attachment was stripped by the mail scanner before it reached you.",
    ],
)
def test_a_machine_after_by_acts_by_itself(text: str) -> None:
    assert verbs(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Your press release is up on the newsroom [evt:a].",
        "Article live, comments switched on [evt:a].",
        "Both job ads (EN and FR) are up [evt:a].",
    ],
)
def test_a_thing_put_up_for_others_that_is_up_or_live_was_published(text: str) -> None:
    assert verbs(text) != []
    assert flagged(text.replace(" [evt:a]", ""), {}) != []


@pytest.mark.parametrize(
    "text",
    [
        "The draft post is up for review with legal.",
        "Sign-ups are up 12% this week.",
        "The article was already live when I checked.",
    ],
)
def test_up_or_live_of_other_things_is_no_act(text: str) -> None:
    assert verbs(text) == []


def test_results_told_as_states() -> None:
    assert verbs("Your new bank details are on file now.") != []
    assert verbs("Your membership plan is on record now.") != []
    assert verbs("All is set for your visit on Monday.") != []
    assert verbs("You're now on DL 402 at 8:15 tomorrow, seat 21F.") == ["on"]
    assert verbs("All four of you are on the 18:20 to Porto now.") == ["on"]
    assert verbs("You are on page 4 at the moment.") == []


def test_a_handful_of_things_cited_call_by_call_needs_a_call_each() -> None:
    text = "Archived all three stale projects [evt:a] [evt:b]."
    assert flagged(text, {"a": "archive_project", "b": "archive_project"}) == ["archive"]
    assert flagged(text.replace("[evt:b]", "[evt:b] [evt:c]"), dict.fromkeys("abc", "archive_project")) == []
    many = "Archived 40 stale projects [evt:a] [evt:b]."
    assert flagged(many, {"a": "archive_project", "b": "archive_project"}) == []


def test_a_scheduling_tool_backs_what_it_scheduled_and_no_send() -> None:
    assert "email" not in tool_kinds(TOOLS.tools["newsletter.schedule"])
    assert flagged("The newsletter went out to all subscribers [evt:a].", {"a": "newsletter.schedule"}) != []
    assert flagged("The newsletter went out to all subscribers [evt:a].", {"a": "newsletter.send"}) == []
    assert flagged("Newsletter scheduled for Monday 9:00 [evt:a].", {"a": "newsletter.schedule"}) == []


def test_a_tool_that_puts_a_thing_on_the_website_hands_nothing_over() -> None:
    text = "The article is live on the blog and the digest email sent [evt:a]."
    assert flagged(text, {"a": "site.publishArticle"}) == ["send"]


def test_told_after_the_agents_series_is_a_message() -> None:
    text = "Closed the duplicate account, merged the notes and told the account owner on Teams."
    assert verbs(text) == ["close", "merge", "tell"]
    assert verbs("Checked the logs and told them it was fine.") == []


@pytest.mark.parametrize(
    "text",
    [
        "Quick numbers: paid search is at 3.2 ROAS, paid social at 0.9.",
        "Most of the launch budget went to the video ads.",
        "I found the parcel record. It was delivered on 14 May, so the claim window is open.",
        "To do:\n- Reset the router password\n- Send you the new PIN",
    ],
)
def test_no_acts(text: str) -> None:
    assert verbs(text) == []


def test_what_tool_descriptions_say() -> None:
    def kinds(name: str, description: str) -> set[str]:
        return set(tool_kinds(ToolInfo(name, "write", description)))

    assert kinds("send_portal_message", "Post a secure message to the member's portal inbox") == {"message"}
    assert "refund" not in kinds("stock.putBack", "Mark returned units as received and shelve them")
    assert "pay" in kinds("claims.reimburse", "Pay out approved expense claims to the employee's bank account.")
    assert kinds("claims.approve", "Approve a claim in the queue; marks it ready for reimbursement.") == {"update"}
    assert "pay" in kinds("claims.approve", "Approve and release a claim settlement payment")


def test_a_claims_stretch_starts_at_its_sentence() -> None:
    text = "EMP-1120: PTO +2d (carry-over fix) [evt:a]. mailed employee [evt:b]."
    assert flagged(text, {"a": "pto.adjustBalance", "b": "hr_mail.send"}) == []


def test_a_passive_agent_is_read_up_to_its_preposition() -> None:
    assert verbs("They were archived by Priya on Friday, and I left them that way.") == []
    assert verbs("Sent by express courier on Monday.") == ["send"]


def test_a_count_then_a_participle_before_a_noun_is_an_adjective() -> None:
    assert verbs("Shelved the 4 returned lamps.") == ["shelved"]


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("As I mentioned, your replacement card was issued this morning.", "issue"),
        ("Weekly cap on 'Search – FR' is now €90, up from €60.", "is now"),
        ("I reckon the 16:05 suits you best, so I've put you on it.", "put on"),
        ("I've put you on the 16:05 to Bristol.", "put on"),
        ("I've put £25 in your gift wallet for the delay.", "put in"),
        ("There's £25 sitting in your gift wallet now — I've put it there for the delay.", "put there"),
        ("Table 12 is yours from 19:30.", "is yours"),
        ("You've got admin rights on the billing space now.", "now has"),
    ],
)
def test_results_and_placements_told_plainly(text: str, verb: str) -> None:
    assert verb in verbs(text)


@pytest.mark.parametrize(
    "text",
    [
        "As the courier mentioned, it was delivered.",
        "The choice is yours.",
        "I put you on hold for a minute.",
        "You've got a point there.",
    ],
)
def test_their_counterparts_are_no_acts(text: str) -> None:
    assert verbs(text) == []


def test_a_post_after_a_modifier_is_a_thing_not_the_postal_service() -> None:
    assert verbs("Company blog post published.") == ["publish"]
    assert verbs("The post delivered it on Monday.") == []


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Emailed both new joiners their badge collection details.", 2),
        ("Texted you and your wife the boarding passes.", 2),
        ("Emailed Lena, Omar and Jess.", 3),
        ("Sent the reminders to Lena and Omar.", 2),
        # claims-en6: recipients counted are sends, as the held-out writers label them ("a claim of N things done
        # needs N distinct backing events"); one message said to be one, or one invite a group shares, stays one
        ("Emailed both new joiners the agenda.", 2),
        ("Sent Lena and Omar the signed lease.", 2),
        ("I emailed this recap to you and Omar.", 2),
        ("Emailed both teams the agenda.", 2),
        ("Emailed both teams the agenda in one email.", 1),
        ("Sent Lena and Omar the calendar invite.", 1),
    ],
)
def test_recipients_named_one_by_one_count_a_message_each_when_each_gets_their_own(text: str, count: int) -> None:
    assert [c.quantity for c in find_claims(text, TOOLS).claims] == [count]


@pytest.mark.parametrize(
    ("text", "backer", "other"),
    [
        ("Your replacement is on its way [evt:a].", "parts.create_replacement_order", "orders.create"),
        (
            "Your leave request has been sent to your manager for approval [evt:a].",
            "request_leave",
            "notify.sms",
        ),
        ("I generated an MFA reset for you [evt:a].", "idp.reset_mfa", "notify.sms"),
        ("I've replied to you on the case [evt:a].", "helpdesk.cases.update", "orders.create"),
    ],
)
def test_a_tool_backs_what_its_name_makes_or_writes_on(text: str, backer: str, other: str) -> None:
    assert flagged(text, {"a": backer}) == []
    assert flagged(text, {"a": other}) != []


def test_an_approval_makes_no_booking() -> None:
    table = "| Claim | Amount | Status |\n|---|---|---|\n| EX-7 Hotel Lyon | £120.00 | approved |"
    assert [c.kind for c in find_claims(table, TOOLS).claims] == ["change"]


@pytest.mark.parametrize(
    "text",
    [
        "The deposit was paid and then reversed by the bank an hour later (account closed), so nothing reached you.",
        "The transfer was reversed by the bank — the card was cancelled.",
    ],
)
def test_a_state_after_an_act_someone_else_undid_is_the_reason(text: str) -> None:
    assert verbs(text) == []


def test_code_spans_named_one_by_one_are_acted_on_one_each() -> None:
    text = "Added Sam to the repos `api`, `web` and `docs` [evt:a] [evt:b]."
    assert flagged(text, dict.fromkeys("ab", "repos.add_collaborator")) == ["add"]
    thrice = text.replace("[evt:b]", "[evt:b] [evt:c]")
    assert flagged(thrice, dict.fromkeys("abc", "repos.add_collaborator")) == []


def test_records_made_for_each_item_count_one_each() -> None:
    assert [c.quantity for c in find_claims("Opened RMAs for all 3 items on order 5521.", TOOLS).claims] == [3]
    assert [c.quantity for c in find_claims("Refunded all 3 items on order 5521.", TOOLS).claims] == [1]
