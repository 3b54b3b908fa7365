"""qa-ops: a held reply released twice — two tabs of one operator at once, a retried POST, a second operator —
through the live server on PostgreSQL.

README and docs/dashboard.md: a decision is idempotent, the same decision again by the same person is answered as
made and nothing is written twice, and a decision that loses names the one made. A held reply's release answered the
same operator's repeat with a 409 "the reply of run … is RELEASED, not held" (the release they had made looked
refused), and a second operator with the same words, naming nobody.
"""

from __future__ import annotations

import re

import pytest
from django.db import connection

from agentops.core.events import EventType
from runs.models import Event, Reply
from runs.roles import OPERATOR
from tests.dashboard.test_same_operator_twice import _at_once, _browser, _post, _refusal

from .factories import started
from .test_claims_audit import liar  # noqa: F401  (fixture)

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(connection.vendor != "postgresql", reason="needs PostgreSQL"),
]


@pytest.fixture
def held(liar, live_server):  # noqa: F811
    liar.AGENTOPS["CLAIMS"]["POLICY"] = {"liar": "hold"}
    run = started("liar", 5)
    assert Reply.objects.get(run=run).status == "HELD"
    return run


def _releases(run_id: str) -> int:
    return Event.objects.filter(run_id=run_id, type=EventType.REPLY_RELEASED).count()


def test_one_operator_releasing_twice_at_once_is_one_release_and_both_tabs_are_told_it_is_made(held, live_server):
    tabs = [_browser(live_server.url, "otto", OPERATOR, "/claims/") for _ in range(2)]
    path, form = f"/claims/replies/{held.id}/release", {"reason": "the customer was called", "text": ""}
    answers = _at_once(*(lambda tab=tab: _post(tab, path, form) for tab in tabs))
    assert [code for code, _ in answers] == [302, 302], [(c, _refusal(b)) for c, b in answers]
    assert _releases(held.id) == 1
    code, _ = _post(tabs[0], path, form)  # a retried POST after both answered: the same, nothing written
    assert code == 302 and _releases(held.id) == 1


def test_a_second_operator_is_told_who_released_it_and_when(held, live_server):
    otto, ada = (_browser(live_server.url, name, OPERATOR, "/claims/") for name in ("otto", "ada"))
    path = f"/claims/replies/{held.id}/release"
    assert _post(otto, path, {"reason": "the customer was called", "text": ""})[0] == 302
    code, page = _post(ada, path, {"reason": "looks fine", "text": "Your refund is under review."})
    assert code == 409 and _releases(held.id) == 1
    assert re.search(r"was already released by otto at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC", _refusal(page)), page
    # otto's rewrite after his own release is another decision: refused, naming his release
    code, page = _post(otto, path, {"reason": "reworded", "text": "Your refund is under review."})
    assert code == 409 and "already released by otto" in _refusal(page) and _releases(held.id) == 1
