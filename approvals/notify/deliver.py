"""One notification pass (the ``notify`` beat job, Celery beat or the embedded in-process beat):

1. collect the notices of runs that need a human (``approvals.notify.collect``);
2. per configured channel, batch: the notices not yet on that channel become one :class:`Delivery`,
   at most one per channel per ``AGENTOPS_NOTIFY_WINDOW`` seconds — a storm of 500 dead letters is
   one message; a notice is on a channel once (a unique row per notice and channel, so two passes
   at once cannot both batch it);
3. send what is due, telling only what still needs a human (a call approved or a reply released since
   it was batched is left out; nothing left: the delivery is SETTLED, not sent): a delivery is claimed by pushing its next attempt forward (a conditional
   UPDATE; its response reads ``sending`` until an outcome: a pass that takes it over finds that and says the
   earlier attempt may have reached the receiver), sent, and then marked SENT, retried after ``AGENTOPS_NOTIFY_BACKOFF`` × 2^(attempt-1)
   seconds, or FAILED after ``AGENTOPS_NOTIFY_MAX_ATTEMPTS`` (or at once for a refusal a retry
   cannot fix, e.g. HTTP 404); what a FAILED delivery held that still needs a human is batched again in the
   channel's next window, so a receiver that was down is told once it answers — after n FAILED deliveries in a
   row, ``WINDOW`` × 2^(n-1) seconds after the latest (at most a day), so a receiver that keeps refusing is not
   sent the same notices every window; the stuck page says which channel is failing (:func:`failing`). New
   occasions wait for that re-send too (a failing channel is not sent a new message every window either), and
   none is lost meanwhile: the re-send carries every notice not yet on the channel since its failures began,
   however old, and says once, in the message that gets through, that the channel was failing since when.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import QuerySet
from django.utils import timezone

from approvals.models import Delivery, DeliveryNotice, DeliveryStatus, Notice
from approvals.notify import channels
from approvals.notify.collect import collect, still_open, still_waiting
from runs.journal.store import db_now

#: notices older than this are not sent on a channel configured after them
MAX_AGE = timedelta(days=1)
#: a claimed delivery is someone's for at least this long (a sender that died mid-send: sent again after it)
CLAIM = timedelta(seconds=120)
BATCH = 1000
#: the longest wait between two attempts (the backoff doubles up to it)
MAX_PAUSE = 86400.0
#: FAILED deliveries in a row counted at most (the backoff of re-batching reaches a day long before)
STREAK_MAX = 64


def _config() -> dict:
    return settings.AGENTOPS["NOTIFY"]


def run(*, now: datetime | None = None) -> dict[str, object]:
    """One pass; nothing at all (not even collecting) while no channel is configured."""
    wanted = channels.configured()
    if not wanted:
        return {"skipped": "no notification channel configured"}
    now = now or db_now()  # the leases' clock: a notifier host whose clock is off tells what the sweep sees
    report: dict[str, object] = {"new_notices": collect(now=now)}
    for channel in wanted:
        batch = flush(channel, now=now)
        report[channel] = f"batched {batch.count}" if batch else "nothing to batch"
    report["sent"] = send_due(now=now)
    return report


def flush(channel: str, *, now: datetime) -> Delivery | None:
    """The channel's notices not yet sent on it as one delivery, unless the channel's window is still open, or
    it is failing and its backoff (:func:`failing`) has not run out: new occasions wait with what it missed."""
    window = timedelta(seconds=int(_config()["WINDOW"]))
    last = Delivery.objects.filter(channel=channel).order_by("-created_at").values_list("created_at", flat=True)
    if last and last[0] > now - window:
        return None
    down = failing(channel)
    if down is not None and not down.due(now):
        return None
    # a notice held back while the channel failed is sent however old (what its first failed delivery could hold,
    # up to MAX_AGE older than it, on): nothing is lost to the backoff
    recent = Notice.objects.filter(created_at__gte=min(now, down.since if down else now) - MAX_AGE)
    waiting = recent.exclude(deliverynotice__channel=channel)
    notices = list(waiting.order_by("created_at", "id").values_list("id", flat=True)[:BATCH])
    missed = _missed(channel, recent, room=BATCH - len(notices))
    if not notices and not missed:
        return None
    notices += missed
    try:
        with transaction.atomic():
            DeliveryNotice.objects.filter(channel=channel, notice_id__in=missed).delete()
            delivery = Delivery.objects.create(channel=channel, count=len(notices), next_attempt_at=now, created_at=now)
            DeliveryNotice.objects.bulk_create(
                DeliveryNotice(delivery=delivery, notice_id=n, channel=channel) for n in notices
            )
    except IntegrityError:
        return None  # another pass batched them first
    return delivery


@dataclass(frozen=True)
class Failing:
    """A channel whose latest deliveries all gave up (FAILED): how many in a row, since when, the latest answer,
    and when what they held is batched again (None: not before it is a day old, so never)."""

    channel: str
    streak: int
    since: datetime
    response: str
    resend_at: datetime

    def due(self, now: datetime | None = None) -> bool:
        """Whether its backoff ran out: the notify job's next pass tries it (the job has not run since)."""
        return (now or db_now()) >= self.resend_at  # the notify pass's clock (:func:`run`)

    def next_try(self, now: datetime | None = None) -> str:
        """When what it held is tried again, as the delivery log says it (the stuck page's banner shows the same)."""
        at = f"{self.resend_at:%Y-%m-%d %H:%M} UTC"
        return f"at the notify job's next pass (its backoff ran out at {at})" if self.due(now) else f"not before {at}"

    def missed(self) -> channels.Missed:
        return channels.Missed(since=self.since, failed=self.streak)


def failing(channel: str) -> Failing | None:
    """The channel's run of FAILED deliveries since the last one that went through (or settled), or None."""
    latest = Delivery.objects.filter(channel=channel).exclude(status=DeliveryStatus.PENDING).order_by("-created_at")
    rows = list(latest.values_list("status", "created_at", "response")[:STREAK_MAX])
    streak = next((i for i, row in enumerate(rows) if row[0] != DeliveryStatus.FAILED), len(rows))
    if not streak:
        return None
    pause = min(int(_config()["WINDOW"]) * 2.0 ** (streak - 1), MAX_PAUSE)
    return Failing(channel, streak, rows[streak - 1][1], rows[0][2], rows[0][1] + timedelta(seconds=pause))


def failing_text(down: Failing) -> str:
    """One line on a failing channel (the delivery log says it above its rows; the stuck page has its banner)."""
    return (
        f"Notifications on {down.channel} are failing: its last {down.streak} deliver{'y' if down.streak == 1 else 'ies'} "
        f"gave up since "
        f"{down.since:%Y-%m-%d %H:%M} UTC (last answer {down.response or 'none'}). What they held and every new "
        f"occasion since wait for the next try, {down.next_try()}; nothing is dropped, "
        "and the message that gets through says it was failing and tells what was missed, once."
    )


def _missed(channel: str, recent: QuerySet[Notice], *, room: int) -> list[int]:
    """The notices of the channel's deliveries that gave up (FAILED) whose occasion still needs a human: batched
    again, so what a receiver missed while it was down is told once it answers. A receiver that keeps refusing is
    not sent the same notices every window: after n FAILED deliveries in a row they wait ``WINDOW`` × 2^(n-1)
    seconds (at most a day) from the latest (:func:`failing`, checked by :func:`flush`)."""
    if room <= 0:
        return []
    failed = recent.filter(deliverynotice__channel=channel, deliverynotice__delivery__status=DeliveryStatus.FAILED)
    return [n.pk for n in still_open(list(failed.order_by("created_at", "id")[:room]))]


def claim_length() -> timedelta:
    """How long a claimed delivery stays its sender's: longer than the slowest send the timeouts allow (an HTTP
    send may wait the timeout to connect, to write and to read; SMTP its own timeout per command), so a second
    pass never sends a message while the first is still sending it."""
    http = 3 * float(_config()["TIMEOUT"])
    smtp = 6 * float(settings.EMAIL_TIMEOUT or 0)  # connect, EHLO, MAIL, RCPT, DATA, QUIT
    return max(CLAIM, timedelta(seconds=max(http, smtp) + 30))


def send_due(*, now: datetime) -> list[str]:
    """Attempt every due delivery once; returns one line per attempt."""
    due = Delivery.objects.filter(status=DeliveryStatus.PENDING, next_attempt_at__lte=now).order_by("next_attempt_at")
    report = []
    for delivery in due[:50]:
        until = now + claim_length()
        claimed = Delivery.objects.filter(
            pk=delivery.pk, status=DeliveryStatus.PENDING, next_attempt_at=delivery.next_attempt_at
        ).update(next_attempt_at=until, response=SENDING)
        if claimed:
            report.append(f"{delivery.channel} #{delivery.pk}: {attempt(delivery, now=now, claimed_until=until)}")
    return report


def attempt(delivery: Delivery, *, now: datetime, claimed_until: datetime) -> str:
    """Send the delivery's notices that still need a human; none left: SETTLED, nothing sent. The outcome is
    written only while the claim is still this sender's (``claimed_until``): a sender that outlived its claim
    does not overwrite what the pass that took the delivery over recorded."""
    mine = Delivery.objects.filter(pk=delivery.pk, status=DeliveryStatus.PENDING, next_attempt_at=claimed_until)
    # claimed by a sender that never recorded its outcome (killed, or hung past its claim): it may have been sent
    stopped = delivery.response == SENDING
    attempts = delivery.attempts + 1 + stopped  # the stopped attempt counts
    also = _STOPPED if stopped else ""
    notices = still_waiting(delivery)
    if not notices:
        answer = f"not sent{' again' if stopped else ''}: all {delivery.count} settled before it was due{also}"
        mine.update(status=DeliveryStatus.SETTLED, attempts=attempts - 1, response=answer[:200])
        return answer
    down = failing(delivery.channel)  # the deliveries before this one (it is PENDING): told once, in the one sent
    try:
        answer = channels.SENDERS[delivery.channel](delivery, channels.lines(notices), down and down.missed())
    except Exception as raised:  # a destination the client cannot use at all is a failed attempt too, not a crash
        exc = raised if isinstance(raised, channels.DeliveryError) else _unexpected(raised)
        final = not exc.retry or attempts >= int(_config()["MAX_ATTEMPTS"])
        pause = min(float(_config()["BACKOFF"]) * 2 ** min(attempts - 1, 30), MAX_PAUSE)
        kept = mine.update(
            attempts=attempts,
            status=DeliveryStatus.FAILED if final else DeliveryStatus.PENDING,
            next_attempt_at=now + timedelta(seconds=pause),
            response=(exc.response + also)[:200],
            last_error=str(exc)[:2000],
        )
        return f"failed ({'gave up' if final else f'retry in {pause:g}s'}): {exc}{also}{_LAPSED if not kept else ''}"
    kept = mine.update(
        attempts=attempts, status=DeliveryStatus.SENT, sent_at=timezone.now(), response=(answer + also)[:200],
        last_error="",
    )  # fmt: skip
    return f"sent ({answer}){also}{_LAPSED if not kept else ''}"


#: a claimed delivery's response while its sender sends (the delivery log shows it; a pass that takes the delivery
#: over finds it still there when that sender never recorded an outcome)
SENDING = "sending"
_STOPPED = (
    "; the earlier attempt may have reached the receiver: its sender stopped mid-send (killed, or hung past its claim)"
)
_LAPSED = "; its claim had lapsed, the outcome another pass recorded is kept"


def _unexpected(exc: Exception) -> channels.DeliveryError:
    """A sender's error that is not a known refusal (an address or URL its client cannot parse): retried with
    backoff like a failed send, so it is logged on the delivery, ends as FAILED and stops no other send."""
    return channels.DeliveryError(f"{type(exc).__name__}: {exc}", retry=True, response=type(exc).__name__)
