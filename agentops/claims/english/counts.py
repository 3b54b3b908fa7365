"""Counts and quantities: how many acts a clause asks for (``_quantity``), the counts a sentence states
(``stated_counts``, ``counted_things``), the names it enumerates (``enumerated``) and rows that state a cited act
(``states_cited``)."""

from __future__ import annotations

import itertools

from agentops.claims import lexicon as lx
from agentops.claims.english.grammar import _act_noun, _content, _counts_acts, _one_message, _person_noun, _plural_noun
from agentops.claims.english.vocabulary import (
    _BE,
    _CANNOT,
    _HAVE,
    _NOT_NOUNS,
    _PASTS,
    _PERSONS,
    _PRONOUN_SUBJECTS,
    _RECEIVE,
    _RELATIVE_SUBJECTS,
    _SENDS,
    _STATE_CHANGES,
    _TO_A_GROUP,
    _UNITS,
)
from agentops.claims.segment import Token


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


def counted_aside(words: list[Token]) -> int:
    """The count an aside of just a number and a plural noun tells ("Sent welcome packets to 12A–12D (four units)",
    "Closed the duplicates (3 tickets)"): the things acted on, restated; 0 for anything else, time or money ("(14
    days)", "(2 items)": parts of one job)."""
    if len(words) != 2 or words[0].end == words[1].start:
        return 0
    low, noun = words[0].low, words[1].low
    n = lx.EN_NUMBERS.get(low) or (int(low) if low.isdigit() and len(low) <= 3 else 0)
    return n if 1 < n <= 100 and _plural_noun(noun) and noun not in _UNITS else 0


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
    if alone and 1 < lx.number_said(lows[k]) <= 100 and _plural_noun(lows[k - 1]) and _counts_acts(lows[k - 1], kind):
        best = lx.number_said(lows[k])
    for k in span:
        if k in skip:
            continue
        low = lows[k]
        nxt = lows[k + 1] if k + 1 < end else ""
        n = 0
        again = k > span.start and (low == "twice" or (nxt == "times" and (low in lx.EN_NUMBERS or low.isdigit())))
        if again and not _how_often(lows, k - (low == "twice")) and not _of_a_relative(lows, span.start, k):
            best = max(best, 2 if low == "twice" else lx.EN_NUMBERS.get(low) or min(lx.number_said(low), 100))
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
        told = (lx.EN_NUMBERS.get(low) or lx.number_said(low)) if low.isdigit() or low in lx.EN_NUMBERS else 0
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
                n = lx.number_said(low)
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
        if kind in _SENDS and (_one_said(lows, span.start, k) or _in_another_act(lows, span.start, k)):
            continue  # "sent one email to all 14 people", "a Slack DM reminding her to approve the 3 timesheets"
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


def _one_said(lows: list[str], start: int, k: int) -> bool:
    """Whether a send's object before the count at ``k`` is said to be one message ("sent one email to all 14
    people", "one group text to all 6 people on your order", "a single notice"): one call, whoever it reached —
    unless each got one ("one email to each of the 5 managers", "one text apiece")."""
    before = lows[start:k]
    after = lows[start : k + 8]
    return (
        any(w in ("one", "single") for w in before)
        and not any(_plural_noun(w) for w in before)
        and _EACH.isdisjoint(after)
    )


#: Words that make one message one for each recipient.
_EACH = frozenset({"each", "apiece", "separate", "separately", "individual", "individually", "per"})


def _in_another_act(lows: list[str], start: int, k: int) -> bool:
    """Whether the count at ``k`` stands in a to-infinitive after the send ("sent Priyanka a Slack DM reminding her
    to approve the 3 pending timesheets", "emailed Ana to ask for both forms"): what another act is to do to them,
    told in one message — not how many messages went."""
    return any(
        w == "to" and lows[j + 1] in lx.EN_VERBS and lows[j + 1] not in lx.EN_NOUNS
        for j, w in enumerate(lows[start + 1 : k - 1], start + 1)
    )


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


def _how_often(lows: list[str], k: int) -> bool:
    """Whether the count ending at ``k + 1`` ("3 times" at ``k``, "twice" at ``k + 1``) says how often in a span or how
    much bigger ("3 times a day", "five times faster", "twice a week"), not how many acts ("twice about the tracking")."""
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


def _each_gets(thing: list[str]) -> bool:
    """Whether what a send names after or before its recipients is one for each of them: nothing named ("emailed
    Ann and Bob"), theirs ("their pickup details"), or plural ("the portal messages"); not one thing that may reach
    them all ("Sent Priya and Tom the signed NDA", "emailed this summary to you and Tom")."""
    said = [w for w in thing if w.isalpha()][:4]
    if not said or said[0] in ("their", "each", "separate", "individual", "personal"):
        return True
    return any(_plural_noun(w) for w in said) and "copies" not in said


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


#: Words of a wait: quoted, the status value a record holds ("'Pending Review'").
_WAITS = frozenset({"pending", "waiting", "awaiting", "queued", "processing", "progress"})
#: Words by which a sentence that cites calls tells them not done or not standing: a failure, an attempt, a wait, an
#: undoing or a plan ("the dispatch is still pending [evt:a]", "I tried the refund [evt:a]", "reverted [evt:a]").
_NOT_STANDING = (
    lx.EN_NEGATION
    | lx.EN_FAILURES
    | lx.EN_UNDOES
    | _CANNOT
    | frozenset({"if", "unless", "whether", "yet", "though", "although", "however", "sure"})
    | frozenset({"tried", "trying", "attempted", "attempting", "retried", "retrying", "retry", "retries"})
    | _WAITS
    | frozenset({"flight", "still", "until"})
    | frozenset({"unconfirmed", "unverified", "compensated", "rolled", "undo", "undid", "cancelled", "canceled"})
    | frozenset({"error", "errors", "timeout", "will", "i'll", "we'll", "going", "once", "after", "when"})
)


def states_cited(words: list[Token]) -> bool:
    """Whether a sentence that cites calls and holds no claim the grammar reads states what they did as standing
    ("Deposit refund for 2A: sent [evt:a]", "The $50 pet fee is on his ledger [evt:a]", "DNS weights are 100/0 now
    [evt:a]"): its words tell no denial, failure, attempt, wait, undoing, doubt or plan ("you'll have it Friday"). Such a sentence reports the
    calls' effect, so a call of it that did not verify leaves it unbacked (``verdict``: only the calls that change
    things count; a read's citation backs what it shows). A quoted wait is the status a record holds, not the
    sentence's own ("Status on CLM-60219 is now 'Pending Review' [evt:a]"); a quoted error is still one."""
    return bool(words) and not any(
        (w.low in _NOT_STANDING and not (w.quoted and w.low in _WAITS))
        or w.low.replace("\u2019", "'").endswith(("n't", "'ll"))
        for w in words
    )
