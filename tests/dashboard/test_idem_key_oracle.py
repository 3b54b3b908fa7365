"""The dashboard's and the CLI's redacted reads show no idempotency key a guessed argument could be checked
against (docs/dashboard.md): the timeline's key field and payloads, its live socket, the approval card (and
the key it posts back), the recovery console, the fork preview and ``show_run``. The right guess
reproduces the stored key (``agentops.core.keys.idem_key``); what a reader without a grant sees is
``<idem_key:…>``, never the key or its first digits."""

from __future__ import annotations

import html as html_text
import io
import json
import re

import pytest
from django.contrib.auth.models import Permission
from django.core.management import call_command
from django.urls import reverse

from agentops.core.keys import idem_key
from runs.governance.visibility import grant_raw_access
from runs.models import Run, SideEffect, ToolExecution
from runs.timetravel.fork import ForkRequest, fork_preview
from runs.timetravel.selectors import plan_data
from runs.worker.engine import drive_run
from tests.dashboard.conftest import waiting_payment
from tests.redaction.oracle import KEY_TOKEN, confirms, guessed_key
from tests.runs.factories import make_run

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]

#: the invoice the billing agent pays, an e-mail address (its pay_invoice arguments hold it)
SECRET = "jane.doe@example.com"


@pytest.fixture
def held() -> ToolExecution:
    """A held pay_invoice call whose arguments hold ``SECRET``; its stored key is what the right guess gives."""
    run = waiting_payment(SECRET)
    call = ToolExecution.objects.get(run=run, tool="pay_invoice")
    args = json.loads(call.args)
    assert args["invoice"] == SECRET and call.idem_key == idem_key(run.id, call.step, call.call_index, call.tool, args)
    return call


def _no_key(text: str, key: str) -> bool:
    """Neither the key nor its first 8 digits are in ``text`` (a page, a frame, CLI output)."""
    return key[:8] not in text


def test_the_timeline_shows_the_keys_pseudonym(held, login) -> None:  # type: ignore[no-untyped-def]
    html = login("viewer").get(reverse("run", args=[held.run_id])).content.decode()
    token = re.search(r"&lt;idem_key:[0-9a-f]{16}&gt;", html)
    assert token and _no_key(html, held.idem_key)  # the key field and every payload shown
    payload = login("viewer").get(reverse("event-payload", args=[held.run_id, _intent_seq(held)])).content.decode()
    shown = json.loads(html_text.unescape(payload))  # the payload endpoint: the event's JSON, escaped for the page
    assert guessed_key(held.run_id, held.step, held.call_index, held.tool, shown["args"], SECRET) == held.idem_key
    assert KEY_TOKEN.fullmatch(shown["idem_key"]) and not confirms(shown["idem_key"], held.idem_key)


def _intent_seq(call: ToolExecution) -> int:
    from runs.models import Event

    return Event.objects.get(run_id=call.run_id, type="ToolRequested", step=call.step, call_index=call.call_index).seq


def test_the_approval_card_shows_and_posts_back_the_pseudonym(held, login, django_capture_on_commit_callbacks) -> None:  # type: ignore[no-untyped-def]
    client = login("approver")
    html = client.get(reverse("approvals")).content.decode()
    shown = re.search(r'name="idem_key" value="(&lt;idem_key:[0-9a-f]{16}&gt;)"', html)
    assert shown and _no_key(html, held.idem_key)
    # the right guess's key posted back is refused like any other: a match would confirm the guess
    refused = client.post(reverse("approve", args=[held.id]), {"reason": "ok", "idem_key": held.idem_key})
    assert refused.status_code == 400 and b"different idempotency key" in refused.content
    assert ToolExecution.objects.get(id=held.id).status == "WAITING_MANUAL_CONFIRM"
    token = shown.group(1).replace("&lt;", "<").replace("&gt;", ">")
    with django_capture_on_commit_callbacks(execute=True):
        done = client.post(
            reverse("approve", args=[held.id]), {"reason": "ok", "idem_key": token, "confirm_amount": "1250"}
        )
    assert done.status_code == 302 and Run.objects.get(id=held.run_id).status == "COMPLETED"
    assert SideEffect.objects.filter(kind="payment", idem_key=held.idem_key).count() == 1  # executed with the real key


def test_an_approver_with_a_grant_sees_and_posts_the_real_key(held, login, users) -> None:  # type: ignore[no-untyped-def]
    users["approver"].user_permissions.add(Permission.objects.get(codename="unredacted_export"))
    grant_raw_access(user=users["approver"], run_id=held.run_id, reason="dispute")
    client = login("approver")
    assert f'name="idem_key" value="{held.idem_key}"' in client.get(reverse("approvals")).content.decode()
    form = {"reason": "ok", "idem_key": held.idem_key, "confirm_amount": "1250"}
    assert client.post(reverse("approve", args=[held.id]), form).status_code == 302


def test_show_run_shows_the_pseudonym_and_approve_call_takes_it(held, users) -> None:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    call_command("show_run", held.run_id, "--json", stdout=out)
    listed = json.loads(out.getvalue())["open_calls"][0]
    assert KEY_TOKEN.fullmatch(listed["idem_key"]) and _no_key(out.getvalue(), held.idem_key)
    text = io.StringIO()
    call_command("show_run", held.run_id, stdout=text)
    assert f"(key {listed['idem_key']})" in text.getvalue() and _no_key(text.getvalue(), held.idem_key)
    call_command(
        "approve_call", held.id, "--reason", "ok", "--key", listed["idem_key"], "--amount", "1250",
        "--actor", "approver", stdout=io.StringIO(),
    )  # fmt: skip
    assert ToolExecution.objects.get(id=held.id).status != "WAITING_MANUAL_CONFIRM"


@pytest.fixture
def mailed() -> Run:
    """A completed ticket run: its send_email calls write to customer addresses (deduped, keyed)."""
    run_id = make_run("ticket")
    assert str(drive_run(run_id)) == "COMPLETED"
    return Run.objects.get(id=run_id)


def test_the_recovery_console_shows_the_pseudonym(mailed, login) -> None:  # type: ignore[no-untyped-def]
    call = ToolExecution.objects.filter(run=mailed, tool="send_email").order_by("step").first()
    assert call.idem_key and "@" in call.args
    ToolExecution.objects.filter(id=call.id).update(status="TOOL_EXECUTED")  # executed, not verified: in doubt
    Run.objects.filter(id=mailed.id).update(status="RECOVERING")
    html = login("operator").get(reverse("recovery")).content.decode()
    assert call.id in html and "&lt;idem_key:" in html and _no_key(html, call.idem_key)


def test_the_fork_preview_shows_pseudonyms_of_keys_and_of_the_parents_head_hash(mailed, users) -> None:  # type: ignore[no-untyped-def]
    plan = fork_preview(run_id=mailed.id, request=ForkRequest(8))
    effect = plan.effects[0]
    assert effect.idem_key == idem_key(mailed.id, effect.step, effect.call_index, effect.tool, effect.args)
    shown = plan_data(plan=plan, user=users["operator"])
    text = json.dumps(shown)
    assert all(KEY_TOKEN.fullmatch(e["idem_key"]) for e in shown["effects"]) and shown["effects"]
    assert all(_no_key(text, e.idem_key) for e in plan.effects)
    # the parent's head hash covers its unredacted history: a guess recomputed through it would be confirmed
    assert shown["parent_head_hash"].startswith("<chain_hash:") and plan.parent_head_hash[:8] not in text
    raw = plan_data(plan=plan, user=users["admin"])  # a superuser without a grant: redacted too
    assert raw["parent_head_hash"] == shown["parent_head_hash"]


@pytest.mark.django_db(transaction=True)
def test_the_live_timeline_socket_shows_what_the_page_shows(mailed, users, login) -> None:  # type: ignore[no-untyped-def]
    """The socket's frames are the page's rows (``timeline_after`` with the reader's sight): the same
    pseudonyms, no key a guess could be checked against."""
    from tests.dashboard.test_consumers import run_async, signed_in, socket

    keys = list(ToolExecution.objects.filter(run=mailed, tool="send_email").values_list("idem_key", flat=True))
    frames: list[str] = []

    async def go() -> None:
        ws = socket(signed_in(users["viewer"]), mailed.id, after=0)
        assert (await ws.connect())[0]
        while not frames or json.loads(frames[-1])["events"][-1]["seq"] < mailed.last_seq:
            frames.append(json.dumps(await ws.receive_json_from(timeout=10)))
        await ws.disconnect()

    run_async(go)
    sent = "".join(frames)
    page = login("viewer").get(reverse("run", args=[mailed.id])).content.decode()
    tokens = set(re.findall(r"&lt;idem_key:[0-9a-f]{16}&gt;", page))
    assert len(keys) >= 4 and len(tokens) >= 4 and tokens <= set(re.findall(r"&lt;idem_key:[0-9a-f]{16}&gt;", sent))
    assert all(_no_key(sent, key) and _no_key(page, key) for key in keys)
