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

import itertools
import re
import threading
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

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
    "回来",
    "回去",
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


#: Words kept whole against a longer neighbour (我这边关了: 这边|关, not 这|边关).
_SIDES = frozenset({"这边", "那边"})


#: Words jieba's dictionary tags wrongly or not at all: nouns it tags as verbs (把这个需求转给经理了: 需求 is what
#: was passed on, not an act), and verbs it lacks (2. 回滚到 v3.2.0: an act of a list like 扩容到 6 个副本).
_RETAGGED = {"需求": "n", "快递": "n", "门禁": "n", "手续": "n", "回滚": "v", "暂停": "v"}
#: The last characters of documents (通知书, 承诺函, 许可证), which jieba's dictionary tags as names of people when a
#: verb or noun comes before them (结案|通知书 出来后: a notice, nobody acting; not 白名单, a list things go into).
_DOCUMENT_ENDS = ("书", "函", "证")
#: Common surnames (百家姓, the ~250 most frequent): a two-character word jieba tags as a name (nr) that opens with
#: none of them is a common word (把索引加上了: 索引 is what was added, no person), unless it ends in a word of kin or
#: address (小姐, 伯伯, 老公).
_SURNAMES = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆"
    "汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍"
    "庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华"
    "喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和"
    "仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝"
)
_KIN = frozenset("姐哥弟妹公婆爷伯叔姨舅母父总师兄嫂")


@lru_cache(maxsize=1)
def _dictionary() -> tuple[Any, dict[str, str]]:
    """jieba-rs (``rjieba``, the Rust port: same dictionary and DAG, identical cuts, ~15x faster than
    jieba's Python one) with the lexicon's words added, and the part of speech of each word of jieba's
    dictionary (``dict.txt``, the file both ship: "word freq tag" per line)."""
    import jieba
    import rjieba

    wanted = {w for w in (*lx.ZH_VERBS, *lx.ZH_RESULTATIVE, *lx.ZH_NOUNS) if len(w) > 1} | _SIDES | _HOW_BACK
    tags: dict[str, str] = {}
    freq: dict[str, int] = {}
    with open(Path(jieba.__file__).with_name("dict.txt"), encoding="utf-8") as fh:
        for line in fh:
            word, count, tag = line.split()
            tags[word] = tag
            if word in wanted:
                freq[word] = int(count)
    for word, tag in tags.items():
        if tag != "nr":
            continue
        if word.endswith(_DOCUMENT_ENDS) and len(word) > 2 and tags.get(word[:-1], "")[:1] in "vn":
            tags[word] = "n"  # 通知书, 申请书, 承诺函, 许可证: a document jieba tags as a person's name
        elif len(word) in (2, 3) and word[0] not in _SURNAMES and word[-1] not in _KIN:
            tags[word] = (
                "n"  # 索引, 封锁, 水煮鱼: a word of two or three characters no surname opens is no person's name
            )
    tags.update(_RETAGGED)
    segmenter = rjieba.Jieba()
    for word in sorted(wanted):
        segmenter.add_word(word, max(freq.get(word, 0), 20_000), None)
    return segmenter, tags


@lru_cache(maxsize=4096)
def segment(text: str) -> tuple[tuple[str, int, int], ...]:
    """jieba's words of ``text`` with offsets (HMM off: dictionary words only, deterministic); a word that
    glues 已/已经 to a verb (已登记) is cut in two so the marker and the verb are read apart, and two
    characters the dictionary left single are one word (``_merge``: 下架, 换绑, 拉黑)."""
    out: list[tuple[str, int, int]] = []
    with _lock:
        segmenter = _dictionary()[0]
    negated = not _GLUED_NEGATIONS.isdisjoint(text)  # one look over the text, not one per word
    for item in segmenter.tokenize(text, hmm=False):
        word, start, end = item
        if _whole(word):
            out.append(item)  # most words: none of the cuts below can apply (jieba's own tuple, kept)
            continue
        if word[:1] in _PRONOUNS and (
            word[1:] in lx.ZH_MODAL or word[1:] in lx.ZH_PERFECT or word[1:] in lx.ZH_NEGATION
        ):
            out.append((word[:1], start, start + 1))  # 我会 (a dictionary noun, "our society"): 我 | 会
            word, start = word[1:], start + 1
        if len(word) > 1 and word[-1:] in _PRONOUNS and (word[:-1] in lx.ZH_MODAL or _gives_to(word[:-1])):
            out.append((word[:-1], start, end - 1))  # 建议您 (a dictionary name): 建议 | 您; 发给你的主管: 发给 | 你
            word, start = word[-1:], end - 1
        if word[:1] in _ADVERBS and len(word) > 1 and _verb_of(word[1:]) is not None and word not in lx.ZH_VERBS:
            out.append((word[:1], start, start + 1))  # 并发到群里: 并 | 发 (not 并发, "concurrency")
            word, start = word[1:], start + 1
        for marker in ("已经", "已"):
            if word.startswith(marker) and len(word) > len(marker) and word not in _UNCUT:
                cut = start + len(marker)
                out.append((marker, start, cut))
                word, start = word[len(marker) :], cut
                break
        if len(word) == 2 and word[0] in _LOCATIVES and _tag(word[1]) == "v" and _placed(out):
            out.append((word[0], start, start + 1))  # 在预约里加了备注 (里加, "Riga"): 里 | 加, the place then the act
            word, start = word[1:], start + 1
        if negated and len(word) == 2 and word[1] in _GLUED_NEGATIONS and word not in lx.ZH_VERBS and _tag(word) != "v":
            out.append((word[0], start, start + 1))  # 验房无损坏 (房无, a dictionary word): 房 | 无, the negation stays
            word, start = word[1:], start + 1
        if len(word) == 2 and word[0] in lx.ZH_MEASURES and _counted(out):
            out.append((word[0], start, start + 1))  # 2 个子账号 (个子, "height"): 个 | 子, the count stays
            word, start = word[1:], start + 1
        out.append((word, start, end))
    return tuple(_merge(out))


def _gives_to(word: str) -> bool:
    """A verb with 给 that jieba glued to the pronoun after it (发给你, 发给您): cut off, the pronoun opens the recipient
    (发给你的主管 is sent to your manager, not "the one sent to you")."""
    return word[-1:] == "给" and _verb_of(word) is not None


@lru_cache(maxsize=16384)
def _whole(word: str) -> bool:
    """``segment`` keeps ``word`` as it is whatever stands before it: no cut of its loop can start on it."""
    two = len(word) == 2
    return not (
        word[:1] in _PRONOUNS
        or (len(word) > 1 and word[-1:] in _PRONOUNS)
        or word[:1] in _ADVERBS
        or word.startswith("已")
        or (two and (word[0] in _LOCATIVES or word[1] in _GLUED_NEGATIONS or word[0] in lx.ZH_MEASURES))
    )


#: Negations jieba may glue to the word before them (房无, "no house"): cut off, they scope the verb after them.
_GLUED_NEGATIONS = frozenset("无未没")
#: Postpositions that close a 在… phrase of place (在预约里, 在系统上).
_LOCATIVES = frozenset("里上内中")


def _placed(out: list[tuple[str, int, int]]) -> bool:
    """A 在 opens a phrase of place among the last three words of ``out`` (在|预约|里加: 里 closes it)."""
    return any(w == "在" for w, _, _ in out[-3:])


def _counted(out: list[tuple[str, int, int]]) -> bool:
    """The last word of ``out`` that is not blank is a number (what a measure after it counts)."""
    before = next((w for w, _, _ in reversed(out) if w.strip()), "")
    return before[-1:].isdigit() or before in lx.ZH_NUMBERS


def _merge(words: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """A compound the dictionary lacks comes out as single characters (下|架, 换|绑, 拉|黑): two adjacent
    single characters that are neither function words nor a verb of the lexicon with its complement
    (发|好 stays: 发 is read with 好) are one word, a verb if it stands as a predicate (``_tagged_verb``)."""
    out: list[tuple[str, int, int]] = []
    loose = [len(w) == 1 and _loose(w) for w, _, _ in words]  # once per word, not up to three times
    # where a compound may start (a loose character or a compounding verb before a loose character); the words
    # between are copied as they are, in one slice each
    starts = [k for k in range(len(words) - 1) if loose[k + 1] and (loose[k] or words[k][0] in _COMPOUNDING)]
    at = 0
    k = 0
    while k < len(words):
        while at < len(starts) and starts[at] < k:
            at += 1
        if at == len(starts) or starts[at] > k:
            upto = starts[at] if at < len(starts) else len(words)
            out += words[k:upto]  # no compound starts here
            k = upto
            continue
        w, start, end = words[k]
        counted = (
            w in lx.ZH_MEASURES
            and any(  # 3 位|新员工: a measure after a number stays a measure
                x[0][-1:].isdigit() or x[0] in lx.ZH_NUMBERS for x in words[max(0, k - 2) : k] if x[0].strip()
            )
        )
        glued = w + words[k + 1][0] if w in _COMPOUNDING else ""
        if glued and glued[1:] not in lx.ZH_RESULT and _verb_of(glued):
            out.append((glued, start, words[k + 1][2]))  # 改|派, 补|退: one act, the second verb's
            k += 2
            continue
        if loose[k] and not counted and _verb_of(w) is None:
            nxt = words[k + 1][0]
            if (
                nxt not in lx.ZH_RESULT
                and nxt not in ("少", "多", "缺")  # A 区|少了 12 箱: a shortfall, not a compound
                and _verb_of(nxt) is None
                and (k + 2 == len(words) or not loose[k + 2])
            ):
                out.append((w + nxt, start, words[k + 1][2]))
                k += 2
                continue
        out.append((w, start, end))
        k += 1
    return out


@lru_cache(maxsize=16384)
def _loose(word: str) -> bool:
    return (
        len(word) == 1
        and "\u4e00" <= word <= "\u9fff"
        and word not in _FUNCTION_CHARS
        and word not in lx.ZH_REPORTING  # 出纳说钱…: 说 | 钱
        and word not in lx.ZH_NON_ACTS
    )


#: Single characters that are words of their own: particles, pronouns, prepositions, adverbs, numerals,
#: measures and places (never half of a compound the dictionary lacks).
_FUNCTION_CHARS = frozenset(
    "的地得了着过把被将给为在向对和与跟同及或并已未没无不别很都也就才又再还更最是有这那哪您你我他她它们"
    "个些吗呢吧啊哦呀啦嘛么之其从到于以而且但如若所因由让叫请中里内外前后时等一二三四五六七八九十两几百千万"
    "零每各该此本次元块笔张件台份封条号年月日天周点分秒"
)


_PRONOUNS = frozenset("我你您他她它")
_ADVERBS = frozenset("并再也又都")
#: Adverbs that open a predicate, so what stands right before them is its topic (付款申请也提交了).
_TOPIC_ADVERBS = frozenset({"也", "都", "已", "已经", "均", "还"})
_KEEP_WHOLE = frozenset({"已知", "已往", "已然", "已久", "已婚", "已故", "已于"})
_UNCUT = _KEEP_WHOLE | lx.ZH_PERFECT  # words whose 已 stays on (made once, not once per word)


@lru_cache(maxsize=16384)
def _verb_of(word: str) -> tuple[str, str, str] | None:
    """(verb, kind, rest) when ``word`` is a verb of the lexicon, optionally with a complement glued on."""
    for size in range(min(4, len(word)), 0, -1):
        head = word[:size]
        kind = lx.ZH_VERBS.get(head)
        if kind is None:
            continue
        rest = word[size:]
        if rest in _SUFFIXES or (size >= 2 and rest in lx.ZH_RESULT) or rest[:1] in ("给", "至", "为", "成"):
            return head, kind, rest
        if size == 1:
            continue
        return None
    if len(word) == 2 and word[:1] in _COMPOUNDING and word not in _dictionary()[1]:  # (not 重开, 补办: jieba's)
        if (inner := _verb_of(word[1:])) is not None:
            return inner  # 补|退: a compound the segmenter cut, the act the second verb names, done again or anew
        if tag(word[1]) == "v":
            return word[1], lx.CHANGE, ""  # 改|派: a verb jieba knows (its kind refined by the clause)
        if (kind := lx.ZH_VERBS.get(word[:1])) is not None and _loose(word[1]):
            return word, kind, ""  # 改|址: the change of a thing named by one character, an act of 改's kind
    return None


#: Verbs that make one act with a one-character verb after them, that verb's kind (改派: dispatched again).
_COMPOUNDING = frozenset({"改", "重", "补", "转"})


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
    looked = False
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
            found = [hit for hit in found if not _found_by_look(sub, hit)]
        elif not found and _looks(sub):
            looked = True  # 我查了一下，您的退款昨天已经到账了: what follows is what the look found
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


def _one_send_aside(words: list[tuple[str, int, int]]) -> bool:
    """Whether a parenthesis of the unit says its send was one message (给 20 家客户发了续约提醒邮件 [evt]（一封群发）:
    the aside, cut off from the clause by the citation, still tells how it went)."""
    plain = [w for w, _, _ in words]
    inside = _inside_parentheses(plain)
    return bool(inside) and _one_send([plain[k] for k in sorted(inside)])


#: The agent saying an act was not its own (不是我操作的, 并不是我们这边改的): what the sentence told before is another's.
_DISOWNED = re.compile(r"(?:不是|并非|并不是)(?:我|我们|我这边|我们这边|本人|客服)[^，。；！？,;]{0,6}的")


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


#: Aspect particles after a verb (发了, 办过): no object of it.
_ASPECT = frozenset({"了", "过", "啦", "掉", "着"})


#: Verbs that put a thing somewhere (放在共享盘里, 存到网盘): where an act just told left it.
_PLACING = frozenset({"放", "放在", "放到", "存", "存在", "存到", "存放", "放置"})
#: Verbs that take an amount off a sum paid or refunded (扣除, 扣了, 减去, 抵扣).
_DEDUCTING = ("扣", "减", "抵扣")
#: Verbs of adjusting in general (调好了, 改好了, 弄好了, 安排好了): what they changed may be told after them.
_ADJUSTING = frozenset({"调", "调整", "改", "弄", "安排", "处理", "搞", "跑", "运行", "执行"})
#: Words that add a second act (也, 还, 另外): the clause is not a detail of the one before.
_ANOTHER_ACT = frozenset({"也", "还", "又", "另外", "同时", "此外", "顺便", "再"})


#: Acts that answer a failure (回滚, 重试, 撤回, 改用, 补发, 切换): the agent's, not why it failed.
_REMEDIES = ("回滚", "重", "撤", "改", "换", "补", "切", "恢复")


def perfect_by_agent(words: list[str], i: int) -> bool:
    """The agent or whom it acts for is named before the verb at ``i`` (我已经…, 帮您, 把)."""
    return any(w in lx.ZH_SELF or w in _MOVERS or w in ("帮您", "为您", "给您") for w in words[:i])


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


def _credits_another(sub: list[tuple[str, int, int]]) -> bool:
    """A clause that names someone else as the doer of what was just told: 这/这笔/此 + 是 + a party + a verb + 的
    (这是税务机关办理的, 这是您自己操作的; not 这是我昨天办理的)."""
    if next((w for w, _, _ in reversed(sub) if w.strip()), "") != "的":
        return False  # (both readings below end in 的: most clauses need no list of their words)
    words = [w for w, _, _ in sub if w.strip()]
    if (
        len(words) >= 4
        and words[-1] == "的"
        and any(w in ("不是", "并非", "并不是") for w in words[:3])
        and any(w in lx.ZH_SELF or w in ("我这边", "我们这边") for w in words)
    ):
        return True  # 这个不是我们这边操作的: the agent denies the act told before
    if len(words) < 3 or words[-1] != "的" or any(w in lx.ZH_SELF or w in ("我这边", "我们这边") for w in words):
        return False
    if words[0] in ("这", "这笔", "这个", "此", "该笔", "这次") and words[1] == "是":
        rest = words[2:-1]
    elif words[0] == "是":
        rest = words[1:-1]  # 拦截件已经退回仓库了，是快递自己退的
    elif any(w in ("那边", "方面") for w in words[1:4]):
        rest = words[:-1]  # 清关已放行，海关那边今天上午放的
    else:
        return False
    verb = next(  # (快递 is tagged a verb: a noun or a party is no verb here)
        (
            m
            for m, w in enumerate(rest)
            if (_verb_of(w) is not None or _tag(w) == "v") and w not in lx.ZH_NOUNS and not _person(w)
        ),
        -1,
    )
    party = rest[:verb] if verb > 0 else []
    if any(w in ("和", "跟", "与", "同") for w in party):
        return False  # 这是和客户经理约定好的: agreed with them, the act stays the agent's
    return any(  # (这是您自己操作的: the reader; 是快递自己退的: a carrier, which jieba tags a verb)
        (_tag(w).startswith("n") and len(w) > 1) or _person(w) or w in lx.ZH_NOUNS or w in lx.ZH_CARRIERS for w in party
    )


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


_HOW_BACK = frozenset({"原路", "全额", "全部", "如数", "一并"})
_SUMS = frozenset({"元", "块", "¥", "￥", "款项", "费用", "金额", "钱款"})


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
    opens = words[0] in ("将", "把") or (lx.ZH_VERBS.get(words[0]) is not None and _tag(words[0]) != "n")
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


#: Words that give each of a group a share of the act (每人附赠 10 元券, 每位各补 5 元).
_EACH = ("每人", "每位", "每个人", "每户", "每家", "每单", "各")


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


def _by_another(sub: list[tuple[str, int, int]]) -> bool:
    """A clause whose act is done by someone else named after 由 (工资由 HR 系统统一发放), not the agent (由我来处理)
    nor a date (由 12 月 20 日改为 22 日). Not 被: after 款项被银行退回 the agent may go on (已重新打款)."""
    words = [w for w, _, _ in sub if w.strip()]
    return any(
        w == "由"
        and k + 1 < len(words)
        and words[k + 1] not in lx.ZH_SELF
        and not (words[k + 1][:1].isdigit() or words[k + 1][:1] in lx.ZH_NUMBERS)
        for k, w in enumerate(words)
    )


def _other_subject(sub: list[tuple[str, int, int]]) -> bool:
    """A clause that opens with someone else as its subject (对方商家已经同意退货, 快递员已经…, 对方邮箱已经停用: a noun
    run holding a party other than the agent, 的 inside it, then maybe a time, then an adverb or a verb), with no word
    of the agent's in it."""
    words = [w for w, _, _ in sub if w.strip()]
    colon = next((m for m, w in enumerate(words[:5]) if w in ("：", ":")), -1)
    if 0 < colon < len(words) - 1 and not any(w in lx.ZH_SELF for w in words[:colon]):
        words = words[colon + 1 :]  # 交接说明：夜班运维助手重启了订单服务: the subject opens after the label
    k = 0
    while k < min(len(words), 5) and (
        _nominal(words[k])
        or words[k] in _OTHER_PRONOUNS
        or words[k] == "的"
        or (words[k + 1 : k + 2] and words[k + 1] in _UNIT_WORDS and _names_what_it_does(words, k))
        or _staff(words, k)
    ):
        k += 1  # 房东的中介, 物业的维修师傅, IT 的开通机器人, 夜班运维助手 (运维: no tag), 快递|员
    party = k
    while k < len(words) and (_tag(words[k]) in ("t", "m") or words[k][:1].isdigit() or words[k] in _DATE_WORDS):
        k += 1  # 夜班同事凌晨 3 点重启了…: a time between the subject and its verb
    return (
        party > 0
        and k < len(words)
        and any(
            (_other(words, m) or _person(words[m]) or _staff(words, m)) and not _possessor(words, m, party)
            for m in range(party)
        )
        and not any(w in lx.ZH_SELF or w.startswith("帮") for w in words)  # 把 after their subject: theirs
        and (
            words[k] in _TOPIC_ADVERBS or words[k] in lx.ZH_PERFECT or words[k] in ("因为", "由于") or _verbal(words[k])
        )
        and not (_verbal(words[k]) and words[k + 1 : k + 2] == ["的"])  # 您提交的信息变更，: a noun phrase, no subject
    )


def _possessor(words: list[str], m: int, party: int) -> bool:
    """The reader named before 的 and a noun of the subject's run is whose the subject is, not who acts (您的订单已经
    取消: the order; 房东的中介 still names the agent of the landlord)."""
    return words[m] in ("您", "你") and words[m + 1 : m + 2] == ["的"] and m + 2 < party


def _staff(words: list[str], k: int) -> bool:
    """A member of staff named by a trade and the suffix 员 jieba leaves alone (快递|员, 维修|员, 配送|员): the
    trade's word or the 员 after it."""
    if words[k] == "员":
        return k > 0 and len(words[k - 1]) > 1 and "\u4e00" <= words[k - 1][:1] <= "\u9fff"
    return len(words[k]) > 1 and words[k + 1 : k + 2] == ["员"] and "\u4e00" <= words[k][:1] <= "\u9fff"


def _nominal(word: str) -> bool:
    """A noun of a subject's noun run: tagged a noun or an abbreviation, or a Latin name (IT, HR)."""
    return _tag(word)[:1] in ("n", "j") or (word.isascii() and word.isalpha())


_DATE_WORDS = frozenset({"月", "日", "号", "点", "分", "周", "年"})


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


def _automatic_clause(sub: list[tuple[str, int, int]]) -> bool:
    """A clause of something done by itself (3 号系统自动重试成功了), with no word of the agent's doing it."""
    words = [w for w, _, _ in sub]
    return (
        "自动" in words
        and any(_automatic(words, m) for m, w in enumerate(words) if _verbal(w))
        and not any((w in lx.ZH_SELF and w != "系统") or w in _MOVERS for w in words)
    )  # (系统自动…: the system running by itself)


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


def _doer_aside(sub: list[tuple[str, int, int]]) -> int | None:
    """Where a parenthesis that names someone else as the doer opens (已完成（他跑的）, 已发 offer（HR 发的）): a
    是…的-like aside, a verb and 的, no word of the agent's. The acts before it are that one's, not the agent's."""
    words = [w for w, _, _ in sub]
    for k, w in enumerate(words):
        if w not in ("(", "（"):
            continue
        close = next((m for m in range(k + 1, len(words)) if words[m] in (")", "）")), -1)
        inside = [x for x in words[k + 1 : close] if x.strip()] if close > 0 else []
        if (
            len(inside) >= 2
            and inside[-1] == "的"
            and not any(x in lx.ZH_SELF for x in inside)
            and any(_verb_of(x) is not None or _tag(x) == "v" for x in inside)
        ):
            return sub[k][1]
    return None


def _clause_hits(sub: list[tuple[str, int, int]], quoted: frozenset[int]) -> list[ZhHit]:
    """:func:`_in_sub_clause`, read once per distinct clause (its words and which of them are quoted)."""
    base = sub[0][1]
    key = tuple((w, s - base, s in quoted) for w, s, _ in sub)
    return [ZhHit(h.start + base, h.end + base, h.lemma, h.kind, h.quantity) for h in _read_clause(key)]


@lru_cache(maxsize=4096)
def _read_clause(key: tuple[tuple[str, int, bool], ...]) -> tuple[ZhHit, ...]:
    sub = [(w, s, s + len(w)) for w, s, _ in key]
    return tuple(_in_sub_clause(sub, frozenset(s for _, s, q in key if q)))


def _counted_modifier(words: list[str], i: int) -> bool:
    """A verb after a number and measure (and a Latin size) and right before a noun: 一台 5kW 混合逆变器."""
    back = [w for w in words[max(0, i - 4) : i] if w.strip()]
    counted = any(w[-1:] in lx.ZH_MEASURES and (w[:1] in lx.ZH_NUMBERS or w[:1] == "一") for w in back[-2:])
    head = back[-1] if back and "\u4e00" <= back[-1][:1] <= "\u9fff" else ""
    if head and (
        _tag(head) == "n"
        or (head[:1] not in lx.ZH_NUMBERS and head[:1] != "一" and any(w in ("把", "将") for w in back))
    ):
        return False  # 对两笔交易发起争议, 把三份合同发给客户: the count has its noun already; the verb after it is the act
    noun = _tag(words[i + 1] if i + 1 < len(words) else "") in ("n", "l")  # (逆变器: l to jieba)
    return counted and words[i + 1 : i + 2] != ["了"] and noun


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


def _found_by_look(sub: list[tuple[str, int, int]], hit: ZhHit) -> bool:
    """After the agent's look, an act with no agent named before it (我, 帮, 给, 把 …) that is dated (昨天,
    12 月 2 日) or a state reached (到账, 送达) is what the look found, not what the agent did (我查了一下，
    您的退款昨天下午已经到账了; not 我查了一下，确实多扣了，已经帮您退回了)."""
    before = [w for w, s, _ in sub if s < hit.start]
    if any(w in lx.ZH_SELF or w in _MOVERS for w in before):
        return False
    return (
        hit.lemma in lx.ZH_RESULTATIVE
        or any(
            _tag(w) == "t"
            or w in ("确实", "的确", "果然")  # 确实多扣了一次: the look confirmed a fact
            or (w in ("月", "日", "号") and any(x[-1:].isdigit() for x in before[max(0, k - 2) : k]))
            for k, w in enumerate(before)
        )
    )


def _told_by(sub: list[tuple[str, int, int]]) -> bool:
    """A clause that opens with a label naming someone else, or their report, before a colon (采购助手：已下单 40 台,
    财务那边反馈：尾款已经付清): what follows the colon is theirs."""
    colon = next((k for k, (w, _, _) in enumerate(sub) if w in ("：", ":")), None)
    if not colon:
        return False
    label = [w for w, _, _ in sub[:colon] if w.strip()]
    if not label or any(w in lx.ZH_SELF or w in _GREETINGS for w in label) or label[-1] in _READERS:
        return False  # 尊敬的客户：…, 王女士：… greet the reader
    if label[-1].endswith(_HONORIFICS):
        return False  # 黄先生：寄出婉拒信 (one word to jieba): the reader or the one acted on, addressed politely
    party = len(label) <= 3 and (_other(label, len(label) - 1) or _person(label[-1]))
    if not party and len(label) > 1 and label[-1] in _RESULTS_TOLD:
        party = any(_other(label, m) or _person(label[m]) for m in range(len(label) - 1))  # 子代理返回：, 仓库回报：
    return party or _reports(sub[:colon])


#: Polite forms of address a name ends in (黄先生, 陈小姐): whom a reply or a list item is about, not who reports.
_HONORIFICS = ("先生", "女士", "小姐", "同学", "老师")
#: Verbs that head someone's results before a colon (子代理返回：…, 物流助手汇报：…): what follows is theirs.
_RESULTS_TOLD = frozenset({"返回", "回报", "汇报", "报告", "回传", "回复", "反馈", "结果"})


#: What says, after an act in its own clause, that the attempt failed (导出跑到 70% 超时了, 补发失败了).
_TIMED_OUT = ("超时", "失败", "报错", "出错", "没成功", "未成功")


#: Verbs that tell someone's words (说, 回复说, 通知, 告知): after someone else's, the clause is what they said.
_SPEECH = lx.ZH_REPORTING - {"据", "认为", "以为", "觉得", "告诉"} | {"告知", "写道", "答复"}  # 通知, 回复: nouns too


def _speech_in(sub: list[tuple[str, int, int]]) -> int | None:
    """Where someone else's words are told in a clause (from the verb that tells them, and its answer before 说):
    a subject that names no one
    of the agent's side (银行, 快递员, 航空公司, 他), then 说/回复说/通知/… with words after it (银行回复说这笔汇款被
    退回了; not 我跟客户说, 没说, nor a verb at the clause's end, which :func:`_reports` reads)."""
    words = [w for w, _, _ in sub]
    for k, w in enumerate(words):
        if w not in _SPEECH or k == 0 or k + 1 >= len(words):
            continue
        before = [x for x in words[:k] if x.strip()]
        if (
            before
            and (
                any(_nominal(x) or _person(x) or x in _OTHER_PRONOUNS for x in before)
                or "".join(before).endswith(("员", "师傅", *_UNITS))  # 快递|员: a person jieba splits
            )
            and before[0] not in _PREPOSITION_HEADS  # 跟客户说, 向银行说明: the agent speaking to them
            and not any(x in lx.ZH_SELF or x in lx.ZH_NEGATION or x in lx.ZH_MODAL for x in before)
            and not (len(before) > 1 and before[-2] in _FOR_READER)  # 已经帮您反映并解决了: the agent's word for them
            and words[k + 1] not in ("了", "过", "给", "的")  # 他说给…; 您反馈的楼道灯: a noun phrase, not their words
            and not any(x in lx.ZH_SELF for x in words[k + 1 :])  # 客户说的那单我已经退了: the agent's act
        ):
            return sub[k - 1][1] if words[k - 1] in _SPEECH_HEADS else sub[k][2]  # 回复|说: the reply is theirs too
    return None


#: Verbs of someone's answer before 说 (回复说, 来电说): part of telling their words, no act of the agent's.
_SPEECH_HEADS = frozenset({"回复", "答复", "通知", "回信", "来电", "回电", "留言", "发消息", "打电话"})


def _their_words_go_on(sub: list[tuple[str, int, int]]) -> bool:
    """Whether a clause after someone else's words still tells them: it names no one of the agent's side and
    does nothing for the reader (为您, 帮您), and has a subject of its own (钱已经原路退回到您的账户, 取件码他通过短信发给
    您了). A clause with no subject may be the agent's answer (客户说没收到验证码，已重新发送): it is read."""
    words = [w for w, _, _ in sub if w.strip()]
    for_reader = any(
        w in ("为您", "帮您", "替您", "为你", "帮你")
        or (w in ("为", "帮", "替") and words[k + 1 : k + 2] in (["您"], ["你"]))
        for k, w in enumerate(words)
    )  # 已为您重新发送: the agent's act for the reader
    if not words or for_reader or any(w in lx.ZH_SELF for w in words) or words[0] in _CONTRAST:
        return False
    return _nominal(words[0]) or words[0] in _OTHER_PRONOUNS


#: Words of a greeting, and who a reply is written to: a label of them before a colon is the salutation.
_GREETINGS = frozenset({"尊敬", "亲爱", "的", "您好", "你好", "各位"})
_READERS = frozenset({"客户", "顾客", "用户", "会员", "您", "你", "先生", "女士", "同学", "家长", "老师"})


def _reports(sub: list[tuple[str, int, int]]) -> bool:
    """A clause that opens a report of someone else's words: 据仓库同事说 / 财务那边反馈 (then a comma)."""
    words = [w for w, _, _ in sub]
    if words[-1] not in lx.ZH_REPORTING and words[-1] not in ("确认", "回复", "称", "写道"):
        return False
    return words[0] == "据" or not any(w in lx.ZH_SELF for w in words)


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
#: Words of a contrast that opens a clause (…有点卡，不过退款应该是成功了).
_CONTRASTS = frozenset({"但", "但是", "不过", "可是", "只是"})
#: Verbs that tell the outcome itself (已完成, 已成功): a claim the open result contradicts, still read.
_OUTCOMES_TOLD = frozenset({"完成", "成功", "到账", "送达"})


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
#: Words by which a reply says it does not know the outcome (我不能确定, 还没返回结果, 是否成功, 待确认): its hedge stands.
_DOUBTED = re.compile(
    r"不确定|不一定|不能确定|无法确定|不敢保证|没法保证|不好说|还没|尚未|没收到|是否|待确认|有待|核实|确认一下|再查|查一下"
)


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


def _is_question(sub: list[tuple[str, int, int]]) -> bool:
    content = [w for w, _, _ in sub if w.strip()]
    if not content:
        return False
    return content[-1] in _QUESTION_END or any(w in _ASKING for w in content)


#: Verbs that take a person and that person's act (安排工程师上门, 让同事处理): what follows is the person's.
_PIVOTS = frozenset({"安排", "派", "让", "叫", "请", "委托", "指派"})
_CONTINUERS = frozenset({"并", "并且", "且", "同时", "随后", "然后"})
_ALTERNATIVES = frozenset({"或者", "或", "或是", "要么", "还是"})
_ASKING = frozenset({"是否", "有没有", "能否", "可否", "了没", "多少", "吗"})
#: Words of a clause at most: a longer run without punctuation is cut, so reading stays linear (a verb's
#: scope is scanned within its clause).
MAX_CLAUSE_WORDS = 60
_BREAKS = frozenset("，,；;。！!？?")


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


def _verb_of_word(word: str) -> str:
    """The lexicon's verb a word holds (更新为 → 更新), else the word."""
    found = _verb_of(word)
    return found[0] if found else word


def _machine(word: str) -> bool:
    """A system or a service named as who answered: a Latin name (Shopify, Stripe, API) or a word ending in 系统, 接口,
    平台, 后台 or 网关."""
    return (word.isascii() and word[:1].isalpha()) or word.endswith(("系统", "接口", "平台", "后台", "网关"))


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


#: Kinds of the nouns of a notice or message (通知, 短信, 消息).
_NOTICE_KINDS = frozenset({lx.SEND, lx.MESSAGE})

_CHANNEL_WORDS = frozenset(
    {"短信", "简讯", "邮件", "邮箱", "微信", "企业微信", "钉钉", "飞书", "站内信", "电话", "App"}
)


def _by_channels(hit: ZhHit, each: int) -> ZhHit:
    """A send that went through ``each`` channels: that many sends, of no one channel."""
    if hit.kind not in _CHANNELS and hit.kind != lx.SEND:
        return hit
    return ZhHit(hit.start, hit.end, hit.lemma, lx.SEND, max(hit.quantity, each))


#: Verbs of switching that take the act switched to after 成/为 (改成拦截转寄, 换成上门取件).
_SWITCHES = frozenset({"改", "换", "转"})


def _handed_on_to(words: list[str], i: int) -> bool:
    """Whether the verb at ``i`` follows a verb that hands the matter on with 给 (同步给, 转给, 反馈给, 交给) and the
    one it was handed to, with nothing but a manner word between (加急, 重新): a pivot, the verb is theirs to do
    (已经同步给网点加急派送了). Not 给 as "for" with no verb before it (已经给您退款了), nor handed to the agent
    (交给我们处理了)."""
    to = next((k for k in range(i - 1, max(-1, i - 5), -1) if words[k].endswith("给")), -1)
    if to < 1 or to + 1 >= i:
        return False
    handed = words[to] if len(words[to]) > 1 else words[to - 1]
    party = words[to + 1]
    return (
        _verbal(handed)
        and party not in lx.ZH_SELF
        and _tag(party).startswith("n")
        and all(not _verbal(w) or _tag(w) in ("vn", "a", "d") for w in words[to + 2 : i])
        and not any(w in lx.ZH_PERFECT or w == "了" for w in words[to + 1 : i])
    )


def _passed_to(words: list[str], i: int) -> tuple[str, str, str] | None:
    """传 with 给 and a person after its object (也传了确认简讯给您, Taiwan usage) is a send; 补传至系统, 回传到平台 and 上传 put
    files somewhere, no message to anyone."""
    if words[i] != "传":
        return None
    ahead = list(itertools.takewhile(lambda w: w not in _BREAKS, words[i + 1 : i + 8]))
    to = next((k for k, w in enumerate(ahead) if w == "给"), -1)
    if to >= 0 and ahead[to + 1 : to + 2] and _person(ahead[to + 1]):
        return "传", lx.SEND, ""
    return None


def _moved_by_huan(words: list[str], i: int) -> tuple[str, str, str] | None:
    """换 with the place or value it moved to (座位换到靠窗了, 寄件方式换成京东了; jieba tags 换 a noun there): a change
    made. Not 换 alone (换了一张卡重新支付: the means of the act after it; 来换了门感应器: someone's visit)."""
    if words[i] == "换" and words[i + 1 : i + 2] in (["到"], ["成"], ["为"]):
        return "换", lx.UPDATE, ""
    return None


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
        if rest in ("成", "为") and verb in _SWITCHES and i + 1 < n and _tag(words[i + 1]) == "v":
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
        perfect = perfect or _lists_acts_done(words, i)  # 为您办理的业务如下：
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
        if not perfect and "了" not in words[i:] and any(w in ("会", "将会") for w in words[j + 1 :]):
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
        acted = any(p in _MOVERS for p in words[:i]) or (verb == "生效" and any(w in lx.ZH_VERBS for w in words[:i]))
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
        if drifts and not acted:
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


def _approximately(words: list[str], i: int) -> bool:
    """约 at ``i`` is "about": an amount or a number follows it (约 ¥300, 约两周), not an appointment."""
    after = next((w for w in words[i + 1 :] if w.strip()), "")
    return (
        words[i] == "约"
        and not (i and words[i - 1] in lx.ZH_PERFECT)  # 已约 3 位客户: the verb
        and (after[:1].isdigit() or after[:1] in lx.ZH_NUMBERS or after in _SUMS)
    )


def _names_form(words: list[str], i: int) -> bool:
    """The verb at ``i`` and 单 after it name a form (派送|单), unless 了 follows or 已 before it makes the verb and
    单 the clause's predicate and its object (已关|单: the ticket was closed)."""
    if words[i + 1 : i + 2] not in (["单"], ["单子"]) or words[i + 2 : i + 3] == ["了"]:
        return False
    return not (i and words[i - 1] in lx.ZH_PERFECT and i + 2 == len(words))


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


#: Complaints and appeals: a customer's when told, the agent's when filed for them (帮您申诉了).
_FILINGS = frozenset({"申诉", "投诉"})


#: Verbs of talking that, with 好 after them and a party before, tell an arrangement made (跟体检中心说好了).
_TALKS = frozenset({"说", "讲", "谈", "沟通", "协调", "商量"})
_WITH = frozenset({"跟", "和", "与", "同"})


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


def _given_to_reader(words: list[str], i: int) -> bool:
    """给您/给你 before the verb at ``i`` (月卡都给您补上了)."""
    return any(a == "给" and b in ("您", "你") for a, b in itertools.pairwise(words[max(0, i - 4) : i])) or (
        words[i - 1 : i] in (["给您"], ["帮您"]) and not any(w in _SENDABLES for w in words)
    )


def _money_in(words: list[str]) -> bool:
    return any(_money(w) or w[:1] in "¥￥" for w in words)


def _fee_in(words: list[str]) -> bool:
    """Whether the clause names a sum (a fee, a price in 元; jieba cuts 加时|费, 上门|费)."""
    return _money_in(words) or any(w in ("费", "元", "块") for w in words)


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


def _own_act(words: list[str], i: int) -> bool:
    """The agent is named as the doer right before the verb at ``i``: 帮您/为您/给您, or 我/我们 (then 已/已经)."""
    before = [w for w in words[:i] if w.strip() and w not in lx.ZH_PERFECT and w not in ("都", "也", "再")]
    return before[-2:] in (["帮", "您"], ["为", "您"], ["给", "您"], ["帮", "你"]) or before[-1:] in (["我"], ["我们"])


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


def _summed_up(hits: list[ZhHit]) -> list[ZhHit]:
    """A generic verb (搞定, 完成, 处理) before a specific act of its clause sums that act up: it is a "done", not an
    act of the kind of the nouns after it (搞定啦 🎉 新员工的企业邮箱和 VPN 都开好了: no email was sent)."""
    return [
        ZhHit(h.start, h.end, h.lemma, lx.COMPLETE, h.quantity)
        if lx.ZH_VERBS.get(h.lemma) == lx.COMPLETE
        and h.kind != lx.COMPLETE
        and any(later.start > h.end and lx.ZH_VERBS.get(later.lemma) != lx.COMPLETE for later in hits)
        else h
        for h in hits
    ]


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
_CONJUNCTIONS = frozenset({"和", "与", "及", "以及", "、", "跟", "同", "还有", "+", "＋"})
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
    act heading it) or else its act noun. Nothing unless every conjunct names an act."""
    parts = _conjuncts(words)
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


_RECEIVE = frozenset({"收到", "接到", "拿到"})
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
_SPAN_UNITS = ("天", "日", "小时", "分钟", "周", "星期", "月", "年")


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


#: Words that open a condition (its consequence, often with 就, follows in the same clause).
_REASONS = frozenset({"因为", "是因为", "由于", "原因是", "因"})
_CONDITIONS = frozenset({"要是", "假如", "假设", "倘若", "万一", "只要", "如", "若", "若是", "如若", "的话"})
_TALLY = frozenset({"共", "一共", "总共", "共计", "累计"})
_MOVERS = frozenset({"把", "将", "给", "为", "帮"})
#: What a carrier does to a parcel (快递已送达, 包裹已签收): news, not the agent's act (寄出, 发货 are).
_CARRIER_ACTS = frozenset({"送达", "签收", "派送", "妥投", "揽收", "配送", "投递", "放行", "清关"})
#: Verbs whose act is named by the nouns around them (付款指令已提交 is a payment).
_GENERIC_VERBS = frozenset({"提交", "执行", "处理", "办理", "操作", "安排", "申请", "走完", "生成"})
_ACT_KINDS = frozenset({lx.EMAIL, lx.MESSAGE, lx.PAY, lx.REFUND, lx.ORDER, lx.BOOK, lx.SHIP})
#: Before a verb-like word, these make it a noun (这笔报销, 一个订单, 您的退款).
_NOUN_BEFORE = frozenset(
    {"这", "那", "该", "此", "这笔", "那笔", "一笔", "这个", "那个", "一个", "这张", "这份", "的", "本次", "这次"}
)
#: A clause that says the attempt before it failed (发了两次，都失败了).
_FAILED = ("失败", "没成功", "未成功", "被拒", "被退回", "退回来", "没发出去", "没有成功", "超时了", "报错了")
#: Words that open the question of a clause ("付款成功还有什么可以帮您的吗").
_ASK_OPENERS = frozenset({"还有", "请问", "需要", "有什么", "是否", "要不要", "您看", "可以吗", "有没有"})


#: Arrivals a check confirms (确认到账, 核实已入库): what happened to goods or money, seen by the agent.
_ARRIVALS = frozenset({"入库", "到账", "入账", "签收", "送达", "到货", "妥投"})
_CHECKS = frozenset({"确认", "确定", "核实", "核对", "查实", "核算"})


#: Modals of what is still to come, after the subject they follow (学校将…, 银行会…).
_FUTURE_MODALS = frozenset({"将", "将会", "会", "需", "需要", "要", "须", "应"})


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


#: What an act goes through (jieba tags 接口 a verb): 退款接口报错了 is the refund's call failing.
_CHANNELS_OF_ACTS = ("接口", "通道", "渠道", "网关", "系统", "服务", "页面")


_CHANNEL_FAILURES = ("失败", "报错", "出错", "超时", "限流", "异常", "挂了", "不可用", "宕机")


def _fails_after(words: list[str], j: int) -> bool:
    """失败 (没成功, 未成功) later in the clause with no other verb before it than coverbs: the act failed."""
    for w in words[j + 1 :]:
        if w in ("失败", "未成功", "没成功", "不成功", "报错", "出错", "超时"):
            return True  # 退款接口报错了: the act's channel failed
        if _verbal(w) and w not in ("到", "给", "在", *_CHANNELS_OF_ACTS) and not _tag(w).startswith("n"):
            return False
    return False


def _recipients_act(words: list[str], i: int) -> bool:
    """The verb at ``i`` follows a hand-over to someone (V给 + a person or a party: 提交给财务审批, 转给技术同事处理,
    发给主管确认): it is what they are to do, not a second act of the agent's."""
    k = i - 1
    while k >= 0 and (_tag(words[k]).startswith(("n", "r")) or words[k] in lx.ZH_OTHERS) and words[k] != "我":
        k -= 1
    if k == i - 1 or k < 0 or words[k + 1] in ("您", "你"):
        return False  # 接机服务给您约上了: 给您 is for whom the agent did it
    given = words[k] == "给" and k > 0 and _tag(words[k - 1]) == "v" and _verbal(words[k - 1])
    return given or (words[k].endswith("给") and len(words[k]) > 1)


#: Verbs of urging or telling someone to act (催促仓库发货): the act after the party is theirs, asked for, not done.
_URGES = frozenset({"催", "催促", "督促", "通知", "提醒", "要求", "告知", "告诉", "叮嘱", "嘱咐"}) | {"联系", "联络"}
_URGES |= {"安排", "指派", "委托"}  # 安排技术员更换门磁: the worker's act to come, the arrangement the agent's
#: Contacting someone: the act after the party is theirs to do (联系仓库拦截), unless a result marks it done
#: (我联系快递员改了派送地址: the change was made through them, the agent's claim).
_CONTACTS = frozenset({"联系", "联络"})
#: Parties an agent urges that are named by their place or function (仓库, 财务), not by a role's ending.
_PARTIES = ("仓", "仓库", "财务", "物流", "快递", "商家", "厂家", "门店", "站点", "中心", "银行", "平台")


def _urged(words: list[str], i: int) -> bool:
    """The verb at ``i`` is what a party urged or told before it is to do (已经帮您催促仓库加急发货了, 已通知商家今天
    补发, 提醒快递员上门取件了): a verb of urging, then its party (a noun, a role, a pronoun), then words of manner or
    time, then the verb; not after 并/然后/再 (已通知客户并退款了: a second act of the agent's), nor with 已 of its own
    (通知客户已发货: what the message said, read on its own)."""
    k = i - 1
    while k >= 0 and words[k] not in _URGES:
        w = words[k]
        if w in _BREAKS or w in _CONTINUERS or w in lx.ZH_PERFECT or w in ("再", "也", "又", "了", "我", "我们"):
            return False
        if _verb_of(w) is not None and w not in ("加急", "尽快"):
            return False
        k -= 1
    if k < 1 or k + 1 >= i or words[k - 1] == "的" or words[k - 1][-1:] in lx.ZH_MEASURES:
        return False  # 6 条通知全部推送成功, 两封提醒邮件都发了: 通知 and 提醒 are nouns there
    if words[k] in _CONTACTS | {"安排", "指派", "委托"} and (
        words[i][-1:] in "了好完过" or words[i + 1 : i + 2] in (["了"], ["好"], ["完"])
    ):
        return False  # 我联系快递员改了派送地址: done through them
    party = [w for w in words[k + 1 : i] if w.strip()]
    return bool(party) and (
        (_person(party[0]) and party[0] not in ("您", "你"))
        or party[0].endswith(_PARTIES)
        or (len(party[0]) > 1 and party[0].endswith(("员", "工", "师")) and _tag(party[0]).startswith("n"))
        or _tag(party[0]) in ("nt", "ns", "nrt")
    )


def _verbal(word: str) -> bool:
    """A verb of the lexicon or one jieba tags as a verb (not a coverb, pivot, modal or look: 帮开通账号)."""
    if _verb_of(word) is not None:
        return not _tag(word).startswith("n")  # 短信通知客户: 短信 says how
    return _tag(word) in ("v", "vn") and not (
        word in _COVERBS or word in _PREPOSITIONS or word in _PIVOTS or word in lx.ZH_MODAL or word in lx.ZH_NON_ACTS
    )


def _verbal_before(words: list[str], m: int) -> bool:
    """The word before ``m`` (past blanks) is a verb, Chinese or Latin (已经 send 给全班了, 群发给全员了: the recipient)."""
    prev = next((w for w in reversed(words[:m]) if w.strip()), "")
    return _verbal(prev) or _verb_of(prev) is not None or (prev.isascii() and prev.isalpha() and len(prev) > 1)


def _noun_after(words: list[str], k: int) -> bool:
    """The run of verbs from ``k`` ends in a noun (取消确认短信, 值班工程师): they name it, they do not act."""
    end = k + 1
    while end < len(words) and end < k + 4 and _verbal(words[end]) and not _tag(words[end]).startswith("n"):
        end += 1
    return end < len(words) and _tag(words[end]).startswith("n")


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


_SUBORDINATE_ENDS = tuple([w] for w in ("后", "之后", "以后", "时", "前", "之前"))


#: Verbs that stop or hold an activity named by the verb after them (暂停配送, 停止派送).
_PHASES = frozenset({"暂停", "停止", "中止", "终止", "暂缓"})
#: Single verbs that prefix the verb after them (补录, 重发, 追加): one act, not a verb naming a noun.
_PREFIX_VERBS = frozenset({"补", "重", "再", "另", "续", "预", "追"})


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


def _received(words: list[str], i: int) -> bool:
    """客户已收到短信通知: a claim of what was received, unless the agent received it (我已收到您的邮件, 已收到您的
    付款凭证: what the reader sent is received by the agent)."""
    if any(w in lx.ZH_SELF for w in words[:i]) or words[i + 1 : i + 2] in (["您"], ["你"], ["贵司"], ["你们"]):
        return False
    return any(lx.ZH_NOUNS.get(w) for w in words[i + 1 : i + 5])


_RUNS = frozenset({"跑", "运行", "执行"})


def _scheduled(before: list[str]) -> bool:
    """A run at a time with nobody who ran it before the verb (昨晚的批量代扣跑完了, 凌晨的备份执行完了; not 我昨晚把
    备份跑完了)."""
    return any(_tag(w) == "t" for w in before) and not any(w in lx.ZH_SELF or w in _MOVERS for w in before)


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


def _hedged_after(words: list[str], i: int) -> bool:
    """A modal or negation after the verb (付款可能已经成功了); not 在 or 等 after it, a place or time it was put
    at (面试都约在周四了) and "and so on" (发了邮件等通知), which only come before a verb as modals."""
    return any((w in lx.ZH_MODAL and w not in ("在", "等")) or w in lx.ZH_NEGATION for w in words[i + 1 :])


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


_PREPOSITION_HEADS = frozenset({"把", "将", "和", "与", "跟", "同", "向", "为", "替", "对", "就", "按", "按照", "从"})
_COVERBS = frozenset(
    {"帮", "通过", "用", "给", "替", "为", "向", "把", "将", "按", "按照", "就", "在", "到", "由", "经"}
)
_COORDINATORS = frozenset({"并", "并且", "且", "和", "及", "以及", "、", "又", "也", "再", "同时", "然后", "随后"})


def tag(word: str) -> str:
    """The part of speech jieba's dictionary gives ``word`` ("" when it has none)."""
    return _dictionary()[1].get(word, "")


_tag = tag


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
#: Approvals read by their own rule: a decision recorded on a request; what they allow is not done by them.
_APPROVALS = frozenset({"同意", "批"})
#: Issuing a document: an authority's act unless the agent or a benefactive (为您) is named.
_ISSUING = frozenset({"签发", "颁发", "核发", "出签"})  # 您的签证已经出签了: the consulate's
_ONCE = frozenset({"一次", "两次", "几次", "一回", "一遍"})
_REVIEWS = frozenset({"审核", "审批", "复核", "核准", "审查", "批准", "审"})
#: Verbs that hand something in for a review (已为您提交审核, 报销单已经递交审批了): the review is what it is for.
_SUBMITS = frozenset({"提交", "递交", "报送", "上报", "送", "提请", "报"})
_DIRECTIONALS = frozenset({"出来", "下来", "回来", "出去", "过来", "起来", "上来", "进来", "过去", "回去"})
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
            return True  # (上门安装师傅已经派单了: the worker is the one dispatched, the agent dispatched them)
    return bool(i > 0 and before[-1] in _MODAL_ADJACENT)


def _closed_by_de(before: list[str], k: int) -> bool:
    """Whether the passive 被 at ``k`` opens a relative clause that 的 closes before a noun (您被误扣的彩铃费, 被退回的
    包裹): its agent did the relative clause's act, not the verb after the noun."""
    de = next((m for m in range(k + 2, min(k + 5, len(before))) if before[m] == "的"), -1)
    return de > 0 and de + 1 < len(before) and _tag(before[de - 1])[:1] not in ("n", "r")


#: Words that make the reader whom an act is for (帮您, 给您, 为您, 替您).
_FOR_READER = frozenset({"帮", "给", "为", "替"})
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


#: What follows a morpheme that is a verb with its result (选上), or a noun used as a verb before a count (申报了 5 票).
_MORPHEME_RESULTS = frozenset({"上", "好", "完", "掉", "齐", "了"})


def _counted_object(words: list[str], k: int) -> bool:
    """Whether a number and a measure open what follows ``k`` (了 5 票, 了两笔): a counted object."""
    ahead = [w for w in words[k : k + 3] if w.strip()]
    return (
        len(ahead) == 2
        and (ahead[0].isdigit() or ahead[0] in lx.ZH_NUMBERS)
        and (ahead[1] in lx.ZH_MEASURES or ahead[1][:1] in lx.ZH_MEASURES)
    )


def _then_after(words: list[str], i: int, perfect: bool) -> bool:
    """A verb whose 了 is followed by 再/才 (or 就 without 已 before it) heads a sequence still to come: 确认了再告诉
    您, 收到货了才退款, 改好了就发给您 ("once … then"); not 已经改好了，再次感谢 (a comma ends the act) nor 已经退了就不用
    再操作了). 完 closes the first step as 了 does (发完再跟您确认), and the agent may name itself before the next
    (确认了我就约, 改完我再发给您)."""
    after = [w for w in words[i + 1 : i + 6] if w.strip()]
    done = next((m for m, w in enumerate(after[:3]) if w == "了"), -1)
    if done < 0 and (words[i].endswith("完") or after[:1] == ["完"]):
        done = 0 if after[:1] == ["完"] else -1
    elif done < 0 or any(_verb_of(w) is not None or w in _BREAKS for w in after[:done]):
        return False  # (确认完了: a complement may stand before 了)
    nxt = after[done + 1 : done + 3]
    nxt = nxt[1:2] if nxt[:1] in (["我"], ["我们"]) else nxt[:1]
    return nxt in (["再"], ["才"], ["再说"]) or (nxt == ["就"] and not perfect)


#: Machines of the lexicon's others: their own act when they act on something (服务器返回了 550 错误), what was
#: done to them when 已 + a verb has no object (服务器已扩容, 网关已重启).
_MACHINES = frozenset({"服务器", "网关"})
#: Verbs of telling someone: the person before them with no object after is the one told, not the teller.
_TELLS = frozenset({"通知", "告知", "提醒", "联系", "联络", "知会", "转告", "通报", "告诉"})


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
#: Pronouns of the reader or of others: 是您上周五自己交的 names the reader as the doer.
_OTHER_PRONOUNS = frozenset({"您", "你", "他", "她", "他们", "她们", "对方"})


def _in_topic(before: list[str], k: int) -> bool:
    """The word at ``k`` is inside a phrase ending in 的 that the agent's own subject (我, 我们) follows: a
    topic described before the clause proper (未到账的订单我已经…; not 我没有把发票的金额改掉)."""
    de = next((m for m in range(k + 1, len(before)) if before[m] == "的"), -1)
    return de > 0 and any(w in lx.ZH_SELF for w in before[de + 1 :])


#: Acts that undo another (the ``_UNDONE`` verbs): done by the system to what the agent tried, they report a reversal.
_UNDOING = ("撤回", "撤销", "恢复", "还原", "回滚", "退回", "驳回", "打回", "拒绝", "拦截")


def _undone_by_system(words: list[str], i: int) -> bool:
    """The verb at ``i`` undoes something and a passive names the system or the platform as its doer (改约的操作被系统
    撤回了, 退款申请被平台驳回了): the reversal of the agent's attempt is told, no act of the agent (not 被我撤回了)."""
    if not words[i].startswith(_UNDOING):
        return False
    near = [w for w in words[max(0, i - 6) : i] if w.strip()]
    at = max((m for m, w in enumerate(near) if w == "被"), default=-1)
    return at >= 0 and any(w.endswith(("系统", "平台", "风控")) for w in near[at + 1 : at + 3])


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


def _number_at(words: list[str], k: int) -> bool:
    """A count opens at ``k``: a number with its measure (5 户, 三位)."""
    w = words[k]
    measure = w[1:] if w[:1] in lx.ZH_NUMBERS else "".join(words[k + 1 : k + 3]).strip()
    return (w.isdigit() or w[:1] in lx.ZH_NUMBERS) and measure[:1] in lx.ZH_MEASURES


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


_RECORDS = frozenset(
    {"显示", "显示为", "提示", "记录显示", "查询显示", "查到", "查询到", "看到", "核实到", "发现", "记录是", "记录为"}
)


def _other(words: list[str], k: int) -> bool:
    """Someone other than the agent: a person or party of the lexicon, or an organisation named by its
    unit (教务处, 人事科, 物流组, 配送站: a noun of three or more characters ending in one; 售后|中心: a unit word
    after a noun)."""
    word = words[k]
    if word in lx.ZH_OTHERS or (word.endswith(_TITLES) and word not in lx.ZH_SELF) or _by_trade(word):
        return True  # 王经理, 医生, 张主任: a person named by a title
    if _tag(word) in ("nt", "nrt") or (len(word) >= 3 and word.endswith("员") and _tag(word)[:1] in ("n", "")):
        return True  # 亚马逊 (an organisation jieba names), 勘察员 Jen: a member of staff by their job
    latin_name = word.isascii() and word.isalpha() and word[:1].isupper() and word[1:].islower()  # (not WhatsApp)
    if latin_name and next((w for w in words[k + 1 :] if w.strip()), "") in ("把", "将"):
        before = next((w for w in reversed(words[:k]) if w.strip()), "")  # (通过 WhatsApp 把…: a channel)
        return before not in _PREPOSITIONS and before not in ("通过", "用", "经", "在")
        # HR 的 Priya 把员工手册发给了全员: a colleague named in Latin letters, acting on a 把 object
    if len(word) == 2 and word[0] in "小老阿" and word[1] in _SURNAMES:
        return True  # 小林, 老王, 阿陈: a colleague called by name (jieba's nr also tags 白名单: not used)
    if (
        len(word) >= 3
        and word.endswith(("人", "员"))
        and _tag(word)[:1] in ("n", "")
        and any(w in _ACTS_FOR for w in words[k + 1 :])
    ):
        return True  # 单位经办人已为您办理了, 工作人员帮您改好了: a role acting for someone (收件人已改成张三: a field)
    if word.endswith(_ROLES) and word not in _OUR_SIDE and _tag(word)[:1] in ("n", ""):
        return True  # 骑手, 快递小哥, 店家, 供应商: a party by its role (客服, 公司 may be the agent's own side)
    if word in _UNIT_WORDS and k > 0 and _names_what_it_does(words, k - 1):
        return (
            True  # 售后|中心, 配送|站, 账单|助手, 接单|助手, 运维|助手 (another agent; not 智能助手, the agent itself)
        )
    if word in _UNIT_WORDS and k > 1 and words[k - 1] == "的" and _names_what_it_does(words, k - 2):
        return True  # 发票组的助手, 上一位处理的助手: whose or which one, another agent
    return (
        len(word) >= 3
        and word.endswith(_UNITS)
        and _tag(word)[:1] in ("n", "")
        and word not in lx.ZH_SELF
        and word not in lx.ZH_NOUNS
    )


def _names_what_it_does(words: list[str], m: int) -> bool:
    """Whether ``words[m]`` before a unit word names what that unit or agent does or whose it is (账单, 接单, 运维
    — jieba tags some of them a conjunction or nothing — 处理, 发票组), not the agent (智能, 我们) nor a function
    word (一个, 这个, 了)."""
    word = words[m]
    if word in _SELF_MODIFIERS or word in lx.ZH_SELF or not all("\u3400" <= c <= "\u9fff" for c in word):
        return word in ("IT", "HR") or (word.isascii() and word.isalpha() and word.isupper() and word not in ("AI",))
    return _tag(word)[:1] in ("n", "v", "j", "c", "z", "a", "")


#: Words that name a unit or another agent after what it does (售后|中心, 账单|助手, 部署|机器人, 物流|代理).
_UNIT_WORDS = frozenset({"中心", "委员会", "办公室", "科室", "小组", "站", "助手", "机器人", "智能体", "人", "代理"})
_UNIT_WORDS |= {
    "公司",
    "组",
}  # 通稿|组: a desk named by its work  # 物流|公司, 保险|公司: a company named by its trade is another party (公司 alone may be ours)
#: What the agent calls itself before 助手 (智能助手, AI 助手).
_SELF_MODIFIERS = frozenset({"智能", "AI", "ai", "本", "我", "我们", "客服", "在线"})
#: Roles that may name the agent's own side (公司已经替他交了, 客服已为您登记).
_OUR_SIDE = frozenset({"客服", "公司", "团队", "部门"})
#: What a doer does for or to someone after its subject (为您, 帮您, 给他, 把…, 向银行): the subject acts.
_ACTS_FOR = frozenset({"为", "帮", "替", "给", "把", "将", "向"})
#: Titles that name a person (王经理已经审批通过了, 医生已经给您开好了处方: not the agent).
_TITLES = (
    "经理",
    "主任",
    "医生",
    "大夫",
    "护士",
    "律师",
    "老师",
    "总监",
    "副总",
    "组长",
    "会计",
    "出纳",
    "工程师",
    "中介",
)


def _by_trade(word: str) -> bool:
    """A person named by their trade: a noun in 人员 or 师 (工作人员, 药师, 设计师; not 师傅, 老师傅)."""
    return len(word) >= 2 and word.endswith(("人员", "师")) and _tag(word)[:1] == "n"


#: What names an organisation by its unit (教务处, 财务科, 售后中心, 报关行).
_UNITS = ("处", "科", "部", "局", "组", "办", "院", "所", "司", "队", "厅", "站", "中心", "委员会", "办公室", "行")
_UNITS += ("委会",)  # 联赛组委会, 业委会: a committee


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
        w == "的" or w in _NOUN_BEFORE or (_verb_of(w) is not None and w not in ("完成", "进行")) for w in between
    )  # (维修人员已完成修复: 完成 carries the act after it, whose subject they are)


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
#: Prepositions of topic: the phrase after them says what an act is about (就这笔扣款发起争议).
_ABOUT = frozenset({"就", "针对", "关于", "对于"})


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


def _head_noun(words: list[str], k: int) -> str | None:
    """The kind of the noun at ``k`` when it heads its phrase (会议室 yes; 会议门票: 门票 heads, 会议 modifies)."""
    noun = lx.ZH_NOUNS.get(words[k])
    if noun is None or (k + 1 < len(words) and _tag(words[k + 1]).startswith("n")):
        return None
    return noun


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


def _topic_of_another(words: list[str], i: int) -> bool:
    """A verb opening its clause, nouns after it, then someone's side (那边, 方面) and their verb: the first verb
    names the topic (报销部分医院那边直接结算了), the act is the other's; not after 已 or the agent."""
    if i > 1 or (i == 1 and _tag(words[0])[:1] not in ("n", "j")):
        return False
    side = next((m for m in range(i + 2, min(i + 6, len(words))) if words[m] in ("那边", "方面")), -1)
    return (
        side > 0
        and all(_tag(w).startswith("n") or w in lx.ZH_NOUNS for w in words[i + 1 : side])
        and any(_verbal(w) for w in words[side + 1 : side + 4])
    )


def _named_doer(words: list[str], i: int, j: int) -> bool:
    """A capitalised name in Latin letters opening the clause (Dependabot, Jenkins, Alice), then 已 and an active
    verb with an object: that one is the doer (PR #12 已合并, CI 已经跑完了: no object, the thing acted on)."""
    head = [w for w in words[:i] if w.strip() and w not in lx.ZH_PERFECT and w not in _ALL]
    after = [w for w in words[j + 1 : j + 4] if w.strip() and w not in ("了", "过")]
    if words[j].endswith("给") or after[:1] == ["给"]:
        return False  # Offer 已经寄给陈小姐了: the one after 给 receives the thing named before, no object
    return (
        len(head) == 1
        and head[0].isascii()
        and head[0].isalpha()
        and head[0][:1].isupper()
        and not head[0].isupper()
        and len(head[0]) > 2
        and bool(after)
        and (after[0].isascii() or _tag(after[0]).startswith("n"))
    )


#: Purchase orders: one sent or released to a supplier is an order placed.
_PURCHASE_ORDERS = frozenset({"PO", "po", "采购单", "采购订单", "订货单"})
#: What is put on a record rather than made (标记, 备注, 标签).
_MARKS = ("标记", "备注", "标签", "标识")


def _toward(before: list[str]) -> list[str]:
    """The words after the last 向/给/往 before the verb (已向您的注册手机发送: 您, 的, 注册, 手机)."""
    at = max((k for k, w in enumerate(before) if w in ("向", "给", "往")), default=-1)
    return before[at + 1 :] if at >= 0 else []


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


def _sum_named(words: list[str]) -> bool:
    """Money named in the clause: a sum, a currency sign, 元, 费用."""
    return _money_in(words) or any(w in ("元", "块", "万元") or w.endswith("费用") for w in words)


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


def _in_group(place: list[str]) -> bool:
    """A chat group or channel among the words of a place (部门群, 群里, #growth 频道)."""
    return any(w[:1] == "群" or w.endswith(("群", "群里", "频道")) for w in place) or any(
        w == "#" and nxt[:1].isascii() and nxt[:1].isalpha() for w, nxt in itertools.pairwise(place)
    )  # 在 #incident-2231 里同步了: a channel named by its hash (not 工单 #4411, a number)


def _to_reader(words: list[str]) -> bool:
    """The clause is about the reader: 给您补上了, 放进您的卡包 (a coupon given is a refund; 优惠券配置好了 is not)."""
    return any(w in ("您", "你") for w in words)


def _day_named(words: list[str]) -> bool:
    """A date or a past day names the time (12 月 1 日, 1 号, 昨天, 上周, 周一)."""
    if any(w in ("昨天", "前天", "上周", "上星期", "上个月", "上月", "去年") or w.startswith("周") for w in words):
        return True
    said = [w for w in words if w.strip()]
    return any(w in ("日", "号") and p[:1].isdigit() for p, w in itertools.pairwise(said)) or _dated(words)


def _agent_in(words: list[str]) -> bool:
    return any(w in lx.ZH_SELF or w in _MOVERS for w in words)


def _dated(words: list[str]) -> bool:
    """A year or a past month names the time (2026 年 3 月, 去年, 上个月)."""
    if any(w in ("去年", "前年", "上个月", "上月", "往年") for w in words):
        return True
    digits = [k for k, w in enumerate(words) if w.strip()]
    return any(
        words[k] == "年" and p > -1 and words[p][:1].isdigit() for p, k in zip([-1, *digits], digits, strict=False)
    )


def _automatic(words: list[str], i: int) -> bool:
    """自动 modifies the verb at ``i``: right before it, before a 为/给 + pronoun phrase (已自动为您退回) or a
    longer 给 phrase, or before a phrase of where from or where to (已自动从绑定的卡里扣除); not 会员自动续费已经帮您
    关掉了, where 自动 is inside the object."""
    at = next((m for m in range(i - 1, max(-1, i - 8), -1) if words[m] == "自动"), -1)
    if 0 <= at < i - 1 and words[at + 1] in _WHERE and not any(x in ("了", "，", ",") for x in words[at + 1 : i]):
        return not any(x in ("帮", "帮您", "帮你", "替您") for x in words[max(0, at - 6) : at])
    k = next((k for k in range(i - 1, max(-1, i - 5), -1) if words[k] == "自动"), -1)
    if k < 0 and i > 1:  # 系统已自动给 120 位逾期未打卡的员工发了提醒: a longer 给 phrase between
        k = next((m for m in range(i - 2, -1, -1) if words[m] == "自动" and words[m + 1] in ("给", "为", "向")), -1)
        if k >= 0 and any(
            _verb_of(w) is not None and words[m + 1 : m + 2] != ["的"] for m, w in enumerate(words[k + 2 : i], k + 2)
        ):
            return False  # another act between them
        return k >= 0
    if k >= 0 and any(w in ("帮", "帮您", "帮你", "替您") for w in words[max(0, k - 6) : k]):
        return False  # 已经帮您用储蓄卡自动还款了: the agent did it, 自动 says how
    return k >= 0 and all(w in ("为", "给", "帮", "您", "你", "他", "她", "已", "已经") for w in words[k + 1 : i])


#: Coverbs of a place an act goes from or to (从卡里扣除, 在后台生成, 到账户里).
_WHERE = frozenset({"从", "在", "往", "到", "于"})


def _benefactive(words: list[str], i: int) -> bool:
    """给 + a person + another verb after the word at ``i``: 给 is a coverb of that verb, the word a topic."""
    k = i + 1
    if words[i].endswith("给"):
        k = i
    elif words[k : k + 1] != ["给"]:
        return False
    rest = [w for w in words[k + 1 : k + 5] if w.strip()]
    return (
        len(rest) >= 2
        and words[i] not in lx.ZH_NOUNS  # 退款给您走完流程了: the act's own noun
        and rest[0] in ("您", "你", "他", "她", "他们", "她们", "你们", "大家")
        and any(_verb_of(r) is not None or _tag(r) == "v" or r in _MOVERS for r in rest[1:3])
    )  # 打印机驱动给您远程装好了: an adverb may come before the verb


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


def _noun(word: str) -> str | None:
    """The kind of a noun of the lexicon, or of a sum of money by its head (预付款, 尾款, 货款: a payment)."""
    kind = lx.ZH_NOUNS.get(word)
    if kind is None and _money(word):
        return lx.PAY  # 预付款, 押金, 运费, 房租
    return kind


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


def _money(word: str) -> bool:
    """A sum of money by its head: 付款, 尾款, 押金, 运费, 房租, 工资 (not 条款, 账款, 基金)."""
    money = word in ("款", "钱", "待遇") or (len(word) > 1 and (word[-1] in "款金费钱租" or word in _WAGES))
    money = money or word in ("补贴", "津贴", "退税")
    return money and word not in _NOT_MONEY and not word.endswith("账款") and _tag(word) not in ("v", "vn")  # 续费


_NOT_MONEY = frozenset({"条款", "款式", "新款", "同款", "爆款", "落款", "退款", "黄金", "基金", "资金", "浪费", "免费"})
_WAGES = frozenset({"工资", "薪资", "薪水", "薪酬"})
_DEVICES = frozenset({"手机", "手机上", "App", "app", "APP", "设备", "客户端"})


def _given_thing(words: list[str], j: int) -> bool:
    """A verb with 给 ending at ``j``, a pronoun, 的 and a noun that is no person (发给|你|的|链接): the verb describes
    that thing, the one given to them."""
    head = next((w for w in words[j + 3 : j + 5] if w.strip()), "")
    return (
        words[j].endswith("给")
        and words[j + 1 : j + 2] in [[p] for p in _PRONOUNS]
        and words[j + 2 : j + 3] == ["的"]
        and bool(head)
        and not _person(head)
    )


def _person(word: str) -> bool:
    return (
        word in lx.ZH_OTHERS
        or word in ("您", "你", "他", "她", "他们", "大家", "对方", "各位")
        or word.endswith(_ROLES)
        or _tag(word) == "nr"
    )


_ROLES = (
    "班组",  # 维修班组本月共完成报修 35 单: a crew, not the agent
    "公司",
    "商家",
    "供应商",
    "银行",
    "同事",
    "团队",
    "主管",
    "经理",
    "负责人",
    "组长",
    "领导",
    "老板",
    "同学",
    "部门",
    "专员",
    "客服",
    "老师",
    "骑手",
    "快递员",
    "配送员",
    "司机",
    "师傅",
    "工程师",
    "医生",
    "小哥",
    "店家",
    "商户",
    "人员",  # 维修|人员已于 12 月 3 日完成修复: staff named by their work (jieba cuts the trade off)
    "团长",  # 团长已经补给您了: the group leader of a community buy
    "店长",
    "站长",
    "队长",
    "阿姨",  # 保洁阿姨已经打扫完了: people named by their trade and a word of address
    "保姆",
    "月嫂",
    "护工",
    "技师",
    "工人",
    "电工",
    "厂家",  # 厂家已经寄出了配件: the maker, as 商家
    "厂商",
    "厂方",
)


_CHANNELS = frozenset({lx.EMAIL, lx.MESSAGE})


def _sends_for(words: list[str], i: int) -> bool:
    """Whether the verb at ``i`` takes a worker as its object, so a role before it is who was sent or booked, not
    who acted (骑手已改派, 上门安装师傅已经派单了; 师傅已经约好了, not 同事已经订好了会议室: a booking with an object)."""
    verb = _verb_of(words[i])
    if "派" in words[i][:2]:
        return True
    ahead = list(itertools.takewhile(lambda w: w not in _BREAKS, words[i + 1 :]))
    ahead = [w for n, w in enumerate(ahead) if not _time_word(ahead, n)]  # 师傅已经给您约好了明天下午2点: when
    return verb is not None and verb[1] == lx.BOOK and not any(_tag(w)[:1] in ("n", "s", "m") for w in ahead)


def _time_word(words: list[str], n: int) -> bool:
    """Whether the word at ``n`` tells a time (明天, 下午, 2 点, 10:30): a day, a part of it or a clock reading."""
    w = words[n]
    if _tag(w) == "t" or w in _DATE_WORDS:
        return True
    return (w.isdigit() or w in (":", "：")) and any(x in _DATE_WORDS or x.isdigit() for x in words[n + 1 : n + 2])


#: Where a credit lands (补发到您的账号): an account, not a person or a device.
_ACCOUNTS = frozenset({"账号", "账户", "帐号", "帐户", "余额", "钱包", "会员账户"})
#: What is granted on an account, not made (权限, 白名单).
_GRANTS = ("权限", "白名单", "访问")
#: What a customer holds and someone gives back (VIP 身份已经恢复了: restored, not a state that came back by itself).
_HELD = ("身份", "权限", "权益", "资格", "额度", "等级", "会员", "白名单", "积分", "listing", "商品", "店铺", "链接")
#: What a seller lists and gets restored by someone's act (listing 已恢复在售): an update, not a state come back.
_LISTED = ("listing", "商品", "店铺", "链接")
_DOCUMENTS = ("单", "表", "单据", "文件", "报告")
_SENDABLES = frozenset({"文件", "材料", "资料", "截图", "链接", "附件", "图片", "照片", "文档", "简历"})
_NOTICES = frozenset({"通知", "提醒", "消息"})
_COUNTING_MEASURES = frozenset({"封", "笔", "条", "单", "张", "份", "次"})


def _inside_parentheses(words: list[str]) -> frozenset[int]:
    """The positions of words inside parentheses (（本人、配偶）), empty when there are none."""
    if not any(w in ("（", "(") for w in words):
        return frozenset()
    inside, depth = set(), 0
    for k, w in enumerate(words):
        if w in ("）", ")"):
            depth = max(0, depth - 1)
        elif w in ("（", "("):
            depth += 1
        elif depth:
            inside.add(k)
    return frozenset(inside)


def _without_parentheses(words: list[str]) -> list[str]:
    """The words outside parentheses (三个环境（dev / staging / prod）的密钥: 环境, 的, 密钥)."""
    out, depth = [], 0
    for w in words:
        if w in ("(", "（"):
            depth += 1
        elif w in (")", "）"):
            depth = max(0, depth - 1)
        elif not depth and w.strip():
            out.append(w)
    return out


#: One act over many things (批量停用了 32 个账号, 一键清空了 5 个草稿箱).
_IN_BULK = frozenset({"批量", "一键", "一次性"})


def _label_colon(words: list[str]) -> int:
    """Where the last colon of a label is (更新一下进展：…), not a time's (9:30), else -1."""
    return max(
        (
            k
            for k, w in enumerate(words)
            if w in (":", "\uff1a")
            and not (k > 0 and words[k - 1][-1:].isdigit() and "".join(words[k + 1 : k + 2])[:1].isdigit())
        ),
        default=-1,
    )


#: A count of all the things a sentence acts on, told as a total (一共 6 个, 共 3 张, 总共两笔).
_TOTAL = re.compile(r"(?:一共|总共|共计|合计|共)\s*([0-9]{1,3}|[两二三四五六七八九十])\s*([\u4e00-\u9fff])")


def stated_count(text: str) -> int:
    """The count of things a sentence states as a total (30 天前的过期快照一共 6 个，已全部删除; 过期快照共 3 个，每个都
    已删除): ``detect`` asks a call per thing of a claim that cites more than one call (as of English's "All 4
    listings are live"); 0 when it states none (not a measure: 共 3 天)."""
    best = 0
    for m in _TOTAL.finditer(text):
        said, measure = m.group(1), m.group(2)
        n = int(said) if said.isdigit() else lx.ZH_NUMBERS.get(said, 0)
        if 1 < n <= 100 and (measure in lx.ZH_MEASURES or measure == "人"):  # 共 6 人: a total of people
            best = max(best, n)
    return best


#: A count right after an act, of what it acted on (已处理 5 个, 退了两笔).
_COUNT_AFTER = re.compile(r"\s*([0-9]{1,3}|[两二三四五六七八九十])\s*([\u4e00-\u9fff])")


def counted_after(text: str, hit: ZhHit) -> int:
    """The count right after an act (客户共 7 个包裹滞留，已处理 5 个: five), the count of what it acted on: ``detect``
    takes it for the total its sentence states when it is smaller (a part of them); 0 when none follows."""
    m = _COUNT_AFTER.match(text, hit.end)
    if m is None or m.group(2) not in lx.ZH_MEASURES:
        return 0
    said = m.group(1)
    return int(said) if said.isdigit() else lx.ZH_NUMBERS.get(said, 0)


#: Names listed with the enumeration comma (周琳、钱伟、冯雪): each item up to 12 characters of no punctuation.
_NAMES_LISTED = re.compile(
    r"[^\s，。；：、（）()【】\[\],;:!?！？]{1,12}(?:\s*、\s*[^\s，。；：、（）()【】\[\],;:!?！？]{1,12})+"
)


def enumerated(text: str, hits: tuple[ZhHit, ...]) -> list[tuple[int, int, int]]:
    """The things a sentence lists one by one with the enumeration comma, as (start, end, count): 以下客户的资料都已提交：
    周琳、钱伟、冯雪 (three); each a call when the claim cites a call per thing (``detect._per_call``). Not a list of
    acts (已退款、发邮件、关闭工单: a hit inside it is an act of its own)."""
    out = []
    for m in _NAMES_LISTED.finditer(text):
        if not any(h.start < m.end() and m.start() < h.end for h in hits):
            out.append((m.start(), m.end(), m.group().count("、") + 1))
    return out


#: A count in a clause: a digit or a Chinese number word.
_A_COUNT = re.compile(r"[0-9两二三四五六七八九十几]")


def carried_counts(text: str, hits: tuple[ZhHit, ...]) -> list[int]:
    """Each hit's count, a later act's taken from the act before it when its own clause says 都 and counts nothing
    (两位顾客的退款都已分别发起，短信也都发了; 一共给 3 位客户发了邮件，并为他们都办理了退款): the same things, each with
    its act again; not an act of the same clause (两笔退款都已发起并到账)."""
    out = [h.quantity for h in hits]
    for k in range(1, len(hits)):
        between = text[hits[k - 1].end : hits[k].start]
        cut = max(between.rfind("，"), between.rfind("；"), between.rfind(","))
        own = between[cut + 1 :]
        if out[k] == 1 and out[k - 1] > 1 and cut >= 0 and "都" in own and not _A_COUNT.search(own):
            out[k] = out[k - 1]
    return out


def _quantity(words: list[str], kind: str = "", at: int = 0) -> int:
    """两封邮件, 3笔付款, 6条通知: a count of acts; 40个硒鼓 counts goods (one order), so 个/件/台 count only
    nouns of acts or records (三个工单) — unless 分别 says each got its own act (两个人的密码已经分别发给他们了),
    or 都/均 distributes the act over what each of them has (三位候选人的二面都约好了) or over them (两件商品都退了)."""
    colon = _label_colon(words)
    if colon >= 0 and _quantity(words[colon + 1 :], kind, at - colon - 1) > 1:
        return _quantity(
            words[colon + 1 :], kind, at - colon - 1
        )  # 本月 5 笔供应商付款：4 笔已付: the count after the label's
    said = "".join(words)  # one look at the clause before each word-by-word check below
    if "合并" in said and any(
        w in ("合并成", "合并为") or (w == "合并" and nxt in ("成", "为")) for w, nxt in itertools.pairwise(words)
    ):
        return 1  # 那两条重复的记录被我合并成一条了: one merge, whatever it took in
    if "第" in said and any(
        w == "第" or (w[:1] == "第" and (w[1:2] in lx.ZH_NUMBERS or w[1:2] in "一十") and not w.startswith("第三方"))
        for w in words
    ):
        return 1  # 两笔退款：第一笔 ¥120 已退, 第 2 笔已退: an ordinal singles out one of them
    each = any(w in ("分别", "逐一", "挨个", "一一", "逐个") for w in words)
    if not each and any(w in _IN_BULK for w in words):
        return 1  # 批量停用了 32 个账号: one act over all of them
    for k, w in enumerate(words[:-1]):
        if w in ("×", "x", "X", "*") and words[k + 1].isascii() and words[k + 1].isdigit():
            noun = next((x for x in reversed(words[:k]) if x.strip()), "")
            acts = [lx.ZH_NOUNS[x] for x in words[:k] if x in lx.ZH_NOUNS]
            grouped = words[k + 2 : k + 3] == [","] and words[k + 3 : k + 4] != [] and len(words[k + 3]) == 3
            given = all(
                a in (lx.REFUND, lx.PAY) for a in acts
            )  # 补偿（钻石 ×300、体力药剂 ×5）: goods one grant carries
            if (
                1 < int(words[k + 1]) <= 100
                and acts
                and lx.ORDER not in acts
                and _tag(noun) == "n"
                and not grouped
                and not given
            ):
                return int(words[k + 1])  # 房间（标准间 ×2）: a count of bookings (not 采购清单：显示器 ×10, goods)
    done = [k for k in range(1, len(words)) if words[k - 1] == "了"]  # 4 张发票付了 3 张: the count after the act
    for k in [*done, *(k for k in range(len(words)) if k not in done)]:
        w = words[k]
        number = lx.ZH_NUMBERS.get(w[:1]) if w[:1] in lx.ZH_NUMBERS else (int(w) if w.isdigit() and len(w) <= 3 else 0)
        rest = w[1:] if w[:1] in lx.ZH_NUMBERS else ""
        measure = rest or (words[k + 1] if k + 1 < len(words) else "")
        if not number or not 1 < number <= 100 or measure[:1] not in lx.ZH_MEASURES:
            continue
        after = k + 1 if rest else k + 2
        if _count_of_attribute(words, after, measure):
            continue  # 12 栋欠费的 3 户, 5 栋水泵工单: the number names a building or a modifier's thing, not the head
        if (
            k
            and words[k - 1] in ("为", "成", "分为", "拆成", "合并为")
            and "分别" not in words[k + 1 : at]
            and not (words[k - 1] == "为" and measure[:1] in ("位", "名") and k < at)  # 为 4 位交换生办理: for them
        ):
            continue  # 订单已拆分为两单: the count of what came out, not of acts (拆成两个包裹分别发出: each went out)
        if k > 1 and words[k - 1] in (":", ".") and words[k - 2].isdigit():
            continue  # 上午 9:30 张主任的号: the minutes of a time (or decimals), not a count
        span = (measure[1:] or "".join(words[after : after + 1])).startswith((*_SPAN_UNITS, "工作日"))
        if measure[:1] == "个" and span and _each_period(words, after):
            return number  # 过去三个月的账单已全部重新发送: a bill a month, each its own act
        if measure[:1] == "个" and span:
            continue  # 顺延了两个小时, 延期三个月: a span of time, not a count of acts
        if any(w in ("里", "中", "当中", "之中") for w in words[after : after + 4]):
            continue  # 三个会议室预订里成功了两个: the whole the part is taken from, not what was done
        tails = [measure[1:]] if measure[1:] else words[after : after + 3]
        plain = [measure[1:]] * bool(rest[1:]) + _without_parentheses(words[after:])  # 两间房都: jieba glued the noun
        heads = [w for w in plain[:6] if w.strip()]  # 两台 ES 节点都: a Latin word before the noun
        people = measure[:1] in ("位", "名") or (heads and (heads[0] == "人" or _person(heads[0])))
        told = 0 <= at < len(words) and words[at][:2] in _TELLS and not any(x in _MOVERS for x in words[:k])
        things = (
            (heads[:1] in (["都"], ["均"]) and measure[:1] in ("步", "项", "件", "笔", "单"))
            or (heads[:1] in (["都"], ["均"]) and measure[:1] in ("户", "栋") and kind not in _CHANNELS | {lx.SEND})
            or (
                (heads[1:2] in (["都"], ["均"]) or heads[2:3] in (["都"], ["均"]))
                and not (heads and _person(heads[0]))
                and not (people and told and _one_send(words))  # 两位家长均已通知: a notice each, unless one told
            )
        )  # 三步都做完了, 两台 ES 节点都重启过了
        distributed = ("的" in plain[:3] and any(w in ("都", "均", "各") for w in plain)) or things
        distributed = distributed or any(  # 给三位客户各发了一封: each one got its own
            w == "各" and _verb_of(nxt) is not None for w, nxt in itertools.pairwise(plain)
        )
        # 两件商品都已经退款了: 都 right after counted things gives each its act (one mail may reach 5 位客户)
        sent = kind in _CHANNELS | {lx.SEND}
        if people and (not sent or not _one_send(words)) and any(w in _EVERYONE for w in heads[1:4]):
            return number  # 入学体检的 4 个人我全给约好了: each one's booking; 5 位老师都通知到了: a notice each
        if each or distributed:  # 三位候选人的二面都约好了: each one's act
            return number
        if people and sent and "的" not in heads[1:3]:
            if _one_send(words) or _about_them(words, k):
                continue  # 用一封邮件通知了三位客户, 群发给 200 位会员, 关于两位客户的投诉: one send
            return number  # 已给这 3 位团员发短信说明: a message each (the measure's rule: N told need N sends)
        if (
            kind in _CHANNELS | {lx.SEND}
            and measure[:1] not in ("封", "条", "次", "单")  # (32 单已经全部送到自提点: orders delivered)
            and not people
            and not any(lx.ZH_NOUNS.get(h) in (lx.EMAIL, lx.MESSAGE, lx.SEND) for h in heads[:4])
            and (told or _one_send(words) or _about_them(words, k))
        ):
            continue  # 已提醒客户两笔账单到期, 三笔付款回单用一封邮件发到了…: what a notice is about, or one mail
        for_them = any(x in ("给", "为") for x in words[max(0, k - 3) : k])  # (重置为手机号后六位: the value set)
        if people and for_them and (kind in (lx.CREATE, lx.BOOK) or (kind != lx.ORDER and k < at)):
            return number  # 给 3 位新同事开好了账号, 为 4 位交换生办理了选课: each one's own act (not a send: above)
        if (
            sent
            and measure[:1] in ("份", "张", "个", "件", "页")
            and (told or _one_send(words) or _about_them(words, k))
        ):
            continue  # 三份合同我用一封邮件发给了客户: what one message carries (三份合同都发给客户了: a send each)
        if kind == lx.BOOK and 0 <= at < k <= at + 3 and measure[:1] in _HELD_UNITS:
            return number  # 已订 6 间, 订了两张桌: rooms, tables or seats held, a booking each
        if kind == lx.ORDER and measure[:1] not in ("单", "笔", "次") and not _counted_acts_noun(tails):
            continue  # 40 份午餐盒已经下单了: the goods of one order (两笔订单, 3 单 count orders)
        tally = any(w in _TALLY or w in _TALLY_TIMES for w in words)  # 今天关了 9 个工单: acts one by one
        every = any(w in _ALL or w in _EVERYONE or w == "一律" for w in plain)  # 三张工单…都已关闭: each its own
        made = any(w in _MAKING for w in words)  # 为您开通了 2 个子账号: things made, a call each
        if kind in _CHANGES_OF_THINGS and next((w for w in reversed(words[:k]) if w.strip()), "") in _ALL_OF:
            return number  # 已关闭全部 3 个告警: every one counted had its own change, as 3 个告警都关闭了
        if kind in _CHANGES_OF_THINGS and not (tally or every or made) and not _counted_acts_noun(tails):
            return 1  # 审计标出的 17 个休眠账号已经停用: one change over all of them (docs/claims.md, Counts)
        if tally and kind in _CHANGES_OF_THINGS:
            return number  # 今天共申报了 5 票: a tally of acts, whatever measure counts them
        if kind == lx.DELETE:
            moved = any(w in ("把", "将") for w in words[max(0, k - 3) : k])  # 把两个旧席位删了: its object
            if k < at and not moved and not any(w in _ALL or w == "一律" for w in plain):
                return 1  # 47 个僵尸账号删掉了: a tally of what is gone, told before the verb, is one removal
            return (
                number  # 删除了两个闲置席位: things removed named after the verb, each its own (as "Deleted 6 links")
            )
        if measure[:1] in _COUNTING_MEASURES or any(
            lx.ZH_NOUNS.get(t) or lx.ZH_NOUNS.get(t[:2]) or lx.ZH_NOUNS.get(t[-2:]) for t in tails
        ):
            return number
    return 1 if kind in lx.GENERIC else _listed(words, kind)  # 工位、电脑、门禁都安排妥当了: one arrangement told


def _one_send(words: list[str]) -> bool:
    """Whether the clause says its send was one message however many it reached, as English "in one email", "one
    invite/announcement/newsletter" (docs/claims.md, *Counts*): 一封邮件/一条短信/同一条通知, 群发, 抄送 (copies
    carried), a group's chat (群里, 群公告) or one invite/announcement/newsletter (会议邀请, 公告, 简报)."""
    for k, w in enumerate(words):
        if w in _ONE_MESSAGE_WORDS or w.startswith(_ONE_SEND_HEADS) or w.endswith(_TO_A_GROUP):
            return True
        if (
            w.startswith("一")
            and (
                w[1:2] in ("封", "条", "份", "次")
                or (w == "一" and words[k + 1 : k + 2] and words[k + 1][:1] in ("封", "条", "次"))
            )
            and not (k and words[k - 1] in _EACH_ONE)
        ):
            return True  # 一封邮件, 一条短信 (一并/一起 below; not 各一条, one each)
    return _in_group(words)


#: Words before 一条/一封 that make it one message to each (您、收件人、代收人各一条): as many sends as they are.
_EACH_ONE = frozenset({"各", "每人", "每位", "每个", "每家", "每户", "分别"})
#: Words that make a send one message to many (一并/一起/合并发送, 广播) or carrying many (附件, 打包, 压缩包).
_ONE_MESSAGE_WORDS = frozenset(
    {"一并", "一起", "一同", "同时", "广播", "群聊", "附件", "附上", "打包", "压缩包", "合并"}
)
_ONE_SEND_HEADS = ("群发", "抄送", "同一", "统一", "附带", "附在")
#: One thing a group shares (会议邀请, 群公告, 通讯/简报): a count of its recipients is one send.
_TO_A_GROUP = ("邀请", "邀请函", "公告", "通告", "简报", "周报", "月报", "通讯", "newsletter", "邀约")


def _about_them(words: list[str], k: int) -> bool:
    """Whether the people counted at ``k`` are what the message was about (关于/就/针对 两位客户的投诉)."""
    return any(w in ("关于", "有关", "就", "针对", "对于", "围绕") for w in words[max(0, k - 3) : k])


#: Spans of time over which a count of changes is a tally of separate acts (今天关了 9 个工单).
_TALLY_TIMES = frozenset({"今天", "今日", "本周", "这周", "本月", "这个月", "本季度", "至今", "目前为止"})
#: Verbs that make things: what they count are creations, one call each (开通了 2 个子账号).
_MAKING = frozenset({"开通", "开", "创建", "新建", "注册", "开设", "建", "建好", "开好"})
#: Measures of what a booking holds (6 间房, 两张桌, 3 个座位): counted right after the verb, a booking each.
_HELD_UNITS = frozenset({"间", "张", "个", "位", "桌", "席", "座"})
#: Kinds of changes to things: counted by a number, one change over all of them unless 都/分别/… gives each its own.
_CHANGES_OF_THINGS = frozenset({lx.UPDATE, lx.CHANGE, lx.COMPLETE})


def _households(words: list[str]) -> bool:
    """Whether the words name a household's own supply (您家的电, 两户的燃气, 住户的暖气): restored for it by someone."""
    return any(
        nxt == "的" and (w.endswith("户") or (w == "家" and k and words[k - 1] in ("您", "你")))
        for k, (w, nxt) in enumerate(itertools.pairwise(words))
    )


_BUILDINGS = frozenset({"楼", "楼房", "房子", "房", "建筑", "宿舍", "别墅", "厂房", "都", "均", "全", "全部", "各"})


#: Records made one per period (a month's bill, a year's tax statement): N periods' of them are N records.
_PERIODIC = ("账单", "对账单", "月结单", "工资条", "流水", "月报", "报表", "明细", "发票", "扣费记录")


def _each_period(words: list[str], after: int) -> bool:
    """Whether the span of time ending at ``after`` counts periods whose records the clause says were all acted on
    (过去三个月的账单已全部重新发送, 近 6 个月的工资条都发了: a bill a month; 延期三个月 stays a span)."""
    rest = words[after : after + 8]
    de = next((m for m, w in enumerate(rest[:3]) if w == "的"), None)
    return (
        de is not None
        and any(w.startswith(_PERIODIC) for w in rest[de + 1 : de + 3])
        and any(w in _ALL or w == "分别" for w in rest[de + 1 :])
    )


def _count_of_attribute(words: list[str], after: int, measure: str) -> bool:
    """The count whose noun ends at ``after`` sits in an attribute: another count follows its 的 (12 栋欠费的 3 户),
    or 栋/幢 numbers a building named before a noun of its own (5 栋水泵工单; not 三栋楼, 两栋都)."""
    de = next((m for m in range(after, min(len(words), after + 5)) if words[m] == "的"), -1)
    if de >= 0 and de + 1 < len(words) and _number_at(words, de + 1):
        return True
    nxt = "".join(words[after : after + 1]) if not measure[1:] else measure[1:]
    return measure[:1] in ("栋", "幢") and bool(nxt) and nxt[:1] not in _BUILDINGS and nxt not in _BUILDINGS


def _counted_acts_noun(tails: list[str]) -> bool:
    """Whether the counted noun names transactions (笔付款, 张机票): a count of them stays a count of acts."""
    return any(lx.ZH_NOUNS.get(t) in _ACT_KINDS or lx.ZH_NOUNS.get(t[-2:]) in _ACT_KINDS for t in tails if t)


_ALL = frozenset({"都", "全部", "均", "全都", "统统"})
#: Words before a count that take in every one counted (全部 3 个告警, 所有 5 个节点): each one's act, as 都 after it.
_ALL_OF = frozenset({"全部", "所有", "全体"})
_EVERYONE = frozenset({"都", "全", "全都", "均", "全部"})


#: What joins the codes of a list of things named one by one (A1203、A1207 和 A1210).
_CODE_JOINS = frozenset({"、", "，", ",", "和", "及", "以及", "与", "。"})


def _code(word: str) -> bool:
    """An id of a thing: ASCII letters and digits with a digit in it (S2031, 4500071, #4411 read as its digits)."""
    word = word.lstrip("#")
    return word.isascii() and word.isalnum() and any(c.isdigit() for c in word) and len(word) >= 3


def _listed(words: list[str], kind: str = "") -> int:
    """Things listed with 、 right before 都/全部 are as many acts (邮箱、Slack、GitHub 权限全部开通, 工单 #4411、#4412、
    #4413 都已关闭: three), and two Latin names or, for acts that are no sends, two nouns joined by 和 (staging 和 prod
    都已经部署了, 英文成绩单和中文成绩单都已经开好了: two); not people (给张三、李四都发了 may be one mail), nor what one
    message carries (合同和发票都发您邮箱了)."""
    plain = [w for w in _without_parentheses(words) if w.strip()]
    codes = sum(_code(w) for w in plain)
    if codes > 1 and kind not in _CHANNELS | {lx.SEND} and all(_code(w) or w in _CODE_JOINS for w in plain):
        return min(codes, 100)  # 已取消：A1203、A1207、A1210 (the list after the act's colon): each named, each its act
    for k, w in enumerate(plain):
        if w not in _ALL:
            continue
        if _two_messages(plain[:k]):
            return 2  # 收件人的短信和您的短信都发过去了: two messages named, each its send (not what one carries)
        start = max((m + 1 for m in range(k) if plain[m] in _LIST_STOPS or _verb_of(plain[m])), default=0)
        items = [x for x in plain[start:k] if x not in lx.ZH_SELF]  # 工单 #7781 和 #7782 我都已经关闭了
        commas = items.count("、") + items.count("+")  # 500 金币 + 10 张抽奖券都已发放: two things
        ands = sum(x in ("和", "及", "以及", "与") for x in items)
        heads = [x for x, nxt in itertools.pairwise([*items, w]) if nxt in ("、", w, "和", "及", "以及", "与")]
        names = ands == 1 and len(heads) == 2 and all(x.isascii() and x.isalnum() for x in heads)  # staging 和 prod
        names = names or (
            ands == 1
            and len(heads) == 2
            and kind not in _CHANNELS | {lx.SEND}
            and all(
                (_tag(x).startswith("n") or (not _tag(x) and "\u4e00" <= x[:1] <= "\u9fff")) and x not in lx.ZH_SELF
                for x in heads
            )
        )  # 英文成绩单和中文成绩单都已经开好了
        joined = next((m for m, x in enumerate(items) if x in ("和", "及", "以及", "与")), -1)
        owners = ands == 1 and not commas and "的" in items[joined + 1 :] and "的" not in items[:joined]
        pair = next((m for m, x in enumerate(items) if x in _PAIRS), -1)  # 您爸爸妈妈的体检都预约好了: two people's
        owners = owners or (pair >= 0 and "的" in items[pair + 1 : pair + 2] and kind not in _CHANNELS | {lx.SEND})
        if owners and not any(x in ("给", "向", "跟") for x in items):
            return 2  # A 仓和 B 仓的补货单都下好了, 张三和李四的密码都重置了: each one's own
        to_each = (
            kind in _CHANNELS | {lx.SEND}
            and (commas or ands)
            and next((x for x in items if x not in _TOPIC_ADVERBS), "") in ("给", "向")
        )
        if to_each and "的" not in items and not _one_send(words):
            return min(commas + 1 + ands, 100)  # 给张三、李四都发了邮件: a send each, as "sent it to Priya and Tom"
        if (commas or names) and not any(x in ("给", "向", "跟") for x in items) and not any(_person(x) for x in heads):
            return min(commas + 1 + ands, 100)
    return 1


_LIST_STOPS = frozenset({":", "\uff1a", "，", ","})


def _two_messages(before: list[str]) -> bool:
    """Whether the words before 都 end in two messages joined by 和 (收件人那边的短信和您这边的短信, 确认邮件和提醒短信):
    each a message of its own, two sends of one channel, where two other nouns may be what one message carries
    (合同和发票)."""
    start = max((m + 1 for m, w in enumerate(before) if w in _LIST_STOPS), default=0)
    items = before[start:]
    joins = [m for m, w in enumerate(items) if w in ("和", "及", "以及", "与")]
    return (
        len(joins) == 1
        and 0 < joins[0] < len(items) - 1
        and lx.ZH_NOUNS.get(items[joins[0] - 1]) == lx.ZH_NOUNS.get(items[-1])
        and lx.ZH_NOUNS.get(items[-1]) in _CHANNELS | {lx.SEND}
    )  # (邮件和短信都发了: one of each channel, told apart by ``_channels_each``)


#: Words that name two people at once (爸爸妈妈, 父母, 夫妻): what each of them has is two things.
_PAIRS = frozenset({"爸爸妈妈", "爸妈", "父母", "双亲", "公婆", "岳父母", "夫妻", "两口子", "老两口", "夫妇", "父母亲"})
