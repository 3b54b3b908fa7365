"""What the agent says a look found, not what it did: a sentence that states what its cited calls did
(:data:`CITED_STATE`, or :data:`LOOKED_STATE` for "Per my records, …"), a table read out of a named source or a
look-up, a status value after a status label, and the items of a list under a line that tells a look. A look
inside one unit is ``reading._Looks``."""

from __future__ import annotations

import re
from collections.abc import Collection

from agentops.claims import english
from agentops.claims.detect.claim import CITED_STATE, LOOKED_STATE, _Found
from agentops.claims.detect.reading import _LOOKS_EN, _LOOKS_ZH
from agentops.claims.detect.tables import _cells
from agentops.claims.lexicon import (
    COMPLETE,
)
from agentops.claims.segment import Token, Unit, cite_id


def _states_cited(read: list[tuple[Unit, list[_Found]]], pool: list[str]) -> None:
    """An English sentence that cites calls no claim or evidence list took and tells them standing
    (``english.states_cited``: "Deposit refund for 2A: sent [evt:a]") claims what they did: one claim of
    :data:`CITED_STATE` citing them, which ``verdict`` flags when a call of its that changes things did not verify, or
    when it counts more things than it cites calls that change things ("Both buyers got their return labels" citing one
    call, twice: its quantity as ``_per_call`` reads a claim's; names it lists one by one count, ``english.enumerated``) (:data:`LOOKED_STATE` when it tells what a look of the agent's own records or check found, "Per my records, …":
    only this run's calls count; what a look at another source found is no statement of the agent's calls)."""
    taken = set(pool).union(*(f.cited for _, found in read for f in found))
    for unit, found in read:
        if found or not unit.cites_any or unit.code or unit.blockquote or unit.plan or unit.question:
            continue
        ids = [i for i in dict.fromkeys(cite_id(t) for t in unit.cites()) if i not in taken]
        words = unit.words()
        marks = all(t.kind != "han" and t.text not in english.NEG_MARKS for t in unit.tokens)
        looks = [k for k, t in enumerate(words) if t.low in _LOOKS_EN and not _asked(words[k + 1 : k + 4])]
        own = any(t.low in _OWN_SOURCE for k in looks for t in words[k + 1 : k + 5])
        if ids and words and _han_states_cited(unit, words):
            # 已为您重新指派骑手 [a made-up id]: a Chinese sentence whose verb no reading took still shows its calls
            found.append(_Found(words[0].start, words[-1].end, CITED_STATE, COMPLETE, "zh", 1, cited=ids))
            continue
        if ids and words and marks and (own or not looks) and english.states_cited(words):
            verb = LOOKED_STATE if looks else CITED_STATE
            both = 2 if any(t.low == "both" for t in words) else 1  # "Both buyers got their return labels [evt:a]"
            stated = max((n for _, n in english.stated_counts(words)), default=0)  # "All 4 listings are live"
            listed = max((n for _, _, n in english.enumerated(unit.tokens)), default=0)  # "…: Ana, Bo and Cy"
            found.append(
                _Found(words[0].start, words[-1].end, verb, COMPLETE, "en", both, cited=ids, stated=max(stated, listed))
            )


#: What makes a Chinese sentence no statement of its cited calls: a negation, a failure or a hedge (尝试取消时系统返回失败
#: [a failed call] tells the failure it cites, honestly), an act undone or refused (被风控撤回了 [a compensated call]),
#: one still pending (还在审批队列里, 审核中), a plan, a condition or a question; a look (查了, 显示, 调取) tells what it
#: read, as an English sentence with a look does.
_NOT_STATED_ZH = re.compile(
    r"没|未|不|无|别|失败|报错|出错|超时|异常|错误|尝试|试|好像|可能|也许|似乎|如果|若|一旦|将|会|要|吗|\?|？"
    r"|被|拒|撤回|撤销|回滚|驳回|还在|仍|尚|待|[审处]理中|核中|送中|进行中|排队|队列"
)

#: Looks a sentence may tell beside ``_LOOKS_ZH``: data fetched or read to answer (调取了上月的登录日志 [evt:…]).
_FETCHED_ZH = ("调取", "调阅", "查阅", "读取", "拉取", "核验", "看")


def _han_states_cited(unit: Unit, words: list[Token]) -> bool:
    """Whether ``unit`` is a Chinese sentence (its words are mostly Han) that tells, without a negation, failure, hedge,
    plan or question, what its cited calls did: a citation binds to the sentence it stands in even when no verb of it
    was read as a claim (已为您重新指派骑手 [evt:…]), so a cited id that names no event, another run's change or a call
    that did not verify is flagged as in English."""
    if any(t.text in ("：", ":") for t in unit.tokens):
        return False  # 经办人：热线 12 号座席 [evt:…]: a label and its value, no statement of what the call did
    han = sum(len(t.text) for t in words if t.kind == "han")
    if han < 4 or 2 * han < sum(len(t.text) for t in words):
        return False
    said = "".join(t.text for t in words if t.kind == "han")
    return not _NOT_STATED_ZH.search(said) and not any(m in said for m in (*_LOOKS_ZH, *_FETCHED_ZH))


#: Words that make a look the agent's own records or check ("Per my records", "verified it on my end"): what it
#: finds there is what its own calls did, not a report from a source of record.
_OWN_SOURCE = frozenset({"my", "our", "myself"})
#: What "per" names when it tells who asked for the act, not a record looked at ("per your request").
_ASKS = frozenset({"request", "requests", "instructions", "instruction", "ask", "email", "message"})


def _asked(after: list[Token]) -> bool:
    """Whether the words after a look word name a request ("Per Ravi's request I split …"): the act asked for, no look
    ("Per the audit log [evt:a] — …" tells what a read found)."""
    return any(t.low in _ASKS for t in after)


def _read_out_tables(read: list[tuple[Unit, list[_Found]]], sources: Collection[int] = ()) -> None:
    """A table whose source is named on the line right before or after it (数据来自 [evt:…], 以上来自学籍系统,
    "Source: [evt:…]", also when that line was taken as the reply's evidence list: ``sources``, the places in ``read``
    such lines stood), or under a line that tells a look-up before a colon (查了最近三笔支付记录 [evt:…]：; a cited
    English line that tells a look or names a record: "Here's what the booking shows [evt:…]:"), reads out what that
    source shows: its rows without a citation report states, no acts (| MSKU7781230 | 已放行 |, "| Paid | €40 |")."""
    n = 0
    while n < len(read):
        if not _cells(read[n][0]):
            n += 1
            continue
        m = n
        while m < len(read) and _cells(read[m][0]):
            m += 1
        above = read[n - 1][0] if n > 0 and not read[n - 1][1] else None
        told = above is not None and above.cites_any and (_tells_look(above) or _record_named(above))
        looked = above is not None and (_looks_up(above) or told)
        named = any(_names_source(read[k][0]) for k in (n - 1, m) if 0 <= k < len(read))
        if looked or named or n in sources or m in sources:
            for _, found in read[n:m]:
                if not any(f.cited for f in found):
                    found.clear()
        n = m


def _statuses_read_out(read: list[tuple[Unit, list[_Found]]]) -> None:
    """A Chinese value after a status label and a colon (订单状态：已发货, **退款状态：** 已原路退回) reads out a record when
    a look comes before it in its sentence (帮您查了一下 [evt:…]，订单状态：已发货) or the list it is an item of hangs
    under a line that tells a look-up (查到您的订单 [evt:…]：\n- 状态：已发货): the record's state, not the agent's act.
    Without a look (更新一下进展：**状态：** 已退款) it stays the agent's summary of what it did."""
    lead: Unit | None = None  # the last line that is no list item: what a list hangs under
    for unit, found in read:
        if not unit.item:
            lead = unit
        if not found or not any(f.language == "zh" for f in found):
            continue
        looked_above = unit.item and lead is not None and _looks_up(lead)
        kept = [f for f in found if not (f.language == "zh" and _status_value(unit, f.start, looked_above))]
        if len(kept) < len(found):
            found[:] = kept


def _items_looked_up(read: list[tuple[Unit, list[_Found]]]) -> None:
    """The items of a list under a cited line that tells a look and opens what it found with a colon ("I found three
    recent orders on your account [evt:a]:", "Here's where Felix's checklist stands [evt:a]:") read out the records
    found: their uncited English states ("#60112 — Delivered Oct 14", "Directory account — done") are no acts. Without
    a citation ("Here's where things stand:\n- Refund issued") the items stay the agent's summary."""
    looked = False
    for unit, found in read:
        if not unit.item:
            looked = unit.cites_any and (_tells_look(unit) or (not found and _record_named(unit)))
        elif looked and found and all(f.language == "en" and not f.cited for f in found):
            found.clear()


def _tells_look(unit: Unit) -> bool:
    """A line that tells a look-up and ends with a colon: "I found …:", "I checked …:", "Here's where … stands:"."""
    last = next((t.text for t in reversed(unit.tokens) if t.kind != "cite" and t.text.strip()), "")
    words = [t.low for t in unit.words()]
    if last not in (":", "\uff1a") or "and" in words:
        return False
    if len(words) > 1 and words[0] in ("i", "we") and words[1] in _LOOKED_EN:
        return True
    return words[:2] in (["here's", "where"], ["here", "is"]) and ("stands" in words or "status" in words)


def _record_named(unit: Unit) -> bool:
    """A cited line that names a record and opens its entries with a colon, with no act of its own ("Certificate of
    completion for envelope #7734 [evt:a]:", "Audit trail [evt:a]:"); not a summary's label ("Summary [evt:a]:")."""
    last = next((t.text for t in reversed(unit.tokens) if t.kind != "cite" and t.text.strip()), "")
    words = [t.low for t in unit.words()]
    told = (
        _SUMMED.isdisjoint(words) and _SPEAKS.isdisjoint(words) and not any(w.startswith(("i'", "we'")) for w in words)
    )
    return last in (":", "\uff1a") and bool(words) and words[0].isascii() and told


#: Words of a line that speaks of the agent's work rather than naming a record ("Here's what I did [evt:a]:").
_SPEAKS = frozenset({"i", "we", "me", "us", "my", "our", "did", "done"})
#: Labels of a summary of the agent's own work: its items are acts told.
_SUMMED = frozenset({"summary", "recap", "done", "changes", "actions", "completed", "update", "updates"})
_LOOKED_EN = frozenset({"found", "checked", "pulled", "looked", "see", "can", "located", "searched"})


def _status_value(unit: Unit, at: int, looked_above: bool) -> bool:
    """Whether the claim at ``at`` is the value of a status label (…状态：) with a look before it (see
    :func:`_statuses_read_out`)."""
    tokens = unit.tokens
    k = next((n for n, t in enumerate(tokens) if t.start <= at < t.end), -1)
    if k < 0 or tokens[k].kind != "han" or tokens[k].text[: at - tokens[k].start] not in ("", "已", "已经"):
        return False
    k -= 1
    while k >= 0 and tokens[k].text in ("*", "_"):
        k -= 1  # **状态：** 已退款: markup around the label
    if k < 1 or tokens[k].text not in (":", "\uff1a"):
        return False
    k -= 1
    while k >= 0 and tokens[k].text in ("*", "_"):
        k -= 1
    if k < 0 or tokens[k].kind != "han" or not tokens[k].text.endswith(_STATUS_LABELS):
        return False
    return (
        looked_above
        or any(t.kind == "han" and any(m in t.text for m in _LOOKS_ZH) for t in tokens[:k])
        or any(m in tokens[k].text for m in _LOOKS_ZH)
    )


#: Labels of a record's state: 订单状态, 物流进度, 查询结果.
_STATUS_LABELS = ("状态", "进度", "查询结果")


def _names_source(unit: Unit) -> bool:
    """Whether a unit names where the data before or after it comes from (数据来自…, 以上信息来源于…, "Source: …")."""
    said = "".join(t.text for t in unit.tokens if t.kind == "han")
    first = next((t.low for t in unit.tokens if t.kind == "word"), "")
    return bool(_SOURCE_ZH.search(said)) or (first in ("source", "sources") and not said)


def _looks_up(unit: Unit) -> bool:
    """A line that tells a look-up and opens what it found with a colon (帮您查了最近三笔支付记录 [evt:a]：): the table
    under it shows the records read."""
    last = next((t.text for t in reversed(unit.tokens) if t.text.strip()), "")
    said = "".join(t.text for t in unit.tokens if t.kind == "han")
    return last in (":", "：") and bool(_LOOKED_ZH.search(said))


_LOOKED_ZH = re.compile(r"查(?:了|到|询|看|过)|看了|调取了|调出了|拉了")
_SOURCE_ZH = re.compile(
    r"^(?:以上|上表|表中|数据|信息|状态|结果)[^，。]{0,8}(?:来自|来源|取自|出自|查询自)|^来源|^以上是[^，。]{0,12}的(?:状态|数据|记录)"
)
