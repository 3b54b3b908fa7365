"""Bulk jobs over the REST API: preview, create, list, progress (the pages' flow, docs/api.md).

People only (session or any other DRF authentication the API takes; an agent's API key gets 403):
viewers read jobs; a preview or a job needs the action's role (approve / reject: approver;
dead-letter / retry / resume: operator), as on the pages. The run set is the runs list's filters
(``runs.dashboard.selectors.RunFilters``), given as query parameters to the preview and as fields of
the create body; an unknown parameter, status, range or action is a 400 that says which.
"""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import exceptions, serializers, status
from rest_framework.request import Request
from rest_framework.response import Response

from agentops.core.events import REASON_MAX
from approvals.bulk import selectors, services
from approvals.bulk.inputs import CreateInput, SelectionInput
from approvals.bulk.views import asked_role_refusal, four_eyes, role_refusal, sample_rows
from approvals.models import BulkAction, BulkJob
from runs.api.auth import PeopleOnly
from runs.api.fields import PATH_NUMBER, Text, path_number
from runs.api.serializers import error_responses
from runs.api.views import ApiView
from runs.dashboard.selectors import BadFilter, RunFilters
from runs.models import Run

JOB_ID_PARAM = OpenApiParameter("job_id", str, OpenApiParameter.PATH, pattern=f"^{PATH_NUMBER.pattern}$")


class BulkPeopleOnly(PeopleOnly):
    """Reads need the viewer role; writes are checked per action in the view. API keys (agents) may do neither."""

    message = "bulk jobs are for people: an agent's API key may not read or act on other runs"


class TargetOutput(serializers.Serializer):
    run_id = serializers.CharField()
    run_status = serializers.CharField()
    execution_id = serializers.CharField(allow_null=True)
    tool = serializers.CharField(allow_null=True)
    args = serializers.CharField(allow_null=True, help_text="redacted unless you hold a raw-access grant")
    held_for = serializers.CharField(
        allow_null=True, help_text="a held call's: why the gate holds it (the approvals queue's 'held because')"
    )
    tool_unknown = serializers.CharField(
        allow_null=True,
        help_text="a held call whose tool the server does not know (an API-driven agent's, declared only on its "
        "claim; a tool its agent no longer has): that, and what approving it means; null when the server knows it",
    )
    repeats = serializers.CharField(
        allow_null=True,
        help_text="a bulk approve's call that repeats a call of the run it was forked from or continues, under "
        "another key: what that call did there (a job fails this item: approve it on its card, confirming the repeat)",
    )


class PreviewOutput(serializers.Serializer):
    action = serializers.CharField()
    count = serializers.IntegerField()
    sample = TargetOutput(many=True)
    amount = serializers.CharField(
        help_text="held payments' total per currency, and the amounts not read as numbers (they need the phrase)"
    )
    needs_confirmation = serializers.BooleanField()
    phrase = serializers.CharField(help_text="what to send as confirmation when needs_confirmation")
    too_many = serializers.BooleanField(help_text="more than AGENTOPS_BULK_MAX: narrow the filters")
    fingerprint = serializers.CharField(
        help_text="the name of this set of targets: send it with the create, which refuses (409) another set "
        "of the same size"
    )
    four_eyes = serializers.DictField(
        child=serializers.CharField(),
        help_text="a bulk approve's calls you asked for and may not approve yourself (AGENTOPS_FOUR_EYES): execution "
        "id -> why; the job fails them, another approver must approve them ({} when none)",
    )
    left_out = serializers.DictField(
        child=serializers.CharField(),
        help_text="a bulk retry's or resume's failed runs it leaves out: run id -> why (its budget is spent: a retry "
        "would fail again at once; fork it with a larger cap) ({} when none)",
    )


class JobOutput(serializers.Serializer):
    id = serializers.IntegerField()
    action = serializers.CharField()
    actor = serializers.CharField()
    reason = serializers.CharField()
    selection = serializers.JSONField()
    status = serializers.CharField(help_text="QUEUED, RUNNING, DONE or CANCELLED")
    total = serializers.IntegerField()
    amount = serializers.CharField(allow_blank=True)
    created_at = serializers.DateTimeField()
    finished_at = serializers.DateTimeField(allow_null=True)
    cancelled_by = serializers.CharField(allow_blank=True, help_text="who cancelled it (CANCELLED)")
    cancelled_at = serializers.DateTimeField(allow_null=True)
    cancel_reason = serializers.CharField(allow_blank=True)


class CancelInput(serializers.Serializer):
    reason = Text(max_length=REASON_MAX, help_text="why the job stops; shown on the job with your name")


class ItemOutput(serializers.Serializer):
    run_id = serializers.CharField()
    execution_id = serializers.CharField(allow_blank=True)
    state = serializers.CharField()
    outcome = serializers.CharField(allow_blank=True)
    acted_at = serializers.DateTimeField(allow_null=True)


class ProgressOutput(JobOutput):
    counts = serializers.DictField(child=serializers.IntegerField(), help_text="items per state")
    handled = serializers.IntegerField()
    percent = serializers.IntegerField()
    problems = ItemOutput(many=True, help_text="skipped and failed items, and why (first 50)")


class BulkApi(ApiView):
    permission_classes = [BulkPeopleOnly]

    def parse(self, serializer: type[SelectionInput], data: Any) -> tuple[dict[str, Any], QuerySet[Run]]:
        """Valid input and the runs it selects; 403 without the action's role, before anything else in the input is
        checked (an incomplete body from someone who may not act is refused as such, not as a 400)."""
        self.refuse_without_role(data)
        values = self.valid(serializer, data)
        action = BulkAction(values["action"])
        query = {k: ("1" if v is True else "" if v is False else str(v)) for k, v in values.items()}
        try:
            filters = RunFilters.from_query(query)
            selection = selectors.Selection.from_query(query, action)
        except (BadFilter, selectors.BulkInvalid) as exc:
            raise exceptions.ValidationError({getattr(exc, "field", "") or "filters": [str(exc)]}) from None
        values |= {"filters": filters, "selection": selection}
        return values, filters.apply(Run.objects.all())

    def refuse_without_role(self, data: Any) -> None:
        """403 unless the user may ask for the action ``data`` names (``views.asked_role_refusal``)."""
        if refusal := asked_role_refusal(self.request.user, data):
            raise exceptions.PermissionDenied(refusal)


def job_data(job: BulkJob, reader: Any) -> dict[str, Any]:
    return dict(JobOutput(selectors.for_readers(job, reader=reader)).data)


class BulkJobsApi(BulkApi):
    @extend_schema(operation_id="bulk_jobs_list", responses={200: JobOutput(many=True), **error_responses()})
    def get(self, request: Request) -> Response:
        """Recent bulk jobs, newest first (50)."""
        return Response(
            [dict(JobOutput(job).data) for job in selectors.recent_jobs(request.user)]
        )  # shown as readers may

    @extend_schema(
        operation_id="bulk_jobs_create",
        request=CreateInput,
        responses={201: JobOutput, 200: JobOutput, **error_responses(409)},
    )
    def post(self, request: Request) -> Response:
        """Freeze the previewed targets into a durable job and start it (201); a repeated ``request_key``: that job (200).

        Refused, writing nothing: no reason, nothing selected, the preview's phrase missing (400
        ``bulk_refused``); the selection changed since the preview (409 ``bulk_stale``: preview again).
        """
        values, runs = self.parse(CreateInput, request.data)
        job, made = services.bulk_submit(
            action=values["action"],
            actor=request.user.get_username(),
            reason=values["reason"],
            runs=runs,
            selection=values["selection"],
            filters=values["filters"].query(),
            expected=values["expected"],
            confirmation=values["confirmation"],
            request_key=values.get("request_key", ""),
            fingerprint=values.get("fingerprint", ""),
            seen=values.get("seen"),
        )
        return Response(job_data(job, request.user), status=status.HTTP_201_CREATED if made else status.HTTP_200_OK)


class BulkPreviewApi(BulkApi):
    takes_query = True

    @extend_schema(operation_id="bulk_jobs_preview", parameters=[SelectionInput],
                   responses={200: PreviewOutput, **error_responses()})  # fmt: skip
    def get(self, request: Request) -> Response:
        """What a job would act on: the count, the first 10 targets, held payments' totals, the phrase to type.

        With ``run`` and ``seen`` (the head the page showed): 409 ``bulk_stale`` naming who decided what and when once
        that run was journaled on since."""
        values, runs = self.parse(SelectionInput, request.query_params)
        action, filters = BulkAction(values["action"]), values["filters"].query()
        if already := services.seen_refusal(
            action=action, filters=filters, actor=request.user.get_username(), seen=values.get("seen")
        ):
            raise services.BulkStale(f"{already}: nothing to do")  # its maker's, made: not previewed as new work
        found = selectors.preview(action=BulkAction(values["action"]), runs=runs, selection=values["selection"])
        sample = [
            {
                "run_id": row["run"].id,
                "run_status": row["run"].status,
                "execution_id": row["execution"].id if row["execution"] else None,
                "tool": row["execution"].tool if row["execution"] else None,
                "args": row["args"] if row["execution"] else None,
                "held_for": row["held_for"],
                "tool_unknown": row["tool_unknown"],
                "repeats": row["repeats"],
            }
            for row in sample_rows(found.sample, self.sights(), found.action)
        ]
        return Response(
            {
                "action": found.action.value,
                "count": found.count,
                "sample": sample,
                "amount": found.amount,
                "needs_confirmation": found.needs_typing,
                "phrase": found.phrase,
                "too_many": found.too_many,
                "fingerprint": found.fingerprint,
                "four_eyes": four_eyes(found, request.user.get_username()),
                "left_out": found.left_out,
            }
        )


def job_id_of(job_id: str) -> int:
    """The job's id from the URL (a str there: anything else under bulk-jobs/ is the API's JSON 404, not the page)."""
    if (number := path_number(job_id)) is not None:
        return number
    raise exceptions.NotFound(f"no bulk job {job_id[:40]!r}")


class BulkJobApi(BulkApi):
    @extend_schema(operation_id="bulk_jobs_progress", parameters=[JOB_ID_PARAM],
                   responses={200: ProgressOutput, **error_responses()})  # fmt: skip
    def get(self, request: Request, job_id: str) -> Response:
        """A job's progress: items per state, and why each skipped or failed one was."""
        progress = selectors.job_progress(job_id=job_id_of(job_id), reader=request.user)
        if progress is None:
            raise exceptions.NotFound(f"no bulk job {job_id[:40]!r}")
        problems = [dict(ItemOutput(item).data) for item in progress.problems]
        return Response(
            dict(JobOutput(progress.job).data)  # (job_progress shows it as readers may)
            | {
                "counts": progress.counts,
                "handled": progress.handled,
                "percent": progress.percent,
                "problems": problems,
            }
        )


class BulkCancelApi(BulkApi):
    @extend_schema(operation_id="bulk_jobs_cancel", parameters=[JOB_ID_PARAM], request=CancelInput,
                   responses={200: JobOutput, **error_responses(409)})  # fmt: skip
    def post(self, request: Request, job_id: str) -> Response:
        """Stop the job between items (the job's action's role): handled items stay handled, the rest become CANCELLED.

        A cancelled job answers the same again to the one who cancelled it (200, the first cancel's who and why), and
        anyone else 409 ``bulk_finished`` naming them; a job that is DONE is 409 ``bulk_finished``; no reason is 400.
        A refusal writes nothing.
        """
        job = BulkJob.objects.filter(pk=job_id_of(job_id)).first()
        if job is None:
            raise exceptions.NotFound(f"no bulk job {job_id!r}")
        if refusal := role_refusal(request.user, BulkAction(job.action), act="cancelling a "):
            raise exceptions.PermissionDenied(refusal)
        values = self.valid(CancelInput, request.data)
        job = services.bulk_cancel(job_id=job.pk, actor=request.user.get_username(), reason=values["reason"])
        return Response(job_data(job, request.user))
