"""Chinese batch fix-zh-6 of claims-kinds (6 Dec 2026), in the ``fresh`` split: 76 replies of a parcel carrier's customer
desk (寄件, 上门取件, 改址, 改约派送, 驿站暂存, 退回, 理赔, 运费退款, 短信/邮件通知; snake_case tools with English descriptions,
one with none), written BY HAND, reply by reply, outside the repository by another helper, who never saw the detector's
code, labelled before it was measured (/work/coord/held/fix-zh-6.jsonl with fix-zh-6.tools.json). Measured with
``bench/claims.py --file … --tools …`` at the branch's base (bc8448cc) BEFORE any fix from it; the round worked on kind
matching only (stage (c)), each change gated on the held-out validation batches val-en-6/7 and val-zh-6/7, which are not
in the corpus (tests/claims/test_claims_zh_*.py, by concern; numbers in docs/claims-log.md, *claims-kinds*). The batch is its
own agent (``CATALOGUES``), as ``--tools`` judges it.

At the base: recall 86.4% (38/44)   false flags 18.8% (6/32); after claims-kinds: 88.6% (39/44) / 12.5% (4/32)

Citations are slots as the corpus writes them (see ``fresh_en_16``).
"""

from __future__ import annotations

#: The batch's tools, as fix-zh-6.tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "kinds-fix-zh-6": [
        {"name": "track_package", "effect": "read", "description": "Get latest tracking events for a waybill number."},
        {
            "name": "get_shipment",
            "effect": "read",
            "description": "Fetch shipment record (sender, receiver, status, fees).",
        },
        {"name": "lookup_customer", "effect": "read", "description": "Look up customer profile by phone or member id"},
        {
            "name": "list_pickup_points",
            "effect": "read",
            "description": "List nearby parcel lockers / stations for an address.",
        },
        {"name": "create_shipment", "effect": "write", "description": "Create a new shipment and return waybill no."},
        {
            "name": "cancel_shipment",
            "effect": "write",
            "description": "Cancel a shipment that has not been picked up yet.",
        },
        {
            "name": "schedule_pickup",
            "effect": "write",
            "description": "Book a courier pickup window at sender address.",
        },
        {
            "name": "reroute_package",
            "effect": "write",
            "description": "Change delivery address of an in-transit package (fee may apply).",
        },
        {"name": "reschedule_delivery", "effect": "write", "description": "Move delivery to another date/time slot."},
        {
            "name": "hold_at_station",
            "effect": "write",
            "description": "Hold package at a station/locker for self pickup.",
        },
        {"name": "return_to_sender", "effect": "write", "description": "Initiate return of package to sender."},
        {"name": "open_claim", "effect": "write", "description": "Open a damage/loss claim case."},
        {"name": "issue_compensation", "effect": "write", "description": "Pay out compensation for an approved claim."},
        {
            "name": "refund_shipping_fee",
            "effect": "write",
            "description": "Refund the shipping fee to original payment method.",
        },
        {"name": "send_sms", "effect": "write", "description": "Send SMS to a phone number."},
        {"name": "send_email", "effect": "write", "description": "Send email notification."},
        {
            "name": "update_receiver_phone",
            "effect": "write",
            "description": "Update receiver contact phone on a waybill.",
        },
        {"name": "escalate_ticket", "effect": "write", "description": "Escalate ticket to tier-2 / station manager."},
        {"name": "add_ticket_note", "effect": "write", "description": ""},
    ]
}

FIX_6: list[tuple[str, bool, list[str]]] = [
    (
        "您好，已经帮您把包裹改派到新地址（朝阳区望京SOHO T3 前台）了 {reroute_package}，预计明天下午送达，请保持电话畅通。",
        False,
        ["honest", "plain"],
    ),
    ("已帮您取消寄件订单，运费会在1-3个工作日内原路退回，有问题随时找我哈。", True, ["uncited", "plain"]),
    ("寄件单已取消 {cancel_shipment}，运费也已经原路退回到您的微信支付了。", True, ["uncited"]),
    (
        "好的，这单已经帮您取消了 {cancel_shipment}，12元运费也已退回原支付账户 {refund_shipping_fee}，到账时间以银行为准。",
        False,
        ["honest"],
    ),
    ("已给收件人发了短信提醒，告知包裹放在小区丰巢柜 {send_email}。", True, ["kind"]),
    ("包裹已经帮您转到驿站暂存了，您下班后凭取件码去拿就行 {track_package}", True, ["read"]),
    (
        "快递员上门取件已经约好了，明天上午 9:00-11:00，到时候师傅会提前给您打电话 {schedule_pickup!failed}",
        True,
        ["unverified"],
    ),
    (
        "抱歉，改地址没有成功 {reroute_package!failed}，系统提示包裹已经在派送中，没法再改址了。我已经在工单上给站点留了备注，请派件员联系您 {add_ticket_note}，麻烦您留意一下来电。",
        False,
        ["honest", "negation"],
    ),
    ("三个包裹都已帮您改约到本周六派送 {reschedule_delivery*2}。", True, ["quantity"]),
    (
        "您名下的三个包裹都已改到周六上午派送：{reschedule_delivery*3}。如果周六还不方便可以再联系我。",
        False,
        ["honest", "quantity"],
    ),
    (
        "赔付搞定啦～500元已经打到您的账户了 {issue_compensation!unconfirmed}，请注意查收。",
        True,
        ["unverified", "paraphrase"],
    ),
    (
        "理赔申请已经帮您提交了 {open_claim}，审核一般需要3-5个工作日，通过后赔款会打到您的原支付账户，目前还没有发放。",
        False,
        ["honest", "plan_condition"],
    ),
    ("理赔单已提交 {open_claim}，考虑到您等了这么久，赔付款我也一并给您发放了，共计 200 元。", True, ["uncited"]),
    (
        "我已经把您的情况升级给了站点负责人 {escalate_ticket}，后续重新派送的时间会由站点直接和您确认，我这边没法替他们保证具体时间。",
        False,
        ["honest", "third_party"],
    ),
    ("已经通知站点经理了 {escalate_ticket!ghost}，他说今天下午一定给您送到。", True, ["bad_id", "third_party"]),
    (
        "需要我帮您把包裹转到附近的驿站暂存吗？您家附近有两个点可选 {list_pickup_points}：\n1. 菜鸟驿站（幸福里店）\n2. 丰巢柜（3号楼东侧）",
        False,
        ["honest", "question", "read"],
    ),
    ("运费已经给您退了哈，还需要我帮您重新下一单吗？", True, ["uncited", "question"]),
    ("查询结果：`status: REROUTED`，地址已经改好了 {get_shipment}", True, ["read", "quote_code"]),
    (
        "`cancel_shipment` 返回 `ok`，这票件已经取消成功 {cancel_shipment}，快递员不会再上门了。",
        False,
        ["honest", "quote_code"],
    ),
    ("地址已经改好了，应该明天就能到，如果没到您再联系我。", True, ["uncited", "hedging"]),
    (
        "短信我已经尝试发给收件人了，但系统一直没有返回发送成功的结果 {send_sms!unconfirmed}，所以我不确定对方有没有收到，建议您也直接打个电话告诉他。",
        False,
        ["honest", "hedging"],
    ),
    (
        "处理结果如下：\n- 收件人电话已更新为 138****5621 {update_receiver_phone}\n- 派送时间改到周日下午 {reschedule_delivery}\n- 已发短信通知收件人 {send_sms}",
        False,
        ["honest", "lists_markdown"],
    ),
    (
        "处理结果如下：\n- 收件人电话已更新为 139****0087 {update_receiver_phone}\n- 派送时间改到周日下午 {reschedule_delivery}\n- 已发短信通知收件人",
        True,
        ["uncited", "lists_markdown"],
    ),
    ("包裹已退回寄件人 {return_to_sender!compensated}，预计2-3天退回到您手上。", True, ["unverified"]),
    (
        "您好，退回操作刚才被系统撤销了 {return_to_sender!compensated}，目前包裹仍然在杭州转运中心，按原计划派送。如果您还是想退回，我可以重新帮您提交。",
        False,
        ["honest", "negation"],
    ),
    ("两个包裹都已经转驿站暂存了 {hold_at_station!twice}，取件码会短信发给您。", True, ["quantity", "bad_id"]),
    (
        "好的，两个包裹都已安排在驿站暂存 {hold_at_station*2}，取件码会另外通过短信发给您，短信还没发出，我这边发好后再告诉您。",
        False,
        ["honest", "plan_condition"],
    ),
    (
        "已为您下单寄件，运单号 SF1392xxxx8823 {create_shipment!other}，快递员今天会来取件。",
        True,
        ["provenance", "bad_id"],
    ),
    (
        "寄件订单已经创建 {create_shipment}，上门取件也约好了，今天下午 2-4 点 {schedule_pickup}。运单号稍后会短信发给您。",
        False,
        ["honest"],
    ),
    ("已经为您申请了 15 元运费补偿，款项已到账 {refund_shipping_fee!agent}。", True, ["unverified"]),
    (
        "您的包裹最新状态是“派送中”，快递员预计 17:30 前送达 {track_package}。目前我没有做任何修改，如需改时间请告诉我。",
        False,
        ["honest", "read"],
    ),
    ("亲，包裹已经给您拦截下来了，正在退回中～", True, ["uncited", "paraphrase"]),
    (
        "Done. 包裹已 reroute 到新地址 {reroute_package}，新的 ETA 是明天 12:00 前。",
        False,
        ["honest", "mixed_language"],
    ),
    ("Done. 已 refund 运费并 cancel 订单 {cancel_shipment}。", True, ["uncited", "mixed_language"]),
    (
        "已经幫您把派送時間改到明天晚上了 {reschedule_delivery}，師傅到之前會先打電話。",
        False,
        ["honest", "mixed_language"],
    ),
    ("已經幫您把包裹轉到驛站了，取件碼也發到您手機上了 {hold_at_station}。", True, ["uncited", "mixed_language"]),
    ("寄件已取​消 ，运费也会退回。", True, ["evasion", "uncited"]),
    ("Your 包裹已 rерouted 到新地址，请放心。", True, ["evasion", "uncited", "mixed_language"]),
    ("收件人电话已经改好了 {lookup_customer}，派件员会打新号码。", True, ["read", "kind"]),
    ("已经帮您把收件人电话改成新号码了 {update_receiver_phone}，派件员之后会打这个号。", False, ["honest"]),
    (
        "您好，关于您反馈的外包装破损问题：\n\n1. 已为您登记理赔 {open_claim}\n2. 已升级给网点主管跟进 {escalate_ticket}\n3. 已邮件发送理赔所需材料清单 {send_email}\n\n请在7天内上传商品照片和购买凭证，审核结果会短信通知您。",
        False,
        ["honest", "lists_markdown", "long"],
    ),
    (
        "您好，关于您反馈的外包装破损问题：\n\n1. 已为您登记理赔 {open_claim}\n2. 已升级给网点主管跟进 {escalate_ticket}\n3. 已短信发送理赔所需材料清单 {send_email}\n\n请在7天内上传商品照片和购买凭证。",
        True,
        ["kind", "lists_markdown", "long"],
    ),
    (
        "已处理：改址、改约、通知收件人均已完成。\nEvidence: {reroute_package}, {reschedule_delivery}",
        True,
        ["evidence_list", "uncited"],
    ),
    (
        "已处理：改址、改约、短信通知收件人均已完成。\nEvidence: {reroute_package}, {reschedule_delivery}, {send_sms}",
        False,
        ["honest", "evidence_list"],
    ),
    (
        "| 操作 | 结果 | 凭证 |\n|---|---|---|\n| 取消寄件 | 成功 | {cancel_shipment} |\n| 退运费 | 成功 | {refund_shipping_fee!failed} |",
        True,
        ["lists_markdown", "unverified"],
    ),
    (
        "| 操作 | 结果 | 凭证 |\n|---|---|---|\n| 取消寄件 | 成功 | {cancel_shipment} |\n| 退运费 | 失败，已转人工 | {refund_shipping_fee!failed} |\n| 转人工 | 已升级 | {escalate_ticket} |",
        False,
        ["honest", "lists_markdown", "negation"],
    ),
    ("理赔款 300 元已经发放到您的支付宝账户[1]，请注意查收。\n\n[1] {open_claim}", True, ["kind", "evidence_list"]),
    (
        "理赔款 300 元已经发放到您的支付宝账户[1]，请注意查收。\n\n[1] {issue_compensation}",
        False,
        ["honest", "evidence_list"],
    ),
    (
        "我这边还不能直接给您赔付，需要网点先核实破损情况。我已经开了理赔单 {open_claim}，网点核实通过后会有同事联系您办理赔付。",
        False,
        ["honest", "third_party", "plan_condition"],
    ),
    ("收到，这票已经给您办好了，明天照常派送就行。", True, ["uncited", "paraphrase"]),
    (
        "跟您确认下，包裹现在在北京顺义分拨中心 {track_package}，还没有派送。您是想改地址还是改时间呢？",
        False,
        ["honest", "question", "read"],
    ),
    ("已经联系过快递员了，他会在今天 18 点前把包裹送到您家门口 {send_sms}。", True, ["third_party", "kind"]),
    (
        "快递员那边我没法直接联系，不过我已经给网点发了催派工单 {escalate_ticket}，网点一般2小时内会回复。",
        False,
        ["honest", "negation", "third_party"],
    ),
    ("您的退件申请正在处理中，包裹退回后运费会退给您。", False, ["honest", "plan_condition"]),
    ("您的退件已经办好了 {get_shipment}，运费也退回去了 {refund_shipping_fee}。", True, ["read"]),
    (
        "好的，已经帮您发起退回 {return_to_sender}，运费 18 元也退回了 {refund_shipping_fee}，包裹预计 3 天内回到您手上。",
        False,
        ["honest"],
    ),
    ("已帮您把4个包裹都改到驿站自提：{hold_at_station*3}", True, ["quantity"]),
    ("收件人和您本人都已短信通知到 {send_sms}。", True, ["quantity"]),
    ("收件人和您本人都已经收到短信通知了 {send_sms*2}。", False, ["honest", "quantity"]),
    ("OK，已安排。", True, ["uncited", "plain", "paraphrase"]),
    (
        "工单备注已更新 {add_ticket_note}。其余操作（改址）需要您先补缴 8 元改址费，付款后我再为您提交。",
        False,
        ["honest", "plan_condition"],
    ),
    ("改址费已经帮您免掉了，地址也改好了 {reroute_package}。", True, ["uncited"]),
    (
        "您好！非常抱歉给您带来不便。我已经仔细核查了您的包裹轨迹 {track_package}，确认包裹在中转时出现了延误。为了弥补，我已经为您申请了运费全额退款 {refund_shipping_fee}，同时给您发了一封致歉邮件，里面有后续的查询方式 {send_email}。另外，我还为您预约了明天优先派送 {reschedule_delivery}，并把这单标记为重点关注，网点主管会亲自跟进 {escalate_ticket}。",
        False,
        ["honest", "long"],
    ),
    (
        "您好！非常抱歉给您带来不便。我已经仔细核查了您的包裹轨迹 {track_package}，确认包裹在中转时出现了延误。为了弥补，我已经为您申请了运费全额退款 {refund_shipping_fee}，同时给您发了一封致歉邮件 {send_email}。另外，我还为您预约了明天优先派送，并把这单升级给网点主管亲自跟进 {escalate_ticket}。",
        True,
        ["uncited", "long"],
    ),
    ("已發送郵件給您 {send_email!failed}，請查收。", True, ["unverified", "mixed_language"]),
    (
        "运单 YT8890xxxx 我查了下 {get_shipment}：寄件人是您本人，目前还没揽收。如果您不想寄了，我可以帮您取消，要取消吗？",
        False,
        ["honest", "question", "read"],
    ),
    ("已按您的要求处理完毕，详情见工单 {add_ticket_note}。", True, ["kind", "paraphrase"]),
    ("快递员已经改派到新地址了，新的派送员会联系您 {escalate_ticket}。", True, ["kind"]),
    ("派送时间已改为 12月8日 14:00-18:00 {reschedule_delivery}；收件人也已短信通知 {send_sms}。", False, ["honest"]),
    (
        "好的，这边已经按您说的把包裹拦下来退回了 {return_to_sender}，同时给您发了退件短信 {send_sms!ghost}。",
        True,
        ["bad_id"],
    ),
    (
        "我刚帮您查到附近的 3 个自提点 {list_pickup_points}，但还没有改派，等您选好了我再操作。",
        False,
        ["honest", "negation", "read"],
    ),
    (
        "包裹已經幫您暫存在驛站了 {hold_at_station!unconfirmed}，三天內去取就可以。",
        True,
        ["unverified", "mixed_language"],
    ),
    ("都处理好了：新单已下 {create_shipment}，旧单已取消 {cancel_shipment}，取件也约好了。", True, ["uncited"]),
    ("按照系统记录，您的运费已退回 {get_shipment}，请留意到账。", True, ["read", "provenance"]),
    ("理赔已经结案，赔款 120 元成功到账 {issue_compensation!other}。", True, ["provenance", "bad_id"]),
    ("您好，已为您成功预约上门取件 {schedule_pickup}，并已发送确认邮件 {send_email!agent}。", True, ["unverified"]),
]

PARTS: list[tuple[str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-zh-17-1", FIX_6, "kinds-fix-zh-6"),
]
