"""What a JSON key name says about the value under it.

Key names are split into words (``aws_secret_access_key`` → aws/secret/access/key, ``githubToken`` →
github/token, ``X-Api-Key`` → x/api/key) and judged on the words, so ``pin`` and ``otp`` are secrets while
``shipping`` and ``total_tokens`` are not, and ``access_token`` is while ``fencing_token`` and ``tokens_used`` are
counters (their numbers are kept).

A bare ``name`` is a tool's, a file's or a model's name as often as a person's: :data:`BARE_NAME` says
"decide by the object around it" (see ``Redactor``): it is a person's name when the object also holds a key
that names personal data (:func:`personal`: e-mail, phone, address, birth date, ID…) or sits under a key
naming a person (:data:`PARTY`: ``customer``, ``recipient``…), and its value is shaped like a name.
"""

from __future__ import annotations

import re
from itertools import pairwise

SECRET = "secret"
PHONE = "phone"
ID = "id_number"
CARD = "card"
ACCOUNT = "account"
EXPIRY = "card_expiry"
AMOUNT = "amount"
NAME = "name"
ADDRESS = "address"
POSTCODE = "postcode"
BIRTH = "dob"
EMAIL = "email"
PARTY = "party"
BARE_NAME = "name?"
#: a person's id, slug or handle (``customer_id``, ``userId``): numbers stay, a handle shaped like a name
#: (``jane-doe-1987``: ``handles.person_handle``) is the person's name
PARTY_ID = "party_id"
#: a display name (``display_name``, ``displayName``): a bare name beside a person's field, else a person's name
#: when shaped like one, as under a key naming a person (``{"displayName": "Jane Doe"}`` alone)
DISPLAY = "display_name?"
#: an idempotency key: a hash of its call's arguments (``agentops.core.keys.idem_key``), see ``Redactor.shown_key``
IDEM = "idem_key"
#: key names (their words joined) whose value is an idempotency key; a compensation's (``compensation_key``,
#: ``approvals.services``) is one too: SHA-256 over the call's arguments under ``compensate:<tool>``
IDEM_KEYS = frozenset(["idemkey", "idempotencykey", "compensationkey"])
#: a journal's chain hash (SHA-256 over the unredacted history: ``agentops.core.keys.chain_hash``), named by
#: a fork's ``parent_head_hash``: always shown as its pseudonym (``<chain_hash:…>``)
CHAIN = "chain_hash"
CHAIN_KEYS = frozenset(["parentheadhash", "headhash"])
#: a snapshot's hashes (SnapshotTaken, ``agentops.core.replay``): its ``digest``, SHA-256 of the messages it caches
#: (rebuilt from the redacted messages with a guess put back, it confirms the guess, as a chain hash would), and its
#: ``reached``, SHA-256 of each address the run's outward calls reached (``agentops.core.gate.reached_by``: a guessed
#: address, hashed, is found there); shown as pseudonyms ``<digest:…>`` in an object shaped as a snapshot's payload
#: (``consumed`` and ``n`` beside them), plain values elsewhere
DIGEST = "digest"
SNAPSHOT_HASH = "digest?"
SNAPSHOT_HASH_KEYS = frozenset(["digest", "reached"])

#: a key whose any word is one of these holds a secret
SECRET_ANYWHERE = frozenset(
    [
        "password",
        "passwd",
        "passcode",
        "passphrase",
        "secret",
        "secrets",
        "credential",
        "credentials",
        "privatekey",
        "apikey",
    ]
)
#: a key whose last word (numbers dropped) is one of these holds a secret
SECRET_LAST = frozenset(
    [
        "pwd",
        "pass",
        "token",
        "authorization",
        "auth",
        "cookie",
        "pin",
        "otp",
        "signature",
        "sig",
        "cvv",
        "cvc",
        "cvv2",
        "sessionid",
        "sid",
        "mfa",
        "totp",
        "jwt",
        "bearer",
    ]
)
#: words before ``token`` that name no credential: a lease's fencing token, a page cursor (``fencing_token``,
#: ``next_page_token``); like a usage counter (``tokens_used``, ``token_budget``) its value is a number, kept
NOT_CREDENTIAL = frozenset(["fencing", "page", "next", "continuation", "cursor", "sync", "pagination", "resume"])
#: two adjacent words that together name a secret
SECRET_PAIRS = frozenset(
    {
        ("api", "key"),
        ("private", "key"),
        ("access", "key"),
        ("secret", "key"),
        ("session", "id"),
        ("session", "key"),
        ("signing", "key"),
        ("encryption", "key"),
        ("master", "key"),
        ("account", "key"),
        ("pin", "code"),
        ("otp", "code"),
        ("security", "code"),
        ("verification", "code"),
        ("auth", "code"),
        ("set", "cookie"),
        ("client", "secret"),
        ("refresh", "token"),
    }
)
#: last words that mean a phone number (numbers under them are redacted whatever their shape)
PHONE_LAST = frozenset(
    [
        "phone",
        "mobile",
        "tel",
        "telephone",
        "fax",
        "cell",
        "cellphone",
        "msisdn",
        "whatsapp",
        "phonenumber",
        "telefon",
        "telefono",
        "telefonnummer",
        "handy",
        "handynummer",
        "portable",
        "movil",
        "celular",
        "telemovel",
    ]
)
#: last words after a phone's word that still name its number (``mobile_number``, ``tel_no``)
NUMBER_WORDS = frozenset(["number", "no", "num", "nr", "nummer"])
#: word pairs naming a national id / passport / card number
ID_PAIRS = frozenset({("id", "card"), ("id", "number"), ("national", "id"), ("passport", "number"), ("id", "no")})
ID_LAST = frozenset(
    [
        "ssn",
        "passport",
        "idcard",
        "sfz",
        "nino",
        "bsn",
        "cpf",
        "dni",
        "nif",
        "nie",
        "nir",
        "aadhaar",
        "pesel",
        "steuerid",
        "personnummer",
        "rrn",
        "codicefiscale",
        "mynumber",
        "curp",
        "rfc",
        "sozialversicherungsnummer",
    ]
)
CARD_PAIRS = frozenset(
    {("card", "number"), ("card", "no"), ("credit", "card"), ("debit", "card"), ("card", "num"), ("bank", "card")}
)
#: last words of keys that hold a card's number (``card``, ``pan``)
CARD_LAST = frozenset(["card", "pan", "cardno", "cardnumber"])
ACCOUNT_PAIRS = frozenset(
    {
        ("account", "number"),
        ("account", "no"),
        ("account", "num"),
        ("bank", "account"),
        ("acct", "no"),
        ("acct", "number"),
        ("payee", "account"),
        ("payer", "account"),
        ("beneficiary", "account"),
        ("receiving", "account"),
        ("settlement", "account"),
    }
)
EXPIRY_PAIRS = frozenset(
    {("card", "expiry"), ("card", "exp"), ("expiry", "date"), ("expiration", "date"), ("exp", "date")}
)
#: a contract's value or a salary (an order's or a refund's amount is money operators need: numeric)
AMOUNT_PAIRS = frozenset(
    {("contract", "amount"), ("contract", "value"), ("contract", "price"), ("contract", "sum"), ("contract", "total")}
)
AMOUNT_LAST = frozenset(["salary", "salaries", "wage", "wages"])

ID_PAIRS |= {("driver", "license"), ("drivers", "license"), ("driving", "licence"), ("tax", "number")}
ID_PAIRS |= {("tax", "id"), ("insurance", "number"), ("steuer", "id"), ("codice", "fiscale"), ("my", "number")}
#: words before ``name`` that make it a person's (``customer_name``, ``first name``); also read in text labels
PERSON_WORDS = frozenset(
    [
        "full",
        "first",
        "last",
        "given",
        "family",
        "middle",
        "maiden",
        "legal",
        "real",
        "customer",
        "client",
        "contact",
        "recipient",
        "sender",
        "patient",
        "user",
        "account",
        "holder",
        "cardholder",
        "card",
        "passenger",
        "guest",
        "employee",
        "applicant",
        "buyer",
        "consignee",
        "member",
        "person",
        "your",
        "my",
        "his",
        "her",
        "their",
        "billing",
        "shipping",
    ]
)
#: one-word keys that are a person's name
NAME_WORDS = frozenset(
    [
        "surname",
        "firstname",
        "lastname",
        "fullname",
        "forename",
        "givenname",
        "familyname",
        "middlename",
        "maidenname",
        "fname",
        "lname",
        "givennames",
        "vorname",
        "nachname",
        "familienname",
        "prenom",
        "apellido",
        "apellidos",
        "cognome",
        "sobrenome",
    ]
)
#: keys (their words joined) holding a person's handle, theirs as much as their name (``user_name`` was one,
#: ``username`` was not); read as keys only: a handle is no name's shape, so a text label's rule would cut it
HANDLE_KEYS = frozenset(["username", "nickname", "screenname", "loginname"])
#: one-word keys that hold a person's name beside another person's field, not alone: ``{"first": "Ahmed",
#: "last": "Khan", "email": …}``, ``{"prenom": …, "nom": …}`` (``{"first": 1, "last": 20}`` stays: no name's shape)
SPLIT_NAME_WORDS = frozenset(["first", "last", "given", "family", "nom", "nombre", "nome"])
#: keys in other scripts, whole (``{"姓": "山田", "名": "太郎"}``: a suffix would take ``文件名``); case-folded
FOREIGN_KEYS = {
    "姓": NAME, "名": BARE_NAME, "氏名": NAME, "名前": NAME, "お名前": NAME, "姓名": NAME, "住所": ADDRESS,
    "生年月日": BIRTH, "電話": PHONE, "電話番号": PHONE, "携帯": PHONE, "携帯番号": PHONE, "郵便番号": POSTCODE,
    "straße": ADDRESS, "strasse": ADDRESS, "anschrift": ADDRESS, "adresse": ADDRESS, "dirección": ADDRESS,
    "direccion": ADDRESS, "indirizzo": ADDRESS, "endereço": ADDRESS, "prénom": NAME, "straße_hausnummer": ADDRESS,
}  # fmt: skip
#: last words of keys whose object is a person (a bare ``name`` inside is theirs)
PARTY_WORDS = frozenset(
    [
        "customer",
        "contact",
        "recipient",
        "sender",
        "patient",
        "buyer",
        "consignee",
        "guest",
        "passenger",
        "employee",
        "applicant",
        "cardholder",
        "holder",
        "payee",
        "payer",
        "beneficiary",
        "receiver",
        "addressee",
        "person",
        "member",
        "user",
        "shipper",
        "guardian",
        "requester",
        "requestor",
        "attendee",
        "signer",
        "signatory",
        "assignee",
        # who holds or made a record, in the APIs agents call (Slack, Graph, Jira: ``owner.displayName``,
        # ``reporter``): a person's account. An organisation's or a team's name there stays (a handle, ``Acme
        # Corp``, ``Billing Team``: ``labels.ROLE_WORDS``). ``author`` too (a post's, a commit's, a document's):
        # a document holding one is decoded rather than read on its text (``{"author": "Jane Doe"}`` showed)
        "owner",
        "author",
        "authors",
        "creator",
        "reporter",
        "organizer",
        "organiser",
        "reviewer",
        "approver",
        "submitter",
        "inviter",
        "invitee",
    ]
)
#: words before ``name`` that make it a person's: the adjectives above and every :data:`PARTY_WORDS` word
#: (``payee_name``, ``guardianName``)
PERSON_WORDS |= PARTY_WORDS
ADDRESS_LAST = frozenset(["address", "addr", "street", "streetaddress", "addressline"])
#: words before ``address`` that make it a network, mail, memory or wallet address, not a street
NOT_STREET = frozenset(
    [
        "ip",
        "ipv4",
        "ipv6",
        "v4",
        "v6",
        "email",
        "e",
        "mail",
        "mac",
        "remote",
        "local",
        "server",
        "bind",
        "listen",
        "host",
        "wallet",
        "contract",
        "memory",
        "base",
        "web",
        "url",
        "proxy",
        "gateway",
        "broadcast",
        "network",
        "socket",
        "peer",
        "reply",
        "from",
        "to",
        "sender",
        "hardware",
        "node",
        "device",
        "public",
        "multicast",
        "deposit",
        "token",
        "smart",
        "eth",
        "btc",
        "bitcoin",
        "return",
    ]
)
POSTCODE_SQUASHED = frozenset(["zip", "zipcode", "postcode", "postalcode", "plz", "pincode"])
BIRTH_WORDS = frozenset(
    ["dob", "birthday", "birthdate", "bday", "geburtsdatum", "geburtstag", "nacimiento", "naissance", "nascimento"]
)
#: Chinese key names (no ASCII words to split), by suffix
_ZH_KINDS = (
    ("姓名", NAME), ("收件人", NAME), ("收货人", NAME), ("联系人", NAME), ("地址", ADDRESS), ("住址", ADDRESS),
    ("邮编", POSTCODE), ("出生日期", BIRTH), ("生日", BIRTH), ("电话", PHONE), ("手机", PHONE), ("手机号", PHONE),
    ("身份证", ID), ("身份证号", ID), ("护照", ID), ("护照号", ID), ("身份证号码", ID), ("证件号", ID), ("证件号码", ID),
    ("银行卡", CARD), ("卡号", CARD), ("银行卡号", CARD), ("信用卡号", CARD), ("账号", ACCOUNT), ("帐号", ACCOUNT),
    ("账户", ACCOUNT), ("银行账号", ACCOUNT), ("银行账户", ACCOUNT), ("有效期", EXPIRY), ("密码", SECRET),
    ("口令", SECRET), ("安全码", SECRET), ("验证码", SECRET), ("合同金额", AMOUNT), ("合同价款", AMOUNT),
    ("合同总价", AMOUNT), ("合同总额", AMOUNT), ("薪资", AMOUNT), ("工资", AMOUNT), ("年薪", AMOUNT), ("月薪", AMOUNT),
    ("薪酬", AMOUNT), ("薪水", AMOUNT), ("客户", PARTY), ("顾客", PARTY), ("用户", PARTY), ("收款人", PARTY),
    ("付款人", PARTY), ("持卡人", PARTY), ("申请人", PARTY), ("乘客", PARTY), ("患者", PARTY), ("寄件人", PARTY),
)  # fmt: skip
_PERSONAL = frozenset([PHONE, ID, CARD, ACCOUNT, EXPIRY, NAME, ADDRESS, POSTCODE, BIRTH, EMAIL])

#: last words of keys whose numbers are counters, ids, times or money, never PII (``seq``, ``limit``, ``created_at``)
NUMERIC_LAST = frozenset(
    [
        "id",
        "ids",
        "seq",
        "count",
        "total",
        "amount",
        "price",
        "qty",
        "quantity",
        "ts",
        "timestamp",
        "time",
        "at",
        "ms",
        "us",
        "ns",
        "size",
        "bytes",
        "limit",
        "offset",
        "step",
        "index",
        "version",
        "len",
        "length",
        "duration",
        "elapsed",
        "cents",
        "balance",
        "tokens",
        "code",
        "status",
        "port",
        "pid",
        "epoch",
    ]
)
NUMERIC = "numeric"

_WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")


def words(key: str) -> list[str]:
    """The lower-case words of a key name: snake, kebab, dotted and camel case."""
    return [w.lower() for w in _WORD.findall(key)]


def key_kind(key: str, extra_secrets: frozenset[str] = frozenset()) -> str | None:
    """``secret``, ``phone``, ``id_number``, ``card``, ``idem_key``, ``chain_hash``, ``numeric`` or None for the value under ``key``."""
    foreign = FOREIGN_KEYS.get(key.casefold())
    if foreign is not None:
        return foreign
    ws = words(key)
    if not ws:
        return next((kind for suffix, kind in _ZH_KINDS if key.endswith(suffix)), None)
    squashed = "".join(ws)
    if squashed in IDEM_KEYS:
        return IDEM
    if squashed in CHAIN_KEYS:
        return CHAIN
    if squashed in SNAPSHOT_HASH_KEYS:
        return SNAPSHOT_HASH
    if squashed in extra_secrets or "_".join(ws) in extra_secrets:
        return SECRET
    letters = [w for w in ws if not w.isdigit()] or ws
    if any(w in SECRET_ANYWHERE for w in ws) or (letters[-1] in SECRET_LAST and credential(letters)):
        return SECRET
    pairs = set(pairwise(ws))
    if pairs & SECRET_PAIRS or squashed in SECRET_ANYWHERE:
        return SECRET
    if letters[-1] in PHONE_LAST or squashed in PHONE_LAST or (len(letters) > 1 and _phone_number(letters)):
        return PHONE
    if letters[-1] in ID_LAST or pairs & ID_PAIRS:
        return ID
    if pairs & CARD_PAIRS or letters[-1] in CARD_LAST:
        return CARD
    if pairs & ACCOUNT_PAIRS:
        return ACCOUNT
    if pairs & EXPIRY_PAIRS:
        return EXPIRY
    if pairs & AMOUNT_PAIRS or letters[-1] in AMOUNT_LAST:
        return AMOUNT
    counted = letters[-1] in NUMERIC_LAST or "token" in letters or "tokens" in letters  # tokens_used, fencing_token
    return _personal_kind(ws, letters, squashed) or (NUMERIC if counted else None)


def _phone_number(letters: list[str]) -> bool:
    """``mobile_number``, ``phone_no``, ``tel_nr``: a phone's word, then a number's."""
    return letters[-1] in NUMBER_WORDS and letters[-2] in PHONE_LAST


def credential(letters: list[str]) -> bool:
    """Whether a key ending in ``token`` (or another :data:`SECRET_LAST` word) names a credential: ``token``,
    ``access_token``, ``githubToken`` do; ``fencing_token`` and ``next_page_token`` (:data:`NOT_CREDENTIAL`) do not."""
    return not (letters[-1] == "token" and len(letters) > 1 and letters[-2] in NOT_CREDENTIAL)


def _personal_kind(ws: list[str], letters: list[str], squashed: str) -> str | None:
    """name, address, postcode, birth date, e-mail, party or a bare name, from the words of a key."""
    last = letters[-1]
    before = letters[-2] if len(letters) > 1 else ""
    if squashed in SPLIT_NAME_WORDS:
        return BARE_NAME
    if squashed == "displayname":
        return DISPLAY
    if len(letters) == 2 and last in ("id", "slug", "handle") and before in PARTY_WORDS:
        return PARTY_ID
    if squashed in HANDLE_KEYS:
        return NAME
    if last == "name":
        if before == "street":
            return ADDRESS  # street_name (beside a house_number)
        return BARE_NAME if len(letters) == 1 else NAME if before in PERSON_WORDS else None
    if last in NAME_WORDS or squashed in NAME_WORDS:
        return NAME
    if (before, last) in (("address", "line"), ("street", "line")):
        return ADDRESS
    if last in ADDRESS_LAST:
        if before in ("email", "mail", "e"):
            return EMAIL
        return None if before in NOT_STREET else ADDRESS
    if squashed in POSTCODE_SQUASHED or last in POSTCODE_SQUASHED or (before, last) in _POSTCODE_PAIRS:
        return POSTCODE
    if any(w in BIRTH_WORDS for w in ws) or (last == "birth" and before not in ("place", "country", "city")):
        return BIRTH  # dob, birthday, birthDate, date_of_birth (not place_of_birth, birth_rate)
    if before == "birth" and last in ("date", "day", "dt"):
        return BIRTH
    if last in ("email", "mail") or squashed == "emailaddress":
        return EMAIL
    if last == "by" and len(letters) == 2 and before in _RECORD_ACTS:
        return PARTY  # who did a record's act: ``created_by``, ``approvedBy``, ``written_by`` (not ``sort_by``)
    if last == "to" and len(letters) == 2 and before in _HANDED_TO:
        return PARTY  # who a record went to: ``assigned_to``, ``escalatedTo`` (not ``reply_to``, ``sent_to``)
    return PARTY if last in PARTY_WORDS and len(letters) <= 2 else None


#: acts on a record whose ``…_by`` names the person who did them (``created_by``, ``approvedBy``). Not the journal's
#: own ``verified_by`` / ``confirmed_by`` / ``revealed_by`` / ``released_by`` / ``cancelled_by`` / ``compensated_by``:
#: they hold a role (``server``, ``agent``, ``operator``) or an operator's login, in every verification's payload —
#: read as a person's key, each such payload left the clean-JSON fast path (an export's redaction +60% CPU)
_RECORD_ACTS = frozenset(
    ["created", "updated", "modified", "edited", "changed", "approved", "requested", "submitted", "reviewed",
     "assigned", "owned", "signed", "written", "authored", "reported", "uploaded", "deleted", "removed", "added",
     "closed", "resolved", "opened", "raised", "filed", "booked", "ordered", "placed", "made", "sent", "paid",
     "initiated", "triggered", "issued", "accepted", "rejected", "declined", "invited", "referred", "managed"]
)  # fmt: skip
#: acts whose ``…_to`` names the person a record was handed to (``assigned_to``); ``sent_to`` / ``reply_to`` hold an
#: address, found as one
_HANDED_TO = frozenset(["assigned", "escalated", "forwarded", "delegated", "transferred", "routed", "reassigned"])
_POSTCODE_PAIRS = frozenset({("postal", "code"), ("zip", "code"), ("post", "code"), ("postcode", "code")})


#: kinds whose object holds the number in a child key (``{"phone": {"country_code": "+81", "number": "90-…"}}``)
NUMBER_PARENTS = frozenset([PHONE, ID, CARD, ACCOUNT])
_NUMBER_CHILDREN = frozenset(["number", "no", "num", "value", "nationalnumber", "localnumber", "subscribernumber"])


def number_child(key: str) -> bool:
    """Whether a key inside a phone's, an ID's or a card's object holds its number (``number``, ``national_number``)."""
    return "".join(words(key)) in _NUMBER_CHILDREN


#: keys whose string names the field a sibling ``value`` belongs to (a validation error's ``{"field": "phone",
#: "value": "4155552671"}``, a form's ``{"name": "email", "value": …}``)
_FIELD_NAMERS = ("field", "name", "key", "param", "parameter", "attribute", "path", "loc")
FIELD_VALUES = frozenset(["value", "input", "received", "given", "provided", "got", "rejected_value", "rejectedValue"])


def named_field(obj: dict[object, object]) -> str | None:
    """The kind a sibling ``value`` has when the object names its field (``{"field": "phone", "value": …}``):
    a phone, a card, an account or an e-mail, or None."""
    for namer in _FIELD_NAMERS:
        field = obj.get(namer)
        if type(field) is str and 0 < len(field) <= 40:
            kind = key_kind(field.rsplit(".", 1)[-1])
            if kind in _NAMED_KINDS:
                return kind
    return None


#: what a named field's value can be: kinds whose values hold digits or an ``@``, so that a document read on its
#: text (``Redactor.redact_stored``) is looked at as a whole when it holds one
_NAMED_KINDS = frozenset([PHONE, CARD, ACCOUNT, EMAIL])


def field_class(key: str) -> int:
    """For a document read on its text: 16 for a key holding a named field's value, 32 for a key naming a field
    (besides ``name``), 64 for a chat message's ``role`` (:func:`speaker`), 1 for any other plain key; a document
    holding both of the first two kinds, or a ``role`` and a bare ``name``, is decoded."""
    return 16 if key in FIELD_VALUES else 32 if key in _FIELD_NAMERS and key != "name" else 64 if key == "role" else 1


#: the roles of a chat message (OpenAI's format) whose ``name`` is its participant's: a ``tool`` or ``function``
#: message's ``name`` is the tool's
SPEAKER_ROLES = frozenset(["user", "assistant", "system", "developer"])


def speaker(obj: dict[object, object]) -> bool:
    """Whether an object is a chat message whose bare ``name`` names its participant, a person
    (``{"role": "user", "name": "Jane Doe", "content": …}``)."""
    role = obj.get("role")
    return type(role) is str and role in SPEAKER_ROLES


def personal(kind: str | None) -> bool:
    """Whether a key of this kind names personal data (a bare ``name`` beside it is then a person's)."""
    return kind in _PERSONAL
