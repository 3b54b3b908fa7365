"""The claims audit page and the release form: login, roles, filters, partials."""

from __future__ import annotations

import pytest
from django.test import Client

from runs.models import Reply

from .factories import started, user_with
from .test_claims_audit import liar  # noqa: F401  (fixture)

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture
def data(liar):  # noqa: F811
    liar.AGENTOPS["CLAIMS"]["POLICY"] = {"liar": "hold"}
    return {"ticket": started("ticket", 21), "liar": started("liar", 22)}


def login(*groups: str) -> Client:
    c = Client()
    c.force_login(user_with("u-" + "-".join(groups or ("none",)), *groups))
    return c


def test_login_and_viewer_role_required(data, settings) -> None:
    settings.LOGIN_URL = "/admin/login/"
    response = Client().get("/claims/")
    assert response.status_code == 302 and response["Location"].startswith("/admin/login/")
    assert login().get("/claims/").status_code == 403


def test_viewer_sees_claims_and_filters(data) -> None:
    c = login("viewer")
    page = c.get("/claims/").content.decode()
    assert page.count('data-classification="verified"') == 2
    assert 'data-classification="mismatched"' in page and 'data-classification="uncited"' in page
    assert 'data-testid="held-replies"' in page and data["liar"].id in page
    assert "Release</button>" not in page  # viewers cannot release
    only = c.get("/claims/?classification=mismatched").content.decode()
    assert only.count("data-classification=") == 1 and 'data-classification="mismatched"' in only
    by_agent = c.get("/claims/?agent=ticket&period=24h").content.decode()
    assert by_agent.count('data-classification="verified"') == 2 and "mismatched</span>" not in by_agent
    flagged = c.get("/claims/?flagged=1").content.decode()
    assert 'data-classification="verified"' not in flagged and flagged.count("data-classification=") == 2
    # the runs list's words for on (``yes`` was read as off here, and the page listed every claim)
    assert c.get("/claims/?flagged=Yes").content.decode().count("data-classification=") == 2
    partial = c.get("/claims/?classification=uncited", HTTP_HX_REQUEST="true").content.decode()
    assert "<html" not in partial and partial.count("data-classification=") == 1
    # a misspelt filter showed every claim as if filtered: now a 400 page with every claim and the error on top
    for query, why in [
        ("classification=verifed", "unknown classification &#x27;verifed&#x27;: use one of"),
        ("period=1y", "unknown period &#x27;1y&#x27;: use one of 24h, 7d, 30d"),
        ("clasification=verified", "unknown filter &#x27;clasification&#x27;"),
        ("flagged=maybe", "flagged takes 1 or 0 (on or off), not &#x27;maybe&#x27;"),
        ("period=24h&period=30d", "period is given more than once: give it once"),
    ]:
        refused = c.get(f"/claims/?{query}")
        html = refused.content.decode()
        assert (
            refused.status_code == 400
            and why in html
            and html.count("data-classification=") == page.count("data-classification=")
        )


def test_release_form_roles_reason_and_conflict(data) -> None:
    run_id = data["liar"].id
    assert login("viewer").post(f"/claims/replies/{run_id}/release", {"reason": "ok"}).status_code == 403
    operator = login("operator")
    assert "Release</button>" in operator.get("/claims/").content.decode()
    assert operator.get(f"/claims/replies/{run_id}/release").status_code == 405
    assert operator.post(f"/claims/replies/{run_id}/release", {"reason": ""}).status_code == 400
    response = operator.post(f"/claims/replies/{run_id}/release", {"reason": "called the customer", "text": ""})
    assert response.status_code == 302
    said = operator.get(response["Location"]).content.decode()
    assert f"the reply of {run_id} was released" in said
    assert Reply.objects.get(run_id=run_id).status == "RELEASED"
    assert operator.post(f"/claims/replies/{run_id}/release", {"reason": "again"}).status_code == 302  # as made
    rewrite = {"reason": "again", "text": "Your refund is under review."}  # another decision: refused
    assert operator.post(f"/claims/replies/{run_id}/release", rewrite).status_code == 409
    unknown = operator.post("/claims/replies/run_nope/release", {"reason": "x"})
    assert unknown.status_code == 404 and b"run run_nope has no audited reply" in unknown.content


def test_pages_keep_the_filters() -> None:
    from runs.claims.services import submit_reply

    from .factories import journal_run

    for n in (1, 2):  # 30 claims per reply: under the cap of claims per reply
        run = journal_run([("retrieve", "read", "confirmed")], n=n)
        submit_reply(run_id=run.run_id, text=" ".join(f"Email {i} sent." for i in range(30)), fence=run.fence)
    c = login("viewer")
    first = c.get("/claims/?classification=uncited").content.decode()
    assert first.count("data-classification=") == 50 and "classification=uncited&page=2" in first
    second = c.get("/claims/?classification=uncited&page=2").content.decode()
    assert second.count("data-classification=") == 10


def test_a_refused_release_shows_the_claims_page_with_the_reason(data) -> None:
    """A refused release answered a bare text/plain body ('a reason is required'): the operator's browser
    showed one line and no way back, while every other refused decision shows its page with the reason."""
    run_id = data["liar"].id
    operator = login("operator")
    refused = operator.post(f"/claims/replies/{run_id}/release", {"reason": " "})
    html = refused.content.decode()
    assert refused.status_code == 400 and refused["Content-Type"].startswith("text/html")
    assert 'data-testid="refusal"' in html and "a reason is required" in html and 'data-testid="held-replies"' in html
    assert Reply.objects.get(run_id=run_id).status == "HELD"
    assert operator.post(f"/claims/replies/{run_id}/release", {"reason": "called"}).status_code == 302
    again = login("viewer", "operator").post(f"/claims/replies/{run_id}/release", {"reason": "again"})  # another one
    assert again.status_code == 409 and "was already released by " in again.content.decode()
    assert "<h1>Claims audit" in again.content.decode()
    unknown = operator.post("/claims/replies/run_nope/release", {"reason": "x"})
    assert unknown.status_code == 404 and "run run_nope has no audited reply" in unknown.content.decode()
    assert 'data-testid="refusal"' in unknown.content.decode()
