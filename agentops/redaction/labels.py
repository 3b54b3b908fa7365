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
from agentops.redaction.checks import (
    IBAN_LENGTHS,
    br_cpf_valid,
    card_valid,
    cn_id_shaped,
    cn_name_shaped,
    es_dni_valid,
    fr_nir_valid,
    iban_valid,
    iso_date,
    luhn_valid,
    nanp_valid,
    nl_bsn_valid,
    person_name_shaped,
    placeholder,
    ssn_valid,
)

#: words that, followed by a colon, label a person (``Customer: Maria Garcia``, ``Attn: J. Smith``)
PARTY_LABELS = (
    "customer",
    "contact",
    "recipient",
    "patient",
    "passenger",
    "attn",
    "attention",
    "guest",
    "signed by",
    "cardholder",
    "addressee",
    "beneficiary",
    "payee",
    "applicant",
    "guardian",
    "requester",
)


#: words that make capitalised words a team's, a service's or a thing's, never a person's name: a mailbox's
#: display name (``Billing Team <billing@…>``), or the words after a name or person label
#: (``Attn: Accounts Payable``, ``Name: Order Lookup Tool``)
ROLE_WORDS = frozenset(
    [
        "team", "support", "billing", "sales", "info", "service", "services", "help", "desk", "helpdesk", "admin",
        "notifications", "notification", "customer", "customers", "orders", "accounts", "accounting", "hr", "it",
        "no", "reply", "noreply", "news", "newsletter", "bot", "alerts", "security", "office", "department", "inc",
        "ltd", "llc", "corp", "gmbh", "contact", "email", "mail", "write", "send", "reach",
        "payable", "receivable", "tool", "tools", "lookup", "order", "search", "query", "api", "agent", "assistant",
        "function", "task", "job", "workflow", "report", "file", "document", "template", "system", "default",
        "required", "optional", "unknown", "none", "null", "pending", "tbd",
    ]
)  # fmt: skip


#: Chinese words that, followed by a colon, label a person (``客户：张伟``): a surname must lead the name
ZH_PARTY_LABELS = (
    "客户", "用户", "顾客", "持卡人", "户名", "开户名", "账户名", "申请人", "乘客", "患者", "收款人", "付款人", "员工",
    "业主", "投保人", "被保险人", "寄件人",
)  # fmt: skip


#: national ids after their label: label → (the value's shape, its check on the value without separators or
#: None). A value that fails its country's check stays (``DNI 12345678A``, ``BSN 111222334``)
_TWELVE = r"[0-9]{4}[ -]?[0-9]{4}[ -]?[0-9]{4}"
_NINO = r"[A-Za-z]{2}[ ]?[0-9]{2}[ ]?[0-9]{2}[ ]?[0-9]{2}[ ]?[A-Da-d]"
_NATIONAL_IDS = {
    **dict.fromkeys(
        ["nino", "ni number", "ni no", "national insurance number", "national insurance no"], (_NINO, None)
    ),
    **dict.fromkeys(["dni", "nif", "nie"], (r"[XYZxyz]?[0-9]{7,8}[ -]?[A-Za-z]", es_dni_valid)),
    "bsn": (r"[0-9]{9}|[0-9]{4}\.[0-9]{2}\.[0-9]{3}", nl_bsn_valid),
    "cpf": (r"[0-9]{3}\.?[0-9]{3}\.?[0-9]{3}-?[0-9]{2}", br_cpf_valid),
    **dict.fromkeys(["sin", "social insurance number"], (r"[0-9]{3}[ -]?[0-9]{3}[ -]?[0-9]{3}", luhn_valid)),
    "codice fiscale": (r"[A-Za-z]{6}[0-9]{2}[A-Za-z][0-9]{2}[A-Za-z][0-9]{3}[A-Za-z]", None),
    **dict.fromkeys(
        ["sécurité sociale", "securite sociale", "nir"],
        (r"[12][ ]?[0-9]{2}[ ]?[0-9]{2}[ ]?[0-9AB]{2}[ ]?[0-9]{3}[ ]?[0-9]{3}[ ]?[0-9]{2}", fr_nir_valid),
    ),
    **dict.fromkeys(["マイナンバー", "個人番号", "aadhaar"], (_TWELVE, None)),
    "주민등록번호": (r"[0-9]{6}-?[0-9]{7}", None),
    "personnummer": (r"(?:[0-9]{2})?[0-9]{6}[-+]?[0-9]{4}", None),
    **dict.fromkeys(
        ["steuer-id", "steuerid", "steueridentifikationsnummer", "steuer-identifikationsnummer"],
        (r"[0-9]{2}[ ]?[0-9]{3}[ ]?[0-9]{3}[ ]?[0-9]{3}", None),
    ),
}
_NATIONAL_ID_RE = {
    label: re.compile(
        rf"(?i:{re.escape(label)})(?:[ .]?(?i:number|no|nr|n°))?\.?[ \t]{{0,3}}(?:[:=#\uff1a]|(?i:is)(?= )|は)?[ \t]{{0,3}}"
        rf"(?P<v>{shape})(?![0-9A-Za-z])"
    )
    for label, (shape, _) in _NATIONAL_IDS.items()
}
#: words that, before ``:`` or ``=``, ``is`` or nothing, label a password in prose and config text
_PASSWORD_IS = re.compile(
    r"(?i:(?:wi-?fi |admin |root |login |account )?(?:password|passwort|mot de passe|contraseña|pass|passcode))"
    r"[ \t]{0,3}(?:[:=\uff1a]|(?i:is|ist|est|es)(?= ))[ \t]{0,3}(?P<v>[^\s\"'<>]{6,128})"
)


def _variants(*words: str) -> list[str]:
    return sorted({v for w in words for v in (w, w.capitalize(), w.upper(), w.title())})


#: literal → rule, for the scanner's automaton (ASCII labels in lower, Capitalised, Title and UPPER case)
LABELS: dict[str, str] = {
    **dict.fromkeys(_variants("born", "dob", "d.o.b", "birth"), "dob"),
    **dict.fromkeys(_variants("geburtsdatum", "geboren am", "né le", "née le", "naissance", "nacimiento"), "dob"),
    **dict.fromkeys(_variants("nacido el", "nacida el"), "dob"),
    "生年月日": "dob",
    **{v: f"nid:{label}" for label in _NATIONAL_IDS for v in _variants(label)},
    **dict.fromkeys(_variants("password", "passwort", "mot de passe", "contraseña", "pass"), "password"),
    "NI No": "nid:ni no", **dict.fromkeys(["NI Number", "NI number"], "nid:ni number"),
    "National Insurance number": "nid:national insurance number",
    "Steuer-ID": "nid:steuer-id",
    **dict.fromkeys(_variants("iban"), "iban"),
    "Key (": "pg_key",
    **dict.fromkeys(_variants("passport", "passeport", "reisepass", "travel document"), "passport"),
    **dict.fromkeys(_variants("address", "ship to", "ship-to", "deliver to"), "address"),
    **dict.fromkeys(_variants("adresse", "anschrift", "dirección", "direccion", "indirizzo", "endereço"), "address"),
    "住所": "address",
    **dict.fromkeys(_variants("name"), "name"),
    **dict.fromkeys(_variants(*PARTY_LABELS), "party"),
    "出生": "dob", "生日": "dob", "护照": "passport", "地址": "address", "住址": "address",
    "姓名": "name", "收件人": "name", "收货人": "name", "联系人": "name",
    **dict.fromkeys(_variants("card number", "card no", "card #", "credit card", "debit card", "bank card"), "card"),
    **dict.fromkeys(_variants("account number", "account no", "acct no", "acct #", "bank account"), "card"),
    "银行卡": "card", "卡号": "card", "信用卡": "card", "借记卡": "card", "账号": "card", "帐号": "card",
    "工资卡": "card", "储蓄卡": "card", "card:": "card", "Card:": "card", "CARD:": "card", "card：": "card",
    "card ": "card", "Card ": "card", "CARD ": "card",
    "账户": "card", "帐户": "card",
    **dict.fromkeys(_variants("id number", "id no", "id card", "national id", "identity card"), "cn_id"),
    "ID number": "cn_id", "ID no": "cn_id", "ID card": "cn_id", "National ID": "cn_id", "national ID": "cn_id",
    "身份证": "cn_id", "证件号": "cn_id",
    **dict.fromkeys(["ID:", "ID：", "ID #", "ID#", "Id:", "id:", "id："], "id_colon"),
    **dict.fromkeys(_variants("cvv", "cvc", "cvv2", "cvc2", "cvn", "csc", "security code"), "cvv"),
    "安全码": "cvv",
    **dict.fromkeys(_variants("exp ", "exp.", "exp:", "exp/", "expiry", "expiration", "expires", "valid thru"), "expiry"),
    **dict.fromkeys(_variants("valid through", "good thru"), "expiry"),
    "有效期": "expiry",
    **dict.fromkeys(_variants("contract value", "contract amount", "contract price", "contract sum"), "amount"),
    **dict.fromkeys(_variants("contract total", "contract worth", "salary", "salaries", "wage"), "amount"),
    "合同金额": "amount", "合同价": "amount", "合同总": "amount", "合同额": "amount", "合同标的": "amount",
    "薪资": "amount", "工资": "amount", "年薪": "amount", "月薪": "amount", "薪酬": "amount", "薪水": "amount",
    "底薪": "amount", "年终奖": "amount", "总价款": "amount",
    **dict.fromkeys(ZH_PARTY_LABELS, "zh_party"),
    **dict.fromkeys(_variants("postcode", "post code", "postal code", "zip code", "zipcode", "zip"), "postcode"),
    "邮编": "postcode", "邮政编码": "postcode",
}  # fmt: skip
#: what :func:`label_span` needs somewhere in the text, for the scanner's RE2 pre-check (``{q}``: the
#: quote that may close a label's name before its colon)
SUSPECTS = (
    "(?i:passport|passeport|reisepass|travel document|born|d\\.?o\\.?b|birth|address|ship[ -]to|deliver[ -]to)"
    "|(?i:" + "|".join(PARTY_LABELS) + ") '[A-Z]"  # a person quoted after its label (an error's detail)
    "|(?i:name|"
    + "|".join(PARTY_LABELS)
    + "){q}?[ \\t]{{0,3}}[:=\\x{{ff1a}}]|护照|出生|生日|地址|住址|姓名|收件人|收货人|联系人"
    # card and account numbers, IDs, security codes, expiry dates, contract values and salaries: the label and,
    # right after it, what a value starts with
    "|(?i:card|account|acct|national id|identity card|security code|cvv2?|cvc2?|id[ ]?(?:number|no|card))"
    "(?i:[ ]?(?:number|num|no|code)){{0,2}}码?[ \\t:=#.\\x{{ff1a}}]{{0,6}}(?:(?i:is) )?[0-9\\x{{ff10}}-\\x{{ff19}}]"
    "|(?i:exp|expiry|expiration|expires|valid thru|valid through|good thru)(?i:[ .]?date)?[ \\t:=#.\\x{{ff1a}}]{{0,4}}"
    "(?:(?i:is|on) )?[0-9]{{1,2}}[ ]?[/-][ ]?[0-9]{{2}}|有效期[至到]?[ :\\x{{ff1a}}]{{0,3}}20[0-9]{{2}}年"
    "|(?i:salary|salaries|wages?|contract (?:value|amount|price|sum|total|worth))"
    "[ \\t:=#.\\x{{ff1a}}(),A-Za-z$\\x{{a5}}\\x{{ffe5}}\\x{{20ac}}\\x{{a3}}]{{0,16}}[0-9\\x{{ff10}}-\\x{{ff19}}]"
    "|(?:银行卡|卡号|信用卡|借记卡|账号|帐号|账户|帐户|身份证|证件|安全码|有效期)(?:号码|号|至|到)?"
    "[ \\t:=#\\x{{ff1a}}是为]{{0,4}}[0-9\\x{{ff10}}-\\x{{ff19}}]"
    "|(?:合同(?:总)?(?:金额|价款|价格|总价|总额|额|价|标的额?)|总价款|薪资|工资|年薪|月薪|薪酬|薪水|底薪|年终奖)"
    "[^0-9\\n\\[]{{0,14}}"
    "[0-9\\x{{ff10}}-\\x{{ff19}}零壹贰叁肆伍陆柒捌玖]"
    "|(?i:id)[ ]?[:#\\x{{ff1a}}][ ]?[0-9]{{17}}"
    "|(?:" + "|".join(ZH_PARTY_LABELS) + ")[ \\t]*[:\\x{{ff1a}}][ \\t]*[\\x{{4e00}}-\\x{{9fff}}A-Z]"
    "|(?i:post ?code|postal code|zip ?code|zip)[ \\t:=#\\x{{ff1a}}]{{0,4}}(?:(?i:is) )?[0-9A-Z]|(?:邮编|邮政编码)[ :\\x{{ff1a}}]{{0,3}}[0-9]"
    # national ids, birth dates and addresses in other languages, passwords in prose, PostgreSQL's ``Key (col)=(…)``
    "|(?i:nino|ni n(?:o|umber)|national insurance|dni|nif|nie|bsn|cpf|sin|social insurance|codice fiscale|nir"
    "|s[ée]curit[ée] sociale|aadhaar|personnummer|steuer-?id|steuer-?identifikationsnummer)"
    "[ .:#=\\x{{ff1a}}]{{1,10}}[0-9A-Za-z]|マイナンバー|個人番号|주민등록번호|生年月日|住所"
    "|(?i:geburtsdatum|geboren am|n[ée]e? le|naissance|nacid[oa] el|nacimiento|adresse|anschrift|direcci[oó]n"
    "|indirizzo|endere[cç]o)"
    "|(?i:password|passwort|mot de passe|contrase[nñ]a|pass|passcode)[ \\t]{{0,3}}(?:[:=\\x{{ff1a}}]|(?i:is|ist|est|es) )"
    "|(?i:name|surname|dob|phone|mobile|address|e-?mail)[\"']?[,;\\t][\"']?[A-Za-z_]"  # a CSV header
    "|Key \\([a-z_]+\\)=\\(|(?i:iban)[ \\t:=#\\x{{ff1a}}]{{0,4}}(?:(?i:is|no\\.?|nr\\.?) )?[a-z]{{2}}[0-9]{{2}}"
)

_SEP = r"[ \t]{0,3}[\"']?[ \t]{0,3}"
_DATE = (
    r"[0-9]{4}[-/.][0-9]{1,2}[-/.][0-9]{1,2}|[0-9]{1,2}[-/.][0-9]{1,2}[-/.][0-9]{4}|[0-9]{4}年[0-9]{1,2}月[0-9]{1,2}日?"
    r"|[0-9]{1,2}(?:st|nd|rd|th)?(?: of)? [A-Za-z]{3,9}\.?,? [0-9]{4}|[A-Za-z]{3,9}\.? [0-9]{1,2}(?:st|nd|rd|th)?,? [0-9]{4}"
    r"|[0-9]{8}"
)
_DOB_RE = re.compile(
    rf"(?:(?i:born(?: on)?|d\.?o\.?b\.?|birth(?:[ _-]?(?:date|day))?|geburtsdatum|geboren am|n[ée]e? le"
    rf"|(?:date de )?naissance|(?:fecha de )?nacimiento|nacid[oa] el){_SEP}(?:[:=\uff1a]|(?i:is|was|on)(?= ))?"
    rf"|(?:出生(?:日期|年月日|于|在)?|生日|生年月日)[ \t]*[是为:\uff1a]?){_SEP}(?P<v>{_DATE})(?![0-9])"
)
_PASSPORT_RE = re.compile(
    rf"(?:(?i:passport|passeport|reisepass|travel document)(?:[ \t]?(?i:nummer|number|num|no\.?|nr\.?|#|id))?"
    rf"|护照(?:号码|号)?){_SEP}(?:[:=#\uff1a]|(?i:is)(?= )|是)?{_SEP}"
    r"(?P<v>[A-Za-z]{0,2}[0-9][0-9A-Za-z]{4,10})(?![0-9A-Za-z])"
)
_ADDRESS_LABEL = re.compile(
    r"(?i:address|ship[ -]to|deliver[ -]to|adresse|anschrift|direcci[oó]n|indirizzo|endere[cç]o)"
    rf"(?P<colon>{_SEP}[:=\uff1a])?{_SEP}"
)
_ZH_ADDRESS_LABEL = re.compile(r"(?:地址|住址|住所)[ \t]*[是为:\uff1a]?[ \t]*")
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
    r"|telefon|tel[ée]fono|handy|ph|msisdn)(?:[ .]?(?i:number|no|num|nr|#))?\.?(?: (?i:me|us))?(?: (?i:at|on|is))?"
    r"[ \t]{0,2}[:=#\uff1a]?[ \t]{0,2}$"
    r"|(?:电话|手机|座机|手机号|号码|联系方式|致电|拨打)[:\uff1a ]{0,2}$|wa\.me/$"
)
_SSN_LABEL = re.compile(r"(?:^|[^A-Za-z])(?i:ssn|social security(?: number| no\.?)?)[ \t]{0,2}[:=#]?[ \t]{0,2}$")
_ID_LABEL = re.compile(
    r"(?:^|[^A-Za-z])(?i:order|invoice|inv|ref|reference|tracking|sku|case|ticket|po|serial|account|acct|id|no|number)"
    r"[ .:#=-]{0,3}$|(?:订单|发票|单号|编号)[号:\uff1a ]{0,2}$|#[ ]?$"
)
#: what may stand between a number's label and the number: blanks and a colon, ``=``, ``#``, ``is``, 是, 为
_VALUE_SEP = r"[ \t]{0,3}(?:[:=#\uff1a]|(?i:is)(?= )|是|为)?[ \t]{0,3}"
#: a card or bank account number after its label: 8-19 digits whatever their checksum (``银行卡6222…``)
_ACCOUNT_RE = re.compile(
    r"(?:(?P<card>(?i:(?:credit|debit|bank)[ ]card|card)(?:[ ]?(?i:number|num|no\.?|#))?|(?:银行卡|信用卡|借记卡|工资卡|储蓄卡|卡)(?:号码|号)?)"
    r"|(?i:bank[ ]account|account|acct)(?:[ ]?(?i:number|num|no\.?|#))?|(?:账|帐)(?:户|号)(?:号码|号)?)"
    rf"{_VALUE_SEP}(?P<v>[0-9\uff10-\uff19](?:[ \-]?[0-9\uff10-\uff19]){{7,18}})(?![0-9A-Za-z/\uff10-\uff19]|[.,][0-9])"
)
#: a resident ID after its label: 18 characters (or the old 15 digits) whatever their check digit
_CN_ID_RE = re.compile(
    r"(?:(?:(?:居民)?身份证|证件)(?:号码|号)?|(?i:id[ ]?(?:number|no\.?|card(?:[ ]number|[ ]no\.?)?)"
    r"|national[ ]id(?:[ ]number|[ ]no\.?)?|identity[ ]card(?:[ ]number|[ ]no\.?)?))"
    rf"{_VALUE_SEP}(?P<v>[0-9]{{6}}[ \-]?[0-9]{{8}}[ \-]?[0-9]{{3}}[0-9Xx]|[0-9]{{15}})(?![0-9A-Za-z])"
)
#: a card's security code after its label
_CVV_RE = re.compile(
    rf"((?i:cvv2?|cvc2?|security[ ]code)(?:[ ](?i:code|number|no\.?)|码)?|安全码){_VALUE_SEP}(?P<v>[0-9]{{3,4}})(?![0-9A-Za-z])"
)
_EXPIRY_VALUE = re.compile(r"(?:0?[1-9]|1[0-2])[ ]?[/\-][ ]?(?:20)?[0-9]{2}")
_MONTH_YEAR = rf"(?P<v>{_EXPIRY_VALUE.pattern})(?![0-9]|[/\-.][0-9])"
#: a card's expiry after its label: month and year (``exp 12/27``, ``有效期 03/2028``)
_EXPIRY_RE = re.compile(
    r"(?:(?i:exp(?:iry|iration|ires|\.)?(?:[ ]date)?|valid[ ]thru|valid[ ]through|good[ ]thru)|有效期(?:至|到)?)"
    rf"{_VALUE_SEP}(?:{_MONTH_YEAR}|(?P<zh>20[0-9]{{2}}年[0-9]{{1,2}}月))"
)
#: an expiry and a security code written right after a card's number, unlabelled (``… 1111 12/27 123``)
_CARD_TAIL = re.compile(
    r"[ \t]{0,3}[,;/|]?[ \t]{0,3}(?P<v>(?:0[1-9]|1[0-2])[ ]?/[ ]?(?:20)?[0-9]{2})(?![0-9]|/[0-9])"
    r"(?:[ \t]{0,3}[,;/|]?[ \t]{0,3}(?P<cvv>[0-9]{3,4})(?![0-9A-Za-z/.,:]))?"
)
#: a postal code after its label: UK, Canadian, US ZIP(+4), six (China) or four digits
_POSTCODE_RE = re.compile(
    rf"(?:(?i:post(?:al)?[ ]?code|zip(?:[ ]?code)?)|邮编|邮政编码){_VALUE_SEP}"
    r"(?P<v>[A-Z]{1,2}[0-9][A-Z0-9]?[ ]?[0-9][A-Z]{2}|[A-Z][0-9][A-Z][ ]?[0-9][A-Z][0-9]|[0-9]{5}-[0-9]{4}|[0-9]{4,6})"
    r"(?![0-9A-Za-z])"
)
_CURRENCY = r"(?:[$\u00a5\uffe5\u20ac\u00a3]|US\$|(?i:usd|rmb|cny|eur|gbp|hkd|jpy)|人民币|美元)"
_MONEY_UNIT = r"(?:万元|亿元|千元|元|万|亿|千|(?i:k|mn|m|million|thousand|usd|rmb|cny|eur|gbp|dollars)|美元|人民币)"
#: an amount written in financial numerals (``壹佰贰拾伍万元整``), as contracts spell it out
_ZH_NUMERALS = "(?:人民币)?[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元圆角分整]{2,40}"
_MONEY = (
    rf"(?P<cur>{_CURRENCY}[ ]?)?(?P<num>[0-9]{{1,3}}(?:,[0-9]{{3}})+(?:\.[0-9]{{1,2}})?|[0-9]+(?:\.[0-9]{{1,2}})?)"
    rf"(?P<unit>[ ]?{_MONEY_UNIT})?"
)
#: the upper end of a range (``15k-20k``, ``1.5万至2万``)
_MONEY_TO = rf"{_CURRENCY}?[ ]?[0-9][0-9,]*(?:\.[0-9]{{1,2}})?(?:[ ]?{_MONEY_UNIT})?"
#: a contract's value or a salary after its label (``合同金额：¥1,250,000.00``, ``annual salary of $85,000``,
#: ``年薪50万``); an order's or a refund's amount has no such label and stays
_AMOUNT_RE = re.compile(
    r"(?:合同(?:总)?(?:金额|价款|价格|总价|总额|额|价|标的额?)|总价款|薪资|工资|年薪|月薪|薪酬|薪水|底薪|年终奖"
    r"|(?i:contract[ ](?:value|amount|price|sum|total|worth)|salary|salaries|wages?))"
    r"(?:[(\uff08][^)\uff09\n]{0,10}[)\uff09])?"
    r"[ \t]{0,3}(?:[:=\uff1a]|(?i:is|of|was|at)(?= )|为|是|约|共计|合计|总计)?[ \t]{0,3}(?:约|共计|合计)?"
    rf"(?P<v>{_MONEY}(?![0-9A-Za-z]|[.,][0-9])(?:[ ]?[-~\uff5e至到][ ]?{_MONEY_TO}(?![0-9A-Za-z]|[.,][0-9]))?"
    rf"(?:[ ]?[(\uff08]大写[:\uff1a]?[ ]?{_ZH_NUMERALS}[)\uff09])?"
    rf"|{_ZH_NUMERALS})"
)
_AMOUNT_VALUE = re.compile(_MONEY)
_GROUPS = re.compile(r"[0-9]+")
_NOT_DIGIT = re.compile(r"[^0-9]+")
#: how far back a label's word is read (a bound, so a long run of glued words stays linear)
_WORD_MAX = 24


#: the titles before a name (``Mrs Chen``, ``Dr. Wang``, ``Frau Schneider``): prose takes the words after one as a
#: name (``agentops.redaction.prose``), and a name's pseudonym is of the name without them (:func:`normal_value`)
HONORIFICS = ("Mr", "Mrs", "Ms", "Miss", "Mx", "Dr", "Prof", "Mme", "Mlle", "Herr", "Frau", "Sr", "Sra", "Srta", "Dra")
_LEADING_HONORIFICS = re.compile(rf"(?:(?:{'|'.join(h.casefold() for h in HONORIFICS)})\.? )+")


def normal_value(kind: str, text: str) -> str:
    """The pseudonym's input for a value of ``kind`` under a key or after a label: a birth date as
    ``yyyy-mm-dd``, an ID without spaces or dashes in upper case, other text case- and space-folded
    (``Maria  Garcia`` and ``maria garcia`` are one person), a name without the titles before it (``Mrs Chen`` under
    ``customer`` is the ``Chen`` of ``last_name`` and of ``Dr Chen`` in prose: one person, one pseudonym)."""
    if kind == key_rules.BIRTH:
        return iso_date(text) or " ".join(text.split())
    if kind == key_rules.ID:
        return text.replace(" ", "").replace("-", "").upper()
    if kind == key_rules.AMOUNT:
        m = _AMOUNT_VALUE.fullmatch(text.strip())
        if m is not None:  # ``¥1,250,000.00`` and the number 1250000 are one amount
            whole, _, cents = m.group("num").replace(",", "").partition(".")
            cents = cents.rstrip("0")
            return whole + ("." + cents if cents else "") + (m.group("unit") or "").strip().lower()
    if kind == key_rules.EXPIRY and _EXPIRY_VALUE.fullmatch(text.strip()):
        return _month_year(text)
    folded = " ".join(text.split()).casefold()
    if kind == key_rules.NAME and (titled := _LEADING_HONORIFICS.match(folded)) and titled.end() < len(folded):
        return folded[titled.end() :]
    return folded


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
    if rule.startswith("nid:"):
        return _national_id(text, at, rule[4:])
    if rule == "party":
        return _party(text, at)
    if rule == "name":
        return _name(text, at)
    return _NUMBER_RULES[rule](text, at)


def _account(text: str, at: int) -> tuple[int, int, str, str] | None:
    """A card or bank account number after its label: the card's token when it is a valid card (as
    anywhere else), else ``card`` after a card label and ``account`` after an account label."""
    m = _ACCOUNT_RE.match(text, at)
    if m is None:
        return None
    digits = _NOT_DIGIT.sub("", m.group("v").translate(_ASCII_DIGITS))
    kind = key_rules.CARD if m.group("card") or card_valid(digits) else key_rules.ACCOUNT
    return m.start("v"), m.end("v"), kind, digits


def _cn_id(text: str, at: int) -> tuple[int, int, str, str] | None:
    m = _CN_ID_RE.match(text, at)
    if m is None:
        return None
    return m.start("v"), m.end("v"), "cn_id", m.group("v").replace(" ", "").replace("-", "").upper()


def _cvv(text: str, at: int) -> tuple[int, int, str, str] | None:
    """A label glued to a letter or digit before it and to its digits after (``…gCvc805/…``, random base64)
    is no label: such a one needs a separator before its value (``cardCvc: 123``)."""
    m = _CVV_RE.match(text, at)
    if m is None or (at and text[at - 1].isascii() and text[at - 1].isalnum() and m.start("v") == m.end(1)):
        return None
    return m.start("v"), m.end("v"), key_rules.SECRET, m.group("v")


def _month_year(value: str) -> str:
    """``MM/YY`` of a card's expiry written ``3/2028``, ``03-28`` or ``03 / 28``."""
    month, year = _GROUPS.findall(value)
    return f"{int(month):02d}/{year[-2:]}"


def _expiry(text: str, at: int) -> tuple[int, int, str, str] | None:
    m = _EXPIRY_RE.match(text, at)
    if m is None:
        return None
    if m.group("zh"):  # 有效期至2027年12月
        year, month = _GROUPS.findall(m.group("zh"))
        return m.start("zh"), m.end("zh"), key_rules.EXPIRY, f"{int(month):02d}/{year[-2:]}"
    return m.start("v"), m.end("v"), key_rules.EXPIRY, _month_year(m.group("v"))


def card_tail(text: str, end: int) -> list[tuple[int, int, str, str]]:
    """An expiry (and a security code after it) written right after a card number that ends at ``end``."""
    m = _CARD_TAIL.match(text, end)
    if m is None:
        return []
    out = [(m.start("v"), m.end("v"), key_rules.EXPIRY, _month_year(m.group("v")))]
    if m.group("cvv"):
        out.append((m.start("cvv"), m.end("cvv"), key_rules.SECRET, m.group("cvv")))
    return out


def _amount(text: str, at: int) -> tuple[int, int, str, str] | None:
    """A contract value or a salary: a currency, a unit or three digits at least (``salary grade 7`` stays)."""
    m = _AMOUNT_RE.match(text, at)
    if m is None:
        return None
    if m.group("num") is None:  # in financial numerals
        return m.start("v"), m.end("v"), key_rules.AMOUNT, m.group("v")
    if not m.group("cur") and not m.group("unit") and len(m.group("num").partition(".")[0]) < 3:
        return None
    money = text[m.start("v") : m.end("unit") if m.group("unit") else m.end("num")]  # the numerals after it: one value
    return m.start("v"), m.end("v"), key_rules.AMOUNT, normal_value(key_rules.AMOUNT, money)


def _postcode(text: str, at: int) -> tuple[int, int, str, str] | None:
    m = _POSTCODE_RE.match(text, at)
    return (m.start("v"), m.end("v"), key_rules.POSTCODE, normal_value(key_rules.POSTCODE, m.group("v"))) if m else None


_ID_COLON_RE = re.compile(r"(?i:id)[ ]?[:#\uff1a][ ]?(?P<v>[0-9]{17}[0-9Xx])(?![0-9A-Za-z])")


def _id_colon(text: str, at: int) -> tuple[int, int, str, str] | None:
    """18 characters after a bare ``ID:``: a resident ID when its province and birth date are real (the
    check digit may be wrong); an order or ticket number after ``ID:`` rarely has both."""
    m = _ID_COLON_RE.match(text, at)
    if m is None or not cn_id_shaped(m.group("v")):
        return None
    return m.start("v"), m.end("v"), "cn_id", m.group("v").upper()


_ZH_PARTY_RE = re.compile(rf"(?:{'|'.join(ZH_PARTY_LABELS)})[ \t]*[:\uff1a][ \t]*")


def _zh_party(text: str, at: int) -> tuple[int, int, str, str] | None:
    """A person after a Chinese person label and a colon (``客户：张伟``, ``持卡人：John Smith``): 2-4 Han
    characters led by a common surname, or two capitalised words (``客户：已确认`` and ``用户：admin`` stay)."""
    m = _ZH_PARTY_RE.match(text, at)
    return None if m is None else _name_at(text, m.end(), False, surname=True)


def _national_id(text: str, at: int, label: str) -> tuple[int, int, str, str] | None:
    """A national id after its label (``NINO: AB123456C``, ``DNI 12345678Z``, ``BSN: 111222333``), checked by its
    country's checksum where it has one."""
    m = _NATIONAL_ID_RE[label].match(text, at)
    if m is None:
        return None
    value = normal_value(key_rules.ID, m.group("v")).replace(".", "")
    check = _NATIONAL_IDS[label][1]
    return None if check is not None and not check(value) else (m.start("v"), m.end("v"), key_rules.ID, value)


def _password(text: str, at: int) -> tuple[int, int, str, str] | None:
    """A password written after its name in prose or config text (``the wifi password is Blu3Sky!Falcon``,
    ``pass=p@ssw0rd2026``): a word of six characters or more, not a placeholder nor a plain word."""
    m = _PASSWORD_IS.match(text, at)
    if m is None:
        return None
    value = m.group("v").rstrip(".,;:)")
    if len(value) < 6 or placeholder(value) or value.isalpha():
        return None
    return m.start("v"), m.start("v") + len(value), key_rules.SECRET, value


_PG_KEY = re.compile(r"Key \((?P<k>[a-z_]{1,40})\)=\((?P<v>[^)\n]{1,200})\)")


_IBAN_LABELLED = re.compile(
    r"(?i:iban)[ \t]{0,3}(?:[:=#\uff1a]|(?i:is|no\.?|nr\.?)(?= ))?[ \t]{0,3}"
    r"(?P<v>[A-Za-z]{2}[0-9]{2}(?:[ -]?[A-Za-z0-9]){11,30})(?![A-Za-z0-9])"
)


def _iban(text: str, at: int) -> tuple[int, int, str, str] | None:
    """An IBAN after its label in any case and grouping (``iban gb29nwbk…``, ``IBAN: DE44-5001-…``): the checksum
    decides, as for an IBAN written anywhere (an IBAN's trailing text is given back until the check holds)."""
    m = _IBAN_LABELLED.match(text, at)
    if m is None:
        return None
    raw = m.group("v")
    compact = raw.replace(" ", "").replace("-", "").upper()
    need = IBAN_LENGTHS.get(compact[:2])
    if need is None or len(compact) < need:
        return None
    end, taken = m.start("v"), 0
    while taken < need:  # the characters of exactly ``need`` alphanumerics
        if text[end].isalnum():
            taken += 1
        end += 1
    return (m.start("v"), end, "iban", compact[:need]) if iban_valid(compact[:need]) else None


def _pg_key(text: str, at: int) -> tuple[int, int, str, str] | None:
    """PostgreSQL's ``DETAIL:  Key (full_name)=(Ingrid Svensson) already exists.``: the value, when its column
    names personal data (its key's kind, as under a JSON key)."""
    m = _PG_KEY.match(text, at)
    if m is None:
        return None
    kind = key_rules.key_kind(m.group("k"))
    if kind == key_rules.BARE_NAME or kind in (key_rules.NAME, key_rules.ADDRESS, key_rules.BIRTH, key_rules.ID):
        kind = key_rules.NAME if kind == key_rules.BARE_NAME else kind
        return m.start("v"), m.end("v"), kind, normal_value(kind, m.group("v"))
    return None


_NUMBER_RULES = {
    "password": _password, "pg_key": _pg_key, "iban": _iban,
    "card": _account, "cn_id": _cn_id, "cvv": _cvv, "expiry": _expiry, "amount": _amount, "postcode": _postcode,
    "id_colon": _id_colon, "zh_party": _zh_party,
}  # fmt: skip


_PARTY_QUOTED = re.compile(rf"(?i:{'|'.join(PARTY_LABELS)}) (?P<q>['\u2018\u201c])")


def _party(text: str, at: int) -> tuple[int, int, str, str] | None:
    """A person's name after a person label and a colon (``Customer: Maria Garcia``), or quoted right after
    it (``customer 'Jane Doe' exists``): two capitalised words at least, as after a bare ``name:``
    (``Customer: gold tier``, ``Contact: support`` and ``customer 'Acme Corp'`` stay)."""
    m = _PARTY_LABEL.match(text, at)
    quote = ""
    if m is None:
        m = _PARTY_QUOTED.match(text, at)  # an error's ``customer 'Jane Doe' exists``: the name quoted
        if m is None:
            return None
        quote = m.group("q")
    start = m.end()
    end = latin_name_end(text, start, False)
    if end is None or role_named(text[start:end]) or (quote and text[end : end + 1] != quote):
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
    else:  # 姓名：, 收件人：…: a surname leads the name, as after 客户： (``收件人：待定``, ``姓名：必填`` stay)
        m = _ZH_NAME_LABEL.match(text, at)
        return None if m is None else _name_at(text, m.end(), True, surname=True)
    return None if m is None else _name_at(text, m.end(), qualified)


def _name_at(text: str, start: int, qualified: bool, *, surname: bool = False) -> tuple[int, int, str, str] | None:
    """The name right after a label's separator: 2-4 Han characters (led by a common surname with
    ``surname``), else Latin words (:func:`latin_name_end`)."""
    han = _HAN_NAME.match(text, start)
    if han is not None:
        if surname and not cn_name_shaped(han.group(0)):
            return None
        end = han.end()
    else:
        end = latin_name_end(text, start, qualified)
        if end is None or role_named(text[start:end]):
            return None
    value = text[start:end].rstrip(".")
    return start, start + len(value), key_rules.NAME, normal_value(key_rules.NAME, value)


def role_named(words: str) -> bool:
    """Whether capitalised words name a team, a service or a thing (a word of :data:`ROLE_WORDS`)."""
    return any(w.lower().rstrip(".") in ROLE_WORDS for w in words.split())


def latin_name_end(text: str, start: int, qualified: bool) -> int | None:
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


#: words just before a dotted quad that make it a version, not a host (``firmware 1.0.3.112``)
_VERSION_WORDS = frozenset(["firmware", "fw", "version", "ver", "v", "build", "release", "kernel", "rev", "revision"])
_IBAN_HEAD_BEFORE = re.compile(r"[A-Z]{2}[0-9]{2}[ -]$")
#: words just before a number that make it a shipment's, a part's or a batch's, not a phone (``awb 176-12345675``)
_NOT_PHONE_WORDS = frozenset(["awb", "waybill", "tracking", "part", "lot", "batch", "parcel", "shipment", "serial"])
#: a UPS tracking number's head before the digits it ends with (``1Z 999 AA1 01 2345 6784``)
_UPS_HEAD_BEFORE = re.compile(r"(?<![A-Za-z0-9])1Z[ ]?[0-9A-Z]{3}[ ]?[0-9A-Z]{3}[ ]$")


def not_this_number(text: str, start: int, kind: str) -> bool:
    """Whether what precedes a number run at ``start`` says it is not of ``kind`` after all: a dotted quad after a
    version's word, a phone's digits after a shipment's or a part's word or ending a UPS number, or digits right after an IBAN's head that failed its check (``IBAN DE00 5001 0517 …``: the
    rest of an IBAN-shaped reference, not a card)."""
    if kind == "ip":
        return _word_before(text, start) in _VERSION_WORDS
    if kind == key_rules.PHONE:
        before = text[max(0, start - 12) : start]
        return _word_before(text, start) in _NOT_PHONE_WORDS or _UPS_HEAD_BEFORE.search(before) is not None
    return start >= 5 and _IBAN_HEAD_BEFORE.search(text, start - 5, start) is not None


#: a CSV (or TSV) header: two to forty column names of a word each, the first line of a text with more lines
_CSV_HEADER = re.compile(
    r"[\"']?[A-Za-z_][\w .\-]{0,39}[\"']?(?:([,;\t])[\"']?[A-Za-z_][\w .\-]{0,39}[\"']?){1,39}\r?\n"
)
_CSV_CELL = re.compile(r'"(?:[^"]|"")*"|[^,;\t\r\n]*')
#: the kinds whose column's cells go whole (a number-like kind's cell goes when it holds digits)
_CSV_WHOLE = frozenset([key_rules.NAME, key_rules.ADDRESS, key_rules.POSTCODE, key_rules.BIRTH, key_rules.EMAIL])
_CSV_NUMBERS = frozenset([key_rules.PHONE, key_rules.ID, key_rules.CARD, key_rules.ACCOUNT])


def csv_spans(text: str) -> list[tuple[int, int, str, str]]:
    """The cells of a CSV text whose header names personal data, as under the same JSON key
    (``first_name,last_name,dob`` then ``Mia,Hoffmann,1993-02-28``; a bare ``name`` column is a person's when
    another column names personal data and the cell is shaped like a name). Other columns are left to the scan."""
    header = _CSV_HEADER.match(text)
    if header is None:
        return []
    sep = header.group(1)
    names = [c.strip().strip("\"'") for c in header.group(0).rstrip("\r\n").split(sep)]
    kinds = [key_rules.key_kind(n) for n in names]
    if not any(key_rules.personal(k) for k in kinds):
        return []
    out: list[tuple[int, int, str, str]] = []
    pos = header.end()
    for _ in range(10_000):  # lines, bounded
        if pos >= len(text):
            break
        column = 0
        while column < len(kinds):
            cell = _CSV_CELL.match(text, pos)
            start, end = cell.start(), cell.end()  # type: ignore[union-attr]
            value = text[start:end].strip('"')
            kind = kinds[column]
            if kind == key_rules.BARE_NAME:
                kind = key_rules.NAME if person_name_shaped(value) else None
            if value and (kind in _CSV_WHOLE or (kind in _CSV_NUMBERS and any(c.isdigit() for c in value))):
                q = 1 if text[start : start + 1] == '"' else 0
                out.append((start + q, end - q, kind, normal_value(kind, value)))
            pos = end
            if text[pos : pos + 1] != sep:
                break
            pos += 1
            column += 1
        nl = text.find("\n", pos)
        if nl < 0:
            break
        pos = nl + 1
    return out
