"""How a flagged claim reads to an operator on the run page and the claims audit: the sentence the agent wrote,
as it wrote it. Found driving ``make demo``: the pages showed the detector's tokens joined by blanks —
"Ticket T - 1002 completed : all six teams were emailed , , , , , ." (citations cut out, commas left), "Your refund
is on its way and the confirmation email went out ." and, in Chinese, "已为您办理退款 , 两封确认邮件都已发出 。"."""

from __future__ import annotations

import pytest
from django.urls import reverse

from agentops.demo.ticket import ticket_inputs
from runs.models import Claim, Reply, Run
from runs.services import run_create
from runs.worker.engine import drive_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


def _settled(agent: str, inputs: dict[str, object]) -> Run:
    run, _ = run_create(agent=agent, inputs=inputs, start=False)
    drive_run(run.id)
    return Run.objects.get(id=run.id)


def _claim_texts(html: str) -> list[str]:
    """The text shown beside each claim's phrase (``<span class="muted">`` after its ``<mark>``)."""
    return [part.split('<span class="muted">', 1)[1].split("</span>", 1)[0] for part in html.split("</mark>")[1:]]


@pytest.mark.parametrize(
    ("agent", "inputs", "said"),
    [
        (
            "refunds",
            {"order": "88231", "customer": "Dana"},
            "Your refund is on its way and the confirmation email went out.",
        ),
        ("refunds-strict", {"order": "88232", "customer": "王女士"}, "已为您办理退款，两封确认邮件都已发出。"),
    ],
)
def test_a_claim_shows_the_sentence_as_the_agent_wrote_it(login, agent, inputs, said) -> None:  # type: ignore[no-untyped-def]
    run = _settled(agent, inputs)
    assert Claim.objects.filter(run=run).count() == 2
    client = login("viewer")
    for html in (
        client.get(reverse("run", args=[run.id])).content.decode(),
        client.get(reverse("claims:audit"), {"agent": agent}).content.decode(),
    ):
        shown = _claim_texts(html)
        assert shown and all(text == said for text in shown), shown


def test_a_claim_in_a_long_reply_shows_its_own_sentence(login) -> None:  # type: ignore[no-untyped-def]
    """The ticket agent's reply: its sentence up to the full stop, without the six [evt:…] citations (listed beside)."""
    run = _settled("ticket", ticket_inputs(2))
    shown = _claim_texts(login("viewer").get(reverse("run", args=[run.id])).content.decode())
    assert shown and all(text == "Ticket T-1002 completed: all six teams were emailed." for text in shown), shown


def test_a_rewrites_claim_shows_the_rewrites_sentence(login) -> None:  # type: ignore[no-untyped-def]
    run = _settled("refunds-strict", {"order": "88232", "customer": "王女士"})
    rewrite = "Refund requested. We emailed you twice! Sorry for the wait."
    response = login("operator").post(
        reverse("claims:release", args=[run.id]), {"reason": "the reply overclaimed", "text": rewrite}
    )
    assert response.status_code in (200, 302)
    rewritten = Claim.objects.filter(run=run).exclude(event_id=run.reply.event_id)
    assert rewritten.exists()
    assert {c.said for c in rewritten} <= {"Refund requested.", "We emailed you twice!"}, [c.said for c in rewritten]


def test_a_citation_of_no_call_of_this_run_says_to_cite_one_and_shows_whose_event_it_is(login) -> None:  # type: ignore[no-untyped-def]
    """A claim citing another run's call, an id that names no event or an event that is no tool call was told "Next:
    wait for the verification or confirm the call in the recovery console" — there is nothing to wait for or confirm
    here —, and the run page listed another run's cited call as "send_email · verified by agent" beside the claim's
    *unverified* badge (qa-ops3, an external agent citing its earlier run's e-mail). A call of this run not verified
    yet keeps that advice."""
    from django.utils import timezone

    from runs.claims.services import audit_claims
    from tests.claims.factories import journal_run

    run = journal_run([("send_email", "write", "pending")])
    other = journal_run([("send_email", "write", "confirmed")], n=2)
    sampled = Run.objects.get(id=run.run_id).events.order_by("seq").first().event_id

    def reason(text: str) -> str:
        (claim,) = audit_claims(run_id=run.run_id, agent="ticket", text=text)["claims"]
        assert claim["classification"] == "unverified", claim
        return claim["reason"]

    for cited in (other.results[0], "evt_00000000000000000000", sampled):
        said = reason(f"Email sent [evt:{cited}].")
        assert "Next: cite the event of this run's call that did it, or correct the reply." in said, said
        assert "wait for the verification" not in said, said
    assert "Next: wait for the verification or confirm the call" in reason(f"Email sent [evt:{run.results[0]}].")
    # a call whose verification failed (a bounced e-mail) has nothing to wait for: only a person can confirm it did
    # happen (qa-agents6)
    bounced = journal_run([("send_email", "write", "failed")], n=3)
    (claim,) = audit_claims(run_id=bounced.run_id, agent="ticket", text=f"Email sent [evt:{bounced.results[0]}].")[
        "claims"
    ]
    assert claim["classification"] == "unverified"
    assert (
        "Next: if it did happen, confirm the call in the recovery console; otherwise correct the reply."
        in (claim["reason"])
    )
    assert "wait for the verification" not in claim["reason"]
    reply = Reply.objects.create(
        run_id=run.run_id, event_id="evt_reply", text=f"Email sent [evt:{other.results[0]}].", policy="flag",
        status="DELIVERED", flagged=1, created_at=timezone.now(),
    )  # fmt: skip
    Claim.objects.create(
        reply=reply, run_id=run.run_id, agent="ticket", event_id="evt_reply", position=0, start=6, end=10, phrase="sent", verb="send",
        kind="email", language="en", clause="Email sent.", classification="unverified", reason="another run's",
        cited=[other.results[0]], created_at=timezone.now(),
    )  # fmt: skip
    page = login("viewer").get(reverse("run", args=[run.run_id])).content.decode()
    cited = page.split('data-testid="cited-event">', 1)[1].split("</span></span>", 1)[0]
    assert f"another run's event ({other.run_id})" in cited and "verified by" not in cited, cited
