"""Find the completion claims of a reply and the citations each may use. Linear in the reply's length.

1. ``normalize`` the text (spans are reported in the original's offsets).
2. ``segment`` it into units: sentences, list items, table rows. Code, block quotes, quoted text and
   items of a "Next steps:" list hold no claims.
3. Read each unit with ``english`` and ``chinese`` (a unit may mix both).
4. Bind citations: a citation backs the nearest claim before it in its unit and every uncited claim
   right before that one ("I emailed finance and paid the vendor [evt:a] [evt:b]"); a claim after the
   last citation of its unit gets none ("Email sent [evt:a], refund done."); a citation before any claim
   goes to the first claim after it. A unit of citations only on the same line joins the unit before
   ("Email sent. [evt:q]"). Citations in an evidence list ("Evidence: [evt:…] [evt:…]", or citations on
   their own lines) form the reply's *pool*, which ``verdict`` binds to uncited claims by kind.
5. At most :data:`MAX_CLAIMS` claims are kept; a reply with more is ``truncated`` (and flagged).

The modules, each importing only those after it: ``find`` (the entry point and its passes in order) →
``summaries`` → ``looks`` → ``tables`` → ``reading`` (one unit) → ``counting`` → ``binding`` → ``claim``
(what detection returns).
"""

from agentops.claims.detect.claim import CITED_STATE, LOOKED_STATE, MAX_CLAIMS, STATED, Claim, Detection
from agentops.claims.detect.find import find_claims

__all__ = [
    "CITED_STATE",
    "LOOKED_STATE",
    "MAX_CLAIMS",
    "STATED",
    "Claim",
    "Detection",
    "find_claims",
]
