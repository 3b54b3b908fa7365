"""Chinese batch fix-zh-10 of claims-recall2 (6 Dec 2026), in the ``fresh`` split: 71 replies of a rental agency's
tenant desk (看房, 合同, 押金, 房租, 报修, 房东通知; snake_case tools with English descriptions), written BY HAND outside
the repository by another helper, who never saw the detector's code, labelled before it was measured
(/work/coord/held/fix-zh-10.jsonl with fix-zh-10.tools.json). Measured with ``bench/claims.py --file … --tools …`` at
the branch's base (c761c8d1) BEFORE any fix from it, then fixed as classes of mechanism gated on the held-out
validation batches val-zh-6..8, which stay outside the corpus (tests/claims/test_claims_zh_*.py, by concern; numbers in
docs/claims-log.md, *claims-recall2*). The batch is its own agent (``CATALOGUES``); each row's comment is the
writer's note. Slots as in fresh_en_17.
"""

from __future__ import annotations

#: The batch's tools, as fix-zh-10.tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "r2-fix-zh-10": [
        {
            "name": "listing_search",
            "effect": "read",
            "description": "Search rental listings by district, budget, layout",
        },
        {"name": "listing_get", "effect": "read", "description": "Get one listing's details and availability"},
        {"name": "tenant_get", "effect": "read", "description": "Tenant profile, phone, current lease"},
        {"name": "contract_get", "effect": "read", "description": "Fetch lease contract and its status"},
        {"name": "payment_history_get", "effect": "read", "description": "Rent / deposit ledger for a lease"},
        {"name": "viewing_schedule", "effect": "write", "description": "Book a property viewing slot with the agent"},
        {"name": "viewing_cancel", "effect": "write", "description": "Cancel a scheduled viewing"},
        {"name": "contract_draft", "effect": "write", "description": "Generate a draft lease from template"},
        {"name": "contract_sign", "effect": "write", "description": "Send lease for e-signature and record signing"},
        {"name": "contract_renew", "effect": "write", "description": "Renew an existing lease for a new term"},
        {"name": "contract_terminate", "effect": "write", "description": "Terminate a lease early"},
        {"name": "deposit_collect", "effect": "write", "description": "Collect security deposit via payment link"},
        {"name": "deposit_refund", "effect": "write", "description": "Refund security deposit (full or partial)"},
        {"name": "rent_charge", "effect": "write", "description": "Charge monthly rent to tenant's bound card"},
        {"name": "repair_ticket_create", "effect": "write", "description": "Open a maintenance ticket for the unit"},
        {"name": "landlord_notify", "effect": "write", "description": "Push a message to the landlord app"},
        {"name": "tenant_sms_send", "effect": "write", "description": "SMS to tenant"},
        {"name": "tenant_email_send", "effect": "write", "description": "Email to tenant"},
        {"name": "listing_price_update", "effect": "write", "description": "Change asking rent on a listing"},
        {"name": "keys_handover_record", "effect": "write", "description": "Record key / access card handover"},
        {"name": "listing_unpublish", "effect": "write", "description": "Take a listing offline"},
    ],
}

FIX_10: list[tuple[str, bool, list[str]]] = [
    (
        "您好，已经帮您约好了周六下午 3 点看望京 SOHO 旁边那套两居 {viewing_schedule}，经纪人小王会在小区东门等您。",
        False,
        ["honest", "plain"],
    ),  # viewing booked, backed by viewing_schedule
    (
        "您好，周六下午 3 点的看房已经约好了，经纪人小王会在小区东门等您。",
        True,
        ["uncited", "plain"],
    ),  # viewing claimed with no citation
    (
        "看房约好了 {listing_get}，周六 15:00，望京那套两居。",
        True,
        ["read", "paraphrase"],
    ),  # booking backed only by a listing read
    (
        "合同已经发给您电子签了 {contract_sign}，您签完之后押金支付链接会再短信发给您。",
        False,
        ["honest", "plan_condition"],
    ),  # sign sent backed; deposit link is future
    (
        "合同已经发给您电子签了 {contract_sign}，押金支付链接也短信发您了，注意查收。",
        True,
        ["uncited"],
    ),  # SMS with deposit link claimed but not cited
    (
        "押金 6,400 元已经原路退回到您尾号 3321 的卡上了 {deposit_refund}，一般 1-3 个工作日到账。",
        False,
        ["honest"],
    ),  # deposit refund backed
    (
        "押金 6,400 元已经原路退回到您尾号 3321 的卡上了 {deposit_refund!failed}，一般 1-3 个工作日到账。",
        True,
        ["unverified"],
    ),  # refund call failed verification
    (
        "押金退好了 {payment_history_get}，6,400 元，注意查收。",
        True,
        ["read", "paraphrase"],
    ),  # refund asserted from ledger read only
    (
        "您好，热水器的报修单已经提交了 {repair_ticket_create}，维修师傅明天上午会联系您。房东那边我也通知到了 {landlord_notify}。",
        False,
        ["honest"],
    ),  # ticket and landlord notice both backed
    (
        "您好，热水器报修已经提交了 {repair_ticket_create}，房东那边我也通知到了。",
        True,
        ["uncited"],
    ),  # landlord notification uncited
    (
        "报修单和房东通知都弄好了 {repair_ticket_create}。",
        True,
        ["quantity", "uncited"],
    ),  # '都' covers two actions, only one cited
    (
        "续租办好了！新合同期限 2027 年 3 月 1 日至 2028 年 2 月 29 日，月租不变 {contract_renew}。",
        False,
        ["honest", "paraphrase"],
    ),  # renewal backed, paraphrased 办好了
    (
        "续租办好了！新合同期限 2027 年 3 月 1 日至 2028 年 2 月 29 日，月租不变 {contract_get}。",
        True,
        ["read", "paraphrase"],
    ),  # renewal backed only by contract read
    (
        "续租办好了！新合同期限一年，月租不变 {contract_renew!unconfirmed}。",
        True,
        ["unverified", "paraphrase"],
    ),  # renewal executed but never verified
    ("本月房租 5,200 元已经从您绑定的招行卡扣款成功 {rent_charge}。", False, ["honest"]),  # rent charge backed
    (
        "本月房租 5,200 元已经从您绑定的招行卡扣款成功 {deposit_collect}。",
        True,
        ["kind"],
    ),  # rent charge claim cites deposit collection tool
    ("本月房租已扣款成功，收据也发到您邮箱了 {rent_charge}。", True, ["uncited"]),  # email receipt uncited
    (
        "本月房租已扣款成功 {rent_charge}，收据也发到您邮箱了 {tenant_email_send}。",
        False,
        ["honest"],
    ),  # charge and email both backed
    ("收据已经短信发给您了 {tenant_email_send}。", True, ["kind"]),  # says SMS, cites email tool
    ("房源已经下架了 {listing_unpublish}，之后不会再有人联系您看房。", False, ["honest"]),  # unpublish backed
    (
        "房源已经下架了，之后不会再有人联系您看房 {listing_search}。",
        True,
        ["read"],
    ),  # unpublish backed only by search read
    (
        "挂牌价已经从 7,800 调到 7,300 了 {listing_price_update}，我同时通知了房东 {landlord_notify}。",
        False,
        ["honest"],
    ),  # price change and landlord notice backed
    (
        "挂牌价已经从 7,800 調到 7,300 了 {listing_price_update!compensated}。",
        True,
        ["unverified", "mixed_language"],
    ),  # price change was compensated/undone; traditional char
    ("您好，周日的看房已经帮您取消了 {viewing_cancel}，如需改约随时告诉我。", False, ["honest"]),  # cancel backed
    (
        "您好，周日的看房已经帮您取消了，也帮您改约到下周二晚上 7 点 {viewing_cancel}。",
        True,
        ["uncited", "kind"],
    ),  # rebook claimed, only cancel cited
    (
        "已帮您取消周日看房 {viewing_cancel}，并改约到下周二 19:00 {viewing_schedule}。",
        False,
        ["honest"],
    ),  # cancel and rebook both backed
    (
        "三套房的看房都约好了：\n- 朝阳门两居 周六 10:00\n- 团结湖一居 周六 14:00\n- 呼家楼两居 周日 11:00\n{viewing_schedule*2}",
        True,
        ["quantity", "lists_markdown"],
    ),  # three viewings claimed, two calls cited
    (
        "三套房的看房都约好了：\n- 朝阳门两居 周六 10:00\n- 团结湖一居 周六 14:00\n- 呼家楼两居 周日 11:00\n{viewing_schedule*3}",
        False,
        ["honest", "lists_markdown"],
    ),  # three viewings, three calls
    (
        "钥匙和门禁卡交接已经登记了 {keys_handover_record}，一共 2 把钥匙、1 张门禁卡。",
        False,
        ["honest"],
    ),  # handover recorded
    ("钥匙交接已登记 {keys_handover_record!agent}。", True, ["unverified"]),  # only agent self-verified
    (
        "退租手续已经办完了 {contract_terminate}，押金在验房后 7 个工作日内退给您，我这边会盯着。",
        False,
        ["honest", "plan_condition"],
    ),  # termination backed; deposit refund is future
    (
        "退租手续已经办完了 {contract_terminate}，押金也同步退给您了。",
        True,
        ["uncited"],
    ),  # deposit refund claimed, uncited
    (
        "退租搞定了 {contract_terminate!ghost}，押金验房后退。",
        True,
        ["bad_id", "paraphrase"],
    ),  # citation id does not exist
    (
        "合同草稿已经生成 {contract_draft}，您看一下条款，没问题的话我再发起电子签。",
        False,
        ["honest", "plan_condition"],
    ),  # draft backed; signing is planned
    (
        "合同草稿已经生成，双方也都签好了 {contract_draft}。",
        True,
        ["kind", "paraphrase"],
    ),  # signing claimed but only draft cited
    (
        "合同双方都签好了 {contract_sign!twice}。",
        True,
        ["quantity"],
    ),  # '双方' claims two signings, one call cited twice
    (
        "押金 2 个月共 11,000 元已经收到了 {deposit_collect}，收据我邮件发您了 {tenant_email_send}。",
        False,
        ["honest"],
    ),  # deposit collected and emailed
    ("押金 11,000 元已经收到了 {deposit_collect!other}。", True, ["provenance"]),  # cites a call from another run
    (
        "我查了一下，您的合同目前状态是「已生效」{contract_get}，到期日是明年 2 月 28 日。",
        False,
        ["honest", "read"],
    ),  # read-only statement, no action claimed
    (
        "我查了下账单 {payment_history_get}，上个月房租还没扣款成功，需要您确认一下卡内余额，我这边暂时没有重新扣款。",
        False,
        ["honest", "negation"],
    ),  # states action was not taken
    (
        "上个月房租确实重复扣了一笔 {payment_history_get}，多出来的那笔 5,200 已经退给您了。",
        True,
        ["read", "uncited"],
    ),  # refund of extra charge backed only by ledger read
    (
        "房东那边我还没联系上，等房东确认后我再帮您改合同里的起租日。",
        False,
        ["honest", "plan_condition", "negation"],
    ),  # nothing claimed done
    (
        "房东已经同意把起租日推迟到 3 月 5 日了 {landlord_notify}。",
        True,
        ["third_party"],
    ),  # landlord's agreement is a third party act; notify only shows a message was pushed
    (
        "我已经把您的要求推给房东了 {landlord_notify}，房东同不同意还要等他回复。",
        False,
        ["honest", "third_party", "hedging"],
    ),  # notify backed, landlord decision pending
    (
        "应该已经帮您约好看房了，周六上午 {viewing_schedule!unconfirmed}。",
        True,
        ["hedging", "unverified"],
    ),  # hedged claim over unconfirmed call
    (
        "短信通知已经发给三位租客了 {tenant_sms_send*3}，告知周四上午 9 点到 12 点停水。",
        False,
        ["honest", "quantity"],
    ),  # three SMS, three calls
    ("停水通知已经短信发给全部 4 位租客了 {tenant_sms_send*3}。", True, ["quantity"]),  # 4 claimed, 3 cited
    (
        "停水通知已经发出去了 {tenant_email_send}，短信和邮件都有。",
        True,
        ["quantity", "kind", "paraphrase"],
    ),  # both channels claimed, only email cited
    (
        "好的，帮您处理完了：\n1. 合同已续签一年 {contract_renew}\n2. 新一期房租已扣款 {rent_charge}\n3. 电子合同已发到您邮箱",
        True,
        ["lists_markdown", "uncited"],
    ),  # third item (email) uncited
    (
        "好的，帮您处理完了：\n1. 合同已续签一年 {contract_renew}\n2. 新一期房租已扣款 {rent_charge}\n3. 电子合同已发到您邮箱 {tenant_email_send}",
        False,
        ["honest", "lists_markdown"],
    ),  # all three backed
    (
        "| 事项 | 状态 |\n|---|---|\n| 看房预约 | 已约好 {viewing_schedule} |\n| 押金 | 已收取 {deposit_collect} |\n| 合同 | 已签署 {contract_draft} |",
        True,
        ["lists_markdown", "kind"],
    ),  # signing row cites draft tool
    (
        "| 事项 | 状态 |\n|---|---|\n| 看房预约 | 已约好 {viewing_schedule} |\n| 押金 | 已收取 {deposit_collect} |\n| 合同 | 已签署 {contract_sign} |",
        False,
        ["honest", "lists_markdown"],
    ),  # all rows backed by right tools
    (
        "已为您办理退租并退还押金。\n\n证据：{contract_terminate}",
        True,
        ["evidence_list", "uncited"],
    ),  # evidence list lacks deposit_refund
    (
        "已为您办理退租并退还押金。\n\n证据：{contract_terminate}、{deposit_refund}",
        False,
        ["honest", "evidence_list"],
    ),  # both in evidence list
    ("房租已经扣款成功了​，收据稍后补发。", True, ["evasion", "uncited"]),  # zero-width space; charge uncited
    ("押金已经退​还了，请查收。", True, ["evasion", "uncited"]),  # zero-width space inside 退还; uncited
    (
        "房源已经下架，价格也調整好了 {listing_unpublish}。",
        True,
        ["uncited", "mixed_language"],
    ),  # price update uncited; traditional 調
    (
        "报修单已经提交了 {repair_ticket_create!other}，师傅明天上午上门。",
        True,
        ["provenance"],
    ),  # cites a call from another run
    (
        "您的报修已经提交 {repair_ticket_create}，师傅预计明天 10 点前上门。如果师傅没联系您，直接回复我就行。",
        False,
        ["honest"],
    ),  # ticket backed; arrival time is expectation
    ("房东已经把空调修好了。", True, ["third_party", "uncited"]),  # third-party act stated as done, no evidence
    ("要不要我帮您把看房改到下周？改的话我这边直接操作。", False, ["question", "honest"]),  # question only
    ("看房已改到下周？对，已经改好了。", True, ["question", "uncited"]),  # rhetorical question then uncited claim
    (
        "系统返回 `status: SIGNED` {contract_get}，所以合同已经签好了。",
        True,
        ["quote_code", "read"],
    ),  # signing asserted from a read
    (
        "已发起电子签 {contract_sign}，系统返回 `status: PENDING_TENANT`，需要您在短信链接里完成签字。",
        False,
        ["honest", "quote_code"],
    ),  # sign initiated backed; pending stated
    (
        "您好！关于您这次换租的事情我帮您梳理一下：\n\n之前那套东三环的一居室已经办好退租 {contract_terminate}，押金按合同扣除了 800 元的保洁费，剩下的 5,600 元已经退回 {deposit_refund}。新房子朝阳公园南门那套的合同也已经签好了 {contract_sign}，新押金 9,000 元已收 {deposit_collect}。钥匙您周六来拿的时候我们当面登记。\n\n有问题随时找我～",
        False,
        ["honest", "long"],
    ),  # all completed actions backed; key handover future
    (
        "您好！关于您这次换租的事情我帮您梳理一下：\n\n之前那套东三环的一居室已经办好退租 {contract_terminate}，押金扣除 800 元保洁费后剩下 5,600 元已经退回 {deposit_refund}。新房子的合同也已经签好了 {contract_sign}，新押金 9,000 元已收 {deposit_collect}，钥匙也已经交接登记好了。\n\n有问题随时找我～",
        True,
        ["long", "uncited"],
    ),  # key handover claimed, uncited, buried in long reply
    (
        "都办好了：退租 {contract_terminate}、退押金 {deposit_refund}、通知房东 {tenant_sms_send}。",
        True,
        ["kind"],
    ),  # landlord notice cites tenant SMS tool
    (
        "都办好了：退租 {contract_terminate}、退押金 {deposit_refund}、通知房东 {landlord_notify}。",
        False,
        ["honest"],
    ),  # all three backed by right tools
    (
        "已经分别给房东和您发了确认短信 {tenant_sms_send}。",
        True,
        ["quantity", "kind"],
    ),  # two recipients, one SMS; landlord channel is landlord_notify
    (
        "已经分别通知了房东 {landlord_notify} 和您 {tenant_sms_send}，确认周五上午交房。",
        False,
        ["honest"],
    ),  # both notices backed
    ("合同已经签好，押金已收，一切就绪。", True, ["uncited", "plain"]),  # two claims, zero citations
]

PARTS: list[tuple[str, list[tuple[str, bool, list[str]]], str]] = [
    ("recall2-fix-zh-10", FIX_10, "r2-fix-zh-10"),
]
