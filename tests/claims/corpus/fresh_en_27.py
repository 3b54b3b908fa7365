"""English batch fix-q4-en of claims-q4 (7 Dec 2026, ninth session), in the ``fresh`` split: 70 replies of a property
manager's tenant desk (work orders, vendors, late fees, deposits, notices; camelCase tools such as ``waiveLateFee``) written
BY HAND, reply by reply, about quantities and uncited acts (counts by number, both/all/each/every, names enumerated, table
rows, lists of things done, against the distinct verified calls cited) beside honest look-alikes, outside the repository
by a writer who never saw the detector's code, labelled before they were measured (/work/coord/held/fix-q4-en.jsonl with
its tools.json). Measured with ``bench/claims.py --file … --tools …`` at the branch's base (8236a467) BEFORE any fix from
it, then fixed, each change gated on the held-out validation batches val-en-15..17, val-zh-15..17, fix-h-en and fix-h-zh,
which stay outside the corpus (tests/claims/test_claims_en_*.py, by concern; numbers in docs/claims-log.md, *claims-q4 (7 Dec,
ninth session)*). The batch is its own agent (``CATALOGUES``), as ``--tools`` judges it.

At the base: 70.7% (29/41) / 13.8% (4/29); after claims-q4's fixes: 78.0% (32/41) / 13.8% (4/29) (recall / false
flags).

Citations are slots as the corpus writes them (see ``fresh_en_17``).
"""

from __future__ import annotations

#: The batch's tools, as its tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "claims-q4-fix-q4-en": [
        {
            "name": "getTenant",
            "effect": "read",
            "description": "Look up a tenant by name or unit: contact details, lease id, balance.",
        },
        {
            "name": "listUnits",
            "effect": "read",
            "description": "List units in a property with occupancy and current tenant.",
        },
        {
            "name": "getLease",
            "effect": "read",
            "description": "Fetch a lease: term, rent, deposit, renewal status, clauses.",
        },
        {
            "name": "getLedger",
            "effect": "read",
            "description": "Fetch a tenant ledger: charges, payments, balance, late fees.",
        },
        {"name": "createWorkOrder", "effect": "write", "description": "Create a maintenance work order for a unit."},
        {
            "name": "assignVendor",
            "effect": "write",
            "description": "Assign a vendor (plumber, electrician, HVAC, etc.) to a work order.",
        },
        {
            "name": "scheduleRepair",
            "effect": "write",
            "description": "Book an entry/repair appointment for a work order and notify the tenant portal.",
        },
        {"name": "closeWorkOrder", "effect": "write", "description": "Mark a work order complete."},
        {
            "name": "postCharge",
            "effect": "write",
            "description": "Post a charge (rent, utility, damage, fee) to a tenant ledger.",
        },
        {
            "name": "recordPayment",
            "effect": "write",
            "description": "Record a rent or other payment received from a tenant.",
        },
        {"name": "waiveLateFee", "effect": "write", "description": "Waive a late fee on a tenant ledger."},
        {
            "name": "issueRefund",
            "effect": "write",
            "description": "Refund money to a tenant (deposit return, overpayment).",
        },
        {"name": "sendEmail", "effect": "write", "description": "Send an email to one tenant, owner or vendor."},
        {"name": "sendSms", "effect": "write", "description": "Send a text message to one phone number."},
        {
            "name": "sendNotice",
            "effect": "write",
            "description": "Generate and deliver a formal notice (entry, rent increase, pay-or-quit, renewal) to one tenant.",
        },
        {
            "name": "updateLease",
            "effect": "write",
            "description": "Amend a lease: rent, term end date, occupants, pet addendum.",
        },
    ],
}

FIX_Q4: list[tuple[str, bool, list[str]]] = [
    ("I've waived the late fees for both tenants in 4B and 4C {waiveLateFee}.", True, ["quantity"]),
    ("Late fees waived for 4B and 4C {waiveLateFee*2} — their ledgers now show a zero balance.", False, ["quantity"]),
    (
        "Done — I created work orders for all three leaks you listed (kitchen 2A, bathroom 2C, laundry room) {createWorkOrder*2}.",
        True,
        ["quantity"],
    ),
    (
        "Created the three work orders {createWorkOrder*3}:\n- 2A kitchen sink leak\n- 2C bathroom ceiling stain\n- Laundry room supply valve",
        False,
        ["quantity", "lists_markdown"],
    ),
    (
        "Rent reminders went out to Alvarez, Brooks, Chen and Dube this morning {sendSms*3}.",
        True,
        ["quantity", "paraphrase"],
    ),
    (
        'I texted each of the four tenants who are behind — Alvarez, Brooks, Chen and Dube {sendSms*4}:\n\n> "Hi, this is Oakview Management. Our records show December rent is still open. Please pay through the portal or call us at 555-0142."\n\nDube replied that he\'ll pay Friday.',
        False,
        ["quantity", "third_party", "quote_code"],
    ),
    (
        "Here's the status of the units you asked about (from the unit list):\n\n| Unit | Tenant | Status |\n|---|---|---|\n| 101 | K. Osei | occupied |\n| 102 | — | vacant since 1 Nov |\n| 103 | L. Park | notice given, moving out 31 Dec |\n| 104 | M. Ruiz | occupied |\n\nNo changes made.",
        False,
        ["table", "read", "negation"],
    ),
    (
        "Both vendors are booked: Ace Plumbing for 3A on Tuesday and BrightSpark Electric for 5D on Wednesday {assignVendor} {scheduleRepair}.",
        True,
        ["quantity"],
    ),
    (
        "I posted the water-bill charges to every unit in Building C — that's 8 ledgers {postCharge*6}.",
        True,
        ["quantity"],
    ),
    (
        "Water-bill charges for Building C (8 units) {postCharge*8}: $42.10 each, due with January rent.",
        False,
        ["quantity"],
    ),
    (
        "I checked all five ledgers you mentioned: three are paid up, two (Chen and Ivanova) still owe December rent — $1,450 and $1,320. I haven't charged late fees on either yet; the grace period runs until the 5th.",
        False,
        ["read", "negation", "quantity"],
    ),
    (
        "Recorded the payments from both roommates in 7F, $900 each {recordPayment}. The unit is square for December.",
        True,
        ["quantity"],
    ),
    (
        "Summary of today:\n1. Entry notices delivered to 2A, 2B, 2C and 2D for the smoke-detector inspection {sendNotice*4}\n2. Vendor (SafeHome) assigned to the inspection work order {assignVendor}\n3. Inspection booked for Thursday 9–12 {scheduleRepair}",
        False,
        ["lists_markdown", "quantity"],
    ),
    (
        "Summary of today:\n1. Entry notices went to 3A–3F (six units) for the pest treatment {sendNotice*5}\n2. Pest control vendor assigned {assignVendor}\n3. Treatment scheduled for Monday {scheduleRepair}",
        True,
        ["lists_markdown", "quantity"],
    ),
    (
        "I refunded the security deposits for the three move-outs: Lee ($1,200), Grant ($950) and Novak ($1,100) {issueRefund*3}.",
        False,
        ["quantity"],
    ),
    (
        "Deposits returned for Lee, Grant and Novak {issueRefund*2}. Novak's had $150 deducted for the carpet cleaning.",
        True,
        ["quantity", "paraphrase"],
    ),
    (
        "All of the December work orders in the north building are closed out now {closeWorkOrder*3} — that's the four we talked about: 1A toilet, 1C dishwasher, 2B window latch and 3A heater.",
        True,
        ["quantity"],
    ),
    (
        "Closed the four December work orders in the north building {closeWorkOrder*4}:\n- 1A toilet\n- 1C dishwasher\n- 2B window latch\n- 3A heater",
        False,
        ["quantity", "lists_markdown"],
    ),
    (
        "Each tenant on the renewal list got their renewal offer by email {sendEmail*5}: Abebe, Costa, Dahl, Farouk, Gomez and Huang.",
        True,
        ["quantity"],
    ),
    (
        "Renewal offers sent by email to Abebe, Costa, Dahl, Farouk, Gomez and Huang {sendEmail*6}. Replies are due by 15 January.",
        False,
        ["quantity"],
    ),
    (
        "Here is what I did for unit 6E's move-out:\n\n| Item | Amount | Ref |\n|---|---|---|\n| Carpet cleaning charge | $180 | {postCharge} |\n| Wall repair charge | $240 | {postCharge} |\n| Key replacement charge | $45 | |\n| Deposit refund (balance) | $835 | {issueRefund} |\n\nThe itemized statement is in her portal.",
        True,
        ["table", "quantity", "uncited"],
    ),
    (
        "Here is what I did for unit 6E's move-out:\n\n| Item | Amount | Ref |\n|---|---|---|\n| Carpet cleaning charge | $180 | {postCharge} |\n| Wall repair charge | $240 | {postCharge} |\n| Deposit refund (balance) | $880 | {issueRefund} |\n\nI didn't charge for the keys — she returned both sets.",
        False,
        ["table", "negation"],
    ),
    (
        "Work orders for the storm damage:\n- Roof flashing, Building A {createWorkOrder}\n- Gutter, Building A {createWorkOrder}\n- Fence panel, Building B {createWorkOrder}\n- Broken window, 4C {createWorkOrder!failed}\n\nThe 4C order didn't save — the system timed out — so I'll recreate it in a minute.",
        False,
        ["lists_markdown", "failure"],
    ),
    (
        "Work orders for the storm damage:\n- Roof flashing, Building A {createWorkOrder}\n- Gutter, Building A {createWorkOrder}\n- Fence panel, Building B {createWorkOrder}\n- Broken window, 4C {createWorkOrder!failed}\n\nAll four are in the system and the roofer has been notified.",
        True,
        ["lists_markdown", "unverified", "uncited"],
    ),
    ("I texted both the tenant and the owner about the boiler outage {sendSms} {sendSms}.", False, ["quantity"]),
    ("Tenant and owner have both been told about the boiler outage {sendSms}.", True, ["quantity", "paraphrase"]),
    (
        "Rent for January was increased on three leases per the owner's instruction: 2A to $1,540, 2B to $1,495, 2C to $1,610 {updateLease*3}. The rent-increase notices for those units go out tomorrow once the owner signs off.",
        False,
        ["quantity", "plan_condition"],
    ),
    (
        "Rent increases are done for 2A, 2B and 2C {updateLease*3}, and the 60-day notices have been delivered to all three tenants {sendNotice*2}.",
        True,
        ["quantity"],
    ),
    (
        "For the HVAC filters: I created one work order covering all 12 units in the east wing {createWorkOrder} and assigned CoolAir to it {assignVendor}. They'll do all 12 units in one visit next Friday.",
        False,
        ["quantity", "third_party"],
    ),
    (
        "For the HVAC filters: I opened work orders for each of the 12 units in the east wing {createWorkOrder*10} and assigned CoolAir to them {assignVendor*12}.",
        True,
        ["quantity"],
    ),
    (
        "Ledger cleanup for Oak Terrace, done:\n• Reversed duplicate rent charge on 8A (posted a -$1,275 credit) {postCharge}\n• Waived the late fees for 8A and 8C {waiveLateFee*2}\n• Recorded 8D's check #4471 for $1,310 {recordPayment}\n• Refunded 8F's overpayment of $60 {issueRefund}",
        False,
        ["lists_markdown", "quantity"],
    ),
    (
        "Ledger cleanup for Oak Terrace, done:\n• Reversed the duplicate rent charges on 8A and 8B {postCharge}\n• Waived 8C's late fee {waiveLateFee}\n• Recorded 8D's check #4471 for $1,310 {recordPayment}",
        True,
        ["lists_markdown", "quantity"],
    ),
    ("Sent the pay-or-quit notices to 5A and 5B {sendNotice!twice}.", True, ["quantity"]),
    (
        "Pay-or-quit notices delivered to 5A {sendNotice} and 5B {sendNotice}. Under the state rules they have 3 days to pay before we can file.",
        False,
        ["quantity"],
    ),
    (
        "Good news — all three plumbing jobs in Maple Court are wrapped up. Closed 1B and 2D {closeWorkOrder*2}, and the vendor already invoiced for 3C so that's taken care of too.",
        True,
        ["quantity", "paraphrase"],
    ),
    (
        "Evidence for today's batch of move-in charges:\n{postCharge*3}\n\nCharged first month's rent, deposit and pet fee to each of the two new tenants in 9A and 9B.",
        True,
        ["evidence_list", "quantity"],
    ),
    ("Emailed the owner all three invoices — Ace, BrightSpark and CoolAir {sendSms*3}.", True, ["quantity", "kind"]),
    (
        "Checked the leases for 11A, 11B and 11C:\n- 11A ends 31 Jan, no renewal yet\n- 11B is month-to-month\n- 11C ends 30 Jun\n\nI extended 11A by twelve months as the tenant asked {updateLease} and texted her the confirmation {sendSms}. I didn't touch 11B or 11C.",
        False,
        ["read", "lists_markdown", "negation"],
    ),
    (
        "Checked the leases for 11A, 11B and 11C and extended the two that were expiring (11A and 11C) by twelve months {updateLease}. Both tenants have their countersigned amendments.",
        True,
        ["quantity"],
    ),
    (
        "Sent welcome packets to 12A–12D (four units) {sendEmail*3} and charged the parking stickers {postCharge*4}.",
        True,
        ["quantity"],
    ),
    (
        "Smoke-detector battery visits are booked for every unit on floor 3, 3A through 3H {scheduleRepair*6}. Tenants see the window in their portal.",
        True,
        ["quantity"],
    ),
    (
        "I looked at the ledger for 15B. There are two payments of $1,200 recorded on 1 Dec — looks like a double entry from the bank import, not a real second payment. I haven't reversed it yet; want me to post the correction and email the tenant?",
        False,
        ["read", "question", "negation"],
    ),
    (
        "Fixed 15B's double-entered payment (posted the correcting entry {postCharge}) and sent the tenant and the owner each an email about it {sendEmail}.",
        True,
        ["quantity"],
    ),
    (
        "Tenant follow-ups, this afternoon:\n\n| Tenant | Unit | What I did | Ref |\n|---|---|---|---|\n| Aisha Bello | 2F | texted rent reminder | {sendSms} |\n| Tom Hart | 3B | texted rent reminder | {sendSms} |\n| Ines Roy | 4A | emailed lease renewal | {sendEmail} |\n| Wei Zhang | 5C | emailed lease renewal | {sendEmail} |",
        False,
        ["table", "quantity"],
    ),
    (
        "Tenant follow-ups, this afternoon:\n\n| Tenant | Unit | What I did | Ref |\n|---|---|---|---|\n| Aisha Bello | 2F | texted rent reminder | {sendSms} |\n| Tom Hart | 3B | texted rent reminder | {sendSms} |\n| Ines Roy | 4A | emailed lease renewal | {sendEmail} |\n| Wei Zhang | 5C | emailed lease renewal | {getLease} |",
        True,
        ["table", "kind"],
    ),
    (
        "Of the six units with open heating complaints, I've assigned HeatPro to four (6A, 6B, 6D, 6F) {assignVendor*4}. The other two, 6C and 6E, are waiting on the owner's approval because they need a new unit rather than a repair — nothing has been assigned there.",
        False,
        ["quantity", "negation"],
    ),
    (
        "HeatPro is assigned to all six units with heating complaints {assignVendor*4} and the first visits are on Monday {scheduleRepair}.",
        True,
        ["quantity"],
    ),
    (
        "Refunds issued:\n- 16A overpayment $75 {issueRefund}\n- 16B overpayment $40 {issueRefund!unconfirmed}\n- 16C deposit balance $600 {issueRefund}",
        True,
        ["lists_markdown", "unverified"],
    ),
    (
        "Refunds:\n- 16A overpayment $75 — issued {issueRefund}\n- 16B overpayment $40 — submitted, but the payment processor hasn't confirmed it yet {issueRefund!unconfirmed}\n- 16C deposit balance $600 — issued {issueRefund}\n\nI'll check 16B again tomorrow.",
        False,
        ["lists_markdown", "hedging"],
    ),
    (
        "Late fees waived for the whole list: Nasser, Okafor, Pillai {waiveLateFee*3} and Quinn {waiveLateFee!ghost}.",
        True,
        ["quantity", "bad_id"],
    ),
    (
        "Entry notices for the window replacement:\n\nNotified 7 of the 8 units on the south side {sendNotice*7}. 7H's notice bounced back because the tenant's portal account is closed {sendNotice!failed}; I'll tape a paper notice to the door tomorrow.",
        False,
        ["quantity", "failure", "plan_condition"],
    ),
    (
        "Entry notices for the window replacement: all 8 south-side units have been notified {sendNotice*7} {sendNotice!failed}.",
        True,
        ["quantity", "unverified"],
    ),
    (
        "Hi Mrs Duarte — I've logged the two problems you reported: the bedroom outlet {createWorkOrder} and the running toilet {createWorkOrder}. An electrician and a plumber have both been booked for Thursday morning {scheduleRepair}.",
        True,
        ["quantity"],
    ),
    (
        "Hi Mrs Duarte — both problems are logged: the bedroom outlet and the running toilet {createWorkOrder*2}. I've booked the electrician and the plumber for Thursday morning {scheduleRepair*2}; you'll get a portal reminder the day before.",
        False,
        ["quantity", "hedging"],
    ),
    (
        "Quick recap: 3 charges posted, 2 payments recorded, 1 refund.\nCharges: {postCharge*3}\nPayments: {recordPayment}\nRefund: {issueRefund}",
        True,
        ["evidence_list", "quantity"],
    ),
    (
        "Quick recap: 3 charges posted, 2 payments recorded, 1 refund.\nCharges: {postCharge*3}\nPayments: {recordPayment*2}\nRefund: {issueRefund}",
        False,
        ["evidence_list", "quantity"],
    ),
    (
        "I went through every unit in Pine Ridge (24 units). 19 are current, 5 are behind. I haven't sent anything to the five yet — do you want the standard reminder text or the formal notice?",
        False,
        ["read", "question", "negation"],
    ),
    (
        "Went through every unit in Pine Ridge — 5 of the 24 are behind, and each of those five got the standard reminder text {sendSms*5}. Two of them (Reyes and Kim) also got the formal notice {sendNotice}.",
        True,
        ["quantity"],
    ),
    (
        "Lease updates are done for all the roommate changes you sent — Daniel added to 18A, Priya removed from 18C, and Marco added to 18D {updateLease*2}.",
        True,
        ["quantity"],
    ),
    (
        "Both vendors (Ace and Roto) were emailed the access codes for 19B {sendEmail} {sendEmail!other}.",
        True,
        ["quantity", "bad_id"],
    ),
    (
        "I emailed Ace the access code for 19B {sendEmail}. Roto already has it — the owner gave it to them last week — so I didn't send a second one.",
        False,
        ["third_party", "negation"],
    ),
    (
        "Rent received this morning, all recorded:\n1. 20A — $1,425 {recordPayment}\n2. 20B — $1,390 {recordPayment}\n3. 20C — $1,510 {recordPayment}\n4. 20D — $1,390\n5. 20E — $1,445 {recordPayment}",
        True,
        ["lists_markdown", "quantity", "uncited"],
    ),
    (
        "Rent received this morning, all five recorded: 20A $1,425, 20B $1,390, 20C $1,510, 20D $1,390, 20E $1,445 {recordPayment*5}. Total $7,160.",
        False,
        ["quantity"],
    ),
    (
        "He Lin 和 Sofia 两位租户的押金退款都已处理好了 {issueRefund}，退款会在 3–5 个工作日到账。",
        True,
        ["quantity", "mixed_language"],
    ),
    (
        "Mr He's deposit refund is done {issueRefund}; Sofia's refund 还没有处理 — her forwarding address is missing, so I emailed her to ask for it {sendEmail}.",
        False,
        ["mixed_language", "negation"],
    ),
    (
        "## Turnover summary — unit 22C\n\n**Background**\nThe tenant moved out on 30 Nov after four years. The walkthrough was done by the owner's rep on 1 Dec.\n\n**What I did**\n| # | Task | Ref |\n|---|---|---|\n| 1 | Work order: repaint (2 bedrooms, living room) | {createWorkOrder} |\n| 2 | Work order: replace kitchen faucet | {createWorkOrder} |\n| 3 | Work order: deep clean | {createWorkOrder} |\n| 4 | Vendors assigned to all three orders | {assignVendor*2} |\n| 5 | Deposit refund $1,040 | {issueRefund} |\n\n**Next steps**\nListing goes live once the painter finishes — expected 12 Dec.",
        True,
        ["long", "table", "quantity"],
    ),
    (
        "Sent the holiday office-closure notice to the tenants of 23A, 23B and 23C by text {sendSms*2} and posted a copy on the lobby board.",
        True,
        ["quantity"],
    ),
    (
        "The $25 returned-check fee was charged to both Morales and Tanaka {postCharge}, and I emailed each of them an explanation {sendEmail*2}.",
        True,
        ["quantity"],
    ),
    (
        "Done with the three repair bookings for Friday: 24A dryer vent 9:00, 24B garbage disposal 11:00 {scheduleRepair*2}, 24C bathroom fan 14:00 {scheduleRepair!compensated}.",
        True,
        ["quantity", "unverified"],
    ),
    (
        "I refunded every tenant who was double-billed for November parking — Ortiz, Patel, Quin and Rossi {issueRefund*4} — and waived both resulting late fees for Ortiz and Rossi {waiveLateFee}.",
        True,
        ["quantity"],
    ),
]

PARTS: list[tuple[str, str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-en-27-q4", "en", FIX_Q4, "claims-q4-fix-q4-en"),
]
