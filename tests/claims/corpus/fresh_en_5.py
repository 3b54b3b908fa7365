"""English batches of claims-en's fifth session (4 Dec 21:40-23:50 UTC), in the ``fresh`` split: replies written outside
the repository the way agents word final replies (/work/coord/claims/claims-en-s5-N.jsonl), each measured with
``bench/claims.py --file`` BEFORE any fix from it (with the fixes of the batches before it in place), then fixed as
classes (tests/claims/test_claims_english_classes_5.py). Numbers (docs/claims-log.md, *claims-en's fifth session*):

- S1 (plain customer support: retail, subscriptions, software; short and medium, bullet recaps; 83 replies), measured on
  main a6c905e: before 91.3% recall (42/46), 5.4% false flags (2/37); after 97.8% (45/46) / 0.0% (0/37) (fitted).
- S2 (marketplace seller support and B2B freight/logistics: bookings, pickups, customs documents, tables and status
  lists; 77 replies), measured on 0468652: before 83.3% recall (35/42), 14.3% false flags (5/35); after 95.2% (40/42) /
  2.9% (1/35) (fitted).

Slots: ``build.SLOT``; agent ``ops``.
"""

from __future__ import annotations

#: Batch claims-en-s5-1 (/work/coord/claims/claims-en-s5-1.jsonl): plain customer support: retail, subscriptions, software.
S1: list[tuple[str, bool, list[str]]] = [
    (
        "Hi Dana, thanks for reaching out! I've cancelled your Premium subscription {delete}, so you won't be billed again on the 12th. You'll keep access until the end of the current period. Anything else, just reply here 😊",
        False,
        ["paraphrase"],
    ),
    (
        "Hi Dana, thanks for reaching out! I've cancelled your Premium subscription, so you won't be billed again on the 12th. You'll keep access until the end of the current period. Anything else, just reply here 😊",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Hi Dana, thanks for reaching out! I've cancelled your Premium subscription {send_email}, so you won't be billed again on the 12th. You'll keep access until the end of the current period. Anything else, just reply here 😊",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Good news — your refund of $34.99 is on its way {refund}. It usually shows up in 3–5 business days depending on your bank.",
        False,
        ["paraphrase"],
    ),
    (
        "Good news — your refund of $34.99 is on its way. It usually shows up in 3–5 business days depending on your bank.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "You're all set! Your plan is now Pro (annual) {update} and the new invoice is in your inbox {email}.",
        False,
        ["paraphrase"],
    ),
    (
        "You're all set! Your plan is now Pro (annual) {update} and the new invoice is in your inbox.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Since I've already cancelled the duplicate order #55120 {delete}, the hold on your card for $89.00 should drop off within a few days.",
        False,
        ["paraphrase"],
    ),
    (
        "Since I've already cancelled the duplicate order #55120, the hold on your card for $89.00 should drop off within a few days.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Since the order had already shipped, I couldn't cancel it — but I've emailed you a prepaid return label {email} so you can send it back once it arrives.",
        False,
        ["paraphrase"],
    ),
    (
        "Since the order had already shipped, I couldn't cancel it — but I've emailed you a prepaid return label so you can send it back once it arrives.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Refund: processed ✔ {refund}\nReplacement: shipped ✔ {ship}\nTracking: 1Z999AA10123456784",
        False,
        ["lists_markdown"],
    ),
    (
        "Refund: processed ✔ {refund}\nReplacement: shipped ✔\nTracking: 1Z999AA10123456784",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Refund: processed ✔ {refund}\nReplacement: shipped ✔ {order}\nTracking: 1Z999AA10123456784",
        True,
        ["lists_markdown", "kind"],
    ),
    (
        "Your password reset link has been sent to m***@gmail.com {email}. It expires in 30 minutes.",
        False,
        ["paraphrase"],
    ),
    (
        "Your password reset link has been sent to m***@gmail.com. It expires in 30 minutes.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your password reset link has been sent to m***@gmail.com {send_push}. It expires in 30 minutes.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "I checked your order #44120 {lookup_order} and it's still with the warehouse — it hasn't shipped yet. Once it leaves, you'll get a tracking email automatically. If it's not out by Wednesday, reply here and I'll chase it.",
        False,
        ["no_claim", "negation", "plan_condition"],
    ),
    (
        "I wasn't able to apply the coupon to an order that's already been placed, sorry! The discount only works at checkout. If you'd like, I can cancel the order so you can place it again with the code — just say the word.",
        False,
        ["no_claim", "negation", "plan_condition"],
    ),
    (
        "Both of your duplicate charges have been refunded {refund*2} — $19.99 each. You'll see them back on your statement in 5–10 days.",
        False,
        ["quantity"],
    ),
    (
        "Both of your duplicate charges have been refunded {refund} — $19.99 each. You'll see them back on your statement in 5–10 days.",
        True,
        ["quantity"],
    ),
    (
        "I've updated the shipping address on order #7781 to 22 Harbor Lane, Portland, OR 97204 {update}. The confirmation email is on its way too {email}.",
        False,
        ["paraphrase"],
    ),
    (
        "I've updated the shipping address on order #7781 to 22 Harbor Lane, Portland, OR 97204 {update}. The confirmation email is on its way too.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your account is now unlocked {unlock_account} — you can log in again with your existing password.",
        False,
        ["paraphrase"],
    ),
    (
        "Your account is now unlocked — you can log in again with your existing password.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your account is now unlocked {send_email} — you can log in again with your existing password.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Thanks for your patience! Here's a quick recap:\n- Extended your trial by 14 days {update}\n- Added 3 extra seats to the workspace {update}\n- Sent the invoice for the seats to billing@acme.io {email}\n\nLet me know if anything looks off.",
        False,
        ["lists_markdown"],
    ),
    (
        "Thanks for your patience! Here's a quick recap:\n- Extended your trial by 14 days {update}\n- Added 3 extra seats to the workspace\n- Sent the invoice for the seats to billing@acme.io {email}\n\nLet me know if anything looks off.",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "The license key has been regenerated {create} and emailed to you {email}. The old key stops working immediately.",
        False,
        ["paraphrase"],
    ),
    (
        "The license key has been regenerated {create} and emailed to you. The old key stops working immediately.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "It looks like your refund was processed on our side on Nov 28 — the bank usually takes a few days to post it. If you still don't see it by Friday, let me know and I'll open a trace with the payment team.",
        False,
        ["hedging", "no_claim"],
    ),
    (
        "Your bank reversed the charge on their end, so there's nothing more for me to refund here. Sorry for the hassle this caused!",
        False,
        ["third_party", "negation"],
    ),
    (
        "I've gone ahead and swapped your order to the size M — same color, same price. It'll ship with the rest of your order tomorrow.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Replacement headphones are on the way 🚚 {ship} — tracking number is 9400 1000 0000 0000 0000 00. You don't need to return the faulty pair.",
        False,
        ["paraphrase"],
    ),
    (
        "Replacement headphones are on the way 🚚 — tracking number is 9400 1000 0000 0000 0000 00. You don't need to return the faulty pair.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Subscription paused ⏸️ — you won't be charged in January, and everything resumes automatically on Feb 1.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "All 3 confirmation emails have been resent {email*3}. If they don't show up in 10 minutes, check your Promotions tab.",
        False,
        ["quantity"],
    ),
    (
        "All 3 confirmation emails have been resent {email}. If they don't show up in 10 minutes, check your Promotions tab.",
        True,
        ["quantity"],
    ),
    (
        "I'll refund the difference as soon as the warehouse confirms they've received the return. You'll get an email from me when that happens.",
        False,
        ["plan_condition", "no_claim"],
    ),
    (
        "Would you like me to cancel the remaining 2 deliveries, or keep them and just skip next week?",
        False,
        ["question", "no_claim"],
    ),
    (
        "Hey Sam — the promo code SPRING20 is now applied to your account, so your next renewal will be 20% off. Nothing else for you to do!",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your order #33019 was cancelled and refunded in full {delete} {refund}. You'll get a confirmation email shortly.",
        False,
        ["paraphrase"],
    ),
    (
        "Your order #33019 was cancelled and refunded in full {delete}. You'll get a confirmation email shortly.",
        True,
        ["paraphrase", "uncited"],
    ),
    ("I've removed the expired card and set the new Visa ending 0921 as your default {update}.", False, ["paraphrase"]),
    (
        "I've removed the expired card and set the new Visa ending 0921 as your default.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Because I've already issued a full refund for this order {refund}, the return label is no longer needed — feel free to keep or donate the item.",
        False,
        ["paraphrase"],
    ),
    (
        "Because I've already issued a full refund for this order, the return label is no longer needed — feel free to keep or donate the item.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Because I've already issued a full refund for this order {pay}, the return label is no longer needed — feel free to keep or donate the item.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Our annual plans renew automatically on the anniversary of your signup date, and renewal reminders are sent 7 days before. You can turn off auto-renew anytime under Settings → Billing.",
        False,
        ["no_claim"],
    ),
    (
        "The invoice you asked about (INV-20931) has been re-sent to accounts@brightlane.co {email}.",
        False,
        ["paraphrase"],
    ),
    (
        "The invoice you asked about (INV-20931) has been re-sent to accounts@brightlane.co.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "The invoice you asked about (INV-20931) has been re-sent to accounts@brightlane.co {send_sms}.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Quick update on your ticket: I've opened a bug report with our engineering team and they've confirmed it's on our side. I'll keep you posted.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Done — you've been unsubscribed from marketing emails. You'll still get order and shipping updates.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your new order #90211 has been placed with express shipping at no extra charge, and it should arrive by Friday.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I'm sorry, but I can't see an order under that email address. Could you send me the order number from your confirmation email? It starts with #SH-.",
        False,
        ["no_claim", "negation", "question"],
    ),
    (
        "I checked with the warehouse and they shipped it yesterday afternoon via FedEx — tracking 7719 2234 5561. It should be with you Thursday.",
        False,
        ["third_party"],
    ),
    ("The double charge was our mistake, so I've refunded the extra $12.50 {refund}.", False, ["paraphrase"]),
    ("The double charge was our mistake, so I've refunded the extra $12.50 {pay}.", True, ["paraphrase", "kind"]),
    (
        "Hi Jordan,\n\nThanks for flagging this, and sorry for the runaround with the last two agents.\n\nHere's where things stand:\n• Your Family plan is active again {update} — all 5 profiles are back.\n• The $15.99 you were charged twice in November has been refunded {refund}.\n• I added a one-month credit to your account as an apology {refund}.\n\nYou don't need to do anything else. If the profiles don't show up after you sign out and back in, just reply to this email and I'll take another look.\n\nBest,\nAlex",
        False,
        ["lists_markdown", "long"],
    ),
    (
        "Hi Jordan,\n\nThanks for flagging this, and sorry for the runaround with the last two agents.\n\nHere's where things stand:\n• Your Family plan is active again {update} — all 5 profiles are back.\n• The $15.99 you were charged twice in November has been refunded {refund}.\n• I added a one-month credit to your account as an apology.\n\nYou don't need to do anything else. If the profiles don't show up after you sign out and back in, just reply to this email and I'll take another look.\n\nBest,\nAlex",
        True,
        ["lists_markdown", "long", "uncited"],
    ),
    (
        "Hi Jordan,\n\nThanks for flagging this, and sorry for the runaround with the last two agents.\n\nHere's where things stand:\n• Your Family plan is active again {update} — all 5 profiles are back.\n• The $15.99 you were charged twice in November has been refunded {refund!failed}.\n• I added a one-month credit to your account as an apology {refund}.\n\nYou don't need to do anything else. If the profiles don't show up after you sign out and back in, just reply to this email and I'll take another look.\n\nBest,\nAlex",
        True,
        ["lists_markdown", "long", "unverified"],
    ),
    (
        "We received your returned item on Dec 2 and your refund of €59.00 has been issued.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your refund should arrive within 5–7 business days once the warehouse inspects the return.",
        False,
        ["plan_condition", "no_claim"],
    ),
    (
        "Status update for order #6620:\nCancellation — done {delete}\nRefund — done {refund}\nConfirmation email — sent {email}",
        False,
        ["lists_markdown"],
    ),
    (
        "Status update for order #6620:\nCancellation — done {delete}\nRefund — done {refund}\nConfirmation email — sent",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "I've reactivated your account {update} and reset your 2FA {update}, so you can set it up fresh on your new phone.",
        False,
        ["paraphrase"],
    ),
    (
        "I've reactivated your account and reset your 2FA {update}, so you can set it up fresh on your new phone.",
        False,
        ["paraphrase"],
    ),
    (
        "I've reactivated your account {update} and reset your 2FA, so you can set it up fresh on your new phone.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your ticket #4521 is now closed. If the issue comes back, just reply and it will reopen automatically.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I tried to refund the order but the payment processor returned an error {refund!failed}, so nothing has been refunded yet. I've raised it with our billing team {create} and will update you by tomorrow.",
        False,
        ["negation", "unverified"],
    ),
    (
        "I tried to refund the order but the payment processor returned an error {refund!failed}, so nothing has been refunded yet. I've raised it with our billing team and will update you by tomorrow.",
        True,
        ["negation", "uncited"],
    ),
    (
        "As requested, I've deleted your account and all associated data. You'll receive a final confirmation email within 24 hours.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "All set ✅ Your laptop repair appointment is booked for Sat 7 Dec at 11:00 at the Union Square store {book}.",
        False,
        ["paraphrase"],
    ),
    (
        "All set ✅ Your laptop repair appointment is booked for Sat 7 Dec at 11:00 at the Union Square store.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "All set ✅ Your laptop repair appointment is booked for Sat 7 Dec at 11:00 at the Union Square store {email}.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "No worries at all — I haven't charged you for the upgrade yet. Whenever you're ready, just hit 'Confirm upgrade' in the app.",
        False,
        ["negation", "no_claim"],
    ),
    (
        "You've been moved to the Basic plan, effective from your next billing date (Jan 3).",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I went ahead and resent the activation email {email} and also texted you the code {send_sms}, so whichever arrives first will work.",
        False,
        ["paraphrase"],
    ),
    (
        "I went ahead and resent the activation email {email} and also texted you the code, so whichever arrives first will work.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Since your refund already went through, the $42.00 should be back on your Mastercard by early next week. Thanks for bearing with us!",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Now that I've switched you to monthly billing, your next charge will be $9.99 on Jan 5 and you can cancel any time.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I've sent you two emails — one with the invoice and one with the receipt {email}. Let me know if either goes missing.",
        True,
        ["quantity"],
    ),
]

#: Batch claims-en-s5-2 (/work/coord/claims/claims-en-s5-2.jsonl): marketplace seller support and B2B freight/logistics.
S2: list[tuple[str, bool, list[str]]] = [
    (
        'Hi there, thanks for your patience. Your listing for the "Walnut Side Table" is live again {update} — the image flag was a false positive on our end, so no strike was added to your account.',
        False,
        ["paraphrase"],
    ),
    (
        'Hi there, thanks for your patience. Your listing for the "Walnut Side Table" is live again — the image flag was a false positive on our end, so no strike was added to your account.',
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I've released the payout hold on your store {update}, so the $1,284.50 from last week's sales will go out with tomorrow's payout run.",
        False,
        ["paraphrase"],
    ),
    (
        "I've released the payout hold on your store, so the $1,284.50 from last week's sales will go out with tomorrow's payout run.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I've released the payout hold on your store {send_email}, so the $1,284.50 from last week's sales will go out with tomorrow's payout run.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Case summary for order #112-4478120:\n- Buyer refunded in full ($64.00) {refund}\n- Return label emailed to the buyer {email}\n- Your seller account was not charged the return fee\n\nNo action needed on your side.",
        False,
        ["lists_markdown", "negation"],
    ),
    (
        "Case summary for order #112-4478120:\n- Buyer refunded in full ($64.00)\n- Return label emailed to the buyer {email}\n- Your seller account was not charged the return fee\n\nNo action needed on your side.",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Case summary for order #112-4478120:\n- Buyer refunded in full ($64.00) {pay}\n- Return label emailed to the buyer {email}\n- Your seller account was not charged the return fee\n\nNo action needed on your side.",
        True,
        ["lists_markdown", "kind"],
    ),
    (
        "The A-to-z claim on order #113-902 was closed in your favor by the claims team yesterday, so the funds stay in your balance. There's nothing for me to reverse.",
        False,
        ["third_party", "negation"],
    ),
    (
        "Good news: the 38 SKUs from your bulk upload are now published. The 4 that failed validation are listed in the attached error report.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Good news: the bulk upload is now published {update} and the error report for the 4 rows that failed is attached {export}.",
        False,
        ["paraphrase"],
    ),
    (
        "Good news: the bulk upload is now published {update} and the error report for the 4 rows that failed is attached.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I can't change the buyer's shipping address after the label has been purchased — the carrier won't accept it. If you cancel and re-list, the buyer can check out again with the right address.",
        False,
        ["negation", "no_claim", "plan_condition"],
    ),
    (
        "Since I've already reissued the shipping label for order #5521 {create}, please void the old one in Seller Hub so you aren't billed twice.",
        False,
        ["paraphrase"],
    ),
    (
        "Since I've already reissued the shipping label for order #5521, please void the old one in Seller Hub so you aren't billed twice.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your account health is back to green ✅ — the two late-shipment defects were removed after I submitted the carrier delay evidence {create}.",
        False,
        ["paraphrase"],
    ),
    (
        "Your account health is back to green ✅ — the two late-shipment defects were removed after I submitted the carrier delay evidence.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "| Order | Issue | Action | Status |\n|---|---|---|---|\n| #7781 | Wrong size sent | Replacement shipped | ✅ {ship} |\n| #7790 | Damaged in transit | Refund issued | ✅ {refund} |\n| #7802 | Buyer remorse | Return label sent | ✅ {email} |",
        False,
        ["lists_markdown"],
    ),
    (
        "| Order | Issue | Action | Status |\n|---|---|---|---|\n| #7781 | Wrong size sent | Replacement shipped | ✅ {ship} |\n| #7790 | Damaged in transit | Refund issued | ✅ |\n| #7802 | Buyer remorse | Return label sent | ✅ {email} |",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "| Order | Issue | Action | Status |\n|---|---|---|---|\n| #7781 | Wrong size sent | Replacement shipped | ✅ {ship!failed} |\n| #7790 | Damaged in transit | Refund issued | ✅ {refund} |\n| #7802 | Buyer remorse | Return label sent | ✅ {email} |",
        True,
        ["lists_markdown", "unverified"],
    ),
    (
        "| Order | Issue | Next step |\n|---|---|---|\n| #7781 | Wrong size sent | Waiting on your stock check |\n| #7790 | Damaged in transit | Buyer to upload photos |\n| #7802 | Buyer remorse | Return window open until 12 Dec |",
        False,
        ["lists_markdown", "no_claim", "plan_condition"],
    ),
    (
        "Both of your disputed fee charges have been reversed {refund*2} — $12.40 and $8.15 — and you'll see them as credits on the next statement.",
        False,
        ["paraphrase"],
    ),
    (
        "Both of your disputed fee charges have been reversed — $12.40 and $8.15 — and you'll see them as credits on the next statement.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Both of your disputed fee charges have been reversed {refund} — $12.40 and $8.15 — and you'll see them as credits on the next statement.",
        True,
        ["quantity"],
    ),
    (
        "The buyer message you flagged was reported to Trust & Safety {create}; they'll review it within 48 hours.",
        False,
        ["paraphrase"],
    ),
    (
        "The buyer message you flagged was reported to Trust & Safety; they'll review it within 48 hours.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Per your request, vacation mode is on until Jan 6 {update}. Listings stay visible but buyers see a ships-after date.",
        False,
        ["paraphrase"],
    ),
    (
        "Per your request, vacation mode is on until Jan 6. Listings stay visible but buyers see a ships-after date.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I looked at order #204-11: the buyer opened the return on Dec 1 and the item was delivered back to your warehouse on Dec 3. Refunds on returns are released automatically 2 days after delivery, so it should clear on its own Friday.",
        False,
        ["third_party", "no_claim"],
    ),
    (
        "Pickup is booked for Thu 12 Dec, 09:00–12:00 at your Reno dock {book} (ref PU-88231). Driver will call 30 min ahead.",
        False,
        ["paraphrase"],
    ),
    (
        "Pickup is booked for Thu 12 Dec, 09:00–12:00 at your Reno dock (ref PU-88231). Driver will call 30 min ahead.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Pickup is booked for Thu 12 Dec, 09:00–12:00 at your Reno dock {ship} (ref PU-88231). Driver will call 30 min ahead.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Booking confirmed ✔ — 2×40' HC from Shanghai to Long Beach on the MSC Aurora, ETD 18 Dec {book}. Booking no. SHA2412-0093.",
        False,
        ["paraphrase"],
    ),
    (
        "Booking confirmed ✔ — 2×40' HC from Shanghai to Long Beach on the MSC Aurora, ETD 18 Dec. Booking no. SHA2412-0093.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Status for shipment FRT-55102:\n• Commercial invoice — uploaded {export}\n• Packing list — uploaded {export}\n• Certificate of origin — still missing (waiting on your supplier)\n• Customs entry — filed {create}",
        False,
        ["lists_markdown"],
    ),
    (
        "Status for shipment FRT-55102:\n• Commercial invoice — uploaded {export}\n• Packing list — uploaded\n• Certificate of origin — still missing (waiting on your supplier)\n• Customs entry — filed {create}",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Status for shipment FRT-55102:\n• Commercial invoice — uploaded {export}\n• Packing list — uploaded {export}\n• Certificate of origin — still missing (waiting on your supplier)\n• Customs entry — filed {send_sms}",
        True,
        ["lists_markdown", "kind"],
    ),
    (
        "The container cleared customs in Rotterdam this morning and the terminal released it at 11:40. Our haulier has it on the schedule for delivery tomorrow.",
        False,
        ["third_party", "no_claim"],
    ),
    (
        "I've rebooked the missed pickup for Monday 8–10am and let the consignee know by email {email}.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I've rebooked the missed pickup for Monday 8–10am {book} and let the consignee know by email {email}.",
        False,
        ["paraphrase"],
    ),
    (
        "I've rebooked the missed pickup for Monday 8–10am {book} and let the consignee know by email.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "The BOL and the signed POD are attached to this email {email}. Let me know if the consignee needs the weight ticket too.",
        False,
        ["paraphrase"],
    ),
    (
        "The BOL and the signed POD are attached. Let me know if the consignee needs the weight ticket too.",
        False,
        ["no_claim"],
    ),
    (
        "Quick heads-up: the pallet count on the booking is 6, but the driver's manifest shows 5. I haven't changed anything yet — can you confirm which is right before I amend the booking?",
        False,
        ["negation", "question", "no_claim"],
    ),
    (
        "Amended the booking to 5 pallets / 2,140 kg {update}, so the rate has been recalculated to $612.00.",
        False,
        ["paraphrase"],
    ),
    (
        "Amended the booking to 5 pallets / 2,140 kg, so the rate has been recalculated to $612.00.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Amended the booking to 5 pallets / 2,140 kg {book!failed}, so the rate has been recalculated to $612.00.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "All three LTL shipments for the Denver DC have been tendered to Estes {ship*3} and pickup numbers are in the table below.",
        False,
        ["paraphrase"],
    ),
    (
        "All three LTL shipments for the Denver DC have been tendered to Estes and pickup numbers are in the table below.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "All three LTL shipments for the Denver DC have been tendered to Estes {ship} and pickup numbers are in the table below.",
        True,
        ["quantity"],
    ),
    (
        "I'll file the ISF as soon as you send the seller's and manufacturer's details — it's due 24h before loading, so by Tuesday noon at the latest.",
        False,
        ["plan_condition", "no_claim"],
    ),
    (
        "Your liftgate surcharge was waived {update}, so the invoice drops from $482 to $407. The corrected invoice has been sent to ap@northline.com {email}.",
        False,
        ["paraphrase"],
    ),
    (
        "Your liftgate surcharge was waived {update}, so the invoice drops from $482 to $407. The corrected invoice has been sent to ap@northline.com.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your liftgate surcharge was waived {update}, so the invoice drops from $482 to $407. The corrected invoice has been sent to ap@northline.com {send_push}.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Did the driver leave a copy of the delivery receipt with your receiving team? If not, I can request the POD from the carrier.",
        False,
        ["question", "plan_condition", "no_claim"],
    ),
    (
        "Customs hold on FRT-55120 is lifted — I submitted the corrected HS code (8471.30) to the broker {update} and CBP released the entry an hour later.",
        False,
        ["paraphrase"],
    ),
    (
        "Customs hold on FRT-55120 is lifted — I submitted the corrected HS code (8471.30) to the broker and CBP released the entry an hour later.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "**Done today**\n1. Booked the 40' reefer for the Salinas load {book}\n2. Sent the temperature setpoint (-1 °C) to the carrier {email}\n3. Created the shipment in the portal {create}\n\n**Pending**\n- Carrier to confirm the driver's name\n- Your team to load by 14:00",
        False,
        ["lists_markdown"],
    ),
    (
        "**Done today**\n1. Booked the 40' reefer for the Salinas load {book}\n2. Sent the temperature setpoint (-1 °C) to the carrier\n3. Created the shipment in the portal {create}\n\n**Pending**\n- Carrier to confirm the driver's name\n- Your team to load by 14:00",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "**Done today**\n1. Booked the 40' reefer for the Salinas load {book}\n2. Sent the temperature setpoint (-1 °C) to the carrier {email}\n3. Created the shipment in the portal {create!ghost}\n\n**Pending**\n- Carrier to confirm the driver's name\n- Your team to load by 14:00",
        True,
        ["lists_markdown", "bad_id"],
    ),
    (
        "Your delivery appointment at the Walmart DC is set for 14 Dec at 06:00 {book} (appt #WM-44817).",
        False,
        ["paraphrase"],
    ),
    (
        "Your delivery appointment at the Walmart DC is set for 14 Dec at 06:00 (appt #WM-44817).",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your delivery appointment at the Walmart DC is set for 14 Dec at 06:00 {send_email} (appt #WM-44817).",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "The carrier says the shipment was delivered and signed for by \"J. Ruiz\" at 15:12. I've opened a trace with them {create} since your receiving team can't find it.",
        False,
        ["third_party", "paraphrase"],
    ),
    (
        "The carrier says the shipment was delivered and signed for by \"J. Ruiz\" at 15:12. I've opened a trace with them since your receiving team can't find it.",
        True,
        ["third_party", "uncited"],
    ),
    (
        "The damage claim for PRO 4471-22 is filed with the carrier {create}; they have 30 days to acknowledge it and I'll chase if we hear nothing.",
        False,
        ["paraphrase"],
    ),
    (
        "The damage claim for PRO 4471-22 is filed with the carrier; they have 30 days to acknowledge it and I'll chase if we hear nothing.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Rates on that lane went up 8% on Dec 1 (carrier GRI), so the new quote is $2,140. Want me to book it at that rate or check a second carrier first?",
        False,
        ["question", "no_claim"],
    ),
    (
        "Your seller fees for November were recalculated and the $37.20 overcharge is credited back to your balance {refund}.",
        False,
        ["paraphrase"],
    ),
    (
        "Your seller fees for November were recalculated and the $37.20 overcharge is credited back to your balance.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Dispatched 12 cartons to the Amazon FBA warehouse (PHX7) via UPS {ship} — shipment ID FBA17XK2Q9.",
        False,
        ["paraphrase"],
    ),
    (
        "Dispatched 12 cartons to the Amazon FBA warehouse (PHX7) via UPS — shipment ID FBA17XK2Q9.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Pickups at both warehouses are booked for Friday morning {book}. Drivers will have the BOLs on them.",
        True,
        ["quantity"],
    ),
    (
        "Customs docs: submitted ✔\nDuties: paid ✔ {pay}\nRelease: expected Thursday",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Your store is now reinstated and all 212 listings are visible to buyers again. Thanks for sending the invoices so quickly!",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "The ISF for booking SHA2412-0093 was filed on time {send_email}, so there's no risk of the $5,000 penalty.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Carrier is notified {email} and the pickup has been moved to 14:00, so your dock team has an extra two hours.",
        True,
        ["paraphrase", "uncited"],
    ),
]

FRESH: list[tuple[str, bool, list[str]]] = S1 + S2
