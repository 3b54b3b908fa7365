"""Claims judged as the reply path judges them, against verified calls a test names."""

from __future__ import annotations

from typing import Any

from agentops.claims.detect import Claim, find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.verdict import Evidence, Verdict, judge


def judged(
    text: str, calls: dict[str, str], vocabulary: Vocabulary, *, pooled: bool = True
) -> list[tuple[Claim, Verdict]]:
    """Each claim of ``text`` with its verdict, each ``[evt:x]`` a verified call of ``calls[x]`` (its effect as
    ``vocabulary`` registers it; a tool it does not know writes), the reply's other claims as peers, and its evidence list
    bound to its uncited claims as the product binds it (``runs/claims/services.py`` passes ``detection.pool``);
    ``pooled=False`` judges each claim by its own citations only."""
    evidence = {
        eid: Evidence(
            eid,
            "run",
            "ToolResult",
            tool,
            vocabulary.tools.get(tool, ToolInfo(tool, "write")).effect,
            "CONFIRMED",
            f"run:{eid}",
            True,
            "server",
        )
        for eid, tool in calls.items()
    }
    detection = find_claims(text, vocabulary)
    return [
        (
            c,
            judge(
                c,
                run_id="run",
                evidence=evidence,
                pool=detection.pool if pooled else (),
                vocabulary=vocabulary,
                peers=detection.claims,
            ),
        )
        for c in detection.claims
    ]


def claimed_verbs(text: str, vocabulary: Vocabulary | None = None) -> list[str]:
    """The verb of each claim found in ``text`` (with ``vocabulary``'s tools, or none)."""
    return [c.verb for c in find_claims(text, vocabulary).claims]


def claim_fields(text: str, vocabulary: Vocabulary | None = None, *, fields: str) -> list[Any]:
    """What ``fields`` names (``"quantity"``, or several apart by spaces for a tuple: ``"verb kind"``) of each claim
    found in ``text`` (with ``vocabulary``'s tools, or none)."""
    names = fields.split()
    claims = find_claims(text, vocabulary).claims
    if len(names) == 1:
        return [getattr(c, names[0]) for c in claims]
    return [tuple(getattr(c, name) for name in names) for c in claims]


def flagged_verbs(text: str, calls: dict[str, str], vocabulary: Vocabulary, *, pooled: bool = True) -> list[str]:
    """The verbs of ``text``'s flagged claims, each ``[evt:x]`` a verified call of ``calls[x]``."""
    return [c.verb for c, verdict in judged(text, calls, vocabulary, pooled=pooled) if verdict.flagged]


#: How a test's call ended: the status its event holds, and whether the server verified it.
ENDS = {
    "verified": ("CONFIRMED", True),
    "compensated": ("COMPENSATED", False),
    "unconfirmed": ("TOOL_EXECUTED", False),
}


def any_flagged(text: str, calls: dict[str, tuple[str, str]], vocabulary: Vocabulary) -> bool:
    """Whether any claim of ``text`` is flagged, each ``[evt:x]`` a call of ``calls[x]`` = (tool, how it ended: a key
    of :data:`ENDS`), judged with the reply's evidence list and its other claims as peers."""
    evidence = {}
    for eid, (tool, end) in calls.items():
        status, verified = ENDS[end]
        effect = vocabulary.tools.get(tool, ToolInfo(tool, "write")).effect
        evidence[eid] = Evidence(eid, "run", "ToolResult", tool, effect, status, f"run:{eid}", verified, "server")
    detection = find_claims(text, vocabulary)
    return any(
        judge(
            c, run_id="run", evidence=evidence, pool=detection.pool, vocabulary=vocabulary, peers=detection.claims
        ).flagged
        for c in detection.claims
    )
