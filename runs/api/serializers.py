"""Output serializers and the error envelope shared by several API views (inputs live beside their view)."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from runs.api.fields import MAX_INDEX, JsonObject, JsonValue, Text


class ErrorBody(serializers.Serializer):
    code = serializers.CharField()
    message = serializers.CharField()
    details = JsonValue()


class ErrorOutput(serializers.Serializer):
    error = ErrorBody()


def error_responses(*statuses: int) -> dict[int, Any]:
    """The documented error responses of a view (all share the envelope)."""
    return {code: ErrorOutput for code in (400, 401, 403, 404, 413, 429, *statuses)}


class RunOutput(serializers.Serializer):
    id = serializers.CharField()
    agent = serializers.CharField()
    status = serializers.CharField()
    reference = serializers.CharField(allow_blank=True)
    model_version = serializers.CharField(allow_blank=True)
    template_hash = serializers.CharField(allow_blank=True)
    parent_id = serializers.CharField(
        allow_null=True,
        source="parent_run_id",
        help_text="the run this one came from: a fork's parent, or the run it continues",
    )
    fork_of = serializers.CharField(
        allow_null=True, source="fork_of_id", help_text="a fork's parent: its history up to fork_seq is the parent's"
    )
    fork_seq = serializers.IntegerField(allow_null=True, help_text="a fork's cut: the parent's last seq in its history")
    last_seq = serializers.IntegerField()
    snapshot_seq = serializers.IntegerField()
    lease_owner = serializers.CharField(allow_null=True)
    lease_expires_at = serializers.DateTimeField(allow_null=True)
    steps_used = serializers.IntegerField()
    tokens_used = serializers.IntegerField()
    cost_used = serializers.FloatField()
    retry_count = serializers.IntegerField()
    next_retry_at = serializers.DateTimeField(allow_null=True, help_text="when a FAILED run's automatic retry is due")
    has_flagged_claim = serializers.BooleanField()
    created_at = serializers.DateTimeField()
    last_event_at = serializers.DateTimeField()


class EventOutput(serializers.Serializer):
    run_id = serializers.CharField()
    seq = serializers.IntegerField()
    event_id = serializers.CharField()
    type = serializers.CharField()
    step = serializers.IntegerField(allow_null=True)
    call_index = serializers.IntegerField(allow_null=True)
    payload = JsonObject()
    payload_purged = serializers.BooleanField()
    prev_hash = serializers.CharField(
        allow_null=True, help_text="null in a redacted read once a payload before it was redacted (docs/api.md)"
    )
    hash = serializers.CharField(
        allow_null=True,
        help_text="null in a redacted read from the first payload the redaction changed on (docs/api.md)",
    )
    created_at = serializers.DateTimeField()


class StoredEventOutput(serializers.Serializer):
    """An event as just appended (``agentops.core.events.Event``)."""

    seq = serializers.IntegerField()
    event_id = serializers.CharField()
    type = serializers.CharField()
    payload = JsonObject()
    prev_hash = serializers.CharField()
    hash = serializers.CharField()


class FenceInput(serializers.Serializer):
    """Every write carries the lease it was made under: owner, fencing token and the acquisition's secret.
    A field a write does not have is a 400 naming it (a misspelt ``risk`` or ``seconds`` was ignored)."""

    refuse_unknown_fields = True

    owner = Text(max_length=150)
    fencing_token = serializers.IntegerField(min_value=0, max_value=2**62)
    secret = Text(max_length=128, help_text="the secret the lease was acquired with (returned by lease/)")


class CallInput(FenceInput):
    step = serializers.IntegerField(min_value=0, max_value=MAX_INDEX)
    call_index = serializers.IntegerField(min_value=0, max_value=MAX_INDEX)
