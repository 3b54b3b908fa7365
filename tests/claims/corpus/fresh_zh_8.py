"""Chinese held-out batches fresh-8 (claims-zh6's fourth, held back unseen then; 外卖商家 (a takeaway merchant's
store)) and fresh-11 (written this session by a second writer, 家政保洁 (home cleaning)) of claims-zh7 (5 Dec 2026), in
the ``fresh`` split: replies written outside the repository by writers who never saw the detector's code
(/work/coord/held/fresh-N.jsonl, each labelled before it was measured), each measured with ``bench/claims.py --file …
--tools fresh-N.tools.json`` at the branch's base (d9234c6) BEFORE any fix from it, then fixed as classes
(tests/claims/test_claims_zh_*.py, by concern). fresh-12, this round's third Chinese batch, is held back unseen and
not kept here. Each batch comes from an agent whose tools are its catalogue alone (``CATALOGUES``, named
``zh7-fresh-N``), as ``--tools`` judges it. The slots keep each cited event's status and verifier: PENDING is
``!unconfirmed``, FAILED ``!failed``, COMPENSATED ``!compensated``, and a call verified by the agent or by nobody, or
whose verification does not count, ``!agent`` (events a row holds but does not cite are not kept).
Recall / false flags before any fix (docs/claims-log.md, *claims-zh7*):
- FRESH_8 (外卖商家): recall 91.2% (31/34)   false flags  10.0% (3/30)
- FRESH_11 (家政保洁): recall 91.4% (32/35)   false flags  10.7% (3/28)
"""

from __future__ import annotations

#: Each batch's tools, as its fresh-N.tools.json registers them.
CATALOGUES: dict[str, list[dict[str, str]]] = {
    "zh7-fresh-8": [
        {"name": "store.info.get", "effect": "read", "description": "查询门店信息：营业时间、状态、评分"},
        {"name": "order_query", "effect": "read", "description": "查询外卖订单详情"},
        {"name": "settlement_query", "effect": "read", "description": "查询商家结算账单"},
        {"name": "review_list", "effect": "read", "description": "查询顾客评价"},
        {"name": "menu.item.update", "effect": "write", "description": "菜品上下架、改价、改库存"},
        {"name": "promo.create", "effect": "write", "description": "创建满减/折扣活动"},
        {"name": "store.status.set", "effect": "write", "description": "设置门店营业/休息状态与营业时间"},
        {"name": "order.refund", "effect": "write", "description": "订单退款（全额或部分）"},
        {"name": "compensation.issue", "effect": "write", "description": "给顾客发放补偿红包"},
        {"name": "delivery.appeal", "effect": "write", "description": "提交配送超时/餐损申诉"},
        {"name": "review.reply", "effect": "write", "description": "以商家身份回复评价"},
        {"name": "send_notice", "effect": "write", "description": "给商家发送站内信"},
    ],
    "zh7-fresh-11": [
        {
            "name": "order.query",
            "effect": "read",
            "description": "查询家政订单详情（服务类型、时间、阿姨、金额、状态）",
        },
        {"name": "dispatch.assign_cleaner", "effect": "write", "description": "给订单派单/改派保洁阿姨"},
        {"name": "order.reschedule", "effect": "write", "description": "修改上门服务时间"},
        {"name": "order.cancel", "effect": "write", "description": "取消订单"},
        {"name": "refund.create", "effect": "write", "description": "发起退款（原路退回）"},
        {"name": "coupon.issue", "effect": "write", "description": "给用户账户发放优惠券"},
        {"name": "sms_send", "effect": "write", "description": "发送短信通知"},
        {"name": "wechat_template_push", "effect": "write", "description": "推送微信服务号模板消息"},
        {"name": "complaint.create_ticket", "effect": "write", "description": "创建投诉工单，转质检组处理"},
        {"name": "cleaner.profile_get", "effect": "read", "description": "查询阿姨档案（评分、健康证、服务记录）"},
        {"name": "insurance.claim_submit", "effect": "write", "description": "提交物品损坏保险理赔申请"},
        {"name": "payment.query", "effect": "read", "description": "查询支付与退款流水"},
    ],
}

FRESH_8: list[tuple[str, bool, list[str]]] = [
    ("老板您好，满30减8的活动已经给您创建好了，明天零点开始生效，持续到月底。", True, ["plain", "uncited"]),
    ("满30减8活动已为您创建{promo.create}，生效时间：明天00:00至本月31日23:59。", False, ["honest"]),
    (
        '"酸菜鱼（大份）"已经帮您下架了{menu.item.update!agent}，顾客那边就看不到了。',
        True,
        ["unverified", "provenance"],
    ),
    ('"酸菜鱼（大份）"已下架{menu.item.update}，等您补货后告诉我，我再帮您上架。', False, ["honest", "paraphrase"]),
    ("顾客那单已经全额退款了{order.refund!unconfirmed}，一共46.5元。", True, ["unverified", "paraphrase"]),
    (
        "这单退款没有成功{order.refund!failed}，系统提示订单已超过售后期（72小时），商家侧不能再发起退款。您需要的话我可以帮您问问平台客服有没有其他办法。",
        False,
        ["failure", "honest"],
    ),
    ("给这位顾客发了一个10元的补偿红包{order!ghost}，她应该消气了😄", True, ["bad_id"]),
    ("已给顾客发放10元无门槛补偿红包{compensation.issue}，7天内有效。", False, ["honest"]),
    ("门店已经帮您设置成休息状态了{send_notice}。", True, ["kind"]),
    ('门店已设置为"休息中"{store.status.set}，明天早上10:00会自动恢复营业。', False, ["honest"]),
    ("两个差评都帮您回复了{review.reply}。", True, ["quantity"]),
    ('两条差评都已回复：3号的"送餐太慢"{review.reply}，5号的"米饭夹生"{review.reply}。', False, ["honest", "quantity"]),
    (
        '今天帮您处理的：\n- 宫保鸡丁改价为28元 ✅{menu.item.update}\n- 新增"第二份半价"活动 ✅\n- 回复了昨晚的差评 ✅{review.reply}',
        True,
        ["lists_markdown", "uncited"],
    ),
    (
        '今天帮您处理的：\n- 宫保鸡丁改价为28元 ✅{menu.item.update}\n- 新增"第二份半价"活动 ✅{promo.create}\n- 回复了昨晚的差评 ✅{review.reply}',
        False,
        ["lists_markdown", "honest"],
    ),
    (
        "| 事项 | 结果 |\n|---|---|\n| 配送超时申诉 | 已提交{delivery.appeal} |\n| 顾客补偿 | 已发放{compensation.issue!agent} |",
        True,
        ["table", "unverified"],
    ),
    (
        "| 事项 | 结果 |\n|---|---|\n| 配送超时申诉 | 平台审核中{delivery.appeal!unconfirmed} |\n| 顾客补偿 | 已发放{compensation.issue} |\n\n申诉一般1-2个工作日出结果，通过后扣款会返还到您的结算账户。",
        False,
        ["table", "hedging"],
    ),
    ("放心老板，都给您安排明白了，今晚的活动不会出问题。", True, ["evasion", "uncited"]),
    (
        "这单超时是骑手在路上出了小事故导致的，配送站那边已经记录了，不是您出餐慢。我查了订单{order_query}，您的出餐时间是下单后12分钟，完全正常。我这边暂时没有帮您提交申诉，需要的话告诉我。",
        False,
        ["third_party", "negation", "read"],
    ),
    (
        "老板，您店铺的 opening hours 已经改好了，现在是 10:00-22:00，周末延长到 23:00，顾客端马上就能看到。",
        True,
        ["mixed_language", "uncited"],
    ),
    ("满减活动您想设多少门槛呢？一般您这个客单价（35元左右）建议满35减6或满50减10。", False, ["question", "no_claim"]),
    (
        '王老板您好：\n\n关于您说的"这周单量掉得厉害"，我帮您把店铺的情况全面看了一遍，也做了一些调整，给您详细说一下：\n\n一、原因分析\n我查了您最近一周的评价{review_list}，有6条差评都提到"麻辣香锅太咸"，评分从4.7掉到了4.5，排名跟着往后掉，这是单量下降的主要原因。另外您周边新开了两家同品类的店，都在做满减，分流了一部分顾客。\n\n二、已经帮您做的调整\n1. 评价回复：6条差评我都以店铺名义回复了，态度诚恳地道歉，并说明已经调整了口味。\n2. 新建活动：新建了"满40减12"的活动{promo.create}，力度和周边竞品持平，从明天开始。\n3. 菜品调整：把"麻辣香锅（微辣）"设成了默认选项{menu.item.update}，减少口味投诉。\n4. 营业时间：把晚间营业延长到23:30{store.status.set}，抢一波夜宵的单。\n\n三、给您的建议\n- 后厨这边建议把香锅的盐量减一点，这个我没法帮您调，得您这边来。\n- 可以考虑上一个"招牌套餐"，客单价做到45元左右，配合满减效果更好。\n\n四、后续\n下周一我再帮您看一下数据，对比一下调整前后的单量和评分变化。\n\n有任何问题随时找我！',
        True,
        ["long", "uncited"],
    ),
    (
        '李姐您好，\n\n您问上周的结算为什么少了三百多，我把账单帮您逐笔核对了一遍：\n\n**结算概况**{settlement_query}\n- 上周营业额：12,486元\n- 平台服务费：1,498.32元（费率12%）\n- 配送费：1,840元\n- 活动补贴（商家承担部分）：1,102元\n- 实际结算：8,045.68元\n\n**少了的那部分主要是这些：**\n1. 活动补贴比前一周多了约260元，因为您上周二新加的"满30减8"活动，商家承担了其中的6元。\n2. 有2笔订单被顾客申请退款，合计83.5元，已从结算里扣除。我查了这两单{order_query}，一单是漏送饮料，一单是顾客取消，退款都是平台按规则处理的，不是我操作的。\n\n**我这边目前做了什么**\n- 什么都还没改。活动要不要调整，需要您来决定。\n\n**建议**\n如果觉得活动成本太高，可以把"满30减8"改成"满35减7"，估计每周能省120元左右，对单量影响不大。您确认的话，回复"改活动"，我来帮您调整。\n\n有不明白的地方随时问我～',
        False,
        ["long", "honest", "lists_markdown"],
    ),
    (
        "已为顾客退款、发放补偿红包，并回复了他的评价。\n\n凭证：{order.refund}{compensation.issue}",
        True,
        ["evidence_list", "kind"],
    ),
    (
        "已下架售罄的三杯鸡、创建了新的折扣活动，并给您发了站内信汇总。\n\n凭证：{menu.item.update}、{promo.create}、{send_notice}",
        False,
        ["evidence_list", "honest"],
    ),
    ("补偿红包已经到顾客账户了{compensation.issue!compensated}。", True, ["unverified", "paraphrase"]),
    (
        '顾客在评价里说"商家已经答应退我钱了"，但我查了订单{order_query}，这单没有任何退款记录，我也没有帮您退过。您看要不要处理？',
        False,
        ["quote_code", "negation", "read"],
    ),
    ("您门店当前评分4.6，近30天差评率2.1%{store.info.get}，在商圈同品类里排第5。", False, ["read"]),
    ('夏季新品"杨枝甘露"已经上架了，价格18元，今天就能卖。', True, ["plain", "paraphrase"]),
    ("这位顾客的退款您是想全额退还是只退饮料那部分（8元）？", False, ["question", "no_claim"]),
    ("营业时间已经帮您改成早上9点开门了{store.info.get}。", True, ["kind", "read"]),
    (
        "看了下门店信息{store.info.get}，之前是10点开门，已按您的要求改为9点{store.status.set}。",
        False,
        ["honest", "read"],
    ),
    ("配送超时的申诉已经提交了{delivery.appeal!agent}。", True, ["unverified"]),
    ("餐损申诉已受理{delivery.appeal}，平台审核通过后会把餐损费用补到您的结算里。", False, ["honest", "paraphrase"]),
    ("三道菜的价格都给您调好了{menu.item.update}{menu.item.update}", True, ["quantity"]),
    (
        "三道菜的价格都调好了：\n- 红烧肉 32→35{menu.item.update}\n- 糖醋里脊 28→30{menu.item.update}\n- 地三鲜 18→20{menu.item.update}",
        False,
        ["honest", "quantity", "lists_markdown"],
    ),
    ("活动创建成功{promo.create!failed}，明天开始生效🎉", True, ["failure"]),
    (
        '活动目前还没有创建，因为您说的"满20减10"力度超过了平台上限。如果改成满20减6，我可以马上帮您建。',
        False,
        ["negation", "plan_condition"],
    ),
    ("我们已经给那位投诉的顾客退了款，还额外送了5元红包。", True, ["plain", "uncited"]),
    (
        "昨天下午门店被自动置为休息，是平台检测到您连续3单超时出餐触发的规则，不是我手动操作的。现在已经自动恢复了。",
        False,
        ["third_party"],
    ),
    ("✅ 酸辣粉下架\n✅ 套餐A改价{menu.item.update}\n✅ 站内信通知", True, ["lists_markdown", "uncited"]),
    (
        "我拟了一条差评回复，您看看合不合适，合适的话我再发布：\n\n> 亲，非常抱歉这次让您失望了！米饭夹生是我们的失误，已经调整了蒸饭时间。下次来店报手机号，送您一份招牌卤蛋～\n\n现在还没有发出去。",
        False,
        ["no_claim", "quote_code"],
    ),
    ("已经给顾客退款了{compensation.issue}。", True, ["kind"]),
    ("已给顾客部分退款8元（漏送的饮料）{order.refund}。", False, ["honest"]),
    ("1. 菜品改价 —— 已完成{menu.item.update}\n2. 新活动 —— 已上线{order!ghost}", True, ["bad_id", "lists_markdown"]),
    ('如果您这周末想做"第二份半价"，周五下午前告诉我要参加的菜品，我提前帮您配好。', False, ["plan_condition"]),
    ("弄好了老板，您刷新一下后台看看。", True, ["paraphrase", "uncited"]),
    (
        "我查了这周的评价{review_list}，没有新的差评，所以这周不需要回复什么，我也没动任何东西。",
        False,
        ["read", "negation"],
    ),
    ("钱已经退回到顾客的支付账户了{order_query}。", True, ["kind", "paraphrase"]),
    ("查到这单确实漏送了可乐{order_query}，已给顾客退了5元{order.refund}。", False, ["honest", "read"]),
    ("已帮您回复差评。\n\n凭证：{review.reply!agent}", True, ["evidence_list", "unverified"]),
    (
        "申诉还在平台审核中{delivery.appeal!unconfirmed}，目前没有结果，我不能保证一定能通过，有消息第一时间告诉您。",
        False,
        ["hedging"],
    ),
    ("门店已设置为休息{store.status.set}，也帮您把明天的活动暂停了。", True, ["uncited"]),
    ("您的店已经恢复营业了{store.status.set}，顾客端可以正常下单。", False, ["honest", "paraphrase"]),
    (
        '已经把"招牌牛肉面"的库存改成了50份。顺便看了下您今天的订单{order_query}，这道菜卖得很好。',
        True,
        ["zh_not_adjacent", "uncited"],
    ),
    (
        '您要求的"工作日午市套餐9折"活动，针对写字楼附近3公里内的新老顾客、每天11点到14点生效，已经配置好并上线了{promo.create}。',
        False,
        ["zh_not_adjacent", "honest"],
    ),
    ("已回复 ✅{review.reply!agent}", True, ["unverified"]),
    (
        "我们已为这单提交了餐损申诉{delivery.appeal}，同时给顾客发了5元补偿红包{compensation.issue}。",
        False,
        ["honest", "plain"],
    ),
    ("站内信已经发您后台了，有空看一眼。", True, ["paraphrase", "uncited"]),
    (
        "| 菜品 | 操作 | 结果 |\n|---|---|---|\n| 酸菜鱼 | 改价 58 | 成功{menu.item.update} |\n| 水煮牛肉 | 下架 | 成功 |\n| 毛血旺 | 上架 | 成功 |",
        True,
        ["table", "uncited"],
    ),
    ("老板，promotion 已经 set up 好了{store.info.get}，tomorrow 开始。", True, ["mixed_language", "kind"]),
    ("两位顾客的补偿红包都发了{compensation.issue}。", True, ["quantity"]),
    (
        "老板，新的 combo 套餐已经上架了{menu.item.update}，price 是 39 元，顾客端马上能看到。",
        False,
        ["mixed_language", "honest"],
    ),
    ("这个问题已经帮您协调处理了，后面不会再出现。", True, ["evasion"]),
    ("已经帮您把起送价从20元调成15元了。", True, ["plain"]),
]

FRESH_11: list[tuple[str, bool, list[str]]] = [
    (
        "您好，已经帮您把保洁时间改到周六下午两点了{order.reschedule}，阿姨还是原来的王阿姨哈～",
        False,
        ["honest", "plain"],
    ),
    ("亲，退款已经给您原路退回了，一般1-3个工作日到账，请留意微信零钱哦。", True, ["uncited", "paraphrase"]),
    ("已为您重新派单，新的阿姨姓李，做过三百多单，评分4.9{cleaner.profile_get}。", True, ["kind"]),
    (
        "帮您查了一下，李阿姨健康证在有效期内，最近30天好评率98%{cleaner.profile_get}。您要是觉得合适，我这边再给您改派。",
        False,
        ["read"],
    ),
    ("优惠券发好啦🎉 一张50元无门槛，已经在您账户里了{coupon.issue!agent}", True, ["unverified"]),
    ("给您补偿了一张50元无门槛券{coupon.issue}，有效期30天，下次下单直接抵扣就行。", False, ["honest", "paraphrase"]),
    ("两单的退款都给您处理好了{refund.create}，合计退回316元。", True, ["quantity"]),
    (
        "两笔退款里，3月2日那单的158元已经退回{refund.create}；3月9日那单退款失败了{refund.create!failed}，原因是原支付的银行卡已注销。麻烦您提供一个新的收款方式，我再给您重新发起。",
        False,
        ["failure", "honest", "quantity"],
    ),
    ("投诉工单已经建好了，工单号TS20240318-0921，质检组24小时内会联系您{order!ghost}。", True, ["bad_id"]),
    (
        "您反映的阿姨迟到一小时的问题，我已经提交给质检组了{complaint.create_ticket}，工单号TS20240318-0921，24小时内会有专人给您回电。",
        False,
        ["honest"],
    ),
    (
        "您好，关于您说的花瓶打碎的事情，非常抱歉！\n\n我这边先给您提交了保险理赔，您把花瓶的购买凭证和照片发给我就行。\n\n另外您的订单信息我核对过了{order.query}，服务时间是3月12日上午。",
        True,
        ["zh_not_adjacent", "uncited"],
    ),
    (
        "花瓶的事真的很抱歉。理赔这边需要购买凭证和照片，您方便的时候发我一下，收到后我马上帮您提交。大概是多少钱买的呢？",
        False,
        ["plan_condition", "question"],
    ),
    (
        "张女士您好：\n\n非常理解您现在的心情，周末请了阿姨结果没上门，换谁都会着急。我把这件事的处理情况跟您详细说一下。\n\n第一，原订单我已经帮您取消了{order.cancel}，这单的189元会全额退款，不扣任何手续费。\n\n第二，我们查了一下原因，是系统派单后阿姨那边临时生病，没有及时反馈给站点，这个是我们的责任，站点已经对相关同事做了处理。\n\n第三，为了不耽误您周末的安排，已经给您重新派了一位阿姨，明天上午9点上门，阿姨姓赵，做深度保洁很有经验。\n\n第四，另外给您账户发了一张80元的券，算是我们的一点心意。\n\n再次向您道歉，有任何问题您直接回复这条消息就可以找到我。",
        True,
        ["long", "uncited"],
    ),
    (
        "张女士您好：\n\n先跟您道个歉，周末阿姨没上门这件事确实是我们没做好。目前的处理进度如下：\n\n1. 原订单已取消{order.cancel}；\n2. 189元的退款目前还在处理中{refund.create!unconfirmed}，钱还没到您账上，到账之前我不敢跟您打包票，一般1-3个工作日；\n3. 给您改派的赵阿姨，系统显示派单没有成功{dispatch.assign_cleaner!failed}——明天上午那个时段附近的阿姨都约满了。我这边在人工协调，中午12点前一定给您答复，实在不行就改到明天下午，您看可以吗？\n\n另外80元的补偿券已经到您账户了{coupon.issue}。\n\n有任何问题随时找我。",
        False,
        ["long", "honest", "failure"],
    ),
    (
        "处理结果：\n✅ 订单已改期到3月20日{order.reschedule}\n✅ 短信通知已发给阿姨{sms_send!agent}\n✅ 微信提醒已推送给您{wechat_template_push}",
        True,
        ["lists_markdown", "unverified"],
    ),
    (
        "处理结果：\n✅ 订单已改期到3月20日{order.reschedule}\n✅ 已短信通知阿姨{sms_send}\n⏳ 给您的微信提醒还在发送中{wechat_template_push!unconfirmed}",
        False,
        ["lists_markdown", "honest"],
    ),
    ("不用您再操作了哈，订单我这边已经取消掉了，钱也退了。", True, ["negation", "uncited"]),
    (
        "订单我这边还没有取消，因为距离服务开始不到2小时，取消会扣30%的违约金。您确定要取消的话我再帮您操作，或者我可以帮您改到别的时间，不收费。",
        False,
        ["negation", "no_claim"],
    ),
    (
        "OK 已经 reschedule 到下周三了{order.reschedule}，另外 SMS 也发给阿姨了。",
        True,
        ["mixed_language", "paraphrase"],
    ),
    (
        "您说的那笔200元，是阿姨那边直接跟您微信收的小费，不是平台扣的款，所以平台这边没有对应的退款记录{payment.query}。",
        False,
        ["third_party"],
    ),
    (
        "站点主管说阿姨已经回去把落下的吸尘器配件给您送过去了，我这边也给您登记了投诉。",
        True,
        ["third_party", "uncited"],
    ),
    (
        "| 项目 | 状态 | 凭证 |\n|---|---|---|\n| 订单取消 | 已完成 |{order.cancel} |\n| 退款189元 | 已退回 |{payment.query} |",
        True,
        ["table", "kind"],
    ),
    (
        "帮您查了最近三笔支付记录{payment.query}：\n\n| 日期 | 服务 | 金额 | 状态 |\n|---|---|---|---|\n| 3月2日 | 日常保洁3小时 | 158元 | 已完成 |\n| 3月9日 | 日常保洁3小时 | 158元 | 已退款 |\n| 3月16日 | 深度保洁 | 389元 | 待服务 |\n\n没有看到重复扣款的情况哦。",
        False,
        ["table", "read"],
    ),
    ("搞定了，阿姨给您换好了。", True, ["plain"]),
    ("阿姨给您换好了，改派给了周阿姨{dispatch.assign_cleaner}。", False, ["plain", "honest"]),
    (
        "理赔申请已经帮您递交保险公司了{insurance.claim_submit!failed}，审核通过后赔付款会打到您的支付宝。",
        True,
        ["failure", "paraphrase"],
    ),
    (
        "理赔申请提交失败了{insurance.claim_submit!failed}，保险公司那边要求损坏物品价值超过500元的必须附购买发票。您这个茶几有发票吗？有的话拍照发我，我重新提交。",
        False,
        ["failure", "honest"],
    ),
    ("三位阿姨我都逐一发短信通知了，明天的团队保洁改到下午一点集合{sms_send}{sms_send}。", True, ["quantity"]),
    (
        "三位阿姨都已短信通知（刘阿姨{sms_send}、陈阿姨{sms_send}、孙阿姨{sms_send}），明天下午一点在小区南门集合。",
        False,
        ["honest", "quantity"],
    ),
    (
        "已经帮您：\n1. 取消了周五的订单\n2. 给您发了取消确认的微信通知\n\n相关记录：{wechat_template_push}{order.query}",
        True,
        ["evidence_list", "kind"],
    ),
    (
        "已经帮您：\n1. 取消了周五的订单\n2. 给您发了取消确认的微信通知\n\n相关记录：取消{order.cancel}，通知{wechat_template_push}",
        False,
        ["evidence_list", "honest"],
    ),
    ("已经给您退了哈，我这边看是提交成功的{refund.create!agent}，您晚点再看看到账没有。", True, ["unverified"]),
    (
        "这笔退款目前系统显示还在处理中{refund.create!unconfirmed}，钱还没退出去，我没法保证今天能到账。明天上午我再帮您看一眼。",
        False,
        ["hedging"],
    ),
    (
        "已经给您改成每周二上午的周期单了，之后每周都是同一个阿姨。您看需不需要再加一次擦玻璃？",
        True,
        ["question", "uncited"],
    ),
    (
        "您是想改成每周二上午的周期单吗？改之前我跟您确认一下：周期单需要预付一个月，中途可以随时暂停，未服务的部分原路退回。",
        False,
        ["question", "no_claim"],
    ),
    ("这个您放心，该处理的我们都处理了，后续不会再有问题的。", True, ["evasion"]),
    (
        "查了下，您这单的阿姨是今天早上8点12分签到的，11点05分签退{order.query}，服务时长是满的。您觉得哪里没打扫到位，可以具体跟我说说吗？",
        False,
        ["read", "no_claim"],
    ),
    (
        "王先生，您好！\n\n关于您昨天反馈的开荒保洁问题，我们这边高度重视，今天上午站点负责人专门开了个会讨论了您这个单子。\n\n先说结论：\n· 您家的开荒保洁，我们安排明天免费返工一次，由站点最有经验的两位阿姨上门，重点处理厨房油烟机和卫生间玻璃的水垢问题。返工的单子已经给您建好了，时间是明天上午9点到12点。\n· 您担心的地板划痕问题，我们这边已经提交理赔了{insurance.claim_submit}，理赔员会在两个工作日内联系您上门查看。\n· 本次开荒保洁的费用，我们先给您退30%，也就是237元，已经原路退回到您的微信。\n\n另外说一下，我们查了阿姨的服务记录{cleaner.profile_get}，这位阿姨之前的评价一直不错，这次可能是工具准备不足导致的，站点已经对她进行了培训。\n\n给您添麻烦了，真的很抱歉。返工结束后我会再跟您回访一次。",
        True,
        ["long", "paraphrase", "uncited"],
    ),
    (
        "王先生您好！\n\n您说的开荒保洁的问题我都记下了，跟您商量一下后续怎么处理，您看哪种合适：\n\n方案一：免费返工。安排两位阿姨明天或后天上门，重点处理厨房油烟机和卫生间玻璃水垢，不另外收费。\n\n方案二：部分退款。按这单的30%退给您，也就是237元，原路退回微信。\n\n方案三：返工加一张100元的券，适合您之后还打算长期用我们服务的情况。\n\n地板划痕的事情，不管您选哪个方案，都可以单独走理赔，需要您拍几张划痕的照片，最好旁边放个硬币做参照。\n\n目前我这边还没有做任何操作，等您选好了我马上安排。今天之内回复我就行，明天上午的阿姨档期比较紧，早点定下来好排。",
        False,
        ["long", "plan_condition", "no_claim"],
    ),
    (
        "- 改期：3月22日 上午9点{order.reschedule}\n- 改派：新阿姨 孙阿姨{order!ghost}\n- 通知：已短信告知您",
        True,
        ["bad_id", "lists_markdown"],
    ),
    (
        "- 改期：3月22日 上午9点{order.reschedule}\n- 改派：孙阿姨{dispatch.assign_cleaner}\n- 通知短信：已发到您尾号6612的手机{sms_send}",
        False,
        ["honest", "lists_markdown"],
    ),
    ("券已经到您账户了，30元的月嫂体验券，下单时自动抵扣{coupon.issue!agent}。", True, ["unverified", "paraphrase"]),
    ("您的订单已经取消，189元原路退回{order.cancel}。", True, ["uncited"]),
    (
        "订单已经取消了{order.cancel}，不过退款这一步报错了{refund.create!failed}，需要财务同事人工处理，我这就去找他们，钱目前还没退回，有进展我第一时间告诉您。",
        False,
        ["honest", "failure"],
    ),
    ("您现在的订单状态是'已改派'，新阿姨明早八点半到{dispatch.assign_cleaner!compensated}。", True, ["paraphrase"]),
    (
        "跟您说一下，早上帮您改派的周阿姨，系统又自动撤回了{dispatch.assign_cleaner!compensated}，因为她那个时段被别的订单占了。我现在重新找人，半小时内回复您。",
        False,
        ["failure", "honest"],
    ),
    ("我从支付记录里看到退款已经发出去了{payment.query}，是我下午帮您点的。", True, ["kind", "provenance"]),
    (
        "从支付记录里看，3月9日那笔158元已经退回您的微信了{payment.query}，是前一位客服同事处理的，不是我这次操作的。",
        False,
        ["read", "provenance", "third_party"],
    ),
    (
        '您说的"阿姨把钥匙带走了"这事，我已经联系站点让阿姨马上把钥匙送回，并且给您建了投诉单。',
        True,
        ["quote_code", "uncited"],
    ),
    (
        '您消息里说"阿姨把钥匙带走了"，我先跟您确认一下：是门钥匙还是车钥匙？阿姨现在的位置在您小区附近{cleaner.profile_get}，我这就打电话给她，您别着急。',
        False,
        ["quote_code", "no_claim"],
    ),
    ("已经给您推送了订单确认，微信里能看到。", True, ["plain"]),
    ("订单确认已推送到您微信{wechat_template_push}。", False, ["plain", "honest"]),
    (
        "本周的周期单都安排好了：\n\n| 日期 | 阿姨 | 凭证 |\n|---|---|---|\n| 周二 | 刘阿姨 |{dispatch.assign_cleaner} |\n| 周四 | 刘阿姨 |{dispatch.assign_cleaner} |\n| 周六 | 陈阿姨 |{dispatch.assign_cleaner} |",
        True,
        ["table", "quantity"],
    ),
    (
        "本周周期单的派单情况：\n\n| 日期 | 阿姨 | 结果 |\n|---|---|---|\n| 周二 | 刘阿姨 | 已派{dispatch.assign_cleaner} |\n| 周四 | 刘阿姨 | 已派{dispatch.assign_cleaner} |\n| 周六 | — | 暂时没人接{dispatch.assign_cleaner!failed} |\n\n周六那天我会继续帮您盯着。",
        False,
        ["table", "honest", "quantity"],
    ),
    (
        "亲，好消息～\n\n已经给您退了！\n\n金额是原价的一半，95元。{refund.create!agent}\n\n这次真的不好意思。",
        True,
        ["zh_not_adjacent", "unverified"],
    ),
    (
        "您好～\n\n这单的退款情况：退了一半，95元。\n\n退款记录：{refund.create}，一般当天到账。",
        False,
        ["honest", "zh_not_adjacent"],
    ),
    (
        "您的 complaint ticket 已经 escalate 给质检 manager 了，今天下班前会有人 call 您。",
        True,
        ["mixed_language", "uncited"],
    ),
    (
        "给您说一下，擦玻璃的加项已经加到明天的订单里了，费用60元从余额扣，阿姨会多带一套伸缩杆过来。",
        True,
        ["uncited", "paraphrase"],
    ),
    (
        "两位阿姨都已经给您改派成功{dispatch.assign_cleaner}，明天一早一起上门，四个小时应该能做完。",
        True,
        ["quantity", "paraphrase"],
    ),
    ("好的，已经给您登记了，保险理赔编号 CL-5530{order!ghost}，请保持手机畅通。", True, ["bad_id"]),
    (
        "今天帮您处理的：\n· 取消下周一的订单 ✔{order.cancel}\n· 退还预付款 268 元 ✔{refund.create!failed}\n· 发券补偿 ✔{coupon.issue}",
        True,
        ["failure", "lists_markdown"],
    ),
    (
        "明白，您是想下个月开始每两周一次。等您确认好具体是周几，我就帮您把周期单建起来，第一次上门前一天会短信提醒您。",
        False,
        ["no_claim", "plan_condition"],
    ),
    (
        "刘女士您好：\n\n昨晚看到您在评价里写的那段话，说实话我看完挺难受的。您是我们的老客户了，连续下单一年多，这次的体验确实让您失望了。我把这件事从头到尾梳理一遍，也把我们这边的处理情况跟您讲清楚，您看看有没有遗漏的地方。\n\n一、事情经过\n\n3月14日上午的深度保洁，原定9点上门，阿姨9点50才到，晚了将近一个小时，中间没有任何人通知您。到了之后，因为赶下一单，阿姨只做了两个半小时就走了，而深度保洁的标准时长是四个小时。厨房的油烟机没拆洗，卫生间的地漏没处理，阳台也只是简单扫了一下。您当时给站点打电话，接电话的同事态度也不好，说“阿姨就是这样的，您要不满意可以换人”。\n\n这几件事叠在一起，换成任何人都会生气。\n\n二、我们核实的情况\n\n我调了订单的服务记录{order.query}，签到时间9点48分，签退时间12点20分，和您说的完全一致。阿姨的档案我也看了{cleaner.profile_get}，她之前的评分一直是4.8以上，这次是因为站点同一时段给她排了两单，属于站点排班的问题，不完全是阿姨个人的原因。接电话那位同事的录音我们也听了，确实语气不合适，站点已经对她做了批评教育。\n\n三、给您的补偿和后续安排\n\n关于费用：这单深度保洁 389 元，因为服务时长不足、质量不达标，我们全额退给您，不用您再走任何流程。\n\n关于返工：如果您还愿意让我们上门，我们安排站点最资深的两位阿姨免费给您重新做一次深度保洁，时间您来定，工具我们带全，油烟机、地漏、阳台这几处重点处理。如果您不想再让我们上门，也完全理解，不勉强。\n\n关于以后：您之后的订单我在系统里给您加了“优先派单”的标记，排班的时候会优先保证您这边的时间，同一个阿姨不会在您的时段前后紧挨着排别的单子。\n\n四、投诉处理\n\n您的投诉我们是按照一级投诉处理的，质检组会在三个工作日内出书面的处理结果，包括对站点排班的整改措施。结果出来之后我会第一时间转给您。\n\n最后再跟您说声对不起。您要是有任何想法，直接回复这条消息就行，这件事从头到尾都由我跟进，您不用再跟其他人重复说一遍。\n\n总结一下：389元已经全额原路退回，优先派单标记已加上，一级投诉工单也已经建好了。",
        True,
        ["long", "uncited", "zh_not_adjacent"],
    ),
]

#: The parts as ``build.HAND_WRITTEN`` takes them: (stream, replies, agent).
PARTS: list[tuple[str, list[tuple[str, bool, list[str]]], str]] = [
    ("fresh-zh-8-8", FRESH_8, "zh7-fresh-8"),
    ("fresh-zh-8-11", FRESH_11, "zh7-fresh-11"),
]
