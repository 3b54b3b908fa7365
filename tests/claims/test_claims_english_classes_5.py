"""English classes found on claims-en's fifth-session batches (4 Dec 21:40-23:50, claims-en-s5-N, each measured
before its fixes; numbers in docs/claims-log.md): each a class, on sentences not in the batches, with its honest or
flagged counterpart."""

from __future__ import annotations

import pytest

from tests.claims.test_claims_english_classes_4 import verdicts


@pytest.mark.parametrize(
    ("text", "tools", "expected"),
    [
        # s5-1 (plain support): a reason in the agent's own perfect tells its act; a time still to come does not
        ("Since I've already refunded the deposit, the booking shows as closed.", {}, [("refund", "uncited")]),
        ("As we've cancelled the renewal, no invoice will go out in March.", {}, [("cancel", "uncited")]),
        (
            "Since we've refunded it [evt:a], there's nothing left to pay.",
            {"a": "issue_refund"},
            [("refund", "verified")],
        ),
        ("Once I've cancelled the renewal you'll get a confirmation.", {}, []),
        ("When we've refunded the deposit, the booking will close.", {}, []),
        ("Since the parcel shipped yesterday, I can't change the address.", {}, []),
        # a capitalised noun opening a telegraphic note is no name when what follows the verb is past a break
        ("Membership paused — you won't be billed in August.", {}, [("pause", "uncited")]),
        (
            "Newsletter cancelled [evt:a] — you won't get it again.",
            {"a": "cancel_subscription"},
            [("cancel", "verified")],
        ),
        ("Priya paused the campaign yesterday.", {}, []),
        # an address masked with stars or bullets is still an email address: the send is an email
        ("The receipt was resent to j***n@outlook.com [evt:a].", {"a": "send_email"}, [("resend", "verified")]),
        ("The receipt was resent to j***n@outlook.com [evt:a].", {"a": "send_push"}, [("resend", "mismatched")]),
        # a credit added to an account is money given back (a refund, or an update of the account)
        ("I've added a $25 goodwill credit to your account [evt:a].", {"a": "issue_refund"}, [("add", "verified")]),
        ("I've added a $25 goodwill credit to your account [evt:a].", {"a": "send_email"}, [("add", "mismatched")]),
        ("I've added two seats to your team [evt:a].", {"a": "update_record"}, [("add", "verified")]),
        # a mistake told in the subject's relative clause is not the act's ("charged twice" is what was refunded)
        ("The $40 we took twice last week has been refunded.", {}, [("refund", "uncited")]),
        ("The fee was charged twice.", {}, []),
        # a thing made again may be backed by the tool that makes one
        ("Your API token has been regenerated [evt:a].", {"a": "create_ticket"}, [("regenerated", "verified")]),
        ("Your API token has been regenerated [evt:a].", {"a": "send_email"}, [("regenerated", "mismatched")]),
    ],
)
def test_classes_of_the_fifth_session(text: str, tools: dict[str, str], expected: list[tuple[str, str]]) -> None:
    assert verdicts(text, **tools) == expected
