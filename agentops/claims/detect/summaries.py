"""Summaries and results told around cited acts: a generic "done" that sums up the cited work beside it, a reply's
title and its "Summary" restating the report, a sentence after a list or table (or before it, ending in a colon)
that sums up its items, items under a heading's claim, a result told after a cited act ("is on its way", "It's
fixed now!", where the refund went), a label line that closes a notice, and plan items told as done. Each pass
decides which citations such a claim shares with the acts it restates."""

from __future__ import annotations

from agentops.claims import english
from agentops.claims.detect.claim import _Found
from agentops.claims.detect.counting import _ends_with_colon
from agentops.claims.detect.reading import _CHECK_MARKS
from agentops.claims.detect.tables import _cells
from agentops.claims.kinds import COMPATIBLE
from agentops.claims.lexicon import (
    COMPLETE,
    EN_NOUNS,
    SEND,
    ZH_VERBS,
)
from agentops.claims.segment import Token, Unit, cite_id


def _results_after(read: list[tuple[Unit, list[_Found]]]) -> None:
    """An uncited thing "on its way" (in transit, 在路上) or "back up" in the sentence right after a cited act of its
    kind (or after a label over code: "Ran it [evt:a]:" ```…``` "nginx is back up.") (any act
    for "it's on its way", of no kind of its own), or a cited "done", is that act's result and shares its citations ("I refunded the fee [evt:a]. The money is on its way
    to your card."; 第 3 次成功 [evt:a]。退款已经在路上了。); the verdict still judges them against the claim's kind."""
    for n in range(1, len(read)):
        unit, found = read[n]
        if not found:
            continue  # nothing to share citations with (most units of a long reply)
        m = n - 1
        while m > 0 and read[m][0].code and not read[m][1]:
            m -= 1  # "Ran it [evt:a]:" over a code block, then "nginx is back up."
        before, acts = read[m]
        if before.item or unit.item or (before.heading and m == n - 1):  # a label over code told what ran
            continue
        sums = len(unit.words()) <= 4 and all(f.kind == COMPLETE and f.language == "en" for f in found)
        sums = sums or _result_told(unit, found)  # "I cleared the flag [evt:a]. It should be resolved now."
        for f in found:
            if f.cited or (f.verb not in _IN_TRANSIT and not sums):
                continue  # "…[evt:a] and updated your plan [evt:b]. Both are done.": a "done" alone sums them up
            ids = [
                i
                for a in acts
                if a.cited and (a.kind in (f.kind, COMPLETE) or f.kind in (SEND, COMPLETE))
                for i in a.cited
            ]
            f.cited.extend(dict.fromkeys(ids))


#: States an act right before brought about: a thing sent on its way, a service back up after a restart.
_IN_TRANSIT = frozenset({"on its way", "in transit", "out for delivery", "back up", "在路上", "在途"})


def _results_ahead(read: list[tuple[Unit, list[_Found]]]) -> None:
    """Money the reader "will see back" ("You'll see the refund in 3-5 days") claims the refund only when no act is told
    before it in its sentence or the sentence before: after one ("Price match applied — you'll see £12 back", "I
    refunded the fee [evt:a]. You'll see the refund …") it is that act's result, which its own claim answers for."""
    for n in range(1, len(read)):
        found = read[n][1]
        if any(f.verb == "see back" for f in found) and read[n - 1][1] and not read[n - 1][0].heading:
            found[:] = [f for f in found if f.verb != "see back"]


def _told_done(unit: Unit) -> bool:
    """A list item under a plan heading that tells a step as done: a check mark at its start or end ticks it, or after its label's colon,
    or alone (a check mark before), it opens with 已/已经 (FBA 入库计划：- 货件 FBA17X：已创建); a plan's items say what is to come."""
    said = [t for t in unit.tokens if t.kind != "cite" and t.text not in (".", ")", "(", "-", "*", "+")]
    if said and (said[-1].text[:1] in _CHECK_MARKS or said[0].text[:1] in _CHECK_MARKS):
        return True  # "Plan:\n1. Restart `ingest-gateway` ✅", "Next steps:\n- ✅ Request posted": a step ticked off
    han = [t for t in unit.tokens if t.kind in ("han", "word", "num") or t.text in (":", "\uff1a")]
    colon = next((k for k, t in enumerate(han) if t.text in (":", "\uff1a")), -1)
    after = han[colon + 1 :] if colon >= 0 else han
    return bool(after) and after[0].kind == "han" and after[0].text.startswith(("已", "均已", "都已"))


def _closes_notice(read: list[tuple[Unit, list[_Found]]], unit: Unit) -> int:
    """Whether ``unit`` — a label line of a notice, no claim of its own, citations at its end — closes a block of
    label lines whose first claim went uncited (办理结果：已办结 ✅ / 办理方式：线上 / 经办人：热线 07 号座席 [evt:a]):
    the lines follow each other with no blank line, each opens with a Chinese label and its colon, and none between
    holds a claim or a citation. Then its citations back the block's claims as if on their line: the index in
    ``read`` of the line of those claims, else -1. Looks back over at most eight lines."""
    line = unit.line
    if not _label_line(unit):
        return -1
    for at in range(len(read) - 1, max(-1, len(read) - 9), -1):
        before, found = read[at]
        if before.line != line - 1 or not _label_line(before) or before.item or before.heading:
            return -1
        if found:
            return at if all(f.language == "zh" and not f.cited for f in found) else -1
        if before.cites_any:
            return -1
        line = before.line
    return -1


def _label_line(unit: Unit) -> bool:
    """A line that opens with a short Chinese label and its colon (办理方式：, 经办人：)."""
    head = unit.tokens[:4]
    return (
        bool(head)
        and head[0].kind == "han"
        and any(t.text in ("：", ":") for t in head[1:3])
        and len(head[0].text) <= 6
    )


def _summaries(read: list[tuple[Unit, list[_Found]]]) -> None:
    """A generic "done" sums up the cited work around it: an uncited ``complete`` claim takes the
    citations of its unit ("Job's done [evt:a] - you're good to go"), or of the next sentence on its line
    when its own has none ("Done！已经把报表发到你邮箱了 [evt:a]"); an uncited claim of any kind in a heading
    takes those of the list items under it ("**Done:**" / "本月供应商付款已全部完成：" then "- 顺丰 [evt:a]"), or, over a
    paragraph, those of its claims of the same kind ("### Refund issued" over "Your refund … went back [evt:a]"); the check
    mark of a list item or table row does not take its siblings' ("| Snapshot DB | ✅ |" above "| Restart API
    | ✅ [evt:a] |").
    A Chinese verb the lexicon lacks names a specific act, so it sums up nothing."""
    for n, (unit, found) in enumerate(read):
        if not found:
            continue
        ws = _after_label(unit)  # "Fixed! The typo … is corrected [evt:a]": a sentence of one English word
        alone = (
            len(ws) == 1
            and not unit.item
            and (ws[0].kind == "word" or (ws[0].kind == "han" and ws[0] is not unit.words()[0]))
        )  # sums up, after a label too ("TL;DR: fixed.", "TL;DR：已止血。": a Chinese verdict after its label)
        alone = alone or _result_told(unit, found)  # "Should be fixed now! I cleared the stuck flag [evt:a]"
        loose = [f for f in found if not f.cited and (unit.heading or alone or (f.kind == COMPLETE and _sums_up(f)))]
        if not loose:
            continue
        ids = [cite_id(t) for t in unit.tokens if t.kind == "cite"]
        items: list[tuple[Unit, list[_Found]]] = []
        told = 0
        marked = unit.item and all(f.verb == "check mark" for f in loose)  # a row's ✅ is its own act
        if unit.heading or (not ids and not marked and not unit.item):  # a row's "done" is its own row's
            for below, below_found in read[n + 1 :]:
                if not below.item:
                    break
                items.append((below, below_found))
                told += bool(_cells(unit)) and not below.words()  # the separator row "|---|---|"
                if _cells(unit) and (
                    below_found or any(t.text in english.NEG_MARKS for t in below.tokens) or _cell_says_no(below)
                ):
                    told += 1  # "| Change | Done |" over "| Seats | ✅ [evt:a] |", "| Refund | ❌ [evt:b] |": rows told
                    continue
                ids += [cite_id(t) for t in below.tokens if t.kind == "cite"]
            if items and told == len(items):  # a column's label over rows that each tell their own outcome
                found[:] = [f for f in found if f not in loose]
                continue
        opens = unit.heading or n + 1 < len(read)  # (or a sentence of its own: 我已核实情况并处理如下。)
        if opens and not items and _told_below(unit) and all(f.kind == COMPLETE for f in loose):
            # …逐项核实并处理了，详细说明如下： over sections, not items: the report's opening, its acts told (and judged) in it
            found[:] = [f for f in found if f not in loose]
            continue
        if unit.heading:
            _uncited_items(items, loose[0])
        if unit.heading and not items and n + 1 < len(read) and not read[n + 1][0].heading:
            kinds = {f.kind for f in loose}  # "### Refund issued" over "Your refund … went back to your Visa [evt:a]"
            ids += [i for f in read[n + 1][1] if f.kind in kinds for i in f.cited]
        if not ids and n + 1 < len(read) and read[n + 1][0].line == unit.line:
            ids = [cite_id(t) for t in read[n + 1][0].tokens if t.kind == "cite"]
            if any(_own_topic(unit, f, *read[n + 1]) for f in loose):
                ids = []  # "Carlos's refund — taken care of. I rebooked Mei … [evt:a]": the rebooking is not the refund
        for f in loose:
            f.cited.extend(ids)


def _cell_says_no(row: Unit) -> bool:
    """Whether a table row's cell after its first opens with a word that tells the step was not done ("| Sent | No —
    waiting on your review |", "| Refund | Pending |"): the row tells its own outcome, as a ❌ does."""
    return bool(row.words()) and any(cell.split()[:1] and cell.split()[0] in _NOT_DONE for cell in _cells(row)[1:])


#: First words of a cell that tell its row's step was not done.
_NOT_DONE = frozenset({"no", "not", "pending", "waiting", "skipped", "n/a", "na", "tbd", "later", "—", "-", "–"})


def _titled(read: list[tuple[Unit, list[_Found]]]) -> None:
    """The reply's title, a heading on its first line ("### CLM-2026-10221 结案", "**Ticket 4411 closed**"), names the
    work the report below tells, and a summary after the report (under "**Summary**", or after "Summary:", "总结：")
    restates it: their uncited claims take the citations of the claims below the title, or before the summary, of a
    kind they may be ("案件状态改为 closed [evt:a]" under 结案, "Closed the claim [evt:a]" above "Summary: paid and
    closed"); with none such they stay uncited, and a summary that opens the reply is the report itself."""
    opened = -1  # where the summary section began
    for n, (unit, found) in enumerate(read):
        if unit.heading and not _cells(unit):
            opened = n if _sums_label(unit) else -1
        told = range(1, len(read)) if n == 0 and unit.heading and not unit.line else range(0)
        if opened >= 0 or _sums_label(unit):
            told = range(opened if opened >= 0 else n)
        for f in found if told else ():
            if not f.cited:
                kinds = COMPATIBLE.get(f.kind, frozenset()) | {f.kind}
                f.cited.extend(i for m in told for g in read[m][1] if g.kind in kinds for i in g.cited)


def _sums_label(unit: Unit) -> bool:
    """Whether ``unit`` opens with a label of summary: "Summary", "Recap", 总结, 小结."""
    words = unit.words()
    if not words:
        return False
    first = words[0]
    return first.low in _SUMS_LABELS or (first.kind == "han" and first.text.startswith(_SUMS_LABELS_ZH))


_SUMS_LABELS = frozenset({"summary", "recap"})
_SUMS_LABELS_ZH = ("总结", "小结", "汇总")


def _restated(read: list[tuple[Unit, list[_Found]]]) -> None:
    """A sentence with no subject that opens with the verb of the cited claim just before it on its line, and goes on
    to where or how ("SMS sent to Tom: gate B22 [evt:a]. Sent to his mobile ending 0931."), tells more of that act: it
    takes its citations."""
    for n in range(1, len(read)):
        unit, found = read[n]
        before, told = read[n - 1]
        if not found or before.line != unit.line or not unit.words():
            continue
        ws = unit.words()
        if len(ws) < 2 or ws[1].low not in _HOW_IT_WENT:
            continue  # "Refunded the second one too": an act on a thing of its own
        for f in found:
            same = next((b for b in told if b.cited and b.verb == f.verb and b.kind == f.kind), None)
            if same is not None and not f.cited and f.language == "en" and f.start == ws[0].start:
                f.cited.extend(same.cited)


#: Prepositions right after a verb that tell where or how its act went, not a thing of its own it acted on.
_HOW_IT_WENT = frozenset({"to", "via", "at", "on", "with", "by", "from", "as", "in", "through"})


def _where_it_went(read: list[tuple[Unit, list[_Found]]]) -> None:
    """A later clause of a sentence that tells where the cited act before it went, of its kind and with no thing of its
    own ("The $129 upgrade refund is done [evt:a], but please note it was refunded to the original card ending 5520";
    两笔我都给您退了 [evt:a] [evt:b]，已退回话费余额), is that act told on: it takes its citations."""
    for unit, found in read:
        if len(found) < 2:
            continue
        for k, f in enumerate(found):
            if f.cited or f.kind == COMPLETE:
                continue
            before = next((b for b in reversed(found[:k]) if b.cited and b.kind == f.kind), None)
            if before is not None and (_told_on_en(unit, f) if f.language == "en" else _told_on_zh(unit, f)):
                f.cited.extend(before.cited)


def _told_on_en(unit: Unit, f: _Found) -> bool:
    """ "it was refunded to …": the pronoun of the act told before, a passive, then where it went."""
    ws = unit.words()
    i = next((n for n, w in enumerate(ws) if w.start == f.start), -1)
    if i < 2 or i + 1 >= len(ws) or ws[i + 1].low not in _HOW_IT_WENT:
        return False
    return ws[i - 1].low in ("was", "is", "been") and any(w.low in ("it", "it's", "it’s") for w in ws[i - 3 : i - 1])


def _told_on_zh(unit: Unit, f: _Found) -> bool:
    """已退回话费余额 right after a comma: only 已 before the verb in its clause, and a verb that goes somewhere (退回,
    转到, 发至): where the act went, no subject or thing of its own."""
    k = next((n for n, t in enumerate(unit.tokens) if t.start <= f.start < t.end), -1)
    if k < 1 or unit.tokens[k].kind != "han":
        return False
    t = unit.tokens[k]
    told = t.text[: f.end - t.start]  # 已退回: the claim's span holds its 已 or follows it
    verb = next((told[len(p) :] for p in ("都已", "均已", "也已", "已经", "已") if told.startswith(p)), "")
    return unit.tokens[k - 1].text in ("\uff0c", ",") and 0 < len(verb) <= 3 and verb[-1] in ("回", "到", "至")


def _own_topic(unit: Unit, f: _Found, after: Unit, told: list[_Found]) -> bool:
    """Whether an English "done" closes a topic of its own, set off before it by a dash or a colon ("Carlos's Cancún
    refund — taken care of"), that the next sentence, told by the agent as its subject, neither names again, nor points
    back to, nor does an act of the kind it names ("I rebooked Mei …"): then that sentence tells another act, and its
    citations are not the done's."""
    before = [t for t in unit.tokens if t.end <= f.start]
    if f.language != "en" or not before or before[-1].text not in _TOPIC_MARKS:
        return False
    topic: list[str] = []
    for t in reversed(before[:-1]):
        if t.kind not in ("word", "num"):
            break  # the words back to the mark before them ("Hey team — the Pinecrest charge — …": the charge)
        topic.append(t.low.removesuffix("'s").removesuffix("\u2019s"))
    topic = [w for w in topic if len(w) > 2 and w not in _RESULT_WORDS and w not in _TOPIC_FUNCTION]
    if not topic:
        return False
    ws = after.words()
    if not ws or ws[0].low.split("'")[0] not in ("i", "we"):
        return False  # "Flat 4's deposit — taken care of. Refunded to her bank [evt:a]": no subject, the topic's act
    later = {t.low.removesuffix("'s").removesuffix("\u2019s") for t in after.tokens if t.kind in ("word", "num")}
    kinds = {k for w in topic if (k := EN_NOUNS.get(w)) is not None}
    return later.isdisjoint(topic) and later.isdisjoint(_POINTING_BACK) and kinds.isdisjoint(g.kind for g in told)


#: Marks between a topic and the "done" told of it ("Refund — done", "Refund: sorted").
_TOPIC_MARKS = frozenset({"\u2014", "\u2013", "-", ":", "\u2026"})
#: Words of a topic that name nothing of their own ("The charge has been taken care of", "your one").
_TOPIC_FUNCTION = frozenset({"the", "your", "our", "their", "his", "her", "has", "have", "had", "was", "are", "been"})
_TOPIC_FUNCTION |= frozenset({"and", "one", "ones", "too", "also", "got", "get", "gets", "just", "already", "all"})
#: Words by which a sentence takes up the thing named before it ("I issued it", "that one went out at 9").
_POINTING_BACK = frozenset({"it", "its", "that", "this", "them", "they", "those", "these", "which"})


def _told_below(unit: Unit) -> bool:
    """Whether a heading says the details follow (详细说明如下：, 具体情况见以下：)."""
    return "".join(t.text for t in unit.tokens if t.kind == "han").endswith(("如下", "以下"))


#: Words around a result told in a sentence of its own ("It's fixed now!", "Should be all sorted now.").
_RESULT_WORDS = frozenset({"it", "it's", "that", "that's", "this", "everything", "all", "is", "should", "be", "now"})
_RESULT_WORDS |= frozenset({"fully", "completely", "definitely", "finally", "properly", "back", "again", "'s"})


def _result_told(unit: Unit, found: list[_Found]) -> bool:
    """Whether ``unit`` is a short English sentence that only tells one result as holding now ("It's fixed now!",
    "Should be all sorted now.", "That should be resolved now"): no object, no subject but "it"/"that"/"everything",
    so it sums up the cited act told beside it (the act's claim answers for the kind)."""
    if unit.item or unit.heading or unit.cites_any or len(found) != 1 or found[0].language != "en":
        return False
    f = found[0]
    words = unit.words()
    if len(words) > 6 or not any(w.low == "now" for w in words):
        return False
    return all(w.low.replace("\u2019", "'") in _RESULT_WORDS or f.start <= w.start < f.end for w in words)


def _result_before(unit: Unit, f: _Found, colon: int) -> bool:
    """Whether all that stands before the colon or dash at ``colon`` is the result ``f`` tells, as a sentence of its own
    would ("Fixed now — I restarted the sync job [evt:a]", "Should be all sorted now: I reissued the invoice")."""
    words = [w for w in unit.words() if w.start < colon]
    return 0 < len(words) <= 6 and all(
        w.low.replace("\u2019", "'") in _RESULT_WORDS or f.start <= w.start < f.end for w in words
    )


def _after_label(unit: Unit) -> list[Token]:
    """The words of ``unit`` after its last colon ("TL;DR: fixed." → fixed), or all of them."""
    colon = max((t.end for t in unit.tokens if t.text in (":", "\uff1a")), default=-1)
    return [w for w in unit.words() if w.start >= colon]


def _closing_summaries(read: list[tuple[Unit, list[_Found]]]) -> None:
    """A sentence right after a list or a table that sums it up ("All three refunds are issued") takes the
    citations of the items above it, when every claim of those items is of its kind (any kind for a "done": "All done
    on my end!") and cited, or else the items' citations no claim of theirs takes (a row's "ACH [evt:a]" beside its
    "emailed [evt:b]", under "$9,845 paid across 3 vendors"), judged by kind (in Chinese, when
    it is a "done" or says 都/全部: "PR 已合并" after a list is an act of its own)."""
    for n, (unit, found) in enumerate(read):
        if not found:
            continue
        loose = [f for f in found if not f.cited]
        if unit.item or not n or not read[n - 1][0].item or not loose:
            continue
        claims: list[_Found] = []
        shown: list[str] = []  # the items' citations
        for above, above_found in reversed(read[:n]):
            if not above.item:
                break
            claims = above_found + claims
            shown = [cite_id(t) for t in above.tokens if t.kind == "cite"] + shown
        taken = {i for c in claims for i in c.cited}
        bare = [i for i in dict.fromkeys(shown) if i not in taken]
        text = "".join(t.text for t in unit.tokens if t.kind == "han")
        for f in loose:
            if f.language == "zh" and not (_sums_up(f) or any(q in text for q in _ALL_ZH)):
                continue  # "…\n\nCI 已通过，PR 已合并。": an act of its own after the list, not its sum
            if claims and all((c.kind == f.kind or f.kind == COMPLETE) and c.cited for c in claims):
                f.cited.extend(dict.fromkeys(i for c in claims for i in c.cited))
            elif (
                bare
            ):  # "| Northwind | $2,940 | ACH [evt:a] | emailed [evt:b] |" … then "$9,845 paid across 3 vendors."
                f.cited.extend(bare)  # the rows' calls no act of theirs tells: what the sum names


def _opening_summaries(read: list[tuple[Unit, list[_Found]]]) -> None:
    """A sentence that ends with a colon over list items or table rows that each tell and cite their own act sums
    them up before them (以下 2 位离职员工的工资都已结清：over "| 秦朗 | 已发放 [evt:a] |" rows; "Both refunds are
    done:" over "- #1 refunded [evt:a]"): its uncited claims take the items' citations, when every claim of the items
    is of its kind (any kind for a "done") and cited, as a sum after a list does (``_closing_summaries``)."""
    for n, (unit, found) in enumerate(read):
        loose = [f for f in found if not f.cited]
        if not loose or unit.item or not _ends_with_colon(unit):
            continue
        claims: list[_Found] = []
        rows: list[Unit] = []
        for k, (below, below_found) in enumerate(read[n + 1 :]):
            if not below.item and not (k == 0 and below.heading and _cells(below)):  # (a table's header row)
                break
            claims += below_found
            rows += [below] if below.item and below.words() else []
        text = "".join(t.text for t in unit.tokens if t.kind == "han")
        # "Holds placed per the list:" over "| 900112 | Immunization | [evt:a] |" rows that tell no act: each row cites
        # the act its header told, done to what the row names
        bare = not claims and len(rows) > 1 and all(_cells(r) and r.cites_any for r in rows)
        for f in loose:
            if f.language == "zh" and not (_sums_up(f) or any(q in text for q in _ALL_ZH)):
                continue
            if claims and all((c.kind == f.kind or f.kind == COMPLETE) and c.cited for c in claims):
                f.cited.extend(dict.fromkeys(i for c in claims for i in c.cited))
            elif bare and f.language == "en":
                f.cited.extend(dict.fromkeys(cite_id(t) for r in rows for t in r.cites()))


#: Words that sum up the items before them (三笔退款都已完成, 全部处理好了).
_ALL_ZH = ("都", "全部", "均", "所有", "全都", "合计", "共计", "总计", "一共")  # 合计赔付 ¥13,880，款项已打入…


def _uncited_items(items: list[tuple[Unit, list[_Found]]], heading: _Found) -> None:
    """Under a heading's claim ("本月供应商款项已全部付清：", "Paid:"), a list item without a claim of its own
    names one of the acts it sums up: when its siblings cite their act and it cites none, it is that
    act, uncited ("- 京东物流 ¥8,900"). An item that labels a detail ("- 金额：¥56") is not an act, unless every
    citing sibling is labelled too: then the label is the thing's key ("- CLM-1836: $960 refund" under "**Payments
    issued**" beside "- CLM-1822: $3,380 [evt:a]")."""
    cited = [below for below, _ in items if below.cites_any]
    if not cited:
        return
    keyed = all(_keyed(below) for below in cited)  # "- CLM-2291822: $3,380 [evt:a]": each act under its key
    for below, found in items:
        words = below.words()
        if found or not words or below.cites_any:
            continue
        if _labelled(below) and not (keyed and _keyed(below)):
            continue
        found.append(_Found(words[0].start, words[-1].end, heading.verb, heading.kind, heading.language, 1))


def _labelled(unit: Unit) -> bool:
    return any(t.text in (":", "\uff1a") for t in unit.tokens)


def _keyed(unit: Unit) -> bool:
    """Whether a list item opens with an identifier and a colon ("- CLM-2291836: $960", "- ORD-11: $20")."""
    colon = next((k for k, t in enumerate(unit.tokens) if t.text in (":", "\uff1a")), None)
    return colon is not None and any(t.kind == "num" or any(c.isdigit() for c in t.text) for t in unit.tokens[:colon])


def _sums_up(f: _Found) -> bool:
    """A "done" that can sum up work: an English one, or a Chinese verb whose own kind is a "done" (完成, 处理,
    搞定; not 申请, a request filed: "改签到 MU5103 [evt:a]，并申请了理赔" leaves the claim uncited)."""
    return f.language != "zh" or ZH_VERBS.get(f.verb) == COMPLETE or f.verb in ("成功", "check mark")


_SUMS_UP = frozenset({":", "\u2014", "\u2013"})


def _sums_before_colon(read: list[tuple[Unit, list[_Found]]]) -> None:
    """An English "done" before a colon or a dash sums up the acts told after it in its sentence ("Both things are
    sorted: the order is cancelled [evt:a] and the refund has been issued [evt:b]"; "Done — your visit is booked
    [evt:a]"): it takes all their citations, not only the first one's."""
    for unit, found in read:
        colon = next((t.start for t in unit.tokens if t.text in _SUMS_UP), None)
        if colon is None or len(found) < 2:
            continue
        ids = list(dict.fromkeys(i for f in found if f.start > colon for i in f.cited))
        for f in found:
            sums = f.kind == COMPLETE or _result_before(unit, f, colon)  # "Fixed now — I restarted it [evt:a]"
            if f.end <= colon and sums and f.language == "en" and ids and set(f.cited) <= set(ids):
                f.cited[:] = ids
