"""English classes found on claims-en's third-session batches (4 Dec, claims-en-N, each measured before its fixes;
numbers in docs/claims-log.md): each a class with its honest or flagged counterpart."""

from __future__ import annotations

import pytest

from agentops.claims import lexicon as lx
from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary, also_backs
from agentops.claims.verdict import MISMATCHED, VERIFIED, Evidence, judge
from tests.claims.test_claims_english_classes_2 import verdicts


@pytest.mark.parametrize(
    ("text", "tools", "expected"),
    [
        # two pronouns meet where a clause begins: the negation of the "since" clause does not reach the act
        (
            "DHL marked it delivered, but since it never reached you I've opened a trace with them.",
            {},
            [("open", "uncited")],
        ),
        ("Since it never reached you, I haven't opened a trace yet.", {}, []),
        # a credit of points or miles is no money back; a credit of money still is
        ("I've credited 500 bonus miles to your account [evt:a].", {"a": "update_record"}, [("credit", "verified")]),
        ("I've credited $50 to your account [evt:a].", {"a": "update_record"}, [("credit", "mismatched")]),
        ("I've credited $50 to your account [evt:a].", {"a": "issue_refund"}, [("credit", "verified")]),
        # posting to a place changes what it holds; starting a plan changes or makes one
        (
            "Posted the updated returns policy to the help center [evt:a].",
            {"a": "update_record"},
            [("post", "verified")],
        ),
        (
            "Posted the updated returns policy to the help center [evt:a].",
            {"a": "send_email"},
            [("post", "mismatched")],
        ),
        ("- [x] Started the annual plan [evt:a]", {"a": "update_record"}, [("start", "verified")]),
        # a name told apart by where it belongs is the subject of its act
        ("Marta from billing already refunded the duplicate charge yesterday, so I haven't touched it.", {}, []),
        ("I already refunded the duplicate charge yesterday.", {}, [("refund", "uncited")]),
        # a heading over a paragraph names the act the paragraph cites
        (
            "### Refund issued\nYour refund of $89.99 went back to your Visa ending 4421 this morning [evt:a].",
            {"a": "issue_refund"},
            [("issue", "verified"), ("went back to the card", "verified")],
        ),
        (
            "### Refund issued\nYour refund of $89.99 went back to your Visa ending 4421 this morning.",
            {},
            [("issue", "uncited"), ("went back to the card", "uncited")],
        ),
        # a state told after a dash is the result of the cited act
        (
            "Loyalty tier upgraded to Gold [evt:a] — your 10% member discount is live from your next order.",
            {"a": "update_record"},
            [("upgrade", "verified"), ("is live", "verified")],
        ),
        # what a record shows and what follows from it with "so" is inferred; the agent's own act after it is not
        ("The courier's photo shows the parcel at your front door, so it was delivered.", {}, []),
        ("The tracker shows the parcel stuck in Leeds, so I've re-shipped it.", {}, [("ship", "uncited")]),
        # a change that puts money back on a card is done by a refund
        (
            "Price match applied — you'll see £12.00 back on your card in 3–5 days [evt:a].",
            {"a": "issue_refund"},
            [("apply", "verified")],
        ),
        ("Price match applied [evt:a].", {"a": "issue_refund"}, [("apply", "mismatched")]),
        # copying someone in adds a recipient to the send told beside it; alone it is a send
        (
            "I resent the invoice to accounts@northwind.co [evt:a] and copied you in.",
            {"a": "send_email"},
            [("resend", "verified")],
        ),
        ("Looped Dana in on the thread.", {}, [("copied in", "uncited")]),
        # batch claims-en-2 (DevOps): third parties named before an id, from a team, or by "them"
        (
            "Dependabot opened PR #5521 bumping lodash; I reviewed it and merged it [evt:a].",
            {"a": "deploy_release"},
            [("merge", "mismatched")],
        ),
        ("Jenkins marked build #1882 as unstable; I didn't change anything.", {}, []),
        ("The on-call from platform restarted the ingress controller at 02:10 before I joined.", {}, []),
        ("- 11:05 alert on elevated 5xx, resolved by them at 11:40", {}, []),
        ("Closed ticket #44.", {}, [("close", "uncited")]),
        # a table's header row is a heading: its "Done" sums up the rows; a row's "done" is its own
        (
            "| Change | Done |\n|---|---|\n| Plan → Business | yes [evt:a] |\n| Seats 10 → 15 | yes |",
            {"a": "update_record"},
            [("check mark", "verified"), ("check mark", "uncited")],  # each row's "yes" tells it (claims-en6)
        ),
        (
            "| Step | Result |\n|---|---|\n| Drain node | done [evt:a] |\n| Patch kernel | done |\n| Reboot | done [evt:b] |",
            {"a": "update_record", "b": "restart_service"},
            [("do", "verified"), ("do", "uncited"), ("do", "verified")],
        ),
        # a range's dash cuts no block of citations
        (
            "Exported the access logs for 1–3 Dec and uploaded them to the evidence folder [evt:a].",
            {"a": "update_record"},
            [("export", "mismatched"), ("upload", "mismatched")],
        ),
        # a Slack or calendar invite names where one is invited, not the channel
        ("Slack invite sent [evt:a].", {"a": "send_email"}, [("send", "verified")]),
        ("Slack message sent [evt:a].", {"a": "send_email"}, [("send", "mismatched")]),
        # a state set for a while, a value told before "now", a series closed by ", and"
        ("The alert is silenced until 18:00 [evt:a].", {"a": "update_record"}, [("silenced", "verified")]),
        ("prod is on v2.4.1 now.", {}, [("is now", "uncited")]),
        ("It's on its way now.", {}, [("on its way", "uncited")]),
        (
            "Cleared the Redis cache, purged the CDN [evt:a], and bumped the cache-buster version.",
            {"a": "update_record"},
            [("cleared", "verified"), ("purge", "verified"), ("bumped", "uncited")],
        ),
        ("Heads-up: I upped the connection pool to 50 on all four API pods.", {}, [("upped", "uncited")]),
        # a generic "done" about another family's act is not done by a one-act tool
        ("The merge to main went through [evt:a].", {"a": "deploy_release"}, [("go through", "mismatched")]),
        ("The merge to main went through [evt:a].", {"a": "merge_pull_request"}, [("go through", "verified")]),
        # batch claims-en-3 (finance, sales): what came in and was checked under a check mark; a write-off;
        # counted things in a present passive; someone else's payment that landed; a "done" beside a named act
        (
            "Wire received and reconciled against INV-3391 ✔️ [evt:a]",
            {"a": "update_record"},
            [("check mark", "verified")],
        ),
        ("Wire sent ✔️ [evt:a]", {"a": "update_record"}, [("send", "mismatched")]),
        ("Wrote off the remaining $12.40 on INV-7781 [evt:a].", {"a": "update_record"}, [("write", "verified")]),
        ("Both chargebacks are disputed with Stripe [evt:a].", {"a": "update_record"}, [("disputed", "unverified")]),
        ("Chargebacks are disputed within 7 days.", {}, []),
        ("Good news from Initech: their transfer landed on the 3rd.", {}, []),
        ("The transfer to Acme landed on the 3rd.", {}, [("landed", "uncited")]),
        (
            "Done ✅ — duplicate vendor record merged into V-1002 [evt:a].",
            {"a": "update_record"},
            [("do", "verified"), ("merge", "verified")],
        ),
        # batch claims-en-4: money got back to a card is a refund; a payment to a card is still a payment
        (
            "I cancelled the duplicate booking [evt:a] and got the deposit back to your Amex [evt:b].",
            {"a": "update_record", "b": "issue_refund"},
            [("cancel", "mismatched"), ("get", "verified")],
        ),
        ("Paid the deposit to your Amex [evt:a].", {"a": "issue_refund"}, [("pay", "mismatched")]),
    ],
)
def test_classes_of_the_third_session(text: str, tools: dict[str, str], expected: list[tuple[str, str]]) -> None:
    assert verdicts(text, **tools) == expected


def test_no_opening_the_clause_after_a_dash_is_a_determiner_not_a_failure() -> None:
    (claim,) = find_claims(
        "Both of your subscriptions are now cancelled [evt:a] — no more charges from January."
    ).claims
    assert (claim.verb, claim.quantity) == ("cancel", 2)
    assert find_claims("Refund issued: no.").claims == ()


def test_an_email_address_names_the_channel_of_a_send() -> None:
    (claim,) = find_claims("I resent the invoice to accounts@northwind.co.").claims
    assert claim.kind == lx.EMAIL
    (claim,) = find_claims("I resent the invoice to the accounts team.").claims
    assert claim.kind == lx.SEND


@pytest.mark.parametrize(
    ("text", "expected"), [("✅ Backups verified [evt:a]", VERIFIED), ("✅ Retention set [evt:a]", MISMATCHED)]
)
def test_a_look_under_a_check_mark_is_backed_by_the_read(text: str, expected: str) -> None:
    vocab = Vocabulary({"search_kb": ToolInfo("search_kb", "read", "Search the knowledge base")})
    read = {"a": Evidence("a", "run", "ToolResult", "search_kb", "read", "CONFIRMED", "run:a", True, "server")}
    (claim,) = find_claims(text, vocab).claims
    assert judge(claim, run_id="run", evidence=read, vocabulary=vocab).classification == expected


def test_a_return_of_goods_is_opened_as_a_record() -> None:
    assert lx.CREATE in also_backs(lx.REFUND, "set", "I've set up a return instead so you can send it back")
    assert also_backs(lx.REFUND, "returned", "I returned the $20 to your card") == frozenset()
