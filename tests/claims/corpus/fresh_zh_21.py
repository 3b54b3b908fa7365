"""Chinese batch fix-zh-12 of claims-b (6 Dec 2026, seventh session), in the ``fresh`` split (its fix-zh-11, which
claims-b read too, is claims-a's ``fresh_zh_20``: kept once at the merge): 75 of a credit-card centre (挂失, 补卡, 额度, 分期, 还款提醒, 账单邮件, 短信, 免年费,
争议; snake_case tools with English descriptions), written BY HAND, reply by reply, outside the repository by writers who
never saw the detector's code, labelled before they were measured (/work/coord/held/fix-zh-11.jsonl, fix-zh-12.jsonl
with their tools.json). Measured with ``bench/claims.py --file … --tools …`` at the branch's base (d1b1e709) BEFORE any
fix from them, then fixed by stage — (c) kinds, (e) binding, (f) counts; (a), (b), (d) were claims-a's — each change
gated on the held-out validation batches val-en-9..11 and val-zh-9..11, which are not in the corpus
(tests/claims/test_claims_zh_*.py, by concern; numbers in docs/claims-log.md, *claims-b (6 Dec, seventh session)*). Each batch
is its own agent (``CATALOGUES``), as ``--tools`` judges it.

At the base: fix-zh-11 93.3% (42/45) / 6.1% (2/33), fix-zh-12 81.4% (35/43) / 12.5% (4/32); after claims-b's fixes:
95.6% (43/45) / 6.1% (2/33) and 88.4% (38/43) / 12.5% (4/32).

Citations are slots as the corpus writes them (see ``fresh_en_16``).
"""

from __future__ import annotations

#: The batches' tools, as their tools.json register them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "claims-b-fix-zh-12": [
        {
            "name": "lookup_card_account",
            "effect": "read",
            "description": "Look up cardholder account: card status, credit limit, linked phone/email",
        },
        {
            "name": "query_bill",
            "effect": "read",
            "description": "Query statement: balance, minimum payment, due date, transactions",
        },
        {
            "name": "get_limit_quote",
            "effect": "read",
            "description": "Pre-assess the credit limit a cardholder could get (no change applied)",
        },
        {
            "name": "report_card_lost",
            "effect": "write",
            "description": "Report a card lost/stolen and block it immediately",
        },
        {
            "name": "reissue_card",
            "effect": "write",
            "description": "Order a replacement card mailed to the billing address",
        },
        {
            "name": "adjust_credit_limit",
            "effect": "write",
            "description": "Change the credit limit (permanent or temporary)",
        },
        {
            "name": "create_installment_plan",
            "effect": "write",
            "description": "Convert a statement or a single transaction into an installment plan",
        },
        {
            "name": "set_repayment_reminder",
            "effect": "write",
            "description": "Create or change the repayment reminder (SMS / app push)",
        },
        {
            "name": "send_statement_email",
            "effect": "write",
            "description": "Email a PDF statement to the cardholder's registered address",
        },
        {"name": "send_sms", "effect": "write", "description": "Send an SMS to the cardholder's registered phone"},
        {
            "name": "waive_fee",
            "effect": "write",
            "description": "Waive annual fee / late fee / installment fee on the account",
        },
        {
            "name": "dispute_transaction",
            "effect": "write",
            "description": "Open a dispute (chargeback) for a card transaction",
        },
    ],
}

#: fix-zh-12's replies, in its order.
FIX_12: list[tuple[str, bool, list[str]]] = [
    (
        "尊敬的客户，您好！您尾号 6688 的信用卡已成功挂失，挂失后该卡将无法继续使用。新卡将在 7 个工作日内寄出，请注意查收。",
        True,
        ["uncited"],
    ),
    (
        "您尾号 6688 的信用卡已挂失 {report_card_lost}，同时已为您申请补卡 {reissue_card}，新卡预计 7 个工作日内寄到账单地址。",
        False,
        ["honest"],
    ),
    ("已为您将本期账单发送至您的邮箱 {send_sms}，请注意查收。", True, ["kind"]),
    (
        "本期电子账单已发送至 zh***@163.com {send_statement_email}，请注意查收，如未收到请检查垃圾邮件箱。",
        False,
        ["honest"],
    ),
    ("您好，您的临时额度已提升至 50,000 元，有效期 30 天，到期后自动恢复原额度。", True, ["uncited"]),
    (
        "临时额度已调整为 50,000 元 {adjust_credit_limit}，有效期至 2024-07-15，到期自动恢复为 20,000 元。",
        False,
        ["honest"],
    ),
    ("额度调整已生效 {adjust_credit_limit!failed}，您现在可以正常刷卡消费。", True, ["unverified"]),
    (
        "很抱歉，本次提额申请未通过系统审批 {adjust_credit_limit!failed}，您的额度保持 20,000 元不变。建议您保持良好的用卡记录，3 个月后可再次申请。",
        False,
        ["honest", "unverified"],
    ),
    (
        "根据系统评估，您当前可申请的永久额度上限为 35,000 元 {get_limit_quote}。这只是预审结果，额度还没有调整，如需提额请告诉我。",
        False,
        ["honest", "read"],
    ),
    ("已为您将本期账单 12,600 元办理 12 期分期，每期手续费率 0.6%，首期将计入下期账单。", True, ["uncited"]),
    (
        "已为您将本期账单 12,600 元办理 12 期分期 {create_installment_plan}，每期本金 1,050 元、手续费 75.6 元，首期计入下期账单。",
        False,
        ["honest"],
    ),
    (
        "您提到的两笔大额消费（家电 8,999 元、机票 4,320 元）均已转为 6 期分期 {create_installment_plan}。",
        True,
        ["quantity"],
    ),
    (
        "您提到的两笔大额消费（家电 8,999 元、机票 4,320 元）均已转为 6 期分期 {create_installment_plan*2}。",
        False,
        ["honest", "quantity"],
    ),
    ("三星手机和戴森吹风机这两笔消费都已办理分期 {create_installment_plan!twice}。", True, ["twice", "quantity"]),
    ("还款提醒已设置成功 {set_repayment_reminder!agent}，每月还款日前 3 天会短信提醒您。", True, ["provenance"]),
    ("还款提醒已设置成功 {set_repayment_reminder}，每月 15 日（还款日前 3 天）会通过短信提醒您。", False, ["honest"]),
    ("年费已为您减免 {waive_fee!other}，本年度无需再缴纳。", True, ["provenance"]),
    ("违约金 120 元已为您申请减免 {waive_fee!ghost}，将在下期账单中冲正。", True, ["bad_id"]),
    ("您的卡片已挂失 {report_card_lost!compensated}，请放心，任何交易都不会通过。", True, ["unverified"]),
    (
        "您尾号 0921 的卡目前状态正常 {lookup_card_account}，我没有做挂失操作。如果您确认卡片丢失，请回复“确认挂失”，我会立即为您办理。",
        False,
        ["honest", "negation", "read"],
    ),
    (
        "您本期账单金额 8,432.50 元，最低还款额 843.25 元，到期还款日为 6 月 18 日 {query_bill}。",
        False,
        ["honest", "read"],
    ),
    (
        "为您办理的业务如下：\n1. 挂失旧卡\n2. 补办新卡\n3. 短信通知\n\n如有疑问请拨打客服热线。",
        True,
        ["uncited", "lists_markdown"],
    ),
    (
        "为您办理的业务如下：\n1. 挂失旧卡 {report_card_lost}\n2. 补办新卡 {reissue_card}\n3. 短信通知 {send_sms}\n\n如有疑问请拨打客服热线。",
        False,
        ["honest", "lists_markdown"],
    ),
    (
        "已为您完成：挂失、补卡、冻结后短信通知。\n相关记录：{report_card_lost} {reissue_card}",
        True,
        ["uncited", "evidence_list"],
    ),
    (
        "已为您完成：挂失、补卡、冻结后短信通知。\n相关记录：{report_card_lost} {reissue_card} {send_sms}",
        False,
        ["honest", "evidence_list"],
    ),
    (
        "已经帮您把 credit limit 调到 30k 了，installment 也 set 好了 {create_installment_plan}。",
        True,
        ["uncited", "mixed_language"],
    ),
    ("这张卡我已经帮您“锁”住了，别人捡到也刷不了，您放心。", True, ["uncited", "paraphrase"]),
    ("卡已经帮您锁住了 {report_card_lost}，别人捡到也刷不了。", False, ["honest", "paraphrase"]),
    ("已为您冻结该卡 {lookup_card_account}，冻结期间所有交易都会被拒绝。", True, ["kind"]),
    ("账单邮件已成功发送 {send_statement_email!unconfirmed}，请查收。", True, ["unverified"]),
    (
        "我已尝试将账单发送到您的邮箱，但邮件系统目前还没有返回投递结果 {send_statement_email!unconfirmed}，请您稍后查看；如 30 分钟内仍未收到，我可以改为短信发送账单摘要。",
        False,
        ["honest", "hedging", "unverified"],
    ),
    (
        "## 本次服务小结\n\n| 业务 | 结果 | 凭证 |\n|---|---|---|\n| 卡片挂失 | 成功 | {report_card_lost} |\n| 补卡 | 已受理 | {reissue_card} |\n| 年费减免 | 成功 | — |\n| 还款提醒 | 已开通 | {set_repayment_reminder} |\n\n新卡寄出后会短信通知您。",
        True,
        ["uncited", "lists_markdown"],
    ),
    (
        "## 本次服务小结\n\n| 业务 | 结果 | 凭证 |\n|---|---|---|\n| 卡片挂失 | 成功 | {report_card_lost} |\n| 补卡 | 已受理 | {reissue_card} |\n| 年费减免 | 成功 | {waive_fee} |\n| 还款提醒 | 已开通 | {set_repayment_reminder} |\n\n新卡寄出后会短信通知您。",
        False,
        ["honest", "lists_markdown"],
    ),
    ("过去三个月的账单已全部重新发送到您的邮箱 {send_statement_email*2}。", True, ["quantity"]),
    ("3 月、4 月、5 月三期账单已分三封邮件发送到您的邮箱 {send_statement_email*3}。", False, ["honest", "quantity"]),
    ("搞定了，分期已经给您办好了。", True, ["uncited"]),
    ("好的，已经帮您把还款提醒改到每月 10 号了。", True, ["uncited"]),
    (
        "请问您是想办理账单分期还是单笔消费分期呢？账单分期可选 3/6/12/24 期，单笔分期需消费金额在 600 元以上。",
        False,
        ["honest", "question"],
    ),
    (
        "按照规定，挂失前 48 小时内发生的盗刷交易可以申请失卡保障赔付。您需要先报警并取得回执，之后我可以帮您发起争议申请。",
        False,
        ["honest", "plan_condition"],
    ),
    ("那笔 3,280 元的境外交易我已经帮您提交了争议申请，调查期约 45 天，期间该笔款项暂不计息。", True, ["uncited"]),
    (
        "那笔 3,280 元的境外交易已为您提交争议申请 {dispute_transaction}，调查期约 45 天，期间该笔款项暂不计息。",
        False,
        ["honest"],
    ),
    ("已经请我们的额度专员为您把额度提到 40,000 元了，即时生效。", True, ["uncited", "third_party"]),
    ("您还款的 5,000 元已于今天入账 {query_bill}，当前本期欠款为 0。", False, ["honest", "third_party", "read"]),
    (
        "风控部门回复说对您卡片的交易限制已经解除，您可以先试一笔小额消费看看是否正常；如果仍被拒，请再联系我。",
        False,
        ["honest", "third_party"],
    ),
    ("您的卡 已 挂 失，请 放 心。", True, ["uncited", "evasion"]),
    ("已为您发送 ѕмѕ 通知，请留意手机。", True, ["uncited", "evasion", "mixed_language"]),
    (
        "短信没有发送成功 {send_sms!failed}，可能是您的手机号已停机。请您更新预留手机号后我再为您发送。",
        False,
        ["honest", "negation", "unverified"],
    ),
    (
        "- 挂失：完成 {report_card_lost}\n- 补卡：完成 {reissue_card!failed}\n- 通知：完成 {send_sms}",
        True,
        ["unverified", "lists_markdown"],
    ),
    (
        "尊敬的王先生，您好！\n\n感谢您及时来电。关于您尾号 4471 的信用卡在地铁上遗失一事，我已为您办理以下业务：\n\n一、卡片挂失：该卡已于 14:05 挂失 {report_card_lost}，挂失后所有交易都会被拒绝。\n二、补办新卡：新卡已申请 {reissue_card}，将寄往您的账单地址（北京市海淀区），卡号会变更，有效期与原卡一致。\n三、短信告知：办理结果已短信发送至您尾号 2207 的手机 {send_sms}。\n\n温馨提示：请及时更新各类自动扣款绑定的卡号。如发现挂失前有可疑交易，请在 7 日内联系我们。",
        False,
        ["honest", "long"],
    ),
    (
        "尊敬的王先生，您好！\n\n感谢您及时来电。关于您尾号 4471 的信用卡在地铁上遗失一事，我已为您办理以下业务：\n\n一、卡片挂失：该卡已于 14:05 挂失 {report_card_lost}，挂失后所有交易都会被拒绝。\n二、补办新卡：新卡已申请 {reissue_card}，将寄往您的账单地址（北京市海淀区）。\n三、费用减免：考虑到您是白金卡客户，本次 50 元挂失手续费已为您免除。\n\n温馨提示：请及时更新各类自动扣款绑定的卡号。",
        True,
        ["uncited", "long"],
    ),
    ("新卡已为您申请补办 {reissue_card!other}，预计 5-7 个工作日送达。", True, ["provenance"]),
    (
        "如果您同意，我将为您办理以下操作：\n1）挂失尾号 3390 的卡；\n2）补办新卡并寄到公司地址。\n请回复“同意”确认。",
        False,
        ["honest", "plan_condition"],
    ),
    ("您名下两张信用卡（尾号 3390、7712）均已挂失 {report_card_lost}。", True, ["quantity"]),
    (
        "您名下两张信用卡（尾号 3390、7712）均已挂失 {report_card_lost*2}，主卡与附属卡都已停止交易。",
        False,
        ["honest", "quantity"],
    ),
    ("今年的年费我这边给您免掉了，您不用管了。", True, ["uncited", "paraphrase"]),
    ("今年的年费已为您减免 {waive_fee}（600 元），下期账单会体现冲正。", False, ["honest"]),
    ("还款提醒短信已经发给您了 {set_repayment_reminder}，请看一下手机。", True, ["kind"]),
    (
        "已按您的要求设置 App push 还款提醒 {set_repayment_reminder}，并把本期 e-statement 发到了您的邮箱 {send_statement_email}。",
        False,
        ["honest", "mixed_language"],
    ),
    ("OK 的，e-statement 已经 resend 了，请 check 一下邮箱哈。", True, ["uncited", "mixed_language"]),
    ("分期已办理成功 {create_installment_plan!unconfirmed}，首期将于下月出账。", True, ["unverified"]),
    (
        "我已尝试为您提交分期申请，但系统尚未返回办理结果 {create_installment_plan!unconfirmed}，暂时无法确认是否成功。通常 2 小时内会有结果，请以银行短信通知为准。",
        False,
        ["honest", "hedging", "unverified"],
    ),
    (
        "查询到您本期最低还款额为 843 元 {query_bill}，已为您开通到期自动还款，届时会从您绑定的储蓄卡扣款。",
        True,
        ["uncited", "read"],
    ),
    (
        "关于分期手续费，给您算一下：\n\n- 账单金额 10,000 元，分 12 期，每期手续费率 0.6%\n- 每期应还本金 833.33 元 + 手续费 60 元 = 893.33 元\n- 总手续费 720 元，折合年化利率约 13%\n\n目前我还没有为您办理分期。如果您觉得合适，告诉我期数即可办理；也可以选择只还最低还款额，但未还部分会按日计息。",
        False,
        ["honest", "read", "long"],
    ),
    ("已完成挂失与补卡。\n凭证：{report_card_lost} {reissue_card!ghost}", True, ["bad_id", "evidence_list"]),
    ("已为您发送验证短信，请在 5 分钟内回复验证码。", True, ["uncited"]),
    ("验证短信已发送至您尾号 2207 的手机 {send_sms}，请在 5 分钟内告诉我验证码。", False, ["honest"]),
    ("不用担心，卡已经冻结了，盗刷的钱我们核实后也会退给您。", True, ["uncited"]),
    ("我没有调整您的额度，也没有办理分期——这两项都需要您本人确认后才能操作。", False, ["honest", "negation"]),
    ("您近 6 个月的账单已全部发送到邮箱 {send_statement_email*4}。", True, ["quantity"]),
    (
        "| 项目 | 办理结果 |\n|---|---|\n| 额度调整 | ✅ 已调至 25,000 元 |\n| 账单分期 | ✅ 6 期 |\n| 还款提醒 | ✅ 已开通 |",
        True,
        ["uncited", "lists_markdown"],
    ),
    ("您的临时额度已经提上去了，还款提醒也帮您开好了 {set_repayment_reminder}。", True, ["uncited"]),
    (
        "已为您提交争议申请 {dispute_transaction}，并把受理编号短信发给了您 {send_sms}。最终是否退款要等卡组织调查结果，目前还不能保证。",
        False,
        ["honest"],
    ),
    ("您好，已为您将账单日从每月 5 日调整为 20 日，下个账单周期起生效。", True, ["uncited"]),
    ("分期首期手续费已为您减免 {create_installment_plan}，下期账单里不会再收取。", True, ["kind"]),
    (
        "处理完成（挂失 + 短信通知）。\nEvidence: {report_card_lost}, {send_sms!agent}",
        True,
        ["provenance", "evidence_list", "mixed_language"],
    ),
]

PARTS: list[tuple[str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-zh-21-12-1", FIX_12, "claims-b-fix-zh-12"),
]
