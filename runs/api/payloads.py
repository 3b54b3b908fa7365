"""Per-type validation of the events a client appends: a wrong field type is a 400, never a 500, and so is a
field a payload does not have, at any depth (``ApiView._event``): ignored, ``usage: {input_tokens: 500}`` counted
the sample as 0 tokens, and the token budget never ran out."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from agentops.core.events import EventType
from runs.api.fields import MAX_COUNT, MAX_INDEX, JsonObject, Text, ToolName


# What the sample consumed, required: every run has a token budget, and a sample without its token counts counted 0,
# so the budget never ran out (qa-agents7). Every model API answers them; an estimate from the text would be the server
# guessing another model's tokenizer. ``cost`` is the client's (the server knows no model's price): left out, it counts
# 0 and only the token and step budgets bound the run. (A comment, not a docstring: it would be the schema's text.)
class UsageInput(serializers.Serializer):
    refuse_unknown_fields = True  # {"input_tokens": 500} was dropped: a sample counted as 0 tokens

    prompt_tokens = serializers.IntegerField(min_value=0, max_value=MAX_COUNT)
    completion_tokens = serializers.IntegerField(min_value=0, max_value=MAX_COUNT)
    cost = serializers.FloatField(min_value=0, max_value=1e9, default=0.0)
    total_tokens = serializers.IntegerField(
        min_value=0, max_value=2 * MAX_COUNT, required=False, help_text="not read: the server derives it from the parts"
    )


class ToolCallInput(serializers.Serializer):
    refuse_unknown_fields = True

    name = ToolName()
    args = JsonObject(default=dict)
    call_id = Text(max_length=200, allow_blank=True, default="")


class OutputInput(serializers.Serializer):
    refuse_unknown_fields = True

    content = Text(allow_blank=True, max_length=1_000_000, default="", trim_whitespace=False)
    tool_calls = ToolCallInput(many=True, default=list, max_length=64)
    usage = UsageInput()


class LlmSampledPayload(serializers.Serializer):
    refuse_unknown_fields = True

    step = serializers.IntegerField(min_value=0, max_value=MAX_INDEX)
    output = OutputInput()

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        given = attrs["output"]["usage"]
        usage = {
            "prompt_tokens": given["prompt_tokens"],
            "completion_tokens": given["completion_tokens"],
            "cost": given.get("cost", 0.0),
        }
        # the total is derived, so a client cannot report a total that disagrees with its parts
        usage["total_tokens"] = usage["prompt_tokens"] + usage["completion_tokens"]
        attrs["output"] = {**attrs["output"], "usage": usage}
        return attrs


class StepCommittedPayload(serializers.Serializer):
    refuse_unknown_fields = True

    step = serializers.IntegerField(min_value=0, max_value=MAX_INDEX)


class RunFailedPayload(serializers.Serializer):
    refuse_unknown_fields = True

    #: the run page's banner, the replay's last_failure and the *failed* notice's detail: a tool name's rule (no line
    #: break, no ``<``/``>``, no ``://``), or an agent's ``Err<https://evil.example|click>`` reached on-call e-mails
    error_class = ToolName(noun="an error class")
    message = Text(max_length=4000, allow_blank=True, default="")
    retryable = serializers.BooleanField(default=False)


class RecoveryStartedPayload(serializers.Serializer):
    refuse_unknown_fields = True

    step = serializers.IntegerField(min_value=0, max_value=MAX_INDEX)
    call_index = serializers.IntegerField(min_value=0, max_value=MAX_INDEX)
    reason = Text(max_length=4000, allow_blank=True, default="")


PAYLOADS: dict[EventType, type[serializers.Serializer]] = {
    EventType.LLM_SAMPLED: LlmSampledPayload,
    EventType.STEP_COMMITTED: StepCommittedPayload,
    EventType.RUN_FAILED: RunFailedPayload,
    EventType.RECOVERY_STARTED: RecoveryStartedPayload,
}
