"""Django admin for superusers: the journal and its projections, read-only (only services write).

Payload-bearing fields are shown redacted here too, with the names the run's events reveal, as its pages show them:
raw values need a per-run grant on the run page (``runs.governance.visibility``), which the admin does not bypass. So are the values derived from them:
an idempotency key as ``Sight.key`` shows it, and no chain hash (each covers an unredacted payload); no
search matches a raw reference or key (a guess typed in would be confirmed by a hit), and no list is filtered by
anything but its own filters (``FiltersOnly``).
"""

from __future__ import annotations

import json

from django.contrib import admin, messages
from django.contrib.admin.views.main import ChangeList
from django.db.models import Count
from django.db.models.constants import LOOKUP_SEP
from django.http import HttpRequest

from runs.api.keys import api_key_create, api_key_revoke
from runs.governance.visibility import REDACTED, Sight, read_names, redacted_sights
from runs.models import Event, RawAccessGrant, Run, SideEffect, ToolExecution
from runs.models.api_keys import ApiKey


class FiltersOnly(admin.ModelAdmin):
    """A list is filtered by its own filters only (``list_filter``: ``status__exact=…``, ``status__isnull=…``).

    Django's admin takes any lookup on a model's own fields from the query string — ``?reference__startswith=jan``,
    ``?payload__contains=4111``, ``?args__regex=…`` — and the count it answers ("1 run", "0 events") confirmed a
    guessed raw value, character by character, to a superuser without a grant: any other parameter is refused (400).
    """

    #: what the admin's field filters put in the query string after the field's name
    FILTER_LOOKUPS = ("", "exact", "isnull")

    def lookup_allowed(self, lookup: str, value: str, request: HttpRequest | None = None) -> bool:
        field, _, rest = lookup.partition(LOOKUP_SEP)
        filters = self.get_list_filter(request) if request is not None else self.list_filter
        return field in filters and rest in self.FILTER_LOOKUPS


class ReadOnlyAdmin(FiltersOnly):
    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


def _redacted_json(text: str, run_id: str) -> str:
    """A stored JSON text of ``run_id`` as its pages show it: redacted with the names its events reveal."""
    return redacted_sights()(run_id).json(text) if text else ""


@admin.register(Run)
class RunAdmin(ReadOnlyAdmin):
    list_display = (
        "id",
        "agent",
        "status",
        "shown_reference",
        "last_seq",
        "tokens_used",
        "created_at",
        "last_event_at",
    )
    # the lease secret's hash is of no use to a reader; the last chain hash covers unredacted payloads
    exclude = ("reference", "create_key", "lease_owner", "lease_secret_hash", "last_hash")
    readonly_fields = ("shown_reference", "shown_create_key", "shown_lease_owner")

    def get_changelist_instance(self, request: HttpRequest) -> ChangeList:
        """The page's runs, each with the sight its labels are shown by: their names read in one query
        (``read_names``), not one query a row."""
        listed = super().get_changelist_instance(request)
        sights = redacted_sights()
        read_names(sights, (run.id for run in listed.result_list))
        for run in listed.result_list:
            run.sight = sights(run.id)
        return listed

    def get_object(self, request: HttpRequest, object_id: str, from_field: str | None = None) -> Run | None:
        """The run with one sight for its labels (its names read once for both)."""
        run = super().get_object(request, object_id, from_field)
        if run is not None:
            run.sight = redacted_sights()(run.id)
        return run

    @staticmethod
    def _sight(obj: Run) -> Sight:
        sight = getattr(obj, "sight", None)
        return redacted_sights()(obj.id) if sight is None else sight

    @admin.display(description="reference (redacted)")
    def shown_reference(self, obj: Run) -> str:
        return self._sight(obj).text(obj.reference)  # with the run's names, as the pages show it

    @admin.display(description="create key (redacted)")
    def shown_create_key(self, obj: Run) -> str:
        return REDACTED.text(obj.create_key or "")

    @admin.display(description="lease owner (redacted)")
    def shown_lease_owner(self, obj: Run) -> str:
        return self._sight(obj).text(obj.lease_owner or "")

    list_filter = ("status", "agent")
    search_fields = ("id",)


@admin.register(Event)
class EventAdmin(ReadOnlyAdmin):
    list_display = ("run", "seq", "type", "step", "call_index", "event_id", "created_at")
    list_filter = ("type",)
    search_fields = ("run__id", "event_id")
    list_select_related = ("run",)
    exclude = ("payload", "context", "prev_hash", "hash")
    readonly_fields = ("payload_redacted", "context_redacted")

    @admin.display(description="payload (redacted)")
    def payload_redacted(self, obj: Event) -> str:
        return _redacted_json(obj.payload, obj.run_id)

    @admin.display(description="snapshot context (redacted)")
    def context_redacted(self, obj: Event) -> str:
        return _redacted_json(obj.context or "", obj.run_id)


@admin.register(ToolExecution)
class ToolExecutionAdmin(ReadOnlyAdmin):
    list_display = ("id", "run", "step", "call_index", "tool", "status", "verified", "requested_at")
    list_filter = ("status", "tool")
    search_fields = ("id", "run__id")
    exclude = ("args", "idem_key", "verification_detail")
    readonly_fields = ("args_redacted", "key_shown", "detail_redacted")

    @admin.display(description="args (redacted)")
    def args_redacted(self, obj: ToolExecution) -> str:
        return _redacted_json(obj.args, obj.run_id)

    @admin.display(description="idempotency key (redacted)")
    def key_shown(self, obj: ToolExecution) -> str | None:
        return redacted_sights()(obj.run_id).key(obj.idem_key, json.loads(obj.args))

    @admin.display(description="verification detail (redacted)")
    def detail_redacted(self, obj: ToolExecution) -> str:
        return redacted_sights()(obj.run_id).text(obj.verification_detail)


@admin.register(SideEffect)
class SideEffectAdmin(ReadOnlyAdmin):
    list_display = ("kind", "target_redacted", "key_shown", "created_at")
    list_filter = ("kind",)
    exclude = ("target", "body", "idem_key")
    readonly_fields = ("target_redacted", "key_shown", "body_redacted")

    @admin.display(description="idempotency key (redacted)")
    def key_shown(self, obj: SideEffect) -> str | None:
        return REDACTED.key(obj.idem_key)  # (the call's arguments are not at hand: its pseudonym)

    @admin.display(description="target (redacted)")
    def target_redacted(self, obj: SideEffect) -> str:
        return REDACTED.text(obj.target)

    @admin.display(description="body (redacted)")
    def body_redacted(self, obj: SideEffect) -> str:
        return REDACTED.text(obj.body)


@admin.register(RawAccessGrant)
class RawAccessGrantAdmin(ReadOnlyAdmin):
    """The audit trail of raw views: who saw which run unredacted, why, and until when. A grant opened on a
    fork or a continuation reveals the runs above it too: their rows say which grant (``revealed_by``), and
    the grant's own row how many runs it revealed and which."""

    list_display = ("actor_name", "run_id", "shown_reason", "granted_at", "expires_at", "opened_under", "revealed")
    list_select_related = ("revealed_by",)
    search_fields = ("actor_name", "run_id")
    exclude = ("reason", "revealed_by")
    readonly_fields = ("shown_reason", "opened_under", "revealed")

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(n_reveals=Count("reveals"))

    @admin.display(description="reason (redacted)")
    def shown_reason(self, obj: RawAccessGrant) -> str:
        # text a person typed about the run, shown as /exports/ shows a run's export's reason: with its names
        return redacted_sights()(obj.run_id).said(obj.reason)

    @admin.display(description="revealed by")
    def opened_under(self, obj: RawAccessGrant) -> str:
        opened = obj.revealed_by
        return f"grant #{opened.pk} on {opened.run_id}" if opened else "-"

    @admin.display(description="also revealed")
    def revealed(self, obj: RawAccessGrant) -> str:
        n = getattr(obj, "n_reveals", None)
        if n == 0:
            return "-"
        runs = list(obj.reveals.order_by("pk").values_list("run_id", flat=True))
        return f"{len(runs)} run{'s' if len(runs) != 1 else ''}: {', '.join(runs)}" if runs else "-"


@admin.register(ApiKey)
class ApiKeyAdmin(FiltersOnly):
    """Admins create and revoke agent API keys; the secret is shown once, in the success message."""

    list_display = ("prefix", "agent", "name", "created_by", "created_at", "last_used_at", "revoked")
    list_filter = ("agent", "revoked")
    search_fields = ("prefix", "agent", "name")
    fields = ("agent", "name")
    actions = ("revoke",)

    def has_change_permission(self, request, obj=None):
        return obj is None and super().has_change_permission(request, obj)

    def save_model(self, request, obj, form, change):
        key, raw = api_key_create(agent=obj.agent, name=obj.name, created_by=request.user)
        obj.pk = key.pk
        messages.warning(request, f"API key for {key.agent} (copy it now, it is not shown again): {raw}")

    @admin.action(description="Revoke selected keys")
    def revoke(self, request, queryset):
        revoked = sum(api_key_revoke(prefix=prefix) for prefix in queryset.values_list("prefix", flat=True))
        messages.info(request, f"{revoked} key(s) revoked")
