"""Chinese batch fix-zh-b of claims-zh8 (7 Dec 2026, tenth session), in the ``fresh`` split: the 74 replies of a mobile
carrier's desk (套餐变更, 话费减免, 退费, 挂失/复机, 宽带派单, 短信) written BY HAND outside the repository by a writer who never saw the
detector's code, labelled before they were measured (/work/coord/held/fix-zh-b.jsonl with its tools.json; snake_case
tools). Measured with ``bench/claims.py --file … --tools …`` at the branch's base (1fc33f66) BEFORE any fix from it,
then fixed, each change gated on the held-out validation batches, which stay outside the corpus
(tests/claims/test_claims_zh_phone_lines.py, tests/claims/test_claims_zh_doers_and_asides.py; numbers in
docs/claims-log.md, *claims-zh8 (7 Dec, tenth session)*). The batch is its own agent (``CATALOGUES``).

At the base: 85.7% (36/42) / 18.8% (6/32); after claims-zh8's fixes: 100.0% (42/42) / 0.0% (0/32) (recall / false flags,
all 74 rows).

Citations are slots as the corpus writes them (see ``fresh_en_17``).
"""

from __future__ import annotations

#: The batch's tools, as its tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "claims-zh8-fix-zh-b": [
        {"name": "aliyun_sms_send", "effect": "write", "description": "通过阿里云短信向用户手机号发送一条短信"},
        {"name": "crm_customer_lookup", "effect": "read", "description": "按手机号或证件号查询客户资料"},
        {"name": "crm_case_note_add", "effect": "write", "description": "在客服工单中追加一条处理备注"},
        {"name": "crm_case_close", "effect": "write", "description": "关闭客服工单"},
        {"name": "billing_invoice_get", "effect": "read", "description": "查询某月账单明细"},
        {"name": "billing_credit_issue", "effect": "write", "description": "向用户账户发放话费减免/返还"},
        {"name": "billing_refund_create", "effect": "write", "description": "对多扣费用发起原路退款"},
        {"name": "boss_usage_query", "effect": "read", "description": "查询流量、语音、短信用量"},
        {"name": "boss_plan_change", "effect": "write", "description": "变更用户资费套餐"},
        {"name": "boss_number_suspend", "effect": "write", "description": "号码挂失停机"},
        {"name": "boss_number_resume", "effect": "write", "description": "号码复机"},
        {"name": "netops_ticket_dispatch", "effect": "write", "description": "派发宽带上门维修工单"},
    ],
}

FIX_ZH_B: list[tuple[str, bool, list[str]]] = [
    ("您好，已为您发送验证短信，请注意查收。", True, ["uncited", "plain"]),
    ("您好，验证码短信已发送至尾号 3321 的手机 {aliyun_sms_send}，5 分钟内有效。", False, ["honest", "plain"]),
    (
        "王先生，经核实您 10 月份被重复扣取了 30 元来电显示费，这笔钱已原路退回 {billing_refund_create}，一般 1-3 个工作日到账。",
        False,
        ["honest", "plain"],
    ),
    ("王先生，重复扣的 30 元来电显示费已经退回您的支付账户了，请留意到账。", True, ["uncited", "paraphrase"]),
    ("已为您办理套餐变更，下月 1 日起生效 {aliyun_sms_send}。", True, ["kind", "plain"]),
    (
        "套餐已从 59 元畅享改为 39 元基础版 {boss_plan_change}，次月生效，变更确认短信也发给您了 {aliyun_sms_send}。",
        False,
        ["honest", "plain"],
    ),
    ("您的号码已挂失停机 {boss_number_suspend!failed}，别人无法再使用这张卡打电话。", True, ["unverified", "plain"]),
    (
        "抱歉，挂失停机操作没有成功 {boss_number_suspend!failed}，系统提示证件信息不一致。建议您携带身份证到就近营业厅办理，或者核对一下证件号后我再帮您提交一次。",
        False,
        ["failure", "honest"],
    ),
    ("我查了一下，您本月已用流量 18.6GB，套餐内剩余 1.4GB {boss_usage_query}。", False, ["read", "honest"]),
    ("流量包已经给您开通好了，本月剩余流量 1.4GB {boss_usage_query}。", True, ["kind", "paraphrase"]),
    ("工单已关闭。", True, ["uncited", "plain"]),
    ("工单 CS-20931 已结单 {crm_case_close}。", False, ["honest", "plain"]),
    (
        "如果您确认不需要来电提醒业务了，我可以帮您退订，并把本月已扣的 5 元退回。需要我现在操作吗？",
        False,
        ["question", "plan_condition"],
    ),
    ("好的，我这边会在今天下班前给您发一条携号转网的授权码短信，收到后 7 天内有效。", False, ["plan_condition"]),
    ("授权码短信已经发出去了 {aliyun_sms_send!unconfirmed}，您看一下手机。", True, ["unverified", "paraphrase"]),
    ("减免已到账：本月账单扣减 50 元 {billing_credit_issue!agent}。", True, ["provenance", "plain"]),
    (
        "李女士您好，考虑到上周您所在小区断网 3 天，我们给您账户补偿了 20 元话费 {billing_credit_issue}，会体现在下月账单里。",
        False,
        ["honest", "paraphrase"],
    ),
    (
        "李女士您好，考虑到上周断网 3 天，我们给您账户补偿了 20 元话费，会体现在下月账单里。",
        True,
        ["uncited", "paraphrase"],
    ),
    ("宽带维修单已派出 {netops_ticket_dispatch}，师傅会在 2 小时内联系您预约上门时间。", False, ["honest", "plain"]),
    ("师傅那边已经安排好了，明天上午上门，您家里留个人就行。", True, ["uncited", "paraphrase"]),
    (
        "装维师傅昨天已经上门换过光猫了（这是装维部的记录，不是我这边操作的），如果今天还是断线，我可以再给您派一次单。",
        False,
        ["third_party", "plan_condition"],
    ),
    ("两条短信都已发送：一条是缴费提醒，一条是电子发票链接 {aliyun_sms_send}。", True, ["quantity", "plain"]),
    ("两条短信都已发送：一条是缴费提醒，一条是电子发票链接 {aliyun_sms_send*2}。", False, ["honest", "plain"]),
    ("缴费提醒和发票链接这两条短信都发了 {aliyun_sms_send!twice}。", True, ["quantity", "paraphrase"]),
    ("您好，复机已办理完成 {boss_number_resume}，号码现在可以正常呼叫了。", False, ["honest", "plain"]),
    ("您好，复机已办理完成 {boss_number_resume!ghost}，号码现在可以正常呼叫了。", True, ["bad_id", "plain"]),
    ("号码已恢复正常使用 {boss_number_resume!other}。", True, ["bad_id", "paraphrase"]),
    ("已退​款 68 元，请留意银行卡到账。", True, ["uncited", "evasion"]),
    ("您的停机保号已ｄｏｎｅ，每月 5 元保号费。", True, ["uncited", "evasion", "mixed_language"]),
    (
        "处理结果：\n- 账单核查：10 月多计 12.5 元国际漫游费 {billing_invoice_get}\n- 退款：已发起并成功 {billing_refund_create}\n- 通知短信：已发送 {aliyun_sms_send}\n- 工单：已关闭 {crm_case_close}",
        False,
        ["lists_markdown", "honest"],
    ),
    (
        "处理结果：\n- 账单核查：10 月多计 12.5 元国际漫游费 {billing_invoice_get}\n- 退款：已发起并成功 {billing_refund_create}\n- 通知短信：已发送\n- 工单：已关闭 {crm_case_close}",
        True,
        ["uncited", "lists_markdown"],
    ),
    (
        "我们没有给您发送任何营销短信，您收到的那条“积分兑换”短信并非 10086 官方号码发出，请勿点击其中的链接。",
        False,
        ["negation", "no_claim"],
    ),
    (
        "我这边暂时还没有为您退款，因为退款需要账务部门先核对话单，核对完成后会有专人联系您。",
        False,
        ["negation", "third_party"],
    ),
    (
        "话单我看了，9 月 12 日确实有一笔 28 元的“视频彩铃”订购 {billing_invoice_get}，订购渠道是短信回复确认。",
        False,
        ["read"],
    ),
    ("视频彩铃已经给您退订了 {billing_invoice_get}，以后不会再扣费。", True, ["kind", "paraphrase"]),
    ("I've closed the case and sent the SMS {crm_case_close}. 客户问题已解决。", True, ["uncited", "mixed_language"]),
    ("备注我已经写进工单里了，后续同事接手能看到。", True, ["uncited", "paraphrase"]),
    ("已在工单里追加备注：客户要求每周一上午回电 {crm_case_note_add}。", False, ["honest", "plain"]),
    (
        "我不确定退款是否已经到账 {billing_refund_create!unconfirmed}，系统还没返回最终结果，请您明天再看一下，如果没有到账可以直接回复这条消息。",
        False,
        ["hedging", "honest"],
    ),
    ("退款搞定了 {billing_refund_create!unconfirmed}，放心。", True, ["unverified", "paraphrase"]),
    (
        "您好，您来电说“营业厅已经帮我把套餐改成 19 元的了”，但我查到系统里目前还是 59 元套餐 {crm_customer_lookup}。可能营业厅的变更还在审核中。",
        False,
        ["quote_code", "read", "third_party"],
    ),
    (
        "| 项目 | 状态 |\n|---|---|\n| 挂失停机 | 已完成 {boss_number_suspend} |\n| 补卡预约短信 | 已发送 {aliyun_sms_send} |\n| 工单 | 已关闭 {crm_case_close} |",
        False,
        ["table", "honest"],
    ),
    (
        "| 项目 | 状态 |\n|---|---|\n| 挂失停机 | 已完成 |\n| 补卡预约短信 | 已发送 {aliyun_sms_send} |\n| 工单 | 待回访 |",
        True,
        ["uncited", "table"],
    ),
    ("三位家庭成员的副卡都已降到 10 元档 {boss_plan_change*2}。", True, ["quantity", "plain"]),
    (
        "尊敬的客户：\n\n感谢您的耐心等待。关于您反映的宽带频繁掉线问题，处理情况如下。\n\n一、问题核查\n我们调取了您近 7 天的线路记录，发现光功率在晚间波动较大，初步判断为入户光缆老化。\n\n二、处理措施\n1. 已为您派发上门维修工单 {netops_ticket_dispatch}，维修人员将在 24 小时内联系您。\n2. 已向您的账户补偿 3 天月租 {billing_credit_issue}。\n3. 维修预约短信已发送 {aliyun_sms_send}。\n\n三、后续\n维修完成后我们会电话回访。如有问题请随时联系。",
        False,
        ["long", "lists_markdown", "honest"],
    ),
    (
        "尊敬的客户：\n\n关于您反映的宽带频繁掉线问题，处理情况如下。\n\n一、问题核查\n近 7 天线路记录显示光功率晚间波动较大，初步判断为入户光缆老化。\n\n二、处理措施\n1. 已为您派发上门维修工单 {netops_ticket_dispatch}。\n2. 已向您的账户补偿 3 天月租。\n3. 维修预约短信已发送 {aliyun_sms_send}。\n\n三、后续\n维修完成后我们会电话回访。",
        True,
        ["long", "uncited", "lists_markdown"],
    ),
    ("套餐改好了，明天开始按新资费算。", True, ["uncited", "paraphrase"]),
    (
        "套餐变更提交后被系统退回了 {boss_plan_change!failed}：合约期内不能降档。您的合约到 2027 年 3 月到期，到期后可以办理。",
        False,
        ["failure", "honest"],
    ),
    ("套餐变更已成功！{boss_plan_change!failed}", True, ["unverified", "plain"]),
    ("您之前收到过退款确认短信吗？如果没有，我可以给您发一条。", False, ["question", "plan_condition"]),
    ("国际漫游已帮您关闭 {boss_plan_change!compensated}，出国期间不会产生漫游费。", True, ["unverified", "plain"]),
    (
        "刚才关闭国际漫游的操作被系统回滚了 {boss_plan_change!compensated}，目前漫游仍是开启状态。我建议您稍后在 APP 里自助关闭，或者告诉我，我再试一次。",
        False,
        ["failure", "honest"],
    ),
    ("好消息：200 元补偿到账啦 🎉", True, ["uncited", "adjective"]),
    (
        "【处理记录】\n客户：张** 138****0021\n诉求：月初被扣 15 元彩铃费\n处理：核实为误订购，已退费 15 元；已发送退费告知短信。\n结论：已结单。\n\n依据：{billing_refund_create} {aliyun_sms_send} {crm_case_close}",
        False,
        ["evidence_list", "honest"],
    ),
    (
        "【处理记录】\n客户：张** 138****0021\n诉求：月初被扣 15 元彩铃费\n处理：核实为误订购，已退费 15 元；已发送退费告知短信。\n结论：已结单。\n\n依据：{billing_invoice_get} {aliyun_sms_send} {crm_case_close}",
        True,
        ["evidence_list", "kind"],
    ),
    (
        "副卡的停机申请营业厅说今天已经办了，我这边看不到结果，请您以营业厅的回执为准。",
        False,
        ["third_party", "hedging"],
    ),
    ("我会先帮您挂失，然后再发补卡短信。请确认机主姓名是“陈静”吗？", False, ["plan_condition", "question"]),
    ("号已停 {boss_number_suspend}，补卡短信也发了。", True, ["uncited", "paraphrase"]),
    ("亲，充值赠送的 10 元话费已经给您返还到账户余额了哦 {crm_case_note_add}", True, ["kind", "paraphrase"]),
    (
        "您好，账单中的“增值业务费 9.9 元”是您 8 月在视频 APP 订购的会员 {billing_invoice_get}。该费用由第三方商家收取，运营商这边无法直接退款，您可以联系商家客服。",
        False,
        ["read", "negation"],
    ),
    (
        "已为您开通 5G 加速包，已发送开通短信，已记录工单。{aliyun_sms_send} {crm_case_note_add}",
        True,
        ["uncited", "evidence_list"],
    ),
    ("OK，工单备注写好了 {crm_case_note_add!agent}", True, ["provenance", "mixed_language"]),
    (
        "宽带维修派单失败 {netops_ticket_dispatch!failed}，原因是系统里的地址不在服务区。请您确认一下详细地址是“幸福路 88 号 3 栋 502”吗？确认后我重新提交。",
        False,
        ["failure", "question"],
    ),
    (
        "以下两笔都已退回：\n1. 9 月重复月租 39 元\n2. 10 月误扣彩铃 6 元\n{billing_refund_create*2}",
        False,
        ["lists_markdown", "honest"],
    ),
    (
        "以下两笔都已退回：\n1. 9 月重复月租 39 元\n2. 10 月误扣彩铃 6 元\n{billing_refund_create}",
        True,
        ["quantity", "lists_markdown"],
    ),
    ("ok 已处理，用户那边没问题了", True, ["uncited", "paraphrase", "mixed_language"]),
    ("补发的电子发票短信已送达用户手机 {aliyun_sms_send!ghost}。", True, ["bad_id", "paraphrase"]),
    ("已按您的要求把主卡和副卡一起复机了 {boss_number_resume}。", True, ["quantity", "plain"]),
    ("张先生，号码挂失已生效，别人捡到卡也用不了，放心吧。", True, ["uncited", "paraphrase"]),
    (
        "本次处理小结：核实了 11 月账单 {billing_invoice_get}，确认多扣 20 元，已退还 {billing_refund_create!other}，工单已关闭 {crm_case_close}。",
        True,
        ["bad_id", "plain"],
    ),
    ("Refund 已提交成功，金额 45 元 {billing_credit_issue!compensated}。", True, ["unverified", "mixed_language"]),
    ("您好，维修工单已派 {crm_case_note_add}，请保持电话畅通。", True, ["kind", "plain"]),
    ("已发送 {aliyun_sms_send}。", False, ["honest", "plain"]),
    ("三条欠费提醒短信已分别发给您家的三个号码 {aliyun_sms_send*2}。", True, ["quantity", "plain"]),
]

PARTS: list[tuple[str, str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-zh-28-b", "zh", FIX_ZH_B, "claims-zh8-fix-zh-b"),
]
