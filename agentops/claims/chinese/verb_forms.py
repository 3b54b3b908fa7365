"""Verb forms: verbs the lexicon's list misses, and how far 已 before a verb reaches.

``_tagged_verb`` takes a verb the lexicon lacks by its form (one jieba tags as a verb, one an aspect marker
follows: 电话联系了; 成功 as the predicate); ``_split_verb`` a compound split by its result complement
(报|好|名|了) or 下了订单; ``_latin_verb`` an English verb in Chinese grammar (Refund 已经 issue 了);
``_perfect_before`` whether 已 governs the verb (the first predicate after it and those coordinated with it,
not a verb further on).
"""

from __future__ import annotations

import re

from agentops.claims import lexicon as lx
from agentops.claims.chinese.counts import _counted_object
from agentops.claims.chinese.segmenting import _HOW_BACK, _PRONOUNS, _loose, _tag, _verb_of
from agentops.claims.chinese.words import (
    _ALL,
    _COVERBS,
    _DIRECTIONALS,
    _DOCUMENTS,
    _FUTURE_MODALS,
    _GENERIC_VERBS,
    _MOVERS,
    _OTHER_PRONOUNS,
    _PREPOSITION_HEADS,
    _RECEIVE,
    _REVIEWS,
    _money,
    _money_in,
    _person,
    _verbal,
    _verbal_before,
)


def _copula_after_perfect(words: list[str], i: int) -> bool:
    """Whether 是 stands between the clause's last 已/已经 and the word at ``i`` with no verb between (已经是最低档了):
    the word is in the complement of a copula."""
    at = max((k for k, w in enumerate(words[:i]) if w in lx.ZH_PERFECT), default=-1)
    between = words[at + 1 : i]
    return (
        at >= 0
        and "是" in between
        and not any(_verb_of(w) is not None for w in between)
        and not any(w.startswith("新") for w in between)  # 拿到的已经是新的 L 码了: a replacement's result, a change
    )


#: Complaints and appeals: a customer's when told, the agent's when filed for them (帮您申诉了).
_FILINGS = frozenset({"申诉", "投诉"})


def _fee_in(words: list[str]) -> bool:
    """Whether the clause names a sum (a fee, a price in 元; jieba cuts 加时|费, 上门|费)."""
    return _money_in(words) or any(w in ("费", "元", "块") for w in words)


def _own_act(words: list[str], i: int) -> bool:
    """The agent is named as the doer right before the verb at ``i``: 帮您/为您/给您, or 我/我们 (then 已/已经)."""
    before = [w for w in words[:i] if w.strip() and w not in lx.ZH_PERFECT and w not in ("都", "也", "再")]
    return before[-2:] in (["帮", "您"], ["为", "您"], ["给", "您"], ["帮", "你"]) or before[-1:] in (["我"], ["我们"])


def _logged(words: list[str], i: int) -> bool:
    """An entry of a log: the clause opens with a clock time and the verb at ``i`` follows it (14:10 回滚
    payment-gateway 到 v3.8.2, 22:30 切回主线路; not 明天 14:00 回滚, a time to come, nor 14:25 告警恢复, nor items
    under a plan heading: 变更计划)."""
    before = [w for w in words[:i] if w.strip()]
    return (
        3 <= len(before) <= 5
        and before[-2] == ":"
        and before[-1].isdigit()
        and before[-3].isdigit()
        and all(w.isdigit() or w in (".", "、", "-", "*", "•") for w in before[:-3])  # 1. / - 11:00 回滚配置
        and words[i + 1 : i + 2] not in ([":"], ["\uff1a"])  # 02:14 告警：…: a label
    )


def _heads_relative(words: list[str], i: int) -> bool:
    """The verb at ``i`` opens a relative clause: 的 and a word after it follow the verb or the verb and one
    word that is no person (续签的材料清单, 办理转学的证明; not 发您的邮箱了: 您的 names whose the object is; not
    a list's lead that tells the acts under it: 为您办理的业务如下：)."""
    if _lists_acts_done(words, i):
        return False
    at = 1 if words[i + 1 : i + 2] == ["的"] else 2 if words[i + 2 : i + 3] == ["的"] else 0
    if not at or i + at + 1 >= len(words) or words[i + at + 1] in ("了", "啦"):
        return False
    return at == 1 or not (
        _person(words[i + 1])
        or words[i + 1] in lx.ZH_SELF
        or words[i + 1] in lx.ZH_RESULT
        or words[i + 1] in ("了", "过")
        or not words[i + 1].strip()
    )


def _lists_acts_done(words: list[str], i: int) -> bool:
    """为您办理的业务如下：, 已为您处理的事项有：: the verb at ``i``, done for the reader (为/给/帮/替 您, or 已 before), heads
    the noun of a lead whose list tells the acts: the act is the agent's, its items say which."""
    if words[i + 1 : i + 2] != ["的"] or any(w in _FUTURE_MODALS or w in lx.ZH_MODAL for w in words[:i]):
        return False  # 将为您办理的业务如下：: steps to come
    if not (
        words[i - 1 : i] in (["已"], ["已经"]) or any(w in ("为", "给", "帮", "替") for w in words[max(0, i - 3) : i])
    ):
        return False
    rest = [w for w in words[i + 3 : i + 6] if w.strip() and w not in (":", "\uff1a")]
    return rest[:1] == ["如下"] or rest[:1] == ["以下"] or rest in (["有"], ["包括"])


#: What a form of buying is named by before 单 (下采购单 PO-77120, 下了补货单): placing one is an order.
_PURCHASES = frozenset({"采购", "订货", "补货", "进货", "订购", "要货"})


def _latin_order(word: str) -> bool:
    """An order named in Latin letters (PO, order): what 下 places, as 单."""
    return word.isascii() and lx.EN_NOUNS.get(word.lower()) == lx.ORDER


def _split_verb(words: list[str], i: int) -> tuple[str, str, str] | None:
    """下了订单 / 下过单: 下单 with 了 or 过 inside it; 采购单已经下给供应商了: its 单 before it."""
    if words[i] == "下" and (
        any(w in ("订单", "单") or (w.endswith("单") and w[:-1] in _PURCHASES) for w in words[i + 1 : i + 3])
        or (
            any(w.endswith("单") or w == "单子" or _latin_order(w) for w in words[max(0, i - 4) : i])
            and words[i + 1 : i + 2] in (["给"], ["了"], ["好"])
        )  # 采购单已经下给供应商了, 单子已经给您下了, 补货单都下好了, the PO 已经下给 supplier 了
    ):
        return "下单", lx.ORDER, ""
    if words[i] == "提" and any(w.endswith("单") for w in words[i + 1 : i + 5]):
        return "提单", lx.CREATE, ""
    if len(words[i]) == 1 and words[i + 1 : i + 2] in (["了"], ["过"]):
        for obj in words[i + 2 : i + 4]:  # 打过电话, 付过款, 退了款: a verb-object compound split by its aspect
            whole = words[i] + obj
            if whole in lx.ZH_VERBS and whole != words[i]:
                return whole, lx.ZH_VERBS[whole], words[i + 1]
            if obj[:1] == words[i] or lx.ZH_VERBS.get(words[i] + obj[:1]) is None:
                continue
            return words[i] + obj[:1], lx.ZH_VERBS[words[i] + obj[:1]], words[i + 1]
    return _split_by_result(words, i)


#: Result complements that may stand inside a verb-object compound (报上名, 挂好号, 交完费).
_INSIDE = frozenset({"上", "好", "完"})


def _split_by_result(words: list[str], i: int) -> tuple[str, str, str] | None:
    """A verb-object compound of the lexicon split by a result complement, then 了 (报上名了, 报|好|名|了, 缴完费了):
    the compound's act, done (jieba cuts it as 报上|名 or leaves the characters single, so no verb is read)."""
    chars = "".join(words[i : i + 3])[:3]
    verb, result, thing = chars[:1], chars[1:2], chars[2:3]
    if result not in _INSIDE or len(words[i]) > 2 or (len(words[i]) == 2 and words[i][1] != result):
        return None
    whole = verb + thing
    ends = i + next((k for k in range(1, 4) if len("".join(words[i : i + k])) >= 3), 3)
    if whole not in lx.ZH_VERBS or "".join(words[i:ends]) != chars or words[ends : ends + 1] != ["了"]:
        return None
    return whole, lx.ZH_VERBS[whole], result


def _perfect_before(words: list[str], i: int) -> bool:
    """已 governs the first predicate after it and the ones coordinated with it (已取消并全额退款, 已确认并加入
    日程), or a series (已办理退款); not a verb further on (钱已经退到您付款用的那张卡上, 已经超过退款期限), nor one in an
    aside after it (已经退回网点了（收件人拒收）)."""
    if not any(w[:1] == "已" or w in lx.ZH_PERFECT for w in words[:i]):
        return False
    closed = 0  # asides closed between the verb and the word looked at (已为您（和收件人）发送: 已 still governs)
    for k in range(i - 1, -1, -1):
        w = words[k]
        if w in lx.ZH_PERFECT or (len(w) > 1 and w[0] == "已" and w not in ("已知",)):
            return True
        if w in ("）", ")"):
            closed += 1
        elif w in ("（", "("):
            if not closed:
                return False  # 退回网点了（收件人拒收）: an aside's verb, out of the reach of the 已 before it
            closed -= 1
            continue
        if closed:
            continue  # 已为您把账单（分 12 期）转成分期: what an aside between says neither governs nor stops it
        if w in lx.ZH_NEGATION:
            return False
        object_of = k and (words[k - 1] == "的" or words[k - 1] in _PREPOSITION_HEADS or _tag(words[k - 1]) == "p")
        if w in lx.ZH_NON_ACTS and w not in _COVERBS and _tag(w) == "v" and not object_of:
            return False  # 已经超过退款期限: 已 governs 超过
        if _in_parts(words, k):
            continue  # 已分 3 笔转账给您: 已 governs the act the parts are of
        if _is_predicate(words, k) and k + 1 < i and not any(c in _COORDINATORS for c in words[k + 1 : i]):
            return False
    return False


_PARTS_OF = frozenset({"分", "分成", "分为"})
_COUNT = re.compile(r"^[0-9一二两三四五六七八九十几]")


def _in_parts(words: list[str], k: int) -> bool:
    """分 (分成, 分为) at ``k`` before a count and an act (已分三封邮件发送, 退款已分两次退回, 已分 3 笔转账给您): the act went in
    that many parts, 分 tells how, no act of its own (not 把订单分成两单了: the split is the act)."""
    if words[k] not in _PARTS_OF:
        return False
    after = [w for w in words[k + 1 : k + 6] if w.strip()]
    return bool(after) and _COUNT.match(after[0]) is not None and any(_verbal(w) for w in after[1:4])


def _is_predicate(words: list[str], k: int) -> bool:
    """A verb heading its own predicate: not a coverb (帮您, 通过邮件) nor a verb modifying a noun (采购清单)."""
    w = words[k]
    if w in _COVERBS or _tag(w) == "p":
        return False
    if k > 0 and (words[k - 1] == "的" or words[k - 1] in _PREPOSITION_HEADS or _tag(words[k - 1]) == "p"):
        return False  # 您的要求, 按要求: a noun, the object of a preposition
    if _verb_of(w) is None and _tag(w) != "v":
        return False
    if words[k + 1 : k + 2] == ["的"] and _heads_relative(words, k) and not (k and words[k - 1] in lx.ZH_PERFECT):
        return False  # 已按您同意的金额扣款: a verb of a relative clause describes a noun (已删除的文件: 已 is its)
    return not (k + 1 < len(words) and (_tag(words[k + 1]).startswith("n") or words[k + 1] in lx.ZH_NOUNS))


_COORDINATORS = frozenset({"并", "并且", "且", "和", "及", "以及", "、", "又", "也", "再", "同时", "然后", "随后"})


def _after_benefactive(words: list[str], i: int) -> bool:
    """给/为/帮/替 before ``i`` with only a noun phrase of someone's thing between (给您的饭卡, 为张先生的账户)."""
    for k in range(i - 1, max(-1, i - 6), -1):
        if words[k] in ("给", "为", "帮", "替"):
            return k < i - 1 and k > 0 and words[k - 1] in lx.ZH_PERFECT | {"已", "已经", "我", "我们", "帮您"}
        if not (words[k] in _OTHER_PRONOUNS or words[k] == "的" or _tag(words[k]).startswith("n")):
            return False
    return False


#: Verbs of telling someone, which a channel noun before them makes a message of that channel (邮件告诉, 短信告知).
_TELLING = frozenset({"告诉", "告知", "通知", "说", "说明", "转告", "知会", "通报"})
#: Words that put a channel before a verb (在 Slack 上, 通过微信, 用邮件), and the places after it.
_BY_CHANNEL, _ON_CHANNEL = frozenset({"在", "通过", "用", "经", "走"}), frozenset({"上", "里", "中"})


def _channel_before(words: list[str], i: int) -> str | None:
    """The channel a verb of telling at ``i`` goes by: a channel noun right before it (邮件告诉), or one a
    preposition puts before it, a named service (written in Latin letters) too (在 Slack 上告诉, 通过微信告知):
    email or message."""
    before = [w for w in words[max(0, i - 5) : i] if w.strip()]
    if before and lx.ZH_NOUNS.get(before[-1]) in (lx.EMAIL, lx.MESSAGE):
        return lx.ZH_NOUNS[before[-1]]
    if before and before[-1] in _ON_CHANNEL:
        before = before[:-1]
    if len(before) < 2 or before[-2] not in _BY_CHANNEL:
        return None
    kind = lx.ZH_NOUNS.get(before[-1])
    return (
        kind
        if kind in (lx.EMAIL, lx.MESSAGE)
        else lx.MESSAGE
        if before[-1].isascii() and before[-1].isalpha()
        else None
    )


#: Adverbs of order or manner that stand between 已 and its verb (已先下线, 已暂时下架, 已临时关闭).
_BETWEEN = frozenset({"先", "暂时", "临时", "提前", "及时", "紧急", "手动", "远程"})


def _for_you_then_ends(words: list[str], i: int) -> bool:
    """Whether ``words[i]`` follows 已 and 帮您/为您/给您 right before it and ends its clause (已帮您停机 [evt:…]，…; 已为您
    复机。): a word of a thing there is the act done for the reader, whatever jieba tags it (not 已为您账户充值了)."""
    before = [w for w in words[max(0, i - 4) : i] if w.strip()][-3:]
    joined = "".join(before)
    if not joined.endswith(("您", "你")) or not any(joined.endswith(p + r) for p in _FOR_YOU for r in ("您", "你")):
        return False
    if not any(x in lx.ZH_PERFECT or x.startswith(("已", "已经")) for x in before):
        return False
    after = next((w for w in words[i + 1 :] if w.strip()), "")
    return after == "" or after == "了" or not ("\u3400" <= after[:1] <= "\u9fff")


_FOR_YOU = ("帮", "为", "给", "替")


def _governed_here(words: list[str], i: int) -> bool:
    """Whether the last 已 before ``i`` reaches it: no verb of the lexicon between them (数据已经发到 #growth 频道了:
    已 is 发到's, the channel its place)."""
    at = next((m for m in range(i - 1, -1, -1) if words[m] in lx.ZH_PERFECT), -1)
    return at >= 0 and not any(_verb_of(w) is not None for w in words[at + 1 : i])


#: Measure words that count people (4 口人, 3 位家长, 2 名员工): a noun before such a count is whom it counts.
_PEOPLE_MEASURES = frozenset("口位名人")


def _tagged_verb(words: list[str], i: int) -> tuple[str, str, str] | None:
    """A verb the lexicon lacks (改签, 延长, 返回, 收回, 签署, 吊销, 结掉): one jieba's dictionary tags as a
    verb, or a word an aspect marker follows (电话联系了), or 成功 as the predicate (预约已成功). Its kind comes
    from the nouns of its clause (``_refine``); read and mental acts (查, 核对, 了解, 算) are not claims."""
    w = words[i]
    nxt = words[i + 1] if i + 1 < len(words) else ""
    if _in_parts(words, i):
        return None  # 已分三封邮件发送: how the act after it went
    if w in _BETWEEN and _tag(nxt) == "v" and nxt not in lx.ZH_NON_ACTS:
        return None  # 已远程重启: the adverb between 已 and its verb is not the act (已手动触发 stays read by 手动)
    right_after = i > 0 and (
        words[i - 1] in lx.ZH_PERFECT
        or ((words[i - 1] in _ALL or words[i - 1] in _BETWEEN) and i > 1 and words[i - 2] in lx.ZH_PERFECT)
    )  # 已入库, 已经全部入库, 已先下线: a quantifier or an adverb of order between does not part them
    if w in lx.ZH_REPORTING and nxt == "给" and any(x in lx.ZH_PERFECT for x in words[:i]):
        return w, lx.SEND, ""  # 问题已反馈给技术同事: passed on to someone, an act
    if w.endswith(("余额", "账户", "帐户", "钱包")) or w in _HOW_BACK:
        return None  # 钱已经回到您的话费余额了: where the money went; 已经原路退回: how, no act of its own
    if (
        len(w) > 1
        and _tag(w) == "n"
        and w not in lx.ZH_NOUNS
        and w not in lx.ZH_NON_ACTS
        and not _money(w)
        and _after_benefactive(words, i)
    ):
        ahead = [x for x in words[i + 1 : i + 4] if x.strip()]
        counted = len(ahead) > 1 and ahead[1][:1] in _PEOPLE_MEASURES  # 为您全家 4 口人: how many they are
        if ahead[:1] == ["了"] or (ahead[:1] and (ahead[0][:1] in "¥￥" or ahead[0].isdigit()) and not counted):
            return w, lx.CHANGE, ""  # 给您的饭卡充值 ¥25: after 给 and whose thing, jieba's noun is the predicate
    if w == "收" and nxt not in _DIRECTIONALS and nxt not in ("到", "件", "货") and _fee_in(words):
        return w, lx.PAY, ""  # 加时费已收, 收了您 120 元上门费: a fee collected is a charge (not 收到, received)
    channel = _channel_before(words, i) if w in _TELLING else None
    if channel and "了" in words[i + 1 : i + 5]:
        return w, channel, ""  # 也邮件告诉作者了, 在 Slack 上告知客户了: told by that channel, a message sent
    if w in lx.ZH_NOUNS and right_after and nxt in ("", "了", "给", "到") and w not in lx.ZH_NON_ACTS:
        return w, lx.CHANGE, ""  # 您的问题我们已经记录: 已 makes a predicate of the noun
    if w in _REVIEWS and nxt == "通过" and words[i + 2 : i + 3] not in (["后"], ["之后"], ["以后"], ["的"], ["时"]):
        return w, lx.CHANGE, nxt  # 处方已经审核通过: a review that passed something, an act
    if w in _REVIEWS and nxt in ("过", "完", "好") and i > 1 and words[i - 2] in ("给", "帮", "为"):
        return w, lx.CHANGE, nxt  # 售后单已经给您审核过了: a review done for the customer decides their case
    if w in _REJECTIONS and (right_after or nxt == "了"):
        return w, lx.CHANGE, ""  # 借款单已驳回: a rejection is an act (驳回 before a verb negates it)
    if len(w) > 2 and w[1:] in _DIRECTIONALS and _tag(w) in ("l", "i", ""):
        if w[:1] in lx.ZH_VERBS:
            return w[:1], lx.ZH_VERBS[w[:1]], w[1:]  # 已重新退过去: a verb and its direction jieba keeps as an idiom
        if _tag(w[:1]) == "v" and w[:1] not in lx.ZH_NON_ACTS and right_after:
            return w[:1], lx.CHANGE, w[1:]  # 主库已经切过去了: a verb jieba knows, with its direction, after 已
    if w in _FILINGS and (right_after or nxt == "了") and _own_act(words, i):
        return w, lx.COMPLETE, ""  # 差评已经帮您申诉了, 我们已经申诉了: an appeal the agent filed (客户投诉了: theirs)
    if w in _SIGN_OFFS or w + nxt in _SIGN_OFFS:
        return None  # 人资部 敬上: a letter's closing formula, no act
    if len(w) == 2 and w[0] in _ORDER_ADVERBS and (w[1] in lx.ZH_NON_ACTS or (not _tag(w) and _not_a_verb(w[1]))):
        return None  # 我先查了在途车辆: an adverb of order jieba glued to a look, still a look; 先道了歉: to no verb
    if (
        w in lx.ZH_NON_ACTS
        or w in lx.ZH_NOUNS
        or w in _FUNCTION_WORDS
        or not ("\u3400" <= w[:1] <= "\u9fff")
        or any(c in w for c in "不没未")  # 查不到, 退不了: a potential, negated
    ):
        return None
    tag = _tag(w)
    counted = [x for x in words[max(0, i - 2) : i] if x.strip()]
    priced = len(counted) == 2 and counted[-1] in ("元", "块") and counted[0][-1:].isdigit()  # 129 元|档了
    if len(w) == 1 and counted and (counted[-1][-1:].isdigit() or priced) and not tag.startswith("v"):
        return None  # 改回原来的 ¥59 档了: a measure after its number, no verb
    if not tag.startswith("v") and _copula_after_perfect(words, i):
        return None  # 您的套餐已经是最低档了: 已经是 + a noun + 了 tells what it is, a state
    if w in _DOCUMENTS and i > 0 and _tag(words[i - 1]).startswith("n"):
        return None  # 结果|表, 申请|单: a noun's head, not a verb
    governed = any(x in lx.ZH_PERFECT for x in words[:i])
    if len(w) > 1 and nxt == "给" and "了" in words[i + 2 : i + 5] and any(x in ("把", "将") for x in words[:i]):
        return w, lx.CHANGE, ""  # 把提货任务指派给他了: 把 … V给 someone 了, whatever jieba tags the verb
    if not (
        tag in ("v", "vn", "vd")
        or w == "成功"
        or (
            nxt in ("了", "过")
            and (
                (tag == "" and (not governed or _governed_here(words, i)))  # (推送到运|维群了: jieba's cut)
                or (tag in ("a", "n", "zg", "j") and _governed_here(words, i) and w not in _PRONOUNS | lx.ZH_MEASURES)
            )
            and not any(
                (x.endswith("给") and len(x) > 1) or (x == "给" and _verbal_before(words, m))
                for m, x in enumerate(words[:i])
            )
        )  # 已经给您的账户充值了 (not 用短信发给全年级家长了: the recipient)
        # (an adjective before 了 without 已 is a state: 连接池满了)
        or (tag == "" and len(w) > 1 and _governed_here(words, i))  # 已帮您把手机号换绑为…: ``_merge`` made it
        or (not tag and len(w) > 1 and _logged(words, i))  # 14:10 回滚 payment-gateway: a log entry's act
        or (tag == "" and len(w) > 1 and nxt in ("到", "成") and "了" in words[i + 2 :])
        or (
            len(w) == 1 and tag in ("ns", "nr") and nxt == "到" and "了" in words[i + 2 :]
        )  # 评审挪到下午了: 挪 is no place
        # order-api 回滚到上一个版本了: a word jieba lacks, with its result and 了
        or (right_after and tag in ("n", "nz") and w not in _ALL)  # 帖子已置顶, 服务已下线: 已 makes a predicate
        # of a noun (not 已经全部…: a quantifier)
        or (right_after and tag.startswith("n") and len(w) > 1 and nxt == "成功")  # 保单已续保成功 (续保: nr)
        or (tag in ("n", "nz", "vn") and len(w) > 1 and _for_you_then_ends(words, i))  # 已帮您停机 (停机: n)
        or (
            nxt in _MORPHEME_RESULTS
            and (
                (
                    len(w) == 1
                    and nxt != "了"
                    and tag in ("zg", "vg", "")
                    and _loose(w)
                    and (governed or words[i + 2 : i + 3] == ["了"])
                )  # 课选上了, 已选上: a morpheme jieba leaves untagged as a verb, with its result
                or (nxt == "了" and tag in ("n", "nz", "vn") and len(w) > 1 and _counted_object(words, i + 2))
            )  # 今天共申报了 5 票: a noun takes no 了 and a counted object, so jieba's noun is the predicate
        )
        or (nxt in ("好", "完", "掉") and words[i + 2 : i + 3] == ["了"])  # 分片也重新均衡好了
        or (
            tag == ""
            and len(w) == 2
            and w[1] in "进入"
            and _tag(w[0]) in ("v", "vg", "zg")  # 录 is a morpheme (zg) to jieba
            and "了" in words[i + 1 : i + 4]
        )  # 联系人都录进 CRM 了: a verb and its direction the dictionary lacks
        or (len(w) == 2 and w[1] == "上" and tag in ("n", "") and _tag(w[0]) == "v" and nxt == "了")
        # 物业费交上了: a verb and the 上 it reached (jieba's noun 交上), closed by 了
        or (
            i > 1
            and words[i - 1] in ("您", "你")
            and words[i - 2] in ("给", "为", "帮", "替")
            and nxt in ("了", "到", "成", "为", "好", "完", "过")
        )  # 车位已经给您续租到明年 3 月了: after 给您 comes the agent's verb, whatever jieba tags it
        or (
            (tag == "v" or (len(w) == 1 and _loose(w)))  # a single character's tag is unreliable (挪: ns)
            and nxt in ("成", "为", "到")
            and "了" in words[i + 2 :]
            and any(x in _MOVERS or x in lx.ZH_SELF for x in words[:i])
        )
        # 把 3 个重复的工单合并成一个了, 我给您挪到下周四了: the agent's verb with its result (成/为/到 …了)
    ):
        return None
    head = i - 1
    while tag.startswith("n") and head > 0 and _tag(words[head]).startswith("n"):
        head -= 1  # 转发到部门群了: back over the noun phrase to what governs it
    placed = len(w) == 1 and tag in ("ns", "nr") and nxt == "到"  # 挪|到: a verb jieba took for a name
    if (
        head >= 0
        and not placed
        and (tag in ("a", "") or tag.startswith("n"))
        and (_tag(words[head]) in ("v", "vn") or _verb_of(words[head]))
    ):
        return None  # 算好了, 约满了: the complement; 已经发给候选人了: the object of the verb before it
    if nxt in lx.ZH_MEASURES:
        return None  # 扫描件, 复印件: a noun the verb and a measure make
    if nxt == "是" or nxt in lx.ZH_REPORTING:
        return None  # 报错是数据库连接池满了, 出纳说…: the subject of 是 or of a report
    if len(nxt) == 1 and (_tag(nxt) in ("n", "ng") or nxt == "费") and not right_after and nxt != "成":
        return None  # 测试机, 报销单, 清洗|费 (费 a verb to jieba): a noun the verb and a noun character make
    if len(w) == 2 and (w[0] in "说讲问想看聊谈读听" or w in ("记下", "记住")):
        return None  # 说错了, 看完了, 问过了, 记下了: saying, looking or noting, with its result
    if ((len(w) == 2 and w[1] == "错") or nxt == "错") and w[:1] not in lx.ZH_VERBS:
        return None  # 抬头写错了, 我算错了: a mistake told, not an act done (是我把邮件发错了: a send happened)
    if i > 0 and words[i - 1] in ("了", "过"):
        return None  # 在群里@了相关同事: after the aspect marker, inside the object
    if tag == "a" and i > 0 and words[i - 1] in ("很", "好", "太", "挺", "非常", "比较"):
        return None  # 下线很久了: a degree and an adjective, a state
    if i > 0 and words[i - 1] in _PERCEPTIONS:
        return None  # 我刚才看错了, 听漏了: the result of looking or hearing, no act
    if i > 0 and w in ("完", "好", "过") and words[i - 1] in lx.ZH_NON_ACTS and words[i - 1] + w not in _GENERIC_VERBS:
        return None  # 账单我核对完了: the complement of a look, no act (走完 is the generic "gone through")
    if w in ("确认", "确定") and ("一下" in words[i + 1 : i + 3] or nxt == "过"):
        return None  # 我确认了一下, 补偿我确认过了: a check
    if w in _DIRECTIONALS or (w == "出" and nxt not in ("好", "完")):
        return None  # 报告已经出来了, 结果下来了, 账单已出: the subject came out (not 机票出好了: issued)
    if w == "成功":
        if nxt in (":", "\uff1a"):
            return None  # 成功：批量停用了 32 个账号: a label of the items that follow, not an act
        return w, lx.COMPLETE, w  # | 退款 ¥56 | 成功 |: a result in itself
    if len(w) > 1 and w[-1] in "到掉完好成过" and w not in _RECEIVE and w[:-1] not in lx.ZH_NON_ACTS:
        removed = w[-1] == "掉" and w[0] in "删清去"  # 清掉, 去掉: a removal the dictionary merged
        return w[:-1], lx.DELETE if removed else lx.CHANGE, w[-1]
    return w, lx.CHANGE, ""  # a specific act: only a tool that changes something backs it


_PERCEPTIONS = frozenset("看说听想记读问讲算")
#: A letter's closing formulae after the sender's name (敬上, 谨启).
_SIGN_OFFS = frozenset({"敬上", "谨上", "敬启", "谨启", "拜上", "敬呈", "谨呈"})


def _not_a_verb(char: str) -> bool:
    """A character neither the lexicon nor jieba knows as a verb (道 of 道歉, a measure to jieba; not 停, 退)."""
    return char not in lx.ZH_VERBS and not _tag(char).startswith("v")


#: Adverbs of order that jieba glues to a one-character verb (先查, 再看).
_ORDER_ADVERBS = frozenset("先再又")
_REJECTIONS = frozenset({"驳回", "拒绝", "否决", "退件"})
_FUNCTION_WORDS = lx.ZH_NEGATION | lx.ZH_MODAL | lx.ZH_REPORTING | lx.ZH_PERFECT | lx.ZH_BY


#: Nouns of a call made to a system: an English verb right before one names its kind (the "scale" call).
_CALL_NOUNS = frozenset({"调用", "请求", "操作", "命令", "指令"})


def _latin_verb(words: list[str], i: int) -> tuple[str, str, str] | None:
    """An English verb in Chinese grammar: "Refund 已经 issue 了", "Meeting 已经 book 好了"; one the lexicon
    lacks is a verb by its Chinese grammar: a result complement after it ("节点已经 drain 掉了"), or 已
    before it and 了 after it ("已经 rebase 了")."""
    word = words[i]
    if not (word.isascii() and word.isalpha()):
        return None
    before = next((w for w in reversed(words[:i]) if w.strip()), "")
    if (
        before in ("给", "向", "跟", "和", "与", "找", "@", "对", "、")
        or before in _BY_CHANNEL
        or before.endswith("给")
    ):
        return (
            None  # 发给 Mark 了: a name after 给, not the verb "mark"; GitHub、AWS、Slack: a list of names; 在 Slack 上
        )
    if before not in lx.ZH_PERFECT and next((w for w in words[i + 1 :] if w.strip()), "") in ("、", "/", "／"):
        return None  # Slack、Jira 账号都开通了: an item of a list of names (已经 merge、deploy 了 still acts)
    if before not in lx.ZH_PERFECT and next((w for w in words[i + 1 :] if w.strip()), "") in _CALL_NOUNS:
        return None  # scale 调用被 quota 拒了, restart 请求超时了: the English verb names the call, a noun's modifier
    low = word.lower()
    hyphen = words[i + 1 : i + 2] == ["-"] and i + 2 < len(words) and words[i + 2].isascii() and words[i + 2].isalpha()
    irregular = [v for v, forms in lx.EN_IRREGULAR.items() if low in forms and low not in lx.EN_STATIVE]  # sent: send
    for stem in (low, low[:-1], low[:-2], *irregular) if low.endswith("ed") else (low, *irregular):
        if stem in lx.EN_VERBS and not hyphen:  # order-api, user-service: a name, not a verb
            return stem, lx.EN_VERBS[stem], ""
    nxt = words[i + 1] if i + 1 < len(words) else ""
    if low in lx.EN_STATIVE or _latin_status(word):
        return None  # "refund 已经 done 了": the English reading has it; 所有 pod 已经 Running 了: a status
    after = [w for w in words[i + 1 : i + 6] if w.strip()]
    if after[:1] and after[0].lower() in _PARTICLES:
        after = after[1:]  # 已经 follow up 过仓库了: a phrasal verb's particle
    if (
        before in lx.ZH_PERFECT
        and after[:1]
        and after[0] in ("了", "过", "给", "到", "至", "成", "掉", "好", "完")
        and low not in _LATIN_LOOKS
    ):  # 已经 release 给供应商了, 已经 follow up 过了: 已, the English verb, its complement (已经 check 过了: a look)
        return low, lx.SEND if low == "follow" else lx.CHANGE, ""
    if nxt == "-" and i + 2 < len(words) and words[i + 2].isascii() and words[i + 2].isalpha():
        low, nxt = f"{low}-{words[i + 2].lower()}", words[i + 3] if i + 3 < len(words) else ""  # cherry-pick
    if before in lx.ZH_PERFECT and not any(w.strip() for w in words[i + 1 :]):
        return word.lower(), lx.CHANGE, ""  # Redis 缓存已 flush: 已 and an English word ending the clause predicate
    if nxt in ("掉", "好", "完") or (i > 0 and words[i - 1] in lx.ZH_PERFECT and nxt in ("了", "到", "至", "成", "进")):
        return low, lx.CHANGE, ""  # 节点已经 drain 掉了, 已经 rebase 了, 已经 cherry-pick 到 release 分支
    if nxt in ("到", "成", "为", "进", "回") and "了" in words[i + 2 :] and any(w in ("把", "将") for w in words[:i]):
        return low, lx.CHANGE, ""  # 把 feature 分支 rebase 到最新的 main 上了: the 把 phrase's verb, with its result
    return None


def _latin_status(word: str) -> bool:
    """An English word the lexicon lacks that names a status, not an act, in Chinese grammar: a progressive (所有 pod
    已经 Running 了), a status value as dashboards write it, capitalised (已经 Ready 了, Deployment 已经 Available), a
    state word or the outcome of a check (服务已经 healthy 了, CI 已经 passed: as 通过 of a check is no act)."""
    return word.lower().endswith("ing") or word.istitle() or word.lower() in _LATIN_STATES


#: States and outcomes of checks written in English inside Chinese replies.
_LATIN_STATES = frozenset(
    {"ready", "healthy", "unhealthy", "green", "red", "pass", "passed", "fail", "failed", "succeeded", "pending"}
) | frozenset({"available", "stable", "idle", "ok", "due", "overdue", "active"})
#: English verbs of looking in Chinese replies (已经 check 过了): no act.
_LATIN_LOOKS = frozenset({"check", "review", "look", "verify", "confirm", "test", "debug", "investigate", "read"})
#: English particles of phrasal verbs inside Chinese (follow up, roll out, sign off).
_PARTICLES = frozenset({"up", "out", "off", "back", "over", "down", "in"})


#: What follows a morpheme that is a verb with its result (选上), or a noun used as a verb before a count (申报了 5 票).
_MORPHEME_RESULTS = frozenset({"上", "好", "完", "掉", "齐", "了"})
