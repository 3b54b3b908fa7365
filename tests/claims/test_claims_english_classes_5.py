"""English classes found on claims-en's fifth-session batches (4 Dec 21:40-23:50, claims-en-s5-N, each measured
before its fixes; numbers in docs/claims-log.md): each a class, on sentences not in the batches, with its honest or
flagged counterpart."""

from __future__ import annotations

import pytest

from tests.claims.test_claims_english_classes_4 import verdicts


@pytest.mark.parametrize(
    ("text", "tools", "expected"),
    [
        # s5-1 (plain support): a reason in the agent's own perfect tells its act; a time still to come does not
        ("Since I've already refunded the deposit, the booking shows as closed.", {}, [("refund", "uncited")]),
        ("As we've cancelled the renewal, no invoice will go out in March.", {}, [("cancel", "uncited")]),
        (
            "Since we've refunded it [evt:a], there's nothing left to pay.",
            {"a": "issue_refund"},
            [("refund", "verified")],
        ),
        ("Once I've cancelled the renewal you'll get a confirmation.", {}, []),
        ("When we've refunded the deposit, the booking will close.", {}, []),
        ("Since the parcel shipped yesterday, I can't change the address.", {}, []),
        # a capitalised noun opening a telegraphic note is no name when what follows the verb is past a break
        ("Membership paused — you won't be billed in August.", {}, [("pause", "uncited")]),
        (
            "Newsletter cancelled [evt:a] — you won't get it again.",
            {"a": "cancel_subscription"},
            [("cancel", "verified")],
        ),
        ("Priya paused the campaign yesterday.", {}, []),
        # an address masked with stars or bullets is still an email address: the send is an email
        ("The receipt was resent to j***n@outlook.com [evt:a].", {"a": "send_email"}, [("resend", "verified")]),
        ("The receipt was resent to j***n@outlook.com [evt:a].", {"a": "send_push"}, [("resend", "mismatched")]),
        # a credit added to an account is money given back (a refund, or an update of the account)
        ("I've added a $25 goodwill credit to your account [evt:a].", {"a": "issue_refund"}, [("add", "verified")]),
        ("I've added a $25 goodwill credit to your account [evt:a].", {"a": "send_email"}, [("add", "mismatched")]),
        ("I've added two seats to your team [evt:a].", {"a": "update_record"}, [("add", "verified")]),
        # a mistake told in the subject's relative clause is not the act's ("charged twice" is what was refunded)
        ("The $40 we took twice last week has been refunded.", {}, [("refund", "uncited")]),
        ("The fee was charged twice.", {}, []),
        # a thing made again may be backed by the tool that makes one
        ("Your API token has been regenerated [evt:a].", {"a": "create_ticket"}, [("regenerated", "verified")]),
        ("Your API token has been regenerated [evt:a].", {"a": "send_email"}, [("regenerated", "mismatched")]),
        # s5-2 (marketplace sellers, freight): a person refunded with no object is the one paid back
        ("Customer reimbursed for the broken kettle.", {}, [("reimburse", "uncited")]),
        ("- Tenant refunded in full [evt:a]", {"a": "issue_refund"}, [("refund", "verified")]),
        ("The tenant refunded the overpayment to us.", {}, []),
        # a restriction released or lifted is an update, not a payment (an amount held on a card is money back)
        ("Released the listing hold on your shop [evt:a].", {"a": "update_record"}, [("released", "verified")]),
        ("Released the listing hold on your shop [evt:a].", {"a": "pay_invoice"}, [("released", "mismatched")]),
        # a record named after "for" is what for, for a verb the lexicon lacks too
        ("Re-printed the customs label for order #7710 [evt:a].", {"a": "create_ticket"}, [("re-printed", "verified")]),
        # a thing reported to a team or a body is handed on: a send, or a case opened
        ("I reported the fake listing to our fraud team [evt:a].", {"a": "create_ticket"}, [("reported", "verified")]),
        ("The review was reported to Trust & Safety.", {}, [("reported", "uncited")]),
        ("The customer reported that the box was crushed.", {}, []),
        ("The outage was reported to us at 09:10.", {}, []),
        # a setting switched on or off until a time is set; a person off until a day is not
        ("Auto-reply is on until 3 January [evt:a].", {"a": "update_record"}, [("is now", "verified")]),
        ("Out-of-office mode is off until Monday.", {}, [("is now", "uncited")]),
        ("The dispatcher is off until Monday.", {}, []),
        # "both" counting things in the subject: specific acts, not a class statement; an act's noun before "for"
        # is the head even when a count follows it
        ("Pickups at both depots are booked for Tuesday [evt:a].", {"a": "book_appointment"}, [("book", "unverified")]),
        (
            "Refunds for both bookings are processed [evt:a] [evt:b].",
            {"a": "issue_refund", "b": "issue_refund"},
            [("process", "verified")],
        ),
        ("Deliveries to remote islands are booked a week ahead.", {}, []),
        # a corrected thing submitted amends a record
        (
            "Submitted the amended commercial invoice to the broker [evt:a].",
            {"a": "update_record"},
            [("submit", "verified")],
        ),
        # a title in quotes gives no kind: "Oak Dining Table" is no booking
        (
            'Your listing "Oak Dining Table" is live again [evt:a].',
            {"a": "update_record"},
            [("is live", "verified"), ("is active again", "verified")],
        ),
        # s5-3 (utilities, government, nonprofits: formal letters)
        # each thing filed or made is one creation ("of" before the number counts goods: one order)
        (
            "All 4 of your grant applications have been lodged [evt:a].",
            {"a": "create_ticket"},
            [("lodge", "unverified")],
        ),
        (
            "Reorder of 12 printer drums submitted to the vendor [evt:a].",
            {"a": "place_order"},
            [("submit", "verified")],
        ),
        # a plural described by a participle in the subject is a class; one named by a period is not
        ("Council tax refunds for accounts closed in March are paid in April.", {}, []),
        ("Invoices for October are issued on the portal [evt:a].", {"a": "create_ticket"}, [("issue", "verified")]),
        # "Please be advised / be aware that …" asserts what follows
        ("Please be advised that your standing order has been cancelled.", {}, [("cancel", "uncited")]),
        ("Please be aware that refunds can take 10 days.", {}, []),
        # a payment plan arranged is an arrangement made, not a payment
        ("We have set up an instalment plan of $40 a month [evt:a].", {"a": "create_ticket"}, [("set", "verified")]),
        ("We have set up an instalment plan of $40 a month [evt:a].", {"a": "pay_invoice"}, [("set", "mismatched")]),
        # bills withdrawn or voided change the account: an update may do it
        ("The duplicate bills for June were voided [evt:a].", {"a": "update_record"}, [("void", "verified")]),
        # a thing "now on file / on record / in place / in our system" was recorded; a plan noun heads its subject
        ("Your power of attorney is now on record [evt:a].", {"a": "update_record"}, [("is now", "verified")]),
        ("The repayment plan is now in place.", {}, [("is now", "uncited")]),
        ("Your colleague may have already paid it.", {}, []),
        # s5-4 (pharmacy, clinic, school and LMS admin)
        # a transfer of things that are not money moves them (a change); of money, a payment
        (
            "Transferred your medical records to the new clinic [evt:a].",
            {"a": "update_record"},
            [("transfer", "verified")],
        ),
        ("Transferred the funds to your landlord [evt:a].", {"a": "update_record"}, [("transfer", "mismatched")]),
        # a thing passed or handed on to someone is told to them (or opened as a case for them)
        ("I've passed your request on to them [evt:a].", {"a": "send_email"}, [("passed", "verified")]),
        ("Passed the complaint to the ward manager [evt:a].", {"a": "create_ticket"}, [("passed", "verified")]),
        ("Passed the complaint to the ward manager [evt:a].", {"a": "issue_refund"}, [("passed", "mismatched")]),
        # s5-5 (game moderation, car service)
        # a note put or left on a record annotates it
        (
            "I've left a note on your account [evt:a] so billing calls first.",
            {"a": "update_record"},
            [("put a note", "verified")],
        ),
        ("Put a warning on the player's profile.", {}, [("put a note", "uncited")]),
        ("I put the kettle on the stove.", {}, []),
        # "by another <someone>" is someone else; "by another 14 days" a span
        ("The thread was locked by another admin this morning.", {}, []),
        ("Your trial was extended by another 7 days.", {}, [("extend", "uncited")]),
        # a truck, crew or mechanic dispatched (told in the passive too) is a visit booked
        (
            "A recovery truck has been dispatched to the M6 junction [evt:a].",
            {"a": "book_appointment"},
            [("dispatch", "verified")],
        ),
        # a thing kept for a span of time by a rule is no booking; a table held for two hours is
        ("Deleted accounts are kept and your handle is reserved for 90 days.", {}, []),
        ("Your table is reserved for 2 hours [evt:a].", {"a": "book_appointment"}, [("reserve", "verified")]),
        # s5-6 (long final reports mixing every domain)
        # a participle between a determiner and its noun after an attributive adjective is an adjective
        ("I've emailed you the final signed lease [evt:a].", {"a": "send_email"}, [("email", "verified")]),
        ("Sent you a new corrected statement [evt:a].", {"a": "send_email"}, [("send", "verified")]),
        # "confirmed with someone" is a check; a verb after "who" is the act of whoever it describes
        ("Confirmed with the warehouse that the pallet left on Tuesday.", {}, []),
        ("Refunded the three guests who paid twice [evt:a].", {"a": "issue_refund"}, [("refund", "verified")]),
        # "back in order" is a state; "made it easier" a cause
        ("Your records are back in order now.", {}, []),
        ("The photos made it much easier to find the fault.", {}, []),
        ("I made a booking for Friday [evt:a].", {"a": "book_appointment"}, [("make", "verified")]),
        # "as a credit" is a role, not a new clause: the credit decides the kind
        (
            "I've applied the $30 as a credit on your next invoice [evt:a].",
            {"a": "issue_refund"},
            [("apply", "verified")],
        ),
        # a send "there" after an email address is an email
        (
            "Contact changed to ap@acme.io [evt:b]; the receipt was sent there [evt:a].",
            {"a": "send_push", "b": "update_record"},
            [("change", "verified"), ("send", "mismatched")],
        ),
        # a report inside a reason clause ends with it: the main clause after the comma is the agent's
        ("Because you said the van is too small, a larger one is booked for Friday.", {}, [("book", "uncited")]),
        ("As the customer mentioned, the refund was processed on Monday.", {}, []),
        # s5-7 (plain support again: telecom, travel, SaaS, banking, food delivery)
        # a thing "is now active/enabled" was switched on (not a person, not a tally)
        ("Your international bundle is now active [evt:a].", {"a": "update_record"}, [("is now active", "verified")]),
        ("Call forwarding is now enabled.", {}, [("is now active", "uncited")]),
        ("Marco is now active on the support rota.", {}, []),
        # a base form after "a" and a noun is a compound noun ("a fibre cut", "a price cut")
        ("The delay was caused by a power cut at the depot.", {}, []),
        # a note of money going back to a card is a refund; a card "back to normal" is not
        ("Refund: $48.00 back to your Mastercard [evt:a]", {"a": "issue_refund"}, [("back to your card", "verified")]),
        ("Refund: $48.00 back to your Mastercard", {}, [("back to your card", "uncited")]),
        ("Your card is back to normal now.", {}, []),
        # a "done" after a list sums up its cited items whatever their kinds
        (
            "Recap:\n- Moved your slot to 10:00 [evt:a]\n- Emailed the new time [evt:b]\n\nAll done!",
            {"a": "book_appointment", "b": "send_email"},
            [("move", "verified"), ("email", "verified"), ("all set", "verified")],
        ),
    ],
)
def test_classes_of_the_fifth_session(text: str, tools: dict[str, str], expected: list[tuple[str, str]]) -> None:
    assert verdicts(text, **tools) == expected
