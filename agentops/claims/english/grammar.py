"""Grammar shared by the readings: content words, clause starts and bounds, plural nouns, nouns of persons and
of acts, relative clauses, one's own clause and the ``Hit`` each reading returns."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass

from agentops.claims import lexicon as lx
from agentops.claims.english.vocabulary import (
    _ACT_KINDS,
    _ADVERBS,
    _BE,
    _BULK,
    _CONTACT_SUBJECTS,
    _CONTENTS,
    _COORDINATORS,
    _FINITE_AUX,
    _FUNCTION,
    _HAVE,
    _JUST_CHANGED,
    _MESSAGE_LIKE,
    _NOMINAL,
    _NOT_NOUN_HEADS,
    _NOT_NOUNS,
    _NOT_PERSONS,
    _NOUN_OPENERS,
    _PARTICIPLE_FOLLOWERS,
    _PASTS,
    _PAYEES,
    _PERSON_ENDINGS,
    _PREPOSITIONS,
    _PRESENT_BE,
    _PRONOUN_SUBJECTS,
    _RELATIVE_AUXILIARIES,
    _RELATIVE_PARTICLES,
    _RELATIVE_PASTS,
    _RIDES,
    _STATE_CHANGES,
    _UNITS,
)
from agentops.claims.segment import Token


@dataclass(frozen=True, slots=True)
class Hit:
    """A claim found in a unit: the token range of its phrase, its verb, kind and quantity."""

    first: int  # index into the unit's word list
    last: int
    lemma: str
    kind: str
    quantity: int
    things: int = 1  # how many things it counts, each an act or not ("Backfilled all 3 partitions": 3)
    stated: int = 0  # the count of things its sentence states nearest it ("All four units … are marked": 4)


def _regular_pasts(lemma: str) -> list[str]:
    """Regular past forms; both spellings where English may double the last consonant (submitted, canceled)."""
    if lemma.endswith("e"):
        return [lemma + "d"]
    if lemma.endswith("y") and len(lemma) > 2 and lemma[-2] not in "aeiou":
        return [lemma[:-1] + "ied"]
    forms = [lemma + "ed"]
    if len(lemma) >= 3 and lemma[-1] in "bdglmnprtc" and lemma[-2] in "aeiou" and lemma[-3] not in "aeiou":
        forms.append(lemma + lemma[-1] + "ed")
    return forms


def _reduced_relative(lows: list[str], words: list[Token], first: int, last: int, voice: str) -> bool:
    """Whether a bare participle at ``first`` right after its subject's noun ("the coverage modification requested
    on 12 April has been effected") modifies that noun: a determiner opens the noun phrase, a preposition or a time
    follows the participle and the sentence's own finite verb comes later in the clause."""
    if voice != "past" or first < 2 or last + 1 >= len(lows) or lows[last + 1] not in _PARTICIPLE_FOLLOWERS:
        return False
    det = next((d for d in range(first - 2, max(-1, first - 5), -1) if lows[d] in _NOUN_OPENERS), None)
    if det is None or (det and words[det - 1].clause == words[det].clause and lows[det - 1] not in ("that",)):
        return False
    if not all(_content(w) for w in lows[det + 1 : first]):
        return False
    aux = next((k for k in range(last + 1, min(len(lows), last + 10)) if lows[k] in _FINITE_AUX), None)
    return (
        aux is not None
        and all(words[k].clause == words[first].clause for k in range(first, aux + 1))
        and _COORDINATORS.isdisjoint(lows[last + 1 : aux])
    )


def _agent_speaks(subject: str) -> bool:
    return subject in ("i", "we") or subject.startswith(("i'", "we'"))


def _bare_past(word: str) -> bool:
    """Whether ``word`` is a past tense that may open a verb phrase with no subject of its own ("… and sent it")."""
    return word in _PASTS or (word.endswith("ed") and word.isalpha())


def _own_rejection(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether "rejected"/"declined"/"refused" at ``i`` is the agent's own act on someone or something: its subject is
    the agent (a bare past opening the unit, "I", "we", "I've", or "and" in a series of the agent's) and an object
    follows ("Rejected Sam in Greenhouse", "I've declined the invite") — not "the card was declined", "Stripe
    rejected the charge", nor a rejection of the agent's own request."""
    prev = lows[i - 1] if i else ""
    mine = lows[0] in ("i", "we") or lows[0].startswith(("i'", "we'")) or _bare_past(lows[0])
    agent = (i == 0 and words[0].text[:1].isupper()) or prev in ("i", "we", "also", "just", "already")
    agent = agent or prev.startswith(("i'", "we'")) or (prev in ("and", "then") and mine)
    nxt = words[i + 1] if i + 1 < len(words) and words[i + 1].clause == words[i].clause else None
    if not agent or nxt is None:
        return False
    return nxt.low in lx.EN_DETERMINERS or nxt.low in ("him", "her", "them") or nxt.text[:1].isupper()


def _agents(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether the verb at ``i`` is the agent's: after "I"/"we", opening the unit, or coordinated with the agent's
    own clause ("I've refunded the main and put a note on your account")."""
    if _mine(lows, i) or i == 0:
        return True
    joined = lows[i - 1] == "and" or words[i - 1].clause != words[i].clause  # "Reserved the car, took the deposit"
    return joined and _own_clause(lows, words, i - 1 if lows[i - 1] == "and" else i)


def _mine(lows: list[str], i: int) -> bool:
    """Whether the subject of the verb at ``i`` is the agent ("I", "we", "I've", "we have just")."""
    k = i - 1
    while k >= 0 and (lows[k] in _ADVERBS or lows[k] in _HAVE) and lows[k] not in _PRONOUN_SUBJECTS:
        k -= 1
    if k > 0 and lows[k] == "and":  # "I froze the card and froze the spare": the second verb shares the subject
        k = next((n for n in range(k - 1, max(k - 12, -1), -1) if lows[n] in _PRONOUN_SUBJECTS), -1)
    return k >= 0 and (lows[k] in ("i", "we") or lows[k].startswith(("i'", "we'")))


def _resulting(lows: list[str], i: int) -> bool:
    """Whether the word at ``i`` follows a present "is"/"are" with a word of a change just made between ("is now
    set to 90 days", "is now on QA hold"): the state the agent's act left, not a rule ("is set to renew"). Scheduling
    stays a plan even so ("Your appointments are now scheduled for the mornings")."""
    k = i - 1
    while k >= 0 and lows[k] in _ADVERBS and lows[k] not in _JUST_CHANGED:
        k -= 1
    return k >= 1 and lows[k] in _JUST_CHANGED and lows[k - 1] in _PRESENT_BE


def _on_record(lows: list[str], k: int) -> bool:
    """Whether the words from ``k`` say a thing is recorded or in force: "on file", "on record", "in place", "in our
    system" (after "is now": the result of the agent's act)."""
    at = lows[k : k + 3]
    return at[:2] in (["on", "file"], ["on", "record"], ["in", "place"]) or (at[:1] == ["in"] and "system" in at[1:])


def _thing_before(lows: list[str], i: int) -> bool:
    """Whether the subject right before the verb at ``i`` is a thing (a noun, not a person or a pronoun)."""
    k = i - 1
    while k >= 0 and (lows[k] in _ADVERBS or lows[k] in _HAVE) and lows[k] not in _PRONOUN_SUBJECTS:
        k -= 1
    return k > 0 and lows[k].isalpha() and lows[k] not in _FUNCTION and lows[k] not in lx.EN_OTHERS


def _plural_noun(word: str) -> bool:
    return _content(word) and word.endswith("s") and word not in _NOT_NOUNS and word not in _UNITS


def _own_clause(lows: list[str], words: list[Token], j: int) -> bool:
    """Whether the clause up to ``j`` has the agent as its subject: "I"/"we", or it opens with a verb in
    the past ("Went ahead and …")."""
    k = j
    while k > 0 and words[k - 1].clause == words[j].clause:
        k -= 1
    if k == j and k and words[k - 1].kind == "word":
        k = 0  # ", and bumped the version" closes a series: the sentence's opening says whose it is
    if any(w in ("i", "we") or w.startswith(("i'", "we'")) for w in lows[k:j]):
        return True
    return lows[k] in ("went", "just") or lows[k].endswith("ed")


def _clause_start(sub: list[int], i: int) -> int:
    k = i
    while k > 0 and sub[k - 1] == sub[i]:
        k -= 1
    return k


def _clause(sub: list[int], i: int) -> range:
    """The indices of the words in ``i``'s sub-clause (``sub`` never decreases: a clause is one stretch),
    found by bisection, so a check of one claim's clause costs its clause, not its whole unit."""
    return range(bisect_left(sub, sub[i]), bisect_right(sub, sub[i]))


def _person_noun(word: str, det: str) -> bool:
    """Whether ``word`` is read as a noun of people who act, by its ending: plural "reviewers", "approvers",
    "accountants" anywhere; singular "assistant", "dispatcher" only after a determiner ("his assistant",
    "the dispatcher"; "another", "number" are no persons)."""
    one = word[:-1] if word.endswith("s") else word
    if one in lx.EN_NOUNS or one in _NOT_PERSONS or len(one) < 5:
        return False
    if word.endswith("s"):
        return one.endswith(_PERSON_ENDINGS)
    return det in ("the", "his", "her", "their", "your", "our") and word.endswith(_PERSON_ENDINGS)


def _in_relative(lows: list[str], k: int) -> bool:
    """Whether word ``k`` is in a contact relative clause of a subject, right before its own auxiliary: "the
    refund you requested was issued", "the invoice you asked about is now marked as paid", "the order I placed has
    been shipped" (a noun, a pronoun, the verb, at most a particle, then be/have); its auxiliaries and negation
    are its own too ("the upgrade you didn't get has been refunded": the "n't" denies the getting, not the refund)."""
    v = k
    while v < len(lows) and lows[v] in _RELATIVE_AUXILIARIES:
        v += 1
    p = min(k, v) - 1
    while p >= 0 and lows[p] in _RELATIVE_AUXILIARIES:
        p -= 1
    if p < 1 or v >= len(lows) or lows[p] not in _CONTACT_SUBJECTS:
        return False
    verb, noun = lows[v], lows[p - 1]
    if p + 1 < v:
        if not verb.isalpha() or verb in _HAVE or verb in ("is", "are", "was", "were", "been", "being", "be", "am"):
            return False  # "the seat you didn't get": any verb after an auxiliary
    elif not (verb.endswith("ed") or verb in lx.EN_REPORTING or verb in _RELATIVE_PASTS):
        return False
    if not noun.isalpha() or noun.endswith("ed") or noun in _BE or noun in _HAVE or noun in _PREPOSITIONS:
        return False
    if noun in _NOT_NOUN_HEADS:
        return False
    nxt = lows[v + 1 : v + 3]
    return bool(nxt) and (
        nxt[0] in _BE
        or nxt[0] in _HAVE
        or (nxt[0] in _RELATIVE_PARTICLES and nxt[1:2] and (nxt[1] in _BE or nxt[1] in _HAVE))
    )


def _object_follows(lows: list[str], last: int) -> str | None:
    """What follows the verb if it may be its object (anything but a preposition or the end)."""
    nxt = lows[last + 1] if last + 1 < len(lows) else ""
    if nxt == "that" and last + 2 < len(lows) and _content(lows[last + 2]):
        return nxt  # "banned that player": a determiner; "said that the …" opens what was said
    return None if nxt in ("", "via", "by", "that", "about", "of", "on", "in", "at", "through") else nxt


def _act_noun(lows: list[str], k: int) -> str | None:
    """The kind of the act ``lows[k]`` names, if it names one: a noun of the lexicon's acts, or a noun made
    from an action verb ("cancellation", "adjustment", "removal"; "the upgrade" after a determiner)."""
    word = lows[k]
    if word in ("transfer", "transfers") and k and lows[k - 1] in _RIDES:
        return lx.BOOK  # "the airport transfer is arranged": a ride, not money
    known = lx.EN_NOUNS.get(word)
    if known is not None:
        return known if known in _ACT_KINDS or known in (lx.DELETE, lx.UPDATE) else None
    if not word.isalpha() or len(word) < 5:
        return None
    stem = word[:-1] if word.endswith("s") and not word.endswith("ss") else word
    for suffix, repl in _NOMINAL:
        if stem.endswith(suffix):
            verb = stem[: -len(suffix)] + repl
            if lx.EN_VERBS.get(verb) not in (None, lx.COMPLETE, lx.SEND):
                return lx.EN_VERBS[verb]
    if k and lows[k - 1] in lx.EN_DETERMINERS and lx.EN_VERBS.get(stem) not in (None, lx.COMPLETE, lx.SEND):
        return lx.EN_VERBS[stem]  # "the upgrade went through"
    return None


def _content(word: str) -> bool:
    """Whether ``word`` may be the head noun after a modifier ("invite" in "meeting invite"); a dotted name
    ("api.acme.io") is one."""
    return word.replace(".", "").isalpha() and word not in _FUNCTION and not word.endswith(("ed", "ly"))


def _counts_acts(noun: str, kind: str, of_goods: bool = False) -> bool:
    """Whether a count of ``noun`` is a count of acts of ``kind``: six emails are six sends, six teams
    emailed may be one; three vendors paid are three payments, 40 cartridges ordered are one order."""
    if kind in (lx.SEND, lx.EMAIL, lx.MESSAGE):
        return lx.EN_NOUNS.get(noun) in (lx.EMAIL, lx.MESSAGE) or noun in _MESSAGE_LIKE
    if kind in (
        lx.PAY,
        lx.REFUND,
    ):  # not "Refunded the two Thursday tickets, $142.00": one refund of an order's tickets
        return lx.EN_NOUNS.get(noun) not in (None, lx.CREATE) or noun in _PAYEES
    if kind == lx.DELETE:  # each thing removed is removed ("the two stale API keys"); rows of a table, one statement
        return noun.endswith("s") and noun not in _CONTENTS
    if kind == lx.CREATE and noun.endswith("s") and noun not in _BULK and noun not in _NOT_NOUNS and not of_goods:
        return True  # each thing made or filed is one ("All 3 of your permit applications have been submitted")
    if kind in _STATE_CHANGES:  # "closed 23 stale tickets", "Moved 14 deals": one change over all of them (claims.md)
        return lx.EN_NOUNS.get(noun) in _ACT_KINDS  # (not "two appointment slots held": bookings)
    return noun in lx.EN_NOUNS


def _one_message(lows: list[str], start: int) -> bool:
    """Whether the clause from ``start`` says its send was one message ("in one email", "in a single message",
    "on one thread", "together")."""
    after = lows[start : start + 16]
    return "together" in after or any(
        a in ("in", "on", "as", "via") and b in ("one", "a", "the") and (c in ("single", "same") or b == "one")
        for a, b, c in zip(after, after[1:], [*after[2:], ""], strict=False)
    )
