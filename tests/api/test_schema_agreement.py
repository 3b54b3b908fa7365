"""Issue 13, finding 11: what the server refuses, the OpenAPI schema says, and the other way round.

No coercion in JSON bodies (``"1"`` is not an integer, ``0`` is not a string), an empty or unknown
query parameter is refused rather than ignored, and the schema carries the NUL rule, the appendable
event types with their payloads, and the reply's 20 000-character cap.
"""

from __future__ import annotations

import json
import re

import pytest
from drf_spectacular.generators import SchemaGenerator
from drf_spectacular.renderers import OpenApiJsonRenderer

from runs.claims.services import MAX_REPLY_CHARS
from runs.models import Event, Run
from tests.api.conftest import URL, error_code, external_fields

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def components() -> dict:
    raw = OpenApiJsonRenderer().render(SchemaGenerator().get_schema(request=None, public=True))
    return json.loads(raw)["components"]["schemas"]


def _details(response) -> dict:  # type: ignore[no-untyped-def]
    assert response.status_code == 400 and error_code(response) == "invalid_input", response.json()
    return response.json()["error"]["details"]


@pytest.mark.sqlite
@pytest.mark.parametrize(
    ("field", "value", "expected"),
    [("seed", "1", "integer"), ("seed", 1.5, "integer"), ("seed", True, "integer"), ("reference", 0, "string")],
)
def test_a_create_body_is_not_coerced(api, field, value, expected):
    details = _details(api.post(URL, external_fields(**{field: value}), format="json"))
    assert details == {
        field: [f"expected {'an' if expected == 'integer' else 'a'} {expected}, got {type(value).__name__}"]
    }
    assert Run.objects.count() == 0


def test_nested_and_payload_values_are_not_coerced(run):
    budget = external_fields()["budget"] | {"max_steps": "40"}
    assert "max_steps" in _details(run.api.post(URL, external_fields(budget=budget), format="json"))["budget"]
    assert "owner" in _details(
        run.api.post(f"{URL}{run.id}/lease/release/", {"owner": 0, "fencing_token": run.token}, format="json")
    )
    before = Event.objects.filter(run_id=run.id).count()
    event = {"type": "StepCommitted", "payload": {"step": "0"}}
    details = _details(run.post("events/", {"expected_seq": run.head(), "events": [event]}))
    assert details == {"events": {"0": {"payload": {"step": ["expected an integer, got str"]}}}}
    failed = {"type": "RunFailed", "payload": {"error_class": "Boom", "retryable": "yes"}}
    assert "retryable" in str(_details(run.post("events/", {"expected_seq": run.head(), "events": [failed]})))
    assert Event.objects.filter(run_id=run.id).count() == before


@pytest.mark.sqlite
@pytest.mark.parametrize("query", ["status=", "status=BOGUS", "limit=", "stauts=FAILED", "after=&limit=5"])
def test_empty_and_unknown_list_parameters_are_refused(api, query):
    _details(api.get(f"{URL}?{query}"))


@pytest.mark.sqlite
def test_a_query_parameter_on_an_operation_that_has_none_is_refused_and_writes_nothing(run):
    """Ignored, ``POST runs/?create_key=k`` made every retry of the create a new run and ``lease/?seconds=2`` left
    the lease at 30 s: the hazards of an ignored body field, through the query."""
    create = run.api.post(f"{URL}?create_key=retry-1", external_fields(), format="json")
    assert _details(create) == {"create_key": ["unknown query parameter"]}
    assert Run.objects.count() == 1  # the fixture's
    events = Event.objects.filter(run_id=run.id).count()
    renew = run.api.post(f"{URL}{run.id}/lease/renew/?seconds=2", run.fence, format="json")
    assert _details(renew) == {"seconds": ["unknown query parameter"]}
    body = {"expected_seq": run.head(), "events": [{"type": "StepCommitted", "payload": {"step": 0}}]}
    assert "expected_seq" in _details(
        run.api.post(f"{URL}{run.id}/events/?expected_seq=1", run.fence | body, format="json")
    )
    assert "reply" in _details(run.api.post(f"{URL}{run.id}/claims/check/?reply=x", {"reply": "hi"}, format="json"))
    for read in ("", "replay/"):  # GETs without parameters refuse them too (the list, events and export name theirs)
        assert _details(run.api.get(f"{URL}{run.id}/{read}?verbose=1")) == {"verbose": ["unknown query parameter"]}
    assert Event.objects.filter(run_id=run.id).count() == events
    assert run.api.get(f"{URL}{run.id}/").json()["lease_expires_at"] is not None
    assert run.api.generic("TRACE", f"{URL}?status=FAILED").status_code == 405  # a method it lacks: 405, as before


@pytest.mark.sqlite
@pytest.mark.parametrize("query", ["status=FAILED&status=RUNNING", "limit=1&limit=2"])
def test_a_parameter_given_twice_is_refused_not_half_read(api, query):
    """``status=FAILED&status=RUNNING`` read as RUNNING alone would drop a filter the client asked for."""
    name = query.split("=")[0]
    assert _details(api.get(f"{URL}?{query}")) == {name: ["given more than once: give it once"]}


def test_empty_and_unknown_export_parameters_are_refused(run):
    _details(run.api.get(f"{URL}{run.id}/export/?export_format="))
    _details(run.api.get(f"{URL}{run.id}/export/?fmt=csv"))
    assert run.api.get(f"{URL}{run.id}/export/?export_format=csv").status_code == 200


def test_blank_and_oversized_replies_are_refused_as_the_schema_says(run, components):
    reply = components["ReplyInputRequest"]["properties"]["reply"]
    assert reply["maxLength"] == MAX_REPLY_CHARS == 20_000
    for text in ("", "   \n", "\u3000", "x" * (MAX_REPLY_CHARS + 1)):
        assert "reply" in _details(run.post("reply/", {"step": 0, "reply": text}))


def test_the_schema_carries_the_nul_rule_on_every_request_string(components):
    strings = [
        (name, prop, spec)
        for name, component in components.items()
        if name.endswith("Request")
        for prop, spec in component.get("properties", {}).items()
        if spec.get("type") == "string" and "enum" not in spec and "format" not in spec
    ]
    assert len(strings) > 15
    assert all(_refuses_nul(spec.get("pattern", "")) for _, _, spec in strings), [
        s[:2] for s in strings if not _refuses_nul(s[2].get("pattern", ""))
    ]


def _refuses_nul(pattern: str) -> bool:
    """The NUL rule's own pattern, or one that takes only listed letters and digits (``args_hash``: 16 hex digits)."""
    return "\\u0000" in pattern or re.fullmatch(r"\^\[[0-9A-Za-z-]+\]\{\d+\}\$", pattern) is not None


def test_the_schema_lists_the_appendable_events_with_their_payloads(components):
    union = components["NewEventInputRequest"]
    mapping = union["discriminator"]["mapping"]
    assert set(mapping) == {"LlmSampled", "StepCommitted", "RunFailed", "RecoveryStarted"}
    committed = components["StepCommittedPayloadRequest"]
    assert committed["required"] == ["step"] and committed["properties"]["step"]["type"] == "integer"


def test_a_json_value_is_null_only_where_the_schema_says_so(run, components):
    result = components["ResultInputRequest"]["properties"]["result"]
    assert "anyOf" in result and not result.get("nullable")
    assert "result" in _details(run.post("tools/result/", {"step": 0, "call_index": 0, "result": None}))


@pytest.mark.parametrize(
    ("payload", "named"),
    [
        # Anthropic-style usage: dropped, the sample counted 0 tokens and the token budget never ran out
        ({"step": 0, "output": {"content": "x", "usage": {"input_tokens": 500, "output_tokens": 20}}},
         ["output.usage.input_tokens", "output.usage.output_tokens"]),
        ({"step": 0, "output": {"content": "x", "tool_calls": [{"name": "retrieve", "argz": {"topic": "a"}}], "usage": {"prompt_tokens": 1, "completion_tokens": 1}}},
         ["output.tool_calls.0.argz"]),
        ({"step": 0, "stepp": 1, "output": {"content": "x", "finish": "stop", "usage": {"prompt_tokens": 1, "completion_tokens": 1}}}, ["output.finish", "stepp"]),
    ],
)  # fmt: skip
def test_a_field_an_event_payload_does_not_have_is_refused_at_any_depth(run, components, payload, named):
    head = run.head()
    body = {"expected_seq": head, "events": [{"type": "LlmSampled", "payload": payload}]}
    details = _details(run.post("events/", body))
    assert details["events"]["0"]["payload"] == {name: ["unknown field"] for name in named}
    assert run.head() == head and not Event.objects.filter(run_id=run.id, type="LlmSampled").exists()
    for schema in ("UsageInputRequest", "OutputInputRequest", "ToolCallInputRequest", "LlmSampledPayloadRequest"):
        assert components[schema]["additionalProperties"] is False, schema


@pytest.mark.parametrize(
    ("output", "missing"),
    [({"content": "x"}, {"usage": ["This field is required."]}),
     ({"content": "x", "usage": {"cost": 0.5}},
      {"usage": {"prompt_tokens": ["This field is required."], "completion_tokens": ["This field is required."]}})],
)  # fmt: skip
def test_a_sample_without_its_token_counts_is_refused_and_the_schema_requires_them(run, components, output, missing):
    """Every run has a token budget; a sample without ``usage`` counted 0 tokens and 0 cost, so the budget never ran
    out (qa-agents7). Its token counts are required (400 naming them, nothing written), and the schema says so."""
    head = run.head()
    body = {"expected_seq": head, "events": [{"type": "LlmSampled", "payload": {"step": 0, "output": output}}]}
    assert _details(run.post("events/", body))["events"]["0"]["payload"] == {"output": missing}
    assert run.head() == head and not Event.objects.filter(run_id=run.id, type="LlmSampled").exists()
    assert "usage" in components["OutputInputRequest"]["required"]
    assert {"prompt_tokens", "completion_tokens"} <= set(components["UsageInputRequest"]["required"])


def test_usage_with_its_total_counts_the_parts(run):
    usage = {"prompt_tokens": 900, "completion_tokens": 40, "total_tokens": 1}  # the total is derived, never read
    body = {
        "expected_seq": run.head(),
        "events": [{"type": "LlmSampled", "payload": {"step": 0, "output": {"usage": usage}}}],
    }
    stored = run.post("events/", body)
    assert stored.status_code == 201 and stored.json()["events"][0]["payload"]["output"]["usage"]["total_tokens"] == 940
    assert Run.objects.get(id=run.id).tokens_used == 940


@pytest.mark.sqlite
@pytest.mark.parametrize("number", ["٣", "３", "3.0", "1_0", "²"])
def test_a_number_parameter_in_other_digits_is_refused_as_a_url_id_is(run, number):
    """``runs/?limit=٣`` listed 3 runs and ``events/?after=٣&limit=٢`` answered seqs 4 and 5 (DRF's ``int()``), where a
    URL's id, the dashboard's ``?before=`` and the fork form refuse them: one rule (``runs.api.fields.whole_number``),
    a 400 naming the parameter."""
    said = ["must be a whole number in ASCII digits (0-9)"]
    assert _details(run.api.get(f"{URL}?limit={number}")) == {"limit": said}
    events = f"{URL}{run.id}/events/"
    assert _details(run.api.get(f"{events}?after={number}&limit=2")) == {"after": said}
    assert _details(run.api.get(f"{events}?limit={number}")) == {"limit": said}
    assert [e["seq"] for e in run.api.get(f"{events}?after=0&limit=1").json()["events"]] == [1]
    assert len(run.api.get(f"{URL}?limit= 1 ").json()["results"]) == 1  # ASCII digits, spaces aside: as before
