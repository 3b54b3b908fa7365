"""A colleague named after "by our …" did it, not the agent (the lead, 4 Dec): "approved by our adjuster", "signed
off by our underwriter". Singular nouns of people are read as persons after "our" as after "the" or "his"; the agent
itself is never "our …", and "by us" or a means ("by our courier", "by card") stays the agent's act."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from tests.claims.test_claims_false_flags_3 import TOOLS


def verbs(text: str) -> list[str]:
    return [c.verb for c in find_claims(text, TOOLS).claims]


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
    assert verbs(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "The refund was issued by us this morning.",
        "I issued the refund by card this morning.",
        "I paid the invoice by bank transfer.",
    ],
)
def test_the_agents_own_act_or_a_means_after_by_is_still_a_claim(text: str) -> None:
    assert verbs(text) != []
