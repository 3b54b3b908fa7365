"""The channels a batch of notices goes out on: email (Django's mail backend), a signed generic
webhook, and a Slack-compatible incoming webhook.

A message carries run ids, agents, kinds, tool names and deep links — never a payload: it leaves
the system where the redaction policy cannot follow it. The webhook's body is signed with
HMAC-SHA256 over ``"<timestamp>." + body`` (header ``X-AgentOps-Signature: t=<ts>,v1=<hex>``),
so a receiver checks both who sent it and that it is fresh; ``X-AgentOps-Delivery`` is the same on
every retry of one message, for the receiver to drop a duplicate.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import hmac
import json
import re
import smtplib
import socket
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.conf import settings
from django.core.mail import EmailMessage, get_connection
from django.core.mail.message import sanitize_address
from django.urls import reverse

from agentops.core.visible import visible
from approvals.models import Delivery, Notice, NoticeKind
from runs.governance.redaction import from_settings

#: lines listed in one message; the rest are counted ("… and 180 more", linked to the list of them all)
LISTED = 25
#: the most characters of a Slack section's text (Slack refuses a longer one)
SLACK_TEXT = 3000


class DeliveryError(Exception):
    """A send that failed: ``retry`` says whether trying again later can help."""

    def __init__(self, message: str, *, retry: bool, response: str = "") -> None:
        super().__init__(message)
        self.retry, self.response = retry, response


@dataclass(frozen=True)
class Line:
    kind: str
    label: str
    run_id: str
    agent: str
    detail: str
    url: str
    at: str


def lines(notices: list[Notice]) -> list[Line]:
    """The notices as a message tells them. A tool name is the agent's text, redacted like any other (a message
    leaves the system where the redaction policy cannot follow it: ``refund_jane_doe`` may name a person), and
    its characters that reorder or hide text written as their escapes (``agentops.core.visible``, as the pages
    show them), in every channel: a right-to-left override in a tool's name showed the operator another name."""
    base = settings.AGENTOPS["PUBLIC_URL"].rstrip("/")
    redactor = from_settings()
    return [
        Line(
            n.kind,
            NoticeKind(n.kind).label,
            n.run_id,
            visible(n.run.agent),
            # its line breaks would make lines of their own
            visible(redactor.redact_text(" ".join(n.detail.split()))),
            base + n.path,
            n.created_at.isoformat(),
        )
        for n in notices
    ]


@dataclass(frozen=True)
class Missed:
    """The channel's deliveries before this message all gave up (``failed`` in a row since ``since``): the message
    also tells what needs a human that was not told meanwhile (held back by the backoff, or in those deliveries).
    Said once: in the message that gets through; the next one has none."""

    since: datetime
    failed: int

    def text(self) -> str:
        failed = f"{self.failed} deliver{'y' if self.failed == 1 else 'ies'}"
        return (
            f"This channel was failing: {failed} in a row gave up since {self.since:%Y-%m-%d %H:%M} UTC. "
            "What still needs a human from that time, not told until now, is below."
        )


#: a kind's label when more than one is counted ("2 calls in doubt", not "2 call in doubt")
_PLURAL = {
    NoticeKind.IN_DOUBT.value: "calls in doubt (RECOVERING)",
    NoticeKind.HELD_REPLY.value: "replies held by the claims audit",
    NoticeKind.STUCK.value: "stuck: nothing moves them",
    NoticeKind.APPROVAL_EXPIRED.value: "approvals expired, rejected automatically",
}


def subject(items: list[Line]) -> str:
    """``AgentOps: 2 runs need a human (3 waiting for approval, …)``: the runs, then the occasions by kind (a run
    holding two calls is one run with two calls waiting)."""
    counts = Counter((i.kind, i.label) for i in items)
    parts = ", ".join(
        f"{n} {_PLURAL.get(kind, label) if n != 1 else label}" for (kind, label), n in counts.most_common()
    )
    runs = len({i.run_id for i in items})
    return f"AgentOps: {runs} run{'s need' if runs != 1 else ' needs'} a human ({parts})"


#: a dot between two word characters: what makes a name a domain, an IP address or an e-mail address to a client
_DOT_IN_WORD = re.compile(r"(?<=\w)\.(?=\w)")


def unlinked(name: str) -> str:
    """The agent's text (a tool's or agent's name) as the e-mail shows it: each dot inside a word written ``[.]``.
    Mail clients link a bare domain on their own (``pay.example.io``, ``10.0.0.1``, ``a@b.io``), and plain text
    has no markup to say "not a link": an agent's name was a link of its choosing beside the real one
    (``crm[.]refunds[.]create`` still reads as it). Slack's listing is ``verbatim`` instead (:func:`slack_body`)."""
    return _DOT_IN_WORD.sub("[.]", name)


def _text_line(i: Line) -> str:
    what = f" · {unlinked(i.detail)}" if i.detail else ""
    return f"- {i.label}: {i.run_id} ({unlinked(i.agent)}{what}) {i.url}"


def list_url(delivery: Delivery) -> str:
    """The page listing every occasion of ``delivery``'s message that still needs a human (not the unfiltered
    runs list: a message of 184 occasions links to those 184, and the page lists them as long as they wait)."""
    return settings.AGENTOPS["PUBLIC_URL"].rstrip("/") + reverse("notified", args=[delivery.pk])


def more(delivery: Delivery, items: list[Line]) -> str:
    """The line after the first :data:`LISTED`: how many more, and the link to all of them (empty when none)."""
    if len(items) <= LISTED:
        return ""
    return f"… and {len(items) - LISTED} more; all {len(items)} of this message: {list_url(delivery)}"


def email(delivery: Delivery, items: list[Line], missed: Missed | None = None) -> str:
    body = [subject(items), ""] + ([missed.text(), ""] if missed else []) + [_text_line(i) for i in items[:LISTED]]
    if len(items) > LISTED:
        body.append(more(delivery, items))
    recipients = settings.AGENTOPS["NOTIFY"]["EMAIL_TO"]
    told = set(delivery.told.split())  # a retry's: those that accepted an earlier attempt are not sent it again
    left = [to for to in recipients if to not in told]
    try:
        refused = _mail(subject(items), "\n".join(body), left)
    except smtplib.SMTPRecipientsRefused as exc:
        refused = exc.recipients
    except smtplib.SMTPSenderRefused as exc:
        raise DeliveryError(f"refused: {exc}", retry=_for_now(exc.smtp_code), response=type(exc).__name__) from exc
    except (smtplib.SMTPException, OSError) as exc:
        raise DeliveryError(f"{type(exc).__name__}: {exc}", retry=True, response=type(exc).__name__) from exc
    named = {sanitize_address(to, settings.DEFAULT_CHARSET): to for to in left}
    refused = {named.get(to, to): answer for to, answer in refused.items()}
    if accepted := [to for to in left if to not in refused]:
        Delivery.objects.filter(pk=delivery.pk).update(told=" ".join(sorted(told | set(accepted))))
    sent = len(recipients) - len(refused)
    if refused:
        why = "; ".join(f"{to}: {code} {_text(answer)}" for to, (code, answer) in sorted(refused.items()))
        what = f"refused by {why}; sent to {sent} of {len(recipients)}"
        if later := any(_for_now(code) for code, _ in refused.values()):
            what += " (a retry sends it to the refused only)" if sent else ""
        if later or not sent:
            raise DeliveryError(f"refused: {what}", retry=later, response="SMTPRecipientsRefused")
        return f"sent to {sent} of {len(recipients)} recipients; refused for good by {why}"
    return f"sent to {sent} recipient{'s' if sent != 1 else ''}"


def _mail(subject: str, body: str, to: list[str]) -> dict[str, tuple[int, bytes]]:
    """Send one message to ``to`` through Django's mail backend; the recipients the SMTP server refused while
    accepting the message for the others (smtplib returns them and Django's backend drops them: the delivery said
    "sent to 2 recipients" of a message one never got) — none from a backend that is no SMTP connection."""
    refused: dict[str, tuple[int, bytes]] = {}
    cut = _Deadline(6 * float(settings.EMAIL_TIMEOUT or 0), "6 × AGENTOPS_SMTP_TIMEOUT")
    _hook()
    _sending.deadline = cut  # the SMTP connection it opens is handed to it (:func:`_audit`)
    try:
        with cut, get_connection(fail_silently=False) as connection:
            smtp = getattr(connection, "connection", None)
            if isinstance(smtp, smtplib.SMTP):
                send = smtp.sendmail

                def keeping_refusals(*args: Any, **kwargs: Any) -> dict[str, tuple[int, bytes]]:
                    refused.update(send(*args, **kwargs))
                    return refused

                smtp.sendmail = keeping_refusals  # type: ignore[method-assign]
            EmailMessage(subject, body, None, to, connection=connection).send()
    except (smtplib.SMTPException, OSError) as exc:
        if cut.expired:
            raise DeliveryError(cut.why(exc), retry=True, response=type(exc).__name__) from exc
        raise
    finally:
        _sending.deadline = None
    return refused


#: the send under way on this thread (its deadline), for :func:`_audit`
_sending = threading.local()


def _audit(event: str, args: tuple[Any, ...]) -> None:
    """Hands an SMTP connection opened by an e-mail send to its deadline: Django's backend builds its
    ``smtplib.SMTP`` and reads the server's greeting before it hands it back, and smtplib says so only here."""
    if event == "smtplib.connect" and (cut := getattr(_sending, "deadline", None)) is not None:
        cut.watch(args[0])


@functools.cache
def _hook() -> None:
    """:func:`_audit` installed once, by the first e-mail sent (a process that sends none runs no hook)."""
    sys.addaudithook(_audit)


def _for_now(code: int) -> bool:
    """An SMTP refusal that trying again later can help: a 4xx (greylisting, a full mailbox, the server busy)."""
    return 400 <= code < 500


def _text(answer: bytes | str) -> str:
    return (answer.decode("utf-8", "replace") if isinstance(answer, bytes) else str(answer))[:120]


def signature(secret: str, timestamp: int, body: bytes) -> str:
    """``t=<timestamp>,v1=<hex HMAC-SHA256 of "<timestamp>." + body>``."""
    digest = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={timestamp},v1={digest}"


def _post(url: str, body: bytes, headers: dict[str, str]) -> str:
    """POST; a 2xx is sent, 429/5xx or no answer is retried, a redirect (not followed) or any other 4xx is refused
    for good.

    Bounded as a whole, not only per read: a 2xx is sent once its status line arrives (its body is not read), and a
    send with no complete answer within ``3 × AGENTOPS_NOTIFY_TIMEOUT`` (connect, write, read) is cut and retried.
    httpx's timeouts are per read, so a receiver answering a byte at a time held the notify pass for as long as it
    trickled: no other channel sent, and the next pass sent the message again once the claim lapsed."""
    import httpx  # here, not at the top: the admin and the pages import this module, so every process imported it
    # at start-up (and, where rich is installed, its command-line client): ~0.1 s of CPU a process that sends nothing

    timeout = float(settings.AGENTOPS["NOTIFY"]["TIMEOUT"])
    cut = _Deadline(3 * timeout)
    try:
        with (
            cut,
            httpx.Client(timeout=timeout) as client,
            client.stream(
                "POST",
                url,
                content=body,
                headers={"Content-Type": "application/json", **headers},
                extensions={"trace": cut.trace},
            ) as answer,
        ):
            if answer.is_success:
                return str(answer.status_code)
            text = _first_text(answer)
    except httpx.HTTPError as exc:
        raise DeliveryError(cut.why(exc), retry=True) from exc
    if answer.is_redirect:  # not followed: the signed body would go to an address nobody configured
        text = f"redirected to {answer.headers['location']} (not followed: set the channel's URL to it)"
    retry = answer.status_code == 429 or answer.status_code >= 500
    raise DeliveryError(f"HTTP {answer.status_code}: {text}", retry=retry, response=str(answer.status_code))


class _Deadline:
    """Shuts the send's socket down ``seconds`` after it starts (whatever it is waiting on), so a blocked read
    returns at once: the timeouts of httpx and smtplib are per read, and an answer trickled a byte at a time never
    reached them. ``trace`` is httpx's trace extension, which hands over each socket as it connects; :meth:`watch`
    takes an ``smtplib.SMTP`` (its socket read when the time is up: STARTTLS replaces it). No deadline at 0."""

    def __init__(self, seconds: float, what: str = "3 × AGENTOPS_NOTIFY_TIMEOUT") -> None:
        self.seconds, self.what, self.expired = seconds, what, False
        self._socket: socket.socket | None = None
        self._smtp: smtplib.SMTP | None = None
        self._lock = threading.Lock()
        self._timer = threading.Timer(seconds, self._expire)
        self._timer.daemon = True

    def trace(self, event: str, info: dict[str, Any]) -> None:
        if event.endswith((".connect_tcp.complete", ".start_tls.complete")) and info.get("return_value") is not None:
            with self._lock:
                self._socket = info["return_value"].get_extra_info("socket")
                if self.expired:
                    self._shut()

    def watch(self, smtp: smtplib.SMTP) -> None:
        with self._lock:
            self._smtp = smtp

    def _expire(self) -> None:
        with self._lock:
            self.expired = True
            self._shut()

    def _shut(self) -> None:
        sock = getattr(self._smtp, "sock", None) or self._socket
        if sock is not None:
            with contextlib.suppress(OSError):  # already closed
                sock.shutdown(socket.SHUT_RDWR)

    def why(self, exc: Exception) -> str:
        if self.expired:
            return f"no complete answer within {self.seconds:g} s ({self.what}): {type(exc).__name__}"
        return f"{type(exc).__name__}: {exc}"

    def __enter__(self) -> _Deadline:
        if self.seconds > 0:
            self._timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._timer.cancel()


def _first_text(answer: Any) -> str:
    """The first 200 characters of a refusal's body (for its delivery's error), read only while the send's deadline
    lasts: a body cut short or never sent leaves the status line as the answer."""
    read = b""
    try:
        for chunk in answer.iter_bytes(1024):
            read += chunk
            if len(read) >= 800:
                break
    except Exception:  # cut by the deadline, the receiver hung up, a body that does not decode
        pass
    return read.decode(answer.encoding or "utf-8", "replace")[:200]


def webhook_body(delivery: Delivery, items: list[Line], missed: Missed | None = None) -> dict[str, Any]:
    return {
        "type": "agentops.needs_human",
        "delivery": delivery.pk,
        "count": len(items),
        "counts": dict(Counter(i.kind for i in items)),
        "summary": subject(items),
        "notices": [i.__dict__ for i in items],
        # the same occasions as a page of the dashboard (those still waiting when it is opened)
        "list_url": list_url(delivery),
        # null, or the failures before this message: it also tells what was not told while they lasted
        "missed": {"since": missed.since.isoformat(), "failed_deliveries": missed.failed} if missed else None,
    }


def webhook(delivery: Delivery, items: list[Line], missed: Missed | None = None) -> str:
    config = settings.AGENTOPS["NOTIFY"]
    body = json.dumps(webhook_body(delivery, items, missed), separators=(",", ":")).encode()
    headers = {"X-AgentOps-Delivery": str(delivery.pk)}
    if config["WEBHOOK_SECRET"]:
        headers["X-AgentOps-Signature"] = signature(config["WEBHOOK_SECRET"], int(time.time()), body)
    return _post(config["WEBHOOK_URL"], body, headers)


def mrkdwn(text: str) -> str:
    """``text`` shown as it is in Slack's mrkdwn: its control characters escaped, so a tool name (the agent's
    text) cannot ping ``<!channel>`` or add a link of its own."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def slack_body(delivery: Delivery, items: list[Line], missed: Missed | None = None) -> dict[str, Any]:
    """An incoming-webhook message: ``text`` (the notification) and a section listing the runs (after what the
    channel missed while it failed, if it did)."""
    listed = slack_listing(delivery, items)
    told = [{"type": "section", "text": {"type": "mrkdwn", "text": missed.text()}}] if missed else []
    return {
        "text": subject(items),
        "blocks": [
            {"type": "section", "text": {"type": "mrkdwn", "text": f"*{subject(items)}*"}},
            *told,
            # verbatim: Slack links nothing of its own accord (a bare domain, a #channel in a name), only the <url|…>
            {"type": "section", "text": {"type": "mrkdwn", "text": listed, "verbatim": True}},
        ],
    }


def slack_listing(delivery: Delivery, items: list[Line]) -> str:
    """The first :data:`LISTED` occasions as whole lines within a section's 3,000 characters, then how many more with
    the link to all of them: every occasion is listed or counted (the text cut at 3,000 characters wherever that fell
    listed 16 of 27 held payments and half a link, and said "… and 2 more")."""
    rows = [
        f"• {i.label}: <{i.url}|{i.run_id}> {mrkdwn(i.agent)}{' · ' + mrkdwn(i.detail) if i.detail else ''}"
        for i in items[:LISTED]
    ]

    def tail(shown: int) -> str:
        return (
            f"\n… and {len(items) - shown} more: <{list_url(delivery)}|all {len(items)}>" if shown < len(items) else ""
        )

    room, shown = SLACK_TEXT - len(tail(0)), 0  # the longest tail's room kept
    if len(items) <= LISTED and len("\n".join(rows)) <= SLACK_TEXT:
        return "\n".join(rows)
    while shown < len(rows) and len("\n".join(rows[: shown + 1])) <= room:
        shown += 1
    return "\n".join(rows[:shown]) + tail(shown)


def slack(delivery: Delivery, items: list[Line], missed: Missed | None = None) -> str:
    body = json.dumps(slack_body(delivery, items, missed), ensure_ascii=False).encode()
    return _post(settings.AGENTOPS["NOTIFY"]["SLACK_URL"], body, {})


SENDERS: dict[str, Callable[[Delivery, list[Line], Missed | None], str]] = {
    "email": email,
    "webhook": webhook,
    "slack": slack,
}


def configured() -> list[str]:
    """The channels with a destination set (``AGENTOPS_NOTIFY_EMAIL_TO`` / ``_WEBHOOK_URL`` / ``_SLACK_URL``)."""
    config = settings.AGENTOPS["NOTIFY"]
    wanted = {
        "email": bool(config["EMAIL_TO"]),
        "webhook": bool(config["WEBHOOK_URL"]),
        "slack": bool(config["SLACK_URL"]),
    }
    return [name for name, on in wanted.items() if on]
