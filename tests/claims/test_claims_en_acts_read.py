"""English acts read as claims: passives, light verbs, re- verbs, results told as states, the agent's own act beside
others', success told of an infinitive, and verdict tables of mixed classes judged as the reply path judges them."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from agentops.claims.kinds import ToolInfo, Vocabulary
from agentops.claims.lexicon import DELETE
from agentops.claims.normalize import normalize
from tests.claims.catalogues import CRM_TOOLS, EN, ROOMS_TOOLS, card_verbs, rental_claims, rooms_verbs
from tests.claims.corpus.build import AGENT_TOOLS
from tests.claims.en_catalogues import (
    BURSAR_DESK,
    EN_TOOLS,
    ORDER_TOOLS,
    PARCEL_TOOLS,
    PAYMENTS_TOOLS,
    RECORD_TOOLS,
    REST_TOOLS,
    STORE_TOOLS,
    bursar_flagged,
    clinic_flagged,
    config_flagged,
    config_verbs,
    deploy_verdicts,
    flagged_en,
    flags_flagged,
    flags_verbs,
    kinds_with,
    lease_claims,
    lease_flagged,
    page_flagged,
    parcel_flagged,
    parcel_verdicts,
    payments_flagged,
    record_flagged,
    record_verbs,
    rest_flagged,
    store_cited,
    store_flagged,
)
from tests.claims.judging import any_flagged, claimed_verbs, judged

#: The corpus agent ``ops``: the project's tools and four ops tools (restart, deploy, merge, unlock).
OPS = Vocabulary({t["name"]: ToolInfo(t["name"], t["effect"], t["description"]) for t in AGENT_TOOLS["ops"]})


def ops_verdicts(text: str, **tools: str) -> list[tuple[str, str]]:
    """(verb, classification) of each claim of ``text`` from the agent ``ops``."""
    return deploy_verdicts(text, vocabulary=OPS, **tools)


def test_a_result_clause_with_the_agent_as_subject_is_an_act_of_its_own() -> None:
    assert (
        clinic_flagged("Moved you to the monthly plan [evt:a], so I emailed the statement.", {"a": "change_plan"}) != []
    )


@pytest.mark.parametrize("text", ["I have updated the supplier [evt:a].", "Updated the supplier by email [evt:a]."])
def test_updating_a_person_tells_them(text: str) -> None:
    assert clinic_flagged(text, {"a": "send_remittance"}) == []


def test_updating_a_persons_field_is_a_change() -> None:
    assert clinic_flagged("Updated the owner to Priya [evt:a].", {"a": "send_remittance"}) != []


@pytest.mark.parametrize(
    ("text", "tool", "flag"),
    [
        ("Scaled the workers deployment to 6 [evt:a].", "restart_deployment", True),
        ("Scaled the workers deployment to 6 [evt:a].", "scale_deployment", False),
        ("I acked the page so it stops paging Lena [evt:a].", "post_chat", True),
        ("I acked the page so it stops paging Lena [evt:a].", "ack_page", False),
        ("Build 412 is live in prod [evt:a].", "merge_pr", True),
        ("Build 412 is live in prod [evt:a].", "deploy_release", False),
        ("The fix is now rolled out to prod [evt:a].", "rollback_release", True),
        ("The fix is now rolled out to prod [evt:a].", "deploy_release", False),
        ("The fix is now rolled back [evt:a].", "rollback_release", False),
    ],
)
def test_scaling_acknowledging_and_making_live_are_acts_of_their_own(text: str, tool: str, flag: bool) -> None:
    assert store_cited(text, tool) is flag


def test_a_reversal_told_of_a_compensated_call_is_that_compensation() -> None:
    text = "I had added $20 of store credit, but it was reversed when the system found a duplicate account [evt:a]."
    assert not store_cited(text, "apply_store_credit", "compensated")
    assert store_cited("I've refunded the $20 [evt:a].", "refund_payment", "compensated")


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("You're now on the waitlist for an earlier slot.", True),
        ("You're already on the waitlist.", False),
        ("I've checked you in for tomorrow's flight.", True),
        ("You're checked in for tomorrow's flight.", True),
        ("Checked in both passengers.", True),
        ("I checked in with the team this morning.", False),
        ("Have you checked in yet?", False),
    ],
)
def test_a_place_on_a_waitlist_and_a_check_in_are_acts(text: str, flag: bool) -> None:
    assert store_flagged(text) is flag


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("You're confirmed with Dr. Reyes for Monday at 10am.", True),
        ("I got you in with Dr. Kim on the 14th.", True),
        ("Rescheduled your cleaning to May 3 and sent the confirmation.", True),
        ("I've confirmed with finance that the bill is due.", False),
        ("It may be refunded by Friday.", False),
        ("I wasn't able to change the address because the order has already been handed to UPS.", False),
        ("I couldn't cancel it because it has already been shipped.", False),
        ("I refunded you because the order has already been shipped.", True),
    ],
)
def test_bookings_told_in_passing_and_reasons_for_not_acting(text: str, flag: bool) -> None:
    assert store_flagged(text) is flag


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("Rejected Sam and emailed him the news.", 2),
        ("I've declined the invite and emailed Tom.", 2),
        ("Your card was declined, so I emailed you.", 1),
        ("Stripe declined the charge.", 0),
        ("I tried the refund but it was rejected.", 0),
        ("My request was declined.", 0),
    ],
)
def test_turning_down_is_the_agents_act_when_it_does_it(text: str, claims: int) -> None:
    assert len(find_claims(text, STORE_TOOLS).claims) == claims


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("Everything's squared away on our end.", True),
        ("Once it's squared away I'll let you know.", False),
        ("`checkout-api` is now on v2.14.3.", True),
        ("Prod is now on 4.2.0 across all regions.", True),
        ("The meeting is now on Friday.", False),
        ("It is now on v2.14.3.", False),
        ("I've already scaled back to 4.", True),
        ("The restaurant called back.", False),
        ("Monitor silenced until Monday.", True),
        ("Parcel arrived until Monday.", False),
    ],
)
def test_forms_of_done_read(text: str, claimed: bool) -> None:
    assert bool(find_claims(text, ORDER_TOOLS).claims) is claimed


def test_not_only_did_i_asserts_the_act() -> None:
    said = "Not only did I refund the deposit, I also emailed the tenant [evt:a]."
    assert ("refund", "refund", 1) in lease_claims(said)
    assert lease_flagged(said, "email_tenant")  # the refund is uncited
    assert lease_claims("I did not refund the deposit.") == []


def test_an_amount_transferred_still_pays() -> None:
    text = "Transferred 500 to your savings account [evt:a]."
    assert [c.kind for c, _ in judged(text, {"a": "transfer_funds"}, REST_TOOLS)] == ["pay"]
    assert rest_flagged(text, {"a": "transfer_funds"}) == []
    assert rest_flagged(text, {"a": "seats_transfer"}) != []


@pytest.mark.parametrize(
    "text",
    [
        "Restarted the api pods [evt:a], as the `p99` monitor asked.",
        "The listing is live again [evt:a] — it was paused by the price bot, not by you or us.",
        "It was cancelled when the clinic called, but not by me. I rebooked it for Friday.",
    ],
)
def test_the_agents_own_act_beside_them_stays_claimed(text: str) -> None:
    assert rest_flagged(text, {"a": "alerts_list"}) != []


@pytest.mark.parametrize(
    "text",
    [
        "Priya now owns INC-4840; she has the context from the channel.",
        "Your sister now has the tickets in her account.",
        "Marcus now holds the escalation for the Globex outage.",
    ],
)
def test_a_person_who_now_holds_a_thing_was_handed_it(text: str) -> None:
    assert rest_flagged(text, {}) != []
    assert rest_flagged(text + " [evt:a]", {"a": "seats_transfer"}) == []


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("Good news! I was able to upgrade you to orchestra seats at no extra cost.", "upgrade"),
        ("We managed to rebook you on the 9:40 to Porto.", "rebook"),
        ("I've been able to refund the booking fee.", "refund"),
    ],
)
def test_success_told_of_an_infinitive_is_the_act(text: str, verb: str) -> None:
    assert rest_flagged(text, {}) == [verb]


@pytest.mark.parametrize(
    "text", ["MR is up for the cache fix [evt:a].", "Both merge requests are up now [evt:a] [evt:b]."]
)
def test_a_change_request_up_was_opened(text: str) -> None:
    calls = {"a": "gitlab.create_merge_request", "b": "gitlab.create_merge_request"}
    assert [c.kind for c, _ in judged(text, calls, PARCEL_TOOLS)] == ["create"]
    assert parcel_flagged(text, calls) == []
    assert parcel_flagged(text, {"a": "notes_add", "b": "notes_add"}) != []


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Your billing email now reads ap@northwind.co [evt:a].", "update"),
        ("Your guest wifi code is active now [evt:a].", "update"),
        ("Licence count is now 40 on the Pro plan [evt:a].", "update"),
        ("The voucher's on now [evt:a].", "update"),
        ("The tenancy agreement is out for signature [evt:a].", "send"),
        ("Both visitor badges are ready for you [evt:a] [evt:b].", "complete"),
        ("Managed to squeeze you into Dr. Lee's list for Friday [evt:a].", "book"),
        ("Omar should have the signed contract in his inbox now [evt:a].", "email"),
    ],
)
def test_results_told_as_states_are_claims(text: str, kind: str) -> None:
    assert [c.kind for c, _ in judged(text, {"a": "notes_add", "b": "notes_add"}, PARCEL_TOOLS)][:1] == [kind]


def test_where_money_went_is_told_after_its_verb() -> None:
    # "order" in "opened a work order" is no ledger the credit went to: a tool that opens work orders does not back it
    text = "I opened a work order for the leak and credited $30 for the call-out [evt:a]."
    assert parcel_verdicts(text, {"a": "workorders.create"}) == [("open", False), ("credit", True)]


def test_completion_told_whole_is_a_claim() -> None:
    assert claimed_verbs("The reindex is finished.") != []


def test_also_after_the_agent_is_still_an_act() -> None:
    assert claimed_verbs("I also cleaned up the old invoices.") != []


def test_a_payment_that_went_through_is_still_a_claim() -> None:
    assert page_flagged("The refund went through [evt:a].", {"a": "billing.list_invoices"}) != []


def test_a_result_told_alone_without_an_act_is_still_flagged() -> None:
    assert payments_flagged("It's fixed now! Let me know if anything else comes up.", {}) != []


def test_the_agent_s_own_act_on_a_partitive_object_is_still_its_own() -> None:
    assert payments_flagged("I emailed all of them.", {}) != []


def test_goods_set_aside_for_someone_are_held() -> None:
    assert payments_flagged("Set aside three cases of the 2019 Rioja for Mr Lund [evt:r].", {"r": "orders.lookup"}) == [
        "set aside"
    ]
    assert claimed_verbs("I put aside the billing question for now.", PAYMENTS_TOOLS) == []


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
def test_clause_openings_credits_posts_and_telegraphic_notes_get_their_verdicts(
    text: str, tools: dict[str, str], expected: list[tuple[str, str]]
) -> None:
    assert deploy_verdicts(text, **tools) == expected


def test_no_opening_the_clause_after_a_dash_is_a_determiner_not_a_failure() -> None:
    (claim,) = find_claims(
        "Both of your subscriptions are now cancelled [evt:a] — no more charges from January."
    ).claims
    assert (claim.verb, claim.quantity) == ("cancel", 2)
    assert find_claims("Refund issued: no.").claims == ()


@pytest.mark.parametrize(
    ("text", "tools", "expected"),
    [
        # a bare noun phrase opening a status line is the thing switched, as "the flag" is
        ("Dark launch toggle `beta_search` is now on [evt:a].", {"a": "update_record"}, [("is now", "verified")]),
        ("Dark launch toggle `beta_search` is now on.", {}, [("is now", "uncited")]),
        ("Read-only mode is now off for every workspace.", {}, [("is now", "uncited")]),
        ("Dark launch is now available to beta testers.", {}, []),
        # a handle is someone: as the subject, and after "by"
        ("@mlopez closed #340 this morning after the hotfix.", {}, []),
        ("The branch was deleted by @ci-janitor after the merge.", {}, []),
        ("I closed #340 this morning after the hotfix.", {}, [("close", "uncited")]),
        # a number after "#" right after the verb is its object: a bot named before it is the subject
        ("Renovate opened #1187 to bump react-router.", {}, []),
        ("Opened #1187 to bump react-router [evt:a].", {"a": "create_ticket"}, [("open", "verified")]),
        # a check mark before the name of a check says it passed
        ("PR #77 checks: ✅ lint, ✅ build, ❌ smoke.", {}, []),
        ("✅ Deploy to canary", {}, [("check mark", "uncited")]),
        # words joined by hyphens are one past: its own act, read by its last word's form
        ("Hot-patched the parser on the API node [evt:a].", {"a": "update_record"}, [("hot-patched", "verified")]),
        ("Back-ported the CVE fix to 1.9.x.", {}, [("back-ported", "uncited")]),
        ("Spot-checked twenty rows of the import; they match.", {}, []),
        # an object between a verb and its particle; a hash the tokens split is an object
        ("Rolled the gateway back to 7.2.0 [evt:a].", {"a": "deploy_release"}, [("rolled", "verified")]),
        ("Rolled the gateway back to 7.2.0 [evt:a].", {"a": "restart_service"}, [("rolled", "mismatched")]),
        ("Dialled prod down to two replicas.", {}, [("dialled", "uncited")]),
        ("Squashed 4c1d9ee into the previous commit.", {}, [("squashed", "uncited")]),
        # a message left in a #channel is a chat message; a tag on a version is made, not a label set
        ("Dropped the postmortem link in #incidents [evt:a].", {"a": "send_push"}, [("drop", "verified")]),
        ("Dropped the postmortem link in #incidents [evt:a].", {"a": "cancel_subscription"}, [("drop", "mismatched")]),
        ("Tagged 3.0.0-rc1 on the release branch [evt:a].", {"a": "create_ticket"}, [("tag", "verified")]),
        ("Tagged the ticket as blocked [evt:a].", {"a": "create_ticket"}, [("tag", "mismatched")]),
        # s4-2 (insurance, property, real estate)
        # a plural reporting word after its determiner is a noun, not someone reporting
        (
            "The payout was signed off by our claims handler and sent to your bank [evt:a].",
            {"a": "pay_invoice"},
            [("send", "verified")],
        ),
        # a "-ing" word after a determiner is no plan: "the asking price", "the outstanding invoice"
        (
            "I've lowered the asking rent and withdrawn the listing from Rightmove.",
            {},
            [("lowered", "uncited"), ("withdraw", "uncited")],
        ),
        # an organisation named after "by" acts for itself
        ("The valuation was carried out by the surveying practice on Monday.", {}, []),
        # a subject coordinated with an earlier past keeps its doer
        ("A glazier came out at 8am and replaced the cracked pane.", {}, []),
        ("I came out at 8am and replaced the cracked pane.", {}, [("replace", "uncited")]),
        # a deposit or money paid is a payment; a repayment plan is an arrangement made
        (
            "Your holding deposit of £400 was transferred to the landlord [evt:a].",
            {"a": "pay_invoice"},
            [("transfer", "verified")],
        ),
        ("Set up a payment plan for the remaining £900 [evt:a].", {"a": "create_ticket"}, [("set", "verified")]),
        ("Set up a payment plan for the remaining £900 [evt:a].", {"a": "pay_invoice"}, [("set", "mismatched")]),
        # a reserve set is an entry in the books
        ("I've set a reserve of $8,000 on file 2291 [evt:a].", {"a": "update_record"}, [("set", "verified")]),
        # a sum that follows from what was done is where it stands
        ("Your arrears are now £0 after today's payment.", {}, []),
        # "now that" gives a reason, not an act
        (
            "Paid the retention now that the snagging list has been signed off [evt:a].",
            {"a": "pay_invoice"},
            [("pay", "verified")],
        ),
        # a count of people after "for" counts the bookings made one each, not a party on one booking
        ("Booked inspections for all four flats [evt:a].", {"a": "book_appointment"}, [("book", "unverified")]),
        ("Booked train tickets for all four of you [evt:a].", {"a": "book_appointment"}, [("book", "verified")]),
        # s4-3 (marketing/CRM, procurement)
        # requests sent: "requested" a counted or plural thing, "asked" someone "for" a thing (not to find out)
        (
            "Requested samples from three mills [evt:a] [evt:b] [evt:c].",  # three mills asked: three (claims-en6)
            {"a": "send_email", "b": "send_email", "c": "send_email"},
            [("request", "verified")],
        ),
        ("Asked the printer for a reprint of the 40 damaged brochures.", {}, [("ask", "uncited")]),
        ("Asked the venue for their availability in March.", {}, []),
        # an aside naming who did the act before it makes that act theirs; not "(by me)" nor "(by email)"
        ("Two newsletters went out on Monday (sent by the brand team).", {}, []),
        ("| Task | Status |\n|---|---|\n| Copy signed off | ✅ (by Legal) |", {}, []),
        ("The renewal quote went out on Monday (by email) [evt:a].", {"a": "send_email"}, [("go out", "verified")]),
        # what a generic act was for or where it came from is not what was done
        ("Approved the supplier invoice for payment [evt:a].", {"a": "update_record"}, [("approve", "verified")]),
        (
            "Handled the 6 opt-out requests from the shared mailbox [evt:a].",
            {"a": "update_record"},
            [("handle", "verified")],
        ),
        # an amount moved within a budget is reallocated; work scheduled to run is set going, not booked
        ("Moved €2k of the events budget to paid search [evt:a].", {"a": "update_record"}, [("move", "verified")]),
        (
            "Scheduled the weekly pipeline report for Mondays 8am [evt:a].",
            {"a": "update_record"},
            [("schedule", "verified")],
        ),
        ("Scheduled a demo with Globex for Tuesday [evt:a].", {"a": "update_record"}, [("schedule", "mismatched")]),
        # s4-4 (learners' English, voice transcripts, short chat)
        # "successful" after an act's noun tells the act done
        ("Transfer successful, ref 88-1120 [evt:a].", {"a": "pay_invoice"}, [("successful", "verified")]),
        ("Your reservation was successful.", {}, [("successful", "uncited")]),
        ("The transfer was not successful.", {}, []),
        # a base form after "be"/"have" stands for a participle, before what ends its phrase
        ("Your subscription is cancel already [evt:a].", {"a": "cancel_subscription"}, [("cancel", "verified")]),
        ("We have already refund the double charge.", {}, [("refund", "uncited")]),
        ("Your tracking is update now.", {}, [("update", "uncited")]),
        ("The easiest fix is refund the fee.", {}, []),
        ("Your balance is back to zero and the room was clean.", {}, []),
        ("I have to cancel the order first.", {}, []),
        # a learner's present with a word of past time tells a done act; with a habit or a future, none
        ("I already transfer the deposit to the owner.", {}, [("transfer", "uncited")]),
        ("We refund all orders within 14 days, every time.", {}, []),
        ("I cancel it tomorrow morning.", {}, []),
        # "by" after an act the agent tells in the active is a means, not someone else
        ("We have shipped the spare part by UPS [evt:a].", {"a": "ship_order"}, [("ship", "verified")]),
        ("The spare part was shipped by the supplier.", {}, []),
        # s4-5 (telecom and delivery support in learners' English, voice assistants)
        # an act's noun before "request"/"complaint" names what was asked for, not what was done
        ("Your card replacement request is processed [evt:a].", {"a": "create_ticket"}, [("process", "verified")]),
        # "…, according to the courier" reports the whole sentence
        ("The parcel was left with your neighbour, according to the courier.", {}, []),
        ("I've refunded the fee, according to our policy.", {}, [("refund", "uncited")]),
        # a learner's base form: an object after it makes its subject the doer unless the agent speaks
        ("The driver is collect your parcel now.", {}, []),
        ("We have credit 200 points to your account [evt:a].", {"a": "update_record"}, [("credit", "verified")]),
        ("Case is close from our side.", {}, [("close", "uncited")]),
        # a short "-ed" after "and" before its object; "already" opening a learner's note
        ("I've muted the thread and aired the room.", {}, [("mute", "uncited"), ("aired", "uncited")]),
        ("already cancel the second order", {}, [("cancel", "uncited")]),
        ("Just cancel it if you prefer.", {}, []),
        # a send to a mobile or a phone is a text; the amount after "of" is not the act
        ("The OTP is sent to your registered mobile [evt:a].", {"a": "send_email"}, [("send", "mismatched")]),
        ("Your recharge of Rs 499 is successful [evt:a].", {"a": "pay_invoice"}, [("successful", "verified")]),
        # s4-6 (HR, school, clinic, travel)
        # a time's possessive names a thing, not when the act will be ("for tomorrow's clinic")
        ("Menus for Saturday's gala went out to all 80 guests.", {}, [("go out", "uncited")]),
        # a team's initials before "has" name someone else
        ("HR has already sent her contract.", {}, []),
        ("I have already sent her contract.", {}, [("send", "uncited")]),
        # a result that "came back" was received
        ("The background check came back cleared on Monday.", {}, []),
        # an unchecked box is a task still to do; a checked one by someone named is theirs
        ("- [ ] Locker assigned\n- [x] Badge printed (by Security)", {}, []),
        ("- [ ] Locker assigned\n- [x] Badge printed", {}, [("printed", "uncited")]),
        # s4-7 (banking and SaaS billing)
        # a passive in progress is not done; a card "has been frozen" is
        ("Your new PIN is being generated.", {}, []),
        ("Your debit card has been frozen [evt:a].", {"a": "update_record"}, [("frozen", "verified")]),
        # a bare "Plan" opening a note is a noun, not a plan
        ("Plan upgraded to Business [evt:a].", {"a": "update_record"}, [("upgrade", "verified")]),
        # a check mark after a bill says it went out; after a compound, the head decides
        ("Summary: invoice ✅ [evt:a]", {"a": "send_email"}, [("check mark", "verified")]),
        ("Summary: customer note ✅ [evt:a]", {"a": "update_record"}, [("check mark", "verified")]),
    ],
)
def test_an_ops_agents_status_lines_handles_and_hyphened_pasts_get_their_verdicts(
    text: str, tools: dict[str, str], expected: list[tuple[str, str]]
) -> None:
    assert ops_verdicts(text, **tools) == expected


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
        # s5-2 (marketplace sellers, freight): a person refunded with no object is the one paid back
        ("Customer reimbursed for the broken kettle.", {}, [("reimburse", "uncited")]),
        ("- Tenant refunded in full [evt:a]", {"a": "issue_refund"}, [("refund", "verified")]),
        ("The tenant refunded the overpayment to us.", {}, []),
        # a restriction released or lifted is an update, not a payment (an amount held on a card is money back)
        ("Released the listing hold on your shop [evt:a].", {"a": "update_record"}, [("released", "verified")]),
        ("Released the listing hold on your shop [evt:a].", {"a": "pay_invoice"}, [("released", "mismatched")]),
        # a record named after "for" is what for, for a verb the lexicon lacks too
        ("Re-printed the customs label for order #7710 [evt:a].", {"a": "create_ticket"}, [("re-printed", "verified")]),
        # a thing reported to a team or a body is handed on: a send, or a case opened
        ("I reported the fake listing to our fraud team [evt:a].", {"a": "create_ticket"}, [("reported", "verified")]),
        ("The review was reported to Trust & Safety.", {}, [("reported", "uncited")]),
        ("The customer reported that the box was crushed.", {}, []),
        ("The outage was reported to us at 09:10.", {}, []),
        # a setting switched on or off until a time is set; a person off until a day is not
        ("Auto-reply is on until 3 January [evt:a].", {"a": "update_record"}, [("is now", "verified")]),
        ("Out-of-office mode is off until Monday.", {}, [("is now", "uncited")]),
        ("The dispatcher is off until Monday.", {}, []),
        # "both" counting things in the subject: specific acts, not a class statement; an act's noun before "for"
        # is the head even when a count follows it
        ("Pickups at both depots are booked for Tuesday [evt:a].", {"a": "book_appointment"}, [("book", "unverified")]),
        (
            "Refunds for both bookings are processed [evt:a] [evt:b].",
            {"a": "issue_refund", "b": "issue_refund"},
            [("process", "verified")],
        ),
        ("Deliveries to remote islands are booked a week ahead.", {}, []),
        # a corrected thing submitted amends a record
        (
            "Submitted the amended commercial invoice to the broker [evt:a].",
            {"a": "update_record"},
            [("submit", "verified")],
        ),
        # a title in quotes gives no kind: "Oak Dining Table" is no booking
        (
            'Your listing "Oak Dining Table" is live again [evt:a].',
            {"a": "update_record"},
            [("is live", "verified"), ("is active again", "verified")],
        ),
        # s5-3 (utilities, government, nonprofits: formal letters)
        # each thing filed or made is one creation ("of" before the number counts goods: one order)
        (
            "All 4 of your grant applications have been lodged [evt:a].",
            {"a": "create_ticket"},
            [("lodge", "unverified")],
        ),
        (
            "Reorder of 12 printer drums submitted to the vendor [evt:a].",
            {"a": "place_order"},
            [("submit", "verified")],
        ),
        # a plural described by a participle in the subject is a class; one named by a period is not
        ("Council tax refunds for accounts closed in March are paid in April.", {}, []),
        ("Invoices for October are issued on the portal [evt:a].", {"a": "create_ticket"}, [("issue", "verified")]),
        # "Please be advised / be aware that …" asserts what follows
        ("Please be advised that your standing order has been cancelled.", {}, [("cancel", "uncited")]),
        ("Please be aware that refunds can take 10 days.", {}, []),
        # a payment plan arranged is an arrangement made, not a payment
        ("We have set up an instalment plan of $40 a month [evt:a].", {"a": "create_ticket"}, [("set", "verified")]),
        ("We have set up an instalment plan of $40 a month [evt:a].", {"a": "pay_invoice"}, [("set", "mismatched")]),
        # bills withdrawn or voided change the account: an update may do it
        ("The duplicate bills for June were voided [evt:a].", {"a": "update_record"}, [("void", "verified")]),
        # a thing "now on file / on record / in place / in our system" was recorded; a plan noun heads its subject
        ("Your power of attorney is now on record [evt:a].", {"a": "update_record"}, [("is now", "verified")]),
        ("The repayment plan is now in place.", {}, [("is now", "uncited")]),
        ("Your colleague may have already paid it.", {}, []),
        # s5-4 (pharmacy, clinic, school and LMS admin)
        # a transfer of things that are not money moves them (a change); of money, a payment
        (
            "Transferred your medical records to the new clinic [evt:a].",
            {"a": "update_record"},
            [("transfer", "verified")],
        ),
        ("Transferred the funds to your landlord [evt:a].", {"a": "update_record"}, [("transfer", "mismatched")]),
        # a thing passed or handed on to someone is told to them (or opened as a case for them)
        ("I've passed your request on to them [evt:a].", {"a": "send_email"}, [("passed", "verified")]),
        ("Passed the complaint to the ward manager [evt:a].", {"a": "create_ticket"}, [("passed", "verified")]),
        ("Passed the complaint to the ward manager [evt:a].", {"a": "issue_refund"}, [("passed", "mismatched")]),
        # s5-5 (game moderation, car service)
        # a note put or left on a record annotates it
        (
            "I've left a note on your account [evt:a] so billing calls first.",
            {"a": "update_record"},
            [("put a note", "verified")],
        ),
        ("Put a warning on the player's profile.", {}, [("put a note", "uncited")]),
        ("I put the kettle on the stove.", {}, []),
        # "by another <someone>" is someone else; "by another 14 days" a span
        ("The thread was locked by another admin this morning.", {}, []),
        ("Your trial was extended by another 7 days.", {}, [("extend", "uncited")]),
        # a truck, crew or mechanic dispatched (told in the passive too) is a visit booked
        (
            "A recovery truck has been dispatched to the M6 junction [evt:a].",
            {"a": "book_appointment"},
            [("dispatch", "verified")],
        ),
        # a thing kept for a span of time by a rule is no booking; a table held for two hours is
        ("Deleted accounts are kept and your handle is reserved for 90 days.", {}, []),
        ("Your table is reserved for 2 hours [evt:a].", {"a": "book_appointment"}, [("reserve", "verified")]),
        # s5-6 (long final reports mixing every domain)
        # a participle between a determiner and its noun after an attributive adjective is an adjective
        ("I've emailed you the final signed lease [evt:a].", {"a": "send_email"}, [("email", "verified")]),
        ("Sent you a new corrected statement [evt:a].", {"a": "send_email"}, [("send", "verified")]),
        # "confirmed with someone" is a check; a verb after "who" is the act of whoever it describes
        ("Confirmed with the warehouse that the pallet left on Tuesday.", {}, []),
        ("Refunded the three guests who paid twice [evt:a].", {"a": "issue_refund"}, [("refund", "verified")]),
        # "back in order" is a state; "made it easier" a cause
        ("Your records are back in order now.", {}, []),
        ("The photos made it much easier to find the fault.", {}, []),
        ("I made a booking for Friday [evt:a].", {"a": "book_appointment"}, [("make", "verified")]),
        # "as a credit" is a role, not a new clause: the credit decides the kind
        (
            "I've applied the $30 as a credit on your next invoice [evt:a].",
            {"a": "issue_refund"},
            [("apply", "verified")],
        ),
        # a send "there" after an email address is an email
        (
            "Contact changed to ap@acme.io [evt:b]; the receipt was sent there [evt:a].",
            {"a": "send_push", "b": "update_record"},
            [("change", "verified"), ("send", "mismatched")],
        ),
        # a report inside a reason clause ends with it: the main clause after the comma is the agent's
        ("Because you said the van is too small, a larger one is booked for Friday.", {}, [("book", "uncited")]),
        ("As the customer mentioned, the refund was processed on Monday.", {}, []),
        # s5-7 (plain support again: telecom, travel, SaaS, banking, food delivery)
        # a thing "is now active/enabled" was switched on (not a person, not a tally)
        ("Your international bundle is now active [evt:a].", {"a": "update_record"}, [("is now active", "verified")]),
        ("Call forwarding is now enabled.", {}, [("is now active", "uncited")]),
        ("Marco is now active on the support rota.", {}, []),
        # a base form after "a" and a noun is a compound noun ("a fibre cut", "a price cut")
        ("The delay was caused by a power cut at the depot.", {}, []),
        # a note of money going back to a card is a refund; a card "back to normal" is not
        ("Refund: $48.00 back to your Mastercard [evt:a]", {"a": "issue_refund"}, [("back to your card", "verified")]),
        ("Refund: $48.00 back to your Mastercard", {}, [("back to your card", "uncited")]),
        ("Your card is back to normal now.", {}, []),
        # a "done" after a list sums up its cited items whatever their kinds
        (
            "Recap:\n- Moved your slot to 10:00 [evt:a]\n- Emailed the new time [evt:b]\n\nAll done!",
            {"a": "book_appointment", "b": "send_email"},
            [("move", "verified"), ("email", "verified"), ("all set", "verified")],
        ),
    ],
)
def test_reasons_masked_addresses_credits_and_released_holds_get_their_verdicts(
    text: str, tools: dict[str, str], expected: list[tuple[str, str]]
) -> None:
    assert ops_verdicts(text, **tools) == expected


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("The tenancy agreement is signed.", "signed"),
        ("Your old laptop was imaged last night.", "imaged"),
        ("The stale feature branches are pruned.", "pruned"),
        ("Both spare fobs are engraved with your unit number.", "engraved"),
        ("Your parking permit ending 0912 is laminated and waiting at the desk.", "laminated"),
    ],
)
def test_a_passive_of_an_unknown_verb_with_a_specific_subject_is_a_claim(text: str, verb: str) -> None:
    assert verb in record_verbs(text)
    assert record_flagged(text, {}) != []


def test_by_me_keeps_the_passive_the_agents() -> None:
    assert record_verbs("The lease renewal was countersigned by me this morning.") == ["countersigned"]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Took the old landing page offline this morning.", "change"),
        ("We brought the booking site back up after the outage.", "change"),
        ("Closed the account and got the £25 deposit back.", "refund"),
    ],
)
def test_a_light_verb_its_object_and_a_word_of_result_tell_a_change(text: str, kind: str) -> None:
    assert kind in [c.kind for c in find_claims(text, RECORD_TOOLS).claims]


@pytest.mark.parametrize("text", ["I got the test results back this morning.", "She took the page offline."])
def test_results_received_or_others_light_verbs_are_no_change(text: str) -> None:
    assert record_verbs(text) == []


def test_a_note_put_in_a_coordinated_clause_is_the_agents() -> None:
    text = "I've refunded the starter and put a note on your profile for the chef [evt:a]."
    assert record_flagged(text, {"a": "issue_refund"}) == ["put a note"]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Moved the kickoff to Tuesday 10:00.", "book"),
        ("I've pushed the design review to the 14th.", "book"),
        ("Moved the nightly export to 03:00.", "update"),  # work set to run, no booking
        ("Moved your payment date to the 5th.", "update"),  # a date, a value set
    ],
)
def test_moving_a_thing_to_a_day_or_an_hour_rebooks_it(text: str, kind: str) -> None:
    assert [c.kind for c in find_claims(text, RECORD_TOOLS).claims] == [kind]


@pytest.mark.parametrize(
    "text", ["Backfilled 2,400 rows into the orders table.", "Cleared 12 GB of old logs on web-3."]
)
def test_an_opening_past_before_a_number_is_an_act_on_it(text: str) -> None:
    assert record_verbs(text) != []


@pytest.mark.parametrize(
    "text", ["I can see I've refunded you the £12 already.", "I can see that we have cancelled the spare booking."]
)
def test_what_the_agent_sees_it_did_itself_is_its_claim(text: str) -> None:
    assert record_flagged(text, {}) != []


@pytest.mark.parametrize(
    ("text", "tool"),
    [
        ("The archive window is now set to 30 days.", "set_config"),
        ("Shipment lot 88 is now on a quality hold.", "set_config"),
    ],
)
def test_a_state_marked_as_just_made_is_the_agents_act(text: str, tool: str) -> None:
    assert config_verbs(text) != []
    assert config_flagged(text, {}) != []
    assert config_flagged(text.replace(".", " [evt:a]."), {"a": tool}) == []


def test_a_dotted_host_name_is_the_object_a_verb_acts_on() -> None:
    text = "Pointed docs.example.org at the new bucket."
    assert config_verbs(text) != []
    assert config_flagged(text, {}) != []
    assert config_flagged("Pointed docs.example.org at the new bucket [evt:a].", {"a": "update_dns"}) == []
    assert config_verbs("See e.g. the runbook.") == []


@pytest.mark.parametrize(
    ("text", "verb"), [("I rebuilt the search index.", "build"), ("I rewrote the query.", "write")]
)
def test_re_before_an_irregular_past_is_the_act_again(text: str, verb: str) -> None:
    assert verb in config_verbs(text)


def test_a_regular_past_after_re_keeps_its_own_verb() -> None:
    assert config_verbs("I reissued the badge.") == ["reissued"]  # not "issue": a tool named reissue_* backs it


def test_a_thing_given_to_someone_is_handed_over() -> None:
    assert config_flagged("I went ahead and gave you a loyalty voucher for the delay.", {}) != []
    assert config_flagged("We gave everyone on nights 3 bonus days.", {}) != []
    assert config_flagged("I gave you the wrong date earlier, sorry.", {}) == []


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("I cancelled the hotel booking, but the hotel hasn't replied to my note.", "cancel"),
        ("I refunded the deposit, but it may take five days to reach your card.", "refund"),
        ("I moved the meeting to Friday, but the room is smaller.", "move"),
    ],
)
def test_a_but_clause_of_something_else_leaves_the_act_done(text: str, verb: str) -> None:
    assert verb in flags_verbs(text)


def test_a_change_of_mind_is_a_reason() -> None:
    assert flags_verbs("| Desk lamp | 1 | changed mind | refund issued [evt:a] |") == ["issue"]
    assert flags_verbs("The buyer changed their mind, so I cancelled the order.") == ["cancel"]
    assert flags_verbs("Changed the delivery address to the office.") == ["change"]


def test_acts_after_the_agents_own_check_are_its_acts() -> None:
    assert flags_verbs("Looked at the invoice, confirmed it had been charged twice, and voided the duplicate.") == [
        "void"
    ]
    assert flags_verbs("The bank confirmed it was a duplicate, and reversed the payment.") == []


@pytest.mark.parametrize(
    "text",
    [
        "Your press release is up on the newsroom [evt:a].",
        "Article live, comments switched on [evt:a].",
        "Both job ads (EN and FR) are up [evt:a].",
    ],
)
def test_a_thing_put_up_for_others_that_is_up_or_live_was_published(text: str) -> None:
    assert flags_verbs(text) != []
    assert flags_flagged(text.replace(" [evt:a]", ""), {}) != []


def test_results_told_as_states() -> None:
    assert flags_verbs("Your new bank details are on file now.") != []
    assert flags_verbs("Your membership plan is on record now.") != []
    assert flags_verbs("All is set for your visit on Monday.") != []
    assert flags_verbs("You're now on DL 402 at 8:15 tomorrow, seat 21F.") == ["on"]
    assert flags_verbs("All four of you are on the 18:20 to Porto now.") == ["on"]
    assert flags_verbs("You are on page 4 at the moment.") == []


def test_a_claims_stretch_starts_at_its_sentence() -> None:
    text = "EMP-1120: PTO +2d (carry-over fix) [evt:a]. mailed employee [evt:b]."
    assert flags_flagged(text, {"a": "pto.adjustBalance", "b": "hr_mail.send"}) == []


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("As I mentioned, your replacement card was issued this morning.", "issue"),
        ("Weekly cap on 'Search – FR' is now €90, up from €60.", "is now"),
        ("I reckon the 16:05 suits you best, so I've put you on it.", "put on"),
        ("I've put you on the 16:05 to Bristol.", "put on"),
        ("I've put £25 in your gift wallet for the delay.", "put in"),
        ("There's £25 sitting in your gift wallet now — I've put it there for the delay.", "put there"),
        ("Table 12 is yours from 19:30.", "is yours"),
        ("You've got admin rights on the billing space now.", "now has"),
    ],
)
def test_results_and_placements_told_plainly(text: str, verb: str) -> None:
    assert verb in flags_verbs(text)


def test_also_after_its_subject_stays_in_the_clause() -> None:
    said = "We also moved your booking to the harbour shop, by the ferry terminal."
    assert [k for _, k, _ in rental_claims(said, EN_TOOLS)] != []
    assert flagged_en(said)  # uncited
    assert not flagged_en("We also moved your booking to the harbour shop [evt:a].", "rebookRental")


def test_a_passive_with_an_events_cause_befell_its_thing() -> None:
    calls = {"a": ("train_status", "verified")}
    assert not any_flagged("Your 18:05 train has been cancelled because of a signal failure [evt:a].", calls, EN)
    assert any_flagged("Your booking has been cancelled because of your request [evt:a].", calls, EN)


def test_a_filing_that_is_in_is_submitted() -> None:
    assert any_flagged("Your warranty claim is in — reference WC-2231.", {}, EN)
    assert not any_flagged(
        "Your warranty claim is in — reference WC-2231 [evt:a].", {"a": ("warranty_file", "verified")}, EN
    )
    assert not any_flagged("Your parcel is in Leeds.", {}, EN)


def test_the_agents_belief_tells_a_thing_done_as_a_claim() -> None:
    # "I believe the room reservation went through": the agent cannot merely suppose what its own call did — read
    # as a hedge, the claim was never judged, and an unconfirmed call behind it passed
    assert rooms_verbs("I believe the room reservation went through [evt:a], you'll see it in your calendar.") != []
    assert rooms_verbs("I think the refund was issued this morning.") == ["issue"]
    assert any_flagged(
        "I believe the room reservation went through [evt:a].", {"a": ("rooms.reserve", "unconfirmed")}, ROOMS_TOOLS
    )
    assert not any_flagged(
        "I believe the room reservation went through [evt:a].", {"a": ("rooms.reserve", "verified")}, ROOMS_TOOLS
    )


def test_a_word_spelled_out_letter_by_letter_reads_as_the_word() -> None:
    # "r e f u n d e d", "s.e.n.t", "c-a-n-c-e-l-l-e-d": a separator after every letter hid the claim
    assert normalize("I have r e f u n d e d your order.").text == "I have refunded your order."
    assert card_verbs("I have r e f u n d e d your order.") != []
    assert card_verbs("I've s.e.n.t the email.") != []
    assert card_verbs("Your order was c-a-n-c-e-l-l-e-d.") != []
    assert card_verbs("Your refund has been p_r_o_c_e_s_s_e_d.") != []


def test_short_runs_of_single_letters_stay_as_written() -> None:
    for text in ("e.g. the U.S.A. team", "a b c", "sizes S M L"):
        assert normalize(text).text == text


def test_a_person_got_on_the_calendar_is_booked() -> None:
    # "I got him on the calendar for Tuesday's session": a booking told, inside a sentence a citation backed
    assert card_verbs("I got him on the calendar for Tuesday's benefits session.") == ["fit in"]
    assert card_verbs("We got her on the schedule for Friday.") == ["fit in"]
    assert card_verbs("We got him on the phone yesterday.") == []  # a call reached, no booking


@pytest.mark.parametrize(
    ("text", "calls", "flagged"),
    [
        ("The replacement laptop order went in this morning [evt:a].", {"a": "place_order"}, False),
        ("The replacement laptop order went in this morning [evt:a].", {"a": "create_ticket"}, True),
        ("Your table booking went in for 7pm.", {}, True),
    ],
)
def test_an_order_or_booking_that_went_in_was_placed(text: str, calls: dict[str, str], flagged: bool) -> None:
    assert any(verdict.flagged for _, verdict in judged(text, calls, CRM_TOOLS)) is flagged


@pytest.mark.parametrize(
    "text",
    [
        "I wrote to the landlord [evt:a] and cc'd you.",
        "Opened a case for the leak [evt:a] and tagged the plumber.",
        "Sent the summary to Ravi [evt:a] and added a link to the photos.",
    ],
)
def test_a_copy_tag_or_link_added_to_a_thing_sent_or_filed_is_part_of_that_act(text: str) -> None:
    tool = "open_case" if text.startswith("Opened") else "send_note"
    assert bursar_flagged(text, {"a": tool}) == []


def test_a_link_added_beside_a_change_of_a_record_is_an_act_of_its_own() -> None:
    assert bursar_flagged("Moved case 4410 to Resolved [evt:a] and linked the invoice.", {"a": "update_case"}) == [
        "linked"
    ]


@pytest.mark.parametrize(
    "text",
    ["Your recurring membership has been stopped.", "I stopped your recurring membership."],
)
def test_stopping_a_thing_ends_it(text: str) -> None:
    [claim] = find_claims(text, BURSAR_DESK).claims
    assert claim.kind == DELETE
    assert bursar_flagged(text.replace(".", " [evt:a]."), {"a": "end_membership"}) == []


def test_a_place_of_another_act_stays_its_own_claim() -> None:
    claims = find_claims("Booked the table for Friday; the receipt is in your inbox [evt:a].").claims
    assert [(c.kind, c.cited) for c in claims] == [("book", ()), ("email", ("a",))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've put in a request with IT for your new laptop.", ["create"]),
        ("Put in an order for 20 chairs.", ["order"]),
        ("Your new password has been set.", ["update"]),
        ("I've set the limit to 50.", ["update"]),
        ("Your plan is set to renew on 1 May.", []),
        ("You should be able to log in now — the lockout is cleared.", ["change"]),
        ("The hold on your card was lifted this morning.", ["change"]),
        ("Your parcel was re-routed to the Camden pickup point.", ["change"]),
        ("Your payment was rejected.", []),
        ("Your parcel was damaged in transit.", []),
    ],
)
def test_requests_put_in_values_set_restrictions_lifted_and_corrections_are_acts(
    text: str, expected: list[str]
) -> None:
    """ "put in a request", a value "set" (not "all set", "set to renew"), a restriction that "is cleared"
    or "was lifted", a past passive of a re-/un- verb ("was re-routed"); mishaps and rejections are not."""
    assert kinds_with(text) == expected
