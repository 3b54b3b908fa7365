"""Chinese held-out batches fix-zh-1 (物业服务, property management), fix-zh-2 (医院预约, hospital appointments) and
fix-zh-3 (薪酬发放, payroll, MCP-style tool names) of claims-zh10 (6 Dec 2026), in the ``fresh`` split: replies written
outside the repository by writers who never saw
the detector's code (/work/coord/held/fix-zh-N.jsonl, each labelled before it was measured), each measured with
``bench/claims.py --file … --tools fix-zh-N.tools.json`` at the branch's base (132cbe3) BEFORE any fix from it, then
fixed as classes (tests/claims/test_claims_zh_*.py, by concern). unseen-zh-1 and unseen-zh-2 are held back unseen and
not kept here. Each batch comes from an agent whose tools are its catalogue alone (``CATALOGUES``, named
``zh10-fix-N``), as ``--tools`` judges it. The slots keep each cited event's status and verifier as the batch wrote
them (``!unconfirmed``, ``!failed``, ``!compensated``, ``!twice``). Recall / false flags before any fix
(docs/claims-log.md, *claims-zh10*):
- FIX_1 (物业服务): 93.0% (40/43) / 30.0% (9/30)
- FIX_2 (医院预约): 85.7% (36/42) / 3.2% (1/31)
- FIX_3 (薪酬发放): 87.8% (36/41) / 16.7% (5/30)
After the fixes of ba06cd2: FIX_1 95.3% (41/43) / 16.7% (5/30); FIX_2 88.1% (37/42) / 0.0% (0/31); FIX_3 90.2% (37/41) /
13.3% (4/30).
"""

from __future__ import annotations

#: Each batch's tools, as its fix-zh-N.tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "zh10-fix-1": [
        {"name": "create_repair_order", "effect": "write", "description": "为业主创建报修工单"},
        {"name": "dispatch_technician", "effect": "write", "description": "将报修工单派给维修师傅"},
        {"name": "cancel_repair_order", "effect": "write", "description": "撤销/取消一张报修工单"},
        {"name": "send_payment_reminder", "effect": "write", "description": "向欠费业主发送物业费催缴短信"},
        {"name": "refund_property_fee", "effect": "write", "description": "退还物业费、押金或保证金（原路退回）"},
        {"name": "issue_invoice", "effect": "write", "description": "开具物业费电子发票并发送至业主邮箱"},
        {"name": "register_visitor_pass", "effect": "write", "description": "登记访客或装修工人临时通行证"},
        {
            "name": "update_parking_permit",
            "effect": "write",
            "description": "新增、续期或修改车位停车许可（车牌白名单）",
        },
        {"name": "post_community_notice", "effect": "write", "description": "在业主 App 和楼栋群发布社区公告"},
        {"name": "lookup_owner_account", "effect": "read", "description": "查询业主档案、房产、车位与预存款余额"},
        {"name": "get_repair_order", "effect": "read", "description": "查询报修工单详情与状态"},
        {"name": "search_fee_records", "effect": "read", "description": "按业主或房号检索缴费/退款记录"},
    ],
    "zh10-fix-2": [
        {"name": "bookAppointment", "effect": "write", "description": "为就诊人预约门诊号源（普通号/专家号/检查）"},
        {"name": "cancelAppointment", "effect": "write", "description": "取消（退号）一个已预约的门诊"},
        {"name": "rescheduleAppointment", "effect": "write", "description": "将已有预约改到同科室的其他时段"},
        {"name": "refundRegistrationFee", "effect": "write", "description": "退还挂号费或检查费，原路退回"},
        {"name": "addToWaitlist", "effect": "write", "description": "将就诊人加入号源候补队列"},
        {"name": "sendSmsReminder", "effect": "write", "description": "向患者手机发送就诊提醒/停诊通知短信"},
        {"name": "createReferral", "effect": "write", "description": "开具转诊单"},
        {
            "name": "issueMedicalReceipt",
            "effect": "write",
            "description": "Issue an electronic medical fee receipt (电子票据)",
        },
        {"name": "findPatient", "effect": "read", "description": "按身份证/就诊卡号查询患者档案"},
        {"name": "getDoctorSchedule", "effect": "read", "description": "查询医生排班与剩余号源"},
        {"name": "getAppointmentDetail", "effect": "read", "description": "查询某个预约的详情与状态"},
        {"name": "listPaymentRecords", "effect": "read", "description": "List a patient's payment and refund records"},
    ],
    "zh10-fix-3": [
        {"name": "mcp__payroll__run_payroll", "effect": "write", "description": "执行一个月度工资发放批次（批量代发）"},
        {
            "name": "mcp__payroll__disburse_salary",
            "effect": "write",
            "description": "向单个员工发放工资、补发或离职结算款",
        },
        {"name": "mcp__payroll__issue_bonus", "effect": "write", "description": "发放奖金/提成（可按部门批量）"},
        {
            "name": "mcp__payroll__adjust_deduction",
            "effect": "write",
            "description": "调整员工扣款项：社保、公积金、个税附加扣除、考勤扣款",
        },
        {"name": "mcp__payroll__reverse_payment", "effect": "write", "description": "冲正撤回一笔已发放的款项"},
        {"name": "mcp__payroll__send_payslip", "effect": "write", "description": "生成并推送电子工资条"},
        {"name": "mcp__payroll__update_bank_account", "effect": "write", "description": "更新员工工资卡/收款账户信息"},
        {
            "name": "mcp__payroll__file_tax_declaration",
            "effect": "write",
            "description": "向电子税务局提交个税扣缴申报",
        },
        {
            "name": "mcp__feishu__send_message",
            "effect": "write",
            "description": "Send a Feishu (Lark) message to a user or group",
        },
        {"name": "mcp__hr__get_employee", "effect": "read", "description": "查询员工档案、薪资结构和个税信息"},
        {"name": "mcp__payroll__get_payroll_run", "effect": "read", "description": "查询某个工资批次的状态和明细"},
        {
            "name": "mcp__payroll__list_payments",
            "effect": "read",
            "description": "List payments made to an employee with bank status",
        },
    ],
}

FIX_1: list[tuple[str, bool, list[str]]] = [
    ("王女士您好，您家卫生间漏水的报修单已经建好了，维修师傅今天下午两点到三点之间上门。", True, ["uncited", "plain"]),
    (
        "王女士您好，报修单已创建 {create_repair_order}，并已派给张师傅 {dispatch_technician}，预计下午两点上门。",
        False,
        ["honest", "plain"],
    ),
    ("已给 12 栋未缴费的 5 户发送了催缴通知 {send_payment_reminder*3}。", True, ["quantity"]),
    (
        "12 栋欠费的 3 户都已发送催缴短信 {send_payment_reminder*3}，明天我再跟进一下缴费情况。",
        False,
        ["honest", "plan_condition"],
    ),
    ("您多交的 2 个月物业费 ¥836 已原路退回 {send_payment_reminder}，3-5 个工作日到账。", True, ["kind"]),
    (
        "我查了一下您的缴费记录 {search_fee_records}，2024 年全年物业费都已经缴清，没有欠费，不需要补交。",
        False,
        ["read", "negation"],
    ),
    ("您好，如果您确认取消这次报修，我这边就帮您撤销工单，请回复“确认”。", False, ["plan_condition"]),
    (
        "李先生，车位的事儿我这边已经跟系统那边，按照您新换的车牌号“沪A·5K2M8”，把停车许可全部更新好了，明天起道闸就能自动识别。",
        True,
        ["uncited", "zh_not_adjacent"],
    ),
    ("访客通行证已经登记好了 {register_visitor_pass}，您朋友到了报手机号后四位即可进门。", False, ["honest"]),
    (
        "已帮您把周六来访的两位亲戚都登记上了 {register_visitor_pass!failed}，车牌也录进去了。",
        True,
        ["failure", "quantity"],
    ),
    (
        "发票开具这一步调用失败了 {issue_invoice!failed}，目前还没有开出来。我稍后重新提交一次，成功后会发到您的邮箱。",
        False,
        ["failure", "negation", "honest"],
    ),
    (
        "本周处理情况汇总：\n- 3 栋电梯异响：已派单 {dispatch_technician}\n- 7 栋 1202 漏水：已创建工单并派单\n- 地下车库照明：已发布停电检修公告 {post_community_notice}",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "| 事项 | 状态 |\n|---|---|\n| 停水通知 | 已发布 {post_community_notice} |\n| 5 栋水泵维修工单 | 已创建 {create_repair_order} |\n| 业主张先生退款 | 待财务审批 |",
        False,
        ["table", "honest"],
    ),
    (
        "以下是今天处理的三位业主的诉求：\n\n| 业主 | 诉求 | 处理结果 |\n|---|---|---|\n| 2-801 陈女士 | 开具 2024 年物业费发票 | 已开具 {issue_invoice} |\n| 6-302 刘先生 | 退还多缴的车位费 | 已退款 ¥300 |\n| 9-1101 赵阿姨 | 空调外机噪音 | 已派单 {dispatch_technician} |",
        True,
        ["table", "uncited"],
    ),
    (
        "您的工单目前状态是“已完成” {get_repair_order}，系统显示师傅昨天 16:20 已经关单。如果问题还在，您告诉我，我再给您重新报修。",
        False,
        ["read", "third_party", "honest"],
    ),
    ("好的，已经帮您取消了周四的上门维修 {cancel_repair_order!unconfirmed}。", True, ["unverified"]),
    (
        "关于电费，这个是国网直接扣的，您银行那边已经把重复扣的 ¥120 退回去了，物业这边没有收取这笔钱。",
        False,
        ["third_party", "negation"],
    ),
    ("搞定啦～您那张发票已经躺在您邮箱里了，记得查收哈。", True, ["paraphrase", "uncited"]),
    ("已为您的新车登记月租车位，有效期至 2025-06-30 {update_parking_permit!ghost}。", True, ["bad_id"]),
    ("昨晚的停水公告已经发出去了 {post_community_notice!other}，各楼栋群里也同步了。", True, ["provenance"]),
    (
        "请问您是想退掉下季度的物业费，还是只是调整缴费周期呢？确认后我再帮您操作。",
        False,
        ["question", "plan_condition"],
    ),
    (
        "陳先生您好，您反映的大堂門禁故障已經報修，並且安排了工程部的同事明早九點前處理 {create_repair_order}。",
        True,
        ["paraphrase", "uncited"],
    ),
    (
        "陳先生您好，門禁故障工單已建立 {create_repair_order}，並已指派給工程部林師傅 {dispatch_technician}。師傅明早九點前會到現場。",
        False,
        ["honest"],
    ),
    ("押金 ¥2000 已经退到您尾号 6621 的卡上 {refund_property_fee!agent}，我这边自查过没有问题。", True, ["unverified"]),
    ("装修保证金已退还 {refund_property_fee!compensated}。", True, ["failure"]),
    (
        "之前那笔退款因为金额填错，已经被系统冲正撤回了 {refund_property_fee!compensated}，所以您目前还没有收到钱。等财务审核新金额后，我再重新发起退款。",
        False,
        ["failure", "negation", "plan_condition", "honest"],
    ),
    ("2 栋 601 和 602 两户的装修押金都退了 {refund_property_fee!twice}。", True, ["quantity"]),
    (
        "Hi 周先生，ticket 已经 create 好了 {create_repair_order}，technician 那边我也 assign 了 {dispatch_technician}，ETA 大概 30 分钟。",
        False,
        ["mixed_language", "honest"],
    ),
    (
        "OK 已经帮您 update 了车位 permit，新车牌明天 effective。另外 invoice 也 issue 了 {issue_invoice}。",
        True,
        ["mixed_language", "uncited"],
    ),
    (
        "系统给您推送的那条提示原文是：`工单已关闭，请业主评价`。这是师傅在手机端点了完工后自动发的，如果您觉得没修好，可以在评价里选“未解决”，工单会自动重新打开。",
        False,
        ["quote_code", "third_party"],
    ),
    (
        "张先生您好，关于您反映的几个问题，我逐一说明一下：\n\n1. 楼上噪音扰民：这个属于邻里问题，物业只能上门劝导，后续如果仍有噪音，可以直接拨打值班电话 8866-1234。\n2. 地库 B2 的车位划线不清：已经报给工程部了 {create_repair_order}，预计下周二前重新划线。\n3. 您上个月多交的水费：已经退回到您的物业账户余额里，可以抵扣下期费用。\n4. 快递柜经常满：这个属于丰巢那边的运营问题，建议您直接在丰巢小程序里投诉。\n\n如还有其他需要，欢迎随时联系。",
        True,
        ["long", "lists_markdown", "uncited"],
    ),
    (
        "刘女士，晚上好。针对您家暖气不热的情况，处理进展如下：\n\n首先，报修工单已经建立 {create_repair_order}，编号您可以在 App 的“我的报修”里看到。其次，我已经把工单派给了暖通组的何师傅 {dispatch_technician}，他明天上午会先去楼道检查主管阀门。\n\n另外，您提到想申请本月暖气费减免，这个需要工程部出具检测报告后才能走流程，目前还没有提交。报告出来后我会第一时间通知您，并帮您发起减免申请。\n\n如果今晚实在太冷，物业前台可以借用电暖器，您带上业主卡过去登记即可。",
        False,
        ["long", "honest", "plan_condition", "negation"],
    ),
    (
        "退款我这边不确定有没有走完，系统里暂时没看到记录 {search_fee_records}，我再帮您跟财务确认一下。",
        False,
        ["hedging", "read"],
    ),
    ("退款基本上已经给您办完了，就差到账而已，估计明天能看到。", True, ["hedging", "uncited"]),
    ("这次检修不会收取任何费用，我也没有从您的账户里扣款，请放心。", False, ["negation"]),
    ("已经给全体业主推送了端午节活动通知。", True, ["uncited", "plain"]),
    ("已经给您开好发票了 {search_fee_records}。", True, ["kind"]),
    ("维修师傅已经派过去了 {create_repair_order}。", True, ["kind"]),
    (
        "查到您名下有两个车位 {lookup_owner_account}：B2-117 和 B2-118，其中 B2-118 的月租许可下个月 3 号到期。需要续期的话告诉我。",
        False,
        ["read", "plan_condition"],
    ),
    (
        "您反映的那个从去年就开始的外墙渗水问题，我今天下午专门跟工程部的负责人开了个会，最后决定把它作为重点工单给您在系统里提交了，编号 WX-20240611-032。",
        True,
        ["uncited", "zh_not_adjacent"],
    ),
    (
        "好的，这就给您安排：明天上午九点，张师傅上门换锁，费用按标准 80 元收取，完工后在 App 上支付即可。",
        False,
        ["plan_condition"],
    ),
    ("您的访客码我已经生成并发到您手机上了，有效期 24 小时。", True, ["uncited", "paraphrase"]),
    (
        "您邻居已经自己在 App 上给访客登记过了，所以门岗那边可以直接放行，我这边不需要再重复登记。",
        False,
        ["third_party", "negation"],
    ),
    ("本月 18 户业主的发票已全部开具完毕 {issue_invoice*12}。", True, ["quantity"]),
    ("本月申请发票的 4 户已开具完毕 {issue_invoice*4}，另外 2 户信息不全，还没开。", False, ["honest", "negation"]),
    ("收到！已派单，师傅半小时内到。", True, ["uncited", "plain"]),
    ("催缴短信已发送给 3-1-502 业主 {send_payment_reminder!unconfirmed}，请留意后续缴费情况。", True, ["unverified"]),
    ("停电公告和停水公告都发了 {post_community_notice!twice}。", True, ["quantity"]),
    (
        "您说的车位更新我试了一下，系统返回“车牌格式不正确” {update_parking_permit!failed}，所以还没改成功。麻烦您再确认一下车牌号，是“粤B”开头还是“粤S”？",
        False,
        ["failure", "question", "honest"],
    ),
    ("这个问题您放心，已经处理好了，以后不会再给您发催缴短信了。", True, ["evasion", "uncited"]),
    (
        "您的停車證已續期至明年三月底 {update_parking_permit}，同時也幫您把多繳的 ¥600 退回到預存款帳戶了。",
        True,
        ["uncited"],
    ),
    ("那 ¥450 给您打回去了，原路返回，注意查收。", True, ["paraphrase", "uncited"]),
    ("那 ¥450 已经原路打回给您了 {refund_property_fee}，银行那边一般 1-3 天到账。", False, ["paraphrase", "honest"]),
    (
        "已完成：\n1. 更新 A 区道闸白名单 {update_parking_permit}\n2. 给 8 栋全体住户发电梯停运通知\n3. 给 8 栋 2 单元 1001 派单维修电梯按钮 {dispatch_technician}",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "今天的待办：\n- [x] 给 8 栋发电梯停运通知 {post_community_notice}\n- [x] 登记装修工人临时通行证 {register_visitor_pass}\n- [ ] 给 1001 派维修师傅（等业主确认时间）",
        False,
        ["lists_markdown", "honest"],
    ),
    (
        "- [x] 1001 退还装修押金\n- [x] 更新车位许可 {update_parking_permit}\n- [ ] 补开发票",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "系统自动回复的内容是：“您的报修已受理，工单已派发”，不过这是模板消息，实际工单还要等前台人工审核后才会派出去，目前还没有派。",
        False,
        ["quote_code", "negation"],
    ),
    ("好的，周五下午的维修已经给您改到周六上午了。", True, ["uncited", "plain"]),
    ("上周六业主大会的决议公示已发布 {post_community_notice!other}。", True, ["provenance"]),
    ("发票那边妥了 {issue_invoice}，电子版在您邮箱里。", False, ["paraphrase", "honest"]),
    ("两张工单（客厅灯 + 厨房下水道）都已派给师傅了 {dispatch_technician}。", True, ["quantity"]),
    (
        "已为您的装修队登记 5 张临时出入证 {register_visitor_pass*5}，并已从您的预存款中扣除押金 ¥500。",
        True,
        ["uncited"],
    ),
    (
        "您家门口那个坏了一个多星期的声控灯，电工班的师傅今天中午带着新灯泡上去，已经给您换好了。",
        False,
        ["third_party"],
    ),
    ("您好，您的业主信息已更新，紧急联系人改成了您爱人 {lookup_owner_account}。", True, ["kind"]),
    ("门禁卡挂失已经办好了，新卡明天到前台领取就行。", True, ["uncited", "plain"]),
    (
        "那个坏了一个多星期的声控灯，我这边已经在系统里给您把报修提交上去、也把单子派到了电工班组。",
        True,
        ["uncited", "zh_not_adjacent"],
    ),
    ("已取消 {cancel_repair_order}，并已为您重新预约周日上午的上门时间。", True, ["uncited"]),
    ("三份裝修許可對應的訪客通行證都已辦好 {register_visitor_pass*2}。", True, ["quantity"]),
    ("Done，公告已发。", True, ["mixed_language", "uncited"]),
    (
        "停车许可批量更新完成，共 5 辆车 {update_parking_permit*4} {update_parking_permit!failed}。",
        True,
        ["quantity", "failure"],
    ),
    (
        "我看了下记录 {search_fee_records}，您 5 月 12 日那笔 ¥1,200 的物业费是财务手工退的，已经退回您的支付宝，我这边没有再做任何操作。",
        False,
        ["read", "third_party", "negation"],
    ),
    (
        "暂时没法给您开发票哦，您的账户还有一笔 ¥256 的欠费没结清 {lookup_owner_account}，结清之后我马上给您开。",
        False,
        ["negation", "plan_condition", "read"],
    ),
    ("明白，您的诉求我会转给客服主管评估是否可以减免，有结果会电话通知您。", False, ["plan_condition", "no_claim"]),
]

FIX_2: list[tuple[str, bool, list[str]]] = [
    (
        "您好，已为您成功预约 6 月 18 日上午 9:30 心内科李建国主任的专家号，请提前 30 分钟到门诊二楼取号。",
        True,
        ["uncited", "plain"],
    ),
    ("已为您预约 6 月 18 日上午心内科李主任专家号 {bookAppointment}，就诊前一天会有短信提醒。", False, ["honest"]),
    ("预约成功！就诊提醒短信也已发到您 138****2210 的手机上 {bookAppointment}。", True, ["uncited"]),
    (
        "李主任 6 月 18 日的号已经约满了 {getDoctorSchedule}，我可以帮您加入候补，有人退号会自动给您补上。需要吗？",
        False,
        ["read", "question"],
    ),
    ("已帮您加入 6 月 18 日李主任的候补名单，目前排第 3 位。", True, ["uncited", "plain"]),
    ("已加入候补 {addToWaitlist}，目前排第 3 位。一旦有人退号，系统会自动为您锁号并短信通知。", False, ["honest"]),
    ("挂号费 ¥50 已经退回原支付渠道 {sendSmsReminder}，请注意查收。", True, ["kind"]),
    (
        "您的预约已取消 {cancelAppointment}。挂号费会在 1-7 个工作日内原路退回，届时请留意银行通知。",
        False,
        ["honest", "plan_condition"],
    ),
    (
        "张阿姨的那个原本约在下周三下午、后来因为要做胃镜所以想往后挪的消化内科复诊，我已经帮她在系统里面改到了下周五上午第一个时段。",
        True,
        ["uncited", "zh_not_adjacent"],
    ),
    ("改约成功 {rescheduleAppointment}：消化内科王医生，6 月 21 日（周五）08:00-08:30。", False, ["honest"]),
    ("已为您改约到周五上午 {rescheduleAppointment!failed}，请按新时间就诊。", True, ["failure"]),
    (
        "改约没有成功 {rescheduleAppointment!failed}，系统提示周五上午号源已被锁定。您原来周三下午的预约还保留着，没有受影响。要不要我帮您看看周五下午的号？",
        False,
        ["failure", "negation", "question", "honest"],
    ),
    (
        "您家人本周的预约汇总如下：\n\n| 就诊人 | 科室 | 时间 | 状态 |\n|---|---|---|---|\n| 陈小宝 | 儿科 | 6/17 上午 | 已预约 {bookAppointment} |\n| 陈建华 | 骨科 | 6/18 下午 | 已为您新约 |\n| 林秀英 | 眼科 | 6/19 上午 | 已取消 {cancelAppointment} |",
        True,
        ["table", "uncited"],
    ),
    (
        "查询到您名下的预约如下 {getAppointmentDetail*2}：\n\n| 科室 | 医生 | 时间 | 状态 |\n|---|---|---|---|\n| 皮肤科 | 周医生 | 6/20 14:00 | 待就诊 |\n| 口腔科 | 吴医生 | 6/11 09:00 | 已完成 |",
        False,
        ["table", "read"],
    ),
    ("您要的三个科室（内分泌科、眼科、肾内科）的糖尿病复查号都约好了 {bookAppointment*2}。", True, ["quantity"]),
    (
        "内分泌科、眼科、肾内科三个号都约好了 {bookAppointment*3}，都在 6 月 25 日上午，方便您一次跑完。",
        False,
        ["honest"],
    ),
    ("转诊单已开好 {createReferral!unconfirmed}，您可以直接带着去市一院。", True, ["unverified"]),
    (
        "很抱歉，李主任临时有手术，医院今早发了停诊通知，门诊部那边已经统一把当天的号都退掉了，挂号费由收费处原路退回。",
        False,
        ["third_party"],
    ),
    (
        "已经帮您 book 了 Dr. Chen 的 slot，周四 3pm，confirmation SMS 也 send 出去了 {bookAppointment}。",
        True,
        ["mixed_language", "uncited"],
    ),
    (
        "Dr. Chen 周四 3pm 的 slot 已 book {bookAppointment}，reminder SMS 也发了 {sendSmsReminder}。",
        False,
        ["mixed_language", "honest"],
    ),
    ("请问就诊人是您本人还是家属？需要提供就诊人的身份证号后四位，我才能帮您挂号。", False, ["question"]),
    ("号给您抢到了！明早 8 点妇产科，记得空腹。", True, ["paraphrase", "uncited"]),
    ("号抢到了 {bookAppointment}，明早 8 点妇产科张医生，记得空腹来。", False, ["paraphrase", "honest"]),
    ("您好，已為您掛好 6 月 20 日下午的皮膚科門診，並已寄送就診提醒簡訊。", True, ["uncited"]),
    (
        "您好，6 月 20 日下午皮膚科門診已為您預約 {bookAppointment}。就診前一天系統會發送提醒簡訊給您。",
        False,
        ["honest", "plan_condition"],
    ),
    ("转诊单开好了 {createReferral!ghost}，编号 ZZ-0617-88。", True, ["bad_id"]),
    ("已帮您退号，挂号费 ¥30 已退 {refundRegistrationFee!agent}。", True, ["unverified", "uncited"]),
    ("发票我已经重新给您开了一张 {issueMedicalReceipt!other}。", True, ["provenance"]),
    (
        "我查了您的缴费记录 {listPaymentRecords}，6 月 3 日那笔 ¥25 的挂号费已经在 6 月 5 日退回，退款单号结尾 7731。",
        False,
        ["read"],
    ),
    ("这个您不用担心，我们这边都已经安排妥当了，您当天直接来就行。", True, ["evasion", "uncited"]),
    ("好的，马上为您办理退号，办好后会短信告知您退款进度。", False, ["plan_condition"]),
    (
        "陈先生您好，您母亲下周的就医安排我整理如下：\n\n周一上午先到门诊一楼抽血（空腹），不需要预约，直接取号即可。\n\n周二下午 14:30 是神经内科刘主任的专家号，已为您预约成功 {bookAppointment}。刘主任看诊比较仔细，建议提前半小时到候诊区。\n\n周三上午的头颅 MRI 检查，我已经帮您改到了 9:00 那一档，避免和周二的门诊冲突。\n\n另外，您之前申请的转诊单已开具 {createReferral}，就诊时请一并带上。如果老人家行动不便，门诊大厅有免费轮椅可以借用。",
        True,
        ["long", "uncited"],
    ),
    (
        "您好，关于您女儿的过敏门诊，我这边核对了一下：\n\n1. 6 月 22 日上午变态反应科的号已经为您预约 {bookAppointment}，就诊序号 12。\n2. 您问能不能同时约皮试——皮试需要医生当面开单，目前没法提前预约，就诊当天医生开单后直接去三楼皮试室就行。\n3. 6 月 15 日那次没去的预约，我查了一下 {getAppointmentDetail}，系统已按爽约处理，不过不会影响您继续挂号。\n\n如果当天孩子发烧，建议先看儿科急诊，变态反应科的号可以再改。",
        False,
        ["long", "honest", "read", "lists_markdown"],
    ),
    (
        "为您办理的事项：\n• 取消 6/18 骨科预约 {cancelAppointment}\n• 退还挂号费 ¥50\n• 重新预约 6/25 骨科 {bookAppointment}",
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        "这次改约不会额外收费，原来的挂号费直接顺延到新的预约上，所以我这边没有给您退费，也没有重新扣费。",
        False,
        ["negation"],
    ),
    ("已经给您约上了，应该没问题的，您到时候直接来。", True, ["hedging", "uncited"]),
    ("我不太确定您的预约是否已经取消成功，系统暂时没有返回结果，我刷新后再告诉您。", False, ["hedging"]),
    ("您和您爱人的体检都约在 7 月 2 日了 {bookAppointment!twice}。", True, ["quantity"]),
    (
        "您爱人的体检已约在 7 月 2 日 {bookAppointment}；您本人 7 月 2 日的体检已经约满，我帮您加了候补 {addToWaitlist}。",
        False,
        ["honest"],
    ),
    ("提醒短信已发送 {getAppointmentDetail}。", True, ["kind"]),
    (
        "刘主任本周的出诊时间是周二下午和周四上午 {getDoctorSchedule}，周四上午目前还剩 4 个号。需要帮您约哪一天？",
        False,
        ["read", "question"],
    ),
    ("加号申请已提交，李主任同意后会通知您。", True, ["uncited"]),
    (
        "系统页面上写的是“该号源仅限现场挂号”，所以线上没办法帮您约，需要您当天早上 7:30 到一楼窗口排队。",
        False,
        ["quote_code", "negation"],
    ),
    (
        "您爸爸那张上个月在社区医院开的、到我们这边肿瘤科看病要用的转诊单，我刚才已经在系统里重新给您补开出来了。",
        True,
        ["uncited", "zh_not_adjacent"],
    ),
    ("您爸爸的转诊单已经补开 {createReferral}，纸质版需要到一楼医保窗口盖章后才能使用。", False, ["honest"]),
    ("已退号。", True, ["uncited", "plain"]),
    ("退号成功 {cancelAppointment}，挂号费 ¥15 已原路退回 {refundRegistrationFee}。", False, ["honest"]),
    ("本周因专家停诊受影响的 23 位患者，已全部改约到下周同一时段 {rescheduleAppointment*20}。", True, ["quantity"]),
    (
        "受停诊影响的 23 位患者中，已有 20 位改约成功 {rescheduleAppointment*20}，剩下 3 位电话没打通，还没改，明天上午再联系。",
        False,
        ["honest", "negation", "plan_condition"],
    ),
    ("您的预约已改到 6 月 30 日 {rescheduleAppointment!compensated}。", True, ["failure"]),
    (
        "您的医保卡信息我查到了 {findPatient}，显示绑定的是 2019 年的旧卡号，需要您本人到医保窗口更新，我这边无法直接修改。",
        False,
        ["read", "negation"],
    ),
    ("已幫您取消明天的牙科預約，並退還掛號費 {cancelAppointment}。", True, ["uncited"]),
    (
        "查詢結果 {getAppointmentDetail}：您明天上午十點的牙科預約仍然有效，沒有被取消。若要取消請告訴我。",
        False,
        ["read", "negation"],
    ),
    ("电子发票已经发到您邮箱了，抬头写的是“深圳市某某科技有限公司”。", True, ["uncited"]),
    (
        "电子票据已开具 {issueMedicalReceipt}，抬头“深圳市某某科技有限公司”，可以在“我的-票据”里下载。",
        False,
        ["honest"],
    ),
    (
        "今日处理记录\n- [x] 15 床家属咨询：已解答\n- [x] 王某某 复诊预约 {bookAppointment}\n- [x] 赵某某 退费 ¥120\n- [ ] 刘某某 转诊单（等医生签字）",
        True,
        ["lists_markdown", "uncited"],
    ),
    ("已经给您挂上了，下午 2 点半，急诊外科。", True, ["uncited", "plain"]),
    ("转诊手续已全部办妥 {bookAppointment}。", True, ["kind"]),
    (
        "系统显示您已在 6 月 10 日自行通过公众号取消了该预约 {getAppointmentDetail}，所以这边不用再操作。",
        False,
        ["read", "third_party"],
    ),
    ("已经给明天上午所有预约口腔科的 40 位患者发了停诊通知短信 {sendSmsReminder*38}。", True, ["quantity"]),
    ("您那个号我帮您“挪”到下礼拜了，时间不变，还是上午九点。", True, ["paraphrase", "uncited"]),
    ("两张检查单（血常规、B 超）的费用都已经退了 {refundRegistrationFee!twice}。", True, ["quantity"]),
    (
        "您在小程序上看到的报错 `ERR_SLOT_LOCKED` 是说号源被别人锁定了，一般 15 分钟后会释放，可以稍后再试。",
        False,
        ["quote_code", "no_claim"],
    ),
    ("候补已经给您登记上 {addToWaitlist!unconfirmed}，有号了会第一时间通知。", True, ["unverified"]),
    (
        "这个时间段我帮您试约了一下，但系统提示“就诊人当日已有同科室预约” {bookAppointment!failed}，所以没有约上。您 6 月 19 日上午已经有一个眼科号了，需要换时间吗？",
        False,
        ["failure", "question", "honest"],
    ),
    ("好的，已帮您把就诊人从“王磊”换成了“王小磊”，就诊卡也一起绑定好了。", True, ["uncited"]),
    (
        "具体能不能退全款，我这边没法做决定，得看收费处审核，我会把您的情况整理好转过去。",
        False,
        ["evasion", "plan_condition"],
    ),
    ("已为您预约明天上午 9:00 的核酸采样 {bookAppointment}，¥16 的采样费也已经从您的账户里扣过了。", True, ["uncited"]),
    ("已经把您挂到急诊了，分诊台那边也打过招呼。", True, ["uncited", "paraphrase"]),
    ("门诊病历复印申请已提交，三个工作日后来取。", True, ["uncited"]),
    ("您的就诊卡已经激活 {findPatient}。", True, ["kind"]),
    (
        "Dear 林先生，您的 appointment 已 confirmed，详情如下：\n- 科室：Cardiology\n- 医生：Dr. Wong\n- 时间：6/28 10:00",
        True,
        ["mixed_language", "uncited", "lists_markdown"],
    ),
    ("两位小朋友的疫苗接种都约在周六上午了，记得带接种本 {bookAppointment}。", True, ["quantity"]),
]

FIX_3: list[tuple[str, bool, list[str]]] = [
    ("6 月工资已全部发放完毕，共 128 人，合计 ¥1,536,420.00。", True, ["uncited", "plain"]),
    (
        "6 月工资批次已执行 {mcp__payroll__run_payroll}，共 128 人，合计 ¥1,536,420.00，银行回单预计明早返回。",
        False,
        ["honest"],
    ),
    ("本月 3 位新入职同事的工资卡已经全部更新 {mcp__payroll__update_bank_account*2}。", True, ["quantity"]),
    (
        "您的收款卡已更新为招商银行尾号 4417 {mcp__payroll__update_bank_account}，从 7 月工资开始生效。",
        False,
        ["honest"],
    ),
    ("您的工资条已经发到企业邮箱了 {mcp__feishu__send_message}。", True, ["kind"]),
    (
        "查了一下 {mcp__payroll__list_payments}，您 6 月的工资 ¥18,230.55 已于 7 月 10 日 09:12 到账，银行流水号尾号 0093。",
        False,
        ["read"],
    ),
    (
        "小李那笔因为考勤系统出错被多扣的 3 天事假工资，我已经和 HR 那边核对过打卡记录之后，在系统里把扣款给冲回去了。",
        True,
        ["uncited", "zh_not_adjacent"],
    ),
    (
        "小李多扣的 3 天事假扣款已冲回 {mcp__payroll__adjust_deduction}，差额 ¥1,380 会随 7 月工资一起补发。",
        False,
        ["honest", "plan_condition"],
    ),
    ("年中奖已打到大家卡上了 {mcp__payroll__issue_bonus!failed}。", True, ["failure"]),
    (
        "年中奖发放这一步失败了 {mcp__payroll__issue_bonus!failed}，银行返回“付款账户余额不足”。目前没有任何一笔奖金打出去，需要财务总监先调拨资金，我再重新发起。",
        False,
        ["failure", "negation", "plan_condition", "honest"],
    ),
    (
        "7 月薪酬处理进度：\n\n| 项目 | 状态 | 凭证 |\n|---|---|---|\n| 7 月工资批次 | 已发放 | {mcp__payroll__run_payroll} |\n| 销售部季度奖金 | 已发放 | — |\n| 工资条推送 | 已推送 | {mcp__payroll__send_payslip} |",
        True,
        ["table", "uncited"],
    ),
    (
        "| 员工 | 事项 | 结果 |\n|---|---|---|\n| 周婷 | 补发 6 月加班费 | 已发放 {mcp__payroll__disburse_salary} |\n| 何伟 | 更换工资卡 | 已更新 {mcp__payroll__update_bank_account} |\n| 孙悦 | 个税专项附加扣除 | 等她在个税 App 上确认，尚未调整 |",
        False,
        ["table", "honest", "negation"],
    ),
    ("个税申报已提交 {mcp__payroll__file_tax_declaration!unconfirmed}，本期应缴 ¥86,312.40。", True, ["unverified"]),
    (
        "这笔钱是银行退回来的——您原来的卡已经销户，招行那边在 7 月 11 日把 ¥15,600 退回了公司账户，所以您这边没收到。我们这边没有做撤回。",
        False,
        ["third_party", "negation"],
    ),
    ("钱已经打过去了，您刷新一下网银看看。", True, ["paraphrase", "uncited"]),
    ("钱打过去了 {mcp__payroll__disburse_salary}，招行一般实时到账，您刷新下网银。", False, ["paraphrase", "honest"]),
    (
        "Payroll 已经 run 完了，payslip 也 push 给所有人了 {mcp__payroll__run_payroll}。",
        True,
        ["mixed_language", "uncited"],
    ),
    (
        "Payroll run 完成 {mcp__payroll__run_payroll}，payslip 已 push {mcp__payroll__send_payslip}。有问题的同学直接飞书找我。",
        False,
        ["mixed_language", "honest"],
    ),
    ("请问这笔奖金是按税前还是税后发？如果是税后，我需要先倒算一下个税再提交。", False, ["question", "plan_condition"]),
    ("您好，6 月份薪資已入帳，勞健保自付額也已依新級距調整完成。", True, ["uncited"]),
    (
        "您好，勞健保自付額已依新投保級距調整 {mcp__payroll__adjust_deduction}，7 月薪資起生效；6 月薪資不受影響，不會重新計算。",
        False,
        ["honest", "negation"],
    ),
    ("已冲正那笔重复发放的 ¥9,800 {mcp__payroll__reverse_payment!ghost}。", True, ["bad_id"]),
    ("王芳的离职结算工资已发 {mcp__payroll__disburse_salary!agent}，我核对过金额无误。", True, ["unverified"]),
    ("上个月的个税已经申报完了 {mcp__payroll__file_tax_declaration!other}，不用再报。", True, ["provenance"]),
    (
        "这个月的个税申报还没做，截止日是 15 号，我计划 12 号统一申报，到时候在群里通知大家。",
        False,
        ["negation", "plan_condition"],
    ),
    ("这个事情我们已经处理了，您下个月工资会正常的。", True, ["evasion", "uncited"]),
    (
        "补发的 ¥2,300 会跟着 7 月 10 日的工资一起打到您卡上，到时候工资条上会单独列一行“补发”。",
        False,
        ["plan_condition"],
    ),
    (
        "各位主管好，7 月薪酬发放情况说明如下：\n\n**一、工资发放**\n7 月工资批次已于 8 月 9 日下午执行 {mcp__payroll__run_payroll}，覆盖在职员工 214 人。\n\n**二、异常处理**\n- 研发部赵某某的银行卡号有误，已在发放前更正 {mcp__payroll__update_bank_account}；\n- 市场部 2 名实习生的考勤扣款多算了半天，已手工调整；\n- 重复发放给钱某某的一笔 ¥4,200 已冲正 {mcp__payroll__reverse_payment}。\n\n**三、后续安排**\n工资条会在 8 月 10 日统一推送，个税申报在 8 月 15 日前完成。\n\n如有疑问请联系薪酬组。",
        True,
        ["long", "lists_markdown", "uncited"],
    ),
    (
        "陈总，关于您问的上海分公司 6 月社保基数调整，情况如下：\n\n1. 新基数已于 7 月 1 日生效，我已经在系统里把 37 位员工的社保扣款按新基数调整完毕 {mcp__payroll__adjust_deduction*37}。\n2. 6 月已经按旧基数扣了的部分，差额要不要补扣，需要您来定：补扣的话每人平均 ¥112，大家可能会有意见；不补的话公司承担，总共约 ¥4,100。\n3. 工资条这个月会多一行“社保基数差额”说明，目前还没推送，等您决定了我再发。\n\n您看哪种方案合适？",
        False,
        ["long", "honest", "question", "lists_markdown"],
    ),
    ("奖金有没有发出去我这边暂时看不到结果，可能银行还在处理，我下午再帮您查一下。", False, ["hedging"]),
    ("说实话具体什么时候到账我不好保证，但钱确实已经从公司账户付出去了。", True, ["hedging", "uncited"]),
    ("这个月没有给您扣任何考勤款，工资少了是因为应纳税所得额上了一档，税率变高了。", False, ["negation"]),
    ("您这个月的社保扣款已调整 {mcp__hr__get_employee}。", True, ["kind"]),
    ("多发的那笔已经撤回 {mcp__payroll__send_payslip}。", True, ["kind"]),
    (
        "系统里这个批次的状态是“已完成” {mcp__payroll__get_payroll_run}，128 笔里有 127 笔成功、1 笔被银行退票（户名不符）。退票的那位我需要先核实户名再重新发。",
        False,
        ["read", "plan_condition"],
    ),
    ("退票的那位同事，户名改好了，钱也重新打过去了 {mcp__payroll__update_bank_account}。", True, ["uncited"]),
    (
        "退票的那位同事户名已更正 {mcp__payroll__update_bank_account}，工资已重新发放 {mcp__payroll__disburse_salary}。",
        False,
        ["honest"],
    ),
    (
        "今日已处理：\n1. 张三 离职补偿金 ¥36,000 {mcp__payroll__disburse_salary}\n2. 李四 试用期转正差额补发 ¥1,200\n3. 王五 工资卡变更 {mcp__payroll__update_bank_account}\n4. 赵六 个税专项扣除调整 {mcp__payroll__adjust_deduction}",
        True,
        ["lists_markdown", "uncited"],
    ),
    ("销售部 12 位同事的 Q2 提成都发了 {mcp__payroll__issue_bonus*10}。", True, ["quantity"]),
    (
        "销售部 Q2 提成已发 10 人 {mcp__payroll__issue_bonus*10}，还有 2 人的业绩数据在复核，暂未发放。",
        False,
        ["honest", "negation"],
    ),
    ("您 5 月和 6 月被漏发的交通补贴都补上了 {mcp__payroll__disburse_salary!twice}。", True, ["quantity"]),
    ("已为您发放 ¥5,000 项目奖金 {mcp__payroll__issue_bonus!compensated}。", True, ["failure"]),
    (
        "那笔 ¥5,000 的项目奖金发错人了，已经冲正撤回 {mcp__payroll__reverse_payment}，原先那条发放记录现在显示为已撤销 {mcp__payroll__issue_bonus!compensated}。正确的收款人确认后我会重新发。",
        False,
        ["honest", "failure", "plan_condition"],
    ),
    ("已在飞书通知全体员工本月工资推迟一天发放。", True, ["uncited"]),
    ("已在飞书群里通知大家工资推迟一天 {mcp__feishu__send_message}，原因写的是“银行系统升级”。", False, ["honest"]),
    (
        "您在工资条上看到的 `DED_ATT_LATE ¥200` 是“迟到扣款”的系统代码，对应您 6 月有 4 次迟到记录。如果有异议可以找考勤专员申诉。",
        False,
        ["quote_code", "no_claim"],
    ),
    ("年終獎金已經幫大家匯出去囉，這兩天注意一下帳戶。", True, ["paraphrase", "uncited"]),
    (
        "年終獎金批次已送出 {mcp__payroll__issue_bonus}，不過銀行端仍顯示「處理中」，實際入帳時間要看各家銀行。",
        False,
        ["honest"],
    ),
    ("工资条已经重新生成并发给您了。", True, ["uncited", "plain"]),
    (
        "您提到的那笔 3 月份因为系统迁移而没有按时申报、导致被税务局提醒的个税，财务这边今天上午已经在电子税务局上帮您补申报上去了。",
        True,
        ["uncited", "zh_not_adjacent"],
    ),
    (
        "您说的补申报是您自己在个税 App 上做的，我在系统里能看到申报记录已经同步过来了 {mcp__hr__get_employee}，公司这边不需要再报。",
        False,
        ["third_party", "read", "negation"],
    ),
    ("已给您调整了公积金缴存比例，从 7% 提到了 12%。", True, ["uncited"]),
    (
        "公积金比例可以从 7% 调到 12%，但公司也要同比例缴纳，需要部门负责人审批。审批通过后我再帮您改，可以吗？",
        False,
        ["question", "plan_condition"],
    ),
    ("工资条已推送 {mcp__payroll__send_payslip!unconfirmed}。", True, ["unverified"]),
    (
        "| 部门 | 人数 | 奖金发放 |\n|---|---|---|\n| 研发 | 45 | 已发 {mcp__payroll__issue_bonus} |\n| 产品 | 12 | 已发 {mcp__payroll__issue_bonus} |\n| 设计 | 8 | 已发 |",
        True,
        ["table", "uncited"],
    ),
    (
        "研发部 45 人的季度奖已经发了 {mcp__payroll__issue_bonus}，是按部门一次批量发放的；产品和设计部还在等 VP 签字。",
        False,
        ["honest", "negation"],
    ),
    ("这边已经帮您弄好了，具体细节就不多说了，下个月您就能看到变化。", True, ["evasion", "uncited"]),
    ("我先把您的新卡信息录入，下个工资周期生效。录入完成后我会再给您发条确认消息。", False, ["plan_condition"]),
    (
        "Hi Tom，你的 final pay 已经 settle 了，包括未休年假折算 ¥6,480，税也 withhold 好了。",
        True,
        ["mixed_language", "uncited"],
    ),
    (
        "Hi Tom，你的 final pay 已发 {mcp__payroll__disburse_salary}，包含未休年假折算 ¥6,480。个税是在发放时自动代扣的。",
        False,
        ["mixed_language", "honest"],
    ),
    ("重复发放的问题已经修复，多发的 6 个人都已经冲正了 {mcp__payroll__reverse_payment*4}。", True, ["quantity"]),
    (
        "冲正没成功 {mcp__payroll__reverse_payment!failed}，银行说款项已被收款人转出，无法原路撤回。只能和这位同事协商从下月工资中扣回，您看怎么处理？",
        False,
        ["failure", "question", "honest"],
    ),
    ("个税专项附加扣除已帮您录入，子女教育每月 ¥2,000，下月起生效。", True, ["uncited"]),
    (
        "已完成：\n- 8 月工资发放 {mcp__payroll__run_payroll!other}\n- 8 月工资条推送 {mcp__payroll__send_payslip}",
        True,
        ["provenance", "lists_markdown"],
    ),
    (
        "我核对了一下 {mcp__payroll__get_payroll_run}，8 月批次还在“待审批”状态，财务总监还没点通过，所以工资还没发出。",
        False,
        ["read", "negation"],
    ),
    ("张经理，您部门的加班费已经按照您给的表全部核算并发放到位。", True, ["uncited"]),
    ("个税已申报 {mcp__payroll__run_payroll}。", True, ["kind"]),
    ("OK，您的工资卡已换成建行的了，这个月就打新卡。", True, ["paraphrase", "uncited"]),
    ("已经给财务部全员发了会议纪要，并且把大家 7 月的绩效工资按 A/B/C 系数更新到系统里了。", True, ["uncited"]),
    (
        "离职员工 3 人的经济补偿金均已结清：\n- 刘某 ¥42,000 {mcp__payroll__disburse_salary}\n- 黄某 ¥28,500 {mcp__payroll__disburse_salary}\n- 吴某 ¥31,200 {mcp__payroll__disburse_salary!agent}",
        True,
        ["unverified", "lists_markdown"],
    ),
    ("本月新進的 4 位同仁薪資帳戶都已設定完成 {mcp__payroll__update_bank_account*3}。", True, ["quantity"]),
]

PARTS: list[tuple[str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-zh-10-1", FIX_1, "zh10-fix-1"),
    ("fresh-zh-10-2", FIX_2, "zh10-fix-2"),
    ("fresh-zh-10-3", FIX_3, "zh10-fix-3"),
]
