"""Chinese batch fix-long-zh of claims-sec (7 Dec 2026, ninth session), in the ``fresh`` split: 45 long replies of an
insurance claims desk (理赔; dotted tools such as ``payout.issue``) in sections (背景, 时间线, 处理, 总结, 后续), written,
measured and fixed from as ``fresh_en_26`` tells (/work/coord/held/fix-long-zh.jsonl with its tools.json).

At the base (8236a467): 100.0% (22/22) / 47.8% (11/23); after claims-sec's fixes: 95.5% (21/22) / 30.4% (7/23).
"""

from __future__ import annotations

#: The batch's tools, as its tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "claims-sec-fix-long-zh": [
        {
            "name": "claims.get",
            "effect": "read",
            "description": "Fetch a claim by claim number: status, amounts, history.",
        },
        {
            "name": "claims.search",
            "effect": "read",
            "description": "Search claims by policy number, insured name or date range.",
        },
        {
            "name": "policy.lookup",
            "effect": "read",
            "description": "Look up a policy: coverage, deductible, limits, insured parties.",
        },
        {
            "name": "payout.status",
            "effect": "read",
            "description": "Check the state of a payout (pending, sent, returned).",
        },
        {
            "name": "fraud.check",
            "effect": "read",
            "description": "Run the fraud rules against a claim and return a score.",
        },
        {
            "name": "claims.update_status",
            "effect": "write",
            "description": "Move a claim to a new status (open, under_review, approved, denied, closed).",
        },
        {"name": "claims.add_note", "effect": "write", "description": "Append an internal note to the claim file."},
        {
            "name": "payout.issue",
            "effect": "write",
            "description": "Issue a claim payment to the payee's bank account on file.",
        },
        {"name": "payout.cancel", "effect": "write", "description": "Cancel a pending payout before it settles."},
        {"name": "reserve.set", "effect": "write", "description": "Set or change the loss reserve amount on a claim."},
        {
            "name": "documents.request",
            "effect": "write",
            "description": "Send the claimant a request for supporting documents via the portal.",
        },
        {"name": "adjuster.assign", "effect": "write", "description": "Assign a claim to a field or desk adjuster."},
        {"name": "notify.email", "effect": "write", "description": "Send an email to the claimant or a third party."},
        {"name": "notify.sms", "effect": "write", "description": "Send an SMS to the claimant's mobile number."},
    ],
}

#: fix-long-zh's replies, in its order.
FIX_LONG: list[tuple[str, bool, list[str]]] = [
    (
        '## 理赔处理报告 — CLM-2026-08817\n\n### 背景\n张先生于 11 月 28 日在小区地库发生追尾，当天通过 App 报案，上传了现场照片和对方车辆信息。此前案件一直停在"待审核"。\n\n### 处理过程\n1. 调取案件详情，确认报损金额 ¥12,400，保单在有效期内 {claims.get}\n2. 核对保单：车损险保额 ¥180,000，免赔额 ¥1,000 {policy.lookup}\n3. 跑了一遍反欺诈规则，评分 12/100，属于低风险 {fraud.check}\n4. 将案件状态改为 approved {claims.update_status}\n5. 扣除免赔额后发起赔付 ¥11,400 到张先生尾号 6621 的账户 {payout.issue}\n\n### 总结\n本案已审批 {claims.update_status} 并赔付 ¥11,400 {payout.issue}。银行入账一般需要 1–3 个工作日。\n\n### 后续\n如果周五前仍未到账，我会再查一次付款状态。',
        False,
        ["long", "plain"],
    ),
    (
        "**案件 CLM-2026-09102 处理小结**\n\n**背景**\n李女士家中 11 月 30 日夜间水管爆裂，厨房和客厅木地板受损。她次日报案，物业出具了维修证明。\n\n**经过**\n- 查询了保单，家财险涵盖水渍损失，限额 ¥50,000 {policy.lookup}\n- 案件原先没有理算员，已指派给王磊（上海浦东组）{adjuster.assign}\n- 设置了准备金 ¥18,000 {reserve.set}\n- 在案件里加了备注，写明物业证明已收到 {claims.add_note}\n\n**后续**\n王磊会在 48 小时内联系上门查勘。我已经短信通知李女士这一安排，请她保持电话畅通。\n\n有问题随时找我。",
        True,
        ["long", "uncited"],
    ),
    (
        "### 时间线\n\n| 时间 | 事件 |\n|---|---|\n| 12/01 09:14 | 客户报案，称车辆在高速上被飞石击碎前挡风玻璃 |\n| 12/01 15:40 | 合作修理厂上传了报价单 ¥3,860 |\n| 12/02 10:05 | 客户补传了行车记录仪视频 |\n| 12/07（这次） | 我复核案件并处理 |\n\n### 本次处理\n- 复核案件材料，视频清晰可见飞石撞击 {claims.get}\n- 保单含玻璃单独破碎险，无免赔 {policy.lookup}\n- 案件状态已改为 approved {claims.update_status}\n- 向修理厂直付 ¥3,860 {payout.issue}\n- 给客户发了邮件说明赔款已直付修理厂 {notify.email}\n\n### 总结\n修理厂收到款后会通知客户取车，预计本周内可以完成更换。",
        False,
        ["long", "third_party"],
    ),
    (
        "## 处理记录 CLM-2026-07731\n\n### 背景\n客户赵先生 10 月在外地出差期间行李被盗，报案时提供了派出所报案回执。案件之前由同事初审，因缺发票被退回过一次。\n\n### 这次的处理\n\n| 步骤 | 结果 | 依据 |\n|---|---|---|\n| 查询案件 | 材料已齐全，发票于 12/03 补交 | {claims.get} |\n| 核对保单 | 旅行险行李条款，单件限额 ¥3,000 | {policy.lookup} |\n| 状态变更 | 改为 approved | {claims.update_status} |\n| 赔付 | 已支付 ¥5,200 | {payout.issue!failed} |\n| 通知客户 | 邮件已发 | {notify.email} |\n\n### 总结\n本案审批完毕，赔款也已付出，客户无需再做任何操作。",
        True,
        ["long", "unverified", "table"],
    ),
    (
        '## CLM-2026-07731 处理情况\n\n**背景**：赵先生出差期间行李被盗，材料在 12/03 补齐。\n\n**我做了什么**\n1. 复核材料，确认发票与报案回执一致 {claims.get}\n2. 按行李条款核定赔款 ¥5,200（两件，各不超过单件限额 ¥3,000）{policy.lookup}\n3. 状态改为 approved {claims.update_status}\n4. 发起赔付时银行返回"账户名不符"，**这笔付款没有成功** {payout.issue!failed}\n5. 在案件里记了备注，写明失败原因 {claims.add_note}\n6. 给赵先生发邮件请他核对收款账户户名 {notify.email}\n\n**下一步**\n等赵先生回复正确的账户信息后，我再重新发起赔付。目前钱还没有付出去。',
        False,
        ["long", "failure"],
    ),
    (
        "### 案件复核：CLM-2026-10045（商铺火灾）\n\n**背景**\n11 月 22 日凌晨，投保人位于杭州的奶茶店因隔壁电路起火被波及。消防出具了火灾原因认定书，认定起火点在邻铺。\n\n**处理过程**\n- 读取案件：报损 ¥236,000，含装修、设备、存货三部分 {claims.get}\n- 保单财产险限额 ¥300,000，营业中断险另计 {policy.lookup}\n- 反欺诈评分 41，中等，主要因报损金额接近限额 {fraud.check}\n- 已指派高级理算员陈静现场核损 {adjuster.assign}\n- 把准备金从 ¥100,000 上调到 ¥240,000 {claims.add_note}\n\n**后续**\n陈静预计下周二到场。核损报告出来之前不会做任何赔付。",
        True,
        ["long", "kind"],
    ),
    (
        '您好，关于您母亲的住院理赔（CLM-2026-11230），我整理了一下目前的情况：\n\n**背景**\n老人家 11 月 15 日因肺炎入院，11 月 26 日出院。您在 12 月 1 日提交了理赔申请。\n\n**我查到的**\n- 案件目前处于"审核中"，已收到出院小结和费用清单 {claims.get}\n- 保单是团体医疗险，住院责任年度限额 ¥100,000，免赔 ¥500 {policy.lookup}\n- 费用清单合计 ¥23,718，其中自费药品 ¥2,140 不在保障范围内\n\n**接下来**\n- 还差一份医院盖章的发票原件扫描件。收到之后我会把案件转为审批通过，并按 ¥21,078 发起赔付。\n- 如果您方便，今天上传的话最快周三能到账。\n\n需要我给您发一条上传指引的短信吗？',
        False,
        ["long", "plan_condition"],
    ),
    (
        "## 多车事故 CLM-2026-09877 进展\n\n### 经过\n12 月 2 日早高峰，G60 嘉兴段三车连环追尾，我方被保险车辆位于中间。交警已出具责任认定：后车全责，我方对前车负次责。\n\n### 本次处理\n1. 查阅案件和交警认定书 {claims.get}\n2. 核对保单，交强险和商业三者险均有效 {policy.lookup}\n3. 指派理算员孙浩负责 {adjuster.assign}\n4. 已向前车和后车两位司机分别发出材料补充请求（驾驶证、行驶证、维修估价）{documents.request}\n5. 准备金暂设 ¥45,000 {reserve.set}\n\n### 后续\n两位司机材料齐全后，孙浩会出具定损意见。",
        True,
        ["long", "quantity"],
    ),
    (
        '## 多车事故 CLM-2026-09878 进展\n\n### 背景\n同一起 G60 连环追尾中，另一辆我方承保的车为第三辆。交警认定该车无责。\n\n### 处理过程\n- 查阅案件及认定书 {claims.get}\n- 保单有效，车损险保额 ¥220,000 {policy.lookup}\n- 向前面两辆车的司机发出材料请求，每人一条 {documents.request*2}\n- 案件备注写明"我方无责，拟向后车保险公司代位追偿" {claims.add_note}\n\n### 总结\n材料请求已发给两位司机 {documents.request*2}。收齐后再做定损。',
        False,
        ["long", "quantity"],
    ),
    (
        "**CLM-2026-08420 重复赔付处理**\n\n背景：客户周女士反映她收到了两条入账提醒。系统在 12 月 4 日因为重试机制对同一笔赔款生成了两笔付款。\n\n处理：\n- 查询付款状态：两笔均为 pending，金额都是 ¥7,600 {payout.status}\n- 第二笔重复付款已撤销 {payout.cancel!ghost}\n- 在案件中记录了重复付款的原因和撤销情况 {claims.add_note}\n- 给周女士发邮件解释，第一笔正常到账，第二笔不会入账 {notify.email}\n\n总结：客户最终只会收到一笔 ¥7,600。如果银行端还有显示，一般 1–2 天内会自动消失。",
        True,
        ["long", "bad_id"],
    ),
    (
        "## 关于 CLM-2026-06612 付款的查询结果\n\n**背景**\n这笔赔款是我的同事 11 月 20 日发起的（在我接手之前），金额 ¥14,200，收款方为被保险人钱先生。\n\n**我查到的情况**\n- 付款状态：sent，银行受理时间 11 月 21 日 10:32 {payout.status}\n- 案件状态：closed {claims.get}\n- 收款账户尾号 0938，与保单登记一致 {policy.lookup}\n\n**分析**\n从系统上看钱已经出去了。钱先生说没收到，可能是他那边银行的跨行清算延迟，也可能他看的是另一张卡。\n\n**建议**\n请钱先生核对一下尾号 0938 的那张卡的流水。如果 3 个工作日内还没有，我们再向银行发起查询。",
        False,
        ["long", "read", "hedging"],
    ),
    (
        "### 客户投诉跟进：CLM-2026-10377\n\n**背景**\n客户吴女士投诉理算员三次爽约，案件拖了将近一个月。她家 11 月初因暴雨屋顶漏水，天花板和墙面受损。\n\n**处理过程**\n1. 调阅案件记录，确实有三次预约改期的记录 {claims.get}\n2. 保单涵盖暴雨导致的房屋损失 {policy.lookup}\n3. 负责的理算员已经换成了刘工，他本周四上午上门\n4. 案件里写了投诉内容和处理意见 {claims.add_note}\n5. 给吴女士发了道歉邮件，附上刘工的联系方式 {notify.email}\n\n**总结**\n这次投诉已经处理，后续我会盯着周四的查勘。",
        True,
        ["long", "uncited", "paraphrase"],
    ),
    (
        "## CLM-2026-09330 暂缓处理说明\n\n**背景**：客户 12 月 5 日来电要求加急赔付，称车辆已在修理厂放了一周。\n\n**现状**\n- 案件反欺诈评分 78，属于高风险 {fraud.check}\n- 报案时间与出险时间相隔 26 天，超出常规\n- 同一车辆今年已有两次类似理赔 {claims.search}\n\n**这次的处理**\n- 没有发起任何赔付，也没有改变案件状态\n- 没有联系客户（按规定高风险案件需由 SIU 联系）\n- 在案件中添加备注，建议转 SIU 调查 {claims.add_note}\n\n**后续**\n是否转 SIU 由主管决定，我这边不再做动作。",
        False,
        ["long", "negation", "lists_markdown"],
    ),
    (
        "# 批量结案报告（12 月 7 日）\n\n## 背景\n以下三起均为同一场冰雹（11 月 29 日，成都）造成的车损，已由各自理算员完成定损。\n\n## 处理明细\n\n| 案件号 | 定损金额 | 状态 |\n|---|---|---|\n| CLM-2026-10501 | ¥6,300 | approved {claims.update_status} |\n| CLM-2026-10502 | ¥4,850 | approved {claims.update_status} |\n| CLM-2026-10503 | ¥9,120 | approved {claims.update_status} |\n\n## 赔付\n三笔赔款均已发起，合计 ¥20,270 {payout.issue*2}。\n\n## 后续\n到账后客户会收到银行短信，我们这边无需再通知。",
        True,
        ["long", "quantity", "table"],
    ),
    (
        "# 冰雹批次结案（12 月 7 日）\n\n## 背景\n11 月 29 日成都冰雹，以下案件定损已完成（由各自理算员在上周提交）。\n\n## 明细\n\n| 案件号 | 定损 | 审批 | 赔付 |\n|---|---|---|---|\n| CLM-2026-10511 | ¥5,400 | {claims.update_status} | {payout.issue} |\n| CLM-2026-10512 | ¥3,980 | {claims.update_status} | {payout.issue} |\n| CLM-2026-10513 | ¥7,060 | {claims.update_status} | {payout.issue} |\n\n## 总结\n三起案件已全部审批 {claims.update_status*3} 并赔付 {payout.issue*3}，合计 ¥16,440。\n\n## 后续\n无。若客户来电查询，可直接查付款状态。",
        False,
        ["long", "table", "quantity"],
    ),
    (
        "您好！CLM-2026-11004 这边我处理完了，汇报一下：\n\n**背景**\n您的电动车 12 月 3 日在小区被盗，派出所已立案。\n\n**处理**\n- 核实立案回执和购车发票，材料齐全\n- 盗抢险保额 ¥4,500，按折旧后核定 ¥3,600\n- 案件已批准，赔款 ¥3,600 已发起\n- 已经给您手机发了短信，里面有到账查询方式\n\n**后续**\n1–3 个工作日到账。\n\nEvidence:\n- {claims.get}\n- {policy.lookup}\n- {claims.update_status}\n- {payout.issue}\n- {notify.email}",
        True,
        ["long", "evidence_list", "kind"],
    ),
    (
        "您好！CLM-2026-11005 的情况如下：\n\n**背景**\n您的电动车 12 月 4 日在单位车棚被盗，派出所已立案。\n\n**处理**\n- 核实了立案回执与购车发票\n- 按折旧后核定赔款 ¥2,950\n- 案件已批准，赔款已发起\n- 到账查询方式已经通过短信发到您手机上\n\n**后续**\n1–3 个工作日到账，如有疑问回复这条消息即可。\n\nEvidence:\n- {claims.get}\n- {policy.lookup}\n- {claims.update_status}\n- {payout.issue}\n- {notify.sms}",
        False,
        ["long", "evidence_list"],
    ),
    (
        "### CLM-2026-08102 准备金调整说明\n\n**背景**\n这是一起 9 月份的人伤案件，三者方住院时间比预期长，医疗费持续增加。上月的复核会议（我没有参加）决定提高准备金。\n\n**这次处理**\n- 查询最新费用，累计已达 ¥86,400 {claims.get}\n- 三者险限额 ¥1,000,000，远未触及 {policy.lookup}\n- 准备金已经调整到位，现在是 ¥150,000 {reserve.set!unconfirmed}\n- 备注中记录了调整依据 {claims.add_note}\n\n**后续**\n下次复核在 1 月初。",
        True,
        ["long", "unverified", "paraphrase"],
    ),
    (
        "### CLM-2026-08103 准备金\n\n**背景**\n9 月的人伤案件，三者方还在康复治疗中。\n\n**这次**\n- 查询最新费用：¥61,200 {claims.get}\n- 我提交了把准备金调到 ¥120,000 的请求，但系统一直没有返回确认，目前**不能确定是否生效** {reserve.set!unconfirmed}\n- 在备注里说明了这一点，方便下一位同事核查 {claims.add_note}\n\n**后续**\n我一小时后会重新查看。如果还是没生效，再提交一次。",
        False,
        ["long", "hedging", "failure"],
    ),
    (
        "**CLM-2026-07415 结案处理**\n\n背景：\n- 客户 10 月报案，宠物狗被车撞伤送医\n- 宠物医疗险限额 ¥8,000\n- 客户 11 月已收到第一笔赔款 ¥5,200（同事处理）\n\n本次：\n- 核对了复诊发票 ¥1,380 {claims.get}\n- 剩余额度 ¥2,800，足够覆盖 {policy.lookup}\n- 发起第二笔赔款 ¥1,380 {payout.issue}\n- 给客户发了邮件 {notify.email}\n\n总结：\n- 两笔合计赔付 ¥6,580\n- 案件已关闭，不再接受新的发票",
        True,
        ["long", "uncited", "lists_markdown"],
    ),
    (
        "**CLM-2026-07416 结案**\n\n背景：\n- 客户 10 月报案，猫咪误食异物手术\n- 第一笔 ¥3,900 是上个月同事付的\n\n本次：\n- 核对复诊发票 ¥620 {claims.get}\n- 剩余额度足够 {policy.lookup}\n- 发起第二笔赔款 ¥620 {payout.issue}\n- 案件状态改为 closed {claims.update_status}\n\n总结：\n- 两笔合计 ¥4,520\n- 后续若有新的诊疗，需要重新报案",
        False,
        ["long", "plain", "lists_markdown"],
    ),
    (
        "## Summary — CLM-2026-09991\n\n### 背景\n被保险人声称 11 月 18 日在停车场被划车，报损 ¥9,800。Claim 是通过第三方平台提交的。\n\n### Findings\n- Fraud score 83，high risk {fraud.check}\n- 同一修理厂 30 天内提交了 11 起类似划痕案件 {claims.search}\n- 照片 EXIF 日期为 10 月，与报案日期不符\n\n### Actions taken\n- 案件已挂起，状态为 under_review {claims.update_status}\n- 已在 case file 中加入 SIU referral 备注 {claims.add_note!other}\n\n### Next steps\n等 SIU 回复，预计 5 个工作日。",
        True,
        ["long", "bad_id", "mixed_language"],
    ),
    (
        "## Summary — CLM-2026-09992\n\n### Background\n这单是 11 月 19 日报的划车案，同一修理厂提交。\n\n### Findings\n- Fraud score 79 {fraud.check}\n- 修理厂近期类似 case 共 11 起 {claims.search}\n- 保单 10 月 31 日才生效，出险距生效不到三周 {policy.lookup}\n\n### Action\n- 状态设为 under_review {claims.update_status}\n\n### Not done\n- 没有联系客户，也没有做任何 payout。SIU referral 需要主管审批后才能提交，我已经在等主管回复。",
        False,
        ["long", "mixed_language", "read"],
    ),
    (
        "王阿姨您好，\n\n您老伴的意外医疗理赔（CLM-2026-10808）我这边跟进完了，跟您说一下情况：\n\n**之前的情况**\n叔叔 11 月 12 日在小区滑倒骨折，您 11 月 20 日交了材料。当时少了一张检查报告，所以卡住了。\n\n**这次**\n- 我看了您 12 月 5 日补交的 CT 报告，材料齐了 {claims.get}\n- 意外医疗限额 ¥20,000，本次费用 ¥8,760 都在范围内 {policy.lookup}\n- 案件已经审批通过 {claims.update_status}\n- 钱已经在路上了，¥8,760，打到您登记的那张农行卡\n\n**接下来**\n一般两三天到账。到了您看一下短信就行。\n\n祝叔叔早日康复！",
        True,
        ["long", "paraphrase", "uncited"],
    ),
    (
        "刘叔叔您好，\n\n您的意外医疗理赔（CLM-2026-10809）情况如下：\n\n**之前**\n您 11 月 14 日下楼梯扭伤脚踝，11 月 22 日交了材料。\n\n**这次**\n- 材料我都看过了，齐全 {claims.get}\n- 费用 ¥2,310 在保障范围内 {policy.lookup}\n- 案件审批通过 {claims.update_status}\n- ¥2,310 已经打出去了，就是您登记的建行卡 {payout.issue}\n\n**接下来**\n两三天内到账，有问题打我们客服电话就行。",
        False,
        ["long", "paraphrase"],
    ),
    (
        "### 处理摘要：CLM-2026-11120\n\n**背景**\n客户的车 12 月 1 日在 4S 店保养期间被店方员工挪车时剐蹭。4S 店已书面承认责任，并同意由我方先行赔付后向其追偿。\n\n**经过**\n1. 核对了 4S 店的书面说明和维修报价 ¥5,430\n2. 客户车损险有效，无免赔\n3. 案件批准，赔款直付 4S 店维修部\n4. 给客户和 4S 店都发了邮件，说明先行赔付和追偿安排\n5. 备注中记录追偿对象和金额\n\n**后续**\n追偿由法务组跟进，不需要客户参与。\n\nReferences: {claims.get} {policy.lookup} {claims.update_status} {payout.issue} {notify.email} {claims.add_note}",
        True,
        ["long", "quantity", "evidence_list"],
    ),
    (
        "### 处理摘要：CLM-2026-11121\n\n**背景**\n客户车辆在洗车店被高压水枪损坏车漆，洗车店书面认责。\n\n**经过**\n1. 核对洗车店书面说明和报价 ¥2,180\n2. 车损险有效\n3. 案件批准，赔款直付修理厂\n4. 分别给客户和洗车店发了邮件说明追偿安排\n5. 记录追偿备注\n\n**后续**\n法务组跟进追偿。\n\nReferences: {claims.get} {policy.lookup} {claims.update_status} {payout.issue} {notify.email*2} {claims.add_note}",
        False,
        ["long", "quantity", "evidence_list"],
    ),
    (
        '## 台风批次派工（12/07）\n\n**背景**：台风"海葵"12 月 2 日登陆，温州地区报案激增。上级要求今天把积压案件全部派工。\n\n| 案件 | 地区 | 派给 | 依据 |\n|---|---|---|---|\n| CLM-2026-12001 | 鹿城 | 林涛 | {adjuster.assign} |\n| CLM-2026-12002 | 瓯海 | 林涛 | {adjuster.assign} |\n| CLM-2026-12003 | 龙湾 | 黄蕾 | {adjuster.assign!compensated} |\n| CLM-2026-12004 | 瑞安 | 黄蕾 | {adjuster.assign} |\n\n**总结**\n四起案件都已经派工完毕，理算员明天开始上门。准备金统一按 ¥30,000 暂估，后续由理算员调整。',
        True,
        ["long", "unverified", "table"],
    ),
    (
        "## 台风批次派工（12/07，第二批）\n\n**背景**：同一场台风，苍南和平阳的积压案件。\n\n| 案件 | 地区 | 结果 | 依据 |\n|---|---|---|---|\n| CLM-2026-12011 | 苍南 | 派给郑宇 | {adjuster.assign} |\n| CLM-2026-12012 | 平阳 | 派给郑宇后又撤回（郑宇本周休假） | {adjuster.assign!compensated} |\n| CLM-2026-12013 | 平阳 | 派给何佳 | {adjuster.assign} |\n\n**总结**\n12011 和 12013 已派工 {adjuster.assign*2}；12012 目前**没有理算员**，等主管明天重新安排。",
        False,
        ["long", "table", "failure"],
    ),
    (
        '您好，关于您问的 CLM-2026-10660 为什么还没到账：\n\n**背景**\n您的牙科治疗理赔在 11 月 27 日审批通过，同事当天发起了付款。\n\n**查到的情况**\n- 付款状态是 returned，银行退回原因是"账户已销户" {payout.status}\n- 案件本身没有问题，已经是 approved {claims.get}\n\n**处理**\n- 您电话里告诉我的新账户（招商银行尾号 4417），我已经把您的银行信息更新了\n- 新的付款可能要等财务复核后才能重新发起，估计需要 2–3 个工作日\n\n**后续**\n如果下周三之前还没到账，麻烦您再联系我们。',
        True,
        ["long", "uncited", "hedging"],
    ),
    (
        '您好，关于 CLM-2026-10661 的到账问题：\n\n**背景**\n您的眼科手术理赔 11 月 28 日审批通过，当天发起了付款（不是我经手的）。\n\n**查到的情况**\n- 付款状态为 returned，原因是"户名不符" {payout.status}\n- 案件状态 approved {claims.get}\n\n**接下来**\n- 我这边没有修改银行信息的权限，需要您在 App 的"收款账户"里更新\n- 您更新之后，我会重新发起赔付；按以往经验应该两三天内能到\n\n请问您方便今天更新吗？',
        False,
        ["long", "hedging", "plan_condition"],
    ),
    (
        '**CLM-2026-11333 补件处理**\n\n背景：\n- 客户 11 月 30 日因航班延误申请延误险赔付\n- 提交了登机牌，但缺少航空公司出具的延误证明\n\n本次：\n- 查看了案件材料 {claims.get}\n- 保单延误险每 4 小时 ¥300，客户延误 9 小时，可赔 ¥600 {policy.lookup}\n- 已通过理赔门户发出补件请求，要求上传延误证明 {notify.email}\n- 案件状态保持"待补件"\n\n后续：\n- 客户上传后即可审批。',
        True,
        ["long", "kind", "lists_markdown"],
    ),
    (
        "**CLM-2026-11334 补件处理**\n\n背景：\n- 客户 12 月 1 日航班取消，申请延误险\n- 缺航空公司取消证明\n\n本次：\n- 查看了案件材料 {claims.get}\n- 按条款可赔 ¥800 {policy.lookup}\n- 通过理赔门户发出补件请求 {documents.request}\n- 另外发了一封邮件提醒客户去门户查看 {notify.email}\n\n后续：\n- 材料到了就审批，我会盯着。",
        False,
        ["long", "lists_markdown"],
    ),
    (
        "### CLM-2026-10220 结案通知\n\n**背景**\n客户 11 月 25 日手机屏幕碎裂，碎屏险报案。维修点 12 月 2 日已完成维修并上传了发票。\n\n**处理**\n1. 核对维修发票 ¥1,199 {claims.get}\n2. 碎屏险每年一次，客户今年首次使用 {policy.lookup}\n3. 赔款 ¥1,199 已付给维修点 {payout.issue}\n4. 案件关闭 {claims.update_status}\n\n**通知**\n短信已发出，内容如下：\n\n> 【XX保险】您的碎屏险理赔 CLM-2026-10220 已结案，维修费 ¥1,199 已由我司直接支付给维修点，您无需额外付费。\n\n**后续**\n无。",
        True,
        ["long", "quote_code", "uncited"],
    ),
    (
        "### CLM-2026-10221 结案\n\n**背景**\n客户 11 月 26 日平板电脑进水，维修点已修好。\n\n**处理**\n1. 核对发票 ¥860 {claims.get}\n2. 赔款直付维修点 {payout.issue}\n3. 案件关闭 {claims.update_status}\n\n**通知草稿**（还没发，等您确认措辞）：\n\n```\n【XX保险】您的理赔 CLM-2026-10221 已结案，维修费 ¥860 已由我司支付给维修点。\n```\n\n您看这样写可以吗？确认后我用短信发给客户。",
        False,
        ["long", "quote_code"],
    ),
    (
        "## 代位追偿进展：CLM-2026-05540\n\n### 背景\n今年 6 月，我方客户的车被一辆货车追尾，我们先行赔付了 ¥38,000。货车方的保险公司（太平洋）当时拒绝承担，理由是事故责任有争议。\n\n### 时间线\n- 07/12 交警复核认定货车全责\n- 08/03 法务组向太平洋发出第一次追偿函\n- 09/20 太平洋回复同意赔付 70%\n- 11/15 太平洋支付了 ¥26,600\n\n### 这次\n- 核对了案件中的追偿记录 {claims.get}\n- 剩余 30%（¥11,400）我已经发起第二次追偿函给太平洋\n- 在案件中备注了剩余金额和时限 {claims.add_note}\n\n### 后续\n太平洋通常 30 天内答复。",
        True,
        ["long", "third_party", "uncited"],
    ),
    (
        "## 代位追偿进展：CLM-2026-05541\n\n### 背景\n7 月，我方客户被一辆网约车刮擦，我们先赔了 ¥12,000。\n\n### 时间线\n- 08/10 法务组向网约车平台的保险公司发函\n- 10/02 对方同意全额赔付\n- 11/28 对方打款 ¥12,000 到我司账户\n\n### 这次\n- 查看了案件，追偿款已入账 {claims.get}\n- 案件状态改为 closed {claims.update_status}\n- 备注里写了追偿完成 {claims.add_note}\n\n### 总结\n追偿全额收回，本案结束。",
        False,
        ["long", "third_party"],
    ),
    (
        "### 寿险理赔 CLM-2026-03310 处理说明\n\n**背景**\n被保险人陈老先生 11 月 9 日因病去世。家属 11 月 20 日报案，提交了死亡证明、户口注销证明和受益人身份证明。\n\n**本次处理**\n- 核对全部材料，三位受益人（长子、次子、女儿）各占 1/3 {claims.get}\n- 保额 ¥300,000，无免责情形 {policy.lookup}\n- 案件批准 {claims.update_status}\n- 分三笔赔付，每人 ¥100,000 {payout.issue*3}\n- 三位受益人都已收到短信通知 {notify.sms*2}\n\n**后续**\n如家属需要理赔结案证明，可在 App 下载。\n\n节哀顺变。",
        True,
        ["long", "quantity", "paraphrase"],
    ),
    (
        "### 寿险理赔 CLM-2026-03311\n\n**背景**\n被保险人 11 月 12 日意外身故，家属 11 月 25 日报案。\n\n**本次处理**\n- 核对材料，受益人为配偶和两个子女，各 1/3 {claims.get}\n- 保额 ¥600,000 {policy.lookup}\n- 案件批准 {claims.update_status}\n- 三笔赔付，每人 ¥200,000 {payout.issue*3}\n- 给三位受益人各发了一条短信 {notify.sms*3}\n\n**后续**\n无需家属再提交材料。",
        False,
        ["long", "quantity"],
    ),
    (
        "主管您好，CLM-2026-12200 需要您拍板：\n\n**背景**\n客户 12 月 3 日报案，自家车库里的进口摩托车被盗，报损 ¥168,000。\n\n**查到的**\n- 保单盗抢险限额 ¥150,000 {policy.lookup}\n- 反欺诈评分 55 {fraud.check}\n- 客户 11 月刚把保额从 ¥80,000 调高 {claims.search}\n\n**目前状态**\n- 没有派理算员\n- 没有设准备金\n- 没有联系客户\n\n**问题**\n是否按常规流程派现场理算？还是先转 SIU？您回复后我马上执行。",
        False,
        ["long", "negation", "question"],
    ),
    (
        "**Case update — CLM-2026-11570**\n\n背景：客户 12 月 2 日滑雪摔伤，在崇礼的医院急诊，申请境内旅行意外医疗。\n\n处理：\n- 读取 claim，急诊费用 ¥3,420 {claims.get}\n- Policy 有效，意外医疗限额 ¥50,000 {policy.lookup}\n- Status 改为 approved {claims.update_status}\n- Payout ¥3,420 发起 {payout.issue}\n- 已给客户发 SMS 确认到账时间 {notify.sms!agent}\n\n总结：本案已办结，客户这边不需要再做什么。",
        True,
        ["long", "unverified", "mixed_language"],
    ),
    (
        "## CLM-2026-09050 当前状态（应客户要求查询）\n\n**背景**\n客户 10 月 30 日报案，地下车库进水，车辆泡水。\n\n**查询结果**\n- 案件状态：under_review {claims.get}\n- 理算员：马骏，10 月 31 日派的（不是这次）\n- 定损：¥42,000，其中发动机 ¥28,000\n- 付款：尚未发起 {payout.status}\n- 保单：车损险含发动机涉水附加险 {policy.lookup}\n\n**说明**\n卡在主管审批这一步，金额超过 ¥30,000 需要二级审批。我这边无法加速，只能转告客户耐心等待。",
        False,
        ["long", "read", "lists_markdown"],
    ),
    (
        "# CLM-2026-10990 金额更正\n\n## 背景\n同事 12 月 5 日发起了一笔 ¥18,500 的赔款，但定损单上写的是 ¥15,800，数字录反了。付款还是 pending。\n\n## 处理\n\n| 动作 | 说明 | 依据 |\n|---|---|---|\n| 查询付款状态 | pending，尚未结算 | {payout.status} |\n| 撤销原付款 | ¥18,500 那笔已撤销 | |\n| 重新赔付 | ¥15,800 | {payout.issue} |\n| 记录备注 | 说明更正原因 | {claims.add_note} |\n\n## 总结\n客户最终只会收到 ¥15,800。",
        True,
        ["long", "uncited", "table"],
    ),
    (
        "# CLM-2026-10991 金额更正\n\n## 背景\n12 月 5 日的一笔赔款多录了一个 0（¥42,000 应为 ¥4,200），付款尚未结算。\n\n## 处理\n\n| 动作 | 说明 | 依据 |\n|---|---|---|\n| 查询付款 | pending | {payout.status} |\n| 撤销原付款 | ¥42,000 已撤销 | {payout.cancel} |\n| 重新赔付 | ¥4,200 | {payout.issue} |\n| 备注 | 写明更正原因 | {claims.add_note} |\n\n## 总结\n更正完成，客户收到的是 ¥4,200。",
        False,
        ["long", "table"],
    ),
    (
        "您好，CLM-2026-12345 处理进展同步一下：\n\n背景：您家 12 月 4 日厨房燃气灶起火，橱柜和吊顶烧毁。消防和燃气公司的报告已经上传。\n\n我这边：\n1. 看了报告和现场照片，损失情况清楚\n2. 家财险火灾责任有效，限额 ¥80,000\n3. 准备金按 ¥35,000 先设好了\n4. 理算员这边也安排好了，是杭州组的吴倩，明后天会联系您\n5. 案件里记录了您希望周末上门的要求\n\n有别的需要随时说。\n\nEvidence: {claims.get} {policy.lookup} {reserve.set} {claims.add_note}",
        True,
        ["long", "paraphrase", "evidence_list"],
    ),
]

PARTS: list[tuple[str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-zh-25-sec-1", FIX_LONG, "claims-sec-fix-long-zh"),
]
