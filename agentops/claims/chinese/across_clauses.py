"""Across clauses: what the clauses around a hit in its sentence say about it.

A clause that goes on from the one before (a series opened by 已, a condition's consequence, an offer or a
plan, someone else's report or act), one that says the act before it failed or tells why, a hedge the agent
told or overruled, a state told as a result (您的日限额现在是 3 万元), a look of the agent's and nothing more, and
the acts of a list each channel or recipient counts.
"""

from __future__ import annotations

import re

from agentops.claims import lexicon as lx
from agentops.claims.chinese.counts import _approximately, _quantity
from agentops.claims.chinese.noun_phrases import _conjuncts
from agentops.claims.chinese.segmenting import _HOW_BACK, _SIDES, ZhHit, _tag, _verb_of
from agentops.claims.chinese.words import (
    _ANOTHER_ACT,
    _ASPECT,
    _CHANNEL_WORDS,
    _CHANNELS,
    _CONDITIONS,
    _CONTINUERS,
    _DOUBTED,
    _EACH,
    _MODAL_ADJACENT,
    _MOVERS,
    _RECORDS,
    _SUMS,
    _UNDOING,
    _machine,
    _money,
    _sum_named,
    _verbal,
    perfect_by_agent,
)


def _words_of(subs: list[list[tuple[str, int, int]]], hit: ZhHit) -> list[str]:
    """The words of the clause that holds ``hit``."""
    return next(([w for w, _, _ in sub] for sub in subs if sub[0][1] <= hit.start < sub[-1][2]), [])


#: What a table cell says of an act not done yet (银行处理中，暂未到账; 待审核; ⏳).
_PENDING_CELL = re.compile(r"处理中|进行中|审核中|排队|暂未|尚未|还未|未到|待|没有|没到|⏳|❌")


def _row_label_dropped(text: str, hits: list[ZhHit]) -> list[ZhHit]:
    """A table row's first cell names its item when a later cell tells the item still pending (| 退款到账 | 银行处理中，
    暂未到账 |: 退款到账 is the row's label, its state is the next cell's): its claims are dropped."""
    bars = [m for m, c in enumerate(text) if c == "|"]
    if len(bars) < 3:
        return hits
    first, second = bars[0], bars[1]
    if not _PENDING_CELL.search(text[second:]):
        return hits
    return [h for h in hits if not first < h.start < second]


def _joined_acts(sub: list[tuple[str, int, int]], before: ZhHit, hit: ZhHit) -> bool:
    """A second act of the kind of one before it in the clause is its own when 并/同时/然后 joins them and a word of
    one of them stands between, an object or a recipient (已停用卡片并对四笔交易发起争议, 已给张三发邮件并给李四发邮件:
    two acts, each to be backed), or the verbs are of other kinds and only the thing's noun gave them one (报销已审批并打款:
    an approval and a payment); two verbs of a kind on one object (已取消并删除了该订单) tell one act."""
    between = [w for w, st, _ in sub if before.end <= st < hit.start and w.strip()]
    if not any(w in _CONTINUERS for w in between):
        return False
    own = lx.ZH_VERBS.get(before.lemma), lx.ZH_VERBS.get(hit.lemma)
    return (None not in own and own[0] != own[1]) or any(
        w not in _CONTINUERS and w not in lx.ZH_PERFECT and w not in lx.ZH_RESULT and w not in _ASPECT for w in between
    )


#: Verbs that put a thing somewhere (放在共享盘里, 存到网盘): where an act just told left it.
_PLACING = frozenset({"放", "放在", "放到", "存", "存在", "存到", "存放", "放置"})
#: Verbs that take an amount off a sum paid or refunded (扣除, 扣了, 减去, 抵扣).
_DEDUCTING = ("扣", "减", "抵扣")
#: Verbs of adjusting in general (调好了, 改好了, 弄好了, 安排好了): what they changed may be told after them.
_ADJUSTING = frozenset({"调", "调整", "改", "弄", "安排", "处理", "搞", "跑", "运行", "执行"})


def _entry_side(text: str, hit: ZhHit) -> bool:
    """借 or 贷 in a unit that names both: the debit and credit sides of a journal entry (借 管理费用 / 贷 银行存款), no
    borrowing or lending."""
    return hit.lemma in ("借", "贷") and "借" in text and "贷" in text


#: Verbs of a thing going somewhere (进了垃圾箱, 跑到垃圾邮件里, 掉进): it went there itself, unless someone put it.
_DRIFTS = frozenset({"进", "掉进", "跑到"})


def _moved_by_itself(sub: list[tuple[str, int, int]], hit: ZhHit) -> bool:
    """Whether a verb of going somewhere tells where a thing went by itself (上次那封进了垃圾箱): no 已 before it and
    no agent (货已经进仓了, 我把它挪进去了 stay acts)."""
    after = [w for w, st, _ in sub if st > hit.start]
    if hit.lemma not in _DRIFTS and not (hit.lemma == "跑" and after[:1] == ["到"]):
        return False
    before = [w for w, st, _ in sub if st < hit.start]
    return not any(w in lx.ZH_PERFECT or w == "把" for w in before) and not perfect_by_agent(before, len(before))


def _status_steps(sub: list[tuple[str, int, int]]) -> bool:
    """Whether the clause shows a status's steps, an arrow between its values (订单状态：已发货 → 已签收): the
    history read off the record, not acts told, unless it names the agent's (已为您取消 → 已退款)."""
    said = [w for w, _, _ in sub]
    return _ARROWS.search("".join(said)) is not None and not perfect_by_agent(said, len(said))


_ARROWS = re.compile("\u2192|->|\u21d2|=>|\u27a1")


_SELF_SIDES = frozenset({"这边", "这里", "这儿"})


def _self_too(before: list[tuple[str, int, int]], sub: list[tuple[str, int, int]]) -> bool:
    """The agent's own clause with 也 after a clause told in the perfect (医生已经开好处方了，我这边也帮您把药配好、
    放在前台): 也 says the agent did so too, so the perfect before governs it (not 我也会…: a modal of its own)."""
    words = [w for w, _, _ in sub if w.strip()]
    k = 2 if words[1:2] and words[1] in _SELF_SIDES else 1
    if not words or words[0] not in lx.ZH_SELF or words[k : k + 1] != ["也"]:
        return False
    if any(w in lx.ZH_PERFECT or w in lx.ZH_NEGATION or (w in lx.ZH_MODAL and w not in _MODAL_ADJACENT) for w in words):
        return False
    return any(w in lx.ZH_PERFECT for w, _, _ in before)


def _money_back_too(before: list[tuple[str, int, int]], sub: list[tuple[str, int, int]]) -> int:
    """A clause that names a sum and its return and nothing more (…已经取消，189 元原路退回; 订单已取消，款项全额退还),
    after a clause told in the perfect that denies nothing: the refund is told done with it, as 已 says of both (not
    款项将原路退回, 预计 3 天内退回: still to come). The index in ``sub`` where the return's words start, or 0."""
    if any(not w.strip() for w, _, _ in sub):
        return 0
    words = [w for w, _, _ in sub]
    k = 0
    while k < len(words) and (words[k][-1:].isdigit() or words[k] in _SUMS or _money(words[k])):
        k += 1
    if not k or k == len(words) or not any(_money(w) or w in _SUMS for w in words[:k] if not w[-1:].isdigit()):
        return 0
    start = k
    while k < len(words) and words[k] in _HOW_BACK:
        k += 1
    if k == len(words) or lx.ZH_VERBS.get(words[k]) != lx.REFUND or any(w not in ("了", "啦") for w in words[k + 1 :]):
        return 0
    prev = [w for w, _, _ in before if w.strip()]
    told = any(w in lx.ZH_PERFECT or w[:1] == "已" for w in prev) and not any(
        w in lx.ZH_NEGATION or w.startswith(("未", "没")) or w in lx.ZH_MODAL for w in prev
    )
    return start if told else 0


def _series_goes_on(before: list[tuple[str, int, int]], sub: list[tuple[str, int, int]]) -> bool:
    """A clause with no subject that goes on with the series 已 opened in the clause before (已将您反映的情况整理成书面
    材料，抄送信访办; 已按您的要求，将还款账户变更为建设银行): it opens with a verb of the lexicon or with 将/把, holds no
    已, modal or negation of its own, and the clause before opened with 已 (after the agent or 您好) and denies nothing."""
    prev = [w for w, _, _ in before if w.strip() and w not in lx.ZH_SELF and w not in ("这边", "您好", "你好")]
    if not prev or prev[0] not in lx.ZH_PERFECT:
        return False  # (most clauses: their words are not needed)
    words = [w for w, _, _ in sub if w.strip()]
    if not words:
        return False
    if any(w in lx.ZH_NEGATION or w.startswith(("未", "没")) or (w in lx.ZH_MODAL and w != "将") for w in prev + words):
        return False
    if "将" in words[1:]:
        return False  # 退费将原路返回: the future (将 opening the clause marks its object: 将账户变更为…)
    if words[0] == "将" and (len(words) < 2 or words[1] in ("于", "在", "会", "要") or _tag(words[1]) in ("t", "m")):
        return False  # 将于明天到账: the future, not the object marker
    opens = words[0] in ("将", "把") or (
        lx.ZH_VERBS.get(words[0]) is not None and _tag(words[0]) != "n" and not _approximately(words, 0)
    )  # (已为您退还押金，约 1–3 个工作日到账: 约 before a number is "about", no act the series goes on with)
    return opens and not any(w in lx.ZH_PERFECT for w in words)


def _each_goes_on(before: list[tuple[str, int, int]], sub: list[tuple[str, int, int]]) -> int:
    """Where the verb of a clause opened by 每人/每位/各 stands when the clause before told a done act (给 5 位客户发了
    致歉短信，每人附赠 10 元券): what each of them got with it, done too; 0 when not so (no 了/已 before, a modal or a
    negation in either, or an 已 of its own)."""
    words = [w for w, _, _ in sub]
    first = next((k for k, w in enumerate(words) if w.strip()), -1)
    if first < 0 or words[first] not in _EACH:
        return 0
    prev = [w for w, _, _ in before if w.strip()]
    if not any(w in lx.ZH_PERFECT or w == "了" for w in prev):
        return 0
    if any(w in lx.ZH_NEGATION or w.startswith(("未", "没")) or w in lx.ZH_MODAL for w in prev + words):
        return 0
    if any(w in lx.ZH_PERFECT for w in words):
        return 0
    at = next((k for k in range(first + 1, len(words)) if _verb_of(words[k]) is not None or _tag(words[k]) == "v"), 0)
    return at if at and all(_tag(w)[:1] in ("n", "r", "m", "q") or not w.strip() for w in words[first + 1 : at]) else 0


def _asks_for(before: list[tuple[str, int, int]], sub: list[tuple[str, int, int]]) -> bool:
    """Whether ``sub`` tells what the request the clause before ends on asks for: that clause closes on 申请 (its
    citation blanked after it) and ``sub`` has no 已/了/过 of its own nor the agent (…复印申请，邮寄到您登记的地址)."""
    prev = [w for w, _, _ in before if w.strip()]
    words = [w for w, st, end in sub if w.strip() and end > st]  # (not the 已 the series before lent it)
    return prev[-1:] in (["申请"], ["申请单"]) and not any(
        w in lx.ZH_PERFECT or w in ("了", "过", "啦") or w in lx.ZH_SELF for w in words
    )


def _payment_failed(sub: list[tuple[str, int, int]]) -> bool:
    """A clause that says a payment failed (转账失败了, 付款没成功)."""
    words = [w for w, _, _ in sub]
    return any(lx.ZH_VERBS.get(w) == lx.PAY for w in words) and any(
        w.startswith(("失败", "没成功", "未成功")) for w in words
    )


#: A failure told with its negation cut off by the segmenter (没有|成功, 没|成功, 不|成功).
_FAILED_SPLIT = frozenset({"没有成功", "没成功", "未成功", "不成功", "没能成功"})


def _after_failure(before: list[tuple[str, int, int]], sub: list[tuple[str, int, int]]) -> bool:
    """A clause right after one that ends in a failure (失败, 没成功) tells why, unless the agent acts again in it
    (失败了，我已经重新提交, 没成功，已帮您改用…)."""
    said = [w for w, _, _ in before if w.strip() and w not in ("了", "啦")]
    words = [w for w, _, _ in sub]
    return (
        bool(said)
        and (said[-1] in ("失败", "没成功", "未成功") or "".join(said[-2:]) in _FAILED_SPLIT)  # 没有|成功: cut in two
        and not any(
            w in lx.ZH_SELF or w in _MOVERS or w.startswith(("重新", "改用", "再")) or "成功" in w for w in words
        )
    )


def _details(sub: list[tuple[str, int, int]], found: list[ZhHit], last: list[ZhHit]) -> bool:
    """A clause that only says where the act before it put its thing (…导出来了，放在共享盘里了) or, after an
    adjustment in general (课表调好了), what it changed (实验课挪到周五了): the same act, told in detail. Not
    when the clause adds an act (也, 还, 另外) or names its own doer."""
    words = [w for w, _, _ in sub]
    if not last or any(w in _ANOTHER_ACT or w in lx.ZH_SELF or w in _MOVERS for w in words):
        return False
    placed = all(h.lemma in _PLACING for h in found)
    if (
        words
        and _tag(words[0]).startswith("n")
        and not any(w in lx.ZH_PERFECT or w == "了" for w in words)  # 电脑已回收: an act of its own
        and all(h.kind == lx.CHANGE and h.lemma not in lx.ZH_VERBS for h in found)
    ):
        return True  # 节点已经被我摘掉了，流量切到其他节点: what followed from it, told with a verb the lexicon lacks
    adjusted = any(h.lemma in _ADJUSTING for h in last) and all(h.kind in (lx.CHANGE, lx.UPDATE) for h in found)
    deducted = (
        any(h.kind in (lx.REFUND, lx.PAY) for h in last)
        and all(h.lemma.startswith(_DEDUCTING) for h in found)
        and _sum_named(words)
    )  # 押金 3,000 元已退回，扣除了 200 元的钥匙遗失费: what the refund kept back, its arithmetic
    return placed or adjusted or deducted


def _goes_on_with(sub: list[tuple[str, int, int]], found: list[ZhHit]) -> bool:
    """A clause after someone else's that goes on with their act even with 把/将 (并把签好的表格寄回给我们了), or tells
    its result (所以您的打印任务已经完成了: a generic "done"); not one acting for the reader (并给您发了, 为您) or naming the agent."""
    words = [w for w, _, _ in sub if w.strip()]
    words = words[1:] if words[:1] == ["已"] else words  # the 已 a clause after 已 takes over (see ``find``)
    verb = next((n for n, w in enumerate(words) if _verbal(w)), len(words))
    if not words or any(w in lx.ZH_SELF or w in ("帮", "帮您", "给您", "为您", "替您") for w in words[:verb]):
        return False  # (寄回给我们: the agent is whom it went to, after the verb)
    if words[0] in ("并", "并且", "随后", "然后", "又"):
        return words[1:2] != ["给"]
    return words[0] in ("所以", "因此", "于是") and all(h.kind == lx.COMPLETE for h in found)


def _failed_before(sub: list[tuple[str, int, int]]) -> bool:
    """A clause that tells a call or a send failed (邮件发送失败, 接口报错了)."""
    said = "".join(w for w, _, _ in sub)  # one look at the clause; a word holds one only if the clause does
    failures = [f for f in ("失败", "报错", "出错", "超时", "未成功", "没成功") if f in said]
    return bool(failures) and any(f in w for w, _, _ in sub for f in failures)


def _carries_on(sub: list[tuple[str, int, int]]) -> bool:
    """A clause with no subject of its own that goes on from the one before: it opens with 已/已经/也/都 or a
    time, and names neither the agent nor whom the agent acts for (帮您, 给您, 把)."""
    words = [w for w, _, _ in sub if w.strip()]
    return (
        bool(words)
        and (words[0] in lx.ZH_PERFECT or words[0] in _GOES_ON or _tag(words[0]) == "t")
        and not any(w in lx.ZH_SELF or w in _MOVERS for w in words)
    )


_GOES_ON = frozenset({"也", "都", "均", "又", "随后", "然后", "并"})


def _asked_goes_on(before: list[tuple[str, int, int]], sub: list[tuple[str, int, int]]) -> bool:
    """A clause after one that asks the reader (请…, 麻烦您…) goes on asking when it has no 已/了/过 and no one of
    its own as subject (请带上病历，提前到窗口报到); not 请放心，已经帮您退了 (放心 reassures, asks nothing)."""
    first = [w for w, _, _ in before if w.strip()][:2]
    asking = first[:1] in (["请"], ["麻烦"], ["烦请"]) and first[1:2] not in (["放心"], ["知悉"])
    words = [w for w, _, _ in sub if w.strip()]
    return (
        asking
        and not any(w in lx.ZH_PERFECT or w in ("了", "过", "啦") or w[:1] == "已" for w in words)
        and not any(w in lx.ZH_SELF or w in _MOVERS for w in words)
    )


def _condition_goes_on(before: list[tuple[str, int, int]], sub: list[tuple[str, int, int]]) -> bool:
    """A clause after one that opens a condition (等您…, 如果…, 一旦…) is its consequence, still to come, when 再/就/
    才 lead to its verb and it has no 已 (等您把钥匙寄回来，我再帮您把退租办了; not 等了两天，我已经帮您退了)."""
    first = [w for w, _, _ in before if w.strip()][:2]
    words = [w for w, _, _ in sub if w.strip()]
    return (
        first[:1] in ([w] for w in _OPENS_CONDITION)
        and first[1:2] not in (["了"], ["过"])
        and any(w in ("再", "就", "才") for w in words[:4])
        and not any(w in lx.ZH_PERFECT or w[:1] == "已" for w in words)
    )


_IF = frozenset({"如果", "若", "假如", "要是", "只要", "一旦", "万一", "倘若", "如若"})


def _consequent(subs: list[list[tuple[str, int, int]]], n: int) -> bool:
    """A later clause of a sentence that opens with a condition (如果…，…告诉我…，我提前帮您配好; 您确认的话，…，我来调好)
    with no 了, 过 or 已 of its own: what the agent will do if it holds, still to come (如果…，我已经… stays an act)."""
    if not n:
        return False
    opens = next((w for w, _, _ in subs[0] if w.strip()), "") in _IF
    if not (opens or any(sub[-1][0].endswith("的话") for sub in subs[:n])):
        return False
    return not any(w in ("了", "过", "啦") or w in lx.ZH_PERFECT or w[:1] == "已" for w, _, _ in subs[n])


_ONCE_DONE = frozenset({"后", "之后", "以后"})
_THEN_DONE = frozenset({"再", "就", "才"})
_NEXT_STEPS = frozenset({"然后", "再", "并", "并且", "接着", "随后", "同时"})


def _plan_goes_on(before: list[tuple[str, int, int]], sub: list[tuple[str, int, int]]) -> bool:
    """A clause opened by 然后/再/接着 after one that tells what the agent will do once something has happened (您缴费后
    我再报班，然后把课表发给您): the next step of that plan, still to come, when it has no 已 of its own."""
    said = [w for w, _, _ in before if w.strip()]
    words = [w for w, _, _ in sub if w.strip()]
    once = next((k for k, w in enumerate(said) if w in _ONCE_DONE), -1)
    return (
        once > 0
        and any(w in _THEN_DONE for w in said[once + 1 :])
        and words[:1] in ([w] for w in _NEXT_STEPS)
        and not any(w in lx.ZH_PERFECT or w[:1] == "已" for w in words)
    )


_OFFERING = frozenset({"可以", "能", "可", "会", "将", "要", "准备", "打算", "愿意"})


def _offer_goes_on(before: list[tuple[str, int, int]], sub: list[tuple[str, int, int]]) -> bool:
    """A clause with no subject of its own after one where the agent offers or will do something (我可以为您申请换货，
    换成 L 码; 我们会帮您改签，并把新行程发给您): more of the offer, still to come, when neither says 已, 了 or 过."""
    said = [w for w, _, _ in before if w.strip()]
    words = [w for w, _, _ in sub if w.strip()]
    offered = any(
        w in _OFFERING and (k == 0 or said[k - 1] in lx.ZH_SELF or said[k - 1] in _SIDES) for k, w in enumerate(said)
    )
    undone = not any(w in ("了", "过", "啦") or w in lx.ZH_PERFECT or w[:1] == "已" for w in said + words)
    opens = bool(words) and (
        words[0] in _NEXT_STEPS or words[0] in _CONTINUERS or _verbal(words[0]) or words[0] in ("把", "将")
    )
    return offered and undone and opens


#: Words that open a condition or a time still to come.
_OPENS_CONDITION = frozenset({"等", "等到", "待", "如果", "若", "一旦", "假如", "要是", "只要"})


def _counted_before(
    before: list[tuple[str, int, int]], sub: list[tuple[str, int, int]], found: list[ZhHit]
) -> list[ZhHit]:
    """A clause opened by 都/均/全部 counts the things the clause before it counted (机票改签 3 单，均已完成; 两个旧
    账号，都删了): its acts are as many as they (the count is read over both clauses)."""
    words = [w for w, _, _ in before] + [w for w, _, _ in sub]
    return [
        h if h.quantity > 1 else ZhHit(h.start, h.end, h.lemma, h.kind, _quantity(words, h.kind, len(before)))
        for h in found
    ]


def _failed(sub: list[tuple[str, int, int]], kinds: frozenset[str]) -> bool:
    """A clause that says the act before it (of ``kinds``) failed (发了两次，都失败了; 邮件发了，但发送失败了; not
    但健康检查失败: that failure has its own subject, nor 跑完了，但上传到 OSS 失败了: another act's)."""
    said = "".join(w for w, _, _ in sub)
    at = min((said.find(f) for f in _FAILED if f in said), default=-1)
    if at < 0:
        return False
    before = [w for w, s, _ in sub if s - sub[0][1] < at]
    other_act = any(v is not None and v[1] not in kinds for v in map(_verb_of, before))
    return not other_act and not any(_tag(w).startswith("n") or w in lx.ZH_NOUNS for w in before)


def _looks(sub: list[tuple[str, int, int]]) -> bool:
    """A clause of the agent's own look and nothing else: a verb of reading with its aspect (我查了一下, 帮您
    核实过了, 查了物流, 查询后)."""
    words = [w for w, _, _ in sub if w.strip()]
    return any(
        (
            w in lx.ZH_NON_ACTS
            and w not in lx.ZH_REPORTING
            and (words[k + 1 : k + 2] in (["了"], ["过"], ["一下"], ["后"]) or words[k - 1 : k] == ["经"])
        )
        or (w in _RECORDS and words[k + 1 : k + 2] != ["的"] and k > 0 and _machine(words[k - 1]))
        for k, w in enumerate(words)
    )  # (经核实，…: a look as well; 系统显示是您爱人缴的: what a record shows, read by the agent)


def _found_by_look(sub: list[tuple[str, int, int]], hit: ZhHit, listed: bool = False) -> bool:
    """After the agent's look, an act with no agent named before it (我, 帮, 给, 把 …) that is dated (昨天,
    12 月 2 日) or a state reached (到账, 送达) is what the look found, not what the agent did (我查了一下，
    您的退款昨天下午已经到账了; not 我查了一下，确实多扣了，已经帮您退回了); after a look that a colon closes
    (``listed``), so is a clause that opens with 已 (我查了您的保单：车损险保额 ¥120,000，已投保不计免赔)."""
    before = [w for w, s, _ in sub if s < hit.start]
    if any(w in lx.ZH_SELF or w in _MOVERS for w in before):
        return False
    return (
        hit.lemma in lx.ZH_RESULTATIVE
        or (listed and next((w for w, _, _ in sub if w.strip()), "") in lx.ZH_PERFECT)
        or any(
            _tag(w) == "t"
            or w in ("确实", "的确", "果然")  # 确实多扣了一次: the look confirmed a fact
            or (w in ("月", "日", "号") and any(x[-1:].isdigit() for x in before[max(0, k - 2) : k]))
            for k, w in enumerate(before)
        )
    )


def _state_told(sub: list[tuple[str, int, int]]) -> list[ZhHit]:
    """A result told as the state it left (您的日限额现在是 3 万元, 订单现在是已取消状态): a thing's setting 现在 + 是/为 + an
    amount of money or a 已 + verb + 状态 is the act that set it (an update, or that verb's kind). Not a tally where it
    stands (余额现在是 200 元), a measure (延迟现在是 0.3s), a state found (目前, 仍, a record shown) nor a state
    with no act in it (现在是关闭状态)."""
    words = [w for w, _, _ in sub]
    for k in range(1, len(words) - 2):
        if words[k] != "现在" or words[k + 1] not in ("是", "为", "变成", "变为"):
            continue
        before = words[:k]
        if any(w in _STILL or w in lx.ZH_NEGATION or w in _RECORDS or w.endswith(_TALLIES) for w in before):
            return []
        value = [w for w in words[k + 2 : k + 6] if w.strip()]
        money = len(value) > 1 and value[0][:1].isdigit() and value[1] in _MONEY_UNITS
        done = value[:1] and value[0][:1] == "已" and any(w.endswith("状态") for w in value)
        verb = _verb_of(value[0][1:]) if done else None
        if money or (done and verb is not None):
            kind = verb[1] if verb is not None and verb[1] != lx.CHANGE else lx.UPDATE
            return [ZhHit(sub[k][1], sub[min(len(sub) - 1, k + 3)][2], "变更", kind, 1)]
    return []


#: What a booking gives the reader to hold (号, 座位, 床位, 名额): 您…有号了 tells the booking done.
_HELD_PLACES = frozenset({"号", "位置", "座位", "床位", "名额", "房", "房间", "票", "车位", "号源"})


def _held_now(sub: list[tuple[str, int, int]]) -> list[ZhHit]:
    """A booking told by what the reader now holds (您下周三上午在神经内科有号了, 你明天的车有座位了): 您/你 before 有,
    a place held right after it and 了 closing it, no negation, hedge or condition (not 周三还有号, 有号了再约, 您看有号了吗)."""
    words = [w for w, _, _ in sub if w.strip()]
    if "有" not in words:
        return _yours_now(sub)
    k = words.index("有")
    if (
        words[k + 1 : k + 2]
        and words[k + 1] in _HELD_PLACES
        and words[k + 2 : k + 3] in (["了"], ["啦"])
        and any(w in ("您", "你") for w in words[:k])
        and not any(
            w in lx.ZH_NEGATION or (w in lx.ZH_MODAL and w != "在") or w in _CONDITIONS or w in ("还", "再", "就")
            for w in words
        )  # (在神经内科: a place)
    ):
        at = next(m for m, (w, _, _) in enumerate(sub) if w == "有")
        return [ZhHit(sub[at][1], sub[at + 2][2], "有号", lx.BOOK, 1)]
    return []


def _yours_now(sub: list[tuple[str, int, int]]) -> list[ZhHit]:
    """A booking told as the place now being the reader's (下周二上午的号现在是您的了, 这个名额已经是你的了): a place held
    (号, 名额, 座位 …) as the subject, 现在/已经 + 是 + 您的/你的 + 了, no negation, hedge or condition."""
    words = [w for w, _, _ in sub if w.strip()]
    at = next(
        (
            k
            for k, w in enumerate(words)
            if w == "是" and words[k + 1 : k + 4] in (["您", "的", "了"], ["你", "的", "了"])
        ),
        -1,
    )
    if (
        at < 2
        or words[at - 1] not in ("现在", "已经", "已", "就")
        or not any(w in _HELD_PLACES or w.endswith(("号", "名额")) for w in words[: at - 1])
        or any(w in lx.ZH_NEGATION or w in lx.ZH_MODAL or w in _CONDITIONS for w in words)
    ):
        return []
    k = next(m for m, (w, _, _) in enumerate(sub) if w == "是")
    return [ZhHit(sub[k][1], sub[k][2], "是您的", lx.BOOK, 1)]


#: Words of a state that was there already or still is (目前, 仍然): what a look found, no act told.
_STILL = frozenset({"目前", "仍", "仍然", "还是", "依然", "一直", "当前"})
#: A tally where it stands (余额, 欠款): what it is now is no setting changed.
_TALLIES = ("余额", "欠款", "欠费", "库存", "积分", "剩余", "排名", "进度")
_MONEY_UNITS = frozenset({"元", "万", "万元", "块", "美元", "港币", "港元"})


def _tag_follows(subs: list[list[tuple[str, int, int]]], n: int) -> bool:
    """Whether the question's last clause, right after this one, is a tag asking for consent (…我帮您撤掉重新改签，可以吗？):
    the clause before it is the act proposed, not done."""
    if not subs.has(n + 1) or subs.has(n + 2):
        return False
    return "".join(w for w, _, _ in subs[n + 1] if w.strip() and w not in ("？", "?")) in _CONSENT_TAGS


#: Tags that ask for the reader's consent to what the clause before proposes.
_CONSENT_TAGS = frozenset(
    {"可以吗", "可以么", "好吗", "好么", "行吗", "行么", "可以不", "行不行", "好不好", "可不可以"}
)
_CONSENT_TAGS |= frozenset({"您看可以吗", "您看行吗", "您看好吗", "同意吗", "您同意吗", "方便吗", "要不要", "需要吗"})


def _alternative_follows(subs: list[list[tuple[str, int, int]]], n: int) -> bool:
    """Whether a later clause of the question opens with 还是 (是改派到萧山站，还是直接送到新仓？): the clauses before it
    are the first choice of an alternative question, asked too."""
    return any(next((w for w, _, _ in s if w.strip()), "") == "还是" for s in subs[n + 1 :])


#: A result, receipt or status that has not come back (还没返回结果, 尚未回传送达结果, 扣款结果还没返回, rollout 状态一直没
#: 返回), or an outcome the agent says it cannot confirm (暂时不能确认是否成功, 没法确认新 pod 全部就绪): the act told before it in the sentence is an attempt whose
#: result is open, not a claim that it happened.
_OUTCOME_UNKNOWN = re.compile(
    r"(?:还没|还未|尚未|没有|没|未)(?:有)?(?:返回|回传|回复|反馈|给出|拿到|收到)[^，。；]{0,6}(?:结果|回执|号|确认|状态)"
    r"|(?:结果|回执|确认|状态)(?:一直|迟迟|仍然|仍|还)?(?:还没|还未|尚未|没有|没|未)(?:有)?(?:返回|回传|出来|回来|反馈)"
    r"|(?:不能|无法|没法|不敢|不好)(?:确认|确定)[^，。；]{0,8}?(?:是否|有没有)?(?:成功|到账|缴清|送达|生效|就绪|完成)"
    r"|(?:不确定|不清楚|不知道|说不准)[^，。；]{0,8}?(?:是否|有没有)"
)
#: The system undoing, after a contrast, the act told before it (但平台又自动撤回了, 但系统随后自动恢复了, 但系统退回了):
#: the act is reported with its reversal, an attempt that did not hold; nor is the undoing the agent's act.
_UNDONE = re.compile(
    r"^(?:但|但是|不过|可是|只是)[^，。；]{0,8}?(?:自动|系统|平台)[^，。；]{0,6}?"  # (但仓库系统随后把修改回滚了)
    r"(?:撤回|撤销|恢复|还原|回滚|退回|驳回|打回|拒绝)"
)
#: The same undoing in a later clause of a sentence a contrast already turned (…做了，但因为服务连不上，Vault 自动回滚到了旧
#: 版本): only verbs that reverse a change (not 退回 or 恢复, which money and services do by themselves).
_UNDONE_LATER = re.compile(r"(?:自动|系统|平台)[^，。；]{0,6}?(?:撤回|撤销|还原|回滚|驳回|打回)")


#: A contrast saying the request is still being handled (但目前还在处理中, 但还在 IT 审批队列里, 不过仍在审核).
_STILL_PENDING = re.compile(
    r"^(?:但|但是|不过|可是|只是)[^，。；]{0,6}?(?:还在|仍在|正在|尚在|还处于|仍处于)[^，。；]{0,10}?"
    r"(?:处理|审批|审核|排队|队列|受理|流程)"
    # without a contrast: a state still in progress (Argo 还在 Progressing, 工单还在排队)
    r"|^[^，。；]{0,12}?(?:还在|仍在|尚在|还处于|仍处于)[^，。；]{0,4}?(?:处理|审批|审核|排队|队列|受理|[A-Za-z]+ing\b|"
    r"[Pp]ending)"
)
#: Verbs that hand a request in: the act is done when it is handed in, and its outcome is the request's.
_SUBMITTING = frozenset({"提交", "递交", "申请", "发起"})


def _submitted(text: str, hit: ZhHit) -> bool:
    """Whether a claim tells a request handed in: its verb is one of submitting, or one comes right before it (已发起
    同步, 提交审批: the act asked for, not done)."""
    return hit.lemma in _SUBMITTING or text[max(0, hit.start - 2) : hit.start] in _SUBMITTING


def _still_pending(sub: list[tuple[str, int, int]]) -> bool:
    """A clause after a submission that says the request is still in process: with the pending call cited, the
    reply tells the request went in and is not done yet, no claim that it was carried out."""
    return _STILL_PENDING.search("".join(w for w, _, _ in sub if w.strip())) is not None


def _outcome_unknown(sub: list[tuple[str, int, int]]) -> bool:
    return _OUTCOME_UNKNOWN.search("".join(w for w, _, _ in sub)) is not None


def _undone(sub: list[tuple[str, int, int]], turned: bool) -> bool:
    """The clause tells the system undoing the act before it (``_UNDONE``; ``turned``: a clause before it in the unit
    opened with a contrast, ``_UNDONE_LATER``)."""
    said = "".join(w for w, _, _ in sub if w.strip())
    return _UNDONE.search(said) is not None or (turned and _UNDONE_LATER.search(said) is not None)


#: Hedges of expectation: what the agent expects its act to have done (应该已经帮您报上名了, 短信估计已经发出去了).
_EXPECTING = frozenset({"应该", "应", "可能", "也许", "或许", "大概", "估计", "好像", "似乎", "看起来", "看来", "貌似"})


def _own_hedge_told(sub: list[tuple[str, int, int]], text: str) -> list[tuple[str, int, int]]:
    """``sub`` without its 应该 when 已经 and the agent's act for the reader follow it and 了 closes it (应该已经帮您约好
    看房了, 我应该已经给您发过去了): the agent cannot merely suppose what its own calls did, so it tells the act done —
    unless the reply goes on to doubt it (``_DOUBTED``: …，不过我还要确认一下). (Not 退款应该已经到账了: the bank's part, expected.)"""
    words = [w for w, _, _ in sub if w.strip()]
    if "应该" not in words:
        return sub
    k = words.index("应该")
    if (
        words[k + 1 : k + 2] not in (["已"], ["已经"])
        or words[k + 2 : k + 3] not in (["帮"], ["给"], ["为"], ["替"])
        or words[k + 3 : k + 4] not in (["您"], ["你"])
        or "了" not in words[k + 4 :]
        or _DOUBTED.search(text, sub[-1][2]) is not None
    ):
        return sub
    return [t for t in sub if t[0] != "应该"]


def _hedge_overruled(sub: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """``sub`` (a clause of a unit that cites calls and says no doubt of them, ``_DOUBTED``) without its hedge
    of expectation when a result told done follows it: 应该/估计/好像 then 已/已经 (after 应该 also 是) and a closing 了 (应该已经帮您报上名了
    [evt:a]; 不过退款应该是成功了). Citing the call for it, the agent presents the result as its call's, and the reply
    is judged on it: an unconfirmed call is flagged."""
    words = [w for w, _, _ in sub if w.strip()]
    k = next((j for j, w in enumerate(words) if w in _EXPECTING), -1)
    told = (["已"], ["已经"], ["是"]) if k >= 0 and words[k] == "应该" else (["已"], ["已经"])  # (可能是…了: a cause)
    if k < 0 or words[k + 1 : k + 2] not in told or words[-1] != "了":
        return sub
    return [t for t in sub if t[0] != words[k]]


def _why_not(sub: list[tuple[str, int, int]], after: list[tuple[str, int, int]], found: list[ZhHit]) -> bool:
    """A state told with no doer right before a clause that says an act cannot be done (已发货，无法取消; 包裹已经
    揽收了，没法再改地址; 商品已下架，暂时无法购买): the state of the thing, the reason, not the agent's act. Not money
    or a removal (已退款，…; 数据已经删掉了，…), nor before an undoing (…，无法恢复: how final the act told is)."""
    said = [w for w, _, _ in after if w.strip()]
    if said[:1] in (["所以"], ["因此"], ["因而"], ["于是"], ["故"]):
        said = said[1:]  # 已经发货了，所以没法直接取消: the reason told as one
    if said[:1] in (["暂时"], ["暂"], ["目前"], ["现在"], ["也"], ["就"]):
        said = said[1:]
    return (
        bool(said)
        and said[0] in _CANNOT
        and not any(w.startswith(_UNDOING) or w in ("找回", "复原") for w in said[1:4])  # 已删掉了，无法恢复: the act
        and all(h.kind not in (lx.REFUND, lx.PAY, lx.DELETE) for h in found)
        and not any(w in lx.ZH_SELF or w in _MOVERS or w in ("帮您", "为您", "给您") or w == "成功" for w, _, _ in sub)
    )  # (副卡冻结成功，目前无法消费: 成功 tells an act's outcome, what it stops is its effect)


_CANNOT = frozenset(
    {"无法", "不能", "没法", "没办法", "不可以", "不支持", "不好", "已无法", "已经无法", "不能再", "没法再"}
)


def _listed_done(sub: list[tuple[str, int, int]], found: list[ZhHit]) -> list[ZhHit]:
    """A generic done (搞定, 完成, 办好) right after a list of acts joined by 和, 、 or + (退货+退款+优惠券 全部搞定, 改签、
    退票和补偿都办好了) sums them up: one act each, so as many calls as the list is long. The count goes to the done or,
    when the clause's first act is read inside the list (改签、…都办好了: 改签), to that one claim, less the items the
    done's claims of other kinds carry."""
    done = next(
        (k for k, (w, _, _) in enumerate(sub) if (v := _verb_of(w)) is not None and v[1] == lx.COMPLETE and k), -1
    )
    if done < 0:
        return found
    parts = _conjuncts([w for w, _, _ in sub[:done] if w.strip()])
    if (
        len(parts) < 2
        or not all(parts)
        or not all(
            len(part) <= 3
            and any(
                w in lx.ZH_VERBS or w in lx.ZH_NOUNS or _tag(w) in ("v", "vn") or _verb_of(w) is not None for w in part
            )
            for part in parts
        )
    ):
        return found
    end = sub[done][2]
    first = next((n for n, h in enumerate(found) if h.start < end), -1)
    if first < 0:
        return found
    h = found[first]
    # the done already told once per kind of its items (退款与通知都已完成: a refund and a send) leaves the first the rest
    count = len(parts) - sum(1 for other in found[first + 1 :] if (other.start, other.end) == (h.start, h.end))
    if h.quantity >= count:
        return found
    return [*found[:first], ZhHit(h.start, h.end, h.lemma, h.kind, count), *found[first + 1 :]]


def _channels_each(sub: list[tuple[str, int, int]]) -> int:
    """How many channels a clause lists before 各 or 都 (短信和企业微信各一份, 通过邮件、短信都发了): each carried the send,
    one send a channel; 0 when it lists fewer than two."""
    words = [w for w, _, _ in sub if w.strip()]
    at = next((k for k, w in enumerate(words) if w in ("各", "各自", "都", "分别")), -1)
    if at < 2:
        return 0
    listed = words[:at]
    channels = {w for w in listed if w in _CHANNEL_WORDS or lx.ZH_NOUNS.get(w) in _CHANNELS}
    joined = any(w in ("和", "、", "及", "以及", "与", "跟", "加") for w in listed)
    return len(channels) if joined and len(channels) > 1 else 0


_JOINERS = frozenset({"和", "、", "及", "以及", "与", "跟"})
_EACH_OF = frozenset({"分别", "各", "各自"})


def _recipients_each(sub: list[tuple[str, int, int]]) -> int:
    """How many people a clause sends to, one send each, as 分别 or 各 says (已分别给您和隔壁 1102 发了通知, 给您和您爱人
    各发了一条): the ones joined after 给/向 before the verb; 0 when fewer than two."""
    words = [w for w, _, _ in sub if w.strip()]
    if _EACH_OF.isdisjoint(words):
        return 0
    at = next((k for k, w in enumerate(words) if w in ("给", "向")), -1)
    if at < 0:
        return 0
    end = next(
        (k for k in range(at + 1, len(words)) if words[k] in _EACH_OF or _verb_of(words[k]) is not None), len(words)
    )
    listed = words[at + 1 : end]
    joins = sum(w in _JOINERS for w in listed)
    ends = listed[:1] + listed[-1:]
    return joins + 1 if joins and _JOINERS.isdisjoint(ends) else 0


def _by_channels(hit: ZhHit, each: int) -> ZhHit:
    """A send that went through ``each`` channels: that many sends, of no one channel."""
    if hit.kind not in _CHANNELS and hit.kind != lx.SEND:
        return hit
    return ZhHit(hit.start, hit.end, hit.lemma, lx.SEND, max(hit.quantity, each))


#: A clause that says the attempt before it failed (发了两次，都失败了).
_FAILED = ("失败", "没成功", "未成功", "被拒", "被退回", "退回来", "没发出去", "没有成功", "超时了", "报错了")
