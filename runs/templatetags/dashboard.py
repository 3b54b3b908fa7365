"""The dashboard's template tags: registrations of ``runs.dashboard.render`` (which makes the HTML)."""

from __future__ import annotations

from django import template

from runs.dashboard import render, selectors

register = template.Library()
for _filter in (render.tone, render.label, render.duration):
    register.filter(_filter.__name__, _filter)
for _tag in (render.badge, render.when, render.absolute, render.timeline, render.run_rows):
    register.simple_tag(_tag, name=_tag.__name__)


@register.filter
def count(n: int) -> str:
    """A chip count: ``12,345``, or ``10,000+`` past the selectors' cap."""
    cap = selectors.COUNT_CAP
    return f"{cap:,}+" if n > cap else f"{n:,}"
