"""Claims reach the operator's pages: badges on the run timeline, held replies in the recovery console."""

from __future__ import annotations

import pytest
from django.test import Client

from runs.models import Claim

from .factories import user_with
from .test_claims_audit import liar  # noqa: F401  (fixture)
from .test_claims_hold import held  # noqa: F401  (fixture)


def _client(name: str, role: str) -> Client:
    client = Client()
    client.force_login(user_with(name, role))
    return client


@pytest.mark.sqlite
@pytest.mark.django_db
def test_run_detail_shows_a_badge_per_claim_and_the_hold(held) -> None:  # noqa: F811
    page = _client("vera", "viewer").get(f"/runs/{held.id}/").content.decode()
    claims = list(Claim.objects.filter(run=held))
    assert claims and 'data-testid="claim-badges"' in page
    for claim in claims:
        assert f'class="badge claim-{claim.classification}"' in page
    assert "reply held" in page


@pytest.mark.sqlite
@pytest.mark.django_db
def test_recovery_console_lists_held_replies_and_only_operators_get_the_form(held) -> None:  # noqa: F811
    as_operator = _client("otto", "operator").get("/recovery/").content.decode()
    assert 'data-testid="held-replies"' in as_operator and f"/claims/replies/{held.id}/release" in as_operator
    as_viewer = _client("vera", "viewer").get("/recovery/").content.decode()
    assert 'data-testid="held-replies"' in as_viewer and f"/claims/replies/{held.id}/release" not in as_viewer


@pytest.mark.sqlite
@pytest.mark.django_db
def test_a_run_with_unbacked_claims_has_a_red_mark_instead_of_green_completed(liar) -> None:  # noqa: F811
    from .factories import started

    run = started("liar", 5)
    viewer = _client("vera", "viewer")
    page = viewer.get(f"/runs/{run.id}/").content.decode()
    assert 'data-testid="unbacked-claims"' in page and "2 unbacked claims" in page
    assert "says an email was sent" in page and "Next:" in page  # plain words and the next action
    clean = started("ticket", 11)
    page = viewer.get(f"/runs/{clean.id}/").content.decode()
    assert 'data-testid="unbacked-claims"' not in page and "verified by server" in page


@pytest.mark.sqlite
@pytest.mark.django_db
def test_the_demos_flagged_and_held_replies_read_in_plain_words_with_who_verified_the_cited_call() -> None:
    """The two refund-desk runs ``manage.py demo`` seeds, as an operator reads them."""
    from runs.management.commands.demo import _settled

    flagged = _settled("refunds", "demo:claims:flagged", {"order": "88231", "customer": "Dana"})
    strict = _settled("refunds-strict", "demo:claims:held", {"order": "88232", "customer": "王女士"})
    operator = _client("otto", "operator")
    page = operator.get(f"/runs/{flagged.id}/").content.decode()
    assert 'data-testid="unbacked-claims"' in page and "2 unbacked claims" in page
    assert " · reply held" not in page and "claim-held" not in page  # the nav's badge counts the other run's
    assert "says an email was sent" in page and "Next:" in page
    assert "retrieve · verified by server" in page  # who verified the (wrong kind of) call it cites
    page = operator.get(f"/runs/{strict.id}/").content.decode()
    assert 'data-testid="unbacked-claims"' in page and "reply held" in page
    assert "says a refund was issued" in page and "retrieve · verified by server" in page
    audit = operator.get("/claims/").content.decode()
    assert f"/claims/replies/{strict.id}/release" in audit and flagged.id in audit


@pytest.mark.sqlite
@pytest.mark.django_db
def test_a_citation_of_a_missing_or_unverified_event_says_so() -> None:
    from runs.claims.services import submit_reply

    from .factories import journal_run

    run = journal_run([("send_email", "write", "pending")])
    submit_reply(
        run_id=run.run_id,
        text=f"Email sent [evt:{run.results[0]}]. Refund done [evt:evt_00000000000000000000].",
        fence=run.fence,
        expected_seq=run.seq,
    )
    page = _client("vera", "viewer").get(f"/runs/{run.run_id}/").content.decode()
    assert "send_email · not verified (TOOL_EXECUTED)" in page and "no such event" in page


@pytest.mark.sqlite
@pytest.mark.django_db
def test_a_claims_phrase_is_shown_redacted_to_a_viewer_on_the_run_page_and_the_audit(held) -> None:  # noqa: F811
    """The highlighted phrase went to the page as stored while its sentence beside it was redacted: a phrase that
    holds an address (a detector's span may run past its verb) showed it to a viewer (qa-console2)."""
    claim = Claim.objects.filter(run=held).first()
    Claim.objects.filter(pk=claim.pk).update(phrase="emailed maria.lopez@example.com")
    viewer = _client("vera", "viewer")
    for url in (f"/runs/{held.id}/", "/claims/"):
        page = viewer.get(url).content.decode()
        assert "<mark>emailed " in page and "maria.lopez@example.com" not in page, url


@pytest.mark.sqlite
@pytest.mark.django_db
def test_a_release_reason_over_the_limit_is_a_400_naming_it_and_releases_nothing(held) -> None:  # noqa: F811
    """Every other decision of the recovery console refuses a reason over 2,000 characters; a held reply's release
    took 3,000 and journaled it (found from outside, qa-operator)."""
    from agentops.core.events import EventType
    from runs.models import Event, Reply

    operator = _client("otto", "operator")
    page = operator.post(f"/claims/replies/{held.id}/release", {"reason": "a" * 2001, "text": ""})
    assert page.status_code == 400 and "a reason is at most 2000 characters, not 2001" in page.content.decode()
    rewrite = operator.post(f"/claims/replies/{held.id}/release", {"reason": "b" * 3000, "text": "Nothing was sent."})
    assert rewrite.status_code == 400
    assert Reply.objects.get(run=held).status == "HELD"
    assert not Event.objects.filter(run=held, type=EventType.REPLY_RELEASED).exists()
    assert operator.post(f"/claims/replies/{held.id}/release", {"reason": "c" * 2000, "text": ""}).status_code == 302
    assert Reply.objects.get(run=held).status == "RELEASED"
