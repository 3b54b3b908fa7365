"""Checksums and shape checks that turn a digit run into a kind of PII, or reject it.

Pure functions on already separator-free strings; no regex scanning here (see ``scanner``).
"""

from __future__ import annotations

import ipaddress
import re
from datetime import date

_PROVINCES = frozenset(
    [
        "11",
        "12",
        "13",
        "14",
        "15",
        "21",
        "22",
        "23",
        "31",
        "32",
        "33",
        "34",
        "35",
        "36",
        "37",
        "41",
        "42",
        "43",
        "44",
        "45",
        "46",
        "50",
        "51",
        "52",
        "53",
        "54",
        "61",
        "62",
        "63",
        "64",
        "65",
        "71",
        "81",
        "82",
    ]
)
_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_ID_CHECK = "10X98765432"
#: card-network prefixes (IIN ranges): Visa, Mastercard (51-55, 2221-2720), Amex, Diners, Discover, JCB,
#: UnionPay (62, 81), Maestro (50, 56-58, 6304, 67)
_CARD_PREFIXES = (
    ("4",),
    tuple(str(n) for n in range(51, 56)),
    tuple(str(n) for n in range(2221, 2721)),
    ("34", "37", "300", "301", "302", "303", "304", "305", "36", "38", "39"),
    ("6011", "644", "645", "646", "647", "648", "649", "65"),
    ("35",),
    ("62", "81"),
    ("50", "56", "57", "58", "6304", "67"),
)
_CARD_PREFIX_SET = frozenset(p for group in _CARD_PREFIXES for p in group)
#: IBAN length per country (ISO 13616 registry)
IBAN_LENGTHS = {
    "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22, "BR": 29,
    "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "DO": 28, "EE": 20, "EG": 29,
    "ES": 24, "FI": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27, "GT": 28,
    "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20,
    "LB": 28, "LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MD": 24, "ME": 22, "MK": 19,
    "MR": 27, "MT": 31, "MU": 30, "NL": 18, "NO": 15, "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29,
    "RO": 24, "RS": 22, "SA": 24, "SC": 31, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "ST": 25, "SV": 28,
    "TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20,
}  # fmt: skip


def luhn_valid(digits: str) -> bool:
    """The Luhn check of a string of ASCII digits."""
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = ord(ch) - 48
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def card_valid(digits: str) -> bool:
    """13–19 digits, a card-network prefix and the Luhn check."""
    return 13 <= len(digits) <= 19 and any(digits[:n] in _CARD_PREFIX_SET for n in (1, 2, 3, 4)) and luhn_valid(digits)


def cn_id_valid(value: str) -> bool:
    """A mainland-China resident ID: 18 characters, province code, real birth date, ISO 7064 MOD 11-2."""
    if not cn_id_shaped(value):
        return False
    total = sum((ord(d) - 48) * w for d, w in zip(value[:17], _ID_WEIGHTS, strict=True))
    return _ID_CHECK[total % 11] == value[17].upper()


def cn_mobile_valid(digits: str) -> bool:
    """A mainland-China mobile: ``1[3-9]`` and 9 more digits."""
    return len(digits) == 11 and digits[0] == "1" and digits[1] in "3456789"


def nanp_valid(digits: str) -> bool:
    """A North-American number (10 digits, or 11 with the leading 1): area and exchange start 2-9."""
    if len(digits) == 11 and digits[0] == "1":
        digits = digits[1:]
    return len(digits) == 10 and digits[0] in "23456789" and digits[3] in "23456789"


def ssn_valid(area: str, group: str, serial: str) -> bool:
    """A US social security number ``AAA-GG-SSSS`` (never area 000/666/9xx, group 00 or serial 0000)."""
    return area not in ("000", "666") and area[0] != "9" and group != "00" and serial != "0000"


def iban_valid(compact: str) -> bool:
    """An IBAN without spaces: a known country, its exact length and the ISO 7064 MOD 97-10 check."""
    if IBAN_LENGTHS.get(compact[:2]) != len(compact) or not compact[2:4].isdigit():
        return False
    moved = compact[4:] + compact[:4]
    try:
        number = int("".join(str(int(c, 36)) for c in moved))
    except ValueError:
        return False
    return number % 97 == 1


def ipv4_valid(parts: list[str]) -> bool:
    """Four dotted parts, each 0-255 without a leading zero, naming a host a person's traffic can come from: not
    the loopback ``127.x.x.x``, nor ``0.0.0.0`` (listen on all) or ``255.255.255.255`` (broadcast)."""
    if len(parts) != 4 or not all(p.isdigit() and int(p) <= 255 and (p == "0" or p[0] != "0") for p in parts):
        return False
    return parts[0] != "127" and parts not in (["0", "0", "0", "0"], ["255", "255", "255", "255"])


_PLACEHOLDER = re.compile(
    r"[$%{<\[(]|\*{3}|(?i:os\.environ|os\.getenv|process\.env|env\(|none\b|null\b|required\b|redacted|changeme)"
)


def placeholder(value: str) -> bool:
    """Whether a value written where a secret goes only refers to one: ``${DB_PASSWORD}``, ``{{ secrets.KEY }}``,
    ``os.environ['TOKEN']``, ``<redacted>``, ``***``, ``%(pw)s``."""
    return _PLACEHOLDER.match(value) is not None


def ipv6_normal(text: str) -> str | None:
    """The compressed form of an IPv6 address (``::`` or eight groups needed), else None."""
    if "::" not in text and text.count(":") != 7:
        return None
    try:
        return str(ipaddress.IPv6Address(text))
    except ValueError:
        return None


_MONTHS = {
    m: i for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)
}
#: French, German and Spanish months (their first three letters, or the word where those are ambiguous)
_MONTHS |= {"avr": 4, "mai": 5, "juin": 6, "juillet": 7, "okt": 10, "dez": 12, "ene": 1, "abr": 4, "ago": 8, "dic": 12}


def iso_date(text: str) -> str | None:
    """``yyyy-mm-dd`` of a written date (``1985-03-14``, ``14/03/1985``, ``03/14/1985``, ``14.03.1985``,
    ``14 March 1985``, ``March 14, 1985``, ``1985年3月14日``, ``19850314``), None when it is no real date.
    ``dd/mm`` vs ``mm/dd``: a part above 12 decides; otherwise day first (as most of the world writes it)."""
    parts = [p for p in _DATE_PARTS.findall(text.lower()) if p not in ("st", "nd", "rd", "th", "of")]
    if len(parts) == 1 and len(parts[0]) == 8 and parts[0].isdigit():
        parts = [parts[0][:4], parts[0][4:6], parts[0][6:]]
    if len(parts) != 3:
        return None
    month_word = next((p for p in parts if not p.isdigit()), None)
    if month_word is not None:
        month = _MONTHS.get(month_word) or _MONTHS.get(month_word[:3])
        nums = [p for p in parts if p.isdigit()]
        if month is None or len(nums) != 2:
            return None
        year, day = (nums[1], nums[0]) if len(nums[1]) == 4 else (nums[0], nums[1])
        y, m, d = int(year), month, int(day)
    elif len(parts[0]) == 4:
        y, m, d = int(parts[0]), int(parts[1]), int(parts[2])
    elif len(parts[2]) == 4:
        a, b = int(parts[0]), int(parts[1])
        d, m = (b, a) if b > 12 else (a, b)
        y = int(parts[2])
    else:
        return None
    try:
        return date(y, m, d).isoformat() if 1880 <= y <= date.today().year else None
    except ValueError:
        return None


_DATE_PARTS = re.compile(r"[0-9]+|[a-z]+")
_NAME_SHAPE = re.compile(r"[^\W\d_](?:[^\W\d_]|[ .'\u2019\-\u00b7])*")
_FILE_END = re.compile(r"\.[A-Za-z0-9]{1,5}$")


def person_name_shaped(value: object) -> bool:
    """A string shaped like a person's name: letters with spaces, dots, apostrophes or hyphens, one to five
    words, no digit, underscore, slash or file extension (``Maria Garcia``, ``O'Brien``, ``张三``); one
    lower-case word is a handle (``admin``), not a name."""
    if type(value) is not str or not 2 <= len(value) <= 80 or not _NAME_SHAPE.fullmatch(value):
        return False
    if value.islower() and " " not in value:
        return False
    return len(value.split()) <= 5 and not _FILE_END.search(value) and "  " not in value


def postcode_shaped(text: str) -> bool:
    """A postal code: 3–10 letters, digits, spaces or dashes with a digit in it (``NW1 6XE``, ``94105-1234``)."""
    return 3 <= len(text) <= 10 and any(c.isdigit() for c in text) and all(c.isalnum() or c in " -" for c in text)


#: common single-character surnames (and compound ones): 先生 / 女士 / 小姐 after two or three characters
#: starting with one of them is a person
SURNAMES = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜"
    "崔钟谭陆汪范金石廖贾夏韦付傅方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文"
    "牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲"
    "翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米"
    "柏宗瞿桂全佟应臧闵苟邬边卞姬师仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝"
)
COMPOUND_SURNAMES = frozenset(
    ["欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "尉迟", "公孙", "慕容", "令狐", "司徒", "夏侯"]
)


def cn_name_shaped(text: str) -> bool:
    """Two to four Han characters led by a common surname (one character, or a compound one before one or
    two more): ``张伟``, ``王小红``, ``欧阳娜娜``."""
    if not 2 <= len(text) <= 4 or not all("\u4e00" <= c <= "\u9fff" for c in text):
        return False
    return (text[:2] in COMPOUND_SURNAMES and len(text) > 2) or (text[0] in SURNAMES and len(text) < 4)


def cn_id_shaped(value: str) -> bool:
    """18 characters with a province code and a real birth date, whatever the check digit."""
    if len(value) != 18 or not value[:17].isdigit() or not value[:17].isascii() or value[:2] not in _PROVINCES:
        return False
    try:
        born = date(int(value[6:10]), int(value[10:12]), int(value[12:14]))
    except ValueError:
        return False
    return born.year >= 1900 and born <= date.today()


def es_dni_valid(value: str) -> bool:
    """A Spanish DNI / NIE: eight digits (a NIE: X, Y or Z and seven) and the letter of their value mod 23."""
    value = value.upper()
    head = "XYZ".find(value[0])
    number = (str(head) + value[1:-1]) if head >= 0 else value[:-1]
    if len(number) != 8 or not number.isdigit():
        return False
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(number) % 23] == value[-1]


def nl_bsn_valid(digits: str) -> bool:
    """A Dutch BSN: nine digits passing the 11-test (weights 9..2, the last one -1)."""
    if len(digits) != 9 or not digits.isdigit():
        return False
    return sum(int(d) * w for d, w in zip(digits, (9, 8, 7, 6, 5, 4, 3, 2, -1), strict=True)) % 11 == 0


def br_cpf_valid(digits: str) -> bool:
    """A Brazilian CPF: eleven digits, not all alike, with its two mod-11 check digits."""
    if len(digits) != 11 or not digits.isdigit() or len(set(digits)) == 1:
        return False
    for n in (9, 10):
        total = sum(int(d) * w for d, w in zip(digits[:n], range(n + 1, 1, -1), strict=True))
        if (total * 10 % 11) % 10 != int(digits[n]):
            return False
    return True


def fr_nir_valid(digits: str) -> bool:
    """A French social security number (NIR): 13 characters (Corsica's 2A/2B as 19/18) and the key 97 - n mod 97."""
    if len(digits) != 15 or digits[0] not in "12":
        return False
    body = digits[:13].upper().replace("2A", "19").replace("2B", "18")
    return body.isdigit() and digits[13:].isdigit() and 97 - int(body) % 97 == int(digits[13:])


def ssh_remote(local: str, after: str) -> bool:
    """Whether ``local@host`` followed by ``after`` is a version-control remote, not a mailbox:
    ``git@github.com:org/repo.git`` (a service account, then ``:`` and a path)."""
    return local in ("git", "hg", "svn") and after[:1] == ":" and after[1:2] not in ("", " ", "\t", "\n")
