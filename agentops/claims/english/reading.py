"""The reading of a reply: ``find`` splits each sentence into clauses and asks, of every action verb, whether it
is told done, by whom, of what and how many; with the few tests that only it asks (the agent's own restatements,
steps and labels of work, drafts kept, acts that go on for another) and ``looks_through``."""

from __future__ import annotations

import dataclasses
import itertools

from agentops.claims import lexicon as lx
from agentops.claims.english.agents import (
    _evidential_from,
    _noun_subject,
    _others_act_at,
    _others_did,
    _reported_from,
    _subject,
)
from agentops.claims.english.clauses import (
    _attribute_participle,
    _base,
    _condition_now,
    _free_relative,
    _inverted_question,
    _modifies_prepositions_object,
    _object_relative,
    _purpose,
    _question_start,
    _reduced_condition,
    _with_absolute,
)
from agentops.claims.english.counts import stated_counts
from agentops.claims.english.grammar import (
    Hit,
    _agent_speaks,
    _bare_past,
    _clause,
    _clause_start,
    _content,
    _object_follows,
    _reduced_relative,
)
from agentops.claims.english.idioms import _idiom
from agentops.claims.english.objects import _with_kind
from agentops.claims.english.outcomes import (
    _attempt_failed,
    _reason_of_failure,
    _relative_undone,
    _undone_by_another,
    _why_not_done,
)
from agentops.claims.english.scope import _blocked
from agentops.claims.english.verbs import _forms, _verb
from agentops.claims.english.vocabulary import (
    _ACT_KINDS,
    _BE,
    _HAVE,
    _NOUN_OPENERS,
    _OBJECT_PRONOUNS,
    _OBJECTS,
    _SELF,
    _SENDS,
    _SHARED_PLACES,
    _SPLIT_BEFORE_SUBJECT,
    _SUBORDINATORS,
    _TELLS,
    _WHEN_NOUNS,
)
from agentops.claims.segment import Token

_PERSONAL = frozenset({"i", "we", "you", "he", "she", "they", "it"})
_SPLIT_ALWAYS = frozenset(
    {"but", "however", "although", "though", "whereas", "because", "meanwhile", "otherwise", "plus", "also"}
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
    record = _record_from(lows, breaks)
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
        if _reduced_condition(lows, hit[0], hit[4]):
            continue  # "withheld at a flat 22% when paid separately": when the rule holds, no act
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
        if first >= record and not _agent_speaks(_subject(lows, words, max(start, record), first, breaks)):
            continue  # "Status of your refund: approved on 2 June, sent to the bank on 4 June": what the record shows
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


#: Adverbs of habit: a present passive in their sentence tells how things usually go, not an act done.
_HABITS = frozenset({"normally", "usually", "typically", "generally", "always", "often", "routinely", "ordinarily"})


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


def _record_from(lows: list[str], breaks: frozenset[int]) -> int:
    """The index after the colon of a label that names the record of a thing and opens the unit ("Status of your
    refund:", "The history of order #4410:", "Tracking for parcel 2:"): what follows is what the record shows, not
    the agent's act unless it speaks ("… : I resent it"); past the end of the unit when there is none ("Refund
    status: issued" may tell the agent's act)."""
    colon = min(breaks, default=len(lows))
    k = 1 if lows[:1] == ["the"] else 0
    if colon <= 8 and lows[k : k + 1] and lows[k] in _RECORD_LABELS and lows[k + 1 : k + 2] in (["of"], ["for"]):
        return colon
    return len(lows) + 1


#: Labels of what a record shows of a thing, before "of"/"for" and a colon.
_RECORD_LABELS = frozenset({"status", "history", "tracking"})


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
