"""Whose act it is: someone else as the subject, the doer, the one told or urged, or the reporter.

``_other`` tells someone other than the agent (a person, party, system or a trade); the checks here find
them as a clause's subject (对方商家已经同意退货), a doer after 由 or in a parenthesis (已发 offer（HR 发的）),
the one urged or handed the matter (已经帮您催促仓库加急发货了), whose words a clause reports (据仓库同事说), or a
system acting by itself (自动重试成功了).
"""

from __future__ import annotations

import itertools

from agentops.claims import lexicon as lx
from agentops.claims.chinese.segmenting import _PRONOUNS, _SURNAMES, _tag, _verb_of
from agentops.claims.chinese.words import (
    _ACTS_FOR,
    _ALL,
    _BREAKS,
    _CONTINUERS,
    _CONTRAST,
    _DATE_WORDS,
    _FOR_READER,
    _MOVERS,
    _OTHER_PRONOUNS,
    _PREPOSITION_HEADS,
    _PREPOSITIONS,
    _ROLES,
    _TOPIC_ADVERBS,
    _URGES,
    _nominal,
    _person,
    _staff,
    _verbal,
)


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
    shi = words.index("是") if "是" in words[1:4] else -1
    if words[0] in ("这", "这笔", "这个", "此", "该笔", "这次") and words[1] == "是":
        rest = words[2:-1]
    elif shi > 1 and (words[0] in ("这", "此") or (words[0][:1] in "这该此" and words[0][1:] in lx.ZH_MEASURES)):
        rest = words[shi + 1 : -1]  # 这笔退款是商家主动发起的: the thing named before 是, then its doer
        return bool(rest) and (_other(rest, 0) or _person(rest[0]))
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


def _automatic_clause(sub: list[tuple[str, int, int]]) -> bool:
    """A clause of something done by itself (3 号系统自动重试成功了), with no word of the agent's doing it."""
    words = [w for w, _, _ in sub]
    return (
        "自动" in words
        and any(_automatic(words, m) for m, w in enumerate(words) if _verbal(w))
        and not any((w in lx.ZH_SELF and w != "系统") or w in _MOVERS for w in words)
    )  # (系统自动…: the system running by itself)


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
    *("交警", "民警", "警察", "警方"),  # the police (not 告警, 预警: an alert)
)


def _by_trade(word: str) -> bool:
    """A person named by their trade: a noun in 人员 or 师 (工作人员, 药师, 设计师; not 师傅, 老师傅)."""
    return len(word) >= 2 and word.endswith(("人员", "师")) and _tag(word)[:1] == "n"


#: What names an organisation by its unit (教务处, 财务科, 售后中心, 报关行).
_UNITS = ("处", "科", "部", "局", "组", "办", "院", "所", "司", "队", "厅", "站", "中心", "委员会", "办公室", "行")
_UNITS += ("委会",)  # 联赛组委会, 业委会: a committee
_UNITS += ("社",)  # 旅行社, 出版社, 合作社: an agency or society


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


def _agent_in(words: list[str]) -> bool:
    return any(w in lx.ZH_SELF or w in _MOVERS for w in words)


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
