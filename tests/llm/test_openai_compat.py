"""The OpenAI-compatible adapter, against a fake chat-completions server on 127.0.0.1 (no network)."""

from __future__ import annotations

import io
import logging
from pathlib import Path

import httpx
import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from local_servers import (
    FakeLLM,
    assistant_turns,
    call,
    cited_events,
    completion,
    drive_memory_run,
    serve,
    start_memory_run,
)

from agentops.core.errors import AgentMisconfigured, ModelError
from agentops.core.events import EventType
from agentops.core.loop import Agent, Outcome
from agentops.core.tools import Tool, ToolRegistry
from agentops.llm.openai_compat import OpenAICompatModel, Prices, parse_completion, to_openai_messages

KEY = "sk-test-secret"
ROOT = Path(__file__).resolve().parents[2]

#: no database involved: the same tests run on the embedded default
pytestmark = pytest.mark.sqlite


def lookup_tool() -> Tool:
    def fn(args, key):
        return {"success": True, "code": "ok", "data": {"customer": args["customer"], "plan": "gold"}}

    return Tool(
        "lookup_customer",
        fn,
        description="Look a customer up.",
        parameters={"type": "object", "properties": {"customer": {"type": "string"}}, "required": ["customer"]},
    )


def two_step_script(body):
    """Step 0: call the tool; step 1: reply citing the tool result's event."""
    if assistant_turns(body) == 0:
        return completion("Looking the customer up.", [call("call_abc", "lookup_customer", {"customer": "ACME"})])
    return completion(f"ACME is on the gold plan [evt:{cited_events(body)[0]}].", usage=(300, 15))


def model_for(base_url: str, **kw) -> OpenAICompatModel:
    return OpenAICompatModel(base_url=base_url + "/v1", api_key=KEY, model="gpt-test", **kw)


def test_journal_messages_become_openai_messages():
    journal_messages = [
        {"role": "system", "content": "You are an agent."},
        {"role": "user", "content": "Handle it."},
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [
                {"name": "a", "args": {"x": 1}, "call_id": "call_1"},
                {"name": "b", "args": {}, "call_id": ""},
            ],
        },
        {"role": "tool", "name": "a", "call_id": "call_1", "event_id": "evt_1", "content": '{"ok":1}'},
        {"role": "tool", "name": "b", "call_id": "", "event_id": "evt_2", "content": '{"ok":2}'},
    ]
    out = to_openai_messages(journal_messages)
    assert out[:2] == [
        {"role": "system", "content": "You are an agent."},
        {"role": "user", "content": "Handle it."},
    ]
    assert out[2] == {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {"id": "call_1", "type": "function", "function": {"name": "a", "arguments": '{"x": 1}'}},
            {"id": "call_0_1", "type": "function", "function": {"name": "b", "arguments": "{}"}},
        ],
    }
    # a call journaled without an id gets the same synthetic id in the assistant and the tool message
    assert out[3] == {"role": "tool", "tool_call_id": "call_1", "content": '[evt:evt_1] {"ok":1}'}
    assert out[4] == {"role": "tool", "tool_call_id": "call_0_1", "content": '[evt:evt_2] {"ok":2}'}
    assert to_openai_messages(journal_messages, cite_event_ids=False)[3]["content"] == '{"ok":1}'
    assert to_openai_messages([{"role": "assistant", "content": "", "tool_calls": []}]) == [
        {"role": "assistant", "content": ""}
    ]


def test_sample_over_a_real_socket_parses_tool_calls_usage_and_cost():
    fake = FakeLLM(two_step_script)
    with serve(fake) as url:
        model = model_for(url, prices=Prices(prompt_per_1k=0.5, completion_per_1k=1.5))
        sample = model.sample([{"role": "user", "content": "hi"}], ToolRegistry([lookup_tool()]).specs())
    assert sample.content == "Looking the customer up."
    assert [(c.name, c.args, c.call_id) for c in sample.tool_calls] == [
        ("lookup_customer", {"customer": "ACME"}, "call_abc")
    ]
    assert (sample.usage.prompt_tokens, sample.usage.completion_tokens) == (100, 20)
    assert sample.usage.cost == pytest.approx(100 * 0.5 / 1000 + 20 * 1.5 / 1000)
    sent = fake.requests[0]
    assert sent["model"] == "gpt-test"
    assert sent["tools"][0]["function"]["name"] == "lookup_customer"
    assert fake.headers[0]["Authorization"] == f"Bearer {KEY}"
    assert model.version == "openai:gpt-test"


def test_step_loop_round_trips_tool_results_to_the_model_and_journals_usage():
    fake = FakeLLM(two_step_script)
    with serve(fake) as url:
        agent = Agent("llm", model_for(url), ToolRegistry([lookup_tool()]), "Support agent. {clock} {seed}")
        store, run_id = start_memory_run(agent, {"task": "Who is ACME?"})
        assert drive_memory_run(agent, store, run_id) is Outcome.COMPLETED
    events = store.load(run_id)
    result_event = next(e for e in events if e.type is EventType.TOOL_RESULT)
    second = fake.requests[1]["messages"]
    # the fake server rejects mismatched tool_call_ids with a 400, so this also proves the pairing
    assert second[-1]["tool_call_id"] == "call_abc"
    assert second[-1]["content"].startswith(f"[evt:{result_event.event_id}] ")
    assert events[0].payload["model_version"] == "openai:gpt-test"
    samples = [e.payload["output"]["usage"]["total_tokens"] for e in events if e.type is EventType.LLM_SAMPLED]
    assert samples == [120, 315]
    completed = next(e for e in events if e.type is EventType.RUN_COMPLETED)
    assert completed.payload["reply"] == f"ACME is on the gold plan [evt:{result_event.event_id}]."
    # a resume of the completed run asks the model nothing
    assert drive_memory_run(agent, store, run_id) is Outcome.COMPLETED
    assert fake.count == 2


def mock_model(handler, **kw) -> OpenAICompatModel:
    return OpenAICompatModel(
        base_url="http://llm.invalid/v1", api_key=KEY, model="m", transport=httpx.MockTransport(handler), **kw
    )


@pytest.mark.parametrize(
    ("status", "retryable"), [(429, True), (500, True), (503, True), (400, False), (401, False), (404, False)]
)
def test_http_errors_are_model_errors_saying_whether_to_retry(status, retryable):
    model = mock_model(lambda request: httpx.Response(status, json={"error": {"message": f"server says {status}"}}))
    with pytest.raises(ModelError) as caught:
        model.sample([{"role": "user", "content": "x"}], [])
    assert caught.value.retryable is retryable
    assert f"HTTP {status}: server says {status}" in str(caught.value)


@pytest.mark.parametrize("status", [301, 307, 308])
def test_a_redirected_endpoint_is_a_model_error_naming_where_not_a_retried_answer_that_is_not_json(status):
    """An http:// base URL behind an https redirect: it was "the answer is not JSON", retryable, until dead letter."""
    model = mock_model(lambda request: httpx.Response(status, headers={"Location": "https://llm.example/v1/chat"}))
    with pytest.raises(ModelError, match=f"HTTP {status}: redirected to https://llm.example/v1/chat") as caught:
        model.sample([{"role": "user", "content": "x"}], [])
    assert caught.value.retryable is False


def test_a_timeout_over_a_real_socket_is_a_retryable_model_error():
    fake = FakeLLM(two_step_script)
    fake.delay = 1.0
    with serve(fake) as url, pytest.raises(ModelError, match="no answer within the timeout") as caught:
        model_for(url, timeout=0.2).sample([{"role": "user", "content": "x"}], [])
    assert caught.value.retryable


@pytest.mark.parametrize(
    ("arguments", "message"),
    [('{"customer": "AC', "arguments are not valid JSON"), ('["ACME"]', "arguments must be a JSON object")],
)
def test_bad_tool_call_arguments_are_a_clear_model_error(arguments, message):
    body = completion(None, [{"id": "c1", "type": "function", "function": {"name": "t", "arguments": arguments}}])[1]
    with pytest.raises(ModelError, match=rf"tool call #0 \(t\): {message}"):
        parse_completion(body, Prices())


def test_an_answer_without_choices_is_a_model_error():
    with pytest.raises(ModelError, match="no choices"):
        mock_model(lambda request: httpx.Response(200, json={"choices": []})).sample([], [])


def test_missing_usage_is_estimated_so_budgets_still_count():
    body = {"choices": [{"message": {"role": "assistant", "content": "a reply of some length"}}]}
    sample = parse_completion(body, Prices(prompt_per_1k=1.0), prompt=[{"role": "user", "content": "x" * 400}])
    assert sample.usage.prompt_tokens > 100
    assert sample.usage.completion_tokens > 0
    assert sample.usage.cost == pytest.approx(sample.usage.prompt_tokens / 1000)


def test_the_api_key_is_never_logged_nor_shown(caplog):
    caplog.set_level(logging.DEBUG)
    fake = FakeLLM(two_step_script, api_key="sk-the-right-one")
    with serve(fake) as url:
        model = model_for(url)
        with pytest.raises(ModelError) as caught:
            model.sample([{"role": "user", "content": "x"}], [])
    # the server echoes the key it was given (as OpenAI does); the adapter redacts it
    assert "HTTP 401" in str(caught.value)
    assert "refused its API key: set the key this model is given, then retry the run" in str(caught.value)
    assert KEY not in str(caught.value) and "***" in str(caught.value)
    assert KEY not in repr(model)
    assert KEY not in caplog.text


def test_a_non_retryable_model_error_fails_the_run_without_journaling_a_sample():
    model = mock_model(lambda request: httpx.Response(401, json={"error": {"message": "bad key"}}))
    agent = Agent("llm", model, ToolRegistry([lookup_tool()]), "Agent {clock} {seed}")
    store, run_id = start_memory_run(agent, {"task": "x"})
    assert drive_memory_run(agent, store, run_id) is Outcome.FAILED
    events = store.load(run_id)
    assert [e.type for e in events] == [EventType.RUN_STARTED, EventType.RUN_FAILED]
    assert events[1].payload["retryable"] is False
    assert "bad key" in events[1].payload["message"]


def test_from_config_reads_the_settings_keys():
    model = OpenAICompatModel.from_config(
        {
            "LLM_BASE_URL": "http://127.0.0.1:9/v1/",
            "LLM_API_KEY": KEY,
            "LLM_MODEL": "llama-3",
            "LLM_PROVIDER": "vllm",
            "LLM_PRICE_PROMPT_PER_1K": "0.25",
            "LLM_PRICE_COMPLETION_PER_1K": 1,
        }
    )
    assert model.version == "vllm:llama-3"
    assert model.prices == Prices(0.25, 1.0)
    with pytest.raises(AgentMisconfigured, match="AGENTOPS_LLM_BASE_URL"):
        OpenAICompatModel.from_config({"LLM_MODEL": "x"})
    assert model.prices.cost(1000, 1000) == pytest.approx(1.25)


def test_the_provider_is_a_label_in_the_model_version_and_chooses_no_protocol():
    """``AGENTOPS_LLM_PROVIDER`` names the model version's first part, nothing else: a provider of another wire protocol
    still gets an OpenAI chat completion. docs/configuration.md called it the "wire protocol" (qa-deploy7)."""
    sent = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json=completion("Hello.")[1])

    model = mock_model(handler, provider="anthropic")
    assert model.version == "anthropic:m"
    model.sample([{"role": "user", "content": "Hi"}], [])
    (request,) = sent
    assert (request.method, str(request.url)) == ("POST", "http://llm.invalid/v1/chat/completions")
    assert request.headers["Authorization"] == f"Bearer {KEY}"
    docs = ROOT / "docs"
    rows = [
        line
        for page in ("configuration.md", "plugging-in.md")
        for line in (docs / page).read_text().splitlines()
        if line.startswith("| `AGENTOPS_LLM_PROVIDER` |")
    ]
    assert len(rows) == 2 and all("a label only" in row.lower() for row in rows), rows
    assert not any("wire protocol" in row.lower() for row in rows), rows


@pytest.mark.parametrize("url", ["http://[::1", "http://host:port/v1", "notaurl", "ftp://models.example.com"])
def test_a_base_url_that_is_no_http_url_is_named_before_any_request(url):
    """``http://[::1`` raised httpx.InvalidURL out of sample() (not an httpx.HTTPError, so no ModelError):
    check_llm ended in a traceback."""
    with pytest.raises(AgentMisconfigured, match="AGENTOPS_LLM_BASE_URL"):
        OpenAICompatModel.from_config({"LLM_BASE_URL": url, "LLM_MODEL": "m"})


def configure(settings, url: str, api_key: str = KEY) -> None:
    settings.AGENTOPS = {**settings.AGENTOPS, "LLM_BASE_URL": url + "/v1", "LLM_API_KEY": api_key, "LLM_MODEL": "m"}


def test_check_llm_command_reports_the_answer_and_its_cost(settings):
    fake = FakeLLM(lambda body: completion("OK", usage=(12, 1)))
    out = io.StringIO()
    with serve(fake) as url:
        configure(settings, url)
        call_command("check_llm", stdout=out)
    assert "openai:m answered in" in out.getvalue()
    assert "'OK' (12 prompt + 1 completion tokens, cost 0.000000)" in out.getvalue()
    assert fake.count == 1


def test_check_llm_command_fails_with_the_servers_message_and_no_key(settings):
    with serve(FakeLLM(lambda body: completion("OK"))) as url:
        configure(settings, url, api_key="sk-wrong")
        with pytest.raises(CommandError, match="HTTP 401: Incorrect API key provided: \\*\\*\\*") as caught:
            call_command("check_llm")
    assert "sk-wrong" not in str(caught.value)
