"""Every redaction rule on real-looking data, the false positives that must survive, and stable pseudonyms."""

from __future__ import annotations

import base64
import hashlib
import re

import orjson
import pytest

from agentops.core.keys import idem_key
from agentops.redaction import Redactor, cn_id_valid, luhn_valid
from runs.governance.redaction import from_settings

R = Redactor(
    b"test-key", mask_fields=["contract_amount"], extra_patterns=[{"type": "order", "pattern": r"ORD-\d{8}-\d{6}"}]
)
TOKEN = re.compile(r"<(\w+):[0-9a-f]{16}>")


def kinds(text: str) -> list[str]:
    return TOKEN.findall(R.redact_text(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Contact zhang.san@example.com.cn today", ["email"]),
        ("Write to jane.doe@example.com. Then wait.", ["email"]),  # an email that ends a sentence
        ("cc: Finance <AP-Team+invoices@acme-corp.co.uk>", ["email"]),
        ("客户手机13812345678，请回电", ["phone"]),
        ("mobile +86 139 1234 5678", ["phone"]),
        ("tel:+86-158-0000-1234", ["phone"]),
        ("US office +1 415 555 2671, UK +44 20 7946 0958", ["phone", "phone"]),
        ("E.164: +4915123456789", ["phone"]),
        ("身份证号 11010519491231002X 已核验", ["cn_id"]),
        ("ID 440305199003071236", ["cn_id"]),
        ("id: 51010720000229654 3", ["cn_id"]),  # an ID written with a space
        ("Visa 4111 1111 1111 1111 exp 12/28", ["card", "card_expiry"]),
        ("MasterCard 5555-5555-5555-4444", ["card"]),
        ("Amex 378282246310005", ["card"]),
        ("银联卡号6222021234567890128", ["card"]),
        ("UnionPay 6214831234567896", ["card"]),
        ("client 192.168.10.24 via 10.0.0.1.", ["ip", "ip"]),
        ("v6 2001:db8::8a2e:370:7334 and fe80::1%eth0", ["ip", "ip"]),
        ("full 2001:0db8:85a3:0000:0000:8a2e:0370:7334", ["ip"]),
        ("Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig", ["secret"]),
        ("order ORD-20241202-000123 shipped", ["order"]),
        ("device 00:1A:2B:3C:4D:5E, ring 020 7946 0958", ["mac", "phone"]),
        ("customer name: Maria Garcia, DOB: 14/03/1985, passport number 533380006", ["name", "dob", "id_number"]),
    ],
)
def test_each_rule_finds_real_looking_pii(text: str, expected: list[str]) -> None:
    assert kinds(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "order SO2024120200001234 and 202412021234567890",  # order numbers (18 digits, no province/IIN)
        "ORD-2024-12-02-0001",
        "at 2024-12-02T10:15:30+08:00 / 2024-12-02 10:15:30.123456Z",  # timestamps
        "epoch 1733140800 and millis 1733140800123",
        "20241202101530 (yyyymmddhhmmss)",
        "amount 13800000000.00 CNY, ¥1,250,000.00, EUR 1250, 13812345678.50",  # amounts
        "total +12.5% and -3,000",
        "event evt_13812345678abcdef012 and exe_4111111111111111aaaaaaaa",  # event / execution ids
        "run run_0193812345678abcdef01234 and its event evt_ghjoijmknlmoqrstuv01234567aaaaabcd",  # run-ordered ids
        "sha256 0b3f138123456784111111111111111dead13812345678beef",  # hashes
        "idem_key 5c1f6e0a13812345678f2b44111111111111111c9d0e1f2a3b4c5d6e7f80912",
        "prev 0000000000000000000000000000000000000000000000000000000000000000",
        "time 10:15:30, hex ab:cd:ef:12, ratio 3:2, version 1.2.3",  # no MAC: four groups
        "phone-like but 12 digits 138123456789 and 10 digits 1381234567",
        "card-like but Luhn fails 4111111111111112",
        "ID-like but bad checksum 110105194912310021 and bad date 110105194913310028",
        "invoice INV-2024-0042 for 1,250 EUR",
    ],
)
def test_false_positives_are_left_alone(text: str) -> None:
    assert R.redact_text(text) == text


def test_pseudonyms_are_stable_typed_and_keyed() -> None:
    a = R.redact_text("13812345678")
    assert a == R.redact_text("+86 138 1234 5678") == R.redact_text("+8613812345678")
    assert R.redact_text("Zhang.San@Example.com") == R.redact_text("zhang.san@example.com")
    assert R.redact_text("4111 1111 1111 1111") == R.redact_text("4111111111111111")
    other = Redactor(b"another-key").redact_text("13812345678")
    assert other != a and other.startswith("<phone:")
    assert R.redact_text("13812345678") != R.redact_text("13912345678")


def test_walks_nested_json_and_redacts_by_key() -> None:
    payload = {
        "tool": "send_email",
        "args": {"to": "legal@example.com", "cc": ["a@b.io", "ops@example.org"], "body": "Call 13812345678"},
        "headers": {"Authorization": "Basic dXNlcjpwYXNzd29yZA==", "X-Api-Key": "sk_live_1234567890"},
        "db_password": "hunter2",
        "githubToken": {"value": "ghp_abc"},
        "contract_amount": 1_250_000,
        "usage": {"total_tokens": 1834, "prompt_tokens": 1500, "cost": 0.0213},
        "idem_key": "5c1f6e0a13812345678f2b44",
        "step": 3,
        "ok": True,
        "none": None,
    }
    out = R.redact(payload)
    assert out["tool"] == "send_email"
    assert TOKEN.fullmatch(out["args"]["to"]).group(1) == "email"
    assert [TOKEN.fullmatch(x).group(1) for x in out["args"]["cc"]] == ["email", "email"]
    assert out["args"]["body"].startswith("Call <phone:")
    for secret in (
        out["headers"]["Authorization"],
        out["headers"]["X-Api-Key"],
        out["db_password"],
        out["githubToken"],
    ):
        assert TOKEN.fullmatch(secret).group(1) == "secret"
    assert TOKEN.fullmatch(out["contract_amount"]).group(1) == "masked"
    assert out["usage"] == payload["usage"]
    # the key beside arguments the redaction changed: its pseudonym (Redactor.shown_key)
    assert out["idem_key"] == R.pseudonym("idem_key", "5c1f6e0a13812345678f2b44")
    assert (out["step"], out["ok"], out["none"]) == (3, True, None)
    assert payload["args"]["to"] == "legal@example.com"  # the input is not modified


def test_checksums() -> None:
    assert cn_id_valid("11010519491231002X") and cn_id_valid("11010519491231002x")
    assert not cn_id_valid("110105194912310021")
    assert not cn_id_valid("990105194912310028")  # no such province
    assert luhn_valid("4111111111111111") and not luhn_valid("4111111111111112")


def test_settings_configure_the_redactor(settings) -> None:
    settings.AGENTOPS = {
        **settings.AGENTOPS,
        "REDACTION": {
            "KEY": "k1",
            "SECRET_KEYS": ["pin"],
            "MASK_FIELDS": ["salary"],
            "EXTRA_PATTERNS": [{"type": "contract", "pattern": r"HT-\d{6}"}],
        },
    }
    r = from_settings()
    out = r.redact({"pin": "1234", "salary": 9000, "note": "see HT-202401"})
    assert out["pin"].startswith("<secret:") and out["salary"].startswith("<masked:")
    assert out["note"].startswith("see <contract:")
    settings.AGENTOPS["REDACTION"]["KEY"] = ""
    assert from_settings().redact_text("a@b.io") == Redactor(settings.SECRET_KEY.encode()).redact_text("a@b.io")


def test_pseudonyms_carry_64_bits() -> None:
    token = R.redact_text("a.b@example.com")
    assert re.fullmatch(r"<email:[0-9a-f]{16}>", token)
    many = {R.pseudonym("email", f"user{i}@example.com") for i in range(50_000)}
    assert len(many) == 50_000  # 32-bit tokens collide about once in this many; 64-bit ones do not


@pytest.mark.parametrize(
    ("key", "kind"),
    [
        ("secret_key", "secret"),
        ("aws_secret_access_key", "secret"),
        ("AWS_SECRET_ACCESS_KEY", "secret"),
        ("passcode", "secret"),
        ("pin", "secret"),
        ("userPin", "secret"),
        ("otp", "secret"),
        ("otp_code", "secret"),
        ("signature", "secret"),
        ("x-hub-signature-256", "secret"),
        ("APIKey", "secret"),
        ("refreshToken", "secret"),
        ("cvv", "secret"),
        ("phone", "phone"),
        ("contact_mobile", "phone"),
        ("phone_number", "phone"),
        ("id_card", "id_number"),
        ("card_number", "card"),
        ("shipping", None),
        ("spinner", None),
        ("total_tokens", "numeric"),
        ("token_count", "numeric"),
        ("token", "secret"),
        ("access_token", "secret"),
        ("api_token", "secret"),
        ("githubToken", "secret"),
        ("x-auth-token", "secret"),
        ("fencing_token", "numeric"),
        ("next_page_token", "numeric"),
        ("tokens_used", "numeric"),
        ("tokens_in", "numeric"),
        ("token_budget", "numeric"),
        ("author", "party"),  # a post's, a commit's or a document's person (redact-n)
        ("authorization", "secret"),
        ("idem_key", "idem_key"),
        ("idempotencyKey", "idem_key"),
        ("parent_head_hash", "chain_hash"),
        ("keys", None),
    ],
)
def test_key_names_are_judged_by_their_words(key: str, kind: str | None) -> None:
    assert R.key_kind(key) == kind


def test_numbers_keys_and_text_around_chinese() -> None:
    out = R.redact(
        {
            "13812345678": "owner",
            "n": 13812345678,
            "card": 4111111111111111,
            "phone": 4155552671,
            "seq": 13812345678,
            "amount": 4111111111111111,
            "note": "联系zhang@example.com或１３８１２３４５６７８",
            "pin": 1234,
            "flag": True,
        }
    )
    keys = list(out)
    assert TOKEN.fullmatch(keys[0]).group(1) == "phone" and out[keys[0]] == "owner"
    assert TOKEN.fullmatch(out["n"]).group(1) == "phone" and out["n"] == keys[0]  # one value, one pseudonym
    assert TOKEN.fullmatch(out["card"]).group(1) == "card"
    assert out["phone"] == R.redact_text("+1 (415) 555-2671")  # the same number written as text
    assert out["seq"] == 13812345678 and out["amount"] == 4111111111111111  # counters and money stay
    assert out["note"].startswith("联系<email:") and "或<phone:" in out["note"]
    assert TOKEN.fullmatch(out["pin"]).group(1) == "secret" and out["flag"] is True


def test_redact_json_returns_the_input_when_nothing_changes() -> None:
    clean = '{"step":3,"output":{"content":"Step 3: notify the team","usage":{"total_tokens":3800}}}'
    assert R.redact_json(clean) is clean
    dirty = '{"to":"legal@example.com","n":1}'
    assert "legal@" not in R.redact_json(dirty) and '"n":1' in R.redact_json(dirty)


def test_the_engine_imports_no_django() -> None:
    import subprocess
    import sys

    code = (
        "import sys, agentops.redaction as r; r.Redactor(b'k').redact({'a': 'b@c.io'}); print('django' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_long_inputs_stay_linear() -> None:
    """Four times the input costs about four times the CPU (quadratic would be sixteen).

    CPU time of this process, best of five: wall time on a loaded machine measures the other processes.
    """
    import time

    def cost(n: int) -> float:
        nasty = ("a" * 500 + "@") * n + "1-" * (200 * n) + "AKIA" * (50 * n) + "password=" * (50 * n) + "1 " * (100 * n)
        best = float("inf")
        for _ in range(5):
            start = time.process_time()
            R.redact_text(nasty)
            best = min(best, time.process_time() - start)
        return best

    small, large = cost(40), cost(160)
    assert large < 8 * small, (small, large)


def test_id_keys_win_over_counter_keys() -> None:
    assert R.key_kind("national_id") == "id_number" and R.key_kind("order_id") == "numeric"


def test_a_fencing_token_and_usage_counters_are_kept_and_credentials_are_not() -> None:
    """``token`` as the key's last word made a lease's fencing token a ``<secret:…>``, and a usage counter whose
    key ends in another word (``tokens_used``) had its number read as a phone number."""
    payload = {"fencing_token": 12, "usage": {"tokens_used": 13812345678, "prompt_tokens": 13812345678}}
    assert R.redact(payload | {"access_token": "abc123"}) == payload | {"access_token": R.pseudonym("secret", "abc123")}
    text = R.redact_text("fencing_token=12 next_page_token: 7 access_token=abcdef123456")
    assert text.startswith("fencing_token=12 next_page_token: 7 access_token=<secret:"), text


def test_an_idempotency_key_is_shown_only_beside_arguments_shown_as_they_are() -> None:
    """The key is SHA-256 over its call's arguments (``agentops.core.keys.idem_key``): beside a redacted argument
    it would confirm a guessed value, so it is pseudonymised there; beside arguments left as they are (every
    input on screen) and in every walk of the payload (value, stored text, a chunk) it is the same."""
    key = idem_key("run_a", 1, 0, "send_email", {"to": "ann@example.com"})
    mailed = {"tool": "send_email", "args": {"to": "ann@example.com"}, "idem_key": key}
    clean = {"tool": "lookup", "args": {"ticket": "T-9"}, "idem_key": key}
    token = R.pseudonym("idem_key", key)
    assert R.redact(mailed)["idem_key"] == token and R.redact(clean) == clean
    assert R.redact({"step": 1, "idem_key": key}) == {"step": 1, "idem_key": token}  # no arguments at hand
    assert R.redact({"args": {}, "idem_key": None}) == {"args": {}, "idem_key": None}  # no key: nothing deduped
    confirm = {"step": 1, "tool": "send_email", "idem_key": key, "reason": "needs a human"}  # no arguments at hand
    nested = {"args": {"q": "x"}, "result": {"data": {"idem_key": key}}}  # not beside its own object's arguments
    escaped = {"args": {"note": 'say "hi"\nthen go'}, "idem_key": key}
    docs = [orjson.dumps(d) for d in (mailed, clean, {"idem_key": key}, {"x": "T-9"}, confirm, nested, escaped)]
    changed = [R.redact(orjson.loads(d)) != orjson.loads(d) for d in docs]
    assert changed == [True, False, True, False, True, True, False]
    assert not [d for d, c in zip(docs, changed, strict=True) if c and R.clean_json(d)]  # (False: "decode it")
    assert (
        R.redact_stored_many(docs)
        == [R.redact_stored(d) for d in docs]
        == [orjson.dumps(R.redact(orjson.loads(d))) for d in docs]
    )
    assert (R.shown_key(key, mailed["args"]), R.shown_key(key, clean["args"]), R.shown_key(key)) == (token, key, token)
    assert R.redact({"parent_head_hash": "ab" * 32})["parent_head_hash"] == R.pseudonym("chain_hash", "ab" * 32)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("for Margaret Thornbury (13812345678).", "13812345678"),
        ("card (4539148803436467) declined", "4539148803436467"),
        ("身份证 (11010519491231002X) 已核验", "11010519491231002X"),
        ("call (13812345678)", "13812345678"),
        ("office (415-555-2671).", "+1 (415) 555-2671"),
        ("手机（13812345678）", "13812345678"),
    ],
)
def test_a_number_in_parentheses_is_redacted_as_itself(text: str, value: str) -> None:
    """An opening parenthesis of prose before a number is no part of it: the number is found (it was left raw
    whenever the run began with ``(`` and held no ``)``: a card, an ID, a mobile) and takes its own pseudonym,
    and the parentheses stay."""
    out = R.redact_text(text)
    assert value.replace(" ", "") not in out.replace(" ", "")
    assert R.redact_text(value) in out
    assert out.count("(") == text.count("(") and out.count(")") == text.count(")")


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("callback https://cb.example.net/hook?email=wang.fang.probe%40example.com&x=1", "wang.fang.probe@example.com"),
        ('{"url": "https://cb.example.net/hook?to=Wang.Fang.Probe%40Example.com"}', "wang.fang.probe@example.com"),
        ("mailto:wang.fang.probe%40example.com", "wang.fang.probe@example.com"),
        ("https://sms.example.net/send?to=%2B8613812345678&text=hi", "13812345678"),
        ("https://sms.example.net/send?to=%2B1%20415%20555%202671", "+1 415 555 2671"),
        ("https://pay.example.net/charge?card=4539%201488%200343%206467", "4539 1488 0343 6467"),
        ("phone%3A13812345678", "13812345678"),
    ],
)
def test_pii_in_a_percent_encoded_url_is_redacted_as_itself(text: str, plain: str) -> None:
    """A URL's query string carries its values percent-encoded (``urlencode`` writes ``@`` as ``%40``, ``+`` as
    ``%2B``, a blank as ``%20``): each was left raw on every read. Each is the same value, so it takes the same
    pseudonym as written plain, in a text and in a stored document alike."""
    pseudonym = R.redact_text(plain)
    out = R.redact_text(text)
    assert TOKEN.fullmatch(pseudonym) and pseudonym in out and "%" not in out.split(pseudonym)[0][-1:]
    assert "wang.fang" not in out.lower() and "1381234" not in out and "555%20" not in out and "0343" not in out
    stored = R.redact_stored(orjson.dumps({"u": text}))
    assert pseudonym.encode() in stored and stored == orjson.dumps(R.redact({"u": text}))


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("13812345678,13987654321", ["13812345678", "13987654321"]),
        ('{"phones": "13812345678,13987654321,15012345678"}', ["13812345678", "13987654321", "15012345678"]),
        ("cards 4539148803436467,5500005555555559", ["4539148803436467", "5500005555555559"]),
        ("11010519491231002X,13812345678", ["11010519491231002X", "13812345678"]),
    ],
)
def test_numbers_in_a_list_without_blanks_are_each_redacted(text: str, values: list[str]) -> None:
    """A comma after a number kept it raw (the rule that keeps an amount's ``1,381,234`` and ``13812345678,50``
    apart), so in a list written without blanks every number but the last stayed raw. A comma before seven
    digits or more separates numbers: each is found, with the pseudonym it has alone."""
    out = R.redact_text(text)
    for value in values:
        assert value not in out and R.redact_text(value) in out


def test_a_comma_in_an_amount_still_keeps_it() -> None:
    for amount in ("13812345678,50", "1,381,234,567.80", "13812345678,123456"):
        assert R.redact_text(f"total {amount} EUR") == f"total {amount} EUR"


@pytest.mark.parametrize(
    ("text", "plain", "raw"),
    [
        ("https://cb.example/notify?p=+86+138+1234+5678&lang=en", "13812345678", "138+1234"),
        ("callback?lang=en&to=%2B44+20+7946+0958", "+44 20 7946 0958", "7946+0958"),
        ("p=%2B86+138+1234+5678", "13812345678", "138+1234"),
        ("?card=4539+1488+0343+6467", "4539148803436467", "1488+0343"),
        ("(86)13812345678", "13812345678", "13812345678"),
        ("call (86)13812345678 now", "13812345678", "13812345678"),
        ("联系电话(86)13912345678", "13912345678", "13912345678"),
        ("London (44)2079460958", "+44 20 7946 0958", "2079460958"),
        ("(+86)13812345678", "13812345678", "(+86"),
    ],
)
def test_a_plus_for_a_blank_in_a_query_and_a_country_code_in_parentheses_are_redacted_as_themselves(
    text: str, plain: str, raw: str
) -> None:
    """A query string writes a blank as '+' (``?p=+86+138+1234+5678``), and a country code is written in
    parentheses (``(86)13812345678``): both stayed raw on every read (probe-roles). Each is the same number,
    so it takes the pseudonym it has written plain, in a text and in a stored document alike."""
    _redacted_as_written_plain(text, plain, raw)


def _redacted_as_written_plain(text: str, plain: str, raw: str) -> None:
    pseudonym = R.redact_text(plain)
    out = R.redact_text(text)
    assert TOKEN.fullmatch(pseudonym) and pseudonym in out and raw not in out, out
    stored = R.redact_stored(orjson.dumps({"u": text}))
    assert pseudonym.encode() in stored and stored == orjson.dumps(R.redact({"u": text}))


@pytest.mark.parametrize(
    ("text", "plain", "raw"),
    [
        ("(852)91234567", "+852 9123 4567", "91234567"),
        ("HK desk (852) 9123 4567", "+852 9123 4567", "9123 4567"),
        ("(65)91234567", "+65 9123 4567", "91234567"),
        ("(+45)32123456", "+45 32 12 34 56", "32123456"),
        ("1 415 555 2672", "+1 415 555 2672", "555 2672"),
        ("call 1-415-555-2672", "+1 415 555 2672", "555-2672"),
        ("?to=+1+415+555+2672&lang=en", "+1 415 555 2672", "555+2672"),
    ],
)
def test_eight_digits_after_a_country_code_and_a_us_number_without_its_plus_are_redacted_as_themselves(
    text: str, plain: str, raw: str
) -> None:
    """``(852)91234567`` (Hong Kong: eight digits after the code) stayed raw, and ``1 415 555 2672`` was read as
    the mainland mobile 14155552672, another pseudonym than ``+1 415 555 2672`` (roles2's note)."""
    _redacted_as_written_plain(text, plain, raw)


@pytest.mark.parametrize(
    "text",
    [
        "?q=1+2+3+4+5+6+7&page=2",
        "?q=2024+12+02+10+30+00",
        "?sum=1250+3400+120&n=3",
        "step (2)20241202",
        "(3)1234567",
        "(12)20241202",
        "(10)12345678",
        "(852)2024",
    ],
)
def test_plus_signs_and_parentheses_around_numbers_that_are_no_pii_stay(text: str) -> None:
    assert R.redact_text(text) == text and R.redact({"u": text}) == {"u": text}


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


@pytest.mark.parametrize(
    ("text", "raw"),
    [
        ("jane.doe@example.com", "jane.doe@example.com"),
        ("phone 13812345678", "13812345678"),
        ('{"to": "wang.fang@example.com", "amount": 12}', "wang.fang@example.com"),
        ("card 4539 1488 0343 6467 exp 12/28", "4539 1488 0343 6467"),
        ("客户手机13912345678", "13912345678"),
        ("call +1 415 555 2672", "555 2672"),
    ],
)
def test_base64_holding_pii_is_redacted_whole(text: str, raw: str) -> None:
    """A base64 run (16 characters or more, valid padding) that decodes to printable UTF-8 holding PII stayed raw:
    anyone reading it decodes it (probe-roles). It goes whole, as one pseudonym for the run, in a text, as a
    JSON value and in a stored document alike."""
    encoded = _b64(text)
    for payload in (encoded, f"attachment={encoded}&n=1", f"body: {encoded}\n"):
        out = R.redact_text(payload)
        assert encoded not in out and TOKEN.search(out), out
        assert base64.b64encode(raw.encode()).decode() not in out
    assert R.redact_text(f"x {encoded} y") == f"x {R.redact_text(encoded)} y"
    doc = {"data": encoded, "note": f"see {encoded}"}
    redacted = R.redact(doc)
    assert encoded not in orjson.dumps(redacted).decode()
    assert R.redact_stored(orjson.dumps(doc)) == orjson.dumps(redacted)


@pytest.mark.parametrize(
    "text",
    [
        hashlib.sha256(b"x").hexdigest(),
        base64.b64encode(hashlib.sha256(b"x").digest()).decode(),
        base64.b64encode(hashlib.md5(b"x").digest()).decode(),
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
        _b64("hello world, nothing personal here"),
        _b64("invoice INV-2024-0042 paid"),
        "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=",
        "550e8400e29b41d4a716446655440000",
        "dGhpcyBpcyBub3QgdmFsaWQ",  # no padding: not base64 of whole bytes
        "AbCdEfGhIjKlMnOpQrStUvWxYz012345",
        'etag W/"33a64df551425fcc55e4d42a148795d9f25f89d4"',
        # random bytes whose base64 spells ``Cvc805`` inside a run (bench/base64_lookalikes.py found it)
        "ifVyEkPkfqi5+4/fDDdK78g0U9cwM1dTrwA3tSuoGwJ9X6JK/7YP+5b4M3KDxQpgCvc805/QYJpcPfORxi8RhggfgfIJ16yEHe3lewsxfJqXmD"
        "bQVluEzmFTwtI=",
    ],
)
def test_ordinary_base64_and_hashes_stay(text: str) -> None:
    assert R.redact_text(text) == text and R.redact({"u": text}) == {"u": text}
    assert R.redact_stored(orjson.dumps({"u": text})) == orjson.dumps({"u": text})


@pytest.mark.parametrize("text", ["cvc805", "card cvv 123", "cardCvc: 123", "x_cvv=4321", "安全码456"])
def test_a_security_code_after_its_label_is_still_redacted(text: str) -> None:
    """A label glued to a letter before it (``…gCvc805/…`` inside base64) now needs a separator before its value;
    a label on its own, or with one, still takes its digits."""
    assert R.redact_text(text) != text
