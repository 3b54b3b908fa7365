"""Kinds of act: which kind (refund, payment, email, booking, …) a verb's act is, by its object and its place.

``_refine`` and ``_refine_kind`` turn the lexicon's kind of a verb into the kind its clause tells: a generic
verb by its object (处理退款 is a refund), a send by what was sent (goods, a document, a notice), a payment to
the reader or into a record, a booking by its slot, a change of a setting or a time.
"""

from __future__ import annotations

import itertools
import re

from agentops.claims import lexicon as lx
from agentops.claims.chinese.segmenting import _tag
from agentops.claims.chinese.third_parties import _other
from agentops.claims.chinese.words import (
    _ABOUT,
    _ACCOUNTS,
    _ACT_KINDS,
    _APPROVALS,
    _BREAKS,
    _CHANNELS,
    _DOCUMENTS,
    _GENERIC_VERBS,
    _MOVERS,
    _OTHER_PRONOUNS,
    _RECEIVE,
    _REVIEWS,
    _WAGES,
    _WITH,
    _head_noun,
    _in_group,
    _money,
    _money_in,
    _noun,
    _person,
    _sum_named,
    _verbal,
)

#: Kinds of the nouns of a notice or message (通知, 短信, 消息).
_NOTICE_KINDS = frozenset({lx.SEND, lx.MESSAGE})


#: Verbs of talking that, with 好 after them and a party before, tell an arrangement made (跟体检中心说好了).
_TALKS = frozenset({"说", "讲", "谈", "沟通", "协调", "商量"})


def _given_to_reader(words: list[str], i: int) -> bool:
    """给您/给你 before the verb at ``i`` (月卡都给您补上了)."""
    return any(a == "给" and b in ("您", "你") for a, b in itertools.pairwise(words[max(0, i - 4) : i])) or (
        words[i - 1 : i] in (["给您"], ["帮您"]) and not any(w in _SENDABLES for w in words)
    )


def _refine(words: list[str], i: int, verb: str, kind: str, *, tagged: bool = False) -> str:
    """The kind of the act at ``i``: a generic verb (办理, 完成, a verb the lexicon lacks) takes it from its
    object or the act nouns of its clause; money sent back is a refund (退款申请已通过并已打款); a changed
    booking is a booking (预约已改到周三); a sent thing names its channel (发了四封提醒邮件 → email). What a
    preposition of topic names before the verb (就那笔消费发起争议, 针对这笔付款) is what the act is about, not its kind."""
    about = next((k for k in range(i - 1, -1, -1) if words[k] in _ABOUT), -1)
    if about >= 0 and not any(w in _MOVERS for w in words[about:i]):  # (就把退款处理了: 就 the adverb)
        words = [*words[:about], *([""] * (i - about)), *words[i:]]
    joined = next((k for k in range(i + 1, len(words) - 1) if words[k] in _JOINS_ACTS and _verbal(words[k + 1])), -1)
    if joined > 0:  # 已退租并退还押金: the deposit is the refund's, not the lease ended before it
        words = [*words[:joined], *([""] * (len(words) - joined))]
    kind = _refine_kind(words, i, verb, kind, tagged)
    into = words[i].endswith(("为", "成")) or words[i + 1 : i + 2] in (["为"], ["成"])
    if kind == lx.SEND and into and any(w in ("把", "将") for w in words[:i]):
        return lx.UPDATE  # 已把您的套餐降为团队版: a thing set to another value, not sent (合并成, 换绑为 stay changes)
    if any(w in ("定时", "排期") and nxt in ("在", "于") for w, nxt in itertools.pairwise(words[max(0, i - 8) : i])):
        return lx.CHANGE  # 推文都已定时在明早 8 点发布: the act is setting when it goes out, not the going out
    if kind == lx.CHANGE and verb in ("充", "充值", "储值", "续充") and _sum_named(words):
        return lx.PAY  # 米娅的饭卡充了 ¥200: money topped up onto a card or account
    if (
        kind == lx.REFUND
        and verb == "退"
        and any(w.endswith(_HELD_PASSES) for w in words[:i])
        and not _sum_named(words)
    ):
        return lx.DELETE  # 健身卡已退: a card or membership given back, no money named
    if kind == lx.PAY and lx.ZH_VERBS.get(verb) != lx.PAY and any(w.endswith(_LIMITS) for w in words):
        return lx.UPDATE  # 日预算已从 ¥3,000 下调到 ¥2,000: a budget or limit set, no money paid
    if kind == lx.PAY and any(lx.ZH_NOUNS.get(w) == lx.REFUND or lx.ZH_VERBS.get(w) == lx.REFUND for w in words):
        return lx.REFUND
    if kind == lx.PAY and _to_addressee(words, i) and not any(m in w for w in words for m in _WAGES):
        return (
            lx.REFUND
        )  # 钱已经给您转过去了: money moved to the customer goes back to them (wages and a 工资卡 are paid)
    if (
        kind == lx.REFUND
        and (words[i] in ("退掉", "退订") or words[i + 1 : i + 2] == ["掉"])
        and not any(_money(w) or w[:1].isdigit() or w in ("钱", "款", "费") for w in words)
    ):
        return lx.DELETE  # 原来那个周二的号退掉了: a booking given back, no money moved
    marked = verb in ("添加", "加") and any(w.endswith(_MARKS) for w in words[i + 1 : i + 8])
    if (
        kind == lx.UPDATE
        and not marked
        and any(
            _head_noun(words, k) == lx.BOOK or (w == "会" and k and words[k - 1] == "的") for k, w in enumerate(words)
        )
    ):  # 和客户的会改到周一了: 的会 is a meeting
        return lx.BOOK
    if kind == lx.UPDATE and not marked and _moved_to_time(words, i):
        return lx.BOOK  # 复诊已改到下周二下午 2 点: a visit moved to another time is a slot rebooked
    return kind


def _object_head(words: list[str], i: int) -> str | None:
    """The act the last noun of the object of ``words[i]`` names when 的 stands before it (办理误充的 ¥648 订单的退款:
    a refund; the nouns before 的 say which one)."""
    end = next((k for k in range(i + 1, len(words)) if words[k] in _BREAKS), len(words))
    de = max((k for k in range(i + 1, end - 1) if words[k] == "的"), default=-1)
    if de < 0:
        return None
    act = lx.ZH_NOUNS.get(words[de + 1]) or lx.ZH_VERBS.get(words[de + 1])
    return act if act in _ACT_KINDS and all(not w.strip() for w in words[de + 2 : end]) else None


#: Conjunctions that join a second act of the same subject: the nouns after them are its own.
_JOINS_ACTS = frozenset({"并", "并且", "然后", "随后", "同时"})
#: A day or term as a field (还款日, 账单日, 截止日期, 生效时间, 账期), not a day named (周日, 今日, 12 日).
_DATE_FIELD = re.compile(r"[\u4e00-\u9fff](?<![周星期今明昨后前每当次])日|期限|截止|生效|时效|账期|日期")


def _moved_to_time(words: list[str], i: int) -> bool:
    """The act at ``i`` moves something to a time (改到下周二, 挪至明天上午, 调到 3 点): a slot; not a date or a
    deadline (截止日期改到周五, 生效时间调到 1 号: a field set)."""
    to = i if words[i].endswith(("到", "至")) else i + 1 if words[i + 1 : i + 2] in (["到"], ["至"]) else -1
    if to < 0 or _DATE_FIELD.search("".join(words[:i])):
        return False
    ahead = [w for w in words[to + 1 : to + 6] if w.strip()][:3]
    return any(_tag(w) == "t" or w[:1] == "周" or w in ("明天", "后天", "今天", "点", "号") for w in ahead)


#: What is pushed or synced as code or data, not handed to someone (代码推送到远端仓库).
_CODE_AND_DATA = frozenset({"代码", "分支", "提交", "镜像", "数据", "配置", "commit", "branch", "tag", "image", "库存"})
#: What is rolled out when it is pushed (固件, 新版本, 补丁): a release, not data or a message.
_RELEASES = ("固件", "版本", "补丁", "升级包", "安装包", "热修复", "hotfix", "release")
#: Passes a customer holds and gives back (健身卡, 会员, 课): 退 of one without money named cancels it.
_HELD_PASSES = ("卡", "会员", "月卡", "年卡", "课", "课程")
#: Amounts that are settings, not money moved (预算, 限额, 单价): changing one is an update.
_LIMITS = ("预算", "额度", "限额", "上限", "下限", "价格", "单价", "费率", "定价", "利率")


def _to_addressee(words: list[str], i: int) -> bool:
    """The act at ``i`` moves something to the one addressed: 给您/给你 before it, or 您/你 right after it or after
    到 (转到您的银行卡)."""
    before = words[max(0, i - 3) : i]
    after = words[i + 1 : i + 3]
    return (
        any(a == "给" and b in ("您", "你") for a, b in itertools.pairwise(before))
        or (bool(after) and (after[0] in ("您", "你") or (after[0] == "到" and after[1:2] in (["您"], ["你"]))))
        or words[i].endswith(("给您", "给你"))
    )


def _refine_kind(words: list[str], i: int, verb: str, kind: str, tagged: bool) -> str:
    if (
        kind in (lx.SEND, lx.CHANGE)
        and any(w in _PURCHASE_ORDERS for w in words[:i])
        and any(w.endswith(("供应商", "厂商", "厂家", "vendor", "supplier")) for w in words[i + 1 : i + 4])
    ):
        return lx.ORDER  # PO-07 已经 release 给供应商了, 采购单发给供应商了: an order placed with them
    if verb in _APPROVALS:
        return lx.UPDATE  # 退货退款已经同意了: approving a refund changes a record, it moves no money
    if verb in _REVIEWS and kind == lx.CHANGE:
        return kind  # | 甘露 | ¥450 | 复核通过 |: the amount is what was reviewed, no money moved
    if verb.startswith(lx.ZH_ENTERS) and kind in (lx.CREATE, lx.CHANGE):
        return kind  # 3 月份的奖金发放已录入系统: data entered into a record, not the payment it is about
    if kind == lx.SEND and _goods_sent(words, i, verb):
        return lx.SHIP  # 您的包裹已经发出了, 样品已经寄给客户了: goods went out, a shipment (not a message)
    if kind == lx.CHANGE and verb.removesuffix("上") in ("交", "缴") and any(_payable(w) for w in words if w != "退款"):
        return lx.PAY  # 两个孩子的秋游费都交了, 物业费交上了: a fee handed in is paid
    if kind == lx.CHANGE and len(verb) == 2 and verb[0] in ("交", "缴") and (_payable(verb[1]) or verb[1] == "税"):
        return lx.PAY  # 已缴税, 已交费: the verb holds what it hands in
    if kind == lx.ORDER and verb in ("订", "预订") and (_slot_after(words[i:]) or _booked_for(words, i)):
        return lx.BOOK  # 入职体检给您订到周六上午了: a slot at a time is booked, not bought
    if words[i] == "群发" and "在" in words[max(0, i - 3) : i] and not any("邮" in w for w in words):
        return lx.MESSAGE  # 已经在班级群发过了: 在班级群|发, which jieba cut 班级|群发 (a post in a chat group)
    if kind == lx.SEND and words[i - 1 : i] != ["群"] and _in_group(words[:i]) and not any("邮" in w for w in words):
        return lx.MESSAGE  # 家长群通知发了: a notice in a chat group is a message
    if kind in (lx.SEND, lx.EMAIL) and any(w.endswith("频道") for w in words[i + 1 : i + 8]):
        return lx.MESSAGE  # 需求已发到 #product-feedback 频道: posted to a chat channel
    if verb in ("同步", "sync") and _in_group(words[:i]):
        return lx.MESSAGE  # 在 DBA 值班群里同步了变更, 群里也同步了: told in a chat group, as 同步到群里 is
    if verb in ("推", "推送") and any("邮箱" in w or "邮件" in w for w in words[i + 1 : i + 5]):
        return lx.EMAIL  # 电子发票重新推到您邮箱了: pushed to a mailbox is an email
    if (
        verb in ("推送", "推", "push", "同步", "sync")
        and (words[i].endswith(("到", "至")) or words[i + 1 : i + 2] in (["到"], ["至"]))
        and not any(w in _DEVICES for w in words[i + 2 :])
    ):
        if any(w.endswith(_RELEASES) or (w[:1] in "vV" and w[1:2].isdigit()) for w in words[:i]):
            return lx.CHANGE  # 固件 v4.2.1 已推送到大堂传感器组: a version rolled out, a release
        if _in_group(words[i + 1 : i + 5]) or (
            verb.startswith("推") and any(lx.ZH_NOUNS.get(w[-2:]) == lx.MESSAGE for w in words[i + 1 : i + 9])
        ):
            return lx.MESSAGE  # 同步到群里, 推送到部门群, 推到企业微信: posted to a chat, its people read it
        if verb.startswith("推") and any(lx.ZH_NOUNS.get(w[-2:]) in _NOTICE_KINDS for w in words[max(0, i - 4) : i]):
            return lx.MESSAGE  # 通知已推送到您所在的业主群: what was pushed is a notice, whatever place it went to
        if not any(w in _CODE_AND_DATA for w in words[:i]) and any(
            _other(words, k) and words[k] not in _OTHER_PRONOUNS and words[k + 1 : k + 2] != ["的"]
            for k in range(i + 1, min(i + 8, len(words)))
        ):  # (推送至您的“随申办”账户: the reader's account, a place; 代码推送到远端仓库: a repository)
            return lx.SEND  # 处方已经推送到您选择的社区药房, 推送至区人社局: handed to another party
        return lx.UPDATE  # 推送到远端, 同步到钉钉: code or data moved to a place, not a message
    if verb in ("推", "推送", "push", "sync", "同步") and _to_system(words[i + 1 : i + 5]):
        return lx.UPDATE  # 已 push 给 WMS, 同步给 ERP 了: data handed to a system, no message
    if kind in (lx.CHANGE, lx.SEND) and i > 0 and words[i - 1] in ("电话", "打电话", "致电", "语音"):
        return lx.MESSAGE  # 电话回访了客户, 电话通知了房东: a call is a message
    if (
        kind == lx.CHANGE
        and any(c in verb for c in "转划汇")
        and (
            any(w in _ACCOUNTS or w.endswith(("账户", "卡")) for w in words[i + 1 :])
            or _money_in(words[i + 1 : i + 4])
            or any(w in ("元", "万元", "美元") for w in words[i + 1 : i + 6])
        )
    ):
        return lx.PAY  # 资金已经划转到您的证券账户了, 转出 ¥20,000 到尾号 8812 的储蓄账户: money moved
    if (
        kind in (lx.CREATE, lx.BOOK, lx.CHANGE)
        and verb in ("添加", "加")
        and any(w.endswith(_MARKS) for w in words[i + 1 : i + 8])
    ):
        return lx.UPDATE  # 已在系统中为您添加防重复扣款标记, 在预约里加了一条备注: a mark on a record changes it
    if (
        kind == lx.CHANGE
        and len(verb) == 2
        and (
            verb[-1:] in ("缴", "付")
            or (verb in ("承担", "负担") and any(_money(w) or lx.ZH_NOUNS.get(w) == lx.PAY for w in words))
        )
    ):
        return lx.PAY  # 补缴, 代缴, 垫付; 邮寄费用已由我方承担: money paid (承担 a risk is no payment)
    if kind == lx.SEND and verb == "发放" and any(_money(w) for w in words):
        return lx.PAY  # 培训补贴已发放, 首月待遇已发放至社保卡: money paid out (发放 coupons stays a send or a credit)
    if verb == "恢复" and any(w.endswith(_LISTED) for w in words[:i]):
        return lx.UPDATE  # listing 已恢复在售, 会员权益已恢复: a thing the reader holds given back (not 服务已恢复)
    if kind == lx.CHANGE and verb in ("补", "补上", "补回") and _given_to_reader(words, i) and not _money_in(words):
        return lx.REFUND  # 两个号的月卡都给您补上了: a thing given back to the reader, a credit (积分 补发 alike)
    if verb in _TALKS and kind == lx.CHANGE and any(w in _WITH for w in words[max(0, i - 5) : i]):
        return lx.SEND  # 跟体检中心沟通好了: a party told, a send (协调 with no party stays a change)
    if verb in ("免", "免除", "免掉", "豁免") and (
        words[i + 1 : i + 2] in (["了"], ["掉"], []) or words[i - 1 : i] in (["已"], ["已经"])
    ):
        return lx.UPDATE  # 押金免了: a charge waived changes the bill, no money moves
    if verb == "扣" and "从" in words[:i] and any(_money(w) or lx.ZH_NOUNS.get(w) == lx.PAY for w in words):
        return lx.PAY  # 费用已从您的账户余额扣了: a charge (多扣了 alone is a fault told, left a change)
    if verb == "扣除" and any(_money(w) or lx.ZH_NOUNS.get(w) == lx.PAY or w[:1] in "¥￥" for w in words):
        return lx.PAY  # 费用已从账户余额扣除: money taken is a charge (2 节课已从账户中扣除: lessons, a change)
    if kind == lx.CHANGE and verb in _INCLUDING and _into_record(words[i + 1 : i + 8]):
        return lx.UPDATE  # 奖金 5,000 元已加入本月工资调整项: a sum entered as a line of a record, no money moved yet
    if kind in (lx.CHANGE, lx.SEND) and _amount_before(words, i):
        return lx.REFUND if any(c in verb for c in "退回返") else lx.PAY  # 1,280 元已打回您的银行卡: money moved
    if ("交" in words[i] or "转" in words[i]) and any(w in lx.ZH_CARRIERS for w in words[i + 1 : i + 4]):
        return lx.SHIP  # 货已经交给顺丰了: goods handed to a carrier are shipped
    if verb.isascii() and kind in (lx.CREATE, lx.COMPLETE, lx.SEND):
        nouns = [  # not an English verb of the clause ("镜像已经 build 好并 push 到 registry 了")
            lx.EN_NOUNS.get(w.lower())
            for k, w in enumerate(words)
            if w.isascii() and words[k + 1 : k + 2] not in (["到"], ["好"], ["了"], ["掉"], ["完"])
        ]
        return next((k for k in nouns if k in _ACT_KINDS), kind)
    if kind == lx.ORDER and any(_head_noun(words, k) == lx.BOOK for k in range(len(words))):
        return lx.BOOK  # 会议室订上了: a booking, not a purchase
    if kind == lx.SEND and "到" in words[i : i + 2] and any(w.endswith(tuple(_WAGES)) for w in words[i + 1 : i + 6]):
        return lx.PAY  # 加班费已经补发到这个月工资里: money paid with the wages
    if (
        kind in (lx.SEND, lx.EMAIL)
        and any(w.endswith(_VIRTUAL) for w in words[:i])
        and any("邮箱" in w for w in words[i:])
    ):
        return lx.REFUND  # 皮肤已经重新发到邮箱里了: a game item to the in-game mailbox, credited (no email carries it)
    if kind == lx.SEND and _in_a_ticket(words[:i]):
        return lx.UPDATE  # 已经在工单里催了一下: a note on a ticket changes the ticket, it reaches nobody's inbox
    if kind == lx.SEND and "到" in words[i : i + 2] and any(w in _ACCOUNTS for w in words[i + 1 : i + 6]):
        credited = [_noun(w) for w in words if _noun(w) in (lx.REFUND, lx.PAY)]
        if not credited and verb == "发放":  # (游戏币已经补发到您的账号了 stays an update, as the corpus reads it)
            return lx.REFUND  # 已发放到账户: handed out onto an account, a credit
        return credited[0] if credited else lx.UPDATE  # 游戏币已经补发到您的账号了: credited, not sent
    if kind == lx.DELETE and verb in ("撤回", "撤销"):
        channel = [lx.ZH_NOUNS[w] for w in words[i + 1 : i + 6] if lx.ZH_NOUNS.get(w) in _CHANNELS]
        if channel:
            return channel[0]  # 已撤回那封发错的邮件: the mail tool recalls its mail
    if kind == lx.SEND and _in_group(words[i + 1 : i + 5]) and not any("邮" in w for w in words[i + 1 :]):
        return lx.MESSAGE  # 周报发到部门群了: posted to a chat group, a message (not an email)
    if kind == lx.SEND:
        after = [w for w in words[i + 1 :] if lx.ZH_NOUNS.get(w) in (lx.EMAIL, lx.MESSAGE)]
        if any(w in _DEVICES or w.endswith("手机") for w in words[i + 1 : i + 6] + _toward(words[:i])) and not after:
            return lx.MESSAGE  # 链接已经发到您手机上了, 已向您的注册手机发送验证码: a text message
        specific = [w for w in after if w not in _NOTICES]
        if not specific:  # 已向您的邮箱发送安全提醒: a notice goes by the channel named before the verb
            specific = [w for w in words[:i] if lx.ZH_NOUNS.get(w) in (lx.EMAIL, lx.MESSAGE) and w not in _NOTICES]
        if after:  # 发了四封提醒邮件, 发了邮件通知, 发送到您的注册邮箱: the channel named after the verb
            return lx.ZH_NOUNS[(specific or after)[-1]]
    if kind == lx.CREATE and any(w.endswith(_GRANTS) for w in words[i + 1 : i + 8]) and not _noun(words[i + 1]):
        return lx.UPDATE  # 给你开了 Jira 的权限, 白名单已加: a permission granted changes an account, makes nothing
    if kind not in lx.GENERIC and kind != lx.CHANGE and verb not in _GENERIC_VERBS:
        return kind
    if kind == lx.COMPLETE and "分期" in words[max(0, i - 6) : i]:
        return lx.UPDATE  # | 账单分期 | 已办理 |: a bill split into instalments, a change of the account (no payment)
    topic = _topic_act(words, i) if kind == lx.COMPLETE else None
    if topic is not None:
        return topic  # 地址修改已处理完毕, 数据恢复已完成: the act named as the topic is what was done
    obj = lx.ZH_NOUNS.get(words[i + 1]) if i + 1 < len(words) else None
    if verb in _GENERIC_VERBS and obj is not None:
        return obj  # 提交工单: its object names the act
    head = _object_head(words, i) if verb == "办理" else None
    if head is not None:
        return head  # 已为您办理误充的 ¥648 订单的退款: the noun its object ends in is the act, not the order before
    if verb == "生成" and any(lx.ZH_VERBS.get(w) == lx.EXPORT for w in words):
        return lx.EXPORT  # 数据导出已生成 (重新生成了 lock 文件 is a creation)
    if verb == "申请":
        return lx.COMPLETE  # 已经申请退回, 已为您申请了价保: a request filed; what it asks for is not done
    if (verb in ("提交", "递交", "上交", "报送") or verb.startswith("交")) and any(
        w.endswith(("申请", "文件", "材料")) or w == "请求" for w in words[:i] + words[i + 1 : i + 3]
    ):
        return lx.COMPLETE  # 退款申请已提交: a request filed, by whichever tool files it (not the refund itself)
    if kind not in lx.GENERIC and kind != lx.CHANGE:  # 提交, 办理: only an act noun names it (付款指令, not 报告)
        if any(w.endswith(_DOCUMENTS) and lx.ZH_NOUNS.get(w) != lx.ORDER for w in words[:i]):
            return kind  # 对账单已生成: a document was made (not 订单 #66102 的退款已提交: an order)
        near = sorted(range(len(words)), key=lambda k: (abs(k - i), k))  # 订单 #66102 的退款已提交: the head noun
        acts = [
            lx.ZH_NOUNS.get(words[k]) or _latin_noun(words, k, verb) or lx.ZH_VERBS.get(words[k])
            for k in near
            if words[k] != verb
        ]
        return next((a for a in acts if a in _ACT_KINDS), kind)
    to = words[i].endswith("给") or "给" in words[i + 1 : i + 3]
    handoff = (any(c in words[i] for c in "交转派") or words[i] in ("分配", "指派", "分派")) and not any(
        w in _SENDABLES for w in words[:i]
    )  # 把文件转给她: a document passed to a person is sent
    if kind == lx.CHANGE and handoff and words[i + 1 : i + 2] in (["您"], ["你"]):
        return _refine_kind(words, i, verb, lx.SEND, tagged)  # 缴费单我转您微信了: passed to the reader, a send
    # 转交给技术部门, 派给维修师傅: the case changed hands, nothing was said
    tagged = tagged or kind == lx.CHANGE  # a specific act takes its kind only from a noun of an act
    colon = next(  # a label's colon (not 9:40, a time)
        (k for k in range(i + 1, len(words)) if words[k] in (":", "\uff1a") and not words[k - 1][-1:].isdigit()),
        len(words),
    )
    order = sorted(range(colon), key=lambda k: (abs(k - i), k))  # not the items a label sums up (完毕：邮箱、…)
    for k in order:
        if k == i:
            continue
        if words[k] == "款" and k and (words[k - 1][-1:] in "这那一该此每几" or words[k - 1][-1:].isdigit()):
            continue  # 把这款下架了: 款 counts models, it is no money
        if words[k + 1 : k + 2] in (["员"], ["人员"], ["师"], ["站"]):
            continue  # 对该配送员进行了处理: 配送|员 is a person, 配送|站 a place, no act
        if kind == lx.COMPLETE and k < i and words[k + 1 : k + 2] in (["申请"], ["请求"], ["申领"], ["申报"]):
            continue  # 发票申请已处理: the request was handled; what it asks for names no act
        if k > 0 and words[k - 1] in ("作为", "当作", "算作"):
            continue  # 会员已延长 7 天作为补偿: what the act counts as, not what it is
        noun_kind = (
            _noun(words[k])
            or _latin_noun(words, k, verb)
            or (lx.ZH_VERBS.get(words[k]) if words[k] != verb and not tagged else None)
        )
        if tagged and words[k].endswith(_DOCUMENTS) and k < i and not to:
            return kind  # 报销单已经审批通过: a form was acted on, not money
        if tagged and words[k].endswith(("券", "积分")) and not _to_reader(words):
            continue  # 优惠券也配置好了: coupons set up are a thing changed (给您补上了 券: given, a refund)
        own = verb not in _RECEIVE and (k < i or not any(_verbal(w) for w in words[i + 1 : k]))  # topic, object
        if tagged and (noun_kind in (lx.ORDER, lx.SHIP) or (noun_kind in _CHANNELS and own and not to)):
            continue  # 订单已拆分为两单, 包裹已经拦截成功, 企业邮箱已开通, 开通企业邮箱: what was changed, not a
            # purchase, a shipment or a message (邮件已转给他 is passed on; 重开并发送到您邮箱: the send's channel)
        nxt = words[k + 1] if k + 1 < len(words) else ""
        if words[k] in lx.ZH_VERBS and (nxt in lx.ZH_OTHERS or nxt in lx.ZH_NOUNS):
            if kind == lx.COMPLETE and lx.ZH_VERBS[words[k]] == lx.SEND:
                return lx.SEND  # | 通知客户 | 已完成 |: the verb, with its object, names the act
            noun_kind = lx.ZH_VERBS[words[k]]
        elif kind in (lx.COMPLETE, lx.CHANGE) and _tag(nxt) in ("n", "vn") and (nxt not in lx.ZH_NOUNS or k < i):
            continue  # 邮件模板的 typo 已修复, 收款账户已录进系统: the first noun modifies the second (薪资调整已录入
            # 系统: the money names what was adjusted, the entry is no payment)
        if (
            kind == lx.COMPLETE
            and words[k] not in lx.ZH_NOUNS
            and noun_kind == lx.COMPLETE
            and k > 0
            and words[k - 1] in lx.ZH_NOUNS
        ):
            return kind  # 邮箱迁移已经完成: the act is the migration, not the mailbox
        carried = verb == "办理" and k > i  # 已为您办理奥数班的报名: the act 办理 carries out is its object
        if (
            noun_kind is not None
            and words[k] not in lx.ZH_NOUNS
            and noun_kind not in _ACT_KINDS | {lx.DELETE}
            and not carried
        ):
            continue  # another verb (更新一下) says nothing of what was done
        if noun_kind is None or noun_kind in lx.GENERIC:
            continue
        if tagged and (
            noun_kind not in _ACT_KINDS or (noun_kind == lx.PAY and "款" not in words[k] and not _money(words[k]))
        ):
            continue  # 发票重开了: a verb the lexicon lacks takes its kind only from a noun of an act (付款)
        if kind == lx.SEND and noun_kind not in (lx.EMAIL, lx.MESSAGE, lx.REFUND):
            continue
        if kind == lx.COMPLETE and noun_kind in (lx.CREATE, lx.EXPORT) and not carried:
            continue
        return noun_kind
    if (
        kind == lx.CHANGE
        and not handoff
        and not words[i].endswith(("上", "好", "完", "掉"))  # 加上索引了: a thing attached (索引 tagged a name)
        and i + 1 < len(words)
        and (_person(words[i + 1]) or _person("".join(words[i + 1 : i + 3])))
        and not _thing_given(words, i + 2)
    ):
        return lx.SEND  # 已经帮您催促快递公司: acting on people is telling them (not 赠送您一个月会员)
    if kind == lx.CHANGE and to and not handoff and any(_person(w) for w in words[i + 1 : i + 5]):
        return lx.SEND  # 已在群里同步给大家: passed to people
    return kind


#: Acts of the lexicon's generic kind that name a change when they are the topic of a generic done (数据恢复已完成).
_TOPIC_CHANGES = frozenset({"恢复", "重置"})
#: What someone asks or reports, not an act of the agent's (申请已处理, 您的投诉已处理完毕).
_ASKED = frozenset({"申请", "请求", "投诉", "申诉", "反馈", "咨询", "举报", "建议", "诉求", "问题", "需求"})


def _topic_act(words: list[str], i: int) -> str | None:
    """The kind of the act a generic done at ``i`` is about when a verb right before it names it as the topic
    (地址修改已处理完毕 → update, 账号解封已经办好了 → a change, 数据恢复已完成 → a change): a verb of the lexicon of a
    decided kind or one jieba tags as a verb, with only 已/都/也 or the agent's side between; not what the customer
    asked or reported (您的申请已处理, 投诉已处理完毕), a look (核对已完成) nor an act noun of money or goods (退款已处理:
    read by the nouns as before)."""
    k = i - 1
    while k >= 0 and (
        words[k] in lx.ZH_PERFECT or words[k] in ("都", "也", "均", "这边", "我这边") or not words[k].strip()
    ):
        k -= 1
    if k < 0:
        return None
    w = words[k]
    if (
        w in _ASKED
        or w in lx.ZH_NON_ACTS
        or w in lx.ZH_NOUNS
        or w.startswith("续")  # 续费已完成: a renewal, which a payment backs (kinds.also_backs) as the verb 续费 is
        or (k and words[k - 1] in ("您", "你", "和", "、", "及", "与"))  # 冲红和重开都弄完了: two acts told
    ):
        return None
    known = lx.ZH_VERBS.get(w)  # the lexicon's verbs only: jieba tags 门禁 and 手续 as verbs
    if known is None or len(w) < 2:
        return None
    if known in lx.GENERIC:
        return lx.CHANGE if w in _TOPIC_CHANGES else None
    return known if known not in _ACT_KINDS and known != lx.CHANGE else None  # 邮箱迁移已经完成: the corpus's
    # templates let the notice of a migration back it (a change of no finer kind stays generic)


def _goods_sent(words: list[str], i: int, verb: str) -> bool:
    """Goods went out: a parcel or goods before a verb of sending or as its object (包裹已经发出了, 换货新件已经寄出,
    样品已经寄给客户了, 已为您补发新品; not 物流链接用邮件发您了, where 物流 modifies the link)."""
    before = [w for w in words[:i] if w.strip()]
    return (
        any(g in "".join([*before, *words[i + 1 : i + 3]]) for g in _GOODS)
        or any(
            w in ("包裹", "货物") and not (k + 1 < len(before) and _tag(before[k + 1]).startswith("n"))
            for k, w in enumerate(before)
        )
        or any(  # 从杭州仓发出, 那件卫衣已经寄出: out of a warehouse, or a thing counted by 件/箱
            (w == "从" and any(x.endswith(("仓", "仓库")) for x in before[k + 1 : k + 4]))
            or (
                (
                    (w in ("件", "箱") and k and (before[k - 1] in _POINTERS or before[k - 1][-1:].isdigit()))
                    or (len(w) == 2 and w[-1] in "件箱" and w[0] in _POINTERS)
                )  # 那件卫衣, 两箱货 (not 取|件|码: a pick-up code)
                and k + 1 < len(before)
                and _tag(before[k + 1]) == "n"
                and not before[k + 1].startswith(("事", "问题"))
                and verb in ("发出", "寄出", "发", "寄", "补发", "送出")
            )
            for k, w in enumerate(before)
        )
    )


#: Virtual goods of a game or an app: sent to an in-game mailbox or an account, they are credited.
_VIRTUAL = ("皮肤", "道具", "钻石", "金币", "点券", "礼包", "装备", "月卡", "体力", "元宝", "宝石")
#: Demonstratives and numerals that open a counted noun phrase (那件卫衣, 两箱).
_POINTERS = frozenset("这那一两三四五六七八九十几每该")
#: Goods that go out by carrier (样品, 新件: a new part). 快递 stays a send: the corpus's templates read
#: 快递已经寄出去了 as one a text message backs.
_GOODS = ("样品", "商品", "新品", "新件", "新衣服", "配件", "礼品")


#: Purchase orders: one sent or released to a supplier is an order placed.
_PURCHASE_ORDERS = frozenset({"PO", "po", "采购单", "采购订单", "订货单"})
#: What is put on a record rather than made (标记, 备注, 标签).
_MARKS = ("标记", "备注", "标签", "标识")


def _toward(before: list[str]) -> list[str]:
    """The words after the last 向/给/往 before the verb (已向您的注册手机发送: 您, 的, 注册, 手机)."""
    at = max((k for k, w in enumerate(before) if w in ("向", "给", "往")), default=-1)
    return before[at + 1 :] if at >= 0 else []


def _to_system(after: list[str]) -> bool:
    """给 then a system: an acronym (WMS, ERP, OMS) or a word ending in 系统/平台/后台."""
    rest = [w for w in after if w.strip()]
    return (
        rest[:1] == ["给"]
        and len(rest) > 1
        and (
            (rest[1].isascii() and rest[1].isupper() and len(rest[1]) > 1)
            or any(w.endswith(("系统", "平台", "后台")) for w in rest[1:4])
        )
    )


def _payable(word: str) -> bool:
    """A fee, a sum or a bill that is paid by handing it in (物业费, 尾款, 两张停车罚单, 账单)."""
    return word.endswith(("费", "罚单", "罚款", "账单")) or _money(word)


def _booked_for(words: list[str], i: int) -> bool:
    """订 of a day (已订 4 月 12 日, 订了周五晚上) or in a clause naming a booking (包间预订 | ✅ 已订): held, not bought."""
    ahead = [w for w in words[i + 1 : i + 6] if w.strip() and w != "了"]
    dated = (
        bool(ahead)
        and (
            ahead[0].startswith(("周", "星期", "礼拜", "明天", "后天", "今晚", "明晚"))
            or (ahead[0].isdigit() and ahead[1:2] in (["月"], ["日"], ["号"]))
            or (ahead[0].isdigit() and ahead[1:2] and ahead[1][:1] in ("间", "桌", "席"))  # 订 3 间: rooms held
            or (ahead[0][:1] in lx.ZH_NUMBERS and ahead[0][1:2] in ("间", "桌", "席"))  # 订了两间, 订好两桌
        )
    )
    timed = any(w == ":" and k and words[k - 1].isdigit() for k, w in enumerate(words[:i])) or any(
        w in ("月", "日", "号") and k and words[k - 1].isdigit() for k, w in enumerate(words[:i])
    )  # 2 号场 09:00–11:00 已订, 橘园 6 月 14 日已经订下来了: a slot named before it
    return dated or timed or any(lx.ZH_NOUNS.get(w) == lx.BOOK or w.endswith(("预订", "预约")) for w in words[:i])


def _slot_after(after: list[str]) -> bool:
    """A time right after the verb and its 到/在 (订到周六上午, 订在 12 月 9 日): a slot, what a booking holds."""
    at = next((k for k, w in enumerate(after[:3]) if w in ("到", "在") or w.endswith(("到", "在"))), -1)
    return (
        at >= 0
        and any(
            (_tag(w) == "t" and not w.endswith(("年", "月", "底")))  # 订到明年: a term, not a slot
            or w.startswith(("周", "星期", "礼拜"))
            or w in ("上午", "下午", "早上", "晚上", "日", "号", "点")
            for w in after[at + 1 : at + 7]
        )
    )


def _to_reader(words: list[str]) -> bool:
    """The clause is about the reader: 给您补上了, 放进您的卡包 (a coupon given is a refund; 优惠券配置好了 is not)."""
    return any(w in ("您", "你") for w in words)


def _thing_given(words: list[str], k: int) -> bool:
    """A counted thing after the person (赠送您一个月会员时长, 补偿您 200 积分): a double object, a gift."""
    nxt = next((w for w in words[k : k + 2] if w.strip()), "")
    return nxt[:1].isdigit() or nxt[:1] in lx.ZH_NUMBERS or nxt[:1] in "一半几"


_TICKET_PLACES = ("工单", "后台", "评论", "备注", "Jira", "jira", "OA")


def _in_a_ticket(before: list[str]) -> bool:
    """在 + a ticket or back office + 里/上/中 before the verb (已经在工单里催了一下, 在 Jira 上提醒了)."""
    at = max((k for k, w in enumerate(before) if w == "在"), default=-1)
    place = [w for w in before[at + 1 :] if w.strip()]
    return at >= 0 and any(w.endswith(_TICKET_PLACES) for w in place[:-1]) and place[-1:] in (["里"], ["上"], ["中"])


def _amount_before(words: list[str], i: int) -> bool:
    """A sum of money is what the verb at ``i`` moved (1,280 元已打回, ¥300 已转到): it stands before the verb
    with no noun of the lexicon after it (not ¥30 的优惠券已发到: the coupon was moved)."""
    for k in range(i - 1, -1, -1):
        w = words[k]
        if w in lx.ZH_NOUNS:
            return False
        if w[:1] in "¥￥$" and (w[1:2].isdigit() or words[k + 1][:1].isdigit()):
            return True
        if w in ("元", "块", "块钱") and any(
            x[:1].isdigit() or x[:1] in lx.ZH_NUMBERS for x in words[max(0, k - 2) : k]
        ):
            return True
    return False


#: Verbs that put a thing into something that holds it (加入, 计入, 纳入, 列入).
_INCLUDING = frozenset({"加入", "计入", "并入", "纳入", "列入", "加到", "放入"})
#: How the name of a line or a list of a record ends (调整项, 报销单, 明细表, 工资条).
_RECORD_LINES = ("项", "单", "表", "条", "明细", "清单")


def _into_record(after: list[str]) -> bool:
    """Whether the words after a verb of putting in name a line or a list of a record before the clause ends."""
    for w in after:
        if w in _BREAKS:
            return False
        if w.endswith(_RECORD_LINES) and len(w) < 5:
            return True
    return False


def _latin_noun(words: list[str], k: int, verb: str) -> str | None:
    """The kind of an English act noun inside a Chinese clause (Refund 已经提交, payment 也完成了): agents mix them
    in. Not with an English verb (chargeback 已经 dispute 了: its own reading) nor inside a name (order-service)."""
    word = words[k]
    if verb.isascii() or not (word.isascii() and word.isalpha() and len(word) > 2):
        return None
    if any(w[:1] in "-_./" for w in (words[k - 1] if k else "", words[k + 1] if k + 1 < len(words) else "") if w):
        return None
    return lx.EN_NOUNS.get(word.lower())


_DEVICES = frozenset({"手机", "手机上", "App", "app", "APP", "设备", "客户端"})
#: What is granted on an account, not made (权限, 白名单).
_GRANTS = ("权限", "白名单", "访问")
#: What a seller lists and gets restored by someone's act (listing 已恢复在售): an update, not a state come back.
_LISTED = ("listing", "商品", "店铺", "链接")
_SENDABLES = frozenset({"文件", "材料", "资料", "截图", "链接", "附件", "图片", "照片", "文档", "简历"})
_NOTICES = frozenset({"通知", "提醒", "消息"})
