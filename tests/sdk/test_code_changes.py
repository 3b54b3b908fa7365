"""The agent's code changed between a crash and its resume, as it does when a fix is deployed: the journal keeps
what the old code did, the new code must not repeat it."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from local_servers import FakeLLM, ToolService, assistant_turns, call, completion, serve
from test_sdk_install import AGENT, client_env, kill_mid_ticket_call
from venvs import shared_venv

from runs.models import Event, Run

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]

AGENT_CODE = """
import os, httpx
from openai import OpenAI
from agentops_durable import OpenAIChat, durable_run, tool

@tool(effect="write", dedupes=True)
def {name}(customer: str, subject: str,{params} idem_key: str | None = None) -> dict:
    \"\"\"Open a support ticket.\"\"\"
    return httpx.post(os.environ["TICKETS_URL"] + "/tickets", json={{"customer": customer, "subject": subject{sent}}},
                      headers={{"Idempotency-Key": idem_key}}, timeout=60).raise_for_status().json()

with durable_run(agent="support", model=OpenAIChat(OpenAI(), "gpt-4o-mini"), tools=[{name}],
                 prompt="You are ACME's support agent.", inputs={{"task": "ACME's invoice 42 is wrong."}},
                 key="changed-code") as run:
    print(run.outcome, "|", run.parked or run.failure or run.reply)
"""


def agent_code(name: str = "create_ticket", priority: bool = False) -> str:
    """The agent's program; ``priority``: its tool takes a required ``priority`` it sends to the service."""
    if priority:
        return AGENT_CODE.format(name=name, params=" priority: int,", sent=', "priority": priority')
    return AGENT_CODE.format(name=name, params="", sent="")


@pytest.fixture(scope="session")
def sdk_python(tmp_path_factory, worker_id) -> Path:
    """A fresh venv with ``agentops-durable[openai]`` from this checkout, as docs/sdk.md says to install it."""
    return shared_venv(tmp_path_factory, worker_id, "sdk-openai-venv", "openai")


def killed_then_resumed(sdk_python, server, tmp_path, model, new_code: str):
    """The agent SIGKILLed while ``create_ticket`` is in flight, then run again as ``new_code`` (a deploy meanwhile):
    the model, the ticket service and the second process."""
    llm, service = FakeLLM(model), ToolService()
    service.misbehave, service.slow_seconds = "slow", 60
    old, new = tmp_path / "old.py", tmp_path / "new.py"
    old.write_text(agent_code())
    new.write_text(new_code)
    with serve(llm) as llm_url, serve(service) as tickets_url:
        env = client_env(server, llm, llm_url, TICKETS_URL=tickets_url)
        kill_mid_ticket_call([str(sdk_python), str(old)], env, tmp_path, service)
        again = subprocess.run([str(sdk_python), str(new)], env=env, cwd=tmp_path,
                               capture_output=True, text=True, timeout=180)  # fmt: skip
    return llm, service, again


def renaming_model(body):
    """Step 0 calls ``create_ticket``; told that no such tool exists, a model calls the one it is offered."""
    offered = [t["function"]["name"] for t in body.get("tools") or []]
    if assistant_turns(body) == 0:
        return completion(None, [call("c1", "create_ticket", {"customer": "ACME", "subject": "Invoice 42"})])
    last = json.loads(body["messages"][-1]["content"].partition("] ")[2])
    if last.get("code") == "unknown_tool" and offered:
        return completion(None, [call("c2", offered[0], {"customer": "ACME", "subject": "Invoice 42"})])
    return completion("Opened a ticket for ACME.")


def test_a_call_in_flight_whose_tool_was_renamed_before_the_resume_is_in_doubt_not_unknown_and_sent_again(
    sdk_python, server, tmp_path
):
    """SIGKILLed while ``create_ticket`` is in flight (the ticket exists); the fix deployed meanwhile renamed it
    ``open_ticket``. The journaled call may have happened, and the new code can neither replay nor look it up: an
    operator decides. (It was answered ``unknown_tool``, "no tool named 'create_ticket'", the model called
    ``open_ticket`` under a new key and the service opened a second ticket.)"""
    llm, service, again = killed_then_resumed(
        sdk_python, server, tmp_path, renaming_model, agent_code(name="open_ticket")
    )
    assert again.returncode == 0, again.stderr
    assert service.count() == 1, service.effects  # one ticket
    assert again.stdout.startswith(
        "RECOVERING | outcome unknown: the call may have been sent, and this agent has no tool named 'create_ticket'"
    ), again.stdout
    run = Run.objects.get(create_key=f"{AGENT}:changed-code")
    assert run.status == "RECOVERING" and not Event.objects.filter(run=run, type="ToolResult").exists()
    assert llm.count == 1  # the model was not asked what to do about a tool it no longer has


def priority_model(body):
    """Step 0 opens the ticket; told its arguments were refused, a model adds the missing one."""
    if assistant_turns(body) == 0:
        return completion(None, [call("c1", "create_ticket", {"customer": "ACME", "subject": "Invoice 42"})])
    last = json.loads(body["messages"][-1]["content"].partition("] ")[2])
    if last.get("code") == "rejected":
        args = {"customer": "ACME", "subject": "Invoice 42", "priority": 1}
        return completion(None, [call("c2", "create_ticket", args)])
    return completion("Opened a ticket for ACME.")


def test_a_call_in_flight_whose_tool_takes_other_arguments_after_the_resume_is_in_doubt_not_rejected(
    sdk_python, server, tmp_path
):
    """SIGKILLed while ``create_ticket`` is in flight; the fix deployed meanwhile added a required ``priority``. The
    journaled arguments no longer fit the function, so the call cannot be replayed with its key — and it may have
    happened: an operator decides. (The SDK's own refusal of arguments the function cannot take was journaled as
    ``rejected``, a known non-effect; the model sent the call again with ``priority``, a new key, a second ticket.)"""
    llm, service, again = killed_then_resumed(sdk_python, server, tmp_path, priority_model, agent_code(priority=True))
    assert again.returncode == 0, again.stderr
    assert service.count() == 1, service.effects  # one ticket
    assert again.stdout.startswith("RECOVERING | outcome unknown: "), again.stdout
    assert "missing a required argument: 'priority'" in again.stdout, again.stdout
    run = Run.objects.get(create_key=f"{AGENT}:changed-code")
    assert run.status == "RECOVERING" and not Event.objects.filter(run=run, type="ToolResult").exists()
    assert llm.count == 1


def test_a_run_in_flight_after_a_deploy_that_changed_the_model_says_what_to_do_and_starts_nothing_again(
    sdk_python, server, tmp_path
):
    """SIGKILLed while ``create_ticket`` is in flight; the deploy meanwhile moved the agent to another model name. The
    run cannot be driven by the new code (its journaled answers were the old model's); the create was refused with a
    bare ``ProtocolRefused: 409 create_key_conflict … use a new create_key for a different run`` — advice that starts a
    second run, which opens the ticket again under a new key (qa-agents5). Now a ``SetupError`` names the run, what
    differs and the ways on, and no run or ticket is made."""
    llm, service, again = killed_then_resumed(
        sdk_python, server, tmp_path, renaming_model, agent_code().replace('"gpt-4o-mini"', '"gpt-4o"')
    )
    assert again.returncode == 1, again.stdout
    [run] = Run.objects.filter(create_key=f"{AGENT}:changed-code")
    last = again.stderr.strip().splitlines()[-1]
    assert last.startswith(
        f"agentops_durable.tool.SetupError: key='changed-code' names run {run.id}, started with another model= than "
        f"this code gives (it is {run.status}): a run resumes only with what it started with"
    ), last
    assert "Run the version it started with until the run finishes, or have an operator dead-letter it" in last
    assert "a new key would start a second run that makes the effects this one made" in last
    assert "use a new create_key" not in again.stderr
    assert Run.objects.count() == 1 and service.count() == 1 and llm.count == 1
