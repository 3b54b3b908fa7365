"""A flagged claim carries a red mark on the run page, in Debian's Chromium against daphne: found driving
``make demo``, an **uncited** claim (a completion said with nothing cited: the commonest lie) had a grey badge, the
grey of a cleared claim, and an **unverified** one (its cited call failed or is unknown) an amber one; only
``mismatched`` was red. Every claim that the journal does not back is now red; verified and cleared stay green."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from runs.roles import VIEWER
from tests.claims.factories import started
from tests.claims.test_claims_audit import liar  # noqa: F401  (fixture: an agent whose reply lies twice)
from tests.dashboard.test_browser import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

RED = "rgb(254, 228, 226)"  # the badge background of every flagged class (static/claims.css)


def _backgrounds(page: Page) -> dict[str, str]:
    return page.eval_on_selector_all(
        "[data-testid=claim-badges] .claim-line .badge",
        "els => Object.fromEntries(els.map(e => [e.textContent.trim(), getComputedStyle(e).backgroundColor]))",
    )


def test_every_unbacked_claim_has_a_red_mark_and_a_verified_one_does_not(page: Page, liar, asgi_server) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    run = started("liar", 5)
    clean = started("ticket", 11)
    sign_in(page, asgi_server, "vera", VIEWER)
    page.goto(f"{asgi_server}/runs/{run.id}/")
    expect(page.get_by_test_id("claim-badges")).to_contain_text("Next:")
    shown = _backgrounds(page)
    assert set(shown) == {"mismatched", "uncited"} and set(shown.values()) == {RED}, shown
    page.goto(f"{asgi_server}/runs/{clean.id}/")
    expect(page.get_by_test_id("claim-badges")).to_be_visible()
    assert RED not in _backgrounds(page).values()


def test_an_unverified_claims_badge_is_red_too(page: Page, asgi_server) -> None:
    """A claim citing a call that is not verified (still in doubt) reads "send_email · not verified"."""
    from runs.claims.services import submit_reply
    from tests.claims.factories import journal_run

    run = journal_run([("send_email", "write", "pending")])
    submit_reply(run_id=run.run_id, text=f"Email sent [evt:{run.results[0]}].", fence=run.fence, expected_seq=run.seq)
    sign_in(page, asgi_server, "vera", VIEWER)
    page.goto(f"{asgi_server}/runs/{run.run_id}/")
    expect(page.get_by_test_id("claim-badges")).to_contain_text("not verified")
    assert _backgrounds(page) == {"unverified": RED}
