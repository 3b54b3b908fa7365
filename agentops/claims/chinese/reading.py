"""Reading a text: ``find``, the entry point, cuts it into blocks, sentences and clauses and reads each.

``_Clauses`` segments a unit a block at a time (reading stops at the claim cap, so the segmenting does too);
``_sub_clauses`` cuts a sentence at its breaks (not inside an enumeration or a run of symbols) and a clause
that reaches ``MAX_CLAUSE_WORDS`` where it overflows; ``find`` reads each clause (cached) and keeps or drops
its hits by what the clauses around them say.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Any

from agentops.claims import lexicon as lx
from agentops.claims.chinese.across_clauses import (
    _after_failure,
    _alternative_follows,
    _asked_goes_on,
    _asks_for,
    _by_channels,
    _carries_on,
    _channels_each,
    _condition_goes_on,
    _consequent,
    _counted_before,
    _details,
    _each_goes_on,
    _entry_side,
    _failed,
    _failed_before,
    _found_by_look,
    _goes_on_with,
    _hedge_overruled,
    _held_now,
    _joined_acts,
    _listed_done,
    _looks,
    _money_back_too,
    _moved_by_itself,
    _offer_goes_on,
    _outcome_unknown,
    _own_hedge_told,
    _payment_failed,
    _plan_goes_on,
    _recipients_each,
    _row_label_dropped,
    _self_too,
    _series_goes_on,
    _state_told,
    _status_steps,
    _still_pending,
    _submitted,
    _tag_follows,
    _undone,
    _why_not,
    _words_of,
)
from agentops.claims.chinese.clause import _dated, _read_clause
from agentops.claims.chinese.counts import _one_send_aside
from agentops.claims.chinese.segmenting import ZhHit, segment
from agentops.claims.chinese.third_parties import (
    _agent_in,
    _automatic_clause,
    _by_another,
    _credits_another,
    _doer_aside,
    _other_subject,
    _reports,
    _speech_in,
    _their_words_go_on,
    _told_by,
)
from agentops.claims.chinese.words import (
    _ALL,
    _BREAKS,
    _CARRIER_ACTS,
    _CHANNELS,
    _CONJUNCTIONS,
    _CONTINUERS,
    _CONTRAST,
    _DOUBTED,
    _EACH,
    _MOVERS,
    _TALLY,
    _is_question,
    _verbal,
)

_STATIVE_BEFORE = frozenset({"已", "已经"})


@lru_cache(maxsize=4096)
def find(
    text: str,
    *,
    question: bool = False,
    quoted: frozenset[int] = frozenset(),
    limit: int = 1_000,
    cites: bool = False,
) -> tuple[ZhHit, ...]:
    """Claims in ``text`` (one unit); ``cites``: the unit cites events (blanked out of ``text``); ``quoted`` holds
    offsets of characters inside quotes; ``question``:
    the unit ends with a question mark (its last clause asks); reading stops after ``limit`` claims (the
    caller's cap: a reply past it is flagged as a whole). Cached, and so is each clause, so a reply that
    repeats one sentence thousands of times costs one reading of it."""
    subs = _Clauses(text)
    hits: list[ZhHit] = []
    looked = listed = False
    last: list[ZhHit] = []  # the claims of the clause before
    bounced = False  # a payment of this unit failed: money that comes back after it is returned, not refunded
    speech = False  # someone else's words are told in the clause before (银行回复说…): what follows may be theirs
    turned = False  # a clause so far opened with a contrast (…，但…)
    doubted = cites and _DOUBTED.search(text) is not None  # …，但系统还没返回结果，我不能确定: the hedge stands
    for n, sub in enumerate(subs):
        if (n and _reports(subs[n - 1])) or _told_by(sub):
            break  # 财务那边反馈，供应商的尾款已经付清了: the rest of the sentence is what they said
        if speech and _their_words_go_on(sub):
            continue  # 银行回复说汇款被退回了，钱已经原路退回到您的账户: still the bank's words
        speech = False
        undone = n and _undone(sub, turned)
        turned = turned or next((w for w, _, _ in sub if w.strip()), "") in _CONTRASTS
        if _outcome_unknown(sub) or undone:
            hits = [h for h in hits if h.lemma in _OUTCOMES_TOLD]  # 短信已提交，但运营商还没返回回执: an attempt
            if undone:
                continue  # 临时打烊我设了，但平台又自动撤回了: the system's undoing, no act of the agent
        if cites and n and _still_pending(sub):
            hits = [h for h in hits if not _submitted(text, h)]  # 退款申请已提交，但还在处理中 [evt]: told pending
        if cites and not doubted:
            sub = _hedge_overruled(sub)
        sub = _own_hedge_told(sub, text)
        asked = question and (not subs.has(n + 1) or _alternative_follows(subs, n) or _tag_follows(subs, n))
        if _is_question(sub) or asked:
            opener = next((k for k, (w, _, _) in enumerate(sub) if w in _ASK_OPENERS), 0)
            if not opener:
                continue
            sub = sub[:opener]  # 付款成功 | 还有什么可以帮您的吗
        if n and sub[0][0] in _ALTERNATIVES and not any(w in lx.ZH_PERFECT for w, _, _ in sub):
            continue  # 可以让候选人把域名加进白名单，或者改成用您自己的邮箱发: another option offered, nothing done
        if n and sub[0][0] in _CONTINUERS and any(w in lx.ZH_PERFECT for w, _, _ in subs[n - 1]):
            sub = [("已", sub[0][1], sub[0][1]), *sub]  # 已将投诉记录在案，并转交给质检部门: 已 governs both
        elif n and (_series_goes_on(subs[n - 1], sub) or _self_too(subs[n - 1], sub)):
            sub = [("已", sub[0][1], sub[0][1]), *sub]  # 已将材料整理成册，抄送信访办; 已按您的要求，将账户变更为…
        elif n and (at := _each_goes_on(subs[n - 1], sub)):
            sub = [*sub[:at], ("已", sub[at][1], sub[at][1]), *sub[at:]]  # 发了致歉短信，每人|已|附赠 10 元券
        elif n and (back := _money_back_too(subs[n - 1], sub)):
            sub = [*sub[:back], ("已", sub[back][1], sub[back][1]), *sub[back:]]  # 订单已取消，款项|已|原路退回
        found = _clause_hits(sub, quoted) or _state_told(sub) or _held_now(sub)
        if found and _status_steps(sub):
            found = []  # 订单状态：已发货 → 已签收: the values a status field shows, read, not acts
        if found:
            found = [h for h in found if not _entry_side(text, h) and not _moved_by_itself(sub, h)]
        if (
            found
            and n
            and (
                _asked_goes_on(subs[n - 1], sub)
                or _condition_goes_on(subs[n - 1], sub)
                or _consequent(subs, n)
                or _plan_goes_on(subs[n - 1], sub)
                or _offer_goes_on(subs[n - 1], sub)
            )
        ):
            found = []  # 请携带医保卡，提前到窗口报到; 等您把钥匙寄回来，我再帮您把退租办了: still asked, or still to come
        if found and n and _asks_for(subs[n - 1], sub):
            found = []  # 已为您提交了病历的复印申请，邮寄到您登记的地址: what the request asks for, still to be done
        if found and n and next((w for w, _, _ in sub if w.strip()), "") in (*_ALL, *_EACH):
            found = _counted_before(subs[n - 1], sub, found)  # 机票改签 3 单，均已完成: each of the three
        said = _speech_in(sub)
        if said is not None:
            speech = True
            found = [h for h in found if h.end <= said]  # 快递员说您家没人: the rest of the clause is theirs
        if (
            found
            and n
            and (_by_another(subs[n - 1]) or _other_subject(subs[n - 1]) or _credits_another(subs[n - 1]))
            and _carries_on(sub)
        ):
            found = []  # 工资由 HR 系统统一发放，已经在昨晚发出了: the clause goes on with the other's act
        elif (
            found
            and n
            and (_other_subject(subs[n - 1]) or _automatic_clause(subs[n - 1]))
            and _goes_on_with(sub, found)
        ):
            found = []  # 中介已经同意了申请，并把表格寄回给我们了; …，所以您的打印任务已经完成了: theirs, or their result
        if found and n and _failed_before(subs[n - 1]) and _other_subject(sub):
            found = [h for h in found if h.kind != lx.CHANGE]  # 邮件发送失败，对方邮箱已经停用: why it failed
        if found and n and _after_failure(subs[n - 1], sub):
            # | 拦截 | ❌ 失败，已出仓 |: why it failed, a state (goods gone out too); 发版失败了，已回滚: a known act or
            # a remedy stays
            found = [
                h
                for h in found
                if h.lemma not in _CARRIER_ACTS
                and h.kind != lx.SHIP  # 改地址没有成功——订单已经打包出库: where the goods are, why it failed
                and (h.lemma in lx.ZH_VERBS or h.lemma.startswith(_REMEDIES))
            ]
        if found and bounced and not any(w in lx.ZH_SELF or w in _MOVERS for w, _, _ in sub):
            found = [h for h in found if h.kind != lx.REFUND]  # 转账失败了，…，资金已退回您的账户: it bounced
        bounced = bounced or _payment_failed(sub)
        if found and subs.has(n + 1) and _why_not(sub, subs[n + 1], found):
            found = []  # 订单已发货，无法取消: the goods' state is why the next act cannot be done, not a shipment told
        if found and subs.has(n + 1) and subs[n + 1][0][0] == "其中" and any(w in _TALLY for w, _, _ in sub):
            found = []  # 本周共处理退款 12 笔，其中 11 笔已退款成功: the tally is told by its parts after 其中
        if found and cites:
            found = [h for h in found if not _history(sub, h)]  # 上周我们已为您办理过一次改签（订单备注里有记录 [evt]）
        if found and _credits_another(sub):
            found = []  # 是快递自己退的: the cleft names someone else
        if (
            found
            and subs.has(n + 1)
            and _credits_another(subs[n + 1])
            and not _agent_in([w for w, _, _ in sub])
            and not cites  # a cited event is still checked: a citation that backs nothing is worth a flag
        ):
            found = []  # 退税已退至您的银行卡，这是税务机关办理的: the clause after names who did it
        if found and n and _details(sub, found, last):
            found = []  # 成绩单导出来了，放在共享盘里了; 课表调好了，实验课挪到周五了: where it went, what it changed
        if found and any(w in _CONJUNCTIONS for w, _, _ in sub):
            found = _listed_done(sub, found)  # 退货+退款+优惠券 全部搞定: three acts summed up
        if (each := _channels_each(sub)) > 1:  # 短信和企业微信各一份: one send a channel
            if (
                found and len({h.kind for h in found if h.kind in _CHANNELS}) < 2
            ):  # (邮件和短信都发了: one each already)
                found = [_by_channels(h, each) for h in found]
            elif hits and hits[-1].kind in _CHANNELS | {lx.SEND}:
                hits[-1] = _by_channels(hits[-1], each)
        if found and (each := _recipients_each(sub)) > 1:  # 已分别给您和隔壁 1102 发了通知: one send each
            found = [_by_channels(h, each) if h.kind in _CHANNELS or h.kind == lx.SEND else h for h in found]
        last = found
        if found and (aside := _doer_aside(sub)) is not None:
            found = [hit for hit in found if hit.start >= aside]  # 已发 offer（HR 发的）: someone else's act
        said_all = "".join(w for w, _, _ in sub) if found else ""  # a word holds one only if the clause does
        if found and any(f in said_all for f in _TIMED_OUT) and any(f in w for w, _, _ in sub for f in _TIMED_OUT):
            cut = min(st for w, st, _ in sub if any(f in w for f in _TIMED_OUT))
            found = [hit for hit in found if hit.end > cut]  # 导出任务跑到 70% 超时了: an attempt that failed
        if looked:
            found = [hit for hit in found if not _found_by_look(sub, hit, listed)]
        elif not found and _looks(sub):
            looked = True  # 我查了一下，您的退款昨天已经到账了: what follows is what the look found
            listed = text[sub[-1][2] :].lstrip()[:1] in ("：", ":")  # 我查了您的保单：…: what it shows is listed
        if (
            found
            and subs.has(n + 1)
            and _failed(subs[n + 1], frozenset(lx.ZH_VERBS.get(h.lemma, h.kind) for h in found))
        ):
            continue  # 发了两次，都失败了
        kinds: dict[str, ZhHit] = {}  # each kind's last act kept in this clause
        for hit in found:
            if hit.lemma == "抄送" and any(h.kind in (lx.EMAIL, lx.SEND) for h in hits):
                continue  # 已经回复了客户的邮件 [evt]，并抄送了销售负责人: the copy went with that mail
            before = kinds.get(hit.kind)
            if before is None or _joined_acts(sub, before, hit):
                kinds[hit.kind] = hit
                hits.append(hit)
        if len(hits) >= limit:
            break
    if hits and text.lstrip().startswith("|"):
        hits = _row_label_dropped(text, hits)
    if hits and "不是" in text and (disowned := _DISOWNED.search(text)):
        hits = [h for h in hits if h.start > disowned.end() or _agent_in(_words_of(subs, h))]
    if any(h.quantity > 1 and h.kind in _CHANNELS | {lx.SEND} for h in hits) and _one_send_aside(subs.words):
        hits = [h if h.kind not in _CHANNELS | {lx.SEND} else ZhHit(h.start, h.end, h.lemma, h.kind, 1) for h in hits]
    return tuple(hits[:limit])


def _history(sub: list[tuple[str, int, int]], hit: ZhHit) -> bool:
    """The act of ``hit`` told with 过 at a week, a month or a year before this conversation (上周我们已为您办理过一次改签,
    去年已经退过一次款): history its sentence cites a record of, what a look found, not this run's act (uncited, 我们上个月
    已经修复过了 stays a claim)."""
    before = [w for w, st, _ in sub if st < hit.start]
    told = "".join(w for w, st, end in sub if st >= hit.start and end <= hit.end)
    after = next((w for w, st, _ in sub if st >= hit.end and w.strip()), "")
    long_ago = any(w in ("上周", "上星期", "上礼拜", "上个月", "上月") for w in before) or _dated(before)
    return long_ago and (told.endswith("过") or after == "过")


#: Characters of a unit longer than this are segmented a block at a time (``_Clauses``).
_BLOCK = 2_000
#: Clause breaks after which a block may end: jieba splits at them and ``_sub_clauses`` cuts there, so the words of
#: two blocks are the words of their text read whole.
_BLOCK_ENDS = frozenset("，；。！？")


class _Clauses:
    """The clauses of a unit, segmented as :func:`find` walks them: a unit longer than ``_BLOCK`` characters is read a
    block at a time (:func:`_blocks`), so a reading that stops at the claim cap does not segment the rest of a
    20,000-character run-on reply. ``words``: the words of the blocks read so far."""

    def __init__(self, text: str) -> None:
        self.words: list[tuple[str, int, int]] = []
        self._clauses: list[list[tuple[str, int, int]]] = []
        self._blocks = _blocks(text)

    def _more(self) -> bool:
        start, block = next(self._blocks, (-1, ""))
        if start < 0:
            return False
        words = segment(block)
        if start:
            words = tuple((w, s + start, e + start) for w, s, e in words)
        self.words += words
        self._clauses += _sub_clauses(words)
        return True

    def has(self, n: int) -> bool:
        """Whether the unit has a clause ``n`` (reading on to it)."""
        while len(self._clauses) <= n and self._more():
            pass
        return n < len(self._clauses)

    def __getitem__(self, k: Any) -> Any:
        if isinstance(k, slice):
            while (k.stop is None or k.stop < 0) and self._more():
                pass  # an open slice: every clause
            self.has(k.stop or 0)
        return self._clauses[k]

    def __iter__(self) -> Any:
        n = 0
        while self.has(n):
            yield self._clauses[n]
            n += 1


def _blocks(text: str) -> Any:
    """``text`` in blocks of at most ``_BLOCK`` characters with their offsets, each ending after its last clause break
    in its second half; a run with none is cut before the last return of its first character (a sentence repeated
    without punctuation is cut between repetitions), else at ``_BLOCK``."""
    start = 0
    while len(text) - start > _BLOCK:
        window = range(start + _BLOCK - 1, start + _BLOCK // 2, -1)
        end = next((k + 1 for k in window if text[k] in _BLOCK_ENDS), 0)
        end = end or next((k for k in window if text[k] == text[start]), start + _BLOCK)
        yield start, text[start:end]
        start = end
    yield start, text[start:]


#: The agent saying an act was not its own (不是我操作的, 并不是我们这边改的): what the sentence told before is another's.
_DISOWNED = re.compile(r"(?:不是|并非|并不是)(?:我|我们|我这边|我们这边|本人|客服)[^，。；！？,;]{0,6}的")


#: Acts that answer a failure (回滚, 重试, 撤回, 改用, 补发, 切换): the agent's, not why it failed.
_REMEDIES = ("回滚", "重", "撤", "改", "换", "补", "切", "恢复")


def _clause_hits(sub: list[tuple[str, int, int]], quoted: frozenset[int]) -> list[ZhHit]:
    """:func:`_in_sub_clause`, read once per distinct clause (its words and which of them are quoted)."""
    base = sub[0][1]
    key = tuple((w, s - base, s in quoted) for w, s, _ in sub)
    return [ZhHit(h.start + base, h.end + base, h.lemma, h.kind, h.quantity) for h in _read_clause(key)]


#: What says, after an act in its own clause, that the attempt failed (导出跑到 70% 超时了, 补发失败了).
_TIMED_OUT = ("超时", "失败", "报错", "出错", "没成功", "未成功")
#: Words of a contrast that opens a clause (…有点卡，不过退款应该是成功了).
_CONTRASTS = frozenset({"但", "但是", "不过", "可是", "只是"})
#: Verbs that tell the outcome itself (已完成, 已成功): a claim the open result contradicts, still read.
_OUTCOMES_TOLD = frozenset({"完成", "成功", "到账", "送达"})
_ALTERNATIVES = frozenset({"或者", "或", "或是", "要么", "还是"})
#: Words of a clause at most: a longer run without punctuation is cut, so reading stays linear (a verb's
#: scope is scanned within its clause).
MAX_CLAUSE_WORDS = 60


def _sub_clauses(words: tuple[tuple[str, int, int], ...]) -> list[list[tuple[str, int, int]]]:
    """Clauses of a unit: cut at commas, semicolons, sentence ends, blanks (a citation leaves a run of
    spaces; a single space between Chinese and Latin text does not cut) and contrast words (但是, 不过,
    …); a colon does not cut ("退款：已完成" keeps its label)."""
    out: list[list[tuple[str, int, int]]] = [[]]
    for k, w in enumerate(words):
        opens = w[0] in _CONTRAST and not (k and words[k - 1][0] in lx.ZH_NEGATION)  # 不另外发了: 另外 an adverb
        if "\u4e00" <= w[0][:1] <= "\u9fff" and not opens:  # most words: a Chinese word that cuts nothing
            if len(out[-1]) >= MAX_CLAUSE_WORDS:
                out.append(_overflow(out[-1]))
            out[-1].append(w)
            continue
        if w[0] == "," and 0 < k < len(words) - 1 and words[k - 1][0][-1:].isdigit() and words[k + 1][0][:1].isdigit():
            out[-1].append(w)  # ¥1,280: a thousands separator, not a clause break
            continue
        if _joining_space(words, k, out[-1]):
            continue  # one space between Chinese and Latin text ("已经在 Jira 里建好 ticket 了"), or after a verb
            # (退货+退款+优惠券 全部搞定: the list it does); one after Chinese words with no verb is a chat's pause, as
            # a comma ("好的 已退", "亲 这边已经…")
        if not w[0].strip() and _enumeration_after(words, k):
            continue  # 已修改地址 [evt:a]、发送短信 [evt:b]: the citation's blank before 、 cuts nothing, the 、 decides
        if opens or w[0] in _BREAKS or not w[0].strip() or _symbols(w[0]) or _series_cut(out[-1], w[0]):
            if out[-1]:
                out.append([])
            if opens:
                out[-1].append(w)
            continue
        if len(out[-1]) >= MAX_CLAUSE_WORDS:
            out.append(_overflow(out[-1]))  # no clause is that long; bounding it keeps every scope scan short
        out[-1].append(w)
    return [s for s in out if s]


def _joining_space(words: tuple[tuple[str, int, int], ...], k: int, clause: list[tuple[str, int, int]]) -> bool:
    """Whether the word at ``k`` is a single space that joins what is around it into one clause: not between two
    Chinese words after a ``clause`` so far with no verb (好的 已退: a pause)."""
    if words[k][0] != " " or (k and words[k - 1][0] == " ") or (k + 1 < len(words) and words[k + 1][0] == " "):
        return False
    return not _between_han(words, k) or any(_verbal(x) for x, _, _ in clause)


def _between_han(words: tuple[tuple[str, int, int], ...], k: int) -> bool:
    """Whether the space at ``k`` stands between two Chinese characters."""
    return 0 < k < len(words) - 1 and _han(words[k - 1][0][-1:]) and _han(words[k + 1][0][:1])


def _han(char: str) -> bool:
    return "\u4e00" <= char <= "\u9fff"


def _enumeration_after(words: tuple[tuple[str, int, int], ...], k: int) -> bool:
    """Whether the blanks at ``k`` run up to an enumeration comma: a citation between the items of a series of acts
    (已修改地址 [evt:a]、发送短信 [evt:b]、并退还差价 [evt:c]) leaves them one series, as it is without citations."""
    nxt = next((w for w, _, _ in words[k + 1 :] if w.strip()), "")
    return nxt == "、"


def _overflow(clause: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """Cut a clause that reached ``MAX_CLAUSE_WORDS`` where its opening word comes back in its second half (a run-on
    text that repeats a sentence is cut between two of its repetitions, so each piece is the same clause, read once);
    the words from there on are taken out of ``clause`` and returned, the start of the next clause (none: a plain cut)."""
    first = clause[0][0]
    at = next((k for k in range(len(clause) - 1, len(clause) // 2 - 1, -1) if clause[k][0] == first), 0)
    if not at:
        return []
    rest = clause[at:]
    del clause[at:]
    return rest


#: What ends a clause told done (券发了、货补了): an enumeration comma after it joins clauses, not nouns.
_DONE_ENDS = frozenset({"了", "啦", "过"})


def _series_cut(clause: list[tuple[str, int, int]], word: str) -> bool:
    """Whether an enumeration comma ends a clause: after one that ends in its aspect (券发了、货补了、钱也退了: three
    acts, each its own clause), not between the nouns of a list (邮箱、飞书和门禁)."""
    return word == "、" and len(clause) > 1 and clause[-1][0] in _DONE_ENDS


def _symbols(word: str) -> bool:
    """Emoji, check marks and other pictographs (👍, ✅, 📩, ～): they end what is said like a full stop, so
    号挂上啦✌️ and 发您邮箱了📩 end in their particle."""
    first = word[0]
    if first.isascii() or "\u3400" <= first <= "\u9fff":
        return word == "~"  # most words: no lookup
    return all(unicodedata.category(c) == "So" or c in "～~" for c in word)


#: Words that open the question of a clause ("付款成功还有什么可以帮您的吗").
_ASK_OPENERS = frozenset({"还有", "请问", "需要", "有什么", "是否", "要不要", "您看", "可以吗", "有没有"})
