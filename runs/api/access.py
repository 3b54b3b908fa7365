"""The raw-access audit of a run, for superusers (who read it in /admin/ too): every grant that revealed the
run's raw values, and for a grant opened on a fork or a continuation, which other runs it revealed."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.permissions import BasePermission
from rest_framework.request import Request
from rest_framework.response import Response

from runs.api.auth import AgentPrincipal
from runs.api.serializers import error_responses
from runs.api.views import RUN_ID_PARAM, ApiView
from runs.governance.visibility import redacted_sights
from runs.models import RawAccessGrant

#: The newest rows an answer holds.
LIMIT = 200


class Auditors(BasePermission):
    message = "the raw-access audit is for superusers (as /admin/ is)"

    def has_permission(self, request: Request, view: object) -> bool:
        return not isinstance(request.user, AgentPrincipal) and bool(getattr(request.user, "is_superuser", False))


class GrantRef(serializers.Serializer):
    id = serializers.IntegerField()
    run_id = serializers.CharField()


class GrantOutput(serializers.Serializer):
    id = serializers.IntegerField()
    run_id = serializers.CharField(help_text="the run this row let its actor see raw")
    actor = serializers.CharField()
    reason = serializers.CharField(help_text="redacted, as the admin shows it")
    granted_at = serializers.DateTimeField()
    expires_at = serializers.DateTimeField()
    revealed_by = GrantRef(
        allow_null=True,
        help_text="the grant this row was opened under (a grant on a fork or continuation); null: its own",
    )
    reveals = serializers.ListField(
        child=serializers.CharField(),
        help_text="the other runs this grant revealed (the runs above its run), nearest first",
    )


def grant_data(row: RawAccessGrant, reveals: list[str]) -> dict:
    opened = row.revealed_by
    return {
        "id": row.pk,
        "run_id": row.run_id,
        "actor": row.actor_name,
        "reason": redacted_sights()(row.run_id).said(row.reason),  # with the run's names, as its pages show text
        "granted_at": row.granted_at,
        "expires_at": row.expires_at,
        "revealed_by": {"id": opened.pk, "run_id": opened.run_id} if opened else None,
        "reveals": reveals,
    }


class RunGrantsApi(ApiView):
    permission_classes = [Auditors]

    @extend_schema(operation_id="runs_raw_access_grants", parameters=[RUN_ID_PARAM],
                   responses={200: GrantOutput(many=True), **error_responses()})  # fmt: skip
    def get(self, request: Request, run_id: str) -> Response:
        """Who saw this run raw, why and until when, newest first: the grants opened on it (with the runs each
        also revealed) and the rows of grants opened on a run below it (a fork, a continuation), each linked
        to that grant."""
        run = self.get_run(run_id)
        rows = list(
            RawAccessGrant.objects.filter(run_id=run.id)
            .select_related("revealed_by")
            .order_by("-granted_at", "-pk")[:LIMIT]
        )
        reveals: dict[int, list[str]] = {}
        for opened, revealed in (
            RawAccessGrant.objects.filter(revealed_by__in=[r.pk for r in rows])
            .order_by("pk")
            .values_list("revealed_by", "run_id")
        ):
            reveals.setdefault(opened, []).append(revealed)
        return Response([grant_data(row, reveals.get(row.pk, [])) for row in rows])
