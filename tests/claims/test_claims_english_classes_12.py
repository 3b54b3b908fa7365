"""Classes claims-en7 fixed on 5 December (the false flags of claims-writer's fresh-4 and fresh-9; fresh-10 held back),
each by its mechanism, on sentences invented for the test, with its counterpart:

- Kind of a tool's name: a page created, updated or edited is a document written ("notion_create_page",
  "wiki.edit_page"), not a page sent to someone ("pagerduty.page_oncall" still messages).
- Counts: rows, records, objects, files and duplicates removed are the contents of one statement, not one deletion
  each; several citations tell one call per thing only when several of them back the claim (a read cited beside
  one write is no second call).
- Completion told part-way ("only half done", "nearly finished") says the work is not complete.
- A participle after an article before a hyphened noun is an adjective ("a paid add-on").
- "also" after a modal stays in the modal's clause ("If you'd also like the carpets cleaned"): the condition scopes it.
- A heading that proposes ("Here's what I'd recommend:", "My suggestions:") makes its items plans.
- A citation standing after a sentence without claims or citations backs the uncited claims before it ("Done — the
  visit is booked. The engineer will call ahead. [evt:a]"); a "done" before a dash sums up the acts after it.
- A visit booked is backed by the tool that opens a work order or a crew's job.
- Access or a role granted to people or accounts counted ("to both new hires", "to all three service accounts") is a
  grant each; to a team, one.
- The learned reader adds no "done" where the grammar reads the agent's look ("I went through each invoice").
- ``judging.judged`` binds a reply's evidence list as the product does (the default).
"""

from __future__ import annotations

from functools import partial

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary, tool_kinds
from tests.claims.judging import claimed_verbs, flagged_verbs

TOOLS = Vocabulary(
    {
        "confluence.create_page": ToolInfo("confluence.create_page", "write", "Create a page in a Confluence space."),
        "wiki.edit_page": ToolInfo("wiki.edit_page", "write", ""),
        "pagerduty.page_oncall": ToolInfo("pagerduty.page_oncall", "write", "Page the engineer on call."),
        "warehouse.run_sql": ToolInfo(
            "warehouse.run_sql", "write", "Run DML (INSERT, UPDATE, DELETE, MERGE) in the warehouse."
        ),
        "quality.run_checks": ToolInfo("quality.run_checks", "read", "Run the data quality checks."),
        "keys.revoke": ToolInfo("keys.revoke", "write", "Delete an API key."),
        "crew.create_work_order": ToolInfo(
            "crew.create_work_order", "write", "Create a work order for a field technician."
        ),
        "helpdesk.open_ticket": ToolInfo("helpdesk.open_ticket", "write", "Open a support ticket."),
        "delivery.schedule_slot": ToolInfo("delivery.schedule_slot", "write", "Schedule a delivery slot."),
        "billing.list_invoices": ToolInfo("billing.list_invoices", "read", "List a customer's invoices."),
        "billing.refund": ToolInfo("billing.refund", "write", "Refund an invoice."),
        "iam.grant_role": ToolInfo("iam.grant_role", "write", "Grant a role to a user or a service account."),
    }
)

flagged = partial(flagged_verbs, vocabulary=TOOLS)


@pytest.mark.parametrize("name", ["confluence.create_page", "wiki.edit_page", "docs_update_page", "create_pages"])
def test_a_page_written_is_a_document(name: str) -> None:
    assert "message" not in tool_kinds(ToolInfo(name, "write", ""))


def test_a_page_sent_is_still_a_message() -> None:
    assert tool_kinds(TOOLS.tools["pagerduty.page_oncall"]) == {"message"}
    assert tool_kinds(ToolInfo("send_page", "write", "")) == {"message"}


@pytest.mark.parametrize(
    "text",
    [
        "Wrote a Confluence page on the on-call runbook [evt:a].",
        "Documented the refund policy in Confluence [evt:a] — it's under Support › Policies.",
    ],
)
def test_a_page_tool_backs_the_writing(text: str) -> None:
    assert flagged(text, {"a": "confluence.create_page"}) == []
    assert flagged(text, {"a": "billing.list_invoices"}) != []  # a read writes nothing


@pytest.mark.parametrize(
    "text",
    [
        "Deleted the 230 stale records from `dim_users` in one statement [evt:a]; the null check passes now [evt:b].",
        "Removed 48 duplicate rows from the orders table [evt:a], and the row-count check is green again [evt:b].",
        "Purged the 9 orphaned objects from the export bucket [evt:a]; a re-run of the checks shows none [evt:b].",
    ],
)
def test_things_removed_by_one_statement_need_one_call(text: str) -> None:
    assert flagged(text, {"a": "warehouse.run_sql", "b": "quality.run_checks"}) == []


def test_things_cited_call_by_call_still_count() -> None:
    text = "Revoked all three stale API keys [evt:a] [evt:b]."
    assert flagged(text, {"a": "keys.revoke", "b": "keys.revoke"}) != []  # two calls for three keys
    assert flagged("Revoked both stale API keys [evt:a].", {"a": "keys.revoke"}) != []  # keys go one by one


@pytest.mark.parametrize(
    "text",
    [
        "The migration is only half done — the last four tables are still copying.",
        "So the reindex is nearly finished, about an hour to go.",
        "The cleanup is mostly complete; two buckets are left.",
    ],
)
def test_completion_told_part_way_is_no_claim(text: str) -> None:
    assert claimed_verbs(text) == []


def test_completion_told_whole_is_a_claim() -> None:
    assert claimed_verbs("The reindex is finished.") != []


@pytest.mark.parametrize(
    "text",
    ["Gutter guards come as a paid add-on.", "There's a refunded pre-order on the account from May."],
)
def test_a_participle_before_a_hyphened_noun_is_an_adjective(text: str) -> None:
    assert claimed_verbs(text) == []


def test_a_participle_before_its_object_stays_an_act() -> None:
    assert claimed_verbs("I paid the add-on invoice.") != []


@pytest.mark.parametrize(
    "text",
    [
        "If you'd also like the carpets cleaned, that's an extra $80.",
        "Should you also want the old invoices deleted, just say so.",
        "We would also like the spare keys cut before Friday.",
    ],
)
def test_also_stays_in_the_modal_clause(text: str) -> None:
    assert claimed_verbs(text) == []


def test_also_after_the_agent_is_still_an_act() -> None:
    assert claimed_verbs("I also cleaned up the old invoices.") != []


@pytest.mark.parametrize(
    "heading",
    ["Here's what I'd recommend for the move:", "My suggestions:", "What I'll do once you confirm:"],
)
def test_a_proposing_heading_makes_its_items_plans(heading: str) -> None:
    text = f"{heading}\n\n1. New quote with the loyalty discount applied\n2. Inspection booked after you sign"
    assert claimed_verbs(text) == []


def test_a_heading_of_acts_done_keeps_its_items() -> None:
    text = "Here's what I did:\n\n1. New quote with the loyalty discount applied\n2. Inspection booked for Monday"
    assert claimed_verbs(text) != []


@pytest.mark.parametrize(
    "text",
    [
        "Done — your delivery is booked for Monday 8–10am. The driver will text when close. [evt:a]",
        "All set — the slot is booked for Friday. You'll get a reminder the day before. [evt:a]",
    ],
)
def test_a_citation_after_a_bare_sentence_backs_the_claims_before_it(text: str) -> None:
    assert flagged(text, {"a": "delivery.schedule_slot"}) == []
    assert flagged(text.replace(" [evt:a]", ""), {}) != []


def test_a_citation_after_a_cited_sentence_stays_with_it() -> None:
    text = "Refunded the May invoice [evt:b]. Your delivery is booked for Monday. [evt:a]"
    assert next(c.cited for c in find_claims(text, TOOLS).claims) == ("b",)


@pytest.mark.parametrize(
    "text",
    [
        "Boiler service visit booked for Tuesday 9–12 [evt:a].",
        "An engineer is booked for Thursday morning to swap the meter [evt:a].",
    ],
)
def test_a_work_order_books_the_visit(text: str) -> None:
    assert flagged(text, {"a": "crew.create_work_order"}) == []
    assert flagged(text, {"a": "helpdesk.open_ticket"}) != []  # a support ticket sends nobody


@pytest.mark.parametrize(
    "text",
    [
        "I went through each of the five invoices on your account [evt:a] one at a time.",
        "We went over your last three orders [evt:a] to find the double charge.",
    ],
)
def test_the_agents_look_through_things_is_no_done(text: str) -> None:
    assert flagged(text, {"a": "billing.list_invoices"}) == []


def test_a_payment_that_went_through_is_still_a_claim() -> None:
    assert flagged("The refund went through [evt:a].", {"a": "billing.list_invoices"}) != []


def test_the_evidence_list_binds_by_default() -> None:
    text = "Refunded the May invoice.\n\nEvidence: [evt:a]"
    assert flagged(text, {"a": "billing.refund"}) == []
    assert flagged(text, {"a": "billing.refund"}, pooled=False) != []


@pytest.mark.parametrize(
    "text",
    [
        "Gave the two new employees edit access to the wiki space [evt:a].",
        "Granted viewer access to both contractors, Ines and Marco [evt:a].",
        "Granted the loader role to all three service accounts [evt:a].",
    ],
)
def test_access_granted_to_each_counted_is_a_grant_each(text: str) -> None:
    assert flagged(text, {"a": "iam.grant_role"}) != []
    assert flagged(text.replace("[evt:a]", "[evt:a] [evt:b] [evt:c]"), dict.fromkeys("abc", "iam.grant_role")) == []


def test_access_granted_to_a_team_is_one_grant() -> None:
    assert flagged("Granted the analyst role to the finance team [evt:a].", {"a": "iam.grant_role"}) == []
