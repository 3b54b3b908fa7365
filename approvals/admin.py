"""Django admin for superusers: the notification delivery log and bulk jobs, read-only."""

from __future__ import annotations

from django.contrib import admin

from approvals.models import BulkJob, Delivery, Notice
from runs.admin import ReadOnlyAdmin


@admin.register(Delivery)
class DeliveryAdmin(ReadOnlyAdmin):
    list_display = (
        "id",
        "channel",
        "status",
        "count",
        "attempts",
        "response",
        "created_at",
        "sent_at",
        "next_attempt_at",
    )
    list_filter = ("channel", "status")
    readonly_fields = ("notice_keys",)

    @admin.display(description="notices")
    def notice_keys(self, obj: Delivery) -> str:
        return ", ".join(obj.notices.values_list("key", flat=True)[:200])


@admin.register(Notice)
class NoticeAdmin(ReadOnlyAdmin):
    list_display = ("key", "kind", "run", "detail", "created_at")
    list_filter = ("kind",)
    search_fields = ("key", "run__id")


@admin.register(BulkJob)
class BulkJobAdmin(ReadOnlyAdmin):
    list_display = ("id", "action", "actor", "total", "status", "created_at", "finished_at")
    list_filter = ("action", "status")
