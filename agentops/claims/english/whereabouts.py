"""Whereabouts and holders: a thing in transit, put in its place, booked, on a seat or a channel, handed or
given to someone, and who holds it now."""

from __future__ import annotations

from agentops.claims import lexicon as lx
from agentops.claims.english.grammar import _content, _mine, _own_clause
from agentops.claims.english.vocabulary import (
    _ACT_KINDS,
    _ADVERBS,
    _BE,
    _CARRIER_NAMES,
    _DAYS,
    _GIVEN_GRANTS,
    _HAVE,
    _HOLDS,
    _INBOXES,
    _MONEY_PLACES,
    _PLACES,
    _PREPOSITIONS,
    _PRONOUN_SUBJECTS,
    _SHARED_PLACES,
    _WAITS,
    _WHEN_NOUNS,
)
from agentops.claims.segment import Token


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
        while k >= 0 and lows[k] in _ADVERBS and lows[k] not in _PRONOUN_SUBJECTS:
            k -= 1  # "is already sitting in your inbox"
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
    if low == "in" and filed not in _FILINGS and words[k].low == lows[k]:
        filed = _filing_before(lows, words, k)  # "Port request for 0412 555 019 is in"
    ends = i + 1 >= len(words) or words[i + 1].clause != words[i].clause or rest[:2] == ["the", "queue"]
    waits = not _WAITS.isdisjoint(lows[k:i])  # "a reboot request is sitting in the queue": waiting, not filed
    if low == "in" and filed in _FILINGS and ends and not waits and lows[k] not in ("was", "were", "been"):
        kind = lx.EN_NOUNS.get(filed)
        if filed == "order" and not _WORK_ORDERS.isdisjoint(lows[max(0, k - 6) : k]):
            kind = lx.CREATE  # "the repair order for the heater is in": a work order made, nothing bought
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


#: Nouns a place noun may modify ("the delivery schedule", "the inbox rules"): then it is no place.
_NOT_PLACES = frozenset({"list", "queue", "form", "date", "window", "note", "address", "rules", "status", "details"})
#: What goods travel on: a thing "on a new shipment" was shipped.
_SHIPMENTS = frozenset({"shipment", "delivery", "consignment", "pallet", "truck", "van", "flight"})
_CALENDARS = frozenset({"calendar", "calendars", "diary", "schedule", "rota"})


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


#: What makes an order a work order, made for someone to do the work, not goods bought.
_WORK_ORDERS = frozenset({"work", "repair", "service", "maintenance", "job"})


def _filing_before(lows: list[str], words: list[Token], be: int) -> str:
    """The filing a subject before ``be`` names when a short phrase of what it is for follows it ("Port request for
    0412 555 019", "The refund request on order #4410"), or ""."""
    for p in range(be - 2, max(0, be - 7), -1):
        if words[p].clause != words[be].clause or lows[p] in _BE or lows[p] in _PRONOUN_SUBJECTS:
            return ""
        if lows[p] in ("for", "on", "with", "about") and lows[p - 1] in _FILINGS:
            return lows[p - 1]
    return ""


#: What is filed or lodged with someone: "is in" tells it submitted ("your claim is in", "the ticket's in the queue").
_FILINGS = frozenset({"claim", "request", "application", "ticket", "case", "complaint", "dispute", "appeal", "order"})
_FILINGS |= frozenset({"submission", "paperwork", "form", "return", "refund", "cancellation", "booking", "request's"})


def _holds_goods(lows: list[str], k: int) -> bool:
    """Whether the words from ``k`` after "set aside" count things held for someone ("two packs for Coco's owner", "a
    room for you"), not a share of money kept by habit ("10% of revenue each month") nor a matter left ("for now")."""
    after = lows[k : k + 8]
    return (
        "for" in after
        and after[after.index("for") + 1 : after.index("for") + 2] != ["now"]
        and not ({"each", "every", "%", "percent"} & set(after))
    )
