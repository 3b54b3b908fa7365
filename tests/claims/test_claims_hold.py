"""The hold policy, operator release / rewrite, and replies submitted outside the step loop."""

from __future__ import annotations

import json
import threading

import pytest
from django.db import connections

from agentops.core.errors import StaleLease
from agentops.core.events import EventType
from runs.claims.selectors import delivered_reply, held_replies
from runs.claims.services import ReplyConflict, ReplyError, ReplyForbidden, reply_release, submit_reply
from runs.journal.chain import verify_chain
from runs.journal.leases import Fence
from runs.models import Claim, Event, Reply, Run
from runs.services import run_create

from .factories import journal_run, started, user_with
from .test_claims_audit import liar  # noqa: F401  (fixture)


@pytest.fixture
def held(liar):  # noqa: F811
    liar.AGENTOPS["CLAIMS"]["POLICY"] = {"liar": "hold"}
    run = started("liar", 5)
    return run


@pytest.mark.sqlite
@pytest.mark.django_db
def test_hold_keeps_the_reply_back_and_lists_it(held) -> None:
    run = Run.objects.get(id=held.id)
    assert run.status == "COMPLETED" and run.has_flagged_claim
    payload = json.loads(Event.objects.get(run=run, type=EventType.RUN_COMPLETED).payload)
    assert payload["held"] is True and payload["claim_policy"] == "hold"
    assert all(json.loads(e.payload)["held"] for e in Event.objects.filter(run=run, type=EventType.CLAIM_FLAGGED))
    assert Reply.objects.get(run=run).status == "HELD"
    assert delivered_reply(run_id=run.id) is None
    assert [r.run_id for r in held_replies()] == [run.id]


@pytest.mark.sqlite
@pytest.mark.django_db
def test_release_needs_an_operator_and_a_reason(held) -> None:
    with pytest.raises(ReplyForbidden):
        reply_release(run_id=held.id, user=user_with("vera", "viewer"), reason="looks fine")
    operator = user_with("otto", "operator")
    with pytest.raises(ReplyError):
        reply_release(run_id=held.id, user=operator, reason="  ")
    assert Reply.objects.get(run=held).status == "HELD"
    assert not Event.objects.filter(run=held, type=EventType.REPLY_RELEASED).exists()


@pytest.mark.sqlite
@pytest.mark.django_db
def test_release_delivers_the_original_and_is_journaled(held) -> None:
    operator = user_with("otto", "operator")
    reply = reply_release(run_id=held.id, user=operator, reason="customer was called instead")
    assert (reply.status, reply.released_by, reply.release_reason) == (
        "RELEASED",
        "otto",
        "customer was called instead",
    )
    assert delivered_reply(run_id=held.id) == reply.text
    released = Event.objects.get(run=held, type=EventType.REPLY_RELEASED)
    payload = json.loads(released.payload)
    assert payload["action"] == "release" and payload["actor"] == "otto" and payload["reply_event_id"] == reply.event_id
    assert list(held_replies()) == []
    assert reply_release(run_id=held.id, user=operator, reason="again").released_event_id == released.event_id
    assert Event.objects.filter(run=held, type=EventType.REPLY_RELEASED).count() == 1  # the same again: as made
    with pytest.raises(ReplyConflict, match="was already released by otto at "):
        reply_release(run_id=held.id, user=user_with("ada", "operator"), reason="again")
    assert verify_chain(held.id).ok


@pytest.mark.sqlite
@pytest.mark.django_db
def test_rewrite_delivers_the_operator_text_and_audits_it(held) -> None:
    operator = user_with("otto", "operator")
    text = "Your refund request is under review. Email sent to the customer."
    reply = reply_release(run_id=held.id, user=operator, reason="removed unbacked claims", text=text)
    assert reply.status == "REWRITTEN" and reply.final_text == text
    assert delivered_reply(run_id=held.id) == text
    released = Event.objects.get(run=held, type=EventType.REPLY_RELEASED)
    rewrite_claims = Claim.objects.filter(event_id=released.event_id).values_list("phrase", "classification")
    assert list(rewrite_claims) == [("sent", "uncited")]
    assert Claim.objects.filter(run=held).count() == 3


@pytest.mark.sqlite
@pytest.mark.django_db
def test_a_rewrite_holding_a_redacted_placeholder_is_refused(held) -> None:
    """Operators read a held reply redacted: a rewrite made from it ("Refund sent to <email:…>") delivered the
    placeholder to the customer as it was. A pseudonym in a rewrite is refused; nothing is written."""
    from runs.governance.visibility import REDACTED

    shown = REDACTED.text("Your refund went to jane.roe@example.com.")
    assert "<email:" in shown
    with pytest.raises(ReplyError, match="redacted placeholder"):
        reply_release(run_id=held.id, user=user_with("otto", "operator"), reason="reworded", text=shown)
    assert Reply.objects.get(run=held).status == "HELD"
    assert not Event.objects.filter(run=held, type=EventType.REPLY_RELEASED).exists()


@pytest.mark.django_db(transaction=True)
def test_two_operators_releasing_at_once_yield_one_release(held) -> None:
    users = [user_with("otto", "operator"), user_with("olga", "operator")]
    outcomes: list[str] = []
    barrier = threading.Barrier(2)

    def release(user) -> None:  # type: ignore[no-untyped-def]
        barrier.wait()
        try:
            reply_release(run_id=held.id, user=user, reason=f"released by {user.username}")
            outcomes.append("released")
        except ReplyConflict:
            outcomes.append("conflict")
        finally:
            connections.close_all()

    threads = [threading.Thread(target=release, args=(u,)) for u in users]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    assert sorted(outcomes) == ["conflict", "released"]
    assert Event.objects.filter(run=held, type=EventType.REPLY_RELEASED).count() == 1


@pytest.mark.sqlite
@pytest.mark.django_db
def test_submit_reply_audits_and_completes_the_run() -> None:
    run = journal_run([("send_email", "write", "confirmed"), ("retrieve", "read", "confirmed")])
    text = f"Finance was emailed [evt:{run.results[0]}]; the policy was checked [evt:{run.results[1]}]."
    reply = submit_reply(run_id=run.run_id, text=text, fence=run.fence, expected_seq=run.seq, step=2)
    assert reply.status == "DELIVERED" and reply.flagged == 0
    assert [(c.phrase, c.classification) for c in reply.claims.order_by("position")] == [("emailed", "verified")]
    completed = json.loads(Event.objects.get(run_id=run.run_id, type=EventType.RUN_COMPLETED).payload)
    assert completed["source"] == "submitted" and completed["step"] == 2
    assert Run.objects.get(id=run.run_id).status == "COMPLETED"
    with pytest.raises(ReplyConflict):
        submit_reply(run_id=run.run_id, text="Done.")


@pytest.mark.sqlite
@pytest.mark.django_db
def test_submit_reply_takes_the_lease_itself_and_flags() -> None:
    run = journal_run([("retrieve", "read", "confirmed")])
    from runs.journal import leases

    leases.release(run.run_id, run.fence)
    reply = submit_reply(run_id=run.run_id, text=f"Invoice paid [evt:{run.results[0]}].")
    assert (reply.status, reply.flagged) == ("DELIVERED", 1)
    assert Run.objects.get(id=run.run_id).has_flagged_claim
    assert Run.objects.get(id=run.run_id).lease_owner is None


@pytest.mark.sqlite
@pytest.mark.django_db
def test_submit_reply_rejects_bad_input_and_stale_fences() -> None:
    run = journal_run([("retrieve", "read", "confirmed")])
    with pytest.raises(ReplyError):
        submit_reply(run_id="run_missing", text="Done.")
    with pytest.raises(ReplyError):
        submit_reply(run_id=run.run_id, text="   ", fence=run.fence)
    with pytest.raises(ReplyError):
        submit_reply(run_id=run.run_id, text="x" * 20_001, fence=run.fence)
    with pytest.raises(StaleLease):
        submit_reply(run_id=run.run_id, text="Done.", fence=Fence(run.fence.owner, run.fence.token - 1))
    assert not Reply.objects.filter(run_id=run.run_id).exists()
    assert Run.objects.get(id=run.run_id).status == "RUNNING"


@pytest.mark.sqlite
@pytest.mark.django_db
def test_hold_policy_delivers_a_fully_verified_reply() -> None:
    from approvals.services import approve_call
    from runs.models import ToolExecution
    from runs.worker.engine import drive_run

    inputs = {"invoice": "INV-2024-0042", "amount": 1250, "currency": "EUR", "customer": "ACME", "task": "pay"}
    run, _ = run_create(agent="billing", inputs=inputs, start=False)
    assert str(drive_run(run.id)) == "WAITING_MANUAL_CONFIRM"
    pending = ToolExecution.objects.get(run=run, status="WAITING_MANUAL_CONFIRM")
    approve_call(execution_id=pending.id, actor="alice", reason="matches the contract")
    assert str(drive_run(run.id)) == "COMPLETED"
    reply = Reply.objects.get(run=run)
    assert (reply.policy, reply.status, reply.flagged) == ("hold", "DELIVERED", 0)
    assert [(c.phrase, c.classification) for c in reply.claims.order_by("position")] == [
        ("paid", "verified"),
        ("sent", "verified"),
    ]
    assert delivered_reply(run_id=run.id) == reply.text


@pytest.mark.sqlite
@pytest.mark.django_db
def test_the_run_header_says_who_rewrote_or_released_the_held_reply(held, client) -> None:
    """Once an operator rewrote the held reply, the header still read "completed · N unbacked claims" (only "· reply
    held" went away): nothing said the customer got the operator's text, not the agent's unbacked one."""
    import re

    viewer = user_with("vera", "viewer")
    client.force_login(viewer)

    def header() -> str:
        page = client.get(f"/runs/{held.id}/").content.decode()
        return re.sub(r"<[^>]+>", " ", re.search(r"<h1>.*?</h1>", page, re.S).group(0))

    assert "reply held" in header()
    reply_release(run_id=held.id, user=user_with("otto", "operator"), reason="called", text="We will call you today.")
    shown = header()
    assert "unbacked claim" in shown and "reply rewritten by otto" in shown and "reply held" not in shown, shown


@pytest.mark.sqlite
@pytest.mark.django_db
def test_a_text_sent_with_a_release_tells_nothing_of_the_held_reply(held) -> None:
    """An operator reads a held reply redacted ("… sent to <email:…>"). The text in the release form was compared with
    the stored reply: the exact raw text was taken as "no rewrite", so it was answered "released" where any other text
    was "rewritten and released"; and after the release, the same operator's POST of the raw text was answered as
    made (302) where any other text was a 409 — every guess at the raw reply confirmed or refuted, as often as wanted
    (qa-ops5, the live server). A text the operator writes is their rewrite, whatever it equals."""
    from django.test import Client

    raw = Reply.objects.get(run=held).text
    client = Client()
    client.force_login(user_with("otto", "operator"))
    path = f"/claims/replies/{held.id}/release"
    response = client.post(path, {"reason": "the customer was called", "text": raw}, follow=True)
    assert response.status_code == 200 and f"the reply of {held.id} was rewritten and released" in (
        response.content.decode()
    )
    reply = Reply.objects.get(run=held)
    assert (reply.status, reply.final_text) == ("REWRITTEN", raw)
    again = [client.post(path, {"reason": "again", "text": text}).status_code for text in (raw, raw + "!")]
    assert again == [302, 409]  # the rewrite just made, as made; another text a conflict

    other = started("liar", 6)  # released as it is: a text after it is another decision, whatever it equals
    assert client.post(f"/claims/replies/{other.id}/release", {"reason": "called", "text": ""}).status_code == 302
    raw = Reply.objects.get(run=other).text
    again = [client.post(f"/claims/replies/{other.id}/release", {"reason": "again", "text": t}) for t in (raw, "x")]
    assert [r.status_code for r in again] == [409, 409]
    assert Event.objects.filter(run__in=[held, other], type=EventType.REPLY_RELEASED).count() == 2
