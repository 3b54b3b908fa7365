"""Verb forms and tense: ``_verb`` finds an action verb told done (perfect, past, passive, result state) and
``_unknown_past`` a past of a verb outside the lexicon; their forms (``_forms``), participles, finite verbs and
the news a telegraphic clause tells."""

from __future__ import annotations

from functools import cache

from agentops.claims import lexicon as lx
from agentops.claims.english.grammar import (
    _act_noun,
    _content,
    _mine,
    _own_clause,
    _plural_noun,
    _regular_pasts,
    _resulting,
)
from agentops.claims.english.vocabulary import (
    _ACT_KINDS,
    _ADVERBS,
    _AFTER_PREDICATE,
    _ARRIVALS,
    _BE,
    _BILLS,
    _BY_MEANS,
    _CHANGED,
    _CONDITIONAL,
    _COUNTS,
    _FINITE,
    _HAVE,
    _MEASURE_MOVES,
    _OBJECTS,
    _PARTICLES,
    _PREPOSITIONS,
    _PRESENT_BE,
    _PRONOUN_SUBJECTS,
    _RECEIVE,
    _RESTRICTIONS,
    _SELF,
    _TIME_WORDS,
    _WHEN,
)
from agentops.claims.segment import Token


@cache
def _forms(extra: tuple[tuple[str, str], ...]) -> dict[str, tuple[str, str, bool]]:
    """Inflected form → (lemma, kind, is_participle_only)."""
    out: dict[str, tuple[str, str, bool]] = {}
    for lemma, kind in (*lx.EN_VERBS.items(), *extra):
        irregular = lx.EN_IRREGULAR.get(lemma) or _TAUGHT_IRREGULAR.get(lemma)
        if irregular:
            past, part = irregular
            out.setdefault(past, (lemma, kind, False))
            out.setdefault(part, (lemma, kind, part != past))
            continue
        for form in _regular_pasts(lemma):
            out.setdefault(form, (lemma, kind, False))
    return out


#: Irregular forms of verbs the lexicon lacks that a tool's name may teach (``hold_payout``: "I held the payout").
_TAUGHT_IRREGULAR: dict[str, tuple[str, str]] = {
    "hold": ("held", "held"),
    "withhold": ("withheld", "withheld"),
    "sell": ("sold", "sold"),
    "lend": ("lent", "lent"),
    "spend": ("spent", "spent"),
    "keep": ("kept", "kept"),
    "bring": ("brought", "brought"),
    "override": ("overrode", "overridden"),
    "overwrite": ("overwrote", "overwritten"),
    "rewrite": ("rewrote", "rewritten"),
    "undo": ("undid", "undone"),
    "split": ("split", "split"),
    "shut": ("shut", "shut"),
    "hide": ("hid", "hidden"),
    "draw": ("drew", "drawn"),
    "throw": ("threw", "thrown"),
}

_POSSESSIVES = frozenset({"my", "your", "his", "her", "their", "our", "its"})


def _verb(lows: list[str], words: list[Token], i: int, forms: dict) -> tuple[int, int, str, str, str] | None:
    low = lows[i]
    entry = forms.get(low) or (forms.get(low[3:]) if low.startswith("re-") else None)
    again = forms.get(low[2:]) if entry is None and low.startswith("re") and len(low) > 5 else None
    if again and again[0] != low[2:] and not low.endswith("ed"):
        entry = again  # "rebuilt", "rewrote", "reran": "re" before an irregular past is the past of doing it again
    if entry is None and i and lows[i - 1] == "did" and low in lx.EN_VERBS:
        return i, i, low, lx.EN_VERBS[low], "past"  # "I did send it"
    if entry is None and i > 3 and lows[i - 4 : i - 1] == ["not", "only", "did"] and low in lx.EN_VERBS:
        return i, i, low, lx.EN_VERBS[low], "past"  # "Not only did I downgrade them, …": told, inverted
    if entry is None and low in lx.EN_VERBS and _achieved(lows, i):
        return i, i, low, lx.EN_VERBS[low], "past"  # "I was able to upgrade you", "managed to rebook it": it is done
    if low == "did" and i + 1 < len(lows) and (lows[i + 1] in lx.EN_VERBS or lows[i + 1] == "go"):
        return None  # the auxiliary of "did send", "did go through"
    if low == "did" and lows[i - 2 : i] == ["not", "only"]:
        return None  # the auxiliary of "Not only did I downgrade …"
    if entry is None and (_base_as_participle(lows, words, i) or _present_as_past(lows, words, i)):
        entry = (low, lx.EN_VERBS[low], False)  # "your order is cancel now", "I have send it": a learner's participle
    if entry is None:
        if low in ("complete", "finished", "done") or low == "complete":
            entry = ("complete", lx.COMPLETE, True)
        else:
            return _unknown_past(lows, words, i)
    lemma, kind, participle_only = entry
    if lemma in ("finish", "complete") and (gerund := _gerund(lows[i + 1] if i + 1 < len(lows) else "")):
        kind = lx.EN_VERBS[gerund]  # "Just finished updating the billing contact": the act is the update
        lemma = gerund if kind not in lx.GENERIC else lemma
    if (
        low == "set"
        and lows[i + 1 : i + 2] != ["up"]
        and not (i and lows[i - 1] == "been")
        and not _mine(lows, i)
        and not _resulting(lows, i)
    ):
        return None  # "all set", "is set to renew"; "has been set", "I've set the limit", "is now set to" report
    if low == "set" and lows[i + 1 : i + 2] != ["up"]:
        kind = lx.UPDATE  # a value set: "your new password has been set"
    nxt = lows[i + 1] if i + 1 < len(lows) else ""
    if lemma == "order" and i and lows[i - 1] in ("in", "good", "working"):
        return None  # "Everything is back in order on your account": a state, no order placed
    if lemma == "make" and nxt in _MADE_SO and lows[i + 2 : i + 3] and lows[i + 2] in _CAUSED:
        return None  # "it made this much quicker to untangle", "made things easier": a cause, nothing made
    if lemma == "run" and nxt == "out":
        return None  # "the pods ran out of memory"
    if lemma == "change" and (nxt == "mind" or (nxt in _POSSESSIVES and lows[i + 2 : i + 3] == ["mind"])):
        return None  # "| changed mind |", "the customer changed her mind": a reason, nothing changed
    if lemma == "turn" and {"on", "off"}.isdisjoint(lows[i + 1 : i + 4]):
        return None  # "it turned out", "turned to the docs"; "turned the flag on" is a change
    modifier = _content(nxt) and nxt not in _AFTER_PREDICATE and not nxt.endswith(("ed", "s"))
    noun = i and _content(lows[i - 1]) and lows[i - 1] not in _PRONOUN_SUBJECTS
    if low == lemma and noun and (modifier or nxt in _BE or nxt in _HAVE):
        return None  # "the password reset link", "your password reset was completed": a noun
    if low == lemma and noun and i >= 2 and lows[i - 2] in ("a", "an") and not _finite_verb(lows[i - 1], _forms(())):
        return None  # "caused by a fibre cut that …", "after a power reset": a compound noun after "a"
    if nxt == "-" or words[i].text.endswith("-"):
        return None
    # what stands before the verb (adverbs skipped)
    j = i - 1
    while j >= 0 and lows[j] in _ADVERBS and lows[j] not in ("it", "them", "everything", "everyone"):
        j -= 1
    prev = lows[j] if j >= 0 else ""
    if j >= 0 and words[j].low.endswith(("'s", "\u2019s")) and prev != words[j].low:
        prev = "'s"  # "money's been sent": the clitic is the auxiliary
    elif prev.endswith(("'re", "'m")):
        prev = "'re"  # "after they're issued"
    been = "been" in lows[j + 1 : i]
    if prev == "had" and been:
        return None  # "it had already been picked": a pluperfect passive sets the scene of something after it
    if prev == "had" and j >= 1 and lows[j - 1] not in ("i", "we") and words[j - 1].kind == "word":
        return None  # "it had already shipped", "the parcel had left": someone else's earlier act, a scene
    if prev in _HAVE and been:
        voice = "passive"  # "has been informed": its subject is what was acted on
    elif prev in _HAVE:
        voice = "perfect"
    elif prev in _BE:
        voice = "passive"
    elif prev == "to" or (i and lows[i - 1] == "as") or (i > 1 and lows[i - 2] == "as" and lows[i - 1].endswith("ly")):
        return None  # "to be sent", "marked as paid", "back on EK 31 as originally booked": a comparison, no act
    elif (prev in lx.EN_DETERMINERS or prev in _PREPOSITIONS) and _word(nxt) and nxt not in _AFTER_PREDICATE:
        return None  # "the updated invoice", "refunds for cancelled bookings", "a paid add-on"
    elif prev in _ARTICLES and (i + 1 >= len(words) or words[i + 1].clause != words[i].clause):
        return None  # "signed her out as part of the reset": a noun that ends its clause
    elif j >= 1 and lows[j - 1] in ("a", "an", "the", "one") and prev in _ATTRIBUTES and _content(nxt):
        return None  # "re-issued a single corrected bill", "the final signed contract": an adjective too
    elif j >= 1 and lows[j - 1] in lx.EN_DETERMINERS and prev.isdigit() and _content(nxt) and nxt.endswith("s"):
        return None  # "Restocked the 3 returned candles", "your 2 cancelled orders": a count, then an adjective
    elif _finite_verb(prev, forms) and _plural_noun(nxt):
        return None  # "finance pays approved claims", "we archive cancelled orders": it names the object
    elif j < 0 and _plural_noun(nxt) and lows[i + 2 : i + 3] and lows[i + 2] in _GENERAL_PREDICATES:
        return None  # "Opened electronics have a 15% fee", "Refunded orders take 5 days": things of that kind
    elif (
        participle_only
        and low != "done"
        and prev
        and prev in _PRONOUN_SUBJECTS
        and prev not in ("it", "this", "that", "everything", "all")
    ):
        return None  # "I written"? ungrammatical: not a claim
    elif low == lemma and prev.endswith("'d") and j == i - 1:
        return None  # "the statement I'd run", "I'd put it on hold": "would" before a base form ("I'd already run it")
    elif participle_only and low == lemma and lemma in lx.EN_IRREGULAR and not prev.endswith(("'ve", "'d")):
        return None  # "Dry run only", "a test run": a base form that is only a participle after "have"/"be"
    else:
        voice = "past"
    at_end = i + 1 >= len(lows) or words[i + 1].clause != words[i].clause
    if voice == "past" and lemma in _TELLS_WHOM and prev not in _PRONOUN_SUBJECTS and (at_end or nxt in _NO_WHOM):
        voice = "passive"  # "- Buyer Omar notified that the item is gone": no one told after it, so its subject was
    if low == "complete" and voice == "past" and not at_end:
        return None  # "complete the form" (but "Transfer complete.")
    if voice == "past" and prev not in _PRONOUN_SUBJECTS and _had_done(lows, words, j):
        return None  # "this account has email disabled", "the invoice had the old price applied": a state
    if low in lx.EN_STATIVE and voice == "passive" and low != "done":
        voice = "state"
    if lemma in _RECEIVE:
        return _received(lows, i, lemma, voice)
    if lemma == "confirm" and (voice == "perfect" or prev in _PRONOUN_SUBJECTS or prev.startswith(("i'", "we'"))):
        return None  # "I've confirmed with finance": a check, not an act
    if lemma == "confirm" and nxt == "with" and voice != "passive" and not prev.endswith(("'re", "'s")):
        return None  # "Confirmed with the live-ops team that the job skipped players": a check (not "you're
        # confirmed with Dr. Reyes for Monday": a booking)
    if (
        voice == "past"
        and prev not in _PRONOUN_SUBJECTS
        and not prev.startswith(("i'", "we'"))
        and _finite_after(lows, words, i)
    ):
        return None  # "Emails sent from this address are not monitored": a reduced relative
    return i, i, lemma, kind, voice


#: Verbs whose object is who is told: with none after them, a noun before them is who was told ("Buyer notified").
_TELLS_WHOM = frozenset({"notify", "inform", "remind"})
#: … and what follows one that tells of what, not whom.
_NO_WHOM = frozenset({"that", "about", "of", "re", "by", "via", "on", "through", "regarding"})


def _present_as_past(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether "I"/"we" and a base form tell a done act, as learners write the past: a word of time already
    passed in its clause ("ok i send the invoice to your email just now", "I already cancel it", "we refund you
    yesterday"); "I send invoices every month" and "I cancel it tomorrow" tell no act."""
    if lows[i] not in lx.EN_VERBS or lows[i] in lx.EN_STATIVE or lx.EN_VERBS[lows[i]] == lx.COMPLETE:
        return False
    j = i - 1
    while j >= 0 and lows[j] in _ADVERBS and lows[j] not in _PRONOUN_SUBJECTS:
        j -= 1
    clause = [lows[k] for k in range(len(lows)) if words[k].clause == words[i].clause]
    opens = j < 0 and i > 0 and lows[i - 1] == "already"  # "already update the phone number"; "Just reply …" asks
    if j >= 1 and lows[j] in _SELF and (lows[j - 1] in _WHEN or lows[j - 1] in _CONDITIONAL):
        return False  # "Just to confirm before I charge your card": a time or condition still ahead, its present
    return (
        (opens or (j >= 0 and lows[j] in _SELF))
        and not _DONE_TIMES.isdisjoint(clause)
        and _HABITUAL.isdisjoint(clause)
        and "every" not in clause
    )


#: Words that place an act in the past: with them a learner's present tells a done act ("I send it just now").
_DONE_TIMES = frozenset({"already", "just", "yesterday", "earlier", "ago"})
#: Base forms too common after "be"/"have" in other senses to stand for a participle ("is set to", "have do").
_AMBIGUOUS_BASES = frozenset(
    {"do", "get", "set", "run", "make", "receive", "confirm", "action", "sort", "wrap", "carry", "apply", "place"}
)
#: What may follow a participle that a learner writes as a base form: the clause's end, a time, a place, a means.
_PARTICIPLE_ENDS = frozenset(
    {"", "now", "already", "to", "for", "on", "at", "in", "by", "from", "successfully", "back", "today", "yesterday"}
)
#: What "made" makes so in a causative ("made it easier"), and what it was made.
_MADE_SO = frozenset({"it", "this", "that", "things", "everything", "life", "them"})
_CAUSED = frozenset(
    {"much", "easier", "quicker", "harder", "faster", "simpler", "possible", "clear", "clearer", "difficult", "easy"}
    | {"simple", "worse", "better", "impossible", "a", "so", "far", "more", "less", "smoother", "tricky", "hard"}
)
#: Adjectives that stand between a determiner and a participle used as an adjective ("a single corrected bill").
_ATTRIBUTES = frozenset(
    {"single", "final", "new", "old", "first", "second", "last", "original", "fully", "newly", "previously", "only"}
    | {"separate", "latest", "same", "current", "duly", "freshly", "recently", "properly", "correctly", "full"}
)
#: Base forms that are adjectives after "be": "is back to normal", "was clean", "is correct", "is void".
_ADJECTIVES = frozenset({"back", "clean", "correct", "void", "free", "clear", "secure", "live", "due"})
#: Nouns whose "is" names what to do, not a state reached ("the plan is refund everyone").
_AIMS = frozenset(
    {"goal", "option", "options", "plan", "step", "idea", "solution", "aim", "priority", "alternative", "way"}
    | {"suggestion", "recommendation", "fix", "workaround", "choice", "task", "job", "request", "ask"}
)


def _base_as_participle(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether the base form at ``i`` stands for a participle, as learners and voice transcripts write it: after a
    form of "be" or "have" (adverbs between) and before what ends a participle's phrase — the clause's end, "now",
    a place, a time, an object ("Your order is cancel now", "both appointment are reschedule to monday", "we have
    already send the replacement", "I am already change your address"); not "is set to", "have to send", nor a
    noun after "is" ("the issue is refund policy")."""
    if lows[i] not in lx.EN_VERBS or lows[i] in lx.EN_STATIVE or lows[i] in _ADJECTIVES:
        return False
    if lows[i] in _AMBIGUOUS_BASES:
        return False
    j = i - 1
    while j >= 0 and lows[j] in _ADVERBS and lows[j] not in _PRONOUN_SUBJECTS:
        j -= 1
    if j < 0 or lows[j] not in _BE | _HAVE | {"am", "'m"} or lows[j] in ("being", "be", "get", "gets", "got"):
        return False
    nxt = lows[i + 1] if i + 1 < len(lows) and words[i + 1].clause == words[i].clause else ""
    told = (nxt in lx.EN_DETERMINERS and nxt not in ("no", "any")) or nxt in _OBJECTS or nxt[:1].isdigit()
    if lows[j] in _HAVE:
        return told and lows[j] != "having"  # "we have credit 50 points", "I have send it"
    if j and lows[j - 1] in _AIMS:
        return False  # "the best option is cancel the order": what to do, named
    if lows[i] == "close" and nxt == "to":
        return False  # "is close to the limit"
    if told:
        return lows[j] in ("am", "'m")  # "I am already change your address"; "the rider is reach your location" is his
    return nxt in _PARTICIPLE_ENDS


def _had_done(lows: list[str], words: list[Token], j: int) -> bool:
    """Whether the noun phrase ending at ``j`` is the object of a "have" whose subject is not the agent
    ("your March invoice had the old per-seat price applied"; "I've had the charge reversed" is a claim)."""
    for k in range(j - 1, max(-1, j - 6), -1):
        if words[k].clause != words[j].clause:
            return False
        if lows[k] in _HAVE:
            subject = lows[k - 1] if k else ""
            return subject not in ("i", "we") and not subject.startswith(("i'", "we'"))
        word = lows[k].replace("-", "")
        if not (_content(word) or lows[k] in lx.EN_DETERMINERS or any(c.isdigit() for c in word)):
            return False
    return False


def _finite_verb(word: str, forms: dict) -> bool:
    """Whether ``word`` is a verb of the lexicon, as written (not a noun of it: "refund issued")."""
    if not word.isalpha() or word in lx.EN_NOUNS:
        return False
    return word in forms or word in lx.EN_VERBS or word[:-1] in lx.EN_VERBS or word[:-2] in lx.EN_VERBS


#: Present predicates of a rule about a kind of thing ("Opened electronics have a fee", "Cancelled orders can't
#: be restored"): after a participle and a plural noun that open a sentence, the participle is its adjective.
_GENERAL_PREDICATES = frozenset(
    {"have", "are", "can", "can't", "cannot", "must", "need", "may", "take", "cost", "carry", "require", "get"}
    | {"aren't", "don't", "won't", "will", "should", "count", "stay", "remain", "qualify", "incur", "go"}
)


def _gerund(word: str) -> str | None:
    """The lexicon verb of an "-ing" form ("updating" → update, "shipping" → ship), if it is one."""
    if not word.endswith("ing") or len(word) < 6:
        return None
    stem = word[:-3]
    return next((v for v in (stem, stem + "e", stem[:-1]) if v in lx.EN_VERBS), None)


def _identifier(words: list[Token], k: int) -> bool:
    """Whether the word at ``k`` names a host, service or job: a lowercase word joined by "-" or "_" to
    more or by "." ("shop.acme.io"), or holding digits ("redis-cache-2", "orders-worker", "db2"), or a hash whose digits and letters the
    tokens split ("3e8d1aa", "9f3c2ab")."""
    text = words[k].text
    if words[k].kind == "num" and k + 1 < len(words) and words[k + 1].start == words[k].end:
        return words[k + 1].kind == "word" and words[k + 1].text.islower()
    return (
        words[k].kind == "word"
        and text.islower()
        and ("-" in text or "_" in text or "." in text or any(c.isdigit() for c in text))
    )


def _reported_to(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether "reported" at ``i`` hands a thing on to a team or a body ("I reported the listing to Trust & Safety",
    "the message was reported to our fraud team"): an object or a passive, then "to" and who; not what someone said
    ("reported that …", "reported to us", "the customer reported the charge" has no "to")."""
    if lows[i] != "reported" or "that" in lows[i + 1 : i + 3]:
        return False
    to = next((k for k in range(i + 1, min(len(lows) - 1, i + 6)) if lows[k] == "to"), None)
    if to is None or words[to].clause != words[i].clause or lows[to + 1] in ("us", "me", "you", "him", "her"):
        return False
    return lows[to + 1] in lx.EN_DETERMINERS or words[to + 1].text[:1].isupper()


def _unknown_past(lows: list[str], words: list[Token], i: int) -> tuple[int, int, str, str, str] | None:
    """A verb the lexicon lacks, read from its form: an "-ed" past after "I"/"we" ("I unlocked your
    account", "we've reinstated it"), after "has/have been", opening a clause before its object
    ("Unblocked the card"), or after an act it completes ("the payment cleared"; not "the email bounced"). Its kind comes from the nouns around it (:func:`_refine`); verbs of looking,
    thinking and talking ("I checked", "we analysed") act on nothing and are not claims."""
    low = lows[i]
    short = (
        (lows[i + 1 : i + 2] == ["to"] and i and lows[i - 1] in _PRESENT_BE)
        or (  # "is upped to 8%"
            i
            and (lows[i - 1] in ("i", "we", "and") or lows[i - 1].startswith(("i'", "we'")))
            and lows[i + 1 : i + 2]
            and lows[i + 1] in lx.EN_DETERMINERS
        )
    )  # "I upped the connection pool", "locked the door and armed the alarm"
    if not (low.endswith("ed") and (len(low) >= 6 or short) and (low.isalpha() or _compound(low))):
        return None
    if low == "worked" and (act := _act_subject(lows, words, i)):
        return i, i, low, act, "intransitive"  # "the second attempt worked": not the agent's work
    if low in _WRITTEN_DOWN and _onto_record(lows, i):
        pass  # "I noted your preference on your profile": written down, as "logged" is
    elif low in _NOT_ACTS:
        return None
    stem = low.removeprefix("re-").removeprefix("re")
    if (stem in _NOT_ACTS and stem not in _WRITTEN_DOWN) or low in lx.EN_NEGATION or low in lx.EN_MODAL:
        return None
    if low in lx.EN_REPORTING and not _reported_to(lows, words, i) and low not in _WRITTEN_DOWN:
        return None
    if low.rsplit("-", 1)[-1] in _NOT_ACTS and low not in _WRITTEN_DOWN:
        return None  # "spot-checked", "hand-reviewed": a look, whatever its manner
    if i and (lows[i - 1] in lx.EN_DETERMINERS or lows[i - 1] in _PREPOSITIONS):
        return None  # "for the damaged item": an adjective
    j = i - 1
    while j >= 0 and lows[j] in _ADVERBS and lows[j] not in ("it", "them", "everything", "everyone"):
        j -= 1
    prev = lows[j] if j >= 0 else ""
    nxt = lows[i + 1] if i + 1 < len(lows) else ""
    if prev in ("i", "we") or (prev.startswith(("i'", "we'")) and prev not in _BE_FUSED):
        ends = i + 1 >= len(words) or words[i + 1].clause != words[i].clause or nxt in _TIME_WORDS
        if ends and j and lows[j - 1] in _WHEN:
            return None  # "restarted … before I joined": when it happened, nothing acted on
        voice = "perfect" if prev.endswith(("'ve", "'d")) else "past"
    elif prev == "had" and "been" in lows[j + 1 : i]:
        return None  # "it had already been picked": a pluperfect passive sets the scene
    elif (prev in _HAVE or words[j].low.endswith(("'s", "\u2019s"))) and "been" in lows[j + 1 : i]:
        voice = "passive"  # "has been unsuspended", "money's been reinstated"
    elif prev in _HAVE and j >= 1 and lows[j - 1] in ("i", "we"):
        voice = "perfect"
    elif (
        (j < 0 or words[j].clause != words[i].clause)
        and (
            nxt in lx.EN_DETERMINERS
            or nxt in _OBJECTS
            or nxt in _PARTICLES
            or (
                i + 1 < len(words)
                and words[i + 1].text[:1].isupper()
                and words[i + 1].kind == "word"
                and lows[i + 2 : i + 3] not in _FINITE_AFTER_NAME
            )  # "Chased Globex's AP team" (not "Unlimited Plus is live on your line": a name, the subject of its verb)
            or (i + 1 < len(words) and _identifier(words, i + 1))  # "bounced redis-cache-2"
            or (i + 1 < len(words) and words[i + 1].kind == "num")  # "Shifted $40/day to video", "Topped up 3 cards"
            or (_content(nxt) and lows[i + 2 : i + 3] and lows[i + 2] in _PARTICLES)  # "Rolled prod back to v3.9.1"
        )
    ):
        voice = "past"  # "Unblocked the card", "Rolled back to v2.31"
    elif prev in _PRESENT_BE and j and (lows[0] in ("both", "all") or lows[0][:1].isdigit()) and j < 6:
        voice = "passive"  # "Both chargebacks are disputed with Stripe": counted things, not a class
    elif prev in _PRESENT_BE and nxt in ("until", "till"):
        voice = "state"  # "The alert is silenced until 18:00": set for a while by someone, the agent here
    elif prev in _BE and nxt == "in" and lows[i + 2 : i + 3] in _SLOT_TIMES:
        return i, i + 1, low, lx.BOOK, "passive"  # "the interview is pencilled in for Friday": a slot taken
    elif prev in _PRESENT_BE and _undone(low):
        return None  # "your payment terms are unchanged", "the invoice is unprocessed": not done
    elif prev in _PRESENT_BE and nxt == "to" and low not in _STATIVE_TO and _value_at(words, i + 2):
        voice = "state"  # "your pension contribution is upped to 8%", "the loyalty tier is bumped to Gold"
    elif prev in _BE and _restriction_before(lows, j):
        voice = "state"  # "the lockout is cleared", "the hold on your card was lifted": the agent lifted it
    elif prev in ("was", "were") and (low.startswith("re-") or _prefixed(low)[0] != low):
        voice = "passive"  # "your parcel was re-routed", "the call was rescheduled": a corrective act
    elif prev in _PRESENT_BE and (_prefix_of_act(low) or not _CHANGED.isdisjoint(lows[j + 1 : i])):
        voice = "state"  # "your subscription is now paused", "the card is unfrozen"
    elif prev in _BE and low == "reported":
        voice = "passive"  # "the message was reported to Trust & Safety" (see _reported_to): handed on
    elif prev in _BE and prev != "been" and _determined_subject(lows, words, j) and _acted_on(lows, words, i):
        voice = "passive"  # "Your card ending 4417 is frozen", "the deposit was collected": a thing the act left so
    elif prev == "and" and (lows[j - 1 : j] == ["ahead"] or _own_clause(lows, words, j)):
        voice = "past"  # "I looked into it and unlocked your account", "Went ahead and comped it"
    elif low not in _MISHAPS and (act := _act_subject(lows, words, i)):
        return i, i, low, act, "intransitive"  # "the payment (to Acme) cleared"
    elif _telegraphic(lows, words, i):
        voice = "passive"  # "Slack alert routed to #ops-billing": a note of what was done, its auxiliary dropped
    else:
        return None
    if nxt in _OBJECTS | {"in"} and "in" in lows[i + 1 : i + 3] and lows[i + 3 : i + 4] in _SLOT_TIMES:
        return i, i, low, lx.BOOK, voice  # "I've squeezed you in at 3pm", "slotted in for Friday"
    noun = lx.EN_NOUNS.get(low[:-1]) or lx.EN_NOUNS.get(low[:-2])
    if noun is not None and noun not in (lx.CREATE, lx.EXPORT):
        return i, i, low, lx.SEND if low[:-1] in _BILLS or low[:-2] in _BILLS else noun, voice  # "invoiced Globex"
    return i, i, *_prefixed(low), voice


#: Verbs of noticing that, with a record they go on, write something down ("noted your preference on your profile").
_WRITTEN_DOWN = frozenset({"noted", "jotted"})
#: Records something is written on.
_RECORDS = frozenset({"profile", "file", "account", "record", "folio", "chart", "reservation", "booking", "ticket"})
_RECORDS |= frozenset({"case", "claim", "notes", "history", "log", "crm", "system", "order"})


def _onto_record(lows: list[str], i: int) -> bool:
    """Whether an object after ``i`` is put on a record: "on"/"to" + a determiner + a record within a few words
    ("I noted your preference for a feather-free pillow on your profile"; not "I noted that it was late", nor "I noted
    the dates in the reservation": what a record holds, read)."""
    after = lows[i + 1 : i + 12]
    if not after or after[0] not in lx.EN_DETERMINERS:
        return False
    return any(
        w in ("on", "to", "onto")
        and after[n + 1 : n + 2]
        and after[n + 1] in lx.EN_DETERMINERS
        and _RECORDS & {*after[n + 2 : n + 4]}
        for n, w in enumerate(after)
    )


#: "I" or "we" fused to "be": an "-ed" after it is a participle of what the agent is ("I'm relieved to hear", "we're
#: thrilled"), not its own past act ("I've unlocked", "we'd reinstated" are).
_BE_FUSED = frozenset({"i'm", "we're", "i’m", "we’re"})


def _prefix_of_act(past: str) -> bool:
    """Whether "re-"/"re"/"un" opens ``past`` as a prefix of an act ("reinstated", "unfrozen", "re-routed", "unpaused"),
    not as the first letters of a word that has none ("required", "relieved", "unique"): what follows it is a verb's
    form (of the lexicon, an irregular participle, or an act "un-" reverses)."""
    if past.startswith("re-"):
        return True
    if not past.startswith(("re", "un")):
        return False
    rest = past[2:]
    bases = (rest[:-2], rest[:-1], rest[:-3], rest[:-3] + "y", rest[:-1] if rest[-2:-1] == rest[-3:-2] else "")
    return any(b in lx.EN_VERBS or b in _REVERSIBLE for b in bases if b) or rest in _PAST_PARTICIPLES


_PAST_PARTICIPLES = frozenset(p for forms in lx.EN_IRREGULAR.values() for p in forms)


def _determined_subject(lows: list[str], words: list[Token], be: int) -> bool:
    """Whether a noun phrase with a determiner or a count ends right before ``be`` in its clause ("your card
    ending 4417", "the deposit top-up", "both keys"): a specific thing, not a class or a pronoun."""
    for k in range(be - 1, max(-1, be - 7), -1):
        if words[k].clause != words[be].clause:
            return False
        low = lows[k]
        if low in _SUBJECT_DETERMINERS or (low in _COUNTS and k < be - 1):
            return k == be - 1 or _content(lows[be - 1]) or lows[be - 1][:1].isdigit()
        if (
            low in _BE
            or low in _HAVE
            or low in _PRONOUN_SUBJECTS
            or low in lx.EN_MODAL
            or not (low.isalnum() or "-" in low)
        ):
            return False
    return False


_SUBJECT_DETERMINERS = frozenset({"the", "your", "our", "my", "their", "his", "her", "its", "this", "these", "those"})


def _acted_on(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether the participle at ``i`` after "is"/"was" tells an act done to its subject, not a quality or a feeling
    ("is based in", "was surprised", "is supposed to"), a mishap ("was damaged in transit"), nor someone else's act
    ("was rolled back by the on-call engineer", "was packed this morning by the warehouse")."""
    past = lows[i]
    if past in _QUALITIES or past in _MISHAPS or _news(past):
        return False
    k = i + 1
    while k < len(lows) and lows[k] in _PARTICLES:
        k += 1
    if k < len(lows) and lows[k] in ("to", "with", "in") and k == i + 1:
        return False  # "is married to", "is bundled with", "is interested in": a relation
    for b in range(k, min(len(lows), k + 6)):
        if words[b].clause != words[i].clause:
            break
        if lows[b] == "by" and b + 1 < len(lows):
            means = lows[b + 2] if lows[b + 1] == "the" and b + 2 < len(lows) else lows[b + 1]
            return means in _BY_MEANS or means in ("me", "us", "myself", "ourselves")  # not "by the warehouse"
    return True


#: Participles that describe a thing or a feeling, not an act done to it.
_QUALITIES = frozenset(
    {"based", "located", "related", "concerned", "interested", "involved", "affected", "impacted", "damaged"}
    | {"compromised", "surprised", "disappointed", "pleased", "delighted", "worried", "confused", "frustrated"}
    | {"satisfied", "required", "expected", "supposed", "used", "designed", "intended", "allowed", "permitted"}
    | {"entitled", "qualified", "connected", "linked", "attached", "included", "excluded", "known", "called"}
    | {"named", "titled", "priced", "valued", "rated", "sized", "dated", "owned", "operated", "hosted", "powered"}
    | {"crowded", "overbooked", "oversold", "overdrawn", "overdue", "outdated", "expired", "misspelled"}
    | {"misspelt", "mislabelled", "mislabeled", "misrouted", "mismatched", "duplicated", "corrupted", "stuck"}
    | {"sealed", "aged", "detailed", "advanced", "limited", "unrelated", "undelivered", "unpaid", "unused"}
    | {"unverified", "unsigned", "unassigned", "unresolved", "unanswered", "unavailable", "unchanged", "noted"}
    | {"listed", "shown", "displayed", "reflected", "recorded", "logged", "tracked", "monitored", "covered"}
    | {"insured", "guaranteed", "backed", "secured", "estimated", "forecast", "projected", "budgeted", "needed"}
    | {"tied", "pegged", "capped", "restricted", "exposed", "subscribed", "committed", "dedicated", "planned"}
    | {"scheduled", "queued", "pending", "delayed", "declined", "rejected", "refused", "denied", "flagged"}
    | {"pleased", "married", "retired", "employed", "tired", "bored", "scared", "annoyed", "embarrassed"}
    | {"closed", "opened", "locked", "blocked", "disabled", "enabled", "paused", "suspended", "deactivated"}
    | {"discontinued", "retired", "deprecated", "sunset", "superseded", "obsolete", "unsupported", "licensed"}
)


#: What follows a slot taken in a schedule: "pencilled in for Friday", "squeezed you in at 3pm".
_SLOT_TIMES = (["for"], ["at"], ["on"])


#: Participles that with "to" describe a standing state, not a value just set ("is limited to 5 users").
_STATIVE_TO = frozenset(
    {"limited", "capped", "restricted", "connected", "linked", "related", "entitled", "subscribed", "exposed"}
    | {"attached", "tied", "pegged", "fixed", "scheduled", "planned", "expected", "used", "committed", "dedicated"}
)


def _value_at(words: list[Token], k: int) -> bool:
    """Whether a value opens at ``k``: a number ("8%", "$450") or a capitalised name of a tier ("Gold")."""
    if k >= len(words):
        return False
    text = words[k].text
    level = words[k - 2].low in _LEVEL_MOVES  # "the loyalty tier is bumped to Gold"; not "is married to Sam"
    return text[:1].isdigit() or text[:1] in "$€£¥" or (level and text[:1].isupper() and words[k].kind == "word")


#: Moves of a level: with "to" and a name, a new level was set.
_LEVEL_MOVES = frozenset({"bumped", "upped", "promoted", "demoted", "moved", "switched", "raised", "lowered"})


def _restriction_before(lows: list[str], be: int) -> bool:
    """Whether the subject before ``be`` is a restriction ("the lockout", "the hold on your card")."""
    for k in range(be - 1, max(-1, be - 6), -1):
        if lows[k] in _RESTRICTIONS and k and lows[k - 1] in lx.EN_DETERMINERS:
            return True
        if lows[k] in _BE or lows[k] in _PRONOUN_SUBJECTS:
            return False
    return False


def _undone(past: str) -> bool:
    """Whether "un-" + a participle negates an act ("unchanged", "unprocessed", "unsent": not done) rather
    than reverses one ("unblocked", "unpaused", "unsuspended", "unlocked"): a verb that puts a thing in a
    state (the lexicon's ``change`` and ``delete`` verbs, or one it lacks that is reversed: "unbanned",
    "unmuted") is undone, any other act is only negated — and so is a verb the lexicon lacks that nobody
    reverses ("unaffected", "untouched", "unharmed": adjectives of what was left alone)."""
    if not past.startswith("un"):
        return False
    rest = past[2:]
    bases = (rest[:-2], rest[:-1], rest[:-3], rest[:-3] + "y")
    base = next((b for b in bases if b in lx.EN_VERBS), None)
    if base is None:
        return _REVERSIBLE.isdisjoint(bases)
    return lx.EN_VERBS[base] not in (lx.CHANGE, lx.DELETE)


#: Acts that "un-" reverses when the lexicon lacks them ("unbanned", "unmuted", "unhidden" is no "-ed").
_REVERSIBLE = frozenset({"ban", "mute", "hide", "pin", "link", "suspend", "freeze", "block", "lock", "pause"})
_REVERSIBLE |= frozenset({"archive", "publish", "flag", "subscribe", "enrol", "enroll", "register", "list", "share"})
_REVERSIBLE |= frozenset({"assign", "install", "delete", "merge", "snooze", "quarantine", "blacklist", "verify"})


def _telegraphic(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether the "-ed" word at ``i`` follows a bare noun phrase that opens its unit (one to three nouns, no
    determiner: "Slack alert routed to #ops", "Staging rolled forward to build 8812") and a place or nothing
    follows, or how long it holds ("Monitor silenced until Monday"): a telegraphic passive. What arrives, befalls or
    moves by itself is news, not a note of an act."""
    s = i
    while s and words[s - 1].clause == words[i].clause:
        s -= 1  # the note may open a clause after a label ("Quick update: text with your new gate sent")
    n = next((k for k in range(s, i) if not _content(lows[k])), i)  # the head: its nouns
    if not 1 <= n - s <= 3 or _news(lows[i]) or _undone(lows[i]) or (s and n < i) or not _noted_phrase(lows, n, i):
        return False
    if any(w in lx.EN_OTHERS or w in _PRONOUN_SUBJECTS for w in lows[s:n]):
        return False
    for k in range(s, n):
        if words[k + 1].start > words[k].end + 1 and (k + 1 < n or not _thing_label(lows, words, s, n)):
            return False  # "Status: ✅ Mitigated": a label and its value, not a note
    nxt = lows[i + 1] if i + 1 < len(lows) and words[i + 1].clause == words[i].clause else ""
    return nxt in (
        "",
        "to",
        "into",
        "from",
        "onto",
        "forward",
        "back",
        "over",
        "across",
        "via",
        "until",
        "till",
        "with",
    )


def _thing_label(lows: list[str], words: list[Token], s: int, n: int) -> bool:
    """Whether the noun from ``s`` to ``n`` is a label of the thing the note after its colon tells an act on ("-
    **BOL:** regenerated with the corrected pallet count"): one word, a colon and markup at most between; not a field
    whose value follows ("Status: ✅ Mitigated", "Result: passed")."""
    return lows[n - 1] not in _FIELD_LABELS and words[n].start - words[n - 1].end <= 5 and n - s == 1


#: Labels whose value is a state read out, not a thing acted on.
_FIELD_LABELS = frozenset({"status", "state", "stage", "result", "results", "outcome", "verdict", "eta"})


def _noted_phrase(lows: list[str], n: int, i: int) -> bool:
    """Whether the words from ``n`` to the participle at ``i`` are none, or a short phrase of what the noted thing
    held or was for ("Text with your new gate sent", "Email about the outage sent to all customers")."""
    rest = lows[n:i]
    return not rest or (
        rest[0] in _NOTED_WITH and 2 <= len(rest) <= 5 and all(_content(w) or w in lx.EN_DETERMINERS for w in rest[1:])
    )


#: Prepositions of what a noted thing holds or is about.
_NOTED_WITH = frozenset({"with", "about", "for", "on", "of"})


def _news(past: str) -> bool:
    """Verbs of what happens to a thing by itself: it arrived, bounced, spiked, passed (a test), ended."""
    return past in _ARRIVALS or past in _MISHAPS or past in _MEASURE_MOVES or past in _OUTCOMES


#: What a thing does by itself: "Smoke tests passed", "Job finished", "Sync resumed".
_OUTCOMES = frozenset({"passed", "succeeded", "worked", "failed", "finished", "ended", "started", "stopped"})
_OUTCOMES |= frozenset({"resumed", "recovered", "happened", "occurred", "changed", "moved", "seemed"})


def _act_subject(lows: list[str], words: list[Token], i: int) -> str | None:
    """The kind of the act that is the subject of the verb at ``i`` ("the payment to Acme cleared"): a
    determiner and an act noun, then at most a short phrase, right before the verb in its clause; in a
    telegraphic note the act noun opens the unit ("Wire to Hollis & Co cleared at 11:05")."""
    for k in range(i - 1, max(-1, i - 5), -1):
        if words[k].clause != words[i].clause or lows[k] in _BE or lows[k] in _HAVE or lows[k] in _PRONOUN_SUBJECTS:
            return None
        kind = _act_noun(lows, k)
        det = next((d for d in range(k - 1, max(-1, k - 4), -1) if not _content(lows[d]) or lows[d] in _COUNTS), -1)
        if det >= 0 and lows[det] in ("their", "his", "her"):
            return None  # "their transfer landed on the 3rd": someone else's payment came in
        opener = k == 0 and words[k].text[:1].isupper()
        if kind is not None and (opener or (det >= 0 and (lows[det] in lx.EN_DETERMINERS or lows[det] in _COUNTS))):
            return kind if kind in (lx.PAY, lx.REFUND) else None  # money clears; a parcel arriving is news
        if lows[k] in _ATTEMPTS and lows[i] in ("worked", "succeeded") and det >= 0 and lows[det] in lx.EN_DETERMINERS:
            return lx.COMPLETE  # "the second attempt worked", "the retry succeeded": what was tried is done
    return None


#: Nouns of trying an act again: one that "worked" did the act.
_ATTEMPTS = frozenset({"attempt", "retry", "try", "rerun", "re-run", "resubmission", "resend"})


#: What befalls an act that did not go through ("the email bounced", "the transfer stalled").
_MISHAPS = frozenset(
    {
        "bounced",
        "stalled",
        "errored",
        "expired",
        "lapsed",
        "timed",
        "delayed",
        "paused",
        "queued",
        "disputed",
        "crashed",
    }
)


def _compound(low: str) -> bool:
    """ "cherry-picked", "force-pushed", "back-ported", "re-routed": a past made of words joined by hyphens, read by
    its last word's form (its kind is its own: a compound names a specific act, not its last word's kind); not an
    adjective made of a noun and a participle that only describes ("weather-related", "card-based", "two-sided")."""
    last = low.rsplit("-", 1)[-1]
    return low.startswith("re-") or (
        "-" in low and all(part.isalpha() for part in low.split("-")) and len(last) >= 4 and last not in _DESCRIBING
    )


#: Last words of adjectives made of a noun and a participle: they tell what a thing is like, never an act on it.
_DESCRIBING = frozenset({"related", "based", "sided", "shaped", "sized", "oriented", "focused", "minded", "themed"})
_DESCRIBING |= frozenset({"powered", "headed", "coloured", "colored", "centred", "centered", "faced", "aged"})
#: Finite verbs right after a capitalised word: "Unlimited Plus is live", a name that is the subject.
_FINITE_AFTER_NAME = (["is"], ["are"], ["was"], ["were"], ["has"], ["have"])


def _prefixed(past: str) -> tuple[str, str]:
    """Lemma and kind of a verb the lexicon lacks. Under a prefix a known verb keeps or changes its kind:
    "reissued" is an issue, "regenerated" / "reopened" change what exists (an update), "unblocked" an
    update (undoing a change is a change). Otherwise the verb names a specific act: kept as written, of
    kind ``change`` (not a send, payment or refund), backed by the agent's tool that holds the verb if it
    has one (``kinds.specific``) — never by any tool at all."""
    for prefix in ("re-", "re", "un"):
        if not past.startswith(prefix):
            continue
        rest = past[len(prefix) :]
        for base in (rest[:-2], rest[:-1], rest[:-3], rest[:-3] + "y"):
            if base in lx.EN_VERBS:
                if prefix == "un" or (lx.EN_VERBS[base] == lx.CREATE and base not in lx.EN_GENERIC_VERBS):
                    return past, lx.UPDATE
                if lx.EN_VERBS[base] == lx.CREATE:
                    return past, lx.CHANGE  # "reissued the certificate": made again, or replaced
                return base, lx.EN_VERBS[base]
    return past, lx.CHANGE


#: Verbs of looking, thinking, feeling and talking: what they did changed nothing outside.
_NOT_ACTS = frozenset(
    {
        *("checked", "double-checked", "rechecked", "cross-checked", "reviewed", "looked", "noticed", "verified"),
        *("investigated", "researched", "tested", "retested", "talked", "asked", "waited", "tried", "wanted"),
        *("needed", "hoped", "wondered", "realized", "realised", "apologized", "apologised", "attempted"),
        *("considered", "explored", "examined", "inspected", "searched", "traced", "analysed", "analyzed"),
        *("compared", "counted", "calculated", "estimated", "monitored", "watched", "followed", "listened"),
        *("learned", "discussed", "mentioned", "noted", "explained", "suggested", "recommended", "assumed"),
        *("decided", "agreed", "managed", "helped", "worked", "stayed", "remained", "happened", "seemed"),
        *("appeared", "occurred", "used", "relied", "figured", "guessed", "pulled", "fetched", "retrieved"),
        *("queried", "scanned", "browsed", "skimmed", "spotted", "validated", "audited", "identified"),
        *("determined", "diagnosed", "reproduced", "tracked", "located", "liked", "loved", "preferred"),
        *("enjoyed", "thanked", "worried", "feared", "expected", "planned", "intended", "offered", "promised"),
        *("started", "continued", "attached", "included", "enclosed", "based", "located", "interested"),
        *("pleased", "delighted", "concerned", "surprised", "disappointed", "frustrated", "confused"),
        *("walked", "talked", "chatted", "spoke", "phoned", "emailed", "called", "replied", "answered"),
        *("summarized", "summarised", "outlined", "described", "listed", "highlighted", "clarified"),
        *("drafted", "prepared", "redrafted", "sketched"),  # "I've drafted the reply below": written, not sent
        *("cross-referenced", "benchmarked", "profiled", "sampled"),  # looks: "benchmarked v2 against v1"
        *("gathered", "compiled", "collated"),  # "I've gathered the data sources list": material for a reply
        *("prioritised", "prioritized", "focused"),  # "I prioritised the third-trimester patients": an order of work
        *("greyed", "grayed", "shaded", "bolded"),  # "the cancelled ones are greyed out": how a page shows them
    }
)


def _finite_after(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether a finite verb follows within a few words: then a bare participle right after a noun is a
    reduced relative ("invoices paid late incur a fee"), not a report of an act."""
    if lows[i + 1 : i + 2] not in _RELATIVE_PREPOSITIONS:
        return False
    for k in range(i + 2, min(len(lows), i + 9)):
        if words[k].clause != words[i].clause or lows[k] in ("and", "who", "which", "that", "so", "but"):
            return False
        if lows[k] in _FINITE or lows[k] in _HABITUAL or lows[k].endswith("n't"):
            return True  # "Emails sent before 9am usually arrive …"
    return False


_HABITUAL = frozenset({"usually", "often", "always", "never", "typically", "normally", "generally", "sometimes"})


_RELATIVE_PREPOSITIONS = tuple(
    [w]
    for w in (
        "from",
        "after",
        "before",
        "by",
        "in",
        "on",
        "at",
        "with",
        "within",
        "under",
        "over",
        "during",
        "via",
        "to",
    )
)


def _received(lows: list[str], i: int, lemma: str, voice: str) -> tuple[int, int, str, str, str] | None:
    """ "The driver got a push notification", "you've received a refund": a claim of what the noun names,
    unless the agent is the one receiving ("I got your email")."""
    k = i - 1
    while k >= 0 and (lows[k] in _ADVERBS or lows[k] in _HAVE) and lows[k] not in _PRONOUN_SUBJECTS:
        k -= 1
    if k >= 0 and (lows[k] in ("i", "we") or lows[k].startswith(("i'", "we'"))):
        return None  # "we've received your payment"
    after = lows[i + 1 : i + 8]
    by = next((n for n, w in enumerate(after[:-1]) if w in ("by", "via")), None)
    if by is not None and lx.EN_NOUNS.get(after[by + 1]) == lx.MESSAGE:
        return i, i, lemma, lx.MESSAGE, "intransitive"  # "both got the schedule change by text": a text to each
        # (not "All 40 staff got the new rota by email": one e-mail reaches them all, as the corpus reads it unread)
    for noun in lows[i + 1 : i + 5]:
        kind = lx.EN_NOUNS.get(noun)
        if kind in _ACT_KINDS:
            return i, i, lemma, kind, "intransitive"
    return None


#: Words before a noun that never stand before a verb.
_ARTICLES = frozenset({"the", "a", "an", "your", "my", "our", "their", "its"})


def _word(low: str) -> bool:
    """Whether ``low`` is a word, a hyphened compound too ("add-on", "follow-up", "e-mail")."""
    return low.replace("-", "").isalpha() and not low.startswith("-")


def _achieved(lows: list[str], i: int) -> bool:
    """Whether the verb at ``i`` is an infinitive its success was told of: "was/were/have been able to", "managed
    to" (past; "I'll be able to", "if I'm able to" are no acts)."""
    if i < 3 or lows[i - 1] != "to" or lows[i] in ("get", "have", "make", "let", "help"):
        return False  # "was able to get the late fee waived": the participle after it is the act
    return lows[i - 2] == "managed" or (lows[i - 2] == "able" and lows[i - 3] in ("was", "were", "been"))
