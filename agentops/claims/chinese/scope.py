"""Scope: what governs a verb so it is no claim — negation, modality, plans, relatives, and another subject.

``_blocked`` reads the words before the verb: a negation or a modal that governs it (``_not_modal``), one that
sits in a relative clause or a noun compound instead (无|门槛|券), 在 of a verb still going on, a causative the
agent used, 是…的 naming someone else as the doer, and someone other than the agent as the subject
(``_is_subject``).
"""

from __future__ import annotations

import itertools

from agentops.claims import lexicon as lx
from agentops.claims.chinese.segmenting import _LOCATIVES, _tag, _verb_of
from agentops.claims.chinese.third_parties import _other
from agentops.claims.chinese.verb_forms import _perfect_before
from agentops.claims.chinese.words import (
    _ACTS_FOR,
    _ALL,
    _ASPECT,
    _BREAKS,
    _CHANNEL_WORDS,
    _CHANNELS,
    _CONDITIONS,
    _FOR_READER,
    _MODAL_ADJACENT,
    _MOVERS,
    _NOUN_BEFORE,
    _OTHER_PRONOUNS,
    _PREPOSITIONS,
    _RECORDS,
    _ROLES,
    _TELLS,
    _WITH,
    _inside_parentheses,
    _machine,
    _number_at,
    _person,
    _staff,
    _time_word,
    _verbal,
)

#: Words that open a condition (its consequence, often with 就, follows in the same clause).
_REASONS = frozenset({"因为", "是因为", "由于", "原因是", "因"})


#: "It is not (the case) that …": a negation of the whole statement after it, its subject too (并不是我已经退款了).
_DENIED_CASE = frozenset(
    {"不是", "并不是", "并非是", "不代表", "并不代表", "不等于", "并不等于", "不意味着", "并不意味着"}
)


def _own_statement(before: list[str]) -> int:
    """Where the agent's own statement after a colon starts (我/我们 or 已 after it, no report before it:
    客户说：我已经付款了 is the customer's words), else 0."""
    colon = max((k for k, w in enumerate(before) if w in (":", "\uff1a") and not _in_time(before, k)), default=-1)
    if colon < 0 or any(w in lx.ZH_REPORTING for w in before[:colon]):
        return 0
    after = before[colon + 1 :]
    return colon + 1 if any(w in ("我", "我们") or w in lx.ZH_PERFECT for w in after) else 0


def _modal_in_relative(before: list[str], k: int) -> bool:
    """The modal at ``k`` sits in a relative clause that describes a noun before the verb (把慢查询要用的索引加上了: the
    index the queries need; 需要处理的工单我都关了): a 的 after it, a noun right after the 的, and no 把/将 or agent
    between the modal and the 的 (not 要把已经发的邮件撤回: the modal governs the act)."""
    de = next((m for m in range(k + 1, min(len(before), k + 6)) if before[m] == "的"), -1)
    return (
        k > 0
        and before[k] in ("要", "需要", "想要", "需")  # a need inside the description, not 如果 or 可以
        and de > 0
        and de + 1 < len(before)
        and _tag(before[de + 1]).startswith("n")
        and not any(w in _MOVERS or w in lx.ZH_SELF for w in before[k + 1 : de])
    )


def _in_time(words: list[str], k: int) -> bool:
    """Whether the colon at ``k`` sits inside a time between two numbers (14:20), no label's colon."""
    return 0 < k < len(words) - 1 and words[k - 1].isdigit() and words[k + 1].isdigit()


def _blocked(words: list[str], i: int, perfect: bool, *, others: bool = True) -> bool:
    """Negation, modality, a report or someone else as the subject governs the verb at ``i`` (``others``:
    whether another's subject blocks; 客户也收到了短信 is the agent's send, not the customer's act)."""
    if _then_after(words, i, perfect):
        return True  # 确认了再告诉您, 改好了就发给您: what is done first in a plan, "once … then"
    before = words[:i]
    own = _own_statement(before)  # once per verb: inside the loop it made a long clause quadratic
    caused = _causer(before)
    aside = _inside_parentheses(before)
    if aside and sum(w in ("（", "(") for w in before) > sum(w in ("）", ")") for w in before):
        aside = frozenset()  # the verb is inside the aside (（骑手拍了照片）): its words are its scope
    if "由" in before and (words[i].endswith(("为", "成")) or words[i + 1 : i + 2] in (["为"], ["成"])):
        since = len(before) - 1 - before[::-1].index("由")
        aside = aside | frozenset(range(since + 1, len(before)))  # 由农业银行改为招商银行: where it moved from
    if any(before[m] == "不是" and before[m + 1 : m + 2] in (["我"], ["我们"], ["本人"]) for m in aside):
        return True  # 平台客服（不是我们）周一已经把 ¥22 退到您的支付宝了: an aside says the doer is not the agent
    for k, w in enumerate(before):
        if k < own or k in aside:
            continue  # (两份提取申请（本人、配偶）均已审批: an aside names whom it is for, not who did it)  # 不用担心：我已经给您退款了: the negation before the colon does not scope the agent's statement
        if 0 <= caused <= k and w not in lx.ZH_NEGATION and not w.startswith(("没", "未")) and w not in lx.ZH_MODAL:
            continue  # 我已经让顺丰上门取走了: the agent had it done; the one it had do it is no other subject
        if w in ("累计", "累积", "历史", "总计") and not {"了", "过"} & set(words[i + 1 : i + 3]):
            return True  # 本月累计取消 1 次: a tally over a period (whoever acted), no act told done
        if w in _DENIED_CASE and not any(x in ("而是", "就是", "只是") for x in before[k + 1 :]):
            return True  # 并不是我这边已经退成功了: "it is not the case that …" denies the whole statement after it
        if w in lx.ZH_NEGATION or (w.startswith("未") and w not in ("未来",)) or w.startswith("没"):
            if _in_topic(before, k) or _relative(before, k) or _glued_privative(before, k):
                continue  # 充值未到账的订单我已经帮您补单了: the negation describes the topic
            return True
        if w in lx.ZH_MODAL:
            if (
                w not in _MODAL_ADJACENT
                and w not in ("后", "之后", "以后")
                and not _not_modal(before, k)
                and not _modal_in_relative(before, k)
            ):
                return True
            if w in ("在", "正在") and k + 2 < len(before) and _progressive(before, k):
                return True  # 我已经在联系抢修班组确认情况: what an act still going on is for, not done
            if w in ("等", "等待", "等着") and k + 1 < len(before) and _awaited(before[k + 1]):
                return True  # 我已经在等他回复了: what the agent waits for someone to do
            if (
                w in ("等", "等到", "待")
                and before[k + 1 : k + 2] not in (["了"], ["过"])  # 等了两天后我已经帮您退款了: waited, then acted
                and any(x in ("后", "之后", "以后") for x in before[k + 2 :])
            ):
                return True  # 等财务盖章后寄出: what is done once something else has happened, a plan
        if k + 1 < len(before) and w + before[k + 1] in lx.ZH_MODAL:
            return True  # 试|着: a modal the dictionary cut in two
        nxt = before[k + 1] if k + 1 < len(before) else ""
        if (w in _RECORDS or w + nxt in _RECORDS) and nxt != "的":  # not 巡检发现的 2 个密钥: a relative clause
            return True  # 系统显示这笔订单已经退款了: what a record shows, not what the agent did
        if w in ("返回", "回传", "提示说") and k > 0 and _machine(before[k - 1]):
            return True  # Shopify 返回订单已进入配货流程, 接口提示说已超时: what a system answered, not the agent's act
        if w in ("看", "来看", "上看") and "从" in before[max(0, k - 4) : k]:
            return True  # 从记录看这笔已经退过款了: what a record shows, read from it
        if w == "是" and (_cleft(words, k, i) or _cleft_doer(words, k, i) or _cleft_state(words, k, i)):
            return True  # 确认是拣货环节漏了 2 箱, 是应用商店扣的: 是 singles out who did it, and it is not the agent
        if w == "状态" and nxt in ("是", "为", "：", ":"):
            return True  # 我这边看到的状态是已开通: a status read
        if w in _WATCH:
            return True  # 请留意银行卡入账, 注意查收: what the reader is to watch for, not done
        if w.endswith("的话") or w in _CONDITIONS:
            return True  # 需要的话回复1我就帮您挂上, 要是不合适就给您退掉: a condition governs the rest
        reason = w in _REASONS or (w == "是" and k > 0 and before[k - 1] in ("原因", "理由", "起因"))  # 原因|是
        if reason and not any(x in lx.ZH_SELF or x in _MOVERS for x in before[k + 1 :]):
            return True  # 退款失败，是因为客户的银行卡已注销: a reason told, someone else's state (not 因为…我已经…)
        if k + 1 < len(before) and before[k + 1] == "的":
            continue  # 您反馈的问题: a relative clause, not a report
        if (
            w in lx.ZH_REPORTING
            or (w == "确认" and k > 0 and (before[k - 1] in lx.ZH_OTHERS or _tag(before[k - 1]) == "n"))
        ) and not (k > 1 and (before[k - 2] in _WITH or before[k - 2] in _FOR_READER)):
            # 已经跟仓库确认: the agent's word with them; 已经帮您反映并解决了: the agent reported it for the reader
            subject = before[k - 1] if k > 0 else ""
            if subject in lx.ZH_OTHERS or subject not in lx.ZH_SELF:
                return True
        if (
            w in lx.ZH_BY
            and k + 1 < len(before)
            and not (w == "被" and _closed_by_de(before, k))  # 您被误扣的彩铃费已经退回: the charge the reader suffered
            and (before[k + 1] not in lx.ZH_SELF or _heads_compound(before, k + 1))
            and not (w == "由" and (before[k + 1][:1].isdigit() or before[k + 1][:1] in lx.ZH_NUMBERS))
            and not (w == "由" and (words[i].endswith(("为", "成")) or words[i + 1 : i + 2] in (["为"], ["成"])))
        ):  # 由财务部支付 (the agent of a passive), not 由 12 月 20 日改为 22 日 nor 由工商银行变更为建设银行 (from)
            return True
        staff = w == "员" and _staff(before, k) and (_acts_on(words, k, i) or not _perfect_before(words, i))
        other = (
            _other(before, k)
            or staff
            or (
                w in ("那边", "方面")
                and k > 0
                and before[k - 1] not in lx.ZH_SELF
                and not any(x in ("我", "我们") for x in before[k + 1 :])  # 快递公司那边我投诉过了: the agent acts
            )
        )
        if others and other and _is_subject(words, k, i) and not (w.endswith(_ROLES) and _sends_for(words, i)):
            if _told_reached(words, k, i):
                continue  # 三位客户都通知到了, 商家已经联系到了: the people told, reached by the agent's word
            if w in _MACHINES and _perfect_before(words, i) and not _object_after(words, i):
                continue  # 网关 GW-207 已远程重启: a machine 已 + a verb with no object is what was done to it
            who = before[k - 1] if w in ("那边", "方面") and k else w
            if words[i] in _ARRANGES and who.endswith(_WORKERS) and not _object_after(words, i):
                continue  # 师傅那边已经安排好了: the worker is the one arranged, by the agent (not 师傅安排了同事上门)
            return True  # (上门安装师傅已经派单了: the worker is the one dispatched, the agent dispatched them)
    return bool(i > 0 and before[-1] in _MODAL_ADJACENT)


def _closed_by_de(before: list[str], k: int) -> bool:
    """Whether the passive 被 at ``k`` opens a relative clause that 的 closes before a noun (您被误扣的彩铃费, 被退回的
    包裹): its agent did the relative clause's act, not the verb after the noun."""
    de = next((m for m in range(k + 2, min(k + 5, len(before))) if before[m] == "的"), -1)
    return de > 0 and de + 1 < len(before) and _tag(before[de - 1])[:1] not in ("n", "r")


_FIRST_PERSON = frozenset({"我", "我们", "我司", "我方", "本", "咱们"})  # 由我中心: ours, whatever noun follows


def _heads_compound(before: list[str], k: int) -> bool:
    """Whether the word at ``k`` (系统) only modifies a Chinese noun right after it (被系统风控撤回: the risk control
    did it, not the agent's system)."""
    nxt = before[k + 1] if k + 1 < len(before) else ""
    return (
        before[k] not in _FIRST_PERSON
        and "\u4e00" <= nxt[:1] <= "\u9fff"
        and (_tag(nxt).startswith("n") or _tag(nxt) == "")
        and _verb_of(nxt) is None
    )


def _progressive(before: list[str], k: int) -> bool:
    """Whether 在 at ``k`` marks the verb after it as going on (在联系, 正在处理), not a place (在群里, 在系统里改了):
    a verb follows it and no 了/过, time (在处理的时候) or 已 closes that verb before the one read."""
    verb = before[k + 1]
    return (_tag(verb) in ("v", "vn") or verb in lx.ZH_VERBS) and not any(
        w in ("了", "过", "完", "好", "时", "时候") or w in _BREAKS or w in lx.ZH_PERFECT or w[-1:] in _LOCATIVES
        for w in before[k + 2 :]
    )  # (在值班群里发了通知, 在交接表上登记了: a place that ends in 里/上)


def _awaited(word: str) -> bool:
    """Whether a waiting verb's object ``word`` is someone who is to act (等他回复, 等房东确认, 等对方付款)."""
    return word in ("她们",) or _person(word)


def _then_after(words: list[str], i: int, perfect: bool) -> bool:
    """A verb whose 了 is followed by 再/才 (or 就 without 已 before it) heads a sequence still to come: 确认了再告诉
    您, 收到货了才退款, 改好了就发给您 ("once … then"); not 已经改好了，再次感谢 (a comma ends the act) nor 已经退了就不用
    再操作了). 完 closes the first step as 了 does (发完再跟您确认), and the agent may name itself before the next
    (确认了我就约, 改完我再发给您), then 马上/立刻 is its 就 (时间定了我马上发)."""
    after = [w for w in words[i + 1 : i + 6] if w.strip()]
    done = next((m for m, w in enumerate(after[:3]) if w == "了"), -1)
    if done < 0 and (words[i].endswith("完") or after[:1] == ["完"]):
        done = 0 if after[:1] == ["完"] else -1
    elif done < 0 or any(_verb_of(w) is not None or w in _BREAKS for w in after[:done]):
        return False  # (确认完了: a complement may stand before 了)
    nxt = after[done + 1 : done + 3]
    named = nxt[:1] in (["我"], ["我们"])
    nxt = nxt[1:2] if named else nxt[:1]
    soon = named and nxt[:1] != [] and nxt[0].startswith(("马上", "立刻", "立即"))  # 定了我马上发 (jieba: 马上发)
    return nxt in (["再"], ["才"], ["再说"]) or ((nxt == ["就"] or soon) and not perfect)


#: Machines of the lexicon's others: their own act when they act on something (服务器返回了 550 错误), what was
#: done to them when 已 + a verb has no object (服务器已扩容, 网关已重启).
_MACHINES = frozenset({"服务器", "网关"})


def _told_reached(words: list[str], k: int, i: int) -> bool:
    """Whether the person at ``k`` before a verb of telling at ``i`` is the one told (三位客户都通知到了, 商家已经联系到了,
    两位家长均已通知): the verb has no object and either reaches its person (到) or 都/均 counts the people before
    it. Not 客户已经通知我们了 (an object: the customer told), nor 客户已经通知了 (who told whom is not said)."""
    verb = words[i][:2] if words[i].endswith("到") else words[i]
    ahead = itertools.takewhile(lambda w: w not in _BREAKS, words[i + 1 :])
    if verb not in _TELLS or any(w.strip() and w not in _ASPECT and w not in lx.ZH_RESULT for w in ahead):
        return False  # 快递员已经联系到您了, 商家都通知了我们: someone told
    reached = words[i].endswith("到") or words[i + 1 : i + 2] == ["到"]
    by_channel = any(  # 客户已通过企业微信告知: the channel it went by is the agent's, the person the one told
        w in ("通过", "用") and any(x in _CHANNEL_WORDS or lx.ZH_NOUNS.get(x) in _CHANNELS for x in words[m + 1 : i])
        for m, w in enumerate(words[k + 1 : i], k + 1)
    )
    return reached or by_channel or any(w in _ALL for w in words[k + 1 : i])


def _acts_on(words: list[str], k: int, i: int) -> bool:
    """The subject at ``k`` acts on something with the verb at ``i``: an object after it (a person too: 联系到您了), or a
    把/将/给 phrase between them (快递员已经把包裹送到了); not 快递员已改派 (the courier is what was reassigned)."""
    if any(w in _ACTS_FOR for w in words[k + 1 : i]):
        return True
    return _object_after(words, i) or any(_person(w) for w in words[i + 1 : i + 4])


def _object_after(words: list[str], i: int) -> bool:
    """Whether the verb at ``i`` has an object in its clause: a noun, a number or a Latin word after it."""
    for w in words[i + 1 :]:
        if w in _BREAKS:
            return False
        if _tag(w)[:1] in ("n", "m") or (w.isascii() and w.isalnum()):
            return True
    return False


_CAUSATIVES = frozenset({"让", "叫", "请"})
#: Verbs of arranging a person (安排, 派): with that person before it and no object after it, the person was arranged.
_ARRANGES = frozenset({"安排", "派", "指派"})
_WORKERS = ("师傅", "师", "员", "工", "小哥")  # 维修师傅, 工程师, 技术员, 安装工, 快递小哥: people sent to do a job
#: What the reader is asked to watch for (请留意到账短信): the verb after it is to come.
_WATCH = frozenset({"留意", "注意", "关注", "留心", "等候", "静候"})


def _causer(before: list[str]) -> int:
    """Where a causative the agent said it used opens (我已经让仓库补发了, 已经叫快递上门取走了), else -1: the
    agent, or 已 governing it, comes before 让/叫/请 and nobody else does."""
    for k, w in enumerate(before):
        if w in _CAUSATIVES and k > 0:
            ahead = before[:k]
            if any(x in ("我", "我们") or x in lx.ZH_PERFECT for x in ahead) and not any(
                x in lx.ZH_OTHERS or _other(ahead, m) for m, x in enumerate(ahead)
            ):
                return k
    return -1


def _cleft(words: list[str], k: int, i: int) -> bool:
    """是 at ``k`` singles out a noun as the doer of the verb at ``i`` (是拣货环节漏了, 是仓库那边发错了; not 是我发的,
    是昨天发的, nor 是…的 at all: 是在 3 月开通的 is history, read by its own rule)."""
    between = words[k + 1 : i]
    return (
        "的" not in words[i + 1 : i + 3]
        and any(_tag(w).startswith("n") and w not in lx.ZH_SELF and w not in lx.ZH_NOUNS for w in between)
        and not any(_verbal(w) or w in lx.ZH_SELF or w in _MOVERS for w in between)
    )


def _cleft_doer(words: list[str], k: int, i: int) -> bool:
    """是…的 that names someone else as the doer of the verb at ``i`` (是应用商店扣的, 是您上周五自己交的): a noun or
    a pronoun of others between 是 and the verb, no preposition before it (是在 3 月开通的, 是用顺丰寄的: when, how) and no word
    of the agent's (是我手动打给对方的). 是昨天发的 names no doer and stays the agent's."""
    between = [w for w in words[k + 1 : i] if w.strip()]
    doer = next(
        (
            n
            for n, w in enumerate(between)
            if (_tag(w).startswith("n") and w not in lx.ZH_NOUNS) or w in _OTHER_PRONOUNS
        ),
        None,
    )
    return (
        words[i + 1 : i + 2] == ["的"]
        and doer is not None
        and not any(_tag(w) == "p" for w in between[:doer])  # a place or a means after the doer is theirs
        and not any((w in lx.ZH_SELF and not _owned_system(between, n)) or w in _MOVERS for n, w in enumerate(between))
    )


def _owned_system(words: list[str], n: int) -> bool:
    """系统 at ``n`` after a word naming whose it is (HR 系统, 药房系统, 银行系统): someone else's system, not the agent."""
    return words[n] == "系统" and n > 0 and (words[n - 1].isascii() or _tag(words[n - 1]).startswith("n"))


def _cleft_state(words: list[str], k: int, i: int) -> bool:
    """是…的 around the verb at ``i`` that tells a state or nobody's act: 目前/现在/仍然 right before 是 (自动续费目前是
    关闭的: how it is now), or 自动 between 是 and the verb (是系统每月自动续费扣的: a machine's run, no one's act)."""
    if words[i + 1 : i + 2] != ["的"] or any(
        (w in lx.ZH_SELF and w != "系统") or w in _MOVERS for w in words[k + 1 : i]
    ):
        return False
    return (k > 0 and words[k - 1] in _NOW) or "自动" in words[k + 1 : i]


#: Words of how things stand now: 是…的 after them describes a state.
_NOW = frozenset({"目前", "现在", "当前", "仍然", "仍", "依然", "还是", "一直", "暂时"})


def _in_topic(before: list[str], k: int) -> bool:
    """The word at ``k`` is inside a phrase ending in 的 that the agent's own subject (我, 我们) follows: a
    topic described before the clause proper (未到账的订单我已经…; not 我没有把发票的金额改掉)."""
    de = next((m for m in range(k + 1, len(before)) if before[m] == "的"), -1)
    return de > 0 and any(w in lx.ZH_SELF for w in before[de + 1 :])


def _timed_relative(before: list[str], k: int) -> bool:
    """The time word at ``k`` opens a relative clause whose verb has its own 了 (明天上午约了 B 超的患者, 昨天下了单的客户):
    a 的 closes it before a noun or a count, and no 把/将 or agent stands between; the time dates that clause's act."""
    de = next((m for m in range(k + 1, min(k + 12, len(before))) if before[m] == "的"), -1)
    inner = before[k + 1 : de]
    head = next((w for w in before[de + 1 :] if w.strip()), "") if de > 0 else ""
    return (
        de > 0
        and "了" in inner
        and any(_verb_of(x) is not None or _tag(x) == "v" for x in inner[: inner.index("了")])
        and not any(x in _MOVERS or x in lx.ZH_SELF or x in _BREAKS for x in inner)
        and (_tag(head).startswith(("n", "m")) or head[:1].isdigit() or head in lx.ZH_NOUNS)
    )


def _glued_privative(before: list[str], k: int) -> bool:
    """无 at ``k`` opens a noun compound that jieba cut (无|门槛|券, 无|理由|退货单): "without X" describes the noun
    after it, no negation of an act (not 无法, 没有: those are words of their own)."""
    return (
        before[k] == "无"
        and k + 2 < len(before)
        and _tag(before[k + 1]).startswith("n")
        and _verb_of(before[k + 1]) is None
        and (_tag(before[k + 2]).startswith("n") or before[k + 2] in lx.ZH_NOUNS)
    )


def _relative(before: list[str], k: int) -> bool:
    """The negation at ``k`` is inside a relative clause: a verb and 的 close it before a noun, with no 把/将
    or agent between (90 天没登录的账号清掉了: the accounts are what was not logged into; not 我没把已经发的邮件撤回)."""
    de = next((m for m in range(k + 1, len(before)) if before[m] == "的"), -1)
    glued = before[k] not in lx.ZH_NEGATION and len(before[k]) > 1  # 没付的那笔款: the verb in the negation's word
    head = next((m for m in range(de + 1, len(before)) if before[m].strip()), len(before))  # (没在用的 Canva 席位)
    return (
        (de > k + 1 or (de == k + 1 and glued))
        and head < len(before)
        and (_tag(before[de - 1]).startswith(("v", "p")) or _verb_of(before[de - 1]) is not None)  # (在用: p)
        and (
            _tag(before[head]).startswith("n")
            or before[head] in ("那", "这")
            or _number_at(before, head)  # 未缴费的 5 户: a counted noun
            or (before[head].isascii() and before[head][:1].isupper())  # a product named in Latin letters
            or "".join(before[head : head + 2]).endswith(("人", "员"))  # 未确认的参会|人: people jieba splits
        )
        and not any(w in _MOVERS or w in lx.ZH_SELF for w in before[k:de])
    )


def _not_modal(before: list[str], k: int) -> bool:
    """请查收 is a courtesy; 要求 a noun; 将 after 已 or before an object is 把 (已将套餐改为…), not "will"."""
    w, nxt = before[k], before[k + 1] if k + 1 < len(before) else ""
    if nxt == "的":
        return True  # 您要的报表: a relative clause, not "will"
    if w == "会" and k > 0 and before[k - 1] == "的":
        return True  # 和客户的会改到周一了: 的会 is a meeting, not "will"
    de = next((m for m in range(k + 1, min(k + 8, len(before))) if before[m] == "的"), -1)
    if (
        de > k + 1
        and de + 1 < len(before)
        and _tag(w) == "t"
        and (de <= k + 3 or all(_tag(x) in ("t", "m", "q", "") or not x.strip() for x in before[k + 1 : de]))
        and not any(_verb_of(x) is not None or _tag(x) == "v" for x in before[k + 1 : de])
    ):
        return True  # 下周团建的大巴订好了: the time describes the noun after 的, not when the act comes
    if _tag(w) == "t" and _timed_relative(before, k):
        return True  # 给明天上午约了 B 超的 26 位患者都发了提醒: the time is the relative clause's, done already
    if w == "待" and nxt not in lx.ZH_SELF | {"您", "你"}:
        perfect = next((m for m in range(k + 1, len(before)) if before[m] in lx.ZH_PERFECT), -1)
        if perfect > k + 2 and _tag(before[perfect - 1]).startswith("n"):
            return True  # 12 张待付发票已全部付清, 待发货订单已经发出: "pending" names the noun 已 then predicates
    if w in ("计划", "方案") and k > 0 and _tag(before[k - 1]) in ("n", "vn", "nz") and nxt not in lx.ZH_VERBS:
        return True  # FBA 发货计划建好了: a plan as a noun, the thing made (not 我们计划下周发)
    if w in ("计划", "方案", "会") and (nxt in lx.ZH_PERFECT or nxt[:1] == "已" or nxt in ("都", "均", "也")):
        return True  # 「黑五再营销」计划已暂停, 复盘会已取消: 已 right after it makes it a noun (a modal takes no 已)
    if w == "请" and nxt in ("放心", "查收", "注意", "知悉", "留意"):
        return True
    if w == "要" and nxt == "求":
        return True
    if w == "将":
        return (k > 0 and before[k - 1] in lx.ZH_PERFECT) or not (nxt in lx.ZH_VERBS or nxt in ("会", "于", "在", "要"))
    return False


def _object_of_preposition(words: list[str], k: int) -> bool:
    """Whether ``words[k]`` ends the object of a preposition before it (和您的经理, 给 5 位新同事, 给 5 位未确认的参会人):
    a preposition within twelve words (给明天上午约了 B 超的 26 位患者), and no verb between them that a 的 after it does not turn into a modifier."""
    near = [m for m in range(max(0, k - 24), k) if words[m].strip()][-12:]  # (spaces around Latin and numbers: none)
    at = next((m for m in reversed(near) if words[m] in _PREPOSITIONS), None)
    if at is None:
        return False
    verbs = [
        m
        for m in range(at + 1, k)
        if (_tag(words[m]).startswith("v") or _verb_of(words[m]) is not None)
        and m + 1 != k
        and words[m + 1] not in ("人", "员", "者")
    ]  # (快递|小哥, 参会|人: a word right before the noun of people is part of it)
    return not verbs or "的" in words[verbs[-1] + 1 : k]


#: Words that restate the person before them (学生本人, 客户自己): what follows them is still that person's.
_APPOSITIVES = frozenset({"本人", "自己", "本身"})
_CLOSING_QUOTES = frozenset({"」", "』", "”", "》"})


def _is_subject(words: list[str], k: int, i: int) -> bool:
    """Whether ``words[k]`` (someone other than the agent) is the subject of the verb at ``i``: nothing
    between them but adverbs, times and 已 (客户已付款, 财务上周已经给供应商付了) — no 的 and no other verb."""
    if _object_of_preposition(words, k):
        return False  # 已和您的经理确认, 给 5 位未确认的参会人各发了: the object of a preposition
    if k > 1 and words[k - 2] in lx.ZH_PERFECT and words[k + 1 : k + 2] in (["并"], ["并且"]):
        return False  # 已指派司机并通知收货人: the object of the act 已 governs; 并 goes on with the agent's acts
    at = k + 1
    while at < i and (words[at] in _APPOSITIVES or (_tag(words[at]) == "t" and _tag(words[at + 1]) == "n")):
        at += 1  # 学生本人手机号, 贵公司本月手续费: the person's own thing, a time between them
    after = words[at] if at < len(words) else ""
    if at < i and after in _CLOSING_QUOTES:
        return False  # 「资深后端工程师」职缺已上架: a quoted title names a thing, no doer
    if (
        at < i  # 密码是同事重置的: right before the verb (jieba tags 重置 a noun) it is the subject
        and _tag(after) == "n"
        and after not in lx.ZH_OTHERS | lx.ZH_SELF
        and not (any(c in after for c in "周天日月年早晚午点号") and not after.endswith("号"))  # (手机号: a thing)
    ):
        return False  # 管理员权限, 客户邮箱: a noun it modifies (not 供应商系统, not 经理上周五)
    counted = at + 1 < i and _tag(after) in ("m", "mq") and _tag(words[at + 1]) == "n"
    if counted and words[k] in ("您", "你") and words[at + 1] not in lx.ZH_OTHERS | lx.ZH_SELF:
        return False  # 您两张卡都冻结了: the reader's things counted, as 您的两张卡 (客户两笔订单都付了: theirs)
    between = words[k + 1 : i]
    if "|" in between:
        return False  # | 李同学 | 周六 10:30 | 已约 |: a cell of its own, not the subject of the next cell's act
    for marker in ("把", "将", "对", "并", "并且", "通过", "用", "为", "替"):
        if (
            marker in between
        ):  # (取件码他通过短信发给您了: the channel after 通过 is the means, no verb of theirs)  # 财务部上周已经把这笔钱退给您了, 配送站已对该配送员进行了处理: the object's phrase;
            between = between[: between.index(marker)]  # 卖家已经发货并上传了凭证: 并 joins a second verb of theirs
            # (航空公司已经为本次取消航班的所有旅客统一安排了酒店: whom 为 names, with a verb in its relative clause)
            if marker in ("并", "并且"):
                verb = next((n for n, w in enumerate(between) if _verb_of(w) is not None or _tag(w) == "v"), None)
                between = between[:verb]  # what stands before the first verb, whose subject is the second's too
    if any(w in lx.ZH_SELF and w != "系统" for w in between):
        return False  # 面试官那边我已经提醒过了: the agent is the subject, the other the topic (供应商系统: theirs)
    return not any(
        w == "的"
        or (w in _NOUN_BEFORE and between[n + 1 : n + 2] not in _TIME_UNITS)  # 您这个月已经取消过: a time, no thing
        or (_verb_of(w) is not None and w not in ("完成", "进行"))
        for n, w in enumerate(between)
    )  # (维修人员已完成修复: 完成 carries the act after it, whose subject they are)


#: Units of time a demonstrative before them makes a time phrase (这个月, 那天, 这周), not a thing it points at.
_TIME_UNITS = tuple(
    [w]
    for w in ("月", "周", "星期", "礼拜", "天", "年", "季度", "会儿", "段时间", "几天", "两天", "阵子", "早上", "晚上")
)


def _sends_for(words: list[str], i: int) -> bool:
    """Whether the verb at ``i`` takes a worker as its object, so a role before it is who was sent or booked, not
    who acted (骑手已改派, 上门安装师傅已经派单了; 师傅已经约好了, not 同事已经订好了会议室: a booking with an object)."""
    verb = _verb_of(words[i])
    if "派" in words[i][:2]:
        return True
    ahead = list(itertools.takewhile(lambda w: w not in _BREAKS, words[i + 1 :]))
    ahead = [w for n, w in enumerate(ahead) if not _time_word(ahead, n)]  # 师傅已经给您约好了明天下午2点: when
    return verb is not None and verb[1] == lx.BOOK and not any(_tag(w)[:1] in ("n", "s", "m") for w in ahead)
