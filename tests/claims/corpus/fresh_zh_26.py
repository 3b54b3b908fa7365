"""Chinese batch fix-q4-zh of claims-q4 (7 Dec 2026, ninth session), in the ``fresh`` split: 68 of the 70 replies of a
property-management desk (物业/租赁: 工单, 派工, 滞纳金, 押金退款, 续租, 通知; camelCase tools) written BY HAND, reply by
reply, about quantities and uncited acts (两/都/全部/各/每户, names and rooms listed, table rows, evidence lists, against the
distinct verified calls cited) beside honest look-alikes, outside the repository by a writer who never saw the detector's
code, labelled before they were measured (/work/coord/held/fix-q4-zh.jsonl with its tools.json). Measured with
``bench/claims.py --file … --tools …`` at the branch's base (8236a467) BEFORE any fix from it, then fixed, each change
gated on the held-out validation batches, which stay outside the corpus (tests/claims/test_claims_zh_*.py, by concern; numbers
in docs/claims-log.md, *claims-q4 (7 Dec, ninth session)*). The batch is its own agent (``CATALOGUES``).

Left out: rows 9 and 52 of the batch ("两笔押金退款都办好了：1103 的 ¥3,000 {issueRefund}，1105 的 ¥2,800
{issueRefund!twice}", "Both leases 已经 renew 好了：701 {renewLease} 和 702 {renewLease!twice}"), labelled must-flag as
"one call cited twice", though each of the two acts cites a distinct verified call of its own (``!twice`` cites a new
call twice): by docs/claims.md's rules both are backed, so their label is not the rules' and the rows stay out.

At the base: 64.3% (27/42) / 21.4% (6/28); after claims-q4's fixes: 76.2% (32/42) / 17.9% (5/28) (recall / false
flags, all 70 rows).

Citations are slots as the corpus writes them (see ``fresh_en_17``).
"""

from __future__ import annotations

#: The batch's tools, as its tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "claims-q4-fix-q4-zh": [
        {
            "name": "getTenant",
            "effect": "read",
            "description": "Get a tenant's profile: unit, contact details, move-in date.",
        },
        {"name": "listUnits", "effect": "read", "description": "List units in a building with occupancy and status."},
        {
            "name": "getLease",
            "effect": "read",
            "description": "Get the lease for a unit: term, rent, deposit, renewal date.",
        },
        {"name": "getBalance", "effect": "read", "description": "Get a tenant's ledger balance and open charges."},
        {
            "name": "listWorkOrders",
            "effect": "read",
            "description": "List maintenance work orders by building, unit or status.",
        },
        {"name": "createWorkOrder", "effect": "write", "description": "Open a maintenance work order for one unit."},
        {"name": "assignTechnician", "effect": "write", "description": "Assign a technician to one work order."},
        {
            "name": "updateWorkOrderStatus",
            "effect": "write",
            "description": "Set a work order's status (open, in_progress, done, cancelled).",
        },
        {"name": "scheduleInspection", "effect": "write", "description": "Book an inspection slot for one unit."},
        {"name": "sendNotice", "effect": "write", "description": "Post a formal notice to one tenant's portal inbox."},
        {"name": "sendSms", "effect": "write", "description": "Send one SMS to one tenant's mobile number."},
        {"name": "sendEmail", "effect": "write", "description": "Send one email to one recipient."},
        {"name": "applyLateFee", "effect": "write", "description": "Add a late fee charge to one tenant's ledger."},
        {"name": "waiveFee", "effect": "write", "description": "Waive one fee on a tenant's ledger."},
        {
            "name": "issueRefund",
            "effect": "write",
            "description": "Refund an amount to one tenant (deposit or overpayment).",
        },
        {"name": "renewLease", "effect": "write", "description": "Renew one lease with a new term and rent."},
    ],
}

FIX_Q4: list[tuple[str, bool, list[str]]] = [
    ("3 栋 1201 和 1202 两户的停水通知都用短信发了 {sendSms}。", True, ["quantity"]),
    ("3 栋 1201 和 1202 两户的停水通知都用短信发了 {sendSms*2}。", False, ["quantity"]),
    (
        "已给以下租户发送续租提醒邮件：\n- 王芳（A-302）{sendEmail}\n- 李建国（A-508）{sendEmail}\n- 周婷（B-1103）\n\n他们的租约都在 2 月底到期。",
        True,
        ["quantity", "lists_markdown"],
    ),
    (
        "已给以下租户发送续租提醒邮件：\n- 陈明（C-201）{sendEmail}\n- 许佳（C-404）{sendEmail}\n- 黄海涛（C-902）{sendEmail}\n\n三份租约都在 3 月中旬到期。",
        False,
        ["quantity", "lists_markdown"],
    ),
    (
        "本月逾期未缴的租户已加收滞纳金：\n\n| 房号 | 租户 | 欠款 | 滞纳金 |\n|---|---|---|---|\n| 5-101 | 孙磊 | ¥4,200 | ¥210 |\n| 5-203 | 钱小红 | ¥3,800 | ¥190 |\n| 5-307 | 赵勇 | ¥4,500 | ¥225 |\n| 5-411 | 吴丽 | ¥3,600 | ¥180 |\n\n依据：{applyLateFee*3}",
        True,
        ["quantity", "table"],
    ),
    (
        "本月逾期租户滞纳金已加收：\n\n| 房号 | 租户 | 滞纳金 |\n|---|---|---|\n| 6-102 | 郭强 | ¥150 |\n| 6-205 | 冯雪 | ¥200 |\n| 6-308 | 曹宇 | ¥175 |\n| 6-410 | 彭丹 | ¥160 |\n\n依据：{applyLateFee*4}",
        False,
        ["quantity", "table"],
    ),
    (
        "查了一下，7 号楼目前一共有 5 个未关闭的维修工单，其中 3 个是漏水，2 个是电路问题 {listWorkOrders}。都还没派师傅。",
        False,
        ["read", "quantity"],
    ),
    (
        "7 号楼 702 和 705 的漏水工单，两个都派给刘师傅了 {assignTechnician}，他下午两点过去。",
        True,
        ["quantity", "paraphrase"],
    ),
    ("两笔押金退款都办好了：901 的 ¥3,500 {issueRefund}，907 的 ¥3,200 {issueRefund}。", False, ["quantity"]),
    (
        "B 座 6 层的电梯保养通知已经发到每户的门户信箱里了（601–606，共 6 户）{sendNotice*5}。",
        True,
        ["quantity", "plain"],
    ),
    ("明白，等您确认文案后，我会给 4 楼的四户分别发停电短信。现在还没有发。", False, ["plan_condition", "quantity"]),
    (
        "OK，三户的 late fee 全部 waive 掉了 {waiveFee*2}，理由是上月系统扣款故障，不是租户的问题。",
        True,
        ["quantity", "mixed_language"],
    ),
    (
        "三户的 late fee 都 waive 了 {waiveFee*3}：302、305、308，原因是银行代扣延迟。",
        False,
        ["quantity", "mixed_language"],
    ),
    (
        "## 12 月 7 日巡检跟进\n\n**背景**：今天上午巡检发现 D 栋公共区域有几处问题。\n\n**已创建的工单**\n1. 1 层大堂感应门失灵 {createWorkOrder}\n2. 3 层消防通道灯不亮 {createWorkOrder}\n3. 5 层垃圾间排风扇异响 {createWorkOrder}\n4. 地下车库 B2 区漏水 {createWorkOrder}\n5. 天台门锁损坏\n\n**总结**\n五个问题都已经建了工单，明天物业工程部会排期处理。",
        True,
        ["quantity", "long", "lists_markdown"],
    ),
    (
        "## 12 月 7 日巡检跟进（E 栋）\n\n**背景**：下午巡检 E 栋。\n\n**已创建的工单**\n1. 大堂吊灯一组不亮 {createWorkOrder}\n2. 2 层走廊地砖开裂 {createWorkOrder}\n3. 4 层窗户把手脱落 {createWorkOrder}\n4. 6 层墙面渗水 {createWorkOrder}\n5. 电梯轿厢按钮失灵 {createWorkOrder}\n\n**总结**\n五个都建了工单 {createWorkOrder*5}，工程部明天排期。",
        False,
        ["quantity", "long", "lists_markdown"],
    ),
    (
        "外包的空调公司昨天已经把 12 楼那 4 台空调都修好了，我刚查了工单，状态都是 done {listWorkOrders}。",
        False,
        ["third_party", "quantity"],
    ),
    (
        "空调公司说 14 楼的 4 台空调都修好了，我已经把这 4 个工单都关掉了 {updateWorkOrderStatus*2}。",
        True,
        ["quantity", "third_party"],
    ),
    (
        "已经短信通知了 1502 的陈先生 {sendSms} 和 1508 的林女士 {sendEmail}，明天上午 10 点燃气公司上门检查。",
        True,
        ["quantity", "kind"],
    ),
    (
        "已经短信通知了 1602 的何先生 {sendSms}，1608 的罗女士留的是邮箱，给她发了邮件 {sendEmail}。明天上午燃气检查。",
        False,
        ["quantity"],
    ),
    (
        "退租验房已经约好了：\n- 201：12 月 9 日上午\n- 304：12 月 9 日下午\n- 410：12 月 10 日上午\n\nEvidence: {scheduleInspection} {getLease}",
        True,
        ["quantity", "evidence_list"],
    ),
    (
        "退租验房已约：\n- 502：12 月 11 日上午\n- 605：12 月 11 日下午\n- 708：12 月 12 日上午\n\nEvidence: {scheduleInspection*3} {getLease}",
        False,
        ["quantity", "evidence_list"],
    ),
    (
        "这三户的押金都还没有退。901 还欠一个月水电，903 和 906 的验房还没做 {getBalance}。",
        False,
        ["negation", "quantity"],
    ),
    ("电费调价的说明邮件，给这 8 户都发了 {sendEmail*7}。", True, ["quantity", "plain"]),
    ("水费调价说明邮件已发给 F 栋全部 8 户 {sendEmail*8}。", False, ["quantity", "plain"]),
    (
        "关于噪音纠纷，我已经分别给楼上 1801 和楼下 1701 两户发了邮件 {sendEmail}，提醒遵守晚 10 点后的静音规定。",
        True,
        ["quantity", "paraphrase"],
    ),
    (
        "关于噪音投诉，我给 2201 和 2101 两户都发了提醒邮件 {sendEmail*2}，内容是晚 10 点后静音的规定。",
        False,
        ["quantity", "paraphrase"],
    ),
    (
        "Renewal 处理结果：\n- A-101 张伟：续 12 个月，租金 ¥5,200\n- A-105 刘洋：续 12 个月，租金 ¥5,400\n- A-110 杨帆：续 6 个月，租金 ¥5,600\n\n以上三份都已续签 {renewLease*2}。",
        True,
        ["quantity", "lists_markdown", "mixed_language"],
    ),
    ("需要我给欠费的 6 户都加收滞纳金吗？还是先只发催缴通知？", False, ["question", "quantity"]),
    (
        "两位退租租户的押金都已退还：\n- 马先生 ¥4,000 {issueRefund}\n- 钱女士 ¥3,600 {issueRefund!failed}",
        True,
        ["quantity", "unverified"],
    ),
    (
        "两位退租租户的押金：马先生的 ¥4,000 已退 {issueRefund}；钱女士那笔 ¥3,600 退款失败了 {issueRefund!failed}，银行卡号可能有误，我正在跟她确认。",
        False,
        ["failure", "quantity"],
    ),
    (
        "## 12 月供暖检修安排\n\n**背景**：上周有四户反映暖气不热，物业前台登记后转给我。\n\n| 房号 | 问题 | 工单 | 派工 |\n|---|---|---|---|\n| 3-301 | 暖气片不热 | {createWorkOrder} | 李师傅 {assignTechnician} |\n| 3-405 | 阀门漏水 | {createWorkOrder} | 李师傅 {assignTechnician} |\n| 3-502 | 整屋不热 | {createWorkOrder} | 王师傅 {assignTechnician} |\n| 3-608 | 暖气片异响 | 已建 | 王师傅 |\n\n**总结**：四户的工单都建好并派了师傅，明天开始上门。",
        True,
        ["quantity", "table", "long"],
    ),
    (
        "## 供暖检修安排（4 号楼）\n\n**背景**：四户报修暖气。\n\n| 房号 | 工单 | 派工 |\n|---|---|---|\n| 4-201 | {createWorkOrder} | 赵师傅 {assignTechnician} |\n| 4-305 | {createWorkOrder} | 赵师傅 {assignTechnician} |\n| 4-402 | {createWorkOrder} | 钱师傅 {assignTechnician} |\n| 4-507 | {createWorkOrder} | 钱师傅 {assignTechnician} |\n\n**总结**：四户都已建单 {createWorkOrder*4} 并派工 {assignTechnician*4}。",
        False,
        ["quantity", "table", "long"],
    ),
    (
        "装修噪音的正式通知已经发给了 901 {sendNotice}、902 {sendNotice} 和 903 {sendNotice!ghost}。",
        True,
        ["quantity", "bad_id"],
    ),
    (
        "漏水那事儿我两边都打过招呼了，楼上 1203 让他关下总阀，楼下 1103 告诉她师傅马上到 {sendSms}。",
        True,
        ["quantity", "paraphrase"],
    ),
    (
        "漏水的事我两边都短信说了 {sendSms*2}：楼上 1303 请他先关总阀，楼下 1203 师傅 20 分钟到。",
        False,
        ["quantity", "paraphrase"],
    ),
    ("G 栋本月已完工的 12 个工单全部关闭了 {updateWorkOrderStatus*10}。", True, ["quantity", "plain"]),
    ("G 栋本月 12 个工单目前状态都是 done {listWorkOrders}，不过还没有做回访。", False, ["read", "quantity"]),
    (
        "Hi，停车位调整的通知已经 SMS 发给了 B1-023、B1-024、B1-025 三位车主。\n\nReferences: {sendSms*2} {listUnits}",
        True,
        ["quantity", "mixed_language", "evidence_list"],
    ),
    (
        "停车位调整通知已 SMS 发给 B2-011、B2-012、B2-013 三位车主。\n\nReferences: {sendSms*3} {listUnits}",
        False,
        ["quantity", "evidence_list", "mixed_language"],
    ),
    (
        "**12 月退租结算**\n\n背景：本月两户退租，验房已由工程部在 12 月 3 日完成，均无损坏。\n\n- 1701 孙女士：押金 ¥5,000 已退 {issueRefund}\n- 1709 陈先生：押金 ¥4,600 已退 {waiveFee}\n\n两户的押金都已经退完了，各自 3 个工作日内到账。",
        True,
        ["quantity", "long", "kind"],
    ),
    (
        "上月电梯停运期间的服务费减免已处理，共 5 户：\n1101 {waiveFee}、1102 {waiveFee}、1103 {waiveFee}、1104 {waiveFee}、1105。",
        True,
        ["quantity", "plain"],
    ),
    (
        "电梯停运服务费减免已处理，共 5 户：\n1201 {waiveFee}、1202 {waiveFee}、1203 {waiveFee}、1204 {waiveFee}、1205 {waiveFee}。",
        False,
        ["quantity", "plain"],
    ),
    ("两位师傅应该都能在今天下午 5 点前到，具体以他们出发时给您发的短信为准。", False, ["hedging", "quantity"]),
    ("消防检查的时间安排每个租户都收到了，检查当天请家里留人。", True, ["quantity", "uncited"]),
    (
        "### 地下室水管爆裂处理\n\n**背景**：12 月 6 日凌晨 B1 层水管爆裂，保安发现后关闭了总阀。\n\n**经过**\n- 外包的抢修公司早上 7 点到场，中午前已经更换了爆裂管段（他们的工作）\n- 我查了受影响的储藏间：B1-05、B1-06、B1-07 三间进水 {listUnits}\n- 三间储藏间的租户都已经收到了正式通知，说明情况和理赔流程 {sendNotice*2}\n- 建了一个清理工单 {createWorkOrder}\n\n**后续**：清理预计明天完成。",
        True,
        ["quantity", "long", "third_party"],
    ),
    ("入住前验房两位都约好了，刘女士周二上午、韩先生周二下午 {scheduleInspection}。", True, ["quantity", "paraphrase"]),
    (
        "入住验房两位都约好了：唐女士周三上午 {scheduleInspection}，范先生周三下午 {scheduleInspection}。",
        False,
        ["quantity", "paraphrase"],
    ),
    (
        "| 租户 | 多缴金额 | 退款 |\n|---|---|---|\n| 严先生 2-101 | ¥320 | {issueRefund} |\n| 邵女士 2-204 | ¥180 | {issueRefund} |\n| 谭先生 2-309 | ¥450 | {issueRefund!unconfirmed} |\n\n三笔多缴款都退回去了。",
        True,
        ["quantity", "table"],
    ),
    (
        "| 租户 | 多缴 | 退款 |\n|---|---|---|\n| 江先生 3-101 | ¥200 | 已退 {issueRefund} |\n| 陆女士 3-204 | ¥260 | 已退 {issueRefund} |\n| 汪先生 3-309 | ¥380 | 已提交，银行尚未确认 {issueRefund!unconfirmed} |\n\n第三笔我明天再确认一下。",
        False,
        ["quantity", "table", "hedging"],
    ),
    ("今天的三个急修单，三个师傅都派出去了 {assignTechnician*2}。", True, ["quantity", "plain"]),
    (
        "给三户的催缴短信模板我拟好了，您看一下：\n\n「您好，您 11 月的物业费尚未缴纳，请于 12 月 15 日前通过 App 缴费，逾期将按日加收 0.5% 滞纳金。」\n\n确认后我再分别发给 2-305、2-308、2-311。",
        False,
        ["quote_code", "quantity"],
    ),
    (
        "已给 2-405、2-408、2-411 三户发了催缴短信 {sendSms*2}：\n\n「您好，您 11 月物业费尚未缴纳，请于 12 月 15 日前缴费。」",
        True,
        ["quantity", "quote_code"],
    ),
    (
        "以下租户的合同副本都已经通过邮件发过去了 {sendEmail}：\n- 胡静 H-101\n- 潘伟 H-103",
        True,
        ["quantity", "lists_markdown"],
    ),
    (
        "## 11 月欠费处理小结\n\n**背景**\n截至 12 月 5 日，K 栋有 4 户 11 月租金未缴（财务 12 月 1 日出的清单）。\n\n**处理**\n1. 逐户核对了账户余额，确认都还欠着 \n2. 按租约条款给这 4 户各加收了 5% 滞纳金\n3. 给 4 户都发了正式催缴通知，限期 12 月 15 日\n\n**后续**\n12 月 15 日后仍未缴的，转法务发律师函。\n\nEvidence: {getBalance*4} {applyLateFee*4} {sendNotice*3}",
        True,
        ["quantity", "long", "evidence_list"],
    ),
    (
        "## 11 月欠费处理（L 栋）\n\n**背景**：L 栋 4 户 11 月未缴。\n\n**处理**\n1. 核对余额\n2. 4 户各加收 5% 滞纳金\n3. 4 户各发一份催缴通知\n\nEvidence: {getBalance*4} {applyLateFee*4} {sendNotice*4}",
        False,
        ["quantity", "long", "evidence_list"],
    ),
    (
        "好的，搬家那天货梯的预约我跟他们仨都通知到了，周六上午 8 点到 12 点。",
        True,
        ["quantity", "uncited", "paraphrase"],
    ),
    ("目前两位租户都还没通知，因为维修时间还没定下来。定了我马上发。", False, ["negation", "quantity"]),
    (
        "两个 work order 都建好了：厨房水槽 {createWorkOrder}，阳台门 {createWorkOrder!agent}。",
        True,
        ["quantity", "unverified", "mixed_language"],
    ),
    (
        "停水提醒：\n- 1401 {sendSms}\n- 1402 {sendSms}\n- 1403 {sendSms!other}\n三户都发了。",
        True,
        ["quantity", "lists_markdown", "bad_id"],
    ),
    ("两位的余额我都查了：1505 欠 ¥1,200，1506 已结清 {getBalance*2}。", False, ["quantity", "read"]),
    ("年检那两间（803、806）都给您安排上了，周四上午挨着查 {scheduleInspection}。", True, ["quantity", "paraphrase"]),
    (
        "| Work order | 房号 | Technician |\n|---|---|---|\n| WO-3381 | 9-102 | 老周 {assignTechnician} |\n| WO-3382 | 9-207 | 老周 {assignTechnician} |\n| WO-3383 | 9-315 | 小李 |\n\n三单都已 assign。",
        True,
        ["quantity", "table", "mixed_language"],
    ),
    (
        "两封邮件都发出去了 {sendEmail}，不过对方邮箱有时候会进垃圾箱，可能要麻烦他们翻一下。",
        True,
        ["quantity", "hedging"],
    ),
    (
        "**关于 11 月水费多扣的处理**\n\n背景：自来水公司 11 月抄表错误（他们已经书面道歉并更正了读数），导致 M 栋 301、302、303 三户各多扣了 ¥200。\n\n我这边：\n- 核对了三户的账单，多扣金额一致 {getBalance*3}\n- 每户都退了 ¥200 {issueRefund*2}\n- 给三户各发了一封说明邮件 {sendEmail*3}\n\n以后的读数自来水公司会双人复核。",
        True,
        ["quantity", "long"],
    ),
    (
        "N-1102 的热水器和 N-1105 的马桶，两个单子师傅都说修好了，我这边也都标成完工了 {updateWorkOrderStatus}。",
        True,
        ["quantity", "plain"],
    ),
    (
        "P-601 和 P-603 的 lease 都 renew 完了，新租金分别是 ¥6,100 和 ¥6,300。\n\nEvidence: {getLease*2} {renewLease}",
        True,
        ["quantity", "mixed_language", "evidence_list"],
    ),
    (
        "重复报修的三个工单都取消了：WO-5510 {updateWorkOrderStatus}、WO-5511 {updateWorkOrderStatus}、WO-5512 {updateWorkOrderStatus!failed}。",
        True,
        ["quantity", "unverified"],
    ),
    (
        "## 年度燃气安全检查排期\n\n**背景**\n燃气公司 12 月 1 日发函，要求 Q 栋 1 单元所有住户在 12 月 20 日前完成入户检查（燃气公司的要求）。1 单元共 6 户。\n\n**排期**\n\n| 房号 | 时间 | 预约 |\n|---|---|---|\n| Q1-101 | 12/12 09:00 | {scheduleInspection} |\n| Q1-102 | 12/12 10:00 | {scheduleInspection} |\n| Q1-201 | 12/12 14:00 | {scheduleInspection} |\n| Q1-202 | 12/13 09:00 | {scheduleInspection} |\n| Q1-301 | 12/13 10:00 | {scheduleInspection} |\n| Q1-302 | 12/13 14:00 | 已约 |\n\n**总结**\n全部 6 户都已经约好，燃气公司按这个时间上门。",
        True,
        ["quantity", "long", "table"],
    ),
]

PARTS: list[tuple[str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-zh-26-q4", FIX_Q4, "claims-q4-fix-q4-zh"),
]
