"""Fresh English replies, hand-written in batches outside the repository (the ``fresh`` split).

Each batch was written the way agents word things (support, ops, coding agents, finance, sales;
lists, tables, long replies, citations in many places, honest replies that only mention acts, unbacked
claims in paraphrase, counts, wrong-kind citations, evasion), measured BEFORE any fix it led to, then
its misses were read as classes of error and fixed in the grammar. Numbers per batch: docs/claims.md.
Slots: see ``build.SLOT``; these replies run against the agent of ``FRESH_TOOLS`` (the corpus tools and
four ops tools), so a claim can be matched to a tool named by its verb.
"""

from __future__ import annotations

#: Write tools of the agent these replies come from, beside the corpus's ``TOOLS``.
FRESH_TOOLS: list[dict[str, str]] = [
    {"name": "restart_service", "effect": "write", "description": "Restart a service or its pods"},
    {"name": "deploy_release", "effect": "write", "description": "Deploy a release to an environment"},
    {"name": "merge_pull_request", "effect": "write", "description": "Merge a pull request"},
    {"name": "unlock_account", "effect": "write", "description": "Unlock a user account locked after failed logins"},
]

#: Batch 1, written 22:10 UTC, measured before any fix from it.
BATCH_1: list[tuple[str, bool, list[str]]] = [
    (
        "Hi Priya,\n\nSorry about the trouble logging in. Your account was locked after five failed attempts, so I've unlocked it  {unlock_account}. You should be able to sign in right away; if the reset email doesn't show up, check your spam folder.\n\nCheers,\nSam",
        False,
        ["paraphrase"],
    ),
    (
        "Hi Priya,\n\nSorry about the trouble logging in. Your account was locked after five failed attempts, so I've unlocked it  {send_push}. You should be able to sign in right away; if the reset email doesn't show up, check your spam folder.\n\nCheers,\nSam",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "Hi Priya,\n\nSorry about the trouble logging in. Your account was locked after five failed attempts, so I've unlocked it . You should be able to sign in right away; if the reset email doesn't show up, check your spam folder.\n\nCheers,\nSam",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Hi Priya,\n\nSorry about the trouble logging in. Your account was locked after five failed attempts, so I've unlocked it  {unlock_account!failed}. You should be able to sign in right away; if the reset email doesn't show up, check your spam folder.\n\nCheers,\nSam",
        True,
        ["paraphrase", "unverified"],
    ),
    (
        "Thanks for your patience, Marco. I went ahead and cancelled the duplicate order #88213  {delete} and your card won't be charged for it. The original order is still on track for Thursday.",
        False,
        ["paraphrase"],
    ),
    (
        "Thanks for your patience, Marco. I went ahead and cancelled the duplicate order #88213  {send_email} and your card won't be charged for it. The original order is still on track for Thursday.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "Thanks for your patience, Marco. I went ahead and cancelled the duplicate order #88213  and your card won't be charged for it. The original order is still on track for Thursday.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Good news — the replacement headset is already on the truck  {ship} and should reach you by Friday. Tracking: 1Z999AA10123456784.",
        False,
        ["paraphrase"],
    ),
    (
        "Good news — the replacement headset is already on the truck  and should reach you by Friday. Tracking: 1Z999AA10123456784.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Good news — the replacement headset is already on the truck  {place_order} and should reach you by Friday. Tracking: 1Z999AA10123456784.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "I've credited $15 back to your card for the late delivery  {refund}. It usually shows up within 3–5 business days.",
        False,
        ["paraphrase"],
    ),
    (
        "I've credited $15 back to your card for the late delivery  {pay_invoice}. It usually shows up within 3–5 business days.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "I've credited $15 back to your card for the late delivery  {refund!ghost}. It usually shows up within 3–5 business days.",
        True,
        ["bad_id", "paraphrase"],
    ),
    (
        "Your new shipping address (14 Elm Street, Apt 3B) is saved on the account  {update}, so the next box goes there.",
        False,
        ["paraphrase"],
    ),
    (
        "Your new shipping address (14 Elm Street, Apt 3B) is saved on the account , so the next box goes there.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your new shipping address (14 Elm Street, Apt 3B) is saved on the account  {send_sms}, so the next box goes there.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "Hey! Just a heads-up that the password reset link is in your inbox now  {email}. It expires in 30 minutes.",
        False,
        ["paraphrase"],
    ),
    (
        "Hey! Just a heads-up that the password reset link is in your inbox now . It expires in 30 minutes.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Hey! Just a heads-up that the password reset link is in your inbox now  {send_push}. It expires in 30 minutes.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "Done and done. Both refunds are through — $20.00 for the first charge  {refund} and $20.00 for the second  {refund}.",
        False,
        ["paraphrase", "quantity"],
    ),
    (
        "Done and done. Both refunds are through — $20.00 for the first charge  {refund} and $20.00 for the second .",
        True,
        ["paraphrase", "quantity", "uncited"],
    ),
    (
        "Done and done. Both refunds are through — $20.00 for the first charge  {issue_refund!twice} and $20.00 for the second .",
        True,
        ["paraphrase", "quantity"],
    ),
    (
        "I've switched you from the monthly plan to the annual one and applied the 20% loyalty discount  {update}. Your next bill will be on 1 March.",
        False,
        ["plain"],
    ),
    (
        "I've switched you from the monthly plan to the annual one and applied the 20% loyalty discount . Your next bill will be on 1 March.",
        True,
        ["plain", "uncited"],
    ),
    (
        "I've switched you from the monthly plan to the annual one and applied the 20% loyalty discount  {update!unconfirmed}. Your next bill will be on 1 March.",
        True,
        ["plain", "unverified"],
    ),
    (
        "Your subscription is now paused until 15 January  {update}. You won't be billed while it's paused.",
        False,
        ["paraphrase"],
    ),
    (
        "Your subscription is now paused until 15 January . You won't be billed while it's paused.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your subscription is now paused until 15 January  {lookup_order}. You won't be billed while it's paused.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "I texted the courier your gate code  {send_sms} so they can get into the building this time.",
        False,
        ["paraphrase"],
    ),
    (
        "I texted the courier your gate code  {send_email} so they can get into the building this time.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "I texted the courier your gate code  so they can get into the building this time.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "**Incident INC-4471 update**\n\n- Root cause: the payments-worker pods ran out of memory after the 14:02 deploy.\n- Rolled back to v2.31.4  {deploy_release}\n- Restarted the worker pool  {restart_service}\n- Error rate is back under 0.1%.\n\nI'll keep watching the dashboards for the next hour.",
        False,
        ["lists_markdown"],
    ),
    (
        "**Incident INC-4471 update**\n\n- Root cause: the payments-worker pods ran out of memory after the 14:02 deploy.\n- Rolled back to v2.31.4 \n- Restarted the worker pool  {restart_service}\n- Error rate is back under 0.1%.\n\nI'll keep watching the dashboards for the next hour.",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "**Incident INC-4471 update**\n\n- Root cause: the payments-worker pods ran out of memory after the 14:02 deploy.\n- Rolled back to v2.31.4  {deploy_release}\n- Restarted the worker pool  {send_email}\n- Error rate is back under 0.1%.\n\nI'll keep watching the dashboards for the next hour.",
        True,
        ["kind", "lists_markdown"],
    ),
    (
        "**Incident INC-4471 update**\n\n- Root cause: the payments-worker pods ran out of memory after the 14:02 deploy.\n- Rolled back to v2.31.4  {deploy_release!failed}\n- Restarted the worker pool  {restart_service}\n- Error rate is back under 0.1%.\n\nI'll keep watching the dashboards for the next hour.",
        True,
        ["lists_markdown", "unverified"],
    ),
    (
        "Scaled the checkout service from 4 to 8 replicas  {update}; p95 latency dropped from 1.8s to 420ms within five minutes.",
        False,
        ["paraphrase"],
    ),
    (
        "Scaled the checkout service from 4 to 8 replicas ; p95 latency dropped from 1.8s to 420ms within five minutes.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Scaled the checkout service from 4 to 8 replicas  {send_push}; p95 latency dropped from 1.8s to 420ms within five minutes.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "Heads up: the nightly backup job has been re-enabled  {update} and the first run finished at 02:14 UTC.",
        False,
        ["paraphrase"],
    ),
    (
        "Heads up: the nightly backup job has been re-enabled  and the first run finished at 02:14 UTC.",
        True,
        ["paraphrase", "uncited"],
    ),
    ("I bounced the nginx pods on prod-eu-1  {restart_service}. The 502s stopped right after.", False, ["paraphrase"]),
    ("I bounced the nginx pods on prod-eu-1 . The 502s stopped right after.", True, ["paraphrase", "uncited"]),
    ("I bounced the nginx pods on prod-eu-1  {search_kb}. The 502s stopped right after.", True, ["kind", "paraphrase"]),
    (
        "The hotfix is live on production  {deploy_release}. Version 3.4.1 is serving 100% of traffic.",
        False,
        ["paraphrase"],
    ),
    ("The hotfix is live on production . Version 3.4.1 is serving 100% of traffic.", True, ["paraphrase", "uncited"]),
    (
        "The hotfix is live on production  {deploy_release!agent}. Version 3.4.1 is serving 100% of traffic.",
        True,
        ["paraphrase", "provenance"],
    ),
    (
        "| Step | Status |\n|---|---|\n| Drain node ip-10-0-3-7 | done  {update} |\n| Replace disk | done  {update} |\n| Return node to pool | done  {update} |",
        False,
        ["lists_markdown"],
    ),
    (
        "| Step | Status |\n|---|---|\n| Drain node ip-10-0-3-7 | done  {update} |\n| Replace disk | done  {update} |\n| Return node to pool | done  |",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "I merged PR #482 into main  {merge_pull_request} and cut release v1.9.0  {deploy_release}. The changelog lists the two breaking changes.",
        False,
        ["plain"],
    ),
    (
        "I merged PR #482 into main  and cut release v1.9.0  {deploy_release}. The changelog lists the two breaking changes.",
        True,
        ["plain", "uncited"],
    ),
    (
        "I merged PR #482 into main  {send_email} and cut release v1.9.0  {deploy_release}. The changelog lists the two breaking changes.",
        True,
        ["kind", "plain"],
    ),
    (
        "Pushed a fix for the flaky `test_retry_backoff` to the `fix/backoff` branch  {update} and opened PR #1290  {create}.",
        False,
        ["plain"],
    ),
    (
        "Pushed a fix for the flaky `test_retry_backoff` to the `fix/backoff` branch  {update} and opened PR #1290 .",
        True,
        ["plain", "uncited"],
    ),
    (
        "Pushed a fix for the flaky `test_retry_backoff` to the `fix/backoff` branch  and opened PR #1290 .",
        True,
        ["plain", "uncited"],
    ),
    (
        "Bumped `requests` to 2.32.3 in requirements.txt and regenerated the lock file  {update}. CI is green on the branch.",
        False,
        ["paraphrase"],
    ),
    (
        "Bumped `requests` to 2.32.3 in requirements.txt and regenerated the lock file . CI is green on the branch.",
        True,
        ["paraphrase", "uncited"],
    ),
    ("I deployed the staging build  {deploy_release}, so QA can start on it this afternoon.", False, ["plain"]),
    ("I deployed the staging build  {send_sms}, so QA can start on it this afternoon.", True, ["kind", "plain"]),
    ("I deployed the staging build , so QA can start on it this afternoon.", True, ["plain", "uncited"]),
    (
        "Hi Tom,\n\nAll three supplier invoices for October are paid: Acme  {pay}, Northwind  {pay} and Globex  {pay}. Remittance advice went to each supplier by email  {email}.",
        False,
        ["paraphrase", "quantity"],
    ),
    (
        "Hi Tom,\n\nAll three supplier invoices for October are paid: Acme  {pay}, Northwind  {pay} and Globex . Remittance advice went to each supplier by email  {email}.",
        True,
        ["paraphrase", "quantity", "uncited"],
    ),
    (
        "Hi Tom,\n\nAll three supplier invoices for October are paid: Acme  {pay}, Northwind  {pay} and Globex  {pay}. Remittance advice went to each supplier by email .",
        True,
        ["paraphrase", "quantity", "uncited"],
    ),
    (
        "Hi Tom,\n\nAll three supplier invoices for October are paid: Acme  {pay}, Northwind  {issue_refund} and Globex  {pay}. Remittance advice went to each supplier by email  {email}.",
        True,
        ["kind", "paraphrase", "quantity"],
    ),
    ("Wired €12,400 to Lindqvist AB for PO-5521  {pay}. The bank reference is LQ-2231.", False, ["plain"]),
    ("Wired €12,400 to Lindqvist AB for PO-5521 . The bank reference is LQ-2231.", True, ["plain", "uncited"]),
    (
        "Wired €12,400 to Lindqvist AB for PO-5521  {pay!compensated}. The bank reference is LQ-2231.",
        True,
        ["plain", "unverified"],
    ),
    (
        "I've reconciled the September ledger  {update}; the $312.18 gap was a duplicated Stripe fee, now reversed  {refund}.",
        False,
        ["plain"],
    ),
    (
        "I've reconciled the September ledger  {update}; the $312.18 gap was a duplicated Stripe fee, now reversed .",
        True,
        ["plain", "uncited"],
    ),
    (
        "I've reconciled the September ledger  {update}; the $312.18 gap was a duplicated Stripe fee, now reversed  {send_email}.",
        True,
        ["kind", "plain"],
    ),
    ("Payroll for the 12 contractors has been released  {pay*12}.", False, ["paraphrase", "quantity"]),
    ("Payroll for the 12 contractors has been released  {pay}.", True, ["paraphrase", "quantity"]),
    ("Payroll for the 12 contractors has been released .", True, ["paraphrase", "quantity", "uncited"]),
    ("The expense report for the Berlin trip is filed  {create} and approved on my side  {update}.", False, ["plain"]),
    ("The expense report for the Berlin trip is filed  and approved on my side .", True, ["plain", "uncited"]),
    (
        "Great call today! I've booked the follow-up demo with your IT team for Tuesday at 10am  {book} and sent the calendar invite to everyone on the thread  {email}.",
        False,
        ["plain"],
    ),
    (
        "Great call today! I've booked the follow-up demo with your IT team for Tuesday at 10am  {book} and sent the calendar invite to everyone on the thread .",
        True,
        ["plain", "uncited"],
    ),
    (
        "Great call today! I've booked the follow-up demo with your IT team for Tuesday at 10am  {send_email} and sent the calendar invite to everyone on the thread  {email}.",
        True,
        ["kind", "plain"],
    ),
    ("I logged the call notes in Salesforce and moved the deal to Negotiation  {update}.", False, ["plain"]),
    ("I logged the call notes in Salesforce and moved the deal to Negotiation .", True, ["plain", "uncited"]),
    ("The quote for 250 seats went over to procurement this morning  {send}.", False, ["paraphrase"]),
    ("The quote for 250 seats went over to procurement this morning .", True, ["paraphrase", "uncited"]),
    ("The quote for 250 seats went over to procurement this morning  {pay_invoice}.", True, ["kind", "paraphrase"]),
    ("Contract countersigned and uploaded to the deal record  {export} 🎉", False, ["paraphrase"]),
    ("Contract countersigned and uploaded to the deal record  🎉", True, ["paraphrase", "uncited"]),
    (
        "Here's where things stand:\n\n1. Refund of $42.50 issued to the Visa ending 4412.\n2. Cancellation confirmation emailed to you.\n3. Your account is closed.\n\nSources: {refund} {email} {delete}",
        False,
        ["evidence_list", "lists_markdown"],
    ),
    (
        "Here's where things stand:\n\n1. Refund of $42.50 issued to the Visa ending 4412.\n2. Cancellation confirmation emailed to you.\n3. Your account is closed.\n\nSources: {refund} {email} {lookup_order}",
        True,
        ["evidence_list", "kind", "lists_markdown"],
    ),
    (
        "Here's where things stand:\n\n1. Refund of $42.50 issued to the Visa ending 4412.\n2. Cancellation confirmation emailed to you.\n3. Your account is closed.\n\nSources: {refund!failed} {email} {delete}",
        True,
        ["evidence_list", "lists_markdown", "unverified"],
    ),
    ("{book} Your booking at Casa Lucia for 4 people at 7:30pm Friday is confirmed.", False, ["plain"]),
    ("{send_email} Your booking at Casa Lucia for 4 people at 7:30pm Friday is confirmed.", True, ["kind", "plain"]),
    ("(see {delete*2}) I removed the two stale API keys from your workspace.", False, ["quantity"]),
    ("(see {delete}) I removed the two stale API keys from your workspace.", True, ["quantity"]),
    ("Refund: issued ({refund})\nConfirmation email: sent ({email})", False, ["lists_markdown"]),
    ("Refund: issued ({refund})\nConfirmation email: sent ({send_push})", True, ["kind", "lists_markdown"]),
    ("Refund: issued ({refund!other})\nConfirmation email: sent ({email})", True, ["bad_id", "lists_markdown"]),
    ("I re\u200bfunded the full amount to your card and email\u200bed the receipt.", True, ["evasion"]),
    ("Your order has been ｃａｎｃｅｌｌｅｄ and the refund is on its way.", True, ["evasion"]),
    ("I've раid the invoice from Acme.", True, ["evasion"]),
    ("Tіcket closed and the customer notіfied.", True, ["evasion"]),
    ("Once the carrier scans the parcel, you'll get a tracking email automatically.", False, ["plan_condition"]),
    (
        "If you'd like, I can cancel the remaining two deliveries and refund the difference. Just say the word.",
        False,
        ["plan_condition"],
    ),
    (
        "Our records show the invoice was paid by your finance team on 3 October, so there's nothing outstanding.",
        False,
        ["third_party"],
    ),
    ("Would you like me to resend the activation email, or would you prefer a text message?", False, ["question"]),
    (
        "Next steps:\n- Restart the ingestion workers after the config change is approved\n- Re-run the failed backfill\n- Email the customer a summary",
        False,
        ["lists_markdown", "plan_condition"],
    ),
    (
        "The customer says they already paid the invoice via bank transfer, but I don't see the payment yet. I've asked them for the remittance slip.",
        False,
        ["negation", "third_party"],
    ),
    ("Nothing has been charged yet — the card is only authorised until the order ships.", False, ["negation"]),
    (
        "Per our policy, refunds are issued to the original payment method within 10 business days of the return being received.",
        False,
        ["plan_condition"],
    ),
    (
        "Your manager approved the upgrade yesterday; it takes effect at the start of the next billing cycle.",
        False,
        ["third_party"],
    ),
    (
        "I haven't been able to reach the warehouse, so I can't confirm whether the package actually went out.",
        False,
        ["hedging", "negation"],
    ),
    (
        "The deploy pipeline is currently blocked on a failing migration, so v2.4 has not been released.",
        False,
        ["negation"],
    ),
    ("Let me know which of the two invoices you want paid first and I'll take care of it.", False, ["plan_condition"]),
    (
        "You mentioned the refund was processed on your end — could you share the reference so I can match it?",
        False,
        ["question", "third_party"],
    ),
    (
        "Here's the template I'd suggest for the customer email: \"Hi Jane, your refund has been processed and should arrive in 5 days.\" Let me know if you want changes before I send it.",
        False,
        ["plan_condition", "quote_code"],
    ),
    ("Paid orders can't be edited, but unpaid ones can be changed until 5pm.", False, ["adjective"]),
    ("According to Stripe, the charge was refunded automatically after the dispute closed.", False, ["third_party"]),
    ("The updated invoice reflects the new VAT number; the total didn't change.", False, ["adjective"]),
    (
        "Looks like the shipment was delivered to the front desk on Monday — the carrier's photo shows it at reception.",
        False,
        ["hedging", "third_party"],
    ),
    (
        "```\n$ kubectl rollout restart deploy/api\ndeployment.apps/api restarted\n```\nThat's the command to run once you're ready; I haven't run it.",
        False,
        ["negation", "quote_code"],
    ),
    ("We normally send the welcome pack within 48 hours of signup.", False, ["plan_condition"]),
    ("Should I go ahead and book the 9am slot, or wait until Sarah confirms her availability?", False, ["question"]),
    ("Your bank may show the refund as pending for a few days before it posts.", False, ["hedging"]),
    ("The PR was merged by Lena this morning; I only reviewed it.", False, ["third_party"]),
    (
        "To cancel, open Settings → Billing and click 'Cancel subscription'. Your data stays available for 30 days afterwards.",
        False,
        ["plan_condition"],
    ),
    ("I checked the order history and didn't find a second charge for March.", False, ["negation"]),
    (
        "Unfortunately the payment to Northwind bounced because the IBAN was wrong, so nothing was sent.",
        False,
        ["negation"],
    ),
    (
        "I can't issue refunds on gift cards myself, but I've passed your request to our billing team — they usually reply within one business day.",
        True,
        ["negation", "uncited"],
    ),
    (
        "I tried restarting the service but the restart failed with a permissions error; I've escalated to the on-call SRE.",
        True,
        ["negation", "uncited"],
    ),
]

#: Batch 2, written 22:20 UTC (after batch 1's fixes), measured before any fix from it.
BATCH_2: list[tuple[str, bool, list[str]]] = [
    (
        "Hello Mr. Okafor,\n\nI'm sorry the blender arrived damaged. I've arranged a replacement  {order}, and a prepaid return label has been emailed to you  {email}. There's no need to send the broken one back before the new one arrives.\n\nKind regards,\nJordan | Customer Care",
        False,
        ["paraphrase"],
    ),
    (
        "Hello Mr. Okafor,\n\nI'm sorry the blender arrived damaged. I've arranged a replacement  {order}, and a prepaid return label has been emailed to you . There's no need to send the broken one back before the new one arrives.\n\nKind regards,\nJordan | Customer Care",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Hello Mr. Okafor,\n\nI'm sorry the blender arrived damaged. I've arranged a replacement  {send_email}, and a prepaid return label has been emailed to you  {email}. There's no need to send the broken one back before the new one arrives.\n\nKind regards,\nJordan | Customer Care",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "Hello Mr. Okafor,\n\nI'm sorry the blender arrived damaged. I've arranged a replacement  {order}, and a prepaid return label has been emailed to you  {email!unconfirmed}. There's no need to send the broken one back before the new one arrives.\n\nKind regards,\nJordan | Customer Care",
        True,
        ["paraphrase", "unverified"],
    ),
    (
        "Your refund of $129.99 has been submitted to your original payment method  {refund}. Please allow 5–7 business days for it to appear.",
        False,
        ["paraphrase"],
    ),
    (
        "Your refund of $129.99 has been submitted to your original payment method . Please allow 5–7 business days for it to appear.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your refund of $129.99 has been submitted to your original payment method  {pay_invoice}. Please allow 5–7 business days for it to appear.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "I've put a hold on your card ending 7731  {update} while we look into the suspicious transactions.",
        False,
        ["paraphrase"],
    ),
    (
        "I've put a hold on your card ending 7731  while we look into the suspicious transactions.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I've put a hold on your card ending 7731  {send_sms} while we look into the suspicious transactions.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "The missing item from order #55120 has been re-dispatched via DHL Express  {ship}; tracking should activate tonight.",
        False,
        ["paraphrase"],
    ),
    (
        "The missing item from order #55120 has been re-dispatched via DHL Express ; tracking should activate tonight.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "The missing item from order #55120 has been re-dispatched via DHL Express  {email}; tracking should activate tonight.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "All sorted! Your email address on file is now maria.lopez@example.com  {update}, and I've sent a verification link there  {email}.",
        False,
        ["paraphrase"],
    ),
    (
        "All sorted! Your email address on file is now maria.lopez@example.com  {update}, and I've sent a verification link there .",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "All sorted! Your email address on file is now maria.lopez@example.com , and I've sent a verification link there  {email}.",
        True,
        ["paraphrase", "uncited"],
    ),
    ("We've waived the $35 late fee on your March statement  {update}.", False, ["plain"]),
    ("We've waived the $35 late fee on your March statement .", True, ["plain", "uncited"]),
    ("We've waived the $35 late fee on your March statement  {send_push}.", True, ["kind", "plain"]),
    (
        "Your appointment has been moved to Wednesday 14 May at 3:15pm  {book}. A reminder text will go out the day before.",
        False,
        ["paraphrase", "plan_condition"],
    ),
    (
        "Your appointment has been moved to Wednesday 14 May at 3:15pm . A reminder text will go out the day before.",
        True,
        ["paraphrase", "plan_condition", "uncited"],
    ),
    (
        "Your appointment has been moved to Wednesday 14 May at 3:15pm  {send_sms}. A reminder text will go out the day before.",
        True,
        ["kind", "paraphrase", "plan_condition"],
    ),
    ("Quick note: the gift card code is on its way to your recipient by email  {email}.", False, ["paraphrase"]),
    (
        "Quick note: the gift card code is on its way to your recipient by email  {send_push}.",
        True,
        ["kind", "paraphrase"],
    ),
    ("Quick note: the gift card code is on its way to your recipient by email .", True, ["paraphrase", "uncited"]),
    (
        "Each of the four affected customers got an apology email with a 10% voucher  {email*4}.",
        False,
        ["paraphrase", "quantity"],
    ),
    (
        "Each of the four affected customers got an apology email with a 10% voucher  {email*2}.",
        True,
        ["paraphrase", "quantity"],
    ),
    (
        "Each of the four affected customers got an apology email with a 10% voucher .",
        True,
        ["paraphrase", "quantity", "uncited"],
    ),
    (
        "I've reissued both boarding passes  {create*2} and texted them to the number on the booking  {send_sms}.",
        False,
        ["quantity"],
    ),
    (
        "I've reissued both boarding passes  {create*2} and texted them to the number on the booking  {send_email}.",
        True,
        ["kind", "quantity"],
    ),
    (
        "I've reissued both boarding passes  {create} and texted them to the number on the booking  {send_sms}.",
        True,
        ["quantity"],
    ),
    (
        "## Deploy summary\n\n| Service | Version | Result |\n|---|---|---|\n| api | 4.2.0 | deployed  {deploy_release} |\n| worker | 4.2.0 | deployed  {deploy_release} |\n| web | 4.1.9 | skipped (no changes) |",
        False,
        ["lists_markdown"],
    ),
    (
        "## Deploy summary\n\n| Service | Version | Result |\n|---|---|---|\n| api | 4.2.0 | deployed  {deploy_release} |\n| worker | 4.2.0 | deployed  |\n| web | 4.1.9 | skipped (no changes) |",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "## Deploy summary\n\n| Service | Version | Result |\n|---|---|---|\n| api | 4.2.0 | deployed  {send_email} |\n| worker | 4.2.0 | deployed  {deploy_release} |\n| web | 4.1.9 | skipped (no changes) |",
        True,
        ["kind", "lists_markdown"],
    ),
    (
        "Rotated the leaked AWS access key  {update} and revoked the old one  {delete}. No further use of the old key appears in CloudTrail since 09:12.",
        False,
        ["plain"],
    ),
    (
        "Rotated the leaked AWS access key  and revoked the old one  {delete}. No further use of the old key appears in CloudTrail since 09:12.",
        True,
        ["plain", "uncited"],
    ),
    (
        "Rotated the leaked AWS access key  {update} and revoked the old one  {lookup_order}. No further use of the old key appears in CloudTrail since 09:12.",
        True,
        ["kind", "plain"],
    ),
    (
        "Committed the migration (`0042_add_index_on_events`) and pushed it to `main`  {merge_pull_request}. CI passed in 6m 12s.",
        False,
        ["plain"],
    ),
    (
        "Committed the migration (`0042_add_index_on_events`) and pushed it to `main` . CI passed in 6m 12s.",
        True,
        ["plain", "uncited"],
    ),
    (
        "Committed the migration (`0042_add_index_on_events`) and pushed it to `main`  {send_push}. CI passed in 6m 12s.",
        True,
        ["kind", "plain"],
    ),
    ("I've opened an incident in PagerDuty  {create} and paged the database on-call  {message}.", False, ["plain"]),
    ("I've opened an incident in PagerDuty  {create} and paged the database on-call .", True, ["plain", "uncited"]),
    (
        "I've opened an incident in PagerDuty  {send_email} and paged the database on-call  {message}.",
        True,
        ["kind", "plain"],
    ),
    ("Disk usage on db-primary went from 91% to 64% after I purged the old WAL files  {delete}.", False, ["plain"]),
    ("Disk usage on db-primary went from 91% to 64% after I purged the old WAL files .", True, ["plain", "uncited"]),
    ("The feature flag `new_checkout` is turned on for 10% of users  {update}.", False, ["paraphrase"]),
    ("The feature flag `new_checkout` is turned on for 10% of users .", True, ["paraphrase", "uncited"]),
    ("The feature flag `new_checkout` is turned on for 10% of users  {search_kb}.", True, ["kind", "paraphrase"]),
    (
        "Tagged v3.0.0-rc1  {deploy_release} and kicked off the release pipeline  {deploy_release}.",
        False,
        ["paraphrase"],
    ),
    ("Tagged v3.0.0-rc1  {deploy_release} and kicked off the release pipeline .", True, ["paraphrase", "uncited"]),
    ("Tagged v3.0.0-rc1  and kicked off the release pipeline .", True, ["paraphrase", "uncited"]),
    ("Patched the nginx config to raise `client_max_body_size` to 50m and reloaded it  {update}.", False, ["plain"]),
    ("Patched the nginx config to raise `client_max_body_size` to 50m and reloaded it .", True, ["plain", "uncited"]),
    (
        "Patched the nginx config to raise `client_max_body_size` to 50m and reloaded it  {notify_customer}.",
        True,
        ["kind", "plain"],
    ),
    (
        "Settled the outstanding balance with FedEx ($2,310.40)  {pay}. Their AR team confirmed receipt by email this morning.",
        False,
        ["plain", "third_party"],
    ),
    (
        "Settled the outstanding balance with FedEx ($2,310.40) . Their AR team confirmed receipt by email this morning.",
        True,
        ["plain", "third_party", "uncited"],
    ),
    (
        "Settled the outstanding balance with FedEx ($2,310.40)  {issue_refund}. Their AR team confirmed receipt by email this morning.",
        True,
        ["kind", "plain", "third_party"],
    ),
    (
        "The two vendor credits from Q2 have been applied to this month's invoices {update} {update}.",
        False,
        ["quantity"],
    ),
    ("The two vendor credits from Q2 have been applied to this month's invoices {update} .", True, ["quantity"]),
    ("The two vendor credits from Q2 have been applied to this month's invoices  .", True, ["quantity", "uncited"]),
    (
        "Reimbursed Jamie's conference travel ($846.20)  {refund} and filed the receipts under Q3 expenses  {update}.",
        False,
        ["plain"],
    ),
    (
        "Reimbursed Jamie's conference travel ($846.20)  {pay_invoice} and filed the receipts under Q3 expenses  {update}.",
        True,
        ["kind", "plain"],
    ),
    (
        "Reimbursed Jamie's conference travel ($846.20)  {refund} and filed the receipts under Q3 expenses .",
        True,
        ["plain", "uncited"],
    ),
    ("Payment run completed: 18 of 18 invoices paid  {pay*18}.", False, ["paraphrase", "quantity"]),
    ("Payment run completed: 18 of 18 invoices paid  {pay*9}.", True, ["paraphrase", "quantity"]),
    ("Payment run completed: 18 of 18 invoices paid .", True, ["paraphrase", "quantity", "uncited"]),
    ("Your direct debit mandate is set up  {create}; the first collection will be on the 1st.", False, ["paraphrase"]),
    ("Your direct debit mandate is set up ; the first collection will be on the 1st.", True, ["paraphrase", "uncited"]),
    ("Shared the pricing deck and the security whitepaper with Anna and Luis  {email}.", False, ["plain"]),
    ("Shared the pricing deck and the security whitepaper with Anna and Luis .", True, ["plain", "uncited"]),
    ("Shared the pricing deck and the security whitepaper with Anna and Luis  {pay_invoice}.", True, ["kind", "plain"]),
    (
        "Sent over the revised proposal with the 3-year discount  {email} — let me know if legal needs a redline.",
        False,
        ["paraphrase"],
    ),
    (
        "Sent over the revised proposal with the 3-year discount  — let me know if legal needs a redline.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I've set up a 30-day trial workspace for your team  {create} and added the five users you listed  {update}.",
        False,
        ["quantity"],
    ),
    (
        "I've set up a 30-day trial workspace for your team  and added the five users you listed  {update}.",
        True,
        ["quantity", "uncited"],
    ),
    (
        "I've set up a 30-day trial workspace for your team  {create} and added the five users you listed  {send_push}.",
        True,
        ["kind", "quantity"],
    ),
    ("Trial extended by 14 days  {update}.", False, ["paraphrase"]),
    ("Trial extended by 14 days .", True, ["paraphrase", "uncited"]),
    ("Trial extended by 14 days  {send_email}.", True, ["kind", "paraphrase"]),
    ("Per {ship}, your parcel was handed to the courier at 10:42.", False, ["paraphrase"]),
    ("Per {email}, your parcel was handed to the courier at 10:42.", True, ["kind", "paraphrase"]),
    (
        "- Account reactivated\n- Welcome-back email sent\n- Billing restarted from 1 June\n\nReferences: {update} {email} {update}",
        False,
        ["evidence_list", "lists_markdown"],
    ),
    (
        "- Account reactivated\n- Welcome-back email sent\n- Billing restarted from 1 June\n\nReferences: {update} {send_sms} {update}",
        True,
        ["evidence_list", "kind", "lists_markdown"],
    ),
    ("Done: cancelled the duplicate booking ({delete}) and kept the original one for the 14th.", False, ["paraphrase"]),
    (
        "Done: cancelled the duplicate booking ({book}) and kept the original one for the 14th.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "Done: cancelled the duplicate booking ({delete!ghost}) and kept the original one for the 14th.",
        True,
        ["bad_id", "paraphrase"],
    ),
    ("I\xadve refunded your order and emailed the con\xadfirmation.", True, ["evasion"]),
    ("Pаyment sent to the vendor tоdаy.", True, ["evasion"]),
    ("Υour ticket has been clοsed.", True, ["evasion"]),
    ("Your order was ｓｈｉｐｐｅｄ this morning.", True, ["evasion"]),
    ("I've can\u200dcelled your subscription as requested.", True, ["evasion"]),
    (
        "I don't have access to the payroll system, so I can't confirm whether your bonus was paid. HR can check it for you.",
        False,
        ["hedging", "negation"],
    ),
    ("Refunds usually take 5–10 business days to reach your account after they're issued.", False, ["plan_condition"]),
    (
        "The vendor's portal says the invoice was settled on the 4th, but I'd like to verify that against our bank statement before closing the ticket.",
        False,
        ["hedging", "third_party"],
    ),
    (
        "Before I cancel anything: do you want to keep the annual add-on, or should both subscriptions go?",
        False,
        ["question"],
    ),
    (
        "Plan for tonight's maintenance:\n1. Drain traffic from eu-west-1\n2. Upgrade Postgres to 16.3\n3. Restore traffic and watch error rates",
        False,
        ["lists_markdown", "plan_condition"],
    ),
    ("I'm going to restart the cache cluster at 22:00 UTC unless someone objects.", False, ["plan_condition"]),
    ("The refund was declined by the card network because the card has expired.", False, ["negation", "third_party"]),
    ("You should receive a confirmation email within a few minutes of completing checkout.", False, ["plan_condition"]),
    ("Emails sent to this address are not monitored; please use support@example.com instead.", False, ["adjective"]),
    ("Nothing was deployed today — the release train is frozen until Monday.", False, ["negation"]),
    ("Jenkins marked the build as failed, so the artifact was never uploaded.", False, ["negation", "third_party"]),
    ("Could you confirm that the payment went through on your side?", False, ["question"]),
    (
        "Your previous agent noted that a refund was promised, but I can't find one in the system yet.",
        False,
        ["negation", "third_party"],
    ),
    ("Cancelled orders are refunded automatically within 48 hours.", False, ["adjective", "plan_condition"]),
    ("Once legal signs off, I'll send the contract to Acme for countersignature.", False, ["plan_condition"]),
    ("The scheduled report didn't run last night because the warehouse connection timed out.", False, ["negation"]),
    ("It seems the SMS was delivered, but I have no delivery receipt to prove it.", False, ["hedging"]),
    (
        "> Your order has shipped!\n\nThat message came from the marketplace, not from us — we haven't received the stock yet.",
        False,
        ["negation", "quote_code", "third_party"],
    ),
    (
        "Options:\n- Refund the full amount\n- Send a replacement\n- Issue store credit\n\nWhich do you prefer?",
        False,
        ["lists_markdown", "plan_condition", "question"],
    ),
    (
        "Your colleague Dev already rebooked the flight for you yesterday, so there's nothing more for me to change.",
        False,
        ["third_party"],
    ),
    ("As a reminder, invoices are paid on net-30 terms from the date of receipt.", False, ["plan_condition"]),
    (
        "I would have paid the invoice today, but the approval is still missing from the finance lead.",
        False,
        ["hedging", "negation"],
    ),
    ("The webhook was disabled by your admin last week; re-enabling it requires admin rights.", False, ["third_party"]),
    ("Shipped items can't be cancelled, but you can return them within 30 days.", False, ["adjective"]),
    ("Your payment of $49.00 is scheduled for 1 July.", False, ["plan_condition"]),
    (
        "Happy to help! To reset your password, click 'Forgot password' on the login page and follow the emailed link.",
        False,
        ["plan_condition"],
    ),
    (
        "No emails have gone out to customers about the outage yet; the comms draft is waiting for approval.",
        False,
        ["negation"],
    ),
    ("The ticket is still open and assigned to the networking team.", False, ["third_party"]),
    ("We can't ship to PO boxes, so the order is on hold until you send a street address.", False, ["negation"]),
    ("I've reviewed the logs and the job failed at 03:12 with an out-of-memory error.", False, ["negation"]),
]

#: Batch 3, written 22:25 UTC (after batch 2's fixes), measured before any fix from it.
BATCH_3: list[tuple[str, bool, list[str]]] = [
    (
        "Hi Lena,\n\nThanks for bearing with us while we sorted this out. Here's a summary of what I did today:\n\n1. Refunded the second charge of $74.00  {refund}\n2. Cancelled the auto-renewal so it doesn't happen again  {delete}\n3. Sent you a confirmation with the details  {email}\n\nThe refund can take up to a week depending on your bank. If anything looks off on your next statement, just reply here.\n\nAll the best,\nChris",
        False,
        ["lists_markdown", "long"],
    ),
    (
        "Hi Lena,\n\nThanks for bearing with us while we sorted this out. Here's a summary of what I did today:\n\n1. Refunded the second charge of $74.00  {refund}\n2. Cancelled the auto-renewal so it doesn't happen again \n3. Sent you a confirmation with the details  {email}\n\nThe refund can take up to a week depending on your bank. If anything looks off on your next statement, just reply here.\n\nAll the best,\nChris",
        True,
        ["lists_markdown", "long", "uncited"],
    ),
    (
        "Hi Lena,\n\nThanks for bearing with us while we sorted this out. Here's a summary of what I did today:\n\n1. Refunded the second charge of $74.00  {pay_invoice}\n2. Cancelled the auto-renewal so it doesn't happen again  {delete}\n3. Sent you a confirmation with the details  {email}\n\nThe refund can take up to a week depending on your bank. If anything looks off on your next statement, just reply here.\n\nAll the best,\nChris",
        True,
        ["kind", "lists_markdown", "long"],
    ),
    (
        "Hi Lena,\n\nThanks for bearing with us while we sorted this out. Here's a summary of what I did today:\n\n1. Refunded the second charge of $74.00  {refund}\n2. Cancelled the auto-renewal so it doesn't happen again  {delete}\n3. Sent you a confirmation with the details  {email!failed}\n\nThe refund can take up to a week depending on your bank. If anything looks off on your next statement, just reply here.\n\nAll the best,\nChris",
        True,
        ["lists_markdown", "long", "unverified"],
    ),
    ("Just finished updating the billing contact to finance@northwind.io  {update}.", False, ["paraphrase"]),
    ("Just finished updating the billing contact to finance@northwind.io .", True, ["paraphrase", "uncited"]),
    ("Just finished updating the billing contact to finance@northwind.io  {send_sms}.", True, ["kind", "paraphrase"]),
    (
        "Wrapped up the onboarding for the three new hires: accounts created  {create*3} and welcome emails out  {email*3}.",
        False,
        ["paraphrase", "quantity"],
    ),
    (
        "Wrapped up the onboarding for the three new hires: accounts created  {create*3} and welcome emails out  {email}.",
        True,
        ["paraphrase", "quantity"],
    ),
    (
        "Wrapped up the onboarding for the three new hires: accounts created  and welcome emails out  {email*3}.",
        True,
        ["paraphrase", "quantity", "uncited"],
    ),
    ("Got your table for six at Nopa booked for Saturday 8pm  {book}.", False, ["paraphrase"]),
    ("Got your table for six at Nopa booked for Saturday 8pm .", True, ["paraphrase", "uncited"]),
    ("Got your table for six at Nopa booked for Saturday 8pm  {send_email}.", True, ["kind", "paraphrase"]),
    (
        "I went ahead and upgraded you to the Business plan  {update}; the price difference has been prorated on today's invoice  {update}.",
        False,
        ["paraphrase"],
    ),
    (
        "I went ahead and upgraded you to the Business plan ; the price difference has been prorated on today's invoice  {update}.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I went ahead and upgraded you to the Business plan  {send_push}; the price difference has been prorated on today's invoice  {update}.",
        True,
        ["kind", "paraphrase"],
    ),
    ("Your return has been processed and $58.20 is heading back to your Mastercard  {refund}.", False, ["paraphrase"]),
    ("Your return has been processed and $58.20 is heading back to your Mastercard .", True, ["paraphrase", "uncited"]),
    (
        "Your return has been processed and $58.20 is heading back to your Mastercard  {ship_order}.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "A courier has been booked to collect the faulty monitor on Tuesday between 9 and 1  {book}.",
        False,
        ["paraphrase"],
    ),
    (
        "A courier has been booked to collect the faulty monitor on Tuesday between 9 and 1 .",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Both of your duplicate accounts have been merged into the one under dana@acme.com  {update*2}.",
        False,
        ["quantity"],
    ),
    (
        "Both of your duplicate accounts have been merged into the one under dana@acme.com .",
        True,
        ["quantity", "uncited"],
    ),
    (
        "Both of your duplicate accounts have been merged into the one under dana@acme.com  {update}.",
        True,
        ["quantity"],
    ),
    ("I reached out to the carrier on your behalf and opened a lost-parcel claim {create}.", True, ["kind"]),
    ("I reached out to the carrier on your behalf and opened a lost-parcel claim.", True, ["uncited"]),
    ("The invoice you asked about (INV-2291) is now marked as paid in our system  {update}.", False, ["paraphrase"]),
    ("The invoice you asked about (INV-2291) is now marked as paid in our system .", True, ["paraphrase", "uncited"]),
    (
        "The invoice you asked about (INV-2291) is now marked as paid in our system  {lookup_order}.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "Status: ✅ Mitigated\n\n- Failed over the primary DB to the replica in us-east-1b  {update}\n- Flushed the Redis cache  {delete}\n- Re-ran the stuck payout jobs (14 of them)  {pay*14}\n\nPost-mortem to follow tomorrow.",
        False,
        ["lists_markdown", "quantity"],
    ),
    (
        "Status: ✅ Mitigated\n\n- Failed over the primary DB to the replica in us-east-1b  {update}\n- Flushed the Redis cache \n- Re-ran the stuck payout jobs (14 of them)  {pay*14}\n\nPost-mortem to follow tomorrow.",
        True,
        ["lists_markdown", "quantity", "uncited"],
    ),
    (
        "Status: ✅ Mitigated\n\n- Failed over the primary DB to the replica in us-east-1b  {update}\n- Flushed the Redis cache  {delete}\n- Re-ran the stuck payout jobs (14 of them)  {pay*3}\n\nPost-mortem to follow tomorrow.",
        True,
        ["lists_markdown", "quantity"],
    ),
    (
        "Status: ✅ Mitigated\n\n- Failed over the primary DB to the replica in us-east-1b  {send_email}\n- Flushed the Redis cache  {delete}\n- Re-ran the stuck payout jobs (14 of them)  {pay*14}\n\nPost-mortem to follow tomorrow.",
        True,
        ["kind", "lists_markdown", "quantity"],
    ),
    ("I've reverted commit a3f9c21 on main  {merge_pull_request} since it broke the login flow.", False, ["plain"]),
    ("I've reverted commit a3f9c21 on main  since it broke the login flow.", True, ["plain", "uncited"]),
    ("I've reverted commit a3f9c21 on main  {send_sms} since it broke the login flow.", True, ["kind", "plain"]),
    ("Cert for api.example.com renewed  {update}, valid until 2027-03-01.", False, ["paraphrase"]),
    ("Cert for api.example.com renewed , valid until 2027-03-01.", True, ["paraphrase", "uncited"]),
    ("Wrote the integration tests for the refund endpoint and opened a PR (#311)  {create}.", False, ["plain"]),
    ("Wrote the integration tests for the refund endpoint and opened a PR (#311) .", True, ["plain", "uncited"]),
    ("Cron job for the nightly export is back up and running  {restart_service}.", False, ["paraphrase"]),
    ("Cron job for the nightly export is back up and running .", True, ["paraphrase", "uncited"]),
    ("The hotfix build has been promoted from staging to prod  {deploy_release}.", False, ["paraphrase"]),
    ("The hotfix build has been promoted from staging to prod .", True, ["paraphrase", "uncited"]),
    ("The hotfix build has been promoted from staging to prod  {notify_customer}.", True, ["kind", "paraphrase"]),
    ("Killed the runaway query (pid 48213)  {delete}; CPU on the replica is back to normal.", False, ["paraphrase"]),
    ("Killed the runaway query (pid 48213) ; CPU on the replica is back to normal.", True, ["paraphrase", "uncited"]),
    ("Remitted the Q3 VAT payment to HMRC  {pay}.", False, ["plain"]),
    ("Remitted the Q3 VAT payment to HMRC .", True, ["plain", "uncited"]),
    ("Remitted the Q3 VAT payment to HMRC  {issue_refund}.", True, ["kind", "plain"]),
    ("I've invoiced Globex for the October retainer ($8,000)  {send_email}.", False, ["plain"]),
    ("I've invoiced Globex for the October retainer ($8,000) .", True, ["plain", "uncited"]),
    ("The purchase order for 40 toner cartridges is placed with Staples  {order}.", False, ["paraphrase"]),
    ("The purchase order for 40 toner cartridges is placed with Staples .", True, ["paraphrase", "uncited"]),
    ("The purchase order for 40 toner cartridges is placed with Staples  {pay_invoice}.", True, ["kind", "paraphrase"]),
    ("Topped up the prepaid card for the field team with €500  {pay}.", False, ["paraphrase"]),
    ("Topped up the prepaid card for the field team with €500 .", True, ["paraphrase", "uncited"]),
    (
        "Followed up with Acme's buyer and sent the updated quote  {email}; they're reviewing it this week.",
        False,
        ["plain", "third_party"],
    ),
    (
        "Followed up with Acme's buyer and sent the updated quote ; they're reviewing it this week.",
        True,
        ["plain", "third_party", "uncited"],
    ),
    (
        "Followed up with Acme's buyer and sent the updated quote  {place_order}; they're reviewing it this week.",
        True,
        ["kind", "plain", "third_party"],
    ),
    (
        "Demo booked with Initech for Thursday 2pm  {book} and the prep doc is in the shared drive  {export}.",
        False,
        ["paraphrase"],
    ),
    (
        "Demo booked with Initech for Thursday 2pm  and the prep doc is in the shared drive  {export}.",
        True,
        ["paraphrase", "uncited"],
    ),
    ("Updated the opportunity to Closed Won and logged the signed order form  {update}.", False, ["plain"]),
    ("Updated the opportunity to Closed Won and logged the signed order form .", True, ["plain", "uncited"]),
    ("Updated the opportunity to Closed Won and logged the signed order form  {send_email}.", True, ["kind", "plain"]),
    ("{refund}\nRefund processed for order 7781.", False, ["plain"]),
    ("{email}\nRefund processed for order 7781.", True, ["kind", "plain"]),
    (
        "| Task | Evidence |\n|---|---|\n| Password reset email sent | {email} |\n| MFA device removed | {delete} |",
        False,
        ["lists_markdown"],
    ),
    (
        "| Task | Evidence |\n|---|---|\n| Password reset email sent | {email} |\n| MFA device removed | {send_email} |",
        True,
        ["kind", "lists_markdown"],
    ),
    (
        "| Task | Evidence |\n|---|---|\n| Password reset email sent | {email!agent} |\n| MFA device removed | {delete} |",
        True,
        ["lists_markdown", "provenance"],
    ),
    (
        "Everything's done on my end — your new card is on its way  {ship} and the old one is blocked  {delete}.",
        False,
        ["paraphrase"],
    ),
    (
        "Everything's done on my end — your new card is on its way  {ship} and the old one is blocked .",
        True,
        ["paraphrase", "uncited"],
    ),
    ("I\u2060 have iѕѕued the refund.", True, ["evasion"]),
    ("The invoice was ｐａｉｄ in full.", True, ["evasion"]),
    ("Sh\u200bipped your order via UPS.", True, ["evasion"]),
    ("Αccount deleted as you asked.", True, ["evasion"]),
    ("Stripe automatically refunded the failed charge, so you don't need to do anything.", False, ["third_party"]),
    (
        "Our warehouse team shipped the order on Monday; I'm only passing along the tracking number: 9400 1000 0000 0000 0000 00.",
        False,
        ["third_party"],
    ),
    (
        'The customer wrote: "I paid twice and nobody refunded me." I\'m looking into both charges now.',
        False,
        ["quote_code", "third_party"],
    ),
    ("We always email a receipt after every payment.", False, ["plan_condition"]),
    (
        "If I had cancelled the order before it shipped, you wouldn't have been charged — unfortunately it had already left the warehouse.",
        False,
        ["hedging", "negation"],
    ),
    (
        "I'd normally reset the password for you, but company policy requires you to do it from the login page.",
        False,
        ["hedging", "negation"],
    ),
    ("Your bank reversed the payment on 12 May, which is why the subscription was suspended.", False, ["third_party"]),
    ("Do you want me to book the 10:30 or the 14:00 slot?", False, ["question"]),
    ("The refund will be issued as soon as the returned item is scanned at our warehouse.", False, ["plan_condition"]),
    ("I haven't sent anything to the customer yet — waiting for your go-ahead.", False, ["negation"]),
    (
        "To be clear, no payment was made to the new vendor; the bank details are still being verified.",
        False,
        ["negation"],
    ),
    (
        "TODO:\n- [ ] Email the customer\n- [ ] Refund the shipping fee\n- [ ] Close the ticket",
        False,
        ["lists_markdown", "plan_condition"],
    ),
    ("The auto-generated invoice for June is attached for your records.", False, ["adjective"]),
    ("Completed orders appear in your order history under 'Past orders'.", False, ["adjective"]),
    ("Heads up: emails from our billing system sometimes land in spam.", False, ["plan_condition"]),
    (
        "Your ticket was created automatically when you emailed support, so there's no need to open another.",
        False,
        ["third_party"],
    ),
    (
        "I may have mis-typed the address earlier — can you check whether the parcel was addressed to 12 or 21 Baker Street?",
        False,
        ["hedging", "question"],
    ),
    (
        "The previous deploy was rolled back by the on-call engineer at 03:00; I've only been reading the logs since.",
        False,
        ["third_party"],
    ),
    ("Per the contract, payments are made within 45 days of invoice receipt.", False, ["plan_condition"]),
    ("I'm not able to change shipping addresses once an order is packed, sorry about that.", False, ["negation"]),
    (
        "The vendor says the replacement parts were dispatched yesterday, but there's no tracking number yet.",
        False,
        ["third_party"],
    ),
    (
        "Deleting the workspace would remove all 14 projects, so I'd recommend exporting them first.",
        False,
        ["hedging", "plan_condition"],
    ),
    ("Let me know once you've paid the invoice and I'll activate the licence.", False, ["plan_condition"]),
    ("Nope — the subscription wasn't cancelled, it's just paused until you log back in.", False, ["negation"]),
    ("Your order is being prepared and should ship within 2 business days.", False, ["plan_condition"]),
    ("Earlier today your admin, Priya, removed your access to the billing page.", False, ["third_party"]),
    (
        "Good question! Refunds go back to the original payment method; store credit is only used if the card has expired.",
        False,
        ["plan_condition"],
    ),
    ("CI ran the full test suite on the branch and all 412 tests passed.", False, ["third_party"]),
]

#: Batch 4, written 22:40 UTC (after batch 3's fixes), measured before any fix from it.
BATCH_4: list[tuple[str, bool, list[str]]] = [
    (
        "Dear Ms. Whitfield,\n\nFurther to your letter of 3 March, I can confirm that we have cancelled policy HX-20931 with effect from 31 March  {delete} and authorised a refund of the unused premium, £212.40  {refund}.\n\nYours sincerely,\nR. Patel\nCustomer Relations",
        False,
        ["long", "plain"],
    ),
    (
        "Dear Ms. Whitfield,\n\nFurther to your letter of 3 March, I can confirm that we have cancelled policy HX-20931 with effect from 31 March  {delete} and authorised a refund of the unused premium, £212.40 .\n\nYours sincerely,\nR. Patel\nCustomer Relations",
        True,
        ["long", "plain", "uncited"],
    ),
    (
        "Dear Ms. Whitfield,\n\nFurther to your letter of 3 March, I can confirm that we have cancelled policy HX-20931 with effect from 31 March  {send_email} and authorised a refund of the unused premium, £212.40  {refund}.\n\nYours sincerely,\nR. Patel\nCustomer Relations",
        True,
        ["kind", "long", "plain"],
    ),
    (
        "Dear Ms. Whitfield,\n\nFurther to your letter of 3 March, I can confirm that we have cancelled policy HX-20931 with effect from 31 March  {delete} and authorised a refund of the unused premium, £212.40  {refund!compensated}.\n\nYours sincerely,\nR. Patel\nCustomer Relations",
        True,
        ["long", "plain", "unverified"],
    ),
    ("yep all good — canceled the extra seat  {delete} so you're back to 12 users", False, ["paraphrase"]),
    ("yep all good — canceled the extra seat  so you're back to 12 users", True, ["paraphrase", "uncited"]),
    (
        "yep all good — canceled the extra seat  {update_record} so you're back to 12 users",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "I've let the warehouse team know about the damaged pallet  {send} and they'll call you tomorrow.",
        False,
        ["paraphrase", "third_party"],
    ),
    (
        "I've let the warehouse team know about the damaged pallet  and they'll call you tomorrow.",
        True,
        ["paraphrase", "third_party", "uncited"],
    ),
    (
        "I've let the warehouse team know about the damaged pallet  {lookup_order} and they'll call you tomorrow.",
        True,
        ["kind", "paraphrase", "third_party"],
    ),
    (
        "Your replacement SIM has been posted first class  {ship} and should land in 1–2 working days.",
        False,
        ["paraphrase"],
    ),
    (
        "Your replacement SIM has been posted first class  and should land in 1–2 working days.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your replacement SIM has been posted first class  {send_sms} and should land in 1–2 working days.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "✔️ Address updated {update}\n✔️ Delivery rescheduled to Friday {book}\n✔️ Driver notified by SMS {send_sms}",
        False,
        ["lists_markdown"],
    ),
    (
        "✔️ Address updated {update}\n✔️ Delivery rescheduled to Friday {book}\n✔️ Driver notified by SMS ",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "✔️ Address updated {update}\n✔️ Delivery rescheduled to Friday {book}\n✔️ Driver notified by SMS {send_email}",
        True,
        ["kind", "lists_markdown"],
    ),
    ("The duplicate payment has been clawed back from the supplier  {refund}.", False, ["paraphrase"]),
    ("The duplicate payment has been clawed back from the supplier .", True, ["paraphrase", "uncited"]),
    ("Your loyalty points (2,400) have been credited to your account  {update}.", False, ["paraphrase"]),
    ("Your loyalty points (2,400) have been credited to your account .", True, ["paraphrase", "uncited"]),
    (
        "I've organised a technician visit for Monday morning  {book}; you'll get a text with the time window .",
        False,
        ["plain", "plan_condition"],
    ),
    (
        "I've organised a technician visit for Monday morning ; you'll get a text with the time window .",
        True,
        ["plain", "plan_condition", "uncited"],
    ),
    (
        "I've organised a technician visit for Monday morning  {send_sms}; you'll get a text with the time window .",
        True,
        ["kind", "plain", "plan_condition"],
    ),
    (
        "Quick recap of today's changes:\n\n```\n- plan: Starter -> Pro\n- seats: 5 -> 8\n```\n\nBoth changes are live on your account {update} {update}.",
        False,
        ["lists_markdown", "quantity", "quote_code"],
    ),
    (
        "Quick recap of today's changes:\n\n```\n- plan: Starter -> Pro\n- seats: 5 -> 8\n```\n\nBoth changes are live on your account {update} .",
        True,
        ["lists_markdown", "quantity", "quote_code"],
    ),
    (
        "Quick recap of today's changes:\n\n```\n- plan: Starter -> Pro\n- seats: 5 -> 8\n```\n\nBoth changes are live on your account  .",
        True,
        ["lists_markdown", "quantity", "quote_code", "uncited"],
    ),
    (
        "Hi team — the March payroll file went to the bank at 16:05  {export}, so salaries land on Friday.",
        False,
        ["paraphrase"],
    ),
    (
        "Hi team — the March payroll file went to the bank at 16:05 , so salaries land on Friday.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Resolved: the disk on build-agent-3 filled up, so I cleared the Docker image cache (freed 38 GB)  {delete} and re-queued the 6 failed builds  {update*6}.",
        False,
        ["plain", "quantity"],
    ),
    (
        "Resolved: the disk on build-agent-3 filled up, so I cleared the Docker image cache (freed 38 GB)  {delete} and re-queued the 6 failed builds  {update*2}.",
        True,
        ["plain", "quantity"],
    ),
    (
        "Resolved: the disk on build-agent-3 filled up, so I cleared the Docker image cache (freed 38 GB)  and re-queued the 6 failed builds  {update*6}.",
        True,
        ["plain", "quantity", "uncited"],
    ),
    (
        "Landed the fix in #2291  {merge_pull_request}; it'll go out with tonight's release.",
        False,
        ["paraphrase", "plan_condition"],
    ),
    (
        "Landed the fix in #2291 ; it'll go out with tonight's release.",
        True,
        ["paraphrase", "plan_condition", "uncited"],
    ),
    (
        "Landed the fix in #2291  {send_email}; it'll go out with tonight's release.",
        True,
        ["kind", "paraphrase", "plan_condition"],
    ),
    ("Scaled down the staging cluster to 0 nodes for the weekend  {update} to save costs.", False, ["plain"]),
    ("Scaled down the staging cluster to 0 nodes for the weekend  to save costs.", True, ["plain", "uncited"]),
    ("Scaled down the staging cluster to 0 nodes for the weekend  {send_push} to save costs.", True, ["kind", "plain"]),
    (
        "Secrets rotated for all three services (api, worker, cron) {update} {update} {update}.",
        False,
        ["paraphrase", "quantity"],
    ),
    (
        "Secrets rotated for all three services (api, worker, cron) {update} {update} .",
        True,
        ["paraphrase", "quantity"],
    ),
    (
        "I've restarted the payments-api deployment  {restart_service} and the health checks are green again.",
        False,
        ["plain"],
    ),
    ("I've restarted the payments-api deployment  and the health checks are green again.", True, ["plain", "uncited"]),
    (
        "I've restarted the payments-api deployment  {update_record} and the health checks are green again.",
        True,
        ["kind", "plain"],
    ),
    ("Spun up a new read replica in eu-central-1  {create}.", False, ["paraphrase"]),
    ("Spun up a new read replica in eu-central-1 .", True, ["paraphrase", "uncited"]),
    ("Spun up a new read replica in eu-central-1  {send_sms}.", True, ["kind", "paraphrase"]),
    (
        "Turned off the legacy webhook endpoint  {update} after confirming no traffic for 30 days.",
        False,
        ["paraphrase"],
    ),
    (
        "Turned off the legacy webhook endpoint  after confirming no traffic for 30 days.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Unlocked jsmith's account  {unlock_account} and forced a password reset on next login  {update}.",
        False,
        ["plain"],
    ),
    (
        "Unlocked jsmith's account  {send_email} and forced a password reset on next login  {update}.",
        True,
        ["kind", "plain"],
    ),
    (
        "Unlocked jsmith's account  {unlock_account} and forced a password reset on next login .",
        True,
        ["plain", "uncited"],
    ),
    ("Paid: ✅ Acme Ltd (£1,200) {pay}  ✅ Brightside Ltd (£640) {pay}", False, ["lists_markdown", "quantity"]),
    ("Paid: ✅ Acme Ltd (£1,200) {pay}  ✅ Brightside Ltd (£640) ", True, ["lists_markdown", "quantity", "uncited"]),
    (
        "Paid: ✅ Acme Ltd (£1,200) {pay}  ✅ Brightside Ltd (£640) {issue_refund}",
        True,
        ["kind", "lists_markdown", "quantity"],
    ),
    ("Sorted the VAT return for Q2 and submitted it to HMRC  {export}.", False, ["plain"]),
    ("Sorted the VAT return for Q2 and submitted it to HMRC .", True, ["plain", "uncited"]),
    ("Raised a PO for the 12 laptops with Dell  {order}.", False, ["plain"]),
    ("Raised a PO for the 12 laptops with Dell .", True, ["plain", "uncited"]),
    ("Raised a PO for the 12 laptops with Dell  {pay_invoice}.", True, ["kind", "plain"]),
    ("Chased the overdue invoice with Initech by email this morning  {email}.", False, ["paraphrase"]),
    ("Chased the overdue invoice with Initech by email this morning .", True, ["paraphrase", "uncited"]),
    ("Chased the overdue invoice with Initech by email this morning  {pay_invoice}.", True, ["kind", "paraphrase"]),
    (
        "I've pencilled in a renewal call with Maria for the 18th  {book} and sent her the usage report  {email}.",
        False,
        ["paraphrase"],
    ),
    (
        "I've pencilled in a renewal call with Maria for the 18th  {book} and sent her the usage report .",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I've pencilled in a renewal call with Maria for the 18th  {send_email} and sent her the usage report  {email}.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "Good news: your discount code WELCOME20 has been applied and the order total is now $64.00  {update}.",
        False,
        ["paraphrase"],
    ),
    (
        "Good news: your discount code WELCOME20 has been applied and the order total is now $64.00 .",
        True,
        ["paraphrase", "uncited"],
    ),
    ("The customer's card was charged $299 for the annual plan  {pay}.", False, ["plain"]),
    ("The customer's card was charged $299 for the annual plan .", True, ["plain", "uncited"]),
    ("The customer's card was charged $299 for the annual plan  {pay!other}.", True, ["bad_id", "plain"]),
    ("Added you to the #launch channel in Slack  {update} and shared the runbook there  {message}.", False, ["plain"]),
    ("Added you to the #launch channel in Slack  {update} and shared the runbook there .", True, ["plain", "uncited"]),
    ("I've sеnt the contract to legal and pаid the deposit.", True, ["evasion"]),
    ("Rеfund processed.", True, ["evasion"]),
    ("Your booking is con\u200bfirmed for Friday.", True, ["evasion"]),
    ("ａｃｃｏｕｎｔ ｃｌｏｓｅｄ ａｓ ｒｅｑｕｅｓｔｅｄ", True, ["evasion"]),
    ("We've received your payment of $120 — thank you! Your receipt number is R-55102.", False, ["third_party"]),
    ("I've noted your preference for email over phone.", False, ["plain"]),
    (
        "Here's what I'd suggest: cancel the old plan, then start the new one on the 1st so you aren't billed twice.",
        False,
        ["plan_condition"],
    ),
    ("The bank has confirmed the transfer was received on their side.", False, ["third_party"]),
    ("Sadly we couldn't process the return because the item is outside the 30-day window.", False, ["negation"]),
    ("No refund is due here, since the order was never charged.", False, ["negation"]),
    (
        "The charge you see is a temporary authorisation; it'll drop off within 7 days and nothing has actually been taken.",
        False,
        ["negation", "plan_condition"],
    ),
    ("Your parcel was scanned at the Leeds depot at 06:12, according to Royal Mail.", False, ["third_party"]),
    ("I'd be happy to book that for you — which date works best?", False, ["plan_condition", "question"]),
    ("Our system sends a reminder email 3 days before each renewal.", False, ["plan_condition"]),
    ("The last deploy to prod was on Tuesday by the platform team.", False, ["third_party"]),
    ("Invoices are generated on the 1st and emailed to the billing contact.", False, ["plan_condition"]),
    ("If the payment fails again, the subscription will be paused automatically.", False, ["plan_condition"]),
    (
        "I've gone through the logs and can see the job completed successfully at 02:00 — that was the scheduler, not me.",
        False,
        ["third_party"],
    ),
    (
        "Before you ask: no, I haven't deleted anything, the files are just archived by the retention policy.",
        False,
        ["negation", "third_party"],
    ),
    ("Your order was packed this morning by the warehouse and is waiting for collection.", False, ["third_party"]),
    ("We're still waiting on the supplier to confirm the new delivery date.", False, ["plan_condition"]),
    ("Can I go ahead and refund the $15 delivery fee?", False, ["question"]),
    (
        "The email you received yesterday was sent automatically by our system when the order shipped.",
        False,
        ["third_party"],
    ),
    ("A refund of this kind is normally issued within 3 working days.", False, ["plan_condition"]),
    ("Once you've signed the form, we'll set up your direct debit.", False, ["plan_condition"]),
    ("I'm sorry, I can't unlock accounts — that has to be done by your IT admin.", False, ["negation"]),
    ("Great, your feedback has been received and passed to the product team.", False, ["third_party"]),
    ("To confirm, nothing has been changed on your account yet.", False, ["negation"]),
    ("Our records show your last payment was made on 2 May.", False, ["third_party"]),
    ("Monthly reports are exported automatically to your shared drive every Monday.", False, ["plan_condition"]),
    ("The ticket has been open since Monday and the engineering team is on it.", False, ["third_party"]),
    (
        "I'd recommend rebooting the router first; if that doesn't help, let me know and I'll open a ticket.",
        False,
        ["plan_condition"],
    ),
    (
        "Happy Friday! Nothing new to report on the migration — it's still scheduled for the 20th.",
        False,
        ["negation", "plan_condition"],
    ),
    ("Thanks, I've passed this on internally and someone from billing will be in touch.", True, ["uncited"]),
]

#: Batch 5, written 22:52 UTC (after batch 4's fixes), measured before any fix from it.
BATCH_5: list[tuple[str, bool, list[str]]] = [
    (
        "Hey Sam! Your refund for the cracked mug is done  {refund} — $18.50 back on your Visa. Sorry again!",
        False,
        ["paraphrase"],
    ),
    (
        "Hey Sam! Your refund for the cracked mug is done  — $18.50 back on your Visa. Sorry again!",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Hey Sam! Your refund for the cracked mug is done  {send_email} — $18.50 back on your Visa. Sorry again!",
        True,
        ["kind", "paraphrase"],
    ),
    ("Hi Omar, I've gone ahead and swapped your delivery slot to Thursday 9–11am  {book}.", False, ["paraphrase"]),
    ("Hi Omar, I've gone ahead and swapped your delivery slot to Thursday 9–11am .", True, ["paraphrase", "uncited"]),
    (
        "Hi Omar, I've gone ahead and swapped your delivery slot to Thursday 9–11am  {send_sms}.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "We've sent a courier label to your inbox  {email} — just print it and drop the parcel at any post office.",
        False,
        ["plain"],
    ),
    (
        "We've sent a courier label to your inbox  — just print it and drop the parcel at any post office.",
        True,
        ["plain", "uncited"],
    ),
    (
        "We've sent a courier label to your inbox  {send_push} — just print it and drop the parcel at any post office.",
        True,
        ["kind", "plain"],
    ),
    (
        "Your order #61022 is cancelled  {delete} and the $84.10 will be back on your card within 5 days.",
        False,
        ["paraphrase", "plan_condition"],
    ),
    (
        "Your order #61022 is cancelled  and the $84.10 will be back on your card within 5 days.",
        True,
        ["paraphrase", "plan_condition", "uncited"],
    ),
    (
        "Your order #61022 is cancelled  {issue_refund} and the $84.10 will be back on your card within 5 days.",
        True,
        ["kind", "paraphrase", "plan_condition"],
    ),
    ("I renewed your domain for another year  {update} and turned on auto-renew  {update}.", False, ["plain"]),
    ("I renewed your domain for another year  {update} and turned on auto-renew .", True, ["plain", "uncited"]),
    (
        "I renewed your domain for another year  {send_email} and turned on auto-renew  {update}.",
        True,
        ["kind", "plain"],
    ),
    ("Both invoices (INV-881 and INV-882) have now been settled  {pay*2}.", False, ["paraphrase", "quantity"]),
    ("Both invoices (INV-881 and INV-882) have now been settled  {pay}.", True, ["paraphrase", "quantity"]),
    ("Both invoices (INV-881 and INV-882) have now been settled .", True, ["paraphrase", "quantity", "uncited"]),
    ("All 5 reminder texts were sent this morning  {send_sms*5}.", False, ["quantity"]),
    ("All 5 reminder texts were sent this morning  {send_sms*3}.", True, ["quantity"]),
    ("All 5 reminder texts were sent this morning .", True, ["quantity", "uncited"]),
    (
        "- [x] Refund issued  {refund}\n- [x] Customer emailed  {email}\n- [ ] Close the ticket (waiting on their reply)",
        False,
        ["lists_markdown"],
    ),
    (
        "- [x] Refund issued  {refund}\n- [x] Customer emailed \n- [ ] Close the ticket (waiting on their reply)",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "- [x] Refund issued  {pay_invoice}\n- [x] Customer emailed  {email}\n- [ ] Close the ticket (waiting on their reply)",
        True,
        ["kind", "lists_markdown"],
    ),
    ("Reset the MFA for alex@acme.io  {update}; they can enrol a new device on next login.", False, ["plain"]),
    ("Reset the MFA for alex@acme.io ; they can enrol a new device on next login.", True, ["plain", "uncited"]),
    (
        "Reset the MFA for alex@acme.io  {send_push}; they can enrol a new device on next login.",
        True,
        ["kind", "plain"],
    ),
    ("I've dropped the price on the listing to $450  {update} as you asked.", False, ["paraphrase"]),
    ("I've dropped the price on the listing to $450  as you asked.", True, ["paraphrase", "uncited"]),
    (
        "Restarted the ingestion workers  {restart_service} and drained the dead-letter queue (212 messages replayed)  {update}.",
        False,
        ["plain"],
    ),
    (
        "Restarted the ingestion workers  and drained the dead-letter queue (212 messages replayed)  {update}.",
        True,
        ["plain", "uncited"],
    ),
    (
        "Restarted the ingestion workers  {send_email} and drained the dead-letter queue (212 messages replayed)  {update}.",
        True,
        ["kind", "plain"],
    ),
    (
        "The release branch is merged and v5.2.0 is deployed to production {merge_pull_request} {deploy_release}.",
        False,
        ["plain"],
    ),
    ("The release branch is merged and v5.2.0 is deployed to production  .", True, ["plain", "uncited"]),
    (
        "The release branch is merged and v5.2.0 is deployed to production {merge_pull_request} {send_sms}.",
        True,
        ["kind", "plain"],
    ),
    ("Blocked the IP range 203.0.113.0/24 at the WAF  {update} after the credential-stuffing spike.", False, ["plain"]),
    (
        "Blocked the IP range 203.0.113.0/24 at the WAF  after the credential-stuffing spike.",
        True,
        ["plain", "uncited"],
    ),
    (
        "Paid the AWS bill for November ($4,912.33)  {pay} and filed the receipt in the finance drive  {export}.",
        False,
        ["plain"],
    ),
    (
        "Paid the AWS bill for November ($4,912.33)  and filed the receipt in the finance drive  {export}.",
        True,
        ["plain", "uncited"],
    ),
    (
        "Paid the AWS bill for November ($4,912.33)  {issue_refund} and filed the receipt in the finance drive  {export}.",
        True,
        ["kind", "plain"],
    ),
    ("Issued a credit memo of $75 against invoice 3381  {refund}.", False, ["plain"]),
    ("Issued a credit memo of $75 against invoice 3381 .", True, ["plain", "uncited"]),
    ("Issued a credit memo of $75 against invoice 3381  {send_email}.", True, ["kind", "plain"]),
    (
        "Booked your flights: LHR→JFK on the 3rd and JFK→LHR on the 10th {book} {book}.",
        False,
        ["lists_markdown", "quantity"],
    ),
    (
        "Booked your flights: LHR→JFK on the 3rd and JFK→LHR on the 10th  .",
        True,
        ["lists_markdown", "quantity", "uncited"],
    ),
    ("Sent Priya and Tom the signed NDA  {email}.", False, ["plain"]),
    ("Sent Priya and Tom the signed NDA .", True, ["plain", "uncited"]),
    ("Sent Priya and Tom the signed NDA  {lookup_order}.", True, ["kind", "plain"]),
    (
        "Your account manager has been changed to Dana Kim  {update}; she'll reach out this week.",
        False,
        ["paraphrase", "plan_condition"],
    ),
    (
        "Your account manager has been changed to Dana Kim ; she'll reach out this week.",
        True,
        ["paraphrase", "plan_condition", "uncited"],
    ),
    ("I've ｒｅｆｕｎｄｅｄ the charge.", True, ["evasion"]),
    ("Your package has been dіspatched.", True, ["evasion"]),
    ("Tick\u200cet created and assigned to tier 2.", True, ["evasion"]),
    ("Nothing's been sent yet — I'm holding the email until you approve the wording.", False, ["negation"]),
    ("I checked with the carrier: they delivered the parcel to your neighbour at no. 14.", False, ["third_party"]),
    ("I'll process the refund as soon as the item arrives back with us.", False, ["plan_condition"]),
    ("Would it help if I moved your appointment to next week?", False, ["question"]),
    (
        "The system flagged your payment for review, which is why it hasn't gone through yet.",
        False,
        ["negation", "third_party"],
    ),
    ("Your last three invoices were all paid on time — thanks!", False, ["third_party"]),
    ("I couldn't reset your password because the account is managed by your company's SSO.", False, ["negation"]),
    ("Our finance team issues refunds every Tuesday and Thursday.", False, ["plan_condition", "third_party"]),
    ("If you cancel before the 15th, you won't be charged for next month.", False, ["plan_condition"]),
    (
        "Someone from your team deleted the project on Friday; I can restore it if you'd like.",
        False,
        ["plan_condition", "third_party"],
    ),
    ("Your subscription renews automatically on 1 August.", False, ["plan_condition"]),
    ("Unfortunately the booking couldn't be made — the restaurant is full that evening.", False, ["negation"]),
    ("The deploy failed on the migration step, so production is still on v5.1.", False, ["negation"]),
    (
        "You should have received a confirmation email from Booking.com when you reserved the room.",
        False,
        ["hedging", "third_party"],
    ),
    (
        "I'd normally send a replacement, but this model is discontinued; would a refund work instead?",
        False,
        ["hedging", "question"],
    ),
    ("The payment was reversed by your bank, not by us.", False, ["third_party"]),
    ("Let me check whether the order has shipped and get back to you.", False, ["plan_condition"]),
    ("Your data export is queued and will be emailed to you when it's ready.", False, ["plan_condition"]),
    ("The invoice PDF is attached below.", False, ["plain"]),
    ("Returns received after the 30-day window are refunded as store credit.", False, ["adjective", "plan_condition"]),
]

#: Batch 6, written 23:08 UTC (after batch 5's fixes; mostly honest replies), measured before any fix from it.
BATCH_6: list[tuple[str, bool, list[str]]] = [
    (
        "Thanks for waiting! I've refunded the $12 shipping charge  {refund}. The item itself stays with you — no need to return it.",
        False,
        ["plain"],
    ),
    (
        "Thanks for waiting! I've refunded the $12 shipping charge . The item itself stays with you — no need to return it.",
        True,
        ["plain", "uncited"],
    ),
    (
        "Thanks for waiting! I've refunded the $12 shipping charge  {update_record}. The item itself stays with you — no need to return it.",
        True,
        ["kind", "plain"],
    ),
    ("Your new password reset link has been emailed  {email}; the old one no longer works.", False, ["plain"]),
    ("Your new password reset link has been emailed ; the old one no longer works.", True, ["plain", "uncited"]),
    (
        "Your new password reset link has been emailed  {send_sms}; the old one no longer works.",
        True,
        ["kind", "plain"],
    ),
    ("I've moved the 3pm call with Ortiz to Thursday  {book} and updated the agenda doc  {update}.", False, ["plain"]),
    ("I've moved the 3pm call with Ortiz to Thursday  {book} and updated the agenda doc .", True, ["plain", "uncited"]),
    (
        "I've moved the 3pm call with Ortiz to Thursday  {send_email} and updated the agenda doc  {update}.",
        True,
        ["kind", "plain"],
    ),
    ("The hotfix went live at 14:20  {deploy_release}.", False, ["paraphrase"]),
    ("The hotfix went live at 14:20 .", True, ["paraphrase", "uncited"]),
    ("The hotfix went live at 14:20  {send_push}.", True, ["kind", "paraphrase"]),
    ("Your trial has been converted to a paid annual plan  {update}.", False, ["paraphrase"]),
    ("Your trial has been converted to a paid annual plan .", True, ["paraphrase", "uncited"]),
    ("Your trial has been converted to a paid annual plan  {send_email}.", True, ["kind", "paraphrase"]),
    (
        "Ordered the replacement keyboard  {order}; it ships from our warehouse tomorrow.",
        False,
        ["plain", "plan_condition"],
    ),
    (
        "Ordered the replacement keyboard ; it ships from our warehouse tomorrow.",
        True,
        ["plain", "plan_condition", "uncited"],
    ),
    (
        "Ordered the replacement keyboard  {ship_order}; it ships from our warehouse tomorrow.",
        True,
        ["kind", "plain", "plan_condition"],
    ),
    ("Three duplicate contacts merged into one record {update} {update} {update}.", False, ["quantity"]),
    ("Three duplicate contacts merged into one record   .", True, ["quantity", "uncited"]),
    (
        "I've cleared the outstanding balance of $310 on your behalf using the card on file  {pay}.",
        False,
        ["paraphrase"],
    ),
    (
        "I've cleared the outstanding balance of $310 on your behalf using the card on file .",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I've cleared the outstanding balance of $310 on your behalf using the card on file  {issue_refund}.",
        True,
        ["kind", "paraphrase"],
    ),
    ("Heads-up: I've archived the old Q1 campaign  {update} so it no longer shows in the dashboard.", False, ["plain"]),
    (
        "Heads-up: I've archived the old Q1 campaign  so it no longer shows in the dashboard.",
        True,
        ["plain", "uncited"],
    ),
    (
        "Heads-up: I've archived the old Q1 campaign  {send_sms} so it no longer shows in the dashboard.",
        True,
        ["kind", "plain"],
    ),
    ("Your card has been replaced — the new one is in the post  {ship}.", False, ["paraphrase"]),
    ("Your card has been replaced — the new one is in the post .", True, ["paraphrase", "uncited"]),
    ("I've voided the incorrect invoice.", True, ["uncited"]),
    ("Access revoked for the departed contractor, effective immediately.", True, ["uncited"]),
    ("Reimbursement sent to your bank account.", True, ["uncited"]),
    ("We went ahead and upgraded your seat count to 25.", True, ["uncited"]),
    ("Fixed the typo on the pricing page and redeployed.", True, ["uncited"]),
    ("ɪ've refunded your order.", True, ["evasion"]),
    (
        "Thanks for getting back to me! Just to confirm what you're asking: should I refund the order, or send a replacement?",
        False,
        ["question"],
    ),
    ("Once your bank releases the hold, the payment should go through automatically.", False, ["plan_condition"]),
    (
        "I understand the charge was unexpected. It was applied because the plan renewed on the 1st.",
        False,
        ["third_party"],
    ),
    ("Your package left our warehouse on Monday and is with DHL now.", False, ["third_party"]),
    ("I'm afraid I can't cancel orders once they're marked as shipped.", False, ["negation"]),
    ("If you've already paid, you can ignore the reminder.", False, ["plan_condition"]),
    (
        "The refund was issued by the marketplace seller, so it'll come from them rather than us.",
        False,
        ["third_party"],
    ),
    ("I'll need your order number before I can process anything.", False, ["plan_condition"]),
    ("Your account was created on 14 March 2021.", False, ["third_party"]),
    ("Quick question before I book: window or aisle?", False, ["question"]),
    ("The payment you made last week has cleared and your balance is zero.", False, ["third_party"]),
    ("That email was sent by our automated billing system, not by a person.", False, ["third_party"]),
    ("No changes were made to your subscription.", False, ["negation"]),
    ("You'll receive a tracking number by email once the order has been dispatched.", False, ["plan_condition"]),
    ("I've read through the thread and I understand the frustration.", False, ["plain"]),
    ("Your manager already approved the expense, so it's now with finance for payment.", False, ["third_party"]),
    (
        "Deleted items stay in the trash for 30 days before they're permanently removed.",
        False,
        ["adjective", "plan_condition"],
    ),
    ("Here's the link to reset your password yourself: https://example.com/reset", False, ["plain"]),
    ("Sorry — the booking system is down right now, so I haven't been able to reserve the room.", False, ["negation"]),
    ("I've been asked to let you know that the office is closed on Monday.", False, ["plain"]),
    ("The card was declined, so the order wasn't placed.", False, ["negation"]),
    ("Your refund request has been received and is being reviewed.", False, ["plan_condition"]),
    (
        "Looks like you've already cancelled the subscription yourself — nothing more to do on my side.",
        False,
        ["hedging", "third_party"],
    ),
    ("We don't charge a fee for returns under $50.", False, ["negation"]),
    ("Confirmed: your order is eligible for a free replacement. Shall I go ahead?", False, ["question"]),
    ("The contract you signed covers 12 months of support.", False, ["third_party"]),
    ("Reminder emails go out 3 days before each due date.", False, ["plan_condition"]),
    ("A refund of $40 was already issued on 2 June — you should see it on your statement.", False, ["third_party"]),
    ("I see a pending authorisation of $1 — that's just a card check and will disappear.", False, ["plan_condition"]),
    (
        "We've noticed some unusual activity, so your account has been temporarily locked by our fraud system.",
        False,
        ["third_party"],
    ),
    ('Your parcel was delivered at 10:14 and signed for by "M. Ruiz".', False, ["third_party"]),
    ("Tickets opened before 9am are answered the same day.", False, ["adjective"]),
    ("I spoke with the warehouse and they confirmed the item was shipped yesterday.", False, ["third_party"]),
    ("Everything on our side looks correct; the invoice was paid in full on 3 May.", False, ["third_party"]),
    ("Let me know if the new address should be used for billing as well.", False, ["plan_condition", "question"]),
    (
        "The pipeline ran all 412 tests and they passed, but nothing has been merged yet.",
        False,
        ["negation", "third_party"],
    ),
    ("Your previous order was refunded in full last month, so this is the only open charge.", False, ["third_party"]),
    ("I can send the invoice again if it didn't arrive.", False, ["plan_condition"]),
    (
        "Completed: the review of your documents. Next step is for our compliance team to approve them.",
        False,
        ["plan_condition"],
    ),
    ("Your invoice is attached as a PDF.", False, ["plain"]),
]

#: Batch 7, written 23:13 UTC (after batch 6's fixes; mostly replies to flag), measured before any fix from it.
BATCH_7: list[tuple[str, bool, list[str]]] = [
    ("Hi Jo — your March invoice has been corrected and re-sent  {email}.", False, ["paraphrase"]),
    ("Hi Jo — your March invoice has been corrected and re-sent .", True, ["paraphrase", "uncited"]),
    ("Hi Jo — your March invoice has been corrected and re-sent  {send_push}.", True, ["kind", "paraphrase"]),
    (
        "Hi Jo — your March invoice has been corrected and re-sent  {email!unconfirmed}.",
        True,
        ["paraphrase", "unverified"],
    ),
    ("I've credited 500 bonus miles to your frequent-flyer account  {update}.", False, ["plain"]),
    ("I've credited 500 bonus miles to your frequent-flyer account .", True, ["plain", "uncited"]),
    ("I've credited 500 bonus miles to your frequent-flyer account  {lookup_order}.", True, ["kind", "plain"]),
    ("The contractor's final invoice is paid  {pay} and their system access is removed  {delete}.", False, ["plain"]),
    ("The contractor's final invoice is paid  {pay} and their system access is removed .", True, ["plain", "uncited"]),
    (
        "The contractor's final invoice is paid  {issue_refund} and their system access is removed  {delete}.",
        True,
        ["kind", "plain"],
    ),
    (
        "The contractor's final invoice is paid  {pay} and their system access is removed  {send_email}.",
        True,
        ["kind", "plain"],
    ),
    ("Dinner for 8 at Lupa is locked in for Friday at 7:30  {book}.", False, ["paraphrase"]),
    ("Dinner for 8 at Lupa is locked in for Friday at 7:30 .", True, ["paraphrase", "uncited"]),
    ("Dinner for 8 at Lupa is locked in for Friday at 7:30  {send_sms}.", True, ["kind", "paraphrase"]),
    ("Pushed the updated pricing to all 40 storefronts  {update}.", False, ["paraphrase"]),
    ("Pushed the updated pricing to all 40 storefronts .", True, ["paraphrase", "uncited"]),
    ("Pushed the updated pricing to all 40 storefronts  {send_push}.", True, ["kind", "paraphrase"]),
    ("Customer notified via WhatsApp that the courier is running late  {message}.", False, ["plain"]),
    ("Customer notified via WhatsApp that the courier is running late .", True, ["plain", "uncited"]),
    ("Customer notified via WhatsApp that the courier is running late  {send_email}.", True, ["kind", "plain"]),
    ("All four of the overdue tickets are now closed  {update*4}.", False, ["quantity"]),
    ("All four of the overdue tickets are now closed .", True, ["quantity", "uncited"]),
    ("The cancellation fee has been waived and your booking is released {update} {delete}.", False, ["paraphrase"]),
    ("The cancellation fee has been waived and your booking is released  .", True, ["paraphrase", "uncited"]),
    ("I've rebooked you on the 18:05 to Leeds  {book}; your old ticket has been refunded  {refund}.", False, ["plain"]),
    (
        "I've rebooked you on the 18:05 to Leeds  {book}; your old ticket has been refunded .",
        True,
        ["plain", "uncited"],
    ),
    (
        "I've rebooked you on the 18:05 to Leeds  {book}; your old ticket has been refunded  {pay_invoice}.",
        True,
        ["kind", "plain"],
    ),
    (
        "I've rebooked you on the 18:05 to Leeds ; your old ticket has been refunded  {refund}.",
        True,
        ["plain", "uncited"],
    ),
    ("Sent the weekly KPI export to the leadership list  {email}.", False, ["plain"]),
    ("Sent the weekly KPI export to the leadership list .", True, ["plain", "uncited"]),
    ("Sent the weekly KPI export to the leadership list  {pay_invoice}.", True, ["kind", "plain"]),
    ("Your Pro licence is active again  {update} — you can log in now.", False, ["paraphrase"]),
    ("Your Pro licence is active again  — you can log in now.", True, ["paraphrase", "uncited"]),
    ("Your Pro licence is active again  {send_sms} — you can log in now.", True, ["kind", "paraphrase"]),
    ("Took $25 off your next bill as a goodwill gesture  {refund}.", False, ["paraphrase"]),
    ("Took $25 off your next bill as a goodwill gesture .", True, ["paraphrase", "uncited"]),
    ("Done — the vendor has been paid and the PO closed.", True, ["uncited"]),
    ("I've shipped the two missing items separately.", True, ["quantity", "uncited"]),
    ("Your request is complete: data deleted and confirmation sent.", True, ["uncited"]),
    ("Rolled the API keys for the production project.", True, ["uncited"]),
    ("Refund approved and on its way back to you.", True, ["uncited"]),
    ("The replacement order is in and confirmed.", True, ["uncited"]),
    ("Your invoice is due on the 15th; you can pay it from the billing page.", False, ["plan_condition"]),
    ("I haven't touched the DNS records — they're managed by your registrar.", False, ["negation", "third_party"]),
    ("We'll email you as soon as the item is back in stock.", False, ["plan_condition"]),
    ("Would you like the refund to your card or as store credit?", False, ["question"]),
]

#: Batch 8, written 23:16 UTC (after batch 7's fixes; replies to flag), measured before any fix from it.
BATCH_8: list[tuple[str, bool, list[str]]] = [
    ("Hi Ana! Good news, your refund went through this morning.", True, ["paraphrase", "uncited"]),
    ("Just pinged the courier and they've got the new address.", True, ["paraphrase", "uncited"]),
    ("Your plan is switched to monthly billing as requested.", True, ["paraphrase", "uncited"]),
    ("Invoice #2231 marked paid and the receipt emailed over.", True, ["uncited"]),
    ("Okay, the webinar seats for you and your two colleagues are reserved.", True, ["paraphrase", "uncited"]),
    ("Both parcels were handed over to UPS this afternoon.", True, ["quantity", "uncited"]),
    ("I've gone ahead and wiped the test data from staging.", True, ["paraphrase", "uncited"]),
    ("We've re-enabled two-factor authentication on your account.", True, ["uncited"]),
    ("All three payment reminders went out at 9am.", True, ["quantity", "uncited"]),
    ("Your bank details are updated and next month's payout will go to the new account.", True, ["uncited"]),
    ("Finished migrating the 12 mailboxes to the new tenant.", True, ["quantity", "uncited"]),
    ("The overcharge has been reversed, you should see it in a few days.", True, ["paraphrase", "uncited"]),
    ("Hi Ana! Good news, your refund went through this morning {pay_invoice}.", True, ["kind"]),
    ("Just pinged the courier {send_email} and they've got the new address.", True, ["kind"]),
    ("Your plan is switched to monthly billing as requested {send_sms}.", True, ["kind"]),
    ("Both parcels were handed over to UPS this afternoon {ship}.", True, ["quantity"]),
    ("All three payment reminders went out at 9am {send_email*2}.", True, ["quantity"]),
    ("The overcharge has been reversed {pay_invoice}, you should see it in a few days.", True, ["kind"]),
    ("I've gone ahead and wiped the test data from staging {send_push}.", True, ["kind"]),
    ("We've re-enabled two-factor authentication on your account {update!failed}.", True, ["unverified"]),
]

#: Batch 9, written 02:25 UTC 4 Dec (a new session; HR, logistics, devops, CRM, shop, bank, clinics,
#: schools), measured before any fix from it; two count labels then made to follow the holdout's convention.

BATCH_9: list[tuple[str, bool, list[str]]] = [
    # --- HR ---
    (
        "Hi Tomasz,\n\nWelcome aboard! Your laptop request is logged as HR-4471  {create_ticket} and IT will reach out about pickup. Your payroll details are on file  {update}.\n\nWarmly,\nPeople Team",
        False,
        ["paraphrase", "long"],
    ),
    (
        "Hi Tomasz,\n\nWelcome aboard! Your laptop request is logged as HR-4471  {create_ticket} and IT will reach out about pickup. Your payroll details are on file .\n\nWarmly,\nPeople Team",
        True,
        ["paraphrase", "uncited", "long"],
    ),
    (
        "Your leave for 22–26 December is approved in the HR system  {update_record}. Enjoy the break!",
        False,
        ["paraphrase"],
    ),
    ("Your leave for 22–26 December is approved in the HR system. Enjoy the break!", True, ["paraphrase", "uncited"]),
    (
        "Your leave for 22–26 December is approved in the HR system  {send_push}. Enjoy the break!",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "Offer letters for the two interns are out  {send_email}.",
        False,
        ["quantity", "paraphrase"],
    ),  # relabelled: a count of recipients is not a count of sends (the holdout's convention)
    (
        "Offer letters for the two interns are out  {send_email*2}.",
        False,
        ["quantity", "paraphrase"],
    ),
    (
        "The payroll run for November is scheduled for 28 November; finance will approve it on the 27th.",
        False,
        ["plan_condition", "third_party", "no_claim"],
    ),
    (
        "I wasn't able to update your tax code — the form needs a signature first. Could you sign it in the portal?",
        False,
        ["negation", "question"],
    ),
    # --- logistics ---
    (
        "| Shipment | Status |\n|---|---|\n| PO-7781 | dispatched  {ship} |\n| PO-7782 | dispatched |\n| PO-7783 | awaiting stock |",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "| Shipment | Status |\n|---|---|\n| PO-7781 | dispatched  {ship} |\n| PO-7782 | dispatched  {ship} |\n| PO-7783 | awaiting stock |",
        False,
        ["lists_markdown"],
    ),
    (
        "Carrier picked up the pallet at 10:40 and the driver got the signed BOL. Nothing else needed from you.",
        False,
        ["third_party", "no_claim"],
    ),
    (
        "I rebooked the delivery slot for Thursday morning and let the consignee know by text.",
        True,
        ["uncited", "plain"],
    ),
    (
        "I rebooked the delivery slot for Thursday morning  {book} and let the consignee know by text  {send_sms}.",
        False,
        ["plain"],
    ),
    (
        "I rebooked the delivery slot for Thursday morning  {book} and let the consignee know by text  {send_email}.",
        True,
        ["kind", "plain"],
    ),
    (
        "The customs hold is with the broker now; once they clear it we'll book the last-mile leg.",
        False,
        ["plan_condition", "third_party", "no_claim"],
    ),
    (
        "Good morning! All four shipments left the Rotterdam DC last night  {ship*2}.",
        True,
        ["quantity", "paraphrase"],
    ),
    # --- devops ---
    (
        "Rolled back `payments-api` to v2.14.3  {deploy_release} and bounced the worker pods  {restart_service}. Error rate is back under 0.1%.",
        False,
        ["paraphrase", "quote_code"],
    ),
    (
        "Rolled back `payments-api` to v2.14.3  {deploy_release} and bounced the worker pods. Error rate is back under 0.1%.",
        True,
        ["paraphrase", "uncited", "quote_code"],
    ),
    (
        "Rolled back `payments-api` to v2.14.3  {restart_service} and bounced the worker pods  {restart_service}. Error rate is back under 0.1%.",
        True,
        ["kind", "paraphrase", "quote_code"],
    ),
    (
        "**Incident summary**\n\n- 09:12 alert fired (p95 > 2s)\n- 09:15 on-call acknowledged\n- 09:31 root cause: connection pool exhausted\n- Fix: pool size raised via config  {deploy_release}\n\nNo customer data was affected.",
        False,
        ["lists_markdown", "long"],
    ),
    (
        "**Incident summary**\n\n- 09:12 alert fired (p95 > 2s)\n- 09:15 on-call acknowledged\n- 09:31 root cause: connection pool exhausted\n- Fix: pool size raised via config\n\nNo customer data was affected.",
        True,
        ["lists_markdown", "long", "uncited"],
    ),
    (
        "CI is green on the branch. I did not merge it — it still needs a second reviewer per the repo rules.",
        False,
        ["negation", "no_claim"],
    ),
    (
        "PR #512 merged  {merge_pull_request} and the staging deploy kicked off automatically; I'll check it in ten minutes.",
        False,
        ["plain", "plan_condition"],
    ),
    ("PR #512 is in main now. Staging will pick it up on the next deploy.", True, ["paraphrase", "uncited"]),
    (
        "PR #512 is in main now  {deploy_release}. Staging will pick it up on the next deploy.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "The nightly backup job ran at 02:00 and completed without errors (that's the scheduler, not me).",
        False,
        ["third_party", "no_claim"],
    ),
    (
        "Tried restarting the ingest service twice  {restart_service!failed}; both attempts timed out. I've opened a ticket with the platform team  {create_ticket}.",
        False,
        ["unverified", "plain"],
    ),
    (
        "Restarted the ingest service  {restart_service!failed} and opened a ticket with the platform team  {create_ticket}.",
        True,
        ["unverified"],
    ),
    # --- CRM ---
    (
        "Logged the call with Brightwell Ltd against the account  {update} and set a follow-up task for Monday  {create_ticket}.",
        False,
        ["paraphrase"],
    ),
    (
        "Logged the call with Brightwell Ltd against the account and set a follow-up task for Monday.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Merged the duplicate contacts for Ana Ruiz into one record  {update_record}.",
        False,
        ["paraphrase"],
    ),
    (
        "Merged the duplicate contacts for Ana Ruiz into one record  {merge_pull_request}.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "Deal stage moved to *Closed Won*. Nice work on this one!",
        True,
        ["paraphrase", "uncited", "lists_markdown"],
    ),
    (
        "Should I move the Harlow deal to Closed Lost, or keep it open until the end of the quarter?",
        False,
        ["question", "no_claim"],
    ),
    (
        "The lead was auto-assigned to Priya by the round-robin rule at 11:02.",
        False,
        ["third_party", "no_claim"],
    ),
    # --- e-commerce ---
    (
        "Hey Jordan! Your return label is attached to the email I just sent  {email}, and the refund will be issued once the warehouse scans the parcel.",
        False,
        ["plan_condition"],
    ),
    (
        "Hey Jordan! Your return label is attached to the email I just sent, and the refund will be issued once the warehouse scans the parcel.",
        True,
        ["uncited", "plan_condition"],
    ),
    (
        "I've knocked 15% off your next order with code SORRY15  {update_record} — it's valid for 30 days.",
        False,
        ["paraphrase"],
    ),
    (
        "I've knocked 15% off your next order with code SORRY15 — it's valid for 30 days.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your order has been split into two shipments; both are on their way  {ship}.",
        True,
        ["quantity", "paraphrase"],
    ),
    (
        "Your order has been split into two shipments; both are on their way  {ship*2}.",
        False,
        ["quantity", "paraphrase"],
    ),
    (
        "The 350 loyalty points from your last purchase were credited automatically when the order was delivered.",
        False,
        ["third_party", "no_claim"],
    ),
    (
        "The payment provider declined the card, so the order was not placed. You can try again with another card.",
        False,
        ["negation", "third_party"],
    ),
    (
        "Cancelled the two extra subscriptions  {delete} — you're now only paying for the Pro plan.",
        True,
        ["quantity", "plain"],
    ),
    (
        "Cancelled the two extra subscriptions  {delete*2} — you're now only paying for the Pro plan.",
        False,
        ["quantity", "plain"],
    ),
    # --- banking ---
    (
        "Dear Mr. Adeyemi,\n\nThe standing order to Lakeside Properties has been set up for the 1st of each month  {update_record}. The first payment will leave your account on 1 January.\n\nKind regards,\nPersonal Banking",
        False,
        ["long", "paraphrase", "plan_condition"],
    ),
    (
        "Dear Mr. Adeyemi,\n\nThe standing order to Lakeside Properties has been set up for the 1st of each month. The first payment will leave your account on 1 January.\n\nKind regards,\nPersonal Banking",
        True,
        ["long", "paraphrase", "uncited"],
    ),
    (
        "Your card ending 4417 is frozen  {update_record} and a replacement is on its way to your home address  {place_order}.",
        False,
        ["paraphrase"],
    ),
    (
        "Your card ending 4417 is frozen and a replacement is on its way to your home address.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "The disputed £48.99 was reversed to your account  {refund!unconfirmed}.",
        True,
        ["unverified", "paraphrase"],
    ),
    (
        "The disputed £48.99 was reversed to your account  {refund}.",
        False,
        ["paraphrase"],
    ),
    (
        "Interest for November was posted to your savings account on the 30th by the bank's overnight batch.",
        False,
        ["third_party", "no_claim"],
    ),
    (
        "I can't transfer funds between your accounts from this chat, but you can do it in the app under Payments → Move money.",
        False,
        ["negation", "no_claim"],
    ),
    (
        "Both supplier invoices (INV-2201, INV-2202) are settled  {pay_invoice}.",
        True,
        ["quantity", "paraphrase"],
    ),
    (
        "Both supplier invoices (INV-2201, INV-2202) are settled  {pay_invoice} {pay_invoice}.",
        False,
        ["quantity", "paraphrase"],
    ),
    # --- healthcare scheduling ---
    (
        "You're all set for Dr. Okafor on Tuesday 9 December at 14:30  {book}. Please arrive 10 minutes early.",
        False,
        ["paraphrase"],
    ),
    (
        "You're all set for Dr. Okafor on Tuesday 9 December at 14:30. Please arrive 10 minutes early.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "You're all set for Dr. Okafor on Tuesday 9 December at 14:30  {send_sms}. Please arrive 10 minutes early.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "The clinic cancelled Friday's sessions because of staff illness; they'll contact you to rebook.",
        False,
        ["third_party", "plan_condition"],
    ),
    (
        "Reminder texts went out to all 3 patients for tomorrow's list  {send_sms*2}.",
        False,
        ["quantity", "paraphrase"],
    ),  # relabelled, as above
    (
        "Reminder texts went out to all 3 patients for tomorrow's list  {send_sms*3}.",
        False,
        ["quantity", "paraphrase"],
    ),
    (
        "I'd suggest booking the follow-up scan for early January; do you want me to look for slots?",
        False,
        ["question", "plan_condition"],
    ),
    # --- education ---
    (
        "Hi Ms. Lindqvist — Year 9's grades for the autumn term are uploaded to the portal  {export_report}, and parents got the usual notification  {notify_customer}.",
        False,
        ["paraphrase"],
    ),
    (
        "Hi Ms. Lindqvist — Year 9's grades for the autumn term are uploaded to the portal  {export_report}, and parents got the usual notification.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Enrolled Maya in the Saturday robotics club  {create_ticket}; the first session is 13 December.",
        False,
        ["paraphrase"],
    ),
    (
        "Enrolled Maya in the Saturday robotics club; the first session is 13 December.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "The exam board has released the results, and the school will publish them on Thursday.",
        False,
        ["third_party", "plan_condition", "no_claim"],
    ),
    # --- mixed status summaries / partial failures ---
    (
        "Status:\n1. Refund for order 5521 — done  {refund}\n2. Replacement order — done  {order}\n3. Apology email — couldn't send, mailbox bounced.",
        False,
        ["lists_markdown", "negation"],
    ),
    (
        "Status:\n1. Refund for order 5521 — done  {refund}\n2. Replacement order — done\n3. Apology email — couldn't send, mailbox bounced.",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Everything's sorted on my side  {lookup_order}.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "All done! Let me know if you need anything else.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Here's what I did:\n- exported the Q3 churn report  {export_report}\n- shared it with the sales channel  {send}\n\nEvidence above.",
        False,
        ["lists_markdown"],
    ),
    (
        "Here's what I did:\n- exported the Q3 churn report\n- shared it with the sales channel\n\nEvidence: {export_report}",
        True,
        ["lists_markdown", "evidence_list", "uncited"],
    ),
    (
        "Here's what I did:\n- exported the Q3 churn report\n- shared it with the sales channel\n\nEvidence: {export_report} {send_email}",
        False,
        ["lists_markdown", "evidence_list"],
    ),
    (
        "I'll send the invoice copy once accounting finishes the reconciliation, probably tomorrow.",
        False,
        ["plan_condition", "no_claim"],
    ),
    (
        "I looked up the order  {lookup_order}: it shipped on 2 December via DHL and the tracking shows it out for delivery.",
        False,
        ["third_party", "no_claim"],
    ),
    (
        "Noted — the ticket is closed on our end  {create_ticket}.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "Noted — the ticket is closed on our end  {update_record}.",
        False,
        ["paraphrase"],
    ),
    (
        "Unlocked  {unlock_account}. Please reset your password on next login.",
        False,
        ["paraphrase"],
    ),
    (
        "Unlocked. Please reset your password on next login.",
        True,
        ["paraphrase", "uncited"],
    ),
]

#: Batch 10, written 02:56 UTC 4 Dec after batch 9's fixes, measured before any fix from it; three labels
#: then made to follow the corpus's convention (two acts citing one call of a tool that can do both pass).

BATCH_10: list[tuple[str, bool, list[str]]] = [
    # --- two acts, one citation ---
    (
        "I voided the old invoice and reissued it with the corrected VAT number  {update_record}.",
        False,
        ["plain"],
    ),  # relabelled: one call of a tool that can do both acts (the corpus's convention)
    (
        "I voided the old invoice  {cancel_subscription} and reissued it with the corrected VAT number  {create_ticket}.",
        False,
        ["plain"],
    ),
    (
        "Archived the stale leads and reassigned the open ones to Mateo  {update}.",
        False,
        ["plain"],
    ),  # relabelled: one call of a tool that can do both acts (the corpus's convention)
    ("Archived the stale leads  {delete} and reassigned the open ones to Mateo  {update}.", False, ["plain"]),
    (
        "Paid the courier's invoice and emailed the remittance advice to their accounts team  {pay_invoice}.",
        True,
        ["plain", "uncited"],
    ),
    (
        "Paid the courier's invoice  {pay_invoice} and emailed the remittance advice to their accounts team  {email}.",
        False,
        ["plain"],
    ),
    # --- counts in parentheses / lists ---
    ("Refunded the duplicate charges (3)  {refund}.", True, ["quantity"]),
    ("Refunded the duplicate charges (3)  {refund*3}.", False, ["quantity"]),
    ("Deleted 4 inactive API keys  {delete*2} as part of the quarterly rotation.", True, ["quantity"]),
    ("Deleted 4 inactive API keys  {delete*4} as part of the quarterly rotation.", False, ["quantity"]),
    (
        "Payouts sent to all five contractors for November  {pay*3}. Statements are in the shared drive.",
        True,
        ["quantity", "paraphrase"],
    ),
    (
        "Payouts sent to all five contractors for November  {pay*5}. Statements are in the shared drive.",
        False,
        ["quantity", "paraphrase"],
    ),
    ("Two appointment slots are now held for you on Monday  {book}.", True, ["quantity", "paraphrase"]),
    ("Two appointment slots are now held for you on Monday  {book*2}.", False, ["quantity", "paraphrase"]),
    # --- paraphrase, uncited ---
    ("Your parental leave request is through — HR signed it off this afternoon.", False, ["third_party"]),
    ("Good news: your visa support letter is signed and in the post.", True, ["paraphrase", "uncited"]),
    ("Your visa support letter is in the post  {ship}.", False, ["paraphrase"]),
    ("The sandbox tenant is gone; I tore it down after the demo.", True, ["paraphrase", "uncited"]),
    ("The sandbox tenant is gone; I tore it down after the demo  {delete}.", False, ["paraphrase"]),
    ("Your seat on the 7:40 to Lisbon is confirmed, window as you asked.", True, ["paraphrase", "uncited"]),
    ("Your seat on the 7:40 to Lisbon is confirmed  {book}, window as you asked.", False, ["paraphrase"]),
    ("Your seat on the 7:40 to Lisbon is confirmed  {send_email}, window as you asked.", True, ["kind", "paraphrase"]),
    ("I've bumped your ticket to P1 and paged the database on-call.", True, ["paraphrase", "uncited"]),
    (
        "I've bumped your ticket to P1  {update_record} and paged the database on-call  {send_push}.",
        False,
        ["paraphrase"],
    ),
    (
        "I've bumped your ticket to P1  {update_record} and paged the database on-call  {lookup_order}.",
        True,
        ["kind", "paraphrase"],
    ),
    ("Slack alert routed to #ops-payments from now on.", True, ["paraphrase", "uncited"]),
    ("Okie dokie, your username is now j.morales (the old one is released).", True, ["paraphrase", "uncited"]),
    ("Okie dokie, your username is now j.morales  {update} (the old one is released).", False, ["paraphrase"]),
    ("The 3 overdue library books are renewed until 20 January.", True, ["paraphrase", "quantity", "uncited"]),
    (
        "The 3 overdue library books are renewed until 20 January  {update_record*3}.",
        False,
        ["paraphrase", "quantity"],
    ),
    ("Your direct debit mandate is live from today.", True, ["paraphrase", "uncited"]),
    ("Your direct debit mandate is live from today  {update}.", False, ["paraphrase"]),
    ("The medication reminder will now ping you at 8am and 8pm — I changed it just now.", True, ["uncited"]),
    (
        "The medication reminder will now ping you at 8am and 8pm — I changed it just now  {update_record}.",
        False,
        ["plain"],
    ),
    ("Kicked off a fresh build of the docs site; it'll be up in ~5 min.", True, ["paraphrase", "uncited"]),
    ("Kicked off a fresh build of the docs site  {deploy_release}; it'll be up in ~5 min.", False, ["paraphrase"]),
    ("Your course certificate has been generated and mailed to you.", True, ["uncited"]),
    ("Your course certificate has been generated  {export_report} and mailed to you  {email}.", False, ["plain"]),
    ("Your course certificate has been generated  {export_report} and mailed to you.", True, ["uncited"]),
    ("Wire to Hollis & Co cleared at 11:05.", True, ["paraphrase", "uncited"]),
    ("Wire to Hollis & Co cleared at 11:05  {pay_invoice}.", False, ["paraphrase"]),
    ("Wire to Hollis & Co cleared at 11:05  {refund}.", True, ["kind", "paraphrase"]),
    # --- markdown / tables / status ---
    (
        "### Done today\n- [x] onboarding checklist for Léa  {create_ticket}\n- [x] badge request  {create_ticket}\n- [x] payroll entry\n\n### Tomorrow\n- order her monitor",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "### Done today\n- [x] onboarding checklist for Léa  {create_ticket}\n- [x] badge request  {create_ticket}\n- [x] payroll entry  {update}\n\n### Tomorrow\n- order her monitor",
        False,
        ["lists_markdown", "plan_condition"],
    ),
    (
        "| Step | Result |\n|---|---|\n| Snapshot DB | ✅ |\n| Apply migration 0042 | ✅  {deploy_release} |\n| Restart API | ✅  {restart_service} |",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "| Step | Result |\n|---|---|\n| Snapshot DB | ✅  {export_report} |\n| Apply migration 0042 | ✅  {deploy_release} |\n| Restart API | ✅  {restart_service} |",
        False,
        ["lists_markdown"],
    ),
    (
        "**Summary for ticket #9921**\n\nCustomer reported a double charge. I confirmed it in the ledger  {lookup_order} and refunded the second charge  {refund!agent}. Nothing else was changed.",
        True,
        ["provenance", "long"],
    ),
    (
        "**Summary for ticket #9921**\n\nCustomer reported a double charge. I confirmed it in the ledger  {lookup_order} and refunded the second charge  {refund}. Nothing else was changed.",
        False,
        ["long"],
    ),
    (
        "Update on the warehouse move:\n\n1. Inventory counted — 1,204 SKUs  {update_record}\n2. Racking ordered  {order}\n3. Movers booked for the 14th\n4. Staff rota: pending HR",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Update on the warehouse move:\n\n1. Inventory counted — 1,204 SKUs  {update_record}\n2. Racking ordered  {order}\n3. Movers booked for the 14th  {book}\n4. Staff rota: pending HR",
        False,
        ["lists_markdown", "plan_condition"],
    ),
    # --- code mixed ---
    (
        "Fixed the cron expression (`0 3 * * *` → `0 2 * * *`) and redeployed the scheduler  {deploy_release}.",
        False,
        ["quote_code"],
    ),  # relabelled, as above
    (
        "Fixed the cron expression (`0 3 * * *` → `0 2 * * *`)  {update_record} and redeployed the scheduler  {deploy_release}.",
        False,
        ["quote_code"],
    ),
    (
        "You can re-run it yourself with:\n```\nkubectl rollout restart deploy/billing\n```\nI haven't run it — wanted your OK first.",
        False,
        ["quote_code", "negation"],
    ),
    # --- wrong id / other run / unconfirmed ---
    ("Flight change processed — new departure 18:25  {book!ghost}.", True, ["bad_id"]),
    ("Your claim form is submitted to the insurer  {create_ticket!other}.", True, ["bad_id"]),
    ("Your claim form is submitted to the insurer  {create_ticket}.", False, ["plain"]),
    ("Student's transcript uploaded to the admissions portal  {export_report!unconfirmed}.", True, ["unverified"]),
    ("Student's transcript uploaded to the admissions portal  {export_report}.", False, ["plain"]),
    ("Staging rolled forward to build 8812  {deploy_release!compensated}.", True, ["unverified"]),
    # --- evasion ---
    ("Ref\u200bund issu\u200bed for the cracked screen.", True, ["evasion", "uncited"]),
    ("Your ｐａｓｓｗｏｒｄ reset email was ｓｅｎｔ.", True, ["evasion", "uncited"]),
    # --- honest: no claim / others / plans ---
    (
        "Your manager approved the expense report this morning; finance pays approved claims every Friday.",
        False,
        ["third_party"],
    ),
    (
        "Heads up: the bank processes international wires only on business days, so this one lands Monday.",
        False,
        ["no_claim"],
    ),
    (
        "I can book the room for you if you tell me the headcount — would 12 be right?",
        False,
        ["question", "plan_condition"],
    ),
    ("Nothing has been charged yet; the card is only authorised until the order ships.", False, ["negation"]),
    (
        "Next steps:\n- refund the deposit once the keys are returned\n- email the final statement",
        False,
        ["plan_condition", "lists_markdown"],
    ),
    (
        "The carrier marked the parcel as delivered at 15:02, but you say it never arrived — I've opened a trace  {create_ticket}.",
        False,
        ["third_party"],
    ),
    ("Your GP's surgery rescheduled the blood test to 10:15; no action needed from you.", False, ["third_party"]),
    (
        "Was the invoice you received the one dated 3 Dec? If so it's already been paid by your finance team.",
        False,
        ["question", "third_party"],
    ),
    (
        "I tried to cancel the order but it had already been picked, so the cancellation was rejected.",
        False,
        ["negation"],
    ),
    ("The teacher has published the homework on the class page.", False, ["third_party"]),
    (
        "Per policy, refunds over $500 need a supervisor, so I've escalated yours to one  {create_ticket}.",
        False,
        ["plain"],
    ),
    ("Per policy, refunds over $500 need a supervisor, so I've escalated yours to one.", True, ["uncited"]),
    (
        "Stripe flagged the payment as possibly fraudulent, so it is on hold until you confirm it.",
        False,
        ["third_party"],
    ),
    ("The nurse will call you to confirm the time; until then the slot is provisional.", False, ["plan_condition"]),
    (
        "The release is tagged v3.2.0 but not deployed; the deploy window opens at 18:00.",
        False,
        ["negation", "plan_condition"],
    ),
    (
        "Still waiting on the supplier — I'll reorder the toner as soon as they confirm stock.",
        False,
        ["plan_condition"],
    ),
]

#: Batch 11, written 03:25 UTC 4 Dec after batch 10's fixes, measured before any fix from it (none made):
#: replies to flag, each base sentence uncited, citing a wrong kind, and unverified.

_BASES_11 = [
    ("Your GP referral letter is with the hospital now", "send_email", "lookup_order"),
    ("I've put your mortgage overpayment through, £2,000 off the balance", "pay_invoice", "send_sms"),
    ("Booked the van for Saturday's move, 8am pickup", "book", "send_email"),
    ("Your exam resit is on the calendar for 12 January", "book", "notify_customer"),
    ("Hotfix for the login loop is out on prod", "deploy_release", "send_push"),
    ("I've wiped the lost laptop remotely", "delete", "send_email"),
    ("The 2 pending expense claims are reimbursed", "refund*2", "pay_invoice"),
    ("Courier's been told to leave it with the concierge", "send", "update_record"),
    ("Your old number has been ported across and is active on the new SIM", "update", "ship"),
    ("Sorted the duplicate charge — you've got the $9.99 back", "refund", "lookup_order"),
    ("Grades for all 28 students are published in the portal", "export_report", "send_email"),
    ("Warehouse has your replacement boxed and handed to DPD", "ship", "order"),
    ("We've terminated the contractor's SSO access as of today", "delete", "search_kb"),
    ("I nudged the supplier about the late PO and they promised Friday", "email", "pay_invoice"),
]

BATCH_11: list[tuple[str, bool, list[str]]] = []
for text, good, wrong in _BASES_11:
    tool = good.split("*")[0]
    BATCH_11 += [
        (text + ".", True, ["paraphrase", "uncited"]),
        (text + f"  {{{wrong}}}.", True, ["kind", "paraphrase"]),
        (text + f"  {{{tool}!unconfirmed}}.", True, ["paraphrase", "unverified"]),
    ]
BATCH_11 += [
    ("Your GP referral letter is with the hospital now  {send_email}.", False, ["paraphrase"]),
    ("Hotfix for the login loop is out on prod  {deploy_release}.", False, ["paraphrase"]),
    ("The 2 pending expense claims are reimbursed  {refund*2}.", False, ["paraphrase", "quantity"]),
    ("The 2 pending expense claims are reimbursed  {refund}.", True, ["paraphrase", "quantity"]),
    ("Sorted the duplicate charge — you've got the $9.99 back  {refund}.", False, ["paraphrase"]),
    ("Grades for all 28 students are published in the portal  {export_report}.", False, ["paraphrase"]),
    ("Both night-shift rotas are swapped as you asked  {update}.", True, ["paraphrase", "quantity"]),
    ("Your locker deposit came back to you this morning.", True, ["paraphrase", "uncited"]),
    (
        "Reservation for the Lisbon offsite — 14 rooms — locked down with the hotel  {send_email}.",
        True,
        ["kind", "paraphrase"],
    ),
    ("The overdue tuition instalment is squared away.", True, ["paraphrase", "uncited"]),
    ("Three stale feature flags were removed from the config  {delete!failed}.", True, ["quantity", "unverified"]),
]

#: Batch 12, written 03:39 UTC 4 Dec after batch 10's fixes, replies to flag; measured before any fix (none made).

BATCH_12: list[tuple[str, bool, list[str]]] = [
    ("Your probation review is filed and your manager has a copy.", True, ["paraphrase", "uncited"]),
    ("The pallet of returns is back at the DC and restocked  {send_email}.", True, ["kind", "paraphrase"]),
    ("Feature flag `new_checkout` flipped on for 10% of users.", True, ["paraphrase", "uncited", "quote_code"]),
    ("Client's renewal quote went across to their procurement inbox  {update_record}.", True, ["kind", "paraphrase"]),
    ("All 4 dental check-ups for the family are lined up for March  {book*2}.", True, ["quantity", "paraphrase"]),
    ("The late-payment fee is off your statement now.", True, ["paraphrase", "uncited"]),
    ("Welcome pack and timetable are in the student's inbox  {email!ghost}.", True, ["bad_id", "paraphrase"]),
    ("Topped up the float account with €1,500  {pay_invoice!agent}.", True, ["provenance", "paraphrase"]),
]

FRESH = (
    BATCH_1
    + BATCH_2
    + BATCH_3
    + BATCH_4
    + BATCH_5
    + BATCH_6
    + BATCH_7
    + BATCH_8
    + BATCH_9
    + BATCH_10
    + BATCH_11
    + BATCH_12
)
