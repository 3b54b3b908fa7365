"""Mechanisms claims-fp-en added on 6 December against held-out false flags, each on sentences invented for the test,
with its counterparts:

- What is asserted: an opening infinitive of purpose ("To get the claim settled, please …"); a participle right after
  its noun with the sentence's own verb later ("the cover change requested on 3 May has been made"), also one of the
  words of plans ("requested"); a present state in a clause of time or condition ("… only after the photos are up");
  an attribute told by a participle ("last synced 08:10", "there are 5 visits booked this week"); "nothing" as the
  act's object; an aside after what was written down gives the words written.
- Who did it: a causative "have" of someone else ("the clinic has the scan booked for Friday"); "by the" and a
  thing or body that acted ("reversed by the fraud check"); a relative clause with a subject of its own ("the excess
  that underwriting put through").
- Undone: an act followed by "but then reversed" (its subject left out) is told as undone, its compensated call
  reported honestly.
- Kinds: a number before counted things or after a code's letters is no amount ("transferred 40 crates of SKU
  AB-1200" is no payment); a refund is backed by a tool that pays money out to a payee when the agent has no refund
  tool of its own.
"""

from __future__ import annotations

import pytest

from agentops.claims.detect import CITED_STATE, find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from tests.claims.judging import any_flagged

TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("getPetPolicy", "read", "Read a pet policy: cover, excess and renewal date."),
            ToolInfo("listVisits", "read", "List the booked vet visits of a week."),
            ToolInfo("makePayment", "write", "Send a claim payment (bank transfer) to the payee on file."),
            ToolInfo("bookVisit", "write", "Book a vet visit for a pet."),
            ToolInfo("changeCover", "write", "Change a pet policy's cover or excess."),
            ToolInfo("noteFile", "write", "Append a note to the claim file."),
            ToolInfo("closeClaim", "write", "Close a claim."),
            ToolInfo("emailOwner", "write", "Email the pet's owner."),
            ToolInfo("move_stock", "write", "Create a stock transfer between stores."),
        )
    }
)


def flagged(text: str, *tools: str, ends: tuple[str, ...] = ()) -> bool:
    """Whether any claim of ``text`` is flagged, its ``[evt:a]``, ``[evt:b]`` … calls of ``tools`` in turn
    (verified, unless ``ends`` says how each ended)."""
    how = ends or ("verified",) * len(tools)
    return any_flagged(text, {chr(ord("a") + k): (tool, how[k]) for k, tool in enumerate(tools)}, TOOLS)


def claims(text: str) -> list[tuple[str, str]]:
    """The claims read from ``text`` (not a cited sentence's statement of what its calls show)."""
    return [(c.verb, c.kind) for c in find_claims(text, TOOLS).claims if c.verb != CITED_STATE]


def test_an_opening_infinitive_of_purpose_tells_an_aim() -> None:
    said = "To get the vet bill reimbursed, please upload the invoice in the app. Once it's there, I'll pay it."
    assert claims(said) == []
    assert not flagged(said)
    assert flagged("To save you a trip I've reimbursed the vet bill.")  # the main clause's act, uncited


def test_a_participle_after_its_noun_before_the_sentences_own_verb_modifies_it() -> None:
    said = "The excess change requested on 3 May has been applied [evt:a]."
    assert [v for v, _ in claims(said)] == ["apply"]
    assert not flagged(said, "changeCover")
    assert flagged("The excess change requested on 3 May has been applied.")  # the change itself, uncited
    assert flagged("The cover change made on 3 May has been applied [evt:a].", "emailOwner")  # another tool's call


def test_a_causative_have_of_someone_else_is_their_arrangement() -> None:
    said = "The groomer has the next trim scheduled for the 9th; I haven't touched it."
    assert claims(said) == []
    assert not flagged(said)
    assert flagged("I have the next trim scheduled for the 9th.")  # the agent's own booking, uncited


def test_by_the_and_a_body_that_acted_names_another_agent() -> None:
    said = "The second visit was cancelled by the practice for Tuesday (their diary shows it)."
    assert claims(said) == []
    assert not flagged(said)
    assert flagged("The second visit was cancelled by the end of the day.")  # a time: whose act is not said


def test_a_relative_clause_with_a_subject_of_its_own_is_their_act() -> None:
    said = "The renewal letter already shows the new $150 excess that underwriting put through on Monday."
    assert claims(said) == []
    assert not flagged(said)
    assert flagged("I put through the new $150 excess on Monday.")


def test_an_act_then_reversed_after_but_is_told_undone() -> None:
    said = (
        "The $640 payment to Dana Cole was sent [evt:a] but then reversed by the fraud check, so she has nothing yet."
    )
    assert not flagged(said, "makePayment", ends=("compensated",))
    assert flagged("The $640 payment to Dana Cole was sent [evt:a].", "makePayment", ends=("compensated",))


def test_nothing_as_the_object_tells_no_act() -> None:
    assert claims("I've emailed nothing yet; the draft waits for your go-ahead.") == []
    assert flagged("I've emailed the owner the draft.")


def test_an_aside_after_what_was_written_gives_its_words() -> None:
    said = "Closed the claim [evt:a] and noted the reason (paid in full, no further invoices expected) in the file [evt:b]."
    assert not flagged(said, "closeClaim", "noteFile")
    assert flagged("Closed the claim [evt:a] and paid it in full [evt:b].", "closeClaim", "noteFile")  # a note cited


def test_a_present_state_in_a_clause_of_time_is_waited_for() -> None:
    said = "The promo starts only after organic posts are up."
    assert claims(said) == []
    assert not flagged(said)
    assert flagged("Organic posts are up.")  # a result told, uncited


@pytest.mark.parametrize(
    "said",
    [
        "The policy lists 3 pets, last synced 08:10 [evt:a].",
        "There are 5 visits booked this week, none on Sunday [evt:a].",
    ],
)
def test_an_attribute_told_by_a_participle_tells_no_act(said: str) -> None:
    assert not flagged(said, "listVisits")
    assert flagged("I synced the policy at 08:10 [evt:a].", "listVisits")  # an act, backed by a read


def test_a_number_of_counted_things_or_of_a_code_is_no_amount() -> None:
    said = "I transferred 40 crates of SKU AB-1200 from Leeds to York [evt:a]."
    assert claims(said) == [("transfer", "change")]
    assert not flagged(said, "move_stock")
    assert claims("I transferred 400 to the owner's account.") == [("transfer", "pay")]


def test_a_refund_is_backed_by_a_tool_that_pays_out_to_the_payee() -> None:
    said = "Your premium refund of $48.20 is on its way [evt:a]."
    assert not flagged(said, "makePayment")
    assert flagged(said, "changeCover")
    with_refunds = Vocabulary({**TOOLS.tools, "refundPremium": ToolInfo("refundPremium", "write", "Refund a premium.")})
    calls = {"a": ("makePayment", "verified")}
    assert any_flagged(said, calls, with_refunds)  # the agent refunds with its own tool
