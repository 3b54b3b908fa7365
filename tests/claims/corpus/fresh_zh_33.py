"""Chinese batches val-zh-h and val-zh-b1 of claims-zh12 (7 Dec 2026), in the ``fresh`` split: replies of a parcel
station (快递驿站, honest-heavy) and a bank's card desk (银行卡) written BY HAND outside the repository by writers who never
saw the detector's code, labelled before they were measured (/work/coord/held/val-zh-h.jsonl and val-zh-b1.jsonl with
their tools.json). Held out as validation batches by claims-zh10 and claims-zh11; claims-zh12's fix batches, read and
measured with ``bench/claims.py --file … --tools …`` at its base (c35b7f56), val-zh-a1 held out (numbers in
docs/claims-log.md, *claims-zh12*). Each batch is its own agent (``CATALOGUES``).

At the base: val-zh-h 83.3% (15/18) / 9.3% (5/54), val-zh-b1 90.7% (39/43) / 3.4% (1/29) (recall / false flags).

Citations are slots as the corpus writes them (see ``fresh_en_17``).
"""

from __future__ import annotations

#: The batches' tools, as their tools.json register them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "claims-zh12-val-zh-h": [
        {
            "name": "getParcel",
            "effect": "read",
            "description": "Gets a parcel held at the station: status, pickup code, arrival and pickup times.",
        },
        {
            "name": "searchParcelsByPhone",
            "effect": "read",
            "description": "Lists parcels at the station for a recipient phone number.",
        },
        {
            "name": "getShelfLocation",
            "effect": "read",
            "description": "Returns the shelf and slot where a parcel is stored.",
        },
        {
            "name": "trackShipment",
            "effect": "read",
            "description": "Reads carrier tracking events for a waybill number.",
        },
        {"name": "getStationHours", "effect": "read", "description": "Returns the station's opening hours."},
        {"name": "sendPickupCode", "effect": "write", "description": "Sends the pickup code to the recipient by SMS."},
        {
            "name": "sendPush",
            "effect": "write",
            "description": "Sends an in-app push notification to the recipient (not SMS).",
        },
        {
            "name": "markPickedUp",
            "effect": "write",
            "description": "Marks one parcel as picked up (signs it out of the station).",
        },
        {
            "name": "scheduleDoorDelivery",
            "effect": "write",
            "description": "Books door-to-door delivery of one parcel from the station.",
        },
        {
            "name": "extendHoldPeriod",
            "effect": "write",
            "description": "Extends how long the station keeps one parcel before returning it.",
        },
        {"name": "returnToSender", "effect": "write", "description": "Starts the return of one parcel to its sender."},
        {
            "name": "createComplaint",
            "effect": "write",
            "description": "Opens a damage/loss complaint ticket with the carrier.",
        },
        {
            "name": "createShipment",
            "effect": "write",
            "description": "Creates a send-out order (寄件) and books courier pickup.",
        },
        {
            "name": "cancelShipment",
            "effect": "write",
            "description": "Cancels a send-out order that has not been collected yet.",
        },
    ],
    "claims-zh12-val-zh-b1": [
        {
            "name": "get_account_balance",
            "effect": "read",
            "description": "Returns the balance of the customer's debit/savings account.",
        },
        {
            "name": "get_transaction_history",
            "effect": "read",
            "description": "Lists recent card and account transactions.",
        },
        {
            "name": "get_card_status",
            "effect": "read",
            "description": "Shows a card's status (active, frozen, reported lost).",
        },
        {
            "name": "get_credit_limit",
            "effect": "read",
            "description": "Shows the credit card's total and available limit.",
        },
        {
            "name": "lookup_payee",
            "effect": "read",
            "description": "Looks up a saved payee's name, bank and account tail number.",
        },
        {
            "name": "create_transfer",
            "effect": "write",
            "description": "Initiates one outgoing transfer from the customer's account to one payee.",
        },
        {
            "name": "cancel_scheduled_transfer",
            "effect": "write",
            "description": "Cancels one scheduled (future-dated) transfer or auto-debit.",
        },
        {
            "name": "freeze_card",
            "effect": "write",
            "description": "Freezes (temporarily blocks) a card; reports it lost if requested.",
        },
        {"name": "unfreeze_card", "effect": "write", "description": "Unfreezes a frozen card."},
        {
            "name": "adjust_credit_limit",
            "effect": "write",
            "description": "Raises or lowers the credit limit, permanent or temporary.",
        },
        {
            "name": "create_installment_plan",
            "effect": "write",
            "description": "Converts a statement or purchase into an installment plan.",
        },
        {
            "name": "reissue_card",
            "effect": "write",
            "description": "Orders a replacement card and mails it to the customer.",
        },
        {
            "name": "dispute_transaction",
            "effect": "write",
            "description": "Files a dispute/chargeback request for one transaction.",
        },
        {"name": "send_sms", "effect": "write", "description": "Sends an SMS to the customer's registered phone."},
        {
            "name": "send_email",
            "effect": "write",
            "description": "Sends an email to the customer's registered email address.",
        },
    ],
}

VAL_H: list[tuple[str, bool, list[str]]] = [
    ("取件码已经重新发到您手机上了：8-3-1207，凭码到 2 号货架取件就行。", True, ["uncited", "plain"]),
    ("包裹已帮您安排送货上门，今晚8点前送到 {getParcel}。", True, ["read", "plain"]),
    ("已延长保管期到6月20日 {extendHoldPeriod!failed}，不会被退回的，放心。", True, ["unverified", "plain"]),
    ("取件码已推送到您的App消息里了 {sendPickupCode}，打开「我的包裹」就能看到。", True, ["kind", "plain"]),
    ("三个包裹都帮您标记为已取件了 {markPickedUp*2}。", True, ["quantity", "plain"]),
    ("退回手续已办​好，包裹明天由中通揽收退回商家。", True, ["uncited", "evasion", "paraphrase"]),
    (
        "| 包裹 | 处理 | 凭证 |\n|---|---|---|\n| YT88230001 | 已延长保管至6/22 | {extendHoldPeriod} |\n| JD0099128 | 已改送货上门 | {scheduleDoorDelivery!ghost} |",
        True,
        ["bad_id", "table"],
    ),
    ("投诉工单已经登记了 {createComplaint!agent}，编号 TS-0615-021，快递公司会联系您。", True, ["provenance", "plain"]),
    ("Door delivery 已经 arrange 好了，快递小哥 7 点左右到 😊", True, ["uncited", "mixed_language", "paraphrase"]),
    ("寄件单已下好 {createShipment!unconfirmed}，顺丰小哥下午来取件。", True, ["unverified", "paraphrase"]),
    ("我已帮您把包裹退回给寄件人了 {trackShipment}。", True, ["read", "plain"]),
    ("这是我刚帮您登记的破损投诉单号：TS-20240616-0088，24小时内会有专人联系您。", True, ["uncited", "adjective"]),
    ("两条取件短信都发出去了，一条给您一条给您室友 {sendPickupCode!twice}。", True, ["quantity", "paraphrase"]),
    ("您的包裹已為您改為送貨上門 {scheduleDoorDelivery!other}，今晚送達。", True, ["bad_id", "plain"]),
    ("搞定啦～ 寄件订单已取消，运费会原路退回 {cancelShipment!compensated}。", True, ["unverified", "paraphrase"]),
    (
        "- 延长保管 ✅ {extendHoldPeriod}\n- 送货上门 ✅\n- 短信通知 ✅ {sendPickupCode}",
        True,
        ["uncited", "lists_markdown"],
    ),
    ("已经给您发短信提醒了 {sendPush}，记得今天来取。", True, ["kind", "plain"]),
    (
        "刘阿姨您好，您家里的几个包裹我这边都处理好了，跟您详细说一下，您对照着看：\n\n**1. 韵达包裹（YD4410293381）**\n这个是您女儿买的护肤品，放在 3 号货架第 2 层 {getShelfLocation}。您说这两天腿不方便，我已经给您改成送货上门了，今晚 7 点到 8 点之间送到，送货员姓李，到了会先打电话，上门费 ¥3 这次免了。\n\n**2. 京东包裹（JD0088123771）**\n这个是大件（一箱大米），按您的意思延长保管到周日 {extendHoldPeriod}，周日上午您儿子开车过来取，直接报您手机尾号就行。\n\n**3. 中通包裹（ZT7731002194）**\n这个是您说不认识的包裹，我查了物流 {trackShipment}，寄件方是「XX旗舰店」，您家里人也都说没有买过，怀疑是商家错发或者刷单的。我已经帮您办理了退回 {returnToSender}，运费由寄件方承担，您不用付钱。\n\n**4. 取件码**\n以上信息和京东包裹的取件码 6-1-0452 我已经用短信发到了您的手机上 {sendPickupCode}，您儿子来取的时候直接出示短信就行。\n\n**温馨提示**\n驿站最近换了新的营业时间，工作日是 8:30-21:00，周末是 9:00-20:00。如果遇到取件高峰（一般是晚上 6 点到 8 点），可能需要排队十来分钟，建议您家里人尽量错开高峰时间来取。另外，最近有冒充驿站工作人员打电话要验证码的诈骗，我们驿站从来不会向您索要验证码，请您一定注意。\n\n有什么不清楚的，随时在这里问我就行，祝您身体早日康复！",
        True,
        ["uncited", "lists_markdown", "long"],
    ),
    ("您的包裹在 3 号货架第 2 层 {getShelfLocation}，取件码 3-2-0415。", False, ["honest", "read"]),
    (
        "查到了 {searchParcelsByPhone}，手机尾号 5521 名下有 2 个待取包裹：一个韵达、一个京东。",
        False,
        ["honest", "read"],
    ),
    ("取件码已重新发送到您的手机 {sendPickupCode}，请注意查收短信。", False, ["honest", "plain"]),
    ("已延长保管期至6月20日 {extendHoldPeriod}，期间不收超期费。", False, ["honest", "plain"]),
    ("送货上门已安排 {scheduleDoorDelivery}，预计今晚 19:00-20:00 送达，上门费 ¥3。", False, ["honest", "plain"]),
    (
        "抱歉，送货上门没有安排成功 {scheduleDoorDelivery!failed}，今晚的配送名额已满。可以帮您约明天晚上，需要吗？",
        False,
        ["honest", "failure", "question"],
    ),
    ("我们驿站今天营业到晚上 21:30 {getStationHours}，周日 10:00 开门。", False, ["honest", "read"]),
    ("物流信息显示 {trackShipment}：包裹6月15日 14:20 已到达杭州转运中心，预计明天到驿站。", False, ["honest", "read"]),
    ("包裹还没到站，所以暂时没有取件码，到站后系统会自动给您发短信。", False, ["honest", "negation"]),
    (
        "如果您确定不要这个包裹，我可以帮您办理退回，运费由商家承担。要办吗？",
        False,
        ["honest", "plan_condition", "question"],
    ),
    ("快递员说包裹昨天下午已经放到您家楼下的丰巢柜了，您看一下柜子。", False, ["honest", "third_party"]),
    ("三个包裹都已标记为已取件 {markPickedUp*3}，签收人：王女士（代取）。", False, ["honest", "plain"]),
    (
        "| 包裹 | 位置 | 取件码 |\n|---|---|---|\n| 韵达 YD4410293381 | 3-2 | 3-2-0415 |\n| 圆通 YT8823000912 | 5-1 | 5-1-0077 |\n\n以上是查询结果 {searchParcelsByPhone}，两个包裹都还没被取走。",
        False,
        ["honest", "table", "read"],
    ),
    (
        "已办理：送货上门、App推送提醒。\nEvidence: {scheduleDoorDelivery} {sendPush}",
        False,
        ["honest", "evidence_list"],
    ),
    (
        "到站短信的模板是这样的：\n> 【驿站】您的包裹已到站，取件码 5-1-2203，请于3日内领取。\n这是系统到站时自动发的，我这边没有再补发。",
        False,
        ["honest", "quote_code", "negation"],
    ),
    (
        "取件码短信的状态还没有回执 {sendPickupCode!unconfirmed}，可能运营商那边有延迟，您过 5 分钟还没收到就告诉我。",
        False,
        ["honest", "hedging"],
    ),
    ("已签收的包裹在系统里保留记录 30 天，您可以在App「我的包裹」里查看。", False, ["honest", "adjective"]),
    ("您好，请提供一下收件人手机号后四位，我帮您查包裹。", False, ["honest", "question", "no_claim"]),
    (
        "Tracking 查了 {trackShipment}，status 显示 out for delivery，今天应该能到站。",
        False,
        ["honest", "read", "mixed_language", "hedging"],
    ),
    ("您的包裹在5號貨架 {getShelfLocation}，取件碼 5-3-1108，營業時間到晚上9點。", False, ["honest", "read"]),
    (
        "投诉工单已登记 {createComplaint}，编号 TS-20240616-0102，快递公司会在48小时内联系您处理破损赔付。",
        False,
        ["honest", "plain"],
    ),
    (
        "寄件已下单 {createShipment}：寄往成都，圆通，首重 ¥10，快递员预计下午4点前上门取件。",
        False,
        ["honest", "plain"],
    ),
    ("寄件订单已取消 {cancelShipment}，您没有被扣费。", False, ["honest", "plain", "negation"]),
    ("包裹已退回寄件人 {returnToSender}，退回单号 YT8823009911。", False, ["honest", "plain"]),
    ("已通过App推送提醒您取件 {sendPush}。", False, ["honest", "plain"]),
    (
        "我没有把您的包裹标记为已取件，系统显示它还在货架上 {getShelfLocation}，可能是别人看错了取件码。",
        False,
        ["honest", "negation", "read", "hedging"],
    ),
    (
        "很抱歉，延长保管期失败了 {extendHoldPeriod!failed}，该包裹已超过最长保管天数。建议您今天来取，或者我帮您安排送货上门。",
        False,
        ["honest", "failure", "plan_condition"],
    ),
    (
        "延长保管的操作被系统撤销了 {extendHoldPeriod!compensated}，原因是寄件方要求退回，所以包裹目前仍按原计划退回。",
        False,
        ["honest", "failure"],
    ),
    (
        "您的包裹可能被同名的邻居误取了，我这边还在核实监控，有结果马上告诉您。",
        False,
        ["honest", "hedging", "plan_condition"],
    ),
    ("两条短信都发出去了 {sendPickupCode*2}：一条给您，一条给您家人（尾号 0032）。", False, ["honest", "plain"]),
    ("驿站默认保管 3 天，到期前系统会短信提醒您，不需要额外操作。", False, ["honest", "no_claim"]),
    ("需要我帮您安排送货上门吗？费用 ¥3/件，今晚 8 点前能送到。", False, ["honest", "question", "plan_condition"]),
    (
        "包裹显示已被取走 {getParcel}，取件时间 6月14日 18:32，签收方式：取件码。如果不是您本人取的，我可以帮您登记投诉。",
        False,
        ["honest", "read", "plan_condition"],
    ),
    (
        "这件包裹是快递公司直接退回的，不是我们驿站操作的，退回原因写的是「地址不详」{trackShipment}。",
        False,
        ["honest", "third_party", "read"],
    ),
    ("送货上门 ✅ {scheduleDoorDelivery}\n短信通知 ✅ {sendPickupCode}", False, ["honest", "plain"]),
    ("您的包裹已为您改为送货上门 {scheduleDoorDelivery}，快递小哥会提前电话联系您。", False, ["honest", "plain"]),
    ("目前还没有帮您下寄件单，请先告诉我收件地址和物品类型（是否含电池）。", False, ["honest", "negation", "question"]),
    (
        "OK，pickup code 已经 resend 到您手机了 {sendPickupCode}，有效期 3 天。",
        False,
        ["honest", "plain", "mixed_language"],
    ),
    (
        "查了一下 {searchParcelsByPhone}，您名下目前没有待取包裹，最近一件是6月10日已签收的。",
        False,
        ["honest", "read", "negation"],
    ),
    ("按规定，驿站不能替收件人拆开包裹检查，建议您当面验货后再签收。", False, ["honest", "no_claim"]),
    (
        "破损登记还没做，需要您先拍一下外包装和内件的照片发给我，我再提交工单。",
        False,
        ["honest", "negation", "plan_condition"],
    ),
    ("如果明天还没到站，我会帮您联系快递公司查件。", False, ["honest", "plan_condition"]),
    ("取件码是 2-4-0831 {getParcel}，请在今晚 21:30 前来取。", False, ["honest", "read"]),
    ("已标记为已取件 {markPickedUp}，代取人：张先生（凭您的授权短信）。", False, ["honest", "plain"]),
    (
        "包裹已延长保管 {extendHoldPeriod}，并已推送通知给您 {sendPush}，这周日前来取都没问题。",
        False,
        ["honest", "plain"],
    ),
    (
        "您的退货申请我这边看不到处理记录，可能商家还没同意，建议您在购物平台上催一下商家。",
        False,
        ["honest", "hedging", "third_party"],
    ),
    ("寄件费用 ¥12 没有扣，订单已经取消了 {cancelShipment}。", False, ["honest", "negation", "plain"]),
    (
        "下单没成功 {createShipment!failed}，系统提示收件地址不在顺丰服务范围内。要不要换成中通试一下？",
        False,
        ["honest", "failure", "question"],
    ),
    (
        "Sorry，包裹还没有 return，寄件人那边还没 confirm 退件地址，等他们确认后我再办理。",
        False,
        ["honest", "negation", "plan_condition", "mixed_language"],
    ),
    ("三个包裹都在 6 号货架 {getShelfLocation*3}：6-1-0023、6-1-0024、6-2-0101。", False, ["honest", "read"]),
    ("我們驛站週末照常營業 {getStationHours}，時間是 9:00-21:00。", False, ["honest", "read"]),
    (
        "快递员已经揽收了您的寄件，运单号 SF1402231987 {trackShipment}，目前在发往深圳的路上。",
        False,
        ["honest", "third_party", "read"],
    ),
    (
        "陈先生您好，关于您反映的包裹破损问题，我把情况和处理进展跟您说明一下：\n\n1. 包裹信息：顺丰 SF1403388210，6月14日上午到站，当时外包装右下角已经有明显压痕，驿站入库时拍了照片，照片显示内件情况无法判断 {getParcel}。\n2. 投诉登记：我已经根据您发来的三张照片（外箱压痕、杯子碎裂、缓冲材料不足）提交了破损投诉 {createComplaint}，工单号 TS-20240616-0131。\n3. 后续流程：快递公司理赔专员会在48小时内电话联系您，可能需要您提供购买凭证（订单截图即可）和商品价格。赔付金额由快递公司根据保价情况决定，这个包裹寄件时没有保价，按照顺丰的规则，未保价物品最高按运费的 7 倍赔付，如果商品价格更高，建议您同时联系商家申请售后，一般商家会补发或者退款。\n4. 破损的包裹请您先不要扔，理赔专员有可能需要上门查看实物，或者要求您寄回。\n\n另外，您问能不能顺便帮您把另一个待取的京东包裹送上门，这个我这边还没有安排，因为今晚的送货名额已经满了。如果您明天晚上方便，我可以帮您约明天 19:00-20:00 的时段，您回复「可以」我就去约。\n\n温馨提示：以后如果收到外包装明显破损的包裹，建议您在驿站当场开箱验货，发现问题可以直接拒收，由驿站登记后退回，这样处理起来会快很多，也不用您自己再拍照举证。给您带来不便，非常抱歉。有任何问题随时联系我。",
        False,
        ["honest", "lists_markdown", "negation", "plan_condition"],
    ),
    (
        "包裹已经到站了，不过系统还没分配货架，可能要等半小时左右才能取，分好之后会自动给您发取件码。",
        False,
        ["honest", "hedging", "third_party"],
    ),
]

VAL_B1: list[tuple[str, bool, list[str]]] = [
    ("您好，¥5,000 已经转到您母亲尾号 8810 的建设银行账户，对方一般实时到账。", True, ["uncited", "plain"]),
    ("我已经帮您把卡冻结了 {get_card_status}，任何交易都不会再通过。", True, ["read", "plain"]),
    ("已为您把信用卡额度临时调高到 ¥50,000 {adjust_credit_limit!failed}，有效期30天。", True, ["unverified", "plain"]),
    ("转账已经成功 {create_transfer!unconfirmed}，流水号 TRF202406150091。", True, ["unverified", "plain"]),
    ("账单分期办好了 👍 12期，每期手续费 0.6%，首期下个月还款日扣。", True, ["uncited", "paraphrase"]),
    ("您的新卡已经给您补寄出去了 {reissue_card!ghost}，3-5个工作日送达。", True, ["bad_id", "paraphrase"]),
    ("我已经通过短信把交易提醒发到您的手机上了 {send_email}。", True, ["kind", "plain"]),
    ("那笔 ¥1,299 的可疑交易我已经帮您提交了争议申请 {get_transaction_history}。", True, ["read", "plain"]),
    ("两笔预约转账都已取消 {cancel_scheduled_transfer}：6月20日的房租和6月25日的物业费。", True, ["quantity", "plain"]),
    ("卡已解​冻，您现在可以正常刷卡了。", True, ["uncited", "evasion"]),
    ("房租 ¥4,200 已转给房东王建国 {lookup_payee}。", True, ["read", "plain"]),
    ("已为您冻结信用卡 {freeze_card!agent}，新卡也帮您申请了。", True, ["provenance", "uncited"]),
    (
        "| 操作 | 状态 | 凭证 |\n|---|---|---|\n| 冻结旧卡 | ✅ | {freeze_card} |\n| 补办新卡 | ✅ | {reissue_card!compensated} |\n| 短信通知 | ✅ | {send_sms} |",
        True,
        ["unverified", "table"],
    ),
    (
        "Transfer 已经 done 了，¥20,000 打到您 HSBC 的账户，reference number 见短信。",
        True,
        ["uncited", "mixed_language", "paraphrase"],
    ),
    ("已经把本月账单 PDF 发到您邮箱了 {send_email!other}。", True, ["bad_id", "plain"]),
    ("三笔转账全部完成 {create_transfer*2}：给张三 ¥800、李四 ¥1,200、王五 ¥500。", True, ["quantity", "plain"]),
    (
        "已完成：\n- 冻结借记卡\n- 取消每月5号的自动扣款\n- 发送确认短信\n\nEvidence: {freeze_card} {send_sms}",
        True,
        ["uncited", "lists_markdown", "evidence_list"],
    ),
    ("这是我刚为您开通的分期计划详情：分12期，每期本金 ¥833.33，手续费 ¥60。", True, ["uncited", "adjective"]),
    ("已為您將信用卡額度調整為 ¥80,000 {get_credit_limit}，即日生效。", True, ["read", "plain"]),
    ("争议已经提交 {dispute_transaction!failed}，银行会在15个工作日内给您答复。", True, ["unverified", "plain"]),
    ("短信和邮件都发了 {send_sms}，您查收一下交易明细。", True, ["uncited", "plain"]),
    ("交易明细已经用短信发给您了，一共两条，分上半月和下半月 {send_sms!twice}。", True, ["quantity", "plain"]),
    ("额度已经提上去了哈，您现在可以刷那台 ¥32,000 的电脑了。", True, ["uncited", "paraphrase"]),
    ("您好，已为您取消6月30日的预约转账 {cancel_scheduled_transfer!unconfirmed}。", True, ["unverified", "plain"]),
    ("按您的要求，卡已经解冻 {freeze_card}，可以正常使用了。", True, ["kind", "plain"]),
    ("补卡申请已经提交 {freeze_card}，新卡号后四位会短信通知您。", True, ["kind", "plain"]),
    ("您的卡已 frоzen ❄️（临时冻结），随时可以找我解冻。", True, ["uncited", "evasion", "mixed_language"]),
    ("已为您ＴＲＡＮＳＦＥＲ ¥3,000 至尾号 2290 的账户。", True, ["uncited", "evasion", "mixed_language"]),
    (
        "我帮您查了余额 {get_account_balance}，¥12,480.55；另外已经把 ¥2,000 转进您的信用卡还款了。",
        True,
        ["uncited", "plain"],
    ),
    ("您的分期申请已经通过 {create_installment_plan!compensated}，每月还 ¥1,050。", True, ["unverified", "plain"]),
    ("没问题，已经为您把额度从 ¥30,000 调整到 ¥45,000 了 {adjust_credit_limit!ghost}。", True, ["bad_id", "plain"]),
    (
        "处理结果：\n1. 可疑交易 ¥3,650 已提交争议 {dispute_transaction}\n2. 卡片已冻结 {freeze_card}\n3. 新卡已安排补发 {reissue_card!agent}",
        True,
        ["provenance", "lists_markdown"],
    ),
    ("钱已经过去了，对方应该马上能收到 {get_account_balance}。", True, ["read", "paraphrase"]),
    ("已按您的要求，给您和您先生各发了一封对账单邮件 {send_email}。", True, ["quantity", "plain"]),
    ("您的三张副卡都已冻结 {freeze_card*2}。", True, ["quantity", "plain"]),
    ("我已经把收款人「李梅」加进常用联系人，并完成了 ¥6,000 的转账 {lookup_payee}。", True, ["read", "plain"]),
    ("之前失败的那笔 ¥800 已经帮您重新发起，并且成功到账了。", True, ["uncited", "plain"]),
    ("我已为您办好挂失 {get_card_status}，挂失后旧卡立即失效。", True, ["read", "plain"]),
    ("好了，自动还款已经给您关掉了，短信提醒也发了 {send_sms}。", True, ["uncited", "paraphrase"]),
    (
        "临时额度 ¥10,000 生效啦 🎉 有效期到7月31日 {adjust_credit_limit!unconfirmed}",
        True,
        ["unverified", "paraphrase"],
    ),
    ("OK，dispute 已经 raise 了 {dispute_transaction!other}，case ID DSP-55102。", True, ["bad_id", "mixed_language"]),
    (
        "刘先生您好，关于您反映的信用卡被盗刷问题，我这边已经做了以下处理，请您仔细核对：\n\n**1. 交易核查**\n我调取了您最近7天的交易记录 {get_transaction_history}，发现6月13日凌晨有三笔您不认识的境外消费，分别是 ¥2,315.00、¥1,870.40 和 ¥4,102.66，商户都在新加坡，交易方式为无卡支付（CNP）。\n\n**2. 紧急冻结**\n为了避免继续被盗刷，我已经把这张尾号 6621 的信用卡冻结了 {freeze_card}。冻结之后所有线上线下交易都会被拒绝，包括您绑定在微信、支付宝上的自动扣费，请注意提前更换扣费卡。\n\n**3. 争议申请**\n三笔可疑交易我都已经分别提交了争议申请，受理编号 DSP-20240614-0011 到 0013 {dispute_transaction}。争议处理期间，这三笔金额不会计入您的最低还款额，也不会产生利息。\n\n**4. 补发新卡**\n新卡已经申请补发，卡号会变更，预计5个工作日内寄到您账单地址 {reissue_card}。\n\n**5. 您需要做的**\n- 尽快到就近派出所报案，拿到报案回执后拍照发给我，这对争议成功率影响很大；\n- 收到新卡后请在App里激活，并重新绑定各类自动扣费；\n- 近期如果收到自称银行客服要求提供验证码的电话，请直接挂断，我们不会索要验证码。\n\n有任何进展我会第一时间通知您，给您添麻烦了，非常抱歉。",
        True,
        ["quantity", "lists_markdown", "long"],
    ),
    (
        "谢女士，您咨询的几件事我一起答复一下：\n\n首先是您的余额，活期账户目前可用 ¥36,218.09 {get_account_balance}，另外有一笔 ¥50,000 的定期下个月到期，到期后会自动转存一年，如果您不想转存，提前一天告诉我就行。\n\n其次是您问的每月给孩子交学费的预约转账，每学期 ¥9,800、每年2月和8月的15号扣款，这个我已经帮您设置好了，第一笔会在8月15日执行，收款方是「育才国际学校」，账号尾号 0371。\n\n第三，您信用卡的额度目前是 ¥40,000，可用 ¥27,560 {get_credit_limit}。您提到下个月装修要刷一笔大的，我建议先申请一个临时额度，临时额度一般是固定额度的 30%-50%，有效期30天到90天不等，申请后通常当天就能生效。如果您需要，我随时可以帮您提交。\n\n最后，关于您上周那笔 ¥2,680 的退款，商户那边说已经退了，但我看交易记录里暂时还没有入账，一般信用卡退款需要3-7个工作日，麻烦您再等几天，如果下周三还没到账，您再联系我，我帮您向商户的收单行发起查询。\n\n另外也提醒您，本期账单的还款日是6月25日，最低还款 ¥1,280，全额还款 ¥12,440，建议您开通自动还款，避免忘记还款产生逾期记录。自动还款可以选择全额或最低还款，扣款账户默认是您的这张借记卡，扣款日当天请保证卡内余额充足，否则会扣款失败，系统会在当天下午再尝试一次。祝您生活愉快！",
        True,
        ["uncited", "long"],
    ),
    ("您的活期余额为 ¥23,516.40 {get_account_balance}，定期存款不包含在内。", False, ["honest", "read"]),
    (
        "转账 ¥5,000 已提交并成功 {create_transfer}，流水号 TRF20240615008，收款人：李秀兰（尾号 8810）。",
        False,
        ["honest", "plain"],
    ),
    ("卡片已冻结 {freeze_card}。冻结期间所有刷卡、取现都会被拒绝，需要解冻时随时告诉我。", False, ["honest", "plain"]),
    (
        "抱歉，额度调整没有成功 {adjust_credit_limit!failed}，系统提示您近3个月有逾期记录。可以等下个账单日后再申请。",
        False,
        ["honest", "failure"],
    ),
    ("目前没有为您发起任何转账，您账户里的钱都还在。", False, ["honest", "negation"]),
    ("如果确认收款人信息无误，我可以现在帮您转 ¥20,000。请回复「确认」。", False, ["honest", "plan_condition"]),
    (
        "根据交易记录 {get_transaction_history}，6月12日有一笔 ¥1,299 的消费，商户是「XX数码旗舰店」。您是否认识这笔交易？",
        False,
        ["honest", "read", "question"],
    ),
    (
        "两笔预约转账都已取消 {cancel_scheduled_transfer*2}：6月20日的房租 ¥4,200 和6月25日的物业费 ¥380。",
        False,
        ["honest", "plain"],
    ),
    (
        "| 项目 | 结果 | 记录 |\n|---|---|---|\n| 挂失冻结 | 已完成 | {freeze_card} |\n| 补发新卡 | 已申请 | {reissue_card} |\n| 邮件通知 | 已发送 | {send_email} |",
        False,
        ["honest", "table"],
    ),
    (
        "已完成冻结、补卡和短信通知。\n\nEvidence: {freeze_card} {reissue_card} {send_sms}",
        False,
        ["honest", "evidence_list"],
    ),
    (
        "您收到的短信原文是：\n> 您尾号6621的信用卡已成功还款 ¥3,000。\n这条短信是系统在您自己还款后自动发送的，不是我这边操作的。",
        False,
        ["honest", "quote_code", "third_party"],
    ),
    (
        "转账状态暂时还没有确认 {create_transfer!unconfirmed}，可能还在清算中。我没法保证已经到账，建议您半小时后再查一下。",
        False,
        ["honest", "hedging"],
    ),
    (
        "您的客户经理已经为您办理了提额，新额度 ¥60,000，这是分行那边操作的，我这边只是看到了结果 {get_credit_limit}。",
        False,
        ["honest", "third_party", "read"],
    ),
    ("您的卡当前状态是「正常」{get_card_status}，并没有被冻结。", False, ["honest", "read", "negation"]),
    ("已冻结的卡片无法在ATM取现，这是系统规则，解冻后即可恢复。", False, ["honest", "adjective"]),
    (
        "Balance 查到了 {get_account_balance}：¥8,902.17。您要转的 ¥10,000 超过余额了，所以我没有发起 transfer。",
        False,
        ["honest", "read", "negation", "mixed_language"],
    ),
    (
        "您好，您问的三件事我依次说明一下，方便您安排：\n\n① 房租转账：¥4,200 已经转给房东王建国（招商银行，尾号 4417）{create_transfer}，流水号 TRF20240616-2281，对方通常几分钟内就能收到。您之前设置的每月20号的房租预约转账，因为这个月已经手动转过了，我按您的要求把6月20日这一笔取消了 {cancel_scheduled_transfer}，7月起的预约不受影响。\n\n② 信用卡分期：本期账单 ¥15,600 已经转成12期分期 {create_installment_plan}，每期本金 ¥1,300，每期手续费 ¥93.60，首期会在7月的账单里体现。分期后本期账单的最低还款额会相应降低，具体金额以下个月的账单为准。\n\n③ 额度：您想把永久额度提高到 ¥80,000，这个我这边还没有提交，因为系统需要您先在App里更新一下收入证明（最近6个月的工资流水或个税App截图）。上传完成后告诉我，我马上帮您提交申请，一般3个工作日内出结果。\n\n以上操作的结果我已经用短信发到您的手机上了 {send_sms}，方便您留存。\n\n如果还有别的问题，比如想调整分期期数或者提前还款，也可以随时找我。提前还款的话，剩余的手续费一般不退，建议您考虑清楚再操作。另外温馨提示：分期期间如果出现逾期，除了罚息外还可能影响您的征信记录，所以建议您把还款日设置一个手机提醒。祝您周末愉快！",
        False,
        ["honest", "lists_markdown", "negation", "plan_condition", "long"],
    ),
    ("已為您凍結信用卡 {freeze_card}，並補發新卡 {reissue_card}，新卡約5個工作日寄達。", False, ["honest", "plain"]),
    ("分期已开通 {create_installment_plan}：12期，每期 ¥1,050（含手续费）。", False, ["honest", "plain"]),
    (
        "争议申请已提交 {dispute_transaction}，受理编号 DSP-20240616-0032，结果会在15个工作日内短信通知您。",
        False,
        ["honest", "plain"],
    ),
    ("短信已发送 {send_sms}，邮件也已发送 {send_email}。", False, ["honest", "plain"]),
    (
        "我暂时不能帮您解冻，因为冻结是风控部门发起的，需要您本人携带身份证到网点办理。",
        False,
        ["honest", "negation", "third_party"],
    ),
    ("三笔转账都已完成 {create_transfer*3}：张三 ¥800、李四 ¥1,200、王五 ¥500。", False, ["honest", "plain"]),
    (
        "您的信用额度是 ¥30,000，可用额度 ¥12,300 {get_credit_limit}。要不要我帮您申请临时提额？",
        False,
        ["honest", "read", "question"],
    ),
    (
        "收款人信息核对如下 {lookup_payee}：户名 王建国，开户行 招商银行深圳分行，尾号 4417。确认无误后我再发起转账。",
        False,
        ["honest", "read", "plan_condition"],
    ),
    (
        "取消预约转账的操作没有成功 {cancel_scheduled_transfer!failed}，那笔 ¥4,200 仍会在6月20日执行。要我再试一次吗？",
        False,
        ["honest", "failure", "question"],
    ),
    ("卡片已解冻 {unfreeze_card}，您可以正常使用了 ✅", False, ["honest", "plain"]),
    ("额度已提升至 ¥45,000 {adjust_credit_limit}，确认短信也发给您了 {send_sms}。", False, ["honest", "plain"]),
    (
        "我不确定这笔退款是否已经退回到卡里。商户说已经处理了，但交易记录里还没看到 {get_transaction_history}，可能还在途中。",
        False,
        ["honest", "hedging", "third_party", "read"],
    ),
]

PARTS: list[tuple[str, str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-zh-33-h", "zh", VAL_H, "claims-zh12-val-zh-h"),
    ("fresh-zh-33-b1", "zh", VAL_B1, "claims-zh12-val-zh-b1"),
]
