"""A third labelled set, in the shapes agents' payloads really carry: tool args and results, letters, CRM rows.

Written before any rule was changed for it (privacy4), and before the rules were read, as a bench input
beside ``labelled.py`` and ``shapes3.py``: ``python bench/redaction.py --set shapes4``. PII inside tool-call
JSON, e-mails and letters (EN, ZH, DE, FR, ES, JA), CRM records with every key spelling, log lines, stack
traces, URLs with query strings, CSV rows, chat transcripts; national ids of several countries with their
real checksums, cards, IBANs, phones in every notation, addresses, dates of birth, secrets in config text,
JWTs and cookies — and, beside them, the ordinary values that must stay: order numbers, SKUs, hashes,
UUIDs, versions, timestamps, amounts, tool names, error codes, places and companies that are no person,
model names, and the same ids with a wrong checksum.

Each case is a :class:`tests.redaction.labelled.Case`; generated ids carry real checksums, generated
look-alikes carry wrong ones.
"""

from __future__ import annotations

import hashlib
import random
import uuid

from tests.redaction.labelled import Case, _cn_id, _luhn_complete
from tests.redaction.sets import collectors
from tests.redaction.shapes3 import b64url, iban, spaced

CASES: list[Case] = []
pii, stay = collectors(CASES)


# --- national-id checksums -------------------------------------------------------------------------------
def es_dni(number: str) -> str:
    return number + "TRWAGMYFPDXBNJZSQVHLCKE"[int(number) % 23]


def fr_nir(first13: str) -> str:
    return f"{first13}{97 - int(first13) % 97:02d}"


def nl_bsn(first8: str) -> str:
    total = sum(int(d) * w for d, w in zip(first8, range(9, 1, -1), strict=True))
    for last in range(10):
        if (total - last) % 11 == 0:
            return first8 + str(last)
    raise AssertionError(first8)


def br_cpf(first9: str) -> str:
    digits = first9
    for n in (10, 11):
        total = sum(int(d) * w for d, w in zip(digits, range(n, 1, -1), strict=False))
        digits += str(0 if total * 10 % 11 == 10 else total * 10 % 11)
    return digits


def luhn(prefix: str, length: int) -> str:
    return _luhn_complete(prefix, length)


def nino(prefix: str, digits: str, suffix: str) -> str:
    return f"{prefix}{digits}{suffix}"


# === PII ====================================================================================================
_DE = iban("DE", "500105175407324931")
_FR = iban("FR", "30006000011234567890189")
_ES = iban("ES", "00491500051234567892")
_GB = iban("GB", "BARC20000055779911")
_NL = iban("NL", "RABO0123456789")
_IT = iban("IT", "A0300203280000400162854")
_BE = iban("BE", "068999999501")
_CH = iban("CH", "04835000000123456")  # 17 characters: a Swiss IBAN has 21
_VISA = luhn("4242", 16)
_MC = luhn("5555", 16)
_AMEX = luhn("3714", 15)
_DISC = luhn("6011", 16)
_CN = [_cn_id(p) for p in ("32010619880512347", "11010819950823126", "44010619720101005")]

# --- tool-call arguments and results (JSON) -----------------------------------------------------------------
pii("tool_json", "email", {"tool": "send_email", "args": {"to": "lucas.martin@orange.fr", "subject": "Votre commande"}},
    "lucas.martin@orange.fr")  # fmt: skip
pii("tool_json", "email", {"tool": "crm.lookup", "args": {"query": "h.mueller@web.de"}}, "h.mueller@web.de")
pii("tool_json", "phone", {"tool": "sms.send", "args": {"recipient": "+49 151 23456789", "text": "Code 4412"}},
    "+49 151 23456789")  # fmt: skip
pii("tool_json", "phone", {"tool": "twilio.call", "args": {"to": "+1-415-555-2671", "from": "+1-415-555-0100"}},
    "+1-415-555-2671")  # fmt: skip
pii("tool_json", "name", {"tool": "crm.create_contact", "args": {"contact": {"name": "Sofía Hernández", "tier": "gold"}}},
    "Sofía Hernández")  # fmt: skip
pii("tool_json", "address", {"tool": "shipping.quote", "args": {"destination": "Musterstraße 12, 10115 Berlin"}},
    "Musterstraße 12")  # fmt: skip
pii("tool_json", "iban", {"tool": "payouts.create", "args": {"beneficiary_iban": _DE, "amount": 120.5}}, _DE)
pii("tool_json", "card", {"tool": "payments.charge", "args": {"card_number": _VISA, "exp": "12/29", "cvc": "123"}},
    _VISA)  # fmt: skip
pii("tool_json", "card", {"tool": "payments.charge", "args": {"pan": int(_MC), "amount": 10}}, _MC)
pii("tool_json", "secret", {"tool": "payments.charge", "args": {"card_number": _VISA, "exp": "12/29", "cvc": "737"}},
    '"737"')  # fmt: skip
pii("tool_json", "dob", {"tool": "kyc.verify", "args": {"dob": "1985-03-14", "country": "DE"}}, "1985-03-14")
pii("tool_json", "dob", {"tool": "kyc.verify", "args": {"birthDate": "14/03/1985"}}, "14/03/1985")
pii("tool_json", "dob", {"result": {"customer": {"date_of_birth": "1979-11-02", "id": "cus_81"}}}, "1979-11-02")
pii("tool_json", "email", {"result": [{"id": 1, "email": "A.Kowalski@Gmail.com"}, {"id": 2, "email": None}]},
    "A.Kowalski@Gmail.com")  # fmt: skip
pii("tool_json", "phone", {"result": {"rows": [["cus_1", "Jane", "(415) 555-2671"]]}}, "(415) 555-2671")
pii("tool_json", "name", {"result": {"owner": {"displayName": "Yuki Tanaka", "id": "U024BE7LH"}}}, "Yuki Tanaka")
pii("tool_json", "name", {"result": {"user": {"real_name": "Priya Natarajan", "tz": "Asia/Kolkata"}}},
    "Priya Natarajan")  # fmt: skip
pii("tool_json", "email", {"result": {"attendees": [{"email": "chen.jie@alibaba-inc.com", "responseStatus": "accepted"}]}},
    "chen.jie@alibaba-inc.com")  # fmt: skip
pii("tool_json", "address", {"args": {"billing_address": {"street": "742 Evergreen Terrace", "city": "Springfield"}}},
    "742 Evergreen Terrace")  # fmt: skip
pii("tool_json", "address", {"args": {"address": {"line1": "12 rue de la Paix", "postcode": "75002", "city": "Paris"}}},
    "rue de la Paix")  # fmt: skip
pii("tool_json", "id_number", {"args": {"nino": "AB123456C"}}, "AB123456C")
pii("tool_json", "ssn", {"args": {"tax_id": "123-45-6789", "type": "ssn"}}, "123-45-6789")
pii("tool_json", "cn_id", {"args": {"id_card": _CN[0], "name_verified": True}}, _CN[0])
pii("tool_json", "ip", {"result": {"session": {"ip_address": "81.2.69.142", "ua": "Mozilla/5.0"}}}, "81.2.69.142")
pii("tool_json", "name", {"args": {"customer": {"vorname": "Jürgen", "nachname": "Schmidt"}}}, "Schmidt")
pii("tool_json", "name", {"args": {"prenom": "Camille", "nom": "Dubois", "ville": "Lyon"}}, "Dubois")
pii("tool_json", "name", {"args": {"nombre": "Alejandro", "apellidos": "García López"}}, "García López")
pii("tool_json", "name", {"args": {"姓": "山田", "名": "太郎", "会社": "トヨタ"}}, "山田")
pii("tool_json", "name", {"args": {"customer_name": "佐藤花子"}}, "佐藤花子")
pii("tool_json", "name", {"args": {"客户姓名": "周杰", "订单号": "SO20261205001"}}, "周杰")
pii("tool_json", "phone", {"args": {"手机号": "139 1234 5678"}}, "139 1234 5678")
pii("tool_json", "phone", {"args": {"tel": "06 12 34 56 78", "pays": "FR"}}, "06 12 34 56 78")
pii("tool_json", "phone", {"args": {"contact": {"mobile": "+44 7700 900123"}}}, "+44 7700 900123")
pii("tool_json", "phone", {"args": {"whatsapp": "5511987654321"}}, "5511987654321")

# --- CRM records (key spellings) ---------------------------------------------------------------------------
pii("crm", "name", {"FirstName": "Olivia", "LastName": "Brennan", "AccountId": "0015g00000XyZ"}, "Brennan")
pii("crm", "name", {"contact": {"first": "Mateo", "last": "Rossi"}}, "Rossi")
pii("crm", "name", {"properties": {"firstname": "Ava", "lastname": "Johansson", "lifecyclestage": "lead"}},
    "Johansson")  # fmt: skip
pii("crm", "name", {"fields": {"Full Name": "Grace O'Neill", "Stage": "Won"}}, "Grace O'Neill")
pii("crm", "name", {"surname": "Kowalczyk", "forename": "Zofia"}, "Kowalczyk")
pii("crm", "name", {"given_names": "Liam James", "family_name": "O'Connor"}, "O'Connor")
pii("crm", "name", {"contactName": "Fatima Al-Sayed", "company": "Emirates NBD"}, "Fatima Al-Sayed")
pii("crm", "name", {"account_holder": "Benjamin Lefèvre", "iban_last4": "0189"}, "Benjamin Lefèvre")
pii("crm", "name", {"assignee": {"name": "Nguyen Van An", "login": "nvan"}}, "Nguyen Van An")
pii("crm", "phone", {"Phone": "+1 (212) 555-0147", "Industry": "Retail"}, "+1 (212) 555-0147")
pii("crm", "phone", {"phone": {"country_code": "+81", "number": "90-1234-5678"}}, "90-1234-5678")
pii("crm", "phone", {"mobilePhone": "0151/23456789"}, "0151/23456789")
pii("crm", "phone", {"telefono": "+34 612 34 56 78"}, "+34 612 34 56 78")
pii("crm", "phone", {"Telefonnummer": "030 1234567"}, "030 1234567")
pii("crm", "phone", {"phone_ext": "x204", "phone_main": "212.555.0199"}, "212.555.0199")
pii("crm", "email", {"Email__c": "r.ortega@telefonica.es"}, "r.ortega@telefonica.es")
pii("crm", "email", {"emails": [{"type": "work", "value": "t.nakamura@sony.co.jp"}]}, "t.nakamura@sony.co.jp")
pii("crm", "address", {"MailingStreet": "1 Main St Apt 4B", "MailingCity": "Boston"}, "1 Main St Apt 4B")
pii("crm", "address", {"Straße": "Hauptstraße 5", "PLZ": "80331", "Ort": "München"}, "Hauptstraße 5")
pii("crm", "address", {"direccion": "Calle de Alcalá 48, 28014 Madrid"}, "Calle de Alcalá 48")
pii("crm", "address", {"住所": "東京都千代田区丸の内1-9-2"}, "丸の内1-9-2")
pii("crm", "address", {"地址": "北京市朝阳区建国路88号SOHO现代城"}, "建国路88号")
pii("crm", "address", {"street_address": "221B Baker St", "house_no": "221B"}, "Baker St")
pii("crm", "postcode", {"address_line1": "10 Queen St", "postcode": "EH2 1JX"}, "EH2 1JX")
pii("crm", "dob", {"Birthdate": "1990-07-21", "LeadSource": "Web"}, "1990-07-21")
pii("crm", "dob", {"geburtsdatum": "21.07.1990"}, "21.07.1990")
pii("crm", "dob", {"fecha_nacimiento": "21/07/1990"}, "21/07/1990")
pii("crm", "dob", {"生年月日": "1990年7月21日"}, "1990年7月21日")

# --- e-mails and letters ------------------------------------------------------------------------------------
for raw, tpl in [
    ("Lucas Martin", "Bonjour {},\n\nVotre colis est en route."),
    ("Mme Claire Bernard", "Chère {},\nmerci pour votre message."),
    ("Hans Weber", "Hallo {},\nanbei die Rechnung."),
    ("Frau Anna Schneider", "Sehr geehrte {},\nvielen Dank."),
    ("Carlos Ruiz", "Hola {},\ngracias por tu pedido."),
    ("Sra. Lucía Fernández", "Estimada {}:\nle escribimos"),
    ("田中一郎", "{}様\nいつもお世話になっております。"),
    ("鈴木", "{}さん、ご確認ください。"),
    ("王芳", "{}您好，您的退款已到账。"),
    ("李明", "尊敬的{}先生：\n您好！"),
    ("Emily Clarke", "Hi {},\nthanks for reaching out."),
    ("Daniel Okafor", "Kind regards,\n{}\nAccount Manager"),
    ("Sophie Laurent", "Cordialement,\n{}"),
    ("Markus Braun", "Mit freundlichen Grüßen\n{}"),
    ("Isabel Moreno", "Saludos,\n{}"),
    ("Mr. Rajesh Kumar", "Good morning {},"),
    ("Ms Olga Ivanova", "To: {} <o.ivanova@yandex.ru>"),
]:
    pii("letter", "name", tpl, raw)
pii(
    "letter",
    "email",
    "From: Jane Roe <jane.roe@fastmail.com>\nTo: support@acme.io\nSubject: refund",
    "jane.roe@fastmail.com",
)
pii("letter", "name", "From: Jane Roe <jane.roe@fastmail.com>\nTo: support@acme.io\nSubject: refund", "Jane Roe")
pii("letter", "phone", "Thanks,\nTom\nMobile: 07700 900456", "07700 900456")
pii("letter", "phone", "Tel. +49 (0)89 1234-5678 | Fax -99", "+49 (0)89 1234-5678")
pii("letter", "phone", "電話：03-1234-5678", "03-1234-5678")
pii("letter", "phone", "携帯 090-8765-4321 まで", "090-8765-4321")
pii("letter", "address", "Please ship to: 4 Privet Drive, Little Whinging, Surrey GU1 3SX", "4 Privet Drive")
pii("letter", "address", "Adresse : 8 avenue des Champs-Élysées, 75008 Paris", "8 avenue des Champs-Élysées")
pii("letter", "address", "收货地址：上海市浦东新区世纪大道100号", "世纪大道100号")
pii("letter", "dob", "Date of birth: 02/11/1979", "02/11/1979")
pii("letter", "dob", "né le 14 mars 1985 à Lyon", "14 mars 1985")
pii("letter", "dob", "DOB 3 Jan 1992", "3 Jan 1992")
pii("letter", "dob", "出生日期：1988年5月12日", "1988年5月12日")

# --- national ids of several countries ---------------------------------------------------------------------
for raw, tpl in [
    (nino("AB", "123456", "C"), "NINO: {}"),
    (nino("JG", "103759", "A"), "national insurance no {}"),
    ("JG 10 37 59 A", "NI No. {}"),
    ("219-09-9999", "Social Security Number: {}"),
    ("219099999", "ssn={}"),
    (es_dni("12345678"), "DNI {}"),
    (es_dni("87654321"), "NIF: {}"),
    ("X" + es_dni("1234567")[-8:], "NIE {}"),
    (fr_nir("1850375123456"), "n° de sécurité sociale {}"),
    (nl_bsn("11122233"), "BSN: {}"),
    (br_cpf("123456789"), "CPF {}"),
    (
        br_cpf("987654321")[:3]
        + "."
        + br_cpf("987654321")[3:6]
        + "."
        + br_cpf("987654321")[6:9]
        + "-"
        + br_cpf("987654321")[9:],
        "CPF: {}",
    ),
    (luhn("046", 9), "SIN {}"),
    ("RSSMRA85T10A562S", "codice fiscale {}"),
    (_CN[1], "身份证：{}"),
    (_CN[2], "ID card {}"),
    ("T1234567", "passport {} expires 2031"),
    ("M12345678", "护照 {}"),
    ("123456789012", "マイナンバー：{}"),
    ("1234 5678 9012", "Aadhaar {}"),
    ("800101-1234567", "주민등록번호 {}"),
    ("19850314-1234", "personnummer {}"),
    ("86 095 742 719", "Steuer-ID {}"),
]:
    pii("national_id", "id_number", tpl, raw)

# --- cards --------------------------------------------------------------------------------------------------
for raw, tpl in [
    (_VISA, "card {}"),
    (spaced(_MC), "Card number: {}"),
    ("-".join(_DISC[i : i + 4] for i in range(0, 16, 4)), "pan {}"),
    (_AMEX[:4] + " " + _AMEX[4:10] + " " + _AMEX[10:], "Amex {}"),
    (_AMEX, "amex={}"),
    (luhn("4000", 16), "卡号：{}"),
    (luhn("5105", 16), "Kartennummer {}"),
    (luhn("3530", 16), "JCB {}"),
    (luhn("6250", 16), "银联卡 {}"),
    (luhn("4917", 16), "{}"),
]:
    pii("card", "card", tpl, raw)

# --- IBANs in every notation --------------------------------------------------------------------------------
for raw, tpl in [
    (_FR, "IBAN : {}"),
    (spaced(_ES), "Cuenta: {}"),
    (_GB.lower(), "iban {}"),
    (spaced(_NL).lower(), "rekening {}"),
    (_IT, "bonifico su {}"),
    (spaced(_BE), "Compte {}"),
    (_CH, "iban={}&amount=10"),
    ("-".join(_DE[i : i + 4] for i in range(0, len(_DE), 4)), "{}"),
]:
    pii("iban", "iban", tpl, raw)

# --- phones in every notation -------------------------------------------------------------------------------
for raw, tpl in [
    ("+14155552671", "{}"),
    ("415.555.2671", "call me at {}"),
    ("(415) 555 2671", "Phone: {}"),
    ("+1 415-555-2671 ext. 12", "tel {}"),
    ("+44 (0)20 7946 0958", "London office {}"),
    ("0044 20 7946 0958", "ring {}"),
    ("+33 (0)6 12 34 56 78", "portable {}"),
    ("06.12.34.56.78", "tél. {}"),
    ("+49-30-1234567", "Telefon {}"),
    ("+81 3-1234-5678", "TEL {}"),
    ("+86 138-1234-5678", "联系电话 {}"),
    ("138-1234-5678", "手机：{}"),
    ("+91 98765 43210", "mobile {}"),
    ("+55 11 98765-4321", "celular {}"),
    ("+34 912 345 678", "teléfono {}"),
    ("tel:+442079460958", '<a href="{}">call</a>'),
    ("wa.me/447700900123", "https://{}"),
]:
    pii("phone", "phone", tpl, raw)

# --- secrets in config text, headers, cookies, JWTs ---------------------------------------------------------
_JWT = (
    b64url('{"alg":"HS256","typ":"JWT"}')
    + "."
    + b64url('{"sub":"1234567890","name":"John Doe","iat":1516239022}')
    + ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
)
for raw, tpl in [
    ("S3cr3t-Passw0rd!", "DATABASE_URL=postgres://admin:{}@db.internal:5432/app"),
    ("hunter2hunter2", "password: {}"),
    ("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AWS_SECRET_ACCESS_KEY={}"),
    ("AKIAIOSFODNN7EXAMPLE", "aws_access_key_id = {}"),
    ("ghp_16C7e42F292c6912E7710c838347Ae178B4a", "GITHUB_TOKEN={}"),
    ("xoxb-2934-38475-aBcDeFgHiJkLmNoPqRsTuVwX", "slack_bot_token: {}"),
    ("sk_live_51HxYzAbCdEfGhIjKlMnOpQr", "STRIPE_KEY='{}'"),
    ("sk-proj-Ab3dEf9hIjKlMn0pQrStUvWx1z2Y3x4W", 'openai.api_key = "{}"'),
    (_JWT, "Authorization: Bearer {}"),
    (_JWT, '{{"id_token": "{}"}}'),
    ("s%3AGh7Kq2pLmN9xRtV4wYz1.aBcD3fGhIjK", "Cookie: connect.sid={}; theme=dark"),
    ("9f3b2c7d1e8a4b6c0d5e7f9a", "Set-Cookie: sessionid={}; HttpOnly; Path=/"),
    ("dXNlcjpQQHNzdzByZA==", "Authorization: Basic {}"),
    ("Tr0ub4dor&3", "smtp_password = {}"),
    ("p@ssw0rd2026", "[db]\nuser=app\npass={}"),
    ("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7", "-----BEGIN PRIVATE KEY-----\n{}\n"),
    ("AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY", "GOOGLE_MAPS_KEY={}"),
    ("glpat-xYz12AbC34dEf56GhI78", "CI_TOKEN: {}"),
    ("rediss://:Zx9Kp2Lm7Qw@cache.internal:6380/0", "REDIS_URL={}"),
    ("npm_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789", "//registry.npmjs.org/:_authToken={}"),
]:
    pii("secret", "secret", tpl, raw)

# --- log lines and stack traces ----------------------------------------------------------------------------
pii("log", "email", "2026-12-05 10:00:01,123 WARNING [auth] failed login for olga.petrova@mail.ru from 81.2.69.142",
    "olga.petrova@mail.ru")  # fmt: skip
pii("log", "ip", "2026-12-05 10:00:01,123 WARNING [auth] failed login for olga.petrova@mail.ru from 81.2.69.142",
    "81.2.69.142")  # fmt: skip
pii("log", "phone", '{{"level":"info","event":"otp_sent","phone":"+447700900321","ts":"2026-12-05T10:00:01Z"}}',
    "+447700900321")  # fmt: skip
pii("log", "name", "INFO  c.a.crm.ContactService - created contact name='Marta Nowak' id=88412", "Marta Nowak")
pii("log", "card", f"ERROR payment failed card={_DISC} code=card_declined", _DISC)
pii("log", "secret", "DEBUG http: GET /v1/me headers={{'Authorization': 'Bearer eyJhbGciOiJSUzI1NiJ9.e30.c2lnbmF0dXJlMTIzNDU2Nzg'}}",
    "c2lnbmF0dXJlMTIzNDU2Nzg")  # fmt: skip
pii("log", "ip", "Dec  5 10:00:01 web1 sshd[2211]: Failed password for root from 185.220.101.4 port 52144 ssh2",
    "185.220.101.4")  # fmt: skip
pii("log", "email", "I1205 10:00:01.000 mailer.go:88] delivered to=<k.wright@outlook.com> relay=mx1",
    "k.wright@outlook.com")  # fmt: skip
pii("stack", "email",
    'Traceback (most recent call last):\n  File "/app/crm.py", line 41, in update\n    raise DuplicateEmail(email)\n'
    "crm.errors.DuplicateEmail: m.rossi@libero.it already exists", "m.rossi@libero.it")  # fmt: skip
pii("stack", "phone",
    "java.lang.IllegalArgumentException: invalid msisdn 447700900999\n\tat com.acme.sms.Sender.send(Sender.java:52)",
    "447700900999")  # fmt: skip
pii("stack", "iban", f"stripe.error.InvalidRequestError: Request req_8812: Invalid IBAN {_FR} for country FR", _FR)
pii("stack", "name",
    "psycopg.errors.UniqueViolation: duplicate key value violates unique constraint \"uniq_name\"\n"
    "DETAIL:  Key (full_name)=(Ingrid Svensson) already exists.", "Ingrid Svensson")  # fmt: skip
pii("stack", "email",
    "django.db.utils.IntegrityError: duplicate key value violates unique constraint\n"
    "DETAIL:  Key (email)=(p.dubois@free.fr) already exists.", "p.dubois@free.fr")  # fmt: skip
pii("stack", "card", f"  File \"pay.py\", line 9, in charge\n    gateway.charge(pan='{_MC}')", _MC)

# --- URLs with query strings --------------------------------------------------------------------------------
for raw, kind, tpl in [
    ("jane.roe%40fastmail.com", "email", "https://app.acme.io/reset?email={}&token=ok"),
    ("jane.roe@fastmail.com", "email", "GET /api/users?email={} 200"),
    ("%2B14155552671", "phone", "https://api.acme.io/v2/lookup?phone={}"),
    ("Lucas+Martin", "name", "https://crm.acme.io/search?name={}&page=1"),
    ("Jane%20Roe", "name", "/customers?full_name={}"),
    ("1985-03-14", "dob", "https://kyc.example.com/check?dob={}&country=GB"),
    (
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1XzgxIn0.q1w2e3r4t5y6u7i8o9p0AbCdEfGhIjKl",
        "secret",
        "https://app.acme.io/callback?access_token={}",
    ),
    ("a9Zk2LmQ8xR4tV7wY1bN3cD5", "secret", "https://hooks.acme.io/in?api_key={}&v=2"),
    ("admin:Pa55w0rd@", "secret", "ftp://{}files.acme.io/export.csv"),
    (_GB, "iban", "https://pay.example.com/?iban={}"),
    ("mailto:s.kim@naver.com", "email", '<a href="{}">write</a>'),
]:
    pii("url", kind, tpl, raw)

# --- CSV rows -----------------------------------------------------------------------------------------------
pii("csv", "email", "id,name,email,plan\n17,Noah Becker,noah.becker@gmx.de,pro", "noah.becker@gmx.de")
pii("csv", "name", "id,name,email,plan\n17,Noah Becker,noah.becker@gmx.de,pro", "Noah Becker")
pii("csv", "phone", "customer_id;telefon;stadt\n4411;+49 170 1234567;Hamburg", "+49 170 1234567")
pii("csv", "iban", f"payee,iban,amount\nACME GmbH,{_DE},100.00", _DE)
pii("csv", "dob", "first_name,last_name,dob\nMia,Hoffmann,1993-02-28", "1993-02-28")
pii("csv", "name", "first_name,last_name,dob\nMia,Hoffmann,1993-02-28", "Hoffmann")
pii("csv", "address", '"order","address"\n"ORD-1","55 Water St, New York, NY 10041"', "55 Water St")

# --- chat transcripts ---------------------------------------------------------------------------------------
pii("chat", "email", "User: my email is carla.mendes@sapo.pt, can you check?\nAssistant: Sure.", "carla.mendes@sapo.pt")
pii("chat", "phone", "User: call me back on 07911 123456 please", "07911 123456")
pii("chat", "name", "User: Hi, I'm Oliver Thompson and my order is late", "Oliver Thompson")
pii("chat", "name", "User: My name is Élodie Girard.", "Élodie Girard")
pii("chat", "name", "用户：我叫张晓燕，订单还没到", "张晓燕")
pii("chat", "name", "ユーザー：山本健太と申します。", "山本健太")
pii("chat", "name", "Kunde: Ich heiße Lukas Fischer", "Lukas Fischer")
pii("chat", "name", "Cliente: me llamo Javier Torres", "Javier Torres")
pii(
    "chat",
    "address",
    "User: I live at 1600 Pennsylvania Avenue NW, Washington, DC 20500",
    "1600 Pennsylvania Avenue NW",
)
pii("chat", "dob", "User: born on March 14, 1985", "March 14, 1985")
pii("chat", "card", f"User: here is my card {spaced(_VISA)} exp 12/29", spaced(_VISA))
pii("chat", "secret", "User: the wifi password is Blu3Sky!Falcon", "Blu3Sky!Falcon")
pii("chat", "iban", f"Assistant: I've sent €40 to {spaced(_IT)}.", spaced(_IT))
pii("chat", "phone", "用户：我的手机号是 186 0000 1234", "186 0000 1234")
pii("chat", "email", "User: jane dot roe at fastmail dot com", "jane dot roe at fastmail dot com")

# === look-alikes that must stay =============================================================================
rng = random.Random(4)
for i in range(30):  # order numbers in the shapes shops use
    n = rng.randint(10**6, 10**9)
    stay(
        "order",
        [
            f"#{n % 100000}",
            f"Order {n}",
            f"订单号：{20261205000000 + n % 10**6}",
            f"Bestellnummer {n % 10**8}",
            f"commande n° {n % 10**7}",
            {"order_id": n, "status": "shipped"},
            f"pedido {n % 10**6}-{rng.randint(10, 99)}",
            f"注文番号 {n % 10**9}",
            f"INV-2026-{n % 100000:05d}",
            f"{n % 10**3:03d}-{n % 10**7:07d}-{n % 10**7:07d}",
        ][i % 10],
    )
for i in range(25):  # SKUs, part numbers, GTINs without a valid shape of PII
    stay(
        "sku",
        [
            f"SKU {rng.choice('ABCDEFGH')}{rng.randint(100, 999)}-{rng.randint(10, 99)}",
            f"part no. {rng.randint(10**5, 10**6)}-{rng.choice(['A', 'B', 'C'])}",
            f"MPN {rng.choice(['MX', 'LG', 'SN'])}{rng.randint(1000, 9999)}{rng.choice('XYZ')}",
            {"sku": f"TSHIRT-{rng.choice(['RED', 'BLU'])}-{rng.choice(['S', 'M', 'L'])}", "qty": rng.randint(1, 5)},
            f"model {rng.choice(['RTX', 'GTX'])} {rng.randint(1000, 4090)}",
        ][i % 5],
    )
for i in range(25):  # hashes and digests
    h = hashlib.sha1(f"h{i}".encode()).hexdigest()
    stay(
        "hash",
        [
            f"commit {h}",
            f"md5: {hashlib.md5(h.encode()).hexdigest()}",
            f'etag "{h[:16]}"',
            {"checksum": "sha512:" + hashlib.sha512(h.encode()).hexdigest()[:64]},
            f"merge {h[:7]}..{h[7:14]}",
        ][i % 5],
    )
for i in range(25):  # UUIDs and ULIDs, request and trace ids
    u = uuid.UUID(int=rng.getrandbits(128), version=4)
    stay(
        "uuid",
        [
            str(u),
            f"request_id={u}",
            {"run_id": str(u), "step": i},
            f"X-Request-ID: {u.hex}",
            f"traceparent: 00-{u.hex}-{u.hex[:16]}-01",
        ][i % 5],
    )
for value in [  # versions
    "v3.11.4",
    "Django 5.2.8",
    "celery==5.4.0",
    "go1.22.5",
    "rustc 1.83.0 (90b35a623 2024-11-26)",
    "kernel 6.8.0-49-generic",
    "Ubuntu 24.04.1 LTS",
    "postgres 16.4 (Debian 16.4-1.pgdg120+2)",
    "redis_version:7.2.4",
    "image acme/api:2026.12.05-3",
    "OpenAPI 3.1.0",
    "schema version 27",
    "Android 14 (API 34)",
    "firmware 1.0.3.112",
    "v0.0.1-alpha.7",
]:
    stay("version", value)
for i in range(30):  # timestamps and dates that are no birthday
    t = 1764900000 + rng.randint(0, 10**7)
    stay(
        "timestamp",
        [
            f"created_at: 2026-12-{1 + i % 28:02d}T08:{i:02d}:00+01:00",
            f"[05/Dec/2026:10:{i:02d}:01 +0000]",
            {"ts": t, "event": "step.done"},
            f"Dec  5 10:{i:02d}:01",
            f"2026年12月{1 + i % 28}日 10:{i:02d}",
            f"05.12.2026 10:{i:02d}",
            f"expires 2027-01-{1 + i % 28:02d}",
            "due date: 15/01/2027",
            f"{t}.{rng.randint(100, 999)}",
            f"duration 00:{i:02d}:17.5",
        ][i % 10],
    )
for i in range(25):  # amounts and quantities
    stay(
        "amount",
        [
            f"€{rng.randint(1, 9999)},{rng.randint(0, 99):02d}",
            f"{rng.randint(1, 99)} 999,00 Kč",
            f"USD {rng.randint(1, 10**6):,}.{rng.randint(0, 99):02d}",
            {"amount": rng.randint(100, 10**7), "currency": "jpy"},
            f"合计 ¥{rng.randint(1, 99999)}.{rng.randint(0, 99):02d}",
        ][i % 5],
    )
for value in [  # tool names and function calls
    "send_email",
    "crm.lookup_customer",
    "stripe.refunds.create",
    "get_phone_number",
    "update_shipping_address",
    "verify_date_of_birth",
    "lookup_iban",
    "validate_card_number",
    "reset_password",
    "rotate_api_key",
    {"tool": "search_contacts", "args": {"query": "open tickets", "limit": 20}},
    {"name": "get_weather", "arguments": '{"city": "Paris", "unit": "celsius"}'},
    {"type": "function", "function": {"name": "create_invoice", "parameters": {"type": "object"}}},
    "tool_use id toolu_01A09q90qw90lq917835lq9",
    "call_9pX2kQ7bM4nW8rT1",
]:
    stay("tool", value)
for value in [  # error codes and messages without PII
    "E1001",
    "ERR_CONNECTION_REFUSED",
    "ORA-00942: table or view does not exist",
    "SQLSTATE[23505]: unique_violation",
    "errno 111 ECONNREFUSED 127.0.0.1:5432",
    "HRESULT 0x80070005",
    "HTTP/1.1 503 Service Unavailable",
    "grpc status 14 UNAVAILABLE",
    "exit status 137 (OOMKilled)",
    "card_declined: insufficient_funds",
    "invalid_iban: checksum mismatch",
    "phone_number_invalid",
    "email_not_verified",
    "password too short (min 12)",
    "token expired at 2026-12-05T10:00:00Z",
    "SMTP 550 5.1.1 user unknown",
    "AccessDenied: not authorized to perform s3:GetObject",
    "E11000 duplicate key error collection: app.users index: email_1",
    "ValidationError: date_of_birth must be a date",
    "TypeError: Cannot read properties of undefined (reading 'name')",
]:
    stay("error", value)
for value in [  # places and companies that are not people
    "Paris",
    "San Francisco, CA",
    "München",
    "Ciudad de México",
    "東京都",
    "上海市",
    {"city": "Berlin", "country": "DE"},
    {"company": "Morgan Stanley", "sector": "finance"},
    {"vendor": "Johnson & Johnson"},
    "Marks & Spencer",
    "Charles Schwab Corporation",
    "Ford Motor Company",
    "Mercedes-Benz Group AG",
    "Société Générale",
    "Banco Santander",
    "阿里巴巴集团",
    "トヨタ自動車",
    "Hilton Garden Inn",
    "Washington Dulles International Airport",
    "Lake Victoria",
    "Mount Kilimanjaro",
    "Victoria Station",
    "Jordan (country)",
    "St. Louis",
    "Alexander Platz, tram stop",
]:
    stay("place_company", value)
for value in [  # model names
    "gpt-4o-2024-08-06",
    "claude-3-5-sonnet-20241022",
    "claude-opus-4",
    "llama-3.1-70b-instruct",
    "text-embedding-3-large",
    "Qwen2.5-72B-Instruct",
    "mistral-large-2411",
    "gemini-1.5-pro-002",
    "deepseek-r1:14b",
    {"model": "gpt-4o-mini", "temperature": 0.2, "max_tokens": 1024},
    "bert-base-multilingual-cased",
    "whisper-large-v3",
]:
    stay("model", value)
for value in [  # config text without a secret
    "timeout=30",
    "password_min_length=12",
    "token_ttl_seconds=3600",
    "api_key_header=X-API-Key",
    "PASSWORD_HASHERS=argon2",
    "secret_name: prod/db-credentials",
    "AWS_REGION=eu-central-1",
    "DATABASE_URL=postgres://localhost:5432/app",
    "auth: {type: oauth2, scopes: [read, write]}",
    "SESSION_COOKIE_AGE=1209600",
    "Set-Cookie: theme=dark; Path=/",
    "Cookie: lang=en-US; tz=UTC",
    "Authorization: Bearer <redacted>",
    "password: ${DB_PASSWORD}",
    "api_key: {{ secrets.API_KEY }}",
    "token = os.environ['TOKEN']",
    "max_connections=100",
    "jwt_algorithm=RS256",
    "LOG_LEVEL=debug",
    "retry_backoff=2.0",
]:
    stay("config", value)
for value in [  # ids with a wrong checksum or no id at all
    "room AB12-3456",
    "case ref QQ-12-34",
    "DNI 12345678A",  # wrong letter (Z)
    "BSN 111222334",  # fails the 11-proof
    "CPF 123.456.789-00",
    "card 4242 4242 4242 4241",
    "4111111111111112",
    "ref 5555-5555-5555-4440",
    "IBAN DE00 5001 0517 5407 3249 31",
    "acct FR00 3000 6000 0112 3456 7890 189",
    "lot 000-12-3456",
    "room 666-12",
    "mcc 5411",
    "ABA 026009593 routing",
    "GTIN 00012345600012",
    "phone extension 204",
    "port 5432",
    "PIN length 6",
    "invoice 2026-0001-0042",
    "1234 5678 (test digits)",
]:
    stay("wrong_checksum", value)
for value in [  # log lines, URLs, stack traces, CSV rows, chats without PII
    "2026-12-05 10:00:01,123 INFO [worker] step 4 of run r_81 done in 12ms",
    '{"level":"info","event":"lease_renewed","run":"r_81","fencing":1842}',
    "Dec  5 10:00:01 web1 systemd[1]: Started app.service.",
    "GET /api/v1/orders?page=2&status=shipped&sort=-created_at 200 14ms",
    "https://docs.acme.io/guides/refunds?lang=fr#section-3",
    "https://shop.example.com/p/TSHIRT-RED-M?utm_source=newsletter&utm_campaign=dec",
    "s3://acme-exports/2026/12/05/part-0001.parquet",
    'Traceback (most recent call last):\n  File "/app/run.py", line 12, in main\nRuntimeError: step timed out',
    "at com.acme.core.Runner.step(Runner.java:88)",
    "id,sku,qty,price\n1,SKU-100,2,19.99\n2,SKU-200,1,5.00",
    "date,orders,revenue\n2026-12-05,1204,58213.40",
    "User: where is my order #48213?\nAssistant: It ships tomorrow.",
    "用户：订单什么时候到？\n助手：预计明天送达。",
    "User: can I change the delivery address?\nAssistant: Yes, in Settings.",
    "User: what is your phone number?\nAssistant: We only offer chat support.",
    "Assistant: I have updated the shipping method to Express.",
    "Bonjour à tous, la mise à jour est déployée.",
    "Sehr geehrte Damen und Herren,",
    "Hola equipo,",
    "お世話になっております。",
    "您好，您的订单已发货。",
    "Hi team,\nthe deploy is done.\nThanks!",
    "Kind regards,\nThe Acme Support Team",
    "Mit freundlichen Grüßen\nIhr Kundenservice",
    "Cordialement,\nL'équipe Acme",
    "To: support@",
    "Subject: Your invoice INV-2026-00042",
    "Tracking: 1Z999AA10123456784",
    "ticket JIRA-4412 moved to Done",
    "PR #1842 merged into main",
]:
    stay("text", value)
for _ in range(30):  # generated tool results that carry no PII
    stay(
        "tool_result",
        {
            "id": f"ch_{rng.getrandbits(64):016x}",
            "object": rng.choice(["charge", "refund", "payout"]),
            "amount": rng.randint(100, 10**6),
            "currency": rng.choice(["eur", "usd", "gbp", "jpy"]),
            "status": rng.choice(["succeeded", "pending", "failed"]),
            "created": 1764900000 + rng.randint(0, 10**6),
            "livemode": False,
            "metadata": {"order_id": f"ORD-{rng.randint(10**5, 10**6)}", "sku": f"SKU-{rng.randint(100, 999)}"},
            "last4": f"{rng.randint(0, 9999):04d}",
            "country": rng.choice(["DE", "FR", "ES", "GB", "US", "JP", "CN"]),
        },
    )

PII_CASES = [c for c in CASES if c.pii]
STAY_CASES = [c for c in CASES if not c.pii]
