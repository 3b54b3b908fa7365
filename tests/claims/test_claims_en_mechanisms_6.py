"""Mechanisms claims-en13 added on 6 December, each on sentences invented for the test, with its counterparts:

- Aspect and scope: a participle followed by an adverb of habit ("approved usually within 3 days"); an attribute
  of the subject after "with"/"of" ("the tenants with pending repairs") is no plan; "Not only did I …" asserts;
  a passive after a verb of finding out ("after noticing they were charged") is what someone found, not an act; a
  "with" phrase closed by a participle ("with the old line removed") is an attribute.
- Verbs that act on nothing: an order of the agent's own work ("prioritised"), how a page shows things ("greyed").
- Binding: a "done" that closes a topic of its own set off by a dash takes no citation of the next sentence's other
  act; a subjectless sentence that goes on with the cited act before it on its line ("Sent to his mobile …") takes
  its citations; a statement of state citing another run's change is not backed by it.
- Sentences: a check mark right after a told act ends its sentence ("Rebooked ✔ Refunded ✔ Texted ✔").
- Kinds: what recipients received is the claim's kind, not their attributes; "by text" names a text to each; a decided
  kind is backed by a tool whose description names that very verb on the clause's thing ("purchased" the insurance
  a tool "Purchase[s]"); a request submitted is backed by a tool that sends it.
"""

from __future__ import annotations

import pytest

from agentops.claims.detect import CITED_STATE, find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.segment import units
from agentops.claims.verdict import Evidence, judge
from tests.claims.judging import any_flagged

TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("get_lease", "read", "Read a lease: tenant, rent, deposit and its renewal date."),
            ToolInfo("check_permit", "read", "Look up the permit rules for a kind of renovation."),
            ToolInfo("refund_deposit", "write", "Refund a tenant's deposit to their bank account."),
            ToolInfo("schedule_repair", "write", "Book a contractor's visit for a repair."),
            ToolInfo("text_tenant", "write", "Send an SMS to a tenant's phone."),
            ToolInfo("email_tenant", "write", "Email a tenant."),
            ToolInfo("add_contents_cover", "write", "Purchase a contents insurance cover for a tenancy."),
            ToolInfo("assign_parking", "write", "Assign a parking bay to a tenant."),
            ToolInfo("forward_complaint", "write", "Send a noise complaint to the council's queue."),
            ToolInfo("update_lease", "write", "Update the rent or the dates on a lease."),
        )
    }
)


def flagged(text: str, *tools: str) -> bool:
    """Whether any claim of ``text`` is flagged, its ``[evt:a]``, ``[evt:b]`` … verified calls of ``tools`` in turn."""
    return any_flagged(text, {chr(ord("a") + k): (tool, "verified") for k, tool in enumerate(tools)}, TOOLS)


def claims(text: str) -> list[tuple[str, str, int]]:
    """The claims read from ``text`` (not a cited sentence's statement of what its calls show)."""
    return [(c.verb, c.kind, c.quantity) for c in find_claims(text, TOOLS).claims if c.verb != CITED_STATE]


def test_a_participle_followed_by_an_adverb_of_habit_tells_how_things_go() -> None:
    said = "Renovations need a permit, granted usually within 10 days [evt:a]."
    assert claims(said) == []
    assert not flagged(said, "check_permit")
    assert flagged("Your permit was granted yesterday [evt:a].", "check_permit")  # an act told, backed by a read: no


@pytest.mark.parametrize(
    "text", ["I prioritised the flats with leaks for Monday.", "The ended leases are greyed out in the portal."]
)
def test_an_order_of_work_or_a_page_showing_things_acts_on_nothing(text: str) -> None:
    assert claims(text) == []
    assert not flagged(text)


def test_the_subjects_attribute_after_with_is_no_plan() -> None:
    said = "All 4 tenants with pending repairs got a text [evt:a] [evt:b]."
    assert claims(said) == [("get", "message", 4)]
    assert flagged(said, "text_tenant", "text_tenant")  # 4 texts, 2 calls
    texts = ["text_tenant"] * 4
    assert not flagged("All 4 tenants with pending repairs got a text [evt:a] [evt:b] [evt:c] [evt:d].", *texts)
    assert claims("I'll text the tenants with pending repairs.") == []  # a plan is still a plan


def test_what_recipients_got_by_text_is_a_text_to_each() -> None:
    said = "Both tenants on the second floor got the new bin days by text [evt:a] [evt:a]."
    assert claims(said) == [("get", "message", 2)]
    assert flagged(said, "text_tenant")  # one text cited twice
    assert not flagged(
        "Both tenants on the second floor got the new bin days by text [evt:a] [evt:b].",
        "text_tenant",
        "text_tenant",
    )


def test_not_only_did_i_asserts_the_act() -> None:
    said = "Not only did I refund the deposit, I also emailed the tenant [evt:a]."
    assert ("refund", "refund", 1) in claims(said)
    assert flagged(said, "email_tenant")  # the refund is uncited
    assert claims("I did not refund the deposit.") == []


def test_a_passive_after_a_verb_of_finding_out_is_what_was_found() -> None:
    said = "The tenant called after noticing they were charged for March in full."
    assert claims(said) == []
    assert not flagged(said)
    assert flagged("They were refunded for March.")  # no finding out: the agent's act, uncited


def test_a_with_phrase_closed_by_a_participle_is_an_attribute() -> None:
    said = "The corrected lease (with the old parking clause removed) is in the tenant portal."
    assert claims(said) == []
    assert not flagged(said)
    assert flagged("I removed the old parking clause.")


def test_a_done_with_a_topic_of_its_own_takes_no_citation_of_another_act() -> None:
    said = "Flat 4's deposit — taken care of. I texted Ms. Ruiz the repair slot [evt:a]."
    assert flagged(said, "text_tenant")  # the deposit's refund is uncited
    assert not flagged("Flat 4's deposit — taken care of. I refunded it to her bank [evt:a].", "refund_deposit")
    assert not flagged("Flat 4's deposit — taken care of. Refunded to her bank [evt:a].", "refund_deposit")
    assert not flagged("All taken care of. I texted Ms. Ruiz the repair slot [evt:a].", "text_tenant")


def test_a_subjectless_sentence_going_on_with_the_cited_act_takes_its_citations() -> None:
    assert not flagged(
        "- Text sent to Ms. Ruiz: repair on Friday [evt:a]. Sent to her mobile ending 0417.", "text_tenant"
    )
    assert flagged("- Tenant refunded for March [evt:a]. Refunded the parking fee too.", "refund_deposit")


def test_a_statement_of_state_citing_another_runs_change_is_not_backed() -> None:
    said = "Ms. Ruiz's new rent is on file [evt:a]."
    detection = find_claims(said, TOOLS)

    def verdicts(run: str) -> list[bool]:
        ev = {"a": Evidence("a", run, "ToolResult", "update_lease", "write", "CONFIRMED", "x", True, "server")}
        return [
            judge(c, run_id="run", evidence=ev, pool=detection.pool, vocabulary=TOOLS, peers=detection.claims).flagged
            for c in detection.claims
        ]

    assert verdicts("run") == [False]
    assert verdicts("another-run") == [True]


def test_a_decided_kind_is_backed_by_a_tool_described_doing_that_very_act() -> None:
    assert not flagged("Contents cover purchased for Flat 4 [evt:a].", "add_contents_cover")
    assert flagged("Contents cover purchased for Flat 4 [evt:a].", "assign_parking")  # another tool's act
    assert flagged("Sent a spare key via courier [evt:a].", "text_tenant")  # the verb's object decides: goods, no text


def test_a_request_submitted_is_backed_by_a_tool_that_sends_it() -> None:
    assert not flagged("✅ Noise complaint submitted: Flat 4 → council [evt:a].", "forward_complaint")
    assert flagged("✅ Noise complaint submitted: Flat 4 → council [evt:a].", "get_lease")


def test_a_check_mark_after_a_told_act_ends_its_sentence() -> None:
    said = "Booked ✔ Refunded ✔ Texted ✔ [evt:a] [evt:b]"
    assert [verb for verb, _, _ in claims(said)] == ["book", "refund", "text"]
    assert flagged(said, "schedule_repair", "refund_deposit")  # the text has no call in the evidence list
    assert len(list(units("Refunds: ✅ Flat 4 [evt:a] ✅ Flat 7 [evt:b]"))) == 1  # a mark before what it marks
