"""Counts and quantities: how many acts a claim stands for.

A count with its measure before the object (给 3 位客户发了邮件), a list of names or codes
(张三、李四和王五; ``_listed``), one send to a group that is one act however many read it (群发, 抄送), each
period or household counted; and the public counts the detector asks of a segment (``stated_count``,
``counted_after``, ``enumerated``, ``carried_counts``).
"""

from __future__ import annotations

import itertools
import re

from agentops.claims import lexicon as lx
from agentops.claims.chinese.segmenting import ZhHit, _tag, _verb_of
from agentops.claims.chinese.words import (
    _ACT_KINDS,
    _ALL,
    _CHANNELS,
    _MOVERS,
    _SPAN_UNITS,
    _SUMS,
    _TALLY,
    _TELLS,
    _TOPIC_ADVERBS,
    _in_group,
    _inside_parentheses,
    _label_colon,
    _number_at,
    _person,
    _without_parentheses,
)


def _one_send_aside(words: list[tuple[str, int, int]]) -> bool:
    """Whether a parenthesis of the unit says its send was one message (给 20 家客户发了续约提醒邮件 [evt]（一封群发）:
    the aside, cut off from the clause by the citation, still tells how it went)."""
    plain = [w for w, _, _ in words]
    inside = _inside_parentheses(plain)
    return bool(inside) and _one_send([plain[k] for k in sorted(inside)])


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


def _approximately(words: list[str], i: int) -> bool:
    """约 at ``i`` is "about": an amount or a number follows it (约 ¥300, 约两周), not an appointment."""
    after = next((w for w in words[i + 1 :] if w.strip()), "")
    return (
        words[i] == "约"
        and not (i and words[i - 1] in lx.ZH_PERFECT)  # 已约 3 位客户: the verb
        and (after[:1].isdigit() or after[:1] in lx.ZH_NUMBERS or after in _SUMS)
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


def _counted_object(words: list[str], k: int) -> bool:
    """Whether a number and a measure open what follows ``k`` (了 5 票, 了两笔): a counted object."""
    ahead = [w for w in words[k : k + 3] if w.strip()]
    return (
        len(ahead) == 2
        and (ahead[0].isdigit() or ahead[0] in lx.ZH_NUMBERS)
        and (ahead[1] in lx.ZH_MEASURES or ahead[1][:1] in lx.ZH_MEASURES)
    )


_COUNTING_MEASURES = frozenset({"封", "笔", "条", "单", "张", "份", "次"})


#: One act over many things (批量停用了 32 个账号, 一键清空了 5 个草稿箱).
_IN_BULK = frozenset({"批量", "一键", "一次性"})


#: A count of all the things a sentence acts on, told as a total (一共 6 个, 共 3 张, 总共两笔).
_TOTAL = re.compile(r"(?:一共|总共|共计|合计|共)\s*([0-9]{1,3}|[两二三四五六七八九十])\s*([\u4e00-\u9fff])")


def stated_count(text: str) -> int:
    """The count of things a sentence states as a total (30 天前的过期快照一共 6 个，已全部删除; 过期快照共 3 个，每个都
    已删除): ``detect`` asks a call per thing of a claim that cites more than one call (as of English's "All 4
    listings are live"); 0 when it states none (not a measure: 共 3 天)."""
    best = 0
    for m in _TOTAL.finditer(text):
        said, measure = m.group(1), m.group(2)
        n = lx.number_said(said) if said.isdigit() else lx.ZH_NUMBERS.get(said, 0)
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
    return lx.number_said(said) if said.isdigit() else lx.ZH_NUMBERS.get(said, 0)


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
                1 < lx.number_said(words[k + 1]) <= 100
                and acts
                and lx.ORDER not in acts
                and _tag(noun) == "n"
                and not grouped
                and not given
            ):
                return lx.number_said(
                    words[k + 1]
                )  # 房间（标准间 ×2）: a count of bookings (not 采购清单：显示器 ×10, goods)
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
        sent = kind in _CHANNELS | {lx.SEND}
        every = [["全部"]] if kind != lx.COMPLETE else []  # 三段行程全部改签完成 (16 项操作全部成功: a tally summed up)
        alone = (  # 两个都派给刘师傅了, 两位都约好了, 给这 8 户都发了: the measure stands for things named before
            heads[:1] in (["都"], ["均"])
            and measure[1:] == ""
            and measure[:1] in _STANDING_ALONE
            and (not sent or (measure[:1] != "个" and not _one_send(words)))
        )
        things = (
            (heads[:1] in (["都"], ["均"]) and measure[:1] in ("步", "项", "件", "笔", "单"))
            or (heads[:1] in (["都"], ["均"]) and measure[:1] in ("户", "栋") and kind not in _CHANNELS | {lx.SEND})
            or (
                (heads[1:2] in (["都"], ["均"], *every) or heads[2:3] in (["都"], ["均"], *every))
                and not (heads and _person(heads[0]))
                and not (people and told and _one_send(words))  # 两位家长均已通知: a notice each, unless one told
            )
            or alone
        )  # 三步都做完了, 两台 ES 节点都重启过了
        distributed = ("的" in plain[:3] and any(w in ("都", "均", "各") for w in plain)) or things
        distributed = distributed or any(  # 给三位客户各发了一封: each one got its own
            w == "各" and _verb_of(nxt) is not None for w, nxt in itertools.pairwise(plain)
        )
        # 两件商品都已经退款了: 都 right after counted things gives each its act (one mail may reach 5 位客户)
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


#: Words before a count that take in every one counted (全部 3 个告警, 所有 5 个节点): each one's act, as 都 after it.
_ALL_OF = frozenset({"全部", "所有", "全体"})
_EVERYONE = frozenset({"都", "全", "全都", "均", "全部"})

#: Measures that stand alone for things or people named before them, 都 right after (两个都, 两位都, 这 8 户都).
_STANDING_ALONE = frozenset({"个", "位", "名", "间", "户"})


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
        if w not in _ALL and not (w in _TOGETHER and kind not in _CHANNELS | {lx.SEND}):
            continue  # (主卡和副卡一起复机了: both done, as 都 says; a send 一起 is one message, ``_one_send``)
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
#: Words that tell the things listed before them were acted on together (主卡和副卡一起复机了): each of them was.
_TOGETHER = frozenset({"一起", "一并", "一同", "同时"})


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
