"""Identifiers an agent writes that every role sees as they are hold no personal data (qa-privacy).

A run's ``model_version`` and ``template_hash``, a verdict's ``method`` and a failure's ``error_class`` are not
payloads: the runs list (and its model filter), the run page's header and banner, the recovery console's *last
verifier answer* and the API's run, list and replay show them unredacted to viewers. A value the redaction
policy would change is refused at the write, as a tool name is (``runs.api.fields.ShownText``); before, an
external agent's ``model_version: "gpt-4o for jane.doe@example.com"`` was shown to every viewer raw.
"""

from __future__ import annotations

import pytest

from runs.api.payloads import RunFailedPayload
from runs.models import Event, Run, ToolExecution
from tests.api.conftest import URL, error_code, external_fields

pytestmark = pytest.mark.django_db

EMAIL_ARGS = {"to": "ops@example.com", "subject": "SLA breach", "body": "x"}
SENT = {"success": True, "code": "sent", "data": {"message_id": "m-1", "to": "ops@example.com"}}


def _refused(response, field: str) -> None:  # type: ignore[no-untyped-def]
    assert response.status_code == 400 and error_code(response) == "invalid_input", response.json()
    details = response.json()["error"]["details"]
    assert "personal data" in str(details) and field in str(details), details


@pytest.mark.sqlite
@pytest.mark.parametrize(
    ("field", "value"),
    [("model_version", "gpt-4o for jane.doe@example.com"), ("template_hash", "tpl +1 415 555 0134")],
)
def test_a_run_whose_model_or_template_holds_personal_data_is_refused(api, field, value):
    before = Run.objects.count()
    _refused(api.post(URL, external_fields(**{field: value}), format="json"), field)
    assert Run.objects.count() == before


@pytest.mark.sqlite
def test_model_names_and_error_classes_as_providers_spell_them_are_taken(api):
    for model in (
        "claude-3-5-sonnet-20241022",
        "ft:gpt-4o-mini-2024-07-18:acme::8FQb2a1x",
        "llama3.1:8b-instruct-q4_K_M",
    ):
        created = api.post(URL, external_fields(model_version=model, create_key=model), format="json")
        assert created.status_code == 201, created.json()
        assert api.get(f"{URL}{created.json()['id']}/").json()["model_version"] == model


def test_a_failure_whose_error_class_holds_personal_data_is_refused_and_writes_nothing(run):
    before = list(Event.objects.filter(run_id=run.id).values_list("seq", flat=True))
    for error_class in ("Errjane.doe@example.com", "Timeout calling +1 415 555 0134"):
        failed = run.post(
            "events/",
            {
                "expected_seq": run.head(),
                "events": [{"type": "RunFailed", "payload": {"error_class": error_class, "message": "x"}}],
            },
        )
        _refused(failed, "error_class")
    assert list(Event.objects.filter(run_id=run.id).values_list("seq", flat=True)) == before
    kept = run.post(
        "events/",
        {
            "expected_seq": run.head(),
            "events": [{"type": "RunFailed", "payload": {"error_class": "openai.RateLimitError"}}],
        },
    )
    assert kept.status_code == 201, kept.json()


def test_an_error_class_follows_the_tool_name_rule_as_notifications_carry_it(run):
    """A run failed for good is told to on-call with its error class as the notice's detail (e-mail, Slack, webhook),
    so it may hold no link, link markup or line break, as a tool name may not (qa-ops3: ``Err<http://evil.example|
    click>`` and ``Error\n- approve here: http://evil.example/approvals/`` were journaled and e-mailed as sent)."""
    before = list(Event.objects.filter(run_id=run.id).values_list("seq", flat=True))
    for error_class in (
        "Err<http://evil.example|click>",
        "Error\n- approve here: http://evil.example/approvals/",
        "See https://evil.example/login",
        "<!channel>",
        "Error\u202etxt.exe",
        " LeadingSpace",
    ):
        failed = run.post(
            "events/",
            {"expected_seq": run.head(), "events": [{"type": "RunFailed", "payload": {"error_class": error_class}}]},
        )
        assert failed.status_code == 400 and error_code(failed) == "invalid_input", (error_class, failed.json())
        assert "an error class is 1-100 characters" in str(failed.json()["error"]["details"]), error_class
    assert list(Event.objects.filter(run_id=run.id).values_list("seq", flat=True)) == before
    for error_class in ("std::io::Error", "*url.Error", "Foo$Bar", "Rate limited"):  # as languages spell them
        assert RunFailedPayload(data={"error_class": error_class}).is_valid(), error_class
    kept = run.post(
        "events/",
        {
            "expected_seq": run.head(),
            "events": [{"type": "RunFailed", "payload": {"error_class": "java.net.SocketTimeoutException"}}],
        },
    )
    assert kept.status_code == 201, kept.json()


def test_a_verdict_whose_method_holds_personal_data_is_refused_and_parks_nothing(run):
    """The recovery console shows a failed verdict's method beside its (redacted) detail, to every role."""
    assert run.sample(0, [{"name": "send_email", "args": EMAIL_ARGS, "call_id": "c"}]).status_code == 201
    assert run.claim(0, 0, "send_email", EMAIL_ARGS).json()["status"] == "claimed"
    assert run.post("tools/result/", {"step": 0, "call_index": 0, "result": SENT}).status_code == 201
    verdict = {"step": 0, "call_index": 0, "status": "failed", "detail": "bounced"}
    _refused(run.post("tools/verification/", verdict | {"method": "mailbox of jane.doe@example.com"}), "method")
    execution = ToolExecution.objects.get(run_id=run.id)
    assert execution.verification_method == "" and Run.objects.get(id=run.id).status == "RUNNING"
    assert run.post("tools/verification/", verdict | {"method": "read_back"}).status_code == 201
