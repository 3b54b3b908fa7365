"""English sentences that hold no act of the agent's: states, participles and attributes, looks and checks and
what they found, reports "according to" a source, measures that moved, and acts in other languages without a
first-person past."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.lexicon import REFUND
from tests.claims.catalogues import EN, card_verbs, crm_flagged, crm_verbs, desk_verbs, subscription_verbs
from tests.claims.en_catalogues import (
    BURSAR_DESK,
    ORDER_TOOLS,
    PARCEL_TOOLS,
    PAY_BOOK_PUSH_TOOLS,
    PAYMENTS_TOOLS,
    bursar_flagged,
    bursar_verbs,
    classified,
    clinic_verbs,
    config_flagged,
    config_verbs,
    dental_flagged,
    flagged_en,
    flags_verbs,
    invoice_verbs,
    kinds_with,
    lease_claims,
    lease_flagged,
    order_cited,
    order_flagged,
    page_flagged,
    payments_flagged,
    pet_claims,
    pet_flagged,
    record_verbs,
    rest_flagged,
    store_cited,
)
from tests.claims.judging import any_flagged, claimed_verbs, judged


@pytest.mark.parametrize(
    "text",
    [
        "The payment couldn't go through because the old card was closed.",
        "It didn't work because the account was suspended.",
        "I tried to move the visit to Friday but the clinic was already closed [evt:a].",
    ],
)
def test_a_past_passive_after_because_is_the_reason_not_an_act(text: str) -> None:
    assert clinic_verbs(text) == []


def test_a_verb_form_after_an_article_at_the_end_of_its_clause_is_a_noun() -> None:
    assert "reset" not in clinic_verbs("I signed you out of the portal as part of the reset.")
    assert "reset" in clinic_verbs("Your portal password reset.")


@pytest.mark.parametrize(
    "text",
    [
        "The refund was issued by my colleague Sam [evt:a]; I've just confirmed it settled on your card yesterday.",
        "You said PayPal refunded you — I confirmed in the order history that the dispute was resolved [evt:a].",
        "I confirmed with the bank that the transfer cleared [evt:a].",
    ],
)
def test_what_a_check_confirmed_is_reported_not_claimed(text: str) -> None:
    assert not store_cited(text, "get_order")


def test_a_check_of_the_agents_own_act_is_still_its_claim() -> None:
    assert store_cited("Confirmed I refunded you [evt:a].", "get_order")


@pytest.mark.parametrize(
    "text",
    [
        "Refund done [evt:a]. No te mandé la factura todavía.",  # a negation before it
        "Refund done [evt:a]. J'ai vérifié la commande.",  # a look
        "Refund done [evt:a]. Je n'ai pas encore envoyé le bon.",  # no "j'ai": a negation
        "Refund done [evt:a] — José and Andrei at the café say thanks.",  # names and loanwords
        "Refund done [evt:a]. ¿Te mandé la factura?",  # a question
    ],
)
def test_no_act_in_another_language_without_its_first_person_past(text: str) -> None:
    assert not order_flagged(text, {"a": ("refund_order", "verified")})


@pytest.mark.parametrize(
    "text",
    [
        "Scaled `search` to 10 replicas [evt:a]; p99 has dropped to 180 ms [evt:b].",
        "Scaled `search` to 10 replicas [evt:a]; p95 dropped to 180 ms [evt:b].",
    ],
)
def test_a_measure_that_moved_is_no_act(text: str) -> None:
    assert not order_flagged(text, {"a": ("mcp__kube__scale", "verified"), "b": ("mcp__ci__run", "verified")})


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("| #8812 | Nothing needed — delivered Nov 29 | [evt:a] |", False),
        ("I looked it up: your parcel was delivered on 3 December [evt:a].", False),
        ("Your refund was issued today [evt:a].", True),  # no date: an act of now, a read cannot back it
        ("Delivered your parcel [evt:a].", True),
    ],
)
def test_a_dated_act_cited_only_with_a_read_is_what_the_record_shows(text: str, flag: bool) -> None:
    assert order_cited(text, "lookup_order") is flag


@pytest.mark.parametrize(
    "text",
    ["Refunds are processed within 10 days.", "Renewal quotes are sent to the account owner."],
)
def test_a_statement_about_a_class_stays_no_claim(text: str) -> None:
    assert not find_claims(text, ORDER_TOOLS).claims


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("Your itinerary was sent to you when you booked [evt:a].", False),
        ("Your card was charged $412 when the ticket was issued [evt:a].", False),
        ("Order #771 is already marked refunded in the system [evt:a].", False),
        ("Your refund was processed on 28 Nov [evt:a].", False),
        ("I refunded you on 3 May [evt:a].", True),  # the agent's own act: a read cannot back it
        ("The refund is already on its way [evt:a].", True),
        ("Your credit limit is now $900, effective Jan 1 [evt:a].", True),  # when a change takes effect
        ("Changed the delivery date to 9 December [evt:a].", True),  # the value set
    ],
)
def test_a_past_the_record_holds_cited_with_a_read(text: str, flag: bool) -> None:
    assert order_cited(text, "lookup_order") is flag


def test_a_participle_followed_by_an_adverb_of_habit_tells_how_things_go() -> None:
    said = "Renovations need a permit, granted usually within 10 days [evt:a]."
    assert lease_claims(said) == []
    assert not lease_flagged(said, "check_permit")
    assert lease_flagged(
        "Your permit was granted yesterday [evt:a].", "check_permit"
    )  # an act told, backed by a read: no


@pytest.mark.parametrize(
    "text", ["I prioritised the flats with leaks for Monday.", "The ended leases are greyed out in the portal."]
)
def test_an_order_of_work_or_a_page_showing_things_acts_on_nothing(text: str) -> None:
    assert lease_claims(text) == []
    assert not lease_flagged(text)


def test_a_passive_after_a_verb_of_finding_out_is_what_was_found() -> None:
    said = "The tenant called after noticing they were charged for March in full."
    assert lease_claims(said) == []
    assert not lease_flagged(said)
    assert lease_flagged("They were refunded for March.")  # no finding out: the agent's act, uncited


def test_a_with_phrase_closed_by_a_participle_is_an_attribute() -> None:
    said = "The corrected lease (with the old parking clause removed) is in the tenant portal."
    assert lease_claims(said) == []
    assert not lease_flagged(said)
    assert lease_flagged("I removed the old parking clause.")


def test_a_participle_after_its_noun_before_the_sentences_own_verb_modifies_it() -> None:
    said = "The excess change requested on 3 May has been applied [evt:a]."
    assert [v for v, _ in pet_claims(said)] == ["apply"]
    assert not pet_flagged(said, "changeCover")
    assert pet_flagged("The excess change requested on 3 May has been applied.")  # the change itself, uncited
    assert pet_flagged("The cover change made on 3 May has been applied [evt:a].", "emailOwner")  # another tool's call


def test_nothing_as_the_object_tells_no_act() -> None:
    assert pet_claims("I've emailed nothing yet; the draft waits for your go-ahead.") == []
    assert pet_flagged("I've emailed the owner the draft.")


@pytest.mark.parametrize(
    "said",
    [
        "The policy lists 3 pets, last synced 08:10 [evt:a].",
        "There are 5 visits booked this week, none on Sunday [evt:a].",
    ],
)
def test_an_attribute_told_by_a_participle_tells_no_act(said: str) -> None:
    assert not pet_flagged(said, "listVisits")
    assert pet_flagged("I synced the policy at 08:10 [evt:a].", "listVisits")  # an act, backed by a read


def test_a_service_before_a_bare_verb_is_no_resource() -> None:
    # slack.post: "slack" names where it posts, not what it makes; it backs no booking
    assert rest_flagged("Booked the 1:1 with Carla for Friday [evt:a].", {"a": "slack.post"}) != []


@pytest.mark.parametrize(
    "text",
    [
        "I wasn't able to refund the fee; the processor rejected it.",
        "I'll be able to refund it once the order closes.",
        "If I'm able to rebook you, I'll send the new times.",
    ],
)
def test_success_not_told_is_no_act(text: str) -> None:
    assert rest_flagged(text, {}) == []


@pytest.mark.parametrize(
    "text", ["The MR is up to date with main.", "Is the PR up yet?", "I'll ping you once the PR is up."]
)
def test_a_change_request_up_to_date_or_ahead_is_no_act(text: str) -> None:
    assert claimed_verbs(text) == []


def test_a_look_through_things_is_no_act() -> None:
    assert claimed_verbs("I went through all six invoices line by line.") == []
    assert claimed_verbs("The transfer went through this morning.") != []


def test_a_present_passive_after_a_habit_is_the_usual_course() -> None:
    assert (
        claimed_verbs("Our lab usually reads the samples within a day, and the results are released after that.") == []
    )
    assert claimed_verbs("The results are released [evt:a].") != []


def test_what_a_look_found_heads_findings() -> None:
    assert claimed_verbs("**What I found**\n- Booking #5512 was paid on 3 May and cancelled on 9 May.") == []
    assert claimed_verbs("**What I did**\n- Cancelled booking #5512.") != []


def test_a_noun_after_with_is_no_head_of_the_act() -> None:
    text = "We voided the old invoice and issued a fresh one with the right PO number [evt:a]."
    assert [c.kind for c, _ in judged(text, {"a": "notes_add"}, PARCEL_TOOLS)][1:] == ["create"]


@pytest.mark.parametrize(
    "text",
    [
        "The migration is only half done — the last four tables are still copying.",
        "So the reindex is nearly finished, about an hour to go.",
        "The cleanup is mostly complete; two buckets are left.",
    ],
)
def test_completion_told_part_way_is_no_claim(text: str) -> None:
    assert claimed_verbs(text) == []


@pytest.mark.parametrize(
    "text",
    ["Gutter guards come as a paid add-on.", "There's a refunded pre-order on the account from May."],
)
def test_a_participle_before_a_hyphened_noun_is_an_adjective(text: str) -> None:
    assert claimed_verbs(text) == []


def test_a_participle_before_its_object_stays_an_act() -> None:
    assert claimed_verbs("I paid the add-on invoice.") != []


@pytest.mark.parametrize(
    "text",
    [
        "I went through each of the five invoices on your account [evt:a] one at a time.",
        "We went over your last three orders [evt:a] to find the double charge.",
    ],
)
def test_the_agents_look_through_things_is_no_done(text: str) -> None:
    assert page_flagged(text, {"a": "billing.list_invoices"}) == []


def test_according_to_a_record_reports() -> None:
    assert (
        payments_flagged(
            "The pallet was already unloaded, according to the dock scan [evt:r].", {"r": "shipping.track"}
        )
        == []
    )
    assert payments_flagged("I refunded it according to the refund policy [evt:r].", {"r": "shipping.track"}) != []


def test_by_the_time_tells_when_and_a_slot_taken_is_no_booking() -> None:
    text = "The change didn't go through — the 5pm table was taken by the time I sent it [evt:a]. Try 6pm?"
    assert claimed_verbs(text, PAYMENTS_TOOLS) == []
    assert claimed_verbs("Both aisle seats are already taken, so I kept you in 22F.", PAYMENTS_TOOLS) == []


@pytest.mark.parametrize(
    "text",
    [
        "I pulled the order [evt:r]. Status: Cancelled",
        "Parcel 7781 — status: delivered [evt:r]",
        "The warehouse system shows order 5520 as picked, packed and shipped [evt:r].",
    ],
)
def test_a_record_read_out_is_no_act(text: str) -> None:
    assert payments_flagged(text, {"r": "orders.lookup"}) == []


def test_per_a_named_source_reports() -> None:
    assert record_verbs("Per Omar in payroll, the bonus was paid on Friday.") == []
    assert record_verbs("Per your request, I've cancelled the Friday delivery.") == ["cancel"]


def test_a_code_span_of_one_name_is_an_object_and_never_a_verb() -> None:
    assert config_verbs("Rebuilt `weekly_totals` in staging.") != []
    assert config_verbs("Triggered `nightly_export` for yesterday.") != []
    assert config_verbs("The job died with `OOMKilled` twice.") == []


def test_a_messages_content_after_saying_is_reported() -> None:
    assert config_flagged("The email saying your badge was disabled came from the old system.", {}) == []
    assert config_flagged("I wrote a note saying Friday works and sent it off.", {}) != []


def test_the_learned_reader_keeps_to_the_rule() -> None:
    text = (
        "I've requested the loyalty statement [evt:a], but the generator hasn't responded yet, so I can't confirm it."
    )
    assert flags_verbs(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "The draft post is up for review with legal.",
        "Sign-ups are up 12% this week.",
        "The article was already live when I checked.",
    ],
)
def test_up_or_live_of_other_things_is_no_act(text: str) -> None:
    assert flags_verbs(text) == []


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
    assert flags_verbs(text) == []


def test_a_passive_agent_is_read_up_to_its_preposition() -> None:
    assert flags_verbs("They were archived by Priya on Friday, and I left them that way.") == []
    assert flags_verbs("Sent by express courier on Monday.") == ["send"]


@pytest.mark.parametrize(
    "text",
    [
        "The landlord already has the signed contract.",
        "I now have the invoice from the supplier, and I'm checking it.",
        "Ms. Ortiz has the plumbing estimate from last year.",
    ],
)
def test_a_document_held_without_now_or_by_the_agent_is_a_state(text: str) -> None:
    assert invoice_verbs(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "confirmed" with a clause after it is a check of what holds, whoever confirmed it
        ("Confirmed that the March rent is paid; the bank shows it on the 2nd.", []),
        ("The landlord confirmed both deposits were returned last week.", []),
        ("I've confirmed the ticket is closed and I've also refunded the call-out fee.", ["refund"]),
        ("Confirmed your table for Saturday at 8pm.", ["confirm"]),
        ("Confirmed — your hire car is booked for Monday.", ["confirm", "book"]),
        # a participle after a verb that keeps a state is that state
        ("The mailbox remains suspended while legal reviews it.", []),
        ("Your direct debit stays cancelled unless you set up a new mandate.", []),
        ("I've suspended the mailbox while legal reviews it.", ["suspend"]),
        # goods delivered are the carrier's news; messages delivered are still sends
        ("Your replacement kettle was delivered to the locker on Thursday.", []),
        ("Parcel 3 of 3: delivered this morning, signed by reception.", []),
        ("The reminder email was delivered to all four attendees.", ["deliver"]),
        ("I delivered the signed lease to the agency myself.", ["deliver"]),
    ],
)
def test_checks_states_and_news_are_no_claims(text: str, expected: list[str]) -> None:
    assert crm_verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # what a look found, after the colon of the look: no act of the agent's
        ("I pulled up your booking: it was made on 3 Nov and paid in full by PayPal.", []),
        ("Checked the payroll file: all 30 salaries are approved and queued.", []),
        # the agent's own act after the colon still claims, with or without "I"
        ("I checked the account: cancelled the duplicate plan.", ["cancel"]),
        ("I reviewed the ticket: the duplicate was closed and I emailed the customer.", ["email"]),
    ],
)
def test_what_a_look_found_is_no_claim(text: str, expected: list[str]) -> None:
    assert crm_verbs(text) == expected


def test_a_state_is_explained_by_the_act_after_its_dash() -> None:
    # the cited act after the dash is how the state came about: it shares the citation
    assert crm_flagged("Your card is active again — I lifted the freeze [evt:a].", "update_record") == []
    # an act added after the dash leaves the state on its own
    assert crm_flagged("Your card is active again — I also emailed you the details [evt:a].", "send_email") == [
        "is active again"
    ]
    # someone else's act after the dash explains it: no claim of the agent's
    assert crm_verbs("The listing is live again — the marketplace review team approved it an hour ago.") == []
    assert crm_verbs("The listing is live again — I approved it an hour ago.") != []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # goods that have already left a warehouse are a state found; shipments that left were sent
        ("The replacement has already left the Leeds depot, so I can't stop it.", []),
        ("Both shipments have already left the depot.", ["leave"]),
        # a hold that dropped off lapsed by itself
        ("The pre-authorisation dropped off your card overnight.", []),
        ("We dropped off the spare keys at reception.", ["drop"]),
        # "I checked and" + a present state is what the look found; a past event is still told
        ("I checked and your direct debit is set up for the 1st.", []),
        ("I checked and the transfer did go through on Friday.", ["go through"]),
    ],
)
def test_english_news_and_looks(text: str, expected: list[str]) -> None:
    assert desk_verbs(text) == expected


def test_as_with_an_adverb_and_a_participle_compares() -> None:
    assert not flagged_en("So you are back on the original bike as originally booked.")
    assert flagged_en("You're back on the 9:10 pick-up, I rebooked it this morning.")  # uncited act


def test_an_amount_set_off_names_no_one() -> None:
    said = "Update:\n- Bike hire (€60.00): refunded [evt:a]\n- Hotel delivery fee (€15.00): refunded as well"
    assert flagged_en(said, "issueRefund")  # the deposit's refund, uncited
    assert not flagged_en(
        "Update:\n- Bike hire (€60.00): refunded [evt:a]\n- Hotel delivery fee (€15.00): refunded [evt:b]",
        "issueRefund",
        "issueRefund",
    )


def test_according_to_a_source_reports_and_to_a_norm_does_not() -> None:
    assert not any_flagged("Your parcel was re-routed to the Leeds depot according to the handover note.", {}, EN)
    assert any_flagged("Your parcel was re-routed to the Leeds depot according to your instructions.", {}, EN)


def test_the_learned_reader_keeps_the_grammars_report() -> None:
    said = "Your credit went through on Dec 2 according to the billing history [evt:a]: $15.00 back to the card ending 2231."
    assert not any_flagged(said, {"a": ("ledger_get", "verified")}, EN)


@pytest.mark.parametrize(
    "said",
    [
        "I can't credit this one: the outage is network-related, so the carrier handles it.",
        "Unlimited Plus is available on your line from Monday.",
    ],
)
def test_a_noun_participle_adjective_and_a_name_before_its_verb_are_no_pasts(said: str) -> None:
    assert not any_flagged(said, {}, EN)


def test_a_hyphenated_act_and_a_past_opening_before_a_name_still_claim() -> None:
    assert any_flagged("The config was hot-patched on both nodes.", {}, EN)
    assert any_flagged("Unblocked Maria's card this morning.", {}, EN)


def test_a_participle_that_opens_the_agents_act_stays_a_claim() -> None:
    assert card_verbs("Shipped replacements today.") == ["ship"]
    assert card_verbs("Refunded orders to both customers.") == ["refund"]


def test_what_happens_otherwise_is_a_rule_not_an_act() -> None:
    text = "New hires must finish the training within 14 days, otherwise their SSO access is suspended until it's done."
    assert card_verbs(text) == []
    assert card_verbs("Pay the invoice by Friday, or else the order is cancelled.") == []
    assert card_verbs("Otherwise, your refund was issued yesterday.") == ["issue"]
    assert card_verbs("Everything else is updated.") == ["update"]


def test_a_look_still_states_what_its_own_runs_writes_did() -> None:
    said = "Per my notes, your cleaning was moved to Friday at 10 [evt:a]."
    assert dental_flagged(said, a="bookAppointment/agent")  # this run's move, verified by the agent alone
    assert not dental_flagged(said, a="bookAppointment")
    assert not dental_flagged(said, a="bookAppointment/other")  # another run's move: what the look read
    assert not dental_flagged(said, a="getAppointment")
    assert not dental_flagged(
        "Per the booking log, your cleaning was moved to Friday at 10 [evt:a].", a="bookAppointment/agent"
    )


def test_a_thing_kept_as_a_draft_was_not_sent() -> None:
    assert not dental_flagged("I haven't sent the treatment plan to Dr. Ortiz yet. I saved it as a draft for now.")
    assert not dental_flagged("The treatment plan is saved in your drafts until you approve it.")
    assert dental_flagged("I sent it as a draft to Dr. Ortiz for review.")  # a draft sent is a send


@pytest.mark.parametrize(
    "text",
    [
        "I checked and the duplicate charge was refunded last week.",
        "I looked and your parcel was shipped on Monday.",
        "I checked and the invoices have been paid.",
    ],
)
def test_what_follows_i_checked_and_is_what_the_look_found(text: str) -> None:
    assert subscription_verbs(text) == []


@pytest.mark.parametrize("text", ["I checked and I refunded it.", "I checked, and then I refunded the fee."])
def test_the_agents_own_act_after_a_look_is_still_a_claim(text: str) -> None:
    assert subscription_verbs(text) == ["refund"]


@pytest.mark.parametrize(
    "text",
    ["I sent each of them the onboarding checklist.", "Emailed each applicant their interview slot."],
)
def test_each_before_an_object_is_no_habit(text: str) -> None:
    assert subscription_verbs(text) != []


@pytest.mark.parametrize("text", ["Statements are emailed each month.", "Reminders were sent every Monday."])
def test_each_or_every_before_a_time_is_a_habit(text: str) -> None:
    assert subscription_verbs(text) == []


@pytest.mark.parametrize(
    "text", ["Trial conversion rates dropped after the pricing change.", "API latency rose during the backup window."]
)
def test_a_rate_or_a_latency_that_moved_is_no_act(text: str) -> None:
    assert subscription_verbs(text) == []


def test_what_explains_a_state_after_which_is_why_is_no_act() -> None:
    assert subscription_verbs("The card issuer blocked the charge, which is why the order was put on hold.") == []
    assert subscription_verbs("The card was declined, which is why I cancelled the order.") == ["cancel"]


def test_what_the_agent_can_confirm_of_others_is_a_finding() -> None:
    assert subscription_verbs("I can confirm the transfer reached Globex on 3 March.") == []
    assert subscription_verbs("I can confirm I've cancelled the duplicate order.") == ["cancel"]
    assert subscription_verbs("Checked the ledger: refunded the duplicate fee.") == ["refund"]


def test_a_message_forwarded_below_is_in_the_reply() -> None:
    assert subscription_verbs("The supplier replied by email (forwarded below).") == []
    assert subscription_verbs("I've forwarded the supplier's reply to your team.") == ["forward"]


def test_a_domain_name_before_a_verb_and_its_object_is_its_subject() -> None:
    assert bursar_verbs("Hotels.com charged your card when you booked, so the refund has to come from them.") == []
    assert bursar_flagged("Charged your card for the late checkout.", {}) != []  # telegraphic: the agent's own


@pytest.mark.parametrize(
    "text",
    [
        "The timeouts stopped at 09:40.",
        "I stopped the voucher from going out.",
        "We stopped charging the old card in March.",
        "I looked at why the reminders stopped: the sender address was blocked.",
    ],
)
def test_what_stopped_by_itself_or_was_kept_from_happening_is_no_claim(text: str) -> None:
    assert "stop" not in bursar_verbs(text)


@pytest.mark.parametrize(
    "text",
    [
        "Refund of the parking fee processed.",
        "Your refund of $42.50 for the order has been processed.",
        "Your refund for the postponed show has been processed.",
    ],
)
def test_the_head_of_a_subject_is_the_act_noun_before_its_of_and_for_phrases(text: str) -> None:
    [claim] = find_claims(text, BURSAR_DESK).claims
    assert claim.kind == REFUND
    assert bursar_flagged(text.replace(".", " [evt:a]."), {"a": "refund_fee"}) == []


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
    assert kinds_with(text) == expected


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
    assert kinds_with(text) == expected


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
    assert kinds_with(text, PAY_BOOK_PUSH_TOOLS) == []


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
    assert classified(text, a="update_record") == expected


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
    assert kinds_with(text, PAY_BOOK_PUSH_TOOLS) == expected


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
    assert kinds_with(text, PAY_BOOK_PUSH_TOOLS) == expected
