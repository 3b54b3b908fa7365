"""REST API views: one per action, each with its input and output serializer, calling a service or selector.

Writes go to ``runs.api.protocol`` (fenced, protocol-checked) or ``runs.services``; reads to
``runs.api.selectors``. Errors are raised, never built here (``runs.api.errors``).
"""

from __future__ import annotations

import re
from typing import Any

from django.http import QueryDict, StreamingHttpResponse
from drf_spectacular.extensions import OpenApiSerializerExtension
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    PolymorphicProxySerializer,
    extend_schema,
    extend_schema_field,
)
from rest_framework import exceptions, serializers, status
from rest_framework.authentication import SessionAuthentication
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.settings import api_settings
from rest_framework.views import APIView

from agentops.core.budget import MAX_COST, MAX_STEPS, MAX_TOKENS, MIN_COST, Budget
from agentops.core.events import EventType, NewEvent
from agentops.core.protocol import (
    LEASE_LENGTH_BOUNDS,
    MAX_LEASE_SECONDS,
    MIN_LEASE_SECONDS,
    CallState,
    repeated_call_id,
)
from agentops.core.states import RunStatus
from runs import services
from runs.api import protocol as external
from runs.api import selectors as api_selectors
from runs.api.auth import AgentPrincipal, ApiAccess, ApiKeyAuthentication, CallerRateThrottle, agent_scope
from runs.api.errors import LimitedJSONParser
from runs.api.fields import (
    ChatMessage,
    CreateKey,
    JsonObject,
    JsonValue,
    Moment,
    OneLineName,
    ReplyText,
    ShownText,
    Text,
    ToolName,
    WholeNumber,
    check_json_types,
    unknown_fields,
)
from runs.api.payloads import PAYLOADS
from runs.api.serializers import (
    CallInput,
    EventOutput,
    FenceInput,
    RunOutput,
    StoredEventOutput,
    error_responses,
)
from runs.claims.services import MAX_REPLY_CHARS
from runs.governance import export
from runs.governance.visibility import Sight, Sights, agent_sights, read_names, sights_of
from runs.models import Run
from runs.roles import VIEWER, has_role

_RUN_ID = re.compile(r"[A-Za-z0-9_-]{1,40}")
RUN_ID_PARAM = OpenApiParameter("run_id", str, OpenApiParameter.PATH, pattern=r"^[A-Za-z0-9_-]{1,40}$")


class ApiView(APIView):
    authentication_classes = [ApiKeyAuthentication, SessionAuthentication]
    permission_classes = [ApiAccess]
    throttle_classes = [CallerRateThrottle]
    parser_classes = [LimitedJSONParser]
    #: its GET filters by query parameters (its handler validates them); no other operation has any
    takes_query = False

    def initial(self, request: Request, *args: Any, **kwargs: Any) -> None:
        super().initial(request, *args, **kwargs)
        handled = hasattr(self, request.method.lower())  # else 405 answers it
        if handled and not (self.takes_query and request.method in ("GET", "HEAD")):
            # ignored, ``POST runs/?create_key=k`` made every retry of a create a new run, ``lease/?seconds=2``
            # left a lease at its default: the hazards of an ignored body field (refused too, ``valid``).
            # ``?format=`` is the renderer's (content negotiation answers one it does not serve)
            query = request.query_params.copy()
            query.pop(api_settings.URL_FORMAT_OVERRIDE, None)
            self.valid(serializers.Serializer, query)

    def check_permissions(self, request: Request) -> None:
        """A method no handler takes is 405 for every caller who may use the API (an agent's key, a viewer): no role
        could use it, so no role is named. Anyone else is refused first, 401 (anonymous) or 403 (no role), as on
        the route's own methods: a 405 told an anonymous caller that the route exists."""
        if hasattr(self, request.method.lower()):
            super().check_permissions(request)
        elif not isinstance(request.user, AgentPrincipal) and not has_role(request.user, VIEWER):
            self.permission_denied(request, message="the viewer role is required", code="permission_denied")

    def finalize_response(self, request: Request, response: Any, *args: Any, **kwargs: Any) -> Any:
        """A refused caller (401, 403) is not told the route's methods either (DRF's ``Allow`` on every answer)."""
        response = super().finalize_response(request, response, *args, **kwargs)
        if response.status_code in (401, 403) and response.has_header("Allow"):
            del response["Allow"]
        return response

    def get_run(self, run_id: str) -> Run:
        """The run if the caller may see it; 404 alike for unknown runs and other agents' runs."""
        run = (
            api_selectors.run_get(run_id=run_id, agent=agent_scope(self.request)) if _RUN_ID.fullmatch(run_id) else None
        )
        if run is None:
            raise exceptions.NotFound(f"unknown run {run_id[:40]!r}")
        return run

    def sights(self) -> Sights:
        """How the caller sees payloads: an agent key its own runs raw (``get_run`` confines it to those),
        a person redacted unless they hold a live raw-access grant for the run."""
        if agent_scope(self.request) is not None:
            return agent_sights
        return sights_of(self.request.user)

    @staticmethod
    def valid(serializer_class: type[serializers.Serializer], data: Any) -> dict[str, Any]:
        # a misspelt filter (?stauts=, or a body's "stauts" where the serializer refuses unknown fields)
        # must not silently list everything, nor widen what a write acts on
        if isinstance(data, QueryDict):
            _refuse_unknown(data, serializer_class, "unknown query parameter")
            if repeated := sorted(name for name in data if len(data.getlist(name)) > 1):
                raise exceptions.ValidationError(
                    {name[:40]: ["given more than once: give it once"] for name in repeated[:10]}
                )
            data = data.dict()  # a parameter given empty is a value ("status=" is refused, not ignored)
        else:
            check_json_types(serializer_class(), data)
            if getattr(serializer_class, "refuse_unknown_fields", False) and isinstance(data, dict):
                _refuse_unknown(data, serializer_class, "unknown field")
        serializer = serializer_class(data=data)
        serializer.is_valid(raise_exception=True)
        return dict(serializer.validated_data)


def _refuse_unknown(data: Any, serializer_class: type[serializers.Serializer], message: str) -> None:
    """An unknown field is a 400 naming it, in the body and in each nested object whose serializer refuses
    them too (``{"budget": {"max_stepz": 1}}`` names ``budget.max_stepz``)."""
    unknown = unknown_fields(data, serializer_class) + _nested_unknown(data, serializer_class)
    if unknown:
        raise exceptions.ValidationError({name: [message] for name in unknown})


def _nested_unknown(
    data: dict[str, Any], serializer_class: type[serializers.Serializer], prefix: str = ""
) -> list[str]:
    """Unknown fields of the objects nested in ``data`` (at any depth, lists of objects included) whose
    serializer refuses them: ``output.usage.input_tokens``, ``output.tool_calls.0.argz``."""
    found: list[str] = []
    for name, field in serializer_class().fields.items():
        value = data.get(name)
        many = isinstance(field, serializers.ListSerializer)
        inner = field.child if many else field
        if not getattr(inner, "refuse_unknown_fields", False):
            continue
        items = enumerate(value) if many and isinstance(value, list) else [(None, value)]
        for i, item in items:
            if isinstance(item, dict):
                at = f"{prefix}{name}." if i is None else f"{prefix}{name}.{i}."
                found += [at + n for n in unknown_fields(item, type(inner))]
                found += _nested_unknown(item, type(inner), at)
    return found


def run_out(run: Run, sight: Sight) -> dict[str, Any]:
    """A run as ``sight`` reads it (every answer that is a run: a list's, a create's, a fork's): its reference and
    lease owner redacted as its pages show them."""
    out = dict(RunOutput(run).data)
    out["reference"] = sight.text(out["reference"])
    if out["lease_owner"]:  # a client's own label: an address in it is shown as the reference is
        out["lease_owner"] = sight.text(out["lease_owner"])
    return out


def _stored(events: list[Any]) -> list[dict[str, Any]]:
    return [
        {
            "seq": e.seq,
            "event_id": e.event_id,
            "type": str(e.type),
            "payload": e.payload,
            "prev_hash": e.prev_hash,
            "hash": e.hash,
        }
        for e in events
    ]


# -- runs -----------------------------------------------------------------------------------------
class BudgetInput(serializers.Serializer):
    refuse_unknown_fields = True  # {"max_stepz": 1} is a 400 naming budget.max_stepz, not a budget ignored

    max_steps = serializers.IntegerField(min_value=1, max_value=MAX_STEPS)
    max_tokens = serializers.IntegerField(min_value=1, max_value=MAX_TOKENS)
    max_cost = serializers.FloatField(min_value=MIN_COST, max_value=MAX_COST)  # 0: spent before it starts


#: the fields only an external agent's client declares (the server renders its own agents' runs)
_EXTERNAL_FIELDS = ("model_version", "template_hash", "budget", "messages", "clock")


class RunCreateInput(serializers.Serializer):
    #: a misspelt field ("create_kay") is a 400: ignored, every retry of the create made another run
    refuse_unknown_fields = True

    agent = Text(max_length=100, required=False, help_text="defaults to the API key's agent")
    inputs = JsonObject(default=dict)
    reference = Text(max_length=200, allow_blank=True, default="")
    create_key = CreateKey(
        max_length=99, required=False, help_text="idempotency key: a retried create returns the same run (200)"
    )
    seed = serializers.IntegerField(min_value=0, max_value=services.SEED_LIMIT - 1, required=False)
    model_version = ShownText(
        what="a model version is shown to every role as it is (the runs list and its model filter, the run page)",
        max_length=200,
        required=False,
        help_text="external agents: the client's model",
    )
    template_hash = ShownText(
        what="a template hash is shown to every role as it is (the run and its replay in the API)",
        max_length=64,
        required=False,
        help_text="external agents: the client's prompt template",
    )
    budget = BudgetInput(required=False)
    messages = serializers.ListField(
        child=ChatMessage(), max_length=1000, default=list, help_text="external agents: the rendered context"
    )
    clock = Moment(required=False, help_text="external agents: the clock the context was rendered with")


@extend_schema_field({"type": "string", "maxLength": 40, "pattern": api_selectors.ISSUED_RUN_ID})
class RunCursor(Text):
    """A run id a list page handed out as ``next_after``; one of no form the server issues is a 400
    (``api_selectors.runs_after``: ``invalid_cursor``)."""


class RunListFilter(serializers.Serializer):
    status = serializers.ChoiceField(choices=[s.value for s in RunStatus], required=False)
    agent = Text(max_length=100, required=False)
    reference = Text(max_length=200, required=False)
    create_key = CreateKey(max_length=99, required=False, help_text="the create_key the run was created with")
    limit = WholeNumber(min_value=1, max_value=500, default=50)
    after = RunCursor(max_length=40, required=False, help_text="cursor: the last run id of the previous page")


class RunPageOutput(serializers.Serializer):
    results = RunOutput(many=True)
    next_after = serializers.CharField(allow_null=True)


class RunCollectionApi(ApiView):
    takes_query = True

    @extend_schema(
        operation_id="runs_list", parameters=[RunListFilter], responses={200: RunPageOutput, **error_responses()}
    )
    def get(self, request: Request) -> Response:
        """List runs newest first (an API key sees only its agent's runs)."""
        query = self.valid(RunListFilter, request.query_params)
        scope = agent_scope(request)
        if scope is not None and query.get("agent") not in (None, scope):
            return Response({"results": [], "next_after": None})
        runs = api_selectors.run_list(
            agent=scope or query.get("agent"),
            status=query.get("status"),
            reference=query.get("reference"),
            create_key=query.get("create_key"),
            sights=None if scope else self.sights(),
        )
        if query.get("after"):
            runs = api_selectors.runs_after(runs, run_id=query["after"], agent=scope)
        page = list(runs[: query["limit"] + 1])
        more = len(page) > query["limit"]
        page = page[: query["limit"]]
        sights = self.sights()
        read_names(sights, (r.id for r in page))  # (their references are shown with them)
        results = [run_out(r, sights(r.id)) for r in page]
        return Response({"results": results, "next_after": page[-1].id if more else None})

    @extend_schema(
        operation_id="runs_create",
        request=RunCreateInput,
        responses={201: RunOutput, 200: RunOutput, **error_responses(409, 422)},
    )
    def post(self, request: Request) -> Response:
        """Create and start a run; with ``create_key`` a retried create returns the same run (200).

        The same ``create_key`` with other fields (inputs, model, …) is 409 ``create_key_conflict``.
        """
        data = self.valid(RunCreateInput, request.data)
        principal = request.user
        if not isinstance(principal, AgentPrincipal):  # ApiAccess already lets only keys write
            raise exceptions.PermissionDenied("creating runs needs an agent's API key")
        agent = data.get("agent") or principal.agent
        if agent != principal.agent:
            raise exceptions.PermissionDenied(  # naming both: a typo in agent= or the other agent's key
                f"this API key is agent {principal.agent!r}'s and creates only its runs, not agent {agent!r}'s "
                f"(`manage.py create_api_key {agent}` makes a key for it)"
            )
        spec = None
        if {"model_version", "template_hash", "budget"} <= data.keys():
            b = data["budget"]
            spec = services.ExternalSpec(
                data["model_version"],
                data["template_hash"],
                Budget(b["max_steps"], b["max_tokens"], b["max_cost"]),
                data["messages"],
                data.get("clock", ""),
            )
        run, created = services.run_create(
            agent=agent,
            inputs=data["inputs"],
            reference=data["reference"],
            create_key=f"{agent}:{data['create_key']}" if data.get("create_key") else None,
            seed=data.get("seed"),
            external=spec,
            declared=[name for name in _EXTERNAL_FIELDS if name in request.data],
        )
        run.refresh_from_db()
        return Response(
            run_out(run, self.sights()(run.id)), status=status.HTTP_201_CREATED if created else status.HTTP_200_OK
        )


class RunDetailApi(ApiView):
    @extend_schema(
        operation_id="runs_retrieve", parameters=[RUN_ID_PARAM], responses={200: RunOutput, **error_responses()}
    )
    def get(self, request: Request, run_id: str) -> Response:
        """One run's projection (status, head, lease, consumption)."""
        run = self.get_run(run_id)
        return Response(run_out(run, self.sights()(run.id)))


# -- timeline and append --------------------------------------------------------------------------
class TimelineFilter(serializers.Serializer):
    after = WholeNumber(min_value=0, max_value=2**31 - 1, default=0, help_text="cursor: last seq seen")
    limit = WholeNumber(min_value=1, max_value=500, default=100)


class TimelineOutput(serializers.Serializer):
    run_id = serializers.CharField()
    head_seq = serializers.IntegerField()
    events = EventOutput(many=True)
    next_after = serializers.IntegerField(allow_null=True)


def _typed_event_input(kind: EventType) -> type[serializers.Serializer]:
    """The schema of one appendable event: its type, and the payload that type requires."""
    payload = PAYLOADS[kind]() if kind in PAYLOADS else JsonObject(default=dict)
    fields = {"type": serializers.ChoiceField(choices=[str(kind)]), "payload": payload}
    return type(f"{kind}EventInput", (serializers.Serializer,), fields)


class NewEventInput(serializers.Serializer):
    type = Text(max_length=40)
    payload = JsonObject(default=dict)


class NewEventInputScheme(OpenApiSerializerExtension):
    """The schema lists each appendable type with the payload ``_event`` enforces for it; an unknown
    type is 400 ``unknown_event_type``, a known one a client may not append 422 ``event_type_not_allowed``."""

    target_class = NewEventInput

    def map_serializer(self, auto_schema: Any, direction: Any) -> Any:
        variants = {str(kind): _typed_event_input(kind) for kind in sorted(external.APPENDABLE)}
        proxy = PolymorphicProxySerializer("NewEventInput", serializers=variants, resource_type_field_name="type")
        return auto_schema._map_serializer(proxy, direction)


class AppendInput(FenceInput):
    expected_seq = serializers.IntegerField(min_value=0, max_value=2**31 - 1)
    events = serializers.ListField(child=NewEventInput(), min_length=1, max_length=100)


class AppendOutput(serializers.Serializer):
    head_seq = serializers.IntegerField()
    events = StoredEventOutput(many=True)


class RunEventsApi(ApiView):
    takes_query = True

    @extend_schema(
        operation_id="runs_events_list",
        parameters=[RUN_ID_PARAM, TimelineFilter],
        responses={200: TimelineOutput, **error_responses()},
    )
    def get(self, request: Request, run_id: str) -> Response:
        """The run's timeline after seq ``after`` (a cursor), oldest first."""
        run = self.get_run(run_id)
        query = self.valid(TimelineFilter, request.query_params)
        rows, next_after = api_selectors.event_page(run=run, after=query["after"], limit=query["limit"])
        sight = self.sights()(run.id)
        events = api_selectors.event_dicts(run, rows, after=query["after"], sight=sight)
        return Response({"run_id": run.id, "head_seq": run.last_seq, "events": events, "next_after": next_after})

    @extend_schema(
        operation_id="runs_events_append",
        parameters=[RUN_ID_PARAM],
        request=AppendInput,
        responses={201: AppendOutput, 200: AppendOutput, **error_responses(409, 422)},
    )
    def post(self, request: Request, run_id: str) -> Response:
        """Append LlmSampled / StepCommitted / RunFailed / RecoveryStarted after ``expected_seq`` (409 if the head moved).

        409 ``call_awaiting_approval`` (``details``: the held call's ``execution_id``, ``step``, ``call_index``,
        ``tool``): a RunFailed while a call waits for an approver; nothing written, the run waits for the decision."""
        run = self.get_run(run_id)
        data = self.valid(AppendInput, request.data)
        events = [self._event(i, item) for i, item in enumerate(data["events"])]
        stored = external.events_append(run=run, **_fence(data), expected_seq=data["expected_seq"], events=events)
        if not stored:  # nothing new (a RecoveryStarted for a call already parked): 200, head unchanged
            return Response({"head_seq": data["expected_seq"], "events": []})
        return Response({"head_seq": stored[-1].seq, "events": _stored(stored)}, status=status.HTTP_201_CREATED)

    @staticmethod
    def _event(i: int, item: dict[str, Any]) -> NewEvent:
        try:
            kind = EventType(item["type"])
        except ValueError:
            raise external.ProtocolError(
                "unknown_event_type",
                f"events[{i}]: unknown event type {item['type'][:40]!r}",
                status=400,
                details={"index": i, "known": [t.value for t in EventType]},
            ) from None
        serializer_class = PAYLOADS.get(kind)
        if serializer_class is None:
            return NewEvent(kind, item["payload"])
        try:
            check_json_types(serializer_class(), item["payload"])
            _refuse_unknown(item["payload"], serializer_class, "unknown field")
        except exceptions.ValidationError as exc:
            raise exceptions.ValidationError({"events": {str(i): {"payload": exc.detail}}}) from None
        serializer = serializer_class(data=item["payload"])
        if not serializer.is_valid():
            raise exceptions.ValidationError({"events": {str(i): {"payload": serializer.errors}}})
        payload = _plain(serializer.validated_data)
        if kind is EventType.LLM_SAMPLED and (repeated := repeated_call_id(payload["output"]["tool_calls"])):
            call_id, at = repeated
            raise external.ProtocolError(
                "duplicate_call_id",
                f"events[{i}]: tool_calls {at} repeat the call_id {call_id!r}: each call needs its own id "
                "(the tool messages would answer one id twice)",
                status=400,
                details={"index": i, "call_id": call_id, "tool_calls": at},
            )
        return NewEvent(kind, payload)


def _plain(value: Any) -> Any:
    """Validated data (OrderedDicts, ReturnLists) as plain JSON values."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


# -- replay and export ----------------------------------------------------------------------------
_STATE_HELP = "where the call stands (agentops.core.protocol.CallState): next_action(state, …) says what to do"


class SampleOutput(serializers.Serializer):
    step = serializers.IntegerField()
    event_id = serializers.CharField()
    output = JsonObject()


class CallStateOutput(serializers.Serializer):
    step = serializers.IntegerField()
    call_index = serializers.IntegerField()
    tool = serializers.CharField()
    effect = serializers.ChoiceField(
        choices=["read", "write"],
        help_text="as journaled when the call was claimed (a tool the process lacked: write), as a claim answers it",
    )
    risk = serializers.ChoiceField(
        choices=["low", "high"],
        help_text="high: the manual gate held the call (or a tool the process lacked), as a claim answers it",
    )
    args = JsonObject()
    execution_id = serializers.CharField()
    idem_key = serializers.CharField(allow_null=True)
    intent_event_id = serializers.CharField()
    result = JsonValue(allow_null=True)
    result_event_id = serializers.CharField(allow_null=True)
    verdict = serializers.CharField(allow_null=True)
    waiting_manual_confirm = serializers.BooleanField()
    state = serializers.ChoiceField(choices=[str(s) for s in CallState], help_text=_STATE_HELP)
    held_for = serializers.CharField(
        allow_null=True, help_text="awaiting_approval: why the gate holds the call (redacted as the arguments are)"
    )


class CompletedOutput(serializers.Serializer):
    event_id = serializers.CharField()
    reply = serializers.CharField(allow_blank=True)


class FailureOutput(serializers.Serializer):
    event_id = serializers.CharField()
    error_class = serializers.CharField(help_text="BudgetExceeded, ModelError, … (the failure's kind)")
    message = serializers.CharField(allow_blank=True)
    retryable = serializers.BooleanField()
    dead_letter = serializers.BooleanField()


class ReplayOutput(serializers.Serializer):
    run_id = serializers.CharField()
    agent = serializers.CharField()
    status = serializers.CharField()
    model_version = serializers.CharField(allow_blank=True)
    template_hash = serializers.CharField(allow_blank=True)
    clock = serializers.CharField(allow_blank=True)
    seed = serializers.IntegerField()
    inputs = JsonObject()
    budget = JsonObject()
    consumed = JsonObject()
    budget_exhausted = serializers.CharField(allow_null=True)
    head_seq = serializers.IntegerField()
    next_step = serializers.IntegerField()
    snapshot_seq = serializers.IntegerField()
    messages = serializers.ListField(child=JsonObject())
    samples = SampleOutput(many=True, help_text="journaled outputs of steps not yet committed: reuse, never resample")
    calls = CallStateOutput(many=True, help_text="tool calls of steps not yet committed")
    completed = CompletedOutput(allow_null=True)
    failures = serializers.IntegerField()
    last_failure = FailureOutput(allow_null=True, help_text="the latest RunFailed (why the run failed), or null")
    dead_letter = serializers.BooleanField()
    snapshot_every = serializers.IntegerField()


class RunReplayApi(ApiView):
    @extend_schema(
        operation_id="runs_replay", parameters=[RUN_ID_PARAM], responses={200: ReplayOutput, **error_responses(410)}
    )
    def get(self, request: Request, run_id: str) -> Response:
        """The replay index for a resume: context, uncommitted samples and calls, consumed budget, head seq; 410
        ``run_purged`` for a finished run whose journal retention purged (nothing left to rebuild it from)."""
        run = self.get_run(run_id)
        return Response(api_selectors.replay_view(run=run, sight=self.sights()(run.id)))


class ExportQuery(serializers.Serializer):
    # not "format": DRF reserves that query parameter for choosing a renderer
    export_format = serializers.ChoiceField(choices=list(export.FORMATS), default="jsonl")


class RunExportApi(ApiView):
    takes_query = True

    @extend_schema(
        operation_id="runs_export",
        parameters=[RUN_ID_PARAM, ExportQuery],
        responses={
            (200, "application/x-ndjson"): OpenApiResponse(OpenApiTypes.STR, description="one event per line"),
            (200, "text/csv"): OpenApiResponse(OpenApiTypes.STR, description="a header, then one event per line"),
            **error_responses(),
        },
    )
    def get(self, request: Request, run_id: str) -> StreamingHttpResponse:
        """The run's journal, PII-redacted, streamed as JSON Lines or CSV; every export is audited (HEAD: its
        headers only, nothing audited)."""
        run = self.get_run(run_id)
        fmt = self.valid(ExportQuery, request.query_params)["export_format"]
        scope = {"run_id": run.id}
        principal = request.user

        def begin() -> object:
            if isinstance(principal, AgentPrincipal):
                return external.export_begin_for_key(key_prefix=principal.key_prefix, fmt=fmt, scope=scope)
            return export.export_begin(user=principal, fmt=fmt, scope=scope)

        return export.export_response(
            request.method or "GET",
            begin=begin,
            stream=lambda: export.export_stream(Run.objects.filter(id=run.id), fmt=fmt, redacted=True),
            content_type="application/x-ndjson" if fmt == "jsonl" else "text/csv",
            filename=f"{run.id}.{fmt}",
        )


# -- leases ---------------------------------------------------------------------------------------
class LeaseSeconds(serializers.IntegerField):
    """A lease's length in whole seconds; outside the bounds it is 400 ``invalid_input`` naming them."""

    def __init__(self, **kwargs: Any) -> None:
        errors = {"min_value": LEASE_LENGTH_BOUNDS, "max_value": LEASE_LENGTH_BOUNDS}
        super().__init__(
            min_value=MIN_LEASE_SECONDS, max_value=MAX_LEASE_SECONDS, required=False, error_messages=errors, **kwargs
        )


class LeaseAcquireInput(serializers.Serializer):
    refuse_unknown_fields = True  # {"secondz": 2} is a 400 naming it, not a lease of the default length

    owner = OneLineName(
        max_length=150,
        help_text="a stable name for the client (e.g. agent@host), one line of visible text; shown to readers, never a "
        "credential",
    )
    secret = Text(
        min_length=32,
        max_length=128,
        required=False,
        help_text="the client's own secret for this lease (generated if absent); presenting it again re-takes "
        "the client's live lease",
    )
    seconds = LeaseSeconds(
        help_text=f"the lease's length ({MIN_LEASE_SECONDS}-{MAX_LEASE_SECONDS}; default AGENTOPS_LEASE_SECONDS): every "
        "renewal of this lease, by a write or lease/renew/, extends it by this much"
    )


class LeaseRenewInput(FenceInput):
    seconds = LeaseSeconds(help_text="a new length for this lease, from now on (default: the length it has)")


class LeaseOutput(serializers.Serializer):
    run_id = serializers.CharField()
    owner = serializers.CharField()
    fencing_token = serializers.IntegerField()
    head_seq = serializers.IntegerField()
    expires_at = serializers.DateTimeField(allow_null=True)
    seconds = serializers.IntegerField(help_text="the lease's length: renew well within it (a write renews it too)")


class LeaseAcquiredOutput(LeaseOutput):
    secret = serializers.CharField(help_text="send it with every write under this lease; only this answer shows it")


class ReleaseOutput(serializers.Serializer):
    released = serializers.BooleanField()


def _lease_out(run: Run, owner: str, seconds: int) -> dict[str, Any]:
    run.refresh_from_db(fields=["fencing_token", "last_seq", "lease_expires_at", "lease_owner"])
    return {
        "run_id": run.id,
        "owner": owner,
        "fencing_token": run.fencing_token,
        "head_seq": run.last_seq,
        "expires_at": run.lease_expires_at,
        "seconds": seconds,
    }


def _fence(data: dict[str, Any]) -> dict[str, Any]:
    """The fence fields of a validated write, as the protocol functions take them."""
    return {"owner": data["owner"], "token": data["fencing_token"], "secret": data["secret"]}


class LeaseAcquireApi(ApiView):
    @extend_schema(
        operation_id="runs_lease_acquire",
        parameters=[RUN_ID_PARAM],
        request=LeaseAcquireInput,
        responses={200: LeaseAcquiredOutput, **error_responses(409)},
    )
    def post(self, request: Request, run_id: str) -> Response:
        """Take the run's lease: its fencing token and secret must accompany every write.

        409 ``lease_held`` while another acquisition's lease is live, whatever ``owner`` says
        (``details``: its owner and expiry); a lease that expired is free for anyone. 409 ``run_finished``
        (``details``: its status) on a final run.
        """
        run = self.get_run(run_id)
        data = self.valid(LeaseAcquireInput, request.data)
        lease = external.lease_acquire(
            run=run, owner=data["owner"], secret=data.get("secret"), seconds=data.get("seconds")
        )
        out = _lease_out(run, data["owner"], lease.fence.length)
        return Response(
            out | {"fencing_token": lease.fence.token, "head_seq": lease.head_seq, "secret": lease.fence.secret}
        )


class LeaseRenewApi(ApiView):
    @extend_schema(
        operation_id="runs_lease_renew",
        parameters=[RUN_ID_PARAM],
        request=LeaseRenewInput,
        responses={200: LeaseOutput, **error_responses(409)},
    )
    def post(self, request: Request, run_id: str) -> Response:
        """Extend the lease, also one that expired while nobody took it (409 ``stale_fencing_token`` once
        another client did; 409 ``lease_held`` for a wrong secret)."""
        run = self.get_run(run_id)
        data = self.valid(LeaseRenewInput, request.data)
        length = external.lease_renew(run=run, **_fence(data), seconds=data.get("seconds"))
        return Response(_lease_out(run, data["owner"], length))


class LeaseReleaseApi(ApiView):
    @extend_schema(
        operation_id="runs_lease_release",
        parameters=[RUN_ID_PARAM],
        request=FenceInput,
        responses={200: ReleaseOutput, **error_responses(409)},
    )
    def post(self, request: Request, run_id: str) -> Response:
        """Give the lease up; ``released`` is false if it was no longer this client's (409 ``lease_held``
        for a wrong secret)."""
        run = self.get_run(run_id)
        data = self.valid(FenceInput, request.data)
        return Response({"released": external.lease_release(run=run, **_fence(data))})


# -- tool executions ------------------------------------------------------------------------------
#: the longest tool timeout a claim may declare (a day): a call in doubt waits at most that long for its first send
MAX_TOOL_TIMEOUT = 86400.0


class ClaimInput(CallInput):
    tool = ToolName()
    args = JsonObject(default=dict)
    effect = serializers.ChoiceField(choices=["read", "write"], default="write")
    risk = serializers.ChoiceField(choices=["low", "high"], required=False, help_text="high ⇒ manual approval")
    dedupes = serializers.BooleanField(
        required=False,
        help_text="the service honours the idempotency key; required for a write (422 undeclared_dedupe), "
        "a read replays safely either way",
    )
    timeout = serializers.FloatField(
        min_value=0.001,
        max_value=MAX_TOOL_TIMEOUT,
        required=False,
        help_text="seconds after which a call of this tool gives up by itself (its HTTP timeout): a need_recheck "
        "answer then carries retry_after, the seconds its status lookup's 'not done' is no answer yet",
    )
    request_id = Text(
        min_length=16,
        max_length=100,
        required=False,
        help_text="a random id of this claim request (16-100 characters), sent again only when retrying it "
        "after its answer was lost: under the same lease, before the call's result, the retry is answered "
        "claimed again and writes nothing; without it such a retry is need_recheck",
    )


class ClaimOutput(serializers.Serializer):
    status = serializers.ChoiceField(choices=["claimed", "already_done", "need_recheck", "waiting_manual_confirm"])
    step = serializers.IntegerField()
    call_index = serializers.IntegerField()
    execution_id = serializers.CharField()
    idem_key = serializers.CharField(allow_null=True)
    intent_event_id = serializers.CharField()
    result = JsonValue(allow_null=True)
    result_event_id = serializers.CharField(allow_null=True)
    verdict = JsonObject(allow_null=True, help_text="not null: nothing left to verify, never post a verification")
    state = serializers.ChoiceField(choices=[str(s) for s in CallState], help_text=_STATE_HELP)
    head_seq = serializers.IntegerField()
    held_for = serializers.CharField(
        allow_null=True,
        help_text="waiting_manual_confirm: why the gate holds the call, as the approvals queue says it "
        '("tool name says \'pay\'", "SQL DROP TABLE in args.query"); null for every other status',
    )
    effect = serializers.ChoiceField(
        choices=["read", "write"],
        help_text="the effect the call was first claimed with: a call claimed as a write is replayed in doubt only "
        "with its idem_key, whatever its tool is declared now",
    )
    risk = serializers.ChoiceField(
        choices=["low", "high"],
        help_text="the risk the call was first claimed with: a call claimed low risk (sent with no approver) whose "
        "tool is declared high risk now is neither replayed nor looked up in doubt: park it for a human",
    )
    sent_age = serializers.FloatField(
        allow_null=True,
        help_text="need_recheck: seconds since the call was last handed out, by the database's clock (null for every "
        "other status): a status lookup's 'not done' counts only once this passes the tool's timeout — before, the "
        "first send may still land (look it up again after retry_after)",
    )
    retry_after = serializers.FloatField(
        allow_null=True,
        help_text="need_recheck of a claim that declared its tool's timeout: seconds until a status lookup's 'not "
        "done' counts (0: it counts now; null for every other status or without a timeout). Found, use its result; "
        "'not done' while this is above 0: the first send may still land — keep the lease, wait this long and claim "
        "the call again (the run is not parked for a human); 'not done' at 0: send it",
    )


class ToolClaimApi(ApiView):
    @extend_schema(
        operation_id="runs_tools_claim",
        parameters=[RUN_ID_PARAM],
        request=ClaimInput,
        responses={200: ClaimOutput, **error_responses(409, 422)},
    )
    def post(self, request: Request, run_id: str) -> Response:
        """Claim a tool call before executing it: journals ToolRequested with its idempotency key once.
        409 ``seq_conflict``: other writes of the run kept landing while it was checked; nothing was written, send it again."""
        run = self.get_run(run_id)
        data = self.valid(ClaimInput, request.data)
        claim = external.tool_claim(
            run=run,
            **_fence(data),
            step=data["step"],
            call_index=data["call_index"],
            tool=data["tool"],
            args=data["args"],
            effect=data["effect"],
            risk=data.get("risk"),
            dedupes=data.get("dedupes"),
            timeout=data.get("timeout"),
            request_id=data.get("request_id"),
        )
        return Response(ClaimOutput(claim).data)


class RecordedOutput(serializers.Serializer):
    event_id = serializers.CharField()
    created = serializers.BooleanField()
    head_seq = serializers.IntegerField()


def _recorded(run: Run, event_id: str, created: bool) -> Response:
    run.refresh_from_db(fields=["last_seq"])
    body = {"event_id": event_id, "created": created, "head_seq": run.last_seq}
    return Response(body, status=status.HTTP_201_CREATED if created else status.HTTP_200_OK)


class ResultInput(CallInput):
    result = JsonValue(help_text="the tool's answer, e.g. {success, code, data}")


class ToolResultApi(ApiView):
    @extend_schema(
        operation_id="runs_tools_result",
        parameters=[RUN_ID_PARAM],
        request=ResultInput,
        responses={201: RecordedOutput, 200: RecordedOutput, **error_responses(409, 422)},
    )
    def post(self, request: Request, run_id: str) -> Response:
        """Report a claimed call's result (200 if this very result was already recorded).
        409 ``seq_conflict``: other writes of the run kept landing while it was checked; nothing was written, send it again."""
        run = self.get_run(run_id)
        data = self.valid(ResultInput, request.data)
        event_id, created = external.tool_result_report(
            run=run,
            **_fence(data),
            step=data["step"],
            call_index=data["call_index"],
            result=data["result"],
        )
        return _recorded(run, event_id, created)


class VerificationInput(CallInput):
    status = serializers.ChoiceField(choices=["confirmed", "failed"])
    method = ShownText(
        what="a verification method is shown to every role as it is (the recovery console)",
        max_length=40,
        help_text="e.g. read_back, status_query",
    )
    detail = Text(max_length=4000, allow_blank=True, default="")


class ToolVerificationApi(ApiView):
    @extend_schema(
        operation_id="runs_tools_verification",
        parameters=[RUN_ID_PARAM],
        request=VerificationInput,
        responses={201: RecordedOutput, 200: RecordedOutput, **error_responses(409, 422)},
    )
    def post(self, request: Request, run_id: str) -> Response:
        """Report a verifier's verdict on a call's result (ToolVerified / ToolVerificationFailed).
        409 ``seq_conflict``: other writes of the run kept landing while it was checked; nothing was written, send it again."""
        run = self.get_run(run_id)
        data = self.valid(VerificationInput, request.data)
        event_id, created = external.tool_verdict_report(
            run=run,
            **_fence(data),
            step=data["step"],
            call_index=data["call_index"],
            status=data["status"],
            method=data["method"],
            detail=data["detail"],
        )
        return _recorded(run, event_id, created)


# -- reply ----------------------------------------------------------------------------------------
class ReplyInput(FenceInput):
    step = serializers.IntegerField(min_value=0, max_value=1_000_000)
    reply = ReplyText(
        max_length=MAX_REPLY_CHARS,
        trim_whitespace=False,
        help_text="the final answer: not blank, at most 20 000 characters",
    )


class ReplyOutput(serializers.Serializer):
    run_id = serializers.CharField()
    status = serializers.CharField()
    completed_event_id = serializers.CharField()
    reply_status = serializers.CharField(help_text="delivered, or held for an operator (claims policy 'hold')")
    flagged = serializers.BooleanField(help_text="a completion claim was not backed by a verified event")
    head_seq = serializers.IntegerField()


class ReplySubmitApi(ApiView):
    @extend_schema(
        operation_id="runs_reply",
        parameters=[RUN_ID_PARAM],
        request=ReplyInput,
        responses={201: ReplyOutput, 200: ReplyOutput, **error_responses(409, 422)},
    )
    def post(self, request: Request, run_id: str) -> Response:
        """Submit the final reply: completes the run; the claims audit may flag it. The same reply again
        from the lease that completed the run (a retry after a lost answer) is 200 with the stored one.
        409 ``seq_conflict``: other writes of the run kept landing while it was checked; nothing was written, send it again."""
        run = self.get_run(run_id)
        data = self.valid(ReplyInput, request.data)
        reply, created = external.reply_submit(run=run, **_fence(data), step=data["step"], reply=data["reply"])
        run.refresh_from_db()
        body = {
            "run_id": run.id,
            "status": run.status,
            "completed_event_id": reply.event_id,
            "reply_status": reply.status,
            "flagged": reply.flagged > 0,
            "head_seq": run.last_seq,
        }
        return Response(body, status=status.HTTP_201_CREATED if created else status.HTTP_200_OK)
