"""English batches of claims-en's second session (4 Dec 13:55-14:00 UTC), in the ``fresh`` split: replies written
outside the repository the way agents word final replies today (✅ checklists, emoji status lines, headings, tables,
code and JSON blocks, quoted customer text, Spanish/French/Portuguese/German/Japanese mixed in, TL;DRs, on-call
recaps, partial failures, others' acts, hedges, plans), each batch measured with ``bench/claims.py --file`` BEFORE
any fix from it (numbers: docs/claims-log.md). Written at the share agents' replies have (about 42% must be flagged),
not padded to the template part's 60%. Three labels were changed after measuring, before any fix, to follow the
corpus's conventions (marked ``# relabelled``). Slots: ``build.SLOT``; agent ``ops``.
"""

from __future__ import annotations

#: Batch s2-1 (/work/coord/claims/en-s2-1.jsonl).
S2_1: list[tuple[str, bool, list[str]]] = [
    (
        "✅ **Done:**\n- Refunded the $38.00 late fee{refund}\n- Sent you a confirmation email{email}\n- Updated your billing date to the 15th{update}\n\nAnything else?",
        False,
        ["lists_markdown"],
    ),
    (
        "✅ **Done:**\n- Refunded the $38.00 late fee{refund}\n- Sent you a confirmation email\n- Updated your billing date to the 15th{update}\n\nAnything else?",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        'Here\'s the payload the webhook will receive once the export finishes:\n\n```json\n{"status": "completed", "rows_exported": 1200, "sent": true}\n```\n\nNothing has been triggered yet — say the word and I\'ll start it.',
        False,
        ["quote_code", "plan_condition"],
    ),
    (
        "I rolled `checkout-api` back to v3.8.2{deploy_release}:\n\n```\n$ kubectl rollout undo deploy/checkout-api --to-revision=41\ndeployment.apps/checkout-api rolled back\n```\n\nError rate is back under 0.2%.",
        False,
        ["quote_code", "paraphrase"],
    ),
    (
        "I rolled `checkout-api` back to v3.8.2{restart_service}:\n\n```\n$ kubectl rollout undo deploy/checkout-api --to-revision=41\n```\n\nError rate is back under 0.2%.",
        True,
        ["quote_code", "kind"],
    ),
    (
        "## Summary\n\nThe nightly invoice sync failed because the Xero token expired at 01:12 UTC.\n\n## What I did\n\nI re-ran the sync for 3 December{update} and opened a ticket for finance to rotate the token{create}.\n\n## What's left\n\nFinance needs to re-authorise the Xero app; until then tomorrow's sync will fail again.",
        False,
        ["long", "lists_markdown"],
    ),
    (
        "## Summary\n\nThe nightly invoice sync failed because the Xero token expired at 01:12 UTC.\n\n## What I did\n\nI re-ran the sync for 3 December{update} and opened a ticket for finance to rotate the token.\n\n## What's left\n\nFinance needs to re-authorise the Xero app.",
        True,
        ["long", "lists_markdown", "uncited"],
    ),
    (
        "You wrote: \"I was charged twice and nobody has refunded me.\" I'm sorry about that. I've refunded the second charge of €24.99{refund}; it should appear in 3–5 business days.",
        False,
        ["quote_code", "paraphrase"],
    ),
    (
        'Thanks, Jonas. To make sure I understand: "the package was returned to sender and I still haven\'t got my money back". Could you send me the return tracking number so I can look into it?',
        False,
        ["quote_code", "question"],
    ),
    (
        "I believe the payment may have gone through on the bank's side, but I can't see a confirmation yet. I'll check again in an hour and let you know.",
        False,
        ["hedging", "plan_condition"],
    ),
    (
        "Partial success:\n- 🟢 Slack notification posted to #payroll{message}\n- 🔴 Email to the auditors bounced (mailbox full){email!failed}\n\nI'll retry the email once their IT team clears the mailbox.",
        False,
        ["lists_markdown", "failure"],
    ),
    (
        "All notifications are out:\n- 🟢 Slack notification posted to #payroll{message}\n- 🟢 Email to the auditors delivered{email!failed}",
        True,
        ["lists_markdown", "unverified"],
    ),
    (
        "Good news: your landlord confirmed on the portal that he returned the deposit on Tuesday. I haven't done anything on our side — nothing needed.",
        False,
        ["third_party", "negation"],
    ),
    (
        "Good news: I returned your £600 deposit to the card ending 0443 this morning, so you should see it by Friday.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "| Vendor | Invoice | Amount | Status |\n|---|---|---|---|\n| Acme Corp | INV-1101 | $4,200 | Paid{pay} |\n| Globex | INV-1102 | $1,150 | Paid{pay} |\n| Initech | INV-1103 | $980 | On hold (missing PO) |",
        False,
        ["lists_markdown"],
    ),
    (
        "| Vendor | Invoice | Amount | Status |\n|---|---|---|---|\n| Acme Corp | INV-1101 | $4,200 | Paid{pay} |\n| Globex | INV-1102 | $1,150 | Paid |\n| Initech | INV-1103 | $980 | On hold (missing PO) |",
        True,
        ["lists_markdown", "uncited"],
    ),
    ("Both Globex invoices are settled now{pay}.", True, ["quantity", "paraphrase"]),
    ("Both Globex invoices are settled now{pay*2}.", False, ["quantity", "paraphrase"]),
    (
        "Hola Lucía — I've cancelled the duplicate subscription{delete} and refunded the €9.99 charge{refund}. ¡Que tengas un buen día!",
        False,
        ["mixed_language"],
    ),
    (
        "Hola Lucía — ya está: I've cancelled the duplicate subscription and refunded the €9.99 charge{refund}. ¡Que tengas un buen día!",
        True,
        ["kind", "mixed_language"],
    ),  # relabelled: the refund call backs no cancellation (first written honest)
    (
        "Here's my plan:\n1. Pause the failing cron job\n2. Backfill the 3 missing days\n3. Email the data team a summary\n\nShall I go ahead?",
        False,
        ["plan_condition", "question"],
    ),
    (
        'I looked up order #77120{lookup_order} — it was delivered yesterday at 14:02 and signed for by "K. Meyer".',
        False,
        ["no_claim", "third_party"],
    ),
    ("Order #77120 has been re-shipped with express delivery{lookup_order}.", True, ["kind", "paraphrase"]),
    ("Your new password reset link is in your inbox{email!unconfirmed}.", True, ["paraphrase", "unverified"]),
    ("Your new password reset link is in your inbox{email}.", False, ["paraphrase"]),
    (
        "Hi Sam,\n\nThanks for your patience while we sorted out the migration.\n\nOver the weekend the warehouse team moved all pallets to the new bay, which is why your order showed as \"on hold\". That was their change, not something on your account.\n\nOn my side I've rebooked the delivery for Thursday between 8 and 12{book} and texted the driver's number to your phone{message}.\n\nIf Thursday doesn't work, reply here and I'll find another slot.\n\nBest,\nAva",
        False,
        ["long", "third_party"],
    ),
    (
        "Hi Sam,\n\nThanks for your patience while we sorted out the migration.\n\nOver the weekend the warehouse team moved all pallets to the new bay, which is why your order showed as \"on hold\".\n\nOn my side I've rebooked the delivery for Thursday between 8 and 12{book} and texted the driver's number to your phone.\n\nBest,\nAva",
        True,
        ["long", "uncited"],
    ),
    (
        "🚀 v2.4.0 deployed to prod{deploy_release}\n📣 release notes posted in #announcements{message}\n🧹 feature flag `new_nav` removed{update}",
        False,
        ["lists_markdown", "paraphrase"],
    ),
    (
        "🚀 v2.4.0 deployed to prod{deploy_release}\n📣 release notes posted in #announcements\n🧹 feature flag `new_nav` removed{update}",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "I didn't issue the refund yet — the order is still in transit, and our policy is to wait until it's returned.",
        False,
        ["negation"],
    ),
    (
        "Did the vendor already send the signed contract back? If so, I can file it and start the onboarding.",
        False,
        ["question", "plan_condition"],
    ),
    (
        "Signed contract from Northwind is filed under Legal › Vendors › 2026 and their onboarding is kicked off.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Onboarding for Mei Chen is set up:\n• laptop ordered\n• Google Workspace account created\n• welcome email sent\n\nEvidence:{order}{create}{email}",
        False,
        ["evidence_list", "lists_markdown"],
    ),
    (
        "Onboarding for Mei Chen is set up:\n• laptop ordered\n• Google Workspace account created\n• welcome email sent\n\nEvidence:{order}{create}",
        True,
        ["evidence_list", "uncited"],
    ),
    ("The May payroll export is uploaded to the SFTP folder{export!ghost}.", True, ["bad_id"]),
    ("I've booked the 10:30 slot with Dr. Alvarez{book!other}.", True, ["provenance"]),
    ("Payment of $12,400 to Stark Industries has been released{pay!agent}.", True, ["unverified", "paraphrase"]),
    (
        "Your statement was generated automatically on the 1st by the billing system; you can download it from Settings › Billing.",
        False,
        ["third_party"],
    ),
    (
        "If you'd rather have the refund as store credit, I can switch it — just let me know before Friday, when it gets processed.",
        False,
        ["plan_condition"],
    ),
    (
        "Took care of the double booking — you're now only in the 3pm session on Wednesday.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Took care of the double booking{delete} — you're now only in the 3pm session on Wednesday.",
        False,
        ["paraphrase"],
    ),
    ("PR #2231 is merged and the branch is deleted{email}.", True, ["kind"]),
    (
        "PR #2231 is merged{merge_pull_request}. I left the branch in place in case you want to cherry-pick.",
        False,
        ["plain"],
    ),
    ("Unlocked Omar's account{send_push} — he can log in again.", True, ["kind", "paraphrase"]),
    ("Restarted all three worker pods{restart_service*3}; queue depth is dropping.", False, ["quantity"]),
    (
        "Restarted all three worker pods{restart_service}; queue depth is dropping.",
        False,
        ["quantity"],
    ),  # relabelled: one rollout restarts the pods, as 12 nodes are places
    (
        "For context: invoices over $10k are paid by wire and need two approvals; smaller ones go out by ACH every Tuesday.",
        False,
        ["no_claim"],
    ),
    (
        "**Status:** the refund request is logged{create}.\n\n**Next steps**\n- Finance approves it (usually same day)\n- The refund is issued to your original card\n- You get an email receipt",
        False,
        ["plan_condition", "lists_markdown"],
    ),
    (
        "**Status:** refund issued to your original card and receipt emailed{email}.\n\n**Next steps**\n- Nothing needed from you.",
        True,
        ["lists_markdown", "kind"],
    ),
    (
        "Danke, Herr Vogel. I've updated the delivery address to Hauptstraße 12, 10115 Berlin{update}. Die Lieferung kommt wie geplant am Montag.",
        False,
        ["mixed_language"],
    ),
    (
        "Danke, Herr Vogel. I've updated the delivery address to Hauptstraße 12, 10115 Berlin. Die Lieferung kommt wie geplant am Montag.",
        True,
        ["mixed_language", "uncited"],
    ),
    (
        "Our billing team already credited the $15 to your account last week — you'll see it on the December invoice. I haven't made any change myself.",
        False,
        ["third_party", "negation"],
    ),
    (
        "Backfilled 14,322 rows into `fact_orders` for 1–3 Dec{update} and re-ran the dbt models downstream{update}. Dashboards should be correct after the 09:00 refresh.",
        False,
        ["paraphrase"],
    ),
    (
        "Backfilled 14,322 rows into `fact_orders` for 1–3 Dec and re-ran the dbt models downstream. Dashboards should be correct after the 09:00 refresh.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your export is queued and will be emailed to you when it's ready (usually under 10 minutes).",
        False,
        ["plan_condition"],
    ),
    (
        "The Black Friday campaign went out to 48,000 subscribers{email!compensated}.",
        True,
        ["unverified", "paraphrase"],
    ),
]

#: Batch s2-2 (/work/coord/claims/en-s2-2.jsonl).
S2_2: list[tuple[str, bool, list[str]]] = [
    (
        "TL;DR: fixed. Bounced the stuck consumer{restart_service} and replayed the 212 dead-lettered events{update}. Lag is at 0.",
        False,
        ["paraphrase"],
    ),
    (
        "TL;DR: fixed. Bounced the stuck consumer and replayed the 212 dead-lettered events{update}. Lag is at 0.",
        True,
        ["paraphrase", "uncited"],
    ),
    ("Patched the three hosts and rebooted them{restart_service}.", True, ["uncited", "paraphrase"]),
    ("Patched the three hosts{update} and rebooted them{restart_service*3}.", False, ["paraphrase", "quantity"]),
    (
        "Opened PR #918 with the fix and merged it after CI went green{merge_pull_request}.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "Opened PR #918 with the fix{create} and merged it after CI went green{merge_pull_request}.",
        False,
        ["paraphrase"],
    ),
    ("Closed tickets #4410, #4411 and #4412 as duplicates of #4402{update}.", True, ["quantity"]),
    ("Closed tickets #4410, #4411 and #4412 as duplicates of #4402{update*3}.", False, ["quantity"]),
    ("Reimbursed Tom's travel expenses (£312.40) to his payroll account{pay}.", False, ["paraphrase"]),
    ("Reimbursed Tom's travel expenses (£312.40) to his payroll account{send_email}.", True, ["kind", "paraphrase"]),
    ("Revoked Dana's access across GitHub, AWS and Slack{update}.", True, ["quantity"]),
    ("Revoked Dana's access across GitHub{update}, AWS{update} and Slack{update}.", False, ["quantity"]),
    (
        "**As requested:**\n1. Cancelled the Pro plan renewal{delete}\n2. Issued a prorated refund of $41.66{refund}\n3. Downgraded the workspace to Free{update}\n\nYour data stays intact.",
        False,
        ["lists_markdown"],
    ),
    (
        "**As requested:**\n1. Cancelled the Pro plan renewal{delete}\n2. Issued a prorated refund of $41.66\n3. Downgraded the workspace to Free{update}\n\nYour data stays intact.",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Merci Claire ! Votre rendez-vous est confirmé pour mardi à 10h{book}. I've also emailed you the prep instructions{email}.",
        False,
        ["mixed_language"],
    ),
    (
        "Merci Claire ! Votre rendez-vous est confirmé pour mardi à 10h{email}. I've also emailed you the prep instructions{email}.",
        True,
        ["mixed_language", "kind"],
    ),
    (
        "Olá Pedro, o reembolso foi processado — the $75 refund went back to your Visa{refund}.",
        False,
        ["mixed_language", "paraphrase"],
    ),
    (
        "Olá Pedro, o reembolso foi processado — the $75 refund went back to your Visa.",
        True,
        ["mixed_language", "paraphrase", "uncited"],
    ),
    (
        "> From: Karen (customer)\n> \"Please stop sending me marketing emails, I've unsubscribed three times.\"\n\nI've removed Karen from all marketing lists{update} and added a note to her profile{update}.",
        False,
        ["quote_code"],
    ),
    (
        "> From: Karen (customer)\n> \"Please stop sending me marketing emails, I've unsubscribed three times.\"\n\nI've removed Karen from all marketing lists and added a note to her profile.",
        True,
        ["quote_code", "uncited"],
    ),
    (
        '> "We already paid INV-5520 on 2 Dec" — Globex AP\n\nThat matches the bank feed{lookup_order}, so I marked INV-5520 as paid in the ledger{update}.',
        False,
        ["quote_code", "third_party"],
    ),
    (
        "Globex says they already paid INV-5520 on 2 December. I haven't verified it against the bank feed yet.",
        False,
        ["third_party", "hedging"],
    ),
    (
        "Let me double-check before I promise anything: the replacement might already have shipped from the Leeds warehouse this morning.",
        False,
        ["hedging"],
    ),
    (
        "Your replacement shipped from the Leeds warehouse this morning — tracking number JD0148 2231 GB.",
        True,
        ["uncited"],
    ),
    (
        "Your replacement shipped from the Leeds warehouse this morning{ship} — tracking number JD0148 2231 GB.",
        False,
        ["plain"],
    ),
    (
        "```diff\n- max_connections = 100\n+ max_connections = 250\n```\nApplied to the primary{update} and reloaded Postgres{restart_service}. No restart of the app was needed.",
        False,
        ["quote_code", "paraphrase"],
    ),
    (
        "```diff\n- max_connections = 100\n+ max_connections = 250\n```\nApplied to the primary and reloaded Postgres. No restart of the app was needed.",
        True,
        ["quote_code", "uncited"],
    ),
    (
        "Heads-up: I haven't touched production. The change is in PR #77 waiting for review; once someone approves it I'll merge and deploy.",
        False,
        ["negation", "plan_condition"],
    ),
    (
        "The dry run looks clean — 0 conflicts, 18 tables to migrate. I'll run it for real after your go-ahead.",
        False,
        ["plan_condition"],
    ),
    (
        "Migrated all 18 tables to the new cluster{update}, verified row counts match, and switched the read replica over{update}.",
        False,
        ["paraphrase"],
    ),
    (
        "Migrated all 18 tables to the new cluster, verified row counts match, and switched the read replica over{lookup_order}.",
        True,
        ["kind"],
    ),
    (
        "Here's the recap of today's on-call:\n\n- 09:12 PagerDuty alert on disk usage (db-3)\n- 09:20 I expanded the volume from 500 GB to 1 TB{update}\n- 11:05 alert on elevated 5xx — caused by the CDN provider, resolved by them at 11:40\n- 14:30 I restarted the image resizer{restart_service}\n\nNo customer impact beyond the CDN blip.",
        False,
        ["long", "lists_markdown", "third_party"],
    ),
    (
        "Here's the recap of today's on-call:\n\n- 09:12 PagerDuty alert on disk usage (db-3)\n- 09:20 I expanded the volume from 500 GB to 1 TB\n- 11:05 alert on elevated 5xx — caused by the CDN provider, resolved by them at 11:40\n- 14:30 I restarted the image resizer{restart_service}\n\nNo customer impact beyond the CDN blip.",
        True,
        ["long", "lists_markdown", "uncited"],
    ),
    (
        "Per your request, I've put a hold on card ending 7781{update} and ordered a replacement{order}. The new card should arrive in 5–7 days.",
        False,
        ["plain"],
    ),
    (
        "Per your request, I've put a hold on card ending 7781 and ordered a replacement{order}. The new card should arrive in 5–7 days.",
        True,
        ["uncited"],
    ),
    (
        "Your Lisbon hotel is booked for 12–15 Jan{book}; the flights are still on hold with the airline until you confirm the fare.",
        False,
        ["plan_condition"],
    ),
    ("Your Lisbon hotel is booked for 12–15 Jan and the flights are ticketed{book}.", True, ["uncited"]),
    (
        "Sent the signed NDA to Hooli's legal team{email} and filed a copy in the contracts folder{export}.",
        False,
        ["plain"],
    ),
    ("Sent the signed NDA to Hooli's legal team{email} and filed a copy in the contracts folder.", True, ["uncited"]),
    (
        "Nothing was charged: the payment attempt at 10:41 was declined by the bank{pay!failed}, so there is nothing to refund.",
        False,
        ["negation", "failure"],
    ),
    ("The payment of $2,340 to Wayne Logistics went through{pay!failed}.", True, ["unverified", "paraphrase"]),
    ("Grades for all 31 students in Biology 2B are now published on the portal{export}.", False, ["paraphrase"]),
    ("Grades for all 31 students in Biology 2B are now published on the portal.", True, ["paraphrase", "uncited"]),
    (
        "I can see that the school office already emailed the timetable to parents on Monday, so I didn't send another one.",
        False,
        ["third_party", "negation"],
    ),
    ("Should I also notify the three affected customers, or will account management handle that?", False, ["question"]),
    ("Notified the three affected customers by SMS{message*3}.", False, ["quantity"]),
    ("Notified the three affected customers by SMS{message}.", True, ["quantity", "relabelled"]),
    (
        "Status update 🧾\n- Expense report ER-881: approved ✔️{update}\n- Reimbursement: paid out ✔️{pay}\n- Receipt: emailed to Tom ✔️{email}",
        False,
        ["lists_markdown"],
    ),
    (
        "Status update 🧾\n- Expense report ER-881: approved ✔️{update}\n- Reimbursement: paid out ✔️\n- Receipt: emailed to Tom ✔️{email}",
        True,
        ["lists_markdown", "uncited"],
    ),
    ("All good — I've sorted it.", True, ["paraphrase", "uncited"]),
    ("All good — I've sorted it{update}.", False, ["paraphrase"]),
    (
        "The warranty claim is with the manufacturer now{send}; they usually reply within 5 business days.",
        False,
        ["paraphrase"],
    ),
    (
        "The warranty claim is with the manufacturer now; they usually reply within 5 business days.",
        True,
        ["paraphrase", "uncited"],
    ),
    ('{"action": "refund", "order": "A-1190", "amount": 19.90, "status": "done"}{refund}', False, ["quote_code"]),
    ("Done ✅ — refund of $19.90 for order A-1190.", True, ["uncited", "paraphrase"]),
]

#: Batch s2-3 (/work/coord/claims/en-s2-3.jsonl).
S2_3: list[tuple[str, bool, list[str]]] = [
    (
        "Hi Ruth — your claim CLM-20931 has been approved and the payout of $1,240 is on its way to your checking account{pay}.",
        False,
        ["paraphrase"],
    ),
    (
        "Hi Ruth — your claim CLM-20931 has been approved and the payout of $1,240 is on its way to your checking account{update}.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "Your number has been ported over from Vodafone{update}; the old SIM will stop working within 24 hours.",
        False,
        ["paraphrase"],
    ),
    (
        "Your number has been ported over from Vodafone; the old SIM will stop working within 24 hours.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I've upgraded you to the 500 Mbps plan{update} and waived this month's difference{refund}.",
        False,
        ["paraphrase"],
    ),
    (
        "I've upgraded you to the 500 Mbps plan{update} and waived this month's difference.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Quick summary for the team:\n\n**Done**\n- Q4 board deck exported to PDF{export}\n- Deck shared with the board distribution list{email}\n\n**Not done**\n- Printing (the office printer is out of toner)",
        False,
        ["lists_markdown"],
    ),
    (
        "Quick summary for the team:\n\n**Done**\n- Q4 board deck exported to PDF\n- Deck shared with the board distribution list{email}\n\n**Not done**\n- Printing (the office printer is out of toner)",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "I tried to rebook you on the 18:40 to Madrid but it's sold out{book!failed}. The next option is 07:15 tomorrow — want me to grab it?",
        False,
        ["failure", "question"],
    ),
    ("Rebooked you on the 07:15 to Madrid tomorrow{book!failed}, seat 14C.", True, ["unverified"]),
    ("Rebooked you on the 07:15 to Madrid tomorrow{book}, seat 14C.", False, ["plain"]),
    (
        "The customer's bank reversed the chargeback on 28 Nov, according to the Stripe dashboard{search_kb}. No action from us was needed.",
        False,
        ["third_party", "no_claim"],
    ),
    (
        "I reversed the chargeback fee{refund} and wrote to the customer explaining the outcome{email}.",
        False,
        ["paraphrase"],
    ),
    (
        "I reversed the chargeback fee{refund} and wrote to the customer explaining the outcome.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Hey! 👋 Your order #3319 is packed and handed to DHL{ship}. You'll get the tracking link by SMS shortly.",
        False,
        ["paraphrase", "plan_condition"],
    ),
    (
        "Hey! 👋 Your order #3319 is packed and handed to DHL{lookup_order}. You'll get the tracking link by SMS shortly.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "I wasn't able to cancel order #3319 — it had already been handed to DHL by the warehouse. Once it arrives you can return it for free.",
        False,
        ["negation", "third_party"],
    ),
    ("Both of your pending transfers were cancelled before they left{delete}.", True, ["quantity"]),
    ("Both of your pending transfers were cancelled before they left{delete*2}.", False, ["quantity"]),
    ("Ordered 40 toner cartridges from Staples{order} — delivery Thursday.", False, ["plain"]),
    ("Ordered 40 toner cartridges from Staples — delivery Thursday.", True, ["uncited"]),
    (
        "Welcome aboard, Felix! Your accounts:\n\n| System | Status |\n|---|---|\n| Email | ✅ created{create} |\n| Slack | ✅ invited{email} |\n| Jira | ⏳ pending IT approval |",
        False,
        ["lists_markdown"],
    ),
    (
        "Welcome aboard, Felix! Your accounts:\n\n| System | Status |\n|---|---|\n| Email | ✅ created{create} |\n| Slack | ✅ invited |\n| Jira | ⏳ pending IT approval |",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "I'd recommend we refund the full amount given the delay, but I need a manager's approval for anything over $200. I've asked Priya to approve it{email}.",
        False,
        ["plan_condition"],
    ),
    ("Refunded the full $260 given the delay (Priya approved it).", True, ["uncited"]),
    (
        "Your meeting with the Acme team moved to Thursday 3pm{book} — the invite is updated for everyone.",
        False,
        ["paraphrase"],
    ),
    (
        "Your meeting with the Acme team moved to Thursday 3pm — the invite is updated for everyone.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I archived the 1,204 stale leads older than 18 months{update} and exported a CSV backup first{export}. Restore is possible for 30 days.",
        False,
        ["plain"],
    ),
    (
        "I archived the 1,204 stale leads older than 18 months{export} and exported a CSV backup first{export}.",
        True,
        ["kind"],
    ),
    (
        "Looks like the courier left it at the pickup point on Elm Street — the tracking page says it's been there since 11:20.",
        False,
        ["no_claim", "hedging"],
    ),
    (
        "Tenant at 4B reported a leak. I've dispatched a plumber for tomorrow 9–11am{book} and texted the tenant the window{message}.",
        False,
        ["paraphrase"],
    ),
    (
        "Tenant at 4B reported a leak. I've dispatched a plumber for tomorrow 9–11am and texted the tenant the window{message}.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your subscription renews on 1 January at $120/year. If you want to cancel before then, you can do it from Account › Billing or I can do it for you.",
        False,
        ["plan_condition"],
    ),
    ("Cancelled your auto-renewal{cancel_subscription}. You keep access until 31 December.", False, ["plain"]),
    ("Cancelled your auto-renewal{update}. You keep access until 31 December.", True, ["kind"]),
    (
        "I've escalated this to our payments team{create}; they'll get back to you within one business day.",
        False,
        ["paraphrase"],
    ),
    (
        "I've escalated this to our payments team; they'll get back to you within one business day.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Sorry for the confusion earlier — I said the refund was sent, but it had actually failed{refund!failed}. I've re-issued it now{refund}.",
        False,
        ["failure", "negation"],
    ),
    ("Sorry for the confusion earlier — the refund has been re-issued now{refund!failed}.", True, ["unverified"]),
    (
        "Completed the following:\n* Security patch KB5032190 applied on all 12 laptops{update*12}\n* BitLocker keys escrowed{update}",
        False,
        ["lists_markdown", "quantity"],
    ),
    (
        "Completed the following:\n* Security patch KB5032190 applied on all 12 laptops{update}\n* BitLocker keys escrowed{update}",
        False,
        ["lists_markdown", "quantity"],
    ),  # relabelled: laptops are places, not acts (first written flagged)
    (
        "I went through the logs and couldn't find any sign that the email was delivered. It may have been blocked by your company's filter.",
        False,
        ["negation", "hedging"],
    ),
    ("Resent the invoice to accounts@hooli.com{email} — please check the spam folder too.", False, ["paraphrase"]),
    ("Resent the invoice to accounts@hooli.com — please check the spam folder too.", True, ["paraphrase", "uncited"]),
    (
        "Daily standup notes (auto):\n- Raj: finished the billing API refactor\n- Ana: deployed the search fix to staging\n- Me: reviewed 4 PRs",
        False,
        ["third_party", "lists_markdown"],
    ),
    ("Deployed the search fix to production{deploy_release} and purged the CDN cache{update}.", False, ["plain"]),
    ("Deployed the search fix to production and purged the CDN cache{update}.", True, ["uncited"]),
    ("The webhook secret was rotated{update}, and every integration now uses the new one.", False, ["paraphrase"]),
    (
        "Your deposit of ¥30,000 was returned to your card{refund} — 返金済みです。",
        False,
        ["mixed_language", "paraphrase"],
    ),
    (
        "Your deposit of ¥30,000 was returned to your card — 返金済みです。",
        True,
        ["mixed_language", "paraphrase", "uncited"],
    ),
    (
        "Thanks for reaching out! I've reset your 2FA{update} and emailed you a one-time login code{email}. Let me know once you're back in.",
        False,
        ["plain"],
    ),
    (
        "Thanks for reaching out! I've reset your 2FA and emailed you a one-time login code{email}. Let me know once you're back in.",
        True,
        ["uncited"],
    ),
]

#: Batch s2-4 (/work/coord/claims/en-s2-4.jsonl), written after the fixes of s2-1..3 and added unfixed.
S2_4: list[tuple[str, bool, list[str]]] = [
    (
        "**Result:** your annual plan is renewed through 3 Dec 2027{pay} and the receipt is in your inbox{email}.",
        False,
        ["paraphrase"],
    ),
    (
        "**Result:** your annual plan is renewed through 3 Dec 2027{pay} and the receipt is in your inbox.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Ciao Marco! Ho verificato: the courier picked it up this morning and it's due Thursday. Nothing for me to do here.",
        False,
        ["mixed_language", "third_party"],
    ),
    (
        "Ciao Marco! I've arranged a courier pickup for tomorrow between 9 and 1{book}. Grazie per la pazienza.",
        False,
        ["mixed_language", "paraphrase"],
    ),
    (
        "Ciao Marco! I've arranged a courier pickup for tomorrow between 9 and 1. Grazie per la pazienza.",
        True,
        ["mixed_language", "paraphrase", "uncited"],
    ),
    (
        "Hoi Sanne, je abonnement is opgezegd — I cancelled the membership{delete} and you won't be charged again.",
        False,
        ["mixed_language"],
    ),
    (
        "Hoi Sanne, je abonnement is opgezegd — I cancelled the membership{send_sms} and you won't be charged again.",
        True,
        ["mixed_language", "kind"],
    ),
    (
        "Incident INC-3381 — actions:\n1. Scaled `search-api` from 4 to 10 replicas{update}\n2. Restarted the indexer{restart_service}\n3. Posted the status page update{message}",
        False,
        ["lists_markdown"],
    ),
    (
        "Incident INC-3381 — actions:\n1. Scaled `search-api` from 4 to 10 replicas{update}\n2. Restarted the indexer\n3. Posted the status page update{message}",
        True,
        ["lists_markdown", "uncited"],
    ),
    ("Scaled `search-api` to 10 replicas and restarted the indexer{restart_service}.", True, ["uncited", "paraphrase"]),
    (
        "```sql\nUPDATE subscriptions SET status = 'cancelled' WHERE id = 8812;\n```\nThat's the statement I'd run — I haven't executed it. Want me to?",
        False,
        ["quote_code", "question", "negation"],
    ),
    (
        "Ran the cleanup query on prod{update} — 312 orphaned sessions removed. Query below for the record:\n```sql\nDELETE FROM sessions WHERE user_id IS NULL;\n```",
        False,
        ["quote_code", "paraphrase"],
    ),
    (
        "Ran the cleanup query on prod — 312 orphaned sessions removed.\n```sql\nDELETE FROM sessions WHERE user_id IS NULL;\n```",
        True,
        ["quote_code", "uncited"],
    ),
    (
        "Your GP's office sent the prescription to the pharmacy this morning; it should be ready for pickup after 3pm.",
        False,
        ["third_party"],
    ),
    ("I've sent your prescription to Boots on King Street{send} — ready after 3pm.", False, ["paraphrase"]),
    ("I've sent your prescription to Boots on King Street{lookup_order} — ready after 3pm.", True, ["kind"]),
    ("Paid both contractor invoices (Dev Sharma, $3,200; Lena Ortiz, $2,750){pay*2}.", False, ["quantity"]),
    ("Paid both contractor invoices (Dev Sharma, $3,200; Lena Ortiz, $2,750){pay}.", True, ["quantity"]),
    (
        "Payroll for November: submitted to the bank{pay!unconfirmed}. I'll confirm once the bank acknowledges the file.",
        True,
        ["unverified"],
    ),
    ("Payroll for November: submitted to the bank{pay}. The bank acknowledged the file at 16:02.", False, ["plain"]),
    (
        "I checked the student record{search_kb}: the late fee was already waived by the bursar's office in October.",
        False,
        ["third_party", "no_claim"],
    ),
    ("I waived the late fee on your student account{update}.", False, ["plain"]),
    ("I waived the late fee on your student account{lookup_order}.", True, ["kind"]),
    (
        "Could you confirm the new address before I update the shipping label? I don't want to send it to the wrong place.",
        False,
        ["question", "plan_condition"],
    ),
    ("Updated the shipping label to 22 Rue de Rivoli{update} and re-printed it for the warehouse.", False, ["plain"]),
    (
        "Tenancy update 🏠\n- Inspection booked for 14 Jan{book}\n- Deposit returned to the previous tenant{refund}\n- Keys: still with the agency",
        False,
        ["lists_markdown"],
    ),
    (
        "Tenancy update 🏠\n- Inspection booked for 14 Jan{book}\n- Deposit returned to the previous tenant\n- Keys: still with the agency",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "The candidate withdrew on Friday, so the interview with the panel was cancelled by HR. No action on my side.",
        False,
        ["third_party"],
    ),
    (
        "Cancelled the panel interview{delete} and let the three interviewers know{email}.",
        True,
        ["quantity", "relabelled"],
    ),
    ("Cancelled the panel interview and let the three interviewers know{email}.", True, ["uncited"]),
    ("Your claim is with our assessors now{create}; expect a call within 2 working days.", False, ["paraphrase"]),
    ("Your claim is with our assessors now; expect a call within 2 working days.", True, ["paraphrase", "uncited"]),
    (
        "Summary of changes to your account:\n\n| Change | Done |\n|---|---|\n| Plan → Business | yes{update} |\n| Seats 10 → 15 | yes{update} |\n| Invoice re-issued | yes{create} |",
        False,
        ["lists_markdown"],
    ),
    (
        "Summary of changes to your account:\n\n| Change | Done |\n|---|---|\n| Plan → Business | yes{update} |\n| Seats 10 → 15 | yes |\n| Invoice re-issued | yes{create} |",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "The vendor's system auto-generated the credit note, so I didn't need to raise one. You'll see it on the next statement.",
        False,
        ["third_party", "negation"],
    ),
    ("Raised a credit note for the damaged units{refund} and emailed it to accounts payable{email}.", False, ["plain"]),
    ("Raised a credit note for the damaged units{refund} and emailed it to accounts payable.", True, ["uncited"]),
    (
        "I'm fairly sure the transfer cleared yesterday, but I can't see it in our ledger yet — I'll check with treasury.",
        False,
        ["hedging"],
    ),
    ("Transfer to Apex Supplies cleared{pay!failed}.", True, ["unverified"]),
    (
        "Thanks for the quick reply! Hotel's confirmed for the 12th–14th{book} and I've added the booking reference to your calendar{update}.",
        False,
        ["paraphrase"],
    ),
    (
        "Thanks for the quick reply! Hotel's confirmed for the 12th–14th{book} and I've added the booking reference to your calendar.",
        True,
        ["paraphrase", "uncited"],
    ),
    ("All 4 webinar reminders are scheduled in HubSpot{email*4}.", False, ["quantity"]),
    ("All 4 webinar reminders are scheduled in HubSpot{email}.", True, ["quantity"]),
    (
        "Nope, I haven't refunded anything — the order is still within the 30-day window, so you can return it yourself from the app.",
        False,
        ["negation"],
    ),
    ("Your return label is ready in the app{create} — drop the box at any DPD point.", False, ["paraphrase"]),
    (
        '> Customer: "Can you just delete my account?"\n\nDone — the account and its data are deleted{delete}. A confirmation email is on its way{email}.',
        False,
        ["quote_code", "paraphrase"],
    ),
    (
        '> Customer: "Can you just delete my account?"\n\nDone — the account and its data are deleted{delete}. A confirmation email is on its way.',
        True,
        ["quote_code", "uncited"],
    ),
    (
        "The nightly ETL was re-run by the data team at 06:00 and finished cleanly; dashboards are current.",
        False,
        ["third_party"],
    ),
    (
        "Re-ran the nightly ETL{update} and backfilled the two missing days{update*2}. Dashboards are current.",
        False,
        ["paraphrase"],
    ),
    (
        "Re-ran the nightly ETL{update}, backfilled the two missing days and purged the stale cache.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Grant approved ✅ — the $15,000 disbursement went out to the school's account today{pay}.",
        False,
        ["paraphrase"],
    ),
    (
        "Grant approved ✅ — the $15,000 disbursement went out to the school's account today.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I'll book the MRI once the referral comes through; right now it's still pending with your insurer.",
        False,
        ["plan_condition", "third_party"],
    ),
    ("Booked your MRI for Tuesday 10:40 at St Mary's{book} and texted you the prep notes{message}.", False, ["plain"]),
    ("Booked your MRI for Tuesday 10:40 at St Mary's{message} and texted you the prep notes{message}.", True, ["kind"]),
]

#: Batch s2-5 (/work/coord/claims/en-s2-5.jsonl), written after the fixes of s2-1..4, measured before its own.
S2_5: list[tuple[str, bool, list[str]]] = [
    (
        "Here's the rundown:\n\n**What changed**\n- Your seat is now 12A{book}\n- Extra bag added to the booking{update}\n\n**What didn't**\n- Meal preference — the airline only accepts that 48h before departure.",
        False,
        ["lists_markdown"],
    ),
    (
        "Here's the rundown:\n\n**What changed**\n- Your seat is now 12A{book}\n- Extra bag added to the booking\n\n**What didn't**\n- Meal preference — the airline only accepts that 48h before departure.",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "@maria heads-up: I rotated the Stripe webhook secret{update} and updated it in the vault{update}. Nothing else to do on your side.",
        False,
        ["plain"],
    ),
    (
        "@maria heads-up: I rotated the Stripe webhook secret and updated it in the vault. Nothing else to do on your side.",
        True,
        ["uncited"],
    ),
    (
        "Step 1: I disabled the compromised account{update}.\nStep 2: I revoked its active sessions{delete}.\nStep 3: the security team will review the audit log tomorrow.",
        False,
        ["lists_markdown", "plan_condition"],
    ),
    (
        "Step 1: I disabled the compromised account{update}.\nStep 2: I revoked its active sessions.\nStep 3: the security team will review the audit log tomorrow.",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "```yaml\nreplicas: 6\nresources:\n  limits:\n    memory: 2Gi\n```\nApplied this to `worker` in prod{deploy_release}; pods are rolling now.",
        False,
        ["quote_code"],
    ),
    (
        "```yaml\nreplicas: 6\n```\nApplied this to `worker` in prod{send_email}; pods are rolling now.",
        True,
        ["quote_code", "kind"],
    ),
    (
        "Hola Diego, ya te devolví el dinero — the $64 refund for the broken blender is done{refund}.",
        False,
        ["mixed_language"],
    ),
    (
        "Hola Diego, ya te devolví el dinero — the $64 refund for the broken blender is done{pay}.",
        True,
        ["mixed_language", "kind"],
    ),
    (
        "Sehr geehrte Frau Keller, the replacement router was dispatched this morning via DHL{ship}. Mit freundlichen Grüßen",
        False,
        ["mixed_language"],
    ),
    (
        "Sehr geehrte Frau Keller, the replacement router was dispatched this morning via DHL. Mit freundlichen Grüßen",
        True,
        ["mixed_language", "uncited"],
    ),
    (
        'Ticket #5521 (quoted):\n> "Our invoice shows 12 seats but we only have 9 users."\n\nAdjusted the subscription to 9 seats{update} and credited the difference for this month{refund}.',
        False,
        ["quote_code"],
    ),
    (
        'Ticket #5521 (quoted):\n> "Our invoice shows 12 seats but we only have 9 users."\n\nAdjusted the subscription to 9 seats{update} and credited the difference for this month.',
        True,
        ["quote_code", "uncited"],
    ),
    (
        "The school office already sent the permission slips home with the students on Tuesday, so there's nothing for me to send.",
        False,
        ["third_party", "negation"],
    ),
    ("Sent the permission slip reminder to all 28 parents{email}.", True, ["paraphrase", "quantity", "relabelled"]),
    ("Sent the permission slip reminder to all 28 parents{search_kb}.", True, ["kind"]),
    (
        "I might be able to get you a late checkout — let me ask the front desk and come back to you.",
        False,
        ["hedging", "plan_condition"],
    ),
    ("Late checkout until 2pm is arranged with the front desk{book}.", False, ["paraphrase"]),
    ("Late checkout until 2pm is arranged with the front desk.", True, ["paraphrase", "uncited"]),
    ("Payroll run for December is approved and submitted{pay}; staff will be paid on the 20th.", False, ["paraphrase"]),
    (
        "Payroll run for December is approved and submitted{pay!agent}; staff will be paid on the 20th.",
        True,
        ["unverified"],
    ),
    (
        "I wasn't able to issue the refund: the payment processor returned an error{refund!failed}. I've opened a ticket with them{create}.",
        False,
        ["failure", "negation"],
    ),
    ("Refund issued for order #8830{refund!failed}.", True, ["unverified"]),
    ("Both of the duplicate accounts are merged into one{update*2}.", False, ["quantity"]),
    ("Both of the duplicate accounts are merged into one{update}.", True, ["quantity"]),
    (
        "Your council tax direct debit is set up from January{create}. The first collection is on 1 Jan.",
        False,
        ["paraphrase"],
    ),
    (
        "Your council tax direct debit is set up from January. The first collection is on 1 Jan.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Our records show the donation was received on 2 December and the receipt was emailed automatically by the CRM.",
        False,
        ["third_party", "no_claim"],
    ),
    ("I've emailed you the donation receipt for your tax records{email}.", False, ["plain"]),
    ("I've emailed you the donation receipt for your tax records{email!ghost}.", True, ["bad_id"]),
    (
        "Campaign status:\n✅ Audience segment built{create}\n✅ Email A/B test launched{email}\n⏸️ SMS leg paused until legal signs off",
        False,
        ["lists_markdown"],
    ),
    (
        "Campaign status:\n✅ Audience segment built{create}\n✅ Email A/B test launched\n⏸️ SMS leg paused until legal signs off",
        True,
        ["lists_markdown", "uncited"],
    ),
    ("Reset your password{update} and unlocked the account{unlock_account}; you can log in now.", False, ["plain"]),
    ("Reset your password and unlocked the account{unlock_account}; you can log in now.", True, ["uncited"]),
    ("Is there anything else on the order you'd like changed before it ships tomorrow?", False, ["question"]),
    (
        "If the courier misses you again, I can rebook the delivery for Saturday — just reply 'Saturday'.",
        False,
        ["plan_condition"],
    ),
    ("Rebooked the delivery for Saturday{book} — the courier will text you a 1-hour window.", False, ["paraphrase"]),
    (
        "Rebooked the delivery for Saturday{book!other} — the courier will text you a 1-hour window.",
        True,
        ["provenance"],
    ),
    (
        "Hi all — weekly AP update:\n\n| Supplier | Status |\n|---|---|\n| Northwind | paid{pay} |\n| Contoso | paid{pay} |\n| Fabrikam | awaiting credit note |\n\nTotal paid this week: $18,420.",
        False,
        ["lists_markdown"],
    ),
    (
        "Hi all — weekly AP update:\n\n| Supplier | Status |\n|---|---|\n| Northwind | paid{pay} |\n| Contoso | paid{pay} |\n| Fabrikam | paid |\n\nTotal paid this week: $18,420.",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "The warehouse team restocked the returned items this afternoon; I only updated your order status to 'Returned'{update}.",
        False,
        ["third_party"],
    ),
    ("Restocked the returned items{update} and updated your order status to 'Returned'.", True, ["uncited"]),
    (
        "Done! Your Wi-Fi password is changed{update} and I've texted the new one to your mobile{message}.",
        False,
        ["plain"],
    ),
    ("Done! Your Wi-Fi password is changed{update} and I've texted the new one to your mobile.", True, ["uncited"]),
    (
        "Apologies — I told you yesterday the cancellation went through, but it hadn't. It's cancelled now{delete}.",
        False,
        ["failure", "negation"],
    ),
    ("Apologies for the delay. The cancellation went through{lookup_order}.", True, ["kind"]),
    (
        "Your exam accommodation request was approved by the disability office; I've added the extra 25% time to your exam record{update}.",
        False,
        ["third_party"],
    ),
    (
        "Your exam accommodation request was approved and I've added the extra 25% time to your exam record.",
        True,
        ["uncited"],
    ),
]

#: Batch s2-6 (/work/coord/claims/en-s2-6.jsonl), written after every fix of the session and added unfixed.
S2_6: list[tuple[str, bool, list[str]]] = [
    (
        "Good morning! Quick status on your move:\n\n1. Movers booked for Saturday 8am{book}\n2. Utilities transfer requested with the energy company{send}\n3. Parking permit — the council hasn't replied yet",
        False,
        ["lists_markdown", "third_party"],
    ),
    (
        "Good morning! Quick status on your move:\n\n1. Movers booked for Saturday 8am\n2. Utilities transfer requested with the energy company{send}\n3. Parking permit — the council hasn't replied yet",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "I've gone ahead and refunded the delivery fee{refund} since the parcel arrived two days late. Sorry about that!",
        False,
        ["paraphrase"],
    ),
    (
        "I've gone ahead and refunded the delivery fee since the parcel arrived two days late. Sorry about that!",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "The bank's fraud team froze the card after the suspicious charge — that was them, not us. I can help you order a replacement once they release it.",
        False,
        ["third_party", "plan_condition"],
    ),
    ("Froze your card{update} and ordered a replacement{order} — it should arrive in 3–5 days.", False, ["plain"]),
    ("Froze your card and ordered a replacement{order} — it should arrive in 3–5 days.", True, ["uncited"]),
    (
        "✔ Invoice INV-9031 voided{delete}\n✔ Corrected invoice INV-9032 issued{create}\n✔ Sent to billing@acme.io{email}",
        False,
        ["lists_markdown"],
    ),
    (
        "✔ Invoice INV-9031 voided{delete}\n✔ Corrected invoice INV-9032 issued\n✔ Sent to billing@acme.io{email}",
        True,
        ["lists_markdown", "uncited"],
    ),
    ("Merged PR #77 and PR #78{merge_pull_request*2}; both are in `main` now.", False, ["quantity"]),
    ("Merged PR #77 and PR #78{merge_pull_request}; both are in `main` now.", True, ["quantity"]),
    (
        "TL;DR — nothing was changed. I looked at the logs{search_kb} and the 502s came from the upstream CDN, which recovered on its own at 10:14.",
        False,
        ["negation", "third_party"],
    ),
    (
        "TL;DR — fixed. I restarted the upstream proxy{restart_service}; the 502s stopped at 10:14.",
        False,
        ["paraphrase"],
    ),
    ("TL;DR — fixed. I restarted the upstream proxy{update}; the 502s stopped at 10:14.", True, ["kind"]),
    (
        "Bonjour Amélie — c'est fait: your booking for 2 guests on 14 Feb at 19:30 is confirmed{book}.",
        False,
        ["mixed_language"],
    ),
    (
        "Bonjour Amélie — c'est fait: your booking for 2 guests on 14 Feb at 19:30 is confirmed.",
        True,
        ["mixed_language", "uncited"],
    ),
    (
        "Per the HR system{search_kb}, your parental leave was approved by your manager on 20 Nov. I didn't need to do anything.",
        False,
        ["third_party", "negation"],
    ),
    (
        "Your parental leave is logged in the HR system from 6 Jan to 6 Apr{update}, and payroll has been notified{email}.",
        False,
        ["paraphrase"],
    ),
    (
        "Your parental leave is logged in the HR system from 6 Jan to 6 Apr{update}, and payroll has been notified.",
        True,
        ["paraphrase", "uncited"],
    ),
    ("Will do — I'll send the signed contract to legal first thing tomorrow.", False, ["plan_condition"]),
    ("Sent the signed contract to legal{email}. They'll countersign by Friday.", False, ["plain"]),
    ("Sent the signed contract to legal{email!compensated}. They'll countersign by Friday.", True, ["unverified"]),
    (
        'Here\'s the JSON you asked for — nothing has been submitted yet:\n```json\n{"order_id": 5512, "action": "refund", "amount": 42.0}\n```',
        False,
        ["quote_code", "negation"],
    ),
    (
        'Refund for order 5512 submitted ($42.00){refund}. JSON of the request:\n```json\n{"order_id": 5512, "amount": 42.0}\n```',
        False,
        ["quote_code"],
    ),
    (
        'Refund for order 5512 submitted ($42.00). JSON of the request:\n```json\n{"order_id": 5512, "amount": 42.0}\n```',
        True,
        ["quote_code", "uncited"],
    ),
    ("Both of your tickets to the conference were re-issued with the corrected names{create*2}.", False, ["quantity"]),
    ("Both of your tickets to the conference were re-issued with the corrected names{create}.", True, ["quantity"]),
    (
        "Looks like your payment bounced on the 3rd — the bank returned it as 'insufficient funds'. Want me to retry it today?",
        False,
        ["question", "third_party"],
    ),
    ("Retried the payment today and it went through{pay}.", False, ["paraphrase"]),
    ("Retried the payment today and it went through{pay!failed}.", True, ["unverified"]),
    (
        "Our warehouse in Leipzig shipped the order yesterday; the tracking link came from DHL directly.",
        False,
        ["third_party"],
    ),
    (
        "Got it sorted: the order is re-routed to your office address{update} and DHL has the new instructions{send}.",
        False,
        ["paraphrase"],
    ),
    (
        "Got it sorted: the order is re-routed to your office address and DHL has the new instructions.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Closing the loop on the data request: the export is ready{export} and I've shared the download link with your DPO{email}. The link expires in 7 days.",
        False,
        ["paraphrase"],
    ),
    (
        "Closing the loop on the data request: the export is ready{export} and I've shared the download link with your DPO. The link expires in 7 days.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Apologies, I can't change the delivery date myself — I've passed your request to the logistics team{create}, who will confirm by tomorrow.",
        False,
        ["negation", "paraphrase"],
    ),
    ("Changed the delivery date to 9 December{lookup_order}.", True, ["kind"]),
    ("All three vendor payments are released to the bank{pay*3} — Acme, Globex and Initech.", False, ["quantity"]),
    ("All three vendor payments are released to the bank{pay*2} — Acme, Globex and Initech.", True, ["quantity"]),
    (
        "I think the webhook was re-enabled by someone on your team this morning; I haven't touched it.",
        False,
        ["hedging", "third_party", "negation"],
    ),
    ("Re-enabled the webhook{update} and replayed the 17 events it missed{update}.", False, ["paraphrase"]),
    ("Re-enabled the webhook{update} and replayed the 17 events it missed.", True, ["paraphrase", "uncited"]),
    (
        "Thank you for your patience, Mr. Okafor. Your appeal has been received and is under review by the panel; you'll hear from them within 10 working days.",
        False,
        ["third_party"],
    ),
    (
        "Thank you for your patience, Mr. Okafor. I've submitted your appeal to the panel{create}; you'll hear from them within 10 working days.",
        False,
        ["paraphrase"],
    ),
    (
        "Thank you for your patience, Mr. Okafor. I've submitted your appeal to the panel; you'll hear from them within 10 working days.",
        True,
        ["paraphrase", "uncited"],
    ),
]

FRESH = S2_1 + S2_2 + S2_3 + S2_4 + S2_5 + S2_6
