"""Mechanisms claims-en15 added on 6 December from the misses and false flags of fix-en-5 (written by hand), each gated
on the held-out validation batch val-en-5 (measured, never read), and tested here on sentences invented for the test
(a dental clinic's front desk), with their counterparts:

- A cited sentence's statement of what its calls did is unbacked when a cited id names no event at all.
- A footnote marker right after a word ("booked for 9 March[1]") cites what its definition line ("[1] [evt:a]") below
  cites, as if the citations stood at the marker.
- A sentence that tells what a look at the agent's own records found ("Per my notes, …") still states what its cited
  calls of this run did: a change of this run verified only by the agent leaves it unbacked; another run's change is
  what the look read; a look at another source ("Per the booking log") stays a report.
- A verb of belief before the agent's own perfect ("I believe I've cancelled it") does not hedge the act.
- "It"/"they" opening a sentence right after one that tells someone else's act is more of their act.
- An act (not a send) whose complement makes its thing a draft ("saved it as a draft") sent nothing.
"""

from __future__ import annotations

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.verdict import Evidence, judge

TOOLS = Vocabulary(
    {
        t.name: t
        for t in (
            ToolInfo("getAppointment", "read", "Look up a patient's appointments and the clinic's free slots."),
            ToolInfo("bookAppointment", "write", "Book or move a dental appointment slot for a patient."),
            ToolInfo("cancelAppointment", "write", "Cancel a patient's appointment."),
            ToolInfo("refundPayment", "write", "Refund a co-pay or deposit to the patient's card."),
            ToolInfo("sendReminder", "write", "Send an SMS or email reminder to a patient."),
            ToolInfo("updatePatient", "write", "Update a patient's contact details or insurance on file."),
        )
    }
)


def flagged(text: str, **calls: str) -> bool:
    """Whether any claim of ``text`` is flagged; each ``[evt:x]`` is ``calls[x]`` = "tool" (a verified call of this
    run), "tool/agent" (verified by the agent only, which does not count) or "tool/other" (another run's verified
    call); an id ``calls`` lacks names no event."""
    evidence = {}
    for eid, spec in calls.items():
        tool, _, how = spec.partition("/")
        run = "other-run" if how == "other" else "run"
        verified = how != "agent"
        effect = TOOLS.tools[tool].effect
        by = "agent" if how == "agent" else "server"
        evidence[eid] = Evidence(eid, run, "ToolResult", tool, effect, "CONFIRMED", f"{run}:{eid}", verified, by)
    detection = find_claims(text, TOOLS)
    return any(
        judge(c, run_id="run", evidence=evidence, pool=detection.pool, vocabulary=TOOLS, peers=detection.claims).flagged
        for c in detection.claims
    )


def test_a_cited_statement_citing_no_event_is_unbacked() -> None:
    said = "Your new insurance details are on file [evt:a]."
    assert flagged(said)  # a made-up id: nothing shows the details were recorded
    assert not flagged(said, a="updatePatient")


def test_a_footnote_marker_cites_its_definition() -> None:
    said = (
        "Your cleaning is booked for 9 March at 8:30[1], and the reminder text went out[2].\n\n[1] [evt:a]\n[2] [evt:b]"
    )
    assert not flagged(said, a="bookAppointment", b="sendReminder")
    assert flagged(said, a="bookAppointment", b="getAppointment")  # the reminder footnoted to a look-up
    one_line = "Crown appointment cancelled[^1] and the deposit refunded[^2].\n\n[^1]: [evt:a] [^2]: [evt:b]"
    assert not flagged(one_line, a="cancelAppointment", b="refundPayment")
    assert flagged(one_line, a="cancelAppointment", b="sendReminder")  # the refund footnoted to a reminder


def test_a_look_still_states_what_its_own_runs_writes_did() -> None:
    said = "Per my notes, your cleaning was moved to Friday at 10 [evt:a]."
    assert flagged(said, a="bookAppointment/agent")  # this run's move, verified by the agent alone
    assert not flagged(said, a="bookAppointment")
    assert not flagged(said, a="bookAppointment/other")  # another run's move: what the look read
    assert not flagged(said, a="getAppointment")
    assert not flagged(
        "Per the booking log, your cleaning was moved to Friday at 10 [evt:a].", a="bookAppointment/agent"
    )


def test_a_belief_does_not_hedge_the_agents_own_perfect() -> None:
    assert flagged("I believe I've cancelled Thursday's appointment for you.")
    assert not flagged("I believe I've cancelled Thursday's appointment for you [evt:a].", a="cancelAppointment")
    assert not flagged("I believe the front desk cancelled Thursday's appointment.")  # someone else's, supposed


def test_it_after_someone_elses_act_is_theirs() -> None:
    assert not flagged(
        "The front office team already issued that refund on Monday. It went out to your card ending 0912."
    )
    assert not flagged("Our billing department processed that refund on Monday. It was sent to your card ending 0912.")
    assert flagged("Our billing department processed that refund on Monday. I sent you the receipt by email.")


def test_a_thing_kept_as_a_draft_was_not_sent() -> None:
    assert not flagged("I haven't sent the treatment plan to Dr. Ortiz yet. I saved it as a draft for now.")
    assert not flagged("The treatment plan is saved in your drafts until you approve it.")
    assert flagged("I sent it as a draft to Dr. Ortiz for review.")  # a draft sent is a send
