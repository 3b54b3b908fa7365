"""English: assertions of completed action, read from tense, aspect and voice.

A claim is an action verb (``lexicon.EN_VERBS``, plus the agent's own tool verbs) in

* the perfect ("I've resent it", "has been placed"), the past ("We refunded $20", "Sent you the link"),
  the passive or a result state ("was issued", "is paid", "got sent", "Email sent", "Done."), or
* an idiom of arrival or completion ("is on its way", "went out", "went through", "taken care of",
  "all set", "is live").

It is *not* a claim when, in its clause and before it, a negation ("Nothing was sent", "couldn't
confirm whether …"), a modal, hedge, plan or condition ("should have been", "I think", "once", "if",
"to be"), a question or a reporting verb with someone else as subject ("the customer says …") governs
it; when its agent is someone else ("the customer paid", "paid by the finance team"); when it is an
adjective ("the updated invoice"); or when it is quoted, in code, or in a "Next steps:" list.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from agentops.claims import lexicon as lx
from agentops.claims.segment import Token

if TYPE_CHECKING:
    from collections.abc import Collection

_BE = frozenset({"is", "are", "was", "were", "been", "be", "am", "'s", "'re", "being", "got", "gotten", "get", "gets"})
_HAVE = frozenset({"have", "has", "had", "'ve", "'d", "having"})
_PRESENT_BE = frozenset({"is", "are", "am", "'s", "'re", "get", "gets", "be"})
_ADVERBS = frozenset(
    {
        "already",
        "just",
        "now",
        "successfully",
        "all",
        "both",
        "also",
        "finally",
        "been",
        "fully",
        "each",
        "correctly",
        "properly",
        "manually",
        "automatically",
        "immediately",
        "today",
        "yesterday",
        "again",
        "then",
        "officially",
        "indeed",
        "actually",
        "really",
        "safely",
        "securely",
        "promptly",
        "completely",
        "partially",
        "entirely",
        "everything",
        "it",
        "them",
        "everyone",
        "too",
        "as",
        "well",
        "recently",
        "earlier",
        "quickly",
        "personally",
        "directly",
        "once",
        "twice",
        "in",
        "full",
        "back",
        "out",
        "up",
        "over",
        "off",
        "through",
        "down",
        "since",
        "still",
        "certainly",
        "definitely",
        "currently",
    }
)
_PRONOUN_SUBJECTS = frozenset({"i", "we", "you", "he", "she", "they", "it", "this", "that", "everything", "all"})
_SELF = frozenset({"i", "we"})
_PERSONAL = frozenset({"i", "we", "you", "he", "she", "they", "it"})
_OBJECT_PRONOUNS = frozenset({"you", "it", "them", "him", "her", "us", "me"})
_SPLIT_ALWAYS = frozenset(
    {"but", "however", "although", "though", "whereas", "because", "meanwhile", "otherwise", "plus", "also"}
)
_SPLIT_BEFORE_SUBJECT = frozenset(
    {
        "and",
        "or",
        "so",
        "then",
        "while",
        "since",
        "yet",
        "as",
        "after",
        "before",
        "when",
        "once",
        "until",
        "if",
        "unless",
    }
)
_SUBJECT_START = frozenset(
    {
        "i",
        "we",
        "you",
        "he",
        "she",
        "they",
        "it",
        "the",
        "your",
        "my",
        "our",
        "their",
        "a",
        "an",
        "all",
        "both",
        "this",
        "that",
        "these",
        "those",
        "everything",
        "nothing",
        "no",
        "none",
        "each",
        "his",
        "her",
        "its",
    }
)
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
_BY_MEANS = frozenset(
    {
        "email",
        "mail",
        "e-mail",
        "post",
        "phone",
        "sms",
        "text",
        "card",
        "transfer",
        "wire",
        "courier",
        "hand",
        "check",
        "cheque",
        "end",
        "eod",
        "friday",
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "saturday",
        "sunday",
        "tomorrow",
        "noon",
        "then",
        "now",
        "default",
        "mistake",
        "accident",
        "design",
        "bank",
        "paypal",
        "stripe",
        "slack",
        "push",
        "ach",
        "sepa",
        "swift",
        "api",
        "webhook",
        "dhl",
        "fedex",
        "ups",
        "the",
        "tonight",
        "today",
        "midnight",
        "close",
        "cob",
        "cop",
    }
)
#: Who came before the agent: "by the previous agent" is someone else.
_EARLIER = frozenset({"previous", "former", "prior"})  # not "by another 14 days"


def _another_one(after_by: list[str]) -> bool:
    """ "by another moderator", "by another admin": someone other than the agent (not "by another 14 days", "by
    another week")."""
    return (
        after_by[:1] in (["another"], ["other"])
        and after_by[1:2] != []
        and after_by[1].isalpha()
        and after_by[1] not in _TIME_UNITS
        and after_by[1] not in lx.EN_NUMBERS
    )


#: "by" that says how it happened, not who did it.
_BY_CHANCE = (["mistake"], ["accident"], ["error"], ["chance"])
#: Units of time: "by another week", "every month", "held for 2 hours".
_TIME_UNITS = frozenset(
    {
        "day",
        "days",
        "hour",
        "hours",
        "minute",
        "minutes",
        "min",
        "mins",
        "week",
        "weeks",
        "month",
        "months",
        "year",
        "years",
        "second",
        "seconds",
        "times",
        "time",
        "am",
        "pm",
        "business",
        "working",
    }
)
#: What a number measures when it counts no things acted on one by one: time, money, shares, and the parts or tries
#: of one job ("refunded 40 dollars", "fixed it in 3 steps", "after 2 attempts", "a return for all 4 items").
_UNITS = _TIME_UNITS | {
    "percent",
    "usd",
    "eur",
    "gbp",
    "cny",
    "rmb",
    "dollars",
    "euros",
    "pounds",
    "yuan",
    "items",
    "pages",
    "steps",
    "attempts",
}
NEG_MARKS = frozenset({"❌", "✗", "✘", "⛔", "🚫", "⚠"})
_IDIOM_PARTICLES = {
    "went": ("out", "through", "live"),
    "gone": ("out", "through", "live"),
    "got": ("through",),
    "came": ("through",),
}


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


@cache
def _forms(extra: tuple[tuple[str, str], ...]) -> dict[str, tuple[str, str, bool]]:
    """Inflected form → (lemma, kind, is_participle_only)."""
    out: dict[str, tuple[str, str, bool]] = {}
    for lemma, kind in (*lx.EN_VERBS.items(), *extra):
        irregular = lx.EN_IRREGULAR.get(lemma)
        if irregular:
            past, part = irregular
            out.setdefault(past, (lemma, kind, False))
            out.setdefault(part, (lemma, kind, part != past))
            continue
        for form in _regular_pasts(lemma):
            out.setdefault(form, (lemma, kind, False))
    return out


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


def _split(words: list[Token]) -> list[int]:
    """Sub-clause number of each word: clause breaks, then conjunctions that open a new clause."""
    out: list[int] = []
    n = 0
    prev_clause = words[0].clause if words else 0
    for i, w in enumerate(words):
        if w.clause != prev_clause:
            n += 1
            prev_clause = w.clause
        low = w.low
        nxt = words[i + 1].low if i + 1 < len(words) else ""
        role = low == "as" and nxt in ("a", "an") and i and words[i - 1].clause == w.clause  # "as a credit": a role
        prev = words[i - 1].low if i else ""
        kept = low == "also" and (prev in lx.EN_MODAL or prev.endswith(("'d", "'ll")) or prev in _PERSONAL)
        # "if you'd also like it …"; "I also changed your seat, by the window": an adverb after its subject
        if (low in _SPLIT_ALWAYS and not kept) or (
            low in _SPLIT_BEFORE_SUBJECT and nxt.split("'")[0] in _SUBJECT_START and not role
        ):
            n += 1
        elif i and low.split("'")[0] in _SELF and words[i - 1].low in _OBJECT_PRONOUNS:
            n += 1  # "since it never reached you I've opened a trace": two pronouns meet where a clause begins
        out.append(n)
    return out


def find(
    words: list[Token],
    extra_verbs: tuple[tuple[str, str], ...] = (),
    *,
    question: bool = False,
    breaks: frozenset[int] = frozenset(),
    money: frozenset[int] = frozenset(),
    ids: frozenset[int] = frozenset(),
    mail: frozenset[int] = frozenset(),
    percents: frozenset[int] = frozenset(),
    limit: int = 1_000,
    item: bool = False,
) -> list[Hit]:
    """Claims among ``words`` (one unit's word tokens, with their clause numbers; ``breaks``: indices of
    words that follow a colon, where a capital letter is no name: "Quick update: Refund processed";
    ``money``: indices of amounts of money, "€500"; ``ids``: of the numbers of ids, "#4410"; ``mail``: of words right before an email address; ``percents``: of numbers before "%", no counts; ``item``: the unit is a list item or table row). Reading stops once more than ``limit`` claims are
    certain (a result a later claim restates may still drop out, so only the others count)."""
    if not words or _inverted_question(words):
        return []
    forms = _forms(extra_verbs)
    sub = _split(words)
    lows = [_base(w.low.replace("\u2019", "'")) for w in words]
    raw: list[tuple[int, int, str, str, int]] = []
    reported_from = min(_reported_from(lows, sub), _evidential_from(lows))
    resumes = _own_clause_after(lows, sub, reported_from)
    if reported_from < len(lows) and lows[0] in _REASONS and sub[reported_from] == sub[0]:
        resumes = min(resumes, next((n for n in range(reported_from, len(lows)) if sub[n] != sub[0]), resumes))
        # "Because you said you need a car on Monday, a courtesy car is reserved …": the report is the reason's
    inferred = resumes + _evidential_from(lows[resumes:])  # "— I can see both on the account, so …"
    again = resumes + _reported_from(lows[resumes:], sub[resumes:]) if resumes < len(lows) else len(lows)
    if again < len(lows) and lows[again] in ("confirmed", "confirms"):
        inferred = min(inferred, again)  # "You said it was refunded — I confirmed that the dispute was resolved"
    asks_from = _question_start(words, sub) if question else len(words)
    covered = blocked_in = -1
    certain = 0
    account = _account_from(lows, breaks)
    found = _found_from(lows, breaks)
    confirms = (
        3 + (lows[3:4] == ["that"]) if lows[:3] in (["i", "can", "confirm"], ["we", "can", "confirm"]) else len(lows)
    )
    steps = _steps_from(lows, breaks)
    for i, _low in enumerate(lows):
        if words[i].quoted or reported_from <= i < resumes or i >= inferred or i <= covered:
            continue
        hit = _idiom(lows, words, i) or _verb(lows, words, i, forms)
        if hit is None or _object_relative(lows, words, hit[0]):
            continue
        if hit[1] + 1 < len(lows) and (hit[2], lows[hit[1] + 1]) in _WRITTEN_FOR_READER:
            continue  # "I've written up the request so you can forward it": a text for the reader, not an act
        if hit[2] in _SAYS and hit[1] + 1 < len(words) and words[hit[1] + 1].quoted:
            continue  # 'Earlier I wrote "I have placed the order"': words said, no text made
        if hit[2] == "close" and lows[hit[1] + 1 : hit[1] + 3] == ["the", "loop"]:
            continue  # "I've closed the loop with you here": told, not an act on anything
        if hit[2] in _COMPARES and "against" in lows[hit[1] + 1 : hit[1] + 6]:
            continue  # "I reconciled March against the bank feed: 212 lines match": a comparison, a look
        if _label_noun(lows, breaks, hit[0], hit[2]):
            continue  # "MFA reset: I can't do that over chat", "Shared mailbox access: …": a label's noun
        if hit[3] in _SENDS and lows[hit[1] + 1 : hit[1] + 2] in (["me"], ["us"]):
            continue  # "pagerduty paged me", "the customer emailed us": the agent received it
        if hit[3] in _SENDS and lows[hit[1] + 1 : hit[1] + 2] in (["below"], ["above"]):
            continue  # "their AR team acknowledged it by email (forwarded below)": in this reply, nothing sent
        if hit[0] >= 2 and _marked_as(lows, hit[0]):
            continue  # "marked it paid", "flagged the order as shipped": the value set, not a payment
        if lows[hit[0]] in ("picked", "taken", "took") and _takes_on_work(lows, hit[0]):
            continue  # "I've picked up the address change from here", "took over the case": work taken on, not done
        if _goes_on_for_another(lows, words, sub, hit[0], forms, raw, breaks):
            continue  # "it refunded the fee and closed its task": the subject of the verb it is coordinated with
        if _free_relative(lows, hit[0]) or _outcomes_named(lows, hit[0]):
            continue  # "## What I did", "Here's what we changed:": names the acts told after it
        if _alternative(lows, hit[0]):
            continue  # "I can prepare a quote, or set up a call": the modal's alternative, not an act
        if hit[2] == "go through" and _looked_through(lows, hit[0], hit[1]):
            continue  # "I went through all four items one by one": a look, not a payment that went through
        if _with_absolute(lows, words, hit[0]):
            continue  # "The corrected invoice (with the duplicate line removed) is linked": how the thing is, no act
        if _habitual(lows, words, hit[0], hit[4]):
            continue  # "The team normally inspects within 48 hours, and the refund is released after that"
        if _purpose(lows, words, hit[0]) or _reduced_relative(lows, words, hit[0], hit[1], hit[4]):
            continue  # "To get the payout released, please …", "the change requested on 12 April has been made"
        if hit[0] not in breaks and _modifies_prepositions_object(lows, words, hit[0], hit[4]):
            continue  # "Our refund policy for hotels booked through us": which hotels, no booking told
        if _condition_now(lows, words, hit[0]) or _attribute_participle(lows, words, hit[0], hit[4]):
            continue  # "… starts only after organic posts are up", "last synced 09:02", "There are 6 posts scheduled"
        if _had_done_for(lows, hit[0]):
            continue  # "Finance has the second instalment scheduled for the 17th": their arrangement, no act of mine
        if hit[2] == "send" and lows[hit[1] + 1 : hit[1] + 3] == ["from", "my"]:
            continue  # "Sent from my iPhone": a mail client's signature
        if hit[3] not in (lx.SEND, lx.EMAIL, lx.MESSAGE) and _kept_as_draft(lows, hit[1]):
            continue  # "It's saved as a draft for now", "left it in your drafts": written, not sent (as "drafted");
            # a draft sent ("sent it as a draft to Ana for review") is still a send
        if hit[2] in _ENDS and not _ends_a_thing(lows, words, hit[0], hit[1]):
            continue  # "the 502s stopped at 10:14", "stopped it from going out", "stopped charging in May"
        if hit[2] == "return" and any(
            lows[k] in _OUTPUTS and k not in money for k in range(hit[1] + 1, min(len(lows), hit[1] + 4))
        ):
            continue  # "the booking tool returned an error", "the query returned no rows": output, no refund
            # ("returned the $500 to your card": an amount, not a 500)
        if _availability(lows, hit[0], hit[1], hit[2]):
            continue  # "the booking call came back fully booked": no room left, nobody's booking
        if hit[0] and words[hit[0] - 1].low.endswith("'s") and lows[hit[0] - 1] in _WHEN_NOUNS:
            continue  # "in Friday's run", "last week's batch": a noun after a time's possessive
        first, last, lemma, kind, voice = hit
        covered = last
        start = _clause_start(sub, first)
        shares = first and lows[first - 1] in ("and", "or") and blocked_in == sub[first]
        if shares or _blocked(lows, words, sub, start, first, last, voice, breaks, lemma, item):
            blocked_in = sub[first]  # "Invoices are generated on the 1st and emailed …": one reading for both
            continue
        blocked_in = -1
        if kind == lx.COMPLETE and lemma in lx.EN_GENERIC_VERBS and lows[start] in lx.EN_TEMPORAL and start < first:
            continue  # "thanks for bearing with us while we sorted this out": when, not what was done
        if question and first >= asks_from:
            continue  # the part that asks ("Refund issued [evt:…] Anything else?" keeps the claim)
        result = voice == "state" or (
            lemma in lx.EN_GENERIC_VERBS and not _agent_speaks(_subject(lows, words, start, first, breaks))
        )  # "…, so your jobs went through": the result of the act before it
        if result and (_others_did(lows, words, sub, start) or _others_act_at(lows, _clause(sub, first).stop)):
            continue  # "Your manager approved the expense, so it's now with finance": their act's result
        if first >= account and not _agent_speaks(_subject(lows, words, max(start, account), first, breaks)):
            continue  # "What happened: your invoice was generated twice …": the account of a problem
        told = voice == "past" and sub[last + 1 : last + 2] == [sub[last]] and _object_follows(lows, last) is not None
        if first >= found and not told and not _agent_speaks(_subject(lows, words, max(start, found), first, breaks)):
            continue  # "I looked up order #77120: it was placed on 28 Nov and dispatched on 1 Dec": what a look found
        if (
            first >= confirms
            and voice != "passive"
            and not _agent_speaks(_subject(lows, words, confirms, first, breaks))
        ):
            continue  # "I can confirm the payment reached Acme on 2 Dec": what it checked of others' acts (not "I can
            # confirm the refund was issued", nor "I can confirm I've cancelled it")
        if first >= steps and not _agent_speaks(lows[max(start, steps)]):
            continue  # "Steps: 1) reset your password from the link we emailed": what the reader is to do (not "I reset …")
        if voice == "passive" and lemma in _PUTS_ON and not _PRORATED.isdisjoint(lows[start:first]):
            continue  # "A prorated credit of $14.20 has been applied to your account": the plan change's own sum
        if kind not in _ACT_KINDS | _SENDS and _reason_of_failure(lows, words, sub, start, first, voice):
            continue  # "the refund call was rejected [evt:…] — the card was closed": why it failed
        if voice == "passive" and _why_not_done(lows, start, first):
            continue  # "I wasn't able to change the address because the order has already been handed to UPS"
        raw.append((first, last, lemma, kind, start))
        certain += lemma not in _RESULTS
        if certain > limit:
            break
        if lemma in _TELLS or lemma in ("let know", "tell"):
            said = next((k for k in range(last + 1, min(len(lows), last + 6)) if lows[k] == "that"), None)
            if said is not None:  # "notified all 14 attendees that the venue changed": what the message said
                reported_from, resumes = said, _own_clause_after(lows, sub, said)
                inferred = max(inferred, resumes)
    raw = [
        r
        for r in raw
        if not _attempt_failed(lows, sub, r[1])
        and not _undone_by_another(lows, sub, r[0])
        and not _relative_undone(lows, r[0], r[1])
    ]
    hits = [_with_kind(lows, words, sub, raw, n, breaks, money, ids, mail, percents) for n in range(len(raw))]
    hits = [
        h
        for h in hits
        if not _restates(h, hits) and not _names_act_of(h, hits, lows, sub) and not _part_of(h, hits, lows)
    ]
    return _with_counts(hits, stated_counts(words, money | ids | percents))


def stated_counts(words: list[Token], skip: frozenset[int] = frozenset()) -> list[tuple[int, int]]:
    """The counts of things a sentence states, wherever they stand (subject, object or "for" phrase), as (word index,
    count): "All four vacant units … are marked", "The 12 pending timesheets are approved", "added for all 38 hourly
    staff". A number of 2 to 100 after "all", "every", "each", "the", "these" or "those" and before a plural noun or a
    noun of people within three words, or after "all" and right before its verb ("All three are rebooked"); not an amount, id or share (``skip``), not glued to a letter or dash ("Q3",
    "24-hour"), not a part of a whole ("3 of the 5", "out of 12", "the other 3")."""
    out = []
    lows = [w.low for w in words]
    for k in range(1, len(words) - 1):
        low = lows[k]
        n = lx.EN_NUMBERS.get(low) or (int(low) if low.isdigit() and len(low) <= 3 else 0)
        if not 1 < n <= 100 or k in skip or lows[k - 1] not in _COUNT_OPENERS or lows[k + 1] == "of":
            continue
        if words[k - 1].end == words[k].start or words[k].end == words[k + 1].start or lows[k - 2 : k - 1] == ["of"]:
            continue
        if any(_plural_noun(w) or w in _PEOPLE_NOUNS for w in lows[k + 1 : k + 4]):
            out.append((k, n))
        elif lows[k - 1] == "all" and (lows[k + 1] in _BE or lows[k + 1] in _HAVE):
            out.append((k, n))  # "All three are rebooked": the count stands for the things, as a pronoun
    return out


#: Words before a number that make it the count of the things named after it ("all 12", "the five").
_COUNT_OPENERS = frozenset({"all", "every", "each", "the", "these", "those"})


def counted_things(words: list[Token]) -> int:
    """The largest count of things a sentence names, wherever it stands ("You listed three old export files"): a number
    of 2 to 100 before a plural noun within three words, not glued to a letter or dash, not "3 of …"; 0 when none."""
    lows = [w.low for w in words]
    best = 0
    for k, low in enumerate(lows[:-1]):
        n = lx.EN_NUMBERS.get(low) or (int(low) if low.isdigit() and len(low) <= 3 else 0)
        glued = words[k].end == words[k + 1].start or (k and words[k - 1].end == words[k].start)
        if 1 < n <= 100 and not glued and lows[k + 1] != "of" and any(_plural_noun(w) for w in lows[k + 1 : k + 4]):
            best = max(best, n)
    return best


def enumerated(tokens: list[Token]) -> list[tuple[int, int, int]]:
    """The names a sentence lists one by one, as (start, end, count): three or more names or ids, each of one to three
    words that open with a capital or hold a digit, joined by commas and a last "and" ("Invoices INV-2231, INV-2232 and
    INV-2240 have been voided", "Paid Grainger, Uline and Sysco", "out the door: Uline [a], Grainger [b], Sysco [c] and
    ADT"): things acted on one by one, each a call when the claim cites a call per thing (``detect._per_call``). Not a
    list of acts or common nouns ("Booked, scheduled and notified", "the invoice, the receipt and the label"), not an
    amount ("$2,310"). Citations between the names are skipped."""
    out: list[tuple[int, int, int]] = []
    items = names = 0  # names listed so far; words of the name being read
    first = last = -1  # offsets of the list being read
    joined = False  # its last "and" read: the name after it ends the list
    prev: Token | None = None
    for t in tokens:
        if t.kind == "cite":
            continue
        glued = prev is not None and prev.end == t.start and t.text != "," and prev.text not in _OPENING_MARKS
        if glued and names and prev is not None and prev.kind != "cite":
            last = t.end  # "INV-2231", "2,310": one word of the name
            prev = t
            continue
        if (
            t.kind == "word" and (t.text[:1].isupper() or any(c.isdigit() for c in t.text)) and t.low not in _NOT_LISTED
        ) or (
            t.kind == "num" and ":" not in t.text  # not a time ("9:00, 9:30 and 10:00")
        ):
            if names == 0 and items == 0:
                first = t.start
            names += 1
            last = t.end
            if names > 3:  # a title or a sentence of capitals, not a name
                items = names = 0
                joined = False
        elif t.text == "," and names:
            items, names = items + 1, 0
        elif t.low in ("and", "&") and (names or (items and prev is not None and prev.text == ",")):
            if names:
                items, names = items + 1, 0
            joined = True
        else:
            if joined and names and items + 1 >= 3:
                out.append((first, last, items + 1))
            items = names = 0
            joined = False
        prev = t
    if joined and names and items + 1 >= 3:
        out.append((first, last, items + 1))
    return out


#: Marks a name never follows glued (a sum's currency is no name: "$2,310").
_OPENING_MARKS = frozenset({"$", "€", "£", "¥", "("})
#: Capitalised words that name nothing acted on: pronouns, articles, the days and months of dates ("4 March, 9:00").
_NOT_LISTED = frozenset(
    {"i", "i've", "i'm", "we", "we've", "the", "a", "an"}
    | {d + s for d in ("mon", "tues", "wednes", "thurs", "fri", "satur", "sun") for s in ("day", "days")}
    | {"mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"}
    | {"january", "february", "march", "april", "may", "june", "july", "august", "september", "october"}
    | {"november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"}
)


#: Nouns of people with no plural "s": "all 38 hourly staff".
_PEOPLE_NOUNS = frozenset({"staff", "people", "personnel", "crew", "children", "men", "women", "folks"})


def _with_counts(hits: list[Hit], counts: list[tuple[int, int]]) -> list[Hit]:
    """Each hit with the largest count the sentence states nearest it (``stated_counts``): a claim that cites a call
    per thing needs as many calls as it says there are things (``detect._per_call``)."""
    if not counts or not hits:
        return hits
    out = list(hits)
    for k, n in counts:
        near = min(range(len(hits)), key=lambda h: min(abs(hits[h].first - k), abs(hits[h].last - k)))
        if n > out[near].stated:
            out[near] = dataclasses.replace(out[near], stated=n)
    return out


#: A sum worked out from a change of plan or term (a prorated credit, the pro-rata difference): putting it on the
#: account or bill is the billing's arithmetic on that change, not an act of its own; issuing it as a refund is.
_PRORATED = frozenset({"prorated", "pro-rated", "pro-rata", "prorata", "proportional"})
_PUTS_ON = frozenset({"apply", "add", "credit", "post", "load"})


#: Openers of a reason or a time: a report inside one ends with it ("Because you said …, …").
_REASONS = frozenset({"because", "since", "given", "when", "after", "although", "though", "while"})  # not "As X said"


#: Verbs that end something: an act on a thing named or told before, or what a thing does by itself.
_ENDS = frozenset({"stop", "halt"})


def _ends_a_thing(lows: list[str], words: list[Token], first: int, last: int) -> bool:
    """Whether "stopped" at ``first``..``last`` ends a thing ("stopped your monthly gift", "your gift has been
    stopped"), not what ceased by itself ("the 502s stopped at 10:14"), an act kept from happening ("stopped it
    from going out") or one no longer done ("stopped charging your card")."""
    glued = last + 1 < len(words) and words[last + 1].start <= words[last].end + 1  # no colon or comma between
    after = lows[last + 1 : last + 5] if glued else []
    if "from" in after or (after[:1] and after[0].endswith("ing")):
        return False
    if first and lows[first - 1] in ("been", "is", "are", "was", "were", "be", "now"):
        return True
    return bool(after) and (after[0] in lx.EN_DETERMINERS or after[0] in ("it", "them", "all", "both"))


def _takes_on_work(lows: list[str], first: int) -> bool:
    """Whether "picked up" / "taken over" at ``first`` takes on a piece of work (a ticket, a case, a task, a
    change, a request, the hand-off): the work is to come ("picked up your parcel" collected it)."""
    if lows[first + 1 : first + 2] not in (["up"], ["over"]):
        return False
    head = next((w for w in lows[first + 2 : first + 7] if w in ("from", "for", "with", "and", "now", "here")), None)
    said = lows[first + 2 : lows.index(head, first + 2) if head else first + 6]
    return not _WORK.isdisjoint(said) or (bool(said) and said[-1].endswith(("change", "update", "request")))


#: Pieces of work an agent takes on.
_WORK = frozenset({"ticket", "tickets", "case", "cases", "task", "tasks", "request", "requests", "hand-off", "handoff"})
_WORK |= frozenset(
    {"conversation", "thread", "issue", "escalation", "queue", "work", "rest", "remainder", "investigation"}
)


def _goes_on_for_another(
    lows: list[str],
    words: list[Token],
    sub: list[int],
    first: int,
    forms: dict,
    raw: list[tuple[int, int, str, str, int]],
    breaks: frozenset[int],
) -> bool:
    """Whether the verb at ``first`` follows "and" with no subject of its own, after a verb of its clause that is
    no claim and whose subject is someone else ("Note from the billing agent: it refunded the fee and closed its
    task", "the vendor reissued the invoice and emailed it"): it shares that subject."""
    if not first or lows[first - 1] != "and":
        return False
    start = _clause_start(sub, first)
    j = next((k for k in range(first - 2, start - 1, -1) if lows[k] in forms or lows[k].endswith("ed")), None)
    if j is None or any(r[0] == j for r in raw):
        return False
    subject = _subject(lows, words, start, j, breaks)
    others = subject in ("it", "they", "he", "she") or (subject in lx.EN_OTHERS and subject != "you")
    return others or _noun_subject(lows, words, start, j) is not None


def _free_relative(lows: list[str], first: int) -> bool:
    """Whether the verb at ``first`` is in a "what" clause of the agent ("What I did", "what we've
    changed"): a noun phrase that names the acts, not an act of its own."""
    at = first - 1
    while at > 0 and lows[at] in ("have", "'ve", "already"):
        at -= 1
    return at >= 1 and lows[at].split("'")[0] in ("i", "we") and lows[at - 1] == "what"


def _outcomes_named(lows: list[str], first: int) -> bool:
    """Whether the verb at ``first`` is in a "what" clause set against its negation ("Here's what went through and
    what didn't:", "what worked and what did not"): a heading that sorts outcomes, no act of its own."""
    if not first or lows[first - 1] != "what":
        return False
    after = lows[first + 1 : first + 8]
    return any(
        a == "what" and b in ("didn't", "did", "failed", "wasn't", "hasn't", "didn")
        for a, b in itertools.pairwise(after)
    )


def _alternative(lows: list[str], first: int) -> bool:
    """Whether the verb at ``first`` follows "or" after a modal of the agent earlier in its sentence ("I can prepare
    a renewal quote, or set up a pre-call"): an alternative offered, as the verb before "or" is."""
    k = first - 1
    if k < 0 or lows[k] != "or":
        return False
    return any(
        w in lx.EN_MODAL and j and lows[j - 1] in ("i", "we")
        for j, w in enumerate(lows[max(0, k - 14) : k], max(0, k - 14))
    )


def _looked_through(lows: list[str], first: int, last: int) -> bool:
    """Whether "went through" at ``first`` has the agent as subject and an object after it ("I went through all four
    items", "we went through your order"): a look, not an act that went through."""
    subject = first and lows[first - 1] in ("i", "we", "also", "carefully", "then")
    nxt = lows[last + 1 : last + 2]
    return bool(subject) and bool(nxt) and (nxt[0] in lx.EN_DETERMINERS or nxt[0] in ("all", "each", "every", "both"))


def looks_through(lows: list[str]) -> bool:
    """Whether a clause's words tell the agent's look through things ("I went through all four items", "we went over
    your order"): the grammar reads no act there, and the learned reader adds none (it has no word for "went")."""
    return any(
        w in _GONE and lows[k + 1] in ("through", "over") and _looked_through(lows, k, k + 1)
        for k, w in enumerate(lows[:-1])
    )


_GONE = frozenset({"went", "gone", "go"})


def _with_absolute(lows: list[str], words: list[Token], first: int) -> bool:
    """Whether the participle at ``first`` closes a "with" phrase of a thing ("with the voided duplicate line
    removed"): an attribute of what it describes, told as it is, not an act told."""
    for k in range(first - 1, max(-1, first - 7), -1):
        if words[k].clause != words[first].clause:
            return False
        if lows[k] == "with":
            return k < first - 1 and lows[k + 1] in lx.EN_DETERMINERS
        if lows[k] in _BE or lows[k] in _HAVE or lows[k] in _PRONOUN_SUBJECTS or lows[k] in _COORDINATORS:
            return False
    return False


#: Adverbs of habit: a present passive in their sentence tells how things usually go, not an act done.
_HABITS = frozenset({"normally", "usually", "typically", "generally", "always", "often", "routinely", "ordinarily"})


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


_PARTICIPLE_FOLLOWERS = frozenset({"on", "in", "at", "by", "for", "from", "to", "via", "last", "yesterday", "earlier"})
_FINITE_AUX = frozenset({"has", "have", "had", "is", "are", "was", "were", "will"})


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


def _had_done_for(lows: list[str], first: int) -> bool:
    """Whether the participle at ``first`` is the state another subject "has" a thing in ("they have the second
    ($6,250) scheduled for the 17th", "Finance has it queued"): a causative have, told of someone not the agent."""
    have = next((k for k in range(first - 2, max(0, first - 6), -1) if lows[k] in ("have", "has")), None)
    if have is None or lows[have + 1] not in _NOUN_OPENERS | _OBJECTS:
        return False
    if any(w in _BE or w in _HAVE or w in ("and", "or", "but") for w in lows[have + 1 : first]):
        return False
    return lows[have - 1] not in _SELF and lows[have - 1] not in ("i've", "we've")


def _habitual(lows: list[str], words: list[Token], first: int, voice: str) -> bool:
    """Whether a present passive at ``first`` ("the refund is released after that") follows an adverb of habit in its
    sentence ("The returns team normally inspects within 48 hours, and …"), or any verb is followed by one: the usual
    course of things."""
    if not _HABITS.isdisjoint(lows[first + 1 : first + 2]):
        return True  # "an ETA …, approved usually within 3 days": how such a thing goes, the participle's own habit
    if voice not in ("passive", "state") or first < 2 or lows[first - 1] not in ("is", "are", "gets", "get"):
        return False
    return not _HABITS.isdisjoint(lows[max(0, first - 20) : first])


def _label_noun(lows: list[str], breaks: frozenset[int], first: int, lemma: str) -> bool:
    """Whether the verb at ``first`` is a noun in a label that opens the unit: a base form right before its
    colon after a noun ("MFA reset:", "Address change:"; "Reset:" alone, "Done:" and "Refund processed:"
    are still claims), or "shared" before a place or a thing shared ("Shared mailbox access:")."""
    if first and first < 4 and first + 1 in breaks and lows[first] == lemma and _content(lows[first - 1]):
        return True
    return (
        lemma == "share"
        and lows[first] == "shared"
        and lows[first + 1 : first + 2] != []
        and (lows[first + 1] in _SHARED_PLACES or lows[first + 1] in _SHARED_BY_MANY)
    )


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
    lead = list(itertools.takewhile(lambda w: w in _ELIDED_LEADS, after))
    return len(after) > len(lead) and after[len(lead)] in _UNDOES  # "issued … but then reversed by the bank"


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
_CANNOT = frozenset({"can't", "cannot", "couldn't", "don't", "didn't", "not", "never"})
_CAN_TELL = frozenset({"confirm", "promise", "verify", "tell", "say", "know", "guarantee", "see"})
_CONFIRMATION = frozenset({"confirmation", "acknowledgement", "acknowledgment"})


#: Verbs that tell words when a quote follows them ('I wrote "…"', 'we posted "…"').
_SAYS = frozenset({"write", "post", "reply", "message", "text", "email"})


#: What "shared" modifies as an adjective ("shared mailbox", "shared calendar").
_SHARED_BY_MANY = frozenset({"mailbox", "mailboxes", "inbox", "calendar", "account", "accounts", "channel", "space"})


#: What a tool, call or query returns: output, not money given back.
_OUTPUTS = frozenset({"error", "errors", "result", "results", "rows", "row", "value", "status", "code", "nothing"})
_OUTPUTS |= frozenset({"response", "null", "none", "empty", "timeout", "404", "500", "502", "503", "exception"})
_OUTPUTS |= frozenset({"articles", "matches", "hits", "entries", "records", "documents", "candidates", "rows"})


def _marked_as(lows: list[str], first: int) -> bool:
    """Whether the participle at ``first`` is the value a marking verb set, within three words after it:
    "marked it paid", "marked the invoice as paid", "set the order to shipped"."""
    return any(lows[k] in _MARKS for k in range(max(0, first - 4), first)) and lows[first - 1] in (
        "as",
        "to",
        "it",
        "them",
        *lx.EN_NOUNS,
    )


_MARKS = frozenset({"marked", "mark", "flagged", "flag", "set", "tagged", "tag", "labelled", "labeled", "moved"})


def _availability(lows: list[str], first: int, last: int, lemma: str) -> bool:
    """ "fully booked", "booked up", "booked solid", "overbooked": a place with no room left, not a booking."""
    if lemma != "book":
        return False
    return (first and lows[first - 1] in ("fully", "completely", "totally")) or lows[last + 1 : last + 2] in (
        ["up"],
        ["solid"],
    )


#: Times whose possessive makes the next word a noun ("Friday's run", "last week's batch").
_WHEN_NOUNS = frozenset({"today", "tonight", "tomorrow", "yesterday", "week", "month", "year", "night"}) | {
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "morning",
    "evening",
    "quarter",
}
#: Labels that open an account of a problem, not of the agent's acts ("What happened:", "Root cause:").
_ACCOUNTS = (["what", "happened"], ["root", "cause"], ["cause"], ["background"], ["context"], ["the", "problem"])
_ACCOUNTS += (["problem"], ["the", "issue"], ["issue"], ["why"], ["history"])


def _account_from(lows: list[str], breaks: frozenset[int]) -> int:
    """The index after the colon of a label that opens the unit and gives an account of what went wrong
    ("What happened: your invoice was generated twice", "Root cause: the config was changed"); past the end
    of the unit when it has none."""
    colon = min(breaks, default=len(lows))
    return colon if lows[:colon] in _ACCOUNTS else len(lows) + 1


def _found_from(lows: list[str], breaks: frozenset[int]) -> int:
    """The index after the colon of a short clause of looking that opens the unit ("I looked up order #77120:",
    "Checked the ledger:"), or after its "and" before a subject ("I checked and the payment is recorded"): what
    follows is what the look found; past the end of the unit when there is none."""
    colon = min(breaks, default=len(lows))
    if colon < len(lows) and colon <= 8 and not _LOOK_PASTS.isdisjoint(lows[:colon]):
        return colon
    look = next((k for k in range(min(4, len(lows))) if lows[k] in _LOOK_PASTS), None)
    if look is not None and lows[look + 1 : look + 2] == ["and"] and lows[look + 2 : look + 3] != []:
        then = lows[look + 2 : look + 9]
        tense = next((w for w in then if w in _BE or w in _HAVE or w in ("did", "does", "do")), "")
        subject = lows[look + 2] in lx.EN_DETERMINERS or lows[look + 2] in ("it", "they", "everything")
        if subject and tense in ("is", "are", "'s", "'re", "was", "were", "has", "have"):
            return look + 2  # "I checked and the payment is recorded", "I checked and your card was charged only
            # once": a state or an earlier act the look found (not "it did go through")
    return len(lows) + 1


def _steps_from(lows: list[str], breaks: frozenset[int]) -> int:
    """The index after the colon of a short label of steps, instructions or figures that opens the unit ("Reminder of
    the steps:", "Instructions:", "Weekly stats:"; not "Steps taken:"): what follows is what to do or a measure, not
    the agent's act unless "I"/"we" opens its clause; past the end when there is none."""
    colon = min(breaks, default=len(lows))
    label = lows[:colon]
    if colon <= 6 and not _STEPS.isdisjoint(label) and _DONE_LABELS.isdisjoint(label):
        return colon
    return len(lows) + 1


_STEPS = frozenset({"steps", "instructions", "to-do", "todo", "checklist", "how-to"})
_STEPS |= frozenset({"stats", "statistics", "metrics", "kpis", "figures", "scorecard"})  # "Weekly stats: 52 resolved"
_STEPS |= frozenset({"tomorrow", "tonight", "later", "next"})  # "Note to self — tomorrow: drop tmp tables, re-run …"
_DONE_LABELS = frozenset({"taken", "done", "completed", "performed", "carried", "followed", "finished"})


#: Looks told in the past before what they found.
_LOOK_PASTS = frozenset({"checked", "looked", "reviewed", "verified", "queried", "searched", "investigated", "pulled"})
_LOOK_PASTS |= frozenset({"traced", "inspected", "audited", "double-checked", "rechecked", "read"})


def _agent_speaks(subject: str) -> bool:
    return subject in ("i", "we") or subject.startswith(("i'", "we'"))


def _gives_own_reason(opener: str, subject: str) -> bool:
    """Whether a clause opened by ``opener`` before the agent's own past tells its act: "when I cancelled it"
    does, and so does a reason in the perfect ("Since I've already cancelled the duplicate, the hold drops
    off", "as we've refunded it"); "when/once/after I've cancelled it" is a time still to come."""
    return subject in ("i", "we") or (opener in ("since", "as") and _agent_speaks(subject))


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


def _why_not_done(lows: list[str], start: int, first: int) -> bool:
    """Whether the passive at ``first`` is "already" done in a "because"/"since" clause that explains why the agent
    could not act before it ("I couldn't cancel it because it has already been shipped"): someone else's earlier act."""
    because = next((k for k in range(first - 1, -1, -1) if lows[k] in ("because", "since", "as")), None)
    if because is None or because < start - 1 or "already" not in lows[because:first]:
        return False
    said = lows[:because]
    return "unable" in said or not _CANNOT.isdisjoint(said) or not lx.EN_NEGATION.isdisjoint(said)


#: A verb and particle that make a text for the reader to use ("written up", "typed out", "jotted down").
_WRITTEN_FOR_READER = frozenset({("write", "up"), ("write", "out"), ("type", "up"), ("type", "out"), ("jot", "down")})
#: Verbs that compare a thing "against" another when they do: a look ("reconciled the ledger" alone is an act).
_COMPARES = frozenset({"reconcile", "match", "validate", "verify", "test", "check", "benchmark"})
#: Where an act left its thing ("it's with the hospital now", "back on your card"): the result of an act.
_RESULTS = frozenset(
    {
        "copied in",
        "on its way",
        "in transit",
        "in the mail",
        "out for delivery",
        "back on your card",
        "up on",
        "is with",
    }
    | {"on the calendar", "in the inbox", "landed in the inbox", "landed in the account"}
)
#: Kinds that name the same act: a send by email is a send.
_SENDS = frozenset({lx.SEND, lx.EMAIL, lx.MESSAGE})


def _restates(hit: Hit, hits: list[Hit]) -> bool:
    """Whether ``hit`` says where the act of another claim of its unit left its thing ("I've sent the
    referral over — it's with the hospital now", "The statements are up on the portal; I uploaded them"):
    one act, told twice, needs one citation."""
    if hit.lemma not in _RESULTS:
        return False
    return any(
        h is not hit and h.lemma not in _RESULTS and (h.kind == hit.kind or {h.kind, hit.kind} <= _SENDS) for h in hits
    )


#: Acts that add to what another act makes or sends (a copy, a tag, a link, an attachment), not acts of their own.
_ADDS_TO = frozenset({"cc", "bcc", "copied in", "tag", "link", "linked", "attach", "attached", "include"})
#: What "added" puts into another act's thing when it is part of that act ("added a link to the doc").
_ADDED_PARTS = frozenset({"link", "links", "tag", "tags", "label", "labels", "attachment", "attachments", "copy"})


def _part_of(hit: Hit, hits: list[Hit], lows: list[str]) -> bool:
    """Whether ``hit`` adds a part to the act of a claim before it in its unit ("emailed your tutor [evt:a] and
    cc'd you", "filed the bug and tagged the owner", "sent the summary and added a link to the dashboard"): the
    copy, tag or link goes with the thing sent, filed, made or booked, and with its citation: no act of its own."""
    part = hit.lemma in _ADDS_TO or (
        hit.lemma == "add" and not _ADDED_PARTS.isdisjoint(lows[hit.last + 1 : hit.last + 4])
    )
    return part and any(h.first < hit.first and h.kind in _MAKES_OR_SENDS and h.lemma not in _ADDS_TO for h in hits)


#: Acts whose thing a copy, tag or link is added to as part of them: sent, filed, made or booked (not "Moved
#: ENG-1042 to In Review and linked the PR": two changes of a record).
_MAKES_OR_SENDS = frozenset({lx.SEND, lx.EMAIL, lx.MESSAGE, lx.CREATE, lx.BOOK})


def _names_act_of(hit: Hit, hits: list[Hit], lows: list[str], sub: list[int]) -> bool:
    """Whether ``hit`` is a generic "done" about an act that another claim of its unit does by name: "The
    domain renewal is done; I renewed contoso.io for two years", "the migration is complete: I migrated all
    40 mailboxes" — one act, told twice (its noun made of the other's verb), needs one citation."""
    if hit.lemma not in lx.EN_GENERIC_VERBS or hit.quantity > 1:
        return False
    nouns = lows[_clause_start(sub, hit.first) : hit.first]
    for h in hits:
        stem = h.lemma[:-1] if h.lemma.endswith("e") else h.lemma
        if h is hit or h.lemma in lx.EN_GENERIC_VERBS or len(stem) < 4:
            continue
        if any(w.startswith(stem) and w != h.lemma and not w.endswith("ed") for w in nouns):
            return True
    return False


def _others_did(lows: list[str], words: list[Token], sub: list[int], start: int) -> bool:
    """Whether the clause before the one at ``start`` reports someone else's act, so that a state this one
    reports is its result: "Your manager approved the expense, so it's now with finance"."""
    if start == 0:
        return False
    opens = _clause_start(sub, start - 1)
    verb = next(
        (v for v in range(opens + 1, start) if lows[v].endswith("ed") or lows[v].removeprefix("re-") in _PASTS), None
    )
    active = (
        verb is not None
        and lows[verb - 1] not in _BE
        and not words[verb - 1].low.endswith(("'s", "'re", "\u2019s"))  # "your laptop's re-imaged": a passive
        and verb + 1 < start
        and (lows[verb + 1] in _NOUN_OPENERS or _content(lows[verb + 1]) or lows[verb + 1] in _THEM)
    )  # an object: it acted on something ("Our compliance team reviewed them and approved the account, so …")
    if active and (_noun_subject(lows, words, opens, verb) is not None or _others_act_at(lows, opens)):
        return True  # "The night shift restarted the print server, so your jobs went through"
    if active:
        named = verb - 1
        while named > opens and lows[named] in _ADVERBS:
            named -= 1
        if all(lows[j] in _JOINS for j in range(opens, named)) and _named_subject(lows, words, named, verb):
            return True  # "…, but Priya already re-ran it by hand and it finished at 02:40": her run finished
    k = opens
    while k < start and lows[k] in lx.EN_DETERMINERS:
        k += 1
    if k >= start or lows[k] not in lx.EN_OTHERS or lows[k] in _PRONOUN_SUBJECTS:
        return False
    k += 1
    while k < start and lows[k] in _ADVERBS:
        k += 1
    return k < start and lows[k].endswith("ed")


_THEM = frozenset({"it", "them", "him", "her", "you", "everything"})
_POSSESSIVES = frozenset({"my", "your", "his", "her", "their", "our", "its"})


def _goods_delivered(lows: list[str], words: list[Token], start: int, first: int, breaks: frozenset[int]) -> bool:
    """Whether "delivered" tells goods handed over at their door, with no "I"/"we" doing it: the nearest noun
    before it names a parcel, an order or goods (an email or a notification delivered is still a send)."""
    if _agent_speaks(_subject(lows, words, start, first, breaks)):
        return False
    noun = next(
        (lows[k] for k in range(first - 1, max(-1, first - 9), -1) if lows[k] in lx.EN_NOUNS or lows[k] in _GOODS), ""
    )
    if not noun and lows[start:first][:1] in (["it"], ["they"]):
        day = lows[first + 1 : first + 4]  # "It was delivered on 3 June": a delivery dated, of what a look found
        return day[:1] == ["on"] and any(w in _DAYS or w in _MONTHS or w[:1].isdigit() for w in day[1:])
    return noun in _GOODS or lx.EN_NOUNS.get(noun) in (lx.SHIP, lx.ORDER)


#: Goods a carrier delivers, beside the lexicon's shipments and orders.
_GOODS = frozenset({"item", "items", "goods", "pallet", "pallets", "box", "boxes", "replacement", "furniture"})


def _others_act_at(lows: list[str], k: int) -> bool:
    """Whether the clause at ``k`` opens with someone else's act, which then explains a state told before it
    ("The store account is active again — the seller support team lifted the suspension")."""
    k += lows[k : k + 1] == ["because"]
    while k < len(lows) and lows[k] in lx.EN_DETERMINERS:
        k += 1
    n = k
    while n < min(len(lows), k + 4) and _content(lows[n]) and lows[n] not in _PRONOUN_SUBJECTS:
        n += 1  # "the seller support team": its words up to the verb
    if n == k or lows[n - 1] not in lx.EN_OTHERS:
        return False  # the head names someone ("the seller support team"; not "duplicate vendor record")
    while n < len(lows) and lows[n] in _ADVERBS:
        n += 1
    return n < len(lows) and lows[n].endswith("ed")


_DRAFTS = frozenset({"draft", "drafts"})


def _kept_as_draft(lows: list[str], last: int) -> bool:
    """Whether the act ending at ``last`` made or kept its thing as a draft ("saved as a draft", "saved the email as
    a draft", "left it in your drafts"; not "sent it as a draft PDF"): a draft is written, not sent, as "drafted"
    tells (``_NOT_ACTS``)."""
    after = lows[last + 1 : last + 9]
    k = 0
    if after[:1] in (["it"], ["them"]):
        k = 1
    elif after[:1] and after[0] in lx.EN_DETERMINERS:  # its object: "the email", "the lease violation notice"
        k = 1
        while k < 4 and k < len(after) and _content(after[k]):
            k += 1
    if after[k : k + 1] not in (["as"], ["in"]):
        return False
    k += 1
    while k < len(after) and after[k] in lx.EN_DETERMINERS:
        k += 1
    return k < len(after) and after[k] in _DRAFTS and not (k + 1 < len(after) and _content(after[k + 1]))


def others_act_told(words: list[Token]) -> bool:
    """Whether a sentence opens with someone else's act ("Your landlord's accounting team already issued that
    refund on May 3"), so that a next sentence about "it" tells more of their act (``detect``). Whose they are
    ("your landlord's") is read past."""
    lows = [w.low for w in words]
    k = 0
    while k < len(lows) and (lows[k] in lx.EN_DETERMINERS or lows[k].endswith(("'s", "\u2019s"))):
        k += 1
    return _others_act_at(lows, k)


def thing_subject(words: list[Token], at: int) -> bool:
    """Whether the claim at offset ``at`` is told of "it"/"they" opening the sentence ("It went out as a paper
    check", "They were mailed on Monday"), no one named as its doer."""
    if not words or words[0].low not in ("it", "they") or words[0].end > at:
        return False
    return all(w.clause == words[0].clause and not _agent_speaks(w.low) for w in words if w.start < at)


_SUBORDINATORS = frozenset(
    {"because", "as", "since", "when", "if", "while", "after", "before", "once", "until", "unless", "although"}
    | {"though", "whereas", "that", "whether"}
)


def _to_person(lows: list[str], last: int, end: int) -> bool:
    """Whether the object right after the verb at ``last`` is headed by someone (a person or a team)."""
    for k in range(last + 1, min(end, last + 5)):
        if lows[k] in lx.EN_OTHERS and lows[k] not in _PRONOUN_SUBJECTS:
            return k + 1 >= end or not _content(lows[k + 1])  # "the supplier", "Globex's AP team"
        if not (_content(lows[k]) or lows[k] in lx.EN_DETERMINERS):
            return False
    return False


#: Money named without an amount: transferring it pays ("transferred the funds to the supplier").
_FUNDS = frozenset({"funds", "fund", "money", "cash", "amount", "sum", "balance", "salary", "wages", "savings"})
#: Verbs of handing a thing on: to someone, it is passed on in a message.
_HANDS_ON = frozenset({"passed", "handed"})


def _handed_to(lows: list[str], words: list[Token], to: int, end: int) -> bool:
    """Whether "to" at ``to`` names who a thing was handed to: them/him/her, or someone (see _written_to_someone)."""
    return lows[to + 1 : to + 2] in (["them"], ["him"], ["her"]) or _written_to_someone(lows, words, to, end)


def _written_to_someone(lows: list[str], words: list[Token], to: int, end: int) -> bool:
    """Whether "to" at ``to`` names who was written to: a name, or a noun phrase of someone ("the customer",
    "the landlord's agent"), not a thing ("to the database", "to disk")."""
    for k in range(to + 1, min(end, to + 5)):
        if lows[k] in lx.EN_OTHERS and lows[k] not in _PRONOUN_SUBJECTS:
            return True
        if words[k].text[:1].isupper() and lows[k] not in _PRONOUN_SUBJECTS:
            return k == to + 1
        if lows[k] not in lx.EN_DETERMINERS and not _content(lows[k]):
            return False
    return False


def _own_clause_after(lows: list[str], sub: list[int], k: int) -> int:
    """Where a report that starts at ``k`` ends: at a later clause whose subject is the agent ("You
    mentioned it was delivered, but the photo shows another door — I've opened a claim")."""
    for n in range(k + 1, len(lows)):
        if lows[k] == "saying" and lows[n] == "and" and n + 1 < len(lows) and _bare_past(lows[n + 1]):
            return n  # "drafted a reply saying Tuesday works and sent it off": the sender's next act
        checked = lows[k] == "confirmed" and (k == 0 or sub[k] != sub[k - 1] or lows[k - 1] in ("i", "we", "and"))
        if checked and sub[n] != sub[n - 1] and lows[n] == "and" and n + 1 < len(lows) and _bare_past(lows[n + 1]):
            return n  # "Checked the order, confirmed it was a duplicate, and reversed the second payment": its next act
        if sub[n] == sub[n - 1] or sub[n] == sub[k]:
            continue
        if lows[n] in _SUBORDINATORS:
            continue  # "… was returned because I entered the wrong IBAN": the report's reason
        m = n + 1 if lows[n] in ("and", "so", "but", "then", "plus") else n  # "…, so I've emailed"
        if m < len(lows) and (lows[m] in ("i", "we") or lows[m].startswith(("i'", "we'"))):
            return n
    return len(lows)


def _bare_past(word: str) -> bool:
    """Whether ``word`` is a past tense that may open a verb phrase with no subject of its own ("… and sent it")."""
    return word in _PASTS or (word.endswith("ed") and word.isalpha())


#: How far a claim's phrase reaches from its verb, in words: a run-on clause ("sent sent sent …", 4,000 words) costs
#: each of its claims a bounded reading, not one of the whole clause (no act's phrase is near this long).
_REACH = 48


def _with_kind(
    lows: list[str],
    words: list[Token],
    sub: list[int],
    raw: list[tuple[int, int, str, str, int]],
    n: int,
    breaks: frozenset[int],
    money: frozenset[int],
    ids: frozenset[int] = frozenset(),
    mail: frozenset[int] = frozenset(),
    percents: frozenset[int] = frozenset(),
) -> Hit:
    """The hit ``raw[n]`` with its kind and count read from its own phrase: its clause, less the phrase of
    a verb coordinated before it and from the "and" of one after it ("booked the demo … and sent the
    invite"), and up to a colon after it ("Done: cancelled the booking")."""
    first, last, lemma, kind, start = raw[n]
    start = max([start, *(b for b in breaks if b < first)])  # "Refund: issued" keeps its label
    end = _clause(sub, first).stop if sub[start] == sub[first] else start  # (a phrase opened in another clause: none)
    start, end = max(start, first - _REACH), min(end, last + _REACH + 1, *(b for b in breaks if b > last))
    skip = range(0)
    if n and sub[raw[n - 1][1]] == sub[first]:
        before = raw[n - 1]
        joint = max((k for k in range(before[1], first) if lows[k] in _COORDINATORS), default=before[1] + 1)
        skip = range(before[0], joint)
    if n + 1 < len(raw) and sub[raw[n + 1][0]] == sub[first]:
        end = min(end, max((k for k in range(last + 1, raw[n + 1][0]) if lows[k] in _COORDINATORS), default=end))
    quoted = frozenset(k for k in range(start, end) if words[k].quoted)  # a title: "Walnut Side Table" is no booking
    received = lemma in _RECEIVE and kind in _SENDS  # "the patients with lab orders got a portal message": what came
    kind = kind if received else _refine(lows, start, end, first, last, lemma, kind, quoted.union(skip))
    if lemma == "send" and kind == lx.BOOK and last + 2 < end and lows[last + 2] in lx.EN_DETERMINERS:
        kind = lx.SEND  # "Sent Paulo the new slot", "sent you the appointment": to someone, its details (no booking)
    if lemma in _APPROVALS and kind in (lx.BOOK, lx.ORDER, lx.SHIP):
        kind = lx.CHANGE  # "| EX-201 Hotel Leeds | £189.00 | approved |": a claim for a hotel approved, no booking made
    if lemma in lx.EN_GENERIC_VERBS and kind != lx.UPDATE and _to_value(lows, range(last + 1, end), money | percents):
        kind = lx.UPDATE  # "raised the reserve to £8,000": a level set, whatever its object names (not a booking)
    channel = next((lows[k + 1] for k in range(start, end - 1) if lows[k] in ("by", "via") and k not in skip), "")
    by = next((k for k in range(start, end - 1) if lows[k] in ("by", "via") and k not in skip), None)
    if lemma == "write" and lows[last + 1 : last + 2] == ["to"] and _written_to_someone(lows, words, last + 1, end):
        kind = lx.SEND  # "I've written to the landlord's agent", "wrote to Priya": a letter sent, not a text made
    if kind == lx.SEND and by is not None and not _CARRIER_NAMES.isdisjoint(lows[by + 1 : min(end, by + 4)]):
        kind = lx.SHIP  # "Sent a replacement router via next-day courier": goods shipped
    if lemma not in lx.EN_VERBS and lx.EN_NOUNS.get(channel) in (lx.EMAIL, lx.MESSAGE):
        kind = lx.EN_NOUNS[channel]  # "Chased the overdue invoice by email": a reminder sent
    elif (
        kind == lx.CHANGE
        and lemma not in lx.EN_VERBS
        and not lemma.startswith(("un", "re"))
        and _to_person(lows, last, end)
    ):
        kind = lx.SEND  # "Chased Globex's AP team", "nudged the supplier": done to someone, a message
    elif (
        kind == lx.CHANGE
        and lemma not in lx.EN_VERBS
        and any(
            start <= k < end and k not in skip and {"for", "to"}.isdisjoint(lows[max(start, k - 3) : k]) for k in money
        )
    ):  # not what it was about ("Chased … for the overdue $12,400") nor a value ("knocked it down to £450")
        budget = not _BUDGETS.isdisjoint(lows[start:end]) or _a_rate(lows[start:end])
        # "Shifted $5k of the Q1 budget to search", "shifted €150/day to the carousel": reallocated, a rate set
        off = any(lows[k + 1 : k + 2] == ["off"] for k in money if start <= k < end)  # "Knocked £40 off the invoice"
        kind = lx.UPDATE if budget else lx.REFUND if off else lx.PAY  # "Topped up the card"; a discount given back
    to = next((k for k in range(last + 1, end) if lows[k] == "to"), None)
    if kind == lx.CHANGE and lemma in _HANDS_ON and to is not None and _handed_to(lows, words, to, end):
        kind = lx.SEND  # "I've passed your details to them", "handed the case on to the bursar's office": told
    if kind == lx.CREATE and lemma == "post" and not _PLACES.isdisjoint(lows[last + 1 : end]):
        kind = lx.CHANGE  # "Posted the updated returns policy to the help center": a place's content changed
    after = lows[last + 1 : end]
    if kind == lx.PAY and "back" in after and not _MONEY_PLACES.isdisjoint(after):
        kind = lx.REFUND  # "got the deposit back to your Amex": money given back, not paid
    if lemma == "on its way" and after[:1] == ["back"] and not _MONEY_PLACES.isdisjoint(after):
        kind = lx.REFUND  # "the $88.00 is on its way back to your card": money going back, a refund
    if kind == lx.SEND and lows[last + 1 : last + 2] == ["there"] and any(k < first for k in mail):
        kind = lx.EMAIL  # "Billing contact changed to accounts@… ; the corrected invoice has been sent there"
    if kind == lx.SEND and any(start <= k < end and k not in skip for k in mail):
        kind = lx.EMAIL  # "resent the invoice to accounts@northwind.co": an email address names the channel
    if kind == lx.SEND and to is not None and not _PHONES.isdisjoint(lows[to + 1 : to + 4]):
        kind = lx.MESSAGE  # "the reset link is sent to your registered mobile": a text
    if kind == lx.REFUND and lemma == "credit" and _counts_units(lows, range(last + 1, end), money):
        kind = lx.UPDATE  # "credited 500 bonus miles to your account": points given, not money back
    listed = _listed(lows, words, range(start, end), skip, kind, ids)
    if kind in _SENDS:
        listed = _recipients(lows, words, last)  # "Sent you and your husband the portal messages": one each
    listed = max(listed, _done_apart(lows, words, last, end))
    if kind in (lx.MESSAGE, lx.SEND) and lemma in _POSTS:
        listed = max(listed, _channels_listed(lows, last))  # "posted to #eng-announce and #platform": a post each
    if kind not in _SENDS and kind not in (lx.ORDER, lx.BOOK, lx.PAY):
        listed = max(listed, _named_for_each(lows, words, last, end))
    amounts = frozenset(skip) | percents | money  # "Credited $100 of the roaming charges": an amount, no count
    counted = _quantity(lows, words, range(start, end), amounts, kind, lemma, sub)
    things = counted
    if kind not in _SENDS:  # a message may reach many; a change may cover many (``_per_call``: a handful of things
        # changed, cited call by call, counts: "Paused all four campaigns [evt:a] [evt:b] [evt:c]" needs four)
        things = _quantity(lows, words, range(start, end), amounts, kind, lemma, sub, any_thing=True)
        if kind in _STATE_CHANGES and things > _HANDFUL:
            things = counted  # "Moved 14 deals … [evt:a] [evt:b]": calls of a batch, not one per deal
    alone = end + 2 == len(lows) or (end + 2 < len(lows) and sub[end + 2] != sub[end])  # "…, 42 payments" alone
    tail = alone and (end not in breaks or kind in (lx.PAY, lx.REFUND))  # "released to the bank: 14 suppliers"
    # (not "rebuilt on prod: 18 models, 0 errors": what a build reports after its colon)
    if (
        end < len(lows)
        and (end == last + 1 or tail)
        and end + 1 < len(lows)
        and lows[end].isdigit()
        and 1 < int(lows[end]) <= 100
    ):
        counts = _counts_acts(lows[end + 1], kind) or (kind == lx.BOOK and lows[end + 1][:-1] in _SLOTS)
        if _plural_noun(lows[end + 1]) and counts:
            counted = max(counted, int(lows[end]))  # "| Booked, 6 rooms |": the count set off after the verb or
            # its object ("I ran the payment run, 42 payments")
    return Hit(first, last, lemma, kind, max(listed, counted), max(listed, counted, things))


def _channels_listed(lows: list[str], last: int) -> int:
    """How many chat channels ("#name") a post names one after another after "to"/"in" within its next few words
    ("posted to #eng-announce and #platform", "Posted the update in #ops, #eng and #support")."""
    k = next((j for j in range(last + 1, min(len(lows), last + 7)) if lows[j].startswith("#")), len(lows))
    if k >= len(lows) or lows[k - 1] not in ("to", "in", "into", "on", "both"):
        return 1
    n = 0
    while k < len(lows) and lows[k].startswith("#") and len(lows[k]) > 1:
        n, k = n + 1, k + 1
        if k < len(lows) and lows[k] in ("and", "&"):
            k += 1
    return max(n, 1)


def _done_apart(lows: list[str], words: list[Token], last: int, end: int) -> int:
    """How many things joined by "and" or commas an act's object names when it says they were done "separately"
    or "individually" ("refunded the shipping fee and the candle holder separately": two refunds); 1 otherwise."""
    joins = 0
    for k in range(last + 2, min(len(lows), last + 16)):
        if lows[k] in _APART:
            return 1 + joins
        if lows[k] in ("and", "&") or words[k].clause != words[k - 1].clause:
            nxt = lows[k + 1] if k + 1 < len(lows) else ""
            if _bare_past(nxt) or nxt in _PRONOUN_SUBJECTS or nxt.startswith(("i'", "we'")):
                return 1  # "refunded the fee and emailed you separately", "…, and I'll email you separately"
            joins += lows[k] in ("and", "&") or lows[k - 1] not in ("and", "&")
        elif k >= end and lows[k] in _SUBORDINATORS:
            return 1
    return 1


def _named_for_each(lows: list[str], words: list[Token], last: int, end: int) -> int:
    """How many people a list of names after "for" counts when the things acted on are plural before it ("Approved
    the expense reports for Jordan, Priya and Tom": three reports, one each); 1 otherwise."""
    fors = next((k for k in range(last + 1, min(end, last + 8)) if lows[k] == "for"), None)
    if fors is None or not any(_plural_noun(w) for w in lows[last + 1 : fors]):
        return 1
    n, k = 0, fors + 1
    while k < len(lows) and words[k].kind == "word" and words[k].text[:1].isupper() and _a_name(words[k]):
        n, k = n + 1, k + 1
        while k < len(lows) and words[k].text[:1].isupper() and words[k].clause == words[k - 1].clause:
            k += 1  # "Ann Lee" is one name
        if k < len(lows) and lows[k] in ("and", "&"):
            k += 1
        elif not (k < len(lows) and words[k].clause != words[k - 1].clause):
            break  # "Jordan, Priya and Tom": a comma or an "and" between names
    return max(n, 1)


def _a_name(w: Token) -> bool:
    """Whether a capitalised word may name someone: not a function word, unless written in capitals ("IT", "HR")."""
    return w.low not in _FUNCTION or (len(w.text) > 1 and w.text.isupper())


#: Adverbs that tell each thing of a list was acted on by itself.
_APART = frozenset({"separately", "individually"})


def _to_value(lows: list[str], span: range, values: frozenset[int]) -> bool:
    """Whether the phrase sets something "to" a value: an amount or a share ("to £8,000", "to 15%"; not a bare
    number, which may be a phone's: "delivered to +44 7700 900123")."""
    to = next((k for k in span if lows[k] == "to"), None)
    return to is not None and to + 1 in span and to + 1 in values


_COORDINATORS = frozenset({"and", "then", "plus"})
#: Verbs of approving: what they approve is not made by it (a booking, an order, a shipment approved is still to do).
_APPROVALS = frozenset({"approve", "authorise", "authorize", "sign off", "greenlight"})
#: What "went to" something tells a share of, not a thing sent: "Most of the social spend went to the carousel".
_SHARES = frozenset({"most", "half", "majority", "bulk", "share", "portion", "spend", "spending", "traffic", "budget"})
#: Up to how many things changed together are counted one call each when the claim cites several calls.
_HANDFUL = 6
#: Where a text goes: a send "to your mobile" is a text message.
_PHONES = frozenset({"mobile", "phone", "cell", "cellphone", "handset"})
#: Money planned, not held: an amount moved within one is reallocated (an update), not paid.
_BUDGETS = frozenset({"budget", "budgets", "allocation", "allocations", "forecast", "quota", "envelope"})
#: Words that make a number an amount of money ("15 USD", "200 euros").
_CURRENCY_WORDS = frozenset(
    {"dollars", "euros", "pounds", "usd", "eur", "gbp", "cents", "pence", "chf", "yen", "bucks"}
    | {"rs", "inr", "rupees", "aed", "sgd", "aud", "cad", "rmb", "yuan", "dollar", "euro", "pound"}
)


def _counts_units(lows: list[str], span: range, money: frozenset[int]) -> bool:
    """Whether ``span`` counts something that is not money: a number that is no amount and names no currency
    or money noun in the two words after it ("500 bonus miles", "2,000 points"; not "€20", "15 USD")."""
    for k in span:
        if k in money or not (lows[k][:1].isdigit() or lows[k] in lx.EN_NUMBERS):
            continue
        after = lows[k + 1 : min(span.stop, k + 3)]
        if after and not any(w in _CURRENCY_WORDS or lx.EN_NOUNS.get(w) in (lx.PAY, lx.REFUND) for w in after):
            return True
    return False


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


_CLAUSE_OPENERS = tuple([w] for w in ("they", "the", "it", "he", "she", "we", "you", "their", "this", "your", "our"))


def _reported_from(lows: list[str], sub: list[int] | None = None) -> int:
    """Index after which the unit is someone else's report ("the customer says it was sent"), or what a check
    found ("I confirmed that the invoice is paid"; ``sub``: the words' clause numbers)."""
    if lx.EN_REPORTING.isdisjoint(lows):
        return len(lows)
    for i, low in enumerate(lows):
        if _in_relative(lows, i):
            continue  # "The invoice you mentioned is now paid": a relative clause of the subject reports nothing
        if low in lx.EN_REPORTING and not (i and lows[i - 1] in _BE):  # "has been informed" is a claim
            if low.endswith("s") and lows[i + 1 : i + 2] and (lows[i + 1] in _BE or lows[i + 1] in _HAVE):
                continue  # "Both warranty claims are filed", "the reports were sent": a plural noun
            if (i and lows[i - 1] in lx.EN_DETERMINERS) or (
                i > 1 and lows[i - 2] in lx.EN_DETERMINERS and lows[i - 1].endswith("ed")
            ):
                continue  # "approved by our claims panel", "the reports folder", "for the postponed show": a noun
                # (or an adjective: "the confirmed booking") after its determiner
            if low == "according":
                source = [w for w in lows[i + 2 : i + 5] if w not in lx.EN_DETERMINERS][:1]
                other = bool(source) and (source[0] in lx.EN_OTHERS or source[0] in _CARRIER_NAMES)
                other = other or not _SOURCES.isdisjoint(lows[i + 2 : i + 6])  # "according to the last ping"
                other = other or (bool(source) and _NORMS.isdisjoint(lows[i + 2 : i + 6]))  # "… the interline message"
                return 0 if i and other else i  # "…, according to the carrier": all of it reported
            opens = [lows[i + 1].split("'")[0]] if i + 1 < len(lows) else []  # "confirmed they've …"
            if low in ("confirmed", "confirms"):
                if sub is not None and (i + 1 >= len(lows) or sub[i + 1] != sub[i]):
                    continue  # "Confirmed — your appointment is booked": a confirmation told, no clause after it
                if opens == ["that"] or (sub is not None and _clause_opens(lows, sub, i + 1)):
                    return i  # "Confirmed that INV-5512 is paid", "HR confirmed all 48 payslips went out": a check
                if sub is not None and _that_after_place(lows, sub, i + 1):
                    return i  # "I confirmed in the order history that the dispute was resolved": where it looked
                if opens not in _CLAUSE_OPENERS:
                    continue  # "Booking confirmed for 2 guests" reports nothing
            if (
                low in ("shows", "showed", "show")
                and _BE.isdisjoint(lows[i + 1 : i + 7])
                and _HAVE.isdisjoint(lows[i + 1 : i + 7])  # "DocuSign shows all three parties have signed"
                and "that" not in lows[i + 1 : i + 2]
                and "as" not in lows[i + 2 : i + 6]  # "TMS shows 61777 as delivered, invoiced and paid": its state
                and "so" not in lows[i + 1 :]  # "the photo shows it at your door, so it was delivered": inferred
            ):
                continue  # "the record now shows the correct VAT number" reports no act
            subject = next((lows[j] for j in range(i - 1, max(-1, i - 4), -1) if lows[j] not in _ADVERBS), "")
            mine = subject in ("", "i", "we", "'ve", "have", "can", "just", "already") or subject.startswith(
                ("i'", "we'")
            )
            letter = low in ("wrote", "written") and lows[i + 1 : i + 2] == ["to"] and subject in ("and", "then")
            if letter and lows[i + 2 : i + 3] not in (["say"], ["ask"]):
                continue  # "I reversed the fee and wrote to the customer": a letter sent (a claim), not a report
            told = low == "told" and opens in (["you"], ["them"], ["him"], ["her"]) and lows[i + 2 : i + 3] != ["to"]
            if low == "told" and subject in ("and", "then") and _series_of_mine(lows, sub, i) and opens in _TOLD_WHOM:
                continue  # "Reset your password, unlocked the account and told your manager on Slack": a message
            if mine and low in _OWN_WORDS and i >= 2 and lows[i - 2] == "as" and subject in ("i", "we"):
                continue  # "As I mentioned, your voucher was issued earlier today": said again, asserted
            if mine and (low in _OWN_WORDS or told) and subject in ("i", "we"):
                return i  # "I said the refund was sent, but it had failed": the agent's own words, not an act
            if not mine:  # "Wrote the tests", "I've told the courier to …" are mine
                return i  # "the customer says …", "my earlier message said …": reported, not claimed
    return len(lows)


#: Who is told, by a noun phrase ("told your manager", "told the courier"): a message sent, not words reported.
_TOLD_WHOM = (["your"], ["the"], ["our"], ["their"], ["his"])


def _series_of_mine(lows: list[str], sub: list[int] | None, i: int) -> bool:
    """Whether the verb at ``i`` after "and"/"then" ends a series of the agent's acts told without a subject, from
    the unit's first word ("Reset your password, unlocked the account and told your manager")."""
    return sub is not None and _bare_past(lows[0]) and all(w not in lx.EN_OTHERS for w in lows[:i])


def _clause_opens(lows: list[str], sub: list[int], k: int) -> bool:
    """Whether a clause opens at ``k``: a short noun phrase, then a finite verb in the same clause ("all 48
    payslips went out", "the transfer is pending"); "the booking for Friday" is an object."""
    if (
        lows[k] in ("it", "they", "he", "she")
        and k + 1 < len(lows)
        and sub[k + 1] == sub[k]
        and lows[k + 1].endswith("ed")
    ):
        return True  # "confirmed it settled yesterday": a pronoun takes no participle, its "-ed" verb is finite
    for n in range(k, min(len(lows), k + 6)):
        if sub[n] != sub[k]:
            return False
        if n > k and (lows[n] in _BE or lows[n] in _HAVE or lows[n] in _FINITE_PASTS):
            return True
        if not (_content(lows[n]) or lows[n].isdigit() or lows[n] in _NOUN_OPENERS or lows[n] in _COUNTS):
            return False
    return False


def _that_after_place(lows: list[str], sub: list[int], k: int) -> bool:
    """Whether a short phrase of where or how it was seen opens at ``k`` and "that" follows it in the same clause
    ("in the order history that …", "with the bank that …")."""
    if k >= len(lows) or lows[k] not in _LOOKED_IN:
        return False
    for n in range(k + 1, min(len(lows), k + 7)):
        if sub[n] != sub[k]:
            return False
        if lows[n] == "that":
            return True
    return False


_LOOKED_IN = frozenset({"in", "on", "with", "from", "via", "through"})
_NOUN_OPENERS = frozenset({"the", "a", "an", "your", "their", "his", "her", "its", "our", "this", "these", "those"})
#: Words that tell an act went wrong: a passive of it is the fault being put right, not a report of work.
_MISTAKES = frozenset({"twice", "mistakenly", "accidentally", "wrongly", "incorrectly", "erroneously", "error"})


def _recurs(word: str) -> bool:
    """Whether ``word`` after "each"/"every" names a recurring time ("each month", "every Monday", "every run")."""
    return word in _TIME_UNITS or word in _DAYS or word in _RECURRING


_RECURRING = frozenset(
    {"time", "morning", "evening", "night", "weekday", "weekend", "quarter", "cycle", "run", "period"}
)
#: What may follow an intransitive "run" (no object): how often or how well it ran.
_RUN_ALONE = frozenset({None, "every", "each", "daily", "weekly", "monthly", "since", "fine", "overnight", "again"})
#: Verbs that keep a state: a participle after them is that state ("remains paused"), no act.
_STAYS = frozenset({"remain", "remains", "remained", "remaining", "stay", "stays", "stayed", "staying", "kept"})
#: Past forms that are finite only (no participle): a clause's verb after its subject ("all 48 payslips went out").
_FINITE_PASTS = frozenset({"went", "came", "did", "took", "gave", "ran", "left", "arrived", "landed", "cleared"})


#: Verbs of the agent's own earlier words ("I said the refund was sent"); "told" someone is an act.
_OWN_WORDS = frozenset({"said", "mentioned", "stated", "claimed"})


#: Openers that make the rest of a sentence what the agent infers, not what it did ("It looks like the
#: refund was issued", "From what I can see, …", "As far as I can tell, …").
_EVIDENTIAL = frozenset(
    {("looks", "like"), ("look", "like"), ("seems", "like"), ("from", "what"), ("as", "far"), ("can", "see")}
)


#: Records read ("per the bank statement", "per our logs"); "Per your request" or "Per [evt:…]" names none.
_RECORDS = frozenset({"statement", "statements", "log", "logs", "records", "record", "history", "ledger", "report"})
_RECORDS |= frozenset({"tracking", "dashboard", "audit", "portal", "system", "notes", "file", "timeline"})
#: … and after "according to" ("according to the last ping"): what a source of record shows is reported, as what a
#: person says is, not the agent's act (not "according to the refund policy": a manner).
_SOURCES = _RECORDS | frozenset({"ping", "pings", "tracker", "data", "scan", "scans", "status", "feed", "gps", "app"})
_SOURCES |= frozenset({"tms", "crm", "erp", "database", "lookup", "telematics"})
#: … every noun after "according to" is a source whose account is reported ("according to the interline message on your
#: PNR") but a norm the act followed ("according to the refund policy", "according to your request"): a manner.
_NORMS = frozenset({"policy", "policies", "rule", "rules", "terms", "plan", "plans", "schedule", "instructions"})
_NORMS |= frozenset({"instruction", "request", "requests", "agreement", "contract", "law", "laws", "regulation"})
_NORMS |= frozenset({"regulations", "guidelines", "procedure", "procedures", "process", "wishes", "preferences"})
_NORMS |= frozenset({"standard", "standards", "sla", "tariff", "conditions", "template", "spec", "playbook", "runbook"})


def reported_throughout(lows: list[str]) -> bool:
    """Whether all of a clause is what someone or some record says ("Your refund went through on Nov 28 according to
    the billing history", "Per the bank statement, …"): no act of the agent's, whoever reads it."""
    return bool(lows) and (_reported_from(lows) == 0 or _evidential_from(lows) == 0)


def _evidential_from(lows: list[str]) -> int:
    for i in range(len(lows) - 1):
        if (lows[i], lows[i + 1]) in _EVIDENTIAL and not _own_perfect(lows[i + 2 : i + 5]):
            return i
    if lows[:1] == ["per"] and not _RECORDS.isdisjoint(lows[1:4]):
        return 0  # "Per the bank statement, the vendor was paid …": what a record says, not an act
    if lows[:1] == ["per"] and lows[1:2] and lows[1].isalpha() and lows[1] not in lx.EN_DETERMINERS | _PER_RULES:
        return 0  # "Per Sarah in accounting, the invoice was settled …": what someone says
    return len(lows)


def _own_perfect(after: list[str]) -> bool:
    """Whether ``after`` opens with the agent's own perfect ("I can see I've refunded you": what it did, not what it
    infers), "that" allowed before it."""
    words = after[1:] if after[:1] == ["that"] else after
    return bool(words) and (words[0] in ("i've", "we've") or words[:2] in (["i", "have"], ["we", "have"]))


#: Verbs of belief: what follows is supposed, unless it is the agent's own perfect (``_own_perfect``).
_BELIEFS = frozenset({"think", "believe", "guess", "assume", "suppose", "reckon"})


def _believed_done(lows: list[str], at: int, first: int, last: int, voice: str) -> bool:
    """Whether the agent's belief at ``at`` tells a thing of its own matter done ("I believe the hotel booking went
    through", "I think your refund was issued"): the agent cannot merely suppose what its own calls did, so the
    belief asserts it — not of "it" ("I think it was sent": a guess at what it cannot name), not of someone else
    ("I believe the front desk cancelled it"), nor when the sentence takes it back after the act ("…, but I haven't
    had confirmation", "…; I'll check to be sure")."""
    if voice not in ("passive", "intransitive") or lows[at - 1 : at] not in (["i"], ["we"]):
        return False
    subject = lows[at + 1 : first]
    if subject[:1] not in (["the"], ["your"], ["my"], ["our"]) or subject[-1] in lx.EN_OTHERS:
        return False
    after = lows[last + 1 :]
    return _HEDGE_DOUBT.isdisjoint(after) and not any(w.endswith("n't") for w in after)


#: What "per" names when the agent follows it, not a source that reports ("Per policy, I've refunded …").
_PER_RULES = frozenset({"policy", "request", "instructions", "agreement", "contract", "terms", "usual", "se", "our"})


#: Verbs that add a recipient to a message ("copied you in"): with a send of the same unit, that send.
_COPIED = frozenset({"copied", "cc'd", "cced", "bcc'd", "bcced", "looped"})


#: Pronouns of a thing before a clitic "be" ("it's rolled out", "they're rolled out").
_IT = frozenset({"it", "they", "that", "this", "everything"})
#: Words of turning something down: a failure when done to the agent, the agent's act when it does them.
_TURNS_DOWN = frozenset({"rejected", "declined", "refused"})


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


def _checked_in(lows: list[str], i: int) -> int:
    """The index of the "in" of a check-in done for someone: "checked you in", "checked in both passengers", "you're
    checked in for the 9:40" (not "checked in with the team", a word had, "checked in on the order", nor "were checked
    in by receiving", someone else's); 0 if none."""
    after = lows[i + 1 : i + 4]
    if after[:1] in (["you"], ["him"], ["her"], ["them"], ["everyone"]) and after[1:2] == ["in"]:
        return i + 2
    if after[:1] != ["in"] or after[1:2] in (["with"], ["on"], ["at"], ["by"]):
        return 0
    passive = i and (lows[i - 1] in _BE or lows[i - 1].endswith("'re") or lows[i - 1].endswith("'s"))
    return i + 1 if passive or after[1:2] in (["both"], ["all"], ["the"], ["your"]) else 0


def _idiom(lows: list[str], words: list[Token], i: int) -> tuple[int, int, str, str, str] | None:
    low = lows[i]
    nxt = lows[i + 1] if i + 1 < len(lows) else ""
    if low == "signed" and "up" in lows[i + 1 : i + 3]:
        return i, i, "sign up", lx.BOOK, "past"
    if low == "rolled" and nxt == "out" and i and words[i - 1].low.endswith(("'s", "'re")) and lows[i - 1] in _IT:
        return i, i, "rolled", lx.CHANGE, "passive"  # "Merged #4412 and it's rolled out to prod": released
    if low in _TURNS_DOWN and _own_rejection(lows, words, i):
        return i, i, "reject", lx.CHANGE, "past"  # "Rejected Sam and emailed him", "I've declined the invite"
    if low == "checked" and (at := _checked_in(lows, i)):
        passive = i > 0 and (lows[i - 1] in _BE or lows[i - 1].endswith(("'re", "'s")))
        return i, at, "check in", lx.CHANGE, "passive" if passive else "past"  # "checked you in", "you're checked in"
    if low in ("successful", "success", "succeeded") and (act := _succeeded(lows, i)) is not None:
        return i, i, "successful", act, "state"  # "Payment successful for invoice 4410", "the refund is a success"
    if low in _COPIED and (at := next((k for k in range(i + 2, min(len(lows), i + 5)) if lows[k] in ("in", "on")), 0)):
        return i, at, "copied in", lx.SEND, "past"  # "copied you in", "cc'd Dana on the thread": a recipient added
    if low == "put" and nxt == "in" and lows[i + 2 : i + 3] in (["a"], ["an"]) and (_mine(lows, i) or i == 0):
        head = next((w for w in lows[i + 3 : i + 6] if lx.EN_NOUNS.get(w) in _ACT_KINDS), "")
        return i, i + 1, "put in", lx.EN_NOUNS.get(head, lx.CREATE), "past"  # "I've put in a request with IT"
    if low == "put" and "through" in lows[i + 1 : i + 5]:
        return i, i, "put through", lx.COMPLETE, "past"
    if low == "took" and _agents(lows, words, i) and (at := _money_taken(lows, words, i)):
        return i, at, "take", lx.PAY, "past"  # "took the £500 deposit", "took £60 from his card": a charge
    if low in _LIGHT_PASTS and (at := _result_after(lows, words, i)):
        money = any(lx.EN_NOUNS.get(w) in (lx.PAY, lx.REFUND) or w[:1] in "$€£¥" for w in lows[i + 1 : at])
        kind = lx.REFUND if money and lows[at] == "back" else lx.CHANGE
        if low == "got" and kind != lx.REFUND:
            return None  # "got the test results back": received
        return i, at, f"{_LIGHT_PASTS[low]} {lows[at]}", kind, "past"  # "Took the article offline", "got the fee back"
    if low in ("fired", "shot") and nxt == "off":
        return i, i + 1, "send off", lx.SEND, "past"
    if low == "go" and i and lows[i - 1] == "did" and nxt in ("out", "through"):
        return i, i + 1, f"go {nxt}", lx.SEND if nxt == "out" else lx.COMPLETE, "intransitive"
    looked_through = (
        bool(lows[i + 2 : i + 3]) and lows[i + 2] in lx.EN_DETERMINERS and lows[i + 3 : i + 4] not in _TIMES
    )
    if low in ("went", "gone") and nxt == "through" and looked_through:
        return None  # "I've gone through the logs": a look, not a completion
    if low in ("went", "gone") and nxt == "in" and i and lx.EN_NOUNS.get(lows[i - 1]) in _ACT_KINDS | {lx.CREATE}:
        return i, i + 1, "go in", lx.EN_NOUNS[lows[i - 1]], "intransitive"  # "the laptop order went in": placed
    if low in _IDIOM_PARTICLES and nxt in _IDIOM_PARTICLES[low]:
        kind = {"out": lx.SEND, "live": lx.CHANGE}.get(nxt, lx.COMPLETE)
        return i, i + 1, f"go {nxt}", kind, "intransitive"  # "the hotfix went live": a release
    if (
        low == "let"
        and "know" in lows[i + 2 : i + 6]
        and i
        and (lows[i - 1] in _HAVE or lows[i - 1].startswith(("i'", "we'")) or lows[i - 1] in ("and", "also", "i", "we"))
        and nxt not in ("me", "us")  # "check and let me know": a request
    ):
        return i, lows.index("know", i + 2), "let know", lx.SEND, "perfect"  # "I've let the warehouse team know"
    held = lows[i + 2 : i + 3] and (lows[i + 2][:1].isdigit() or lows[i + 2] in lx.EN_NUMBERS or lows[i + 2] == "a")
    if low == "set" and nxt == "aside" and (_mine(lows, i) or i == 0) and held and _holds_goods(lows, i + 2):
        return i, i + 1, "set aside", lx.EN_VERBS["reserve"], "past"  # "Set aside two packs for Coco's owner": held
    if low == "put" and (_mine(lows, i) or i == 0) and (put := _put_in_place(lows, words, i)) is not None:
        return put  # "I've put you on the 07:10", "so I've put you on it", "Put $40 in your store wallet"
    if low == "put" and "down" in lows[i + 2 : i + 5] and "for" in lows[i + 3 : i + 7] and (_mine(lows, i) or i == 0):
        return i, lows.index("down", i + 2), "put down for", lx.BOOK, "past"  # "put your name down for the class"
    if low == "held" and i and lows[i - 1] in _BE and lows[i + 1 : i + 2] in (["until"], ["for"], ["till"]):
        return i, i, "hold", lx.BOOK, "passive"  # "your visa appointment slot is held until 5pm"
    if low == "held" and (_mine(lows, i) or i == 0) and _slot_after(lows, words, i):
        return i, i, "hold", lx.BOOK, "past"  # "so I held the 10:30 instead": a slot kept for someone
    if low == "requested" and (_mine(lows, i) or i == 0) and (nxt in ("a", "an") or _counted_plural(lows, i + 1)):
        return i, i, "request", lx.SEND, "past"  # "Requested a callback from the mortgage team", "Requested quotes"
    if low in ("asked", "requested") and (_mine(lows, i) or i == 0) and nxt not in ("you", "me", "us", "about"):
        at = next((k for k in range(i + 2, min(len(lows), i + 6)) if lows[k] == "for"), None)
        wanted = lows[at + 1 : at + 4] if at is not None else []
        if _recipient(lows, words, i + 1) and wanted and _ASKED_TO_KNOW.isdisjoint(wanted):
            return i, i, "ask", lx.SEND, "past"  # "Asked Inkwell for a credit note": a request sent
    if low in ("torn", "tore", "shut") and nxt in ("down", "off") and (_mine(lows, i) or i == 0 or lows[i - 1] in _BE):
        return i, i + 1, f"{low} {nxt}", lx.CHANGE, "passive" if lows[i - 1 : i] and lows[i - 1] in _BE else "past"
    if low in ("froze", "unfroze") and _mine(lows, i):
        return i, i, low, lx.CHANGE, "past"
    if low in ("frozen", "unfrozen") and i and lows[i - 1] == "been":
        return i, i, low, lx.CHANGE, "passive"  # "Your card ending 7731 has been frozen"
    if low in ("frozen", "unfrozen") and i and (lows[i - 1] in _BE or lows[i - 1] in _CHANGED) and _set_for(lows, i):
        return i, i, low, lx.CHANGE, "state"  # "your gym membership is frozen for 2 months starting today"
    if low in ("frozen", "unfrozen") and _noted(lows, words, i):
        return i, i, low, lx.CHANGE, "passive"  # "…; card frozen and a replacement ordered": a note of the act
    if low in ("gave", "given") and (given := _given(lows, words, i)) is not None:
        return given
    if low in _REQUESTS and _mine(lows, i) and _recipient(lows, words, i + 1) and nxt not in ("you", "me", "us"):
        to = next((k for k in range(i + 2, min(len(lows), i + 7)) if lows[k] == "to"), 0)
        act = to and to + 1 < len(lows) and _content(lows[to + 1]) and words[to + 1].text.islower()
        if act and not _LOOKS_ASKED.intersection(_regular_pasts(lows[to + 1])):  # not "to check": a look
            return i, i, "ask", lx.SEND, "past"  # "I've asked Carlos in IT to reset your token": a request sent
    if low in ("put", "left") and _agents(lows, words, i) and (note := _note_on(lows, i + 1)):
        return i, note, "put a note", lx.UPDATE, "past"  # "I've put a note on your file": the record annotated
    if low in ("put", "placed") and nxt in ("a", "an", "the") and lows[i + 2 : i + 3] and lows[i + 2] in _HOLDS:
        return i, i + 2, "put a hold", lx.CHANGE, "past"  # "I've put a hold on your card"
    if low == "left" and _thing_left(lows, words, i):
        return i, i, "leave", lx.SHIP, "past"  # "all four shipments left the Rotterdam DC": they went out
    if low in _ARRIVALS and nxt in ("in", "into", "on") and (at := _place(lows, words, i + 2, _INBOXES)):
        return i, at, "landed in the inbox", lx.EMAIL, "intransitive"  # "the packet landed in Amara's inbox"
    if (
        low in _WENT
        and nxt == "back"
        and lows[i + 2 : i + 3] == ["to"]
        and (at := _place(lows, words, i + 3, _MONEY_PLACES))
    ):
        return i, at, "went back to the card", lx.REFUND, "intransitive"  # "the $75 refund went back to your Visa"
    if low in _ARRIVALS and nxt in ("in", "into", "on") and (at := _place(lows, words, i + 2, _MONEY_PLACES)):
        return i, at, "landed in the account", lx.PAY, "intransitive"  # "the $500 landed in your account"
    got = low == "got" and i and (lows[i - 1] in ("have", "has") or lows[i - 1].endswith(("'ve", "'s")))
    if (low in ("have", "has") or got) and (grant := _holds_now(lows, i)) is not None:
        return i, grant[0], "now has", grant[1], "state"  # "You now have access to …", "You've got access … now"
    if low in _OWNS and (held := _holder_now(lows, words, i)) is not None:
        return i, held, "now holds", lx.UPDATE, "state"  # "Priya now owns INC-4840": it was handed to her
    if low == "yours" and i > 1 and lows[i - 1] in ("is", "are", "now") and not _SLOT_NOUNS.isdisjoint(lows[:i]):
        return i - 1, i, "is yours", lx.CHANGE, "state"  # "Seat 3A is yours", "the 10:30 slot is now yours": given
    if low == "in" and nxt == "with" and _booked_with(lows, words, i):
        return i, i + 1, "in with", lx.BOOK, "state"  # "You're in with Dr. Osei on Thursday at 15:00"
    if low == "on" and _seat_on(words, i) and _booked_with(lows, words, i):
        return i, i + 1, "on", lx.BOOK, "state"  # "You're on TP1351 at 07:05 on the 14th", "on the 07:15"
    if (transit := _in_transit(lows, words, i)) is not None:
        return transit
    if low == "locked" and nxt == "in" and i and lows[i - 1] in _BE:
        return i, i + 1, "locked in", lx.BOOK, "state"  # "dinner for 8 is locked in for Friday"
    if low == "again" and i >= 2 and lows[i - 1] in _RESTORED and lows[i - 2] in _BE:
        return i - 1, i, "is active again", lx.CHANGE, "state"  # "your Pro licence is active again"
    if low == "took" and "off" in lows[i + 1 : i + 5] and not (i and lows[i - 1] in _PRONOUN_SUBJECTS - {"i", "we"}):
        return i, lows.index("off", i + 1), "take off", lx.REFUND, "past"  # "Took $25 off your next bill"
    if low == "failed" and nxt == "over" and not (i and (lows[i - 1] in _BE or lows[i - 1] in _HAVE)):
        return i, i + 1, "fail over", lx.CHANGE, "past"  # "Failed over the primary DB to the replica"
    if (
        low in ("up", "online")
        and i
        and (lows[i - 1] == "back" or (low == "up" and lows[i + 1 : i + 3] == ["and", "running"]))
    ):
        k = i - 2 if lows[i - 1] == "back" else i - 1
        if k >= 0 and (lows[k] in _BE or lows[k] == "now"):
            return (
                i - (lows[i - 1] == "back"),
                i,
                "back up",
                lx.CHANGE,
                "state",
            )  # "the cron job is back up and running"
    messages = (
        i
        and lows[i - 1].endswith("s")
        and (lx.EN_NOUNS.get(lows[i - 1]) in (lx.EMAIL, lx.MESSAGE) or lows[i - 1] in ("invites", "invitations"))
    )
    ends = i + 1 >= len(lows) or words[i + 1].clause != words[i].clause or nxt in ("to", "and")
    if low == "out" and messages and ends:
        return i, i, "is out", lx.SEND, "state"  # "welcome emails out", telegraphic
    if low == "now" and (changed := _now_instead(lows, words, i)) is not None:
        return changed
    if low == "now" and nxt in _REPOINTS and lows[i + 2 : i + 3] in (["at"], ["to"]) and i and _content(lows[i - 1]):
        return i, i + 1, "now points", lx.UPDATE, "state"  # "DNS for status.example.com now points at the new cluster"
    if low == "out" and nxt == "to" and i and lows[i - 1] in _PRESENT_BE and _sent_thing(lows, words, i - 1):
        return i, i + 1, "is out to", lx.SEND, "state"  # "Quote Q-3381 is out to Initech"
    if low == "now" and _new_value(lows, words, i):
        return i, i, "is now", lx.UPDATE, "state"  # "your email address on file is now maria@example.com"
    held = nxt == "on" and not _RESTRICTIONS.isdisjoint(lows[i + 2 : i + 5])
    if low == "now" and held and _resulting(lows, i + 1) and lows[i - 2 : i - 1] not in (["i"], ["we"], ["you"]):
        return i - 1, i, "is now", lx.UPDATE, "state"  # "Batch 4471 is now on QA hold": a hold the agent placed
    if low == "now" and i and lows[i - 1] in ("is", "are") and _on_record(lows, i + 1):
        return i - 1, i, "is now", lx.UPDATE, "state"  # "Your Gift Aid declaration is now on file": recorded
    if low == "now" and (be := _recorded_now(lows, i)) is not None:
        return be, i, "is now", lx.UPDATE, "state"  # "Your new plan is on file now", "… are on your file now"
    if low in ("up", "live") and _published(lows, i):
        return i, i, f"is {low}", lx.CHANGE, "state"  # "LinkedIn post is up", "Blog post live": published
    if low in _SEES and (at := _money_to_come(lows, words, i)):
        return i, at, "see back", lx.REFUND, "state"  # "You'll see the refund on your card in 3-5 days": it was issued
    if low in _FITS_IN and (at := _fitted_in(lows, words, i)):
        return i, at, "fit in", lx.BOOK, "past"  # "Squeezed you into Cool Air's schedule for tomorrow": booked
    if low == "up" and _review_up(lows, i):
        return i, i, "is up", lx.CREATE, "state"  # "PR is up for the timeout guard", "MR's up for review": opened
    if (
        low == "out"
        and nxt == "for"
        and lows[i + 2 : i + 3]
        and lows[i + 2] in _SIGNING
        and _present_be(lows, words, i)
    ):
        return i, i + 2, "is out for", lx.SEND, "state"  # "Your lease renewal is out for signature": sent to sign
    if low == "active" and nxt == "now" and _present_be(lows, words, i) and _noun_subject_near(lows, i - 1):
        return i, i + 1, "is active now", lx.UPDATE, "state"  # "Your temporary door code is active now"
    if (
        low == "on"
        and _present_be(lows, words, i)
        and _money_off_before(lows, words, i)
        and _ends_clause(lows, words, i)
    ):
        return i, i, "is on", lx.UPDATE, "state"  # "The coupon's on.", "the discount is on now": applied
    if low == "now" and nxt in ("reads", "shows", "says", "lists") and _field_before(lows, i):
        return i, i + 1, "now reads", lx.UPDATE, "state"  # "Your address now reads 89 Willow Ct": a value set
    collect = nxt in ("for", "to") and lows[i + 2 : i + 3] and lows[i + 2] in _COLLECTS
    if low == "ready" and _present_be(lows, words, i) and _specific_before(lows, i - 1) and not collect:
        return i, i, "is ready", lx.COMPLETE, "state"  # "All three return labels are ready for you": made
    if low in ("on", "off") and nxt in ("until", "till") and _switched_until(lows, words, i):
        return i - 1, i, "is now", lx.UPDATE, "state"  # "vacation mode is on until Jan 6": switched for a while
    if low == "now" and (be := _value_then_now(lows, words, i)) is not None:
        return be, i, "is now", lx.UPDATE, "state"  # "prod is on v2.4.1 now", "the flag is off now"
    went_to = nxt == "to" or (nxt == "over" and lows[i + 2 : i + 3] == ["to"])
    if low in ("went", "gone") and went_to and _thing_before(lows, i) and _SHARES.isdisjoint(lows[max(0, i - 6) : i]):
        return i, i + 1, "go to", lx.SEND, "intransitive"  # "the quote went over to procurement"; not "I went to"
    if low == "on" and nxt in ("its", "the", "their", "his", "her", "your") and lows[i + 2 : i + 3] == ["way"]:
        return i, i + 2, "on its way", lx.SEND, "state"
    if low in _SET_OFF and _present_be(lows, words, i) and _thing_before(lows, i - 1) and (at := _off_now(lows, i)):
        return i, at, "on its way", lx.SHIP if low in ("shipping", "dispatching") else lx.SEND, "state"
    if low in ("taken", "took") and nxt == "care" and lows[i + 2 : i + 3] == ["of"]:
        return i, i + 2, "take care of", lx.COMPLETE, "passive" if low == "taken" else "past"
    squared = low == "squared" and nxt == "away" and i > 0
    if squared and (
        lows[i - 1] in ("is", "are", "been", "got", "all", "now") or words[i - 1].low.endswith(("'s", "'re"))
    ):
        return i, i + 1, "all set", lx.COMPLETE, "state"  # "Everything's squared away on our end": a generic done
    if low == "all" and nxt in ("set", "done", "sorted", "squared", "good"):
        return i, i + 1, "all set", lx.COMPLETE, "state"
    if low == "all" and nxt == "is" and lows[i + 2 : i + 3] in (["set"], ["done"], ["sorted"]) and not i:
        return i, i + 2, "all set", lx.COMPLETE, "state"  # "All is set for you for the vaccine" (a learner's "all set")
    if low == "good" and nxt == "to" and lows[i + 2 : i + 3] == ["go"]:
        return i, i + 2, "good to go", lx.COMPLETE, "state"
    if (
        low in ("active", "enabled")
        and i >= 2
        and lows[i - 1] == "now"
        and lows[i - 2] in ("is", "are", "'s")
        and _thing_before(lows, i - 2)
        and lows[i - 3] not in _TALLIES
    ):
        return i - 1, i, "is now active", lx.UPDATE, "state"  # "Your roaming pass for Spain is now active"
    if low == "back" and nxt in ("to", "on") and (at := _money_back_note(lows, words, i)):
        return i, at, "back to your card", lx.REFUND, "state"  # "Refund: €212.00 back to your Amex"
    if low in ("live", "through", "out") and i > 0 and lows[i - 1] in ("is", "are", "'s", "now", "been"):
        sent_to = nxt == "to" and _recipient(lows, words, i + 2) and _thing_before(lows, i - 1)
        if low == "out" and lows[i - 1] in ("is", "are", "'s", "been") and nxt in ("of", "for", "to") and not sent_to:
            return None  # "is out of stock", "Sam is out to lunch"; "the offer letter is out to Maya" is sent
        kind = {"out": lx.SEND, "live": lx.CHANGE}.get(low, lx.COMPLETE)
        if low == "out" and _released(lows, words, i - 1):
            kind = lx.CHANGE  # "Hotfix 3.4.2 is out": a release, not a message
        return i, i, f"is {low}", kind, "state"
    return None


def _money_back_note(lows: list[str], words: list[Token], i: int) -> int:
    """The card or account in a note of money going back ("Refund: €212.00 back to your Amex", "£40 back on your
    card"): "back" after an amount or a refund's noun with no verb between, then "to"/"on" and a money place; or 0."""
    k = i - 1
    while k >= 0 and words[k].clause == words[i].clause and (lows[k][:1].isdigit() or lows[k] in lx.EN_DETERMINERS):
        k -= 1
    amount = k < i - 1 and lows[k + 1][:1].isdigit()
    if not amount and not (k >= 0 and lx.EN_NOUNS.get(lows[k]) == lx.REFUND):
        return 0
    return _place(lows, words, i + 2, _MONEY_PLACES)


def _succeeded(lows: list[str], i: int) -> str | None:
    """The kind of the act named right before "successful" at ``i`` (a form of "be" and "a" between): "Payment
    successful", "the transfer was successful", "Refund is success"; not a person ("Ana is successful")."""
    k = i - 1
    while k > 0 and (lows[k] in _BE or lows[k] in ("a", "very", "fully", "now", "all")):
        k -= 1
    of = next((j for j in range(k, max(0, k - 4), -1) if lows[j] == "of"), None)
    if of is not None and all(w[:1].isdigit() or w in _CURRENCY_WORDS for w in lows[of + 1 : k + 1]):
        k = of - 1  # "your recharge of Rs 299 is successful": the act, not its amount
    if lows[k] in _BE:
        return None
    redone = lx.EN_VERBS.get(lows[k][2:]) if lows[k].startswith("re") else None
    return _act_noun(lows, k) or (redone if redone in _ACT_KINDS else None)  # "recharge": a charge


def _released(lows: list[str], words: list[Token], be: int) -> bool:
    """Whether the subject before ``be`` is code or a version of it ("Hotfix 3.4.2", "v2.8.1", "the fix")."""
    for k in range(be - 1, max(-1, be - 4), -1):
        if (
            lows[k] in _CODE
            or lows[k] in ("release", "version", "update", "patch")
            or _VERSION.fullmatch(words[k].text)
        ):
            return True
        if not _content(lows[k]) and not any(c.isdigit() for c in lows[k]):
            return False
    return False


_VERSION = re.compile(r"v?\d+(?:\.\d+)+")


def _recipient(lows: list[str], words: list[Token], k: int) -> bool:
    """Whether a recipient opens at ``k``: a determiner, "all"/"everyone", someone else, or a name."""
    if k >= len(lows):
        return False
    return (
        lows[k] in lx.EN_DETERMINERS
        or lows[k] in ("all", "everyone", "everybody")
        or lows[k] in lx.EN_OTHERS
        or (words[k].kind == "word" and words[k].text[:1].isupper())
    )


#: What is given that is a message ("gave the warehouse a heads-up") or a grant ("given Priya access").
_GIVEN_MESSAGES = frozenset({"heads-up", "heads", "nudge", "call", "ring", "shout", "note", "ping", "reminder"})
_GIVEN_GRANTS = frozenset({"access", "permission", "permissions", "rights", "discount", "extension", "upgrade"})


def _set_for(lows: list[str], i: int) -> bool:
    """Whether a state at ``i`` of someone's thing was set for a time or just now ("your membership is frozen
    for 2 months", "is now frozen"; not "the release train is frozen until Monday", a policy)."""
    owned = not {"your", "their", "his", "her"}.isdisjoint(lows[max(0, i - 6) : i])  # not "the release train"
    return owned and (lows[i + 1 : i + 2] in (["for"], ["until"], ["from"], ["starting"]) or "now" in lows[i - 3 : i])


def _slot_after(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether a time or a slot is what the verb at ``i`` acts on ("held the 10:30", "held a seat")."""
    for k in range(i + 1, min(len(lows), i + 4)):
        if words[k].clause != words[i].clause:
            return False
        if lows[k] in _SLOTS or ":" in words[k].text or (lows[k].endswith(("am", "pm")) and lows[k][:1].isdigit()):
            return True
    return False


_SLOTS = frozenset({"slot", "slots", "seat", "seats", "room", "table", "spot", "place", "appointment", "booking"})


def _given(lows: list[str], words: list[Token], i: int) -> tuple[int, int, str, str, str] | None:
    """ "Gave the warehouse a heads-up", "I've given Priya access", "you've been given a $15 credit": what
    was given names the act (a message, a grant, a refund), when the agent gave it or nobody is named."""
    passive = i and lows[i - 1] in _BE
    joined = i > 1 and lows[i - 1] == "and" and _own_clause(lows, words, i - 1)  # "I went ahead and gave you …"
    if not (_mine(lows, i) or joined or passive or (i == 0 or words[i - 1].clause != words[i].clause)):
        return None
    for k in range(i + 1, min(len(lows), i + 7)):
        if words[k].clause != words[i].clause:
            break
        if lows[k] in _GIVEN_MESSAGES:
            return i, k, "give", lx.SEND, "passive" if passive else "past"
        if lows[k] in _GIVEN_GRANTS:
            return i, k, "give", lx.UPDATE, "passive" if passive else "past"
        if lx.EN_NOUNS.get(lows[k]) in (lx.REFUND, lx.PAY):
            return i, k, "give", lx.EN_NOUNS[lows[k]], "passive" if passive else "past"
    whom = i + 2 + 2 * (lows[i + 2 : i + 3] in (["on"], ["in"], ["at"]))  # "gave everyone on NA 2 hours of …"
    if not passive and lows[i + 1 : i + 2] in ([w] for w in _RECIPIENTS) and _handed_thing(lows, words, whom):
        return i, i, "give", lx.UPDATE, "past"  # "gave you a compensation pack", "gave everyone 2 hours of premium"
    return None


def _handed_thing(lows: list[str], words: list[Token], k: int) -> bool:
    """Whether a thing handed over opens at ``k`` after "gave <someone>": a determiner or a number, then nouns, not
    what the reader was told ("the link", "an update", "the wrong date") nor a message ("a call")."""
    if k >= len(lows) or words[k].clause != words[k - 1].clause:
        return False
    if not (lows[k] in ("a", "an", "some") or lows[k].isdigit() or lows[k] in lx.EN_NUMBERS):
        return False
    thing = lows[k + 1 : k + 4]
    return bool(thing) and _content(thing[0]) and _TOLD.isdisjoint(thing) and _GIVEN_MESSAGES.isdisjoint(thing)


#: Who is given something in a double object ("gave you …", "gave everyone …").
_RECIPIENTS = frozenset({"you", "them", "him", "her", "everyone", "everybody", "each"})
#: What is given by telling it: information, not a thing handed over.
_TOLD = frozenset(
    {"link", "update", "summary", "details", "number", "date", "answer", "overview", "estimate", "option", "options"}
    | {"choice", "idea", "example", "breakdown", "rundown", "explanation", "heads-up", "wrong", "quick", "brief"}
)


#: Verbs of asking someone to act ("I've asked the warehouse to hold it"): the request was sent.
_REQUESTS = frozenset({"asked", "told", "instructed", "requested", "reminded"})


#: What asking someone "for" only finds out ("asked the contractor for their earliest availability"): a question,
#: like "asked about"; a credit note or quotes asked for are a request sent.
_ASKED_TO_KNOW = frozenset(
    {"availability", "slot", "slots", "time", "times", "information", "info", "update", "updates"}
    | {"confirmation", "feedback", "thoughts", "input", "status", "eta", "advice", "opinion", "clarification"}
)
#: What a request for a look asks: "asked the mail team to check" hands on no act.
_LOOKS_ASKED = frozenset({"checked", "looked", "reviewed", "investigated", "verified", "confirmed", "traced"})


def _counted_plural(lows: list[str], k: int) -> bool:
    """Whether a plural object opens at ``k``, bare or counted: "quotes from three suppliers", "two samples"."""
    if k < len(lows) and (lows[k] in lx.EN_NUMBERS or lows[k].isdigit()):
        k += 1
    return k < len(lows) and _plural_noun(lows[k])


#: What is put on a record to annotate it.
_NOTES = frozenset({"note", "notes", "comment", "comments", "memo", "marker", "flag", "warning"})


def _note_on(lows: list[str], k: int) -> int:
    """The index of the note in "a note on/to your file" from ``k`` (a determiner, at most one modifier, the note,
    then "on"/"in"/"to"), or 0."""
    if lows[k : k + 1] not in (["a"], ["an"], ["the"]):
        return 0
    for n in (k + 1, k + 2):
        if lows[n : n + 1] and lows[n] in _NOTES and lows[n + 1 : n + 2] in (["on"], ["in"], ["to"], ["against"]):
            return n
    return 0


#: Light verbs in the past that with an object and a word of result tell a change ("took the page offline").
_LIGHT_PASTS = {"took": "take", "brought": "bring", "got": "get", "knocked": "knock", "pulled": "pull", "set": "set"}
#: Words of the state an object was put in ("offline", "down", "back"), after its light verb and the object.
_RESULT_WORDS = frozenset({"offline", "online", "down", "back", "live", "private", "public", "dark", "off"})


def _money_taken(lows: list[str], words: list[Token], i: int) -> int:
    """The index of the money the agent "took" at ``i`` (a money noun heading its object, "the £500 deposit", or
    a sum taken "from" a card or an account), 0 if none; not with a word of result ("took £15 off")."""
    for k in range(i + 1, min(len(lows), i + 6)):
        if words[k].clause != words[i].clause or lows[k] in _RESULT_WORDS:
            return 0
        if lx.EN_NOUNS.get(lows[k]) == lx.PAY and lows[k + 1 : k + 2] not in (["off"], ["back"]):
            return 0 if lows[k + 1 : k + 2] and lows[k + 1] in _DOCUMENTS else k  # not "the payment details"
        if lows[k] == "from" and not _MONEY_PLACES.isdisjoint(lows[k + 1 : k + 5]):
            return k
    return 0


def _result_after(lows: list[str], words: list[Token], i: int) -> int:
    """The index of a word of result after the agent's light verb at ``i`` and its object (a determiner or a
    count, at most four words of it: "took the article offline", "got the £40 joining fee back"), or 0."""
    if not (_agents(lows, words, i) or words[i - 1].clause != words[i].clause):
        return 0
    if lows[i + 1 : i + 2] == [] or not (lows[i + 1] in lx.EN_DETERMINERS or lows[i + 1] in _COUNTS):
        return 0
    for k in range(i + 2, min(len(lows), i + 7)):
        if words[k].clause != words[i].clause:
            return 0
        if lows[k] in _RESULT_WORDS:
            return k if k + 1 >= len(lows) or lows[k + 1] not in ("to", "from", "of", "on") else 0
        if not (_content(lows[k]) or lows[k][:1].isdigit() or words[k].kind == "num"):
            return 0
    return 0


def _agents(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether the verb at ``i`` is the agent's: after "I"/"we", opening the unit, or coordinated with the agent's
    own clause ("I've refunded the main and put a note on your account")."""
    if _mine(lows, i) or i == 0:
        return True
    joined = lows[i - 1] == "and" or words[i - 1].clause != words[i].clause  # "Reserved the car, took the deposit"
    return joined and _own_clause(lows, words, i - 1 if lows[i - 1] == "and" else i)


#: What a booking gives someone: a seat, a slot or a table that "is yours".
_SLOT_NOUNS = frozenset({"seat", "slot", "table", "room", "spot", "place", "cabin", "berth", "appointment", "pitch"})


def _put_in_place(lows: list[str], words: list[Token], i: int) -> tuple[int, int, str, str, str] | None:
    """ "put" at ``i`` placing someone on a departure ("put you on the 07:10", "put you on it" after a departure's
    hour in the unit: a seat booked) or money in a place money lands ("put $40 in your store wallet", "put it there"
    after an amount and such a place: a credit)."""
    after = lows[i + 1 : i + 4]
    if after[:1] and after[0] in ("you", "him", "her", "them") and after[1:2] == ["on"]:
        timed = any(w.kind == "num" and ":" in w.text for w in words[:i])
        if _seat_on(words, i + 2) or (after[2:3] == ["it"] and timed):
            return i, i + 2, "put on", lx.BOOK, "past"
    if after[:2] == ["it", "there"] and any(w[:1] in "$€£¥" or w[:1].isdigit() for w in lows[:i]):
        placed = not _MONEY_PLACES.isdisjoint(lows[:i])  # "$40 sitting in your store wallet now — I've put it there"
        return (i, i + 2, "put there", lx.REFUND, "past") if placed else None
    at = next((k for k in range(i + 2, min(len(lows), i + 5)) if lows[k] in ("in", "into", "on", "onto")), None)
    amount = any(w[:1] in "$€£¥" or w[:1].isdigit() for w in lows[i + 1 : at or i + 1])
    if at is not None and amount and (end := _place(lows, words, at + 1, _MONEY_PLACES)):
        return i, end, "put in", lx.REFUND, "past"
    return None


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


#: Words that mark a state as the change just made ("already" does not: "is already set to indefinite" by IT).
_JUST_CHANGED = frozenset({"now", "successfully"})


def _thing_left(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether "left" at ``i`` says a parcel or an order left a place: a noun of a shipment or an order
    just before it (its subject), a place after it ("the parcel left our warehouse", "both orders have left
    Leeds"); not what remains ("two parcels left to pack") nor someone leaving ("I left a note")."""
    nxt = lows[i + 1] if i + 1 < len(lows) else ""
    place = nxt in lx.EN_DETERMINERS or (nxt.isalpha() and words[i + 1].text[:1].isupper())
    k = i - 1
    while k >= 0 and (lows[k] in _ADVERBS or lows[k] in _HAVE):
        k -= 1
    return place and k >= 0 and lx.EN_NOUNS.get(lows[k]) in (lx.SHIP, lx.ORDER)


#: States a thing is back in: "active again".
_RESTORED = frozenset({"active", "enabled", "available", "online", "working", "live", "accessible", "unlocked"})
#: What is put on a thing to stop it: "put a hold / freeze / block on".
_HOLDS = frozenset({"hold", "freeze", "block", "stop", "lock", "pause", "flag"})
#: Lists someone waits on for a place: being on one is being put there.
_WAITLISTS = frozenset({"waitlist", "waitlists", "wait-list", "waiting-list", "standby"})
#: Where a thing on its way is: "on the truck", "in the mail", "in transit", "out for delivery".
_CARRIERS = frozenset({"truck", "van", "plane", "road", "lorry", "trunk", "train", "vessel", "ship", "boat"})


def _on_a(words: list[Token], k: int) -> bool:
    """ "the", "a", or a time's possessive ("tonight's", "Monday's") before a carrier."""
    w = words[k].low
    return w in ("the", "a") or (w.endswith("'s") and w[:-2] in _WHEN_NOUNS)


def _in_transit(lows: list[str], words: list[Token], i: int) -> tuple[int, int, str, str, str] | None:
    """A state of being under way or where an act put it, after a form of "be": "the headset is already on
    the truck", "your card is in the mail", "the parcel is in transit" / "out for delivery" (a shipment; the
    mail a send); "in Amara's inbox" (an email), "back on your card" (a refund), "on the calendar" (a
    booking), "up on the shared drive" (an upload), "with the hospital now" (handed on: a send, or a
    shipment when a carrier holds it)."""
    k = i - 1
    while k >= 0 and lows[k] in _ADVERBS and lows[k] not in _PRONOUN_SUBJECTS:
        k -= 1
    if k > 0 and lows[k] in _WAITS and lows[i] == "in":
        k -= 1  # "your revised offer is waiting in your inbox": where it is, as "is in your inbox"
    if k < 0 or not (lows[k] in _BE or words[k].low != lows[k] or lows[k].endswith("'re")):  # "it's", "you're"
        return None
    if lows[k] in ("was", "were", "been") and not (k and lows[k - 1] in _HAVE):
        return None  # "the parcel was already out for delivery, so I couldn't …": where it was then
    low, rest = lows[i], lows[i + 1 : i + 4]
    if low == "on" and rest[:1] and _on_a(words, i + 1) and rest[1:2] and rest[1] in _CARRIERS:
        return i, i + 2, "on its way", lx.SHIP, "state"  # "on the truck", "on tonight's trunk to Leeds"
    if low == "on" and rest[:1] and rest[0] in ("a", "the") and (at := _place(lows, words, i + 1, _SHIPMENTS)):
        return i, at, "on a shipment", lx.SHIP, "state"  # "the missing item is on a new shipment"
    if low == "in" and rest[:1] == ["transit"]:
        return i, i + 1, "in transit", lx.SHIP, "state"
    filed = lows[k] if words[k].low != lows[k] else lows[k - 1] if k else ""  # "your ticket's in", "the claim is in"
    ends = i + 1 >= len(words) or words[i + 1].clause != words[i].clause or rest[:2] == ["the", "queue"]
    waits = not _WAITS.isdisjoint(lows[k:i])  # "a reboot request is sitting in the queue": waiting, not filed
    if low == "in" and filed in _FILINGS and ends and not waits and lows[k] not in ("was", "were", "been"):
        kind = lx.EN_NOUNS.get(filed)
        return i, i, "is in", kind if kind in _ACT_KINDS else lx.CREATE, "state"  # "Your EU261 claim is in — ref …"
    if low == "in" and rest[:2] in (["the", "mail"], ["the", "post"]):
        return i, i + 2, "in the mail", lx.SEND, "state"
    if low == "out" and rest[:2] == ["for", "delivery"]:
        return i, i + 2, "out for delivery", lx.SHIP, "state"
    if low == "back" and rest[:1] and rest[0] in _PLACES and (at := _place(lows, words, i + 2, _MONEY_PLACES)):
        return i, at, "back on your card", lx.REFUND, "state"  # "the $64.99 is back on your card"
    if low == "up" and rest[:1] and rest[0] in ("on", "in") and (at := _channel_at(lows, words, i + 2)):
        return i, at, "up in", lx.MESSAGE, "state"  # "Announcement's up in #news", "the notice is up on Discord"
    if low == "up" and rest[:1] and rest[0] in ("on", "in") and (at := _place(lows, words, i + 2, _SHARED_PLACES)):
        return i, at, "up on", lx.EXPORT, "state"  # "the Q3 deck is up on the shared drive"
    if low == "on" and (at := _place(lows, words, i + 1, _CALENDARS)):
        return i, at, "on the calendar", lx.BOOK, "state"  # "the 1:1 with Priya is on the calendar"
    kept = "already" in lows[k:i] or "still" in lows[k:i]  # "you're already on the waitlist": so before
    if low == "on" and not kept and (at := _place(lows, words, i + 1, _WAITLISTS)):
        return i, at, "on the waitlist", lx.CHANGE, "state"  # "you're now on the waitlist": put there
    credit = any(lx.EN_NOUNS.get(w) == lx.REFUND for w in lows[max(0, k - 4) : k])  # "your flight credit … is"
    if (
        low in ("in", "on")
        and ("now" in lows[i - 2 : i] + rest or credit)
        and (at := _place(lows, words, i + 1, _MONEY_PLACES))
    ):
        return i, at, "in your account", lx.COMPLETE, "state"  # "the voucher is in your account now": put there
    if low == "in" and (at := _place(lows, words, i + 1, _INBOXES)):
        return i, at, "in the inbox", lx.EMAIL, "state"  # "the e-ticket is in your inbox"
    if low == "with" and _handed(lows, words, k, i):
        carrier = any(w in _CARRIER_NAMES for w in rest) or lx.EN_NOUNS.get(lows[k - 1]) in (lx.SHIP, lx.ORDER)
        return i, i, "is with", lx.SHIP if carrier else lx.SEND, "state"  # "the referral is with the hospital now"
    return None


def _holds_now(lows: list[str], i: int) -> tuple[int, str] | None:
    """ "you now have access", "Priya has admin rights now", "you now have a $20 credit", "the buyer has the quote
    now": a grant, credit or document the reader or someone now holds — the result of an act (an update; a credit a
    refund; a document a send). Without "now"
    it is a state ("Raj already has the link")."""
    now = lows[i - 1 : i] == ["now"] or "now" in lows[i + 1 : i + 8]
    if not now or not i or lows[i - 1 - (lows[i - 1] == "now")] in ("i", "we", "still", "already"):
        return None
    for k in range(i + 1, min(len(lows), i + 5)):
        if lows[k] in _GIVEN_GRANTS or lows[k] in ("role", "rights", "licence", "license", "seat", "admin"):
            return k, lx.UPDATE
        if lx.EN_NOUNS.get(lows[k]) == lx.REFUND or lows[k] in ("credit", "voucher"):
            return k, lx.REFUND
        if lows[k] in lx.EN_DOCUMENTS:
            return k, lx.SEND  # "the owner has the estimate now": it was sent to them
    return None


_OWNS = frozenset({"owns", "has", "holds"})
#: People named by who they are to the reader ("your sister now has the tickets").
_RELATIONS = frozenset(
    {"sister", "brother", "wife", "husband", "partner", "friend", "colleague", "mother", "father", "mom", "dad"}
    | {"son", "daughter", "manager", "boss", "guest", "parents", "kids", "assistant", "teammate", "coworker"}
)
_THEIRS = frozenset({"the", "your", "their", "his", "her", "this", "that", "these", "those", "both", "all"})


def _holder_now(lows: list[str], words: list[Token], i: int) -> int | None:
    """Where the thing is that a person "now owns/has/holds" ("Priya now owns INC-4840", "Your sister now has the
    tickets in her account"): it was handed to them, a change of its holder. A person is a name (capitalised, no
    word of the lexicon) or someone the reader knows ("your sister"); the thing a determiner's or an id. Not the
    agent ("I now have the file"), not a thing ("the queue now has 40 items": counted, a state)."""
    if i < 2 or lows[i - 1] != "now" or i + 1 >= len(lows):
        return None
    who, said = lows[i - 2], words[i - 2].text
    named = (
        said[:1].isupper()
        and said.isalpha()
        and who not in lx.EN_NOUNS
        and who not in lx.EN_VERBS
        and who not in lx.EN_DETERMINERS
        and who not in _PRONOUN_SUBJECTS
        and who not in lx.EN_SELF
    )
    known = who in _RELATIONS and i > 2 and lows[i - 3] in ("your", "my", "his", "her", "their")
    if not (named or known):
        return None
    thing = lows[i + 1]
    code = words[i + 1].text
    an_id = (any(c.isdigit() for c in thing) and not thing.isdigit()) or (len(code) > 1 and code.isupper())
    if thing in _THEIRS or an_id:  # "the tickets", "INC-4840"; not "3 open incidents", a count
        return i + 1
    return None


#: Present verbs of where a name or route leads: "now points at" a new target was set.
_REPOINTS = frozenset(
    {"points", "point", "routes", "route", "resolves", "resolve", "redirects", "redirect", "forwards"}
)


def _sent_thing(lows: list[str], words: list[Token], be: int) -> bool:
    """Whether the subject before "is/are" at ``be`` is a thing one sends (a quote, an offer, an invoice,
    a proposal: a noun of the lexicon or of ``_SENT``), not a person ("the CEO is out to lunch")."""
    k = be - 1
    while k >= 0 and (words[k].kind == "num" or "-" in lows[k] or words[k].text.isupper() or lows[k][:1].isdigit()):
        k -= 1  # "Quote Q-3381 is out": the id after the noun
    return k >= 0 and (lows[k] in lx.EN_NOUNS or lows[k] in _SENT)


_SENT = frozenset({"quote", "quotes", "offer", "offers", "proposal", "proposals", "contract", "contracts", "letter"})


def _seat_on(words: list[Token], i: int) -> bool:
    """Whether "on" at ``i`` is followed by a flight, train or service: a code of capitals and digits
    ("TP1351", "BA 117" is not read) or "the" and a departure time ("the 07:15")."""
    nxt = words[i + 1 : i + 3]
    if not nxt:
        return False
    code = nxt[0].text
    if code.isupper() and code.isalpha() and len(nxt) == 2 and nxt[1].kind == "num" and nxt[1].start == nxt[0].end:
        return True  # "TP1351" (read as "TP", "1351")
    if len(code) == 2 and code.isupper() and code.isalpha() and len(nxt) == 2 and nxt[1].text.isdigit():
        return len(nxt[1].text) <= 4  # "UA 418": an airline's code and a flight number
    return len(nxt) == 2 and nxt[0].low == "the" and ":" in nxt[1].text


def _booked_with(lows: list[str], words: list[Token], i: int) -> bool:
    """ "you're in with Dr. Osei on Thursday", "you are in with the dentist at 9" ("in" at ``i``), "you're
    on TP1351 at 07:05" ("on", a code or a departure, see :func:`_seat_on`): the reader given a slot with
    someone or a seat on something, at a day or hour — a booking (not "in with a chance", "on the right
    track", nor "they're in with the auditors")."""
    at = i - (lows[i - 1 : i] == ["now"])  # "You're now on UA 418 tomorrow at 7:05"
    if lows[at - 2 : at] != ["you", "are"] and lows[at - 1 : at] != ["you're"]:
        return False
    if lows[i] == "on" and ":" in words[i + 2].text:
        return True  # "you're on the 07:15", "All three of you are on the 11:50 to Athens now": a departure
    named = lows[i] == "on" or any(
        words[n].text[:1].isupper() or lows[n] in ("the", "dr", "your") for n in range(i + 2, min(len(lows), i + 4))
    )
    clause = [n for n in range(i + 2, min(len(lows), i + 10)) if words[n].clause == words[i].clause]
    timed = any(
        lows[n] in ("on", "at") and n + 1 < len(lows) and (lows[n + 1] in _DAYS or words[n + 1].kind == "num")
        for n in clause
    )
    return named and timed


_DAYS = frozenset(
    {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "wed"}
) | {"thu", "fri", "sat", "sun", "today", "tomorrow"}
#: Nouns a place noun may modify ("the delivery schedule", "the inbox rules"): then it is no place.
_NOT_PLACES = frozenset({"list", "queue", "form", "date", "window", "note", "address", "rules", "status", "details"})
#: What goods travel on: a thing "on a new shipment" was shipped.
_SHIPMENTS = frozenset({"shipment", "delivery", "consignment", "pallet", "truck", "van", "flight"})
#: Verbs of a thing reaching a place ("landed in Amara's inbox", "hit your account").
_ARRIVALS = frozenset({"landed", "arrived", "hit", "reached", "appeared"})
#: Verbs of going that tell where money went ("went back to your Visa").
_WENT = frozenset({"went", "gone", "came", "come", "headed", "flowed", "heading", "going", "coming"})
#: Where money lands, inboxes, calendars, and places a file is put up for others.
_MONEY_PLACES = frozenset({"card", "account", "balance", "wallet", "visa", "mastercard", "amex", "paypal"})
_INBOXES = frozenset({"inbox", "inboxes"})
#: Participles of being somewhere, between "be" and the place ("is waiting in your inbox", "is sitting in …").
_WAITS = frozenset({"waiting", "sitting"})
_CALENDARS = frozenset({"calendar", "calendars", "diary", "schedule", "rota"})
_SHARED_PLACES = frozenset(
    {"drive", "site", "website", "wiki", "portal", "folder", "confluence", "sharepoint", "notion", "dropbox"}
    | {"bucket", "intranet", "blog", "page", "server", "sftp", "ftp", "s3"}
)
#: Who carries a parcel: a thing with one of these now is shipped.
_CARRIER_NAMES = frozenset({"carrier", "courier", "ups", "fedex", "dhl", "usps", "dpd", "post", "royal", "driver"})


def _place(lows: list[str], words: list[Token], k: int, places: frozenset[str]) -> int:
    """The index of a noun of ``places`` heading the phrase that opens at ``k`` ("the shared drive", "Amara's
    inbox", "the team calendar"), not the agent's own ("our inbox": what it received); 0 if none."""
    for n in range(k, min(len(lows), k + 4)):
        if words[n].clause != words[k - 1].clause or lows[n] in ("our", "my") or lows[n] in _PREPOSITIONS:
            return 0
        if lows[n] in places:
            after = lows[n + 1] if n + 1 < len(lows) else ""
            return 0 if after in places or after in lx.EN_NOUNS or after in _CALENDARS or after in _NOT_PLACES else n
    return 0


def _channel_at(lows: list[str], words: list[Token], k: int) -> int:
    """The index of a chat channel the phrase at ``k`` names ("#news", "Discord", "the #general channel"); 0 if
    none."""
    for n in range(k, min(len(lows), k + 3)):
        if words[n].clause != words[k - 1].clause:
            return 0
        if (lows[n].startswith("#") and lows[n][1:2].isalpha()) or lx.EN_NOUNS.get(lows[n]) == lx.MESSAGE:
            return n
        if lows[n] not in lx.EN_DETERMINERS:
            return 0
    return 0


def _handed(lows: list[str], words: list[Token], be: int, i: int) -> bool:
    """ "X is with Y now", "X is now with Y": a thing (not a person) handed to someone; "still with" is a
    state, and without "now" nothing says it moved."""
    now = (
        "now" in lows[be:i]
        or "back" in lows[be:i]
        or any(lows[n] == "now" for n in range(i + 1, min(len(lows), i + 7)) if words[n].clause == words[i].clause)
    )
    at = be - 1 if lows[be] in _BE else be  # the subject ("it's": the clitic's host)
    if not now or "still" in lows[be:i] or not _recipient(lows, words, i + 1) or at < 0:
        return False
    subject = lows[at]
    if subject in _HOLDS:
        return False  # "the customs hold is with the broker now": a restriction someone else is working on
    if subject in ("it", "this", "that", "everything") or subject.lstrip("#").isdigit() or subject in lx.EN_NOUNS:
        return True
    person = subject in _PRONOUN_SUBJECTS or subject in lx.EN_OTHERS or words[at].text[:1].isupper()
    return _content(subject) and not person


def _now_instead(lows: list[str], words: list[Token], i: int) -> tuple[int, int, str, str, str] | None:
    """ "The cron job now runs at 02:00 instead of midnight", "invoices now go to finance@ rather than to
    you": a present "now" that names what it replaced reports a change (an update) of a thing, not a
    person."""
    nxt = i + 1
    if nxt >= len(lows) or not _content(lows[nxt]) or not i:
        return None
    if lows[i - 1] in _PRONOUN_SUBJECTS or lows[i - 1] in lx.EN_OTHERS or not _content(lows[i - 1]):
        return None
    for k in range(nxt + 1, min(len(lows) - 1, nxt + 10)):
        if words[k].clause != words[i].clause:
            return None
        if (lows[k], lows[k + 1]) in (("instead", "of"), ("rather", "than")):
            return i, nxt, "now instead", lx.UPDATE, "state"
    return None


def _new_value(lows: list[str], words: list[Token], i: int) -> bool:
    """ "your X is now Y" / "the X is now Y": a value the agent set, when "now" follows a present "is"/"are"
    after a possessed or definite noun, and a value follows: not a participle, a state or a place, or no
    word at all (an address, a URL: "your email on file is now maria@example.com")."""
    if i < 3 or lows[i - 1] not in ("is", "are"):
        return False
    subject = [w for w in lows[max(0, i - 12) : i - 1] if w.isalnum()][-5:]  # "the flag `new_checkout` is now"
    if subject and subject[-1] in ("count", "limit") and not _SETTABLE.isdisjoint(subject) and lows[i + 1 : i + 2]:
        return lows[i + 1][:1].isdigit()  # "Seat count is now 88 on their plan": a quantity set, not a tally
    if any(w in _PRONOUN_SUBJECTS for w in subject) or not _TALLIES.isdisjoint(subject[-1:]):
        return False  # "your balance is now zero": a sum that follows from what was done, not a value set
    moved = any(lows[k : k + 2] in (["up", "from"], ["down", "from"]) for k in range(i + 2, min(len(lows), i + 5)))
    if moved and subject:
        return True  # "Daily budget on 'Generic – DE' is now €250, up from €180": a value set, told with its old one
    if not any(w in ("your", "the") for w in subject) and not _headline_subject(lows, words, i - 1):
        return False
    if i + 1 >= len(lows) or words[i + 1].clause != words[i].clause or words[i + 1].start > words[i].end + 2:
        return True
    nxt = lows[i + 1]
    if nxt in ("on", "off") and (
        i + 2 >= len(lows) or words[i + 2].clause != words[i].clause or lows[i + 2] in _SCOPES
    ):
        return True  # "the feature flag is now off for all EU tenants", "maintenance mode is now on": switched
    return nxt not in _FUNCTION and not nxt.endswith(("ing", "ed")) and nxt not in _STATE_WORDS and nxt != "yours"


#: Quantities someone sets: their "count"/"limit" "is now" a number is a value set ("Seat count is now 88").
_SETTABLE = frozenset(
    {"seat", "seats", "licence", "licences", "license", "licenses", "user", "users", "credit", "spend"}
)
#: Sums that follow from other acts: "now" of one is where it stands, not a value the agent set.
_TALLIES = frozenset({"balance", "total", "arrears", "outstanding", "count", "backlog", "score", "usage"})


def _headline_subject(lows: list[str], words: list[Token], be: int) -> bool:
    """Whether the words before ``be`` are a bare noun phrase opening its clause with a capital, as a status line
    names a thing without "the" ("Feature flag `new_checkout` is now off", "Maintenance mode is now on"): no
    pronoun, no one else, no function word."""
    start = be
    while start > 0 and words[start - 1].clause == words[be].clause and words[start - 1].kind != "nl":
        start -= 1
    named = [k for k in range(start, be) if words[k].kind == "word" and not words[k].quoted]
    return (
        bool(named)
        and named[0] == start
        and words[start].text[:1].isupper()
        and not any(lows[k] in _FUNCTION or lows[k] in lx.EN_OTHERS or lows[k] in _PRONOUN_SUBJECTS for k in named)
    )


def _recorded_now(lows: list[str], i: int) -> int | None:
    """The "is"/"are" of a thing recorded with "now" after its place ("Your new plan is on file now", "Your new
    details are on your file now", "… is in place now"): where :func:`_on_record` reads "is now on file"."""
    for be in range(max(0, i - 4), i - 1):
        if lows[be] in ("is", "are") and be and (_thing_before(lows, be) or lows[be - 1] in _PLAN_NOUNS):
            place = [w for w in lows[be + 1 : i] if w not in ("your", "our", "the", "his", "her", "their")]
            return be if _on_record(place, 0) and len(place) == 2 else None
    return None


#: What is put up for others to read: "up"/"live" after one tells it published ("LinkedIn post is up").
_PUBLISHABLE = frozenset(
    {"post", "posts", "article", "articles", "page", "pages", "blog", "listing", "listings", "video", "videos"}
    | {"announcement", "announcements", "banner", "tweet", "tweets", "story", "stories", "ad", "ads", "notice"}
    | {"release", "releases", "newsletter", "podcast", "episode", "site", "website", "job", "jobs", "vacancy"}
)


def _published(lows: list[str], i: int) -> bool:
    """Whether "up"/"live" at ``i`` tells a thing put up for others published: its noun right before it or before
    "is/are (now)" with no verb between ("Blog post live", "LinkedIn post is up", "Both posts (EN and DE) are
    up"); not "up for review", "up to date", "prices are up", "is up to you"."""
    if lows[i + 1 : i + 2] and lows[i + 1] in ("for", "to", "by", "from", "until", "against", "in", "with"):
        return False
    k = i - 1
    while k >= 0 and lows[k] in ("is", "are", "'s", "now", "already", "all"):
        k -= 1
    if k < 0 or lows[k] in ("was", "were", "been", "be", "not"):
        return False  # "The listing was already live when I looked": a state seen
    if k == i - 1:  # "LinkedIn post up", "Blog post live": the noun right before (not "set up", "put up")
        return lows[k] in _PUBLISHABLE and (lows[i] == "live" or k == 0 or lows[k - 1] not in _PUTS_UP)
    return any(w in _PUBLISHABLE for w in lows[max(0, k - 4) : k + 1])  # "Both posts (EN and DE) are up"


_PUTS_UP = frozenset({"put", "set", "pick", "pull"})
#: Openers of a condition or a time to come: a result told after one is not yet done.
_CONDITIONAL = frozenset({"if", "once", "when", "after", "unless", "until", "whenever", "provided", "assuming"})
#: What the reader will see of money given back.
_SEES = frozenset({"see", "get", "receive", "notice"})
#: Money given back, by its noun.
_MONEY_BACK = frozenset({"refund", "refunds", "credit", "credits", "reimbursement", "money", "deposit", "amount"})


def _money_to_come(lows: list[str], words: list[Token], i: int) -> int:
    """Where the money ends that the reader "will see/get" at ``i`` ("You'll see the refund on your statement in 3-5
    days", "you should see the $40 back by Friday"): a result told ahead, so the refund was issued. Only after
    "you'll", "you will" or "you should", with a refund's noun or an amount and "back"; not "if/once/when" (a condition
    governs it as any other claim), nor a pronoun ("you'll see it": what it is, the sentence before says)."""
    if i < 1 or not (lows[i - 1] in ("you'll", "should", "will") or words[i - 1].low in ("you'll", "you’ll")):
        return 0
    if lows[i - 1] in ("should", "will") and lows[i - 2 : i - 1] != ["you"]:
        return 0
    if not _CONDITIONAL.isdisjoint(lows[:i]):
        return 0  # "If approved, you'll see the refund …", "Once the return arrives, …": what a condition brings
    end = min(len(lows), i + 6)
    for k in range(i + 1, end):
        if words[k].clause != words[i].clause or lows[k] in ("it", "them", "this", "that", "a", "an", "tracking"):
            return 0
        if lows[k] in _MONEY_BACK and lows[k - 1] not in ("a", "an", "any"):
            return k
        if lows[k][:1] in "$€£" or (lows[k][:1].isdigit() and "back" in lows[k + 1 : k + 3]):
            return k if "back" in lows[k + 1 : k + 3] or (lows[k][:1] in "$€£" and "back" in lows[k:end]) else 0
    return 0


#: Verbs that put someone into a full schedule ("squeezed you in", "slotted her into Friday's clinic").
_FITS_IN = frozenset(
    {"squeezed", "squeeze", "fitted", "fit", "slotted", "slot", "pencilled", "penciled", "pencil", "snuck", "got"}
)
_DAYS_OF = frozenset({"today", "tomorrow", "morning", "afternoon", "evening", "day", "week"})
#: What a person is fitted into: a schedule, or a time.
_SCHEDULES = frozenset(
    {"schedule", "calendar", "diary", "slot", "list", "session", "class", "clinic", "rota", "agenda", "day", "round"}
    | {"today", "tomorrow", "morning", "afternoon", "evening", "monday", "tuesday", "wednesday", "thursday", "friday"}
    | {"saturday", "sunday", "week", "appointment", "appointments"}
)


def _fitted_in(lows: list[str], words: list[Token], i: int) -> int:
    """Where the schedule or time ends that the verb at ``i`` fits a person into ("squeezed you into Cool Air's
    schedule", "slotted Mrs Ortiz in for Friday", "managed to squeeze you in tomorrow"); 0 if none. A base form only
    after an infinitive's success ("managed to squeeze you in") or the agent ("I'll pencil you in" is a plan, and
    "I" with a base form reads only with its modal, elsewhere)."""
    if lows[i] in ("squeeze", "fit", "slot", "pencil") and lows[i - 2 : i] not in (["managed", "to"], ["able", "to"]):
        return 0
    k = i + 1
    if k < len(lows) and (lows[k] in ("you", "him", "her", "them") or words[k].text[:1].isupper()):
        k += 1
        while k < len(lows) and words[k].text[:1].isupper() and k < i + 4:
            k += 1  # "Mrs Ortiz"
    else:
        return 0
    if k >= len(lows) or lows[k] not in ("in", "into", "onto", "on"):
        return 0
    end = min(len(lows), k + 6)
    if lows[k] == "on":  # "got him on the calendar for Tuesday", "slotted you on Friday's list": a schedule named
        return next((j for j in range(k + 1, min(end, k + 4)) if lows[j] in _SCHEDULES - _DAYS_OF), 0)
    if lows[k] == "in" and lows[k + 1 : k + 2] == ["with"] and k + 2 < len(lows) and words[k + 2].text[:1].isupper():
        return k + 2  # "got you in with Dr. Kim on the 14th": a slot with a provider
    return next((j for j in range(k + 1, end) if lows[j] in _SCHEDULES and words[j].clause == words[i].clause), 0) or (
        k if lows[k] == "in" and (k + 1 >= len(lows) or words[k + 1].clause != words[k].clause) else 0
    )


#: A thing "ready for pickup" waits for the reader: the shop's work, no act of the agent's.
_COLLECTS = frozenset({"pickup", "pick-up", "collection", "collect", "pick", "use", "review"})
#: What a document goes out "for": to be signed or reviewed by whom it went to.
_SIGNING = frozenset({"signature", "signing", "e-signature", "esignature", "countersignature", "review", "approval"})
#: Money off a price: one that "is on" was applied.
_MONEY_OFF = frozenset({"coupon", "discount", "promo", "voucher", "credit", "waiver", "rebate", "code"})
#: Fields of a record a person or the agent sets: one that "now reads" a value was changed to it.
_FIELDS = frozenset(
    {"address", "name", "email", "phone", "number", "profile", "plan", "title", "role", "tier", "limit", "nickname"}
)


#: Progressives of a thing setting off: "a replacement is shipping out today", "your card is going out tonight".
_SET_OFF = frozenset({"shipping", "dispatching", "going", "heading"})
_NOW_TODAY = frozenset({"today", "tonight", "now", "this"})


def _off_now(lows: list[str], i: int) -> int:
    """The end of "shipping (out) today", "going out tonight", "heading out this afternoon" at ``i``: a thing set off
    now, by the act that sent it; 0 otherwise ("is going to", "shipping next week", "heading to the depot")."""
    k = i + 1
    if lows[k : k + 1] == ["out"]:
        k += 1
    elif lows[i] != "shipping" and lows[i] != "dispatching":
        return 0  # "going" and "heading" only with "out"
    if lows[k : k + 1] == ["this"] and lows[k + 1 : k + 2] not in (["morning"], ["afternoon"], ["evening"]):
        return 0
    return k if lows[k : k + 1] and lows[k] in _NOW_TODAY else 0


def _present_be(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether "is"/"are"/"'s" (and "now") come right before ``i`` ("The coupon's on": the clitic on its word)."""
    k = i - 1
    if k >= 0 and lows[k] in ("now", "all", "both"):
        k -= 1
    return k >= 0 and (lows[k] in ("is", "are") or words[k].low.endswith("'s"))


def _noun_subject_near(lows: list[str], k: int) -> bool:
    """Whether a noun (not a pronoun) heads the subject ending before ``k`` within four words ("Your temporary door
    code 4817# is …")."""
    if k < 1 or lows[k - 1] in _PRONOUN_SUBJECTS:
        return False
    return any(w.isalpha() and w not in _FUNCTION and w not in _PRONOUN_SUBJECTS for w in lows[max(0, k - 4) : k])


def _money_off_before(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether money off a price is the subject right before "is on" at ``i`` ("The coupon's on", "the discount is
    on")."""
    k = i - 1
    if k >= 0 and lows[k] == "now":
        k -= 1
    if k >= 0 and words[k].low.endswith("'s"):
        return lows[k] in _MONEY_OFF
    return k >= 1 and lows[k] in ("is", "are") and lows[k - 1].rstrip("s") in _MONEY_OFF


def _ends_clause(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether the word at ``i`` ends its clause or only "now" follows it."""
    k = i + 1
    if k < len(lows) and lows[k] == "now" and words[k].clause == words[i].clause:
        k += 1
    return k >= len(lows) or words[k].clause != words[i].clause


def _field_before(lows: list[str], i: int) -> bool:
    """Whether the subject before "now reads/shows" at ``i`` is a possessed field of a record ("Your address now reads
    …", "the billing email now shows …"): a value set; not a record read ("the tracking now shows …")."""
    k = i - 1
    if k >= 0 and lows[k] == "now":
        k -= 1
    head = lows[max(0, k - 3) : k + 1]
    return bool(head) and head[-1] in _FIELDS and any(w in ("your", "their", "his", "her") for w in head)


def _specific_before(lows: list[str], k: int) -> bool:
    """Whether the subject ending before ``k`` (past "is"/"are"/"now") names specific things: a possessive or a count
    ("Your new card is ready", "All three return labels are ready"); not "everything", "dinner", "we"."""
    while k >= 0 and (lows[k] in ("is", "are", "now", "all", "both") or lows[k].endswith("'s")):
        if lows[k].endswith("'s") and lows[k] not in ("it's", "that's", "what's", "everything's"):
            return lows[k][:-2] not in _PRONOUN_SUBJECTS and _thing_before(lows, k + 1)
        k -= 1
    span = lows[max(0, k - 4) : k + 1]
    counted = any(w in ("both", "all") or w in lx.EN_NUMBERS or w.isdigit() for w in span)
    owned = any(w in ("your", "their") for w in span)
    return (counted or owned) and bool(span) and span[-1] not in _PRONOUN_SUBJECTS and span[-1].isalpha()


def _review_up(lows: list[str], i: int) -> bool:
    """Whether "up" at ``i`` tells a change request opened: a PR, MR, pull or merge request or patch right before
    "is/are (now)" or "up" itself ("PR is up for the timeout guard", "Both MRs are up for review", "Patch up"); not
    "up to date", "up to you", nor the thing's state ("was up for a week")."""
    if lows[i + 1 : i + 2] and lows[i + 1] in ("to", "and", "by", "from", "until", "since"):
        return False
    k = i - 1
    while k >= 0 and lows[k] in ("is", "are", "'s", "now", "already", "both"):
        k -= 1
    if k < 0 or (k == i - 1 and i > 1 and lows[k - 1] in _PUTS_UP):
        return False
    return lows[k] in _REVIEWED or (lows[k] in ("request", "requests") and k > 0 and lows[k - 1] in ("pull", "merge"))


_REVIEWED = frozenset({"pr", "prs", "mr", "mrs", "patch", "patches", "changeset", "diff"})


def _on_record(lows: list[str], k: int) -> bool:
    """Whether the words from ``k`` say a thing is recorded or in force: "on file", "on record", "in place", "in our
    system" (after "is now": the result of the agent's act)."""
    at = lows[k : k + 3]
    return at[:2] in (["on", "file"], ["on", "record"], ["in", "place"]) or (at[:1] == ["in"] and "system" in at[1:])


def _switched_until(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether "on"/"off" at ``i`` after "is"/"are" is a setting switched until a time ("vacation mode is on until
    Jan 6", "auto-renew is off until March"): a thing named by a lower-case noun, not a person ("Dr Ruiz is off
    until Monday", "she's off until …")."""
    if i < 2 or lows[i - 1] not in ("is", "are") or words[i - 1].clause != words[i].clause:
        return False
    subject, det = lows[i - 2], lows[i - 3] if i >= 3 else ""
    named = words[i - 2].text[:1].isupper() and "-" not in subject and subject not in lx.EN_NOUNS  # "Priya is off"
    return (
        (_content(subject) or "-" in subject)
        and subject not in lx.EN_OTHERS
        and subject not in _PRONOUN_SUBJECTS
        and not named
        and not _person_noun(subject, det if det in lx.EN_DETERMINERS else "the")
    )


def _value_then_now(lows: list[str], words: list[Token], i: int) -> int | None:
    """The "is" of "<thing> is <value> now" with "now" closing its clause ("prod is on v2.4.1 now", "the flag is
    off now"): a value the agent set, told after it. Not a person's or a pronoun's state ("it's live now"), nor a
    state word ("ready", "pending"), a participle or a place ("is with finance now")."""
    if _now_on_version(lows, words, i):
        return i - 1  # "`checkout-api` is now on v2.14.3": the version the agent put it on
    if i + 1 < len(lows) and words[i + 1].clause == words[i].clause:
        return None
    be = next((b for b in range(i - 1, max(0, i - 6), -1) if lows[b] in ("is", "are")), None)
    if be is None or be < 1 or words[be].clause != words[i].clause:
        return None
    subject, value = lows[be - 1], lows[be + 1 : i]
    if not _content(subject) or subject in _PRONOUN_SUBJECTS or subject in lx.EN_OTHERS:
        return None
    head = value[0]
    if head in ("on", "off"):
        return be if len(value) == 1 or any(c.isdigit() for w in value[1:] for c in w) else None
    return None


def _now_on_version(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether "now" at ``i`` reads "<thing> is now on <version>" ("checkout-api is now on v2.14.3", "prod is now
    on 4.2.0"): a release put in place, told by its result (not a person's or a pronoun's, not "on Friday")."""
    if i < 2 or i + 2 >= len(lows) or lows[i - 1] not in ("is", "are") or lows[i + 1] != "on":
        return False
    subject, at = lows[i - 2], i + 2
    if lows[at] == "v" and at + 1 < len(words) and words[at].end == words[at + 1].start:
        at += 1  # "v2.14.3" is read as "v" and its number
    version = _VERSION.fullmatch(words[at].text) is not None
    return subject not in _PRONOUN_SUBJECTS and subject not in lx.EN_OTHERS and version


#: What a switch set "on"/"off" may be scoped to ("off for all EU tenants", "on across the fleet").
_SCOPES = frozenset({"for", "across", "in", "everywhere", "globally", "again"})


#: What follows "is now" when it reports a state, not a value set: "is now available", "is now with …".
_STATE_WORDS = frozenset({"available", "ready", "due", "overdue", "pending", "with", "here", "live", "active", "open"})


def _thing_before(lows: list[str], i: int) -> bool:
    """Whether the subject right before the verb at ``i`` is a thing (a noun, not a person or a pronoun)."""
    k = i - 1
    while k >= 0 and (lows[k] in _ADVERBS or lows[k] in _HAVE) and lows[k] not in _PRONOUN_SUBJECTS:
        k -= 1
    return k > 0 and lows[k].isalpha() and lows[k] not in _FUNCTION and lows[k] not in lx.EN_OTHERS


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


def _cannot_after(lows: list[str], last: int) -> bool:
    """Whether ", so" right after the verb ending at ``last`` opens a refusal ("so I can't cancel it", "so it can no
    longer be changed", "so it's too late to", "so I'm unable to"): the act told is why something cannot be done."""
    k = last + 1
    while k < len(lows) and k <= last + 4 and lows[k] != "so":
        k += 1
    said = lows[k + 1 : k + 5]
    if k >= len(lows) or lows[k] != "so" or not said:
        return False
    return any(
        w in ("can't", "cannot", "unable", "couldn't", "won't")
        or (w == "too" and nxt == "late")
        or (w == "can" and nxt == "no")
        or (w == "no" and nxt == "longer")
        for w, nxt in itertools.pairwise([*said, ""])
    )


#: Present predicates of a rule about a kind of thing ("Opened electronics have a fee", "Cancelled orders can't
#: be restored"): after a participle and a plural noun that open a sentence, the participle is its adjective.
_GENERAL_PREDICATES = frozenset(
    {"have", "are", "can", "can't", "cannot", "must", "need", "may", "take", "cost", "carry", "require", "get"}
    | {"aren't", "don't", "won't", "will", "should", "count", "stay", "remain", "qualify", "incur", "go"}
)


def _plural_noun(word: str) -> bool:
    return _content(word) and word.endswith("s") and word not in _NOT_NOUNS and word not in _UNITS


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
    if low in _NOT_ACTS:
        return None
    stem = low.removeprefix("re-").removeprefix("re")
    if stem in _NOT_ACTS or low in lx.EN_NEGATION or low in lx.EN_MODAL:
        return None
    if low in lx.EN_REPORTING and not _reported_to(lows, words, i):
        return None
    if low.rsplit("-", 1)[-1] in _NOT_ACTS:
        return None  # "spot-checked", "hand-reviewed": a look, whatever its manner
    if i and (lows[i - 1] in lx.EN_DETERMINERS or lows[i - 1] in _PREPOSITIONS):
        return None  # "for the damaged item": an adjective
    j = i - 1
    while j >= 0 and lows[j] in _ADVERBS and lows[j] not in ("it", "them", "everything", "everyone"):
        j -= 1
    prev = lows[j] if j >= 0 else ""
    nxt = lows[i + 1] if i + 1 < len(lows) else ""
    if prev in ("i", "we") or prev.startswith(("i'", "we'")):
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
    elif prev in _PRESENT_BE and (low.startswith(("un", "re")) or not _CHANGED.isdisjoint(lows[j + 1 : i])):
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


#: What stops a thing: a restriction that "is cleared" or "was lifted" was lifted by someone.
_RESTRICTIONS = frozenset({"lockout", "suspension", "restriction", "ban", "block", "hold", "freeze", "lock", "flag"})


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
    if not 1 <= i <= 3 or _news(lows[i]) or words[0].clause != words[i].clause:
        return False
    if not all(_content(w) and w not in lx.EN_OTHERS and w not in _PRONOUN_SUBJECTS for w in lows[:i]):
        return False
    if any(words[k + 1].start > words[k].end + 1 for k in range(i)):
        return False  # "Status: ✅ Mitigated": a label and its value, not a note
    nxt = lows[i + 1] if i + 1 < len(lows) and words[i + 1].clause == words[i].clause else ""
    return nxt in ("", "to", "into", "from", "onto", "forward", "back", "over", "across", "via", "until", "till")


def _noted(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether the word at ``i`` follows a bare noun that opens its clause inside a longer unit ("…; card frozen and
    a replacement ordered"): a telegraphic note of an act."""
    return (
        i > 1
        and words[i - 2].clause != words[i - 1].clause == words[i].clause
        and _content(lows[i - 1])
        and lows[i - 1] not in lx.EN_OTHERS
        and lows[i - 1] not in _PRONOUN_SUBJECTS
        and lows[i + 1 : i + 2] in ([], ["and"])
    )


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


#: Words that count what follows ("all three supplier payments", "both refunds").
_COUNTS = frozenset({"both", "all", "each", "every"}) | frozenset(lx.EN_NUMBERS)
#: Nouns of trying an act again: one that "worked" did the act.
_ATTEMPTS = frozenset({"attempt", "retry", "try", "rerun", "re-run", "resubmission", "resend"})


#: What is filed or lodged with someone: "is in" tells it submitted ("your claim is in", "the ticket's in the queue").
_FILINGS = frozenset({"claim", "request", "application", "ticket", "case", "complaint", "dispute", "appeal", "order"})
_FILINGS |= frozenset({"submission", "paperwork", "form", "return", "refund", "cancellation", "booking", "request's"})


def _befell(after: list[str]) -> bool:
    """Whether the words after a passive give its cause, an event and not a request ("because of the storm", "due to
    an inbound aircraft fault"; not "due to your request", "because you asked"): it befell the thing."""
    for k in range(len(after) - 2):
        if after[k : k + 2] in (["because", "of"], ["due", "to"], ["owing", "to"]):
            return _ASKED_FOR.isdisjoint(after[k + 2 : k + 5])
    return False


#: What makes a cause the customer's request ("due to your request", "because of your cancellation").
_ASKED_FOR = frozenset({"your", "you", "request", "requested", "instructions", "our", "my", "us", "me"})


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


_OBJECTS = frozenset({"it", "them", "you", "him", "her", "everything", "both", "all"})
_PARTICLES = frozenset({"back", "up", "out", "off", "over", "down"})
#: Adverbs that make a present participle a result of the agent's change ("is now paused").
_CHANGED = frozenset({"now", "already", "successfully", "just", "fully", "all"})
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
_RECEIVE = frozenset({"receive", "get"})
_FINITE = frozenset(
    {
        *("stay", "stays", "arrive", "arrive", "land", "lands", "sit", "sits", "expire", "show", "shows"),
        "are",
        "is",
        "were",
        "was",
        "incur",
        "incurs",
        "remain",
        "remains",
        "need",
        "needs",
        "require",
        "requires",
        "cost",
        "costs",
        "take",
        "takes",
        "go",
        "goes",
        "get",
        "gets",
        "must",
        "can",
        "will",
        "should",
        "may",
        "might",
        "would",
        "could",
        "expire",
        "expires",
        "appear",
        "appears",
        "count",
        "counts",
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


_FREQUENCY = frozenset({"annually", "yearly", "quarterly", "monthly", "weekly", "daily", "nightly", "hourly"})
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


_ACT_KINDS = frozenset({lx.EMAIL, lx.MESSAGE, lx.PAY, lx.REFUND, lx.ORDER, lx.BOOK, lx.SHIP})
_PREPOSITIONS = frozenset({"to", "for", "with", "from", "at", "by", "of", "in", "on", "via", "into", "towards"})
#: Machines named by what they serve ("the experiment service", "the HR system", "our billing job") act for
#: themselves; "the system" alone is the agent's own (``lexicon.EN_SELF``).
_MACHINES = frozenset({"service", "system", "job", "pipeline", "scheduler", "workflow", "integration", "script"})
_MACHINES |= frozenset({"automation", "platform", "engine", "daemon", "worker", "bot"})
_MACHINES |= frozenset({"filter", "firewall", "scanner", "classifier", "gateway", "antivirus", "router", "monitor"})
#: Groups named by what they do ("by the IT security team", "by the credit committee") act for themselves; "our
#: team" and "the team" alone are the agent's side.
_GROUPS = frozenset(
    {"team", "department", "dept", "desk", "office", "committee", "board", "group", "unit", "firm", "company"}
    | {"agency", "practice", "panel", "bureau", "council", "authority"}
)
#: "disabled by policy": a cause, not an agent; the agent did nothing.
_BY_CAUSE = frozenset(
    {"policy", "default", "design", "law", "rule", "rules", "regulation", "contract", "itself", "automated"}
    | {"automatic", "scheduler", "cron", "autopay"}
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


_AFTER_PREDICATE = frozenset(
    {
        "by",
        "to",
        "on",
        "at",
        "in",
        "for",
        "from",
        "via",
        "with",
        "and",
        "or",
        "but",
        "today",
        "yesterday",
        "successfully",
        "already",
        "now",
        "earlier",
        "just",
        "back",
        "out",
        "over",
        "through",
        "off",
        "up",
        "again",
        "as",
        "into",
        "under",
        "within",
        "this",
        "last",
        "before",
        "after",
        "ok",
        "fine",
        "correctly",
        "without",
        "you",
        "me",
        "us",
        "them",
        "him",
        "her",
        "it",
        "all",
        "both",
        "everything",
        "everyone",
    }
)


def _clause_start(sub: list[int], i: int) -> int:
    k = i
    while k > 0 and sub[k - 1] == sub[i]:
        k -= 1
    return k


#: Words between a modal of expectation and the act it tells as done ("should now be", "will have long since").
_HEDGE_BRIDGE = frozenset({"be", "been", "have", "now", "already", "all", "both", "definitely", "surely", "certainly"})
#: Subjects of a hedged perfect that tell the agent's act or its result ("that will have reached them by now").
_HEDGE_SUBJECTS = frozenset({"i", "we", "it", "that", "this", "everything", "which"})
#: Words after the act that take back what the hedge told ("… by now, but I have no confirmation", "if it hasn't, …").
_HEDGE_DOUBT = frozenset(
    {"confirm", "confirmed", "confirmation", "check", "verify", "verified", "sure", "if", "unless"}
)
_HEDGE_DOUBT |= frozenset({"whether", "but", "yet", "stuck", "though", "although", "however"})


def _hedged_result(
    lows: list[str], words: list[Token], sub: list[int], start: int, first: int, last: int, voice: str
) -> int | None:
    """The index of a modal of expectation that tells the act after it as done by now, a hedge that still asserts
    ("The order should be fixed now", "That will have reached them by now", "Your card ought to be unblocked
    already", "Should be all sorted now"): should/ought to/will have before a result state or perfect, with "now"
    or "already" in the act's clause. None when no such modal stands there, when "will" is no "will have" (a plan),
    or when the sentence takes it back after the act ("… by now, but I have no confirmation", "… if it hasn't,
    let me know") — "should have been issued" alone stays an expectation."""
    if voice not in ("passive", "state", "perfect", "intransitive") or (voice == "state" and lows[first] in _HAVE):
        return None  # "You should now have the receipt": what the reader has, read by its own rule
    at = next((j for j in range(first - 1, start - 1, -1) if lows[j] not in _HEDGE_BRIDGE and lows[j] != "to"), None)
    if at is None:
        return None
    bridge = lows[at + 1 : first]
    if lows[at] == "ought":
        if bridge[:1] != ["to"]:
            return None
        bridge = bridge[1:]
    elif lows[at] not in ("should", "will") or "to" in bridge:
        return None
    if not bridge or (lows[at] == "will" and "have" not in bridge):
        return None
    subject = lows[at - 1] if at > start else ""
    thing = subject in _HEDGE_SUBJECTS or subject.rstrip("s") in lx.EN_NOUNS or subject.endswith(("tion", "ment"))
    if voice == "perfect" and subject and not thing:
        return None  # "The bank should have processed it by now", "Finance should have paid it": theirs (not "that
        # will have reached them", "the refund will have landed")
    clause = _clause(sub, first)
    told = lows[at : clause.stop]
    now = next((j for j in range(at, clause.stop) if lows[j] == "now"), None)
    if now is not None and lows[now + 1 : now + 2] == ["that"]:
        return None  # "should be issued now that the return arrived": a reason, no time told
    if now is None and "already" not in told:
        return None
    if not _HEDGE_DOUBT.isdisjoint(lows[last + 1 :]) or any(w.endswith("n't") for w in lows[last + 1 :]):
        return None
    return at


#: Words that open a subject of its own after a colon ("…: the refund is already done", "…: your card is unblocked").
_SUBJECT_OPENERS = frozenset(
    {"the", "your", "his", "her", "their", "its", "our", "my", "this", "that", "these", "those"}
)


def _opens_statement(lows: list[str], b: int, first: int, voice: str) -> bool:
    """Whether the words from ``b`` (right after a colon) to the verb at ``first`` open a statement of their own: the
    agent ("…: I refunded the fee myself") or a thing and its present "is"/"has" with what was done to it (``voice``
    passive or state: "…: the refund is already done"; not "…: the courier has rebooked it", someone else's act),
    which a negation before the colon does not reach (not a past state, "I couldn't refund it: the card was closed",
    which tells why)."""
    if lows[b].split("'")[0] in ("i", "we"):
        return True
    thing = voice in ("passive", "state")  # what was done to a thing, not what someone did ("the courier has rebooked")
    return thing and lows[b] in _SUBJECT_OPENERS and any(w in ("is", "are", "has", "have") for w in lows[b + 1 : first])


def _clause(sub: list[int], i: int) -> range:
    """The indices of the words in ``i``'s sub-clause (``sub`` never decreases: a clause is one stretch),
    found by bisection, so a check of one claim's clause costs its clause, not its whole unit."""
    return range(bisect_left(sub, sub[i]), bisect_right(sub, sub[i]))


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
    return (
        (who in lx.EN_OTHERS or _person_noun(who, det))
        and who not in _PRONOUN_SUBJECTS
        and _content(noun)
        and noun not in _NOT_NOUN_HEADS
        and noun not in _NOT_NOUNS
        and noun not in _TAKES_OBJECT_AND_STATE
        and noun not in lx.EN_TEMPORAL
        and noun not in _TIME_WORDS
    )


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


#: Endings of nouns of people who act ("assistant", "reviewers", "accountant", "dispatcher", "technician").
_PERSON_ENDINGS = ("ant", "er", "or", "ist", "ian")
_NOT_PERSONS = frozenset(
    {"number", "order", "letter", "paper", "filter", "folder", "quarter", "matter", "center", "centre", "register"}
    | {"counter", "border", "banner", "trigger", "other", "another", "either", "neither", "whether", "under"}
    | {"after", "later", "summer", "winter", "october", "november", "december", "september", "monitor", "error"}
    | {"server", "router", "browser", "header", "footer", "parameter", "cluster", "container", "buffer", "vendor"}
    | {"grant", "warrant", "variant", "tenant", "constant", "editor", "sector", "factor", "mirror", "calendar"}
)
_TAKES_OBJECT_AND_STATE = frozenset({"consider", "find", "keep", "want", "need", "see", "call", "let", "leave"})
_TIME_WORDS = frozenset({"yesterday", "today", "tonight", "then", "now", "also", "later", "earlier", "first"})
_RELATIVE_SUBJECTS = frozenset({"you", "they", "we", "i", "he", "she"})


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
    if p < 1 or v >= len(lows) or lows[p] not in _RELATIVE_SUBJECTS:
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


#: Words that tell an attempt: what follows "but" after one is why it failed ("I tried to book it, but the slot was
#: already taken").
_ATTEMPTED = frozenset({"tried", "attempted"})
#: Words before a noun that never stand before a verb.
_ARTICLES = frozenset({"the", "a", "an", "your", "my", "our", "their", "its"})
#: Auxiliaries and negation inside a contact relative clause ("the seat you didn't use", "the fee we never charged").
_RELATIVE_AUXILIARIES = frozenset({"did", "didn't", "do", "don't", "never", "not", "could", "couldn't", "had", "'d"})
_RELATIVE_AUXILIARIES |= frozenset({"hadn't", "haven't", "wouldn't", "weren't", "wasn't", "already", "just", "also"})


_RELATIVE_PASTS = frozenset({"bought", "sent", "made", "paid", "got", "gave", "told", "said", "wrote", "put", "left"})
_RELATIVE_PARTICLES = frozenset({"about", "for", "to", "on", "with", "up", "out", "in"})
_NOT_NOUN_HEADS = frozenset(
    {"that", "and", "or", "but", "if", "when", "as", "so", "because", "since", "what", "which", "who", "how"}
    | {"once", "until", "unless", "whether", "where", "while", "after", "before", "than", "thank", "thanks"}
)


def _blocked(
    lows: list[str],
    words: list[Token],
    sub: list[int],
    start: int,
    first: int,
    last: int,
    voice: str,
    breaks: frozenset[int] = frozenset(),
    lemma: str = "",
    item: bool = False,
) -> bool:
    start = max(start, first - _REACH)  # (a run-on clause: what governs an act is said near it)
    before = lows[start:first]
    opener = max((b for b in breaks if start < b <= first), default=start)  # after its colon: "Weekly report: paid
    # search is at 4.1", "Our policy for hotels: flexible rates are refunded in full if cancelled …"
    if _generic(lows, sub, opener, first, last, voice) or _dated_past(lows, sub, first):
        return True
    if voice == "passive" and first and lows[first - 1] in ("was", "were") and _dated_day(lows, sub, first):
        return True  # "your previous order was refunded in full last month": history
    if lemma in lx.EN_GENERIC_VERBS and lx.EN_VERBS.get(lemma) != lx.BOOK and _looked(lows, sub, first):
        return True  # "Completed: the review of your documents", "Confirmed: your order is eligible"
    if first >= 2 and lows[first - 1] == "being" and lows[first - 2] in _PRESENT_BE | {"was", "were"}:
        return True  # "a replacement is being issued": under way, not done
    if first and lows[first - 1] in _PART_WAY and lx.EN_VERBS.get(lemma) == lx.COMPLETE:
        return True  # "the import is only half done", "the migration is mostly finished": not complete
    if first >= 2 and lows[first - 1] == "back" and lows[first - 2] in ("came", "come", "comes", "coming"):
        return True  # "the pre-authorisation came back approved": a result received, not the agent's act
    if lemma in _ASPECTS and lows[last + 1 : last + 2] and lows[last + 1].endswith("ing") and lows[last + 1] != "thing":
        return True  # "the payments provider started timing out", "it began failing": an aspect, no act done
    nxt = (
        words[last + 2] if last + 2 < len(words) and sub[last + 2] == sub[last + 1] and last + 2 not in breaks else None
    )
    aimed = nxt is not None and (nxt.low in _OBJECT_PRONOUNS or nxt.low in lx.EN_DETERMINERS or nxt.text.istitle())
    back = voice == "past" and lows[last + 1 : last + 2] == ["back"] and not aimed
    doer = _subject(lows, words, start, first, breaks) if back or lemma == "ring" else ""
    if doer and not _agent_speaks(doer):
        return True  # "The restaurant called back:", "the landlord wrote back", "the phone rang": news, not sent
    told = voice == "passive" and (lemma in _TELLS or lemma == "tell")
    if told and "by" not in lows[first : _clause(sub, first).stop] and _done_by_other_before(lows, start):
        return True  # "Late checkout is approved by the duty manager; housekeeping have been told": by the same one
    if first in breaks and first and lows[first - 1] in _STATUS_FIELDS and first == last:
        return True  # "Status: Delivered", "Order #5521 — status: Cancelled": a record's field read out, not an act
    if _by_the_time(lows, sub, start, first):
        return True  # "the slot was taken by the time I submitted it": the time of something else, as "when" is
    if lemma == "take" and voice in ("passive", "state") and _slot_taken(lows, start, first, last):
        return True  # "the 3pm slot was taken", "both seats are already taken": no room left, someone else's
    if voice in ("past", "perfect") and _what_another_did(lows, words, sub, start, first, breaks):
        return True  # "Here's what the booking system returned:", "this is what the carrier billed": its output
    opens = max((b for b in breaks if start < b < first), default=start)  # "Release status: the workflow finished"
    doer = _noun_subject(lows, words, opens, first) if voice in ("past", "perfect") else None
    if doer is None and voice == "past" and first and lows[first - 1] == "and":
        doer = _shared_subject(lows, words, start, first - 1)  # "A locksmith attended and changed the lock"
    if doer is not None and lemma in lx.EN_GENERIC_VERBS and lemma not in _RECEIVE:
        return True  # "the pipeline ran all 412 tests", "the nightly backup job completed": the thing did it
    own = last + 1 < len(lows) and sub[last + 1] == sub[first]  # "the stuck worker restarted; affected …"
    if doer is not None and own and _object_follows(lows, last) not in (None, *_PARTICLES, *_NOT_OBJECTS):
        return True  # "The clinic cancelled Friday's sessions", "the system has flagged your account": it did
    if (
        voice in ("passive", "state")
        and lemma in ("reserve", "hold")
        and _present_be_before(lows, start, first)
        and _kept_for_a_while(lows, start, first, last)
    ):
        return True  # "Your old name is reserved for 30 days in case you change your mind": kept by a rule
    opens = max((b for b in breaks if b < first), default=0)  # "Offer: if you upgrade …, the months … are credited"
    if (
        voice in ("passive", "state")
        and lows[opens] in _CONDITIONS_FIRST
        and sub[opens] != sub[first]
        and _present_be_before(lows, start, first)
    ):
        return True  # "If you upgrade before May, unused months are credited": what follows on the condition
    if (
        voice in ("perfect", "passive")
        and "already" in before
        and _cannot_after(lows, last)
        and _subject(lows, words, start, first, breaks) not in ("", "i", "we")
    ):
        return True  # "Your order has already shipped, so I can't cancel it": the reason for a refusal, a state
    if (
        voice in ("passive", "state")
        and ("otherwise" in before or any(a == "or" and b == "else" for a, b in itertools.pairwise(before)))
        and _present_be_before(lows, start, first)
    ):
        return True  # "…, otherwise their access is suspended", "or else the order is cancelled": what a rule does
    if voice in ("passive", "state") and lemma in _PLANNED and _present_be_before(lows, start, first):
        return True  # "The payroll run is scheduled for 28 November": a plan ("has been scheduled" reports)
    if "automatically" in lows[start : _clause(sub, first).stop] and _BE.isdisjoint(lows[last + 1 : last + 2]):
        return True  # "your ticket was created automatically", "charged to the card on file automatically": nobody's
    if ("currently" in before or "still" in before) and (
        any(w.low in _BE or w.low.endswith(("'s", "'re")) for w in words[start:first])
        or (
            lows[first - 1] in ("still", "currently") and _subject(lows, words, start, first, breaks) not in ("i", "we")
        )
    ):
        return True  # "the pipeline is currently blocked", "| MFA | still enabled |": a state, not a change
    tried = lows[start] == "but" and not _ATTEMPTED.isdisjoint(lows[_clause_start(sub, max(start - 1, 0)) : start])
    because = lows[start] == "because" or lows[start : start + 2] == ["due", "to"] or tried  # "tried to …, but …"
    told_past = voice == "past" or (voice in ("passive", "state") and not {"was", "were"}.isdisjoint(lows[start:first]))
    by_me = lows[last + 1 : last + 3] in (["by", "me"], ["by", "us"])  # "… was cancelled by me": the agent's act
    if because and told_past and not by_me and not _agent_speaks(_subject(lows, words, start, first, breaks)):
        return True  # "on hold because the bank details changed", "because the card was closed": why, not an act
    befell = voice in ("passive", "state") and not by_me and _befell(lows[last + 1 : last + 7])
    if befell and not _agent_speaks(_subject(lows, words, start, first, breaks)):
        return True  # "Your flight has been cancelled because of the storm in Dallas": what befell it, and why
    lapsed = lemma in ("drop", "fall", "come") and lows[last + 1 : last + 2] == ["off"] and voice in ("past", "perfect")
    if lapsed and not _agent_speaks(_subject(lows, words, start, first, breaks)):
        return True  # "the hold dropped off your card on Tuesday": it lapsed by itself
    left = lemma == "leave" and "already" in lows[start:first] and _SHIPMENTS_SENT.isdisjoint(lows[start:first])
    # "the order has already left the warehouse, so I can't cancel it": a state found (not "four shipments left")
    if (lemma == "deliver" or left) and _goods_delivered(lows, words, start, first, breaks):
        return True  # "Your parcel was delivered yesterday", "the order has already left": the carrier's news
    if (
        voice == "passive"
        and lows[first - 2 : first] in (["was", "already"], ["were", "already"])
        and _dated(lows, sub, first)
    ):
        return True  # "A refund of $40 was already issued on 2 June", "it was already refunded on 1 December": history
    if (
        voice == "passive"
        and not _MISTAKES.isdisjoint(lows[max(start, first - 3) : _clause(sub, first).stop])
        and lows[last + 1 : last + 2] != ["by"]
    ):  # (not in what the subject says: "The $15.99 you were charged twice in November has been refunded")
        return True  # "— it was issued twice", "the fee was charged in error": what went wrong, not an act told
    ends = sub[last + 1 : last + 2] != [sub[last]]  # "by the time the call ran; nothing is booked"
    alone = lemma == "run" and voice in ("past", "perfect") and (ends or _object_follows(lows, last) in _RUN_ALONE)
    if alone and not _agent_speaks(_subject(lows, words, start, first, breaks)):
        return True  # "it has run every month since", "the export ran overnight": a thing that runs by itself
    why = next(
        (j for j in range(start, first - 1) if lows[j] == "why" and j and lows[j - 1] in ("is", "'s", "was")), None
    )
    if (
        why is not None
        and lows[why + 1 : why + 2] not in (["i"], ["we"])
        and not lows[why + 1].startswith(("i'", "we'"))
    ):
        return True  # "…, which is why the subscription was suspended": what explains a state (not "that's why I refunded it")
    if first and lows[first - 1] in _STAYS:
        return True  # "auto-renew remains paused", "the card stays frozen until …": a state that holds, not a change
    if voice in ("past", "perfect") and lows[first] in _MEASURE_MOVES and _measure_before(lows, words, first):
        return True  # "Cold email open rates dropped because …", "p99 has dropped to 180 ms": a measure moved
    if voice == "past" and lows[first] in _MEASURE_MOVES and _measured(lows, words, last):
        subject = _subject(lows, words, start, first, breaks)
        if subject and subject not in ("i", "we") and not subject.startswith(("i'", "we'")):
            return True  # "p95 latency dropped from 1.8s to 420ms": a measure moved
    if start and lows[start] in _SPLIT_BEFORE_SUBJECT and lows[start] not in ("and", "or", "so", "yet"):
        before = lows[
            _clause_start(sub, start - 1) : first
        ]  # "if I had cancelled it before it shipped": the if governs
    if (
        voice in ("past", "intransitive")
        and lows[start] in _WHEN
        and first > start + 1
        and not _gives_own_reason(lows[start], _subject(lows, words, start, first, breaks))
    ):
        return True  # "when the order shipped": the time of something else, not a report of it
    since = next((j + 2 for j in range(start, first - 2) if lows[j] == "now" and lows[j + 1] == "that"), None)
    if since is not None and not any(w.split("'")[0] in _SELF for w in lows[since:first]):
        return True  # "Charged the remaining $80 now that the order has shipped": why now, not an act told
    if voice == "passive" and lows[start] in _WHEN - {"after", "once"} and lows[first - 1] in ("was", "were"):
        return True  # "credited when the order was delivered", "before the invoice was sent": a time
    if "been" in before and lows[last + 1 : last + 2] == ["since"]:
        return True  # "the site has been live since March": how long a state has held, not an act
    if _their_side(lows, sub, first):
        return True  # "the March shipment is released on their side": someone else's doing
    if voice in ("past", "perfect") and _subject(lows, words, start, first, breaks) in ("who", "whom"):
        return True  # "Refunded the two players who bought the event pass twice": their act, told of them
    if voice == "past" and all(w in _ADVERBS for w in before) and _apposed_other(lows, sub, start):
        return True  # "your admin, Priya, removed your access", "your manager, Kenji, already ordered it"
    # negation or modality before the verb, in its clause, not before a colon that opens the agent's own
    # statement ("No need to chase the bank: I refunded the fee myself") or a clause of its own subject ("I haven't
    # forgotten about #89120: the refund is already done")
    own = next((b for b in range(first, start, -1) if b in breaks and _opens_statement(lows, b, first, voice)), None)
    if own is not None:
        before = lows[own:first]
    hedged = _hedged_result(lows, words, sub, start, first, last, voice)  # "should be fixed now": told, hedged
    for k, w in enumerate(before):
        if _in_relative(lows, first - len(before) + k):
            continue  # "The refund you requested was issued": the request is the subject's, not a plan
        if words[first - len(before) + k].quoted:
            continue  # "Moved them to 'Rejected' … and sent each of them …": a value quoted, no negation of the act
        if w in _PERCEIVED and voice == "passive":
            return True  # "after noticing they were billed for 96 seats": what someone found done, not the agent's act
        not_only = w == "not" and lows[first - len(before) + k + 1] == "only"  # "Not only did I downgrade it, …"
        negates = (w in lx.EN_NEGATION or w.endswith("n't")) and not (
            (w == "failed" and before[k + 1 : k + 2] == ["over"]) or not_only
        )
        if negates and not (w in _TURNS_DOWN and _own_rejection(lows, words, first - len(before) + k)):
            return True  # (not "Rejected Sam and emailed him the news": the agent's own two acts)
        if hedged is not None and first - len(before) + k >= hedged:
            continue  # "The order should be fixed now", "that will have reached them by now": the result asserted
        if w in ("sure", "certain", "confident") and k and before[k - 1] in _DEGREES:
            return True  # "I'm fairly sure the transfer cleared": a hedge ("I'm sure" alone asserts)
        if lemma == "see back" and k >= len(before) - 2 and (w in ("will", "should") or w.endswith("'ll")):
            continue  # "you'll see the refund in 3-5 days": the modal of the result told ahead
        if w.endswith("'ll"):
            return True  # "we'll set up your direct debit"
        if w in _MODAL_NOUNS and k == 0 and first - len(before) == start and len(before) < 3:
            continue  # "Plan switched to annual billing": a bare noun opening a note, not a plan
        if w in lx.EN_MODAL and k and before[k - 1] in lx.EN_DETERMINERS and (w in _MODAL_NOUNS or w.endswith("ing")):
            continue  # "your plan is switched", "the draft was sent", "the asking price": a noun, not a plan
        if (
            w in lx.EN_MODAL
            and k
            and before[k - 1] in _ATTRIBUTE_PREPOSITIONS
            and _content(lows[first - len(before) + k + 1])
        ):
            continue  # "The patients with pending lab orders got a portal message": the subject's attribute, no plan
        if w in _PLAN_NOUNS and _noun_phrase_ends(before, k):
            continue  # "Downgraded you to the Team plan and refunded …": a noun phrase's head, not a plan
        at = first - len(before) + k
        if w in _PLAN_NOUNS and k and _content(before[k - 1]) and (lows[at + 1] in _BE or lows[at + 1] in _HAVE):
            continue  # "A payment plan is now in place", "the new plan has been applied": a noun, the subject's head
        if w in lx.EN_MODAL and words[first - len(before) + k].low.endswith(("'s", "\u2019s")):
            continue  # "Reminder texts for tomorrow's clinic went out": a time's possessive names a thing
        if w in _TIME_CLAUSES and _time_clause_ended(before, k):
            continue  # "Once the payment cleared I shipped your order": the time of an act told
        if w == "should" and k == len(before) - 1 and lows[first] == "have" and voice == "state":
            continue  # "Linda should have the corrected invoice in her inbox now": what the agent's send has done
        if w == "may" and _the_month(lows, words, at):
            continue  # "Rescheduled your cleaning to May 3 and sent the confirmation": the month, no modal
        if w in lx.EN_MODAL and _reduced_relative(lows, words, at, at, "past"):
            continue  # "the coverage change requested on 12 April has been effected": which change, no request
        if w in _BELIEFS and (_own_perfect(lows[at + 1 : at + 5]) or _believed_done(lows, at, first, last, voice)):
            continue  # "I believe I've booked it for you": the agent tells its own act, which it cannot merely suppose
        if w in lx.EN_MODAL:
            following = before[k + 1 : k + 3]
            if any(f in lx.EN_FACTIVE for f in following) and w not in ("if", "whether", "unless", "once"):
                continue
            if w in ("let", "please") and following[:1] == ["you"]:
                continue
            if w == "let" and k and _told_them(before, k):
                continue  # "I let the team know and opened a ticket": the agent's own word passed on, no request
            if w == "about" and (k + 1 >= len(before) or before[k + 1] != "to"):
                continue
            if w in _WAITS and k == len(before) - 1 and lemma == "in the inbox":
                continue  # "your offer is waiting in your inbox": where it is, no wait for anything
            if w in ("due", "next", "ready", "able", "instead", "option", "draft", "later", "soon") and k + 1 < len(
                before
            ):
                continue
            if (
                w in ("asked", "requested", "expected", "scheduled", "planned", "needed")
                and voice in ("perfect", "past")
                and k + 1 < len(before)
                and before[k + 1] != "to"
            ):
                continue
            return True
        if w in ("to",) and k == len(before) - 2 and before[-1] in ("be", "have", "get"):
            return True
    if (
        first > start
        and lows[start] in lx.EN_TEMPORAL
        and voice in ("passive", "state")
        and any(w.low in _PRESENT_BE or w.low.endswith(("'s", "'re", "'m")) for w in words[start:first])
    ):
        return True  # "once it's paused", "after they're issued": when, not what was done
    # after the verb: "sent? not yet", "Payment: failed", ❌
    tail = lows[last + 1 : last + 4]
    every = tail[:1] in (["every"], ["each"]) and not (
        tail[1:2] == ["of"] or (tail[1:] and _content(tail[1]) and not _recurs(tail[1]))
    )
    if tail[:1] and (tail[0] in _FREQUENCY or (every and voice in ("past", "passive"))):
        return True  # "billed annually", "statements sent each month": a habit, not an act (not "sent each of them
        # the rejection email", "refunded each customer": a distributive object)
    determiner = tail[:1] == ["no"] and len(tail) > 1 and sub[last + 1] != sub[first]  # "— no more charges"
    if tail[:1] and tail[0] in ("failed", "unsuccessfully", "not", "no", "never", "pending", "false", "n't"):
        return not determiner
    if tail[:1] == ["nothing"] and sub[last + 1] == sub[last]:
        return True  # "I've sent nothing yet": the act's object is none
    if tail[:1] and last + 1 in breaks and tail[0] in _NONE_TOLD and tail[1:2] != ["of"]:
        return True  # "- Cancelled: none today", "Refunds issued: 0", "Emails sent: n/a": a label told nothing
    around = _clause(sub, first)
    clause = [words[k].text for k in range(max(around.start, first - _REACH), min(around.stop, last + _REACH + 1))]
    if any(c in NEG_MARKS for c in clause):
        return True
    # someone else did it ("by" after an act the agent tells in the active names a means: "we sent it by DHL")
    active = voice in ("perfect", "past") and _subject(lows, words, start, first, breaks).split("'")[0] in _SELF
    if voice in ("passive", "state", "perfect", "past") and not active:
        k = last + 1
        while k < len(lows) and sub[k] == sub[first] and (lows[k] != "by" or lows[k + 1 : k + 2] in _BY_CHANCE):
            k += 1  # "sent by mistake by our marketing system": the second "by" names who
        at = k if lows[k : k + 2] == ["not", "by"] else _not_by_later(lows, sub, k, first)
        if voice != "past" and at is not None and sub[at] != sub[first] and "but" not in lows[at : at + 6]:
            return True  # "changed on 1 December from a device in Lisbon — not by our team": another's; "was
            # generated when you clicked the link, not by me": a clause between the act and its denial
        if k + 1 < len(lows) and lows[k] == "by":
            agent = [
                w
                for w in _by_words(lows, words, k + 1)
                if (w not in lx.EN_DETERMINERS or w in ("your", "their", "his", "her"))
                and not w.isdigit()
                and w not in lx.EN_NUMBERS
                and w not in ("both", "several", "multiple")  # "approved by two reviewers"
            ]
            head = agent[0] if agent else ""
            by_phrase = list(itertools.takewhile(lambda w: w not in _PREPOSITIONS, lows[k + 1 : k + 4]))
            means = (
                lows[k + 1] not in lx.EN_DETERMINERS
                and not lows[k + 1].startswith("@")
                and any(w in _BY_MEANS and w != "the" for w in by_phrase)
            )  # "by express courier", "by recorded post"; not "by @ci-janitor after the merge", "by Marta on Friday"
            if (
                not means
                and (
                    head in ("your", "their", "his", "her", "them", "him")  # "resolved by them at 11:40"
                    or head.startswith("@")  # "merged by @kchen": a handle
                    or head in lx.EN_OTHERS
                    or not _BY_CAUSE.isdisjoint(agent)  # "archived by the retention policy"
                    or (head not in _MACHINES and not _MACHINES.isdisjoint(agent[1:3]))  # "by the experiment service"
                    # "by the billing team", "by our compliance team" (not "by our team": the agent may be in it)
                    or (
                        lows[k + 1] in ("the", "our")
                        and lows[k + 2] not in _GROUPS
                        and not _GROUPS.isdisjoint(lows[k + 3 : k + 5])
                    )
                    or any(w in lx.EN_OTHERS and w not in _PRONOUN_SUBJECTS for w in agent)  # "the marketplace seller"
                    or not _EARLIER.isdisjoint(agent)  # "by the previous agent", "by a former colleague"
                    or _another_one(lows[k + 1 : k + 3])  # "banned by another moderator (Kestrel)"
                    or _definite_agent(lows, k)  # "scheduled by the agency", "reversed by the fraud screen"
                    or (
                        head not in _BY_MEANS
                        and _person_noun(head, next((w for w in lows[k + 1 : k + 3] if w in lx.EN_DETERMINERS), ""))
                    )
                    or (head not in lx.EN_SELF and head not in _BY_MEANS and words[k + 1].text[:1].isupper())
                )
            ):
                return True
    opener = max((b for b in breaks if start < b < first), default=start)  # "Quick heads-up: Jordan …"
    if (
        voice == "past"
        and (
            (first > opener and all(lows[j] in _ADVERBS for j in range(opener + 1, first)))  # "Jordan already sent"
            or _apposed_place(lows, opener, first)
        )
        and (
            not {opener, first} & breaks
            or (item and opener == 0 and first in breaks and lows[0] not in _LABELS and _plain_gap(words, 0, first))
            or (opener in breaks and first > opener + 1)  # after a label's colon, a name, an adverb and the verb
        )
        and lows[opener] not in lx.EN_SELF
        and _named_subject(lows, words, opener, last)
        and sub[last + 1] == sub[last]  # "Subscription paused — you won't be charged": no object after a break
    ):
        return True  # "Jenkins marked the build as failed", "- Ana: deployed the fix": someone named did it
    if (
        voice == "past"
        and _possessed_subject(lows, words, start, first)
        and not any(start < b <= first for b in breaks)
        and lows[last + 1 : last + 2] != []
        and (lows[last + 1] in lx.EN_DETERMINERS or lows[last + 1] in _OBJECTS)
    ):
        return True  # "The client's legal team redlined section 7 and sent it back": their team did it
    if voice in ("perfect", "past"):
        subject = _subject(lows, words, start, first, breaks)
        told = (
            voice == "past"
            and (lemma in _TELLS or lemma in _PAID_BACK)
            and subject != "@name"
            and (
                sub[last + 1 : last + 2] != [sub[last]]  # "Room moved [evt], guest notified, ticket opened": no object
                or _object_follows(lows, last) in (None, "for" if lemma in _PAID_BACK else None)
            )
        )  # "Customer notified via WhatsApp", "Buyer refunded in full", "Guest reimbursed for the kettle": the person
        # is who was told or paid back
        other = subject.split("'")[0] in ("he", "she", "they")  # "they've pushed a firmware update"
        yours = subject.split("'")[0] == "you" and lemma not in _RECEIVE and "been" not in lows[start:first]
        other = other or yours  # "the months you've already paid for" (not "you've been refunded", "you've received")
        if subject and (subject in lx.EN_OTHERS or subject == "@name" or other) and not told:
            return True
    return False


#: Verbs whose object is the person paid back: "Buyer refunded in full" is the buyer being refunded.
_PAID_BACK = frozenset({"refund", "reimburse", "compensate", "credit"})


#: Labels of a record's field whose value, after the colon, is a state read out ("Status: Delivered").
_STATUS_FIELDS = frozenset({"status", "state", "stage"})


def _by_the_time(lows: list[str], sub: list[int], start: int, first: int) -> bool:
    """Whether "by the time" opens the verb's clause before its subject ("… was taken by the time I submitted it",
    "by the time we cancelled it, it had shipped"): the act tells when something else happened, not a result."""
    at = next(
        (j for j in range(first - 3, max(start, first - 7) - 1, -1) if lows[j : j + 3] == ["by", "the", "time"]), None
    )
    return at is not None and sub[at] == sub[first]


def _slot_taken(lows: list[str], start: int, first: int, last: int) -> bool:
    """Whether a slot, seat, room or table "taken" is one no longer free (its subject one of ``_SLOTS``, and no "for
    you"/"for <someone>" after it, which would tell it held for the reader)."""
    return not _SLOTS.isdisjoint(lows[max(start, first - 5) : first]) and lows[last + 1 : last + 2] != ["for"]


def _holds_goods(lows: list[str], k: int) -> bool:
    """Whether the words from ``k`` after "set aside" count things held for someone ("two packs for Coco's owner", "a
    room for you"), not a share of money kept by habit ("10% of revenue each month") nor a matter left ("for now")."""
    after = lows[k : k + 8]
    return (
        "for" in after
        and after[after.index("for") + 1 : after.index("for") + 2] != ["now"]
        and not ({"each", "every", "%", "percent"} & set(after))
    )


#: What a label's value says when nothing was done ("Cancelled: none today", "Refunds issued: 0").
_NONE_TOLD = frozenset({"none", "nothing", "0", "zero", "nil", "n", "nobody", "no-one"})


def _what_another_did(
    lows: list[str], words: list[Token], sub: list[int], start: int, first: int, breaks: frozenset[int]
) -> bool:
    """Whether the verb at ``first`` is in a free relative "what" opens with a subject that is not the agent ("Here's
    what the booking system returned", "This is what the lookup returned", "what the carrier billed us"): the thing it
    names is that subject's output or act, told as content, not an act of the agent ("what I returned" still is)."""
    at = next((j for j in range(first - 1, max(start, first - 6) - 1, -1) if lows[j] == "what"), None)
    if at is None or at + 1 >= first or sub[at] != sub[first] or any(at < b <= first for b in breaks):
        return False  # "Here's what I did: reset your password and signed you out": the colon ends the relative
    subject = _subject(lows, words, at + 1, first, breaks)
    return bool(subject) and not _agent_speaks(subject) and subject not in ("you", "it")


def _kept_for_a_while(lows: list[str], start: int, first: int, last: int) -> bool:
    """Whether "for" and a span of time follow the verb ("reserved for 30 days") and its subject is no slot, seat,
    table or room (those are booked: "your table is held for 2 hours")."""
    span = lows[last + 1 : last + 4]
    timed = span[:1] == ["for"] and len(span) == 3 and (span[1].isdigit() or span[1] in lx.EN_NUMBERS)
    return timed and span[2] in _TIME_UNITS and _SLOTS.isdisjoint(lows[start:first])


def _word(low: str) -> bool:
    """Whether ``low`` is a word, a hyphened compound too ("add-on", "follow-up", "e-mail")."""
    return low.replace("-", "").isalpha() and not low.startswith("-")


#: Degrees short of whole: a completion told of part of the work ("half done", "nearly finished") says it is not done.
_PART_WAY = frozenset({"half", "partly", "partially", "mostly", "largely", "almost", "nearly", "halfway"})
#: Degrees that make "sure" a hedge: "fairly sure", "pretty certain", "almost confident".
_DEGREES = frozenset({"fairly", "pretty", "quite", "reasonably", "almost", "mostly", "somewhat"})
#: Words that label a list item's report, not who acted ("- Result: refunded …"; "- Ana: deployed …" names her).
_LABELS = frozenset(
    {"result", "results", "outcome", "summary", "status", "resolution", "update", "progress", "action", "actions"}
    | {"fix", "note", "notes", "today", "yesterday", "also", "then", "finally", "overall", "changes", "done"}
)


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


#: Verbs a measure does by itself ("latency dropped", "usage increased"); "extended by 14 days" is an act.
_MEASURE_MOVES = frozenset(
    {"dropped", "increased", "decreased", "rose", "fell", "grew", "improved", "climbed", "jumped", "spiked"}
    | {"shrank", "moved", "changed", "reduced", "declined", "doubled", "halved", "recovered", "went"}
)


_TIMES = tuple([w] for w in ("morning", "afternoon", "evening", "week", "weekend", "time", "month", "year"))
#: Modal words that are nouns after a determiner.
#: Modal words that are nouns after a determiner ("your plan", "the May payroll export": the month).
_PLAN_NOUNS = frozenset({"plan", "plans", "draft", "option", "todo"})  # "A payment plan is now in place"
#: Verbs of finding something out: a passive after them is what was found done, by whoever did it.
_PERCEIVED = frozenset({"noticing", "noticed", "seeing", "saw", "spotted", "spotting", "discovered", "discovering"})
_PERCEIVED |= frozenset({"realising", "realizing", "realised", "realized"})
#: Prepositions of a noun's attribute: a word of modality after them describes a thing ("with pending orders").
_ATTRIBUTE_PREPOSITIONS = frozenset({"with", "without", "of", "on"})
_MODAL_NOUNS = frozenset({"plan", "plans", "draft", "need", "needs", "wish", "chance", "option", "todo", "may"})
_WHEN = frozenset({"when", "after", "before", "since", "while", "once", "as", "until"})


#: Verbs whose present passive states a plan: "is scheduled for 1 July" (the act is still to come).
_PLANNED = frozenset({"schedule", "plan"})


def _possessed_subject(lows: list[str], words: list[Token], start: int, first: int) -> bool:
    """Whether the clause opens with someone else's possessive ("The client's legal team", "Acme's
    billing system", after "but"/"and": "…, but the repo owner's bot reverted it") and the agent is not named
    before the verb ("Acme's invoice: I paid it" is the agent's)."""
    k = start + (lows[start] in ("but", "and", "so"))
    k += k < first and lows[k] in _OTHER_DETERMINERS
    return (
        k < first
        and words[k].low.replace("\u2019", "'").endswith("'s")
        and _content(lows[k])
        and lows[k] not in lx.EN_SELF
        and not any(w in ("i", "we") or w.startswith(("i'", "we'")) for w in lows[k:first])
    )


def _present_be_before(lows: list[str], start: int, first: int) -> bool:
    """Whether the verb's auxiliary is a present "is"/"are" (adverbs between): not "has been", not "was"."""
    k = first - 1
    while k > start and lows[k] in _ADVERBS and lows[k] != "been":
        k -= 1
    return k >= start and (lows[k] in ("is", "are", "'s", "'re") or lows[k].endswith(("'s", "'re")))


#: Words after a verb that open no object: a time ("shipped this morning"), an adverb.
_NOT_OBJECTS = frozenset(
    {"this", "last", "next", "today", "yesterday", "tonight", "earlier", "overnight", "through", "early", "late"}
    | {"again", "already", "just", "successfully", "automatically", "without", "within", "after", "before"}
)
#: Determiners of someone else's noun phrase ("the clinic", "your bank"); "our team" is the agent's side.
_OTHER_DETERMINERS = lx.EN_DETERMINERS - {"our", "my"}
#: Nouns that name the agent itself when they are the subject.
_SELF_NOUNS = frozenset({"agent", "assistant", "bot", "team"})
#: Teams the agent speaks for ("our support team refunded you"): any other named team is someone else.
_OUR_TEAMS = frozenset({"support", "service", "care", "success", "customer", "help", "my", "our", "the", "whole"})


def _noun_phrase_ends(before: list[str], k: int) -> bool:
    """Whether ``before[k]`` heads a noun phrase: a determiner, then one or two modifiers right before it ("the
    Team plan", "our standard draft")."""
    return any(
        before[d] in lx.EN_DETERMINERS and all(_content(w) for w in before[d + 1 : k])
        for d in range(max(0, k - 3), k - 1)
    )


_NOT_AGENTS = frozenset({"way", "time", "end", "deadline", "hour", "day", "date", "book", "look", "looks", "sound"})


def _definite_agent(lows: list[str], by: int) -> bool:
    """Whether "by the …" at ``by`` names a definite thing or body that acted ("by the agency", "by the fraud
    screen"), not a means or a time ("by the end of day", "by the 17th", "by the way")."""
    if lows[by + 1 : by + 2] != ["the"]:
        return False
    phrase = list(
        itertools.takewhile(lambda w: w not in _PREPOSITIONS and w not in _COORDINATORS, lows[by + 2 : by + 5])
    )
    return bool(phrase) and all(
        w.isalpha() and w not in _BY_MEANS and w not in _NOT_AGENTS and w not in _TIME_UNITS and w not in _DAYS
        for w in phrase
    )


def _done_by_other_before(lows: list[str], start: int) -> bool:
    """Whether the clause right before ``start`` ends with a passive's agent who is someone else ("… is approved by
    the duty manager;"): a passive told next with no agent of its own was done by the same one."""
    by = next((k for k in range(start - 1, max(-1, start - 6), -1) if lows[k] == "by"), None)
    if by is None or any(w in _BE or w in _PRONOUN_SUBJECTS for w in lows[by + 1 : start]):
        return False
    agent = [w for w in lows[by + 1 : start] if w not in lx.EN_DETERMINERS]
    return bool(agent) and agent[-1] not in _BY_MEANS and agent[-1] not in lx.EN_SELF and _person_noun(agent[-1], "the")


def _plain_gap(words: list[Token], k: int, first: int) -> bool:
    """Whether only ": " stands between the word at ``k`` and the verb at ``first`` ("- Ana: deployed the fix"); a
    label marked up ("- **Dentist**: booked you in") heads the item, it names no one who acted."""
    return words[first].start - words[k].end <= 2


def _noun_subject(lows: list[str], words: list[Token], start: int, first: int) -> int | None:
    """The head of a noun phrase that opens the clause right before an active verb, when it is not an
    act or a thing acted on (the lexicon's nouns: "the refund went through") but something that acts:
    "The clinic cancelled …", "the nightly backup job ran …", "Your bank has reversed …" → its index."""
    if lows[start] in _JOINS and start + 2 < first:
        start += 1  # "…, and his form tutor has shared …": the subject opens after the conjunction
    k = first - 1
    while k > start and (lows[k] in _ADVERBS or lows[k] in _HAVE) and lows[k] not in _PRONOUN_SUBJECTS:
        k -= 1
    at = next((p for p in range(k - 1, max(start, k - 4), -1) if lows[p] in ("in", "at", "from", "of", "on")), None)
    if at is not None and all(_content(w) or w in _OTHER_DETERMINERS for w in lows[at + 1 : k + 1]):
        k = at - 1  # "Our warehouse in Leipzig shipped …", "A moderator on Discord banned …": the head
    head = lows[k]
    named_team = head == "team" and k - 1 > start and _content(lows[k - 1]) and lows[k - 1] not in _OUR_TEAMS
    if (
        k <= start
        or not _content(head.replace("-", ""))
        or head in _NOT_NOUNS
        or (head in _SELF_NOUNS and not named_team)  # (not "Our warehouse team in Reno re-shipped …": another team)
        or head in lx.EN_VERBS
    ):
        return None
    if head in lx.EN_NOUNS or _act_noun(lows, k) is not None:
        return None
    if words[k].text.isupper() and not (k > start and lows[k - 1] not in ("the", "a", "an") and _content(lows[k - 1])):
        return None  # "the PR", "SMS"; but "The locum GP updated your prescription": a modifier names who
    j = k - 1
    while j > start and k - j < 4 and lows[j].replace("-", "").isalnum() and lows[j] not in _FUNCTION:
        j -= 1
    others = _OTHER_DETERMINERS if head in lx.EN_SELF else _OTHER_DETERMINERS | {"our"}
    owned = k > start and words[k - 1].low.endswith(("'s", "\u2019s")) and words[k - 1].text[:1].isupper()
    return k if (j == start and lows[j] in others) or (owned and _person_noun(head, "the")) else None


#: Nouns of a sending, not of goods: one that "left" the warehouse was dispatched by its sender.
_SHIPMENTS_SENT = frozenset({"shipment", "shipments", "consignment", "consignments", "dispatch", "dispatches"})
#: Subordinators of time: a clause they open ends at the next subject "I"/"we" after its own past verb.
_TIME_CLAUSES = frozenset({"once", "when", "after", "as"})


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


#: Subordinators that open a condition at the start of a sentence; its main clause tells what then follows.
_CONDITIONS_FIRST = frozenset({"if", "once", "unless", "whenever", "provided"})
#: Verbs of aspect: before a gerund they tell something began or went on, not an act done ("started timing out").
_ASPECTS = frozenset({"start", "begin", "keep", "continue", "resume"})
#: Conjunctions that open a coordinated clause with a subject of its own ("…, and the front desk settled …", "…, and
#: archived tickets stay searchable", "…, so the card was declined").
_JOINS = frozenset({"and", "but", "or", "so", "while", "whereas"})


#: Irregular pasts, of the lexicon's verbs and of coming and going ("A glazier came out and replaced the pane").
_PASTS = frozenset(p for p, _ in lx.EN_IRREGULAR.values()) | {"came", "went", "got", "took", "left", "rang", "saw"}


def _shared_subject(lows: list[str], words: list[Token], start: int, joined: int) -> int | None:
    """The noun subject of the past verb that an "and" at ``joined`` coordinates with: "An emergency locksmith
    attended at 22:40 and changed the lock" (the locksmith changed it, not the agent)."""
    for v in range(start + 2, min(joined, start + 6)):
        if (lows[v].endswith("ed") or lows[v] in _PASTS) and words[v].clause == words[joined].clause:
            doer = _noun_subject(lows, words, start, v)
            return doer if doer == v - 1 else None
    return None


def _their_side(lows: list[str], sub: list[int], first: int) -> bool:
    """Whether the clause says the act is someone else's: "on their side", "at the bank's end" (a
    possessive is read without its "'s"); "on our end" is the agent's, "on your end" where it shows."""
    clause = _clause(sub, first)
    for k in range(clause.start, min(clause.stop, len(lows) - 2)):
        if lows[k] not in ("on", "at", "from"):
            continue
        owner = lows[k + 1 : k + 4]
        side = next((n for n, w in enumerate(owner) if w in ("side", "end")), None)
        if side is None or side == 0:
            continue
        who = owner[:side]
        if who[-1] in ("their", "his", "her") or who[-1] in lx.EN_OTHERS - {"you"}:
            return True
    return False


def _apposed_other(lows: list[str], sub: list[int], start: int) -> bool:
    """Whether the clause at ``start`` (a verb with no subject) follows a name set off by commas after a
    third party ("your admin, Priya, removed …"): two clauses back holds someone else, one back a name."""
    if start < 2:
        return False
    name = _clause_start(sub, start - 1)
    if name == 0 or start - name > 3 or not any(w.isalpha() for w in lows[name:start]):
        return False  # (not "- Hotel deposit (€120.00): refunded": an amount set off, no one named)
    head = lows[_clause_start(sub, name - 1) : name]
    det = next((w for w in head[-3:] if w in lx.EN_DETERMINERS), "")
    return any(w in lx.EN_OTHERS and w not in _PRONOUN_SUBJECTS for w in head[-3:]) or (
        bool(head) and _person_noun(head[-1], det or "the")  # "Our surveyor, Jen, did the survey"
    )


def _measured(lows: list[str], words: list[Token], last: int) -> bool:
    """Whether the verb is followed by a change of a measure: "from 1.8s to 420ms", "by 12%", "to 0.1%"."""
    if lows[last + 1 : last + 2] in (["above"], ["below"], ["under"], ["past"], ["beyond"]):
        return True  # "18 leads moved above the 70-point threshold": a measure crossed a line
    return lows[last + 1 : last + 2] in (["from"], ["by"], ["to"]) and any(
        any(c.isdigit() for c in w.text) for w in words[last + 2 : last + 4]
    )


_AFFILIATIONS = frozenset({"from", "at", "in", "on", "of"})
_NOT_NAMES = _TIME_WORDS | _DAYS | _WHEN_NOUNS


def _apposed_place(lows: list[str], start: int, first: int) -> bool:
    """Whether a name at ``start`` is told apart by where it belongs before its verb at ``first`` ("Marta from
    billing already refunded …", "Dev at Acme signed …"): a preposition, up to three words that are no verbs."""
    between = lows[start + 1 : first]
    return (
        1 < len(between) <= 4
        and between[0] in _AFFILIATIONS
        and lows[start] not in _NOT_NAMES
        and not any(w in lx.EN_VERBS or w.endswith("ed") for w in between)
    )


_HOST = re.compile(r"[a-z][a-z0-9\-]*\.[a-z.]+")


def _named_subject(lows: list[str], words: list[Token], k: int, last: int) -> bool:
    """Whether the capitalised word at ``k``, right before an active verb with an object, is a name (its
    subject): "Jenkins marked the build", "Alex paid the invoice" — not a telegraphic passive ("Refund
    processed", "Invoice sent to Acme"): no object follows those, and their noun is a known one."""
    w = words[k]
    return (
        w.kind == "word"
        and w.text[:1].isupper()
        and (lows[k].isalpha() or _HOST.fullmatch(lows[k]) is not None)  # "Booking.com charged your card"
        and lows[k] not in lx.EN_NOUNS
        and lows[k] not in _FUNCTION
        and lows[k] not in lx.EN_VERBS
        and lows[k] not in ("ive", "weve", "im", "id")  # "Ive refunded": I, without its apostrophe
        and not lows[k].endswith(("ed", "ly"))
        and lows[last + 1 : last + 2] != []
        and (lows[last + 1] in lx.EN_DETERMINERS or lows[last + 1] in _OBJECTS or _bare_object(lows, words, last + 1))
    )


def _bare_object(lows: list[str], words: list[Token], k: int) -> bool:
    """Whether the word at ``k`` opens an object without a determiner: a noun before an id or a number ("build
    #1882", "PR #5521") or an id itself ("i-0abc123"), not a time, a place or a manner ("processed today")."""
    if lows[k].startswith("#"):
        return True  # "opened #902": an issue's or a PR's number
    nxt = words[k + 1] if k + 1 < len(words) else None
    glued = nxt is not None and nxt.start <= words[k].end + 2 and nxt.kind == "num"
    return (
        glued
        and lows[k] not in _PREPOSITIONS
        and lows[k] not in _NOT_NAMES
        and lows[k] not in _ADVERBS
        and lows[k] not in lx.EN_NUMBERS
    )


_MONTHS = frozenset(
    {"january", "february", "march", "april", "may", "june", "july", "august", "september", "october"}
    | {"november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"}
)


#: Verbs whose object is a person: "Customer notified via WhatsApp" is the customer being told.
_TELLS = frozenset(
    {"notify", "inform", "email", "text", "message", "contact", "alert", "ping", "remind", "invite", "cc"}
)


def _takes_object(lows: list[str], words: list[Token], at: int) -> bool:
    """Whether an object plainly follows the verb at ``at``: a determiner, a number or an id ("placed PO-7781")."""
    nxt = lows[at + 1] if at + 1 < len(lows) else ""
    return bool(nxt) and (nxt in lx.EN_DETERMINERS or nxt[:1].isdigit() or _bare_object(lows, words, at + 1))


def _object_follows(lows: list[str], last: int) -> str | None:
    """What follows the verb if it may be its object (anything but a preposition or the end)."""
    nxt = lows[last + 1] if last + 1 < len(lows) else ""
    if nxt == "that" and last + 2 < len(lows) and _content(lows[last + 2]):
        return nxt  # "banned that player": a determiner; "said that the …" opens what was said
    return None if nxt in ("", "via", "by", "that", "about", "of", "on", "in", "at", "through") else nxt


def _dated_day(lows: list[str], sub: list[int], first: int) -> bool:
    """Whether the clause dates its act to an earlier period: "last month", "last week" (a bare day, "on 2
    June", may be today's: not enough)."""
    return any(
        (lows[k] == "last" and lows[k + 1] in ("week", "month", "year", "quarter"))
        or (lows[k] == "in" and lows[k + 1] in _MONTHS)  # "yours was waived in March"
        for k in range(first + 1, min(_clause(sub, first).stop, len(lows) - 1))
    )


def _looked(lows: list[str], sub: list[int], first: int) -> bool:
    """Whether a generic "completed"/"confirmed" is about a look, not an act: its clause names one ("the
    review of your documents") or says what was found ("your order is eligible")."""
    return any(lows[k] in lx.EN_LOOKS for k in range(first + 1, min(len(lows), first + 6)))


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


def _dated_past(lows: list[str], sub: list[int], first: int) -> bool:
    """History, not a report of this run's work: the clause dates it by a year ("was opened in 2018",
    "has been on Pro since 2021", "was created on 14 March 2021")."""
    clause = _clause(sub, first)
    return any(
        (lows[k] in ("in", "since", "during") or lows[k] in _MONTHS)
        and lows[k + 1].isdigit()
        and 1950 <= int(lows[k + 1]) <= 2099
        for k in range(clause.start, clause.stop - 1)
    )


def _generic(lows: list[str], sub: list[int], start: int, first: int, last: int, voice: str) -> bool:
    """A statement about a class, not a report of an act: a participle that opens its clause before a noun
    and a finite verb ("Paid invoices are archived", "Shipped orders can't be changed") or a participle that
    ends the clause (then it names the noun the act was done to: "Corrected invoice INV-9032 issued"), or a present
    passive of a bare plural with more said ("Refunds for cancelled bookings are processed within 10 days";
    "Invoices are paid." reports)."""
    said_more = last + 1 < len(lows) and sub[last + 1] == sub[first]
    opens = voice == "past" and (first == start or (first == start + 1 and lows[start] in _JOINS)) and said_more
    if opens and lows[last + 1] not in _AFTER_PREDICATE and _content(lows[last + 1]):
        for k in range(last + 2, min(len(lows), last + 6)):
            if sub[k] != sub[first]:
                break
            if lows[k] in _FINITE or lows[k] in _MODAL_VERBS or lows[k].endswith("n't"):
                return True
            measured = any(lows[j : j + 2] in (["is", "at"], ["are", "at"]) for j in range(first))
            if measured and lows[k] == "at" and lows[k + 1 : k + 2] and lows[k + 1][:1].isdigit():
                return True  # "paid search is at 4.1, paid social at 1.7": the noun's measure, its "is" left out
            if lows[k].endswith("ed") and (k + 1 >= len(lows) or sub[k + 1] != sub[first]):
                return True  # "✔ Corrected invoice INV-9032 issued": the first participle says which invoice
    if voice == "passive" and said_more and first - start >= 2 and lows[first - 1] in ("are", "'re", "get"):
        return (
            lows[start]
            .replace("-", "")
            .isalpha()  # (a hyphenated modifier: "non-refundable rates are refunded only if …")
            and lows[start] not in lx.EN_DETERMINERS
            and lows[start] not in _PRONOUN_SUBJECTS
            and lows[start] not in _COUNTS  # "Both warranty claims are filed with the manufacturer": these
            and not _both_things(lows[last + 1 : _clause(sub, first).stop])  # "Certs are renewed on both LBs"
            and not _both_things(lows[start:first])  # "Pickups at both warehouses are booked for Friday"
            and not any(c.isdigit() for w in lows[start:first] for c in w)  # "Release notes for v9.1": one
            and _plural_head(lows, start, first - 1)
        )
    return False


#: Modal words that are verbs: after a participle's noun they make it a class statement ("Shipped orders can't be
#: changed"); the lexicon's other modal words are prepositions, nouns or adverbs there ("Texted Dana about the gate").
_MODAL_VERBS = frozenset({"will", "would", "shall", "should", "could", "can", "may", "might", "must", "need", "needs"})
_MODAL_VERBS |= frozenset({"tend", "tends", "'ll", "'d", "usually", "typically", "normally", "generally", "often"})
_MODAL_VERBS |= frozenset({"always", "sometimes", "rarely", "seem", "seems", "appear", "appears"})


def _plural_head(lows: list[str], start: int, be: int) -> bool:
    """Whether the subject before ``be`` is a bare plural: its last word ("Refunds for cancelled bookings"), or a
    plural described by a participle after it, a class of things ("Tax receipts for donations made in December are
    issued in January"; not "Payslips for November are published": those of one month)."""

    def plural(h: int) -> bool:
        return lows[h].endswith("s") and lows[h] not in _NOT_NOUNS and _content(lows[h])

    return plural(be - 1) or any(
        plural(h) and (lows[h + 1].endswith("ed") or lows[h + 1] in _CLASS_PARTICIPLES) for h in range(start, be - 1)
    )


#: Irregular participles that describe a class of things after a plural ("donations made in December").
_CLASS_PARTICIPLES = frozenset({"made", "sent", "paid", "bought", "given", "taken", "done", "held", "sold", "left"})


def _both_things(after: list[str]) -> bool:
    """Whether the words after a verb count two things ("on both load balancers"; not "on both the 1st and
    the 15th", two dates), or all of a number of them ("for all three finalists", "for all 4 new hires")."""
    counted = any(w in ("all", "each") and (n in lx.EN_NUMBERS or n.isdigit()) for w, n in itertools.pairwise(after))
    if counted:
        return True
    at = next((k for k, w in enumerate(after) if w == "both"), None)
    rest = [w for w in after[at + 1 : at + 3] if w not in lx.EN_DETERMINERS] if at is not None else []
    return bool(rest) and rest[0].isalpha()


def _subject(lows: list[str], words: list[Token], start: int, first: int, breaks: frozenset[int]) -> str:
    """The active subject before the verb: the nearest word before its auxiliaries and adverbs."""
    k = first - 1
    while (
        k >= start and (lows[k] in _ADVERBS or lows[k] in _HAVE or lows[k] in _BE) and lows[k] not in _PRONOUN_SUBJECTS
    ):
        k -= 1
    if k < start or (first in breaks and not _takes_object(lows, words, first)):
        return ""  # "Orion Media: paid today", "Hotel: booked": a label names what was acted on, not who acted
        # (not "Procurement agent: placed PO-7781 for 40 monitors": who did what)
    low = lows[k]
    if low == "of" and k > start and lows[k - 1] in _PARTS and lows[k + 1] in _PARTITIVE_OF:
        return "they"  # "Two of them have already replied", "most of those paid": some of the others
    picked = low.endswith("s") and k - 2 > start and lows[k - 2] == "of" and lows[k - 3] in _PARTS
    if (
        picked
        and lows[k - 1] in ("the", "your", "those", "these")
        and (low in _PEOPLE or _person_noun(low, lows[k - 1]))
    ):
        return "they"  # "Two of the owners have replied", "most of your customers paid": some of them
    if low.endswith("'s") and low[:-2] in lx.EN_OTHERS:
        return low[:-2]
    if low in _THINGS_TOO and k > start and _content(lows[k - 1]) and lows[k - 1] not in _CARRIER_NAMES:
        return low + "s"  # "Blog post published", "LinkedIn post up": a thing made, not the postal service
    caps = len(low) > 1 and words[k].text.isupper() and words[k].kind == "word" and lows[k + 1 : k + 2] != []
    if low.startswith("@") or (caps and lows[k + 1] in _HAVE and (k == start or lows[k - 1] not in lx.EN_DETERMINERS)):
        return "@name"  # "@kchen merged #877", "IT has already shipped her laptop": a handle, a team's initials
    if (
        k > start
        and k not in breaks
        and words[k].text[:1].isupper()
        and words[k].kind == "word"
        and not words[k].text.isupper()
        and not (len(low) > 2 and words[k].text[:-1].isupper() and low.endswith("s"))  # "Both PRs merged": a plural
        and low not in ("i", "me", "us")  # "| Catering order | Me | Placed with Feast & Co |": the agent's column
        and not low.startswith(("i'", "we'"))
        and lows[k - 1] not in _PREPOSITIONS
    ):
        return "@name"
    return low


#: Plural nouns of people a partitive subject may pick from ("two of the owners").
_PEOPLE = frozenset({"owners", "customers", "clients", "guests", "people", "parents", "patients", "tenants", "buyers"})
_PEOPLE |= frozenset({"users", "members", "families", "carriers", "drivers", "shippers", "vendors", "suppliers"})

#: The others a partitive subject picks from ("two of them", "most of those") and the parts it picks.
_PARTITIVE_OF = frozenset({"them", "those", "these"})
_PARTS = frozenset({"all", "both", "some", "most", "many", "few", "several", "each", "none", "one", "two", "three"})
_PARTS |= frozenset({"four", "five", "six", "seven", "eight", "nine", "ten", "half", "either", "neither", "any"})

#: Words of the agents' lexicon (``EN_OTHERS``) that after a modifier name a thing: "blog post", "LinkedIn post".
_THINGS_TOO = frozenset({"post"})


def _refine(
    lows: list[str], start: int, end: int, first: int, last: int, lemma: str, kind: str, skip: Collection[int]
) -> str:
    """The kind of a generic verb from the nouns of its clause, nearest first ("processed your refund").

    Only nouns of acts refine (email, message, payment, refund, order, booking, shipment, and any noun made
    from an action verb: "the cancellation went through", "the upgrade is done"): a report, a ticket or a
    file is what was acted on, not the act ("filed a bug report" stays a creation). A noun is read at the
    head of its phrase: what was sent is the message, not its topic ("the meeting invite went out"; a
    channel in front still names the channel: "SMS reminder"), and "the refund of your deposit" a refund.
    ``start``–``end``: the verb's phrase (see :func:`_with_kind`), less ``skip``.
    """
    if lemma == "reported":
        return lx.SEND  # "the buyer message was reported to Trust & Safety": handed on, whatever was reported
    if lemma == "on the waitlist":
        return kind  # "you're on the waitlist for an earlier slot": put on a list, no slot booked
    lifted = lows[last + 1 : last + 5]
    if lemma in _LIFTS and not _HOLD_NOUNS.isdisjoint(lifted) and not any(w[:1].isdigit() for w in lifted):
        return lx.UPDATE  # "released the payout hold on your store": a restriction lifted ("the £200 hold": money back)
    told = _object_kind(lows[first:end], lows[start:first], lemma, kind)
    if lemma in _OBJECT_DECIDES and (told != kind or told == lx.UPDATE):
        return told  # "Booked the accrual for the AWS invoice": the books, not the invoice's payment
    kind = told
    if kind == lx.PAY and any(
        lx.EN_NOUNS.get(w) == lx.REFUND and w not in _HELD_MONEY
        for k, w in enumerate(lows[start:end], start)
        if k not in skip
    ):
        return lx.REFUND  # "reimbursement paid out to your account"; "the deposit was wired to the title company" pays
    if lemma in ("is live", "go live", "is out for") or lemma.rpartition(" ")[2] in _RESULT_WORDS:
        return kind  # a release, whatever was released ("the new pricing page is now live"); "took the page offline"
    if kind not in lx.GENERIC and lemma not in lx.EN_GENERIC_VERBS and (lemma in lx.EN_VERBS or kind != lx.CHANGE):
        return kind  # a verb the lexicon lacks may take the kind of its act's noun ("payroll released")
    if kind == lx.CHANGE and lemma.startswith("re-"):
        return kind  # "the 12 affected orders are re-priced": done again to what exists, not an order placed
    label = kind == lx.COMPLETE and first - start >= 2 and lows[start] in lx.EN_VERBS
    for k in sorted(range(start, end), key=lambda k: (abs(k - first), k)):
        if k in (first, last) or k in skip:
            continue
        if label and k == start + 1:
            continue  # "| Refund order #4471 | ✅ Done |": the order is what the label's verb acted on
        noun_kind = _act_noun(lows, k)
        if noun_kind is not None and lows[k + 1 : k + 2] and lows[k + 1] in _ASKINGS and lemma in lx.EN_GENERIC_VERBS:
            continue  # "your SIM replacement request is processed": the request was handled, not the replacement
        generic = lemma in lx.EN_GENERIC_VERBS
        if noun_kind is not None and (generic or lemma not in lx.EN_VERBS) and _after_object(lows, first, k, generic):
            continue  # "Approved the invoice for payment", "processed the requests from the support inbox": what for,
            # where from; not what was done
        if noun_kind in _SENDS and lemma in _HANDLES:
            continue  # "Alert handled", "your email has been dealt with": what came in, not a message sent
        if noun_kind is not None and k and lows[k - 1] in _FAULTY and lemma in lx.EN_GENERIC_VERBS:
            return kind  # "Sorted the duplicate charge", "took care of the double booking": a fault fixed
        if noun_kind in (lx.PAY, lx.REFUND) and lows[k + 1 : k + 2] and lows[k + 1] in _DOCUMENTS:
            if lemma in lx.EN_GENERIC_VERBS and lows[k + 1] in _ARRANGEMENTS:
                return lx.CREATE  # "arranged a payment plan of £60 a month": an arrangement made, no money moved
            continue  # "the refund policy", "payment link sent": a document
        if lows[k] in ("debit", "credit") and lows[k + 1 : k + 2] in (["card"], ["cards"]):
            continue  # "reissued your debit card": a card, no money moved
        if noun_kind == lx.PAY and lows[k] in _BILLS and lx.EN_VERBS.get(lemma) == lx.CREATE:
            return lx.CREATE  # "issued a corrected invoice": a bill made, not a payment
        if noun_kind == lx.PAY and lows[k] in _BILLS and lemma not in lx.EN_VERBS and lemma not in _SETTLES:
            return kind  # "the final invoice was zeroed out", "signed the invoice": the bill changed, nothing paid
        if noun_kind == lx.PAY and lows[k] in _BILLS and lemma == "approve":
            return lx.CHANGE  # "Approved invoice INV-8812 for payment": signed off, not paid
        if noun_kind is None:
            continue
        if kind == lx.BOOK and noun_kind in (lx.CHANGE, lx.UPDATE, lx.CREATE) and lx.EN_NOUNS.get(lows[k]) is None:
            continue  # "booked the install for the 24th", "the inspection is booked": a slot for the work, a booking
        if kind == lx.SEND and noun_kind not in (lx.EMAIL, lx.MESSAGE) and k + 1 < end and _content(lows[k + 1]):
            continue  # what a message is about: "the meeting invite went out", "refund notice sent"
        if noun_kind == lx.MESSAGE and lemma not in lx.EN_VERBS and lows[k] in _ALERTS and k < first:
            continue  # "The alert is silenced until 18:00", "alerts muted": acted on where they came in, not sent
        if noun_kind == lx.MESSAGE and lows[k + 1 : k + 2] and lows[k + 1] in _INVITES:
            continue  # "Slack invite sent": where one is invited, not the channel it goes by
        if lemma in _TELLS and noun_kind not in (lx.EMAIL, lx.MESSAGE):
            continue  # who was told or what about: "payroll has been notified", "notified her about the refund"
        place = next((p for p in reversed(lows[max(first, k - 3) : k]) if p in _PLACES), None)
        if k > first and place and noun_kind not in (lx.EMAIL, lx.MESSAGE):  # "to your inbox" names the channel
            continue  # where it went: "went over to procurement", "prorated on today's invoice"
        if _after_act_noun(lows, start, k):
            continue  # "the refund of your deposit", "Refund for order 5512 submitted": the head is the act
        if kind == lx.SEND and noun_kind == lx.PAY and lows[k] in _BILLS:
            continue  # "sent the invoice" is a send, "sent the payment" or "payouts sent" a payment
        if noun_kind == lx.SHIP and lemma not in _SHIPPING:
            continue
        if noun_kind == lx.ORDER and kind == lx.SEND and lemma in _SHIPPING:
            return lx.SHIP  # "re-dispatched the missing item from order #55120"
        return noun_kind
    return kind


#: Verbs the lexicon lacks that pay a bill ("cleared the invoice").
_SETTLES = frozenset({"cleared", "covered", "funded", "topped", "squared", "discharged"})
#: Verbs that take a restriction off, and the restrictions ("released the payout hold", "lifted the freeze").
_LIFTS = frozenset({"released", "release", "lifted", "lift"})
_HOLD_NOUNS = frozenset({"hold", "holds", "freeze", "block", "suspension", "restriction", "restrictions", "lock"})
#: Nouns of asking: an act's noun before one names what was asked for ("replacement request"), not what was done.
_ASKINGS = frozenset({"request", "requests", "application", "applications", "complaint", "complaints", "enquiry"})


def _after_act_noun(lows: list[str], start: int, k: int) -> bool:
    """Whether the noun at ``k`` is in a phrase of "of"/"for" after an act's noun, which is the head: "the refund of
    your two deposits", "Refund of the cleaning fee processed", "your refund of $128.40 for the order" (up to four
    words between the preposition and the noun; amounts and other such phrases before it are passed over)."""
    j = k - 1
    while j > start and k - j <= 4 and lows[j] not in _OF and lows[j] not in _BE:
        j -= 1
    if j <= start or lows[j] not in _OF:
        return False
    h = j - 1
    while h > start and (lows[h] in _OF or lows[h] in lx.EN_DETERMINERS or lows[h] in _COUNTS or lows[h][:1].isdigit()):
        h -= 1
    return _act_noun(lows, h) is not None


def _after_object(lows: list[str], first: int, k: int, keep_named: bool) -> bool:
    """Whether the noun at ``k`` follows "for" or "from" after the object of the verb at ``first``: the purpose or
    source of the act ("approved invoice INV-8812 for payment"), not the act ("arranged for a refund" has none).
    With ``keep_named`` (a generic verb), a record named by its number is read as before ("issued the e-invoice for
    order 88213"); otherwise (a verb the lexicon lacks) only such a record is what for ("reissued the shipping label
    for order #5521"; "chased the supplier for an update" asks for one)."""
    at = next((j for j in range(k - 1, max(first + 1, k - 5), -1) if lows[j] in ("for", "from", "with")), None)
    named = k + 1 < len(lows) and (lows[k + 1][:1].isdigit() or lows[k + 1].startswith("#"))
    return at is not None and named != keep_named and any(_content(w) for w in lows[first + 1 : at])


#: Money held for someone: paid, it is a payment; returned, a refund (by the verb: "returned your deposit").
_HELD_MONEY = frozenset({"deposit", "deposits", "money"})
_INVITES = frozenset({"invite", "invites", "invitation", "invitations"})
_ALERTS = frozenset({"alert", "alerts", "alarm", "alarms", "page", "pages"})
#: What joins an act's noun to what it is about ("the refund of your deposit", "refund for order 5512").
_OF = frozenset({"of", "for"})
#: Generic verbs of dealing with what came in: an alert or email handled was received, not sent.
_HANDLES = frozenset({"handle", "action", "resolve", "address", "acknowledge", "triage", "sort", "deal"})
#: Arrangements named by a money noun before them: one made by a generic verb is created ("set up a repayment plan").
_ARRANGEMENTS = frozenset({"plan", "plans", "agreement", "schedule", "arrangement"})
#: Documents named by a money noun before them ("credit note", "payment link"): the thing made or sent.
_DOCUMENTS = frozenset(
    {"policy", "link", "links", "reference", "terms", "form", "details", "plan", "plans", "schedule", "agreement"}
)  # a credit note is a refund; "set up a repayment plan" makes an arrangement, no money moved
#: Prepositions of place: a noun after one says where the act went or what it came off, not what it was
#: ("knocked 15% off your next order"; "in an email" does).
_PLACES = frozenset({"to", "on", "onto", "into", "in", "off"})
#: Verbs of handing a thing on: with a parcel or an order, a shipment.
_SHIPPING = frozenset({"deliver", "send", "dispatch", "on its way", "ship", "hand"})
#: What a closed thing is: closing one of these ends it (a deletion), closing a ticket changes its status.
_ENDED_BY_CLOSING = frozenset({"account", "accounts", "subscription", "subscriptions", "membership", "card", "cards"})
#: What a push of code names (a push to these is a commit, not a notification).
_CODE = frozenset(
    {"branch", "repo", "repository", "main", "master", "origin", "remote", "commit", "commits", "fix", "patch"}
    | {"code", "config", "image", "registry", "tag", "hotfix", "changes", "pr", "upstream", "build"}
)
#: What a pushed message names: its kind, or those it reaches.
_PUSHED_TO = frozenset(
    {"notification", "notifications", "alert", "alerts", "reminder", "reminders", "message", "messages", "phone"}
    | {"phones", "device", "devices", "app", "users", "customers", "drivers", "subscribers", "everyone", "push"}
)
#: Verbs that put a new thing into an existing one ("logged the notes in Salesforce"): the container changes.
_PUT_INTO = frozenset({"add", "log", "record", "insert", "note", "enter", "file"})
#: Verbs that move a thing in time or place: of a booking, a rebooking.
_MOVES = frozenset({"move", "change", "shift", "push", "switch", "bring", "extend"})


def _booked_thing(words: list[str]) -> bool:
    """Whether ``words`` name something booked: a slot, a seat, a room, an appointment."""
    return any(w in _SLOTS or lx.EN_NOUNS.get(w) == lx.BOOK for w in words)


def _to_a_time(phrase: list[str]) -> bool:
    """Whether the phrase moves its object "to" a day or an hour ("moved the QBR to Friday 11:00", "to the 11th")."""
    at = next((k for k, w in enumerate(phrase[1:7], 1) if w == "to"), None)
    if at is None:
        return False
    if not _DATES_SET.isdisjoint(phrase[1:at]):
        return False  # "moved your bill due date to the 28th": a date, a value set
    when = [w for w in phrase[at + 1 : at + 3] if w != "the"]
    return bool(when) and (
        when[0] in _DAYS or when[0] in ("tomorrow", "tonight") or _CLOCK.fullmatch(when[0]) is not None
    )


_DATES_SET = frozenset({"date", "dates", "day", "deadline", "cutoff", "cut-off", "cycle", "renewal"})
_CLOCK = re.compile(r"\d{1,2}(?::\d{2})?(?:am|pm)?|\d{1,2}(?:st|nd|rd|th)")


#: Words of time after an amount that make it a rate ("€150/day", "£20 a month", "per week").
_PER_TIME = frozenset({"day", "week", "month", "year", "hour", "daily", "weekly", "monthly", "annually", "yearly"})
#: Where money is held: moving an amount "from" one "into" another transfers it.
_MONEY_HELD_IN = frozenset({"account", "accounts", "saver", "savings", "pot", "wallet", "isa", "balance"})


def _a_rate(words: list[str]) -> bool:
    """Whether an amount in ``words`` is a rate: a word of time right after it or after "a"/"per" ("€150/day")."""
    for k, w in enumerate(words):
        after = words[k + 1 : k + 3]
        if (
            w[:1].isdigit()
            and after
            and (after[0] in _PER_TIME or (after[0] in ("a", "per") and after[1:] and after[1] in _PER_TIME))
        ):
            return True
    return False


def _between_accounts(phrase: list[str]) -> bool:
    """Whether the phrase moves something "from" one account "into"/"to" another (both named by a money place)."""
    at = next((k for k, w in enumerate(phrase) if w == "from"), None)
    return at is not None and not _MONEY_HELD_IN.union(_MONEY_PLACES).isdisjoint(phrase[at + 1 :])


def _second_object(phrase: list[str], heads: frozenset[str]) -> bool:
    """Whether a noun phrase follows the first of ``heads`` in ``phrase``: then that one is whom it was sent to
    ("Sent the plumber a reminder"), not what was sent."""
    at = next((k for k, w in enumerate(phrase[1:4], 1) if w in heads), None)
    return at is not None and phrase[at + 1 : at + 2] != [] and phrase[at + 1] in lx.EN_DETERMINERS


#: Adverbs between a subject and its verb that tell when or that it was done too.
_AS_WELL = _CHANGED | {"also", "too"}


def _informed(phrase: list[str], subject: list[str]) -> bool:
    """Whether an update's object is a person, with nothing after it but how they were told ("updated the customer
    by email"; not "updated the owner to Sam", a field set): told, not changed."""
    told = [w for w in subject if w not in _BE and w not in _HAVE and w not in _ADVERBS and w not in _AS_WELL]
    rest = phrase[1:]
    if told and not rest[:1]:  # the passive: "the shipper is updated"
        person = told[-1]
    else:
        rest = rest[1:] if rest[:1] and rest[0] in lx.EN_DETERMINERS else rest
        person, rest = (rest[0], rest[1:]) if rest else ("", [])
    return _person_noun(person, "the") and (not rest or rest[0] in ("by", "via", "over"))


def _not_by_later(lows: list[str], sub: list[int], k: int, first: int) -> int | None:
    """Where "not by" opens a later clause of the act's sentence ("… was generated when you clicked the link, not by
    me"): the clause between them says when or why, and the sentence neither ends nor turns ("but") before."""
    if k >= len(lows) or lows[k] not in _WHEN_WHY:
        return None
    for j in range(k, min(len(lows) - 1, k + 20)):
        if lows[j] in _SENTENCE_ENDS or lows[j] == "but":
            return None
        if lows[j] == "not" and lows[j + 1] == "by" and sub[j] != sub[first] and sub[j] != sub[j - 1]:
            return j
    return None


_SENTENCE_ENDS = frozenset({".", "!", "?", ";"})
_WHEN_WHY = frozenset({"when", "after", "as", "while", "because", "since", "once", "before", "during"})


def _by_words(lows: list[str], words: list[Token], k: int, n: int = 3) -> list[str]:
    """The ``n`` words from ``k`` of a "by" phrase, a quoted or code span in it one word ("by the same `p99 > 2s`
    monitor": the, `, monitor) and "same" none: who did it is named after them."""
    out: list[str] = []
    while k < len(lows) and len(out) < n:
        if words[k].quoted:
            out.append("`")
            while k < len(lows) and words[k].quoted:
                k += 1
            continue
        if lows[k] != "same":
            out.append(lows[k])
        k += 1
    return out


def _told_them(before: list[str], k: int) -> bool:
    """Whether "let" at ``k`` is the agent's past "I let the team know" ("I/we/I've let … know"), not a request."""
    who = before[k - 1]
    return (who in ("i", "we") or who in _HAVE or who.startswith(("i'", "we'"))) and "know" in before[k + 1 : k + 6]


def _achieved(lows: list[str], i: int) -> bool:
    """Whether the verb at ``i`` is an infinitive its success was told of: "was/were/have been able to", "managed
    to" (past; "I'll be able to", "if I'm able to" are no acts)."""
    if i < 3 or lows[i - 1] != "to" or lows[i] in ("get", "have", "make", "let", "help"):
        return False  # "was able to get the late fee waived": the participle after it is the act
    return lows[i - 2] == "managed" or (lows[i - 2] == "able" and lows[i - 3] in ("was", "were", "been"))


#: What joins numbers that label things one by one ("tickets 1 and 2", "seats 14, 15 & 16").
_NUMBER_JOINS = frozenset({"and", "&", ",", "-", "–", "or", "through", "to"})


def _an_amount(said: list[str], k: int) -> bool:
    """Whether the word at ``k`` is a number that may be an amount: not one that labels the thing named before it
    ("Transferred tickets 1 and 2 to Maria", "moved seats 14 and 15": which tickets, not how much)."""
    if not said[k][:1].isdigit():
        return False
    counted = said[k + 1] if k + 1 < len(said) else ""
    if _counted_things(counted):
        return False  # "transferred 600 units of TL-3300": a count of the things moved
    j = k - 1
    while j >= 0 and (said[j] in _NUMBER_JOINS or said[j][:1].isdigit()):
        j -= 1
    head = said[j] if j >= 1 else ""  # said[0] is the verb: "transferred 500 to savings" is an amount
    things = head.endswith("s") or lx.EN_NOUNS.get(head) not in (None, lx.PAY, lx.REFUND)
    if _content(head) and len(head) <= 3 and head not in _CURRENCY_WORDS:
        return False  # "SKU TL-3300", "PO 5512": a code's number
    return not (head.isalpha() and len(head) > 2 and things and head not in _FUNDS and head not in _MONEY_NAMES)


def _counted_things(word: str) -> bool:
    """Whether ``word``, right after a number, is a plural noun of things counted ("600 units", "40 pallets"), not of
    money ("500 dollars", "3 payments")."""
    return (
        word.isalpha()
        and len(word) > 3
        and word.endswith("s")
        and word not in _FUNDS
        and word not in _MONEY_NAMES
        and word not in _CURRENCY_WORDS
        and lx.EN_NOUNS.get(word[:-1]) not in (lx.PAY, lx.REFUND)
        and lx.EN_NOUNS.get(word) not in (lx.PAY, lx.REFUND)
    )


#: Nouns a number after which is an amount ("payments 1,200", "fees 30").
_MONEY_NAMES = frozenset({"fees", "charges", "payments", "credits", "dollars", "euros", "pounds", "points", "miles"})


def _object_kind(phrase: list[str], subject: list[str], lemma: str, kind: str) -> str:
    """The kind a verb's object gives it (``phrase`` runs from the verb to the end of its clause): a push of
    code is a change, not a message ("pushed a fix to the branch"); closing an account
    or a subscription ends it; adding or logging something into an existing record changes the record,
    unless what was added is a record of its own ("logged a ticket in Jira" creates one); a removal "to"
    a number sets a value. ``subject``: the
    words before the verb in its clause ("your account is closed")."""

    said = phrase + subject[-3:]

    def money() -> bool:  # asked only for the few verbs below, not for every claim
        return any(
            lx.EN_NOUNS.get(w) in (lx.REFUND, lx.PAY) or w in _MONEY_PLACES or _an_amount(said, k)
            for k, w in enumerate(said)
        )

    if lemma in ("move", "shift") and money() and not _a_rate(phrase) and _between_accounts(phrase):
        return lx.PAY  # "moved £1,500 from your Easy Saver into your current account": a transfer
    if lemma == "transfer" and not any(
        lx.EN_NOUNS.get(w) in (lx.REFUND, lx.PAY) or w in _FUNDS or _an_amount(said, k) for k, w in enumerate(said)
    ):
        return lx.CHANGE  # "your ticket has been transferred to Jamie's account": a thing changed hands, no money
    if lemma == "return" and "to" in phrase and not money():
        return lx.CHANGE  # "Returned the unused licences to the pool": put back ("Deposit returned to …" is money)
    if lemma == "ship" and not _ENVIRONMENTS.isdisjoint(phrase[:5]):
        return lx.CHANGE  # "v2.14 shipped to prod": a release, not a parcel
    if kind == lx.DELETE and _from_membership(phrase):
        return lx.CHANGE  # "removed Karen from all marketing lists": who belongs changed, which an update may do
    if kind == lx.DELETE and lemma in _SWITCHED_OFF:
        return lx.CHANGE  # "deactivated the card", "unsubscribed you": switched off, which an update may do
    if kind == lx.DELETE and any(
        w in _GIVEN_GRANTS or w in ("role", "roles", "rights", "admin") for w in subject + phrase[1:4]
    ):
        return lx.CHANGE  # "access for the contractor is revoked", "removed her admin role": a permission changed
    if lemma == "add" and any(lx.EN_NOUNS.get(w) == lx.REFUND for w in phrase[1:5]):
        return lx.REFUND  # "added a one-month credit to your account": money given back, which an update may hold
    if (
        lemma == "transfer"
        and not money()
        and not any(lx.EN_NOUNS.get(w) == lx.PAY or w in _FUNDS for w in phrase[1:5])
    ):
        return lx.CHANGE  # "Transferred your prescriptions from CVS", "transferred the domain": moved, not paid
    if lemma in ("enroll", "enrol"):
        return lx.CHANGE  # "Enrolled Maya in Biology 201": a record created or changed
    if lemma == "update" and _informed(phrase, subject):
        return lx.SEND  # "Shipper is also updated", "updated the customer by email": a person told
    if lemma in ("book", "post", "record", "set") and (
        not _LEDGER.isdisjoint(phrase[:5]) or (lemma != "set" and not _LEDGER.isdisjoint(subject[-3:]))
    ):
        return lx.UPDATE  # "Booked the accrual", "Posted journal entry JE-1182", "set a reserve": the books changed
        # ("AWS accrual: posted": the entry named before it)
    if (
        lemma in ("book", "post")
        and _to_gl_account(phrase)
        and lx.BOOK not in {lx.EN_NOUNS.get(w) for w in phrase[1:5]}
    ):
        return lx.UPDATE  # "booked the FX difference to 7800": an amount put on a ledger account
    sent_out = subject[-1:] and (subject[-1] in _BE or subject[-1] in _HAVE)  # "Tow truck is dispatched to …"
    if lemma in ("dispatch", "send") and sent_out and not _VISITORS.isdisjoint(subject[-4:]):
        return lx.BOOK  # a visit booked, told in the passive
    if (
        lemma in ("dispatch", "send")
        and _heads(phrase[1:4], _VISITORS)
        and not _VISITORS.isdisjoint(phrase[1:3])
        and not _second_object(phrase, _VISITORS)
    ):
        return lx.BOOK  # "Dispatched a technician for tomorrow 8–10am": a visit booked
    if lemma == "schedule" and not _SCHEDULED_WORK.isdisjoint(phrase[1:5] + subject[-3:]):
        return lx.CHANGE  # "Campaign scheduled", "scheduled the nightly export": work set to run, not a booking
    if lemma in ("reserve", "hold") and "until" in phrase and not _booked_thing(phrase[1:6] + subject[-4:]):
        return lx.UPDATE  # "The Golf you test-drove is reserved for you until Saturday": goods held, no booking
    if lemma in _MOVES and (
        any(lx.EN_NOUNS.get(w) == lx.BOOK for w in phrase[:5] + subject[-5:])
        or (_to_a_time(phrase) and _SCHEDULED_WORK.isdisjoint(phrase[1:6]))
    ):
        return lx.BOOK  # "your appointment has been moved to Wednesday", "moved the QBR to Friday 11:00": a rebooking
    if lemma == "push" and (not _CODE.isdisjoint(phrase) or _PUSHED_TO.isdisjoint(phrase + subject)):
        return lx.CHANGE  # a push of code or data; a push to phones or users is a message
    if lemma in _SETS_GOING and (sent := _message_kind(phrase[:5] + subject[-5:])):
        return sent  # "the welcome email scheduled", "Email A/B test launched": a send set going, of its channel
    if lemma == "share" and _shared_place(phrase[:6] + subject[-3:]):
        return lx.UPDATE  # "shared the audit folder with the auditors": access granted, not a message
    if lemma in ("flag", "raise") and _to_someone(phrase):
        return lx.SEND  # "flagged it to a supervisor", "raised it with the carrier": handed on
    if lemma == "set" and not _SET_UP_NEW.isdisjoint(phrase[1:5]) and not _NEW_ONE.isdisjoint(phrase[1:3]):
        return lx.CREATE  # "I've set a reminder to do it that morning", "set up a repayment plan": made one
    if lemma == "set" and phrase[1:2] == ["up"] and not _STANDING.isdisjoint(phrase[2:6]):
        return lx.CREATE  # "Set up the recurring $2,000 monthly payment": an arrangement made, nothing paid yet
    if lemma == "write" and phrase[1:2] == ["off"]:
        return lx.UPDATE  # "Wrote off the remaining $12.40": a balance adjusted in the books
    if lemma == "start" and kind == lx.CREATE and len(phrase) > 1:
        return lx.CHANGE  # "Started the annual plan", "started the backup job": set going, made or changed
    if lemma in _POSTS and any(w.startswith("#") and w[1:].replace("-", "").isalpha() for w in phrase[1:8]):
        return lx.MESSAGE  # "posted the link in #releases", "dropped a note in #ops": a chat message
    if lemma == "tag" and any(_VERSION.fullmatch(w) or w in _RELEASES for w in phrase[1:4]):
        return lx.CHANGE  # "Tagged v2.14.0", "tagged the release": a tag made on the code, not a label set
    if lemma == "open" and not _OPENED_NEW.isdisjoint(phrase[1:4]):
        return lx.CREATE  # "Opened the PR bumping lodash", "opened a case with the carrier": a new one made
    if kind in (lx.CREATE, lx.DELETE, lx.CHANGE) and _to_number(phrase):
        return lx.UPDATE  # "rate limits raised from 10 to 50 rpm", "dropped the price to $450": a new value
    if lemma == "close" and not _ENDED_BY_CLOSING.isdisjoint(phrase[:5] + subject[-3:]):
        return lx.DELETE
    if kind == lx.CREATE and lemma in _PUT_INTO:
        into = next((k for k, w in enumerate(phrase) if w in ("in", "into", "to", "on", "under")), None)
        if into is not None and not any(lx.EN_NOUNS.get(w) == lx.CREATE for w in phrase[1:into]):
            return lx.CHANGE  # the record or the drive it went into changed (an update, an upload)
    return kind


#: Verbs that put a message where others read it: in a "#channel" it is a chat message.
_POSTS = frozenset({"post", "share", "drop", "put", "paste", "leave"})
#: What a tag is put on when it marks a version of code ("tagged the release"), not a record's label.
_RELEASES = frozenset({"release", "build", "commit", "version", "head", "main", "master"})

#: What someone belongs to: removing them "from" it changes who is in it.
_MEMBERSHIPS = frozenset({"list", "lists", "group", "groups", "channel", "channels", "team", "teams", "rota"})
_MEMBERSHIPS |= frozenset({"roster", "audience", "audiences", "segment", "sequence", "cohort", "waitlist"})
#: What makes an act's noun a fault to fix ("the duplicate charge", "the double booking").
_FAULTY = frozenset({"duplicate", "duplicated", "double", "doubled", "wrong", "erroneous", "mistaken", "stray"})


def _from_membership(phrase: list[str]) -> bool:
    """Whether a removal is "from" a list, group or channel (someone taken out of it, nothing deleted)."""
    at = next((k for k, w in enumerate(phrase[:8]) if w == "from"), None)
    return at is not None and not _MEMBERSHIPS.isdisjoint(phrase[at + 1 : at + 5])


#: Verbs that set messages going: their channel is the act's kind.
_SETS_GOING = frozenset({"schedule", "launch", "kicked", "start", "trigger"})


#: Things set as new ones ("set a reminder"; "set the price to €24.90" changes a value).
#: What makes a payment one that will recur or come later: setting one up pays nothing now.
_STANDING = frozenset({"recurring", "monthly", "weekly", "standing", "automatic", "autopay", "scheduled", "direct"})
_SET_UP_NEW = frozenset({"reminder", "reminders", "alarm", "timer", "task", "follow-up", "webhook"})
_SET_UP_NEW |= frozenset({"plan", "arrangement", "agreement", "mandate"})
#: What says the thing set is a new one ("set up a plan", "set a new reminder"; "set the plan to annual" changes it).
_NEW_ONE = frozenset({"a", "an", "up", "another", "new", "two", "three"})
#: Things opened as new ones: a ticket-like record (an account, a door or a file opened is no creation).
_OPENED_NEW = frozenset({"pr", "mr", "pull", "merge", "issue", "case", "incident", "ticket", "bug", "trace", "claim"})
_OPENED_NEW |= frozenset({"dispute", "investigation", "rfc", "jira", "escalation"})
#: Verbs whose kind the object decides, whatever other nouns the clause holds.
_OBJECT_DECIDES = frozenset({"book", "post", "record", "dispatch", "send", "set", "add"})
#: Work set to run at a time: scheduling it is no booking ("the campaign is scheduled for 9am" sets it going).
_SCHEDULED_WORK = frozenset(
    {"campaign", "campaigns", "job", "jobs", "export", "exports", "report", "reports", "backup", "backups"}
    | {"workflow", "workflows", "sequence", "blast", "release", "deploy", "deployment", "maintenance", "sync"}
)
#: Where software is released.
_ENVIRONMENTS = frozenset({"prod", "production", "staging", "live", "canary", "preprod", "beta"})
#: Acts that switch a thing off (reversible): an update may do them as well as a deletion.
_SWITCHED_OFF = frozenset({"deactivate", "unsubscribe", "suspend", "disable"})


def _to_gl_account(phrase: list[str]) -> bool:
    """Whether a verb's phrase puts its object "to" or "against" a ledger account's number (four to six digits:
    "to 7800", "against 6420"), not a time or a count."""
    return any(
        w in ("to", "against", "into")
        and phrase[k + 1 : k + 2]
        and phrase[k + 1].isdigit()
        and 4 <= len(phrase[k + 1]) <= 6
        for k, w in enumerate(phrase[1:8], 1)
    )


#: What is posted or booked in accounts.
_LEDGER = frozenset(
    {"accrual", "accruals", "entry", "entries", "journal", "je", "ledger", "adjustment", "adjustments"}
    | {"reversal", "depreciation", "reclass", "prepayment", "write-off", "reserve", "reserves", "provision"}
    | {"amortisation", "amortization", "deferral", "deferrals", "true-up", "accrued"}
)
#: People sent to a place for a visit.
_VISITORS = frozenset(
    {"technician", "engineer", "plumber", "electrician", "fitter", "installer", "inspector", "surveyor", "nurse"}
    | {"tech", "cleaner", "locksmith", "courier", "driver", "tow", "truck", "mechanic", "crew", "ambulance"}
)


#: Places shared in place: sharing one grants access to it (a document shared may be sent).
_SHARED_THINGS = frozenset(
    {"folder", "folders", "dashboard", "dashboards", "calendar", "repo", "repository", "board", "drive"}
    | {"album", "workspace", "project", "vault", "bucket"}
)


def _shared_place(words: list[str]) -> bool:
    """Whether a place heads the phrase ("the audit folder"; not "the Q2 board deck", a document)."""
    return _heads(words, _SHARED_THINGS)


def _heads(words: list[str], nouns: frozenset[str]) -> bool:
    """Whether one of ``nouns`` heads a phrase of ``words``: no content noun after it ("a technician for
    tomorrow", "the audit folder with"; not "a courier label", "the board deck")."""
    return any(
        w in nouns and (n + 1 == len(words) or not _content(words[n + 1]) or words[n + 1] == "with")
        for n, w in enumerate(words)
    )


def _message_kind(words: list[str]) -> str | None:
    """The channel a message noun names ("the welcome email"); a page is a web page here, not a pager's."""
    return next((k for w in words if (k := lx.EN_NOUNS.get(w)) in (lx.EMAIL, lx.MESSAGE) and w not in _PAGES), None)


_PAGES = frozenset({"page", "pages"})


def _to_someone(phrase: list[str]) -> bool:
    """Whether the phrase hands its thing to someone: "to"/"with" and a person or a team, not a value."""
    return any(
        w in ("to", "with")
        and phrase[n + 1 : n + 2]
        and (phrase[n + 1] in lx.EN_DETERMINERS or phrase[n + 1] in lx.EN_OTHERS)
        for n, w in enumerate(phrase)
    )


def _to_number(phrase: list[str]) -> bool:
    return any(
        w in ("to", "from") and phrase[n + 1 : n + 2] and phrase[n + 1][:1].isdigit() for n, w in enumerate(phrase)
    )


#: Documents that ask for money: sending one is a send, not a payment.
_BILLS = frozenset({"invoice", "invoices", "bill", "bills", "statement", "statements", "fee", "fees", "balance"})
#: Endings that make a noun of an action verb, with what restores the verb (cancellation → cancel).
_NOMINAL = (
    ("llation", "l"),
    ("ation", "e"),
    ("ation", ""),
    ("ssion", "t"),
    ("tion", "te"),
    ("sion", "d"),
    ("ion", ""),
    ("ion", "e"),
    ("ment", ""),
    ("al", "e"),
    ("al", ""),
)


#: Where a ride goes: "the airport transfer" is a ride booked.
_RIDES = frozenset({"airport", "hotel", "station", "shuttle", "port", "ferry", "cruise"})


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


_FUNCTION = frozenset(
    {*_BE, *_HAVE, *_ADVERBS, *_PREPOSITIONS, *lx.EN_DETERMINERS, *lx.EN_MODAL, *lx.EN_NEGATION, *_PRONOUN_SUBJECTS}
    | {"and", "or", "but", "so", "then", "me", "us", "him", "them", "you", "went", "got", "came", "is", "was"}
    | {"done", "complete", "through", "out", "sent", "paid", "set", "made", "gone"}
)


_NOT_NOUNS = frozenset(
    {
        "is",
        "was",
        "has",
        "does",
        "this",
        "its",
        "yes",
        "us",
        "as",
        "his",
        "plus",
        "thus",
        "status",
        "less",
        "process",
        "access",
        "address",
        "business",
        "always",
        "across",
    }
)


#: What is sent one by one, of no channel of its own: "all three payment reminders went out".
_MESSAGE_LIKE = frozenset(
    {"reminders", "notices", "invites", "invitations", "letters", "confirmations", "receipts", "updates"}
)
_PAYEES = frozenset({"vendors", "suppliers", "contractors", "employees", "freelancers", "customers", "claims", "bills"})


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


#: What a table, a bucket or a log holds: one statement or call removes any number of them ("the 14 duplicate rows").
_CONTENTS = frozenset({"rows", "lines", "records", "entries", "objects", "duplicates", "partitions", "logs", "files"})
#: What one call makes many of (an import, a batch): a count of these is no count of acts ("created 40 contacts").
_BULK = frozenset(
    {"rows", "lines", "records", "contacts", "leads", "entries", "items", "users", "subscribers", "products"}
    | {"listings", "skus", "fields", "columns", "pages", "files", "members", "seats", "licenses", "licences"}
)


def _tally(phrase: list[str]) -> bool:
    """Whether the phrase counts over a span of time ("this week", "today", "so far", "in total"): a tally of acts
    done one by one ("14 tickets closed this week"), not one change ("archived 57 projects from last year")."""
    return any(
        w in ("today", "overall")
        or (w == "this" and nxt in _TALLY_SPANS)
        or (w, nxt) in (("so", "far"), ("in", "total"))
        for w, nxt in itertools.pairwise([*phrase, ""])
    )


_TALLY_SPANS = frozenset({"week", "month", "quarter", "year", "morning", "afternoon", "shift", "sprint"})
#: Kinds of changes to things: a count of them by a number or "all" is one act over all of them, which one call may
#: do (named one by one or paired by "both", each needs its own: ``_listed``).
_STATE_CHANGES = frozenset({lx.UPDATE, lx.CHANGE, lx.COMPLETE})


def _quantity(
    lows: list[str],
    words: list[Token],
    span: range,
    skip: frozenset[int],
    kind: str,
    lemma: str,
    sub: list[int],
    *,
    any_thing: bool = False,
) -> int:
    """How many things the claim counts ("both", "all 6 notifications", "three emails"); 1 if none. With
    ``any_thing`` a count of things one call may act on together counts too ("closed 23 tickets": 23).

    A number glued to a letter or a dash is an id ("INV-7", "Q3"), not a count. A count of recipients
    ("emailed all six teams") is not a count of sends: for the send kinds only a count of messages
    (emails, notifications, …) counts — unless each recipient got one ("each of the four customers got an
    email"). A number alone in the clause after a plural noun counts it ("refunded the duplicate charges
    (3)"). ``span``: the claim's phrase, less ``skip`` (a coordinated verb's); ``sub``: clause numbers.
    """
    end = span.stop
    best = 1
    k = end
    alone = 0 < k < len(lows) and lows[k].isdigit() and sub[k] != sub[k - 1] and sub[k + 1 : k + 2] != [sub[k]]
    if alone and 1 < int(lows[k]) <= 100 and _plural_noun(lows[k - 1]) and _counts_acts(lows[k - 1], kind):
        best = int(lows[k])
    for k in span:
        if k in skip:
            continue
        low = lows[k]
        nxt = lows[k + 1] if k + 1 < end else ""
        n = 0
        again = k > span.start and (low == "twice" or (nxt == "times" and (low in lx.EN_NUMBERS or low.isdigit())))
        if again and not _how_often(lows, k) and not _of_a_relative(lows, span.start, k):
            best = max(best, 2 if low == "twice" else lx.EN_NUMBERS.get(low) or min(int(low), 100))
            continue  # "re-ran CI 3 times", "resent it twice": a count of acts, one call each
        if low != "both" and low not in lx.EN_NUMBERS and not low.isdigit():
            continue  # no count here: the reading below finds none (and costs a scan of the next words)
        plural = any(
            w.isalpha() and w.endswith("s") and w not in _NOT_NOUNS and w not in _UNITS
            for w in lows[k + 1 : min(end, k + 4)]
        )
        partitive = nxt in ("were", "have", "got") and any(
            _plural_noun(w) and _counts_acts(w, kind) for w in lows[max(0, k - 8) : k]
        )  # "Of the 5 supplier invoices due today, 3 were paid": three of them
        told = (lx.EN_NUMBERS.get(low) or int(low)) if low.isdigit() or low in lx.EN_NUMBERS else 0
        if partitive and 1 < told <= 100 and not (k and words[k - 1].end == words[k].start):
            best = max(best, told)
            continue
        if _one_for_them(lows, span.start, k):
            continue  # "Shipped a replacement for both items": one thing made for them all, one act
        if k > span.start and lows[k - 1] == "with" and not any(_people(w) for w in lows[k + 1 : k + 4]):
            continue  # "Remittance with both invoice numbers sent": what the one thing carries (not "met with both
            # customers": people)
        if low == "both":
            n = 2
        elif low in lx.EN_NUMBERS:
            n = lx.EN_NUMBERS[low] if plural or nxt == "of" else 0
        elif (
            low.isdigit()
            and len(low) <= 3
            and not (k and words[k - 1].end == words[k].start)
            and not (k + 1 < len(words) and words[k].end == words[k + 1].start and words[k + 1].kind == "word")
        ):  # "2FA codes", "3DS checks": a name, not a count
            prev = lows[k - 1] if k > 0 else ""
            named = k - 1 > span.start and _content(prev) and not prev.endswith("s") and prev not in lx.EN_NUMBERS
            if named:
                continue  # "table 9's service charge", "room 12 and the two cocktails": a number that names one
            per_item = nxt == "items" and _each_their_own(lows, span.start, k, kind)  # "opened returns for all 4 items"
            if (prev in ("all", "those", "these", "each", "every") or plural or nxt == "of") and (
                nxt not in _UNITS or per_item
            ):
                n = int(low)
        of_the = (
            k >= 3
            and lows[k - 2] == "of"
            and lows[k - 1] in lx.EN_DETERMINERS
            and (lows[k - 3].isdigit() or lows[k - 3] in lx.EN_NUMBERS)
        )  # "2 of the 3", "three of your four"
        to_whom = (
            "to" in lows[max(span.start, k - 3) : k]  # "to the next three invoices"
            and not any(  # "gone out to all 48 employees"
                _plural_noun(w) and _act_noun(lows, j) is not None
                for j, w in enumerate(lows[span.start : k], span.start)
            )
        )  # but "Payouts sent to all five contractors": each recipient's own act
        texted = _texted_people(lows, k, lemma)  # "Texted a reminder to all five drivers": a text reaches one phone
        texted = texted or (kind in _SENDS and _each_sent(lows, words, span.start, k))
        texted = texted or _granted_each(lows, k, lemma)  # "granted access to both new hires": a grant each
        if not 1 < n <= 100 or of_the or (to_whom and not texted):
            continue  # "2 of the 3 reminder emails went out": two, not three
        reach = min(end, k + (7 if nxt == "of" else 4))  # "2 of the 3 reminder emails"
        noun = next((w for w in lows[k + 1 : reach] if w in lx.EN_NOUNS or w.endswith("s")), "")
        heads = [noun, *lows[k + 1 : reach]]  # "three payment reminders": the head counts
        at = next((j for j in range(k + 1, reach) if lows[j] == noun), k)
        own = _people(noun) and _each_gets(lows[at + 1 : at + 5])  # "Emailed both new hires their pickup details"
        carried = low == "both" and kind in _SENDS and lemma not in _RECEIVE and not own and not texted
        if carried and not any(_counts_acts(w, kind) for w in heads) and any(_plural_noun(w) for w in heads[1:]):
            continue  # "emailed you copies of both documents", "emailed both teams": one message may carry them
            # (not "Emailed both new hires their pickup details": a message to each person)
        tally = kind in _STATE_CHANGES and _tally(lows[span.start : span.stop])
        if low != "both" and not (
            any_thing
            or tally  # "14 tickets closed this week": a tally of acts one by one, not one change over all of them
            or lemma in _RECEIVE
            or any(_counts_acts(w, kind, k > 0 and lows[k - 1] == "of") for w in heads)  # "Reorder of 40 cartridges"
            or _each_their_own(lows, span.start, k, kind)
            or texted
        ):
            continue
        best = max(best, n)
    return best


def _one_for_them(lows: list[str], start: int, k: int) -> bool:
    """Whether the count at ``k`` tells what one thing named before it was for ("Shipped a replacement for both
    items", "Created a single return label for all 3 parcels"): "for" right before it, the act's object "a"/"one"
    thing (not "Created return labels for both items": a label each)."""
    at = next((j for j in range(k - 1, max(start, k - 3) - 1, -1) if lows[j] in ("for", "covering")), None)
    if at is None:
        return False
    between = lows[start:at]
    one = next((j for j, w in enumerate(between) if w in ("a", "an", "one", "single")), None)
    return one is not None and not any(_plural_noun(w) for w in between[one + 1 :])


def _of_a_relative(lows: list[str], start: int, k: int) -> bool:
    """Whether the nearest past before ``k`` is someone else's, in a relative or a clause of theirs ("the $15.99 you
    were charged twice … has been refunded", "the guests who paid twice"): how often that happened, not how many
    acts the claim tells."""
    p = next((j for j in range(k - 1, start - 1, -1) if lows[j].endswith("ed") or lows[j] in _PASTS), None)
    if p is None or p < 1:
        return False
    passive = p >= 2 and lows[p - 1] in ("was", "were") and lows[p - 2] in _PRONOUN_SUBJECTS
    return passive or lows[p - 1] in _RELATIVE_SUBJECTS  # "the three guests who paid twice"


#: Subjects of a clause inside the claim's phrase that is someone else's ("who paid twice", "they called 3 times").
_RELATIVE_SUBJECTS = frozenset({"who", "which", "that", "they", "he", "she", "you", "it"})


def _how_often(lows: list[str], k: int) -> bool:
    """Whether the count at ``k`` says how often in a span or how much bigger ("3 times a day", "five times
    faster"), not how many acts."""
    after = lows[k + 2 : k + 4]
    return bool(after) and (after[0] in ("a", "per", "each", "faster", "more", "larger", "bigger", "as", "the"))


def _each_sent(lows: list[str], words: list[Token], start: int, k: int) -> bool:
    """Whether the count at ``k`` in a send's phrase counts sends: what was sent or who got it ("Emailed all 3
    customers", "sent both invoices to Initech", "went out to all 12 drivers", "to both addresses" — the measure's
    rule: a claim of N things done needs N backing events). Not what the message was about or for ("asked Inkwell
    for a credit note for the 20 misprinted notebooks", "reminded them about the 3 invoices"), copies carried
    ("a copy of both documents"), nor one message said to be one ("in one email", "in a single message")."""
    before = lows[start:k]
    prep = next((w for w in reversed(before) if w in _ABOUT or w == "to"), None)  # the nearest one says which
    if prep in _ABOUT or "copy" in before or "copies" in before or not _TO_A_GROUP.isdisjoint(before):
        return False  # (and "the meeting invite went out to all five attendees": one invite a group shares)
    return not _one_message(lows, start)


#: What is one thing addressed to a group at once: a count of its recipients is one send.
_TO_A_GROUP = frozenset({"invite", "invitation", "announcement", "newsletter", "broadcast", "blast", "bulletin"})


def _one_message(lows: list[str], start: int) -> bool:
    """Whether the clause from ``start`` says its send was one message ("in one email", "in a single message",
    "on one thread", "together")."""
    after = lows[start : start + 16]
    return "together" in after or any(
        a in ("in", "on", "as", "via") and b in ("one", "a", "the") and (c in ("single", "same") or b == "one")
        for a, b, c in zip(after, after[1:], [*after[2:], ""], strict=False)
    )


#: Words after which a count names what a message was about, not what or whom it reached.
_ABOUT = frozenset({"for", "about", "regarding", "re", "on", "over", "concerning", "of"})


def _texted_people(lows: list[str], k: int, lemma: str) -> bool:
    """Whether the count at ``k`` counts people sent a text ("texted … to all five drivers", "sent the notice by SMS
    to the three renters"): a text reaches one phone, so each is a message of its own (an email may reach all)."""
    noun = next((w for w in lows[k + 1 : k + 4] if w.endswith("s")), "")
    by_text = lemma in _TEXTS or not _TEXTS.isdisjoint(lows[max(0, k - 12) : k])
    return by_text and _people(noun)


def _granted_each(lows: list[str], k: int, lemma: str) -> bool:
    """Whether the count at ``k`` counts those given access or a role ("granted read access to both new hires",
    "gave the role to all three service accounts"): a grant is made to one user or account at a time."""
    noun = next((w for w in lows[k + 1 : k + 4] if w.endswith("s")), "")
    return lemma in _GRANTS and (_people(noun) or noun in _GRANTEES)


_GRANTS = frozenset({"grant", "give", "provision", "revoke"})
_GRANTEES = frozenset({"accounts", "users", "logins", "identities", "principals"})


#: Channels that reach one phone a message.
_TEXTS = frozenset({"text", "texted", "sms", "whatsapp"})


def _people(noun: str) -> bool:
    """Whether plural ``noun`` names people one by one ("new hires", "reviewers"), not groups ("teams")."""
    one = noun[:-1] if noun.endswith("s") else noun
    return noun.endswith("s") and (one in _PERSONS or _person_noun(noun, ""))


#: People a message reaches one by one (groups, "teams", "departments", reach many at once).
_PERSONS = frozenset(
    {"customer", "client", "user", "manager", "colleague", "buyer", "seller", "employee", "member", "candidate"}
    | {"applicant", "patient", "student", "guest", "passenger", "hire", "parent", "tenant", "landlord", "attendee"}
    | {"participant", "driver", "contractor", "freelancer", "volunteer", "recipient", "owner", "approver"}
)


def _recipients(lows: list[str], words: list[Token], last: int) -> int:
    """How many people a send names one by one right after its verb or its "to" ("Sent you and your husband the
    …", "emailed Ann, Bob and Carl", "sent it to Priya and Tom", "Sent Lena and Omar the signed lease": a message
    each, as the held-out writers count them); 1 when it names fewer than two, when the send is said to be one
    ("in one email") or it is one invite, announcement or newsletter they share."""
    to = next((j for j in range(last + 1, min(len(lows), last + 6)) if lows[j] == "to"), None)
    named = to is not None and all(words[j].clause == words[last].clause for j in range(last, to + 1))
    k = to + 1 if named and to is not None else last + 1  # "sent the agenda to Ann, Bob and Carl"
    n = 0
    while k < len(lows):
        w = lows[k]
        if w in ("you", "him"):
            k += 1
        elif w in ("your", "his", "their") and k + 1 < len(lows) and lows[k + 1] in _PERSONS | _KIN:
            k += 2  # "your husband", "their manager"
        elif (
            w in ("your", "his", "their") and lows[k + 2 : k + 3] and lows[k + 2] in _PERSONS and lows[k + 1].isalpha()
        ):
            k += 3  # "your travel manager", "their account manager": a person named by two words
        elif words[k].text[:1].isupper() and words[k].kind == "word" and w != "i" and not w.startswith("i'"):
            two = k + 1 < len(lows) and words[k + 1].text[:1].isupper() and words[k + 1].clause == words[k].clause
            k += 1 + (two and lows[k + 1] not in ("and", "i"))  # "Ann Lee" is one name, "Ann, Bob" two
        else:
            break
        n += 1
        if k < len(lows) and lows[k] in ("and", "&"):
            k += 1 + (lows[k + 1 : k + 2] == ["to"])  # "to you and to your manager"
        elif not (k < len(lows) and words[k].clause != words[k - 1].clause and words[k].text[:1].isupper()):
            break  # "Ann, Bob and Carl": a comma between names
    thing = lows[last + 1 : to] if named and to is not None else lows[k : k + 5]
    group = not _TO_A_GROUP.isdisjoint(thing)  # "sent Ann and Bob the calendar invite": one invite they share
    return n if n > 1 and not group and not _one_message(lows, last) else 1


def _each_gets(thing: list[str]) -> bool:
    """Whether what a send names after or before its recipients is one for each of them: nothing named ("emailed
    Ann and Bob"), theirs ("their pickup details"), or plural ("the portal messages"); not one thing that may reach
    them all ("Sent Priya and Tom the signed NDA", "emailed this summary to you and Tom")."""
    said = [w for w in thing if w.isalpha()][:4]
    if not said or said[0] in ("their", "each", "separate", "individual", "personal"):
        return True
    return any(_plural_noun(w) for w in said) and "copies" not in said


#: People named by their tie to the reader ("you and your husband").
_KIN = frozenset({"husband", "wife", "partner", "son", "daughter", "mother", "father", "mum", "dad", "assistant"})
_KIN |= frozenset({"roommate", "flatmate", "housemate", "spouse", "coworker", "co-worker", "colleague", "accountant"})


def _each_their_own(lows: list[str], start: int, k: int, kind: str) -> bool:
    """Whether a count of people after "for" at ``k`` counts bookings or records made, one each: the things made
    are plural before it ("scheduled viewings for all three applicants", "created accounts for the 4 new hires");
    not sends (a message to twelve people may be one), orders, nor places one booking holds for many ("booked
    flights for 2 adults")."""
    fors = [j for j in range(max(start, k - 2), k) if lows[j] == "for"]
    return (
        kind in (lx.BOOK, lx.CREATE)
        and bool(fors)
        and any(_plural_noun(w) and w not in _SHARED_BOOKINGS for w in lows[start : fors[0]])
    )


#: What one booking holds for several people: a count of them is one booking's party.
_SHARED_BOOKINGS = frozenset({"flights", "rooms", "seats", "tickets", "tables", "hotels", "cabins", "places"})


def _listed(lows: list[str], words: list[Token], span: range, skip: range, kind: str, ids: frozenset[int]) -> int:
    """How many things a list in the claim's phrase names, each acted on: ids ("Closed tickets #4410, #4411
    and #4412", "paid INV-2201 and INV-2202") or the names after "across" ("revoked across GitHub, AWS and
    Slack"). A list goes on past the commas that cut its clause. Not for sends: one email may carry two
    invoices or reach three teams."""
    if kind in (lx.SEND, lx.EMAIL, lx.MESSAGE):
        return 1
    best = run = 0
    paired = -1
    across = numbered = False
    for k in range(span.start, len(lows)):
        if k in skip:
            continue
        inside = k < span.stop
        if lows[k] == "across" and inside:
            across, run = True, 0
        elif k in ids and k - 1 in ids and k - 1 != paired and words[k - 1].quoted != words[k].quoted:
            paired = k  # "`api` (#882), `worker` (#341)": a thing's name in code and its number are one thing
        elif k in ids or (across and words[k].text[:1].isupper()) or (lows[k].isdigit() and numbered):
            run += 1
            best = max(best, run)
        elif lows[k] in ("ids", "id", "nos", "numbers"):
            numbered, run = True, 0  # "(IDs 88120, 88131, 88177)": the things named one by one
        elif (words[k].text.isupper() and k + 1 in ids) or (run and lows[k] in ("and", "&")):
            continue  # the "INV" of "INV-2202"; "#4411 and #4412"
        elif not inside:
            break
        else:
            run, across = 0, False
    return max(best, 1)


#: Words by which a sentence that cites calls tells them not done or not standing: a failure, an attempt, a wait, an
#: undoing or a plan ("the dispatch is still pending [evt:a]", "I tried the refund [evt:a]", "reverted [evt:a]").
_NOT_STANDING = (
    lx.EN_NEGATION
    | lx.EN_FAILURES
    | lx.EN_UNDOES
    | _CANNOT
    | frozenset({"if", "unless", "whether", "yet", "though", "although", "however", "sure"})
    | frozenset({"tried", "trying", "attempted", "attempting", "retried", "retrying", "retry", "retries"})
    | frozenset({"pending", "waiting", "awaiting", "queued", "processing", "progress", "flight", "still", "until"})
    | frozenset({"unconfirmed", "unverified", "compensated", "rolled", "undo", "undid", "cancelled", "canceled"})
    | frozenset({"error", "errors", "timeout", "will", "i'll", "we'll", "going", "once", "after", "when"})
)


def states_cited(words: list[Token]) -> bool:
    """Whether a sentence that cites calls and holds no claim the grammar reads states what they did as standing
    ("Deposit refund for 2A: sent [evt:a]", "The $50 pet fee is on his ledger [evt:a]", "DNS weights are 100/0 now
    [evt:a]"): its words tell no denial, failure, attempt, wait, undoing, doubt or plan ("you'll have it Friday"). Such a sentence reports the
    calls' effect, so a call of it that did not verify leaves it unbacked (``verdict``: only the calls that change
    things count; a read's citation backs what it shows)."""
    return bool(words) and not any(
        w.low in _NOT_STANDING or w.low.replace("\u2019", "'").endswith(("n't", "'ll")) for w in words
    )
