"""A durable model over the official ``openai`` client: every completion is journaled by the run.

``OpenAIChat(openai.OpenAI(), "gpt-4o-mini")`` is a model the durable loop samples. The loop
journals each completion (text, ordered tool calls, usage) before anything acts on it, so a resumed
run reuses it — zero tokens, no request — and only a completion never journaled is asked for.
The official client's own retries are turned off: a retry is a journaled decision of the run.
"""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from typing import Any

import openai

from agentops_durable.bridge import run_coroutine
from agentops_durable.core.errors import ModelError
from agentops_durable.core.model import Sample
from agentops_durable.llm.openai_compat import RETRYABLE_STATUS, Prices, parse_completion, to_openai_messages
from agentops_durable.telemetry import annotate, span
from agentops_durable.tool import SetupError


class OpenAIChat:
    """:class:`~agentops_durable.core.model.Model` backed by ``client.chat.completions.create``
    (``openai.OpenAI``, or ``openai.AsyncOpenAI`` inside :func:`~agentops_durable.aio.adurable_run`).

    ``version`` (``provider:model``) is journaled in RunStarted: resuming a run with another model
    is refused rather than mixing two models' decisions in one history.
    """

    def __init__(
        self,
        client: Any,
        model: str,
        *,
        provider: str = "openai",
        prices: Prices | None = None,
        cite_event_ids: bool = True,
        **params: Any,
    ) -> None:
        if not callable(getattr(client, "with_options", None)) or not isinstance(model, str):
            # was "AttributeError: 'str' object has no attribute 'with_options'" (the two swapped, or no client)
            raise SetupError(
                f"OpenAIChat(client, model): the client is an openai.OpenAI() or AsyncOpenAI() and the model its name, "
                f"e.g. OpenAIChat(OpenAI(), 'gpt-4o-mini'); got {type(client).__name__}, {type(model).__name__}"
            )
        self._client = client.with_options(max_retries=0)
        self.model, self.prices, self.cite_event_ids = model, prices or Prices(), cite_event_ids
        self.params = {"temperature": 0} | params
        self.provider, self.version = provider, f"{provider}:{model}"

    def sample(self, messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]]) -> Sample:
        body = to_openai_messages(messages, self.cite_event_ids)
        extra = {"tools": list(tools)} if tools else {}
        with span(f"chat {self.model}", **{"gen_ai.operation.name": "chat", "gen_ai.provider.name": self.provider,
                                           "gen_ai.request.model": self.model}) as current:  # fmt: skip
            try:
                completion = self._client.chat.completions.create(
                    model=self.model, messages=body, **extra, **self.params
                )
                if inspect.iscoroutine(completion):  # an AsyncOpenAI client
                    completion = run_coroutine(completion)
            except openai.APIStatusError as exc:
                status = exc.status_code
                retryable = status >= 500 or status in RETRYABLE_STATUS
                raise ModelError(f"{self.version}: HTTP {status}: {exc.message}", retryable=retryable) from None
            except openai.APIError as exc:  # connection errors and timeouts: asking again is safe
                raise ModelError(f"{self.version}: {type(exc).__name__}: {exc}") from None
            sample = parse_completion(completion.model_dump(), self.prices, prompt=body)
            annotate(current, **{"gen_ai.response.model": completion.model, "gen_ai.usage.input_tokens":
                                 sample.usage.prompt_tokens, "gen_ai.usage.output_tokens": sample.usage.completion_tokens,
                                 "gen_ai.response.finish_reasons": [c.finish_reason or "" for c in completion.choices]})  # fmt: skip
            return sample
