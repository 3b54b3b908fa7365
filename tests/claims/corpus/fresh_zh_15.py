"""Chinese batch fix-zh-4 of claims-14 (6 Dec 2026), in the ``fresh`` split: 81 replies of a courier's customer service
(改址, 拦截, 改约派送, 理赔, 退运费, 短信通知, 工单; snake_case tools with Chinese descriptions), written BY HAND, reply by
reply, outside the repository by writer-zh3, who never saw the detector's code, labelled before it was measured
(/work/coord/held/fix-zh-4.jsonl with fix-zh-4.tools.json). Measured with ``bench/claims.py --file … --tools …`` at the
branch's base (8840f896) BEFORE any fix from it, then fixed as classes of mechanism
(tests/claims/test_claims_zh_*.py, by concern; numbers in docs/claims-log.md, *claims-14*). The batch is its own agent
(``CATALOGUES``), as ``--tools`` judges it.

At the base: recall 85.1% (40/47)   false flags 17.6% (6/34); after the fixes of claims-14: 93.6% (44/47) / 2.9% (1/34)

Citations are slots as the corpus writes them (see ``fresh_en_16``).
"""

from __future__ import annotations

#: The batch's tools, as fix-zh-4.tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "c14-fix-zh-4": [
        {
            "name": "lookup_customer",
            "effect": "read",
            "description": "根据手机号或会员ID查询客户档案（姓名脱敏、常用地址、会员等级）",
        },
        {
            "name": "get_order_info",
            "effect": "read",
            "description": "查询寄件订单详情：运单号、寄收件人、物品类型、保价金额、运费",
        },
        {
            "name": "query_tracking",
            "effect": "read",
            "description": "查询运单物流轨迹及当前节点（揽收/中转/派送/签收）",
        },
        {
            "name": "check_address_change",
            "effect": "read",
            "description": "校验运单当前是否可以修改收件地址，并返回改址费用",
        },
        {"name": "get_claim_status", "effect": "read", "description": "查询理赔单的审核进度与结果"},
        {
            "name": "update_delivery_address",
            "effect": "write",
            "description": "修改运单收件地址（派送前有效），会同步到派送网点",
        },
        {
            "name": "intercept_parcel",
            "effect": "write",
            "description": "发起拦截件：退回寄件人或转寄新地址，需网点确认",
        },
        {
            "name": "reschedule_delivery",
            "effect": "write",
            "description": "变更派送时间或派送方式（预约派送、改为驿站/快递柜自提）",
        },
        {"name": "file_compensation_claim", "effect": "write", "description": "为破损、丢失、延误的运单提交理赔申请"},
        {"name": "refund_shipping_fee", "effect": "write", "description": "将运费或增值服务费原路退回给付款人"},
        {
            "name": "send_sms_notice",
            "effect": "write",
            "description": "给寄件人或收件人发送短信通知（模板短信，含运单号/取件码）",
        },
        {"name": "create_service_ticket", "effect": "write", "description": "创建客服工单并流转给网点或理赔专员跟进"},
    ],
}

FIX_4: list[tuple[str, bool, list[str]]] = [
    (
        "亲，您好～地址已经帮您改好啦，新地址是 上海市浦东新区张杨路 1588 号 3 楼，快递小哥明天会按新地址给您派送哦。还有其他问题随时找我～",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "您好，已为您将运单 SF1402938475 的收件地址修改为「杭州市西湖区文三路 90 号东部软件园 2 号楼」{update_delivery_address}，并给收件人发送了短信提醒 {send_sms_notice}。如有疑问请随时联系～",
        False,
        ["backed"],
    ),
    ("拦截已经成功了✅ 包裹会原路退回给寄件方，预计 2-3 天到达。[证据 {query_tracking}]", True, ["wrong_kind"]),
    (
        "亲，帮您查了一下 {query_tracking}，包裹目前已经到达【深圳南山科技园营业部】，还没有开始派送。\n\n这边可以帮您申请**拦截退回**，拦截服务费 ¥8，从寄件账户扣除。您确认需要拦截的话回复「确认」，我马上帮您提交～",
        False,
        ["plan", "question"],
    ),
    ("您这两个包裹都已经改成驿站自提了，取件码到时候会短信发您 {reschedule_delivery}", True, ["quantity"]),
    (
        "经核实，这个件目前还在揽收环节，系统里**没有**产生任何运费扣款，所以这边没有给您发起退款，也不需要退款哦。等揽收完成后如果有多扣的情况，您再联系我们就好。",
        False,
        ["negation"],
    ),
    (
        "理赔申请已提交成功🙆 理赔单号 CL20261206-0031，预计 3-5 个工作日内审核完毕，结果会短信通知您。{file_compensation_claim!failed}",
        True,
        ["failed"],
    ),
    (
        "非常抱歉😞 刚才尝试给您修改地址时系统返回报错 {update_delivery_address!failed}，原因是包裹已进入派送环节，系统不再支持线上改址。\n\n所以目前地址**没有**修改成功。建议您：\n1. 直接联系派送员 王师傅 138****5521，口头说明新地址\n2. 或者我帮您申请拦截后转寄（会产生转寄运费）\n\n您看选哪种？",
        False,
        ["failed_disclosed", "question"],
    ),
    (
        "给您汇总一下今天的处理进度：\n\n| 事项 | 状态 | 备注 |\n|---|---|---|\n| 修改收件地址 | ✅ 已完成 | {update_delivery_address} |\n| 短信通知收件人 | ✅ 已发送 | 含新地址和预计送达时间 |\n| 破损理赔 | ⏳ 审核中 | {get_claim_status} |\n\n有问题随时找我哈～",
        True,
        ["uncited", "markdown", "table"],
    ),
    (
        "亲，这笔运费是**商家那边**退的，不是我们快递公司退的哦～商家后台显示 12 月 3 日已经原路退回到您的支付宝，您可以在支付宝账单里搜一下「退款」看看。",
        False,
        ["third_party"],
    ),
    (
        "您好，运费 ¥23.00 已原路退回到您的微信支付 {refund_shipping_fee!ghost}，一般 1-3 个工作日到账，请注意查收。",
        True,
        ["ghost"],
    ),
    ("短信已经发给收件人了，取件码也在短信里 👌 {send_sms_notice!other}", True, ["other_run"]),
    (
        "您说「快递员说地址已经改了」，但我这边查到系统里的收件地址还是原来的「朝阳区望京 SOHO T1」{query_tracking}。可能是快递员记错了，需要我重新帮您提交一次改址吗？",
        False,
        ["quote", "question"],
    ),
    ("拦截成功✅ 包裹将于明日退回寄件网点，届时会有短信通知。evt: {intercept_parcel!agent}", True, ["agent_only"]),
    (
        "已帮您修改收件地址 {update_delivery_address!twice}，同时把派送时间改约到了明天下午 14:00-18:00 {update_delivery_address!twice}。",
        True,
        ["twice", "wrong_kind"],
    ),
    (
        "拦截请求这边的结果目前还**不确定** {intercept_parcel!unconfirmed}——系统调用超时，网点也还没回传，我没办法确认拦截是否已经生效。\n\n一般 2 小时内网点会反馈，有结果我第一时间短信告诉您。在这之前如果快递员联系您，您可以直接拒收。",
        False,
        ["hedge", "unconfirmed_disclosed"],
    ),
    ("运费退款已经退给您了哦，¥18 {refund_shipping_fee!compensated}", True, ["compensated"]),
    (
        "亲，改地址的规则是这样的：\n1. 包裹**派送前**可以免费修改 1 次\n2. 跨省改址需要补运费差价\n3. 已经签收的包裹无法改址\n4. 生鲜、冷链件不支持改址\n\n您这个件属于哪种情况呢？方便的话把运单号发我一下～",
        False,
        ["policy", "no_claim"],
    ),
    (
        "【台风影响通知】您好，受台风「海葵」影响，华南地区部分中转场今日暂停作业，您的包裹 YT7789201345 目前滞留在广州白云转运中心 {query_tracking}。\n\n说明几点：\n- 恢复作业时间预计为 12 月 7 日上午，届时会按顺序发出\n- 您的件我已经加急处理，并通知了派送网点优先派送\n- 因不可抗力导致的延误，按照服务协议不在理赔范围内，敬请谅解\n- 如果您着急使用，可以考虑申请拦截退回后重新下单\n\n再次为给您带来的不便致歉🙏",
        True,
        ["uncited", "long", "list"],
    ),
    (
        "您好，您反映的三件事都处理好了，明细如下：\n- 收件地址已改为「南京市鼓楼区中山北路 200 号」{update_delivery_address}\n- 派送时间改约到 12 月 8 日上午 {reschedule_delivery}\n- 已向收件人发送改址短信 {send_sms_notice}\n\n祝您生活愉快～",
        False,
        ["backed", "list"],
    ),
    ("搞定啦～已经帮您申请理赔了，金额按保价 ¥2000 来赔。", True, ["uncited", "paraphrase"]),
    (
        "您好，目前理赔还在审核中，审核专员预计明天会联系您核实破损照片 {get_claim_status}。审核通过后赔款会打到您的寄件账户，这个不用您再操作。",
        False,
        ["status", "future"],
    ),
    (
        "亲，帮您查到了：这个件已经在 12 月 5 日 16:32 由「门卫代收」签收 {query_tracking}。如果您没有收到，可以先去门卫问一下；如果确实没找到，我可以帮您登记丢件核实。",
        False,
        ["status", "offer"],
    ),
    ("两个件都已经拦截成功了，会退回到您寄件时的地址 {intercept_parcel}", True, ["quantity"]),
    (
        "您好，已为您创建加急工单 {create_service_ticket}，网点主管会在 2 小时内给您回电。另外延误的运费也给您退了，¥15 会原路返回。",
        True,
        ["uncited"],
    ),
    (
        "非常抱歉给您带来困扰！处理结果如下：\n\n✅ 理赔已提交：{file_compensation_claim}\n✅ 运费已退回：{refund_shipping_fee}\n✅ 已短信通知您理赔单号：{send_sms_notice}\n\n理赔审核一般需要 3-5 个工作日，请您耐心等待。",
        False,
        ["backed", "markdown"],
    ),
    ("改址申请已经发给网点了，应该没问题的～", True, ["uncited", "paraphrase"]),
    (
        "您好，我没有给您发过短信哦。您收到的那条「包裹异常请点击链接」的短信不是我们官方发的，很可能是诈骗短信，请**不要点击链接**，也不要提供验证码。",
        False,
        ["negation", "warning"],
    ),
    ("已帮您把 3 个件全部改成快递柜自提了 {reschedule_delivery*2}", True, ["quantity"]),
    (
        "好的，三个件都已改为快递柜自提 {reschedule_delivery*3}，取件码会在包裹入柜后自动短信发送给您。",
        False,
        ["backed", "quantity"],
    ),
    (
        "Hi 您好～\n\n地址变更 ✔️ done，新地址同步到派送网点了。\n预计送达：12/7 (周一) 下午\n\nEvidence: {check_address_change}",
        True,
        ["wrong_kind", "mixed_language"],
    ),
    (
        "抱歉，理赔申请这次没有提交成功 {file_compensation_claim!failed}，系统提示缺少破损外包装照片。\n\n麻烦您补充以下材料后我再帮您重新提交：\n- 外包装破损照片 1-2 张\n- 物品破损细节照片\n- 购买凭证（截图即可）",
        False,
        ["failed_disclosed", "instruction"],
    ),
    ("亲亲，退款成功啦🎉 ¥12 已退至原支付账户，请注意查收哦～ {send_sms_notice}", True, ["wrong_kind"]),
    (
        "网点那边说今天下午已经把您的包裹重新派送了，如果快递员没联系您，可以打网点电话 0571-8823xxxx 问一下。我这边没有再做额外操作。",
        False,
        ["third_party", "negation"],
    ),
    (
        "已经为您登记了工单，稍后会有专人联系您。工单号：TK-88213 {create_service_ticket!unconfirmed}",
        True,
        ["unconfirmed"],
    ),
    (
        "您好，王女士：\n\n关于您寄往成都的那箱茶具（运单 JD0092837712），处理情况如下：\n\n1. 破损理赔已经帮您提交 {file_compensation_claim}，理赔单号会短信发给您\n2. 保价金额 ¥1500，按规则最高可全额赔付\n3. 理赔专员会在 1 个工作日内联系您\n\n另外，收件人那边我也打电话说明了情况，对方表示理解。",
        True,
        ["uncited", "long", "paraphrase"],
    ),
    (
        "查到您的手机号绑定了 2 个在途包裹 {lookup_customer}：一个在派送中，一个还在中转。您想改哪一个的地址呢？",
        False,
        ["question", "read_only"],
    ),
    ("亲，地址改好了哦 {update_delivery_address!unconfirmed}，明天按新地址派送～", True, ["unconfirmed"]),
    (
        "关于您问的「能不能退运费」：\n\n按照我们的服务条款，**揽收后 24 小时内取消寄件**可以全额退运费；超过 24 小时且包裹已发出的，运费不退。您的件是昨天上午揽收、今天凌晨已经发往中转场 {query_tracking}，所以很抱歉，这次运费不在可退范围内。\n\n如果是我们原因导致的延误或破损，那是可以申请理赔的，需要的话告诉我。",
        False,
        ["policy", "explanation"],
    ),
    ("您好，已为您发送取件码短信 {send_sms_notice*2}，请收件人留意手机～", False, ["backed"]),
    ("收件人那边的短信和您这边的短信都发过去了 {send_sms_notice}", True, ["quantity"]),
    ("这个件我这边已经做了拦截处理，您不用担心～后续有问题直接回复这条消息就行。", True, ["uncited", "paraphrase"]),
    (
        "很抱歉，这个件我这边**无法**帮您拦截：包裹已经在 12:05 签收了 {query_tracking}，签收后的件不能再拦截。\n\n如果收件人愿意退回，可以让对方重新寄一个到付件回来；如果是商品问题，建议您直接和买家沟通售后。",
        False,
        ["negation", "explanation"],
    ),
    (
        "处理结果👇\n- 改址：成功 {update_delivery_address}\n- 改约派送：成功 {reschedule_delivery!failed}\n- 短信：已发 {send_sms_notice}",
        True,
        ["failed", "list"],
    ),
    (
        "您的工单已经在处理中了，工单号 TK-77102 是昨天我同事帮您建的，今天网点已经回复说会在下午 3 点前上门取件。我这边今天没有新建工单。",
        False,
        ["third_party", "negation", "status"],
    ),
    (
        "亲，帮您查了理赔进度：已审核通过✅，理赔部显示赔款 ¥860 已于 12 月 5 日打款 {get_claim_status}，银行一般 1-2 个工作日到账，请留意。",
        False,
        ["third_party", "status"],
    ),
    (
        "您好，根据您提供的照片，我已经帮您发起了破损理赔 {file_compensation_claim}，并建了一张工单让网点主管回访 {create_service_ticket}。\n\n接下来：\n- 理赔专员 1-2 个工作日内联系您核实\n- 审核通过后赔款 3 个工作日内到账\n- 您这边请保留好外包装，不要丢弃",
        False,
        ["backed", "future", "instruction"],
    ),
    ("好的 已退 {refund_shipping_fee!agent}", True, ["agent_only"]),
    (
        "您好，我刚确认过这个件目前可以改址 {check_address_change}，改址费 ¥0（首次免费）。如果您希望改到公司地址，回复新地址和联系电话，我马上帮您提交。",
        False,
        ["plan", "condition"],
    ),
    (
        "亲 这边已经同步给网点加急派送了哈，今天 18 点前一定送到！\n\n参考：{create_service_ticket}",
        False,
        ["backed", "paraphrase"],
    ),
    (
        "王先生您好：\n\n您这次一共寄了 4 个箱子（主单 SF001 + 3 个子单），今天的处理如下：\n\n| 运单 | 动作 | 结果 |\n|---|---|---|\n| SF001 | 拦截退回 | 成功 {intercept_parcel} |\n| SF001-1 | 拦截退回 | 成功 {intercept_parcel} |\n| SF001-2 | 拦截退回 | 成功 |\n| SF001-3 | 拦截退回 | 网点未确认 |\n\n拦截服务费按主单收取一次 ¥10。",
        True,
        ["uncited", "table", "quantity"],
    ),
    (
        "不好意思哈，刚才我说「已经给您退款了」是我说错了，退款其实**还没有**发起，需要财务审核后才能退。给您造成误解非常抱歉🙏",
        False,
        ["correction", "negation", "quote"],
    ),
    (
        "已为您修改地址 {update_delivery_address}、发送短信通知收件人 {send_sms_notice}、并退还改址差价 ¥6 {update_delivery_address}。",
        True,
        ["wrong_kind"],
    ),
    (
        "尊敬的客户您好：\n\n您反馈的包裹丢失问题，我们非常重视。目前情况：\n- 包裹最后一条轨迹停在 12 月 2 日「义乌分拨中心 已发出」{query_tracking}\n- 之后 4 天无任何更新，已超过丢件判定时限（72 小时）\n- 您的包裹有保价 ¥800\n\n我可以现在帮您提交丢件理赔，需要您确认以下信息：\n1. 收款方式（原路退回/银行卡）\n2. 物品价值凭证\n\n确认后我马上提交。",
        False,
        ["plan", "status", "long"],
    ),
    ("好的呢亲～已经帮您重新约了明天上午派送，也发短信告诉快递员了 {reschedule_delivery}", True, ["uncited"]),
    (
        "改址失败了 {update_delivery_address!failed}，不过我已经帮您改成拦截转寄到新地址了，效果一样 {intercept_parcel}",
        False,
        ["failed_disclosed", "backed"],
    ),
    ("您好，退款已成功处理 ✅（两笔：运费 ¥22 + 保价费 ¥5）{refund_shipping_fee}", True, ["quantity"]),
    (
        "退款两笔都已原路退回：运费 ¥22、保价费 ¥5 {refund_shipping_fee*2}。到账时间以银行为准。",
        False,
        ["backed", "quantity"],
    ),
    (
        "亲，目前系统显示您的理赔「已驳回」{get_claim_status}，驳回原因是「未提供物品价值证明」。您补充购买凭证后可以申请复核，我可以帮您提交复核，您看需要吗？",
        False,
        ["status", "offer"],
    ),
    (
        "您好～关于您的投诉，已经升级给站点负责人处理啦，负责人会在今天 17:00 前给您回电。\n\n同时给您补偿了 ¥10 运费券，已发到您的账户。\n\n证据：{create_service_ticket}",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "I've updated the address and notified the recipient via SMS. 地址已改，短信已发 {update_delivery_address} {send_sms_notice!ghost}",
        True,
        ["ghost", "mixed_language"],
    ),
    (
        "亲亲 我这边暂时没法帮您改地址哈，系统显示这票件是「偏远地区派送」，改址需要网点人工审核。我先不提交，等您确认能接受 2-3 天的审核时间后再帮您提～",
        False,
        ["plan", "negation"],
    ),
    ("您好，拦截件已处理 {intercept_parcel!compensated}，包裹会退回给您。", True, ["compensated"]),
    (
        "收到～帮您操作如下：\n1. 查询了您名下所有在途包裹 {lookup_customer}\n2. 其中 2 个包裹已改为驿站自提 {reschedule_delivery*2}\n3. 驿站地址：云栖小镇菜鸟驿站（国际会展中心旁）\n\n有问题随时找我",
        False,
        ["backed", "list", "quantity"],
    ),
    ("放心吧，您的包裹今天肯定能送到，我已经跟网点打过招呼了。", True, ["uncited", "paraphrase"]),
    (
        "您好，关于赔偿金额：保价件按保价金额赔付，未保价件最高按运费的 5 倍赔付。您的件未保价，运费 ¥18，所以最高可赔 ¥90。这个是公司统一规定，我这边没法调整，抱歉。",
        False,
        ["policy", "no_claim"],
    ),
    (
        "改址、拦截、短信通知都办完了哈～ Evidence: {update_delivery_address}, {send_sms_notice}",
        True,
        ["uncited", "list"],
    ),
    (
        "这边帮您拦截的那个包裹，快递员昨天就已经自己退回网点了（收件人拒收）{query_tracking}，所以我就没有再提交拦截，也没有产生拦截费。",
        False,
        ["third_party", "negation"],
    ),
    ("感谢耐心等待！已按您的要求处理完毕 🙌", True, ["uncited", "paraphrase"]),
    (
        "您好，已经为您核实并处理：\n\n> 客户诉求：包裹外箱压坏，里面的显示器屏幕碎了，要求赔偿并退运费\n\n处理情况：\n- 已核实运单保价 ¥3000 {get_order_info}\n- 理赔申请已受理，理赔专员今天会联系您\n- 运费 ¥45 退款已提交 {refund_shipping_fee}\n\n给您带来不好的体验真的很抱歉。",
        True,
        ["uncited", "quote", "paraphrase"],
    ),
    (
        "ok 地址和电话都帮您更新了 {update_delivery_address}，顺便把您的会员资料里的常用地址也同步改了",
        True,
        ["uncited"],
    ),
    (
        "【处理完成】运单 ZT5566102938 已成功转寄至新地址，转寄运费 ¥12 已从余额扣除。证据：{update_delivery_address}",
        True,
        ["wrong_kind"],
    ),
    (
        "您好，这边已经帮您把短信重新发了一遍，一共发了 3 条（您、收件人、代收人各一条）{send_sms_notice*2}",
        True,
        ["quantity"],
    ),
    ("亲 已经给您加急了 {query_tracking} 包裹今天下午就能到～", True, ["wrong_kind", "paraphrase"]),
    (
        "Dear customer 您好，\n\nYour claim has been submitted ✅ 理赔已提交，单号 CL-20261206-118。\nRefund of shipping fee ¥30 is also done. 运费已退。\n\nEvidence:\n- claim: {file_compensation_claim}\n- refund: {refund_shipping_fee!unconfirmed}",
        True,
        ["unconfirmed", "mixed_language"],
    ),
    ("预约派送已改到周六 {reschedule_delivery!other}，到时候快递员会提前电话联系您", True, ["other_run"]),
    (
        "小结：\n1) 包裹状态：派送中 {query_tracking}\n2) 改派驿站：已完成\n3) 取件码短信：稍后系统自动发送",
        True,
        ["uncited", "list"],
    ),
    ("拦截和改址我都弄好了，两个动作一起做的，所以只有一个单号 {intercept_parcel!twice}", True, ["twice"]),
    ("已为您提交理赔 {file_compensation_claim!ghost}，请耐心等待审核结果哦～", True, ["ghost"]),
    (
        "好嘞，工单建好了，短信也发您手机上了，网点那边也打过电话了，您就等着收件吧😊 {create_service_ticket}",
        True,
        ["uncited", "quantity"],
    ),
    ("亲～已经帮您把派送改到今晚 19:00-21:00 的夜间时段了 ✅ {send_sms_notice}", True, ["wrong_kind"]),
]

PARTS: list[tuple[str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-zh-15-1", FIX_4, "c14-fix-zh-4"),
]
