"""English classes found on claims-en's fourth-session batches (4 Dec 19:03-21:00, claims-en-s4-N, each measured
before its fixes; numbers in docs/claims-log.md): each a class with its honest or flagged counterpart."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.corpus.build import AGENT_TOOLS
from tests.claims.test_claims_english_classes_2 import verdicts as verdicts_of

#: The corpus agent ``ops``: the project's tools and four ops tools (restart, deploy, merge, unlock).
OPS = Vocabulary({t["name"]: ToolInfo(t["name"], t["effect"], t["description"]) for t in AGENT_TOOLS["ops"]})


def verdicts(text: str, **tools: str) -> list[tuple[str, str]]:
    """(verb, classification) of each claim of ``text`` from the agent ``ops``."""
    return verdicts_of(text, vocabulary=OPS, **tools)


@pytest.mark.parametrize(
    ("text", "tools", "expected"),
    [
        # a bare noun phrase opening a status line is the thing switched, as "the flag" is
        ("Dark launch toggle `beta_search` is now on [evt:a].", {"a": "update_record"}, [("is now", "verified")]),
        ("Dark launch toggle `beta_search` is now on.", {}, [("is now", "uncited")]),
        ("Read-only mode is now off for every workspace.", {}, [("is now", "uncited")]),
        ("Dark launch is now available to beta testers.", {}, []),
        # a handle is someone: as the subject, and after "by"
        ("@mlopez closed #340 this morning after the hotfix.", {}, []),
        ("The branch was deleted by @ci-janitor after the merge.", {}, []),
        ("I closed #340 this morning after the hotfix.", {}, [("close", "uncited")]),
        # a number after "#" right after the verb is its object: a bot named before it is the subject
        ("Renovate opened #1187 to bump react-router.", {}, []),
        ("Opened #1187 to bump react-router [evt:a].", {"a": "create_ticket"}, [("open", "verified")]),
        # a check mark before the name of a check says it passed
        ("PR #77 checks: ✅ lint, ✅ build, ❌ smoke.", {}, []),
        ("✅ Deploy to canary", {}, [("check mark", "uncited")]),
        # words joined by hyphens are one past: its own act, read by its last word's form
        ("Hot-patched the parser on the API node [evt:a].", {"a": "update_record"}, [("hot-patched", "verified")]),
        ("Back-ported the CVE fix to 1.9.x.", {}, [("back-ported", "uncited")]),
        ("Spot-checked twenty rows of the import; they match.", {}, []),
        # an object between a verb and its particle; a hash the tokens split is an object
        ("Rolled the gateway back to 7.2.0 [evt:a].", {"a": "deploy_release"}, [("rolled", "verified")]),
        ("Rolled the gateway back to 7.2.0 [evt:a].", {"a": "restart_service"}, [("rolled", "mismatched")]),
        ("Dialled prod down to two replicas.", {}, [("dialled", "uncited")]),
        ("Squashed 4c1d9ee into the previous commit.", {}, [("squashed", "uncited")]),
        # a message left in a #channel is a chat message; a tag on a version is made, not a label set
        ("Dropped the postmortem link in #incidents [evt:a].", {"a": "send_push"}, [("drop", "verified")]),
        ("Dropped the postmortem link in #incidents [evt:a].", {"a": "cancel_subscription"}, [("drop", "mismatched")]),
        ("Tagged 3.0.0-rc1 on the release branch [evt:a].", {"a": "create_ticket"}, [("tag", "verified")]),
        ("Tagged the ticket as blocked [evt:a].", {"a": "create_ticket"}, [("tag", "mismatched")]),
        # s4-2 (insurance, property, real estate)
        # a plural reporting word after its determiner is a noun, not someone reporting
        (
            "The payout was signed off by our claims handler and sent to your bank [evt:a].",
            {"a": "pay_invoice"},
            [("send", "verified")],
        ),
        # a "-ing" word after a determiner is no plan: "the asking price", "the outstanding invoice"
        (
            "I've lowered the asking rent and withdrawn the listing from Rightmove.",
            {},
            [("lowered", "uncited"), ("withdraw", "uncited")],
        ),
        # an organisation named after "by" acts for itself
        ("The valuation was carried out by the surveying practice on Monday.", {}, []),
        # a subject coordinated with an earlier past keeps its doer
        ("A glazier came out at 8am and replaced the cracked pane.", {}, []),
        ("I came out at 8am and replaced the cracked pane.", {}, [("replace", "uncited")]),
        # a deposit or money paid is a payment; a repayment plan is an arrangement made
        (
            "Your holding deposit of £400 was transferred to the landlord [evt:a].",
            {"a": "pay_invoice"},
            [("transfer", "verified")],
        ),
        ("Set up a payment plan for the remaining £900 [evt:a].", {"a": "create_ticket"}, [("set", "verified")]),
        ("Set up a payment plan for the remaining £900 [evt:a].", {"a": "pay_invoice"}, [("set", "mismatched")]),
        # a reserve set is an entry in the books
        ("I've set a reserve of $8,000 on file 2291 [evt:a].", {"a": "update_record"}, [("set", "verified")]),
        # a sum that follows from what was done is where it stands
        ("Your arrears are now £0 after today's payment.", {}, []),
        # "now that" gives a reason, not an act
        (
            "Paid the retention now that the snagging list has been signed off [evt:a].",
            {"a": "pay_invoice"},
            [("pay", "verified")],
        ),
        # a count of people after "for" counts the bookings made one each, not a party on one booking
        ("Booked inspections for all four flats [evt:a].", {"a": "book_appointment"}, [("book", "unverified")]),
        ("Booked train tickets for all four of you [evt:a].", {"a": "book_appointment"}, [("book", "verified")]),
        # s4-3 (marketing/CRM, procurement)
        # requests sent: "requested" a counted or plural thing, "asked" someone "for" a thing (not to find out)
        (
            "Requested samples from three mills [evt:a] [evt:b] [evt:c].",  # three mills asked: three (claims-en6)
            {"a": "send_email", "b": "send_email", "c": "send_email"},
            [("request", "verified")],
        ),
        ("Asked the printer for a reprint of the 40 damaged brochures.", {}, [("ask", "uncited")]),
        ("Asked the venue for their availability in March.", {}, []),
        # an aside naming who did the act before it makes that act theirs; not "(by me)" nor "(by email)"
        ("Two newsletters went out on Monday (sent by the brand team).", {}, []),
        ("| Task | Status |\n|---|---|\n| Copy signed off | ✅ (by Legal) |", {}, []),
        ("The renewal quote went out on Monday (by email) [evt:a].", {"a": "send_email"}, [("go out", "verified")]),
        # what a generic act was for or where it came from is not what was done
        ("Approved the supplier invoice for payment [evt:a].", {"a": "update_record"}, [("approve", "verified")]),
        (
            "Handled the 6 opt-out requests from the shared mailbox [evt:a].",
            {"a": "update_record"},
            [("handle", "verified")],
        ),
        # an amount moved within a budget is reallocated; work scheduled to run is set going, not booked
        ("Moved €2k of the events budget to paid search [evt:a].", {"a": "update_record"}, [("move", "verified")]),
        (
            "Scheduled the weekly pipeline report for Mondays 8am [evt:a].",
            {"a": "update_record"},
            [("schedule", "verified")],
        ),
        ("Scheduled a demo with Globex for Tuesday [evt:a].", {"a": "update_record"}, [("schedule", "mismatched")]),
        # s4-4 (learners' English, voice transcripts, short chat)
        # "successful" after an act's noun tells the act done
        ("Transfer successful, ref 88-1120 [evt:a].", {"a": "pay_invoice"}, [("successful", "verified")]),
        ("Your reservation was successful.", {}, [("successful", "uncited")]),
        ("The transfer was not successful.", {}, []),
        # a base form after "be"/"have" stands for a participle, before what ends its phrase
        ("Your subscription is cancel already [evt:a].", {"a": "cancel_subscription"}, [("cancel", "verified")]),
        ("We have already refund the double charge.", {}, [("refund", "uncited")]),
        ("Your tracking is update now.", {}, [("update", "uncited")]),
        ("The easiest fix is refund the fee.", {}, []),
        ("Your balance is back to zero and the room was clean.", {}, []),
        ("I have to cancel the order first.", {}, []),
        # a learner's present with a word of past time tells a done act; with a habit or a future, none
        ("I already transfer the deposit to the owner.", {}, [("transfer", "uncited")]),
        ("We refund all orders within 14 days, every time.", {}, []),
        ("I cancel it tomorrow morning.", {}, []),
        # "by" after an act the agent tells in the active is a means, not someone else
        ("We have shipped the spare part by UPS [evt:a].", {"a": "ship_order"}, [("ship", "verified")]),
        ("The spare part was shipped by the supplier.", {}, []),
        # s4-5 (telecom and delivery support in learners' English, voice assistants)
        # an act's noun before "request"/"complaint" names what was asked for, not what was done
        ("Your card replacement request is processed [evt:a].", {"a": "create_ticket"}, [("process", "verified")]),
        # "…, according to the courier" reports the whole sentence
        ("The parcel was left with your neighbour, according to the courier.", {}, []),
        ("I've refunded the fee, according to our policy.", {}, [("refund", "uncited")]),
        # a learner's base form: an object after it makes its subject the doer unless the agent speaks
        ("The driver is collect your parcel now.", {}, []),
        ("We have credit 200 points to your account [evt:a].", {"a": "update_record"}, [("credit", "verified")]),
        ("Case is close from our side.", {}, [("close", "uncited")]),
        # a short "-ed" after "and" before its object; "already" opening a learner's note
        ("I've muted the thread and aired the room.", {}, [("mute", "uncited"), ("aired", "uncited")]),
        ("already cancel the second order", {}, [("cancel", "uncited")]),
        ("Just cancel it if you prefer.", {}, []),
        # a send to a mobile or a phone is a text; the amount after "of" is not the act
        ("The OTP is sent to your registered mobile [evt:a].", {"a": "send_email"}, [("send", "mismatched")]),
        ("Your recharge of Rs 499 is successful [evt:a].", {"a": "pay_invoice"}, [("successful", "verified")]),
        # s4-6 (HR, school, clinic, travel)
        # a time's possessive names a thing, not when the act will be ("for tomorrow's clinic")
        ("Menus for Saturday's gala went out to all 80 guests.", {}, [("go out", "uncited")]),
        # a team's initials before "has" name someone else
        ("HR has already sent her contract.", {}, []),
        ("I have already sent her contract.", {}, [("send", "uncited")]),
        # a result that "came back" was received
        ("The background check came back cleared on Monday.", {}, []),
        # an unchecked box is a task still to do; a checked one by someone named is theirs
        ("- [ ] Locker assigned\n- [x] Badge printed (by Security)", {}, []),
        ("- [ ] Locker assigned\n- [x] Badge printed", {}, [("printed", "uncited")]),
        # s4-7 (banking and SaaS billing)
        # a passive in progress is not done; a card "has been frozen" is
        ("Your new PIN is being generated.", {}, []),
        ("Your debit card has been frozen [evt:a].", {"a": "update_record"}, [("frozen", "verified")]),
        # a bare "Plan" opening a note is a noun, not a plan
        ("Plan upgraded to Business [evt:a].", {"a": "update_record"}, [("upgrade", "verified")]),
        # a check mark after a bill says it went out; after a compound, the head decides
        ("Summary: invoice ✅ [evt:a]", {"a": "send_email"}, [("check mark", "verified")]),
        ("Summary: customer note ✅ [evt:a]", {"a": "update_record"}, [("check mark", "verified")]),
    ],
)
def test_classes_of_the_fourth_session(text: str, tools: dict[str, str], expected: list[tuple[str, str]]) -> None:
    assert verdicts(text, **tools) == expected
