"""Time-travel API: fork a run (preview, create), dry replay, what-if, and the stored reports.

Forking, dry replays and what-ifs are operator actions (a person with the ``operator`` role, by
session); an agent's API key gets 403. Viewers read reports, with payloads redacted.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import exceptions, serializers, status
from rest_framework.request import Request
from rest_framework.response import Response

from agentops.core.budget import MAX_COST, MAX_STEPS, MAX_TOKENS, MIN_COST
from agentops.core.events import REASON_MAX
from agentops.core.fork import CUTS, KEY_MODES, Edit
from runs.api.auth import PeopleOnly
from runs.api.fields import PATH_NUMBER, CreateKey, JsonObject, JsonValue, Text, path_number
from runs.api.serializers import RunOutput, error_responses
from runs.api.views import RUN_ID_PARAM, ApiView, run_out
from runs.governance.visibility import sight_of
from runs.models import ReplayReport
from runs.roles import OPERATOR
from runs.timetravel import selectors
from runs.timetravel.fork import FORK_KEY_MAX, ForkRequest, fork_create, fork_preview, refuse_blind_edits
from runs.timetravel.replay import (
    MAX_MODEL_NAME,
    MAX_WHAT_IF_CALLS,
    MAX_WHAT_IF_TEMPLATE,
    MAX_WHAT_IF_TOKENS,
    WhatIfRequest,
    run_dry_replay,
    run_what_if,
)

REPORT_ID_PARAM = OpenApiParameter("report_id", str, OpenApiParameter.PATH, pattern=f"^{PATH_NUMBER.pattern}$")


class OperatorAction(PeopleOnly):
    """Reads need the viewer role; writes the operator role. API keys (agents) may do neither."""

    message = (
        "time travel is for people: its reports need the viewer role; forks, dry replays and what-ifs the operator role"
    )
    write_role = OPERATOR


class EditInput(serializers.Serializer):
    #: a misspelt "reslt" beside "args" is a 400 naming edits.N.reslt, never an edit made without it
    refuse_unknown_fields = True

    call_index = serializers.IntegerField(min_value=0, max_value=1000)
    args = JsonObject(required=False)
    result = JsonValue(required=False)


#: the schema's word on a fork's caps (``ForkRequest.budget``)
_INHERITED = "a new cap for the fork; not given: the parent's (each cap may be given alone)"


class ForkInput(serializers.Serializer):
    #: a misspelt option ("cutt") is a 400, never a fork made with the default (``ApiView.valid``)
    refuse_unknown_fields = True

    step = serializers.IntegerField(min_value=0, max_value=100_000)
    cut = serializers.ChoiceField(choices=list(CUTS), default="resample")
    keys = serializers.ChoiceField(choices=list(KEY_MODES), default="inherit")
    edits = EditInput(many=True, required=False, default=list)
    adopt_current = serializers.BooleanField(default=False)
    again = serializers.BooleanField(
        default=False,
        help_text="with keys=new: confirms that the parent's writes after the step (the preview's 'again') happen "
        "again if the fork asks for them; without it such a fork is refused (422 fork_refused)",
    )
    max_steps = serializers.IntegerField(min_value=1, max_value=MAX_STEPS, required=False, help_text=_INHERITED)
    max_tokens = serializers.IntegerField(min_value=1, max_value=MAX_TOKENS, required=False, help_text=_INHERITED)
    max_cost = serializers.FloatField(min_value=MIN_COST, max_value=MAX_COST, required=False, help_text=_INHERITED)
    reason = Text(max_length=REASON_MAX, required=False, allow_blank=True, default="")
    create_key = CreateKey(max_length=FORK_KEY_MAX, required=False, allow_null=True, default=None)


def _fork_request(data: dict[str, Any], run_id: str, user: Any) -> ForkRequest:
    """The request's fork, refused if it edits arguments its reader sees redacted (``refuse_blind_edits``)."""
    edits = [Edit(e["call_index"], e.get("args"), e.get("result")) for e in data.get("edits") or []]
    caps = [data.get(k) for k in ("max_steps", "max_tokens", "max_cost")]
    fork = ForkRequest(data["step"], data["cut"], data["keys"], edits, data["adopt_current"], *caps, data["again"])
    refuse_blind_edits(run_id, fork, sight_of(user, run_id))
    return fork


#: what a fork does about a parent's side effect (the schema's ``ActionEnum``, settings.ENUM_NAME_OVERRIDES)
EFFECT_ACTIONS = ["deduped", "again", "held", "not_done", "edited"]


class EffectOutput(serializers.Serializer):
    step = serializers.IntegerField()
    call_index = serializers.IntegerField()
    tool = serializers.CharField()
    args = serializers.JSONField()
    idem_key = serializers.CharField(allow_null=True)
    risk = serializers.CharField()
    outcome = serializers.CharField()
    happened = serializers.BooleanField(allow_null=True)
    action = serializers.ChoiceField(choices=EFFECT_ACTIONS)
    detail = serializers.CharField()


class ForkPlanOutput(serializers.Serializer):
    parent_run_id = serializers.CharField()
    step = serializers.IntegerField()
    cut = serializers.CharField()
    parent_seq = serializers.IntegerField()
    parent_head_hash = serializers.CharField()
    keys = serializers.CharField()
    effects = EffectOutput(many=True)
    kept_calls = serializers.JSONField()
    carried_consumption = serializers.JSONField()
    holds = serializers.JSONField()
    beside = serializers.JSONField(
        help_text="the writes with no key (or with a key of another key scope: a continuation's, a keys=new fork's) that "
        "the parent's forks and continuations (and its sibling forks) made: the fork holds them for a human if it asks "
        "for them (they are in holds too)"
    )


class ReportOutput(serializers.Serializer):
    id = serializers.IntegerField()
    run_id = serializers.CharField()
    kind = serializers.ChoiceField(choices=["dry_replay", "what_if"])
    from_step = serializers.IntegerField()
    params = serializers.JSONField()
    divergences = serializers.IntegerField()
    model_calls = serializers.IntegerField()
    tokens = serializers.IntegerField()
    created_by = serializers.CharField(allow_blank=True)
    created_at = serializers.DateTimeField()
    redacted = serializers.BooleanField()
    report = serializers.JSONField(help_text="steps (recorded | replayed), divergences, notes, totals")


class TimeTravelView(ApiView):
    permission_classes = [OperatorAction]


class ForkPreviewApi(TimeTravelView):
    @extend_schema(operation_id="runs_fork_preview", parameters=[RUN_ID_PARAM], request=ForkInput,
                   responses={200: ForkPlanOutput, **error_responses(409, 422)})  # fmt: skip
    def post(self, request: Request, run_id: str) -> Response:
        """What a fork at ``step`` would do, without making it: the cut and each parent effect after it."""
        run = self.get_run(run_id)
        data = self.valid(ForkInput, request.data)
        plan = fork_preview(run_id=run.id, request=_fork_request(data, run.id, request.user))
        return Response(selectors.plan_data(plan=plan, user=request.user))


class ForkApi(TimeTravelView):
    @extend_schema(operation_id="runs_fork", parameters=[RUN_ID_PARAM], request=ForkInput,
                   responses={201: RunOutput, 200: RunOutput, **error_responses(409, 422)})  # fmt: skip
    def post(self, request: Request, run_id: str) -> Response:
        """Fork the run at ``step`` into a new run that continues live (201; 200 for a repeated create_key)."""
        run = self.get_run(run_id)
        data = self.valid(ForkInput, request.data)
        fork, created = fork_create(
            run_id=run.id, request=_fork_request(data, run.id, request.user), actor=request.user.get_username(),
            reason=data["reason"], create_key=data["create_key"],
        )  # fmt: skip
        answered = status.HTTP_201_CREATED if created else status.HTTP_200_OK
        return Response(run_out(fork, self.sights()(fork.id)), status=answered)


class NoOptions(serializers.Serializer):
    """A dry replay takes no options: a field sent anyway (``from_step``) is a 400, not ignored."""

    refuse_unknown_fields = True


class DryReplayApi(TimeTravelView):
    @extend_schema(operation_id="runs_dry_replay", parameters=[RUN_ID_PARAM], request=None,
                   responses={201: ReportOutput, **error_responses(409, 422)})  # fmt: skip
    def post(self, request: Request, run_id: str) -> Response:
        """Replay the run against the current agent code (0 tokens, 0 side effects); the stored report."""
        run = self.get_run(run_id)
        self.valid(NoOptions, request.data)
        _, row = run_dry_replay(run_id=run.id, user=request.user)
        return Response(selectors.report_data(row=row, user=request.user), status=status.HTTP_201_CREATED)


class WhatIfInput(serializers.Serializer):
    #: a misspelt option ("templat") is a 400, never a paid what-if without it (``ApiView.valid``)
    refuse_unknown_fields = True

    from_step = serializers.IntegerField(min_value=0, max_value=100_000)
    llm_model = Text(max_length=MAX_MODEL_NAME, required=False, allow_blank=True, default="")
    template = Text(max_length=MAX_WHAT_IF_TEMPLATE, required=False, allow_null=True, default=None)
    max_tokens = serializers.IntegerField(min_value=1, max_value=MAX_WHAT_IF_TOKENS, default=50_000)
    max_calls = serializers.IntegerField(min_value=1, max_value=MAX_WHAT_IF_CALLS, default=30)
    request_key = Text(
        max_length=64, required=False,
        help_text="a repeated what-if with this key returns the first report (200), the model not asked again; not "
        "blank (a blank key was no key: the retry paid again)",
    )  # fmt: skip


class WhatIfApi(TimeTravelView):
    @extend_schema(operation_id="runs_what_if", parameters=[RUN_ID_PARAM], request=WhatIfInput,
                   responses={201: ReportOutput, 200: ReportOutput, **error_responses(409, 422)})  # fmt: skip
    def post(self, request: Request, run_id: str) -> Response:
        """From ``from_step`` a new model or prompt decides; tools answer from the journal or not at all (201); a
        repeated ``request_key``: the report it made (200)."""
        run = self.get_run(run_id)
        data = self.valid(WhatIfInput, request.data)
        key = data.pop("request_key", "")
        row, made = run_what_if(run_id=run.id, request=WhatIfRequest(**data), user=request.user, request_key=key)
        answered = status.HTTP_201_CREATED if made else status.HTTP_200_OK
        return Response(selectors.report_data(row=row, user=request.user), status=answered)


class ReportListApi(TimeTravelView):
    @extend_schema(operation_id="runs_replay_reports", parameters=[RUN_ID_PARAM],
                   responses={200: ReportOutput(many=True), **error_responses()})  # fmt: skip
    def get(self, request: Request, run_id: str) -> Response:
        """The run's dry replays and what-ifs, newest first (payloads redacted for viewers)."""
        run = self.get_run(run_id)
        rows = selectors.reports_of(run_id=run.id)[:50]
        return Response([selectors.report_data(row=r, user=request.user) for r in rows])


class ReportApi(TimeTravelView):
    @extend_schema(operation_id="replay_report", parameters=[REPORT_ID_PARAM],
                   responses={200: ReportOutput, **error_responses()})  # fmt: skip
    def get(self, request: Request, report_id: str) -> Response:
        """One stored report."""
        row = None
        if (number := path_number(report_id)) is not None:
            row = ReplayReport.objects.filter(pk=number).select_related("created_by").first()
        if row is None:
            raise exceptions.NotFound(f"unknown report {report_id[:40]!r}")
        return Response(selectors.report_data(row=row, user=request.user))
