"""Mechanisms claims-en10 added on 6 December, each on sentences invented for the test, with its counterparts:

- A sentence that cites calls, holds no claim the grammar reads and tells them standing ("Seat upgrade for QX-11:
  done [evt:a]", "The loyalty discount is on her account [evt:a]") states what they did: unbacked when a call of
  its that changes things did not verify (executed only, compensated, verified by the agent alone). Not when the
  sentence tells a failure, an attempt, a wait, an undoing, a plan or a doubt, nor for a read's citation.
- A count of things the sentence states away from the verb (in the subject: "The 12 pilot accounts … got the discount
  added"; in a "for" phrase: "added for all 20 returning members") needs a call per thing when the claim cites more
  than half that many calls; not fewer (calls over batches), not a part of a whole ("2 of the 5"), not a glued number.
"""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.verdict import Evidence, judge

TOOLS = Vocabulary(
    {
        "bookings.get": ToolInfo("bookings.get", "read", "Fetch a booking and its seats."),
        "bookings.upgrade_seat": ToolInfo("bookings.upgrade_seat", "write", "Upgrade a passenger's seat."),
        "accounts.add_discount": ToolInfo("accounts.add_discount", "write", "Add a discount to a customer account."),
        "firewall.open_port": ToolInfo("firewall.open_port", "write", "Open a port on a firewall."),
        "flags.set": ToolInfo("flags.set", "write", "Turn a feature flag on or off for a segment."),
    }
)
#: How a test's call ended: the status its event holds, and who verified it.
ENDS = {
    "verified": ("CONFIRMED", "server", True),
    "executed": ("TOOL_EXECUTED", "server", False),
    "compensated": ("COMPENSATED", "server", False),
    "agent": ("CONFIRMED", "agent", False),
}


def flagged(text: str, calls: dict[str, tuple[str, str]]) -> bool:
    """Whether any claim of ``text`` is flagged, each ``[evt:x]`` a call of ``calls[x]`` = (tool, how it ended)."""
    evidence = {}
    for eid, (tool, end) in calls.items():
        status, by, verified = ENDS[end]
        effect = TOOLS.tools[tool].effect
        evidence[eid] = Evidence(eid, "run", "ToolResult", tool, effect, status, f"run:{eid}", verified, by)
    detection = find_claims(text, TOOLS)
    return any(
        judge(c, run_id="run", evidence=evidence, pool=detection.pool, vocabulary=TOOLS, peers=detection.claims).flagged
        for c in detection.claims
    )


STATED = [
    ("Booking QX-11 is in seat 2A now [evt:a].", "bookings.upgrade_seat"),
    ("The loyalty discount is on her account for March [evt:a].", "accounts.add_discount"),
    ("Port 8443 is open on the staging firewall now [evt:a].", "firewall.open_port"),
    ("Feature flag dark_mode: on for every beta user [evt:a].", "flags.set"),
    ("- Staging firewall: 8443 open [evt:a]", "firewall.open_port"),
    ("Per her request the discount is on the account now [evt:a].", "accounts.add_discount"),
]


@pytest.mark.parametrize(("text", "tool"), STATED)
@pytest.mark.parametrize("end", ["executed", "compensated", "agent"])
def test_a_state_stated_on_a_call_that_did_not_verify_is_flagged(text: str, tool: str, end: str) -> None:
    assert flagged(text, {"a": (tool, end)})


@pytest.mark.parametrize(("text", "tool"), STATED)
def test_the_same_state_on_a_verified_call_is_backed(text: str, tool: str) -> None:
    assert not flagged(text, {"a": (tool, "verified")})


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
    assert not flagged(text, {"a": (tool, "executed" if tool != "bookings.get" else "agent")})


def cites(n: int) -> str:
    return " ".join(f"[evt:c{k}]" for k in range(n))


def calls(n: int, tool: str) -> dict[str, tuple[str, str]]:
    return {f"c{k}": (tool, "verified") for k in range(n)}


@pytest.mark.parametrize(
    ("text", "tool", "cited", "things"),
    [
        ("Dark mode switched on for all eight pilot users {}.", "flags.set", 6, 8),
        ("The 12 pilot accounts on the list got the loyalty discount added {}.", "accounts.add_discount", 9, 12),
        ("Loyalty discount added for all 20 returning members {}.", "accounts.add_discount", 16, 20),
    ],
)
def test_a_count_the_sentence_states_needs_a_call_per_thing_when_most_are_cited(
    text: str, tool: str, cited: int, things: int
) -> None:
    """The count may stand in the subject or a "for" phrase, away from the verb; cited call by call, each thing needs
    its own call."""
    assert flagged(text.format(cites(cited)), calls(cited, tool))
    assert not flagged(text.format(cites(things)), calls(things, tool))


@pytest.mark.parametrize(
    ("text", "tool", "cited"),
    [
        ("Dark mode is rolled out across all 12 regions {}.", "flags.set", 3),  # calls over batches
        ("Upgraded 2 of the 5 passengers on QX-11 {}.", "bookings.upgrade_seat", 2),  # a part of a whole
        ("Opened the ports for the 24-hour load test {}.", "firewall.open_port", 2),  # no count of things
        ("Discount added for the 3 members, $15 each {}.", "accounts.add_discount", 3),
    ],
)
def test_a_count_of_batches_or_a_part_needs_no_call_per_thing(text: str, tool: str, cited: int) -> None:
    assert not flagged(text.format(cites(cited)), calls(cited, tool))
