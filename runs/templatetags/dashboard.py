"""Template helpers: one status colour scheme everywhere, relative + absolute timestamps."""

from __future__ import annotations

from datetime import datetime, timedelta

from django import template
from django.utils import timezone
from django.utils.html import format_html
from django.utils.safestring import mark_safe

register = template.Library()

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


@register.filter
def tone(status: str) -> str:
    return TONES.get(str(status), "idle")


@register.filter
def label(status: str) -> str:
    """``WAITING_MANUAL_CONFIRM`` → ``waiting manual confirm`` (the API name stays in ``title``)."""
    return str(status).replace("_", " ").lower()


@register.simple_tag
def badge(status: str) -> str:
    return format_html('<span class="badge tone-{}" title="{}">{}</span>', tone(status), status, label(status))


def _relative(delta: timedelta) -> str:
    seconds = int(delta.total_seconds())
    future = seconds < 0
    seconds = abs(seconds)
    if seconds < 45:
        text = f"{seconds}s"
    elif seconds < 3600:
        text = f"{seconds // 60}m"
    elif seconds < 86400:
        text = f"{seconds // 3600}h {seconds % 3600 // 60}m"
    else:
        text = f"{seconds // 86400}d"
    return f"in {text}" if future else f"{text} ago"


@register.simple_tag
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


@register.simple_tag
def absolute(value: datetime | None) -> str:
    if value is None:
        return "—"
    return timezone.localtime(value).strftime("%Y-%m-%d %H:%M:%S %Z")


@register.filter
def duration(delta: timedelta) -> str:
    return _relative(delta).removesuffix(" ago")


@register.filter
def pct(used: float, limit: float) -> int:
    try:
        return max(0, min(100, round(100 * float(used) / float(limit))))
    except (TypeError, ValueError, ZeroDivisionError):
        return 0
