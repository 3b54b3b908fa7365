"""Notifications against real receivers: SMTP (aiosmtpd) and HTTP on 127.0.0.1."""

from __future__ import annotations

import email
import hashlib
import hmac
import html
import json
from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from approvals.models import Delivery, Notice
from approvals.notify import channels, deliver
from approvals.services import approve_call, dead_letter_run, decide_execution, reject_call
from runs.models import Reply, Run, ToolExecution
from runs.roles import OPERATOR
from runs.services import run_create
from runs.worker import recovery
from runs.worker.engine import drive_run
from tests.dashboard.conftest import crash_after_effect, in_doubt_email, make_user, waiting_payment

pytestmark = [pytest.mark.django_db, pytest.mark.sqlite]
SECRET = "whsec-test-1"


@pytest.fixture(autouse=True)
def _decisions_only(monkeypatch):
    monkeypatch.setenv("AGENTOPS_WORKER", "none")


def dead_letters(n: int, start: int = 0) -> list[str]:
    ids = []
    for i in range(start, start + n):
        run, _ = run_create(agent="ticket", inputs={"ticket": f"T-{i}", "customer": "ACME", "task": "x"}, start=False)
        dead_letter_run(run_id=run.id, actor="oli", reason="duplicate ticket")
        ids.append(run.id)
    return ids


def test_a_held_payment_is_one_email_through_a_real_smtp_server_with_a_deep_link(smtp, notify):
    notify(email=["ops@example.com", "oncall@example.com"])
    run = waiting_payment("INV-SECRET-77")
    held = ToolExecution.objects.get(run=run, status="WAITING_MANUAL_CONFIRM")
    deliver.run()
    (message,) = smtp.messages
    text = message.content.decode()
    assert message.rcpt_tos == ["ops@example.com", "oncall@example.com"]
    assert "Subject: AgentOps: 1 run needs a human (1 waiting for approval)" in text
    assert (
        f"https://ops.example.com/approvals/?execution={held.id}#{held.id}" in text
        and run.id in text
        and "pay_invoice" in text
    )
    mail = email.message_from_bytes(message.content)
    # no payload leaves the system: read in the subject and the body, the random ids (hex) and the Message-ID header
    # left out (a Message-ID's digits held "1250" once)
    shown = (mail["Subject"] + mail.get_payload(decode=True).decode()).replace(run.id, "").replace(held.id, "")
    assert "INV-SECRET-77" not in shown and "1250" not in shown
    deliver.run()
    assert len(smtp.messages) == 1  # the same occasion is not told twice
    assert Delivery.objects.get().status == "SENT"


def test_a_recipient_refused_for_now_is_sent_the_message_again_and_the_others_are_not(smtp, notify):
    """A recipient the SMTP server refuses at RCPT while it takes the message for the others (greylisting's 450) is
    sent it on the retry, alone. Django's backend drops what smtplib returns of such refusals: the delivery said
    "sent to 2 recipients" of a message one never got, and it was not tried again (qa-ops8, a real SMTP server)."""
    notify(email=["ops@example.com", "grey@example.org"], backoff=10)
    smtp.refuse["grey@example.org"] = "450 4.7.1 greylisted, try again later"
    waiting_payment("INV-9")
    t0 = timezone.now()
    deliver.run(now=t0)
    delivery = Delivery.objects.get()
    assert [m.rcpt_tos for m in smtp.messages] == [["ops@example.com"]]
    assert (delivery.status, delivery.told) == ("PENDING", "ops@example.com")
    assert "grey@example.org: 450" in delivery.last_error

    del smtp.refuse["grey@example.org"]
    deliver.run(now=t0 + timedelta(seconds=11))
    deliver.run(now=t0 + timedelta(seconds=60))
    assert [m.rcpt_tos for m in smtp.messages] == [["ops@example.com"], ["grey@example.org"]]
    delivery.refresh_from_db()
    assert (delivery.status, delivery.attempts, delivery.response) == ("SENT", 2, "sent to 2 recipients")


def test_a_recipient_refused_for_good_is_said_so_and_an_only_one_refused_for_now_is_retried(smtp, notify):
    """A 5xx for one recipient is no reason to send the others the message again: sent, the refusal in its answer.
    A 4xx for the only one is retried (it was failed at once, as a 5xx)."""
    notify(email=["ops@example.com", "typo@example.org"])
    smtp.refuse["typo@example.org"] = "550 5.1.1 no such user"
    waiting_payment("INV-9")
    deliver.run()
    delivery = Delivery.objects.get()
    assert delivery.status == "SENT" and "refused for good by typo@example.org: 550" in delivery.response

    notify(email=["grey@example.org"])
    smtp.refuse["grey@example.org"] = "451 4.3.0 try again later"
    dead_letters(1)
    deliver.run(now=timezone.now() + timedelta(seconds=120))
    latest = Delivery.objects.latest("id")
    assert (latest.status, latest.attempts, latest.told) == ("PENDING", 1, "")


def verify(received, secret: str) -> dict:
    """What a receiver does: recompute HMAC-SHA256 over "<t>." + raw body and compare."""
    fields = dict(part.split("=", 1) for part in received.headers["X-AgentOps-Signature"].split(","))
    expected = hmac.new(secret.encode(), fields["t"].encode() + b"." + received.body, hashlib.sha256).hexdigest()
    assert hmac.compare_digest(expected, fields["v1"]), "bad signature"
    return json.loads(received.body)


def test_the_webhook_is_signed_and_retried_with_backoff_after_a_500(receiver, notify):
    notify(webhook=receiver.url + "/hook", secret=SECRET, backoff=30)
    receiver.answers = [500]
    (run_id,) = dead_letters(1)
    t0 = timezone.now()
    deliver.run(now=t0)
    delivery = Delivery.objects.get()
    assert (delivery.status, delivery.attempts, delivery.response) == ("PENDING", 1, "500")
    assert delivery.next_attempt_at == t0 + timedelta(seconds=30)
    deliver.run(now=t0 + timedelta(seconds=29))
    assert len(receiver.requests) == 1  # not due yet
    deliver.run(now=t0 + timedelta(seconds=31))
    delivery.refresh_from_db()
    assert (delivery.status, delivery.attempts) == ("SENT", 2)
    first, second = receiver.requests
    assert first.body == second.body and first.headers["X-AgentOps-Delivery"] == str(delivery.pk)
    body = verify(second, SECRET)
    assert body["count"] == 1 and body["counts"] == {"dead_letter": 1}
    (notice,) = body["notices"]
    assert notice["run_id"] == run_id and notice["url"] == f"https://ops.example.com/runs/{run_id}/"
    forged = type(second)(second.path, second.headers, second.body.replace(b'"count":1', b'"count":2'))
    with pytest.raises(AssertionError, match="bad signature"):
        verify(forged, SECRET)


def test_a_refusal_a_retry_cannot_fix_is_not_retried(receiver, notify):
    notify(webhook=receiver.url + "/gone", backoff=0)
    receiver.answers = [404]
    dead_letters(1)
    deliver.run()
    deliver.run()
    assert len(receiver.requests) == 1
    assert Delivery.objects.get().status == "FAILED"


def test_a_storm_is_one_message_per_channel_per_window(receiver, notify):
    notify(webhook=receiver.url + "/hook", secret=SECRET, slack=receiver.url + "/slack", window=60)
    storm = dead_letters(30)
    t0 = timezone.now()
    deliver.run(now=t0)
    (hook,), (slack,) = receiver.on("/hook"), receiver.on("/slack")
    assert verify(hook, SECRET)["count"] == 30
    message = json.loads(slack.body)
    assert message["text"] == "AgentOps: 30 runs need a human (30 dead-lettered)"
    listed = message["blocks"][1]["text"]["text"]
    shown = [r for r in storm if f"<https://ops.example.com/runs/{r}/|{r}>" in listed]
    assert len(shown) == 25 and "… and 5 more" in listed  # one storm: the first 25 linked, the rest counted

    dead_letters(4, start=30)
    deliver.run(now=t0 + timedelta(seconds=20))
    assert len(receiver.requests) == 2  # the window is open: the new ones wait
    deliver.run(now=t0 + timedelta(seconds=61))
    assert [verify(r, SECRET)["count"] for r in receiver.on("/hook")] == [30, 4]
    assert len(receiver.on("/slack")) == 2
    assert Notice.objects.count() == 34


def test_a_run_in_doubt_and_a_held_reply_are_told_with_the_console_link(receiver, notify, monkeypatch, held):
    notify(webhook=receiver.url + "/hook")
    execution = in_doubt_email(monkeypatch)
    deliver.run()
    notices = {n["kind"]: n for n in json.loads(receiver.requests[0].body)["notices"]}
    assert notices["in_doubt"]["run_id"] == execution.run_id and notices["in_doubt"]["detail"] == "send_email"
    assert notices["in_doubt"]["url"] == f"https://ops.example.com/recovery/?execution={execution.id}#{execution.id}"
    reply = Reply.objects.get(run_id=held.id)
    assert notices["held_reply"]["url"] == f"https://ops.example.com/recovery/#reply-{reply.event_id}"
    assert notices["held_reply"]["run_id"] == held.id
    assert set(notices) == {"in_doubt", "held_reply"}


def test_runs_parked_before_notifications_were_enabled_are_told_once(smtp, notify, monkeypatch):
    """Waiting since before the lookback (no channel then): one email for them; old dead letters stay quiet."""
    notify()
    payment = waiting_payment("INV-OLD-1")
    doubt = in_doubt_email(monkeypatch)
    (old_dead,) = dead_letters(1)
    assert deliver.run() == {"skipped": "no notification channel configured"}
    hours_ago = timezone.now() - timedelta(hours=3)  # far beyond AGENTOPS_NOTIFY_LOOKBACK (900 s)
    Run.objects.update(last_event_at=hours_ago)
    ToolExecution.objects.update(requested_at=hours_ago)
    notify(email=["ops@example.com"])  # the operator enables email now
    report = deliver.run()
    assert report["new_notices"] == 2
    (message,) = smtp.messages
    text = message.content.decode()
    assert "2 runs need a human" in text and payment.id in text and doubt.run_id in text
    assert old_dead not in text
    deliver.run(now=timezone.now() + timedelta(minutes=5))  # later passes: nothing new to tell
    assert len(smtp.messages) == 1 and Notice.objects.count() == 2


def test_nothing_is_collected_while_no_channel_is_configured(notify):
    notify()
    dead_letters(1)
    assert deliver.run() == {"skipped": "no notification channel configured"}
    assert not Notice.objects.exists()


@pytest.mark.django_db(transaction=True)
def test_the_embedded_beat_sends_them(receiver, notify, settings):
    """The embedded default: no Celery beat, the in-process housekeeping runs the notify job by its name."""
    from runs.worker import housekeeping

    notify(webhook=receiver.url + "/hook")
    settings.CELERY_BEAT_SCHEDULE = {"notify": settings.CELERY_BEAT_SCHEDULE["notify"]}
    (run_id,) = dead_letters(1)
    housekeeping.run_once()
    assert json.loads(receiver.requests[0].body)["notices"][0]["run_id"] == run_id
    assert Run.objects.get(id=run_id).status == "DEAD_LETTER"


def test_an_external_run_parked_by_an_agent_that_died_holding_its_lease_is_told(receiver, notify, external_run):
    """The agent journaled RecoveryStarted and died before releasing its lease: nothing ever clears an external
    run's lease (the sweep leaves them to their agent), so the in-doubt notice waits only for it to expire."""
    run = external_run
    notify(webhook=receiver.url + "/hook")
    email = {"to": "ops@example.com", "subject": "SLA", "body": "x"}
    assert run.sample(0, [{"name": "send_email", "args": email, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, "send_email", email, effect="write", dedupes=False).json()["status"] == "claimed"
    park = {"type": "RecoveryStarted", "payload": {"step": 0, "call_index": 0, "reason": "outcome unknown"}}
    assert run.post("events/", {"expected_seq": run.head(), "events": [park]}).status_code == 201
    deliver.run()
    assert receiver.requests == []  # its holder may still be at work
    Run.objects.filter(id=run.id).update(lease_expires_at=timezone.now() - timedelta(seconds=1))
    deliver.run()
    (notice,) = json.loads(receiver.requests[0].body)["notices"]
    assert (notice["kind"], notice["run_id"], notice["detail"]) == ("in_doubt", run.id, "send_email")


def test_an_agents_tool_name_cannot_ping_or_link_in_slack(receiver, notify, external_run):
    """A tool name is the agent's text (any 100 characters through the API) and went into the Slack message
    as mrkdwn: '<!channel>' pinged the whole channel and '<https://…|…>' put a link of the agent's choosing
    beside the real one. Slack's control characters (&, <, >) are escaped now. The API refuses such a name since
    (``agentops.core.toolnames``): this one was stored before."""
    run = external_run
    notify(slack=receiver.url + "/slack")
    tool = "pay <!channel> <https://evil.example/|Approve here> & co"
    args = {"invoice": "INV-1", "amount": 10}
    assert run.sample(0, [{"name": tool, "args": args, "call_id": "c"}]).status_code == 400
    _stored_before_the_rule(run, tool, args)
    deliver.run()
    listed = json.loads(receiver.on("/slack")[0].body)["blocks"][1]["text"]["text"]
    assert "<!channel>" not in listed and "<https://evil.example/" not in listed
    assert "pay &lt;!channel&gt; &lt;https://evil.example/|Approve here&gt; &amp; co" in listed
    assert "<https://ops.example.com/approvals/?execution=" in listed  # the real deep link stays a link


def test_a_tool_named_as_a_domain_is_no_link_in_slack_or_email(receiver, smtp, notify, external_run):
    """A tool's name may be dotted (``crm.contacts.update``), so ``pay.example.io`` is a legal one (the name rule
    refuses ``://`` only): Slack and mail clients make a bare domain a link of their own, so the agent put a link of
    its choosing beside the real one. Slack's listing is ``verbatim`` now (Slack links nothing of its own accord, the
    name is shown as it is); the e-mail, plain text, writes each dot inside a name's word ``[.]``; the webhook's
    JSON, read by programs, keeps the name."""
    run = external_run
    notify(email=["ops@example.com"], slack=receiver.url + "/slack", webhook=receiver.url + "/hook")
    tool, args = "pay.example.io", {"invoice": "INV-1", "amount": 10}
    assert run.sample(0, [{"name": tool, "args": args, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, tool, args, effect="write").json()["status"] == "waiting_manual_confirm"
    deliver.run()
    section = json.loads(receiver.on("/slack")[0].body)["blocks"][1]["text"]
    assert section["verbatim"] is True and f"ticket-external · {tool}" in section["text"]
    assert "<https://ops.example.com/approvals/?execution=" in section["text"]  # the real deep link stays a link
    body = email.message_from_bytes(smtp.messages[0].content).get_payload(decode=True).decode()
    assert "pay[.]example[.]io" in body and tool not in body and "https://ops.example.com/approvals/" in body
    (notice,) = json.loads(receiver.on("/hook")[0].body)["notices"]
    assert notice["detail"] == tool


def test_a_send_that_raises_is_a_failed_attempt_and_the_other_channels_still_go(smtp, notify):
    """A destination the HTTP client cannot even parse (a host label over 63 characters: UnicodeError, not an
    httpx error) escaped the sender: the whole notify pass raised, the delivery was never marked (claimed
    again every 120 s for ever, attempts 0) and the email due after it in the same pass was never sent."""
    notify(email=["ops@example.com"], webhook="https://" + "a" * 64 + ".example.com/hook", backoff=10)
    dead_letters(1)
    deliver.run()
    assert len(smtp.messages) == 1
    hook = Delivery.objects.get(channel="webhook")
    assert (hook.status, hook.attempts) == ("PENDING", 1) and "UnicodeError" in hook.last_error
    assert Delivery.objects.get(channel="email").status == "SENT"


def test_the_backoff_stops_doubling_at_a_day(receiver, notify, settings):
    """BACKOFF × 2^(attempt−1) passed what a date can hold by the 47th attempt (OverflowError in every pass after)."""
    notify(webhook=receiver.url + "/hook", backoff=10)
    settings.AGENTOPS["NOTIFY"]["MAX_ATTEMPTS"] = 100
    dead_letters(1)
    receiver.answers = [503, 503]
    t0 = timezone.now()
    deliver.run(now=t0)
    Delivery.objects.update(attempts=60, next_attempt_at=t0)
    assert "retry in 86400s" in deliver.send_due(now=t0)[0]
    assert Delivery.objects.get().next_attempt_at == t0 + timedelta(days=1)


def _stored_before_the_rule(run, tool: str, args: dict) -> None:  # type: ignore[no-untyped-def]
    """A held call of ``pay`` whose row holds ``tool`` as its name, as a name stored before the API refused it."""
    assert run.sample(0, [{"name": "pay", "args": args, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, "pay", args, effect="write").json()["status"] == "waiting_manual_confirm"
    ToolExecution.objects.filter(run_id=run.id).update(tool=tool)


def test_a_tool_name_cannot_add_lines_to_a_message(smtp, notify, external_run):
    """A tool name may hold line breaks (the API takes any text): one line of the email became three, the
    agent's own lines looking like notices of other runs with links of its choosing. The API refuses such a name
    since (``agentops.core.toolnames``): this one was stored before."""
    run = external_run
    notify(email=["ops@example.com"])
    tool = "pay\n- waiting for approval: run_0000 (billing) https://evil.example/approve\n"
    args = {"invoice": "INV-1", "amount": 10}
    assert run.sample(0, [{"name": tool, "args": args, "call_id": "c"}]).status_code == 400
    _stored_before_the_rule(run, tool, args)
    deliver.run()
    text = smtp.messages[0].content.decode()
    assert "\n- waiting for approval: run_0000" not in text.replace("\r\n", "\n")
    assert "pay - waiting for approval: run_0000 (billing) https://evil[.]example/approve" in text


def test_a_call_approved_before_its_message_was_due_is_not_announced(receiver, notify):
    notify(webhook=receiver.url + "/hook", window=60)
    dead_letters(1)
    t0 = timezone.now()
    deliver.run(now=t0)  # the channel's window opens
    paid, still = waiting_payment("INV-1"), waiting_payment("INV-2")
    deliver.run(now=t0 + timedelta(seconds=10))  # both noticed; the window is open: they wait
    held = ToolExecution.objects.get(run=paid, status="WAITING_MANUAL_CONFIRM")
    approve_call(execution_id=held.id, actor="ana", reason="invoice checked")
    deliver.run(now=t0 + timedelta(seconds=61))
    _dead_letter, second = receiver.requests
    body = json.loads(second.body)
    assert [n["run_id"] for n in body["notices"]] == [still.id]  # the approved one is no longer news
    assert body["count"] == 1 and body["summary"].startswith("AgentOps: 1 run needs a human")


def test_a_retry_after_everything_was_settled_sends_nothing(receiver, notify):
    notify(webhook=receiver.url + "/hook", backoff=30)
    receiver.answers = [500]
    run = waiting_payment("INV-3")
    t0 = timezone.now()
    deliver.run(now=t0)
    held = ToolExecution.objects.get(run=run, status="WAITING_MANUAL_CONFIRM")
    reject_call(execution_id=held.id, actor="ana", reason="duplicate invoice")
    deliver.run(now=t0 + timedelta(seconds=31))
    assert len(receiver.requests) == 1  # the 500 only: the retry had nothing left to tell
    delivery = Delivery.objects.get()
    assert (delivery.status, delivery.attempts) == ("SETTLED", 1)
    assert delivery.response == "not sent: all 1 settled before it was due"


def test_the_summary_counts_runs_and_tells_each_kind():
    """It said "3 runs need a human" for two runs (one holding two calls), and "1 run need a human"."""

    def line(run_id: str, kind: str, label: str) -> channels.Line:
        return channels.Line(kind, label, run_id, "billing", "pay_invoice", "https://ops.example.com/", "")

    two_calls = [line("run_a", "approval", "waiting for approval"), line("run_a", "approval", "waiting for approval")]
    assert channels.subject(two_calls) == "AgentOps: 1 run needs a human (2 waiting for approval)"
    assert channels.subject([*two_calls, line("run_b", "dead_letter", "dead-lettered")]) == (
        "AgentOps: 2 runs need a human (2 waiting for approval, 1 dead-lettered)"
    )
    doubts = [line(r, "in_doubt", "call in doubt (RECOVERING)") for r in ("run_a", "run_b")]
    held = [line(r, "held_reply", "reply held by the claims audit") for r in ("run_c", "run_d")]
    assert channels.subject(doubts + held[:1]) == (
        "AgentOps: 3 runs need a human (2 calls in doubt (RECOVERING), 1 reply held by the claims audit)"
    )
    assert channels.subject(held) == "AgentOps: 2 runs need a human (2 replies held by the claims audit)"


def test_a_pass_during_a_slow_send_does_not_send_it_again(receiver, notify, settings, monkeypatch):
    """A receiver may take the whole timeout to answer (AGENTOPS_NOTIFY_TIMEOUT=200 s): a pass that runs while the
    first is still sending (130 s later) finds the delivery claimed, so the message goes out once."""
    notify(slack=receiver.url + "/slack")
    settings.AGENTOPS["NOTIFY"]["TIMEOUT"] = 200.0
    dead_letters(1)
    t0 = timezone.now()
    send_slack, during = channels.SENDERS["slack"], []

    def slow(delivery, items, missed):
        during.append(deliver.send_due(now=t0 + timedelta(seconds=130)))  # another pass, mid-send
        return send_slack(delivery, items, missed)

    monkeypatch.setitem(channels.SENDERS, "slack", slow)
    deliver.run(now=t0)
    assert during == [[]] and len(receiver.on("/slack")) == 1
    assert Delivery.objects.get().status == "SENT"


def test_a_sender_that_outlived_its_claim_keeps_the_outcome_of_the_pass_that_took_over(receiver, notify, monkeypatch):
    """The first sender's claim lapsed (it hung past every timeout); a later pass sent the message. The first one's
    failure, arriving after, does not make the sent delivery PENDING again (which would send it a third time)."""
    notify(webhook=receiver.url + "/hook")
    dead_letters(1)
    t0 = timezone.now()
    send_hook = channels.SENDERS["webhook"]
    calls = []

    def hung_then_failed(delivery, items, missed):
        calls.append(delivery.pk)
        if len(calls) == 1:
            monkeypatch.setitem(channels.SENDERS, "webhook", send_hook)
            assert deliver.send_due(now=t0 + timedelta(days=1))[0].endswith("sent (200)")
            raise channels.DeliveryError("ReadTimeout: timed out", retry=True)
        raise AssertionError("sent a third time")

    monkeypatch.setitem(channels.SENDERS, "webhook", hung_then_failed)
    (line,) = deliver.run(now=t0)["sent"]
    assert "its claim had lapsed" in line
    delivery = Delivery.objects.get()
    assert (delivery.status, delivery.attempts, delivery.last_error) == ("SENT", 2, "")  # the hung one counts
    assert delivery.response.startswith("200; the earlier attempt may have reached the receiver")
    assert len(receiver.on("/hook")) == 1
    deliver.run(now=t0 + timedelta(days=2))
    assert len(receiver.on("/hook")) == 1


def test_what_a_receiver_missed_while_down_is_told_when_it_answers_again(receiver, notify, settings):
    """A delivery that gave up (the receiver down longer than its retries) lost its notices on that channel for
    good: a payment held during a 6-minute Slack outage was never announced, though it waited for hours (probe-ops2,
    webhook silent, deliveries FAILED, the runs still WAITING_MANUAL_CONFIRM). What still needs a human is batched
    again once the channel's window allows; what was settled meanwhile is not."""
    notify(webhook=receiver.url + "/hook", window=60, backoff=10)
    settings.AGENTOPS["NOTIFY"]["MAX_ATTEMPTS"] = 2
    receiver.answers = [503, 503, 503, 503]
    paid, still = waiting_payment("INV-1"), waiting_payment("INV-2")
    t0 = timezone.now()
    deliver.run(now=t0)
    deliver.run(now=t0 + timedelta(seconds=11))
    gave_up = Delivery.objects.get()
    assert (gave_up.status, gave_up.attempts, len(receiver.requests)) == ("FAILED", 2, 2)
    approve_call(
        execution_id=ToolExecution.objects.get(run=paid, status="WAITING_MANUAL_CONFIRM").id, actor="ana", reason="ok"
    )
    deliver.run(now=t0 + timedelta(seconds=30))  # the channel's window is still open: nothing yet
    assert len(receiver.requests) == 2
    deliver.run(now=t0 + timedelta(seconds=61))  # a new window: still down
    deliver.run(now=t0 + timedelta(seconds=72))
    assert len(receiver.requests) == 4 and Delivery.objects.filter(status="FAILED").count() == 2
    deliver.run(now=t0 + timedelta(seconds=122))  # it answers again, but 2 failed in a row: 120 s after the latest
    assert len(receiver.requests) == 4
    deliver.run(now=t0 + timedelta(seconds=183))
    told = json.loads(receiver.requests[-1].body)
    assert [n["run_id"] for n in told["notices"]] == [still.id] and len(receiver.requests) == 5
    for later in (244, 305, 366):
        deliver.run(now=t0 + timedelta(seconds=later))
    assert len(receiver.requests) == 5  # told once it got through: never again
    assert Delivery.objects.filter(status="SENT").count() == 1


# Sparser passes once a failing channel answers again (these two tests were the slowest of the notify tests: a pass is
# ~0.2 s, and 140 and 412 such passes were 45 s and 87 s of them at load 9): what those passes show is that one message
# is sent, then no more. A delivery's window, once over, stays over, and what a failed delivery held stays due until it
# is sent, so a re-send that should not happen goes out at the first pass after it is due, whatever the spacing: any
# second message fails the count. The passes while the channel fails stay one a window: that a pass every window sends
# only at the backoff's times is what they show.


def test_a_receiver_that_keeps_refusing_is_not_sent_the_same_notices_every_window(receiver, notify, client):
    """What FAILED deliveries held was batched again every window (60 s) for a day: a webhook answering 404 got the
    same held payment 60 times an hour, and only /admin/ said anything. After n FAILED deliveries in a row they now
    wait WINDOW × 2^(n-1) s, and the stuck page says the channel is failing until a delivery goes through."""
    from tests.dashboard.conftest import make_user

    notify(webhook=receiver.url + "/hook", window=60)
    receiver.answers = [404] * 100
    waiting_payment("INV-404")
    t0 = timezone.now()
    for minute in range(60):
        deliver.run(now=t0 + timedelta(seconds=61 * minute))
    told = len(receiver.on("/hook"))
    assert 5 <= told <= 7, told  # at 0, 61, 122 (the next window), 244, 488, 976, 1952, 3904 s: not 60
    client.force_login(make_user("oli", "viewer"))
    page = client.get("/stuck/").content.decode()
    assert 'data-testid="notify-failing"' in page and f"its last {told} deliveries gave up" in page
    assert '<span class="mono">404</span>' in page

    receiver.answers = []  # it answers again: told at the next re-send (7,744 s), then the page is quiet
    for minute in range(60, 200, 5):  # a pass every 5 windows from here (see above)
        deliver.run(now=t0 + timedelta(seconds=61 * minute))
    assert len(receiver.on("/hook")) == told + 1 and Delivery.objects.filter(status="SENT").count() == 1
    assert 'data-testid="notify-failing"' not in client.get("/stuck/").content.decode()


def test_new_occasions_wait_for_a_failing_channels_backoff_and_are_told_once_when_it_answers(
    receiver, notify, client, admin_client
):
    """The backoff held back only re-sends: a webhook answering 404 for two hours was still sent each new held payment
    in the next window (one message per new occasion). New occasions now wait with what the failed deliveries held;
    when the receiver answers again one message tells all that still need a human — including one older than a day
    (MAX_AGE) that waited the whole outage — and says, once, that the channel was failing."""
    from tests.dashboard.conftest import make_user

    notify(webhook=receiver.url + "/hook", window=60)
    receiver.answers = [404] * 1000
    t0 = timezone.now()
    held = [waiting_payment("INV-0")]
    for minute in range(121):
        if minute and minute % 10 == 0:
            held.append(waiting_payment(f"INV-{minute}"))  # a new occasion every 10 minutes
        deliver.run(now=t0 + timedelta(seconds=61 * minute))
    told = len(receiver.on("/hook"))
    assert told <= 8, told  # 0, 61, 122, 244, 488, 976, 1952, 3904 s (before: 16, each new payment its own message)
    banner = "What they held, and every new occasion since, waits for the next try"
    client.force_login(make_user("oli", "viewer"))
    assert banner in client.get("/stuck/").content.decode()
    log = admin_client.get("/admin/approvals/delivery/?channel=webhook").content.decode()
    assert "Notifications on webhook are failing" in log and "every new occasion since wait" in log

    receiver.answers = []  # it answers again, more than a day after the first payment was held
    t1 = t0 + timedelta(days=1, hours=2)
    for minute in range(0, 60 * 48, 31):  # two days of passes, one every 31 minutes (see above)
        deliver.run(now=t1 + timedelta(minutes=minute))
    (back,) = receiver.on("/hook")[told:]  # one message, then no more
    body = json.loads(back.body)
    assert sorted(n["run_id"] for n in body["notices"]) == sorted(r.id for r in held)
    assert (
        body["missed"]["failed_deliveries"] == told
        and body["missed"]["since"] == Delivery.objects.earliest("created_at").created_at.isoformat()
    )
    assert 'data-testid="notify-failing"' not in client.get("/stuck/").content.decode()
    waiting_payment("INV-after")  # the next message is an ordinary one
    deliver.run(now=t1 + timedelta(days=3))
    assert json.loads(receiver.on("/hook")[-1].body)["missed"] is None
    assert len(receiver.on("/hook")) == told + 2


def test_a_resume_that_parks_the_same_call_again_is_not_told_again(receiver, notify, monkeypatch, client):
    """The legacy relay's email takes no key and has no lookup: an operator's *Resume* (how a run is handed back)
    parked it again on the same call, and every channel was told again that it was in doubt — each park was a new
    occasion (``in_doubt:<run>:<seq>``). With no decision between, it is the same occasion, told once."""

    notify(webhook=receiver.url + "/hook", window=0)
    doubt = in_doubt_email(monkeypatch)
    deliver.run()
    assert len(receiver.requests) == 1
    client.force_login(make_user("oli", OPERATOR))
    for _ in range(2):
        response = client.post(reverse("resume", args=[doubt.run_id]), {"reason": "handing it back"}, follow=True)
        assert response.status_code == 200
        drive_run(doubt.run_id)  # what the worker does with the resumed run: it parks again on the same email
        assert Run.objects.get(id=doubt.run_id).status == "RECOVERING"
        assert deliver.run(now=timezone.now() + timedelta(seconds=1))["new_notices"] == 0
    assert len(receiver.requests) == 1 and Notice.objects.filter(kind="in_doubt").count() == 1
    said = response.content.decode()
    assert f"parked again on {doubt.id} (send_email)" in said and "confirm it happened" in said


def test_a_run_decided_and_parked_again_on_its_next_call_is_told_again(receiver, notify, monkeypatch):
    """Not every park is the same occasion: the email was confirmed (a decision), the run went on, and its next email
    was lost in a crash — a new call in doubt, told again."""

    notify(webhook=receiver.url + "/hook", window=0)
    doubt = in_doubt_email(monkeypatch)
    deliver.run()
    decide_execution(execution_id=doubt.id, actor="oli", decision="confirm", reason="in the relay log")
    crash_after_effect(monkeypatch, doubt.run_id, step=7)  # the next email is lost the same way
    recovery.recover_run(doubt.run_id, owner="test-recovery")
    assert Run.objects.get(id=doubt.run_id).status == "RECOVERING"
    assert deliver.run(now=timezone.now() + timedelta(seconds=1))["new_notices"] == 1
    assert Notice.objects.filter(kind="in_doubt").count() == 2 and len(receiver.requests) == 2


def test_the_failing_banner_says_who_is_still_told_and_when_the_next_try_is(receiver, notify, client, admin_client):
    """qa-ops7: with the webhook failing and email delivering, /stuck/ said "so nobody is told of what needs a human";
    and once the failing channel's backoff ran out with the notify job not run since, its "not before …" read as a
    time past ("1s ago"). Now: who still tells, and that the job's next pass tries it."""
    notify(email=["ops@example.com"], webhook=receiver.url + "/hook", window=60)
    receiver.answers = [404] * 10
    waiting_payment("INV-7")
    t0 = timezone.now() - timedelta(hours=1)  # the job's last pass: an hour ago, its 60 s backoff long over
    deliver.run(now=t0)
    deliver.run(now=t0 + timedelta(seconds=11))
    assert Delivery.objects.get(channel="webhook").status == "FAILED"
    assert Delivery.objects.get(channel="email").status == "SENT"
    client.force_login(make_user("oli", "viewer"))
    page = client.get("/stuck/").content.decode()
    banner = page[page.index('data-testid="notify-failing"') :].split("</section>")[0]
    assert "nobody is told" not in banner and "<b>email</b> is not failing and still tells its receivers" in banner
    assert "not before" not in banner and "at the notify job's next pass (its backoff ran out " in banner, banner
    log = html.unescape(admin_client.get("/admin/approvals/delivery/?channel=webhook").content.decode())
    assert "next try, at the notify job's next pass" in log and "not before" not in log

    notify(webhook=receiver.url + "/hook", window=60)  # the email goes: nobody is told, and the next try is ahead
    now = timezone.now()
    deliver.run(now=now)
    deliver.run(now=now + timedelta(seconds=11))
    page = client.get("/stuck/").content.decode()
    assert "so nobody is told of what needs a human here" in page and "not before" in page
