"""The model interface: what the step loop needs from an LLM, and a deterministic scripted model."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from agentops.core.canon import canonical


@dataclass(frozen=True, slots=True)
class ToolCall:
    """One tool call as the model ordered it."""

    name: str
    args: dict[str, Any]
    call_id: str = ""

    def to_payload(self) -> dict[str, Any]:
        return {"name": self.name, "args": self.args, "call_id": self.call_id}

    @classmethod
    def from_payload(cls, data: dict[str, Any]) -> ToolCall:
        return cls(name=data["name"], args=data.get("args") or {}, call_id=data.get("call_id", ""))


@dataclass(frozen=True, slots=True)
class Usage:
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float = 0.0

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def to_payload(self) -> dict[str, Any]:
        return {
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "total_tokens": self.total_tokens,
            "cost": round(self.cost, 8),
        }


@dataclass(frozen=True, slots=True)
class Sample:
    """A model output: text plus ordered tool calls. No tool calls means a final reply."""

    content: str
    tool_calls: tuple[ToolCall, ...] = ()
    usage: Usage = field(default_factory=Usage)

    def to_payload(self) -> dict[str, Any]:
        return {
            "content": self.content,
            "tool_calls": [c.to_payload() for c in self.tool_calls],
            "usage": self.usage.to_payload(),
        }

    @classmethod
    def from_payload(cls, data: dict[str, Any]) -> Sample:
        usage = data.get("usage") or {}
        return cls(
            content=data.get("content") or "",
            tool_calls=tuple(ToolCall.from_payload(c) for c in data.get("tool_calls") or ()),
            usage=Usage(
                prompt_tokens=int(usage.get("prompt_tokens", 0)),
                completion_tokens=int(usage.get("completion_tokens", 0)),
                cost=float(usage.get("cost", 0.0)),
            ),
        )


class Model(Protocol):
    """An LLM. ``version`` is recorded in RunStarted; a change refuses replay of older runs."""

    version: str

    def sample(self, messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]]) -> Sample:
        """Return the next output for ``messages``; may raise :class:`~agentops.core.errors.ModelError`."""
        ...


def estimate_tokens(value: Any) -> int:
    """Rough token count of a JSON value (4 characters a token), used by the scripted model."""
    return math.ceil(len(canonical(value)) / 4)


def estimated_usage(prompt: Any, content: str, calls: Sequence[ToolCall]) -> tuple[int, int]:
    """Prompt and completion tokens of an answer whose model reported none (a local server, a LangChain model without
    ``usage_metadata``), estimated from what was sent (``prompt``: the request's messages and tools) and the output,
    so a token budget still counts it: journaled as zero, a run never reached its ``max_tokens``."""
    prompt_tokens = estimate_tokens(prompt) if prompt is not None else 0
    return prompt_tokens, estimate_tokens([content, [c.to_payload() for c in calls]])


ScriptFn = Callable[[int, Sequence[dict[str, Any]]], tuple[str, list[ToolCall]]]


class ScriptedModel:
    """A deterministic model for demos and tests.

    ``script(step, messages)`` returns ``(content, tool_calls)``; usage is estimated from the size of
    the prompt and the output, so a rerun from scratch pays for its growing context like a real LLM.
    ``on_call`` (if given) is told of every call: tests count model calls across processes with it.
    """

    def __init__(
        self,
        version: str,
        script: ScriptFn,
        *,
        price_per_1k_tokens: float = 0.002,
        on_call: Callable[[int], None] | None = None,
    ) -> None:
        self.version = version
        self._script = script
        self._price = price_per_1k_tokens
        self._on_call = on_call

    def sample(self, messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]]) -> Sample:
        step = sum(1 for m in messages if m.get("role") == "assistant")
        if self._on_call is not None:
            self._on_call(step)
        content, calls = self._script(step, messages)
        prompt = estimate_tokens(list(messages)) + estimate_tokens(list(tools))
        completion = estimate_tokens([content, [c.to_payload() for c in calls]])
        usage = Usage(prompt, completion, (prompt + completion) * self._price / 1000)
        return Sample(content=content, tool_calls=tuple(calls), usage=usage)
