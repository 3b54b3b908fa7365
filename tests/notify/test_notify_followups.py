"""Follow-ups of the notification probes: the "… and N more" link lists exactly the message's occasions, a tool
name is redacted in every message, and a verifier's answer between two parks of one call is not a new notice."""

from __future__ import annotations

import json
import re
from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from agentops.core.events import EventType, NewEvent
from agentops.core.states import UNSETTLED_EXEC
from approvals.models import Delivery, Notice
from approvals.notify import deliver
from approvals.services import approve_call, decide_execution, reject_call
from runs.journal import leases
from runs.journal.store import append_events
from runs.models import Run, ToolExecution
from runs.roles import OPERATOR, VIEWER
from runs.worker import recovery
from runs.worker.engine import drive_run
from tests.dashboard.conftest import crash_after_effect, in_doubt_email, make_user
from tests.notify.test_notify import dead_letters

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]


@pytest.fixture(autouse=True)
def _decisions_only(monkeypatch):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")


def listed_runs(client, url: str) -> list[str]:
    """The run ids the page a message links to lists, in its order (as a viewer opens it)."""
    from django.contrib.auth.models import User

    viewer = User.objects.filter(username="vera").first() or make_user("vera", VIEWER)
    client.force_login(viewer)
    page = client.get(url.removeprefix("https://ops.example.com"))
    assert page.status_code == 200
    return re.findall(r'<tr data-run="([^"]+)"', page.content.decode())


def test_the_more_link_of_a_burst_lists_exactly_the_messages_occasions(smtp, notify, client):
    """The first e-mail of a burst said "… and 159 more: https://…/runs/": the runs list, unfiltered, every run
    of the deployment and not those. It links to the message's own list now, and that lists the 184 it told."""
    notify(email=["ops@example.com"])
    dead_letters(3)  # told already: not part of the burst
    deliver.run()
    Delivery.objects.update(created_at=Delivery.objects.get().created_at.replace(year=2000))  # its window is over
    burst = dead_letters(184, start=3)
    deliver.run()
    text = smtp.messages[-1].content.decode().replace("=\n", "")
    (more,) = re.findall(r"… and (\d+) more; all (\d+) of this message: (\S+)", text)
    assert more[:2] == ("159", "184") and "/runs/\n" not in text
    listed = listed_runs(client, more[2])
    assert sorted(listed) == sorted(burst)  # exactly those runs: none of the 3 told before, none missing
    assert [r for r in burst if r in text] == listed[:25]  # the message's 25 first, in its order


def test_dead_letters_are_told_in_the_order_they_happened_whatever_order_the_database_reads_them(smtp, notify):
    """The collector read a pass's dead-lettered runs with no order: PostgreSQL returns rows in its plan's order, and
    a row written since (here its reference; a heartbeat, a retention pass) moves to the end of the table, so a
    burst's message listed its runs shuffled (and its "more" page with them; the test above failed so once)."""
    notify(email=["ops@example.com"])
    burst = dead_letters(5)
    Run.objects.filter(id=burst[0]).update(reference="T-0 (touched since)")  # its row rewritten, at the table's end
    deliver.run()
    text = smtp.messages[-1].content.decode()
    assert sorted(burst, key=text.index) == burst


def test_the_list_drops_what_was_decided_since_and_slack_links_it_too(receiver, notify, client):
    from tests.dashboard.conftest import waiting_payment

    notify(slack=receiver.url + "/slack", webhook=receiver.url + "/hook")
    runs = [waiting_payment(f"INV-{i}") for i in range(27)]
    deliver.run()
    listed = json.loads(receiver.on("/slack")[0].body)["blocks"][1]["text"]["text"]
    (url,) = re.findall(r"… and \d+ more: <(\S+)\|all 27>", listed)
    hook = json.loads(receiver.on("/hook")[0].body)["list_url"]  # (its own delivery: each channel has one)
    assert sorted(listed_runs(client, url)) == sorted(listed_runs(client, hook)) == sorted(r.id for r in runs)
    held = ToolExecution.objects.filter(run__in=runs[:2], status="WAITING_MANUAL_CONFIRM")
    first, second = held.order_by("run_id")
    approve_call(execution_id=first.id, actor="ann", reason="ok", idem_key_seen=first.idem_key, typed_amount="1250")
    reject_call(execution_id=second.id, actor="ann", reason="no")
    page = client.get(url.removeprefix("https://ops.example.com")).content.decode()
    assert "25 of its 27 occasions still need a human" in page
    assert sorted(listed_runs(client, url)) == sorted({r.id for r in runs} - {first.run_id, second.run_id})


def test_an_unknown_notification_is_a_404(client):
    client.force_login(make_user("vera", VIEWER))
    assert client.get("/notified/999999/").status_code == 404


def test_a_tool_name_is_redacted_in_every_message_like_any_other_text(smtp, receiver, notify, settings, external_run):
    """A tool name is the agent's text: ``refund_jane_doe`` names a person as much as a reply does. The API refuses
    a name the policy would redact, but one stored before the policy said so (here the deployment's pattern for
    its customers' names, added after the call was held) went out in every channel as it was; the configured
    redactor now redacts it in the messages like any other text."""
    notify(email=["ops@example.com"], webhook=receiver.url + "/hook", slack=receiver.url + "/slack")
    run, args = external_run, {"invoice": "INV-1", "amount": 10}
    assert run.sample(0, [{"name": "refund_jane_doe", "args": args, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, "refund_jane_doe", args, effect="write").json()["status"] == "waiting_manual_confirm"
    names = [{"type": "customer", "pattern": "jane_doe"}]
    settings.AGENTOPS = {**settings.AGENTOPS, "REDACTION": {**settings.AGENTOPS["REDACTION"], "EXTRA_PATTERNS": names}}
    deliver.run()
    sent = [smtp.messages[0].content.decode(), receiver.on("/hook")[0].body.decode()]
    sent.append(receiver.on("/slack")[0].body.decode())
    for message in sent:
        assert "jane_doe" not in message and re.search("refund_(<|&lt;)customer:", message)


def verifier_answers(doubt: ToolExecution) -> None:
    """A verifier's answer that settles nothing: journaled on the call (as the sweep or the console's *Retry
    verification* journal one, under a lease), not a verdict the policy counts, so the call stays in doubt."""
    lease = leases.acquire(doubt.run_id, "worker:verifier:1")
    answer = {"step": doubt.step, "call_index": doubt.call_index, "execution_id": doubt.id, "status": "failed"}
    answer |= {"method": "relay_log", "detail": "no trace either way", "verified_by": "agent", "counts": False}
    try:
        append_events(doubt.run_id, lease.fence, lease.head_seq, [NewEvent(EventType.TOOL_VERIFICATION_FAILED, answer)])
    finally:
        leases.release(doubt.run_id, lease.fence)
    assert ToolExecution.objects.get(id=doubt.id).status in UNSETTLED_EXEC


@pytest.mark.parametrize("order", ["answer, resume", "resume, answer", "resume, answer, resume"])
def test_a_verifiers_answer_between_two_parks_of_one_call_is_not_a_new_notice(
    order, receiver, notify, monkeypatch, client
):
    """Parked, told; a verifier answered without settling the call, the run was resumed and parked again on the same
    call: told again (the answer in its journal made the park "new") — a notice for what was told and is still
    undecided. One notice per decision needed, whatever the order of park, answer and resume."""
    notify(webhook=receiver.url + "/hook", window=0)
    doubt = in_doubt_email(monkeypatch)
    deliver.run()
    client.force_login(make_user("oli", OPERATOR))
    for step in order.split(", "):
        if step == "answer":
            verifier_answers(doubt)
        else:
            assert client.post(reverse("resume", args=[doubt.run_id]), {"reason": "handing it back"}).status_code == 302
            drive_run(doubt.run_id)  # the worker parks it again on the same email
        assert Run.objects.get(id=doubt.run_id).status == "RECOVERING"
        assert deliver.run(now=timezone.now() + timedelta(seconds=1))["new_notices"] == 0, step
    assert len(receiver.requests) == 1 and Notice.objects.filter(kind="in_doubt").count() == 1
    # a decision is a new one: the email confirmed, the run goes on and loses its next email the same way
    decide_execution(execution_id=doubt.id, actor="oli", decision="confirm", reason="in the relay log")
    crash_after_effect(monkeypatch, doubt.run_id, step=7)
    recovery.recover_run(doubt.run_id, owner="test-recovery")
    assert deliver.run(now=timezone.now() + timedelta(seconds=2))["new_notices"] == 1


def test_a_tool_names_reordering_and_invisible_characters_are_escaped_in_every_message(
    smtp, receiver, notify, external_run
):
    """followups-i: a right-to-left override (U+202E) or a zero-width space in a tool's name reached e-mail, webhook
    and Slack as it was: the operator read ``refund_0001-VNI`` reversed, another name than the call's. Each message
    now writes them as the pages do (``agentops.core.visible``: ``\\u202e``), the rest of the name as it is. The API
    refuses such a name since (``agentops.core.toolnames``): this one was stored before."""
    import email

    notify(email=["ops@example.com"], webhook=receiver.url + "/hook", slack=receiver.url + "/slack")
    run, args, tool = external_run, {"invoice": "INV-1", "amount": 10}, "refund\u202e_\u200bnow"
    assert run.sample(0, [{"name": tool, "args": args, "call_id": "c"}]).status_code == 400
    assert run.sample(0, [{"name": "refund_now", "args": args, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, "refund_now", args, effect="write").json()["status"] == "waiting_manual_confirm"
    ToolExecution.objects.filter(run_id=run.id).update(tool=tool)  # a name stored before the rule
    deliver.run()
    mail = email.message_from_bytes(smtp.messages[0].content).get_payload(decode=True).decode()
    hook = json.loads(receiver.on("/hook")[0].body)["notices"][0]["detail"]
    slack = json.loads(receiver.on("/slack")[0].body)["blocks"][1]["text"]["text"]
    for message in (mail, hook, slack):
        assert "\u202e" not in message and "\u200b" not in message
        assert "refund\\u202e_\\u200bnow" in message


@pytest.mark.parametrize("tool", ["mcp__billing__refund_invoice", "crm.refunds.create", "退款给客户"])
def test_a_held_call_of_a_legal_tool_name_is_told_by_its_name_in_every_message(
    smtp, receiver, notify, external_run, tool
):
    """The tool name rule (``agentops.core.toolnames``) refuses line breaks and links, not the names agents use: the
    held call of an MCP, dotted or Chinese tool is told by its name, as it is, in the webhook and Slack, and in the
    e-mail with each dot inside a word ``[.]`` (a mail client links a bare domain: test_notify.py)."""
    import email

    notify(email=["ops@example.com"], webhook=receiver.url + "/hook", slack=receiver.url + "/slack")
    run, args = external_run, {"invoice": "INV-1", "amount": 10}
    assert run.sample(0, [{"name": tool, "args": args, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, tool, args, effect="write", risk="high").json()["status"] == "waiting_manual_confirm"
    assert deliver.run()["new_notices"] == 1
    mail = email.message_from_bytes(smtp.messages[0].content).get_payload(decode=True).decode()
    hook = json.loads(receiver.on("/hook")[0].body)["notices"][0]["detail"]
    slack = json.loads(receiver.on("/slack")[0].body)["blocks"][1]["text"]["text"]
    assert hook == tool
    assert tool.replace(".", "[.]") in mail and tool in slack


def test_a_burst_on_slack_lists_whole_lines_and_counts_every_one_it_leaves_out(receiver, notify):
    """Slack takes at most 3,000 characters a section: the listing of a burst's first 25 was cut at 3,000 characters
    wherever that fell — 27 held payments listed 16 and half a link (``<https://…/approvals/?execution=exe_2`` with
    no end), then said "… and 2 more": 9 occasions neither listed nor counted. Whole lines only now, and the tail
    counts every occasion not listed."""
    from tests.dashboard.conftest import waiting_payment

    notify(slack=receiver.url + "/slack")
    runs = [waiting_payment(f"INV-{i}") for i in range(27)]
    deliver.run()
    listed = json.loads(receiver.on("/slack")[0].body)["blocks"][1]["text"]
    assert len(listed["text"]) <= 3000
    *rows, tail = listed["text"].split("\n")
    row = re.compile(
        r"• waiting for approval: <https://ops\.example\.com/approvals/\?execution=(exe_\w+)#\1\|(run_\w+)> billing · pay_invoice"
    )
    assert all(row.fullmatch(r) for r in rows), rows[-1]
    (more,) = re.findall(r"… and (\d+) more: <\S+\|all 27>", tail)
    assert len(rows) + int(more) == 27
    assert [row.fullmatch(r)[2] for r in rows] == [r.id for r in runs][: len(rows)]
