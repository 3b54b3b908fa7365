"""A final reply that says a number of more than 4,300 digits (a model echoing a long numeric blob, an order "number"
made of a pasted hash): the claims reader turned the digits into an int, which Python refuses past 4,300 digits, so
``claims/check/`` and ``reply/`` were 500 — and, the reply being the journaled answer, a run that could never complete
(qa-agents9). The readers now take such a number as 10⁹ (``agentops.claims.lexicon.number_said``): it bounds
nothing they compare."""

from __future__ import annotations

import pytest

from agentops.claims.detect.find import find_claims
from runs.models import Event, Reply

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

DIGITS = "9" * 5000
REPLIES = [
    f"Sent {DIGITS} emails.",
    f"Of the {DIGITS} invoices due today, {DIGITS} were paid.",
    f"re-ran CI {DIGITS} times",
    f"Booked, {DIGITS} rooms",
    f"In {DIGITS} I sent the email.",
    f"Invoice INV-{DIGITS} paid.",
    f"已处理 {DIGITS} 个",
    f"房间（标准间 ×{DIGITS}）已预订",
]


@pytest.mark.parametrize("reply", REPLIES, ids=range(len(REPLIES)))
def test_a_reply_saying_a_number_of_thousands_of_digits_is_read(reply):
    find_claims(reply)  # raised ValueError: Exceeds the limit (4300 digits) for integer string conversion


def test_a_run_whose_answer_says_a_5000_digit_number_is_checked_and_completes(run):
    reply = REPLIES[0]
    assert run.sample(0, [], content=reply).status_code == 201
    check = run.api.post(f"/api/v1/runs/{run.id}/claims/check/", {"reply": reply}, format="json")
    assert check.status_code == 200, check.content[:300]
    replied = run.post("reply/", {"step": 0, "reply": reply})
    assert replied.status_code == 201, replied.content[:300]
    assert Event.objects.filter(run_id=run.id, type="RunCompleted").count() == 1
    assert Reply.objects.get(run_id=run.id).text == reply


def test_a_small_count_is_still_read_as_its_value():
    (claim,) = find_claims("I sent 3 emails to the customers.").claims
    assert claim.quantity == 3
