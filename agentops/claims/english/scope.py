"""Scope: ``_blocked``, whether a negation, a modal, a hedge, a plan, a condition, a question or someone else's
agency governs a verb in its clause, and the hedges and beliefs it reads ("I think it went through")."""

from __future__ import annotations

import itertools

from agentops.claims import lexicon as lx
from agentops.claims.english.agents import (
    _apposed_other,
    _apposed_place,
    _definite_agent,
    _done_by_other_before,
    _generic,
    _named_subject,
    _noun_subject,
    _own_perfect,
    _possessed_subject,
    _shared_subject,
    _subject,
    _their_side,
    _what_another_did,
)
from agentops.claims.english.dates import (
    _by_the_time,
    _dated,
    _dated_day,
    _dated_past,
    _kept_for_a_while,
    _measure_before,
    _measured,
    _recurs,
    _the_month,
    _time_clause_ended,
)
from agentops.claims.english.grammar import (
    _agent_speaks,
    _clause,
    _clause_start,
    _content,
    _in_relative,
    _object_follows,
    _own_rejection,
    _person_noun,
    _reduced_relative,
)
from agentops.claims.english.vocabulary import (
    _ADVERBS,
    _BE,
    _BY_MEANS,
    _DAYS,
    _HAVE,
    _MEASURE_MOVES,
    _MONTHS,
    _OBJECT_PRONOUNS,
    _OBJECTS,
    _PARTICLES,
    _PLAN_NOUNS,
    _PREPOSITIONS,
    _PRESENT_BE,
    _PRONOUN_SUBJECTS,
    _REACH,
    _RECEIVE,
    _RELATIVE_AUXILIARIES,
    _SELF,
    _SLOTS,
    _SPLIT_BEFORE_SUBJECT,
    _TELLS,
    _TIME_UNITS,
    _TURNS_DOWN,
    _WAITS,
    _WHEN,
    NEG_MARKS,
)
from agentops.claims.segment import Token

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


def _gives_own_reason(opener: str, subject: str) -> bool:
    """Whether a clause opened by ``opener`` before the agent's own past tells its act: "when I cancelled it"
    does, and so does a reason in the perfect ("Since I've already cancelled the duplicate, the hold drops
    off", "as we've refunded it"); "when/once/after I've cancelled it" is a time still to come."""
    return subject in ("i", "we") or (opener in ("since", "as") and _agent_speaks(subject))


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
#: Words that tell an act went wrong: a passive of it is the fault being put right, not a report of work.
_MISTAKES = frozenset({"twice", "mistakenly", "accidentally", "wrongly", "incorrectly", "erroneously", "error"})
#: What may follow an intransitive "run" (no object): how often or how well it ran.
_RUN_ALONE = frozenset({None, "every", "each", "daily", "weekly", "monthly", "since", "fine", "overnight", "again"})
#: Verbs that keep a state: a participle after them is that state ("remains paused"), no act.
_STAYS = frozenset({"remain", "remains", "remained", "remaining", "stay", "stays", "stayed", "staying", "kept"})


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


def _commiserated(lows: list[str], sub: list[int], start: int, first: int) -> bool:
    """Whether the act is told in the clause "sorry" takes, with a subject of its own that is not the agent ("I'm sorry
    your trip got disrupted", "sorry that your parcel was held"): what happened to the reader, regretted; not "Sorry, I
    cancelled the wrong one" (a comma: an apology, then the act) nor "sorry I cancelled it" (the agent's own act)."""
    at = next((k for k in range(first - 1, start - 1, -1) if lows[k] == "sorry"), None)
    if at is None or sub[at] != sub[first] or first - at < 2 or lows[at + 1] in _NOT_TAKEN:
        return False  # (not "Sorry about the delay - the refund was issued": "sorry" took a noun)
    return not any(w in ("i", "we", "our") or w.startswith(("i'", "we'")) for w in lows[at + 1 : first])


#: Words after "sorry" that give it a noun or an infinitive, not a clause ("sorry about the wait", "sorry to say").
_NOT_TAKEN = frozenset({"about", "for", "to", "again", "but", "though", "if", "once", "everyone", "all"})


def _befell(after: list[str]) -> bool:
    """Whether the words after a passive give its cause, an event and not a request ("because of the storm", "due to
    an inbound aircraft fault"; not "due to your request", "because you asked"): it befell the thing."""
    for k in range(len(after) - 2):
        if after[k : k + 2] in (["because", "of"], ["due", "to"], ["owing", "to"]):
            return _ASKED_FOR.isdisjoint(after[k + 2 : k + 5])
    return False


#: What makes a cause the customer's request ("due to your request", "because of your cancellation").
_ASKED_FOR = frozenset({"your", "you", "request", "requested", "instructions", "our", "my", "us", "me"})


_FREQUENCY = frozenset({"annually", "yearly", "quarterly", "monthly", "weekly", "daily", "nightly", "hourly"})
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


#: Words that tell an attempt: what follows "but" after one is why it failed ("I tried to book it, but the slot was
#: already taken").
_ATTEMPTED = frozenset({"tried", "attempted"})


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
    if _commiserated(lows, sub, opener, first):
        return True  # "I'm sorry your trip got disrupted": what befell the reader, no act of the agent's
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
    if lemma in _GETS_IN_TOUCH and voice == "past" and lows[last + 1 : last + 2] and lows[last + 1] in _WHAT_FOR:
        subject = _subject(lows, words, start, first, breaks)
        if subject and _content(subject) and not _agent_speaks(subject) and subject not in _ADVERBS:
            return True  # "pax called re: misconnect", "Mike phoned about the refund": whoever named got in touch
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
        at = first - len(before) + k
        if _in_relative(lows, at) and not _RELATIVE_AUXILIARIES.issuperset(lows[at:first]):
            continue  # "The refund you requested was issued": the request is the subject's, not a plan (but "the
            # fee we never charged": the relative's own verb is the claim, its "never" its own)
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
        if w == "sure" and k and before[k - 1] in ("make", "be"):
            return True  # "just make sure roaming is switched on": for the reader to reach ("made sure" tells)
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
        if w in _THING_TIMES and voice in ("state", "passive") and _dates_subject(before, k):
            continue  # "the 6:40 AM shuttle to the airport tomorrow is all set": when the thing runs, not a plan
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


#: Verbs of getting in touch, and what follows one with no object: its subject got in touch ("called re: …").
_GETS_IN_TOUCH = frozenset({"call", "phone", "ring", "email", "write", "text", "message"})
_WHAT_FOR = frozenset({"re", "about", "regarding", "asking", "in", "back", "wanting"})


def _slot_taken(lows: list[str], start: int, first: int, last: int) -> bool:
    """Whether a slot, seat, room or table "taken" is one no longer free (its subject one of ``_SLOTS``, and no "for
    you"/"for <someone>" after it, which would tell it held for the reader)."""
    return not _SLOTS.isdisjoint(lows[max(start, first - 5) : first]) and lows[last + 1 : last + 2] != ["for"]


#: What a label's value says when nothing was done ("Cancelled: none today", "Refunds issued: 0").
_NONE_TOLD = frozenset({"none", "nothing", "0", "zero", "nil", "n", "nobody", "no-one"})


#: Degrees short of whole: a completion told of part of the work ("half done", "nearly finished") says it is not done.
_PART_WAY = frozenset({"half", "partly", "partially", "mostly", "largely", "almost", "nearly", "halfway"})
#: Degrees that make "sure" a hedge: "fairly sure", "pretty certain", "almost confident".
_DEGREES = frozenset({"fairly", "pretty", "quite", "reasonably", "almost", "mostly", "somewhat"})
#: Words that label a list item's report, not who acted ("- Result: refunded …"; "- Ana: deployed …" names her).
_LABELS = frozenset(
    {"result", "results", "outcome", "summary", "status", "resolution", "update", "progress", "action", "actions"}
    | {"fix", "note", "notes", "today", "yesterday", "also", "then", "finally", "overall", "changes", "done"}
)
#: Verbs of finding something out: a passive after them is what was found done, by whoever did it.
_PERCEIVED = frozenset({"noticing", "noticed", "seeing", "saw", "spotted", "spotting", "discovered", "discovering"})
_PERCEIVED |= frozenset({"realising", "realizing", "realised", "realized"})
#: Prepositions of a noun's attribute: a word of modality after them describes a thing ("with pending orders").
_ATTRIBUTE_PREPOSITIONS = frozenset({"with", "without", "of", "on"})
_MODAL_NOUNS = frozenset({"plan", "plans", "draft", "need", "needs", "wish", "chance", "option", "todo", "may"})


#: Verbs whose present passive states a plan: "is scheduled for 1 July" (the act is still to come).
_PLANNED = frozenset({"schedule", "plan"})


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


def _noun_phrase_ends(before: list[str], k: int) -> bool:
    """Whether ``before[k]`` heads a noun phrase: a determiner, then one or two modifiers right before it ("the
    Team plan", "our standard draft")."""
    return any(
        before[d] in lx.EN_DETERMINERS and all(_content(w) for w in before[d + 1 : k])
        for d in range(max(0, k - 3), k - 1)
    )


def _plain_gap(words: list[Token], k: int, first: int) -> bool:
    """Whether only ": " stands between the word at ``k`` and the verb at ``first`` ("- Ana: deployed the fix"); a
    label marked up ("- **Dentist**: booked you in") heads the item, it names no one who acted."""
    return words[first].start - words[k].end <= 2


#: Nouns of a sending, not of goods: one that "left" the warehouse was dispatched by its sender.
_SHIPMENTS_SENT = frozenset({"shipment", "shipments", "consignment", "consignments", "dispatch", "dispatches"})
#: Subordinators of time: a clause they open ends at the next subject "I"/"we" after its own past verb.
_TIME_CLAUSES = frozenset({"once", "when", "after", "as"})


#: Subordinators that open a condition at the start of a sentence; its main clause tells what then follows.
_CONDITIONS_FIRST = frozenset({"if", "once", "unless", "whenever", "provided"})
#: Verbs of aspect: before a gerund they tell something began or went on, not an act done ("started timing out").
_ASPECTS = frozenset({"start", "begin", "keep", "continue", "resume"})


def _looked(lows: list[str], sub: list[int], first: int) -> bool:
    """Whether a generic "completed"/"confirmed" is about a look, not an act: its clause names one ("the
    review of your documents") or says what was found ("your order is eligible")."""
    return any(
        lows[k] in lx.EN_LOOKS and not (lows[k] == "check" and lows[first] in _HANDS_OUT and lows[k - 1] in _A_THING)
        for k in range(first + 1, min(len(lows), first + 6))
    )


#: Generic verbs that hand out what they make: a "check" they issue is a cheque, not a look ("reissued the check").
_HANDS_OUT = frozenset({"issued", "reissued", "re-issued", "issue", "reissue"})
_A_THING = frozenset({"a", "the", "your", "their", "his", "her", "new", "replacement", "paper"})


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


#: Times that, closing a subject, tell when the thing is ("the shuttle tomorrow", "the dinner tonight").
_THING_TIMES = frozenset({"tomorrow", "tonight"})


def _dates_subject(before: list[str], k: int) -> bool:
    """Whether the time ``before[k]`` closes the subject of a present "be" (a noun before it, only "be" and adverbs
    after it): it dates the thing the state is told of ("the shuttle to the airport tomorrow is all set"), not when an
    act will be done ("I'll book it tomorrow", "tomorrow I can rebook")."""
    rest = before[k + 1 :]
    return (
        k > 0
        and _content(before[k - 1])
        and before[k - 1] not in _ADVERBS
        and bool(rest)
        and rest[0] in _PRESENT_BE
        and all(w in _ADVERBS for w in rest[1:])
    )
