"""Idioms of a new state: a value now set or switched ("is now on v2", "the limit is now $500"), a record or a
page now up, money to come back, taken or off, a slot fitted in, and what results after an act."""

from __future__ import annotations

from agentops.claims import lexicon as lx
from agentops.claims.english.grammar import _agents, _content, _on_record, _person_noun, _thing_before
from agentops.claims.english.vocabulary import (
    _CONDITIONAL,
    _COUNTS,
    _DOCUMENTS,
    _FUNCTION,
    _MONEY_PLACES,
    _PLAN_NOUNS,
    _PRONOUN_SUBJECTS,
    _RESULT_WORDS,
    _TALLIES,
    _VERSION,
)
from agentops.claims.english.whereabouts import _place
from agentops.claims.segment import Token


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


#: Money off a price: one that "is on" was applied.
_MONEY_OFF = frozenset({"coupon", "discount", "promo", "voucher", "credit", "waiver", "rebate", "code"})
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


def _money_off_before(lows: list[str], words: list[Token], i: int) -> bool:
    """Whether money off a price is the subject right before "is on" at ``i`` ("The coupon's on", "the discount is
    on")."""
    k = i - 1
    if k >= 0 and lows[k] == "now":
        k -= 1
    if k >= 0 and words[k].low.endswith("'s"):
        return lows[k] in _MONEY_OFF
    return k >= 1 and lows[k] in ("is", "are") and lows[k - 1].rstrip("s") in _MONEY_OFF


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
