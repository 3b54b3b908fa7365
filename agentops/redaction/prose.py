"""Names and street addresses in prose, without a label: what anchors them is their own shape.

``Mr John Smith`` (an honorific and capitalised words), ``221B Baker Street, London NW1 6XE`` (a house
number, capitalised words and a street word, then optionally a town and a UK postcode or a US state and
ZIP), ``北京市朝阳区建国路88号`` (an administrative unit — 省 市 区 县 — then a road, a number and 号) and
``张伟先生`` (a common surname, a given name, then 先生 / 女士 / 小姐). Each rule is anchored where the
scanner's Aho-Corasick pass saw its literal (the honorific, the street word, the road character and its
first digit, the 先生) and reads a bounded window around it, so the cost stays linear. Ordinary words stay:
a street word needs a house number before it, an honorific a capitalised word after it, 先生 a surname two
or three characters before it, and a road number an administrative unit before it.
"""

from __future__ import annotations

import re

from agentops.redaction import keys as key_rules
from agentops.redaction.checks import COMPOUND_SURNAMES, SURNAMES, cn_name_shaped
from agentops.redaction.labels import HONORIFICS as _HONORIFICS
from agentops.redaction.labels import ROLE_WORDS as _ROLE_WORDS
from agentops.redaction.labels import latin_name_end, normal_value

#: street words, Title-case and upper-case (``Baker Street``, ``BAKER STREET``), each with an optional dot
_STREET_WORDS = (
    "Street", "St", "Road", "Rd", "Avenue", "Ave", "Lane", "Ln", "Boulevard", "Blvd", "Drive", "Dr", "Way", "Court",
    "Ct", "Place", "Pl", "Terrace", "Crescent", "Close", "Square", "Sq", "Parkway", "Pkwy", "Highway", "Hwy", "Row",
    "Mews", "Grove", "Gardens",
)  # fmt: skip
_ROADS = "路街道巷弄"
_DIGITS = "0123456789０１２３４５６７８９"
_HONORIFIC_WORDS = ("先生", "女士", "小姐")
#: a letter's closing, then its writer's name alone on the next line (``regards,`` also ends ``Kind regards,``)
_SIGNOFFS = ("regards", "Regards", "Sincerely", "sincerely", "Best", "Thanks", "Cheers", "Thank you")
#: closings in French, German, Spanish, Italian and Portuguese (``Mit freundlichen Grüßen`` takes no comma)
_SIGNOFFS_FOREIGN = ("Cordialement", "Saludos", "Atentamente", "Grüße", "Grüßen", "Gruß", "Saluti", "Cumprimentos")
#: greetings in other languages, then the name (``Bonjour Lucas Martin,``, ``Sehr geehrte Frau Anna Schneider,``)
_GREETINGS_FOREIGN = (
    "Bonjour",
    "Bonsoir",
    "Salut",
    "Cher",
    "Chère",
    "Hallo",
    "Liebe",
    "Lieber",
    "Sehr geehrte",
    "Sehr geehrter",
    "Hola",
    "Estimado",
    "Estimada",
    "Querido",
    "Querida",
    "Ciao",
    "Caro",
    "Cara",
    "Gentile",
    "Olá",
    "Prezado",
    "Prezada",
)
#: a name introducing itself (``I'm Oliver Thompson``, ``Ich heiße Lukas Fischer``, ``me llamo Javier Torres``)
_INTROS = (
    "I'm ",
    "I am ",
    "Ich heiße ",
    "ich heiße ",
    "Je m'appelle ",
    "je m'appelle ",
    "Me llamo ",
    "me llamo ",
    "Mein Name ist ",
    "mein Name ist ",
    "Mi nombre es ",
    "mi nombre es ",
)
#: Japanese honorific suffixes and self-introduction, Chinese greeting: after a name written in Han characters
_HAN_AFTER = ("様", "さん", "と申します", "您好")
#: street words of French (after a house number), Spanish / Italian / Portuguese (before the name, a number
#: after it) and German (the street name's suffix, a number after it)
_FR_STREETS = ("rue", "avenue", "boulevard", "allée", "chemin", "impasse", "place", "quai")
_ES_STREETS = ("Calle", "Avenida", "Avda.", "Plaza", "Paseo", "Carrer", "Via", "Viale", "Piazza", "Corso", "Rua")
_DE_STREETS = ("straße", "strasse", "Straße", "Strasse", "weg", "allee", "Allee", "platz", "Platz", "gasse", "damm")

#: verbs of a person reaching out or speaking, after their name (``Jane Doe called about her order``)
_SPOKE_VERBS = (
    "called", "phoned", "rang", "emailed", "e-mailed", "texted", "messaged", "wrote", "complained", "asked", "said",
    "told", "explained", "mentioned", "replied", "requested", "reported", "confirmed", "visited",
)  # fmt: skip
#: words before a name someone spoke or wrote to, or on whose behalf (``Spoke to Jane Doe``, ``call from Li Wei``)
_SPOKE_TO = (
    "spoke to", "spoke with", "talked to", "talked with", "speaking with", "speaking to", "call from", "calls from",
    "email from", "e-mail from", "message from", "letter from", "text from", "voicemail from", "on behalf of",
    "assigned to", "escalated to", "handed over to", "forwarded to", "according to", "called back", "reached",
)  # fmt: skip
#: Chinese person labels without a colon, then a name and what the person did (``客户张伟来电``, ``用户李娜投诉``)
_ZH_PARTIES = ("客户", "用户", "顾客", "乘客", "患者", "员工", "业主", "会员", "买家", "租户", "访客", "来电人")
_ZH_VERBS = (
    "来电", "致电", "来信", "反映", "投诉", "表示", "要求", "询问", "称", "说", "打来", "联系", "预约", "下单", "申请",
    "咨询", "留言", "反馈", "提出", "希望", "需要", "退货", "退款", "确认", "来访", "到店", "已于", "于",
)  # fmt: skip

#: literal → rule, for the scanner's automaton
PROSE: dict[str, str] = {
    **dict.fromkeys(_HONORIFICS, "honorific"),
    **dict.fromkeys((" " + w for s in _STREET_WORDS for w in (s, s.upper())), "street"),
    **dict.fromkeys((road + d for road in _ROADS for d in _DIGITS), "zh_address"),
    **dict.fromkeys(_HONORIFIC_WORDS, "zh_name"),
    **dict.fromkeys(["name is", "Name is", "NAME IS", "我叫", "我的名字是", "本人"], "name_is"),
    "Dear ": "salutation",
    **dict.fromkeys(("Hi ", "Hello ", "Hey "), "greeting"),
    **{f"{w},{nl}": "signoff" for w in _SIGNOFFS for nl in "\n\r"},
    **{f"{w}{c}{nl}": "signoff" for w in _SIGNOFFS_FOREIGN for c in ("", ",") for nl in "\n\r"},
    **{f"{w} ": "greeting_foreign" for w in _GREETINGS_FOREIGN},
    **dict.fromkeys(_INTROS, "intro"),
    **dict.fromkeys(_HAN_AFTER, "han_after"),
    **{f" {w}": "spoke" for w in _SPOKE_VERBS},
    **{f"{v} ": "spoke_to" for w in _SPOKE_TO for v in (w, w.capitalize())},
    **dict.fromkeys(_ZH_PARTIES, "zh_party_verb"),
    **{f" {w} ": "street_fr" for w in _FR_STREETS},
    **{f"{w} ": "street_es" for w in _ES_STREETS},
    **{f"{w} ": "street_de" for w in _DE_STREETS},
}
_STREET_ALT = "|".join(w for s in _STREET_WORDS for w in (s, s.upper()))
#: what :func:`prose_span` needs somewhere in the text, for the scanner's RE2 pre-check
SUSPECTS = (
    f"(?:^|[^A-Za-z])(?:{'|'.join(_HONORIFICS)})\\.? [A-Z]"
    f"|[0-9][A-Za-z]?,? (?:[A-Z][A-Za-z'.\\-]* ){{1,4}}(?:{_STREET_ALT})(?:[^A-Za-z]|$)"
    "|[路街道巷弄][0-9\\x{ff10}-\\x{ff19}]{1,5}(?:[-之][0-9]{1,4})?[号號]"
    "|[\\x{4e00}-\\x{9fff}]{2}(?:先生|女士|小姐)"
    "|(?i:name is) [A-Z\\x{c0}-\\x{dd}]|(?:我叫|我的名字是|本人)[\\x{4e00}-\\x{9fff}]{2}"
    "|(?:Dear|Hi|Hello|Hey) [A-Z]"
    "|(?:[Rr]egards|[Ss]incerely|Best|Thanks|Cheers|Thank you),(?:[\\r\\n]|\\\\[rn])"
    f"|(?:{'|'.join(_SIGNOFFS_FOREIGN)}),?(?:[\\r\\n]|\\\\[rn])"
    f"|(?:{'|'.join(_GREETINGS_FOREIGN)}) [A-Z\\x{{c0}}-\\x{{dd}}]"
    f"|(?:{'|'.join(w.strip() for w in _INTROS)}) [A-Z\\x{{c0}}-\\x{{dd}}]"
    "|[\\x{4e00}-\\x{9fff}]{2}(?:様|さん|と申します|您好)"
    f"|[0-9],? (?:{'|'.join(_FR_STREETS)}) |(?:{'|'.join(_ES_STREETS).replace('.', '[.]')}) [A-Za-z\\x{{c0}}-\\x{{dd}}]"
    f"|(?:{'|'.join(_DE_STREETS)}) [0-9]"
    f"|[A-Z][a-z'’-]+ (?:{'|'.join(_SPOKE_VERBS)})(?:[^a-z]|$)"
    f"|(?i:{'|'.join(_SPOKE_TO)}) [A-Z][a-z]"
    f"|(?:{'|'.join(_ZH_PARTIES)})[\\x{{4e00}}-\\x{{9fff}}]{{2,4}}(?:{'|'.join(_ZH_VERBS)})"
)

_HONORIFIC_RE = re.compile(rf"(?:{'|'.join(sorted(_HONORIFICS, key=len, reverse=True))})\.? (?=[A-Z])")
#: the street word (with its dot), a flat or suite, and a town with a UK postcode or a US state and ZIP
_STREET_END = re.compile(
    rf" (?:{_STREET_ALT})\.?(?: (?:NW|NE|SW|SE|N|S|E|W)\.?)?(?![A-Za-z0-9])"
    r"(?P<unit>,? (?:Apt|Apartment|Suite|Ste|Unit|Flat|Floor|Fl|Room|Rm|#)\.? ?[0-9][0-9A-Za-z-]{0,5}(?![0-9A-Za-z]))?"
    r"(?P<town>,? (?:[A-Z][a-z'’.-]+ ){0,2}[A-Z][a-z'’.-]+,? "
    r"(?:[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}|[A-Z]{2} [0-9]{5}(?:-[0-9]{4})?|[0-9]{5}(?:-[0-9]{4})?)(?![0-9A-Za-z]))?"
)
#: words before a number that make it a step, a chapter or a version rather than a house (``Step 3 Final Drive``)
_NOT_HOUSE = frozenset(
    [
        "step", "chapter", "section", "version", "phase", "level", "part", "page", "table", "figure", "fig", "item",
        "stage", "round", "day", "week", "month", "year", "grade", "class", "lesson", "unit", "episode", "season",
        "rule", "article", "clause", "line", "row", "tier", "option", "case", "test", "sprint", "no", "number", "vol",
        "volume", "issue", "release", "build", "room", "floor", "gate", "platform", "route", "bus",
    ]
)  # fmt: skip
_HOUSE_NUMBER = re.compile(r"[0-9]{1,5}[A-Za-z]?(?:[-/][0-9]{1,5}[A-Za-z]?)?")
_ZH_ROAD_NUMBER = re.compile(
    r"[路街道巷弄][0-9０-９]{1,5}(?:[-之][0-9０-９]{1,4})?[号號]"
    r"(?:[0-9A-Za-z０-９]{1,5}(?:号楼|单元|栋|幢|座|楼|层|室|号))*"
)
_ZH_UNITS = "省市区县"
#: characters that end a clause before an address rather than begin a place name (住在北京, 寄到上海市)
_ZH_BEFORE = frozenset("在住于到至往向是为的和与及从寄送发址：:，, ")
#: surnames that are also prepositions: 向王先生 is "to Mr Wang", not a person named 向王
_PREPOSITIONS = frozenset("向于和")
#: two characters starting with a surname that are no name (全体女士, 单身女士)
_NOT_NAMES = frozenset(["全体", "单身", "成年", "高级", "年轻", "文明", "明星", "时尚", "车主", "路人", "商务", "管家"])


def prose_span(text: str, at: int, rule: str) -> tuple[int, int, str, str] | None:
    """(start, end, kind, normalised value) of the name or address whose literal is at ``at``, or None."""
    return _RULES[rule](text, at)


def _honorific(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``Mr John Smith``, ``Dr. Wang``: the capitalised words after an honorific (the honorific stays)."""
    if at and text[at - 1].isalnum():
        return None
    m = _HONORIFIC_RE.match(text, at)
    if m is None:
        return None
    end = latin_name_end(text, m.end(), True)
    if end is None:
        return None
    value = text[m.end() : end].rstrip(".")
    return m.end(), m.end() + len(value), key_rules.NAME, normal_value(key_rules.NAME, value)


def _street(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``221B Baker Street`` (and ``, London NW1 6XE`` or ``, Springfield, IL 62704`` after it): up to four
    capitalised words between a house number and the street word at ``at``."""
    m = _STREET_END.match(text, at)
    if m is None:
        return None
    pos = at
    for named in range(5):
        start = pos
        while start and pos - start < 24 and (text[start - 1].isalnum() or text[start - 1] in "'’.-"):
            start -= 1
        word = text[start:pos]
        if named and _HOUSE_NUMBER.fullmatch(word):
            if start and text[start - 1] not in " \t\n(,;:\"'":
                return None  # glued to something: an id, a code
            before = start - 1
            while before > 0 and start - before < 12 and text[before - 1].isalpha():
                before -= 1
            if text[before : start - 1].lower() in _NOT_HOUSE:
                return None
            return start, m.end(), key_rules.ADDRESS, normal_value(key_rules.ADDRESS, text[start : m.end()])
        if named == 4 or not word[:1].isupper() or start < 2 or text[start - 1] != " ":
            return None
        pos = start - 1
    return None


def _zh_address(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``北京市朝阳区建国路88号``: a road and its number, from the administrative unit (省 市 区 县) read
    back at most 24 characters; a road number without one stays (``3号通道``, ``知道1号``)."""
    m = _ZH_ROAD_NUMBER.match(text, at)
    if m is None:
        return None
    start = at
    while start and at - start < 24 and "\u4e00" <= text[start - 1] <= "\u9fff":
        start -= 1
    unit = next((i for i in range(start + 2, at) if text[i] in _ZH_UNITS), None)
    if unit is None:
        return None
    begin = unit - 1  # the place's name: back to the clause's verb or the run's start, six characters at most
    while begin > start and unit - begin < 6 and text[begin - 1] not in _ZH_BEFORE:
        begin -= 1
    return begin, m.end(), key_rules.ADDRESS, normal_value(key_rules.ADDRESS, text[begin : m.end()])


def _zh_name(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``张伟先生``, ``欧阳娜娜女士``: a surname and a one- or two-character given name before the honorific
    (the honorific stays); a surname alone (``王先生``) or a word (``各位先生``, ``全体女士``) is no name."""
    if text[at : at + 3] in ("先生成", "先生产", "先生效"):
        return None  # 首先生成, 优先生产
    for size in (4, 3, 2):
        start = at - size
        if start < 0:
            continue
        name = text[start:at]
        if not all("\u4e00" <= c <= "\u9fff" for c in name):
            continue
        if name[:2] in COMPOUND_SURNAMES:
            return start, at, key_rules.NAME, name
        if size == 4 or name[0] not in SURNAMES or name[:2] in _NOT_NAMES:
            continue
        if name[0] in _PREPOSITIONS and name[1] in SURNAMES:
            continue
        return start, at, key_rules.NAME, name
    return None


def _name_is(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``my name is Maria Garcia`` (two capitalised words at least, after my, your, his, her, their, the
    customer's… or at a clause's start: ``the tool name is Send Email`` stays), ``我叫张伟`` / ``本人王小红``
    (a surname, then one or two characters: two only when no Han character follows)."""
    if text[at].isascii():
        before = text[max(0, at - 24) : at].rstrip().rsplit(None, 1)[-1:] or [""]
        person = before[0].lower().removesuffix("'s").removesuffix("\u2019s")
        if person not in key_rules.PERSON_WORDS and person.isalpha():
            return None
        start = at + 8
        end = latin_name_end(text, start, False) if text[start : start + 1].isupper() else None
        return None if end is None else (start, end, key_rules.NAME, normal_value(key_rules.NAME, text[start:end]))
    start = at + (5 if text[at] == "我" and text[at + 1] == "的" else 2)
    for size in (4, 3, 2):
        name = text[start : start + size]
        after = text[start + size : start + size + 1]
        if cn_name_shaped(name) and (size == 2 or not "\u4e00" <= after <= "\u9fff"):
            return start, start + size, key_rules.NAME, name
    return None


#: who a letter greets when it greets no one by name (``Dear Customer,``, ``Dear Valued Member,``)
_NOT_ADDRESSEES = frozenset(
    [
        "all", "sir", "sirs", "madam", "madame", "team", "customer", "customers", "client", "clients", "valued",
        "member", "members", "user", "users", "guest", "guests", "colleague", "colleagues", "friend", "friends",
        "everyone", "hiring", "manager", "support", "partner", "partners", "applicant", "candidate", "reader",
        "parent", "parents", "patient", "student", "students", "staff", "board", "committee", "editor", "editors",
        "shareholder", "shareholders", "subscriber", "subscribers", "owner", "account", "esteemed",
        "respected", "recipient", "traveler", "traveller", "passenger", "beneficiary", "future", "new", "my", "our",
        "there", "again", "world", "folks", "everybody", "guys", "both", "you", "the", "and",
        "damen", "herren", "kunde", "kunden", "kundin", "monsieur", "mesdames", "messieurs", "señor", "señora",
        "señores", "equipo", "tous", "todos", "alle", "zusammen", "kollegen", "cliente", "clientes", "amigos",
        "ihr", "ihre", "votre", "l'équipe", "équipe", "kundenservice", "kundendienst", "servicio", "service",
    ]
)  # fmt: skip


def _salutation(text: str, at: int, start: int | None = None) -> tuple[int, int, str, str] | None:
    """``Dear Jane Doe,``: the capitalised words a letter opens with (from ``start``, after the greeting word at
    ``at``), ended by a comma, ``!``, ``:`` or the line's end (``Dear Customer,`` and ``Dear Sir or Madam`` stay;
    ``Dear Mr Smith`` is the honorific's)."""
    if at and text[at - 1].isalnum():
        return None
    start = at + 5 if start is None else start
    first = text[start : start + 24].split(" ", 1)[0].rstrip(",!:.\n").lower()
    if first.rstrip(".") in _FOREIGN_HONORIFICS:
        return None  # ``Chère Mme Claire Bernard``: the honorific's
    if first in _NOT_ADDRESSEES or first.rstrip(".") in (h.lower() for h in _HONORIFICS):
        return None
    end = latin_name_end(text, start, True)
    if end is None or not text[start].isupper() or (end < len(text) and text[end] not in ",!:\n\r"):
        return None
    return start, end, key_rules.NAME, normal_value(key_rules.NAME, text[start:end])


def _greeting(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``Hi Maria,`` / ``Hello John Smith!``: the name greeted, ended as after ``Dear`` (``Hi team,``, ``Hello
    there!``, ``Hey Support,`` and ``Hello World`` stay)."""
    return _salutation(text, at, text.index(" ", at) + 1)


def _signoff(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``Best regards,`` then ``Maria Garcia`` alone on the next line: the writer's name (``The Billing Team``,
    ``Support`` and a name followed by more on its line stay)."""
    start = at
    while text[start] not in ",\r\n":
        start += 1
    start += text[start] == ","
    start += 2 if text[start : start + 2] == "\r\n" else 1
    end = latin_name_end(text, start, True)
    if end is None or (end < len(text) and text[end] not in "\n\r"):
        return None
    words = [w.lower().rstrip(".") for w in text[start:end].split()]
    if any(w in _ROLE_WORDS or w in _NOT_ADDRESSEES for w in words):
        return None
    return start, end, key_rules.NAME, normal_value(key_rules.NAME, text[start:end])


_FOREIGN_HONORIFICS = frozenset(h.lower() for h in _HONORIFICS)
_GREETING_FOREIGN_RE = re.compile(rf"(?:{'|'.join(sorted(_GREETINGS_FOREIGN, key=len, reverse=True))}) ")


def _greeting_foreign(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``Bonjour Lucas Martin,``, ``Hola Carlos Ruiz,``: as after ``Dear`` (``Bonjour à tous,``, ``Sehr geehrte
    Damen und Herren,`` and ``Hola equipo,`` stay; ``Sehr geehrte Frau Anna Schneider`` is the honorific's)."""
    m = _GREETING_FOREIGN_RE.match(text, at)
    return None if m is None else _salutation(text, at, m.end())


def _intro(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``I'm Oliver Thompson``, ``Ich heiße Lukas Fischer``: two capitalised words at least after the
    introduction (``I'm Not Sure`` is caught; ``I'm fine`` and ``I am the Support Team`` stay)."""
    if at and text[at - 1].isalpha():
        return None
    start = at + len(next(w for w in _INTROS if text.startswith(w, at)))
    end = latin_name_end(text, start, False)
    if end is None or any(w.lower() in _ROLE_WORDS for w in text[start:end].split()):
        return None
    return start, end, key_rules.NAME, normal_value(key_rules.NAME, text[start:end])


#: Han words before 様 / さん that are no one's name: everyone, the person in charge, a customer
_NOT_HAN_NAMES = frozenset(["皆", "各位", "担当", "担当者", "関係者", "利用者", "会員", "顧客", "客", "神", "皆様"])


def _han_after(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``田中一郎様``, ``鈴木さん``, ``山本健太と申します``, ``王芳您好``: two to four Han characters before the
    suffix, starting a clause (``お客様``, ``皆さん``, ``担当者様`` and ``您好`` alone stay; before 您好 a
    Chinese surname leads, and ``王先生您好`` is a surname alone, kept as before 先生)."""
    start = at
    while start > at - 4 and start and "\u4e00" <= text[start - 1] <= "\u9fff":
        start -= 1
    name = text[start:at]
    if len(name) < 2 or (start and "\u4e00" <= text[start - 1] <= "\u9fff") or name in _NOT_HAN_NAMES:
        return None
    if name.endswith(("者", "各位", *_HONORIFIC_WORDS, "老师", "同学", "经理")) or (
        text.startswith("您好", at) and not cn_name_shaped(name)
    ):
        return None
    return start, at, key_rules.NAME, name


_FR_STREET_RE = re.compile(
    rf" (?:{'|'.join(_FR_STREETS)}) (?:(?:de|du|des|la|le) |l'|d')*[A-ZÀ-Ý][\w'’-]*(?: [A-ZÀ-Ý][\w'’-]*){{0,3}}"
)
_ES_STREET_RE = re.compile(
    rf"(?:{'|'.join(_ES_STREETS).replace('.', '[.]')}) (?:(?:de|del|la|las|los|di|della|do|da|dos) )*"
    r"[A-ZÀ-Ý][\w'’-]*(?: [A-ZÀ-Ý][\w'’-]*){0,3},? (?:n[º°.]? ?)?[0-9]{1,4}[A-Za-z]?(?![0-9A-Za-z])"
)
_DE_STREET_RE = re.compile(
    rf"(?:{'|'.join(_DE_STREETS)}) [0-9]{{1,4}}[a-z]?(?![0-9A-Za-z])(?:, [0-9]{{5}} [A-ZÀ-Ý][\w-]+)?"
)


def _street_fr(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``12 rue de la Paix``, ``8 avenue des Champs-Élysées``: a house number, the street word and its name."""
    m = _FR_STREET_RE.match(text, at)
    start = at
    while start and text[start - 1].isdigit() and at - start < 4:
        start -= 1
    if m is None or start == at or (start and text[start - 1].isalnum()):
        return None
    return start, m.end(), key_rules.ADDRESS, normal_value(key_rules.ADDRESS, text[start : m.end()])


def _street_es(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``Calle de Alcalá 48``, ``Via Roma 12``: the street word, its name, then a house number."""
    m = None if at and text[at - 1].isalnum() else _ES_STREET_RE.match(text, at)
    return None if m is None else (at, m.end(), key_rules.ADDRESS, normal_value(key_rules.ADDRESS, m.group(0)))


def _street_de(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``Musterstraße 12`` (and ``, 10115 Berlin``), ``Berliner Straße 5``: a capitalised street name ending in
    a street word, then a house number (``Alexanderplatz`` alone stays)."""
    m = _DE_STREET_RE.match(text, at)
    if m is None:
        return None
    start = at
    while start and at - start < 30 and text[start - 1].isalpha():
        start -= 1
    if start < at and text[start].islower():
        return None
    if start == at and not text[at].isupper():
        return None  # a lower-case street word alone
    if start == at and at >= 2 and text[at - 1] == " ":  # ``Berliner Straße 5``: the word before
        word = at - 1
        while word and text[word - 1].isalpha():
            word -= 1
        start = word if text[word : word + 1].isupper() else at
    return start, m.end(), key_rules.ADDRESS, normal_value(key_rules.ADDRESS, text[start : m.end()])


_DISPLAY_NAME = re.compile(
    r"(?<![^\W\d_])(?:[A-Z][^\W\d_'’.-]*(?:['’-][^\W\d_]+)*\.? ){1,3}[A-Z][^\W\d_'’-]*(?:['’-][^\W\d_]+)*$"
)
_LOCAL_WORDS = re.compile(r"[a-z]+")


def mailbox_name(text: str, start: int, local: str) -> tuple[int, int, str, str] | None:
    """The person's name written before the e-mail address at ``start`` (its local part ``local``):
    ``Jane Doe <jane.doe@…>``, ``"Jane Doe" <jd@…>`` (a display name: two capitalised words or more, no
    team's word) or ``for Jane Doe jane.doe@…`` (then a word of the name must be in the mailbox: ``jane``)."""
    end = start
    angle = end and text[end - 1] == "<"
    end -= 1 if angle else 0
    while end and start - end < 3 and text[end - 1] == " ":
        end -= 1
    quoted = end and text[end - 1] in "\"'"
    end -= 1 if quoted else 0
    m = _DISPLAY_NAME.search(text, max(0, end - 64), end)
    if m is None or (quoted and m.start() == 0) or (quoted and text[m.start() - 1] not in "\"'"):
        return None
    name = m.group(0).rstrip(".")
    words = [w.lower().rstrip(".") for w in name.split()]
    if any(w in _ROLE_WORDS for w in words) or latin_name_end(text, m.start(), False) is None:
        return None
    mailbox = set(_LOCAL_WORDS.findall(local.lower()))
    if not (angle or quoted) and not any(w in mailbox or w in local.lower() for w in words if len(w) > 2):
        return None
    return m.start(), m.start() + len(name), key_rules.NAME, normal_value(key_rules.NAME, name)


#: capitalised words that make a run of them a place's, a company's or a product's, never a person's name
#: (``New York called``, ``Microsoft Teams said``, ``according to Google Cloud``), beside ``labels.ROLE_WORDS``
_NOT_PERSON_WORDS = frozenset(
    [
        "new", "san", "santa", "los", "las", "hong", "saint", "st", "fort", "port", "north", "south", "east", "west",
        "united", "great", "mount", "lake", "cape", "el", "la", "le", "rio", "teams", "cloud", "bank", "airlines",
        "airways", "air", "university", "college", "school", "hospital", "clinic", "city", "county", "council",
        "police", "court", "news", "times", "post", "journal", "group", "partners", "holdings", "capital", "labs",
        "technologies", "systems", "solutions", "store", "shop", "online", "app", "apps", "cloudflare", "google",
        "microsoft", "amazon", "apple", "meta", "openai", "anthropic", "slack", "zoom", "stripe", "github", "aws",
        "azure", "tier", "level", "step", "phase", "version", "monday", "tuesday", "wednesday", "thursday", "friday",
        "saturday", "sunday", "january", "february", "march", "april", "june", "july", "august", "september",
        "october", "november", "december", "christmas", "easter", "street", "road", "avenue", "airport", "station",
        "center", "centre", "park", "hotel", "restaurant", "ministry", "department", "office", "agency", "federal",
        "national", "state", "republic", "kingdom", "ai", "gpt", "claude", "gemini", "copilot", "chrome", "windows",
        "android", "iphone", "ipad", "mac", "linux", "ubuntu", "docker", "kubernetes", "python", "java", "excel",
    ]
)  # fmt: skip
#: capitalised words that open a sentence before a name (``Yesterday Jane Doe called``): not part of it
_LEADING_WORDS = frozenset(
    [
        "yesterday", "today", "tonight", "this", "then", "and", "but", "so", "also", "later", "earlier", "when",
        "after", "before", "finally", "again", "note", "update", "fyi", "ps", "our", "my", "the", "a", "an",
        "customer", "client", "caller", "guest", "patient", "user", "buyer", "tenant", "member", "meanwhile",
        "apparently", "last", "first", "once", "since", "because", "while", "if", "hi", "hello", "ok", "okay",
    ]
)  # fmt: skip
_NAME_RUN_BEFORE = re.compile(r"(?<![\w'’-])(?:[A-Z][a-z]*(?:['’-][A-Z]?[a-z]+)*[a-z] ){1,4}\Z")


def _person_words(words: list[str]) -> bool:
    """Two or three capitalised words that may be a person's name (no place's, company's, team's or product's word)."""
    return 2 <= len(words) <= 3 and not any(w.lower() in _NOT_PERSON_WORDS or w.lower() in _ROLE_WORDS for w in words)


def _spoke(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``Jane Doe called about her order``, ``Yesterday Li Wei emailed``: two or three capitalised words just before
    a verb of a person reaching out (the words opening the sentence dropped; ``New York said`` and ``Microsoft
    Teams replied`` stay)."""
    verb = at + 1
    while verb < len(text) and (text[verb].isalpha() or text[verb] == "-"):
        verb += 1
    if text[at + 1 : verb] not in _SPOKE_VERBS:
        return None  # the verb is a word of its own: not ``calledFrom``
    m = _NAME_RUN_BEFORE.search(text, max(0, at - 64), at + 1)
    if m is None:
        return None
    words = text[m.start() : at].split()
    while words and (words[0].lower() in _LEADING_WORDS or words[0] in _HONORIFICS):  # (``Mr Okafor``: the honorific's)
        words.pop(0)
    if not _person_words(words):
        return None
    start = at - len(" ".join(words))
    return start, at, key_rules.NAME, normal_value(key_rules.NAME, text[start:at])


_SPOKE_TO_RE = re.compile(rf"(?i:{'|'.join(_SPOKE_TO)}) ")


def _spoke_to(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``Spoke to Jane Doe``, ``call from Li Wei``, ``on behalf of Maria Garcia``: two or three capitalised words
    after words naming whom someone spoke to or heard from (``Spoke to Mr. Okafor`` is the honorific's; ``email from
    Acme Corp`` and ``according to Google Cloud`` stay)."""
    if at and text[at - 1].isalpha():
        return None
    m = _SPOKE_TO_RE.match(text, at)
    if m is None:
        return None
    end = latin_name_end(text, m.end(), False)
    words = text[m.end() : end].split() if end is not None else []
    if not _person_words(words) or words[0].rstrip(".") in _HONORIFICS:
        return None
    value = text[m.end() : end].rstrip(".")
    return m.end(), m.end() + len(value), key_rules.NAME, normal_value(key_rules.NAME, value)


def _zh_party_verb(text: str, at: int) -> tuple[int, int, str, str] | None:
    """``客户张伟来电``, ``用户欧阳娜娜投诉``: a Chinese person label, a name (a surname first), then what the person
    did (:data:`_ZH_VERBS`); ``客户满意度`` and ``用户已确认`` stay."""
    start = at + next(len(p) for p in _ZH_PARTIES if text.startswith(p, at))
    for size in (2, 3, 4):
        name = text[start : start + size]
        if name.endswith(_HONORIFIC_WORDS):
            return None  # 客户王女士来电: a surname alone, as before 先生
        if cn_name_shaped(name) and text.startswith(_ZH_VERBS, start + size):
            return start, start + size, key_rules.NAME, name
    return None


_RULES = {
    "spoke": _spoke, "spoke_to": _spoke_to, "zh_party_verb": _zh_party_verb,
    "honorific": _honorific, "street": _street, "zh_address": _zh_address, "zh_name": _zh_name, "name_is": _name_is,
    "salutation": _salutation, "greeting": _greeting, "signoff": _signoff, "greeting_foreign": _greeting_foreign,
    "intro": _intro, "han_after": _han_after, "street_fr": _street_fr, "street_es": _street_es,
    "street_de": _street_de,
}  # fmt: skip
