"""Label-anchored PII: values that only the words before them tell apart from ordinary numbers and words.

A phone written the national way (``020 7946 0958``, ``01 23 45 67 89``), a birth date, a passport number,
a street address and a person's name look like an invoice number, a date, a code, a place or any words.
They are taken only where a label says what they are — ``call 4155550132``, ``DOB: 14/03/1985``,
``passport number 533380006``, ``ship to 221B Baker Street``, ``收货地址：北京市…``, ``customer name:
Maria Garcia``, ``姓名：张三`` — so prose is never guessed at. Labels are found by the scanner's
Aho-Corasick pass (:data:`LABELS`); each rule is then one anchored match at the label, so the cost stays
linear. A national phone without a label needs the trunk ``0`` and a phone's grouping (:func:`national_phone`).
"""

from __future__ import annotations

import re

from agentops.redaction import keys as key_rules
from agentops.redaction.checks import iso_date, nanp_valid, ssn_valid

#: words that, followed by a colon, label a person (``Customer: Maria Garcia``, ``Attn: J. Smith``)
PARTY_LABELS = (
    "customer",
    "contact",
    "recipient",
    "patient",
    "passenger",
    "attn",
    "cardholder",
    "addressee",
    "beneficiary",
)


def _variants(*words: str) -> list[str]:
    return sorted({v for w in words for v in (w, w.capitalize(), w.upper(), w.title())})


#: literal → rule, for the scanner's automaton (ASCII labels in lower, Capitalised, Title and UPPER case)
LABELS: dict[str, str] = {
    **dict.fromkeys(_variants("born", "dob", "d.o.b", "birth"), "dob"),
    **dict.fromkeys(_variants("passport", "passeport", "reisepass"), "passport"),
    **dict.fromkeys(_variants("address", "ship to", "ship-to", "deliver to"), "address"),
    **dict.fromkeys(_variants("name"), "name"),
    **dict.fromkeys(_variants(*PARTY_LABELS), "party"),
    "出生": "dob", "生日": "dob", "护照": "passport", "地址": "address", "住址": "address",
    "姓名": "name", "收件人": "name", "收货人": "name", "联系人": "name",
}  # fmt: skip
#: what :func:`label_span` needs somewhere in the text, for the scanner's RE2 pre-check (``{q}``: the
#: quote that may close a label's name before its colon)
SUSPECTS = (
    "(?i:passport|passeport|reisepass|born|d\\.?o\\.?b|birth|address|ship[ -]to|deliver[ -]to)"
    "|(?i:name|"
    + "|".join(PARTY_LABELS)
    + "){q}?[ \\t]{{0,3}}[:=\\x{{ff1a}}]|护照|出生|生日|地址|住址|姓名|收件人|收货人|联系人"
)

_SEP = r"[ \t]{0,3}[\"']?[ \t]{0,3}"
_DATE = (
    r"[0-9]{4}[-/.][0-9]{1,2}[-/.][0-9]{1,2}|[0-9]{1,2}[-/.][0-9]{1,2}[-/.][0-9]{4}|[0-9]{4}年[0-9]{1,2}月[0-9]{1,2}日?"
    r"|[0-9]{1,2}(?:st|nd|rd|th)?(?: of)? [A-Za-z]{3,9}\.?,? [0-9]{4}|[A-Za-z]{3,9}\.? [0-9]{1,2}(?:st|nd|rd|th)?,? [0-9]{4}"
    r"|[0-9]{8}"
)
_DOB_RE = re.compile(
    rf"(?:(?i:born(?: on)?|d\.?o\.?b\.?|birth(?:[ _-]?(?:date|day))?){_SEP}(?:[:=\uff1a]|(?i:is|was|on)(?= ))?"
    rf"|(?:出生(?:日期|年月日|于|在)?|生日)[ \t]*[是为:\uff1a]?){_SEP}(?P<v>{_DATE})(?![0-9])"
)
_PASSPORT_RE = re.compile(
    rf"(?:(?i:passport|passeport|reisepass)(?:[ \t]?(?i:number|num|no\.?|nr\.?|#|id))?"
    rf"|护照(?:号码|号)?){_SEP}(?:[:=#\uff1a]|(?i:is)(?= )|是)?{_SEP}"
    r"(?P<v>[A-Za-z]{0,2}[0-9][0-9A-Za-z]{4,10})(?![0-9A-Za-z])"
)
_ADDRESS_LABEL = re.compile(rf"(?i:address|ship[ -]to|deliver[ -]to)(?P<colon>{_SEP}[:=\uff1a])?{_SEP}")
_ZH_ADDRESS_LABEL = re.compile(r"(?:地址|住址)[ \t]*[是为:\uff1a]?[ \t]*")
#: words before ``address`` that make a street of it without a colon (``shipping address 1 Main St``)
_STREET_WORDS = frozenset(
    [
        "shipping",
        "billing",
        "home",
        "mailing",
        "delivery",
        "street",
        "postal",
        "residential",
        "office",
        "work",
        "permanent",
    ]
)
#: where an address ends (searched in its window with ASCII lower-cased, so offsets stay)
_ADDRESS_END = re.compile(
    r"[\n\r\t;|\"<>{}\[\]\uff0c\u3002\uff1b]|\. |[ ,](?:phone|tel\b|mobile|e-?mail|contact)|电话|手机|联系|邮编|邮箱"
)
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
_ZH_ADDRESS_MARK = re.compile(r"[省市区县镇乡村路街道巷弄号楼室栋]")
_PARTY_LABEL = re.compile(rf"(?i:{'|'.join(PARTY_LABELS)})\.?{_SEP}[:=\uff1a][ \t]{{0,3}}[\"']?")
_NAME_SEP = re.compile(rf"{_SEP}[:=\uff1a][ \t]{{0,3}}[\"']?")
_NAME_WORD = re.compile(r"[^\W\d_](?:[^\W\d_]|['\u2019\-](?=[^\W\d_]))*\.?")
_HAN_NAME = re.compile(
    r"[\u4e00-\u9fff]{2,4}?(?=电话|手机|地址|邮箱|身份证)|[\u4e00-\u9fff\u00b7]{2,4}(?![\u4e00-\u9fff])"
)
_ZH_NAME_LABEL = re.compile(r"(?:姓名|收件人|收货人|联系人)[ \t]*[:\uff1a][ \t]*")
#: words whose ``name:`` is a thing's, not a person's (``tool name: Send Email``)
_THING_WORDS = frozenset(
    [
        "tool", "file", "function", "model", "host", "server", "project", "repo", "repository", "product",
        "company", "business", "app", "service", "table", "column", "field", "event", "queue", "bucket", "database",
        "db", "key", "node", "task", "step", "job", "branch", "team", "org", "organization", "brand", "item",
        "city", "street", "domain", "display", "package", "module", "class", "variable", "method", "device",
        "the", "a", "its", "project's", "metric", "index", "image", "container", "cluster", "region", "zone",
    ]
)  # fmt: skip
_PARTICLES = frozenset(
    ["de", "da", "del", "della", "der", "den", "di", "du", "la", "le", "van", "von", "bin", "al", "y", "e"]
)
_PHONE_LABEL = re.compile(
    r"(?:^|[^A-Za-z\u00c0-\u024f])(?i:phone|tel|telephone|call|mobile|mob|cell|fax|ring|whatsapp|t[ée]l[ée]phone|t[ée]l"
    r"|telefon|tel[ée]fono|handy|ph)(?:[ .]?(?i:number|no|num|nr|#))?\.?(?: (?i:me|us))?(?: (?i:at|on|is))?"
    r"[ \t]{0,2}[:=#\uff1a]?[ \t]{0,2}$"
    r"|(?:电话|手机|座机|手机号|号码|联系方式|致电|拨打)[:\uff1a ]{0,2}$"
)
_SSN_LABEL = re.compile(r"(?:^|[^A-Za-z])(?i:ssn|social security(?: number| no\.?)?)[ \t]{0,2}[:=#]?[ \t]{0,2}$")
_ID_LABEL = re.compile(
    r"(?:^|[^A-Za-z])(?i:order|invoice|inv|ref|reference|tracking|sku|case|ticket|po|serial|account|acct|id|no|number)"
    r"[ .:#=-]{0,3}$|(?:订单|发票|单号|编号)[号:\uff1a ]{0,2}$|#[ ]?$"
)
_GROUPS = re.compile(r"[0-9]+")
_NOT_DIGIT = re.compile(r"[^0-9]+")
#: how far back a label's word is read (a bound, so a long run of glued words stays linear)
_WORD_MAX = 24


def normal_value(kind: str, text: str) -> str:
    """The pseudonym's input for a value of ``kind`` under a key or after a label: a birth date as
    ``yyyy-mm-dd``, an ID without spaces or dashes in upper case, other text case- and space-folded
    (``Maria  Garcia`` and ``maria garcia`` are one person)."""
    if kind == key_rules.BIRTH:
        return iso_date(text) or " ".join(text.split())
    if kind == key_rules.ID:
        return text.replace(" ", "").replace("-", "").upper()
    return " ".join(text.split()).casefold()


def national_phone(text: str, start: int, run: str) -> tuple[str, str] | None:
    """(``phone``, digits) for a number run at ``start`` that no international rule took (or (``ssn``,
    digits) for nine digits after SSN / social security number, written bare or ``123 45 6789``): any 7–15 digits
    after a phone label (``call 4155550132`` — NANP numbers normalised to ``+1…`` as elsewhere), or,
    without one, a national number with the trunk ``0`` in a phone's grouping (``020 7946 0958``,
    ``07700 900123``, ``01 23 45 67 89``) unless an order, invoice or reference label precedes it."""
    if len(run) < 7 or run[-1] in "Xx":
        return None
    ascii_run = run.translate(_ASCII_DIGITS)
    digits = _NOT_DIGIT.sub("", ascii_run)
    if not 7 <= len(digits) <= 15:
        return None
    before = text[max(0, start - 28) : start]
    groups = _GROUPS.findall(ascii_run)
    if [len(g) for g in groups] in ([4, 2, 2], [2, 2, 4]) and iso_date(ascii_run):
        return None  # a date (``call on 2024-12-02``)
    if len(digits) == 9 and len(groups) in (1, 3) and _SSN_LABEL.search(before):
        area, group, serial = (digits[:3], digits[3:5], digits[5:])
        if len(groups) == 1 or [len(g) for g in groups] == [3, 2, 4]:
            return ("ssn", digits) if ssn_valid(area, group, serial) else None
    if _PHONE_LABEL.search(before):
        return key_rules.PHONE, "+1" + digits[-10:] if len(digits) in (10, 11) and nanp_valid(digits) else digits
    if digits[0] != "0" or digits[1] == "0" or not 9 <= len(digits) <= 11:
        return None
    seps = set(_GROUPS.sub("", ascii_run.replace("(", "").replace(")", " ")))
    if len(seps) != 1 or not 2 <= len(groups) <= 5 or min(map(len, groups)) < 2 or len(groups[0]) > 5:
        return None
    return None if _ID_LABEL.search(before) else (key_rules.PHONE, digits)


_ASCII_DIGITS = str.maketrans("０１２３４５６７８９", "0123456789")


def label_span(text: str, at: int, rule: str) -> tuple[int, int, str, str] | None:
    """(start, end, kind, normalised value) of the value after the label found at ``at``, or None."""
    if rule != "name" and text[at].isascii() and at and not _label_starts(text, at):
        return None
    if rule == "dob":
        m = _DOB_RE.match(text, at)
        value = iso_date(m.group("v")) if m else None
        return (m.start("v"), m.end("v"), key_rules.BIRTH, value) if m and value else None
    if rule == "passport":
        m = _PASSPORT_RE.match(text, at)
        if m is None or sum(c.isdigit() for c in m.group("v")) < 5:
            return None
        return m.start("v"), m.end("v"), key_rules.ID, normal_value(key_rules.ID, m.group("v"))
    if rule == "address":
        return _address(text, at)
    if rule == "party":
        return _party(text, at)
    return _name(text, at)


def _party(text: str, at: int) -> tuple[int, int, str, str] | None:
    """A person's name after a person label and a colon (``Customer: Maria Garcia``): two capitalised
    words at least, as after a bare ``name:`` (``Customer: gold tier`` and ``Contact: support`` stay)."""
    m = _PARTY_LABEL.match(text, at)
    if m is None:
        return None
    start = m.end()
    end = _latin_name_end(text, start, False)
    if end is None:
        return None
    value = text[start:end].rstrip(".")
    return start, start + len(value), key_rules.NAME, normal_value(key_rules.NAME, value)


def _label_starts(text: str, at: int) -> bool:
    """A label starts a word, or a camel-case or snake-case word (``dateOfBirth``, ``customer_name``)."""
    prev = text[at - 1]
    return not prev.isalpha() or (text[at].isupper() and prev.islower())


def _word_before(text: str, at: int) -> str:
    """The lower-case word just before ``at`` (joined by ``_``, ``-`` or one blank); "" when the label
    starts a clause (the text's start, after punctuation, a digit or a newline)."""
    end = at - 1 if at and text[at - 1] in "_- " else at
    start = end
    while start > end - _WORD_MAX and start and text[start - 1].isalpha():
        start -= 1
    return text[start:end].lower()


def _address(text: str, at: int) -> tuple[int, int, str, str] | None:
    if text[at].isascii():
        m = _ADDRESS_LABEL.match(text, at)
        if m is None:
            return None
        if text[at] in "aA":
            before = _word_before(text, at)
            if before in key_rules.NOT_STREET or (m.group("colon") is None and before not in _STREET_WORDS):
                return None
    else:
        m = _ZH_ADDRESS_LABEL.match(text, at)
        if m is None:
            return None
    start = m.end()
    window = text[start : start + 160]
    cut = _ADDRESS_END.search(window.translate(_ASCII_LOWER))
    value = (window[: cut.start()] if cut else window).rstrip(" ,.:")
    if len(value) < 5:
        return None
    if text[at].isascii():
        ok = any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
    else:
        ok = _ZH_ADDRESS_MARK.search(value) is not None
    return (start, start + len(value), key_rules.ADDRESS, normal_value(key_rules.ADDRESS, value)) if ok else None


def _name(text: str, at: int) -> tuple[int, int, str, str] | None:
    """A person's name after a person's name label (``customer name:``, ``first_name=``, ``surname:``,
    ``姓名：``: one word is enough) or after ``name:`` (two capitalised words at least) — never after a
    thing's name (``tool name:``, ``filename:``, ``company name:``)."""
    if text[at].isascii():
        glued = at
        while glued > at - _WORD_MAX and glued and (text[glued - 1].isalpha() or text[glued - 1] in "_-"):
            glued -= 1
        ws = key_rules.words(text[glued : at + 4])
        if not ws or (ws[-1] not in key_rules.NAME_WORDS and ws[-1] != "name"):
            return None
        if ws[-1] != "name" or (len(ws) > 1 and ws[-2] in key_rules.PERSON_WORDS):
            qualified = True
        elif len(ws) > 1:
            return None
        else:  # a bare "name": a person's after a person word, a thing's after a thing word
            before = _word_before(text, at)
            if before in _THING_WORDS:
                return None
            qualified = before in key_rules.PERSON_WORDS
        m = _NAME_SEP.match(text, at + 4)
    else:
        qualified = True
        m = _ZH_NAME_LABEL.match(text, at)
    if m is None:
        return None
    start = m.end()
    han = _HAN_NAME.match(text, start)
    if han is not None:
        end = han.end()
    else:
        end = _latin_name_end(text, start, qualified)
        if end is None:
            return None
    value = text[start:end].rstrip(".")
    return start, start + len(value), key_rules.NAME, normal_value(key_rules.NAME, value)


def _latin_name_end(text: str, start: int, qualified: bool) -> int | None:
    """Where the name that starts at ``start`` ends: capitalised words (and particles) up to four, or up
    to three lower-case words after a person's label; None when it is no name (a bare ``name:`` needs two
    capitalised words)."""
    words: list[str] = []
    end = pos = start
    capital = None
    while len(words) < 4:
        m = _NAME_WORD.match(text, pos)
        if m is None:
            break
        word = m.group(0)
        if capital is None:
            capital = word[0].isupper()
        elif (capital and not word[0].isupper() and word not in _PARTICLES) or (
            not capital and (not word.islower() or len(words) == 3)
        ):
            break
        words.append(word)
        end = m.end()
        if text[end : end + 1] != " ":
            break
        pos = end + 1
    if not words or words[-1] in _PARTICLES or (not capital and not qualified):
        return None
    named = sum(w not in _PARTICLES for w in words)
    return end if named >= (1 if qualified else 2) else None
