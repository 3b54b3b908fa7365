"""A small Python client of the AgentOps REST API (httpx, no Django), and ``DurableRun``.

``AgentOpsClient`` maps one method to one endpoint and raises :class:`ApiError` (with the API's
machine-readable ``code``) on every 4xx/5xx. ``DurableRun`` drives a run of an *external* agent —
the model and the tools live here, in the client — through the API with the durable step loop:
sample → journal → claim (intent + key) → execute with the key → report → verify → commit.
After a crash it resumes from the replay index: journaled samples are reused (no model call),
claimed calls come back ``already_done`` or ``need_recheck`` (replayed with the same key, so the
service dedupes), and nothing is executed twice.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import socket
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import httpx

from agentops.core.budget import Budget, Consumption, exhausted
from agentops.core.errors import ReplayRefused, ToolRejected, ToolTimeout
from agentops.core.loop import Agent
from agentops.core.model import Sample
from agentops.core.replay import Recorded, step_messages
from agentops.core.tools import Tool, VerdictStatus


class ApiError(Exception):
    """An error answer of the API: ``status`` (HTTP), ``code`` (machine-readable), ``details``."""

    def __init__(self, status: int, code: str, message: str, details: Any = None) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status, self.code, self.message, self.details = status, code, message, details or {}


@dataclass(frozen=True)
class Lease:
    run_id: str
    owner: str
    fencing_token: int
    head_seq: int
    secret: str = field(repr=False)


class AgentOpsClient:
    """One method per endpoint of ``/api/v1/``; ``api_key`` is an agent's ``aok_…`` key."""

    def __init__(self, base_url: str, api_key: str, *, timeout: float = 30.0, transport: Any = None) -> None:
        self._http = httpx.Client(
            base_url=base_url.rstrip("/") + "/api/v1/",
            headers={"Authorization": f"Bearer {api_key}"},
            timeout=timeout,
            transport=transport,
        )

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> AgentOpsClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _call(self, method: str, path: str, **kwargs: Any) -> tuple[int, Any]:
        response = self._http.request(method, path, **kwargs)
        if response.status_code >= 400:
            try:
                err = response.json()["error"]
            except (ValueError, KeyError, TypeError):
                raise ApiError(response.status_code, "http_error", response.text[:500]) from None
            raise ApiError(response.status_code, err["code"], err["message"], err.get("details"))
        if response.headers.get("content-type", "").startswith("application/json"):
            return response.status_code, response.json()
        return response.status_code, response.text

    # -- runs -------------------------------------------------------------------------------------
    def create_run(self, *, created_status: list[int] | None = None, **fields: Any) -> dict[str, Any]:
        """POST runs/: ``agent``, ``inputs``, ``create_key``, and for external agents ``model_version``,
        ``template_hash``, ``budget`` and ``messages``. ``created_status`` (a list) receives 201 or 200."""
        code, body = self._call("POST", "runs/", json=fields)
        if created_status is not None:
            created_status.append(code)
        return body

    def list_runs(self, **filters: Any) -> dict[str, Any]:
        return self._call("GET", "runs/", params=filters)[1]

    def get_run(self, run_id: str) -> dict[str, Any]:
        return self._call("GET", f"runs/{run_id}/")[1]

    def timeline(self, run_id: str, *, after: int = 0, limit: int = 100) -> dict[str, Any]:
        return self._call("GET", f"runs/{run_id}/events/", params={"after": after, "limit": limit})[1]

    def replay(self, run_id: str) -> dict[str, Any]:
        return self._call("GET", f"runs/{run_id}/replay/")[1]

    def export(self, run_id: str) -> str:
        return self._call("GET", f"runs/{run_id}/export/")[1]

    # -- leases -----------------------------------------------------------------------------------
    def acquire(self, run_id: str, owner: str, *, secret: str | None = None, seconds: int | None = None) -> Lease:
        """Take the lease; ``secret`` (32+ characters) binds it to this process, else the server makes one."""
        body = {"owner": owner} | ({"secret": secret} if secret else {}) | ({"seconds": seconds} if seconds else {})
        data = self._call("POST", f"runs/{run_id}/lease/", json=body)[1]
        return Lease(run_id, owner, data["fencing_token"], data["head_seq"], data["secret"])

    def renew(self, lease: Lease, *, seconds: int | None = None) -> None:
        body = self._fence(lease) | ({"seconds": seconds} if seconds else {})
        self._call("POST", f"runs/{lease.run_id}/lease/renew/", json=body)

    def release(self, lease: Lease) -> bool:
        return self._call("POST", f"runs/{lease.run_id}/lease/release/", json=self._fence(lease))[1]["released"]

    @staticmethod
    def _fence(lease: Lease) -> dict[str, Any]:
        return {"owner": lease.owner, "fencing_token": lease.fencing_token, "secret": lease.secret}

    # -- writes -----------------------------------------------------------------------------------
    def append(self, lease: Lease, expected_seq: int, events: list[dict[str, Any]]) -> dict[str, Any]:
        """POST events/: ``[{"type": ..., "payload": {...}}]`` after ``expected_seq`` (409 seq_conflict if moved)."""
        body = self._fence(lease) | {"expected_seq": expected_seq, "events": events}
        return self._call("POST", f"runs/{lease.run_id}/events/", json=body)[1]

    def claim(
        self, lease: Lease, step: int, call_index: int, tool: str, args: dict[str, Any], **decl: Any
    ) -> dict[str, Any]:
        """Claim a call before executing it; ``decl``: ``effect``, ``risk``, ``dedupes``."""
        body = self._fence(lease) | {"step": step, "call_index": call_index, "tool": tool, "args": args, **decl}
        return self._call("POST", f"runs/{lease.run_id}/tools/claim/", json=body)[1]

    def report_result(self, lease: Lease, step: int, call_index: int, result: Any) -> dict[str, Any]:
        body = self._fence(lease) | {"step": step, "call_index": call_index, "result": result}
        return self._call("POST", f"runs/{lease.run_id}/tools/result/", json=body)[1]

    def report_verification(
        self, lease: Lease, step: int, call_index: int, status: str, method: str, detail: str = ""
    ) -> dict[str, Any]:
        body = self._fence(lease) | {
            "step": step,
            "call_index": call_index,
            "status": status,
            "method": method,
            "detail": detail,
        }
        return self._call("POST", f"runs/{lease.run_id}/tools/verification/", json=body)[1]

    def submit_reply(self, lease: Lease, step: int, reply: str) -> dict[str, Any]:
        body = self._fence(lease) | {"step": step, "reply": reply}
        return self._call("POST", f"runs/{lease.run_id}/reply/", json=body)[1]


def external_run_fields(agent: Agent, inputs: dict[str, Any], *, seed: int | None = None) -> dict[str, Any]:
    """The RunStarted fields of a new run of an external agent: its model, template, budget and the
    initial context, rendered once from a clock and seed that the server journals (pitfall 4)."""
    clock = datetime.now(UTC).isoformat()
    seed = secrets.randbelow(2**31) if seed is None else seed
    return {
        "agent": agent.name,
        "model_version": agent.model.version,
        "template_hash": agent.template_hash,
        "budget": agent.budget.to_payload(),
        "inputs": inputs,
        "clock": clock,
        "seed": seed,
        "messages": agent.render(inputs, clock, seed),
    }


class DurableRun:
    """Drive one external run through the API until it completes, waits for a human, or needs recovery.

    Returns the outcome name (``COMPLETED``, ``WAITING_MANUAL_CONFIRM``, ``RECOVERING``, ``FAILED``,
    ``DEAD_LETTER``). The agent's ``crash_hook`` is called at the core's crash points.
    """

    def __init__(self, client: AgentOpsClient, agent: Agent, run_id: str, *, owner: str | None = None) -> None:
        self.client, self.agent, self.run_id = client, agent, run_id
        self.owner = owner or f"{socket.gethostname()}:{os.getpid()}"
        self.model_calls = 0

    def run(self) -> str:
        status = self.client.get_run(self.run_id)["status"]
        if status in _TERMINAL:
            return status
        lease = self.client.acquire(self.run_id, self.owner)
        try:
            return self._drive(lease)
        finally:
            # if this fails the lease simply expires; the next holder gets a new fencing token
            with contextlib.suppress(ApiError, httpx.HTTPError):
                self.client.release(lease)

    def _drive(self, lease: Lease) -> str:
        view = self.client.replay(self.run_id)
        if (view["model_version"], view["template_hash"]) != (self.agent.model.version, self.agent.template_hash):
            raise ReplayRefused(f"run {self.run_id} was started by another model or prompt template; start a new run")
        if view["completed"] is not None:
            return "COMPLETED"
        if view["dead_letter"]:
            return "DEAD_LETTER"
        self.head, messages = view["head_seq"], list(view["messages"])
        samples = {s["step"]: s["output"] for s in view["samples"]}
        # consumption is journaled state: it continues from the server's count, never from zero (pitfall 8)
        budget, used = Budget.from_payload(view["budget"]), Consumption.from_payload(view["consumed"])
        step = view["next_step"]
        while True:
            output = samples.pop(step, None)
            if output is None:
                reason = exhausted(budget, used)
                if reason:
                    self._append(lease, "RunFailed", {"error_class": "BudgetExceeded", "message": reason})
                    return "FAILED"
                self.agent._crash("before_sample", step)
                sample = self.agent.model.sample(messages, self.agent.tools.specs())
                self.model_calls += 1
                used = used.add(sample.usage.total_tokens, sample.usage.cost)
                output = sample.to_payload()
                self._append(lease, "LlmSampled", {"step": step, "output": output})
                self.agent._crash("after_sample", step)
            sample = Sample.from_payload(output)
            if not sample.tool_calls:
                self.client.submit_reply(lease, step, sample.content)
                return "COMPLETED"
            outcome, results = self._settle(lease, step, sample)
            if outcome is not None:
                return outcome
            self.agent._crash("after_result", step)
            self._append(lease, "StepCommitted", {"step": step})
            messages.extend(step_messages(output, results))
            step += 1

    def _append(self, lease: Lease, kind: str, payload: dict[str, Any]) -> None:
        self.head = self.client.append(lease, self.head, [{"type": kind, "payload": payload}])["head_seq"]

    def _settle(self, lease: Lease, step: int, sample: Sample) -> tuple[str | None, dict[int, Recorded]]:
        """Claim every call in order, execute the claimed ones concurrently, report in call order, verify."""
        results: dict[int, Recorded] = {}
        to_run: list[tuple[int, Tool | None, dict[str, Any]]] = []
        claims: dict[int, dict[str, Any]] = {}
        waiting = False
        for i, call in enumerate(sample.tool_calls):
            tool = self.agent.tools.get(call.name) if call.name in self.agent.tools else None
            decl = (
                {"effect": str(tool.effect), "risk": str(tool.effective_risk), "dedupes": tool.dedupes} if tool else {}
            )
            claim = claims[i] = self.client.claim(lease, step, i, call.name, call.args, **decl)
            self.head = claim["head_seq"]
            if claim["status"] == "already_done":
                results[i] = Recorded(claim["result_event_id"], {"result": claim["result"]})
            elif claim["status"] == "waiting_manual_confirm":
                waiting = True
            elif claim["status"] == "claimed" or tool is None or tool.safe_to_replay:
                to_run.append((i, tool, claim))
            else:
                found = self._lookup(tool, call.args, claim["idem_key"])
                if found is None:
                    self._append(lease, "RecoveryStarted", {"step": step, "call_index": i, "reason": "outcome unknown"})
                    return "RECOVERING", results
                if found is _NOT_FOUND:
                    to_run.append((i, tool, claim))
                else:
                    results[i] = Recorded("", {"result": found})
        self.agent._crash("after_intent", step)
        if waiting:
            return "WAITING_MANUAL_CONFIRM", results
        outcomes = self._execute(sample, to_run)
        self.agent._crash("after_effect", step)
        for (i, _, _claim), outcome in zip(to_run, outcomes, strict=True):
            if isinstance(outcome, _Unknown):
                self._append(lease, "RecoveryStarted", {"step": step, "call_index": i, "reason": outcome.reason})
                return "RECOVERING", results
            results[i] = Recorded("", {"result": outcome})
        for i in sorted(results):
            if not results[i].event_id:
                reported = self.client.report_result(lease, step, i, results[i].payload["result"])
                self.head = reported["head_seq"]
                results[i] = Recorded(reported["event_id"], results[i].payload)
        self._verify(lease, step, sample, results, claims)
        return None, results

    def _verify(
        self, lease: Lease, step: int, sample: Sample, results: dict[int, Recorded], claims: dict[int, dict[str, Any]]
    ) -> None:
        """The tools' own verifiers (schema check, read-back) decide; the model never does."""
        for i, call in enumerate(sample.tool_calls):
            tool = self.agent.tools.get(call.name) if call.name in self.agent.tools else None
            if tool is None or claims[i].get("verdict"):
                continue
            try:
                verdict = tool.check(call.args, results[i].payload["result"], claims[i]["idem_key"])
            except Exception:
                continue
            if verdict.status is VerdictStatus.PENDING:
                continue
            reported = self.client.report_verification(
                lease, step, i, str(verdict.status), verdict.method, verdict.detail
            )
            self.head = reported["head_seq"]

    def _lookup(self, tool: Tool, args: dict[str, Any], key: str | None) -> Any:
        if tool.lookup is None:
            return None
        try:
            answer = tool.lookup(args, key)
        except Exception:
            return None
        if answer.found is None:
            return None
        return answer.result if answer.found else _NOT_FOUND

    def _execute(self, sample: Sample, to_run: list[tuple[int, Tool | None, dict[str, Any]]]) -> list[Any]:
        """Concurrently; results come back in the model's call order (pitfall 5)."""

        def one(item: tuple[int, Tool | None, dict[str, Any]]) -> Any:
            i, tool, claim = item
            call = sample.tool_calls[i]
            if tool is None:
                return {"success": False, "code": "unknown_tool", "error": f"no tool named {call.name!r}"}
            try:
                return tool.fn(call.args, claim["idem_key"])
            except ToolRejected as exc:
                return {"success": False, "code": "rejected", "error": str(exc)}
            except ToolTimeout as exc:
                return _Unknown(f"tool timed out, outcome unknown: {exc}")
            except Exception as exc:
                return _Unknown(f"{type(exc).__name__}: {exc}")

        if len(to_run) <= 1:
            return [one(item) for item in to_run]
        with ThreadPoolExecutor(max_workers=min(8, len(to_run))) as pool:
            return list(pool.map(one, to_run))


class _Unknown:
    __slots__ = ("reason",)

    def __init__(self, reason: str) -> None:
        self.reason = reason


_NOT_FOUND = object()
_TERMINAL = frozenset({"COMPLETED", "FAILED", "DEAD_LETTER"})
