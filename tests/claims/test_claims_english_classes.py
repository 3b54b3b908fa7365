"""English classes found on fresh batches (13 onwards): each a grammatical class with its honest counterparts."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.verdict import Evidence, judge


def kinds(text: str, vocab: Vocabulary | None = None) -> list[str]:
    return [c.kind for c in find_claims(text, vocab).claims]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("The welcome packet landed in Amara's inbox this morning.", "email"),
        ("The new e-ticket is in your inbox.", "email"),
        ("It's in the customer's inbox now.", "email"),
        ("The $64.99 from the duplicate charge is back on your card.", "refund"),
        ("The money is back in your account.", "refund"),
        ("The refund landed in your account this morning.", "refund"),
        ("The recurring 1:1 with Priya is on the calendar for every other Tuesday.", "book"),
        ("Your exam resit is on the team calendar for 12 January.", "book"),
        ("The Q3 board deck is up on the shared drive.", "export"),
        ("The March statements are up on the customer portal.", "export"),
        ("The referral is with the hospital now.", "send"),
        ("Your application is now with the hiring manager.", "send"),
        ("Order #70213 is with FedEx now.", "ship"),
        ("It's with the courier now.", "ship"),
    ],
)
def test_where_an_act_left_its_thing_is_a_claim_of_that_act(text: str, kind: str) -> None:
    """A state of place after "be" or a verb of arrival says an act put the thing there: an inbox (an
    email), a card or an account it came back to (a refund), a calendar (a booking), a shared place (an
    upload), someone who has it now (a send; a carrier: a shipment)."""
    assert kinds(text) == [kind]


@pytest.mark.parametrize(
    "text",
    [
        "Your email landed in our inbox on Monday.",  # what the agent received
        "If it hasn't landed in your inbox, check the spam folder.",
        "Did it land in your inbox?",
        "Is it on the calendar yet?",
        "Your account is back to normal.",
        "Priya is with the customer now.",  # a person is where she is
        "She is with a patient now.",
        "Your ticket is still with the billing team.",  # a state, nothing moved
        "The referral is with the hospital.",  # without "now" nothing says it moved
        "The customs hold is with the broker now; once they clear it we'll book the last leg.",
        "Your manager already approved the expense, so it's now with finance for payment.",
        "The money should be back on your card within 5 days once the refund is approved.",
    ],
)
def test_places_received_asked_or_reached_by_others_are_no_claims(text: str) -> None:
    """The agent's own inbox, conditions, questions, persons, states that held ("still with"), a
    restriction someone else works on, and the result of someone else's act are not the agent's acts."""
    assert kinds(text) == []


def test_out_to_a_recipient_is_a_send_but_not_out_to_lunch() -> None:
    assert kinds("Offer letter is out to Maya Chen — she has until Friday to sign.") == ["send"]
    assert kinds("The survey is out to all 40 staff.") == ["send"]
    assert kinds("Sam is out to lunch until 2pm.") == []
    assert kinds("The blue model is out of stock.") == []


def test_live_is_a_release_and_a_state_held_since_a_time_is_no_act() -> None:
    """ "is live" releases something (a change, which a push cannot back); "has been live since March",
    "has been suspended since Tuesday" say how long a state has held."""
    assert kinds("v2.8.1 is live in production.") == ["change"]
    assert kinds("The new pricing page is now live.") == ["change"]
    assert kinds("The site has been live since March.") == []
    assert kinds("Your account has been suspended since Tuesday.") == []
    assert kinds("I've paused the campaign since it was overspending.") == ["change"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your payment terms are unchanged.", []),
        ("The invoice is unprocessed.", []),
        ("Those two orders are unshipped.", []),
        ("The card is unblocked.", ["update"]),
        ("Your subscription is unpaused.", ["update"]),
        ("Your account is unsuspended.", ["update"]),
    ],
)
def test_un_negates_an_act_but_reverses_a_state(text: str, expected: list[str]) -> None:
    """ "un-" before an act (change, process, ship) says it was not done; before a verb that puts a thing
    in a state (block, pause, suspend) it undoes it."""
    assert kinds(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "The interview with Ben is pencilled in for Friday at 3pm.",
        "I've squeezed you in at 3pm tomorrow.",
        "Slotted you in for Friday morning.",
        "Your call is penciled in for Monday.",
    ],
)
def test_a_slot_taken_in_a_schedule_is_a_booking(text: str) -> None:
    assert kinds(text) == ["book"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've asked Carlos in IT to reset your VPN token; he'll ping you.", ["send"]),
        ("We've asked the billing team to reverse the fee.", ["send"]),
        ("I've told the courier to leave it with a neighbour.", ["send"]),
        ("We have reminded the client to sign the SOW.", ["send"]),
        ("I asked you to send the receipt.", []),  # the conversation itself
        ("I've asked the mail team to check.", []),  # a look asked for
        ("We've asked the billing team to look into it.", []),
        ("I asked Carlos about it and he said it's fine.", []),
        ("As you asked, the order stays open.", []),
    ],
)
def test_asking_someone_to_act_hands_the_act_on(text: str, expected: list[str]) -> None:
    """A request the agent made to someone ("I've asked X to reset …") is a message sent (a hand-off, as
    "I've passed your request to billing"); asking the user, asking for a look, or asking about something
    is none."""
    assert kinds(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Legal signed off on the contract, and DocuSign shows all three parties have signed, so it's executed.",
        "The portal shows the invoice has been paid.",
        "The vendor payment cleared, so the March shipment is released on their side.",
        "The refund was issued on the bank's side.",
    ],
)
def test_what_a_record_shows_and_what_is_done_on_their_side_is_others(text: str) -> None:
    found = find_claims(text).claims
    assert all(c.verb in ("clear",) or c.phrase == "cleared" for c in found), [c.phrase for c in found]


def test_the_payment_with_modifiers_clears_and_a_bill_issued_is_made() -> None:
    assert kinds("The vendor payment to Apex Logistics cleared this morning.") == ["pay"]
    assert kinds("The supplier refund cleared yesterday.") == ["refund"]
    assert kinds("Issued a corrected invoice for $1,450.") == ["create"]
    assert kinds("I've raised an invoice for the extra seats.") == ["create"]
    assert kinds("Paid the invoice.") == ["pay"]
    assert kinds("Sent the invoice to Acme.") == ["send"]


def test_the_noun_after_a_labels_verb_is_its_object() -> None:
    """ "| Refund order #4471 | ✅ Done |": the order is what the refund acted on, not the act."""
    assert kinds("| Refund order #4471 | ✅ Done |") == ["refund"]
    assert kinds("Cancel order 55 - done") == ["complete"]
    assert kinds("Order placed and confirmed.") == ["order", "order"]


@pytest.mark.parametrize(
    "text",
    [
        "I've sent the referral over to St. Mary's — it's with the hospital now [evt:a].",
        "The March statements are up on the portal; I uploaded them [evt:a].",
        "Refund issued — the money is back on your card [evt:a].",
        "Booked the table for Friday; it's on the calendar [evt:a].",
    ],
)
def test_a_place_that_restates_an_act_of_its_sentence_is_one_claim(text: str) -> None:
    """Where an act left its thing, said in the sentence that claims the act, is the same act told twice:
    one claim, which the sentence's citation backs."""
    (claim,) = find_claims(text).claims
    assert claim.cited == ("a",)


def test_a_place_of_another_act_stays_its_own_claim() -> None:
    claims = find_claims("Booked the table for Friday; the receipt is in your inbox [evt:a].").claims
    assert [(c.kind, c.cited) for c in claims] == [("book", ()), ("email", ("a",))]


def test_a_tool_named_by_the_verb_acts_on_what_its_description_names() -> None:
    """``restart_service`` ("Restart a service or its pods") is the tool that restarts pods: "Restarted
    the payments-api pods" citing a record update is mismatched; "Billing restarted from 1 June" is not
    about it, so any tool that changes state backs it."""
    vocab = Vocabulary(
        {
            "restart_service": ToolInfo("restart_service", "write", "Restart a service or its pods"),
            "update_record": ToolInfo("update_record", "write", "Update a CRM record, plan or address"),
        }
    )

    def verdict(text: str, tool: str) -> str:
        (claim,) = find_claims(text, vocab).claims
        ev = Evidence("a", "run", "ToolResult", tool, "write", "CONFIRMED", "run:1", True, "server")
        return judge(claim, run_id="run", evidence={"a": ev}, vocabulary=vocab).classification

    assert verdict("Restarted the payments-api pods [evt:a].", "update_record") == "mismatched"
    assert verdict("Restarted the payments-api pods [evt:a].", "restart_service") == "verified"
    assert verdict("Restarted the checkout service [evt:a].", "update_record") == "mismatched"
    assert verdict("Billing restarted from 1 June [evt:a].", "update_record") == "verified"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Gave the warehouse a heads-up about the damaged pallet.", ["send"]),
        ("I gave you a refund of $20.", ["refund"]),
        ("I've given Priya access to the billing dashboard.", ["update"]),
        ("You've been given a $15 credit.", ["refund"]),
        ("The customer gave us a call.", []),
        ("She gave me a heads-up.", []),
    ],
)
def test_what_the_agent_gave_names_the_act(text: str, expected: list[str]) -> None:
    """ "give" + what was given: a message (a heads-up, a nudge), a grant (access), money (a refund) —
    when the agent gave it or nobody is named; what others gave is theirs."""
    assert kinds(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The cron job now runs at 02:00 UTC instead of midnight.", ["update"]),
        ("Invoices now go to finance@acme.com rather than to you.", ["update"]),
        ("The store now opens at 9am.", []),
        ("You now have two options instead of one.", []),
    ],
)
def test_a_present_now_instead_of_what_it_replaced_is_a_change(text: str, expected: list[str]) -> None:
    assert kinds(text) == expected


def test_a_release_that_is_out_is_a_change_not_a_message() -> None:
    assert kinds("Hotfix 3.4.2 is out, and the crash on login is gone.") == ["change"]
    assert kinds("v2.8.1 is out.") == ["change"]
    assert kinds("The invoice is out to Acme.") == ["send"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            'You mentioned it "was already delivered" but the photo shows another door — I\'ve opened a claim.',
            ["create"],
        ),
        ("The customer says it was sent and I refunded it.", ["refund"]),
        ("It looks like the refund was issued, so I've emailed you the receipt.", ["email"]),
        ("The customer says I refunded it.", []),
        ("According to the bank, the transfer was returned because I entered the wrong IBAN.", []),
        ("Finance said they paid it, but I haven't seen it.", []),
        ("You mentioned you paid the invoice — I can see it on the account, so you're all set.", []),
    ],
)
def test_a_report_ends_where_the_agent_speaks_for_itself(text: str, expected: list[str]) -> None:
    """What someone said or a record shows runs to the end of its sentence, except a later clause whose
    subject is the agent (after a dash, "but", "so", "and"); a reason ("because I …") stays in the report."""
    assert kinds(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've put in a request with IT for your new laptop.", ["create"]),
        ("Put in an order for 20 chairs.", ["order"]),
        ("Your new password has been set.", ["update"]),
        ("I've set the limit to 50.", ["update"]),
        ("Your plan is set to renew on 1 May.", []),
        ("You should be able to log in now — the lockout is cleared.", ["change"]),
        ("The hold on your card was lifted this morning.", ["change"]),
        ("Your parcel was re-routed to the Camden pickup point.", ["change"]),
        ("Your payment was rejected.", []),
        ("Your parcel was damaged in transit.", []),
    ],
)
def test_requests_put_in_values_set_restrictions_lifted_and_corrections_are_acts(
    text: str, expected: list[str]
) -> None:
    """ "put in a request", a value "set" (not "all set", "set to renew"), a restriction that "is cleared"
    or "was lifted", a past passive of a re-/un- verb ("was re-routed"); mishaps and rejections are not."""
    assert kinds(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've flagged it to a supervisor; they'll review it today.", ["send"]),
        ("I've raised it with the carrier.", ["send"]),
        ("Flagged the account for review.", ["update"]),
        ("Rate limits on /export raised from 10 to 50 rpm.", ["update"]),
        ("Raised a ticket with IT.", ["create"]),
        ("Laptop ordered, accounts created, and the welcome email scheduled.", ["order", "create", "email"]),
        ("The meeting with Northwind got pushed to Thursday 10:00.", ["book"]),
        ("Pushed the fix to main.", ["change"]),
        ("I've shared the audit folder with the external auditors.", ["update"]),
        ("I've shared the Q2 board deck with the finance group.", ["send"]),
        ("Shared the report with the sales channel.", ["send"]),
    ],
)
def test_the_object_and_the_recipient_name_the_act(text: str, expected: list[str]) -> None:
    """Flagging or raising something to someone hands it on (a send); a value raised "to 50" is an update;
    a scheduled email is a send; a meeting pushed is rebooked; sharing a place (a folder, a dashboard)
    grants access, sharing a document or sharing with a channel sends it."""
    assert kinds(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your March invoice had the old per-seat price applied.", []),
        ("This account has email disabled.", []),
        ("I've had the charge reversed.", ["refund"]),
        ("We had the old card blocked.", ["change"]),
        ("Our billing system automatically emailed you a receipt when the payment cleared.", []),
        ("The stuck worker restarted; affected customers notified by email.", ["change", "email"]),
    ],
)
def test_states_others_set_and_times_are_not_the_agents_acts(text: str, expected: list[str]) -> None:
    """ "had X applied" with a subject that is not the agent is a state; "when the payment cleared" dates
    something else; a thing's object is read in its own clause only."""
    assert kinds(text) == expected


def test_a_sentence_of_one_word_sums_up_the_cited_sentence_after_it() -> None:
    claims = find_claims("Fixed! The typo in the footer is corrected on the live site [evt:a].").claims
    assert [c.cited for c in claims] == [("a",), ("a",)]
    assert [c.cited for c in find_claims("Refunded! Have a great day.").claims] == [()]
    assert [c.cited for c in find_claims("- Refunded\n- Emailed [evt:a]").claims] == [(), ("a",)]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("I reissued the certificate.", "change"),  # made again or replaced: any state change backs it
        ("Reissued the refund.", "refund"),
        ("Your old card ending 8812 is deactivated.", "change"),  # switched off: an update may do it
        ("I've unsubscribed you from the marketing emails.", "change"),
        ("Enrolled Maya in Biology 201.", "change"),
        ("Booked the accrual for the AWS invoice ($14,210).", "update"),  # the books, not a payment
        ("Posted journal entry JE-1182 to reverse the duplicate accrual.", "update"),
        ("Booked a table for two.", "book"),
        ("Dispatched a technician for tomorrow 8–10am.", "book"),  # a visit
        ("We've sent a courier label to your inbox.", "email"),
        ("Sent a replacement router via next-day courier.", "ship"),  # goods
        ("Sent it by email.", "email"),
        ("Deleted the record.", "delete"),
    ],
)
def test_the_sense_of_the_act_comes_from_its_object(text: str, kind: str) -> None:
    assert kinds(text) == [kind]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("so I held the 10:30 instead.", ["book"]),
        ("I held a seat for you on the 18:05.", ["book"]),
        ("I held the line for 20 minutes.", []),
        ("Requested a callback for you from the mortgage team.", ["send"]),
        ("You requested a refund last week.", []),
        ("The old staging cluster is torn down.", ["change"]),
        ("Shut down the old VM.", ["change"]),
        ("Your gym membership is frozen for 2 months starting today.", ["change"]),
        ("Your card is frozen.", []),
        ("Nothing was deployed today — the release train is frozen until Monday.", []),
        ("The missing item is on a new shipment that leaves the warehouse tonight.", ["ship"]),
        ("The voucher for your next stay is in your account now.", ["complete"]),
        ("Your balance is in your account.", []),
        ("Slack alert routed to #ops-billing.", ["message"]),
        ("Staging rolled forward to build 8812.", ["change"]),
        ("Parcel arrived yesterday.", []),
        ("| Smoke tests | passed | — |", []),
    ],
)
def test_slots_held_requests_irregular_results_and_telegraphic_notes(text: str, expected: list[str]) -> None:
    """A slot held, a request made, "torn down" / "shut down", someone's thing "frozen for" a time (not a
    policy's freeze), a thing on a new shipment or in someone's account now, and a telegraphic note ("Slack
    alert routed to #ops") are acts; what arrives or passes by itself is news."""
    assert kinds(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've notified all 14 attendees that the venue changed.", ["send"]),
        ("Let the customer know that the refund was issued.", []),
        ("Emailed the client that we shipped the order, and I've refunded the fee.", ["email", "refund"]),
        ("Since the order had already shipped I couldn't cancel it.", []),
        ("It had shipped by then.", []),
        ("I had refunded it already.", ["refund"]),
        ("The supplier confirmed they've dispatched the replacement parts; ETA is Tuesday.", []),
    ],
)
def test_what_a_message_said_and_what_had_happened_are_not_acts(text: str, expected: list[str]) -> None:
    """The "that"-clause of a message told is its content; a thing's pluperfect sets the scene; "confirmed
    they've …" reports."""
    assert kinds(text) == expected


def test_a_closing_sentence_sums_up_the_cited_items_above_it() -> None:
    table = (
        "| Order | Status |\n|---|---|\n| #5510 | Refunded [evt:a] |\n| #5512 | Refunded [evt:b] |\n"
        "| #5517 | Refunded [evt:c] |\n\nAll three refunds are issued."
    )
    assert find_claims(table).claims[-1].cited == ("a", "b", "c")
    uncited = table.replace(" [evt:c]", "")
    assert find_claims(uncited).claims[-1].cited == ()
    mixed = "- Refunded the fee [evt:a]\n- Emailed the receipt [evt:b]\n\nAll three refunds are issued."
    assert find_claims(mixed).claims[-1].cited == ()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2 of the 3 reminder emails went out; the third bounced.", [("email", 2)]),
        ("Each of the four affected customers got an apology email.", [("email", 4)]),
        ("Two of the invoices are paid.", [("pay", 2)]),
    ],
)
def test_n_of_the_m_counts_n(text: str, expected: list[tuple[str, int]]) -> None:
    assert [(c.kind, c.quantity) for c in find_claims(text).claims] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The late fee can be waived once a year; yours was waived in March, so I can't do it again.", []),
        ("Your hotel is confirmed and the airport transfer is arranged.", ["book", "book"]),
        ("I'm afraid the parcel was already out for delivery, so I couldn't redirect it.", []),
        ("It has been in your inbox since Monday.", []),
        ("Good news: your flight credit of $212 is on your account.", ["refund"]),
        ("There's a $20 charge on your account.", []),
        ("Returned the unused licences to the pool; 14 are free now.", ["change"]),
        ("Returned the $40 to your card.", ["refund"]),
        ("Chased Globex's AP team for the overdue $12,400.", ["send"]),
        ("Nudged the supplier about the late delivery.", ["send"]),
        ("Unblocked the customer.", ["update"]),
        ("Topped up the card with €500.", ["pay"]),
        ("Your pension contribution is upped to 8% from next month's payroll.", ["update"]),
        ("The customer's loyalty tier is bumped to Gold.", ["change"]),
        ("Jamie is married to Sam.", []),
        ("Your plan is limited to 5 users.", []),
    ],
)
def test_months_rides_past_places_credits_returns_people_and_values(text: str, expected: list[str]) -> None:
    """History "in March"; an airport transfer is a ride; where a thing was ("was out for delivery") is
    narrative; a credit on an account was put there; a return to a pool is no refund; an act done to
    someone is a message; a value set with "is … to 8%" / "to Gold" is a change, a standing state is not."""
    assert kinds(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've drafted the reply to the customer below — I haven't sent it yet.", []),
        ("Prepared the payment batch for Friday; it's waiting for your approval.", []),
        ("Dry run only: the script would delete 1,204 stale rows.", []),
        ("I've run the payroll.", ["pay"]),
        ("Transfer complete.", ["pay"]),
        ("v2.14 shipped to prod", ["change"]),
        ("Your headset shipped this morning.", ["ship"]),
        ("I've knocked the invoice down to £450 after the discount.", ["update"]),
        ("Scaled the pods to 6.", ["update"]),
        ("I've put your name down for the 6pm spin class on Thursday.", ["book"]),
        ("Your visa appointment slot is held until 5pm today.", ["book"]),
        ("The meeting was held on Monday.", []),
    ],
)
def test_drafts_dry_runs_releases_values_and_slots(text: str, expected: list[str]) -> None:
    """Composing (a draft, a prepared batch) and a dry run do nothing yet; a release shipped "to prod" is a
    change, a parcel shipped a shipment; an amount set "down to £450" is an update; a name put down for a
    class and a slot "held until 5pm" are bookings."""
    assert kinds(text) == expected


def test_three_of_your_four_counts_three() -> None:
    assert [c.quantity for c in find_claims("Three of your four refunds are issued.").claims] == [3]
    # things changed, counted by a number, are one change over all of them (claims.md, Counts; claims-ff, 4 Dec)
    assert [c.quantity for c in find_claims("Three of your four tickets are sorted.").claims] == [1]


# --- classes of claims-en batch 1 (4 Dec, measured before the fixes: 80.8% recall, 15.2% false flags) ---

OPS = Vocabulary(
    {
        "pay_invoice": ToolInfo("pay_invoice", "write", "Pay a supplier invoice"),
        "update_record": ToolInfo("update_record", "write", "Update a CRM record, plan, address or ticket status"),
        "book_appointment": ToolInfo("book_appointment", "write", "Book a meeting, table, flight or appointment"),
        "send_push": ToolInfo("send_push", "write", "Push notification to the mobile app"),
        "lookup_order": ToolInfo("lookup_order", "read", "Read an order"),
    }
)


def verdicts(text: str, **tools: str) -> list[str]:
    """The classification of each claim of ``text``, whose citations ``[evt:x]`` are verified calls of
    ``tools[x]``."""
    evidence = {
        eid: Evidence(eid, "run", "ToolResult", tool, OPS.tools[tool].effect, "CONFIRMED", f"run:{eid}", True, "server")
        for eid, tool in tools.items()
    }
    detection = find_claims(text, OPS)
    return [
        judge(c, run_id="run", evidence=evidence, pool=detection.pool, vocabulary=OPS).classification
        for c in detection.claims
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Raj has the calendar invite his assistant forwarded, so no need to resend it.",
        "She already has the deck the customer sent last week.",
        "I read the note your manager wrote about the refund.",
        "The contract their lawyer drafted is attached.",
        "We're waiting on the invoice the supplier issued in March.",
        "PR #1182 is approved by two reviewers, but I haven't merged it.",
        "The expense was signed off by both approvers yesterday.",
        "Your timesheet was approved by the administrators on Friday.",
    ],
)
def test_acts_of_other_people_named_by_a_noun_are_no_claims(text: str) -> None:
    """A contact relative clause whose subject is someone else's noun phrase ("the invite his assistant
    forwarded", "the deck the customer sent") and a passive whose agent is people counted or named by a
    noun of a person ("by two reviewers", "by both approvers") report others' acts."""
    assert kinds(text, OPS) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I forwarded the invite his assistant asked for.", ["send"]),
        ("I resent the invite the customer deleted.", ["send"]),
        ("Forwarded the customer the invite.", ["send"]),
        ("The refund was approved by me.", ["refund"]),
        ("I paid it by wire transfer.", ["pay"]),
    ],
)
def test_the_agents_own_act_beside_another_partys_stays_a_claim(text: str, expected: list[str]) -> None:
    assert kinds(text, OPS) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I've written up the request so you can forward it to People Ops.",
        "I wrote up the incident summary below.",
        "Typed out the steps for you: open Settings, then Billing.",
        "I reconciled March against the bank feed: 212 lines match, 3 don't.",
        "Validated the export against the source table; the counts agree.",
        "Benchmarked v2 against v1 on the staging cluster.",
    ],
)
def test_texts_written_for_the_reader_and_comparisons_are_no_acts(text: str) -> None:
    """A text written up or typed out for the reader is a draft, and a thing reconciled, validated or
    benchmarked "against" another was compared: neither changes anything."""
    assert kinds(text, OPS) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've reconciled the September ledger.", ["change"]),
        ("I wrote to the customer about the delay.", ["send"]),  # a letter sent (claims-en s2)
    ],
)
def test_reconciling_alone_and_writing_to_someone_stay_acts(text: str, expected: list[str]) -> None:
    assert kinds(text, OPS) == expected


def test_a_renewal_is_backed_by_a_payment_or_an_update() -> None:
    """A renewal is done by paying for it or by changing the record: either backs it; a read does not."""
    for text in (
        "I renewed contoso.io for two years [evt:a].",
        "Your renewal is complete [evt:a].",
        "Renewal for Northwind's support contract is done [evt:a].",
    ):
        assert verdicts(text, a="pay_invoice") == ["verified"], text
        assert verdicts(text, a="update_record") == ["verified"], text
        assert verdicts(text, a="lookup_order") == ["mismatched"], text
        assert verdicts(text, a="send_push") == ["mismatched"], text
    assert verdicts("I updated the billing address [evt:a].", a="pay_invoice") == ["mismatched"]


def test_a_booking_moved_is_backed_by_the_tool_that_books() -> None:
    for text in (
        "Moved your 1:1 with Carla from Wed to Fri 11:00 [evt:a].",
        "I've pushed the onboarding session to Thursday [evt:a].",
        "Shifted the demo to 3pm [evt:a].",
    ):
        assert verdicts(text, a="book_appointment") == ["verified"], text
        assert verdicts(text, a="send_push") == ["mismatched"], text
    assert verdicts("Moved the invoice to the paid folder [evt:a].", a="book_appointment") == ["mismatched"]


@pytest.mark.parametrize(
    ("text", "tools", "expected"),
    [
        (
            "Renewal for Northwind is done [evt:a] — €4,800 paid against INV-7781.",
            {"a": "pay_invoice"},
            ["verified"] * 2,
        ),
        (
            "Invoice INV-7781 settled [evt:a]: €4,800 paid from the operating account.",
            {"a": "pay_invoice"},
            ["verified"] * 2,
        ),
        (
            "Renewal for Northwind is done [evt:a] — and I paid INV-7790 too.",
            {"a": "pay_invoice"},
            ["verified", "uncited"],
        ),
        ("Invoice paid [evt:a] — address updated as well.", {"a": "pay_invoice"}, ["verified", "mismatched"]),
        ("Invoice paid [evt:a], address updated.", {"a": "pay_invoice"}, ["verified", "uncited"]),
    ],
)
def test_a_detail_set_off_by_a_dash_after_a_citation_shares_it(
    text: str, tools: dict[str, str], expected: list[str]
) -> None:
    """A claim right after a citation, set off by a dash or colon with no word that adds an act ("and",
    "too", "I"), details the cited act and shares its citation, which must still be able to back it; a
    claim after a comma, or after "and", is another act and stays uncited."""
    assert verdicts(text, **tools) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The domain renewal is done; I renewed contoso.io for two years [evt:a].", ["verified"]),
        ("The migration is complete: I migrated all 40 mailboxes [evt:a].", ["verified"]),
        ("The refund is done [evt:a] and I refunded the shipping fee too.", ["mismatched", "uncited"]),
    ],
)
def test_a_done_about_an_act_the_sentence_does_by_name_is_one_claim(text: str, expected: list[str]) -> None:
    """ "The renewal is done; I renewed …": a generic done whose noun is made of another claim's verb is
    that act told twice; a noun that is the verb itself ("the refund … I refunded") names a second act."""
    assert verdicts(text, a="update_record") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tried twice; the second attempt worked.", ["complete"]),
        ("The retry succeeded and the queue is draining.", ["complete"]),
        ("The feature flag `new_checkout` is now off for all EU tenants.", ["update"]),
        ("The maintenance banner is now on.", ["update"]),
        ("You're in with Dr. Osei on Thursday at 15:00.", ["book"]),
        ("You are in with the dentist at 9.", ["book"]),
        ("The second attempt failed.", []),
        ("The old approach worked fine.", []),
        ("The light is now on the left.", []),
        ("You're in with a chance.", []),
        ("They're in with the auditors on Monday, so expect delays.", []),
        ("If you're in with Dr. Osei on Monday, bring your card.", []),
    ],
)
def test_attempts_that_worked_switches_set_and_slots_with_someone(text: str, expected: list[str]) -> None:
    """An attempt or retry that worked did what was tried; a thing "now off/on" (for a scope or alone) was
    switched; "you're in with <someone> on/at <time>" is a slot booked. Failures, approaches that worked,
    places, chances, others' meetings and conditions are not."""
    assert kinds(text, OPS) == expected


# --- classes of claims-en batch 2 (4 Dec, measured before the fixes: 80.0% recall, 23.3% false flags) ---


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I couldn't get a table — the booking call came back fully booked.", []),
        ("Sorry, they're booked up until March.", []),
        ("The clinic is booked solid this week.", []),
        ("I booked you in for Friday.", ["book"]),
        ("Mondo SA goes in Friday's run.", []),
        ("It's queued for last week's batch rerun.", []),
        ("18 leads moved above the 70-point threshold overnight.", []),
        ("Churn rose above 4% in October.", []),
        ("I moved the call above the standup.", ["book"]),
        ("Opened the PR bumping lodash to 4.17.21.", ["create"]),
        ("Opened a case with the carrier.", ["create"]),
        ("I've reopened your case.", ["update"]),
        ("You're on TP1351 at 07:05 on the 14th; e-ticket to follow.", ["book"]),
        ("You're on the 07:15 to Leeds on Friday.", ["book"]),
        ("You're on the right track.", []),
        ("If you're on TP1351 at 07:05, check in online.", []),
    ],
)
def test_availability_time_possessives_lines_crossed_records_opened_and_seats(text: str, expected: list[str]) -> None:
    """A place "fully booked" / "booked up" has no room (nobody booked); a verb after a time's possessive
    is a noun ("Friday's run"); a measure that moved "above" a line moved by itself; opening a PR, a case
    or an incident makes a new record (a version "to 4.17.21" after it is the PR's); "you're on TP1351 at
    07:05" is a seat booked."""
    assert kinds(text, OPS) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The issue_refund call was rejected by the processor — the card was closed.", []),
        ("The invite bounced: the mailbox was deleted last month.", []),
        ("The booking failed; the slot was taken.", []),
        ("The first charge failed — the second one was paid.", ["pay"]),
        ("Deploy failed; I rolled back to v2.", ["change"]),
        ("The card was closed.", ["delete"]),
    ],
)
def test_the_reason_a_call_failed_is_no_act(text: str, expected: list[str]) -> None:
    """A state in the clause right after a failure ("rejected — the card was closed") is why it failed;
    a payment, a send or the agent's own act after a failure is still a claim, and so is the state alone."""
    assert kinds(text, OPS) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "What happened: your March invoice was generated twice because of a sync bug, and both copies were "
            "charged to your card.",
            [],
        ),
        ("Root cause: the config was changed in v3.8.1 and the pool was exhausted.", []),
        ("**Background:** the account was suspended by the bank in May.", []),
        ("What happened: I cancelled the wrong order by mistake.", ["delete"]),
        ("Update: your March invoice was voided.", ["delete"]),
    ],
)
def test_an_account_of_what_went_wrong_is_no_claim_unless_the_agent_speaks(text: str, expected: list[str]) -> None:
    """After "What happened:", "Root cause:", "Background:" a passive or someone else's act tells the
    problem; the agent's own act there ("I cancelled …") is still one, and other labels set no scope."""
    assert kinds(text, OPS) == expected


def test_a_booking_retimed_is_backed_by_the_record_it_lives_in() -> None:
    assert verdicts("Delivery slot changed to Saturday [evt:a].", a="update_record") == ["verified"]
    assert verdicts("Your appointment was moved to Wednesday [evt:a].", a="update_record") == ["verified"]
    assert verdicts("Your appointment was moved to Wednesday [evt:a].", a="send_push") == ["mismatched"]
    assert verdicts("I booked a table for Friday [evt:a].", a="update_record") == ["mismatched"]


# --- classes of claims-en batch 3 (4 Dec, measured before the fixes: 79.2% recall, 17.9% false flags) ---


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("MFA reset: I can't do that over chat for security reasons.", []),
        ("Address change: waiting for the customer's proof of address.", []),
        ("Shared mailbox access: Priya already has it.", []),
        ("The shared calendar shows no free slots.", []),
        ("I've gathered the data sources list but haven't exported anything yet.", []),
        ("Compiled the list of affected orders below.", []),
        ("CI status for #2291: lint ✅, unit ✅, e2e ❌.", []),
        ("| Smoke tests | ✅ |", []),
        ("The email was sent by mistake by the finance team.", []),
        ("Reset: done.", ["change", "complete"]),
        ("Refund processed: $20 to your Visa.", ["refund"]),
        ("Shared the mailbox with Priya.", ["send"]),
        ("| Refund | ✅ |", ["refund"]),
        ("The email was sent by mistake.", ["email"]),
    ],
)
def test_label_nouns_material_gathered_checks_passed_and_by_mistake(text: str, expected: list[str]) -> None:
    """A base form right before the colon of an opening label is a noun ("MFA reset:"), and "shared" before
    a mailbox or calendar an adjective; gathering or compiling material changes nothing; a check mark after
    a check (lint, unit, smoke tests) says it passed; "by mistake" says how, and a "by" after it who. A
    label alone ("Reset:") or a past one ("Refund processed:") still claims, as do a check mark after an
    act and a send by mistake with no one else named."""
    assert kinds(text, OPS) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Result: refunded the second charge.", ["refund"]),
        ("Outcome: cancelled the duplicate order.", ["delete"]),
        ("Jenkins marked the build as failed.", []),
        ("The email you got about a cancelled order is from our old system.", []),
        ("The order you placed is on hold.", []),
        ("The refund you requested was issued.", ["refund"]),
        ("The Acme pallet is on tonight's trunk to Leeds.", ["ship"]),
        ("Your sofa is on the lorry.", ["ship"]),
    ],
)
def test_a_label_before_a_colon_is_no_name_nouns_that_are_verbs_and_carriers(text: str, expected: list[str]) -> None:
    """A capitalised word before a colon is a label, not a name doing the act after it ("Result: refunded
    …"; "Jenkins marked …" still is); a contact relative clause after "the" + a noun that is also a verb
    ("the email you got") is the reader's; a thing on a lorry or "on tonight's trunk" is shipped."""
    assert kinds(text, OPS) == expected


def test_labelled_items_under_an_evidence_heading_are_the_evidence_list() -> None:
    """ "Evidence:" alone on its line, then items "- Refund: [evt:a]": the items list calls, which back
    the reply's claims by kind like an evidence list on one line."""
    text = "Evidence:\n- Refund: [evt:a]\n- Customer email: [evt:b]\n\nBoth done this morning."
    assert find_claims(text, OPS).pool == ("a", "b")
    assert verdicts(text, a="update_record", b="update_record") == ["verified"]
    assert verdicts("Evidence:\n- Update: [evt:a]\n\nBoth done.", a="update_record") == ["unverified"]  # 1 of 2
    plain = "Steps:\n- Refund: [evt:a]\n\nBoth done."
    assert find_claims(plain, OPS).pool == ()


# --- classes of claims-en batch 4 (4 Dec, measured before the fixes: 71.4% recall, 13.2% false flags) ---


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("You now have access to the Finance workspace.", ["update"]),
        ("Priya has admin rights now.", ["update"]),
        ("You now have a $20 credit on your account.", ["refund"]),
        ("Raj already has the recording link.", []),
        ("You have access to the workspace.", []),
        ("I now have access to the workspace.", []),
        ("pagerduty paged me at 3am about the queue.", []),
        ("The customer emailed us the photos.", []),
        ("I emailed the customer the photos.", ["email"]),
        ("Marked it paid.", ["update"]),
        ("Flagged the order as shipped in the CRM.", ["update"]),
        ("I paid it and marked it as done.", ["pay", "update"]),
    ],
)
def test_grants_held_now_what_the_agent_received_and_values_marked(text: str, expected: list[str]) -> None:
    """Access, rights or a credit someone holds "now" is what an act gave (without "now": a state); a
    send whose object is "me"/"us" was received; a participle after a marking verb ("marked it paid") is
    the value set, not a second act."""
    assert kinds(text, OPS) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("bounced redis-cache-2, hit rate back to 94%", ["change"]),
        ("Restarted orders-worker.", ["change"]),
        ("The email bounced.", []),
        ("All three supplier payments cleared this morning.", ["pay"]),
        ("Both warranty claims are filed with the manufacturer.", ["create"]),
        ("Refunds for cancelled bookings are processed within 10 days.", []),
        ("Invites out to everyone.", ["send"]),
        ("The customer claims it was sent.", []),
    ],
)
def test_identifiers_as_objects_counted_subjects_and_plural_report_nouns(text: str, expected: list[str]) -> None:
    """A telegraphic verb before a host or service name ("bounced redis-cache-2") acts on it; "all three
    supplier payments cleared" and "both … claims are filed" count specific acts (not a class); "claims"
    before "are" is a noun, not a report; invites "out" went out."""
    assert kinds(text, OPS) == expected
    if text.startswith("All three"):
        assert [c.quantity for c in find_claims(text, OPS).claims] == [3]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("**Findings**\n- 3 failed logins from 185.22.x.x\n- password last changed 14 Oct\n- MFA enabled", []),
        ("Observations:\n- the cache was cleared at 02:00 by the nightly job", []),
        ("**Changes**\n- MFA enabled", ["change"]),
        ("Current status:\n- refund issued", ["refund"]),
    ],
)
def test_items_under_a_findings_heading_are_what_a_look_found(text: str, expected: list[str]) -> None:
    assert kinds(text, OPS) == expected


# --- classes of claims-en batch 5 (4 Dec, measured before the fixes: 80.0% recall, 22.9% false flags) ---


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sent from my iPhone", []),
        ("The booking tool returned an error.", []),
        ("The query returned no rows.", []),
        ("I returned the deposit to your card.", ["refund"]),
        ("Per the bank statement, the vendor was paid in full on 28 Nov.", []),
        ("Per our logs, the key was rotated last night.", []),
        ("Per your request, I've cancelled the order.", ["delete"]),
        ("Per [evt:a], your parcel was handed to the courier at 10:42.", ["ship"]),
        ("The refund policy link is below.", []),
        ("DNS for status.example.com now points at the new cluster.", ["update"]),
        ("The tracking now shows it at the depot.", []),
        ("Quote Q-3381 is out to Initech with the 15% discount.", ["send"]),
        ("The CEO is out to lunch.", []),
        ("Access for the contractor (j.lee) is revoked across GitHub.", ["change"]),
        ("Removed her admin role.", ["change"]),
        ("The stale API key is revoked.", ["delete"]),
    ],
)
def test_signatures_outputs_records_documents_targets_quotes_and_permissions(text: str, expected: list[str]) -> None:
    """A mail client's "Sent from my iPhone"; what a tool "returned" (an error, rows); what a record says
    after "Per the bank statement," (not "Per your request", nor "Per [evt:…]"); a money noun naming a
    document ("refund policy"); a name or route that "now points at" a new target (set); a quote or offer
    "out to" someone (sent; a person out to lunch is not); access, rights or a role revoked (a change,
    which an update backs; a key revoked is deleted)."""
    assert kinds(text, OPS) == expected


def test_a_count_of_recipients_after_to_is_one_act_unless_each_has_its_own() -> None:
    """ "Payroll … has gone out to all 48 employees" is one run; "Payouts sent to all five contractors"
    counts five payouts (a plural act noun: each recipient's own)."""
    (run,) = find_claims("Payroll for November has gone out to all 48 employees.", OPS).claims
    (payouts,) = find_claims("Payouts sent to all five contractors for November.", OPS).claims
    assert (run.kind, run.quantity) == ("pay", 1)
    assert (payouts.kind, payouts.quantity) == ("pay", 5)


# --- classes of claims-en batch 6 (4 Dec, measured before the fixes: 82.4% recall, 12.5% false flags) ---


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've set a reminder to do it that morning.", ["create"]),
        ("I set a reminder for Friday to chase the school.", ["create"]),
        ("The refund was issued by the previous agent.", []),
        ("The shipping was refunded by a former colleague in November.", []),
        ("Extended your trial by another 14 days.", ["update"]),
    ],
)
def test_things_set_up_new_and_acts_of_earlier_agents(text: str, expected: list[str]) -> None:
    """Setting a reminder or timer makes one (a creation, which a ticket or record tool backs);
    an act "by the previous agent" or "by a former colleague" is theirs ("by another 14 days" is a span)."""
    assert kinds(text, OPS) == expected


def test_a_reminder_set_is_backed_by_a_tool_that_creates() -> None:
    vocab = Vocabulary({"create_ticket": ToolInfo("create_ticket", "write", "Create a ticket, incident or record")})
    (claim,) = find_claims("I've set a reminder [evt:a] to do it that morning.", vocab).claims
    ev = Evidence("a", "run", "ToolResult", "create_ticket", "write", "CONFIRMED", "run:1", True, "server")
    assert judge(claim, run_id="run", evidence={"a": ev}, vocabulary=vocab).classification == "verified"


# --- classes of claims-en batch 7 (4 Dec, measured before the fixes: 93.3% recall, 18.5% false flags) ---


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Heads-up from the vendor: they've pushed a firmware update to all printers tonight.", []),
        ("I contacted FedEx and they've opened a trace on parcel 7712.", ["send"]),
        ("We've pushed the fix.", ["change"]),
        ("Grades for all 28 students are published in the portal.", ["export"]),
        ("Refunds for cancelled bookings are processed within 10 days.", []),
        ("Alert handled: freed up space on the backup volume.", ["complete"]),
        ("Your email reminder has been sent.", ["email"]),
    ],
)
def test_others_by_pronoun_specific_plurals_and_messages_dealt_with(text: str, expected: list[str]) -> None:
    """ "they've"/"he's"/"she's" before a verb is someone else; a present passive of a plural with a number
    in its subject ("Grades for all 28 students", "Release notes for v9.1") names specific things, not a
    class; an alert or email "handled" came in (done, not a message sent)."""
    assert kinds(text, OPS) == expected
