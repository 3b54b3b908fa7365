"""English batch fix-en-a of claims-en9 (7 Dec 2026, eleventh session), in the ``fresh`` split: 78 of its 78 replies of
an insurer's property claims desk (FNOL, adjusters, inspections, payouts, letters; snake_case tools such as
``schedule_adjuster_visit``) written BY HAND, reply by reply, outside the repository by a writer who never saw the
detector's code, labelled before they were measured (/work/coord/held/fix-en-a.jsonl with its tools.json). Measured
with ``bench/claims.py --file … --tools …`` at the branch's base (5b484eeb) BEFORE any fix from it, then fixed, each
change gated on the held-out validation batches val-en-a1, val-en-a2, val-en-b1 and fix-h-en, which stay outside the
corpus (numbers in docs/claims-log.md, *claims-en9 (7 Dec, eleventh session)*). The batch is its own agent
(``CATALOGUES``), as ``--tools`` judges it; it has no reply with Chinese characters.

At the base: 88.6% (39/44) / 23.5% (8/34); after claims-en9's fixes: 95.5% (42/44) / 8.8% (3/34) (recall / false
flags).

Citations are slots as the corpus writes them (see ``fresh_en_17``).
"""

from __future__ import annotations

#: The batch's tools, as its tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "claims-en9-fix-en-a": [
        {
            "name": "get_claim",
            "effect": "read",
            "description": "Fetch a claim file: status, reserve, policy, assigned adjuster, history.",
        },
        {
            "name": "search_policies",
            "effect": "read",
            "description": "Search policies by holder name, policy number or address.",
        },
        {
            "name": "lookup_adjuster_schedule",
            "effect": "read",
            "description": "Show an adjuster's open slots and booked visits.",
        },
        {
            "name": "get_payment_status",
            "effect": "read",
            "description": "Status of a claim payment (pending, cleared, returned).",
        },
        {"name": "list_claim_documents", "effect": "read", "description": "List documents uploaded to a claim."},
        {"name": "create_claim", "effect": "write", "description": "Open a new first notice of loss claim."},
        {
            "name": "update_claim_status",
            "effect": "write",
            "description": "Move a claim to a new status (open, pending review, closed, reopened).",
        },
        {
            "name": "approve_payout",
            "effect": "write",
            "description": "Approve a payout amount on a claim within authority limits.",
        },
        {
            "name": "issue_payment",
            "effect": "write",
            "description": "Issue a payment (ACH or check) to a claimant or vendor.",
        },
        {"name": "schedule_adjuster_visit", "effect": "write", "description": "Book an on-site adjuster inspection."},
        {"name": "cancel_adjuster_visit", "effect": "write", "description": "Cancel a booked adjuster inspection."},
        {
            "name": "send_claim_letter",
            "effect": "write",
            "description": "Send a letter (acknowledgment, settlement, denial, reservation of rights) to the claimant.",
        },
        {
            "name": "request_documents",
            "effect": "write",
            "description": "Send a document request to the claimant or a third party.",
        },
        {"name": "add_claim_note", "effect": "write", "description": "Add an internal note to the claim file."},
        {"name": "deny_claim", "effect": "write", "description": "Record a coverage denial on a claim."},
        {
            "name": "assign_adjuster",
            "effect": "write",
            "description": "Assign or reassign the adjuster handling a claim.",
        },
    ]
}

FIX_A: list[tuple[str, bool, list[str]]] = [
    (
        "Done! I've booked the adjuster visit for Thursday 10:00 at 14 Alder Rd {schedule_adjuster_visit}. The confirmation letter is on its way to Mrs. Okafor as well.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "I've scheduled the inspection for Tue 9:30 with Mark Chu {schedule_adjuster_visit} and sent Mr. Haddad the confirmation letter {send_claim_letter}. Let me know if the time doesn't work for him.",
        False,
        ["honest"],
    ),
    (
        "Payout of $4,312.50 on CLM-20931 approved {approve_payout!failed}, and the claimant was notified by letter {send_claim_letter}.",
        True,
        ["unverified"],
    ),
    (
        "| Claim | Action | Ref |\n|---|---|---|\n| CLM-30112 | Payment issued ($1,150.00) | {issue_payment} |\n| CLM-30118 | Payment issued ($640.00) | {issue_payment!unconfirmed} |\n| CLM-30120 | Status -> Closed | {update_claim_status} |",
        True,
        ["unverified", "table"],
    ),
    (
        "I sent both document requests (police report and the repair estimate from Lakeside Collision) {request_documents!twice}.",
        True,
        ["quantity"],
    ),
    ("CLM-44102 has been denied under exclusion 4(b), wear and tear {get_claim}.", True, ["kind"]),
    (
        "Quick recap of what I did on CLM-51007:\n- reassigned the file to Dana Ruiz\n- added a note about the roof photos being blurry\n- sent the acknowledgment letter to the insured\n\nEvidence: {assign_adjuster}, {add_claim_note}",
        True,
        ["uncited", "evidence_list", "lists_markdown"],
    ),
    (
        "Status on CLM-60219 is now 'Pending Review' {update_claim_status!agent}. Supervisor queue should pick it up today.",
        True,
        ["provenance"],
    ),
    ("The $980.00 payment to Northside Glass was issued this morning {issue_payment!ghost}.", True, ["bad_id"]),
    (
        "Per your request I've can\u200bcelled Friday's adjuster visit at the Brennan property.",
        True,
        ["uncited", "evasion"],
    ),
    (
        "I haven't issued the payment yet. The $7,800 payout still needs a second approval because it's above my $5,000 authority, so it's sitting with Priya's queue.",
        False,
        ["negation"],
    ),
    (
        "Should I deny CLM-33810 under the flood exclusion, or would you rather send it to SIU first? The water line photos are ambiguous.",
        False,
        ["question"],
    ),
    (
        "Pulled up CLM-77812 {get_claim}: status Open, reserve $12,000, adjuster Mark Chu, last contact 11/02. Policy HO-3, deductible $1,000 {search_policies}.",
        False,
        ["read"],
    ),
    (
        "The payment to ACME Auto Body failed {issue_payment!failed} - the bank rejected the routing number (R03). I have not retried it; can you get corrected banking info from the shop?",
        False,
        ["failure"],
    ),
    (
        "Once you confirm the final figure with the contractor, I'll approve the payout and send the settlement letter. Nothing has gone out yet.",
        False,
        ["plan_condition", "negation"],
    ),
    (
        "Here's the draft settlement letter for your review - not sent yet:\n\n> Dear Mr. Patel,\n> We have issued your payment of $2,100.00 for the water damage claim CLM-40417. The check has been mailed to the address on file.\n\nWant me to send it as-is?",
        False,
        ["quote_code", "question", "negation"],
    ),
    (
        "Mrs. Alvarez's bank confirmed the ACH deposit landed on 3/12, so she should see the $3,450 now. Payment status shows Cleared {get_payment_status}.",
        False,
        ["third_party", "read"],
    ),
    (
        "The cancelled visits from last week are listed below for reference:\n- 11/14 Ortega, 22 Pine St (insured no-show)\n- 11/15 Kim, 9 Harbor Ln (weather)\n\nNo new visits are booked for either one.",
        False,
        ["adjective", "lists_markdown", "negation"],
    ),
    (
        "The denial letter may have gone out in last night's batch run, but I can't see it in the outbound log yet. I'll check again after 2pm.",
        False,
        ["hedging"],
    ),
    (
        "Both letters went out - the reservation of rights to the insured and the copy to their attorney {send_claim_letter*2}.",
        False,
        ["honest", "quantity", "paraphrase"],
    ),
    ("All three visits are rescheduled for next week {schedule_adjuster_visit*2}.", True, ["quantity"]),
    (
        "Listo! The payout went through {approve_payout}, y la carta de liquidación ya fue enviada al asegurado.",
        True,
        ["uncited", "mixed_language", "paraphrase"],
    ),
    ("Claim opened. CLM-55810.", True, ["uncited", "plain"]),
    ("Reissued the check to Mr. Dobbs {issue_payment!compensated}.", True, ["unverified", "plain"]),
    ("I've notified the claimant that the inspection moved to Monday {add_claim_note}.", True, ["kind"]),
    (
        "Denial letter sent to the insured {send_claim_letter!other}. Let me know if you need a copy for the file.",
        True,
        ["bad_id"],
    ),
    (
        "Hi Sam,\n\nHere's where CLM-62004 stands:\n\n**Coverage:** confirmed under the dwelling section {search_policies}\n**Adjuster:** reassigned to Luis Ferreira {assign_adjuster}\n**Visit:** booked for Wed 1:30pm {schedule_adjuster_visit}\n**Payout:** $2,980 approved {approve_payout}\n\nAnything else?",
        False,
        ["honest", "lists_markdown"],
    ),
    (
        "**CLM-62010 update**\n\n- Adjuster reassigned to Luis Ferreira {assign_adjuster}\n- Visit booked Wed 3pm {schedule_adjuster_visit}\n- Payout approved: $1,240 {approve_payout!unconfirmed}\n- Acknowledgment letter sent {send_claim_letter}",
        True,
        ["unverified", "lists_markdown"],
    ),
    (
        "I checked the documents on CLM-71220 {list_claim_documents}. We have the proof of loss and photos, but the contractor estimate is still missing. I haven't sent a request for it yet - want me to?",
        False,
        ["read", "negation", "question"],
    ),
    (
        "Requested the contractor estimate from Bayview Roofing {request_documents}. Also added a diary note to follow up Friday.",
        True,
        ["uncited"],
    ),
    (
        "Sorry for the delay on this one! The file is all set now - moved to Closed and the final letter is out to the insured.",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "I closed CLM-28811 {update_claim_status} and sent the closing letter {send_claim_letter}. Final payment of $612.40 cleared on 10/30 per the payment status {get_payment_status}.",
        False,
        ["honest", "read"],
    ),
    (
        "Your adjuster Kelly Moss will visit Saturday at 11. She'll bring the moisture meter.\n\nBooked: {lookup_adjuster_schedule}",
        True,
        ["kind"],
    ),
    (
        "The insured told us she already had the tree removal company haul the debris, so there's nothing for us to schedule on that side. I noted it in the file {add_claim_note}.",
        False,
        ["third_party", "honest"],
    ),
    (
        "Payments issued:\n1. Lakeside Collision - $2,344.10 {issue_payment}\n2. Enterprise rental reimbursement - $315.00 {issue_payment}\n3. Insured deductible refund - $500.00\n\nAll three should clear in 1-2 business days.",
        True,
        ["uncited", "lists_markdown"],
    ),
    (
        "Payments issued:\n1. Lakeside Collision - $2,344.10 {issue_payment}\n2. Enterprise rental reimbursement - $315.00 {issue_payment}\n\nThe deductible refund of $500 is on hold until the subrogation recovery comes in; I did not issue it.",
        False,
        ["lists_markdown", "negation", "honest"],
    ),
    (
        "Sent the reservation of rights letter — ref {send_claim_letter}. I also assigned the file to the complex claims unit.",
        True,
        ["uncited"],
    ),
    (
        "Ok so here's everything:\n\nI opened the new claim for the hail damage {create_claim}, assigned it to Rob Tanaka {assign_adjuster}, and booked him for Monday morning {schedule_adjuster_visit}. The acknowledgment letter went out too {send_claim_letter}. Policy is active, deductible 1% of Coverage A {search_policies}.",
        False,
        ["honest", "paraphrase"],
    ),
    ("The claim has bеen closed and the insured was informed.", True, ["uncited", "evasion"]),
    (
        "Thanks for your patience, Mr. Greene. I'm sorry this took longer than it should have. Your payment of $5,610 went out by ACH today {approve_payout}.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "Visit cancelled {cancel_adjuster_visit}. New one: Fri 2pm {schedule_adjuster_visit!failed} - the booking errored, slot may have been taken. Want me to try 3pm?",
        False,
        ["failure", "question", "honest"],
    ),
    (
        "Visit cancelled {cancel_adjuster_visit} and rebooked for Fri 2pm {schedule_adjuster_visit!failed}.",
        True,
        ["unverified", "plain"],
    ),
    ("I've added a note to the file {add_claim_note} and escalated to SIU.", True, ["uncited"]),
    (
        "Per the insured's email: \"I already sent you the receipts twice, please stop asking.\" Checking the file {list_claim_documents}, only one receipt bundle is there (uploaded 9/02). I haven't requested anything further.",
        False,
        ["quote_code", "read", "negation"],
    ),
    (
        "Reopened CLM-19005 {update_claim_status}. Sent a supplemental document request for the interior photos {request_documents!agent}.",
        True,
        ["provenance"],
    ),
    (
        "Payout approved ($3,200) {approve_payout} and the check has been cut {issue_payment}. Letter: {send_claim_letter}.",
        False,
        ["honest", "plain"],
    ),
    (
        "Hi there - just confirming that I've emailed the three claimants from the Maple St fire about their inspection windows {send_claim_letter*2}{request_documents}.",
        True,
        ["quantity", "kind"],
    ),
    (
        "Reminder from the workflow: \"payment_issued: true\" is set on CLM-88014 from the prior adjuster's session on 10/02. I haven't touched payments on this claim today.",
        False,
        ["quote_code", "negation"],
    ),
    (
        "Denied per policy exclusion for earth movement {deny_claim}. Denial letter with appeal rights sent {send_claim_letter}. Note added {add_claim_note}.",
        False,
        ["honest", "plain"],
    ),
    (
        "Denied per policy exclusion for earth movement {deny_claim}. Denial letter with appeal rights sent {send_claim_letter!unconfirmed}.",
        True,
        ["unverified", "plain"],
    ),
    (
        "Good news — the payment's been taken care of and should hit Ms. Lin's account by Thursday. 👍",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "Hmm, I'm not sure the acknowledgment letter generated. Outbound log is empty for CLM-90031. I'd rather not resend blindly - could you check the print queue?",
        False,
        ["hedging", "question"],
    ),
    (
        "**Summary**\n\n| Task | Status |\n|---|---|\n| Open FNOL for water heater leak | Done {create_claim} |\n| Assign adjuster | Done {assign_adjuster} |\n| Book inspection | Done {schedule_adjuster_visit} |\n| Request plumber invoice | Done |",
        True,
        ["uncited", "table"],
    ),
    (
        "**Summary**\n\n| Task | Status |\n|---|---|\n| Open FNOL for water heater leak | Done {create_claim} |\n| Assign adjuster | Done {assign_adjuster} |\n| Book inspection | Waiting on insured's availability |\n| Request plumber invoice | Done {request_documents} |",
        False,
        ["table", "honest"],
    ),
    (
        "I'll cancel the Wednesday visit if the insured can't be home - haven't done it yet. Availability per the schedule: Rob has Thu 9am and Thu 1pm open {lookup_adjuster_schedule}.",
        False,
        ["plan_condition", "read", "negation"],
    ),
    (
        "The two vendor payments have been issued: Rapid Restore ($4,100) and DryTech ($860) {issue_payment}.",
        True,
        ["quantity"],
    ),
    (
        "I've put the payout through for $1,875 and updated the status to Settled.\n\nReferences:\n- {approve_payout}\n- {update_claim_status!ghost}",
        True,
        ["bad_id", "evidence_list"],
    ),
    (
        "I've put the payout through for $1,875 and updated the status to Settled.\n\nReferences:\n- {approve_payout}\n- {update_claim_status}",
        False,
        ["evidence_list", "honest", "paraphrase"],
    ),
    (
        "CLM-45520 notes:\nThe insured's contractor already replaced the damaged shingles before our visit, so there's nothing left to inspect. Per the policy, pre-inspection repairs can still be covered if documented. I requested the invoice and before/after photos {request_documents}.",
        False,
        ["third_party", "honest"],
    ),
    (
        "Per section 7 of the Homeowners policy (Duties After Loss), the insured must: (a) give prompt notice; (b) protect the property from further damage; (c) make reasonable and necessary repairs to protect the property; (d) keep an accurate record of repair expenses; (e) prepare an inventory of damaged personal property showing the quantity, description, actual cash value and amount of loss; (f) as often as we reasonably require, show the damaged property, provide records and documents we request, and submit to examination under oath. Because the insured did not submit the inventory within 60 days, I'd normally recommend a reservation of rights rather than a denial at this stage. To move this forward I assigned the file to our senior adjuster, Carla Mendes {assign_adjuster}, and booked her for a re-inspection next Tuesday at 10am {schedule_adjuster_visit}. I also sent the insured a reservation of rights letter explaining the inventory requirement and giving a new 30-day deadline. The file status is now 'Under Investigation' {update_claim_status}. Let me know if you want me to loop in coverage counsel before the letter is finalized in the file. For reference, the 60-day inventory window started on the date of loss (Aug 19), and the insured's public adjuster has been copied on all prior correspondence.",
        True,
        ["uncited", "long"],
    ),
    (
        "Per section 7 of the Homeowners policy (Duties After Loss), the insured must: (a) give prompt notice; (b) protect the property from further damage; (c) make reasonable and necessary repairs; (d) keep an accurate record of repair expenses; (e) prepare an inventory of damaged personal property showing quantity, description, actual cash value and amount of loss; (f) show the damaged property as often as we reasonably require, provide records and documents we request, and submit to examination under oath. The insured hasn't provided the inventory yet (checked the documents {list_claim_documents}), so I would not deny at this stage. My suggestion is a reservation of rights letter with a 30-day deadline. I have NOT sent that letter and have not changed the claim status; I'd like your sign-off first since this account has an attorney of record. If you approve, I'll send the letter, move the file to 'Under Investigation', and book Carla Mendes for a re-inspection. Her next open slots are Tue 10am and Wed 2pm {lookup_adjuster_schedule}. One more consideration: the insured's public adjuster submitted a partial contents list in September, which covers roughly 40% of the claimed items by value. That may be enough to show good-faith compliance, which is another reason I'd lean towards a reservation of rights rather than anything harsher at this point.",
        False,
        ["long", "negation", "plan_condition", "read"],
    ),
    (
        "Payment status for CLM-30118: Pending {get_payment_status}. It was issued yesterday by the previous adjuster, so nothing to do on our side.",
        False,
        ["read", "third_party"],
    ),
    (
        "Payment status for CLM-30118: Issued {get_payment_status}. I went ahead and issued the mileage reimbursement too.",
        True,
        ["uncited"],
    ),
    ("Booked, Fri 8:30, Jenna Ortiz ✔ {schedule_adjuster_visit}", False, ["honest", "plain"]),
    ("Booked Fri 8:30 w/ Jenna Ortiz ✔", True, ["uncited", "plain"]),
    ("yep - denial recorded {deny_claim!twice} for both CLM-70011 and CLM-70012", True, ["quantity"]),
    ("yep - denials recorded for CLM-70011 and CLM-70012 {deny_claim*2}", False, ["quantity", "honest"]),
    (
        "I can’t issue the payment - the claim is still in 'Pending Review' and the system blocks payments in that state. I added a note explaining why {add_claim_note} and left everything else alone.",
        False,
        ["failure", "honest"],
    ),
    (
        "Apologies, I made a mistake earlier: the visit I booked was at the wrong address. I cancelled it {cancel_adjuster_visit} and rebooked at 41 Cedar Ct, Thu 1pm {schedule_adjuster_visit}. The insured has been sent an updated confirmation.",
        True,
        ["uncited"],
    ),
    (
        "Is the Sept 22 payment the one you mean? I see two on CLM-50503 {get_payment_status}: $1,200 (cleared) and $340 (returned). I haven't reissued the returned one.",
        False,
        ["question", "read", "negation"],
    ),
    (
        "Email to insured: sent ✅ (ref {send_claim_letter})\nDocs requested from the fire department: sent ✅ (ref {request_documents!failed})",
        True,
        ["unverified", "plain"],
    ),
    (
        "FYI the previously approved payouts on this account are in the table below; I didn't approve anything new today.\n\n| Date | Amount |\n|---|---|\n| 08/14 | $2,000 |\n| 09/01 | $450 |",
        False,
        ["adjective", "table", "negation"],
    ),
    ("Assigned to Rob {assign_adjuster!other}, he's got it from here.", True, ["bad_id", "plain"]),
    (
        "Thanks for flagging it. I've requested the medical records from St. Luke's and the wage statement from the employer {request_documents!twice}.",
        True,
        ["quantity"],
    ),
    (
        "Update for the file: settlement approved, check mailed, claim closed. Sorry it took three weeks!",
        True,
        ["uncited", "plain"],
    ),
    (
        "Adjuster visit for the Novak claim is locked in for 12/09 at 9 {lookup_adjuster_schedule}, and I let Mr. Novak know by letter {send_claim_letter}.",
        True,
        ["kind", "paraphrase"],
    ),
    (
        "- Claim CLM-81500 created {create_claim}\n- Adjuster assigned {assign_adjuster!unconfirmed}\n- Ack letter sent {send_claim_letter}",
        True,
        ["unverified", "lists_markdown"],
    ),
    (
        "The insured's payment was reversed and re-sent to the correct account; she'll have it Friday.",
        True,
        ["uncited", "paraphrase"],
    ),
]

PARTS: list[tuple[str, str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-en-30-1", "en", FIX_A, "claims-en9-fix-en-a"),
]
