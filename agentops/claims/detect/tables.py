"""Markdown tables: the header cells that name a column of acts, of outcomes, of doers or of done marks ("Action",
"Status", "By", "Done?"), a row's act cell and its yes cell, and rows done by others. ``_cells`` splits a row."""

from __future__ import annotations

from agentops.claims.detect.claim import _Found
from agentops.claims.detect.reading import _noun_kind
from agentops.claims.kinds import family
from agentops.claims.lexicon import (
    CHANGE,
    COMPLETE,
    EN_VERBS,
    UPDATE,
)
from agentops.claims.segment import Token, Unit


def _yes_cell(unit: Unit, column: int) -> int | None:
    """The token of a table row whose cell in the "Done" column says yes ("| Ship the order | yes [evt:a] |")."""
    if not unit.item or not unit.tokens or unit.tokens[0].text != "|":
        return None
    cell = 0
    for k, t in enumerate(unit.tokens[1:], 1):
        if t.text == "|":
            cell += 1
        elif cell == column and t.kind != "cite":
            nxt = next((u for u in unit.tokens[k + 1 :] if u.kind != "cite"), None)
            return k if t.low in _YES and (nxt is None or nxt.text == "|") else None
    return None


_YES = frozenset({"yes", "y", "✓", "✔️", "done"})


def _done_column(header: Unit) -> int | None:
    """The column of a table header that tells whether each row was done ("Done", "Done?", "Completed")."""
    if not header.tokens or header.tokens[0].text != "|":
        return None
    cells = " ".join(t.low for t in header.tokens[1:]).split("|")  # its last cell too when "?" cut the row
    return next((n for n, c in enumerate(cells) if c.strip("*_ ?") in _DONE_HEADERS), None)


_DONE_HEADERS = frozenset({"done", "completed", "complete", "executed", "actioned", "performed"})


def _cells(unit: Unit) -> list[str]:
    """The cells of a table row, as their words (a unit that is no table row has none)."""
    if not unit.tokens or unit.tokens[0].text != "|":
        return []
    cells: list[str] = []
    cell: list[str] = []
    for t in unit.tokens[1:]:
        if t.text == "|":
            cells.append(" ".join(cell))
            cell = []
        else:
            cell.append(t.low)
    return cells


def _act_column(cells: list[str], undecided: bool) -> tuple[int | None, bool]:
    """The column of a table header that tells what the agent did in each row ("What I did", "Action taken"); an
    "Action" column too when no column tells whether or how each row was done (``undecided``, and no "Status" or
    "Result": "| Service | Action | Ref |"), whose cells then tell an act by its verb alone (the second value)."""
    told = next((n for n, c in enumerate(cells) if c.strip("*_ ") in _ACT_HEADERS), None)
    if told is not None or not undecided or not _OUTCOME_HEADERS.isdisjoint(c.strip("*_ ") for c in cells):
        return told, False
    return next((n for n, c in enumerate(cells) if c.strip("*_ ") in _ACTION_HEADERS), None), True


_ACT_HEADERS = frozenset({"what i did", "what we did", "action taken", "actions taken", "what was done", "done"})
_ACTION_HEADERS = frozenset({"action", "actions"})
#: Columns that tell how each row's action turned out: the action column alone then claims nothing.
_OUTCOME_HEADERS = frozenset({"status", "result", "results", "outcome", "state", "done?"})
#: Words of an act column's cell that tell nothing was done ("Left alone", "No action", "—").
_NO_ACT = frozenset({"none", "no", "not", "nothing", "left", "skipped", "skip", "declined", "waiting", "pending"})
_NO_ACT |= frozenset({"n", "na", "tbd", "later", "hold", "held", "kept", "unchanged", "—", "-", "–"})


def _act_cell(unit: Unit, column: int, bare: bool = False) -> _Found | None:
    """The act a table row's cell in the "What I did" column names by a noun ("Reminder text", "Reminder email"), when
    the rest of the grammar read no claim in the row: an act of the noun's kind (a "done" without one), one call,
    spanning the cell. None for an empty cell or one that tells nothing was done ("Left alone", "No action", "—");
    ``bare`` (an "Action" column): an act its first word names as a verb ("| cart-api | restart |"), else None."""
    if not unit.item or not unit.tokens or unit.tokens[0].text != "|":
        return None
    cell = 0
    said: list[Token] = []
    for t in unit.tokens[1:]:
        if t.text == "|":
            cell += 1
            if cell > column:
                break
        elif cell == column and t.kind != "cite":
            said.append(t)
    words = [t for t in said if t.kind == "word"]
    if not words or any(t.low in _NO_ACT for t in said) or len(words) > 4:
        return None
    kind = next((k for w in reversed(words) if (k := _noun_kind(w)) is not None), COMPLETE)
    verb = words[0].low
    if family(verb) or EN_VERBS.get(verb) in (CHANGE, UPDATE):  # "| cart-api | restart |": the act the verb names
        return _Found(words[0].start, words[-1].end, verb, EN_VERBS.get(verb, CHANGE), "en", 1)
    if bare:
        return None  # "| status page | set to Operational |" under "Action": no verb of a known act
    return _Found(words[0].start, words[-1].end, "", kind, "en", 1)


def _doer_column(cells: list[str]) -> int | None:
    """The column of a table header that names who did each row ("Done by", "Owner", "处理方")."""
    return next((n for n, c in enumerate(cells) if c in _DOER_HEADERS), None)


_DOER_HEADERS = frozenset(
    {"done by", "by", "owner", "who", "handled by", "actioned by", "performed by", "agent", "actor"}
)
_DOER_HEADERS |= frozenset({"处理方", "处理人", "负责人", "执行人", "操作人", "执行方", "负责方"})
#: A doer cell that names the agent itself.
_ME = frozenset({"me", "i", "us", "we", "myself", "me (this agent)", "我", "我们", "本人", "我方"})


def _done_by_others(cells: list[str], doers: int | None) -> bool:
    """Whether a table row's doer cell names someone other than the agent ("| Freeze card | fraud agent | … |")."""
    if doers is None or doers >= len(cells):
        return False
    who = cells[doers].strip("*_ ")
    return bool(who) and who not in _ME and who not in ("-", "—", "n/a")
