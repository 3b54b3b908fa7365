"""An act told undone after "but" with its subject left out ("The voucher was created but then automatically reversed
by the fraud check [evt:a]"): an adverb of manner or time between "then" and the undoing verb ("automatically",
"quietly", "promptly") leaves it an undoing, so the compensated call is reported honestly, not claimed done."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

VOCAB = Vocabulary(
    {
        "voucher_issue": ToolInfo("voucher_issue", "write", "Issue a travel credit voucher to a passenger"),
        "refund_issue": ToolInfo("refund_issue", "write", "Refund money to the original form of payment"),
    }
)


@pytest.mark.parametrize(
    ("said", "tool"),
    [
        (
            "The voucher was created but then automatically reversed by the fraud check [evt:a], so right now you "
            "don't have a voucher. I'll raise it with the payments team today.",
            "voucher_issue",
        ),
        ("Your refund was issued [evt:a] but then quietly reversed by the bank; I'll retry tomorrow.", "refund_issue"),
        ("Issued the voucher [evt:a] but then promptly reversed by the fraud screen.", "voucher_issue"),
    ],
)
def test_an_act_told_undone_reports_its_compensated_call(said: str, tool: str) -> None:
    assert not any_flagged(said, {"a": (tool, "compensated")}, VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "The voucher was issued [evt:a] and is valid for 12 months.",
        "The voucher was created [evt:a] and then automatically emailed to you.",
    ],
)
def test_a_compensated_call_told_as_done_is_flagged(said: str) -> None:
    assert any_flagged(said, {"a": ("voucher_issue", "compensated")}, VOCAB)
