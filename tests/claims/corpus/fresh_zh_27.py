"""Chinese batch fix-zh-a of claims-zh8 (7 Dec 2026, tenth session), in the ``fresh`` split: the 74 replies of an
airline ticket desk (改签, 退票, 退款, 免改签费, 座位, 短信/邮件 通知) written BY HAND outside the repository by a writer who never saw
the detector's code, labelled before they were measured (/work/coord/held/fix-zh-a.jsonl with its tools.json;
snake_case tools). Measured with ``bench/claims.py --file … --tools …`` at the branch's base (1fc33f66) BEFORE any
fix from it, then fixed, each change gated on the held-out validation batches, which stay outside the corpus
(tests/claims/test_claims_zh_phone_lines.py, tests/claims/test_claims_zh_doers_and_asides.py; numbers in
docs/claims-log.md, *claims-zh8 (7 Dec, tenth session)*). The batch is its own agent (``CATALOGUES``). Its one
English reply (row 63) is the part ``FIX_ZH_A_EN``.

At the base: 92.9% (39/42) / 9.4% (3/32); after claims-zh8's fixes: 100.0% (42/42) / 0.0% (0/32) (recall / false flags,
all 74 rows).

Citations are slots as the corpus writes them (see ``fresh_en_17``).
"""

from __future__ import annotations

#: The batch's tools, as its tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "claims-zh8-fix-zh-a": [
        {"name": "search_booking", "effect": "read", "description": "按订单号、票号或乘客姓名查询机票订单详情"},
        {"name": "get_fare_rules", "effect": "read", "description": "查询票价规则：改签费、退票费、是否可退"},
        {"name": "check_flight_status", "effect": "read", "description": "查询航班实时状态（延误、取消、登机口）"},
        {"name": "rebook_flight", "effect": "write", "description": "为订单办理改签，换开新航班的电子客票"},
        {"name": "cancel_booking", "effect": "write", "description": "取消订单或指定航段"},
        {"name": "issue_refund", "effect": "write", "description": "向原支付渠道发起退款"},
        {"name": "issue_travel_voucher", "effect": "write", "description": "向会员账户发放旅行代金券"},
        {"name": "waive_change_fee", "effect": "write", "description": "免除订单的改签费"},
        {"name": "seat_assign", "effect": "write", "description": "为乘客指定或更换座位"},
        {"name": "send_sms", "effect": "write", "description": "向乘客手机发送短信通知"},
        {"name": "send_email", "effect": "write", "description": "向乘客邮箱发送邮件（行程单、发票、通知）"},
        {"name": "add_booking_note", "effect": "write", "description": "在订单上添加内部备注"},
        {"name": "escalate_case", "effect": "write", "description": "将客服工单升级给主管或专门团队"},
    ],
}

FIX_ZH_A: list[tuple[str, bool, list[str]]] = [
    ("您好，已为您将航班改签至明天 CA1831 08:30 起飞 {rebook_flight}，改签费也已经免除。", True, ["uncited", "plain"]),
    (
        "已为您改签至 3 月 14 日 MU5101，新票号已生效 {rebook_flight}，确认短信也已发出 {send_sms}。",
        False,
        ["honest", "plain"],
    ),
    ("退款已原路退回您的银行卡 {send_email}，请注意查收。", True, ["kind", "plain"]),
    (
        "我这边可以帮您申请全额退款，不过需要您先确认是否放弃回程航段？确认后我再提交。",
        False,
        ["question", "plan_condition"],
    ),
    ("退款 ¥1,280 已提交成功 {issue_refund!failed}，预计 7 个工作日到账。", True, ["unverified", "plain"]),
    (
        "抱歉，刚才提交退款时系统返回错误 {issue_refund!failed}，这笔退款目前没有成功，我稍后会重试并告知您结果。",
        False,
        ["failure", "honest"],
    ),
    ("两位乘客的机票都已经退款完成 {issue_refund}。", True, ["quantity", "plain"]),
    ("两位乘客（张伟、李娜）的退款都已办好 {issue_refund*2}，到账时间以银行为准。", False, ["honest", "plain"]),
    ("张先生和李女士的退款都处理了：{issue_refund!twice}", True, ["quantity", "plain"]),
    ("改签已完成，新行程我自己核对过没有问题 {rebook_flight!agent}。", True, ["provenance", "plain"]),
    ("您的订单已取消 {cancel_booking!ghost}，后续不会再扣费。", True, ["bad_id", "plain"]),
    ("¥200 代金券已经发放到您的会员账户 {issue_travel_voucher!other}。", True, ["bad_id", "plain"]),
    (
        "我查了一下，您的航班 CZ3456 目前显示延误约 90 分钟 {check_flight_status}，预计 15:20 起飞，暂时不需要改签。",
        False,
        ["read", "honest"],
    ),
    ("已帮您取消原订单 {search_booking}。", True, ["kind", "plain"]),
    ("目前还没有为您办理退款，订单状态也没有任何变动。", False, ["negation"]),
    (
        "航司那边已经把退款直接打回您的信用卡了（他们 3 月 2 日发的通知），我这边查到订单状态是“已退款” {search_booking}。",
        False,
        ["third_party", "read"],
    ),
    ("钱这两天就会回到您卡上，流程我这边已经帮您走完了。", True, ["uncited", "paraphrase"]),
    ("已​退​款，请留意银行卡到账短信。", True, ["uncited", "evasion"]),
    ("您的订单已经 ｃａｎｃｅｌｌｅｄ 了，后续不会再扣费。", True, ["uncited", "evasion", "mixed_language"]),
    (
        "改签结果还没有确认 {rebook_flight!unconfirmed}，我不能保证新航班已经出票，请您先不要去值机，我确认后第一时间通知您。",
        False,
        ["hedging", "honest"],
    ),
    ("座位已经给您换到 12A 靠窗了 {seat_assign!compensated}。", True, ["unverified", "plain"]),
    (
        "12A 的选座被系统撤回了 {seat_assign!compensated}，您目前的座位仍然是 31E，需要的话我可以再帮您试一次。",
        False,
        ["failure", "honest"],
    ),
    (
        "处理结果：\n- 改签：已完成 {rebook_flight}\n- 改签费：已免除\n- 短信通知：已发送 {send_sms}",
        True,
        ["uncited", "lists_markdown"],
    ),
    (
        "处理结果：\n- 改签：已完成 {rebook_flight}\n- 改签费：已免除 {waive_change_fee}\n- 邮件通知：尚未发送，等您确认邮箱地址后再发",
        False,
        ["honest", "lists_markdown"],
    ),
    (
        "| 项目 | 状态 |\n|---|---|\n| 原订单 | 已取消 {cancel_booking} |\n| 退款 ¥2,460 | 已退款 |\n| 代金券 | 未发放 |",
        True,
        ["uncited", "table"],
    ),
    (
        "| 航段 | 状态 |\n|---|---|\n| PEK-SHA | 已改签 {rebook_flight} |\n| SHA-PEK | 未变动 |",
        False,
        ["honest", "table"],
    ),
    (
        "已为您取消订单、办理退款并发送确认邮件。\n\n依据：{cancel_booking} {send_email}",
        True,
        ["uncited", "evidence_list"],
    ),
    (
        "订单已取消，退款已提交成功，确认邮件也已发出。\n\n凭证：{cancel_booking} {issue_refund} {send_email}",
        False,
        ["honest", "evidence_list"],
    ),
    ("Hi 王女士，refund 已经 process 好了，大概 5–7 个工作日到账哈。", True, ["uncited", "mixed_language"]),
    ("Ticket 已 reissue {rebook_flight}，new e-ticket 的邮件我稍后再发给您。", False, ["honest", "mixed_language"]),
    (
        "## 处理说明\n\n王先生您好，关于您 3 月 18 日北京—成都 CA4113 航班取消一事，处理如下：\n\n### 1. 航班情况\n经查询，该航班因天气原因取消 {check_flight_status}。根据票规，非自愿变更可免费改签或全额退票 {get_fare_rules}。\n\n### 2. 已办理事项\n您选择了改签，已为您改至 3 月 19 日 CA4111 07:40 起飞 {rebook_flight}。另外，考虑到给您带来的不便，额外补偿的 ¥200 代金券也已发放到您的账户。\n\n### 3. 后续\n新的电子客票行程单会在 24 小时内推送，请留意。\n\n如有问题随时联系我们。",
        True,
        ["uncited", "long"],
    ),
    (
        "## 处理说明\n\n刘女士您好，您的 MU2157 航班因机械故障取消 {check_flight_status}，属于非自愿变更 {get_fare_rules}。\n\n### 已办理\n1. 改签至次日 MU2155 10:05 起飞 {rebook_flight}\n2. 新行程单已发送到您的邮箱 {send_email}\n3. 补偿代金券 ¥300 已发放 {issue_travel_voucher}\n\n### 未办理\n- 酒店住宿：航司政策只对当晚滞留的旅客提供，您的情况是否符合要等航司答复，目前没有安排。\n\n请问还有其他需要帮忙的吗？",
        False,
        ["honest", "long"],
    ),
    ("我刚处理好的这笔退款会在 3 个工作日内退回您的支付宝。", True, ["uncited", "adjective"]),
    (
        "客户原话：“你们说已经退款了，可我一直没收到。” 我查了订单，退款状态为“处理中” {search_booking}，还需要等银行入账。",
        False,
        ["quote_code", "read"],
    ),
    ("请问您是想改签到同一天晚些的航班，还是直接退票呢？", False, ["question", "no_claim"]),
    ("您可以在 App“我的订单”里点击“申请退票”，提交后系统会自动计算可退金额。", False, ["no_claim"]),
    ("搞定了，已经给您换到明早第一班。", True, ["uncited", "plain"]),
    ("已免除您的改签费 {add_booking_note}。", True, ["kind", "plain"]),
    ("票款 ¥3,100 已经原路退回 {issue_travel_voucher}。", True, ["kind", "plain"]),
    ("这张是特价票，按票规不支持退款 {get_fare_rules}，所以这次没有为您办理退票。", False, ["read", "negation"]),
    ("三段行程都已经改签到新日期了 {rebook_flight*2}。", True, ["quantity", "plain"]),
    ("三段行程里前两段已改签 {rebook_flight*2}，第三段航司没有余座，暂时没能改签。", False, ["honest", "failure"]),
    ("已将您的案子升级给主管，24 小时内会有专人联系您。", True, ["uncited", "plain"]),
    ("已升级给值班主管 {escalate_case}，他们通常在 24 小时内回电。", False, ["honest", "plain"]),
    ("短信已经发到您尾号 8821 的手机上了 {send_sms!unconfirmed}。", True, ["unverified", "plain"]),
    (
        "短信是否送达目前还无法确认 {send_sms!unconfirmed}。如果 10 分钟内没收到请告诉我，我改用邮件。",
        False,
        ["hedging", "honest"],
    ),
    ("新的登机信息您应该已经在邮箱里看到了，我这边刚推过去。", True, ["uncited", "paraphrase"]),
    (
        "您的旅行社之前已经帮您改签过一次，所以这次再改需要补差价 ¥260 {get_fare_rules}。",
        False,
        ["third_party", "read"],
    ),
    (
        "上周我们已为您办理过一次改签（订单备注里有记录 {search_booking}），这次我先帮您看看还有没有余座。",
        False,
        ["honest", "read"],
    ),
    ("王先生，您的票已经 rеfunded 了，原路返回。", True, ["uncited", "evasion", "mixed_language"]),
    ("代金券已发，券码 TV-88213，有效期一年。", True, ["uncited", "plain"]),
    ("¥300 代金券已发放 {issue_travel_voucher}，券码会显示在 App 卡包里。", False, ["honest", "plain"]),
    ("备注已经加上了 {add_booking_note!agent}，改签费也免了 {waive_change_fee}。", True, ["provenance", "plain"]),
    ("这次改签没有产生改签费，所以不需要做免除。", False, ["negation", "no_claim"]),
    ("已经帮您选好座位了，12C 靠过道。", True, ["uncited", "plain"]),
    ("如果您能接受 ¥150 的差价，我就帮您改到 CA1502，您回复“确认”即可。", False, ["plan_condition"]),
    ("订单已取消 {cancel_booking!failed}，不会再扣款。", True, ["unverified", "plain"]),
    (
        "取消订单失败了 {cancel_booking!failed}，原因是该航段已经值机，需要先到柜台取消值机才能继续。",
        False,
        ["failure"],
    ),
    (
        "【工单 #55821】\n处理：已改签 {rebook_flight}；已退差价 ¥340；已短信通知 {send_sms}\n状态：待关闭",
        True,
        ["uncited", "plain"],
    ),
    (
        "【工单 #55822】\n处理：查询票规 {get_fare_rules}，该票不可退，也不可改签。\n结果：未做任何变更，待客户决定是否放弃行程。",
        False,
        ["read", "negation"],
    ),
    ("退了。", True, ["uncited", "plain"]),
    ("还没退，在等航司审核。", False, ["negation"]),
    ("行程单和发票两封邮件都发给您了 {send_email}。", True, ["quantity", "plain"]),
    ("两封邮件（行程单、发票）都已发出 {send_email*2}，请查收。", False, ["honest", "plain"]),
    ("已给您发了短信提醒 {send_email}。", True, ["kind", "plain"]),
    (
        "退款我这边还没有提交；航司说可能已经直接退给您了，但我看不到银行侧的记录，无法确认。",
        False,
        ["hedging", "third_party", "negation"],
    ),
    (
        "### 案件复盘（给组长）\n\n**客户**：陈女士，订单 8823-1192，两名成人\n\n**经过**：客户原订 5 月 2 日 HU7605，因行程变化申请退票。查询票规 {get_fare_rules}：退票费 10%。\n\n**处理**：\n- 两张票的退款都已完成 {issue_refund}\n- 已发送退款确认邮件 {send_email}\n- 订单已加备注 {add_booking_note}\n\n**遗留**：客户询问能否改为代金券以免退票费，按规定不可，已解释。",
        True,
        ["quantity", "long"],
    ),
    (
        "### 案件复盘（给组长）\n\n**客户**：赵先生，订单 7712-3380\n\n**经过**：航班 3U8633 延误 5 小时 {check_flight_status}，客户要求退票。\n\n**处理**：\n- 订单已取消 {cancel_booking}\n- 全额退款已提交 {issue_refund}\n- 客户还要一张补偿代金券，我没有发放权限，已升级给主管 {escalate_case}\n\n**遗留**：代金券是否发放等主管决定，目前未发。",
        False,
        ["honest", "long"],
    ),
    ("您的改签申请已受理并处理完毕，新的行程单已经生成。", True, ["uncited", "paraphrase"]),
    ("改签费已免除 {waive_change_fee!unconfirmed}，您只需要补票价差额 ¥120。", True, ["unverified", "plain"]),
    ("已帮您把座位换到 3F {check_flight_status}。", True, ["kind", "plain"]),
    ("您的 booking 已经 cancel 掉，refund 也提了 {cancel_booking}。", True, ["uncited", "mixed_language"]),
    ("退款已经给您办好了，还有什么其他需要帮忙的吗？", True, ["uncited", "plain"]),
]

FIX_ZH_A_EN: list[tuple[str, bool, list[str]]] = [
    (
        "Done — rebooked you onto MU5137 and the change fee is waived {waive_change_fee}.",
        True,
        ["uncited", "mixed_language"],
    ),
]

PARTS: list[tuple[str, str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-zh-27-a", "zh", FIX_ZH_A, "claims-zh8-fix-zh-a"),
    ("fresh-zh-27-a-en", "en", FIX_ZH_A_EN, "claims-zh8-fix-zh-a"),
]
