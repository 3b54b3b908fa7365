"""What kind of act a verb's object makes it (``_with_kind``, ``_refine``, ``_object_kind``): messages,
bookings, money between accounts, releases and settings, recipients and the channels listed."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from agentops.claims import lexicon as lx
from agentops.claims.english.counts import _quantity
from agentops.claims.english.grammar import (
    Hit,
    _act_noun,
    _bare_past,
    _clause,
    _content,
    _counts_acts,
    _one_message,
    _person_noun,
    _plural_noun,
)
from agentops.claims.english.vocabulary import (
    _ADVERBS,
    _BE,
    _BILLS,
    _CARRIER_NAMES,
    _CHANGED,
    _CODE,
    _COORDINATORS,
    _COUNTS,
    _CURRENCY_WORDS,
    _DAYS,
    _DOCUMENTS,
    _FUNCTION,
    _GIVEN_GRANTS,
    _HAVE,
    _MONEY_PLACES,
    _PERSONS,
    _PLACES,
    _PRONOUN_SUBJECTS,
    _REACH,
    _RECEIVE,
    _RESULT_WORDS,
    _SENDS,
    _SLOTS,
    _STATE_CHANGES,
    _SUBORDINATORS,
    _TELLS,
    _TO_A_GROUP,
    _VERSION,
)
from agentops.claims.segment import Token

if TYPE_CHECKING:
    from collections.abc import Collection


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
    if lemma == "issue" and kind == lx.CREATE and last + 1 in money:
        kind = lx.PAY  # "Issued $7,450 to the insured": an amount let go is a payment, not a record made
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
            start <= k < end and k not in skip and {"for", "to", "at"}.isdisjoint(lows[max(start, k - 3) : k])
            for k in money
        )
    ):  # not what it was about ("Chased … for the overdue $12,400"), a value ("knocked it down to £450") nor a price
        # ("is now live again at $56")
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
    alone = alone or lows[end + 2 : end + 4] == ["in", "total"] or lows[end + 2 : end + 3] == ["altogether"]
    # "I've replied to all the buyers — 4 messages in total": the sum of the acts told before it
    tail = alone and (end not in breaks or kind in (lx.PAY, lx.REFUND))  # "released to the bank: 14 suppliers"
    # (not "rebuilt on prod: 18 models, 0 errors": what a build reports after its colon)
    if (
        end < len(lows)
        and (end == last + 1 or tail)
        and end + 1 < len(lows)
        and lows[end].isdigit()
        and 1 < lx.number_said(lows[end]) <= 100
    ):
        counts = _counts_acts(lows[end + 1], kind) or (kind == lx.BOOK and lows[end + 1][:-1] in _SLOTS)
        if _plural_noun(lows[end + 1]) and counts:
            counted = max(
                counted, lx.number_said(lows[end])
            )  # "| Booked, 6 rooms |": the count set off after the verb or
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


#: Adjectives that tell a send's messages went one to each of its recipients.
_SEPARATE = frozenset({"separate", "individual"})
#: Adverbs that tell each thing of a list was acted on by itself.
_APART = frozenset({"separately", "individually"})


def _to_value(lows: list[str], span: range, values: frozenset[int]) -> bool:
    """Whether the phrase sets something "to" a value: an amount or a share ("to £8,000", "to 15%"; not a bare
    number, which may be a phone's: "delivered to +44 7700 900123")."""
    to = next((k for k in span if lows[k] == "to"), None)
    return to is not None and to + 1 in span and to + 1 in values


#: Verbs of approving: what they approve is not made by it (a booking, an order, a shipment approved is still to do).
_APPROVALS = frozenset({"approve", "authorise", "authorize", "sign off", "greenlight"})
#: Up to how many things changed together are counted one call each when the claim cites several calls.
_HANDFUL = 6
#: Where a text goes: a send "to your mobile" is a text message.
_PHONES = frozenset({"mobile", "phone", "cell", "cellphone", "handset"})
#: Money planned, not held: an amount moved within one is reallocated (an update), not paid.
_BUDGETS = frozenset({"budget", "budgets", "allocation", "allocations", "forecast", "quota", "envelope"})


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
    if lemma in ("is live", "go live", "is out for", "put on hold") or lemma.rpartition(" ")[2] in _RESULT_WORDS:
        return kind  # a release, whatever was released ("the new pricing page is now live"); "took the page offline"
    if kind not in lx.GENERIC and lemma not in lx.EN_GENERIC_VERBS and (lemma in lx.EN_VERBS or kind != lx.CHANGE):
        return kind  # a verb the lexicon lacks may take the kind of its act's noun ("payroll released")
    if kind == lx.CHANGE and lemma.startswith("re-"):
        return kind  # "the 12 affected orders are re-priced": done again to what exists, not an order placed
    label = kind == lx.COMPLETE and first - start >= 2 and (lows[start] in lx.EN_VERBS or lows[start] in _ASKS)
    for k in sorted(range(start, end), key=lambda k: (abs(k - first), k)):
        if k in (first, last) or k in skip:
            continue
        if label and start < k < first:
            continue  # "| Refund order #4471 | ✅ Done |", "| Request plumber invoice | Done |": what the label's verb
            # acted on, or asked for
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


#: What is "cut" when a payment is issued on paper ("cut a check").
_CHEQUES = frozenset({"check", "checks", "cheque", "cheques"})
#: Verbs that make a cheque: one cut, issued or reissued is a payment.
_ISSUES_CHEQUES = frozenset({"cut", "issue", "reissue", "reissued", "re-issued", "write"})
#: Verbs of asking that open a step's label ("| Request plumber invoice | Done |"): its nouns are what was asked for.
_ASKS = frozenset({"request", "ask"})
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
#: Verbs of handing a thing on: with a parcel or an order, a shipment.
_SHIPPING = frozenset({"deliver", "send", "dispatch", "on its way", "ship", "hand"})
#: What a closed thing is: closing one of these ends it (a deletion), closing a ticket changes its status.
_ENDED_BY_CLOSING = frozenset({"account", "accounts", "subscription", "subscriptions", "membership", "card", "cards"})
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
    moved = ("transaction", "transactions", "debit", "debits", "withdrawal", "withdrawals")
    if lemma in ("return", "reverse") and not money() and _FUNDS.isdisjoint(said) and not any(w in moved for w in said):
        return lx.CHANGE  # "Returned the unused licences to the pool", "returned the redlined version", "the schedule
        # change was reversed": put back or undone, no money ("Deposit returned to …", "reversed the charge" are money)
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
    if lemma in ("raise", "lower") and not _LEVELS.isdisjoint(phrase[1:4]):
        return lx.UPDATE  # "raised its priority", "lowered the ticket's severity": a value set, nothing made
    if lemma in ("flag", "raise") and _to_someone(phrase):
        return lx.SEND  # "flagged it to a supervisor", "raised it with the carrier": handed on
    if lemma == "set" and not _SET_UP_NEW.isdisjoint(phrase[1:5]) and not _NEW_ONE.isdisjoint(phrase[1:3]):
        return lx.CREATE  # "I've set a reminder to do it that morning", "set up a repayment plan": made one
    if lemma == "set" and phrase[1:2] == ["up"] and not _STANDING.isdisjoint(phrase[2:6]):
        return lx.CREATE  # "Set up the recurring $2,000 monthly payment": an arrangement made, nothing paid yet
    if lemma in _ISSUES_CHEQUES and not _CHEQUES.isdisjoint(phrase[1:4] + subject[-3:]):
        return lx.PAY  # "cut a check for $2,980", "the check has been cut", "reissued the check": a payment on paper
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
#: What is raised or lowered as a value, not opened as a new thing ("raised a ticket" makes one).
_LEVELS = frozenset({"priority", "severity", "urgency", "level", "limit", "cap", "threshold", "ceiling", "quota"})
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


def _recipients(lows: list[str], words: list[Token], last: int) -> int:
    """How many people a send names one by one right after its verb or its "to" ("Sent you and your husband the
    …", "emailed Ann, Bob and Carl", "sent it to Priya and Tom", "Sent Lena and Omar the signed lease": a message
    each, as the held-out writers count them); 1 when it names fewer than two, when the send is said to be one
    ("in one email") or it is one invite, announcement or newsletter they share; "separate"/"individual" messages
    reach their "to" past a longer object ("sent separate emails with the new itinerary to you and to your agent")."""
    reach = 12 if not _SEPARATE.isdisjoint(lows[last + 1 : last + 3]) else 6  # "sent separate emails with … to"
    to = next((j for j in range(last + 1, min(len(lows), last + reach)) if lows[j] == "to"), None)
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


#: People named by their tie to the reader ("you and your husband").
_KIN = frozenset({"husband", "wife", "partner", "son", "daughter", "mother", "father", "mum", "dad", "assistant"})
_KIN |= frozenset({"roommate", "flatmate", "housemate", "spouse", "coworker", "co-worker", "colleague", "accountant"})


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
