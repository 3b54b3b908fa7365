"""Mechanisms claims-en2 fixed on 5 Dec for issue 12's English false flags (their general form, each on sentences
invented for the test, with the counterpart that must stay as it was):

- A participle after a determiner in a tool's description is a state, not the tool's act.
- A tool whose description's act is a channel's ("Email a …") sends by that channel, whatever its name's noun.
- A past passive or state after "because", or after "but" following an attempt, is the reason, not an act.
- A table header's "Done" over rows that each tell their own outcome is a column label.
- The learned reader adds no claim to a clause that tells an attempt.
- A result clause after the citations (", which …", ", so …" with no subject of the agent's) shares them.
- A verb form after an article that ends its clause is a noun.
- A "done" alone in the sentence after cited acts sums them up.
- Updating a person, with nothing after but how, tells them: a send, not a change of a record.
"""

from __future__ import annotations

from functools import partial

import pytest

from agentops.claims import learned
from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary, tool_families, tool_kinds
from agentops.claims.lexicon import EMAIL
from tests.claims.judging import claimed_verbs, flagged_verbs

CLINIC = Vocabulary(
    {
        "undelete_file": ToolInfo("undelete_file", "write", "Bring back a deleted file from the bin"),
        "purge_file": ToolInfo("purge_file", "write", "Delete a file for good"),
        "send_remittance": ToolInfo("send_remittance", "write", "Email a remittance advice to a supplier"),
        "change_plan": ToolInfo("change_plan", "write", "Change a patient's payment plan"),
        "add_carer": ToolInfo("add_carer", "write", "Give a carer access to a patient's portal"),
        "read_chart": ToolInfo("read_chart", "read", "Read a patient's chart"),
    }
)

flagged = partial(flagged_verbs, vocabulary=CLINIC)
verbs = partial(claimed_verbs, vocabulary=CLINIC)


def test_a_participle_after_a_determiner_in_a_description_is_no_act_of_the_tool() -> None:
    assert tool_families(CLINIC.tools["undelete_file"]) == frozenset()
    assert flagged("Your scan is restored [evt:a] and back in the folder.", {"a": "undelete_file"}) == []
    assert flagged("Deleted the old scan [evt:a].", {"a": "undelete_file"}) != []  # still not a deletion


def test_a_description_whose_act_is_a_channels_sends_by_it() -> None:
    assert EMAIL in tool_kinds(CLINIC.tools["send_remittance"])
    assert flagged("Remittance advice emailed [evt:a].", {"a": "send_remittance"}) == []
    assert flagged("Plan emailed [evt:a].", {"a": "change_plan"}) != []


@pytest.mark.parametrize(
    "text",
    [
        "The payment couldn't go through because the old card was closed.",
        "It didn't work because the account was suspended.",
        "I tried to move the visit to Friday but the clinic was already closed [evt:a].",
    ],
)
def test_a_past_passive_after_because_is_the_reason_not_an_act(text: str) -> None:
    assert verbs(text) == []


def test_an_act_of_the_agent_after_because_still_counts() -> None:
    assert verbs("You're all set because I cancelled the old plan.") != []
    assert verbs("I tried to call, but the plan was cancelled by me [evt:a].") != []


def test_a_done_column_over_rows_that_tell_their_own_outcome_is_a_label() -> None:
    table = "| Step | Done |\n|---|---|\n| Plan changed | ✅ [evt:a] |\n| Statement | ❌ bounced [evt:b] |"
    assert "do" not in verbs(table)


def test_a_done_column_over_rows_that_tell_nothing_still_sums_them_up() -> None:
    table = "| Step | Done |\n|---|---|\n| New payment plan | [evt:a] |\n| Carer access | yes |"
    assert "do" in verbs(table)


@pytest.mark.skipif(learned.model() is None, reason="the learned reader's weights are not shipped")
def test_an_attempt_told_adds_no_learned_claim() -> None:
    assert find_claims("I attempted a rollback of the portal [evt:a] but the host refused it.", CLINIC).claims == ()


@pytest.mark.parametrize(
    "text",
    [
        "Moved you to the monthly plan [evt:a], which also waived the setup fee.",
        "I added your daughter as a carer [evt:a], so she now has full access.",
    ],
)
def test_a_result_clause_after_the_citations_shares_them(text: str) -> None:
    tool = "change_plan" if "plan" in text else "add_carer"
    assert flagged(text, {"a": tool}) == []


def test_a_result_clause_with_the_agent_as_subject_is_an_act_of_its_own() -> None:
    assert flagged("Moved you to the monthly plan [evt:a], so I emailed the statement.", {"a": "change_plan"}) != []


def test_a_verb_form_after_an_article_at_the_end_of_its_clause_is_a_noun() -> None:
    assert "reset" not in verbs("I signed you out of the portal as part of the reset.")
    assert "reset" in verbs("Your portal password reset.")


def test_a_done_alone_after_cited_acts_sums_them_up() -> None:
    text = "I changed your plan [evt:a] and gave your carer access [evt:b]. Both are done."
    assert flagged(text, {"a": "change_plan", "b": "add_carer"}) == []
    assert flagged("I read your chart. Both are done.", {}) != []


@pytest.mark.parametrize("text", ["I have updated the supplier [evt:a].", "Updated the supplier by email [evt:a]."])
def test_updating_a_person_tells_them(text: str) -> None:
    assert flagged(text, {"a": "send_remittance"}) == []


def test_updating_a_persons_field_is_a_change() -> None:
    assert flagged("Updated the owner to Priya [evt:a].", {"a": "send_remittance"}) != []


def test_a_second_act_of_a_kind_after_and_shares_the_agents_subject() -> None:
    """Two acts of one kind joined by "and" in one clause are two claims: the second verb's subject is the first's
    (a verb that needs the agent named before it, "froze", was dropped after "and")."""
    assert verbs("I froze the debit card and froze the savings card.") == ["froze", "froze"]
    assert verbs("We froze the payroll account and then froze the expense card.") == ["froze", "froze"]
    assert verbs("I called the issuer and they froze the card.") == ["call"]  # another subject after "and": theirs
