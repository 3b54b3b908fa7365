"""A second labelled set, in shapes the first one (``labelled.py``) never had: what agents' tool calls carry.

Written before any rule was changed for it (privacy3), as a bench input beside ``labelled.py``:
``python bench/redaction.py --set shapes3``. PII in shapes not seen before — URL-safe and short base64
(a JWT's payload holding an e-mail), obfuscated e-mails, keys split across fields, names after cues,
IBANs, passport and resident ID numbers, IP addresses, JSON inside a string, error messages and 4xx
bodies that echo input, log lines, notification and claim texts — and the ordinary values a tool call
carries beside them that must stay: order numbers, SKUs, tracking numbers, timestamps, versions, hashes,
amounts, references shaped like an IBAN that are none, cursors and ids in base64.

Each case is a :class:`tests.redaction.labelled.Case`; generated values (IBANs, cards, resident IDs)
carry real checksums, generated look-alikes carry wrong ones.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random

from tests.redaction.labelled import Case, _cn_id, _luhn_complete

CASES: list[Case] = []
add = CASES.append


def pii(category: str, kind: str, template: str, raw: str) -> None:
    add(Case(category, template.format(raw) if isinstance(template, str) else template, raw, kind))


def stay(category: str, payload: object) -> None:
    add(Case(category, payload))


def b64url(data: bytes | str, pad: bool = False) -> str:
    raw = data.encode() if isinstance(data, str) else data
    out = base64.urlsafe_b64encode(raw).decode()
    return out if pad else out.rstrip("=")


def b64(data: str) -> str:
    return base64.b64encode(data.encode()).decode()


def iban(country: str, bban: str) -> str:
    digits = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{country}{98 - int(digits) % 97:02d}{bban}"


def spaced(value: str) -> str:
    return " ".join(value[i : i + 4] for i in range(0, len(value), 4))


# --- base64 (URL-safe, unpadded, short) holding PII ----------------------------------------------------
_JWT_HEAD = b64url('{"alg":"HS256","typ":"JWT"}')
for claims, raw in [
    ('{"sub":"u_81","email":"jane.doe@example.com","exp":1767225600}', "jane.doe@example.com"),
    ('{"email":"li.wei@qq.com"}', "li.wei@qq.com"),
    ('{"upn":"m.garcia@contoso.com","name":"Maria Garcia"}', "m.garcia@contoso.com"),
    ('{"phone_number":"+8613812345678","iat":1764900000}', "+8613812345678"),
    ('{"preferred_username":"ops@acme.io"}', "ops@acme.io"),
    ('{"e":"a@b.io"}', "a@b.io"),
]:
    enc = b64url(claims)
    pii("base64", "email" if "@" in raw else "phone", "claims segment {} (decoded by the gateway)", enc)
for claims in ['{"email":"kai@example.org","sub":"42"}', '{"mail":"ana@x.pt"}']:
    enc = b64url(claims)
    pii("base64", "email", "Authorization header carried a payload {}", enc)
for text in [
    "jane.doe@example.com",
    "to: bob@example.net",
    "call +44 20 7946 0958",
    "a@b.io",
    "zhang@163.com",
    "Maria <maria@ex.es>",
]:
    pii("base64", "email" if "@" in text else "phone", "attachment name={}", b64url(text))
pii("base64", "email", "{}", b64url("jane.doe@example.com", pad=True))
pii("base64", "email", 'state="{}"', b64url('{"return":"/x","email":"ops+2@acme.io"}'))
pii("base64", "email", "q={}", b64("a@b.io"))  # short, padded
pii("base64", "email", "data:text/plain;base64,{}", b64("ceo@bigcorp.com"))

# --- obfuscated e-mails --------------------------------------------------------------------------------
for raw, tpl in [
    ("jane at example dot com", "write to {} for a refund"),
    ("jane.doe at example dot co dot uk", "contact: {}"),
    ("jane[at]example.com", "email {}"),
    ("jane(at)example.com", "mail {}"),
    ("jane [at] example [dot] com", "reach me at {}"),
    ("jane (at) example (dot) com", "{}"),
    ("jane{at}example{dot}com", "{}"),
    ("JANE AT EXAMPLE DOT COM", "SEND TO {}"),
    ("jane＠example.com", "邮箱：{}"),
    ("li.wei＠qq.com", "{}"),
    ("jane@example[.]com", "ioc {}"),
    ("jane[@]example.com", "{}"),
    ("jane _at_ example _dot_ com", "{}"),
    ("m.garcia AT contoso DOT com", "user {} asked"),
    ("zhang.san at 163 dot com", "邮箱 {}"),
]:
    pii("obfuscated_email", "email", tpl, raw)

# --- names after cues -------------------------------------------------------------------------------------
for raw, tpl in [
    ("Jane Doe", "Name: {}"),
    ("Jane Doe", "NAME: {}\nEmail on file"),
    ("Maria Garcia", "Full name: {}"),
    ("Maria", "Dear {},\nyour order shipped."),
    ("Ahmed Khan", "Dear {},"),
    ("王小明", "收件人：{}，电话待补"),
    ("李娜", "收件人: {}"),
    ("张伟", "收货人：{}"),
    ("陈静", "联系人：{} 已确认"),
    ("John Smith", "Attn: {}"),
    ("John Smith", "Attention: {}"),
    ("Priya Patel", "Guest: {}"),
    ("Priya Patel", "Passenger name: {}"),
    ("Olivia Brown", "Cardholder: {}"),
    ("Olivia Brown", "Recipient: {}"),
    ("Lucas Martin", "Customer name: {}"),
    ("Lucas Martin", "Bonjour {},"),
    ("Hans Müller", "Sehr geehrter Herr {},"),
    ("Emma Wilson", "Signed by: {}"),
    ("Emma Wilson", "Ship to: {}, 10 Downing Street, London"),
    ("刘洋", "尊敬的{}先生"),
    ("赵敏", "亲爱的{}女士"),
    ("黄磊", "姓名：{}"),
    ("Sofia Rossi", "Contact: {}"),
    ("Noah Taylor", "Patient: {}"),
]:
    pii("name_cue", "name", tpl, raw)

# --- keys split across fields --------------------------------------------------------------------------
pii("split_keys", "name", {"first_name": "Jane", "last_name": "Doe", "order_id": "ORD-1"}, "Jane")
pii("split_keys", "name", {"firstName": "Maria", "lastName": "Garcia"}, "Garcia")
pii("split_keys", "name", {"given_name": "Priya", "family_name": "Patel"}, "Priya")
pii("split_keys", "name", {"fname": "Olivia", "lname": "Brown"}, "Olivia")
pii("split_keys", "name", {"first": "Ahmed", "last": "Khan", "email": "x@y.io"}, "Ahmed")
pii("split_keys", "phone", {"phone_country": "+86", "phone_number": "13812345678"}, "13812345678")
pii("split_keys", "phone", {"phone_country_code": "44", "phone_number": "2079460958"}, "2079460958")
pii("split_keys", "phone", {"country_code": "+1", "phone": "4155552671"}, "4155552671")
pii("split_keys", "phone", {"dial_code": "+33", "mobile_number": "612345678"}, "612345678")
pii("split_keys", "phone", {"phoneCountryCode": "+49", "phoneNumber": "15123456789"}, "15123456789")
pii("split_keys", "address", {"address_line1": "221B Baker Street", "city": "London"}, "Baker Street")
pii("split_keys", "address", {"addressLine1": "1600 Amphitheatre Pkwy", "city": "Mountain View"}, "Amphitheatre")
pii("split_keys", "address", {"address_1": "42 Wallaby Way", "address_2": "Flat 3"}, "Wallaby")
pii("split_keys", "address", {"street_name": "Elm Street", "house_number": "13"}, "Elm Street")
pii("split_keys", "address", {"line1": "350 Fifth Avenue", "postal_code": "10118"}, "Fifth Avenue")
pii("split_keys", "address", {"street1": "1 Infinite Loop", "state": "CA"}, "Infinite Loop")
pii("split_keys", "address", {"shipping": {"line1": "10 Downing Street", "city": "London"}}, "Downing")
pii("split_keys", "address", {"收货地址": {"省": "广东省", "详细地址": "天河路385号"}}, "天河路385号")
pii("split_keys", "postcode", {"address_line1": "12 High St", "zip": "SW1A 1AA"}, "SW1A 1AA")
pii(
    "split_keys",
    "email",
    {"email_local": "jane.doe", "email_domain": "example.com", "email": "jane.doe@example.com"},
    "jane.doe@example.com",
)

# --- IBANs ---------------------------------------------------------------------------------------------
_IBANS = [
    iban("DE", "370400440532013000"),
    iban("GB", "NWBK60161331926819"),
    iban("FR", "20041010050500013M02606"),
    iban("NL", "ABNA0417164300"),
    iban("ES", "21000418450200051332"),
    iban("IT", "X0542811101000000123456"),
    iban("CH", "00762011623852957"),
    iban("BE", "539007547034"),
    iban("AT", "1904300234573201"),
    iban("PL", "109010140000071219812874"),
    iban("AE", "0331234567890123456"),
    iban("SA", "80000000608010167519"),
]
for i, value in enumerate(_IBANS):
    tpl = ["IBAN {}", "pay to {} by Friday", "{}", "收款账户 {}", "iban={}", "Konto: {}"][i % 6]
    pii("iban", "iban", tpl, value)
for value in _IBANS[:6]:
    pii("iban", "iban", "IBAN: {}", spaced(value))
pii("iban", "iban", "iban {}", _IBANS[0].lower())
pii("iban", "iban", "{}", spaced(_IBANS[1]).lower())

# --- passports, resident IDs, national IDs -----------------------------------------------------------------
_IDS = [_cn_id(p) for p in ("11010519491231002", "44030619850314123", "31011519900101001", "51010719781208332")]
for value, tpl in zip(_IDS, ["身份证号{}", "{}", "证件号码：{}", "id_no={}"], strict=True):
    pii("national_id", "cn_id", tpl, value)
pii("national_id", "cn_id", "customer {} verified", _IDS[1])
pii("national_id", "cn_id", "公民身份号码 {}", _IDS[2])
pii("national_id", "cn_id", "{}", _IDS[3][:6] + " " + _IDS[3][6:14] + " " + _IDS[3][14:])
for raw, tpl in [
    ("E12345678", "passport no. {}"),
    ("G12345678", "护照号码：{}"),
    ("533380006", "Passport Number: {}"),
    ("C01X00T47", "Reisepassnummer {}"),
    ("X1234567", "passport# {}"),
    ("AB1234567", "travel document {}"),
    ("QQ123456C", "NI number {}"),
    ("QQ 12 34 56 C", "National Insurance number: {}"),
    ("123-45-6789", "SSN {}"),
    ("078-05-1120", "ssn: {}"),
]:
    pii("national_id", "id_number" if "-" not in raw else "ssn", tpl, raw)

# --- IP addresses (docs/export.md classes them as PII) ---------------------------------------------------
for raw, tpl in [
    ("203.0.113.7", "client {}:443 refused"),
    ("198.51.100.23", "X-Forwarded-For: {}"),
    ("192.0.2.146", "login from {}"),
    ("2001:db8::1", "[{}]:8080"),
    ("2001:db8:85a3::8a2e:370:7334", "remote_ip={}"),
    ("fe80::1ff:fe23:4567:890a", "link {}"),
    ("::ffff:192.0.2.1", "peer {}"),
    ("10.1.2.3", "{}"),
    ("2001:0db8:0000:0000:0000:ff00:0042:8329", "ipv6 {}"),
    ("172.16.254.1", "src={} dst=gw"),
]:
    pii("ip", "ip", tpl, raw)

# --- JSON inside a string, error messages, 4xx echoes, logs, notifications, claim texts ---------------------
_body = json.dumps({"customer": {"email": "jane.doe@example.com", "phone": "+44 20 7946 0958"}})
pii("json_in_string", "email", {"tool": "crm.update", "body": _body}, "jane.doe@example.com")
pii("json_in_string", "phone", {"tool": "crm.update", "body": _body}, "+44 20 7946 0958")
pii("json_in_string", "phone", {"result": json.dumps({"data": json.dumps({"mobile": 13812345678})})}, "13812345678")
pii(
    "json_in_string",
    "name",
    {"result": json.dumps({"first_name": "Jane", "last_name": "Doe", "email": "j@x.io"})},
    "Doe",
)
pii("json_in_string", "iban", {"args": json.dumps({"iban": _IBANS[2]})}, _IBANS[2])
pii("json_in_string", "email", {"text": json.dumps([{"to": "bob@example.net"}])[:-3]}, "bob@example.net")
pii("error", "email", "ValueError: invalid recipient 'jane.doe@example.com'", "jane.doe@example.com")
pii("error", "phone", "smtp 550: mailbox <+86 138 1234 5678> rejected", "+86 138 1234 5678")
pii("error", "email", {"status": 422, "detail": "email 'ops@acme.io' is already registered"}, "ops@acme.io")
pii(
    "error",
    "phone",
    {"status": 400, "errors": [{"field": "phone", "value": "4155552671", "msg": "invalid"}]},
    "4155552671",
)
pii("error", "iban", {"status": 400, "error": f"IBAN {_IBANS[3]} failed validation"}, _IBANS[3])
pii("error", "card", {"status": 402, "message": "card 4111 1111 1111 1111 declined"}, "4111 1111 1111 1111")
pii(
    "error",
    "name",
    {"status": 409, "detail": "customer 'Jane Doe' exists", "input": {"full_name": "Jane Doe"}},
    "Jane Doe",
)
pii(
    "error",
    "email",
    "Traceback (most recent call last):\n  ...\nKeyError: 'jane.doe@example.com'",
    "jane.doe@example.com",
)
pii("error", "cn_id", f"校验失败：身份证 {_IDS[0]} 格式错误", _IDS[0])
pii("error", "email", {"error": {"code": 404, "message": "No user found for email=li.wei@qq.com"}}, "li.wei@qq.com")
pii("log", "email", "2026-12-05T10:00:01Z INFO auth user=jane.doe@example.com ip=203.0.113.7", "jane.doe@example.com")
pii("log", "ip", "2026-12-05T10:00:01Z INFO auth user=jane.doe@example.com ip=203.0.113.7", "203.0.113.7")
pii("log", "phone", "WARN sms.send to=+447700900123 status=queued", "+447700900123")
pii("log", "email", 'level=error msg="bounce" rcpt="m.garcia@contoso.com"', "m.garcia@contoso.com")
pii("log", "card", f"DEBUG charge pan={_luhn_complete('4539', 16)} amount=12.00", _luhn_complete("4539", 16))
pii("log", "ip", '198.51.100.23 - - [05/Dec/2026:10:00:01 +0000] "GET /x HTTP/1.1" 200', "198.51.100.23")
pii(
    "notification",
    "name",
    "Your parcel for Jane Doe at 221B Baker Street, London NW1 6XE is out for delivery",
    "Baker Street",
)
pii("notification", "email", "Reminder sent to jane.doe@example.com: approve call #3", "jane.doe@example.com")
pii("notification", "phone", "您的验证短信已发送至 138 1234 5678", "138 1234 5678")
pii("notification", "name", "Dear Mr Ahmed Khan, your refund is approved", "Ahmed Khan")
pii("notification", "name", "王小明先生，您的订单已发货", "王小明")
pii("claims", "email", "The agent said it emailed the invoice to jane.doe@example.com", "jane.doe@example.com")
pii("claims", "phone", "已致电客户 13812345678 确认退款", "13812345678")
pii("claims", "card", f"claimed: froze card {_luhn_complete('5425', 16)}", _luhn_complete("5425", 16))
pii("claims", "name", "Claimed to have refunded Ms Priya Patel", "Priya Patel")
pii("claims", "iban", f"Said the refund went to {spaced(_IBANS[4])}", spaced(_IBANS[4]))


# === look-alikes that must stay ========================================================================
rng = random.Random(3)
for i in range(20):  # order numbers
    n = rng.randint(10**7, 10**9)
    stay(
        "order",
        [f"ORD-{n}", f"order #{n % 10**6}", f"SO{20261200 + i}{n % 1000:03d}", f"PO-2026-{n % 100000:05d}"][i % 4],
    )
for i in range(15):  # SKUs and product codes
    stay(
        "sku",
        [
            f"SKU-{rng.randint(100, 999)}-{rng.choice('ABCXYZ')}{rng.randint(10, 99)}",
            f"item {rng.randint(1000, 9999)}-BLK-XL",
            f"ASIN B0{rng.randint(10**7, 10**8 - 1)}",
            f"EAN {rng.randint(10**12, 10**13 - 1)}x",
        ][i % 4],
    )
for value in [  # tracking numbers
    "1Z999AA10123456784",
    "tracking 1Z 999 AA1 01 2345 6784",
    "JD0001234567890",
    "SF1234567890123",
    "YT2212345678901",
    "EE123456789CN",
    "RR123456785GB",
    "LX123456789DE",
    "ups 1Z12345E0205271688",
    "fedex 7489 2153 4830",
    "USPS 9400 1000 0000 0000 0000 00",
    "DHL 1234567890 shipped",
    "运单号：SF1234567890123",
    "快递单号 YT2212345678901",
    "awb 176-12345675",
]:
    stay("tracking", value)
for i in range(25):  # timestamps
    t = 1764900000 + rng.randint(0, 10**7)
    stay(
        "timestamp",
        [
            f"2026-12-{1 + i % 28:02d}T10:{i:02d}:30Z",
            f"2026-12-05 10:{i:02d}:30.123456+00:00",
            str(t),
            str(t * 1000),
            f"at {t}",
            f"Sat, 05 Dec 2026 10:{i:02d}:30 GMT",
            f"20261205{100000 + i}",
            f"2026/12/05 10:{i:02d}",
        ][i % 8],
    )
for value in [  # versions
    "v2.14.3",
    "5.2.8",
    "10.0.19041.1",
    "Python 3.12.7",
    "node v20.11.1",
    "1.0.0-rc.1+build.5",
    "2026.12.05",
    "chrome/131.0.6778.86",
    "iOS 18.1.1",
    "build 20261205.3",
    "openssl 3.0.13",
    "pg 16.4",
    "django==5.2.8",
    "tag release-2026-12-05",
    "api version 2024-06-01",
]:
    stay("version", value)
for i in range(25):  # hashes and ids
    h = hashlib.sha256(str(i).encode())
    stay(
        "hash",
        [
            h.hexdigest(),
            h.hexdigest()[:12],
            "sha256:" + h.hexdigest(),
            base64.b64encode(h.digest()).decode(),
            b64url(h.digest()),
        ][i % 5],
    )
for i in range(25):  # amounts
    stay(
        "amount",
        [
            f"${rng.randint(1, 99999):,}.{rng.randint(0, 99):02d}",
            f"{rng.randint(1, 9999)},{rng.randint(0, 99):02d} €",
            f"¥{rng.randint(1, 10**6):,}.00",
            f"refund amount {rng.randint(1, 999)}.00 USD",
            f"total: {rng.randint(10**6, 10**8)}.50",
            f"退款金额：¥{rng.randint(1, 9999)}.00",
            f"GBP {rng.randint(1, 999)}.99",
        ][i % 7],
    )
for value in [  # IBAN-like references that are no IBAN (wrong check digits, no such country, creditor refs)
    "RF18 5390 0754 7034",
    "RF18539007547034",
    "DE00370400440532013000",
    "GB00NWBK60161331926819",
    "XX89370400440532013000",
    "ref DE12 3456 7890 1234",
    "invoice FR76-2026-000123",
    "case GB82-WEST-1234",
    "BIC DEUTDEFF500",
    "SWIFT NWBKGB2L",
    "NL91ABNA041716430",
    "batch ES9121000418450200051330",
    "ticket AB12CD34EF56GH78",
    "container MSCU1234565",
    "VIN 1HGCM82633A004352",
    "ISIN US0378331005",
    "LEI 5493001KJTIIGC8Y1R12",
    "Mandate ref MNDT-2026-0001",
    "GB-REF 12-34-56 7890",
    "sort code 60-16-13",
]:
    stay("iban_like", value)
for value in [  # obfuscated-e-mail look-alikes: 'at' and 'dot' in ordinary text
    "meet at noon dot 5 minutes late",
    "look at example.com for details",
    "available at docs dot python dot org",  # a site, not a mailbox
    "value at index 3",
    "see [at] the top of the page",
    "arrived at warehouse (at) 10:00",
    "priced at 3 dot 5 percent",
    "listening at 0.0.0.0",
    "served at https://example.com/at/dot",
    "at least one item; dot product",
    "the file config[at].yaml",
    "sent at 10:00 via api.example.com",
    "check the log at /var/log/app dot",
    "stored at s3://bucket/at/example.com",
    "delivered at store 12 dot com kiosk",
    "@here deploy done",
    "@jane.doe please review",
    "twitter handle @acme_support",
    "decorator @functools.cache",
    "npm @types/node@20.11.1",
    "git@github.com:org/repo.git",
    "image sha256@abc123",
    "python pkg foo@1.2.3",
]:
    stay("at_dot", value)
for value in [  # names look-alikes after cues
    "Name: Send Email",
    "Name: README.md",
    "name: send_email",
    "Dear Customer,",
    "Dear Team,",
    "Dear Sir or Madam,",
    "收件人：待定",
    "收件人：客服部",
    "联系人：暂无",
    "Attn: Accounts Payable",
    "Attention: Billing Department",
    "Guest: yes",
    "Recipient: all",
    "Customer name: (none)",
    "Contact: support",
    "Signed by: system",
    "Patient: n/a",
    "Full name: required",
    "Name: Order Lookup Tool",
    "Hello World",
    "Bonjour à tous,",
    "Cardholder: unknown",
    "姓名：必填",
    "尊敬的客户",
    "亲爱的用户",
]:
    stay("name_cue", value)
for value in [  # split-key look-alikes
    {"first": 1, "last": 20, "total": 300},
    {"first_page": "1", "last_page": "12"},
    {"country_code": "US", "currency": "USD"},
    {"country_code": "+1", "count": 12},
    {"dial_code": "+44", "country": "GB"},
    {"line1": "Widget x2", "line2": "Gadget x1"},
    {"street_view": True, "city": "London"},
    {"address_family": "AF_INET", "port": 8080},
    {"first_seen": "2026-12-05", "last_seen": "2026-12-06"},
    {"firstName": None, "lastName": None},
    {"city": "London", "country": "GB"},
    {"state": "CA", "zip": "gzip"},
    {"house_number_required": True},
    {"phone_country": "CN", "phone_verified": True},
    {"name": "send_email", "description": "Send an email"},
]:
    stay("split_keys", value)
for value in [  # IP look-alikes
    "version 10.0.19041.1",
    "OID 1.2.840.113549.1.1.11",
    "section 3.2",
    "12:30:45",
    "ratio 16:9",
    "mac-like 0a1b2c3d4e5f",
    "time 10:15:30.123",
    "bitrate 128:256:512",
    "c++ std::vector",
    "namespace app::core::io",
    "Rust crate::module::Type",
    "ipv6 support: enabled",
    "ip: pending",
    "1.2.3",
    "1.2",
]:
    stay("ip_like", value)
for value in [  # passports / IDs look-alikes
    "order 110105194912310021",
    "id 123456789012345678",
    "batch 440306198503141230",
    "passport expired",
    "passport photo uploaded",
    "travel document required",
    "NI number missing",
    "ssn: not provided",
    "ticket 123-45-67890",
    "part 078-051-120",
    "序列号 110105194912310021",
    "订单号 440306198503141238",
    "uuid 3f2504e0-4f89-11d3-9a0c-0305e82c3301",
    "request id 01J9Z8X7Y6W5V4T3S2R1Q0P9N8",
    "trace 4bf92f3577b34da6a3ce929d0e0e4736",
]:
    stay("id_like", value)
for i in range(20):  # short and URL-safe base64 without PII
    obj = [
        {"offset": i * 100},
        {"cursor": f"c_{i}", "dir": "next"},
        {"alg": "RS256", "kid": f"k{i}"},
        {"sub": f"u_{i}", "exp": 1767225600 + i, "scope": "read"},
        {"page": i, "size": 50},
    ][i % 5]
    stay(
        "base64",
        [
            "next_cursor=" + b64url(json.dumps(obj)),
            "cursor " + b64url(json.dumps(obj)),
            "jwt part " + b64url(json.dumps(obj)),
        ][i % 3],
    )
for i in range(20):
    stay(
        "base64",
        [
            b64url(rng.randbytes(rng.randint(6, 40))),
            b64("status ok " + str(i)),
            b64url(f"page={i}"),
            "etag W/" + b64url(rng.randbytes(12)),
        ][i % 4],
    )
for value in [  # error / log look-alikes without PII
    "ValueError: invalid literal for int() with base 10: 'abc'",
    {"status": 422, "detail": "field 'email' is required"},
    {"status": 400, "errors": [{"field": "phone", "msg": "missing"}]},
    {"status": 404, "detail": "run 01J9Z8X7Y6W5V4T3S2R1Q0P9N8 not found"},
    "2026-12-05T10:00:01Z INFO worker=w-3 run=r_81 step=4 ok",
    'level=info msg="lease renewed" fencing_token=1842',
    "Traceback (most recent call last):\n  File \"app.py\", line 12, in <module>\nKeyError: 'email'",
    "HTTP 429 Too Many Requests: retry after 30s",
    "smtp 421: service not available",
    {"error": {"code": 409, "message": "idempotency key reused"}},
    "your refund of $45.00 was approved",
    "Reminder: approve call #3 on run r_81",
    "已为订单 SO20261205001 发起退款 ¥120.00",
    "The agent said it refunded order #1042",
    "Claimed: froze the card ending 4242",
    "card ending in 1111",
    "last4=4242 brand=visa",
    "phone number verified",
    "email sent (message id 1764900000.1234@mx)",
    json.dumps({"body": json.dumps({"status": "ok", "count": 3})}),
    json.dumps({"tool": "search", "args": {"q": "IBAN format"}}),
    "GET /api/v1/runs/?status=failed&page=2 200 12ms",
    "pid 12345 exited with code 1",
    "retry 3/5 in 2.5s",
    "queue depth 1234567",
    "disk 512GB free 73%",
    "latency p99 1234.5 ms",
    "checkout session cs_test_a1b2c3",
    "price_1OZxYzAbCdEf",
    "invoice in_1OZxYzAbCdEf paid",
]:
    stay("message", value)
for i in range(30):  # generated ordinary tool-call argument objects
    stay(
        "tool_args",
        {
            "order_id": f"ORD-{rng.randint(10**6, 10**7)}",
            "sku": f"SKU-{rng.randint(100, 999)}",
            "qty": rng.randint(1, 9),
            "amount": round(rng.uniform(1, 5000), 2),
            "currency": rng.choice(["USD", "EUR", "CNY"]),
            "created_at": f"2026-12-{1 + i % 28:02d}T0{i % 10}:00:00Z",
            "tracking": f"1Z{rng.randint(10**9, 10**10)}",
            "version": f"{rng.randint(1, 9)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}",
        },
    )

PII_CASES = [c for c in CASES if c.pii]
STAY_CASES = [c for c in CASES if not c.pii]
