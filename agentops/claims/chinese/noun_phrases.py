"""Noun phrases: a verb that is part of a noun names a thing, it tells no act.

A verb inside a run of verbs that ends in a noun (已发送取消确认短信), one heading a topic with its noun
(确认邮件也发给客人了), one modifying a noun, the end of the object of 把 before the verb; and the kinds of the
acts coordinated before one verb (邮件和短信都发了: an email and a text).
"""

from __future__ import annotations

from agentops.claims import lexicon as lx
from agentops.claims.chinese.segmenting import _tag, _verb_of
from agentops.claims.chinese.words import (
    _ABOUT,
    _BREAKS,
    _CONJUNCTIONS,
    _MOVERS,
    _TOPIC_ADVERBS,
    _noun_after,
    _person,
    _verbal,
    _without_parentheses,
)


def _ba_object_ends(words: list[str], i: int) -> bool:
    """把/将 + a noun phrase without its head ending in 的 right before the verb at ``i`` (把 3 月的上传了, 把没用的
    删了): the verb is the predicate, not a noun after 的."""
    at = next((m for m in range(i - 1, -1, -1) if words[m] in ("把", "将") or words[m] in _BREAKS), -1)
    return (
        at >= 0
        and words[at] in ("把", "将")
        and not any(_verb_of(w) is not None for w in words[at + 1 : i - 1])
        and words[i + 1 : i + 2] in (["了"], ["掉"], ["好"], ["完"], ["给"], ["到"])
    )


def _inside_topic_phrase(words: list[str], i: int) -> bool:
    """Whether the verb at ``i`` heads the noun phrase of a preposition of topic (就那笔的境外消费发起争议, 针对您的投诉
    回复了): 就/针对/关于/对于, then 的, then this verb, and a verb of the clause after it."""
    about = next((k for k in range(i - 1, -1, -1) if words[k] in _ABOUT or words[k] in _BREAKS - {","}), -1)
    return (
        about >= 0
        and words[about] in _ABOUT
        and "的" in words[about:i]
        and not any(w in _MOVERS or _verb_of(w) is not None for w in words[about + 1 : i])
        and any(_verb_of(w) is not None or _tag(w) == "v" for w in words[i + 1 :] if w not in _BREAKS)
    )


_CONJUNCT_NOUNS = frozenset({lx.REFUND, lx.PAY, lx.EMAIL, lx.MESSAGE, lx.BOOK})


def _conjuncts(words: list[str]) -> list[list[str]]:
    """The conjuncts of a list before one verb (退款和补偿券都, 退货+退款+优惠券 全部): cut at the conjunctions, the
    adverbs and the perfect that end it left off."""
    while words and (words[-1] in lx.ZH_PERFECT or words[-1] in ("都", "均", "也", "全部", "全", "皆")):
        words = words[:-1]
    parts: list[list[str]] = [[]]
    for w in words:
        if w in _CONJUNCTIONS:
            parts.append([])
        else:
            parts[-1].append(w)
    return parts


def _conjunct_kinds(words: list[str]) -> list[str]:
    """The kinds of acts coordinated before one verb (补偿券发放和订单取消均已完成: a send and a cancellation;
    邮件和短信都发了: an email and a text), one per conjunct: its last verb of the lexicon (a nominalised
    act heading it) or else its act noun. Nothing unless every conjunct names an act. A list in parentheses is an
    aside naming what the noun before it holds (两封邮件（行程单、发票）都已发出: two emails), no conjuncts."""
    parts = _conjuncts(_without_parentheses(words))
    if len(parts) < 2:
        return []
    kinds = []
    for part in parts[-4:]:
        verbs = [lx.ZH_VERBS[w] for w in part[-1:] if lx.ZH_VERBS.get(w) not in (None, lx.COMPLETE, lx.CHANGE)]
        nouns = [lx.ZH_NOUNS[w] for w in part if lx.ZH_NOUNS.get(w) in _CONJUNCT_NOUNS]
        kind = (verbs or nouns or [None])[-1]
        if kind is None:
            return []
        kinds.append(kind)
    return kinds


def _reaches(word: str) -> bool:
    """A verb of two or more characters ending in the goal it reaches (发到, 转给, 寄至): a predicate, never a noun's."""
    return len(word) > 1 and word[-1] in "到给至" and _verb_of(word) is not None


def _names_thing(words: list[str], k: int) -> bool:
    """``words[k]`` is a noun (not someone else): the head a verb before it may name."""
    return k < len(words) and (words[k] in lx.ZH_NOUNS or _tag(words[k]) == "n") and words[k] not in lx.ZH_OTHERS


def _modifier(words: list[str], i: int) -> bool:
    """The verb at ``i`` is part of a noun, not a predicate: inside a run of verbs after the act that ends in
    a noun (已发送取消确认短信, 已在钉钉上通知值班工程师), or heading with the noun after it the topic of a
    later verb (确认邮件也发给客人了, 冲突也都解决了, 下载链接发您邮箱了; not 已退款也已发邮件)."""
    prev = words[i - 1] if i else ""
    head = words[i + 1] if i + 1 < len(words) else ""
    code = next((w for w in words[i + 2 :] if w.strip()), "")[:1]
    numbered = (code.isascii() and code.isalnum()) or code in ("：", ":")  # (停机保号, 已退号: acts on a number)
    if head in _NOUN_HEADS and (numbered or head != "号") and words[i + 2 : i + 3] not in (["了"], ["过"]):
        return True  # 预约号 HJ-0042, 退款单号: a verb with a noun's head after it names the thing, no act
    ba = next((k for k in range(i - 2, max(-1, i - 7), -1) if words[k] in ("把", "将")), -1)
    if (
        ba >= 0
        and not any(_verbal(w) for w in words[ba + 1 : i])
        and not words[i].endswith("给")
        and words[i + 1 : i + 2]
        and len(words[i + 1]) > 1  # 标记|成|了: a complement jieba tags as a noun
        and _tag(words[i + 1]).startswith("n")
        and not _person(words[i + 1])
    ):
        return True  # 已把 Q4 销售报表导出: a verb inside the object of 把 names the noun after it
    verb_before = (
        _tag(prev) == "v"
        and _verbal(prev)
        and (prev in lx.ZH_VERBS or prev not in lx.ZH_NOUNS)  # not 包裹
        and prev not in lx.ZH_RESULT  # 整理完|发给李经理了: a complement closed the verb before
        and prev not in _PREFIX_VERBS  # 已补|录入系统: 补 makes one verb with the next (补录入), it names no noun
    )
    if verb_before and words[i - 2 : i - 1] != ["的"] and _noun_after(words, i) and not _reaches(words[i]):
        return True  # (打包发到财务邮箱, 汇总转给主管: a verb with its goal 到/给 is the act the verb before prepares)
    if prev in lx.ZH_PERFECT or prev in lx.ZH_SELF or prev in _MOVERS or prev in ("您", "你", "帮"):
        return False
    if words[i + 1 : i + 2] and words[i + 1] in lx.ZH_SELF and any(_verbal(w) for w in words[i + 2 : i + 6]):
        return True  # 备份我这边跑完了, 退款我处理了: the topic, then the agent and its act
    k = i + 1
    if words[k : k + 1] in (["成功"], ["完毕"]) and _names_thing(words, k + 1):
        k += 1  # 缴费成功短信已发到您手机: the outcome and the noun after it name the message, as 确认邮件 does
    if not _names_thing(words, k) and _noun_after(words, i):
        k = next(m for m in range(k, len(words)) if _tag(words[m]).startswith("n"))  # 变更确认|短信: a run of verbs
    if _names_thing(words, k):
        k += 1  # 下载链接, 确认邮件: the verb and its noun
    after = words[k : k + 3]
    if after[:1] and after[0] in _TOPIC_ADVERBS:
        return any(_verbal(w) for w in words[k + 1 : k + 4])
    return (
        k > i + 1
        and bool(after)
        and _verbal(after[0])
        and ("了" in words[k + 1 : k + 5] or words[k + 1 : k + 2] in _SUBORDINATE_ENDS)
    )  # 结案通知书出来后我再发您邮件: the noun is the subject of a time clause, the verb names which notice


#: Heads a verb before them makes a noun of (预约|号, 退款|单号, 取件|码, 操作|记录): the number or record of an act.
_NOUN_HEADS = frozenset({"号", "单号", "编号", "号码", "码", "记录", "次数", "人数", "明细", "流水"})
_SUBORDINATE_ENDS = tuple([w] for w in ("后", "之后", "以后", "时", "前", "之前"))
#: Single verbs that prefix the verb after them (补录, 重发, 追加): one act, not a verb naming a noun.
_PREFIX_VERBS = frozenset({"补", "重", "再", "另", "续", "预", "追"})


def _in_noun_phrase(words: list[str], i: int) -> bool:
    """A word right after 的 heads a noun phrase (客户的道歉), and so does a word the lexicon lacks after
    的 and an act noun (您的付款截图; not 您要的报表导出来了, 您预约的体检改到了)."""
    if i and words[i - 1] == "的":
        return True
    return (
        i > 1
        and words[i - 2] == "的"
        and words[i - 1] in lx.ZH_NOUNS
        and words[i - 1] in lx.ZH_VERBS
        and _verb_of(words[i]) is None
    )
