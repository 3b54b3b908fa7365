"""``durable_run(...)``: create (or find) a run by its key, take the lease, resume from the journal, complete.

The same call in a restarted process finds the same run (the ``key`` is the run's create key),
waits while the dead process's lease is still live, then resumes: journaled completions are reused
(no model call), journaled results are reused (no tool call), and a call that was sent but never
answered is replayed with its idempotency key (or looked up, or handed to a human).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from agentops_durable.bridge import CANCEL, Cancel
from agentops_durable.client import (
    RETRY_FOR,
    AgentOpsClient,
    ApiError,
    DurableRun,
    InvalidInput,
    LeaseLost,
    RunParked,
    check_retry_for,
    external_run_fields,
    unbacked,
)
from agentops_durable.core.addresses import API_PATH, ends_with_api_path, is_http_url
from agentops_durable.core.budget import Budget
from agentops_durable.core.errors import ToolAnswerMisshapen
from agentops_durable.core.keys import normal_key
from agentops_durable.core.loop import Agent
from agentops_durable.core.model import Model
from agentops_durable.core.protocol import check_lease_length, write_verb
from agentops_durable.core.tools import Effect, Tool, ToolRegistry
from agentops_durable.telemetry import annotate, missing, span
from agentops_durable.tool import SetupError, ToolFunction

log = logging.getLogger("agentops_durable")
#: What a tool's ``verify=`` / ``lookup=`` answers with
_SHAPES = "Lookup, Verdict, VerdictStatus"
#: The environment variables the SDK reads (never ``AGENTOPS_API_KEY``: the other ``agentops`` package reads it).
URL_ENV, KEY_ENV = "AGENTOPS_DURABLE_URL", "AGENTOPS_DURABLE_API_KEY"


@dataclass
class DurableResult:
    """Where the run stands: ``outcome`` is COMPLETED, FAILED, DEAD_LETTER, or — a human must act —
    WAITING_MANUAL_CONFIRM / RECOVERING (``parked`` says why). A FAILED / DEAD_LETTER run's ``failure`` says why:
    its latest journaled failure as ``"<kind>: <message>"`` (``BudgetExceeded: step budget spent: 5/5 steps``).
    ``retryable``: the server retries that failure (a model's 429 / 5xx, …): running the same code again, from
    ``retry_at`` (the server's ``next_retry_at``), retries it; ``wait_for_human=`` seconds wait for it here instead.

    For a reply, the claims pre-flight's verdict: ``unbacked`` lists each claim the journal does not
    back (``phrase``, ``classification``: unverified / uncited / mismatched, ``reason``: what is
    missing), ``held`` says the agent's claims policy held the reply for an operator."""

    run_id: str
    outcome: str
    reply: str | None
    resumed: bool
    model_calls: int
    parked: str = ""
    unbacked: list[dict[str, Any]] = field(default_factory=list)
    held: bool = False
    failure: str = ""
    retryable: bool = False
    retry_at: str = ""


@contextmanager
def durable_run(
    *,
    agent: str,
    model: Model,
    tools: Iterable[Tool | ToolFunction],
    prompt: str,
    inputs: dict[str, Any],
    key: str,
    budget: Budget | None = None,
    url: str | None = None,
    api_key: str | None = None,
    lease_wait: float = 300.0,
    lease_seconds: int | None = None,
    wait_for_human: float = 0.0,
    retry_for: float = RETRY_FOR,
) -> Iterator[DurableResult]:
    """Drive the run named by ``key`` until it completes, fails or stops for a human; yield where it stands.

    ``agent`` is registered on the server as external (``AGENTOPS_EXTRA_AGENTS="name=external"``);
    ``url`` and ``api_key`` default to ``$AGENTOPS_DURABLE_URL`` and ``$AGENTOPS_DURABLE_API_KEY``.
    ``prompt`` is the system prompt template (``{input}`` fields, ``{clock}``, ``{seed}``);
    ``inputs["task"]`` is the first user message. While another process holds the run's lease
    (a crashed one, until its lease expires) this waits up to ``lease_wait`` seconds; while an
    approver or operator must decide, up to ``wait_for_human`` seconds (0: return at once).
    ``lease_seconds`` (1-3600; default: the server's ``AGENTOPS_LEASE_SECONDS``) is how long this
    process's lease lasts past its last write or renewal: after a crash, another process takes the
    run over that long after the last sign of life. Keep it above the longest model or tool call.
    ``retry_for`` (seconds, default 30, at most 3600) is how long a request is sent again while the server does not
    answer or answers 502 / 503 / 504 (a restart, a deploy, a database failover), pausing 0.25 s, 0.5 s, … up to 5 s
    between attempts; longer, ``ServerUnavailable`` or httpx's error stops this call (the same call later resumes).
    The final reply is pre-flighted (``claims/check/``) before the run completes: the result's
    ``unbacked`` and ``held`` say what the journal does not back.
    """
    url, api_key = url or os.environ.get(URL_ENV, ""), api_key or os.environ.get(KEY_ENV, "")
    if not url or not api_key:
        raise SetupError(f"set {URL_ENV} and {KEY_ENV} (an agent key: `python manage.py create_api_key {agent}`)")
    if not is_http_url(url):  # the server's rule for its own URL settings
        raise SetupError(f"url: {url!r} is not the http(s) address of an AgentOps server (e.g. http://127.0.0.1:8000)")
    if ends_with_api_path(url):  # was a 404 "no endpoint at /api/v1/api/v1/runs/"
        raise SetupError(
            f"url: {url!r} ends with {API_PATH}: give the server's base address (e.g. http://127.0.0.1:8000)"
        )
    try:
        check_retry_for(retry_for)
    except InvalidInput as exc:
        raise SetupError(str(exc)) from None
    if lease_seconds is not None:
        try:
            check_lease_length(lease_seconds)
        except ValueError as exc:
            raise SetupError(f"lease_seconds: {exc}") from None
    _check_options(model, budget, lease_wait=lease_wait, wait_for_human=wait_for_human)
    if isinstance(key, str):
        key = normal_key(key)  # the server's one form of a key: é as one code point or as e + U+0301 is one run
    registry = _registry(tools)
    cancel = CANCEL.get() or Cancel()  # never set outside adurable_run
    spec = Agent(name=agent, model=model, tools=registry, template=prompt, budget=budget or Budget(),
                 crash_hook=cancel.hook)  # fmt: skip
    attributes = {"gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": agent, "agentops.create_key": key}
    with (
        AgentOpsClient(url, api_key, retry_for=retry_for) as client,
        span(f"invoke_agent {agent}", **attributes) as current,
    ):
        created: list[int] = []
        try:
            run = client.create_run(**_run_fields(spec, inputs), create_key=key, created_status=created)
        except ApiError as exc:  # the server names its field (create_key); the caller passed key=
            if exc.code == "invalid_input" and "create_key" in (exc.details or {}):
                raise SetupError(f"key={key!r}: {'; '.join(map(str, exc.details['create_key']))}") from None
            if exc.status == 403 and exc.code == "permission_denied":  # another agent's key: named, not a traceback
                raise SetupError(f"agent={agent!r}: {exc.message}") from None
            if exc.code == "create_key_conflict":  # a deploy changed the model, the prompt, the budget or the inputs
                details = exc.details or {}
                status = client.get_run(details["run_id"])["status"] if details.get("run_id") else ""
                raise SetupError(_started_otherwise(key, details, status)) from None
            raise
        driver = DurableRun(
            client, spec, run["id"], lease_wait=lease_wait, lease_seconds=lease_seconds, sleep=cancel.pause
        )
        parked = ""
        try:
            outcome = driver.run_until_done(max_wait=wait_for_human, on_parked=_tell)
        except RunParked as stop:
            outcome, parked = stop.status, stop.reason
        except ToolAnswerMisshapen as exc:  # nothing journaled for it: fixed, the run goes on where it stopped
            raise SetupError(f"{exc} (from agentops_durable import {_SHAPES})") from None
        except LeaseLost as exc:  # was a bare "409 stale_fencing_token: … another worker owns the run"
            raise LeaseLost(exc.status, exc.code, _taken_over(run["id"], lease_seconds), exc.details) from None
        view = client.replay(run["id"])
        reply = view["completed"]["reply"] if view["completed"] else None
        result = DurableResult(run["id"], outcome, reply, created == [200], driver.model_calls, parked)
        failed = view.get("last_failure")  # absent from a server older than the field
        if outcome in ("FAILED", "DEAD_LETTER") and failed:
            result.failure = f"{failed['error_class']}: {failed['message']}"
            if outcome == "FAILED" and failed.get("retryable"):  # was returned as if for good (wait_for_human=0)
                result.retryable, result.retry_at = True, client.get_run(run["id"]).get("next_retry_at") or ""
                result.failure += _retry_hint(result.retry_at)
        # checked before this process completed the run; a run found completed is checked now (read-only)
        check = driver.preflight or (client.check_claims(run["id"], reply) if reply else None)
        if check is not None:
            result.unbacked, result.held = unbacked(check), check["would_hold"]
            for claim in result.unbacked:
                log.warning("unbacked claim %r (%s): %s", claim["phrase"], claim["classification"], claim["reason"])
        annotate(current, **{"gen_ai.agent.id": run["id"], "agentops.outcome": outcome,
                             "agentops.resumed": result.resumed, "agentops.model_calls": driver.model_calls})  # fmt: skip
        yield result


def _run_fields(spec: Agent, inputs: dict[str, Any]) -> dict[str, Any]:
    """The new run's fields; SetupError (one line) for inputs the journal cannot hold or a prompt they cannot fill,
    before anything is sent."""
    hint = "(write a literal brace as {{ or }})"
    try:
        return external_run_fields(spec, inputs)
    except InvalidInput as exc:  # a datetime, a set, NaN …: named, before the prompt's own errors
        raise SetupError(str(exc)) from None
    except KeyError as exc:
        raise SetupError(f"prompt: it names the input {exc.args[0]!r}, which inputs= does not hold {hint}") from None
    except (ValueError, IndexError) as exc:  # a lone brace, a positional field: str.format says which
        raise SetupError(f"prompt: {exc} {hint}") from None


def _check_options(model: Any, budget: Any, **seconds: Any) -> None:
    """SetupError naming the option given something of another kind, before anything is sent (a model name for the
    model, a dict for the budget, a negative wait were an ``AttributeError: 'str' object has no attribute 'version'``,
    another deep in the run, or taken as no wait)."""
    if not isinstance(getattr(model, "version", None), str) or not callable(getattr(model, "sample", None)):
        given = repr(model[:60]) if isinstance(model, str) else f"the {type(model).__name__} given"
        raise SetupError(
            f"model: {given} is not a model: give your client wrapped, e.g. "
            "OpenAIChat(OpenAI(), 'gpt-4o-mini') (from agentops_durable import OpenAIChat)"
        )
    if budget is not None and not isinstance(budget, Budget):
        raise SetupError(
            f"budget: a Budget (from agentops_durable import Budget; budget=Budget(max_steps=8)), not a "
            f"{type(budget).__name__}"
        )
    for name, value in seconds.items():
        if isinstance(value, bool) or not isinstance(value, int | float) or not value >= 0:
            raise SetupError(f"{name}: {value!r} is not a number of seconds (0 or more)")
    if (problem := missing()) is not None:  # AGENTOPS_DURABLE_OTEL=1 without the extra
        raise SetupError(problem)


def _registry(tools: Iterable[Tool | ToolFunction]) -> ToolRegistry:
    """The tools as the loop's registry; SetupError naming the first that is no tool (``@tool`` forgotten), repeats
    a name or is a read whose name says a write (``send_email``: the server would refuse its first call mid-run),
    before anything is sent."""
    if isinstance(tools, Tool | ToolFunction):  # was "TypeError: 'ToolFunction' object is not iterable"
        name = tools.name if isinstance(tools, Tool) else tools.__name__
        raise SetupError(f"tools: a list of tools, not one tool: tools=[{name}]")
    if isinstance(tools, str | bytes | dict) or not isinstance(tools, Iterable):
        raise SetupError(f"tools: a list of tools, not a {type(tools).__name__}")
    registry = ToolRegistry()
    for i, item in enumerate(tools):
        found = item.tool if isinstance(item, ToolFunction) else item
        if not isinstance(found, Tool):
            what = getattr(item, "__name__", None) or repr(item)[:80]
            raise SetupError(
                f"tools[{i}]: {what} is not a tool: decorate it with @tool (agentops_durable.tool) or pass a Tool"
            )
        if found.effect is Effect.READ and (verb := write_verb(found.name)) is not None:  # the server's rule
            raise SetupError(
                f"tools[{i}]: tool {found.name!r} says {verb!r}, a write: it cannot be a read (the server refuses "
                "its calls: 422 write_named_read); declare it a write and whether its service dedupes by the key"
            )
        try:
            registry.register(found)
        except ValueError as exc:
            raise SetupError(f"tools[{i}]: {exc}") from None
    return registry


#: what a run's create compares, as this code's ``durable_run`` gives it
_GIVEN = {"model_version": "model=", "template_hash": "prompt=", "budget": "budget=", "inputs": "inputs=",
          "reference": "reference", "agent": "agent="}  # fmt: skip


def _started_otherwise(key: str, details: dict[str, Any], status: str) -> str:
    """Why ``key``'s run cannot be driven by this code (``create_key_conflict``), and what to do: the server's own
    advice, a new create key, starts another run, which makes every effect of an unfinished one again under new keys
    (it was that advice, raised as a bare ``ProtocolRefused``: a deploy that changed the model name left every run in
    flight with no way on)."""
    run_id, fields = details.get("run_id", "?"), [str(f) for f in details.get("fields") or []]
    given = ", ".join(_GIVEN.get(f, f) for f in fields) or "its fields"
    started = f"key={key!r} names run {run_id}, started with another {given} than this code gives"
    if status in ("COMPLETED", "DEAD_LETTER"):
        return f"{started}; it is {status}: give another key for another run"
    return (
        f"{started} (it is {status or 'unfinished'}): a run resumes only with "
        "what it started with (its journaled answers were made from them), so this code cannot drive it. Run the "
        "version it started with until the run finishes, or have an operator dead-letter it (the dashboard's bulk "
        "actions, the recovery console once it is parked); a new key would start a second run that makes the "
        "effects this one made (or had in flight) again, under new idempotency keys"
    )


def _taken_over(run_id: str, lease_seconds: int | None) -> str:
    """Why this process lost run ``run_id`` and what to do."""
    lease = f"lease_seconds={lease_seconds}" if lease_seconds else "the server's AGENTOPS_LEASE_SECONDS"
    return (
        f"run {run_id} was taken over by another process (a restart, a second copy): this process's lease ran out "
        f"({lease}) without a renewal: the process stalled, or could not reach the server, for longer than that (a "
        "call in flight renews it). It stopped; the other process goes on from the journal and resolves the call in "
        "flight by its key, as after a crash (a tool that cannot dedupe may have been called by both: check it). "
        "Keep lease_seconds above the longest stall"
    )


def _retry_hint(retry_at: str) -> str:
    """What a retryable failure's ``failure`` adds: it is not for good, and how it is retried."""
    when = f" from {retry_at}" if retry_at else ""
    return (
        f" (retryable: run the same code again{when} and it retries; or give wait_for_human=<seconds> to wait for "
        "the retry here)"
    )


def _tell(parked: RunParked) -> None:
    log.warning("%s; waiting for a decision (manage.py show_run / the dashboard)", parked)
