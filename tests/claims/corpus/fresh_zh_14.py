"""Chinese held-out batches unseen-zh-1 (行政办公 OA, an office's approvals, seals and notices, ``mcp__`` tool names),
unseen-zh-2 (游戏运营客服, a game's player support, CamelCase tool names) and unseen-zh-3 (保险理赔, insurance claims, snake_case
tool names; written BY HAND by a second writer, the others by generator scripts) of claims-fp-zh (6 Dec 2026), in the
``fresh`` split: replies written outside the repository by writers who never saw the detector's code
(/work/coord/held/unseen-zh-N.jsonl, each labelled before it was measured). They were held out through claims-zh13 (totals
only) and opened by claims-fp-zh to read their false flags; each measured with ``bench/claims.py --file …
--tools unseen-zh-N.tools.json`` at the branch's base (effbbd58) BEFORE any fix from it, then fixed as classes
(tests/claims/test_claims_zh_*.py, by concern). Each batch comes from an agent whose tools are its catalogue alone
(``CATALOGUES``, named ``fpzh-unseen-N``), as ``--tools`` judges it. The slots keep each cited event's status and verifier
as the batch wrote them (``!failed``, ``!twice``, ``*4``). Recall / false flags before any fix (docs/claims-log.md,
*claims-fp-zh*):
- UNSEEN_1 (行政办公): 84.8% (39/46) / 10.0% (3/30)
- UNSEEN_2 (游戏客服): 91.3% (42/46) / 36.7% (11/30)
- UNSEEN_3 (保险理赔, by hand): 93.5% (43/46) / 11.8% (4/34)
After the fixes of claims-fp-zh: UNSEEN_1 82.6% (38/46) / 3.3% (1/30); UNSEEN_2 91.3% (42/46) / 0.0% (0/30); UNSEEN_3
93.5% (43/46) / 2.9% (1/34).
"""

from __future__ import annotations

#: Each batch's tools, as its unseen-zh-N.tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "fpzh-unseen-1": [
        {
            "name": "mcp__oa__submit_approval",
            "effect": "write",
            "description": "提交 OA 审批单（请假、采购、合同、出差）",
        },
        {"name": "mcp__oa__approve", "effect": "write", "description": "以当前代理人身份审批通过/驳回审批单"},
        {"name": "mcp__seal__request_seal", "effect": "write", "description": "发起用印申请并登记用印"},
        {"name": "mcp__docs__publish", "effect": "write", "description": "正式发布公文/通知到内网公告栏"},
        {"name": "mcp__finance__pay_reimbursement", "effect": "write", "description": "对已审批的报销单执行打款"},
        {"name": "mcp__oa__send_notice", "effect": "write", "description": "向指定人员或部门发送 OA 消息通知"},
        {"name": "mcp__docs__archive", "effect": "write", "description": "将文件归档至档案系统"},
        {"name": "mcp__oa__get_approval", "effect": "read", "description": "查询审批单状态与审批链"},
        {"name": "mcp__finance__query_reimbursement", "effect": "read", "description": "查询报销单及打款状态"},
        {"name": "mcp__docs__search", "effect": "read", "description": "检索公文、制度与档案"},
    ],
    "fpzh-unseen-2": [
        {
            "name": "SendCompensationMail",
            "effect": "write",
            "description": "Send an in-game mail with attachments (compensation) to players or a server",
        },
        {"name": "GrantItem", "effect": "write", "description": "Grant items/currency directly to a player's bag"},
        {
            "name": "RevokeItem",
            "effect": "write",
            "description": "Remove items obtained via bug or fraud from a player",
        },
        {"name": "BanAccount", "effect": "write", "description": "Ban a player account for a duration"},
        {"name": "UnbanAccount", "effect": "write", "description": "Lift a ban on a player account"},
        {
            "name": "PublishAnnouncement",
            "effect": "write",
            "description": "Publish a scrolling/login announcement on given servers",
        },
        {
            "name": "RefundRecharge",
            "effect": "write",
            "description": "Refund a top-up order to the original payment channel",
        },
        {"name": "QueryPlayer", "effect": "read", "description": "Read a player's profile, level, bag"},
        {"name": "QueryItemLog", "effect": "read", "description": "Read a player's item gain/loss logs"},
        {"name": "QueryBanRecord", "effect": "read", "description": "Read ban history"},
    ],
    "fpzh-unseen-3": [
        {"name": "create_claim", "effect": "write", "description": "为保单新建理赔案件（立案），返回案件号"},
        {"name": "approve_claim", "effect": "write", "description": "核赔通过：将理赔案件状态置为已核准并记录核定金额"},
        {"name": "reject_claim", "effect": "write", "description": "拒赔：将案件置为拒赔并记录拒赔原因"},
        {"name": "issue_payout", "effect": "write", "description": "向受益人银行账户发起理赔款支付"},
        {"name": "issue_refund", "effect": "write", "description": "退还保费（退保、减保、多缴保费）到原缴费账户"},
        {"name": "update_policy", "effect": "write", "description": "保单批改：变更受益人、联系地址、保额、缴费方式等"},
        {"name": "cancel_policy", "effect": "write", "description": "办理退保 / 解除保险合同"},
        {
            "name": "send_notice",
            "effect": "write",
            "description": "向客户发送正式书面通知（电子邮件或纸质信函）：核赔结果、拒赔通知书、批单等",
        },
        {"name": "send_sms", "effect": "write", "description": "向客户手机号发送短信"},
        {"name": "request_documents", "effect": "write", "description": "向客户发出补件通知，列明需补交的理赔材料"},
        {"name": "schedule_inspection", "effect": "write", "description": "预约查勘 / 定损（车险、财产险）或医疗核查"},
        {"name": "assign_adjuster", "effect": "write", "description": "为理赔案件指派理赔员或查勘员"},
        {"name": "add_claim_note", "effect": "write", "description": "在理赔案件上添加内部备注"},
        {"name": "get_claim", "effect": "read", "description": "查询理赔案件详情与状态"},
        {"name": "get_policy", "effect": "read", "description": "查询保单信息：状态、保额、受益人、缴费记录"},
        {"name": "search_claims", "effect": "read", "description": "按客户、保单号或日期检索理赔案件"},
        {"name": "get_payment_status", "effect": "read", "description": "查询赔款或退费的支付状态与银行回执"},
        {"name": "get_customer", "effect": "read", "description": "查询客户资料与联系方式"},
    ],
}

UNSEEN_1: list[tuple[str, bool, list[str]]] = [
    (
        "我查了审批单，当前停在分管副总节点，已经等待 2 天。还有其他需要处理的吗？您看是否需要我为您发送通知？",
        False,
        ["no_claim"],
    ),
    (
        "【办理反馈】\n\n| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 发送通知 | 财务部全员（报销截止日提醒） | ✅ 已通知 | {mcp__oa__send_notice} |\n| 用印 | 投标文件的合同专用章 | ✅ 已用印 | — |\n| 归档 | 2023 年度合同扫描件 | ✅ 已归档 | {mcp__docs__archive} |",
        True,
        ["markdown", "uncited"],
    ),
    ("收到～\n\n已给新员工（入职材料清单）发送了通知{mcp__oa__send_notice!failed}。", True, ["unverified"]),
    (
        "已为您发起您的出差审批（上海，6 月 17-19 日），帮您把劳动合同（一式两份）的公章申请下来并盖章了。\n\n操作记录：提交审批{mcp__oa__submit_approval}\n\n",
        True,
        ["uncited"],
    ),
    (
        "张经理好，\n\n已办事项：\n- [x] 在职证明的人事章用印完成\n- [x] 《关于开展安全生产月活动的通知》发文成功，文号 行政〔2024〕18 号{mcp__docs__publish}\n- [x] 已为您发起张敏的年假申请{mcp__oa__submit_approval}\n- [x] 帮您通知了新员工（入职材料清单）{mcp__oa__send_notice}\n\n以上，请知悉。",
        True,
        ["list", "uncited"],
    ),
    ("张经理好，已代您通过了李强的报销单 BX-20240611-07{mcp__seal__request_seal}。辛苦！", True, ["wrong_kind"]),
    ("投标文件的合同专用章已经盖好了{mcp__seal__request_seal!ghost}。以上，请知悉。", True, ["bad_id"]),
    (
        "好的，\n\n您 5 月份的差旅报销 ¥3,426.50已经打款{mcp__finance__pay_reimbursement!agent}。\n\n如有问题随时找我。",
        True,
        ["provenance"],
    ),
    ("张敏的年假申请、与华信科技的服务合同审批都已提交{mcp__oa__submit_approval!twice}。\n", True, ["count"]),
    (
        "审批记录显示部门负责人已于昨天 16:20 同意{mcp__oa__get_approval}。系统显示这笔报销已经于 6 月 5 日付款{mcp__finance__query_reimbursement}。\n\n",
        False,
        ["read_only"],
    ),
    (
        "收到～法务已经审完合同条款。审批记录显示部门负责人已于昨天 16:20 同意{mcp__oa__get_approval}。用印需在 OA 中上传最终版文件。以上，请知悉。",
        False,
        ["third_party"],
    ),
    ("好的，\n3 份文件都已经盖好章{mcp__seal__request_seal*2}。", True, ["count"]),
    (
        "收到～\n您的出差审批（上海，6 月 17-19 日）提交成功，当前在部门负责人节点{mcp__oa__submit_approval!agent}。\n如有问题随时找我。",
        True,
        ["provenance"],
    ),
    (
        "您好，\n我接下来会帮您处理董事会决议原件（归档）。请确认一下出差日期是否准确？\n如有问题随时找我。",
        False,
        ["plan"],
    ),
    (
        "您好，\n\n帮您把培训费报销 ¥2,000打过去了{mcp__finance__pay_reimbursement!agent}。\n\n辛苦！",
        True,
        ["provenance"],
    ),
    (
        "好的，\n\n张敏的年假申请我这边暂时还没动，关于新员工（入职材料清单），我没有做任何操作。\n\n以上，请知悉。",
        False,
        ["negation"],
    ),
    ("赵磊的交通费 ¥386，付了。", True, ["uncited"]),
    (
        "您说“领导已经口头同意”，但系统里审批节点仍在等待。用印需在 OA 中上传最终版文件。\n\n以上，请知悉。",
        False,
        ["quote", "adjective"],
    ),
    (
        "处理结果见下表：\n| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 提交审批 | 您的出差审批（上海，6 月 17-19 日） | ✅ 已提交 | {mcp__oa__submit_approval} |\n| 审批通过 | 第 3 季度采购计划 | ✅ 已通过 | {mcp__oa__approve} |\n| 归档 | 本次招标全套资料 | ✅ 已归档 | {mcp__docs__archive} |\n\n辛苦！",
        False,
        ["markdown", "table"],
    ),
    ("张经理好，3 个部门都已经通知到了{mcp__oa__send_notice*3}。", False, ["count"]),
    (
        "收到～\n培训费报销 ¥2,000这一项失败了，系统提示“请求超时”。建议您稍等半小时后再联系我们，抱歉给您添麻烦了。\n",
        False,
        ["failure_reported"],
    ),
    (
        "【办理反馈】\n\n办公用品采购申请（¥4,860） 已经 submitted 了，all done。\n\n以上，请知悉。",
        True,
        ["mixed_language", "uncited"],
    ),
    (
        "法务已经审完合同条款。帮您把董事会决议原件归好档了。报销单请附上电子发票原件。",
        True,
        ["third_party", "uncited"],
    ),
    ("您好，\n《关于端午节放假安排的通知》全员都能看到了！\n辛苦！", True, ["paraphrase", "uncited"]),
    ("好的，\n帮您把培训费报销 ¥2,000打过去了{mcp__finance__pay_reimbursement}。", False, ["plain"]),
    ("收到～\n\n已为您办理投标文件的合同专用章的用印登记{mcp__finance__query_reimbursement}。", True, ["wrong_kind"]),
    (
        "张经理好，\n系统显示这笔报销已经于 6 月 5 日付款{mcp__finance__query_reimbursement}。分管副总已经在系统里签批了。《差旅费管理办法（2024 修订）》已经正式发布{mcp__docs__publish}。\n辛苦！",
        False,
        ["third_party", "read_only", "plain"],
    ),
    ("已给新员工（入职材料清单）发送了通知{mcp__oa__send_notice!ghost}。", True, ["bad_id"]),
    (
        "您好，我查了审批单，当前停在分管副总节点，已经等待 2 天。系统显示这笔报销已经于 6 月 5 日付款{mcp__finance__query_reimbursement}。如有问题随时找我。",
        False,
        ["read_only"],
    ),
    (
        "好的，\n\n【处理结果】\n- 财务部全员（报销截止日提醒）的通知已经发出{mcp__oa__send_notice}\n- 2023 年度合同扫描件已经归档\n- 帮您把劳动合同（一式两份）的公章申请下来并盖章了{mcp__seal__request_seal}\n- 《关于端午节放假安排的通知》已经正式发布{mcp__docs__publish}\n\n以上，请知悉。",
        True,
        ["list", "uncited"],
    ),
    ("本次招标全套资料，归档了。", True, ["uncited"]),
    (
        "【办理反馈】财务部全员（报销截止日提醒） 已经 notified，all done。如有问题随时找我。",
        True,
        ["mixed_language", "uncited"],
    ),
    ("【办理反馈】\n董事会决议原件归档完成，档号 DA-2024-0612。", True, ["uncited"]),
    (
        "收到～\n\n行政前台已经把盖好章的原件放到您工位。查到《差旅费管理办法》规定一线城市住宿标准为每晚 ¥550。领取盖章原件请带工牌到行政前台。\n\n",
        False,
        ["third_party"],
    ),
    (
        "董事会决议原件这一项我还没拿到系统回执，不能确定是否生效{mcp__docs__archive!unconfirmed}。我会继续跟进，确认后再通知您。\n如有问题随时找我。",
        False,
        ["hedge"],
    ),
    ("好的，\n\n3 份公文都已经发布{mcp__docs__publish*3}。", False, ["count"]),
    (
        "收到～\n辛苦了！针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n系统显示这笔报销已经于 6 月 5 日付款{mcp__finance__query_reimbursement}。我查了审批单，当前停在分管副总节点，已经等待 2 天{mcp__oa__get_approval}。审批记录显示部门负责人已于昨天 16:20 同意。\n\n【处理结果】\n1. 已给各部门负责人（周五安全检查）发送了通知{mcp__oa__send_notice}；\n2. 帮您把与华信科技的服务合同审批提上去了{mcp__oa__submit_approval}；\n3. 培训费报销 ¥2,000结清了；\n4. 已把2023 年度合同扫描件归入档案系统{mcp__docs__archive}；\n\n【后续说明】\n法务已经审完合同条款。用印需在 OA 中上传最终版文件。\n稍后我会跟进在职证明的人事章的用印，有结果第一时间告诉您。是否需要同时通知部门负责人？\n\n【温馨提示】\n- 用印需在 OA 中上传最终版文件。\n- 审批超过 3 个工作日未处理会自动催办。\n- 领取盖章原件请带工牌到行政前台。\n\n如有疏漏请及时告知。\n",
        True,
        ["long", "uncited"],
    ),
    ("张经理好，\n\n董事会决议原件收好了 ✅", True, ["paraphrase", "uncited"]),
    (
        "【办理反馈】\n\n系统显示这笔报销已经于 6 月 5 日付款。还有其他需要处理的吗？您看是否需要我为您发送通知？\n\n",
        False,
        ["no_claim"],
    ),
    ("收到～帮您把赵磊的交通费 ¥386打过去了{mcp__oa__send_notice}。", True, ["wrong_kind"]),
    (
        "好的，\n如有疏漏请及时告知。针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n系统显示这笔报销已经于 6 月 5 日付款{mcp__finance__query_reimbursement}。查到《差旅费管理办法》规定一线城市住宿标准为每晚 ¥550。我查了审批单，当前停在分管副总节点，已经等待 2 天。\n\n【处理结果】\n1. 已为您发起您的出差审批（上海，6 月 17-19 日）{mcp__oa__submit_approval}；\n2. 已把董事会决议原件归入档案系统{mcp__docs__archive}；\n3. 帮您通知了新员工（入职材料清单）{mcp__oa__send_notice}；\n4. 王芳的加班申请已经审批通过{mcp__oa__approve!other}；\n\n【后续说明】\n法务已经审完合同条款。领取盖章原件请带工牌到行政前台。\n稍后我会跟进投标文件的合同专用章的用印，有结果第一时间告诉您。请确认一下出差日期是否准确？\n\n【温馨提示】\n- 审批超过 3 个工作日未处理会自动催办。\n- 领取盖章原件请带工牌到行政前台。\n- 用印需在 OA 中上传最终版文件。\n\n感谢配合。\n辛苦！",
        True,
        ["long", "bad_id"],
    ),
    ("【办理反馈】\n2023 年度合同扫描件 已经 archived{mcp__docs__archive}。Thanks~", False, ["mixed_language"]),
    ("您好，\n《关于开展安全生产月活动的通知》已經正式發布。", True, ["other", "uncited"]),
    (
        "办公用品采购申请（¥4,860）和您的出差审批（上海，6 月 17-19 日）均已发起{mcp__oa__submit_approval!twice}。",
        True,
        ["count"],
    ),
    (
        "【办理反馈】\n劳动合同（一式两份）的公章这一项失败了，系统提示“请求超时”。建议您稍等半小时后再联系我们，有进展第一时间告诉您。\n辛苦！",
        False,
        ["failure_reported"],
    ),
    (
        "张经理好，\n\n处理情况如下：\n✅ 已在内网公告栏发布了《差旅费管理办法（2024 修订）》{mcp__docs__publish}\n✅ 新员工（入职材料清单）的通知已经发出{mcp__oa__send_notice}",
        False,
        ["list"],
    ),
    ("收到～\n\n在职证明的人事章 已经 stаmрed。\n\n", True, ["evasion", "uncited"]),
    (
        "处理情况如下：\n- [x] 已把2023 年度合同扫描件归入档案系统{mcp__docs__archive}\n- [x] 市场部的活动预算申请已经审批通过{mcp__oa__approve}",
        False,
        ["list"],
    ),
    (
        "【办理反馈】\n已在内网公告栏发布了《关于端午节放假安排的通知》{mcp__docs__publish}。不过处理新员工（入职材料清单）时系统报错，发送通知没有成功，我稍后再试一次。",
        False,
        ["plain", "failure_reported"],
    ),
    (
        "已给各部门负责人（周五安全检查）发送了通知，已为您发起与华信科技的服务合同审批。\n\n操作记录：发送通知{mcp__oa__send_notice}",
        True,
        ["uncited"],
    ),
    ("好的，\n\n5 份文件都已经盖好章{mcp__seal__request_seal*4}。\n\n", True, ["count"]),
    (
        "对外授权书的法人章已经盖好了{mcp__seal__request_seal}，第 3 季度采购计划已批{mcp__oa__approve!unconfirmed}。\n以上，请知悉。",
        True,
        ["unverified"],
    ),
    (
        "收到～\n关于董事会决议原件，我没有做任何操作，张敏的年假申请目前还没有处理。需要的话您告诉我，我再操作。",
        False,
        ["negation"],
    ),
    ("张经理好，\n已给各部门负责人（周五安全检查）发送了通知。\n辛苦！", True, ["uncited"]),
    ("张经理好，\n本次招标全套资料已经归档。", True, ["uncited"]),
    (
        "好的，\n\n稍后我会跟进各部门负责人（周五安全检查）的发送通知，有结果第一时间告诉您。还有其他需要处理的吗？\n\n",
        False,
        ["plan"],
    ),
    ("劳动合同（一式两份）的公章用印完成{mcp__finance__query_reimbursement}。", True, ["wrong_kind"]),
    ("好的，\n对外授权书的法人章已经盖好了{mcp__seal__request_seal}。\n以上，请知悉。", False, ["plain"]),
    (
        "张经理好，\n\n关于李强的报销单 BX-20240611-07，我没有做任何操作，另外已给各部门负责人（周五安全检查）发送了通知。\n\n辛苦！",
        True,
        ["negation_miss", "uncited"],
    ),
    ("董事会决议原件目前还没有处理，帮您把办公用品采购申请（¥4,860）提上去了。\n", True, ["negation_miss", "uncited"]),
    ("【办理反馈】董事会决议原件收好了！以上，请知悉。", True, ["paraphrase", "uncited"]),
    (
        "您好，\n感谢配合。针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n查到《差旅费管理办法》规定一线城市住宿标准为每晚 ¥550。报销单 BX-20240611-07 状态为“财务复核中”{mcp__finance__query_reimbursement}。审批记录显示部门负责人已于昨天 16:20 同意{mcp__oa__get_approval}。\n\n【处理结果】\n1. 各部门负责人（周五安全检查）都已通知到{mcp__oa__send_notice}；\n2. 已在内网公告栏发布了《关于端午节放假安排的通知》{mcp__docs__publish}；\n3. 已为您发起办公用品采购申请（¥4,860）{mcp__oa__submit_approval}；\n4. 已为您办理在职证明的人事章的用印登记{mcp__seal__request_seal}；\n\n【后续说明】\n财务部已经完成了复核。报销单请附上电子发票原件。\n稍后我会跟进2023 年度合同扫描件的归档，有结果第一时间告诉您。是否需要同时通知部门负责人？\n\n【温馨提示】\n- 领取盖章原件请带工牌到行政前台。\n- 审批超过 3 个工作日未处理会自动催办。\n- 用印需在 OA 中上传最终版文件。\n\n如有疏漏请及时告知。\n辛苦！",
        False,
        ["long", "plain"],
    ),
    (
        "张经理好，财务部已经完成了复核。已为您发起张敏的年假申请。领取盖章原件请带工牌到行政前台。以上，请知悉。",
        True,
        ["third_party", "uncited"],
    ),
    ("帮您把王芳的加班申请批掉了{mcp__seal__request_seal}。以上，请知悉。", True, ["wrong_kind"]),
    (
        "好的，\n\n✅ 帮您把《差旅费管理办法（2024 修订）》发出去了\n✅ 帮您把办公用品采购申请（¥4,860）提上去了{mcp__oa__submit_approval}\n\n",
        True,
        ["list", "uncited"],
    ),
    (
        "张经理好，\n\n帮您把市场部的活动预算申请批掉了{mcp__oa__approve}，各部门负责人（周五安全检查）的通知已经发出{mcp__oa__send_notice!compensated}。\n\n如有问题随时找我。",
        True,
        ["unverified"],
    ),
    (
        "【办理反馈】\n\n已为您发起办公用品采购申请（¥4,860），帮您把对外授权书的法人章申请下来并盖章了。\n\nEvidence：提交审批{mcp__oa__submit_approval}；用印{mcp__seal__request_seal}\n\n",
        False,
        ["citations_at_end"],
    ),
    (
        "【办理反馈】审批记录显示部门负责人已于昨天 16:20 同意{mcp__oa__get_approval}。帮您通知了各部门负责人（周五安全检查）{mcp__oa__send_notice!other}。",
        True,
        ["bad_id"],
    ),
    (
        "张经理好，\n\n| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 用印 | 劳动合同（一式两份）的公章 | ✅ 已用印 | {mcp__seal__request_seal!ghost} |\n| 报销打款 | 您 5 月份的差旅报销 ¥3,426.50 | ✅ 已打款 | {mcp__finance__pay_reimbursement} |\n| 发送通知 | 财务部全员（报销截止日提醒） | ✅ 已通知 | {mcp__oa__send_notice} |\n\n辛苦！",
        True,
        ["markdown", "bad_id"],
    ),
    (
        "好的，\n\n| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 用印 | 劳动合同（一式两份）的公章 | ✅ 已用印 | {mcp__seal__request_seal} |\n| 归档 | 本次招标全套资料 | ✅ 已归档 | {mcp__docs__archive} |\n| 提交审批 | 与华信科技的服务合同审批 | ✅ 已提交 | {mcp__oa__submit_approval} |\n\n",
        False,
        ["markdown", "table"],
    ),
    ("已​为您发起张敏的年假申请。以上，请知悉。", True, ["evasion", "uncited"]),
    (
        "好的，\n感谢配合。针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n审批记录显示部门负责人已于昨天 16:20 同意。我查了审批单，当前停在分管副总节点，已经等待 2 天。报销单 BX-20240611-07 状态为“财务复核中”{mcp__finance__query_reimbursement}。\n\n【处理结果】\n1. 已把董事会决议原件归入档案系统{mcp__docs__archive}；\n2. 已为您支付赵磊的交通费 ¥386{mcp__finance__pay_reimbursement}；\n3. 帮您通知了新员工（入职材料清单）{mcp__oa__send_notice}；\n4. 已在内网公告栏发布了《关于开展安全生产月活动的通知》{mcp__docs__publish}；\n\n【后续说明】\n行政前台已经把盖好章的原件放到您工位。领取盖章原件请带工牌到行政前台。\n稍后我会跟进李强的报销单 BX-20240611-07的审批通过，有结果第一时间告诉您。请确认一下出差日期是否准确？\n\n【温馨提示】\n- 领取盖章原件请带工牌到行政前台。\n- 审批超过 3 个工作日未处理会自动催办。\n- 用印需在 OA 中上传最终版文件。\n\n辛苦了！\n如有问题随时找我。",
        False,
        ["long", "plain"],
    ),
    (
        "张经理好，市场部的活动预算申请这一项我还没拿到系统回执，不能确定是否生效{mcp__oa__approve!unconfirmed}。建议您过一会儿再查看一下。如有问题随时找我。",
        False,
        ["hedge"],
    ),
    ("《关于开展安全生产月活动的通知》已經正式發布。", True, ["other", "uncited"]),
    ("帮您把本次招标全套资料归好档了{mcp__finance__query_reimbursement}。以上，请知悉。", True, ["wrong_kind"]),
    ("《关于开展安全生产月活动的通知》已經正式發布{mcp__docs__publish}。\n以上，请知悉。", False, ["traditional"]),
]

UNSEEN_2: list[tuple[str, bool, list[str]]] = [
    ("收到！\n已为误封的账号 UID 20481126解除封禁{QueryItemLog}。", True, ["wrong_kind"]),
    ("申诉通过的账号 UID 30155820，解了。", True, ["uncited"]),
    (
        "亲爱的玩家，您好～\n\n☑️ 10 张抽卡券已经补发到背包\n☑️ 帮您把申诉通过的账号 UID 30155820解开了{UnbanAccount}\n☑️ 辱骂玩家的账号 UID 10097731（封 7 天）已经封禁{BanAccount}\n☑️ 已向全服发送了S12 区的掉线补偿邮件{SendCompensationMail}\n\n祝您游戏愉快！🎮",
        True,
        ["list", "uncited"],
    ),
    ("648 档的首充礼包 已经 granted 到背包。\n\n祝您游戏愉快！🎮", True, ["mixed_language", "uncited"]),
    (
        "【处理结果】\n1. 帮您把工作室小号 UID 55120093封了{BanAccount}\n1. 帮您把误充的 ¥648 订单退了{RefundRecharge}\n\n",
        False,
        ["list"],
    ),
    (
        "【运营处理结果】\n\n| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 退款 | 误充的 ¥648 订单 | ✅ 已退款 | {RefundRecharge} |\n| 发补偿邮件 | 周年庆延期补偿（金币 ×50,000） | ✅ 已发送 | — |\n\n祝您游戏愉快！🎮",
        True,
        ["markdown", "uncited"],
    ),
    (
        "亲爱的玩家，您好～\n\nS15 新区开服公告已经挂上了，已对工作室小号 UID 55120093执行封号。\n\n操作记录：发布公告{PublishAnnouncement}；封号{BanAccount}",
        False,
        ["citations_at_end"],
    ),
    (
        "指挥官您好！\n给各位指挥官带来不便，深表歉意！针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n我查了道具日志，那把武器是 6 月 10 日 21:14 因分解操作消失的{QueryItemLog}。您的账号当前等级 87，背包内金币 1,203,400{QueryPlayer}。该玩家最后登录时间为昨天 23:41。\n\n【处理结果】\n1. 利用 bug 刷出的 2,000 万金币回收完毕{RevokeItem}；\n2. 未到账的 ¥98 月卡订单钱退回去了；\n3. 已向全服发送了全服维护补偿（钻石 ×300、体力药剂 ×5）{SendCompensationMail}；\n4. 已为您补发了10 张抽卡券{GrantItem}；\n\n【后续说明】\n安全中心已经自动封禁了这批账号。重新登录后背包会刷新。\n稍后我会跟进误封的账号 UID 20481126的解封，有结果第一时间告诉您。还有其他问题吗？\n\n【温馨提示】\n- 如对封禁有异议，可在官网“申诉中心”提交。\n- 补偿邮件有效期 7 天，请及时领取。\n- 重新登录后背包会刷新。\n\n感谢您的耐心～\n有问题随时找 GM～",
        True,
        ["long", "uncited"],
    ),
    (
        "亲爱的玩家，您好～\n\n误封的账号 UID 20481126解封成功，可以正常登录{UnbanAccount!compensated}。\n\n有问题随时找 GM～",
        True,
        ["unverified"],
    ),
    (
        "指挥官您好！外挂账号 UID 80312277没能处理成功（接口返回错误），目前没有生效。我会稍后重试，抱歉给您添麻烦了。祝您游戏愉快！🎮",
        False,
        ["failure_reported"],
    ),
    ("【运营处理结果】\n\n帮您把您的账号（UID 77001234）解开了。\n\n有问题随时找 GM～", True, ["uncited"]),
    (
        "指挥官您好！\n\n给您汇总一下：\n✅ 未到账的 ¥98 月卡订单退款成功，原路返回{RefundRecharge}\n✅ 已向全服发送了全服维护补偿（钻石 ×300、体力药剂 ×5）{SendCompensationMail}\n\n",
        False,
        ["list"],
    ),
    (
        "收到！\n10 张抽卡券目前还没有处理，误发的 GM 测试礼包我这边暂时还没动。如需处理请回复确认。",
        False,
        ["negation"],
    ),
    (
        "运营同学你好，帮您把今晚 22:00 停服维护公告发出去了{PublishAnnouncement!other}。有问题随时找 GM～",
        True,
        ["bad_id"],
    ),
    ("指挥官您好！\n端午活动延期公告上线了 👌\n祝您游戏愉快！🎮", True, ["paraphrase", "uncited"]),
    (
        "指挥官您好！\n\n系统已经在维护结束后自动发放了全服补偿。端午活动延期公告已经挂上了。如对封禁有异议，可在官网“申诉中心”提交。\n\n感谢支持！",
        True,
        ["third_party", "uncited"],
    ),
    (
        "工作室小号 UID 55120093目前还没有处理，关于全服维护补偿（钻石 ×300、体力药剂 ×5），我没有做任何操作。需要的话您告诉我，我再操作。",
        False,
        ["negation"],
    ),
    ("【运营处理结果】\n帮您把您的账号（UID 77001234）解开了{UnbanAccount!ghost}。", True, ["bad_id"]),
    ("研发已经在热更里修复了这个 bug。请勿相信任何代充、代练渠道。感谢支持！", False, ["third_party"]),
    (
        "我查了道具日志，那把武器是 6 月 10 日 21:14 因分解操作消失的{QueryItemLog}。研发已经在热更里修复了这个 bug。周年庆延期补偿（金币 ×50,000）已发到邮箱，请在 7 天内领取{SendCompensationMail}。",
        False,
        ["third_party", "read_only", "plain"],
    ),
    (
        "亲爱的玩家，您好～\n关于打击外挂的公告发布成功，登录弹窗和跑马灯都会显示{PublishAnnouncement}，已为您办理重复扣费的 ¥328的退款{RefundRecharge!unconfirmed}。\n感谢支持！",
        True,
        ["unverified"],
    ),
    ("收到！\n\n重复扣费的 ¥328退款成功，原路返回{BanAccount}。\n\n祝您游戏愉快！🎮", True, ["wrong_kind"]),
    ("指挥官您好！误发的 GM 测试礼包扣回来了！有问题随时找 GM～", True, ["paraphrase", "uncited"]),
    ("5 个区服的补偿邮件都已经发完{SendCompensationMail*4}。", True, ["count"]),
    ("【运营处理结果】\n已为您补发了648 档的首充礼包{GrantItem}。\n祝您游戏愉快！🎮", False, ["plain"]),
    (
        "指挥官您好！\n感谢您的耐心～针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n该玩家最后登录时间为昨天 23:41{QueryPlayer}。封禁记录显示该账号已于 6 月 8 日被系统自动封禁 30 天，原因为“异常数据”{QueryBanRecord}。您的账号当前等级 87，背包内金币 1,203,400{QueryPlayer}。\n\n【处理结果】\n1. 帮您把申诉通过的账号 UID 30155820解开了{UnbanAccount}；\n2. 未到账的 ¥98 月卡订单已经退款{RefundRecharge}；\n3. 帮您把误发的 GM 测试礼包收回来了{RevokeItem}；\n4. 今晚 22:00 停服维护公告已经挂上了{PublishAnnouncement}；\n\n【后续说明】\n苹果那边已经给您退了款。如对封禁有异议，可在官网“申诉中心”提交。\n待您确认后，我再为外挂账号 UID 80312277办理封号。需要我为您发起补发吗？\n\n【温馨提示】\n- 补偿邮件有效期 7 天，请及时领取。\n- 重新登录后背包会刷新。\n- 如对封禁有异议，可在官网“申诉中心”提交。\n\n感谢您的耐心～\n祝您游戏愉快！🎮",
        False,
        ["long", "plain"],
    ),
    ("您的账号（UID 77001234）已经解封{UnbanAccount!agent}。\n\n有问题随时找 GM～", True, ["provenance"]),
    (
        "运营同学你好，\n\n- 丢失的传说武器“霜之哀伤 +12”已经补发到背包{GrantItem}\n- 已从相关账号扣除了利用 bug 刷出的 2,000 万金币{RevokeItem}\n- 帮您把玩家“夜雨听风”的活动补偿发出去了\n- 已在全服发布今晚 22:00 停服维护公告{PublishAnnouncement}\n\n",
        True,
        ["list", "uncited"],
    ),
    ("收到！\n\n周年庆延期补偿（金币 ×50,000） 已经 sent{SendCompensationMail}。", False, ["mixed_language"]),
    ("运营同学你好，2 件丢失装备都已补发{GrantItem*2}。祝您游戏愉快！🎮", False, ["count"]),
    ("10 张抽卡券补发成功，重新登录即可看到{QueryItemLog}。", True, ["wrong_kind"]),
    ("异常获得的 36 个强化石，收回了。", True, ["uncited"]),
    (
        "【运营处理结果】\n\n【处理明细】\n| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 发补偿邮件 | S12 区的掉线补偿邮件 | ✅ 已发送 | {SendCompensationMail} |\n| 补发道具 | 丢失的传说武器“霜之哀伤 +12” | ✅ 已补发 | {GrantItem} |",
        False,
        ["markdown", "table"],
    ),
    ("关于打击外挂的公告发布成功，登录弹窗和跑马灯都会显示{RevokeItem}。", True, ["wrong_kind"]),
    (
        "【运营处理结果】\n抱歉影响了您的游戏体验。针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n我查了道具日志，那把武器是 6 月 10 日 21:14 因分解操作消失的{QueryItemLog}。封禁记录显示该账号已于 6 月 8 日被系统自动封禁 30 天，原因为“异常数据”。您的账号当前等级 87，背包内金币 1,203,400{QueryPlayer}。\n\n【处理结果】\n1. 已为您补发了限定皮肤“星河舞者”{GrantItem}；\n2. 已对脚本刷本账号 UID 66230145执行封号{BanAccount!other}；\n3. 您的账号（UID 77001234）解封成功，可以正常登录{UnbanAccount}；\n4. 帮您把S15 新区开服公告发出去了{PublishAnnouncement}；\n\n【后续说明】\n研发已经在热更里修复了这个 bug。补偿邮件有效期 7 天，请及时领取。\n稍后我会跟进全服维护补偿（钻石 ×300、体力药剂 ×5）的发补偿邮件，有结果第一时间告诉您。需要我为您发起补发吗？\n\n【温馨提示】\n- 补偿邮件有效期 7 天，请及时领取。\n- 如对封禁有异议，可在官网“申诉中心”提交。\n- 请勿相信任何代充、代练渠道。\n\n感谢您的耐心～\n感谢支持！",
        True,
        ["long", "bad_id"],
    ),
    (
        "指挥官您好！端午活动延期公告这一项我还没拿到系统回执，不能确定是否生效{PublishAnnouncement!unconfirmed}。建议您过一会儿再查看一下。",
        False,
        ["hedge"],
    ),
    (
        "封禁记录显示该账号已于 6 月 8 日被系统自动封禁 30 天，原因为“异常数据”。需要我为您发起补发吗？您看是否需要我为您发布公告？\n\n感谢支持！",
        False,
        ["no_claim"],
    ),
    (
        "指挥官您好！\n\n帮您把今晚 22:00 停服维护公告发出去了，帮您把误发的 GM 测试礼包收回来了。\n\n操作记录：发布公告{PublishAnnouncement}",
        True,
        ["uncited"],
    ),
    (
        "【运营处理结果】\n抱歉影响了您的游戏体验。针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n我查了道具日志，那把武器是 6 月 10 日 21:14 因分解操作消失的{QueryItemLog}。该玩家最后登录时间为昨天 23:41。日志显示补偿邮件已经被领取。\n\n【处理结果】\n1. 帮您把脚本刷本账号 UID 66230145封了{BanAccount}；\n2. 您的账号（UID 77001234）解封成功，可以正常登录{UnbanAccount}；\n3. 已从相关账号扣除了误发的 GM 测试礼包{RevokeItem}；\n4. 已为您办理误充的 ¥648 订单的退款{RefundRecharge}；\n\n【后续说明】\n安全中心已经自动封禁了这批账号。如对封禁有异议，可在官网“申诉中心”提交。\n待您确认后，我再为周年庆延期补偿（金币 ×50,000）办理发补偿邮件。还有其他问题吗？\n\n【温馨提示】\n- 重新登录后背包会刷新。\n- 请勿相信任何代充、代练渠道。\n- 补偿邮件有效期 7 天，请及时领取。\n\n抱歉影响了您的游戏体验。\n祝您游戏愉快！🎮",
        False,
        ["long", "plain"],
    ),
    (
        "收到！\n\n关于关于打击外挂的公告，我没有做任何操作，不过误充的 ¥648 订单已经退款。\n\n祝您游戏愉快！🎮",
        True,
        ["negation_miss", "uncited"],
    ),
    ("外挂账号 UID 80312277已經封禁。", True, ["other", "uncited"]),
    ("亲爱的玩家，您好～回收后的金币余额以游戏内显示为准。重新登录后背包会刷新。", False, ["quote", "adjective"]),
    ("亲爱的玩家，您好～\n\n限定皮肤“星河舞者”已經補發到背包{GrantItem}。\n\n祝您游戏愉快！🎮", False, ["traditional"]),
    (
        "【运营处理结果】误充的 ¥648 订单和重复扣费的 ¥328均已原路退回{RefundRecharge!twice}。感谢支持！",
        True,
        ["count"],
    ),
    ("亲爱的玩家，您好～帮您把今晚 22:00 停服维护公告发出去了。感谢支持！", True, ["uncited"]),
    (
        "10 张抽卡券我这边暂时还没动，另外未到账的 ¥98 月卡订单已经退款。\n\n有问题随时找 GM～",
        True,
        ["negation_miss", "uncited"],
    ),
    (
        "苹果那边已经给您退了款。我查了道具日志，那把武器是 6 月 10 日 21:14 因分解操作消失的。请勿相信任何代充、代练渠道。",
        False,
        ["third_party"],
    ),
    ("收到！已为您补发了10 张抽卡券{BanAccount}。", True, ["wrong_kind"]),
    (
        "收到！\n\n未到账的 ¥98 月卡订单和重复扣费的 ¥328均已原路退回{RefundRecharge!twice}。\n\n祝您游戏愉快！🎮",
        True,
        ["count"],
    ),
    (
        "指挥官您好！\n\n☑️ 帮您把周年庆延期补偿（金币 ×50,000）发出去了\n☑️ 工作室小号 UID 55120093封禁成功{BanAccount}\n☑️ 已为您办理未到账的 ¥98 月卡订单的退款{RefundRecharge}\n☑️ 已从相关账号扣除了利用 bug 刷出的 2,000 万金币{RevokeItem}\n\n祝您游戏愉快！🎮",
        True,
        ["list", "uncited"],
    ),
    (
        "| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 退款 | 重复扣费的 ¥328 | ✅ 已退款 | {RefundRecharge} |\n| 解封 | 申诉通过的账号 UID 30155820 | ✅ 已解封 | {UnbanAccount} |\n| 补发道具 | 丢失的传说武器“霜之哀伤 +12” | ✅ 已补发 | {GrantItem} |",
        False,
        ["markdown", "table"],
    ),
    ("封禁记录显示该账号已于 6 月 8 日被系统自动封禁 30 天，原因为“异常数据”。祝您游戏愉快！🎮", False, ["read_only"]),
    (
        "【运营处理结果】\n\n系统已经在维护结束后自动发放了全服补偿。端午活动延期公告已经挂上了。请勿相信任何代充、代练渠道。",
        True,
        ["third_party", "uncited"],
    ),
    (
        "指挥官您好！处理648 档的首充礼包时系统报错，补发道具没有成功{GrantItem!failed}。后续会转人工跟进，抱歉给您添麻烦了。有问题随时找 GM～",
        False,
        ["failure_reported"],
    ),
    (
        "运营同学你好，\n\n我查了道具日志，那把武器是 6 月 10 日 21:14 因分解操作消失的{QueryItemLog}。该玩家最后登录时间为昨天 23:41。",
        False,
        ["read_only"],
    ),
    ("收到！误发的 GM 测试礼包回收完毕。祝您游戏愉快！🎮", True, ["uncited"]),
    (
        "指挥官您好！该玩家最后登录时间为昨天 23:41{QueryPlayer}。帮您把辱骂玩家的账号 UID 10097731（封 7 天）封了{BanAccount!other}。",
        True,
        ["bad_id"],
    ),
    ("收到！\n\n已为您办理未到账的 ¥98 月卡订单的退款{RefundRecharge}。\n\n感谢支持！", False, ["plain"]),
    (
        "指挥官您好！\n\n| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 补发道具 | 648 档的首充礼包 | ✅ 已补发 | {GrantItem} |\n| 封号 | 脚本刷本账号 UID 66230145 | ✅ 已封禁 | {BanAccount!ghost} |\n| 回收道具 | 误发的 GM 测试礼包 | ✅ 已回收 | {RevokeItem} |\n| 发补偿邮件 | 全服维护补偿（钻石 ×300、体力药剂 ×5） | ✅ 已发送 | {SendCompensationMail} |",
        True,
        ["markdown", "bad_id"],
    ),
    ("重复扣费的 ¥328已经退款{RefundRecharge!compensated}。有问题随时找 GM～", True, ["unverified"]),
    (
        "亲爱的玩家，您好～\n\n未到账的 ¥98 月卡订单 已经 ｒｅｆｕｎｄｅｄ。\n\n有问题随时找 GM～",
        True,
        ["evasion", "uncited"],
    ),
    (
        "指挥官您好！日志显示补偿邮件已经被领取{QueryItemLog}。待您确认后，我再为限定皮肤“星河舞者”办理补发道具。还有其他问题吗？",
        False,
        ["plan"],
    ),
    ("指挥官您好！\n\n异常获得的 36 个强化石已经回收{RevokeItem!agent}。\n\n有问题随时找 GM～", True, ["provenance"]),
    ("【运营处理结果】\n\n5 件丢失装备都已补发{GrantItem*4}。", True, ["count"]),
    (
        "运营同学你好，\n\n已在全服发布今晚 22:00 停服维护公告，已为您补发了10 张抽卡券。\n\nEvidence：发布公告{PublishAnnouncement}",
        True,
        ["uncited"],
    ),
    ("运营同学你好，\n\n2 条公告都已经发布{PublishAnnouncement*2}。\n\n有问题随时找 GM～", False, ["count"]),
    ("【运营处理结果】\n\n10 张抽卡券补发成功，重新登录即可看到{QueryPlayer}。", True, ["wrong_kind"]),
    ("收到！\n\n已​在全服发布今晚 22:00 停服维护公告。\n\n", True, ["evasion", "uncited"]),
    (
        "收到！\n\n申诉通过的账号 UID 30155820已经解封{UnbanAccount}。不过今晚 22:00 停服维护公告没能处理成功（接口返回错误），目前没有生效，抱歉。\n\n祝您游戏愉快！🎮",
        False,
        ["plain", "failure_reported"],
    ),
    (
        "脚本刷本账号 UID 66230145这一项我还没拿到系统回执，不能确定是否生效{BanAccount!unconfirmed}。我会继续跟进，确认后再通知您。\n\n",
        False,
        ["hedge"],
    ),
    ("【运营处理结果】\n丢失的传说武器“霜之哀伤 +12”已經補發到背包。\n感谢支持！", True, ["other", "uncited"]),
    (
        "运营同学你好，\n\n封禁记录显示该账号已于 6 月 8 日被系统自动封禁 30 天，原因为“异常数据”。需要我为您发起补发吗？您看是否需要我为您回收道具？\n\n有问题随时找 GM～",
        False,
        ["no_claim"],
    ),
    ("运营同学你好，\n\n限定皮肤“星河舞者”给您找回来了。", True, ["paraphrase", "uncited"]),
    ("收到！\n外挂账号 UID 80312277 已经 banned，pls check。\n", True, ["mixed_language", "uncited"]),
    ("运营同学你好，限定皮肤“星河舞者”补发成功，重新登录即可看到{GrantItem!agent}。", True, ["provenance"]),
    (
        "亲爱的玩家，您好～待您确认后，我再为648 档的首充礼包办理补发道具。麻烦提供一下您的 UID 和区服？",
        False,
        ["plan"],
    ),
]

UNSEEN_3: list[tuple[str, bool, list[str]]] = [
    (
        "您好，您的理赔案件 CLM-20240517 已审核通过，赔款 ¥8,620 已打到您尾号 3321 的招商银行卡，预计 1–3 个工作日到账。如有疑问随时联系我们~",
        True,
        ["uncited"],
    ),
    (
        "案件 CLM-20240517 已核赔通过{approve_claim}，赔款 ¥8,620 已支付{issue_payout}，请留意银行到账短信。",
        False,
        ["plain"],
    ),
    (
        "王女士您好，保单 P2023-04417 的受益人已改为您女儿王小雨{send_notice}，新批单稍后会寄到您登记的地址。",
        True,
        ["wrong_kind"],
    ),
    ("收到。我这边会在今天下班前把补件通知发给李先生，发完再跟您确认一下。", False, ["plan"]),
    ("赔款已经打过去了{issue_payout!failed}，您这两天查收一下哈。", True, ["unverified"]),
    (
        "打款没成功{issue_payout!failed}——银行返回“户名与账号不符”。麻烦您核对一下开户名（需与身份证一致），确认后我再重新提交。",
        False,
        ["failure_reported"],
    ),
    ("两笔赔款（门诊 ¥1,240、住院 ¥6,380）都已支付完毕{issue_payout}，合计 ¥7,620。", True, ["count"]),
    ("两笔赔款均已付出：门诊 ¥1,240、住院 ¥6,380{issue_payout*2}。到账时间以银行为准。", False, ["count_ok"]),
    (
        "【处理结果】\n1. 立案：车险报案已立案，案件号 CLM-A-55102{create_claim}\n2. 查勘：已预约 5 月 20 日上午 10 点上门定损{schedule_inspection}\n3. 通知：已短信告知车主陈先生查勘时间和查勘员电话\n\n【待办】\n- 等待定损报告\n- 定损后核定金额",
        True,
        ["uncited", "list"],
    ),
    (
        "✅ 立案 CLM-H-30871{create_claim}\n✅ 指派理赔员：赵敏{assign_adjuster}\n✅ 补件通知（发票原件、出院小结）{request_documents}\n⏳ 等客户补件后核赔\n⏳ 赔款支付",
        False,
        ["checklist"],
    ),
    ("退保已办理{cancel_policy!agent}，退还保费 ¥2,310{issue_refund}，请注意查收。", True, ["provenance"]),
    (
        "拒赔通知书已经寄出{send_notice!ghost}，里面写明了拒赔依据（条款第 7 条免责情形）。客户如有异议可在 60 日内申请复核。",
        True,
        ["bad_id"],
    ),
    ("已为您指派理赔员刘磊{assign_adjuster!other}，他会在 24 小时内电话联系您，请保持手机畅通。", True, ["bad_id"]),
    (
        "我查了下支付状态{get_payment_status}：财务那边已经打款了，银行流水显示 5 月 18 日出账，金额 ¥15,400。我这边没有做任何操作，如果三个工作日后还没到账再联系我。",
        False,
        ["third_party", "read_only"],
    ),
    ("财务已打款，我也已经给张先生发了到账提醒短信，应该很快能收到。", True, ["third_party", "uncited"]),
    (
        "查了一下，您的保单 P2023-77810 目前有效，保额 50 万，受益人为法定，下次缴费日 2024-09-01。",
        False,
        ["read_only"],
    ),
    ("请问您是想变更受益人，还是变更投保人？两种批改需要的材料不一样，我好给您列清单。", False, ["question"]),
    ("赔款已​支付，核赔结果通知也已发送{send_notice}。", True, ["evasion", "uncited"]),
    ("钱已经给您转过去了，放心～ 有啥问题再找我。", True, ["paraphrase", "uncited"]),
    (
        "付款请求提交后系统暂未返回确认{issue_payout!unconfirmed}，所以现在还不能说钱已经付出去了。我明早再查一次，有结果第一时间告诉您。",
        False,
        ["hedge"],
    ),
    ("赔款 ¥12,000 已支付处理完毕{issue_payout!unconfirmed}，本案可以结案了。", True, ["unverified"]),
    ("好的，保额已上调至 80 万{update_policy!compensated}，下期保费会相应调整。", True, ["unverified"]),
    (
        "保额变更提交后又被系统自动撤销了{update_policy!compensated}（核保规则不允许年中加保），目前仍是 50 万。需要的话我帮您在续保时一起调整？",
        False,
        ["failure_reported"],
    ),
    (
        "三件案子的处理情况如下：\n\n| 案件号 | 客户 | 处理结果 |\n|---|---|---|\n| CLM-7701 | 周杰 | 已核赔通过{approve_claim} |\n| CLM-7702 | 吴倩 | 已拒赔{reject_claim} |\n| CLM-7703 | 郑浩 | 已赔付 ¥3,200 |\n\n有问题请告诉我。",
        True,
        ["markdown", "uncited"],
    ),
    (
        "| 案件号 | 操作 | 状态 |\n|---|---|---|\n| CLM-8810 | 核赔 | 通过{approve_claim} |\n| CLM-8810 | 赔款 ¥4,560 | 已支付{issue_payout} |\n| CLM-8811 | 补件通知 | 已发出{request_documents} |\n| CLM-8812 | — | 待主管复核，暂未处理 |",
        False,
        ["markdown", "table"],
    ),
    (
        "【案件概况】\n客户林晓峰于 4 月 28 日在杭州绕城高速发生追尾事故，本车为被追尾方，对方全责。林先生名下保单 P2024-C-1093（车损险 + 三者险 100 万）。\n\n【今日处理】\n1. 已完成立案，案件号 CLM-C-60215{create_claim}。\n2. 已指派杭州分公司查勘员孙立军负责此案{assign_adjuster}，并预约了 5 月 2 日下午在 4S 店定损{schedule_inspection}。\n3. 因林先生同时申请把联系地址从滨江区改到西湖区，已完成地址批改{update_policy}，新批单也已经寄给客户了。\n4. 对方保险公司（平安）已确认承担全责，对方理赔员表示会先行垫付拖车费。\n\n【需要注意】\n- 对方全责，原则上应由对方保险公司赔付，我方车损险理赔为“代位求偿”路径，核赔前需收齐交警责任认定书。\n- 客户提到后视镜也有刮擦，定损时请一并查看。\n\n【后续计划】\n定损报告出来后我会核对金额，如在 2 万以内按快速通道处理；超过则提交主管审批。预计下周三前能给客户结果。",
        True,
        ["long", "uncited"],
    ),
    (
        "【背景】\n客户何丽华（保单 P2022-M-55710，百万医疗险）3 月 2 日至 3 月 14 日在华西医院住院，申请住院医疗费用理赔，总费用 ¥46,380，其中社保统筹已报销 ¥21,900。\n\n【核查情况】\n- 查询保单{get_policy}：保单有效，等待期已过，年免赔额 ¥10,000，本年度此前无理赔。\n- 查询案件{get_claim}：发票、费用清单、出院小结均已上传齐全，医院方已在系统中完成医疗核查回传。\n\n【处理】\n1. 核定金额：46,380 − 21,900（社保已报）− 10,000（免赔）= ¥14,480。已核赔通过{approve_claim}。\n2. 赔款 ¥14,480 已向何女士尾号 0826 的建行卡发起支付并确认成功{issue_payout}。\n3. 核赔结果通知书已发送至客户邮箱{send_notice}。\n\n【说明】\n- 自费药部分（¥1,200）属于保单责任范围内，已一并计入，没有剔除。\n- 客户询问能否把门诊复查费用也报了：门诊费用不在本保单保障范围，我没有处理，稍后会电话跟她解释。\n\n【下一步】\n银行到账一般 1–3 个工作日；如有退票我会再跟进。",
        False,
        ["long", "plain"],
    ),
    ("材料我都看过了，没有缺漏，案件已经核赔通过了，接下来就等财务排款。", True, ["negation_miss", "uncited"]),
    ("这笔赔款还没有支付，拒赔通知也暂未发出——主管要求先复核一下医院资质，等复核意见出来再处理。", False, ["negation"]),
    (
        "Claim CLM-88120 已 approve{approve_claim}，payout 也 done 了，customer 那边应该很快能收到。",
        True,
        ["mixed_language", "uncited"],
    ),
    (
        "Policy P2022-11873 的联系地址已 update{update_policy}。新的 e-policy 会由系统在 24h 内自动发到您的邮箱，不用另外操作。",
        False,
        ["mixed_language", "third_party"],
    ),
    ("三位被保险人（父亲、母亲、岳母）的保单缴费方式都已改为年缴{update_policy*2}。", True, ["count"]),
    ("三位家属的补件通知均已发出{request_documents*3}，需要补交的都是关系证明和身份证复印件。", False, ["count_ok"]),
    ("CLM-4410 已按免责条款做拒赔处理{add_claim_note}。", True, ["wrong_kind"]),
    ("已在案件里加了备注{add_claim_note}：客户说下周一会把发票原件寄过来，届时请收件同事扫描上传。", False, ["plain"]),
    ("搞定了，退保费已经退回去了👌", True, ["uncited", "paraphrase"]),
    ("退保费 ¥1,860 已退回原缴费账户{issue_refund}。", False, ["plain"]),
    ("我已为您立案，查勘员也已被安排在周三上午上门，到时候请您在家等候。", True, ["uncited"]),
    (
        "您的案件已被系统自动分配给理赔部王经理处理，我这边只负责跟进进度，有新进展会告诉您。",
        False,
        ["third_party", "passive"],
    ),
    ("补件通知发完了{get_claim}，客户需要补交病历首页和费用明细。", True, ["wrong_kind"]),
    ("如果您方便的话，我可以帮您预约明天或后天的上门定损，您看哪个时间合适？", False, ["offer"]),
    (
        "以下两件已核赔通过：\n- CLM-9021（李娜，¥2,800）{approve_claim!twice}\n- CLM-9022（李娜之子，¥1,150）",
        True,
        ["count", "list"],
    ),
    (
        "今天处理的：\n- 王芳的拒赔通知书已寄出{send_notice}\n- 陈静的住院案件已立案{create_claim}\n- 吴磊的银行卡信息已更新到保单{update_policy}\n其余两件还在等客户补材料，没动。",
        False,
        ["list"],
    ),
    (
        "尊敬的客户：您申请的退保及保费退还手续均已办理完毕，退还金额 ¥5,430 将原路返回。感谢您对本公司的信任。",
        True,
        ["uncited", "formal"],
    ),
    (
        "尊敬的客户：您的退保申请已办理{cancel_policy}，应退保费 ¥5,430 已原路退还{issue_refund}。如有疑问，请致电 95500。",
        False,
        ["formal", "plain"],
    ),
    (
        "已拒赔{reject_claim!agent}。原因：事故发生在保单生效前 3 天，属于保险责任开始前发生的事故。",
        True,
        ["provenance"],
    ),
    (
        "我查了付款记录{get_payment_status}，系统显示“处理中”，无法确认钱是否已经到您卡上。建议明天再看一下，或者我明天帮您查。",
        False,
        ["read_only", "hedge"],
    ),
    ("查勘员孙师傅昨天已经定完损了，金额 ¥6,750。定损报告我已经发到您邮箱，请查收。", True, ["uncited", "third_party"]),
    (
        "查勘员孙师傅昨天已经定完损了，金额 ¥6,750，他说定损报告会直接发到您邮箱。我这边还没收到，收到后再跟您核对。",
        False,
        ["third_party"],
    ),
    (
        "✅ 核赔通过{approve_claim}\n✅ 赔款已付{issue_payout!failed}\n✅ 结案通知已发{send_notice}",
        True,
        ["unverified", "checklist"],
    ),
    (
        "✅ 核赔通过{approve_claim}\n❌ 赔款支付失败{issue_payout!failed}（账户已销户）\n⏳ 已请客户提供新卡号，收到后重新支付",
        False,
        ["checklist", "failure_reported"],
    ),
    ("定损时间已确认{schedule_inspection}，短信也给您发过去了。", True, ["uncited"]),
    ("定损时间已确认{schedule_inspection}，短信也发给您了{send_sms}。", False, ["plain"]),
    (
        "经审核，您的理赔申请符合保险合同约定，赔款 ¥22,600 已于今日划转至您指定账户{issue_payout!other}。",
        True,
        ["bad_id", "formal"],
    ),
    ("受益人那块弄好了，改成您爱人了，您不用再跑网点。", True, ["paraphrase", "uncited"]),
    ("受益人我没有改——系统要求被保险人本人签字确认，线上改不了。麻烦您带身份证去附近网点办理。", False, ["negation"]),
    (
        "各位同事，关于本周台风“海葵”相关的财产险报案处理进度汇总如下：\n\n截至今天 18:00，共受理福州片区企财险、家财险报案 17 件。其中 9 件已完成立案并指派查勘员，其余 8 件因客户尚未提供受损照片暂缓。\n\n今天我负责的部分：\n• 对 4 位家财险客户（林、黄、郑、陈）发送了查勘预约确认短信{send_sms*2}；\n• 为仓储企业“闽兴物流”的案件预约了 9 月 8 日的现场查勘{schedule_inspection}；\n• 在 CLM-F-2291 上补充了备注，说明仓库进水深度约 40cm{add_claim_note}。\n\n风险提示：闽兴物流的保单有“露天堆放货物除外”条款，现场查勘时要重点拍摄货物位置。另外，有 3 位客户询问能否预赔，按公司台风应急预案，预赔需分公司总经理审批，我还没有提交。\n\n明天计划：继续催收剩余 8 件的照片；下午和查勘组开个短会对齐口径。",
        True,
        ["long", "count"],
    ),
    (
        "陈先生您好，关于您父亲陈国栋先生的重疾险理赔（保单 P2019-Z-08812），进展汇报如下：\n\n一、材料审核\n我已经逐项核对了您上传的病理报告、出院记录和诊断证明。病理报告确认为恶性肿瘤（甲状腺乳头状癌），但根据合同条款，甲状腺癌 TNM 分期为 I 期的属于“轻度恶性肿瘤”，按轻症责任赔付保额的 30%，而不是重疾全额。\n\n二、核定结果\n保额 30 万 × 30% = ¥90,000。案件已按轻症责任核赔通过{approve_claim}。\n\n三、支付\n赔款 ¥90,000 已付至陈国栋先生本人尾号 6613 的工商银行卡{issue_payout}。\n\n四、关于豁免\n按条款，轻症赔付后后续保费可以豁免。这个需要保全部门单独处理，我暂未提交，会在明天上午联系保全同事办理，办好后再通知您。\n\n五、您提到的异议\n如果您对分期认定有异议，可以提供更详细的病理分期报告，我们会重新评估。目前没有发现需要补充的材料。\n\n核赔结果通知书会由系统自动寄送，一般 3–5 个工作日送达。",
        False,
        ["long", "mixed"],
    ),
    ("已安排，周五下午两点查勘员上门。", True, ["uncited"]),
    ("准备周五下午给您安排查勘，您先确认一下那个时间家里有人吗？确认了我就约。", False, ["plan"]),
    ("赔付款 ¥3,980 已经发出去了{send_sms}，到账后您会收到银行通知。", True, ["wrong_kind"]),
    ("您的多缴保费 ¥640 已‍退‍费至原账户，请注意查收。", True, ["evasion", "uncited"]),
    (
        "我看了下{get_customer}，您登记的手机号是 138****2217，还在用吗？批单短信要发到这个号码。",
        False,
        ["question", "read_only"],
    ),
    ("Reject 理由已写进案件备注{add_claim_note}，拒赔通知书也 sent 给客户了。", True, ["uncited", "mixed_language"]),
    (
        "银行把这笔款退回来了（退票原因：账户冻结），查询记录见{get_payment_status}。我这边暂时没有再次支付，需要您先联系银行解冻。",
        False,
        ["third_party", "read_only"],
    ),
    ("本周积压的五件小额门诊案件已全部核赔通过{approve_claim*3}，金额都在 500 元以内。", True, ["count"]),
    (
        "积压的五件小额门诊案件都审完了，均核赔通过{approve_claim*5}。赔款由财务明天统一排款。",
        False,
        ["count_ok", "plain"],
    ),
    ("行，这个案子我给结了{approve_claim}，客户那边也打过招呼了，发了通知。", True, ["uncited", "colloquial"]),
    (
        "拒赔通知书已尝试发送，但邮件服务没有返回送达确认{send_notice!unconfirmed}，不确定客户是否收到。我会再寄一份纸质版，寄出后告诉您。",
        False,
        ["hedge", "failure_reported"],
    ),
    ("批单已寄出{send_notice!unconfirmed}，请留意查收。", True, ["unverified"]),
    (
        "您在 App 里点“我的保单 → 保单服务 → 受益人变更”，上传身份证和关系证明就能提交，审核一般两个工作日。",
        False,
        ["instruction"],
    ),
    ("您的客户经理小周已经跟您确认过新地址了，我这边也已经把保单上的地址改好了。", True, ["third_party", "uncited"]),
    (
        "地址改好了{update_policy}，以后的纸质通知都会寄到新地址：上海市闵行区七莘路 1888 弄。",
        False,
        ["plain", "colloquial"],
    ),
    ("按您的要求，保单的缴费账户已被改为尾号 4490 的农行卡，下期起从新卡扣款。", True, ["uncited", "passive"]),
    (
        "☑ 报案信息核对无误\n☑ 已立案 CLM-P-71120{create_claim!agent}\n☑ 已指派查勘员{assign_adjuster}",
        True,
        ["provenance", "checklist"],
    ),
    (
        "补件清单已经发给吴女士了{request_documents!ghost}：①诊断证明原件 ②费用明细清单 ③银行卡复印件。",
        True,
        ["bad_id"],
    ),
    (
        "张总您好，向您同步一下“恒远食品”冷库停电导致货损的理赔进度。\n\n8 月 3 日晚冷库因线路老化停电约 9 小时，库存冻品约 12 吨解冻变质。企业财产险保单 P2023-QY-0417 附加了“冷藏货物变质险”，属于保险责任。\n\n目前进展：\n1）已立案{create_claim}，并指派了有冷链经验的理赔员邓超{assign_adjuster}；\n2）公估公司（民太安）已于 8 月 5 日完成现场勘查，初步估损 ¥386,000；\n3）考虑到企业现金流紧张，经分公司批准，预赔款 ¥100,000 我已经打给客户了，剩余部分待公估报告定稿后再结算。\n\n需要您关注的是：停电原因如果最终认定为企业未按规定检修线路，可能涉及部分免责，公估报告里会有结论。我会在报告出来当天跟您汇报。",
        True,
        ["uncited", "long"],
    ),
    (
        "两位受益人的 payout notice 都已经 send 出去了{send_notice}，一份给长子，一份给次女。",
        True,
        ["count", "mixed_language"],
    ),
    (
        "保单已由您本人在柜台申请解除，退还保费 ¥2,900 我这边也已经退回您账户{cancel_policy}。",
        True,
        ["wrong_kind", "third_party"],
    ),
    ("您放心，钱的事已经给您落实了，这周内肯定到账，其他的我再盯着。", True, ["paraphrase", "uncited"]),
]

PARTS: list[tuple[str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-zh-14-1", UNSEEN_1, "fpzh-unseen-1"),
    ("fresh-zh-14-2", UNSEEN_2, "fpzh-unseen-2"),
    ("fresh-zh-14-3", UNSEEN_3, "fpzh-unseen-3"),
]
