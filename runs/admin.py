"""Django admin for superusers: the journal and its projections, read-only (only services write)."""

from __future__ import annotations

from django.contrib import admin

from runs.models import Event, Run, SideEffect, ToolExecution


class ReadOnlyAdmin(admin.ModelAdmin):
    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Run)
class RunAdmin(ReadOnlyAdmin):
    list_display = ("id", "agent", "status", "reference", "last_seq", "tokens_used", "created_at", "last_event_at")
    list_filter = ("status", "agent")
    search_fields = ("id", "reference")


@admin.register(Event)
class EventAdmin(ReadOnlyAdmin):
    list_display = ("run", "seq", "type", "step", "call_index", "event_id", "created_at")
    list_filter = ("type",)
    search_fields = ("run__id", "event_id")
    list_select_related = ("run",)


@admin.register(ToolExecution)
class ToolExecutionAdmin(ReadOnlyAdmin):
    list_display = ("id", "run", "step", "call_index", "tool", "status", "verified", "requested_at")
    list_filter = ("status", "tool")
    search_fields = ("id", "run__id", "idem_key")


@admin.register(SideEffect)
class SideEffectAdmin(ReadOnlyAdmin):
    list_display = ("kind", "target", "idem_key", "created_at")
    list_filter = ("kind",)
