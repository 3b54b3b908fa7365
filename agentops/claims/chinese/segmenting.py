"""Chinese words: jieba's segmenting with the lexicon's words added, parts of speech, and the lexicon's verbs.

``segment`` cuts a text into words with offsets (and recuts what jieba glues: 已|登记, 我|会, 并|发); ``tag`` is
the part of speech jieba's dictionary gives a word; ``_verb_of`` finds the lexicon's verb a word holds (发送给 →
发送) with what is glued after it; ``ZhHit`` is one claim found, the unit every other module of the package
returns.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from agentops.claims import lexicon as lx

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
    "过去",  # 推过去, 转过去: moved over to someone
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


_HOW_BACK = frozenset({"原路", "全额", "全部", "如数", "一并"})


def tag(word: str) -> str:
    """The part of speech jieba's dictionary gives ``word`` ("" when it has none)."""
    return _dictionary()[1].get(word, "")


_tag = tag
