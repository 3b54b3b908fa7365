"""PII planted in tool arguments and results the way outsiders check for it: one test per class, several
wordings in English and Chinese, the ordinary look-alikes that must stay, through the Redactor (text, a
JSON value, a stored payload) and through two real read boundaries (the API's events read as a viewer,
and an export) on both backends."""

from __future__ import annotations

import json

import orjson
import pytest

from agentops.redaction import PSEUDONYM, Redactor

R = Redactor(b"planted-key")

#: class → [(text, raw fragment that must be gone, pseudonym kind in its place)]
PLANTED: dict[str, list[tuple[str, str, str]]] = {
    "card and account numbers": [
        ("银行卡6222021234567890123", "6222021234567890123", "card"),  # Luhn fails: the label says it
        ("银行卡号：6222 0212 3456 7890 123", "6222 0212 3456 7890 123", "card"),
        ("退款到卡号 6217000010012345678 已受理", "6217000010012345678", "card"),
        ("收款账号为 1234567890123456", "1234567890123456", "account"),
        ("对公账户：110 9876 5432 1001", "110 9876 5432 1001", "account"),
        ("card number: 5500 0000 0000 0005", "5500 0000 0000 0005", "card"),
        ("Credit card 6011000990139424 on file", "6011000990139424", "card"),
        ("bank account 00123456789 (Chase)", "00123456789", "account"),
        ("Account No. 12345678, sort code 20-00-00", "12345678", "account"),
        ("Card: 6222 0212 3456 7890 123", "6222 0212 3456 7890 123", "card"),
        ("工资卡 6222021234567890123", "6222021234567890123", "card"),
        ("Customer paid with card 6222 0212 3456 7890 123 yesterday", "6222 0212 3456 7890 123", "card"),
    ],
    "resident IDs after a label": [
        ("身份证 11010119900307851X", "11010119900307851X", "cn_id"),  # check digit wrong
        ("身份证号码是110101199003078512，请核对", "110101199003078512", "cn_id"),
        ("证件号：110101 19900307 8512", "110101 19900307 8512", "cn_id"),
        ("ID number 11010119900307851X", "11010119900307851X", "cn_id"),
        ("national ID: 110101199003078512", "110101199003078512", "cn_id"),
        ("居民身份证号 440301850101123", "440301850101123", "cn_id"),  # the old 15 digits
        ("ID: 11010119900307851X", "11010119900307851X", "cn_id"),
        (
            "身份证：１１０１０１１９９００３０７８５１Ｘ",
            "１１０１０１１９９００３０７８５１Ｘ",
            "cn_id",
        ),  # full width  # a bare ID: needs a real province and date
    ],
    "security codes and expiry": [
        ("cvv 123", "123", "secret"),
        ("CVC: 123", "123", "secret"),
        ("CVV2=9876", "9876", "secret"),
        ("security code 321 on the back", "321", "secret"),
        ("安全码 123", "123", "secret"),
        ("信用卡安全码：456", "456", "secret"),
        ("Visa 4111 1111 1111 1111 exp 12/27", "12/27", "card_expiry"),
        ("card 4111111111111111 12/27 123", "12/27 123", "card_expiry"),
        ("expiry date: 03/2028", "03/2028", "card_expiry"),
        ("valid thru 09/26", "09/26", "card_expiry"),
        ("有效期 12/27", "12/27", "card_expiry"),
        ("CVV码：123", "123", "secret"),
        ("CVV：１２３", "１２３", "secret"),
        ("有效期至2027年12月", "2027年12月", "card_expiry"),
    ],
    "contract values and salaries": [
        ("合同金额：¥1,250,000.00", "1,250,000", "amount"),
        ("合同金额（含税）为人民币1,250,000元", "1,250,000", "amount"),
        ("合同价款 3,800,000.00 元", "3,800,000", "amount"),
        ("年薪50万", "50万", "amount"),
        ("月薪 2.5万元，税前", "2.5万", "amount"),
        ("工资：18000元/月", "18000", "amount"),
        ("contract value: USD 1,250,000", "1,250,000", "amount"),
        ("The contract amount is $480,000.", "480,000", "amount"),
        ("annual salary of $85,000", "85,000", "amount"),
        ("Salary: 120000 GBP", "120000", "amount"),
        ("合同金额 ¥1,250,000.00（大写：壹佰贰拾伍万元整）", "壹佰贰拾伍万", "amount"),
        ("合同金额：人民币壹佰贰拾伍万元整", "壹佰贰拾伍万", "amount"),
        ("contract worth $1.2m", "1.2m", "amount"),
        ("薪资待遇：月薪15k-20k", "20k", "amount"),
        ("年终奖 5万", "5万", "amount"),
        ("合同金额：１２５００００元", "１２５００００", "amount"),
        ("合同约定总价款为1250000元", "1250000", "amount"),
    ],
    "names after an honorific": [
        ("Mr John Smith lives nearby", "John Smith", "name"),
        ("Dear Mrs. Jane O'Brien-Smith,", "Jane O'Brien-Smith", "name"),
        ("call booked with Dr. Patel for Thursday", "Patel", "name"),
        ("Ms Maria de la Cruz approved it", "Maria de la Cruz", "name"),
        ("Prof Li Wei will review", "Li Wei", "name"),
        ("请联系 Mr Zhang Wei 确认", "Zhang Wei", "name"),
        ("Hi, my name is Maria Garcia and I need help", "Maria Garcia", "name"),
        ("The customer's name is John Smith.", "John Smith", "name"),
    ],
    "street addresses": [
        ("Mr John Smith lives at 221B Baker Street, London NW1 6XE", "221B Baker Street, London NW1 6XE", "address"),
        ("ship to 1600 Pennsylvania Ave NW, Washington, DC 20500 today", "1600 Pennsylvania Ave NW", "address"),
        ("moved to 123 Main St, Springfield, IL 62704", "123 Main St, Springfield, IL 62704", "address"),
        ("The address was changed to 5 Harbour Rd, Cork", "5 Harbour Rd", "address"),
        ("deliver to 42 Oak Tree Lane Apt 4B before noon", "42 Oak Tree Lane Apt 4B", "address"),
        ("客户地址是 10 Downing Street", "10 Downing Street", "address"),
        ("postcode: NW1 6XE", "NW1 6XE", "postcode"),
        ("邮编：100020", "100020", "postcode"),
        ("zip code 94105-1234", "94105-1234", "postcode"),
    ],
    "Chinese addresses": [
        ("北京市朝阳区建国路88号", "朝阳区建国路88号", "address"),
        ("客户住在北京朝阳区建国路88号", "北京朝阳区", "address"),
        ("客户住在广东省深圳市南山区科技园路8号3栋1201室，电话另告", "南山区科技园路8号3栋1201室", "address"),
        ("请寄到上海市浦东新区世纪大道100号", "浦东新区世纪大道100号", "address"),
        ("市场部位于杭州市西湖区文三路478号", "西湖区文三路478号", "address"),
        ("新地址：江苏省南京市鼓楼区中山路1号之3", "鼓楼区中山路1号之3", "address"),
    ],
    "Chinese names with an honorific": [
        ("张伟先生", "张伟", "name"),
        ("请李明先生签收", "李明", "name"),
        ("已通知王小红女士", "王小红", "name"),
        ("联系欧阳娜娜女士", "欧阳娜娜", "name"),
        ("和陈静小姐确认过了", "陈静", "name"),
        ("客户：张伟，电话另告", "张伟", "name"),
        ("持卡人：John Smith", "John Smith", "name"),
        ("收款人：欧阳娜娜", "欧阳娜娜", "name"),
        ("我叫张伟，电话另告", "张伟", "name"),
        ("本人李娜同意", "李娜", "name"),
        ("我的名字是王小红", "王小红", "name"),
    ],
}
#: class → text that must stay as it is
STAYS: dict[str, list[str]] = {
    "card and account numbers": [
        "order SO2024120200001234 shipped",
        "账户余额 12345678.00",
        "账号：admin",
        "account number pending",
        "卡号尾号 1234",
        "invoice 9876543210987654 paid",
        "Card: Visa",
        "card 3 of 5",
    ],
    "resident IDs after a label": [
        "order 11010119900307851X",  # unlabelled: the checksum still decides
        "身份证已核验",
        "ID number pending",
        "ticket 110101199003078512X1",
        "ID: 123456789012345678",  # no province code
    ],
    "security codes and expiry": [
        "cvv missing",
        "the offer expires 12/31/2025",
        "exported 12/27 records",
        "安全码已重置",
        "ticket 4111 open since 12/27",
    ],
    "contract values and salaries": [
        "退款金额：¥1,250.00",
        "订单金额 ¥1,250,000.00",
        "refund amount $45.00",
        "order total $1,250,000.00",
        "合同编号 HT-2024-001 已发送",
        "工资条已发送 3 份",
        "salary grade 7",
        "contract value unknown",
        "退款价款 120 元",
    ],
    "names after an honorific": [
        "Mr. and Mrs. were printed on the form",
        "MrBeast video",
        "Dr. who?",
        "ask the doctor about it",
        "The tool name is Send Email",
        "my name is on the list",
    ],
    "street addresses": [
        "Step 3 Final Drive",
        "Version 2 of the Way Forward",
        "gzip 9 files",
        "Chapter 12 Court Rulings",
        "the street was closed",
        "order 10 St",
    ],
    "Chinese addresses": [
        "3号通道已打开",
        "知道1号方案",
        "市场渠道2号负责人",
        "上海市的天气",
        "南京路步行街",
    ],
    "Chinese names with an honorific": [
        "王先生您好",
        "各位先生女士",
        "尊敬的先生",
        "全体女士",
        "首先生成报告",
        "请优先生产这批货",
        "向王先生致歉",
        "客户：已确认",
        "用户：admin",
        "本人已确认",
    ],
}
#: class → key-value payloads: the value under a telling key goes, as in text
KEYED: dict[str, list[tuple[dict, str, str]]] = {
    "card and account numbers": [
        ({"银行卡号": "6222021234567890123"}, "6222021234567890123", "card"),
        ({"卡号": 6222021234567890123}, "6222021234567890123", "card"),
        ({"account_number": "1234567890123456"}, "1234567890123456", "account"),
        ({"bankAccount": 12345678}, "12345678", "account"),
        ({"bank_card": "6222021234567890123"}, "6222021234567890123", "card"),
        ({"card": 6222021234567890123}, "6222021234567890123", "card"),
        ({"payee_account": "6222021234567890123"}, "6222021234567890123", "account"),
    ],
    "resident IDs after a label": [
        ({"身份证号码": "11010119900307851X"}, "11010119900307851X", "cn_id"),
        ({"id_number": 110101199003078512}, "110101199003078512", "cn_id"),
    ],
    "security codes and expiry": [
        ({"安全码": "123"}, '"123"', "secret"),
        ({"card_expiry": "12/27"}, "12/27", "card_expiry"),
        ({"密码": "hunter2"}, "hunter2", "secret"),
    ],
    "contract values and salaries": [
        ({"合同金额": "¥1,250,000.00"}, "1,250,000", "amount"),
        ({"contract_amount": 1250000}, "1250000", "amount"),
        ({"salary": 85000}, "85000", "amount"),
    ],
}
KEYED["names after an honorific"] = [
    ({"greeting": "Dear Mr John Smith"}, "John Smith", "name"),
    ({"recipient": "Maria Garcia"}, "Maria Garcia", "name"),  # a name alone under a key naming a person
    ({"holder": "Li Wei"}, "Li Wei", "name"),
]
KEYED["street addresses"] = [({"shipping": "221B Baker Street"}, "Baker Street", "address")]
KEYED["Chinese addresses"] = [({"送货": "北京市朝阳区建国路88号"}, "建国路88号", "address")]
KEYED["Chinese names with an honorific"] = [
    ({"联系": "张伟先生"}, "张伟", "name"),
    ({"客户": "张伟"}, "张伟", "name"),
    ({"收款人": "欧阳娜娜"}, "欧阳娜娜", "name"),
]
KEYED_STAYS = [
    {"card": "visa"},
    {"card_count": 1234567},
    {"account": "acme-prod"},
    {"customer": "gold tier"},
    {"customer": "Acme"},
    {"用户": "admin"},
    {"客户": "已确认"},
    {"refund_amount": 120},
    {"amount": 1250000},
    {"账号": "admin"},
    {"exp": 1733300000},
    {"total": 99},
]


def kinds(text: str) -> set[str]:
    return {m.group(1) for m in PSEUDONYM.finditer(text)}


def _snapshot(text: str, ascii_only: bool) -> str:
    """``text`` as a snapshot keeps a tool result: JSON text inside a string (escapes in the stored text)."""
    stored = orjson.dumps({"messages": [json.dumps({"content": "note:\n" + text}, ensure_ascii=ascii_only)]})
    return json.loads(orjson.loads(R.redact_stored(stored))["messages"][0])["content"]


def check_class(name: str) -> None:
    for text, raw, kind in PLANTED[name]:
        for out in (
            R.redact_text(text),
            R.redact({"args": {"note": text}})["args"]["note"],
            json.loads(R.redact_json(json.dumps({"result": text}, ensure_ascii=False)))["result"],
            orjson.loads(R.redact_stored(orjson.dumps({"result": [text]})))["result"][0],
            _snapshot(text, False),
            _snapshot(text, True),
            orjson.loads(R.redact_stored_many([b'{"step":1}', orjson.dumps({"r": "\t" + text}), b"{}"])[1])["r"],
        ):
            assert raw not in out and kind in kinds(out), (text, out)
    for text in STAYS[name]:
        assert R.redact_text(text) == text
        assert R.redact_json(json.dumps({"r": text}, ensure_ascii=False)) == json.dumps({"r": text}, ensure_ascii=False)
    for payload, raw, kind in KEYED[name]:
        out = json.dumps(R.redact(payload), ensure_ascii=False)
        assert raw not in out and kind in kinds(out), (payload, out)
        stored = R.redact_stored(json.dumps(payload, ensure_ascii=False).encode()).decode()
        assert raw not in stored and kind in kinds(stored)


def test_card_and_account_numbers_after_their_labels() -> None:
    check_class("card and account numbers")


def test_resident_ids_after_their_labels_whatever_the_check_digit() -> None:
    check_class("resident IDs after a label")


def test_security_codes_and_card_expiry() -> None:
    check_class("security codes and expiry")


def test_contract_values_and_salaries_but_not_order_or_refund_amounts() -> None:
    check_class("contract values and salaries")


def test_names_after_an_honorific() -> None:
    check_class("names after an honorific")


def test_street_addresses_and_postcodes() -> None:
    check_class("street addresses")


def test_chinese_addresses_without_a_label() -> None:
    check_class("Chinese addresses")


def test_chinese_names_before_xiansheng_nvshi_xiaojie() -> None:
    check_class("Chinese names with an honorific")


def test_one_value_one_token_in_text_and_under_its_key() -> None:
    """Joins still work: the labelled text and the telling key give one pseudonym per value."""
    assert R.redact_text("合同金额：¥1,250,000.00")[5:] == R.redact({"contract_amount": 1_250_000.0})["contract_amount"]
    assert R.redact_text("salary 85000").endswith(R.redact({"salary": 85000})["salary"])
    card = R.redact({"card_number": "4111 1111 1111 1111"})["card_number"]
    assert R.redact_text("账号 4111111111111111") == "账号 " + card  # a valid card is a card after any label
    assert R.redact_text("身份证 11010119900307851X")[4:] == R.redact({"身份证": "11010119900307851X"})["身份证"]
    name = R.redact({"customer_name": "John Smith"})["customer_name"]
    assert (
        R.redact_text("Mr John Smith") == "Mr " + name and R.redact_text("customer: John Smith") == "customer: " + name
    )
    assert R.redact_text("张伟先生") == R.redact({"姓名": "张伟"})["姓名"] + "先生"
    street = R.redact({"address": "221B Baker Street"})["address"]
    assert R.redact_text("lives at 221B Baker Street") == "lives at " + street


def test_keyed_look_alikes_stay() -> None:
    for payload in KEYED_STAYS:
        assert R.redact(payload) == payload


# --- through the read boundaries, on both backends ---------------------------------------------------


@pytest.fixture
def planted_run():  # type: ignore[no-untyped-def]
    """A run whose tool arguments and results carry every planted text and every look-alike."""
    from agentops.core.events import EventType, NewEvent
    from agentops.core.keys import execution_id
    from agentops.demo.ticket import ticket_inputs
    from runs.journal import leases
    from runs.journal.store import append_events
    from runs.services import run_create

    run, _ = run_create(agent="ticket", inputs=ticket_inputs(1), start=False)
    lease = leases.acquire(run.id, "planter")
    planted = [text for texts in PLANTED.values() for text, _, _ in texts]
    stays = [text for texts in STAYS.values() for text in texts]
    ref = {"step": 0, "call_index": 0, "execution_id": execution_id(run.id, 0, 0)}
    keyed = {k: v for payload, _, _ in (p for ps in KEYED.values() for p in ps) for k, v in payload.items()}
    args = {"notes": planted, "plain": stays, **keyed}
    events = [
        NewEvent(
            EventType.TOOL_REQUESTED,
            {
                **ref,
                "tool": "crm_update",
                "args": args,
                "idem_key": "k0",
                "effect": "write",
                "risk": "low",
                "gate": "auto",
            },
        ),
        NewEvent(EventType.TOOL_RESULT, {**ref, "result": {"success": True, "code": "ok", "data": {"echo": planted}}}),
    ]
    append_events(run.id, lease.fence, lease.head_seq, events)
    return run


def _assert_redacted(payloads: list[dict]) -> None:
    """The planted run's two payloads as a reader got them: each planted text without its raw value,
    each look-alike as written, each keyed value gone."""
    request, result = (p for p in payloads if "args" in p or "result" in p)
    planted = [(raw, kind) for texts in PLANTED.values() for _, raw, kind in texts]
    for notes in (request["args"]["notes"], result["result"]["data"]["echo"]):
        assert len(notes) == len(planted)
        for out, (raw, kind) in zip(notes, planted, strict=True):
            # the pseudonyms' hex left out: under the server's random key one may hold a raw fragment ("321") by chance
            assert raw not in PSEUDONYM.sub(r"<\1>", out) and kind in kinds(out), out
    assert request["args"]["plain"] == [text for texts in STAYS.values() for text in texts]
    for payload, _, kind in (p for ps in KEYED.values() for p in ps):
        for key, value in payload.items():
            assert request["args"][key] != value and kind in kinds(request["args"][key]), key


@pytest.mark.django_db
@pytest.mark.sqlite
def test_a_viewer_reads_the_planted_run_redacted_through_the_api_and_the_export(planted_run) -> None:  # type: ignore[no-untyped-def]
    from django.test import Client
    from rest_framework.test import APIClient

    from tests.claims.factories import user_with

    viewer = user_with("planted-viewer", "viewer")
    api = APIClient()
    api.force_login(viewer)
    response = api.get(f"/api/v1/runs/{planted_run.id}/events/")
    assert response.status_code == 200
    _assert_redacted([event["payload"] for event in response.json()["events"]])
    web = Client()
    web.force_login(viewer)
    export = web.get(f"/runs/{planted_run.id}/export?format=jsonl")
    assert export.status_code == 200
    lines = [json.loads(line) for line in b"".join(export.streaming_content).decode().splitlines()]
    _assert_redacted([line["payload"] for line in lines])
