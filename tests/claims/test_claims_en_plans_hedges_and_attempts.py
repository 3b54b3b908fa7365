"""English replies that tell no act done: plans and their headings, modals, conditions, hedges that do or do not
still assert, offers, requests, purposes, and acts tried, undone or never confirmed."""

from __future__ import annotations

import pytest

from agentops.claims import learned
from agentops.claims.detect import find_claims
from tests.claims.catalogues import card_verbs, crm_verbs, desk_verbs, vet_flagged
from tests.claims.en_catalogues import (
    CLINIC,
    PARCEL_TOOLS,
    PAY_BOOK_PUSH_TOOLS,
    config_flagged,
    dental_flagged,
    flagged_en,
    flags_verbs,
    kinds_with,
    lease_claims,
    lease_flagged,
    order_cited,
    parcel_flagged,
    payments_flagged,
    pet_claims,
    pet_flagged,
    record_verbs,
    store_flagged,
)
from tests.claims.judging import claimed_verbs


@pytest.mark.skipif(learned.model() is None, reason="the learned reader's weights are not shipped")
def test_an_attempt_told_adds_no_learned_claim() -> None:
    assert find_claims("I attempted a rollback of the portal [evt:a] but the host refused it.", CLINIC).claims == ()


def test_a_plan_step_ticked_off_is_done() -> None:
    assert store_flagged("Plan:\n1. Scale `workers` to 6 ✅\n2. Post an update in #ops")
    assert not store_flagged("Plan:\n1. Scale `workers` to 6\n2. Post an update in #ops")
    assert not store_flagged("Plan:\n1. Scale `workers` to 6 ✅ [evt:a]", {"a": ("scale_deployment", "verified")})


def test_the_month_may_does_not_hedge_the_act_after_it() -> None:
    text = "Rescheduled your cleaning to May 3 [evt:a] and sent the confirmation."
    assert store_flagged(text, {"a": ("schedule_bill", "verified")})


def test_an_act_the_api_never_confirmed_is_told_as_tried() -> None:
    assert not order_cited(
        "I issued the scale-up to 8 replicas, but the API never confirmed it [evt:a].",
        "mcp__kube__scale",
        "unconfirmed",
    )
    assert order_cited("I issued the scale-up to 8 replicas [evt:a].", "mcp__kube__scale", "unconfirmed")
    # not what someone else did not confirm about another thing
    assert order_cited(
        "I scaled it up, but the team never confirmed the time [evt:a].", "mcp__kube__scale", "unconfirmed"
    )


def test_a_thing_the_agent_made_that_was_rolled_back_is_told_undone() -> None:
    text = "Heads up: the login I created for Ana was rolled back when the sync failed [evt:a]."
    assert not order_cited(text, "provision_login", "compensated")
    assert order_cited("Heads up: I created the login for Ana [evt:a].", "provision_login", "compensated")
    assert order_cited("The login I created for Ana was emailed to her [evt:a].", "provision_login", "compensated")


def test_the_subjects_attribute_after_with_is_no_plan() -> None:
    said = "All 4 tenants with pending repairs got a text [evt:a] [evt:b]."
    assert lease_claims(said) == [("get", "message", 4)]
    assert lease_flagged(said, "text_tenant", "text_tenant")  # 4 texts, 2 calls
    texts = ["text_tenant"] * 4
    assert not lease_flagged("All 4 tenants with pending repairs got a text [evt:a] [evt:b] [evt:c] [evt:d].", *texts)
    assert lease_claims("I'll text the tenants with pending repairs.") == []  # a plan is still a plan


def test_an_opening_infinitive_of_purpose_tells_an_aim() -> None:
    said = "To get the vet bill reimbursed, please upload the invoice in the app. Once it's there, I'll pay it."
    assert pet_claims(said) == []
    assert not pet_flagged(said)
    assert pet_flagged("To save you a trip I've reimbursed the vet bill.")  # the main clause's act, uncited


def test_an_act_then_reversed_after_but_is_told_undone() -> None:
    said = (
        "The $640 payment to Dana Cole was sent [evt:a] but then reversed by the fraud check, so she has nothing yet."
    )
    assert not pet_flagged(said, "makePayment", ends=("compensated",))
    assert pet_flagged("The $640 payment to Dana Cole was sent [evt:a].", "makePayment", ends=("compensated",))


def test_a_present_state_in_a_clause_of_time_is_waited_for() -> None:
    said = "The promo starts only after organic posts are up."
    assert pet_claims(said) == []
    assert not pet_flagged(said)
    assert pet_flagged("Organic posts are up.")  # a result told, uncited


@pytest.mark.parametrize(
    "text",
    [
        "If it helps, I can draft the renewal quote, or set up a call with their buyer.",
        "We could reissue the voucher, or put the credit on the next bill.",
    ],
)
def test_an_alternative_after_a_modal_is_offered_not_done(text: str) -> None:
    assert claimed_verbs(text) == []


def test_a_past_after_or_without_a_modal_still_claims() -> None:
    assert claimed_verbs("I checked the ticket, then refunded it or rather credited it.") != []


@pytest.mark.parametrize(
    "text",
    ["Should be sorted now — I moved your delivery to Thursday.", "Should be good now — I unlocked your account."],
)
def test_a_modal_with_its_subject_left_out_is_no_question(text: str) -> None:
    assert claimed_verbs(text) != []


@pytest.mark.parametrize(
    "text", ["You'll see the refund on your card in 3-5 days.", "You should see the €40 back by Friday."]
)
def test_money_the_reader_will_see_back_was_refunded(text: str) -> None:
    assert parcel_flagged(text, {}) != []
    assert parcel_flagged(text.rstrip(".") + " [evt:a].", {"a": "refund_payment"}) == []


@pytest.mark.parametrize(
    "text",
    [
        "If it's approved, you'll see the refund within a week.",
        "Once the parcel is back, you'll see the refund in 3 days.",
        "You'll see it on your next statement.",
        "Refunded the fee [evt:a]. You'll see the refund on your card in 3-5 days.",
        "Price match applied — you'll see £12 back on your card [evt:a].",
    ],
)
def test_money_seen_back_after_a_condition_or_an_act_claims_nothing_more(text: str) -> None:
    assert [v for v in claimed_verbs(text, PARCEL_TOOLS) if v == "see back"] == []


@pytest.mark.parametrize(
    "text",
    [
        "If you'd also like the carpets cleaned, that's an extra $80.",
        "Should you also want the old invoices deleted, just say so.",
        "We would also like the spare keys cut before Friday.",
    ],
)
def test_also_stays_in_the_modal_clause(text: str) -> None:
    assert claimed_verbs(text) == []


@pytest.mark.parametrize(
    "heading",
    ["Here's what I'd recommend for the move:", "My suggestions:", "What I'll do once you confirm:"],
)
def test_a_proposing_heading_makes_its_items_plans(heading: str) -> None:
    text = f"{heading}\n\n1. New quote with the loyalty discount applied\n2. Inspection booked after you sign"
    assert claimed_verbs(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Your booking should be fixed now.",
        "That ought to be sorted already.",
        "The confirmation will have reached them by now.",
        "Your account should now be unlocked.",
        "The duplicate fee should be reversed now.",
    ],
)
def test_a_hedge_that_still_asserts_is_a_claim(text: str) -> None:
    assert payments_flagged(text, {}) != []


@pytest.mark.parametrize(
    "text",
    ["Emailed Priya about the roof repair.", "Texted Omar about the gate change.", "Called Dana about the invoice."],
)
def test_a_preposition_after_an_opening_verb_and_its_object_is_no_modal(text: str) -> None:
    assert record_verbs(text) != []


@pytest.mark.parametrize("text", ["Shipped orders can't be changed.", "Paid invoices usually arrive in a day."])
def test_a_modal_verb_after_an_opening_participle_still_makes_a_class(text: str) -> None:
    assert record_verbs(text) == []


def test_a_plan_noun_heading_a_noun_phrase_is_no_plan() -> None:
    text = "Moved you to the Starter plan and refunded the unused Pro weeks."
    assert record_verbs(text) == ["move", "refund"]
    assert record_verbs("Moved you to the Starter plan and will refund the unused weeks.") == ["move"]


@pytest.mark.parametrize(
    "text",
    [
        "The site visit is scheduled for Monday.",
        "The archive window is already set to 30 days (set by IT last year).",
        "The archive window is set to renew every year.",
    ],
)
def test_a_plan_or_a_state_found_stays_no_claim(text: str) -> None:
    assert config_flagged(text, {}) == []


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
    assert flags_verbs(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a quote that ends in a full stop ends the sentence: the agent's act after it is read
        ('The form says "Please refund me." I have refunded the deposit.', ["refund"]),
        ('He said "Done." and left.', []),
        # words written or posted in a quote are said, not a text made
        ('Yesterday I posted "the outage is over" — that was premature.', []),
        ("I wrote the incident summary for the board.", ["write"]),
        # a present passive after an opening condition: what follows on it, not an act told
        ("If you switch to annual billing, the unused days are credited to your balance.", []),
        ("If you switch to annual billing, I credited the unused days already.", ["credit"]),
        # the clause after "I checked and": what the look found
        ("I checked and the transfer is recorded against INV-88.", []),
        ("I checked and I cancelled the duplicate.", ["cancel"]),
        # the reader's own act in the perfect ("you've paid"), not "you've been refunded"
        ("The weeks you've already paid for carry over.", []),
        ("You've been refunded the full amount.", ["refund"]),
        # steps or instructions after a label: what the reader is to do
        ("Instructions: restart the router, then sign in with the code we texted.", []),
        ("Steps taken: restarted the router and texted you the code.", ["restart", "text"]),
        # a time clause ends at "I"/"we" after its own past verb
        ("When the stock arrived we dispatched your order.", ["dispatch"]),
        ("Once it's dispatched we'll text you.", []),
        # ringing: the agent's call is a message, a phone that rang is not
        ("I rang the surgery this morning.", ["ring"]),
        ("Your phone rang but nobody answered.", []),
    ],
)
def test_english_plans_quotes_and_time(text: str, expected: list[str]) -> None:
    assert desk_verbs(text) == expected


def test_a_present_after_before_i_is_still_ahead() -> None:
    assert not flagged_en("Just to confirm before I charge your card: two e-bikes, Saturday, €80 in total.")
    assert flagged_en("Just so you know, I charged your card €80 already.")


def test_shipping_later_or_asked_or_planned_is_no_act() -> None:
    assert card_verbs("Your order is shipping next week.") == []
    assert card_verbs("Is it shipping today?") == []
    assert card_verbs("It is going to ship today.") == []
    assert card_verbs("The replacement is not shipping today.") == []


def test_a_hedge_of_expectation_does_not_keep_a_cited_sentence_from_stating_its_call() -> None:
    said = "The booking should show on Luna's record now [evt:a]."
    assert vet_flagged(said, a="bookVisit/unconfirmed")  # the call never verified: the hedge asserts it anyway
    assert not vet_flagged(said, a="bookVisit")
    assert vet_flagged("The deposit is probably back on your card [evt:a].", a="refundDeposit/unconfirmed")
    doubt = "I'm not sure yet whether the booking stuck; the change hasn't been confirmed [evt:a]."
    assert not vet_flagged(doubt, a="bookVisit/unconfirmed")  # it says it does not know


def test_a_unit_opening_with_an_order_number_is_no_question() -> None:
    assert vet_flagged("#5521 is on its way to your address.")  # nothing cited
    assert not vet_flagged("#5521 is on its way to your address [evt:a].", a="shipFood")
    assert not vet_flagged("Is it on its way yet?")


def test_a_belief_does_not_hedge_the_agents_own_perfect() -> None:
    assert dental_flagged("I believe I've cancelled Thursday's appointment for you.")
    assert not dental_flagged("I believe I've cancelled Thursday's appointment for you [evt:a].", a="cancelAppointment")
    assert not dental_flagged("I believe the front desk cancelled Thursday's appointment.")  # someone else's, supposed


@pytest.mark.parametrize(
    "text", ["I went in to check the settings first.", "If your order went in before noon, it ships today."]
)
def test_going_in_to_look_or_under_a_condition_is_no_claim(text: str) -> None:
    assert crm_verbs(text) == []


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
    assert kinds_with(text) == expected


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
    assert kinds_with(text) == expected


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
    assert kinds_with(text, PAY_BOOK_PUSH_TOOLS) == expected
