"""POST /api/v1/runs/{id}/claims/check/: each claim with span, kind, evidence and verdict; writes nothing."""

from __future__ import annotations

import json
import unicodedata

import pytest
from django.test import Client

from runs.api.keys import api_key_create
from runs.models import Event, Reply, ToolExecution
from tests.api import conftest as api_fixtures
from tests.api.conftest import URL, error_code
from tests.api.test_auth import OTHER_AGENTS, _client
from tests.claims.factories import user_with

# the API tests' fixtures: an external agent's key, a client using it, a run with its lease
_own_throttle_cache, raw_key, api, run = (
    api_fixtures._own_throttle_cache,
    api_fixtures.raw_key,
    api_fixtures.api,
    api_fixtures.run,
)

pytestmark = [pytest.mark.django_db]

EMAIL = {"to": "ops@example.com", "subject": "SLA breach", "body": "x"}
SENT = {"success": True, "code": "sent", "data": {"message_id": "m-1", "to": "ops@example.com"}}


def _sent_email(run) -> str:  # type: ignore[no-untyped-def]
    """One send_email call, claimed, resulted and verified by the agent; its ToolResult event id."""
    assert run.sample(0, [{"name": "send_email", "args": EMAIL, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, "send_email", EMAIL).status_code in (200, 201)
    run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT})
    verified = run.post(
        "tools/verification/", {"step": 0, "call_index": 0, "status": "confirmed", "method": "read_back"}
    )
    assert verified.status_code == 201, verified.json()
    assert ToolExecution.objects.get(run_id=run.id).status == "CONFIRMED"
    return Event.objects.get(run_id=run.id, type="ToolResult").event_id


def check(run, reply):  # type: ignore[no-untyped-def]
    return run.api.post(f"{URL}{run.id}/claims/check/", {"reply": reply}, format="json")


def test_each_claim_comes_back_with_span_kind_evidence_and_verdict_and_nothing_is_written(run) -> None:
    eid = _sent_email(run)
    reply = f"The email went out [evt:{eid}]. The driver got a push notification [evt:{eid}]. Both invoices were paid."
    before = Event.objects.filter(run_id=run.id).count()
    response = check(run, reply)
    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["run_id"] == run.id and body["flagged"] is True and body["truncated"] is False
    got = [(reply[c["start"] : c["end"]], c["kind"], c["quantity"], c["classification"]) for c in body["claims"]]
    assert got == [
        ("went out", "email", 1, "verified"),
        ("got", "message", 1, "mismatched"),
        ("paid", "pay", 2, "uncited"),
    ]
    email = body["claims"][0]
    assert email["evidence"] == [{"event_id": eid, "tool": "send_email", "status": "CONFIRMED", "verified_by": "agent"}]
    assert "push" not in email["reason"] and "send_email" in body["claims"][1]["reason"]
    assert "Next:" in body["claims"][2]["reason"]
    assert Event.objects.filter(run_id=run.id).count() == before
    assert not Reply.objects.filter(run_id=run.id).exists()


def test_a_clean_reply_is_not_flagged(run) -> None:
    eid = _sent_email(run)
    body = check(run, f"邮件已发送给运维 [evt:{eid}]。我不会再发第二封。").json()
    assert body["flagged"] is False and [c["classification"] for c in body["claims"]] == ["verified"]


@pytest.mark.parametrize(
    ("reply", "status"),
    [
        ("", 400),
        ("   ", 400),
        ("x" * 20_001, 400),
        ("bad \x00 byte", 400),
        (12, 400),
        (["Email sent."], 400),
    ],
)
def test_bad_input_gets_a_specific_4xx(run, reply, status) -> None:
    response = check(run, reply)
    assert response.status_code == status
    assert error_code(response)


@pytest.mark.parametrize(
    "reply",
    [
        "<script>alert(1)</script> **Refund** issued ✅",
        "\ufffd\ufffd\u202e\u200b" * 500,
        "已发送。" * 5000,
        "Mixed: 已退款 / refunded / возврат выполнен / 返金しました",
        "| a | b |\n|---|---|\n" * 500,
    ],
)
def test_odd_input_gets_a_verdict(run, reply) -> None:
    response = check(run, reply)
    assert response.status_code == 200, response.json()
    assert len(response.json()["claims"]) <= 50


def test_unknown_runs_are_404(run, api) -> None:
    assert check(type("R", (), {"api": api, "id": "run_" + "0" * 20})(), "Email sent.").status_code == 404
    assert api.post(f"{URL}nope/claims/check/", {"reply": "x"}, format="json").status_code == 404


def _raw(run, body: bytes, content_type: str = "application/json"):  # type: ignore[no-untyped-def]
    return run.api.generic("POST", f"{URL}{run.id}/claims/check/", body, content_type=content_type)


@pytest.mark.parametrize(
    ("body", "content_type"),
    [
        (b"", "application/json"),  # no body: the field is missing
        (b"{}", "application/json"),
        (b'{"reply": null}', "application/json"),
        (b'{"reply": true}', "application/json"),
        (b'{"reply": {"text": "Email sent."}}', "application/json"),
        (b'{"reply": "lone \\ud800 surrogate"}', "application/json"),  # valid JSON, not valid Unicode
        (b'{"reply": "Email sent.', "application/json"),  # truncated JSON
        (b'{"reply": "\xff\xfe sent"}', "application/json"),  # invalid UTF-8 bytes
        (b"[1, 2]", "application/json"),
        (b"reply=Email+sent.", "text/plain"),
    ],
)
def test_malformed_bodies_get_a_specific_4xx_and_write_nothing(run, body, content_type) -> None:
    before = Event.objects.filter(run_id=run.id).count()
    response = _raw(run, body, content_type)
    assert 400 <= response.status_code < 500, (response.status_code, response.content[:200])
    assert response.status_code in (400, 415)
    assert error_code(response)
    assert Event.objects.filter(run_id=run.id).count() == before
    assert not Reply.objects.filter(run_id=run.id).exists()


@pytest.mark.parametrize(
    "reply",
    [
        "\x01\x02\x03 binary-ish \x7f\x1b[31m sent \x1b[0m",
        "Refund\u200b issued and е\u0441ent to the customer ｓｅｎｔ",  # zero-width, Cyrillic, full-width
        "<p>Email <b>sent</b> [evt:evt_00000000000000000000]</p><!-- [evt: -->",
        "[evt:" * 3000,
        "x" * 20_000,
        "\U0001f600 ✅ 已付款 \u202eevig\u202c " * 200,
    ],
)
def test_hostile_but_valid_text_gets_a_verdict_and_writes_nothing(run, reply) -> None:
    before = Event.objects.filter(run_id=run.id).count()
    response = check(run, reply)
    assert response.status_code == 200, response.json()
    body = response.json()
    assert isinstance(body["flagged"], bool) and len(body["claims"]) <= 50
    for claim in body["claims"]:
        assert 0 <= claim["start"] < claim["end"] <= len(reply)
    assert Event.objects.filter(run_id=run.id).count() == before


def test_another_agents_event_is_answered_like_an_unknown_id(run, settings) -> None:
    """A key cannot probe other agents' runs through citations: their events read as ids that do not exist
    (no tool, status, verifier or run id in the evidence or the reason)."""
    settings.AGENTOPS = {**settings.AGENTOPS, "AGENTS": {**settings.AGENTOPS["AGENTS"], **OTHER_AGENTS}}
    other = _client(api_key_create(agent="other-external")[1])
    theirs = other.post(URL, api_fixtures.external_fields(agent="other-external"), format="json").json()["id"]
    lease = other.post(f"{URL}{theirs}/lease/", {"owner": "them"}, format="json").json()
    foreign = api_fixtures.RunHandle(other, theirs, "them", lease["fencing_token"], lease["secret"])
    eid = _sent_email(foreign)
    cited, unknown = check(run, f"The email went out [evt:{eid}]."), check(run, "The email went out [evt:evt_nope].")
    assert cited.status_code == unknown.status_code == 200
    (claim,), (ghost,) = cited.json()["claims"], unknown.json()["claims"]
    assert claim["evidence"] == [{"event_id": eid, "tool": "", "status": "", "verified_by": ""}]
    assert claim["reason"] == ghost["reason"].replace("evt_nope", eid) and theirs not in claim["reason"]
    # an event of another run of the same agent is still named as such
    mine = api_fixtures.RunHandle(run.api, run.id, run.owner, run.token, run.secret)
    own_eid = _sent_email(mine)
    second = run.api.post(URL, api_fixtures.external_fields(), format="json").json()["id"]
    same_agent = run.api.post(
        f"{URL}{second}/claims/check/", {"reply": f"The email went out [evt:{own_eid}]."}, format="json"
    )
    assert run.id in same_agent.json()["claims"][0]["reason"]


@pytest.mark.parametrize(
    "written",
    [
        "Résumé noté, café réglé. The email went out [evt:{eid}].",  # sent decomposed: e + U+0301 (macOS, some models)
        "환불 완료 메일을 보냈습니다. The email went out [evt:{eid}].",  # Hangul sent as jamo (NFD)
    ],
)
def test_spans_index_the_reply_as_sent_when_it_is_sent_decomposed(run, written) -> None:
    """The draft is read in NFC (the journal's form); its spans are told in the text the agent sent, as the docs say
    (``reply[start:end]``): they were offsets into the NFC form, one character early per composed accent before."""
    eid = _sent_email(run)
    reply = unicodedata.normalize("NFD", written.format(eid=eid))
    body = check(run, reply).json()
    spans = [(reply[c["start"] : c["end"]], c["classification"]) for c in body["claims"]]
    assert ("went out", "verified") in spans
    for claim in body["claims"]:
        assert unicodedata.normalize("NFC", reply[claim["start"] : claim["end"]]) == claim["phrase"]


@pytest.mark.parametrize("policy", ["flag", "hold"])
def test_a_reply_past_the_claim_cap_is_flagged_at_completion_as_the_preflight_says(run, settings, policy) -> None:
    """50 backed claims and a false one after them: the pre-flight says flagged (the rest was not read), and so does
    the completion — one ClaimFlagged for the unread claims, the red mark, ``flagged: true``. It was delivered
    unmarked under ``flag`` (and held under ``hold`` with the header saying plain COMPLETED)."""
    settings.AGENTOPS = {**settings.AGENTOPS, "CLAIMS": {**settings.AGENTOPS["CLAIMS"], "DEFAULT_POLICY": policy}}
    eid = _sent_email(run)
    reply = " ".join(f"Step {i}: I emailed the ops team [evt:{eid}]." for i in range(50)) + " I refunded the customer."
    preflight = check(run, reply).json()
    assert preflight["truncated"] and preflight["flagged"]
    assert {c["classification"] for c in preflight["claims"]} == {"verified"}
    assert (
        run.post(
            "events/", {"expected_seq": run.head(), "events": [{"type": "StepCommitted", "payload": {"step": 0}}]}
        ).status_code
        == 201
    )
    assert run.sample(1, [], content=reply).status_code == 201
    done = run.post("reply/", {"step": 1, "reply": reply})
    assert done.status_code == 201, done.json()
    assert done.json()["flagged"] is True
    assert done.json()["reply_status"] == ("HELD" if policy == "hold" else "DELIVERED")
    (unread,) = [
        json.loads(p)
        for p in Event.objects.filter(run_id=run.id, type="ClaimFlagged").values_list("payload", flat=True)
    ]
    assert unread["classification"] == "truncated" and "not read" in unread["reason"]
    assert Reply.objects.get(run_id=run.id).flagged == 1
    viewer = Client()
    viewer.force_login(user_with("vera", "viewer"))
    page = viewer.get(f"/runs/{run.id}/").content.decode()
    assert 'data-testid="unbacked-claims"' in page and "claims past the cap not read" in page
    assert ("reply held" in page) is (policy == "hold")
