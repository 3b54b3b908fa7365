"""Raising or lowering a level ("raised its priority", "lowered the ticket's severity", "raised the spending limit") sets
a value, which a tool that changes a record's status or priority backs; raising a ticket still makes one."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

VOCAB = Vocabulary(
    {
        "case_update": ToolInfo("case_update", "write", "Add a comment or change status/priority on a case"),
        "case_create": ToolInfo("case_create", "write", "Open a new support case"),
    }
)


@pytest.mark.parametrize(
    "said",
    [
        "Logged the evidence on your case and raised its priority [evt:a].",
        "Lowered the ticket's severity to P3 now that service is back [evt:a].",
    ],
)
def test_a_level_raised_is_a_value_set(said: str) -> None:
    assert not any_flagged(said, {"a": ("case_update", "verified")}, VOCAB)


def test_a_ticket_raised_is_still_one_made() -> None:
    said = "I raised a ticket for the outage with the network team [evt:a]."
    assert not any_flagged(said, {"a": ("case_create", "verified")}, VOCAB)
    assert any_flagged("I raised a ticket for the outage with the network team.", {}, VOCAB)
