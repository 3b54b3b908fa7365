"""Risk by name measured on a table (``agentops.core.protocol.is_high_risk_name``): tool names as MCP servers,
Stripe, GitHub, Slack, Jira, Kubernetes and the AWS SDKs spell them, each a read or a low-risk write that must run
without an approver, or a delete / pay / bulk act that must wait for one (SPEC "Manual gate").

The counts before and after the rule for orders, accounts and stores emptied are in docs/plugging-in.md."""

from __future__ import annotations

import pytest

from agentops.core.gate import risk_of
from agentops.core.protocol import Risk, is_high_risk_name, write_verb

#: Reads and low-risk writes: no human needed
LOW = [
    # the GitHub MCP server
    "get_file_contents", "search_repositories", "list_issues", "get_issue", "list_pull_requests", "get_pull_request",
    "get_pull_request_files", "get_pull_request_status", "get_pull_request_comments", "list_commits", "search_code",
    "search_issues", "get_me", "list_branches", "get_commit", "list_tags", "list_notifications",
    "list_workflow_runs", "get_job_logs", "list_code_scanning_alerts", "create_issue", "add_issue_comment",
    "update_issue", "create_pull_request", "create_branch", "push_files", "create_or_update_file", "fork_repository",
    "close_issue", "close_pull_request", "cancel_workflow_run",
    # Slack
    "slack_list_channels", "slack_post_message", "slack_reply_to_thread", "slack_add_reaction",
    "slack_get_channel_history", "slack_get_thread_replies", "slack_get_users", "conversations.history",
    "conversations.list", "chat.postMessage", "users.info", "reactions.add", "files.upload",
    # Jira
    "jira_get_issue", "jira_search", "jira_create_issue", "jira_update_issue", "jira_transition_issue",
    "jira_add_comment", "jira_get_transitions", "jira_get_worklog", "jira_get_sprint_issues", "jira_close_ticket",
    # Kubernetes
    "list_pods", "describe_pod", "get_pod_logs", "list_deployments", "scale_deployment", "list_namespaces",
    "get_events", "kubectl_get", "kubectl_describe", "kubectl_logs", "rollout_status", "port_forward",
    # AWS SDK operations and boto3 methods
    "DescribeInstances", "ListBuckets", "GetObject", "ListObjectsV2", "HeadObject", "DescribeDBInstances",
    "GetCallerIdentity", "ListFunctions", "InvokeFunction", "DescribeStacks", "GetMetricData", "GetCostAndUsage",
    "DescribeVolumes", "GetBucketPolicy", "PutItem", "ec2.describe_instances", "s3.list_objects",
    "StartInstances", "CreateSnapshot",
    # Stripe's MCP server and API
    "list_customers", "create_customer", "list_products", "create_product", "list_prices", "create_price",
    "create_payment_link", "list_invoices", "create_invoice", "retrieve_balance", "list_payment_intents",
    "list_subscriptions", "update_subscription", "list_coupons", "create_coupon", "list_disputes",
    "search_documentation", "list_charges", "payment_status", "refund_status", "payout_schedule",
    "list_payment_methods", "attach_payment_method", "balance_transactions.list", "refund_policy",
    # commerce and money reads
    "purchase_history", "get_order", "list_removed_items", "close_price", "order_status", "check_out_status",
    "order_history", "order_details", "purchase_order_status", "get_cart", "view_cart", "add_to_cart",
    "apply_coupon", "get_shipping_rates", "track_shipment", "product_search", "compare_prices",
    "stock_close_price", "checkout_status", "transfer_history", "wire_transfer_status", "charge_details",
    "payout_summary", "sell_price", "withdrawal_limits", "payroll_report", "pay_stub", "account_balance",
    "list_transactions", "get_exchange_rate", "orderbook", "get_orderbook", "bulk_export_status",
    "batch_job_status", "mass_email_report", "get_cancellation_status", "empty_cart",
    # support, calendars, mail
    "transfer_ticket", "transferCall", "transfer_chat_to_agent", "escalate_ticket", "assign_ticket",
    "reopen_ticket", "cancel_job", "cancel_build", "book_appointment", "book_meeting_room", "schedule_meeting",
    "send_email", "send_slack_message", "create_calendar_event", "archive_email", "archive_channel",
    "mark_as_read", "reset_password", "reset_filters", "clear_cache", "clear_selection", "clear_input",
    "clear_all_filters", "format_date", "format_currency", "send_invoice", "send_payment_reminder",
    # browsers, files, memory, version control
    "browser_navigate", "browser_click", "browser_type", "browser_snapshot", "browser_close", "browser_tab_close",
    "browser_press_key", "browser_file_upload", "close_tab", "read_file", "read_multiple_files", "write_file",
    "edit_file", "create_directory", "list_directory", "directory_tree", "move_file", "search_files",
    "get_file_info", "create_entities", "add_observations", "read_graph", "search_nodes", "read_query",
    "list_tables", "describe_table", "git_status", "git_diff", "git_commit", "git_add", "git_log", "git_reset",
    "git_checkout", "checkout_branch", "fetch", "brave_web_search", "get_current_time",
]  # fmt: skip

#: Delete / pay / bulk acts: an approver decides
HIGH = [
    # data, accounts and resources destroyed or removed
    "delete_file", "delete_repository", "delete_branch", "delete_customer", "deleteUser", "remove_customer",
    "remove_user", "remove_member_from_org", "removeItem", "users.remove", "terminate_instance",
    "TerminateInstances", "ec2.terminate_instances", "terminate_cluster", "deprovision_server", "deprovision_user",
    "decommission_host", "decommission_node", "uninstall_app", "uninstall_package", "deregister_instance",
    "unregister_webhook", "drop_table", "drop_database", "purge_queue", "truncate_table", "wipe_device",
    "erase_disk", "destroy_stack", "DeleteBucket", "DeleteObject", "delete_pod", "kubectl_delete",
    "DeleteDBInstance", "delete_entities", "chat.delete", "delete_history", "revoke_access", "revoke_token",
    "revoke_api_key", "RevokeSecurityGroupIngress", "close_account", "close_bank_account", "closeAccount",
    "closeaccount", "close_position", "close_all_positions", "deactivate_account", "deactivate_user",
    "cancel_subscription", "cancelSubscription", "subscriptions.cancel", "cancel_order", "cancel_membership",
    "empty_trash", "emptytrash", "empty_recycle_bin", "clear_database", "reset_database", "reset_db",
    "clear_all_data", "clear_browser_history", "flush_database", "format_disk", "factory_reset_device",
    # money moved or committed
    "purchase_item", "purchase_items", "purchaseTicket", "create_purchase", "purchases.create", "place_order",
    "placeOrder", "submit_order", "submitOrder", "confirm_order", "order_supplies", "order_pizza", "checkout",
    "checkout_cart", "checkoutCart", "buy_now", "buy_stock", "sell_stock", "sell_shares", "place_trade",
    "place_bet", "submit_bid", "book_flight", "book_hotel", "book_hotel_room", "pay_invoice", "payInvoice",
    "pay_bill", "send_money", "send_payment", "send_crypto", "send_eth", "send_transaction", "transfer_funds",
    "wire_money", "create_refund", "refund_payment", "charge_card", "create_charge", "create_payout",
    "payouts.create", "create_payment_intent", "mcp__stripe__create_refund", "withdraw_funds", "remit_payment",
    "run_payroll", "transfer_ticket_and_pay",
    # many at once
    "bulk_delete", "bulk_update_users", "batch_send_emails", "mass_email", "delete_all_messages", "bulk_archive",
    "send_bulk_sms", "mass_delete",
]  # fmt: skip


def test_the_table_is_large_enough_to_measure():
    assert len(set(LOW)) == len(LOW) >= 150
    assert len(set(HIGH)) == len(HIGH) >= 100


@pytest.mark.parametrize("name", HIGH)
def test_a_delete_pay_or_bulk_act_waits_for_a_human_even_declared_low(name):
    """Found from outside: ``purchase_item``, ``place_order``, ``remove_customer``, ``close_account`` and
    ``terminate_instance`` declared ``risk: "low"`` ran without an approver."""
    assert is_high_risk_name(name)
    assert risk_of(name, "low", trusted=False) is Risk.HIGH


@pytest.mark.parametrize("name", LOW)
def test_a_read_or_a_low_risk_write_needs_no_approver(name):
    assert not is_high_risk_name(name)
    assert risk_of(name, None, trusted=False) is Risk.LOW


@pytest.mark.parametrize(("name", "verb"), [("order_supplies", "order"), ("empty_trash", "empty"),
                                            ("terminate_instance", "terminate"), ("checkout", "checkout")])  # fmt: skip
def test_a_new_high_risk_name_is_a_write_whatever_its_verb(name, verb):
    """Claimed as a read, an in-doubt order would be replayed: the server refuses it (``write_named_read``)."""
    assert write_verb(name) == verb


@pytest.mark.parametrize("name", ["payment_status", "payroll_report", "order_status", "batch_job_status"])
def test_a_name_about_a_payment_or_an_order_may_be_claimed_as_a_read(name):
    assert write_verb(name) is None


@pytest.mark.parametrize("name", ["refund_history", "close_price", "purchase_order_status", "wire_transfer_status",
                                  "charge_limit", "pay_stub", "deposit_methods", "withdrawLimit"])  # fmt: skip
def test_a_name_about_a_record_of_money_moved_may_be_claimed_as_a_read(name):
    """Found from outside (gate-names): declared ``effect: read``, these were 422 ``write_named_read``."""
    assert write_verb(name) is None and not is_high_risk_name(name)


@pytest.mark.parametrize(("name", "verb"), [("update_status", "update"), ("set_limit", "set"),
                                            ("refund_payment", "refund"), ("wipe_refund_history", "refund"),
                                            ("schedule_reminder", "schedule"), ("send_payment_reminder", "send")])  # fmt: skip
def test_a_verb_that_is_no_record_still_writes_before_an_about_word(name, verb):
    assert write_verb(name) == verb
