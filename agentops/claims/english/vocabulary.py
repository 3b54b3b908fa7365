"""Vocabulary shared by the readings: auxiliaries, adverbs, pronouns, prepositions, conjunctions, time and
money words, nouns of places, documents and acts, and the negation marks (``NEG_MARKS``)."""

from __future__ import annotations

import re

from agentops.claims import lexicon as lx

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
_OBJECT_PRONOUNS = frozenset({"you", "it", "them", "him", "her", "us", "me"})
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


_PARTICIPLE_FOLLOWERS = frozenset({"on", "in", "at", "by", "for", "from", "to", "via", "last", "yesterday", "earlier"})
_FINITE_AUX = frozenset({"has", "have", "had", "is", "are", "was", "were", "will"})
_CANNOT = frozenset({"can't", "cannot", "couldn't", "don't", "didn't", "not", "never"})


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
#: Kinds that name the same act: a send by email is a send.
_SENDS = frozenset({lx.SEND, lx.EMAIL, lx.MESSAGE})


_SUBORDINATORS = frozenset(
    {"because", "as", "since", "when", "if", "while", "after", "before", "once", "until", "unless", "although"}
    | {"though", "whereas", "that", "whether"}
)


#: How far a claim's phrase reaches from its verb, in words: a run-on clause ("sent sent sent …", 4,000 words) costs
#: each of its claims a bounded reading, not one of the whole clause (no act's phrase is near this long).
_REACH = 48


_COORDINATORS = frozenset({"and", "then", "plus"})
#: Words that make a number an amount of money ("15 USD", "200 euros").
_CURRENCY_WORDS = frozenset(
    {"dollars", "euros", "pounds", "usd", "eur", "gbp", "cents", "pence", "chf", "yen", "bucks"}
    | {"rs", "inr", "rupees", "aed", "sgd", "aud", "cad", "rmb", "yuan", "dollar", "euro", "pound"}
)
_NOUN_OPENERS = frozenset({"the", "a", "an", "your", "their", "his", "her", "its", "our", "this", "these", "those"})
#: Words of turning something down: a failure when done to the agent, the agent's act when it does them.
_TURNS_DOWN = frozenset({"rejected", "declined", "refused"})


_VERSION = re.compile(r"v?\d+(?:\.\d+)+")
_GIVEN_GRANTS = frozenset({"access", "permission", "permissions", "rights", "discount", "extension", "upgrade"})


_SLOTS = frozenset({"slot", "slots", "seat", "seats", "room", "table", "spot", "place", "appointment", "booking"})
#: Words of the state an object was put in ("offline", "down", "back"), after its light verb and the object.
_RESULT_WORDS = frozenset({"offline", "online", "down", "back", "live", "private", "public", "dark", "off"})


#: Words that mark a state as the change just made ("already" does not: "is already set to indefinite" by IT).
_JUST_CHANGED = frozenset({"now", "successfully"})
#: What is put on a thing to stop it: "put a hold / freeze / block on".
_HOLDS = frozenset({"hold", "freeze", "block", "stop", "lock", "pause", "flag"})


_DAYS = frozenset(
    {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "wed"}
) | {"thu", "fri", "sat", "sun", "today", "tomorrow"}
#: Verbs of a thing reaching a place ("landed in Amara's inbox", "hit your account").
_ARRIVALS = frozenset({"landed", "arrived", "hit", "reached", "appeared"})
#: Where money lands, inboxes, calendars, and places a file is put up for others.
_MONEY_PLACES = frozenset({"card", "account", "balance", "wallet", "visa", "mastercard", "amex", "paypal"})
_INBOXES = frozenset({"inbox", "inboxes"})
#: Participles of being somewhere, between "be" and the place ("is waiting in your inbox", "is sitting in …").
_WAITS = frozenset({"waiting", "sitting"})
_SHARED_PLACES = frozenset(
    {"drive", "site", "website", "wiki", "portal", "folder", "confluence", "sharepoint", "notion", "dropbox"}
    | {"bucket", "intranet", "blog", "page", "server", "sftp", "ftp", "s3"}
)
#: Who carries a parcel: a thing with one of these now is shipped.
_CARRIER_NAMES = frozenset({"carrier", "courier", "ups", "fedex", "dhl", "usps", "dpd", "post", "royal", "driver"})
#: Sums that follow from other acts: "now" of one is where it stands, not a value the agent set.
_TALLIES = frozenset({"balance", "total", "arrears", "outstanding", "count", "backlog", "score", "usage"})
#: Openers of a condition or a time to come: a result told after one is not yet done.
_CONDITIONAL = frozenset({"if", "once", "when", "after", "unless", "until", "whenever", "provided", "assuming"})


#: What stops a thing: a restriction that "is cleared" or "was lifted" was lifted by someone.
_RESTRICTIONS = frozenset({"lockout", "suspension", "restriction", "ban", "block", "hold", "freeze", "lock", "flag"})


#: Words that count what follows ("all three supplier payments", "both refunds").
_COUNTS = frozenset({"both", "all", "each", "every"}) | frozenset(lx.EN_NUMBERS)


_OBJECTS = frozenset({"it", "them", "you", "him", "her", "everything", "both", "all"})
_PARTICLES = frozenset({"back", "up", "out", "off", "over", "down"})
#: Adverbs that make a present participle a result of the agent's change ("is now paused").
_CHANGED = frozenset({"now", "already", "successfully", "just", "fully", "all"})
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


_ACT_KINDS = frozenset({lx.EMAIL, lx.MESSAGE, lx.PAY, lx.REFUND, lx.ORDER, lx.BOOK, lx.SHIP})
_PREPOSITIONS = frozenset({"to", "for", "with", "from", "at", "by", "of", "in", "on", "via", "into", "towards"})


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


#: Endings of nouns of people who act ("assistant", "reviewers", "accountant", "dispatcher", "technician").
_PERSON_ENDINGS = ("ant", "er", "or", "ist", "ian")
_NOT_PERSONS = frozenset(
    {"number", "order", "letter", "paper", "filter", "folder", "quarter", "matter", "center", "centre", "register"}
    | {"counter", "border", "banner", "trigger", "other", "another", "either", "neither", "whether", "under"}
    | {"after", "later", "summer", "winter", "october", "november", "december", "september", "monitor", "error"}
    | {"server", "router", "browser", "header", "footer", "parameter", "cluster", "container", "buffer", "vendor"}
    | {"grant", "warrant", "variant", "tenant", "constant", "editor", "sector", "factor", "mirror", "calendar"}
)
_TIME_WORDS = frozenset({"yesterday", "today", "tonight", "then", "now", "also", "later", "earlier", "first"})
#: The subject of a relative clause of a claim's subject: a pronoun of a contact clause ("the seat you didn't use",
#: "the fee we never charged", "the refund I requested") or a relative pronoun ("the payment that didn't go out").
_CONTACT_SUBJECTS = frozenset({"you", "they", "we", "i", "he", "she", "who", "which", "that", "it"})
#: Auxiliaries and negation inside a contact relative clause ("the seat you didn't use", "the fee we never charged").
_RELATIVE_AUXILIARIES = frozenset({"did", "didn't", "do", "don't", "never", "not", "could", "couldn't", "had", "'d"})
_RELATIVE_AUXILIARIES |= frozenset({"hadn't", "haven't", "wouldn't", "weren't", "wasn't", "already", "just", "also"})


_RELATIVE_PASTS = frozenset({"bought", "sent", "made", "paid", "got", "gave", "told", "said", "wrote", "put", "left"})
_RELATIVE_PARTICLES = frozenset({"about", "for", "to", "on", "with", "up", "out", "in"})
_NOT_NOUN_HEADS = frozenset(
    {"that", "and", "or", "but", "if", "when", "as", "so", "because", "since", "what", "which", "who", "how"}
    | {"once", "until", "unless", "whether", "where", "while", "after", "before", "than", "thank", "thanks"}
)


#: Verbs a measure does by itself ("latency dropped", "usage increased"); "extended by 14 days" is an act.
_MEASURE_MOVES = frozenset(
    {"dropped", "increased", "decreased", "rose", "fell", "grew", "improved", "climbed", "jumped", "spiked"}
    | {"shrank", "moved", "changed", "reduced", "declined", "doubled", "halved", "recovered", "went"}
)
#: Modal words that are nouns after a determiner.
#: Modal words that are nouns after a determiner ("your plan", "the May payroll export": the month).
_PLAN_NOUNS = frozenset({"plan", "plans", "draft", "option", "todo"})  # "A payment plan is now in place"
_WHEN = frozenset({"when", "after", "before", "since", "while", "once", "as", "until"})


#: Irregular pasts, of the lexicon's verbs and of coming and going ("A glazier came out and replaced the pane").
_PASTS = frozenset(p for p, _ in lx.EN_IRREGULAR.values()) | {"came", "went", "got", "took", "left", "rang", "saw"}


_MONTHS = frozenset(
    {"january", "february", "march", "april", "may", "june", "july", "august", "september", "october"}
    | {"november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"}
)


#: Verbs whose object is a person: "Customer notified via WhatsApp" is the customer being told.
_TELLS = frozenset(
    {"notify", "inform", "email", "text", "message", "contact", "alert", "ping", "remind", "invite", "cc"}
)
#: Documents named by a money noun before them ("credit note", "payment link"): the thing made or sent.
_DOCUMENTS = frozenset(
    {"policy", "link", "links", "reference", "terms", "form", "details", "plan", "plans", "schedule", "agreement"}
)  # a credit note is a refund; "set up a repayment plan" makes an arrangement, no money moved
#: Prepositions of place: a noun after one says where the act went or what it came off, not what it was
#: ("knocked 15% off your next order"; "in an email" does).
_PLACES = frozenset({"to", "on", "onto", "into", "in", "off"})
#: What a push of code names (a push to these is a commit, not a notification).
_CODE = frozenset(
    {"branch", "repo", "repository", "main", "master", "origin", "remote", "commit", "commits", "fix", "patch"}
    | {"code", "config", "image", "registry", "tag", "hotfix", "changes", "pr", "upstream", "build"}
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


#: What a table, a bucket or a log holds: one statement or call removes any number of them ("the 14 duplicate rows").
_CONTENTS = frozenset({"rows", "lines", "records", "entries", "objects", "duplicates", "partitions", "logs", "files"})
#: What one call makes many of (an import, a batch): a count of these is no count of acts ("created 40 contacts").
_BULK = frozenset(
    {"rows", "lines", "records", "contacts", "leads", "entries", "items", "users", "subscribers", "products"}
    | {"listings", "skus", "fields", "columns", "pages", "files", "members", "seats", "licenses", "licences"}
)
#: Kinds of changes to things: a count of them by a number or "all" is one act over all of them, which one call may
#: do (named one by one or paired by "both", each needs its own: ``_listed``).
_STATE_CHANGES = frozenset({lx.UPDATE, lx.CHANGE, lx.COMPLETE})


#: Subjects of a clause inside the claim's phrase that is someone else's ("who paid twice", "they called 3 times").
_RELATIVE_SUBJECTS = frozenset({"who", "which", "that", "they", "he", "she", "you", "it"})


#: What is one thing addressed to a group at once: a count of its recipients is one send.
_TO_A_GROUP = frozenset({"invite", "invitation", "announcement", "newsletter", "broadcast", "blast", "bulletin"})


#: People a message reaches one by one (groups, "teams", "departments", reach many at once).
_PERSONS = frozenset(
    {"customer", "client", "user", "manager", "colleague", "buyer", "seller", "employee", "member", "candidate"}
    | {"applicant", "patient", "student", "guest", "passenger", "hire", "parent", "tenant", "landlord", "attendee"}
    | {"participant", "driver", "contractor", "freelancer", "volunteer", "recipient", "owner", "approver", "agent"}
)
