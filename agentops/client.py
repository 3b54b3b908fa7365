"""A small Python client of the AgentOps REST API (httpx, no Django), and ``DurableRun``.

``AgentOpsClient`` maps one method to one endpoint and raises :class:`ApiError` (with the API's
machine-readable ``code``, ``message`` and ``details``) on every 4xx/5xx, as one of the subclasses
below where the answer means something a driver must act on. ``DurableRun`` drives a run of an
*external* agent — the model and the tools live here, in the client — through the API with the
durable step loop: sample → journal → claim (intent + key) → execute with the key → report →
verify → commit. After a crash it resumes from the replay index: journaled samples are reused (no
model call), claimed calls come back ``already_done`` or ``need_recheck`` (replayed with the same
key, so the service dedupes), and nothing is executed twice.
"""

from __future__ import annotations

import contextlib
import contextvars
import logging
import math
import random
import secrets
import socket
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from datetime import time as time_of_day
from typing import Any, TypeVar
from urllib.parse import quote

import httpx

from agentops.core.addresses import API_PATH, ends_with_api_path, is_http_url
from agentops.core.budget import Budget, Consumption, exhausted
from agentops.core.canon import unstorable
from agentops.core.errors import ModelError, ReplayRefused
from agentops.core.keys import normal_key
from agentops.core.lease_beat import LeaseBeat, call_bound, confirm_before_send
from agentops.core.loop import AGENT_DEFAULTS, Agent, sample_model, taken_input_names, unjournalable
from agentops.core.model import Sample, ToolCall
from agentops.core.protocol import (
    NO_WORD_PAUSE,
    NO_WORD_STATUSES,
    NOT_DONE_UNBOUNDED,
    REPLY_REFUSED,
    CallState,
    Next,
    UnknownOutcome,
    after_lookup,
    call_tool,
    failed_write_parks,
    journalable,
    missing_tool_reason,
    next_action,
    no_word,
    still_landing,
    unsendable_reply,
    unstorable_result,
)
from agentops.core.replay import Recorded, step_messages
from agentops.core.tools import Lookup, Tool, VerdictStatus

_log = logging.getLogger(__name__)
_T = TypeVar("_T")


# -- errors ---------------------------------------------------------------------------------------
class ApiError(Exception):
    """An error answer of the API: ``status`` (HTTP), ``code`` (machine-readable), ``message``, ``details``."""

    def __init__(self, status: int, code: str, message: str, details: Any = None) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status, self.code, self.message, self.details = status, code, message, details or {}


class LeaseHeld(ApiError):
    """``lease_held``: another process holds the run's live lease (``details``: its owner and expiry)."""


class LeaseLost(ApiError):
    """``stale_fencing_token``: another process took the run over; this one must stop (it resumes nothing)."""


class LeaseExpired(ApiError):
    """``lease_expired``: this process's lease ran out before a claim; renew it, then claim again."""


class ProtocolRefused(ApiError):
    """A 409 / 422 of the step protocol: ``code`` names the broken rule (e.g. ``step_out_of_order``)."""


class RunStopped(ProtocolRefused):
    """``run_failed`` (a failure that is not retryable) or ``dead_letter``: the run stopped for good and
    nothing moves it but an operator (a retry; a dead-lettered run is final). Waiting does not help.
    Also ``run_finished``: the run is final (``details["status"]``: COMPLETED or DEAD_LETTER; a write after
    the reply names none: COMPLETED); and ``retry_not_due``: a retryable failure whose backoff has not passed
    (``details["retry_in"]``)."""

    @property
    def run_status(self) -> str:
        if self.code == "run_finished":
            return str(self.details.get("status") or "COMPLETED")
        return "DEAD_LETTER" if self.code == "dead_letter" else "FAILED"


class CallAwaitingApproval(ProtocolRefused):
    """``call_awaiting_approval``: a ``RunFailed`` appended while a call waits for an approver; nothing was
    written. The run waits for the decision, it does not fail: release the lease and drive it again once the
    call is decided (an operator may dead-letter the run). ``details`` names the call: ``execution_id``,
    ``step``, ``call_index``, ``tool``."""


class ServerUnavailable(ApiError):
    """An append still answered 502 / 503 / 504 (or not at all) after its retries: the server or its database
    is down for longer than the client waits. Nothing is lost: the journal holds the run up to its last
    answered write, and driving the run again (``durable_run`` with the same key) resumes from it."""


class InvalidInput(ValueError):
    """A run input the journal cannot hold (a datetime, a set, NaN, …), found before anything is sent: the message
    names the input (``inputs['due']``) and what to send instead."""


class RunParked(Exception):
    """The run waits for a human: ``status`` is ``WAITING_MANUAL_CONFIRM`` (an approver) or ``RECOVERING``
    (an operator decides a call of unknown outcome). Nothing was appended for it; run again after the
    decision (:meth:`DurableRun.run_until_done` does). ``code`` and ``message`` are the server's when it
    refused a write for it (e.g. ``call_in_doubt``)."""

    def __init__(
        self,
        status: str,
        reason: str,
        *,
        head_seq: int,
        step: int | None = None,
        call_index: int | None = None,
        held_for: str = "",
    ) -> None:
        where = "" if step is None else f" at step {step} call {call_index}"
        super().__init__(f"run is {status}{where}: {reason}")
        self.status, self.reason, self.head_seq, self.step, self.call_index = status, reason, head_seq, step, call_index
        #: a call waiting for an approver: why the gate holds it (the server's ``held_for``)
        self.held_for = held_for
        self.code, self.message = status.lower(), reason


_ERRORS: dict[str, type[ApiError]] = {
    "lease_held": LeaseHeld,
    "stale_fencing_token": LeaseLost,
    "lease_expired": LeaseExpired,
    "run_failed": RunStopped,
    "retry_not_due": RunStopped,
    "dead_letter": RunStopped,
    "run_finished": RunStopped,
    "call_awaiting_approval": CallAwaitingApproval,
}


#: Failures after which a request is sent again (when it may be): the answer was lost or the server
#: was unreachable; a timeout too (the request may have been handled).
_LOST = (httpx.NetworkError, httpx.TimeoutException, httpx.RemoteProtocolError)
#: Gateway answers that a retry may cure (the server was down, restarting or overloaded).
_RETRIED = NO_WORD_STATUSES
#: How long (seconds of pauses) a request that may be sent again is retried by default: a server restart, a
#: database failover; and the most a client may be told (longer: drive the run again later, it resumes)
RETRY_FOR, MAX_RETRY_FOR = 30.0, 3600.0


def check_retry_for(seconds: Any) -> None:
    """Refuse (:class:`InvalidInput`) a ``retry_for`` that is no number of seconds from 0 to :data:`MAX_RETRY_FOR`."""
    if isinstance(seconds, bool) or not isinstance(seconds, int | float) or not 0 <= seconds <= MAX_RETRY_FOR:
        raise InvalidInput(f"retry_for: {seconds!r} is not a number of seconds from 0 to {MAX_RETRY_FOR:g}")


#: A request body over the server's ``AGENTOPS_API_MAX_BODY`` (nothing written)
_TOO_LARGE = "payload_too_large"

#: 503 codes whose request wrote nothing (refused before the journal, or by a store that takes no writes)
_NOTHING_WRITTEN = frozenset({"cache_unavailable", "storage_full"})


def _seq_conflict(response: httpx.Response) -> bool:
    """Whether ``response`` is 409 ``seq_conflict`` (the journal moved while the write was checked)."""
    if response.status_code != 409:
        return False
    try:
        return response.json()["error"]["code"] == "seq_conflict"
    except (ValueError, KeyError, TypeError):
        return False


def _is_error_body(body: Any) -> bool:
    """Whether ``body`` is the API's error answer, ``{"error": {"code": …, "message": …}}``."""
    err = body.get("error") if isinstance(body, dict) else None
    return isinstance(err, dict) and isinstance(err.get("code"), str) and isinstance(err.get("message"), str)


def _api_error(status: int, code: str, message: str, details: Any = None) -> ApiError:
    kind = _ERRORS.get(code) or (ProtocolRefused if status in (409, 422) else ApiError)
    return kind(status, code, message, details)


# -- the endpoints --------------------------------------------------------------------------------
def _seg(run_id: str) -> str:
    """A run id as one path segment: ``x?status=FAILED`` or ``../bulk-jobs`` never asks another URL."""
    return quote(str(run_id), safe="")


def _unsendable(value: Any, where: str) -> str | None:
    """Why a request body cannot be sent as JSON, naming the field (``inputs['due']``) and what to do; None when
    it can. httpx's own errors (``Object of type datetime is not JSON serializable``) named neither."""
    name = where or "the body"
    if value is None or isinstance(value, bool | int):
        return None
    if isinstance(value, float):
        return None if math.isfinite(value) else f"{name} is {value}: JSON has no non-finite number (send null or text)"
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return f"{name} holds a lone surrogate, which UTF-8 cannot carry (decode the text with errors='replace')"
        return None
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                return f"{name} has a key that is not text: {key!r} (JSON keys are strings)"
            if (problem := _unsendable(key, f"{where}[{key!r}] (the key)" if where else repr(key))) is not None:
                return problem
            if (problem := _unsendable(item, f"{where}[{key!r}]" if where else key)) is not None:
                return problem
        return None
    if isinstance(value, list | tuple):
        return next((p for i, item in enumerate(value) if (p := _unsendable(item, f"{name}[{i}]")) is not None), None)
    hint = " (send it as text, e.g. its .isoformat())" if isinstance(value, date | time_of_day) else ""
    return f"{name} is a {type(value).__name__}, which has no JSON form{hint}"


@dataclass(frozen=True)
class Lease:
    """A lease as acquired: ``secret`` goes with every write under it and is never shown again."""

    run_id: str
    owner: str
    fencing_token: int
    head_seq: int
    secret: str = field(repr=False)
    seconds: int = 30


class AgentOpsClient:
    """One method per endpoint of ``/api/v1/``; ``api_key`` is an agent's ``aok_…`` key."""

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        timeout: float = 30.0,
        transport: Any = None,
        retry_for: float = RETRY_FOR,
        retries: int | None = None,
        backoff: float = 0.25,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if not isinstance(base_url, str) or not is_http_url(base_url):
            raise InvalidInput(f"base_url {base_url!r} is no http(s) address with a host: e.g. http://127.0.0.1:8000")
        if ends_with_api_path(base_url):
            raise InvalidInput(f"base_url {base_url!r} ends with {API_PATH}: give the server's base address, the client "
                               "adds the API's path (e.g. http://127.0.0.1:8000)")  # fmt: skip
        if not isinstance(api_key, str) or not api_key or not all(" " < c < "\x7f" for c in api_key):
            # never echoed: it is a credential
            raise InvalidInput(
                "api_key is no AgentOps key: one token of printable ASCII, aok_<prefix>_<secret> as "
                "create_api_key printed it (check for a line break or spaces copied with it)"
            )
        self._http = httpx.Client(
            base_url=base_url.rstrip("/") + "/api/v1/",
            headers={"Authorization": f"Bearer {api_key}"},
            timeout=timeout,
            transport=transport,
        )
        check_retry_for(retry_for)
        #: how long (seconds of pauses) and how often (None: as often as that allows) a request that may be sent
        #: again (see :meth:`_call`) is retried, and the first pause
        self.retry_for, self.retries, self.backoff, self._sleep = float(retry_for), retries, backoff, sleep

    def _pauses(self) -> Iterator[float]:
        """The pauses between the attempts of a request sent again: ``backoff`` × 2ⁿ (at most 5 s) with jitter, until
        they add up to ``retry_for`` seconds (a server restarting, a database failing over), or ``retries`` of them."""
        waited, n = 0.0, 0
        while waited < self.retry_for and (self.retries is None or n < self.retries):
            pause = min(self.backoff * 2**n, 5.0) * random.uniform(0.5, 1.0)
            waited, n = waited + pause, n + 1
            yield pause

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> AgentOpsClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _call(
        self, method: str, path: str, *, retry: bool = True, unseq: bool = False, **kwargs: Any
    ) -> tuple[int, Any]:
        """One request; with ``retry`` (a read, or a write whose retry the server answers like the
        first: docs/api.md, "Retries") it is sent again after a connection error or a 502 / 503 / 504,
        after each of :meth:`_pauses` (``retry_for`` seconds of them in all). A 4xx never is,
        except, for ``unseq`` (a write that names no seq: a claim, a result, a verdict, the reply), 409
        ``seq_conflict``: other writes of the run kept landing while the server checked it, and nothing
        was written."""
        if "json" in kwargs and (problem := _unsendable(kwargs["json"], "")) is not None:
            raise InvalidInput(f"{method} {path}: {problem}; nothing was sent")
        for pause in self._pauses() if retry else ():
            try:
                response = self._http.request(method, path, **kwargs)
            except _LOST:
                pass  # the request may or may not have been handled: the retry's answer says
            else:
                if response.status_code not in _RETRIED and not (unseq and _seq_conflict(response)):
                    return self._answer(response)
            self._sleep(pause)
        try:
            return self._answer(self._http.request(method, path, **kwargs))
        except httpx.TransportError as exc:  # say where: "[Errno 111] Connection refused" alone names no server
            raise type(exc)(f"{exc} ({method} {self._http.base_url.join(path)})", request=exc.request) from exc

    @staticmethod
    def _answer(response: httpx.Response) -> tuple[int, Any]:
        where = f"{response.request.method} {response.request.url}"
        json_body = response.headers.get("content-type", "").startswith("application/json")
        if 300 <= response.status_code < 400 and not json_body:  # not followed: a POST sent again elsewhere could
            target = response.headers.get("location") or "nowhere (no Location)"  # act twice (the API's 308 says why)
            raise ApiError(response.status_code, "redirected", f"{where} was redirected to {target}: the client follows "
                           "no redirect; set the server's URL (AGENTOPS_DURABLE_URL) to the address it redirects to")  # fmt: skip
        if response.status_code < 300 and response.headers.get("content-type", "").startswith("text/html"):  # a page
            raise ApiError(response.status_code, "not_the_api", f"{where} answered an HTML page, not the AgentOps API: "
                           "is the server's URL (AGENTOPS_DURABLE_URL) its base address, without /api/v1/?")  # fmt: skip
        if response.status_code >= 300:  # a redirect is no answer: its body is not the resource
            try:
                err = response.json()
            except ValueError:
                location = response.headers.get("location", "")
                text = response.text[:500] or (f"redirected to {location}" if location else response.reason_phrase)
                raise ApiError(response.status_code, "http_error", text) from None
            if not _is_error_body(err):  # another service's JSON ({"error": {"message"}}, {"detail"}): no KeyError
                raise ApiError(response.status_code, "not_the_api", f"{where} answered {response.text[:300]}, not an "
                               "AgentOps API error: is the server's URL (AGENTOPS_DURABLE_URL) its base address, "
                               "without /api/v1/?")  # fmt: skip
            err = err["error"]
            raise _api_error(response.status_code, err["code"], err["message"], err.get("details"))
        if json_body:
            return response.status_code, response.json()
        return response.status_code, response.text

    # -- runs -------------------------------------------------------------------------------------
    def create_run(self, *, created_status: list[int] | None = None, **fields: Any) -> dict[str, Any]:
        """POST runs/: ``agent``, ``inputs``, ``create_key``, and for external agents ``model_version``,
        ``template_hash``, ``budget`` and ``messages``. ``created_status`` (a list) receives 201 or 200.
        Retried after a lost answer only with a ``create_key`` (the retry gets the run it created), which is sent in
        its normal form, NFC (:func:`~agentops.core.keys.normal_key`), as the TypeScript client and the server
        have it: ``é`` typed as ``e`` + U+0301 is the same key, the same bytes, from either client."""
        if isinstance(key := fields.get("create_key"), str):
            fields["create_key"] = normal_key(key)
        code, body = self._call("POST", "runs/", retry="create_key" in fields, json=fields)
        if created_status is not None:
            created_status.append(code)
        return body

    def list_runs(self, **filters: Any) -> dict[str, Any]:
        return self._call("GET", "runs/", params=filters)[1]

    def get_run(self, run_id: str) -> dict[str, Any]:
        return self._call("GET", f"runs/{_seg(run_id)}/")[1]

    def timeline(self, run_id: str, *, after: int = 0, limit: int = 100) -> dict[str, Any]:
        return self._call("GET", f"runs/{_seg(run_id)}/events/", params={"after": after, "limit": limit})[1]

    def replay(self, run_id: str) -> dict[str, Any]:
        return self._call("GET", f"runs/{_seg(run_id)}/replay/")[1]

    def export(self, run_id: str) -> str:
        return self._call("GET", f"runs/{_seg(run_id)}/export/")[1]

    # -- leases -----------------------------------------------------------------------------------
    def acquire(self, run_id: str, owner: str, *, secret: str | None = None, seconds: int | None = None) -> Lease:
        """Take the lease (LeaseHeld if another acquisition holds it); ``secret`` (32+ characters) is
        this process's own, else one is made here, so that a retry after a lost answer re-takes the
        lease it was granted (presenting the secret again re-takes one's own lease)."""
        secret = secret or secrets.token_urlsafe(32)
        body = {"owner": owner, "secret": secret} | ({} if seconds is None else {"seconds": seconds})
        data = self._call("POST", f"runs/{_seg(run_id)}/lease/", json=body)[1]
        return Lease(run_id, owner, data["fencing_token"], data["head_seq"], data["secret"], data["seconds"])

    def renew(self, lease: Lease, *, seconds: int | None = None) -> None:
        body = self._fence(lease) | ({} if seconds is None else {"seconds": seconds})
        self._call("POST", f"runs/{_seg(lease.run_id)}/lease/renew/", json=body)

    def release(self, lease: Lease) -> bool:
        return self._call("POST", f"runs/{_seg(lease.run_id)}/lease/release/", json=self._fence(lease))[1]["released"]

    @staticmethod
    def _fence(lease: Lease) -> dict[str, Any]:
        return {"owner": lease.owner, "fencing_token": lease.fencing_token, "secret": lease.secret}

    # -- writes -----------------------------------------------------------------------------------
    def append(self, lease: Lease, expected_seq: int, events: list[dict[str, Any]]) -> dict[str, Any]:
        """POST events/: ``[{"type": ..., "payload": {...}}]`` after ``expected_seq`` (409 seq_conflict if moved).

        Sent again, the same body (its ``expected_seq`` fences it: it can land once at most), after a connection
        error, a timeout or a 502 / 503 / 504 (``database_unavailable``, ``cache_unavailable``), as often and with
        the same pauses as :meth:`_call`. An attempt whose answer did not come back may have landed: when a
        retry is then 409 ``seq_conflict`` / ``already_sampled``, the journal after ``expected_seq`` is read, and
        holds these events (their types and steps), they are the answer. Still refused after the retries:
        :class:`ServerUnavailable`, saying the journal is intact and the run resumes when driven again."""
        body = self._fence(lease) | {"expected_seq": expected_seq, "events": events}
        path = f"runs/{_seg(lease.run_id)}/events/"
        may_have_landed, started, attempts, pauses = False, time.monotonic(), 0, self._pauses()
        while True:
            attempts += 1
            try:
                return self._call("POST", path, retry=False, json=body)[1]
            except ApiError as exc:
                if may_have_landed and exc.code in ("seq_conflict", "already_sampled"):
                    if (landed := self._landed(lease.run_id, expected_seq, events)) is not None:
                        return landed
                    raise
                if exc.status not in _RETRIED:
                    raise
                last: Exception = exc
                # only these say nothing was written; database_unavailable may come after the commit (the
                # connection lost mid-request), a gateway's answer after the server handled it
                may_have_landed = may_have_landed or exc.code not in _NOTHING_WRITTEN
            except _LOST as exc:
                last, may_have_landed = exc, True
            if (pause := next(pauses, None)) is None:
                break
            self._sleep(pause)
        kinds = ", ".join(str(e.get("type")) for e in events)
        why = (
            f"{last.status} {last.code}: {last.message}"
            if isinstance(last, ApiError)
            else f"{type(last).__name__}: {last}"
        )
        raise ServerUnavailable(
            last.status if isinstance(last, ApiError) else 503,
            last.code if isinstance(last, ApiError) else "server_unreachable",
            f"POST {path} ({kinds} after seq {expected_seq}) failed {attempts} times in "
            f"{time.monotonic() - started:.1f} s ({why}); the journal is intact: drive the run again (the same "
            "key) and it resumes from it",
            last.details if isinstance(last, ApiError) else None,
        ) from last

    def _landed(self, run_id: str, expected_seq: int, events: list[dict[str, Any]]) -> dict[str, Any] | None:
        """The append's answer when the journal after ``expected_seq`` holds ``events`` (an attempt whose answer
        was lost landed), else None."""
        page = self.timeline(run_id, after=expected_seq, limit=len(events))["events"]
        same = len(page) == len(events) and all(
            stored["type"] == sent.get("type")
            and stored.get("payload", {}).get("step") == (sent.get("payload") or {}).get("step")
            for stored, sent in zip(page, events, strict=True)
        )
        return {"head_seq": page[-1]["seq"], "events": page} if same and page else None

    def claim(
        self,
        lease: Lease,
        step: int,
        call_index: int,
        tool: str,
        args: dict[str, Any],
        *,
        request_id: str | None = None,
        **decl: Any,
    ) -> dict[str, Any]:
        """Claim a call before executing it; ``decl``: ``effect``, ``risk``, ``dedupes``. Each claim gets a new
        ``request_id`` (or ``request_id``: the claim's own, when this is its retry), sent again only by this request's
        own retries: a retry whose first answer was lost is answered ``claimed`` again under the same lease, a later
        claim of the call is ``need_recheck``."""
        fields = {"step": step, "call_index": call_index, "tool": tool, "args": args, **decl}
        body = self._fence(lease) | {"request_id": request_id or secrets.token_urlsafe(24)} | fields
        return self._call("POST", f"runs/{_seg(lease.run_id)}/tools/claim/", json=body, unseq=True)[1]

    def report_result(self, lease: Lease, step: int, call_index: int, result: Any) -> dict[str, Any]:
        body = self._fence(lease) | {"step": step, "call_index": call_index, "result": result}
        return self._call("POST", f"runs/{_seg(lease.run_id)}/tools/result/", json=body, unseq=True)[1]

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
        return self._call("POST", f"runs/{_seg(lease.run_id)}/tools/verification/", json=body, unseq=True)[1]

    def check_claims(self, run_id: str, reply: str) -> dict[str, Any]:
        """POST claims/check/: the claims audit of a draft ``reply`` against the journal, writing nothing:
        ``{flagged, would_hold, truncated, claims: [{phrase, classification, reason, …}]}``."""
        return self._call("POST", f"runs/{_seg(run_id)}/claims/check/", json={"reply": reply})[1]

    def submit_reply(self, lease: Lease, step: int, reply: str) -> dict[str, Any]:
        body = self._fence(lease) | {"step": step, "reply": reply}
        return self._call("POST", f"runs/{_seg(lease.run_id)}/reply/", json=body, unseq=True)[1]


def external_run_fields(agent: Agent, inputs: dict[str, Any], *, seed: int | None = None) -> dict[str, Any]:
    """The RunStarted fields of a new run of an external agent: its model, template, budget and the
    initial context, rendered once from a clock and seed that the server journals (pitfall 4)."""
    check_inputs(inputs)
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


def check_inputs(inputs: dict[str, Any]) -> None:
    """InvalidInput naming the first input that has no JSON form (the journal's canonical JSON): a plain TypeError
    from the HTTP layer ('Object of type datetime is not JSON serializable') named neither the input nor the fix."""
    if not isinstance(inputs, dict):
        raise InvalidInput(f"inputs must be a dict of input names to values, not {type(inputs).__name__}")
    if (taken := taken_input_names(inputs)) is not None:  # the template's str.format raised a bare TypeError
        raise InvalidInput(taken)
    if not isinstance(inputs.get("task", ""), str):  # the server refused it as "messages.1: content must be text"
        raise InvalidInput(f"inputs['task'] is the run's first user message: text, not {type(inputs['task']).__name__}")
    for name, value in inputs.items():
        if (problem := unstorable(value)) is None:
            continue
        hint = " (send it as text, e.g. its .isoformat())" if isinstance(value, date | time_of_day) else ""
        raise InvalidInput(f"inputs[{name!r}] cannot be journaled: {problem}{hint}")
    if (problem := unstorable(inputs)) is not None:  # a key that is not text, keys colliding after NFC
        raise InvalidInput(f"inputs cannot be journaled: {problem}")


def default_owner(agent: Agent) -> str:
    """A lease owner that stays the same across restarts of the agent on this host (no pid)."""
    return f"{agent.name}@{socket.gethostname()}"


# -- the durable loop -----------------------------------------------------------------------------
#: Run statuses in which a human must act before the run can move on.
PARKED = frozenset({"WAITING_MANUAL_CONFIRM", "RECOVERING"})
_TERMINAL = frozenset({"COMPLETED", "FAILED", "DEAD_LETTER"})


class DurableRun:
    """Drive one external run through the API until it completes or fails, or a human must act.

    :meth:`run` returns ``COMPLETED``, ``FAILED`` or ``DEAD_LETTER`` and raises :class:`RunParked`
    when the run waits for an approver or an operator (appending nothing for a run found parked),
    :class:`LeaseHeld` when another process kept the lease past ``lease_wait`` seconds,
    :class:`LeaseLost` when another process took the run over, :class:`ProtocolRefused` when the
    server refused a write (:class:`RunStopped` when the run failed for good or was dead-lettered
    meanwhile). :meth:`run_until_done` is the restart loop that waits out parked spells.

    ``owner`` (default :func:`default_owner`) is stable across restarts; ``secret`` binds the lease
    to this object (one per process, never reused by a restart), so a restarted agent takes the run
    as soon as the old lease is released or expires, and never while another process holds it.
    The agent's ``crash_hook`` is called at the core's crash points; model errors are journaled as
    ``RunFailed`` (the server's retry policy decides ``retryable``); a call of unknown outcome is
    replayed with its key after each of the agent's ``replay_pauses`` when that is safe.
    """

    def __init__(
        self,
        client: AgentOpsClient,
        agent: Agent,
        run_id: str,
        *,
        owner: str | None = None,
        secret: str | None = None,
        lease_wait: float = 120.0,
        lease_seconds: int | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.client, self.agent, self.run_id = client, agent, run_id
        self.owner = owner or default_owner(agent)
        self.secret = secret or secrets.token_urlsafe(32)
        self.lease_wait, self.lease_seconds, self._sleep = lease_wait, lease_seconds, sleep
        self.model_calls = 0
        #: the claims pre-flight of the reply this object submitted (None until then): see :func:`unbacked`
        self.preflight: dict[str, Any] | None = None
        self.head = 0
        self._renewed_at = 0.0
        #: the server's own wait (``retry_in``, seconds) the last ``retry_not_due`` named: the local clock may be off
        self._retry_in: float | None = None

    # -- entry points -----------------------------------------------------------------------------
    def run(self) -> str:
        """Drive the run to its end; a FAILED run whose automatic retry is due is driven again (the
        server's retry policy set ``next_retry_at``); one not due yet, or not retryable, is returned."""
        run = self.client.get_run(self.run_id)
        status = run["status"]
        if status in _TERMINAL and not (status == "FAILED" and _retry_wait(run) == 0.0):
            return status
        if status in PARKED:
            self._refuse_if_parked()
        try:
            lease = self._acquire()
        except RunStopped as stopped:  # it finished, or stopped for good, since it was read (the holder's doing)
            if stopped.code == "retry_not_due":
                self._retry_in = float(stopped.details.get("retry_in") or 0.0)
            return stopped.run_status
        try:
            return self._drive(lease)
        except ProtocolRefused as exc:
            if exc.code != "call_in_doubt":
                raise
            raise RunParked(
                "RECOVERING",
                exc.message,
                head_seq=self.head,
                step=exc.details.get("step"),
                call_index=exc.details.get("call_index"),
            ) from exc
        finally:
            # if this fails the lease simply expires; the next holder gets a new fencing token
            with contextlib.suppress(ApiError, httpx.HTTPError):
                self.client.release(lease)

    def run_until_done(
        self, *, poll: float = 5.0, max_wait: float | None = None, on_parked: Callable[[RunParked], None] | None = None
    ) -> str:
        """Run; while the run is parked, tell ``on_parked`` why and poll it read-only (no lease, no
        append) every ``poll`` seconds until its journal moves (a decision), then run again.

        A FAILED run with an automatic retry (``next_retry_at``) waits for it and runs again, the
        same retry an in-process run gets. Re-raises the last :class:`RunParked` once ``max_wait``
        seconds passed without a decision; returns FAILED when the retry would come after that.
        """
        deadline = None if max_wait is None else time.monotonic() + max_wait
        while True:
            try:
                self._retry_in = None
                status = self.run()
                wait = _retry_wait(self.client.get_run(self.run_id)) if status == "FAILED" else None
                if wait is not None and self._retry_in is not None:  # not due by the server's clock: its wait
                    wait = max(wait, self._retry_in, 0.25)
                if wait is None or (deadline is not None and time.monotonic() + wait > deadline):
                    return status
                self._sleep(wait)  # the journaled automatic retry (with its backoff), then drive again
            except RunParked as parked:
                if on_parked is not None:
                    on_parked(parked)
                while self.client.get_run(self.run_id)["last_seq"] == parked.head_seq:
                    if deadline is not None and time.monotonic() >= deadline:
                        raise
                    self._sleep(poll)

    # -- the lease --------------------------------------------------------------------------------
    def _acquire(self) -> Lease:
        """Take the lease, waiting with capped exponential backoff (never past its expiry) while another
        process holds it; LeaseHeld once ``lease_wait`` seconds are spent."""
        deadline, pause, late = time.monotonic() + self.lease_wait, 0.25, 0.05
        while True:
            try:
                lease = self.client.acquire(self.run_id, self.owner, secret=self.secret, seconds=self.lease_seconds)
            except httpx.TransportError:
                # the answer may be lost after the server granted the lease: asking again with the
                # same secret re-takes it (a new token) instead of waiting for it to expire
                if time.monotonic() >= deadline:
                    raise
                self._sleep(pause)
                pause = min(pause * 2, 5.0)
                continue
            except LeaseHeld as held:
                left = deadline - time.monotonic()
                if left <= 0 or "lease_expires_at" not in held.details:
                    raise  # waited long enough, or nothing to wait for
                wait = min(left, pause * random.uniform(0.5, 1.0))
                until = _seconds_until(held.details["lease_expires_at"])
                if until <= 0:  # past by this machine's clock, live by the server's: a clock ahead of the server's
                    wait, late = min(wait, late), late * 2  # ask again soon, then back off (it polled every 50 ms)
                self._sleep(max(min(wait, until) if until > 0 else wait, 0.05))  # never past its expiry
                pause = min(pause * 2, 5.0)
                continue
            self._renewed_at = time.monotonic()
            return lease

    def _keep(self, lease: Lease) -> None:
        """Renew once a third of the lease has passed: a claim needs a live lease."""
        if time.monotonic() - self._renewed_at >= lease.seconds / 3:
            self._renew(lease)

    def _renew(self, lease: Lease) -> None:
        started = time.monotonic()
        self.client.renew(lease, seconds=self.lease_seconds)
        self._renewed_at = started

    def _kept(
        self, lease: Lease, tools: Iterable[Tool | None] | None = None
    ) -> contextlib.AbstractContextManager[None]:
        """The lease renewed while a call is in flight — the model's, or ``tools``' own (a call, its status lookup,
        its verifier), up to their timeout (:mod:`agentops.core.lease_beat`, the server's worker's rule too): a call
        longer than the lease keeps the run; a stalled or dead process loses it."""

        def renew() -> bool:
            try:
                self._renew(lease)
            except LeaseLost:  # taken over (the process stalled past its lease): its next write says so
                return False
            return True

        return LeaseBeat(renew, lease.seconds).kept(None if tools is None else call_bound(tools))

    # -- parked runs ------------------------------------------------------------------------------
    def _refuse_if_parked(self) -> None:
        """Raise RunParked, read-only (no lease, no append), if a call waits for an approver or an operator."""
        view = self.client.replay(self.run_id)
        for call in view["calls"]:
            state = CallState(call["state"])
            if state in _PARKED_STATES:
                raise _parked(
                    state, call["tool"], view["head_seq"], call["step"], call["call_index"], call.get("held_for")
                )

    # -- the loop ---------------------------------------------------------------------------------
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
                    return self._fail(lease, "BudgetExceeded", reason, retryable=False)
                self.agent._crash("before_sample", step)
                try:
                    with self._kept(lease):
                        sample = sample_model(self.agent.model, messages, self.agent.tools.specs())
                except ModelError as exc:  # the in-process loop's rule: the run fails with the cause
                    return self._fail(lease, "ModelError", str(exc), retryable=exc.retryable)
                finally:
                    self.model_calls += 1
                used = used.add(sample.usage.total_tokens, sample.usage.cost)
                output = sample.to_payload()
                if (problem := unjournalable(output)) is not None:  # as the in-process loop: nothing acts on it
                    return self._fail(lease, "ModelError", problem, retryable=True)
                if not sample.tool_calls and (why := unsendable_reply(sample.content)) is not None:
                    problem = f"{REPLY_REFUSED}: {why}"  # reply/ would refuse it
                    return self._fail(lease, "ModelError", problem, retryable=True)
                try:
                    self._append(lease, "LlmSampled", {"step": step, "output": output})
                except ApiError as exc:  # as an answer the journal cannot hold: nothing acts on it, asked again
                    if exc.code != _TOO_LARGE:
                        raise
                    problem = (
                        f"the model's answer cannot be journaled: it is larger than the server takes ({exc.message})"
                    )
                    return self._fail(lease, "ModelError", problem, retryable=True)
                self.agent._crash("after_sample", step)
            sample = Sample.from_payload(output)
            if not sample.tool_calls:
                # what the audit will flag, asked while the run is still open (it writes nothing)
                self.preflight = self.client.check_claims(self.run_id, sample.content)
                self.client.submit_reply(lease, step, sample.content)
                return "COMPLETED"
            results = self._settle(lease, step, sample)
            self.agent._crash("after_result", step)
            self._commit(lease, step)
            messages.extend(step_messages(output, results))
            step += 1

    def _append(self, lease: Lease, kind: str, payload: dict[str, Any]) -> list[dict[str, Any]]:
        answer = self.client.append(lease, self.head, [{"type": kind, "payload": payload}])
        self.head = answer["head_seq"]
        return answer["events"]

    def _fail(self, lease: Lease, error_class: str, message: str, *, retryable: bool) -> str:
        """Journal RunFailed; the server's retry policy fills in the count and decides dead-lettering."""
        payload = {"error_class": error_class, "message": message[:4000], "retryable": retryable}
        stored = self._append(lease, "RunFailed", payload)
        return "DEAD_LETTER" if stored and stored[0]["payload"].get("dead_letter") else "FAILED"

    def _commit(self, lease: Lease, step: int) -> None:
        """StepCommitted; a write the server's verification policy wants an operator to verify (409
        ``verification_required``: this agent posted no verdict that counts) is parked for them: RunParked."""
        try:
            self._append(lease, "StepCommitted", {"step": step})
        except ProtocolRefused as exc:
            if exc.code != "verification_required":
                raise
            raise self._park(lease, step, exc.details["call_index"], exc.message) from exc

    def _park(self, lease: Lease, step: int, call_index: int, reason: str) -> RunParked:
        self._append(lease, "RecoveryStarted", {"step": step, "call_index": call_index, "reason": reason})
        return RunParked("RECOVERING", reason, head_seq=self.head, step=step, call_index=call_index)

    def _claim(self, lease: Lease, step: int, i: int, name: str, args: dict[str, Any], decl: dict[str, Any]) -> Any:
        """Claim call ``i``, asked again with its own request id until the server answers (:func:`no_word`): a lost
        answer of a journaled claim is ``claimed`` again, also after the lease lapsed meanwhile and was renewed."""
        request_id = secrets.token_urlsafe(24)

        def ask() -> Any:
            self._keep(lease)
            try:
                return self.client.claim(lease, step, i, name, args, request_id=request_id, **decl)
            except LeaseExpired:  # e.g. a long tool call before this claim: renew (still ours), then claim
                self._renew(lease)
                return self.client.claim(lease, step, i, name, args, request_id=request_id, **decl)

        claim = self._answered(ask, f"the claim of step {step} call {i}")
        self.head = claim["head_seq"]
        return claim

    def _answered(self, ask: Callable[[], _T], what: str) -> _T:
        """``ask()``, asked again while the server gives no word (:func:`~agentops.core.protocol.no_word`: what only
        this process knows — a call claimed and unsent, a lost claim answer, a result — is not given up)."""
        pause = 0.25
        while True:
            try:
                return ask()
            except (ApiError, httpx.TransportError) as exc:
                if not _no_word(exc):
                    raise
                _log.warning("%s got no answer (%s): asked again in %.2f s", what, exc, pause)
            time.sleep(pause)
            pause = min(pause * 2, NO_WORD_PAUSE)

    def _confirmed(self, lease: Lease) -> None:
        """The fenced renewal right before a send (``confirm_before_send``), asked until the server answers: the
        lease still ours, the calls are sent; taken over, LeaseLost and nothing is sent."""
        self._answered(lambda: self._renew(lease), "the renewal before the send")

    def _settle(self, lease: Lease, step: int, sample: Sample) -> dict[int, Recorded]:
        """Claim every call in order, execute the claimed ones concurrently, report in call order, verify."""
        results, to_run, claims, waiting, parking = self._claim_all(lease, step, sample)
        self.agent._crash("after_intent", step)
        confirm_before_send(lambda: self._confirmed(lease), bool(to_run))  # LeaseLost: taken over, sends nothing
        try:
            outcomes = self._execute_with_replays(lease, sample, to_run)
        except _Interrupted as stopped:  # the answers that came back are journaled before the process goes
            for (i, _, _claim), outcome in zip(to_run, stopped.outcomes, strict=True):
                if outcome is not None and not isinstance(outcome, UnknownOutcome):
                    results[i] = Recorded("", {"result": outcome})
            self._report(lease, step, results)
            raise stopped.cause from None
        self.agent._crash("after_effect", step)
        self._look_up_unknown(lease, sample, to_run, outcomes)
        answered = list(zip((i for i, _, _ in to_run), outcomes, strict=True))
        results |= {i: Recorded("", {"result": o}) for i, o in answered if not isinstance(o, UnknownOutcome)}
        # every answer that came back is journaled before a human is asked about a call without one, as in-process:
        # those after it were dropped, and the restart parked them too (sent and answered) for a human
        self._report(lease, step, results)
        unknown = next(((i, o) for i, o in answered if isinstance(o, UnknownOutcome)), None)
        if unknown is not None:
            raise self._park(lease, step, unknown[0], unknown[1].reason)
        if isinstance(parking, Exception):  # a later claim got no answer: those handed out before it went out first
            raise parking
        if parking is not None:  # the calls handed out before it were sent and reported: now a human decides it
            raise self._park(lease, step, *parking)
        if waiting is not None:
            # the calls handed out (``claimed``) were sent and their results reported before the wait: after the
            # decision their claims are ``already_done``, not ``need_recheck`` (a human for a tool that cannot
            # dedupe); they are verified when the step goes on
            raise waiting
        failed = self._verify(lease, step, sample, results, claims)
        if failed is not None:  # the server parked the write with its failed verdict: an operator decides
            i, detail = failed
            raise RunParked("RECOVERING", f"verification failed: {detail}", head_seq=self.head, step=step, call_index=i)
        return results

    def _claim_all(
        self, lease: Lease, step: int, sample: Sample
    ) -> tuple[
        dict[int, Recorded],
        list[tuple[int, Tool | None, dict[str, Any]]],
        dict[int, dict[str, Any]],
        RunParked | None,
        tuple[int, str] | Exception | None,
    ]:
        """Claim the step's calls in the model's order; the protocol's ``next_action`` says what each needs:
        its known result, an execution with its key, or a human (RunParked, after parking it if need be). Every
        call is claimed, so each gated one is on the approvers' list; the first that waits for one is returned
        (raised once the calls handed out are sent and reported). So is the first call to park, (call index, why) —
        or that the server parked at its claim (409 ``call_in_doubt``: the gate holds it now) — when a call before it
        was handed out: claimed is sent — parked unsent, an approved payment handed out (ToolDispatched) before a call
        found in doubt was parked in its turn as "it went out once", never sent. A later claim that got no answer
        (:func:`_unanswered`: the server unreachable past ``retry_for``, a ``seq_conflict`` that never settled) is
        returned the same way, to be raised once the calls handed out before it are sent and reported: left unsent,
        the restart's claim of each was ``need_recheck`` (a new acquisition), a human for a call that never went out."""
        results: dict[int, Recorded] = {}
        to_run: list[tuple[int, Tool | None, dict[str, Any]]] = []
        claims: dict[int, dict[str, Any]] = {}
        waiting: RunParked | None = None
        for i, call in enumerate(sample.tool_calls):
            tool = self._tool(call.name)
            # an unknown tool is never executed (its answer is "unknown_tool"); claimed as a write without a key, as
            # its name may say one (``send_email``). Claimed before (``need_recheck``), the code that claimed it may
            # have had the tool and sent the call: a human decides (``missing_tool_reason``)
            decl = (
                {"effect": str(tool.effect), "risk": str(tool.effective_risk), "dedupes": tool.dedupes}
                | ({"timeout": tool.timeout} if tool.timeout else {})
                if tool
                else {"effect": "write", "dedupes": False}
            )
            try:
                claim, state, action, found = self._claim_looked_up(lease, step, i, call, tool, decl)
            except (ApiError, httpx.TransportError) as failed:
                if to_run and isinstance(failed, ApiError) and failed.code == "call_in_doubt":
                    return results, to_run, claims, waiting, (i, failed.message)  # the gate holds it now: as our park
                if not (to_run and _unanswered(failed)):
                    raise
                return results, to_run, claims, waiting, failed
            claims[i] = claim
            if found is not None and found.found is True:
                results[i] = Recorded("", {"result": found.result})  # found by key: reported below
                continue
            if action is Next.USE_RESULT:
                results[i] = Recorded(claim["result_event_id"], {"result": claim["result"]})
            elif action in (Next.SEND, Next.SEND_AGAIN, Next.REPLAY_SAME_KEY):
                to_run.append((i, tool, claim))
            elif action is Next.PARK:
                handed = state is CallState.DISPATCHED
                if found is not None and found.found is False:  # "not done", nothing bounds the send: no answer
                    reason = NOT_DONE_UNBOUNDED
                elif tool:
                    reason = tool.unknown_reason(claim["idem_key"], handed=handed, risk=claim.get("risk"))
                else:
                    reason = missing_tool_reason(call.name)
                if to_run:
                    return results, to_run, claims, waiting, (i, reason)
                raise self._park(lease, step, i, reason)
            elif action is Next.WAIT_APPROVAL:
                waiting = waiting or _parked(
                    CallState.AWAITING_APPROVAL, call.name, self.head, step, i, claim.get("held_for")
                )
            else:  # WAIT_OPERATOR: parked already, an operator decides; nothing is appended
                raise _parked(CallState.IN_DOUBT, call.name, self.head, step, i)
        return results, to_run, claims, waiting, None

    def _claim_looked_up(
        self, lease: Lease, step: int, i: int, call: ToolCall, tool: Tool | None, decl: dict[str, Any]
    ) -> tuple[dict[str, Any], CallState, Next, Lookup | None]:
        """Claim call ``i`` and say what the protocol wants done with it: its claim, state and next action, and its
        status lookup's answer when it was looked up (:func:`after_lookup` read it). A lookup's "not done" while the first send may still
        land (the claim's ``retry_after``, or :func:`still_landing` of its ``sent_age`` with an older server) is no
        answer yet: the lease is kept that long and the call claimed and looked up again — nobody is asked to
        decide what waiting settles; once that passed, "not done" is the service's last word and it is sent."""
        while True:
            claim = self._claim(lease, step, i, call.name, call.args, decl)
            state = CallState(claim["state"])
            action = next_action(
                state,
                fresh=claim["status"] == "claimed",
                safe_to_replay=tool is not None
                and tool.replayable(
                    claim["idem_key"],
                    handed=state is CallState.DISPATCHED,
                    journaled=claim.get("effect"),
                    risk=claim.get("risk"),
                ),
                can_lookup=tool is not None and tool.can_look_up(claim.get("risk")),
            )
            if action is not Next.LOOKUP or tool is None:
                return claim, state, action, None
            with self._kept(lease, [tool]):
                answer = tool.look_up(call.args, claim["idem_key"])
            told = claim.get("retry_after")
            landing = float(told) if told is not None else still_landing(claim.get("sent_age"), tool.timeout)
            action = after_lookup(answer.found, state, landing=landing)
            if action is not Next.WAIT_LANDING or landing is None:
                return claim, state, action, answer
            with self._kept(lease, [tool]):  # its timeout bounds the wait: the lease is renewed that long
                time.sleep(landing)

    def _tool(self, name: str) -> Tool | None:
        return self.agent.tools.get(name) if name in self.agent.tools else None

    def _report(self, lease: Lease, step: int, results: dict[int, Recorded]) -> None:
        """Report the new results in call order; one the journal cannot hold (a ``datetime``, NaN) is reported,
        and verified, as what the in-process loop journals in its place (``unstorable_result``), and so is one
        larger than the server takes (413 ``payload_too_large``)."""
        for i in sorted(results):
            if not results[i].event_id:
                result = journalable(results[i].payload["result"])
                try:
                    reported = self._answered(
                        lambda i=i, result=result: self.client.report_result(lease, step, i, result),
                        f"the result of step {step} call {i}",
                    )
                except ApiError as exc:  # larger than the server takes: every resume would send it again, refused
                    if exc.code != _TOO_LARGE:
                        raise
                    result = unstorable_result(f"it is larger than the server takes ({exc.message})")
                    reported = self.client.report_result(lease, step, i, result)
                self.head = reported["head_seq"]
                results[i] = Recorded(reported["event_id"], {**results[i].payload, "result": result})

    def _verify(
        self, lease: Lease, step: int, sample: Sample, results: dict[int, Recorded], claims: dict[int, dict[str, Any]]
    ) -> tuple[int, str] | None:
        """The tools' own verifiers (schema check, read-back) decide; the model never does.

        A call that already has a verdict — a verifier's, or an operator's decision — is not verified
        again. Returns the first write whose failed verdict parks it (call index, detail), if any.
        """
        failed = None
        for i, call in enumerate(sample.tool_calls):
            tool = self._tool(call.name)
            if tool is None or claims[i].get("verdict"):
                continue
            result = results[i].payload["result"]
            with self._kept(lease, [tool]):
                verdict = tool.verdict(call.args, result, claims[i]["idem_key"])
            if verdict.status is VerdictStatus.PENDING:
                continue
            reported = self.client.report_verification(
                lease, step, i, str(verdict.status), verdict.method, verdict.detail
            )
            self.head = reported["head_seq"]
            if failed is None and failed_write_parks(tool.effect, verdict.status, result):
                failed = (i, verdict.detail)
        return failed

    def _execute_with_replays(
        self, lease: Lease, sample: Sample, to_run: list[tuple[int, Tool | None, dict[str, Any]]]
    ) -> list[Any]:
        """Execute; replay a call of unknown outcome with the same key after each of the agent's
        ``replay_pauses`` while that is safe (a read, or a service that dedupes), as the engine does."""
        with self._kept(lease, (tool for _, tool, _ in to_run)):
            outcomes = self._execute(sample, to_run)
        try:
            self._replay_unknown(lease, sample, to_run, outcomes)
        except (KeyboardInterrupt, SystemExit) as exc:  # the answers of the first round are known: journaled first
            raise _Interrupted(exc, outcomes) from exc
        return outcomes

    def _look_up_unknown(
        self, lease: Lease, sample: Sample, to_run: list[tuple[int, Tool | None, dict[str, Any]]], outcomes: list[Any]
    ) -> None:
        """A call still without an answer (its replays included) is asked of its tool's status lookup, in place, by
        the protocol's :func:`after_lookup` (the restart's ``_claim_looked_up`` asks the same): found, its answer is
        the call's and nobody is asked. "Not done" while the send that just failed may still land (its tool's
        ``timeout``): the lease is kept that long and it is looked up again — still not done, the service's last word:
        sent once more with its key. Cannot tell, or "not done" with nothing bounding the send (no ``timeout``): it
        stays unknown and parks."""
        for n, (i, tool, claim) in enumerate(to_run):
            if not (
                isinstance(outcomes[n], UnknownOutcome) and tool is not None and tool.can_look_up(claim.get("risk"))
            ):
                continue
            landing = still_landing(0.0, tool.timeout)  # it was just sent
            while True:
                with self._kept(lease, [tool]):
                    answer = tool.look_up(sample.tool_calls[i].args, claim["idem_key"])
                action = after_lookup(answer.found, CallState.INTENT, landing=landing)
                if action is not Next.WAIT_LANDING or landing is None:
                    break
                with self._kept(lease, [tool]):  # as _claim_looked_up's wait: the lease renewed that long
                    time.sleep(landing)
                landing = 0.0
            if action is Next.USE_RESULT:
                outcomes[n] = answer.result
            elif action is Next.SEND:
                confirm_before_send(lambda: self._confirmed(lease), True)  # LeaseLost: taken over, sends nothing
                with self._kept(lease, [tool]):
                    outcomes[n] = self._execute(sample, [(i, tool, claim | {"status": "need_recheck"})])[0]
            elif answer.found is False:
                outcomes[n].reason += f"; {NOT_DONE_UNBOUNDED}"

    def _replay_unknown(
        self, lease: Lease, sample: Sample, to_run: list[tuple[int, Tool | None, dict[str, Any]]], outcomes: list[Any]
    ) -> None:
        """Send the calls of ``outcomes`` whose outcome is unknown again with their keys, in place, after each of the
        agent's ``replay_pauses``, while that is safe (a read, or a service that dedupes)."""
        pauses = self.agent.replay_pauses
        for attempt, pause in enumerate(AGENT_DEFAULTS["replay_pauses"] if pauses is None else pauses, start=2):
            again = [
                n
                for n, (outcome, (_, tool, claim)) in enumerate(zip(outcomes, to_run, strict=True))
                if isinstance(outcome, UnknownOutcome)
                and outcome.replayable
                and tool is not None
                and _replayable(tool, claim)
            ]
            if not again:
                break
            self._sleep(pause)
            self._confirmed(lease)  # the lease must still be ours before anything is sent again
            replaying = [to_run[n] for n in again]
            try:
                with self._kept(lease, (tool for _, tool, _ in replaying)):
                    replayed = self._execute(sample, replaying)
            except _Interrupted as stopped:  # the answers that came back, in the step's call order
                for n, outcome in zip(again, stopped.outcomes, strict=True):
                    outcomes[n] = outcomes[n] if outcome is None else outcome
                raise stopped.cause from None
            for n, outcome in zip(again, replayed, strict=True):
                if isinstance(outcome, UnknownOutcome):
                    outcome.reason += f" ({attempt} attempts with the same key)"
                outcomes[n] = outcome

    def _execute(self, sample: Sample, to_run: list[tuple[int, Tool | None, dict[str, Any]]]) -> list[Any]:
        """Concurrently; results come back in the model's call order (pitfall 5)."""

        def one(item: tuple[int, Tool | None, dict[str, Any]]) -> Any:
            i, tool, claim = item
            call = sample.tool_calls[i]
            if tool is None:
                return {"success": False, "code": "unknown_tool", "error": f"no tool named {call.name!r}"}
            # the protocol says what a raise means; a call claimed before (need_recheck) may have gone out
            return call_tool(tool.fn, call.args, claim["idem_key"], replay=claim["status"] != "claimed")

        if len(to_run) <= 1:
            return [one(item) for item in to_run]
        # each thread in a copy of this context: an async tool's coroutine still goes to the caller's loop
        # (adurable_run), where a loop-bound client lives: an MCP session on a fresh loop waited for ever
        contexts = [contextvars.copy_context() for _ in to_run]
        answers: list[Any] = [None] * len(to_run)  # each thread's, kept when the process is stopped meanwhile
        began, ended = [threading.Event() for _ in to_run], [threading.Event() for _ in to_run]

        def answer(n: int) -> Any:
            began[n].set()
            try:
                answers[n] = contexts[n].run(one, to_run[n])
                return answers[n]
            finally:
                ended[n].set()

        with ThreadPoolExecutor(max_workers=min(8, len(to_run))) as pool:
            try:
                return list(pool.map(answer, range(len(to_run))))
            except (KeyboardInterrupt, SystemExit) as exc:  # Ctrl-C, a SIGTERM handler's exit (docs/plugging-in.md)
                # wherever it struck (inside a thread's start too, before the pool knew the thread), a call in flight
                # runs on in its thread: wait for its answer rather than leave it in doubt (a write that cannot dedupe
                # was handed to a human though its answer came back); none starts now, one not started stays in doubt
                pool.shutdown(wait=False, cancel_futures=True)
                for n, started in enumerate(began):
                    if started.is_set():
                        ended[n].wait()
                raise _Interrupted(exc, answers) from exc


class _Interrupted(Exception):
    """A process stopped (``cause``: KeyboardInterrupt, SystemExit) while a step's calls ran in threads; ``outcomes``
    their answers, in call order (None for one that raised), for the journal before ``cause`` goes on."""

    def __init__(self, cause: BaseException, outcomes: list[Any]) -> None:
        super().__init__(str(cause))
        self.cause, self.outcomes = cause, outcomes


def unbacked(preflight: dict[str, Any]) -> list[dict[str, Any]]:
    """The claims of a pre-flight answer that the journal does not back (unverified, uncited, mismatched), and past
    the claim cap one entry (``truncated``) for the claims the audit did not read: fifty backed claims and a false one
    after them listed nothing, the run's log warned of nothing, though the pre-flight said ``flagged``."""
    claims = [claim for claim in preflight["claims"] if claim["classification"] != "verified"]
    if preflight.get("truncated"):
        reason = f"the reply makes more than {len(preflight['claims'])} claims: those after them were not read"
        claims.append({"phrase": "", "classification": "truncated", "reason": reason})
    return claims


def _unanswered(exc: Exception) -> bool:
    """Whether a claim failed without the server's word on the call: unreachable or down (after the client's retries),
    or 409 ``seq_conflict`` (the journal kept moving: nothing was written)."""
    if isinstance(exc, ApiError):
        return exc.status >= 500 or exc.code == "seq_conflict"
    return isinstance(exc, httpx.TransportError)


def _no_word(exc: Exception) -> bool:
    """Whether a request failed with no word from the server (:func:`~agentops.core.protocol.no_word`)."""
    if isinstance(exc, ApiError):
        return no_word(exc.status, exc.code)
    return isinstance(exc, httpx.TransportError)


def _replayable(tool: Tool, claim: dict[str, Any]) -> bool:
    """Whether a call of ``tool`` claimed as ``claim`` (its key; handed out on a human's word when its state is
    ``dispatched``) whose outcome this attempt could not learn may be sent again with that key."""
    state, key = CallState.INTENT, claim["idem_key"]
    handed, journaled, risk = claim.get("state") == CallState.DISPATCHED, claim.get("effect"), claim.get("risk")
    safe = tool.replayable(key, handed=handed, journaled=journaled, risk=risk)
    replay = next_action(state, fresh=False, safe_to_replay=safe, can_lookup=tool.can_look_up(risk))
    return replay is Next.REPLAY_SAME_KEY


#: Call states in which a restart must append nothing: the run's status, and what the call waits for.
_PARKED_STATES = {
    CallState.AWAITING_APPROVAL: ("WAITING_MANUAL_CONFIRM", "waits for an approver"),
    CallState.IN_DOUBT: ("RECOVERING", "is in doubt: an operator decides (confirm, compensate, dead-letter, retry)"),
}


def _parked(
    state: CallState, tool: str, head_seq: int, step: int, call_index: int, held_for: str | None = None
) -> RunParked:
    status, waits = _PARKED_STATES[state]
    because = f" (held because {held_for})" if held_for else ""
    return RunParked(
        status, f"{tool} {waits}{because}", head_seq=head_seq, step=step, call_index=call_index, held_for=held_for or ""
    )


def _retry_wait(run: dict[str, Any]) -> float | None:
    """Seconds until a FAILED run's automatic retry is due (0 when due); None when none is scheduled."""
    due = run.get("next_retry_at") if run.get("status") == "FAILED" else None
    return None if not due else _seconds_until(due)


def _seconds_until(iso: str) -> float:
    """Seconds from now until the server's timestamp ``iso`` (0 if past or unreadable)."""
    try:
        return max(0.0, (datetime.fromisoformat(iso) - datetime.now(UTC)).total_seconds())
    except ValueError:
        return 0.0
