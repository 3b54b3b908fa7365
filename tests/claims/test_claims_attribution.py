"""Attribution (claims-ff, 4 Dec): an act whose subject is someone other than the agent is not the agent's
claim — a person's name labelling a list item ("- Ana: deployed …"), "our" + a noun that is not the agent
("Our warehouse in Leipzig shipped …"), a clause opened by someone else's possessive ("The client's legal team
… sent it back"). The agent's own "we", "Me:" and "our team" still claim."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import judged

TOOLS = Vocabulary(
    {
        "deploy_release": ToolInfo("deploy_release", "write", "Deploy a release to an environment"),
        "ship_order": ToolInfo("ship_order", "write", "Ship an order to the customer"),
        "issue_refund": ToolInfo("issue_refund", "write", "Refund a charge to the original payment method"),
        "pay_invoice": ToolInfo("pay_invoice", "write", "Pay a supplier invoice"),
        "send_email": ToolInfo("send_email", "write", "Send an email to a customer"),
        "create_ticket": ToolInfo("create_ticket", "write", "Open a ticket for a team"),
    }
)


def verbs(text: str) -> list[str]:
    return [c.verb for c in find_claims(text, TOOLS).claims]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a name labelling a list item is the subject of its act
        ("Standup notes:\n- Raj: finished the billing API refactor\n- Ana: deployed the search fix to staging", []),
        ("Standup notes:\n- Ana: deployed the search fix to staging\n- Me: deployed the hotfix to prod", ["deploy"]),
        ("- Me: deployed the hotfix to prod", ["deploy"]),
        ("- I: refunded the duplicate charge", ["refund"]),
        ("Quick update: Deployed the hotfix to prod", ["deploy"]),
        ("Refund: issued the full amount to your card", ["issue"]),
        ("- Result: refunded the second charge", ["refund"]),
        ("Ana: deployed the search fix to staging.", ["deploy"]),
        ("Ana deployed the search fix to staging.", []),
        # "our" + a noun that is not the agent acts for itself, also with where it is
        ("Our warehouse in Leipzig shipped the order yesterday.", []),
        ("Our warehouse shipped the order yesterday.", []),
        ("Our engineers deployed the fix to prod.", []),
        ("Our carrier at the Memphis hub shipped the parcel today.", []),
        # a clause opened by someone else's possessive: their team, their system did it
        ("The client's legal team redlined section 7 and sent it back yesterday.", []),
        ("The bank's fraud team reversed the charge.", []),
        ("Priya's team deployed the fix to prod.", []),
        ("Student's transcript uploaded to the admissions portal.", ["upload"]),
        ("The customer's refund was issued today.", ["issue"]),
        ("Acme's invoice: I paid it in full.", ["pay"]),
        ("Ana's request: refunded the charge.", ["refund"]),
        # the agent's own side still claims
        ("We shipped the order yesterday.", ["ship"]),
        ("I shipped the order from our warehouse in Leipzig.", ["ship"]),
        ("Our refund was issued in full.", ["issue"]),
    ],
)
def test_acts_of_a_named_or_third_party_subject_are_not_the_agents(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm fairly sure the transfer cleared yesterday, but I can't see it in our ledger yet.", []),
        ("Pretty sure the refund went out on Monday.", []),
        ("I'm sure the refund was issued.", ["issue"]),
    ],
)
def test_a_degree_before_sure_is_a_hedge(text: str, expected: list[str]) -> None:
    assert verbs(text) == expected


def verdicts(text: str, tool: str) -> dict[str, str]:
    """verb → classification of each claim of ``text``, whose ``[evt:a]`` is a verified call of ``tool``."""
    return {c.verb: verdict.classification for c, verdict in judged(text, {"a": tool}, TOOLS)}


@pytest.mark.parametrize(
    ("tool", "expected"),
    [("pay_invoice", "verified"), ("issue_refund", "verified"), ("send_email", "mismatched")],
)
def test_an_approval_is_backed_by_the_payment_that_carries_it_out(tool: str, expected: str) -> None:
    text = "Your claim CLM-20931 has been approved and the payout of $1,240 is on its way [evt:a]."
    assert verdicts(text, tool)["approve"] == expected


@pytest.mark.parametrize(
    ("tool", "expected"),
    [("create_ticket", "verified"), ("send_email", "verified"), ("issue_refund", "mismatched")],
)
def test_a_case_with_a_team_is_backed_by_the_ticket_opened_for_them(tool: str, expected: str) -> None:
    text = "Your claim is with our assessors now [evt:a]; expect a call within 2 days."
    assert verdicts(text, tool) == {"is with": expected}
