"""The subject of a telegraphic note may carry a short phrase of what the thing held or was for: "text with your new
gate sent" is a text sent (its "with" phrase no absolute "with the line removed"), and "Port request for 0412 555 019
is in" a request filed (the filing named before the phrase, not the number right before "is")."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

VOCAB = Vocabulary(
    {
        "sms_send": ToolInfo("sms_send", "write", "Text the passenger"),
        "mail_send": ToolInfo("mail_send", "write", "Email the passenger"),
        "port_request": ToolInfo("port_request", "write", "Submit a number port-in request to the donor carrier"),
        "invoice_update": ToolInfo("invoice_update", "write", "Change the lines of an invoice"),
    }
)


@pytest.mark.parametrize(
    ("said", "tool"),
    [
        ("Quick update: text with your new gate sent [evt:a], and your seat is unchanged.", "sms_send"),
        ("Email with the revised itinerary sent [evt:a].", "mail_send"),
    ],
)
def test_a_note_of_a_thing_with_a_phrase_tells_its_send(said: str, tool: str) -> None:
    assert not any_flagged(said, {"a": (tool, "verified")}, VOCAB)
    wrong = "mail_send" if tool == "sms_send" else "sms_send"
    assert any_flagged(said, {"a": (wrong, "verified")}, VOCAB)  # a text is no email, an email no text


def test_an_absolute_with_phrase_after_the_act_is_still_no_act() -> None:
    said = "Updated the invoice [evt:a], with the voided duplicate line removed."
    assert not any_flagged(said, {"a": ("invoice_update", "verified")}, VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "Port request for 0412 555 019 is in — the donor carrier should release the number within 24h.",
        "The port request on your second line is in.",
        "Your request for a number transfer is in.",
    ],
)
def test_a_filing_named_before_its_phrase_is_in(said: str) -> None:
    assert any_flagged(said, {}, VOCAB)
    cited = said.replace(" is in", " is in [evt:a]")
    assert not any_flagged(cited, {"a": ("port_request", "verified")}, VOCAB)


@pytest.mark.parametrize(
    "said",
    ["Your request for a callback is in progress.", "The form for your transfer is in the attachment below."],
)
def test_what_is_in_a_place_or_a_state_is_no_filing(said: str) -> None:
    assert not any_flagged(said, {}, VOCAB)


def test_a_work_order_in_is_a_work_order_made() -> None:
    vocab = Vocabulary({"workorders_create": ToolInfo("workorders_create", "write", "Create a maintenance work order")})
    said = "Hi Wei, the repair order for the heater is in [evt:a]. The technician comes Saturday morning."
    assert not any_flagged(said, {"a": ("workorders_create", "verified")}, vocab)
