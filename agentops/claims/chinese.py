"""Chinese: assertions of completed action, read from aspect and result complements.

The clause is segmented with jieba (its dictionary keeps 了解, 通过, 完善, 好像 whole, so their 了/过/完/好
are not read as aspect markers). A verb (``lexicon.ZH_VERBS``, longest prefix of a segment, e.g.
发送给 → 发送) is a completed action when

* 已/已经/都已/均已 stands anywhere before it in its clause ("发票已通过邮件发送", "已为您办理退款",
  "已向供应商付款"),
* an aspect marker or result complement follows it (了, 过, 完, 好, 完毕, 成功, 到, 出, 掉: "发好了",
  "清理完毕", "下单成功", "都处理完了", "邮件发出去了"), or 了 ends its clause ("邮件我发给您了"),
* it is complete in itself (完成, 搞定, 送达, 到账, 发出, …), or stands in 是…的 ("是昨天发的").

It is not a claim when, before it in its clause, a negation (没, 未, 尚未, 无法, …), a modal, plan,
condition or hedge (会, 将, 需要, 如果, 一旦, 应该, 好像, …) governs it; when 失败 / 不了 follows it;
when a subordinate marker follows it (完成后, 发送时, 付款的话); when it modifies a noun (已发送的邮件,
更新后的发票); when someone else is its subject or agent (客户已付款, 已由财务团队支付); in questions
(吗, 是否, 有没有), reports (客户说已付款) and quotes.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from functools import lru_cache

from agentops.claims import lexicon as lx

_CONTRAST = frozenset(
    {"但", "但是", "不过", "可是", "然而", "却", "因为", "所以", "并且", "同时", "另外", "此外", "然后", "接着", "而且"}
)
_SUFFIXES = (
    "来",
    "去",
    "正常",
    "生效",
    "",
    "给",
    "到",
    "出",
    "出去",
    "好",
    "完",
    "了",
    "过",
    "掉",
    "成",
    "回",
    "至",
    "完毕",
    "成功",
    "妥",
    "出来",
    "上",
)
_RESULT_IN_TOKEN = ("了", "过", "完", "好", "掉", "出", "到", "成", "妥", "完毕", "成功", "出去", "出来")
_SUBORDINATE_AFTER = frozenset({"后", "之后", "以后", "时", "的话", "前", "之前", "以前", "时候", "中", "当中"})
_QUESTION_END = frozenset({"吗", "么", "呢", "没", "没有", "否"})
_PREPOSITIONS = frozenset(
    {
        "为",
        "给",
        "向",
        "跟",
        "和",
        "与",
        "帮",
        "替",
        "对",
        "让",
        "通知",
        "联系",
        "把",
        "将",
        "从",
        "在",
        "到",
        "往",
        "于",
        "自",
        "同",
        "按",
        "按照",
        "根据",
        "依",
        "照",
    }
)
_ATTRIBUTIVE = frozenset({"的"})
_STATIVE_BEFORE = frozenset({"已", "已经"})
_MODAL_ADJACENT = frozenset({"在", "正在", "等"})
_lock = threading.Lock()


@dataclass(frozen=True, slots=True)
class ZhHit:
    start: int  # offsets in the text given to :func:`find`
    end: int
    lemma: str
    kind: str
    quantity: int


def _jieba():  # type: ignore[no-untyped-def]
    import jieba

    with _lock:
        if not jieba.dt.initialized:
            jieba.setLogLevel(logging.WARNING)
            jieba.initialize()
            for word in (*lx.ZH_VERBS, *lx.ZH_RESULTATIVE, *lx.ZH_NOUNS):
                if len(word) > 1:
                    jieba.add_word(word, freq=max(jieba.dt.FREQ.get(word, 0), 20_000))
    return jieba


@lru_cache(maxsize=4096)
def segment(text: str) -> tuple[tuple[str, int, int], ...]:
    """jieba's words of ``text`` with offsets (HMM off: dictionary words only, deterministic); a word that
    glues 已/已经 to a verb (已登记) is cut in two so the marker and the verb are read apart."""
    out: list[tuple[str, int, int]] = []
    for word, start, end in _jieba().tokenize(text, HMM=False):
        for marker in ("已经", "已"):
            if word.startswith(marker) and len(word) > len(marker) and word not in _KEEP_WHOLE | lx.ZH_PERFECT:
                cut = start + len(marker)
                out.append((marker, start, cut))
                word, start = word[len(marker) :], cut
                break
        out.append((word, start, end))
    return tuple(out)


_KEEP_WHOLE = frozenset({"已知", "已往", "已然", "已久", "已婚", "已故", "已于"})


def _verb_of(word: str, extra: dict[str, str]) -> tuple[str, str, str] | None:
    """(verb, kind, rest) when ``word`` is a verb of the lexicon, optionally with a complement glued on."""
    for size in range(min(4, len(word)), 0, -1):
        head = word[:size]
        kind = extra.get(head) or lx.ZH_VERBS.get(head)
        if kind is None:
            continue
        rest = word[size:]
        if rest in _SUFFIXES or (size >= 2 and rest in lx.ZH_RESULT) or rest[:1] in ("给", "至", "为", "成"):
            return head, kind, rest
        if size == 1:
            continue
        return None
    return None


@lru_cache(maxsize=4096)
def find(text: str, *, question: bool = False, quoted: frozenset[int] = frozenset()) -> tuple[ZhHit, ...]:
    """Claims in ``text`` (one unit); ``quoted`` holds offsets of characters inside quotes; ``question``:
    the unit ends with a question mark (its last clause asks). Cached, so a reply that repeats one
    sentence thousands of times costs one reading of it."""
    words = segment(text)
    subs = _sub_clauses(words)
    hits: list[ZhHit] = []
    for n, sub in enumerate(subs):
        if n + 1 < len(subs) and any(f in "".join(w for w, _, _ in subs[n + 1]) for f in _FAILED):
            continue  # 发了两次，都失败了
        if _is_question(sub) or (question and n == len(subs) - 1):
            opener = next((k for k, (w, _, _) in enumerate(sub) if w in _ASK_OPENERS), 0)
            if not opener:
                continue
            sub = sub[:opener]  # 付款成功 | 还有什么可以帮您的吗
        kinds: set[str] = set()
        for hit in _in_sub_clause(sub, {}, quoted):
            if hit.kind not in kinds:
                kinds.add(hit.kind)
                hits.append(hit)
    return tuple(hits)


def _is_question(sub: list[tuple[str, int, int]]) -> bool:
    content = [w for w, _, _ in sub if w.strip()]
    if not content:
        return False
    return content[-1] in _QUESTION_END or any(w in _ASKING for w in content)


_ASKING = frozenset({"是否", "有没有", "能否", "可否", "了没", "多少", "吗"})
_BREAKS = frozenset("，,；;。！!？?")


def _sub_clauses(words: tuple[tuple[str, int, int], ...]) -> list[list[tuple[str, int, int]]]:
    """Clauses of a unit: cut at commas, semicolons, sentence ends, blanks (a citation, an emoji) and
    contrast words (但是, 不过, …); a colon does not cut ("退款：已完成" keeps its label)."""
    out: list[list[tuple[str, int, int]]] = [[]]
    for w in words:
        if w[0] in _CONTRAST or w[0] in _BREAKS or not w[0].strip():
            if out[-1]:
                out.append([])
            if w[0] in _CONTRAST:
                out[-1].append(w)
            continue
        out[-1].append(w)
    return [s for s in out if s]


def _in_sub_clause(sub: list[tuple[str, int, int]], extra: dict[str, str], quoted: frozenset[int]) -> list[ZhHit]:
    hits: list[ZhHit] = []
    words = [w for w, _, _ in sub]
    n = len(words)
    verbs = [(i, _verb_of(w, extra) or _split_verb(words, i)) for i, w in enumerate(words)]
    verbs = [(i, v) for i, v in verbs if v is not None]
    last_verb = verbs[-1][0] if verbs else -1
    used_until = -1
    for i, (verb, kind, rest) in verbs:
        word = words[i]
        if i <= used_until or sub[i][1] in quoted:
            continue
        if i + 1 < n and words[i + 1] not in lx.ZH_RESULT and _verb_of(words[i + 1], extra) is not None:
            continue  # 同步发送, 完成退款: the last verb of a series is the act
        if i > 0 and (
            words[i - 1] in _NOUN_BEFORE
            or (words[i - 1][-1:] in lx.ZH_MEASURES and words[i - 1][:1] in "这那一两三四五六七八九十几每该")
        ):
            continue  # 这笔报销: a noun
        j = i  # last token of the predicate (verb + complements)
        completed = any(rest.endswith(m) or rest.startswith(m) for m in _RESULT_IN_TOKEN if rest)
        while j + 1 < n and (words[j + 1] in lx.ZH_RESULT or words[j + 1] in ("去", "来", "给", "出来")):
            j += 1
            if words[j] in lx.ZH_RESULT:
                completed = True
        perfect = _perfect_before(words, i)
        resultative = verb in lx.ZH_RESULTATIVE or word in lx.ZH_RESULTATIVE
        clause_le = i == last_verb and (
            words[-1] == "了" or (n >= 2 and words[-1] in ("啦", "喽", "哦", "的") and words[-2] == "了")
        )
        shi_de = "是" in words[:i] and j + 1 < n and words[j + 1] == "的" and (j + 2 >= n)
        after = words[j + 1] if j + 1 < n else ""
        if after in ("失败", "不了", "不成功", "未成功", "不出去", "不到", "失效") or after == "不":
            continue
        if after in _SUBORDINATE_AFTER:
            continue
        if after in _ATTRIBUTIVE and j + 2 < n and not shi_de and words[j + 2] not in ("了", "啦"):
            continue  # 已发送的邮件
        if not (completed or perfect or resultative or clause_le or shi_de):
            continue
        if _blocked(words, i, perfect) or (verb in _RECEIVE and not _received(words, i)):
            continue
        if not (completed or perfect or resultative) and _hedged_after(words, i):
            continue  # 付款可能已经成功了: the hedge governs the 了 that made it complete
        used_until = j
        kind = _refine(words, i, verb, kind)
        first = i - 1 if i > 0 and words[i - 1] in lx.ZH_PERFECT else i  # the span shows 已发送, not 发送
        hits.append(ZhHit(sub[first][1], sub[j][2], verb, kind, _quantity(words)))
    return hits


_RECEIVE = frozenset({"收到", "接到", "拿到"})
#: Verbs whose act is named by the nouns around them (付款指令已提交 is a payment).
_GENERIC_VERBS = frozenset({"提交", "执行", "处理", "办理", "操作", "安排", "申请", "走完"})
_ACT_KINDS = frozenset({lx.EMAIL, lx.MESSAGE, lx.PAY, lx.REFUND, lx.ORDER, lx.BOOK, lx.SHIP})
#: Before a verb-like word, these make it a noun (这笔报销, 一个订单, 您的退款).
_NOUN_BEFORE = frozenset(
    {"这", "那", "该", "此", "这笔", "那笔", "一笔", "这个", "那个", "一个", "这张", "这份", "的", "本次", "这次"}
)
#: A clause that says the attempt before it failed (发了两次，都失败了).
_FAILED = ("失败", "没成功", "未成功", "被拒", "被退回", "退回来", "没发出去", "没有成功")
#: Words that open the question of a clause ("付款成功还有什么可以帮您的吗").
_ASK_OPENERS = frozenset({"还有", "请问", "需要", "有什么", "是否", "要不要", "您看", "可以吗", "有没有"})


def _received(words: list[str], i: int) -> bool:
    """客户已收到短信通知: a claim of what was received, unless the agent received it (我已收到您的邮件)."""
    if any(w in lx.ZH_SELF for w in words[:i]):
        return False
    return any(lx.ZH_NOUNS.get(w) for w in words[i + 1 : i + 5])


def _hedged_after(words: list[str], i: int) -> bool:
    return any(w in lx.ZH_MODAL or w in lx.ZH_NEGATION for w in words[i + 1 :])


def _split_verb(words: list[str], i: int) -> tuple[str, str, str] | None:
    """下了订单 / 下过单: 下单 with 了 or 过 inside it."""
    if words[i] == "下" and any(w in ("订单", "单") for w in words[i + 1 : i + 3]):
        return "下单", lx.ORDER, ""
    if words[i] == "提" and any(w.endswith("单") for w in words[i + 1 : i + 5]):
        return "提单", lx.CREATE, ""
    return None


def _perfect_before(words: list[str], i: int) -> bool:
    for k in range(i - 1, -1, -1):
        w = words[k]
        if w in lx.ZH_PERFECT or (len(w) > 1 and w[0] == "已" and w not in ("已知",)):
            return True
        if w in lx.ZH_NEGATION:
            return False
    return False


def _blocked(words: list[str], i: int, perfect: bool) -> bool:
    before = words[:i]
    for k, w in enumerate(before):
        if w in lx.ZH_NEGATION or (w.startswith("未") and w not in ("未来",)) or w.startswith("没"):
            return True
        if (
            w in lx.ZH_MODAL
            and w not in _MODAL_ADJACENT
            and w not in ("后", "之后", "以后")
            and not _not_modal(before, k)
        ):
            return True
        if w in lx.ZH_REPORTING:
            subject = before[k - 1] if k > 0 else ""
            if subject in lx.ZH_OTHERS or subject not in lx.ZH_SELF:
                return True
        if w in lx.ZH_BY and k + 1 < len(before) and before[k + 1] not in lx.ZH_SELF:
            return True
        if w in lx.ZH_OTHERS and _is_subject(words, k, i):
            return True
    return bool(i > 0 and before[-1] in _MODAL_ADJACENT)


def _not_modal(before: list[str], k: int) -> bool:
    """请查收 is a courtesy; 要求 a noun; 将 after 已 or before an object is 把 (已将套餐改为…), not "will"."""
    w, nxt = before[k], before[k + 1] if k + 1 < len(before) else ""
    if nxt == "的":
        return True  # 您要的报表: a relative clause, not "will"
    if w == "请" and nxt in ("放心", "查收", "注意", "知悉", "留意"):
        return True
    if w == "要" and nxt == "求":
        return True
    if w == "将":
        return (k > 0 and before[k - 1] in lx.ZH_PERFECT) or not (nxt in lx.ZH_VERBS or nxt in ("会", "于", "在", "要"))
    return False


def _is_subject(words: list[str], k: int, i: int) -> bool:
    """Whether ``words[k]`` (someone other than the agent) is the subject of the verb at ``i``: nothing
    between them but adverbs, times and 已 (客户已付款, 财务上周已经给供应商付了) — no 的 and no other verb."""
    if k > 0 and words[k - 1] in _PREPOSITIONS:
        return False
    between = words[k + 1 : i]
    return not any(w == "的" or w in _NOUN_BEFORE or _verb_of(w, {}) is not None for w in between)


def _refine(words: list[str], i: int, verb: str, kind: str) -> str:
    if kind == lx.ORDER and any(lx.ZH_NOUNS.get(w) == lx.BOOK for w in words):
        return lx.BOOK  # 会议室订上了: a booking, not a purchase
    if kind not in lx.GENERIC and verb not in _GENERIC_VERBS:
        return kind
    if kind not in lx.GENERIC:  # 提交, 办理: only the noun of an act names it (付款指令 yes, 报告 no)
        acts = [lx.ZH_NOUNS.get(w) or lx.ZH_VERBS.get(w) for w in words if w != verb]
        return next((a for a in acts if a in _ACT_KINDS), kind)
    order = sorted(range(len(words)), key=lambda k: (abs(k - i), k))
    for k in order:
        if k == i:
            continue
        noun_kind = lx.ZH_NOUNS.get(words[k]) or (lx.ZH_VERBS.get(words[k]) if words[k] != verb else None)
        if noun_kind is not None and words[k] not in lx.ZH_NOUNS and noun_kind not in _ACT_KINDS | {lx.DELETE}:
            continue  # another verb (更新一下) says nothing of what was done
        if noun_kind is None or noun_kind in lx.GENERIC:
            continue
        if kind == lx.SEND and noun_kind not in (lx.EMAIL, lx.MESSAGE, lx.REFUND, lx.SHIP):
            continue
        if kind == lx.COMPLETE and noun_kind in (lx.CREATE, lx.EXPORT):
            continue
        if kind == lx.COMPLETE and noun_kind in (lx.EMAIL, lx.MESSAGE):
            return noun_kind
        return noun_kind
    return kind


_COUNTING_MEASURES = frozenset({"封", "笔", "条", "单", "张", "份", "次"})


def _quantity(words: list[str]) -> int:
    """两封邮件, 3笔付款, 6条通知: a count of acts; 40个硒鼓 counts goods (one order), so 个/件/台 count only
    nouns of acts or records (三个工单)."""
    for k, w in enumerate(words):
        number = lx.ZH_NUMBERS.get(w[:1]) if w[:1] in lx.ZH_NUMBERS else (int(w) if w.isdigit() and len(w) <= 3 else 0)
        rest = w[1:] if w[:1] in lx.ZH_NUMBERS else ""
        measure = rest or (words[k + 1] if k + 1 < len(words) else "")
        if not number or not 1 < number <= 100 or measure[:1] not in lx.ZH_MEASURES:
            continue
        after = k + 1 if rest else k + 2
        tail = measure[1:] or (words[after] if after < len(words) else "")
        if measure[:1] in _COUNTING_MEASURES or lx.ZH_NOUNS.get(tail) or lx.ZH_NOUNS.get(tail[:2]):
            return number
    return 1
