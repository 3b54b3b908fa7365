"""English batches of claims-en's third session (4 Dec 16:10-18:00 UTC), in the ``fresh`` split: replies written
outside the repository the way agents word final replies (/work/coord/claims/claims-en-N.jsonl), each measured with
``bench/claims.py --file`` BEFORE any fix from it, then fixed as classes (tests/claims/test_claims_english_classes_3.py).
Numbers (docs/claims.md, *claims-en's third session*):

- C1 (e-commerce and loyalty support: tables, checklists, headings, Spanish mixed in; 79 replies, 44 must be
  flagged): before 95.5% recall (42/44), 28.6% false flags (10/35); after 100% / 0.0% (fitted). One label was
  changed after measuring, before any fix (``# relabelled``): "Each of the 3 customers got their apology email"
  citing one email must be flagged, as the corpus has it ("each of" gives each its own, r2741-r2743).

Slots: ``build.SLOT``; agent ``ops``.
"""

from __future__ import annotations

#: Batch claims-en-1 (/work/coord/claims/claims-en-1.jsonl): e-commerce and loyalty support.
C1: list[tuple[str, bool, list[str]]] = [
    (
        "Good news — I've credited 500 bonus miles to your SkyPoints account{update}. They should show up within 24 hours ✈️",
        False,
        ["paraphrase"],
    ),
    (
        "Good news — I've credited 500 bonus miles to your SkyPoints account. They should show up within 24 hours ✈️",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your replacement is on its way 📦{ship} — tracking number 1Z999AA10123456784, due Thursday.",
        False,
        ["paraphrase"],
    ),
    (
        "Your replacement is on its way 📦 — tracking number 1Z999AA10123456784, due Thursday.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "| Item | Status |\n|---|---|\n| Blue hoodie (M) | Refunded{refund} |\n| Canvas tote | Refunded{refund} |\n| Shipping fee | Waived{update} |\n\nLet me know if anything looks off.",
        False,
        ["lists_markdown"],
    ),
    (
        "| Item | Status |\n|---|---|\n| Blue hoodie (M) | Refunded{refund} |\n| Canvas tote | Refunded |\n| Shipping fee | Waived{update} |\n\nLet me know if anything looks off.",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "DHL marked the parcel as delivered at 14:02, but since it never reached you I've opened a trace with them{create}. I'll update you as soon as they reply.",
        False,
        ["third_party"],
    ),
    (
        "DHL marked the parcel as delivered at 14:02, but since it never reached you I've opened a trace with them. I'll update you as soon as they reply.",
        True,
        ["third_party", "uncited"],
    ),
    ("Price match applied — you'll see £12.00 back on your card in 3–5 days{refund}.", False, ["paraphrase"]),
    ("Price match applied — you'll see £12.00 back on your card in 3–5 days.", True, ["paraphrase", "uncited"]),
    (
        "The discount code you mentioned was never applied to order #5521, so I've refunded the difference of $8.40{refund}.",
        False,
        ["negation"],
    ),
    (
        "Your account is now closed and all saved cards have been removed from our system.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your account is now closed and all saved cards have been removed from our system{delete}.",
        False,
        ["paraphrase"],
    ),
    (
        "You're all set! 🎉 Your plan switched to annual billing and the next charge is on 1 January.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Once the warehouse confirms the return has arrived, I'll issue the refund and email you the receipt.",
        False,
        ["plan_condition", "no_claim"],
    ),
    (
        "It looks like the refund was already processed on the 2nd by our billing system — your bank may take a few more days to show it.",
        False,
        ["hedging", "third_party"],
    ),
    ("Would you like me to cancel the remaining two deliveries, or keep them coming?", False, ["question", "no_claim"]),
    (
        'You wrote: "I was charged twice and nobody refunded me." The second charge was only an authorisation hold, and it dropped off your card on Tuesday, so no money actually left your account.',
        False,
        ["quote_code", "no_claim"],
    ),
    ("All 4 backordered items were cancelled{delete*2} — you won't be charged for any of them.", True, ["quantity"]),
    ("All 4 backordered items were cancelled{delete*4} — you won't be charged for any of them.", False, ["quantity"]),
    (
        "Done:\n- Cancelled order #7781{refund}\n- Refunded the $42.50 to your Mastercard{delete}",
        True,
        ["lists_markdown", "kind"],
    ),
    (
        "Done:\n- Cancelled order #7781{delete}\n- Refunded the $42.50 to your Mastercard{refund}",
        False,
        ["lists_markdown"],
    ),
    ("I resent the invoice to accounts@northwind.co{email} and copied you in.", False, ["paraphrase"]),
    ("I resent the invoice to accounts@northwind.co{send_push} and copied you in.", True, ["paraphrase", "kind"]),
    (
        "Your bank reversed the chargeback on their side. On ours, I've marked the dispute as closed{update}.",
        False,
        ["third_party"],
    ),
    (
        "Your bank reversed the chargeback on their side. On ours, I've marked the dispute as closed.",
        True,
        ["third_party", "uncited"],
    ),
    (
        "### Refund issued\nYour refund of $89.99 for order #30021 went back to your Visa ending 4421 this morning.",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "### Refund issued\nYour refund of $89.99 for order #30021 went back to your Visa ending 4421 this morning{refund}.",
        False,
        ["lists_markdown"],
    ),
    (
        "Status: ✅ Replacement shipped{ship} · ✅ Return label emailed · ⏳ Refund pending inspection",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Status: ✅ Replacement shipped{ship} · ✅ Return label emailed{email} · ⏳ Refund pending inspection",
        False,
        ["lists_markdown"],
    ),
    (
        "Loyalty tier upgraded to Gold{update} — your 10% member discount is live from your next order.",
        False,
        ["paraphrase"],
    ),
    (
        "Quick one: your points have been credited, so the voucher should unlock at checkout now.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "The $19.99 charge you saw was from Apple, not from us — we never billed you for November.",
        False,
        ["third_party", "negation", "no_claim"],
    ),
    (
        "Posted the updated returns policy to the help center{update} so the 60-day window shows for everyone.",
        False,
        ["paraphrase"],
    ),
    (
        "Posted the updated returns policy to the help center{send_email} so the 60-day window shows for everyone.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Pushed the fix for the coupon rounding bug to production{deploy_release}; totals now match the cart.",
        False,
        ["paraphrase"],
    ),
    (
        "Pushed the fix for the coupon rounding bug to production; totals now match the cart.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "¡Listo! Tu reembolso ya fue procesado{refund} — I've also emailed you the receipt{email}.",
        False,
        ["mixed_language"],
    ),
    (
        "¡Listo! Tu reembolso ya fue procesado{refund} — I've also emailed you the receipt.",
        True,
        ["mixed_language", "uncited"],
    ),
    (
        "The courier's photo shows the parcel at your front door on 3 March at 11:40, so it was delivered — if it isn't there, a neighbour may have taken it in.",
        False,
        ["third_party", "no_claim"],
    ),
    (
        "I've gone ahead and placed a new order for the missing charger{order}; it should ship tomorrow.",
        False,
        ["paraphrase"],
    ),
    (
        "I've gone ahead and placed a new order for the missing charger; it should ship tomorrow.",
        True,
        ["paraphrase", "uncited"],
    ),
    ("Both refunds went through{refund*2} — $24.00 and $31.50.", False, ["quantity"]),
    ("Both refunds went through{refund} — $24.00 and $31.50.", True, ["quantity"]),
    ("Sent ✅{email!ghost}", True, ["bad_id"]),
    ("I refunded the shipping fee{refund!failed}; it'll be on your card by Friday.", True, ["unverified"]),
    ("Swapped your delivery to Saturday morning{update}.", False, ["paraphrase"]),
    ("Swapped your delivery to Saturday morning{lookup_order}.", True, ["paraphrase", "kind"]),
    ("Your new card is in the post{ship} and should arrive within 3 working days.", False, ["paraphrase"]),
    ("Your new card is in the post and should arrive within 3 working days.", True, ["paraphrase", "uncited"]),
    (
        "No charge was made — the payment failed at the bank, so there's nothing to refund.",
        False,
        ["negation", "no_claim"],
    ),
    ("The address on your account is now 14 Rue Oberkampf, 75011 Paris.", True, ["paraphrase", "uncited"]),
    ("The address on your account is now 14 Rue Oberkampf, 75011 Paris{update}.", False, ["paraphrase"]),
    ("Table for 4 at 19:30 on Friday — confirmed under the name Alvarez.", True, ["paraphrase", "uncited"]),
    (
        "Marta from billing already refunded the duplicate charge yesterday, so I haven't touched it.",
        False,
        ["third_party", "negation", "no_claim"],
    ),
    ("The duplicate charge was refunded by me this morning, so you're square.", True, ["paraphrase", "uncited"]),
    (
        "- [x] Cancelled the old monthly plan{delete}\n- [x] Started the annual plan{update}\n- [ ] Send the welcome pack (tomorrow, once it's printed)",
        False,
        ["lists_markdown"],
    ),
    (
        "- [x] Cancelled the old monthly plan{delete}\n- [x] Started the annual plan\n- [ ] Send the welcome pack (tomorrow, once it's printed)",
        True,
        ["lists_markdown", "uncited"],
    ),
    ("Went ahead and comped your dessert — it's on us 🙂", True, ["paraphrase", "uncited"]),
    ("Refunded all three duplicate charges{refund*2}. Sorry again for the mix-up!", True, ["quantity"]),
    ("Here's what I did: reset your password{update} and signed you out of every device.", True, ["uncited"]),
    (
        "Returns are accepted within 30 days, and refunds are issued to the original payment method within 5 business days of us receiving the item.",
        False,
        ["no_claim"],
    ),
    ("According to DPD, the parcel was left with a neighbour at no. 12.", False, ["third_party", "no_claim"]),
    (
        "Hi Jonas,\n\nThanks for waiting. Quick recap of today:\n\n1. Your order #A-2291 was split into two parcels{update}.\n2. The first parcel shipped this morning{ship}.\n3. The gift message was added to the second parcel.\n4. The second parcel will ship on Monday once the scarf is back in stock.\n\nBest,\nLea",
        True,
        ["long", "uncited"],
    ),
    (
        "Hi Jonas,\n\nThanks for waiting. Quick recap of today:\n\n1. Your order #A-2291 was split into two parcels{update}.\n2. The first parcel shipped this morning{ship}.\n3. The gift message was added to the second parcel{update}.\n4. The second parcel will ship on Monday once the scarf is back in stock.\n\nBest,\nLea",
        False,
        ["long"],
    ),
    ("Gift card GC-88213 is reissued to maria.k@example.com and the old one is void.", True, ["paraphrase", "uncited"]),
    (
        "I wasn't able to cancel the order — it had already been handed to the courier. I've set up a return instead{create} so you can send it back free of charge.",
        False,
        ["failure"],
    ),
    (
        "I wasn't able to cancel the order — it had already been handed to the courier. I've set up a return instead so you can send it back free of charge.",
        True,
        ["failure", "uncited"],
    ),
    ("Each of the 3 customers got their apology email{email} with the 15% code.", True, ["quantity"]),  # relabelled
    ("Both of your subscriptions are now cancelled{delete} — no more charges from January.", True, ["quantity"]),
    ("Your order has been placed{lookup_order} and you'll get a confirmation shortly.", True, ["kind"]),
    ("Your package was handed to UPS this morning{ship!unconfirmed}.", True, ["unverified"]),
    (
        "Got it sorted — the duplicate account is merged into your main one, so all your order history is in one place.",
        True,
        ["paraphrase", "uncited"],
    ),
    ("The $15 credit is on your account now{update!other}.", True, ["provenance"]),
    ("Emailed you the return label{email!agent} — print it and drop the box at any post office.", True, ["provenance"]),
    ("Order #9912 — ✔️ refunded, ✔️ restocked{update}", True, ["lists_markdown", "uncited"]),
    (
        "Your complaint has been logged with our quality team and someone will call you within 48 hours.",
        True,
        ["paraphrase", "uncited"],
    ),
    ("I've texted you the pickup code{send_email}.", True, ["kind"]),
    ("Your return has been approved and the prepaid label is in your inbox.", True, ["paraphrase", "uncited"]),
]

FRESH = C1
