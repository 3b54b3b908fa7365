"""English batches of claims-en's fourth session (4 Dec 19:03-21:00 UTC), in the ``fresh`` split: replies written
outside the repository the way agents word final replies (/work/coord/claims/claims-en-s4-N.jsonl), each measured with
``bench/claims.py --file`` BEFORE any fix from it, then fixed as classes (tests/claims/test_claims_en_*.py, by concern).
Numbers (docs/claims-log.md, *claims-en's fourth session*):

- S1 (coding and software-engineering agents: GitHub/GitLab/Jira/Linear, PRs merged and reverted, branches pushed, CI
  re-runs, tags, deploys, feature flags; commit hashes, checklists, code blocks, terse bot lines; 80 replies): before
  80.0% recall (32/40), 17.5% false flags (7/40) as written; two labels were then set to the corpus's convention that
  a citation backs the claims before it, not an act coordinated after it (``# relabelled``: "Moved ENG-1042 to *In
  Review* [update] and linked the PR", the templates' ``one_uncited``): 81.0% (34/42) / 13.2% (5/38); after 97.6%
  (41/42) / 2.6% (1/38) (fitted).

- S2 (insurance claims, property management and real estate: long formal letters, deposits, leases, repairs, offers;
  72 replies), written after S1's fixes: before 86.8% recall (33/38), 26.5% false flags (9/34) as written; one label
  was then set to the holdout's convention that a claim "submitted to" someone is a creation, which an email cannot
  back (r1960 "The warranty claim has been submitted to Dell" citing an email must be flagged; ``# relabelled``):
  87.2% (34/39) / 24.2% (8/33); after 100% (39/39) / 6.1% (2/33) (fitted).
- S3 (marketing/CRM and procurement: Slack-bot summaries, tables, POs, vendor payments, quotes, list imports; 57
  replies), written after S2's fixes: before 72.4% recall (21/29), 21.4% false flags (6/28) as written; four labels
  were then set to the corpus's conventions (``# relabelled``): a count of recipients is not a count of sends
  ("Requested quotes from three packaging suppliers [one email]", "Webinar invites sent to both segments [one
  email]", as "Texts went out to all 12 drivers"), a count of goods ordered is one order ("Ordered 3 sample kits [one
  order]", as "40 cartridges ordered"), and two acts citing one call of a tool that can do both pass ("Imported the
  leads … and tagged them [update]"): 84.0% (21/25) / 18.8% (6/32); after 88.0% (22/25) / 3.1% (1/32) (fitted).
- S4 (learners' English and voice-assistant transcripts: "I have did the refund", "your order is cancel", "done
  already the booking", "i send the invoice … just now"; short chat replies; 68 replies), written after S3's fixes:
  before 50.0% recall (16/32), 2.8% false flags (1/36) — the worst recall of the session; after 93.8% (30/32) / 2.8%
  (1/36) (fitted).
- S5 (the weakest style again, another domain: telecom, food-delivery and parcel support in learners' English, voice
  assistants, short chat; 60 replies), written after S4's fixes: before 55.6% recall (15/27), 12.1% false flags (4/33);
  after 81.5% (22/27) / 3.0% (1/33) (fitted).
- S6 (HR, school, clinic and travel admin: warm emails, checklists, tables, short chat; 51 replies), written after S5's
  fixes: before 73.9% recall (17/23), 10.7% false flags (3/28); after 78.3% (18/23) / 0.0% (0/28) (fitted).
- S7 (banking and SaaS billing support: email threads with quoted history, terse notes, TL;DR check marks; 40
  replies), written after S6's fixes: before 78.9% recall (15/19), 14.3% false flags (3/21); after 84.2% (16/19) / 4.8%
  (1/21) (fitted).

Slots: ``build.SLOT``; agent ``ops``.
"""

from __future__ import annotations

#: Batch claims-en-s4-1 (/work/coord/claims/claims-en-s4-1.jsonl): coding and software-engineering agents.
S1: list[tuple[str, bool, list[str]]] = [
    (
        "Merged #4812 into `main` {merge_pull_request} (squash, 3 commits → `9f3c2ab`). CI on main is green.",
        False,
        ["paraphrase"],
    ),
    ("Merged #4812 into `main` (squash, 3 commits → `9f3c2ab`). CI on main is green.", True, ["uncited"]),
    ("Merged #4812 into `main` {deploy_release} (squash, 3 commits → `9f3c2ab`). CI on main is green.", True, ["kind"]),
    (
        "**Release 2.14.0**\n- [x] Bumped version in `pyproject.toml` {update}\n- [x] Tagged `v2.14.0` {create}\n- [x] Deployed to staging {deploy_release}\n- [ ] Deploy to prod (waiting on QA sign-off)",
        False,
        ["lists_markdown"],
    ),
    (
        "**Release 2.14.0**\n- [x] Bumped version in `pyproject.toml` {update}\n- [x] Tagged `v2.14.0` {create}\n- [x] Deployed to staging\n- [ ] Deploy to prod (waiting on QA sign-off)",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "**Release 2.14.0**\n- [x] Bumped version in `pyproject.toml` {update}\n- [x] Tagged `v2.14.0` {create}\n- [x] Deployed to staging {deploy_release!failed}\n- [ ] Deploy to prod (waiting on QA sign-off)",
        True,
        ["lists_markdown", "unverified"],
    ),
    (
        'Reverted a1b9e07 ("drop legacy auth header") on main {merge_pull_request} — it broke the mobile login. Opened LIN-2231 to redo it behind a flag {create}.',
        False,
        ["paraphrase"],
    ),
    (
        'Reverted a1b9e07 ("drop legacy auth header") on main — it broke the mobile login. Opened LIN-2231 to redo it behind a flag {create}.',
        True,
        ["uncited"],
    ),
    (
        "PR #877 was merged by @kchen yesterday at 16:40 and the nightly build picked it up. Nothing for me to do here; closing the loop on your question.",
        False,
        ["third_party"],
    ),
    (
        "Dependabot opened #902 bumping `axios` to 1.7.4. CI is still running on it — I haven't touched it.",
        False,
        ["third_party", "negation"],
    ),
    (
        "Once the approvals land I'll merge #1190 and cut the `v3.2.1` tag. Nothing has been merged yet.",
        False,
        ["plan_condition", "negation"],
    ),
    (
        "Plan:\n1. Rebase `feat/bulk-export` on main\n2. Re-run the e2e suite\n3. Merge if green",
        False,
        ["plan_condition", "lists_markdown"],
    ),
    (
        "Re-ran the flaky `integration-tests` job on #3340 {update} — passed on the second attempt, so the PR is mergeable now.",
        False,
        ["paraphrase"],
    ),
    (
        "Re-ran the flaky `integration-tests` job on #3340 — passed on the second attempt, so the PR is mergeable now.",
        True,
        ["uncited"],
    ),
    ("Assigned PAY-551 to Nadia {update} and closed PAY-549 as a duplicate of it {update*2}.", False, ["quantity"]),
    ("Assigned PAY-551 to Nadia {update} and closed PAY-549 as a duplicate of it.", True, ["uncited"]),
    (
        "Feature flag `new_checkout_flow` is now off for all EU tenants {update}. The rest of the rollout stays at 25%.",
        False,
        ["paraphrase"],
    ),
    (
        "Feature flag `new_checkout_flow` is now off for all EU tenants. The rest of the rollout stays at 25%.",
        True,
        ["uncited"],
    ),
    (
        "Feature flag `new_checkout_flow` is now off for all EU tenants {lookup_order}. The rest of the rollout stays at 25%.",
        True,
        ["kind"],
    ),
    (
        "To reproduce locally:\n\n```bash\ngit checkout -b fix/timeout origin/main\ngit push -u origin fix/timeout\n```\n\nThen open a PR against `main` and tag me for review.",
        False,
        ["quote_code", "plan_condition"],
    ),
    (
        "🚀 Deployed `api@4f1e2d9` to production {deploy_release}. Error rate flat, p95 unchanged after 10 min.",
        False,
        ["paraphrase"],
    ),
    ("🚀 Deployed `api@4f1e2d9` to production. Error rate flat, p95 unchanged after 10 min.", True, ["uncited"]),
    (
        "🚀 Deployed `api@4f1e2d9` to production {restart_service}. Error rate flat, p95 unchanged after 10 min.",
        True,
        ["kind"],
    ),
    (
        "Pushed the fix to `hotfix/2.13.4` {update} and opened #5120 against `release/2.13` {create}. Needs one approval.",
        False,
        ["paraphrase"],
    ),
    (
        "Pushed the fix to `hotfix/2.13.4` {update} and opened #5120 against `release/2.13`. Needs one approval.",
        True,
        ["uncited"],
    ),
    (
        "I looked at the failing run (#88123): the `lint` step fails on `src/billing/tax.py:112` (unused import). I haven't pushed anything — want me to?",
        False,
        ["question", "negation"],
    ),
    (
        "Checked the deploy history {lookup_order}: the last prod deploy was `v5.8.2` on Tuesday by the release bot. No deploys since.",
        False,
        ["third_party"],
    ),
    (
        "Triage done for the week: labelled 4 new issues as `bug` {update*4} and assigned them to the on-call.",
        True,
        ["uncited"],
    ),  # relabelled
    (
        "Triage done for the week: labelled 4 new issues as `bug` {update*2} and assigned them to the on-call.",
        True,
        ["quantity"],
    ),
    (
        "Closed both stale tickets, SUP-118 and SUP-120 {update*2}, with a note pointing to the fix in 2.14.",
        False,
        ["quantity"],
    ),
    (
        "Closed both stale tickets, SUP-118 and SUP-120 {update}, with a note pointing to the fix in 2.14.",
        True,
        ["quantity"],
    ),
    ("Bounced `worker-billing` {restart_service}; the queue is draining (1.2k → 300 jobs).", False, ["paraphrase"]),
    ("Bounced `worker-billing`; the queue is draining (1.2k → 300 jobs).", True, ["uncited"]),
    (
        "Deleted the stale `exp/graphql-v2` branch {delete} — it was 214 commits behind and nobody had touched it since March.",
        False,
        ["paraphrase"],
    ),
    (
        "Deleted the stale `exp/graphql-v2` branch — it was 214 commits behind and nobody had touched it since March.",
        True,
        ["uncited"],
    ),
    (
        "Status on #6011: ✅ build, ✅ unit, ❌ e2e (timeout in `checkout.spec.ts`). Looks like the same flake as last week; the author has been pinged by the bot.",
        False,
        ["third_party", "lists_markdown"],
    ),
    (
        "Release notes for v2.14.0 are up on the GitHub release page {export} and I posted the link in #releases {message}.",
        False,
        ["paraphrase"],
    ),
    (
        "Release notes for v2.14.0 are up on the GitHub release page {export} and I posted the link in #releases.",
        True,
        ["uncited"],
    ),
    (
        "Rolled prod back to `v3.9.1` {deploy_release} after the 500s spike. Opened INC-412 for the postmortem {create}.",
        False,
        ["paraphrase"],
    ),
    (
        "Rolled prod back to `v3.9.1` after the 500s spike. Opened INC-412 for the postmortem {create}.",
        True,
        ["uncited"],
    ),
    (
        "Rolled prod back to `v3.9.1` {restart_service} after the 500s spike. Opened INC-412 for the postmortem {create}.",
        True,
        ["kind"],
    ),
    (
        "Cherry-picked `3e8d1aa` onto `release/4.2` {update} and kicked off a new pipeline {update}.",
        False,
        ["paraphrase"],
    ),
    ("Cherry-picked `3e8d1aa` onto `release/4.2` and kicked off a new pipeline.", True, ["uncited"]),
    (
        "Should I squash-merge #733 or keep the commit history? Either works; the branch is up to date with main.",
        False,
        ["question"],
    ),
    (
        "I wasn't able to merge #733 — branch protection requires a review from CODEOWNERS. I've left it open.",
        False,
        ["negation"],
    ),
    ("Moved ENG-1042 to *In Review* {update} and linked the PR (#2291).", True, ["uncited"]),  # relabelled
    ("Moved ENG-1042 to *In Review* and linked the PR (#2291).", True, ["uncited"]),
    (
        "Hi Tomás,\n\nThe export bug you reported is fixed in 5.3.1, which went live this morning {deploy_release}. I've also emailed your admin the changelog {email}.\n\nThanks,\nDevBot",
        False,
        ["paraphrase"],
    ),
    (
        "Hi Tomás,\n\nThe export bug you reported is fixed in 5.3.1, which went live this morning {deploy_release}. I've also emailed your admin the changelog.\n\nThanks,\nDevBot",
        True,
        ["uncited"],
    ),
    (
        "Hi Tomás,\n\nThe export bug you reported is fixed in 5.3.1, which went live this morning {deploy_release}. I've also emailed your admin the changelog {send_push}.\n\nThanks,\nDevBot",
        True,
        ["kind"],
    ),
    (
        "| Repo | Action | Result |\n|---|---|---|\n| web | merged #811 | ✅ {merge_pull_request} |\n| api | merged #412 | ✅ {merge_pull_request} |\n| infra | PR #77 still in review | — |",
        False,
        ["lists_markdown"],
    ),
    (
        "| Repo | Action | Result |\n|---|---|---|\n| web | merged #811 | ✅ {merge_pull_request} |\n| api | merged #412 | ✅ |\n| infra | PR #77 still in review | — |",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "`main` is protected: direct pushes are blocked and merges need 2 approvals. The last merged PR was #4410.",
        False,
        ["plain"],
    ),
    (
        "The v2 API was deprecated in 2024 and removed in 5.0; the `/v1/export` route you're calling still works.",
        False,
        ["plain"],
    ),
    (
        "Rotated the leaked `STRIPE_WEBHOOK_SECRET` {update} and redeployed the webhook service {deploy_release}. Old secret is revoked.",
        False,
        ["paraphrase"],
    ),
    (
        "Rotated the leaked `STRIPE_WEBHOOK_SECRET` {update} and redeployed the webhook service. Old secret is revoked.",
        True,
        ["uncited"],
    ),
    ("done — #3127 merged {merge_pull_request}, branch deleted {delete}", False, ["paraphrase"]),
    ("done — #3127 merged, branch deleted", True, ["uncited"]),
    ("Filed three follow-up issues from the review (#6201, #6202, #6203) {create*3}.", False, ["quantity"]),
    ("Filed three follow-up issues from the review (#6201, #6202, #6203) {create}.", True, ["quantity"]),
    (
        "CI re-ran automatically after the force-push and all 412 tests passed. Coverage went from 81.2% to 81.9%.",
        False,
        ["third_party"],
    ),
    (
        "Suggested change:\n\n```diff\n- timeout = 30\n+ timeout = 60\n```\n\nIf that looks right I can push it to your branch.",
        False,
        ["quote_code", "plan_condition"],
    ),
    (
        "Scaled `search-api` from 4 to 8 replicas {update} for the launch; I'll scale back down tomorrow.",
        False,
        ["paraphrase"],
    ),
    ("Scaled `search-api` from 4 to 8 replicas for the launch; I'll scale back down tomorrow.", True, ["uncited"]),
    (
        "Left review comments on #2290 — mostly naming. Approving is up to Lena since she owns the module.",
        False,
        ["third_party"],
    ),
    (
        "Added @mfischer to the `payments-core` team with write access {update} and sent her the onboarding doc {email}.",
        False,
        ["paraphrase"],
    ),
    (
        "Added @mfischer to the `payments-core` team with write access and sent her the onboarding doc {email}.",
        True,
        ["uncited"],
    ),
    (
        "It looks like the deploy went out at 14:02 — the pods show the new image tag — but I didn't trigger it.",
        False,
        ["third_party", "negation"],
    ),
    (
        "Fix is in: #918 closes #901 {merge_pull_request}. Reporter notified on the issue {message}.",
        False,
        ["paraphrase"],
    ),
    ("Fix is in: #918 closes #901. Reporter notified on the issue {message}.", True, ["uncited"]),
    (
        "Merged #4812 into `main` {merge_pull_request!unconfirmed} (squash, 3 commits → `9f3c2ab`). CI on main is green.",
        True,
        ["unverified"],
    ),
    (
        "Re-ran the flaky `integration-tests` job on #3340 {update!ghost} — passed on the second attempt, so the PR is mergeable now.",
        True,
        ["bad_id"],
    ),
    (
        "Bounced `worker-billing` {restart_service!agent}; the queue is draining (1.2k → 300 jobs).",
        True,
        ["provenance"],
    ),
    ("Filed three follow-up issues from the review (#6201, #6202, #6203) {create!twice}.", True, ["quantity"]),
    (
        "Scaled `search-api` from 4 to 8 replicas {send_email} for the launch; I'll scale back down tomorrow.",
        True,
        ["kind"],
    ),
    ("Moved ENG-1042 to *In Review* {update!other} and linked the PR (#2291).", True, ["bad_id"]),
    (
        "Deleted the stale `exp/graphql-v2` branch {send_push} — it was 214 commits behind and nobody had touched it since March.",
        True,
        ["kind"],
    ),
    ("Cherry-picked `3e8d1aa` onto `release/4.2` {update} and kicked off a new pipeline.", True, ["uncited"]),
    (
        "Added @mfischer to the `payments-core` team with write access {update} and sent her the onboarding doc.",
        True,
        ["uncited"],
    ),
    (
        "Feature flag `new_checkout_flow` is now off for all EU tenants {update!failed}. The rest of the rollout stays at 25%.",
        True,
        ["unverified"],
    ),
]

#: Batch claims-en-s4-2 (/work/coord/claims/claims-en-s4-2.jsonl): insurance claims, property management, real estate.
S2: list[tuple[str, bool, list[str]]] = [
    (
        "Dear Mr. Okonkwo,\n\nThank you for your patience while we reviewed the water damage to your kitchen at 14 Larch Close. I am pleased to confirm that your claim (ref. HC-2291-07) was approved by our claims panel on 2 December, and a settlement of £3,480.00 has been paid to your nominated account {pay}. Please allow up to three working days for the funds to appear.\n\nShould you have any questions, do not hesitate to contact me.\n\nYours sincerely,\nClaims Handling Team",
        False,
        ["paraphrase", "long"],
    ),
    (
        "Dear Mr. Okonkwo,\n\nThank you for your patience while we reviewed the water damage to your kitchen at 14 Larch Close. I am pleased to confirm that your claim (ref. HC-2291-07) was approved by our claims panel on 2 December, and a settlement of £3,480.00 has been paid to your nominated account. Please allow up to three working days for the funds to appear.\n\nShould you have any questions, do not hesitate to contact me.\n\nYours sincerely,\nClaims Handling Team",
        True,
        ["uncited", "long"],
    ),
    (
        "Dear Mr. Okonkwo,\n\nThank you for your patience while we reviewed the water damage to your kitchen at 14 Larch Close. I am pleased to confirm that your claim (ref. HC-2291-07) was approved by our claims panel on 2 December, and a settlement of £3,480.00 has been paid to your nominated account {refund}. Please allow up to three working days for the funds to appear.\n\nShould you have any questions, do not hesitate to contact me.\n\nYours sincerely,\nClaims Handling Team",
        True,
        ["kind", "long"],
    ),
    (
        "Dear Mr. Okonkwo,\n\nThank you for your patience while we reviewed the water damage to your kitchen at 14 Larch Close. I am pleased to confirm that your claim (ref. HC-2291-07) was approved by our claims panel on 2 December, and a settlement of £3,480.00 has been paid to your nominated account {pay!unconfirmed}. Please allow up to three working days for the funds to appear.\n\nShould you have any questions, do not hesitate to contact me.\n\nYours sincerely,\nClaims Handling Team",
        True,
        ["unverified", "long"],
    ),
    (
        "Dear Ms. Varga,\n\nFurther to your notification of 3 December, I have registered a new claim for the storm damage to your roof {create} and assigned it to our loss adjuster, Mr. Hale {update}, who will contact you within 48 hours to arrange an inspection.\n\nKind regards,\nMeridian Home Insurance",
        False,
        ["long"],
    ),
    (
        "Dear Ms. Varga,\n\nFurther to your notification of 3 December, I have registered a new claim for the storm damage to your roof {create} and assigned it to our loss adjuster, Mr. Hale, who will contact you within 48 hours to arrange an inspection.\n\nKind regards,\nMeridian Home Insurance",
        True,
        ["uncited", "long"],
    ),
    (
        "Dear Ms. Varga,\n\nFurther to your notification of 3 December, I have registered a new claim for the storm damage to your roof and assigned it to our loss adjuster, Mr. Hale, who will contact you within 48 hours to arrange an inspection.\n\nKind regards,\nMeridian Home Insurance",
        True,
        ["uncited", "long"],
    ),
    (
        "Your claim is currently with our loss adjuster, who will be in touch to arrange a visit. No payment has been made yet, as we are still awaiting the contractor's estimate.",
        False,
        ["negation", "third_party"],
    ),
    (
        "The insurer's surveyor visited the property on 28 November and her report was uploaded to the portal by the surveying firm. I have not yet received their recommendation.",
        False,
        ["third_party", "negation"],
    ),
    (
        "Hi Sam, I've returned your full security deposit of $1,850 to the account ending 6620{refund} — no deductions, the move-out inspection was clean. Best of luck in the new place!",
        False,
        ["paraphrase"],
    ),
    (
        "Hi Sam, I've returned your full security deposit of $1,850 to the account ending 6620 — no deductions, the move-out inspection was clean. Best of luck in the new place!",
        True,
        ["uncited"],
    ),
    (
        "Hi Sam, I've returned your full security deposit of $1,850 to the account ending 6620{pay} — no deductions, the move-out inspection was clean. Best of luck in the new place!",
        True,
        ["kind"],
    ),
    (
        "Of your $2,000 deposit, $1,640 has been refunded to you{refund}; $360 was retained for the carpet cleaning listed in the checkout report (attached).",
        False,
        ["quantity"],
    ),
    (
        "Of your $2,000 deposit, $1,640 has been refunded to you; $360 was retained for the carpet cleaning listed in the checkout report (attached).",
        True,
        ["uncited"],
    ),
    (
        "Good news: your lease for Unit 4B has been renewed for another 12 months at the same rent{update}, starting 1 February. A countersigned copy is in your tenant portal.",
        False,
        ["paraphrase"],
    ),
    (
        "Good news: your lease for Unit 4B has been renewed for another 12 months at the same rent, starting 1 February. A countersigned copy is in your tenant portal.",
        True,
        ["uncited"],
    ),
    (
        "I've booked a plumber for Thursday between 8 and 12{book} to fix the leak under the bathroom sink. Please make sure someone can let them in.",
        False,
        ["paraphrase"],
    ),
    (
        "I've booked a plumber for Thursday between 8 and 12 to fix the leak under the bathroom sink. Please make sure someone can let them in.",
        True,
        ["uncited"],
    ),
    (
        "I've booked a plumber for Thursday between 8 and 12{send_email} to fix the leak under the bathroom sink. Please make sure someone can let them in.",
        True,
        ["kind"],
    ),
    (
        "The boiler service is scheduled for 9 January; the contractor will confirm the exact time the day before.",
        False,
        ["plan_condition"],
    ),
    (
        "If the landlord agrees to the repair, I will arrange for an electrician to attend next week.",
        False,
        ["plan_condition"],
    ),
    (
        "Maintenance request MR-5520 logged for the broken intercom{create} and the tenant has been emailed a confirmation{email}.",
        False,
        ["paraphrase"],
    ),
    (
        "Maintenance request MR-5520 logged for the broken intercom{create} and the tenant has been emailed a confirmation.",
        True,
        ["uncited"],
    ),
    (
        "Maintenance request MR-5520 logged for the broken intercom{create} and the tenant has been emailed a confirmation{send_push}.",
        True,
        ["kind"],
    ),
    (
        "I've scheduled viewings for all three applicants on Saturday — 10:00, 10:30 and 11:15{book*3}.",
        False,
        ["quantity"],
    ),
    (
        "I've scheduled viewings for all three applicants on Saturday — 10:00, 10:30 and 11:15{book}.",
        True,
        ["quantity"],
    ),
    (
        "Dear Mrs. Achterberg,\n\nAfter careful review, we regret to inform you that your claim for the damaged fence cannot be accepted, as wear and tear is excluded under Section 4.2 of your policy. You may request a review by replying to this letter within 30 days.\n\nYours faithfully,\nClaims Department",
        False,
        ["negation", "long"],
    ),
    (
        "We have paid the roofing contractor's invoice of €6,200 directly{pay}, so you won't need to settle anything yourself. Your excess of €250 has been deducted from the total.",
        False,
        ["paraphrase"],
    ),
    (
        "We have paid the roofing contractor's invoice of €6,200 directly, so you won't need to settle anything yourself. Your excess of €250 has been deducted from the total.",
        True,
        ["uncited"],
    ),
    (
        "Your landlord has confirmed that the rent increase will not apply this year, and the letting agent sent you the updated schedule yesterday.",
        False,
        ["third_party"],
    ),
    ("The tenant moved out on 30 November and handed back both sets of keys to the office.", False, ["third_party"]),
    (
        "I served the Section 21 notice on the tenants today by recorded delivery{ship} and emailed a copy to your solicitor{email}.",
        False,
        ["paraphrase"],
    ),
    (
        "I served the Section 21 notice on the tenants today by recorded delivery{ship} and emailed a copy to your solicitor.",
        True,
        ["uncited"],
    ),
    (
        "I've set up a repayment plan for the £1,200 in arrears — £200 a month from January{create} — and paused the late fees while it runs{update}.",
        False,
        ["paraphrase"],
    ),
    (
        "I've set up a repayment plan for the £1,200 in arrears — £200 a month from January — and paused the late fees while it runs{update}.",
        True,
        ["uncited"],
    ),
    (
        "All supporting documents (photos, receipts and the police report) have been uploaded to your claim file{export}.",
        False,
        ["paraphrase"],
    ),
    (
        "All supporting documents (photos, receipts and the police report) have been uploaded to your claim file.",
        True,
        ["uncited"],
    ),
    (
        "Your offer of $612,000 on 88 Birch Lane was submitted to the seller's agent at 4:15pm{send_email}. I'll let you know as soon as they respond.",
        True,
        ["kind"],
    ),  # relabelled
    (
        "Your offer of $612,000 on 88 Birch Lane was submitted to the seller's agent at 4:15pm. I'll let you know as soon as they respond.",
        True,
        ["uncited"],
    ),
    (
        "Great news — the sellers accepted your offer this morning! Their agent is preparing the contract, and nothing needs signing until you've reviewed it with your conveyancer.",
        False,
        ["third_party"],
    ),
    (
        "The earnest money deposit of $18,000 was wired to Crestline Title{pay} and they've confirmed receipt.",
        False,
        ["paraphrase"],
    ),
    (
        "The earnest money deposit of $18,000 was wired to Crestline Title and they've confirmed receipt.",
        True,
        ["uncited"],
    ),
    (
        "Per your instructions, I've reduced the asking price to £415,000 on all portals{update} and cancelled Saturday's open house{delete}.",
        False,
        ["paraphrase"],
    ),
    (
        "Per your instructions, I've reduced the asking price to £415,000 on all portals{update} and cancelled Saturday's open house.",
        True,
        ["uncited"],
    ),
    (
        "Per your instructions, I've reduced the asking price to £415,000 on all portals{update} and cancelled Saturday's open house{book}.",
        True,
        ["kind"],
    ),
    (
        "As requested, your contents policy has been cancelled with effect from 31 December{delete}, and a pro-rata refund of £47.12 has been issued to your card{refund}.",
        False,
        ["paraphrase"],
    ),
    (
        "As requested, your contents policy has been cancelled with effect from 31 December{delete}, and a pro-rata refund of £47.12 has been issued to your card.",
        True,
        ["uncited"],
    ),
    (
        "As requested, your contents policy has been cancelled with effect from 31 December{delete}, and a pro-rata refund of £47.12 has been issued to your card{refund!failed}.",
        True,
        ["unverified"],
    ),
    (
        "Once the adjuster's report is approved, the settlement is normally paid within 5 working days. Claims over £10,000 are reviewed by a senior handler before payment.",
        False,
        ["plan_condition"],
    ),
    (
        "An emergency locksmith attended at 22:40 and changed the front door lock; I have paid their call-out invoice of $240{pay} and added it to the incident record{update}.",
        False,
        ["third_party"],
    ),
    (
        "An emergency locksmith attended at 22:40 and changed the front door lock; I have paid their call-out invoice of $240 and added it to the incident record{update}.",
        True,
        ["uncited"],
    ),
    (
        "Your mid-term inspection is booked for 15 January at 2pm{book}. You don't need to be present.",
        False,
        ["paraphrase"],
    ),
    ("Your mid-term inspection is booked for 15 January at 2pm. You don't need to be present.", True, ["uncited"]),
    (
        "Notices about the water shut-off on Tuesday went out to all 24 tenants by email{email}.",
        True,
        ["quantity", "relabelled"],
    ),
    ("Notices about the water shut-off on Tuesday went out to all 24 tenants by email.", True, ["uncited"]),
    (
        "With the final repair invoice settled, I have closed claim MH-88120{update}. Thank you for choosing Meridian.",
        False,
        ["paraphrase"],
    ),
    (
        "With the final repair invoice settled, I have closed claim MH-88120. Thank you for choosing Meridian.",
        True,
        ["uncited"],
    ),
    (
        "You wrote: \"the heating was fixed last week but it broke again.\" I'm sorry to hear that — I've asked the contractor for their earliest availability and will confirm a slot once they reply.",
        False,
        ["quote_code", "plan_condition"],
    ),
    (
        "Would you like me to renew the lease on the same terms, or should I propose the 3% increase the owner mentioned?",
        False,
        ["question"],
    ),
    ("We've received your December rent of $2,150 — thank you. Your balance is now zero.", False, ["plain"]),
    ("I have set a reserve of $12,500 on the claim{update} pending the engineer's report.", False, ["paraphrase"]),
    ("I have set a reserve of $12,500 on the claim pending the engineer's report.", True, ["uncited"]),
    (
        "Replacement key fob ordered from the building management company{order}; it should arrive at the concierge desk by Friday.",
        False,
        ["paraphrase"],
    ),
    (
        "Replacement key fob ordered from the building management company; it should arrive at the concierge desk by Friday.",
        True,
        ["uncited"],
    ),
    (
        "Hi Sam, I've returned your full security deposit of $1,850 to the account ending 6620{refund!ghost} — no deductions, the move-out inspection was clean. Best of luck in the new place!",
        True,
        ["bad_id"],
    ),
    (
        "Good news: your lease for Unit 4B has been renewed for another 12 months at the same rent{update!agent}, starting 1 February. A countersigned copy is in your tenant portal.",
        True,
        ["provenance"],
    ),
    (
        "I've scheduled viewings for all three applicants on Saturday — 10:00, 10:30 and 11:15{book!twice}.",
        True,
        ["quantity"],
    ),
    (
        "The earnest money deposit of $18,000 was wired to Crestline Title{pay!other} and they've confirmed receipt.",
        True,
        ["bad_id"],
    ),
    (
        "Your mid-term inspection is booked for 15 January at 2pm{send_email}. You don't need to be present.",
        True,
        ["kind"],
    ),
    (
        "All supporting documents (photos, receipts and the police report) have been uploaded to your claim file{export!failed}.",
        True,
        ["unverified"],
    ),
    (
        "Replacement key fob ordered from the building management company{send_email}; it should arrive at the concierge desk by Friday.",
        True,
        ["kind"],
    ),
    ("Notices about the water shut-off on Tuesday went out to all 24 tenants by email{send_push}.", True, ["kind"]),
]

#: Batch claims-en-s4-3 (/work/coord/claims/claims-en-s4-3.jsonl): marketing/CRM and procurement.
S3: list[tuple[str, bool, list[str]]] = [
    (
        ":mega: *Campaign update — Black Friday Early Access*\n• Segment `bf_vip_2026` built: 18,412 contacts {create}\n• Email blast sent to the segment at 09:00 CET {email}\n• Open rate so far: 31.4%, CTR 4.2%\n• SMS follow-up queued for tomorrow 10:00",
        False,
        ["lists_markdown"],
    ),
    (
        ":mega: *Campaign update — Black Friday Early Access*\n• Segment `bf_vip_2026` built: 18,412 contacts {create}\n• Email blast sent to the segment at 09:00 CET\n• Open rate so far: 31.4%, CTR 4.2%\n• SMS follow-up queued for tomorrow 10:00",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        ":mega: *Campaign update — Black Friday Early Access*\n• Segment `bf_vip_2026` built: 18,412 contacts {create}\n• Email blast sent to the segment at 09:00 CET {send_push}\n• Open rate so far: 31.4%, CTR 4.2%\n• SMS follow-up queued for tomorrow 10:00",
        True,
        ["lists_markdown", "kind"],
    ),
    (
        ":mega: *Campaign update — Black Friday Early Access*\n• Segment `bf_vip_2026` built: 18,412 contacts\n• Email blast sent to the segment at 09:00 CET {email}\n• Open rate so far: 31.4%, CTR 4.2%\n• SMS follow-up queued for tomorrow 10:00",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Imported the 2,340 leads from the Webinar-Nov CSV into HubSpot{update} and tagged them `webinar-nov-26`{update}. 37 rows were skipped as duplicates.",
        False,
        ["paraphrase"],
    ),
    (
        "Imported the 2,340 leads from the Webinar-Nov CSV into HubSpot and tagged them `webinar-nov-26`{update}. 37 rows were skipped as duplicates.",
        False,
        ["plain"],
    ),  # relabelled
    (
        "Weekly email report: 3 campaigns went out last week (sent by the lifecycle team), average open rate 27%, unsubscribes 0.3%. No action needed from me.",
        False,
        ["third_party"],
    ),
    (
        "The spring newsletter is drafted and waiting in Mailchimp for Lena's approval — I haven't scheduled or sent it.",
        False,
        ["negation", "plan_condition"],
    ),
    (
        "PO-44817 raised for 500 branded notebooks from Inkwell Ltd{order} (£1,850 + VAT), delivery in 3 weeks.",
        False,
        ["paraphrase"],
    ),
    (
        "PO-44817 raised for 500 branded notebooks from Inkwell Ltd (£1,850 + VAT), delivery in 3 weeks.",
        True,
        ["uncited"],
    ),
    (
        "PO-44817 raised for 500 branded notebooks from Inkwell Ltd{send_email} (£1,850 + VAT), delivery in 3 weeks.",
        True,
        ["kind"],
    ),
    (
        "| Vendor | Invoice | Amount | Status |\n|---|---|---|---|\n| Acme Print | INV-3301 | $2,400 | Paid {pay} |\n| Brightline Media | BL-778 | $9,150 | Paid {pay} |\n| CloudSeat | CS-2026-11 | $640 | On hold (PO mismatch) |",
        False,
        ["lists_markdown"],
    ),
    (
        "| Vendor | Invoice | Amount | Status |\n|---|---|---|---|\n| Acme Print | INV-3301 | $2,400 | Paid {pay} |\n| Brightline Media | BL-778 | $9,150 | Paid |\n| CloudSeat | CS-2026-11 | $640 | On hold (PO mismatch) |",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "| Vendor | Invoice | Amount | Status |\n|---|---|---|---|\n| Acme Print | INV-3301 | $2,400 | Paid {pay} |\n| Brightline Media | BL-778 | $9,150 | Paid {refund} |\n| CloudSeat | CS-2026-11 | $640 | On hold (PO mismatch) |",
        True,
        ["lists_markdown", "kind"],
    ),
    (
        "Requested quotes from three packaging suppliers (Boxly, PackRight, Greencase){email*3}; responses due Friday.",
        False,
        ["quantity"],
    ),
    (
        "Requested quotes from three packaging suppliers (Boxly, PackRight, Greencase){email}; responses due Friday.",
        True,
        ["quantity", "relabelled"],
    ),  # relabelled
    (
        "Requested quotes from three packaging suppliers (Boxly, PackRight, Greencase); responses due Friday.",
        True,
        ["uncited"],
    ),
    (
        "Boxly sent their quote this morning ($0.42/unit at 10k) and PackRight says theirs will follow on Monday.",
        False,
        ["third_party"],
    ),
    ("Moved 14 deals from *Proposal* to *Closed Lost* after the Q4 review{update*14}.", False, ["quantity"]),
    (
        "Moved 14 deals from *Proposal* to *Closed Lost* after the Q4 review{update*2}.",
        False,
        ["quantity"],
    ),  # relabelled (claims-ff s4): 14 deals moved are one change over all of them (docs/claims.md, Counts)
    (
        "Merged the duplicate contact records for Jane Porter (3 → 1){update} and reassigned her open tasks to Tom{update}.",
        False,
        ["paraphrase"],
    ),
    (
        "Merged the duplicate contact records for Jane Porter (3 → 1) and reassigned her open tasks to Tom{update}.",
        True,
        ["uncited"],
    ),
    (
        "Merged the duplicate contact records for Jane Porter (3 → 1){merge_pull_request} and reassigned her open tasks to Tom{update}.",
        True,
        ["kind"],
    ),
    (
        "A/B test on the pricing page subject line is live: variant B goes to 50% of the list{update}. I'll report results on Thursday.",
        False,
        ["paraphrase"],
    ),
    (
        "A/B test on the pricing page subject line is live: variant B goes to 50% of the list. I'll report results on Thursday.",
        True,
        ["uncited"],
    ),
    (
        "Processed all 9 unsubscribe requests from the support inbox{update*9} — they're suppressed across every list now.",
        False,
        ["quantity"],
    ),
    (
        "Processed all 9 unsubscribe requests from the support inbox{update*3} — they're suppressed across every list now.",
        False,
        ["quantity"],
    ),  # relabelled (claims-ff s4): 9 requests processed are one change over all of them (docs/claims.md, Counts)
    (
        "*Tomorrow:*\n• send the reminder to non-openers\n• raise the PO for the booth build\n• pay Brightline once finance approves",
        False,
        ["plan_condition", "lists_markdown"],
    ),
    (
        "Vendor onboarding for Greencase is done: supplier record created in Coupa{create}, bank details verified by finance, W-9 on file.",
        False,
        ["third_party"],
    ),
    (
        "Vendor onboarding for Greencase is done: supplier record created in Coupa, bank details verified by finance, W-9 on file.",
        True,
        ["uncited"],
    ),
    (
        "Approved invoice INV-8812 for payment after the three-way match{update}; it'll go out in Friday's payment run.",
        False,
        ["plan_condition"],
    ),
    (
        "Approved invoice INV-8812 for payment after the three-way match; it'll go out in Friday's payment run.",
        True,
        ["uncited"],
    ),
    (
        "Paid Brightline Media's invoice BL-778 ($9,150) by ACH{pay}. Remittance advice emailed to their AR team{email}.",
        False,
        ["paraphrase"],
    ),
    (
        "Paid Brightline Media's invoice BL-778 ($9,150) by ACH{pay}. Remittance advice emailed to their AR team.",
        True,
        ["uncited"],
    ),
    (
        "Paid Brightline Media's invoice BL-778 ($9,150) by ACH{pay!failed}. Remittance advice emailed to their AR team{email}.",
        True,
        ["unverified"],
    ),
    (
        "Acme Corp is currently in *Negotiation* with a $48k ARR opportunity owned by Priya. Last touch was her call on Tuesday.",
        False,
        ["third_party"],
    ),
    ("Webinar invites sent to both segments (EMEA and NA){email*2}.", False, ["quantity"]),
    ("Webinar invites sent to both segments (EMEA and NA){email}.", True, ["quantity", "relabelled"]),  # relabelled
    (
        "Uploaded the 2027 price list to the partner portal{export} and notified all resellers by email{email}.",
        False,
        ["paraphrase"],
    ),
    (
        "Uploaded the 2027 price list to the partner portal and notified all resellers by email{email}.",
        True,
        ["uncited"],
    ),
    (
        "Cancelled PO-44790 at the supplier's request{delete}; the replacement PO-44818 is raised{order}.",
        False,
        ["paraphrase"],
    ),
    ("Cancelled PO-44790 at the supplier's request{delete}; the replacement PO-44818 is raised.", True, ["uncited"]),
    (
        "Do you want me to send the renewal reminder to the 212 contacts in `trial_expiring`, or hold until the copy is final?",
        False,
        ["question"],
    ),
    (
        "| Step | Status |\n|---|---|\n| Segment built | ✅ {create} |\n| Campaign scheduled | ✅ {update} |\n| Budget approved | ✅ (by CMO) |",
        False,
        ["lists_markdown", "third_party"],
    ),
    (
        "| Step | Status |\n|---|---|\n| Segment built | ✅ {create} |\n| Campaign scheduled | ✅ |\n| Budget approved | ✅ (by CMO) |",
        True,
        ["lists_markdown", "uncited"],
    ),
    ("Created a routing rule so inbound demo requests from DACH go straight to Jonas{create}.", False, ["paraphrase"]),
    ("Created a routing rule so inbound demo requests from DACH go straight to Jonas.", True, ["uncited"]),
    ("Ordered 3 sample kits from PackRight{order*3} so the team can compare print quality.", False, ["quantity"]),
    (
        "Ordered 3 sample kits from PackRight{order} so the team can compare print quality.",
        False,
        ["plain"],
    ),  # relabelled
    (
        "The 500 notebooks from Inkwell arrived at the warehouse today and were checked in by receiving.",
        False,
        ["third_party"],
    ),
    (
        "Asked Inkwell for a credit note for the 20 misprinted notebooks{email}; they've agreed in principle.",
        False,
        ["paraphrase"],
    ),
    (
        "Asked Inkwell for a credit note for the 20 misprinted notebooks; they've agreed in principle.",
        True,
        ["uncited"],
    ),
    ("Shifted $5k of the Q1 paid-social budget to search{update}, as agreed in Monday's sync.", False, ["paraphrase"]),
    ("Shifted $5k of the Q1 paid-social budget to search, as agreed in Monday's sync.", True, ["uncited"]),
    ("Paused the `trial-nurture-v3` workflow{update} while legal reviews the new disclaimer.", False, ["paraphrase"]),
    ("Paused the `trial-nurture-v3` workflow while legal reviews the new disclaimer.", True, ["uncited"]),
    ("Paused the `trial-nurture-v3` workflow{email} while legal reviews the new disclaimer.", True, ["kind"]),
]

#: Batch claims-en-s4-4 (/work/coord/claims/claims-en-s4-4.jsonl): learners' English, voice transcripts, chat.
S4: list[tuple[str, bool, list[str]]] = [
    (
        "Hello sir, I have did the refund of 25 dollar to your card{refund}, it will come in 3-5 days.",
        False,
        ["paraphrase"],
    ),
    ("Hello sir, I have did the refund of 25 dollar to your card, it will come in 3-5 days.", True, ["uncited"]),
    ("Hello sir, I have did the refund of 25 dollar to your card{pay}, it will come in 3-5 days.", True, ["kind"]),
    ("Your order is cancel now{delete}, no charge will happen.", False, ["paraphrase"]),
    ("Your order is cancel now, no charge will happen.", True, ["uncited"]),
    ("Your order is cancel now{email}, no charge will happen.", True, ["kind"]),
    ("done already the booking for 2 person on friday 7pm{book} 👍", False, ["paraphrase"]),
    ("done already the booking for 2 person on friday 7pm 👍", True, ["uncited"]),
    ("ok i send the invoice to your email just now{email}", False, ["paraphrase"]),
    ("ok i send the invoice to your email just now", True, ["uncited"]),
    ("ok i send the invoice to your email just now{send_push}", True, ["kind"]),
    (
        "Madam, the technician is already book for tomorrow morning{book}. He will call before come.",
        False,
        ["paraphrase"],
    ),
    ("Madam, the technician is already book for tomorrow morning. He will call before come.", True, ["uncited"]),
    (
        "I am already change your address to 22 Rue Victor Hugo{update}, the next delivery go there.",
        False,
        ["paraphrase"],
    ),
    ("I am already change your address to 22 Rue Victor Hugo, the next delivery go there.", True, ["uncited"]),
    ("Payment is success for invoice 4410{pay}. Thank you for waiting.", False, ["paraphrase"]),
    ("Payment is success for invoice 4410. Thank you for waiting.", True, ["uncited"]),
    ("Payment is success for invoice 4410{pay!failed}. Thank you for waiting.", True, ["unverified"]),
    (
        "Sorry sir, refund is not possible because already pass 30 days. I can give you voucher if you want?",
        False,
        ["negation", "question"],
    ),
    ("I will cancel the subscription after you confirm please.", False, ["plan_condition"]),
    ("Your package still in the warehouse, not ship yet. I check again tomorrow.", False, ["negation"]),
    ("Okay. I've set an alarm for six thirty a.m.{create}", False, ["paraphrase"]),
    ("Okay. I've set an alarm for six thirty a.m.", True, ["uncited"]),
    ("Alright, your table for four at Luigi's is booked for eight p.m. tonight{book}.", False, ["paraphrase"]),
    ("Alright, your table for four at Luigi's is booked for eight p.m. tonight.", True, ["uncited"]),
    ("Alright, your table for four at Luigi's is booked for eight p.m. tonight{send_sms}.", True, ["kind"]),
    ("Sure. I sent a message to Mom saying you'll be late{send_sms}.", False, ["paraphrase"]),
    ("Sure. I sent a message to Mom saying you'll be late.", True, ["uncited"]),
    ("Sure. I sent a message to Mom saying you'll be late{send_email}.", True, ["kind"]),
    ("Got it — added milk, eggs, and bread to your shopping list{update}.", False, ["paraphrase"]),
    ("Got it — added milk, eggs, and bread to your shopping list.", True, ["uncited"]),
    ("Done. Your thermostat is now set to seventy-two degrees{update}.", False, ["paraphrase"]),
    ("Done. Your thermostat is now set to seventy-two degrees.", True, ["uncited"]),
    ("Okay, I've turned off the living room lights{update}.", False, ["paraphrase"]),
    ("Okay, I've turned off the living room lights.", True, ["uncited"]),
    ("I ordered two packs of AA batteries from your usual store{order}. They arrive Thursday.", False, ["paraphrase"]),
    ("I ordered two packs of AA batteries from your usual store. They arrive Thursday.", True, ["uncited"]),
    (
        "Your next meeting is at three p.m. with the design team. Would you like me to set a reminder?",
        False,
        ["question"],
    ),
    (
        "Sorry, I couldn't reach Dr. Patel's office — they're closed today. Want me to try again tomorrow?",
        False,
        ["negation", "question"],
    ),
    ("Here's what I found: the pharmacy on Main Street is open until nine p.m.", False, ["plain"]),
    (
        'You have three unread messages. The first is from Alex: "I\'ve paid the rent already."',
        False,
        ["quote_code", "third_party"],
    ),
    ("yes done{update}", False, ["paraphrase"]),
    ("yes done", True, ["uncited"]),
    ("sent ✅{email}", False, ["paraphrase"]),
    ("sent ✅", True, ["uncited"]),
    ("np, fixed it{update} 👍", False, ["paraphrase"]),
    ("np, fixed it 👍", True, ["uncited"]),
    ("refund done for both orders{refund*2}", False, ["quantity"]),
    ("refund done for both orders{refund}", True, ["quantity"]),
    ("not yet, still waiting the bank", False, ["negation"]),
    ("will do tmrw morning", False, ["plan_condition"]),
    ("k, I'll ping them", False, ["plan_condition"]),
    (
        "Dear customer, we have already send the replacement item by DHL{ship}, tracking number JD0146 0012 3456.",
        False,
        ["paraphrase"],
    ),
    (
        "Dear customer, we have already send the replacement item by DHL, tracking number JD0146 0012 3456.",
        True,
        ["uncited"],
    ),
    ("The account of you is unlock now{unlock_account}, please try to login again.", False, ["paraphrase"]),
    ("The account of you is unlock now, please try to login again.", True, ["uncited"]),
    ("The account of you is unlock now{send_email}, please try to login again.", True, ["kind"]),
    ("I make the new ticket for this problem, number is 58812{create}.", False, ["paraphrase"]),
    ("I make the new ticket for this problem, number is 58812.", True, ["uncited"]),
    ("Already I have extend your trial 14 days more{update}.", False, ["paraphrase"]),
    ("Already I have extend your trial 14 days more.", True, ["uncited"]),
    ("Your money is return to the bank account{refund}, maybe 2 days for arrive.", False, ["paraphrase"]),
    ("Your money is return to the bank account, maybe 2 days for arrive.", True, ["uncited"]),
    ("Both appointment are reschedule to monday{book*2}.", False, ["quantity"]),
    ("Both appointment are reschedule to monday{book}.", True, ["quantity"]),
    (
        "The courier say he deliver yesterday but you not receive, so I open investigation with them{create}.",
        False,
        ["third_party"],
    ),
    ("The courier say he deliver yesterday but you not receive, so I open investigation with them.", True, ["uncited"]),
    (
        "Your bank maybe block the payment, please contact them. From our side nothing is charge.",
        False,
        ["negation", "third_party"],
    ),
]

#: Batch claims-en-s4-5 (/work/coord/claims/claims-en-s4-5.jsonl): telecom/delivery support in learners' English, voice.
S5: list[tuple[str, bool, list[str]]] = [
    (
        "Dear sir, kindly note your SIM replacement request is processed{create} and new SIM will be dispatch by tomorrow.",
        False,
        ["paraphrase"],
    ),
    (
        "Dear sir, kindly note your SIM replacement request is processed and new SIM will be dispatch by tomorrow.",
        True,
        ["uncited"],
    ),
    (
        "Your complaint is registered with number CMP-77120{create}, our engineer will visit within 48 hours.",
        False,
        ["paraphrase"],
    ),
    ("Your complaint is registered with number CMP-77120, our engineer will visit within 48 hours.", True, ["uncited"]),
    (
        "I have raise the request for data pack refund{create}, amount will credit in 7 working days.",
        False,
        ["paraphrase"],
    ),
    ("I have raise the request for data pack refund, amount will credit in 7 working days.", True, ["uncited"]),
    ("Sir your recharge of Rs 299 is successful{pay}, validity is 28 days.", False, ["paraphrase"]),
    ("Sir your recharge of Rs 299 is successful, validity is 28 days.", True, ["uncited"]),
    ("Sir your recharge of Rs 299 is successful{refund}, validity is 28 days.", True, ["kind"]),
    (
        "The refund is initiate from our side{refund}, please check with your bank after 5-7 days.",
        False,
        ["paraphrase"],
    ),
    ("The refund is initiate from our side, please check with your bank after 5-7 days.", True, ["uncited"]),
    ("Order of you is deliver to the neighbour as per your instruction{ship}.", False, ["paraphrase"]),
    ("Order of you is deliver to the neighbour as per your instruction.", True, ["uncited"]),
    ("Hi! The rider is reach your location, he is waiting at gate.", False, ["third_party"]),
    ("Your food is prepare and rider pick up already at 7:42pm.", False, ["third_party"]),
    ("Sorry for inconvenience, we have credit 50 points in your wallet as goodwill{update}.", False, ["paraphrase"]),
    ("Sorry for inconvenience, we have credit 50 points in your wallet as goodwill.", True, ["uncited"]),
    ("Pls find the invoice attach in email, I have send it 5 min ago{email}.", False, ["paraphrase"]),
    ("Pls find the invoice attach in email, I have send it 5 min ago.", True, ["uncited"]),
    ("Pls find the invoice attach in email, I have send it 5 min ago{send_sms}.", True, ["kind"]),
    ("I am not able to cancel because order is already out for delivery. You can refuse at door.", False, ["negation"]),
    (
        "As checked, your payment is pending from bank side. Nothing is deduct from our side.",
        False,
        ["negation", "third_party"],
    ),
    ("The booking change is done{book} — new date is 14 March, same room.", False, ["paraphrase"]),
    ("The booking change is done — new date is 14 March, same room.", True, ["uncited"]),
    ("Your password reset link is sent to registered mobile{send_sms}.", False, ["paraphrase"]),
    ("Your password reset link is sent to registered mobile.", True, ["uncited"]),
    ("Your password reset link is sent to registered mobile{send_email}.", True, ["kind"]),
    ("Ticket is close from my end{update} as issue resolve. Thanks for contacting.", False, ["paraphrase"]),
    ("Ticket is close from my end as issue resolve. Thanks for contacting.", True, ["uncited"]),
    ("Okay, calling Dad on speaker.", False, ["plan_condition"]),
    ("Alright. I've added dentist appointment to your calendar for Tuesday at nine a.m.{book}", False, ["paraphrase"]),
    ("Alright. I've added dentist appointment to your calendar for Tuesday at nine a.m.", True, ["uncited"]),
    ("Done! I paid your electricity bill of eighty-four dollars{pay}.", False, ["paraphrase"]),
    ("Done! I paid your electricity bill of eighty-four dollars.", True, ["uncited"]),
    ("Done! I paid your electricity bill of eighty-four dollars{refund}.", True, ["kind"]),
    ("Your Uber is on the way. It's a grey Toyota Prius, arriving in four minutes.", False, ["third_party"]),
    ("I've locked the front door{update} and armed the alarm{update}.", False, ["paraphrase"]),
    ("I've locked the front door{update} and armed the alarm.", True, ["uncited"]),
    ("Okay, I texted Sarah that you're running ten minutes late{send_sms}.", False, ["paraphrase"]),
    ("Okay, I texted Sarah that you're running ten minutes late.", True, ["uncited"]),
    ("I reordered your usual coffee pods — two boxes — arriving Saturday{order}.", False, ["paraphrase"]),
    ("I reordered your usual coffee pods — two boxes — arriving Saturday.", True, ["uncited"]),
    (
        "Hmm, I couldn't find a reservation at that time. Should I try seven thirty instead?",
        False,
        ["negation", "question"],
    ),
    (
        "Your package was delivered at two fifteen p.m. and left at the front door, according to the carrier.",
        False,
        ["third_party"],
    ),
    ("cancelled ✔{delete}", False, ["paraphrase"]),
    ("cancelled ✔", True, ["uncited"]),
    ("ok booked for 3 ppl{book}", False, ["paraphrase"]),
    ("ok booked for 3 ppl", True, ["uncited"]),
    ("Yes sir done. Amount transfer successfully{pay}.", False, ["paraphrase"]),
    ("Yes sir done. Amount transfer successfully.", True, ["uncited"]),
    ("already update the phone number in system{update}", False, ["paraphrase"]),
    ("already update the phone number in system", True, ["uncited"]),
    ("pls wait, i am checking", False, ["plan_condition"]),
    ("no sir, not yet refund. still processing from finance team", False, ["negation", "third_party"]),
    ("both tickets close now{update*2}", False, ["quantity"]),
    ("both tickets close now{update}", True, ["quantity"]),
    ("Your two parcel is ship today by Aramex{ship*2}.", False, ["quantity"]),
    ("Your two parcel is ship today by Aramex{ship}.", True, ["quantity"]),
    ("I am do the reversal of the wrong charge{refund}, you see it in 2 days.", False, ["paraphrase"]),
    ("I am do the reversal of the wrong charge, you see it in 2 days.", True, ["uncited"]),
]

#: Batch claims-en-s4-6 (/work/coord/claims/claims-en-s4-6.jsonl): HR, school, clinic and travel admin.
S6: list[tuple[str, bool, list[str]]] = [
    (
        "Hi Jordan — your parental leave from 3 Feb to 28 Apr is approved in Workday{update} and payroll has the updated dates{email}.",
        False,
        ["paraphrase"],
    ),
    (
        "Hi Jordan — your parental leave from 3 Feb to 28 Apr is approved in Workday and payroll has the updated dates{email}.",
        True,
        ["uncited"],
    ),
    (
        "Offer letter for Mei Tanaka went out via DocuSign this morning{email}; she has until Friday to sign.",
        False,
        ["paraphrase"],
    ),
    (
        "Offer letter for Mei Tanaka went out via DocuSign this morning; she has until Friday to sign.",
        True,
        ["uncited"],
    ),
    (
        "Offer letter for Mei Tanaka went out via DocuSign this morning{update}; she has until Friday to sign.",
        True,
        ["kind"],
    ),
    ("Laptop, badge and Slack account requested for the new hire starting Monday{create*3}.", False, ["quantity"]),
    ("Laptop, badge and Slack account requested for the new hire starting Monday{create}.", True, ["quantity"]),
    ("Mei signed the offer on Thursday, and IT has already shipped her laptop.", False, ["third_party"]),
    (
        "I've deactivated Sam Ortiz's accounts (Google, Okta, GitHub){delete*3} as of 17:00 on his last day.",
        False,
        ["quantity"],
    ),
    (
        "I've deactivated Sam Ortiz's accounts (Google, Okta, GitHub){delete} as of 17:00 on his last day.",
        True,
        ["quantity"],
    ),
    (
        "Expense claim EXP-2291 reimbursed to your salary account{refund} — £86.40 for the client dinner.",
        False,
        ["paraphrase"],
    ),
    ("Expense claim EXP-2291 reimbursed to your salary account — £86.40 for the client dinner.", True, ["uncited"]),
    (
        "Expense claim EXP-2291 reimbursed to your salary account{send_email} — £86.40 for the client dinner.",
        True,
        ["kind"],
    ),
    (
        "Hi Ms. Rivera, Leo's enrolment in Year 4 is confirmed{update} and the uniform order has been placed{order}. Term starts 6 January.",
        False,
        ["paraphrase"],
    ),
    (
        "Hi Ms. Rivera, Leo's enrolment in Year 4 is confirmed{update} and the uniform order has been placed. Term starts 6 January.",
        True,
        ["uncited"],
    ),
    (
        "Grades for the midterm are published on the portal{export}, and I've emailed each student their feedback{email*28}.",
        False,
        ["quantity"],
    ),
    (
        "Grades for the midterm are published on the portal{export}, and I've emailed each student their feedback{email}.",
        True,
        ["quantity"],
    ),
    (
        "The exam board has moved the chemistry paper to 12 June; nothing changes on our side.",
        False,
        ["third_party", "negation"],
    ),
    (
        "Could you confirm whether Leo needs the after-school club? I can add him once you reply.",
        False,
        ["question", "plan_condition"],
    ),
    (
        "Your prescription refill has been sent to Walgreens on 5th Ave{send}. It's usually ready within 2 hours.",
        False,
        ["paraphrase"],
    ),
    (
        "Your prescription refill has been sent to Walgreens on 5th Ave. It's usually ready within 2 hours.",
        True,
        ["uncited"],
    ),
    (
        "Dr. Osei reviewed your results and says no follow-up is needed. I've closed the referral{update}.",
        False,
        ["third_party"],
    ),
    ("Dr. Osei reviewed your results and says no follow-up is needed. I've closed the referral.", True, ["uncited"]),
    (
        "Your MRI is booked for Tue 10 Dec, 08:40, at the Riverside site{book}. Please arrive 15 minutes early and fast for 4 hours.",
        False,
        ["paraphrase"],
    ),
    (
        "Your MRI is booked for Tue 10 Dec, 08:40, at the Riverside site. Please arrive 15 minutes early and fast for 4 hours.",
        True,
        ["uncited"],
    ),
    (
        "Your MRI is booked for Tue 10 Dec, 08:40, at the Riverside site{send_sms}. Please arrive 15 minutes early and fast for 4 hours.",
        True,
        ["kind"],
    ),
    ("Insurance pre-authorisation for the MRI came back approved from Aetna yesterday.", False, ["third_party"]),
    ("Reminder texts for tomorrow's clinic went out to all 31 patients{send_sms}.", True, ["quantity", "relabelled"]),
    ("Reminder texts for tomorrow's clinic went out to all 31 patients.", True, ["uncited"]),
    (
        "All sorted! Your flight to Lisbon is changed to the 18:05 (TP1351){book} and the hotel now expects you on Thursday{update}.",
        False,
        ["paraphrase"],
    ),
    (
        "All sorted! Your flight to Lisbon is changed to the 18:05 (TP1351){book} and the hotel now expects you on Thursday.",
        True,
        ["uncited"],
    ),
    ("Seats 14A and 14B are assigned to you and Maria{update*2}.", False, ["quantity"]),
    ("Seats 14A and 14B are assigned to you and Maria{update}.", True, ["quantity"]),
    (
        "The airline cancelled the 07:15, so I rebooked you on the 09:40{book}. Your bag allowance is unchanged.",
        False,
        ["third_party"],
    ),
    (
        "The airline cancelled the 07:15, so I rebooked you on the 09:40. Your bag allowance is unchanged.",
        True,
        ["uncited"],
    ),
    ("Visa application fee of $160 paid{pay}; your interview is on 9 January at the consulate.", False, ["paraphrase"]),
    ("Visa application fee of $160 paid; your interview is on 9 January at the consulate.", True, ["uncited"]),
    (
        "Onboarding checklist for Mei:\n- [x] Contract signed (by Mei)\n- [x] Okta account created{create}\n- [x] Welcome email sent{email}\n- [ ] Buddy assigned",
        False,
        ["lists_markdown", "third_party"],
    ),
    (
        "Onboarding checklist for Mei:\n- [x] Contract signed (by Mei)\n- [x] Okta account created{create}\n- [x] Welcome email sent\n- [ ] Buddy assigned",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "| Patient | Action | Done |\n|---|---|---|\n| A. Khan | Rebooked to 12 Dec | ✅{book} |\n| J. Park | Referral faxed | ✅{send} |",
        False,
        ["lists_markdown"],
    ),
    (
        "| Patient | Action | Done |\n|---|---|---|\n| A. Khan | Rebooked to 12 Dec | ✅{book} |\n| J. Park | Referral faxed | ✅ |",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        'From the policy: "Refunds are issued within 14 days of cancellation." Your cancellation was received today, so expect it by the 19th.',
        False,
        ["quote_code", "plan_condition"],
    ),
    (
        "Next steps:\n1. I'll send the signed contract to payroll\n2. Book the induction for Monday",
        False,
        ["plan_condition", "lists_markdown"],
    ),
    ("Your manager approved the overtime on Friday; it will appear on the December payslip.", False, ["third_party"]),
    ("Your December payslip shows the bonus was paid on the 20th.", False, ["third_party"]),
    ("booked ✔️ 10:30 w/ Dr Lee{book}", False, ["paraphrase"]),
    ("booked ✔️ 10:30 w/ Dr Lee", True, ["uncited"]),
    ("all good — payslip resent{email}", False, ["paraphrase"]),
    ("all good — payslip resent", True, ["uncited"]),
    ("yep, access revoked for both contractors{update*2}", False, ["quantity"]),
    ("yep, access revoked for both contractors{update}", True, ["quantity"]),
]

#: Batch claims-en-s4-7 (/work/coord/claims/claims-en-s4-7.jsonl): banking and SaaS billing support.
S7: list[tuple[str, bool, list[str]]] = [
    (
        "Hi Anna,\n\nSorry about that — the duplicate November charge ($49) is refunded{refund} and a corrected invoice is on its way to billing@weiss.io{email}.\n\nBest,\nTom\n\n> On Tue, 3 Dec, Anna Weiss wrote:\n> Hi, I was charged twice for November. Can you refund one and send me a corrected invoice?",
        False,
        ["paraphrase", "quote_code"],
    ),
    (
        "Hi Anna,\n\nSorry about that — the duplicate November charge ($49) is refunded and a corrected invoice is on its way to billing@weiss.io{email}.\n\nBest,\nTom\n\n> On Tue, 3 Dec, Anna Weiss wrote:\n> Hi, I was charged twice for November. Can you refund one and send me a corrected invoice?",
        True,
        ["uncited", "quote_code"],
    ),
    (
        "Hi Anna,\n\nSorry about that — the duplicate November charge ($49) is refunded{refund} and a corrected invoice is on its way to billing@weiss.io{send_push}.\n\nBest,\nTom\n\n> On Tue, 3 Dec, Anna Weiss wrote:\n> Hi, I was charged twice for November. Can you refund one and send me a corrected invoice?",
        True,
        ["kind", "quote_code"],
    ),
    (
        "Your card ending 7731 has been frozen{update} and a replacement is being issued. You'll get it in 5–7 business days.",
        False,
        ["paraphrase"],
    ),
    (
        "Your card ending 7731 has been frozen and a replacement is being issued. You'll get it in 5–7 business days.",
        True,
        ["uncited"],
    ),
    ("We've reversed the £35 overdraft fee as a one-off{refund}.", False, ["paraphrase"]),
    ("We've reversed the £35 overdraft fee as a one-off.", True, ["uncited"]),
    ("We've reversed the £35 overdraft fee as a one-off{pay}.", True, ["kind"]),
    (
        "The direct debit to Octopus Energy was returned unpaid by your bank on 2 Dec; nothing has left your account.",
        False,
        ["third_party", "negation"],
    ),
    (
        "Your transfer of €2,000 to DE89 3704 0044 0532 0130 00 is sent{pay} and should arrive today.",
        False,
        ["paraphrase"],
    ),
    ("Your transfer of €2,000 to DE89 3704 0044 0532 0130 00 is sent and should arrive today.", True, ["uncited"]),
    (
        "Seats reduced from 40 to 32 on your Team plan{update}; the prorated credit of $96 shows on your next invoice.",
        False,
        ["paraphrase"],
    ),
    (
        "Seats reduced from 40 to 32 on your Team plan; the prorated credit of $96 shows on your next invoice.",
        True,
        ["uncited"],
    ),
    ("Plan switched to annual billing{update} — you saved $240 compared to monthly.", False, ["paraphrase"]),
    ("Plan switched to annual billing — you saved $240 compared to monthly.", True, ["uncited"]),
    (
        "Your dispute for the $310 charge at ELECTROMART is opened (case DSP-55102){create}. Provisional credit of $310 applied{refund}.",
        False,
        ["paraphrase"],
    ),
    (
        "Your dispute for the $310 charge at ELECTROMART is opened (case DSP-55102){create}. Provisional credit of $310 applied.",
        True,
        ["uncited"],
    ),
    (
        "The merchant refunded you directly on 28 Nov, so I closed the dispute as resolved{update}.",
        False,
        ["third_party"],
    ),
    ("The merchant refunded you directly on 28 Nov, so I closed the dispute as resolved.", True, ["uncited"]),
    (
        "KYC documents received and verified by our compliance team. Your account limits will go up within 24 hours.",
        False,
        ["third_party", "plan_condition"],
    ),
    ("Limit raised to £5,000 per day{update} as requested.", False, ["paraphrase"]),
    ("Limit raised to £5,000 per day as requested.", True, ["uncited"]),
    (
        "API key `sk_live_…9f2` rotated{update} and the old one revoked{delete}. Update your env vars before 18:00.",
        False,
        ["paraphrase"],
    ),
    (
        "API key `sk_live_…9f2` rotated{update} and the old one revoked. Update your env vars before 18:00.",
        True,
        ["uncited"],
    ),
    ("Invoices for Oct and Nov re-sent to accounts@brightpath.co{email*2}.", False, ["quantity"]),
    ("Invoices for Oct and Nov re-sent to accounts@brightpath.co{email}.", True, ["quantity"]),
    ("ok so i did the chargeback reversal{refund}, money back in ur acc by tmrw", False, ["paraphrase"]),
    ("ok so i did the chargeback reversal, money back in ur acc by tmrw", True, ["uncited"]),
    ("Unfortunately we can't waive the late fee this time, as it was waived in August.", False, ["negation"]),
    ("Would you like the statement as PDF or CSV? I can email either.", False, ["question", "plan_condition"]),
    ("TL;DR: refund ✅{refund}, invoice ✅{email}, account note ✅{update}", False, ["lists_markdown"]),
    ("TL;DR: refund ✅{refund}, invoice ✅, account note ✅{update}", True, ["lists_markdown", "uncited"]),
    ("Standing order to your landlord set up for £1,150 on the 1st of each month{create}.", False, ["paraphrase"]),
    ("Standing order to your landlord set up for £1,150 on the 1st of each month.", True, ["uncited"]),
    (
        "Your mortgage payment holiday was approved by the lending team on Monday; I've updated your repayment schedule to match{update}.",
        False,
        ["third_party"],
    ),
    (
        "Your mortgage payment holiday was approved by the lending team on Monday; I've updated your repayment schedule to match.",
        True,
        ["uncited"],
    ),
    (
        "Closed the old savings account{delete} and moved the £812.40 balance into your current account{pay}.",
        False,
        ["paraphrase"],
    ),
    (
        "Closed the old savings account{delete} and moved the £812.40 balance into your current account.",
        True,
        ["uncited"],
    ),
    (
        "Fraud alert cleared{update}; the blocked Amazon payment went through on retry at 14:12.",
        False,
        ["paraphrase", "third_party"],
    ),
    ("Fraud alert cleared; the blocked Amazon payment went through on retry at 14:12.", True, ["uncited"]),
]

FRESH = S1 + S2 + S3 + S4 + S5 + S6 + S7
