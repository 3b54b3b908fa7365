"""States told, not acts: a thing on its way, a status updated, a check of a fact, an outcome, a failure.

A clause whose verb tells the state a thing is in (退款已经在路上了, 物流信息已更新, 审批通过), what the reader
received, a check whose object is a fact (确认了是配置的问题), a run at a time with nobody running it, an act a
system undid, and a failure or a hedge after the verb.
"""

from __future__ import annotations

from agentops.claims import lexicon as lx
from agentops.claims.chinese.scope import _blocked
from agentops.claims.chinese.segmenting import _PRONOUNS, ZhHit, _tag
from agentops.claims.chinese.words import (
    _ACCOUNTS,
    _ARRIVALS,
    _BREAKS,
    _CHANNELS_OF_ACTS,
    _CHECKS,
    _MOVERS,
    _PIVOTS,
    _REVIEWS,
    _SPAN_UNITS,
    _UNDOING,
    _is_question,
    _money,
    _noun,
    _person,
    _verbal,
)


def _status_subject(words: list[str], i: int) -> bool:
    """A record, status or tracking is the subject of the verb at ``i`` (物流信息已更新; not 地址已更新: a field set)."""
    at = next(
        (
            k
            for k in range(i - 1, -1, -1)
            if words[k].strip() and words[k] not in lx.ZH_PERFECT and words[k] not in ("都", "也")
        ),
        -1,
    )
    head = words[at] if at >= 0 else ""
    if head == "信息" and at > 0 and (_tag(words[at - 1]).startswith("n") or words[at - 1] in lx.ZH_NOUNS):
        owner = words[at - 1]  # 银行卡|信息, 联系人|信息: a record the agent edits; 物流|信息: news of the parcel
        return lx.ZH_NOUNS.get(owner) == lx.SHIP or owner.endswith(_STATUS_NOUNS) or owner in lx.ZH_CARRIERS
    return head.endswith(_STATUS_NOUNS) or (head[:1].isascii() and any(w.startswith(_STATUS_NOUNS) for w in words[:i]))


def _underwent(words: list[str], i: int, j: int) -> bool:
    """完成 with its object after it, whose subject is the reader's thing (您的车辆已经完成了保养): the thing went
    through a service or a step; not with the agent or 为您/帮您 before it (已为您完成了实名认证)."""
    before = [w for w in words[:i] if w.strip()]
    after = [w for w in words[j + 1 :] if w.strip() and w != "了"]
    return (
        bool(after)
        and before[:2] in (["您", "的"], ["你", "的"])
        and not any(w in lx.ZH_SELF or w in _MOVERS or w in ("帮您", "为您", "给您") for w in before)
    )


#: What tells a record or a status moved by itself when it is the subject (物流信息已更新, tracking 已经更新了).
_STATUS_NOUNS = ("信息", "状态", "进度", "物流", "轨迹", "tracking", "Tracking", "记录", "页面")


#: Complements that tell how an act came out (取消成功, 处理完毕): the act was done, whatever stands before it.
_OUTCOMES = ("成功", "完毕")


def _outcome_told(words: list[str], i: int, rest: str) -> bool:
    """The verb at ``i`` (``rest`` glued after it) ends in an outcome (那单取消成功, 那笔处理完毕): a predicate."""
    return (rest.endswith(_OUTCOMES) and rest != words[i]) or words[i + 1 : i + 2] in (["成功"], ["完毕"])


def _review_passed(words: list[str], i: int, j: int) -> bool:
    """通过 right after a review (病假审批通过, 申请审核通过了): its outcome, as 成功 is, not the preposition
    "through", nor the condition of what follows (审批通过后, 审核通过才能…)."""
    return (
        j == i
        and words[i] in _REVIEWS
        and words[j + 1 : j + 2] == ["通过"]
        and (j + 2 == len(words) or words[j + 2] in ("了", "啦", "。", "，", ",", "；", "！", " "))
    )


def _in_transit(sub: list[tuple[str, int, int]], words: list[str], hits: list[ZhHit]) -> list[ZhHit]:
    """A thing told to be on its way (退款已经在路上了, 补发的货正在路上, 新卡在途中): the act that sent it is done,
    as "is on its way" says in English — money is a refund, anything else a shipment; not people coming (师傅已经在路上了:
    news), nor under a negation, a hedge or a condition (应该已经在路上了), nor a question."""
    for m, w in enumerate(words):
        if (
            w in ("到", "回到")
            and _into_readers_account(words, m)
            and not any(h.start <= sub[m][1] < h.end for h in hits)
        ):  # 钱已经回到您的账户里了: come back into it, as 到 says
            if _blocked(words, m, True) or _readers_own(words[:m], acted=True) or _is_question(sub):
                return []
            first = m - 1 if m and words[m - 1] in lx.ZH_PERFECT else m
            return [ZhHit(sub[first][1], sub[m][2], "到账", lx.REFUND, 1)]  # 补发的钻石已经到您账号啦: credited
        ways = words[m + 1 : m + 2] in (["路上"], ["途中"]) or (
            words[m + 2 : m + 3] == ["途中"] and (_verbal(words[m + 1]) or _tag(words[m + 1])[:1] in ("v", "n", ""))
        )  # 在配送途中, 在宅配途中: the way named by its means
        ways = ways or (
            w in ("在", "正在") and _way_named(words, m)
        )  # 钱已经在回您支付宝的路上了: the way named by where it goes, a phrase and 的 before 路上
        if not (w == "在途" or (w in ("在", "正在") and ways)):
            continue
        before = [x for x in words[:m] if x.strip()]
        things = [x for x in before if _tag(x).startswith("n") or x in lx.ZH_NOUNS or _money(x)]
        if not things or any(_person(x) and x not in ("您", "你") for x in before) or _is_question(sub):
            return []
        if _blocked(words, m, True) or any(h.start <= sub[m][1] < h.end for h in hits):
            return []
        money = any(_money(x) or _noun(x) == lx.REFUND or x in ("钱", "差价", "退款") for x in before)
        first = m - 1 if m and (words[m - 1] in lx.ZH_PERFECT or words[m - 1] == "正") else m
        end = m if w == "在途" else m + 1 + (words[m + 1] != "路上" and words[m + 1] != "途中")
        if w != "在途" and words[end] not in ("路上", "途中"):
            end = next((x for x in range(m + 2, len(words)) if words[x] in ("路上", "途中")), end)  # (在回您…的路上)
        end += 1 if words[end + 1 : end + 2] in (["了"], ["啦"]) else 0
        return [ZhHit(sub[first][1], sub[end][2], w if w == "在途" else "在路上", lx.REFUND if money else lx.SHIP, 1)]
    return []


def _way_named(words: list[str], m: int) -> bool:
    """After 在 at ``m``, a short phrase of where to and 的 before 路上/途中 (在回您支付宝的路上, 在寄往上海的途中)."""
    for x in range(m + 2, min(m + 8, len(words))):
        if words[x] in _BREAKS:
            return False
        if words[x] in ("路上", "途中") and words[x - 1] == "的":
            return _verbal(words[m + 1]) or words[m + 1] in ("回", "去", "来", "往", "寄往", "发往")
    return False


def _into_readers_account(words: list[str], m: int) -> bool:
    """到 after 已/已经, then 您/你 or a customer (的) and an account, a balance or a game bag (已经到您账号啦, 已到你的
    余额里, 已经到顾客账户了)."""
    if not (m and words[m - 1] in lx.ZH_PERFECT):
        return False
    after = [w for w in words[m + 1 : m + 5] if w != "的"]  # (您的话费账户: an account named by what it pays for)
    return after[:1] and after[0] in _PAID_TO and any(w in _ACCOUNTS or w in ("背包", "账上") for w in after[1:3])


#: Whose account a credit reaches: the reader's, or the customer's the reader serves (红包已经到顾客账户了).
_PAID_TO = frozenset({"您", "你", "顾客", "客户", "用户", "会员", "买家", "客人"})


def _span_ahead(before: list[str]) -> bool:
    """A span of time counted from now comes before the verb (3 个工作日后, 两天后, 24 小时内): when it is done."""
    for k, w in enumerate(before):
        for after in ("之后", "以后", "以内", "后", "内"):
            if w == after and k > 0 and before[k - 1].endswith(_SPAN_UNITS):
                counted = before[max(0, k - 4) : k]
            elif w != after and w.endswith(after) and w[: -len(after)].endswith(_SPAN_UNITS):
                counted = before[max(0, k - 3) : k + 1]  # 7 个|工作日内: jieba keeps the unit and 内 together
            else:
                continue
            if any(x[:1].isdigit() or x[:1] in lx.ZH_NUMBERS or x[:1] in "一几十半" for x in counted):
                return True
    last = [w for w in before if w.strip()][-3:]  # 新卡 5-7 个工作日寄到: the span it takes, right before the verb
    return (
        len(last) == 3
        and last[-1].endswith(_SPAN_UNITS)
        and last[-2] in lx.ZH_MEASURES | {"天", "周"}
        and (last[0][:1].isdigit() or last[0][:1] in lx.ZH_NUMBERS)
    )


def _checks_a_fact(words: list[str], j: int) -> bool:
    """Whether a check ending at ``j`` (确认, 核实) takes a fact as its object: 是 + what was found (确认了是配置的问题),
    or a noun with its own predicate of state (确认了连接数正常, 核实了金额无误) — not a thing (确认了订单)."""
    rest = [w for w in words[j + 1 : j + 6] if w.strip() and w not in ("了", "过", "一下")]
    if rest[:1] == ["是"]:
        return True
    return (
        len(rest) >= 2
        and rest[0] not in _PRONOUNS
        and rest[0] != "的"
        and (_tag(rest[1]) == "a" or rest[1] in _FACT_STATES)
    )


#: States a check finds of a thing (连接数正常, 金额无误, 数据一致).
_FACT_STATES = frozenset({"正常", "无误", "一致", "没问题", "无异常", "稳定", "恢复正常"})


def _checked_arrival(words: list[str], i: int, verb: str) -> bool:
    """The verb at ``i`` checks an arrival within the next three words, or is an arrival a check right before
    it confirms (我确认入库了, 已确认款项到账; not 已确认订单, 已确认并退款)."""
    if verb in _CHECKS:
        return any(w in _ARRIVALS for w in words[i + 1 : i + 4])
    return words[i] in _ARRIVALS and any(w in _CHECKS for w in words[max(0, i - 3) : i])


def _fails_after(words: list[str], j: int) -> bool:
    """失败 (没成功, 未成功) later in the clause with no other verb before it than coverbs: the act failed."""
    for w in words[j + 1 :]:
        if w in ("失败", "未成功", "没成功", "不成功", "报错", "出错", "超时"):
            return True  # 退款接口报错了: the act's channel failed
        if _verbal(w) and w not in ("到", "给", "在", *_CHANNELS_OF_ACTS) and not _tag(w).startswith("n"):
            return False
    return False


def _received(words: list[str], i: int) -> bool:
    """客户已收到短信通知: a claim of what was received, unless the agent received it (我已收到您的邮件, 已收到您的
    付款凭证: what the reader sent is received by the agent)."""
    if any(w in lx.ZH_SELF for w in words[:i]) or words[i + 1 : i + 2] in (["您"], ["你"], ["贵司"], ["你们"]):
        return False
    return any(lx.ZH_NOUNS.get(w) for w in words[i + 1 : i + 5])


def _scheduled(before: list[str]) -> bool:
    """A run at a time with nobody who ran it before the verb (昨晚的批量代扣跑完了, 凌晨的备份执行完了; not 我昨晚把
    备份跑完了)."""
    return any(_tag(w) == "t" for w in before) and not any(w in lx.ZH_SELF or w in _MOVERS for w in before)


def _hedged_after(words: list[str], i: int) -> bool:
    """A modal or negation after the verb (付款可能已经成功了); not 在 or 等 after it, a place or time it was put
    at (面试都约在周四了) and "and so on" (发了邮件等通知), which only come before a verb as modals."""
    return any((w in lx.ZH_MODAL and w not in ("在", "等")) or w in lx.ZH_NEGATION for w in words[i + 1 :])


def _undone_by_system(words: list[str], i: int) -> bool:
    """The verb at ``i`` undoes something and a passive names the system or the platform as its doer (改约的操作被系统
    撤回了, 退款申请被平台驳回了): the reversal of the agent's attempt is told, no act of the agent (not 被我撤回了)."""
    if not words[i].startswith(_UNDOING):
        return False
    near = [w for w in words[max(0, i - 6) : i] if w.strip()]
    at = max((m for m, w in enumerate(near) if w == "被"), default=-1)
    return at >= 0 and any(w.endswith(("系统", "平台", "风控")) for w in near[at + 1 : at + 3])


def _readers_own(before: list[str], *, acted: bool = False) -> bool:
    """The subject is the reader's (您家的…, 您这次充值的…) and no agent of the act is named before the verb;
    ``acted``: the reader's own act names it (您这次充值的 ¥100 话费; not 您的退款, 您300元的理赔款: the agent's)."""
    said = [w for w in before if w.strip()]
    de = said.index("的") if "的" in said else 0
    return (
        said[:1] in (["您"], ["你"], ["您家"], ["你家"])
        and not any(w in lx.ZH_SELF or w in _MOVERS or w in _PIVOTS for w in said[1:])
        and (not acted or any("\u4e00" <= w[:1] <= "\u9fff" and _tag(w)[:1] not in "rtmq" for w in said[1:de]))
    )
