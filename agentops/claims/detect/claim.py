"""What detection returns: ``Claim`` (one completion claim, its span, verb, kind, count and citations), ``Detection``
(a reply's claims, its evidence pool and citations), the reader's working ``_Found``, the claim limits and the
verbs of a sentence that states what its cited calls did (``CITED_STATE``, ``LOOKED_STATE``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from agentops.claims.segment import Unit

MAX_CLAIMS = 50
#: The verb of a claim that is a sentence's statement of what its cited calls did (``_states_cited``).
CITED_STATE = "cited state"
#: … of a sentence that tells what a look at the agent's own records found ("Per my records, the work order was created
#: [evt:a]"): its calls of this run that change things must still have verified; another run's are what the look read.
LOOKED_STATE = "cited state, looked up"
STATED = frozenset({CITED_STATE, LOOKED_STATE})
MAX_CLAUSE_CHARS = 300


@dataclass(frozen=True, slots=True)
class Claim:
    """One completion claim: its span (original offsets), verb, kind, count and the ids it cites."""

    start: int
    end: int
    phrase: str
    verb: str
    kind: str
    language: str
    quantity: int
    unit: int
    clause: str
    cited: tuple[str, ...] = field(default=())
    acts: int = 0  # its count of acts when ``quantity`` is its count of things, cited call by call (0: the same)
    things: int = 1  # how many things it counts, though one call may act on them all ("closed 23 tickets": 23)


@dataclass(frozen=True, slots=True)
class Detection:
    claims: tuple[Claim, ...]
    pool: tuple[str, ...]  # evidence-list citations, bound to uncited claims by kind
    citations: tuple[str, ...]  # every cited id, in order, once
    truncated: bool


@dataclass(slots=True)
class _Found:
    start: int  # normalised offsets
    end: int
    verb: str
    kind: str
    language: str
    quantity: int
    cited: list[str] = field(default_factory=list)
    things: int = 1  # how many things it counts, though one call may act on them all
    stated: int = 0  # the count of things its sentence states (``english.stated_counts``)


def _clause_text(unit: Unit) -> str:
    return " ".join(t.text for t in unit.tokens if t.kind != "cite")[:MAX_CLAUSE_CHARS]
