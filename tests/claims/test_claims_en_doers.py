"""Who acts in an English reply: someone else's act (a team, a body after "by", a partitive subject, a causative
"have"), the agent's own act beside them, and asides that give the act to another."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from tests.claims.catalogues import ROOMS_TOOLS, crm_verbs, desk_verbs, rooms_verbs, subscription_verbs
from tests.claims.en_catalogues import (
    PAY_BOOK_PUSH_TOOLS,
    PAYMENTS_TOOLS,
    config_flagged,
    dental_flagged,
    flags_verbs,
    kinds_with,
    order_cited,
    payments_flagged,
    pet_claims,
    pet_flagged,
    record_flagged,
    record_verbs,
    rest_flagged,
)
from tests.claims.judging import any_flagged, claimed_verbs


def test_a_machine_that_ran_after_a_labels_colon_did_it_itself() -> None:
    text = "Release 4.1 status: the release workflow finished in 9m with every test green [evt:a]."
    assert not order_cited(text, "mcp__ci__run")
    assert order_cited(
        "Release 4.1 status: the release workflow finished and I restarted the api [evt:a].", "mcp__ci__run"
    )


def test_a_causative_have_of_someone_else_is_their_arrangement() -> None:
    said = "The groomer has the next trim scheduled for the 9th; I haven't touched it."
    assert pet_claims(said) == []
    assert not pet_flagged(said)
    assert pet_flagged("I have the next trim scheduled for the 9th.")  # the agent's own booking, uncited


def test_by_the_and_a_body_that_acted_names_another_agent() -> None:
    said = "The second visit was cancelled by the practice for Tuesday (their diary shows it)."
    assert pet_claims(said) == []
    assert not pet_flagged(said)
    assert pet_flagged("The second visit was cancelled by the end of the day.")  # a time: whose act is not said


def test_a_relative_clause_with_a_subject_of_its_own_is_their_act() -> None:
    said = "The renewal letter already shows the new $150 excess that underwriting put through on Monday."
    assert pet_claims(said) == []
    assert not pet_flagged(said)
    assert pet_flagged("I put through the new $150 excess on Monday.")


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
    assert rest_flagged(text, {"a": "alerts_list"}) == []


def test_a_named_team_of_ours_is_someone_else() -> None:
    assert claimed_verbs("Our returns team in Leeds shipped the missing charger yesterday.") == []
    assert claimed_verbs("I shipped the missing charger yesterday.") != []


def test_an_aside_that_gives_the_act_to_them_is_theirs() -> None:
    assert claimed_verbs("Re-shipped the missing charger yesterday (that was them, not me).") == []
    assert claimed_verbs("Re-shipped the missing charger yesterday (by me).") != []


@pytest.mark.parametrize(
    "text",
    [
        "The order should have been placed by now, but I have no confirmation.",
        "The refund should be issued now that the return has arrived.",
        "The bank should have processed it by now.",
        "Finance should have paid it already.",
        "Once the team approves it, the credit should be applied within 3 days.",
        "You should have the reset link by now.",
    ],
)
def test_an_expectation_or_another_s_act_is_no_claim(text: str) -> None:
    assert payments_flagged(text, {}) == []


@pytest.mark.parametrize(
    "text",
    [
        "Emailed all four owners [evt:a] [evt:b] [evt:c] [evt:d]. Three of them have already replied.",
        "Emailed the five parents [evt:a] [evt:b] [evt:c] [evt:d] [evt:e]; most of the parents have paid since.",
    ],
)
def test_a_partitive_subject_is_others(text: str) -> None:
    assert payments_flagged(text, dict.fromkeys("abcde", "email.send")) == []


@pytest.mark.parametrize(
    "text",
    [
        "Here's what the payments API returned: 402 card_declined.",
        "This is what the carrier's tracking page returned this morning.",
    ],
)
def test_what_another_returned_is_its_output(text: str) -> None:
    assert claimed_verbs(text, PAYMENTS_TOOLS) == []


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
    assert record_verbs(text) == []


@pytest.mark.parametrize(
    "text",
    ["Dr. Osei's receptionist moved your scan to the 9th.", "Priya's accountant filed the return on Monday."],
)
def test_a_person_after_a_possessive_name_is_the_subject(text: str) -> None:
    assert record_verbs(text) == []


def test_a_passive_telling_after_someone_elses_act_is_theirs() -> None:
    assert record_verbs("The refund is approved by the store manager; the cashier has been told.") == []


def test_a_name_set_off_after_a_person_noun_is_the_subject() -> None:
    assert record_verbs("Our plumber, Marek, did the repair on Thursday.") == []


@pytest.mark.parametrize(
    "text", ["Sent the spare keys by special delivery courier.", "Posted the contract by recorded post to your office."]
)
def test_by_and_a_means_without_a_determiner_names_how_not_who(text: str) -> None:
    assert record_flagged(text, {}) != []


def test_by_the_courier_still_names_who() -> None:
    assert record_verbs("The parcel was collected by the courier this morning.") == []


def test_what_the_agent_sees_of_others_is_still_inferred() -> None:
    assert record_verbs("I can see the courier delivered it this morning.") == []


def test_someone_named_with_on_is_the_doer() -> None:
    assert config_flagged("A moderator on Slack banned that account an hour ago.", {}) == []


@pytest.mark.parametrize(
    "text",
    [
        "The deposit was paid and then reversed by the bank an hour later (account closed), so nothing reached you.",
        "The transfer was reversed by the bank — the card was cancelled.",
    ],
)
def test_a_state_after_an_act_someone_else_undid_is_the_reason(text: str) -> None:
    assert flags_verbs(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a verb coordinated after someone else's act, with no subject of its own, is theirs too
        ("Message from the returns agent: it restocked the item and closed the return.", []),
        ("The courier company collected the pallet and signed the manifest.", []),
        ("I collected the pallet and signed the manifest.", ["collected", "signed"]),
        # taking on a piece of work is no act yet; collecting a thing is
        ("I've picked up the refund request from here.", []),
        ("I took over the escalation from the night shift.", []),
        ("I picked up the keys from the front desk.", ["picked"]),
        # a passive with "already" and a day names what happened before
        ("The deposit was already returned on 3 May.", []),
        ("The deposit was already returned [evt:a].", ["return"]),
    ],
)
def test_others_acts_work_taken_on_and_history(text: str, expected: list[str]) -> None:
    assert crm_verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # someone named by an abbreviation after a modifier ("the locum GP") acts for themselves
        ("The duty GP signed your fit note and emailed it to the practice.", []),
        # a thing that runs by itself: an intransitive run
        ("The reconciliation job has run every night since the migration.", []),
        ("I ran the reconciliation job [evt:a].", ["run"]),
        # a generic result after someone else's act is theirs
        ("The weekend team restarted the search service, so the missing products went through.", []),
        ("I restarted the search service, so the missing products went through.", ["restart", "go through"]),
        # but not after a passive, nor when the head is no person ("duplicate vendor record merged")
        ("Your lease is renewed and the signed copy is in your inbox.", ["renew", "in the inbox"]),
    ],
)
def test_others_runs_and_results(text: str, expected: list[str]) -> None:
    assert crm_verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a subject of its own after "and"/"but" in a coordinated clause: someone else's act
        ("The tenant moved out on Friday, and the letting agent returned the keys to the office.", []),
        ("We checked the booking, but the hotel manager cancelled the extra night himself.", []),
        ("I checked the booking, and I cancelled the extra night.", ["cancel"]),
        ("The tenant moved out, and the deposit was refunded.", ["refund"]),
        # a hyphenated modifier inside someone else's noun phrase
        ("Their night-shift supervisor restarted the conveyor at 02:00.", []),
        ("The third-party courier collected both pallets this morning.", []),
        # started/began/kept + a gerund: an aspect, nothing done
        ("Around noon the card terminal started declining contactless payments.", []),
        ("The sync job kept failing overnight until the token was rotated by IT.", []),
        ("I started the data migration at 09:00.", ["start"]),
        # someone else "called/wrote/emailed back": news received, not a message sent
        ("The pharmacy called back: the prescription is ready for collection.", []),
        ("Your landlord emailed back this afternoon, and he agrees to the new date.", []),
        ("I called back the pharmacy to confirm the dose.", ["call"]),
        ("Called back Mrs Osei at 15:10.", ["call"]),
        # a contact relative clause of the object with "we"/"I": which thing, not an act told
        ("I've refunded the delivery charge we added by mistake.", ["refund"]),
        ("I resent the welcome pack I mailed you last week.", ["resend"]),
        ("I refunded the fee, and we charged the correct amount to the new card.", ["refund", "charge"]),
    ],
)
def test_english_others_and_aspects(text: str, expected: list[str]) -> None:
    assert desk_verbs(text) == expected


def test_a_belief_taken_back_or_of_someone_else_stays_a_hedge() -> None:
    assert rooms_verbs("I think the refund was issued, but I'll check with billing.") == []
    assert rooms_verbs("I believe the refund was issued, though I haven't seen it yet.") == []
    assert rooms_verbs("They believe the refund was issued.") == []  # their belief, not the agent's


def test_a_person_named_by_two_words_after_your_is_a_recipient_of_their_own() -> None:
    # "emailed the itinerary to you and your travel manager": two people, a message each — "your travel manager"
    # was no person (only "your manager"), so one email backed both
    assert any_flagged(
        "I've emailed the agenda to you and your office manager [evt:a].", {"a": ("mail.send", "verified")}, ROOMS_TOOLS
    )
    assert not any_flagged(
        "I've emailed the agenda to you and to your office manager [evt:a] [evt:b].",
        {"a": ("mail.send", "verified"), "b": ("mail.send", "verified")},
        ROOMS_TOOLS,
    )
    assert not any_flagged(
        "I've emailed the agenda to your finance team [evt:a].", {"a": ("mail.send", "verified")}, ROOMS_TOOLS
    )


def test_it_after_someone_elses_act_is_theirs() -> None:
    assert not dental_flagged(
        "The front office team already issued that refund on Monday. It went out to your card ending 0912."
    )
    assert not dental_flagged(
        "Our billing department processed that refund on Monday. It was sent to your card ending 0912."
    )
    assert dental_flagged("Our billing department processed that refund on Monday. I sent you the receipt by email.")


@pytest.mark.parametrize(
    "text",
    [
        "Your claim #CLM-7781 has been approved by our adjuster and the payment goes out next week.",
        "The policy change was signed off by our underwriter on Tuesday.",
        "Good news: the exception was granted by our supervisor, so no late fee applies.",
        "The corrected invoice was reissued by our accountant this morning.",
    ],
)
def test_an_act_by_a_colleague_named_after_our_is_not_the_agents(text: str) -> None:
    assert crm_verbs(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "The refund was issued by us this morning.",
        "I issued the refund by card this morning.",
        "I paid the invoice by bank transfer.",
    ],
)
def test_the_agents_own_act_or_a_means_after_by_is_still_a_claim(text: str) -> None:
    assert crm_verbs(text) != []


@pytest.mark.parametrize(
    "text",
    [
        "The landlord's agent checked it and signed the lease, so you're all set.",
        "Our fraud team reviewed them and cleared the payment, so you're good to go.",
    ],
)
def test_a_state_after_someone_elses_act_on_a_pronoun_is_its_result(text: str) -> None:
    assert subscription_verbs(text) == []


def test_a_state_after_the_agents_own_act_is_still_a_claim() -> None:
    assert "good to go" in subscription_verbs("I reviewed them and cleared the payment, so you're good to go.")


@pytest.mark.parametrize(
    "text",
    [
        "The nightly export failed, but Marta re-ran it by hand and it finished at 03:10.",
        "The sync stalled, but Omar restarted the worker and it caught up by noon.",
    ],
)
def test_a_result_after_a_named_persons_act_is_theirs(text: str) -> None:
    assert subscription_verbs(text) == []


def test_a_result_after_the_agents_own_rerun_is_a_claim() -> None:
    assert "finish" in subscription_verbs(
        "The nightly export failed, but I re-ran it by hand and it finished at 03:10."
    )


@pytest.mark.parametrize(
    "text",
    ["Sofia already sent the signed quote to Initech yesterday.", "Dev just refunded the customer himself."],
)
def test_a_named_subject_with_an_adverb_before_the_verb_did_it(text: str) -> None:
    assert subscription_verbs(text) == []


def test_a_named_subject_after_a_labels_colon_did_it() -> None:
    assert subscription_verbs("Heads-up: Tomasz already sent the renewal quote to Umbrella.") == []
    assert subscription_verbs("Heads-up: I already sent the renewal quote to Umbrella.") == ["send"]


@pytest.mark.parametrize(
    "text",
    ["The former owner of the domain cancelled the renewal in March.", "The manager of the branch closed the case."],
)
def test_a_person_named_with_of_before_the_verb_did_it(text: str) -> None:
    assert subscription_verbs(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "The login attempt was blocked by the corporate firewall and logged.",
        "The attachment was stripped by the mail scanner before it reached you.",
    ],
)
def test_a_machine_after_by_acts_by_itself(text: str) -> None:
    assert flags_verbs(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Our landlord, Mrs Hale, already replaced the boiler.",
        "Your manager, Tomasz, just approved the expense.",
        "Your manager, Tomasz, approved the expense.",
    ],
)
def test_a_name_set_off_by_commas_is_the_subject_with_adverbs_too(text: str) -> None:
    assert record_verbs(text) == []


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
    assert kinds_with(text) == expected


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
    assert kinds_with(text, PAY_BOOK_PUSH_TOOLS) == []


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
    assert kinds_with(text, PAY_BOOK_PUSH_TOOLS) == expected


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
    assert kinds_with(text, PAY_BOOK_PUSH_TOOLS) == expected
