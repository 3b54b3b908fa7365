"""HTTP tools: a :class:`~agentops.core.tools.Tool` over one endpoint of a real service.

The idempotency key travels as the ``Idempotency-Key`` header (left out when the key is ``None``:
dedupe deliberately off, SPEC pitfall 2). Responses map onto what the step loop understands:

==========================================  ===============================================
2xx                                         result ``{success, code, data}`` (a plain JSON
                                            body is wrapped as ``data``)
4xx except 408 / 409 / 425 / 429            :class:`ToolRejected`: the service refused, a
                                            known non-effect
connection refused (nothing was sent)       :class:`ToolRejected`
timeout, connection lost after sending,     :class:`ToolTimeout`: outcome unknown — the
5xx, 408 / 409 / 425 / 429                  execution stays ``TOOL_EXECUTED``; recovery replays
                                            it with the same key or asks ``lookup``
==========================================  ===============================================

URL templates are ``str.format`` templates over the call's arguments (values are URL-quoted);
the read-back and compensation templates also see the result's ``data`` fields and ``idem_key``.
Headers (tokens) are sent as given and never journaled or logged.
"""

from __future__ import annotations

import logging
import string
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

import httpx

from agentops.core.errors import InvalidArguments, ToolRejected, ToolTimeout
from agentops.core.tools import Effect, Lookup, Risk, Tool, Verdict, VerdictStatus, as_result

log = logging.getLogger(__name__)

#: 4xx answers that do not prove the call had no effect (in progress, conflict, throttled).
UNKNOWN_OUTCOME_4XX = frozenset({408, 409, 425, 429})
#: Redirects a service answers a request it acted on with (Post/Redirect/Get: 303 See Other, and 302, which a web
#: framework's ``redirect()`` answers): to a POST / PUT / PATCH / DELETE the outcome is unknown, never a refusal.
#: 301 / 307 / 308 say the resource is elsewhere (an http→https or trailing-slash redirect): nothing was done there.
ACTED_REDIRECTS = frozenset({302, 303})
_SAFE_METHODS = frozenset({"GET", "HEAD"})
_BODYLESS = frozenset({"GET", "HEAD", "DELETE"})

#: Decides whether a 2xx read-back body confirms the call: ``(body, args, result) -> bool``.
ReadBackCheck = Callable[[Any, dict[str, Any], Any], bool]


def render_url(template: str, values: Mapping[str, Any]) -> str:
    """Fill ``{name}`` placeholders with URL-quoted values; a missing one is a :class:`KeyError`."""
    out = []
    for literal, name, _spec, _conv in string.Formatter().parse(template):
        out.append(literal)
        if name is not None:
            out.append(quote(str(values[name]), safe=""))
    return "".join(out)


def placeholders(template: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(template) if name}


def wrap_body(status: int, body: Any) -> dict[str, Any]:
    """A 2xx body as a result: kept when it already speaks ``{success, …}``, wrapped otherwise."""
    return as_result(body, code=f"http_{status}", wrap_as="body")


@dataclass(frozen=True)
class HttpEndpoint:
    """One HTTP call of a tool: method, URL template, static headers, timeout."""

    method: str
    url: str
    headers: Mapping[str, str] = field(default_factory=dict)
    timeout: float = 10.0

    def send(
        self,
        client: httpx.Client,
        values: Mapping[str, Any],
        *,
        key: str | None,
        body: Any = None,
    ) -> httpx.Response:
        """Send the request; raises the ``httpx`` error as it comes (callers map it)."""
        url = render_url(self.url, values)
        headers = dict(self.headers)
        if key is not None:
            headers["Idempotency-Key"] = key
        method = self.method.upper()
        if method in _BODYLESS:
            extra = {k: v for k, v in (body or {}).items() if k not in placeholders(self.url)}
            return client.request(method, url, headers=headers, params=extra or None, timeout=self.timeout)
        return client.request(method, url, headers=headers, json=body, timeout=self.timeout)


def _json(response: httpx.Response) -> Any:
    if not response.content:
        return None
    try:
        return response.json()
    except ValueError:
        return response.text


class HttpTool:
    """The functions behind an HTTP :class:`Tool`: call, read-back verifier, lookup, compensation."""

    def __init__(
        self,
        name: str,
        call: HttpEndpoint,
        *,
        verify: HttpEndpoint | None = None,
        verify_check: ReadBackCheck | None = None,
        lookup: HttpEndpoint | None = None,
        compensate: HttpEndpoint | None = None,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.name = name
        self.call_endpoint, self.verify_endpoint, self.verify_check = call, verify, verify_check
        self.lookup_endpoint, self.compensate_endpoint = lookup, compensate
        self._client = httpx.Client(transport=transport)

    def call(self, args: dict[str, Any], key: str | None) -> dict[str, Any]:
        """The tool contract ``call(args, idem_key)`` over HTTP."""
        try:
            response = self.call_endpoint.send(self._client, args, key=key, body=args)
        except KeyError as exc:
            raise InvalidArguments(f"{self.name}: argument {exc} is missing for the URL; nothing was sent") from None
        except httpx.ConnectError as exc:
            raise ToolRejected(f"{self.name}: could not connect, nothing was sent ({exc})") from None
        except httpx.TimeoutException as exc:
            raise ToolTimeout(
                f"{self.name}: no answer within {self.call_endpoint.timeout}s ({type(exc).__name__})"
            ) from None
        except httpx.HTTPError as exc:
            raise ToolTimeout(f"{self.name}: connection lost after sending ({type(exc).__name__})") from None
        status = response.status_code
        log.info("tool %s answered HTTP %s", self.name, status)
        if 200 <= status < 300:
            return wrap_body(status, _json(response))
        detail = _short(_json(response))
        if 300 <= status < 400:  # never followed: the call is journaled as sent to the tool's URL
            detail = f"redirected to {response.headers.get('location', '(no Location)')}"
            if status in ACTED_REDIRECTS and self.call_endpoint.method.upper() not in _SAFE_METHODS:
                raise ToolTimeout(f"{self.name}: HTTP {status}, outcome unknown (the service may have acted): {detail}")
        if status >= 500 or status in UNKNOWN_OUTCOME_4XX:
            raise ToolTimeout(f"{self.name}: HTTP {status}, outcome unknown: {detail}")
        raise ToolRejected(f"{self.name}: HTTP {status}: {detail}")

    def read_back(self, args: dict[str, Any], result: Any, key: str | None) -> Verdict:
        """Business check: GET the created / changed resource. 404/410 ⇒ failed; errors ⇒ pending."""
        assert self.verify_endpoint is not None
        values = _values(args, result, key)
        try:
            response = self.verify_endpoint.send(self._client, values, key=None)
        except KeyError as exc:
            return Verdict(VerdictStatus.FAILED, "read_back", f"the result has no {exc} to read back by")
        except httpx.HTTPError as exc:
            return Verdict(VerdictStatus.PENDING, "read_back", f"read-back failed: {type(exc).__name__}")
        status = response.status_code
        if status in (404, 410):
            return Verdict(VerdictStatus.FAILED, "read_back", f"read-back answered HTTP {status}: not there")
        if not 200 <= status < 300:
            return Verdict(VerdictStatus.PENDING, "read_back", f"read-back answered HTTP {status}")
        if self.verify_check is not None and not self.verify_check(_json(response), args, result):
            return Verdict(VerdictStatus.FAILED, "read_back", "the resource read back does not match the call")
        return Verdict(VerdictStatus.CONFIRMED, "read_back", f"read back HTTP {status}")

    def find(self, args: dict[str, Any], key: str | None) -> Lookup:
        """Status query: 2xx ⇒ it happened (with its result), 404 ⇒ it did not, else cannot tell.

        The template finds the call by ``{idem_key}`` or by its arguments (a client reference):
        a tool that does not dedupe is called without a key, so only the arguments can find it.
        """
        assert self.lookup_endpoint is not None
        if key is None and "idem_key" in placeholders(self.lookup_endpoint.url):
            return Lookup(None, detail="sent without a key: cannot look it up by key")
        try:
            response = self.lookup_endpoint.send(self._client, {**args, "idem_key": key}, key=None)
        except (KeyError, httpx.HTTPError) as exc:
            return Lookup(None, detail=f"lookup failed: {type(exc).__name__}")
        if response.status_code == 404:
            return Lookup(False)
        if 200 <= response.status_code < 300:
            return Lookup(True, wrap_body(response.status_code, _json(response)))
        return Lookup(None, detail=f"lookup answered HTTP {response.status_code}")

    def undo(self, args: dict[str, Any], result: Any, key: str | None) -> Any:
        """Compensation: call the undo endpoint with its own key; a failure raises (nothing assumed)."""
        assert self.compensate_endpoint is not None
        body = {"args": args, "result": result}
        try:
            response = self.compensate_endpoint.send(self._client, _values(args, result, key), key=key, body=body)
        except KeyError as exc:
            raise ToolRejected(
                f"{self.name}: the compensation URL needs {exc}, which neither the arguments nor the result "
                "carry; nothing was sent"
            ) from None
        except httpx.HTTPError as exc:
            raise ToolTimeout(f"{self.name}: compensation not confirmed ({type(exc).__name__})") from None
        if not 200 <= response.status_code < 300:
            raise ToolRejected(f"{self.name}: compensation answered HTTP {response.status_code}")
        return wrap_body(response.status_code, _json(response))


def _values(args: dict[str, Any], result: Any, key: str | None) -> dict[str, Any]:
    data = result.get("data") if isinstance(result, dict) else None
    return {**args, **(data if isinstance(data, dict) else {}), "idem_key": key or ""}


def _short(body: Any) -> str:
    if isinstance(body, dict):
        error = body.get("error")
        if isinstance(error, dict):
            error = error.get("message")
        return str(error or body.get("message") or body)[:300]
    return str(body or "")[:300]


def http_tool(
    name: str,
    method: str,
    url: str,
    *,
    headers: Mapping[str, str] | None = None,
    timeout: float = 10.0,
    effect: Effect | None = None,
    risk: Risk | None = None,
    dedupes: bool | None = None,
    verify_url: str | None = None,
    verify_check: ReadBackCheck | None = None,
    lookup_url: str | None = None,
    compensate_url: str | None = None,
    compensate_method: str = "POST",
    description: str = "",
    parameters: dict[str, Any] | None = None,
    transport: httpx.BaseTransport | None = None,
) -> Tool:
    """A :class:`Tool` calling ``method url`` (a template over the args).

    ``effect`` defaults to READ for GET/HEAD and WRITE otherwise. A write must declare ``dedupes``
    (no default; :class:`~agentops.core.tools.UndeclaredDedupe` names the tool otherwise): ``True``
    if the service honours ``Idempotency-Key``, ``False`` if it does not: it is then called without
    a key, and an in-doubt call is looked up with ``lookup_url`` (by the call's arguments, e.g.
    ``/orders?client_ref={client_ref}``) or handed to a human — never sent again blindly.
    ``verify_url`` is GET for the read-back; ``compensate_url`` is called with the compensation key.
    """
    headers = dict(headers or {})
    endpoint = HttpEndpoint(method, url, headers, timeout)
    impl = HttpTool(
        name,
        endpoint,
        verify=HttpEndpoint("GET", verify_url, headers, timeout) if verify_url else None,
        verify_check=verify_check,
        lookup=HttpEndpoint("GET", lookup_url, headers, timeout) if lookup_url else None,
        compensate=HttpEndpoint(compensate_method, compensate_url, headers, timeout) if compensate_url else None,
        transport=transport,
    )
    return Tool(
        name,
        impl.call,
        effect=effect or (Effect.READ if method.upper() in ("GET", "HEAD") else Effect.WRITE),
        risk=risk,
        dedupes=dedupes,
        verify=impl.read_back if verify_url else None,
        lookup=impl.find if lookup_url else None,
        compensate=impl.undo if compensate_url else None,
        description=description,
        parameters=parameters or {"type": "object"},
        timeout=timeout,
    )
