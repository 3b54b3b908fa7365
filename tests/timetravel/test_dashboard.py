"""Dashboard pages of time travel: the fork dialog's preview and create, reports, roles."""

from __future__ import annotations

import json
import re

import pytest

from agentops.core.budget import Budget
from agentops.demo.ticket import ticket_inputs
from runs.models import Event, ReplayReport, Run
from runs.services import ExternalSpec, run_create
from runs.worker.engine import drive_run
from tests.dashboard.conftest import make_user
from tests.runs.factories import make_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture
def done() -> str:
    run_id = make_run("ticket")
    drive_run(run_id)
    return run_id


def as_(client, *roles):
    client.force_login(make_user("u-" + "-".join(roles or ("none",)), *roles))
    return client


def test_the_run_page_offers_time_travel_to_operators_only(client, done):
    page = as_(client, "operator").get(f"/runs/{done}/")
    assert page.status_code == 200
    assert b'id="fork-dialog"' in page.content and b"Dry replay against the current code" in page.content
    client.logout()
    page = as_(client, "viewer").get(f"/runs/{done}/")
    assert page.status_code == 200 and b'id="fork-dialog"' not in page.content
    assert client.post(f"/runs/{done}/fork/", {"step": 3, "reason": "x"}).status_code == 403
    assert client.post(f"/runs/{done}/what-if/", {"from_step": 3}).status_code == 403
    assert client.post(f"/runs/{done}/dry-replay/").status_code == 403
    assert Run.objects.count() == 1 and ReplayReport.objects.count() == 0


def test_preview_then_create_through_htmx(client, done):
    as_(client, "operator")
    headers = {"HX-Request": "true"}
    preview = client.post(
        f"/runs/{done}/fork/preview/", {"step": 16, "cut": "resample", "keys": "inherit"}, headers=headers
    )
    assert preview.status_code == 200
    text = preview.content.decode()
    assert 'data-testid="fork-effects"' in text and text.count("<b>deduped</b>") == 2  # steps 19 and 22
    assert "seq <b>" in text and "@example.com" not in text and "&lt;email:" in text  # no grant: redacted
    refused = client.post(f"/runs/{done}/fork/preview/", {"step": "x"}, headers=headers)
    assert 'data-testid="fork-refusal"' in refused.content.decode() and "whole number" in refused.content.decode()
    # the dialog's budget: a cost that is no number was a 500 (float('abc')); an empty or zero cost and 0 steps
    # made a fork whose budget was spent before its first step (the API and fork_run refuse them: budget_problem)
    for caps, why in [
        ({"max_steps": "3", "max_tokens": "100", "max_cost": "abc"}, "max_cost must be a number, not &#x27;abc&#x27;"),
        ({"max_tokens": "1e3"}, "max_tokens must be a whole number"),
        ({"max_steps": "0", "max_tokens": "100", "max_cost": "1"}, "a budget is 1 to 100000 steps"),
        ({"max_steps": "3", "max_tokens": "100", "max_cost": "0"}, "a cost above 0"),
    ]:
        refused = client.post(f"/runs/{done}/fork/preview/", {"step": "16", **caps}, headers=headers)
        assert refused.status_code == 200 and why in refused.content.decode(), refused.content.decode()[-400:]

    # a blank cap is the parent's (a cost left blank was refused, and steps without tokens silently dropped)
    kept = client.post(
        f"/runs/{done}/fork/preview/", {"step": "16", "max_steps": "30", "max_cost": ""}, headers=headers
    )
    assert 'data-testid="fork-plan"' in kept.content.decode()

    # an edited value nested past the API's limit was a 500 (RecursionError in json.loads)
    for edit, why in [
        ("[" * 5000 + "]" * 5000, "nested deeper than 64 levels"),
        ("[" * 65 + "]" * 65, "nested deeper"),
    ]:
        form = {"step": "16", "cut": "keep", "edit_call": "0", "edit_field": "args", "edit_value": edit}
        refused = client.post(f"/runs/{done}/fork/preview/", form, headers=headers)
        assert refused.status_code == 200 and f"the edited args is not valid JSON: {why}" in refused.content.decode()
        refused = client.post(f"/runs/{done}/fork/", {**form, "reason": "x"}, follow=True)
        assert f"the edited args is not valid JSON: {why}" in refused.content.decode()
    no_reason = client.post(f"/runs/{done}/fork/", {"step": 16}, headers=headers)
    assert "a reason is required" in no_reason.content.decode() and Run.objects.count() == 1
    assert 'name="max_steps"' in client.get(f"/runs/{done}/").content.decode()  # the dialog's caps
    form = {"step": 16, "reason": "check 16 again", "max_steps": "30", "max_tokens": "", "max_cost": ""}
    made = client.post(f"/runs/{done}/fork/", form, headers=headers)
    assert made.status_code == 204
    fork = Run.objects.get(fork_of=done)
    forked = json.loads(Event.objects.get(run_id=fork.id, type="ForkedFrom").payload)
    assert forked["budget"] == {"max_steps": 30, "max_tokens": 400_000, "max_cost": 5.0}  # blank: the parent's
    assert made["HX-Redirect"] == f"/runs/{fork.id}/"
    page = client.get(f"/runs/{fork.id}/").content.decode()
    assert "Forked from" in page and done in page and "check 16 again" in page


def test_the_fork_dialog_sent_twice_makes_one_fork(client, done):
    """The dialog carries a one-time create key: the same form sent again (a double click, a resend) answers with
    the fork it made; before, each POST made a fork, and each ran live."""
    as_(client, "operator")
    page = client.get(f"/runs/{done}/").content.decode()
    key = re.search(r'name="create_key" value="([0-9a-f]{32})"', page).group(1)
    assert key not in client.get(f"/runs/{done}/").content.decode()  # a new key at each page
    form = {"step": 16, "reason": "check 16 again", "create_key": key}
    first = client.post(f"/runs/{done}/fork/", form, headers={"HX-Request": "true"})
    again = client.post(f"/runs/{done}/fork/", form, follow=True)
    fork = Run.objects.get(fork_of=done)
    assert first["HX-Redirect"] == f"/runs/{fork.id}/" and again.redirect_chain[-1][0] == f"/runs/{fork.id}/"
    assert f"{done} was already forked as {fork.id}" in again.content.decode()


def test_the_what_if_form_sent_twice_asks_the_model_once(client, done):
    """The what-if dialog carries a one-time key, as the fork dialog does: the form sent again (a resend, a browser's
    retry) answers with the first report; before, each POST was another what-if, its model calls paid again."""
    as_(client, "operator")
    page = client.get(f"/runs/{done}/").content.decode()
    key = re.search(r'name="request_key" value="([0-9a-f]{32})"', page).group(1)
    form = {"from_step": 22, "template": "T {ticket} {clock}", "request_key": key}
    first = client.post(f"/runs/{done}/what-if/", form)
    again = client.post(f"/runs/{done}/what-if/", form)
    row = ReplayReport.objects.get()
    assert row.model_calls == 2 and first["Location"] == again["Location"] == f"/runs/{done}/reports/{row.pk}/"
    other = client.post(f"/runs/{done}/what-if/", {**form, "template": "U {ticket} {clock}"})
    assert other.status_code == 409 and "template differ" in other.content.decode()
    assert ReplayReport.objects.count() == 1


def test_dry_replay_and_what_if_pages_and_redaction_for_viewers(client, done):
    as_(client, "operator")
    made = client.post(f"/runs/{done}/dry-replay/")
    row = ReplayReport.objects.get()
    assert made.status_code == 302 and made["Location"] == f"/runs/{done}/reports/{row.pk}/"
    page = client.get(made["Location"]).content.decode()
    assert 'data-testid="diff"' in page and "0</b> model calls" in page
    assert "support@example.com" not in page and "&lt;email:" in page  # the operator role holds no grant
    what_if = client.post(f"/runs/{done}/what-if/", {"from_step": 22, "template": "T {ticket} {clock}"})
    assert what_if.status_code == 302
    bad = client.post(f"/runs/{done}/what-if/", {"from_step": 99})
    assert bad.status_code == 400 and "what-if refused: from_step must be between 0 and 23" in bad.content.decode()
    long = client.post(f"/runs/{done}/what-if/", {"from_step": 22, "template": "x" * 20_001})
    assert long.status_code == 400
    assert "what-if refused: the template is at most 20,000 characters" in long.content.decode()
    assert ReplayReport.objects.count() == 2  # the dry replay and the first what-if: the refusals wrote nothing
    client.logout()
    as_(client, "viewer")
    page = client.get(f"/runs/{done}/reports/{row.pk}/").content.decode()
    assert "support@example.com" not in page and "&lt;email:" in page and "payloads redacted" in page
    assert client.get(f"/runs/{done}/reports/999/").status_code == 404


def test_an_external_run_offers_no_time_travel_and_its_refusal_says_what_can_be_done(client):
    """The page offered Fork, Dry replay and What-if on a run whose agent lives in its client, and each was
    refused; the fork's refusal said "fork it from that client", which no client can (the API's time travel
    is for people, and it refuses external runs too)."""
    run, _ = run_create(
        agent="ticket-external", inputs={"ticket": "T-1"}, start=False,
        external=ExternalSpec("m-1", "0" * 16, Budget(5, 1000, 1.0)),
    )  # fmt: skip
    page = as_(client, "operator").get(f"/runs/{run.id}/").content.decode()
    assert 'id="fork-dialog"' not in page and "Dry replay against the current code" not in page
    assert "this run's agent is external" in page
    refused = client.post(f"/runs/{run.id}/fork/preview/", {"step": "0"}, headers={"HX-Request": "true"})
    text = refused.content.decode()
    assert "from that client" not in text
    assert (
        f"run {run.id} is driven by an external client: the server does not have its agent&#x27;s code, so it "
        "cannot be forked or replayed here; start a new run from the client" in text
    ), text[-500:]
    assert Run.objects.count() == 1


def test_a_refused_fork_what_if_or_dry_replay_posted_from_the_page_is_a_4xx_and_writes_nothing(client, done):
    """Posted without htmx (a plain form, a script), each refusal was a 302/303 back to the run page with a
    flash: a caller checking the status took it for success (probe-prod, the production shape's pages). Now a
    page saying why under the API's status: 409 for a run a worker may still move, 400 for bad input."""
    waiting, _ = run_create(agent="ticket", inputs=ticket_inputs(2), start=False)  # PENDING: it may move any time
    as_(client, "operator")
    before = (Run.objects.count(), ReplayReport.objects.count())
    refusals = [
        (f"/runs/{done}/fork/", {"step": "999", "reason": "x"}, 400, "it has no committed step 998"),
        (f"/runs/{done}/fork/", {"step": "x", "reason": "x"}, 400, "whole number"),
        (f"/runs/{done}/fork/", {"step": "3", "cut": "keep", "edit_field": "args", "edit_value": "[1, 2]", "reason": "x"}, 403, "needs raw access"),
        (f"/runs/{waiting.id}/fork/", {"step": "0", "reason": "x"}, 409, "PENDING"),
        (f"/runs/{done}/what-if/", {"from_step": "x"}, 400, "whole number"),
    ]  # fmt: skip
    for path, form, status, says in refusals:
        answer = client.post(path, form)
        assert answer.status_code == status, (path, form, answer.status_code)
        assert "refused:" in answer.content.decode() and says in answer.content.decode(), answer.content.decode()[-600:]
        assert f'href="/runs/{path.split("/")[2]}/"' in answer.content.decode()  # the way back to the run
    assert (Run.objects.count(), ReplayReport.objects.count()) == before


def test_a_dry_replay_or_what_if_of_a_run_still_moving_is_refused_as_a_fork_is(client):
    """A fork refused a PENDING or RUNNING run (409: its history is still growing), but a dry replay or a
    what-if of the same run was made and stored: a report comparing the current code with half a run,
    "outcome_changed" for a run that had not ended (probe-ops). The same rule now refuses all three."""
    pending = make_run("ticket")
    running = make_run("ticket")
    drive_run(running, max_steps=5)
    assert Run.objects.get(id=running).status == "RUNNING"
    as_(client, "operator")
    for run_id, status in ((pending, "PENDING"), (running, "RUNNING")):
        for path, form in (("dry-replay", {}), ("what-if", {"from_step": "1"}), ("fork", {"step": "1", "reason": "x"})):
            answer = client.post(f"/runs/{run_id}/{path}/", form)
            text = answer.content.decode()
            assert answer.status_code == 409, (run_id, path, answer.status_code, text[-400:])
            assert f"run {run_id} is {status}" in text and "only a stopped run" in text, text[-400:]
    assert ReplayReport.objects.count() == 0 and Run.objects.count() == 2


def test_a_moving_run_page_disables_time_travel_and_says_why(client, done):
    """The page offered Fork, Dry replay and What-if on a PENDING or RUNNING run, and each post was then
    refused (409). The buttons are now disabled with the refusal's reason, the rule the posts use."""
    pending = make_run("ticket")
    running = make_run("ticket")
    drive_run(running, max_steps=5)
    as_(client, "operator")
    for run_id, status in ((pending, "PENDING"), (running, "RUNNING")):
        page = client.get(f"/runs/{run_id}/").content.decode()
        assert f"run {run_id} is {status}: only a stopped run" in page, page[-2000:]
        assert 'id="fork-dialog"' not in page and 'id="what-if-dialog"' not in page
        assert 'data-testid="tt-moving"' in page and f'title="run {run_id} is {status}' in page
        assert (
            'data-open-dialog="fork-dialog" disabled' in page and 'data-open-dialog="what-if-dialog" disabled' in page
        )
        assert 'type="submit" disabled>Dry replay against the current code' in page
    page = client.get(f"/runs/{done}/").content.decode()
    assert 'data-testid="tt-moving"' not in page and " disabled>" not in page.split('id="time-travel"')[1]
    assert 'id="fork-dialog"' in page and 'id="what-if-dialog"' in page


def test_a_redacted_report_does_not_tell_the_operator_reading_it_redacted_that_operators_see_it_as_recorded(
    client, done
):
    """The report said "payloads redacted (operators see them as recorded)" to the operator who made it and was
    reading it redacted: the operator role does not unredact, a raw-access grant on the run does."""
    as_(client, "operator")
    client.post(f"/runs/{done}/dry-replay/")
    row = ReplayReport.objects.get()
    page = client.get(f"/runs/{done}/reports/{row.pk}/").content.decode()
    assert "&lt;email:" in page  # the operator reads it redacted …
    assert "operators see them as recorded" not in page  # … and is not told otherwise
    assert "a raw-access grant on this run shows them as recorded" in page


def test_the_dialog_says_new_keys_repeat_and_creates_such_a_fork_only_with_the_box_ticked(client, done):
    """keys=new makes the parent's emails after the step again: the preview says so and how to go on, and Create fork
    without the box is refused inside the dialog, nothing written (it made the fork, which sent them again)."""
    as_(client, "operator")
    headers = {"HX-Request": "true"}
    form = {"step": 16, "cut": "resample", "keys": "new", "reason": "the emails were lost"}
    preview = client.post(f"/runs/{done}/fork/preview/", form, headers=headers).content.decode()
    assert 'data-testid="fork-repeats"' in preview and "makes 2 of these calls again" in preview, preview
    refused = client.post(f"/runs/{done}/fork/", form, headers=headers).content.decode()
    assert 'data-testid="fork-refusal"' in refused and "keys=new: the fork makes again" in refused
    assert Run.objects.count() == 1
    made = client.post(f"/runs/{done}/fork/", {**form, "again": "on"}, headers=headers)
    assert made.status_code == 204 and Run.objects.count() == 2, made.content.decode()[:400]  # htmx: redirected
    inherit = client.post(f"/runs/{done}/fork/preview/", {**form, "keys": "inherit"}, headers=headers)
    assert 'data-testid="fork-repeats"' not in inherit.content.decode()
