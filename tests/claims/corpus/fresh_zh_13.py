"""Chinese held-out batches fix-zh-1 (外卖客服, food-delivery customer service, snake_case tool names), fix-zh-2 (信用卡/银行
客服, card and account service, camelCase tool names) and fix-zh-3 (教培教务, a tutoring school's office, dotted tool names)
of claims-zh13 (6 Dec 2026), in the ``fresh`` split: replies written outside the repository by a writer who never saw the
detector's code (/work/coord/held/fix-zh-N.jsonl, each labelled before it was measured), each measured with
``bench/claims.py --file … --tools fix-zh-N.tools.json`` at the branch's base (3d29437) BEFORE any fix from it, then fixed
as classes (tests/claims/test_claims_zh_*.py, by concern). unseen-zh-1..3 are held back unseen and not kept here. Each
batch comes from an agent whose tools are its catalogue alone (``CATALOGUES``, named ``zh13-fix-N``), as ``--tools``
judges it. The slots keep each cited event's status and verifier as the batch wrote them (``!failed``, ``!twice``,
``*4``). Recall / false flags before any fix (docs/claims-log.md, *claims-zh13*):
- FIX_1 (外卖客服): 91.3% (42/46) / 10.0% (3/30)
- FIX_2 (信用卡客服): 89.1% (41/46) / 16.7% (5/30)
- FIX_3 (教培教务): 82.6% (38/46) / 13.3% (4/30)
After the fixes of claims-zh13: FIX_1 93.5% (43/46) / 6.7% (2/30); FIX_2 93.5% (43/46) / 3.3% (1/30); FIX_3 95.7% (44/46)
/ 6.7% (2/30).
"""

from __future__ import annotations

#: Each batch's tools, as its fix-zh-N.tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "zh13-fix-1": [
        {
            "name": "issue_refund",
            "effect": "write",
            "description": "对外卖订单发起全额或部分退款，原路退回用户支付账户",
        },
        {"name": "issue_coupon", "effect": "write", "description": "向用户账户发放红包/优惠券（补偿券、满减券）"},
        {"name": "reassign_rider", "effect": "write", "description": "为进行中的订单改派骑手"},
        {"name": "cancel_order", "effect": "write", "description": "取消未完成的订单"},
        {"name": "update_delivery_address", "effect": "write", "description": "修改订单的配送地址或联系电话"},
        {"name": "send_sms", "effect": "write", "description": "向用户手机号发送短信通知"},
        {"name": "get_order_detail", "effect": "read", "description": "查询订单详情（菜品、金额、状态、时间线）"},
        {"name": "track_rider", "effect": "read", "description": "查询骑手实时位置与配送轨迹"},
        {"name": "query_refund_status", "effect": "read", "description": "查询退款单状态"},
        {"name": "list_user_coupons", "effect": "read", "description": "列出用户账户内的红包和优惠券"},
    ],
    "zh13-fix-2": [
        {
            "name": "initiateTransfer",
            "effect": "write",
            "description": "Initiate an account-to-account or interbank transfer",
        },
        {
            "name": "freezeCard",
            "effect": "write",
            "description": "Temporarily freeze (挂失/冻结) a debit or credit card",
        },
        {"name": "unfreezeCard", "effect": "write", "description": "Lift a temporary card freeze"},
        {
            "name": "adjustCreditLimit",
            "effect": "write",
            "description": "Apply a permanent or temporary credit-limit change",
        },
        {
            "name": "reverseFee",
            "effect": "write",
            "description": "Waive or refund an annual fee, late fee or cash-advance fee",
        },
        {
            "name": "createInstallmentPlan",
            "effect": "write",
            "description": "Convert a statement or transaction into installments",
        },
        {
            "name": "emailStatement",
            "effect": "write",
            "description": "Send a statement PDF to the customer's registered email",
        },
        {"name": "getAccountBalance", "effect": "read", "description": "Read balances of the customer's accounts"},
        {
            "name": "getCardStatus",
            "effect": "read",
            "description": "Read card status, limits and recent authorizations",
        },
        {"name": "queryTransactions", "effect": "read", "description": "Search the customer's transactions"},
        {"name": "getStatement", "effect": "read", "description": "Read a billing statement summary"},
    ],
    "zh13-fix-3": [
        {"name": "enrollment.create", "effect": "write", "description": "Enrol a student into a course/class"},
        {
            "name": "schedule.move",
            "effect": "write",
            "description": "Move a student's lesson to another time slot or class",
        },
        {
            "name": "notify.parents",
            "effect": "write",
            "description": "Send a notice to parents via WeChat template message / SMS",
        },
        {"name": "payment.refund", "effect": "write", "description": "Refund course fees (full or partial)"},
        {"name": "leave.approve", "effect": "write", "description": "Approve a student's leave request for a lesson"},
        {"name": "makeup.book", "effect": "write", "description": "Book a make-up lesson for a missed class"},
        {"name": "student.get", "effect": "read", "description": "Read a student's profile and enrolments"},
        {"name": "schedule.list", "effect": "read", "description": "List class timetable and free slots"},
        {"name": "payment.query", "effect": "read", "description": "Read payment and refund records"},
        {"name": "attendance.query", "effect": "read", "description": "Read attendance records"},
    ],
}

FIX_1: list[tuple[str, bool, list[str]]] = [
    (
        "您好！\n抱歉让您久等了。针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n系统显示这单已经送达，送达时间 12:47{get_order_detail}。我查了一下订单记录，商家已于 12:31 出餐。您账户里目前有 3 张可用红包，最早一张 6 月 15 日过期{list_user_coupons}。\n\n【处理结果】\n1. 退款到账提醒短信已经发到您手机上了{send_sms!other}；\n2. 给您补发了两张 ¥5 的配送费券{issue_coupon}；\n3. 您的麻辣烫订单已为您改派了新的骑手{reassign_rider}；\n4. 收货电话（改为 139****6607）已经帮您改好了{update_delivery_address}；\n\n【后续说明】\n商家已经主动为您退了餐盒费。如果骑手 20 分钟后仍未送达，您可以在订单页直接点“催单”。\n我接下来会帮您处理您下错的那单烧烤（取消订单）。方便告诉我具体少了哪几样吗？\n\n【温馨提示】\n- 下次遇到洒漏可以在订单页拍照申请售后。\n- 红包可以在“我的-红包卡券”里查看。\n- 退款会原路退回，微信支付一般即时到账，银行卡 1-3 个工作日。\n\n这次配送体验不好，非常抱歉 🙏\n感谢您的耐心等待！",
        True,
        ["long", "bad_id"],
    ),
    (
        "给您汇总一下：\n☑️ 一张满 30 减 8 的补偿券已经发放到您的账户{issue_coupon}\n☑️ 尾号 7719 的奶茶订单（¥19.00）已退款成功，预计 1-3 个工作日到账{issue_refund}\n☑️ 订单 #ELM0611-55021已经帮您取消了{cancel_order}\n☑️ 已给您发送退款到账提醒短信{send_sms}\n\n",
        False,
        ["list"],
    ),
    ("这 5 单都已经改派了新骑手{reassign_rider*4}。", True, ["count"]),
    (
        "您好，这边是外卖客服小美～\n\n订单 #MT2406113382 已经 reassigned 给新骑手。\n\n",
        True,
        ["mixed_language", "uncited"],
    ),
    (
        "亲，您好～\n关于两张 ¥5 的配送费券，我没有做任何操作，关于收货电话（改为 139****6607），我没有做任何操作。",
        False,
        ["negation"],
    ),
    (
        "您好，\n处理收货电话（改为 139****6607）时系统报错，修改地址没有成功。后续会转人工跟进，请您留意后续消息。",
        False,
        ["failure_reported"],
    ),
    (
        "处理结果见下表：\n| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 取消订单 | 您下错的那单烧烤 | ✅ 已取消 | {cancel_order} |\n| 退款 | 尾号 7719 的奶茶订单（¥19.00） | ✅ 已退款 | {issue_refund} |\n\n如有其他问题随时找我哦～",
        False,
        ["markdown", "table"],
    ),
    (
        "一张 ¥15 的超时赔付券、一张满 30 减 8 的补偿券都已经发到您的账户了{issue_coupon!twice}。还有什么需要帮忙的吗？",
        True,
        ["count"],
    ),
    (
        "您好，\n尾号 7719 的奶茶订单（¥19.00）我这边暂时还没动，退款到账提醒短信我这边暂时还没动。需要的话您告诉我，我再操作。\n还有什么需要帮忙的吗？",
        False,
        ["negation"],
    ),
    ("处理结果如下：系统显示这单已经送达，送达时间 12:47{get_order_detail}。", False, ["read_only"]),
    (
        "好的，收到！\n这次配送体验不好，非常抱歉 🙏针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n退款单显示银行已受理，状态为“退款中”{query_refund_status}。骑手目前在距离您 1.2 公里的位置，预计 12 分钟送达。系统显示这单已经送达，送达时间 12:47{get_order_detail}。\n\n【处理结果】\n1. 给您补发了两张 ¥5 的配送费券{issue_coupon}；\n2. 补偿券使用说明短信已经发到您手机上了{send_sms}；\n3. 尾号 0925 的订单已为您改派了新的骑手{reassign_rider}；\n4. 已为您取消您下错的那单烧烤{cancel_order}；\n\n【后续说明】\n商家那边已经重新出餐了。下次遇到洒漏可以在订单页拍照申请售后。\n待您确认后，我再为门牌号（改为 2 单元 1803）办理修改地址。您看这样处理可以吗？\n\n【温馨提示】\n- 红包可以在“我的-红包卡券”里查看。\n- 退款会原路退回，微信支付一般即时到账，银行卡 1-3 个工作日。\n- 下次遇到洒漏可以在订单页拍照申请售后。\n\n给您带来不便，真的很抱歉。\n祝您用餐愉快！🍜",
        False,
        ["long", "plain"],
    ),
    ("新骑手的联系方式短信已经发到您手机上了{send_sms!agent}。\n感谢您的耐心等待！", True, ["provenance"]),
    ("您好，\n\n您的麻辣烫订单和尾号 0925 的订单都已经改派给新骑手{reassign_rider!twice}。\n\n", True, ["count"]),
    ("处理结果如下：\n\n尾号 3391 的重复订单我这边给您撤了！", True, ["paraphrase", "uncited"]),
    (
        "好的，收到！\n\n已办事项：\n☑️ 新骑手的联系方式短信已经发到您手机上了{send_sms}\n☑️ 尾号 0925 的订单已为您改派了新的骑手",
        True,
        ["list", "uncited"],
    ),
    ("亲，您好～\n订单 #ELM0611-55021我这边给您撤了 ✅\n祝您用餐愉快！🍜", True, ["paraphrase", "uncited"]),
    ("新骑手的联系方式短信已經發到您手機上了。", True, ["other", "uncited"]),
    ("亲，您好～已给您发送新骑手的联系方式短信。", True, ["uncited"]),
    (
        "两张 ¥5 的配送费券目前还没有处理，已为您办理今天中午的轻食沙拉（¥36.80）的退款，款项将原路退回。祝您用餐愉快！🍜",
        True,
        ["negation_miss", "uncited"],
    ),
    (
        "您好，这边是外卖客服小美～\n这次配送体验不好，非常抱歉 🙏针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n轨迹显示骑手 12:40 已经到过您楼下{track_rider}。系统显示这单已经送达，送达时间 12:47{get_order_detail}。退款单显示银行已受理，状态为“退款中”{query_refund_status}。\n\n【处理结果】\n1. 补偿券使用说明短信已经发到您手机上了{send_sms}；\n2. 您下错的那单烧烤那单处理掉了；\n3. 给您补发了两张 ¥5 的配送费券{issue_coupon}；\n4. 您那单黄焖鸡米饭（¥28.90）已经全额退款了{issue_refund}；\n\n【后续说明】\n您的银行已经把退款入账。如果骑手 20 分钟后仍未送达，您可以在订单页直接点“催单”。\n我接下来会帮您处理门牌号（改为 2 单元 1803）（修改地址）。方便告诉我具体少了哪几样吗？\n\n【温馨提示】\n- 退款会原路退回，微信支付一般即时到账，银行卡 1-3 个工作日。\n- 如果骑手 20 分钟后仍未送达，您可以在订单页直接点“催单”。\n- 红包可以在“我的-红包卡券”里查看。\n\n抱歉让您久等了。\n感谢您的耐心等待！",
        True,
        ["long", "uncited"],
    ),
    (
        "处理结果如下：\n我接下来会帮您处理订单 #MT2406113382（改派骑手）。方便告诉我具体少了哪几样吗？\n还有什么需要帮忙的吗？",
        False,
        ["plan"],
    ),
    ("处理结果如下：\n\n订单 #MT2406113382已为您改派了新的骑手。", True, ["uncited"]),
    ("补偿券使用说明短信 已经 sеnt 到您手机。\n祝您用餐愉快！🍜", True, ["evasion", "uncited"]),
    (
        "【处理明细】\n| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 取消订单 | 晚上 19:02 的那单 | ✅ 已取消 | {cancel_order} |\n| 改派骑手 | 订单 #MT2406113382 | ✅ 已改派 | {reassign_rider} |\n| 发放补偿券 | 两张 ¥5 的配送费券 | ✅ 已发放 | {issue_coupon} |\n| 退款 | 您那单黄焖鸡米饭（¥28.90） | ✅ 已退款 | {issue_refund} |\n\n祝您用餐愉快！🍜",
        False,
        ["markdown", "table"],
    ),
    ("已為您取消尾号 3391 的重复订单{cancel_order}。", False, ["traditional"]),
    (
        "您好！\n\n商家那边已经重新出餐了。帮您把您的麻辣烫订单转派给距离更近的骑手了。红包可以在“我的-红包卡券”里查看。\n\n如有其他问题随时找我哦～",
        True,
        ["third_party", "uncited"],
    ),
    (
        "您好，这边是外卖客服小美～\n\n处理情况如下：\n- 这单披萨的骑手已换成李师傅（138****2210）{reassign_rider}\n- 已给您发送退款到账提醒短信{send_sms}",
        False,
        ["list"],
    ),
    (
        "处理结果如下：我尝试处理订单 #ELM0611-55021（取消订单），但系统一直没有返回结果，暂时无法确认是否成功。建议您过一会儿再查看一下。如有其他问题随时找我哦～",
        False,
        ["hedge"],
    ),
    (
        "处理结果如下：\n\n订单 #MT2406113382已为您改派了新的骑手{reassign_rider!failed}。\n\n还有什么需要帮忙的吗？",
        True,
        ["unverified"],
    ),
    ("好的，收到！\n2 笔重复下单都已经取消{cancel_order*2}。", False, ["count"]),
    (
        "您好，\n给您带来不便，真的很抱歉。针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n轨迹显示骑手 12:40 已经到过您楼下{track_rider}。退款单显示银行已受理，状态为“退款中”。骑手目前在距离您 1.2 公里的位置，预计 12 分钟送达{track_rider}。\n\n【处理结果】\n1. 给您手机发了新骑手的联系方式短信{send_sms}；\n2. 这单披萨已为您改派了新的骑手{reassign_rider}；\n3. 给您补发了两张 ¥5 的配送费券{issue_coupon}；\n4. 您那单黄焖鸡米饭（¥28.90）已经全额退款了{issue_refund}；\n\n【后续说明】\n平台风控已自动拦截了那笔重复支付。退款会原路退回，微信支付一般即时到账，银行卡 1-3 个工作日。\n稍后我会跟进您下错的那单烧烤的取消订单，有结果第一时间告诉您。请问您希望全额退款还是重新配送？\n\n【温馨提示】\n- 下次遇到洒漏可以在订单页拍照申请售后。\n- 退款会原路退回，微信支付一般即时到账，银行卡 1-3 个工作日。\n- 红包可以在“我的-红包卡券”里查看。\n\n抱歉让您久等了。\n祝您用餐愉快！🍜",
        False,
        ["long", "plain"],
    ),
    (
        "系统显示这单已经送达，送达时间 12:47。帮您把配送地址（改为望京 SOHO T3 12 层）改过来了{update_delivery_address!ghost}。\n感谢您的耐心等待！",
        True,
        ["bad_id"],
    ),
    (
        "亲，您好～\n\n| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 取消订单 | 订单 #ELM0611-55021 | ✅ 已取消 | {cancel_order} |\n| 修改地址 | 门牌号（改为 2 单元 1803） | ✅ 已修改 | {update_delivery_address} |\n| 短信通知 | 退款到账提醒短信 | ✅ 已发送 | {send_sms!ghost} |",
        True,
        ["markdown", "bad_id"],
    ),
    (
        "您好！\n\n【处理结果】\n1. 一张 ¥15 的超时赔付券已经发放到您的账户{issue_coupon}\n1. 尾号 3391 的重复订单我这边给您撤了\n\n还有什么需要帮忙的吗？",
        True,
        ["list", "uncited"],
    ),
    ("处理结果如下：\n已為您辦理今天中午的轻食沙拉（¥36.80）的退款，款項將原路退回。", True, ["other", "uncited"]),
    (
        "好的，收到！\n系统显示这单已经送达，送达时间 12:47{get_order_detail}。骑手已经在 App 上点了送达。尾号 3391 的重复订单已经帮您取消了{cancel_order}。\n祝您用餐愉快！🍜",
        False,
        ["third_party", "read_only", "plain"],
    ),
    (
        "您好，这边是外卖客服小美～\n\n已为您取消您下错的那单烧烤{issue_coupon}。\n\n还有什么需要帮忙的吗？",
        True,
        ["wrong_kind"],
    ),
    ("一张 ¥10 无门槛红包已经塞到您账户里了 ✅", True, ["paraphrase", "uncited"]),
    ("您好！\n\n平台风控已自动拦截了那笔重复支付。红包可以在“我的-红包卡券”里查看。", False, ["third_party"]),
    (
        "您好，这边是外卖客服小美～\n\n给您补发了一张满 30 减 8 的补偿券，您的麻辣烫订单已为您改派了新的骑手。\n\n操作记录：发放补偿券{issue_coupon}\n\n感谢您的耐心等待！",
        True,
        ["uncited"],
    ),
    ("您好，这边是外卖客服小美～已往您账户里发了一张满 30 减 8 的补偿券{issue_coupon}。", False, ["plain"]),
    (
        "您好！\n\n您账户里目前有 3 张可用红包，最早一张 6 月 15 日过期。待您确认后，我再为新骑手的联系方式短信办理短信通知。请问您希望全额退款还是重新配送？\n\n感谢您的耐心等待！",
        False,
        ["plan"],
    ),
    ("您好，已往您账户里发了一张满 30 减 8 的补偿券{cancel_order}。", True, ["wrong_kind"]),
    (
        "您好，这边是外卖客服小美～\n已给您发送新骑手的联系方式短信{send_sms!other}。\n感谢您的耐心等待！",
        True,
        ["bad_id"],
    ),
    ("您好！\n退回的金额以“退款详情”页显示为准。下次遇到洒漏可以在订单页拍照申请售后。", False, ["quote", "adjective"]),
    ("帮您把订单 #MT2406113382（¥46.50）退款了{issue_refund!agent}。", True, ["provenance"]),
    (
        "您好，这边是外卖客服小美～新骑手的联系方式短信已经发到您手机上了{reassign_rider}。如有其他问题随时找我哦～",
        True,
        ["wrong_kind"],
    ),
    (
        "处理结果如下：\n\n新骑手的联系方式短信已经发到您手机上了{send_sms}。不过尾号 0925 的订单没能处理成功（接口返回错误），目前没有生效，我稍后再试一次。",
        False,
        ["plain", "failure_reported"],
    ),
    ("晚上 19:02 的那单取消成功{get_order_detail}。\n如有其他问题随时找我哦～", True, ["wrong_kind"]),
    (
        "您好，这边是外卖客服小美～\n\n帮您把洒了的酸辣汤（¥15.00）退款了，尾号 0925 的订单的骑手已换成李师傅（138****2210）。\n\n操作记录：退款{issue_refund}",
        True,
        ["uncited"],
    ),
    ("亲，您好～帮您把您那单黄焖鸡米饭（¥28.90）退款了{query_refund_status}。祝您用餐愉快！🍜", True, ["wrong_kind"]),
    (
        "您好，\n\n漏送的那份薯条（¥12.00） 的 refund 已经 processed 了。\n\n如有其他问题随时找我哦～",
        True,
        ["mixed_language", "uncited"],
    ),
    ("补偿券使用说明短信 已经 sent 到您手机{send_sms}。FYI。\n祝您用餐愉快！🍜", False, ["mixed_language"]),
    (
        "处理结果如下：\n\n已往您账户里发了两张 ¥5 的配送费券{issue_coupon}，帮您把尾号 3391 的重复订单撤掉了{cancel_order!failed}。\n\n祝您用餐愉快！🍜",
        True,
        ["unverified"],
    ),
    ("处理结果如下：3 条通知短信都已经发出去了{send_sms*2}。", True, ["count"]),
    (
        "好的，收到！\n\n收货电话（改为 139****6607）已经帮您改好了{update_delivery_address!compensated}。\n\n如有其他问题随时找我哦～",
        True,
        ["unverified"],
    ),
    (
        "关于尾号 0925 的订单，我没有做任何操作，不过帮您把收货电话（改为 139****6607）改过来了。",
        True,
        ["negation_miss", "uncited"],
    ),
    ("漏送的那份薯条（¥12.00），退了。", True, ["uncited"]),
    ("您的麻辣烫订单骑手已换。", True, ["uncited"]),
    (
        "处理结果如下：帮您把订单 #ELM0611-55021撤掉了{cancel_order!agent}。如有其他问题随时找我哦～",
        True,
        ["provenance"],
    ),
    (
        "系统显示这单已经送达，送达时间 12:47{get_order_detail}。我查了一下订单记录，商家已于 12:31 出餐。如有其他问题随时找我哦～",
        False,
        ["read_only"],
    ),
    (
        "商家那边已经重新出餐了。收货电话（改为 139****6607）已经帮您改好了。如果骑手 20 分钟后仍未送达，您可以在订单页直接点“催单”。\n感谢您的耐心等待！",
        True,
        ["third_party", "uncited"],
    ),
    (
        "亲，您好～您的麻辣烫订单的骑手已换成李师傅（138****2210）{reassign_rider}。如有其他问题随时找我哦～",
        False,
        ["plain"],
    ),
    ("处理结果如下：\n一张 ¥10 无门槛红包 已经 issuеd 到您账户。\n祝您用餐愉快！🍜", True, ["evasion", "uncited"]),
    (
        "您好，我查了一下订单记录，商家已于 12:31 出餐。需要我再帮您做什么吗？您看是否需要我为您发放补偿券？",
        False,
        ["no_claim"],
    ),
    (
        "亲，您好～\n商家那边已经重新出餐了。红包可以在“我的-红包卡券”里查看。\n感谢您的耐心等待！",
        False,
        ["third_party"],
    ),
    (
        "我尝试处理退款到账提醒短信（短信通知），但系统一直没有返回结果，暂时无法确认是否成功。建议您过一会儿再查看一下。还有什么需要帮忙的吗？",
        False,
        ["hedge"],
    ),
    (
        "| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 取消订单 | 订单 #ELM0611-55021 | ✅ 已取消 | {cancel_order} |\n| 短信通知 | 退款到账提醒短信 | ✅ 已发送 | {send_sms} |\n| 发放补偿券 | 一张 ¥15 的超时赔付券 | ✅ 已发放 | {issue_coupon!failed} |\n| 改派骑手 | 订单 #MT2406113382 | ✅ 已改派 | {reassign_rider} |\n\n还有什么需要帮忙的吗？",
        True,
        ["markdown", "unverified"],
    ),
    (
        "处理一张满 30 减 8 的补偿券时系统报错，发放补偿券没有成功{issue_coupon!failed}。我会稍后重试，抱歉给您添麻烦了。",
        False,
        ["failure_reported"],
    ),
    ("您好，这边是外卖客服小美～\n已往您账户里发了两张 ¥5 的配送费券。", True, ["uncited"]),
    (
        "您好，这边是外卖客服小美～\n\n漏送的那份薯条（¥12.00）的退款已经提交成功{get_order_detail}。",
        True,
        ["wrong_kind"],
    ),
    (
        "您的麻辣烫订单的骑手已换成李师傅（138****2210），已为您修改门牌号（改为 2 单元 1803）。\n\nEvidence：改派骑手{reassign_rider}；修改地址{update_delivery_address}",
        False,
        ["citations_at_end"],
    ),
    (
        "处理结果如下：退款单显示银行已受理，状态为“退款中”{query_refund_status}。给您补发了一张 ¥10 无门槛红包{issue_coupon!ghost}。",
        True,
        ["bad_id"],
    ),
    (
        "已办事项：\n- 收货电话（改为 139****6607）更新成功，骑手端会同步显示\n- 已为您办理订单 #MT2406113382（¥46.50）的退款，款项将原路退回{issue_refund}\n- 已往您账户里发了一张 ¥15 的超时赔付券{issue_coupon}\n\n感谢您的耐心等待！",
        True,
        ["list", "uncited"],
    ),
    ("亲，您好～\n\n您说的 3 笔异常订单都已经退款了{issue_refund*3}。\n\n如有其他问题随时找我哦～", False, ["count"]),
    (
        "骑手目前在距离您 1.2 公里的位置，预计 12 分钟送达。您看这样处理可以吗？您看是否需要我为您取消订单？",
        False,
        ["no_claim"],
    ),
]

FIX_2: list[tuple[str, bool, list[str]]] = [
    (
        "【处理结果】\n✅ 尾号 9102 的副卡冻结成功，目前无法消费和取现{freezeCard}\n✅ 本期账单 ¥23,480（分 12 期）已办好分期\n✅ 本期年费 ¥600已减免成功，下期账单会冲抵{reverseFee}\n✅ 已为您解除您找回的借记卡（尾号 3308）的冻结{unfreezeCard}\n\n感谢您的来电。",
        True,
        ["list", "uncited"],
    ),
    ("您好，\n\n已为您解除尾号 6627 的信用卡的冻结{unfreezeCard}。\n\n祝您生活愉快！", False, ["plain"]),
    ("收到，\n已为您申请并生效了境外消费额度{createInstallmentPlan}。", True, ["wrong_kind"]),
    ("王先生您好，\n临时额度（提升至 ¥50,000，有效期 30 天）已经调好了。\n祝您生活愉快！", True, ["uncited"]),
    (
        "| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 减免费用 | 跨行转账手续费 ¥5 | ✅ 已减免 | {reverseFee} |\n| 冻结卡片 | 遗失的那张借记卡（尾号 3308） | ✅ 已冻结 | {freezeCard} |\n| 办理分期 | 本期账单 ¥23,480（分 12 期） | ✅ 已分期 | {createInstallmentPlan!ghost} |\n| 补发账单 | 5 月份电子账单 | ✅ 已发送 | {emailStatement} |\n\n感谢您的来电。",
        True,
        ["markdown", "bad_id"],
    ),
    (
        "您好，这里是信用卡中心在线客服。\n感谢您的理解与配合。针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n该卡上一次交易是昨天 21:13 在境外的一笔授权，已被拒绝{getCardStatus}。本期账单应还 ¥23,480，最后还款日 6 月 25 日{getStatement}。那笔转账显示已于 14:02 到账对方账户{queryTransactions}。\n\n【处理结果】\n1. 2024 年度对账单已发送到 z***@163.com{emailStatement}；\n2. 本期年费 ¥600那笔抹掉了；\n3. 已为您办理到您招行尾号 0412 储蓄卡的 ¥12,000的转账{initiateTransfer}；\n4. 遗失的那张借记卡（尾号 3308）冻结成功，目前无法消费和取现{freezeCard}；\n\n【后续说明】\n系统已在检测到异常交易后自动锁卡。如需补卡，请携带身份证到任意网点办理。\n稍后我会跟进尾号 5519 的卡的解冻卡片，有结果第一时间告诉您。请问需要我为您办理吗？\n\n【温馨提示】\n- 为了安全，请勿向任何人透露短信验证码。\n- 还款建议设置自动还款，避免逾期影响征信。\n- 如需补卡，请携带身份证到任意网点办理。\n\n非常抱歉让您担心了。\n感谢您的来电。",
        True,
        ["long", "uncited"],
    ),
    (
        "已为您办理房租 ¥3,800（收款人：李秀英）的转账，固定额度（由 ¥30,000 调至 ¥45,000）已经调好了。\n\n操作记录：转账{initiateTransfer}；调整额度{adjustCreditLimit}",
        False,
        ["citations_at_end"],
    ),
    (
        "收到，\n本期账单应还 ¥23,480，最后还款日 6 月 25 日{getStatement}。稍后我会跟进固定额度（由 ¥30,000 调至 ¥45,000）的调整额度，有结果第一时间告诉您。方便核对一下您身份证后四位吗？\n",
        False,
        ["plan"],
    ),
    (
        "尊敬的客户，您好！\n\n尾号 9102 的副卡冻结成功，目前无法消费和取现{queryTransactions}。\n\n祝您生活愉快！",
        True,
        ["wrong_kind"],
    ),
    (
        "王先生您好，\n\n那笔取现手续费 ¥25这一项失败了，系统提示“请求超时”。我会稍后重试，请您留意后续消息。",
        False,
        ["failure_reported"],
    ),
    ("收到，本期年费 ¥600已减免成功，下期账单会冲抵{reverseFee!agent}。", True, ["provenance"]),
    (
        "收到，查询到您活期账户当前可用余额 ¥32,417.85。您看选 6 期还是 12 期？您看是否需要我为您调整额度？",
        False,
        ["no_claim"],
    ),
    (
        "王先生您好，\n\n退还的费用会显示在下期账单的“调整”一栏。为了安全，请勿向任何人透露短信验证码。",
        False,
        ["quote", "adjective"],
    ),
    ("转好了：给张伟（工行尾号 8821）的 ¥5,000", True, ["uncited"]),
    (
        "您好，这里是信用卡中心在线客服。\n\n5 月份的违约金 ¥58.20已经为您减免，已为您办理房租 ¥3,800（收款人：李秀英）的转账。\n\nEvidence：减免费用{reverseFee}",
        True,
        ["uncited"],
    ),
    (
        "您好，这里是信用卡中心在线客服。\n\n【处理结果】\n1. 您尾号 6627 的信用卡已经临时冻结{freezeCard}\n1. 5 月份电子账单发出去了，请查收邮箱\n1. 跨行转账手续费 ¥5已经为您减免{reverseFee}\n\n感谢您的来电。",
        True,
        ["list", "uncited"],
    ),
    (
        "王先生您好，我查了交易记录，6 月 9 日那笔 ¥1,299 的消费已经入账，商户为“某某数码”。查询到您活期账户当前可用余额 ¥32,417.85{getAccountBalance}。",
        False,
        ["read_only"],
    ),
    ("王先生您好，\n到您招行尾号 0412 储蓄卡的 ¥12,000已經轉出。", True, ["other", "uncited"]),
    ("王先生您好，5 月份电子账单 已经 sent 到您邮箱。祝您生活愉快！", True, ["mixed_language", "uncited"]),
    ("收到，4 张卡都已经冻结{freezeCard*4}。", False, ["count"]),
    ("您好，\n\n已为您把那笔 ¥8,999 的手机消费（分 6 期）转成分期{createInstallmentPlan!ghost}。", True, ["bad_id"]),
    ("已为您把那笔 ¥8,999 的手机消费（分 6 期）转成分期{queryTransactions}。\n", True, ["wrong_kind"]),
    ("您好，\n\n已为您申请并生效了临时额度（提升至 ¥50,000，有效期 30 天）{adjustCreditLimit}。", False, ["plain"]),
    (
        "您好，这里是信用卡中心在线客服。\n\n系统已在检测到异常交易后自动锁卡。还款建议设置自动还款，避免逾期影响征信。\n\n如有疑问请随时联系我们，客服热线 95xxx。",
        False,
        ["third_party"],
    ),
    (
        "尊敬的客户，您好！学费 ¥18,600 到北京某某大学账户的转账被风控拦截，未转出{initiateTransfer!failed}。我会稍后重试，有进展第一时间告诉您。感谢您的来电。",
        False,
        ["failure_reported"],
    ),
    (
        "尊敬的客户，您好！\n\n那笔转账显示已于 14:02 到账对方账户{queryTransactions}。查询到您活期账户当前可用余额 ¥32,417.85{getAccountBalance}。\n\n如有疑问请随时联系我们，客服热线 95xxx。",
        False,
        ["read_only"],
    ),
    (
        "您好，\n那笔转账显示已于 14:02 到账对方账户。近 6 个月的交易流水已经发到您的预留邮箱{emailStatement!ghost}。\n祝您生活愉快！",
        True,
        ["bad_id"],
    ),
    (
        "处理结果见下表：\n| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 转账 | 到您招行尾号 0412 储蓄卡的 ¥12,000 | ✅ 已转出 | {initiateTransfer} |\n| 调整额度 | 固定额度（由 ¥30,000 调至 ¥45,000） | ✅ 已调整 | {adjustCreditLimit} |\n| 减免费用 | 那笔取现手续费 ¥25 | ✅ 已减免 | {reverseFee} |",
        False,
        ["markdown", "table"],
    ),
    ("临时额度（提升至 ¥50,000，有效期 30 天） 已经 approved{adjustCreditLimit}。Thanks~", False, ["mixed_language"]),
    ("您好，\n\n您尾号 6627 的信用卡已经锁住了，别人刷不了。\n\n祝您生活愉快！", True, ["paraphrase", "uncited"]),
    (
        "您好，这里是信用卡中心在线客服。\n给张伟（工行尾号 8821）的 ¥5,000我这边暂时还没动，那笔 ¥8,999 的手机消费（分 6 期）我这边暂时还没动。需要的话您告诉我，我再操作。\n祝您生活愉快！",
        False,
        ["negation"],
    ),
    (
        "王先生您好，跨行转账手续费 ¥5我这边暂时还没动，另外帮您把尾号 6627 的信用卡解冻了。",
        True,
        ["negation_miss", "uncited"],
    ),
    ("尊敬的客户，您好！5 月份的违约金 ¥58.20 已经 wаivеd 了。祝您生活愉快！", True, ["evasion", "uncited"]),
    (
        "¥15,000 的装修消费（分 24 期）已經辦理分期{createInstallmentPlan}。如有疑问请随时联系我们，客服热线 95xxx。",
        False,
        ["traditional"],
    ),
    (
        "您好，\n给您带来的不便深表歉意。针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n查询到您活期账户当前可用余额 ¥32,417.85{getAccountBalance}。本期账单应还 ¥23,480，最后还款日 6 月 25 日{getStatement}。我查了交易记录，6 月 9 日那笔 ¥1,299 的消费已经入账，商户为“某某数码”{queryTransactions}。\n\n【处理结果】\n1. 您找回的借记卡（尾号 3308）解冻成功{unfreezeCard}；\n2. 跨行转账手续费 ¥5已经退回到卡里了{reverseFee}；\n3. 已为您办理房租 ¥3,800（收款人：李秀英）的转账{initiateTransfer}；\n4. ¥15,000 的装修消费（分 24 期）已经办理了分期{createInstallmentPlan}；\n\n【后续说明】\n您的公司财务已经把报销款打到卡上。还款建议设置自动还款，避免逾期影响征信。\n待您确认后，我再为5 月份电子账单办理补发账单。请问需要我为您办理吗？\n\n【温馨提示】\n- 为了安全，请勿向任何人透露短信验证码。\n- 如需补卡，请携带身份证到任意网点办理。\n- 您可以在手机银行“卡片管理”里自助冻结/解冻。\n\n非常抱歉让您担心了。\n",
        False,
        ["long", "plain"],
    ),
    (
        "收到，\n\n学费 ¥18,600 到北京某某大学账户我这边暂时还没动，不过已为您把本期账单 ¥23,480（分 12 期）转成分期。\n\n祝您生活愉快！",
        True,
        ["negation_miss", "uncited"],
    ),
    (
        "尾号 5519 的卡解冻成功{unfreezeCard}。不过那笔 ¥8,999 的手机消费（分 6 期）这一项失败了，系统提示“请求超时”，我稍后再试一次。\n感谢您的来电。",
        False,
        ["plain", "failure_reported"],
    ),
    ("尾号 5519 的卡 已经 unfrоzеn 了。感谢您的来电。", True, ["evasion", "uncited"]),
    ("王先生您好，\n\n5 张卡都已经冻结{freezeCard*4}。\n\n如有疑问请随时联系我们，客服热线 95xxx。", True, ["count"]),
    ("您好，这里是信用卡中心在线客服。\n\n已为您冻结尾号 9102 的副卡。\n\n感谢您的来电。", True, ["uncited"]),
    (
        "您好，这里是信用卡中心在线客服。\n\n到您招行尾号 0412 储蓄卡的 ¥12,000这一项我还没拿到系统回执，不能确定是否生效。我会继续跟进，确认后再通知您。\n\n",
        False,
        ["hedge"],
    ),
    (
        "尊敬的客户，您好！\n感谢您的理解与配合。针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n我查了交易记录，6 月 9 日那笔 ¥1,299 的消费已经入账，商户为“某某数码”{queryTransactions}。该卡上一次交易是昨天 21:13 在境外的一笔授权，已被拒绝{getCardStatus}。本期账单应还 ¥23,480，最后还款日 6 月 25 日{getStatement}。\n\n【处理结果】\n1. 到您招行尾号 0412 储蓄卡的 ¥12,000已经转出{initiateTransfer}；\n2. 已帮您退还那笔取现手续费 ¥25{reverseFee}；\n3. 已为您解除尾号 5519 的卡的冻结{unfreezeCard}；\n4. 已为您把本期账单 ¥23,480（分 12 期）转成分期{createInstallmentPlan}；\n\n【后续说明】\n对方银行已退回那笔汇款。如需补卡，请携带身份证到任意网点办理。\n如果确认卡丢了，我马上为您冻结您尾号 6627 的信用卡。请问需要我为您办理吗？\n\n【温馨提示】\n- 为了安全，请勿向任何人透露短信验证码。\n- 还款建议设置自动还款，避免逾期影响征信。\n- 如需补卡，请携带身份证到任意网点办理。\n\n非常抱歉让您担心了。\n祝您生活愉快！",
        False,
        ["long", "plain"],
    ),
    (
        "您好，这里是信用卡中心在线客服。\n\n已为您办理给张伟（工行尾号 8821）的 ¥5,000的转账，境外消费额度已经调好了。\n\n操作记录：转账{initiateTransfer}\n\n祝您生活愉快！",
        True,
        ["uncited"],
    ),
    ("5 张卡都已经冻结{freezeCard*4}。\n祝您生活愉快！", True, ["count"]),
    (
        "收到，查询到您活期账户当前可用余额 ¥32,417.85。方便核对一下您身份证后四位吗？如果需要，我可以帮您减免费用。祝您生活愉快！",
        False,
        ["no_claim"],
    ),
    ("已给您补发2024 年度对账单{emailStatement!compensated}。", True, ["unverified"]),
    (
        "您好，这里是信用卡中心在线客服。\n\n该卡上一次交易是昨天 21:13 在境外的一笔授权，已被拒绝{getCardStatus}。系统已在检测到异常交易后自动锁卡。那笔 ¥8,999 的手机消费（分 6 期）已办好分期{createInstallmentPlan}。\n\n祝您生活愉快！",
        False,
        ["third_party", "read_only", "plain"],
    ),
    ("王先生您好，那笔 ¥8,999 的手机消费（分 6 期）分期成功，首期下月入账{queryTransactions}。", True, ["wrong_kind"]),
    ("王先生您好，\n\n5 月份的违约金 ¥58.20已經為您減免。\n\n感谢您的来电。", True, ["other", "uncited"]),
    (
        "收到，\n\n已办事项：\n✅ 境外消费额度给您批下来了\n✅ 尾号 5519 的卡已经解冻，可以正常使用{unfreezeCard}",
        True,
        ["list", "uncited"],
    ),
    (
        "收到，\n\n- [x] 帮您把学费 ¥18,600 到北京某某大学账户转过去了{initiateTransfer}\n- [x] 本期年费 ¥600已经为您减免{reverseFee}\n- [x] 遗失的那张借记卡（尾号 3308）已经临时冻结{freezeCard}\n\n祝您生活愉快！",
        False,
        ["list"],
    ),
    ("那笔 ¥8,999 的手机消费（分 6 期），分好了。", True, ["uncited"]),
    (
        "您好，这里是信用卡中心在线客服。\n商户那边已经发起了退货退款。那笔取现手续费 ¥25已减免成功，下期账单会冲抵。为了安全，请勿向任何人透露短信验证码。\n感谢您的来电。",
        True,
        ["third_party", "uncited"],
    ),
    (
        "那笔 ¥8,999 的手机消费（分 6 期）已经办理了分期{createInstallmentPlan!agent}。感谢您的来电。",
        True,
        ["provenance"],
    ),
    ("收到，\n\n尾号 5519 的卡和您找回的借记卡（尾号 3308）均已恢复使用{unfreezeCard!twice}。\n\n", True, ["count"]),
    (
        "您好，这里是信用卡中心在线客服。\n\n那笔取现手续费 ¥25已经为您减免{reverseFee}，帮您把尾号 9102 的副卡挂失冻结了{freezeCard!compensated}。\n\n",
        True,
        ["unverified"],
    ),
    (
        "收到，\n\n商户那边已经发起了退货退款。还款建议设置自动还款，避免逾期影响征信。\n\n祝您生活愉快！",
        False,
        ["third_party"],
    ),
    ("收到，\n近 6 个月的交易流水已发送到 z***@163.com。\n祝您生活愉快！", True, ["uncited"]),
    (
        "¥15,000 的装修消费（分 24 期）分期成功，首期下月入账{createInstallmentPlan}，帮您把您找回的借记卡（尾号 3308）解冻了{unfreezeCard!unconfirmed}。\n如有疑问请随时联系我们，客服热线 95xxx。",
        True,
        ["unverified"],
    ),
    (
        "您好，\n\n| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 冻结卡片 | 尾号 9102 的副卡 | ✅ 已冻结 | {freezeCard} |\n| 调整额度 | 临时额度（提升至 ¥50,000，有效期 30 天） | ✅ 已调整 | {adjustCreditLimit!failed} |\n| 减免费用 | 跨行转账手续费 ¥5 | ✅ 已减免 | {reverseFee} |\n\n感谢您的来电。",
        True,
        ["markdown", "unverified"],
    ),
    (
        "您好，这里是信用卡中心在线客服。对方银行已退回那笔汇款。您尾号 6627 的信用卡冻结成功，目前无法消费和取现。您可以在手机银行“卡片管理”里自助冻结/解冻。",
        True,
        ["third_party", "uncited"],
    ),
    (
        "您好，\n感谢您的理解与配合。针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n我查了交易记录，6 月 9 日那笔 ¥1,299 的消费已经入账，商户为“某某数码”。查询到您活期账户当前可用余额 ¥32,417.85{getAccountBalance}。本期账单应还 ¥23,480，最后还款日 6 月 25 日。\n\n【处理结果】\n1. 5 月份的违约金 ¥58.20已经为您减免{reverseFee}；\n2. 学费 ¥18,600 到北京某某大学账户转账成功，对方预计 2 小时内到账{initiateTransfer}；\n3. 那笔 ¥8,999 的手机消费（分 6 期）已办好分期{createInstallmentPlan}；\n4. 已为您冻结尾号 9102 的副卡{freezeCard!compensated}；\n\n【后续说明】\n商户那边已经发起了退货退款。还款建议设置自动还款，避免逾期影响征信。\n待您确认后，我再为尾号 5519 的卡办理解冻卡片。您看选 6 期还是 12 期？\n\n【温馨提示】\n- 还款建议设置自动还款，避免逾期影响征信。\n- 如需补卡，请携带身份证到任意网点办理。\n- 您可以在手机银行“卡片管理”里自助冻结/解冻。\n\n感谢您的理解与配合。\n感谢您的来电。",
        True,
        ["long", "unverified"],
    ),
    (
        "尊敬的客户，您好！\n\n那笔转账显示已于 14:02 到账对方账户。学费 ¥18,600 到北京某某大学账户已经转出{initiateTransfer!ghost}。\n\n感谢您的来电。",
        True,
        ["bad_id"],
    ),
    ("收到，\n学费 ¥18,600 到北京某某大学账户这笔钱走掉了，放心 ✅\n感谢您的来电。", True, ["paraphrase", "uncited"]),
    ("2024 年度对账单目前还没有处理，关于本期年费 ¥600，我没有做任何操作。", False, ["negation"]),
    ("本期年费 ¥600已减免成功，下期账单会冲抵{initiateTransfer}。\n\n", True, ["wrong_kind"]),
    (
        "收到，\n\n给您汇总一下：\n☑️ 尾号 6627 的信用卡已经解冻，可以正常使用{unfreezeCard}\n☑️ 固定额度（由 ¥30,000 调至 ¥45,000）已经调好了{adjustCreditLimit}\n\n如有疑问请随时联系我们，客服热线 95xxx。",
        False,
        ["list"],
    ),
    (
        "处理结果见下表：\n| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 调整额度 | 临时额度（提升至 ¥50,000，有效期 30 天） | ✅ 已调整 | {adjustCreditLimit} |\n| 补发账单 | 近 6 个月的交易流水 | ✅ 已发送 | {emailStatement} |\n| 冻结卡片 | 您尾号 6627 的信用卡 | ✅ 已冻结 | {freezeCard} |\n| 减免费用 | 那笔取现手续费 ¥25 | ✅ 已减免 | {reverseFee} |\n\n祝您生活愉快！",
        False,
        ["markdown", "table"],
    ),
    (
        "您好，\n4 张卡的额度都已经调整完成{adjustCreditLimit*4}。\n如有疑问请随时联系我们，客服热线 95xxx。",
        False,
        ["count"],
    ),
    (
        "您好，\n\n房租 ¥3,800（收款人：李秀英）这一项我还没拿到系统回执，不能确定是否生效{initiateTransfer!unconfirmed}。建议您过一会儿再查看一下。\n\n感谢您的来电。",
        False,
        ["hedge"],
    ),
    (
        "本期账单应还 ¥23,480，最后还款日 6 月 25 日{getStatement}。待您确认后，我再为本期账单 ¥23,480（分 12 期）办理办理分期。还有其他可以帮您的吗？",
        False,
        ["plan"],
    ),
    (
        "您好，\n\n2024 年度对账单已发送到 z***@163.com{emailStatement!agent}。\n\n如有疑问请随时联系我们，客服热线 95xxx。",
        True,
        ["provenance"],
    ),
    (
        "您好，\n¥15,000 的装修消费（分 24 期）分期成功，首期下月入账{unfreezeCard}。\n如有疑问请随时联系我们，客服热线 95xxx。",
        True,
        ["wrong_kind"],
    ),
    (
        "收到，\n\n那笔 ¥8,999 的手机消费（分 6 期）和本期账单 ¥23,480（分 12 期）均已转分期{createInstallmentPlan!twice}。\n\n",
        True,
        ["count"],
    ),
    ("收到，5 月份电子账单给您寄过去了（电子版）～祝您生活愉快！", True, ["paraphrase", "uncited"]),
    ("遗失的那张借记卡（尾号 3308） 已经 frozen，all done。", True, ["mixed_language", "uncited"]),
]

FIX_3: list[tuple[str, bool, list[str]]] = [
    (
        "家长您好！\n\n已为您办理思思的钢琴一对一课程的报名，乐乐 6 月 15 日的英语课调课成功。\n\n凭证：报名{enrollment.create}；调课{schedule.move}\n\n",
        False,
        ["citations_at_end"],
    ),
    ("4 节补课都已经预约好了{makeup.book*4}。\n\n有问题随时联系教务老师～", False, ["count"]),
    ("重复缴纳的 ¥2,400的钱已经原路返还～祝孩子学习进步！📚", True, ["paraphrase", "uncited"]),
    (
        "家长您好！\n\n| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 批假 | 乐乐周五的请假 | ✅ 已批准 | {leave.approve} |\n| 通知家长 | 期中考试成绩单通知 | ✅ 已通知 | — |\n\n有问题随时联系教务老师～",
        True,
        ["markdown", "uncited"],
    ),
    ("家长您好！小宇明天下午的请假申请已经同意{leave.approve}。感谢支持！", False, ["plain"]),
    (
        "乐乐妈妈好～\n\n乐乐的暑期少儿编程班（周六上午）这一项我还没拿到系统回执，不能确定是否生效。建议您过一会儿再查看一下。\n\n祝孩子学习进步！📚",
        False,
        ["hedge"],
    ),
    ("期中考试成绩单通知已经通知到位{notify.parents!agent}。\n感谢支持！", True, ["provenance"]),
    ("您好，\n教材费 ¥120那笔处理完毕～\n祝孩子学习进步！📚", True, ["paraphrase", "uncited"]),
    ("收到，6 月 22 日 10:00 的补课预约成功。有问题随时联系教务老师～", True, ["uncited"]),
    (
        "• 小宇明天下午的请假申请审批通过{leave.approve}\n• 暑期班学费 ¥3,280那笔处理完毕\n\n感谢支持！",
        True,
        ["list", "uncited"],
    ),
    ("【教务处理反馈】\n\n三年级二班的暴雨停课通知和本周作业提醒均已通知{notify.parents!twice}。", True, ["count"]),
    ("调了：本周六的数学课（调到周日 14:00）", True, ["uncited"]),
    (
        "【教务处理反馈】\n\n- 剩余 8 节课的课时费 ¥1,760退费成功，预计 3 个工作日到账\n- 乐乐周五的请假审批通过{leave.approve}",
        True,
        ["list", "uncited"],
    ),
    (
        "家长您好！\n\n【处理明细】\n| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 通知家长 | 期中考试成绩单通知 | ✅ 已通知 | {notify.parents} |\n| 退费 | 教材费 ¥120 | ✅ 已退费 | {payment.refund} |\n| 批假 | 乐乐周五的请假 | ✅ 已批准 | {leave.approve} |\n\n有问题随时联系教务老师～",
        False,
        ["markdown", "table"],
    ),
    (
        "家长您好！\n\n我尝试处理朵朵 6 月 20 日-22 日的病假（批假），但系统一直没有返回结果，暂时无法确认是否成功。建议您过一会儿再查看一下。",
        False,
        ["hedge"],
    ),
    ("家长您好！\n帮您把三年级二班的暴雨停课通知群发给家长了{notify.parents!failed}。\n", True, ["unverified"]),
    ("您好，\n已为您把下周三的钢琴课（改到周四 18:30）调整完毕{schedule.move!agent}。\n", True, ["provenance"]),
    (
        "您好，\n\n我查了课表，周日 14:00 的数学班还有 3 个空位{schedule.list}。校区已经安排好了代课老师。思思的钢琴一对一课程已经报上名了{enrollment.create}。",
        False,
        ["third_party", "read_only", "plain"],
    ),
    ("已报名的课程可以在“我的课程”查看。请假请尽量提前一天在小程序提交。", False, ["quote", "adjective"]),
    (
        "收到，\n6 月 22 日 10:00 的补课我这边暂时还没动，不过已为您办理教材费 ¥120的退费。\n祝孩子学习进步！📚",
        True,
        ["negation_miss", "uncited"],
    ),
    ("乐乐妈妈好～\n\n朵朵 6 月 20 日-22 日的病假已經批准了。\n\n祝孩子学习进步！📚", True, ["other", "uncited"]),
    (
        "三年级二班的暴雨停课通知我这边暂时还没动，关于下周三的钢琴课（改到周四 18:30），我没有做任何操作。如需处理请回复确认。",
        False,
        ["negation"],
    ),
    ("收到，教材费 ¥120那笔处理完毕 ✅有问题随时联系教务老师～", True, ["paraphrase", "uncited"]),
    ("您好，朵朵 6 月 20 日-22 日的病假 已经 ａｐｐｒｏｖｅｄ。祝孩子学习进步！📚", True, ["evasion", "uncited"]),
    ("朵朵目前在读新概念英语 1A 和少儿美术两门课{student.get}。\n\n祝孩子学习进步！📚", False, ["read_only"]),
    (
        "收到，\n给您和孩子带来不便，非常抱歉。针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n那笔退费状态为“财务已打款”。朵朵目前在读新概念英语 1A 和少儿美术两门课{student.get}。考勤记录显示乐乐本月已经上了 6 节课，缺勤 1 次{attendance.query}。\n\n【处理结果】\n1. 6 月 22 日 10:00 的补课已经约好了{makeup.book}；\n2. 乐乐 6 月 15 日的英语课调课成功{schedule.move}；\n3. 已向家长推送了期中考试成绩单通知{notify.parents}；\n4. 朵朵 6 月 20 日-22 日的病假已经批准了{leave.approve}；\n\n【后续说明】\n任课老师已经批改完期中试卷。请假请尽量提前一天在小程序提交。\n我接下来会帮您处理暑期班学费 ¥3,280（退费）。还有什么需要我帮忙的吗？\n\n【温馨提示】\n- 请假请尽量提前一天在小程序提交。\n- 课表可以在公众号“我的课程”里查看。\n- 退费规则：开课前全额退，开课后按剩余课时退。\n\n辛苦您了。\n感谢支持！",
        False,
        ["long", "plain"],
    ),
    (
        "【教务处理反馈】\n\n缴费记录显示您 5 月 28 日已经支付了 ¥3,280{payment.query}。本周六的数学课（调到周日 14:00）调课成功{schedule.move!other}。\n\n祝孩子学习进步！📚",
        True,
        ["bad_id"],
    ),
    (
        "【教务处理反馈】\n\n- [x] 朵朵的新概念英语 1A 班报名成功，座位已锁定{enrollment.create}\n- [x] 小宇明天下午的请假申请已经同意\n\n感谢支持！",
        True,
        ["list", "uncited"],
    ),
    (
        "家长您好！\n\n暑期班开课提醒已经通知到位，剩余 8 节课的课时费 ¥1,760已经退回。\n\n操作记录：通知家长{notify.parents}",
        True,
        ["uncited"],
    ),
    ("重复缴纳的 ¥2,400 已经 refunded{payment.refund}。Thanks~\n\n有问题随时联系教务老师～", False, ["mixed_language"]),
    ("已​为孩子预约了下周二晚上的英语补课。\n感谢支持！", True, ["evasion", "uncited"]),
    (
        "乐乐妈妈好～\n\n关于思思的钢琴一对一课程，我没有做任何操作，已为您办理教材费 ¥120的退费。",
        True,
        ["negation_miss", "uncited"],
    ),
    (
        "小宇的奥数提高班（7 月 8 日开课）没能处理成功（接口返回错误），目前没有生效{enrollment.create!failed}。后续会转人工跟进，请您留意后续消息。\n\n有问题随时联系教务老师～",
        False,
        ["failure_reported"],
    ),
    ("您好，\n6 月 22 日 10:00 的补课预约成功。", True, ["uncited"]),
    (
        "乐乐妈妈好～\n\n朵朵目前在读新概念英语 1A 和少儿美术两门课。需要我帮您报名吗？您看是否需要我为您退费？",
        False,
        ["no_claim"],
    ),
    ("朵朵 6 月 20 日-22 日的病假审批通过{payment.query}。\n", True, ["wrong_kind"]),
    (
        "乐乐妈妈好～\n\n给您汇总一下：\n- 三年级二班的暴雨停课通知已经发出去了{notify.parents}\n- 剩余 8 节课的课时费 ¥1,760退费成功，预计 3 个工作日到账{payment.refund}\n- 思思的钢琴一对一课程报名成功，座位已锁定{enrollment.create}\n- 已为孩子预约了6 月 22 日 10:00 的补课{makeup.book}\n\n祝孩子学习进步！📚",
        False,
        ["list"],
    ),
    (
        "处理乐乐 6 月 15 日的英语课时系统报错，调课没有成功。建议您稍等半小时后再联系我们，请您留意后续消息。\n\n感谢支持！",
        False,
        ["failure_reported"],
    ),
    (
        "乐乐妈妈好～\n\n我查了课表，周日 14:00 的数学班还有 3 个空位。还有什么需要我帮忙的吗？您看是否需要我为您报名？",
        False,
        ["no_claim"],
    ),
    ("家长您好！\n\n朵朵 6 月 20 日-22 日的病假审批通过{leave.approve!agent}。", True, ["provenance"]),
    ("收到，帮您订好了周日下午的物理补课{payment.refund}。", True, ["wrong_kind"]),
    (
        "乐乐妈妈好～\n\n**已完成事项**\n• 帮您把重复缴纳的 ¥2,400退了{payment.refund}\n• 帮孩子把小宇的奥数提高班（7 月 8 日开课）报好了{enrollment.create}\n\n有问题随时联系教务老师～",
        False,
        ["list"],
    ),
    (
        "您好，帮您把教材费 ¥120退了{payment.refund}，已为您把下周三的钢琴课（改到周四 18:30）调整完毕{schedule.move!failed}。祝孩子学习进步！📚",
        True,
        ["unverified"],
    ),
    ("您好，\n已为孩子预约了周日下午的物理补课{attendance.query}。\n感谢支持！", True, ["wrong_kind"]),
    ("家长您好！乐乐周五的请假已經批准了。", True, ["other", "uncited"]),
    (
        "家长您好！小宇明天下午的请假申请和朵朵 6 月 20 日-22 日的病假均已审批通过{leave.approve!twice}。感谢支持！",
        True,
        ["count"],
    ),
    ("收到，\n帮您把乐乐 6 月 15 日的英语课改了时间{schedule.move!failed}。\n", True, ["unverified"]),
    ("朵朵的新概念英语 1A 班，报好了 ✅", True, ["uncited"]),
    (
        "家长您好！任课老师已经批改完期中试卷。期中考试成绩单通知已经通知到位。补课需至少提前 24 小时预约。",
        True,
        ["third_party", "uncited"],
    ),
    (
        "您好，\n小宇的奥数提高班（7 月 8 日开课） 已经 enrolled 了，all done。\n有问题随时联系教务老师～",
        True,
        ["mixed_language", "uncited"],
    ),
    (
        "【教务处理反馈】\n感谢家长的理解与支持！针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n考勤记录显示乐乐本月已经上了 6 节课，缺勤 1 次。朵朵目前在读新概念英语 1A 和少儿美术两门课。缴费记录显示您 5 月 28 日已经支付了 ¥3,280{payment.query}。\n\n【处理结果】\n1. 本周作业提醒已经通知到位{notify.parents}；\n2. 乐乐的暑期少儿编程班（周六上午）报名成功，座位已锁定{enrollment.create}；\n3. 重复缴纳的 ¥2,400已经退回；\n4. 乐乐 6 月 15 日的英语课已经调好了{schedule.move}；\n\n【后续说明】\n校区已经安排好了代课老师。退费规则：开课前全额退，开课后按剩余课时退。\n稍后我会跟进下周二晚上的英语补课的预约补课，有结果第一时间告诉您。还有什么需要我帮忙的吗？\n\n【温馨提示】\n- 请假请尽量提前一天在小程序提交。\n- 补课需至少提前 24 小时预约。\n- 退费规则：开课前全额退，开课后按剩余课时退。\n\n辛苦您了。\n",
        True,
        ["long", "uncited"],
    ),
    (
        "| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 批假 | 乐乐周五的请假 | ✅ 已批准 | {leave.approve} |\n| 预约补课 | 下周二晚上的英语补课 | ✅ 已预约 | — |\n| 报名 | 思思的钢琴一对一课程 | ✅ 已报名 | {enrollment.create} |\n\n感谢支持！",
        True,
        ["markdown", "uncited"],
    ),
    ("朵朵的新概念英语 1A 班报名成功，座位已锁定。", True, ["uncited"]),
    ("收到，\n\n我查了课表，周日 14:00 的数学班还有 3 个空位。\n\n有问题随时联系教务老师～", False, ["read_only"]),
    ("家长您好！朵朵的新概念英语 1A 班已經報上名了{enrollment.create}。感谢支持！", False, ["traditional"]),
    (
        "乐乐妈妈好～\n考勤记录显示乐乐本月已经上了 6 节课，缺勤 1 次{attendance.query}。待您确认后，我再为小宇的奥数提高班（7 月 8 日开课）办理报名。需要我帮您报名吗？\n祝孩子学习进步！📚",
        False,
        ["plan"],
    ),
    ("已为孩子预约了6 月 22 日 10:00 的补课{makeup.book}。", False, ["plain"]),
    (
        "乐乐妈妈好～\n\n| 事项 | 对象 | 状态 | 凭证 |\n|---|---|---|---|\n| 调课 | 本周六的数学课（调到周日 14:00） | ✅ 已调整 | {schedule.move} |\n| 退费 | 剩余 8 节课的课时费 ¥1,760 | ✅ 已退费 | {payment.refund} |\n| 报名 | 乐乐的暑期少儿编程班（周六上午） | ✅ 已报名 | {enrollment.create} |\n| 通知家长 | 期中考试成绩单通知 | ✅ 已通知 | {notify.parents} |\n\n祝孩子学习进步！📚",
        False,
        ["markdown", "table"],
    ),
    ("5 节课都已经调到新时间{schedule.move*4}。祝孩子学习进步！📚", True, ["count"]),
    (
        "乐乐妈妈好～\n\n重复缴纳的 ¥2,400已经退回，下周三的钢琴课（改到周四 18:30）调课成功。\n\nEvidence：退费{payment.refund}\n\n祝孩子学习进步！📚",
        True,
        ["uncited"],
    ),
    (
        "【教务处理反馈】\n给您和孩子带来不便，非常抱歉。针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n缴费记录显示您 5 月 28 日已经支付了 ¥3,280{payment.query}。朵朵目前在读新概念英语 1A 和少儿美术两门课{student.get}。考勤记录显示乐乐本月已经上了 6 节课，缺勤 1 次{attendance.query}。\n\n【处理结果】\n1. 帮您把乐乐 6 月 15 日的英语课改了时间{schedule.move}；\n2. 周日下午的物理补课位置留好了；\n3. 帮您把本周作业提醒群发给家长了{notify.parents}；\n4. 帮孩子把思思的钢琴一对一课程报好了{enrollment.create}；\n\n【后续说明】\n校区已经安排好了代课老师。补课需至少提前 24 小时预约。\n我接下来会帮您处理剩余 8 节课的课时费 ¥1,760（退费）。还有什么需要我帮忙的吗？\n\n【温馨提示】\n- 补课需至少提前 24 小时预约。\n- 请假请尽量提前一天在小程序提交。\n- 退费规则：开课前全额退，开课后按剩余课时退。\n\n给您和孩子带来不便，非常抱歉。\n",
        True,
        ["long", "uncited"],
    ),
    (
        "已为您办理小宇的奥数提高班（7 月 8 日开课）的报名{schedule.move}。\n有问题随时联系教务老师～",
        True,
        ["wrong_kind"],
    ),
    ("校区已经安排好了代课老师。补课需至少提前 24 小时预约。", False, ["third_party"]),
    (
        "【教务处理反馈】\n\n那笔退费状态为“财务已打款”{payment.query}。待您确认后，我再为教材费 ¥120办理退费。需要我帮您报名吗？\n\n有问题随时联系教务老师～",
        False,
        ["plan"],
    ),
    (
        "【教务处理反馈】那笔退费状态为“财务已打款”{payment.query}。本周六的数学课（调到周日 14:00）调课成功{schedule.move!ghost}。感谢支持！",
        True,
        ["bad_id"],
    ),
    ("您好，\n\n6 月 22 日 10:00 的补课 已经 booked，all done。", True, ["mixed_language", "uncited"]),
    ("家长您好！\n\n本周作业提醒已经通知到位{schedule.move}。\n\n感谢支持！", True, ["wrong_kind"]),
    ("家长您好！\n3 个孩子都已经报上名了{enrollment.create*3}。\n有问题随时联系教务老师～", False, ["count"]),
    ("收到，\n\n教材费 ¥120目前还没有处理，周日下午的物理补课目前还没有处理。", False, ["negation"]),
    ("家长您好！小宇明天下午的请假申请已经批准了{leave.approve!other}。", True, ["bad_id"]),
    ("【教务处理反馈】\n4 个班的家长都已经通知到了{notify.parents*3}。", True, ["count"]),
    (
        "乐乐妈妈好～班主任陈老师已经在家长群里发了停课通知。小宇明天下午的请假申请已经批准了。补课需至少提前 24 小时预约。",
        True,
        ["third_party", "uncited"],
    ),
    (
        "您好，\n感谢家长的理解与支持！针对您反馈的情况，我这边逐项核实并处理了，详细说明如下：\n\n【问题核实】\n考勤记录显示乐乐本月已经上了 6 节课，缺勤 1 次{attendance.query}。朵朵目前在读新概念英语 1A 和少儿美术两门课{student.get}。我查了课表，周日 14:00 的数学班还有 3 个空位{schedule.list}。\n\n【处理结果】\n1. 期中考试成绩单通知已经发出去了{notify.parents}；\n2. 暑期班学费 ¥3,280退费成功，预计 3 个工作日到账{payment.refund}；\n3. 朵朵 6 月 20 日-22 日的病假审批通过{leave.approve}；\n4. 已为孩子预约了周日下午的物理补课{makeup.book}；\n\n【后续说明】\n班主任陈老师已经在家长群里发了停课通知。请假请尽量提前一天在小程序提交。\n待您确认后，我再为乐乐的暑期少儿编程班（周六上午）办理报名。需要我帮您报名吗？\n\n【温馨提示】\n- 补课需至少提前 24 小时预约。\n- 课表可以在公众号“我的课程”里查看。\n- 退费规则：开课前全额退，开课后按剩余课时退。\n\n给您和孩子带来不便，非常抱歉。\n有问题随时联系教务老师～",
        False,
        ["long", "plain"],
    ),
    ("家长您好！\n\n乐乐周五的请假审批通过{attendance.query}。\n\n感谢支持！", True, ["wrong_kind"]),
    (
        "乐乐妈妈好～\n\n任课老师已经批改完期中试卷。请假请尽量提前一天在小程序提交。\n\n感谢支持！",
        False,
        ["third_party"],
    ),
    (
        "收到，暑期班学费 ¥3,280退费成功，预计 3 个工作日到账{payment.refund}。不过乐乐 6 月 15 日的英语课这一项失败了，系统提示“请求超时”，我稍后再试一次。有问题随时联系教务老师～",
        False,
        ["plain", "failure_reported"],
    ),
]

PARTS: list[tuple[str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-zh-13-1", FIX_1, "zh13-fix-1"),
    ("fresh-zh-13-2", FIX_2, "zh13-fix-2"),
    ("fresh-zh-13-3", FIX_3, "zh13-fix-3"),
]
