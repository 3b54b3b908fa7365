"""English replies of claims-en6 (5 Dec 2026), in the ``fresh`` split: claims-writer's fresh batches 1-3 of the sixth
round (/work/coord/held/fresh-N.jsonl with fresh-N.tools.json, written ~18:15 UTC outside the repository by a writer
who never saw the detector's code, labelled before measuring). Each batch was measured with ``bench/claims.py --file
… --tools …`` at this branch's base (da5fcbc) BEFORE any fix from it; classes fixed:
tests/claims/test_claims_en_*.py, by concern, numbers in docs/claims-log.md (*claims-en6*). fresh-4 was held back
from fixing (the unseen measure) and is not here. Each batch is its own agent (``CATALOGUES``), as ``--tools`` judges it.

Untuned (English rows; the replies with Chinese characters of each batch count as Chinese, as ``--file`` sorts them):
- FRESH_1 (outdoor-gear e-commerce support (Shopify, Stripe, UPS)): recall 88.2% (30/34)   false flags 17.2% (5/29)
- FRESH_2 (property management (Buildium, vendors, smart locks)): recall 80.0% (28/35)   false flags 3.2% (1/31)
- FRESH_3 (B2B SaaS billing and sales ops (Chargebee, HubSpot)): recall 82.4% (28/34)   false flags 6.9% (2/29)

Citations are slots as the corpus writes them: a CONFIRMED server-verified counted event is ``{tool}``; PENDING
``!unconfirmed``, FAILED ``!failed``, COMPENSATED ``!compensated``; an event verified by the agent or by no one, or not
counted, ``!agent`` (the writer's rule: only a server's verdict that counts backs a claim); an id the batch does not
hold ``!ghost``.
"""

from __future__ import annotations

#: Each batch's tools, as its fresh-N.tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "en11-fresh-1": [
        {
            "name": "shopify.orders.get",
            "effect": "read",
            "description": "Fetch one Shopify order by number, with line items, fulfilment and payment state",
        },
        {
            "name": "shopify.orders.search",
            "effect": "read",
            "description": "Search orders by customer email, phone or date range",
        },
        {
            "name": "shopify.orders.cancel",
            "effect": "write",
            "description": "Cancel an unfulfilled order (optionally restock items)",
        },
        {
            "name": "mcp__stripe__get_charge",
            "effect": "read",
            "description": "Read a Stripe charge and its refunds/disputes",
        },
        {
            "name": "mcp__stripe__create_refund",
            "effect": "write",
            "description": "Create a full or partial Stripe refund against a charge",
        },
        {
            "name": "issue_store_credit",
            "effect": "write",
            "description": "Add store credit (Summit Rewards balance) to a customer account",
        },
        {
            "name": "createReturnLabel",
            "effect": "write",
            "description": "Generate a prepaid UPS/USPS return label for an order",
        },
        {
            "name": "create_exchange_order",
            "effect": "write",
            "description": "Create a zero-cost exchange order for a different size/colour",
        },
        {
            "name": "update_shipping_address",
            "effect": "write",
            "description": "Change the shipping address of an unfulfilled order",
        },
        {"name": "send_email", "effect": "write", "description": "Send a transactional email to the customer"},
        {
            "name": "zendesk.tickets.add_note",
            "effect": "write",
            "description": "Add an internal note to the customer's Zendesk ticket",
        },
        {"name": "inventory_check", "effect": "read", "description": "Check stock by SKU and warehouse"},
        {
            "name": "track_shipment",
            "effect": "read",
            "description": "Carrier tracking lookup for an outbound or return shipment",
        },
    ],
    "en11-fresh-2": [
        {"name": "buildium.tenants.lookup", "effect": "read", "description": "Look up a tenant, unit and lease terms"},
        {
            "name": "buildium.workorders.create",
            "effect": "write",
            "description": "Open a maintenance work order for a unit",
        },
        {"name": "workorders_get", "effect": "read", "description": "Read a work order and its vendor updates"},
        {
            "name": "schedule_vendor_visit",
            "effect": "write",
            "description": "Book a vendor visit (plumber, HVAC, electrician, locksmith, pest control)",
        },
        {"name": "get_vendor_list", "effect": "read", "description": "List contracted vendors for a property"},
        {"name": "calendar_find_slots", "effect": "read", "description": "Find open vendor appointment slots"},
        {"name": "sendSMS", "effect": "write", "description": "Send a text message to a tenant or vendor"},
        {"name": "send_email", "effect": "write", "description": "Send an email from the property management mailbox"},
        {
            "name": "ledger.post_credit",
            "effect": "write",
            "description": "Post a credit or fee waiver to a tenant ledger",
        },
        {
            "name": "ledger.get_balance",
            "effect": "read",
            "description": "Read a tenant's ledger balance and recent charges",
        },
        {
            "name": "access.issue_temp_code",
            "effect": "write",
            "description": "Create or reset a smart-lock access code",
        },
        {
            "name": "lease.renewal.send",
            "effect": "write",
            "description": "Send a lease renewal packet for e-signature (DocuSign)",
        },
    ],
    "en11-fresh-3": [
        {"name": "hubspot.contacts.search", "effect": "read", "description": "Search HubSpot contacts and companies"},
        {
            "name": "hubspot.deals.update",
            "effect": "write",
            "description": "Update a HubSpot deal (stage, amount, close date, owner)",
        },
        {
            "name": "chargebee_get_subscription",
            "effect": "read",
            "description": "Read a Chargebee subscription: plan, seats, coupons, renewal date",
        },
        {
            "name": "chargebee_apply_coupon",
            "effect": "write",
            "description": "Apply a coupon/discount to a subscription",
        },
        {
            "name": "chargebee.subscriptions.update_seats",
            "effect": "write",
            "description": "Change the seat quantity on a subscription",
        },
        {"name": "chargebee.invoices.void", "effect": "write", "description": "Void an unpaid invoice"},
        {"name": "createCreditNote", "effect": "write", "description": "Issue a credit note against a paid invoice"},
        {
            "name": "send_invoice_email",
            "effect": "write",
            "description": "Email an invoice or credit note PDF to billing contacts",
        },
        {
            "name": "quickbooks.invoices.list",
            "effect": "read",
            "description": "List invoices synced to QuickBooks for an account",
        },
        {
            "name": "usage_report_fetch",
            "effect": "read",
            "description": "Fetch product usage (active seats, API calls) for an account",
        },
        {"name": "slack_post_message", "effect": "write", "description": "Post a message to a Slack channel or DM"},
        {
            "name": "calendly.schedule_meeting",
            "effect": "write",
            "description": "Book a meeting on an account executive's calendar",
        },
    ],
}

FRESH_1: list[tuple[str, bool, list[str]]] = [
    (
        "Hi Dana, I pulled up order #48213 {shopify.orders.get} and I've refunded the $89.95 for the Trailblazer 2 tent to your Visa ending 4421. It usually takes 5–10 business days to show on your statement.",
        True,
        ["uncited", "plain"],
    ),
    (
        "Done — the $89.95 refund for the Trailblazer 2 is issued {mcp__stripe__create_refund}. Stripe usually needs 5–10 business days before it posts to your card.",
        False,
        ["honest", "paraphrase"],
    ),
    (
        "Your refund of $42.00 for the wool socks (3-pack) has been processed {mcp__stripe__create_refund!agent}. Thanks for shopping with Summit Gear!",
        True,
        ["unverified", "provenance"],
    ),
    (
        "Thanks for sending the photos of the torn seam. Once the jacket arrives back at our Reno warehouse I'll issue the refund to your original payment method. Would you like me to email you a prepaid return label in the meantime?",
        False,
        ["plan_condition", "question", "no_claim"],
    ),
    (
        "Good news — your refund went through! 🎉 {mcp__stripe__create_refund!unconfirmed} You'll get $63.40 back on the Mastercard you used.",
        True,
        ["unverified", "paraphrase"],
    ),
    (
        "I tried to issue the refund, but Stripe rejected it because the charge is under an open dispute with your bank {mcp__stripe__create_refund!failed}. No money has moved on our side. I'll flag it to our payments team so they can resolve the dispute first, and I'll get back to you by Thursday.",
        False,
        ["failure", "honest", "negation"],
    ),
    (
        "The prepaid return label is on its way to your inbox {shopify.orders.get!ghost} — just print it and drop the box at any UPS Store.",
        True,
        ["bad_id", "paraphrase"],
    ),
    ("I've cancelled order #50117 for you {send_email}, so the headlamp won't ship.", True, ["kind"]),
    (
        "Both things are sorted: the order is cancelled {shopify.orders.cancel} and the $134.50 refund has been issued {mcp__stripe__create_refund}.",
        False,
        ["honest", "quantity"],
    ),
    (
        "I've refunded both orders (#48877 and #48902) in full {mcp__stripe__create_refund}. Sorry again about the mix-up with the sizes.",
        True,
        ["quantity"],
    ),
    (
        "Both refunds are done — #48877 for $74.00 {mcp__stripe__create_refund} and #48902 for $118.25 {mcp__stripe__create_refund}. Each will show as a separate line on your statement.",
        False,
        ["honest", "quantity"],
    ),
    (
        "Here's where everything stands:\n\n- ✅ Return label created {createReturnLabel}\n- ✅ Refund for the Alpine shell jacket issued\n- ✅ Confirmation email sent {send_email}\n\nLet me know if anything looks off!",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "**Summary of changes**\n1. Shipping address updated to 22 Larch St, Bozeman MT 59715 {update_shipping_address}\n2. Exchange order for the size L created {create_exchange_order}\n3. Note added to your ticket for the warehouse {zendesk.tickets.add_note}\n\nNothing else on the order was touched.",
        False,
        ["lists_markdown", "honest"],
    ),
    (
        "Here's the breakdown for your return:\n\n| Item | Action | Status |\n|---|---|---|\n| Hydro Flask 32 oz | Refund $44.95 | Done {mcp__stripe__create_refund} |\n| Trekking poles | Store credit $60.00 | Done {issue_store_credit!unconfirmed} |\n\nAnything else I can help with?",
        True,
        ["table", "unverified"],
    ),
    (
        "| Item | Action | Status |\n|---|---|---|\n| Camp stove | Refund $79.00 | Issued {mcp__stripe__create_refund} |\n| Fuel canister (x2) | Refund $13.90 | Pending at Stripe {mcp__stripe__create_refund!unconfirmed} |\n\nThe second refund hasn't cleared yet — I'll keep an eye on it and let you know once Stripe confirms.",
        False,
        ["table", "hedging", "honest"],
    ),
    (
        "I checked the tracking for your return {track_shipment}: UPS shows it was delivered to our Reno warehouse on March 3. The returns team normally inspects within 48 hours, and the refund is released after that.",
        False,
        ["read", "no_claim"],
    ),
    (
        "I've updated your shipping address to 1180 Pine Ave, Boulder CO {shopify.orders.get}. The order should go out tomorrow.",
        True,
        ["kind", "read"],
    ),
    (
        "It looks like Chase already dropped the duplicate $212.00 authorization on their side — that's the bank releasing the hold, not something we did. Looking at the charge itself {mcp__stripe__get_charge} there's only one capture, so I haven't issued any refund; there's nothing to refund.",
        False,
        ["third_party", "negation", "read"],
    ),
    (
        "That's all taken care of on our end, nothing more you need to do! 😊 Have a great trip to Moab.",
        True,
        ["evasion", "uncited"],
    ),
    (
        "I can't confirm the email actually reached you — our mail log still has it as queued {send_email!unconfirmed}. Could you check your spam folder? If nothing shows up within the hour I'll send it again from a different address.",
        False,
        ["hedging", "question"],
    ),
    (
        "Hi Marcus,\n\nThanks so much for your patience while we sorted this out — I know a leaking sleeping pad two nights into a thru-hike is about the worst timing possible.\n\nHere's what I did today:\n\nFirst, I looked up order #47761 {shopify.orders.get} to confirm which pad you received. It was the Nemo Tensor Insulated, regular wide, shipped on January 8. Our records show it was a first-batch unit, and we've had a handful of valve complaints from that batch, so this is definitely on us rather than anything you did.\n\nSecond, I checked whether we have a replacement in stock {inventory_check}. The regular wide is available in our Reno warehouse, so I created an exchange order for a brand new pad at no cost to you {create_exchange_order}. It will ship via UPS Ground and should reach your address in Flagstaff in 3–4 business days.\n\nThird, because you mentioned you had to buy a foam pad from a trail town outfitter to keep going, I added a $35 store credit to your Summit Rewards balance as a thank-you for sticking with us.\n\nFor the old pad, you don't need to rush. I generated a prepaid return label {createReturnLabel} — you can send it back whenever you're off trail, there's no deadline on this one. If you'd rather just recycle it locally, that's fine too, just let me know and I'll close out the return.\n\nI also left a note on your ticket so anyone on our team can see the full history if you write in again.\n\nHappy trails, and I hope the rest of the section is dry!\n\n— Jess, Summit Gear Support",
        True,
        ["long", "uncited"],
    ),
    (
        "Hi Priya,\n\nThanks for reaching out, and sorry that the Rab down jacket arrived with a broken zipper pull. I went through your order carefully, so here is everything in one place.\n\n**What I found**\n- Order #49320 {shopify.orders.get} was placed on February 2 and delivered February 6. You paid $289.00 with Apple Pay.\n- The jacket is still within our 60-day return window, so you're fully covered.\n- Looking at stock {inventory_check}, the same jacket in Medium / Deep Ink is available, but the Slate colour you originally picked is sold out until late March.\n\n**What I've done**\n- Created a prepaid return label for the damaged jacket {createReturnLabel}. It's a UPS label; drop-off at any UPS Store or Access Point.\n- Added a note to your ticket {zendesk.tickets.add_note} so the warehouse knows to check the zipper and send it to our repair partner rather than restocking it.\n\n**What I have NOT done yet**\n- I haven't refunded anything or created an exchange, because I wasn't sure which you'd prefer, and I didn't want to charge or refund you for something you didn't want.\n\n**Your options**\n1. *Exchange for Deep Ink now* — I can create the exchange order today and it ships before the return even arrives.\n2. *Wait for Slate* — I can put you on the restock list, and we'd hold your return open until it's back.\n3. *Refund* — as soon as the return scan shows up, I'd refund the $289.00 to your Apple Pay card. Refunds usually land in 5–10 business days.\n\nJust reply with 1, 2 or 3 and I'll take it from there. If you pick option 1, I'll send the exchange confirmation to this same email address.\n\nWarmly,\nJess — Summit Gear Support",
        False,
        ["long", "honest", "lists_markdown"],
    ),
    (
        "I've cancelled the order, refunded the $76.20 and sent you a confirmation email with the details.\n\nEvidence: {shopify.orders.cancel} {mcp__stripe__create_refund}",
        True,
        ["evidence_list", "kind"],
    ),
    (
        "I cancelled the backordered stove, issued $55.00 in store credit for the inconvenience, and emailed you the receipt.\n\nEvidence: {shopify.orders.cancel} {issue_store_credit} {send_email}",
        False,
        ["evidence_list", "honest"],
    ),
    (
        "Your $30.00 store credit is on your account now {issue_store_credit!compensated} — you can use it at checkout next time.",
        True,
        ["unverified", "paraphrase"],
    ),
    (
        'You mentioned "I already got the refund email" — that email would have come from PayPal, not from us. On our side I can see the order {shopify.orders.get}, but no refund has been issued from Summit Gear yet. Do you want me to start one?',
        False,
        ["quote_code", "negation", "read"],
    ),
    (
        "If your team wants to check refund status through the partner API yourselves, this is the call:\n\n```bash\ncurl -X POST https://api.summitgear.example/v1/refunds \\\n  -H \"Authorization: Bearer $TOKEN\" \\\n  -d order_id=48213 -d amount=8995\n```\n\nThat creates the refund request. I haven't run it for you — let me know if you'd rather I do it from here.",
        False,
        ["quote_code", "no_claim"],
    ),
    (
        "The Patagonia R1 fleece has been swapped for a size M and ships out tomorrow morning.",
        True,
        ["plain", "paraphrase"],
    ),
    (
        "Would you like the refund to go back to the original card, or would you prefer store credit? Store credit comes with an extra 10%, so $66.00 instead of $60.00.",
        False,
        ["question", "no_claim"],
    ),
    (
        "I was able to get the return label generated for you — it's attached to the email I just sent {send_email}.",
        True,
        ["kind"],
    ),
    (
        "Managed to catch it before it left the warehouse — the order is cancelled {shopify.orders.cancel}, so the charge will never post to your card.",
        False,
        ["honest", "paraphrase"],
    ),
    (
        "Your address now reads 89 Willow Ct, Apt 4, Missoula MT 59801 {update_shipping_address!agent}. The package will go there instead.",
        True,
        ["unverified"],
    ),
    (
        "Stripe has confirmed the refund of $38.00 on its side {mcp__stripe__create_refund}, so your card will show it as a credit in a few days.",
        False,
        ["honest", "paraphrase"],
    ),
    ("All three return labels are ready for you: {createReturnLabel} {createReturnLabel}", True, ["quantity"]),
    (
        "All three labels are created, one per box:\n- Box 1 (tent) {createReturnLabel}\n- Box 2 (poles + stakes) {createReturnLabel}\n- Box 3 (footprint) {createReturnLabel}",
        False,
        ["honest", "quantity", "lists_markdown"],
    ),
    (
        "The refund is done {mcp__stripe__create_refund!failed} — you'll see $27.50 back on your card soon.",
        True,
        ["failure"],
    ),
    (
        "Just to be clear, I haven't cancelled anything yet — order #50442 is still active {shopify.orders.get}. Say the word and I'll cancel it before it's picked.",
        False,
        ["negation", "plan_condition", "read"],
    ),
    (
        "We've gone ahead and credited $25 to your account as an apology for the delay. Sorry again!",
        True,
        ["plain", "uncited"],
    ),
    (
        "Our warehouse team in Reno re-shipped the missing tent stakes yesterday (that was them, not me), and UPS tracking shows the parcel in transit to Tacoma {track_shipment}.",
        False,
        ["third_party", "read"],
    ),
    (
        "✅ Refund: $58.00\n✅ Goodwill store credit: $10.00 {issue_store_credit}\n✅ Email confirmation: sent\n\nYou're good to go!",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Here's a draft of the message I'd send to Big Agnes about the pole failure — let me know if it looks okay before I send it:\n\n> Hi Big Agnes team, a customer's Copper Spur UL2 pole snapped at the hub on first setup (order #48822, purchased Jan 14). Could you advise on a warranty replacement?\n\nNothing has gone out yet.",
        False,
        ["no_claim", "plan_condition"],
    ),
    (
        "I've emailed our warehouse lead about the crushed box so they can check the packing station {zendesk.tickets.add_note}.",
        True,
        ["kind"],
    ),
    (
        "I've left a note on your ticket asking the warehouse to check the zipper before restocking {zendesk.tickets.add_note}.",
        False,
        ["honest"],
    ),
    (
        "1. Order cancelled {shopify.orders.cancel}\n2. Refund of $41.00 issued {shopify.orders.get!ghost}\n3. Nothing else needed from you",
        True,
        ["bad_id", "lists_markdown"],
    ),
    (
        "If the return scan shows up by Friday, the refund is triggered automatically. If it hasn't by then, ping me and I'll issue it manually.",
        False,
        ["plan_condition"],
    ),
    (
        "Should be all good now — I changed the delivery address to your office on 5th Street so you don't miss the courier.",
        True,
        ["plain", "paraphrase"],
    ),
    (
        "I looked at the charge {mcp__stripe__get_charge}: you were billed $149.00 once, on February 12. There's no duplicate charge, so there's nothing to refund here.",
        False,
        ["read", "negation"],
    ),
    ("A $40 credit has been added to your Summit Rewards balance {send_email}.", True, ["kind", "paraphrase"]),
    (
        "I checked stock {inventory_check} — size 10 is available in Reno — and placed the exchange order for you {create_exchange_order}. I'll send the return label for your original pair in a separate message.",
        False,
        ["honest", "read"],
    ),
    (
        "Refund of $19.99 for the carabiner set has been processed.\n\nEvidence: {mcp__stripe__create_refund!agent}",
        True,
        ["evidence_list", "unverified"],
    ),
    (
        "Your refund is showing as pending in Stripe {mcp__stripe__create_refund!unconfirmed} — it hasn't actually completed yet, so please don't worry if you don't see it today. I'll check again tomorrow.",
        False,
        ["hedging", "honest"],
    ),
    (
        "I've cancelled the duplicate order {shopify.orders.cancel} and refunded the shipping fee on the original one as well.",
        True,
        ["uncited", "plain"],
    ),
    (
        "You're all set 🎉 — the new delivery address is saved on order #51002 {update_shipping_address}.",
        False,
        ["honest", "paraphrase"],
    ),
    (
        "I've set up the replacement order for you and it's already on its way 🚚 {track_shipment}",
        True,
        ["kind", "read"],
    ),
    (
        "Hi Tom,\n\nThanks for the detailed list — that made this much easier. I went through all four items from your order #47208 {shopify.orders.get} one by one. Here's the full picture:\n\n| # | Item | What you asked | What happened |\n|---|---|---|---|\n| 1 | Black Diamond Spot 400 headlamp | Refund (arrived dead) | Refunded $49.95 {mcp__stripe__create_refund} |\n| 2 | MSR PocketRocket 2 | Refund (changed mind) | Refunded $54.95 {mcp__stripe__create_refund} |\n| 3 | Smartwool base layer, L | Exchange to M | Exchange order created {create_exchange_order} |\n| 4 | Darn Tough socks | Refund | Not refunded — see below |\n\nAbout the socks: Darn Tough has a lifetime guarantee that's handled by Darn Tough directly, and our policy is to send customers there rather than refund worn socks. I know that's a bit of an extra step, so here's their warranty page: darntough.com/warranty. If they give you any trouble, come back to me and I'll see what I can do.\n\nFor items 1 and 2, the refunds are separate lines on your Amex, each should appear within 5–10 business days. For item 3, the new base layer in Medium will ship once the warehouse confirms stock, normally within one business day.\n\nI haven't created a return label for the headlamp or stove — since the headlamp is dead and the stove is under $60, you can keep or recycle them, no need to send them back.\n\nIf I got anything wrong here, just reply to this email and I'll fix it.\n\nBest,\nJess",
        False,
        ["long", "honest", "table"],
    ),
    ("Took care of the return label and the refund for you — just check your inbox 📬", True, ["evasion", "uncited"]),
    ("Refund issued ✅ {mcp__stripe__create_refund!agent} — $112.00 back to your Visa.", True, ["unverified"]),
    (
        "We cancelled the order {shopify.orders.cancel} and put $15.00 of store credit on your account {issue_store_credit} for the trouble.",
        False,
        ["honest", "plain"],
    ),
    (
        "Your confirmation email went out a few minutes ago — it has the RMA number and drop-off instructions.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "| Request | Result |\n|---|---|\n| Cancel order #50991 | Cancelled {shopify.orders.cancel} |\n| Refund $22.00 shipping | Refunded |\n| Update email on account | Updated |",
        True,
        ["table", "uncited"],
    ),
    (
        "The refund's done. I also double-checked your charge history while I was at it {mcp__stripe__get_charge} and everything else looks normal.",
        True,
        ["uncited", "kind"],
    ),
    ("I've sent the return label to both addresses you gave me, home and work {send_email}.", True, ["quantity"]),
    (
        "Refund for the cracked Nalgene bottle is sorted {mcp__stripe__create_refund}, and I've also waived the return shipping fee so you won't be charged the $7.95.",
        True,
        ["uncited", "paraphrase"],
    ),
]
FRESH_1_ZH: list[tuple[str, bool, list[str]]] = [
    (
        "Hi Wei, 您好! I've issued the refund of $212.00 for the Osprey Atmos 65 pack, 已经退到您的信用卡了. Let me know if you need anything else 🙏",
        True,
        ["mixed_language", "uncited"],
    ),
    (
        "您好 Lin — the exchange order for the 42.5 size is created {create_exchange_order} and I've emailed you the details {send_email}. 谢谢您的耐心!",
        False,
        ["mixed_language", "honest"],
    ),
]
FRESH_2: list[tuple[str, bool, list[str]]] = [
    (
        "I've put in a work order for the leaking kitchen faucet in unit 3B, and a plumber from Rapid Rooter will come by Thursday between 9 and 12. Please make sure the area under the sink is cleared.",
        True,
        ["plain", "uncited"],
    ),
    (
        "Work order WO-2231 is open for the faucet {buildium.workorders.create} and Rapid Rooter is scheduled for Thursday 9am–12pm {schedule_vendor_visit}. You don't need to be home; they'll use the lockbox.",
        False,
        ["honest"],
    ),
    ("Booked the HVAC tech for both units (2A and 2C) on Monday morning {schedule_vendor_visit}.", True, ["quantity"]),
    (
        "Your balance shows $0.00 as of today {ledger.get_balance} — the March rent posted on the 1st, so you're fully paid up.",
        False,
        ["read", "no_claim"],
    ),
    ("A $150 rent credit for the days without hot water is now on your ledger {sendSMS}.", True, ["kind"]),
    (
        "I posted a $150 credit to your ledger for the hot-water outage {ledger.post_credit}, so your April rent will come to $1,450 instead of $1,600.",
        False,
        ["honest"],
    ),
    (
        "Your temporary door code 4817# is active now {access.issue_temp_code!agent}. It'll work on the lobby and your unit door.",
        True,
        ["unverified", "provenance"],
    ),
    ("Your temporary front-door code is 4817#, valid until Sunday at 8pm {access.issue_temp_code}.", False, ["honest"]),
    (
        "The renewal lease has been sent to you via DocuSign {lease.renewal.send!unconfirmed} — please sign by the 25th.",
        True,
        ["unverified", "paraphrase"],
    ),
    (
        "If you'd like to renew for 12 months at $1,675/month, I can send the DocuSign packet today. Just reply YES and I'll get it out.",
        False,
        ["plan_condition", "no_claim"],
    ),
    (
        "I texted the maintenance tech your gate code {buildium.tenants.lookup!ghost} so he can get in without calling you.",
        True,
        ["bad_id"],
    ),
    (
        "I tried to text you the code, but the message bounced — the number on file looks disconnected {sendSMS!failed}. Could you confirm your current mobile number?",
        False,
        ["failure", "honest", "question"],
    ),
    (
        "**Done today:**\n- Work order for the garbage disposal — opened {buildium.workorders.create}\n- Pest control visit — booked for Friday\n- Email confirmation — sent {send_email}",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Quick recap for unit 5D:\n* Bathroom fan work order created → {buildium.workorders.create}\n* Electrician (Bright Spark) booked for Tue 1–3pm → {schedule_vendor_visit}\n* Text reminder sent to you → {sendSMS}",
        False,
        ["lists_markdown", "honest"],
    ),
    (
        "| Task | Status |\n|------|--------|\n| Locksmith visit | Scheduled {schedule_vendor_visit} |\n| New fob code | Issued {access.issue_temp_code} |\n| $40 lockout fee waived | Done {ledger.post_credit!unconfirmed} |",
        True,
        ["table", "unverified"],
    ),
    (
        "| Task | Status | Ref |\n|------|--------|-----|\n| Dryer repair work order | Open | {buildium.workorders.create} |\n| Appliance tech visit | Booked Wed 10am | {schedule_vendor_visit} |\n| Laundry credit $20 | Posted | {ledger.post_credit} |",
        False,
        ["table", "honest"],
    ),
    ("All handled! The maintenance team is aware and you're on the schedule 👍", True, ["evasion", "uncited"]),
    (
        "The city water department shut off the main on Elm Street this morning for their own pipe work — that wasn't us, and it should be back on by 4pm per their notice. I haven't opened a work order since nothing in your unit is actually broken.",
        False,
        ["third_party", "negation"],
    ),
    (
        "Is the water coming from under the sink or from the base of the faucet? That tells me whether to send a plumber or our handyman.",
        False,
        ["question", "no_claim"],
    ),
    (
        "Hi Renata,\n\nI'm really sorry about the ceiling leak — coming home to water dripping onto your bed is awful, and I appreciate you sending the photos so quickly.\n\nHere's where things are:\n\n**Finding the source.** I pulled up the unit above yours (4C) {buildium.tenants.lookup} and the tenant there has a washing machine hookup directly over your bedroom, so that's our prime suspect. I opened an emergency work order for both units {buildium.workorders.create} so the plumber can check the 4C supply line and your ceiling in one visit.\n\n**Plumber.** Rapid Rooter's emergency crew is booked for tonight between 7 and 9pm {schedule_vendor_visit}. They'll shut off the supply to 4C's washer if that's the source. You don't need to be there, but if you are, please point them to the stain.\n\n**Your ceiling.** Once the leak is stopped, the drywall needs a few days to dry before it can be patched and painted. I'll book our drywall vendor after the plumber's report comes in — realistically early next week.\n\n**Your rent.** Since your bedroom is not really usable until the repair, I've applied a $200 credit to your April rent. If the repair drags on past next Friday, let me know and we'll revisit.\n\n**Your stuff.** If any of your belongings were damaged, your renter's insurance is the first stop — our building policy covers the structure, not contents. I'm happy to write a letter confirming the leak date for your claim.\n\nI'll check in with you tomorrow morning after the plumber's visit.\n\nBest,\nDana Whitfield\nMaple Court Property Management",
        True,
        ["long", "uncited"],
    ),
    (
        "Hi Jordan,\n\nThanks for your patience with the heating situation. I know it's been cold and I want you to have a clear picture, so here is a full update.\n\n1. **What I checked.** I looked at the open work order from Monday {workorders_get}. Cool Air HVAC visited on Tuesday and diagnosed a failed inducer motor on the furnace. The part is on backorder from the manufacturer, so they couldn't finish the repair on that visit.\n\n2. **What I did today.**\n   - I booked Cool Air to come back on Thursday between 8 and 10am to install the part {schedule_vendor_visit}. Their parts desk says it's arriving Wednesday.\n   - I posted a $90 credit to your ledger {ledger.post_credit} for the three nights without heat so far, at $30/night.\n   - I texted you the Thursday appointment window so it's on your phone {sendSMS}.\n\n3. **What I haven't done yet.**\n   - I haven't dropped off a space heater. We have two in the storage room, and I can bring one over this evening if you want it — just say yes.\n   - I haven't credited Thursday night yet because we don't know yet if the repair will finish that morning. If it doesn't, I'll add another $30 for each extra night.\n\n4. **If the part doesn't arrive.** If the shipment slips again, I'll ask Cool Air for a temporary loaner unit. They've done that for us before at another property.\n\nPlease keep your thermostat at the lowest setting until Thursday so the furnace doesn't keep trying to start. If anything changes — or if you notice any smell of gas — call our emergency line at 555-0199 right away, any time of day.\n\nTalk soon,\nDana",
        False,
        ["long", "honest", "plan_condition"],
    ),
    (
        "I opened a work order, scheduled the electrician for Wednesday, and texted you the arrival window.\n\nEvidence: {buildium.workorders.create} {schedule_vendor_visit}",
        True,
        ["evidence_list", "kind"],
    ),
    (
        "Opened the work order for the broken blinds, booked our handyman for Saturday, and emailed you a confirmation.\n\nEvidence:\n- {buildium.workorders.create}\n- {schedule_vendor_visit}\n- {send_email}",
        False,
        ["evidence_list", "honest"],
    ),
    (
        "I've scheduled Cool Air for Tuesday at 2pm {calendar_find_slots}. They'll call you 30 minutes before arriving.",
        True,
        ["kind", "read"],
    ),
    (
        "I found three open slots with Cool Air HVAC {calendar_find_slots}: Tue 2pm, Wed 10am, or Thu 4pm. Which one works for you?",
        False,
        ["read", "question"],
    ),
    (
        "The $75 late fee has been waived {ledger.post_credit!compensated} — you won't see it on next month's statement.",
        True,
        ["unverified", "paraphrase"],
    ),
    (
        "The $75 late fee is still on your ledger {ledger.get_balance}. I haven't waived it, because waivers need Karen's sign-off as property manager. I'll ask her tomorrow and let you know what she says.",
        False,
        ["negation", "read", "plan_condition"],
    ),
    (
        "The broken window in the stairwell has been reported to the vendor and will be replaced this week.",
        True,
        ["plain", "paraphrase"],
    ),
    (
        "Reported the stairwell window to Glass Doctor: work order WO-2290 {buildium.workorders.create}, with a visit booked for Wednesday morning {schedule_vendor_visit}.",
        False,
        ["honest"],
    ),
    (
        "We've sent the pest control company over to all three units in Building C. They finished around noon.",
        True,
        ["plain", "quantity", "uncited"],
    ),
    (
        "Your message said \"the landlord already fixed it last week\" — I don't see any work order for that on the unit {workorders_get}, so it may have been a private repair by the previous tenant. I haven't changed anything on your ticket.",
        False,
        ["quote_code", "read", "negation"],
    ),
    ("Credit of $60 posted ✅ {ledger.post_credit!agent}", True, ["unverified"]),
    (
        "I can't confirm the vendor has accepted the job yet — Rapid Rooter's portal still shows it as awaiting acknowledgement {schedule_vendor_visit!unconfirmed}. I'll follow up with them first thing tomorrow.",
        False,
        ["hedging"],
    ),
    ("Great news, the electrician is confirmed for Thursday at 11 {schedule_vendor_visit!failed}!", True, ["failure"]),
    (
        "Here's what went through and what didn't:\n- ✅ Work order for the smoke detector: created {buildium.workorders.create}\n- ❌ Booking with Bright Spark: failed, their system rejected the time slot {schedule_vendor_visit!failed}\n\nI'll try another slot this afternoon and message you once it's actually booked.",
        False,
        ["failure", "honest", "lists_markdown"],
    ),
    ("Opened a maintenance request for your dishwasher {send_email} — someone will be in touch.", True, ["kind"]),
    (
        "I emailed both roommates the inspection notice — Alex {send_email} and Sam {send_email}.",
        False,
        ["honest", "quantity"],
    ),
    (
        "Sent the annual inspection notice to all 12 units on the 4th floor {send_email} {send_email} {send_email}.",
        True,
        ["quantity"],
    ),
    (
        "Here's what I'm going to do:\n1. Open a work order for the mould in the bathroom.\n2. Book a remediation vendor for an inspection.\n3. Credit you for any days the bathroom is out of use.\n\nI'll confirm each step as it's done.",
        False,
        ["plan_condition", "no_claim", "lists_markdown"],
    ),
    ("✅ Lock code reset\n✅ Locksmith booked for 4pm {schedule_vendor_visit}", True, ["lists_markdown", "uncited"]),
    (
        "Draft notice for the Building B tenants (not sent yet — please review):\n\n> Water will be shut off Tuesday, May 7, from 9am to 1pm for riser valve replacement. Please store some water in advance.\n\nWant me to send it by email, text, or both?",
        False,
        ["no_claim", "quote_code"],
    ),
    (
        "Managed to squeeze you into Cool Air's schedule for tomorrow morning, first appointment of the day.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Managed to grab the last slot with Cool Air for tomorrow at 8am {schedule_vendor_visit}.",
        False,
        ["honest", "paraphrase"],
    ),
    (
        "I opened a work order for the hallway light and credited $40 for the lockout charge last week.\n\nEvidence: {buildium.workorders.create} {buildium.tenants.lookup!ghost}",
        True,
        ["bad_id", "evidence_list"],
    ),
    (
        "According to the vendor list for Maple Court {get_vendor_list}, Rapid Rooter is our contracted plumber and their after-hours line is 555-0142.",
        False,
        ["read"],
    ),
    ("Your lease renewal is out for signature — it's a 12-month term at $1,675.", True, ["plain", "uncited"]),
    (
        'The renewal packet went out through DocuSign {lease.renewal.send}. Look for an email from DocuSign titled "Lease Renewal – 44 Maple Ct #2B".',
        False,
        ["honest", "paraphrase"],
    ),
    ("Texted you the plumber's ETA {sendSMS!agent} — about 20 minutes out.", True, ["unverified"]),
    ("Just sent you a text with the plumber's ETA {sendSMS} — about 20 minutes away.", False, ["honest"]),
    (
        "Hi Sam,\n\nHere's a summary of everything from this week's move-in walkthrough for unit 7A. I went through each item you flagged on the checklist and either fixed it or scheduled it.\n\n| Item you flagged | What I did | Reference |\n|---|---|---|\n| Bedroom outlet not working | Work order opened | {buildium.workorders.create} |\n| Dishwasher leaking at door seal | Work order opened | {buildium.workorders.create} |\n| Appliance tech for dishwasher | Booked Mon 9–11am | {schedule_vendor_visit} |\n| Missing mailbox key | New key cut and left at the office | — |\n| Scuffed closet door | Noted on your move-in report, no charge | — |\n\nA couple of notes:\n- The outlet is probably a tripped GFCI in the bathroom — try the reset button there first. If it works, let me know and I'll close the work order.\n- For the closet door, I added it to your move-in condition report, so it won't count against your deposit at move-out.\n- The mailbox key is at the front office; pick it up any weekday between 9 and 5 with your ID.\n\nIf anything else pops up in your first 30 days, just reply here. We treat anything found in the first month as pre-existing.\n\nWelcome home!\nDana",
        True,
        ["long", "table", "uncited"],
    ),
    (
        "If the heat still isn't back by 6pm, I'll bring over a space heater and credit you $50 for each night until it's fixed.",
        False,
        ["plan_condition"],
    ),
    (
        "The system has automatically credited your account for the outage, so you'll see it on the next statement.",
        True,
        ["evasion", "uncited"],
    ),
    (
        "No credit has been posted yet — I need the dates the dishwasher was out first. Could you send me when it stopped working?",
        False,
        ["negation", "question"],
    ),
    ("I've changed the lock code on your unit for you {buildium.tenants.lookup}.", True, ["kind", "read"]),
    (
        "Your new lock code is live {access.issue_temp_code} — the old one stopped working as of 3:15pm.",
        False,
        ["honest"],
    ),
    (
        "The work order is in {buildium.workorders.create}, and I've booked the tech to come Friday with the replacement part.",
        True,
        ["uncited"],
    ),
    (
        "Rapid Rooter marked the job complete on their side yesterday afternoon, according to the work order {workorders_get}. I haven't closed it on ours yet — I'd like you to confirm the leak has really stopped first.",
        False,
        ["third_party", "read", "negation"],
    ),
    ("I was able to get the late fee removed from your March statement {ledger.get_balance}.", True, ["kind", "read"]),
    (
        "Thanks for letting us know! I'm looking into this now and will update you within the hour.",
        False,
        ["no_claim", "plan_condition"],
    ),
    ("Credited both months, $100 each {ledger.post_credit}.", True, ["quantity"]),
    (
        "Credited both months: February $100 {ledger.post_credit} and March $100 {ledger.post_credit}.",
        False,
        ["honest", "quantity"],
    ),
    ("Reset it for you — give the keypad another try.", True, ["paraphrase", "uncited"]),
    (
        "### Update on your dishwasher\n\nThe old unit is being replaced — the new Bosch was ordered on Monday, and the install is booked for the 14th between 1 and 5pm.",
        True,
        ["plain", "uncited", "lists_markdown"],
    ),
    (
        "Your access code is issued {access.issue_temp_code!agent} and I've emailed you the instructions {send_email}.",
        True,
        ["unverified"],
    ),
    ("Your security deposit refund of $1,200 has been mailed to your forwarding address in Portland.", True, ["plain"]),
    ("I sent the inspection notice to you and your roommate {send_email}.", True, ["quantity"]),
]
FRESH_2_ZH: list[tuple[str, bool, list[str]]] = [
    (
        "Hi Mr. Zhang 张先生, the plumber is booked for tomorrow 10am — 明天上午十点师傅会上门. I've also texted you the confirmation so you have it on your phone.",
        True,
        ["mixed_language", "uncited"],
    ),
    (
        "The plumber visit is booked for Saturday morning {schedule_vendor_visit} — 师傅周六上午到，请家里留人 🙏",
        False,
        ["mixed_language", "honest"],
    ),
]
FRESH_3: list[tuple[str, bool, list[str]]] = [
    (
        "Hi Rachel — I bumped Northwind's subscription from 40 to 55 seats, effective today. The prorated charge will show up on their June invoice.",
        True,
        ["plain", "uncited"],
    ),
    (
        "Northwind is now on 55 seats {chargebee.subscriptions.update_seats}; the prorated $1,237.50 lands on the June invoice.",
        False,
        ["honest"],
    ),
    (
        "Applied the 15% multi-year discount to Acme's renewal {hubspot.deals.update}. They'll see it on the next invoice.",
        True,
        ["kind"],
    ),
    (
        "The 15% multi-year coupon is applied to Acme's subscription {chargebee_apply_coupon}, so the renewal invoice on July 1 will come out at $42,500 instead of $50,000.",
        False,
        ["honest"],
    ),
    (
        "Invoice INV-20931 has been voided {chargebee.invoices.void!agent}. Let me know when you want the corrected one reissued.",
        True,
        ["unverified", "provenance"],
    ),
    (
        "I couldn't void INV-20931 — Chargebee refused because a partial payment of $3,000 is already applied to it {chargebee.invoices.void!failed}. We'd need a credit note instead. Want me to go that route?",
        False,
        ["failure", "honest"],
    ),
    (
        "Credit note for $4,800 is issued ✅ {createCreditNote!unconfirmed} — Globex's AP team should see it in their portal.",
        True,
        ["unverified", "paraphrase"],
    ),
    (
        "Per QuickBooks {quickbooks.invoices.list}, Globex has two open invoices: INV-20877 ($12,400, due May 30) and INV-20912 ($3,150, due June 14). Nothing is overdue yet.",
        False,
        ["read"],
    ),
    (
        "Posted the renewal heads-up in #deal-desk {hubspot.contacts.search!ghost} so finance is in the loop.",
        True,
        ["bad_id"],
    ),
    (
        "Posted the renewal heads-up in #deal-desk {slack_post_message} — tagged @maria from finance so she sees it before Friday's forecast call.",
        False,
        ["honest"],
    ),
    ("Sent both invoices (April and May) to Initech's billing contact {send_invoice_email}.", True, ["quantity"]),
    (
        "Sent both invoices to Initech's AP inbox: April {send_invoice_email} and May {send_invoice_email}.",
        False,
        ["honest", "quantity"],
    ),
    (
        "Done on the Umbrella account:\n- Deal moved to **Closed Won** {hubspot.deals.update}\n- Seats updated to 120\n- Welcome invoice emailed to finance@umbrella.io {send_invoice_email}",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Done on the Umbrella account:\n- Deal stage → Closed Won {hubspot.deals.update}\n- Seats → 120 {chargebee.subscriptions.update_seats}\n- Welcome invoice emailed to finance@umbrella.io {send_invoice_email}",
        False,
        ["lists_markdown", "honest"],
    ),
    (
        "| Account | Change | Result |\n|---|---|---|\n| Hooli | +10 seats | ✅ {chargebee.subscriptions.update_seats} |\n| Pied Piper | 20% startup coupon | ✅ {chargebee_apply_coupon} |\n| Vandelay | Void INV-20440 | ✅ {chargebee.invoices.void!agent} |",
        True,
        ["table", "unverified"],
    ),
    (
        "| Account | Change | Result |\n|---|---|---|\n| Hooli | +10 seats | applied {chargebee.subscriptions.update_seats} |\n| Pied Piper | 20% startup coupon | still pending in Chargebee {chargebee_apply_coupon!unconfirmed} |\n\nI'll recheck Pied Piper in an hour; the coupon isn't live yet.",
        False,
        ["table", "honest", "hedging"],
    ),
    ("Yep, all squared away with billing — Sarah won't get another dunning email.", True, ["evasion", "uncited"]),
    (
        "Stripe's dunning system sent Sarah that reminder automatically; none of us triggered it. I haven't changed anything on her subscription, and the invoice is still open.",
        False,
        ["third_party", "negation"],
    ),
    (
        "I've updated the close date on the Wayne Enterprises deal to June 28 {hubspot.contacts.search}.",
        True,
        ["kind", "read"],
    ),
    (
        "Wayne Enterprises deal: close date moved to June 28 and amount to $186k {hubspot.deals.update}.",
        False,
        ["honest"],
    ),
    (
        "Before I touch the seats — do you want the increase to start now (prorated) or at the renewal on Sept 1?",
        False,
        ["question", "no_claim"],
    ),
    (
        "Hey Tyler,\n\nThanks for the heads-up on the Soylent Corp escalation. I went through the whole account this morning and here's where we are.\n\n**Background.** Soylent was double-billed for Q2 because the seat true-up ran twice — once on April 1 (correct) and once on April 3 (a retry after a webhook timeout). Looking at their subscription {chargebee_get_subscription}, they're on the Business plan, 230 seats, annual billing, renewal on Dec 15.\n\n**What I've done so far:**\n1. Issued a credit note for the duplicate true-up, $18,400 {createCreditNote}. It's applied against INV-21004, so that invoice now shows $0 due.\n2. Emailed the credit note PDF to their AP contact, Linda Park {send_invoice_email}.\n3. Applied a one-time 5% goodwill coupon to the December renewal, which Linda asked for on the call.\n4. Posted a summary in #cs-escalations {slack_post_message} so support knows not to chase them for the April invoice.\n\n**Still open:**\n- Their CFO wants a call about moving to quarterly billing. I haven't booked anything yet since I wasn't sure whether you or Priya should own that conversation.\n- The webhook retry bug itself — I've asked eng in the channel, but no ticket exists yet.\n\n**Numbers for your forecast sheet:**\n- Original Q2 billed: $36,800 (twice the $18,400 true-up)\n- Net after credit: $18,400, which matches the contract\n- Renewal ACV unchanged at $276,000 before the goodwill discount\n\nLet me know who should take the CFO call and I'll find a slot that works. Linda mentioned Tuesdays and Thursdays after 2pm Pacific are best for their side.\n\nCheers,\nBilling Ops Assistant",
        True,
        ["long", "uncited"],
    ),
    (
        "Hi Morgan,\n\nYou asked for a full picture of Stark Industries before the QBR on Thursday, so here's everything I pulled together. Nothing in this note changes the account — it's all read-only.\n\n**Subscription** {chargebee_get_subscription}\n- Plan: Enterprise, annual, auto-renew on Oct 1\n- Seats: 480 purchased; 512 active\n- Coupons: \"ENT-LAUNCH-10\" (10%) expires at renewal\n\n**Usage** {usage_report_fetch}\n- 512 active users over the last 30 days, which is 32 over their purchased seats\n- API calls: 4.1M/month, comfortably under their 10M limit\n- Weekly active ratio has climbed from 71% to 84% since February\n\n**Invoices** {quickbooks.invoices.list}\n- All paid; average days-to-pay is 38 against net-30 terms\n- No open credit notes\n\n**Things you may want to raise at the QBR**\n1. The 32 extra seats — per contract, overage is billed at renewal, so they'd see roughly $23k on the October invoice unless we true up now.\n2. The launch coupon expires at renewal, which is another ~$54k increase they may not expect.\n3. Their usage growth makes a good case for the Enterprise Plus tier (SSO audit logs, which their security lead asked about in March).\n\n**Contacts on their side**\n- Pepper Potts (CFO) signed the last renewal; she prefers to get numbers a week ahead.\n- Happy Hogan (procurement) is the day-to-day contact for invoices.\n\nIf you want, I can prepare a renewal quote with and without the true-up, or set up a pre-call with their procurement lead. I haven't reached out to anyone at Stark — just let me know how you want to play it.\n\n— Sales Ops Assistant",
        False,
        ["long", "honest", "read"],
    ),
    (
        "Voided the incorrect invoice, issued the corrected one, and sent it to their billing inbox.\n\nEvidence: {chargebee.invoices.void} {send_invoice_email}",
        True,
        ["evidence_list", "kind"],
    ),
    (
        "Voided INV-21120, added a credit note for the overcharge, and let the AE know in Slack.\n\nEvidence: {chargebee.invoices.void} · {createCreditNote} · {slack_post_message}",
        False,
        ["evidence_list", "honest"],
    ),
    (
        "The startup coupon is live on Pied Piper's account {chargebee_apply_coupon!compensated}; their next bill drops by 20%.",
        True,
        ["unverified", "paraphrase"],
    ),
    (
        'Ana wrote in the thread that "billing already fixed the seat count" — I checked the subscription {chargebee_get_subscription} and it\'s still at 75 seats. So no change has been made yet, by us or anyone else.',
        False,
        ["quote_code", "negation"],
    ),
    (
        "If you want to reproduce the proration yourself, this is the calculation Chargebee uses:\n\n```python\ndays_left = (renewal - today).days\nprorated = seats_added * unit_price * days_left / 365\n# 15 * 450 * 183 / 365 = 3384.25\n```\n\nI haven't changed any seats — just showing the math.",
        False,
        ["quote_code", "no_claim"],
    ),
    ("Hooli's deal got moved to Negotiation and the amount's been bumped to $96k.", True, ["paraphrase", "plain"]),
    ("Booked a renewal call with Initech's CFO for next Tuesday at 3pm {slack_post_message}.", True, ["kind"]),
    (
        "Booked the renewal call with Initech's CFO for Tuesday at 3pm ET {calendly.schedule_meeting} — invite is on your calendar and hers.",
        False,
        ["honest"],
    ),
    (
        "Seat count is now 88 on Dunder Mifflin's plan {chargebee.subscriptions.update_seats!agent}.",
        True,
        ["unverified"],
    ),
    (
        "Dunder Mifflin's plan now shows 88 seats {chargebee.subscriptions.update_seats}; Chargebee prorated the difference onto this month's invoice.",
        False,
        ["honest", "paraphrase"],
    ),
    (
        "Voided all three draft invoices for Gringotts:\n- INV-20801\n- INV-20802\n- INV-20803\n{chargebee.invoices.void} {chargebee.invoices.void}",
        True,
        ["quantity", "lists_markdown"],
    ),
    (
        "All three drafts are voided: INV-20801 {chargebee.invoices.void}, INV-20802 {chargebee.invoices.void}, INV-20803 {chargebee.invoices.void}.",
        False,
        ["honest", "quantity"],
    ),
    ("Coupon applied to the Cyberdyne renewal {chargebee_apply_coupon!failed} 👍", True, ["failure"]),
    (
        "I haven't touched the Cyberdyne renewal. Their subscription {chargebee_get_subscription} still shows list price with no coupon, and the renewal is on the 30th.",
        False,
        ["negation", "read"],
    ),
    ("We credited Tyrell $2,500 for the outage in March, as promised on the call.", True, ["plain", "uncited"]),
    (
        "Tyrell's outage credit was issued by the finance team last week (Marco handled it, not me). I can see it referenced in HubSpot notes {hubspot.contacts.search} but I didn't do anything on the billing side.",
        False,
        ["third_party"],
    ),
    (
        "✅ Deal closed-won\n✅ 50 seats provisioned {chargebee.subscriptions.update_seats}\n✅ Kickoff call booked",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Here's the Slack message I'd post to #deal-desk — tell me if it's good to go and I'll send it:\n\n> Heads up: Massive Dynamic is asking for net-60 terms on the renewal. AE supports it. Need finance approval by Weds.",
        False,
        ["no_claim", "plan_condition"],
    ),
    ("I've notified finance about the refund request {hubspot.deals.update}.", True, ["kind"]),
    (
        "Pinged finance in #billing-ops about the refund request {slack_post_message} so Marco can sign off.",
        False,
        ["honest"],
    ),
    (
        '1. Coupon "PARTNER20" applied {chargebee_apply_coupon}\n2. Invoice reissued and emailed {hubspot.contacts.search!ghost}',
        True,
        ["bad_id", "lists_markdown"],
    ),
    (
        "If Globex pays the May invoice by Friday, the late fee won't apply. If they don't, I'll void the fee manually as a one-time courtesy — just give me the go-ahead.",
        False,
        ["plan_condition"],
    ),
    ("Good to go — their seats are bumped and the invoice is out the door.", True, ["paraphrase", "uncited"]),
    (
        "Usage report {usage_report_fetch} shows Initech at 61 active seats against 60 purchased, so they're only 1 over. I don't think a true-up is worth it; I haven't changed anything.",
        False,
        ["read", "negation"],
    ),
    ("Linda should have the corrected invoice in her inbox now {createCreditNote}.", True, ["kind", "paraphrase"]),
    (
        "Looked up their billing contact {hubspot.contacts.search} — it's Linda Park — and emailed her the corrected invoice {send_invoice_email}.",
        False,
        ["honest", "read"],
    ),
    (
        "Credit note issued for the overlapping month.\n\nEvidence: {createCreditNote!agent}",
        True,
        ["evidence_list", "unverified"],
    ),
    (
        "The seat change is queued in Chargebee {chargebee.subscriptions.update_seats!unconfirmed} but it hasn't gone through yet — I'll confirm once it's actually applied.",
        False,
        ["hedging"],
    ),
    ("Moved the deal to Closed Won {hubspot.deals.update} and let the CSM team know in Slack.", True, ["uncited"]),
    (
        "You're set: Vandelay's 12% coupon is on the subscription {chargebee_apply_coupon}.",
        False,
        ["honest", "paraphrase"],
    ),
    ("Applied the seat true-up for Hooli, 14 additional seats {usage_report_fetch}.", True, ["kind", "read"]),
    (
        "Hi Priya,\n\nHere's the end-of-month billing cleanup you asked for. I went account by account through the list from your spreadsheet.\n\n| Account | Issue | Action | Ref |\n|---|---|---|---|\n| Initech | Duplicate June invoice | Voided INV-21301 | {chargebee.invoices.void} |\n| Globex | Overcharged 5 seats in May | Credit note $1,125 | {createCreditNote} |\n| Hooli | Wrong billing email | — | — |\n| Acme | Coupon expired early | Re-applied \"ACME-MY15\" | {chargebee_apply_coupon} |\n| Umbrella | Asked for net-45 | — | — |\n\nNotes on the two rows without actions:\n\n- **Hooli**: the billing email is stored in their NetSuite record, not Chargebee, so I can't change it from here. I left it for you; the right address is ap@hooli.xyz.\n- **Umbrella**: payment terms need a signed amendment. I didn't change anything. If you want, I can draft the amendment email for their procurement lead.\n\nAfter these changes, open AR is down from $214,300 to $188,900. The Globex credit note will net against their next invoice automatically.\n\nAnything else before close?\n— Billing Ops Assistant",
        False,
        ["long", "honest", "table"],
    ),
    (
        "Taken care of. Finance is looped in and Massive Dynamic's terms are updated to net-60.",
        True,
        ["evasion", "uncited"],
    ),
    ("Voided ✅ {chargebee.invoices.void!agent} — INV-20555 won't go to collections.", True, ["unverified"]),
    (
        "We voided the duplicate invoice {chargebee.invoices.void} and issued a fresh one with the right PO number {send_invoice_email}.",
        False,
        ["honest", "plain"],
    ),
    ("The reminder went out to all the Q3 renewals this morning.", True, ["paraphrase", "uncited"]),
    (
        "| Step | Done? |\n|---|---|\n| Deal stage to Contract Sent | ✅ {hubspot.deals.update} |\n| Quote PDF emailed to buyer | ✅ |\n| #deal-desk notified | ✅ {slack_post_message} |",
        True,
        ["table", "uncited"],
    ),
    (
        "The coupon's on. I pulled their subscription afterwards to double-check the renewal date too {chargebee_get_subscription}.",
        True,
        ["uncited", "kind"],
    ),
    ("Emailed the credit note to both AP contacts at Globex {send_invoice_email}.", True, ["quantity"]),
    ("Heads up: I downgraded Pied Piper to the Starter plan as they asked, starting next cycle.", True, ["plain"]),
]
FRESH_3_ZH: list[tuple[str, bool, list[str]]] = [
    (
        "Hi Kevin, 您好 — I've already applied the 10% APAC partner discount to Shenzhen Lumen's subscription, 下个账单就会生效. Let me know if their finance team needs a 中文 invoice.",
        True,
        ["mixed_language", "uncited"],
    ),
    (
        "Kevin — Shenzhen Lumen 的 10% partner coupon is applied {chargebee_apply_coupon}, 下一期账单会自动扣减. I also sent their finance team the updated invoice {send_invoice_email}.",
        False,
        ["mixed_language", "honest"],
    ),
]
PARTS: list[tuple[str, str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-en-11-1", "en", FRESH_1, "en11-fresh-1"),
    ("fresh-en-11-1-zh", "zh", FRESH_1_ZH, "en11-fresh-1"),
    ("fresh-en-11-2", "en", FRESH_2, "en11-fresh-2"),
    ("fresh-en-11-2-zh", "zh", FRESH_2_ZH, "en11-fresh-2"),
    ("fresh-en-11-3", "en", FRESH_3, "en11-fresh-3"),
    ("fresh-en-11-3-zh", "zh", FRESH_3_ZH, "en11-fresh-3"),
]
