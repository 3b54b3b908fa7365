"""Classify a claim from the evidence its citations resolve to. Pure functions, no Django.

``verified``   every cited event exists in the same run and its tool execution is CONFIRMED, and at
               least one of them is of the claim's kind;
``unverified`` a cited event does not exist, belongs to another run, is not a tool execution, or its
               execution is not CONFIRMED (failed, compensated, still unknown, rejected, …);
``uncited``    the claim cites nothing;
``mismatched`` all citations are confirmed, but none is of the claim's kind ("email sent" citing a
               retrieval).

Only verifiers and operators make an execution CONFIRMED (``runs.journal.projection``), so a model can never
mark its own claim verified: the classification is computed here, from the journal, on the server.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from runs.claims import phrases

VERIFIED, UNVERIFIED, UNCITED, MISMATCHED = "verified", "unverified", "uncited", "mismatched"


@dataclass(frozen=True, slots=True)
class Evidence:
    """What a cited event id resolved to. ``run_id`` is None when no such event exists."""

    event_id: str
    run_id: str | None = None
    event_type: str = ""
    tool: str = ""
    effect: str = ""
    exec_status: str = ""


def tool_kinds(tool: str, effect: str, overrides: Mapping[str, Sequence[str]] | None = None) -> frozenset[str]:
    """The claim kinds a confirmed execution of ``tool`` can back (``complete`` always).

    A write tool whose name carries no hint backs any effect kind ("*"): the name is all we know.
    ``overrides`` (``settings.AGENTOPS["CLAIMS"]["TOOL_KINDS"]``) names the kinds of a tool explicitly.
    """
    if overrides and tool in overrides:
        return frozenset({phrases.COMPLETE, *overrides[tool]})
    if effect != "write":
        return frozenset({phrases.COMPLETE})
    tokens = set(re.findall(r"[a-z]+|[0-9]+", re.sub(r"(?<=[a-z])(?=[A-Z])", "_", tool).lower()))
    kinds = {kind for kind, hints in phrases.TOOL_HINTS.items() if tokens & set(hints)}
    return frozenset({phrases.COMPLETE, *(kinds or {"*"})})


def _problem(run_id: str, ev: Evidence) -> str | None:
    if ev.run_id is None:
        return f"{ev.event_id} does not exist"
    if ev.run_id != run_id:
        return f"{ev.event_id} belongs to another run ({ev.run_id})"
    if not ev.exec_status:
        return f"{ev.event_id} is a {ev.event_type} event, not a tool execution"
    if ev.exec_status != "CONFIRMED":
        return f"{ev.event_id}: {ev.tool} is {ev.exec_status}, not CONFIRMED"
    return None


def classify(
    *,
    run_id: str,
    kind: str,
    evidence: Sequence[Evidence],
    overrides: Mapping[str, Sequence[str]] | None = None,
) -> tuple[str, str]:
    """``(classification, reason)`` of a claim of ``kind`` in ``run_id`` citing ``evidence``."""
    if not evidence:
        return UNCITED, "no [evt:<id>] citation in the claim's clause"
    problems = [p for p in (_problem(run_id, ev) for ev in evidence) if p]
    if problems:
        return UNVERIFIED, "; ".join(problems)
    if kind == phrases.COMPLETE:
        return VERIFIED, ""
    for ev in evidence:
        kinds = tool_kinds(ev.tool, ev.effect, overrides)
        if kind in kinds or "*" in kinds:
            return VERIFIED, ""
    tools = ", ".join(sorted({f"{ev.tool} ({ev.effect})" for ev in evidence}))
    return MISMATCHED, f"a '{kind}' claim cites {tools}, which cannot {kind}"
