"""Idioms of arrival and completion ("is on its way", "went through", "all set", "is live"): ``_idiom`` and
the small tests only it asks."""

from __future__ import annotations

from agentops.claims import lexicon as lx
from agentops.claims.english.changes import (
    _fitted_in,
    _money_back_note,
    _money_off_before,
    _money_taken,
    _money_to_come,
    _new_value,
    _now_instead,
    _off_now,
    _published,
    _recorded_now,
    _result_after,
    _review_up,
    _switched_until,
    _value_then_now,
)
from agentops.claims.english.grammar import (
    _act_noun,
    _agents,
    _content,
    _mine,
    _on_record,
    _own_rejection,
    _plural_noun,
    _regular_pasts,
    _resulting,
    _thing_before,
)
from agentops.claims.english.vocabulary import (
    _ACT_KINDS,
    _ADVERBS,
    _ARRIVALS,
    _BE,
    _CHANGED,
    _CODE,
    _CURRENCY_WORDS,
    _FUNCTION,
    _HAVE,
    _HOLDS,
    _INBOXES,
    _MONEY_PLACES,
    _PRESENT_BE,
    _PRONOUN_SUBJECTS,
    _RESTRICTIONS,
    _SLOTS,
    _TALLIES,
    _TURNS_DOWN,
    _VERSION,
)
from agentops.claims.english.whereabouts import (
    _booked_with,
    _given,
    _holder_now,
    _holds_goods,
    _holds_now,
    _in_transit,
    _place,
    _put_in_place,
    _recipient,
    _seat_on,
    _sent_thing,
)
from agentops.claims.segment import Token

_IDIOM_PARTICLES = {
    "went": ("out", "through", "live"),
    "gone": ("out", "through", "live"),
    "got": ("through",),
    "came": ("through",),
}
#: What "went to" something tells a share of, not a thing sent: "Most of the social spend went to the carousel".
_SHARES = frozenset({"most", "half", "majority", "bulk", "share", "portion", "spend", "spending", "traffic", "budget"})


#: Verbs that add a recipient to a message ("copied you in"): with a send of the same unit, that send.
_COPIED = frozenset({"copied", "cc'd", "cced", "bcc'd", "bcced", "looped"})


#: Pronouns of a thing before a clitic "be" ("it's rolled out", "they're rolled out").
_IT = frozenset({"it", "they", "that", "this", "everything"})


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


def _on_hold(lows: list[str], words: list[Token], i: int) -> int:
    """Where "on hold" ends after "put"/"placed" at ``i``, with at most three words of its object between them in its
    clause ("put the payout on hold", "placed on hold"); 0 if none."""
    if lows[i + 1 : i + 2] and lows[i + 1] in _PEOPLE_HELD:
        return 0  # "I put you on hold for a minute": a caller waiting, nothing of theirs held
    for k in range(i + 1, min(len(lows) - 1, i + 5)):
        if words[k + 1].clause != words[i].clause:
            return 0
        if lows[k] == "on" and lows[k + 1] == "hold":
            return k + 1
    return 0


def _hold_before(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether the thing put or placed at ``i`` is a hold named before it, its subject (its auxiliaries between them,
    or none in a note): "Hold placed on trailer 5531", "A freeze has been placed on the account"; the kind is the
    hold's, not an order's."""
    k = i - 1
    while k >= 0 and words[k].clause == words[i].clause and (lows[k] in _BE or lows[k] in _HAVE):
        k -= 1
    return k >= 0 and words[k].clause == words[i].clause and lows[k].removesuffix("s") in _HOLDS


#: Who is put on hold on a call.
_PEOPLE_HELD = frozenset({"you", "me", "him", "her", "them", "us"})


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
    if low in ("put", "placed") and (at := _on_hold(lows, words, i)):
        passive = nxt == "on" or (i > 0 and lows[i - 1] in _BE)  # "Payout PO-7001 put on hold": no object
        return i, at, "put on hold", lx.CHANGE, "passive" if passive else "past"  # "I put the payout on hold"
    if low in ("put", "placed") and nxt in ("a", "an", "the") and lows[i + 2 : i + 3] and lows[i + 2] in _HOLDS:
        return i, i + 2, "put a hold", lx.CHANGE, "past"  # "I've put a hold on your card"
    if low in ("put", "placed") and _hold_before(lows, words, i):
        return i, i, "put a hold", lx.CHANGE, "passive"  # "Hold placed on trailer 5531", "a hold was put on the card"
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
    if low in _TAKEN_OFF and nxt == "off" and i and lows[i - 1] in _BE and lows[i + 2 : i + 3] in _DETERMINED:
        # the passive of "took $25 off your bill": what came off is the subject ("has been taken off your bill")
        money = any(lx.EN_NOUNS.get(w) in (lx.PAY, lx.REFUND) or w in _CHARGES for w in lows[max(0, i - 8) : i])
        return i, i + 1, "take off", lx.REFUND if money else lx.CHANGE, "passive"
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


#: Participles of taking a thing off something ("the charge has been taken off your bill", "was knocked off").
_TAKEN_OFF = frozenset({"taken", "knocked", "struck", "wiped"})
#: Nouns of an amount charged: taken off a bill, it is given back.
_CHARGES = frozenset({"charge", "charges", "fee", "fees", "surcharge", "penalty", "cost", "amount"})
_DETERMINED = [[w] for w in lx.EN_DETERMINERS]


#: What a booking gives someone: a seat, a slot or a table that "is yours".
_SLOT_NOUNS = frozenset({"seat", "slot", "table", "room", "spot", "place", "cabin", "berth", "appointment", "pitch"})


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


_OWNS = frozenset({"owns", "has", "holds"})


#: Present verbs of where a name or route leads: "now points at" a new target was set.
_REPOINTS = frozenset(
    {"points", "point", "routes", "route", "resolves", "resolve", "redirects", "redirect", "forwards"}
)
#: Verbs of going that tell where money went ("went back to your Visa").
_WENT = frozenset({"went", "gone", "came", "come", "headed", "flowed", "heading", "going", "coming"})
#: What the reader will see of money given back.
_SEES = frozenset({"see", "get", "receive", "notice"})


#: Verbs that put someone into a full schedule ("squeezed you in", "slotted her into Friday's clinic").
_FITS_IN = frozenset(
    {"squeezed", "squeeze", "fitted", "fit", "slotted", "slot", "pencilled", "penciled", "pencil", "snuck", "got"}
)


#: A thing "ready for pickup" waits for the reader: the shop's work, no act of the agent's.
_COLLECTS = frozenset({"pickup", "pick-up", "collection", "collect", "pick", "use", "review"})
#: What a document goes out "for": to be signed or reviewed by whom it went to.
_SIGNING = frozenset({"signature", "signing", "e-signature", "esignature", "countersignature", "review", "approval"})
#: Fields of a record a person or the agent sets: one that "now reads" a value was changed to it.
_FIELDS = frozenset(
    {"address", "name", "email", "phone", "number", "profile", "plan", "title", "role", "tier", "limit", "nickname"}
)


#: Progressives of a thing setting off: "a replacement is shipping out today", "your card is going out tonight".
_SET_OFF = frozenset({"shipping", "dispatching", "going", "heading"})


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


_TIMES = tuple([w] for w in ("morning", "afternoon", "evening", "week", "weekend", "time", "month", "year"))
