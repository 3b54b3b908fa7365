"""One clause read: ``_in_sub_clause`` finds each verb told done in a clause without breaks, and its kind and count.

It walks the clause's words, takes the verb each word holds (the lexicon's, a tagged one, a split one, a Latin
one), reads whether it is told done (已, an aspect marker or a result complement, a verb complete in itself,
是…的) and asks the modules below whether its scope, its doer, its phrase or its state makes it no claim;
``_read_clause`` is its cache.
"""

from __future__ import annotations

import itertools
from functools import lru_cache

from agentops.claims import lexicon as lx
from agentops.claims.chinese.act_kinds import _refine
from agentops.claims.chinese.counts import _approximately, _counted_modifier, _households, _quantity, _summed_up
from agentops.claims.chinese.noun_phrases import (
    _ba_object_ends,
    _conjunct_kinds,
    _in_noun_phrase,
    _inside_topic_phrase,
    _modifier,
)
from agentops.claims.chinese.scope import _blocked
from agentops.claims.chinese.segmenting import _SIDES, ZhHit, _tag, _verb_of
from agentops.claims.chinese.states import (
    _checked_arrival,
    _checks_a_fact,
    _fails_after,
    _hedged_after,
    _in_transit,
    _outcome_told,
    _readers_own,
    _received,
    _review_passed,
    _scheduled,
    _span_ahead,
    _status_subject,
    _underwent,
    _undone_by_system,
)
from agentops.claims.chinese.third_parties import (
    _agent_in,
    _automatic,
    _benefactive,
    _given_thing,
    _handed_on_to,
    _named_doer,
    _passed_to,
    _recipients_act,
    _topic_of_another,
    _urged,
)
from agentops.claims.chinese.verb_forms import (
    _heads_relative,
    _in_parts,
    _latin_verb,
    _lists_acts_done,
    _logged,
    _perfect_before,
    _split_verb,
    _tagged_verb,
)
from agentops.claims.chinese.words import (
    _ANOTHER_ACT,
    _APPROVALS,
    _ARRIVALS,
    _ASPECT,
    _BREAKS,
    _CARRIER_ACTS,
    _CHANNELS_OF_ACTS,
    _CHECKS,
    _COVERBS,
    _DIRECTIONALS,
    _FOR_READER,
    _FUTURE_MODALS,
    _GENERIC_VERBS,
    _MOVERS,
    _NOUN_BEFORE,
    _OTHER_PRONOUNS,
    _PIVOTS,
    _PREPOSITION_HEADS,
    _RECEIVE,
    _REVIEWS,
    _TALLY,
    _TOPIC_ADVERBS,
    _URGES,
    _WITH,
    _label_colon,
    _noun_after,
    _staff,
    _verb_of_word,
    _verbal,
    perfect_by_agent,
)

_RESULT_IN_TOKEN = ("了", "过", "完", "好", "掉", "出", "到", "成", "妥", "完毕", "成功", "出去", "出来")
_SUBORDINATE_AFTER = frozenset({"后", "之后", "以后", "时", "的话", "前", "之前", "以前", "时候", "中", "当中"})
_ATTRIBUTIVE = frozenset({"的"})


@lru_cache(maxsize=4096)
def _read_clause(key: tuple[tuple[str, int, bool], ...]) -> tuple[ZhHit, ...]:
    sub = [(w, s, s + len(w)) for w, s, _ in key]
    return tuple(_in_sub_clause(sub, frozenset(s for _, s, q in key if q)))


def _entered(words: list[str], i: int) -> tuple[str, str, str] | None:
    """登录 (登錄) with an object moved before it by 把/将 is data entered, as 录入 (已经帮您把晶片号码登录完成, Taiwan
    usage), not a log-in."""
    if words[i] == "登录" and any(w in ("把", "将") for w in words[:i]):
        return "登录", lx.ZH_VERBS["录入"], ""
    return None


def _set_to(words: list[str], i: int) -> bool:
    """A record's field set to a value in a bare passive after 已 (联系电话已被更新为 139…, 地址已被改成…): the result of
    an edit told as the agent's act, as "was updated to" is; 被退回了, 已被冻结 stay happenings."""
    to = words[i].endswith(("为", "成")) or words[i + 1 : i + 2] in (["为"], ["成"])
    return to and i > 1 and words[i - 2] in lx.ZH_PERFECT and lx.ZH_VERBS.get(_verb_of_word(words[i])) == lx.UPDATE


def _bare_passive(words: list[str], i: int, kind: str) -> bool:
    """已 + 被 + a verb of an act the agent does on the reader's things, no doer named (您的订单已被取消, 邮件已被发送): told
    as done, as "has been cancelled" is; what happens to an account or money (已被冻结, 已被锁定, 已被退回) stays a
    happening."""
    return (
        i > 1
        and words[i - 2] in lx.ZH_PERFECT
        and kind in _PASSIVE_ACTS
        and not _verb_of_word(words[i]).startswith(_RESTRICTIONS)
    )


#: Kinds of acts a bare passive tells as the agent's (not ``change``, nor money's own moves: 退回).
_PASSIVE_ACTS = frozenset({lx.DELETE, lx.UPDATE, lx.CREATE, lx.SEND, lx.EMAIL, lx.MESSAGE, lx.BOOK, lx.ORDER})
#: What risk control or a system does to an account (已被冻结, 已被锁定, 已被限制): a happening told, not the agent's act.
_RESTRICTIONS = ("冻结", "锁", "封", "限制", "拦截", "屏蔽", "风控")


#: Verbs of switching that take the act switched to after 成/为 (改成拦截转寄, 换成上门取件).
_SWITCHES = frozenset({"改", "换", "转"})


def _moved_by_huan(words: list[str], i: int) -> tuple[str, str, str] | None:
    """换 with the place or value it moved to (座位换到靠窗了, 寄件方式换成京东了; jieba tags 换 a noun there): a change
    made. Not 换 alone (换了一张卡重新支付: the means of the act after it; 来换了门感应器: someone's visit)."""
    if words[i] == "换" and words[i + 1 : i + 2] in (["到"], ["成"], ["为"]):
        return "换", lx.UPDATE, ""
    if words[i] in ("换成", "换为"):
        return "换", lx.UPDATE, words[i][1:]  # 给您换成无烟楼层的房间了: jieba keeps 换成 whole
    return None


def _charged(verb: tuple[str, str, str]) -> tuple[str, str, str]:
    """A verb jieba knows that takes money from the customer (已收款 ¥1,280, 已刷卡, 已收费) is a payment, not a change
    of no kind (the lexicon does not list them: 是收费的, 收款账户 are no acts)."""
    return (verb[0], lx.PAY, verb[2]) if verb[0] in _CHARGES and verb[1] == lx.CHANGE else verb


_CHARGES = frozenset({"收款", "收费", "刷卡", "扣费", "代扣"})

#: Words right before a 给 whose object is left out (我都给约好了, 已经给寄出去了): the 给 marks the act done for the reader.
_GIVEN_AFTER = frozenset({"已", "已经", "都", "也", "就", "先", "刚", "刚刚", "全", "这就"})


def _in_sub_clause(sub: list[tuple[str, int, int]], quoted: frozenset[int]) -> list[ZhHit]:
    hits: list[ZhHit] = []
    sub, quoted = _unquoted(sub, quoted)
    words = [w for w, _, _ in sub]
    n = len(words)
    verbs = [
        (
            i,
            _verb_of(w)
            or _split_verb(words, i)
            or _latin_verb(words, i)
            or _tagged_verb(words, i)
            or _agreed(words, i)
            or _banned(words, i)
            or _explained_in(words, i)
            or _entered(words, i)
            or _passed_to(words, i)
            or _moved_by_huan(words, i),
        )
        for i, w in enumerate(words)
    ]
    verbs = [(i, _charged(_after_light_verb(words, i, v))) for i, v in verbs if v is not None]
    # the predicates of the clause: not a verb heading a noun phrase after 的 nor inside a prepositional phrase
    # (after a label's colon: 更新一下进展：发票重新开好了)
    colon = _label_colon(words)
    preds = [
        i
        for i, _ in verbs
        if i > colon
        and not (i and ((words[i - 1] == "的" and not _ba_object_ends(words, i)) or words[i - 1] in _PREPOSITION_HEADS))
        and not _modifier(words, i)
        and not _heads_relative(words, i)  # 续签的材料, 办理转学的证明
        and not (_tag(words[i]) == "n" and i + 1 < n and _verb_of(words[i + 1]) is not None)  # 短信|补发: a topic
        and not (i + 2 < n and words[i + 1] in ("完", "好") and _verb_of(words[i + 2]) is not None)
        and not (i > 0 and words[i] in ("完", "好") and _verb_of(words[i - 1]) is not None)
        and not _names_form(words, i)  # 派送|单: a form
        and not (_tag(words[i]) == "d" and i + 1 < n and _verb_of(words[i + 1]) is not None)  # 同步|退还: a manner
        and not _in_parts(words, i)  # 已分三封邮件发送: how the act after it went
        # 材料整理完发给李经理了: a preparation, the clause's 了 is the act's after it
    ]
    used_until = -1
    for i, (verb, kind, rest) in verbs:
        word = words[i]
        if _approximately(words, i):
            continue  # 总共约 ¥4,100, 约 3 天: "about" before an amount, no booking
        if (i and words[i - 1] in ("试", "试着", "尝试")) or (word[:1] == "试" and _verb_of(word[1:]) is not None):
            continue  # 帮您试约了一下: an attempt, its outcome told apart (not 试听课约好了)
        nominal = _in_noun_phrase(words, i) and not _ba_object_ends(words, i)  # (把 3 月的上传了: its predicate)
        if i <= used_until or sub[i][1] in quoted or nominal or _modifier(words, i) or _staff(words, i):
            continue  # (配送|员: a member of staff named by the trade, no act)
        if (
            rest in ("成", "为")
            and verb in _SWITCHES
            and i + 1 < n
            and _tag(words[i + 1]) == "v"
            and not words[i + 1].startswith(("无", "非", "不"))  # 换成无烟楼层的房间: a privative names a property
        ):
            continue  # 改成拦截转寄了: switched to another act, which the verb after tells (not 改成自提, 转成分期: a value)
        if _handed_on_to(words, i):
            continue  # 已经同步给网点加急派送了, 转给网点重新派送了: the act of the one it was handed to (a pivot)
        if (
            word in ("完", "好", "完毕")
            and i > 0
            and (words[i - 1] in _COMPOSING or words[i - 1] in _CHECKS or _verbal(words[i - 1]))
        ):
            continue  # 清单整理|完|了, 核实|完毕: the complement of the verb before it (a check's too), no predicate
        given = words[i - 1 : i] == ["给"] and (
            words[i + 1 : i + 2] in (["了"], ["好"], ["完"], ["上"])
            or (
                i > 1
                and (words[i - 2] in lx.ZH_SELF or words[i - 2] in _GIVEN_AFTER or "把" in words[: i - 1])
                and "了" in words[i + 1 :]
            )
        )  # 美容我给约到周日下午了, 把定金给退回去了: 给 with its object left out (or 把's), the verb its own
        if (
            i > 0
            and (words[i - 1] in _PREPOSITION_HEADS or _tag(words[i - 1]) == "p")
            and word not in lx.ZH_RESULT
            and not given  # 那 3 单我都给加急了: 给 with its object left out, then the agent's verb
            and not (words[i - 1] == "被" and (_set_to(words, i) or _bare_passive(words, i, kind)))  # 电话已被更新为…
            and not (words[i - 1] == "就" and words[i + 1 : i + 3].count("了") + words[i + 1 : i + 3].count("去") > 0)
        ):  # (材料我上午就寄出去了: 就 an adverb of time before the verb, not "regarding" before a noun)
            continue  # 已和原始发票核对过, 把付款回单邮件给供应商: a word inside a prepositional phrase
        if (
            i + 1 < n
            and not word.endswith("给")  # 发给采购的刘经理: 采购 is the recipient's, not a second act
            and word not in _APPROVALS  # 同意退款: the approval is the act, the refund what it allows
            and word != "申请"  # 申请退回: the request is the act, the refund what it asks for
            and word not in _PHASES  # 暂停配送: the pause is the act, the delivery what it stops
            and words[i + 1] not in lx.ZH_RESULT
            and not _staff(words, i + 1)  # 通知配送|员: whom the act reached, a member of staff
            and not (verb in _SUBMITS and words[i + 1] in _REVIEWS)  # 递交审批了: 递交 is the act
            and (
                (
                    _verb_of(words[i + 1]) is not None
                    and not (i + 2 < n and words[i + 2] in lx.ZH_NOUNS)
                    and not (
                        (_tag(word) == "v" or words[i + 1] in ("到", "成"))  # 座位换|到靠窗了: jieba tags 换 a noun
                        and _verb_of(word) is not None
                        and _noun_after(words, i + 1)
                    )
                )  # 发送取消确认短信: the verbs after the act name its noun
                or (
                    _tag(words[i + 1]) == "v"
                    and len(words[i + 1]) > 1  # 寄出|去|了: a complement
                    and words[i + 1] not in _DIRECTIONALS
                    and words[i + 2 : i + 3] == ["了"]
                )
            )
        ):
            continue  # 同步发送, 完成退款: the last verb of a series is the act; 缓存清掉了: the first is its subject
        if words[i + 1 : i + 2] == ["被"]:
            continue  # 这笔跨境付款被中间行退回了: the subject of a passive, no act of its own
        if i > 0 and words[i - 1] in _PHASES:
            continue  # 已暂停配送: the delivery is what was paused, not a shipment
        if any(w in ("哪", "哪里", "哪儿", "什么", "谁", "多少") for w in words[i + 1 : i + 4]):
            continue  # 看不到发到哪: what is not known, an indirect question
        if (word[:1] in "多误错" and word[1:2] in "扣收付计") or (
            word[:1] in "扣收计" and words[i - 1 : i] in (["重复"], ["多"], ["误"], ["错"])
        ):
            continue  # 账单里确实多扣了一笔流量费, 误扣的彩铃费: an overcharge told, the fault, not the agent's act
        if _counted_modifier(words, i):
            continue  # 一台 5kW 混合逆变器: a verb between a count and its noun describes the noun
            continue  # 一台 5kW 混合逆变器: between a measure and its noun, a verb describes the noun
        if not rest and words[i + 1 : i + 2] and words[i + 1] in _NAMED_UNITS and not word.endswith(("给", "到", "至")):
            continue  # 向冷链维修公司报修: a verb naming a company or unit by its trade, no act
        if _inside_topic_phrase(words, i):
            continue  # 就那笔的境外消费发起争议: what the act is about, a noun phrase
        if word in ("加上", "再加上") and words[i + 1 : i + 2] != ["了"] and "就" in words[i + 2 :]:
            continue  # 容器 limit 是 1G，加上堆外内存就超了: "plus", a factor added to a sum, no act
        if _recipients_act(words, i):
            continue  # 已经提交给财务审批了, 发给主管确认了: the later verb is what the recipient is to do
        if _urged(words, i):
            continue  # 催促仓库加急发货了, 已通知商家尽快补发: what the urged party is to do, not the agent's act
        if _benefactive(words, i):
            continue  # 接机服务给您约上了, 问题给您处理好了: 给 marks whom the later verb serves
        if i > 0 and _verb_of(words[i - 1]) is not None and i + 1 < n and words[i + 1] in lx.ZH_NOUNS:
            continue  # 发送激活邮件: 激活 names the mail, 发送 is the act
        if i + 1 < n and words[i + 1].endswith(_RECORDS_OF_ACTS):
            continue  # 付款回单我也发到你邮箱了: the verb names the record of an act, a noun
        for_review = i + 1 < n and words[i + 1] in _REVIEWS and word not in _REVIEWS
        if for_review and not (verb in _SUBMITS and words[i + 2 :] in ([], ["了"], ["啦"])):
            continue  # 退款审核通过了: the refund is what the review passed, not an act of its own
        if (
            (i == 0 or words[i - 1] in ("的", "，", ",") or not words[i - 1].strip())
            and i + 2 < n
            and _tag(words[i + 1]).startswith("n")
            and words[i + 1] not in lx.ZH_NOUNS
            and _verb_of(words[i + 2]) is not None
            and words[i + 2 :].count("了") + words[i + 2 :].count("成") > 0
        ):
            continue  # 备份保留期改成 30 天了: the verb names the noun the predicate after it acts on
        if (
            _tag(word) == "n"
            and i + 2 < n
            and _tag(words[i + 1]) == "v"
            and _tag(words[i + 2]).startswith("n")
            and "了" in words[i + 2 :]
        ):
            continue  # 备份|保留|期改成了: a noun jieba tags, heading a compound noun before the predicate
        if (
            i > 0
            and words[i + 1 : i + 2] != ["了"]
            and not _outcome_told(words, i, rest)  # 那单取消成功, 那笔处理完毕: the act's outcome, a predicate
            and (
                words[i - 1] in _NOUN_BEFORE
                or (
                    words[i - 1][-1:] in lx.ZH_MEASURES - {"次"}
                    and (
                        words[i - 1][:1] in "这那一两三四五六七八九十几每该"
                        or (len(words[i - 1]) == 1 and i > 1 and words[i - 2][-1:].isdigit())
                        or (
                            len(words[i - 1]) == 1 and i > 1 and words[i - 2] in ("这", "那", "每", "该")
                        )  # 那|笔|预授权
                        or (
                            len(words[i - 1]) == 1
                            and i > 2
                            and not words[i - 2].strip()
                            and words[i - 3][-1:].isdigit()
                        )
                    )
                )
            )
        ):
            continue  # 这笔报销: a noun
        if (
            i > 1
            and (_tag(words[i - 1]) in ("a", "b") or words[i - 1] in _STATE_CHARS)
            and len(words[i - 1]) == 1
            and (words[i - 2] in lx.ZH_MEASURES or words[i - 2][-1:] in lx.ZH_MEASURES)
        ):
            continue  # 3 个空组织: a measure and an adjective make a noun of what follows
        if (
            i > 0
            and (_verb_of(words[i - 1]) is not None or words[i - 1] in lx.ZH_NOUNS)
            and words[i + 1 : i + 2]
            and words[i + 1] in _TOPIC_ADVERBS
            and any(_verb_of(w) is not None or _tag(w) == "v" for w in words[i + 2 : i + 5])
        ):
            continue  # 把付款申请也提交了, 退货申请都处理了: an act noun and a verb make the topic's noun
        j = i  # last token of the predicate (verb + complements)
        completed = any(rest.endswith(m) or rest.startswith(m) for m in _RESULT_IN_TOKEN if rest)
        while (
            j + 1 < n
            and (
                (
                    words[j + 1] in lx.ZH_RESULT
                    and not (words[j + 1] == "上" and _tag(words[j + 2] if j + 2 < n else "") == "v")
                )
                or words[j + 1] in ("去", "来", "给", "出来", "过去", "成", "回")  # 改|回 原来的: a direction
                or (words[j + 1] == "在" and words[j + 2 : j + 3] == ["了"])  # 约|在|了 周日: where or when it was put
                or (_tag(words[j + 1]) == "a" and j + 2 < n and words[j + 2] == "了")  # 删干净了
                or (words[j + 1] == "-" and words[j].isascii() and words[j + 2 : j + 3] and words[j + 2].isascii())
                or _review_passed(words, i, j)
            )
        ):
            j += 1
            if words[j] in lx.ZH_RESULT or words[j] == "通过":
                completed = True
        perfect = _perfect_before(words, i) or (
            (
                (words[i - 1 : i] and words[i - 1] in _TALLY)
                or (i > 1 and words[i - 2] in _TALLY and _verbal(words[i - 1]))
            )
            and any(x[:1].isdigit() or x[:1] in lx.ZH_NUMBERS for x in words[j + 1 : j + 3])
        )  # 本次共支付 3 笔, 本周共处理退款 12 笔: a tally of what was done
        perfect = perfect or _lists_acts_done(words, i) or _just_did(words, i)  # 为您办理的业务如下：, 我刚推过去
        resultative = (
            (verb in lx.ZH_RESULTATIVE or word in lx.ZH_RESULTATIVE)
            and (
                j + 1 >= n
                or words[j + 1] in ("了", "啦", "的")
                or words[j + 1] in lx.ZH_NOUNS
                or _tag(words[j + 1]) != "n"
            )
            and (j + 1 >= n or _tag(words[j + 1]) != "p")
        )
        clause_le = (
            i == (preds[0] if preds else -1)  # 我已经收到您的付款截图了: the clause's 了 is its first predicate's
            and not hits
            and not any(w in lx.ZH_PERFECT for w in words[i + 1 :])  # 退款金额已经算好了: 了 is 算's
            and (words[-1] == "了" or (n >= 2 and words[-1] in ("啦", "喽", "哦", "的") and words[-2] == "了"))
            and not _composed_last(words, j)
        )
        shi_de = "是" in words[:i] and (
            (j + 1 < n and words[j + 1] == "的" and j + 2 >= n)
            or (words[j].endswith("给") and j + 2 < n and words[j + 2] == "的" and j + 3 >= n)
        )  # 是我昨天发的, 是我手动打给对方的 (the recipient between the verb and 的)
        after = words[j + 1] if j + 1 < n else ""
        if (
            after in ("失败", "不了", "不成功", "未成功", "不出去", "不到", "失效", "超时", "报错", "出错")
            or after == "不"
        ):
            continue
        if words[j][-1:] in ("到", "回") or after in ("到", "回"):
            place = words[j + 1 : j + 5] if words[j][-1:] in ("到", "回") else words[j + 2 : j + 6]
            if place[:1] and (place[0] in ("我们", "我方", "我司", "本公司") or place[:2] == ["我们", "公司"]):
                continue  # 钱已经退回到我们公司账户: it came back to the agent's side, nobody's act for the customer
        if _fails_after(words, j):
            continue  # 上传到 OSS 失败了, 短信发送给客户失败了: the failure after its object
        if verb not in lx.ZH_VERBS and _error_named(words[j + 1 : j + 6]):
            continue  # 系统返回了错误, 接口返回了 500 错误: a verb the lexicon lacks putting out an error, no act
        if after in _SUBORDINATE_AFTER:
            continue
        if after == "率" or any(w in ("才", "才能", "才可以", "才会") for w in words[j + 1 : j + 4]):
            continue  # 送达率 97%: a rate; 药师审核通过才能下单, 签完才能走流程: a condition of what follows
        if after + "".join(words[j + 2 : j + 3]) in (
            "很久",
            "好久",
            "许久",
            "多年",
            "很多年",
            "好几年",
            "很长时间",
        ) or after in (
            "很久",
            "好久",
            "多年",
        ):
            continue  # 这个功能已经下线很久了: a state held for long, not what the agent just did
        moved = _verb_of(after)
        if (
            kind == lx.CHANGE
            and j > i
            and words[j] != "了"  # 加了支付成功率的面板: 了 closed the act, 支付 names the panel
            and moved is not None
            and (lx.ZH_VERBS.get(moved[0]) != lx.CHANGE or moved[2] in ("到", "给") or words[j + 2 : j + 3] == ["到"])
        ):
            continue  # 材料清单整理好发给您了, 报告写完上传了, 纪要整理好同步到群里了: a preparation, then the act
        if (
            not perfect
            and "了" not in words[i:]
            and (any(w in _SOON for w in words[:i]) or _span_ahead(words[:i]) or _clock_before(words, i))
        ):
            continue  # 今天给您补上, 稍后发您, 3 个工作日后到账: a time to come and no 了, a promise
        own = (
            after in _ATTRIBUTIVE and verb not in _COMPOSING and _agent_relative(words, i, j > i)
        )  # 我刚处理好的退款, 我刚为您提交的申请
        if not own and not perfect and "了" not in words[i:] and any(w in ("会", "将会") for w in words[j + 1 :]):
            continue  # 降级到入门版会在 1 号生效: the act is the topic of what will happen, not done
        if words[i + 1 : i + 2] == ["人"]:
            continue  # 发货人, 收件人: a person named by the act
        if words[i + 1 : i + 2] == ["满"] or (len(word) > 1 and (word.endswith("满") or word[:1] == "满")):
            continue  # 号源已经约满了, 房间都订满了: the capacity is used up, a state and nobody's act
        if (words[i + 1 : i + 2] == ["过"] or rest == "过") and _day_named(words[:i]) and not _agent_in(words[:i]):
            continue  # 这笔订单 12 月 1 日已经退过款了: it happened before, on a day named (not 我 12 月 1 日退过)
        if shi_de and words[i - 1 : i] and words[i - 1] in ("免费", "随时", "无偿", "不收费", "可以"):
            continue  # 挂号是免费取消的: how such an act goes, a property (not 是我昨天取消的)
        if _topic_of_another(words, i):
            continue  # 医保报销部分医院那边直接结算了: the verb names the topic, the other side did the act
        if shi_de and words[i - 1 : i] == ["是"] and len(word) == 1 and word not in lx.ZH_VERBS:
            continue  # 排骨是凉的: 是 + a one-character state + 的 describes it, no cleft of an act
        if shi_de and _dated(words[:i]):
            continue  # 您的会员是在 2026 年 3 月开通的, 是上个月续的: history before this conversation
        if (
            after in _ATTRIBUTIVE
            and not own
            and j + 2 < n
            and not shi_de
            and words[j + 2] not in ("了", "啦")
            and not _lists_acts_done(words, i)
        ):
            continue  # 已发送的邮件
        if not perfect and _given_thing(words, j):
            continue  # 上次发给你的链接: the link sent to you, a noun phrase (not 已发给你的主管: to your manager)
        if (
            (verb in _RUNS or verb in _COMPOSING)
            and any(w in _IN_THE_REPLY or w in ("以下", "如下") for w in words[j + 1 : j + 4])
        ) or (verb in _LISTING and _colon_next(words, j)):
            continue  # 执行了下面的命令: the command shown in the reply; 整理了以下信息, 我列了一下：: what the reply holds
        if (
            word in ("挂", "关")
            and words[j + 1 :] in ([], ["了"])
            and not any(
                w in _MOVERS or w in lx.ZH_SELF or w in lx.ZH_PERFECT or w in _SIDES or w in _ANOTHER_ACT
                for w in words[:i]
            )  # (另外两个也关了: one more of the agent's acts)
        ):
            continue  # CI 挂了, 窗口关了: it broke or closed, a state (not 帮您挂了, 工单我这边关了)
        if _named_doer(words, i, j):
            continue  # Dependabot 已经提了 PR: a bot or a person named in Latin letters did it
        if completed and rest == "到" and not perfect and not any(w.strip() for w in words[j + 1 :]):
            completed = False  # 到前台签到, 准时报到: 到 closing a word with nothing after it is no result reached
        if (
            not perfect
            and "了" not in words[i : j + 2]
            and j + 2 < n
            and (_tag(words[j + 1]).startswith("n") or words[j + 1] in lx.ZH_NOUNS)
            and words[j + 2] in _FUTURE_MODALS
        ):
            continue  # 转出学校将在 3 个工作日内审核: the verb names the subject of what is still to come
        if verb in _CHECKS and _checks_a_fact(words, j):
            continue  # 确认了是 v2.32.0 的问题, 确认了连接数正常: what a check found, no act (已确认订单 stays one)
        logged = _logged(words, i) and verb not in ("确认", "确定")  # 09:40 确认故障范围: a check in a log, no act
        if not (completed or perfect or resultative or clause_le or shi_de or logged):
            continue
        if (
            not completed
            and kind not in (lx.SEND, lx.MESSAGE, lx.EMAIL)  # 已催促仓库尽快发货, 已通知客户不要重复付款: a pivot,
            and verb not in _URGES  # the modal is the message's (已经提醒商家尽快发货: a reminder, of any channel)
            and verb not in _PIVOTS  # 已安排工程师明天上门: the time is the arranged act's
            and j + 1 < n
            and (_tag(words[j + 1]) == "n" or words[j + 1] in lx.ZH_NOUNS)
            and any(w in lx.ZH_MODAL or w in lx.ZH_NEGATION for w in words[j + 2 :])
        ):
            continue  # 已支付订单请勿重复付款, 已取消订单不会产生费用: the subject of what follows
        asked = (
            words[i - 1 : i] == ["申请"]
            and words[i - 2 : i - 1] not in (["把"], ["将"], ["的"])
            and not _outcome_told(words, i, rest)  # 价保申请处理完毕: the application's outcome, not what it asks
        )
        if i + 2 < n and words[i + 2] == "被" and (_tag(words[i + 1]).startswith("n") or words[i + 1] in lx.ZH_NOUNS):
            continue  # 退货包裹被快递退回仓库了: the verb names the noun a passive is about
        if (
            words[i + 1 : i + 2]
            and words[i + 1].startswith(_CHANNELS_OF_ACTS)
            and any(f in "".join(words[i + 2 : i + 5]) for f in _CHANNEL_FAILURES)
        ):
            continue  # 发奖接口限流了: the verb names the channel, which failed; no act (not 录入系统了)
        if verb == "确认" and any(w in ("跟", "和", "与", "同") for w in words[max(0, i - 3) : i]):
            continue  # 聊天记录里也跟他确认了: a word with someone, a check (not 已确认订单)
        if _names_form(words, i):
            continue  # 派送单我也下给物流了: the verb names the form, the act is what was done with it
        if "处于" in words[:i] and any(w.endswith("状态") for w in words[j + 1 : j + 4]):
            continue  # 您的副卡目前处于已冻结状态: a state described, not an act told
        if (
            words[j + 1 : j + 2]
            and words[j + 1] in ("和", "与", "及", "、", "/")
            and words[j + 2 : j + 3]
            and (words[j + 2].startswith(("待", "未")) or words[j + 2] == "进行中")
        ):
            continue  # 已完成和待处理分开写: the names of two lists, no act
        if verb in ("更新", "刷新") and not perfect_by_agent(words, i) and _status_subject(words, i):
            continue  # Tracking: 1Z99… 已经更新了, 物流信息已更新: the record moved, news
        if verb == "调" and (words[j][-1:] == "出" or words[i + 1 : i + 2] in (["出来"], ["出"])):
            continue  # 报告已经帮您调出来了: retrieved, a look (调好了 is an adjustment)
        if verb == "完成" and _underwent(words, i, j):
            used_until = n  # (its object's words, 实名认证, are the step's name, no act either)
            continue  # 您的车辆已经完成了 4 万公里保养, 您的账户已完成实名认证: news of the reader's thing, no act told
        if verb in _RUNS and _scheduled(words[:i]):
            continue  # 昨晚的批量代扣跑完了: a scheduled job ran at its time; nobody here ran it
        if verb in _ARRIVALS and _readers_own(words[:i], acted=True):
            continue  # 您这次充值的 ¥100 话费已到账: what the reader paid arrived, no act of the agent's
        if verb.endswith("清") and lx.ZH_VERBS.get(verb[:-1]) == lx.PAY and _readers_own(words[:i]):
            continue  # 您家本季度的物业费已缴清: the reader's account is paid up, a state
        if _checked_arrival(words, i, verb):
            continue  # 我确认入库了, 已确认款项到账: the agent checked that it arrived; neither word is an act
        if i > 0 and (words[i - 1] in _APPROVALS or (asked and verb not in ("提交", "递交"))):
            continue  # 同意退款了, 批准退货, 申请退回: what an approval allows or a request asks for, not done
        if i > 1 and (words[i - 1] == "过" or (words[i - 2] == "过" and words[i - 1] in _ONCE)):
            continue  # 申请过一次退款了, 取消过预约了: the object of the verb before 过, not an act
        last = next((w for w in reversed(words[j + 1 :]) if "\u4e00" <= w[:1] <= "\u9fff"), "")
        if (verb in ("做", "进行") and any(w in lx.ZH_NON_ACTS for w in words[j + 1 :])) or (
            verb == "完成" and last in lx.ZH_NON_ACTS  # 已完成初步核查: the work done was a look
        ):
            continue  # 做了如下排查: what was done is a look
        if (
            (i > 0 and words[i - 1] == "被" and not _set_to(words, i) and not _bare_passive(words, i, kind))
            or _automatic(words, i)
            or _undone_by_system(words, i)
        ):
            continue  # 被退回了, 系统已自动为您退回优惠券: nobody's act, or not the agent's
        acted = any(p in _MOVERS for p in words[:i]) or (
            verb == "生效" and (any(w in lx.ZH_VERBS for w in words[:i]) or _act_took_effect(words, i))
        )
        if verb == "生效" and (
            act := next((w for w in reversed(words[:i]) if lx.ZH_VERBS.get(w, lx.COMPLETE) != lx.COMPLETE), "")
        ):
            verb, kind = act, lx.ZH_VERBS[act]  # 号码挂失已生效: the act named before it took effect
        drifts = (
            verb in lx.ZH_DRIFT
            or word in lx.ZH_DRIFT
            or (verb[:1] in lx.ZH_DRIFT and (verb[1:] in _DIRECTIONALS or verb[1:] in ("回", "到", "至")))
        )  # 错误率已经降回 0.2%: a measure moved back
        if verb in _ISSUING and not acted and not any(w in lx.ZH_SELF for w in words[:i]):
            continue  # 您的护照已经签发: an authority's issue, news (not 保单已经为您签发, 我已签发)
        if verb == "恢复" and not (
            any(w in lx.ZH_NOUNS or w in lx.ZH_SELF or w.endswith(_HELD) for w in words[:i]) or _households(words[:i])
        ):
            drifts = (
                True  # 告警已经恢复了, 服务已恢复: a state came back (not 您的账号已恢复正常, 我已恢复, 您家的电已恢复)
            )
        if word.endswith("齐") and not any(w in lx.ZH_SELF or w in _MOVERS for w in words[:i]):
            drifts = True  # 材料已补齐, 资料都备齐了: a set is complete, a state (not 我已帮您把材料补齐了)
        drifts |= verb[:1] == "变" and _tag(verb[1:] or "".join(words[i + 1 : i + 2])) == "a"  # 税率变高了: a measure
        if drifts and not acted and not _to_tier(words, j):
            continue  # 域名解析已经生效了, 错误率已经降到 0.1%: a state or a measure moved by itself (not 取消操作已生效)
        if verb in lx.ZH_OUTCOMES and not (perfect or any(p in _MOVERS or p in lx.ZH_SELF for p in words[:i])):
            continue  # 补全了 [evt:a]，新增了 2 个变量: what the act left, listed after it
        at = max((k for k in range(i) if lx.ZH_NOUNS.get(words[k]) == lx.SHIP), default=-1)
        parcel = at >= 0
        agent = any(w in _MOVERS or w in lx.ZH_SELF for w in words[at + 1 : i])
        into = word[-1:] in ("入", "进") or words[j + 1 : j + 2] in (["到"], ["至"], ["进"], ["入"])
        into |= word[-1:] in ("到", "至") and not any(w in lx.ZH_SELF for w in words[:i])  # 快递员把包裹放到驿站了
        if parcel and kind == lx.CHANGE and not agent and (not perfect or into):
            continue  # 包裹在中转站滞留了, 您的包裹已放入驿站: what became of a parcel, not an act
        if verb in _CARRIER_ACTS and parcel:
            continue  # 您的快递昨天已送达: the carrier's act, news of the parcel
        first = i - 1 if i > 0 and words[i - 1] in lx.ZH_PERFECT else i  # the span shows 已发送, not 发送
        if first > 0 and words[first - 1] == "的":
            continue  # 查到的已付款发票: a noun phrase
        if verb in _RECEIVE:
            if not _received(words, i) or _blocked(words, i, perfect, others=False):
                continue
        elif _blocked(words, i, perfect):
            continue
        place = [w for w in words[j + 1 : j + 4] if w.strip()]
        here = place[1:2] if place[:1] == ["在"] else place[:1] if words[j].endswith("在") else []
        if here and here[0] in _IN_THE_REPLY:
            continue  # 条款原文附在下面, 文案我放在这了: put into the reply itself, nothing done outside it
        if any(w in _DRAFTS or (w == "版" and words[k - 1] == "一") for k, w in enumerate(words[j + 1 : j + 6], j + 1)):
            continue  # 商家回复我写了一版, 整理了一版草稿: a draft the agent composed, nothing done with it yet
        if verb in _DRAFTING or (verb in _COMPOSING and _text_composed(words[:i])):
            continue  # 邮件草稿已经写好了, 交接清单整理完了: a text composed, nothing done with it (not 草稿已经发给您了)
        if any(
            w == "即可" or (w == "就" and words[k + 1 : k + 2] in (["可以"], ["行"], ["好"]))
            for k, w in enumerate(words[i:], i)
        ) or (words[:1] == ["到时候"] and not perfect):
            continue  # 升级到 3.11 就可以了: what it takes, an instruction
        if not (completed or perfect or resultative) and _hedged_after(words, i):
            continue  # 付款可能已经成功了: the hedge governs the 了 that made it complete
        used_until = j + 1 if for_review else j  # 已提交审核: the submission is the act, the review its purpose
        kind = _refine(words, i, verb, kind, tagged=_verb_of(word) is None and _split_verb(words, i) is None)
        hits.append(ZhHit(sub[first][1], sub[j][2], verb, kind, _quantity(words, kind, i)))
        if kind in lx.GENERIC or verb in _GENERIC_VERBS or lx.ZH_VERBS.get(verb) in (lx.SEND, lx.COMPLETE, None):
            for other in _conjunct_kinds(words[:first]):
                if all(h.kind != other for h in hits):
                    hits.append(ZhHit(sub[first][1], sub[j][2], verb, other, 1))
    hits.extend(_in_transit(sub, words, hits))
    return _summed_up(hits)


#: What a plan or an account is set to, no measure: a tier (10 元档), an edition (基础版), a plan (套餐), a membership.
_TIERS = ("档", "档位", "版", "套餐", "会员")


def _to_tier(words: list[str], j: int) -> bool:
    """The predicate ending at ``j`` moves something to a tier (副卡都已降到 10 元档, 套餐已升为 VIP 会员): a plan set by
    someone, not a measure that moved by itself (错误率已经降到 0.1%)."""
    reaches = words[j][-1:] in ("到", "为", "至", "成") or words[j + 1 : j + 2] in (["到"], ["为"], ["至"], ["成"])
    goal = itertools.takewhile(lambda w: w not in _BREAKS and w != "了", words[j + 1 : j + 7])
    return reaches and any(w.endswith(_TIERS) for w in goal)


_OPEN_QUOTES = frozenset("“「『\"'")
_CLOSE_QUOTES = frozenset("”」』\"'")
_LOOSE_AFTER = frozenset({"到", "给", "好", "完", "回", "走"})


def _unquoted(
    sub: list[tuple[str, int, int]], quoted: frozenset[int]
) -> tuple[list[tuple[str, int, int]], frozenset[int]]:
    """``sub`` without the quotes around a word of one or two characters whose aspect or complement follows
    outside them (帮您“挪”到下周了, 把会员“冻”了): the agent's own act in a word it marks as loose, read as
    unquoted (not a name, nor someone's words: 他说“退了”)."""
    words = [w for w, _, _ in sub]
    scare = [
        i
        for i in range(1, len(words) - 2)
        if len(words[i]) <= 2
        and words[i - 1] in _OPEN_QUOTES
        and words[i + 1] in _CLOSE_QUOTES
        and (words[i + 2] in _ASPECT or words[i + 2] in _LOOSE_AFTER or words[i + 2] in _DIRECTIONALS)
    ]
    if not scare:
        return sub, quoted
    marks = {m for i in scare for m in (i - 1, i + 1)}
    freed = {k for i in scare for k in range(sub[i][1], sub[i][2])}
    return [item for m, item in enumerate(sub) if m not in marks], quoted - freed


def _names_form(words: list[str], i: int) -> bool:
    """The verb at ``i`` and 单 after it name a form (派送|单), unless 了 follows or 已 before it makes the verb and
    单 the clause's predicate and its object (已关|单: the ticket was closed)."""
    if words[i + 1 : i + 2] not in (["单"], ["单子"]) or words[i + 2 : i + 3] == ["了"]:
        return False
    return not (i and words[i - 1] in lx.ZH_PERFECT and i + 2 == len(words))


def _banned(words: list[str], i: int) -> tuple[str, str, str] | None:
    """封 as a verb, which jieba tags a measure (3 个小号都封了, 已经帮您封掉了): after 都/已/也 or the agent, before
    了/掉/禁 (两封邮件 stays a measure)."""
    if words[i] != "封" or words[i + 1 : i + 2] not in (["了"], ["掉"], ["禁"], ["啦"]):
        return None
    prev = words[i - 1] if i else ""
    ok = prev in ("都", "也", "已", "已经", "全", "全部", "给", "帮您", "我") or prev in lx.ZH_PERFECT
    return ("封", lx.CHANGE, "") if ok else None


def _explained_in(words: list[str], i: int) -> tuple[str, str, str] | None:
    """A verb of explaining (解释, 说明) done in a message named before it (邮件里也跟他解释了原因, 短信中说明了): that
    message was sent, of its channel's kind; 解释 alone is talk, no act."""
    if words[i] not in _EXPLAINS or words[i + 1 : i + 2] not in (["了"], ["过"], ["清楚"], ["好"]):
        return None
    for k in range(max(0, i - 6), i - 1):
        kind = lx.ZH_NOUNS.get(words[k])
        if kind in (lx.EMAIL, lx.MESSAGE) and words[k + 1] in ("里", "中", "上"):
            return words[i], kind, ""
    return None


_EXPLAINS = frozenset({"解释", "说明"})


def _agreed(words: list[str], i: int) -> tuple[str, str, str] | None:
    """说/讲/谈 + 好 with 跟/和/与 + a party before (已经替您跟体检中心说好了, 我跟房东讲好了): an arrangement the agent
    made by telling them, a send; saying alone is no act (说错了, 他说…)."""
    glued = words[i] in ("说好", "讲好", "谈好")
    if not glued and (words[i] not in ("说", "讲", "谈") or words[i + 1 : i + 2] not in (["好"], ["好了"])):
        return None
    at = next((k for k in range(i - 1, max(-1, i - 6), -1) if words[k] in _WITH), -1)
    if at < 0 or (words[at + 1 : at + 2] and words[at + 1] in lx.ZH_SELF):
        return None  # 他跟我说好了: the other side arranged it with the agent
    return words[i], lx.SEND, ""


def _after_light_verb(words: list[str], i: int, verb: tuple[str, str, str]) -> tuple[str, str, str]:
    """进行了处理, 予以了退款: the act after a light verb and its 了 is the one done (its aspect is the 了)."""
    if i > 1 and words[i - 1] == "了" and words[i - 2] in _LIGHT_VERBS and not verb[2]:
        return verb[0], verb[1], "了"
    return verb


#: Verbs that only carry the act named after them (对配送员进行了处理).
_LIGHT_VERBS = frozenset({"进行", "予以", "给予", "作出", "做出"})


#: Units named after a trade (维修|公司, 售后|中心): a verb right before one names it.
_NAMED_UNITS = frozenset({"公司", "中心", "站", "小组", "办公室", "委员会", "部", "科", "组"})


def _clock_before(words: list[str], i: int) -> bool:
    """A window of clock times before the verb (11:30 到 11:45 送到前台, 14:00-16:00 上门): when it is to come."""
    clocks = [k for k, w in enumerate(words[:i]) if w == ":" and k and words[k - 1].isdigit()]
    return len(clocks) >= 2 and any(w in ("到", "至", "-", "~", "–", "～") for w in words[clocks[0] : clocks[-1]])


#: What joins the objects of one verb (退款和补偿券都处理好了, 邮件、短信都发了).
_DRAFTS = frozenset({"草稿", "初稿", "草案", "底稿", "一稿", "一版"})
#: Texts the agent composes (a list or draft put together is nothing done with it yet).
_TEXTS = (
    *_DRAFTS,
    "清单",
    "材料",
    "纪要",
    "总结",
    "文案",
    "话术",
    "周报",
    "日报",
    "月报",
    "方案",
)
#: Verbs that compose a text (a draft written is nothing done with it yet).
_COMPOSING = frozenset({"写", "拟", "起草", "草拟", "拟定", "整理", "准备", "编辑", "修改", "改", "做", "撰写"})
#: Verbs that only draft: whatever the text is (跟进邮件我先起草好了), nothing is done with it yet ("drafted the reply").
_DRAFTING = frozenset({"起草", "草拟", "拟好", "拟", "拟定"})


#: Verbs that put what was said in order (a list or a summary written into the reply itself).
_LISTING = frozenset({"列", "罗列", "梳理", "整理"})


def _colon_next(words: list[str], j: int) -> bool:
    """一下 and a colon right after the verb ending at ``j`` (its 了 between): what it put in order follows in the reply
    (我列了一下：, 我整理了一下：; not 地址我改了：…, 已经整理好了：…)."""
    ahead = [w for w in words[j + 1 : j + 4] if w.strip() and w != "了"]
    return ahead[:2] in (["一下", ":"], ["一下", "："])


#: Places inside the reply itself (附在下面, 贴在这里).
_IN_THE_REPLY = frozenset({"下面", "下方", "如下", "这里", "这儿", "这", "上面", "上方", "下文", "文末", "后面"})
#: Records an act leaves (付款回单, 转账凭证, 退款截图): the verb before one names it.
_RECORDS_OF_ACTS = ("回单", "凭证", "收据", "截图", "流水", "明细")
#: Characters that describe a thing's state before its noun (空组织, 旧实例); jieba tags some as nouns.
_STATE_CHARS = frozenset("空新旧废坏")
_SOON = frozenset(
    {
        "今天",
        "明天",
        "稍后",
        "马上",
        "一会儿",
        "待会",
        "待会儿",
        "随后",
        "立刻",
        "立即",
        "今晚",
        "回头",
        "后天",
        "再",
        "就",
        "便",
    }
)  # 再: 确认无误后我再发到群里 (then, later; 我再发了一次 has its 了); 就/便: 等您确认了地址，我就把货发出去


_CHANNEL_FAILURES = ("失败", "报错", "出错", "超时", "限流", "异常", "挂了", "不可用", "宕机")


#: Verbs that stop or hold an activity named by the verb after them (暂停配送, 停止派送).
_PHASES = frozenset({"暂停", "停止", "中止", "终止", "暂缓"})


_RUNS = frozenset({"跑", "运行", "执行"})


def _text_composed(before: list[str]) -> bool:
    """The last noun before a composing verb is a text (邮件草稿已经写好了, 交接清单整理完了; not 把文档权限改成了只读:
    the permission is what changed)."""
    nouns = [w for w in before if _tag(w).startswith("n") or w.endswith(_TEXTS)]
    return bool(nouns) and nouns[-1].endswith(_TEXTS)


def _composed_last(words: list[str], j: int) -> bool:
    """The clause's final 了 closes a composing verb after the predicate ending at ``j`` (离职交接清单整理完了: the
    list was put together; 离职 only names it)."""
    end = max(k for k, w in enumerate(words) if w == "了")
    k = end - 1
    while k > j and words[k] in ("完", "好", "完毕", "好了"):
        k -= 1
    return k > j and words[k] in _COMPOSING


#: Issuing a document: an authority's act unless the agent or a benefactive (为您) is named.
_ISSUING = frozenset({"签发", "颁发", "核发", "出签"})  # 您的签证已经出签了: the consulate's
_ONCE = frozenset({"一次", "两次", "几次", "一回", "一遍"})
#: Verbs that hand something in for a review (已为您提交审核, 报销单已经递交审批了): the review is what it is for.
_SUBMITS = frozenset({"提交", "递交", "报送", "上报", "送", "提请", "报"})


def _day_named(words: list[str]) -> bool:
    """A date or a past day names the time (12 月 1 日, 1 号, 昨天, 上周, 周一)."""
    if any(w in ("昨天", "前天", "上周", "上星期", "上个月", "上月", "去年") or w.startswith("周") for w in words):
        return True
    said = [w for w in words if w.strip()]
    return any(w in ("日", "号") and p[:1].isdigit() for p, w in itertools.pairwise(said)) or _dated(words)


def _act_took_effect(words: list[str], i: int) -> bool:
    """A verb right before 生效 at ``i``, past 已/都/也 (号码挂失已生效): the act told took effect, someone did it (not
    扩的容生效了, a relative clause's)."""
    k = i - 1
    while k >= 0 and (words[k] in lx.ZH_PERFECT or words[k] in ("都", "也", "均")):
        k -= 1
    return k >= 0 and _tag(words[k]) == "v"


def _just_did(words: list[str], i: int) -> bool:
    """The agent then 刚/刚刚/刚才 ("just") before the verb at ``i``, no other verb between (我这边刚推过去, 我刚刚把行程单
    发到您邮箱): the act is done, as 已 tells it (not 您刚提交, the reader's; nor 我刚要发, to come)."""
    at = next((k for k in range(i - 1, max(-1, i - 8), -1) if words[k] in _JUST), -1)
    if at < 1 or words[at - 1] not in _AGENT_SIDES:
        return False
    between = words[at + 1 : i]
    return not any(
        w in lx.ZH_MODAL or (w not in _COVERBS and (_verb_of(w) is not None or _tag(w) == "v")) for w in between
    )


_JUST = frozenset({"刚", "刚刚", "刚才"})
_AGENT_SIDES = frozenset({"我", "我们", "我这边", "我们这边", "这边"})


def _agent_relative(words: list[str], i: int, resulted: bool) -> bool:
    """The agent is the subject of the relative clause the verb at ``i`` heads (我刚处理好的这笔退款, 我们已经改好的行程): 我/我们
    before it, past 刚/已 and whom it was for (我刚帮您收好的房租), or whom it was for alone opening the clause (刚刚为您开好
    的发票, 这是刚为您提交的申请: 为您 makes it the agent's service); with its result complement (``resulted``) or with
    刚/已 (我刚为您提交的申请) it tells the act done, as "the refund I just processed" does (not 我们为您提供的服务)."""
    k, done, served = i - 1, resulted, False
    while k >= 0:
        if words[k] in ("刚", "刚刚", "才") or words[k] in lx.ZH_PERFECT:
            done = done or words[k] != "才"
        elif k > 0 and not served and words[k] in _OTHER_PRONOUNS and words[k - 1] in _FOR_READER:
            served = True
            k -= 1
        else:
            break
        k -= 1
    return done and (
        (k >= 0 and words[k] in ("我", "我们", "我这边", "我们这边")) or (served and (k < 0 or words[k] == "是"))
    )


def _dated(words: list[str]) -> bool:
    """A year or a past month names the time (2026 年 3 月, 去年, 上个月)."""
    if any(w in ("去年", "前年", "上个月", "上月", "往年") for w in words):
        return True
    digits = [k for k, w in enumerate(words) if w.strip()]
    return any(
        words[k] == "年" and p > -1 and words[p][:1].isdigit() for p, k in zip([-1, *digits], digits, strict=False)
    )


#: What a customer holds and someone gives back (VIP 身份已经恢复了: restored, not a state that came back by itself).
_HELD = ("身份", "权限", "权益", "资格", "额度", "等级", "会员", "白名单", "积分", "listing", "商品", "店铺", "链接")
_HELD += ("号码", "号", "卡")  # 号码已恢复正常使用, 副卡已恢复: a line or a card someone stopped and restored


def _error_named(after: list[str]) -> bool:
    """An error named as the object after a verb, before the clause breaks (返回了 500 错误, 抛出了异常)."""
    for w in after:
        if w in _BREAKS:
            return False
        if "错误" in w or "异常" in w:
            return True
    return False
