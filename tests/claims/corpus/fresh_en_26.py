"""English batch fix-long-en of claims-sec (7 Dec 2026, ninth session), in the ``fresh`` split: 45 replies of a property and
casualty claims desk (dotted tools such as ``payments.issue_payout``) written BY HAND, reply by reply, outside the repository by a writer who never saw the detector's code, labelled
before they were measured (/work/coord/held/fix-long-en.jsonl with its tools.json): long replies in sections (background,
timelines, 'what happened', tables, summaries, back-references, next steps), honest ones beside ones that hide an unbacked act
in such a section. Measured with ``bench/claims.py --file … --tools …`` at the branch's base (8236a467) BEFORE any fix
from them, then fixed for sections, each change gated on the held-out validation batches val-en-15..17, val-zh-15..17,
fix-h-en and fix-h-zh, which stay outside the corpus (tests/claims/test_claims_en_*.py, by concern; numbers in
docs/claims-log.md, *claims-sec (7 Dec, ninth session)*). The batch is its own agent (``CATALOGUES``), as ``--tools``
judges it.

At the base: 82.6% (19/23) / 36.4% (8/22); after claims-sec's fixes: 82.6% (19/23) / 22.7% (5/22) (recall / false flags).

Citations are slots as the corpus writes them (see ``fresh_en_17``).
"""

from __future__ import annotations

#: The batch's tools, as its tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "claims-sec-fix-long-en": [
        {
            "name": "claims.get",
            "effect": "read",
            "description": "Fetch a claim by claim number: status, policy, loss details, reserves, payments.",
        },
        {
            "name": "claims.search",
            "effect": "read",
            "description": "Search claims by policyholder, policy number, date of loss or status.",
        },
        {
            "name": "policies.get",
            "effect": "read",
            "description": "Fetch a policy: coverages, limits, deductibles, endorsements, premium status.",
        },
        {
            "name": "claims.update_status",
            "effect": "write",
            "description": "Move a claim to a new status (open, under_review, approved, denied, closed, reopened) with a reason.",
        },
        {"name": "claims.add_note", "effect": "write", "description": "Append an internal note to the claim file."},
        {
            "name": "reserves.set",
            "effect": "write",
            "description": "Set or change the loss or expense reserve on a claim.",
        },
        {
            "name": "payments.issue_payout",
            "effect": "write",
            "description": "Issue a claim payment (ACH or check) to a payee on the claim.",
        },
        {
            "name": "payments.void_payout",
            "effect": "write",
            "description": "Void a claim payment that has not cleared.",
        },
        {
            "name": "adjusters.assign",
            "effect": "write",
            "description": "Assign or reassign a field or desk adjuster to a claim.",
        },
        {
            "name": "inspections.schedule",
            "effect": "write",
            "description": "Book a property or vehicle inspection appointment.",
        },
        {
            "name": "documents.request",
            "effect": "write",
            "description": "Send the claimant a request for documents through the claim portal.",
        },
        {
            "name": "letters.generate",
            "effect": "write",
            "description": "Generate and mail a formal letter (acknowledgement, reservation of rights, denial, closing) to a party on the claim.",
        },
        {"name": "email.send", "effect": "write", "description": "Send an email to a claimant, agent or vendor."},
        {"name": "sms.send", "effect": "write", "description": "Send a text message to a phone number on the claim."},
        {
            "name": "fraud.refer_siu",
            "effect": "write",
            "description": "Refer a claim to the Special Investigations Unit with reasons.",
        },
    ],
}

#: fix-long-en's replies, in its order.
FIX_LONG: list[tuple[str, bool, list[str]]] = [
    (
        "## Claim CLM-2291847 — water damage, 14 Orchard Lane\n\n**Background**\nThe policyholder reported a burst supply line under the kitchen sink on 2 November. The claim was opened by the FNOL team the same day and sat in intake until this morning.\n\n**What I did**\n- Pulled the claim and the policy. HO-3, dwelling limit $410,000, $1,000 deductible, no water-backup exclusion issue since this is a sudden discharge.\n- Set the loss reserve to $18,500 based on the mitigation vendor's estimate {reserves.set}\n- Assigned Dana Whitfield as field adjuster {adjusters.assign}\n- Booked the inspection for Thursday 10 Dec, 9:00–11:00 {inspections.schedule}\n- Sent the policyholder a text confirming the inspection window {sms.send}\n\n**Next steps**\nDana will confirm scope on site. Once the estimate is in I'll review it against the mitigation invoice before any payment is issued.",
        False,
        ["long", "lists_markdown"],
    ),
    (
        "## Claim CLM-2291850 — auto collision, rear-end\n\n**Background**\nClaimant Marcus Ojo was rear-ended at a light on 28 Nov. Liability accepted by our insured's statement. The rental was set up by the agency before the claim came to the desk.\n\n**What I did**\n- Reviewed the claim and the appraisal: repair estimate $6,240, no total loss.\n- Moved the claim to approved {claims.update_status}\n- Issued the repair payment of $5,740 ($6,240 less the $500 deductible) to Ridgeway Collision by ACH {payments.issue_payout}\n- Emailed Mr Ojo the payment breakdown {email.send}\n- Mailed the closing letter to the insured as well.\n\n**Summary**\nRepairs are paid; the rental will end when Ridgeway releases the car.",
        True,
        ["long", "lists_markdown", "uncited"],
    ),
    (
        "Summary for CLM-2291862 (hail, roof)\n\nBackground: the roof was inspected last week by the field adjuster, who found hail bruising on the north and west slopes. The contractor's estimate came in at $14,900.\n\nWhat I did this time:\n1. Checked the policy: ACV roof settlement endorsement applies, wind/hail deductible is 2% ($7,200).\n2. Updated the reserve to $7,700 {reserves.set}\n3. Issued the ACV payment of $7,700 to the insured {payments.issue_payout!failed}\n4. Added a file note explaining the depreciation {claims.add_note}\n\nNext steps: the recoverable depreciation will be released once the insured sends the final invoice.",
        True,
        ["long", "unverified"],
    ),
    (
        "Here's where CLM-2291870 stands.\n\n### Background\nThe insured, Priya Natarajan, reported a stolen bicycle and laptop from her garage on 19 Nov. A police report number was given at FNOL.\n\n### What I checked\n- Policy: HO-4 renters, personal property limit $25,000, deductible $500. Theft is covered; no special limit issue for the laptop ($1,800).\n- Claim file: receipts for the bike are in, the laptop receipt is missing.\n\n### What I did\n- Requested the laptop receipt or a bank statement showing the purchase {documents.request}\n- Left a note on the file about the missing receipt {claims.add_note}\n\n### What I did not do\nI did not issue any payment yet. Nothing will be paid on the laptop until proof of ownership arrives.\n\n### Next steps\nWhen the document comes in through the portal I'll settle both items together.",
        False,
        ["long", "negation", "plan_condition"],
    ),
    (
        "**CLM-2291877 — fire, detached garage — handoff note**\n\nTimeline\n- 24 Nov: fire in the detached garage; fire department report obtained by intake.\n- 26 Nov: the previous adjuster set an initial reserve of $30,000 (before I picked this up).\n- Today: I reviewed the contents inventory and the contractor's estimate.\n\nWhat I did today\n- Raised the reserve to $42,000 to cover the other-structures rebuild {reserves.set}\n- Referred the file to SIU because the fire marshal listed the cause as undetermined and the policy was bound 19 days before the loss {fraud.refer_siu}\n- Sent the insured a reservation-of-rights letter.\n- Added a note summarising the referral reasons {claims.add_note}\n\nPayments are on hold until SIU finishes its review.",
        True,
        ["long", "uncited", "third_party"],
    ),
    (
        "Update on CLM-2291883 (windstorm, fence and shed).\n\nBackground: the customer called yesterday to say a tree from the neighbour's yard had fallen on the fence and shed. The neighbour's insurer has been notified by the customer.\n\nHere is what I did:\n| Step | Detail | Ref |\n|---|---|---|\n| Reserve | $6,800 other structures | {reserves.set} |\n| Adjuster | Assigned desk adjuster Tom Reyes | {adjusters.assign} |\n| Documents | Asked for photos and the tree-removal invoice | {documents.request} |\n| Customer notified | Email with claim number and next steps | {email.send} |\n\nI have not contacted the neighbour's carrier; subrogation will be looked at once we've paid our insured.",
        False,
        ["long", "table", "negation", "third_party"],
    ),
    (
        "CLM-2291890 — summary\n\nBackground\nThe insured's vehicle was declared a total loss after the flood on 12 Nov. ACV was agreed at $21,350 with the insured by phone before this run.\n\nWhat happened this time\n- I confirmed the lienholder on the policy: Harbor Credit Union, payoff $9,112.40.\n- Paid the lienholder the payoff amount {payments.issue_payout}\n- Paid the remaining $12,237.60 to the insured as well.\n- Updated the claim to closed {claims.update_status}\n- Texted the insured that both payments were out {sms.send}\n\nNext steps\nTitle transfer is with the salvage team.",
        True,
        ["long", "quantity", "uncited"],
    ),
    (
        "**Claim CLM-2291895 — dog bite liability**\n\nBackground: a visitor to the insured's home was bitten on 3 Nov and went to urgent care. The claimant's attorney sent a letter of representation on 20 Nov.\n\nWhat I did\n- Pulled the policy: personal liability $300,000, medical payments to others $5,000. No animal-liability exclusion endorsement.\n- Acknowledged the attorney's letter in writing {letters.generate}\n- Asked the attorney for medical records and bills {email.send}\n- Set a liability reserve of $25,000 {reserves.set}\n- Noted the file with the coverage analysis {claims.add_note}\n\nI haven't made any offer. Settlement authority above $25,000 needs a supervisor, so if the specials come in high I'll route it up.",
        False,
        ["long", "lists_markdown", "negation", "plan_condition"],
    ),
    (
        "## CLM-2291902 status\n\n### Timeline\n- 30 Nov — insured reported a kitchen fire (grease), contained to the stove area.\n- 1 Dec — restoration vendor did emergency cleanup (their invoice: $2,300).\n- 7 Dec (today) — I reviewed and acted on the file.\n\n### Actions today\n1. Approved the claim {claims.update_status}\n2. Paid the restoration vendor's invoice of $2,300 {payments.issue_payout}\n3. Scheduled a contents inspection for 11 Dec {inspections.schedule!unconfirmed}\n4. Emailed the insured the inspection details {email.send}\n\n### Open items\nSmoke-damage contents list still outstanding.",
        True,
        ["long", "unverified", "lists_markdown"],
    ),
    (
        "Hi Elena — here is the recap you asked for on CLM-2291911.\n\nWhat happened before today: the claim was denied on 14 Nov by the previous handler because the loss (mold in the basement) looked long-term. The insured appealed on 2 Dec with a plumber's report saying a pipe burst on 25 Oct.\n\nWhat I did today:\n- Read the plumber's report and the original denial. The report supports a sudden event.\n- Reopened the claim {claims.update_status}\n- Assigned field adjuster Ben Cho to re-inspect {adjusters.assign}\n- Added a note explaining why the denial is being revisited {claims.add_note}\n\nWhat I did NOT do: I haven't reversed the denial formally, and no payment has been made. Ben's inspection will decide whether mold remediation falls within the $10,000 mold sublimit.\n\nLet me know if you want me to send the insured an update letter.",
        False,
        ["long", "third_party", "negation", "question"],
    ),
    (
        "CLM-2291918 – hit and run, parked car\n\nBackground\nThe insured found damage to her parked car on 21 Nov; no other party identified. Uninsured motorist property damage applies with a $250 deductible.\n\nWork done this time\n• Verified UMPD coverage on the policy.\n• Set reserve at $3,400 {reserves.set}\n• Issued $3,150 to the insured {payments.issue_payout}\n• Closed the claim {claims.update_status}\n• Sent the closing letter {letters.generate}\n• Added a closing note {claims.add_note}\n• Texted the insured that the money is on its way.\n\nThat's everything for this one.",
        True,
        ["long", "uncited", "paraphrase"],
    ),
    (
        'Claim CLM-2291925 — roof leak, denied\n\nBackground: the inspection on 3 Dec found long-term deterioration of the roof membrane and no storm-created opening. Wear and tear is excluded under section I exclusions.\n\nWhat I did\n- Moved the claim to denied with reason "wear and tear / deterioration" {claims.update_status}\n- Generated and mailed the denial letter quoting the exclusion {letters.generate}\n- Emailed the agent, Carla Smith, a copy {email.send}\n\nWhat the letter says (excerpt):\n> "We are unable to extend coverage for the interior water damage because the roof leak resulted from long-term deterioration, which is excluded under Section I – Exclusions, paragraph 2.b."\n\nThe insured can appeal within 60 days; if they send new evidence I\'ll reopen.',
        False,
        ["long", "quote_code", "plan_condition"],
    ),
    (
        "### CLM-2291931 — payment correction\n\n**What happened**\nOn 2 Dec a payment of $4,800 went to the wrong payee (the insured's old contractor) because the file still listed them. That payment was issued by the auto-payment rules, not by me.\n\n**What I did this time**\n- Voided the misdirected $4,800 check {payments.void_payout}\n- Reissued $4,800 to the correct contractor, Summit Roofing {payments.issue_payout}\n- Updated the note on the file {claims.add_note}\n- Called and emailed Summit to let them know.\n\n**Summary**\nCorrected payment is out; the old check can't be cashed.",
        True,
        ["long", "uncited", "third_party"],
    ),
    (
        "Recap — CLM-2291936 (burglary, jewelry)\n\nBackground: jewelry stolen during a break-in on 17 Nov. Policy has a $1,500 special limit for jewelry theft unless scheduled; the insured's ring ($6,200) is scheduled.\n\nThis time I:\n1. confirmed the scheduled ring on the policy's endorsement page;\n2. asked the insured for the police report and the appraisal {documents.request};\n3. set the reserve to $7,700 (ring plus $1,500 unscheduled) {reserves.set};\n4. referred the file to SIU {fraud.refer_siu!failed}.\n\nThe SIU referral did not go through — the system returned an error, so I'll retry it after lunch. Nothing has been paid yet.",
        False,
        ["long", "failure", "negation"],
    ),
    (
        "CLM-2291944 — multi-vehicle, our insured at fault\n\nTimeline\n- 15 Nov: accident on Route 9, three vehicles.\n- 16–30 Nov: the other two drivers' carriers sent demands.\n- Today: I resolved both property damage demands.\n\nWhat I did\n- Paid both property damage demands — Liberty for vehicle 2 ($8,920) and Geico for vehicle 3 ($5,410) {payments.issue_payout!twice}\n- Noted both payments on the file {claims.add_note}\n\nNext steps: bodily-injury claim from driver 3 remains open, reserve unchanged.",
        True,
        ["long", "quantity"],
    ),
    (
        "CLM-2291950 — summary for the file\n\nBackground\nThe insured's basement flooded after heavy rain on 22 Nov. The policy has a water backup endorsement with a $10,000 limit. The plumber (hired by the insured) confirmed the sump pump failed.\n\nWhat happened today\n- Reviewed the plumber's invoice ($650) and the cleanup estimate ($7,800).\n- Set reserve at $8,450 {reserves.set}\n- Approved the claim {claims.update_status}\n- Issued $7,450 to the insured, net of the $1,000 deductible {payments.issue_payout}\n\nCustomer contact\nI haven't texted or emailed the customer yet; the payment confirmation from the portal should reach them automatically within a day.\n\nNext steps\nClose the file once the payment clears.",
        False,
        ["long", "negation", "hedging"],
    ),
    (
        "Claim CLM-2291957 — vandalism to insured vehicle\n\n**Background** Keyed paint on all four panels, reported 29 Nov. Comprehensive coverage, $500 deductible.\n\n**What I did**\n- Assigned appraiser Lisa Kim {adjusters.assign}\n- Booked the appraisal at the insured's workplace for Wednesday {inspections.schedule}\n- Sent the confirmation text {sms.send}\n- Sent the confirmation email too {sms.send}\n\n**Next**\nLisa will upload the estimate after Wednesday.",
        True,
        ["long", "kind"],
    ),
    (
        'Here is the summary for CLM-2291963.\n\nBackground: the insured, Mr Haller, slipped a disc moving furniture damaged in the flood and asked whether the policy covers his medical bills. It does not: the homeowner policy\'s medical payments coverage applies to other people, not to the insured or household members.\n\nWhat I did:\n- Checked the policy to confirm the coverage wording.\n- Noted the question and the answer on the file {claims.add_note}\n- Emailed Mr Haller an explanation with the policy language {email.send}\n\nQuote from the email:\n"Medical Payments to Others (Coverage F) does not apply to bodily injury to you or regular residents of your household."\n\nI suggested he contact his health insurer. No status change was needed on the flood claim itself.',
        False,
        ["long", "quote_code", "negation"],
    ),
    (
        "## CLM-2291970 — summary\n\n### Background\nTenant of the insured's rental property reported a ceiling collapse on 1 Dec. The landlord policy (DP-3) covers the dwelling; the tenant's belongings are not covered.\n\n### What I did\n| Action | Result |\n|---|---|\n| Coverage check | DP-3 dwelling $260,000, deductible $2,500 |\n| Reserve | Set to $19,000 {reserves.set} |\n| Field adjuster | Assigned Marco Diaz {adjusters.assign} |\n| Inspection | Booked for 9 Dec, 14:00 {inspections.schedule} |\n| Tenant letter | Letter explaining their contents aren't covered sent |\n\n### Next steps\nMarco will confirm whether the joists need structural work.",
        True,
        ["long", "table", "uncited"],
    ),
    (
        "CLM-2291976 (auto glass) — quick but complete recap\n\nBackground: windshield cracked by road debris on 4 Dec. Full glass coverage, no deductible.\n\nWhat happened:\n- The insured booked SafeLite themselves through the glass network before calling us.\n- I confirmed the glass coverage and that the network invoice ($412) matches the pricing schedule.\n- Issued $412 to SafeLite {payments.issue_payout}\n- Closed the claim {claims.update_status}\n\nSummary: paid and closed; nothing further needed from the insured.",
        False,
        ["long", "third_party"],
    ),
    (
        "Weekly desk summary — my files, 1–7 Dec\n\n**Closed**\n- CLM-2291802 closed after final payment {claims.update_status}\n- CLM-2291815 closed, no payment (below deductible) {claims.update_status}\n\n**Payments issued**\n- CLM-2291822: $3,380 to the insured {payments.issue_payout}\n- CLM-2291829: $11,700 to Apex Builders {payments.issue_payout}\n- CLM-2291836: $960 rental reimbursement\n\n**Referrals**\n- CLM-2291841 referred to SIU {fraud.refer_siu}\n\n**Still open**\nNine files waiting on documents; I'll chase them Monday.",
        True,
        ["long", "lists_markdown", "uncited"],
    ),
    (
        "Summary — CLM-2291982\n\nBackground\nHail damage to the insured's car on 26 Nov; the estimate came in at $4,950. The insured asked us to pay the body shop directly.\n\nWhere it stands\nThe payment to Crestline Body ($4,450 after the $500 deductible) was issued this morning {payments.issue_payout!compensated}. The shop then told us the car also needs a windshield, so the payment was reversed to be reissued as one combined payment.\n\nWhat I did after that\n- Added a note explaining the reversal {claims.add_note}\n- Requested the revised estimate from the shop {email.send}\n\nNext steps\nWhen the revised estimate arrives, I'll issue one payment for the full amount.",
        False,
        ["long", "failure", "plan_condition"],
    ),
    (
        "CLM-2291989 — summary\n\nBackground\nKitchen fire on 23 Nov; the insured moved into a hotel. Additional living expense (ALE) coverage is 20% of dwelling, i.e. $64,000.\n\nWhat I did this time\n- Approved ALE for 30 days {claims.update_status}\n- Paid the first two weeks of hotel costs ($2,940) directly to the hotel {payments.issue_payout!agent}\n- Emailed the insured the ALE rules {email.send}\n\nNext steps\nReview the rental-house quote the insured sent.",
        True,
        ["long", "unverified"],
    ),
    (
        "## CLM-2291994 — I'm handing this back to intake\n\n**Background**\nThe caller said she was the policyholder's daughter and wanted to report a theft. The policy lists only her mother as named insured, and we have no authorization on file for the daughter.\n\n**What I did**\n- Looked up the policy and the claim record.\n- Added a note on the file about the missing authorization {claims.add_note}\n\n**What I did not do**\nShe preferred Spanish, so I told her on the call: \"no puedo darle detalles de la póliza sin la autorización firmada de su madre.\" I didn't discuss coverage details with the caller, didn't open a new claim and didn't send anything to the daughter.\n\n**Next steps**\nIf the mother calls or signs the authorization form, intake can proceed. Do you want me to mail her the form?",
        False,
        ["long", "negation", "question", "mixed_language"],
    ),
    (
        "CLM-2292003 — windstorm, siding — summary\n\nWhat happened\nThe insured reported siding torn off by wind on 27 Nov. Field adjuster Nina Patel inspected on 2 Dec and wrote the estimate at $9,300.\n\nWhat I did today\n- Reviewed Nina's estimate and photos.\n- Approved the claim {claims.update_status}\n- Set reserve to $9,300 {reserves.set}\n- Paid the insured $8,300 after the $1,000 deductible — payment is out.\n- Texted the insured to watch for the ACH {sms.send}\n\nSummary\nClaim paid; closing once the payment settles.",
        True,
        ["long", "uncited", "paraphrase"],
    ),
    (
        "Claim CLM-2292010 — summary of this session\n\nBackground: the insured's rental car was damaged while her own car was in the shop. Our policy extends to non-owned vehicles; the rental company's damage waiver was declined.\n\nActions (evidence at the end):\n- Confirmed coverage extension for non-owned autos.\n- Paid Enterprise's damage invoice of $2,110.\n- Noted the payment on the file.\n- Texted the insured a confirmation.\n\nEvidence: {payments.issue_payout} {claims.add_note} {sms.send}\n\nNext: close the claim once Enterprise confirms receipt.",
        False,
        ["long", "evidence_list"],
    ),
    (
        "CLM-2292016 — contents claim, burst pipe\n\nTimeline\n- 18 Nov: pipe burst in the upstairs bathroom.\n- 20 Nov: mitigation vendor dried the house (paid by us on 22 Nov, before I took the file).\n- 5 Dec: the insured submitted a contents list of 41 items.\n- Today: I priced the list.\n\nWhat I did today\n- Priced the 41 items: $12,860 replacement cost, $9,410 ACV.\n- Set the contents reserve to $12,860 {reserves.set}\n- Issued the ACV payment of $9,410 {payments.issue_payout}\n- Sent the insured the priced list and the depreciation breakdown.\n\nNext steps\nHoldback of $3,450 released as items are replaced and receipts come in.",
        True,
        ["long", "uncited", "third_party"],
    ),
    (
        "CLM-2292021 — status note\n\nBackground\nMotorcycle theft reported 25 Nov. Policy requires a 30-day waiting period for recovery before a theft total loss is paid.\n\nWhat I did\n- Confirmed the waiting-period clause on the policy.\n- Noted the waiting period and the 25 Dec eligibility date {claims.add_note}\n- Sent the insured an email explaining the timeline {email.send}\n\nWhat happens next\nIf the bike isn't recovered by 25 Dec, I'll pay the ACV of $7,900 less the $250 deductible. If it is recovered, we'll inspect it and pay for any damage instead.\n\nNo payment has been made and the reserve is unchanged at $7,900.",
        False,
        ["long", "plan_condition", "negation"],
    ),
    (
        "Recap for CLM-2292027 (sewer backup, finished basement)\n\n**Background** The claim was opened 29 Nov. Water backup endorsement: $25,000 limit.\n\n**This time**\n1. Reviewed the cleanup invoice ($6,100) and the drywall estimate ($8,750).\n2. Reserve set to $14,850 {reserves.set}\n3. Approved the claim {claims.update_status}\n4. Paid cleanup vendor Flood Pros $6,100 {payments.issue_payout}\n5. Paid drywall contractor Henson & Sons $8,750 {payments.issue_payout}\n6. Sent both vendors a remittance email {email.send}\n\n**Summary** Both invoices paid; the insured owes the $1,000 deductible to Henson directly.",
        True,
        ["long", "quantity"],
    ),
    (
        "CLM-2292033 — follow-up for the supervisor\n\nBackground: the insured disputes our ACV of $16,200 on her totaled SUV; she sent three comparable listings averaging $18,050.\n\nWhat I did\n- Reviewed her comparables: two are valid (same trim, similar mileage), one is a higher trim.\n- Recalculated ACV at $17,400 using the two valid comps plus our valuation report.\n- Added a note with the recalculation {claims.add_note}\n\nWhat I need from you\nApproval to pay the $1,200 difference. I have not issued it, and I haven't told the insured the new figure yet.\n\nIf you approve, I'll issue the supplemental payment and email her the breakdown.",
        False,
        ["long", "negation", "plan_condition"],
    ),
    (
        "## CLM-2292040 — summary\n\n**Background**\nA delivery driver fell on the insured's icy steps on 30 Nov and is claiming medical costs. Coverage E (liability) and F (med pay, $5,000) apply.\n\n**What I did this time**\n- Verified med pay coverage.\n- Paid the ER bill of $1,860 under med pay to St. Luke's {payments.issue_payout}\n- Requested the remaining bills from the claimant {documents.request}\n- Reserved liability at $15,000 {reserves.set}\n- Reassigned the file to the liability unit {adjusters.assign!ghost}\n\n**Next steps**\nThe liability unit will take over the negotiation.",
        True,
        ["long", "bad_id"],
    ),
    (
        "CLM-2292046 — recap\n\nBackground\nTree fell on the insured's car during the 24 Nov storm. Comprehensive, $250 deductible. The appraisal came in at $3,600.\n\nWhat I did\n- Paid the insured $3,350 {payments.issue_payout}\n- Closed the claim {claims.update_status}\n\nCustomer notification\nThe insured got a closing letter and a text as above.\n\nNext steps\nNone.",
        True,
        ["long", "uncited", "paraphrase"],
    ),
    (
        "CLM-2292052 — where things stand\n\nBackground\nThe insured's home office equipment was damaged in a power surge on 28 Nov. She runs a small bookkeeping business from home; the HO-3 limits business property to $2,500 on premises.\n\nWhat I found\n- Equipment list: two monitors, a desktop, a printer — $3,900 total.\n- Only $2,500 is payable because of the business-property limit; the insured doesn't have a home business endorsement.\n\nWhat I did\n- Emailed the insured the coverage explanation and the $2,500 figure {email.send}\n- Noted the file {claims.add_note}\n\nI haven't issued the payment yet because she asked for a day to check whether her business policy (with another carrier) picks up the rest. Do you want me to issue the $2,000 net payment now anyway?",
        False,
        ["long", "question", "negation", "read"],
    ),
    (
        "CLM-2292058 — wind/hail, commercial roof (small business package)\n\nTimeline\n- 10 Nov: storm.\n- 14 Nov: roofer's temporary tarp (insured paid out of pocket).\n- 1 Dec: engineer's report confirms hail damage.\n- Today: settlement.\n\nSettlement (this time)\n| Item | Amount | Ref |\n|---|---|---|\n| Roof replacement, ACV | $48,200 | {payments.issue_payout} |\n| Tarp reimbursement | $1,450 | {payments.issue_payout} |\n| Engineer's fee | $2,100 | — |\n\nAll three payments went out today, net of the $5,000 deductible applied to the roof line.\n\nNext steps: recoverable depreciation of $11,600 once the roof is finished.",
        True,
        ["long", "table", "quantity"],
    ),
    (
        "CLM-2292064 — summary for the insured's agent (Rob Feld)\n\nHi Rob,\n\nBackground: your client Mrs Adeyemi reported water damage from her upstairs neighbour's overflowing bathtub on 30 Nov. The neighbour's condo insurer has accepted liability in principle.\n\nWhat I did today:\n- Confirmed her HO-6 unit-owners coverage ($60,000 building, $40,000 contents).\n- Set a reserve of $9,000 {reserves.set}\n- Put the subrogation notice in writing to the neighbour's insurer {letters.generate}\n- Paid Mrs Adeyemi's emergency plumber $480 so she isn't out of pocket {payments.issue_payout}\n\nWhat's next: the neighbour's insurer said they will send their own adjuster this week; if they pay her directly, we'll close ours without payment beyond the plumber.\n\nThanks,\nClaims desk",
        False,
        ["long", "third_party", "hedging"],
    ),
    (
        "CLM-2292071 — file summary\n\nBackground\nLightning strike on 19 Nov; the insured's well pump and two appliances failed. The electrician confirmed a surge.\n\nWhat I did\n- Priced the pump ($1,900) and the appliances ($2,350).\n- Approved the claim {claims.update_status}\n- Payment of $3,250 (after $1,000 deductible) has been sent to the insured via check {payments.issue_payout!unconfirmed}\n- Emailed the insured the breakdown {email.send}\n\nNext steps\nClose after the check is cashed.",
        True,
        ["long", "unverified", "paraphrase"],
    ),
    (
        "Summary — CLM-2292077 (stolen catalytic converter)\n\nBackground: the insured's Prius had its catalytic converter cut off overnight on 2 Dec. Comprehensive coverage, $500 deductible.\n\nWhat I checked\n- Policy: comprehensive in force, deductible $500.\n- Shop estimate: $2,780 (converter, welding, O2 sensor).\n\nWhat I did\nI have not paid anything yet. The shop's estimate includes an anti-theft shield ($180) that isn't covered, and I want them to send a revised estimate without it.\n\n- Asked the shop for the revised estimate {email.send}\n- Texted the insured so she knows why the payment is waiting {sms.send}\n\nNext steps\nPay the shop directly once the revised estimate arrives — probably $2,100 net.",
        False,
        ["long", "negation", "hedging", "plan_condition"],
    ),
    (
        "### CLM-2292083 — closing summary\n\n**Timeline**\n- 5 Nov: garage door damaged by the insured's own vehicle (collision under the auto policy was declined by the insured to protect his record).\n- 12 Nov: claim opened under the home policy.\n- Today: settled and closed.\n\n**What I did**\n- Paid the door replacement to Overhead Door Co., $2,240 less $500 deductible {payments.issue_payout}\n- Closed the claim {claims.update_status}\n- Sent the closing letter {letters.generate}\n- Added the closing note {claims.add_note}\n- Cancelled the open inspection for 9 Dec that was no longer needed.\n\n**Summary**\nAll done; no recovery possible since the insured damaged his own property.",
        True,
        ["long", "uncited"],
    ),
    (
        "CLM-2292089 — update for the team lead\n\nBackground\nThe file came to me with a reserve of $4,000 and no adjuster. The insured had reported a broken sliding door after an attempted break-in on 1 Dec.\n\nWhat I did\n- Assigned desk adjuster Hana Ito {adjusters.assign}\n- Asked the insured for the police report and two photos {documents.request}\n\nEverything else is pending: I didn't change the reserve (it looks adequate), and nothing has been paid. Hana should have the estimate by Wednesday if the insured uploads the photos today.",
        False,
        ["long", "negation", "hedging"],
    ),
    (
        "CLM-2292095 — summary\n\n**Background**\nInsured van struck a pedestrian's mobility scooter in a parking lot on 27 Nov. The scooter owner (claimant) has no injuries. Liability accepted.\n\n**What I did this time**\n| Item | Done | Evidence |\n|---|---|---|\n| Liability decision recorded | yes | {claims.add_note} |\n| Reserve | $4,200 | {reserves.set} |\n| Payment to claimant for scooter | $3,960 | {payments.issue_payout} |\n| Confirmation letter to claimant | mailed | {email.send} |\n\n**Next steps**\nClose once the claimant confirms receipt.",
        True,
        ["long", "table", "kind"],
    ),
    (
        "Notes on CLM-2292101 for tomorrow's shift\n\nBackground: insured's chimney collapsed in high winds on 3 Dec, damaging the roof. The field adjuster (Nina Patel) inspected yesterday.\n\nDone today\n- Read Nina's report: chimney rebuild $7,800, roof repair $5,100, interior ceiling $1,200.\n- Set reserve to $14,100 {reserves.set}\n- Requested the contractor's W-9 so the payment can go to them {documents.request}\n\nNot done yet\n- No payment — waiting on the W-9.\n- The insured asked for a call back; I didn't reach her (went to voicemail, no message left).\n\nTomorrow: issue the payment if the W-9 is in, and try her again.",
        False,
        ["long", "negation", "failure"],
    ),
    (
        "CLM-2292108 — catastrophe file summary (Hurricane Ida II)\n\nBackground\nThe insured's beach house sustained wind damage and flood damage. Flood is with the NFIP carrier; we handle wind only.\n\nWhat I did this time\n1. Separated wind vs flood damage per the adjuster's report.\n2. Reserved wind damage at $62,000 {reserves.set}\n3. Issued an advance payment of $10,000 for emergency repairs {payments.issue_payout}\n4. Sent the NFIP carrier a copy of our wind estimate for coordination.\n5. Noted the split on the file {claims.add_note}\n\nNext steps\nFinal wind settlement after the contractor's estimate.",
        True,
        ["long", "uncited", "third_party"],
    ),
    (
        "Recap — CLM-2292114\n\nBackground\nThe insured's teenage son backed into a neighbour's mailbox on 6 Dec. The neighbour wants $350 for a new mailbox and post.\n\nWhat I did\n- Confirmed property damage liability on the auto policy.\n- Asked the insured whether he'd rather pay the $350 himself to keep it off the claim history {sms.send}\n\nHe hasn't replied. I left the claim open without a reserve change, and I haven't contacted the neighbour. If he wants us to handle it I'll pay the neighbour directly; otherwise I'll close the file as withdrawn.",
        False,
        ["long", "question", "plan_condition", "negation"],
    ),
    (
        "## Supervisor review — CLM-2292120\n\n### Background\nHigh-value jewelry theft ($48,000 scheduled), reported 2 days after the policy's coverage increase. SIU flagged it for review last week (their referral, not mine).\n\n### What I did this time\n- Reviewed SIU's interim report: no red flags confirmed so far.\n- Extended the claim's review period with a status of under_review {claims.update_status}\n- Sent the insured an explanatory letter about the extended investigation {letters.generate}\n- Texted her that the letter is coming {sms.send}\n\n### Open questions for you\nShould I ask for an examination under oath, or wait for SIU's final report? I haven't requested it.",
        False,
        ["long", "third_party", "question", "negation"],
    ),
    (
        "CLM-2292126 — daily summary\n\nWhat happened before today: the claim (wind damage to a barn) was approved on 3 Dec by my colleague on the farm desk; she also set the reserve.\n\nToday I:\n- issued the first payment of $22,000 to the insured {payments.issue_payout}\n- emailed the payment advice to the insured, and sent a separate email with the same advice to the mortgagee (First Ag Credit) {email.send}\n- added a note {claims.add_note}\n\nThe mortgagee is also named on the check, so they'll need to endorse it.",
        True,
        ["long", "quantity", "third_party"],
    ),
]

PARTS: list[tuple[str, str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-en-26-sec-1", "en", FIX_LONG, "claims-sec-fix-long-en"),
]
