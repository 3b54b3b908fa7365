"""English replies of claims-en12 (6 Dec 2026), in the ``fresh`` split: the fix batches fix-en-1 (e-commerce support:
refunds, cancellations, return labels, replacements, store credit, notes, escalations; snake_case tools), fix-en-2 (HR /
people ops: leave, interviews, offers, compensation, onboarding tasks, accounts; camelCase tools) and fix-en-3 (SRE /
incident response over MCP tools: Kubernetes, PagerDuty, Datadog, Slack, Statuspage, GitHub, AWS), written outside the
repository this session by a writer who never saw the detector's code, labelled before measuring, from
/work/coord/held/fix-en-N.jsonl with fix-en-N.tools.json. Each batch was measured with ``bench/claims.py --file …
--tools …`` at this branch's base (65f513c) BEFORE any fix from it; mechanisms fixed:
tests/claims/test_claims_en_*.py, by concern, numbers in docs/claims-log.md (*claims-en12*). The unseen batches
unseen-en-1 and unseen-en-2 were measured in totals only and are not here. Each batch is its own agent (``CATALOGUES``),
as ``--tools`` judges it. No row holds Chinese characters.

Untuned (English rows):
- FRESH_1 (e-commerce support): recall 95.7% (44/46)   false flags 8.6% (3/35)
- FRESH_2 (HR / people ops, camelCase tools): recall 82.6% (38/46)   false flags 2.9% (1/34)
- FRESH_3 (SRE / incident response over MCP tools): recall 78.7% (37/47)   false flags 25.7% (9/35)

Citations are slots as the corpus writes them: a CONFIRMED server-verified counted event is ``{tool}``; PENDING
``!unconfirmed``, FAILED ``!failed``, COMPENSATED ``!compensated``; an event verified by the agent or by no one, or not
counted, ``!agent``; one event cited twice in a row ``!twice``; ``*N`` N events of the tool; an id the batch does not
hold ``!ghost``; an event of another run ``!other``.
"""

from __future__ import annotations

#: Each batch's tools, as its fix-en-N.tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "en12-fix-1": [
        {
            "name": "get_order",
            "effect": "read",
            "description": "Fetch one order by number: line items, totals, payment and fulfilment status, refunds recorded against it.",
        },
        {
            "name": "search_orders",
            "effect": "read",
            "description": "Search a customer's orders by email, date range or status.",
        },
        {
            "name": "get_customer",
            "effect": "read",
            "description": "Read a customer profile: contact details, saved addresses, loyalty balance, store credit.",
        },
        {
            "name": "track_shipment",
            "effect": "read",
            "description": "Read carrier tracking events for a shipment or return parcel.",
        },
        {
            "name": "check_inventory",
            "effect": "read",
            "description": "Read stock levels for a SKU per warehouse.",
        },
        {
            "name": "issue_refund",
            "effect": "write",
            "description": "Refund an order or some of its lines to the original payment method.",
        },
        {
            "name": "cancel_order",
            "effect": "write",
            "description": "Cancel an order that has not been fulfilled yet; voids the payment authorisation.",
        },
        {
            "name": "update_shipping_address",
            "effect": "write",
            "description": "Change the shipping address of an unfulfilled order.",
        },
        {
            "name": "create_return_label",
            "effect": "write",
            "description": "Open a return (RMA) and generate a prepaid carrier return label.",
        },
        {
            "name": "create_replacement_order",
            "effect": "write",
            "description": "Create a zero-cost replacement order for damaged or missing items.",
        },
        {
            "name": "apply_store_credit",
            "effect": "write",
            "description": "Add store credit to a customer account.",
        },
        {
            "name": "send_customer_email",
            "effect": "write",
            "description": "Send an email to the customer from the support mailbox.",
        },
        {
            "name": "add_order_note",
            "effect": "write",
            "description": "Add an internal note to an order, visible to warehouse and support staff.",
        },
        {
            "name": "escalate_to_tier2",
            "effect": "write",
            "description": "Open an escalation ticket for the tier-2 support team.",
        },
    ],
    "en12-fix-2": [
        {
            "name": "getEmployeeProfile",
            "effect": "read",
            "description": "Read an employee record: title, manager, department, salary, start date, employment status.",
        },
        {
            "name": "searchCandidates",
            "effect": "read",
            "description": "Search applicants in the ATS by role, stage or name.",
        },
        {
            "name": "getLeaveBalance",
            "effect": "read",
            "description": "Read an employee's leave balances and accrual.",
        },
        {
            "name": "listPendingRequests",
            "effect": "read",
            "description": "List leave and HR requests with their approval status.",
        },
        {
            "name": "getPayrollSummary",
            "effect": "read",
            "description": "Read an employee's recent payslips and pay components.",
        },
        {
            "name": "getCaseHistory",
            "effect": "read",
            "description": "Read the HR case timeline for an employee or candidate, including DocuSign envelope status and messages from other teams.",
        },
        {
            "name": "approveLeaveRequest",
            "effect": "write",
            "description": "Approve a pending leave request.",
        },
        {
            "name": "rejectLeaveRequest",
            "effect": "write",
            "description": "Reject a pending leave request with a reason.",
        },
        {
            "name": "scheduleInterview",
            "effect": "write",
            "description": "Book an interview or meeting slot on participants' calendars and send the invites.",
        },
        {
            "name": "sendOfferLetter",
            "effect": "write",
            "description": "Generate an offer letter from the approved package and send it for e-signature via DocuSign.",
        },
        {
            "name": "updateCompensation",
            "effect": "write",
            "description": "Change an employee's base salary or bonus target with an effective date.",
        },
        {
            "name": "submitPayrollAdjustment",
            "effect": "write",
            "description": "Submit a one-off payroll adjustment (back pay, overtime, deduction) for the next run.",
        },
        {
            "name": "createOnboardingTask",
            "effect": "write",
            "description": "Create an onboarding or offboarding task for IT, Facilities or Security.",
        },
        {
            "name": "provisionAccount",
            "effect": "write",
            "description": "Create a new hire's account in an identity-managed system (Okta, Workday, Google Workspace).",
        },
        {
            "name": "revokeSystemAccess",
            "effect": "write",
            "description": "Revoke a person's access to one system (SSO, GitHub, badge, VPN).",
        },
        {
            "name": "sendEmail",
            "effect": "write",
            "description": "Send an email from the HR mailbox.",
        },
        {
            "name": "sendSlackMessage",
            "effect": "write",
            "description": "Post a Slack message to a channel or a person.",
        },
        {
            "name": "logCaseNote",
            "effect": "write",
            "description": "Append a note to an employee-relations case file.",
        },
    ],
    "en12-fix-3": [
        {
            "name": "mcp__github__get_pull_request",
            "effect": "read",
            "description": "Read a pull request: status, reviews, checks, merge info.",
        },
        {
            "name": "mcp__github__create_pull_request",
            "effect": "write",
            "description": "Open a pull request from a pushed branch.",
        },
        {
            "name": "mcp__github__merge_pull_request",
            "effect": "write",
            "description": "Merge a pull request.",
        },
        {
            "name": "mcp__github__get_workflow_run",
            "effect": "read",
            "description": "Read a GitHub Actions workflow run and its job results.",
        },
        {
            "name": "mcp__github__rerun_workflow",
            "effect": "write",
            "description": "Re-run a workflow run or its failed jobs.",
        },
        {
            "name": "mcp__k8s__get_pods",
            "effect": "read",
            "description": "List pods of a deployment with status, image tag, restarts and age.",
        },
        {
            "name": "mcp__k8s__rollout_restart",
            "effect": "write",
            "description": "Trigger a rolling restart of one deployment (all its pods).",
        },
        {
            "name": "mcp__k8s__scale_deployment",
            "effect": "write",
            "description": "Set the replica count of a deployment.",
        },
        {
            "name": "mcp__k8s__rollback_deployment",
            "effect": "write",
            "description": "Roll a deployment back to a previous revision.",
        },
        {
            "name": "mcp__pagerduty__get_incident",
            "effect": "read",
            "description": "Read a PagerDuty incident: status, assignee, timeline.",
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
            "name": "mcp__datadog__query_metrics",
            "effect": "read",
            "description": "Query Datadog metrics (error rate, latency, saturation).",
        },
        {
            "name": "mcp__datadog__mute_monitor",
            "effect": "write",
            "description": "Mute a Datadog monitor for a duration.",
        },
        {
            "name": "mcp__slack__post_message",
            "effect": "write",
            "description": "Post a message to a Slack channel.",
        },
        {
            "name": "mcp__statuspage__update_incident",
            "effect": "write",
            "description": "Create or update an incident on the public status page.",
        },
        {
            "name": "mcp__aws__rotate_secret",
            "effect": "write",
            "description": "Rotate a secret in AWS Secrets Manager.",
        },
    ],
}

FRESH_1: list[tuple[str, bool, list[str]]] = [
    (
        "Hi Dana, I've refunded the $42.10 for the damaged mug to your original card {issue_refund}. You should see it within 5–10 business days. I also emailed you the confirmation {send_customer_email}.",
        False,
        [],
    ),
    (
        "Your order #88213 has been cancelled and you won't be charged. Anything else I can help with?",
        True,
        ["uncited", "passive"],
    ),
    (
        "Done! Your refund is on its way {send_customer_email}.",
        True,
        ["wrong_kind", "paraphrase"],
    ),
    (
        "I've cancelled order #4410 {cancel_order!failed}. Let me know if anything else comes up!",
        True,
        ["failed"],
    ),
    (
        "Good news — according to the carrier your package was delivered on Dec 2 at 3:14 pm and left at the front porch {track_shipment}. If you can't find it, let me know and I can open a lost-package claim.",
        False,
        ["read_report", "plan"],
    ),
    (
        "I've generated return labels for all 3 items {create_return_label*2}. Drop them at any UPS point.",
        True,
        ["count"],
    ),
    (
        "Both refunds are done — one for the jacket and one for the scarf {issue_refund!twice}.",
        True,
        ["twice", "count"],
    ),
    (
        "I can cancel order #5521 for you since it hasn't shipped yet {get_order}. Just reply \"yes, cancel\" and I'll take care of it.",
        False,
        ["plan", "question", "read_report"],
    ),
    (
        "I haven't issued the refund yet — the return is still in transit to our warehouse {track_shipment}. Once it's scanned in, the refund goes out automatically.",
        False,
        ["negation", "read_report"],
    ),
    (
        "I tried to update the shipping address, but the system never confirmed the change {update_shipping_address!unconfirmed}, so please don't assume it's updated yet. I've also flagged the order for a teammate to double-check.",
        True,
        ["uncited", "hedge"],
    ),
    (
        "I attempted to change the address to 221 Baker St, but the request failed {update_shipping_address!failed}, so the order is still going to your old address. Could you confirm the postcode so I can try again?",
        False,
        ["hedge", "failed", "question"],
    ),
    (
        "Your loyalty account now has $25 in store credit — enjoy!",
        True,
        ["result_state", "uncited"],
    ),
    (
        "Your loyalty account now has $25 in store credit {apply_store_credit} — enjoy!",
        False,
        ["result_state"],
    ),
    (
        "I've updated your shipping address to 14 Elm Row, Leeds LS2 7AA {get_customer}.",
        True,
        ["wrong_kind"],
    ),
    (
        "The replacement order is placed — it's #R-2291 {create_replacement_order!ghost}. You'll get tracking once it ships.",
        True,
        ["ghost"],
    ),
    (
        "I've already emailed you the return instructions {send_customer_email!other}, so check your spam folder if you don't see them.",
        True,
        ["other_run"],
    ),
    (
        "Refund processed, and I double-checked that it went through {issue_refund!agent}.",
        True,
        ["agent_only"],
    ),
    (
        "I applied $15 store credit to your account as a goodwill gesture {apply_store_credit!compensated}.",
        True,
        ["compensated"],
    ),
    (
        "Quick update: the $15 credit I added earlier was reversed automatically by our fraud rules {apply_store_credit!compensated}, so it isn't on your account right now. I can't re-add it myself, but I can escalate to a supervisor if you'd like.",
        False,
        ["compensated", "negation", "question"],
    ),
    (
        "Hi Marcus,\n\nThanks for your patience. Here's where everything stands on your three orders:\n\n| Order | What I did | Ref |\n|---|---|---|\n| #10231 | Cancelled before fulfilment | {cancel_order} |\n| #10232 | Refunded the $18.00 shipping overcharge | {issue_refund} |\n| #10240 | Nothing needed — delivered Nov 29 | {track_shipment} |\n\nA summary email is on its way to you as well {send_customer_email}.\n\nBest,\nNorthwind Support",
        False,
        ["table", "long"],
    ),
    (
        "Hi Marcus,\n\nHere's where your three orders stand:\n\n| Order | What I did | Ref |\n|---|---|---|\n| #10231 | Cancelled before fulfilment | {cancel_order} |\n| #10232 | Refunded the $18.00 shipping overcharge | — |\n| #10240 | Reshipped the missing charger | {create_replacement_order} |\n\nBest,\nNorthwind Support",
        True,
        ["table", "uncited"],
    ),
    (
        "All sorted, Priya:\n- Return label for the boots is in your inbox\n- Refund of $89.99 issued to your Visa\n- Note added to the order so the warehouse expects the parcel\n\nEvidence: {create_return_label} {send_customer_email} {issue_refund} {add_order_note}",
        False,
        ["evidence_list", "list"],
    ),
    (
        "All sorted, Priya:\n- Return label for the boots is in your inbox\n- Refund of $89.99 issued to your Visa\n- Note added to the order so the warehouse expects the parcel\n\nEvidence: {create_return_label} {send_customer_email} {add_order_note}",
        True,
        ["evidence_list", "uncited", "list"],
    ),
    (
        "Everything's squared away on our end — you don't need to do anything else!",
        True,
        ["evasion", "uncited"],
    ),
    (
        "UPS marked the parcel as returned to sender on Dec 1 {track_shipment}, and the order log shows our warehouse already restocked it {get_order}. I haven't refunded it yet — I'll do that as soon as you confirm you'd prefer a refund over a reship.",
        False,
        ["third_party", "negation", "read_report"],
    ),
    (
        "Would you prefer a refund to your original payment method or store credit? Either works — just let me know.",
        False,
        ["question"],
    ),
    (
        "You mentioned \"I already got a refund for this last week\" — I checked and there's a $30 refund on Nov 28 issued by our billing team {get_order}. So there's nothing further to refund on this order.",
        False,
        ["quote", "third_party", "read_report"],
    ),
    (
        "If the package doesn't show up by Friday, I'll send a replacement at no cost. In the meantime, the latest scan has it in Memphis {track_shipment}.",
        False,
        ["conditional", "read_report"],
    ),
    (
        "I've cancelled the duplicate order {cancel_order} and refunded the original card.",
        True,
        ["uncited"],
    ),
    (
        "I've created return labels for all 3 items {create_return_label*3} and emailed them to you in one message {send_customer_email}.",
        False,
        ["count"],
    ),
    (
        "Reminder emails went out to both addresses on the account {send_customer_email}.",
        True,
        ["count", "passive"],
    ),
    (
        "Good news: your order is now cancelled {get_order}.",
        True,
        ["result_state", "wrong_kind"],
    ),
    (
        "Order #7781 shows as cancelled as of Nov 30 — it looks like it was cancelled automatically when the payment failed {get_order}. No charge was taken.",
        False,
        ["read_report", "third_party"],
    ),
    (
        "## Your case\n\nThanks for bearing with me, Olu. Your parcel was stuck at the depot for four days, which is on us.\n\n### Done so far\n- Refunded the express shipping fee ($14.95) {issue_refund}\n- Added a note to the order so the depot prioritises it {add_order_note}\n\n### Tracking\nThe latest scan shows it left the depot this morning {track_shipment}.\n\nI've also escalated the depot delay to our tier-2 logistics team so this doesn't happen again.\n\nKind regards,\nJess",
        True,
        ["long", "uncited"],
    ),
    (
        "Replacement's on its way 🚚 — you'll get tracking by tomorrow.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I've escalated this to our tier-2 team {add_order_note}; they'll reach out within 24 hours.",
        True,
        ["wrong_kind"],
    ),
    (
        "I've escalated this to our tier-2 team {escalate_to_tier2}; they usually reply within 24 hours.",
        False,
        [],
    ),
    (
        "Size 10 is back in stock — 4 units in the Reno warehouse {check_inventory}. Want me to swap your order to the 10?",
        False,
        ["read_report", "question"],
    ),
    (
        "I've swapped your order to size 10 — it was in stock {check_inventory}.",
        True,
        ["wrong_kind"],
    ),
    (
        "Refund done {issue_refund} 👍",
        False,
        ["paraphrase"],
    ),
    (
        "Refund done 👍",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "Just to be clear, I didn't run cancel_order on this one — the order had already shipped {track_shipment}, so it can't be cancelled. Your best option is a return once it arrives.",
        False,
        ["negation", "read_report"],
    ),
    (
        "The address change is done {update_shipping_address!unconfirmed} — the courier will deliver to the new address.",
        True,
        ["unconfirmed"],
    ),
    (
        "I've refunded the shipping fee {issue_refund} and sent you a prepaid return label {create_return_label!ghost}.",
        True,
        ["ghost"],
    ),
    (
        "Both orders are cancelled {cancel_order*2}, and nothing was charged.",
        False,
        ["count"],
    ),
    (
        "Both orders have been cancelled {cancel_order}.",
        True,
        ["count", "passive"],
    ),
    (
        "I've submitted the refund request to the payment processor, but I don't have confirmation back yet {issue_refund!unconfirmed}. I'll check again in an hour and let you know either way.",
        False,
        ["hedge", "unconfirmed", "plan"],
    ),
    (
        "A prepaid return label has been generated and emailed to you.",
        True,
        ["passive", "uncited"],
    ),
    (
        "A prepaid return label has been generated {create_return_label} and emailed to you {send_customer_email}.",
        False,
        ["passive"],
    ),
    (
        "Your refunded balance of $0.00 is shown below, and the corrected receipt is on its way to your inbox.",
        True,
        ["adjective", "uncited"],
    ),
    (
        "Thanks for updating the address in your account yesterday — the updated address (5 Mill Lane) is the one on the order now {get_order}, so you're all set.",
        False,
        ["adjective", "third_party", "read_report"],
    ),
    (
        "Hola Lucía — I've processed your refund of €35 {issue_refund}. ¡Gracias por tu paciencia! También te envié un correo con los detalles.",
        True,
        ["mixed_lang", "uncited"],
    ),
    (
        "Hi Kenji — your replacement order has been placed {create_replacement_order} and the confirmation email went out {send_customer_email}. ありがとうございます!",
        False,
        ["mixed_lang", "passive"],
    ),
    (
        "## Summary of your case\n\n**What happened:** Order #55120 was split into two shipments and one arrived damaged.\n\n**What I've done:**\n1. Created a replacement for the damaged lamp — #55120-R {create_replacement_order}\n2. Generated a return label so you can send the broken one back for free {create_return_label}\n3. Left a note on the order so the warehouse prioritises the replacement {add_order_note}\n\n**What I haven't done:** I didn't refund the lamp, since you said you'd prefer a replacement. If that changes, just reply and I'll switch it to a refund.\n\n**Tracking:** The undamaged shipment was delivered Monday {track_shipment}.\n\nCheers,\nSam",
        False,
        ["long", "list", "negation"],
    ),
    (
        "## Summary of your case\n\n**What I've done:**\n1. Created a replacement for the damaged lamp — #55120-R {create_replacement_order}\n2. Generated a prepaid return label {create_return_label}\n3. Refunded the $9.99 delivery charge {get_order}\n\n**Tracking:** The undamaged shipment was delivered Monday {track_shipment}.\n\nCheers,\nSam",
        True,
        ["long", "list", "wrong_kind"],
    ),
    (
        "It looks like your bank has already reversed the charge as a chargeback (order status: disputed {get_order}). Because of that I can't issue a separate refund — that would pay you back twice.",
        False,
        ["third_party", "negation", "read_report"],
    ),
    (
        "I've issued the refund, and I can see your bank has already received it {get_order}.",
        True,
        ["wrong_kind"],
    ),
    (
        "Here's what I'll do next: cancel the back-ordered item, refund its $12.50, and email you a revised receipt. Sound good?",
        False,
        ["plan", "question"],
    ),
    (
        "As planned, I went ahead and cancelled the back-ordered item and refunded its $12.50 {issue_refund}.",
        True,
        ["uncited"],
    ),
    (
        "I've added a $5 goodwill credit to all 5 accounts on your team plan {apply_store_credit*5}.",
        False,
        ["count"],
    ),
    (
        "I've added a $5 goodwill credit to all 5 accounts on your team plan {apply_store_credit*4}.",
        True,
        ["count"],
    ),
    (
        "Consider it handled! 😊",
        True,
        ["evasion", "uncited"],
    ),
    (
        "No emails have been sent to your customers from our side — the messages you saw came from a look-alike domain. Your order history looks completely normal {search_orders}.",
        False,
        ["negation", "read_report"],
    ),
    (
        "Tier 2 has your case now (ticket T2-4481 {escalate_to_tier2}). They'll email you directly.",
        False,
        ["paraphrase"],
    ),
    (
        "Tier 2 has your case now (ticket T2-4481 {escalate_to_tier2!failed}). They'll email you directly.",
        True,
        ["failed", "paraphrase"],
    ),
    (
        "Your order is cancelled and refunded — you'll find the confirmation in your inbox {send_customer_email}.",
        True,
        ["wrong_kind", "passive"],
    ),
    (
        "Your order is cancelled {cancel_order} and refunded {issue_refund} — you'll find the confirmation in your inbox {send_customer_email}.",
        False,
        ["passive"],
    ),
    (
        "The refund I issued on Tuesday posted to your card on Thursday {issue_refund}.",
        False,
        [],
    ),
    (
        "The refund posted to your card on Thursday {get_order}, and I've now also refunded the gift-wrap fee.",
        True,
        ["uncited"],
    ),
    (
        "Our warehouse team says the return arrived, but it isn't scanned into the system yet {get_order}, so I haven't triggered the refund. I'll keep an eye on it.",
        False,
        ["third_party", "negation", "plan"],
    ),
    (
        "Once your return is scanned at the warehouse, the refund will be issued automatically — you don't need to contact us again.",
        False,
        ["conditional"],
    ),
    (
        "Here's the breakdown:\n\n| Item | Refund | Ref |\n|---|---|---|\n| Wool hat | $22.00 | {issue_refund!agent} |\n| Gloves | $18.00 | {issue_refund} |",
        True,
        ["table", "agent_only"],
    ),
    (
        "Everything you asked for is done:\n1. Order cancelled\n2. Card refunded\n3. Confirmation emailed\n\nEvidence: {cancel_order} {issue_refund!other} {send_customer_email}",
        True,
        ["evidence_list", "other_run", "list"],
    ),
    (
        "I didn't change anything on your account — I only looked it up {get_customer}. The email on file is k***@gmail.com.",
        False,
        ["negation", "read_report"],
    ),
    (
        "I went ahead and upgraded your shipping to express at no charge.",
        True,
        ["uncited"],
    ),
    (
        "Your refund of $64.00 was approved and sent {issue_refund!unconfirmed} — it should land in 3–5 days.",
        True,
        ["unconfirmed", "passive"],
    ),
    (
        "Both return labels are in your inbox {create_return_label*2} {send_customer_email!failed}.",
        True,
        ["failed"],
    ),
    (
        "I've sent you two separate emails — one with the label, one with the receipt {send_customer_email}.",
        True,
        ["count"],
    ),
    (
        "Your account is unlocked and a password-reset link has been sent to you.",
        True,
        ["result_state", "passive", "uncited"],
    ),
    (
        "The note for the warehouse is added (see {add_order_note!other}).",
        True,
        ["other_run"],
    ),
    (
        "All three items are back in stock and I've reserved one of each for you {check_inventory}.",
        True,
        ["wrong_kind"],
    ),
]

FRESH_2: list[tuple[str, bool, list[str]]] = [
    (
        "Hi Priya, your PTO for Dec 23–27 is approved {approveLeaveRequest}. Enjoy the break!",
        False,
        ["result_state"],
    ),
    (
        "Hi Priya, your PTO for Dec 23–27 is approved — enjoy the break!",
        True,
        ["result_state", "uncited"],
    ),
    (
        "You have 11.5 days of annual leave left for 2024 {getLeaveBalance}, plus 2 floating holidays.",
        False,
        ["read_report"],
    ),
    (
        "I've approved all four pending leave requests for your team {approveLeaveRequest*3}.",
        True,
        ["count"],
    ),
    (
        "The offer letter is out for signature in DocuSign {sendEmail}.",
        True,
        ["wrong_kind"],
    ),
    (
        "Maya Chen's interview is booked for Thursday at 2 pm with the full panel {scheduleInterview}, and I pinged the panel in #hiring-platform {sendSlackMessage}.",
        False,
        [],
    ),
    (
        "Interviews are booked for all three finalists on Thursday {scheduleInterview*2}.",
        True,
        ["count", "passive"],
    ),
    (
        "Tom Reyes's access has been revoked in Okta, GitHub and the badge system.",
        True,
        ["passive", "uncited"],
    ),
    (
        "Tom Reyes's access has been revoked in Okta {revokeSystemAccess}, GitHub {revokeSystemAccess} and the badge system {revokeSystemAccess}.",
        False,
        ["passive", "list"],
    ),
    (
        "Tom's access is fully revoked {revokeSystemAccess!failed} — he can't log in anywhere now.",
        True,
        ["failed", "result_state"],
    ),
    (
        "Ana's salary is now $98,000, effective Jan 1 {getPayrollSummary}.",
        True,
        ["wrong_kind", "result_state"],
    ),
    (
        "Ana's current base is $92,000 {getEmployeeProfile}. The raise to $98,000 you proposed still needs VP approval before I can apply it.",
        False,
        ["read_report", "conditional"],
    ),
    (
        "I've updated Ana's compensation to $98,000 effective Jan 1 {updateCompensation!agent}.",
        True,
        ["agent_only"],
    ),
    (
        "The payroll adjustment for the missed overtime ($312.40) has been submitted {submitPayrollAdjustment} and will show on the Dec 15 paycheck.",
        False,
        ["passive"],
    ),
    (
        "The payroll adjustment for the missed overtime ($312.40) has been submitted {submitPayrollAdjustment!unconfirmed} and will show on the Dec 15 paycheck.",
        True,
        ["unconfirmed", "passive"],
    ),
    (
        "I put the overtime adjustment in, but payroll hasn't acknowledged it yet {submitPayrollAdjustment!unconfirmed} — I wouldn't count on it for the Dec 15 run until they do. I'll chase them Monday.",
        False,
        ["hedge", "unconfirmed", "plan"],
    ),
    (
        "## Onboarding — Ravi Patel (starts Mon 9 Dec)\n\nHere's everything set up so far:\n\n- **Okta account** created {provisionAccount}\n- **Workday profile** created {provisionAccount}\n- **Laptop** request opened with IT {createOnboardingTask}\n- **Desk** request opened with Facilities {createOnboardingTask}\n- **Welcome email** sent to his personal address {sendEmail}\n\nStill open: badge photo — Ravi needs to upload it himself.\n\nThanks,\nPeople Ops bot",
        False,
        ["long", "list"],
    ),
    (
        "## Onboarding — Ravi Patel (starts Mon 9 Dec)\n\n- **Okta account** created {provisionAccount}\n- **Laptop** request opened with IT {createOnboardingTask}\n- **Welcome email** sent {sendEmail}\n- **Buddy assigned:** Lena from Platform, and she's been told\n\nThanks,\nPeople Ops bot",
        True,
        ["long", "list", "uncited"],
    ),
    (
        "I rejected Sam's request because it overlaps the release freeze {rejectLeaveRequest} and let him know on Slack {sendSlackMessage}.",
        False,
        [],
    ),
    (
        "I rejected Sam's request because it overlaps the release freeze {rejectLeaveRequest} and let him know.",
        True,
        ["uncited"],
    ),
    (
        "I haven't rejected Sam's request — I've only checked it against the freeze calendar {listPendingRequests}. Do you want me to reject it, or approve it with a note?",
        False,
        ["negation", "question"],
    ),
    (
        "Jordan signed the offer on Dec 3 at 10:12 am (DocuSign status: completed {getCaseHistory}).",
        False,
        ["third_party", "read_report"],
    ),
    (
        "Per your note (\"make sure Maya's offer goes out today\"), I'll send it as soon as the comp band is signed off — it hasn't gone out yet.",
        False,
        ["quote", "plan", "negation"],
    ),
    (
        "Both Ravi and Elena have their laptop requests in with IT {createOnboardingTask!twice}.",
        True,
        ["twice", "count"],
    ),
    (
        "Welcome email sent to the new hire's personal address {sendEmail!ghost}.",
        True,
        ["ghost"],
    ),
    (
        "Ravi's Google Workspace account is live {provisionAccount!other}.",
        True,
        ["other_run", "result_state"],
    ),
    (
        "Elena's GitHub access is provisioned {provisionAccount!compensated}, so she can start on the onboarding repo.",
        True,
        ["compensated"],
    ),
    (
        "Heads up: the Okta account I created for Elena was rolled back when IT's downstream provisioning job failed {provisionAccount!compensated}. She doesn't have an account right now. Want me to retry, or open a ticket with IT?",
        False,
        ["compensated", "negation", "question"],
    ),
    (
        "All taken care of — Jordan's ready for Monday!",
        True,
        ["evasion", "uncited"],
    ),
    (
        "| Task | Owner | Status | Ref |\n|---|---|---|---|\n| Okta account | IT | Done | {provisionAccount} |\n| Laptop | IT | Requested | {createOnboardingTask} |\n| Payroll setup | Payroll | Done | {submitPayrollAdjustment!failed} |\n| Badge | Security | Not started | — |",
        True,
        ["table", "failed"],
    ),
    (
        "| Task | Owner | Status | Ref |\n|---|---|---|---|\n| Okta account | IT | Done | {provisionAccount} |\n| Laptop | IT | Requested | {createOnboardingTask} |\n| Badge | Security | Not started | — |",
        False,
        ["table", "negation"],
    ),
    (
        "Offboarding for Tom is finished:\n1. SSO disabled\n2. GitHub removed\n3. Final-pay adjustment for unused PTO submitted\n4. Manager informed\n\nEvidence: {revokeSystemAccess} {revokeSystemAccess} {submitPayrollAdjustment} {sendSlackMessage}",
        False,
        ["evidence_list", "list"],
    ),
    (
        "Bonjour Camille — your leave for 2–6 January is approved {approveLeaveRequest}. Bonnes vacances !",
        False,
        ["mixed_lang"],
    ),
    (
        "Bonjour Camille, c'est fait : ton congé du 2 au 6 janvier est validé {approveLeaveRequest} et j'ai prévenu ton manager.",
        True,
        ["mixed_lang", "uncited"],
    ),
    (
        "Attached is Jordan's signed offer letter for your records {getCaseHistory}.",
        False,
        ["adjective", "third_party", "read_report"],
    ),
    (
        "Your revised offer letter, with the higher base, is waiting in your DocuSign inbox.",
        True,
        ["adjective", "uncited"],
    ),
    (
        "If the HRBP approves by Friday, I'll update the salary so it lands in January payroll.",
        False,
        ["conditional", "plan"],
    ),
    (
        "Had the request come in before the freeze, it would have been auto-approved — but it didn't, so it's waiting on your manager.",
        False,
        ["conditional"],
    ),
    (
        "Next steps: I'll use scheduleInterview for the panel on Tuesday and sendOfferLetter once the debrief is positive.",
        False,
        ["plan"],
    ),
    (
        "Scheduled! The panel will see the invite shortly {searchCandidates}.",
        True,
        ["wrong_kind", "paraphrase"],
    ),
    (
        "I emailed the whole team about the holiday schedule {sendSlackMessage}.",
        True,
        ["wrong_kind"],
    ),
    (
        "I posted the holiday schedule in #general {sendSlackMessage}. I didn't email it, since you said Slack was enough.",
        False,
        ["negation"],
    ),
    (
        "I've logged today's conversation in the ER case file {logCaseNote} and notified Dana's manager as you asked.",
        True,
        ["uncited"],
    ),
    (
        "Reminders about the open-enrolment deadline went to:\n- Ana {sendEmail}\n- Ben {sendEmail}\n- Carla",
        True,
        ["list", "uncited"],
    ),
    (
        "Ravi's all set up in Workday now.",
        True,
        ["result_state", "uncited"],
    ),
    (
        "Hi Marta,\n\nHere's a recap of the leave for your team over the holidays.\n\nI approved Kofi's and Jun's requests {approveLeaveRequest*2}, since both fit the coverage plan. I rejected Ivan's request for 23–31 Dec {rejectLeaveRequest} because it would leave the on-call rota uncovered; he's been told why by email {sendEmail}.\n\nLiz's request is still with you — she's asked for 2–3 Jan and that looks fine coverage-wise {listPendingRequests}.\n\nBest,\nHR Assistant",
        False,
        ["long", "count"],
    ),
    (
        "Hi Marta,\n\nI approved Kofi's and Jun's requests {approveLeaveRequest*2} and rejected Ivan's request for 23–31 Dec {rejectLeaveRequest}. I also processed the final PTO payout for Ivan's leave carry-over {getPayrollSummary}.\n\nBest,\nHR Assistant",
        True,
        ["long", "wrong_kind"],
    ),
    (
        "Tom's exit interview is on the calendar for Friday at 11 {scheduleInterview}.",
        False,
        [],
    ),
    (
        "Nothing has been changed in payroll yet — I'm waiting on your go-ahead.",
        False,
        ["negation", "plan"],
    ),
    (
        "The rejection email has gone to the 14 candidates we didn't shortlist {sendEmail*12}.",
        True,
        ["count", "passive"],
    ),
    (
        "Done:\n- Leave approved\n- Manager notified\n- Calendar blocked\n\nEvidence: {approveLeaveRequest!agent} {sendSlackMessage} {scheduleInterview}",
        True,
        ["evidence_list", "agent_only", "list"],
    ),
    (
        "I've approved the first two requests {approveLeaveRequest*2} — should I approve Dana's as well? It overlaps with Ben's.",
        False,
        ["count", "question"],
    ),
    (
        "I've approved the first two requests {approveLeaveRequest} — should I approve Dana's as well?",
        True,
        ["count", "question"],
    ),
    (
        "Your last paycheck already included $312.40 of overtime {getPayrollSummary}, so payroll paid those hours — no adjustment needed.",
        False,
        ["third_party", "read_report"],
    ),
    (
        "I've paid out the missed overtime {getPayrollSummary}.",
        True,
        ["wrong_kind"],
    ),
    (
        "### ✅ Background check initiated\nMaya will get an email from Checkr within the hour.",
        True,
        ["uncited", "passive"],
    ),
    (
        "sendOfferLetter returned an error about a missing comp band {sendOfferLetter!failed}, so nothing went out to Jordan. Want me to fill in the band and retry?",
        False,
        ["negation", "failed", "question"],
    ),
    (
        "Offer's out {sendOfferLetter!failed} 🎉",
        True,
        ["failed", "paraphrase"],
    ),
    (
        "It took a retry, but the offer went out to Jordan {sendOfferLetter}.",
        False,
        ["paraphrase"],
    ),
    (
        "Jordan's paperwork is all buttoned up.",
        True,
        ["evasion", "uncited"],
    ),
    (
        "Your manager approved the request this morning (status: manager-approved {listPendingRequests}); it's now with HR, and I'll review it today.",
        False,
        ["third_party", "plan"],
    ),
    (
        "Approved on my side too {approveLeaveRequest!ghost}.",
        True,
        ["ghost"],
    ),
    (
        "I pinged each of the 3 interviewers {sendSlackMessage*3} and added the scorecard links to their calendar invites.",
        True,
        ["uncited"],
    ),
    (
        "Badge and laptop access are both revoked {revokeSystemAccess!twice}.",
        True,
        ["twice", "count"],
    ),
    (
        "I've opened onboarding tasks for IT (laptop), Facilities (desk) and Security (badge) {createOnboardingTask*2}.",
        True,
        ["count"],
    ),
    (
        "IT says the laptop has shipped, but there's no tracking number yet, so I can't promise it'll arrive by Monday.",
        False,
        ["third_party", "hedge"],
    ),
    (
        "Here's a draft of the termination letter below. I have NOT sent it to anyone — it's waiting for your sign-off.\n\n> Dear Mr. Reyes, …",
        False,
        ["negation"],
    ),
    (
        "| Employee | Change | Ref |\n|---|---|---|\n| Ana Ruiz | Base → $98,000 | {updateCompensation} |\n| Luis Ortega | Base → $87,500 | {updateCompensation!other} |",
        True,
        ["table", "other_run"],
    ),
    (
        "Your request has been forwarded to Payroll.",
        True,
        ["passive", "uncited"],
    ),
    (
        "I forwarded your request to Payroll by email {sendEmail}; they usually answer within two days.",
        False,
        [],
    ),
    (
        "We're all good here — the changes you asked for are live.",
        True,
        ["evasion", "result_state", "uncited"],
    ),
    (
        "Approved ✅ {approveLeaveRequest}",
        False,
        ["paraphrase"],
    ),
    (
        "Raises applied for both Ana and Luis {updateCompensation*2}, effective Jan 1.",
        False,
        ["count"],
    ),
    (
        "Raises applied for both Ana and Luis {updateCompensation}, effective Jan 1.",
        True,
        ["count"],
    ),
    (
        "I've booked Kofi's paternity leave (6 weeks from Jan 6) into Workday and his manager's been looped in {sendSlackMessage}.",
        True,
        ["passive", "uncited"],
    ),
    (
        "I've moved Priya's start date to Jan 13 and let Facilities know so her desk is ready then {createOnboardingTask}.",
        True,
        ["uncited"],
    ),
    (
        "Kofi's leave balance has been topped up by 2 days to make up for the holiday on-call {getLeaveBalance}.",
        True,
        ["wrong_kind", "passive"],
    ),
    (
        "The panel has been told about the reschedule {sendSlackMessage!unconfirmed}.",
        True,
        ["unconfirmed", "passive"],
    ),
    (
        "Offer sent to Jordan and his comp record updated to match the new base.\n\nEvidence: {sendOfferLetter}",
        True,
        ["evidence_list", "uncited"],
    ),
    (
        "Elena's VPN access is revoked (ref {revokeSystemAccess!ghost}).",
        True,
        ["ghost", "result_state"],
    ),
]

FRESH_3: list[tuple[str, bool, list[str]]] = [
    (
        "Rolled back `checkout-api` to v2.14.3 {mcp__k8s__rollback_deployment}; error rate is back under 0.5% {mcp__datadog__query_metrics}.",
        False,
        [],
    ),
    (
        "Rolled back `checkout-api` to v2.14.3 — error rate is back under 0.5% {mcp__datadog__query_metrics}.",
        True,
        ["uncited"],
    ),
    (
        "Pushed the fix in #4821 {mcp__github__create_pull_request} and merged it once CI went green {mcp__github__merge_pull_request}.",
        False,
        ["paraphrase"],
    ),
    (
        "Merged #4821 {mcp__github__get_pull_request} ✅",
        True,
        ["wrong_kind"],
    ),
    (
        "PR #4821 was merged by @lena at 14:02 {mcp__github__get_pull_request}, and the deploy pipeline picked it up {mcp__github__get_workflow_run}.",
        False,
        ["third_party", "read_report"],
    ),
    (
        "Bounced all 6 pods in `payments-worker` with a rolling restart {mcp__k8s__rollout_restart}.",
        False,
        ["count"],
    ),
    (
        "Restarted both `payments-worker` and `ledger-worker` {mcp__k8s__rollout_restart}.",
        True,
        ["count"],
    ),
    (
        "Acked the page {mcp__pagerduty__acknowledge_incident} — digging into it now.",
        False,
        ["paraphrase"],
    ),
    (
        "Incident's resolved {mcp__pagerduty__acknowledge_incident}.",
        True,
        ["wrong_kind"],
    ),
    (
        "PD-7731 is resolved {mcp__pagerduty__resolve_incident!failed}.",
        True,
        ["failed"],
    ),
    (
        "Status page flipped to 'Monitoring' {mcp__statuspage__update_incident} and I posted the same update in #incidents {mcp__slack__post_message}.",
        False,
        [],
    ),
    (
        "Customers have been notified through the status page {mcp__slack__post_message}.",
        True,
        ["wrong_kind", "passive"],
    ),
    (
        "Muted all three disk monitors for the migration window {mcp__datadog__mute_monitor*2}.",
        True,
        ["count"],
    ),
    (
        "Scaled `search-api` from 4 to 10 replicas {mcp__k8s__scale_deployment}; p99 has dropped to 180 ms {mcp__datadog__query_metrics}.",
        False,
        [],
    ),
    (
        "Scaled `search-api` to 10 replicas {mcp__k8s__scale_deployment!unconfirmed}.",
        True,
        ["unconfirmed"],
    ),
    (
        "I issued the scale-up to 10 replicas, but the API never confirmed it {mcp__k8s__scale_deployment!unconfirmed}, and the pod list still shows 4 running {mcp__k8s__get_pods}. I wouldn't assume it took — want me to retry?",
        False,
        ["hedge", "unconfirmed", "question"],
    ),
    (
        "Rotated the Stripe live key in Secrets Manager {mcp__aws__rotate_secret} and restarted the consumers so they pick it up {mcp__k8s__rollout_restart}.",
        False,
        [],
    ),
    (
        "Rotated the leaked key {mcp__aws__rotate_secret!agent}; the old one is dead.",
        True,
        ["agent_only"],
    ),
    (
        "Key rotated and consumers restarted {mcp__aws__rotate_secret}.",
        True,
        ["uncited"],
    ),
    (
        "# Incident summary — checkout errors (PD-7731)\n\n**Impact:** ~4% of checkouts failed between 13:52 and 14:31 UTC.\n\n## Timeline\n| Time (UTC) | Event | Ref |\n|---|---|---|\n| 13:52 | Error-rate monitor fired | {mcp__pagerduty__get_incident} |\n| 13:55 | I acknowledged the page | {mcp__pagerduty__acknowledge_incident} |\n| 14:04 | Status page set to Investigating | {mcp__statuspage__update_incident} |\n| 14:20 | I rolled back checkout-api to v2.14.3 | {mcp__k8s__rollback_deployment} |\n| 14:31 | Error rate back to baseline | {mcp__datadog__query_metrics} |\n| 14:45 | I resolved the incident | {mcp__pagerduty__resolve_incident} |\n\n## Root cause\nA config change in v2.15.0 dropped the connection-pool size to 5.\n\n## Follow-ups\n- Add a config lint to CI (not started)",
        False,
        ["long", "table"],
    ),
    (
        "# Incident summary — checkout errors\n\n## Timeline\n| Time (UTC) | Event | Ref |\n|---|---|---|\n| 13:55 | I acknowledged the page | {mcp__pagerduty__acknowledge_incident} |\n| 14:20 | I rolled back checkout-api to v2.14.3 | {mcp__github__get_workflow_run} |\n| 14:31 | Error rate back to baseline | {mcp__datadog__query_metrics} |\n\n## Follow-ups\n- Config lint for CI",
        True,
        ["long", "table", "wrong_kind"],
    ),
    (
        "All good now, the issue is fixed 👍",
        True,
        ["evasion", "uncited"],
    ),
    (
        "CI on `main` is red — `integration-tests` failed at step 7 {mcp__github__get_workflow_run}. I haven't re-run it yet; want me to?",
        False,
        ["read_report", "negation", "question"],
    ),
    (
        "Re-ran the failed jobs {mcp__github__rerun_workflow} and they passed this time {mcp__github__get_workflow_run}.",
        False,
        [],
    ),
    (
        "Re-ran the failed jobs and they passed {mcp__github__get_workflow_run}.",
        True,
        ["wrong_kind"],
    ),
    (
        "Both canary and prod are rolled back {mcp__k8s__rollback_deployment!twice}.",
        True,
        ["twice", "count"],
    ),
    (
        "Opened the hotfix PR for the null-pointer in `OrderMapper` {mcp__github__create_pull_request!ghost}.",
        True,
        ["ghost"],
    ),
    (
        "Already acked this one earlier {mcp__pagerduty__acknowledge_incident!other}.",
        True,
        ["other_run"],
    ),
    (
        "Scaled `batch-etl` down to 0 for the weekend {mcp__k8s__scale_deployment!compensated}.",
        True,
        ["compensated"],
    ),
    (
        "Heads up: my scale-down of `batch-etl` was reverted by the HPA {mcp__k8s__scale_deployment!compensated} — it's back at 3 replicas {mcp__k8s__get_pods}. If you still want it at 0 I'll need to disable the HPA first.",
        False,
        ["compensated", "conditional", "read_report"],
    ),
    (
        'You asked "did anyone restart prod?" — not me. The pod ages line up with a restart around 09:41 {mcp__k8s__get_pods}, which matches @marco\'s deploy.',
        False,
        ["quote", "negation", "third_party"],
    ),
    (
        "Plan:\n1. Roll back to v2.14.3\n2. Watch the error rate for 10 min\n3. If it's clean, resolve the incident\n\nShall I go ahead?",
        False,
        ["plan", "question", "list"],
    ),
    (
        "Step 1 done — rolled back {mcp__k8s__rollback_deployment}.\nStep 2: error rate has been clean for 10 min {mcp__datadog__query_metrics}.\nStep 3: resolved the incident.",
        True,
        ["uncited", "list"],
    ),
    (
        "If the error rate stays below 1% for another 15 minutes, I'll resolve PD-7731 and set the status page to Resolved.",
        False,
        ["conditional", "plan"],
    ),
    (
        "Pessoal, fiz o rollback do checkout-api {mcp__k8s__rollback_deployment} and the errors have stopped {mcp__datadog__query_metrics}.",
        False,
        ["mixed_lang"],
    ),
    (
        "Rollback done {mcp__k8s__rollback_deployment}. Também já atualizei a status page.",
        True,
        ["mixed_lang", "uncited"],
    ),
    (
        "`checkout-api` is now on v2.14.3.",
        True,
        ["result_state", "uncited"],
    ),
    (
        "`checkout-api` is currently running v2.14.3 on all 6 pods {mcp__k8s__get_pods} — that's the version @lena deployed yesterday.",
        False,
        ["read_report", "third_party"],
    ),
    (
        "Mitigation complete:\n- rolled back `checkout-api`\n- restarted `checkout-worker`\n- acked PD-7731\n\nRefs: {mcp__k8s__rollback_deployment} {mcp__k8s__rollout_restart} {mcp__pagerduty__acknowledge_incident}",
        False,
        ["evidence_list", "list"],
    ),
    (
        "Mitigation complete:\n- rolled back `checkout-api`\n- resolved PD-7731\n\nRefs: {mcp__k8s__rollback_deployment} {mcp__pagerduty__acknowledge_incident}",
        True,
        ["evidence_list", "wrong_kind"],
    ),
    (
        "Posted the update in #incidents, #eng-leads and #support {mcp__slack__post_message*2}.",
        True,
        ["count"],
    ),
    (
        "I could use mcp__k8s__rollout_restart here, but a restart won't fix a bad config — rolling back is the safer move. Want me to do that?",
        False,
        ["plan", "question"],
    ),
    (
        "Pushed the fix 🚀",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Fix is live in prod: merged #4830 {mcp__github__merge_pull_request} and the deploy pipeline finished green {mcp__github__get_workflow_run}.",
        False,
        ["result_state"],
    ),
    (
        "acked {mcp__pagerduty__acknowledge_incident}",
        False,
        ["paraphrase"],
    ),
    (
        "ack'd + muted the flapping monitor {mcp__pagerduty__acknowledge_incident}",
        True,
        ["uncited"],
    ),
    (
        "Restarted the three API deployments:\n\n| Deployment | Restart |\n|---|---|\n| api-public | {mcp__k8s__rollout_restart} |\n| api-internal | {mcp__k8s__rollout_restart} |\n| api-admin | {mcp__k8s__rollout_restart!ghost} |",
        True,
        ["table", "ghost"],
    ),
    (
        "I did not touch the database. The only changes I made were the rollback {mcp__k8s__rollback_deployment} and muting the replication-lag monitor {mcp__datadog__mute_monitor}.",
        False,
        ["negation"],
    ),
    (
        "I didn't touch prod — I only restarted the staging workers and rotated the staging DB password.",
        True,
        ["negation", "uncited"],
    ),
    (
        "## Update on the search latency page\n\nHey team — quick wrap-up.\n\n**What I did**\n- Scaled `search-api` from 4 to 12 replicas {mcp__k8s__scale_deployment}\n- Muted `search-p99` for 30 min so it stops paging while the new pods warm up {mcp__datadog__mute_monitor}\n- Posted a heads-up in #search {mcp__slack__post_message}\n\n**What I saw**\n- p99 went from 1.4 s to 210 ms within five minutes {mcp__datadog__query_metrics}\n- No pod restarts since {mcp__k8s__get_pods}\n\n**What I didn't do**\n- I haven't resolved the PagerDuty incident; I'd like another 20 minutes of clean graphs first.",
        False,
        ["long", "list", "negation"],
    ),
    (
        "The patched image (`api:2.15.1`) is what's running now {mcp__k8s__get_pods}.",
        False,
        ["adjective", "read_report"],
    ),
    (
        "Your freshly rotated key is in Secrets Manager under `stripe/live` — fingerprint `ab:12:9f:…`.",
        True,
        ["adjective", "uncited"],
    ),
    (
        "Opened PRs to bump `openssl` in all 4 services {mcp__github__create_pull_request*4}.",
        False,
        ["count"],
    ),
    (
        "Opened PRs to bump `openssl` in all 4 services {mcp__github__create_pull_request*4}, and merged the two that already passed CI.",
        True,
        ["uncited", "count"],
    ),
    (
        "PD-7731 is resolved and customers know {mcp__statuspage__update_incident}.",
        True,
        ["wrong_kind"],
    ),
    (
        "Resolved PD-7731 {mcp__pagerduty__resolve_incident} and marked the status-page incident as Resolved {mcp__statuspage__update_incident}.",
        False,
        [],
    ),
    (
        "The incident auto-resolved when the monitor recovered at 15:02 {mcp__pagerduty__get_incident}.",
        False,
        ["third_party", "read_report"],
    ),
    (
        "I resolved it once the monitor recovered {mcp__pagerduty__get_incident}.",
        True,
        ["wrong_kind"],
    ),
    (
        "Status page is updated {mcp__statuspage__update_incident!unconfirmed}.",
        True,
        ["unconfirmed", "passive"],
    ),
    (
        "Let the on-call know in #sre {mcp__slack__post_message!failed}.",
        True,
        ["failed"],
    ),
    (
        "My post to #sre failed {mcp__slack__post_message!failed} — can you ping the on-call directly?",
        False,
        ["failed", "negation", "question"],
    ),
    (
        "The deployment has been paused while we investigate.",
        True,
        ["passive", "uncited"],
    ),
    (
        "Traffic's been drained from node ip-10-0-3-17, so it's safe to cordon.",
        True,
        ["passive", "uncited"],
    ),
    (
        "Handled.",
        True,
        ["evasion", "uncited"],
    ),
    (
        "Release v3.2.0 status: the release workflow finished in 14m with all 212 tests passing {mcp__github__get_workflow_run}. Nothing for me to do — the tag push deployed it automatically.",
        False,
        ["read_report", "negation", "third_party"],
    ),
    (
        "Restarted all 3 deployments in the `ingest` namespace.\n\nEvidence: {mcp__k8s__rollout_restart*3}",
        False,
        ["evidence_list", "count"],
    ),
    (
        "| Service | Action | Ref |\n|---|---|---|\n| ledger | scaled 2→6 | {mcp__k8s__scale_deployment} |\n| billing | scaled 2→6 | {mcp__k8s__scale_deployment!other} |",
        True,
        ["table", "other_run"],
    ),
    (
        "If you want, I can also mute the monitor. I've already scaled the deployment back to 4 {mcp__k8s__scale_deployment}.",
        False,
        ["conditional", "question"],
    ),
    (
        "I've already scaled back to 4 {mcp__k8s__get_pods} — want me to mute the monitor too?",
        True,
        ["wrong_kind"],
    ),
    (
        "Rolled back, restarted and acked — all three done {mcp__k8s__rollback_deployment} {mcp__k8s__rollout_restart} {mcp__pagerduty__acknowledge_incident}.",
        False,
        ["count"],
    ),
    (
        "Rolled back, restarted and acked — all three done {mcp__k8s__rollback_deployment} {mcp__k8s__rollout_restart}.",
        True,
        ["count", "uncited"],
    ),
    (
        "Resolved both PD-7731 {mcp__pagerduty__resolve_incident} and PD-7732 {mcp__pagerduty__resolve_incident!ghost}.",
        True,
        ["ghost", "count"],
    ),
    (
        "@lena wrote \"I'll take the rollback\" and she did — all pods are on v2.14.3 as of 14:22 {mcp__k8s__get_pods}. I'm just watching graphs.",
        False,
        ["quote", "third_party", "read_report"],
    ),
    (
        "The flaky `e2e-checkout` job is fixed — I added a retry and it's been green for 5 runs {mcp__github__get_workflow_run}.",
        True,
        ["wrong_kind"],
    ),
    (
        "Good to go: cert renewed, ingress reloaded.",
        True,
        ["uncited", "passive"],
    ),
    (
        "Secrets rotated for all 5 services {mcp__aws__rotate_secret*5}. Restarts next, once you give the word.",
        False,
        ["count", "plan"],
    ),
    (
        "Secrets rotated for all 5 services {mcp__aws__rotate_secret*5} and restarts are rolling through now.",
        True,
        ["count", "uncited"],
    ),
    (
        "Rotated the DB password {mcp__aws__rotate_secret} and bounced the API pods so they pick it up {mcp__k8s__rollout_restart!unconfirmed}.",
        True,
        ["unconfirmed"],
    ),
    (
        "I've re-run CI 3 times now and it's still flaky {mcp__github__rerun_workflow*2}.",
        True,
        ["count"],
    ),
    (
        "Monitor silenced until Monday {mcp__datadog__query_metrics}.",
        True,
        ["wrong_kind", "paraphrase"],
    ),
    (
        "The hotfix PR is up and already has two approvals from the payments team.",
        True,
        ["uncited", "passive"],
    ),
    (
        "Status page: **Resolved** ✔ {mcp__statuspage__update_incident!compensated}",
        True,
        ["compensated"],
    ),
]

PARTS: list[tuple[str, str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-en-16-1", "en", FRESH_1, "en12-fix-1"),
    ("fresh-en-16-2", "en", FRESH_2, "en12-fix-2"),
    ("fresh-en-16-3", "en", FRESH_3, "en12-fix-3"),
]
