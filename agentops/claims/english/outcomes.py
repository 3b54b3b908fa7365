"""Outcomes told undone or unknown: an attempt that failed, an act undone by another or in a relative clause
("the charge that was reversed"), an outcome no one can confirm yet, and the reasons the agent gives for what is not
done (``undone_or_unknown``)."""

from __future__ import annotations

import itertools

from agentops.claims import lexicon as lx
from agentops.claims.english.agents import _subject
from agentops.claims.english.grammar import _agent_speaks, _clause_start, _content
from agentops.claims.english.vocabulary import _CANNOT
from agentops.claims.segment import Token


def _attempt_failed(lows: list[str], sub: list[int], last: int) -> bool:
    """Whether the clause after the act says that same act failed: "but it/that/this" then a failure ("I started
    the export, but it timed out at 62%": an attempt; not "…, but the refund of the item failed", another act);
    or, to the end of its sentence, that it was undone ("…, but the owner's bot reverted it", "but it was rolled
    back", "but the manager put it back") or is not known to have happened ("but it's still pending", "so I
    can't confirm it's live", "but haven't had a confirmation back"): the act is told as tried, not as done."""
    nxt = next((k for k in range(last + 1, min(len(lows), last + 12)) if sub[k] != sub[last]), None)
    if nxt is None or lows[nxt] != "but":
        return False
    if lows[nxt + 1 : nxt + 2] in (["it"], ["that"], ["this"]) and not _FAILURE_WORDS.isdisjoint(
        lows[nxt + 2 : nxt + 6]
    ):
        return True
    return undone_or_unknown(lows[nxt + 1 : nxt + 30])


def _relative_undone(lows: list[str], first: int, last: int) -> bool:
    """Whether the act at ``first`` is told in a contact relative clause of a thing ("the Okta account I created for
    Elena", "the refund we issued") whose own verb, within its clause, says it was undone ("… was rolled back when
    the job failed", "… got reversed by the bank"): the act is told as undone, not as standing."""
    if first < 2 or lows[first - 1] not in ("i", "we") or not _content(lows[first - 2]):
        return False
    after = lows[last + 1 : last + 9]
    for k, w in enumerate(after):
        if w in ("was", "were", "got", "been") and k + 1 < len(after):
            told = after[k + 1 : k + 3]
            return told[0] in _UNDOES or (told[0] in _UNDO_WITH_BACK and told[1:2] == ["back"])
        if w in ("and", "but", "so", "i", "we"):
            return False
    return False


_FAILURE_WORDS = frozenset({"failed", "timed", "bounced", "errored", "crashed", "declined", "rejected", "stalled"})


def _undone_by_another(lows: list[str], sub: list[int], first: int) -> bool:
    """Whether the verb at ``first`` undoes, in a clause opened by "but" whose subject is not the agent, the act
    told before it ("…, but the config sync reverted it", "but the admin put it back"): their act, reported."""
    start = _clause_start(sub, first)
    if lows[start] != "but" or any(w in ("i", "we") or w.startswith(("i'", "we'")) for w in lows[start:first]):
        return False
    return start + 1 < first and _told_undone([*lows[first : first + 3], "it"])


def undone_or_unknown(after: list[str]) -> bool:
    """Whether the words ``after`` "but" (lower case, to the end of the sentence) tell that the act before it was
    undone or is not known to have happened (also the learned reader's rule: ``learned.unread``)."""
    return _told_undone(after) or _outcome_unknown(after)


def _told_undone(after: list[str]) -> bool:
    """Whether ``after`` tells that the thing done before was undone: a verb of undoing next to "it"/"them"/"that"
    ("reverted it", "it was rolled back", "put it back", "reversed it the same day")."""
    for k, w in enumerate(after):
        back = w in _UNDO_WITH_BACK and "back" in after[k + 1 : k + 3]
        if (w in _UNDOES or back) and not _REFERS_BACK.isdisjoint(after[max(0, k - 3) : k + 3]):
            return True
    lead = list(itertools.takewhile(lambda w: w in _ELIDED_LEADS or w.endswith("ly"), after))
    return len(after) > len(lead) and after[len(lead)] in _UNDOES  # "issued … but then reversed by the bank", "but
    # then automatically reversed by the fraud check" (an adverb of manner or time between)


#: What may stand before a verb whose subject "but" leaves out ("… but then reversed", "but was later voided").
_ELIDED_LEADS = frozenset({"then", "later", "was", "were", "got", "has", "had", "been", "immediately", "subsequently"})


#: Verbs that undo what was done, alone or with "back" ("rolled back", "put it back", "changed it back").
_UNDOES = lx.EN_UNDOES
_UNDO_WITH_BACK = frozenset({"rolled", "put", "changed", "switched", "moved", "set", "turned", "taken", "took"})
_REFERS_BACK = frozenset({"it", "them", "that", "this", "it's", "they"})


def _outcome_unknown(after: list[str]) -> bool:
    """Whether ``after`` tells that the act's outcome is not known: "pending", a timeout, no confirmation or no
    sign it took ("haven't had a confirmation", "it hasn't been confirmed"), or the agent cannot say whether it took
    ("I can't confirm it's in Workday", "I don't know whether it's up", "can't promise it's gone through")."""
    if not _UNKNOWN_OUTCOME.isdisjoint(after):
        return True
    for k, w in enumerate(after):
        if w in _CANNOT and k + 1 < len(after) and after[k + 1] in _CAN_TELL:
            return True
        said = after[k + 1 : k + 4]
        if w in _CANNOT | {"hasn't", "haven't", "no"} and (
            _CONFIRMATION.intersection(said) or said[:2] == ["been", "confirmed"]
        ):
            return True  # "haven't had a confirmation back", "it hasn't been confirmed" (not "hasn't replied")
        if w in _CANNOT and said[:1] and said[0] in _CONFIRMS and said[1:2] in ([], ["it"], ["that"], ["them"]):
            return True  # "but the API never confirmed it", "but it didn't acknowledge that" (not "… the time")
    return False


_UNKNOWN_OUTCOME = frozenset({"pending", "timeout", "unconfirmed", "unverified"})
_CONFIRMS = frozenset({"confirm", "confirmed", "acknowledge", "acknowledged", "verify", "verified", "ack", "acked"})
_CAN_TELL = frozenset({"confirm", "promise", "verify", "tell", "say", "know", "guarantee", "see"})
_CONFIRMATION = frozenset({"confirmation", "acknowledgement", "acknowledgment"})


def _reason_of_failure(lows: list[str], words: list[Token], sub: list[int], start: int, first: int, voice: str) -> bool:
    """Whether a state in the clause at ``start`` follows, in the next clause, a report that something
    failed: "the issue_refund call was rejected by the processor — the card was closed", "the invite
    bounced: the mailbox was deleted" — the reason it failed, a state of someone else's thing. A payment,
    refund, send, order, booking or shipment after a failure is still an act (see the caller)."""
    if (
        voice not in ("passive", "state")
        or not start
        or _agent_speaks(_subject(lows, words, start, first, frozenset()))
    ):
        return False
    before = _clause_start(sub, start - 1)
    undone = any(w in _UNDOES and lows[k + 1 : k + 2] == ["by"] for k, w in enumerate(lows[before:start], before))
    # "the payment was reversed by the bank — the card was cancelled": why someone else undid it
    return sub[start] == sub[start - 1] + 1 and (not lx.EN_FAILURES.isdisjoint(lows[before:start]) or undone)


def _why_not_done(lows: list[str], start: int, first: int) -> bool:
    """Whether the passive at ``first`` is "already" done in a "because"/"since" clause that explains why the agent
    could not act before it ("I couldn't cancel it because it has already been shipped"): someone else's earlier act."""
    because = next((k for k in range(first - 1, -1, -1) if lows[k] in ("because", "since", "as")), None)
    if because is None or because < start - 1 or "already" not in lows[because:first]:
        return False
    said = lows[:because]
    return "unable" in said or not _CANNOT.isdisjoint(said) or not lx.EN_NEGATION.isdisjoint(said)
