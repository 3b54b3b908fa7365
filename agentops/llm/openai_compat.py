"""An OpenAI-compatible chat-completions model (OpenAI, Azure-style gateways, vLLM, Ollama, LiteLLM …).

The adapter is stateless between calls: the step loop hands it the journal's messages, it returns a
:class:`~agentops.core.model.Sample`. Every failure is a :class:`~agentops.core.errors.ModelError`
raised *before* anything is journaled, so sampling again is always safe; ``retryable`` says whether
asking again can help (timeouts, 429, 5xx) or not (other 4xx: bad key, bad request).

The API key is sent as a bearer token and never logged, journaled or shown in ``repr``; a server
error message that echoes it is redacted.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import httpx

from agentops.core.errors import AgentMisconfigured, ModelError
from agentops.core.model import Sample, ToolCall, Usage, estimated_usage

log = logging.getLogger(__name__)

#: Status codes worth asking again: rate limits, timeouts at a gateway, server errors.
RETRYABLE_STATUS = frozenset({408, 425, 429})


@dataclass(frozen=True, slots=True)
class Prices:
    """Price per 1,000 prompt and completion tokens, in the currency of the run's ``max_cost``."""

    prompt_per_1k: float = 0.0
    completion_per_1k: float = 0.0

    def cost(self, prompt_tokens: int, completion_tokens: int) -> float:
        return prompt_tokens * self.prompt_per_1k / 1000 + completion_tokens * self.completion_per_1k / 1000


class OpenAICompatModel:
    """:class:`~agentops.core.model.Model` over ``POST {base_url}/chat/completions``.

    ``version`` (``provider:model``) is recorded in RunStarted: pointing a deployment at another
    model refuses to replay older runs (SPEC pitfall 9) instead of mixing two models' decisions.
    ``cite_event_ids`` prefixes each tool result with ``[evt:<event id>]`` so the model can cite the
    journal events its reply relies on (the claims audit checks those citations).
    """

    def __init__(
        self,
        *,
        base_url: str,
        api_key: str,
        model: str,
        provider: str = "openai",
        prices: Prices | None = None,
        timeout: float = 60.0,
        temperature: float | None = 0.0,
        max_tokens: int | None = None,
        cite_event_ids: bool = True,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        if not base_url:
            raise AgentMisconfigured("the OpenAI-compatible model needs a base URL (AGENTOPS_LLM_BASE_URL)")
        if not model:
            raise AgentMisconfigured("the OpenAI-compatible model needs a model name (AGENTOPS_LLM_MODEL)")
        try:  # httpx.InvalidURL is no httpx.HTTPError: sending would raise it out of sample(), not a ModelError
            scheme = httpx.URL(base_url).scheme
        except httpx.InvalidURL as exc:
            raise AgentMisconfigured(f"AGENTOPS_LLM_BASE_URL {base_url!r} is not a URL: {exc}") from None
        if scheme not in ("http", "https"):
            raise AgentMisconfigured(f"AGENTOPS_LLM_BASE_URL {base_url!r} is not an http:// or https:// URL")
        self.version = f"{provider}:{model}"
        self.model = model
        self.prices = prices or Prices()
        self.temperature = temperature
        self.max_tokens = max_tokens
        self.cite_event_ids = cite_event_ids
        self._url = base_url.rstrip("/") + "/chat/completions"
        self._api_key = api_key
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._client = httpx.Client(headers=headers, timeout=timeout, transport=transport)

    @classmethod
    def from_config(cls, config: Mapping[str, Any], **overrides: Any) -> OpenAICompatModel:
        """Build from a settings mapping such as Django's ``settings.AGENTOPS`` (keys ``LLM_*``)."""
        options: dict[str, Any] = {
            "base_url": config.get("LLM_BASE_URL", ""),
            "api_key": config.get("LLM_API_KEY", ""),
            "model": config.get("LLM_MODEL", ""),
            "provider": config.get("LLM_PROVIDER") or "openai",
            "timeout": float(config.get("LLM_TIMEOUT") or 60.0),
            "prices": Prices(
                float(config.get("LLM_PRICE_PROMPT_PER_1K") or 0.0),
                float(config.get("LLM_PRICE_COMPLETION_PER_1K") or 0.0),
            ),
        }
        return cls(**(options | overrides))

    def __repr__(self) -> str:
        return f"OpenAICompatModel(version={self.version!r}, url={self._url!r})"

    def close(self) -> None:
        self._client.close()

    def sample(self, messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]]) -> Sample:
        """One chat-completions call; raises :class:`ModelError` on any failure (nothing journaled)."""
        body: dict[str, Any] = {"model": self.model, "messages": to_openai_messages(messages, self.cite_event_ids)}
        if tools:
            body["tools"] = list(tools)
        if self.temperature is not None:
            body["temperature"] = self.temperature
        if self.max_tokens is not None:
            body["max_tokens"] = self.max_tokens
        started = time.monotonic()
        try:
            response = self._client.post(self._url, json=body)
        except httpx.TimeoutException as exc:
            raise ModelError(f"{self.version}: no answer within the timeout ({type(exc).__name__})") from None
        except httpx.HTTPError as exc:
            raise ModelError(f"{self.version}: {type(exc).__name__}: {self._redact(str(exc))}") from None
        log.info(
            "model %s answered %s in %.0f ms", self.version, response.status_code, (time.monotonic() - started) * 1000
        )
        if response.is_redirect:  # never followed (a POST would not stay one): the base URL is elsewhere
            where = response.headers.get("location", "(no Location)")
            raise ModelError(
                f"{self.version}: HTTP {response.status_code}: redirected to {where}: set the model's base URL "
                "(AGENTOPS_LLM_BASE_URL) to where it points",
                retryable=False,
            )
        if response.status_code >= 400:
            status = response.status_code
            retryable = status >= 500 or status in RETRYABLE_STATUS
            raise ModelError(
                f"{self.version}: HTTP {status}: {self._redact(_error_message(response))}{_NEXT.get(status, '')}",
                retryable=retryable,
            )
        try:
            data = response.json()
        except ValueError:
            raise ModelError(f"{self.version}: the answer is not JSON") from None
        return parse_completion(data, self.prices, prompt=body["messages"])

    def _redact(self, text: str) -> str:
        return text.replace(self._api_key, "***") if self._api_key else text


#: What to do about a refusal that asking again cannot help, said with it (the run fails for good: a person acts)
_NEXT = {
    401: " — the model server refused its API key: set the key this model is given, then retry the run (it goes on "
    "from its journal: nothing done is done again)",
    403: " — the model server refused this key access to the model: give the key access or choose another model, "
    "then retry the run (it goes on from its journal: nothing done is done again)",
}


def _error_message(response: httpx.Response) -> str:
    """The server's own explanation: ``error.message`` of an OpenAI error body, else the text."""
    try:
        data = response.json()
    except ValueError:
        return response.text[:500] or response.reason_phrase
    error = data.get("error") if isinstance(data, dict) else None
    if isinstance(error, dict) and error.get("message"):
        return str(error["message"])[:500]
    if isinstance(error, str):
        return error[:500]
    return json.dumps(data)[:500]


def to_openai_messages(messages: Sequence[dict[str, Any]], cite_event_ids: bool = True) -> list[dict[str, Any]]:
    """The journal's messages (see ``ReplayIndex._commit``) in the chat-completions format.

    Journaled tool calls without a ``call_id`` get a stable one from their position, so an assistant
    message and the tool messages answering it always agree on ``tool_call_id``.
    """
    out: list[dict[str, Any]] = []
    pending_ids: list[str] = []
    assistant_turn = -1
    for message in messages:
        role = message.get("role")
        if role == "assistant":
            assistant_turn += 1
            calls = message.get("tool_calls") or []
            pending_ids = [c.get("call_id") or f"call_{assistant_turn}_{i}" for i, c in enumerate(calls)]
            # with tool calls the API wants content null rather than "" when there is no text
            converted: dict[str, Any] = {
                "role": "assistant",
                "content": message.get("content") or ("" if not calls else None),
            }
            if calls:
                converted["tool_calls"] = [
                    {
                        "id": call_id,
                        "type": "function",
                        "function": {"name": c["name"], "arguments": json.dumps(c.get("args") or {})},
                    }
                    for call_id, c in zip(pending_ids, calls, strict=True)
                ]
            out.append(converted)
        elif role == "tool":
            call_id = message.get("call_id") or (pending_ids[0] if pending_ids else "")
            if call_id in pending_ids:
                pending_ids.remove(call_id)
            content = str(message.get("content") or "")
            if cite_event_ids and message.get("event_id"):
                content = f"[evt:{message['event_id']}] {content}"
            out.append({"role": "tool", "tool_call_id": call_id, "content": content})
        else:
            out.append({"role": role, "content": message.get("content") or ""})
    return out


def parse_completion(data: Any, prices: Prices, *, prompt: Any = None) -> Sample:
    """``choices[0].message`` and ``usage`` of a chat-completions answer as a :class:`Sample`.

    Tool-call arguments must be a JSON object. Without ``usage`` (some local servers omit it) the
    tokens are estimated from ``prompt`` and the output, so budgets still count.
    """
    try:
        message = data["choices"][0]["message"]
    except (KeyError, IndexError, TypeError):
        raise ModelError("the answer has no choices[0].message") from None
    calls = tuple(_tool_call(raw, i) for i, raw in enumerate(message.get("tool_calls") or ()))
    content = message.get("content") or ""
    usage = data.get("usage") if isinstance(data, dict) else None
    reported = None
    if isinstance(usage, dict) and "prompt_tokens" in usage:
        reported = (int(usage.get("prompt_tokens") or 0), int(usage.get("completion_tokens") or 0))
    return Sample(content=content, tool_calls=calls, usage=priced_usage(reported, prices, prompt, content, calls))


def priced_usage(
    reported: tuple[int, int] | None, prices: Prices, prompt: Any, content: str, calls: Sequence[ToolCall]
) -> Usage:
    """An answer's usage: the prompt and completion tokens its model ``reported`` (None: none, estimated from the
    prompt and the output by :func:`~agentops.core.model.estimated_usage`), at ``prices`` — so ``max_tokens`` and
    ``max_cost`` count it. The rule of this model and of the SDK's OpenAIChat, LangGraph and PydanticAI models (the
    last two journaled cost 0 until fix-agents8: a run's ``max_cost`` never counted there)."""
    prompt_tokens, completion_tokens = reported if reported is not None else estimated_usage(prompt, content, calls)
    return Usage(prompt_tokens, completion_tokens, prices.cost(prompt_tokens, completion_tokens))


def _tool_call(raw: Any, index: int) -> ToolCall:
    try:
        function = raw["function"]
        name = str(function["name"])
        arguments = function.get("arguments") or "{}"
    except (KeyError, TypeError):
        raise ModelError(f"tool call #{index} has no function name") from None
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments)
        except json.JSONDecodeError as exc:
            raise ModelError(f"tool call #{index} ({name}): arguments are not valid JSON ({exc.msg})") from None
    if not isinstance(arguments, dict):
        raise ModelError(f"tool call #{index} ({name}): arguments must be a JSON object")
    return ToolCall(name=name, args=arguments, call_id=str(raw.get("id") or ""))
