"""Clauses that hold a verb without telling it done: relatives on an object or a preposition's object, free
relatives, absolutes, purposes, conditions that still hold, attributes ("the updated invoice") and questions, direct
or inverted."""

from __future__ import annotations

from agentops.claims import lexicon as lx
from agentops.claims.english.grammar import _content, _person_noun, _plural_noun
from agentops.claims.english.vocabulary import (
    _ADVERBS,
    _BE,
    _CONDITIONAL,
    _COORDINATORS,
    _HAVE,
    _NOT_NOUN_HEADS,
    _NOT_NOUNS,
    _NOUN_OPENERS,
    _PASTS,
    _PREPOSITIONS,
    _PRESENT_BE,
    _PRONOUN_SUBJECTS,
    _TIME_WORDS,
)
from agentops.claims.segment import Token

_QUESTION_AUX = frozenset(
    {
        "did",
        "does",
        "do",
        "has",
        "have",
        "had",
        "was",
        "were",
        "is",
        "are",
        "can",
        "could",
        "should",
        "will",
        "would",
        "shall",
        "may",
        "might",
        "am",
    }
)
_NOT_SUBJECT_AFTER_AUX = frozenset({"been", "being", "already", "just", "now", "all", "both", "also", "successfully"})
_NOT_SUBJECT_AFTER_AUX |= frozenset(
    {"be", "have"}
)  # "Should be all good now — I changed …": "it" left out, no question


def _free_relative(lows: list[str], first: int) -> bool:
    """Whether the verb at ``first`` is in a "what" clause of the agent ("What I did", "what we've
    changed"): a noun phrase that names the acts, not an act of its own."""
    at = first - 1
    while at > 0 and lows[at] in ("have", "'ve", "already"):
        at -= 1
    return at >= 1 and lows[at].split("'")[0] in ("i", "we") and lows[at - 1] == "what"


def _with_absolute(lows: list[str], words: list[Token], first: int) -> bool:
    """Whether the participle at ``first`` closes a "with" phrase of a thing ("with the voided duplicate line
    removed"): an attribute of what it describes, told as it is, not an act told."""
    for k in range(first - 1, max(-1, first - 7), -1):
        if words[k].clause != words[first].clause:
            return False
        if lows[k] == "with":
            s = k
            while s and words[s - 1].clause == words[k].clause:
                s -= 1
            if 1 <= k - s <= 3 and all(_content(w) for w in lows[s:k]):
                return False  # "Text with your new gate sent": the phrase of a bare noun opening a note, its verb
            return k < first - 1 and lows[k + 1] in lx.EN_DETERMINERS
        if lows[k] in _BE or lows[k] in _HAVE or lows[k] in _PRONOUN_SUBJECTS or lows[k] in _COORDINATORS:
            return False
    return False


def _purpose(lows: list[str], words: list[Token], first: int) -> bool:
    """Whether ``first`` is in a sentence's opening infinitive of purpose ("To get the payout released, please
    upload …"): the aim of what follows, no act told."""
    return (
        len(lows) > 2
        and lows[0] == "to"
        and lows[1].isalpha()
        and words[first].clause == words[0].clause
        and words[-1].clause != words[0].clause
        and not any(w.split("'")[0] in _TELLERS for w in lows[1:first])  # not "To make up for it I've comped …"
    )


_TELLERS = frozenset({"i", "we", "you", "he", "she", "they"})


#: Words that go on a participle that describes a noun ("booked through us", "placed before May").
_RELATIVE_AFTER = frozenset({"through", "before", "after", "since", "under", "within", "during", "between", "online"})


def _modifies_prepositions_object(lows: list[str], words: list[Token], first: int, voice: str) -> bool:
    """Whether a bare participle at ``first`` follows a plural noun that a preposition takes ("our policy for hotels
    booked through us", "refunds on orders placed before May"): the noun is no subject, the participle describes it,
    a preposition after it going on (the caller leaves out a participle after a label's colon: "Result of send_sms:
    delivered")."""
    if voice != "past" or first < 2 or not _plural_noun(lows[first - 1]) or lows[first - 1] in _PRONOUN_SUBJECTS:
        return False
    nxt = first + 1 if first + 1 < len(lows) and words[first + 1].clause == words[first].clause else None
    if nxt is None or (lows[nxt] not in _PREPOSITIONS and lows[nxt] not in _RELATIVE_AFTER):
        return False  # "payout for emergency repairs approved.": the participle ends its clause, a report
    k = first - 1
    while k > max(0, first - 4) and _content(lows[k - 1]) and words[k - 1].clause == words[first].clause:
        k -= 1  # "for boutique hotels booked": the noun's modifiers
    return (
        k >= 1 and lows[k - 1] in _PREPOSITIONS and lows[k - 1] != "by" and words[k - 1].clause == words[first].clause
    )


def _condition_now(lows: list[str], words: list[Token], first: int) -> bool:
    """Whether a present state at ``first`` ("organic posts are up") is told in a clause of time or condition
    ("… starts only after organic posts are up", "once the posts are live"): what is waited for, not a result."""
    if first < 2 or lows[first - 1] not in _PRESENT_BE:
        return False
    return any(
        lows[c] in _CONDITIONAL and all(words[k].clause == words[first].clause for k in range(c, first))
        for c in range(max(0, first - 8), first - 1)
    )


def _reduced_condition(lows: list[str], first: int, voice: str) -> bool:
    """Whether the participle at ``first`` stands right after a subordinator of time or condition with no subject of
    its own ("bonuses are withheld at 22% when paid separately", "if approved", "once signed"): a reduced clause that
    tells when a rule holds, no act done."""
    return voice == "past" and first >= 1 and lows[first - 1] in _CONDITIONAL


def _attribute_participle(lows: list[str], words: list[Token], first: int, voice: str) -> bool:
    """Whether the participle at ``first`` tells an attribute of a thing, not an act: "last" before it ("48,210
    contacts, last synced 09:02"), or a thing said to exist before it ("There are 6 posts scheduled this week")."""
    if voice != "past" or first < 1:
        return False
    if lows[first - 1] == "last":
        return first < 2 or lows[first - 2].split("'")[0] not in _TELLERS  # not "I last updated it on Monday"
    return any(
        lows[k] == "there"
        and lows[k + 1] in ("are", "is", "were", "was")
        and all(words[j].clause == words[first].clause and lows[j] not in _BE for j in range(k + 2, first))
        for k in range(max(0, first - 6), first - 2)
    )


_QUESTION_OPENERS = frozenset(
    {
        "anything",
        "is",
        "are",
        "do",
        "does",
        "did",
        "can",
        "could",
        "would",
        "will",
        "should",
        "shall",
        "have",
        "has",
        "what",
        "when",
        "where",
        "why",
        "how",
        "who",
        "which",
        "any",
        "need",
        "want",
        "may",
        "was",
        "were",
    }
)


def _question_start(words: list[Token], sub: list[int]) -> int:
    """Where the question of a unit ending in "?" starts: its last capitalised question word, else its
    last clause."""
    for k in range(len(words) - 1, 0, -1):
        if words[k].low in _QUESTION_OPENERS and words[k].text[:1].isupper():
            return k
    last = len(words) - 1
    while last > 0 and sub[last - 1] == sub[-1]:
        last -= 1
    return last


def _base(low: str) -> str:
    """ "money's" → "money", "vendor's" → "vendor": a clitic or a possessive (an auxiliary 's is read by
    :func:`_verb` from the token's text)."""
    return low[:-2] if low.endswith("'s") and len(low) > 3 else low


def _inverted_question(words: list[Token]) -> bool:
    """Whether the unit opens as a question with its auxiliary first ("Is it on its way?"); not when a number or id
    opens it ("#89100 is on its way to the buyer": the order's number is the subject)."""
    if words and words[0].kind == "num":
        return False
    lows = [w.low for w in words if w.kind == "word"]
    return len(lows) > 2 and lows[0] in _QUESTION_AUX and lows[1] not in _NOT_SUBJECT_AFTER_AUX and lows[1] != "not"


def _object_relative(lows: list[str], words: list[Token], k: int) -> bool:
    """Whether the verb at ``k`` is a contact relative clause of someone else after its object: "refunded
    the €64.90 it charged", "the fee they added" (an amount or a noun, then it/they/you/he/she, then the
    verb): what the other did, not the agent's act."""
    if k >= 3 and _other_noun_phrase(lows, words, k):
        return True
    if (
        k >= 3
        and lows[k - 2] in ("that", "which")
        and _content(lows[k - 1])
        and lows[k - 1] not in lx.EN_VERBS
        and (_content(lows[k - 3]) or words[k - 3].kind == "num")
        and len({w.clause for w in words[k - 3 : k + 1]}) == 1
    ):
        return True  # "the new deductible that underwriting put through on Tuesday": a relative clause of another
    if k >= 3 and lows[k - 1] in ("we", "i") and _described_object(lows, words, k):
        return True  # "refunded the €12 card fee we charged you": which fee, not an act told
    if k < 2 or lows[k - 1] not in ("it", "they", "you", "he", "she") or words[k - 1].text[:1].isupper():
        return False
    noun = lows[k - 2]
    if words[k - 2].clause != words[k - 1].clause:
        return False  # "the quote is in your inbox; it went out"
    if words[k - 2].kind == "num":
        return True
    if k >= 3 and lows[k - 3] in ("the", "that", "this", "your") and noun in lx.EN_NOUNS:
        return True  # "the email you got", "the order you placed": a noun that is also a verb, after "the"
    return (
        noun not in _TAKES_OBJECT_AND_STATE  # "Consider it done"
        and noun.isalpha()
        and len(noun) > 2
        and not noun.endswith(("ed", "ly"))
        and noun not in _NOT_NOUN_HEADS
        and noun not in _ADVERBS
        and noun not in _PREPOSITIONS
        and noun not in _BE
        and noun not in _HAVE
        and noun not in lx.EN_MODAL
        and noun not in lx.EN_VERBS
        and noun not in lx.EN_TEMPORAL
        and noun not in _TIME_WORDS
    )


def _described_object(lows: list[str], words: list[Token], k: int) -> bool:
    """Whether "we"/"I" before the verb at ``k`` opens a contact relative clause of the object of a verb before
    it: the verb, "the"/"this"/"that", at most three nouns or amounts, then the pronoun ("refunded the €12 card
    fee we charged you", "resent the email I sent you on Monday"), all in one clause."""
    j = k - 2
    while j > k - 5 and j >= 1 and lows[j] not in _NOUN_OPENERS and (_content(lows[j]) or words[j].kind == "num"):
        j -= 1
    return (
        j >= 1
        and j < k - 2
        and lows[j] in ("the", "this", "that", "those", "these")
        and len({w.clause for w in words[j - 1 : k + 1]}) == 1
        and words[k - 1].start - words[k - 2].end == 1  # a space alone: "I checked the order: I shipped it" tells
        and (lows[j - 1].endswith("ed") or lows[j - 1] in _PASTS)
        and lows[k - 2] not in _TIME_WORDS
    )


def _other_noun_phrase(lows: list[str], words: list[Token], k: int) -> bool:
    """ "the calendar invite his assistant forwarded", "the deck the customer sent", "the refund your bank
    reversed": a noun, then someone else's noun phrase (his/her/their/your/the + a noun, no verb), then the
    verb: a contact relative clause whose subject is that other party, not the agent's act."""
    det, who, noun = lows[k - 2], lows[k - 1], lows[k - 3]
    if det not in ("his", "her", "their", "your", "the") or len({w.clause for w in words[k - 3 : k + 1]}) != 1:
        return False
    thing = det == "the" and _content(who) and who not in lx.EN_VERBS and who not in lx.EN_NOUNS  # "the error the
    # system returned", "the label the carrier printed": a thing or a party named by a bare noun did it
    return (
        (who in lx.EN_OTHERS or _person_noun(who, det) or thing)
        and who not in _PRONOUN_SUBJECTS
        and _content(noun)
        and noun not in _NOT_NOUN_HEADS
        and noun not in _NOT_NOUNS
        and noun not in _TAKES_OBJECT_AND_STATE
        and noun not in lx.EN_TEMPORAL
        and noun not in _TIME_WORDS
    )


_TAKES_OBJECT_AND_STATE = frozenset({"consider", "find", "keep", "want", "need", "see", "call", "let", "leave"})
