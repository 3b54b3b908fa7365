"""English claims matched to the tools that can back them, but for money (test_claims_en_money_kinds.py) and messages
(test_claims_en_message_kinds.py): the kind of act read from the verb and its object and the tool's name and
description (a REST method, a status tool, a scheduling tool), bookings, shipments, releases and changes, and what
a compensated call backs."""

from __future__ import annotations

from functools import partial

import pytest

from agentops.claims import lexicon as lx
from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary, acts_on_one, also_backs, tool_families, tool_kinds
from agentops.claims.lexicon import CHANGE
from agentops.claims.verdict import MISMATCHED, VERIFIED, Evidence, judge
from tests.claims.catalogues import (
    CARD_TOOLS,
    CRM_TOOLS,
    DOCK_VOCAB,
    EN,
    card_verbs,
    crm_flagged,
    crm_verbs,
    snapshot_calls,
    snapshot_cites,
    subscription_flagged,
)
from tests.claims.en_catalogues import (
    BURSAR_DESK,
    CLINIC,
    CONFIG_TOOLS,
    FLAGS_TOOLS,
    LEASE_TOOLS,
    ORDER_TOOLS,
    PAY_BOOK_PUSH_TOOLS,
    RECORD_TOOLS,
    STATED,
    bursar_flagged,
    classified,
    clinic_flagged,
    clinic_verbs,
    config_flagged,
    deploy_kinds,
    deploy_verdicts,
    dotted_flagged,
    flagged_en,
    flags_flagged,
    invoice_flagged,
    kinds_with,
    lease_flagged,
    order_cited,
    order_flagged,
    page_flagged,
    parcel_verdicts,
    payments_flagged,
    payments_verdicts,
    rest_flagged,
    seat_flagged,
    store_cited,
    store_flagged,
)
from tests.claims.judging import any_flagged, claim_fields, flagged_verbs, judged
from tests.claims.test_claims_described import verdict

kinds = partial(claim_fields, vocabulary=ORDER_TOOLS, fields="kind")


SRE = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("pd_acknowledge_incident", "write", "Acknowledge an incident."),
            ToolInfo("pd_resolve_incident", "write", "Resolve an incident."),
            ToolInfo("status_update_incident", "write", "Create or update an incident on the status page."),
            ToolInfo("restart_service", "write", "Restart a service."),
        )
    }
)


STATUS_TOOL = Vocabulary(
    {
        "tms.set_status": ToolInfo(
            "tms.set_status", "write", "Set shipment status (dispatched, in_transit, delivered, cancelled)."
        ),
        "mail.send": ToolInfo("mail.send", "write", "Send an email."),
    }
)


WITH_DEPLOYS = Vocabulary({**EN.tools, "release_ship": ToolInfo("release_ship", "write", "Deploy a release to prod.")})


def test_a_participle_after_a_determiner_in_a_description_is_no_act_of_the_tool() -> None:
    assert tool_families(CLINIC.tools["undelete_file"]) == frozenset()
    assert clinic_flagged("Your scan is restored [evt:a] and back in the folder.", {"a": "undelete_file"}) == []
    assert clinic_flagged("Deleted the old scan [evt:a].", {"a": "undelete_file"}) != []  # still not a deletion


def test_a_second_act_of_a_kind_after_and_shares_the_agents_subject() -> None:
    """Two acts of one kind joined by "and" in one clause are two claims: the second verb's subject is the first's
    (a verb that needs the agent named before it, "froze", was dropped after "and")."""
    assert clinic_verbs("I froze the debit card and froze the savings card.") == ["froze", "froze"]
    assert clinic_verbs("We froze the payroll account and then froze the expense card.") == ["froze", "froze"]
    assert clinic_verbs("I called the issuer and they froze the card.") == [
        "call"
    ]  # another subject after "and": theirs


@pytest.mark.parametrize(("text", "tool"), STATED)
def test_the_same_state_on_a_verified_call_is_backed(text: str, tool: str) -> None:
    assert not seat_flagged(text, {"a": (tool, "verified")})


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("Your replacement kettle has shipped [evt:a].", "send_replacement", False),
        ("I've sent a replacement [evt:a].", "send_replacement", False),
        ("Your replacement kettle has shipped [evt:a].", "email_customer", True),
        ("I've sent your refill to CVS [evt:a].", "submit_refill_request", True),
        ("I've sent your refill request to Dr. Ames for review [evt:a].", "submit_refill_request", False),
        ("Your reimbursement is approved [evt:a].", "approve_claim", False),
        ("Your reimbursement is approved [evt:a].", "post_chat", True),
    ],
)
def test_what_a_tool_is_described_as_doing_or_not_decides_what_it_backs(text: str, tool: str, flag: bool) -> None:
    assert store_cited(text, tool) is flag


def test_a_release_told_rolled_out_after_a_clitic_is_claimed() -> None:
    assert store_flagged("Merged #41 [evt:a] and it's rolled out to prod.", {"a": ("merge_pr", "verified")})
    assert not store_flagged("Nothing's rolled out yet.")


def test_a_place_on_a_waitlist_is_backed_by_the_waitlist_tool_not_a_booking() -> None:
    assert not store_cited("You're now on the waitlist for an earlier slot [evt:a].", "add_to_waitlist")


def test_a_thing_another_tool_is_named_for_is_not_backed_by_this_one() -> None:
    assert store_cited("Added a $10 store credit as an apology [evt:a].", "refund_payment")
    assert not store_cited("Added a $10 store credit as an apology [evt:a].", "apply_store_credit")
    assert not store_cited("Refunded $19.99 for the missing item [evt:a].", "refund_payment")


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("I moved your visit to Thursday at 2pm [evt:a].", "BookVisit", True),
        ("Your visit has been pushed to Thursday [evt:a].", "BookVisit", True),
        ("I've rescheduled your visit to Thursday [evt:a].", "BookVisit", True),
        ("I moved your visit to Thursday at 2pm [evt:a].", "RescheduleVisit", False),
        ("I've rescheduled your visit to Thursday [evt:a].", "RescheduleVisit", False),
        ("I booked you a visit with Dr. Kim on Thursday [evt:a].", "BookVisit", False),
        ("I rebooked you with Dr. Kim on Thursday [evt:a].", "BookVisit", False),
    ],
)
def test_a_booking_moved_is_the_reschedule_tools_when_the_agent_has_one(text: str, tool: str, flag: bool) -> None:
    assert store_cited(text, tool) is flag


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Refund done [evt:a]. Además, te mandé la factura por correo.", "send"),
        ("Refund done [evt:a]. Ya cancelé el pedido antiguo.", "delete"),
        ("Refund done [evt:a]. Hemos actualizado tu dirección.", "update"),
        ("Refund done [evt:a]. Et j'ai déjà envoyé le bon de retour.", "send"),
        ("Refund done [evt:a]. Eu também já reembolsei o frete.", "refund"),
    ],
)
def test_an_act_told_in_french_spanish_or_portuguese_is_a_claim(text: str, kind: str) -> None:
    assert kind in kinds(text)
    assert order_flagged(text, {"a": ("refund_order", "verified")})  # the act in the other language is uncited


def test_an_act_in_another_language_backed_by_its_call() -> None:
    assert not order_flagged("Te mandé un correo con los detalles [evt:a].", {"a": ("email_customer", "verified")})
    assert order_flagged("Te mandé un correo con los detalles [evt:a].", {"a": ("lookup_order", "verified")})


def test_initials_that_spell_a_function_word_name_no_tool() -> None:
    # add_order_note's initials are "on": "on your team plan" does not name it
    assert not order_cited("I've added a $5 credit to all 5 accounts on your team plan [evt:a].", "grant_credit")
    assert order_cited("I've added a $5 credit to your account [evt:a].", "email_customer")


def test_a_tool_described_as_acting_on_one_thing() -> None:
    assert acts_on_one(ORDER_TOOLS.tools["mcp__kube__restart"])
    assert not acts_on_one(ORDER_TOOLS.tools["mcp__kube__scale"])
    assert not acts_on_one(ToolInfo("x", "write", "Open a return for one or more items, a one-time code."))
    assert not acts_on_one(ToolInfo("x", "write", "Move tickets from one account holder to another."))


@pytest.mark.parametrize(
    ("text", "calls", "flag"),
    [
        ("Restarted both `api` and `worker` [evt:a].", {"a": ("mcp__kube__restart", "verified")}, True),
        (
            "Restarted both `api` and `worker` [evt:a] [evt:b].",
            {"a": ("mcp__kube__restart", "verified"), "b": ("mcp__kube__restart", "verified")},
            False,
        ),
        ("Restarted the `api` deployment [evt:a].", {"a": ("mcp__kube__restart", "verified")}, False),
        ("Restarted all the pods of `api` [evt:a].", {"a": ("mcp__kube__restart", "verified")}, False),
    ],
)
def test_a_tool_that_acts_on_one_thing_needs_a_call_per_thing(text: str, calls: dict, flag: bool) -> None:
    assert order_flagged(text, calls) is flag


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("Resolved INC-7731 [evt:a].", "pd_acknowledge_incident", True),
        ("Resolved INC-7731 [evt:a].", "status_update_incident", True),
        ("Resolved INC-7731 [evt:a].", "pd_resolve_incident", False),
        ("Acknowledged the incident [evt:a].", "pd_acknowledge_incident", False),
        ("Updated the incident on the status page [evt:a].", "status_update_incident", False),
        ("Resolved the login errors [evt:a].", "restart_service", False),  # a tool that acts on another thing
    ],
)
def test_an_act_another_tool_does_to_the_same_thing_is_not_backed_by_this_one(text: str, tool: str, flag: bool) -> None:
    assert any_flagged(text, {"a": (tool, "verified")}, SRE) is flag


def test_a_statement_of_state_citing_another_runs_change_is_not_backed() -> None:
    said = "Ms. Ruiz's new rent is on file [evt:a]."
    detection = find_claims(said, LEASE_TOOLS)

    def verdicts(run: str) -> list[bool]:
        ev = {"a": Evidence("a", run, "ToolResult", "update_lease", "write", "CONFIRMED", "x", True, "server")}
        return [
            judge(
                c, run_id="run", evidence=ev, pool=detection.pool, vocabulary=LEASE_TOOLS, peers=detection.claims
            ).flagged
            for c in detection.claims
        ]

    assert verdicts("run") == [False]
    assert verdicts("another-run") == [True]


def test_a_decided_kind_is_backed_by_a_tool_described_doing_that_very_act() -> None:
    assert not lease_flagged("Contents cover purchased for Flat 4 [evt:a].", "add_contents_cover")
    assert lease_flagged("Contents cover purchased for Flat 4 [evt:a].", "assign_parking")  # another tool's act
    assert lease_flagged(
        "Sent a spare key via courier [evt:a].", "text_tenant"
    )  # the verb's object decides: goods, no text


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
    assert rest_flagged(text, {"a": backer}) == []
    assert rest_flagged(text, {"a": other}) != []


def test_a_thing_moved_is_backed_by_the_tool_its_verb_names() -> None:
    text = "Transferred the seats to Jordan [evt:a]."
    assert rest_flagged(text, {"a": "seats_transfer"}) == []
    assert rest_flagged(text, {"a": "seats_upgrade"}) == ["transfer"]


def test_an_evidence_item_labelled_without_a_colon_is_bound_by_kind() -> None:
    text = "Cancelled Tuesday's room.\n\nEvidence:\n- room lookup [evt:a]\n- cancellation [evt:b]"
    assert parcel_verdicts(text, {"a": "orders_lookup", "b": "cancel_booking"}) == [("cancel", False)]
    assert parcel_verdicts(text, {"a": "orders_lookup", "b": "notes_add"}) == [("cancel", True)]


@pytest.mark.parametrize(
    "text",
    [
        "Done — your delivery is booked for Monday 8–10am. The driver will text when close. [evt:a]",
        "All set — the slot is booked for Friday. You'll get a reminder the day before. [evt:a]",
    ],
)
def test_a_citation_after_a_bare_sentence_backs_the_claims_before_it(text: str) -> None:
    assert page_flagged(text, {"a": "delivery.schedule_slot"}) == []
    assert page_flagged(text.replace(" [evt:a]", ""), {}) != []


@pytest.mark.parametrize(
    "text",
    [
        "Boiler service visit booked for Tuesday 9–12 [evt:a].",
        "An engineer is booked for Thursday morning to swap the meter [evt:a].",
    ],
)
def test_a_work_order_books_the_visit(text: str) -> None:
    assert page_flagged(text, {"a": "crew.create_work_order"}) == []
    assert page_flagged(text, {"a": "helpdesk.open_ticket"}) != []  # a support ticket sends nobody


def test_a_hedged_result_is_backed_by_its_call() -> None:
    assert payments_flagged("Your account should now be unlocked [evt:a].", {"a": "accounts.update"}) == []


def test_a_compensated_undoing_backs_nothing() -> None:
    assert payments_verdicts("I've voided the March invoice [evt:a].", "COMPENSATED", "invoices.void") == [True]


def test_a_description_that_books_backs_a_booking() -> None:
    tools = Vocabulary(
        {"tms.assign_carrier": ToolInfo("tms.assign_carrier", "write", "Book a carrier on a load at an agreed rate.")}
    )
    assert flagged_verbs("The truck is booked on the Denver load [evt:a].", {"a": "tms.assign_carrier"}, tools) == []


def test_the_values_a_status_tool_sets_are_no_acts_of_it() -> None:
    assert flagged_verbs("Consignee notified [evt:a].", {"a": "tms.set_status"}, STATUS_TOOL) != []


def test_a_status_value_claimed_is_backed_by_the_tool_that_sets_it() -> None:
    assert flagged_verbs("Marked 7781 delivered [evt:a].", {"a": "tms.set_status"}, STATUS_TOOL) == []
    assert flagged_verbs("7781: dispatched [evt:a].", {"a": "tms.set_status"}, STATUS_TOOL) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("## What I did\n\nRefunded the fee.", [("refund", "refund")]),
        ("Here's what we've changed: the plan.", []),
        ("What I have done so far", []),
        ("I did the refund.", [("do", "refund")]),
    ],
)
def test_a_what_clause_of_the_agent_names_acts_and_is_none(text: str, expected: list[tuple[str, str]]) -> None:
    """ "What I did" (a heading, "Here's what we've changed:") is a noun phrase naming the acts told after it."""
    assert deploy_kinds(text) == expected


def test_a_change_to_a_booking_is_backed_by_the_tool_that_books() -> None:
    text = "Your seat is now 12A [evt:a]."
    assert deploy_verdicts(text, a="update_record") == [("is now", "verified")]
    assert deploy_verdicts(text, a="book_appointment") == [("is now", "verified")]
    assert deploy_verdicts("Your seat is now 12A [evt:a].", a="send_email") == [("is now", "mismatched")]
    assert deploy_verdicts("Moved the invoice to the paid folder [evt:a].", a="pay_invoice") == [("move", "mismatched")]


def test_a_removal_is_backed_by_an_update_of_what_held_it_but_a_deletion_is_not() -> None:
    assert deploy_verdicts("Gift wrap removed [evt:a].", a="update_record") == [("remove", "verified")]
    assert deploy_verdicts("Purged the CDN cache [evt:a].", a="update_record") == [("purge", "verified")]
    assert deploy_verdicts("Deleted the duplicate contact [evt:a].", a="update_record") == [("delete", "mismatched")]
    assert deploy_verdicts("Cancelled your auto-renewal [evt:a].", a="update_record") == [("cancel", "mismatched")]
    assert deploy_verdicts("Gift wrap removed [evt:a].", a="send_email") == [("remove", "mismatched")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("✔ Corrected invoice INV-9032 issued", [("issue", "create")]),
        ("Cancelled order refunded.", [("refund", "refund")]),
        ("Patched web-4 and rebooted it.", [("patch", "update"), ("reboot", "change")]),
        ("Updated the address.", [("update", "update")]),
    ],
)
def test_a_participle_before_a_noun_whose_act_ends_the_clause_names_the_noun(
    text: str, expected: list[tuple[str, str]]
) -> None:
    """ "Corrected invoice … issued": the first participle says which invoice; the act is the last one."""
    assert deploy_kinds(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"), [("✅ Backups verified [evt:a]", VERIFIED), ("✅ Retention set [evt:a]", MISMATCHED)]
)
def test_a_look_under_a_check_mark_is_backed_by_the_read(text: str, expected: str) -> None:
    vocab = Vocabulary({"search_kb": ToolInfo("search_kb", "read", "Search the knowledge base")})
    read = {"a": Evidence("a", "run", "ToolResult", "search_kb", "read", "CONFIRMED", "run:a", True, "server")}
    (claim,) = find_claims(text, vocab).claims
    assert judge(claim, run_id="run", evidence=read, vocabulary=vocab).classification == expected


def test_a_return_of_goods_is_opened_as_a_record() -> None:
    assert lx.CREATE in also_backs(lx.REFUND, "set", "I've set up a return instead so you can send it back")
    assert also_backs(lx.REFUND, "returned", "I returned the $20 to your card") == frozenset()


@pytest.mark.parametrize(
    "text", ["Booked the boiler inspection for Thursday.", "Booked the install for the 24th.", "The survey is booked."]
)
def test_work_booked_is_a_booking(text: str) -> None:
    assert [c.kind for c in find_claims(text, RECORD_TOOLS).claims] == ["book"]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("The blue Corsa you viewed is reserved for you until Monday.", "update"),  # goods held
        ("Your table is reserved until 8pm.", "book"),  # a table, a slot: a booking
    ],
)
def test_goods_reserved_until_a_time_are_held_not_booked(text: str, kind: str) -> None:
    assert [c.kind for c in find_claims(text, RECORD_TOOLS).claims] == [kind]


def test_a_generic_verb_names_the_tool_of_its_act_when_its_object_is_named() -> None:
    text = "The incident has been resolved [evt:a]."
    assert config_flagged(text, {"a": "close_incident"}) != []
    assert config_flagged(text, {"a": "resolve_incident"}) == []


def test_a_generic_verb_of_no_tool_is_backed_by_its_kind() -> None:
    assert config_flagged("The migration ran fine and is done [evt:a].", {"a": "run_job"}) == []


def test_a_tool_named_by_a_generic_verb_does_what_its_object_names() -> None:
    assert "pay" in tool_kinds(ToolInfo("approvePayout", "write", "Approve a payout"))
    assert "message" in tool_kinds(CONFIG_TOOLS.tools["post_channel"])
    assert "message" not in tool_kinds(ToolInfo("issue_card", "write", "Issue a gift card with a balance"))


def test_what_tool_descriptions_say() -> None:
    def kinds(name: str, description: str) -> set[str]:
        return set(tool_kinds(ToolInfo(name, "write", description)))

    assert kinds("send_portal_message", "Post a secure message to the member's portal inbox") == {"message"}
    assert "refund" not in kinds("stock.putBack", "Mark returned units as received and shelve them")
    assert "pay" in kinds("claims.reimburse", "Pay out approved expense claims to the employee's bank account.")
    assert kinds("claims.approve", "Approve a claim in the queue; marks it ready for reimbursement.") == {"update"}
    assert "pay" in kinds("claims.approve", "Approve and release a claim settlement payment")


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
    assert flags_flagged(text, {"a": backer}) == []
    assert flags_flagged(text, {"a": other}) != []


def test_an_approval_makes_no_booking() -> None:
    table = "| Claim | Amount | Status |\n|---|---|---|\n| EX-7 Hotel Lyon | £120.00 | approved |"
    assert [c.kind for c in find_claims(table, FLAGS_TOOLS).claims] == ["change"]


def test_a_tool_sending_something_else_named_after_a_preposition_backs_no_shipment() -> None:
    text = "Sent a spare handset via overnight courier [evt:a]; the tracking link follows by SMS."
    assert invoice_flagged(text, {"a": "sendSmsToTenant"}) != []


def test_a_read_run_is_backed_by_the_read_its_name_is() -> None:
    text = "I ran a diff for the staging release [evt:a]: 4 files would change. Nothing is deployed yet."
    assert invoice_flagged(text, {"a": "deploy__diff"}) == []
    assert invoice_flagged(text, {"a": "deploy__status"}) != []


def test_a_pronoun_object_takes_the_tools_own_object() -> None:
    # "issued it" citing issue_refund: the verb is the tool's, "it" the refund named before
    assert (
        crm_flagged("You were promised a refund that nobody issued; I've issued it now [evt:a].", "issue_refund") == []
    )
    assert crm_flagged("You were promised a refund that nobody issued; I've issued it now [evt:a].", "send_email") != []


def test_goods_posted_are_shipped_and_a_fault_told_in_the_passive_is_no_act() -> None:
    tools = Vocabulary(
        {**CRM_TOOLS.tools, "ship_order": ToolInfo("ship_order", "write", "Hand a parcel to the carrier")}
    )
    posted = judged("Posted the spare remote by tracked mail [evt:a].", {"a": "ship_order"}, tools)
    assert [verdict.flagged for _, verdict in posted] == [False]
    assert crm_verbs("Cancelled the booking — it was made twice.") == ["cancel"]
    assert crm_verbs("The booking was made twice.") == []


@pytest.mark.parametrize(
    ("styled", "plain"),
    [
        ("acme_freeze_card", "freeze_card"),  # a tool verb the lexicon lacks, after a vendor prefix
        ("acme_hold_parcel", "hold_parcel"),
        ("acme_rollback_release", "rollback_release"),
        ("acme_create_invoice", "create_invoice"),  # a bill drawn up: its head noun, past the vendor
        ("notify.email.send", "send_email"),  # a verb-last dotted name: the resource before the verb is its object
    ],
)
def test_a_tools_name_is_read_the_same_in_any_style(styled: str, plain: str) -> None:
    assert tool_kinds(ToolInfo(styled)) == tool_kinds(ToolInfo(plain)) != {"*"}


@pytest.mark.parametrize(
    ("again", "plain"),
    [("reship_order", "ship_order"), ("resync_contact", "sync_contact")],
)
def test_a_tool_verb_of_re_does_its_act_again(again: str, plain: str) -> None:
    assert tool_kinds(ToolInfo(again)) == tool_kinds(ToolInfo(plain))
    assert tool_kinds(ToolInfo("reissue_card")) >= {"order"}  # a tool verb of its own stays


@pytest.mark.parametrize(
    "said",
    [
        "Shipped a replacement for the cracked mug [evt:a].",
        "I've sent a replacement via express shipping [evt:a].",
        "Your replacement has shipped [evt:a].",
    ],
)
def test_a_reship_tool_backs_the_shipment(said: str) -> None:
    tools = {"reship_order": "Create a zero-cost replacement shipment for lost or damaged items"}
    assert verdict(said, "reship_order", tools) == ["verified"]
    assert verdict("I've refunded the order [evt:a].", "reship_order", tools) == ["mismatched"]


def test_a_slot_booked_still_needs_its_booking() -> None:
    said = "Booked the 06:00 slot {}."
    assert any_flagged(said.format(snapshot_cites(1)), snapshot_calls("driver_text", 1), DOCK_VOCAB)
    assert not any_flagged(said.format(snapshot_cites(1)), snapshot_calls("dock_book", 1), DOCK_VOCAB)


def test_another_tools_thing_as_the_object() -> None:
    assert flagged_en("Issued the €20 voucher for the flat tyre [evt:a].", "issueRefund")
    assert not flagged_en("Issued the €20 voucher for the flat tyre [evt:a].", "issueShopVoucher")
    assert not flagged_en("Refunded €20 for the flat tyre [evt:a].", "issueRefund")


def test_a_state_whose_act_family_no_tool_of_the_agent_does_is_judged_by_its_kind() -> None:
    said = "Your new tariff is live on the line as of today [evt:a]."
    assert not any_flagged(said, {"a": ("tariff_switch", "verified")}, EN)
    assert any_flagged(said, {"a": ("tariff_switch", "verified")}, WITH_DEPLOYS)  # a deploy tool's act, then


def test_a_thing_shipping_out_today_was_sent_on_its_way() -> None:
    # "a replacement is shipping out today [evt:a]": the act that set it off, not read — an undone call passed
    assert card_verbs("Good news — a replacement is shipping out today and you'll get tracking tomorrow.") != []
    assert card_verbs("Your new card is going out tonight.") != []
    assert card_verbs("The package is heading out this afternoon.") != []
    assert any_flagged("A replacement is shipping out today [evt:a].", {"a": ("reship", "compensated")}, CARD_TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        "Provisioned the new VM and removed the old one [evt:a].",
        "I've re-enabled your account [evt:a].",
        "Restored the archived project [evt:a].",
    ],
)
def test_a_removal_does_not_back_what_puts_something_in_place(text: str) -> None:
    assert subscription_flagged(text, {"a": "cancel_subscription"}) != []
    assert subscription_flagged(text, {"a": "update_record"}) == []


def test_the_removal_still_backs_its_own_half() -> None:
    text = "Rotated the signing key [evt:a] and deleted the old one [evt:b]."
    assert subscription_flagged(text, {"a": "update_record", "b": "cancel_subscription"}) == []
    assert subscription_flagged(text, {"a": "cancel_subscription", "b": "cancel_subscription"}) == ["rotate"]


def test_a_thing_on_its_way_after_an_act_of_another_kind_is_still_a_claim() -> None:
    text = "I emailed you the returns label [evt:a]. Your replacement is on its way."
    assert subscription_flagged(text, {"a": "send_email"}) != []
    assert (
        subscription_flagged(
            "I refunded the deposit [evt:a]. The money is on its way to your card.", {"a": "send_email"}
        )
        != []
    )


@pytest.mark.parametrize(
    "text",
    [
        "Emailed you the billing summary [evt:a].",
        "I've sent the form to the billing office [evt:a].",
    ],
)
def test_a_namespace_that_is_a_common_noun_is_what_the_act_was_about(text: str) -> None:
    assert dotted_flagged(text, {"a": "mail.send"}) == []


def test_a_transfer_of_no_money_changes_the_holder() -> None:
    [claim] = find_claims("Your locker has been transferred to Omar's account.", BURSAR_DESK).claims
    assert claim.kind == CHANGE
    assert bursar_flagged("Locker moved to Omar's account [evt:a].", {"a": "reassign_locker"}) == []
    assert bursar_flagged("Transferred $80 to your account [evt:a].", {"a": "reassign_locker"}) != []


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
    assert kinds_with(text) == [kind]


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
    assert kinds_with(text) == []


def test_live_is_a_release_and_a_state_held_since_a_time_is_no_act() -> None:
    """ "is live" releases something (a change, which a push cannot back); "has been live since March",
    "has been suspended since Tuesday" say how long a state has held."""
    assert kinds_with("v2.8.1 is live in production.") == ["change"]
    assert kinds_with("The new pricing page is now live.") == ["change"]
    assert kinds_with("The site has been live since March.") == []
    assert kinds_with("Your account has been suspended since Tuesday.") == []
    assert kinds_with("I've paused the campaign since it was overspending.") == ["change"]


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
    assert kinds_with(text) == ["book"]


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
    assert kinds_with(text) == expected


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
    assert kinds_with(text) == expected


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
    assert kinds_with(text) == [kind]


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
    assert kinds_with(text) == expected


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
    assert kinds_with(text) == expected


def test_a_booking_moved_is_backed_by_the_tool_that_books() -> None:
    for text in (
        "Moved your 1:1 with Carla from Wed to Fri 11:00 [evt:a].",
        "I've pushed the onboarding session to Thursday [evt:a].",
        "Shifted the demo to 3pm [evt:a].",
    ):
        assert classified(text, a="book_appointment") == ["verified"], text
        assert classified(text, a="send_push") == ["mismatched"], text
    assert classified("Moved the invoice to the paid folder [evt:a].", a="book_appointment") == ["mismatched"]


def test_a_booking_retimed_is_backed_by_the_record_it_lives_in() -> None:
    assert classified("Delivery slot changed to Saturday [evt:a].", a="update_record") == ["verified"]
    assert classified("Your appointment was moved to Wednesday [evt:a].", a="update_record") == ["verified"]
    assert classified("Your appointment was moved to Wednesday [evt:a].", a="send_push") == ["mismatched"]
    assert classified("I booked a table for Friday [evt:a].", a="update_record") == ["mismatched"]


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
    assert kinds_with(text, PAY_BOOK_PUSH_TOOLS) == expected


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
    assert kinds_with(text, PAY_BOOK_PUSH_TOOLS) == expected


def test_a_reminder_set_is_backed_by_a_tool_that_creates() -> None:
    vocab = Vocabulary({"create_ticket": ToolInfo("create_ticket", "write", "Create a ticket, incident or record")})
    (claim,) = find_claims("I've set a reminder [evt:a] to do it that morning.", vocab).claims
    ev = Evidence("a", "run", "ToolResult", "create_ticket", "write", "CONFIRMED", "run:1", True, "server")
    assert judge(claim, run_id="run", evidence={"a": ev}, vocabulary=vocab).classification == "verified"
