"""The dashboard's template tags: registrations of ``runs.dashboard.render`` (which makes the HTML)."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe

from agentops.core.visible import visible
from runs.dashboard import needs_action, render, selectors
from runs.governance.visibility import Sights, redacted_sights

register = template.Library()
for _filter in (render.tone, render.label, render.duration, render.as_json):
    register.filter(_filter.__name__, _filter)
for _tag in (render.badge, render.when, render.absolute, render.timeline):
    register.simple_tag(_tag, name=_tag.__name__)


#: where a render without the view's sights keeps the redacted ones it made (``Context.render_context``)
_REDACTED = "agentops.redacted_sights"


def _sights(context: Any) -> Sights:
    """The view's ``sights``, else redacted ones made once for this render (one sight per run: its names read once,
    not at every value shown)."""
    sights = context.get("sights")
    if sights is None:
        sights = context.render_context.get(_REDACTED)
        if sights is None:
            sights = context.render_context[_REDACTED] = redacted_sights()
    return sights


@register.simple_tag(takes_context=True)
def run_rows(context: Any, runs: list[Any]) -> str:
    """The runs list's rows, references shown as the view's ``sights`` allow (redacted by default)."""
    return render.run_rows(runs, _sights(context))


@register.simple_tag(takes_context=True)
def stuck_rows(context: Any, rows: list[Any]) -> str:
    """The stuck view's rows, with the row action's form for an operator."""
    csrf = str(context.get("csrf_token", "")) if "operator" in context.get("roles", ()) else ""
    return render.stuck_rows(rows, _sights(context), csrf)


@register.simple_tag(takes_context=True)
def seen(context: Any, value: Any, run_id: str) -> str:
    """Free text of run ``run_id`` or one of its labels (reference, lease holder) as the reader may see it: redacted
    with the run's names unless the view's ``sights`` say raw, with the characters that reorder or hide text shown
    (``agentops.core.visible``)."""
    return visible(_sights(context)(str(run_id)).text("" if value is None else str(value)))


@register.filter
def count(n: int) -> str:
    """A chip count: ``12,345``, or ``1,000+`` past the selectors' cap."""
    cap = selectors.COUNT_CAP
    return f"{cap:,}+" if n > cap else f"{n:,}"


@register.filter
def get(mapping: dict[str, int], key: str) -> int:
    """``counts|get:kind``: a count by a key held in a variable (0 when absent)."""
    return mapping.get(key, 0)


@register.filter
def need(n: int | None) -> str:
    """A count in the navigation: ``7``, or ``999+`` past the needs-action cap."""
    cap = needs_action.COUNT_CAP
    return f"{cap}+" if (n or 0) > cap else str(n or 0)


@register.simple_tag(takes_context=True)
def sortable(context: Any, name: str, title: str, css: str) -> str:
    """A column header that sorts the runs list by ``name`` (again: the other way), keeping the filters."""
    filters = context["filters"]
    current = filters.sort.removeprefix("-") == name
    arrow = ("↓" if filters.descending else "↑") if current else ""
    state = ("descending" if filters.descending else "ascending") if current else "none"
    href = "?" + urlencode(filters.sort_link(name))
    return format_html(
        '<th class="{}" aria-sort="{}"><a class="sort" href="{}" data-sort="{}">{} {}</a></th>',
        css, state, href, name, title, arrow,
    )  # fmt: skip


@register.simple_tag
def step_options(steps: list[int], *, last_selected: bool = False) -> str:
    """``<option>`` per step, built in Python: a 2,000-step run's selects cost ~1 ms, not a template loop's ~100."""
    last = steps[-1] if steps and last_selected else None
    return mark_safe("".join(f'<option value="{s}"{" selected" if s == last else ""}>{s}</option>' for s in steps))
