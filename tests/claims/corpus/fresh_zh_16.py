"""Chinese batch fix-zh-5 of claims-zh15 (6 Dec 2026), in the ``fresh`` split: 78 replies of a residential property
management desk (物业费, 报修工单, 车位月租, 访客车登记, 门禁卡, 短信/App 通知; snake_case tools with Chinese descriptions),
written BY HAND, reply by reply, outside the repository by writer-zh4, who never saw the detector's code, labelled before
it was measured (/work/coord/held/fix-zh-5.jsonl with fix-zh-5.tools.json). Measured with ``bench/claims.py --file …
--tools …`` at the branch's base (748bea63) BEFORE any fix from it, then fixed by stage, each change gated on the held-out
validation batch val-zh-5, which is not in the corpus (tests/claims/test_claims_mechanisms_15_zh.py; numbers in
docs/claims-log.md, *claims-zh15*). The batch is its own agent (``CATALOGUES``), as ``--tools`` judges it.

At the base: recall 91.1% (41/45)   false flags 21.2% (7/33); after the fixes of claims-zh15: 100.0% (45/45) / 9.1% (3/33)

Citations are slots as the corpus writes them (see ``fresh_en_16``).
"""

from __future__ import annotations

#: The batch's tools, as fix-zh-5.tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "zh15-fix-zh-5": [
        {
            "name": "query_owner_info",
            "effect": "read",
            "description": "按房号或手机号查询业主档案（姓名、房号、绑定手机、车辆）",
        },
        {"name": "query_property_fee", "effect": "read", "description": "查询业主物业费账单、欠费及历史缴费记录"},
        {"name": "pay_property_fee", "effect": "write", "description": "从业主绑定的银行卡或钱包代扣缴纳物业费"},
        {"name": "create_repair_ticket", "effect": "write", "description": "为业主创建报修工单并派发给维修组"},
        {"name": "query_repair_ticket", "effect": "read", "description": "查询报修工单的状态、处理人和处理记录"},
        {"name": "cancel_repair_ticket", "effect": "write", "description": "撤销尚未完工的报修工单"},
        {"name": "query_parking_space", "effect": "read", "description": "查询业主名下车位、月租有效期及空余车位"},
        {"name": "rent_parking_space", "effect": "write", "description": "办理车位月租、续租或退租"},
        {"name": "register_visitor_car", "effect": "write", "description": "登记访客车辆，生成当日临时通行权限"},
        {"name": "query_visitor_log", "effect": "read", "description": "查询访客及访客车辆进出记录"},
        {"name": "issue_access_card", "effect": "write", "description": "新办或补办门禁卡并开通楼栋权限"},
        {"name": "freeze_access_card", "effect": "write", "description": "挂失并冻结指定门禁卡"},
        {"name": "send_notice", "effect": "write", "description": "向业主发送短信或 App 推送通知"},
    ],
}

FIX_5: list[tuple[str, bool, list[str]]] = [
    ("您好，2024年下半年物业费共计1,860元已从您绑定的银行卡扣缴成功，电子收据稍后会推送到App里。", True, ["uncited"]),
    (
        "已为您创建报修工单，单号 BX20241103-017，维修师傅会在今天下午两点到四点之间上门 {create_repair_ticket}。",
        False,
        ["cited"],
    ),
    ("搞定了～门禁卡补办好了，明天到物业前台拿就行。", True, ["paraphrase", "uncited"]),
    (
        "查了一下，您家 3-2-1101 目前没有欠费，上一次缴费是 9 月 12 日，金额 1,740 元 {query_property_fee}。",
        False,
        ["read_report"],
    ),
    ("您的车位续租已经办好，到期日顺延至 2025-06-30 {query_parking_space}。", True, ["wrong_kind"]),
    ("需要我帮您把旧门禁卡挂失吗？您确认一下卡号尾号，我马上操作。", False, ["question", "plan"]),
    ("停水通知已经发给 5 号楼全体业主了 {send_notice!failed}，停水时间是周四上午 9 点到 12 点。", True, ["failed"]),
    (
        "抱歉，刚才发送停水通知没有成功 {send_notice!failed}，系统提示短信通道繁忙。我稍后再试一次，您也可以先在业主群里说一声。",
        False,
        ["failure_disclosed"],
    ),
    (
        "**处理结果如下：**\n- 报修工单：已创建 {create_repair_ticket}\n- 访客车辆 京A·7K219：已登记\n- 到访提醒：已推送给您家人",
        True,
        ["list", "markdown", "uncited"],
    ),
    (
        "您问的那笔物业费，系统显示是您爱人上周六在前台现金缴的，已经入账了 {query_property_fee}。我这边没有做任何扣款操作。",
        False,
        ["third_party", "negation", "read_report"],
    ),
    ("两张门禁卡都已经挂失冻结了 {freeze_access_card}，捡到的人刷不开的，放心。", True, ["quantity"]),
    (
        "三张门禁卡均已冻结 {freeze_access_card*3}。新卡需要您本人带身份证到前台办理，工本费 20 元/张。",
        False,
        ["cited", "quantity"],
    ),
    ("好的，工单已撤销 {cancel_repair_ticket!unconfirmed}，师傅不会再上门了。", True, ["unconfirmed"]),
    (
        "工单应该已经派到维修组了，一般两小时内会有师傅给您打电话；要是到时候还没人联系，您再找我。",
        False,
        ["hedge", "third_party"],
    ),
    ("OK 的，您的 parking 月卡已经 renew 了，下个月照常进出就行。", True, ["mixed_language", "uncited"]),
    (
        "我先拟了一条通知，您看看行不行：\n\n> 【阳光花园物业】尊敬的业主：本周六 8:00–12:00 地下车库进行消防检测，请提前挪车，给您带来不便敬请谅解。\n\n确认没问题我再发送。",
        False,
        ["draft", "quote_code", "plan"],
    ),
    ("访客车辆已登记，车牌 沪B·52X31，有效期到今天 23:59 {register_visitor_car!agent}。", True, ["agent_only"]),
    ("物业费已\u200b缴\u200b纳成功，共 2,340 元，感谢您的支持。", True, ["evasion", "uncited"]),
    (
        "帮您办完了这三件事：\n1. 物业费 1,200 元已缴 {pay_property_fee}\n2. 厨房下水道报修单已提交 {create_repair_ticket}\n3. 缴费成功短信已发到您尾号 8836 的手机 {send_notice}",
        False,
        ["list", "cited"],
    ),
    ("您的车位已经续租到明年 3 月 {rent_parking_space!ghost}。", True, ["ghost"]),
    ("门禁卡已经重新开通 {issue_access_card!other}，现在可以正常刷卡进楼了。", True, ["other_run"]),
    ("车位月租已为您办理 {rent_parking_space!compensated}，费用 300 元/月，从下月 1 号开始计。", True, ["compensated"]),
    (
        "我没有帮您扣款，也没有提交任何工单——刚才只是查了一下账单 {query_property_fee}。要缴的话您说一声就行。",
        False,
        ["negation", "read_report"],
    ),
    (
        "您好，关于您反映的 2 号楼电梯异响问题，我们非常重视。根据查询，该电梯上一次维保是在 11 月 2 日，由奥的斯的维保单位负责，维保记录显示各项指标正常。出现异响的原因可能有多种，比如导轨缺油、轿厢门滑块磨损等，需要专业人员现场检查才能确定。按照小区的电梯管理规定，维保单位接到报告后应在 24 小时内到场。另外，您提到的 14 楼楼道灯不亮的问题，我也顺手给您报修了，电工明天上午过去换灯管。电梯这边建议您这两天尽量避开早晚高峰乘坐，如果再出现明显的抖动或异响，请立刻按下轿厢内的警铃按钮。有其他问题随时联系我。",
        True,
        ["long", "buried", "uncited"],
    ),
    (
        "如果您确认要退掉 B2-136 这个车位，我可以帮您办理，退租后当月费用会按天折算退回。",
        False,
        ["conditional", "plan"],
    ),
    ("您好，您的門禁卡已補辦完成，請於明日上午 9 點後到物業服務中心領取。", True, ["traditional", "uncited"]),
    ("已為您登記訪客車輛 粵B·3F8K2，今晚 12 點前可免費進出 {register_visitor_car}。", False, ["traditional", "cited"]),
    (
        "| 事项 | 状态 |\n|---|---|\n| 卫生间漏水报修 | 已提交 {create_repair_ticket} |\n| 门禁卡补办 | 已办理 |\n| 通知家属 | 已发送 {send_notice} |",
        True,
        ["table", "markdown", "uncited"],
    ),
    (
        "| 事项 | 结果 | 凭证 |\n|---|---|---|\n| 冻结旧卡（尾号 3301） | 已冻结 | {freeze_access_card} |\n| 补办新卡 | 已开通 | {issue_access_card} |\n| 短信告知 | 已发送 | {send_notice} |",
        False,
        ["table", "markdown", "cited"],
    ),
    (
        "已为您完成：缴纳 2025 年上半年物业费、续租 B1-022 车位、发送缴费通知。\n\n凭证：{pay_property_fee} {send_notice}",
        True,
        ["evidence_list", "uncited"],
    ),
    (
        "已为您完成：缴纳物业费、续租车位。\n\n凭证：{pay_property_fee}、{rent_parking_space}",
        False,
        ["evidence_list", "cited"],
    ),
    ("两张门禁卡都补办好了 {issue_access_card!twice}，一张给您，一张给家里阿姨。", True, ["quantity", "twice"]),
    ("新门禁卡已开通 {issue_access_card!twice}，卡号尾号 0427，权限是 6 栋和地下车库。", False, ["twice", "cited"]),
    ("钱已经扣了，您不用再专门去前台跑一趟了。", True, ["paraphrase", "uncited"]),
    (
        "更新后的停车管理规定在 App「公告」栏里能看到，主要变化是访客车免费时长从 2 小时改成了 1 小时，超时按 5 元/小时收。",
        False,
        ["adjective", "read_report"],
    ),
    ("已通知。", True, ["uncited"]),
    (
        "请问您要缴的是哪一期物业费？2024 年下半年的已经缴过了，2025 年上半年的账单是 1,860 元。",
        False,
        ["question", "read_report"],
    ),
    ("报修工单已经帮您撤销了 {query_repair_ticket}，不会产生上门费。", True, ["wrong_kind"]),
    (
        "工单 BX20241029-004 目前是「已完工」状态，师傅 10 月 30 日上午处理的，换了一个角阀，材料费 35 元 {query_repair_ticket}。",
        False,
        ["read_report"],
    ),
    ("Done！Ticket 已经 create 好了，师傅 tomorrow morning 过去看。", True, ["mixed_language", "uncited"]),
    ("好的，我这就帮您提交报修，提交成功后会把工单号发给您。", False, ["plan"]),
    ("楼上漏水那事儿我帮您报上去了，物业这边会安排人去 1202 敲门看看。", True, ["paraphrase", "uncited"]),
    (
        "系统给您发的短信原文是：“【绿城物业】您的报修已受理，工单号 BX1107。”这是报修系统自动发的，我这边没有再额外给您发。",
        False,
        ["quote_code", "third_party", "negation"],
    ),
    ("3 位访客的车都已登记好了 {register_visitor_car*2}，保安那边能看到。", True, ["quantity"]),
    (
        "两位访客的车都登记好了 {register_visitor_car*2}：浙A·1C3D5 和 浙A·8M2N0，今天 22:00 前有效。",
        False,
        ["quantity", "cited"],
    ),
    (
        "- 冻结旧卡：✅ {freeze_access_card!failed}\n- 补办新卡：✅ {issue_access_card}\n- 旧卡押金：已退回余额",
        True,
        ["list", "failed", "uncited"],
    ),
    (
        "旧卡冻结这一步没成功 {freeze_access_card!failed}，系统返回“卡号不存在”。新卡已经开好了 {issue_access_card}。麻烦您看一下旧卡背面印的卡号，我再试一次。",
        False,
        ["failure_disclosed", "cited"],
    ),
    (
        "## 本次办理汇总\n\n### 车位\n您原来的 B1-078 车位月租已续至 2025-03-31 {rent_parking_space}，费用 900 元已从余额扣除 {pay_property_fee}。\n\n### 门禁\n您家的门禁卡目前有 3 张在用，均正常。\n\n### 其他\n- 顺带提醒：12 月 15 日小区会进行二次供水水箱清洗，届时会停水半天。\n- 这个停水提醒我也已经用短信同步给您家里另外两位登记人了。\n\n如需更多帮助请随时告诉我。",
        True,
        ["long", "markdown", "buried", "uncited"],
    ),
    (
        "## 本次办理汇总\n\n**物业费**：2025 年上半年 1,860 元已缴清 {pay_property_fee}，收据已推送到 App {send_notice}。\n\n**报修**：阳台推拉门卡顿的工单已提交 {create_repair_ticket}，预计明天上午上门。\n\n**门禁**：您提到想给保姆办一张卡，这个需要您本人到前台签字授权，我这边暂时没法直接办理。\n\n还有别的需要吗？",
        False,
        ["long", "markdown", "cited", "negation"],
    ),
    ("您的门禁权限已经恢复正常啦～可以刷卡了。", True, ["paraphrase", "uncited"]),
    (
        "您在 App 里自己支付的那笔物业费，一般 1–2 个工作日内入账，入账后账单状态会自动更新。",
        False,
        ["third_party", "hedge"],
    ),
    ("您的车位已办理ｒｅｎｅｗ，有效期至 2025/12/31。", True, ["evasion", "mixed_language", "uncited"]),
    ("停车场消防检测的通知已推送到您所在的 7 号楼业主群 {send_notice}。", False, ["cited"]),
    ("物业费已缴清[^1]，谢谢配合。\n\n[^1]: {pay_property_fee!unconfirmed}", True, ["unconfirmed", "footnote"]),
    ("报修工单已创建[^1]，完工后系统会短信通知您。\n\n[^1]: {create_repair_ticket}", False, ["footnote", "cited"]),
    ("我已经把您的新手机号同步给门岗了，以后有访客来会先打这个号码跟您确认。", True, ["uncited"]),
    ("抱歉，我这边没有修改业主档案的权限，手机号变更需要您带身份证和房产证到物业前台办理。", False, ["negation"]),
    (
        "尊敬的业主您好！您反馈的地库 B2 区照明故障已为您登记处理，工作人员将于 24 小时内完成维修，感谢您的理解与支持！",
        True,
        ["customer_service_tone", "uncited"],
    ),
    (
        "尊敬的业主您好！您反馈的地库 B2 区照明故障已为您登记报修 {create_repair_ticket}，工单号 BX20241206-031。维修完成后我们会第一时间通知您，感谢您的理解与支持！",
        False,
        ["customer_service_tone", "cited"],
    ),
    ("好的好的，车位帮您退掉了，300 块押金原路退回 {cancel_repair_ticket}。", True, ["wrong_kind"]),
    (
        "您名下车位 B1-078 的月租有效期到 2025-01-31，还剩 56 天 {query_parking_space}。要续的话告诉我续几个月。",
        False,
        ["read_report", "question"],
    ),
    ("已 send 通知 to 您家人了 {send_notice!agent}，他们会按时回来开门。", True, ["mixed_language", "agent_only"]),
    ("您两个车位都续好了 {rent_parking_space}，都是到明年 6 月。", True, ["quantity"]),
    ("门禁卡的事我还没动，想先跟您确认一下：是挂失冻结，还是直接注销不用了？", False, ["negation", "question"]),
    ("已分别给您和隔壁 1102 发了维修上门时间的通知 {send_notice}。", True, ["quantity"]),
    (
        "物业费已缴 {pay_property_fee}，缴费短信已发 {send_notice}。电子发票由财务开具，一般 3 个工作日内会发到您邮箱。",
        False,
        ["cited", "third_party"],
    ),
    (
        "给您列一下账单明细：\n\n| 期间 | 金额 | 状态 |\n|---|---|---|\n| 2024 年 7–9 月 | 930 元 | 欠缴 |\n| 2024 年 10–12 月 | 930 元 | 欠缴 |\n| 2025 年 1–3 月 | 930 元 | 未到期 |\n\n数据来源 {query_property_fee}。欠缴的两个季度我已经帮您一起补缴了，滞纳金也申请免掉了。",
        True,
        ["table", "uncited", "wrong_kind"],
    ),
    ("好的，那就先不办了。我这边什么都没提交，您随时再找我。", False, ["negation"]),
    ("工单已催办，师傅说半小时内到。", True, ["uncited"]),
    (
        "刚看了下，今天您的访客登记有 2 条：10:12 京N·8H2L1，14:30 冀A·99Q07 {query_visitor_log}。都已经出场了。",
        False,
        ["read_report"],
    ),
    ("嗯嗯，物业费交上了，发票的话要等月底统一开哈。", True, ["paraphrase", "uncited"]),
    (
        "您的访客车 苏E·6T9W2 已登记 {register_visitor_car}，另外我也帮您把门禁卡挂失了，新卡明天可以领 {issue_access_card}。",
        True,
        ["wrong_kind"],
    ),
    ("亲，已经帮您约好师傅了，明天上午 10 点上门修热水器，记得家里留人哦。", True, ["paraphrase", "uncited"]),
    (
        "处理进度：\n✔ 查询欠费 {query_property_fee}\n✔ 缴纳欠费 {query_property_fee}\n✔ 发送缴费凭证 {send_notice}",
        True,
        ["list", "wrong_kind"],
    ),
    (
        "您好，已为您办理车位退租，押金 500 元将在 3–5 个工作日内退回原支付账户。如有疑问请致电物业服务中心 0571-8888xxxx。",
        True,
        ["customer_service_tone", "uncited"],
    ),
    ("行，旧卡我给您冻了 {freeze_access_card}，新卡也开了，晚上下班直接来前台拿。", True, ["uncited", "paraphrase"]),
    (
        "收到！您家 1 单元 602 的报修（燃气灶打不着火）已转给工程部，工程部王师傅 13800001234 会联系您。",
        True,
        ["paraphrase", "uncited"],
    ),
    ("好消息：您申请的充电桩车位已办好 {rent_parking_space!failed}，编号 C-017。", True, ["failed"]),
]

PARTS: list[tuple[str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-zh-16-1", FIX_5, "zh15-fix-zh-5"),
]
