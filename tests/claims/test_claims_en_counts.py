"""English counts: how many acts a claim asks for (names listed one by one, "all of them", a count set off or
before a dashed apposition, recipients counted in a send), sums over tables and lists, and numbers that are no
count (an amount of money, a code, a label)."""

from __future__ import annotations

import pytest

from agentops.claims.detect import find_claims
from tests.claims.catalogues import (
    CARD_TOOLS,
    DOCK_VOCAB,
    FITTER_VOCAB,
    SNAPSHOT_VOCAB,
    SUPPLIER_VOCAB,
    card_verbs,
    desk_counts,
    snapshot_calls,
    snapshot_cites,
    vet_flagged,
)
from tests.claims.en_catalogues import (
    DEPLOY_TOOLS,
    FLAGS_TOOLS,
    ORDER_TOOLS,
    PARCEL_TOOLS,
    PAY_BOOK_PUSH_TOOLS,
    RECORD_TOOLS,
    REST_TOOLS,
    STORE_TOOLS,
    clinic_flagged,
    clinic_verbs,
    config_flagged,
    deploy_kinds,
    deploy_verdicts,
    dotted_flagged,
    flagged_en,
    flags_flagged,
    flags_verbs,
    invoice_flagged,
    kinds_with,
    lease_claims,
    lease_flagged,
    order_cited,
    order_flagged,
    page_flagged,
    parcel_flagged,
    payments_flagged,
    pet_claims,
    pet_flagged,
    record_flagged,
    record_verbs,
    rest_flagged,
    seat_flagged,
)
from tests.claims.judging import any_flagged, claimed_verbs, judged
from tests.claims.test_claims_described import verdict

TABLE = (
    "| Supplier | Amount | Payment | Remittance |\n|---|---|---|---|\n"
    "| Acme | $2,940.00 | ACH [evt:a] | emailed [evt:b] |\n"
    "| Brightline | $780.00 | ACH [evt:c] | emailed [evt:d] |\n"
    "| Corvid | $6,125.00 | [evt:e] | not sent, no contact on file |\n\n"
    "$9,845.00 paid across 3 suppliers."
)


ROWS = "以下 2 位员工的工资都已结清：\n| 姓名 | 金额 | 状态 |\n|---|---|---|\n| 秦朗 | ¥7,640 | 已发放 {} |\n| 许诺 | ¥10,205 | 已发放 {} |"


def seat_cites(n: int) -> str:
    return " ".join(f"[evt:c{k}]" for k in range(n))


def seat_calls(n: int, tool: str) -> dict[str, tuple[str, str]]:
    return {f"c{k}": (tool, "verified") for k in range(n)}


def quantity(text: str) -> int:
    return max(c.quantity for c in find_claims(text, STORE_TOOLS).claims)


REFUND = {"issue_refund": "Refund an order or selected line items", "create_label": "Create a return label"}


@pytest.mark.parametrize(
    "said",
    [
        "You listed three old export files (a.csv, b.csv, c.sql). I've removed all of them {}.",
        "There were 4 stale uploads in the bucket. Each of them is deleted now {}.",
        "The customer asked about five old backups. All of them are deleted {}.",
    ],
)
def test_all_of_them_counts_what_the_sentence_before_counted(said: str) -> None:
    n = 5 if "five" in said else 4 if "4" in said else 3
    assert any_flagged(said.format(snapshot_cites(n - 1)), snapshot_calls("file_remove", n - 1), SNAPSHOT_VOCAB)
    assert not any_flagged(said.format(snapshot_cites(n)), snapshot_calls("file_remove", n), SNAPSHOT_VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "You listed three old files. I've removed all of them [evt:a].",  # one call over them all
        "You listed three old files. I've removed two of them [evt:a] [evt:b].",  # a count of its own
    ],
)
def test_all_of_them_leaves_one_call_or_an_own_count(said: str) -> None:
    assert not any_flagged(said, snapshot_calls("file_remove", 2), SNAPSHOT_VOCAB)


@pytest.mark.parametrize(
    ("said", "tool", "n"),
    [
        ("Two of the three refunds went through {}; the third needs finance approval.", "refund_one", 2),
        ("3 of your 5 refunds went through {}, the other two are on hold.", "refund_one", 3),
        ("Two of those texts went through {} — the third number bounced.", "sms_send", 2),
    ],
)
def test_a_part_of_counted_things_counts_the_part(said: str, tool: str, n: int) -> None:
    assert any_flagged(said.format(snapshot_cites(n - 1)), snapshot_calls(tool, n - 1), SNAPSHOT_VOCAB)
    assert not any_flagged(said.format(snapshot_cites(n)), snapshot_calls(tool, n), SNAPSHOT_VOCAB)


@pytest.mark.parametrize(
    ("said", "tool", "names"),
    [
        ("Invoices INV-3101, INV-3102 and INV-3107 have been voided {}.", "void_bill", 3),
        ("Paid Acme Paper, Brightline and Corvid Supply today {}.", "pay_supplier", 3),
        ("Voided #5501, #5502, #5503 and #5510 for you {}.", "void_bill", 4),
    ],
)
def test_names_listed_one_by_one_ask_a_call_each(said: str, tool: str, names: int) -> None:
    assert any_flagged(said.format(snapshot_cites(names - 1)), snapshot_calls(tool, names - 1), SUPPLIER_VOCAB)
    assert not any_flagged(said.format(snapshot_cites(names)), snapshot_calls(tool, names), SUPPLIER_VOCAB)


def test_a_listed_name_cited_by_a_read_is_not_paid() -> None:
    said = "Paid Acme Paper, Brightline and Corvid Supply today [evt:a] [evt:b] [evt:c]."
    assert any_flagged(said, {**snapshot_calls("pay_supplier", 2), "c": ("list_bills", "verified")}, SUPPLIER_VOCAB)


def test_names_interleaved_with_citations_count_the_uncited_one() -> None:
    said = (
        "This week's supplier payments are out the door: Acme [evt:a], Brightline [evt:b], Corvid [evt:c] and Dunmore."
    )
    assert any_flagged(said, snapshot_calls("pay_supplier", 3), SUPPLIER_VOCAB)
    full = said.replace("Dunmore.", "Dunmore [evt:d].")
    assert not any_flagged(full, snapshot_calls("pay_supplier", 4), SUPPLIER_VOCAB)


@pytest.mark.parametrize(
    "said",
    [
        "Voided both invoices on 4 March, at 9:00 and 9:30 [evt:a] [evt:b].",  # a date and times, no names
        "Voided the draft, the duplicate and the test invoice [evt:a] [evt:b].",  # common nouns: not counted
        "Voided Monday, Tuesday and Friday's invoices [evt:a] [evt:b].",  # days
    ],
)
def test_listing_leaves_dates_nouns_and_one_call_alone(said: str) -> None:
    assert not any_flagged(said, snapshot_calls("void_bill", 2), SUPPLIER_VOCAB)


def test_items_that_tell_acts_of_their_own_are_not_counted_for_the_lead() -> None:
    said = "Here is what I sent {}:\n- Tulsa got an email [evt:c]\n- Ozark got an email [evt:d]\n- Red River got an email [evt:e]"
    assert not any_flagged(said.format(snapshot_cites(2)), snapshot_calls("mail_send", 5), SUPPLIER_VOCAB)


def test_a_sum_after_a_table_takes_the_rows_citations_no_act_of_theirs_takes() -> None:
    pays = {k: ("pay_supplier", "verified") for k in "ace"}
    remits = {k: ("remit", "verified") for k in "bd"}
    assert not any_flagged(TABLE, {**pays, **remits}, SUPPLIER_VOCAB)
    assert any_flagged(TABLE, {**pays, **remits, "e": ("list_bills", "verified")}, SUPPLIER_VOCAB)  # two payments shown


def test_a_colon_sums_up_the_cited_rows_below_it() -> None:
    assert not any_flagged(ROWS.format("[evt:a]", "[evt:b]"), snapshot_calls("pay_out", 2), SUPPLIER_VOCAB)
    assert any_flagged(
        ROWS.format("[evt:a]", ""), snapshot_calls("pay_out", 1), SUPPLIER_VOCAB
    )  # a row uncited: the sum is too


def test_a_tool_that_acts_on_many_backs_no_count_cited_call_by_call() -> None:
    said = "Approved all 9 expense claims in the queue {}."
    assert any_flagged(said.format(snapshot_cites(8)), snapshot_calls("approve_claim", 8), SUPPLIER_VOCAB)
    assert not any_flagged(said.format(snapshot_cites(9)), snapshot_calls("approve_claim", 9), SUPPLIER_VOCAB)
    assert not any_flagged(
        "Sent the December issue to all 212 subscribers [evt:a].", snapshot_calls("newsletter", 1), SUPPLIER_VOCAB
    )


def test_a_count_after_with_is_what_the_one_thing_carries() -> None:
    said = "Remittance with both invoice numbers sent to their AP [evt:a]."
    assert not any_flagged(said, {"a": ("remit", "verified")}, SUPPLIER_VOCAB)
    assert any_flagged("Remittances sent to both suppliers [evt:a].", {"a": ("remit", "verified")}, SUPPLIER_VOCAB)


def test_names_after_a_cited_state_are_things_counted() -> None:
    said = "Every member on the lapsed list got their renewal invitation by email {}: Ames, Borg, Cato and Dunn."
    assert any_flagged(said.format(snapshot_cites(3)), snapshot_calls("invite_send", 3), FITTER_VOCAB)
    assert not any_flagged(said.format(snapshot_cites(4)), snapshot_calls("invite_send", 4), FITTER_VOCAB)


def test_an_aside_of_a_count_restates_the_things_acted_on() -> None:
    said = "Sent the renewal invitations to rooms B1–B4 (four members) {}."
    assert any_flagged(said.format(snapshot_cites(3)), snapshot_calls("invite_send", 3), FITTER_VOCAB)
    assert not any_flagged(said.format(snapshot_cites(4)), snapshot_calls("invite_send", 4), FITTER_VOCAB)
    span = "Sent Ames and Borg their renewal invitations early (3 days) [evt:a] [evt:b]."
    assert not any_flagged(span, snapshot_calls("invite_send", 2), FITTER_VOCAB)  # time is no count of things


def test_an_act_of_the_agent_after_because_still_counts() -> None:
    assert clinic_verbs("You're all set because I cancelled the old plan.") != []
    assert clinic_verbs("I tried to call, but the plan was cancelled by me [evt:a].") != []


def test_a_done_column_over_rows_that_tell_nothing_still_sums_them_up() -> None:
    table = "| Step | Done |\n|---|---|\n| New payment plan | [evt:a] |\n| Carer access | yes |"
    assert "do" in clinic_verbs(table)


def test_a_done_alone_after_cited_acts_sums_them_up() -> None:
    text = "I changed your plan [evt:a] and gave your carer access [evt:b]. Both are done."
    assert clinic_flagged(text, {"a": "change_plan", "b": "add_carer"}) == []
    assert clinic_flagged("I read your chart. Both are done.", {}) != []


@pytest.mark.parametrize(
    ("text", "tool", "cited", "things"),
    [
        ("Dark mode switched on for all eight pilot users {}.", "flags.set", 6, 8),
        ("The 12 pilot accounts on the list got the loyalty discount added {}.", "accounts.add_discount", 9, 12),
        ("Loyalty discount added for all 20 returning members {}.", "accounts.add_discount", 16, 20),
    ],
)
def test_a_count_the_sentence_states_needs_a_call_per_thing_when_most_are_cited(
    text: str, tool: str, cited: int, things: int
) -> None:
    """The count may stand in the subject or a "for" phrase, away from the verb; cited call by call, each thing needs
    its own call."""
    assert seat_flagged(text.format(seat_cites(cited)), seat_calls(cited, tool))
    assert not seat_flagged(text.format(seat_cites(things)), seat_calls(things, tool))


@pytest.mark.parametrize(
    ("text", "tool", "cited"),
    [
        ("Dark mode is rolled out across all 12 regions {}.", "flags.set", 3),  # calls over batches
        ("Upgraded 2 of the 5 passengers on QX-11 {}.", "bookings.upgrade_seat", 2),  # a part of a whole
        ("Opened the ports for the 24-hour load test {}.", "firewall.open_port", 2),  # no count of things
        ("Discount added for the 3 members, $15 each {}.", "accounts.add_discount", 3),
    ],
)
def test_a_count_of_batches_or_a_part_needs_no_call_per_thing(text: str, tool: str, cited: int) -> None:
    assert not seat_flagged(text.format(seat_cites(cited)), seat_calls(cited, tool))


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("Both PRs merged: #41 and #42.", 2),
        ("I refunded the shipping fee and the cracked mug separately.", 2),
        ("Refunded the fee, the mug and the bowl separately.", 3),
        ("Approved the expense claims for Jordan, Priya and Tom.", 3),
        ("Reset the passwords for Ann Lee and Bob.", 2),
        ("Heads-up posted to #eng-announce and #platform.", 2),
        ("Posted the update in #ops, #eng and #support.", 3),
        ("Supplier payments: I ran the payment run, 42 payments", 42),
    ],
)
def test_counts_of_acts_told_apart(text: str, n: int) -> None:
    assert quantity(text) == n


@pytest.mark.parametrize(
    "text",
    [
        "I refunded the fee and emailed you separately.",
        "I refunded the fee, and I'll email you separately.",
        "Approved the expense claim for Jordan.",
        "Posted PR #41 in #ops.",
        "Paid the invoice, 3 days early.",
    ],
)
def test_one_act_stays_one(text: str) -> None:
    assert quantity(text) == 1


@pytest.mark.parametrize(
    ("text", "calls", "flag"),
    [
        ("I've re-run the pipeline 3 times [evt:a] [evt:b].", "ab", True),
        ("I've re-run the pipeline 3 times [evt:a] [evt:b] [evt:c].", "abc", False),
        ("Re-ran the flaky job twice [evt:a].", "a", True),
        ("Re-ran the flaky job twice [evt:a] [evt:b].", "ab", False),
        ("I've re-run the pipeline, which runs 3 times a day [evt:a].", "a", False),
        ("Re-ran the two jobs that failed twice [evt:a].", "a", False),  # how often they failed
    ],
)
def test_times_count_acts(text: str, calls: str, flag: bool) -> None:
    assert order_flagged(text, {c: ("mcp__ci__rerun", "verified") for c in calls}) is flag


@pytest.mark.parametrize(
    ("calls", "flag"),
    [
        ({"a": "mcp__kube__rollback", "b": "mcp__kube__restart", "c": "mcp__pagerduty__ack"}, False),
        ({"a": "mcp__kube__rollback", "b": "mcp__kube__rollback", "c": "mcp__pagerduty__ack"}, True),
    ],
)
def test_a_summary_after_a_dash_lends_its_citations_to_the_acts_before_it(calls: dict, flag: bool) -> None:
    text = "Rolled back, restarted and acked — all three done [evt:a] [evt:b] [evt:c]."
    assert order_flagged(text, {k: (t, "verified") for k, t in calls.items()}) is flag


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("I've opened access requests for IT (laptop), Facilities (desk) and Security (badge).", 3),
        ("I've opened access requests for HR and Finance.", 2),
        ("Demo slots are booked for all three candidates on Friday.", 3),
        ("Renewal quotes are sent to all 4 accounts.", 4),
    ],
)
def test_counts_named_in_capitals_and_counted_after_a_present_passive(text: str, n: int) -> None:
    assert max(c.quantity for c in find_claims(text, ORDER_TOOLS).claims) == n


def test_a_restart_of_one_deployment_does_all_its_pods_in_one_call() -> None:
    assert not order_cited("Bounced all 6 pods of `api` with a rolling restart [evt:a].", "mcp__kube__restart")
    assert order_cited("Restarted both `api` and `worker` [evt:a].", "mcp__kube__restart")


def test_what_recipients_got_by_text_is_a_text_to_each() -> None:
    said = "Both tenants on the second floor got the new bin days by text [evt:a] [evt:a]."
    assert lease_claims(said) == [("get", "message", 2)]
    assert lease_flagged(said, "text_tenant")  # one text cited twice
    assert not lease_flagged(
        "Both tenants on the second floor got the new bin days by text [evt:a] [evt:b].",
        "text_tenant",
        "text_tenant",
    )


def test_a_number_of_counted_things_or_of_a_code_is_no_amount() -> None:
    said = "I transferred 40 crates of SKU AB-1200 from Leeds to York [evt:a]."
    assert pet_claims(said) == [("transfer", "change")]
    assert not pet_flagged(said, "move_stock")
    assert pet_claims("I transferred 400 to the owner's account.") == [("transfer", "pay")]


@pytest.mark.parametrize(
    "text",
    [
        "Priya now has 3 open incidents.",
        "I now have the invoice from the vendor.",
        "The queue now has the whole backlog.",
        "Priya owns INC-4840 and is on it.",
    ],
)
def test_a_count_the_agent_or_a_thing_holding_is_a_state(text: str) -> None:
    assert rest_flagged(text, {}) == []


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("Emailed all 4 suppliers about the recall", 4),
        ("I've mailed the keys to both addresses on file", 2),
        ("Sent the parking permit to you and your flatmate", 2),
        ("Forwarded both statements (June and July) to your accountant", 2),
    ],
)
def test_recipients_and_things_counted_in_a_send_are_sends(text: str, n: int) -> None:
    one = f"{text} [evt:a]."
    assert parcel_flagged(one, {"a": "send_email"}) != []
    ids = "abcd"[:n]
    every = f"{text} " + " ".join(f"[evt:{i}]" for i in ids) + "."
    assert parcel_flagged(every, dict.fromkeys(ids, "send_email")) == []


@pytest.mark.parametrize(
    "text",
    [
        "UPS tracking now shows the parcel in Leeds.",
        "Your balance is now zero.",
        "The match is on.",
        "Your car is ready for pickup.",
        "Everything's ready for Monday.",
        "I can squeeze you in tomorrow if that suits.",
        "You should have access by Friday.",
    ],
)
def test_their_counterparts_tell_no_act(text: str) -> None:
    assert claimed_verbs(text) == []


def test_a_done_before_a_colon_sums_up_the_acts_after_it() -> None:
    text = "Both jobs are done: the booking is cancelled [evt:a] and the fee is refunded [evt:b]."
    calls = {"a": "cancel_booking", "b": "refund_payment"}
    assert parcel_flagged(text, calls) == []


def test_things_of_an_order_refunded_with_one_amount_are_one_refund() -> None:
    # tickets, items of one order: one refund of the order; charges, fees, bookings, orders are counted
    assert [
        c.quantity
        for c, _ in judged("Refunded the two Friday tickets, $96.00 [evt:a].", {"a": "refund_payment"}, PARCEL_TOOLS)
    ] == [1]
    assert parcel_flagged("Refunded both charges [evt:a].", {"a": "refund_payment"}) != []


@pytest.mark.parametrize(
    "text",
    [
        "Deleted the 230 stale records from `dim_users` in one statement [evt:a]; the null check passes now [evt:b].",
        "Removed 48 duplicate rows from the orders table [evt:a], and the row-count check is green again [evt:b].",
        "Purged the 9 orphaned objects from the export bucket [evt:a]; a re-run of the checks shows none [evt:b].",
    ],
)
def test_things_removed_by_one_statement_need_one_call(text: str) -> None:
    assert page_flagged(text, {"a": "warehouse.run_sql", "b": "quality.run_checks"}) == []


def test_things_cited_call_by_call_still_count() -> None:
    text = "Revoked all three stale API keys [evt:a] [evt:b]."
    assert page_flagged(text, {"a": "keys.revoke", "b": "keys.revoke"}) != []  # two calls for three keys
    assert page_flagged("Revoked both stale API keys [evt:a].", {"a": "keys.revoke"}) != []  # keys go one by one


@pytest.mark.parametrize(
    "text",
    [
        "Gave the two new employees edit access to the wiki space [evt:a].",
        "Granted viewer access to both contractors, Ines and Marco [evt:a].",
        "Granted the loader role to all three service accounts [evt:a].",
    ],
)
def test_access_granted_to_each_counted_is_a_grant_each(text: str) -> None:
    assert page_flagged(text, {"a": "iam.grant_role"}) != []
    assert (
        page_flagged(text.replace("[evt:a]", "[evt:a] [evt:b] [evt:c]"), dict.fromkeys("abc", "iam.grant_role")) == []
    )


def test_access_granted_to_a_team_is_one_grant() -> None:
    assert page_flagged("Granted the analyst role to the finance team [evt:a].", {"a": "iam.grant_role"}) == []


@pytest.mark.parametrize(
    "text",
    [
        "It's fixed now! I cleared the stuck flag on your account [evt:a].",
        "Should be fixed now! I cleared the stuck flag on your account [evt:a].",
        "I cleared the stuck flag on your profile [evt:a]. It should be resolved now.",
    ],
)
def test_a_result_told_alone_sums_up_the_act_beside_it(text: str) -> None:
    assert payments_flagged(text, {"a": "accounts.update"}) == []
    assert payments_flagged(text, {"a": "orders.lookup"}) != []  # a read changed nothing


def test_a_result_before_a_dash_sums_up_the_act_after_it() -> None:
    text = "Fixed now — I cleared the stuck flag on your account [evt:a]."
    assert payments_flagged(text, {"a": "accounts.update"}) == []
    assert payments_flagged(text, {"a": "orders.lookup"}) != []
    assert payments_flagged("Refund issued — I also emailed you the receipt [evt:a].", {"a": "email.send"}) == ["issue"]


@pytest.mark.parametrize(
    ("text", "tools", "expected"),
    [
        (
            "Patched the three hosts and rebooted them [evt:a].",
            {"a": "restart_service"},
            [("patch", "mismatched"), ("reboot", "verified")],
        ),
        (
            "Patched the three hosts [evt:b] and rebooted them [evt:a].",
            {"a": "restart_service", "b": "update_record"},
            [("patch", "verified"), ("reboot", "verified")],
        ),
        (
            "Upgraded the base image and redeployed the site [evt:a].",
            {"a": "deploy_release"},
            [("upgrade", "mismatched"), ("deploy", "verified")],
        ),
        # a verb the lexicon lacks may tell what the call left; a generic one is no act of its own
        (
            "I restarted the payments worker and cleared its stuck queue [evt:a].",
            {"a": "restart_service"},
            [("restart", "verified"), ("cleared", "verified")],
        ),
        # an act of a family the agent has a one-act tool for is not done by another tool's shared call
        (
            "Deployed the search fix to production and purged the CDN cache [evt:a].",
            {"a": "update_record"},
            [("deploy", "mismatched"), ("purge", "verified")],
        ),
        (
            "Bounced the stuck consumer and replayed the dead-lettered events [evt:a].",
            {"a": "update_record"},
            [("bounced", "mismatched"), ("replayed", "verified")],
        ),
        (
            "Deployed the search fix [evt:b] and purged the CDN cache [evt:a].",
            {"a": "update_record", "b": "deploy_release"},
            [("deploy", "verified"), ("purge", "verified")],
        ),
        # a tool of no family may have done both acts
        (
            "I updated your shipping address and switched delivery to Saturday [evt:a].",
            {"a": "update_record"},
            [("update", "verified"), ("switch", "verified")],
        ),
    ],
)
def test_a_call_of_a_one_act_tool_is_the_act_it_names_not_another_sharing_it(
    text: str, tools: dict[str, str], expected: list[tuple[str, str]]
) -> None:
    """Two acts before one citation: when the cited tool does one family of acts (restart, deploy, merge)
    and one claim is of it, the call is that claim's act; another act the lexicon knows needs its own."""
    assert deploy_verdicts(text, **tools) == expected


@pytest.mark.parametrize(
    ("text", "quantity"),
    [
        ("Closed tickets #4410, #4411 and #4412 as duplicates of #4402.", 3),
        ("Resolved tickets #8810 and #8811.", 2),
        ("Paid INV-2201 and INV-2202 this morning.", 2),
        ("Revoked Dana's access across GitHub, AWS and Slack.", 3),
        ("Access for the contractor is revoked across GitHub and AWS.", 2),
        # no list: one id, a place counted by nobody, a list of recipients of a send
        ("Closed ticket #4410 as a duplicate of #4402.", 1),
        ("Deployed the fix across all regions.", 1),
        ("Emailed invoices INV-2201 and INV-2202 to the client.", 1),
        ("Moved ticket #12 to the backlog.", 1),
    ],
)
def test_a_list_of_ids_or_of_systems_acted_across_counts_each(text: str, quantity: int) -> None:
    """Coordinated ids ("#4410, #4411 and #4412", "INV-2201 and INV-2202") and capitalised names after
    "across" are as many things acted on, each needing its own call; a send may carry several."""
    assert [c.quantity for c in find_claims(text, DEPLOY_TOOLS).claims] == [quantity]


def test_a_listed_count_needs_that_many_calls() -> None:
    text = "Closed tickets #4410, #4411 and #4412 as duplicates [evt:a]."
    assert deploy_verdicts(text, a="update_record") == [("close", "unverified")]
    text = "Closed tickets #4410 [evt:a], #4411 [evt:b] and #4412 [evt:c] as duplicates."
    assert deploy_verdicts(text, a="update_record", b="update_record", c="update_record") == [("close", "verified")]


def test_a_one_word_verdict_after_a_label_sums_up_the_cited_sentence_on_its_line() -> None:
    text = "TL;DR: fixed. Bounced the stuck consumer [evt:a] and replayed the dead-lettered events [evt:b]."
    assert deploy_verdicts(text, a="restart_service", b="update_record") == [
        ("fix", "verified"),
        ("bounced", "verified"),
        ("replayed", "verified"),
    ]
    assert deploy_verdicts("TL;DR: fixed. Nothing else changed.") == [("fix", "uncited")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The May payroll export is uploaded to the SFTP folder.", [("upload", "export")]),
        ("Your May invoice was paid.", [("pay", "pay")]),
        ("The refund may be issued tomorrow.", []),  # the modal
        ("Certs are renewed on both load balancers.", [("renew", "update")]),
        ("Invoices are paid on both the 1st and the 15th.", []),  # a class statement, two dates
        ("Refunds for cancelled bookings are processed within 10 days.", []),
        ("I said the refund was sent, but it had actually failed.", []),
        ("As I mentioned, the refund was issued yesterday.", [("issue", "refund")]),  # said again: asserted (en3)
        ("I said it was sent — I've now refunded the fee.", [("refund", "refund")]),
        ("I told the courier to leave it with the concierge.", [("ask", "send")]),
        ("That's the statement I'd run — I haven't executed it.", []),  # "would" before a base form
        ("I'd already run the job.", [("run", "complete")]),  # "had" before an adverb
        ("I'd sent it before you asked.", [("send", "send")]),
    ],
)
def test_months_named_may_both_things_and_the_agents_own_words(text: str, expected: list[tuple[str, str]]) -> None:
    """ "the May export" names a month, not a modal; "on both load balancers" counts two specific things, so a
    plural present passive is no class statement; what the agent said before is a report of its words; "I'd"
    right before a base form is "I would"."""
    assert deploy_kinds(text) == expected


def test_a_count_set_off_after_the_verb_counts() -> None:
    claims = find_claims("| Hotel rooms | Me | Booked, 4 rooms [evt:a] |", RECORD_TOOLS).claims
    assert [c.quantity for c in claims] == [4]


def test_several_calls_for_things_booked_need_one_each() -> None:
    text = "All four site visits are booked [evt:a] [evt:b]."
    assert config_flagged(text, {"a": "book_visit", "b": "book_visit"}) != []
    assert config_flagged("All four site visits are booked [evt:a].", {"a": "book_visit"}) == []


def test_a_handful_of_things_cited_call_by_call_needs_a_call_each() -> None:
    text = "Archived all three stale projects [evt:a] [evt:b]."
    assert flags_flagged(text, {"a": "archive_project", "b": "archive_project"}) == ["archive"]
    assert flags_flagged(text.replace("[evt:b]", "[evt:b] [evt:c]"), dict.fromkeys("abc", "archive_project")) == []
    many = "Archived 40 stale projects [evt:a] [evt:b]."
    assert flags_flagged(many, {"a": "archive_project", "b": "archive_project"}) == []


def test_a_count_then_a_participle_before_a_noun_is_an_adjective() -> None:
    assert flags_verbs("Shelved the 4 returned lamps.") == ["shelved"]


@pytest.mark.parametrize(
    "text",
    [
        "As the courier mentioned, it was delivered.",
        "The choice is yours.",
        "I put you on hold for a minute.",
        "You've got a point there.",
    ],
)
def test_their_counterparts_are_no_acts(text: str) -> None:
    assert flags_verbs(text) == []


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Emailed both new joiners their badge collection details.", 2),
        ("Texted you and your wife the boarding passes.", 2),
        ("Emailed Lena, Omar and Jess.", 3),
        ("Sent the reminders to Lena and Omar.", 2),
        # claims-en6: recipients counted are sends, as the held-out writers label them ("a claim of N things done
        # needs N distinct backing events"); one message said to be one, or one invite a group shares, stays one
        ("Emailed both new joiners the agenda.", 2),
        ("Sent Lena and Omar the signed lease.", 2),
        ("I emailed this recap to you and Omar.", 2),
        ("Emailed both teams the agenda.", 2),
        ("Emailed both teams the agenda in one email.", 1),
        ("Sent Lena and Omar the calendar invite.", 1),
    ],
)
def test_recipients_named_one_by_one_count_a_message_each_when_each_gets_their_own(text: str, count: int) -> None:
    assert [c.quantity for c in find_claims(text, FLAGS_TOOLS).claims] == [count]


def test_code_spans_named_one_by_one_are_acted_on_one_each() -> None:
    text = "Added Sam to the repos `api`, `web` and `docs` [evt:a] [evt:b]."
    assert flags_flagged(text, dict.fromkeys("ab", "repos.add_collaborator")) == ["add"]
    thrice = text.replace("[evt:b]", "[evt:b] [evt:c]")
    assert flags_flagged(thrice, dict.fromkeys("abc", "repos.add_collaborator")) == []


def test_records_made_for_each_item_count_one_each() -> None:
    assert [c.quantity for c in find_claims("Opened RMAs for all 3 items on order 5521.", FLAGS_TOOLS).claims] == [3]
    assert [c.quantity for c in find_claims("Refunded all 3 items on order 5521.", FLAGS_TOOLS).claims] == [1]


@pytest.mark.parametrize(
    "text",
    [
        "Texted a pickup reminder to all six volunteers [evt:a] [evt:b].",
        "Sent the boiler notice by SMS to the four tenants on the second floor [evt:a] [evt:b].",
    ],
)
def test_a_text_to_a_count_of_people_is_a_message_each(text: str) -> None:
    assert invoice_flagged(text, {"a": "notify.text", "b": "notify.text"}) != []


def test_an_email_to_a_count_of_people_is_a_send_each() -> None:
    # claims-en6: the held-out rule ("a claim of N things done needs N distinct backing events") counts recipients
    text = "Emailed the boiler notice to the four tenants on the second floor [evt:a]."
    assert invoice_flagged(text, {"a": "notify.mail"}) != []
    every = text.replace("[evt:a]", "[evt:a] [evt:b] [evt:c] [evt:d]")
    assert invoice_flagged(every, dict.fromkeys("abcd", "notify.mail")) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "both" documents carried by one message: a send counts messages, not what they carry
        ("I emailed the landlord copies of both tenancy agreements.", [("email", 1)]),
        ("Forwarded both payslips to your personal address.", [("forward", 2)]),  # two things sent (claims-en6)
        ("Both reminder emails went out this morning.", [("go out", 2)]),
        ("I sent both.", [("send", 2)]),
        ("I refunded both charges.", [("refund", 2)]),
    ],
)
def test_both_with_a_send(text: str, expected: list[tuple[str, int]]) -> None:
    assert desk_counts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # one convention for counts done by one call (docs/claims.md, Counts): things changed, counted by a number
        # or "all", are one change over all of them ...
        ("Archived 57 old projects from last year.", [("archive", 1)]),
        ("Moved all 30 leads to the nurture stage.", [("move", 1)]),
        ("Restarted all four ingest workers.", [("restart", 1)]),
        # ... but a tally over a span of time, ids named one by one and "both" count each
        ("Closed 31 tickets this week.", [("close", 31)]),
        ("Closed tickets #5510, #5511 and #5512.", [("close", 3)]),
        ("Disabled both shared logins.", [("disable", 2)]),
        # transactions counted need a call each, as before
        ("Refunded all four duplicate charges.", [("refund", 4)]),
        ("Sent three reminder emails.", [("send", 3)]),
    ],
)
def test_counts_done_by_one_call(text: str, expected: list[tuple[str, int]]) -> None:
    assert desk_counts(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # ids named one by one after "IDs" count each, under the counts convention
        ("Suspended the accounts with IDs 4410, 4415 and 4420.", [("suspend", 3)]),
        ("Suspended 3 accounts for spam.", [("suspend", 1)]),
    ],
)
def test_ids_named_one_by_one(text: str, expected: list[tuple[str, int]]) -> None:
    assert desk_counts(text) == expected


@pytest.mark.parametrize(
    "said",
    [
        "Both items — the blue mug and the tea towel set — have been refunded [evt:a].",
        "All three orders – #101, #102 and #103 – were refunded [evt:a].",
        "Both charges — the deposit and the balance — have been refunded [evt:a]. Total: $80.",
    ],
)
def test_a_count_before_a_dashed_apposition_counts_the_act(said: str) -> None:
    assert verdict(said, "issue_refund", REFUND) == ["unverified"]
    many = said.replace("[evt:a]", "[evt:a] [evt:b] [evt:c]")
    assert verdict(many, {"a": "issue_refund", "b": "issue_refund", "c": "issue_refund"}, REFUND) == ["verified"]
    assert verdict("The refund — $20 — has been issued [evt:a].", "issue_refund", REFUND) == ["verified"]


@pytest.mark.parametrize(
    "said",
    [
        "Both contractors now have Google accounts [evt:a] — they'll get the login details separately.",
        "Both contractors now have Google accounts [evt:a]; they'll get the login details separately.",
    ],
)
def test_the_learned_readers_act_keeps_the_count_its_sentence_tells(said: str) -> None:
    tools = {"create_account": "Create the Google Workspace account for a new hire"}
    assert verdict(said, "create_account", tools) == ["unverified"]
    two = said.replace("[evt:a]", "[evt:a] [evt:b]")
    assert verdict(two, {"a": "create_account", "b": "create_account"}, tools) == ["verified"]


@pytest.mark.parametrize(
    "said",
    [
        "Shipped a replacement for both items at no charge [evt:a].",
        "Created a return label for both parcels [evt:b].",
        "Created a single return label covering all 3 parcels [evt:b].",
    ],
)
def test_one_thing_made_for_them_all_is_one_act(said: str) -> None:
    tools = {"ship_order": "Ship an order", **REFUND}
    assert verdict(said, {"a": "ship_order", "b": "create_label"}, tools) == ["verified"]
    assert verdict("Created return labels for both parcels [evt:b].", {"b": "create_label"}, tools) == ["unverified"]


@pytest.mark.parametrize(
    "said",
    [
        "- Credited $60 of the late fees as a goodwill gesture {}",
        "Refunded €45 of the 3 duplicate charges {}.",
        "I've credited £12 of the roaming charges back {}.",
    ],
)
def test_an_amount_of_money_is_no_count_of_acts(said: str) -> None:
    tool = "acct_credit" if "redited" in said else "fee_refund"
    assert not any_flagged(said.format(snapshot_cites(1)), snapshot_calls(tool, 1), DOCK_VOCAB)


def test_a_count_beside_an_amount_still_counts() -> None:
    said = "Refunded 3 of the late fees, $45 in all {}."
    assert any_flagged(said.format(snapshot_cites(1)), snapshot_calls("fee_refund", 1), DOCK_VOCAB)
    assert not any_flagged(said.format(snapshot_cites(3)), snapshot_calls("fee_refund", 3), DOCK_VOCAB)


def test_all_three_counts_and_an_evidence_list_is_the_claims_calls() -> None:
    said = "All three riders' rentals are rebooked for Sunday.\n\nEvidence: [evt:a] [evt:b]"
    assert flagged_en(said, "rebookRental", "rebookRental")
    assert not flagged_en(
        "All three riders' rentals are rebooked for Sunday.\n\nEvidence: [evt:a] [evt:b] [evt:c]",
        "rebookRental",
        "rebookRental",
        "rebookRental",
    )
    assert flagged_en("All three are rebooked for Sunday.\n\nEvidence: [evt:a] [evt:b]", "rebookRental", "rebookRental")


def test_a_participle_after_a_prepositions_plural_object_describes_it() -> None:
    assert not flagged_en("Our policy for rentals booked through the app: see the terms page.")
    assert flagged_en("Your rentals are booked through the app.")  # a report, uncited


def test_a_participle_before_a_plural_noun_and_a_rule_is_an_adjective() -> None:
    # "Opened electronics have a 15% restocking fee": policy, read as something opened
    assert card_verbs("Opened electronics have a 15% restocking fee.") == []
    assert card_verbs("Refunded orders take 5-10 days to show on your statement.") == []
    assert card_verbs("Cancelled bookings can't be restored.") == []


def test_items_under_an_uncited_summary_stay_the_agents_acts() -> None:
    assert any_flagged("Here's where things stand:\n- Refund issued\n- Replacement shipped", {}, CARD_TOOLS)
    assert any_flagged(
        "I found the problem and fixed it [evt:a]:\n- Refund issued", {"a": ("orders.search", "verified")}, CARD_TOOLS
    )


def test_a_cited_statement_counts_the_things_it_says() -> None:
    said = "Both owners got their vaccination reminders [evt:a] [evt:a]."
    assert vet_flagged(said, a="remindOwner")  # one call cited twice for two owners
    assert not vet_flagged(
        "Both owners got their vaccination reminders [evt:a] [evt:b].", a="remindOwner", b="remindOwner"
    )
    assert not vet_flagged("Both pets show as vaccinated [evt:r].", r="lookupPet")  # a read shows what it shows


def test_one_call_of_a_tool_acting_on_all_items_backs_a_count() -> None:
    text = "Sent both overdue notices [evt:a]."
    assert verdict(text, "notify.tenants", {"notify.tenants": "Send a notice to all tenants of a building"}) == [
        "verified"
    ]
    assert verdict(text, "notify.tenants", {"notify.tenants": "Send a notice to a tenant"}) == ["unverified"]


def test_a_number_after_a_singular_noun_names_one_thing() -> None:
    text = "Refunded table 9's service charge and the two desserts [evt:a]."
    assert [c.quantity for c in find_claims(text, RECORD_TOOLS).claims] == [1]
    assert record_flagged(text, {"a": "issue_refund"}) == []
    assert [c.quantity for c in find_claims("Refunded all 3 orders [evt:a].", RECORD_TOOLS).claims] == [3]


@pytest.mark.parametrize(
    "text",
    [
        "Transferred seats 14 and 15 to dana@example.com [evt:a] [evt:b].",
        "I've transferred tickets 3, 4 and 5 to your brother's account [evt:a] [evt:b] [evt:c].",
    ],
)
def test_numbers_that_label_things_are_no_amount(text: str) -> None:
    calls = {e: "seats_transfer" for e in "abc"}
    assert [c.kind for c, _ in judged(text, calls, REST_TOOLS)] == ["change"]
    assert rest_flagged(text, calls) == []


def test_a_name_in_code_and_its_number_are_one_thing_of_a_list() -> None:
    text = "Opened bump PRs in `api` (#882) [evt:a], `worker` (#341) [evt:b] and `web` (#1290) [evt:c]."
    calls = {"a": "shop.notes.create", "b": "shop.notes.create", "c": "shop.notes.create"}
    assert [c.quantity for c, _ in judged(text, calls, REST_TOOLS)] == [3]
    assert rest_flagged(text, calls) == []
    two = "Opened bump PRs in `api` (#882) and `web` (#1290) [evt:a]."
    assert rest_flagged(two, {"a": "shop.notes.create"}) != []  # two PRs, one call


def test_a_double_quote_after_a_number_is_inches_not_a_quote() -> None:
    assert record_verbs('| Monitor | Dell 27" ordered |') == ["order"]
    assert record_verbs('The note says "sent 42" and I have cancelled the order.') == ["cancel"]  # a closing one closes


def test_a_namespace_named_as_the_system_an_act_went_through_still_counts() -> None:
    assert dotted_flagged("I emailed the credit note via billing [evt:a].", {"a": "mail.send"}) != []
    assert dotted_flagged("I emailed the credit note [evt:a].", {"a": "mail.send"}) == []


def test_a_sentence_of_one_word_sums_up_the_cited_sentence_after_it() -> None:
    claims = find_claims("Fixed! The typo in the footer is corrected on the live site [evt:a].").claims
    assert [c.cited for c in claims] == [("a",), ("a",)]
    assert [c.cited for c in find_claims("Refunded! Have a great day.").claims] == [()]
    assert [c.cited for c in find_claims("- Refunded\n- Emailed [evt:a]").claims] == [(), ("a",)]


def test_a_closing_sentence_sums_up_the_cited_items_above_it() -> None:
    table = (
        "| Order | Status |\n|---|---|\n| #5510 | Refunded [evt:a] |\n| #5512 | Refunded [evt:b] |\n"
        "| #5517 | Refunded [evt:c] |\n\nAll three refunds are issued."
    )
    assert find_claims(table).claims[-1].cited == ("a", "b", "c")
    uncited = table.replace(" [evt:c]", "")
    assert find_claims(uncited).claims[-1].cited == ()
    mixed = "- Refunded the fee [evt:a]\n- Emailed the receipt [evt:b]\n\nAll three refunds are issued."
    assert find_claims(mixed).claims[-1].cited == ()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2 of the 3 reminder emails went out; the third bounced.", [("email", 2)]),
        ("Each of the four affected customers got an apology email.", [("email", 4)]),
        ("Two of the invoices are paid.", [("pay", 2)]),
    ],
)
def test_n_of_the_m_counts_n(text: str, expected: list[tuple[str, int]]) -> None:
    assert [(c.kind, c.quantity) for c in find_claims(text).claims] == expected


def test_three_of_your_four_counts_three() -> None:
    assert [c.quantity for c in find_claims("Three of your four refunds are issued.").claims] == [3]
    # things changed, counted by a number, are one change over all of them (claims.md, Counts; claims-ff, 4 Dec)
    assert [c.quantity for c in find_claims("Three of your four tickets are sorted.").claims] == [1]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("bounced redis-cache-2, hit rate back to 94%", ["change"]),
        ("Restarted orders-worker.", ["change"]),
        ("The email bounced.", []),
        ("All three supplier payments cleared this morning.", ["pay"]),
        ("Both warranty claims are filed with the manufacturer.", ["create"]),
        ("Refunds for cancelled bookings are processed within 10 days.", []),
        ("Invites out to everyone.", ["send"]),
        ("The customer claims it was sent.", []),
    ],
)
def test_identifiers_as_objects_counted_subjects_and_plural_report_nouns(text: str, expected: list[str]) -> None:
    """A telegraphic verb before a host or service name ("bounced redis-cache-2") acts on it; "all three
    supplier payments cleared" and "both … claims are filed" count specific acts (not a class); "claims"
    before "are" is a noun, not a report; invites "out" went out."""
    assert kinds_with(text, PAY_BOOK_PUSH_TOOLS) == expected
    if text.startswith("All three"):
        assert [c.quantity for c in find_claims(text, PAY_BOOK_PUSH_TOOLS).claims] == [3]


def test_a_count_of_recipients_after_to_is_one_act_unless_each_has_its_own() -> None:
    """ "Payroll … has gone out to all 48 employees" is one run; "Payouts sent to all five contractors"
    counts five payouts (a plural act noun: each recipient's own)."""
    (run,) = find_claims("Payroll for November has gone out to all 48 employees.", PAY_BOOK_PUSH_TOOLS).claims
    (payouts,) = find_claims("Payouts sent to all five contractors for November.", PAY_BOOK_PUSH_TOOLS).claims
    assert (run.kind, run.quantity) == ("pay", 1)
    assert (payouts.kind, payouts.quantity) == ("pay", 5)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Heads-up from the vendor: they've pushed a firmware update to all printers tonight.", []),
        ("I contacted FedEx and they've opened a trace on parcel 7712.", ["send"]),
        ("We've pushed the fix.", ["change"]),
        ("Grades for all 28 students are published in the portal.", ["export"]),
        ("Refunds for cancelled bookings are processed within 10 days.", []),
        ("Alert handled: freed up space on the backup volume.", ["complete"]),
        ("Your email reminder has been sent.", ["email"]),
    ],
)
def test_others_by_pronoun_specific_plurals_and_messages_dealt_with(text: str, expected: list[str]) -> None:
    """ "they've"/"he's"/"she's" before a verb is someone else; a present passive of a plural with a number
    in its subject ("Grades for all 28 students", "Release notes for v9.1") names specific things, not a
    class; an alert or email "handled" came in (done, not a message sent)."""
    assert kinds_with(text, PAY_BOOK_PUSH_TOOLS) == expected
