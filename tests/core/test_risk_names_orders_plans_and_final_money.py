"""Risk by name: orders created, plans subscribed, renewed or upgraded, stored value topped up, money
records made final (void, finalize, settle, redeem, donate), whole accounts or workspaces archived, people's data
anonymised, acts on all of something, mass sends and crypto moved — each beside the reads and low-risk writes that
share its words (``create_draft_order``, ``subscribe_to_resource``, ``recharge_battery``, ``archive_email``,
``anonymize_text``), as Shopify, WooCommerce, Stripe, Alpaca, Mailchimp, Twilio, Linear, GitHub, Presidio, AWS SNS,
Microsoft Graph and wallet MCP servers and SDKs name them.

Written before the rule was changed (a held-out table for it); the counts before and after are in
docs/plugging-in.md."""

from __future__ import annotations

import pytest

from agentops.core.gate import risk_of
from agentops.core.protocol import Risk, is_high_risk_name, write_verb

#: Acts an approver must see: money committed, something made final, many at once
HIGH = [
    # orders created (an order is a purchase committed)
    "create_order", "orders.create", "createOrder", "CreateOrder", "create_sales_order", "shopify_create_order",
    "woocommerce_create_order", "create_limit_order", "create_market_order", "mcp__alpaca__create_order",
    # plans subscribed, renewed, upgraded (billed from now on)
    "subscribe", "subscribe_to_plan", "subscribeToPlan", "subscribe_customer_to_plan", "renew_subscription",
    "renewMembership", "renew_domain", "upgrade_plan", "upgrade_subscription", "upgradeToPro",
    "activate_subscription", "start_subscription",
    # stored value loaded
    "top_up_wallet", "topUpWallet", "topup_balance", "wallet_topup", "top_up", "recharge_account",
    "recharge_mobile", "recharge_wallet", "reload_gift_card", "reload_card",
    # money records made final
    "void_invoice", "voidInvoice", "void_transaction", "finalize_invoice", "settle_invoice", "settle_balance",
    "redeem_points", "redeem_gift_card", "redeem_voucher", "donate", "make_donation",
    # whole accounts, workspaces, projects archived; all of something
    "archive_all", "archiveAll", "archive_all_emails", "archive_account", "archive_workspace",
    "archive_organization", "archive_project", "archive_repository", "linear_archive_project", "archive_tenant",
    # people's data anonymised or shredded for good
    "anonymize_user", "anonymize_customer_data", "anonymizeContact", "shred_document", "expunge_records",
    # many at once
    "disable_all_users", "suspend_all_accounts", "approve_all_requests", "update_all_prices", "notify_all_users",
    # all of something invited, posted to, reset or voided (ungated until qa-agents9)
    "invite_all", "invite_everyone", "inviteAllUsers", "post_to_all", "post_to_all_channels", "reset_all",
    "reset_all_passwords", "void_all", "void_all_invoices",
    # everyone messaged or paged, a customer billed, a balance zeroed, a user removed (ungated until fix-agents9)
    "dm_all", "dmAllUsers", "ping_all", "ping_everyone", "bill_customer", "billCustomer", "zero_balance",
    "zero_wallet", "deluser", "userdel", "delete_group",
    # everything merged or tagged at once, a balance overwritten (ungated until gate10)
    "merge_all", "merge_all_prs", "mergeAllPullRequests", "tag_all", "tag_all_images", "set_balance",
    "setWalletBalance", "set_account_balance",
    # the balance still what is set past a phrase of whom or to what, an order cancelled or made named noun first
    # (ungated until gate11)
    "set_balance_to_zero", "set_balance_for_user", "create_order_for_customer", "order_cancel", "orderCancel", "order",
    # shut out of an account, as deactivate_account (found from outside, docs/qa: D4: disable_account ran ungated)
    "disable_account", "disableAccount", "suspend_account", "suspend_user", "disable_customer",
    "send_newsletter", "send_campaign", "campaigns.send", "broadcast_message", "broadcastSms",
    # crypto moved
    "swap_tokens", "stake_eth", "bridge_tokens", "unstake_tokens",
]  # fmt: skip

#: Reads and low-risk writes sharing those words: no approver
LOW = [
    # one invited, posted, reset; many updated by a filter the arguments give (the gate reads them)
    "invite_user", "post_comment", "post_message", "reset_password", "reset_filters", "update_many", "insert_many",
    "get_all_invites", "list_all_posts",
    # one messaged or pinged, a bill read, padding with zeros
    "dm_user", "ping_host", "ping", "bill_summary", "get_bill", "billing_history", "zero_pad", "get_balance",
    # one merged or tagged, a setting set
    "merge_pr", "merge_branch", "tag_release", "tag_user", "list_all_tags", "set_limit", "set_name", "set_status",
    # an alert about a balance set, an order edited noun first (Shopify's orderUpdate): held until gate11
    "set_balance_alert", "setBalanceAlert", "set_low_balance_alert", "set_balance_threshold", "order_update",
    "orderUpdate", "draftOrderCreate",
    # orders read, drafted, annotated
    "list_orders", "orders.list", "getOrder", "get_order_by_id", "create_draft_order", "add_order_note",
    "create_order_note", "order_lookup", "search_orders", "get_order_fulfillment",
    # subscriptions to events and resources, plans read
    "subscribe_to_resource", "resources_subscribe", "subscribe_to_channel", "subscribe_topic", "sns.subscribe",
    "subscribeToEvents", "subscribe_webhook", "unsubscribe_from_list", "subscribe_to_newsletter", "get_subscription",
    "subscription_status", "list_plans", "compare_plans", "preview_upgrade", "upgrade_packages", "upgrade_cluster",
    "upgrade_node_pool", "renew_lease", "renew_token", "renew_certificate", "activate_user", "start_workflow",
    # wallets read; recharge and reload that move no money
    "get_wallet_balance", "wallet_topup_history", "get_topup_status", "list_top_ups", "top_up_options",
    "recharge_battery", "reload_page", "reload_config", "reload_nginx",
    # money records read
    "get_invoice", "invoice_pdf", "finalize_build", "redeem_invite_code", "donation_history", "list_donations",
    # one item archived (reversible), archives read
    "archive_message", "archive_conversation", "archive_issue", "archive_thread", "archiveChannel", "archive_note",
    "archive_card", "unarchive_repository", "list_archived_projects", "get_archive",
    # text anonymised (a transform of the text given), one notification
    "anonymize_text", "deanonymize_text", "notify_user", "approve_pull_request", "update_price",
    "disable_notifications", "disable_feature_flag", "suspend_job", "disable_webhook",
    "send_campaign_preview", "campaigns.list", "list_broadcasts", "get_campaign_report",
    # swaps and stakes read
    "get_swap_quote", "estimate_swap", "list_staking_rewards", "get_stake_balance",
]  # fmt: skip


def test_the_table_is_large_enough_to_measure():
    assert len(set(HIGH)) == len(HIGH) >= 60
    assert len(set(LOW)) == len(LOW) >= 60
    assert not set(HIGH) & set(LOW)


@pytest.mark.parametrize("name", HIGH)
def test_an_act_that_commits_money_or_is_final_or_bulk_waits_for_a_human(name):
    assert is_high_risk_name(name), name
    assert risk_of(name, "low", trusted=False) is Risk.HIGH


@pytest.mark.parametrize("name", LOW)
def test_a_read_or_a_low_risk_write_sharing_their_words_needs_no_approver(name):
    assert not is_high_risk_name(name), name


@pytest.mark.parametrize("name", HIGH)
def test_each_act_is_a_write(name):
    """Claimed as a read, it would be replayed in doubt: the server refuses it (``write_named_read``)."""
    assert write_verb(name) is not None, name
