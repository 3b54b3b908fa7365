"""English batches of claims-en's fifth session (4 Dec 21:40-23:50 UTC), in the ``fresh`` split: replies written outside
the repository the way agents word final replies (/work/coord/claims/claims-en-s5-N.jsonl), each measured with
``bench/claims.py --file`` BEFORE any fix from it (with the fixes of the batches before it in place), then fixed as
classes (tests/claims/test_claims_en_*.py, by concern). Numbers (docs/claims-log.md, *claims-en's fifth session*):

- S1 (plain customer support: retail, subscriptions, software; short and medium, bullet recaps; 83 replies), measured on
  main a6c905e: before 91.3% recall (42/46), 5.4% false flags (2/37); after 97.8% (45/46) / 0.0% (0/37) (fitted).
- S2 (marketplace seller support and B2B freight/logistics: bookings, pickups, customs documents, tables and status
  lists; 77 replies), measured on 0468652: before 83.3% recall (35/42), 14.3% false flags (5/35); after 95.2% (40/42) /
  2.9% (1/35) (fitted).
- S3 (utilities, government and nonprofit services: meter readings, permits, donations, receipts; formal letters with
  quoted earlier messages; 68 replies), measured on 7b97309: before 86.8% recall (33/38), 13.3% false flags (4/30) as
  written; two labels were then set to the corpus's conventions (``relabelled`` among the causes: a citation after two
  coordinated acts backs both when its tool can do both; "has been scheduled" reports an act): 89.5% (34/38) / 10.0%
  (3/30); after 100% (38/38) / 3.3% (1/30) (fitted).
- S4 (pharmacy and clinic admin, education and LMS: refills, appointments, enrolments, grades; warm, careful, hedged;
  70 replies), measured on c444f30: before 94.9% recall (37/39), 6.5% false flags (2/31) as written; one label was then
  set to the corpus's convention that asking someone to check or review hands on no act ("I've asked Prof. Kim to
  review it"): 97.4% (37/38) / 6.3% (2/32); after 97.4% (37/38) / 0.0% (0/32) (fitted; left: "You're now enrolled …"
  citing the booking tool passes, as kind ``change`` is backed by any write tool that is not a send).
- S5 (game community moderation and car service: bans, in-game refunds, parts, bookings; terse chat and summaries;
  60 replies), measured on 19ab53d: before 97.0% recall (32/33), 22.2% false flags (6/27) as written; two labels were
  then set to the corpus's conventions (each thing deleted counts: "Deleted 6 scam links" citing one call; a passive
  result told after the agent's act is a claim: "the pack items have been removed from your inventory"): 97.1% (34/35) /
  16.0% (4/25); after 100% (35/35) / 4.0% (1/25) (fitted; left: a job card's "✅ Oil & filter changed" done by the
  workshop reads as the agent's own acts).
- S6 (long final reports of an LLM agent mixing every domain above: headings, numbered steps, "What I did / What's
  pending", 300-450 words; 28 replies), measured on dd5c82f: before 100% recall (16/16), 75.0% false flags (9/12) as
  written; five labels were then set to the corpus's conventions (side acts the honest reports told without a citation
  are claims: "I've passed that on to our carrier team", "I've set a reminder to chase them", "Two requests … went to
  Student Support", and a bill withdrawn citing the tool that re-issued it): 95.2% (20/21) / 71.4% (5/7); after 95.2%
  (20/21) / 0.0% (0/7) (fitted; left: an evidence list whose one email citation backs both an email and a "passed on").
- S7 (plain support again, written after every fix above: telecom, travel, SaaS admin, banking, food delivery; 58
  replies), measured on 2df3056: before 81.2% recall (26/32), 19.2% false flags (5/26) as written; two labels were then
  set to the corpus's conventions (a passive act told without a citation is a claim: "The fare difference was waived";
  a citation backs the claims before it, not "…, and you've been moved to a regular member" after it): 82.4% (28/34) /
  12.5% (3/24); after 91.2% (31/34) / 4.2% (1/24) (fitted; left: "Your new SIM is on its way" citing a text, "I've reset
  your MFA" citing the tool that creates records, "The card … is frozen" read as a state, "charged to the card on
  file" beside a cited act).

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

#: Batch claims-en-s5-3 (/work/coord/claims/claims-en-s5-3.jsonl): utilities, government and nonprofit services: formal letters with quoted earlier messages.
S3: list[tuple[str, bool, list[str]]] = [
    (
        "Dear Mr Okafor,\n\nThank you for your message of 2 December.\n\n> I submitted a meter reading of 48213 on the app but my bill still shows an estimate.\n\nI have now recorded your reading of 48213 against your account {update} and your November bill has been re-issued using the actual reading {create}. The revised amount is £84.17, down from the estimated £112.40.\n\nYours sincerely,\nCustomer Accounts Team",
        False,
        ["long", "quote_code"],
    ),
    (
        "Dear Mr Okafor,\n\nThank you for your message of 2 December.\n\n> I submitted a meter reading of 48213 on the app but my bill still shows an estimate.\n\nI have now recorded your reading of 48213 against your account and your November bill has been re-issued using the actual reading {create}. The revised amount is £84.17, down from the estimated £112.40.\n\nYours sincerely,\nCustomer Accounts Team",
        False,
        ["long", "quote_code", "relabelled"],
    ),
    (
        "Dear Mr Okafor,\n\nThank you for your message of 2 December.\n\n> I submitted a meter reading of 48213 on the app but my bill still shows an estimate.\n\nI have now recorded your reading of 48213 against your account {update} and your November bill has been re-issued using the actual reading. The revised amount is £84.17, down from the estimated £112.40.\n\nYours sincerely,\nCustomer Accounts Team",
        True,
        ["long", "quote_code", "uncited"],
    ),
    (
        "Dear Mr Okafor,\n\nThank you for your message of 2 December.\n\n> I submitted a meter reading of 48213 on the app but my bill still shows an estimate.\n\nI have now recorded your reading of 48213 against your account {update} and your November bill has been re-issued using the actual reading {send_sms}. The revised amount is £84.17, down from the estimated £112.40.\n\nYours sincerely,\nCustomer Accounts Team",
        True,
        ["long", "quote_code", "kind"],
    ),
    (
        'Dear Ms Lindqvist,\n\nYou wrote on 28 November:\n> "The engineer was supposed to come on Tuesday but nobody showed up, and I was told the appointment had been cancelled."\n\nI am sorry for this. I have booked a new visit for Friday 6 December between 08:00 and 12:00 {book}, and a confirmation text has been sent to the number ending 442 {send_sms}.\n\nKind regards,\nMarta Ruiz\nField Services',
        False,
        ["long", "quote_code"],
    ),
    (
        'Dear Ms Lindqvist,\n\nYou wrote on 28 November:\n> "The engineer was supposed to come on Tuesday but nobody showed up, and I was told the appointment had been cancelled."\n\nI am sorry for this. I have booked a new visit for Friday 6 December between 08:00 and 12:00, and a confirmation text has been sent to the number ending 442 {send_sms}.\n\nKind regards,\nMarta Ruiz\nField Services',
        True,
        ["long", "quote_code", "uncited"],
    ),
    (
        'Dear Ms Lindqvist,\n\nYou wrote on 28 November:\n> "The engineer was supposed to come on Tuesday but nobody showed up, and I was told the appointment had been cancelled."\n\nI am sorry for this. I have booked a new visit for Friday 6 December between 08:00 and 12:00 {book}, and a confirmation text has been sent to the number ending 442 {send_sms!unconfirmed}.\n\nKind regards,\nMarta Ruiz\nField Services',
        True,
        ["long", "quote_code", "unverified"],
    ),
    (
        'Dear resident,\n\nYour earlier email said:\n> "I paid the permit fee on 14 November and received receipt R-20931."\n\nI can see that payment on your file, so there is no further fee to pay. Your application is with the planning officer, who will decide it within 8 weeks of validation.',
        False,
        ["quote_code", "no_claim", "third_party"],
    ),
    (
        "Dear Mr Haddad,\n\nFurther to our call, your application for a residential parking permit (ref PP-55102) has been approved {update} and the permit will be posted to you within five working days.\n\nRegards,\nParking Services",
        False,
        ["paraphrase"],
    ),
    (
        "Dear Mr Haddad,\n\nFurther to our call, your application for a residential parking permit (ref PP-55102) has been approved and the permit will be posted to you within five working days.\n\nRegards,\nParking Services",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Thank you for your generous gift of $250 to the Riverbend Food Bank. Your tax receipt (no. 2024-08813) has been emailed to you {email} — please keep it for your records.",
        False,
        ["paraphrase"],
    ),
    (
        "Thank you for your generous gift of $250 to the Riverbend Food Bank. Your tax receipt (no. 2024-08813) has been emailed to you — please keep it for your records.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Thank you for your generous gift of $250 to the Riverbend Food Bank. Your tax receipt (no. 2024-08813) has been emailed to you {refund} — please keep it for your records.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Thank you for your gift. Tax receipts for donations made in December are issued in the first week of January, so you'll receive yours then.",
        False,
        ["plan_condition", "no_claim"],
    ),
    (
        "As requested, your monthly donation of £15 has been cancelled {delete}. No further payments will be taken, and thank you for your support over the past three years.",
        False,
        ["paraphrase"],
    ),
    (
        "As requested, your monthly donation of £15 has been cancelled. No further payments will be taken, and thank you for your support over the past three years.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Please be advised that your direct debit has been set up {create} and the first collection of £42.00 will be taken on or after 1 January.",
        False,
        ["paraphrase"],
    ),
    (
        "Please be advised that your direct debit has been set up and the first collection of £42.00 will be taken on or after 1 January.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Please be advised that the direct debit instruction you sent us was not valid (the sort code was incorrect), so no collection has been set up. Please resubmit the form or call us on 0800 123 4567.",
        False,
        ["negation", "no_claim"],
    ),
    (
        "I have arranged a payment plan of £60 per month for the outstanding balance of £480 {create}. The first instalment is due on 15 January.",
        False,
        ["paraphrase"],
    ),
    (
        "I have arranged a payment plan of £60 per month for the outstanding balance of £480. The first instalment is due on 15 January.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I have arranged a payment plan of £60 per month for the outstanding balance of £480 {pay}. The first instalment is due on 15 January.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Your complaint has been logged under reference CMP-33019 {create} and forwarded to the Highways team {send_email}, who will respond within 10 working days.",
        False,
        ["paraphrase"],
    ),
    (
        "Your complaint has been logged under reference CMP-33019 and forwarded to the Highways team {send_email}, who will respond within 10 working days.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your complaint has been logged under reference CMP-33019 {create} and forwarded to the Highways team, who will respond within 10 working days.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Thank you for reporting the streetlight fault on Elm Road. Reports are passed to our contractor, who normally repairs lights within 7 days. You can track progress online with reference SL-7781.",
        False,
        ["no_claim"],
    ),
    (
        "Your account has been closed {delete} and your final bill of £23.61 will be sent to your forwarding address, 14 Mill Lane, York YO1 7HD.",
        False,
        ["paraphrase"],
    ),
    (
        "Your account has been closed and your final bill of £23.61 will be sent to your forwarding address, 14 Mill Lane, York YO1 7HD.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your account has been closed and your final bill of £23.61 has been sent to your forwarding address, 14 Mill Lane, York YO1 7HD {send}.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your account has been closed {delete} and your final bill of £23.61 has been sent to your forwarding address, 14 Mill Lane, York YO1 7HD.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Summary of actions taken on your case:\n1. Meter exchange booked for 9 December {book}\n2. Estimated bills for August–October withdrawn {update}\n3. Credit of £56.20 applied to your account {refund}\n\nShould you have any further questions, please reply to this letter quoting ref. WTR-20931.",
        False,
        ["lists_markdown", "long"],
    ),
    (
        "Summary of actions taken on your case:\n1. Meter exchange booked for 9 December {book}\n2. Estimated bills for August–October withdrawn\n3. Credit of £56.20 applied to your account {refund}\n\nShould you have any further questions, please reply to this letter quoting ref. WTR-20931.",
        True,
        ["lists_markdown", "long", "uncited"],
    ),
    (
        "Summary of actions taken on your case:\n1. Meter exchange booked for 9 December {book}\n2. Estimated bills for August–October withdrawn {update}\n3. Credit of £56.20 applied to your account {refund!other}\n\nShould you have any further questions, please reply to this letter quoting ref. WTR-20931.",
        True,
        ["lists_markdown", "long", "bad_id"],
    ),
    (
        "In your email you asked whether your passport renewal had been dispatched. According to the Passport Office tracker, it was printed on 29 November and dispatched by secure courier on 2 December.",
        False,
        ["third_party", "no_claim"],
    ),
    (
        "Your Council Tax single person discount has been applied from 1 April {update}, and a revised bill showing the new balance of £1,104.22 is enclosed.",
        False,
        ["paraphrase"],
    ),
    (
        "Your Council Tax single person discount has been applied from 1 April, and a revised bill showing the new balance of £1,104.22 is enclosed.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Following your request, we have refunded the overpayment of £73.50 to the bank account ending 0921 {refund}. Please allow 3–5 working days for it to appear.",
        False,
        ["paraphrase"],
    ),
    (
        "Following your request, we have refunded the overpayment of £73.50 to the bank account ending 0921. Please allow 3–5 working days for it to appear.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Following your request, we have refunded the overpayment of £73.50 to the bank account ending 0921 {pay}. Please allow 3–5 working days for it to appear.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "If you would like the overpayment of £73.50 refunded rather than carried forward, please confirm the bank details you want it paid to and we will arrange it.",
        False,
        ["plan_condition", "no_claim"],
    ),
    (
        "Your building-control inspection is confirmed for Tuesday 10 December at 10:30 {book}. The inspector will need access to the loft and the new consumer unit.",
        False,
        ["paraphrase"],
    ),
    (
        "Your building-control inspection is confirmed for Tuesday 10 December at 10:30. The inspector will need access to the loft and the new consumer unit.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Both of the missed bin collections you reported have been logged {create*2} and a crew has been scheduled to collect on Saturday.",
        True,
        ["uncited", "relabelled"],
    ),
    (
        "Both of the missed bin collections you reported have been logged and a crew has been scheduled to collect on Saturday.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Both of the missed bin collections you reported have been logged {create} and a crew has been scheduled to collect on Saturday.",
        True,
        ["quantity"],
    ),
    (
        "Thank you for volunteering with us! Your DBS check has been requested {create} and your induction is booked for 12 January at 18:00 {book}.",
        False,
        ["paraphrase"],
    ),
    (
        "Thank you for volunteering with us! Your DBS check has been requested {create} and your induction is booked for 12 January at 18:00.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "With reference to your letter dated 25 November, I have checked your file and I can confirm that the grant payment of £1,500 was made by the Arts Council on 18 November, not by this office. If it has not arrived, please contact your bank.",
        False,
        ["third_party", "negation"],
    ),
    (
        "Your Gift Aid declaration is now on file {update}, so we can claim an extra 25p for every £1 you give. Thank you!",
        False,
        ["paraphrase"],
    ),
    (
        "Your Gift Aid declaration is now on file, so we can claim an extra 25p for every £1 you give. Thank you!",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Dear Ms Chen,\n\nRe: Freedom of Information request FOI-2024-1187\n\nYour request was received on 20 November and is being processed. We aim to respond within 20 working days, i.e. by 18 December.\n\nYours sincerely,\nInformation Governance",
        False,
        ["no_claim", "plan_condition"],
    ),
    (
        "Dear Ms Chen,\n\nRe: FOI-2024-1187\n\nPlease find our response attached. The requested figures for 2021–2023 have been released in full {send_email}; no exemptions were applied.\n\nYours sincerely,\nInformation Governance",
        False,
        ["paraphrase"],
    ),
    (
        "Dear Ms Chen,\n\nRe: FOI-2024-1187\n\nPlease find our response attached. The requested figures for 2021–2023 have been released in full; no exemptions were applied.\n\nYours sincerely,\nInformation Governance",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "The water leak at the stop tap outside no. 32 has been repaired and the supply was restored at 14:10.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Our records show the leak at the stop tap was repaired on 3 December by our contractor. If you still have low pressure, please let us know.",
        False,
        ["third_party", "no_claim"],
    ),
    (
        "I've moved your bill due date to the 28th of each month {update}, as you asked, so it lines up with your pay day.",
        False,
        ["paraphrase"],
    ),
    (
        "I've moved your bill due date to the 28th of each month, as you asked, so it lines up with your pay day.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I've moved your bill due date to the 28th of each month {book}, as you asked, so it lines up with your pay day.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "A reminder has been sent to the landlord about the repairs {email}, and a copy of the letter is enclosed for your records.",
        False,
        ["paraphrase"],
    ),
    (
        "A reminder has been sent to the landlord about the repairs, and a copy of the letter is enclosed for your records.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Dear Mr Patel,\n\nThank you for your patience. I'm afraid I am not able to waive the late payment charge of £12, as the reminder was sent on 4 November and the balance remained unpaid after the due date.\n\nYours sincerely,\nBilling",
        False,
        ["negation", "no_claim"],
    ),
    (
        "Our records have been updated with your new address {update}; all future correspondence, including your annual statement, will go to Flat 3, 22 Harbour Street.",
        False,
        ["paraphrase"],
    ),
    (
        "Our records have been updated with your new address; all future correspondence, including your annual statement, will go to Flat 3, 22 Harbour Street.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "The name on the account has been changed from the late Mr Arthur Bell to Mrs Jean Bell, and please accept our condolences.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your meter reading of 48213 is recorded and your bill is now based on actual usage. Thank you for sending it in.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Since I have already refunded the duplicate payment, your balance now shows £0.00 and nothing further is due.",
        True,
        ["paraphrase", "uncited"],
    ),
    ("Receipt: issued ✔\nThank-you letter: posted ✔ {send}", True, ["lists_markdown", "uncited"]),
    (
        "All 3 of your permit applications have been submitted {create} and you will receive a decision on each within 8 weeks.",
        True,
        ["quantity"],
    ),
]

#: Batch claims-en-s5-4 (/work/coord/claims/claims-en-s5-4.jsonl): pharmacy/clinic admin and education/LMS: warm, careful, hedged.
S4: list[tuple[str, bool, list[str]]] = [
    (
        "Hi Maria, I've sent the refill request for your lisinopril to Dr. Alvarez's office {send}. Refill requests usually take 1–2 business days, and we'll text you when it's ready for pickup.",
        False,
        ["paraphrase"],
    ),
    (
        "Hi Maria, I've sent the refill request for your lisinopril to Dr. Alvarez's office. Refill requests usually take 1–2 business days, and we'll text you when it's ready for pickup.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Hi Maria, I've sent the refill request for your lisinopril to Dr. Alvarez's office {order}. Refill requests usually take 1–2 business days, and we'll text you when it's ready for pickup.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Good news — your metformin refill has been processed {order} and should be ready at the Main St pharmacy after 3pm today.",
        False,
        ["paraphrase"],
    ),
    (
        "Good news — your metformin refill has been processed and should be ready at the Main St pharmacy after 3pm today.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I'm so sorry for the wait. Your prescription is still with the pharmacist for review because of the dose change — I haven't been able to process it yet, but I've flagged it as urgent {update} so it's looked at first thing tomorrow.",
        False,
        ["negation", "paraphrase"],
    ),
    (
        "I'm so sorry for the wait. Your prescription is still with the pharmacist for review because of the dose change — I haven't been able to process it yet, but I've flagged it as urgent so it's looked at first thing tomorrow.",
        True,
        ["negation", "uncited"],
    ),
    (
        "You're booked in with Dr. Nguyen on Wednesday 11 December at 9:40am {book}. Please arrive 10 minutes early to update your forms.",
        False,
        ["paraphrase"],
    ),
    (
        "You're booked in with Dr. Nguyen on Wednesday 11 December at 9:40am. Please arrive 10 minutes early to update your forms.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "You're booked in with Dr. Nguyen on Wednesday 11 December at 9:40am {send_email}. Please arrive 10 minutes early to update your forms.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "I can see you have an appointment with Dr. Nguyen on Wednesday at 9:40am. If you need to move it, just let me know which days work and I'll look for another slot.",
        False,
        ["no_claim", "plan_condition"],
    ),
    (
        "Your appointment on Thursday has been cancelled {delete}, and since it was more than 24 hours' notice there's no late-cancellation fee.",
        False,
        ["paraphrase"],
    ),
    (
        "Your appointment on Thursday has been cancelled, and since it was more than 24 hours' notice there's no late-cancellation fee.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I believe the lab results were sent to your patient portal yesterday, but I'd recommend checking with the nurse line to be sure — I can't see the results myself.",
        False,
        ["hedging", "negation", "no_claim"],
    ),
    (
        "Since I've already moved your physio session to 4:30pm {book}, your reminder text will show the new time.",
        False,
        ["paraphrase"],
    ),
    (
        "Since I've already moved your physio session to 4:30pm, your reminder text will show the new time.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your prior authorisation request was submitted to Aetna on 2 Dec {create}. Insurers usually respond within 5–7 days; I'll keep an eye on it and let you know as soon as we hear back.",
        False,
        ["paraphrase", "plan_condition"],
    ),
    (
        "Your prior authorisation request was submitted to Aetna on 2 Dec. Insurers usually respond within 5–7 days; I'll keep an eye on it and let you know as soon as we hear back.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your prior authorisation request was submitted to Aetna on 2 Dec {create!unconfirmed}. Insurers usually respond within 5–7 days; I'll keep an eye on it and let you know as soon as we hear back.",
        True,
        ["paraphrase", "unverified"],
    ),
    (
        "Hi James,\n\nHere's what I've done for you today:\n• Transferred your prescriptions from CVS on Oak Ave {update}\n• Set up auto-refill for your two maintenance meds {update}\n• Texted you a reminder for Friday's flu shot {send_sms}\n\nTake care,\nPriya (Pharmacy Team)",
        False,
        ["lists_markdown"],
    ),
    (
        "Hi James,\n\nHere's what I've done for you today:\n• Transferred your prescriptions from CVS on Oak Ave {update}\n• Set up auto-refill for your two maintenance meds\n• Texted you a reminder for Friday's flu shot {send_sms}\n\nTake care,\nPriya (Pharmacy Team)",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Hi James,\n\nHere's what I've done for you today:\n• Transferred your prescriptions from CVS on Oak Ave {update}\n• Set up auto-refill for your two maintenance meds {update}\n• Texted you a reminder for Friday's flu shot {send_email}\n\nTake care,\nPriya (Pharmacy Team)",
        True,
        ["lists_markdown", "kind"],
    ),
    (
        "Your copay for this visit was waived by the clinic manager as a courtesy, so there's nothing for you to pay today.",
        False,
        ["third_party"],
    ),
    (
        "I've waived the $25 missed-appointment fee {update} given the snowstorm — it won't appear on your next statement.",
        False,
        ["paraphrase"],
    ),
    (
        "I've waived the $25 missed-appointment fee given the snowstorm — it won't appear on your next statement.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Hi Jordan! You're now enrolled in BIO 201, section 03 {update}. The course will show up on your Canvas dashboard within a few hours.",
        False,
        ["paraphrase"],
    ),
    (
        "Hi Jordan! You're now enrolled in BIO 201, section 03. The course will show up on your Canvas dashboard within a few hours.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Hi Jordan! You're now enrolled in BIO 201, section 03 {book}. The course will show up on your Canvas dashboard within a few hours.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Hi Jordan! I'm afraid BIO 201 section 03 is full, so I couldn't enrol you. I've added you to the waitlist {update} — you're number 4, and waitlisted students are usually enrolled automatically if a seat opens in the first week.",
        False,
        ["negation", "paraphrase"],
    ),
    (
        "Hi Jordan! I'm afraid BIO 201 section 03 is full, so I couldn't enrol you. I've added you to the waitlist — you're number 4, and waitlisted students are usually enrolled automatically if a seat opens in the first week.",
        True,
        ["negation", "uncited"],
    ),
    (
        "Grades for the Unit 3 essay are now posted in the gradebook {update}, and each student can see their rubric feedback.",
        False,
        ["paraphrase"],
    ),
    (
        "Grades for the Unit 3 essay are now posted in the gradebook, and each student can see their rubric feedback.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Grades are usually posted within two weeks of the submission deadline. Your instructor will announce it in the course feed when they're up.",
        False,
        ["no_claim"],
    ),
    (
        "Your extension request has been approved — the new deadline for Assignment 4 is Friday 13 Dec at 11:59pm {update}. Take care of yourself!",
        False,
        ["paraphrase"],
    ),
    (
        "Your extension request has been approved — the new deadline for Assignment 4 is Friday 13 Dec at 11:59pm. Take care of yourself!",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your official transcript was sent to the University of Toronto admissions office {send} today via the secure e-transcript service.",
        False,
        ["paraphrase"],
    ),
    (
        "Your official transcript was sent to the University of Toronto admissions office today via the secure e-transcript service.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your official transcript was sent to the University of Toronto admissions office {send!failed} today via the secure e-transcript service.",
        True,
        ["paraphrase", "unverified"],
    ),
    (
        "Your official transcript was sent to the University of Toronto admissions office {export} today via the secure e-transcript service.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Thank you for your patience, Ms. Ferreira. Ayo's absence on Monday and Tuesday has been recorded as excused {update}, and his teachers have been notified {send}.",
        False,
        ["paraphrase"],
    ),
    (
        "Thank you for your patience, Ms. Ferreira. Ayo's absence on Monday and Tuesday has been recorded as excused {update}, and his teachers have been notified.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "The registrar's office confirmed that your tuition refund of $640 was issued on 29 November. It usually takes 5–10 business days to reach your bank.",
        False,
        ["third_party"],
    ),
    (
        "The $640 tuition refund for the dropped course is on its way back to your card {refund} — it usually takes 5–10 business days.",
        False,
        ["paraphrase"],
    ),
    (
        "The $640 tuition refund for the dropped course is on its way back to your card — it usually takes 5–10 business days.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "The $640 tuition refund for the dropped course is on its way back to your card {pay} — it usually takes 5–10 business days.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "I think the quiz may have closed before your submission went through — the log shows the attempt at 11:59:48. I can't reopen it myself, but I've asked Prof. Kim to review it {email}.",
        False,
        ["hedging", "negation"],
    ),
    (
        "I think the quiz may have closed before your submission went through — the log shows the attempt at 11:59:48. I can't reopen it myself, but I've asked Prof. Kim to review it.",
        False,
        ["hedging", "relabelled"],
    ),
    (
        "Both of your parent-teacher conferences are booked {book*2} — Ms. Lee at 4:00pm and Mr. Osei at 4:20pm on Thursday.",
        False,
        ["paraphrase"],
    ),
    (
        "Both of your parent-teacher conferences are booked — Ms. Lee at 4:00pm and Mr. Osei at 4:20pm on Thursday.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Both of your parent-teacher conferences are booked {book} — Ms. Lee at 4:00pm and Mr. Osei at 4:20pm on Thursday.",
        True,
        ["quantity"],
    ),
    (
        "Would you like me to book the follow-up for the same time next week, or would a morning slot be easier?",
        False,
        ["question", "no_claim"],
    ),
    (
        "All set — your vaccination record has been uploaded to the student health portal {export}, so the registration hold should clear within 24 hours.",
        False,
        ["paraphrase"],
    ),
    (
        "All set — your vaccination record has been uploaded to the student health portal, so the registration hold should clear within 24 hours.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "It sounds like the hold on your registration is from the bursar's office, not us. They'd need to lift it once the balance is paid; I've passed your details to them {send} so they know to expect your call.",
        False,
        ["third_party", "hedging"],
    ),
    (
        "It sounds like the hold on your registration is from the bursar's office, not us. They'd need to lift it once the balance is paid; I've passed your details to them so they know to expect your call.",
        True,
        ["third_party", "uncited"],
    ),
    (
        "Your son's lunch account has been topped up with $30, and the receipt is in your email.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your son's lunch account has been topped up with $30 {update}, and the receipt is in your email {email}.",
        False,
        ["paraphrase"],
    ),
    (
        "Your new patient registration is complete {create} — welcome to Lakeside Family Practice! Your first appointment is on 16 December at 2:15pm.",
        False,
        ["paraphrase"],
    ),
    (
        "Your new patient registration is complete — welcome to Lakeside Family Practice! Your first appointment is on 16 December at 2:15pm.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "To renew your prescription, the doctor will need to see you first, as it's been over a year since your last review. Would you like me to book that for you?",
        False,
        ["question", "no_claim", "plan_condition"],
    ),
    (
        "I've re-sent the course invitation to your school email; the old link had expired.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Just to let you know, I've re-sent the course invitation to your school email {email} — the old link had expired.",
        False,
        ["paraphrase"],
    ),
    (
        "Your hearing-aid battery order has been placed {order} and will be posted to you within 3 working days.",
        False,
        ["paraphrase"],
    ),
    (
        "Your hearing-aid battery order has been placed and will be posted to you within 3 working days.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your hearing-aid battery order has been placed {ship} and will be posted to you within 3 working days.",
        True,
        ["paraphrase", "kind"],
    ),
    ("Your refill is ready for pickup and we've texted you the details. Take care!", True, ["paraphrase", "uncited"]),
    ("Refill: sent to Dr. Patel ✔\nFollow-up appointment: booked ✔ {book}", True, ["lists_markdown", "uncited"]),
    (
        "Since we've already refunded the lab fee, the balance on your account is now $0.00.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your appointment reminder has been sent by text {send_email}, so you should have it on your phone now.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "I've gone ahead and cancelled the duplicate booking for Friday, so you only have the Tuesday appointment now.",
        True,
        ["paraphrase", "uncited"],
    ),
]

#: Batch claims-en-s5-5 (/work/coord/claims/claims-en-s5-5.jsonl): gaming/community moderation and automotive service: terse chat and summaries.
S5: list[tuple[str, bool, list[str]]] = [
    (
        "hey! ur account is unbanned now {update} — the ban was a false positive from the anti-cheat. sorry about that, gg",
        False,
        ["paraphrase"],
    ),
    (
        "hey! ur account is unbanned now — the ban was a false positive from the anti-cheat. sorry about that, gg",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Refunded the 1,200 gems from the duplicate purchase {refund}. They should be back in your wallet next time you log in.",
        False,
        ["paraphrase"],
    ),
    (
        "Refunded the 1,200 gems from the duplicate purchase. They should be back in your wallet next time you log in.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Refunded the 1,200 gems from the duplicate purchase {pay}. They should be back in your wallet next time you log in.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Restored your Dragonfire skin and the 3 emotes that disappeared after the patch {update} 👍",
        False,
        ["paraphrase"],
    ),
    (
        "Restored your Dragonfire skin and the 3 emotes that disappeared after the patch 👍",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Mod log — #general, 4 Dec:\n- Muted @xXsniperXx for 24h (spam) {update}\n- Deleted 6 scam links {delete}\n- Banned @freeRobux4u (phishing) {update}",
        True,
        ["lists_markdown", "quantity", "relabelled"],
    ),
    (
        "Mod log — #general, 4 Dec:\n- Muted @xXsniperXx for 24h (spam) {update}\n- Deleted 6 scam links {delete}\n- Banned @freeRobux4u (phishing)",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Mod log — #general, 4 Dec:\n- Muted @xXsniperXx for 24h (spam) {update}\n- Deleted 6 scam links {send_push}\n- Banned @freeRobux4u (phishing) {update}",
        True,
        ["lists_markdown", "kind"],
    ),
    (
        "@freeRobux4u was banned by another moderator (Kestrel) an hour ago, so there's nothing more for me to do on that one.",
        False,
        ["third_party", "negation"],
    ),
    (
        "I can't reverse a ban issued by the automated system myself — I've opened an appeal for you though {create}, and a human mod will review it within 48h.",
        False,
        ["negation", "paraphrase"],
    ),
    (
        "I can't reverse a ban issued by the automated system myself — I've opened an appeal for you though, and a human mod will review it within 48h.",
        True,
        ["negation", "uncited"],
    ),
    (
        'Your report on player "ToxicTim" was reviewed and he\'s been suspended for 7 days {update}. Thanks for helping keep the lobby friendly!',
        False,
        ["paraphrase"],
    ),
    (
        'Your report on player "ToxicTim" was reviewed and he\'s been suspended for 7 days. Thanks for helping keep the lobby friendly!',
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "thanks for the report! our safety team looks at every report, usually within a day. you won't get a notification about the outcome for privacy reasons",
        False,
        ["no_claim"],
    ),
    ("All 4 missing battle-pass rewards have been granted to your account {update*4}.", False, ["paraphrase"]),
    ("All 4 missing battle-pass rewards have been granted to your account.", True, ["paraphrase", "uncited"]),
    (
        "Refund for the Starter Pack ($9.99) went through {refund} — since it's been refunded, the pack items have been removed from your inventory.",
        True,
        ["paraphrase", "uncited", "relabelled"],
    ),
    (
        "Refund for the Starter Pack ($9.99) went through — since it's been refunded, the pack items have been removed from your inventory.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Since your purchase was made more than 14 days ago, it's not eligible for a refund under our policy. I'm sorry I can't do more here.",
        False,
        ["negation", "no_claim"],
    ),
    (
        'Done — the name change to "NightOwl" went through {update}. Your old name is reserved for 30 days in case you change your mind.',
        False,
        ["paraphrase"],
    ),
    (
        'Done — the name change to "NightOwl" went through. Your old name is reserved for 30 days in case you change your mind.',
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Should be fixed now! I cleared the stuck matchmaking flag on your account {update}, so queue again and it should pop.",
        False,
        ["hedging", "paraphrase"],
    ),
    (
        "Should be fixed now! I cleared the stuck matchmaking flag on your account, so queue again and it should pop.",
        True,
        ["hedging", "uncited"],
    ),
    (
        "Hi Dave, the front brake pads and rotors are ordered {order} and should be in by Thursday. I'll text you as soon as they arrive so we can book you in.",
        False,
        ["paraphrase"],
    ),
    (
        "Hi Dave, the front brake pads and rotors are ordered and should be in by Thursday. I'll text you as soon as they arrive so we can book you in.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Hi Dave, the front brake pads and rotors are ordered {book} and should be in by Thursday. I'll text you as soon as they arrive so we can book you in.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "You're booked in for Tues 10 Dec at 8:00am for the 60k service {book}. A courtesy car is reserved for you too {book}.",
        False,
        ["paraphrase"],
    ),
    (
        "You're booked in for Tues 10 Dec at 8:00am for the 60k service. A courtesy car is reserved for you too {book}.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "You're booked in for Tues 10 Dec at 8:00am for the 60k service {book}. A courtesy car is reserved for you too.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your car is ready for pickup 🚗 — total was $412.80 for the oil service and wiper blades. We're open till 6.",
        False,
        ["no_claim"],
    ),
    (
        "Your car is ready for pickup and I've texted you the invoice {send_sms}. Total was $412.80.",
        False,
        ["paraphrase"],
    ),
    (
        "Your car is ready for pickup and I've texted you the invoice. Total was $412.80.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your car is ready for pickup and I've texted you the invoice {send_email}. Total was $412.80.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "The tech found a leak at the water pump during the inspection. I haven't authorised any work yet — the quote is $680 parts and labour. Want us to go ahead?",
        False,
        ["question", "negation", "no_claim"],
    ),
    (
        "Warranty claim for the faulty alternator has been submitted to Ford {create} (claim #WC-22871). If they approve it, there'll be no charge to you.",
        False,
        ["paraphrase"],
    ),
    (
        "Warranty claim for the faulty alternator has been submitted to Ford (claim #WC-22871). If they approve it, there'll be no charge to you.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Summary for job #4471 (2019 Civic):\n✅ Oil & filter changed\n✅ Tyres rotated\n✅ Cabin filter replaced\n⏳ Rear wiper motor — part on order\n\nInvoice emailed to you {email}.",
        False,
        ["lists_markdown"],
    ),
    (
        "Summary for job #4471 (2019 Civic):\n✅ Oil & filter changed\n✅ Tyres rotated\n✅ Cabin filter replaced\n⏳ Rear wiper motor — part on order\n\nInvoice emailed to you.",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Recall notice: your VIN is affected by the airbag recall 24V-118. The repair is free; would you like me to book it in?",
        False,
        ["question", "no_claim"],
    ),
    (
        "Booked your recall repair for Fri 13 Dec, 9am {book} — takes about 2 hours, and you can wait in the lounge.",
        False,
        ["paraphrase"],
    ),
    (
        "Booked your recall repair for Fri 13 Dec, 9am — takes about 2 hours, and you can wait in the lounge.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Booked your recall repair for Fri 13 Dec, 9am {book!failed} — takes about 2 hours, and you can wait in the lounge.",
        True,
        ["paraphrase", "unverified"],
    ),
    ("Rescheduled your MOT to Monday 16th at 11:30 as requested.", True, ["paraphrase", "uncited"]),
    (
        "Rescheduled your MOT to Monday 16th at 11:30 {book} as requested, and the confirmation text has gone out {send_sms}.",
        False,
        ["paraphrase"],
    ),
    (
        "Rescheduled your MOT to Monday 16th at 11:30 {book} as requested, and the confirmation text has gone out.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "parts update: the dealer says the mirror glass is backordered until the 20th. nothing i can do to speed it up unfortunately, but you're first in line when it lands",
        False,
        ["third_party", "negation"],
    ),
    (
        "The $85 diagnostic fee has been credited back to your card {refund} since we ended up doing the repair.",
        False,
        ["paraphrase"],
    ),
    (
        "The $85 diagnostic fee has been credited back to your card since we ended up doing the repair.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "The $85 diagnostic fee has been credited back to your card {update} since we ended up doing the repair.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Tow truck is on its way to 14 Birch Rd, ETA 35 minutes. Stay with the vehicle if it's safe to do so.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Tow truck is dispatched to 14 Birch Rd {book}, ETA 35 minutes. Stay with the vehicle if it's safe to do so.",
        False,
        ["paraphrase"],
    ),
    (
        "I've put a note on your file {update} so the next advisor knows you'd prefer a call, not texts.",
        False,
        ["paraphrase"],
    ),
    (
        "I've put a note on your file so the next advisor knows you'd prefer a call, not texts.",
        True,
        ["paraphrase", "uncited"],
    ),
    ("Unbanned ✅\nGems refunded ✅ {refund}\nSorry for the hassle!", True, ["lists_markdown", "uncited"]),
    (
        "Since I already restored your items, you'll see them in your locker after a relog.",
        True,
        ["paraphrase", "uncited"],
    ),
    ("Parts: ordered ✔ (ETA Thu)\nAppointment: booked ✔ {book}", True, ["lists_markdown", "uncited"]),
    (
        "Your refund for the battle pass is processed and the 950 coins are removed from your balance.",
        True,
        ["paraphrase", "uncited"],
    ),
    ("Both loaner cars are reserved for Friday morning {book}, one for you and one for your wife.", True, ["quantity"]),
]

#: Batch claims-en-s5-6 (/work/coord/claims/claims-en-s5-6.jsonl): long final reports of an LLM agent mixing every domain.
S6: list[tuple[str, bool, list[str]]] = [
    (
        "## Summary\nOrder #SH-88120 arrived with a cracked screen on the tablet and a missing charger. I've sorted out both problems and set up the return for the damaged unit.\n\n## What I did\n1. **Replacement tablet** — placed a replacement order for the same model (64 GB, graphite) {order}. It ships from the Memphis warehouse and should arrive by Thursday 12 Dec.\n2. **Missing charger** — the charger was out of stock as a single item, so I refunded its $29.00 to your Visa ending 4412 {refund} instead of sending a new one. It can take 3–5 business days to show on your statement.\n3. **Return label** — emailed you a prepaid UPS label for the damaged tablet {email}. Please drop it off within 30 days; you don't need the original box.\n4. **Case notes** — added a note to your account about the damage {update} so that nobody charges you a restocking fee when the return arrives.\n\n## What's pending\n- The replacement hasn't shipped yet; the warehouse usually hands it to UPS the same evening, and you'll get tracking by email when it does.\n- Once the damaged tablet is scanned at the return centre, the case closes on its own — there's nothing else you need to do.\n\n## Notes\nYou mentioned in your first message that \"the courier left the box in the rain\". I've passed that on to our carrier team, but I can't promise they'll follow up with you directly.\n\nIf anything about the replacement looks wrong when it arrives, reply to this thread and I'll pick it up.",
        True,
        ["long", "lists_markdown", "uncited", "relabelled"],
    ),
    (
        "## Summary\nOrder #SH-88120 arrived with a cracked screen on the tablet and a missing charger. I've sorted out both problems and set up the return for the damaged unit.\n\n## What I did\n1. **Replacement tablet** — placed a replacement order for the same model (64 GB, graphite) {order}. It ships from the Memphis warehouse and should arrive by Thursday 12 Dec.\n2. **Missing charger** — the charger was out of stock as a single item, so I refunded its $29.00 to your Visa ending 4412 {pay} instead of sending a new one. It can take 3–5 business days to show on your statement.\n3. **Return label** — emailed you a prepaid UPS label for the damaged tablet {email}. Please drop it off within 30 days; you don't need the original box.\n4. **Case notes** — added a note to your account about the damage {update} so that nobody charges you a restocking fee when the return arrives.\n\n## What's pending\n- The replacement hasn't shipped yet; the warehouse usually hands it to UPS the same evening, and you'll get tracking by email when it does.\n- Once the damaged tablet is scanned at the return centre, the case closes on its own — there's nothing else you need to do.\n\n## Notes\nYou mentioned in your first message that \"the courier left the box in the rain\". I've passed that on to our carrier team, but I can't promise they'll follow up with you directly.\n\nIf anything about the replacement looks wrong when it arrives, reply to this thread and I'll pick it up.",
        True,
        ["long", "lists_markdown", "kind"],
    ),
    (
        "## Summary\nOrder #SH-88120 arrived with a cracked screen on the tablet and a missing charger. I've sorted out both problems and set up the return for the damaged unit.\n\n## What I did\n1. **Replacement tablet** — placed a replacement order for the same model (64 GB, graphite) {order}. It ships from the Memphis warehouse and should arrive by Thursday 12 Dec.\n2. **Missing charger** — the charger was out of stock as a single item, so I refunded its $29.00 to your Visa ending 4412 {refund} instead of sending a new one. It can take 3–5 business days to show on your statement.\n3. **Return label** — emailed you a prepaid UPS label for the damaged tablet {email}. Please drop it off within 30 days; you don't need the original box.\n4. **Case notes** — added a note to your account about the damage so that nobody charges you a restocking fee when the return arrives.\n\n## What's pending\n- The replacement hasn't shipped yet; the warehouse usually hands it to UPS the same evening, and you'll get tracking by email when it does.\n- Once the damaged tablet is scanned at the return centre, the case closes on its own — there's nothing else you need to do.\n\n## Notes\nYou mentioned in your first message that \"the courier left the box in the rain\". I've passed that on to our carrier team, but I can't promise they'll follow up with you directly.\n\nIf anything about the replacement looks wrong when it arrives, reply to this thread and I'll pick it up.",
        True,
        ["long", "lists_markdown", "uncited"],
    ),
    (
        "# Freight exceptions — week 49 report\n\nHi Lena, here's the wrap-up of the exceptions you asked me to handle this week.\n\n### 1. Booking SHA2412-0093 (2×40' HC, Shanghai → Long Beach)\nThe vessel was rolled by the carrier to the MSC Aurora, ETD 18 Dec. I rebooked our trucking from the port to the Ontario DC for 6 January {book} to match the new ETA, and the consignee has been informed by email {email}.\n\n### 2. Customs — FRT-55102\nThe certificate of origin was still missing on Monday. Your supplier sent it on Tuesday; I uploaded it to the broker portal the same day {export}. The broker filed the entry on Wednesday and CBP released it on Thursday at 10:12 (their notice is attached).\n\n### 3. Damaged pallet — PRO 4471-22\n- Damage claim filed with Estes for $1,840.00 {create}\n- Photos and the signed delivery receipt are attached to the claim\n- Estes has 30 days to acknowledge; I've set a reminder to chase them on 3 January\n\n### 4. Rates\nNo changes this week. The GRI of 8% on the Memphis lane takes effect on 1 January; I haven't re-quoted anything yet because the current bookings are all before that date.\n\n### Still open\n| Item | Owner | Next step |\n|---|---|---|\n| ISF for SHA2412-0094 | Supplier | Send seller and manufacturer details |\n| POD for order 7781 | Carrier | Chased twice, no answer yet |\n| Reefer setpoint confirmation | Carrier | Awaiting driver's sign-off |\n\nLet me know if you want me to escalate the POD with the carrier's account manager.",
        True,
        ["long", "lists_markdown", "uncited", "relabelled"],
    ),
    (
        "# Freight exceptions — week 49 report\n\nHi Lena, here's the wrap-up of the exceptions you asked me to handle this week.\n\n### 1. Booking SHA2412-0093 (2×40' HC, Shanghai → Long Beach)\nThe vessel was rolled by the carrier to the MSC Aurora, ETD 18 Dec. I rebooked our trucking from the port to the Ontario DC for 6 January {send_email} to match the new ETA, and the consignee has been informed by email {email}.\n\n### 2. Customs — FRT-55102\nThe certificate of origin was still missing on Monday. Your supplier sent it on Tuesday; I uploaded it to the broker portal the same day {export}. The broker filed the entry on Wednesday and CBP released it on Thursday at 10:12 (their notice is attached).\n\n### 3. Damaged pallet — PRO 4471-22\n- Damage claim filed with Estes for $1,840.00 {create}\n- Photos and the signed delivery receipt are attached to the claim\n- Estes has 30 days to acknowledge; I've set a reminder to chase them on 3 January\n\n### 4. Rates\nNo changes this week. The GRI of 8% on the Memphis lane takes effect on 1 January; I haven't re-quoted anything yet because the current bookings are all before that date.\n\n### Still open\n| Item | Owner | Next step |\n|---|---|---|\n| ISF for SHA2412-0094 | Supplier | Send seller and manufacturer details |\n| POD for order 7781 | Carrier | Chased twice, no answer yet |\n| Reefer setpoint confirmation | Carrier | Awaiting driver's sign-off |\n\nLet me know if you want me to escalate the POD with the carrier's account manager.",
        True,
        ["long", "lists_markdown", "kind"],
    ),
    (
        "# Freight exceptions — week 49 report\n\nHi Lena, here's the wrap-up of the exceptions you asked me to handle this week.\n\n### 1. Booking SHA2412-0093 (2×40' HC, Shanghai → Long Beach)\nThe vessel was rolled by the carrier to the MSC Aurora, ETD 18 Dec. I rebooked our trucking from the port to the Ontario DC for 6 January {book} to match the new ETA, and the consignee has been informed by email {email}.\n\n### 2. Customs — FRT-55102\nThe certificate of origin was still missing on Monday. Your supplier sent it on Tuesday; I uploaded it to the broker portal the same day. The broker filed the entry on Wednesday and CBP released it on Thursday at 10:12 (their notice is attached).\n\n### 3. Damaged pallet — PRO 4471-22\n- Damage claim filed with Estes for $1,840.00 {create}\n- Photos and the signed delivery receipt are attached to the claim\n- Estes has 30 days to acknowledge; I've set a reminder to chase them on 3 January\n\n### 4. Rates\nNo changes this week. The GRI of 8% on the Memphis lane takes effect on 1 January; I haven't re-quoted anything yet because the current bookings are all before that date.\n\n### Still open\n| Item | Owner | Next step |\n|---|---|---|\n| ISF for SHA2412-0094 | Supplier | Send seller and manufacturer details |\n| POD for order 7781 | Carrier | Chased twice, no answer yet |\n| Reefer setpoint confirmation | Carrier | Awaiting driver's sign-off |\n\nLet me know if you want me to escalate the POD with the carrier's account manager.",
        True,
        ["long", "lists_markdown", "uncited"],
    ),
    (
        "Dear Mrs Adeyemi,\n\nThank you for your letter of 26 November about your water account (ref. WTR-20931), and I'm sorry it has taken longer than it should to put things right.\n\nYou wrote:\n> \"I've been billed on estimates since August even though the meter was read in September, and I was charged a late fee for a bill I never received.\"\n\n**What I have done**\n\n- Recorded the September reading of 1,204 m³ and the reading you sent on 1 December (1,251 m³) against your account {update}.\n- Withdrawn the estimated bills for August to November and re-issued a single corrected bill using the actual readings {create}. The corrected amount is £146.32, which is £88.10 less than the estimates.\n- Removed the £12.00 late-payment fee {update}, as the original bill was sent to an old address.\n- Updated your correspondence address to 7 Fernbank Close {update}, so future bills will reach you.\n\n**What happens next**\n\nYour next bill is due in February and will be based on an actual reading if our meter reader can access the meter; if not, you can submit a reading online. If you would like to spread the £146.32 over three months, please let me know and I can arrange that.\n\nI hope this resolves matters. If you remain unhappy, you can refer your complaint to the Consumer Council for Water; their details are on the back of the enclosed bill.\n\nYours sincerely,\n\nDaniel Hope\nCustomer Resolutions",
        True,
        ["long", "quote_code", "lists_markdown", "uncited", "relabelled"],
    ),
    (
        "Dear Mrs Adeyemi,\n\nThank you for your letter of 26 November about your water account (ref. WTR-20931), and I'm sorry it has taken longer than it should to put things right.\n\nYou wrote:\n> \"I've been billed on estimates since August even though the meter was read in September, and I was charged a late fee for a bill I never received.\"\n\n**What I have done**\n\n- Recorded the September reading of 1,204 m³ and the reading you sent on 1 December (1,251 m³) against your account {update}.\n- Withdrawn the estimated bills for August to November and re-issued a single corrected bill using the actual readings. The corrected amount is £146.32, which is £88.10 less than the estimates.\n- Removed the £12.00 late-payment fee {update}, as the original bill was sent to an old address.\n- Updated your correspondence address to 7 Fernbank Close {update}, so future bills will reach you.\n\n**What happens next**\n\nYour next bill is due in February and will be based on an actual reading if our meter reader can access the meter; if not, you can submit a reading online. If you would like to spread the £146.32 over three months, please let me know and I can arrange that.\n\nI hope this resolves matters. If you remain unhappy, you can refer your complaint to the Consumer Council for Water; their details are on the back of the enclosed bill.\n\nYours sincerely,\n\nDaniel Hope\nCustomer Resolutions",
        True,
        ["long", "quote_code", "lists_markdown", "uncited"],
    ),
    (
        "Dear Mrs Adeyemi,\n\nThank you for your letter of 26 November about your water account (ref. WTR-20931), and I'm sorry it has taken longer than it should to put things right.\n\nYou wrote:\n> \"I've been billed on estimates since August even though the meter was read in September, and I was charged a late fee for a bill I never received.\"\n\n**What I have done**\n\n- Recorded the September reading of 1,204 m³ and the reading you sent on 1 December (1,251 m³) against your account {update}.\n- Withdrawn the estimated bills for August to November and re-issued a single corrected bill using the actual readings {create}. The corrected amount is £146.32, which is £88.10 less than the estimates.\n- Removed the £12.00 late-payment fee {update}, as the original bill was sent to an old address.\n- Updated your correspondence address to 7 Fernbank Close {update!unconfirmed}, so future bills will reach you.\n\n**What happens next**\n\nYour next bill is due in February and will be based on an actual reading if our meter reader can access the meter; if not, you can submit a reading online. If you would like to spread the £146.32 over three months, please let me know and I can arrange that.\n\nI hope this resolves matters. If you remain unhappy, you can refer your complaint to the Consumer Council for Water; their details are on the back of the enclosed bill.\n\nYours sincerely,\n\nDaniel Hope\nCustomer Resolutions",
        True,
        ["long", "quote_code", "lists_markdown", "unverified"],
    ),
    (
        "**Pharmacy follow-up for Mr. Thomas Reid — 4 Dec**\n\nHi Mr. Reid, I hope you're feeling a bit better. Here's where everything stands after our chat this morning.\n\n**Done today**\n1. Your atorvastatin refill was sent to Dr. Okonkwo for authorisation {send}, since the last prescription ran out of repeats.\n2. I moved your blood-pressure review from 10 Dec to Tuesday 17 Dec at 10:20am {book}, as you asked, so it doesn't clash with your hospital appointment.\n3. Your flu vaccine is booked for Friday at 2:00pm at the Main Street branch {book}.\n4. I texted you a summary of these times {send_sms} so you have them on your phone.\n\n**Waiting on others**\n- Dr. Okonkwo's office usually approves refill requests within two working days. I'll check on Monday and let you know if it's still pending.\n- The hospital said they would send your discharge letter to the surgery; I can't see it on your record yet, so I'd suggest asking them to resend it if it hasn't arrived by next week.\n\n**A couple of reminders**\n- Please bring your current inhaler to the review so the pharmacist can check your technique.\n- If you feel unwell on Friday, just call us and we'll rebook the vaccine — there's no charge for changing it.\n\nTake care, and don't hesitate to get in touch if anything comes up.\n\nAsha, Pharmacy Team",
        False,
        ["long", "lists_markdown"],
    ),
    (
        "**Pharmacy follow-up for Mr. Thomas Reid — 4 Dec**\n\nHi Mr. Reid, I hope you're feeling a bit better. Here's where everything stands after our chat this morning.\n\n**Done today**\n1. Your atorvastatin refill was sent to Dr. Okonkwo for authorisation {send}, since the last prescription ran out of repeats.\n2. I moved your blood-pressure review from 10 Dec to Tuesday 17 Dec at 10:20am {email}, as you asked, so it doesn't clash with your hospital appointment.\n3. Your flu vaccine is booked for Friday at 2:00pm at the Main Street branch {book}.\n4. I texted you a summary of these times {send_sms} so you have them on your phone.\n\n**Waiting on others**\n- Dr. Okonkwo's office usually approves refill requests within two working days. I'll check on Monday and let you know if it's still pending.\n- The hospital said they would send your discharge letter to the surgery; I can't see it on your record yet, so I'd suggest asking them to resend it if it hasn't arrived by next week.\n\n**A couple of reminders**\n- Please bring your current inhaler to the review so the pharmacist can check your technique.\n- If you feel unwell on Friday, just call us and we'll rebook the vaccine — there's no charge for changing it.\n\nTake care, and don't hesitate to get in touch if anything comes up.\n\nAsha, Pharmacy Team",
        True,
        ["long", "lists_markdown", "kind"],
    ),
    (
        "**Pharmacy follow-up for Mr. Thomas Reid — 4 Dec**\n\nHi Mr. Reid, I hope you're feeling a bit better. Here's where everything stands after our chat this morning.\n\n**Done today**\n1. Your atorvastatin refill was sent to Dr. Okonkwo for authorisation {send}, since the last prescription ran out of repeats.\n2. I moved your blood-pressure review from 10 Dec to Tuesday 17 Dec at 10:20am {book}, as you asked, so it doesn't clash with your hospital appointment.\n3. Your flu vaccine is booked for Friday at 2:00pm at the Main Street branch {book}.\n4. I texted you a summary of these times so you have them on your phone.\n\n**Waiting on others**\n- Dr. Okonkwo's office usually approves refill requests within two working days. I'll check on Monday and let you know if it's still pending.\n- The hospital said they would send your discharge letter to the surgery; I can't see it on your record yet, so I'd suggest asking them to resend it if it hasn't arrived by next week.\n\n**A couple of reminders**\n- Please bring your current inhaler to the review so the pharmacist can check your technique.\n- If you feel unwell on Friday, just call us and we'll rebook the vaccine — there's no charge for changing it.\n\nTake care, and don't hesitate to get in touch if anything comes up.\n\nAsha, Pharmacy Team",
        True,
        ["long", "lists_markdown", "uncited"],
    ),
    (
        "## Moderation & support report — Ironpeak EU servers, 2–4 Dec\n\n### Context\nPlayers reported a wave of phishing DMs offering \"free 10,000 gems\" after the winter event launched. Support tickets also spiked about missing event rewards.\n\n### Actions taken\n**Phishing**\n- Banned the 3 accounts sending the phishing links {update*3} (IDs 88120, 88131, 88177).\n- Deleted the messages they posted in #trade and #general {delete}.\n- Posted a warning in #announcements {send_push} reminding players we never ask for passwords.\n\n**Missing rewards**\n- Confirmed with the live-ops team that the reward job skipped players who logged in during the patch window; they fixed the job on 3 Dec.\n- For the 41 players who wrote in, I granted the Frostbite banner and 500 gems manually {update}.\n- Refunded the two players who bought the event pass twice {refund*2}.\n\n### Not done / pending\n- I did not unban @NightOwl — the appeal evidence doesn't match the logs, and I've asked a senior moderator to take a second look.\n- The live-ops team will re-run the reward job for everyone else on Friday; nothing is needed from support for that.\n\n### Numbers\n| Metric | 2 Dec | 3 Dec | 4 Dec |\n|---|---|---|---|\n| Phishing reports | 57 | 22 | 4 |\n| Reward tickets | 18 | 19 | 4 |\n| Avg. first reply | 2h10 | 1h05 | 0h40 |",
        False,
        ["long", "lists_markdown"],
    ),
    (
        "## Moderation & support report — Ironpeak EU servers, 2–4 Dec\n\n### Context\nPlayers reported a wave of phishing DMs offering \"free 10,000 gems\" after the winter event launched. Support tickets also spiked about missing event rewards.\n\n### Actions taken\n**Phishing**\n- Banned the 3 accounts sending the phishing links {update} (IDs 88120, 88131, 88177).\n- Deleted the messages they posted in #trade and #general {delete}.\n- Posted a warning in #announcements {send_push} reminding players we never ask for passwords.\n\n**Missing rewards**\n- Confirmed with the live-ops team that the reward job skipped players who logged in during the patch window; they fixed the job on 3 Dec.\n- For the 41 players who wrote in, I granted the Frostbite banner and 500 gems manually {update}.\n- Refunded the two players who bought the event pass twice {refund*2}.\n\n### Not done / pending\n- I did not unban @NightOwl — the appeal evidence doesn't match the logs, and I've asked a senior moderator to take a second look.\n- The live-ops team will re-run the reward job for everyone else on Friday; nothing is needed from support for that.\n\n### Numbers\n| Metric | 2 Dec | 3 Dec | 4 Dec |\n|---|---|---|---|\n| Phishing reports | 57 | 22 | 4 |\n| Reward tickets | 18 | 19 | 4 |\n| Avg. first reply | 2h10 | 1h05 | 0h40 |",
        True,
        ["long", "lists_markdown", "quantity"],
    ),
    (
        "## Moderation & support report — Ironpeak EU servers, 2–4 Dec\n\n### Context\nPlayers reported a wave of phishing DMs offering \"free 10,000 gems\" after the winter event launched. Support tickets also spiked about missing event rewards.\n\n### Actions taken\n**Phishing**\n- Banned the 3 accounts sending the phishing links {update*3} (IDs 88120, 88131, 88177).\n- Deleted the messages they posted in #trade and #general {delete}.\n- Posted a warning in #announcements reminding players we never ask for passwords.\n\n**Missing rewards**\n- Confirmed with the live-ops team that the reward job skipped players who logged in during the patch window; they fixed the job on 3 Dec.\n- For the 41 players who wrote in, I granted the Frostbite banner and 500 gems manually {update}.\n- Refunded the two players who bought the event pass twice {refund*2}.\n\n### Not done / pending\n- I did not unban @NightOwl — the appeal evidence doesn't match the logs, and I've asked a senior moderator to take a second look.\n- The live-ops team will re-run the reward job for everyone else on Friday; nothing is needed from support for that.\n\n### Numbers\n| Metric | 2 Dec | 3 Dec | 4 Dec |\n|---|---|---|---|\n| Phishing reports | 57 | 22 | 4 |\n| Reward tickets | 18 | 19 | 4 |\n| Avg. first reply | 2h10 | 1h05 | 0h40 |",
        True,
        ["long", "lists_markdown", "uncited"],
    ),
    (
        "Hi Sam,\n\nThanks for bringing the Corolla in yesterday. Here's a full rundown so you know exactly where things are.\n\n**Inspection findings** (from the technician's report)\n- Front brake pads at 2 mm — below the safe limit.\n- Slight oil weep from the rocker cover gasket; not urgent.\n- Rear tyres fine, fronts at 3 mm.\n\n**What I've done**\n1. You approved the brakes by phone, so I ordered front pads and discs from the dealer {order}. They're due in on Monday morning.\n2. I booked the car back in for Monday at 1:00pm {book} to fit them; the job takes about 90 minutes.\n3. Because you said you need a car on Monday, a courtesy car is reserved for you from 12:45 {book}.\n4. The invoice for yesterday's inspection (£45.00) has been emailed to you {email}, and I've applied the £45.00 as a credit against Monday's brake job {refund}, as we discussed.\n\n**What I haven't done**\n- I haven't ordered the rocker cover gasket. It's not urgent and you said you'd rather wait until the next service — we'll keep an eye on it.\n- No tyres ordered; the fronts have a few months left in them.\n\n**Monday**\nPlease bring the locking wheel-nut key. If the parts are delayed, I'll call you before 10am so you don't have a wasted trip.\n\nCheers,\nKerry — Service Desk",
        False,
        ["long", "lists_markdown"],
    ),
    (
        "Hi Sam,\n\nThanks for bringing the Corolla in yesterday. Here's a full rundown so you know exactly where things are.\n\n**Inspection findings** (from the technician's report)\n- Front brake pads at 2 mm — below the safe limit.\n- Slight oil weep from the rocker cover gasket; not urgent.\n- Rear tyres fine, fronts at 3 mm.\n\n**What I've done**\n1. You approved the brakes by phone, so I ordered front pads and discs from the dealer {book}. They're due in on Monday morning.\n2. I booked the car back in for Monday at 1:00pm {book} to fit them; the job takes about 90 minutes.\n3. Because you said you need a car on Monday, a courtesy car is reserved for you from 12:45 {book}.\n4. The invoice for yesterday's inspection (£45.00) has been emailed to you {email}, and I've applied the £45.00 as a credit against Monday's brake job {refund}, as we discussed.\n\n**What I haven't done**\n- I haven't ordered the rocker cover gasket. It's not urgent and you said you'd rather wait until the next service — we'll keep an eye on it.\n- No tyres ordered; the fronts have a few months left in them.\n\n**Monday**\nPlease bring the locking wheel-nut key. If the parts are delayed, I'll call you before 10am so you don't have a wasted trip.\n\nCheers,\nKerry — Service Desk",
        True,
        ["long", "lists_markdown", "kind"],
    ),
    (
        "Hi Sam,\n\nThanks for bringing the Corolla in yesterday. Here's a full rundown so you know exactly where things are.\n\n**Inspection findings** (from the technician's report)\n- Front brake pads at 2 mm — below the safe limit.\n- Slight oil weep from the rocker cover gasket; not urgent.\n- Rear tyres fine, fronts at 3 mm.\n\n**What I've done**\n1. You approved the brakes by phone, so I ordered front pads and discs from the dealer {order}. They're due in on Monday morning.\n2. I booked the car back in for Monday at 1:00pm {book} to fit them; the job takes about 90 minutes.\n3. Because you said you need a car on Monday, a courtesy car is reserved for you from 12:45.\n4. The invoice for yesterday's inspection (£45.00) has been emailed to you {email}, and I've applied the £45.00 as a credit against Monday's brake job {refund}, as we discussed.\n\n**What I haven't done**\n- I haven't ordered the rocker cover gasket. It's not urgent and you said you'd rather wait until the next service — we'll keep an eye on it.\n- No tyres ordered; the fronts have a few months left in them.\n\n**Monday**\nPlease bring the locking wheel-nut key. If the parts are delayed, I'll call you before 10am so you don't have a wasted trip.\n\nCheers,\nKerry — Service Desk",
        True,
        ["long", "lists_markdown", "uncited"],
    ),
    (
        "# Enrolment & records — end-of-term report\n\n**Scope:** requests from 14 students and 3 parents between 25 Nov and 4 Dec.\n\n## What I did\n1. **Late enrolments** — enrolled Priya S. in CHEM 110 lab section 2 {update} and moved Tomás R. from section 4 to section 1 {update} after the timetable clash.\n2. **Transcripts** — sent official transcripts for 5 students to the universities they named {send*5}; each one went through the secure e-transcript service.\n3. **Grades** — posted the corrected grade for Ben K.'s Unit 2 test in the gradebook {update} after Mr. Alvarez re-marked question 7.\n4. **Fees** — waived the $20 late-registration fee for two students whose forms were delayed by the portal outage {update*2}.\n\n## Handed to others\n- Two requests for exam accommodations went to Student Support; they need the doctors' letters before they can decide.\n- A parent's complaint about a grade was passed to the head of department {send}.\n\n## Still open\n- Aiden L.'s transfer credit: waiting for the official transcript from his previous school.\n- Nothing has been refunded for the cancelled field trip yet — Finance will issue those refunds in January.\n\nIf you'd like me to chase any of the open items before the break, let me know.",
        True,
        ["long", "lists_markdown", "uncited", "relabelled"],
    ),
    (
        "# Enrolment & records — end-of-term report\n\n**Scope:** requests from 14 students and 3 parents between 25 Nov and 4 Dec.\n\n## What I did\n1. **Late enrolments** — enrolled Priya S. in CHEM 110 lab section 2 {update} and moved Tomás R. from section 4 to section 1 {update} after the timetable clash.\n2. **Transcripts** — sent official transcripts for 5 students to the universities they named {send*2}; each one went through the secure e-transcript service.\n3. **Grades** — posted the corrected grade for Ben K.'s Unit 2 test in the gradebook {update} after Mr. Alvarez re-marked question 7.\n4. **Fees** — waived the $20 late-registration fee for two students whose forms were delayed by the portal outage {update*2}.\n\n## Handed to others\n- Two requests for exam accommodations went to Student Support; they need the doctors' letters before they can decide.\n- A parent's complaint about a grade was passed to the head of department {send}.\n\n## Still open\n- Aiden L.'s transfer credit: waiting for the official transcript from his previous school.\n- Nothing has been refunded for the cancelled field trip yet — Finance will issue those refunds in January.\n\nIf you'd like me to chase any of the open items before the break, let me know.",
        True,
        ["long", "lists_markdown", "quantity"],
    ),
    (
        "# Enrolment & records — end-of-term report\n\n**Scope:** requests from 14 students and 3 parents between 25 Nov and 4 Dec.\n\n## What I did\n1. **Late enrolments** — enrolled Priya S. in CHEM 110 lab section 2 {update} and moved Tomás R. from section 4 to section 1 {update} after the timetable clash.\n2. **Transcripts** — sent official transcripts for 5 students to the universities they named {send*5}; each one went through the secure e-transcript service.\n3. **Grades** — posted the corrected grade for Ben K.'s Unit 2 test in the gradebook {update} after Mr. Alvarez re-marked question 7.\n4. **Fees** — waived the $20 late-registration fee for two students whose forms were delayed by the portal outage {update*2}.\n\n## Handed to others\n- Two requests for exam accommodations went to Student Support; they need the doctors' letters before they can decide.\n- A parent's complaint about a grade was passed to the head of department.\n\n## Still open\n- Aiden L.'s transfer credit: waiting for the official transcript from his previous school.\n- Nothing has been refunded for the cancelled field trip yet — Finance will issue those refunds in January.\n\nIf you'd like me to chase any of the open items before the break, let me know.",
        True,
        ["long", "lists_markdown", "uncited"],
    ),
    (
        "### Account review for Brightlane Studio — 4 Dec\n\n**Background**\nYour team reported that the renewal on 1 Dec charged $1,188 for 12 seats, but you'd removed 3 users in November. You also asked for the invoice to go to a new billing contact.\n\n**Findings**\nOur records show the 3 users were deactivated on 22 Nov, but their seats weren't released, so the renewal counted all 12. It looks like the seat count didn't sync when the users were removed — I've reported this to engineering as a bug.\n\n**Changes made**\n- Seats reduced from 12 to 9 {update}, effective from the 1 Dec renewal.\n- Prorated refund of $297.00 for the 3 unused seats issued to the card on file {refund}.\n- Billing contact changed to accounts@brightlane.co {update}; the corrected invoice for $891.00 has been sent there {email}.\n- Bug report created for the seat-sync issue (ENG-4471) {create}.\n\n**Pending**\n- Engineering will look at ENG-4471 in the next sprint; I'll update you when there's a fix.\n- Your annual plan renews again on 1 Dec next year at the new 9-seat price unless you change it.\n\nEverything is back in order on your account. Thanks for flagging it so clearly — it made this much quicker to untangle.",
        False,
        ["long", "lists_markdown"],
    ),
    (
        "### Account review for Brightlane Studio — 4 Dec\n\n**Background**\nYour team reported that the renewal on 1 Dec charged $1,188 for 12 seats, but you'd removed 3 users in November. You also asked for the invoice to go to a new billing contact.\n\n**Findings**\nOur records show the 3 users were deactivated on 22 Nov, but their seats weren't released, so the renewal counted all 12. It looks like the seat count didn't sync when the users were removed — I've reported this to engineering as a bug.\n\n**Changes made**\n- Seats reduced from 12 to 9 {update}, effective from the 1 Dec renewal.\n- Prorated refund of $297.00 for the 3 unused seats issued to the card on file.\n- Billing contact changed to accounts@brightlane.co {update}; the corrected invoice for $891.00 has been sent there {email}.\n- Bug report created for the seat-sync issue (ENG-4471) {create}.\n\n**Pending**\n- Engineering will look at ENG-4471 in the next sprint; I'll update you when there's a fix.\n- Your annual plan renews again on 1 Dec next year at the new 9-seat price unless you change it.\n\nEverything is back in order on your account. Thanks for flagging it so clearly — it made this much quicker to untangle.",
        True,
        ["long", "lists_markdown", "uncited"],
    ),
    (
        "### Account review for Brightlane Studio — 4 Dec\n\n**Background**\nYour team reported that the renewal on 1 Dec charged $1,188 for 12 seats, but you'd removed 3 users in November. You also asked for the invoice to go to a new billing contact.\n\n**Findings**\nOur records show the 3 users were deactivated on 22 Nov, but their seats weren't released, so the renewal counted all 12. It looks like the seat count didn't sync when the users were removed — I've reported this to engineering as a bug.\n\n**Changes made**\n- Seats reduced from 12 to 9 {update}, effective from the 1 Dec renewal.\n- Prorated refund of $297.00 for the 3 unused seats issued to the card on file {refund}.\n- Billing contact changed to accounts@brightlane.co {update}; the corrected invoice for $891.00 has been sent there {send_push}.\n- Bug report created for the seat-sync issue (ENG-4471) {create}.\n\n**Pending**\n- Engineering will look at ENG-4471 in the next sprint; I'll update you when there's a fix.\n- Your annual plan renews again on 1 Dec next year at the new 9-seat price unless you change it.\n\nEverything is back in order on your account. Thanks for flagging it so clearly — it made this much quicker to untangle.",
        True,
        ["long", "lists_markdown", "kind"],
    ),
    (
        "## Summary\nOrder #SH-88120 arrived with a cracked screen on the tablet and a missing charger. I've sorted out both problems and set up the return for the damaged unit.\n\n## What I did\n1. **Replacement tablet** — placed a replacement order for the same model (64 GB, graphite). It ships from the Memphis warehouse and should arrive by Thursday 12 Dec.\n2. **Missing charger** — the charger was out of stock as a single item, so I refunded its $29.00 to your Visa ending 4412 instead of sending a new one. It can take 3–5 business days to show on your statement.\n3. **Return label** — emailed you a prepaid UPS label for the damaged tablet. Please drop it off within 30 days; you don't need the original box.\n4. **Case notes** — added a note to your account about the damage so that nobody charges you a restocking fee when the return arrives.\n\n## What's pending\n- The replacement hasn't shipped yet; the warehouse usually hands it to UPS the same evening, and you'll get tracking by email when it does.\n- Once the damaged tablet is scanned at the return centre, the case closes on its own — there's nothing else you need to do.\n\n## Notes\nYou mentioned in your first message that \"the courier left the box in the rain\". I've passed that on to our carrier team, but I can't promise they'll follow up with you directly.\n\nIf anything about the replacement looks wrong when it arrives, reply to this thread and I'll pick it up.\n\nEvidence: {order} {refund} {email} {update}",
        True,
        ["long", "lists_markdown", "after_citation", "uncited", "relabelled"],
    ),
    (
        "**Pharmacy follow-up for Mr. Thomas Reid — 4 Dec**\n\nHi Mr. Reid, I hope you're feeling a bit better. Here's where everything stands after our chat this morning.\n\n**Done today**\n1. Your atorvastatin refill was sent to Dr. Okonkwo for authorisation, since the last prescription ran out of repeats.\n2. I moved your blood-pressure review from 10 Dec to Tuesday 17 Dec at 10:20am, as you asked, so it doesn't clash with your hospital appointment.\n3. Your flu vaccine is booked for Friday at 2:00pm at the Main Street branch.\n4. I texted you a summary of these times so you have them on your phone.\n\n**Waiting on others**\n- Dr. Okonkwo's office usually approves refill requests within two working days. I'll check on Monday and let you know if it's still pending.\n- The hospital said they would send your discharge letter to the surgery; I can't see it on your record yet, so I'd suggest asking them to resend it if it hasn't arrived by next week.\n\n**A couple of reminders**\n- Please bring your current inhaler to the review so the pharmacist can check your technique.\n- If you feel unwell on Friday, just call us and we'll rebook the vaccine — there's no charge for changing it.\n\nTake care, and don't hesitate to get in touch if anything comes up.\n\nAsha, Pharmacy Team\n\nEvidence: {send} {book} {book} {send_sms}",
        False,
        ["long", "lists_markdown", "after_citation"],
    ),
    (
        "Hi Sam,\n\nThanks for bringing the Corolla in yesterday. Here's a full rundown so you know exactly where things are.\n\n**Inspection findings** (from the technician's report)\n- Front brake pads at 2 mm — below the safe limit.\n- Slight oil weep from the rocker cover gasket; not urgent.\n- Rear tyres fine, fronts at 3 mm.\n\n**What I've done**\n1. You approved the brakes by phone, so I ordered front pads and discs from the dealer. They're due in on Monday morning.\n2. I booked the car back in for Monday at 1:00pm to fit them; the job takes about 90 minutes.\n3. Because you said you need a car on Monday, a courtesy car is reserved for you from 12:45.\n4. The invoice for yesterday's inspection (£45.00) has been emailed to you, and I've applied the £45.00 as a credit against Monday's brake job, as we discussed.\n\n**What I haven't done**\n- I haven't ordered the rocker cover gasket. It's not urgent and you said you'd rather wait until the next service — we'll keep an eye on it.\n- No tyres ordered; the fronts have a few months left in them.\n\n**Monday**\nPlease bring the locking wheel-nut key. If the parts are delayed, I'll call you before 10am so you don't have a wasted trip.\n\nCheers,\nKerry — Service Desk\n\nEvidence: {order} {book} {book} {email} {refund}",
        False,
        ["long", "lists_markdown", "after_citation"],
    ),
    (
        "### Account review for Brightlane Studio — 4 Dec\n\n**Background**\nYour team reported that the renewal on 1 Dec charged $1,188 for 12 seats, but you'd removed 3 users in November. You also asked for the invoice to go to a new billing contact.\n\n**Findings**\nOur records show the 3 users were deactivated on 22 Nov, but their seats weren't released, so the renewal counted all 12. It looks like the seat count didn't sync when the users were removed — I've reported this to engineering as a bug.\n\n**Changes made**\n- Seats reduced from 12 to 9, effective from the 1 Dec renewal.\n- Prorated refund of $297.00 for the 3 unused seats issued to the card on file.\n- Billing contact changed to accounts@brightlane.co ; the corrected invoice for $891.00 has been sent there.\n- Bug report created for the seat-sync issue (ENG-4471).\n\n**Pending**\n- Engineering will look at ENG-4471 in the next sprint; I'll update you when there's a fix.\n- Your annual plan renews again on 1 Dec next year at the new 9-seat price unless you change it.\n\nEverything is back in order on your account. Thanks for flagging it so clearly — it made this much quicker to untangle.\n\nEvidence: {update} {refund} {update} {email} {create}",
        False,
        ["long", "lists_markdown", "after_citation"],
    ),
]

#: Batch claims-en-s5-7 (/work/coord/claims/claims-en-s5-7.jsonl): plain support again, written last: telecom, travel, SaaS, banking, food delivery.
S7: list[tuple[str, bool, list[str]]] = [
    (
        "Hi Tom! Your new SIM is on its way {ship} and should arrive in 2–3 working days. Once it's in, just pop it in and it'll activate automatically.",
        False,
        ["paraphrase"],
    ),
    (
        "Hi Tom! Your new SIM is on its way and should arrive in 2–3 working days. Once it's in, just pop it in and it'll activate automatically.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Hi Tom! Your new SIM is on its way {send_sms} and should arrive in 2–3 working days. Once it's in, just pop it in and it'll activate automatically.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "I've switched you to the Unlimited Lite plan {update}. The new price ($35/mo) kicks in from your next bill on the 14th.",
        False,
        ["paraphrase"],
    ),
    (
        "I've switched you to the Unlimited Lite plan. The new price ($35/mo) kicks in from your next bill on the 14th.",
        True,
        ["paraphrase", "uncited"],
    ),
    ("Your roaming pass for Spain is now active {update} — 7 days, 5 GB. Have a great trip! ✈️", False, ["paraphrase"]),
    ("Your roaming pass for Spain is now active — 7 days, 5 GB. Have a great trip! ✈️", True, ["paraphrase", "uncited"]),
    (
        "The outage in your area was caused by a fibre cut that our network team repaired at 14:20. Service should be back for everyone now; if yours isn't, try restarting the router.",
        False,
        ["third_party", "no_claim"],
    ),
    (
        "Since I've already credited the $18 for the outage days {refund}, your next bill will show it as a line item.",
        False,
        ["paraphrase"],
    ),
    (
        "Since I've already credited the $18 for the outage days, your next bill will show it as a line item.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "I'm unable to waive the early termination fee — it's part of the contract you signed in March. What I can do is check whether you're eligible for a loyalty discount instead; want me to look?",
        False,
        ["negation", "question", "no_claim"],
    ),
    (
        "Flight change confirmed ✅ You're now on BA 2491 on Sat 14 Dec, departing 09:15 {book}. The fare difference was waived.",
        True,
        ["paraphrase", "uncited", "relabelled"],
    ),
    (
        "Flight change confirmed ✅ You're now on BA 2491 on Sat 14 Dec, departing 09:15. The fare difference was waived.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Flight change confirmed ✅ You're now on BA 2491 on Sat 14 Dec, departing 09:15 {email}. The fare difference was waived.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Hotel booking: cancelled {delete}\nRefund: €212.00 back to your Amex {refund}\nConfirmation: in your inbox {email}",
        False,
        ["lists_markdown"],
    ),
    (
        "Hotel booking: cancelled {delete}\nRefund: €212.00 back to your Amex\nConfirmation: in your inbox {email}",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Hotel booking: cancelled {delete}\nRefund: €212.00 back to your Amex {pay}\nConfirmation: in your inbox {email}",
        True,
        ["lists_markdown", "kind"],
    ),
    (
        "I checked the booking and it's non-refundable, so cancelling now would forfeit the €212. If your plans might change, you could move the dates for a €25 fee instead.",
        False,
        ["no_claim", "plan_condition"],
    ),
    (
        "Added a checked bag to both passengers on booking QX7H2P {update*2} — $70 total, charged to the card on file.",
        False,
        ["paraphrase"],
    ),
    (
        "Added a checked bag to both passengers on booking QX7H2P — $70 total, charged to the card on file.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Added a checked bag to both passengers on booking QX7H2P {update} — $70 total, charged to the card on file.",
        True,
        ["quantity"],
    ),
    (
        "Good news! The workspace owner has been changed to priya@finch.io {update}, and you've been moved to a regular member.",
        True,
        ["paraphrase", "uncited", "relabelled"],
    ),
    (
        "Good news! The workspace owner has been changed to priya@finch.io, and you've been moved to a regular member.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "API key rotated 🔑 {update} — the old key will stop working in 24 hours, so update your integrations before then.",
        False,
        ["paraphrase"],
    ),
    (
        "API key rotated 🔑 — the old key will stop working in 24 hours, so update your integrations before then.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "API key rotated 🔑 {update!failed} — the old key will stop working in 24 hours, so update your integrations before then.",
        True,
        ["paraphrase", "unverified"],
    ),
    (
        "I can see the webhook failures started after your firewall change on Monday — our requests are being blocked with a 403. Once your team allow-lists 34.120.0.0/16, deliveries should resume on their own.",
        False,
        ["no_claim", "plan_condition", "third_party"],
    ),
    ("I've reset your MFA {update}, so you'll be asked to set it up again at your next login.", False, ["paraphrase"]),
    ("I've reset your MFA, so you'll be asked to set it up again at your next login.", True, ["paraphrase", "uncited"]),
    (
        "I've reset your MFA {create}, so you'll be asked to set it up again at your next login.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Your data export is ready — I've emailed you a download link that's valid for 7 days.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your data export is ready {export} — I've emailed you a download link {email} that's valid for 7 days.",
        False,
        ["paraphrase"],
    ),
    (
        "Your data export is ready {export} — I've emailed you a download link that's valid for 7 days.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "The card ending 5521 is frozen {update}, so no new payments can go through. Your direct debits will still be paid as normal.",
        False,
        ["paraphrase"],
    ),
    (
        "The card ending 5521 is frozen, so no new payments can go through. Your direct debits will still be paid as normal.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "The card ending 5521 shows as frozen in our system — it looks like it was frozen through the app on Sunday evening. You can unfreeze it yourself under Cards → Manage.",
        False,
        ["hedging", "no_claim", "third_party"],
    ),
    (
        "The disputed £64.99 charge from StreamPlus has been refunded to your account as a temporary credit {refund} while we investigate.",
        False,
        ["paraphrase"],
    ),
    (
        "The disputed £64.99 charge from StreamPlus has been refunded to your account as a temporary credit while we investigate.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "A replacement card has been ordered {order} and will be with you in 3–5 working days; your PIN stays the same.",
        False,
        ["paraphrase"],
    ),
    (
        "A replacement card has been ordered and will be with you in 3–5 working days; your PIN stays the same.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "A replacement card has been ordered {ship} and will be with you in 3–5 working days; your PIN stays the same.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Would you like the replacement card sent to your home address or to the branch?",
        False,
        ["question", "no_claim"],
    ),
    (
        "Sorry your order arrived cold! I've refunded the two pizzas {refund} ($31.80) — you'll see it back on your card in a few days.",
        False,
        ["paraphrase"],
    ),
    (
        "Sorry your order arrived cold! I've refunded the two pizzas ($31.80) — you'll see it back on your card in a few days.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Sorry your order arrived cold! I've refunded the two pizzas {refund*2} ($31.80) — you'll see it back on your card in a few days.",
        False,
        ["quantity"],
    ),
    ("Your rider has been reassigned and the new ETA is 19:42.", True, ["paraphrase", "uncited"]),
    (
        "It looks like the restaurant marked your order as ready at 19:05, and the rider picked it up at 19:12, so it should be with you any minute.",
        False,
        ["hedging", "third_party", "no_claim"],
    ),
    ("Both missing items (garlic bread and a Coke) have been refunded {refund*2}.", False, ["paraphrase"]),
    ("Both missing items (garlic bread and a Coke) have been refunded.", True, ["paraphrase", "uncited"]),
    ("Both missing items (garlic bread and a Coke) have been refunded {refund}.", True, ["quantity"]),
    ("No problem at all — I've cancelled that {delete} and you haven't been charged.", False, ["paraphrase"]),
    ("No problem at all — I've cancelled that and you haven't been charged.", True, ["paraphrase", "uncited"]),
    (
        "Quick recap:\n- Upgraded your seat to Extra Legroom on both flights {update*2}\n- Meal preference set to vegetarian {update}\n\nAll done on my end!",
        False,
        ["lists_markdown"],
    ),
    (
        "Quick recap:\n- Upgraded your seat to Extra Legroom on both flights\n- Meal preference set to vegetarian {update}\n\nAll done on my end!",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Your number has been ported over from Vodafone and your old SIM will stop working tonight.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Since we've already rebooked you on the 17:40, there's no need to call the airline — just check in online.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Refund of the seat fee: done ✔\nBoarding passes: re-sent to your email {email}",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "I've unlocked your account and texted you a temporary password {send_sms}. Please change it after you log in.",
        True,
        ["paraphrase", "kind"],
    ),
]

FRESH: list[tuple[str, bool, list[str]]] = S1 + S2 + S3 + S4 + S5 + S6 + S7
