"""Classes claims-en fixed on 5 Dec (fix batches 1–4 of claims-writer), each on sentences invented for the test,
with its counterpart that must stay as it was:

- A passive of a verb the lexicon lacks after "is"/"was" with a specific subject (a determiner or a count) reports
  the act done to it ("The tenancy agreement is signed", "your laptop was imaged"), as "has been …" already did;
  not a quality ("is located in"), a mishap ("was damaged in transit"), a product's state ("is discontinued"), nor
  someone else's act ("was packed by the warehouse").
- A verb the lexicon lacks done to a bill changes the bill, it pays nothing ("the final invoice was zeroed out").
- Inside a contact relative clause of the subject, auxiliaries and negation are the clause's own ("the late fee
  you didn't expect has been waived": the "n't" denies the expecting, not the waiver).
- A name set off by commas after someone else's noun is the subject with adverbs too ("our landlord, Mrs Hale,
  already replaced the boiler").
- After an opening participle and its object, only a modal verb makes a class statement ("Shipped orders can't be
  changed"); the lexicon's other modal words are prepositions or nouns there ("Emailed Priya about the roof").
- A number right after a singular noun names one thing ("table 9's service charge", "room 12"), it counts nothing.
"""

from __future__ import annotations

from functools import partial

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import claimed_verbs, flagged_verbs

TOOLS = Vocabulary(
    {
        "update_record": ToolInfo("update_record", "write", "Update a record, an account, a card or a document"),
        "send_email": ToolInfo("send_email", "write", "Send an email"),
        "issue_refund": ToolInfo("issue_refund", "write", "Refund a charge to the original payment method"),
        "pay_invoice": ToolInfo("pay_invoice", "write", "Pay a supplier invoice"),
    }
)


verbs = partial(claimed_verbs, vocabulary=TOOLS)
flagged = partial(flagged_verbs, vocabulary=TOOLS)


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("The tenancy agreement is signed.", "signed"),
        ("Your old laptop was imaged last night.", "imaged"),
        ("The stale feature branches are pruned.", "pruned"),
        ("Both spare fobs are engraved with your unit number.", "engraved"),
        ("Your parking permit ending 0912 is laminated and waiting at the desk.", "laminated"),
    ],
)
def test_a_passive_of_an_unknown_verb_with_a_specific_subject_is_a_claim(text: str, verb: str) -> None:
    assert verb in verbs(text)
    assert flagged(text, {}) != []


@pytest.mark.parametrize(
    "text",
    [
        "The warehouse is located in Leeds.",
        "Your parcel was damaged in transit.",
        "This kettle model is discontinued.",
        "Your order was packed this morning by the warehouse.",
        "The old release was rolled back by the on-call engineer.",
        "The quote is bundled with the service plan.",
    ],
)
def test_a_quality_a_mishap_or_someone_elses_act_is_no_claim(text: str) -> None:
    assert verbs(text) == []


def test_by_me_keeps_the_passive_the_agents() -> None:
    assert verbs("The lease renewal was countersigned by me this morning.") == ["countersigned"]


def test_an_unknown_verb_done_to_a_bill_is_a_change_not_a_payment() -> None:
    text = "The final invoice was zeroed out [evt:a]."
    assert flagged(text, {"a": "update_record"}) == []
    assert [c.kind for c in find_claims(text, TOOLS).claims] == ["change"]
    assert flagged("I cleared the supplier invoice [evt:a].", {"a": "update_record"}) != []  # paid


@pytest.mark.parametrize(
    "text",
    [
        "The late fee you didn't expect has been waived.",
        "The upgrade you never used was refunded to your card.",
        "The seat you did not get has been refunded.",
    ],
)
def test_negation_inside_a_relative_clause_is_the_clauses_own(text: str) -> None:
    assert flagged(text, {}) != []


@pytest.mark.parametrize(
    "text",
    ["The fee you mentioned hasn't been waived.", "The seat you did not get was not refunded."],
)
def test_negation_of_the_main_verb_still_denies_it(text: str) -> None:
    assert verbs(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Our landlord, Mrs Hale, already replaced the boiler.",
        "Your manager, Tomasz, just approved the expense.",
        "Your manager, Tomasz, approved the expense.",
    ],
)
def test_a_name_set_off_by_commas_is_the_subject_with_adverbs_too(text: str) -> None:
    assert verbs(text) == []


@pytest.mark.parametrize(
    "text",
    ["Emailed Priya about the roof repair.", "Texted Omar about the gate change.", "Called Dana about the invoice."],
)
def test_a_preposition_after_an_opening_verb_and_its_object_is_no_modal(text: str) -> None:
    assert verbs(text) != []


@pytest.mark.parametrize("text", ["Shipped orders can't be changed.", "Paid invoices usually arrive in a day."])
def test_a_modal_verb_after_an_opening_participle_still_makes_a_class(text: str) -> None:
    assert verbs(text) == []


def test_a_number_after_a_singular_noun_names_one_thing() -> None:
    text = "Refunded table 9's service charge and the two desserts [evt:a]."
    assert [c.quantity for c in find_claims(text, TOOLS).claims] == [1]
    assert flagged(text, {"a": "issue_refund"}) == []
    assert [c.quantity for c in find_claims("Refunded all 3 orders [evt:a].", TOOLS).claims] == [3]


@pytest.mark.parametrize(
    "text",
    ["Invite sent 📨 Dr Lowe will see the reminder tomorrow.", "Deposit refunded 💸 Your bank may take 3 days."],
)
def test_an_emoji_before_a_capital_ends_a_sentence(text: str) -> None:
    assert flagged(text, {}) != []  # the modal of the next sentence does not reach back


def test_an_emoji_inside_a_sentence_ends_nothing() -> None:
    assert verbs("We will 📅 send the invoice tomorrow.") == []


def test_a_double_quote_after_a_number_is_inches_not_a_quote() -> None:
    assert verbs('| Monitor | Dell 27" ordered |') == ["order"]
    assert verbs('The note says "sent 42" and I have cancelled the order.') == ["cancel"]  # a closing one closes


def test_a_marked_up_label_before_a_colon_names_no_one() -> None:
    text = "Today:\n- **Optician**: booked you in for an eye test on 3 Feb [evt:a]\n- Ana: deployed the fix"
    assert verbs(text) == ["book"]  # "Ana:" still names who deployed


@pytest.mark.parametrize(
    "text",
    ["Dr. Osei's receptionist moved your scan to the 9th.", "Priya's accountant filed the return on Monday."],
)
def test_a_person_after_a_possessive_name_is_the_subject(text: str) -> None:
    assert verbs(text) == []


def test_the_person_sent_to_is_not_a_visit_booked() -> None:
    text = "Sent the electrician a reminder about Friday [evt:a]."
    assert flagged(text, {"a": "send_email"}) == []
    assert [c.kind for c in find_claims("Sent a plumber for Friday morning.", TOOLS).claims] == ["book"]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Took the old landing page offline this morning.", "change"),
        ("We brought the booking site back up after the outage.", "change"),
        ("Closed the account and got the £25 deposit back.", "refund"),
    ],
)
def test_a_light_verb_its_object_and_a_word_of_result_tell_a_change(text: str, kind: str) -> None:
    assert kind in [c.kind for c in find_claims(text, TOOLS).claims]


@pytest.mark.parametrize("text", ["I got the test results back this morning.", "She took the page offline."])
def test_results_received_or_others_light_verbs_are_no_change(text: str) -> None:
    assert verbs(text) == []


def test_a_note_put_in_a_coordinated_clause_is_the_agents() -> None:
    text = "I've refunded the starter and put a note on your profile for the chef [evt:a]."
    assert flagged(text, {"a": "issue_refund"}) == ["put a note"]


@pytest.mark.parametrize(
    "text", ["I told the tenants in the residents' group chat.", "The caretaker has been told to leave the gate open."]
)
def test_telling_someone_is_a_send(text: str) -> None:
    assert flagged(text, {}) != []


def test_a_passive_telling_after_someone_elses_act_is_theirs() -> None:
    assert verbs("The refund is approved by the store manager; the cashier has been told.") == []


def test_a_plan_noun_heading_a_noun_phrase_is_no_plan() -> None:
    text = "Moved you to the Starter plan and refunded the unused Pro weeks."
    assert verbs(text) == ["move", "refund"]
    assert verbs("Moved you to the Starter plan and will refund the unused weeks.") == ["move"]


def test_a_message_posted_in_a_hyphenated_channel_is_a_chat_message() -> None:
    assert [c.kind for c in find_claims("Posted the outage note in #ops-alerts.", TOOLS).claims] == ["message"]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Moved the kickoff to Tuesday 10:00.", "book"),
        ("I've pushed the design review to the 14th.", "book"),
        ("Moved the nightly export to 03:00.", "update"),  # work set to run, no booking
        ("Moved your payment date to the 5th.", "update"),  # a date, a value set
    ],
)
def test_moving_a_thing_to_a_day_or_an_hour_rebooks_it(text: str, kind: str) -> None:
    assert [c.kind for c in find_claims(text, TOOLS).claims] == [kind]


@pytest.mark.parametrize(
    "text", ["Booked the boiler inspection for Thursday.", "Booked the install for the 24th.", "The survey is booked."]
)
def test_work_booked_is_a_booking(text: str) -> None:
    assert [c.kind for c in find_claims(text, TOOLS).claims] == ["book"]


def test_a_name_set_off_after_a_person_noun_is_the_subject() -> None:
    assert verbs("Our plumber, Marek, did the repair on Thursday.") == []


@pytest.mark.parametrize(
    "text",
    [
        "Held the room for you, took the £200 deposit and booked the viewing for Friday.",
        "Enrolled Mia in the swim class and took the £45 term fee from her mum's card.",
    ],
)
def test_money_the_agent_took_is_a_charge(text: str) -> None:
    assert "pay" in [c.kind for c in find_claims(text, TOOLS).claims]


@pytest.mark.parametrize("text", ["I took the payment details over the phone.", "The courier took the parcel."])
def test_taking_details_or_others_taking_is_no_charge(text: str) -> None:
    assert verbs(text) == []


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("The blue Corsa you viewed is reserved for you until Monday.", "update"),  # goods held
        ("Your table is reserved until 8pm.", "book"),  # a table, a slot: a booking
    ],
)
def test_goods_reserved_until_a_time_are_held_not_booked(text: str, kind: str) -> None:
    assert [c.kind for c in find_claims(text, TOOLS).claims] == [kind]


@pytest.mark.parametrize(
    "text", ["Sent the spare keys by special delivery courier.", "Posted the contract by recorded post to your office."]
)
def test_by_and_a_means_without_a_determiner_names_how_not_who(text: str) -> None:
    assert flagged(text, {}) != []


def test_by_the_courier_still_names_who() -> None:
    assert verbs("The parcel was collected by the courier this morning.") == []


def test_per_a_named_source_reports() -> None:
    assert verbs("Per Omar in payroll, the bonus was paid on Friday.") == []
    assert verbs("Per your request, I've cancelled the Friday delivery.") == ["cancel"]


def test_me_in_a_done_by_column_is_the_agent() -> None:
    table = "| Task | Done by | Status |\n|---|---|---|\n| Hotel | Me | Booked [evt:a] |\n| Venue | Finance | Paid |"
    assert verbs(table) == ["book"]


def test_a_count_set_off_after_the_verb_counts() -> None:
    claims = find_claims("| Hotel rooms | Me | Booked, 4 rooms [evt:a] |", TOOLS).claims
    assert [c.quantity for c in claims] == [4]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Moved £300 from your holiday pot into your current account.", "pay"),  # a transfer
        ("Shifted $40/day from the search ads to the video campaign.", "update"),  # a rate: a budget set
        ("Moved the scans from the old folder to the patient record.", "update"),  # no money
    ],
)
def test_money_moved_between_accounts_is_a_transfer_and_a_rate_a_budget(text: str, kind: str) -> None:
    assert kind in [c.kind for c in find_claims(text, TOOLS).claims]


@pytest.mark.parametrize(
    "text", ["Backfilled 2,400 rows into the orders table.", "Cleared 12 GB of old logs on web-3."]
)
def test_an_opening_past_before_a_number_is_an_act_on_it(text: str) -> None:
    assert verbs(text) != []


def test_an_amount_knocked_off_a_bill_is_money_given_back() -> None:
    text = "Knocked £25 off the next service invoice [evt:a] for the late visit."
    assert flagged(text, {"a": "issue_refund"}) == []
    assert flagged(text, {"a": "update_record"}) == []
    assert flagged(text, {"a": "send_email"}) != []


@pytest.mark.parametrize(
    "text", ["I can see I've refunded you the £12 already.", "I can see that we have cancelled the spare booking."]
)
def test_what_the_agent_sees_it_did_itself_is_its_claim(text: str) -> None:
    assert flagged(text, {}) != []


def test_what_the_agent_sees_of_others_is_still_inferred() -> None:
    assert verbs("I can see the courier delivered it this morning.") == []
