"""A labelled set of values people store in agent payloads: PII and secrets that must go, look-alikes that must stay.

Each :class:`Case` is a payload (a string, a number or a small JSON object), the category it belongs to,
and for PII the raw fragment that must not survive plus the pseudonym kind that must replace it. Used by
``tests/redaction/test_labelled.py`` (every case) and ``bench/redaction.py`` (recall, false positives and
MB/s per category). Generated values (cards, resident IDs) carry real checksums.
"""

from __future__ import annotations

import base64
import hashlib
import uuid
from dataclasses import dataclass
from typing import Any

from agentops.core.keys import event_id, execution_id, idem_key


@dataclass(frozen=True)
class Case:
    category: str
    payload: Any
    raw: str | None = None  # the fragment that must be gone (None: a look-alike that must stay unchanged)
    kind: str | None = None  # the pseudonym kind expected in its place

    @property
    def pii(self) -> bool:
        return self.raw is not None


def _luhn_complete(prefix: str, length: int) -> str:
    body = (prefix + "3141592653589793238462643")[: length - 1]
    for check in "0123456789":
        digits = body + check
        total = 0
        for i, ch in enumerate(reversed(digits)):
            d = int(ch)
            if i % 2:
                d = d * 2 - 9 if d > 4 else d * 2
            total += d
        if total % 10 == 0:
            return digits
    raise AssertionError


def _cn_id(first17: str) -> str:
    weights = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    return first17 + "10X98765432"[sum(int(d) * w for d, w in zip(first17, weights, strict=True)) % 11]


def _group(digits: str, sizes: tuple[int, ...], sep: str) -> str:
    out, pos = [], 0
    for n in sizes:
        out.append(digits[pos : pos + n])
        pos += n
    return sep.join(out)


def _pii(category: str, kind: str, template: str, raw: str) -> Case:
    return Case(category, template.format(raw), raw, kind)


CASES: list[Case] = []
add = CASES.append

# --- e-mail -----------------------------------------------------------------------------------------
for raw, tpl in [
    ("zhang.san@example.com.cn", "Contact {} today"),
    ("AP-Team+invoices@acme-corp.co.uk", "cc: Finance <{}>"),
    ("li.wei@qq.com", "联系邮箱{}谢谢"),
    ("wangfang@163.com", "客户{}已确认"),
    ("support@shop.example", "请发送至{}，我们会处理"),
    ("j.doe@sub.mail.example.org", "{}"),
    ("first_last@example.io", "email={}"),
    ("o'brien@example.ie", "owner {} replied"),
    ("user%tag@example.net", "routing {}"),
    ("MixedCase@Example.COM", "From: {}"),
    ("a@b.io", "to {}"),
    ("x.y.z@very-long-domain-name-for-testing.example.travel", "({})"),
    ("12345@student.uni.edu", "student {}"),
    ("sales@example.de", "Bitte an {} senden."),
    ("test.user+filter@gmail.com", '"{}"'),
    ("noreply@notifications.example.app", "[{}]"),
    ("anna@例え.jp", "mailto:{}"),
    ("ceo@bigcorp.com", "ceo is {}; cfo is cfo@bigcorp.com"),
    ("h@x.cn", "你好{}"),
    ("billing@example.com", "Error: mailbox {} full"),
]:
    add(_pii("email", "email", tpl, raw))
# --- phones -----------------------------------------------------------------------------------------
for raw, tpl in [
    ("13812345678", "客户手机{}，请回电"),
    ("+86 139 1234 5678", "mobile {}"),
    ("+86-158-0000-1234", "tel:{}"),
    ("138 1234 5678", "call {}"),
    ("1381 234 5678", "号码 {}"),
    ("138-1234-5678", "手机：{}"),
    ("8613712345678", "wx {}"),
    ("１３８１２３４５６７８", "全角{}"),
    ("+8615011112222", "E.164 {}"),
    ("17612345678", "{}"),
    ("+1 (415) 555-2672", "US office {}"),
    ("+1.415.555.2674", "call {} now"),
    ("+1 415 555 2671", "{}"),
    ("(415) 555-2673", "desk {}"),
    ("415-555-2675", "cell: {}"),
    ("415.555.2676", "ph {}"),
    ("1-800-555-0199", "toll free {}"),
    ("+44 20 7946 0958", "UK {}"),
    ("+4915123456789", "DE {}"),
    ("+33 1 42 68 53 00", "Paris {}"),
    ("+49 30 901820", "Berlin {}"),
    ("+81-3-1234-5678", "Tokyo {}"),
    ("010-12345678", "座机{}"),
    ("0755-1234567", "深圳电话 {}"),
    ("＋86 138 1234 5679", "全角加号{}"),
    # a query string's '+' for a blank (a form's urlencode), a country code in parentheses
    ("+86+138+1234+5678", "https://cb.example/notify?p={}&lang=en"),
    ("+1+415+555+2677", "?to={}"),
    ("(86)13812345678", "{}"),
    ("(86)13912345678", "联系电话{}"),
    ("(44)2079460958", "London office {}"),
    # eight digits after a country code in parentheses (Hong Kong, Singapore)
    ("(852)91234567", "HK {}"),
    ("(65)91234567", "Singapore {}"),
]:
    add(_pii("phone", "phone", tpl, raw))
# --- base64 that decodes to text holding PII (a data: URL, an attachment, a header) -------------------
for text, kind, tpl in [
    ("jane.doe@example.com", "email", "attachment {}"),
    ("phone 13812345678", "phone", "data:text/plain;base64,{}"),
    ('{"to": "wang.fang@example.com"}', "email", '{{"body": "{}"}}'),
    ("客户手机13912345678", "phone", "payload={}"),
    ("card 4539 1488 0343 6467", "card", "X-Context: {}"),
]:
    add(_pii("base64", kind, tpl, base64.b64encode(text.encode()).decode()))
# --- bank cards (Luhn) ------------------------------------------------------------------------------
for prefix, length, sizes, sep, tpl in [
    ("4111", 16, (4, 4, 4, 4), " ", "Visa {} exp 12/28"),
    ("4000", 16, (16,), "", "card {}"),
    ("5555", 16, (4, 4, 4, 4), "-", "MasterCard {}"),
    ("2221", 16, (4, 4, 4, 4), " ", "MC 2-series {}"),
    ("3782", 15, (4, 6, 5), " ", "Amex {}"),
    ("6222", 19, (19,), "", "银联卡号{}"),
    ("6214", 16, (16,), "", "UnionPay {}"),
    ("6011", 16, (4, 4, 4, 4), " ", "Discover {}"),
    ("3530", 16, (16,), "", "JCB {}"),
    ("3056", 14, (4, 6, 4), " ", "Diners {}"),
    ("6250", 16, (4, 4, 4, 4), " ", "卡 {} 已绑定"),
    ("4539", 16, (16,), "", "pan={}"),
    ("5105", 16, (16,), "", "{}"),
    ("4929", 13, (13,), "", "old visa {}"),
    ("6304", 18, (18,), "", "maestro {}"),
]:
    add(_pii("card", "card", tpl, _group(_luhn_complete(prefix, length), sizes, sep)))
# --- mainland-China resident IDs (MOD 11-2) ---------------------------------------------------------
for first17, tpl, fmt in [
    ("11010519491231002", "身份证号 {} 已核验", "plain"),
    ("44030519900307123", "ID {}", "plain"),
    ("31011519851120401", "证件号码：{}", "spaced"),
    ("51010720000229654", "{}", "plain"),
    ("32010219780101002", "sfz {}", "lower"),
    ("65010219991231001", "新疆 {}", "spaced2"),
    ("12010119800515523", "天津{}", "plain"),
    ("82000019700101001", "澳门 {}", "plain"),
    ("37020219881212121", "{}号", "dash"),
    ("21010219950808111", "id={}", "plain"),
]:
    full = _cn_id(first17)
    shown = {
        "plain": full,
        "lower": full.lower(),
        "spaced": _group(full, (6, 8, 4), " "),
        "spaced2": _group(full, (3, 3, 4, 4, 4), " "),
        "dash": _group(full, (6, 8, 4), "-"),
    }[fmt]
    add(_pii("cn_id", "cn_id", tpl, shown))
# --- IBAN (MOD 97) ----------------------------------------------------------------------------------
for raw, tpl in [
    ("DE89 3704 0044 0532 0130 00", "IBAN {}"),
    ("DE89370400440532013000", "iban={}"),
    ("GB29 NWBK 6016 1331 9268 19", "pay to {}"),
    ("FR1420041010050500013M02606", "compte {}"),
    ("NL91ABNA0417164300", "rekening {}"),
    ("CH9300762011623852957", "{}"),
    ("ES9121000418450200051332", "cuenta {}"),
    ("IT60X0542811101000000123456", "conto {}"),
]:
    add(_pii("iban", "iban", tpl, raw))
# --- IP addresses -----------------------------------------------------------------------------------
for raw, tpl in [
    ("192.168.10.24", "client {} via proxy"),
    ("10.0.0.1", "from {}."),
    ("203.0.113.77", "X-Forwarded-For: {}"),
    ("8.8.8.8", "dns {}"),
    ("255.255.255.0", "mask {}"),
    ("2001:db8::8a2e:370:7334", "v6 {}"),
    ("fe80::1%eth0", "link-local {}"),
    ("2001:0db8:85a3:0000:0000:8a2e:0370:7334", "full {}"),
    ("::1", "loopback {} and more"),
    ("172.16.254.1", "登录IP：{}"),
]:
    add(_pii("ip", "ip", tpl, raw) if raw != "::1" else Case("ip", tpl.format(raw), "::1", "ip"))
# --- US SSN -----------------------------------------------------------------------------------------
for raw in ["123-45-6789", "078-05-1121", "219-09-9999", "536-22-1234", "401-13-5555", "123456789", "078 05 1121"]:
    add(_pii("ssn", "ssn", "SSN {} on file", raw))
add(_pii("ssn", "ssn", "social security number: {}", "536221234"))
# --- tokens in free text ----------------------------------------------------------------------------
for raw, tpl in [
    ("sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0fGh3iJk", "OPENAI_API_KEY {}"),
    ("sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdEFGH", "key {} here"),
    ("sk-1234567890abcdefghijABCDEFGHIJ1234567890abcd", "old key {}"),
    ("ghp_16C7e42F292c6912E7710c838347Ae178B4a", "git push with {}"),
    ("gho_16C7e42F292c6912E7710c838347Ae178B4a", "oauth {}"),
    ("github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJ", "{}"),
    ("AKIAIOSFODNN7EXAMPLE", "aws id {}"),
    ("ASIAY34FZKBOKMUTVV7A", "sts {}"),
    (
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
        "jwt {}",
    ),
    ("eyJhbGciOiJub25lIn0.eyJ1c2VyIjoiYWxpY2UifQ.", "unsigned {}"),
    ("xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx", "slack {}"),
    ("sk_live_4eC39HqLyjWDarjtT1zdp7dc", "stripe {}"),
    ("rk_test_51Hh2abcDEFghiJKLmnoPQRstu", "{}"),
    ("AIzaSyD-1234567890abcdefghijklmnopqrstu", "maps key {}"),
    ("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", "sendgrid {}"),
    ("npm_abcdefghijklmnopqrstuvwxyz0123456789", "//registry/:_authToken {}"),
    ("glpat-xxxxXXXXxxxxXXXXxxxx", "gitlab {}"),
    ("aok_1a2b3c4d5e6f_Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0Fe-dCbA_9876543", "agent key {}"),
    ("hf_AbCdEfGhIjKlMnOpQrStUvWxYz01234567", "hugging {}"),
    ("SK0123456789abcdef0123456789abcdef", "twilio {}"),
    ("0123456789abcdef0123456789abcdef-us21", "mailchimp {}"),
    ("AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==", "{}"),
    ("1234567890:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1", "telegram {}"),
    ("sq0atp-1234567890abcdefghijkl", "square {}"),
]:
    add(_pii("token", "secret", tpl, raw))
# --- key=value and header secrets in free text ------------------------------------------------------
for text, raw in [
    ("GET /callback?token=9f8e7d6c5b4a&state=ok", "9f8e7d6c5b4a"),
    ("login failed, password=hunter2!", "hunter2!"),
    ('config: {"api_key": "abc123def456"}', "abc123def456"),
    ("PASSWORD: Tr0ub4dor&3", "Tr0ub4dor"),
    ("pin=4821 accepted", "4821"),
    ("your otp: 739201", "739201"),
    ("access_token=ya29.a0AfH6SMBx", "ya29.a0AfH6SMBx"),
    ("client_secret=GOCSPX-abc123XYZ", "GOCSPX-abc123XYZ"),
    ("Authorization: Bearer 8f14e45fceea167a5a36dedd4bea2543", "8f14e45fceea167a5a36dedd4bea2543"),
    ("Authorization: Basic dXNlcjpwYXNzd29yZA==", "dXNlcjpwYXNzd29yZA=="),
    ("postgres://app:s3cr3tpw@db.internal:5432/prod", "s3cr3tpw"),
    ("https://user:hunter22@example.com/x", "hunter22"),
    ("-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA7\n-----END RSA PRIVATE KEY-----", "MIIEpAIBAAKCAQEA7"),
    ("sig=0a1b2c3d4e5f&se=2026-01-01", "0a1b2c3d4e5f"),
    ("secret: correct-horse-battery", "correct-horse-battery"),
]:
    add(Case("secret_text", text, raw, "secret"))
# --- secrets under telling key names ----------------------------------------------------------------
for key, raw in [
    ("password", "hunter2"),
    ("db_password", "p@ss w0rd"),
    ("api_key", "k-123"),
    ("apiKey", "k-456"),
    ("X-Api-Key", "live_1234567890"),
    ("Authorization", "Token abc"),
    ("token", "t0k"),
    ("githubToken", "gh-short"),
    ("secret_key", "django-insecure-xyz"),
    ("aws_secret_access_key", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
    ("passcode", "2468"),
    ("pin", "0000"),
    ("otp", "123456"),
    ("signature", "3045022100ab"),
    ("client_secret", "cs_1"),
    ("refresh_token", "rt_1"),
    ("private_key", "MIIBVwIBADANBgkq"),
    ("Cookie", "sessionid=abc123"),
    ("session_id", "s-998877"),
    ("cvv", "737"),
    ("x-hub-signature-256", "sha256=abcdef0123"),
    ("credentials", "user:pass"),
]:
    add(Case("secret_key", {key: raw}, raw, "secret"))
for key, raw in [("pin", 1234), ("otp", 987654), ("passcode", 20240101)]:
    add(Case("secret_key", {key: raw}, str(raw), "secret"))
# --- PII stored as JSON numbers -----------------------------------------------------------------------
for value, kind in [
    (13812345678, "phone"),
    (8613912345678, "phone"),
    (int(_luhn_complete("4111", 16)), "card"),
    (int(_luhn_complete("6222", 19)), "card"),
    (int(_cn_id("44030519900307123")) if _cn_id("44030519900307123")[-1] != "X" else 0, "cn_id"),
    (15900001111, "phone"),
]:
    if value:
        add(Case("json_number", {"value": value}, str(value), kind))
for key, value in [("phone", 4155552671), ("mobile", 2025550143), ("tel", 442079460958), ("fax", 861012345678)]:
    add(Case("json_number", {key: value}, str(value), "phone"))
# --- PII used as dict keys --------------------------------------------------------------------------
for key, kind in [
    ("alice@example.com", "email"),
    ("13812345678", "phone"),
    ("+1 (415) 555-2672", "phone"),
    (_luhn_complete("4111", 16), "card"),
    (_cn_id("11010519491231002"), "cn_id"),
    ("203.0.113.9", "ip"),
    ("联系人 bob@example.org", "email"),
]:
    add(Case("dict_key", {key: {"visits": 3}}, key.split()[-1], kind))
# --- national phones: a trunk 0 in a phone's grouping, or any number after a phone label -------------
for raw, tpl in [
    ("020 7946 0958", "ring {}"),
    ("07700 900123", "mobile {}"),
    ("01 23 45 67 89", "tél {}"),
    ("01.23.45.67.89", "standard {}"),
    ("4155550132", "call {}"),
    ("4155550132", "call me at {}"),
    ("2025550143", "phone number: {}"),
    ("(020) 7946 0958", "London office {}"),
    ("0412 345 678", "Sydney {}"),
    ("090-1234-5678", "携帯 {}"),
    ("06 12345678", "mobiel {}"),
    ("12345678", "电话：{}"),
    ("98765432", "WhatsApp {}"),
    ("0041 44 668 18 00", "tel {}"),
]:
    add(_pii("national_phone", "phone", tpl, raw))
# --- labelled birth dates and passport numbers ---------------------------------------------------------
for raw, tpl in [
    ("1985-03-14", "born {}"),
    ("14/03/1985", "DOB: {}"),
    ("03/14/1985", "date of birth {}"),
    ("March 14, 1985", "born on {}"),
    ("14 March 1985", "Date of Birth: {}"),
    ("1985年3月14日", "出生日期：{}"),
    ("1990-07-01", "生日 {}"),
    ("19850314", "dob={}"),
    ("1985/03/14", "birthday: {}"),
    ("14.03.1985", "D.O.B. {}"),
]:
    add(_pii("dob", "dob", tpl, raw))
for raw, tpl in [
    ("533380006", "passport number {}"),
    ("E12345678", "passport {}"),
    ("G1234567", "Passport No. {}"),
    ("K01234567", "护照号码：{}"),
    ("C03005988", "Reisepass {}"),
    ("P1234567", "passport#: {}"),
]:
    add(_pii("passport", "id_number", tpl, raw))
# --- addresses and names after a label ------------------------------------------------------------------
for raw, tpl in [
    ("221B Baker Street, London NW1 6XE", "ship to {}"),
    ("北京市朝阳区建国路88号SOHO现代城5号楼", "收货地址：{}"),
    ("1600 Amphitheatre Parkway, Mountain View, CA 94043", "Address: {}"),
    ("上海市浦东新区张江路100号", "地址：{}，电话 021-12345678"),
    ("10 Downing St, London SW1A 2AA", "shipping address {}"),
    ("742 Evergreen Terrace, Springfield", "home address: {}; thanks"),
    ("5 rue de Rivoli, 75001 Paris", "deliver to {}"),
    ("广东省深圳市南山区科技园路1号", "住址 {}"),
]:
    add(_pii("address", "address", tpl, raw))
for raw, tpl in [
    ("Maria Garcia", "customer name: {}"),
    ("Maria Garcia", "name: {}, phone 020 7946 0958"),
    ("张三", "姓名：{}，电话：13812345678"),
    ("李四", "收件人：{}"),
    ("王小明", "联系人：{}电话13900001111"),
    ("Garcia", "Surname: {}"),
    ("maria garcia", "full name: {}"),
    ("Jean-Luc Picard", "Name = {}"),
    ("O'Brien", "last_name: {}"),
    ("Maria", "first name: {}"),
    ("Ludwig van Beethoven", "Customer Name: {}"),
    ("Maria Garcia", "Customer: {}"),
    ("Maria Garcia", "Attn: {}"),
    ("Li Wei", "recipient: {}, 020 7946 0958"),
    ("Maria Garcia", "Dear {},\nyour refund is on its way"),
    ("Maria", "Dear {}!"),
    ("Li Wei", "Requester: {}"),
    ("Maria Garcia", "Payee: {} (IBAN on file)"),
    ("Jane Doe", "Settle invoice INV-7000 of 99 EUR for {} jane.doe@example.com."),
    ("Maria Garcia", "From: {} <mg1985@example.com>"),
    ("Maria", "Hi {},\nyour refund of 40 EUR is on its way."),
    ("John Smith", "Hello {}, thanks for waiting"),
    ("Priya", "Thanks for your patience.\nHey {}!"),
    ("Maria Garcia", "Your order has shipped.\n\nBest regards,\n{}\n"),
    ("Tom", "See you Monday.\r\nThanks,\r\n{}\r\n"),
    ("Li Wei", "Sincerely,\n{}\n"),
]:
    add(_pii("name", "name", tpl, raw))
# --- MAC addresses and more token families -------------------------------------------------------------
for raw, tpl in [
    ("00:1A:2B:3C:4D:5E", "MAC {}"),
    ("aa:bb:cc:dd:ee:ff", "mac {}"),
    ("00-1a-2b-3c-4d-5e", "device {}"),
    ("3C:22:FB:12:34:56", "wifi {} joined"),
]:
    add(_pii("mac", "mac", tpl, raw))
for raw, tpl in [
    ("MTA4NjQ1NjQ1NjQ1NjQ1NjQ1Ng.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789AB", "DISCORD_TOKEN={}"),
    ("NzkyNzE1NDU0MTk2MDg4ODQy.X-hvzA.Ovy4MCQywSkoMRRclStW4xAYK7I", "bot {}"),
    (
        "discord.com/api/webhooks/123456789012345678/"
        + "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdEfGhIjKlMnOpQrStUvWx",
        "https://{}",
    ),
    ("shpat_" + "0123456789abcdef" * 2, "shopify {}"),
    ("dop_v1_" + "0123456789abcdef" * 4, "do {}"),
    ("PMAK-" + "0123456789abcdef01234567" + "-" + "0123456789abcdef0123456789abcdef01", "{}"),
    ("lin_api_" + "AbCdEfGhIj" * 4, "linear {}"),
    ("dapi" + "0123456789abcdef" * 2, "databricks {}"),
    ("NRAK-" + "ABCDEFGHIJKLMNOPQRSTUVWXYZ0", "newrelic {}"),
    ("r8_" + "AbCdEfGhIjKlMnOpQrStUvWxYz01234567890", "replicate {}"),
    ("pul-" + "0123456789abcdef01234567" + "0123456789abcdef", "pulumi {}"),
]:
    add(_pii("token", "secret", tpl, raw))
# --- personal data under telling key names (a bare "name" is a person's beside personal keys) ---------
for payload, raw, kind in [
    ({"name": "Maria Garcia", "email": "maria@example.com"}, "Maria Garcia", "name"),
    ({"name": "Maria Garcia", "phone": "020 7946 0958"}, "Maria Garcia", "name"),
    ({"name": "Maria Garcia", "address": "221B Baker Street"}, "221B Baker Street", "address"),
    ({"customer": {"name": "Maria Garcia", "tier": "gold"}}, "Maria Garcia", "name"),
    ({"recipient": {"name": "Li Wei"}}, "Li Wei", "name"),
    ({"full_name": "Maria Garcia"}, "Maria Garcia", "name"),
    ({"customer_name": "Maria Garcia"}, "Maria Garcia", "name"),
    ({"first_name": "Maria"}, "Maria", "name"),
    ({"lastName": "Garcia"}, "Garcia", "name"),
    ({"姓名": "张三"}, "张三", "name"),
    # a person's key whose value holds more than the name (the probe's ``customer``), new person words
    ({"customer": "Jane Doe jane.doe@example.com"}, "Jane Doe", "name"),
    ({"sender": '"Jane Doe" <jane.doe@example.com>'}, "Jane Doe", "name"),
    ({"customer": "Jane Doe (VIP)"}, "Jane Doe", "name"),
    ({"guardian": "Maria Garcia"}, "Maria Garcia", "name"),
    ({"assigneeName": "Maria Garcia"}, "Maria Garcia", "name"),
    ({"payee_name": "Li Wei"}, "Li Wei", "name"),
    ({"account-holder": "Maria Garcia"}, "Maria Garcia", "name"),
    ({"患者": "张三"}, "张三", "name"),
    ({"shipping_address": "221B Baker Street, London"}, "221B Baker Street", "address"),
    ({"street": "221B Baker Street"}, "221B Baker Street", "address"),
    ({"address_line_1": "742 Evergreen Terrace"}, "742 Evergreen Terrace", "address"),
    ({"收货地址": "北京市朝阳区建国路88号"}, "建国路88号", "address"),
    ({"address": {"street": "1 Main St", "city": "Springfield"}}, "1 Main St", "address"),
    ({"postcode": "NW1 6XE"}, "NW1 6XE", "postcode"),
    ({"zip": "94105"}, "94105", "postcode"),
    ({"zip_code": 94105}, "94105", "postcode"),
    ({"postal_code": "75001"}, "75001", "postcode"),
    ({"date_of_birth": "1985-03-14"}, "1985-03-14", "dob"),
    ({"dob": "14/03/1985"}, "14/03/1985", "dob"),
    ({"birthday": "March 14, 1985"}, "March 14, 1985", "dob"),
    ({"birthDate": "1985-03-14"}, "1985-03-14", "dob"),
    ({"passport": "E12345678"}, "E12345678", "id_number"),
    ({"passport_number": "533380006"}, "533380006", "id_number"),
]:
    add(Case("personal_key", payload, raw, kind))

# --- look-alikes that must stay -----------------------------------------------------------------------
STAY: list[tuple[str, Any]] = [
    ("order", "order SO2024120200001234 and 202412021234567890"),
    ("order", "ORD-2024-12-02-0001"),
    ("order", "ORD-13812345678"),
    ("order", "invoice INV-2024-0042 for 1,250 EUR"),
    ("order", "订单号 20241202153012345678"),
    ("order", "PO#4500012345"),
    ("order", "tracking 1Z999AA10123456784"),
    ("order", "ticket T-1042 reopened"),
    ("order", {"order_id": 20241202000123, "qty": 3}),
    ("order", {"order_no": "SO-20241202-0001"}),
    ("order", "case #00123456 escalated"),
    ("order", "SKU 885909950805"),
    ("timestamp", "at 2024-12-02T10:15:30+08:00"),
    ("timestamp", "2024-12-02 10:15:30.123456Z"),
    ("timestamp", "epoch 1733140800 and millis 1733140800123"),
    ("timestamp", "20241202101530 (yyyymmddhhmmss)"),
    ("timestamp", {"created_at": 1733140800123, "ts": 1733140800}),
    ("timestamp", "Mon, 02 Dec 2024 10:15:30 GMT"),
    ("timestamp", "2024/12/02 10:15"),
    ("timestamp", "12/02/2024"),
    ("timestamp", "2024年12月2日 10时15分"),
    ("timestamp", "duration 00:01:23.456"),
    ("timestamp", "time 10:15:30"),
    ("timestamp", "2024-12-02"),
    ("amount", "amount 13800000000.00 CNY"),
    ("amount", "¥1,250,000.00"),
    ("amount", "EUR 1250"),
    ("amount", "13812345678.50"),
    ("amount", "total +12.5% and -3,000"),
    ("amount", "$4,111,111.11"),
    ("amount", {"amount": 4111111111111111, "currency": "IDR"} if False else {"amount_cents": 125000, "fx": 7.1234}),
    ("amount", "balance: 1,381,234,567.80"),
    ("amount", "cost 0.0213 USD"),
    ("amount", "-4111.11"),
    ("amount", {"price": 19.99, "discount": 0.15}),
    ("amount", "CNY 13,812,345,678"),
    ("hash", "sha256 0b3f138123456784111111111111111dead13812345678beef"),
    ("hash", "prev 0000000000000000000000000000000000000000000000000000000000000000"),
    ("hash", hashlib.sha256(b"x").hexdigest()),
    # ordinary base64: digests, an image, text without PII, a key's bytes
    ("base64", base64.b64encode(hashlib.sha256(b"x").digest()).decode()),
    ("base64", "sha1-" + base64.b64encode(hashlib.sha1(b"y").digest()).decode()),
    (
        "base64",
        "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    ),
    ("base64", base64.b64encode(b"hello world, nothing personal here").decode()),
    ("base64", "etag " + base64.b64encode(bytes(range(40, 64))).decode()),
    ("base64", base64.b64encode("订单已发货，预计三天到达".encode()).decode()),
    ("hash", hashlib.md5(b"x").hexdigest()),
    ("hash", "commit 3c8a1e4b9f2d1a6c8e7f5a4b3c2d1e0f9a8b7c6d"),
    ("hash", 'etag W/"5e2f-13812345678"'),
    ("hash", "sha1:da39a3ee5e6b4b0d3255bfef95601890afd80709"),
    ("hash", {"hash": hashlib.sha256(b"y").hexdigest(), "prev_hash": hashlib.sha256(b"z").hexdigest()}),
    ("hash", "base64 aGVsbG8gd29ybGQ="),
    ("hash", "docker sha256:4111111111111111aaaaaaaa"),
    ("event_id", "event evt_13812345678abcdef012"),
    ("event_id", "exe_4111111111111111aaaaaaaa"),
    ("event_id", event_id("run_13812345678", 12)),
    ("event_id", execution_id("run_4111111111111111", 3, 0)),
    ("event_id", idem_key("run_x", 1, 0, "send_email", {"to": "x"})),
    ("event_id", {"run_id": "run_matrix0000000000", "seq": 13812345678}),
    ("event_id", "req-13812345678-abc"),
    ("event_id", "msg_01AbCdEfGhIjKlMnOpQrStUv"),
    ("event_id", "chatcmpl-9abcDEF1234567890"),
    ("event_id", "call_Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2"),
    ("uuid", str(uuid.UUID("550e8400-e29b-41d4-a716-446655440000"))),
    ("uuid", "urn:uuid:13812345-6784-1111-1111-111111111111"),
    ("uuid", str(uuid.UUID("12345678-1234-5678-1234-567812345678"))),
    ("uuid", "4111-1111-1111-1111-aaaa"),
    ("version", "version 1.2.3"),
    ("version", "v1.2.3.4"),
    ("version", "django 5.2.8, python 3.11.14"),
    ("version", "chrome/131.0.6778.85"),
    ("version", "build 2024.12.02.1"),
    ("version", "gpt-4o-2024-08-06"),
    ("version", "claude-3-5-sonnet-20241022"),
    ("version", "node v20.11.1"),
    ("version", "protocol 1.1 and 2.0"),
    ("misc", "time 10:15:30, hex ab:cd:ef:12, ratio 3:2"),
    # near misses of a query's '+' for a blank and of a country code in parentheses (suspects on purpose)
    ("near_number", "https://search.example/?q=1+2+3+4+5+6+7&page=2"),
    ("near_number", "?q=2024+12+02+10+30+00"),
    ("near_number", "?sum=1250+3400+120&n=3"),
    ("near_number", "step (2)20241202 done"),
    ("near_number", "clause (3)1234567"),
    ("near_number", "item (12)20241202"),
    ("near_number", "row (10)12345678"),
    ("misc", "phone-like but 12 digits 138123456789 and 10 digits 1381234567"),
    ("misc", "card-like but Luhn fails 4111111111111112"),
    ("misc", "ID-like but bad checksum 110105194912310021 and bad date 110105194913310028"),
    ("misc", {"usage": {"total_tokens": 1834, "prompt_tokens": 1500, "max_tokens": 4096}}),
    ("misc", {"shipping": "express", "pinned": True, "passing": 12, "author": "team"}),
    ("misc", {"token_count": 7, "tokens": 812, "tokenizer": "cl100k_base"}),
    ("misc", "localhost:8000 and 127.0.0.1-like 999.1.1.1"),
    ("misc", "color #4111ff and #138123"),
    ("misc", "coordinates 31.2304, 121.4737"),
    ("misc", "HTTP 404 after 1381 ms, retry 3 of 5"),
    ("misc", "ISBN 978-3-16-148410-0"),
    ("misc", "port 5432, pid 13812, rss 41111111"),
    ("misc", "step 3 of 12: send_email"),
    ("misc", "the pin of the map; pass the salt"),
    ("misc", "token limit reached"),
    ("misc", "a password reset email was sent"),
    ("misc", "Basic plan"),
    ("misc", "bearer bonds"),
    ("misc", "skip-list sk-short and ghp_"),
    ("misc", "AKIA is the prefix of AWS keys"),
    ("misc", "eyJ alone"),
    ("misc", "DE89 is a check digit pair"),
    ("misc", "GB29 NWBK"),
    ("misc", "IBAN-like DE89370400440532013001"),
    ("misc", "2001:db8 looks hexy"),
    ("misc", "dead:beef"),
    ("misc", "ratio 1:2:3:4"),
    ("misc", "1.0.0.0.0"),
    ("misc", "user@ alone and @mention and a@b"),
    ("misc", "see RFC 5322 §3.4.1"),
    ("misc", "1+1=2, 2*3=6"),
    ("misc", "数量 1381 件，单价 23.45 元"),
    ("misc", "第 13812345678.0 号"),
    ("misc", "¥１３８"),
    ("misc", "PIN-less design"),
    ("misc", "OTP-ready"),
    ("misc", {"signature_required": False, "password_policy": "strong"} if False else {"signed": True, "policy": "x"}),
    ("misc", {"description": "Reset the user's password via the portal"}),
    ("misc", {"key": "idem_key", "keys": ["a", "b"]}),
    ("misc", {"status_code": 200, "elapsed_ms": 13812}),
    ("misc", {"lat": 31.230416, "lng": 121.473701}),
    ("misc", {"count": 4111111111, "limit": 13800000000}),
    ("misc", {"id": 1234567890123}),
    ("misc", {"seq": 138123, "step": 41}),
    ("misc", [1, 2, 3, 5, 8, 13, 21]),
    ("misc", {"ok": True, "none": None, "empty": ""}),
    ("misc", "phone number field left empty"),
    ("misc", "ssn-like 000-12-3456 and 666-12-3456 and 123-00-4567"),
    ("misc", "area code 415"),
    ("misc", "10.5.3 release notes"),
    ("misc", "price 4.11.1111"),
    ("misc", "run_13812345678 finished"),
    ("misc", "report_2024-12-02_13812345678.csv"),
    ("misc", "file /var/log/app-13812345678.log"),
    ("misc", "https://example.com/orders/20241202?page=2"),
    ("misc", "https://example.com/user/settings"),
    ("misc", "x=1&y=2&token_type=bearer"),
    ("misc", "sk_test is the prefix"),
    ("misc", "serial SN-4111111111111111"),
    ("misc", "district 200120, 100080"),
    ("misc", "3.14159265358979"),
    ("misc", "+3.14159265"),
    ("misc", "1e10 and 6.02e23"),
    ("misc", "width=1920&height=1080"),
    ("misc", "Windows NT 10.0; Win64; x64"),
    ("misc", "matrix 11 12 13 14 15 16 17 18"),
    ("misc", "scores 98 87 76 65 54 43 32 21 10"),
    ("misc", "the years 2019 2020 2021 2022"),
    ("misc", "range 94105-1234"),
    ("misc", "ext. 2672"),
    ("misc", "room 415-B"),
    ("misc", "floor 12, building 7, gate 3"),
    # national-phone near misses: an id label before a trunk-0 number, dates, one-digit groups, no label
    ("national_phone", "invoice 0123 4567 89"),
    ("national_phone", "order 020 7946 0958"),
    ("national_phone", "ref 01 23 45 67 89"),
    ("national_phone", "tracking 0123 456 7890"),
    ("national_phone", "account 0123 4567 890"),
    ("national_phone", "PO 0987 654 321"),
    ("national_phone", "amount 0 123 456 789"),
    ("national_phone", "01.02.2024 10:15"),
    ("national_phone", "date 01 02 2024"),
    ("national_phone", "000 1234 5678"),
    ("national_phone", "hotel 12345678"),
    ("national_phone", "telemetry 12345678 samples"),
    ("national_phone", "called 12 times at 10:15"),
    ("national_phone", "batch size 4155550132"),
    ("national_phone", "订单 020 7946 0958"),
    ("national_phone", "schedule a call on 2024-12-02"),
    ("national_phone", "phone bill 01.12.2024"),
    # labels without their value: birth, passport, address, name in prose
    ("dob", "born to run, 1985"),
    ("dob", "stubborn 2024-12-02"),
    ("dob", "birthday party on 2024-12-02"),
    ("dob", "born in 1985"),
    ("dob", "DOB: 31/02/1985"),
    ("dob", "birth rate 1.2% in 2024"),
    ("passport", "passport expired"),
    ("passport", "passport photo 2x2"),
    ("passport", "passport renewal 2024"),
    ("address", "the address of the buffer is 42"),
    ("address", "address the 3 issues today"),
    ("address", "ship to London"),
    ("address", "shipping to 3 countries"),
    ("address", "地址栏里输入网址"),
    ("address", "email address: (none)"),
    ("name", "tool name: Send Email"),
    ("name", "filename: Report Final"),
    ("name", "name: report.pdf"),
    ("name", "name: send_email"),
    ("name", "Name: Total"),
    ("name", "username: Admin User"),
    ("name", "company name: Acme Corp"),
    ("name", "the name of the game"),
    ("name", "Contact: support team"),
    ("name", "customer: gold tier"),
    ("name", "Dear Customer, your refund is on its way"),
    ("name", "Dear Sir or Madam,"),
    ("name", "Dear Valued Member,"),
    ("name", "Dear Team!"),
    ("name", "Dear Diary entries are kept for 30 days"),
    ("name", "Hi team, the deploy is done"),
    ("name", "Hello there! How can I help?"),
    ("name", "Hey Support, the export failed"),
    ("name", "Hello World is the first program"),
    ("name", "Thanks,\nPlease confirm the new address"),
    ("name", "Best regards,\nThe Billing Team"),
    ("name", "Thanks,\nSupport"),
    ("name", "Cheers,\nAva (virtual assistant)"),
    ("name", "Best,\nCustomer Success"),
    ("ssn", "SSN 000123456 and SSN 666123456"),
    ("ssn", "id 123456789"),
    ("mac", "12:34:56:78:90"),
    ("mac", "00:1a:2b:3c:4d:5e:6f"),
    ("mac", "ab-cd-ef-01-23"),
    ("token", "MTA4NjQ1.GhIjKl.short"),
    ("token", "dapi is an API prefix"),
    ("token", "r8_ and shpat_ alone"),
    # JSON keys: a bare name that is a tool's, a file's or a handle; non-street addresses; no postcode
    ("personal_key", {"name": "send_email", "arguments": {"to": "team"}}),
    ("personal_key", {"name": "report.pdf", "size": 1200}),
    ("personal_key", {"tool": {"name": "Web Search"}}),
    ("personal_key", {"name": "Send Email", "description": "send one"}),
    ("personal_key", {"user": {"name": "admin", "role": "owner"}}),
    ("personal_key", {"user": "alice"}),
    ("personal_key", {"address_family": "AF_INET", "remote_addr": "localhost"}),
    ("personal_key", {"zip": True, "compression": "gzip"}),
    ("personal_key", {"zip": "gzip"}),
    ("personal_key", {"filename": "Maria Garcia.txt", "hostname": "db1"}),
    ("personal_key", {"place_of_birth_required": False, "birth_rate": 1.2}),
    # keys that look like a person's and are not (docs/export.md "Names")
    ("personal_key", {"tool": "send_email", "name": "Refund Tool"}),
    ("personal_key", {"agent": {"name": "Billing Agent", "version": 3}}),
    ("personal_key", {"file_name": "Jane Doe.pdf", "host_name": "Web Server"}),
    ("personal_key", {"display_name": "Send Invoice", "event_name": "Annual Gala"}),
    ("personal_key", {"customer_id": "C-12345", "customer_tier": "Gold Plus"}),
    ("personal_key", {"name_servers": ["Ns One", "Ns Two"], "driver": "PostgreSQL Driver"}),
    ("personal_key", {"customer": "acme", "assignee": "oncall"}),
]
for category, payload in STAY:
    add(Case(category, payload))

PII_CASES = [c for c in CASES if c.pii]
STAY_CASES = [c for c in CASES if not c.pii]
