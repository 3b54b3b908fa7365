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
