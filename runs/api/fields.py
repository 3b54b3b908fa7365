"""Serializer fields for journal content, and the JSON type rule: the schema says what is enforced.

DRF coerces by default (``"1"`` into an integer, ``0`` into ``"0"``, ``"yes"`` into ``true``): a
request body must instead carry the JSON type its schema names (:func:`check_json_types`); query
strings are text by nature and keep DRF's parsing. Text refuses NUL with a pattern the schema
shows; any JSON value is never ``null`` unless the field says so.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from django.core.validators import MaxLengthValidator, RegexValidator
from drf_spectacular import openapi
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from agentops.core.canon import LONE_SURROGATE, normalize, unstorable
from agentops.core.keys import normal_key
from agentops.core.toolnames import TOOL_NAME_MAX, TOOL_NAME_PATTERN, tool_name_problem
from runs.governance.redaction import from_settings

#: bounds that keep every stored integer inside its database column
MAX_INDEX = 1_000_000
MAX_COUNT = 2**53


def _storable(text: str) -> str | None:
    """Why a text column cannot store ``text``, or ``None``. (JSON escapes NUL; a plain text column cannot hold it.)"""
    if "\x00" in text:
        return "NUL characters are not allowed"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return LONE_SURROGATE
    return None


def unknown_fields(names: Iterable[Any], serializer_class: type[serializers.Serializer]) -> list[str]:
    """The names ``serializer_class`` does not take, as a refusal names them: sorted, the first 10, each
    cut to 40 characters. (A misspelt field must not silently widen what a write acts on.)"""
    return [str(name)[:40] for name in sorted(set(names) - set(serializer_class().fields))[:10]]


#: the NUL rule as a validator, so that the OpenAPI schema shows it as the field's ``pattern``
NO_NUL = RegexValidator(r"^[^\x00]*$", "NUL characters are not allowed")
#: every character ``str.isspace()`` knows, spelled out: ``\s`` differs between Python and JSON Schema
_SPACE = "\\t-\\r\\x1c- \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000"
#: the same for a field that may not be blank: something besides whitespace, and no NUL
NOT_BLANK = RegexValidator(f"^[^\\x00]*[^\\x00{_SPACE}][^\\x00]*$", "must contain more than whitespace, and no NUL")


class Text(serializers.CharField):
    """A string that PostgreSQL and SQLite store as it is (no NUL, valid Unicode)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.validators.append(NO_NUL if self.allow_blank else NOT_BLANK)

    def to_internal_value(self, data: Any) -> str:
        value = super().to_internal_value(data)
        problem = _storable(value)
        if problem:
            raise serializers.ValidationError(problem)
        return value


#: what a one-line name may not hold, as code point ranges: the controls (C0, DEL, C1: a line break, a tab, an escape),
#: the line and paragraph separators, and the bidirectional marks and overrides, which make it read as something else
#: where it is shown (U+202E shows what follows it reversed: ``"x\u202egpj.exe"`` reads "xexe.jpg")
_NOT_IN_A_NAME = "".join(
    f"\\u{low:04x}-\\u{high:04x}"
    for low, high in ((0x00, 0x1F), (0x7F, 0x9F), (0x61C, 0x61C), (0x200E, 0x200F), (0x2028, 0x202E), (0x2066, 0x2069))
)
#: the rule as a validator, so that the OpenAPI schema shows it as the field's ``pattern`` (and more than whitespace)
ONE_LINE = RegexValidator(
    f"^[^{_NOT_IN_A_NAME}]*[^{_NOT_IN_A_NAME}{_SPACE}][^{_NOT_IN_A_NAME}]*$",
    "must be one line of visible text, more than whitespace",
)
_FIRST_NOT_IN_A_NAME = re.compile(f"[{_NOT_IN_A_NAME}]")


class OneLineName(Text):
    """A name every page shows on one line (a lease's owner: the run page's holder, the recovery console, the
    approvers' "cannot decide now"): no control character, line separator or bidirectional mark or override
    (:data:`ONE_LINE`); a refusal names the first one found."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.validators = [v for v in self.validators if v is not NOT_BLANK] + [ONE_LINE]

    def to_internal_value(self, data: Any) -> str:
        value = super().to_internal_value(data)
        bad = _FIRST_NOT_IN_A_NAME.search(value)
        if bad is not None:
            raise serializers.ValidationError(
                f"must be one line of visible text: U+{ord(bad.group()):04X} (a control, line separator or "
                "bidirectional character) is not allowed"
            )
        return value


class ReplyText(Text):
    """An agent's final answer (``reply/``, ``claims/check/``), taken in NFC: the form the journal keeps every string in
    (canonical JSON, ``agentops.core.canon.normalize``), so a reply sent decomposed (``e`` + U+0301, as some models and
    macOS text write it) is the journaled answer it is — compared as sent, it was 422 ``reply_mismatch``, and an SDK run
    whose model wrote a combining accent could never complete — and a pre-flight reads the text the audit reads (its
    spans are told back in the text as sent: ``runs.api.claims.sent_offsets``). Its length is counted in that form."""

    def to_internal_value(self, data: Any) -> str:
        return str(normalize(super().to_internal_value(data)))


class CreateKey(Text):
    """A key a client chose (a run's or a fork's ``create_key``): at most ``max_length`` characters in the form it is
    stored and looked up in, NFC (``agentops.core.keys.normal_key``), whatever form it is sent in. ``é`` typed as
    ``e`` + U+0301 counts one, as the key sent composed does: 60 of them sent decomposed were 120 characters and
    refused, where the same key composed made its run (and U+0958, one character sent, is two stored). Returned as
    sent: a run stored before keys were normalised is found by the key as it was sent (``stored_key_forms``)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.validators = [v for v in self.validators if not isinstance(v, MaxLengthValidator)]

    def to_internal_value(self, data: Any) -> str:
        value = super().to_internal_value(data)
        longest = self.max_length
        if longest is None:
            return value
        # NFD writes a character in at most 4 code points: a longer text is refused before it is normalised
        normal = normal_key(value) if len(value) <= 4 * longest else value
        if len(normal) > longest:
            form = "" if normal == value else " in NFC form"  # (said when it is not the form sent)
            raise serializers.ValidationError(f"Ensure this field has no more than {longest} characters{form}.")
        return value


class ShownText(Text):
    """A text every role sees as it is (an identifier, not a payload: queues, timelines, run headers, filters, the
    recovery console), so it may not hold what the redaction policy hides (an e-mail address, a phone number):
    such a value is refused, naming how redaction would show it. ``what`` says where the value is shown."""

    def __init__(self, *, what: str = "shown to every role as it is", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.what = what

    def to_internal_value(self, data: Any) -> str:
        value = super().to_internal_value(data)
        shown = from_settings().redact_text(value)
        if shown != value:
            raise serializers.ValidationError(
                f"{self.what}: it may not hold personal data (the redaction policy would show it as {shown!r})"
            )
        return value


@extend_schema_field({"type": "string", "minLength": 1, "maxLength": TOOL_NAME_MAX, "pattern": TOOL_NAME_PATTERN})
class ToolName(ShownText):
    """A tool's name: every role sees it as it is (queues, timelines, the bulk preview) and notifications carry
    it out of the system, so it follows ``agentops.core.toolnames`` as sent (no line break, no URL: a client would
    turn it into a link) and holds no personal data. ``noun``: another name notifications carry (an error class)."""

    def __init__(self, *, noun: str = "a tool name", **kwargs: Any) -> None:
        self.noun = noun
        super().__init__(what=f"{noun} is shown to every role and sent in notifications", max_length=TOOL_NAME_MAX,
                         **kwargs)  # fmt: skip

    def to_internal_value(self, data: Any) -> str:
        problem = tool_name_problem(data, self.noun) if isinstance(data, str) else None
        if problem:
            raise serializers.ValidationError(problem)
        return super().to_internal_value(data)


#: any JSON value but null (OpenAPI 3.0 has no "any type"; a nullable field adds null itself)
_NOT_NULL = {"anyOf": [{"type": t} for t in ("object", "array", "string", "number", "boolean")]}


@extend_schema_field(_NOT_NULL)
class JsonValue(serializers.JSONField):
    """Any JSON value with a canonical form (the journal stores canonical JSON); null only if allowed."""

    def to_internal_value(self, data: Any) -> Any:
        value = super().to_internal_value(data)
        problem = unstorable(value)
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


#: Roles of a chat message (OpenAI's chat format and its kin): the engine folds a context by them.
MESSAGE_ROLES = ("system", "developer", "user", "assistant", "tool", "function")


@extend_schema_field(
    {
        "type": "object",
        "required": ["role"],
        "properties": {
            "role": {"type": "string", "enum": list(MESSAGE_ROLES)},
            "content": {"oneOf": [{"type": "string"}, {"type": "array", "items": {}}], "nullable": True},
        },
        "additionalProperties": True,
    }
)
class ChatMessage(JsonObject):
    """One message of a run's initial context: a JSON object with a known ``role`` whose ``content``, if
    it has one, is text, a list of parts or null (other keys, e.g. ``tool_calls`` or ``name``, pass)."""

    def to_internal_value(self, data: Any) -> Any:
        value = super().to_internal_value(data)
        role = value.get("role")
        if role not in MESSAGE_ROLES:
            raise serializers.ValidationError(f"role must be one of {', '.join(MESSAGE_ROLES)}, not {role!r}")
        if not isinstance(value.get("content"), str | list | None):
            raise serializers.ValidationError("content must be text, a list of parts or null")
        return value


_JSON_TYPES: tuple[tuple[type[serializers.Field], tuple[type, ...], str], ...] = (
    (serializers.BooleanField, (bool,), "a boolean"),
    (serializers.IntegerField, (int,), "an integer"),
    (serializers.FloatField, (int, float), "a number"),
    (serializers.CharField, (str,), "a string"),
    (serializers.ChoiceField, (str,), "a string"),
)


def _type_errors(field: serializers.Field, value: Any) -> Any:
    """The errors of ``value`` against ``field``'s JSON type (DRF's error shape), or ``None``."""
    if value is None:
        return None  # null is the field's own rule (allow_null)
    if isinstance(field, serializers.ListSerializer | serializers.ListField):
        child = field.child
        if not isinstance(value, list):
            return None  # DRF says "expected a list"
        errors = {str(i): e for i, item in enumerate(value) if (e := _type_errors(child, item)) is not None}
        return errors or None
    if isinstance(field, serializers.Serializer):
        if not isinstance(value, dict):
            return None
        errors = {
            name: e
            for name, sub in field.fields.items()
            if not sub.read_only and name in value and (e := _type_errors(sub, value[name])) is not None
        }
        return errors or None
    for kind, accepted, name in _JSON_TYPES:
        if isinstance(field, kind):
            ok = isinstance(value, accepted) and (bool in accepted or not isinstance(value, bool))
            return None if ok else [f"expected {name}, got {type(value).__name__}"]
    return None


def check_json_types(serializer: serializers.Serializer, data: Any) -> None:
    """Refuse a body whose values are not of the JSON type the schema names (no coercion)."""
    errors = _type_errors(serializer, data)
    if errors:
        raise serializers.ValidationError(errors)


class AutoSchema(openapi.AutoSchema):
    """drf-spectacular's schema, plus ``additionalProperties: false`` on a request body whose serializer
    sets ``refuse_unknown_fields`` (``ApiView.valid`` answers an unknown field 400): the schema says it; and the
    fields a serializer names in ``required_by_the_service`` are required in it (the service refuses a body without
    them with its own answer, not the serializer's: they were shown optional).

    And the answers every operation may get, declared once here rather than per view: 503 (the database or the
    cache refusing work: ``storage_full``, ``database_unavailable``, ``cache_unavailable``; the clients retry it)
    and, for a path ending in a slash, 308 ``trailing_slash`` (the path asked without it: ``Location`` is this
    one, nothing was handled)."""

    def _get_response_bodies(self, direction: Any = "response") -> dict[str, Any]:
        responses = super()._get_response_bodies(direction)
        if direction != "response":
            return responses
        from runs.api.serializers import ErrorOutput  # the envelope (its module builds on this one)

        envelope = self._get_response_for_code(ErrorOutput, "503", direction=direction)
        for code, description in _EVERY_OPERATION.items():
            if code == "308" and not self.path.endswith("/"):
                continue
            answer = {**envelope, "description": description}
            if code == "308":
                answer["headers"] = {
                    "Location": {"schema": {"type": "string"}, "description": "this path, with its slash"}
                }
            responses.setdefault(code, answer)
        return responses

    def _map_serializer(self, serializer: Any, direction: Any, bypass_extensions: bool = False) -> dict[str, Any]:
        schema = super()._map_serializer(serializer, direction, bypass_extensions)
        if direction == "request" and getattr(serializer, "refuse_unknown_fields", False):
            schema["additionalProperties"] = False
        if direction == "request" and (needed := getattr(serializer, "required_by_the_service", ())):
            schema["required"] = sorted({*schema.get("required", ()), *needed})
        return schema


#: what any operation may answer besides its own (:class:`AutoSchema`), and why
_EVERY_OPERATION = {
    "308": "trailing_slash: this path was asked without its trailing slash; Location is the path with it (method "
    "and body kept when followed; nothing was handled)",
    "503": "storage_full, database_unavailable or cache_unavailable: the database or the cache refuses work now "
    "(the message says which and whether to retry; docs/api.md, Retries)",
}


@extend_schema_field({"type": "string", "format": "date-time", "maxLength": 64})
class Moment(Text):
    """A moment in ISO 8601 with its UTC offset (``2026-12-01T00:00:00Z``), kept as the text sent: what a
    journaled clock must be (the schema says ``format: date-time``)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(max_length=64, **kwargs)

    def to_internal_value(self, data: Any) -> str:
        value = super().to_internal_value(data)
        try:
            moment = datetime.fromisoformat(value)
        except ValueError:
            raise serializers.ValidationError("must be an ISO 8601 date-time such as 2026-12-01T00:00:00Z") from None
        if moment.tzinfo is None:
            raise serializers.ValidationError("must carry its UTC offset (Z or +hh:mm): a bare time is no one moment")
        return value


#: A numeric id in a URL (a replay report's, a bulk job's): ASCII digits, at most 11 — ``str.isdigit`` took a
#: full-width "１" for 1 — and the pattern its schema parameter gives.
PATH_NUMBER = re.compile(r"[0-9]{1,11}")
#: The one rule of a number typed as text — a URL's id (:data:`PATH_NUMBER`), a dashboard form's field, a command's
#: argument: ASCII digits, a whole number's at most 11 after an optional minus, a decimal's with one point and an
#: exponent if any (``1e10``; not ``nan`` nor ``inf``, which JSON has no number for).
#: Python's ``int`` and ``float`` (argparse's ``type=int``, a form's ``int(raw)``) also take a full-width "１", other
#: scripts' digits ("١"), "1_000" and "1e3": the fork dialog and ``manage.py fork_run --step １`` forked at step 1,
#: where the API and a URL refuse "１" (known9).
WHOLE_NUMBER = re.compile(rf"-?{PATH_NUMBER.pattern}")
DECIMAL_NUMBER = re.compile(r"-?(?:[0-9]{1,15}(?:\.[0-9]{0,15})?|\.[0-9]{1,15})(?:[eE][+-]?[0-9]{1,3})?")


def path_number(text: str) -> int | None:
    """``text`` as the id it names, or None when it is none (any other text: the caller's 404)."""
    return int(text) if PATH_NUMBER.fullmatch(text) else None


def whole_number(text: str) -> int | None:
    """``text`` (surrounding spaces aside) as the whole number it spells in ASCII digits, or None (:data:`WHOLE_NUMBER`)."""
    text = text.strip()
    return int(text) if WHOLE_NUMBER.fullmatch(text) else None


def decimal_number(text: str) -> float | None:
    """``text`` (surrounding spaces aside) as the number it spells in ASCII digits, or None (:data:`DECIMAL_NUMBER`)."""
    text = text.strip()
    return float(text) if DECIMAL_NUMBER.fullmatch(text) else None


class WholeNumber(serializers.IntegerField):
    """An integer a query string or a form gives as text, read by :func:`whole_number` (ASCII digits, an optional
    minus): DRF's ``int()`` took other scripts' digits (``?limit=٣`` listed 3 runs, ``events/?after=٣`` read from
    seq 4) where a URL's id and the dashboard refuse them; a 400 naming the field. A JSON body's integer is an int
    (:func:`check_json_types`): taken as it is."""

    default_error_messages = {"invalid": "must be a whole number in ASCII digits (0-9)"}

    def to_internal_value(self, data: Any) -> int:
        if isinstance(data, str) and whole_number(data) is None:
            self.fail("invalid")
        return super().to_internal_value(data)
