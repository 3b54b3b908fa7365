"""Bad input is a specific 4xx with ``{"error": {code, message, details}}`` and writes nothing."""

from __future__ import annotations

import dataclasses
import json

import pytest
from rest_framework.test import APIClient

from agentops.core.loop import Agent
from runs.api.keys import api_key_create
from runs.models import Event, Run
from tests.api.conftest import URL, error_code, external_fields
from tests.runs.factories import POSTGRES_REFUSALS, STORAGE_REFUSALS, data_dir, postgres_refusing, storage_refusing

pytestmark = pytest.mark.django_db


@pytest.mark.sqlite
def test_malformed_json(api):
    response = api.generic("POST", URL, '{"agent": ', content_type="application/json")
    assert response.status_code == 400 and error_code(response) == "malformed_json"
    assert set(response.json()["error"]) == {"code", "message", "details"}


def test_not_an_object(api):
    response = api.generic("POST", URL, "[1, 2]", content_type="application/json")
    assert response.status_code == 400 and error_code(response) == "invalid_input"


def test_unsupported_media_type(api):
    response = api.generic("POST", URL, "agent=x", content_type="application/x-www-form-urlencoded")
    assert response.status_code == 415 and error_code(response) == "unsupported_media_type"


@pytest.mark.sqlite
@pytest.mark.parametrize("charset", ["latin-1", "ISO-8859-1", "windows-1252", "utf-16", "no-such-charset"])
def test_a_body_declared_in_another_charset_than_utf8_is_a_415_naming_it_and_nothing_is_written(api, charset):
    """``charset=latin-1`` was accepted and decoded as declared: the UTF-8 bytes of "Zoë" were stored as "ZoÃ«", and
    an unknown charset was silently read as UTF-8. JSON is UTF-8 (RFC 8259): any other is refused, named."""
    body = json.dumps(external_fields(reference="Zoë", inputs={"name": "Zoë"}), ensure_ascii=False).encode()
    response = api.generic("POST", URL, body, content_type=f"application/json; charset={charset}")
    assert response.status_code == 415 and error_code(response) == "unsupported_charset"
    assert repr(charset) in response.json()["error"]["message"] and "UTF-8" in response.json()["error"]["message"]
    assert response.json()["error"]["details"] == {"charset": charset}
    assert Run.objects.count() == 0 and Event.objects.count() == 0


@pytest.mark.sqlite
@pytest.mark.parametrize("declared", ["", "; charset=utf-8", "; charset=UTF8", '; charset="utf-8"'])
def test_a_body_in_utf8_declared_so_or_not_at_all_is_taken_as_sent(api, declared):
    body = json.dumps(external_fields(reference="Zoë"), ensure_ascii=False).encode()
    response = api.generic("POST", URL, body, content_type=f"application/json{declared}")
    assert response.status_code == 201 and Run.objects.get().reference == "Zoë"


@pytest.mark.sqlite
def test_payload_too_large_is_413_and_nothing_is_written(api, settings):
    settings.AGENTOPS = {**settings.AGENTOPS, "API_MAX_BODY": 2048}
    response = api.post(URL, external_fields(inputs={"blob": "x" * 4096}), format="json")
    assert response.status_code == 413 and error_code(response) == "payload_too_large"
    assert Run.objects.count() == 0


@pytest.mark.parametrize(
    "fields",
    [
        {"reference": "nul\x00byte"},
        {"reference": "\ud800"},
        {"inputs": {"a": "\ud800"}},
        {"inputs": {"a\u0065\u0301": 1, "a\u00e9": 2}},
    ],
    ids=["nul-column", "surrogate-column", "surrogate-json", "nfc-collision"],
)
def test_unstorable_strings_are_400(api, fields):
    body = json.dumps(external_fields(**fields))  # ASCII-escaped, so a lone surrogate is valid JSON text
    response = api.generic("POST", URL, body, content_type="application/json")
    assert response.status_code == 400 and error_code(response) == "invalid_input"
    assert Run.objects.count() == 0


def test_out_of_range_numbers_are_400(run):
    huge = {"type": "StepCommitted", "payload": {"step": 10**12}}
    response = run.post("events/", {"expected_seq": 1, "events": [huge]})
    assert response.status_code == 400 and error_code(response) == "invalid_input"
    assert Event.objects.filter(run_id=run.id).count() == 1


def test_method_not_allowed(api):
    response = api.delete(URL)
    assert response.status_code == 405 and error_code(response) == "method_not_allowed"


@pytest.mark.parametrize("path", [URL, f"{URL}run_x/lease/", "/api/v1/bulk-jobs/", "/api/v1/bulk-jobs/preview/"])
@pytest.mark.parametrize("method", ["DELETE", "TRACE"])
def test_a_method_no_operation_has_is_405_for_every_caller(api, person, path, method):
    """schemathesis, live as a viewer: a TRACE or DELETE was 403 'humans have read-only access' (a person) or 'an
    agent's API key may not use it' (a key on a people's API), as if another role could: no caller can, 405."""
    for client in (api, person[1]):
        response = client.generic(method, path)
        assert response.status_code == 405 and error_code(response) == "method_not_allowed", response.content
        assert "Allow" in response and method not in response["Allow"]


def test_a_result_holding_a_lone_surrogate_is_400_and_writes_nothing(run):
    """JSON text may escape a lone surrogate (valid JSON, not valid Unicode): it has no stored form."""
    assert run.sample(0, [{"name": "lookup", "args": {"q": "x"}, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, "lookup", {"q": "x"}, effect="read").status_code == 200
    before = Event.objects.filter(run_id=run.id).count()
    body = json.dumps(run.fence | {"step": 0, "call_index": 0})[:-1] + ', "result": {"text": "a\\ud800b"}}'
    refused = run.api.generic("POST", f"{URL}{run.id}/tools/result/", body, content_type="application/json")
    assert refused.status_code == 400 and error_code(refused) == "invalid_input", refused.json()
    assert "result" in refused.json()["error"]["details"]
    assert Event.objects.filter(run_id=run.id).count() == before


@pytest.mark.sqlite
@pytest.mark.parametrize(
    ("ticket", "reference"),
    [("a\x00b", "ab"), ("t" * 300, "t" * 200), ({"id": 1}, ""), (True, ""), (12345, "12345")],
    ids=["nul", "longer-than-the-column", "object", "boolean", "number"],
)
def test_a_reference_taken_from_the_ticket_input_fits_its_column(api, ticket, reference):
    """A run created without a reference takes its ``ticket`` input as one. Inputs are free JSON: a NUL or
    301 characters there answered 500 (PostgreSQL's DataError), an object became the reference "{'id': 1}"."""
    response = api.post(URL, external_fields(inputs={"ticket": ticket}), format="json")
    assert response.status_code == 201, response.content[:300]
    assert response.json()["reference"] == reference
    assert Run.objects.get().reference == reference


def test_an_invalid_input_message_names_the_first_field_and_what_is_wrong(api, run):
    """The message said only "the request does not match the schema": a client that prints its error (the SDK's
    ApiError, a curl user) learned nothing of which field; ``details`` still holds every field."""
    refused = api.post(URL, external_fields(create_key="k" * 100), format="json")
    assert refused.status_code == 400 and error_code(refused) == "invalid_input"
    assert refused.json()["error"]["message"] == (
        "the request does not match the schema: create_key: Ensure this field has no more than 99 characters."
    )
    assert refused.json()["error"]["details"] == {"create_key": ["Ensure this field has no more than 99 characters."]}
    usage = {"prompt_tokens": 1, "completion_tokens": 1, "input_tokens": 5}
    sample = {
        "type": "LlmSampled",
        "payload": {"step": 0, "output": {"content": "x", "tool_calls": [], "usage": usage}},
    }
    refused = run.post("events/", {"expected_seq": run.head(), "events": [sample]})
    assert refused.json()["error"]["message"] == (
        "the request does not match the schema: events.0.payload.output.usage.input_tokens: unknown field"
    )
    assert Run.objects.get(id=run.id).last_seq == 1


@pytest.mark.sqlite
@pytest.mark.parametrize(
    ("body", "key"),
    [
        ('"tool": "pay_invoice", "risk": "high", "risk": "low"', "risk"),
        ('"tool": "pay_invoice", "args": {"invoice": "INV-7", "amount": 1, "amount": 1000}', "amount"),
    ],
)
def test_a_body_giving_a_key_twice_is_400_naming_it_and_writes_nothing(run, body, key):
    """JSON parsers keep the last of two equal keys; a proxy or a log may read the first: ``"risk": "high", "risk":
    "low"`` said one thing to a reviewer and another to the server. A key given twice is refused, at any depth."""
    before = Event.objects.filter(run_id=run.id).count()
    fence = json.dumps(run.fence)[1:-1]
    text = f'{{{fence}, "step": 0, "call_index": 0, "dedupes": true, {body}}}'
    if "args" not in body:
        text = text[:-1] + ', "args": {"invoice": "INV-7"}}'
    response = run.api.generic("POST", f"{URL}{run.id}/tools/claim/", text, content_type="application/json")
    assert response.status_code == 400 and error_code(response) == "duplicate_key", response.json()
    assert response.json()["error"]["details"] == {"key": key} and repr(key) in response.json()["error"]["message"]
    assert Event.objects.filter(run_id=run.id).count() == before


@pytest.mark.sqlite
def test_the_same_key_in_two_objects_is_no_duplicate(run):
    commit = {"type": "StepCommitted", "payload": {"step": 0}}
    text = json.dumps(run.fence | {"expected_seq": 1, "events": [commit, commit]})
    response = run.api.generic("POST", f"{URL}{run.id}/events/", text, content_type="application/json")
    assert error_code(response) != "duplicate_key", response.json()


@pytest.mark.sqlite
@pytest.mark.parametrize("where", ["top-level", "nested"])
def test_a_field_named_by_a_lone_surrogate_is_400_not_500(api, where):
    """An unknown field is named in the error; a name that is a lone surrogate (``{"\\ud800": 1}``, valid JSON text)
    has no UTF-8 form, so rendering the 400 raised UnicodeEncodeError: a 500 (22 s under the demo's debug page;
    probe-embedded, fuzzing POST runs/). The envelope shows it escaped, and nothing is written."""
    fields = external_fields()
    fields = (
        fields | {"SURROGATE": 1} if where == "top-level" else fields | {"budget": {**fields["budget"], "SURROGATE": 1}}
    )
    body = json.dumps(fields).replace('"SURROGATE"', '"\\ud800"')
    refused = api.generic("POST", URL, body, content_type="application/json")
    assert refused.status_code == 400 and error_code(refused) == "invalid_input", refused.content[:300]
    assert "\\ud800: unknown field" in refused.json()["error"]["message"]
    assert Run.objects.count() == 0


@pytest.mark.sqlite
@pytest.mark.django_db(transaction=True)  # the refused write breaks a test transaction; served, there is none
@pytest.mark.parametrize("kind", STORAGE_REFUSALS)
def test_an_api_write_on_a_storage_that_takes_none_is_503_storage_full(api, kind):
    """A data directory that filled up (or turned read-only) after start-up: a write was Django's 500 with its
    traceback (probe-embedded). It is a 503 naming the directory, and nothing is written."""
    fields = external_fields(inputs={**external_fields()["inputs"], "customer": "x" * 200_000})
    with storage_refusing(kind):
        answer = api.post(URL, fields, format="json")
    assert answer.status_code == 503, answer.content[:400]
    error = answer.json()["error"]
    assert error["code"] == "storage_full" and STORAGE_REFUSALS[kind] in error["message"], error
    assert f"the data directory {data_dir()} " in error["message"] and "\n" not in error["message"]
    assert Run.objects.count() == 0


@pytest.mark.parametrize("sqlstate", POSTGRES_REFUSALS)
def test_an_api_write_postgres_refuses_for_want_of_disk_memory_or_connections_is_503_naming_it(api, sqlstate):
    """PostgreSQL's disk full (53100; measured: a tablespace on a full tmpfs), out of memory (53200) and too many
    connections (53300) reached the client as Django's 500: a 503 whose one-line message names the database and the
    condition, by the rule the embedded default's full data directory uses."""
    _, code, words = POSTGRES_REFUSALS[sqlstate]
    with postgres_refusing(sqlstate):
        answer = api.post(URL, external_fields(), format="json")
    assert answer.status_code == 503, answer.content[:400]
    error = answer.json()["error"]
    assert error["code"] == code and words in error["message"] and "\n" not in error["message"], error
    assert error["message"].startswith("the database (postgresql ") and "@" not in error["message"]


@pytest.mark.parametrize("name", ["seed", "clock"])
def test_an_input_named_like_the_runs_own_clock_or_seed_is_400_and_writes_nothing(name):
    """The template's {clock} and {seed} are the run's (journaled at RunStarted): an input named so was passed to
    str.format twice, a TypeError and a 500 (probe-ops2: create_run billing --inputs '{…, "seed": 1}')."""
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key_create(agent='billing', name='tests')[1]}")
    inputs = {"invoice": "INV-1", "amount": 5, "currency": "EUR", "customer": "A", name: 1}
    response = client.post(URL, {"agent": "billing", "inputs": inputs}, format="json")
    assert response.status_code == 400 and error_code(response) == "invalid_inputs", response.content[:300]
    assert f"'{name}'" in response.json()["error"]["message"]
    assert Run.objects.count() == 0


def test_inputs_the_agents_template_cannot_format_are_400_and_write_nothing(settings, monkeypatch):
    """A template's field that indexes or formats an input (``{customer[name]}``, ``{amount:.2f}``) raised
    KeyError / ValueError on another shape of input: a 500 rather than the input named."""
    from runs.demo import agents

    billing = agents.billing_agent

    def formatted() -> Agent:
        return dataclasses.replace(billing(), template="Pay {amount:.2f} to {customer[name]}.")

    monkeypatch.setattr(agents, "billing_agent", formatted)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key_create(agent='billing', name='tests')[1]}")
    for inputs in ({"amount": "lots", "customer": {"name": "A"}}, {"amount": 5, "customer": {"id": 1}}):
        response = client.post(URL, {"agent": "billing", "inputs": inputs}, format="json")
        assert response.status_code == 400 and error_code(response) == "invalid_inputs", response.content[:300]
    assert Run.objects.count() == 0


def test_a_failure_no_rule_names_is_a_json_500_without_its_internals(api, monkeypatch, caplog):
    """A bug under /api/ answered Django's HTML error page (probe-ops2): a client parsing the one envelope got HTML.
    The envelope now, without the exception's text (it may hold a DSN or a path); the log keeps the traceback."""
    from runs.api import views

    def broken(**kwargs):
        raise RuntimeError("postgres://secret@db/internal")

    monkeypatch.setattr(views.services, "run_create", broken)
    with caplog.at_level("ERROR", logger="django.request"):
        answer = api.post(URL, external_fields(), format="json")
    assert answer.status_code == 500 and answer["Content-Type"].startswith("application/json")
    assert error_code(answer) == "internal_error" and "secret" not in answer.content.decode()
    assert any(r.exc_info and "secret" in str(r.exc_info[1]) for r in caplog.records)
