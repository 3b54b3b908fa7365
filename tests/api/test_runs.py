"""Run endpoints: create (idempotent by create_key), list/filter with a cursor, detail, timeline, replay, export."""

from __future__ import annotations

import json
import unicodedata

import pytest

from runs.models import Event, ExportAudit, Run
from tests.api.conftest import AGENT, URL, error_code, external_fields

pytestmark = pytest.mark.django_db


@pytest.mark.sqlite
def test_create_journals_run_started_with_the_clients_fields(api):
    response = api.post(URL, external_fields(reference="T-9"), format="json")
    assert response.status_code == 201
    body = response.json()
    assert body["agent"] == AGENT and body["status"] == "PENDING" and body["last_seq"] == 1
    started = json.loads(Event.objects.get(run_id=body["id"], seq=1).payload)
    fields = external_fields()
    assert started["driver"] == "external"
    assert started["model_version"] == fields["model_version"] and started["template_hash"] == fields["template_hash"]
    assert started["budget"] == fields["budget"] and started["clock"] == fields["clock"] and started["seed"] == 7
    assert started["messages"] == fields["messages"]


@pytest.mark.sqlite
def test_retried_create_returns_the_same_run(api):
    first = api.post(URL, external_fields(create_key="T-9"), format="json")
    again = api.post(URL, external_fields(create_key="T-9"), format="json")
    assert (first.status_code, again.status_code) == (201, 200)
    assert first.json()["id"] == again.json()["id"]
    assert Run.objects.count() == 1 and Event.objects.count() == 1


@pytest.mark.sqlite
def test_a_misspelt_create_key_is_a_400_not_a_second_run_on_retry(api):
    """``create_kay`` was ignored: each retry of the create (the client's answer lost) made a new run."""
    for _ in range(2):
        response = api.post(URL, external_fields(create_kay="T-9"), format="json")
        assert response.status_code == 400 and error_code(response) == "invalid_input"
        assert response.json()["error"]["details"] == {"create_kay": ["unknown field"]}
    assert Run.objects.count() == 0 and Event.objects.count() == 0


@pytest.mark.parametrize(
    ("message", "says"),
    [
        ({"content": "hi"}, "role must be one of"),
        ({"role": "robot", "content": "hi"}, "not 'robot'"),
        ({"role": 5, "content": "hi"}, "not 5"),
        ({"role": "user", "content": 5}, "content must be text"),
        ("hello", "expected a JSON object"),
    ],
)
def test_an_initial_message_without_a_known_role_is_a_400_naming_it_and_creates_nothing(api, message, says):
    """Any object passed: the context of a run started with {"content": "hi"} folded into nothing a model
    adapter could send, and the run failed at its first step instead of at its create."""
    messages = [*external_fields()["messages"], message]
    response = api.post(URL, external_fields(messages=messages), format="json")
    assert response.status_code == 400 and error_code(response) == "invalid_input", response.json()
    assert says in json.dumps(response.json()["error"]["details"]["messages"])
    assert Run.objects.count() == 0 and Event.objects.count() == 0


def test_initial_messages_in_the_chat_format_with_tool_calls_and_parts_are_journaled_as_sent(api):
    messages = [
        {"role": "system", "content": "You resolve tickets."},
        {"role": "user", "content": [{"type": "text", "text": "Resolve T-9."}]},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function"}]},
        {"role": "tool", "tool_call_id": "c1", "content": "{}"},
    ]
    response = api.post(URL, external_fields(messages=messages), format="json")
    assert response.status_code == 201, response.json()
    assert json.loads(Event.objects.get(run_id=response.json()["id"], seq=1).payload)["messages"] == messages


def test_a_misspelt_budget_field_is_a_400_naming_it_not_a_budget_ignored(api):
    budget = {"max_steps": 3, "max_tokens": 10, "max_cost": 1.0, "max_stepz": 1}
    response = api.post(URL, external_fields(budget=budget), format="json")
    assert response.status_code == 400 and error_code(response) == "invalid_input"
    assert response.json()["error"]["details"] == {"budget.max_stepz": ["unknown field"]}
    assert Run.objects.count() == 0 and Event.objects.count() == 0


@pytest.mark.parametrize("cost", [0, 0.0, 1e-7])
def test_a_cost_cap_of_0_is_a_400_not_a_run_spent_before_it_starts(api, cost):
    """A cap of 0 made a run whose replay said "cost budget spent: 0.0000/0.0000" before its first model call
    (the fork's caps already refused it: one minimum, ``agentops.core.budget.MIN_COST``)."""
    budget = {"max_steps": 3, "max_tokens": 10, "max_cost": cost}
    response = api.post(URL, external_fields(budget=budget), format="json")
    assert response.status_code == 400 and list(response.json()["error"]["details"]) == ["budget"]
    assert Run.objects.count() == 0 and Event.objects.count() == 0
    smallest = api.post(URL, external_fields(budget=budget | {"max_cost": 1e-6}), format="json")
    assert smallest.status_code == 201
    assert api.get(f"{URL}{smallest.json()['id']}/replay/").json()["budget_exhausted"] is None


@pytest.mark.parametrize("clock", ["yesterday", "2026-13-01T00:00:00Z", "2026-01-01T00:00:00", ""])
def test_a_clock_that_is_no_moment_is_a_400_naming_it(api, clock):
    """The clock is journaled and rendered into the context: "yesterday" or a time without its offset
    would make a replay render another prompt than the one the model saw."""
    response = api.post(URL, external_fields(clock=clock), format="json")
    assert response.status_code == 400 and list(response.json()["error"]["details"]) == ["clock"]
    assert Run.objects.count() == 0 and Event.objects.count() == 0
    assert api.post(URL, external_fields(clock="2026-01-01T00:00:00Z"), format="json").status_code == 201


@pytest.mark.sqlite
@pytest.mark.parametrize(
    ("change", "fields"),
    [
        ({"model_version": "another-model-v2"}, ["model_version"]),
        ({"inputs": {"ticket": "T-10", "customer": "ACME", "task": "Resolve T-10."}}, ["inputs"]),
        (
            {"budget": {"max_steps": 3, "max_tokens": 10, "max_cost": 1.0}, "template_hash": "0" * 64},
            ["budget", "template_hash"],
        ),
    ],
)
def test_the_same_create_key_with_other_fields_is_a_conflict_that_writes_nothing(api, change, fields):
    first = api.post(URL, external_fields(create_key="T-9"), format="json").json()
    again = api.post(URL, external_fields(create_key="T-9", **change), format="json")
    assert again.status_code == 409 and error_code(again) == "create_key_conflict"
    assert again.json()["error"]["details"] == {"run_id": first["id"], "fields": fields}
    assert first["id"] in again.json()["error"]["message"]
    assert Run.objects.count() == 1 and Event.objects.count() == 1


@pytest.mark.sqlite
def test_a_restarted_client_may_draw_another_clock_and_seed(api):
    first = api.post(URL, external_fields(create_key="T-9"), format="json").json()
    again = api.post(URL, external_fields(create_key="T-9", clock="2026-01-01T00:00:05+00:00", seed=8), format="json")
    assert again.status_code == 200 and again.json()["id"] == first["id"]


@pytest.mark.sqlite
def test_runs_can_be_listed_by_create_key(api):
    wanted = api.post(URL, external_fields(create_key="T-9"), format="json").json()
    api.post(URL, external_fields(create_key="T-10", inputs={"ticket": "T-10"}), format="json")
    found = api.get(URL, {"create_key": "T-9"}).json()["results"]
    assert [r["id"] for r in found] == [wanted["id"]]
    assert api.get(URL, {"create_key": "nope"}).json()["results"] == []


NFC_KEY, NFD_KEY = "commande-r\u00e9f-7", "commande-re\u0301f-7"  # é as one code point, and as e + U+0301


@pytest.mark.sqlite
def test_a_create_key_in_nfc_or_nfd_is_one_key_one_run(api):
    """The same key typed on two keyboards (é composed, or e + a combining accent) made two runs: a retry of the
    create from the other process started the work again. One normal form (NFC) now, stored and looked up."""
    first = api.post(URL, external_fields(create_key=NFC_KEY), format="json")
    again = api.post(URL, external_fields(create_key=NFD_KEY), format="json")
    assert (first.status_code, again.status_code) == (201, 200)
    assert first.json()["id"] == again.json()["id"] and Run.objects.count() == 1 and Event.objects.count() == 1
    assert Run.objects.get().create_key == f"{AGENT}:{NFC_KEY}"
    for key in (NFC_KEY, NFD_KEY):
        assert [r["id"] for r in api.get(URL, {"create_key": key}).json()["results"]] == [first.json()["id"]]


@pytest.mark.sqlite
@pytest.mark.parametrize("key", [NFD_KEY, "ordre-\u1e69"])  # ṩ stored decomposed: s + U+0323 + U+0307
def test_a_run_stored_with_a_key_in_another_form_before_stays_reachable_by_either(api, key):
    """A run created before keys were normalised holds its key as its client sent it: a retry with that key, or
    with its NFC form, is that run (200), not a second one; the list finds it by either."""
    stored = unicodedata.normalize("NFD", key)
    old = api.post(URL, external_fields(create_key="placeholder"), format="json").json()
    Run.objects.filter(id=old["id"]).update(create_key=f"{AGENT}:{stored}")  # as the API stored it before
    for sent in (stored, unicodedata.normalize("NFC", key)):
        again = api.post(URL, external_fields(create_key=sent), format="json")
        assert again.status_code == 200 and again.json()["id"] == old["id"]
        assert [r["id"] for r in api.get(URL, {"create_key": sent}).json()["results"]] == [old["id"]]
    assert Run.objects.count() == 1


@pytest.mark.sqlite
def test_two_runs_the_old_forms_made_of_one_key_each_stay_reachable_by_their_own(api):
    """Before, NFC and NFD made two runs: each is still the answer to the form it was created with."""
    nfc = api.post(URL, external_fields(create_key="a"), format="json").json()
    nfd = api.post(URL, external_fields(create_key="b"), format="json").json()
    Run.objects.filter(id=nfc["id"]).update(create_key=f"{AGENT}:{NFC_KEY}")
    Run.objects.filter(id=nfd["id"]).update(create_key=f"{AGENT}:{NFD_KEY}")
    assert api.post(URL, external_fields(create_key=NFC_KEY), format="json").json()["id"] == nfc["id"]
    assert api.post(URL, external_fields(create_key=NFD_KEY), format="json").json()["id"] == nfd["id"]
    assert Run.objects.count() == 2


@pytest.mark.sqlite
def test_a_create_key_longer_than_its_field_in_nfc_is_a_400_writing_nothing(api):
    """U+0958 is two code points in NFC: 99 of them fit the field as sent, not as stored."""
    response = api.post(URL, external_fields(create_key="\u0958" * 99), format="json")
    assert response.status_code == 400 and list(response.json()["error"]["details"]) == ["create_key"]
    assert "NFC" in response.json()["error"]["message"] and Run.objects.count() == 0


@pytest.mark.sqlite
def test_a_create_key_fits_by_its_nfc_length_in_whatever_form_it_is_sent(api):
    """An NFD key of 60 accented letters is 120 code points: it was refused (400, "no more than 99 characters")
    while the same key sent composed (60) made a run, so a client that does not normalise (curl, a macOS file
    name) could not reach it. The field measures the form the key is stored in; the list filter too."""
    nfc, nfd = "\u00e9" * 60, "e\u0301" * 60
    made = api.post(URL, external_fields(create_key=nfd), format="json")
    assert made.status_code == 201, made.json()
    again = api.post(URL, external_fields(create_key=nfc), format="json")
    assert again.status_code == 200 and again.json()["id"] == made.json()["id"]
    assert [r["id"] for r in api.get(URL, {"create_key": nfd}).json()["results"]] == [made.json()["id"]]
    too_long = api.post(URL, external_fields(create_key="e\u0301" * 100), format="json")  # 100 in NFC
    assert too_long.status_code == 400 and "99 characters in NFC form" in too_long.json()["error"]["message"]
    assert Run.objects.count() == 1


def test_create_keys_are_per_agent(api):
    run = api.post(URL, external_fields(create_key="k"), format="json").json()
    assert Run.objects.get(id=run["id"]).create_key == f"{AGENT}:k"


def test_external_create_needs_model_template_and_budget(api):
    fields = external_fields()
    del fields["template_hash"]
    response = api.post(URL, fields, format="json")
    assert response.status_code == 422 and error_code(response) == "external_spec_required"
    assert Run.objects.count() == 0


def test_list_filters_and_pages_with_a_cursor(api):
    ids = [api.post(URL, external_fields(reference=f"R{i}"), format="json").json()["id"] for i in range(5)]
    page = api.get(URL, {"limit": 2}).json()
    assert [r["id"] for r in page["results"]] == ids[::-1][:2]
    second = api.get(URL, {"limit": 2, "after": page["next_after"]}).json()
    assert [r["id"] for r in second["results"]] == ids[::-1][2:4]
    last = api.get(URL, {"limit": 2, "after": second["next_after"]}).json()
    assert [r["id"] for r in last["results"]] == ids[:1] and last["next_after"] is None
    assert [r["id"] for r in api.get(URL, {"reference": "R3"}).json()["results"]] == [ids[3]]
    assert api.get(URL, {"status": "COMPLETED"}).json()["results"] == []
    response = api.get(URL, {"status": "NOPE"})
    assert response.status_code == 400 and error_code(response) == "invalid_input"


def test_detail_and_timeline_cursor(run):
    run.sample(0, [{"name": "retrieve", "args": {"topic": "t0"}}])
    detail = run.api.get(f"{URL}{run.id}/").json()
    assert detail["id"] == run.id and detail["lease_owner"] == "ext:tester"
    page = run.api.get(f"{URL}{run.id}/events/", {"after": 0, "limit": 1}).json()
    assert [e["seq"] for e in page["events"]] == [1] and page["next_after"] == 1 and page["head_seq"] == 2
    rest = run.api.get(f"{URL}{run.id}/events/", {"after": page["next_after"]}).json()
    assert [e["type"] for e in rest["events"]] == ["LlmSampled"] and rest["next_after"] is None
    assert rest["events"][0]["payload"]["step"] == 0


def test_replay_reports_what_a_resume_needs(run):
    run.sample(0, [{"name": "retrieve", "args": {"topic": "a"}}])
    run.claim(0, 0, "retrieve", {"topic": "a"}, effect="read")
    view = run.api.get(f"{URL}{run.id}/replay/").json()
    assert view["next_step"] == 0 and view["head_seq"] == 3
    assert view["samples"][0]["step"] == 0 and view["calls"][0]["result"] is None
    assert view["calls"][0]["idem_key"] and view["consumed"]["tokens"] == 15
    assert view["messages"] == external_fields()["messages"] and view["budget_exhausted"] is None


def test_export_is_redacted_jsonl_and_audited(run):
    run.sample(0, [{"name": "send_email", "args": {"to": "jane.doe@example.com", "subject": "hi"}}])
    response = run.api.get(f"{URL}{run.id}/export/")
    assert response.status_code == 200 and response["Content-Type"] == "application/x-ndjson"
    text = b"".join(response.streaming_content).decode()
    lines = [json.loads(line) for line in text.splitlines()]
    assert [line["seq"] for line in lines] == [1, 2]
    assert "jane.doe@example.com" not in text and "<email:" in text
    assert ExportAudit.objects.filter(actor_name__startswith="api-key:", scope={"run_id": run.id}).count() == 1
    csv = run.api.get(f"{URL}{run.id}/export/", {"export_format": "csv"})
    assert csv["Content-Type"] == "text/csv" and b"".join(csv.streaming_content).decode().startswith("run_id,")


def test_a_head_request_on_the_export_answers_its_headers_and_writes_no_audit_row(run):
    """HEAD on ``export/`` (DRF answers it with the GET handler) wrote an export audit row: it answers the
    export's headers with no body and writes nothing."""
    head = run.api.head(f"{URL}{run.id}/export/", {"export_format": "csv"})
    assert head.status_code == 200 and head["Content-Type"] == "text/csv", head
    assert head["Content-Disposition"] == f'attachment; filename="{run.id}.csv"'
    assert b"".join(head.streaming_content) == b"" and not ExportAudit.objects.exists()
    assert run.api.head(f"{URL}{run.id}/export/", {"export_format": "xml"}).status_code == 400
    assert not ExportAudit.objects.exists()


@pytest.mark.sqlite
def test_the_dashboards_format_parameter_is_a_400_naming_it_not_a_404_for_a_run_that_exists(run):
    """``export/?format=csv`` (the dashboard export's spelling) was 404 "no such resource", as if the run did not
    exist; a format no renderer serves is now a 400 naming ``format``, and nothing is exported (probe-embedded)."""
    for path in ("export/", ""):
        response = run.api.get(f"{URL}{run.id}/{path}", {"format": "csv"})
        assert response.status_code == 400 and error_code(response) == "invalid_input"
        assert (
            "'csv' is not a format served here (json); an export's is export_format"
            in response.json()["error"]["message"]
        )
    assert not ExportAudit.objects.exists()
    assert run.api.get(f"{URL}{run.id}/", {"format": "json"}).status_code == 200  # the one it serves still does


def test_unknown_run_is_404(api):
    for path in ("", "events/", "replay/", "export/"):
        response = api.get(f"{URL}run_nope/{path}")
        assert response.status_code == 404 and error_code(response) == "not_found"
    assert api.get(f"{URL}bad%00id/").status_code == 404


def test_a_key_of_a_server_driven_agent_starts_a_worker_run(django_capture_on_commit_callbacks):
    from rest_framework.test import APIClient

    from runs.api.keys import api_key_create

    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key_create(agent='ticket')[1]}")
    inputs = {"ticket": "T-5", "customer": "ACME", "task": "Resolve T-5."}
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(URL, {"inputs": inputs}, format="json")
    assert response.status_code == 201 and response.json()["agent"] == "ticket"
    # AGENTOPS_WORKER=eager in tests: the server's worker drove it on commit
    assert Run.objects.get(id=response.json()["id"]).status == "COMPLETED"


def test_a_server_driven_agents_run_refuses_the_fields_of_an_external_one():
    """A key of the server-driven ``ticket`` agent sent ``budget: {max_steps: 1, ...}`` and got 201: the run
    kept the agent's own budget, model and template, and the caller believed its cap applied."""
    from rest_framework.test import APIClient

    from runs.api.keys import api_key_create

    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key_create(agent='ticket')[1]}")
    inputs = {"ticket": "T-5", "customer": "ACME", "task": "Resolve T-5."}
    budget = {"max_steps": 1, "max_tokens": 10, "max_cost": 0.01}
    for extra, fields in [
        ({"budget": budget}, ["budget"]),
        ({"model_version": "m", "clock": "2026-01-01T00:00:00Z"}, ["model_version", "clock"]),
    ]:
        response = client.post(URL, {"inputs": inputs, **extra}, format="json")
        assert response.status_code == 422 and error_code(response) == "not_external", response.json()
        assert response.json()["error"]["details"] == {"fields": fields}
    assert Run.objects.count() == 0


@pytest.mark.sqlite
def test_the_create_answer_shows_the_agent_its_own_reference_raw(api):
    """The key reads its own runs raw (GET runs/{id} did), but the create's answer gave it a pseudonym."""
    created = api.post(URL, external_fields(reference="carol.white@example.com"), format="json")
    assert created.status_code == 201 and created.json()["reference"] == "carol.white@example.com"
    again = api.get(f"{URL}{created.json()['id']}/").json()
    assert again == created.json()


@pytest.mark.sqlite
def test_a_persons_read_shows_the_fencing_token_a_claim_journaled(run):
    """The claim journals the lease's fencing token with its request id; ``token`` as a key's last word made it a
    ``<secret:…>`` in a person's redacted read, though it is a counter anyone holding the run page sees."""
    from django.contrib.auth.models import Group, User
    from rest_framework.test import APIClient

    lookup = {"ticket": "T-9"}
    run.sample(0, [{"name": "lookup", "args": lookup}])
    claimed = run.claim(0, 0, "lookup", lookup, effect="read", request_id="r" * 32)
    assert claimed.json()["status"] == "claimed", claimed.json()
    user = User.objects.create_user("vera", password="pw-123456789")
    user.groups.add(Group.objects.get_or_create(name="viewer")[0])
    person = APIClient()
    person.force_login(user)
    events = person.get(f"{URL}{run.id}/events/").json()["events"]
    intent = next(e for e in events if e["type"] == "ToolRequested")["payload"]
    assert intent["fencing_token"] == run.token and intent["request_id"] == "r" * 32
