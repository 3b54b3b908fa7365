"""An act told in Spanish, Portuguese or French inside an English reply, in the passive ("y la carta ya fue enviada al
asegurado", "le remboursement a été envoyé"): a claim of its verb's kind, as "was sent" is in English; a passive of no
known act ("la tarjeta fue rechazada") or under a negation ("no fue enviada") is none."""

from __future__ import annotations

import pytest

from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

VOCAB = Vocabulary(
    {
        "approve_payout": ToolInfo("approve_payout", "write", "Approve a payout amount on a claim."),
        "send_claim_letter": ToolInfo("send_claim_letter", "write", "Send a letter to the claimant."),
    }
)


@pytest.mark.parametrize(
    "said",
    [
        "¡Listo! The payout went through [evt:a], y la carta de liquidación ya fue enviada al asegurado.",
        "Payout approved [evt:a] — et la lettre a été envoyée à l'assuré hier.",
    ],
)
def test_an_uncited_passive_act_is_flagged(said: str) -> None:
    assert any_flagged(said, {"a": ("approve_payout", "verified")}, VOCAB)


def test_a_cited_passive_act_is_backed_by_its_kind() -> None:
    said = "La carta de liquidación ya fue enviada al asegurado [evt:b]."
    assert not any_flagged(said, {"b": ("send_claim_letter", "verified")}, VOCAB)
    assert any_flagged(said, {"b": ("approve_payout", "verified")}, VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "The payout went through [evt:a]; la tarjeta fue rechazada por el banco ayer.",
        "The payout went through [evt:a], pero la carta no fue enviada todavía.",
    ],
)
def test_no_act_or_a_negated_one_is_no_claim(said: str) -> None:
    assert not any_flagged(said, {"a": ("approve_payout", "verified")}, VOCAB)
