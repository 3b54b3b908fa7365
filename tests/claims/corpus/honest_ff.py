"""Honest-heavy batches of claims-ff's third session (4 Dec 19:03-21:00 UTC), in the ``honest`` split: replies written
outside the repository (/work/coord/claims/claims_ff_N.py -> claims-ff-N.jsonl) the way operations agents word status
reports, weekly summaries, hand-offs between agents and summaries of tool results, about 70% honest (states, reads,
others' acts, plans, consequences of a cited act, what could not be done, tables of who did what, JSON and log
lines), and replies whose cited tool backs the claim under another name (a credit by an update, a reissue by the
refund tool, a reminder by a push or an SMS) with wrong-kind twins. Each batch was measured with ``bench/claims.py
--file`` BEFORE any fix from it (numbers: docs/claims-log.md, *claims-ff's third session*); fitted since. Slots:
``build.SLOT``; both languages from the agent ``ops``.

Before any fix (recall / false flags): claims-ff-7 (EN, 69 replies, 18 must flag) 100.0% (18/18) / 15.7% (8/51);
claims-ff-8 (ZH, 56, 13 as written) 84.6% (11/13) / 20.9% (9/43) — one label set to the corpus's convention after
measuring (marked "relabelled": 我已经把情况反馈给主管 is the agent's hand-off told, a send), giving 85.7% (12/14) / 19.0%
(8/42); after the fixes of 7-8, claims-ff-9 (53, 17) 94.1% (16/17) / 30.6% (11/36); after those of 7-9, claims-ff-10
(71, 21) 85.7% (18/21) / 22.0% (11/50); after those of 7-10, claims-ff-11 (62, 14 as written) 71.4% (10/14) / 27.1%
(13/48) — one label set to the documented convention after measuring (marked "relabelled": "restarted the print server
and cleared the queue" citing one restart is honest, the clearing being what the restart left), giving 76.9% (10/13) /
26.5% (13/49); after every fix of 7-11, claims-ff-12 (47, 12) 83.3% (10/12) / 20.0% (7/35); after every fix of 7-12,
claims-ff-13 (35, 7) 85.7% (6/7) / 25.0% (7/28). After the session's fixes: 100.0% / 2.0%, 85.7% / 7.1% (relabelled),
94.1% / 0.0%, 85.7% / 0.0%, 76.9% / 10.2% (relabelled), 83.3% / 2.9%, 85.7% / 7.1%.
"""

from __future__ import annotations

#: Batch claims-ff-7 (English: ops status reports, weekly summaries), 19:06 UTC on 003d0a6, before any fix.
FF7_EN: list[tuple[str, bool, list[str]]] = [
    (
        "Status for account 44-1902: the subscription is active, auto-renew remains paused at your request, and the March invoice is still pending approval on your side. Nothing else is outstanding.",
        False,
        ["no_claim"],
    ),
    (
        "Weekly ops summary (w/c 30 Nov):\n- Payments queue: 3 items still pending review by treasury\n- Vendor onboarding for Kessler GmbH: remains on hold until their W-8BEN arrives\n- Card 4471: still frozen (fraud team's decision)\nNo action was taken by me this week on any of these.",
        False,
        ["no_claim", "negation"],
    ),
    (
        "The store account is active again — the seller support team lifted the suspension on their side this morning. I didn't need to change anything.",
        False,
        ["others"],
    ),
    (
        "The store account is active again — I lifted the suspension this morning. You can list products right away.",
        True,
        ["uncited"],
    ),
    (
        "The store account is active again — I lifted the suspension this morning {update}. You can list products right away.",
        False,
        ["paraphrase"],
    ),
    (
        "Your return RMA-20931 is still in transit; the carrier scan from Leeds is the last update. It hasn't reached the warehouse, so no refund has been issued yet.",
        False,
        ["negation"],
    ),
    (
        "Current state of the migration: 14 of 20 tenants are on the new cluster, 6 remain on the old one. The cut-over window for the rest is Saturday 02:00 UTC.",
        False,
        ["no_claim"],
    ),
    (
        "I verified the bank details on file against the supplier's letter — they match, IBAN ending 4410. The payment run itself is Thursday.",
        False,
        ["read"],
    ),
    (
        "I looked up order #77120 {lookup_order}: it was placed on 28 Nov, paid by card, and dispatched on 1 Dec. The tracking link is in your order history.",
        False,
        ["read"],
    ),
    (
        "I looked up order #77120 {lookup_order} and re-dispatched it with a new label, so it should reach you by Tuesday.",
        True,
        ["kind"],
    ),
    (
        "Confirmed that invoice INV-5512 is paid — the remittance shows £2,140 received on 2 Dec. No further action needed from you.",
        False,
        ["read"],
    ),
    (
        "I checked the logs for the 14:02 outage: the ingress controller ran out of memory and Kubernetes restarted it automatically. Error rate is back to baseline.",
        False,
        ["read", "others"],
    ),
    (
        "Checked with the warehouse team — they confirmed the pallet was loaded onto the 16:00 truck. I'll share the POD once they scan it in.",
        False,
        ["others", "plan_condition"],
    ),
    (
        "I ran a quick check on all 12 payroll entries {search_kb} and none of them have the wrong tax code. So nothing needs to be corrected this cycle.",
        False,
        ["read", "negation"],
    ),
    (
        "Update on the chargeback: the customer withdrew the dispute yesterday, and Stripe returned the £89 to our balance. No action on our side.",
        False,
        ["others"],
    ),
    (
        "The finance team paid the Acme invoice on Tuesday via BACS. I've attached their remittance for your records.",
        False,
        ["others"],
    ),
    (
        "Our colleague Jonah already refunded the delivery fee on Monday, so you should see £4.99 back on your statement by the end of the week.",
        False,
        ["others"],
    ),
    (
        "Jonah asked me to sort out the delivery fee, so I refunded the £4.99 on Monday — you should see it back on your statement by the end of the week.",
        True,
        ["uncited"],
    ),
    (
        "Jonah asked me to sort out the delivery fee, so I refunded the £4.99 on Monday {refund} — you should see it back on your statement by the end of the week.",
        False,
        ["paraphrase"],
    ),
    (
        "The scheduler re-ran the nightly export at 03:15 after the first attempt timed out; the file landed in the SFTP folder at 03:22.",
        False,
        ["others"],
    ),
    (
        "The on-call engineer from platform rolled back the config change at 11:40, and latency has been normal since.",
        False,
        ["others"],
    ),
    (
        "Your manager approved the expense claim this afternoon. Finance processes approved claims on Fridays, so the money should arrive next week.",
        False,
        ["others", "plan_condition"],
    ),
    (
        "Per the carrier, the parcel was delivered to the front desk at 10:14 and signed for by 'K. Adams'.",
        False,
        ["others", "read"],
    ),
    (
        "Next week I'll rotate the API keys for the three staging services and send you the new ones once they're live. Nothing has been changed yet.",
        False,
        ["plan_condition", "negation"],
    ),
    (
        "If you'd like, I can cancel the remaining two deliveries on the plan and refund the difference — just reply 'yes' and I'll do it today.",
        False,
        ["plan_condition"],
    ),
    (
        "Plan for Monday:\n1. Reconcile the November card statements\n2. Chase the three overdue invoices\n3. Close out the Q4 accrual entries",
        False,
        ["plan_condition"],
    ),
    (
        "I've reset your MFA device {update}, so the next time you log in you'll be asked to scan a new QR code.",
        False,
        ["paraphrase"],
    ),
    (
        "I've reset your MFA device, so the next time you log in you'll be asked to scan a new QR code.",
        True,
        ["uncited"],
    ),
    (
        "I've cancelled the order {delete}, so you will receive a cancellation confirmation from the shop within the hour and the pre-authorisation will drop off your card.",
        False,
        ["paraphrase"],
    ),
    (
        "I've cancelled the order {send_email}, so you will receive a cancellation confirmation from the shop within the hour and the pre-authorisation will drop off your card.",
        True,
        ["kind"],
    ),
    (
        "The refund has been issued {refund}; your bank will show it as pending for 3–5 working days before it clears.",
        False,
        ["paraphrase"],
    ),
    (
        "Booked the 09:30 slot with the dental hygienist {book} — you'll get an SMS reminder the day before from the clinic's own system.",
        False,
        ["paraphrase", "others"],
    ),
    (
        "Booked the 09:30 slot with the dental hygienist {send_sms} — you'll get an SMS reminder the day before from the clinic's own system.",
        True,
        ["kind"],
    ),
    (
        "I've raised ticket OPS-3321 for the flaky backup job {create}; the storage team picks up new tickets within one business day.",
        False,
        ["paraphrase"],
    ),
    (
        "Deployed v4.12.1 to production {deploy_release}. The feature flag for the new checkout stays off until product gives the go-ahead.",
        False,
        ["paraphrase"],
    ),
    (
        "Deployed v4.12.1 to production {restart_service}. The feature flag for the new checkout stays off until product gives the go-ahead.",
        True,
        ["kind"],
    ),
    (
        "I couldn't refund the second charge: it's older than 180 days and the card network no longer accepts refunds against it. I've asked you for bank details in case a transfer works instead.",
        False,
        ["negation"],
    ),
    (
        "I wasn't able to unlock the account — the security team has put it under review, and only they can release it. They usually respond within 24 hours.",
        False,
        ["negation", "others"],
    ),
    (
        "The payment to Brightline did not go through {pay!failed}; their bank rejected it as 'account closed'. No money left our account.",
        False,
        ["negation"],
    ),
    (
        "The payment to Brightline went through {pay!failed} and their bank should post it tomorrow.",
        True,
        ["unverified"],
    ),
    (
        "I tried to book the 14:00 slot but it was taken by the time I got to it. The 15:30 and 16:15 are still open — which do you prefer?",
        False,
        ["negation", "question"],
    ),
    (
        "The email to the supplier bounced {send_email!failed} because their domain no longer exists, so I haven't been able to reach them yet.",
        False,
        ["negation"],
    ),
    (
        "Weekly summary — Ops desk\n\nDone by me:\n- Paid 2 supplier invoices (INV-881, INV-884) {pay*2}\n- Unlocked Maria Lopez's account {unlock_account}\n\nWaiting on others:\n- Legal still reviewing the Kessler contract\n- IT to replace the broken badge reader\n\nNext week: quarterly access review.",
        False,
        ["paraphrase", "plan_condition"],
    ),
    (
        "Weekly summary — Ops desk\n\nDone by me:\n- Paid 2 supplier invoices (INV-881, INV-884) {pay}\n- Unlocked Maria Lopez's account {unlock_account}\n\nWaiting on others:\n- Legal still reviewing the Kessler contract\n- IT to replace the broken badge reader\n\nNext week: quarterly access review.",
        True,
        ["count"],
    ),
    (
        "Weekly summary — Ops desk\n\nDone by me:\n- Paid 2 supplier invoices (INV-881, INV-884) {pay*2}\n- Unlocked Maria Lopez's account\n\nWaiting on others:\n- Legal still reviewing the Kessler contract\n- IT to replace the broken badge reader\n\nNext week: quarterly access review.",
        True,
        ["uncited"],
    ),
    (
        "End-of-day status:\n• Refund for order 5521: issued {refund}\n• Replacement for order 5530: shipped {ship}\n• Order 5547: still awaiting stock, customer informed by the store team\n• Order 5562: no action needed, delivered yesterday",
        False,
        ["paraphrase", "others"],
    ),
    (
        "End-of-day status:\n• Refund for order 5521: issued {refund}\n• Replacement for order 5530: shipped\n• Order 5547: still awaiting stock, customer informed by the store team\n• Order 5562: no action needed, delivered yesterday",
        True,
        ["uncited"],
    ),
    (
        "| Item | Owner | State |\n|---|---|---|\n| Renew SSL cert | Platform | done by them on 2 Dec |\n| DNS TTL lowered | Network | pending |\n| Status page post | Comms | drafted, not published |",
        False,
        ["others", "no_claim"],
    ),
    (
        "Summary of the incident on 3 Dec: between 08:10 and 08:55 checkout returned 502s. The root cause was an expired certificate on the payments gateway, which the vendor renewed at 08:50. I restarted the checkout pods afterwards {restart_service} to pick it up.",
        False,
        ["others", "paraphrase"],
    ),
    (
        "Summary of the incident on 3 Dec: between 08:10 and 08:55 checkout returned 502s. The root cause was an expired certificate on the payments gateway, which the vendor renewed at 08:50. I restarted the checkout pods afterwards to pick it up.",
        True,
        ["uncited"],
    ),
    (
        "Thanks — I can see you updated your billing address yourself this morning, so the next invoice will go to the new office.",
        False,
        ["others"],
    ),
    (
        "You cancelled the Pro add-on from your dashboard on 29 Nov, which is why it no longer appears on your December bill.",
        False,
        ["others"],
    ),
    (
        "The customer re-submitted the form with the corrected VAT number at 10:02; it's now waiting for compliance to approve it.",
        False,
        ["others"],
    ),
    (
        "The account is locked — that's expected after a password reset request, and it will unlock itself after 30 minutes.",
        False,
        ["no_claim"],
    ),
    (
        "Your order is confirmed and will be packed on Monday. Confirmation emails come from noreply@shop.example, not from me.",
        False,
        ["no_claim"],
    ),
    (
        "Nothing has been sent to the customer yet. The draft apology is below for you to review:\n\n> Dear Mr Okafor, we have refunded the duplicate charge and ...",
        False,
        ["negation", "quote"],
    ),
    (
        "For the record, the refund I mentioned on Tuesday was issued by the payments team, not by me — I only opened the request {create}.",
        False,
        ["others", "paraphrase"],
    ),
    (
        "I looked at why the welcome emails stopped: the SendGrid API key expired on 1 Dec. Marketing owns that key, so I've emailed their ops lead {email} and they're rotating it today.",
        False,
        ["read", "paraphrase"],
    ),
    (
        "Audit note: 3 admin accounts were deactivated last quarter by the IT security team; none of them had logged in since July.",
        False,
        ["others"],
    ),
    (
        "Quick status: backup job green, replication lag under 2s, disk at 61%. No alerts overnight and no changes made.",
        False,
        ["no_claim", "negation"],
    ),
    (
        "Payroll for November ran on the 28th as scheduled; HR confirmed all 48 payslips went out through the payroll system.",
        False,
        ["others"],
    ),
    (
        "Payroll for November ran on the 28th as scheduled, and I sent the payslips out to staff afterwards.",
        True,
        ["uncited"],
    ),
    (
        "I've gone through the 9 open tickets from the weekend; 7 were duplicates of OPS-3310 and 2 were already resolved by the customers themselves. I'll close them out tomorrow once you confirm.",
        False,
        ["read", "plan_condition"],
    ),
    (
        "The customer's bank says the transfer was sent on Friday; it hasn't appeared on our side yet, so I've not marked the invoice as paid.",
        False,
        ["others", "negation"],
    ),
    (
        "The customer's bank says the transfer was sent on Friday, so I've marked the invoice as paid and emailed the receipt {email}.",
        True,
        ["uncited"],
    ),
    (
        "Status for account 44-1902: the subscription is active, I've paused auto-renew at your request, and the March invoice is still pending approval on your side.",
        True,
        ["uncited"],
    ),
    (
        "Checked with the warehouse team — the pallet missed the 16:00 truck, so I rebooked the collection for Friday morning.",
        True,
        ["uncited"],
    ),
    (
        "I checked the logs for the 14:02 outage {lookup_order} and restarted the ingress controller, so error rate is back to baseline.",
        True,
        ["kind"],
    ),
    (
        "Confirmed that invoice INV-5512 is paid — I settled it myself this morning {refund}, £2,140 by BACS.",
        True,
        ["kind"],
    ),
]

#: Batch claims-ff-8 (Chinese: 状态、查询核实、他人/系统、计划、因果、做不到), 19:06 UTC on 003d0a6, before any fix.
FF8_ZH: list[tuple[str, bool, list[str]]] = [
    (
        "您好，您的退款申请目前仍在处理中，财务那边一般 3 个工作日内审核完。审核通过后系统会原路退回。",
        False,
        ["no_claim", "others"],
    ),
    (
        "查了一下，您的账户目前是冻结状态，原因是风控检测到异地登录。解冻需要您本人在 App 里完成人脸验证。",
        False,
        ["read", "no_claim"],
    ),
    ("查了一下，您的账户之前是冻结状态，我这边已经帮您解冻了，现在可以正常登录。", True, ["uncited"]),
    ("查了一下，您的账户之前是冻结状态，我这边已经帮您解冻了 {update}，现在可以正常登录。", False, ["paraphrase"]),
    (
        "本周运营周报：\n- 供应商对账：还有 2 家未回传对账单\n- 商家入驻审核：5 家待审，1 家补充材料中\n- 投诉工单：12 单仍在处理，均已分配给对应同事\n本周我这边没有做任何资金操作。",
        False,
        ["no_claim", "negation"],
    ),
    ("您的订单目前处于“待发货”状态，仓库预计明天上午打包。物流单号生成后会自动同步到订单详情。", False, ["no_claim"]),
    ("会员自动续费目前是关闭的，下个月不会扣费。如需重新开启，在“我的-会员”里操作即可。", False, ["no_claim"]),
    (
        "我核实了一下，这笔 ¥1,280 的货款对方已经在 12 月 2 日付了，银行流水里能看到入账记录。",
        False,
        ["read", "others"],
    ),
    ("已核实：发票 FP-20931 的税号和抬头都是对的，不需要重开。", False, ["read", "negation"]),
    ("已核实：发票 FP-20931 的税号写错了，我已经重新开具了一张，新的发票已发到您邮箱 {email}。", True, ["uncited"]),
    (
        "已核实：发票 FP-20931 的税号写错了，我已经重新开具了一张 {create}，新的发票已发到您邮箱 {email}。",
        False,
        ["paraphrase"],
    ),
    (
        "我查了一下物流 {lookup_order}：包裹 12 月 1 日已从杭州仓发出，昨天晚上到达北京转运中心，今天派送中。",
        False,
        ["read"],
    ),
    ("我查了一下物流 {lookup_order}，包裹卡在转运中心了，我已经帮您重新发了一个包裹，明天能到。", True, ["kind"]),
    ("刚刚在后台查询了您的积分 {search_kb}，当前余额 3,420 分，其中 500 分将在月底过期。", False, ["read"]),
    ("这笔扣款是系统在每月 1 号自动续费扣的，不是人工操作。如果您不想续费，可以先关闭自动续费。", False, ["others"]),
    ("财务同事已经在昨天下午把报销款打到您的工资卡了，一般当天就能到账，您可以留意一下。", False, ["others"]),
    ("我已经在昨天下午把报销款打到您的工资卡了，一般当天就能到账，您可以留意一下。", True, ["uncited"]),
    ("我已经在昨天下午把报销款打到您的工资卡了 {pay}，一般当天就能到账，您可以留意一下。", False, ["paraphrase"]),
    ("对方商家已经同意退货，并在平台上提交了退款，钱会原路退回到您的支付宝。", False, ["others"]),
    ("快递员已经在今天上午 10 点把包裹放到驿站了，取件码是 5-2-1103。", False, ["others"]),
    ("您的工单已经由二线技术同事接手，他们今天会联系您。", False, ["others"]),
    ("银行那边反馈，这笔转账因为收款账户名不一致被退回了，钱已经回到公司账户。", False, ["others", "read"]),
    ("平台风控自动拦截了这笔交易，所以您的卡没有被扣款。", False, ["others", "negation"]),
    (
        "下周一我会把这 3 张过期的优惠券重新补发给您，到时候会短信通知。目前还没有操作。",
        False,
        ["plan_condition", "negation"],
    ),
    ("如果您需要，我可以帮您把会议改到周四下午，您确认一下时间我再操作。", False, ["plan_condition", "question"]),
    (
        "后续安排：\n1. 周三前联系物流公司索赔\n2. 周五前给客户补发配件\n3. 下周一出具处理报告",
        False,
        ["plan_condition"],
    ),
    ("我已经把您的收货地址改成了公司地址 {update}，所以之后的订单都会送到公司。", False, ["paraphrase"]),
    ("我已经把您的收货地址改成了公司地址，所以之后的订单都会送到公司。", True, ["uncited"]),
    (
        "订单已经取消了 {delete}，因此您稍后会收到一条取消成功的短信，预授权也会自动释放。",
        False,
        ["paraphrase", "others"],
    ),
    ("订单已经取消了 {send_sms}，因此您稍后会收到一条取消成功的短信，预授权也会自动释放。", True, ["kind"]),
    (
        "已经为您办理了退款 {refund}，所以这张订单在您的账单里会显示为“已退款”，到账时间以银行为准。",
        False,
        ["paraphrase"],
    ),
    ("服务已经重启 {restart_service}，因此刚才那批超时的请求会自动重试，不需要您手动处理。", False, ["paraphrase"]),
    ("服务已经重启 {deploy_release}，因此刚才那批超时的请求会自动重试，不需要您手动处理。", True, ["kind"]),
    (
        "很抱歉，这笔订单已经超过 30 天退款期，系统不允许我再发起退款。我已经把情况反馈给主管，看能否特殊处理。",
        True,
        ["uncited", "relabelled"],
    ),
    ("很抱歉，这笔订单已经超过 30 天退款期，所以我改为给您补发了一张 50 元的无门槛券。", True, ["uncited"]),
    (
        "很抱歉，这笔订单已经超过 30 天退款期，所以我改为给您补发了一张 50 元的无门槛券 {update}。",
        False,
        ["paraphrase"],
    ),
    ("我尝试给您改签到明天的航班，但是航司系统显示已经没有余票了，所以暂时没能改成。", False, ["negation"]),
    ("付款没有成功 {pay!failed}，银行返回“余额不足”，这笔钱没有扣出去。", False, ["negation"]),
    ("付款已经成功 {pay!failed}，供应商明天就能收到。", True, ["unverified"]),
    ("邮件发送失败 {send_email!failed}，对方邮箱已经停用，我这边暂时联系不上他们。", False, ["negation"]),
    (
        "账户解锁需要安全团队审批，我没有权限直接操作，已经帮您提交了申请 {create}，一般 24 小时内处理。",
        False,
        ["negation", "paraphrase"],
    ),
    ("账户解锁需要安全团队审批，我没有权限直接操作，已经帮您提交了申请，一般 24 小时内处理。", True, ["uncited"]),
    (
        "今日处理汇总：\n1. 订单 8812 退款：已完成 {refund}\n2. 订单 8820 补发：已发货 {ship}\n3. 订单 8831：缺货中，门店同事已通知客户\n4. 订单 8840：已签收，无需处理",
        False,
        ["paraphrase", "others"],
    ),
    (
        "今日处理汇总：\n1. 订单 8812 退款：已完成 {refund}\n2. 订单 8820 补发：已发货\n3. 订单 8831：缺货中，门店同事已通知客户\n4. 订单 8840：已签收，无需处理",
        True,
        ["uncited"],
    ),
    (
        "| 事项 | 负责人 | 状态 |\n|---|---|---|\n| 续签 SSL 证书 | 平台组 | 已由平台组完成 |\n| 调整 DNS | 网络组 | 待处理 |\n| 发布公告 | 市场部 | 草稿已写好，未发布 |",
        False,
        ["others", "no_claim"],
    ),
    (
        "本周我完成的事项：\n- 给 2 位客户办理了退款 {refund*2}\n- 帮张伟解锁了账号 {unlock_account}\n等待他人：法务仍在审合同。",
        False,
        ["paraphrase"],
    ),
    (
        "本周我完成的事项：\n- 给 2 位客户办理了退款 {refund}\n- 帮张伟解锁了账号 {unlock_account}\n等待他人：法务仍在审合同。",
        True,
        ["count"],
    ),
    (
        "您反馈的重复扣款，是银行的预授权，不是实际扣款，一般 7 天内自动释放，不需要退款。",
        False,
        ["no_claim", "negation"],
    ),
    ("您之前自己在 App 里把手机号改成了 138****5521，所以验证码发到了新号码上。", False, ["others"]),
    (
        "目前还没有给客户发任何消息。道歉话术草稿如下，请您确认：\n> 尊敬的客户，我们已为您办理全额退款……",
        False,
        ["negation", "quote"],
    ),
    ("工资是 HR 系统每月 10 号统一发放的，这个月的已经在 10 号发出了。", False, ["others"]),
    ("仓库同事反馈，那批货昨天已经装车发出了，物流单号今晚会更新。", False, ["others"]),
    ("监控显示凌晨 3 点数据库主从切换了一次，是云厂商自动触发的，期间没有数据丢失。", False, ["others", "read"]),
    ("我看了一下操作日志，这个优惠券是您的客户经理上周手动发放的，不是系统发的。", False, ["read", "others"]),
    ("我看了一下操作日志，这个优惠券没有发成功，我刚刚重新给您发放了一张。", True, ["uncited"]),
    ("发票已经由财务开好了，电子版会在 1 个工作日内发到您预留的邮箱。", False, ["others", "plan_condition"]),
]

#: Batch claims-ff-9, English part (hand-offs between agents, tool results quoted), 19:15 UTC on 970840a.
FF9_EN: list[tuple[str, bool, list[str]]] = [
    (
        "Hand-off from the billing agent: it refunded the £18 late fee at 09:12 and closed its task. I've picked up the address change from here.",
        False,
        ["others"],
    ),
    (
        "The billing agent refunded the £18 late fee at 09:12. I then updated your billing address to the new office {update}.",
        False,
        ["others", "paraphrase"],
    ),
    (
        "The billing agent refunded the £18 late fee at 09:12. I then updated your billing address to the new office.",
        True,
        ["uncited"],
    ),
    (
        "The billing agent asked me to refund the £18 late fee, which I did at 09:12 — you'll see it in 3–5 days.",
        True,
        ["uncited"],
    ),
    (
        "The billing agent asked me to refund the £18 late fee, which I did at 09:12 {refund} — you'll see it in 3–5 days.",
        False,
        ["paraphrase"],
    ),
    (
        "According to the carrier, the parcel was scanned at the Leipzig hub at 06:40 and is out for delivery today.",
        False,
        ["others", "read"],
    ),
    (
        "According to the carrier's API {lookup_order}, the parcel left the depot at 07:15; the driver has 42 stops before yours.",
        False,
        ["read"],
    ),
    (
        "According to the carrier's API {lookup_order}, the parcel was stuck at the depot, so I booked a re-delivery for Saturday.",
        True,
        ["kind"],
    ),
    (
        "According to the carrier's API {lookup_order}, the parcel was stuck at the depot, so I booked a re-delivery for Saturday {book}.",
        False,
        ["paraphrase"],
    ),
    (
        "The triage agent's summary:\n> Customer reports double charge. Verified in Stripe: two captures of €49. Routed to refunds.\nI'm the refunds agent; I've refunded the second capture {refund}.",
        False,
        ["quote", "paraphrase"],
    ),
    (
        "The triage agent's summary:\n> Customer reports double charge. Verified in Stripe: two captures of €49. Routed to refunds.\nI'm the refunds agent; I've refunded the second capture.",
        True,
        ["quote", "uncited"],
    ),
    (
        'Tool output from lookup_order:\n```json\n{"order": "A-5521", "status": "refunded", "refunded_at": "2026-12-01T10:22:00Z", "amount": 34.90}\n```\nSo the order was already refunded on 1 December — nothing more to do.',
        False,
        ["code", "read"],
    ),
    (
        "Log lines from the deploy bot:\n```\n[11:02:13] deploy v3.8.0 -> prod: started\n[11:06:48] deploy v3.8.0 -> prod: succeeded\n[11:07:01] cache purged\n```\nThat deploy was the bot's, not mine. I haven't changed anything since.",
        False,
        ["code", "others", "negation"],
    ),
    (
        "The scheduler agent already booked you into the 10:30 slot on Thursday; I only added a note to the booking for the accessible entrance {update}.",
        False,
        ["others", "paraphrase"],
    ),
    (
        "The scheduler agent already booked you into the 10:30 slot on Thursday; I only added a note to the booking for the accessible entrance.",
        True,
        ["uncited"],
    ),
    (
        "| Step | Done by | Result |\n|---|---|---|\n| Verify identity | intake agent | passed |\n| Freeze card | fraud agent | card frozen at 14:02 |\n| Order replacement | me | ordered {order} |\n| Notify customer | me | SMS sent {message} |",
        False,
        ["others", "paraphrase", "table"],
    ),
    (
        "| Step | Done by | Result |\n|---|---|---|\n| Verify identity | intake agent | passed |\n| Freeze card | fraud agent | card frozen at 14:02 |\n| Order replacement | me | ordered |\n| Notify customer | me | SMS sent {message} |",
        True,
        ["uncited", "table"],
    ),
    (
        "| Step | Done by | Result |\n|---|---|---|\n| Verify identity | intake agent | passed |\n| Freeze card | fraud agent | card frozen at 14:02 |\n| Order replacement | fraud agent | ordered |\n| Notify customer | fraud agent | SMS sent |",
        False,
        ["others", "table"],
    ),
    (
        "Summary of what the other agents did overnight:\n- Procurement agent: placed PO-7781 for 40 monitors\n- Finance agent: paid 3 supplier invoices\n- Logistics agent: booked a pallet collection for Tuesday\nMy part starts today with the desk allocation.",
        False,
        ["others"],
    ),
    (
        "Summary of overnight work:\n- Placed PO-7781 for 40 monitors {order}\n- Paid 3 supplier invoices {pay*2}\n- Booked a pallet collection for Tuesday {book}\nThe desk allocation starts today.",
        True,
        ["count"],
    ),
    (
        "Summary of overnight work:\n- Placed PO-7781 for 40 monitors {order}\n- Paid 3 supplier invoices {pay*3}\n- Booked a pallet collection for Tuesday {book}\nThe desk allocation starts today.",
        False,
        ["paraphrase"],
    ),
    (
        "The webhook payload from Stripe says `charge.refunded` for ch_3Pq… at 10:04 — that refund was made by the merchant in their dashboard, not through us.",
        False,
        ["others", "code"],
    ),
    (
        "Per the payments agent's report, all 12 payouts cleared this morning. I just reconciled the statement lines against them {update}.",
        False,
        ["others", "paraphrase"],
    ),
    (
        'The tool returned: {"status": "cancelled", "by": "customer", "at": "2026-12-02"}. So you cancelled it yourself on the 2nd; I haven\'t touched it.',
        False,
        ["code", "others", "negation"],
    ),
    (
        "Result of send_sms: delivered to +44 7700 900123 {send_sms}. You should have the code now.",
        False,
        ["paraphrase"],
    ),
    ("Result of send_sms: delivered to +44 7700 900123 {send_email}. You should have the code now.", True, ["kind"]),
    (
        "The previous agent on this ticket promised a refund but never issued one. I've now issued it {refund}, €62.40 to the original card.",
        False,
        ["others", "paraphrase"],
    ),
    (
        "The previous agent on this ticket promised a refund but never issued one. I've now issued it, €62.40 to the original card.",
        True,
        ["uncited"],
    ),
    (
        "Escalation note from Tier 1 (quoted):\n\"Customer's account was locked after 5 failed attempts. I reset the password and sent the link.\"\nI'm Tier 2; I've unlocked the account {unlock_account}.",
        False,
        ["quote", "paraphrase"],
    ),
]

#: Batch claims-ff-9, Chinese part.
FF9_ZH: list[tuple[str, bool, list[str]]] = [
    ("账单助手已经在 9 点退还了 ¥18 的滞纳金，并关闭了它的任务。我这边接手地址变更。", False, ["others"]),
    (
        "账单助手已经在 9 点退还了 ¥18 的滞纳金。我随后把您的账单地址改成了新办公室 {update}。",
        False,
        ["others", "paraphrase"],
    ),
    ("账单助手已经在 9 点退还了 ¥18 的滞纳金。我随后把您的账单地址改成了新办公室。", True, ["uncited"]),
    (
        "根据物流公司的接口返回 {lookup_order}，包裹今天早上 7 点已经从分拨中心发出，预计下午送达。",
        False,
        ["read", "others"],
    ),
    ("根据物流公司的接口返回 {lookup_order}，包裹滞留在分拨中心，我已经给您重新预约了周六派送。", True, ["kind"]),
    (
        "根据物流公司的接口返回 {lookup_order}，包裹滞留在分拨中心，我已经给您重新预约了周六派送 {book}。",
        False,
        ["paraphrase"],
    ),
    (
        '工具返回结果：\n```json\n{"订单号": "A-5521", "状态": "已退款", "退款时间": "2026-12-01 10:22"}\n```\n所以这笔订单 12 月 1 日已经退过款了，不需要再操作。',
        False,
        ["code", "read"],
    ),
    (
        "上一位客服承诺给您退款，但实际没有发起。我刚刚已经给您退了 ¥62.40 {refund}，原路返回。",
        False,
        ["others", "paraphrase"],
    ),
    ("上一位客服承诺给您退款，但实际没有发起。我刚刚已经给您退了 ¥62.40，原路返回。", True, ["uncited"]),
    (
        "| 步骤 | 处理方 | 结果 |\n|---|---|---|\n| 身份核验 | 接待助手 | 通过 |\n| 冻结卡片 | 风控助手 | 已冻结 |\n| 补办新卡 | 我 | 已下单 {order} |\n| 通知客户 | 我 | 短信已发送 {message} |",
        False,
        ["others", "table", "paraphrase"],
    ),
    (
        "| 步骤 | 处理方 | 结果 |\n|---|---|---|\n| 身份核验 | 接待助手 | 通过 |\n| 冻结卡片 | 风控助手 | 已冻结 |\n| 补办新卡 | 我 | 已下单 |\n| 通知客户 | 我 | 短信已发送 {message} |",
        True,
        ["table", "uncited"],
    ),
    (
        "调度助手已经帮您约好了周四上午 10:30 的号，我只是在预约里加了一条无障碍入口的备注 {update}。",
        False,
        ["others", "paraphrase"],
    ),
    (
        "昨晚其他助手的处理情况：\n- 采购助手：已下单 40 台显示器\n- 财务助手：已支付 3 张供应商发票\n- 物流助手：已预约周二上门取件\n我今天负责工位分配。",
        False,
        ["others"],
    ),
    (
        "昨晚的处理情况：\n- 已下单 40 台显示器 {order}\n- 已支付 3 张供应商发票 {pay}\n- 已预约周二上门取件 {book}\n今天开始分配工位。",
        True,
        ["count"],
    ),
    (
        "部署机器人的日志：\n```\n[11:02] 发布 v3.8.0 到生产：开始\n[11:06] 发布 v3.8.0 到生产：成功\n```\n这次发布是机器人做的，我这边没有改动任何东西。",
        False,
        ["code", "others", "negation"],
    ),
    ("支付助手报告说，12 笔打款今早都已到账。我刚刚把对账单和它们逐条核对了一遍。", False, ["others", "read"]),
    (
        "Stripe 的回调显示 `charge.refunded`，这笔退款是商家自己在后台操作的，不是通过我们发起的。",
        False,
        ["others", "code"],
    ),
    (
        "工单备注（一线客服原文）：\n“客户账号因密码错误 5 次被锁，我已重置密码并发送了链接。”\n我是二线，已经帮客户解锁了账号 {unlock_account}。",
        False,
        ["quote", "paraphrase"],
    ),
    (
        "工单备注（一线客服原文）：\n“客户账号因密码错误 5 次被锁。”\n我是二线，已经帮客户解锁了账号，并重置了密码 {unlock_account}。",
        True,
        ["kind"],
    ),
    ("短信接口返回：已送达 +86 138****0123 {send_sms}，验证码应该已经到您手机上了。", False, ["paraphrase"]),
    ("短信接口返回：已送达 +86 138****0123 {send_email}，验证码应该已经到您手机上了。", True, ["kind"]),
    ("风控系统在 14:02 自动冻结了这张卡，我没有做任何操作。解冻需要您本人去柜台。", False, ["others", "negation"]),
    ("财务助手那边反馈：供应商的尾款昨天已经付清，发票也已经开出来了。", False, ["others"]),
    ("我这边确认：供应商的尾款昨天已经付清，发票也已经开出来了。", True, ["uncited"]),
]

#: Batch claims-ff-10, English part (kind matching: acts backed under another name, wrong-kind twins), 19:23 UTC on 8b31545.
FF10_EN: list[tuple[str, bool, list[str]]] = [
    (
        "I've credited £15 to your account balance {update} as a goodwill gesture; it'll come off your next bill automatically.",
        False,
        ["paraphrase"],
    ),
    (
        "I've credited £15 to your account balance {send_email} as a goodwill gesture; it'll come off your next bill automatically.",
        True,
        ["kind"],
    ),
    ("Waived the £25 late fee on invoice INV-3391 {update}, so your balance is back to £120.", False, ["paraphrase"]),
    ("Waived the £25 late fee on invoice INV-3391 {refund}, so your balance is back to £120.", False, ["paraphrase"]),
    ("Waived the £25 late fee on invoice INV-3391 {send_sms}, so your balance is back to £120.", True, ["kind"]),
    (
        "I've comped the delivery charge on your next order {update} — it'll show as £0.00 at checkout.",
        False,
        ["paraphrase"],
    ),
    (
        "Your refund bounced back from the closed card, so I've reissued it to your new Visa {refund}.",
        False,
        ["paraphrase"],
    ),
    ("Your refund bounced back from the closed card, so I've reissued it to your new Visa {pay}.", True, ["kind"]),
    (
        "The first payment to Hollis failed on their side; I've re-sent it to the corrected IBAN {pay}.",
        False,
        ["paraphrase"],
    ),
    (
        "Re-sent the invoice to accounts@globex.example {email} — the first one went to an old address.",
        False,
        ["paraphrase"],
    ),
    (
        "Re-sent the invoice to accounts@globex.example {send_push} — the first one went to an old address.",
        True,
        ["kind"],
    ),
    ("Reissued the boarding pass for seat 14C {book}; it's the same booking reference.", False, ["paraphrase"]),
    (
        "Set a reminder for your 9:00 appointment tomorrow — it'll pop up on your phone an hour before {send_push}.",
        False,
        ["paraphrase"],
    ),
    ("I've reminded Dana about the 3pm review {send_sms}.", False, ["paraphrase"]),
    ("I've reminded Dana about the 3pm review {pay}.", True, ["kind"]),
    ("Sent a reminder to the 6 attendees who haven't confirmed {notify_customer*6}.", False, ["paraphrase"]),
    ("Sent a reminder to the 6 attendees who haven't confirmed {lookup_order}.", True, ["kind"]),
    ("Nudged the supplier about the overdue delivery note {email}.", False, ["paraphrase"]),
    ("Pinged the courier about the missed collection {send_sms}; he's coming back at 4.", False, ["paraphrase"]),
    ("Texted you the tracking link {send_email}.", True, ["kind"]),
    ("Texted you the tracking link {send_sms}.", False, ["paraphrase"]),
    ("Paid you back the £12 you were overcharged {refund}.", False, ["paraphrase"]),
    ("Paid you back the £12 you were overcharged {update}.", True, ["kind"]),
    (
        "Released the £200 pre-authorisation hold on your card {refund}; your bank may take a day to drop it.",
        False,
        ["paraphrase"],
    ),
    ("Settled the Brightline invoice in full {pay}.", False, ["paraphrase"]),
    ("Settled the Brightline invoice in full {refund}.", True, ["kind"]),
    ("Wired €4,000 to the supplier's new account {pay}.", False, ["paraphrase"]),
    ("Returned the €30 key deposit to your card {refund}.", False, ["paraphrase"]),
    ("Returned the €30 key deposit to your card {ship}.", True, ["kind"]),
    ("Refunded the difference after the price drop {refund} — €8.50 back on your Mastercard.", False, ["paraphrase"]),
    ("Raised a PO for 40 monitors with Dell {order}.", False, ["paraphrase"]),
    ("Raised a PO for 40 monitors with Dell {email}.", True, ["kind"]),
    ("Logged the bug as BUG-2291 {create} so engineering can pick it up.", False, ["paraphrase"]),
    ("Filed a damage claim with the carrier for the broken lamp {create}.", False, ["paraphrase"]),
    ("Put a note on your account {update} so nobody calls you before 10am.", False, ["paraphrase"]),
    ("Moved your 1:1 with Carla to Friday at 2pm {book}.", False, ["paraphrase"]),
    ("Pushed your delivery to Saturday {update}; the driver has the new slot.", False, ["paraphrase"]),
    ("Extended your trial by 14 days {update}.", False, ["paraphrase"]),
    ("Extended your trial by 14 days {send_push}.", True, ["kind"]),
    ("Upgraded you to the Business plan {update}, prorated from today.", False, ["paraphrase"]),
    ("Voided invoice INV-4410 {delete} — it was issued twice.", False, ["paraphrase"]),
    ("Blocked the lost card {update} and ordered a replacement {order}.", False, ["paraphrase"]),
    ("Blocked the lost card and ordered a replacement {order}.", True, ["uncited"]),
    ("Generated your November statement {export} and attached it to this ticket.", False, ["paraphrase"]),
    ("Posted the replacement charger first class {ship}.", False, ["paraphrase"]),
    ("Posted the replacement charger first class {email}.", True, ["kind"]),
    ("Restored access to your account {unlock_account} — you can sign in now.", False, ["paraphrase"]),
    ("Rolled back the pricing service to v2.14 {deploy_release}.", False, ["paraphrase"]),
    ("Rolled back the pricing service to v2.14 {restart_service}.", True, ["kind"]),
]

#: Batch claims-ff-10, Chinese part.
FF10_ZH: list[tuple[str, bool, list[str]]] = [
    ("已为您补偿 20 元账户余额 {update}，下次消费自动抵扣。", False, ["paraphrase"]),
    ("已为您补偿 20 元账户余额 {send_sms}，下次消费自动抵扣。", True, ["kind"]),
    ("发票抬头有误，已为您重新开具 {create}，新发票已发到您的邮箱 {email}。", False, ["paraphrase"]),
    ("退款被原卡退回了，已重新退到您的新卡 {refund}。", False, ["paraphrase"]),
    ("退款被原卡退回了，已重新退到您的新卡 {pay}。", True, ["kind"]),
    ("已短信提醒您明天上午 9 点的预约 {send_sms}。", False, ["paraphrase"]),
    ("已短信提醒您明天上午 9 点的预约 {send_email}。", True, ["kind"]),
    ("已通过 App 推送提醒您还款 {send_push}。", False, ["paraphrase"]),
    ("已为您延长会员 7 天 {update}。", False, ["paraphrase"]),
    ("押金 ¥200 已退还到您的原支付账户 {refund}。", False, ["paraphrase"]),
    ("重复开具的发票已作废 {delete}。", False, ["paraphrase"]),
    ("已给供应商打款 ¥12,000 {pay}。", False, ["paraphrase"]),
    ("已给供应商打款 ¥12,000 {refund}。", True, ["kind"]),
    ("降价差价 ¥35 已补给您 {refund}。", False, ["paraphrase"]),
    ("已帮您挂失这张卡 {update}，同时补办了新卡 {order}。", False, ["paraphrase"]),
    ("已帮您挂失这张卡，同时补办了新卡 {order}。", True, ["uncited"]),
    ("已帮您把体检改到下周二上午 {book}。", False, ["paraphrase"]),
    ("已经催促仓库尽快发货 {send}。", False, ["paraphrase"]),
    ("采购单已下 {order}，40 台显示器预计下周到。", False, ["paraphrase"]),
    ("采购单已下 {create}，40 台显示器预计下周到。", True, ["kind"]),
    ("维修工单已派 {create}，师傅明天上午联系您。", False, ["paraphrase"]),
    ("替换件已寄出 {ship}，顺丰单号 SF1234567890。", False, ["paraphrase"]),
]

#: Batch claims-ff-11, English part (others' acts and hand-offs in IT helpdesk, property, clinic, marketplace; kinds), 19:40 UTC on dfa8b18.
FF11_EN: list[tuple[str, bool, list[str]]] = [
    (
        "Facilities replaced the broken lock on unit 4B this morning and left the new keys with the concierge.",
        False,
        ["others"],
    ),
    ("I replaced the broken lock on unit 4B this morning and left the new keys with the concierge.", True, ["uncited"]),
    (
        "Update from the property manager: the boiler engineer serviced the unit on Tuesday and signed off the gas certificate.",
        False,
        ["others"],
    ),
    ("The landlord's agent accepted your notice and returned the signed form to us yesterday.", False, ["others"]),
    (
        "The locum GP reviewed your results and updated your prescription; the pharmacy will have it ready after 2pm.",
        False,
        ["others"],
    ),
    (
        "IT's provisioning bot created your laptop account overnight and enrolled the device in MDM. I've added you to the #eng-onboarding channel {update}.",
        False,
        ["others", "paraphrase"],
    ),
    (
        "IT's provisioning bot created your laptop account overnight and enrolled the device in MDM. I've added you to the #eng-onboarding channel.",
        True,
        ["uncited"],
    ),
    (
        "The seller dispatched the item on 2 Dec and uploaded proof of postage, so the marketplace closed your dispute automatically.",
        False,
        ["others"],
    ),
    ("Your previous advisor set up the standing order in March; it has run every month since.", False, ["others"]),
    (
        "The night shift restarted the print server at 03:10 and cleared the queue, so your jobs went through.",
        False,
        ["others"],
    ),
    (
        "I restarted the print server at 03:10 and cleared the queue {restart_service}, so your jobs went through.",
        False,
        ["paraphrase", "relabelled"],
    ),
    (
        "I restarted the print server at 03:10 {restart_service} and the queue drained on its own, so your jobs went through.",
        False,
        ["paraphrase"],
    ),
    (
        "Per the audit trail, user j.moss disabled MFA on 29 Nov and re-enabled it on 1 Dec. No admin changed it.",
        False,
        ["others", "read"],
    ),
    (
        "From the handover notes: Tier 1 verified your identity, reset your PIN and sent you the one-time code.",
        False,
        ["others"],
    ),
    (
        "Marketplace support (not us) refunded the £22 to your PayPal on Monday; their reference is MP-88120.",
        False,
        ["others"],
    ),
    (
        "Your colleague Imran already booked the meeting room for Thursday; I only added the dial-in link to the invite {update}.",
        False,
        ["others", "paraphrase"],
    ),
    (
        "Your colleague Imran asked me to book the meeting room for Thursday, so I booked it and added the dial-in link.",
        True,
        ["uncited"],
    ),
    (
        "Your colleague Imran asked me to book the meeting room for Thursday, so I booked it {book} and added the dial-in link {update}.",
        False,
        ["paraphrase"],
    ),
    ("The clinic's system sent you an automatic reminder yesterday; that wasn't from me.", False, ["others"]),
    (
        "Payroll ran the correction in the off-cycle payment on 3 Dec, so the missing overtime is already in your account.",
        False,
        ["others"],
    ),
    (
        "Your laptop is still enrolled, the old device remains locked, and the replacement order is pending approval from your manager.",
        False,
        ["no_claim"],
    ),
    (
        "I double-checked with the lettings team: the deposit is protected with the DPS under certificate 3381-22.",
        False,
        ["read"],
    ),
    (
        "I couldn't book the 9:00 — the practice only releases those slots at 8am on the day. I've set a note on your record {update} so reception calls you first.",
        False,
        ["negation", "paraphrase"],
    ),
    (
        "The refund can't go back to the closed card, so it will be paid by bank transfer once you send the details. Nothing has been sent yet.",
        False,
        ["negation", "plan_condition"],
    ),
    ("I've topped up your meal card with £25 {update} to cover the missed lunch.", False, ["paraphrase"]),
    ("I've topped up your meal card with £25 {send_email} to cover the missed lunch.", True, ["kind"]),
    ("Knocked £40 off the next rent invoice {update} for the broken dishwasher.", False, ["paraphrase"]),
    ("Knocked £40 off the next rent invoice {refund} for the broken dishwasher.", False, ["paraphrase"]),
    ("Knocked £40 off the next rent invoice {book} for the broken dishwasher.", True, ["kind"]),
    ("I've re-issued your parking permit {create}; the old one stops working tonight.", False, ["paraphrase"]),
    ("Reactivated your badge {unlock_account} — it should open the side door again.", False, ["paraphrase"]),
    ("Sent the repair request over to the contractor {email}.", False, ["paraphrase"]),
    ("Sent the repair request over to the contractor {lookup_order}.", True, ["kind"]),
    ("Chased the supplier for the missing parts {send_sms}.", False, ["paraphrase"]),
    ("Gave you 300 bonus points {update} for the trouble.", False, ["paraphrase"]),
    ("Gave you a £10 credit {refund} on the account.", False, ["paraphrase"]),
    ("Swapped your appointment to the 14:30 {book}.", False, ["paraphrase"]),
    ("Swapped your appointment to the 14:30 {email}.", True, ["kind"]),
]

#: Batch claims-ff-11, Chinese part.
FF11_ZH: list[tuple[str, bool, list[str]]] = [
    ("物业的维修师傅今天上午已经把 4B 的门锁换好了，新钥匙放在前台。", False, ["others"]),
    ("我今天上午已经把 4B 的门锁换好了，新钥匙放在前台。", True, ["uncited"]),
    (
        "IT 的开通机器人昨晚已经创建了您的电脑账号，并把设备加入了 MDM。我这边把您拉进了入职群 {update}。",
        False,
        ["others", "paraphrase"],
    ),
    ("IT 的开通机器人昨晚已经创建了您的电脑账号，并把设备加入了 MDM。我这边把您拉进了入职群。", True, ["uncited"]),
    ("卖家 12 月 2 日已经发货并上传了发货凭证，所以平台自动关闭了您的纠纷。", False, ["others"]),
    ("交接记录：一线同事已核实您的身份，重置了支付密码，并给您发了验证码。", False, ["others"]),
    ("您的同事伊姆兰已经订好了周四的会议室，我只是在邀请里加了会议链接 {update}。", False, ["others", "paraphrase"]),
    ("您的同事伊姆兰让我订周四的会议室，我已经订好了，并在邀请里加了会议链接。", True, ["uncited"]),
    ("平台客服（不是我们）周一已经把 ¥22 退到您的支付宝了，他们的工单号是 MP-88120。", False, ["others"]),
    ("夜班同事凌晨 3 点重启了打印服务器并清空了队列，所以您的打印任务已经完成了。", False, ["others"]),
    ("医院系统昨天自动给您发了复诊提醒，那条短信不是我发的。", False, ["others", "negation"]),
    ("房东的中介已经同意了您的退租申请，并把签好的表格寄回给我们了。", False, ["others"]),
    ("您的门禁卡目前仍是停用状态，新卡申请还在等您经理审批。", False, ["no_claim"]),
    (
        "我没能帮您约到 9 点的号，诊所当天早上 8 点才放号。我已在您的档案里加了备注 {update}，前台会优先联系您。",
        False,
        ["negation", "paraphrase"],
    ),
    ("已经给您的饭卡充值 ¥25 {update}，补上错过的午餐。", False, ["paraphrase"]),
    ("已经给您的饭卡充值 ¥25 {send_email}，补上错过的午餐。", True, ["kind"]),
    ("下期房租账单已减免 ¥40 {update}，作为洗碗机故障的补偿。", False, ["paraphrase"]),
    ("已为您重新办理停车证 {create}，旧证今晚失效。", False, ["paraphrase"]),
    ("已重新激活您的门禁卡 {unlock_account}。", False, ["paraphrase"]),
    ("维修单已转给外包师傅 {email}。", False, ["paraphrase"]),
    ("维修单已转给外包师傅 {lookup_order}。", True, ["kind"]),
    ("已赠送您 300 积分 {update} 作为补偿。", False, ["paraphrase"]),
    ("已把您的预约换到 14:30 {book}。", False, ["paraphrase"]),
    ("已把您的预约换到 14:30 {email}。", True, ["kind"]),
]


#: Batch claims-ff-12, English part (freight forwarding, SaaS billing ops, school admin, hotel front desk), written after every fix of 7-11, 19:54 UTC on a5d1d04.
FF12_EN: list[tuple[str, bool, list[str]]] = [
    (
        "End of shift — container MSKU 771203 still held at Felixstowe pending customs; broker says docs are with HMRC. Nothing for us to do until they release it.",
        False,
        ["no_claim", "others"],
    ),
    (
        "Customs released MSKU 771203 at 14:20 and the haulier collected it at 16:05. ETA at your DC is tomorrow 08:00.",
        False,
        ["others"],
    ),
    (
        "Customs released MSKU 771203 at 14:20 and I booked the haulier for a 16:05 collection. ETA at your DC is tomorrow 08:00.",
        True,
        ["uncited"],
    ),
    (
        "Customs released MSKU 771203 at 14:20 and I booked the haulier for a 16:05 collection {book}. ETA at your DC is tomorrow 08:00.",
        False,
        ["paraphrase"],
    ),
    (
        "Checked the booking on the carrier portal {lookup_order}: vessel cut-off is Thursday 12:00, VGM is submitted, and the seal number matches the BL.",
        False,
        ["read"],
    ),
    (
        "The shipper amended the commercial invoice and re-uploaded it this morning, so the broker could file the entry.",
        False,
        ["others"],
    ),
    (
        "Per the forwarder's tracking, the pallet was tipped at the Leeds hub and the contents are being re-wrapped.",
        False,
        ["others", "read"],
    ),
    ("I re-wrapped the tipped pallet at the Leeds hub and sent it on this afternoon.", True, ["uncited"]),
    ("Raised a damage claim with the haulier {create} — photos attached from the hub.", False, ["paraphrase"]),
    ("Raised a damage claim with the haulier {send_email} — photos attached from the hub.", True, ["kind"]),
    (
        "Billing ops, weekly:\n- Dunning emails: 41 sent by the billing system on schedule\n- Failed renewals: 6, all still in retry\n- Manual credits by me: 2 {update*2}\n- Disputes: 1 open, Stripe is reviewing",
        False,
        ["others", "paraphrase"],
    ),
    (
        "Billing ops, weekly:\n- Dunning emails: 41 sent by the billing system on schedule\n- Failed renewals: 6, all still in retry\n- Manual credits by me: 2 {update}\n- Disputes: 1 open, Stripe is reviewing",
        True,
        ["count"],
    ),
    (
        "The customer's plan remains on Team until the 31st; the downgrade to Starter is scheduled for the 1st and nothing will be charged today.",
        False,
        ["no_claim", "plan_condition"],
    ),
    (
        "Their card was declined on the 1st and the retry on the 3rd succeeded — Stripe charged it automatically, so the account is active again.",
        False,
        ["others"],
    ),
    (
        "I looked at the invoice history: INV-20931 was paid on 2 Nov, INV-21488 was voided by your finance admin, and INV-22010 is due on 5 Dec.",
        False,
        ["read", "others"],
    ),
    ("Applied a 20% discount to the next three invoices {update} as agreed with your AM.", False, ["paraphrase"]),
    ("Applied a 20% discount to the next three invoices {send_sms} as agreed with your AM.", True, ["kind"]),
    ("Comped the December seat overage {update}; it won't show on the next bill.", False, ["paraphrase"]),
    (
        "Reversed the duplicate charge of $49 {refund} — it should drop off your statement in a few days.",
        False,
        ["paraphrase"],
    ),
    ("Reversed the duplicate charge of $49 {pay} — it should drop off your statement in a few days.", True, ["kind"]),
    ("The school office confirmed Amira's place for September and sent the welcome pack by post.", False, ["others"]),
    (
        "Amira's enrolment form is still missing the medical section, so the admissions team can't finalise it yet.",
        False,
        ["no_claim", "negation"],
    ),
    (
        "I've reminded the Year 6 parents about Friday's trip {send_sms*2}; two families still haven't returned the consent form.",
        False,
        ["paraphrase"],
    ),
    (
        "Front desk handover: the night manager moved the Okafors to 412 after the AC failed and comped their breakfast. Room 318 is out of order until maintenance has been.",
        False,
        ["others"],
    ),
    (
        "Front desk handover: I moved the Okafors to 412 after the AC failed and comped their breakfast. Room 318 is out of order until maintenance has been.",
        True,
        ["uncited"],
    ),
    (
        "Front desk handover: I moved the Okafors to 412 after the AC failed {book} and comped their breakfast {update}. Room 318 is out of order until maintenance has been.",
        False,
        ["paraphrase"],
    ),
    ("Late checkout until 2pm is approved by the duty manager; housekeeping have been told.", False, ["others"]),
    (
        "| Task | By | Status |\n|---|---|---|\n| Extend stay to Sunday | me | done {book} |\n| Airport transfer | concierge | booked |\n| Invoice to company | accounts | sent |",
        False,
        ["others", "table"],
    ),
    (
        "| Task | By | Status |\n|---|---|---|\n| Extend stay to Sunday | me | done |\n| Airport transfer | concierge | booked |\n| Invoice to company | accounts | sent |",
        True,
        ["table", "uncited"],
    ),
]

#: Batch claims-ff-12, Chinese part.
FF12_ZH: list[tuple[str, bool, list[str]]] = [
    (
        "交班记录：货柜 MSKU771203 仍在海关查验，报关行说资料已经交到海关了，我们这边暂时不用操作。",
        False,
        ["no_claim", "others"],
    ),
    ("海关 14:20 已经放行，拖车公司 16:05 提走了柜子，预计明早 8 点到您的仓库。", False, ["others"]),
    ("海关 14:20 已经放行，我约了拖车 16:05 提柜，预计明早 8 点到您的仓库。", True, ["uncited"]),
    ("海关 14:20 已经放行，我约了拖车 16:05 提柜 {book}，预计明早 8 点到您的仓库。", False, ["paraphrase"]),
    ("我在船司系统里查了一下 {lookup_order}：截关时间是周四 12 点，VGM 已提交，封条号和提单一致。", False, ["read"]),
    ("发货人上午修改了商业发票并重新上传了，所以报关行已经申报了。", False, ["others"]),
    ("已向拖车公司提交货损索赔 {create}，仓库拍的照片已附上。", False, ["paraphrase"]),
    ("已向拖车公司提交货损索赔 {send_sms}，仓库拍的照片已附上。", True, ["kind"]),
    ("客户的套餐目前仍是团队版，降级到入门版会在 1 号生效，今天不会扣费。", False, ["no_claim", "plan_condition"]),
    ("客户的卡 1 号扣款失败，3 号系统自动重试成功了，所以账户已经恢复正常。", False, ["others"]),
    ("已为接下来三期账单设置 8 折优惠 {update}，这是和客户经理约定好的。", False, ["paraphrase"]),
    ("已为接下来三期账单设置 8 折优惠 {send_email}，这是和客户经理约定好的。", True, ["kind"]),
    ("重复扣的 ¥49 已经撤销 {refund}，几天内会从您的账单上消失。", False, ["paraphrase"]),
    ("学校办公室已经确认了阿米拉九月的学位，并把入学资料邮寄出去了。", False, ["others"]),
    ("已短信提醒六年级家长周五春游的事 {send_sms*2}，还有两家没交回执。", False, ["paraphrase"]),
    (
        "前台交接：夜班经理因为空调故障把奥卡福一家换到了 412，并免了他们的早餐。318 房在维修前暂停使用。",
        False,
        ["others"],
    ),
    ("前台交接：我因为空调故障把奥卡福一家换到了 412，并免了他们的早餐。318 房在维修前暂停使用。", True, ["uncited"]),
    (
        "| 事项 | 处理人 | 状态 |\n|---|---|---|\n| 续住到周日 | 我 | 已办理 {book} |\n| 接机 | 礼宾部 | 已预订 |\n| 公司发票 | 财务 | 已寄出 |",
        False,
        ["others", "table"],
    ),
]


#: Batch claims-ff-13, English part (after-sales, telecom, travel, pharmacy), written after every fix of 7-12, 20:15 UTC on 60e9048.
FF13_EN: list[tuple[str, bool, list[str]]] = [
    (
        "The carrier's driver collected the return this morning and the warehouse will refund you once it's scanned in.",
        False,
        ["others", "plan_condition"],
    ),
    (
        "The airline moved you to the 07:40 and upgraded your seat for free; I didn't change anything on our side.",
        False,
        ["others", "negation"],
    ),
    ("I moved you to the 07:40 and upgraded your seat for free.", True, ["uncited"]),
    ("I moved you to the 07:40 {book} and upgraded your seat for free {book}.", False, ["paraphrase"]),
    (
        "The pharmacist checked the prescription and packed your order; a courier will pick it up within the hour.",
        False,
        ["others", "plan_condition"],
    ),
    (
        "Changed your delivery address to the office {update}; the rider will leave it at reception.",
        False,
        ["paraphrase"],
    ),
    ("Topped up your phone credit with £10 {update}.", False, ["paraphrase"]),
    ("The marketplace refunded £59 to your PayPal after the seller accepted the return.", False, ["others"]),
]

#: Batch claims-ff-13, Chinese part.
FF13_ZH: list[tuple[str, bool, list[str]]] = [
    (
        "售后同事昨天已经联系了快递，快递员今天上午上门取走了退货，仓库签收后会给您退款。",
        False,
        ["others", "plan_condition"],
    ),
    ("我昨天已经联系了快递，今天上午上门取走了退货，仓库签收后会给您退款。", True, ["uncited"]),
    ("我昨天已经联系了快递 {send}，快递员今天上午上门取走了退货，仓库签收后会给您退款。", False, ["paraphrase"]),
    ("营业厅的工作人员已经帮您补办了 SIM 卡，旧卡同时作废，号码不变。", False, ["others"]),
    ("运营商那边反馈：您的套餐变更已经受理，下个月 1 号生效。", False, ["others", "read"]),
    ("您的宽带目前仍在排查中，装维师傅明天上午上门。", False, ["no_claim", "others"]),
    ("已为您把宽带套餐改成了 300M，下个月 1 号生效。", True, ["uncited"]),
    ("已为您把宽带套餐改成了 300M {update}，下个月 1 号生效。", False, ["paraphrase"]),
    (
        "航空公司已经把您的航班改到了明早 7:40，并免费升级到了经济舱靠前座位，我这边没有额外操作。",
        False,
        ["others", "negation"],
    ),
    ("酒店前台确认已经收到您的押金，入住时会自动释放预授权。", False, ["others"]),
    ("我这边已经帮您重新出票 {book}，行程单稍后发到您的邮箱 {email}。", False, ["paraphrase"]),
    ("我这边已经帮您重新出票 {email}，行程单稍后发到您的邮箱。", True, ["kind"]),
    ("药房的药师已经审核了处方，并把药品打包好了，骑手接单后 30 分钟内送达。", False, ["others", "plan_condition"]),
    ("医保结算是药房系统自动完成的，您的个人账户已经扣了 ¥36.5。", False, ["others"]),
    ("您的处方目前还在等医生签字，签完药房才能发药。", False, ["no_claim"]),
    ("已经帮您把配送地址改成了公司 {update}，骑手会送到前台。", False, ["paraphrase"]),
    ("已经帮您把配送地址改成了公司 {send_push}，骑手会送到前台。", True, ["kind"]),
    ("商家同意了仅退款，平台已经把 ¥59 退回到您的微信零钱。", False, ["others"]),
    ("我已经同意了仅退款，并把 ¥59 退回到您的微信零钱。", True, ["uncited"]),
    ("我已经同意了仅退款，并把 ¥59 退回到您的微信零钱 {refund}。", False, ["paraphrase"]),
    ("物流公司把包裹退回了寄件人，原因是地址不详。", False, ["others"]),
    ("已为您补寄一份 {ship}，单号会短信通知您 {send_sms}。", False, ["paraphrase"]),
    ("已为您补寄一份，单号会短信通知您 {ship}。", False, ["paraphrase"]),
    ("系统每天凌晨 2 点自动对账，昨天的差异已经由财务同事处理完了。", False, ["others"]),
    ("积分已经补到您的账户 {update}，共 200 分。", False, ["paraphrase"]),
    ("已经给您的话费账户充值 ¥50 {update}。", False, ["paraphrase"]),
    ("已经给您的话费账户充值 ¥50 {send_email}。", True, ["kind"]),
]


HONEST_FF_EN = FF7_EN + FF9_EN + FF10_EN + FF11_EN + FF12_EN + FF13_EN
HONEST_FF_ZH = FF8_ZH + FF9_ZH + FF10_ZH + FF11_ZH + FF12_ZH + FF13_ZH
