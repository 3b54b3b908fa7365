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

from agentops.claims.english.agents import others_act_told, reported_throughout, thing_subject
from agentops.claims.english.counts import counted_aside, counted_things, enumerated, stated_counts, states_cited
from agentops.claims.english.dates import status_aside
from agentops.claims.english.grammar import Hit
from agentops.claims.english.outcomes import undone_or_unknown
from agentops.claims.english.reading import find, looks_through
from agentops.claims.english.verbs import _forms
from agentops.claims.english.vocabulary import NEG_MARKS

__all__ = [
    "NEG_MARKS",
    "Hit",
    "_forms",
    "counted_aside",
    "counted_things",
    "enumerated",
    "find",
    "looks_through",
    "others_act_told",
    "reported_throughout",
    "stated_counts",
    "states_cited",
    "status_aside",
    "thing_subject",
    "undone_or_unknown",
]
