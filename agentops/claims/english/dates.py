"""Dates and times around an act: a day or a month it is dated to, a time clause that ended, "by the time",
recurring acts, what was kept for a while, and measures before the verb."""

from __future__ import annotations

from agentops.claims import lexicon as lx
from agentops.claims.english.grammar import _clause
from agentops.claims.english.vocabulary import _ADVERBS, _BE, _DAYS, _HAVE, _MONTHS, _PASTS, _SLOTS, _TIME_UNITS
from agentops.claims.segment import Token


def _the_month(lows: list[str], words: list[Token], k: int) -> bool:
    """Whether "May" at ``k`` is the month: capitalised, with a day's number or a preposition of time next to it."""
    if not words[k].text.startswith("M"):
        return False
    nxt, prev = lows[k + 1 : k + 2], lows[k - 1 : k] if k else []
    return bool(nxt and nxt[0][:1].isdigit()) or bool(prev and (prev[0].isdigit() or prev[0] in _MONTH_LEADS))


#: Words before a month's name ("to May", "in May", "on 3 May").
_MONTH_LEADS = frozenset(
    {"to", "in", "on", "for", "by", "until", "till", "from", "since", "of", "early", "late", "mid"}
)


def _recurs(word: str) -> bool:
    """Whether ``word`` after "each"/"every" names a recurring time ("each month", "every Monday", "every run")."""
    return word in _TIME_UNITS or word in _DAYS or word in _RECURRING


_RECURRING = frozenset(
    {"time", "morning", "evening", "night", "weekday", "weekend", "quarter", "cycle", "run", "period"}
)


def _by_the_time(lows: list[str], sub: list[int], start: int, first: int) -> bool:
    """Whether "by the time" opens the verb's clause before its subject ("… was taken by the time I submitted it",
    "by the time we cancelled it, it had shipped"): the act tells when something else happened, not a result."""
    at = next(
        (j for j in range(first - 3, max(start, first - 7) - 1, -1) if lows[j : j + 3] == ["by", "the", "time"]), None
    )
    return at is not None and sub[at] == sub[first]


def _kept_for_a_while(lows: list[str], start: int, first: int, last: int) -> bool:
    """Whether "for" and a span of time follow the verb ("reserved for 30 days") and its subject is no slot, seat,
    table or room (those are booked: "your table is held for 2 hours")."""
    span = lows[last + 1 : last + 4]
    timed = span[:1] == ["for"] and len(span) == 3 and (span[1].isdigit() or span[1] in lx.EN_NUMBERS)
    return timed and span[2] in _TIME_UNITS and _SLOTS.isdisjoint(lows[start:first])


#: Nouns of a measure: one that dropped or rose moved, nobody acted ("open rates dropped", "p95 latency rose").
_MEASURES = frozenset({"rate", "rates", "latency", "usage", "traffic", "score", "scores", "ratio", "throughput"})
_MEASURES |= frozenset({"revenue", "sales", "conversion", "conversions", "signups", "sign-ups", "load", "utilisation"})
_MEASURES |= frozenset({"utilization", "cpu", "memory", "uptime", "churn", "nps", "csat", "p95", "p99", "temperature"})


def _measure_before(lows: list[str], words: list[Token], first: int) -> bool:
    """Whether the noun right before the verb at ``first`` (past "has"/"have") names a measure: "open rates dropped",
    "p99 has dropped" (a letter and its number written as one word: "p99", "p95")."""
    k = first - 1
    if k > 0 and lows[k] in ("has", "have", "had"):
        k -= 1
    if k < 0:
        return False
    glued = k > 0 and words[k - 1].end == words[k].start and f"{lows[k - 1]}{lows[k]}" in _MEASURES
    return lows[k] in _MEASURES or glued


def _time_clause_ended(before: list[str], k: int) -> bool:
    """Whether the time clause opened at ``before[k]`` ended before the claim's verb: its own past verb, then
    "I"/"we" (adverbs after) right before the claim ("once the payment cleared I shipped"; not "once I've
    shipped it", "once it's shipped")."""
    j = len(before) - 1
    while j > k and before[j] in _ADVERBS and before[j] not in ("i", "we"):
        j -= 1
    return (
        j > k + 2
        and before[j] in ("i", "we")
        and any((w.endswith("ed") or w in _PASTS) and w not in _BE and w not in _HAVE for w in before[k + 2 : j])
    )


def _measured(lows: list[str], words: list[Token], last: int) -> bool:
    """Whether the verb is followed by a change of a measure: "from 1.8s to 420ms", "by 12%", "to 0.1%"."""
    if lows[last + 1 : last + 2] in (["above"], ["below"], ["under"], ["past"], ["beyond"]):
        return True  # "18 leads moved above the 70-point threshold": a measure crossed a line
    return lows[last + 1 : last + 2] in (["from"], ["by"], ["to"]) and any(
        any(c.isdigit() for c in w.text) for w in words[last + 2 : last + 4]
    )


def _dated_day(lows: list[str], sub: list[int], first: int) -> bool:
    """Whether the clause dates its act to an earlier period: "last month", "last week" (a bare day, "on 2
    June", may be today's: not enough)."""
    return any(
        (lows[k] == "last" and lows[k + 1] in ("week", "month", "year", "quarter"))
        or (lows[k] == "in" and lows[k + 1] in _MONTHS)  # "yours was waived in March"
        for k in range(first + 1, min(_clause(sub, first).stop, len(lows) - 1))
    )


def _dated(lows: list[str], sub: list[int], first: int) -> bool:
    """Whether the clause after the verb at ``first`` dates it: "on 2 June", "on the 3rd", "on Monday", "yesterday",
    "last week", "in October"."""
    clause = _clause(sub, first)
    for k in range(first + 1, clause.stop):
        nxt = lows[k + 1] if k + 1 < clause.stop else ""
        if lows[k] in ("yesterday", "earlier") or (lows[k] == "last" and nxt in ("week", "month", "night", "year")):
            return True
        if lows[k] in ("on", "in") and (
            nxt[:1].isdigit() or nxt in _MONTHS or nxt in _DAYS or (nxt, lows[k]) == ("the", "on")
        ):
            return True
    return False


_YEAR_BEFORE = frozenset({"in", "since", "during"}) | _MONTHS  # the words a year of history follows


def _dated_past(lows: list[str], sub: list[int], first: int) -> bool:
    """History, not a report of this run's work: the clause dates it by a year ("was opened in 2018",
    "has been on Pro since 2021", "was created on 14 March 2021")."""
    clause = _clause(sub, first)
    if _YEAR_BEFORE.isdisjoint(lows[clause.start : clause.stop - 1]):  # one C scan: most clauses name no year
        return False
    return any(
        lows[k] in _YEAR_BEFORE and lows[k + 1].isdigit() and 1950 <= lx.number_said(lows[k + 1]) <= 2099
        for k in range(clause.start, clause.stop - 1)
    )


def status_aside(words: list[Token]) -> bool:
    """Whether a parenthesis holding ``words`` (no citation in it) labels the thing before it with its state, not an
    act told: a past participle alone or with only a date after it ("$340 (returned)", "one receipt bundle is there
    (uploaded 9/02)", "(cancelled on 3 Nov)"), as a record lists things; "(refunded today)" is no such label."""
    if not words or words[0].kind != "word" or not (words[0].low.endswith("ed") or words[0].low in _PASTS):
        return False
    return all(w.kind == "num" or w.low in _MONTHS or w.low in _STATUS_DATE_WORDS for w in words[1:])


#: What a date in a status label holds besides numbers and months ("(cancelled on 3 Nov)", "(paid at 10:14 am)").
_STATUS_DATE_WORDS = frozenset({"on", "at", "am", "pm", "th", "st", "nd", "rd"})
