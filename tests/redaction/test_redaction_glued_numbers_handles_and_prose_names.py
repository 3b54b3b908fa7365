"""The fourth labelled set (``tests/redaction/shapes5.py``) and the rules written for it: card and phone
numbers glued to an identifier (``scanner._glued``), a person's handle in a path or an identifier
(``redaction.handles``), names in prose without a label (``prose._spoke``, ``_spoke_to``, ``_zh_party_verb``), keys
whose value is a person (``author``, ``display_name`` alone, ``assigned_to``); each through the Redactor's readings
and through what a viewer reaches: the run page, an event's payload, the API's events and the export."""

from __future__ import annotations

import json

import orjson
import pytest

from agentops.redaction import PSEUDONYM, Redactor
from tests.redaction.sets import stored_readings_agree, text
from tests.redaction.shapes5 import CASES, PII_CASES, Case

R = Redactor(b"redact-n")


def _wrong(case: Case) -> str | None:
    """The output when the engine got ``case`` wrong (its PII left, or a look-alike changed), else None."""
    out = R.redact(case.payload)
    return text(out) if (case.raw in text(out) if case.pii else out != case.payload) else None


@pytest.mark.parametrize("case", CASES, ids=lambda c: text(c.payload)[:50])
def test_shapes5_pii_is_replaced_and_its_look_alikes_stay(case: Case) -> None:
    assert _wrong(case) is None, _wrong(case)


def test_the_stored_text_readings_give_what_redact_gives_on_shapes5() -> None:
    stored_readings_agree(R, [c.payload for c in CASES], [c.payload for c in PII_CASES])


def test_one_value_one_pseudonym_glued_or_not_in_a_path_or_under_its_key() -> None:
    """Joins still work: the value found in its new places gets the pseudonym it gets anywhere else."""
    card = R.redact({"card_number": "4111 1111 1111 1111"})["card_number"]
    assert R.redact_text("card_4111111111111111") == f"card_{card}"
    assert R.redact_text("ref-4111-1111-1111-1111/x") == f"ref-{card}/x"
    phone = R.redact_text("13812345678")
    assert R.redact_text("mobile_13812345678") == f"mobile_{phone}"
    assert R.redact_text("a+14155550123") == "a" + R.redact({"phone": "+1 415 555 0123"})["phone"]
    handle = R.redact({"username": "jane.doe"})["username"]
    assert R.redact_text("/home/jane.doe/x") == f"/home/{handle}/x" and R.redact_text("jane.doe@") == f"{handle}@"
    assert R.redact({"customer_id": "Jane.Doe"})["customer_id"] == handle
    name = R.redact({"customer_name": "Jane Doe"})["customer_name"]
    assert R.redact_text("Jane Doe called") == f"{name} called"
    assert R.redact_text("C:\\Users\\Jane Doe\\x") == f"C:\\Users\\{name}\\x"
    assert R.redact({"author": "Jane Doe"})["author"] == name == R.redact({"displayName": "Jane Doe"})["displayName"]
    assert R.redact_text("客户张伟来电") == "客户" + R.redact({"姓名": "张伟"})["姓名"] + "来电"


def test_a_display_name_beside_a_persons_field_goes_whatever_its_shape() -> None:
    """``displayName`` was a bare name (a person's beside a personal key); alone it is a person's when shaped so."""
    assert R.redact({"displayName": "Yuki", "email": "yuki@example.jp"})["displayName"].startswith("<name:")
    assert R.redact({"displayName": "Yuki"}) == {"displayName": "Yuki"}
    assert R.redact({"displayName": "Yuki Tanaka"})["displayName"].startswith("<name:")
    assert R.redact({"authors": ["Jane Doe", {"name": "Li Wei"}, "ci"]})["authors"][2] == "ci"


def test_documents_read_on_their_text_see_the_new_keys_and_shapes() -> None:
    """``redact_stored`` reads most documents on their text: a key naming a person or a person's id leaves that path
    (decoded), and a glued number, a path or a name in prose is a suspect of its pre-check."""
    for payload in ({"author": "Jane Doe"}, {"customer_id": "jane-doe-1987"}, {"x": "card_4111111111111111"},
                    {"x": "/home/jane.doe"}, {"x": "Jane Doe called"}, {"x": "客户张伟来电"}):  # fmt: skip
        data = orjson.dumps(payload)
        assert not R.clean_json(data) and R.redact_stored(data) != data, payload
    assert R.clean_json(orjson.dumps({"author_count": 3, "x": "exe_4111111111111111aaaaaaaa"}))
    # a person's id key holding no name-shaped handle keeps the text path (``user_id`` is in many payloads)
    assert R.clean_json(orjson.dumps({"user_id": "u_123", "customer_id": 42, "ownerId": "cus_Nq4x"}))


# --- through what a viewer reaches ----------------------------------------------------------------------------

#: one planted value (at least) per class: (where it goes, the text or value, the raw fragment, the pseudonym kind)
PLANTED = [
    ("note", "paid with card_4111111111111111 today", "4111111111111111", "card"),
    ("note", "callback on mobile_13812345678", "13812345678", "phone"),
    ("note", "saved to /home/jane.doe/exports/a.csv", "jane.doe", "name"),
    ("note", "GET /api/contacts?customer_id=jane-doe-1987", "jane-doe-1987", "name"),
    ("note", "Priya Natarajan called about her order", "Priya Natarajan", "name"),
    ("note", "客户张伟来电询问退款", "张伟", "name"),
    ("author", "Maria Garcia", "Maria Garcia", "name"),
    ("reporter", {"displayName": "Kenji Sato", "accountId": "5b10a2844c20165700ede21g"}, "Kenji Sato", "name"),
]


@pytest.fixture
def planted_run():  # type: ignore[no-untyped-def]
    """A run whose tool arguments and result carry every planted value."""
    from agentops.core.events import EventType, NewEvent
    from agentops.core.keys import execution_id
    from agentops.demo.ticket import ticket_inputs
    from runs.journal import leases
    from runs.journal.store import append_events
    from runs.services import run_create

    run, _ = run_create(agent="ticket", inputs=ticket_inputs(1), start=False)
    lease = leases.acquire(run.id, "planter")
    ref = {"step": 0, "call_index": 0, "execution_id": execution_id(run.id, 0, 0)}
    notes = [value for where, value, _, _ in PLANTED if where == "note"]
    args = {"notes": notes, **{where: value for where, value, _, _ in PLANTED if where != "note"}}
    requested = {**ref, "tool": "crm_update", "args": args, "idem_key": "k0", "effect": "write", "risk": "low"}
    events = [
        NewEvent(EventType.TOOL_REQUESTED, {**requested, "gate": "auto"}),
        NewEvent(EventType.TOOL_RESULT, {**ref, "result": {"success": True, "code": "ok", "data": {"echo": notes}}}),
    ]
    append_events(run.id, lease.fence, lease.head_seq, events)
    return run


def _assert_hidden(shown: str) -> None:
    """No planted raw value in what a viewer got, and a pseudonym of each planted kind in its place."""
    bare = PSEUDONYM.sub(r"<\1>", shown)  # the pseudonyms' hex left out (a raw fragment may be in one by chance)
    for _, _, raw, kind in PLANTED:
        assert raw not in bare and f"<{kind}>" in bare, (raw, kind)


@pytest.mark.django_db
@pytest.mark.sqlite
def test_a_viewer_reads_each_class_redacted_on_the_run_page_the_api_and_the_export(planted_run) -> None:  # type: ignore[no-untyped-def]
    from django.test import Client
    from django.urls import reverse

    from tests.claims.factories import user_with

    reader = Client()
    reader.force_login(user_with("redact-n-viewer", "viewer"))
    run = planted_run.id
    reads = {  # what a viewer reaches, each as its bytes: the page, the payloads it fetches, the API, the exports
        "run page": [reverse("run", args=[run])],
        "payloads": [f"/runs/{run}/events/{seq}/payload/" for seq in (1, 2)],
        "api events": [f"/api/v1/runs/{run}/events/"],
        "export": [f"/runs/{run}/export?format=jsonl", f"/runs/{run}/export?format=csv"],
    }
    for what, urls in reads.items():
        shown = ""
        for url in urls:
            got = reader.get(url)
            assert got.status_code == 200, (what, url)
            shown += _readable(b"".join(got.streaming_content) if got.streaming else got.content)
        _assert_hidden(shown)


def _readable(body: bytes) -> str:
    """A response as a reader reads it: HTML's ``&lt;`` as ``<``, JSON's (a document or lines) ``\\u5f20`` as 张."""
    lines = body.decode().splitlines()
    try:
        return "\n".join(json.dumps(json.loads(line), ensure_ascii=False) for line in lines)
    except ValueError:
        return body.decode().replace("&lt;", "<").replace("&gt;", ">")
