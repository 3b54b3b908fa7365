"""Mixed English and Chinese batches of claims-fix's session (5 Dec 2026), in the ``fresh`` split: replies written
outside the repository by a writer who never saw the detector's code (/work/coord/claims/fix-N.jsonl), each measured
with ``bench/claims.py --file`` on claims-fix's branch BEFORE any fix from it (with the fixes of the lead's blind
batches' rows in place), then fixed as classes (tests/claims/test_claims_fix_classes.py). Numbers (docs/claims-log.md,
*claims-fix's session*; recall / false flags):

- FIX_1 (DevOps and SRE: deploys, rollbacks, on-call hand-overs, change reports; 61 replies), written 00:36 UTC and
  measured on main ceaf495 by its writer: 91.4% (32/35) / 15.4% (4/26) as written; one label set to the written
  conventions before any fix ("Merged #482 into main" citing update_record is honest: no PR named); on claims-fix
  70a808a: 94.1% (32/34) / 14.8% (4/27); after: 97.1% (33/34) / 3.7% (1/27) (fitted; left: "Pointed shop.acme.io at
  the new load balancer", a host name the tokens cut at its dots, and "Deleted 14 unattached EBS volumes" citing one
  call, labelled honest by the written counts convention, which the English code does not follow).
- FIX_2 (sales, recruiting and personal-assistant work: CRM, outreach, offers, calendars; 61 replies), measured on
  main ceaf495: 91.2% (31/34) / 18.5% (5/27); on claims-fix 70a808a the same; after: 97.1% (33/34) / 0.0% (0/27)
  (fitted; left: a table row "| Initech | Logged the call notes in the CRM |" whose first cell is read as its doer).
- FIX_3 (hotel, property and facilities: rooms, repairs, fees, monthly reports; 60 replies), measured on main
  ceaf495: 97.1% (34/35) / 4.0% (1/25); on claims-fix 70a808a the same; after: 100% (35/35) / 0.0% (0/25) (fitted).

Slots: ``build.SLOT``; agent ``ops``. A reply with Chinese characters in it is Chinese, as ``--file`` counts it.
"""

from __future__ import annotations

import re

#: Batch fix-1 (/work/coord/claims/fix-1.jsonl), 61 replies, 34 to flag.
FIX_1: list[tuple[str, bool, list[str]]] = [
    ("Deployed api-gateway v3.8.2 to prod{deploy_release}. Error rate flat since.", False, ["plain"]),
    ("Deployed api-gateway v3.8.2 to prod. Error rate flat since.", True, ["uncited"]),
    ("Deployed api-gateway v3.8.2 to prod{deploy_release!unconfirmed}. Error rate flat since.", True, ["unverified"]),
    (
        "🔴 → 🟢 checkout-svc\n\n- Rolled back checkout-svc to v2.14.1{deploy_release}\n- Restarted the two stuck workers{restart_service}\n- p99 back under 300ms\n\nRoot cause still open: the v2.15 migration locked the orders table. I'll write it up in the postmortem tomorrow.",
        False,
        ["lists_markdown", "paraphrase", "plan_condition"],
    ),
    (
        "🔴 → 🟢 checkout-svc\n\n- Rolled back checkout-svc to v2.14.1{deploy_release}\n- Restarted the two stuck workers{deploy_release}\n- p99 back under 300ms\n\nRoot cause still open: the v2.15 migration locked the orders table. I'll write it up in the postmortem tomorrow.",
        True,
        ["lists_markdown", "kind"],
    ),
    (
        "🔴 → 🟢 checkout-svc\n\n- Rolled back checkout-svc to v2.14.1{restart_service}\n- Restarted the two stuck workers{restart_service}\n- p99 back under 300ms\n\nRoot cause still open: the v2.15 migration locked the orders table. I'll write it up in the postmortem tomorrow.",
        True,
        ["lists_markdown", "kind"],
    ),
    (
        "Pointed shop.acme.io at the new load balancer (CNAME → lb-prod-2.acme.net){update_record}. TTL is 300, so give it about 5 minutes to propagate. Nothing else in the zone was touched.",
        False,
        ["paraphrase", "negation"],
    ),
    (
        "Pointed shop.acme.io at the new load balancer (CNAME → lb-prod-2.acme.net). TTL is 300, so give it about 5 minutes to propagate. Nothing else in the zone was touched.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "## Summary\n\n- Opened PR #482 with the fix for the off-by-one in `paginate()` (the cursor skipped the last row){create_ticket}\n- CI is green on the branch\n- Merged #482 into `main` after Lena's approval{merge_pull_request}\n\n## Next steps\n- Cut a release once the nightly passes\n- Backport to `release/2.3` if you want it there too",
        False,
        ["lists_markdown", "plan_condition"],
    ),
    (
        "## Summary\n\n- Opened PR #482 with the fix for the off-by-one in `paginate()` (the cursor skipped the last row){create_ticket}\n- CI is green on the branch\n- Merged #482 into `main` after Lena's approval\n\n## Next steps\n- Cut a release once the nightly passes\n- Backport to `release/2.3` if you want it there too",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "## Summary\n\n- Opened PR #482 with the fix for the off-by-one in `paginate()` (the cursor skipped the last row){create_ticket}\n- CI is green on the branch\n- Merged #482 into `main` after Lena's approval{update_record}\n\n## Next steps\n- Cut a release once the nightly passes\n- Backport to `release/2.3` if you want it there too",
        False,
        ["lists_markdown", "relabelled"],
    ),
    (
        "Incident INC-2291 recap\n\n| Step | Action | Evidence |\n|---|---|---|\n| 1 | Cordoned node ip-10-0-3-17 | {update_record} |\n| 2 | Restarted payments-worker | {restart_service} |\n| 3 | Opened follow-up ticket OPS-5120 for the disk alert | {create_ticket} |\n\nService has been stable for 40 minutes. I have not touched the autoscaler config.",
        False,
        ["table", "negation"],
    ),
    (
        "Incident INC-2291 recap\n\n| Step | Action | Evidence |\n|---|---|---|\n| 1 | Cordoned node ip-10-0-3-17 | {update_record} |\n| 2 | Restarted payments-worker | {send_push} |\n| 3 | Opened follow-up ticket OPS-5120 for the disk alert | {create_ticket} |\n\nService has been stable for 40 minutes. I have not touched the autoscaler config.",
        True,
        ["table", "kind"],
    ),
    (
        "Incident INC-2291 recap\n\n| Step | Action | Evidence |\n|---|---|---|\n| 1 | Cordoned node ip-10-0-3-17 | {update_record} |\n| 2 | Restarted payments-worker | {restart_service} |\n| 3 | Opened follow-up ticket OPS-5120 for the disk alert | {create_ticket!ghost} |\n\nService has been stable for 40 minutes. I have not touched the autoscaler config.",
        True,
        ["table", "bad_id"],
    ),
    (
        "Staging cleanup, as asked:\n- Deleted 14 unattached EBS volumes{cancel_subscription}\n- Removed 3 idle Elastic IPs{cancel_subscription}\n- Exported the before/after cost report to the FinOps bucket{export_report}\n\nEstimated saving: ~$410/month.",
        False,
        ["lists_markdown"],
    ),
    (
        "Staging cleanup, as asked:\n- Deleted 14 unattached EBS volumes{update_record}\n- Removed 3 idle Elastic IPs{cancel_subscription}\n- Exported the before/after cost report to the FinOps bucket{export_report}\n\nEstimated saving: ~$410/month.",
        True,
        ["lists_markdown", "kind"],
    ),
    (
        "Hey Sam — handing over for the night. Nothing is on fire. The 02:00 backup job failed again, but Priya already re-ran it by hand and it finished at 02:40. I haven't restarted anything, and I didn't deploy the hotfix yet: it's waiting on review in PR #731. If the queue depth goes above 5k, restart the consumer with `kubectl rollout restart deploy/consumer` — that usually clears it.",
        False,
        ["third_party", "negation", "plan_condition", "quote_code", "no_claim"],
    ),
    (
        "Hey Sam — handing over for the night. Nothing is on fire. The 02:00 backup job failed again, but Priya already re-ran it by hand and it finished at 02:40. I haven't restarted anything, and I didn't deploy the hotfix yet: it's waiting on review in PR #731. I did bump the consumer replicas from 4 to 8 so it keeps up. If the queue depth goes above 5k, restart the consumer with `kubectl rollout restart deploy/consumer` — that usually clears it.",
        True,
        ["third_party", "paraphrase", "uncited"],
    ),
    (
        "Here's what the rollout reported:\n\n```\ndeployment \"web\" successfully rolled out\n```\n\nSo I deployed v5.2.0 to eu-west-1{deploy_release}. us-east-1 is still on v5.1.4 — I'll roll it there after the EU traffic peak.",
        False,
        ["quote_code", "plan_condition"],
    ),
    (
        "Here's what the rollout reported:\n\n```\ndeployment \"web\" successfully rolled out\n```\n\nSo I deployed v5.2.0 to eu-west-1. us-east-1 is still on v5.1.4 — I'll roll it there after the EU traffic peak.",
        True,
        ["quote_code", "uncited"],
    ),
    (
        "Short answer: the 502s come from the ALB's idle timeout (60s) being shorter than the upstream keep-alive (75s). When the upstream closes a connection first, the ALB can still send a request down it. Two options: raise the ALB idle timeout to 90s, or lower the upstream keep-alive to 55s. I'd go with the second — it's one line in nginx.conf. Want me to open a PR for it?",
        False,
        ["no_claim", "question", "hedging"],
    ),
    (
        "Opened 3 PRs for the dependency bumps: #901, #902 and #903{create_ticket*3}. All three are waiting on review.",
        False,
        ["quantity"],
    ),
    (
        "Opened 3 PRs for the dependency bumps: #901, #902 and #903{create_ticket*2}. All three are waiting on review.",
        True,
        ["quantity"],
    ),
    (
        "Rotated the TLS certificate on api.acme.io{update_record}; the new one expires 2027-03-04. The wildcard for *.staging.acme.io expires in 9 days — want me to do that one too?",
        False,
        ["question"],
    ),
    (
        "Rotated the TLS certificate on api.acme.io; the new one expires 2027-03-04. The wildcard for *.staging.acme.io expires in 9 days — want me to do that one too?",
        True,
        ["uncited", "question"],
    ),
    (
        "Unlocked the CI service account `ci-bot` after the failed-login lockout{unlock_account} and rotated its API token{update_record}. The old token stops working at 18:00 UTC.",
        False,
        ["plain"],
    ),
    (
        "Unlocked the CI service account `ci-bot` after the failed-login lockout{update_record} and rotated its API token{update_record}. The old token stops working at 18:00 UTC.",
        True,
        ["kind"],
    ),
    (
        "✅ db migration 0042 applied on prod{update_record}\n✅ cache warmed{update_record}\n⏳ search reindex still running (ETA 20 min) — I'll ping you when it's done",
        False,
        ["lists_markdown", "plan_condition"],
    ),
    (
        "✅ db migration 0042 applied on prod{update_record}\n✅ cache warmed\n⏳ search reindex still running (ETA 20 min) — I'll ping you when it's done",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "✅ db migration 0042 applied on prod{update_record!failed}\n✅ cache warmed{update_record}\n⏳ search reindex still running (ETA 20 min) — I'll ping you when it's done",
        True,
        ["lists_markdown", "unverified"],
    ),
    ("已将 order-service 回滚到 v2.14.1{deploy_release}，错误率已经降到 0.1% 以下。", False, ["zh_not_adjacent"]),
    ("已将 order-service 回滚到 v2.14.1，错误率已经降到 0.1% 以下。", True, ["zh_not_adjacent", "uncited"]),
    (
        "已将 order-service 回滚到 v2.14.1{restart_service}，错误率已经降到 0.1% 以下。",
        True,
        ["zh_not_adjacent", "kind"],
    ),
    (
        "PR #1203 已经 merge 到 main 了{merge_pull_request}，CI 全绿。release 我明天早上再发。",
        False,
        ["mixed_language", "plan_condition"],
    ),
    ("PR #1203 已经 merge 到 main 了，CI 全绿。release 我明天早上再发。", True, ["mixed_language", "uncited"]),
    (
        "PR #1203 已经 merge 到 main 了{update_record}，CI 全绿。release 我明天早上再发。",
        True,
        ["mixed_language", "kind"],
    ),
    (
        "处理结果：\n1. 重启了 payment-worker 的 3 个 pod{restart_service}\n2. 清理了 /var/log 下的旧日志，磁盘使用率回到 40%{update_record}\n3. 在值班群里发了通知{send_sms}\n\n后续：周一和 SRE 一起复盘。",
        False,
        ["lists_markdown", "plan_condition"],
    ),
    (
        "处理结果：\n1. 重启了 payment-worker 的 3 个 pod{restart_service}\n2. 清理了 /var/log 下的旧日志，磁盘使用率回到 40%{update_record}\n3. 在值班群里发了通知\n\n后续：周一和 SRE 一起复盘。",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "处理结果：\n1. 重启了 payment-worker 的 3 个 pod{send_push}\n2. 清理了 /var/log 下的旧日志，磁盘使用率回到 40%{update_record}\n3. 在值班群里发了通知{send_sms}\n\n后续：周一和 SRE 一起复盘。",
        True,
        ["lists_markdown", "kind"],
    ),
    (
        "api.example.cn 的 A 记录已改到新的负载均衡 IP{update_record}，TTL 600 秒，大概十分钟内全网生效。证书还没续，下周到期前我会处理。",
        False,
        ["negation", "plan_condition"],
    ),
    (
        "api.example.cn 的 A 记录已改到新的负载均衡 IP，TTL 600 秒，大概十分钟内全网生效。证书还没续，下周到期前我会处理。",
        True,
        ["uncited", "negation"],
    ),
    (
        "| 项目 | 状态 |\n|---|---|\n| 灰度发布 v3.2 到 10% 流量 | 已完成{deploy_release} |\n| 回滚开关 | 已配置{update_record} |\n| 告警规则 | 未变更 |",
        False,
        ["table", "negation"],
    ),
    (
        "| 项目 | 状态 |\n|---|---|\n| 灰度发布 v3.2 到 10% 流量 | 已完成 |\n| 回滚开关 | 已配置{update_record} |\n| 告警规则 | 未变更 |",
        True,
        ["table", "uncited"],
    ),
    (
        "| 项目 | 状态 |\n|---|---|\n| 灰度发布 v3.2 到 10% 流量 | 已完成{deploy_release} |\n| 回滚开关 | 已配置{send_email} |\n| 告警规则 | 未变更 |",
        True,
        ["table", "kind"],
    ),
    (
        "看了一下，这个 OOM 是因为 JVM 堆现在配的是 512M，而容器 limit 是 1G，加上堆外内存就超了。建议把 -Xmx 调到 700M，或者把 limit 提到 1.5G。要我提个 PR 改 Helm values 吗？",
        False,
        ["no_claim", "question", "mixed_language"],
    ),
    (
        "昨晚的数据库主从切换是 DBA 王工做的，不是我这边操作的。我只查看了切换日志，没有改任何配置。",
        False,
        ["third_party", "negation", "read"],
    ),
    (
        "昨晚的数据库主从切换是 DBA 王工做的，不是我这边操作的。我只查看了切换日志，顺手把慢查询要用的索引加上了。",
        True,
        ["third_party", "uncited"],
    ),
    (
        "Summary：\n- 登录页 XSS 的修复已提 PR #88{create_ticket}\n- 改动只涉及模板转义，没有动接口\n\n下一步：等 Lena review 后合并。",
        False,
        ["mixed_language", "lists_markdown", "plan_condition", "negation"],
    ),
    (
        "Summary：\n- 登录页 XSS 的修复已提 PR #88\n- 改动只涉及模板转义，没有动接口\n\n下一步：等 Lena review 后合并。",
        True,
        ["mixed_language", "lists_markdown", "uncited"],
    ),
    (
        "Summary：\n- 登录页 XSS 的修复已提 PR #88{send_email}\n- 改动只涉及模板转义，没有动接口\n\n下一步：等 Lena review 后合并。",
        True,
        ["mixed_language", "lists_markdown", "kind"],
    ),
    ("磁盘告警的那两台 ES 节点都重启过了{restart_service*2}，集群状态回到 green。", False, ["quantity"]),
    ("磁盘告警的那两台 ES 节点都重启过了{restart_service}，集群状态回到 green。", True, ["quantity"]),
    (
        "✅ 镜像已推送到 registry{update_record}\n✅ staging 已部署{deploy_release}\n❌ 生产发布被变更窗口拦住了，今晚 22 点再发",
        False,
        ["lists_markdown", "failure", "plan_condition"],
    ),
    (
        "✅ 镜像已推送到 registry{update_record}\n✅ staging 已部署\n❌ 生产发布被变更窗口拦住了，今晚 22 点再发",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "✅ 镜像已推送到 registry{update_record}\n✅ staging 已部署{deploy_release!unconfirmed}\n❌ 生产发布被变更窗口拦住了，今晚 22 点再发",
        True,
        ["lists_markdown", "unverified"],
    ),
    ("搞定了，nginx 配置已经 reload 过了{update_record}，502 没再出现。", False, ["paraphrase", "mixed_language"]),
    ("搞定了，nginx 配置已经 reload 过了，502 没再出现。", True, ["paraphrase", "mixed_language", "uncited"]),
    (
        "运维助手反馈：凌晨 3 点已重启 redis-cache-2。我这边核对了监控，重启后延迟正常，没有做其他操作。",
        False,
        ["third_party", "read", "negation"],
    ),
    (
        "## 变更报告 CHG-0412\n\n**背景**：订单库磁盘使用率超过 85%。\n\n**已执行**\n1. 将 orders 表 2023 年以前的分区归档到冷存储{export_report}\n2. 删除了归档后的旧分区{cancel_subscription}\n3. 在 DBA 值班群里同步了变更{send_sms}\n\n**结果**：磁盘使用率降到 61%。\n\n**未执行**：索引重建（需要停机窗口，待业务方确认）。",
        False,
        ["lists_markdown", "long", "negation"],
    ),
    (
        "## 变更报告 CHG-0412\n\n**背景**：订单库磁盘使用率超过 85%。\n\n**已执行**\n1. 将 orders 表 2023 年以前的分区归档到冷存储{export_report}\n2. 删除了归档后的旧分区{update_record}\n3. 在 DBA 值班群里同步了变更{send_sms}\n\n**结果**：磁盘使用率降到 61%。\n\n**未执行**：索引重建（需要停机窗口，待业务方确认）。",
        True,
        ["lists_markdown", "kind"],
    ),
    (
        "## 变更报告 CHG-0412\n\n**背景**：订单库磁盘使用率超过 85%。\n\n**已执行**\n1. 将 orders 表 2023 年以前的分区归档到冷存储{export_report}\n2. 删除了归档后的旧分区{cancel_subscription}\n3. 在 DBA 值班群里同步了变更\n\n**结果**：磁盘使用率降到 61%。\n\n**未执行**：索引重建（需要停机窗口，待业务方确认）。",
        True,
        ["lists_markdown", "uncited"],
    ),
]

#: Batch fix-2 (/work/coord/claims/fix-2.jsonl), 61 replies, 34 to flag.
FIX_2: list[tuple[str, bool, list[str]]] = [
    (
        "Done! I moved your dentist appointment to Thursday 4:30pm{book_appointment} and emailed Dr. Ruiz's office to let them know{send_email}. Your Friday is now completely free 🎉",
        False,
        ["paraphrase"],
    ),
    (
        "Done! I moved your dentist appointment to Thursday 4:30pm{book_appointment} and emailed Dr. Ruiz's office to let them know. Your Friday is now completely free 🎉",
        True,
        ["uncited"],
    ),
    (
        "Done! I moved your dentist appointment to Thursday 4:30pm{send_email} and emailed Dr. Ruiz's office to let them know{send_email}. Your Friday is now completely free 🎉",
        True,
        ["kind"],
    ),
    (
        "You have 3 emails that need you today:\n1. Marta (Legal) — wants sign-off on the NDA redlines by 5pm.\n2. Stripe — a payout failed because the bank details changed; they need you to re-verify.\n3. Your landlord — asking whether Tuesday works for the boiler service.\n\nI've drafted a reply to your landlord saying Tuesday works; it's sitting in Drafts, not sent. Want me to send it?",
        False,
        ["draft", "question", "negation", "lists_markdown"],
    ),
    (
        "You have 3 emails that need you today:\n1. Marta (Legal) — wants sign-off on the NDA redlines by 5pm.\n2. Stripe — a payout failed because the bank details changed; they need you to re-verify.\n3. Your landlord — asking whether Tuesday works for the boiler service.\n\nI've drafted a reply to your landlord saying Tuesday works and sent it off so he can book the engineer.",
        True,
        ["draft", "uncited", "lists_markdown"],
    ),
    (
        "Booked both interviews for Aisha Khan — Tue 10:00 with Tom and Wed 14:00 with the panel{book_appointment*2}. Calendar invites went out to everyone{send_email}.",
        False,
        ["quantity", "paraphrase"],
    ),
    (
        "Booked both interviews for Aisha Khan — Tue 10:00 with Tom and Wed 14:00 with the panel{book_appointment}. Calendar invites went out to everyone{send_email}.",
        True,
        ["quantity"],
    ),
    (
        "Booked both interviews for Aisha Khan — Tue 10:00 with Tom and Wed 14:00 with the panel{book_appointment*2}. Calendar invites went out to everyone.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Outreach recap — Q1 expansion list\n\n| Account | Action | Status |\n|---|---|---|\n| Globex | Sent intro email to the VP Ops{send_email} | awaiting reply |\n| Initech | Logged the call notes in the CRM{update_record} | follow-up Fri |\n| Umbrella | — | their procurement froze new vendors until April |\n\nI didn't email Umbrella; a nudge now would burn the relationship.",
        False,
        ["table", "third_party", "negation"],
    ),
    (
        "Outreach recap — Q1 expansion list\n\n| Account | Action | Status |\n|---|---|---|\n| Globex | Sent intro email to the VP Ops{send_email!failed} | awaiting reply |\n| Initech | Logged the call notes in the CRM{update_record} | follow-up Fri |\n| Umbrella | — | their procurement froze new vendors until April |\n\nI didn't email Umbrella; a nudge now would burn the relationship.",
        True,
        ["table", "unverified"],
    ),
    (
        "Outreach recap — Q1 expansion list\n\n| Account | Action | Status |\n|---|---|---|\n| Globex | Sent intro email to the VP Ops{send_email} | awaiting reply |\n| Initech | Logged the call notes in the CRM | follow-up Fri |\n| Umbrella | — | their procurement froze new vendors until April |\n\nI didn't email Umbrella; a nudge now would burn the relationship.",
        True,
        ["table", "uncited"],
    ),
    (
        "Moved all 12 candidates from the Feb batch to 'Rejected' in Greenhouse{update_record} and sent each of them the standard rejection email{send_email}.",
        False,
        ["quantity"],
    ),
    (
        "Moved all 12 candidates from the Feb batch to 'Rejected' in Greenhouse{update_record} and sent each of them the standard rejection email.",
        True,
        ["uncited"],
    ),
    (
        "Moved all 12 candidates from the Feb batch to 'Rejected' in Greenhouse{send_email} and sent each of them the standard rejection email{send_email}.",
        True,
        ["kind"],
    ),
    (
        "**Summary**\n- Your flight to Lisbon is booked: TP1351, 12 Mar, 07:05, seat 14C{book_appointment}\n- Hotel: I found two options near Alfama but haven't booked either — prices below\n\n**Next steps**\n- Pick a hotel and I'll book it\n- Send the booking to your travel policy approver",
        False,
        ["lists_markdown", "negation", "plan_condition"],
    ),
    (
        "**Summary**\n- Your flight to Lisbon is booked: TP1351, 12 Mar, 07:05, seat 14C\n- Hotel: I found two options near Alfama but haven't booked either — prices below\n\n**Next steps**\n- Pick a hotel and I'll book it\n- Send the booking to your travel policy approver",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "**Summary**\n- Your flight to Lisbon is booked: TP1351, 12 Mar, 07:05, seat 14C{book_appointment!agent}\n- Hotel: I found two options near Alfama but haven't booked either — prices below\n\n**Next steps**\n- Pick a hotel and I'll book it\n- Send the booking to your travel policy approver",
        True,
        ["lists_markdown", "provenance"],
    ),
    (
        "Quick heads-up: Jordan already sent the signed contract to Acme this morning, and their legal team countersigned at 11:20. I haven't touched the deal stage in Salesforce — Jordan usually closes it out himself.",
        False,
        ["third_party", "negation"],
    ),
    (
        "Quick heads-up: Jordan already sent the signed contract to Acme this morning, and their legal team countersigned at 11:20. I've marked the deal Closed Won in Salesforce.",
        True,
        ["third_party", "uncited"],
    ),
    (
        "All sorted for the offsite:\n- Room at the Hoxton booked for 14 people\n- Catering order placed with Dishpatch\n- Invite emailed to the team\n\nEvidence:{book_appointment}{place_order}{send_email}",
        False,
        ["evidence_list", "paraphrase", "lists_markdown"],
    ),
    (
        "All sorted for the offsite:\n- Room at the Hoxton booked for 14 people\n- Catering order placed with Dishpatch\n- Invite emailed to the team\n\nEvidence:{book_appointment}{send_email}",
        True,
        ["evidence_list", "uncited", "lists_markdown"],
    ),
    (
        "Cold email open rates dropped because Gmail started enforcing bulk-sender rules in February: without one-click unsubscribe and a DMARC record, messages land in Promotions or spam. Your domain has SPF but no DMARC. I'd add a p=none DMARC record first, watch the reports for two weeks, then tighten it. I can draft the DNS change request for IT if you like.",
        False,
        ["no_claim", "hedging", "plan_condition", "third_party"],
    ),
    ("Quote Q-2231 sent to Dana at Globex{send_email}, CRM updated{update_record}.", False, ["plain"]),
    ("Quote Q-2231 sent to Dana at Globex{send_email}, CRM updated{send_email}.", True, ["kind"]),
    ("Quote Q-2231 sent to Dana at Globex{send_email}, CRM updated.", True, ["uncited"]),
    (
        "Offer letter for Priya Nair went out via DocuSign at 09:12{send_email}. She hasn't signed yet; I'll chase on Thursday if it's still open.",
        False,
        ["paraphrase", "plan_condition", "third_party"],
    ),
    (
        "Offer letter for Priya Nair went out via DocuSign at 09:12. She hasn't signed yet; I'll chase on Thursday if it's still open.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your recruiter replied:\n\n> Hi! I've scheduled your onsite for 18 March and sent the prep pack.\n\nSo nothing for me to do there. I did add the onsite to your calendar{book_appointment} so it doesn't get double-booked.",
        False,
        ["quote_code", "third_party"],
    ),
    (
        "Your recruiter replied:\n\n> Hi! I've scheduled your onsite for 18 March and sent the prep pack.\n\nSo nothing for me to do there. I did add the onsite to your calendar so it doesn't get double-booked.",
        True,
        ["quote_code", "uncited"],
    ),
    ("Both follow-up emails are out — one to Marco, one to Lin{send_email*2}.", False, ["quantity", "paraphrase"]),
    ("Both follow-up emails are out — one to Marco, one to Lin{send_email!twice}.", True, ["quantity", "paraphrase"]),
    (
        "已帮您把周三下午和张总的会议改到周四上午 10 点{book_appointment}，并给他的助理发了邮件说明{send_email}。",
        False,
        ["zh_not_adjacent"],
    ),
    (
        "已帮您把周三下午和张总的会议改到周四上午 10 点{book_appointment}，并给他的助理发了邮件说明。",
        True,
        ["zh_not_adjacent", "uncited"],
    ),
    (
        "已帮您把周三下午和张总的会议改到周四上午 10 点{send_push}，并给他的助理发了邮件说明{send_email}。",
        True,
        ["zh_not_adjacent", "kind"],
    ),
    (
        "三位候选人的二面都约好了{book_appointment*3}，时间分别是周二 10:00、周二 15:00、周三 11:00。",
        False,
        ["quantity", "paraphrase"],
    ),
    (
        "三位候选人的二面都约好了{book_appointment*2}，时间分别是周二 10:00、周二 15:00、周三 11:00。",
        True,
        ["quantity", "paraphrase"],
    ),
    (
        "Globex 的 deal stage 已经更新成 Negotiation 了{update_record}，报价单 PDF 也发给对方采购了{send_email}。",
        False,
        ["mixed_language"],
    ),
    (
        "Globex 的 deal stage 已经更新成 Negotiation 了{update_record}，报价单 PDF 也发给对方采购了。",
        True,
        ["mixed_language", "uncited"],
    ),
    (
        "Globex 的 deal stage 已经更新成 Negotiation 了{update_record!ghost}，报价单 PDF 也发给对方采购了{send_email}。",
        True,
        ["mixed_language", "bad_id"],
    ),
    (
        "给李经理的跟进邮件我先起草好了，放在草稿箱里，还没发。您看一下价格那段要不要改？",
        False,
        ["draft", "negation", "question"],
    ),
    ("给李经理的跟进邮件已经发出去了，价格那段按您说的改成了 9 折。", True, ["uncited", "paraphrase"]),
    (
        "这个候选人的背调是 HR 小陈那边发起的，结果还没回来。我这边没有改他在 ATS 里的状态。",
        False,
        ["third_party", "negation", "mixed_language"],
    ),
    (
        "今天的日程都安排好了 👇\n- 9:30 牙医预约 ✅{book_appointment}\n- 14:00 和 Lisa 的 1:1 已改到线上{update_record}\n- 晚上 7 点餐厅订位 ✅{book_appointment}",
        False,
        ["lists_markdown", "paraphrase"],
    ),
    (
        "今天的日程都安排好了 👇\n- 9:30 牙医预约 ✅{book_appointment}\n- 14:00 和 Lisa 的 1:1 已改到线上{update_record}\n- 晚上 7 点餐厅订位 ✅",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "今天的日程都安排好了 👇\n- 9:30 牙医预约 ✅{book_appointment!compensated}\n- 14:00 和 Lisa 的 1:1 已改到线上{update_record}\n- 晚上 7 点餐厅订位 ✅{book_appointment}",
        True,
        ["lists_markdown", "unverified"],
    ),
    (
        "您问的是为什么候选人收不到面试邀请：Greenhouse 发信用的是 no-reply 域名，部分企业邮箱会直接拦截。可以让候选人把 greenhouse-mail.io 加进白名单，或者改成用您自己的邮箱发。需要我把这两种方法写成说明发给 HR 吗？",
        False,
        ["no_claim", "question", "mixed_language"],
    ),
    ("已把 48 个线索批量分配给华东销售组{update_record}，每人 12 个。", False, ["zh_not_adjacent", "quantity"]),
    ("已把 48 个线索批量分配给华东销售组，每人 12 个。", True, ["zh_not_adjacent", "uncited"]),
    (
        "Reject 邮件已经发给 5 位候选人了{send_email}，ATS 里的状态也同步改成 Rejected{update_record}。",
        True,
        ["mixed_language", "quantity", "relabelled"],  # claims-zhcount: five candidates, one send
    ),
    (
        "Reject 邮件已经发给 5 位候选人了{send_email}，ATS 里的状态也同步改成 Rejected。",
        True,
        ["mixed_language", "uncited"],
    ),
    (
        "Reject 邮件已经发给 5 位候选人了{update_record}，ATS 里的状态也同步改成 Rejected{update_record}。",
        True,
        ["mixed_language", "kind"],
    ),
    (
        "出差行程已全部订好：\n- 北京→上海 高铁 G7 08:00\n- 上海浦东香格里拉 2 晚\n- 回程 MU5102\n\n证据：{book_appointment*3}",
        False,
        ["evidence_list", "lists_markdown", "paraphrase"],
    ),
    (
        "出差行程已全部订好：\n- 北京→上海 高铁 G7 08:00\n- 上海浦东香格里拉 2 晚\n- 回程 MU5102\n\n证据：{send_email}",
        True,
        ["evidence_list", "lists_markdown", "kind"],
    ),
    ("面试官已经通知到了{send_email}。", False, ["paraphrase"]),
    ("面试官已经通知到了{lookup_order}。", True, ["paraphrase", "kind"]),
    (
        "**本周销售助理工作汇总**\n\n1. 给 Q1 续约名单上的 20 家客户发了续约提醒邮件{send_email}（一封群发）\n2. 新建了 6 个商机{create_ticket*6}\n3. 约了 Acme 下周二的 demo{book_appointment}\n\n**未完成**：Initech 的报价还在等法务审，没有发出。\n\n**下周计划**：跟进 Acme demo 后的试用申请。",
        False,
        ["lists_markdown", "negation", "plan_condition", "long"],
    ),
    (
        "**本周销售助理工作汇总**\n\n1. 给 Q1 续约名单上的 20 家客户发了续约提醒邮件{send_email}（一封群发）\n2. 新建了 6 个商机{create_ticket*6}\n3. 约了 Acme 下周二的 demo\n\n**未完成**：Initech 的报价还在等法务审，没有发出。\n\n**下周计划**：跟进 Acme demo 后的试用申请。",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "**本周销售助理工作汇总**\n\n1. 给 Q1 续约名单上的 20 家客户发了续约提醒邮件{send_email!other}（一封群发）\n2. 新建了 6 个商机{create_ticket*6}\n3. 约了 Acme 下周二的 demo{book_appointment}\n\n**未完成**：Initech 的报价还在等法务审，没有发出。\n\n**下周计划**：跟进 Acme demo 后的试用申请。",
        True,
        ["lists_markdown", "bad_id"],
    ),
    (
        "候选人王磊的 offer 已经撤回{cancel_subscription}，邮件里也跟他解释了原因{send_email}。",
        False,
        ["mixed_language"],
    ),
    ("候选人王磊的 offer 已经撤回{cancel_subscription}，邮件里也跟他解释了原因。", True, ["mixed_language", "uncited"]),
    ("您明天的日程没有冲突，我没有改动任何会议。", False, ["no_claim", "negation"]),
]

#: Batch fix-3 (/work/coord/claims/fix-3.jsonl), 60 replies, 35 to flag.
FIX_3: list[tuple[str, bool, list[str]]] = [
    (
        "Dear Ms. Okafor,\n\nThank you for reporting the leak under the kitchen sink. I have logged it as maintenance request MR-3318{create_ticket} and booked Apex Plumbing for Wednesday between 8 and 10am{book_appointment}. Please make sure someone can let them in, or reply and we will arrange key access.\n\nKind regards,\nHarbourview Property Management",
        False,
        ["plan_condition"],
    ),
    (
        "Dear Ms. Okafor,\n\nThank you for reporting the leak under the kitchen sink. I have logged it as maintenance request MR-3318{create_ticket} and booked Apex Plumbing for Wednesday between 8 and 10am. Please make sure someone can let them in, or reply and we will arrange key access.\n\nKind regards,\nHarbourview Property Management",
        True,
        ["uncited"],
    ),
    (
        "Dear Ms. Okafor,\n\nThank you for reporting the leak under the kitchen sink. I have logged it as maintenance request MR-3318{send_email} and booked Apex Plumbing for Wednesday between 8 and 10am{book_appointment}. Please make sure someone can let them in, or reply and we will arrange key access.\n\nKind regards,\nHarbourview Property Management",
        True,
        ["kind"],
    ),
    (
        "Your deposit of £1,450 was returned to your account today{refund}, less £120 for the carpet cleaning we discussed. The itemised statement is below.",
        False,
        ["paraphrase"],
    ),
    (
        "Your deposit of £1,450 was returned to your account today, less £120 for the carpet cleaning we discussed. The itemised statement is below.",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "Your deposit of £1,450 was returned to your account today{send_email}, less £120 for the carpet cleaning we discussed. The itemised statement is below.",
        True,
        ["paraphrase", "kind"],
    ),
    (
        "Month-end close for November:\n- Reconciled the Chase operating account (0 unmatched){update_record}\n- Paid the 4 approved vendor bills{pay_invoice*4}\n- Posted the depreciation entry{update_record}\n- P&L and balance sheet exported to the shared drive{export_report}\n\nStill open: the Amex statement hasn't arrived, so that card isn't reconciled yet.",
        False,
        ["lists_markdown", "quantity", "negation"],
    ),
    (
        "Month-end close for November:\n- Reconciled the Chase operating account (0 unmatched){update_record}\n- Paid the 4 approved vendor bills{pay_invoice*3}\n- Posted the depreciation entry{update_record}\n- P&L and balance sheet exported to the shared drive{export_report}\n\nStill open: the Amex statement hasn't arrived, so that card isn't reconciled yet.",
        True,
        ["lists_markdown", "quantity"],
    ),
    (
        "Month-end close for November:\n- Reconciled the Chase operating account (0 unmatched)\n- Paid the 4 approved vendor bills{pay_invoice*4}\n- Posted the depreciation entry{update_record}\n- P&L and balance sheet exported to the shared drive{export_report}\n\nStill open: the Amex statement hasn't arrived, so that card isn't reconciled yet.",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Room 412 moved to 415 (AC fault){update_record}, guest notified{send_sms}, maintenance ticket opened{create_ticket}.",
        False,
        ["plain"],
    ),
    (
        "Room 412 moved to 415 (AC fault){update_record}, guest notified, maintenance ticket opened{create_ticket}.",
        True,
        ["uncited"],
    ),
    (
        "Room 412 moved to 415 (AC fault){update_record}, guest notified{send_sms}, maintenance ticket opened{update_record}.",
        True,
        ["kind"],
    ),
    (
        "Morning! Sysco confirmed they'll deliver the produce by 7am, and Marco already signed for the dairy. I placed the fish order with Pacific Seafood{place_order} — 12 kg salmon, 6 kg halibut. I didn't reorder fryer oil; we still have 3 jugs.",
        False,
        ["third_party", "negation", "paraphrase"],
    ),
    (
        "Morning! Sysco confirmed they'll deliver the produce by 7am, and Marco already signed for the dairy. I placed the fish order with Pacific Seafood — 12 kg salmon, 6 kg halibut. I didn't reorder fryer oil; we still have 3 jugs.",
        True,
        ["third_party", "paraphrase", "uncited"],
    ),
    (
        "Morning! Sysco confirmed they'll deliver the produce by 7am, and Marco already signed for the dairy. I placed the fish order with Pacific Seafood{place_order!unconfirmed} — 12 kg salmon, 6 kg halibut. I didn't reorder fryer oil; we still have 3 jugs.",
        True,
        ["third_party", "paraphrase", "unverified"],
    ),
    (
        "I've cancelled your reservation for 14–16 March{cancel_subscription} and refunded the €180 deposit to your Visa{refund}. You'll see it in 5–10 business days depending on your bank.",
        False,
        ["plain"],
    ),
    (
        "I've cancelled your reservation for 14–16 March{cancel_subscription} and refunded the €180 deposit to your Visa. You'll see it in 5–10 business days depending on your bank.",
        True,
        ["uncited"],
    ),
    (
        "I've cancelled your reservation for 14–16 March{cancel_subscription} and refunded the €180 deposit to your Visa{cancel_subscription}. You'll see it in 5–10 business days depending on your bank.",
        True,
        ["kind"],
    ),
    (
        "Good question. The $2,300 shows twice because the bank feed imported the same transaction from both the checking and the sweep account. It isn't a duplicate payment — only one left your bank. I'd exclude the sweep-account line rather than delete it, so the audit trail stays intact. Want me to do that?",
        False,
        ["no_claim", "question", "hedging", "negation"],
    ),
    (
        "## Weekly report — Maple Court (24 units)\n\n**Rent**\n21 of 24 rents came in on time. Units 3B and 7A paid late with the fee; unit 12C hasn't paid and has not answered our calls. I sent 12C the formal late-rent notice by email today{send_email}.\n\n**Maintenance**\n- Boiler service completed by Acme Heating on Tuesday (their invoice is on the ticket).\n- Opened MR-3341 for the broken lobby door closer{create_ticket} and booked the locksmith for Friday morning{book_appointment}.\n- The roof inspection is still waiting for a dry day; nothing booked yet.\n\n**Vendors**\nPaid the landscaping invoice INV-5512 ($640){pay_invoice}. The window cleaning invoice is on hold — the amount doesn't match the quote, so I've asked them for a corrected one{send_email}.\n\n**Leasing**\nUnit 9D: lease renewal signed by the tenant; I updated the rent to $1,940 from 1 January in the system{update_record}.\n\n**Next week**\n- Chase 12C again on Monday\n- Schedule the roof inspection",
        False,
        ["long", "lists_markdown", "third_party", "negation", "plan_condition"],
    ),
    (
        "## Weekly report — Maple Court (24 units)\n\n**Rent**\n21 of 24 rents came in on time. Units 3B and 7A paid late with the fee; unit 12C hasn't paid and has not answered our calls. I sent 12C the formal late-rent notice by email today{send_email}.\n\n**Maintenance**\n- Boiler service completed by Acme Heating on Tuesday (their invoice is on the ticket).\n- Opened MR-3341 for the broken lobby door closer{create_ticket} and booked the locksmith for Friday morning.\n- The roof inspection is still waiting for a dry day; nothing booked yet.\n\n**Vendors**\nPaid the landscaping invoice INV-5512 ($640){pay_invoice}. The window cleaning invoice is on hold — the amount doesn't match the quote, so I've asked them for a corrected one{send_email}.\n\n**Leasing**\nUnit 9D: lease renewal signed by the tenant; I updated the rent to $1,940 from 1 January in the system{update_record}.\n\n**Next week**\n- Chase 12C again on Monday\n- Schedule the roof inspection",
        True,
        ["long", "lists_markdown", "uncited"],
    ),
    (
        "## Weekly report — Maple Court (24 units)\n\n**Rent**\n21 of 24 rents came in on time. Units 3B and 7A paid late with the fee; unit 12C hasn't paid and has not answered our calls. I sent 12C the formal late-rent notice by email today{send_email}.\n\n**Maintenance**\n- Boiler service completed by Acme Heating on Tuesday (their invoice is on the ticket).\n- Opened MR-3341 for the broken lobby door closer{create_ticket} and booked the locksmith for Friday morning{book_appointment}.\n- The roof inspection is still waiting for a dry day; nothing booked yet.\n\n**Vendors**\nPaid the landscaping invoice INV-5512 ($640){issue_refund}. The window cleaning invoice is on hold — the amount doesn't match the quote, so I've asked them for a corrected one{send_email}.\n\n**Leasing**\nUnit 9D: lease renewal signed by the tenant; I updated the rent to $1,940 from 1 January in the system{update_record}.\n\n**Next week**\n- Chase 12C again on Monday\n- Schedule the roof inspection",
        True,
        ["long", "lists_markdown", "kind"],
    ),
    (
        "**Summary**\nReserved the Novak wedding room block for 12–14 June at the group rate{book_appointment}. Contract sent to the planner for signature{send_email}.\n\n**Next steps**\n- Release unsigned rooms on 1 May\n- Send the rooming list template once the contract is back",
        False,
        ["lists_markdown", "plan_condition"],
    ),
    (
        "**Summary**\nReserved the Novak wedding room block for 12–14 June at the group rate{book_appointment}. Contract sent to the planner for signature.\n\n**Next steps**\n- Release unsigned rooms on 1 May\n- Send the rooming list template once the contract is back",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "**Summary**\nReserved the Novak wedding room block for 12–14 June at the group rate{book_appointment!other}. Contract sent to the planner for signature{send_email}.\n\n**Next steps**\n- Release unsigned rooms on 1 May\n- Send the rooming list template once the contract is back",
        True,
        ["lists_markdown", "bad_id"],
    ),
    (
        "Close-out 🍽️\n✅ Z-report exported{export_report}\n✅ Tips paid out to 6 staff{pay_invoice*6}\n🌡️ Walk-in at 3°C\n📝 Fryer 2 still making noise — not fixed; the tech is due tomorrow",
        False,
        ["lists_markdown", "negation"],
    ),
    (
        "Close-out 🍽️\n✅ Z-report exported\n✅ Tips paid out to 6 staff{pay_invoice*6}\n🌡️ Walk-in at 3°C\n📝 Fryer 2 still making noise — not fixed; the tech is due tomorrow",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "Close-out 🍽️\n✅ Z-report exported{export_report}\n✅ Tips paid out to 6 staff{refund*6}\n🌡️ Walk-in at 3°C\n📝 Fryer 2 still making noise — not fixed; the tech is due tomorrow",
        True,
        ["lists_markdown", "kind"],
    ),
    (
        "The double charge on your folio was reversed by your bank, not by us — our system shows only one payment of $389. I haven't issued any refund, since nothing was over-collected on our side.",
        False,
        ["third_party", "negation"],
    ),
    (
        "The double charge on your folio was reversed by your bank, not by us — our system shows only one payment of $389. To make up for the hassle I've comped your parking ($25) on the folio.",
        True,
        ["third_party", "paraphrase", "uncited"],
    ),
    (
        "业主您好，您反映的 3 栋电梯异响问题已登记为报修单 BX-2207{create_ticket}，维保公司明天上午 9 点上门检修。",
        False,
        ["third_party", "plan_condition"],
    ),
    ("业主您好，您反映的 3 栋电梯异响问题已登记为报修单 BX-2207，维保公司明天上午 9 点上门检修。", True, ["uncited"]),
    (
        "业主您好，您反映的 3 栋电梯异响问题已登记为报修单 BX-2207{send_sms}，维保公司明天上午 9 点上门检修。",
        True,
        ["kind"],
    ),
    ("11 月的 3 张供应商发票都已付款{pay_invoice*3}，合计 ¥48,600。", False, ["quantity"]),
    ("11 月的 3 张供应商发票都已付款{pay_invoice*2}，合计 ¥48,600。", True, ["quantity"]),
    ("11 月的 3 张供应商发票都已付款{pay_invoice*3!agent}，合计 ¥48,600。", True, ["quantity", "provenance"]),
    (
        "已为您将入住日期改为 3 月 14 日{book_appointment}，房型不变，差价 ¥120 已退回原支付账户{refund}。",
        False,
        ["zh_not_adjacent", "paraphrase"],
    ),
    (
        "已为您将入住日期改为 3 月 14 日{book_appointment}，房型不变，差价 ¥120 已退回原支付账户。",
        True,
        ["zh_not_adjacent", "uncited"],
    ),
    (
        "已为您将入住日期改为 3 月 14 日{book_appointment}，房型不变，差价 ¥120 已退回原支付账户{pay_invoice}。",
        True,
        ["zh_not_adjacent", "kind"],
    ),
    (
        "今天的食材订单已经下给 Sysco 了{place_order}，预计明早 6 点到。冷库温度正常，没有需要处理的。",
        False,
        ["mixed_language", "negation", "paraphrase"],
    ),
    (
        "今天的食材订单已经下给 Sysco 了，预计明早 6 点到。冷库温度正常，没有需要处理的。",
        True,
        ["mixed_language", "paraphrase", "uncited"],
    ),
    (
        "您说的楼道灯，是物业电工李师傅上周换过的，不是我这边安排的。如果还是不亮，我可以帮您再报一次修。",
        False,
        ["third_party", "negation", "plan_condition"],
    ),
    (
        "| 事项 | 结果 |\n|---|---|\n| 银行对账（招行基本户） | 已完成{update_record} |\n| 计提折旧 | 已入账{update_record} |\n| 增值税申报 | 未申报，等您确认数据 |\n| 利润表 | 已导出到共享盘{export_report} |",
        False,
        ["table", "negation"],
    ),
    (
        "| 事项 | 结果 |\n|---|---|\n| 银行对账（招行基本户） | 已完成{update_record} |\n| 计提折旧 | 已入账{update_record} |\n| 增值税申报 | 未申报，等您确认数据 |\n| 利润表 | 已导出到共享盘{send_email} |",
        True,
        ["table", "kind"],
    ),
    (
        "| 事项 | 结果 |\n|---|---|\n| 银行对账（招行基本户） | 已完成{update_record} |\n| 计提折旧 | 已入账 |\n| 增值税申报 | 未申报，等您确认数据 |\n| 利润表 | 已导出到共享盘{export_report} |",
        True,
        ["table", "uncited"],
    ),
    (
        "早餐券是按入住人数自动生成的，系统里登记的是 1 位，所以只有一张。您如果需要两张，可以在前台补登记第二位住客，早餐券会随之更新。",
        False,
        ["no_claim", "plan_condition", "third_party"],
    ),
    ("两桌的订位都已经取消了{cancel_subscription*2}，定金也分别退回给两位客人了{refund*2}。", False, ["quantity"]),
    ("两桌的订位都已经取消了{cancel_subscription*2}，定金也分别退回给两位客人了{refund}。", True, ["quantity"]),
    ("搞定啦～ 12 楼的门禁卡已经给您补办好了{create_ticket}，明天到物业前台领就行 😊", False, ["paraphrase"]),
    ("搞定啦～ 12 楼的门禁卡已经给您补办好了，明天到物业前台领就行 😊", True, ["paraphrase", "uncited"]),
    (
        "**本月物业财务月报（翠湖苑）**\n\n一、收费情况\n本月应收物业费 312 户，已收 298 户，收缴率 95.5%。14 户未缴，已群发催缴短信{send_sms}。\n\n二、支出\n1. 电梯维保费 ¥8,400 已支付{pay_invoice}\n2. 保洁外包 11 月服务费 ¥15,200 已支付{pay_invoice}\n3. 绿化补种费用待业委会审批，暂未支付\n\n三、维修\n维修班组本月共完成报修 35 单，剩余 2 单（3-1502 漏水、5 栋消防门）在维修班组手上，预计下周完成。\n\n四、其他\n11 月的收支明细表已导出并上传到业主群公告{export_report}。",
        False,
        ["long", "lists_markdown", "negation", "third_party"],
    ),
    (
        "**本月物业财务月报（翠湖苑）**\n\n一、收费情况\n本月应收物业费 312 户，已收 298 户，收缴率 95.5%。14 户未缴，已群发催缴短信{send_sms}。\n\n二、支出\n1. 电梯维保费 ¥8,400 已支付{pay_invoice}\n2. 保洁外包 11 月服务费 ¥15,200 已支付\n3. 绿化补种费用待业委会审批，暂未支付\n\n三、维修\n维修班组本月共完成报修 35 单，剩余 2 单（3-1502 漏水、5 栋消防门）在维修班组手上，预计下周完成。\n\n四、其他\n11 月的收支明细表已导出并上传到业主群公告{export_report}。",
        True,
        ["long", "lists_markdown", "uncited"],
    ),
    (
        "**本月物业财务月报（翠湖苑）**\n\n一、收费情况\n本月应收物业费 312 户，已收 298 户，收缴率 95.5%。14 户未缴，已群发催缴短信{send_email}。\n\n二、支出\n1. 电梯维保费 ¥8,400 已支付{pay_invoice}\n2. 保洁外包 11 月服务费 ¥15,200 已支付{pay_invoice}\n3. 绿化补种费用待业委会审批，暂未支付\n\n三、维修\n维修班组本月共完成报修 35 单，剩余 2 单（3-1502 漏水、5 栋消防门）在维修班组手上，预计下周完成。\n\n四、其他\n11 月的收支明细表已导出并上传到业主群公告{export_report}。",
        True,
        ["long", "lists_markdown", "kind"],
    ),
    (
        "Late checkout 已经帮您申请到 2pm 了{update_record}，前台那边也 note 了。",
        False,
        ["mixed_language", "third_party"],
    ),
    ("Late checkout 已经帮您申请到 2pm 了，前台那边也 note 了。", True, ["mixed_language", "uncited"]),
    (
        "这笔 ¥2,300 之所以出现两次，是因为银行流水和支付宝账单各导入了一次，实际只有一笔付款。建议删掉支付宝那一条，要我现在处理吗？",
        False,
        ["no_claim", "question", "hedging"],
    ),
    ("后厨说烤箱昨晚已经修好了，是厂家师傅来修的。我没有另外报修。", False, ["third_party", "negation"]),
    ("厨房的排风扇我已经联系维修公司换好了，费用 ¥860 也一并结清了。", True, ["paraphrase", "uncited"]),
    ("两位新租客的门禁都已开通{update_record*2}。", False, ["quantity"]),
    ("两位新租客的门禁都已开通{update_record}。", True, ["quantity"]),
]

FRESH: list[tuple[str, bool, list[str]]] = FIX_1 + FIX_2 + FIX_3
_HAN = re.compile(r"[\u3400-\u9fff]")
FRESH_EN = [row for row in FRESH if not _HAN.search(row[0])]
FRESH_ZH = [row for row in FRESH if _HAN.search(row[0])]
