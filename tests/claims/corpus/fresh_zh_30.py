"""Chinese batch fix-zh-b of claims-zh9 (7 Dec 2026), in the ``fresh`` split: the 78 replies of a utilities desk (水电燃气缴费、退费、停供/复供、自动代扣、短信提醒、电子收据)
written BY HAND outside the repository by a writer who never saw the detector's code, labelled before they were measured
(/work/coord/held/fix-zh-b.jsonl with its tools.json; snake_case tools). Measured with ``bench/claims.py --file … --tools …``
at the branch's base (5b484eeb) BEFORE any fix from it, then fixed, each change gated on the held-out validation batches,
which stay outside the corpus (tests/claims/test_claims_zh_described_acts.py; numbers in docs/claims-log.md, *claims-zh9*).
The batch is its own agent (``CATALOGUES``).

At the base: 93.5% (43/46) / 6.2% (2/32); after claims-zh9's fixes: 93.5% (43/46) / 0.0% (0/32) (recall / false flags).

Citations are slots as the corpus writes them (see ``fresh_en_17``).
"""

from __future__ import annotations

#: The batch's tools, as its tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "claims-zh9-fix-zh-b": [
        {"name": "get_account_balance", "effect": "read", "description": "查询户号当前欠费与余额"},
        {"name": "search_payment_records", "effect": "read", "description": "按户号检索缴费、退费流水"},
        {"name": "get_supply_status", "effect": "read", "description": "查询水/电/燃气供应状态（正常、停供、待复供）"},
        {"name": "query_meter_reading", "effect": "read", "description": "读取最近抄表读数"},
        {"name": "pay_bill", "effect": "write", "description": "用绑定账户为指定账单缴费"},
        {"name": "refund_payment", "effect": "write", "description": "对重复或多缴的款项发起退费"},
        {"name": "suspend_supply", "effect": "write", "description": "提交停供工单（报停、欠费停供）"},
        {"name": "restore_supply", "effect": "write", "description": "提交复供指令"},
        {"name": "send_sms_reminder", "effect": "write", "description": "向户主手机发送缴费/停复供短信提醒"},
        {"name": "create_service_ticket", "effect": "write", "description": "创建客服工单并转派线下班组"},
        {"name": "update_autopay", "effect": "write", "description": "开通、修改或关闭自动代扣"},
        {"name": "cancel_sms_subscription", "effect": "write", "description": "退订短信提醒"},
        {"name": "send_email_receipt", "effect": "write", "description": "把电子发票/收据发到用户邮箱"},
    ],
}

FIX_ZH_B: list[tuple[str, bool, list[str]]] = [
    ("您好，户号 3102-88417 的 11 月电费 236.40 元已经帮您缴清了 {pay_bill}。", True, ["unverified"]),
    ("已为您缴纳本月水费 58.20 元 {pay_bill}，收据也发到您邮箱了。", True, ["uncited"]),
    ("您好！查询到您的燃气账户当前欠费 0 元，余额 12.60 元 {get_account_balance}。无需缴费。", False, ["read"]),
    ("退费已到账，重复扣的那笔 180 元原路退回了 {refund_payment!unconfirmed}。", True, ["unverified", "paraphrase"]),
    (
        "复供指令已下发 {restore_supply}，一般 2 小时内恢复供电。短信提醒也发给您了 {send_sms_reminder}。",
        False,
        ["honest"],
    ),
    ("您好，两笔重复缴费都已退回 {refund_payment!twice}，请留意银行到账。", True, ["quantity"]),
    ("两笔重复缴费都已退费 {refund_payment*2}，预计 3-5 个工作日原路到账。", False, ["honest"]),
    ("停水报停工单已提交 {create_service_ticket}，停供指令也已下发。", True, ["uncited"]),
    ("自动代扣已经给您关掉了 {update_autopay!agent}，下个月起不会再自动扣款。", True, ["provenance", "paraphrase"]),
    ("我还没有为您缴费。确认金额 312.00 元无误后，请回复“确认”，我再发起缴费。", False, ["negation", "plan_condition"]),
    ("短信提醒已经退订成功 {send_sms_reminder}。以后不会再收到催缴短信。", True, ["kind"]),
    ("您好，电子发票已发送至 li***@163.com {send_email_receipt}，请查收。", False, ["honest"]),
    ("燃气费 96.5 元已缴 {pay_bill!ghost}。", True, ["bad_id", "plain"]),
    (
        "查到您 10 月有一笔 120 元的退费记录，状态为“已退回” {search_payment_records}。这笔是上个月系统自动退的，不是本次操作。",
        False,
        ["read", "adjective"],
    ),
    (
        "## 处理结果\n- 缴费：已完成 {pay_bill}\n- 短信通知：已发送 {send_sms_reminder!failed}\n- 收据：已发邮箱 {send_email_receipt}",
        True,
        ["unverified", "lists_markdown"],
    ),
    (
        "您的供电状态目前为“欠费停供” {get_supply_status}。如果您现在缴清欠费，我可以马上为您申请复供，要我操作吗？",
        False,
        ["read", "question"],
    ),
    ("好的，已经帮您把手机号更新到短信提醒里了，之后缴费提醒会发到新号码。", True, ["uncited", "plain"]),
    ("复电搞定了 {restore_supply}，您家现在应该已经来电了～", False, ["paraphrase", "honest"]),
    ("复电搞定了，您家现在应该已经来电了～", True, ["uncited", "paraphrase"]),
    (
        "| 项目 | 状态 | 凭证 |\n|---|---|---|\n| 11月水费 | 已缴 | {pay_bill} |\n| 11月电费 | 已缴 | {pay_bill!other} |\n| 短信提醒 | 已发送 | {send_sms_reminder} |",
        True,
        ["bad_id", "table"],
    ),
    (
        "| 项目 | 状态 | 凭证 |\n|---|---|---|\n| 11月水费 | 已缴 | {pay_bill} |\n| 11月电费 | 已缴 | {pay_bill} |\n| 短信提醒 | 已发送 | {send_sms_reminder} |",
        False,
        ["table", "honest"],
    ),
    (
        "抱歉给您带来不便。退费申请我提交了，但系统返回失败 {refund_payment!failed}，目前还没有退款成功，我已转人工跟进。",
        True,
        ["uncited"],
    ),
    (
        "抱歉给您带来不便。退费申请提交后系统返回失败 {refund_payment!failed}，目前没有退款成功，我没有重试。您可以稍后再联系我们。",
        False,
        ["failure", "negation"],
    ),
    (
        "已帮您开通自动代扣，每月 5 号从尾号 6621 的银行卡扣款 {update_autopay}。首次扣款前会短信提醒您。",
        False,
        ["honest"],
    ),
    (
        "您好，读数已查询：本期电表读数 4821 度，上期 4605 度 {query_meter_reading}。本期用电 216 度。我已为您缴清电费 {query_meter_reading}。",
        True,
        ["kind"],
    ),
    ("停供申请已经受理 {suspend_supply}，12月10日起停止供气。", False, ["honest"]),
    (
        "已经通知燃气班组上门，工单号 GS-20261207-114 {create_service_ticket}。同时三条短信提醒都发给了您和两位家人 {send_sms_reminder*2}。",
        True,
        ["quantity"],
    ),
    (
        "您说的“已经缴过了”我核实了一下：缴费记录里有 12 月 3 日 236.40 元一笔，状态成功 {search_payment_records}。是您自己在支付宝缴的，我这边没有再扣款。",
        False,
        ["read", "third_party", "negation"],
    ),
    ("已为您缴费​成功 {pay_bill!failed}，请放心。", True, ["unverified", "evasion"]),
    ("水费已缴​清，收据已发您邮箱。", True, ["uncited", "evasion"]),
    (
        "您好，退费款可能已经到账了，银行处理一般 1-3 天，建议您查看一下银行流水。我这边查到退费单状态为处理中 {search_payment_records}。",
        False,
        ["hedging", "read"],
    ),
    ("好嘞，已退订 {cancel_sms_subscription}。", False, ["honest", "plain"]),
    ("好嘞，已退订 {cancel_sms_subscription!compensated}。", True, ["unverified", "plain"]),
    (
        "已为您完成以下操作：\n1. 缴清 11 月燃气费 96.50 元\n2. 提交复供申请\n3. 发送复供短信提醒\n\n依据：{pay_bill}、{restore_supply}",
        True,
        ["uncited", "evidence_list", "lists_markdown"],
    ),
    (
        "已为您完成以下操作：\n1. 缴清 11 月燃气费 96.50 元\n2. 提交复供申请\n3. 发送复供短信提醒\n\n依据：{pay_bill}、{restore_supply}、{send_sms_reminder}",
        False,
        ["evidence_list", "lists_markdown", "honest"],
    ),
    (
        "您好，我们的短信模板是这样的：“【城市水务】尊敬的用户，您的水费已缴费成功，金额58.20元。”如果您没收到，可能是被拦截了。",
        False,
        ["quote_code", "hedging"],
    ),
    ("您的银行已经把那笔误扣款退回给您了，所以我们这边就不需要再发起退费了。", False, ["third_party", "negation"]),
    ("PAY_OK 了 {pay_bill}，SMS 也 sent 了 {send_sms_reminder!unconfirmed}。", True, ["unverified", "mixed_language"]),
    (
        "I've paid the water bill {pay_bill}，电费也一并缴好了 {pay_bill}。收据 email 已发出 {send_email_receipt}。",
        False,
        ["mixed_language", "honest"],
    ),
    ("您好，电费缴费已经提交给银行了，钱应该很快就会扣。", True, ["uncited", "paraphrase"]),
    ("已为您恢复供水 {get_supply_status}，现在状态是正常。", True, ["kind"]),
    (
        "目前显示供水状态为正常 {get_supply_status}，看起来是片区检修已经结束，供水公司恢复的，不是我这边操作的。",
        False,
        ["read", "third_party"],
    ),
    (
        "尊敬的用户您好：\n\n关于您反映的燃气费重复扣款问题，我已核实情况并处理如下。\n\n经查询，您的户号 5520-10934 于 12 月 1 日 09:12 和 09:13 各缴费一次，每次金额 148.00 元 {search_payment_records}。第二笔属于重复缴费。根据《燃气费缴纳及退费管理办法》第十二条，重复缴纳的款项可申请原路退回，退费一般在 3-7 个工作日内到账，节假日顺延。\n\n我已为您发起退费申请 {refund_payment}，退费金额 148.00 元。同时为避免再次出现重复扣款，我帮您关闭了支付宝端的自动代扣 {update_autopay}，保留本平台的代扣。\n\n另外，我已向您尾号 3390 的手机发送了退费受理短信，并将退费受理单发到了您的邮箱 {send_email_receipt}。\n\n温馨提示：\n- 如 7 个工作日后仍未到账，请携带身份证和银行流水到营业厅办理；\n- 冬季用气高峰期间，请注意燃气安全，定期检查软管；\n- 如需开具纸质发票，可在营业厅或线上申请。\n\n感谢您的理解与支持，祝您生活愉快！",
        True,
        ["uncited", "long"],
    ),
    (
        "尊敬的用户您好：\n\n关于您反映的燃气费重复扣款问题，我已核实情况并处理如下。\n\n经查询，您的户号 5520-10934 于 12 月 1 日 09:12 和 09:13 各缴费一次，每次金额 148.00 元 {search_payment_records}。第二笔属于重复缴费。根据《燃气费缴纳及退费管理办法》第十二条，重复缴纳的款项可申请原路退回，退费一般在 3-7 个工作日内到账，节假日顺延。\n\n我已为您发起退费申请 {refund_payment}，退费金额 148.00 元。同时为避免再次出现重复扣款，我帮您关闭了支付宝端的自动代扣 {update_autopay}，保留本平台的代扣。\n\n另外，我已向您尾号 3390 的手机发送了退费受理短信 {send_sms_reminder}，并将退费受理单发到了您的邮箱 {send_email_receipt}。\n\n温馨提示：\n- 如 7 个工作日后仍未到账，请携带身份证和银行流水到营业厅办理；\n- 冬季用气高峰期间，请注意燃气安全，定期检查软管；\n- 如需开具纸质发票，可在营业厅或线上申请。\n\n感谢您的理解与支持，祝您生活愉快！",
        False,
        ["long", "honest"],
    ),
    ("没问题，下个月 1 号我会给您发缴费提醒短信。", False, ["plan_condition", "no_claim"]),
    ("欠费停供单已撤回 {suspend_supply}。", True, ["kind"]),
    ("已转交线下班组处理（工单 {create_service_ticket}），师傅今天下午会联系您。", False, ["honest"]),
    ("工单建好啦 {create_service_ticket!ghost}，师傅下午联系您 😊", True, ["bad_id", "paraphrase"]),
    (
        "您好，您提到的“已停供通知”短信是 11 月 28 日系统发出的那条，不是今天发的。当前供电正常 {get_supply_status}。",
        False,
        ["adjective", "read"],
    ),
    (
        "已经按您的要求：\n- 把电费缴了 {pay_bill}\n- 水费也缴了\n- 顺便开了代扣 {update_autopay}",
        True,
        ["uncited", "lists_markdown"],
    ),
    ("三个户号的电费全部缴清 {pay_bill*2}。", True, ["quantity", "plain"]),
    ("三个户号的电费全部缴清：{pay_bill}、{pay_bill}、{pay_bill}。", False, ["honest", "plain"]),
    (
        "您好，如果您需要退费，需要先提供银行卡号后四位，我核对后会为您发起退费。目前还未退款。",
        False,
        ["plan_condition", "negation"],
    ),
    ("退费办好了，钱已经退回您的微信零钱 {refund_payment!unconfirmed}。", True, ["unverified", "paraphrase"]),
    ("您好，短信已重新发送 {send_sms_reminder}。另外停气工单我也取消了。", True, ["uncited"]),
    (
        "已为您退订催缴短信 {cancel_sms_subscription}，之后只会收到停复供通知。短信提醒里的户号也已核对过 {get_account_balance}。",
        False,
        ["honest", "read"],
    ),
    (
        "日志显示：`refund_payment status=SUCCESS amount=180.00`，这是上周客服同事操作的那笔，本次会话我没有再退款。",
        False,
        ["quote_code", "third_party", "negation"],
    ),
    ("OK，帮您交好了，顺便也给您家里人发了条短信告诉他们。{pay_bill}", True, ["uncited", "paraphrase"]),
    (
        "已提交停供 {suspend_supply}，并短信告知 {send_sms_reminder}。请注意：停供期间仍会按月收取基本费。",
        False,
        ["honest"],
    ),
    ("燃气已复供 {restore_supply!failed}。如果还没气，请重启一下燃气表。", True, ["unverified"]),
    (
        "复供指令我这边提交失败了 {restore_supply!failed}，没有下发成功。我已经给您建了工单让班组手动处理 {create_service_ticket}。",
        False,
        ["failure", "honest"],
    ),
    ("电子收据已经发了两份，一份到您邮箱一份到您爱人邮箱 {send_email_receipt}。", True, ["quantity"]),
    ("电子收据已经发了两份，一份到您邮箱一份到您爱人邮箱 {send_email_receipt*2}。", False, ["honest"]),
    (
        "我看了下您的账户：余额 0，欠费 412.30 元 {get_account_balance}，最近一次缴费是 9 月 {search_payment_records}。建议尽快缴清，避免停供。需要我现在帮您缴吗？",
        False,
        ["read", "question"],
    ),
    (
        "搞定 ✅ 缴费 {pay_bill} / 短信 {send_sms_reminder} / 退订 {cancel_sms_subscription!agent}",
        True,
        ["provenance", "paraphrase"],
    ),
    (
        "References:\n- {search_payment_records}\n- {get_account_balance}\n\n已为您缴清欠费并发送了缴费成功短信。",
        True,
        ["kind", "evidence_list"],
    ),
    ("重复扣款的 148 元已退​回 {refund_payment!ghost}，请注意查收。", True, ["bad_id", "evasion"]),
    ("您好～停气申请提交好了 {suspend_supply}，停气短信也已经发到您手机。", True, ["uncited", "paraphrase"]),
    ("已经把本月电费缴掉了，金额 236.40，付款方式为绑定的建行卡。收据稍后发您。", True, ["uncited", "plain"]),
    ("给您发过缴费提醒了 {send_sms_reminder!other}，请留意手机短信。", True, ["bad_id"]),
    (
        "以下户号均已复供：\n- 3102-88417 {restore_supply}\n- 3102-88420 {restore_supply!unconfirmed}",
        True,
        ["unverified", "lists_markdown"],
    ),
    ("您的自动代扣已关闭 {get_account_balance}，以后需要手动缴费。", True, ["kind"]),
    ("我们这边已经给您退了 58.2 元水费，走的是原路退回 {send_email_receipt}。", True, ["kind"]),
    ("已成功缴费 {pay_bill!compensated}，感谢您的使用。", True, ["unverified"]),
    (
        "收到～您的水表读数是 1032 吨 {query_meter_reading}，水费 58.20 元已替您扣缴成功，本月无需再操作。",
        True,
        ["kind", "read"],
    ),
    ("两条复供提醒短信（您和物业）都发出去了 {send_sms_reminder}", True, ["quantity", "paraphrase"]),
    (
        "Done! 电费 paid {pay_bill}, refund 也 processed 了，email receipt sent {send_email_receipt}.",
        True,
        ["uncited", "mixed_language", "paraphrase"],
    ),
    (
        "**结果**：已为您开通代扣 {update_autopay!unconfirmed}，并退订了纸质账单短信 {cancel_sms_subscription}。",
        True,
        ["unverified"],
    ),
]

PARTS: list[tuple[str, str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-zh-30-b", "zh", FIX_ZH_B, "claims-zh9-fix-zh-b"),
]
