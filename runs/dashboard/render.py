"""The dashboard's HTML: one status colour scheme everywhere, timestamps, timeline rows, run rows.

Selectors return data; this module makes HTML of it (the template tags in ``runs.templatetags.dashboard``
and the live timeline's consumer call it).
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from html import escape
from typing import Any
from urllib.parse import quote

from django.urls import reverse
from django.utils import timezone
from django.utils.html import format_html
from django.utils.http import RFC3986_SUBDELIMS
from django.utils.safestring import mark_safe

from agentops.core.visible import visible
from runs.governance.visibility import Sights

#: Status → tone. The same tone means the same thing on every page (CSS ``.tone-*``).
TONES = {
    "COMPLETED": "ok",
    "CONFIRMED": "ok",
    "RUNNING": "run",
    "APPROVED": "run",
    "PENDING": "idle",
    "REJECTED": "idle",
    "WAITING_MANUAL_CONFIRM": "wait",
    "TOOL_EXECUTED": "warn",
    "RECOVERING": "warn",
    "VERIFICATION_FAILED": "bad",
    "FAILED": "bad",
    "COMPENSATED": "info",
    "DEAD_LETTER": "dead",
}


def esc(text: str) -> str:
    """HTML-escaped, with the characters that reorder or hide text shown (``agentops.core.visible``)."""
    return escape(visible(str(text)))


def tone(status: str) -> str:
    return TONES.get(str(status), "idle")


def label(status: str) -> str:
    """``WAITING_MANUAL_CONFIRM`` → ``waiting manual confirm`` (the API name stays in ``title``)."""
    return str(status).replace("_", " ").lower()


def badge(status: str) -> str:
    return format_html('<span class="badge tone-{}" title="{}">{}</span>', tone(status), status, label(status))


def _relative(delta: timedelta) -> str:
    seconds = int(delta.total_seconds())
    future = seconds < 0
    seconds = abs(seconds)
    if seconds < 60:
        text = f"{seconds}s"
    elif seconds < 3600:
        text = f"{seconds // 60}m"
    elif seconds < 86400:
        text = f"{seconds // 3600}h {seconds % 3600 // 60}m"
    else:
        text = f"{seconds // 86400}d"
    return f"in {text}" if future else f"{text} ago"


def when(value: datetime | None) -> str:
    """``<time>`` with the relative age as text and the absolute UTC time as tooltip (kept fresh by JS)."""
    if value is None:
        return mark_safe('<span class="muted">—</span>')
    absolute = timezone.localtime(value).strftime("%Y-%m-%d %H:%M:%S %Z")
    return format_html(
        '<time class="rel" datetime="{}" title="{}">{}</time>',
        value.isoformat(),
        absolute,
        _relative(timezone.now() - value),
    )


def absolute(value: datetime | None) -> str:
    if value is None:
        return "—"
    return timezone.localtime(value).strftime("%Y-%m-%d %H:%M:%S %Z")


def as_json(value: Any) -> str:
    """A value as the JSON it is journaled as (keys sorted), not Python's repr (``{'to': …}``, ``True``, ``None``):
    what an operator reads is what the tool receives. Escaped by the template, as any text."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def duration(delta: timedelta) -> str:
    return _relative(delta).removesuffix(" ago")


# The timeline is rendered here with plain f-strings and ``html.escape`` rather than per-event
# template includes or format_html: a 500-event run would otherwise spend most of its server
# time in the template engine (see bench/dashboard.py). Every value is escaped.
_CHAIN_TEXT = {"ok": "✓ chain", "purged": "○ purged", "broken": "✗ chain broken"}


def _badge(status: str) -> str:
    return f'<span class="badge tone-{tone(status)}" title="{esc(status)}">{esc(label(status))}</span>'


def _when(value: datetime) -> str:
    absolute = timezone.localtime(value).strftime("%Y-%m-%d %H:%M:%S %Z")
    rel = _relative(timezone.now() - value)
    return f'<time class="rel" datetime="{value.isoformat()}" title="{absolute}">{rel}</time>'


def size(n: int) -> str:
    """``1234`` → ``1.2 KB`` (cheap; the timeline calls it once per event)."""
    return f"{n} B" if n < 1024 else f"{n / 1024:.1f} KB" if n < 1024 * 1024 else f"{n / 1024 / 1024:.1f} MB"


def event_html(e: dict) -> str:
    """One timeline row (``<li>``): key fields, verification badge, chain status, collapsed payload."""
    tool = ""
    if e["tool"]:
        index = f'<span class="muted">[{e["call_index"]}]</span>' if e["call_index"] is not None else ""
        tool = f'<span class="tool mono">{esc(e["tool"])}{index}</span>'
    fields = "".join(f'<span class="f"><i>{esc(k)}</i> {esc(v)}</span>' for k, v in e["fields"])
    if fields:
        fields = f'<div class="fields">{fields}</div>'
    if e["large"]:
        body = f'<pre hx-get="{esc(e["payload_url"])}" hx-trigger="toggle from:closest details once" hx-swap="innerHTML">loading…</pre>'
    else:
        body = f"<pre>{esc(e['payload'])}</pre>"
    kind, seq, chain = esc(e["type"]), e["seq"], e["chain"]
    return (
        f'<li class="ev ev-{kind}" data-seq="{seq}" id="seq-{seq}"><div class="ev-head">'
        f'<span class="seq mono">#{seq}</span><span class="ev-type">{kind}</span>{tool}'
        f"{_badge(e['exec_status']) if e['exec_status'] else ''}"
        f'<span class="spacer"></span><span class="chain chain-{chain}" title="hash chain: {chain}">{_CHAIN_TEXT[chain]}</span>'
        f'<span class="muted small">{_when(e["created_at"])}</span></div>{fields}'
        f'<details class="payload"><summary>payload · {size(e["payload_size"])} · '
        f'<span class="mono">{esc(e["event_id"])}</span>{" · large, loaded on open" if e["large"] else ""}</summary>'
        f"{body}</details></li>"
    )


def timeline(groups: list[dict]) -> str:
    """Step cards (sample → intent → result → commit), each with its events in seq order."""
    cards = []
    for g in groups:
        step = g["step"]
        css, key, title = (" step-none", "", "Run") if step is None else ("", step, f"Step {step}")
        rows = "".join(event_html(e) for e in g["events"])
        cards.append(
            f'<section class="step-card{css}" data-step="{key}"><h3 class="step-title">{title}</h3>'
            f'<ol class="events">{rows}</ol></section>'
        )
    return mark_safe("".join(cards))


def run_row(r: Any, sights: Sights, run_url: str) -> str:
    """One row of the runs list (rendered in Python for the same reason as the timeline).

    ``run_url`` is the run page's URL with ``{}`` for the id, quoted as ``reverse`` does (one
    ``reverse`` per page: 50 per page were a tenth of the list's CPU time).
    """
    ref = f'<div class="sub">{esc(sights(r.id).text(r.reference))}</div>' if r.reference else ""
    url = run_url.format(quote(r.id, safe=RFC3986_SUBDELIMS + "/~:@"))
    if came_from := r.fork_of_id or r.parent_id:  # a fork has its parent's agent and reference: say which is which
        above = run_url.format(quote(came_from, safe=RFC3986_SUBDELIMS + "/~:@"))
        how = "fork of" if r.fork_of_id else "continues"
        ref += f'<div class="sub" data-testid="run-lineage">{how} <a class="mono" href="{esc(above)}">{esc(came_from)}</a></div>'
    flagged = (
        ' <span class="badge tone-bad" title="a completion claim without a verified citation">flagged claim</span>'
        if r.has_flagged_claim
        else ""
    )
    return (
        f'<tr data-run="{esc(r.id)}"><td><a class="mono strong" href="{esc(url)}">{esc(r.id)}</a>{ref}</td>'
        f"<td>{_badge(r.status)}{flagged}</td>"
        f'<td class="col-agent">{esc(r.agent)}<div class="sub mono">{esc(r.model_version)}</div></td>'
        f'<td class="num col-steps">{r.steps_used}</td><td class="num">{r.tokens_used:,}</td>'
        f'<td class="num col-cost">${r.cost_used:.4f}</td><td class="col-created">{_when(r.created_at)}</td>'
        f'<td>{_when(r.last_event_at)}<div class="sub">seq {r.last_seq}</div></td></tr>'
    )


def run_rows(runs: list[Any], sights: Sights) -> str:
    return mark_safe("".join(run_row(r, sights, _url_pattern("run")) for r in runs))


def _url_pattern(name: str) -> str:
    """A run-id URL with ``{}`` for the (quoted) id: one ``reverse`` per page instead of one per row."""
    return reverse(name, args=["RUN"]).replace("RUN", "{}")


def timeline_rows(batch: dict[str, Any]) -> dict[str, Any]:
    """A ``selectors.timeline_after`` batch as the live page receives it: each event as its ``<li>``."""
    events = [{"seq": e["seq"], "step": e["step"], "type": e["type"], "html": event_html(e)} for e in batch["events"]]
    return {"events": events, "run": batch["run"]}


def stuck_row(s: Any, sights: Sights, *, run_url: str, restart_url: str, csrf: str) -> str:
    """One row of the stuck view (``needs_action.StuckRun``); ``csrf`` empty: the reader may not act.

    Rendered in Python like the runs list: 100 rows through the template engine were ~100 ms of CPU.
    """
    r = s.run
    quoted = quote(r.id, safe=RFC3986_SUBDELIMS + "/~:@")
    ref = f'<div class="sub">{esc(sights(r.id).text(r.reference))}</div>' if r.reference else ""
    if s.kind == "expired":
        detail = f'<div class="sub mono">{esc(sights(r.id).text(r.lease_owner or ""))} · token {r.fencing_token}</div>'
    elif s.kind == "failed":
        if not r.next_retry_at:
            retry = "no automatic retry: waits for an operator"
        elif s.retried_by_its_agent:  # the server does not retry it: it said "automatic retry 2m ago" for ever
            retry = f"its agent retries it when it comes back (due {_when(r.next_retry_at)})"
        else:
            retry = f"automatic retry {_when(r.next_retry_at)}"
        if s.retry_refused:
            retry = esc(f"{s.retry_refused}: a retry would fail again at once — fork it from a step with a larger cap")
        detail = f'<div class="sub">retries {r.retry_count} · {retry}</div>'
    elif s.kind == "pending":
        detail = f'<div class="sub">created {_when(r.created_at)}</div>'
    else:
        detail = ""
    if s.client_driven:
        detail += '<div class="sub">its agent drives it through the API; if the agent is gone, dead-letter it</div>'
    if csrf and s.client_driven:
        # q: also references; seen: the head this row shows, so a run journaled on since is not dead-lettered on it
        preview = f"{reverse('bulk-preview')}?action=dead_letter&run={quote(r.id)}&seen={r.last_seq}"
        action = f'<a class="btn btn-ghost" href="{esc(preview)}">{esc(s.action)}</a>'
    elif csrf and s.retry_refused:  # the service refuses the retry (BudgetSpent): the run page's fork dialog
        action = f'<a class="btn btn-ghost" href="{esc(run_url.format(quoted))}">Fork with a larger cap…</a>'
    elif csrf:
        action = (
            f'<form method="post" action="{esc(restart_url.format(quoted))}" class="row tight" data-once>'
            f'<input type="hidden" name="csrfmiddlewaretoken" value="{esc(csrf)}">'
            f'<input type="hidden" name="action" value="{esc(s.offered)}">'
            f'<input type="hidden" name="seen" value="{r.last_seq}">'  # the head shown: a retry made since is not made again
            '<input name="reason" required maxlength="2000" placeholder="reason" aria-label="reason">'
            f'<button class="btn btn-ghost">{esc(s.action)}</button></form>'
        )
    else:  # what an operator would be offered: a run its budget stopped is forked, never retried
        offered = "Fork with a larger cap" if s.retry_refused else s.action
        action = f'<span class="muted small">{esc(offered)} needs the operator role</span>'
    return (
        f'<tr data-run="{esc(r.id)}" data-kind="{esc(s.kind)}" data-live-key="{esc(r.id)}"'
        # the live refresh keeps the row (and a reason typed in it) until the run moves or its action changes
        f' data-live-version="{esc(s.kind)}:{r.last_seq}:{esc(s.offered)}">'
        f'<td><a class="mono strong" href="{esc(run_url.format(quoted))}">{esc(r.id)}</a>{ref}'
        f'<div class="sub">{esc(r.agent)}</div></td>'
        f"<td>{_badge(r.status)}</td>"
        f"<td><b>{esc(s.why)}</b>{detail}</td>"
        # data-live-tick: a kept row takes this cell from each refresh, reckoned then by the database's clock
        f'<td class="age" data-age="{s.age_seconds}" data-live-tick="age"><b>{duration(s.age)}</b>'
        f'<div class="sub">since {absolute(s.since)}</div></td>'
        f'<td>{_when(r.last_event_at)}<div class="sub">seq {r.last_seq}</div></td>'
        f"<td>{action}</td></tr>"
    )


def stuck_rows(rows: list[Any], sights: Sights, csrf: str) -> str:
    """The stuck view's rows; ``csrf`` is the page's CSRF token when the reader may act, else empty."""
    run_url, restart_url = _url_pattern("run"), _url_pattern("restart")
    return mark_safe("".join(stuck_row(s, sights, run_url=run_url, restart_url=restart_url, csrf=csrf) for s in rows))
