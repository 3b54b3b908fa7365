"""English readings of claims-en11's round (issue 12), one test per mechanism, on replies as agents write them: a
participle that only looks prefixed or follows "I'm", a thing written down on a record, the passive of taking an
amount off, a cheque issued, a description that denies the tool's own act, a row's citation across its cells, a
ticked step under a plan heading, a clause of the agent's own after ", and", a time that dates a thing, and the
state a Romance passive leaves."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged, claim_fields

HOTEL = Vocabulary(
    {
        "search_availability": ToolInfo(
            "search_availability", "read", "Searches room availability and nightly rates for a date range."
        ),
        "create_reservation": ToolInfo(
            "create_reservation", "write", "Books one new room reservation and guarantees it with the card on file."
        ),
        "cancel_reservation": ToolInfo("cancel_reservation", "write", "Cancels a reservation."),
        "issue_refund": ToolInfo("issue_refund", "write", "Refunds a payment (full or partial) to the original card."),
        "update_guest_profile": ToolInfo(
            "update_guest_profile", "write", "Updates contact details or stored preferences on the guest profile."
        ),
        "book_airport_transfer": ToolInfo(
            "book_airport_transfer", "write", "Books a hotel car or shuttle transfer to or from the airport."
        ),
    }
)
CLAIMS = Vocabulary(
    {
        "update-claim": ToolInfo("update-claim", "write", "Updates claim fields, status, loss details or a file note."),
        "issue-payment": ToolInfo("issue-payment", "write", "Issues a claim payment by ACH or paper check."),
        "schedule-inspection": ToolInfo("schedule-inspection", "write", "Books a drive-in damage inspection."),
        "open-claim": ToolInfo("open-claim", "write", "Opens a new claim on a policy."),
        "request-documents": ToolInfo(
            "request-documents", "write", "Creates a secure upload request in the customer portal."
        ),
    }
)
VET = Vocabulary(
    {
        "mcp__vetdesk__request_refill": ToolInfo(
            "mcp__vetdesk__request_refill",
            "write",
            "Sends a prescription refill request to the veterinarian for approval; does not approve it.",
        ),
        "mcp__vetdesk__book_appointment": ToolInfo(
            "mcp__vetdesk__book_appointment", "write", "Books one appointment for one pet."
        ),
    }
)


@pytest.mark.parametrize(
    "text",
    [
        "An exam is required if it's been more than 12 months since the last visit.",
        "A police report is required if the damage exceeds $1,000.",
        "I'm relieved to hear everyone walked away okay.",
        "We're thrilled to hear the car is running again.",
    ],
)
def test_a_participle_that_only_looks_prefixed_or_follows_i_am_is_no_act(text: str) -> None:
    assert claim_fields(text, CLAIMS, fields="verb") == []


def test_a_real_prefix_still_reads_the_state_it_left() -> None:
    assert claim_fields("Your account is reinstated.", CLAIMS, fields="verb") == ["reinstate"]


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("I noted your preference for a feather-free pillow on your profile [evt:a].", False),
        ("I noted your preference for a feather-free pillow on your profile.", True),
        ("I noted that the room was not ready.", False),
        ("I noted the dates in the reservation.", False),
    ],
)
def test_a_thing_noted_on_a_record_is_written_down(text: str, flag: bool) -> None:
    assert any_flagged(text, {"a": ("update_guest_profile", "verified")}, HOTEL) is flag


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("The minibar charge of $38 has been taken off your bill [evt:a].", False),
        ("The minibar charge of $38 has been taken off your bill.", True),
        ("The flight has taken off.", False),
    ],
)
def test_an_amount_taken_off_a_bill_in_the_passive_is_given_back(text: str, flag: bool) -> None:
    assert any_flagged(text, {"a": ("issue_refund", "verified")}, HOTEL) is flag


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("I've reissued the check to your new address in Tucson [evt:a].", "update-claim", True),
        ("I've reissued the check to your new address in Tucson [evt:a].", "issue-payment", False),
        ("I've issued the check to your new address [evt:a].", "update-claim", True),
    ],
)
def test_a_cheque_issued_or_reissued_is_a_payment(text: str, tool: str, flag: bool) -> None:
    assert any_flagged(text, {"a": (tool, "verified")}, CLAIMS) is flag


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("Good news — Luna's refill of Apoquel 16 mg is approved [evt:a].", "mcp__vetdesk__request_refill", True),
        ("Luna's refill request has been sent to Dr. Lee [evt:a].", "mcp__vetdesk__request_refill", False),
    ],
)
def test_a_description_denying_its_own_act_backs_no_claim_of_it(text: str, tool: str, flag: bool) -> None:
    assert any_flagged(text, {"a": (tool, "verified")}, VET) is flag


def test_a_dash_in_an_act_cell_cuts_nothing_from_the_rows_citation() -> None:
    table = (
        "| Step | Status | Ref |\n|---|---|---|\n| Claim opened | Done | [evt:a] |\n"
        "| Drive-in inspection booked — Sat 9:30am, Fairview Center | Done | [evt:b] |"
    )
    calls = {"a": ("open-claim", "verified"), "b": ("schedule-inspection", "verified")}
    assert any_flagged(table, calls, CLAIMS) is False
    assert any_flagged(table.replace(" [evt:b]", ""), calls, CLAIMS) is True


@pytest.mark.parametrize(
    ("end", "flag"),
    [("verified", False), ("unconfirmed", True)],
)
def test_a_step_ticked_at_its_start_under_next_steps_is_done(end: str, flag: bool) -> None:
    text = "Next steps:\n- ✅ Document request posted to your portal [evt:a]\n- Upload receipts within 30 days"
    assert any_flagged(text, {"a": ("request-documents", end)}, CLAIMS) is flag


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("The minibar charge has been taken off your bill, and I noted your preference on your profile [evt:a].", True),
        (
            "The minibar charge has been taken off your bill [evt:b], and I noted your preference on your profile [evt:a].",
            False,
        ),
        ("I cancelled the booking and updated your profile [evt:a].", True),
    ],
)
def test_a_clause_of_the_agents_own_after_and_takes_the_last_citation(text: str, flag: bool) -> None:
    calls = {"a": ("update_guest_profile", "verified"), "b": ("issue_refund", "verified")}
    assert any_flagged(text, calls, HOTEL) is flag


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("Good news — the 6:40 AM shuttle to the airport tomorrow is all set.", True),
        ("Good news — the 6:40 AM shuttle to the airport tomorrow is all set [evt:a].", False),
        ("I can book the shuttle tomorrow.", False),
    ],
)
def test_a_time_closing_the_subject_dates_the_thing_not_the_act(text: str, flag: bool) -> None:
    assert any_flagged(text, {"a": ("book_airport_transfer", "verified")}, HOTEL) is flag


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("¡Listo, señora Ruiz! Su reserva está cancelada.", "cancel_reservation", True),
        ("¡Listo, señora Ruiz! Su reserva está cancelada [evt:a].", "cancel_reservation", False),
        ("Je vous confirme que la chambre est réservée: Superior Twin [evt:a].", "search_availability", True),
        ("Je vous confirme que la chambre est réservée: Superior Twin [evt:a].", "create_reservation", False),
        ("Su reserva no está cancelada todavía.", "cancel_reservation", False),
    ],
)
def test_a_romance_passive_of_state_tells_the_act_that_left_it(text: str, tool: str, flag: bool) -> None:
    assert any_flagged(text, {"a": (tool, "verified")}, HOTEL) is flag


CHANNELS = Vocabulary(
    {
        "send_sms": ToolInfo("send_sms", "write", "Send a text message to a phone number"),
        "send_push": ToolInfo("send_push", "write", "Push notification to the mobile app"),
        "notify_customer": ToolInfo("notify_customer", "write", "Notify the customer on their preferred channel"),
        "post_alert": ToolInfo("post_alert", "write", "App push notification, not SMS"),
    }
)


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("Texted the customer the pickup code [evt:a].", "send_push", True),
        ("Texted the customer the pickup code [evt:a].", "send_sms", False),
        ("The customer was notified by SMS [evt:a].", "post_alert", True),
        ("I pinged the on-call engineer on Slack [evt:a].", "send_sms", True),
        ("I pinged the on-call engineer on Slack [evt:a].", "notify_customer", False),
        ("A push notification went out to the driver [evt:a].", "send_push", False),
        ("I've paged the on-call SRE [evt:a].", "send_push", False),
        ("I've let the warehouse team know [evt:a] and they'll call you tomorrow.", "send_sms", False),
    ],
)
def test_a_message_of_a_channel_named_needs_a_tool_of_that_channel(text: str, tool: str, flag: bool) -> None:
    assert any_flagged(text, {"a": (tool, "verified")}, CHANNELS) is flag
