"""Serializer fields for journal content: any JSON that has one canonical, storable form."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from agentops.core.canon import canonical

#: bounds that keep every stored integer inside its database column
MAX_INDEX = 1_000_000
MAX_COUNT = 2**53


def _storable(text: str, *, column: bool) -> str | None:
    """Why ``text`` cannot be stored, or ``None``. (JSON escapes NUL; a plain text column cannot hold it.)"""
    if column and "\x00" in text:
        return "NUL characters are not allowed"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "lone surrogate characters are not valid Unicode"
    return None


class Text(serializers.CharField):
    """A string that PostgreSQL and SQLite store as it is (no NUL, valid Unicode)."""

    def to_internal_value(self, data: Any) -> str:
        value = super().to_internal_value(data)
        problem = _storable(value, column=True)
        if problem:
            raise serializers.ValidationError(problem)
        return value


class JsonValue(serializers.JSONField):
    """Any JSON value with a canonical form (the journal stores canonical JSON)."""

    def to_internal_value(self, data: Any) -> Any:
        value = super().to_internal_value(data)
        try:
            text = canonical(value)
        except (TypeError, ValueError, RecursionError) as exc:
            raise serializers.ValidationError(f"not canonicalisable JSON: {exc}") from exc
        problem = _storable(text, column=False)
        if problem:
            raise serializers.ValidationError(problem)
        return value


@extend_schema_field({"type": "object", "additionalProperties": True})
class JsonObject(JsonValue):
    """A JSON object (dict) with a canonical form."""

    def to_internal_value(self, data: Any) -> Any:
        if not isinstance(data, dict):
            raise serializers.ValidationError("expected a JSON object")
        return super().to_internal_value(data)
