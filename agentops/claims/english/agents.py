"""Whose act it is: the subject of a verb (``_subject``, ``_noun_subject``, ``_named_subject``), acts of
third parties (``_others_did``, ``others_act_told``, ``thing_subject``), reports of someone else's words
(``_reported_from``, ``reported_throughout``) and what the agent only infers ("It looks like the refund was
issued")."""

from __future__ import annotations

import itertools
import re

from agentops.claims import lexicon as lx
from agentops.claims.english.grammar import (
    _act_noun,
    _agent_speaks,
    _bare_past,
    _clause,
    _clause_start,
    _content,
    _in_relative,
    _person_noun,
)
from agentops.claims.english.vocabulary import (
    _ADVERBS,
    _AFTER_PREDICATE,
    _BE,
    _BY_MEANS,
    _CARRIER_NAMES,
    _COORDINATORS,
    _COUNTS,
    _DAYS,
    _FINITE,
    _FUNCTION,
    _HAVE,
    _NOT_NOUNS,
    _NOUN_OPENERS,
    _OBJECTS,
    _PASTS,
    _PREPOSITIONS,
    _PRONOUN_SUBJECTS,
    _TIME_UNITS,
    _TIME_WORDS,
    _WHEN_NOUNS,
)
from agentops.claims.segment import Token


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
                and not (i + 1 < len(lows) and _bare_past(lows[i + 1]))  # "Payment status shows Cleared": its state
                and not _counted_states(lows, i + 2)  # "The folder shows three envelopes: two completed and one …"
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


def _counted_states(lows: list[str], k: int) -> bool:
    """Whether a count then a participle stands after ``k`` ("…: two completed and one still awaiting the landlord",
    "3 signed, 1 pending"): a breakdown of the things shown by their states, not acts told."""
    return any((w in lx.EN_NUMBERS or w.isdigit()) and lows[j + 1].endswith("ed") for j, w in enumerate(lows[k:-1], k))


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


#: What "per" names when the agent follows it, not a source that reports ("Per policy, I've refunded …").
_PER_RULES = frozenset({"policy", "request", "instructions", "agreement", "contract", "terms", "usual", "se", "our"})


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


#: Determiners of someone else's noun phrase ("the clinic", "your bank"); "our team" is the agent's side.
_OTHER_DETERMINERS = lx.EN_DETERMINERS - {"our", "my"}
#: Nouns that name the agent itself when they are the subject.
_SELF_NOUNS = frozenset({"agent", "assistant", "bot", "team"})
#: Teams the agent speaks for ("our support team refunded you"): any other named team is someone else.
_OUR_TEAMS = frozenset({"support", "service", "care", "success", "customer", "help", "my", "our", "the", "whole"})


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


def _noun_subject(lows: list[str], words: list[Token], start: int, first: int) -> int | None:
    """The head of a noun phrase that opens the clause right before an active verb, when it is not an
    act or a thing acted on (the lexicon's nouns: "the refund went through") but something that acts:
    "The clinic cancelled …", "the nightly backup job ran …", "Your bank has reversed …" → its index."""
    if lows[start] in _JOINS and start + 2 < first:
        start += 1  # "…, and his form tutor has shared …": the subject opens after the conjunction
    k = first - 1
    while k > start and (lows[k] in _ADVERBS or lows[k] in _HAVE) and lows[k] not in _PRONOUN_SUBJECTS:
        k -= 1
    at = next((p for p in range(k - 1, max(start, k - 4), -1) if lows[p] in _SUBJECT_PREPOSITIONS), None)
    placed = False  # the head named before a phrase with its own determiner: "Counsel for the other side returned …"
    if at is not None and all(_content(w) or w in _OTHER_DETERMINERS for w in lows[at + 1 : k + 1]):
        placed = lows[at + 1] in _OTHER_DETERMINERS and lows[at] != "of"
        k = at - 1  # "Our warehouse in Leipzig shipped …", "A moderator on Discord banned …": the head
    head = lows[k]
    if placed and k == start and _content(head) and head not in lx.EN_NOUNS and head not in lx.EN_VERBS:
        return k if head not in _NOT_NOUNS and head not in _SELF_NOUNS and head not in lx.EN_SELF else None
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


#: Prepositions of a phrase after a subject's head ("Our warehouse in Leipzig", "Counsel for the other side").
_SUBJECT_PREPOSITIONS = frozenset({"in", "at", "from", "of", "on", "for"})
#: Conjunctions that open a coordinated clause with a subject of its own ("…, and the front desk settled …", "…, and
#: archived tickets stay searchable", "…, so the card was declined").
_JOINS = frozenset({"and", "but", "or", "so", "while", "whereas"})


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
    """Whether the clause at ``start`` (a verb with no subject) follows a name or a role set off by commas after a
    third party ("your admin, Priya, removed …", "your partner, as the account holder, removed …"): two clauses back
    holds someone else, one back a name or "as" and up to four words."""
    if start < 2:
        return False
    name = _clause_start(sub, start - 1)
    role = lows[name] == "as" and start - name <= 5  # "your partner, as the account holder, removed …": a role
    if name == 0 or (start - name > 3 and not role) or not any(w.isalpha() for w in lows[name:start]):
        return False  # (not "- Hotel deposit (€120.00): refunded": an amount set off, no one named)
    head = lows[_clause_start(sub, name - 1) : name]
    det = next((w for w in head[-3:] if w in lx.EN_DETERMINERS), "")
    return any(w in lx.EN_OTHERS and w not in _PRONOUN_SUBJECTS for w in head[-3:]) or (
        bool(head) and _person_noun(head[-1], det or "the")  # "Our surveyor, Jen, did the survey"
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


def _takes_object(lows: list[str], words: list[Token], at: int) -> bool:
    """Whether an object plainly follows the verb at ``at``: a determiner, a number or an id ("placed PO-7781")."""
    nxt = lows[at + 1] if at + 1 < len(lows) else ""
    return bool(nxt) and (nxt in lx.EN_DETERMINERS or nxt[:1].isdigit() or _bare_object(lows, words, at + 1))


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
