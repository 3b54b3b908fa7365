"""Machine-readable API errors: every 4xx and 5xx is ``{"error": {"code", "message", "details"}}``.

Typed domain errors (``agentops.core.errors``, ``runs.api.protocol.ProtocolError``) map to their HTTP
status here, in one table; views never build error responses themselves.
"""

from __future__ import annotations

import codecs
import logging
from typing import Any

from django.conf import settings
from django.http import Http404
from django.utils.http import parse_header_parameters
from rest_framework import exceptions, status
from rest_framework.negotiation import DefaultContentNegotiation
from rest_framework.parsers import JSONParser
from rest_framework.response import Response
from rest_framework.utils import json
from rest_framework.views import exception_handler

from agentops.core.canon import MAX_JSON_DEPTH, json_depth
from agentops.core.errors import AgentOpsError, LeaseUnavailable, SeqConflict, StaleLease
from runs.api.protocol import ProtocolError
from runs.worker.storage import cache_failure, storage_failure

_STATUS_BY_CODE = {
    "seq_conflict": status.HTTP_409_CONFLICT,
    "stale_fencing_token": status.HTTP_409_CONFLICT,
    "lease_held": status.HTTP_409_CONFLICT,
    "lease_expired": status.HTTP_409_CONFLICT,
    "invalid_transition": status.HTTP_409_CONFLICT,
    "unknown_agent": status.HTTP_422_UNPROCESSABLE_ENTITY,
    "agent_misconfigured": status.HTTP_422_UNPROCESSABLE_ENTITY,
    "external_spec_required": status.HTTP_422_UNPROCESSABLE_ENTITY,
    "not_external": status.HTTP_422_UNPROCESSABLE_ENTITY,
    "missing_input": status.HTTP_422_UNPROCESSABLE_ENTITY,
    "invalid_reply": status.HTTP_422_UNPROCESSABLE_ENTITY,
    "reply_conflict": status.HTTP_409_CONFLICT,
    "create_key_conflict": status.HTTP_409_CONFLICT,
    "invalid_export": status.HTTP_400_BAD_REQUEST,
    "forbidden": status.HTTP_403_FORBIDDEN,
    "fork_refused": status.HTTP_422_UNPROCESSABLE_ENTITY,
    "fork_conflict": status.HTTP_409_CONFLICT,
    "replay_refused": status.HTTP_422_UNPROCESSABLE_ENTITY,
    "replay_conflict": status.HTTP_409_CONFLICT,
    "bulk_stale": status.HTTP_409_CONFLICT,
    "bulk_request_conflict": status.HTTP_409_CONFLICT,
    "bulk_finished": status.HTTP_409_CONFLICT,
    "run_purged": status.HTTP_410_GONE,
}


class PayloadTooLarge(exceptions.APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_code = "payload_too_large"
    default_detail = "request body too large"


class UnsupportedCharset(exceptions.UnsupportedMediaType):
    """A JSON body declared in a charset other than UTF-8 (``charset=latin-1``): JSON is UTF-8 (RFC 8259, 8.1), and
    decoding it as declared stored other text than the client meant (415, nothing written)."""

    default_code = "unsupported_charset"

    def __init__(self, charset: str) -> None:
        shown = charset[:40]
        super().__init__(
            f"the body's charset {shown!r} is not UTF-8: a JSON body is UTF-8 (RFC 8259); send it as UTF-8 "
            "(Content-Type: application/json, or with charset=utf-8)",
            code="unsupported_charset",
        )
        self.charset = shown


def json_charset_refusal(media_type: str | None) -> UnsupportedCharset | None:
    """The refusal of a body whose ``Content-Type`` declares a charset other than UTF-8 (any spelling of UTF-8, and
    none, pass); an unknown charset is refused too (Django would have ignored it and decoded UTF-8 silently)."""
    _, params = parse_header_parameters(media_type or "")
    charset = params.get("charset")
    if charset is None:
        return None
    try:
        if codecs.lookup(charset).name == "utf-8":
            return None
    except LookupError:
        pass
    return UnsupportedCharset(charset)


class DuplicateKey(AgentOpsError):
    """A JSON object in the body names a key twice: the parser would keep the last one silently (400)."""

    code = "duplicate_key"

    def __init__(self, key: str) -> None:
        super().__init__(f"the JSON body gives the key {key!r} more than once in one object: send it once")
        self.details = {"key": key}


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object's members as a dict, refusing a key given twice (``"risk": "high", "risk": "low"``)."""
    members: dict[str, Any] = {}
    for key, value in pairs:
        if key in members:
            raise DuplicateKey(key)
        members[key] = value
    return members


class LimitedJSONParser(JSONParser):
    """JSON bodies up to ``AGENTOPS_API_MAX_BODY`` bytes; larger ones are refused before parsing (413).
    An object that gives a key twice is refused (400 ``duplicate_key``), at any depth."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        limit = int(settings.AGENTOPS["API_MAX_BODY"])
        request = (parser_context or {}).get("request")
        declared = int(request.META.get("CONTENT_LENGTH") or 0) if request is not None else 0
        body = stream.read(limit + 1) if declared <= limit else b""
        if declared > limit or len(body) > limit:
            raise PayloadTooLarge(f"request body is larger than {limit} bytes (AGENTOPS_API_MAX_BODY)")
        if (refused := json_charset_refusal(media_type)) is not None:
            raise refused
        if not body:
            raise exceptions.ParseError("empty JSON body", code="malformed_json")
        try:
            data = json.loads(body.decode("utf-8"), object_pairs_hook=_unique_keys)
        except ValueError as exc:  # not JSON, not in the encoding, or NaN / Infinity (strict JSON)
            raise exceptions.ParseError(f"malformed JSON: JSON parse error - {exc}", code="malformed_json") from exc
        except RecursionError as exc:
            raise _too_deep() from exc
        if json_depth(data) > MAX_JSON_DEPTH:
            raise _too_deep()
        return data


class JsonOnlyNegotiation(DefaultContentNegotiation):
    """DRF's negotiation, but a ``?format=`` no renderer serves is a 400 naming it, not 404 "no such resource" for a
    run that exists (``export/?format=csv``, the dashboard's spelling; the API's is ``export_format``)."""

    def filter_renderers(self, renderers: list[Any], format: str) -> list[Any]:
        kept = [renderer for renderer in renderers if renderer.format == format]
        if not kept:
            served = ", ".join(sorted({renderer.format for renderer in renderers}))
            raise exceptions.ValidationError(
                {"format": [f"{format[:40]!r} is not a format served here ({served}); an export's is export_format"]}
            )
        return kept


def _too_deep() -> exceptions.ParseError:
    return exceptions.ParseError(f"JSON nested deeper than {MAX_JSON_DEPTH} levels", code="json_too_deep")


def error_response(code: str, message: str, status_code: int, details: Any = None) -> Response:
    envelope = {"code": code, "message": message, "details": details or {}}
    return Response({"error": _encodable(envelope)}, status=status_code)


def _encodable(value: Any) -> Any:
    """``value`` with every lone surrogate of its texts and keys shown escaped (``\\ud800``): an error names what
    the request sent (an unknown field ``{"\\ud800": 1}``, valid JSON text), which has no UTF-8 form to render."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return value.encode("utf-8", "backslashreplace").decode("utf-8")
        return value
    if isinstance(value, dict):
        return {_encodable(key): _encodable(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_encodable(item) for item in value]
    return value


def _domain_details(exc: AgentOpsError) -> dict[str, Any]:
    if isinstance(exc, ProtocolError):
        return exc.details
    if isinstance(exc, SeqConflict):
        return {"expected_seq": exc.expected, "current_seq": exc.current}
    if isinstance(exc, StaleLease):
        return {"fencing_token": exc.token, "current_token": exc.current}
    return getattr(exc, "details", None) or {}


def _first_problem(detail: Any, path: tuple[str, ...] = ()) -> str:
    """``field.sub.0.name: what is wrong`` for the first field of a validation error's ``detail`` ("" if none)."""
    if isinstance(detail, dict):
        for key, value in detail.items():
            if found := _first_problem(value, (*path, str(key))):
                return found
        return ""
    if isinstance(detail, list) and detail and not isinstance(detail[0], (dict, list)):
        where = ".".join(p for p in path if p != "non_field_errors")
        return f"{where}: {detail[0]}" if where else str(detail[0])
    if isinstance(detail, list):
        return next((found for i, item in enumerate(detail) if (found := _first_problem(item, (*path, str(i))))), "")
    return ""


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    """DRF's exception handler, rewritten to the one error envelope; domain errors mapped by code."""
    if isinstance(exc, AgentOpsError):
        code = exc.code
        status_code = exc.status if isinstance(exc, ProtocolError) else _STATUS_BY_CODE.get(code, 400)
        if isinstance(exc, LeaseUnavailable):
            status_code = status.HTTP_409_CONFLICT
        return error_response(code, str(exc), status_code, _domain_details(exc))
    if isinstance(exc, UnsupportedCharset):
        return error_response(exc.default_code, str(exc.detail), exc.status_code, {"charset": exc.charset})
    if isinstance(exc, Http404):
        return error_response("not_found", "no such resource", status.HTTP_404_NOT_FOUND)
    if failure := storage_failure(exc):  # the database's disk filled up (or its memory, its connections)
        return error_response(failure.code, failure.message, status.HTTP_503_SERVICE_UNAVAILABLE)
    if trouble := cache_failure(exc):  # the cache: key throttling, the rate limit
        return _cache_unavailable(trouble)
    response = exception_handler(exc, context)
    if response is None:
        return _unexpected(exc, context)
    if not isinstance(exc, exceptions.APIException):
        return response
    if isinstance(exc, exceptions.ValidationError):
        message = "the request does not match the schema"
        if first := _first_problem(exc.detail):
            message += f": {first}"
        return error_response("invalid_input", message, response.status_code, exc.detail)
    codes = exc.get_codes()
    code = codes if isinstance(codes, str) else exc.default_code
    detail = exc.detail if isinstance(exc.detail, str) else str(exc.detail)
    out = error_response(str(code), str(detail), response.status_code)
    for header in ("WWW-Authenticate", "Retry-After", "Allow"):
        if header in response:
            out[header] = response[header]
    return out


_log = logging.getLogger("django.request")


def _cache_unavailable(trouble: str) -> Response:
    """Redis (the cache the key throttling and the rate limit count in) is unreachable: 503, which the clients
    retry, in one line naming it (no traceback: the cause is known). The request stopped where it first needed
    the cache — authentication, before anything is written."""
    _log.warning("%s", trouble)
    return error_response(
        "cache_unavailable",
        f"{trouble}: retry shortly; the journal (the database) is unaffected, and a write the API answers like the "
        "first request is safe to send again",
        status.HTTP_503_SERVICE_UNAVAILABLE,
    )


def _unexpected(exc: Exception, context: dict[str, Any]) -> Response:
    """A failure no rule names (a bug): logged with its traceback as Django logs a 500, answered in the one
    envelope (not Django's HTML page) and without its text, which may hold internals."""
    request = context.get("request")
    _log.error("Internal Server Error: %s", getattr(request, "path", "?"), exc_info=exc)
    return error_response(
        "internal_error",
        "the server failed on this request (its log has the cause): retry, or report it with the time",
        status.HTTP_500_INTERNAL_SERVER_ERROR,
    )
