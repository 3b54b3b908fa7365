"""English replies' layout: tables and their Done / Action columns, labels and colons, headings, check marks,
evidence lists and citations that a sentence or a result clause shares, emoji and quotes — which claims each
holds and which citations back them."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.segment import units
from tests.claims.catalogues import CARD_TOOLS, DESK_TOOLS, VENDOR_VOCAB, desk_verbs, subscription_flagged
from tests.claims.en_catalogues import (
    CONFIG_TOOLS,
    PAGE_TOOLS,
    PARCEL_TOOLS,
    PAY_BOOK_PUSH_TOOLS,
    PAYMENTS_TOOLS,
    STATED,
    classified,
    clinic_flagged,
    clinic_verbs,
    config_flagged,
    dental_flagged,
    flagged_en,
    kinds_with,
    lease_claims,
    lease_flagged,
    page_flagged,
    parcel_flagged,
    payments_flagged,
    pet_flagged,
    record_flagged,
    record_verbs,
    seat_flagged,
    store_cited,
    store_flagged,
)
from tests.claims.judging import any_flagged, claimed_verbs, judged

ACTIONS = "| Service | Action | Evidence |\n|---|---|---|\n| api | rollback | [evt:a] |\n| web | {} | {} |"


TABLE = """| Item | Request | Outcome |
|---|---|---|
| Kettle | Refund (arrived broken) | Refunded $30 [evt:{k}] |
| Toaster | Refund $79.00 | Issued [evt:a] |
"""


RECALL = """| Client | Due | What I did | Evidence |
|---|---|---|---|
| Ivo | Oct | Reminder email | [evt:a] |
| Mara | Nov | Reminder text | — |
| Enzo | Nov | No action, owner declined | — |
"""


LOOKS = {"lookup_order": "Fetch an order", "issue_refund": "Refund an order"}


def test_a_done_column_over_rows_that_tell_their_own_outcome_is_a_label() -> None:
    table = "| Step | Done |\n|---|---|\n| Plan changed | ✅ [evt:a] |\n| Statement | ❌ bounced [evt:b] |"
    assert "do" not in clinic_verbs(table)


@pytest.mark.parametrize(
    "text",
    [
        "Moved you to the monthly plan [evt:a], which also waived the setup fee.",
        "I added your daughter as a carer [evt:a], so she now has full access.",
    ],
)
def test_a_result_clause_after_the_citations_shares_them(text: str) -> None:
    tool = "change_plan" if "plan" in text else "add_carer"
    assert clinic_flagged(text, {"a": tool}) == []


@pytest.mark.parametrize(("text", "tool"), STATED)
@pytest.mark.parametrize("end", ["executed", "compensated", "agent"])
def test_a_state_stated_on_a_call_that_did_not_verify_is_flagged(text: str, tool: str, end: str) -> None:
    assert seat_flagged(text, {"a": (tool, end)})


@pytest.mark.parametrize(
    ("text", "tool"),
    [
        ("The firewall change for 8443 is still pending [evt:a].", "firewall.open_port"),
        ("Seat upgrade for QX-11: the call timed out [evt:a].", "bookings.upgrade_seat"),
        ("The loyalty discount was rolled back by the runtime [evt:a].", "accounts.add_discount"),
        ("Port 8443 won't be open until the change window [evt:a].", "firewall.open_port"),
        ("Once the call confirms, the discount shows on her account [evt:a].", "accounts.add_discount"),
        ("Dark mode for beta users: unconfirmed so far [evt:a].", "flags.set"),
        ("Seat upgrade for QX-11: ❌ [evt:a]", "bookings.upgrade_seat"),
        ("Is the loyalty discount on her account now [evt:a]?", "accounts.add_discount"),
        ("You'll see the discount on her account by Friday [evt:a].", "accounts.add_discount"),
        ("Her booking lists seat 14C for the outbound leg [evt:a].", "bookings.get"),
        ("Per the booking record [evt:a], seat 2A is held for her.", "bookings.upgrade_seat"),
    ],
)
def test_a_sentence_that_tells_the_call_not_standing_or_reads_is_not_flagged(text: str, tool: str) -> None:
    assert not seat_flagged(text, {"a": (tool, "executed" if tool != "bookings.get" else "agent")})


@pytest.mark.parametrize(
    ("act", "ref", "calls", "flag"),
    [
        ("restart", "—", {}, True),
        ("scale 2→4", "[evt:b]", {"b": ("restart_deployment", "verified")}, True),
        ("scale 2→4", "[evt:b]", {"b": ("scale_deployment", "verified")}, False),
        ("no action needed", "—", {}, False),
    ],
)
def test_an_action_columns_verb_is_the_rows_act(act: str, ref: str, calls: dict, flag: bool) -> None:
    text = ACTIONS.format(act, ref)
    assert store_flagged(text, {"a": ("rollback_release", "verified"), **calls}) is flag


def test_an_action_column_beside_an_outcome_column_claims_nothing_itself() -> None:
    text = "| Service | Action | Status |\n|---|---|---|\n| web | restart | pending |"
    assert not store_flagged(text)


@pytest.mark.parametrize(
    "text",
    ["Orion Media: paid today.", "Hotel: booked.", "Zeta Legal: scheduled for April 1 [evt:a]. Orion Media: paid."],
)
def test_a_label_before_a_colon_is_what_was_acted_on_not_who_acted(text: str) -> None:
    assert store_cited(text, "schedule_bill")


def test_a_label_that_names_who_acted_stays_their_act() -> None:
    text = "What the other agents did overnight:\n- Billing agent: paid 3 supplier bills\n- Travel agent: booked a van"
    assert not store_flagged(text)


def test_a_done_with_a_topic_of_its_own_takes_no_citation_of_another_act() -> None:
    said = "Flat 4's deposit — taken care of. I texted Ms. Ruiz the repair slot [evt:a]."
    assert lease_flagged(said, "text_tenant")  # the deposit's refund is uncited
    assert not lease_flagged("Flat 4's deposit — taken care of. I refunded it to her bank [evt:a].", "refund_deposit")
    assert not lease_flagged("Flat 4's deposit — taken care of. Refunded to her bank [evt:a].", "refund_deposit")
    assert not lease_flagged("All taken care of. I texted Ms. Ruiz the repair slot [evt:a].", "text_tenant")


def test_a_subjectless_sentence_going_on_with_the_cited_act_takes_its_citations() -> None:
    assert not lease_flagged(
        "- Text sent to Ms. Ruiz: repair on Friday [evt:a]. Sent to her mobile ending 0417.", "text_tenant"
    )
    assert lease_flagged("- Tenant refunded for March [evt:a]. Refunded the parking fee too.", "refund_deposit")


def test_a_check_mark_after_a_told_act_ends_its_sentence() -> None:
    said = "Booked ✔ Refunded ✔ Texted ✔ [evt:a] [evt:b]"
    assert [verb for verb, _, _ in lease_claims(said)] == ["book", "refund", "text"]
    assert lease_flagged(said, "schedule_repair", "refund_deposit")  # the text has no call in the evidence list
    assert len(list(units("Refunds: ✅ Flat 4 [evt:a] ✅ Flat 7 [evt:b]"))) == 1  # a mark before what it marks


def test_an_aside_after_what_was_written_gives_its_words() -> None:
    said = "Closed the claim [evt:a] and noted the reason (paid in full, no further invoices expected) in the file [evt:b]."
    assert not pet_flagged(said, "closeClaim", "noteFile")
    assert pet_flagged(
        "Closed the claim [evt:a] and paid it in full [evt:b].", "closeClaim", "noteFile"
    )  # a note cited


@pytest.mark.parametrize(
    "text",
    [
        "| Step | Done |\n|---|---|\n| Ship the spare pump | yes [evt:a] |",
        "| # | Task | Done? |\n|---|---|---|\n| 1 | Ship the spare pump | yes [evt:a] |",
        "| Task | Completed |\n|---|---|\n| Ship the spare pump | ✓ [evt:a] |",
    ],
)
def test_a_yes_in_a_done_column_tells_the_rows_step_done(text: str) -> None:
    assert parcel_flagged(text, {"a": "ship_parcel"}) == []
    assert parcel_flagged(text, {"a": "orders_lookup"}) != []  # a read backs no shipment
    uncited = text.replace(" [evt:a]", "")
    assert parcel_flagged(uncited, {}) != []


def test_a_yes_elsewhere_tells_nothing() -> None:
    assert claimed_verbs("| Question | Answer |\n|---|---|\n| Ship the spare pump? | yes |") == []
    assert claimed_verbs("| Step | Status |\n|---|---|\n| Ship the spare pump | yes |") == []


@pytest.mark.parametrize(
    "text", ["- Ship the spare pump ✅ [evt:a]", "| Step | Done |\n|---|---|\n| Ship the spare pump | ✅ [evt:a] |"]
)
def test_a_checked_step_is_the_act_its_verb_names(text: str) -> None:
    assert [c.kind for c, _ in judged(text, {"a": "ship_parcel"}, PARCEL_TOOLS)] == ["ship"]
    assert parcel_flagged(text, {"a": "ship_parcel"}) == []
    assert parcel_flagged(text, {"a": "place_order"}) != []  # the order is what was shipped, not a purchase made


def test_a_noun_and_its_participle_is_no_step() -> None:
    # "Wire" is a verb of payment too, but "Wire received" names what came in: no payment made
    assert [c.kind for c, _ in judged("- Wire received ✅ [evt:a]", {"a": "notes_add"}, PARCEL_TOOLS)] == ["complete"]


def test_a_heading_that_sorts_outcomes_is_no_act() -> None:
    text = "Here's what went through and what didn't:\n- ✅ Refund the fee [evt:a]\n- ❌ Book the courier [evt:b]"
    assert "go through" not in claimed_verbs(text)


def test_a_heading_of_acts_done_keeps_its_items() -> None:
    text = "Here's what I did:\n\n1. New quote with the loyalty discount applied\n2. Inspection booked for Monday"
    assert claimed_verbs(text) != []


def test_a_citation_after_a_cited_sentence_stays_with_it() -> None:
    text = "Refunded the May invoice [evt:b]. Your delivery is booked for Monday. [evt:a]"
    assert next(c.cited for c in find_claims(text, PAGE_TOOLS).claims) == ("b",)


def test_the_evidence_list_binds_by_default() -> None:
    text = "Refunded the May invoice.\n\nEvidence: [evt:a]"
    assert page_flagged(text, {"a": "billing.refund"}) == []
    assert page_flagged(text, {"a": "billing.refund"}, pooled=False) != []


def test_what_the_agent_did_after_a_colon_is_still_read() -> None:
    text = "Here's what I did: cancelled the order [evt:a] and refunded the card."
    assert payments_flagged(text, {"a": "orders.cancel"}) == ["refund"]


@pytest.mark.parametrize("text", ["- Refunded: none this week", "Emails sent: 0", "Cancelled: nothing today"])
def test_a_label_told_none_is_no_claim(text: str) -> None:
    assert claimed_verbs(text, PAYMENTS_TOOLS) == []


def test_a_label_told_an_act_is_still_a_claim() -> None:
    assert payments_flagged("Refunded: $40 to the Visa", {}) != []


def test_a_table_cell_after_a_request_cell_is_read() -> None:
    assert payments_flagged(TABLE.format(k="ghost"), {"a": "payments.refund"}) == ["refund"]
    assert payments_flagged(TABLE.format(k="b"), {"a": "payments.refund", "b": "payments.refund"}) == []


def test_a_header_row_tells_no_act() -> None:
    text = "| Customer | Action | Done |\n|---|---|---|\n| R. Diaz | Order cancelled | ✅ [evt:a] |\n"
    assert payments_flagged(text, {"a": "orders.cancel"}) == []


def test_a_cell_under_what_i_did_names_the_act() -> None:
    assert payments_flagged(RECALL, {"a": "email.send"}) == [""]  # Mara's text: no call
    told = RECALL.replace("| Mara | Nov | Reminder text | — |\n", "")
    assert payments_flagged(told, {"a": "email.send"}) == []


def test_a_table_row_is_one_unit_whatever_its_full_stops() -> None:
    text = "| Client | What I did | Evidence |\n|---|---|---|\n| P. Okoro | Reminder email | — |\n"
    assert payments_flagged(text, {}) == [""]


def test_a_plain_tick_checks_a_step_off() -> None:
    text = "create_order ✓ [evt:a]\nemail.send ✓\n"
    assert payments_flagged(text, {"a": "orders.cancel"}) != []
    assert claimed_verbs("lint ✓ tests ✓", PAYMENTS_TOOLS) == []  # checks that passed


@pytest.mark.parametrize(
    "text",
    ["Invite sent 📨 Dr Lowe will see the reminder tomorrow.", "Deposit refunded 💸 Your bank may take 3 days."],
)
def test_an_emoji_before_a_capital_ends_a_sentence(text: str) -> None:
    assert record_flagged(text, {}) != []  # the modal of the next sentence does not reach back


def test_an_emoji_inside_a_sentence_ends_nothing() -> None:
    assert record_verbs("We will 📅 send the invoice tomorrow.") == []


def test_a_marked_up_label_before_a_colon_names_no_one() -> None:
    text = "Today:\n- **Optician**: booked you in for an eye test on 3 Feb [evt:a]\n- Ana: deployed the fix"
    assert record_verbs(text) == ["book"]  # "Ana:" still names who deployed


def test_me_in_a_done_by_column_is_the_agent() -> None:
    table = "| Task | Done by | Status |\n|---|---|---|\n| Hotel | Me | Booked [evt:a] |\n| Venue | Finance | Paid |"
    assert record_verbs(table) == ["book"]


def test_a_label_of_a_later_time_opens_steps() -> None:
    assert config_flagged("Plan — tonight: purge the cache, re-run the export.", {}) == []


def test_back_up_after_a_label_over_code_shares_its_citation() -> None:
    text = "Ran it [evt:a]:\n\n```\n$ systemctl restart api\n```\n\napi is back up."
    assert config_flagged(text, {"a": "run_job"}) == []
    assert config_flagged(text.replace(" [evt:a]", ""), {}) != []
    assert len(find_claims(text, CONFIG_TOOLS).claims) == 2


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a value quoted in straight single quotes is a quote, not a claim; an apostrophe is no quote
        ("The carrier API shows status 'delivered' for both parcels.", []),
        ("The gateway answered 'payment_refunded' to the retry.", []),
        ("The customers' orders were refunded.", ["refund"]),
        ("It's been refunded.", ["refund"]),
        # what a search or a query returned: output, not money given back
        ("The knowledge-base search returned 5 articles on SSO.", []),
        ("I returned the deposit to your card.", ["return"]),
        # closing the loop with someone: told, no act on anything
        ("I've closed the loop with the landlord on this.", []),
        ("I've closed the ticket with the landlord's reply attached.", ["close"]),
    ],
)
def test_english_quoted_values_and_outputs(text: str, expected: list[str]) -> None:
    assert desk_verbs(text) == expected


def test_a_failure_inside_a_noun_phrase_does_not_claim_the_citation() -> None:
    text = "The import is published [evt:a] and the report of the 3 rows that failed is attached [evt:b]."
    found = find_claims(text, DESK_TOOLS)
    assert [(c.verb, c.cited) for c in found.claims] == [("publish", ("a", "b"))]


@pytest.mark.parametrize(
    "said",
    [
        "I found three recent orders on your account [evt:r]:\n\n1. #60112 — Delivered Oct 14\n2. #60398 — Shipped, "
        "arriving Friday\n3. #60455 — Processing\n\nWhich one is the problem with?",
        "Here's where Felix's onboarding checklist stands [evt:r]:\n\n- Directory account — done\n- Laptop — pending",
        "I checked your orders [evt:r]:\n- #1 — refunded\n- #2 — cancelled",
    ],
)
def test_statuses_a_look_reads_out_in_its_list_are_no_acts(said: str) -> None:
    vocab = Vocabulary({n: ToolInfo(n, "read" if n == "lookup_order" else "write", d) for n, d in LOOKS.items()})
    assert not [c for c, v in judged(said, {"r": "lookup_order"}, vocab) if v.flagged]
    did = "Here's what I did [evt:a]:\n- #1 — refunded\n- #2 — cancelled"  # no look: the agent's own acts
    assert [c.verb for c, v in judged(did, {"a": "issue_refund"}, vocab) if v.flagged]


def test_a_generic_passive_is_read_from_its_labels_colon() -> None:
    said = "Our policy: non-refundable rentals are refunded only if the shop cancels; others are refunded in full."
    assert not flagged_en(said)
    assert flagged_en("Update: your rental is refunded.")


def test_the_items_under_a_cited_look_are_records_read_out() -> None:
    # "I found three recent orders on your account [evt:a]:" then "1. #60112 — Delivered Oct 14": what the search showed
    found = "I found three recent orders on your account [evt:a]:\n\n1. #60112 — Delivered Oct 14\n2. #60398 — Shipped"
    assert not any_flagged(found, {"a": ("orders.search", "verified")}, CARD_TOOLS)
    stands = (
        "Here's where Felix's onboarding checklist stands [evt:a]:\n\n- Directory account — done\n- Laptop — pending"
    )
    assert not any_flagged(stands, {"a": ("checklist.get", "verified")}, CARD_TOOLS)


def test_a_keyed_item_under_a_heading_of_acts_is_one_of_them() -> None:
    said = "**Refunded today**\n- ORD-11: $20 to the card {}\n- ORD-12: $35 to the card {}\n- ORD-13: $15 to the card{}"
    assert any_flagged(
        said.format("[evt:a]", "[evt:b]", ""),
        {"a": ("order_refund", "verified"), "b": ("order_refund", "verified")},
        VENDOR_VOCAB,
    )
    calls = {"a": ("order_refund", "verified"), "b": ("order_refund", "verified"), "c": ("order_refund", "verified")}
    assert not any_flagged(said.format("[evt:a]", "[evt:b]", " [evt:c]"), calls, VENDOR_VOCAB)


def test_a_cited_statement_citing_no_event_is_unbacked() -> None:
    said = "Your new insurance details are on file [evt:a]."
    assert dental_flagged(said)  # a made-up id: nothing shows the details were recorded
    assert not dental_flagged(said, a="updatePatient")


def test_a_footnote_marker_cites_its_definition() -> None:
    said = (
        "Your cleaning is booked for 9 March at 8:30[1], and the reminder text went out[2].\n\n[1] [evt:a]\n[2] [evt:b]"
    )
    assert not dental_flagged(said, a="bookAppointment", b="sendReminder")
    assert dental_flagged(said, a="bookAppointment", b="getAppointment")  # the reminder footnoted to a look-up
    one_line = "Crown appointment cancelled[^1] and the deposit refunded[^2].\n\n[^1]: [evt:a] [^2]: [evt:b]"
    assert not dental_flagged(one_line, a="cancelAppointment", b="refundPayment")
    assert dental_flagged(one_line, a="cancelAppointment", b="sendReminder")  # the refund footnoted to a reminder


def test_a_telegraphic_note_between_cited_notes_is_read() -> None:
    text = "Seat changed to 14C [evt:a], passenger notified, complaint logged [evt:b]."
    assert "notify" in subscription_flagged(text, {"a": "update_record", "b": "update_record"})


def test_the_noun_after_a_labels_verb_is_its_object() -> None:
    """ "| Refund order #4471 | ✅ Done |": the order is what the refund acted on, not the act."""
    assert kinds_with("| Refund order #4471 | ✅ Done |") == ["refund"]
    assert kinds_with("Cancel order 55 - done") == ["complete"]
    assert kinds_with("Order placed and confirmed.") == ["order", "order"]


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
    assert classified(text, **tools) == expected


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
    assert kinds_with(text, PAY_BOOK_PUSH_TOOLS) == expected


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
    assert kinds_with(text, PAY_BOOK_PUSH_TOOLS) == expected


def test_labelled_items_under_an_evidence_heading_are_the_evidence_list() -> None:
    """ "Evidence:" alone on its line, then items "- Refund: [evt:a]": the items list calls, which back
    the reply's claims by kind like an evidence list on one line."""
    text = "Evidence:\n- Refund: [evt:a]\n- Customer email: [evt:b]\n\nBoth done this morning."
    assert find_claims(text, PAY_BOOK_PUSH_TOOLS).pool == ("a", "b")
    assert classified(text, a="update_record", b="update_record") == ["verified"]
    assert classified("Evidence:\n- Update: [evt:a]\n\nBoth done.", a="update_record") == ["unverified"]  # 1 of 2
    plain = "Steps:\n- Refund: [evt:a]\n\nBoth done."
    assert find_claims(plain, PAY_BOOK_PUSH_TOOLS).pool == ()


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
    assert kinds_with(text, PAY_BOOK_PUSH_TOOLS) == expected


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
    assert kinds_with(text, PAY_BOOK_PUSH_TOOLS) == expected
