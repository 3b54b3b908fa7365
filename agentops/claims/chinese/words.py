"""Word classes every reading of a clause asks about, and the word sets more than one of them shares.

Whether a word is a verb (``_verbal``), a person or party (``_person``), a sum of money (``_money``, ``_noun``),
a machine, a member of staff, a time; where parentheses and a label's colon are; whether a clause is a
question. The word sets here (prepositions, coverbs, movers like 把/将, clause breaks, kinds of acts) are the
ones several modules of the package read; a set one module alone reads stays in it.
"""

from __future__ import annotations

import itertools
import re

from agentops.claims import lexicon as lx
from agentops.claims.chinese.segmenting import _tag, _verb_of

_CONTRAST = frozenset(
    {"但", "但是", "不过", "可是", "然而", "却", "因为", "所以", "并且", "同时", "另外", "此外", "然后", "接着", "而且"}
)
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
_MODAL_ADJACENT = frozenset({"在", "正在", "等"})
#: Adverbs that open a predicate, so what stands right before them is its topic (付款申请也提交了).
_TOPIC_ADVERBS = frozenset({"也", "都", "已", "已经", "均", "还"})


#: Aspect particles after a verb (发了, 办过): no object of it.
_ASPECT = frozenset({"了", "过", "啦", "掉", "着"})
#: Words that add a second act (也, 还, 另外): the clause is not a detail of the one before.
_ANOTHER_ACT = frozenset({"也", "还", "又", "另外", "同时", "此外", "顺便", "再"})


def perfect_by_agent(words: list[str], i: int) -> bool:
    """The agent or whom it acts for is named before the verb at ``i`` (我已经…, 帮您, 把)."""
    return any(w in lx.ZH_SELF or w in _MOVERS or w in ("帮您", "为您", "给您") for w in words[:i])


_SUMS = frozenset({"元", "块", "¥", "￥", "款项", "费用", "金额", "钱款"})


#: Words that give each of a group a share of the act (每人附赠 10 元券, 每位各补 5 元).
_EACH = ("每人", "每位", "每个人", "每户", "每家", "每单", "各")


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
#: Words by which a reply says it does not know the outcome (我不能确定, 还没返回结果, 是否成功, 待确认): its hedge stands.
_DOUBTED = re.compile(
    r"不确定|不一定|不能确定|无法确定|不敢保证|没法保证|不好说|还没|尚未|没收到|是否|待确认|有待|核实|确认一下|再查|查一下"
)


def _is_question(sub: list[tuple[str, int, int]]) -> bool:
    content = [w for w, _, _ in sub if w.strip()]
    if not content:
        return False
    return content[-1] in _QUESTION_END or any(w in _ASKING for w in content)


#: Verbs that take a person and that person's act (安排工程师上门, 让同事处理): what follows is the person's.
_PIVOTS = frozenset({"安排", "派", "让", "叫", "请", "委托", "指派"})
_CONTINUERS = frozenset({"并", "并且", "且", "同时", "随后", "然后"})
_ASKING = frozenset({"是否", "有没有", "能否", "可否", "了没", "多少", "吗"})
_BREAKS = frozenset("，,；;。！!？?")


def _verb_of_word(word: str) -> str:
    """The lexicon's verb a word holds (更新为 → 更新), else the word."""
    found = _verb_of(word)
    return found[0] if found else word


def _machine(word: str) -> bool:
    """A system or a service named as who answered: a Latin name (Shopify, Stripe, API) or a word ending in 系统, 接口,
    平台, 后台 or 网关."""
    return (word.isascii() and word[:1].isalpha()) or word.endswith(("系统", "接口", "平台", "后台", "网关"))


_CHANNEL_WORDS = frozenset(
    {"短信", "简讯", "邮件", "邮箱", "微信", "企业微信", "钉钉", "飞书", "站内信", "电话", "App"}
)
_WITH = frozenset({"跟", "和", "与", "同"})


def _money_in(words: list[str]) -> bool:
    return any(_money(w) or w[:1] in "¥￥" for w in words)


_CONJUNCTIONS = frozenset({"和", "与", "及", "以及", "、", "跟", "同", "还有", "+", "＋"})


_RECEIVE = frozenset({"收到", "接到", "拿到"})
_SPAN_UNITS = ("天", "日", "小时", "分钟", "周", "星期", "月", "年")
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


#: Arrivals a check confirms (确认到账, 核实已入库): what happened to goods or money, seen by the agent.
_ARRIVALS = frozenset({"入库", "到账", "入账", "签收", "送达", "到货", "妥投"})
_CHECKS = frozenset({"确认", "确定", "核实", "核对", "查实", "核算"})


#: Modals of what is still to come, after the subject they follow (学校将…, 银行会…).
_FUTURE_MODALS = frozenset({"将", "将会", "会", "需", "需要", "要", "须", "应"})


#: What an act goes through (jieba tags 接口 a verb): 退款接口报错了 is the refund's call failing.
_CHANNELS_OF_ACTS = ("接口", "通道", "渠道", "网关", "系统", "服务", "页面")


#: Verbs of urging or telling someone to act (催促仓库发货): the act after the party is theirs, asked for, not done.
_URGES = frozenset({"催", "催促", "督促", "通知", "提醒", "要求", "告知", "告诉", "叮嘱", "嘱咐"}) | {"联系", "联络"}
_URGES |= {"安排", "指派", "委托"}  # 安排技术员更换门磁: the worker's act to come, the arrangement the agent's


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


_PREPOSITION_HEADS = frozenset({"把", "将", "和", "与", "跟", "同", "向", "为", "替", "对", "就", "按", "按照", "从"})
_COVERBS = frozenset(
    {"帮", "通过", "用", "给", "替", "为", "向", "把", "将", "按", "按照", "就", "在", "到", "由", "经"}
)
#: Approvals read by their own rule: a decision recorded on a request; what they allow is not done by them.
_APPROVALS = frozenset({"同意", "批"})
_REVIEWS = frozenset({"审核", "审批", "复核", "核准", "审查", "批准", "审"})
_DIRECTIONALS = frozenset({"出来", "下来", "回来", "出去", "过来", "起来", "上来", "进来", "过去", "回去"})


#: Words that make the reader whom an act is for (帮您, 给您, 为您, 替您).
_FOR_READER = frozenset({"帮", "给", "为", "替"})
#: Verbs of telling someone: the person before them with no object after is the one told, not the teller.
_TELLS = frozenset({"通知", "告知", "提醒", "联系", "联络", "知会", "转告", "通报", "告诉"})
#: Pronouns of the reader or of others: 是您上周五自己交的 names the reader as the doer.
_OTHER_PRONOUNS = frozenset({"您", "你", "他", "她", "他们", "她们", "对方"})


#: Acts that undo another (the ``_UNDONE`` verbs): done by the system to what the agent tried, they report a reversal.
_UNDOING = ("撤回", "撤销", "恢复", "还原", "回滚", "退回", "驳回", "打回", "拒绝", "拦截")


def _number_at(words: list[str], k: int) -> bool:
    """A count opens at ``k``: a number with its measure (5 户, 三位)."""
    w = words[k]
    measure = w[1:] if w[:1] in lx.ZH_NUMBERS else "".join(words[k + 1 : k + 3]).strip()
    return (w.isdigit() or w[:1] in lx.ZH_NUMBERS) and measure[:1] in lx.ZH_MEASURES


_RECORDS = frozenset(
    {"显示", "显示为", "提示", "记录显示", "查询显示", "查到", "查询到", "看到", "核实到", "发现", "记录是", "记录为"}
)
#: What a doer does for or to someone after its subject (为您, 帮您, 给他, 把…, 向银行): the subject acts.
_ACTS_FOR = frozenset({"为", "帮", "替", "给", "把", "将", "向"})
#: Prepositions of topic: the phrase after them says what an act is about (就这笔扣款发起争议).
_ABOUT = frozenset({"就", "针对", "关于", "对于"})


def _head_noun(words: list[str], k: int) -> str | None:
    """The kind of the noun at ``k`` when it heads its phrase (会议室 yes; 会议门票: 门票 heads, 会议 modifies)."""
    noun = lx.ZH_NOUNS.get(words[k])
    if noun is None or (k + 1 < len(words) and _tag(words[k + 1]).startswith("n")):
        return None
    return noun


def _sum_named(words: list[str]) -> bool:
    """Money named in the clause: a sum, a currency sign, 元, 费用."""
    return _money_in(words) or any(w in ("元", "块", "万元") or w.endswith("费用") for w in words)


def _in_group(place: list[str]) -> bool:
    """A chat group or channel among the words of a place (部门群, 群里, #growth 频道)."""
    return any(w[:1] == "群" or w.endswith(("群", "群里", "频道")) for w in place) or any(
        w == "#" and nxt[:1].isascii() and nxt[:1].isalpha() for w, nxt in itertools.pairwise(place)
    )  # 在 #incident-2231 里同步了: a channel named by its hash (not 工单 #4411, a number)


def _noun(word: str) -> str | None:
    """The kind of a noun of the lexicon, or of a sum of money by its head (预付款, 尾款, 货款: a payment)."""
    kind = lx.ZH_NOUNS.get(word)
    if kind is None and _money(word):
        return lx.PAY  # 预付款, 押金, 运费, 房租
    return kind


def _money(word: str) -> bool:
    """A sum of money by its head: 付款, 尾款, 押金, 运费, 房租, 工资 (not 条款, 账款, 基金)."""
    money = word in ("款", "钱", "待遇") or (len(word) > 1 and (word[-1] in "款金费钱租" or word in _WAGES))
    money = money or word in ("补贴", "津贴", "退税")
    return money and word not in _NOT_MONEY and not word.endswith("账款") and _tag(word) not in ("v", "vn")  # 续费


_NOT_MONEY = frozenset({"条款", "款式", "新款", "同款", "爆款", "落款", "退款", "黄金", "基金", "资金", "浪费", "免费"})
_WAGES = frozenset({"工资", "薪资", "薪水", "薪酬"})


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


def _time_word(words: list[str], n: int) -> bool:
    """Whether the word at ``n`` tells a time (明天, 下午, 2 点, 10:30): a day, a part of it or a clock reading."""
    w = words[n]
    if _tag(w) == "t" or w in _DATE_WORDS:
        return True
    return (w.isdigit() or w in (":", "：")) and any(x in _DATE_WORDS or x.isdigit() for x in words[n + 1 : n + 2])


#: Where a credit lands (补发到您的账号): an account, not a person or a device.
_ACCOUNTS = frozenset({"账号", "账户", "帐号", "帐户", "余额", "钱包", "会员账户"})
_DOCUMENTS = ("单", "表", "单据", "文件", "报告")


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


_ALL = frozenset({"都", "全部", "均", "全都", "统统"})
