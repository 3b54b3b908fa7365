"""What a tool can back, read from its name, description and effect with the claim vocabulary.

``send_email`` → email; ``send_push`` → message (a push is not an email); ``notify_customer`` → send
(any channel); ``issue_refund`` / a payments tool described as "charges and refunds" → refund;
``pay_invoice`` → pay; a read tool backs only a "done" about a look ("Research completed"); a generic "done" is backed by any write; a write tool whose name and
description say nothing backs any kind ("*"). ``COMPATIBLE`` says which tool kinds back which claim.

Names are read as agents register them (:func:`action`): a namespace (``mcp__gmail__send_message``,
``slack.post_message``, ``github.merge_pull_request``) is context, not the act; the act is the name's verb
wherever it stands (``order_cancel``, ``coupon_issue``, ``pagerduty_trigger_incident``); a service named in
the name or description tells the channel or the thing (:data:`BRANDS`: Gmail sends email, WeCom a chat
message, a calendar books).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from agentops.claims import chinese
from agentops.claims import lexicon as lx
from agentops.claims.normalize import fold_traditional

ANY, READ = "*", "read"
#: Claim kind → the tool kinds that can back it (``*`` backs every kind).
COMPATIBLE: dict[str, frozenset[str]] = {
    lx.COMPLETE: frozenset(),  # any tool
    lx.SEND: frozenset({lx.SEND, lx.EMAIL, lx.MESSAGE, lx.SHIP}),
    lx.EMAIL: frozenset({lx.EMAIL, lx.SEND}),
    lx.MESSAGE: frozenset({lx.MESSAGE, lx.SEND}),
    lx.PAY: frozenset({lx.PAY}),
    lx.REFUND: frozenset({lx.REFUND}),
    lx.ORDER: frozenset({lx.ORDER}),
    lx.BOOK: frozenset({lx.BOOK}),
    lx.CREATE: frozenset({lx.CREATE, lx.ORDER, lx.BOOK, lx.EXPORT}),  # an export creates its file
    lx.UPDATE: frozenset({lx.UPDATE}),
    lx.DELETE: frozenset({lx.DELETE}),
    lx.EXPORT: frozenset({lx.EXPORT}),
    lx.SHIP: frozenset({lx.SHIP}),
    lx.CHANGE: frozenset({lx.UPDATE, lx.CREATE, lx.DELETE, lx.ORDER, lx.BOOK, lx.EXPORT, lx.SHIP}),
}
_GENERIC_VERB_KINDS = frozenset({lx.COMPLETE, lx.CREATE, lx.SEND})

#: Acts finer than their kind: a call of a tool whose name or description names acts of some of these
#: families backs only claims of those ("rolled back" is not a restart, "deleted" not a cancellation,
#: 合并 not 发布), whatever their kind shares. A verb in no family is judged by its kind alone.
FAMILIES: dict[str, frozenset[str]] = {
    "restart": frozenset({"restart", "reboot", "bounce", "recycle", "重启", "重新启动"}),
    "deploy": frozenset({"deploy", "redeploy", "部署", "重新部署", "发布", "发版", "上线", "灰度"}),
    "rollback": frozenset({"roll", "rollback", "回滚"}),
    "merge": frozenset({"merge", "合并", "合入"}),
    "scale": frozenset({"scale", "resize"}),
    "acknowledge": frozenset({"ack", "acknowledge"}),
    "reschedule": frozenset({"reschedule"}),
    "unlock": frozenset({"unlock", "解锁"}),
    "cancel": frozenset({"cancel", "void", "取消", "作废"}),
    "delete": frozenset({"delete", "remove", "erase", "purge", "wipe", "删除", "删掉", "移除", "清除"}),
    "exchange": frozenset({"exchange", "换货", "调换", "换", "换成"}),  # 把 M 码换成 L 码: an exchange, not a return
}
_FAMILY_OF = {verb: name for name, verbs in FAMILIES.items() for verb in verbs}
#: Families of acts that only take something away: a tool of these alone ends or removes things.
REMOVALS = frozenset({"cancel", "delete"})
#: Changes that leave something new or back in place ("rotated the key": a new key is in use; "restored",
#: "provisioned", "re-enabled"): a tool that only removes or cancels can do none of them, though their kind
#: (``change``) is one a deletion shares ("Rotated the key and revoked the old one" citing only the revoke).
PUTS_IN_PLACE = frozenset(
    {"rotate", "provision", "activate", "enable", "restore", "reinstate", "install", "grant", "launch", "resume"}
) | frozenset({"unlock", "unfreeze", "whitelist", "allowlist", "configure", "migrate", "deploy", "spin"})
#: Families a tool of one family also does: a deploy tool rolls back (it deploys the previous release), a tool
#: that only rolls back deploys nothing new.
_ALSO_DOES = {"deploy": frozenset({"rollback"})}
_CHANNELS = frozenset({lx.EMAIL, lx.MESSAGE})
_SENDS = _CHANNELS | {lx.SEND}


@dataclass(frozen=True, slots=True)
class ToolInfo:
    name: str
    effect: str = "write"
    description: str = ""

    def __post_init__(self) -> None:  # read as replies are: 發送郵件 is 发送邮件
        object.__setattr__(self, "description", fold_traditional(self.description))


def words(text: str) -> list[str]:
    text = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", text)
    return re.findall(r"[a-z]+", text.lower())


#: Services whose name tells what a tool does through them: the channel it sends on (Gmail: email; Slack,
#: WeCom, Twilio, PagerDuty: a message), a calendar books, a fulfilment or waybill ships.
BRANDS: dict[str, str] = {
    **dict.fromkeys(
        ("gmail", "outlook", "sendgrid", "mailgun", "ses", "postmark", "mailchimp", "mailjet", "sparkpost", "smtp"),
        lx.EMAIL,
    ),
    **dict.fromkeys(
        (
            "slack",
            "whatsapp",
            "twilio",
            "telegram",
            "discord",
            "teams",
            "msteams",
            "wecom",
            "wechat",
            "weixin",
            "dingtalk",
            "feishu",
            "lark",
            "messenger",
            "viber",
            "mattermost",
            "pagerduty",
            "opsgenie",
            "sms",
        ),
        lx.MESSAGE,
    ),
    **dict.fromkeys(("calendar", "gcal", "calendly"), lx.BOOK),
    **dict.fromkeys(("fulfillment", "fulfilment", "fulfillments", "waybill", "shippo", "easypost", "fedex"), lx.SHIP),
}
#: Services that tell no kind but which of several tools of one kind did an act ("a GitHub issue", "removed
#: from Okta"); a tool's namespace is one too (``mcp__acme__create_ticket``: acme).
SERVICES = frozenset(
    {
        "github",
        "gitlab",
        "jira",
        "okta",
        "zendesk",
        "hubspot",
        "salesforce",
        "shopify",
        "stripe",
        "paypal",
        "alipay",
        "twitter",
        "linkedin",
        "notion",
        "asana",
        "intercom",
        "xero",
        "quickbooks",
    }
)
#: Services named in Chinese, as tools name them in English (企业微信 before 微信).
_SERVICES_ZH = {
    "企业微信": "wecom",
    "钉钉": "dingtalk",
    "飞书": "feishu",
    "微信": "wechat",
    "短信": "sms",
    "支付宝": "alipay",
}
_SAME_SERVICE = {"msteams": "teams", "lark": "feishu", "weixin": "wechat"}
#: What follows a service's name when it names a product charged for (短信费, 短信包, 微信支付分), not a channel.
_CHARGED_FOR = ("费", "包", "套餐", "业务", "支付分")


def _at(text: str, term: str) -> list[int]:
    """The offsets where ``term`` occurs in ``text``."""
    return [m.start() for m in re.finditer(re.escape(term), text)]


#: A wallet money went into (退回到微信支付, 退到您的支付宝): where it landed, not a service the act went through.
MONEY_INTO_ZH = re.compile(r"(?:到|至|回|进|入)(?:您|你)?的?(?:微信支付|微信钱包|微信零钱|微信|支付宝)")
#: Namespaces that name no service.
_NO_SERVICE = frozenset({"mcp", "api", "tool", "tools", "functions", "default", "server"})
#: Words that name a message without its channel: a service named beside them tells it ("gmail … message").
_ANY_CHANNEL = frozenset({"message", "messages", "msg", "notification", "notifications", "chat"})
#: Verbs of tools that make or send a thing (beside the lexicon's create and send verbs): a verb made of that
#: thing names their act ("tweeted": ``post_tweet``).
_MAKERS = frozenset({"post", "make", "issue", "add", "publish", "write", "put"})
#: What separates a tool's namespace from its act: MCP's ``mcp__server__tool``, ``slack.post_message``.
_NAMESPACE = re.compile(r"__|[./:]")


#: Verbs of a look that open a read tool's name (``check_refund_status``, ``list_refunds``, ``search_orders``): its
#: act, though the lexicon lacks them and knows the act its object names.
_LOOK_VERBS = frozenset(
    {"check", "list", "search", "find", "lookup", "fetch", "view", "show", "query", "retrieve", "describe", "inspect"}
)


def action(name: str) -> tuple[str, list[str], list[str]]:
    """A tool's name read as its act: (verb, what it acts on, its namespace). The verb is the name's first
    word the lexicon knows only as a verb ("order_cancel": cancel), else its first known verb ("issue_refund":
    issue), else its first word that is neither a noun nor a service ("rollback_service", "kaipiao"); one-letter
    pieces ("k8s") are no words. ``mcp__gmail__send_message`` → (send, [message], [mcp, gmail])."""
    segments = [s for s in _NAMESPACE.split(name) if s] or [name]
    context = [w for s in segments[:-1] for w in words(s)]
    said = [_again(w) for w in words(segments[-1]) if len(w) > 1]
    known = [i for i, w in enumerate(said) if _lemma(w) in lx.EN_VERBS]
    if len(said) > 1 and said[0] in _LOOK_VERBS:
        known = [0]  # check_refund_status, listRefunds: a look at what its object names, not that act
    if len(known) > 1 and said[known[0]].endswith("ing") and known[0] + 1 < len(said):
        known = known[1:]  # billing_refund_create: a gerund before a noun names the domain (billing's refunds)
    pick = next((i for i in known if said[i] not in lx.EN_NOUNS), known[0] if known else None)
    if pick and said[0] in TOOL_VERBS and said[0] not in lx.EN_NOUNS:
        pick = 0  # collectChangeFee: a tool verb leads the name; the known verb after it names the thing (a change fee)
    if pick is None:  # a tool verb the lexicon lacks before any other word (acme_freeze_card: freeze, not acme)
        pick = next((i for i, w in enumerate(said) if _lemma(w) in TOOL_VERBS or family(w)), None)
    if pick is None:
        pick = next((i for i, w in enumerate(said) if w not in lx.EN_NOUNS and w not in BRANDS), None)
    if pick is None:
        return "", said, context
    objects = said[:pick] + said[pick + 1 :]
    if not objects and len(said) == 1 and len(segments) > 1:
        # vetpm.appointments.create, stripe.refunds.create, notify.email.send, claims.reserve.set: what it acts on is
        # the resource before its verb, as in create_appointment, send_email
        objects = _resource(segments[-2])
    return said[pick], objects, context


def _again(word: str) -> str:
    """A tool verb of re- the lexicon lacks, as the act it does again (``reship_order`` ships, ``resync_user`` syncs,
    ``redeliver_parcel`` delivers); a word the lexicon or :data:`TOOL_VERBS` knows stays (``reissue``, ``report``)."""
    if not word.startswith("re") or _lemma(word) in lx.EN_VERBS or word in lx.EN_NOUNS or word in TOOL_VERBS:
        return word
    return word[2:] if _lemma(word[2:]) in lx.EN_VERBS and not family(word) else word


@lru_cache(maxsize=4096)
def thing(name: str) -> tuple[str, ...]:
    """What a tool's name acts on, in any style: its objects (``create_shipment``: shipment), or for a name whose
    last segment is its verb alone the segment before it (``claims.reserve.set``: reserve; ``notify.email.send``:
    email), unless that names a service or no thing."""
    verb, objects, _ = action(name)
    if objects:
        return tuple(w for w in objects if w not in PREPOSITIONS and len(w) > 2)
    segments = [s for s in _NAMESPACE.split(name) if s]
    if len(segments) < 2 or not verb or [w for w in words(segments[-1]) if len(w) > 1] != [verb]:
        return ()
    said = [w for w in words(segments[-2]) if len(w) > 2]
    return () if any(w in BRANDS or w in SERVICES or w in _NO_SERVICE for w in said) else tuple(said)


@lru_cache(maxsize=4096)
def name_verbs(name: str) -> frozenset[str]:
    """The kinds of the act a tool's name says by its verb (``create_shipment``: create; ``hold_at_station``: an
    update), empty when the lexicon cannot read it (``claims.docs.request``)."""
    return frozenset(_name_kinds(name)[0])


@lru_cache(maxsize=4096)
def thing_kinds(name: str) -> frozenset[str]:
    """The kinds the lexicon gives the words of a tool's :func:`thing` ("delivery", "shipment": ship; "reserve":
    book): how a clause in either language names it (派送时间, 寄件订单)."""
    found = set()
    for w in thing(name):
        kind = lx.EN_NOUNS.get(w) or lx.EN_NOUNS.get(w[:-1] if w.endswith("s") else w) or lx.EN_VERBS.get(_lemma(w))
        if kind and kind not in (lx.COMPLETE, lx.CHANGE):
            found.add(kind)
    return frozenset(found)


def names_thing(name: str, said: str, language: str, verb: str = "") -> bool:
    """Whether a claim's stretch ``said`` names what the tool ``name`` acts on: a word of its :func:`thing` (or
    of its verb, when the lexicon lacks the verb: "sent you a request" and ``claims.docs.request``), or in Chinese
    a noun the lexicon gives that thing's kind (工单: ``escalate_ticket``), or a verb of it when the thing is no
    record (派送 for ``reschedule_delivery``, 寄件 for ``create_shipment``); never the claim's own ``verb``."""
    act = action(name)[0]
    told = [*thing(name), *([act] if act and _lemma(act) not in lx.EN_VERBS and act not in TOOL_VERBS else [])]
    if any(w[:4] in said.lower() for w in told):
        return True
    if language != "zh" or not (kinds := thing_kinds(name)):
        return False
    said = said.replace(verb, " ") if verb else said
    verbs = lx.ZH_VERBS.items() if kinds.isdisjoint((lx.CREATE, lx.UPDATE)) else ()
    return any(len(term) > 1 and kind in kinds and term in said for term, kind in (*lx.ZH_NOUNS.items(), *verbs))


def _resource(segment: str) -> list[str]:
    """The resource a REST-style SDK's method acts on (``vetpm.appointments.create``: appointments): the segment
    before a bare verb, unless it names a service or no thing (``slack.post``, ``mcp__acme__create``)."""
    said = [w for w in words(segment) if len(w) > 1]
    if not said or any(w in BRANDS or w in SERVICES or w in _NO_SERVICE for w in said):
        return []
    return said if said[-1] in lx.EN_NOUNS or said[-1].endswith("s") else []


def services(text: str, known: frozenset[str] = frozenset(), *, prose: bool = False) -> frozenset[str]:
    """The services ``text`` (a tool's name or description, or with ``prose`` a claim's clause) names:
    :data:`BRANDS`, :data:`SERVICES`, their Chinese names, and the words of ``known`` (an agent's tools'
    namespaces). In prose a service that is also a common word counts only capitalised ("on Teams", not
    "both teams"), paging names the agent's paging service ("Paged the on-call": PagerDuty) and a #channel its
    chat service (Slack)."""
    found = set()
    for term, service in _SERVICES_ZH.items():
        if term in text:
            if not prose or any(not text.startswith(_CHARGED_FOR, m + len(term)) for m in _at(text, term)):
                found.add(service)  # (12 元短信费, 彩信包: what the reader was charged for, in prose no channel)
            text = text.replace(term, " ")
    if prose:
        text = re.sub(r"\b(?:teams|lark|messenger)\b", " ", text)
        found.update(_spelt_apart(text, known))
        text = _SITE_PAGE.sub(" ", text)  # "the status page", "a web page": a page of a site, no paging
        text = _PAGING_STOPPED.sub(" ", text)  # "muted it so it stops paging": what the act ended, not its channel
        if re.search(r"\b[Pp]ag(?:ed|ing|e)\b", text):
            found |= {"pagerduty", "opsgenie"} & known  # paging the on-call goes through the paging service
        if _CHAT_CHANNEL.search(text):
            found |= _CHANNEL_CHATS & known  # 通知已发到 #sre, "posted in #ops": a channel of the agent's chat service
    said = (_SAME_SERVICE.get(w, w) for w in (*words(text), *words(text.lower())))  # sendSlackMessage, WhatsApp
    found.update(w for w in said if w in BRANDS or w in SERVICES or (w in known and not prose))
    if prose:
        found.update(_places_named(text, known - found))
    return frozenset(found)


#: A page of a site, named by the noun before it ("status page", "status-page", "landing page"; not "the PD page").
_SITE_PAGE = re.compile(
    r"\b(?:status|web|landing|wiki|help|home|login|settings|profile|docs?|pricing|product|account|admin)[- ]pages?\b",
    re.IGNORECASE,
)


#: Paging that an act ended or kept from happening ("so it stops paging", "to keep it from paging").
_PAGING_STOPPED = re.compile(r"\b(?:stops?|stopped|quits?|from)\s+paging\b", re.IGNORECASE)


def _spelt_apart(text: str, known: frozenset[str]) -> set[str]:
    """The agent's namespaces that prose spells as two words after a word of passing through ("notified through the
    status page", "posted on the status-page": ``statuspage``; not "the status page component is back")."""
    low = text.lower()
    return {
        ns
        for ns in known
        if len(ns) > 6
        and any(
            re.search(rf"\b(?:{'|'.join(_THROUGH)})\s+(?:the\s+|our\s+)?{ns[:i]}[- ]{ns[i:]}\b", low)
            for i in range(3, len(ns) - 2)
        )
    }


#: A chat channel named by its hash, lowercase (#sre, #cx-escalations; not #A1023, an order's number) and the chat services
#: whose channels are named so.
_CHAT_CHANNEL = re.compile(r"(?<![\w#&])# ?[a-z][a-z0-9_-]*")  # (a clause as read: "# sre")
_CHANNEL_CHATS = frozenset({"slack", "discord", "mattermost", "rocketchat", "zulip"})


#: Words before a system that an act went through or took place in ("via Parchment", "in billing", "on Airflow").
_THROUGH = frozenset({"via", "on", "through", "over", "using", "in", "into", "from", "with"})
_PROSE_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*")
_HAN = re.compile(r"[\u4e00-\u9fff]")


def _places_named(text: str, namespaces: frozenset[str]) -> set[str]:
    """The agent's tools' namespaces a claim's clause names as a system: capitalised past its first word
    ("reran it in Airflow") or after a word of passing through ("posted via tix", "updated in billing"). A
    namespace that is a common noun named otherwise is what the act was about or whom it went to ("emailed
    you the enrollment confirmation", "sent the form to the bursar" citing ``email.send``): no service."""
    out: set[str] = set()
    before = ""
    for n, m in enumerate(_PROSE_WORD.finditer(text)):
        w = m.group().lower()
        after_han = _HAN.search(text, 0, m.start()) is not None  # 已寄出录取通知并以 LINE 提醒: a name in Chinese
        if w in namespaces and (((n or after_han) and m.group()[0].isupper()) or before in _THROUGH):
            out.add(w)
        if w not in ("the", "our", "your"):
            before = w
    return out


def tool_services(tool: ToolInfo) -> frozenset[str]:
    """The services a write tool goes through: those its name and description name, and its namespace
    (``mcp__gmail__send_message``: gmail; ``github.create_issue``: github). Only a name's first namespace is one:
    the segments after it are the path of the resource acted on (``billing.plan.change``: billing, not plan;
    ``sim.line.resume``: sim, not line, so "the 10 GB are on the line" names no other system)."""
    if tool.effect != "write":
        return frozenset()
    segments = [s for s in _NAMESPACE.split(tool.name) if s][:-1]
    namespace = next((s for s in segments if not set(words(s)) <= _NO_SERVICE), "")
    context = frozenset(words(namespace)) - _NO_SERVICE
    return services(f"{tool.name} {tool.description}") | {_SAME_SERVICE.get(w, w) for w in context if len(w) > 2}


#: Verbs of tools' names read as a tool's act where the claim lexicon lacks them or reads them as a generic verb
#: ("set up"), or a tool's act is more than the lexicon's kind: the kinds a tool of that verb can back. Holding, freezing, setting or adjusting changes the state
#: of what it acts on (an update); taking something offline removes it (``unpublish_article``,
#: ``decommission_device``: a deletion, not a send); a replacement is a new one ordered besides the change
#: (``replace_card`` backs "ordered you a new card"); collecting a subscription is a payment taken.
TOOL_VERBS: dict[str, frozenset[str]] = {
    **dict.fromkeys(("set", "freeze", "hold", "release", "lock"), frozenset({lx.UPDATE})),
    **dict.fromkeys(("unpublish", "decommission", "retire", "offboard", "unlist"), frozenset({lx.DELETE})),
    **dict.fromkeys(("replace", "reissue"), frozenset({lx.UPDATE, lx.ORDER})),
    "collect": frozenset({lx.PAY}),
}
#: Verbs that only say something is put in place: their object names the act (``place_qa_hold``: a hold;
#: ``place_order`` stays an order).
_LIGHT_VERBS = frozenset({"place", "put", "apply"})
#: Orders that are records of work to do, not purchases: a work order is opened, not bought.
_WORK_ORDERS = frozenset({"work", "service", "job", "maintenance", "repair", "change"})
#: What a tool pushes to devices or servers (a rollout, not a push notification): ``push_firmware`` deploys.
_ARTEFACTS = frozenset({"firmware", "config", "configuration", "build", "release", "patch", "image", "code"})


#: What goes out to an audience once started (``launch_campaign``, ``start_broadcast``): a send.
_BROADCASTS = frozenset({"campaign", "campaigns", "newsletter", "broadcast", "blast", "mailing"})
_STARTS = frozenset({"launch", "start", "run", "trigger", "kick"})  # (scheduled, it has not gone out yet)
_ARTEFACTS_ZH = ("固件", "配置", "补丁", "版本", "镜像")


def _pushes_artefact(verb: str, clause: str) -> bool:
    """Whether a push acts on firmware, a configuration or a build (a rollout), not a notification to someone."""
    if verb.startswith("推"):
        return any(a in clause for a in _ARTEFACTS_ZH)
    return "push" in stems(verb.lower()) and not _ARTEFACTS.isdisjoint(words(clause))


#: Verbs that move a thing from one holder to another: of money a payment, of anything else a change of its holder.
_HANDS_OVER = frozenset({"transfer", "move", "reassign"})
_MONEY_KINDS = frozenset({lx.PAY, lx.REFUND})


def _tool_verb(verb: str, objects: list[str]) -> tuple[str, list[str], frozenset[str] | None]:
    """The act of a tool's name by :data:`TOOL_VERBS`: (its verb, its objects, the kinds it backs or None when the
    lexicon reads it). A light verb takes its object's act; a work order is no purchase; a push of firmware or a
    build deploys it."""
    objects = [w for n, w in enumerate(objects) if not (w == "order" and n and objects[n - 1] in _WORK_ORDERS)]
    if verb in _LIGHT_VERBS:
        held = next((w for w in objects if _lemma(w) in TOOL_VERBS), None)
        if held:
            return held, [w for w in objects if w != held], TOOL_VERBS[_lemma(held)]
    if verb == "push" and not _ARTEFACTS.isdisjoint(objects):
        return "deploy", objects, frozenset({lx.UPDATE})
    if verb in _HANDS_OVER and objects and not any(w in _MONEY or lx.EN_NOUNS.get(w) in _MONEY_KINDS for w in objects):
        return verb, objects, frozenset({lx.UPDATE})  # transfer_ticket, move_booking: a thing changes hands, no money
    return verb, objects, TOOL_VERBS.get(_lemma(verb))


def _name_kinds(name: str) -> tuple[set[str], set[str]]:
    """The verbs a tool's name says and the kinds it can back by its name alone: its verb's with its objects'
    (a sender's channel from the service it goes through: ``mcp__gmail__send_message`` sends email) and the
    services' (``pagerduty_trigger_incident`` opens an incident and pages); a campaign launched goes out (a send). A verb the lexicon lacks but a
    family of acts holds ("rollback") changes state; :data:`TOOL_VERBS` reads tool verbs first. A change of a
    booking books its new slot (``change_booking`` backs "rebooked you onto IB3167")."""
    verb, objects, context = action(name)
    verb, objects, told = _tool_verb(verb, objects)
    if told is not None:
        released = _read(objects, nouns_only=True)[1] if _lemma(verb) in _RELEASES_MONEY else set()
        return set(told), set(told) | _money_released(verb, released)  # release_payout: it pays
    brands = {BRANDS[w] for w in (*objects, *context) if w in BRANDS}
    said = [w for w in objects if not (w in _ANY_CHANNEL and brands & _CHANNELS)]
    verbs, nouns = _read([verb] if verb else [])
    if verbs & _MAKES:
        said = [w for w in said if w not in _DOCUMENTS]  # notion_create_page, wiki.update_page: a page written
    nouns |= _read(said, nouns_only=True)[1]
    if lx.SEND in verbs:
        held = thing(name)  # (coupon.send as send_coupon)
        given = {lx.CREATE, lx.UPDATE} if not _UNITS.isdisjoint(held) or "gift" in held else set()
        return verbs, _combine(verbs, nouns | brands) | given  # send_coupon: a coupon issued to the account
    if verbs == {lx.BOOK}:
        brands -= _CHANNELS  # mailchimp.campaigns.schedule: a send scheduled through Mailchimp has not gone out
    kinds = _combine(verbs, nouns) | brands | _money_released(verb, nouns)
    if _lemma(verb) in lx.EN_GENERIC_VERBS:
        kinds |= _read(said, nouns_only=True)[1]  # approvePayout: a generic verb does what its object names (paid)
    if lx.UPDATE in verbs and lx.BOOK in nouns:
        kinds.add(lx.BOOK)
    if _lemma(verb) in _STARTS and not _BROADCASTS.isdisjoint(objects):
        kinds.add(lx.SEND)  # launch_campaign: a campaign started goes out to its audience
    if not verbs and family(verb):
        kinds.add(lx.DELETE if family(verb) in ("cancel", "delete") else lx.UPDATE)
    return verbs, kinds


#: Kinds of verb that write a thing rather than send it, and the words that are then a document, not a message
#: sent (a page is created, edited or published; someone is paged through a paging tool).
_MAKES = frozenset({lx.CREATE, lx.UPDATE, lx.CHANGE})
_DOCUMENTS = frozenset({"page", "pages"})


#: Verbs that let money go once approved: a tool that approves or releases a payout or a refund pays or refunds it;
#: one that compensates pays what it names (``pay.compensate``, "向客户支付理赔款": a payout, not only a refund).
_RELEASES_MONEY = frozenset({"approve", "authorise", "authorize", "release", "disburse", "compensate"})


#: What an approval readies a thing for, not what it does: "marks it ready for reimbursement", "for payment".
_FOR_LATER = re.compile(r"\b(?:ready |queued |eligible )?for (?:the |a |an )?\w+", re.IGNORECASE)


def _money_released(verb: str, nouns: set[str]) -> set[str]:
    """The payment or refund a tool of ``verb`` lets go (``release_payout``; ``approveClaim``, "Approve and release
    a claim settlement payment"), read from what it acts on (its name's objects or its description's nouns)."""
    return set(nouns & _MONEY_KINDS) if _lemma(verb) in _RELEASES_MONEY else set()


def _lemma(word: str) -> str:
    if word in lx.EN_VERBS or word in lx.EN_NOUNS:
        return word
    for suffix, repl in (
        ("ies", "y"),
        ("ing", ""),
        ("ing", "e"),
        ("es", ""),
        ("s", ""),
        ("ed", ""),
        ("ed", "e"),
        ("d", ""),
    ):
        if word.endswith(suffix) and (word[: -len(suffix)] + repl) in lx.EN_VERBS:
            return word[: -len(suffix)] + repl
    return word


#: Words after a participle that make it no modifier of a noun ("marked as received", "returned to the sender").
_NOT_HEADS = frozenset({"as", "to", "by", "for", "from", "in", "on", "at", "with", "and", "or", "the", "a", "an"})
_NOT_HEADS |= frozenset({"it", "them", "its", "their", "his", "her", "your", "this", "that", "into", "via", "if"})


def _read(words: Iterable[str], zh: str = "", *, nouns_only: bool = False) -> tuple[set[str], set[str]]:
    verbs: set[str] = set()
    nouns: set[str] = set()
    said = list(words)
    for position, word in enumerate(said):
        lemma = _lemma(word)
        nxt = said[position + 1] if position + 1 < len(said) else ""
        attributive = position and word.endswith("ed") and nxt not in _NOT_HEADS and _lemma(nxt) not in lx.EN_VERBS
        if attributive and nxt:
            continue  # "Mark returned units as received", "Pay out approved expense claims": which units, which claims
        if not nouns_only and lemma in lx.EN_VERBS and not (position and word in lx.EN_NOUNS):
            kind = lx.EN_VERBS[lemma]
            verbs.add(lx.UPDATE if kind == lx.CHANGE else kind)  # a tool that deploys changes state
        if word in lx.EN_NOUNS:
            nouns.add(lx.EN_NOUNS[word])
    for term, kind in lx.ZH_NOUNS.items():
        if term in zh:
            nouns.add(kind)
    for term, kind in lx.ZH_VERBS.items():
        if len(term) > 1 and term in zh:
            verbs.add(kind)
    if lx.SEND in verbs and _hands_out_zh(zh):
        verbs.discard(lx.SEND)
    if zh and not verbs:
        verbs |= _acts_zh(zh)
    return verbs, nouns


def _hands_out_zh(zh: str) -> bool:
    """Whether every send a Chinese description names hands out a thing of another kind (向用户账户发放优惠券: a coupon
    credited, no message sent), the rest of its piece naming no channel."""
    sends = [
        zh[at + len(term) :].split("，")[0]
        for term, kind in lx.ZH_VERBS.items()
        if kind == lx.SEND
        for at in range(len(zh))
        if zh.startswith(term, at)
    ]
    return bool(sends) and all(_handed(rest) for rest in sends)


def _handed(rest: str) -> bool:
    kinds = {kind for term, kind in lx.ZH_NOUNS.items() if term in re.split(r"[，。；,;]", rest)[0]}
    return bool(kinds) and not kinds & (_CHANNELS | {lx.SEND}) and not any(s in rest for s in _SERVICES_ZH)


@lru_cache(maxsize=1024)
def acts_zh(description: str) -> frozenset[str]:
    """The verbs of the acts a Chinese description names, each of its pieces (cut at punctuation: "调整账单金额：退费、
    减免、违约金免除") read as the claim "已" + the piece would be: 调整, 退费, 减免, 免除 (not 退费 of "退费后发送短信", a
    time)."""
    pieces = (p.strip() for p in re.split(r"[，。；：、,;:（）()/]", description))
    return frozenset(h.lemma for p in pieces if p for h in chinese.find("已" + p))


@lru_cache(maxsize=1024)
def _acts_zh(description: str) -> frozenset[str]:
    """The kinds of the acts a Chinese description names that the lexicon lacks, read as the claim "已" + the
    description would be: a tool described "挂起工单" backs what "已挂起工单" says (a specific act: an update, as
    an English verb the lexicon lacks), "恢复宽带服务" a change of state, not anything at all."""
    kinds = (h.kind for h in chinese.find("已" + description.strip()) if h.kind != lx.COMPLETE)
    return frozenset(lx.UPDATE if k == lx.CHANGE else k for k in kinds)


def _combine(verbs: set[str], nouns: set[str]) -> set[str]:
    if not verbs:
        kinds = set(nouns)
    elif verbs <= _GENERIC_VERB_KINDS:
        kinds = (verbs - {lx.COMPLETE}) | nouns if nouns else set(verbs)
        if kinds & _CHANNELS or kinds & {lx.PAY, lx.REFUND, lx.ORDER, lx.BOOK, lx.SHIP}:
            kinds -= {lx.SEND, lx.CREATE}
    else:
        kinds = {v for v in verbs if v not in (lx.COMPLETE,)}
        if lx.SEND in kinds and nouns & _CHANNELS:
            kinds = (kinds - {lx.SEND}) | (nouns & _CHANNELS)
    if not kinds and verbs == {lx.COMPLETE}:
        kinds = {lx.COMPLETE}
    return kinds


#: Inboxes that are no mailbox: "Post a secure message to the patient's portal inbox" sends no email.
_INBOXES = frozenset({"inbox", "inboxes", "mailbox"})
_NOT_MAIL_PLACES = frozenset({"portal", "app", "in", "chat", "support", "notification", "notifications"})


#: A parenthesis of the values a status field takes ("Set load status (dispatched, at_pickup, delivered)"): the states
#: it can set are no acts of the tool (it dispatches and delivers nothing).
_VALUES = re.compile(r"\b(status(?:es)?|states?|stages?)\s*\([^()]{1,200}\)", re.I)


@lru_cache(maxsize=4096)
def status_values(description: str) -> frozenset[str]:
    """The values a tool's description lists for a status it sets ("Set load status (dispatched, in_transit,
    delivered)": dispatched, delivered, in transit), lowercased: a claim of one of them citing the tool tells the
    status set ("Marked 59870 delivered", "60112: delivered")."""
    return frozenset(
        w.replace("_", " ").strip().lower()
        for m in _VALUES.finditer(description)
        for w in re.split(r"[,;/]| or | and ", m.group(0)[m.group(0).index("(") + 1 : -1])
        if w.strip()
    )


def _described(description: str) -> tuple[set[str], set[str]]:
    """The verbs and nouns of a tool's description, with the services it names; a word that names a message
    without its channel counts only alone ("Send an email message": email)."""
    said = words(_VALUES.sub(r"\1", description))  # "Set load status (dispatched, delivered, …)": values, no acts
    said = [w for n, w in enumerate(said) if not (n and w in _INBOXES and said[n - 1] in _NOT_MAIL_PLACES)]
    brands = {BRANDS[w] for w in said if w in BRANDS}
    verbs, nouns = _read([w for w in said if w not in _ANY_CHANNEL], description)
    nouns |= brands
    if not nouns & _CHANNELS:
        nouns |= _read([w for w in said if w in _ANY_CHANNEL], nouns_only=True)[1]
    return verbs, nouns


def tool_kinds(tool: ToolInfo, override: Sequence[str] | None = None) -> frozenset[str]:
    """The kinds of claim a verified execution of ``tool`` can back (``read`` for read tools)."""
    return frozenset(override) if override is not None else _kinds_of(tool)


#: Words of things carried by post: "mail" with one of them is a parcel or a letter delivered, not an email.
_POSTAL = frozenset({"delivery", "deliveries", "parcel", "parcels", "package", "packages", "courier", "postage", "ems"})


def _postal(tool: ToolInfo) -> bool:
    """Whether a tool whose name reads as an email ("mail") is postal mail: the name or description names a delivery
    or a parcel and the description says nothing of an email (request-mail-delivery, "Order EMS delivery of …")."""
    said = words(tool.description)
    told = set(words(tool.name.replace("-", " ").replace("_", " "))) | set(said)
    return bool(told & _POSTAL) and not {"email", "e-mail", "emails", "inbox"} & set(said)


@lru_cache(maxsize=4096)
def _kinds_of(tool: ToolInfo) -> frozenset[str]:
    """:func:`tool_kinds` read from the name, effect and description (asked for each claim and each citation)."""
    if tool.effect != "write":
        return frozenset({READ})
    verbs, kinds = _name_kinds(tool.name)
    if kinds == {lx.EMAIL} and _postal(tool):
        verbs, kinds = set(), {lx.SHIP}  # request-mail-delivery, "Order EMS delivery of …": mail posted, no email; the
        # description tells the act (an order, a shipment)
    named = frozenset(verbs)
    if tool.description and verbs and (chosen := _verb_by_description(tool, verbs)):
        verbs, kinds = chosen, set(chosen)
    elif tool.description and verbs == {lx.CREATE} and _HAN.search(tool.description):
        # create_pickup, "顺丰：预约上门取件": the pickup is booked; not money (coupon_issue, "发放补偿券": no refund)
        kinds |= _combine(*_described(tool.description)) & {lx.BOOK, lx.ORDER, lx.SHIP}
    if tool.description and not verbs:
        kinds |= _combine(*_described(tool.description))
    elif tool.description and _lemma(action(tool.name)[0]) in lx.EN_GENERIC_VERBS and kinds <= _GENERIC_VERB_KINDS:
        kinds |= _combine(*_described(tool.description)) & _CHANNELS  # post_channel, "Post a message to …": sends
    elif not kinds - {lx.COMPLETE, lx.SEND, lx.MESSAGE} and tool.description:
        described = _combine(*_described(tool.description))
        if kinds == {lx.MESSAGE} and described & _CHANNELS == {lx.EMAIL}:
            kinds = {lx.EMAIL}  # send_message, "Send an email message from the connected Gmail account"
        elif lx.SEND in kinds and described & _CHANNELS:
            kinds = (kinds - {lx.SEND}) | (described & _CHANNELS)
        elif not kinds - {lx.COMPLETE}:
            kinds |= described
    leads = lx.EN_VERBS.get(_lemma(words(tool.description)[0])) if words(tool.description) else None
    if kinds & _MONEY_KINDS and leads in _MONEY_KINDS:
        kinds.add(leads)  # reimburse, "Pay out approved expense claims …": it pays (its description's own act)
    elif leads == lx.BOOK and verbs and not kinds & _MONEY_KINDS:
        kinds.add(leads)  # assign_carrier, "Book a carrier on a load …": its description names the act a booking
    elif leads in _MONEY_KINDS and verbs and verbs <= _GENERIC_VERB_KINDS and kinds <= _GENERIC_VERB_KINDS:
        # issue_compensation, "Pay out compensation for …": a generic verb of a thing the lexicon lacks
        kinds.add(leads)
    if tool.description and verbs and _lemma(action(tool.name)[0]) in _RELEASES_MONEY:
        released = _FOR_LATER.sub(" ", tool.description)  # "marks it ready for reimbursement": not paid yet
        kinds |= _money_released(action(tool.name)[0], _described(released)[1])  # approveClaim: it pays
    if tool.description and kinds.isdisjoint(_SENDS):  # "Create a calendar event and send invitations": it sends too
        told = acts(_VALUES.sub(r"\1", tool.description))  # (not the values of a status it sets: "dispatched")
        kinds |= {lx.EN_VERBS[a] for a in told if lx.EN_VERBS.get(a) in _SENDS}  # "Email a …"
        if kinds.isdisjoint(_SENDS) and not _REPLIES.isdisjoint(words(tool.description)):
            kinds.add(lx.SEND)  # "Update a support ticket: status, tags, internal note, public reply": it replies
    if tool.description and kinds & {lx.ORDER, lx.BOOK}:  # "Create a replacement order and ship it …": it ships
        # the order too; "Book and ticket a flight, charging the card on file": it takes the payment too
        told = acts(_VALUES.sub(r"\1", tool.description)) | _participle_acts(tool.description)
        kinds |= {
            k for a in told if (k := lx.EN_VERBS.get(a)) in (lx.SHIP, lx.PAY) and a not in denied_acts(tool.description)
        }
    verb, objects, _ = action(tool.name)
    if lx.PAY in kinds and _lemma(verb) in _DRAWS_UP and objects and objects[-1] in _BILLS:  # (acme_create_invoice)
        kinds = (kinds - {lx.PAY}) | {
            lx.CREATE
        }  # createInvoice, "根据诊疗项目生成账单": a bill drawn up, no money taken
    denied = denied_kinds_zh(tool.description) - named  # approve_claim, "…（不打款）": no payment
    if denied & kinds:
        kinds = (kinds - denied) or {lx.UPDATE}  # (what is left of a write it denies the act of: a record written)
    kinds.discard(lx.COMPLETE)
    return frozenset(kinds or {ANY})


#: A Chinese denial opening a piece of a description (核赔通过（不打款）, 只建单，不派送, 但不退款): the act after it is
#: not the tool's. (Not 不 inside a word: 对不合格商品发起退款 refunds.)
_DENIED_ZH = re.compile(
    r"(?:^|[（(，,；;。：:]|但|且|并)\s*(?:并不|不会|不含|不包括|不涉及|不负责|不)([^，。；;,、：:（）()]{1,8})"
)


@lru_cache(maxsize=1024)
def denied_kinds_zh(description: str) -> frozenset[str]:
    """The kinds of the acts a Chinese description says its tool does not do (核赔通过，写入核定赔款金额（不打款）: pay),
    read as the claim "已" + the denied act would be; the kinds its name's verb says stay its own."""
    return frozenset(
        h.kind
        for m in _DENIED_ZH.finditer(description)
        for h in chinese.find("已" + m.group(1))
        if h.kind != lx.COMPLETE
    )


def _participle_acts(description: str) -> frozenset[str]:
    """The acts a description adds by a participle after a comma ("Book a flight, charging the card on file": charge)."""
    return frozenset(v for m in _PARTICIPLE.finditer(description.lower()) for v in _verbs_of(m.group(1)))


_PARTICIPLE = re.compile(r",\s*(?:and\s+)?([a-z]+ing)\b")


#: Verbs of a tool that draw up a document: with a bill as the object, nothing is paid or charged.
_DRAWS_UP = frozenset({"create", "generate", "issue", "make", "draft", "prepare", "build"})


#: A reply a tool's description says it posts (a ticket's "public reply"): the customer is sent a message.
_REPLIES = frozenset({"reply", "replies", "respond", "responds"})


def _verb_by_description(tool: ToolInfo, verbs: set[str]) -> set[str]:
    """The kinds of the name's other verb when the name's verb is a noun too and its Chinese description names the
    other's act, not its own (``order_refund``, "对外卖订单发起全额或部分退款": a refund of an order, no order placed);
    empty when the name is not in doubt. Chinese descriptions only (an English one is read with the name)."""
    verb, objects, _ = action(tool.name)
    if verb not in lx.EN_NOUNS or not _HAN.search(tool.description):
        return set()
    described = {lx.UPDATE if k == lx.CHANGE else k for k in _described(tool.description)[0]}
    named = set().union(*(_read([w])[0] for w in objects)) if objects else set()
    if described & verbs or not described & named:
        return set()
    return described & named


#: What a tool's description says when one call acts on many items ("Send the notice to all tenants of a building",
#: "批量开通"): one verified call backs a count of many.
_MANY = frozenset({"all", "bulk", "every", "batch", "multiple"})
_MANY_ZH = ("批量", "全部", "所有", "全体", "多个")


def acts_on_many(tool: ToolInfo | None) -> bool:
    """Whether one call of a write tool acts on many items, as its description says."""
    if tool is None or tool.effect != "write" or not tool.description:
        return False
    said = words(tool.description)
    many = {w for k, w in enumerate(said) if w in _MANY and not (w == "all" and said[k + 1 : k + 2] == ["or"])}
    described = tool.description.replace("全部或部分", "")  # "Refund all or part of a charge": how much of one thing
    return bool(many) or any(m in described for m in _MANY_ZH)


def acts_on_one(tool: ToolInfo | None) -> bool:
    """Whether one call of a write tool acts on one item only, as its description says ("Trigger a rolling restart
    of one deployment", "Approve one employee's timesheet", "a single invoice"; not "one or more", "one-time",
    "from one account holder to another"): a claim that counts several such things needs a call for each."""
    if tool is None or tool.effect != "write" or not tool.description:
        return False
    said = ["", *words(tool.description), ""]
    return any(
        w == "single" or (w == "one" and nxt not in _NOT_ONE and prev != "from")
        for prev, w, nxt in zip(said, said[1:], said[2:], strict=False)
    )


def many_of(tool: ToolInfo) -> frozenset[str]:
    """The things a tool's description says one call acts on all of ("… of one deployment (all its pods)": pods)."""
    said = words(tool.description)
    return frozenset(
        next((w for w in said[k + 1 : k + 4] if w not in lx.EN_DETERMINERS and w not in ("its", "their")), "")
        for k, w in enumerate(said)
        if w in _MANY
    ) - {""}


#: Words after "one" in a description that do not make it one item ("one or more", "one-time", "one-off", "one of").
_NOT_ONE = frozenset({"", "or", "time", "off", "of", "by", "another", "to", "per", "at"})


#: Words that deny the act after them in a description ("does not send …", "without charging", "not a booking").
_DENIALS = frozenset({"not", "without", "never", "no", "doesn", "don", "won", "cannot", "nor"})


@lru_cache(maxsize=4096)
def denied_acts(description: str) -> frozenset[str]:
    """The acts a tool's description says it does not do, as verbs of the lexicon: "Submit a refill request to
    the prescriber (does not send a prescription to the pharmacy)": send; "Place a hold on a fare without charging
    (this is not a booking)": charge, book; "Schedule a payment (not paid until that date)": pay."""
    return frozenset(v for v, _ in _denials(description))


def denied_own_acts(description: str) -> frozenset[str]:
    """The denied acts whose object is the tool's own thing, named by a pronoun or by nothing ("Sends a refill request
    to the vet for approval; does not approve it": approve): the tool never does them to what it acts on, whatever a
    claim names ("Luna's refill is approved")."""
    return frozenset(v for v, own in _denials(description) if own)


@lru_cache(maxsize=4096)
def _denials(description: str) -> tuple[tuple[str, bool], ...]:
    """Each verb a description denies, and whether nothing but a pronoun follows it (its object the tool's own)."""
    found: set[tuple[str, bool]] = set()
    for piece in re.split(r"[.;:()]", description):
        said = words(piece)
        for k, w in enumerate(said):
            if w not in _DENIALS:
                continue
            for n in range(k + 1, min(len(said), k + 5)):
                rest = said[n + 1 : n + 3]
                own = not rest or rest[0] in _OWN_OBJECTS
                found |= {(v, own) for v in _verbs_of(said[n]) if v not in _NOT_ACTS}
    return tuple(sorted(found))


#: Pronouns that, as a denied verb's object, stand for the tool's own thing ("does not approve it").
_OWN_OBJECTS = frozenset({"it", "them", "this", "these", "that", "those", "itself"})


_PAST_OF = {past: verb for verb, forms in lx.EN_IRREGULAR.items() for past in forms}


def _verbs_of(word: str) -> set[str]:
    """The lexicon verbs a word of a description may be: its lemma, an irregular past's verb ("paid": pay), a
    doubled consonant's ("shipped": ship) or an "-ing" noun's ("booking": book)."""
    out = {_lemma(word), _PAST_OF.get(word, "")}
    for suffix in ("ing", "ed"):
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            base = word[: -len(suffix)]
            out |= {base, base + "e", base[:-1] if base[-1:] == base[-2:-1] else base}
    return {v for v in out if v in lx.EN_VERBS}


#: Verbs a denial may name that are no act of the tool's own ("does not need to be approved", "is not set").
_NOT_ACTS = frozenset({"be", "is", "are", "need", "have", "get", "set", "do", "make", "take", "yet", "until"})


def stems(verb: str) -> frozenset[str]:
    """What a verb as written may be in a tool's name: "unlocked" → unlock, "bounced" → bounce, "applied" →
    apply, "scrapped" → scrap (a past form the lexicon lacks has no known lemma, so every reading counts)."""
    out = {verb}
    if verb.endswith("ed") and len(verb) > 4:
        out |= {verb[:-2], verb[:-1], verb[:-3]}
        if verb.endswith("ied"):
            out.add(verb[:-3] + "y")
    return frozenset(w for w in out if len(w) > 2)


def acts(description: str) -> frozenset[str]:
    """The acts a tool's description names, as their lemmas: the first word of each of its sentences
    (descriptions are imperative; ";" and "(" open one too) and each word after "or", "and" or "then" that
    is not a noun of the lexicon ("Create a ticket or escalate a case to a team": create, escalate; "Cancel
    or delete a subscription, order, key or record": cancel, delete). Generic verbs ("process", "handle")
    name no act."""
    found: set[str] = set()
    for sentence in re.split(_SENTENCE, _OPTIONS.sub(" ", description)):
        said = words(sentence)
        found |= {_lemma(w) for i, w in enumerate(said) if not i or (said[i - 1] in _JOINS and w not in lx.EN_NOUNS)}
    return frozenset(w for w in found if len(w) > 2 and w not in lx.EN_GENERIC_VERBS and w not in _ARTICLES)


def objects(description: str) -> frozenset[str]:
    """What a description's acts act on, not whom or where: the words after each act up to a preposition
    ("Send an email, a reminder or a drip sequence to a customer": email, reminder, drip, sequence — not
    customer)."""
    found: set[str] = set()
    for sentence in re.split(_SENTENCE, description):
        named, taking = acts(sentence), False
        for w in words(sentence):
            if w in PREPOSITIONS:
                taking = False
            elif _lemma(w) in named:
                taking = True
            elif taking and len(w) > 2:
                found.add(w)
    return frozenset(found)


_SENTENCE = r"[.;:(]"
#: A parenthesis of options of what it follows ("the repayment reminder (SMS / app push)", "(UPS/USPS)", "(permanent or
#: temporary)"): values, not a sentence of acts (it pushes nothing); "(does not send a prescription)" stays one.
_OPTIONS = re.compile(r"\((?:\s*[\w-]+(?:\s+[\w-]+)?\s*(?:/|,|\bor\b|\betc\b\.?))+\s*[\w-]*(?:\s+[\w-]+)?\.?\s*\)")
_JOINS = frozenset({"or", "and", "then"})
#: Prepositions: after a verb, one ends its object ("sent a router via courier").
PREPOSITIONS = frozenset({"to", "for", "by", "from", "with", "on", "in", "at", "via", "about", "into", "onto", "after"})
_ARTICLES = frozenset({"the", "its", "their", "your", "our"})


def specific(verb: str, language: str) -> bool:
    """Whether a claim's verb names its act itself ("unlocked", "deployed", "updated"): not a generic verb,
    and the lexicon gives it no class but a change (or an update), or does not know it."""
    return (
        language == "en"
        and verb not in lx.EN_GENERIC_VERBS
        and lx.EN_VERBS.get(verb, lx.CHANGE) in (lx.CHANGE, lx.UPDATE)
        and " " not in verb
    )


def backs(claim_kind: str, kinds: frozenset[str]) -> bool:
    """Whether a tool of ``kinds`` can back a claim of ``claim_kind``: a read backs none (not even a generic
    "done": "Everything's sorted" citing a lookup says work was done that no call did; ``verdict`` lets it
    back a "done" about a look, "Research completed")."""
    if ANY in kinds:
        return True
    if kinds == {READ}:
        return False
    if claim_kind == lx.COMPLETE:
        return True
    return bool(COMPATIBLE.get(claim_kind, frozenset()) & kinds)


#: Bookings a change moves or alters ("Moved your 1:1 with Carla to Friday", "your seat is now 12A"), beside the
#: lexicon's booking nouns.
_BOOKED = frozenset({"session", "sync", "standup", "consultation", "visit", "catchup", "viewing", "shift", "seat"})
_BOOKED |= frozenset({"invite", "invitation"}) | {noun for noun, kind in lx.EN_NOUNS.items() if kind == lx.BOOK}
#: Removals that take a thing out of what holds it (an update of the holder may do it); "deleted", "erased",
#: "wiped" and cancellations need a tool that deletes or cancels.
_TAKEN_OUT = frozenset({"remove", "purge", "clear"})
#: Verbs that move a booking in time.
_RETIMES = frozenset({"move", "shift", "push", "bring", "change", "swap", "switch", "postpone", "delay", "reschedule"})
_RETIMES_ZH = ("改期", "改约", "推迟", "延迟", "延后", "提前", "挪", "顺延", "改")  # 改到 12/20 同一航班
#: Money held on a card or account (a pre-authorisation, a deposit): releasing it gives it back.
_HELD_MONEY = ("预授权", "押金")
#: What an account holds that is not money (points, miles, coupons): crediting it changes the account's record.
_UNITS = frozenset({"point", "points", "mile", "miles", "stamp", "stamps", "coins", "tokens", "coupon", "coupons"})
_UNITS |= frozenset({"voucher", "vouchers"})
_UNITS_ZH = ("积分", "里程", "积点", "金币", "成长值", "优惠券", "代金券", "抵用券", "券")
#: What is handed out, not paid back (发了红包, 发了一张券): the tool that issues it backs the 发.
_GIVEN_ZH = ("红包", "优惠券", "代金券", "抵用券", "券", "礼品卡", "积分")
#: Verbs that put an amount onto an account or a bill (an adjustment its record holds), not back on a card.
_PUT_ON = frozenset({"apply", "add", "load", "post"})
_CARDS = frozenset({"card", "cards", "visa", "mastercard", "amex", "paypal", "bank", "iban", "method"})
#: What stops a thing: lifting or removing it changes the thing it held ("lifted the suspension").
_RESTRICTIONS = frozenset({"suspension", "restriction", "restrictions", "ban", "block", "hold", "freeze", "lock"})
_RESTRICTIONS |= frozenset({"limit", "lockout", "冻结", "限制", "封禁", "锁定"})
#: A removal in Chinese that clears a holder (清理了缓存, 清空了队列) rather than deleting a record.
_CLEARS_ZH = ("清理", "清空", "清掉", "去掉", "移除")
#: What a release is: publishing or posting it deploys it ("Published the v2.8.1 release").
_RELEASES = frozenset({"release", "build", "version", "hotfix", "patch", "app", "site"})
_VERSION = re.compile(r"\bv\d+(?:\.\d+)+")
#: Verbs that swap or pick within a booking (座位已换好, 已为您选好座位, 房间调到高层): the record that holds it changes.
_SWAPS_ZH = ("换", "调", "选")
#: Bookings in Chinese that an update may change (更新了日历邀请, 会议改到周五).
_BOOKED_ZH = (
    *("日历", "邀请", "会议", "日程", "预约", "预订", "面试", "体检", "就诊", "挂号", "门诊", "航班", "座位"),
    *("入住", "退房", "房间", "接机", "送机"),  # 入住时间帮您改到下午 2 点了: a hotel stay retimed
)
#: What a booking holds beside :data:`_BOOKED_ZH` (酒店, 机票, 餐位): 订 of them books, it does not order goods.
_HELD_ZH = ("酒店", "机票", "车票", "门票", "票", "房", "餐", "桌", "位", "车", "课", "场")
#: Words of money: "returned" with none of them gives back a thing (a document, goods), not a refund.
_MONEY = frozenset({"money", "funds", "payment", "payments", "refund", "deposit", "fee", "fees", "charge", "amount"})
_MONEY |= frozenset({"transfer", "balance", "credit", "premium", "cash", "eur", "usd", "gbp"})
_AMOUNT = re.compile(r"[$€£¥]\s?\d|\d\s?(?:€|eur|usd|gbp|元)")
#: Bookkeeping acts on a payment that came in (matched, allocated, reconciled): the books change, nothing is paid.
_BOOKKEEPS = frozenset({"match", "allocate", "reconcile", "assign", "link"})
#: Verbs that open a request, a case or a dispute with someone: a record made, whoever hears of it.
_FILES = frozenset({"raise", "file", "lodge", "open", "submit", "log"})
#: Verbs of handing a thing in to be dealt with: sent to whoever deals with it, as much as a record opened.
_HANDS_IN = frozenset({"submit", "lodge"})
#: Verbs of paying in Chinese: an insurance payout they pay is a payment as well (理赔款已支付到您的卡); a refund
#: paid (退款已打款) still needs the refund tool.
_PAYS_ZH = ("支付", "打款", "付款", "转账", "汇款")
_PAYOUTS_ZH = ("理赔", "赔款", "赔付", "赔偿金")
#: A credit note (红字发票, 红冲) is a refund, whatever verb issues it.
_CREDIT_NOTES = ("credit note", "红字发票", "红冲", "冲红")
#: Handing a case on to someone (escalated, 升级给主管, 转给二线): a ticket opened for them or a message.
_ESCALATES_ZH = (
    "升级给",
    "升级到",
    "转给",
    "转交",
    "移交",
    "转至",
    "转到",
    "转派",
    "派发至",
    "派发到",
    "派发给",
    "分派给",
)
#: A case reported up to someone other than the customer (情况已反馈给主管, 已上报给区域经理; not 反馈给您): as
#: "reported to our billing team", the tool that opens a case may do it.
_REPORTED_UP = re.compile(r"(?:反馈|上报|报)给(?!您|你|客户)")


def _in_channel(clause: str) -> bool:
    """Whether a clause names a channel a message goes to ("#cx", "the team channel", "on Slack")."""
    said = words(clause.lower())
    return "#" in clause or "channel" in said or not BRANDS.keys().isdisjoint(said)


#: Bills on an account: withdrawing, voiding or cancelling one changes the account, which an update may do.
_BILLS = frozenset({"bill", "bills", "invoice", "invoices", "statement", "statements", "estimate", "estimates"})
#: What a submission amends rather than makes ("the corrected HS code", "an amended entry").
_CORRECTED = frozenset({"corrected", "amended", "revised", "updated", "amendment", "correction"})
#: A thing made again: the tool that makes one makes the new one ("regenerated the API key", "rebuilt the index").
_REMAKES = ("regenerat", "recreat", "rebuil", "remade")
#: People a case is passed to by name of their role (转给厂家区域经理): a handoff to them goes by a send too.
_PEOPLE_ZH = ("经理", "主管", "负责人", "顾问", "专员", "同事", "师傅", "老师", "医生")


#: Words of a payment made out to someone: a payout, its payee, a disbursement or a reimbursement.
_PAID_OUT = frozenset(
    {"payout", "payouts", "payee", "payees", "disburse", "disbursement", "reimburse", "reimbursement"}
)


def pays_out(tool: ToolInfo | None) -> bool:
    """Whether ``tool`` pays money out to someone (``issuePayout``, "Issue a claim payment … to the payee"), by its
    name or description: money sent to the customer, as a refund is, not money taken."""
    return tool is not None and not _PAID_OUT.isdisjoint(words(f"{tool.name} {tool.description}"))


def also_backs(claim_kind: str, verb: str, clause: str) -> frozenset[str]:
    """Tool kinds that can do a change beside those of its kind, read from what it is about: a renewal (续保,
    续费, 续约 too) is done by paying for it ("Renewal for Northwind's contract is done" citing ``pay_invoice``), a booking
    moved by the tool that books ("Moved your 1:1 with Carla to Friday" citing ``book_appointment``) or by
    one that updates the record holding it ("Delivery slot changed to Saturday" citing ``update_record``); a
    reimbursement (报销, a refund by the lexicon) by paying it: it pays back what someone spent; a removal by an
    update of what held the thing ("Gift wrap removed", 清理了缓存, "lifted the suspension" citing ``update_record``);
    an approval by the payment or refund that carries it out ("your claim has been approved and the payout is on its
    way" citing ``pay_invoice``); a case that "is with" a team, or escalated (升级给主管), by the tool that opens a
    ticket for them or a send; a return of goods ("set up a return") by one that opens or updates a record; a credit
    (of points too) by a refund; a change that puts money "back on your card" ("Price match applied") by a refund.
    Points or miles credited (补发 500 积分) and an amount applied or added to an account or a bill, not a card, by an
    update of the account ("applied a $25 credit to your next bill"); a release published by the tool that deploys
    it (claims-ff); points or coupons also by the tool that issues them (``coupon_issue``), a post by the channel it
    went to ("posted an update in #cx"), what was handed out (发放: a gift card, a coupon) by a tool that issues or
    credits it (claims-tools). A thing made again ("regenerated the key") by the tool that makes one, a corrected thing
    submitted by an update, bills withdrawn or voided by an update (a refund when money is named), a thing reported or
    passed on to a team by the tool that opens a case (claims-en s5). Firmware or a build pushed (固件已推送) by the
    tool that deploys it (claims-kinds)."""
    if claim_kind in (lx.MESSAGE, lx.SEND) and _pushes_artefact(verb, clause):
        return frozenset({lx.UPDATE})  # "Pushed firmware 4.2.1 to the lobby-sensors group" citing push_firmware
    if claim_kind in (lx.CREATE, lx.UPDATE, lx.CHANGE) and verb.lower().startswith("post") and _in_channel(clause):
        return frozenset({lx.MESSAGE, lx.SEND, lx.EMAIL})  # "posted an update in #cx-escalations"
    if claim_kind == lx.DELETE and not _BILLS.isdisjoint(words(clause)):
        money = frozenset({lx.REFUND}) if _names_money(words(clause), clause) else frozenset()  # "the $9 charge"
        return frozenset({lx.UPDATE}) | money  # "Estimated bills for August–October withdrawn": the account changed
    if (
        claim_kind == lx.CREATE
        and verb.lower().startswith(("submit", "resubmit"))
        and not _CORRECTED.isdisjoint(words(clause))
    ):
        return frozenset({lx.UPDATE})  # "submitted the corrected HS code to the broker": a record amended
    if claim_kind == lx.UPDATE and verb.lower().replace("-", "").startswith(_REMAKES):
        return frozenset({lx.CREATE})  # "The license key has been regenerated" citing the tool that creates keys
    if verb == "发放" and any(m in clause for m in _MONEY_ZH) and not any(g in clause for g in _GIVEN_ZH):
        return frozenset(
            {lx.PAY}
        )  # 理赔款 300 元已经发放: money paid out, by a tool that pays (not one that opens a case)
    if verb == "发放":
        return frozenset({lx.CREATE, lx.UPDATE})  # 礼品卡已发放到您的账户 citing issue_gift_card
    if (
        claim_kind == lx.REFUND
        and lx.ZH_VERBS.get(verb) == lx.SEND
        and "补偿" in clause
        and not any(m in clause for m in _MONEY_ZH)
    ):
        given = frozenset({lx.CREATE, lx.UPDATE}) if any(g in clause for g in _GIVEN_ZH) else frozenset()  # (below)
        return _SENDS | given  # 维护补偿（钻石 ×300）已发送 citing SendCompensationMail: goods given by the mail
    if claim_kind == lx.REFUND and verb.startswith(("发", "到账")) and any(g in clause for g in _GIVEN_ZH):
        return frozenset({lx.CREATE, lx.UPDATE})  # 给顾客发了 5 元补偿红包, 红包已到账 citing compensation.issue
    if claim_kind == lx.SEND and verb in ("派发", "派", "下发", "派单") and "工单" in clause:
        return frozenset({lx.CREATE, lx.UPDATE})  # 维修工单已派发: a ticket opened for the crew
    if claim_kind == lx.CHANGE and verb.startswith(("转", "交")) and any(p in clause for p in _PEOPLE_ZH):
        return frozenset({lx.SEND, lx.EMAIL, lx.MESSAGE})  # 质保的事转给厂家区域经理了: passed to a person, by a send
    if claim_kind == lx.BOOK and (
        not _RETIMES.isdisjoint(stems(verb))
        or verb.startswith(_RETIMES_ZH)
        or verb.startswith(_SWAPS_ZH)
        or lx.ZH_VERBS.get(verb) == lx.UPDATE
    ):  # (房间已经给您升级成海景房了: a booking changed by a verb of updating; 座位都已换好: swapped within it)
        return frozenset({lx.UPDATE})  # "Delivery slot changed to Saturday", 延迟退房到下午 2 点 citing update_record
    if claim_kind == lx.BOOK and verb.startswith("订") and not any(b in clause for b in (*_BOOKED_ZH, *_HELD_ZH)):
        return frozenset({lx.ORDER})  # 流量包都已订好 citing data_pack.order: a product subscribed to, nothing held
    if claim_kind == lx.REFUND and ("报销" in clause or "reimburs" in f"{verb} {clause.lower()}"):
        return frozenset({lx.PAY})  # 差旅报销已打款到工资卡, "Reimbursed Tom's travel expenses": paid to the employee
    if claim_kind == lx.PAY and "报销" in clause:
        return frozenset({lx.REFUND})  # 报销单已打款 citing reimburseEmployee (a refund by the lexicon): the same act
    if claim_kind == lx.REFUND and verb not in ("return", "returned") and "return" in words(clause):
        return frozenset({lx.CREATE, lx.UPDATE})  # "I've set up a return": goods sent back, opened as a record
    if claim_kind == lx.SEND and (
        verb.startswith(("escalat", "reported", "passed", "hand"))
        or any(e in clause for e in _ESCALATES_ZH[2:])
        or _REPORTED_UP.search(clause)
    ):
        return frozenset({lx.CREATE, lx.UPDATE})  # 生成工单并派发至市政管理处 citing create_ticket: a case routed
    if claim_kind == lx.SEND and verb == "is with":
        return frozenset({lx.CREATE})  # "Your claim is with our assessors now" citing create_ticket: a case opened
    said = words(clause)
    if claim_kind == lx.DELETE and (
        not _TAKEN_OUT.isdisjoint(stems(verb))
        or verb.startswith(_CLEARS_ZH)
        or not _RESTRICTIONS.isdisjoint(said)
        or any(r in clause for r in _RESTRICTIONS if not r.isascii())
    ):
        money = frozenset({lx.REFUND}) if _names_money(said, clause) else frozenset()  # "Removed the $9 charge"
        return (
            frozenset({lx.UPDATE}) | money
        )  # "Gift wrap removed", 清理了缓存, "lifted the suspension": what held it changed
    if claim_kind == lx.REFUND and (
        not _UNITS.isdisjoint(said)
        or any(u in clause for u in _UNITS_ZH)
        or (not _PUT_ON.isdisjoint(stems(verb)) and _CARDS.isdisjoint(said))
        or _on_the_ledger(verb, said, clause)
        or not _TOPS_UP.isdisjoint(stems(verb.lower()))  # "Topped up your phone credit with £10"
    ):
        return frozenset({lx.UPDATE, lx.CREATE})  # "credited 1,200 points", 补发 500 积分, a coupon issued
    if claim_kind == lx.PAY and (_money_back(said) or _gives_back(verb, said)):
        return frozenset({lx.REFUND})  # "Paid you back the £12", "Released the £200 hold on your card": given back
    if claim_kind == lx.PAY and not _PUT_ON.isdisjoint(stems(verb.lower())):
        return frozenset({lx.UPDATE})  # "Applied a 20% discount to the next three invoices": the bills changed
    if (
        claim_kind == lx.PAY
        and verb.startswith(("合并", "计入", "加到", "并入"))
        and any(o in clause for o in _BILLS_ZH)
    ):
        return frozenset({lx.UPDATE})  # 差价 ¥360 已经合并到订单里: an amount put onto the order, which changed
    reverses = claim_kind == lx.DELETE and (verb.startswith(_REVERSES_ZH) or "reverse" in stems(verb.lower()))
    if reverses and (_names_money(said, clause) or any(m in clause for m in _MONEY_ZH)):
        return frozenset({lx.REFUND, lx.UPDATE})  # 重复扣的 ¥49 已经撤销, "reversed the $49 charge": given back
    if claim_kind == lx.PAY and (not _TOPS_UP.isdisjoint(stems(verb.lower())) or verb.startswith("充值")):
        return frozenset({lx.UPDATE})  # "topped up your meal card with £25", 给饭卡充值: a balance we hold, changed
    if claim_kind == lx.ORDER and verb.lower().startswith("post") and _MONEY.isdisjoint(said):
        return frozenset({lx.SHIP})  # "Posted the replacement charger first class": goods sent by post
    if claim_kind == lx.EXPORT and (not _RELEASES.isdisjoint(said) or _VERSION.search(clause.lower())):
        return frozenset({lx.UPDATE})  # "Published the v2.8.1 release" citing deploy_release: a release deployed
    if claim_kind == lx.REFUND and "return" in stems(verb) and _MONEY.isdisjoint(said) and not _AMOUNT.search(clause):
        return frozenset({lx.SEND, lx.EMAIL, lx.MESSAGE, lx.SHIP})  # "redlines returned by us": a document sent back
    if claim_kind == lx.PAY and not _BOOKKEEPS.isdisjoint(stems(verb)):
        return frozenset({lx.UPDATE})  # "I matched the €12,400 incoming payment to INV-3310": the books updated
    if claim_kind == lx.SEND and not _FILES.isdisjoint(stems(verb)):
        return frozenset({lx.CREATE})  # "raised a recall request with the bank": a request opened as a record
    if claim_kind == lx.CREATE and not _HANDS_IN.isdisjoint(stems(verb)):
        return frozenset({lx.SEND})  # "Refill request submitted" citing a tool that sends it to the provider: handed in
    if claim_kind == lx.REFUND and verb.startswith(_PAYS_ZH) and any(p in clause for p in _PAYOUTS_ZH):
        return frozenset({lx.PAY})  # 理赔款 ¥3,240 已支付到您的银行卡 citing pay_invoice: a payout paid (退款 stays)
    if claim_kind == lx.BOOK and verb.startswith("派"):
        return frozenset({lx.CREATE, lx.UPDATE})  # 已派维修工上门 citing create_ticket: a work order, no booking
    if claim_kind == lx.CREATE and (
        verb.startswith(lx.ZH_ENTERS) or any(f"{e}{verb}" in clause.replace(" ", "") for e in lx.ZH_ENTERS)
    ):  # (已登记入账: a generic result right after the verb of entering is that entry's)
        return frozenset({lx.UPDATE})  # 产假已登记, 在 Salesforce 里登记好了 citing update_record: an entry made
    if claim_kind == lx.CREATE and any(n in clause.lower() for n in _CREDIT_NOTES):
        return frozenset({lx.REFUND})  # 已开具红字发票 citing issue_refund: a credit note is a refund
    if claim_kind == lx.CREATE and "set" in stems(verb):
        return frozenset({lx.UPDATE})  # "set up mail forwarding": a setting changed
    if claim_kind in (lx.EMAIL, lx.MESSAGE, lx.SEND) and verb == "set":
        return frozenset({lx.UPDATE, lx.CREATE})  # "set up mail forwarding to his manager": a setting, no send
    if claim_kind == lx.BOOK and "schedule" in stems(verb) and _BOOKED.isdisjoint(said) and _act_noun_in(said):
        return frozenset({lx.UPDATE, lx.CREATE})  # "scheduled the account deactivation for 18:00": a job, no booking
    if claim_kind not in (lx.UPDATE, lx.CHANGE, lx.COMPLETE):
        return frozenset()
    out = set()
    if any(b in clause for b in _BOOKED_ZH):
        out.add(lx.BOOK)  # 更新了面试官的日历邀请 citing book_appointment
    if any(w.startswith("escalat") for w in (verb, *said)) or any(e in clause for e in _ESCALATES_ZH):
        out |= {lx.CREATE, lx.SEND}  # 投诉已经升级给主管 citing create_ticket: a case handed on
    if verb.startswith(("renew", "续")) or (verb in lx.EN_GENERIC_VERBS and any(w.startswith("renew") for w in said)):
        out.add(lx.PAY)
    if any(held in clause for held in _HELD_MONEY) or _money_back(said):
        out.add(lx.REFUND)  # 预授权 ¥3,000 已解冻, 押金已释放, "Price match applied — £12 back on your card"
    if verb.startswith("credit") or (not _TAKES_OFF.isdisjoint(stems(verb.lower())) and _names_money(said, clause)):
        out.add(lx.REFUND)  # "credited with 500 points", "Waived the £25 late fee": what a refund may carry out
    if verb in _TAKES_OFF_ZH and any(m in clause for m in _MONEY_ZH):
        out.add(lx.REFUND)  # 本期年费 ¥600 已经为您减免: waived, as "Waived the £25 late fee"
    if verb.startswith(("approv", "同意", "批准", "审批")):
        out |= {lx.PAY, lx.REFUND}  # "your claim has been approved and the payout …": the payment carries it out
    if "1:1" in clause or not _BOOKED.isdisjoint(said):
        out.add(lx.BOOK)  # a booking changed ("Your seat is now 12A", "moved your 1:1") by the tool that books
    return frozenset(out)


#: Where an amount is put when it stays with us: an account's balance, a bill, an order (not a card or a bank).
_LEDGER = frozenset({"balance", "bill", "invoice", "wallet", "statement", "checkout", "order", "subscription", "plan"})
_LEDGER_ZH = ("余额", "账户", "账号", "钱包", "账单", "下次消费", "抵扣")
_CARDS_ZH = ("卡", "银行", "原路", "支付宝", "微信")
#: Where an amount is put onto what the customer owes (an order, a bill).
_BILLS_ZH = ("订单", "账单", "总价", "应付")
#: Verbs that put money onto a balance or a stored-value card: a payment tool or an update of the balance does it.
_TOPS_UP = frozenset({"top", "topped", "load", "reload", "recharge"})
#: Reversals in Chinese (撤销, 冲正) and the words of money they may act on.
_REVERSES_ZH = ("撤销", "冲正", "撤回")
_MONEY_ZH = ("¥", "元", "扣", "费", "款")
#: Verbs that take a charge away (a refund may carry them out, as an update of the bill may).
_TAKES_OFF = frozenset({"waive", "comp", "forgive", "remove", "drop", "reverse", "void", "cancel", "writeoff"})
_TAKES_OFF_ZH = frozenset({"减免", "免除", "免掉", "豁免", "免"})
#: Money held for a while (a pre-authorisation, a deposit, a hold): releasing it gives it back.
_HELD_EN = frozenset({"hold", "pre-authorisation", "pre-authorization", "preauthorisation", "preauthorization"})
_HELD_EN |= frozenset({"pre-auth", "preauth", "authorisation", "authorization", "deposit"})


def _on_the_ledger(verb: str, said: list[str], clause: str) -> bool:
    """Whether money credited is put onto the customer's balance, bill or order with us, not back to a card or a
    bank ("credited £15 to your account balance", 已为您补偿 20 元账户余额): an update of the account does that. A verb
    that says "refund" itself keeps the refund tool."""
    if "refund" in stems(verb.lower()) or verb.startswith(("退", "返还")):
        return False
    if any(w in clause for w in _LEDGER_ZH) and not any(c in clause for c in _CARDS_ZH):
        return True
    stem = verb.lower()[:5]
    at = next((k for k, w in enumerate(said) if stem and w.startswith(stem)), -1)
    said = said[at + 1 :]  # where the money went is told after the verb ("I opened a work order and credited $40 …")
    return not _LEDGER.isdisjoint(said) and _CARDS.isdisjoint(said)


def _gives_back(verb: str, said: list[str]) -> bool:
    """Whether a payment verb gives money back: "paid you back", "released the hold" (not "paid the invoice")."""
    return "back" in said[:4] or ("release" in stems(verb.lower()) and not _HELD_EN.isdisjoint(said))


def _names_money(said: list[str], clause: str) -> bool:
    return not _MONEY.isdisjoint(said) or bool(_AMOUNT.search(clause.lower())) or "late" in said


#: Where money given back lands ("back on your card", "back to your account").
_MONEY_PLACES = frozenset({"card", "account", "balance", "wallet", "visa", "mastercard", "amex", "paypal", "bank"})


def _money_back(said: list[str]) -> bool:
    """Whether the words say money comes back to a card or an account: a change that pays some back."""
    return any(w == "back" and not _MONEY_PLACES.isdisjoint(said[n + 1 : n + 4]) for n, w in enumerate(said))


def _act_noun_in(said: list[str]) -> bool:
    """Whether the words name an act made a noun ("the account deactivation", "the data migration", "a restart"):
    what is scheduled is then that act, not a meeting."""
    return any(w.endswith(("tion", "sion", "ment")) or w in _SCHEDULED_ACTS for w in said)


_SCHEDULED_ACTS = frozenset({"restart", "reboot", "deploy", "rollout", "backup", "run", "job", "purge"})


_DOCUMENTS_ZH = ("发票", "合同", "报价", "收据", "附件", "对账单", "证明", "PDF", "pdf")
#: Where a push notification does carry a document: the app or phone it is pushed to (推到您手机上, "in the app").
_PUSHED_TO = frozenset({"app", "phone", "mobile", "notification", "push", "pushed"})
_PUSHED_TO_ZH = ("手机", "App", "app", "APP", "推", "通知")


#: Visits of someone sent out (a crew, a technician): one is booked by opening the work order or job that sends them.
_VISITS = frozenset({"visit", "visits", "callout", "call-out", "install", "installation", "inspection", "swap"})
_VISITS |= frozenset({"repair", "service", "technician", "tech", "crew", "engineer", "fitter", "surveyor"})
_ORDERS = frozenset({"order", "orders", "job", "jobs", "ticket", "tickets"})
_SENDS_OUT = frozenset({"crew", "crews", "technician", "technicians", "field", "dispatch", "engineer", "engineers"})


def books_visit(tool: ToolInfo | None, clause: str) -> bool:
    """Whether a booking told in ``clause`` of a visit ("swap visit booked for Wednesday", "an engineer is booked
    for Friday") is done by ``tool``, one that makes a job or work order for a crew ("Create a field work order
    for an install or service crew"): the visit is the order's, and the order is its booking. Not when the sentence
    tells the order as a thing of its own ("The work order is in [evt:a], and I've booked the tech"): two acts."""
    said_here = words(clause)
    if tool is None or tool.effect != "write" or _VISITS.isdisjoint(said_here) or not _ORDERS.isdisjoint(said_here):
        return False
    said = {*words(tool.name), *words(tool.description)}
    work_order = "work" in said and ("order" in said or "orders" in said)  # a work order sends someone by itself
    return work_order or (not {"job", "jobs"}.isdisjoint(said) and not _SENDS_OUT.isdisjoint(said))


def books_request(tool: ToolInfo | None, clause: str) -> bool:
    """Whether a booking told in ``clause`` ("Wheelchair assistance is now booked at both ends") is one of the
    requests ``tool`` sets, which its description names ("Set meal, wheelchair or other special service requests"):
    a service requested for someone is booked by setting the request."""
    if tool is None or tool.effect != "write":
        return False
    said = words(tool.description)
    if "request" not in said and "requests" not in said:
        return False
    return any(len(w) > 3 and w not in _REQUEST_WORDS and w in said for w in words(clause))


#: Words of a request's description that name no service requested.
_REQUEST_WORDS = frozenset({"request", "requests", "other", "special", "booking", "booked", "passenger", "customer"})
_REQUEST_WORDS |= frozenset({"your", "their", "with", "from", "this", "that", "each", "both", "also", "into", "onto"})


def notifies_only(tool: ToolInfo) -> bool:
    """Whether a write tool sends push notifications (``send_push``, "Push notification to the mobile app"):
    an alert of a line or two to an app, which carries no file."""
    said = {*words(tool.name), *words(tool.description)}
    return tool.effect == "write" and ("push" in said or "推送" in tool.description) and not said & _FILE_CHANNELS


_PIECE = re.compile(r"[,;:，；：。!?！？\n]")
_QUOTED = re.compile(r"“[^”]*”|\"[^\"]*\"|「[^」]*」")
_FILE_CHANNELS = frozenset({"email", "mail", "sms", "text", "message", "messages", "chat", "whatsapp", "slack"})


def document_sent(clause: str, phrase: str) -> bool:
    """Whether the stretch of ``clause`` around ``phrase`` (between punctuation, quotes left out) tells a document
    sent without naming the app or phone as where it went ("Sent you the revised quote", 合同已发送; not "pushed
    the invoice to your phone", 发票推到您手机上了, nor 说的“合同本周内寄出”，…，我提醒了一下对接人)."""
    at = max(clause.find(phrase), 0)
    clause = _QUOTED.sub(" ", _PIECE.split(clause[:at])[-1] + _PIECE.split(clause[at:])[0])
    said = set(words(clause))
    if said & lx.EN_DOCUMENTS:
        return not said & _PUSHED_TO
    return any(d in clause for d in _DOCUMENTS_ZH) and not any(p in clause for p in _PUSHED_TO_ZH)


def family(verb: str) -> str | None:
    """The family of acts ``verb`` (as written, or a stem of it: "rolled" → roll) belongs to, if any."""
    return _FAMILY_OF.get(verb) or next((_FAMILY_OF[s] for s in stems(verb.lower()) if s in _FAMILY_OF), None)


def tool_families(tool: ToolInfo) -> frozenset[str]:
    """The families of the acts a write tool's name and description name (``cancel_subscription``, "Cancel
    or delete a subscription": cancel, delete); empty when they name none (``update_record``). A
    participle after a determiner is a state, not an act: "Restore a deleted project from trash" deletes nothing."""
    if tool.effect != "write":
        return frozenset()
    verb = _tool_verb(*action(tool.name)[:2])[0]
    said = words(tool.description)
    told = (w for i, w in enumerate(said) if not (i and said[i - 1] in lx.EN_DETERMINERS and w.endswith("ed")))
    found = (family(_lemma(w)) for w in (verb, *told))
    return frozenset(f for f in found if f)


def does(families: frozenset[str], act: str) -> bool:
    """Whether a tool of ``families`` does ``act``: one of them, or implied by one (a deploy rolls back)."""
    return act in families or any(act in _ALSO_DOES.get(f, ()) for f in families)


def names(tool: str, verb: str) -> bool:
    """Whether the tool's name says ``verb`` (any of its :func:`stems`) as its act (:func:`action`:
    ``unlock_account``, ``github.merge_pull_request``, ``order_cancel``; the "release" of ``deploy_release``
    is its object), or ``verb`` is a verb the lexicon lacks made of what a tool that only makes or sends
    things makes or sends ("tweeted": ``post_tweet``; "Slacked": ``sendSlackMessage``; not "released":
    ``deploy_release``)."""
    own, objects, _ = action(tool)
    said = stems(verb.lower())
    if own and own in said:
        return True
    makes = own in _MAKERS or lx.EN_VERBS.get(own) in (lx.SEND, lx.CREATE)
    return makes and _lemma(verb.lower()) not in lx.EN_VERBS and not said.isdisjoint(objects)


@dataclass(frozen=True)
class Vocabulary:
    """An agent's tools, read once: the kinds each can back and the extra verbs their names teach."""

    tools: Mapping[str, ToolInfo] = field(default_factory=dict)
    overrides: Mapping[str, Sequence[str]] = field(default_factory=dict)

    def kinds(self, tool: str, effect: str = "write") -> frozenset[str]:
        info = self.tools.get(tool) or ToolInfo(tool, effect or "write")
        if effect and info.effect != effect:
            info = ToolInfo(info.name, effect, info.description)
        return tool_kinds(info, self.overrides.get(tool))

    def families(self, tool: str, effect: str = "write") -> frozenset[str]:
        info = self.tools.get(tool) or ToolInfo(tool, effect or "write")
        return tool_families(ToolInfo(info.name, effect or info.effect, info.description))

    def services(self, tool: str) -> frozenset[str]:
        info = self.tools.get(tool)
        return tool_services(info) if info else frozenset()

    @cached_property
    def known_services(self) -> frozenset[str]:
        """Every service one of this agent's write tools goes through."""
        return frozenset().union(*(tool_services(info) for info in self.tools.values()))

    def backers(self, claim_kind: str) -> list[str]:
        """Names of this agent's tools that can back ``claim_kind`` (for the operator's next action)."""
        return sorted(
            name
            for name, info in self.tools.items()
            if info.effect == "write" and backs(claim_kind, self.kinds(name, info.effect))
        )

    def named_by(self, verb: str) -> list[str]:
        """This agent's write tools whose name holds ``verb`` ("unlocked" → unlock_account): the tools that
        can back a claim of that specific act."""
        return sorted(name for name, info in self.tools.items() if info.effect == "write" and names(name, verb))

    def extra_verbs(self) -> tuple[tuple[str, str], ...]:
        """Verbs in tool names that the lexicon lacks ("reconcile_ledger" → reconcile), with the tool's kind."""
        out: list[tuple[str, str]] = []
        for name, info in sorted(self.tools.items()):
            if info.effect != "write":
                continue
            verb = action(name)[0]
            kinds = sorted(self.kinds(name, info.effect) - {ANY, READ}) or [lx.CHANGE]
            if len(verb) > 3 and _lemma(verb) not in lx.EN_VERBS and verb not in lx.EN_NOUNS:
                out.append((verb, kinds[0]))
        return tuple(out)
