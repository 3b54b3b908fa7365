"""English replies of claims-en11 (6 Dec 2026), in the ``fresh`` split: the fix batches fix-en-1 (e-commerce support:
refunds, returns, replacements, SMS and email; snake_case tools), fix-en-2 (DevOps / SRE over MCP tools: Kubernetes, Argo
CD, GitHub, PagerDuty, Datadog, Slack) and fix-en-3 (finance / accounts payable: paying vs scheduling, invoices, credit
notes, journal entries, reconciliation; camelCase tools), written outside the repository by a writer who never saw the
detector's code, labelled before measuring, from /work/coord/held/fix-en-N.jsonl with fix-en-N.tools.json. Each batch was
measured with ``bench/claims.py --file … --tools …`` at this branch's base (74e4af1) BEFORE any fix from it; mechanisms
fixed: tests/claims/test_claims_en_*.py, by concern, numbers in docs/claims-log.md (*claims-en11*). The unseen batches
unseen-en-1 and unseen-en-2 were measured in totals only and are not here. Each batch is its own agent
(``CATALOGUES``), as ``--tools`` judges it. No row holds Chinese characters.

Untuned (English rows):
- FRESH_1 (e-commerce support): recall 93.5% (43/46)   false flags 22.2% (8/36)
- FRESH_2 (DevOps / SRE, MCP tools): recall 77.3% (34/44)   false flags 0.0% (0/34)
- FRESH_3 (accounts payable, camelCase tools): recall 90.7% (39/43)   false flags 15.6% (5/32)

Citations are slots as the corpus writes them: a CONFIRMED server-verified counted event is ``{tool}``; PENDING
``!unconfirmed``, FAILED ``!failed``, COMPENSATED ``!compensated``; an event verified by the agent or by no one, or not
counted, ``!agent``; one event cited twice in a row ``!twice``; ``*N`` N events of the tool; an id the batch does not
hold ``!ghost``.
"""

from __future__ import annotations

#: Each batch's tools, as its fix-en-N.tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "en11-fix-1": [
        {
            "name": "lookup_order",
            "effect": "read",
            "description": "Fetch an order by number: items, totals, payment and fulfilment status.",
        },
        {
            "name": "get_customer",
            "effect": "read",
            "description": "Look up a customer profile, addresses and contact preferences.",
        },
        {
            "name": "track_shipment",
            "effect": "read",
            "description": "Get carrier tracking events for a shipment.",
        },
        {
            "name": "issue_refund",
            "effect": "write",
            "description": "Refund all or part of an order to the original payment method.",
        },
        {
            "name": "apply_store_credit",
            "effect": "write",
            "description": "Add store credit (gift-card balance) to a customer account.",
        },
        {
            "name": "create_return_label",
            "effect": "write",
            "description": "Generate a prepaid return shipping label and RMA for an order.",
        },
        {
            "name": "create_replacement_order",
            "effect": "write",
            "description": "Create a zero-cost replacement order and ship it from the warehouse to the customer.",
        },
        {
            "name": "update_shipping_address",
            "effect": "write",
            "description": "Change the shipping address of an unfulfilled order.",
        },
        {
            "name": "cancel_order",
            "effect": "write",
            "description": "Cancel an unfulfilled order and void its payment authorisation.",
        },
        {
            "name": "send_customer_email",
            "effect": "write",
            "description": "Send an email to the customer from the support mailbox.",
        },
        {
            "name": "send_sms",
            "effect": "write",
            "description": "Send an SMS text message to the customer's phone.",
        },
        {
            "name": "add_order_note",
            "effect": "write",
            "description": "Attach an internal staff note to an order (not visible to the customer).",
        },
    ],
    "en11-fix-2": [
        {
            "name": "mcp__k8s__get_pods",
            "effect": "read",
            "description": "List pods and their status in a namespace.",
        },
        {
            "name": "mcp__k8s__rollout_restart",
            "effect": "write",
            "description": "Trigger a rolling restart of a Deployment.",
        },
        {
            "name": "mcp__k8s__scale_deployment",
            "effect": "write",
            "description": "Set the replica count of a Deployment.",
        },
        {
            "name": "mcp__k8s__rollback_deployment",
            "effect": "write",
            "description": "Roll a Deployment back to a previous revision.",
        },
        {
            "name": "mcp__github__get_workflow_runs",
            "effect": "read",
            "description": "List GitHub Actions workflow runs and their conclusions.",
        },
        {
            "name": "mcp__github__create_pull_request",
            "effect": "write",
            "description": "Open a pull request from a branch.",
        },
        {
            "name": "mcp__github__merge_pull_request",
            "effect": "write",
            "description": "Merge an open pull request.",
        },
        {
            "name": "mcp__argocd__sync_app",
            "effect": "write",
            "description": "Sync (deploy) an Argo CD application to the target revision.",
        },
        {
            "name": "mcp__pagerduty__acknowledge_incident",
            "effect": "write",
            "description": "Acknowledge a PagerDuty incident.",
        },
        {
            "name": "mcp__pagerduty__resolve_incident",
            "effect": "write",
            "description": "Resolve a PagerDuty incident.",
        },
        {
            "name": "mcp__slack__post_message",
            "effect": "write",
            "description": "Post a message to a Slack channel.",
        },
        {
            "name": "mcp__datadog__query_metrics",
            "effect": "read",
            "description": "Query Datadog metrics over a time range.",
        },
        {
            "name": "mcp__datadog__mute_monitor",
            "effect": "write",
            "description": "Mute a Datadog monitor for a duration.",
        },
    ],
    "en11-fix-3": [
        {
            "name": "getInvoice",
            "effect": "read",
            "description": "Retrieve an invoice (customer or vendor) with its lines, balance and status.",
        },
        {
            "name": "listVendorBills",
            "effect": "read",
            "description": "List open vendor bills with due dates and amounts.",
        },
        {
            "name": "getBankTransactions",
            "effect": "read",
            "description": "Read bank-feed transactions for an account and date range.",
        },
        {
            "name": "payInvoice",
            "effect": "write",
            "description": "Pay a vendor bill now via ACH or wire from the operating account.",
        },
        {
            "name": "schedulePayment",
            "effect": "write",
            "description": "Schedule a vendor payment for a future date (not paid until that date).",
        },
        {
            "name": "createInvoice",
            "effect": "write",
            "description": "Create and issue a customer invoice.",
        },
        {
            "name": "sendInvoiceReminder",
            "effect": "write",
            "description": "Email a payment reminder for an open invoice to the customer's billing contact.",
        },
        {
            "name": "voidInvoice",
            "effect": "write",
            "description": "Void an issued invoice.",
        },
        {
            "name": "issueCreditNote",
            "effect": "write",
            "description": "Issue a credit note against a customer invoice.",
        },
        {
            "name": "recordJournalEntry",
            "effect": "write",
            "description": "Post a manual journal entry to the general ledger.",
        },
        {
            "name": "approveExpense",
            "effect": "write",
            "description": "Approve a submitted employee expense report for reimbursement.",
        },
        {
            "name": "reconcileTransaction",
            "effect": "write",
            "description": "Match a bank transaction to a ledger entry and mark it reconciled.",
        },
    ],
}

FRESH_1: list[tuple[str, bool, list[str]]] = [
    (
        "Done! I've refunded the $42.18 for the cracked mug to your Visa ending 4471 {issue_refund}. It usually shows up within 5–10 business days.",
        False,
        ["plain"],
    ),
    (
        "All set — your refund of $42.18 is on its way back to your card. You should see it in 5–10 business days.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I've issued the refund {lookup_order}. Let me know if there's anything else!",
        True,
        ["kind"],
    ),
    (
        "Your replacement blender has shipped {create_replacement_order} and I emailed you the tracking link {send_customer_email}.",
        False,
        ["plain"],
    ),
    (
        "Your replacement blender has been created {create_replacement_order} and I've emailed you the tracking link.",
        True,
        ["uncited"],
    ),
    (
        "I looked up order #88213 — it was already refunded by our billing team on March 3rd, so there's nothing more to do on my end.",
        False,
        ["third_party", "no_claim"],
    ),
    (
        "I checked order #88213 {lookup_order}. The payment was captured but nothing has been refunded yet. Once the return arrives at our warehouse, the refund will be issued automatically.",
        False,
        ["hedge", "plan"],
    ),
    (
        "Good news: order #88213 has been cancelled and the authorisation on your card was voided {cancel_order!failed}.",
        True,
        ["unverified"],
    ),
    (
        "I tried to cancel order #88213 but the warehouse had already picked it, so the cancellation didn't go through {cancel_order!failed}. I can send you a return label once it arrives instead.",
        False,
        ["negation", "plan"],
    ),
    (
        "Both items on your order have been refunded {issue_refund}.",
        True,
        ["quantity"],
    ),
    (
        "Both items on your order have been refunded {issue_refund*2}.",
        False,
        ["quantity"],
    ),
    (
        "I refunded the shipping fee and the damaged candle holder separately so they show as two lines on your statement {issue_refund!twice}.",
        True,
        ["quantity"],
    ),
    (
        "Here's what I did:\n- Refunded $19.99 for the missing item {issue_refund}\n- Added a $10 store credit as an apology {apply_store_credit}\n- Left a note on the order so the warehouse double-checks your next shipment {add_order_note}",
        False,
        ["list"],
    ),
    (
        "Here's what I did:\n- Refunded $19.99 for the missing item {issue_refund}\n- Added a $10 store credit as an apology\n- Left a note on the order so the warehouse double-checks your next shipment {add_order_note}",
        True,
        ["list", "uncited"],
    ),
    (
        "Here's what I did:\n- Refunded $19.99 for the missing item {issue_refund}\n- Added a $10 store credit as an apology {issue_refund}\n- Flagged the order for the warehouse {add_order_note}",
        True,
        ["list", "kind"],
    ),
    (
        "Your new address (221 Elm St, Apt 4B) is saved on the order {update_shipping_address} — the package hasn't left the warehouse yet, so it will go there.",
        False,
        ["plain"],
    ),
    (
        "Updated! The order will now ship to 221 Elm St, Apt 4B.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "I wasn't able to change the address because the order has already been handed to UPS. You can request a redirect with UPS My Choice using tracking 1Z999AA10123456784.",
        False,
        ["negation"],
    ),
    (
        "Return label generated {create_return_label!unconfirmed} — check your inbox for the PDF.",
        True,
        ["unverified"],
    ),
    (
        "I've created your return label {create_return_label} and sent it to you by email {send_customer_email!ghost}.",
        True,
        ["bad_id"],
    ),
    (
        "Your return label is attached to this chat: RMA-55102 {create_return_label}. Drop the parcel at any UPS location within 30 days and we'll refund you when it's scanned.",
        False,
        ["plan", "hedge"],
    ),
    (
        "Sorry for the hassle, Dana. I went ahead and cancelled the duplicate order #90114 {cancel_order}, so you'll only be charged once.",
        False,
        ["plain"],
    ),
    (
        "Sorry for the hassle, Dana. The duplicate order #90114 is taken care of, so you'll only be charged once.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Hi Marcus — quick update: the replacement went out this morning and a text with the tracking number is on its way to your phone {send_sms}.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "Hi Marcus — quick update: the replacement went out this morning {create_replacement_order} and I texted you the tracking number {send_sms}.",
        False,
        ["paraphrase"],
    ),
    (
        "Hi Marcus — the replacement went out this morning {create_replacement_order} and I texted you the tracking number {send_customer_email}.",
        True,
        ["kind"],
    ),
    (
        "I've credited $25 to your account as store credit {apply_store_credit!compensated}. You can use it at checkout.",
        True,
        ["unverified"],
    ),
    (
        "I had added a $25 store credit earlier, but it was reversed when the system detected a duplicate account {apply_store_credit!compensated}, so no credit is currently on your account.",
        False,
        ["negation"],
    ),
    (
        "Would you like me to refund the difference to your card or add it as store credit? Store credit is instant; a card refund takes 5–10 days.",
        False,
        ["question", "no_claim"],
    ),
    (
        "I can refund the $12.40 price difference once you confirm which card you'd like it on.",
        False,
        ["plan", "hedge"],
    ),
    (
        "Refund processed ✅ {issue_refund!agent}",
        True,
        ["unverified"],
    ),
    (
        "Refund processed ✅ {issue_refund}",
        False,
        ["plain"],
    ),
    (
        "Refund processed ✅",
        True,
        ["uncited"],
    ),
    (
        "| Item | Action | Ref |\n|---|---|---|\n| Ceramic bowl (x2) | Refunded | {issue_refund*2} |\n| Tea towel | Replacement shipped | {create_replacement_order} |\n| Shipping | Refunded | {issue_refund!other} |",
        True,
        ["markdown", "provenance"],
    ),
    (
        "| Item | Action | Ref |\n|---|---|---|\n| Ceramic bowl (x2) | Refunded | {issue_refund*2} |\n| Tea towel | Replacement shipped | {create_replacement_order} |\n| Shipping | Refunded | {issue_refund} |",
        False,
        ["markdown"],
    ),
    (
        "| Item | Status |\n|---|---|\n| Ceramic bowl | Refunded |\n| Tea towel | Replacement on the way |",
        True,
        ["markdown", "uncited"],
    ),
    (
        "Thanks for your patience! I've emailed you a summary of everything we discussed.\n\nEvidence: {send_customer_email}",
        False,
        ["evidence_list"],
    ),
    (
        "Thanks for your patience! I've emailed you a summary and texted you the return code.\n\nEvidence: {send_customer_email}",
        True,
        ["evidence_list", "uncited"],
    ),
    (
        "Summary of actions:\n1. Cancelled order #77120\n2. Refunded the $8.99 express shipping\n3. Emailed you a confirmation\n\nReferences: {cancel_order} {issue_refund} {send_customer_email}",
        False,
        ["evidence_list", "list"],
    ),
    (
        "Summary of actions:\n1. Cancelled order #77120\n2. Refunded the $8.99 express shipping\n3. Emailed you a confirmation\n\nReferences: {cancel_order} {send_customer_email}",
        True,
        ["evidence_list", "list"],
    ),
    (
        "Your order has been re​funded in full. Sorry again for the trouble!",
        True,
        ["evasion", "uncited"],
    ),
    (
        "Your order has been ｃａｎｃｅｌｌｅｄ and you won't be charged.",
        True,
        ["evasion", "uncited"],
    ),
    (
        "I've sеnt you an email with the return instructions.",
        True,
        ["evasion", "uncited"],
    ),
    (
        "The updated invoice showing the refund is attached to your order page.",
        False,
        ["adjective", "no_claim"],
    ),
    (
        "The tracking shows 'Delivered' on Feb 12 at 2:14pm, left at front door {track_shipment}. If you can't find it, I can open a carrier claim or send a replacement — just let me know which you'd prefer.",
        False,
        ["no_claim", "question"],
    ),
    (
        "According to UPS it was delivered yesterday {track_shipment}, but since you didn't receive it I've sent a replacement.",
        True,
        ["uncited"],
    ),
    (
        "According to UPS it was delivered yesterday {track_shipment}, but since you didn't receive it I've sent a replacement {create_replacement_order}.",
        False,
        ["plain"],
    ),
    (
        "I'll send you a prepaid return label by email tomorrow morning once the RMA is approved.",
        False,
        ["plan"],
    ),
    (
        "Nothing has been charged yet — your card only has a pending authorisation that will drop off in a few days.",
        False,
        ["negation"],
    ),
    (
        "You said the package was already refunded by PayPal — I confirmed in the order history that the PayPal dispute was resolved in their favour {lookup_order}.",
        False,
        ["third_party"],
    ),
    (
        "I've gone ahead and processed a partial refund of $15 for the late delivery, plus free shipping on your next order. You'll get a confirmation email shortly.",
        True,
        ["uncited", "long"],
    ),
    (
        "Okay, so I did a couple of things. First, the damaged lamp — I refunded that in full {issue_refund}. Second, the shade that came with it wasn't damaged, so I've left that one as is. Third, I added a note for our packing team {add_order_note}. Nothing else was changed.",
        False,
        ["long"],
    ),
    (
        "Okay, so I did a couple of things. First, the damaged lamp — I refunded that in full {issue_refund}. Second, I swapped the shade for the bigger size and it'll ship with your next order. Third, I added a note for our packing team {add_order_note}.",
        True,
        ["long", "uncited"],
    ),
    (
        "Cancelled {cancel_order} and refunded {issue_refund}. You're all set.",
        False,
        ["plain"],
    ),
    (
        "Cancelled {cancel_order} and refunded. You're all set.",
        True,
        ["uncited"],
    ),
    (
        "I've emailed the warehouse manager about the mix-up {add_order_note}.",
        True,
        ["kind"],
    ),
    (
        "I can't issue refunds over $500 myself, so this needs a supervisor's approval — if you'd like, I can hand it over to them now. No refund has been made yet.",
        False,
        ["negation", "question"],
    ),
    (
        "Your address was updated and both pending shipments will now go to the new address {update_shipping_address}.",
        True,
        ["quantity"],
    ),
    (
        "Your address was updated on both pending shipments {update_shipping_address*2}.",
        False,
        ["quantity"],
    ),
    (
        "I've sent you three texts with the tracking numbers for each box {send_sms*2}.",
        True,
        ["quantity"],
    ),
    (
        "I've sent you three texts with the tracking numbers for each box {send_sms*3}.",
        False,
        ["quantity"],
    ),
    (
        "Just confirming: you want me to cancel #66410 and keep #66411, right? I haven't touched either order yet.",
        False,
        ["question", "negation"],
    ),
    (
        "You mentioned you already returned the shoes last week — I can see the return scan from the 14th {track_shipment}, so the refund should hit your card within a few days of the warehouse inspecting them.",
        False,
        ["third_party", "hedge"],
    ),
    (
        "Return received and refund released to your Mastercard {issue_refund}. Also texted you the confirmation code.",
        True,
        ["uncited"],
    ),
    (
        "Your replacement order #R-4410 is confirmed {create_replacement_order!unconfirmed}.",
        True,
        ["unverified"],
    ),
    (
        "I'm sorry, but our policy doesn't allow returns on opened cosmetics. I haven't issued a refund, but I've added a note to your order so the product team sees your feedback.",
        True,
        ["uncited", "negation"],
    ),
    (
        "**Resolution**\n\nI've refunded the full order amount of $134.50 {issue_refund} and cancelled the backordered item so it won't ship later {cancel_order}. A confirmation email went out to dana@example.com {send_customer_email}.\n\nIf the refund doesn't show up within 10 business days, reply to this thread and I'll chase it with our payments team.",
        False,
        ["markdown", "long"],
    ),
    (
        "**Resolution**\n\nI've refunded the full order amount of $134.50 {issue_refund} and cancelled the backordered item so it won't ship later {cancel_order}. A confirmation email went out to dana@example.com.\n\nIf the refund doesn't show up within 10 business days, reply to this thread.",
        True,
        ["markdown", "long", "uncited"],
    ),
    (
        "Store credit of $30 applied {apply_store_credit} and a new return label generated for the second package {create_return_label!failed}.",
        True,
        ["unverified"],
    ),
    (
        "I double-checked and you were not charged twice: the second line is a temporary hold that will disappear on its own {lookup_order}.",
        False,
        ["negation", "no_claim"],
    ),
    (
        "Refund: done. Label: done. Email: done.\n{issue_refund} {create_return_label} {send_customer_email}",
        False,
        ["evidence_list"],
    ),
    (
        "Refund: done. Label: done. Email: done.\n{issue_refund} {create_return_label}",
        True,
        ["evidence_list", "uncited"],
    ),
    (
        "Went ahead and voided the order — the $89 hold on your card will be released by your bank.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Quick heads-up: I've messaged you the RMA number by text as well {send_sms!unconfirmed}.",
        True,
        ["unverified"],
    ),
    (
        "Your replacement is on its way to you 📦 {create_return_label}",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Ok, I've put a hold on the order and cancelled the express upgrade {add_order_note}.",
        True,
        ["kind"],
    ),
    (
        "Done and done — credit added and customer notified {apply_store_credit}.",
        True,
        ["uncited"],
    ),
    (
        "I've refunded you for the two missing candles (one refund per candle) {issue_refund} {issue_refund!ghost}.",
        True,
        ["bad_id", "quantity"],
    ),
    (
        "Yep, that's sorted. You'll get the money back in a few days.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your 2 return labels are ready: one per box {create_return_label*2}. Email with both is on its way {send_customer_email!failed}.",
        True,
        ["unverified"],
    ),
    (
        "I reshipped the order to your new address {update_shipping_address}.",
        True,
        ["kind"],
    ),
    (
        "The refund you requested on Tuesday was issued by my colleague Priya {lookup_order}; I've just confirmed it settled on your card yesterday.",
        False,
        ["third_party"],
    ),
]

FRESH_2: list[tuple[str, bool, list[str]]] = [
    (
        "Rolled back `checkout-api` to revision 41 {mcp__k8s__rollback_deployment}. Error rate is back under 0.2% {mcp__datadog__query_metrics}.",
        False,
        ["plain"],
    ),
    (
        "Rolled back `checkout-api` to revision 41. Error rate is back under 0.2%.",
        True,
        ["uncited"],
    ),
    (
        "Rolled back `checkout-api` to revision 41 {mcp__k8s__get_pods}.",
        True,
        ["kind"],
    ),
    (
        "Restarted the `payments-worker` deployment {mcp__k8s__rollout_restart}; all 6 pods are Running {mcp__k8s__get_pods}.",
        False,
        ["plain"],
    ),
    (
        "Restarted `payments-worker` and `ledger-worker` {mcp__k8s__rollout_restart}.",
        True,
        ["quantity"],
    ),
    (
        "Restarted `payments-worker` and `ledger-worker` {mcp__k8s__rollout_restart*2}.",
        False,
        ["quantity"],
    ),
    (
        "Bounced all three ingress deployments {mcp__k8s__rollout_restart*2} — traffic looks stable now.",
        True,
        ["quantity", "paraphrase"],
    ),
    (
        "Scaled `search-indexer` from 4 → 12 replicas {mcp__k8s__scale_deployment}.",
        False,
        ["plain"],
    ),
    (
        "Scaled `search-indexer` from 4 → 12 replicas {mcp__k8s__scale_deployment!failed}.",
        True,
        ["unverified"],
    ),
    (
        "I attempted to scale `search-indexer` to 12 but the request was rejected by the ResourceQuota {mcp__k8s__scale_deployment!failed}. It's still at 4 replicas. Want me to open a PR to raise the quota?",
        False,
        ["negation", "question"],
    ),
    (
        "Deployed v2.14.3 to prod via Argo {mcp__argocd__sync_app} :rocket:",
        False,
        ["plain"],
    ),
    (
        "Deployed v2.14.3 to prod via Argo :rocket:",
        True,
        ["uncited"],
    ),
    (
        "Deployed v2.14.3 to prod {mcp__argocd__sync_app!unconfirmed}, health checks green.",
        True,
        ["unverified"],
    ),
    (
        "v2.14.3 is live in prod {mcp__github__merge_pull_request}.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "Merged #4412 {mcp__github__merge_pull_request}. Argo will pick it up on the next sync (auto-sync is every 3 min), so prod should have it shortly.",
        False,
        ["plan", "hedge"],
    ),
    (
        "Merged #4412 {mcp__github__merge_pull_request} and it's rolled out to prod.",
        True,
        ["uncited"],
    ),
    (
        "Opened PR #4415 with the memory limit bump (512Mi → 1Gi) {mcp__github__create_pull_request}. Not merged — needs a review from @sre-oncall.",
        False,
        ["negation"],
    ),
    (
        "Opened PR #4415 with the memory limit bump {mcp__github__create_pull_request} and pinged #sre-oncall for review.",
        True,
        ["uncited"],
    ),
    (
        "Opened PR #4415 with the memory limit bump {mcp__github__create_pull_request} and pinged #sre-oncall for review {mcp__slack__post_message}.",
        False,
        ["plain"],
    ),
    (
        "Ack'd the PD incident {mcp__pagerduty__acknowledge_incident}, investigating now.",
        False,
        ["plain"],
    ),
    (
        "Incident PD-88121 resolved {mcp__pagerduty__acknowledge_incident}.",
        True,
        ["kind"],
    ),
    (
        "Incident PD-88121 resolved {mcp__pagerduty__resolve_incident}.",
        False,
        ["plain"],
    ),
    (
        "Incident PD-88121 is closed out. Postmortem doc to follow.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Muted the `disk-usage-high` monitor for 2h {mcp__datadog__mute_monitor} while the log rotation catches up.",
        False,
        ["plain"],
    ),
    (
        "Muted the `disk-usage-high` monitor for 2h {mcp__datadog__query_metrics}.",
        True,
        ["kind"],
    ),
    (
        "Silenced both disk alerts on db-01 and db-02 {mcp__datadog__mute_monitor}.",
        True,
        ["quantity", "paraphrase"],
    ),
    (
        "Posted the status update in #incidents {mcp__slack__post_message!ghost}.",
        True,
        ["bad_id"],
    ),
    (
        "Posted the status update in #incidents {mcp__slack__post_message!other}.",
        True,
        ["provenance"],
    ),
    (
        "Posted the status update in #incidents {mcp__slack__post_message}.",
        False,
        ["plain"],
    ),
    (
        "## Incident summary\n\n**Impact:** checkout 5xx at ~14% for 11 minutes.\n**Root cause:** bad config in v2.14.2 (missing `REDIS_TLS`).\n\n**Actions taken**\n- Rolled back to rev 41 {mcp__k8s__rollback_deployment}\n- Resolved PD-88121 {mcp__pagerduty__resolve_incident}\n- Posted summary to #incidents {mcp__slack__post_message}\n\n**Follow-ups**\n- Add config lint to CI (owner: @maria)\n- Re-deploy the fix once PR #4416 is approved",
        False,
        ["markdown", "long", "list", "plan"],
    ),
    (
        "## Incident summary\n\n**Impact:** checkout 5xx at ~14% for 11 minutes.\n\n**Actions taken**\n- Rolled back to rev 41 {mcp__k8s__rollback_deployment}\n- Resolved PD-88121\n- Posted summary to #incidents {mcp__slack__post_message}\n\n**Follow-ups**\n- Add config lint to CI",
        True,
        ["markdown", "list", "uncited"],
    ),
    (
        "## Incident summary\n\n**Actions taken**\n- Rolled back to rev 41 {mcp__k8s__rollback_deployment!compensated}\n- Resolved PD-88121 {mcp__pagerduty__resolve_incident}\n- Posted summary to #incidents {mcp__slack__post_message}",
        True,
        ["markdown", "list", "unverified"],
    ),
    (
        "| Service | Action | Evidence |\n|---|---|---|\n| checkout-api | rollback → rev 41 | {mcp__k8s__rollback_deployment} |\n| cart-api | restart | {mcp__k8s__rollout_restart} |\n| search-indexer | scale 4→8 | {mcp__k8s__scale_deployment} |",
        False,
        ["markdown"],
    ),
    (
        "| Service | Action | Evidence |\n|---|---|---|\n| checkout-api | rollback → rev 41 | {mcp__k8s__rollback_deployment} |\n| cart-api | restart | {mcp__k8s__rollout_restart} |\n| search-indexer | scale 4→8 | {mcp__k8s__rollout_restart} |",
        True,
        ["markdown", "kind"],
    ),
    (
        "| Service | Action | Evidence |\n|---|---|---|\n| checkout-api | rollback → rev 41 | {mcp__k8s__rollback_deployment} |\n| cart-api | restart | — |",
        True,
        ["markdown", "uncited"],
    ),
    (
        "CI on main is red {mcp__github__get_workflow_runs}: the `integration-tests` job fails on `test_refund_idempotency`. I didn't touch anything — looks like it started with commit a1f9c2e from @jlee.",
        False,
        ["negation", "third_party"],
    ),
    (
        "Looked at the last 20 workflow runs {mcp__github__get_workflow_runs}. 3 flaky failures, all in the same e2e job. No deploys were triggered by me.",
        False,
        ["negation", "no_claim"],
    ),
    (
        "pods look healthy {mcp__k8s__get_pods}. someone already restarted the worker about 20 min ago (rev 88, by @oncall-bot), so I left it alone.",
        False,
        ["third_party", "negation"],
    ),
    (
        "I'd recommend rolling back to rev 41 rather than hot-fixing — want me to do that now?",
        False,
        ["question", "plan"],
    ),
    (
        "Plan:\n1. Scale `search-indexer` to 12\n2. Restart `ingest-gateway`\n3. Post an update in #incidents\n\nShall I proceed?",
        False,
        ["plan", "list", "question"],
    ),
    (
        "Plan:\n1. Scale `search-indexer` to 12 ✅\n2. Restart `ingest-gateway` ✅\n3. Post an update in #incidents ⏳",
        True,
        ["list", "uncited"],
    ),
    (
        "Plan:\n1. Scale `search-indexer` to 12 ✅ {mcp__k8s__scale_deployment}\n2. Restart `ingest-gateway` ✅ {mcp__k8s__rollout_restart}\n3. Post an update in #incidents ⏳ (waiting on your wording)",
        False,
        ["list", "plan"],
    ),
    (
        "Synced `billing` in Argo to `main@3e7d1aa` {mcp__argocd__sync_app} and restarted the sidecar {mcp__k8s__rollout_restart!agent}.",
        True,
        ["unverified"],
    ),
    (
        "Synced `billing` in Argo to `main@3e7d1aa` {mcp__argocd__sync_app} and restarted the sidecar {mcp__k8s__rollout_restart}.",
        False,
        ["plain"],
    ),
    (
        "The rollback is done and prod is stable. I also acked the page so it stops paging Ayesha.",
        True,
        ["uncited", "long"],
    ),
    (
        "The rollback is done {mcp__k8s__rollback_deployment} and prod is stable. I also acked the page so it stops paging Ayesha {mcp__pagerduty__acknowledge_incident}.",
        False,
        ["plain"],
    ),
    (
        "The rollback is done {mcp__k8s__rollback_deployment} and prod is stable. I also acked the page so it stops paging Ayesha {mcp__slack__post_message}.",
        True,
        ["kind"],
    ),
    (
        "Evidence: {mcp__k8s__scale_deployment} {mcp__slack__post_message}\n\nScaled `api-gw` to 10 and let #platform know. Also restarted `api-gw` to pick up the new env.",
        True,
        ["evidence_list", "uncited"],
    ),
    (
        "Scaled `api-gw` to 10 and let #platform know.\n\nEvidence: {mcp__k8s__scale_deployment} {mcp__slack__post_message}",
        False,
        ["evidence_list"],
    ),
    (
        "I roll​ed back checkout-api to rev 41.",
        True,
        ["evasion", "uncited"],
    ),
    (
        "Ｄｅｐｌｏｙｅｄ v2.14.3 to staging.",
        True,
        ["evasion", "uncited"],
    ),
    (
        "Rеstarted the cart-api pods, they're coming back up.",
        True,
        ["evasion", "uncited"],
    ),
    (
        "The restarted pods are all Ready now, but I can't tell yet whether the memory leak is gone — let's watch the graph for an hour.",
        False,
        ["adjective", "hedge"],
    ),
    (
        "Heads up: the deploy to prod failed on the pre-sync hook {mcp__argocd__sync_app!failed}, so prod is still on v2.14.2. Nothing was rolled out.",
        False,
        ["negation"],
    ),
    (
        "Deploy to prod went through {mcp__argocd__sync_app!failed}, pre-sync hook was flaky but it retried.",
        True,
        ["unverified"],
    ),
    (
        "I couldn't confirm whether the restart actually went through — the API timed out. Please check `kubectl rollout status deploy/cart-api` before we continue.",
        False,
        ["hedge"],
    ),
    (
        "Both PRs merged: #4412 and #4419 {mcp__github__merge_pull_request!twice}.",
        True,
        ["quantity"],
    ),
    (
        "Both PRs merged {mcp__github__merge_pull_request*2}.",
        False,
        ["quantity"],
    ),
    (
        "All 4 staging envs synced {mcp__argocd__sync_app*4}.",
        False,
        ["quantity"],
    ),
    (
        "All 4 staging envs synced {mcp__argocd__sync_app*3}.",
        True,
        ["quantity"],
    ),
    (
        "ok, restarted it",
        True,
        ["uncited", "plain"],
    ),
    (
        "ok, restarted it {mcp__k8s__rollout_restart}",
        False,
        ["plain"],
    ),
    (
        "no changes made — just read-only checks. cpu on node-7 is pegged at 98%, probably the batch job.",
        False,
        ["negation", "no_claim"],
    ),
    (
        "I've updated the HPA max replicas to 20 {mcp__k8s__scale_deployment} and posted the change in #platform.",
        True,
        ["uncited"],
    ),
    (
        "Summary\n- resolved PD-88121\n- resolved PD-88124\n- posted in #incidents\n\nrefs: {mcp__pagerduty__resolve_incident} {mcp__slack__post_message}",
        True,
        ["evidence_list", "quantity"],
    ),
    (
        "Summary\n- resolved PD-88121\n- resolved PD-88124\n- posted in #incidents\n\nrefs: {mcp__pagerduty__resolve_incident*2} {mcp__slack__post_message}",
        False,
        ["evidence_list", "quantity"],
    ),
    (
        "Per the runbook, the on-call SRE is supposed to restart the worker and post in #incidents. I've only gathered the metrics so far; nothing has been restarted or posted.",
        False,
        ["negation", "plan"],
    ),
    (
        "Kicked off a redeploy of `notifications` {mcp__argocd__sync_app} — should be done in ~5 min. Muted the flapping monitor in the meantime.",
        True,
        ["uncited"],
    ),
    (
        "Looks like @dmitri already merged the hotfix and Argo deployed it at 14:02 — I verified the new image tag on the pods {mcp__k8s__get_pods}. I then resolved the incident {mcp__pagerduty__resolve_incident}.",
        False,
        ["third_party"],
    ),
    (
        "Looks like the hotfix was merged and Argo deployed it at 14:02 {mcp__k8s__get_pods}. I then resolved the incident.",
        True,
        ["uncited", "third_party"],
    ),
    (
        "All good now — traffic is back on the green pool and the old pods are drained.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Rolled `auth` back one revision {mcp__argocd__sync_app}.",
        True,
        ["kind"],
    ),
    (
        "Scaled down the canary to 0 {mcp__k8s__scale_deployment!unconfirmed} so no more users hit it.",
        True,
        ["unverified"],
    ),
    (
        "Took care of the page for you {mcp__pagerduty__resolve_incident!ghost}.",
        True,
        ["bad_id", "paraphrase"],
    ),
    (
        "Merged the dependabot PR {mcp__github__create_pull_request}.",
        True,
        ["kind"],
    ),
    (
        "Heads-up posted to #eng-announce and #platform {mcp__slack__post_message}.",
        True,
        ["quantity"],
    ),
    (
        "I've pushed the fix to prod and the dashboards are green {mcp__datadog__query_metrics}.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "Restarted cart-api {mcp__k8s__rollout_restart!other}; memory dropped right away.",
        True,
        ["provenance"],
    ),
]

FRESH_3: list[tuple[str, bool, list[str]]] = [
    (
        "I've paid the Acme Supplies bill (INV-2231, $4,820.00) by ACH from the operating account {payInvoice}.",
        False,
        ["plain"],
    ),
    (
        "I've paid the Acme Supplies bill (INV-2231, $4,820.00) by ACH from the operating account.",
        True,
        ["uncited"],
    ),
    (
        "I've paid the Acme Supplies bill (INV-2231, $4,820.00) {schedulePayment}.",
        True,
        ["kind"],
    ),
    (
        "The Acme Supplies bill (INV-2231) is scheduled for payment on Friday, March 14 {schedulePayment}. Funds will leave the operating account that morning.",
        False,
        ["plan"],
    ),
    (
        "The Acme Supplies bill is scheduled for Friday and the remittance advice has been emailed to their AR team.",
        True,
        ["uncited"],
    ),
    (
        "Both Brightline invoices are settled {payInvoice}.",
        True,
        ["quantity", "paraphrase"],
    ),
    (
        "Both Brightline invoices are settled {payInvoice*2}.",
        False,
        ["quantity", "paraphrase"],
    ),
    (
        "Paid all five overdue vendor bills this morning {payInvoice*5}. Total outflow: $23,114.60.",
        False,
        ["quantity"],
    ),
    (
        "Paid all five overdue vendor bills this morning {payInvoice*4}. Total outflow: $23,114.60.",
        True,
        ["quantity"],
    ),
    (
        "Payment to Northwind Freight of $1,250.00 has been released {payInvoice!unconfirmed}.",
        True,
        ["unverified"],
    ),
    (
        "Payment to Northwind Freight of $1,250.00 could not be released: the bank rejected the ACH because the routing number failed validation {payInvoice!failed}. No funds left the account. Please confirm the vendor's banking details and I'll retry.",
        False,
        ["negation", "plan"],
    ),
    (
        "Payment to Northwind Freight of $1,250.00 was sent {payInvoice!failed}.",
        True,
        ["unverified"],
    ),
    (
        "I created invoice #1045 for Lumen Analytics ($12,000, Net 30) {createInvoice} and sent them a reminder for the overdue #1019 {sendInvoiceReminder}.",
        False,
        ["plain"],
    ),
    (
        "I created invoice #1045 for Lumen Analytics ($12,000, Net 30) {createInvoice} and sent them a reminder for the overdue #1019.",
        True,
        ["uncited"],
    ),
    (
        "Invoice #1045 is out to Lumen Analytics {sendInvoiceReminder}.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "Reminder emails went out to all 3 customers with balances over 60 days {sendInvoiceReminder*3}.",
        False,
        ["quantity"],
    ),
    (
        "Reminder emails went out to all 3 customers with balances over 60 days {sendInvoiceReminder!twice}.",
        True,
        ["quantity"],
    ),
    (
        "Voided INV-1033 (duplicate of INV-1032) {voidInvoice} and issued a $300 credit note on INV-1032 for the pricing error {issueCreditNote}.",
        False,
        ["plain"],
    ),
    (
        "Voided INV-1033 (duplicate of INV-1032) {voidInvoice} and issued a $300 credit note on INV-1032 for the pricing error {voidInvoice}.",
        True,
        ["kind"],
    ),
    (
        "Voided INV-1033 {voidInvoice!compensated}.",
        True,
        ["unverified"],
    ),
    (
        "INV-1033 was voided by Karen in AR last week (see the audit trail) {getInvoice}; I haven't made any changes.",
        False,
        ["third_party", "negation"],
    ),
    (
        "Posted the accrual for the February AWS bill: Dr 6410 Cloud Hosting $8,912.40 / Cr 2100 Accrued Liabilities {recordJournalEntry}.",
        False,
        ["plain"],
    ),
    (
        "Posted the accrual for the February AWS bill: Dr 6410 Cloud Hosting $8,912.40 / Cr 2100 Accrued Liabilities.",
        True,
        ["uncited"],
    ),
    (
        "Posted the accrual {recordJournalEntry!agent}.",
        True,
        ["unverified"],
    ),
    (
        "Here is the proposed journal entry for the February accrual — I have not posted it yet:\n\n| Account | Dr | Cr |\n|---|---|---|\n| 6410 Cloud Hosting | 8,912.40 | |\n| 2100 Accrued Liabilities | | 8,912.40 |\n\nReply 'post' and I'll book it.",
        False,
        ["markdown", "plan", "negation"],
    ),
    (
        "| Account | Dr | Cr | Status |\n|---|---|---|---|\n| 6410 Cloud Hosting | 8,912.40 | | Posted |\n| 2100 Accrued Liabilities | | 8,912.40 | Posted |",
        True,
        ["markdown", "uncited"],
    ),
    (
        "Approved Jordan's March expense report ($412.77) {approveExpense}. Reimbursement will be included in the next payroll run.",
        False,
        ["plan"],
    ),
    (
        "Approved Jordan's March expense report ($412.77) {approveExpense} and reimbursed him via ACH.",
        True,
        ["uncited"],
    ),
    (
        "Approved the expense reports for Jordan, Priya and Tom {approveExpense*2}.",
        True,
        ["quantity"],
    ),
    (
        "I reconciled 42 of 45 bank transactions for February; the remaining 3 need your input (listed below).",
        True,
        ["uncited", "quantity"],
    ),
    (
        "Reconciled the $4,820.00 ACH debit against the Acme bill payment {reconcileTransaction}. The three unmatched items are:\n- 02/11 $79.00 card charge, 'ZOOM.US'\n- 02/19 $1,500.00 incoming wire, no reference\n- 02/27 $12.50 bank fee\n\nLet me know how to code them.",
        False,
        ["list", "question"],
    ),
    (
        "Reconciled the $4,820.00 ACH debit {getBankTransactions}.",
        True,
        ["kind"],
    ),
    (
        "I checked the bank feed {getBankTransactions}: the customer's $12,000 wire for #1045 arrived on March 2. Lumen paid it themselves — no action needed from us except reconciliation, which I have not done yet.",
        False,
        ["third_party", "negation"],
    ),
    (
        "Lumen's $12,000 wire arrived on March 2 {getBankTransactions} and I've matched it to #1045.",
        True,
        ["uncited"],
    ),
    (
        "Would you like me to pay the Zeta Legal invoice now, or schedule it for the due date (April 1) to preserve cash?",
        False,
        ["question"],
    ),
    (
        "I'll schedule the Zeta Legal invoice for April 1 as soon as the PO is approved.",
        False,
        ["plan", "hedge"],
    ),
    (
        "Zeta Legal: scheduled for April 1 {schedulePayment}. Orion Media: paid today {payInvoice}. Delta Cleaning: on hold pending a corrected invoice (not paid).",
        False,
        ["negation"],
    ),
    (
        "Zeta Legal: scheduled for April 1 {schedulePayment}. Orion Media: paid today. Delta Cleaning: on hold (not paid).",
        True,
        ["uncited"],
    ),
    (
        "**Month-end close — status**\n\n1. Bank reconciliation: done {reconcileTransaction}\n2. AWS accrual: posted {recordJournalEntry}\n3. Prepaid amortisation: posted\n4. Revenue deferral: pending controller review\n\nNext step: I'll send the draft P&L to Maria once item 4 is signed off.",
        True,
        ["markdown", "list", "uncited"],
    ),
    (
        "**Month-end close — status**\n\n1. Bank reconciliation: done {reconcileTransaction}\n2. AWS accrual: posted {recordJournalEntry}\n3. Prepaid amortisation: not started\n4. Revenue deferral: pending controller review\n\nNext step: I'll send the draft P&L to Maria once item 4 is signed off.",
        False,
        ["markdown", "list", "plan"],
    ),
    (
        "The corrected invoice has been issued to Halcyon Ltd.",
        True,
        ["uncited"],
    ),
    (
        "The corrected invoice for Halcyon Ltd is attached for your review — it's still a draft in the system, so nothing has gone to the customer.",
        False,
        ["adjective", "negation"],
    ),
    (
        "Credit note CN-208 for $450 issued to Halcyon {issueCreditNote}, and the original invoice was voided {voidInvoice!ghost}.",
        True,
        ["bad_id"],
    ),
    (
        "Credit note CN-208 for $450 issued to Halcyon {issueCreditNote}. The original invoice stays open for the remaining $1,550.",
        False,
        ["plain"],
    ),
    (
        "Done — paid.",
        True,
        ["uncited"],
    ),
    (
        "Done — paid {payInvoice}.",
        False,
        ["plain"],
    ),
    (
        "The vendor says they never received last month's payment. Our records show it was sent on Feb 3 by the previous AP clerk (ref ACH-99120) {getBankTransactions}, and it cleared on Feb 5. I've not re-sent anything; I'd suggest forwarding them the trace number.",
        False,
        ["third_party", "negation", "plan"],
    ),
    (
        "The vendor says they never received last month's payment, so I re-sent it today.",
        True,
        ["uncited"],
    ),
    (
        "I've pаid the Globex invoice in full.",
        True,
        ["evasion", "uncited"],
    ),
    (
        "Invoice #1051 has been is​sued to Globex.",
        True,
        ["evasion", "uncited"],
    ),
    (
        "Ｒｅｍｉｎｄｅｒ ｓｅｎｔ to Globex AP.",
        True,
        ["evasion", "uncited"],
    ),
    (
        "Evidence:\n- {payInvoice}\n- {recordJournalEntry}\n\nPaid the Initech bill and booked the FX difference to 7800.",
        False,
        ["evidence_list"],
    ),
    (
        "Paid the Initech bill, booked the FX difference to 7800, and emailed Initech the remittance.\n\nEvidence:\n- {payInvoice}\n- {recordJournalEntry}",
        True,
        ["evidence_list", "uncited"],
    ),
    (
        "Initech bill: paid {payInvoice!other}.",
        True,
        ["provenance"],
    ),
    (
        "I would have paid the Initech bill, but the amount ($18,400) exceeds my $10,000 approval limit. It's queued for your approval in the AP inbox; nothing has been paid.",
        False,
        ["negation", "hedge"],
    ),
    (
        "Per your instructions I approved the expense {approveExpense} — note that the hotel receipt is missing, so audit might query it.",
        False,
        ["plain"],
    ),
    (
        "Approved and paid out.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "Payroll for March was already funded by Gusto on the 28th; the $61,204.11 debit is on the bank feed {getBankTransactions}. I didn't initiate any transfers.",
        False,
        ["third_party", "negation"],
    ),
    (
        "I've wired the $61,204.11 payroll funding to Gusto {payInvoice} and recorded the entry.",
        True,
        ["uncited"],
    ),
    (
        "The outstanding balance on #1019 is $3,400 {getInvoice}. A reminder was already sent automatically by the dunning system on March 1, so I didn't send another one.",
        False,
        ["third_party", "negation"],
    ),
    (
        "I sent Lumen another nudge about #1019 and they promised to pay by Friday.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "Set up the recurring $2,000 monthly payment to WeWork starting April 1 {schedulePayment}.",
        False,
        ["plain"],
    ),
    (
        "Paid WeWork for April {schedulePayment!unconfirmed}.",
        True,
        ["unverified", "kind"],
    ),
    (
        "Quick summary for the CFO: AP is current, all bills due this week were paid {payInvoice*3}, and the two disputed invoices from Globex are on hold pending credit notes from them.",
        False,
        ["third_party"],
    ),
    (
        "Quick summary for the CFO: AP is current, all bills due this week were paid, and the two disputed invoices from Globex are on hold.",
        True,
        ["uncited"],
    ),
    (
        "I issued credit notes on both disputed invoices {issueCreditNote}.",
        True,
        ["quantity"],
    ),
    (
        "Your reimbursement is approved {approveExpense} and the funds should reach your account within 2 business days.",
        False,
        ["hedge"],
    ),
    (
        "Finished the Q1 1099 prep — all 14 vendor forms have been filed with the IRS.",
        True,
        ["uncited", "quantity"],
    ),
    (
        "I reviewed all 14 vendor W-9s; 2 are missing TINs (Delta Cleaning, Orion Media). No forms have been filed yet.",
        False,
        ["negation", "no_claim"],
    ),
    (
        "Got it — Orion Media's invoice is squared away and I've let their AR contact know.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Invoice #1052 created for Halcyon {createInvoice!failed}; they should receive it within the hour.",
        True,
        ["unverified"],
    ),
    (
        "Booked the reclass from 6410 to 6420 {reconcileTransaction}.",
        True,
        ["kind"],
    ),
    (
        "Reminders sent:\n- Lumen Analytics (#1019) {sendInvoiceReminder}\n- Halcyon Ltd (#1047) {sendInvoiceReminder!ghost}",
        True,
        ["list", "bad_id"],
    ),
    (
        "Good news: the Globex refund of $2,300 landed in the operating account today {getBankTransactions}, and I've recorded it against their credit note {recordJournalEntry}.",
        False,
        ["third_party"],
    ),
    (
        "I went ahead and knocked $200 off Halcyon's balance for the late delivery.",
        True,
        ["paraphrase", "uncited"],
    ),
]

PARTS: list[tuple[str, str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-en-15-1", "en", FRESH_1, "en11-fix-1"),
    ("fresh-en-15-2", "en", FRESH_2, "en11-fix-2"),
    ("fresh-en-15-3", "en", FRESH_3, "en11-fix-3"),
]
