"""Build the labelled claims corpus (``replies.jsonl``) from the templates: ``python -m tests.claims.corpus.build``.

Every claim template yields an honest reply (each claim cites verified calls of a tool that can back it,
as many as it counts) and replies that must be flagged: uncited, citing a tool of the wrong kind, a
failed or unconfirmed call, a call verified only by the agent when its policy does not count that, an
id that does not exist or belongs to another run, too few calls for its count, and evasions (format
characters, full-width letters, Cyrillic look-alikes) of an uncited reply. Safe templates (no claim
of the agent's own) yield honest replies. Replies are wrapped in greetings and sign-offs, sometimes in
the other language, sometimes padded into long replies.

Split: a template goes to ``test`` when the hash of its text says so (about one in three), with all its
variants, so the test part holds wordings never seen while tuning on ``dev``. ``holdout``: whole replies
written and labelled by hand (``HOLDOUT`` of each templates module, see :func:`holdout_replies`), added
before any tuning on them, to measure how the detector does on wordings no template generated.
``fresh``: English and Chinese batches written outside the repository, each measured before the fixes
it led to (``fresh_en`` to ``fresh_en_5``, ``fresh_zh`` to ``fresh_zh_4``, ``fresh_ff``, ``fresh_mix_6``,
``fresh_mix_7_en``, ``fresh_mix_7_zh``, ``fresh_en_6``, ``fresh_zh_5``, ``fresh_zh_6``, ``fresh_en_7``, ``fresh_zh_7``, ``fresh_en_8``, ``fresh_en_9``, ``fresh_zh_8``, ``fresh_en_10``, ``fresh_zh_9``, ``fresh_zh_10``, ``fresh_en_11``, ``fresh_en_12``, ``fresh_en_13``, ``fresh_en_14``, ``fresh_en_15``, ``fresh_en_16``, ``fresh_en_17``, ``fresh_en_18``, ``fresh_en_19``, ``fresh_en_20``, ``fresh_en_21``, ``fresh_zh_11``, ``fresh_zh_12``, ``fresh_zh_13``, ``fresh_zh_14``, ``fresh_zh_15``, ``fresh_zh_16``, ``fresh_zh_17``, ``fresh_zh_18``, ``fresh_zh_19``, ``fresh_zh_20``, ``fresh_en_22``, ``fresh_zh_21``, ``fresh_en_23``, ``fresh_zh_22``, ``fresh_en_24``, ``fresh_zh_23``, ``fresh_en_25``, ``fresh_zh_24``, ``fresh_en_26``, ``fresh_zh_25``, ``fresh_en_27``, ``fresh_zh_26``, ``fresh_zh_27``, ``fresh_zh_28``, ``fresh_zh_29``, ``fresh_zh_30``, ``fresh_zh_31``, ``fresh_zh_32``, ``fresh_zh_33``, ``fresh_zh_34``, ``fresh_en_28``, ``fresh_en_29``, ``fresh_en_30``, ``fresh_en_31``, ``fresh_en_32``, ``fresh_en_33``, ``fresh_en_34``, ``fresh_en_35``, ``fresh_en_36``, ``fresh_en_37``, ``fresh_en_38``, ``fresh_en_39``, ``fresh_en_40``, and ``fresh_tools`` from agents of foreign tool catalogues; fitted since). ``honest``:
honest-heavy batches (about a quarter must be flagged, as in agents' real replies), kept apart (``honest``,
``honest_ff``).
``derived``: a must-flag twin of every honest hand-written reply that cites a write tool, one citation spoilt
(:func:`derived_twins`), which is caught only when the detector reads the claim that citation backed.

Must-flag shares: the template part (``dev`` + ``test``) is about 60% (55-65%), as issue 12 asks of the corpus;
hand-written batches keep the share they were written with (``fresh`` 40-60% per language, ``honest`` 15-35%),
the labelled splits together (all but ``honest`` and ``derived``) at least 50%, and the whole corpus, the twins
included, 55-65%. Until 4 Dec the labelled splits together had a
55% floor, which new batches written at agents' real share (about 40%) could no longer join without padding.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from pathlib import Path
from typing import Any

from tests.claims.corpus import (
    fresh_en,
    fresh_en_2,
    fresh_en_3,
    fresh_en_4,
    fresh_en_5,
    fresh_en_6,
    fresh_en_7,
    fresh_en_8,
    fresh_en_9,
    fresh_en_10,
    fresh_en_11,
    fresh_en_12,
    fresh_en_13,
    fresh_en_14,
    fresh_en_15,
    fresh_en_16,
    fresh_en_17,
    fresh_en_18,
    fresh_en_19,
    fresh_en_20,
    fresh_en_21,
    fresh_en_22,
    fresh_en_23,
    fresh_en_24,
    fresh_en_25,
    fresh_en_26,
    fresh_en_27,
    fresh_en_28,
    fresh_en_29,
    fresh_en_30,
    fresh_en_31,
    fresh_en_32,
    fresh_en_33,
    fresh_en_34,
    fresh_en_35,
    fresh_en_36,
    fresh_en_37,
    fresh_en_38,
    fresh_en_39,
    fresh_en_40,
    fresh_ff,
    fresh_mix_6,
    fresh_mix_7_en,
    fresh_mix_7_zh,
    fresh_tools,
    fresh_zh,
    fresh_zh_2,
    fresh_zh_3,
    fresh_zh_4,
    fresh_zh_5,
    fresh_zh_6,
    fresh_zh_7,
    fresh_zh_8,
    fresh_zh_9,
    fresh_zh_10,
    fresh_zh_11,
    fresh_zh_12,
    fresh_zh_13,
    fresh_zh_14,
    fresh_zh_15,
    fresh_zh_16,
    fresh_zh_17,
    fresh_zh_18,
    fresh_zh_19,
    fresh_zh_20,
    fresh_zh_21,
    fresh_zh_22,
    fresh_zh_23,
    fresh_zh_24,
    fresh_zh_25,
    fresh_zh_26,
    fresh_zh_27,
    fresh_zh_28,
    fresh_zh_29,
    fresh_zh_30,
    fresh_zh_31,
    fresh_zh_32,
    fresh_zh_33,
    fresh_zh_34,
    honest,
    honest_ff,
    honest_ff_2,
    templates_en,
    templates_zh,
)

HERE = Path(__file__).parent
OUT = HERE / "replies.jsonl"
RUN, OTHER_RUN = "run_corpus", "run_other"

TOOLS: list[dict[str, str]] = [
    {"name": "send_email", "effect": "write", "description": "Send an email to a customer or a team"},
    {"name": "send_sms", "effect": "write", "description": "Send a text message to a phone number"},
    {"name": "send_push", "effect": "write", "description": "Push notification to the mobile app"},
    {"name": "notify_customer", "effect": "write", "description": "Notify the customer on their preferred channel"},
    {"name": "issue_refund", "effect": "write", "description": "Refund a charge to the original payment method"},
    {"name": "pay_invoice", "effect": "write", "description": "Pay a supplier invoice"},
    {"name": "place_order", "effect": "write", "description": "Place a purchase order with a supplier"},
    {"name": "book_appointment", "effect": "write", "description": "Book a meeting, table, flight or appointment"},
    {"name": "create_ticket", "effect": "write", "description": "Create a ticket, incident, account or record"},
    {"name": "update_record", "effect": "write", "description": "Update a CRM record, plan, address or ticket status"},
    {
        "name": "cancel_subscription",
        "effect": "write",
        "description": "Cancel or delete a subscription, order, key or record",
    },
    {"name": "export_report", "effect": "write", "description": "Export or upload a report or file"},
    {"name": "ship_order", "effect": "write", "description": "Hand a parcel to the carrier"},
    {"name": "lookup_order", "effect": "read", "description": "Read an order"},
    {"name": "search_kb", "effect": "read", "description": "Search the knowledge base"},
]
BY_KIND = {
    "email": ["send_email"],
    "message": ["send_sms", "send_push"],
    "send": ["send_email", "send_sms", "notify_customer"],
    "refund": ["issue_refund"],
    "pay": ["pay_invoice"],
    "order": ["place_order"],
    "book": ["book_appointment"],
    "create": ["create_ticket"],
    "update": ["update_record"],
    "delete": ["cancel_subscription"],
    "export": ["export_report"],
    "ship": ["ship_order"],
    "complete": ["update_record", "create_ticket", "issue_refund", "send_email"],
}
WRONG = {
    "email": ["send_push", "lookup_order", "pay_invoice"],
    "message": ["send_email", "search_kb"],
    "send": ["lookup_order", "pay_invoice"],
    "refund": ["pay_invoice", "send_email", "lookup_order"],
    "pay": ["issue_refund", "send_email", "lookup_order"],
    "order": ["send_email", "lookup_order"],
    "book": ["send_email", "lookup_order"],
    "create": ["send_email", "lookup_order"],
    "update": ["send_email", "lookup_order"],
    "delete": ["send_email", "lookup_order"],
    "export": ["send_email", "lookup_order"],
    "ship": ["send_email", "place_order"],
    "complete": [],
}
OPEN = {
    "en": [
        "",
        "",
        "Hi Dana,\n\n",
        "Hello! ",
        "Thanks for your patience. ",
        "Hi there — ",
        "Quick update: ",
        "Thanks for flagging this.\n\n",
    ],
    "zh": [
        "",
        "",
        "您好，",
        "王女士您好！\n\n",
        "感谢您的耐心等待。",
        "您好～",
        "更新一下进展：",
        "收到您的反馈。\n\n",
    ],
}
CLOSE = {
    "en": [
        "",
        "",
        " Let me know if anything else comes up.",
        "\n\nBest,\nAlex",
        " Have a great day!",
        " Anything else I can help with?",
    ],
    "zh": ["", "", "如有其他问题请随时联系。", "\n\n祝好！", "祝您生活愉快！", "还有什么可以帮您的吗？"],
}
FILLER = {
    "en": [
        "I reviewed the account history before making any change.",
        "The policy allows this for customers on annual plans.",
        "Your case number stays the same for future reference.",
        "I double-checked the amounts against the original invoice.",
        "The warehouse works Monday to Friday, 8am to 6pm.",
        "If you have questions about the charges, reply to this message.",
    ],
    "zh": [
        "操作之前我核对了账户的历史记录。",
        "年付套餐的客户适用这项政策。",
        "您的工单号保持不变，方便日后查询。",
        "金额我已和原始发票逐项核对过。",
        "仓库的工作时间是周一至周五8点到18点。",
        "如对费用有疑问，直接回复本消息即可。",
    ],
}
CYRILLIC = str.maketrans({"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і", "s": "ѕ"})
FULLWIDTH = {chr(c): chr(c + 0xFEE0) for c in range(0x21, 0x7F)}


class Journal:
    """The events a reply may cite: id → {tool, effect, status, verified_by, counts, run, execution}."""

    def __init__(self, rng: random.Random, tag: str = "", effects: dict[str, str] | None = None) -> None:
        self.rng = rng
        self.tag = tag  # keeps executions of journals on different streams apart
        self.effects = effects  # tool name → effect; None: every corpus agent's tools (``EFFECTS``)
        self.events: dict[str, dict[str, Any]] = {}
        self.calls = 0

    def new_id(self) -> str:
        return "evt_" + "".join(self.rng.choice("0123456789abcdef") for _ in range(20))

    def call(
        self, tool: str, *, status: str = "CONFIRMED", verified_by: str = "server", counts: bool = True, run: str = RUN
    ) -> list[str]:
        """Events (request, result, and verification) of one call; returns the ids a reply may cite."""
        self.calls += 1
        effect = (EFFECTS if self.effects is None else self.effects)[tool]
        ids = [self.new_id() for _ in range(2)]
        for eid in ids:
            self.events[eid] = {
                "tool": tool,
                "effect": effect,
                "status": status,
                "verified_by": verified_by,
                "counts": counts,
                "run": run,
                "execution": f"{run}:{self.tag}{self.calls}",
            }
        return ids


def cite(ids: list[str]) -> str:
    return "".join(f" [evt:{eid}]" for eid in ids)


#: The channels an English sentence names, and the default agent's tool of each (a chat service's message goes by
#: ``notify_customer``, "on their preferred channel": none of its tools names that service).
CHANNELS = {
    "send_sms": re.compile(r"\b(?:sms|texts?|texted|texting)\b", re.IGNORECASE),
    "send_push": re.compile(r"\bpush\b", re.IGNORECASE),
    "send_email": re.compile(r"\be-?mail(?:s|ed)?\b", re.IGNORECASE),
    "notify_customer": re.compile(r"\b(?:slack|whatsapp|teams|telegram|wechat)\b", re.IGNORECASE),
}


#: The lines a Chinese sentence names, as the audit reads them (``verdict._LINES``: 推送 alone is any send, 他的电话 a
#: number), and the default agent's tool of each (微信, a call, a group have none of their own: ``notify_customer``).
#: 邮件 is left out: a ``{message}`` slot beside it is a writer's wrong kind (报价单已经通过邮件发给刘经理{message}).
CHANNELS_ZH = {
    "send_sms": re.compile(r"短信|\bsms\b|text message", re.IGNORECASE),
    "send_push": re.compile(r"app ?推送|推送通知|推送(?:到|至)[^，。；,;]{0,8}app|\bpush\b", re.IGNORECASE),
    "notify_customer": re.compile(
        r"微信|钉钉|群(?!发)|(?<!的)电话(?!号)|致电|外呼|回拨|\bcall(?:ed|ing)?\b", re.IGNORECASE
    ),
}


#: The kinds of slot a message of any channel fills (``{message}``, ``{send}``; not ``{email}``, a channel named).
MESSAGES = frozenset({"message", "send"})


def by_channel(tool: str, before: str, lang: str = "en") -> str:
    """The message tool a reply's slot cites: ``tool`` as drawn, unless the words since the last sentence end or
    citation before the slot name a channel that ``tool`` is not ("Texted the customer the pickup code {c1}",
    取件码已通过短信发给您{c1} drew send_push: a push is no text message, issue 12), then the tool of that channel.
    Drawn first, so the stream of random choices is the same whichever is cited."""
    channels = CHANNELS if lang == "en" else CHANNELS_ZH
    if tool not in channels:
        return tool
    if lang == "zh":  # 并短信告知了客户{c1}{c2}: the slots after the sentence's words; 证据：{c1}: the reply's list
        before = re.sub(r"(?:\{[^{}]*\}\s*)+$", "", before)
    said = re.split(r"[.!?\n}\]。！？]", before)[-1]
    if lang == "zh" and not re.sub(r"证据[：:]|\s", "", said):
        said = before
    if lang == "zh" and re.search(r"邮件|邮箱", said):  # 已经发到项目群和邮件组了{message}: a wrong kind, as written
        return tool
    named = [t for t, words in channels.items() if words.search(said)]
    return tool if not named or tool in named else named[0]


def split_of(template: str) -> str:
    return "test" if int(hashlib.sha256(template.encode()).hexdigest(), 16) % 3 == 0 else "dev"


def causes_of(lang: str, template: str, kinds: list[tuple[str, int]]) -> list[str]:
    out = []
    if lang == "zh" and any(
        p in template
        for p in (
            "已为",
            "已向",
            "已通过",
            "已在",
            "已给",
            "已帮",
            "已将",
            "已把",
            "已经帮",
            "已于",
            "已从",
            "已经为",
            "已分别",
            "通过邮件",
        )
    ):
        out.append("zh_not_adjacent")
    if any(
        p in template.lower()
        for p in (
            "on its way",
            "went out",
            "went through",
            "placed",
            "resent",
            "sorted",
            "taken care",
            "all set",
            "got a push",
            "送达",
            "下单成功",
            "处理完",
            "发好",
            "完毕",
            "到账",
            "办妥",
            "搞定",
            "打过去",
            "办好",
            "订好",
            "路上",
            "dropped",
            "gone ahead",
            "pinged",
            "is done",
            "ready",
        )
    ):
        out.append("paraphrase")
    if any(n > 1 for _, n in kinds):
        out.append("quantity")
    if any(m in template for m in ("\n- ", "\n1.", "|", "**", "##", "- ", "✅")):
        out.append("lists_markdown")
    return out


def claim_replies(lang: str, rng: random.Random, journal: Journal) -> list[dict[str, Any]]:
    module = templates_en if lang == "en" else templates_zh
    out = []
    for template, kinds in module.CLAIMS:
        split = split_of(template)
        base = causes_of(lang, template, kinds)

        def fill(cites: list[str], t: str = template) -> str:
            return t.format(**{f"c{i + 1}": c for i, c in enumerate(cites)})

        def good(kind: str, n: int, slot: int = 0, t: str = template) -> list[str]:  # (slot: its {c…} in t)
            ids: list[str] = []
            for _ in range(n):
                tool = rng.choice(BY_KIND[kind])
                if kind in MESSAGES:
                    tool = by_channel(tool, t[: t.find(f"{{c{slot + 1}}}")], lang)
                ids.append(rng.choice(journal.call(tool)))
            return ids

        honest = [cite(good(k, n, i)) for i, (k, n) in enumerate(kinds)]
        out.append(record(lang, split, fill(honest), False, base or ["plain"], "honest", rng))
        if len(kinds) == 1 and rng.random() < 0.5:  # evidence collected at the end, bound by kind
            k, n = kinds[0]
            text = (
                fill([""] * len(kinds))
                + "\n\n"
                + ("Evidence:" if lang == "en" else "证据：")
                + cite(good(k, n, 0) + good("complete", 1))
            )
            out.append(record(lang, split, text, False, [*base, "evidence_list"], "evidence_list", rng))
        flags: list[tuple[str, list[str], list[str]]] = []
        flags.append(("uncited", [""] * len(kinds), [*base, "uncited"]))
        k0, n0 = kinds[0]
        if WRONG[k0]:
            flags.append(("wrong_kind", [cite(journal.call(rng.choice(WRONG[k0]))[:1]), *honest[1:]], [*base, "kind"]))
        status = rng.choice(["VERIFICATION_FAILED", "TOOL_EXECUTED", "COMPENSATED"])
        bad = [cite(journal.call(rng.choice(BY_KIND[k0]), status=status)[:1]) for _ in range(n0)]
        flags.append(("unverified", bad + honest[1:], [*base, "unverified"]))
        agent = [cite(journal.call(rng.choice(BY_KIND[k0]), verified_by="agent", counts=False)[:1]) for _ in range(n0)]
        flags.append(("not_counted", agent + honest[1:], [*base, "provenance"]))
        ghost = rng.choice([[" [evt:evt_" + "0" * 20 + "]"], [cite(journal.call(BY_KIND[k0][0], run=OTHER_RUN)[:1])]])
        flags.append(("bad_id", ghost + honest[1:], [*base, "bad_id"]))
        if n0 > 1:
            one = journal.call(rng.choice(BY_KIND[k0]))
            flags.append(
                (
                    "quantity_short",
                    [cite(one[:1] * rng.choice([1, 2]) + one[1:2][: rng.choice([0, 1])]), *honest[1:]],
                    [*base, "quantity"],
                )
            )
            flags.append(("quantity_short", [cite(one[:1] * 2), *honest[1:]], [*base, "quantity"]))
        if len(kinds) > 1:
            flags.append(("one_uncited", honest[:1] + [""] * (len(kinds) - 1), [*base, "uncited"]))
        picked = rng.sample(flags, k=min(len(flags), 3))
        if n0 > 1:
            picked.extend(f for f in flags if f[0] == "quantity_short" and f not in picked)
        for variant, cites, causes in picked:
            out.append(record(lang, split, fill(cites), True, causes, variant, rng))
        if rng.random() < 0.35:
            out.append(
                record(
                    lang,
                    split,
                    evade(lang, fill([""] * len(kinds)), rng),
                    True,
                    [*base, "evasion"],
                    "evasion",
                    rng,
                    wrap=False,
                )
            )
    return out


def evade(lang: str, text: str, rng: random.Random) -> str:
    how = rng.choice(
        ["zero_width", "fullwidth", "cyrillic"] if lang == "en" else ["zero_width", "zero_width", "fullwidth"]
    )
    if how == "zero_width":
        joiner = rng.choice(["\u200b", "\u200c", "\u2060", "\u00ad", "\ufeff"])
        return "".join(c + joiner if c.isalpha() and rng.random() < 0.5 else c for c in text)
    if how == "fullwidth":
        return "".join(FULLWIDTH.get(c, c) if c.isalnum() else c for c in text)
    return text.translate(CYRILLIC)


def record(
    lang: str,
    split: str,
    text: str,
    flag: bool,
    causes: list[str],
    variant: str,
    rng: random.Random,
    *,
    wrap: bool = True,
) -> dict[str, Any]:
    if wrap:
        other = "zh" if lang == "en" else "en"
        opener_lang = other if rng.random() < 0.12 else lang
        opener = rng.choice(OPEN[opener_lang])
        if opener and text[:1] in "#>|-`1" and not opener.endswith("\n"):
            opener += "\n\n"  # markdown starts its own line
        text = opener + text + rng.choice(CLOSE[lang])
        if opener_lang != lang:
            causes = [*causes, "mixed_language"]
        if rng.random() < 0.12:
            pad = " ".join(rng.choice(FILLER[lang]) for _ in range(rng.randint(20, 60)))
            text = pad + "\n\n" + text + "\n\n" + pad
            causes = [*causes, "long"]
    return {"lang": lang, "split": split, "flag": flag, "causes": sorted(set(causes)), "variant": variant, "text": text}


def safe_replies(lang: str, rng: random.Random) -> list[dict[str, Any]]:
    module = templates_en if lang == "en" else templates_zh
    out = []
    for template in module.SAFE:
        causes = ["no_claim"]
        low = template.lower()
        if any(w in low for w in ("not", "n't", "never", "no ", "none", "nothing", "没", "未", "无法", "不")):
            causes.append("negation")
        if any(w in low for w in ("think", "may", "should", "looks like", "可能", "应该", "按理说", "can't tell")):
            causes.append("hedging")
        if any(
            w in low
            for w in (
                "updated",
                "revised",
                "completed form",
                "cancelled orders",
                "signed",
                "更新后",
                "已发送的",
                "已取消的",
            )
        ):
            causes.append("adjective")
        if any(
            w in low
            for w in (
                "by the",
                "says",
                "according",
                "finance paid",
                "your bank",
                "colleague",
                "mentioned",
                "wrote",
                "claims",
                "previous agent",
                "由",
                "说",
                "据",
                "同事",
                "声称",
                "提到",
                "客户自己",
                "by the customer",
            )
        ):
            causes.append("third_party")
        if any(
            w in low
            for w in (
                "next",
                "plan",
                "to do",
                "will",
                "i'll",
                "once",
                "if ",
                "接下来",
                "计划",
                "待办",
                "下一步",
                "如果",
                "后",
                "将",
            )
        ):
            causes.append("plan_condition")
        if "?" in template or "？" in template or "吗" in template:
            causes.append("question")
        if "```" in template or "> " in template or '"' in template or "“" in template:
            causes.append("quote_code")
        out.append(record(lang, split_of(template), template, False, causes, "safe", rng))
    return out


#: A slot of a hand-written reply: ``{refund}`` cites one verified call of a tool of that kind (or of that
#: tool: ``{send_push}``), ``{email*2}`` two distinct calls, ``{pay!failed}`` / ``!unconfirmed`` /
#: ``!compensated`` a call that is not verified, ``{pay!agent}`` one verified only by the agent when that
#: does not count, ``{pay!ghost}`` an id that does not exist, ``{pay!other}`` a call of another run, and
#: ``{email!twice}`` one call cited twice. A slot may name a tool of any agent as it is registered
#: (``{sendEmail}``, ``{mcp__gmail__send_message}``, ``{slack.post_message*2}``, ``{payout-disburse}``).
SLOT = re.compile(r"\{([A-Za-z_][A-Za-z0-9_.\-]*)(?:\*(\d+))?(?:!([a-z]+))?\}")
STATUS = {"failed": "VERIFICATION_FAILED", "unconfirmed": "TOOL_EXECUTED", "compensated": "COMPENSATED"}


#: The hand-written parts, in the order they are built: (stream, language, split, replies, agent; ``None`` is the
#: default agent). ``holdout``: each templates module's ``HOLDOUT``; ``fresh``: batches written outside the
#: repository (English from the agent ``ops``, whose tools are ``TOOLS`` and ``fresh_en.FRESH_TOOLS``, see
#: ``AGENT_TOOLS``; ``fresh_tools``: from agents of foreign tool catalogues); ``honest``: the honest-heavy batches.
HAND_WRITTEN: list[tuple[str, str, str, list[tuple[str, bool, list[str]]], str | None]] = [
    ("holdout-en", "en", "holdout", templates_en.HOLDOUT, None),
    ("holdout-zh", "zh", "holdout", templates_zh.HOLDOUT, None),
    ("fresh-en", "en", "fresh", fresh_en.FRESH + fresh_en_2.FRESH + fresh_en_3.FRESH + fresh_en_4.FRESH, "ops"),
    ("fresh-zh", "zh", "fresh", fresh_zh.FRESH, None),
    ("honest-en", "en", "honest", honest.HONEST_EN, "ops"),
    ("honest-zh", "zh", "honest", honest.HONEST_ZH, "ops"),
    ("fresh-zh-2", "zh", "fresh", fresh_zh_2.FRESH, "ops"),  # measured with --file, which judges as ops
    ("fresh-ff-en", "en", "fresh", fresh_ff.FF_EN, "ops"),
    ("fresh-ff-zh", "zh", "fresh", fresh_ff.FF_ZH, None),
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_tools.PARTS),
    ("honest-ff-en", "en", "honest", honest_ff.HONEST_FF_EN, "ops"),
    ("honest-ff-zh", "zh", "honest", honest_ff.HONEST_FF_ZH, "ops"),
    ("fresh-zh-3", "zh", "fresh", fresh_zh_3.FRESH, "ops"),  # claims-zh's sixth session, judged as ops like --file
    ("fresh-en-5", "en", "fresh", fresh_en_5.FRESH, "ops"),  # claims-en's fifth session, judged as ops like --file
    ("fresh-zh-4", "zh", "fresh", fresh_zh_4.FRESH, "ops"),  # claims-zh's seventh session, judged as ops like --file
    ("honest-ff-2-en", "en", "honest", honest_ff_2.HONEST_FF_2_EN, "ops"),  # claims-ff's fourth session
    ("honest-ff-2-zh", "zh", "honest", honest_ff_2.HONEST_FF_2_ZH, "ops"),
    ("fresh-mix-6-en", "en", "fresh", fresh_mix_6.FRESH_EN, "ops"),  # claims-fix's session, judged as ops like --file
    ("fresh-mix-6-zh", "zh", "fresh", fresh_mix_6.FRESH_ZH, "ops"),
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_mix_7_en.PARTS),  # claims-en 6
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_mix_7_zh.PARTS),  # claims-zh, 5 Dec
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_6.PARTS),  # claims-en 7
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_5.PARTS),  # claims-zh 9
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_6.PARTS),  # claims-zh5
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_7.PARTS),  # claims-en5
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_7.PARTS),  # claims-zh6
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_8.PARTS),  # claims-en6
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_9.PARTS),  # claims-en7
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_8.PARTS),  # claims-zh7
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_10.PARTS),  # claims-en8
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_9.PARTS),  # claims-zh8
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_10.PARTS),  # claims-zh10
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_11.PARTS),  # claims-en10
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_12.PARTS),  # claims-en11
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_13.PARTS),  # claims-en12
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_11.PARTS),  # claims-zh11
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_12.PARTS),  # claims-zh12
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_14.PARTS),  # claims-en13
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_13.PARTS),  # claims-zh13
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_14.PARTS),  # claims-fp-zh
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_15.PARTS),  # claims-fp-en
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_16.PARTS),  # claims-14
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_15.PARTS),  # claims-14
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_17.PARTS),  # claims-en15
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_16.PARTS),  # claims-zh15
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_18.PARTS),  # claims-kinds
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_17.PARTS),  # claims-kinds
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_19.PARTS),  # claims-recall2
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_18.PARTS),  # claims-recall2
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_20.PARTS),  # claims-recall
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_19.PARTS),  # claims-recall
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_21.PARTS),  # claims-a
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_20.PARTS),  # claims-a
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_22.PARTS),  # claims-b
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_21.PARTS),  # claims-b
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_23.PARTS),  # claims-c
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_22.PARTS),  # claims-c
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_24.PARTS),  # claims-q
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_23.PARTS),  # claims-q
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_25.PARTS),  # claims-p
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_24.PARTS),  # claims-p
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_26.PARTS),  # claims-sec
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_25.PARTS),  # claims-sec
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_27.PARTS),  # claims-q4
    *((stream, "zh", "fresh", replies, agent) for stream, replies, agent in fresh_zh_26.PARTS),  # claims-q4
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_zh_27.PARTS),  # claims-zh8
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_zh_28.PARTS),  # claims-zh8
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_28.PARTS),  # claims-en8
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_29.PARTS),  # claims-en8
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_30.PARTS),  # claims-en9
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_31.PARTS),  # claims-en9
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_32.PARTS),  # claims-en10
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_33.PARTS),  # claims-en10
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_34.PARTS),  # claims-en10
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_35.PARTS),  # claims-en11
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_36.PARTS),  # claims-en11
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_37.PARTS),  # claims-en11
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_38.PARTS),  # claims-en12
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_39.PARTS),  # claims-en12
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_en_40.PARTS),  # claims-en13
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_zh_29.PARTS),  # claims-zh9
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_zh_30.PARTS),  # claims-zh9
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_zh_31.PARTS),  # claims-zh10
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_zh_32.PARTS),  # claims-zh11
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_zh_33.PARTS),  # claims-zh12
    *((stream, lang, "fresh", replies, agent) for stream, lang, replies, agent in fresh_zh_34.PARTS),  # claims-zh13
]


#: The tools of each agent whose replies the corpus holds (a row without "agent" is the default's).
AGENT_TOOLS: dict[str, list[dict[str, str]]] = {
    "default": TOOLS,
    "ops": [*TOOLS, *fresh_en.FRESH_TOOLS],
    **fresh_tools.CATALOGUES,  # agents whose tools are not the project's (MCP, camelCase, Chinese-described, DevOps)
    **fresh_mix_7_en.CATALOGUES,  # claims-writer's fix batches with their own catalogues (5 Dec)
    **fresh_en_6.CATALOGUES,  # claims-en's seventh session: fix batches 1, 2, 5, 6 and its own (5 Dec)
    **fresh_zh_5.CATALOGUES,  # claims-writer's Chinese fix batches of claims-zh's ninth session
    **fresh_zh_6.CATALOGUES,  # claims-writer's Chinese held-out batches fresh-5..7 that claims-zh5 fixed from
    **fresh_en_7.CATALOGUES,  # claims-writer's fresh batches 1-3 of the fifth round, fixed from by claims-en5
    **fresh_zh_7.CATALOGUES,  # claims-writer's Chinese held-out batches fresh-5..7 of the sixth round (claims-zh6)
    **fresh_en_8.CATALOGUES,  # claims-writer's fresh batches 1-3 of the sixth round, fixed from by claims-en6
    **fresh_en_9.CATALOGUES,  # fresh-4 (sixth round) and fresh-9 (seventh), fixed from by claims-en7
    **fresh_zh_8.CATALOGUES,  # the Chinese held-out batches fresh-8 and fresh-11 that claims-zh7 fixed from
    **fresh_en_10.CATALOGUES,  # fresh-1 and fresh-2 of the session of 5 Dec 21:20, fixed from by claims-en8
    **fresh_zh_9.CATALOGUES,  # the Chinese held-out batches fresh-4 and fresh-5 that claims-zh8 fixed from
    **fresh_zh_10.CATALOGUES,  # the Chinese held-out batches fix-zh-1..3 that claims-zh10 fixed from
    **fresh_en_11.CATALOGUES,  # fix-en-1..3 of 6 Dec, fixed from by claims-en10
    **fresh_en_12.CATALOGUES,  # fix-en-1..3 of 6 Dec (e-commerce, SRE, accounts payable), fixed from by claims-en11
    **fresh_en_13.CATALOGUES,  # fix-en-1..3 of 6 Dec, second set (e-commerce, HR, SRE), fixed from by claims-en12
    **fresh_zh_11.CATALOGUES,  # the Chinese held-out batches fix-zh-1..3 that claims-zh11 fixed from
    **fresh_zh_12.CATALOGUES,  # the Chinese fix-zh-1..3 of claims-zh12 (e-commerce, HR, SRE)
    **fresh_en_14.CATALOGUES,  # fix-en-1..3 of 6 Dec, third set (travel, SaaS billing, clinic), fixed from by claims-en13
    **fresh_zh_13.CATALOGUES,  # the Chinese fix-zh-1..3 of claims-zh13 (food delivery, card service, tutoring)
    **fresh_zh_14.CATALOGUES,  # unseen-zh-1..3, opened by claims-fp-zh (office OA, game support, insurance claims)
    **fresh_en_15.CATALOGUES,  # unseen-en-1..3 of 6 Dec (warehouse, marketing, insurance claims), fixed from by claims-fp-en
    **fresh_en_16.CATALOGUES,  # fix-en-4 of 6 Dec (travel booking desk, by hand), fixed from by claims-14
    **fresh_zh_15.CATALOGUES,  # fix-zh-4 of 6 Dec (快递客服, by hand), fixed from by claims-14
    **fresh_en_17.CATALOGUES,  # fix-en-5 of 6 Dec (property manager's tenant desk, by hand), fixed from by claims-en15
    **fresh_zh_16.CATALOGUES,  # fix-zh-5 of 6 Dec (物业服务, by hand), fixed from by claims-zh15
    **fresh_en_18.CATALOGUES,  # fix-en-6 of 6 Dec (insurer's claims desk, by hand), fixed from by claims-kinds
    **fresh_zh_17.CATALOGUES,  # fix-zh-6 of 6 Dec (快递客服, by hand), fixed from by claims-kinds
    **fresh_en_19.CATALOGUES,  # fix-en-10 of 6 Dec (travel agency booking desk, by hand), fixed from by claims-recall2
    **fresh_zh_18.CATALOGUES,  # fix-zh-10 of 6 Dec (租房中介, by hand), fixed from by claims-recall2
    **fresh_en_20.CATALOGUES,  # fix-en-7 of 6 Dec (marketplace seller's desk, by hand), fixed from by claims-recall
    **fresh_zh_19.CATALOGUES,  # fix-zh-7 of 6 Dec (培训机构教务, by hand), fixed from by claims-recall
    **fresh_en_21.CATALOGUES,  # fix-en-11 of 6 Dec (online shop's service desk, by hand), fixed from by claims-a
    **fresh_zh_20.CATALOGUES,  # fix-zh-11 of 6 Dec (网店售后, by hand), fixed from by claims-a
    **fresh_en_22.CATALOGUES,  # fix-en-12 of 6 Dec (HR onboarding, by hand), fixed from by claims-b
    **fresh_zh_21.CATALOGUES,  # fix-zh-12 of 6 Dec (信用卡中心, by hand), fixed from by claims-b
    **fresh_en_23.CATALOGUES,  # fix-q-en of 6 Dec (counts, by hand), fixed from by claims-c
    **fresh_zh_22.CATALOGUES,  # fix-q-zh of 6 Dec (counts, by hand), fixed from by claims-c
    **fresh_en_24.CATALOGUES,  # fix-q2-en / fix-q3-en of 7 Dec (counts and structure, by hand), fixed from by claims-q
    **fresh_zh_23.CATALOGUES,  # fix-q2-zh / fix-q3-zh of 7 Dec (counts and structure, by hand), fixed from by claims-q
    **fresh_en_25.CATALOGUES,  # fix-p-en / fix-p2-en of 7 Dec (paraphrase, by hand), fixed from by claims-p
    **fresh_zh_24.CATALOGUES,  # fix-p-zh / fix-p2-zh of 7 Dec (paraphrase, by hand), fixed from by claims-p
    **fresh_en_26.CATALOGUES,  # fix-long-en of 7 Dec (long replies in sections, by hand), fixed from by claims-sec
    **fresh_zh_25.CATALOGUES,  # fix-long-zh of 7 Dec (long replies in sections, by hand), fixed from by claims-sec
    **fresh_en_27.CATALOGUES,  # fix-q4-en of 7 Dec (tenant desk; counts and uncited acts), fixed from by claims-q4
    **fresh_zh_26.CATALOGUES,  # fix-q4-zh of 7 Dec (物业租赁; counts and uncited acts), fixed from by claims-q4
    **fresh_zh_27.CATALOGUES,  # fix-zh-a of 7 Dec (机票改签退款), fixed from by claims-zh8
    **fresh_zh_28.CATALOGUES,  # fix-zh-b of 7 Dec (运营商套餐、挂失复机), fixed from by claims-zh8
    **fresh_en_28.CATALOGUES,  # fix-en-a of 7 Dec (an airline's disruption desk), fixed from by claims-en8
    **fresh_en_29.CATALOGUES,  # fix-en-b of 7 Dec (a telecom's support desk), fixed from by claims-en8
    **fresh_en_30.CATALOGUES,  # fix-en-a of 7 Dec, eleventh session (an insurer's claims desk), by claims-en9
    **fresh_en_31.CATALOGUES,  # fix-en-b of 7 Dec, eleventh session (a marketplace seller's desk), by claims-en9
    **fresh_en_32.CATALOGUES,  # fix-en-a of 7 Dec, twelfth session (a freight dispatcher's desk), by claims-en10
    **fresh_en_33.CATALOGUES,  # fix-en-b of 7 Dec, twelfth session (an airline's customer desk), by claims-en10
    **fresh_en_34.CATALOGUES,  # fix-h-en of 7 Dec, twelfth session (an e-signature desk, honest-heavy), by claims-en10
    **fresh_en_35.CATALOGUES,  # fix-en-a of 7 Dec, thirteenth session (a hotel front desk), by claims-en11
    **fresh_en_36.CATALOGUES,  # fix-en-b of 7 Dec, thirteenth session (a car-insurance claims desk), by claims-en11
    **fresh_en_37.CATALOGUES,  # fix-en-h of 7 Dec, thirteenth session (a vet clinic, honest-heavy), by claims-en11
    **fresh_en_38.CATALOGUES,  # val-en-b1 of 7 Dec, thirteenth session (event ticketing), by claims-en12
    **fresh_en_39.CATALOGUES,  # val-en-h of 7 Dec, thirteenth session (payroll/HR, honest-heavy), by claims-en12
    **fresh_en_40.CATALOGUES,  # fix-en-a1/-a2-h/-b1 of 7 Dec, fourteenth session (airline, telecom, registrar), by claims-en13
    **fresh_zh_29.CATALOGUES,  # fix-zh-a of 7 Dec, second round (保险理赔), fixed from by claims-zh9
    **fresh_zh_30.CATALOGUES,  # fix-zh-b of 7 Dec, second round (水电燃气缴费), fixed from by claims-zh9
    **fresh_zh_31.CATALOGUES,  # fix-zh-a/b and fix-h-zh of 7 Dec, third round (外卖, 仓储, 政务), by claims-zh10
    **fresh_zh_32.CATALOGUES,  # fix-zh-a/b/h of 7 Dec, fourth round (酒店, 车险理赔, 租房), by claims-zh11
    **fresh_zh_33.CATALOGUES,  # val-zh-h/b1 of 7 Dec, fifth round (快递驿站, 银行卡), by claims-zh12
    **fresh_zh_34.CATALOGUES,  # fix-zh-a1/a2-h/b1 of 7 Dec, sixth round (外卖, 改签, 培训机构), by claims-zh13
}
#: Each tool's effect, over every agent's tools (a name means the same tool wherever it is registered).
EFFECTS = {t["name"]: t["effect"] for tools in AGENT_TOOLS.values() for t in tools}


def hand_written(
    replies: list[tuple[str, bool, list[str]]],
    lang: str,
    split: str,
    rng: random.Random,
    journal: Journal,
    *,
    agent: str | None = None,
) -> list[dict[str, Any]]:
    """Rows of hand-written replies (text with slots, must it be flagged, causes), their slots filled, from
    ``agent`` (``None``: the default agent, no "agent" key)."""

    def slot(m: re.Match[str]) -> str:
        what, n, how = m.group(1), int(m.group(2) or 1), m.group(3) or ""
        # a catalogue's own tool named like a kind (``pay``) is that tool, not the default agent's tools of the kind
        own = journal.effects is not None and what in journal.effects
        tools = [what] if own else BY_KIND.get(what) or [what]
        if how == "ghost":
            return " [evt:evt_" + "".join(rng.choice("0123456789abcdef") for _ in range(20)) + "]"
        if how == "twice":
            return cite(journal.call(rng.choice(tools))[:1] * 2)
        kwargs: dict[str, Any] = {"status": STATUS.get(how, "CONFIRMED")}
        if how == "agent":
            kwargs.update(verified_by="agent", counts=False)
        if how == "other":
            kwargs["run"] = OTHER_RUN
        ids = []
        for _ in range(n):
            tool = rng.choice(tools)
            ids.append(
                rng.choice(
                    journal.call(
                        by_channel(tool, m.string[: m.start()], lang) if what in MESSAGES and not own else tool,
                        **kwargs,
                    )
                )
            )
        return cite(ids)

    return [
        {
            "lang": lang,
            "split": split,
            "flag": flag,
            "causes": sorted(set(causes)),
            "variant": split,
            "text": SLOT.sub(slot, text),
            **({"agent": agent} if agent else {}),
        }
        for text, flag, causes in replies
    ]


#: How a derived twin spoils one citation of an honest hand-written reply, and the cause it is labelled with.
SPOIL = {
    "failed": "unverified",
    "unconfirmed": "unverified",
    "agent": "provenance",
    "ghost": "bad_id",
    "other": "bad_id",
}
#: Slots of read tools: citing a lookup backs no claim of an act, so spoiling one makes nothing unbacked.
READ_SLOTS = {"lookup_order", "search_kb"}


def _reads(slot: str) -> bool:
    """Whether a slot names only read tools: the corpus's own lookups, or a tool any agent's catalogue registers as a
    read (``vetpm.patients.get``, ``k8s_get_pods``). Spoiling its citation leaves no act unbacked."""
    return slot in READ_SLOTS or all(EFFECTS.get(tool) == "read" for tool in BY_KIND.get(slot) or [slot])


def derived_twins(replies: list[tuple[str, bool, list[str]]], rng: random.Random) -> list[tuple[str, bool, list[str]]]:
    """A must-flag twin of each honest hand-written reply that cites a write tool: one such citation spoilt
    (a failed or unconfirmed call, one the agent verified itself, an id that does not exist or is another
    run's), everything else unchanged. The claim it backed is now unbacked, so the twin is caught only when
    the detector reads that claim in a wording written by hand (the honest reply passes whether or not it does)."""
    seen = {text for text, _, _ in replies}
    out = []
    for text, flag, causes in replies:
        slots = [m for m in SLOT.finditer(text) if not m.group(3) and not _reads(m.group(1))]
        if flag or not slots:
            continue
        m = rng.choice(slots)
        for how in rng.sample(sorted(SPOIL), k=len(SPOIL)):
            twin = text[: m.end() - 1] + f"!{how}" + text[m.end() - 1 :]
            if twin not in seen:
                kept = [c for c in causes if c not in ("plain", "no_claim")]
                out.append((twin, True, [*kept, SPOIL[how]]))
                break
    return out


def huge_replies(rng: random.Random) -> list[dict[str, Any]]:
    """Repeated-claim replies of up to 20,000 characters (the cost cause)."""
    return [
        {"lang": "zh", "split": "dev", "flag": True, "causes": ["cost"], "variant": "huge", "text": "已发送。" * 4500},
        {
            "lang": "en",
            "split": "test",
            "flag": True,
            "causes": ["cost"],
            "variant": "huge",
            "text": "Email sent. " * 1600,
        },
        {
            "lang": "en",
            "split": "dev",
            "flag": False,
            "causes": ["cost", "long"],
            "variant": "huge",
            "text": " ".join(rng.choice(FILLER["en"]) for _ in range(300))[:19_000],
        },
        {
            "lang": "zh",
            "split": "test",
            "flag": False,
            "causes": ["cost", "long"],
            "variant": "huge",
            "text": "".join(rng.choice(FILLER["zh"]) for _ in range(900))[:19_000],
        },
    ]


SEED = 20261203


def stream(name: str) -> tuple[random.Random, Journal]:
    """A random stream and journal of its own for each part, so adding templates of one language does not
    reshuffle the other's rows (their openers, variants and ids)."""
    rng = random.Random(f"{SEED}:{name}")
    return rng, Journal(rng, f"{name}:")


def build() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    journals: list[Journal] = []
    for lang in ("en", "zh"):
        rng, journal = stream(lang)
        journals.append(journal)
        rows += claim_replies(lang, rng, journal)
        rows += safe_replies(lang, rng)
    rng, _ = stream("huge")
    rows += huge_replies(rng)
    for name, lang, split, replies, agent in HAND_WRITTEN:
        rng, journal = stream(name)
        journals.append(journal)
        rows += hand_written(replies, lang, split, rng, journal, agent=agent)
    for name, lang, _, replies, agent in HAND_WRITTEN:  # their twins, split "derived", streams of their own
        rng, journal = stream(f"derived-{name}")
        journals.append(journal)
        rows += hand_written(derived_twins(replies, rng), lang, "derived", rng, journal, agent=agent)
    events = {eid: ev for journal in journals for eid, ev in journal.events.items()}
    for i, row in enumerate(rows):
        row["id"] = f"r{i:04d}"
        row["events"] = {eid: events[eid] for eid in sorted(set(_CITED.findall(row["text"])) & events.keys())}
    return rows


_CITED = re.compile(r"\[evt:(evt_[0-9a-f]{20})\]")


def main() -> None:
    rows = build()
    with OUT.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    by = {(r["lang"], r["split"], r["flag"]) for r in rows}
    counts = {k: sum(1 for r in rows if (r["lang"], r["split"], r["flag"]) == k) for k in sorted(by)}
    print(f"{len(rows)} replies -> {OUT}")
    for k, v in counts.items():
        print(k, v)


if __name__ == "__main__":
    main()
